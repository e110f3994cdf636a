//! gnark's Groth16 with commitments (BSB22: gnark's `Commit` API, gnark v0.11 and later), as
//! gnark's verifier defines it (`backend/groth16/<curve>/verify.go`, gnark-crypto's
//! `ecc/<curve>/fr/pedersen`).
//!
//! A key of a circuit that commits has, besides the Groth16 key, one Pedersen key per
//! commitment and, per commitment, the public values it commits to ([`CommitmentKeys`]); a
//! proof carries the commitments and one folded proof of knowledge of their openings
//! ([`CommitmentProof`]). Verification ([`verify_with_commitments`]):
//!
//! 1. Each commitment `Cᵢ` gives one more public input, its *wire*: the hash to the scalar field
//!    of `Cᵢ` (gnark's uncompressed `Marshal`) followed by the committed public values (each
//!    32 or 48 bytes big-endian; a committed value may be an earlier commitment's wire). The hash
//!    is RFC 9380's `hash_to_field` with `expand_message_xmd` (SHA-256) and the domain
//!    `bsb22-commitment` by default, or Keccak-256 reduced modulo the field for keys made for
//!    gnark's Solidity verifier ([`CommitmentHash`]; the key file does not say which).
//! 2. The proof of knowledge: with `r` the hash to field of the wires (domain `G16-BSB22`),
//!    `Π e(rⁱ·Cᵢ, [−σᵢ]₂) · e(pok, [g]₂) = 1`.
//! 3. Groth16 over the inputs followed by the wires, with `Σ Cᵢ` added to the input sum.
//!
//! Steps 2 and 3 are one pairing check (one final exponentiation; with host hooks, one host
//! call): the pairs of step 2 are scaled by `ρ`, a hash to field of everything the prover chose
//! (the proof, the commitments, the proof of knowledge and the inputs), and joined to Groth16's
//! `e(A, B)·e(α, −β)·e(Σ, −γ)·e(C, −δ)`. If the proof of knowledge fails, its product `P ≠ 1` has prime order and the
//! combined check holds for one `ρ` modulo the group order only: a prover must hit it through the
//! hash, with probability below `2⁻²⁵²` per attempt. When both hold, the combination holds for
//! every `ρ`: the answer is gnark's.
//!
//! The points given here must be on their curve and in the prime-order subgroup (the readers
//! of [`crate::formats::gnark`] check them, as gnark's do).

use crate::encoding::{check_input_count, Error};
use alloc::vec::Vec;
use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup};
use ark_ff::{BigInteger, PrimeField};
use ark_groth16::{Groth16, PreparedVerifyingKey, Proof};
use ark_serialize::CanonicalSerialize;
use ark_substrate::PairingCheck;
use sha2::{Digest, Sha256};

/// The domain of the commitment wires' hash (gnark's `constraint.CommitmentDst`).
pub const COMMITMENT_DST: &[u8] = b"bsb22-commitment";
/// The domain of the proof of knowledge's folding challenge (gnark's verifier).
pub const CHALLENGE_DST: &[u8] = b"G16-BSB22";
/// The domain of `ρ`, which joins the proof of knowledge's check to the Groth16 check (this
/// crate's; gnark checks them with two final exponentiations).
pub const FOLD_DST: &[u8] = b"ec-groth16-bsb22-fold";

/// The hash that maps a commitment and its committed public values to the commitment's wire.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    codec::Encode,
    codec::Decode,
    codec::DecodeWithMemTracking,
    codec::MaxEncodedLen,
    scale_info::TypeInfo,
)]
pub enum CommitmentHash {
    /// gnark's default: RFC 9380 `hash_to_field` (`expand_message_xmd` with SHA-256, domain
    /// [`COMMITMENT_DST`]).
    #[default]
    Bsb22,
    /// Keccak-256, its 32 bytes read big-endian modulo the scalar field: keys made for gnark's
    /// Solidity verifier (`solidity.WithProverTargetSolidityVerifier`).
    Keccak256,
}

/// One commitment's Pedersen verifying key: `[g]₂` and `[−σ]₂ = −σ·[g]₂`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PedersenKey<E: Pairing> {
    /// `[g]₂`, the same for every commitment of a key.
    pub g: E::G2Affine,
    /// `[−σ]₂`.
    pub g_sigma_neg: E::G2Affine,
}

/// The commitment part of a gnark verifying key (`PublicAndCommitmentCommitted`,
/// `CommitmentKeys`). The Groth16 key's `γ_abc` (gnark's `K`) holds one point per public
/// input, then one per commitment wire.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommitmentKeys<E: Pairing> {
    /// Per commitment, the public values it commits to: 1-based positions in the public inputs
    /// followed by the wires of the commitments before it.
    pub committed: Vec<Vec<u64>>,
    /// Per commitment, its Pedersen key.
    pub keys: Vec<PedersenKey<E>>,
}

impl<E: Pairing> Default for CommitmentKeys<E> {
    fn default() -> Self {
        CommitmentKeys {
            committed: Vec::new(),
            keys: Vec::new(),
        }
    }
}

