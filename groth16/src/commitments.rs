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
//! Steps 2 and 3 are two pairing checks, as gnark makes them, and [`verify_with_commitments`]
//! (a key as it is) makes them so. For a stored key ([`RegisteredKey`]) they are one: the
//! Groth16 check under the prepared key with the commitments appended to `γ_abc` (each with the
//! public input `1`), and step 2's pairs, each G1 point times a 128-bit coefficient hashed from
//! everything the call holds, in one Miller loop and one final exponentiation
//! (`groth16_verify_prepared_and_check`, `docs/host-functions.md`: one host call with the host
//! hooks, the same code in place with the others). If either product is not one, the joined
//! one is one for at most one coefficient in `r`.
//!
//! The points given here must be on their curve and in the prime-order subgroup (the readers
//! of [`crate::formats::gnark`] check them, as gnark's do).

use crate::{encoding::Error, PreparedEngine};
use alloc::vec::Vec;
use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup, VariableBaseMSM};
use ark_ff::{BigInteger, One, PrimeField, Zero};
use ark_groth16::{Proof, VerifyingKey};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize, Compress, Validate};
use ark_substrate::PairingCheck;
use ec_host_primitives::encoding;
use sha2::{Digest, Sha256};

/// The domain of the commitment wires' hash (gnark's `constraint.CommitmentDst`).
pub const COMMITMENT_DST: &[u8] = b"bsb22-commitment";
/// The domain of the proof of knowledge's folding challenge (gnark's verifier).
pub const CHALLENGE_DST: &[u8] = b"G16-BSB22";

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
    /// commitments, every committed position names a public input or an earlier wire, no list
    /// longer than the values it can name, and every Pedersen key has the same `[g]₂`, not the
    /// identity (gnark's batched check needs one; with the identity it checks nothing).
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
            let values = public + i as u64;
            if committed.len() as u64 > values
                || committed
                    .iter()
                    .any(|&position| position == 0 || position > values)
            {
                return Err(Error::VkCommitment);
            }
        }
        if self
            .keys
            .iter()
            .any(|key| key.g != self.keys[0].g || key.g.is_zero())
        {
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

/// The wires of the commitments (as [`verify_with_commitments`] defines them), and their
/// concatenation in gnark's scalar encoding (what gnark's challenge `r` hashes). `extension`
/// holds one commitment per key of `keys`, which [`CommitmentKeys::check`] accepts for a key
/// with `inputs.len() + 1 + keys.len()` points.
pub fn commitment_wires<E: Pairing>(
    keys: &CommitmentKeys<E>,
    hash: CommitmentHash,
    commitments: &[E::G1Affine],
    inputs: &[E::ScalarField],
) -> Result<(Vec<E::ScalarField>, Vec<u8>), Error> {
    keys.check(inputs.len() + 1 + keys.len())?;
    if commitments.len() != keys.len() {
        return Err(Error::ProofCommitment);
    }
    wires_of_checked(keys, hash, commitments, inputs)
}

/// [`commitment_wires`] for a section [`CommitmentKeys::check`] accepted for a key with
/// `inputs.len() + 1 + keys.len()` points and one commitment per key.
fn wires_of_checked<E: Pairing>(
    keys: &CommitmentKeys<E>,
    hash: CommitmentHash,
    commitments: &[E::G1Affine],
    inputs: &[E::ScalarField],
) -> Result<(Vec<E::ScalarField>, Vec<u8>), Error> {
    // Appended to the inputs one by one: a commitment may commit to an earlier wire.
    let mut values = inputs.to_vec();
    let mut serialized = Vec::with_capacity(keys.len() * scalar_bytes::<E::ScalarField>());
    for (commitment, committed) in commitments.iter().zip(&keys.committed) {
        let mut prehash = Vec::new();
        marshal_g1::<E>(commitment, &mut prehash)?;
        for &position in committed {
            // `check` bounded every position by the values there are at this commitment.
            let value = position
                .checked_sub(1)
                .and_then(|at| values.get(at as usize))
                .ok_or(Error::VkCommitment)?;
            scalar_be(value, &mut prehash);
        }
        let wire: E::ScalarField = commitment_wire(hash, &prehash);
        scalar_be(&wire, &mut serialized);
        values.push(wire);
    }
    Ok((values.split_off(inputs.len()), serialized))
}

/// The checks every path makes before any arithmetic, for a section [`CommitmentKeys::check`]
/// accepted for a key of `points` points, in this order: one commitment per Pedersen key
/// ([`Error::ProofCommitment`]), the number of inputs ([`Error::InputCount`]); then the wires
/// ([`commitment_wires`]).
fn checked_wires<E: Pairing>(
    points: usize,
    keys: &CommitmentKeys<E>,
    hash: CommitmentHash,
    commitments: &[E::G1Affine],
    inputs: &[E::ScalarField],
) -> Result<(Vec<E::ScalarField>, Vec<u8>), Error> {
    if commitments.len() != keys.len() {
        return Err(Error::ProofCommitment);
    }
    // `check` accepted the section: the key has more points than commitments.
    let expected = points - 1 - keys.len();
    if inputs.len() != expected {
        return Err(Error::InputCount {
            expected: expected as u32,
            found: inputs.len() as u32,
        });
    }
    wires_of_checked(keys, hash, commitments, inputs)
}

/// gnark's proof of knowledge: `Π e(rⁱ·Cᵢ, [−σᵢ]₂) · e(pok, [g]₂) = 1`, `r` the hash to field
/// of the wires' encoding (`wires`, from [`commitment_wires`]) with the domain
/// [`CHALLENGE_DST`]; `r⁰ = 1`, so one commitment needs neither `r` nor a multiplication. True
/// for a key without commitments.
fn knowledge_holds<E: PairingCheck>(
    keys: &CommitmentKeys<E>,
    extension: &CommitmentProof<E>,
    wires: &[u8],
) -> bool {
    let (g1, g2) = knowledge_pairs(keys, extension, wires);
    g1.is_empty() || E::pairing_check(&g1, &g2)
}

/// The pairs of [`knowledge_holds`]' product, `(rⁱ·Cᵢ, [−σᵢ]₂)` then `(pok, [g]₂)`; none for a
/// key without commitments.
fn knowledge_pairs<E: Pairing>(
    keys: &CommitmentKeys<E>,
    extension: &CommitmentProof<E>,
    wires: &[u8],
) -> (Vec<E::G1Affine>, Vec<E::G2Affine>) {
    let Some(first) = keys.keys.first() else {
        return (Vec::new(), Vec::new());
    };
    let g2 = keys
        .keys
        .iter()
        .map(|key| key.g_sigma_neg)
        .chain([first.g])
        .collect();
    // `r⁰·C₀ = C₀` and the proof of knowledge are affine already: only the scaled commitments
    // are normalized (one inversion, none for one commitment).
    let (first_commitment, rest) = match extension.commitments.split_first() {
        Some(split) => split,
        None => return (Vec::new(), Vec::new()),
    };
    let mut scaled = Vec::with_capacity(rest.len());
    if !rest.is_empty() {
        let r: E::ScalarField = hash_to_field(&[wires], CHALLENGE_DST);
        let mut scale = r;
        for commitment in rest {
            scaled.push(*commitment * scale);
            scale *= r;
        }
    }
    let mut g1 = Vec::with_capacity(keys.len() + 1);
    g1.push(*first_commitment);
    g1.extend(E::G1::normalize_batch(&scaled));
    g1.push(extension.pok);
    (g1, g2)
}

/// Whether `proof` with its commitments is valid for `inputs` under the key (`vk` and
/// `keys`, whose section [`CommitmentKeys::check`] accepts), as gnark's `groth16.Verify` with
/// `hash` as the commitments' hash to field. A key without commitments is verified as a plain
/// Groth16 key (the proof's commitment part must then be empty).
///
/// The key's points must be on their curve and in the prime-order subgroup, and none of `α`,
/// `β`, `γ`, `δ` the identity (as [`crate::decode_vk`] and [`decode_key`] check).
pub fn verify_with_commitments<E: PairingCheck>(
    vk: &VerifyingKey<E>,
    keys: &CommitmentKeys<E>,
    hash: CommitmentHash,
    proof: &Proof<E>,
    extension: &CommitmentProof<E>,
    inputs: &[E::ScalarField],
) -> Result<bool, Error> {
    keys.check(vk.gamma_abc_g1.len())?;
    let (wires, serialized) = checked_wires(
        vk.gamma_abc_g1.len(),
        keys,
        hash,
        &extension.commitments,
        inputs,
    )?;
    // One MSM for the inputs and the wires (one host call with host hooks), then the
    // commitments added to the sum.
    let scalars: Vec<E::ScalarField> = inputs.iter().chain(&wires).copied().collect();
    let mut input_sum =
        vk.gamma_abc_g1[0].into_group() + E::G1::msm_unchecked(&vk.gamma_abc_g1[1..], &scalars);
    for commitment in &extension.commitments {
        input_sum += commitment;
    }
    // e(A, B) = e(α, β)·e(Σ, γ)·e(C, δ) as a product that is one.
    let g1 = [
        proof.a.into_group(),
        input_sum,
        proof.c.into_group(),
        vk.alpha_g1.into_group(),
    ];
    let g2 = [proof.b, -vk.gamma_g2, -vk.delta_g2, -vk.beta_g2];
    Ok(E::pairing_check(&E::G1::normalize_batch(&g1), &g2)
        && knowledge_holds(keys, extension, &serialized))
}

/// A key with commitments as a runtime stored it after [`decode_key`] checked it: the prepared
/// key ([`crate::prepared_key`]) and the commitment section ([`encode_section`], uncompressed),
/// read once for any number of proofs, its points not checked again.
///
/// Each proof is one check: Groth16 under the key with the commitments appended to `γ_abc`,
/// each with the public input `1` (so that `Σ Cᵢ` joins the input sum), together with the proof
/// of knowledge's `commitments + 1` pairs, with one final exponentiation
/// ([`crate::prepared::verify_registered_and_check`]: one `groth16_verify_prepared_and_check`
/// host call with host hooks).
pub struct RegisteredKey<'a, E: Pairing> {
    key: &'a [u8],
    section: &'a [u8],
    points: usize,
    keys: CommitmentKeys<E>,
    hash: CommitmentHash,
}

