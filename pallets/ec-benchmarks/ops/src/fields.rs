//! Chains of field multiplications and squarings, in arkworks' Montgomery fields and in
//! ark-substrate's [`WasmFp`](ark_substrate::fields::WasmFp) (the same fields, multiplied with
//! 29-bit limbs), for every base and scalar field of the curve registry and P-256's: the
//! field benchmark (`wasm_fields` example), natively and in the bare Wasm kernel.

use ark_ec::pairing::Pairing;
use ark_ff::Field;
use ark_substrate::{
    fields::WasmShaped,
    shaped::{Twin, WasmShapedEngine},
    PairingCurve,
};
use core::hint::black_box;

/// A field operation, chained: each result is the next operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldOp {
    /// `x ← x·y`.
    Mul,
    /// `x ← x²`.
    Square,
}

impl FieldOp {
    /// Every operation, in the kernel's numbering.
    pub const ALL: [FieldOp; 2] = [FieldOp::Mul, FieldOp::Square];

    /// Its name in the benchmark's table.
    pub fn name(self) -> &'static str {
        match self {
            FieldOp::Mul => "mul",
            FieldOp::Square => "square",
        }
    }
}

/// Which implementation of the field runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldBackend {
    /// arkworks' `Fp<MontBackend<…>>`: 64-bit limbs, 128-bit products.
    Arkworks,
    /// ark-substrate's `WasmFp`: 29-bit limbs, 64-bit products.
    Wasm,
}

impl FieldBackend {
    /// Both, in the kernel's numbering.
    pub const ALL: [FieldBackend; 2] = [FieldBackend::Arkworks, FieldBackend::Wasm];
}

/// Runs `iterations` of `op` from a fixed start in `F` (`Arkworks`) or `F::Wasm`; returns the
/// low 64 bits of the final element's integer, equal for both backends.
fn chain<F: WasmShaped>(op: FieldOp, backend: FieldBackend, iterations: u32) -> u64 {
    let x = F::from_le_bytes_mod_order(&[0x5a; 128]);
    let y = F::from_le_bytes_mod_order(&[0xc3; 128]);
    let result = match backend {
        FieldBackend::Arkworks => run(op, x, y, iterations),
        FieldBackend::Wasm => F::from_wasm(run(op, x.to_wasm(), y.to_wasm(), iterations)),
    };
    result.into_bigint().as_ref()[0]
}

/// [`chain`] in an extension field `F` of arkworks (a tower of a pairing curve) against its twin
/// `T` over `WasmFp` (`ark_substrate::shaped`): the low 64 bits of the result's encoding.
fn chain_twin<F: Field + Twin<T>, T: Field + Twin<F>>(
    op: FieldOp,
    backend: FieldBackend,
    iterations: u32,
) -> u64 {
    let element = |seed: u64| {
        F::from_base_prime_field_elems(
            (0..F::extension_degree()).map(|i| F::BasePrimeField::from(seed * (i + 3))),
        )
        .unwrap_or_default()
    };
    let (x, y) = (element(0x5a5a_5a5a_5a5a), element(0xc3c3_c3c3_c3c3));
    let result = match backend {
        FieldBackend::Arkworks => run(op, x, y, iterations),
        FieldBackend::Wasm => run(op, x.twin(), y.twin(), iterations).twin(),
    };
    let mut bytes = alloc::vec::Vec::new();
    // Writing into a `Vec` cannot fail; `u64::MAX` is `chain_in`'s "no answer" all the same.
    if result.serialize_uncompressed(&mut bytes).is_err() {
        return u64::MAX;
    }
    let mut low = [0u8; 8];
    low.copy_from_slice(bytes.get(..8).unwrap_or(&[0xff; 8]));
    u64::from_le_bytes(low)
}

fn run<F: Field>(op: FieldOp, mut x: F, y: F, iterations: u32) -> F {
    let y = black_box(y);
    for _ in 0..iterations {
        match op {
            FieldOp::Mul => x *= y,
            FieldOp::Square => {
                x.square_in_place();
            }
        }
    }
    black_box(x)
}

/// The base field of a pairing engine's G2.
type G2Base<E> = <<E as PairingCurve>::G2Config as ark_ec::CurveConfig>::BaseField;

/// Declares the field list and the dispatch from the registry's curves.
macro_rules! field_dispatch {
    ($(
        {
            curve: $name:ident, crate: $ark:ident,
            pairing: [$(engine: $engine:ident, $($pmore:tt)*)?],
            $($more:tt)*
        }
    )*) => { paste::paste! {
        /// The fields: each registry curve's base (`_fq`) and scalar (`_fr`) field, then
        /// P-256's, then each pairing curve's G2 base field (`_g2`: `Fp2`, BW6's `Fp`) and
        /// target field (`_gt`: `Fp12`, BW6's `Fp6`).
        pub const FIELDS: &[&str] = &[
            $(stringify!([<$name _fq>]), stringify!([<$name _fr>]),)*
            "p256_fq", "p256_fr",
            $($(
                // `$engine` only marks the pairing curves.
                { let _ = stringify!($engine); stringify!([<$name _g2>]) },
                stringify!([<$name _gt>]),
            )?)*
        ];

        /// Runs `iterations` of `op` in the field `name` with `backend` ([`FIELDS`]); the low
        /// 64 bits of the result, the same for both backends. `None` for an unknown name.
        pub fn chain_in(name: &str, op: FieldOp, backend: FieldBackend, iterations: u32) -> Option<u64> {
            Some(match name {
                $(
                    stringify!([<$name _fq>]) => chain::<$ark::Fq>(op, backend, iterations),
                    stringify!([<$name _fr>]) => chain::<$ark::Fr>(op, backend, iterations),
                )*
                "p256_fq" => chain::<ark_secp256r1::Fq>(op, backend, iterations),
                "p256_fr" => chain::<ark_secp256r1::Fr>(op, backend, iterations),
                $($(
                    stringify!([<$name _g2>]) => chain_twin::<G2Base<$ark::$engine>, G2Base<<$ark::$engine as WasmShapedEngine>::Wasm>>(op, backend, iterations),
                    stringify!([<$name _gt>]) => chain_twin::<<$ark::$engine as Pairing>::TargetField, <<$ark::$engine as WasmShapedEngine>::Wasm as Pairing>::TargetField>(op, backend, iterations),
                )?)*
                _ => return None,
            })
        }
    } };
}

ec_host_primitives::curves!(field_dispatch);
