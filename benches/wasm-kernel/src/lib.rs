//! Plain arkworks as a bare Wasm module, for the benchmarks' `wasm` column: the operations of
//! `ec-bench-ops` (the same code the pallet runs) without Substrate's executor, allocator or host
//! functions. Build it with
//! `CARGO_TARGET_WASM32V1_NONE_RUSTFLAGS="--cfg substrate_runtime" cargo build --release -p
//! ec-wasm-kernel --target wasm32v1-none --no-default-features` (as `scripts/bench.sh` does).
//!
//! The host writes each argument into memory from [`alloc`] and calls [`run`] (or
//! [`run_hooked`], ark-substrate's types under its in-place hooks, or [`backend`],
//! the host's own code step by step, or [`ring_vrf`] and [`ring_vrf_hooked`], ring-VRF
//! verification step by step); the module has no imports.

#![cfg_attr(not(feature = "std"), no_std)]
#![deny(missing_docs)]

extern crate alloc;

use alloc::vec::Vec;
use ec_bench_ops::{backends::Step, plain, Op, Run};

#[cfg(all(target_arch = "wasm32", not(feature = "std")))]
#[global_allocator]
static ALLOCATOR: dlmalloc::GlobalDlmalloc = dlmalloc::GlobalDlmalloc;

#[cfg(all(target_arch = "wasm32", not(feature = "std")))]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    core::arch::wasm32::unreachable()
}

/// Reserves `len` bytes for an argument and returns their address (never freed: the host
/// instantiates the module afresh for each case).
#[no_mangle]
pub extern "C" fn alloc(len: u32) -> *mut u8 {
    let mut buffer = Vec::<u8>::with_capacity(len as usize);
    let pointer = buffer.as_mut_ptr();
    core::mem::forget(buffer);
    pointer
}

/// Runs operation `op` (its index in [`Op::ALL`]) on the curve or group whose name is at
/// `name`/`name_len`, over `count` arguments whose `(address, length)` pairs are at `args`.
/// Returns 0 on success, 1 if the operation failed, 2 for an unknown operation or curve.
///
/// # Safety
/// Every address and length must describe memory the host wrote through [`alloc`].
#[no_mangle]
pub unsafe extern "C" fn run(
    op: u32,
    name: *const u8,
    name_len: u32,
    args: *const u32,
    count: u32,
) -> u32 {
    // SAFETY: as above.
    unsafe {
        dispatch(op, name, name_len, args, count, |op, name, run| {
            plain::any(op.on_pairing(), name, run)
        })
    }
}

/// Reads [`run`]'s arguments and hands the operation, the curve's name and the arguments to
/// `then`; its answer as [`run`]'s code.
///
/// # Safety
/// As for [`run`].
unsafe fn dispatch(
    op: u32,
    name: *const u8,
    name_len: u32,
    args: *const u32,
    count: u32,
    then: impl FnOnce(Op, &str, Run) -> Option<Result<(), ec_bench_ops::OpError>>,
) -> u32 {
    let Some(&op) = Op::ALL.get(op as usize) else {
        return 2;
    };
    // SAFETY: the host wrote these ranges (see [`run`]).
    let (name, arguments) = unsafe {
        (
            core::slice::from_raw_parts(name, name_len as usize),
            arguments(args, count),
        )
    };
    let Ok(name) = core::str::from_utf8(name) else {
        return 2;
    };
    match then(op, name, Run(op, &arguments)) {
        Some(Ok(())) => 0,
        Some(Err(_)) => 1,
        None => 2,
    }
}