impl<'a, E: PreparedEngine + PairingCheck> RegisteredKey<'a, E> {
    /// The stored key and section ([`Error::PreparedKey`] if they are not what
    /// [`crate::prepared_key`] and [`encode_section`] wrote, [`Error::VkCommitment`] if the
    /// section does not fit the key).
    pub fn new(key: &'a [u8], section: &'a [u8]) -> Result<Self, Error> {
        let points = crate::prepared::prepared_points::<E>(key)?;
        let (keys, hash) = decode_section_unchecked::<E>(section)?;
        keys.check(points)?;
        Ok(RegisteredKey {
            key,
            section,
            points,
            keys,
            hash,
        })
    }

    /// The number of commitments.
    pub fn commitments(&self) -> usize {
        self.keys.len()
    }

    /// Whether `proof` (with its commitments, [`encode_proof`]) is valid for `inputs`: the
    /// inputs are checked first, then the proof's points, then the two checks (the section
    /// was checked once, by [`Self::new`]).
    pub fn verify<B: AsRef<[u8]>>(&self, proof: &[u8], inputs: &[B]) -> Result<bool, Error> {
        // The commitments join the key's `γ_abc` and the proof of knowledge the pairs of the
        // call: a call that checks every point checks their subgroups (a commitment outside its
        // subgroup is then the call's `ProofPoint`, as it is here otherwise: after the input
        // count, before any arithmetic's answer).
        let validate = match E::registered_and_check_checks_every_point() {
            true => Validate::No,
            false => Validate::Yes,
        };
        let ReadProof {
            proof,
            inputs,
            wires,
            serialized,
            extension,
        } = self.read(proof, inputs, validate)?;
        let count = self.keys.len();
        let mut key =
            Vec::with_capacity(self.key.len() + count * encoding::size_of::<E::G1Affine>());
        key.extend_from_slice(self.key);
        extension
            .commitments
            .iter()
            .for_each(|commitment| encoding::write(commitment, &mut key));
        let one = E::ScalarField::one();
        let mut packed = Vec::new();
        inputs
            .iter()
            .chain(&wires)
            .chain(core::iter::repeat_n(&one, count))
            .for_each(|scalar| encoding::write(scalar, &mut packed));
        let item = (proof, packed);
        // The proof of knowledge's pairs go with the Groth16 check: one final exponentiation.
        let (g1, g2) = knowledge_pairs(&self.keys, &extension, &serialized);
        crate::prepared::verify_registered_and_check::<E>(
            &key,
            &item,
            &encoding::write_list(&g1),
            &encoding::write_list(&g2),
        )
    }

