//! Verification against a prepared key in the host function's layout
//! (`<curve>_groth16_verify_prepared`, `docs/host-functions.md`): one proof or a batch of
//! proofs in one host call with the `Host` hooks, the same code in Wasm with the others
//! (`ark_substrate::Groth16VerifyPrepared`).
//!
//! What the pallet stores is the key in that layout ([`prepared_key`]); proofs are handed over
//! compressed ([`packed_proof`]: decompression, a square root per point, is cheaper natively) and
//! public inputs as the checked concatenation of their encodings ([`packed_inputs`]).

use crate::encoding::{decode_inputs, Error};
use alloc::vec::Vec;
use ark_ec::pairing::Pairing;
use ark_groth16::VerifyingKey;
use ark_serialize::{Compress, Validate};
use ark_substrate::Groth16VerifyPrepared;
use ec_host_primitives::{
    encoding::{self, Point},
    native::Groth16Arithmetic,
    Error as HostError,
};

/// A pairing engine the pallet's path runs on: the host function's arithmetic and reader
/// ([`Groth16Arithmetic`]), and [`Groth16VerifyPrepared`] to reach its hooks. Every engine of
/// [`crate::engines`] is one.
pub trait PreparedEngine:
    Groth16VerifyPrepared + Groth16Arithmetic + Pairing<G1Affine: Point, G2Affine: Point>
{
}

impl<E> PreparedEngine for E where
    E: Groth16VerifyPrepared + Groth16Arithmetic + Pairing<G1Affine: Point, G2Affine: Point>
{
}

/// The key of `groth16_verify_prepared` for a checked key: `α ‖ β ‖ e(α, β) ‖ γ ‖ δ ‖
/// γ_abc[0] ‖ … ‖ γ_abc[n]`, uncompressed, `e(α, β)` computed here (one pairing).
pub fn prepared_key<E: Pairing>(vk: &VerifyingKey<E>) -> Vec<u8> {
    key_bytes(vk, &E::pairing(vk.alpha_g1, vk.beta_g2).0)
}

/// [`prepared_key`] with `e(α, β)` given (`alpha_beta`; the migration from storage version 0
/// takes it from the stored ark-groth16 key).
pub fn key_bytes<E: Pairing>(vk: &VerifyingKey<E>, alpha_beta: &E::TargetField) -> Vec<u8> {
    let mut key = Vec::with_capacity(prepared_size::<E>(
        vk.gamma_abc_g1.len().saturating_sub(1) as u32
    ));
    encoding::write(&vk.alpha_g1, &mut key);
    encoding::write(&vk.beta_g2, &mut key);
    encoding::write(alpha_beta, &mut key);
    encoding::write(&vk.gamma_g2, &mut key);
    encoding::write(&vk.delta_g2, &mut key);
    key.extend(encoding::write_list(&vk.gamma_abc_g1));
    key
}

/// Length of [`prepared_key`]'s output for a key with `inputs` public inputs.
pub fn prepared_size<E: Pairing>(inputs: u32) -> usize {
    prepared_head::<E>() + (inputs as usize + 1) * encoding::size_of::<E::G1Affine>()
}

/// One point of an uncompressed proof, compressed: decoded without checks, then checked to be
/// on the curve (the host checks the subgroup of the compressed point).
fn pack<A: Point>(bytes: &[u8], out: &mut Vec<u8>) -> Result<(), Error> {
    let point = A::deserialize_with_mode(bytes, Compress::No, Validate::No)
        .map_err(|_| Error::ProofPoint)?;
    if !Point::is_on_curve(&point) {
        return Err(Error::ProofPoint);
    }
    point
        .serialize_compressed(out)
        .map_err(|_| Error::ProofPoint)
}

/// A proof (arkworks `Proof`, compressed or uncompressed, told apart by length) in the
/// compressed form the host function takes: a compressed proof as it is (the host checks it),
/// an uncompressed one decoded, checked to be on the curve and compressed here.
pub fn packed_proof<E: Pairing<G1Affine: Point, G2Affine: Point>>(
    bytes: &[u8],
) -> Result<Vec<u8>, Error> {
    let (g1, g2) = (
        encoding::size_of::<E::G1Affine>(),
        encoding::size_of::<E::G2Affine>(),
    );
    let (g1_packed, g2_packed) = (
        encoding::compressed_size_of::<E::G1Affine>(),
        encoding::compressed_size_of::<E::G2Affine>(),
    );
    if bytes.len() == 2 * g1_packed + g2_packed {
        return Ok(bytes.to_vec());
    }
    if bytes.len() != 2 * g1 + g2 {
        return Err(Error::ProofLength);
    }
    let mut out = Vec::with_capacity(2 * g1_packed + g2_packed);
    pack::<E::G1Affine>(&bytes[..g1], &mut out)?;
    pack::<E::G2Affine>(&bytes[g1..g1 + g2], &mut out)?;
    pack::<E::G1Affine>(&bytes[g1 + g2..], &mut out)?;
    Ok(out)
}

