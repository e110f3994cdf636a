//! Two builds of the bare Wasm kernel against each other, in turn, on one machine: the steps of
//! the production verifier's call (`groth16_prepared_steps`' steps, one public input) or of a
//! ring-VRF verification (`ring_vrf_steps`' steps), or one row of the comparison table
//! (`wasm_hooks`' cases, by id: `pairing_check-bn254-2`), under the `WasmArkworks` hooks. Each round
//! times every step in kernel A, then in kernel B (a median of 3 calls each), the next round B
//! then A; the medians over the rounds are printed with B's over A's. Taking the two kernels in
//! turn, round after round, spreads a VM's drift over both, where two runs one after the other
//! can differ by a tenth.
//!
//! ```sh
//! EC_A=before.wasm EC_B=after.wasm [EC_ROUNDS=15] \
//!     cargo run --release -p ec-benches --example kernel_ab -- bls12_381|bn254|bls12_377|bw6_761|ring|<case id>
//! ```
//!
//! A case is also timed natively in every round (plain arkworks, `wasm_hooks`' native column),
//! so its rows end with each kernel's ratio to native over the same rounds.
//!
//! (Each kernel built as `groth16_prepared_steps` says, and copied away before the next build.)

use ec_bench_ops::plain::InPlace;
use ec_bench_ops::{groth16_prepared, plain, ring_vrf, Inputs, Op, Run};
use ec_benches::{cases, median_ms};
use std::hint::black_box;

#[path = "../benches/common/kernel.rs"]
mod kernel;

/// One kernel, instantiated, with the arguments written into its memory: a closure that runs
/// step `index` once and says whether it returned 0 (success).
type Runner = Box<dyn FnMut(u32) -> bool>;

