//! BLS signature verification (`ark_substrate::bls_signature`, Ethereum's ciphersuite) on the
//! fixture of `ec_bench_ops::bls_signature` (a 32-byte message; one signature; an aggregate of
//! 512 keys, Ethereum's sync committee, given compressed or kept validated), operation by
//! operation: natively with the `Arkworks`
//! and `Host` hooks, and in the bare Wasm kernel under wasmtime (compiled as Substrate's executor
//! compiles runtimes) with the `Arkworks` and `WasmArkworks` hooks, the latter what a runtime in
//! the Polkadot profile runs. Medians in ms.
//!
//! ```sh
//! CARGO_TARGET_WASM32V1_NONE_RUSTFLAGS="--cfg substrate_runtime" cargo build --release \
//!     -p ec-wasm-kernel --target wasm32v1-none --no-default-features
//! EC_WASM_KERNEL=$CARGO_TARGET_DIR/wasm32v1-none/release/ec_wasm_kernel.wasm \
//!     cargo run --release -p ec-benches --example bls_signature_steps
//! ```

use ark_substrate::{Arkworks, Host};
use ec_bench_ops::{
    bls_signature::{fixture, Op},
    plain::InPlace,
};
use ec_benches::median_ms;

/// Timed calls per measurement (their median counts).
const CALLS: usize = 7;

#[path = "../benches/common/kernel.rs"]
mod kernel;

fn main() {
    let Ok(path) = std::env::var("EC_WASM_KERNEL") else {
        eprintln!("set EC_WASM_KERNEL to the kernel's .wasm (see this example's documentation)");
        std::process::exit(2);
    };
    let engine = kernel::engine();
    let module = kernel::module(&engine, &path);
    let mut kernel = kernel::Instantiated::new(&engine, &module);
    let args = fixture();
    let (table, count) = kernel.put_args(&args);
    let op_fn = kernel.func::<(u32, u32, u32, u32), u32>("bls_signature");
    let mut store = kernel.store;
    let refs: [&[u8]; 5] = [&args[0], &args[1], &args[2], &args[3], &args[4]];
    let index = |hooks: InPlace| {
        InPlace::ALL
            .iter()
            .position(|&h| h == hooks)
            .expect("listed") as u32
    };

    println!("| operation | native `Arkworks` | native `Host` | Wasm `Arkworks` | Wasm `WasmArkworks` | WasmArkworks ÷ native |");
    println!("|---|---:|---:|---:|---:|---:|");
    for (op_index, &op) in Op::ALL.iter().enumerate() {
        assert!(op.run::<Arkworks>(refs), "{op:?} natively");
        assert!(op.run::<Host>(refs), "{op:?} natively with the Host hooks");
        let op_index = op_index as u32;
        let mut wasm = |hooks: InPlace| {
            let hooks = index(hooks);
            let mut call = || {
                let status = op_fn.call(&mut store, (hooks, op_index, table, count));
                assert_eq!(status.ok(), Some(0), "{op:?} in the kernel");
            };
            call();
            median_ms(CALLS, call)
        };
        let (wasm_arkworks, wasm_shaped) = (wasm(InPlace::Arkworks), wasm(InPlace::WasmArkworks));
        let native = median_ms(CALLS, || assert!(op.run::<Arkworks>(refs)));
        let host = median_ms(CALLS, || assert!(op.run::<Host>(refs)));
        println!(
            "| {op:?} | {native:.3} | {host:.3} | {wasm_arkworks:.3} | {wasm_shaped:.3} | {:.2} |",
            wasm_shaped / native
        );
    }
}
