//! `groth16_verify_*`: a Groth16 verification in one call (one MSM, one multi-Miller loop, one
//! final exponentiation).

use super::{flag, read_point, read_points, GroupBackend, PairingBackend, Subgroup};
use crate::{encoding, Error, PairingLimits};
use alloc::vec::Vec;
use ark_ec::{pairing::Pairing, CurveGroup};
use ark_ff::{One, PrimeField};

/// The parts of a Groth16 verification call, read and checked (see [`groth16_verify`]).
pub struct Groth16Parts<E: Pairing> {
    /// `α`, then `A`, `C` of the proof.
    pub g1: [E::G1Affine; 3],
    /// `β`, `γ`, `δ`, then `B` of the proof.
    pub g2: [E::G2Affine; 4],
    /// `γ_abc[0..=n]`.
    pub gamma_abc: Vec<E::G1Affine>,
    /// The `n` public inputs.
    pub inputs: Vec<E::ScalarField>,
}

/// Reads a Groth16 verification call: every point on the curve and in the prime-order subgroup,
/// one `γ_abc` point more than inputs, at most [`PairingLimits::GROTH16_INPUTS_LIMIT`] inputs.
pub fn read_groth16<E: PairingLimits>(
    vk: &[u8],
    proof: &[u8],
    inputs: &[u8],
) -> Result<Groth16Parts<E>, Error>
where
    E::G1Affine: GroupBackend,
    E::G2Affine: GroupBackend,
{
    let (g1_size, g2_size) = (
        encoding::size_of::<E::G1Affine>(),
        encoding::size_of::<E::G2Affine>(),
    );
    // `α ‖ β ‖ γ ‖ δ ‖ γ_abc[0] ‖ … ‖ γ_abc[n]`.
    let fixed = g1_size + 3 * g2_size;
    let gamma_abc = vk.get(fixed..).ok_or(Error::LengthMismatch)?;
    let max = E::GROTH16_INPUTS_LIMIT;
    let n = encoding::count(gamma_abc, g1_size, max + 1)?;
    if encoding::count(inputs, encoding::size_of::<E::ScalarField>(), max)? + 1 != n {
        return Err(Error::LengthMismatch);
    }
    // `A ‖ B ‖ C`.
    if proof.len() != 2 * g1_size + g2_size {
        return Err(Error::LengthMismatch);
    }
    // `get` cannot fail after the length checks above; it keeps the reads panic-free anyway.
    let g1 = |bytes: &[u8], at: usize| {
        let bytes = bytes.get(at..at + g1_size).ok_or(Error::LengthMismatch)?;
        read_point::<E::G1Affine>(bytes, true)
    };
    let g2 = |bytes: &[u8], at: usize| {
        let bytes = bytes.get(at..at + g2_size).ok_or(Error::LengthMismatch)?;
        read_point::<E::G2Affine>(bytes, true)
    };
    // Decoded in the documented order: the key's points, the proof's, then the inputs.
    let alpha = g1(vk, 0)?;
    let beta = g2(vk, g1_size)?;
    let gamma = g2(vk, g1_size + g2_size)?;
    let delta = g2(vk, g1_size + 2 * g2_size)?;
    let gamma_abc = read_points(gamma_abc, max + 1, Subgroup::EachPoint)?;
    let (a, b, c) = (
        g1(proof, 0)?,
        g2(proof, g1_size)?,
        g1(proof, g1_size + g2_size)?,
    );
    Ok(Groth16Parts {
        g1: [alpha, a, c],
        g2: [beta, gamma, delta, b],
        gamma_abc,
        inputs: encoding::read_list(inputs, max)?,
    })
}

/// Whether a Groth16 proof verifies, written as one byte (`1` true, `0` false).
///
/// `vk` is `α ‖ β ‖ γ ‖ δ ‖ γ_abc[0] ‖ … ‖ γ_abc[n]`, `proof` is `A ‖ B ‖ C` and `inputs` the `n`
/// public inputs. Every point is checked to be on the curve and in the prime-order subgroup.
/// The check is ark-groth16's equation `e(A, B) = e(α, β)·e(L, γ)·e(C, δ)` with
/// `L = γ_abc[0] + Σ inputs[i]·γ_abc[i + 1]`, computed as one product
/// `e(A, B)·e(−α, β)·e(−L, γ)·e(−C, δ) = 1`: one multi-Miller loop and one final
/// exponentiation.
pub fn groth16_verify<E: PairingBackend>(
    vk: &[u8],
    proof: &[u8],
    inputs: &[u8],
    out: &mut [u8],
) -> Result<(), Error>
where
    E::G1Affine: GroupBackend,
    E::G2Affine: GroupBackend,
{
    let Groth16Parts {
        g1: [alpha, a, c],
        g2: [beta, gamma, delta, b],
        gamma_abc,
        inputs,
    } = read_groth16::<E>(vk, proof, inputs)?;
    let flag = flag(out)?;
    // `read_groth16` returned one more `γ_abc` point than inputs, so there is a first one.
    let (first, rest) = gamma_abc.split_first().ok_or(Error::LengthMismatch)?;
    let mut l = match (rest, &inputs[..]) {
        // One input, the common case: a scalar multiplication (GLV where the curve has it) is
        // about twice as fast as arkworks' MSM of one point, and never hands work to a rayon
        // pool (arkworks' MSM builds one per call when its `parallel` feature is on).
        ([base], [input]) => base.scalar_mul_affine(input.into_bigint().as_ref()),
        _ => E::G1Affine::msm(rest, &inputs),
    };
    l += first;
    let g1 = [a, -alpha, -l.into_affine(), -c];
    let holds = E::product_of_pairings(&g1, &[b, beta, gamma, delta]).is_some_and(|f| f.is_one());
    *flag = u8::from(holds);
    Ok(())
}