impl<E: Pairing> CommitmentKeys<E> {
    /// The number of commitments.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Whether the key has no commitment (a plain Groth16 key).
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// Checks the section against a key with `points` points in `γ_abc` ([`Error::VkCommitment`]
    /// unless): one list of committed values per Pedersen key, at most `points − 1`
    /// commitments, every committed position names a public input or an earlier wire, and
    /// every Pedersen key has the same `[g]₂` (gnark's batched check needs it).
    pub fn check(&self, points: usize) -> Result<(), Error> {
        let commitments = self.keys.len();
        let Some(public) = points.checked_sub(1 + commitments) else {
            return Err(Error::VkCommitment);
        };
        if self.committed.len() != commitments {
            return Err(Error::VkCommitment);
        }
        let public = public as u64;
        for (i, committed) in self.committed.iter().enumerate() {
            if committed
                .iter()
                .any(|&position| position == 0 || position > public + i as u64)
            {
                return Err(Error::VkCommitment);
            }
        }
        if self.keys.iter().any(|key| key.g != self.keys[0].g) {
            return Err(Error::VkCommitment);
        }
        Ok(())
    }
}

/// The commitment part of a gnark proof.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommitmentProof<E: Pairing> {
    /// One commitment per Pedersen key of the verifying key.
    pub commitments: Vec<E::G1Affine>,
    /// The folded proof of knowledge of the commitments' openings.
    pub pok: E::G1Affine,
}

impl<E: Pairing> Default for CommitmentProof<E> {
    fn default() -> Self {
        CommitmentProof {
            commitments: Vec::new(),
            pok: E::G1Affine::zero(),
        }
    }
}

/// RFC 9380's `expand_message_xmd` with SHA-256 of the concatenation of `message`'s parts:
/// `len` bytes, for `len ≤ 255·32` and a domain of at most 255 bytes (`None` otherwise).
///
/// Written here rather than taken from arkworks because arkworks' expander (ark-ff 0.6) pads
/// with as many zero bytes as one field element takes instead of SHA-256's block size (64), so
/// it agrees with the RFC, and with gnark, only for elements of 64 bytes; the scalar fields here
/// take 48 and 64.
pub fn expand_message_xmd(message: &[&[u8]], dst: &[u8], len: usize) -> Option<Vec<u8>> {
    if dst.len() > 255 || len > 255 * 32 {
        return None;
    }
    let dst_prime = |hasher: &mut Sha256| {
        hasher.update(dst);
        hasher.update([dst.len() as u8]);
    };
    let mut hasher = Sha256::new();
    hasher.update([0u8; 64]);
    message.iter().for_each(|part| hasher.update(part));
    hasher.update((len as u16).to_be_bytes());
    hasher.update([0u8]);
    dst_prime(&mut hasher);
    let b0 = hasher.finalize_reset();
    hasher.update(b0);
    hasher.update([1u8]);
    dst_prime(&mut hasher);
    let mut b = hasher.finalize_reset();
    let mut out = Vec::with_capacity(len + 32);
    out.extend_from_slice(&b);
    for i in 2..=len.div_ceil(32) {
        let mixed: Vec<u8> = b0.iter().zip(b.iter()).map(|(x, y)| x ^ y).collect();
        hasher.update(&mixed);
        hasher.update([i as u8]);
        dst_prime(&mut hasher);
        b = hasher.finalize_reset();
        out.extend_from_slice(&b);
    }
    out.truncate(len);
    Some(out)
}

/// RFC 9380's `hash_to_field` for one element of `F` (security parameter 128: the field's
/// bytes plus 16), as gnark-crypto's `fr.Hash(message, dst, 1)`; `dst` is at most 255 bytes
/// (this crate's domains are constants).
pub fn hash_to_field<F: PrimeField>(message: &[&[u8]], dst: &[u8]) -> F {
    let len = 16 + scalar_bytes::<F>();
    // At most 16 + 96 bytes, far below the limit; only a longer domain fails.
    let bytes = expand_message_xmd(message, dst, len).unwrap_or_default();
    F::from_be_bytes_mod_order(&bytes)
}

/// The bytes of an element of `F` in gnark's encoding: `ceil(bits / 8)`.
fn scalar_bytes<F: PrimeField>() -> usize {
    (F::MODULUS_BIT_SIZE as usize).div_ceil(8)
}

/// `x` big-endian in `scalar_bytes` bytes, as gnark's `fr.Element.Marshal`.
fn scalar_be<F: PrimeField>(x: &F, out: &mut Vec<u8>) {
    let bytes = x.into_bigint().to_bytes_be();
    out.extend_from_slice(&bytes[bytes.len() - scalar_bytes::<F>()..]);
}

