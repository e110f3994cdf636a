//! Deterministic call inputs for benchmarks and tests, built with plain arkworks and encoded
//! as the calls expect (uncompressed arkworks). Host types share the encoding.

use alloc::vec::Vec;
use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup, PrimeGroup};
use ark_ff::{Field, PrimeField};
use ark_groth16::{Proof, VerifyingKey};
use ark_serialize::{CanonicalSerialize, Compress};
use ec_host_primitives::encoding;

/// Uncompressed encoding (the host's [`encoding::write`]).
pub fn encode<T: CanonicalSerialize>(value: &T) -> Vec<u8> {
    let mut out = Vec::with_capacity(value.uncompressed_size());
    encoding::write(value, &mut out);
    out
}

/// `n` field elements from a fixed linear recurrence: spread over the field, cheap to make.
pub fn scalars<F: PrimeField>(n: u32) -> Vec<F> {
    let (mul, add) = (
        F::from(0x9e37_79b9_7f4a_7c15u64),
        F::from(0xbf58_476d_1ce4_e5b9u64),
    );
    let mut x = F::from(0x94d0_49bb_1331_11ebu64);
    (0..n)
        .map(|_| {
            x = x * mul + add;
            x.square()
        })
        .collect()
}

/// `n` distinct points `g, 2g, 3g, …` of the prime-order subgroup, made by additions.
pub fn points<G: CurveGroup>(n: u32) -> Vec<G::Affine> {
    let generator = G::generator();
    let mut point = G::zero();
    let points: Vec<G> = (0..n)
        .map(|_| {
            point += generator;
            point
        })
        .collect();
    G::normalize_batch(&points)
}

/// Inputs of `msm`: `n` bases and `n` scalars.
pub fn msm<G: CurveGroup>(n: u32) -> (Vec<u8>, Vec<u8>) {
    (
        encode(&points::<G>(n)),
        encode(&scalars::<G::ScalarField>(n)),
    )
}

/// Inputs of `mul_*`: one point and one scalar.
pub fn mul<G: CurveGroup>() -> (Vec<u8>, Vec<u8>) {
    let base = G::generator() * scalars::<G::ScalarField>(2)[1];
    (
        encode(&base.into_affine()),
        encode(&scalars::<G::ScalarField>(1)[0]),
    )
}

/// `k ≥ 1` pairs whose pairing product is one: `(aᵢ·g1, g2)` for `i < k − 1`, then
/// `(−Σ aᵢ·g1, g2)` (and `(0, g2)` for `k = 1`).
pub fn cancelling_pairs<E: Pairing>(k: u32) -> (Vec<u8>, Vec<u8>) {
    let mut g1: Vec<E::G1> = points::<E::G1>(k.saturating_sub(1))
        .into_iter()
        .map(Into::into)
        .collect();
    let sum: E::G1 = g1.iter().copied().sum();
    g1.push(-sum);
    let g2 = alloc::vec![E::G2Affine::generator(); g1.len()];
    (encode(&E::G1::normalize_batch(&g1)), encode(&g2))
}

/// A valid Groth16 instance with `k` public inputs, built from chosen discrete logarithms
/// instead of a circuit: with `A = a·g1, B = b·g2, α = x·g1, β = y·g2, γ = g·g2, δ = d·g2` and
/// `ICᵢ = cᵢ·g1`, the proof verifies iff `C = ((ab − xy − lg)/d)·g1` where
/// `l = c₀ + Σ inputᵢ·cᵢ`. The verifier cannot tell it from a prover's output, and its cost
/// depends only on `k`.
pub fn groth16<E: Pairing>(k: u32) -> (Vec<u8>, Vec<u8>, Vec<u8>) {
    let s = scalars::<E::ScalarField>(k + 7);
    let (a, b, x, y, g, d) = (s[0], s[1], s[2], s[3], s[4], s[5]);
    let c = &s[6..];
    let inputs = scalars::<E::ScalarField>(k + 1)[1..].to_vec();
    let l = c[0]
        + inputs
            .iter()
            .zip(&c[1..])
            .map(|(w, c)| *w * c)
            .sum::<E::ScalarField>();
    let d_inverse = d.inverse().unwrap_or_default();
    let (g1, g2) = (E::G1::generator(), E::G2::generator());
    let vk = VerifyingKey::<E> {
        alpha_g1: (g1 * x).into_affine(),
        beta_g2: (g2 * y).into_affine(),
        gamma_g2: (g2 * g).into_affine(),
        delta_g2: (g2 * d).into_affine(),
        gamma_abc_g1: E::G1::normalize_batch(&c.iter().map(|c| g1 * c).collect::<Vec<_>>()),
    };
    let proof = Proof::<E> {
        a: (g1 * a).into_affine(),
        b: (g2 * b).into_affine(),
        c: (g1 * ((a * b - x * y - l * g) * d_inverse)).into_affine(),
    };
    (encode(&vk), encode(&proof), encode(&inputs))
}

/// A key, a proof and public inputs, each encoded (the inputs one by one).
pub type EncodedGroth16 = (Vec<u8>, Vec<u8>, Vec<Vec<u8>>);

