//! Verifies a Groth16 proof on each pairing curve three ways: plain arkworks, the ark-substrate
//! types with `Host` hooks (through the `elliptic_curves` host functions, called natively here),
//! and with `Arkworks` hooks (the same model, computing in place). Prints the verdicts and the
//! median time of each.
//!
//! `cargo run --release -p ark-substrate --example groth16_demo`

#[path = "../tests/common/cubic.rs"]
mod cubic;

use ark_ec::pairing::Pairing;
use ark_groth16::{Groth16, Proof, VerifyingKey};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use ark_snark::SNARK;
use ark_std::{
    rand::{rngs::StdRng, SeedableRng},
    UniformRand,
};
use ark_substrate::Arkworks;
use cubic::Cubic;
use std::time::{Duration, Instant};

const INPUTS: usize = 4;
const RUNS: usize = 15;

/// Median time of `RUNS` runs of `f`, and its last result.
fn median(mut f: impl FnMut() -> bool) -> (bool, Duration) {
    let mut times = Vec::with_capacity(RUNS);
    let mut verdict = false;
    for _ in 0..RUNS {
        let start = Instant::now();
        verdict = f();
        times.push(start.elapsed());
    }
    times.sort();
    (verdict, times[RUNS / 2])
}

fn to<T: CanonicalDeserialize>(value: &impl CanonicalSerialize) -> T {
    let mut bytes = Vec::new();
    value.serialize_compressed(&mut bytes).expect("serialize"); // ok: demo, writing into a Vec
    T::deserialize_compressed(&bytes[..]).expect("valid encoding") // ok: demo, bytes just written
}

fn verify_as<E: Pairing>(
    vk: &impl CanonicalSerialize,
    proof: &impl CanonicalSerialize,
    public: &[E::ScalarField],
) -> (bool, Duration) {
    let (vk, proof): (VerifyingKey<E>, Proof<E>) = (to(vk), to(proof));
    median(|| Groth16::<E>::verify(&vk, public, &proof).expect("verify")) // ok: demo, key matches inputs
}

fn demo<
    P: Pairing,
    H: Pairing<ScalarField = P::ScalarField>,
    A: Pairing<ScalarField = P::ScalarField>,
>(
    name: &str,
) {
    let rng = &mut StdRng::seed_from_u64(1);
    let (pk, vk) = Groth16::<P>::circuit_specific_setup(
        Cubic::<P::ScalarField> {
            x: None,
            inputs: INPUTS,
        },
        rng,
    )
    .expect("setup"); // ok: demo circuit
    let x = P::ScalarField::rand(rng);
    let proof = Groth16::<P>::prove(
        &pk,
        Cubic {
            x: Some(x),
            inputs: INPUTS,
        },
        rng,
    )
    .expect("prove"); // ok: demo circuit
    let public = Cubic::outputs(x, INPUTS);

    let (plain, t_plain) = verify_as::<P>(&vk, &proof, &public);
    let (host, t_host) = verify_as::<H>(&vk, &proof, &public);
    let (in_place, t_in_place) = verify_as::<A>(&vk, &proof, &public);
    let mut wrong = public.clone();
    wrong[0] += P::ScalarField::from(1u64);
    let (rejected, _) = verify_as::<H>(&vk, &proof, &wrong);
    println!(
        "{name:<10} {plain:>6} {host:>6} {in_place:>9} {:>9}   {:>10.2?} {:>10.2?} {:>10.2?}",
        !rejected, t_plain, t_host, t_in_place
    );
    assert!(
        plain && host && in_place && !rejected,
        "{name}: verdicts disagree"
    );
}

fn main() {
    println!(
        "Groth16, {INPUTS} public inputs: verdicts and median verification time of {RUNS} runs"
    );
    println!(
        "{:<10} {:>6} {:>6} {:>9} {:>9}   {:>10} {:>10} {:>10}",
        "curve", "plain", "host", "in-place", "rejects", "plain", "host", "in-place"
    );
    println!(
        "{:<10} {:>6} {:>6} {:>9} {:>9}   {:>10} {:>10} {:>10}",
        "", "", "", "", "bad input", "", "", ""
    );
    demo::<
        ark_bls12_381::Bls12_381,
        ark_substrate::bls12_381::Bls12_381,
        ark_substrate::bls12_381::hooked::Bls12_381<Arkworks>,
    >("bls12_381");
    demo::<
        ark_bls12_377::Bls12_377,
        ark_substrate::bls12_377::Bls12_377,
        ark_substrate::bls12_377::hooked::Bls12_377<Arkworks>,
    >("bls12_377");
    demo::<
        ark_bw6_761::BW6_761,
        ark_substrate::bw6_761::BW6_761,
        ark_substrate::bw6_761::hooked::BW6_761<Arkworks>,
    >("bw6_761");
    demo::<
        ark_bn254::Bn254,
        ark_substrate::bn254::Bn254,
        ark_substrate::bn254::hooked::Bn254<Arkworks>,
    >("bn254");
    println!("Host-hooked verification calls the elliptic_curves host functions; in a runtime those calls leave Wasm.");
}
