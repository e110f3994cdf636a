//! The production verifier's call (`groth16_verify_prepared`'s body, what a runtime that
//! verifies in Wasm runs per proof) step by step (`ec_bench_ops::groth16_prepared::Step`), for
//! each pairing curve with one public input: natively with plain arkworks, and in the bare Wasm
//! kernel under wasmtime (compiled as Substrate's executor compiles runtimes) with ark-substrate's
//! engines under the `Arkworks` and `WasmArkworks` hooks (the `polkadot` profile's). Medians in
//! ms; every step from `Read` on includes `Read`. Then, for BN254 and BW6-761 (whose Miller loop
//! under `WasmArkworks` is arkworks' own on the twin engine, lines computed per pair), the time
//! to compute the line coefficients of the key's `γ` and `δ` (arkworks' `G2Prepared`): what a
//! key stored with its lines would save each call.
//!
//! ```sh
//! CARGO_TARGET_WASM32V1_NONE_RUSTFLAGS="--cfg substrate_runtime" cargo build --release \
//!     -p ec-wasm-kernel --target wasm32v1-none --no-default-features
//! EC_WASM_KERNEL=$CARGO_TARGET_DIR/wasm32v1-none/release/ec_wasm_kernel.wasm \
//!     cargo run --release -p ec-benches --example groth16_prepared_steps [curve]
//! ```

use ark_ec::pairing::Pairing;
use ark_serialize::CanonicalSerialize;
use ec_bench_ops::groth16_prepared::{fixture, run_until, Step};
use ec_bench_ops::plain::InPlace;
use ec_benches::median_ms;
use std::hint::black_box;

/// Timed calls per measurement (their median counts).
const CALLS: usize = 7;

#[path = "../benches/common/kernel.rs"]
mod kernel;

/// [`run_until`] for one engine.
type Runner = fn(Step, &[u8], &[u8], &[u8]) -> Result<bool, ec_host_primitives::Error>;

/// One curve: its name in the table, its arguments, and the plain engine's step runner.
struct Curve {
    name: &'static str,
    args: [Vec<u8>; 3],
    native: Runner,
    /// The key's `γ` and `δ`, uncompressed.
    gamma_delta: [Vec<u8>; 2],
    /// Computes arkworks' `G2Prepared` of an uncompressed G2 point natively.
    native_lines: fn(&[u8]),
}

fn curve<E: Pairing + ec_host_primitives::native::groth16::Groth16Arithmetic>(
    name: &'static str,
) -> Curve {
    let args = fixture::<E>(1);
    // The stored key: `α ‖ β ‖ e(α, β) ‖ γ ‖ δ ‖ γ_abc…`, uncompressed.
    let (g1, g2) = (
        E::G1Affine::default().uncompressed_size(),
        E::G2Affine::default().uncompressed_size(),
    );
    let gamma = g1 + g2 + E::TargetField::default().uncompressed_size();
    let gamma_delta = [
        args[0][gamma..gamma + g2].to_vec(),
        args[0][gamma + g2..gamma + 2 * g2].to_vec(),
    ];
    Curve {
        name,
        args,
        native: run_until::<E>,
        gamma_delta,
        native_lines: native_lines::<E>,
    }
}

fn native_lines<E: Pairing>(point: &[u8]) {
    use ark_serialize::CanonicalDeserialize;
    let point = E::G2Affine::deserialize_uncompressed_unchecked(point).expect("the key's point");
    black_box(E::G2Prepared::from(black_box(point)));
}