    /// Whether every proof of `proofs` (each with its inputs, as [`Self::verify`] takes them)
    /// is valid: the same answer as [`Self::verify`] on each, decided for all of them with one
    /// Miller loop and one final exponentiation (one `groth16_verify_prepared_and_check` host
    /// call with host hooks, per at most as many proofs as the host function takes).
    ///
    /// Every proof is read and checked first (inputs, then its points, every point in its
    /// subgroup, then its wires), in order: the first error is returned. Then:
    ///
    /// - Groth16, as a batch under the key with each proof's commitments, summed, appended to
    ///   `γ_abc` (one point per proof): proof `j`'s inputs are its public inputs, its wires,
    ///   then `1` for its own sum and `0` for the others', so its input sum is what
    ///   [`Self::verify`] computes. The host weighs each proof with its own coefficient.
    /// - The proofs of knowledge, folded with coefficients `τⱼ` (128 bits, [`batch_coefficients`])
    ///   into `c + 1` pairs: `(Σⱼ τⱼ·rⱼⁱ·Cⱼᵢ, [−σᵢ]₂)` for each commitment `i` and
    ///   `(Σⱼ τⱼ·pokⱼ, [g]₂)` (every key's `[g]₂` is the same, [`CommitmentKeys::check`]),
    ///   `rⱼ` proof `j`'s challenge. If proof `j`'s product `hⱼ` is not one, `Π hⱼ^τⱼ` is one
    ///   for at most one value of `τⱼ` given the others; the `τⱼ` hash everything the products
    ///   depend on, so a prover must find such a hash by trying.
    ///
    /// One proof is [`Self::verify`] itself.
    pub fn verify_batch<B: AsRef<[u8]>>(&self, proofs: &[(&[u8], &[B])]) -> Result<bool, Error> {
        if let [(proof, inputs)] = proofs {
            return self.verify(proof, inputs);
        }
        // Every point checked here: the proofs of knowledge are folded before any host function
        // sees them.
        let read = proofs
            .iter()
            .map(|(proof, inputs)| self.read(proof, inputs, Validate::Yes))
            .collect::<Result<Vec<_>, _>>()?;
        let expected = self.points - 1 - self.keys.len();
        for chunk in read.chunks(proofs_per_call::<E>(expected, self.keys.len())) {
            if !self.verify_read(chunk)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// A proof (with its commitments, [`encode_proof`]) and its inputs, checked in this order:
    /// the inputs, their number, the proof's length and points (the commitment part's
    /// subgroups with `validate`), the wires; then the Groth16 part packed for the host.
    fn read<B: AsRef<[u8]>>(
        &self,
        proof: &[u8],
        inputs: &[B],
        validate: Validate,
    ) -> Result<ReadProof<E>, Error> {
        let inputs = crate::decode_inputs::<E::ScalarField, B>(inputs)?;
        // `new` accepted the section: the key has more points than commitments.
        let expected = self.points - 1 - self.keys.len();
        if inputs.len() != expected {
            return Err(Error::InputCount {
                expected: expected as u32,
                found: inputs.len() as u32,
            });
        }
        let (groth16, extension, _) = split_proof_with::<E>(proof, self.keys.len(), validate)?;
        let (wires, serialized) = checked_wires(
            self.points,
            &self.keys,
            self.hash,
            &extension.commitments,
            &inputs,
        )?;
        Ok(ReadProof {
            proof: crate::packed_proof::<E>(groth16)?,
            inputs,
            wires,
            serialized,
            extension,
        })
    }

    /// [`Self::verify_batch`]'s one host call for proofs read and checked.
    fn verify_read(&self, proofs: &[ReadProof<E>]) -> Result<bool, Error> {
        let k = proofs.len();
        // Proof j's commitments each enter its input sum once, so their sum is one more point of
        // `γ_abc` with one more input per proof: `k·(n + c + k)` inputs for the host, not the
        // `k·(n + c + k·c)` of one point per commitment.
        let sums: Vec<E::G1Affine> = match self.keys.len() {
            1 => proofs
                .iter()
                .map(|item| item.extension.commitments[0])
                .collect(),
            _ => E::G1::normalize_batch(
                &proofs
                    .iter()
                    .map(|item| {
                        item.extension
                            .commitments
                            .iter()
                            .fold(E::G1::zero(), |sum, commitment| sum + commitment)
                    })
                    .collect::<Vec<_>>(),
            ),
        };
        let mut key = Vec::with_capacity(self.key.len() + k * encoding::size_of::<E::G1Affine>());
        key.extend_from_slice(self.key);
        key.extend(encoding::write_list(&sums));
        let (zero, one) = (E::ScalarField::from(0u64), E::ScalarField::one());
        let (mut packed_proofs, mut packed_inputs) = (Vec::new(), Vec::new());
        for (j, item) in proofs.iter().enumerate() {
            packed_proofs.extend_from_slice(&item.proof);
            let own = (0..k).map(|owner| if owner == j { &one } else { &zero });
            item.inputs
                .iter()
                .chain(&item.wires)
                .chain(own)
                .for_each(|scalar| encoding::write(scalar, &mut packed_inputs));
        }
        let (g1, g2) = self.folded_knowledge_pairs(proofs);
        crate::prepared::verify_registered_and_check::<E>(
            &key,
            &(packed_proofs, packed_inputs),
            &encoding::write_list(&g1),
            &encoding::write_list(&g2),
        )
    }

    /// The proofs of knowledge of `proofs` folded into `c + 1` pairs, as
    /// [`Self::verify_batch`] says; none for a key without commitments.
    fn folded_knowledge_pairs(
        &self,
        proofs: &[ReadProof<E>],
    ) -> (Vec<E::G1Affine>, Vec<E::G2Affine>) {
        let Some(first) = self.keys.keys.first() else {
            return (Vec::new(), Vec::new());
        };
        let mut tau = batch_coefficients::<E>(self.section, proofs);
        // Proof j's scalar for commitment i is τⱼ·rⱼⁱ: τⱼ for the first, then times rⱼ.
        let challenges: Vec<E::ScalarField> = match self.keys.len() {
            1 => Vec::new(),
            _ => proofs
                .iter()
                .map(|item| hash_to_field(&[&item.serialized], CHALLENGE_DST))
                .collect(),
        };
        let pok: Vec<E::G1Affine> = proofs.iter().map(|item| item.extension.pok).collect();
        let mut g1 = Vec::with_capacity(self.keys.len() + 1);
        g1.push(E::G1::msm_unchecked(&pok, &tau));
        for i in 0..self.keys.len() {
            let column: Vec<E::G1Affine> = proofs
                .iter()
                .map(|item| item.extension.commitments[i])
                .collect();
            g1.push(E::G1::msm_unchecked(&column, &tau));
            if i + 1 < self.keys.len() {
                tau.iter_mut()
                    .zip(&challenges)
                    .for_each(|(scale, r)| *scale *= r);
            }
        }
        // `(Σ τⱼ·pokⱼ, [g]₂)` was computed first; its pair goes last, as in one proof's pairs.
        g1.rotate_left(1);
        let g2 = self
            .keys
            .keys
            .iter()
            .map(|key| key.g_sigma_neg)
            .chain([first.g])
            .collect();
        (E::G1::normalize_batch(&g1), g2)
    }
}

/// Most proofs with `inputs` public inputs under a key with `commitments` commitments (at
/// least one) that [`RegisteredKey::verify_batch`] checks in one host call: the `k` proofs and
/// the `commitments + 1` folded pairs of their proofs of knowledge within the host's proofs
/// limit, and `k·(inputs + commitments + k)` inputs within its inputs limit (each proof's public
/// inputs, its wires, and one input per proof for the sums of commitments appended to `γ_abc`).
/// At least one: one proof is what [`RegisteredKey::verify`] checks. Any shape is answered
/// (the sums saturate: a shape beyond the limits gets one).
pub fn proofs_per_call<E: PreparedEngine>(inputs: usize, commitments: usize) -> usize {
    let fits = |k: usize| {
        k.saturating_add(commitments) < E::PROOFS_LIMIT
            && k.saturating_mul(inputs.saturating_add(commitments).saturating_add(k))
                <= E::INPUTS_LIMIT
    };
    (2..=E::PROOFS_LIMIT)
        .take_while(|&k| fits(k))
        .last()
        .unwrap_or(1)
}

/// Whether a batch of `proofs` proofs with `inputs` public inputs each, under a registered key
/// with `commitments` commitments, is checked in one host call: without commitments, `proofs`
/// within the host's proofs limit and their `proofs·inputs` inputs within its inputs limit
/// (which the host checks); with them, at most [`proofs_per_call`]. What a pallet's bounds
/// must allow for its batches' weights to be those of one call.
pub fn batch_is_one_call<E: PreparedEngine>(
    proofs: usize,
    inputs: usize,
    commitments: usize,
) -> bool {
    match commitments {
        0 => {
            proofs <= E::PROOFS_LIMIT
                && proofs
                    .checked_mul(inputs)
                    .is_some_and(|total| total <= E::INPUTS_LIMIT)
        }
        c => proofs <= proofs_per_call::<E>(inputs, c),
    }
}

/// One proof of [`RegisteredKey::verify`] or [`RegisteredKey::verify_batch`], read and checked.
struct ReadProof<E: Pairing> {
    /// `A ‖ B ‖ C`, compressed ([`crate::packed_proof`]).
    proof: Vec<u8>,
    inputs: Vec<E::ScalarField>,
    wires: Vec<E::ScalarField>,
    /// The wires in gnark's encoding (what the proof's challenge hashes).
    serialized: Vec<u8>,
    extension: CommitmentProof<E>,
}

/// The domain of [`batch_coefficients`].
const BATCH_DOMAIN: &[u8] = b"ec-groth16/bsb22-batch/v1";

/// [`RegisteredKey::verify_batch`]'s coefficients `τⱼ`, one per proof: `seed = SHA-256(
/// BATCH_DOMAIN ‖ SHA-256(section) ‖ for each proof: its commitments and proof of knowledge
/// (uncompressed) and its serialized wires)`, then `τⱼ` = the first 16 bytes of
/// `SHA-256(seed ‖ j)` (`j` as 8 bytes little-endian) read little-endian, 0 replaced by 1. The
/// seed holds everything the proofs of knowledge depend on: the Pedersen keys (the section),
/// the commitments, the proofs of knowledge, and the committed values through the wires.
fn batch_coefficients<E: Pairing>(section: &[u8], proofs: &[ReadProof<E>]) -> Vec<E::ScalarField> {
    let mut hasher = Sha256::new();
    hasher.update(BATCH_DOMAIN);
    hasher.update(Sha256::digest(section));
    for item in proofs {
        let points: Vec<E::G1Affine> = item
            .extension
            .commitments
            .iter()
            .copied()
            .chain([item.extension.pok])
            .collect();
        hasher.update(encoding::write_list(&points));
        hasher.update(&item.serialized);
    }
    let seed = hasher.finalize();
    (0..proofs.len() as u64)
        .map(|j| {
            let digest = Sha256::new()
                .chain_update(seed)
                .chain_update(j.to_le_bytes())
                .finalize();
            let tau = E::ScalarField::from_le_bytes_mod_order(&digest[..16]);
            if tau.is_zero() {
                E::ScalarField::one()
            } else {
                tau
            }
        })
        .collect()
}

// The on-chain encoding of keys and proofs with commitments (`docs/groth16.md`, "On-chain
// encoding"): the arkworks key or proof, then the commitment part in the same encoding
// (compressed or uncompressed).

/// `hash`'s byte in a key's commitment section.
fn hash_byte(hash: CommitmentHash) -> u8 {
    match hash {
        CommitmentHash::Bsb22 => 0,
        CommitmentHash::Keccak256 => 1,
    }
}

/// The hash of a commitment section's byte.
fn hash_of(byte: u8) -> Option<CommitmentHash> {
    match byte {
        0 => Some(CommitmentHash::Bsb22),
        1 => Some(CommitmentHash::Keccak256),
        _ => None,
    }
}

/// A key's bytes in the on-chain encoding, read from their lengths and counts alone (no point
/// is decoded): what callers bound and price a key by before decoding it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeyShape {
    /// Whether the key is compressed.
    pub compressed: bool,
    /// The public inputs a proof gives (without the commitments' wires).
    pub inputs: u32,
    /// The commitments (0 for a plain Groth16 key).
    pub commitments: u32,
    /// The committed values of all commitments together.
    pub committed: u32,
    /// The length of the arkworks `VerifyingKey` before the commitment section.
    groth16_len: usize,
}

impl KeyShape {
    fn compress(&self) -> Compress {
        if self.compressed {
            Compress::Yes
        } else {
            Compress::No
        }
    }
}

/// Reads little-endian counts and raw bytes from a slice, failing past its end.
struct Cursor<'a>(&'a [u8]);

