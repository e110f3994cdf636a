//! The production verifier's call, Groth16 verification against a prepared key
//! (`native::groth16::verify_prepared`, the body of `<curve>_groth16_verify_prepared`), step by
//! step, over ark-substrate's engines under the in-place hooks: where a runtime that verifies in
//! Wasm spends the call.

use crate::fixtures;
use alloc::vec::Vec;
use ark_ec::{pairing::Pairing, CurveGroup};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize, Compress, Validate};
use core::hint::black_box;
use ec_host_primitives::{
    encoding::{self, compressed_size_of, size_of},
    native::groth16::{
        batch_coefficients, batch_pairs, read_prepared, read_prepared_with, verify_prepared,
        verify_registered, Groth16Arithmetic, KeyChecks,
    },
    Error,
};

/// How far [`run_until`] goes; each step from [`Step::Read`] to [`Step::Pairing`] includes
/// [`Step::Read`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Only the proof's square roots: its points decompressed without any check.
    Decompress,
    /// Decode every point and element as `read_prepared` does (canonical, on the curve; the
    /// proof's points decompressed), without subgroup checks.
    Decode,
    /// `read_prepared`: [`Step::Decode`] and the subgroup checks of the key's and the proof's
    /// points.
    Read,
    /// [`Step::Read`], then `L = γ_abc[0] + Σ x_j·γ_abc[j + 1]` (the inputs' MSM).
    Msm,
    /// [`Step::Read`], then the Miller loop of the three pairs (no final exponentiation).
    MillerLoop,
    /// [`Step::Read`], then the three pairs' Miller loop and the final exponentiation.
    Pairing,
    /// The whole call, `verify_prepared`.
    Verify,
    /// The pallet's call on its stored key, `verify_registered`: [`Step::Verify`] without the
    /// key's subgroup checks.
    VerifyRegistered,
}

impl Step {
    /// Every step, in the order of their indices (the kernel takes an index).
    pub const ALL: [Step; 8] = [
        Step::Decompress,
        Step::Decode,
        Step::Read,
        Step::Msm,
        Step::MillerLoop,
        Step::Pairing,
        Step::Verify,
        Step::VerifyRegistered,
    ];
}

/// The call's three arguments for the table's Groth16 fixture with `inputs` public inputs
/// (`fixtures::groth16`) on the plain engine `E`: the key as the pallet stores it (`α ‖ β ‖
/// e(α, β) ‖ γ ‖ δ ‖ γ_abc…`, uncompressed), the proof compressed, the inputs.
pub fn fixture<E: Pairing>(inputs: u32) -> [Vec<u8>; 3] {
    let (vk, proof, scalars) = fixtures::groth16::<E>(inputs);
    let vk = ark_groth16::VerifyingKey::<E>::deserialize_uncompressed(&vk[..])
        .expect("the fixture's key reads");
    let proof = ark_groth16::Proof::<E>::deserialize_uncompressed(&proof[..])
        .expect("the fixture's proof reads");
    let mut key = Vec::new();
    encoding::write(&vk.alpha_g1, &mut key);
    encoding::write(&vk.beta_g2, &mut key);
    encoding::write(&E::pairing(vk.alpha_g1, vk.beta_g2).0, &mut key);
    encoding::write(&vk.gamma_g2, &mut key);
    encoding::write(&vk.delta_g2, &mut key);
    key.extend(encoding::write_list(&vk.gamma_abc_g1));
    let mut packed = Vec::new();
    for written in [
        proof.a.serialize_compressed(&mut packed),
        proof.b.serialize_compressed(&mut packed),
        proof.c.serialize_compressed(&mut packed),
    ] {
        written.expect("into a Vec");
    }
    let scalars = Vec::<E::ScalarField>::deserialize_uncompressed(&scalars[..])
        .expect("the fixture's inputs read");
    [key, packed, encoding::write_list(&scalars)]
}

/// Runs the call on `key`, `proofs` and `inputs` up to `step` with the engine `E`; whether the
/// proofs verify for [`Step::Verify`], `true` for the others.
pub fn run_until<E: Groth16Arithmetic>(
    step: Step,
    key: &[u8],
    proofs: &[u8],
    inputs: &[u8],
) -> Result<bool, Error> {
    match step {
        Step::Verify => return verify_prepared::<E>(key, proofs, inputs),
        Step::VerifyRegistered => return verify_registered::<E>(key, proofs, inputs),
        _ => {}
    }
    if step == Step::Decode {
        decode::<E>(key, proofs, inputs)?;
        return Ok(true);
    }
    if step == Step::Decompress {
        decompress::<E>(proofs)?;
        return Ok(true);
    }
    let parts = read_prepared::<E>(key, proofs, inputs)?;
    let (a, b, c) = *parts.proofs.first().ok_or(Error::LengthMismatch)?;
    let (first, rest) = parts.gamma_abc.split_first().ok_or(Error::LengthMismatch)?;
    let l = || (E::g1_msm(rest, &parts.inputs) + first).into_affine();
    let g2 = [b, parts.gamma, parts.delta];
    match step {
        Step::Msm => {
            black_box(l());
        }
        Step::MillerLoop => {
            black_box(E::multi_miller_loop([a, -l(), -c], g2).0);
        }
        Step::Pairing => {
            black_box(E::pairing_product(&[a, -l(), -c], &g2));
        }
        _ => {}
    }
    Ok(true)
}