/// [`run`] with ark-substrate's types under the in-place hooks `hooks` (its index in
/// `plain::InPlace::ALL`: `Arkworks`, `WasmArkworks`), reading lists as the pallet does; 2 also
/// for unknown hooks.
///
/// # Safety
/// As for [`run`].
#[no_mangle]
pub unsafe extern "C" fn run_hooked(
    hooks: u32,
    op: u32,
    name: *const u8,
    name_len: u32,
    args: *const u32,
    count: u32,
) -> u32 {
    let Some(&hooks) = plain::InPlace::ALL.get(hooks as usize) else {
        return 2;
    };
    // SAFETY: as for `run`.
    unsafe {
        dispatch(op, name, name_len, args, count, |op, name, run| {
            plain::any_hooked(hooks, op.on_pairing(), name, run)
        })
    }
}

/// The `count` arguments whose `(address, length)` pairs are at `args`.
///
/// # Safety
/// As for [`run`].
unsafe fn arguments<'a>(args: *const u32, count: u32) -> Vec<&'a [u8]> {
    // SAFETY: the host wrote these ranges (see [`run`]).
    let pairs = unsafe { core::slice::from_raw_parts(args, 2 * count as usize) };
    pairs
        .chunks(2)
        // SAFETY: as above.
        .map(|pair| unsafe { core::slice::from_raw_parts(pair[0] as *const u8, pair[1] as usize) })
        .collect()
}

/// Runs ring-VRF verification with ark-vrf's own suite (`ec_bench_ops::ring_vrf`) up to step
/// `step` (its index in `ring_vrf::Step::ALL`; the last is the whole verification) over the
/// `count` arguments at `args`, as [`run`] takes them. Returns 0 on success, 1 if it failed, 2
/// for an unknown step or another argument count.
///
/// # Safety
/// As for [`run`].
#[no_mangle]
pub unsafe extern "C" fn ring_vrf(step: u32, args: *const u32, count: u32) -> u32 {
    use ec_bench_ops::ring_vrf::{verify_until, Plain, Step};
    let Some(&step) = Step::ALL.get(step as usize) else {
        return 2;
    };
    // SAFETY: as for `run`.
    let Ok(arguments) = <[&[u8]; 5]>::try_from(unsafe { arguments(args, count) }) else {
        return 2;
    };
    match verify_until::<Plain>(step, arguments) {
        Ok(()) => 0,
        Err(_) => 1,
    }
}

/// [`ring_vrf`] with ark-substrate's suite (`ark_substrate::vrf::BandersnatchSha512Ell2`) over
/// the in-place hooks `hooks` (its index in `plain::InPlace::ALL`: `Arkworks`, `WasmArkworks`):
/// what a runtime in the Polkadot profile runs. Returns as [`ring_vrf`]; 2 also for unknown
/// hooks.
///
/// # Safety
/// As for [`run`].
#[no_mangle]
pub unsafe extern "C" fn ring_vrf_hooked(
    hooks: u32,
    step: u32,
    args: *const u32,
    count: u32,
) -> u32 {
    use ark_substrate::{vrf::BandersnatchSha512Ell2, Arkworks, WasmArkworks};
    use ec_bench_ops::ring_vrf::{verify_until, Step};
    let Some((hooks, step)) = hooks_and_step(hooks, step, &Step::ALL) else {
        return 2;
    };
    // SAFETY: as for `run`.
    let Ok(arguments) = <[&[u8]; 5]>::try_from(unsafe { arguments(args, count) }) else {
        return 2;
    };
    let result = match hooks {
        plain::InPlace::Arkworks => {
            verify_until::<BandersnatchSha512Ell2<Arkworks>>(step, arguments)
        }
        plain::InPlace::WasmArkworks => {
            verify_until::<BandersnatchSha512Ell2<WasmArkworks>>(step, arguments)
        }
    };
    match result {
        Ok(()) => 0,
        Err(_) => 1,
    }
}