impl<'a> Cursor<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let (head, rest) = (self.0.get(..n)?, self.0.get(n..)?);
        self.0 = rest;
        Some(head)
    }

    fn byte(&mut self) -> Option<u8> {
        self.take(1).map(|b| b[0])
    }

    fn u32(&mut self) -> Option<u32> {
        Some(u32::from_le_bytes(self.take(4)?.try_into().ok()?))
    }
}

/// The shape of `bytes` as a key in one encoding, if its lengths and counts agree.
fn shape_in<E: Pairing>(bytes: &[u8], compress: Compress) -> Option<KeyShape> {
    let g1 = E::G1Affine::zero().serialized_size(compress);
    let g2 = E::G2Affine::zero().serialized_size(compress);
    let head = g1 + 3 * g2;
    let count = u64::from_le_bytes(bytes.get(head..head + 8)?.try_into().ok()?);
    let points = u32::try_from(count).ok()?;
    let end = (points as usize).checked_mul(g1)?.checked_add(head + 8)?;
    let mut section = Cursor(bytes.get(end..)?);
    let compressed = compress == Compress::Yes;
    if section.0.is_empty() {
        return Some(KeyShape {
            compressed,
            inputs: points.checked_sub(1)?,
            commitments: 0,
            committed: 0,
            groth16_len: end,
        });
    }
    hash_of(section.byte()?)?;
    let commitments = section.u32()?;
    let mut committed = 0u32;
    // Each list takes four bytes at least: the loop ends with the bytes.
    for _ in 0..commitments {
        let values = section.u32()?;
        section.take((values as usize).checked_mul(4)?)?;
        committed = committed.checked_add(values)?;
    }
    let keys = (commitments as usize).checked_add(1)?.checked_mul(g2)?;
    if commitments == 0 || section.0.len() != keys {
        return None;
    }
    Some(KeyShape {
        compressed,
        inputs: points.checked_sub(1)?.checked_sub(commitments)?,
        commitments,
        committed,
        groth16_len: end,
    })
}