/// Public inputs, each checked ([`decode_inputs`]: the length of a scalar, below the modulus),
/// as the concatenation the host function takes.
pub fn packed_inputs<E: Pairing, B: AsRef<[u8]>>(
    inputs: &[B],
    out: &mut Vec<u8>,
) -> Result<(), Error> {
    decode_inputs::<E::ScalarField, B>(inputs)?;
    inputs
        .iter()
        .for_each(|input| out.extend_from_slice(input.as_ref()));
    Ok(())
}

/// Whether every proof of `items` (compressed proofs from [`packed_proof`] with their inputs
/// from [`packed_inputs`]) verifies under `key` (from [`prepared_key`]): one
/// `groth16_verify_prepared` per at most `PROOFS_LIMIT` proofs. A rejected point is the
/// proofs' ([`Error::ProofPoint`]): the key's were checked when it was prepared, and the inputs
/// by [`packed_inputs`]; any other error means the key is not what [`prepared_key`] wrote
/// ([`Error::PreparedKey`]).
pub fn verify_prepared<E: PreparedEngine>(
    key: &[u8],
    items: &[(Vec<u8>, Vec<u8>)],
) -> Result<bool, Error> {
    verify_chunks(key, items, E::PROOFS_LIMIT, E::groth16_verify_prepared)
}

/// [`verify_prepared`] under a key this runtime checked and stored (the pallet's keys:
/// [`prepared_key`] of a key [`crate::decode_vk`] checked), with
/// `groth16_verify_registered`: the same answer, and hooks that compute in Wasm skip the
/// subgroup checks of the key's points, the dearest part of reading it there.
pub fn verify_registered<E: PreparedEngine>(
    key: &[u8],
    items: &[(Vec<u8>, Vec<u8>)],
) -> Result<bool, Error> {
    verify_chunks(key, items, E::PROOFS_LIMIT, E::groth16_verify_registered)
}

/// [`verify_registered`] for one proof together with a pairing check, `Π e(g1[j], g2[j]) = 1`
/// (uncompressed points, as many of each, at most `PROOFS_LIMIT − 1`), decided with one final
/// exponentiation (`groth16_verify_prepared_and_check`; in Wasm, `Groth16VerifyPrepared`'s
/// `groth16_verify_registered_and_check`). The key and the pairs' points must have been checked
/// before (hooks that compute in Wasm skip their subgroup checks). Errors as
/// [`verify_registered`]'s: a rejected point is [`Error::ProofPoint`], anything else
/// [`Error::PreparedKey`].
pub fn verify_registered_and_check<E: PreparedEngine>(
    key: &[u8],
    (proof, inputs): &(Vec<u8>, Vec<u8>),
    g1: &[u8],
    g2: &[u8],
) -> Result<bool, Error> {
    match E::groth16_verify_registered_and_check(key, proof, inputs, g1, g2) {
        Ok(holds) => Ok(holds),
        Err(HostError::InvalidEncoding | HostError::NotOnCurve | HostError::NotInSubgroup) => {
            Err(Error::ProofPoint)
        }
        Err(_) => Err(Error::PreparedKey),
    }
}

/// A `groth16_verify_prepared`-shaped call: key, proofs, inputs.
type VerifyCall = fn(&[u8], &[u8], &[u8]) -> Result<bool, HostError>;

/// One `verify` call per at most `limit` items, as [`verify_prepared`] says.
fn verify_chunks(
    key: &[u8],
    items: &[(Vec<u8>, Vec<u8>)],
    limit: usize,
    verify: VerifyCall,
) -> Result<bool, Error> {
    for chunk in items.chunks(limit.max(1)) {
        let (mut proofs, mut inputs) = (Vec::new(), Vec::new());
        for (proof, proof_inputs) in chunk {
            proofs.extend_from_slice(proof);
            inputs.extend_from_slice(proof_inputs);
        }
        match verify(key, &proofs, &inputs) {
            Ok(true) => {}
            Ok(false) => return Ok(false),
            Err(HostError::InvalidEncoding | HostError::NotOnCurve | HostError::NotInSubgroup) => {
                return Err(Error::ProofPoint)
            }
            Err(_) => return Err(Error::PreparedKey),
        }
    }
    Ok(true)
}

/// The bytes of a [`prepared_key`] before `γ_abc`.
fn prepared_head<E: Pairing>() -> usize {
    encoding::size_of::<E::G1Affine>()
        + 3 * encoding::size_of::<E::G2Affine>()
        + encoding::size_of::<E::TargetField>()
}

/// The number of `γ_abc` points of a [`prepared_key`], from its length ([`Error::PreparedKey`]
/// unless it holds at least one).
pub(crate) fn prepared_points<E: Pairing>(key: &[u8]) -> Result<usize, Error> {
    let g1 = encoding::size_of::<E::G1Affine>();
    match key.len().checked_sub(prepared_head::<E>()) {
        Some(rest) if rest >= g1 && rest.is_multiple_of(g1) => Ok(rest / g1),
        _ => Err(Error::PreparedKey),
    }
}
