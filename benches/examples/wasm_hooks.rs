//! Every row of the comparison table (`ec_benches::cases`: Groth16, pairing, pairing check per
//! pairing curve; MSM of 10 and 1000 points and both scalar multiplications per group) run in
//! place four ways: plain arkworks natively, and in the bare Wasm kernel under wasmtime
//! (compiled as Substrate's executor compiles runtimes) plain arkworks, ark-substrate's types
//! with the `Arkworks` hooks, and with the `WasmArkworks` hooks (arkworks' algorithms over
//! fields shaped for Wasm). Medians of 5 calls in ms, with `WasmArkworks`' speed-up over the
//! `Arkworks` hooks and its ratio to native. Every call must succeed.
//!
//! ```sh
//! CARGO_TARGET_WASM32V1_NONE_RUSTFLAGS="--cfg substrate_runtime" cargo build --release \
//!     -p ec-wasm-kernel --target wasm32v1-none --no-default-features
//! EC_WASM_KERNEL=$CARGO_TARGET_DIR/wasm32v1-none/release/ec_wasm_kernel.wasm \
//!     cargo run --release -p ec-benches --example wasm_hooks [filter]
//! ```
//!
//! `filter` keeps the rows whose id (`msm-bn254_g1-1000`, …) contains it.

use ec_bench_ops::{plain, Inputs, Op, Run};
use ec_benches::{cases, median_ms};
use wasmtime::TypedFunc;

/// Timed calls per cell (their median counts).
const CALLS: usize = 5;

#[path = "../benches/common/kernel.rs"]
mod kernel;

fn main() {
    let filter = std::env::args().nth(1).unwrap_or_default();
    let Ok(path) = std::env::var("EC_WASM_KERNEL") else {
        eprintln!("set EC_WASM_KERNEL to the kernel's .wasm (see this example's documentation)");
        std::process::exit(2);
    };
    let engine = kernel::engine();
    let module = kernel::module(&engine, &path);

    println!("medians of {CALLS} calls, ms");
    println!(
        "| case | native | Wasm plain | Wasm `Arkworks` | Wasm `WasmArkworks` | speed-up | ÷ native |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for case in cases()
        .into_iter()
        .filter(|case| case.id().contains(&filter))
    {
        let on_pairing = case.op.on_pairing();
        let args = plain::any(on_pairing, case.curve, Inputs(case.op, case.n)).expect("listed");
        let arguments: Vec<&[u8]> = args.iter().map(Vec::as_slice).collect();
        let native = || plain::any(on_pairing, case.curve, Run(case.op, &arguments));
        assert!(matches!(native(), Some(Ok(()))), "{}", case.id());
        let native_ms = median_ms(CALLS, || {
            native();
        });

        let mut instance = kernel::Instantiated::new(&engine, &module);
        let (name, name_len) = instance.put(case.curve.as_bytes());
        let (table, count) = instance.put_args(&args);
        let op = Op::ALL
            .iter()
            .position(|op| *op == case.op)
            .expect("listed") as u32;
        let run: TypedFunc<(u32, u32, u32, u32, u32), u32> = instance.func("run");
        let run_hooked: TypedFunc<(u32, u32, u32, u32, u32, u32), u32> =
            instance.func("run_hooked");
        let mut time = |call: &mut dyn FnMut(&mut kernel::Instantiated) -> u32| {
            assert_eq!(call(&mut instance), 0, "{} in the kernel", case.id());
            median_ms(CALLS, || {
                call(&mut instance);
            })
        };
        let plain_ms = time(&mut |k| {
            run.call(&mut k.store, (op, name, name_len, table, count))
                .expect("no trap")
        });
        let mut hooked = |hooks: u32| {
            time(&mut |k| {
                run_hooked
                    .call(&mut k.store, (hooks, op, name, name_len, table, count))
                    .expect("no trap")
            })
        };
        let arkworks_ms = hooked(0);
        let wasm_ms = hooked(1);
        println!(
            "| {} | {native_ms:.3} | {plain_ms:.3} | {arkworks_ms:.3} | {wasm_ms:.3} | {:.2}× | {:.2} |",
            case.id(),
            arkworks_ms / wasm_ms,
            wasm_ms / native_ms
        );
    }
}