/// The shape of a key in the on-chain encoding: an arkworks `VerifyingKey`, compressed or
/// uncompressed, optionally followed by a commitment section ([`encode_key`]); `None` unless its
/// lengths and counts agree in one of the two encodings (compressed is tried first).
pub fn key_shape<E: Pairing>(bytes: &[u8]) -> Option<KeyShape> {
    [Compress::Yes, Compress::No]
        .into_iter()
        .find_map(|compress| shape_in::<E>(bytes, compress))
}

/// Appends the commitment section of a key: the hash's byte (0: [`CommitmentHash::Bsb22`], 1:
/// [`CommitmentHash::Keccak256`]), the number of commitments (`u32`, little-endian), per
/// commitment the number of its committed values and their positions (`u32` each), `[g]₂`, and
/// per commitment `[−σ]₂`. Nothing for a key without commitments.
pub fn encode_section<E: Pairing>(
    keys: &CommitmentKeys<E>,
    hash: CommitmentHash,
    compress: Compress,
    out: &mut Vec<u8>,
) -> Result<(), Error> {
    let Some(first) = keys.keys.first() else {
        return Ok(());
    };
    let count = |n: usize| u32::try_from(n).map_err(|_| Error::VkCommitment);
    out.push(hash_byte(hash));
    out.extend(count(keys.len())?.to_le_bytes());
    for committed in &keys.committed {
        out.extend(count(committed.len())?.to_le_bytes());
        for &position in committed {
            let position = u32::try_from(position).map_err(|_| Error::VkCommitment)?;
            out.extend(position.to_le_bytes());
        }
    }
    let g2: Vec<E::G2Affine> = core::iter::once(first.g)
        .chain(keys.keys.iter().map(|key| key.g_sigma_neg))
        .collect();
    for point in g2 {
        point
            .serialize_with_mode(&mut *out, compress)
            .map_err(|_| Error::VkPoint)?;
    }
    Ok(())
}

