//! Where the optimized Groth16 verification of BLS12-381 spends its time, outside the node:
//! the same `ec-bench-ops` operation as the table's row, with plain arkworks, with the `Host`
//! hooks (the host functions' bodies called natively, so no Wasm and no crossing) and with the
//! decode-only hooks. `Host` minus decode-only is the host's arithmetic; the node's `optimized`
//! minus this `Host` time is what running in Wasm adds.
//!
//! ```sh
//! cargo run --release -p ec-benches --example groth16_breakdown
//! ```

use ark_substrate::{bls12_381::hooked::Bls12_381, Host, Production};
use ec_bench_host::DecodeOnly;
use ec_bench_ops::{fixtures, ops, AsBatch, EachPoint, OpError};
use std::time::Instant;

/// Median of 201 timed calls, in microseconds.
fn median_us(run: impl Fn() -> Result<(), OpError>) -> f64 {
    let mut times: Vec<f64> = (0..201)
        .map(|_| {
            let start = Instant::now();
            run().expect("the fixture verifies");
            start.elapsed().as_secs_f64() * 1e6
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn main() {
    let (vk, proof, inputs) = fixtures::groth16::<ark_bls12_381::Bls12_381>(1);
    let plain = median_us(|| {
        ops::groth16_verify::<ark_bls12_381::Bls12_381, EachPoint>(&vk, &proof, &inputs)
    });
    let host = median_us(|| {
        ops::groth16_verify::<Bls12_381<Host<Production>>, AsBatch>(&vk, &proof, &inputs)
    });
    let decode_only = median_us(|| {
        ops::groth16_verify::<Bls12_381<Host<DecodeOnly>>, AsBatch>(&vk, &proof, &inputs)
    });
    println!("Groth16 BLS12-381, 1 public input, medians in µs");
    println!("plain arkworks          {plain:9.1}");
    println!("Host hooks, natively    {host:9.1}");
    println!("decode-only, natively   {decode_only:9.1}");
    println!("host arithmetic         {:9.1}", host - decode_only);
}
