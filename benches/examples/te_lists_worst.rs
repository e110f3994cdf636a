//! The dearest invalid input of a validated Bandersnatch MSM under `WasmArkworks` against a
//! valid one, in the bare Wasm kernel (`run_hooked`, the benchmarking pallet's `msm` call):
//! lists of 1000 points whose subset-sum check meets a point at infinity of the Edwards form
//! (pairs `P`, `−S`, where `S` is `P`'s part in the subgroup and `P − S` lies at infinity), so
//! that the check falls back to the host's code over arkworks' fields. Medians of 7 calls per
//! kernel given; the result is 0 for a sum, 1 for an error.
//!
//! ```sh
//! cargo run --release -p ec-benches --example te_lists_worst -- before.wasm after.wasm
//! ```
//!
//! (Kernels built as `wasm_hooks` says.)
use ark_ec::{AffineRepr, CurveGroup};
use ark_ed_on_bls12_381_bandersnatch::{EdwardsAffine, Fr};
use ark_ff::{Field, PrimeField, UniformRand, Zero};
use ark_serialize::CanonicalSerialize;
use ark_std::{rand::Rng, test_rng};
use ec_bench_ops::Op;
use ec_benches::median_ms;
use ec_host_primitives::native::sw_form;
use wasmtime::TypedFunc;

#[path = "../benches/common/kernel.rs"]
mod kernel;

fn bytes<T: CanonicalSerialize>(v: &T) -> Vec<u8> {
    let mut out = Vec::new();
    v.serialize_uncompressed(&mut out).unwrap();
    out
}

fn main() {
    let rng = &mut test_rng();
    let quarter = Fr::from(4u8)
        .inverse()
        .expect("4 is not 0 mod r")
        .into_bigint();
    // `S = [4]·[4⁻¹ mod r]·P` (the cofactor is 4), by the whole curve's group law.
    let (p, minus_s) = loop {
        let mut seed = [0u8; 64];
        rng.fill(&mut seed[..]);
        let Some(p) = EdwardsAffine::from_random_bytes(&seed) else {
            continue;
        };
        let s = sw_form::mul(&p.into_group(), quarter.as_ref());
        let s = sw_form::mul(&s, &[4]).into_affine();
        if (p.into_group() - s).z.is_zero() {
            break (p, -s);
        }
    };
    let n = 1000;
    let valid: Vec<EdwardsAffine> = (0..n).map(|_| EdwardsAffine::rand(rng)).collect();
    let scalars: Vec<Fr> = (0..n).map(|_| Fr::rand(rng)).collect();
    let mut lists = vec![("valid", valid.clone())];
    for (label, pairs, at) in [
        ("32 pairs first", 32, 0),
        ("1 pair last", 1, n - 2),
        ("500 pairs", 500, 0),
    ] {
        let mut list = valid.clone();
        for i in 0..pairs {
            list[at + 2 * i] = p;
            list[at + 2 * i + 1] = minus_s;
        }
        lists.push((label, list));
    }
    let op = Op::ALL.iter().position(|op| *op == Op::Msm).unwrap() as u32;
    for path in std::env::args().skip(1) {
        let engine = kernel::engine();
        let module = kernel::module(&engine, &path);
        for (label, list) in &lists {
            let args = vec![bytes(list), bytes(&scalars)];
            let mut instance = kernel::Instantiated::new(&engine, &module);
            let (name, name_len) = instance.put(b"bandersnatch_te");
            let (table, count) = instance.put_args(&args);
            let run_hooked: TypedFunc<(u32, u32, u32, u32, u32, u32), u32> =
                instance.func("run_hooked");
            let result = run_hooked
                .call(&mut instance.store, (1, op, name, name_len, table, count))
                .unwrap();
            let ms = median_ms(7, || {
                run_hooked
                    .call(&mut instance.store, (1, op, name, name_len, table, count))
                    .unwrap();
            });
            println!("{path} | {label} | result {result} | {ms:.3} ms");
        }
    }
}