/// A key in the on-chain encoding: the arkworks `VerifyingKey` followed by its commitment
/// section ([`encode_section`]), all in one encoding. A key without commitments is the
/// arkworks key alone.
pub fn encode_key<E: Pairing>(
    vk: &VerifyingKey<E>,
    keys: &CommitmentKeys<E>,
    hash: CommitmentHash,
    compress: Compress,
) -> Result<Vec<u8>, Error> {
    let mut out = Vec::new();
    vk.serialize_with_mode(&mut out, compress)
        .map_err(|_| Error::VkPoint)?;
    encode_section(keys, hash, compress, &mut out)?;
    Ok(out)
}

/// Reads a commitment section of `commitments` commitments (its shape already read), points
/// checked as `validate` says.
fn read_section<E: Pairing>(
    bytes: &[u8],
    compress: Compress,
    validate: Validate,
) -> Option<Result<(CommitmentKeys<E>, CommitmentHash), Error>> {
    let mut cursor = Cursor(bytes);
    let hash = hash_of(cursor.byte()?)?;
    let count = cursor.u32()? as usize;
    let mut keys = CommitmentKeys::default();
    for _ in 0..count {
        let values = cursor.u32()? as usize;
        let list = cursor.take(values.checked_mul(4)?)?;
        keys.committed.push(
            list.chunks_exact(4)
                .map(|p| u64::from(u32::from_le_bytes([p[0], p[1], p[2], p[3]])))
                .collect(),
        );
    }
    let g2 = E::G2Affine::zero().serialized_size(compress);
    if cursor.0.len() != (count + 1) * g2 {
        return None;
    }
    let mut points = cursor.0.chunks_exact(g2).map(|bytes| {
        E::G2Affine::deserialize_with_mode(bytes, compress, validate).map_err(|_| Error::VkPoint)
    });
    let g = match points.next()? {
        Ok(g) => g,
        Err(e) => return Some(Err(e)),
    };
    for g_sigma_neg in points {
        match g_sigma_neg {
            Ok(g_sigma_neg) => keys.keys.push(PedersenKey { g, g_sigma_neg }),
            Err(e) => return Some(Err(e)),
        }
    }
    Some(Ok((keys, hash)))
}