/// How far [`run_batch_until`] goes in the pallet's `verify_batch` (`verify_registered` with
/// several proofs); each step includes the ones before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BatchStep {
    /// `read_prepared_with` on a registered key: every proof decompressed, decoded and checked
    /// (the key's points are not checked again).
    Read,
    /// The batch's coefficients `r_i` (BLAKE2b over the three arguments).
    Coefficients,
    /// The batch's G1 sides: `r_i·A_i`, the MSM over `γ_abc` with the combined inputs, the MSM
    /// of the `C_i`, `(Σ r_i)·α`, normalised.
    Pairs,
    /// The multi-Miller loop of the `k + 3` pairs.
    MillerLoop,
    /// The whole call, `verify_registered` (the final exponentiation too).
    VerifyRegistered,
}

impl BatchStep {
    /// Every step, in the order of their indices.
    pub const ALL: [BatchStep; 5] = [
        BatchStep::Read,
        BatchStep::Coefficients,
        BatchStep::Pairs,
        BatchStep::MillerLoop,
        BatchStep::VerifyRegistered,
    ];
}

/// A batch of `proofs` copies of [`fixture`]'s proof at `inputs` public inputs, as the
/// verifier's `verify_batch` benchmark makes it: the key, the proofs one after the other, their
/// inputs one after the other.
pub fn batch_fixture<E: Pairing>(proofs: usize, inputs: u32) -> [Vec<u8>; 3] {
    let [key, proof, scalars] = fixture::<E>(inputs);
    [key, proof.repeat(proofs), scalars.repeat(proofs)]
}

/// Runs `verify_registered` on a batch up to `step` with the engine `E`; whether the proofs
/// verify for [`BatchStep::VerifyRegistered`], `true` for the others.
pub fn run_batch_until<E: Groth16Arithmetic>(
    step: BatchStep,
    key: &[u8],
    proofs: &[u8],
    inputs: &[u8],
) -> Result<bool, Error> {
    if step == BatchStep::VerifyRegistered {
        return verify_registered::<E>(key, proofs, inputs);
    }
    let parts = read_prepared_with::<E>(key, proofs, inputs, KeyChecks::Registered)?;
    if step == BatchStep::Read {
        black_box(&parts);
        return Ok(true);
    }
    let r = batch_coefficients::<E::ScalarField>(key, proofs, inputs, parts.proofs.len());
    if step == BatchStep::Coefficients {
        black_box(&r);
        return Ok(true);
    }
    let (g1, g2) = batch_pairs::<E>(&parts, &r);
    let g1 = E::G1::normalize_batch(&g1);
    if step == BatchStep::Pairs {
        black_box((&g1, &g2));
        return Ok(true);
    }
    black_box(E::multi_miller_loop(g1, g2).0);
    Ok(true)
}

/// What `read_prepared` reads, read the same way but without the subgroup checks.
fn decode<E: Groth16Arithmetic>(key: &[u8], proofs: &[u8], inputs: &[u8]) -> Result<(), Error> {
    let (g1, g2) = (size_of::<E::G1Affine>(), size_of::<E::G2Affine>());
    let gt = size_of::<E::TargetField>();
    let at = |bytes: &[u8], from: usize, len: usize| -> Result<Vec<u8>, Error> {
        Ok(bytes
            .get(from..from + len)
            .ok_or(Error::LengthMismatch)?
            .to_vec())
    };
    black_box(encoding::read_point::<E::G1Affine>(&at(key, 0, g1)?)?);
    let mut offset = g1;
    black_box(encoding::read_point::<E::G2Affine>(&at(key, offset, g2)?)?);
    offset += g2;
    black_box(encoding::read::<E::TargetField>(&at(key, offset, gt)?)?);
    offset += gt;
    for _ in 0..2 {
        black_box(encoding::read_point::<E::G2Affine>(&at(key, offset, g2)?)?);
        offset += g2;
    }
    for point in key[offset..].chunks_exact(g1) {
        black_box(encoding::read_point::<E::G1Affine>(point)?);
    }
    let (g1_packed, g2_packed) = (
        compressed_size_of::<E::G1Affine>(),
        compressed_size_of::<E::G2Affine>(),
    );
    black_box(encoding::read_compressed_point::<E::G1Affine>(&at(
        proofs, 0, g1_packed,
    )?)?);
    black_box(encoding::read_compressed_point::<E::G2Affine>(&at(
        proofs, g1_packed, g2_packed,
    )?)?);
    black_box(encoding::read_compressed_point::<E::G1Affine>(&at(
        proofs,
        g1_packed + g2_packed,
        g1_packed,
    )?)?);
    for scalar in inputs.chunks_exact(size_of::<E::ScalarField>()) {
        black_box(encoding::read::<E::ScalarField>(scalar)?);
    }
    Ok(())
}

/// The proof's three points decompressed with arkworks' unchecked mode (the square roots; no
/// canonicity, curve or subgroup check): the part of [`Step::Decode`] that solves for `y`.
fn decompress<E: Pairing>(proofs: &[u8]) -> Result<(), Error> {
    let (g1, g2) = (
        compressed_size_of::<E::G1Affine>(),
        compressed_size_of::<E::G2Affine>(),
    );
    let unchecked = Compress::Yes;
    let g1_at = |from: usize| -> Result<(), Error> {
        let bytes = proofs.get(from..from + g1).ok_or(Error::LengthMismatch)?;
        black_box(E::G1Affine::deserialize_with_mode(
            bytes,
            unchecked,
            Validate::No,
        ))
        .map(|_| ())
        .map_err(|_| Error::InvalidEncoding)
    };
    g1_at(0)?;
    let bytes = proofs.get(g1..g1 + g2).ok_or(Error::LengthMismatch)?;
    black_box(E::G2Affine::deserialize_with_mode(
        bytes,
        unchecked,
        Validate::No,
    ))
    .map_err(|_| Error::InvalidEncoding)?;
    g1_at(g1 + g2)
}
