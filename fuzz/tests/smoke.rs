//! A short run of every fuzz target in `cargo test`: random inputs, and random bit flips of
//! inputs that reach the structured paths. `scripts/fuzz.sh` runs the same targets under
//! libFuzzer for as long as it is given.

use ark_std::{rand::Rng, test_rng};

/// Runs `target` on `runs` inputs of up to `max_len` random bytes, and on each with one flip.
fn smoke(target: fn(&[u8]), runs: usize, max_len: usize) {
    let mut rng = test_rng();
    for _ in 0..runs {
        let len = rng.gen_range(0..=max_len);
        let mut data: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
        target(&data);
        if !data.is_empty() {
            let bit = rng.gen_range(0..data.len() * 8);
            data[bit / 8] ^= 1 << (bit % 8);
            target(&data);
        }
    }
}

#[test]
fn decode() {
    smoke(ec_fuzz::decode, 3000, 700);
}

#[test]
fn msm_mul() {
    smoke(ec_fuzz::msm_mul, 200, 1500);
}

#[test]
fn validate() {
    smoke(ec_fuzz::validate, 500, 1500);
}

#[test]
fn pairing() {
    smoke(ec_fuzz::pairing, 40, 2000);
}

#[test]
fn groth16() {
    smoke(ec_fuzz::groth16, 40, 3000);
}

#[test]
fn fields() {
    smoke(ec_fuzz::fields, 20000, 400);
}

#[test]
fn towers() {
    smoke(ec_fuzz::towers, 60, 1200);
}

#[test]
fn groth16_commitments() {
    smoke(ec_fuzz::groth16_commitments, 60, 40);
}

#[test]
fn bls_signature() {
    smoke(ec_fuzz::bls_signature, 40, 200);
}