/// Decodes and checks a key in the on-chain encoding ([`key_shape`]): the arkworks key as
/// [`crate::decode_vk`] checks it, and its commitment section (every point on the curve and in
/// the prime-order subgroup, the section as [`CommitmentKeys::check`] accepts it). A key
/// without a section has no commitments and the default hash.
pub fn decode_key<E: Pairing>(
    bytes: &[u8],
) -> Result<(VerifyingKey<E>, CommitmentKeys<E>, CommitmentHash), Error> {
    let shape = key_shape::<E>(bytes).ok_or(Error::VkLength)?;
    let (groth16, section) = bytes.split_at(shape.groth16_len);
    let vk = crate::encoding::decode_vk_with_mode::<E>(groth16, shape.compress())?;
    if section.is_empty() {
        return Ok((vk, CommitmentKeys::default(), CommitmentHash::default()));
    }
    let (keys, hash) =
        read_section::<E>(section, shape.compress(), Validate::Yes).ok_or(Error::VkLength)??;
    keys.check(vk.gamma_abc_g1.len())?;
    Ok((vk, keys, hash))
}

/// The commitment section a runtime stored after [`decode_key`] checked it (uncompressed, from
/// [`encode_section`]), read back without checking its points again
/// ([`Error::PreparedKey`] if it does not decode).
pub fn decode_section_unchecked<E: Pairing>(
    bytes: &[u8],
) -> Result<(CommitmentKeys<E>, CommitmentHash), Error> {
    read_section::<E>(bytes, Compress::No, Validate::No)
        .ok_or(Error::PreparedKey)?
        .map_err(|_| Error::PreparedKey)
}