/// A valid key with `c` commitments (gnark's `Commit` API), a proof and `n` inputs, in
/// `ec-groth16`'s on-chain encoding (`compress`ed or not): [`groth16_with_commitments_batch`]'s
/// key and its one proof.
pub fn groth16_with_commitments<E: Pairing>(
    n: u32,
    c: u32,
    compress: Compress,
) -> Option<EncodedGroth16> {
    let (vk, mut proofs) = groth16_with_commitments_batch::<E>(n, c, 1, compress)?;
    let (proof, inputs) = proofs.pop()?;
    Some((vk, proof, inputs))
}

/// A key and proofs with their inputs, encoded (the inputs one by one).
pub type EncodedBatch = (Vec<u8>, Vec<(Vec<u8>, Vec<Vec<u8>>)>);

/// A valid key with `c` commitments (gnark's `Commit` API) and `n` public inputs, and `b`
/// valid proofs for it, each with its own inputs, commitments and proof of knowledge, in
/// `ec-groth16`'s on-chain encoding (`compress`ed or not). Every commitment commits to every
/// public input and every wire before it (the longest hashes a key can ask for), and the
/// Pedersen keys share their `[g]₂`, as gnark's setup makes them. Made from known discrete
/// logarithms (the key's `α, β, γ, δ`, `γ_abc`'s `kᵢ`, the Pedersen keys' `σᵢ`, each proof's
/// commitments' `sᵢ`), not by a circuit's prover: the proof of knowledge is `Σ rⁱσᵢsᵢ·G` for
/// gnark's challenge `r`, and `C` solves the Groth16 equation for random `A` and `B`.
pub fn groth16_with_commitments_batch<E: Pairing>(
    n: u32,
    c: u32,
    b: u32,
    compress: Compress,
) -> Option<EncodedBatch> {
    use ec_groth16::commitments::{self, PedersenKey, CHALLENGE_DST};
    let s = scalars::<E::ScalarField>(6 + n + 2 * c + b * (n + c + 2));
    let (head, per_proof) = s.split_at((6 + n + 2 * c) as usize);
    let (alpha, beta, gamma, delta, h) = (head[0], head[1], head[2], head[3], head[4]);
    let (k, sigmas) = head[5..].split_at((n + c + 1) as usize);
    let (g1, g2) = (E::G1::generator(), E::G2::generator());
    let keys = commitments::CommitmentKeys::<E> {
        committed: (0..c).map(|i| (1..=u64::from(n + i)).collect()).collect(),
        keys: sigmas
            .iter()
            .map(|sigma| PedersenKey {
                g: (g2 * h).into_affine(),
                g_sigma_neg: (g2 * (h * -*sigma)).into_affine(),
            })
            .collect(),
    };
    let vk = VerifyingKey::<E> {
        alpha_g1: (g1 * alpha).into_affine(),
        beta_g2: (g2 * beta).into_affine(),
        gamma_g2: (g2 * gamma).into_affine(),
        delta_g2: (g2 * delta).into_affine(),
        gamma_abc_g1: E::G1::normalize_batch(&k.iter().map(|k| g1 * k).collect::<Vec<_>>()),
    };
    let hash = ec_groth16::CommitmentHash::Bsb22;
    let delta_inverse = delta.inverse()?;
    let proofs = per_proof
        .chunks_exact((n + c + 2) as usize)
        .map(|s| {
            let (inputs, rest) = s.split_at(n as usize);
            let (secrets, ab) = rest.split_at(c as usize);
            let committed: Vec<E::G1Affine> =
                secrets.iter().map(|s| (g1 * s).into_affine()).collect();
            let (wires, serialized) =
                commitments::commitment_wires(&keys, hash, &committed, inputs).ok()?;
            // gnark's challenge r: e(Σ rⁱ·Cᵢ·(−σᵢ), g)·e(pok, g) = 1.
            let r: E::ScalarField = commitments::hash_to_field(&[&serialized], CHALLENGE_DST);
            let (mut pok, mut power) = (E::ScalarField::from(0u64), E::ScalarField::from(1u64));
            for (sigma, secret) in sigmas.iter().zip(secrets) {
                pok += power * sigma * secret;
                power *= r;
            }
            // The input sum's logarithm, the commitments added; a·b = αβ + Σ·γ + c·δ.
            let sum = k[0]
                + inputs
                    .iter()
                    .chain(&wires)
                    .zip(&k[1..])
                    .map(|(w, k)| *w * k)
                    .sum::<E::ScalarField>()
                + secrets.iter().sum::<E::ScalarField>();
            let (a, b) = (ab[0], ab[1]);
            let proof = Proof::<E> {
                a: (g1 * a).into_affine(),
                b: (g2 * b).into_affine(),
                c: (g1 * ((a * b - alpha * beta - sum * gamma) * delta_inverse)).into_affine(),
            };
            let extension = commitments::CommitmentProof::<E> {
                commitments: committed,
                pok: (g1 * pok).into_affine(),
            };
            let proof = commitments::encode_proof(&proof, &extension, compress).ok()?;
            let inputs = inputs.iter().map(|x| {
                let mut bytes = Vec::new();
                x.serialize_compressed(&mut bytes).map(|()| bytes)
            });
            Some((proof, inputs.collect::<Result<_, _>>().ok()?))
        })
        .collect::<Option<Vec<_>>>()?;
    let vk = commitments::encode_key(&vk, &keys, hash, compress).ok()?;
    Some((vk, proofs))
}
