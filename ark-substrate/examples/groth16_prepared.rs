//! The pallet's Groth16 path against ark-groth16, natively: what `groth16_verify_prepared` costs
//! on the host, next to ark-groth16 verifying against a prepared key (`verify_proof`) after
//! decoding the same compressed proof with its checks, which is what the pallet would run if it
//! ran natively. Per curve, one proof with 1 and 32 public inputs, and batches of 16 proofs of
//! one and of 32 inputs (the verifier's dearest corner). Medians of 31 calls.
//!
//! Then where each spends it: ark-groth16's decoding of the proofs and its `verify_proof` calls,
//! the host's reading of all three arguments (`read_prepared`: the key's points checked too, the
//! proofs decompressed and checked) and its arithmetic (`check_prepared`: with the key's `γ` and
//! `δ` lines prepared at each call, which ark-groth16's prepared key holds already).
//!
//! ```sh
//! cargo run --release -p ark-substrate --example groth16_prepared
//! ```
//!
//! The node's numbers (the pallet's `verify` in the runtime, Wasm around one host call) are the
//! verifier's weights: `./scripts/weights.sh pallet_groth16_verifier`.

use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup};
use ark_ff::{Field, UniformRand};
use ark_groth16::{prepare_verifying_key, Groth16, Proof, VerifyingKey};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use ark_std::{rand::rngs::StdRng, rand::SeedableRng};
use ec_host_primitives::{encoding, native};
use std::time::Instant;

/// Median of 31 timed calls, in microseconds.
fn median_us(mut run: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..31)
        .map(|_| {
            let start = Instant::now();
            run();
            start.elapsed().as_secs_f64() * 1e6
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// Proofs with their public inputs.
type Items<E> = Vec<(Proof<E>, Vec<<E as Pairing>::ScalarField>)>;

/// A key from known scalars, and valid proofs for it.
fn instance<E: Pairing>(n: usize, proofs: usize, rng: &mut StdRng) -> (VerifyingKey<E>, Items<E>) {
    let [alpha, beta, gamma, delta] = [(); 4].map(|()| E::ScalarField::rand(rng));
    let abc: Vec<E::ScalarField> = (0..=n).map(|_| E::ScalarField::rand(rng)).collect();
    let (g, h) = (E::G1Affine::generator(), E::G2Affine::generator());
    let vk = VerifyingKey {
        alpha_g1: (g * alpha).into_affine(),
        beta_g2: (h * beta).into_affine(),
        gamma_g2: (h * gamma).into_affine(),
        delta_g2: (h * delta).into_affine(),
        gamma_abc_g1: abc.iter().map(|s| (g * s).into_affine()).collect(),
    };
    let items = (0..proofs)
        .map(|_| {
            let x: Vec<E::ScalarField> = (0..n).map(|_| E::ScalarField::rand(rng)).collect();
            let l = abc[0]
                + abc[1..]
                    .iter()
                    .zip(&x)
                    .map(|(a, b)| *a * b)
                    .sum::<E::ScalarField>();
            let [a, b] = [(); 2].map(|()| E::ScalarField::rand(rng));
            let c = (a * b - alpha * beta - l * gamma) * delta.inverse().expect("non-zero"); // ok: random
            let proof = Proof {
                a: (g * a).into_affine(),
                b: (h * b).into_affine(),
                c: (g * c).into_affine(),
            };
            (proof, x)
        })
        .collect();
    (vk, items)
}

fn curve<E: native::Groth16Arithmetic>(name: &str, rows: &mut Vec<String>) {
    let rng = &mut StdRng::seed_from_u64(7);
    for (n, k) in [(1, 1), (32, 1), (1, 16), (32, 16)] {
        let (vk, items) = instance::<E>(n, k, rng);
        let pvk = prepare_verifying_key(&vk);
        let mut key = Vec::new();
        encoding::write(&vk.alpha_g1, &mut key);
        encoding::write(&vk.beta_g2, &mut key);
        encoding::write(&pvk.alpha_g1_beta_g2, &mut key);
        encoding::write(&vk.gamma_g2, &mut key);
        encoding::write(&vk.delta_g2, &mut key);
        key.extend(encoding::write_list(&vk.gamma_abc_g1));
        let mut packed = Vec::new();
        for (proof, _) in &items {
            proof.serialize_compressed(&mut packed).expect("into a Vec"); // ok: into a Vec
        }
        let all: Vec<E::ScalarField> = items.iter().flat_map(|(_, x)| x.clone()).collect();
        let inputs = encoding::write_list(&all);
        let proof_size = packed.len() / k;
        // ark-groth16: each proof decoded with its checks, then verified against the prepared key.
        let ark = median_us(|| {
            for (bytes, (_, x)) in packed.chunks(proof_size).zip(&items) {
                let proof = Proof::<E>::deserialize_compressed(bytes).expect("valid"); // ok: valid
                let holds = Groth16::<E>::verify_proof(&pvk, &proof, x);
                assert_eq!(holds, Ok(true), "a valid proof made above");
            }
        });
        let mut flag = [0u8];
        let host = median_us(|| {
            native::groth16_verify_prepared::<E>(&key, &packed, &inputs, &mut flag).expect("valid"); // ok: valid
            assert_eq!(flag, [1]);
        });
        // The parts.
        let ark_decode = median_us(|| {
            for bytes in packed.chunks(proof_size) {
                let proof = Proof::<E>::deserialize_compressed(bytes);
                assert!(proof.is_ok(), "a valid proof made above");
            }
        });
        let proofs: Vec<Proof<E>> = packed
            .chunks(proof_size)
            .map(|bytes| Proof::<E>::deserialize_compressed(bytes).expect("valid")) // ok: valid
            .collect();
        let ark_verify = median_us(|| {
            for (proof, (_, x)) in proofs.iter().zip(&items) {
                assert_eq!(Groth16::<E>::verify_proof(&pvk, proof, x), Ok(true));
            }
        });
        let read = || native::groth16::read_prepared::<E>(&key, &packed, &inputs);
        let host_read = median_us(|| assert!(read().is_ok(), "valid arguments"));
        let parts = read().expect("valid"); // ok: valid
        let host_check = median_us(|| {
            let holds = native::groth16::check_prepared::<E>(&parts, &key, &packed, &inputs);
            assert_eq!(holds, Ok(true), "valid proofs");
        });
        rows.push(format!(
            "| {name} | {n} | {k} | {ark:.0} | {host:.0} | {:.2} | {ark_decode:.0} | {ark_verify:.0} | {host_read:.0} | {host_check:.0} |",
            host / ark
        ));
    }
}

fn main() {
    let mut rows = Vec::new();
    curve::<ark_bn254::Bn254>("bn254", &mut rows);
    curve::<ark_bls12_381::Bls12_381>("bls12_381", &mut rows);
    curve::<ark_bls12_377::Bls12_377>("bls12_377", &mut rows);
    curve::<ark_bw6_761::BW6_761>("bw6_761", &mut rows);
    println!(
        "| curve | inputs | proofs | ark-groth16 | groth16_verify_prepared | ratio | ark: decode | ark: verify_proof | host: read and check | host: arithmetic |"
    );
    println!("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|");
    for row in rows {
        println!("{row}");
    }
}