/// Runs BLS signature operation `op` (its index in `ec_bench_ops::bls_signature::Op::ALL`) with
/// the in-place hooks `hooks` (its index in `plain::InPlace::ALL`) on the fixture's arguments
/// (`ec_bench_ops::bls_signature::fixture`) at `args`. Returns 0 if it succeeded, 1 if not, 2 for an
/// unknown operation or hooks or another argument count.
///
/// # Safety
/// As for [`run`].
#[no_mangle]
pub unsafe extern "C" fn bls_signature(hooks: u32, op: u32, args: *const u32, count: u32) -> u32 {
    use ark_substrate::{Arkworks, WasmArkworks};
    use ec_bench_ops::bls_signature::Op;
    let Some((hooks, op)) = hooks_and_step(hooks, op, &Op::ALL) else {
        return 2;
    };
    // SAFETY: as for `run`.
    let Ok(arguments) =
        <[&[u8]; ec_bench_ops::bls_signature::ARGS]>::try_from(unsafe { arguments(args, count) })
    else {
        return 2;
    };
    let ok = match hooks {
        plain::InPlace::Arkworks => op.run::<Arkworks>(arguments),
        plain::InPlace::WasmArkworks => op.run::<WasmArkworks>(arguments),
    };
    u32::from(!ok)
}

/// Runs step `step` (its index in [`Step::ALL`]) of `ec_bench_ops::backends`, the host's own
/// code, on the group whose name is at `name`/`name_len`, over the raw bases and scalars at
/// `bases`/`bases_len` and `scalars`/`scalars_len`. Returns 0 on success, 1 if the input did not
/// read, 2 for an unknown step or group.
///
/// # Safety
/// Every address and length must describe memory the host wrote through [`alloc`].
#[no_mangle]
pub unsafe extern "C" fn backend(
    step: u32,
    name: *const u8,
    name_len: u32,
    bases: *const u8,
    bases_len: u32,
    scalars: *const u8,
    scalars_len: u32,
) -> u32 {
    let Some(&step) = Step::ALL.get(step as usize) else {
        return 2;
    };
    // SAFETY: the host wrote these ranges (see above).
    let (name, bases, scalars) = unsafe {
        (
            core::slice::from_raw_parts(name, name_len as usize),
            core::slice::from_raw_parts(bases, bases_len as usize),
            core::slice::from_raw_parts(scalars, scalars_len as usize),
        )
    };
    let Ok(name) = core::str::from_utf8(name) else {
        return 2;
    };
    match plain::backend_step(name, step, bases, scalars) {
        Some(Ok(())) => 0,
        Some(Err(_)) => 1,
        None => 2,
    }
}

/// Runs `iterations` of field operation `op` (its index in `FieldOp::ALL`) with backend
/// `backend` (its index in `FieldBackend::ALL`) in the field whose name is at `name`/`name_len`
/// (`ec_bench_ops::fields::FIELDS`). Returns the low 64 bits of the result, the same for both
/// backends, or `u64::MAX` for an unknown field, operation or backend.
///
/// # Safety
/// `name`/`name_len` must describe memory the host wrote through [`alloc`].
#[no_mangle]
pub unsafe extern "C" fn field(
    name: *const u8,
    name_len: u32,
    op: u32,
    backend: u32,
    iterations: u32,
) -> u64 {
    use ec_bench_ops::fields::{chain_in, FieldBackend, FieldOp};
    // SAFETY: the host wrote this range (see above).
    let name = unsafe { core::slice::from_raw_parts(name, name_len as usize) };
    let (Ok(name), Some(&op), Some(&backend)) = (
        core::str::from_utf8(name),
        FieldOp::ALL.get(op as usize),
        FieldBackend::ALL.get(backend as usize),
    ) else {
        return u64::MAX;
    };
    chain_in(name, op, backend, iterations).unwrap_or(u64::MAX)
}