fn main() {
    let path = |name: &str| {
        std::env::var(name).unwrap_or_else(|_| {
            eprintln!("set EC_A and EC_B to two kernels' .wasm (see this example's documentation)");
            std::process::exit(2)
        })
    };
    let paths = [path("EC_A"), path("EC_B")];
    let what = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "bls12_381".into());
    let rounds: usize = std::env::var("EC_ROUNDS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(15);
    let wasm_arkworks = InPlace::ALL
        .iter()
        .position(|&h| h == InPlace::WasmArkworks)
        .expect("listed") as u32;
    let engine = kernel::engine();
    let case = cases().into_iter().find(|case| case.id() == what);
    // The case's native call, timed in every round beside the kernels.
    let mut native: Option<Box<dyn FnMut()>> = None;
    let (steps, mut runners): (Vec<String>, Vec<Runner>) = if let Some(case) = &case {
        let on_pairing = case.op.on_pairing();
        let args = plain::any(on_pairing, case.curve, Inputs(case.op, case.n)).expect("listed");
        let (curve, op_kind) = (case.curve, case.op);
        let native_args = args.clone();
        native = Some(Box::new(move || {
            let arguments: Vec<&[u8]> = native_args.iter().map(Vec::as_slice).collect();
            let result = plain::any(on_pairing, curve, Run(op_kind, &arguments));
            assert!(matches!(result, Some(Ok(()))), "{curve} natively");
        }));
        let op = Op::ALL
            .iter()
            .position(|op| *op == case.op)
            .expect("listed") as u32;
        let runners = paths
            .iter()
            .map(|path| {
                let mut kernel = kernel::Instantiated::new(&engine, &kernel::module(&engine, path));
                let (name, name_len) = kernel.put(case.curve.as_bytes());
                let (table, count) = kernel.put_args(&args);
                let run = kernel.func::<(u32, u32, u32, u32, u32, u32), u32>("run_hooked");
                let mut store = kernel.store;
                // `run_hooked`'s hook sets: 0 `Arkworks`, 1 `WasmArkworks` (as `wasm_hooks`).
                Box::new(move |_step: u32| {
                    run.call(&mut store, (1, op, name, name_len, table, count))
                        .ok()
                        == Some(0)
                }) as Runner
            })
            .collect();
        (vec![case.id()], runners)
    } else if what == "ring" {
        let steps = ring_vrf::Step::ALL
            .iter()
            .map(|s| format!("{s:?}"))
            .collect();
        let args = ring_vrf::fixture();
        let runners = paths
            .iter()
            .map(|path| {
                let mut kernel = kernel::Instantiated::new(&engine, &kernel::module(&engine, path));
                let (table, count) = kernel.put_args(&args);
                let run = kernel.func::<(u32, u32, u32, u32), u32>("ring_vrf_hooked");
                let mut store = kernel.store;
                Box::new(move |step: u32| {
                    run.call(&mut store, (wasm_arkworks, step, table, count))
                        .ok()
                        == Some(0)
                }) as Runner
            })
            .collect();
        (steps, runners)
    } else {
        let args = match what.as_str() {
            "bn254" => groth16_prepared::fixture::<ark_bn254::Bn254>(1),
            "bls12_381" => groth16_prepared::fixture::<ark_bls12_381::Bls12_381>(1),
            "bls12_377" => groth16_prepared::fixture::<ark_bls12_377::Bls12_377>(1),
            "bw6_761" => groth16_prepared::fixture::<ark_bw6_761::BW6_761>(1),
            other => {
                eprintln!(
                    "{other}: not a curve of the kernel's Groth16 steps, nor `ring`, nor a case"
                );
                std::process::exit(2)
            }
        };
        let steps = groth16_prepared::Step::ALL
            .iter()
            .map(|s| format!("{s:?}"))
            .collect();
        let runners = paths
            .iter()
            .map(|path| {
                let mut kernel = kernel::Instantiated::new(&engine, &kernel::module(&engine, path));
                let (name, name_len) = kernel.put(what.as_bytes());
                let (table, count) = kernel.put_args(&args);
                let run = kernel.func::<(u32, u32, u32, u32, u32, u32), u32>("groth16_prepared");
                let mut store = kernel.store;
                Box::new(move |step: u32| {
                    run.call(
                        &mut store,
                        (wasm_arkworks, step, name, name_len, table, count),
                    )
                    .ok()
                        == Some(0)
                }) as Runner
            })
            .collect();
        (steps, runners)
    };
    // times[kernel][step]: one median per round.
    let mut times = vec![vec![Vec::new(); steps.len()]; 2];
    let mut native_times = Vec::new();
    for round in 0..rounds {
        if let Some(native) = native.as_mut() {
            native_times.push(median_ms(3, &mut **native));
        }
        // A then B, then B then A: whichever runs second in a round (a warmer cache, a VM's
        // drift) does so in half the rounds.
        let mut order: Vec<_> = runners.iter_mut().zip(&mut times).collect();
        if round % 2 == 1 {
            order.reverse();
        }
        for (runner, times) in order {
            for (index, times) in times.iter_mut().enumerate() {
                let index = index as u32;
                assert!(runner(index), "step {index} failed in the kernel");
                times.push(median_ms(3, || {
                    black_box(runner(index));
                }));
            }
        }
    }
    let median = |values: &[f64]| {
        let mut values = values.to_vec();
        values.sort_by(f64::total_cmp);
        values[values.len() / 2]
    };
    if case.is_some() {
        let n = median(&native_times);
        let (a, b) = (median(&times[0][0]), median(&times[1][0]));
        println!("{what}, medians over {rounds} rounds in ms, `WasmArkworks`");
        println!("| case | native | A | B | B ÷ A | A ÷ native | B ÷ native |");
        println!("|---|--:|--:|--:|--:|--:|--:|");
        println!(
            "| {what} | {n:.3} | {a:.3} | {b:.3} | {:.3} | {:.2} | {:.2} |",
            b / a,
            a / n,
            b / n
        );
        return;
    }
    println!("{what}, medians over {rounds} rounds in ms; each step with every step before it");
    println!("| until | A | B | B ÷ A |");
    println!("|---|--:|--:|--:|");
    for (index, step) in steps.iter().enumerate() {
        let (a, b) = (median(&times[0][index]), median(&times[1][index]));
        println!("| {step} | {a:.3} | {b:.3} | {:.3} |", b / a);
    }
}