/// The number of commitments of a commitment section ([`encode_section`]; 0 if empty), read
/// from its count alone.
pub fn section_commitments(bytes: &[u8]) -> u32 {
    bytes
        .get(1..5)
        .and_then(|count| count.try_into().ok())
        .map_or(0, u32::from_le_bytes)
}

/// Length of a commitment section ([`encode_section`]) of `commitments` commitments committing
/// to `committed` values in all.
pub fn section_size<E: Pairing>(commitments: u32, committed: u32, compress: Compress) -> usize {
    if commitments == 0 {
        return 0;
    }
    let g2 = E::G2Affine::zero().serialized_size(compress);
    1 + 4 + 4 * (commitments as usize + committed as usize) + (commitments as usize + 1) * g2
}

/// Length of a proof with `commitments` commitments in the on-chain encoding ([`encode_proof`]).
pub fn proof_size<E: Pairing>(commitments: usize, compress: Compress) -> usize {
    let g1 = E::G1Affine::zero().serialized_size(compress);
    let g2 = E::G2Affine::zero().serialized_size(compress);
    let extension = if commitments == 0 {
        0
    } else {
        (commitments + 1) * g1
    };
    2 * g1 + g2 + extension
}

/// A proof in the on-chain encoding: the arkworks `Proof`, then (for a key with commitments)
/// the commitments and the proof of knowledge, in one encoding and without a count (the key
/// says how many).
pub fn encode_proof<E: Pairing>(
    proof: &Proof<E>,
    extension: &CommitmentProof<E>,
    compress: Compress,
) -> Result<Vec<u8>, Error> {
    let mut out = Vec::new();
    proof
        .serialize_with_mode(&mut out, compress)
        .map_err(|_| Error::ProofPoint)?;
    if !extension.commitments.is_empty() {
        for point in extension.commitments.iter().chain([&extension.pok]) {
            point
                .serialize_with_mode(&mut out, compress)
                .map_err(|_| Error::ProofPoint)?;
        }
    }
    Ok(out)
}

/// Decodes and checks a proof for a key with `commitments` commitments ([`encode_proof`]):
/// compressed or uncompressed, told apart by length, every point on the curve and in the
/// prime-order subgroup.
pub fn decode_proof_with_commitments<E: Pairing>(
    bytes: &[u8],
    commitments: usize,
) -> Result<(Proof<E>, CommitmentProof<E>), Error> {
    let (groth16, extension, compress) = split_proof_with::<E>(bytes, commitments, Validate::Yes)?;
    let proof = Proof::deserialize_with_mode(groth16, compress, Validate::Yes)
        .map_err(|_| Error::ProofPoint)?;
    Ok((proof, extension))
}

/// A proof for a key with `commitments` commitments ([`encode_proof`]): its Groth16 part's
/// bytes, not decoded, its commitment part decoded (on the curve, and in the subgroup with
/// `Validate::Yes` or when uncompressed), and its encoding.
fn split_proof_with<E: Pairing>(
    bytes: &[u8],
    commitments: usize,
    validate: Validate,
) -> Result<(&[u8], CommitmentProof<E>, Compress), Error> {
    let compress = [Compress::Yes, Compress::No]
        .into_iter()
        .find(|&compress| proof_size::<E>(commitments, compress) == bytes.len())
        .ok_or(Error::ProofLength)?;
    // Decompression puts a point on the curve; an uncompressed point is checked for it only by
    // validation, which it therefore always gets (the subgroup with it).
    let validate = match compress {
        Compress::Yes => validate,
        Compress::No => Validate::Yes,
    };
    let (groth16, rest) = bytes.split_at(proof_size::<E>(0, compress));
    let g1 = E::G1Affine::zero().serialized_size(compress);
    let mut points = rest
        .chunks_exact(g1)
        .map(|bytes| E::G1Affine::deserialize_with_mode(bytes, compress, validate))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| Error::ProofPoint)?;
    let pok = points.pop().unwrap_or_default();
    Ok((
        groth16,
        CommitmentProof {
            commitments: points,
            pok,
        },
        compress,
    ))
}
