//! The on-chain encoding: arkworks `CanonicalSerialize` bytes, checked.
//!
//! Keys and proofs may be compressed or uncompressed; the two have different lengths for a
//! given curve (and, for a key, number of inputs), so the length says which one it is and no
//! length prefix inside the bytes is trusted before it agrees with the total length.

use alloc::vec::Vec;
use ark_ec::{pairing::Pairing, AffineRepr};
use ark_ff::PrimeField;
use ark_groth16::{PreparedVerifyingKey, Proof, VerifyingKey};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize, Compress, Validate};
use codec::{Decode, Encode};
use core::fmt;
use scale_info::TypeInfo;

/// Why bytes are not a Groth16 key, proof or input list of the expected curve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode, TypeInfo)]
pub enum Error {
    /// The key's length is neither that of a compressed nor of an uncompressed arkworks
    /// `VerifyingKey` of this curve.
    VkLength,
    /// A point of the key is not a canonical encoding of a point on the curve in the
    /// prime-order subgroup.
    VkPoint,
    /// The key has no input commitment (`gamma_abc_g1` is empty; it holds one more than the
    /// number of public inputs).
    VkEmpty,
    /// The proof's length is neither that of a compressed nor of an uncompressed arkworks
    /// `Proof` of this curve.
    ProofLength,
    /// A point of the proof is not a canonical encoding of a point on the curve in the
    /// prime-order subgroup.
    ProofPoint,
    /// Public input `index` does not have the length of a scalar of this curve.
    InputLength {
        /// Position in the list.
        index: u32,
    },
    /// Public input `index` is not below the scalar field modulus.
    InputRange {
        /// Position in the list.
        index: u32,
    },
    /// The key is for `expected` public inputs, `found` were given.
    InputCount {
        /// Inputs the key takes.
        expected: u32,
        /// Inputs given.
        found: u32,
    },
    /// A stored prepared key does not decode (storage written by another version).
    PreparedKey,
    /// One of the key's `α`, `β`, `γ`, `δ` is the identity: with such a key, proofs can be
    /// forged for any input.
    VkDegenerate,
    /// The key, the proof or the input list is larger than the caller accepts (a chain's
    /// `MaxKeyBytes`, `MaxPublicInputs`).
    TooLarge,
    /// The key's gnark commitment section is inconsistent: not one list of committed values per
    /// Pedersen key, more commitments than `γ_abc` has room for, a committed position that names
    /// no public input or earlier commitment, or Pedersen keys with different `[g]₂`.
    VkCommitment,
    /// The proof does not carry one commitment per commitment of the key.
    ProofCommitment,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::VkLength => f.write_str(
                "verifying key: length is not that of an arkworks VerifyingKey (compressed or \
                 uncompressed) of this curve",
            ),
            Error::VkPoint => f.write_str(
                "verifying key: a point is not on the curve, not in the prime-order subgroup, or \
                 not canonically encoded",
            ),
            Error::VkEmpty => f.write_str("verifying key: gamma_abc_g1 is empty"),
            Error::ProofLength => f.write_str(
                "proof: length is not that of an arkworks Proof (compressed or uncompressed) of \
                 this curve",
            ),
            Error::ProofPoint => f.write_str(
                "proof: a point is not on the curve, not in the prime-order subgroup, or not \
                 canonically encoded",
            ),
            Error::InputLength { index } => {
                write!(
                    f,
                    "public input {index}: not the length of a scalar of this curve"
                )
            }
            Error::InputRange { index } => {
                write!(
                    f,
                    "public input {index}: not below the scalar field modulus"
                )
            }
            Error::InputCount { expected, found } => {
                write!(f, "public inputs: the key takes {expected}, {found} given")
            }
            Error::PreparedKey => f.write_str("stored prepared key does not decode"),
            Error::VkDegenerate => f.write_str(
                "verifying key: alpha, beta, gamma or delta is the identity (proofs could be \
                 forged)",
            ),
            Error::TooLarge => {
                f.write_str("the key, proof or inputs are larger than the chain accepts")
            }
            Error::VkCommitment => f.write_str(
                "verifying key: inconsistent gnark commitment section (committed values, \
                 Pedersen keys and K points disagree)",
            ),
            Error::ProofCommitment => {
                f.write_str("proof: not one commitment per commitment of the verifying key")
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for Error {}

fn size<T: CanonicalSerialize>(value: T, compress: Compress) -> usize {
    value.serialized_size(compress)
}

/// Which encoding `len` bytes of a key are, if any: the key is `head` bytes of fixed points,
/// an 8-byte little-endian count and that many G1 points.
fn vk_mode<E: Pairing>(bytes: &[u8]) -> Option<Compress> {
    [Compress::Yes, Compress::No].into_iter().find(|&compress| {
        let g1 = size(E::G1Affine::zero(), compress);
        let head = g1 + 3 * size(E::G2Affine::zero(), compress);
        let Some(count) = bytes.get(head..head + 8) else {
            return false;
        };
        let count = u64::from_le_bytes(count.try_into().unwrap_or_default());
        usize::try_from(count)
            .ok()
            .and_then(|count| count.checked_mul(g1))
            .and_then(|points| points.checked_add(head + 8))
            == Some(bytes.len())
    })
}

/// The number of public inputs a key's bytes declare, read from their length and count prefix
/// alone (nothing is decoded): `None` unless the length is that of a compressed or an
/// uncompressed key of this curve with a non-empty `gamma_abc_g1`. Callers bound and price a
/// key with it before decoding it.
pub fn vk_inputs<E: Pairing>(bytes: &[u8]) -> Option<u32> {
    let compress = vk_mode::<E>(bytes)?;
    let head = size(E::G1Affine::zero(), compress) + 3 * size(E::G2Affine::zero(), compress);
    let count = bytes.get(head..head + 8)?;
    let count = u64::from_le_bytes(count.try_into().ok()?);
    u32::try_from(count.checked_sub(1)?).ok()
}

/// Decodes and checks a verifying key (arkworks, compressed or uncompressed): every point on
/// the curve and in the prime-order subgroup, `gamma_abc_g1` not empty, and none of `α`, `β`,
/// `γ`, `δ` the identity.
pub fn decode_vk<E: Pairing>(bytes: &[u8]) -> Result<VerifyingKey<E>, Error> {
    decode_vk_with_mode(bytes, vk_mode::<E>(bytes).ok_or(Error::VkLength)?)
}

/// [`decode_vk`] in the encoding given.
pub(crate) fn decode_vk_with_mode<E: Pairing>(
    bytes: &[u8],
    compress: Compress,
) -> Result<VerifyingKey<E>, Error> {
    let vk = VerifyingKey::<E>::deserialize_with_mode(bytes, compress, Validate::Yes)
        .map_err(|_| Error::VkPoint)?;
    if vk.gamma_abc_g1.is_empty() {
        return Err(Error::VkEmpty);
    }
    check_not_degenerate(&vk)?;
    Ok(vk)
}

/// Fails ([`Error::VkDegenerate`]) if one of the key's `α`, `β`, `γ`, `δ` is the identity. As `γ`
/// or `δ` it removes a term of the verification equation (with `γ = 0` any inputs verify); as
/// `α` or `β` it makes `e(α, β)` trivial. No honest setup produces either.
pub fn check_not_degenerate<E: Pairing>(vk: &VerifyingKey<E>) -> Result<(), Error> {
    if vk.alpha_g1.is_zero()
        || vk.beta_g2.is_zero()
        || vk.gamma_g2.is_zero()
        || vk.delta_g2.is_zero()
    {
        return Err(Error::VkDegenerate);
    }
    Ok(())
}

/// Decodes and checks a proof (arkworks, compressed or uncompressed).
pub fn decode_proof<E: Pairing>(bytes: &[u8]) -> Result<Proof<E>, Error> {
    let proof_size =
        |compress| 2 * size(E::G1Affine::zero(), compress) + size(E::G2Affine::zero(), compress);
    let compress = [Compress::Yes, Compress::No]
        .into_iter()
        .find(|&compress| proof_size(compress) == bytes.len())
        .ok_or(Error::ProofLength)?;
    Proof::deserialize_with_mode(bytes, compress, Validate::Yes).map_err(|_| Error::ProofPoint)
}

/// Decodes public inputs, each the little-endian arkworks encoding of a scalar below the
/// modulus.
pub fn decode_inputs<F: PrimeField, B: AsRef<[u8]>>(inputs: &[B]) -> Result<Vec<F>, Error> {
    let scalar = size(F::zero(), Compress::Yes);
    inputs
        .iter()
        .enumerate()
        .map(|(index, bytes)| {
            let index = index as u32;
            let bytes = bytes.as_ref();
            if bytes.len() != scalar {
                return Err(Error::InputLength { index });
            }
            F::deserialize_compressed(bytes).map_err(|_| Error::InputRange { index })
        })
        .collect()
}

/// Fails unless the key takes `found` public inputs.
pub fn check_input_count<E: Pairing>(
    pvk: &PreparedVerifyingKey<E>,
    found: usize,
) -> Result<(), Error> {
    let expected = pvk.vk.gamma_abc_g1.len().saturating_sub(1);
    if found != expected {
        return Err(Error::InputCount {
            expected: expected as u32,
            found: found as u32,
        });
    }
    Ok(())
}

/// Reads back, without checking its points again, a key as `pallet-groth16-verifier` stored it
/// up to its storage version 0 (ark-groth16's `PreparedVerifyingKey`, uncompressed, written only
/// after [`decode_vk`] checked it): for that version's migration. Keys are now stored as
/// [`crate::prepared_key`] writes them.
pub fn decode_prepared_unchecked<E: Pairing>(
    bytes: &[u8],
) -> Result<PreparedVerifyingKey<E>, Error> {
    PreparedVerifyingKey::deserialize_with_mode(bytes, Compress::No, Validate::No)
        .map_err(|_| Error::PreparedKey)
}
