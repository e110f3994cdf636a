//! Field multiplication and squaring in every field of the registry's curves and P-256's, and in
//! the pairing curves' towers (`_g2`: G2's base field, `_gt`: the target field):
//! arkworks' Montgomery fields (64-bit limbs, 128-bit products) against ark-substrate's
//! `WasmFp` (29-bit limbs, 64-bit products) and the towers' twins over it, in the bare Wasm
//! kernel under wasmtime, compiled as Substrate's executor compiles runtimes, and natively. Each cell is the median of 11 chains
//! of `n` operations (20 000 by default), in ns per operation; both backends must end on the same
//! element, in Wasm and natively, or the example stops.
//!
//! ```sh
//! CARGO_TARGET_WASM32V1_NONE_RUSTFLAGS="--cfg substrate_runtime" cargo build --release \
//!     -p ec-wasm-kernel --target wasm32v1-none --no-default-features
//! EC_WASM_KERNEL=$CARGO_TARGET_DIR/wasm32v1-none/release/ec_wasm_kernel.wasm \
//!     cargo run --release -p ec-benches --example wasm_fields [n]
//! ```

use ec_bench_ops::fields::{chain_in, FieldBackend, FieldOp, FIELDS};
use ec_benches::median_ms;
use wasmtime::TypedFunc;

/// Timed chains per cell (their median counts).
const CALLS: usize = 11;

#[path = "../benches/common/kernel.rs"]
mod kernel;

fn main() {
    let n: u32 = std::env::args()
        .nth(1)
        .map_or(20_000, |n| n.parse().expect("n: a number of operations"));
    let Ok(path) = std::env::var("EC_WASM_KERNEL") else {
        eprintln!("set EC_WASM_KERNEL to the kernel's .wasm (see this example's documentation)");
        std::process::exit(2);
    };
    let engine = kernel::engine();
    let module = kernel::module(&engine, &path);

    println!("{n} chained operations, medians of {CALLS} chains, ns per operation");
    println!(
        "| field | op | Wasm arkworks | Wasm WasmFp | Wasm speed-up | native arkworks | native WasmFp |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|");
    for &name in FIELDS {
        let mut instance = kernel::Instantiated::new(&engine, &module);
        let (address, len) = instance.put(name.as_bytes());
        let field: TypedFunc<(u32, u32, u32, u32, u32), u64> = instance.func("field");
        for (op_index, op) in FieldOp::ALL.into_iter().enumerate() {
            let mut ns = [[0.0; 2]; 2];
            let mut results = Vec::new();
            for (backend_index, backend) in FieldBackend::ALL.into_iter().enumerate() {
                let mut call = || {
                    field
                        .call(
                            &mut instance.store,
                            (address, len, op_index as u32, backend_index as u32, n),
                        )
                        .expect("no trap")
                };
                results.push(call());
                ns[0][backend_index] = median_ms(CALLS, || {
                    call();
                }) * 1e6
                    / f64::from(n);
                results.push(chain_in(name, op, backend, n).expect("a listed field"));
                ns[1][backend_index] = median_ms(CALLS, || {
                    chain_in(name, op, backend, n);
                }) * 1e6
                    / f64::from(n);
            }
            assert!(
                results.iter().all(|r| *r == results[0]) && results[0] != u64::MAX,
                "{name} {op:?}: the backends disagree: {results:?}"
            );
            println!(
                "| {name} | {} | {:.1} | {:.1} | {:.2}× | {:.1} | {:.1} |",
                op.name(),
                ns[0][0],
                ns[0][1],
                ns[0][0] / ns[0][1],
                ns[1][0],
                ns[1][1]
            );
        }
    }
}