fn main() {
    let Ok(path) = std::env::var("EC_WASM_KERNEL") else {
        eprintln!("set EC_WASM_KERNEL to the kernel's .wasm (see this example's documentation)");
        std::process::exit(2);
    };
    let filter = std::env::args().nth(1).unwrap_or_default();
    let engine = kernel::engine();
    let module = kernel::module(&engine, &path);
    let curves = [
        curve::<ark_bn254::Bn254>("bn254"),
        curve::<ark_bls12_381::Bls12_381>("bls12_381"),
        curve::<ark_bls12_377::Bls12_377>("bls12_377"),
        curve::<ark_bw6_761::BW6_761>("bw6_761"),
    ];
    let mut registered = Vec::new();
    println!("| curve | step | native | Wasm `Arkworks` | Wasm `WasmArkworks` | ÷ native |");
    println!("|---|---|---:|---:|---:|---:|");
    for curve in curves.iter().filter(|c| c.name.contains(&filter)) {
        let mut kernel = kernel::Instantiated::new(&engine, &module);
        let (name, name_len) = kernel.put(curve.name.as_bytes());
        let (table, count) = kernel.put_args(&curve.args);
        let run = kernel.func::<(u32, u32, u32, u32, u32, u32), u32>("groth16_prepared");
        let mut store = kernel.store;
        let [key, proofs, inputs] = &curve.args;
        for (index, &step) in Step::ALL.iter().enumerate() {
            let native = || (curve.native)(step, key, proofs, inputs);
            assert_eq!(native(), Ok(true), "{} {step:?}", curve.name);
            let mut times = Vec::new();
            for (hooks_index, hooks) in InPlace::ALL.into_iter().enumerate() {
                let call = |store: &mut wasmtime::Store<()>| {
                    run.call(
                        store,
                        (
                            hooks_index as u32,
                            index as u32,
                            name,
                            name_len,
                            table,
                            count,
                        ),
                    )
                };
                assert_eq!(
                    call(&mut store).ok(),
                    Some(0),
                    "{} {step:?} in the kernel, {hooks:?}",
                    curve.name
                );
                times.push(median_ms(CALLS, || {
                    black_box(call(&mut store).is_ok());
                }));
            }
            let native = median_ms(CALLS, || {
                black_box(native().is_ok());
            });
            if step == Step::VerifyRegistered {
                registered.push((curve.name, native, times[1]));
            }
            println!(
                "| {} | {step:?} | {native:.3} | {:.3} | {:.3} | {:.2} |",
                curve.name,
                times[0],
                times[1],
                times[1] / native
            );
        }
    }
    lines(&engine, &module, &curves, &registered);
}

/// The lines of each curve's `γ` and `δ`, natively and in the kernel, against the pallet's call
/// on a stored key (`VerifyRegistered`, from the table above).
fn lines(
    engine: &wasmtime::Engine,
    module: &wasmtime::Module,
    curves: &[Curve],
    registered: &[(&str, f64, f64)],
) {
    println!();
    println!(
        "| curve | lines of `γ` and `δ`, native | in Wasm (`WasmArkworks`) | `VerifyRegistered` in Wasm | share | both without them, ÷ |"
    );
    println!("|---|---:|---:|---:|---:|---:|");
    for &(name, native_call, wasm_call) in registered {
        if !["bn254", "bw6_761"].contains(&name) {
            continue;
        }
        let curve = curves.iter().find(|c| c.name == name).expect("measured");
        let mut kernel = kernel::Instantiated::new(engine, module);
        let (name_at, name_len) = kernel.put(name.as_bytes());
        let points = curve.gamma_delta.clone().map(|point| kernel.put(&point));
        let run = kernel.func::<(u32, u32, u32, u32, u32), u32>("g2_lines");
        let mut store = kernel.store;
        let (mut wasm, mut native) = (0.0, 0.0);
        for (index, (at, len)) in points.into_iter().enumerate() {
            let call =
                |store: &mut wasmtime::Store<()>| run.call(store, (name_at, name_len, at, len, 1));
            assert_eq!(call(&mut store).ok(), Some(0), "{name} g2_lines");
            wasm += median_ms(CALLS, || {
                black_box(call(&mut store).is_ok());
            });
            native += median_ms(CALLS, || (curve.native_lines)(&curve.gamma_delta[index]));
        }
        println!(
            "| {name} | {native:.3} | {wasm:.3} | {wasm_call:.3} | {:.0} % | {:.2} |",
            100.0 * wasm / wasm_call,
            (wasm_call - wasm) / (native_call - native)
        );
    }
}
