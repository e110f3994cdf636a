//! What line coefficients of the key's G2 points, computed once and kept with the key, would
//! save a Groth16 verification with one gnark commitment (issue 45), natively, with arkworks'
//! pairings (the host's backend for BN254, BLS12-377 and BW6-761; BLS12-381's is blst).
//!
//! The host function `groth16_verify_prepared_and_check` computes, per call, one multi-Miller
//! loop and one final exponentiation: three pairs for a key without commitments (`(A, B)`,
//! `(−L, γ)`, `(−C, δ)`), five with one commitment (and the proof of knowledge's
//! `(D, −σG)`, `(π, G)`). Only `B` changes from proof to proof; `γ`, `δ`, `G` and `−σG` are the
//! key's. arkworks' `G2Prepared` is a point's line coefficients: the example times the pairing
//! product with every G2 point prepared in the call (what the host does) and with the key's
//! points prepared beforehand (only `B` in the call), on random points (a Miller loop's cost
//! does not depend on whether the equation holds).
//!
//! ```sh
//! cargo run --release -p ec-benches --example groth16_fixed_lines
//! ```

use ark_ec::{
    pairing::{MillerLoopOutput, PairingOutput},
    CurveGroup, PrimeGroup,
};
use ark_ff::UniformRand;
use ec_host_primitives::native::{bls12_miller_loop, bn_miller_loop, bw6_miller_loop, MillerLoop};
use std::{hint::black_box, time::Instant};

/// Rounds; each times every variant once, so that the VM's drifts fall on all of them alike.
const ROUNDS: usize = 301;

/// Median of `times`.
fn median(mut times: Vec<f64>) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// Milliseconds `run` takes.
fn timed(run: impl FnOnce()) -> f64 {
    let start = Instant::now();
    run();
    start.elapsed().as_secs_f64() * 1e3
}

/// One row: `E`'s pairing products of 3 and 5 pairs, lines computed in the call or stored.
fn row<E: OneLoop>(name: &str) {
    let mut rng = ark_std::test_rng();
    let g1: Vec<E::G1Affine> = (0..5)
        .map(|_| (E::G1::generator() * E::ScalarField::rand(&mut rng)).into_affine())
        .collect();
    let g2: Vec<E::G2Affine> = (0..5)
        .map(|_| (E::G2::generator() * E::ScalarField::rand(&mut rng)).into_affine())
        .collect();
    // The key's points (γ, δ, then the commitment key's two) prepared once.
    let stored: Vec<E::G2Prepared> = g2[1..].iter().map(|q| E::G2Prepared::from(*q)).collect();
    let in_call = |pairs: usize| {
        timed(|| {
            let f = E::multi_pairing(g1[..pairs].iter().copied(), g2[..pairs].iter().copied());
            let _: PairingOutput<E> = black_box(f);
        })
    };
    let with_stored = |pairs: usize| {
        timed(|| {
            // `B` is the proof's: its lines are computed in the call.
            let b = E::G2Prepared::from(g2[0]);
            let lines = core::iter::once(b).chain(stored[..pairs - 1].iter().cloned());
            let f =
                E::final_exponentiation(E::multi_miller_loop(g1[..pairs].iter().copied(), lines));
            let _: Option<PairingOutput<E>> = black_box(f);
        })
    };
    // The host's loop (`MillerLoop`: every pair in one loop; arkworks' runs groups of four).
    let host_loop = |pairs: usize| {
        timed(|| {
            let f = E::miller_loop_product(&g1[..pairs], &g2[..pairs]);
            let f = E::final_exponentiation(MillerLoopOutput(f));
            let _: Option<PairingOutput<E>> = black_box(f);
        })
    };
    let host_loop_stored = |pairs: usize| {
        timed(|| {
            let b = E::G2Prepared::from(g2[0]);
            let lines = core::iter::once(b).chain(stored[..pairs - 1].iter().cloned());
            let f = E::one_loop(&g1[..pairs], lines);
            let f = E::final_exponentiation(MillerLoopOutput(f));
            let _: Option<PairingOutput<E>> = black_box(f);
        })
    };
    let lines_of_one = || timed(|| drop(black_box(E::G2Prepared::from(g2[1]))));
    let mut times: [Vec<f64>; 8] = Default::default();
    for _ in 0..ROUNDS {
        times[0].push(lines_of_one());
        times[1].push(in_call(3));
        times[2].push(in_call(5));
        times[3].push(with_stored(3));
        times[4].push(with_stored(5));
        times[5].push(host_loop(5));
        times[6].push(host_loop_stored(3));
        times[7].push(host_loop_stored(5));
    }
    let [lines, base, with, base_stored, with_stored, one_loop, base_both, with_both] =
        times.map(median);
    println!(
        "| {name} | {lines:.3} | {base:.3} | {with:.3} | {:.2} | {one_loop:.3} | {:.2} | {base_stored:.3} | {with_stored:.3} | {:.2} | {base_both:.3} | {with_both:.3} | {:.2} |",
        with / base,
        one_loop / base,
        with_stored / base_stored,
        with_both / base_both,
    );
}

/// The host's loop ([`MillerLoop`]: every pair in one loop) with G2 points given as arkworks
/// takes them (affine or prepared).
trait OneLoop: MillerLoop {
    fn one_loop(
        g1: &[Self::G1Affine],
        g2: impl IntoIterator<Item = Self::G2Prepared>,
    ) -> Self::TargetField;
}

impl OneLoop for ark_bn254::Bn254 {
    fn one_loop(
        g1: &[Self::G1Affine],
        g2: impl IntoIterator<Item = Self::G2Prepared>,
    ) -> Self::TargetField {
        bn_miller_loop::<ark_bn254::Config>(g1, g2)
    }
}

impl OneLoop for ark_bls12_381::Bls12_381 {
    fn one_loop(
        g1: &[Self::G1Affine],
        g2: impl IntoIterator<Item = Self::G2Prepared>,
    ) -> Self::TargetField {
        bls12_miller_loop::<ark_bls12_381::Config>(g1, g2)
    }
}

impl OneLoop for ark_bls12_377::Bls12_377 {
    fn one_loop(
        g1: &[Self::G1Affine],
        g2: impl IntoIterator<Item = Self::G2Prepared>,
    ) -> Self::TargetField {
        bls12_miller_loop::<ark_bls12_377::Config>(g1, g2)
    }
}

impl OneLoop for ark_bw6_761::BW6_761 {
    fn one_loop(
        g1: &[Self::G1Affine],
        g2: impl IntoIterator<Item = Self::G2Prepared>,
    ) -> Self::TargetField {
        bw6_miller_loop::<ark_bw6_761::Config>(g1, g2)
    }
}

fn main() {
    println!("medians of {ROUNDS} rounds, ms");
    println!(
        "| curve | lines of one G2 point | 3 pairs | 5 pairs | 5 / 3 | 5 pairs, one loop | that / 3 | 3 pairs, key's lines stored | 5 pairs, stored | 5 / 3 stored | 3 pairs, stored, one loop | 5 pairs, stored, one loop | 5 / 3 stored, one loop |"
    );
    println!("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|");
    row::<ark_bn254::Bn254>("BN254");
    row::<ark_bls12_381::Bls12_381>("BLS12-381");
    row::<ark_bls12_377::Bls12_377>("BLS12-377");
    row::<ark_bw6_761::BW6_761>("BW6-761");
}
