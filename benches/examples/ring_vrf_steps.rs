//! Ring-VRF verification step by step (`ec_bench_ops::ring_vrf::Step`) on the pallet's fixture
//! (a ring of 255, data at its bound): what each step costs with ark-vrf's own suite natively
//! and in the bare Wasm kernel under wasmtime (compiled as Substrate's executor compiles
//! runtimes), and with ark-substrate's suite and the `Host` hooks natively, and with
//! ark-substrate's suite and the `WasmArkworks` hooks in the kernel. The Wasm column is what
//! plain arkworks pays in a runtime; where a step of the `Host` suite makes no host call, it pays
//! the same there; the `WasmArkworks` column is what a runtime in the Polkadot profile pays.
//!
//! ```sh
//! CARGO_TARGET_WASM32V1_NONE_RUSTFLAGS="--cfg substrate_runtime" cargo build --release \
//!     -p ec-wasm-kernel --target wasm32v1-none --no-default-features
//! EC_WASM_KERNEL=$CARGO_TARGET_DIR/wasm32v1-none/release/ec_wasm_kernel.wasm \
//!     cargo run --release -p ec-benches --example ring_vrf_steps
//! ```

use ark_substrate::{vrf::BandersnatchSha512Ell2, Host};
use ec_bench_ops::ring_vrf::{self, verify_until, Plain, Step};
use ec_benches::median_ms;
use std::hint::black_box;

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
    let args = ring_vrf::fixture();
    let (table, count) = kernel.put_args(&args);
    let step_fn = kernel.func::<(u32, u32, u32), u32>("ring_vrf");
    let hooked_fn = kernel.func::<(u32, u32, u32, u32), u32>("ring_vrf_hooked");
    // `WasmArkworks`' index in `ec_bench_ops::plain::InPlace::ALL`.
    let wasm_arkworks = ec_bench_ops::plain::InPlace::ALL
        .iter()
        .position(|&h| h == ec_bench_ops::plain::InPlace::WasmArkworks)
        .expect("listed") as u32;
    let mut store = kernel.store;
    let refs: [&[u8]; 5] = [&args[0], &args[1], &args[2], &args[3], &args[4]];

    // Cumulative times: each step with everything before it.
    let mut totals = Vec::new();
    for (index, &step) in Step::ALL.iter().enumerate() {
        let native = || verify_until::<Plain>(step, refs);
        let host = || verify_until::<BandersnatchSha512Ell2<Host>>(step, refs);
        assert_eq!(native(), Ok(()), "{step:?}");
        assert_eq!(host(), Ok(()), "{step:?} with the Host hooks");
        let step_index = index as u32;
        let wasm =
            |store: &mut wasmtime::Store<()>| step_fn.call(store, (step_index, table, count));
        let shaped = |store: &mut wasmtime::Store<()>| {
            hooked_fn.call(store, (wasm_arkworks, step_index, table, count))
        };
        assert_eq!(wasm(&mut store).ok(), Some(0), "{step:?} in the kernel");
        assert_eq!(
            shaped(&mut store).ok(),
            Some(0),
            "{step:?} in the kernel, WasmArkworks"
        );
        totals.push((
            step,
            median_ms(CALLS, || {
                black_box(native().is_ok());
            }),
            median_ms(CALLS, || {
                black_box(wasm(&mut store).is_ok());
            }),
            median_ms(CALLS, || {
                black_box(host().is_ok());
            }),
            median_ms(CALLS, || {
                black_box(shaped(&mut store).is_ok());
            }),
        ));
    }

    println!("medians of 7 runs in ms; each step alone (difference of the cumulative times)");
    println!(
        "{:<14} {:>10} {:>10} {:>8} {:>12} {:>14} {:>8}",
        "step", "native", "wasm", "ratio", "host hooks", "wasm shaped", "ratio"
    );
    let mut before = (0.0, 0.0, 0.0, 0.0);
    for &(step, native, wasm, host, shaped) in &totals {
        let (n, w, h, s) = (
            native - before.0,
            wasm - before.1,
            host - before.2,
            shaped - before.3,
        );
        // The last step adds the ring proof's verification to everything before it.
        let name = match step {
            Step::Verify => "RingProof".to_string(),
            _ => format!("{step:?}"),
        };
        println!(
            "{name:<14} {n:>10.2} {w:>10.2} {:>8.1} {h:>12.2} {s:>14.2} {:>8.1}",
            w / n,
            s / n
        );
        before = (native, wasm, host, shaped);
    }
    let &(_, native, wasm, host, shaped) = totals.last().expect("steps");
    println!(
        "{:<14} {native:>10.2} {wasm:>10.2} {:>8.1} {host:>12.2} {shaped:>14.2} {:>8.1}",
        "total",
        wasm / native,
        shaped / native
    );
}
