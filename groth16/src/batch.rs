//! Batch verification: N proofs under one key, one multi-Miller loop and one final
//! exponentiation, through a random linear combination whose coefficients are derived from
//! everything the batch contains (the soundness argument is in `docs/groth16.md`).
//!
//! Written here because ark-groth16 has no batch verifier; the per-proof equation is
//! ark-groth16's, `e(A, B) = e(α, β) · e(L, γ) · e(C, δ)` with `L = IC₀ + Σ xⱼ·ICⱼ₊₁`. With
//! coefficients `rᵢ` the batch checks
//! `Π e(rᵢ·Aᵢ, Bᵢ) · e(Σ rᵢ·Lᵢ, −γ) · e(Σ rᵢ·Cᵢ, −δ) · e(−(Σ rᵢ)·α, β) = 1`,
//! where `Σ rᵢ·Lᵢ` is one MSM over the key's commitments with the combined scalars.

use crate::encoding::{check_input_count, Error};
use alloc::vec::Vec;
use ark_ec::{
    pairing::{MillerLoopOutput, Pairing},
    CurveGroup, VariableBaseMSM,
};
use ark_ff::{One, Zero};
use ark_groth16::{PreparedVerifyingKey, Proof};
use ark_serialize::CanonicalSerialize;
use blake2::{digest::consts::U32, Blake2b, Digest};

type Blake2b256 = Blake2b<U32>;

/// Domain separation of the challenge derivation (changing it changes every coefficient).
const DOMAIN: &[u8] = b"ec-groth16/batch/v1";

/// The batch's coefficients `rᵢ`, 128-bit and non-zero: `seed = H(domain, context, the
/// canonical compressed encoding of every proof and input)`, `rᵢ = H(seed, i)` truncated.
/// `context` binds the key (the pallet passes the key's id, a hash of the key).
pub fn batch_challenges<E: Pairing>(
    context: &[u8],
    items: &[(Proof<E>, Vec<E::ScalarField>)],
) -> Vec<E::ScalarField> {
    let mut hasher = Blake2b256::new();
    let mut absorb = |bytes: &[u8]| {
        hasher.update((bytes.len() as u64).to_le_bytes());
        hasher.update(bytes);
    };
    absorb(DOMAIN);
    absorb(context);
    let mut buffer = Vec::new();
    for (proof, inputs) in items {
        buffer.clear();
        // Writing to a Vec cannot fail.
        let _ = proof.serialize_compressed(&mut buffer);
        let _ = inputs.serialize_compressed(&mut buffer);
        absorb(&buffer);
    }
    let seed = hasher.finalize();
    (0..items.len() as u64)
        .map(|i| {
            let digest = Blake2b256::new()
                .chain_update(seed)
                .chain_update(i.to_le_bytes())
                .finalize();
            let mut low = [0u8; 16];
            low.copy_from_slice(&digest[..16]);
            match u128::from_le_bytes(low) {
                0 => E::ScalarField::one(),
                r => E::ScalarField::from(r),
            }
        })
        .collect()
}

/// Whether every proof of the batch is valid for its inputs under the prepared key (up to a
/// soundness error of about 2⁻¹²⁸ per forgery attempt). An empty batch is valid.
pub fn verify_batch<E: Pairing>(
    pvk: &PreparedVerifyingKey<E>,
    items: &[(Proof<E>, Vec<E::ScalarField>)],
    context: &[u8],
) -> Result<bool, Error> {
    for (_, inputs) in items {
        check_input_count(pvk, inputs.len())?;
    }
    if items.is_empty() {
        return Ok(true);
    }
    let r = batch_challenges::<E>(context, items);
    let commitments = &pvk.vk.gamma_abc_g1;
    let mut combined = alloc::vec![E::ScalarField::zero(); commitments.len()];
    for ((_, inputs), r) in items.iter().zip(&r) {
        combined[0] += r;
        for (sum, x) in combined[1..].iter_mut().zip(inputs) {
            *sum += *r * x;
        }
    }
    let r_sum: E::ScalarField = r.iter().sum();
    let c: Vec<E::G1Affine> = items.iter().map(|(proof, _)| proof.c).collect();
    // Lengths agree by construction, so neither MSM can fail.
    let (Ok(l), Ok(c_sum)) = (E::G1::msm(commitments, &combined), E::G1::msm(&c, &r)) else {
        return Ok(false);
    };
    let mut g1: Vec<E::G1> = items
        .iter()
        .zip(&r)
        .map(|((proof, _), r)| proof.a * r)
        .collect();
    g1.extend([l, c_sum, pvk.vk.alpha_g1 * -r_sum]);
    let g1 = E::G1::normalize_batch(&g1);
    let g2 = items
        .iter()
        .map(|(proof, _)| E::G2Prepared::from(proof.b))
        .chain([
            pvk.gamma_g2_neg_pc.clone(),
            pvk.delta_g2_neg_pc.clone(),
            pvk.vk.beta_g2.into(),
        ]);
    // Miller loops of at most 4 pairs, multiplied: arkworks 0.6's BW6-761 multi-Miller loop
    // is wrong beyond 4 pairs (the host functions chunk the same way).
    let g1: Vec<E::G1Prepared> = g1.into_iter().map(E::G1Prepared::from).collect();
    let g2: Vec<E::G2Prepared> = g2.collect();
    let f = g1
        .chunks(4)
        .zip(g2.chunks(4))
        .map(|(g1, g2)| E::multi_miller_loop(g1.iter().cloned(), g2.iter().cloned()).0)
        .fold(E::TargetField::one(), |product, f| product * f);
    Ok(E::final_exponentiation(MillerLoopOutput(f)).is_some_and(|f| f.0.is_one()))
}