/// A G1 point as gnark's `Marshal` writes it (uncompressed: `x ‖ y` big-endian; the identity
/// all zeroes, with BLS12 and BW6 curves' "uncompressed identity" flag `010` in the top bits).
fn marshal_g1<E: Pairing>(point: &E::G1Affine, out: &mut Vec<u8>) -> Result<(), Error> {
    let size = (E::BaseField::MODULUS_BIT_SIZE as usize).div_ceil(8);
    match point.xy() {
        Some((x, y)) => {
            for coordinate in [x, y] {
                // A G1 coordinate is one base-field element: `size` bytes, little-endian.
                let mut little_endian = Vec::with_capacity(size);
                coordinate
                    .serialize_uncompressed(&mut little_endian)
                    .map_err(|_| Error::ProofPoint)?;
                out.extend(little_endian.iter().rev());
            }
        }
        None => {
            let start = out.len();
            out.resize(start + 2 * size, 0);
            if E::BaseField::MODULUS_BIT_SIZE != 254 {
                out[start] = 0b0100_0000;
            }
        }
    }
    Ok(())
}

/// The wire of a commitment: `hash` of its `Marshal` bytes followed by the committed values.
fn commitment_wire<F: PrimeField>(hash: CommitmentHash, prehash: &[u8]) -> F {
    match hash {
        CommitmentHash::Bsb22 => hash_to_field(&[prehash], COMMITMENT_DST),
        CommitmentHash::Keccak256 => {
            use sha3::Keccak256;
            let digest = Keccak256::digest(prehash);
            F::from_be_bytes_mod_order(&digest[..scalar_bytes::<F>().min(32)])
        }
    }
}

/// Whether `proof` with its commitments is valid for `inputs` under the key (`pvk` and
/// `keys`, whose section [`CommitmentKeys::check`] accepts), as gnark's `groth16.Verify` with
/// `hash` as the commitments' hash to field. A key without commitments is verified as a plain
/// Groth16 key ([`crate::verify`]; the proof's commitment part must then be empty).
pub fn verify_with_commitments<E: PairingCheck>(
    pvk: &PreparedVerifyingKey<E>,
    keys: &CommitmentKeys<E>,
    hash: CommitmentHash,
    proof: &Proof<E>,
    extension: &CommitmentProof<E>,
    inputs: &[E::ScalarField],
) -> Result<bool, Error> {
    keys.check(pvk.vk.gamma_abc_g1.len())?;
    let count = keys.len();
    if extension.commitments.len() != count {
        return Err(Error::ProofCommitment);
    }
    check_input_count(pvk, inputs.len() + count)?;
    if count == 0 {
        return crate::verify(pvk, proof, inputs);
    }

    // The wires, appended to the inputs one by one: a commitment may commit to an earlier wire.
    let mut wires = inputs.to_vec();
    let mut serialized = Vec::new();
    for (commitment, committed) in extension.commitments.iter().zip(&keys.committed) {
        let mut prehash = Vec::new();
        marshal_g1::<E>(commitment, &mut prehash)?;
        for &position in committed {
            // `check` bounded every position by the wires there are at this commitment.
            scalar_be(&wires[position as usize - 1], &mut prehash);
        }
        let wire: E::ScalarField = commitment_wire(hash, &prehash);
        scalar_be(&wire, &mut serialized);
        wires.push(wire);
    }
    let r: E::ScalarField = hash_to_field(&[&serialized], CHALLENGE_DST);

    // ρ binds everything the prover chose; see the module's documentation.
    let mut transcript = serialized;
    let points = proof.a.compressed_size() * (3 + count) + proof.b.compressed_size();
    transcript.reserve(points + inputs.len() * scalar_bytes::<E::ScalarField>());
    (
        proof.a,
        proof.b,
        proof.c,
        &extension.commitments,
        extension.pok,
    )
        .serialize_compressed(&mut transcript)
        .map_err(|_| Error::ProofPoint)?;
    inputs.iter().for_each(|x| scalar_be(x, &mut transcript));
    let rho: E::ScalarField = hash_to_field(&[&transcript], FOLD_DST);

    // The count was checked above, the only way `prepare_inputs` fails.
    let mut input_sum = Groth16::<E>::prepare_inputs(pvk, &wires).map_err(|_| Error::VkEmpty)?;
    let mut g1 = Vec::with_capacity(5 + count);
    let mut g2 = Vec::with_capacity(5 + count);
    let mut scale = rho;
    for (commitment, key) in extension.commitments.iter().zip(&keys.keys) {
        input_sum += commitment;
        g1.push(*commitment * scale);
        g2.push(key.g_sigma_neg);
        scale *= r;
    }
    // gnark folds the proofs of knowledge with r⁰ (one proof for every commitment).
    g1.push(extension.pok * rho);
    g2.push(keys.keys[0].g);
    // e(A, B) = e(α, β)·e(Σ, γ)·e(C, δ) as a product that is one.
    let vk = &pvk.vk;
    g1.extend([
        proof.a.into_group(),
        input_sum,
        proof.c.into_group(),
        vk.alpha_g1.into_group(),
    ]);
    g2.extend([proof.b, -vk.gamma_g2, -vk.delta_g2, -vk.beta_g2]);
    Ok(E::pairing_check(&E::G1::normalize_batch(&g1), &g2))
}