/// Runs the production verifier's call (`ec_bench_ops::groth16_prepared`) up to step `step`
/// (its index in `groth16_prepared::Step::ALL`) with ark-substrate's engine of the curve whose
/// name is at `name`/`name_len` under the in-place hooks `hooks` (its index in
/// `plain::InPlace::ALL`), over the 3 arguments (key, proofs, inputs) at `args`. Returns 0 if
/// the step ran (and, for the last, the proof verified), 1 if not, 2 for an unknown step,
/// hooks or curve or another argument count.
///
/// # Safety
/// As for [`run`].
#[no_mangle]
pub unsafe extern "C" fn groth16_prepared(
    hooks: u32,
    step: u32,
    name: *const u8,
    name_len: u32,
    args: *const u32,
    count: u32,
) -> u32 {
    use ec_bench_ops::groth16_prepared::Step;
    let Some((hooks, step)) = hooks_and_step(hooks, step, &Step::ALL) else {
        return 2;
    };
    // SAFETY: as for `run`.
    let (name, arguments) = unsafe {
        (
            core::slice::from_raw_parts(name, name_len as usize),
            arguments(args, count),
        )
    };
    let (Ok(name), Ok(arguments)) = (
        core::str::from_utf8(name),
        <[&[u8]; 3]>::try_from(arguments),
    ) else {
        return 2;
    };
    match plain::hooked_groth16_prepared(hooks, name, step, arguments) {
        Some(Ok(true)) => 0,
        Some(_) => 1,
        None => 2,
    }
}

/// Computes arkworks' line coefficients (`G2Prepared`) of the G2 point at `point`/`len`
/// (uncompressed, arkworks' encoding) `times` times, on the twin engine over `WasmFp` on which
/// `WasmArkworks` runs the Miller loop of the curve whose name is at `name`/`name_len` (`bn254`
/// or `bw6_761`: the curves whose loop is arkworks' own there; the BLS12 curves' loop on the
/// tower in limbs computes its lines inline). What lines stored with a key would save a call
/// per G2 point of the key. Returns 0 if it ran, 1 if the point does not read, 2 for another
/// curve.
///
/// # Safety
/// As for [`run`].
#[no_mangle]
pub unsafe extern "C" fn g2_lines(
    name: *const u8,
    name_len: u32,
    point: *const u8,
    len: u32,
    times: u32,
) -> u32 {
    use ark_substrate::WasmArkworks;
    // SAFETY: as for `run`.
    let (name, point) = unsafe {
        (
            core::slice::from_raw_parts(name, name_len as usize),
            core::slice::from_raw_parts(point, len as usize),
        )
    };
    let ran = match name {
        b"bn254" => lines(
            core::marker::PhantomData::<ark_substrate::bn254::hooked::Bn254<WasmArkworks>>,
            point,
            times,
        ),
        b"bw6_761" => lines(
            core::marker::PhantomData::<ark_substrate::bw6_761::hooked::BW6_761<WasmArkworks>>,
            point,
            times,
        ),
        _ => return 2,
    };
    match ran {
        Some(()) => 0,
        None => 1,
    }
}

/// [`g2_lines`] for the engine `E` (named through its model, whose hooks do not matter here).
fn lines<E, H>(
    _: core::marker::PhantomData<ark_substrate::PairingModel<E, H>>,
    point: &[u8],
    times: u32,
) -> Option<()>
where
    E: ark_substrate::shaped::WasmShapedEngine,
{
    use ark_ec::pairing::Pairing;
    use ark_serialize::CanonicalDeserialize;
    let point =
        ark_ec::short_weierstrass::Affine::<E::G2Config>::deserialize_uncompressed_unchecked(point)
            .ok()?;
    let twin = E::g2_to_wasm(&point);
    for _ in 0..times {
        core::hint::black_box(<E::Wasm as Pairing>::G2Prepared::from(
            core::hint::black_box(twin),
        ));
    }
    Some(())
}

/// The in-place hooks of index `hooks` (in `plain::InPlace::ALL`) and the step of index `step`
/// in `steps`; `None` if either index is out of range.
fn hooks_and_step<S: Copy>(hooks: u32, step: u32, steps: &[S]) -> Option<(plain::InPlace, S)> {
    Some((
        *plain::InPlace::ALL.get(hooks as usize)?,
        *steps.get(step as usize)?,
    ))
}
