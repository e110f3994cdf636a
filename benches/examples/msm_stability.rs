//! How steady a host function's MSM is on this machine: times
//! `ec_host_primitives::native::msm` (the body of the `bls12_381_msm_g1` host function) on 1000
//! points in a loop and prints the median, the 90th percentile, and how often (and for how many
//! calls in a row) a call takes over 1.2× the median.
//!
//! ```sh
//! RAYON_NUM_THREADS=1 cargo run --release -p ec-benches --example msm_stability
//! RAYON_NUM_THREADS=1 cargo run --release -p ec-benches --example msm_stability --features arkworks-parallel
//! ```
//!
//! The second build switches on arkworks' `parallel` feature. `sp-crypto-ec-utils`' `std`
//! feature does the same in the benchmarking node, and arkworks then runs the MSM on a rayon
//! pool thread while the calling thread waits. `SECS` (default 60) sets the duration. See
//! `docs/benchmarks/analysis.md`.

use ec_bench_ops::{plain, Inputs, Op};
use ec_host_primitives::native;
use std::time::{Duration, Instant};

fn main() {
    let secs = std::env::var("SECS").map_or(60, |s| s.parse().expect("SECS: whole seconds"));
    // The fixtures are `Vec`s encoded with their 8-byte length prefix; the host function takes
    // the bare concatenation.
    let args: Vec<Vec<u8>> = plain::any(false, "bls12_381_g1", Inputs(Op::Msm, 1000))
        .expect("listed group")
        .into_iter()
        .map(|encoded| encoded[8..].to_vec())
        .collect();
    let mut out = [0u8; 96];

    let mut times = Vec::new();
    let start = Instant::now();
    // At least one call, whatever `SECS` says.
    loop {
        let call = Instant::now();
        native::msm::<ark_bls12_381::G1Affine>(&args[0], &args[1], &mut out).expect("valid MSM");
        times.push(call.elapsed().as_secs_f64() * 1e3);
        if start.elapsed() >= Duration::from_secs(secs) {
            break;
        }
    }

    let mut sorted = times.clone();
    sorted.sort_by(f64::total_cmp);
    let median = sorted[sorted.len() / 2];
    let slow = |t: &f64| *t > 1.2 * median;
    let longest_run = times
        .split(|t| !slow(t))
        .map(<[f64]>::len)
        .max()
        .unwrap_or(0);
    println!(
        "arkworks parallel: {}; {} calls; median {median:.2} ms; p90 {:.2} ms; over 1.2x median: {:.1} %, longest run {longest_run} calls",
        cfg!(feature = "arkworks-parallel"),
        times.len(),
        sorted[sorted.len() * 9 / 10],
        100.0 * times.iter().filter(|t| slow(t)).count() as f64 / times.len() as f64,
    );
}
