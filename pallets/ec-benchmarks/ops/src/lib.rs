//! The elliptic-curve operations the benchmarks compare, in one place so that every column of
//! the comparison runs the same code on the same bytes: the benchmarking pallet (in the runtime,
//! with plain arkworks, host hooks, decode-only hooks or upstream's hooks), the native benches
//! and the Wasm kernel run outside Substrate.
//!
//! - [`ops`]: each operation, generic over arkworks types, from encoded inputs (decoded with
//!   full validation) to a result.
//! - [`fields`]: chains of field multiplications and squarings, arkworks' fields against
//!   ark-substrate's `WasmFp`.
//! - [`fixtures`]: deterministic inputs.
//! - [`backends`]: the host's own code step by step (reading, subgroup checks, MSM), to measure
//!   it in Wasm.
//! - [`curve_table!`]: the curves and their types in every variant, from the curve registry.
//! - [`Op`], [`Run`], [`Inputs`]: an operation picked at run time, dispatched to a curve's types
//!   through [`GroupOp`] / [`PairingOp`]; [`plain`] does that by curve name for plain arkworks.
//! - [`generic`]: the generic-arithmetic experiment, P-256 ECDSA and a BLS12-381 G1 MSM through
//!   each interface of the `modular_*` host functions.
//! - `ring_vrf` (feature `vrf`): ring-VRF verification from encoded arguments, over any of
//!   ark-vrf's Bandersnatch suites, with its committed fixture.

#![cfg_attr(not(feature = "std"), no_std)]
#![deny(missing_docs)]

extern crate alloc;

pub mod backends;
pub mod bls_signature;
pub mod fields;
pub mod fixtures;
pub mod generic;
pub mod groth16_prepared;
pub mod ops;
pub mod plain;
#[cfg(feature = "vrf")]
pub mod ring_vrf;

pub use ops::{AsBatch, EachPoint, MsmPath, OpError, PairingPath, Validation};

use alloc::vec::Vec;
use ark_ec::{CurveGroup, VariableBaseMSM};
use ark_substrate::{Groth16Verify, PairingCheck};
use core::hint::black_box;

/// Calls `$callback!` with the table of curves, generated from the curve registry
/// (`ec_host_primitives::curves!`):
/// `Name name [plain arkworks type] [ark-substrate module and type] [upstream: type]`, for each
/// group (projective type) and each pairing engine, in the registry's order (the pallet's enums
/// take their SCALE indices from it). `Name` and `name` are the registry's curve name with the
/// group's (`Bls12_381G1`, `bls12_381_g1`); the ark-substrate types are given by module and
/// name, so that callers can pick their hooks (`ark_substrate::<module>::hooked::<Type><H>`);
/// `upstream` is the matching type of polkadot-sdk's `sp-crypto-ec-utils`, where it has one.
/// Paths are resolved where the callback expands, so a caller needs only the crates of the
/// columns it uses.
#[macro_export]
macro_rules! curve_table {
    ($callback:ident) => {
        $crate::__private::ec_host_primitives::curves! { [$crate::__curve_table_rows], $callback }
    };
}

/// Turns the registry's rows into [`curve_table!`]'s.
#[doc(hidden)]
#[macro_export]
macro_rules! __curve_table_rows {
    (
        $callback:ident
        $({
            curve: $name:ident, crate: $ark:ident,
            pairing: [$(
                engine: $engine:ident, pairs: $pairs:literal, backend: $pbackend:tt,
                upstream: [$($pmodule:ident::$pup:ident)?], $($pmore:tt)*
            )?],
            groups: [$({
                group: $g:ident, alias: $alias:ident, form: $form:ident, config: [$($config:tt)*],
                limits: $limits:tt, backend: $backend:tt, upstream: [$($module:ident::$up:ident)?],
                $($gmore:tt)*
            })*],
            variant: $Name:ident, $($more:tt)*
        })*
    ) => { $crate::__private::paste::paste! { $callback! {
        groups { $($(
            [<$Name $g:camel>] [<$Name:snake _ $g>]
            [$crate::__private::ProjectiveOf<$crate::__private::ec_host_primitives::$form<$ark::$($config)*>>]
            [$name [<$alias Projective>]] [$(upstream: sp_crypto_ec_utils::$module::$up)?],
        )*)* }
        pairings { $($(
            $Name [<$Name:snake>] [$ark::$engine] [$name $engine] [$(upstream: sp_crypto_ec_utils::$pmodule::$pup)?],
        )?)* }
    } } };
}

/// What [`curve_table!`] expands to needs at its call site.
#[doc(hidden)]
pub mod __private {
    pub use ec_host_primitives;
    pub use paste;

    /// The projective type of an affine point type.
    pub type ProjectiveOf<A> = <A as ark_ec::AffineRepr>::Group;
}

/// An operation generic over a curve group and how it reads (and validates) points.
pub trait GroupOp {
    /// The operation's result.
    type Output;
    /// Runs the operation with the projective type `G`, reading points with `V`.
    fn run<G: CurveGroup + VariableBaseMSM, V: Validation<G::Affine> + MsmPath<G>>(
        self,
    ) -> Self::Output;
}

/// An operation generic over a pairing engine and how it reads (and validates) points.
pub trait PairingOp {
    /// The operation's result.
    type Output;
    /// Runs the operation with the engine `E`, reading points with `V`.
    fn run<
        E: PairingCheck + Groth16Verify,
        V: Validation<E::G1Affine> + Validation<E::G2Affine> + PairingPath<E>,
    >(
        self,
    ) -> Self::Output;
}

/// The operations, with the number of encoded arguments each takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    /// [`ops::groth16_verify`]: verifying key, proof, public inputs (`n` of them).
    Groth16Verify,
    /// [`ops::pairing`]: G1 list, G2 list (`n` pairs).
    Pairing,
    /// [`ops::pairing_check`]: G1 list, G2 list (`n` pairs).
    PairingCheck,
    /// [`ops::msm`]: bases, scalars (`n` of each).
    Msm,
    /// [`ops::mul_projective`]: base, scalar.
    MulProjective,
    /// [`ops::mul_affine`]: base, scalar.
    MulAffine,
}

impl Op {
    /// Every operation.
    pub const ALL: [Op; 6] = [
        Op::Groth16Verify,
        Op::Pairing,
        Op::PairingCheck,
        Op::Msm,
        Op::MulProjective,
        Op::MulAffine,
    ];

    /// The operation's name, as in the pallet's calls and benchmarks.
    pub fn name(self) -> &'static str {
        match self {
            Op::Groth16Verify => "groth16_verify",
            Op::Pairing => "pairing",
            Op::PairingCheck => "pairing_check",
            Op::Msm => "msm",
            Op::MulProjective => "mul_projective",
            Op::MulAffine => "mul_affine",
        }
    }

    /// Whether the operation takes a pairing engine (otherwise a group).
    pub fn on_pairing(self) -> bool {
        matches!(self, Op::Groth16Verify | Op::Pairing | Op::PairingCheck)
    }
}

/// Runs an operation on its encoded arguments; `Err(LengthMismatch)` for a wrong argument
/// count, an operation of the other kind (group/pairing) gives `Err(InvalidEncoding)`.
#[derive(Clone, Copy, Debug)]
pub struct Run<'a>(pub Op, pub &'a [&'a [u8]]);

/// A group operation's result from its encoded arguments, as the projective point it computes.
fn group_result<G, V>(op: Op, args: &[&[u8]]) -> Result<G, OpError>
where
    G: CurveGroup + VariableBaseMSM,
    V: Validation<G::Affine> + MsmPath<G>,
{
    let [a, b] = args else {
        return Err(OpError::LengthMismatch);
    };
    match op {
        Op::Msm => ops::msm::<G, V>(a, b),
        Op::MulProjective => ops::mul_projective::<G, V>(a, b),
        Op::MulAffine => ops::mul_affine::<G, V>(a, b),
        Op::Groth16Verify | Op::Pairing | Op::PairingCheck => Err(OpError::InvalidEncoding),
    }
}

impl GroupOp for Run<'_> {
    type Output = Result<(), OpError>;
    fn run<G: CurveGroup + VariableBaseMSM, V: Validation<G::Affine> + MsmPath<G>>(
        self,
    ) -> Self::Output {
        // The result is dropped unconverted (the measured work), unseen by the optimizer.
        group_result::<G, V>(self.0, self.1).map(|point| {
            black_box(point);
        })
    }
}

impl PairingOp for Run<'_> {
    type Output = Result<(), OpError>;
    fn run<
        E: PairingCheck + Groth16Verify,
        V: Validation<E::G1Affine> + Validation<E::G2Affine> + PairingPath<E>,
    >(
        self,
    ) -> Self::Output {
        match (self.0, self.1) {
            (Op::Groth16Verify, [vk, proof, inputs]) => {
                ops::groth16_verify::<E, V>(vk, proof, inputs)
            }
            (Op::Pairing, [g1, g2]) => ops::pairing::<E, V>(g1, g2).map(|f| {
                let _ = black_box(f);
            }),
            (Op::PairingCheck, [g1, g2]) => ops::pairing_check::<E, V>(g1, g2),
            (Op::Groth16Verify | Op::Pairing | Op::PairingCheck, _) => Err(OpError::LengthMismatch),
            _ => Err(OpError::InvalidEncoding),
        }
    }
}

/// Runs an operation on its encoded arguments, as [`Run`], and returns its result: the point
/// (affine, uncompressed) of a group operation, the target-field element of a pairing, no
/// bytes for a check that holds (Groth16, pairing check). For tests that compare results.
#[derive(Clone, Copy, Debug)]
pub struct Compute<'a>(pub Op, pub &'a [&'a [u8]]);

impl GroupOp for Compute<'_> {
    type Output = Result<Vec<u8>, OpError>;
    fn run<G: CurveGroup + VariableBaseMSM, V: Validation<G::Affine> + MsmPath<G>>(
        self,
    ) -> Self::Output {
        group_result::<G, V>(self.0, self.1).map(|point| fixtures::encode(&point.into_affine()))
    }
}

impl PairingOp for Compute<'_> {
    type Output = Result<Vec<u8>, OpError>;
    fn run<
        E: PairingCheck + Groth16Verify,
        V: Validation<E::G1Affine> + Validation<E::G2Affine> + PairingPath<E>,
    >(
        self,
    ) -> Self::Output {
        match (self.0, self.1) {
            (Op::Pairing, [g1, g2]) => ops::pairing::<E, V>(g1, g2).map(|f| fixtures::encode(&f.0)),
            _ => PairingOp::run::<E, V>(Run(self.0, self.1)).map(|()| Vec::new()),
        }
    }
}

/// The deterministic inputs of an operation of size `n` (see [`fixtures`]), encoded; built
/// with the plain arkworks types (all variants share the encoding).
#[derive(Clone, Copy, Debug)]
pub struct Inputs(pub Op, pub u32);

impl GroupOp for Inputs {
    type Output = Vec<Vec<u8>>;
    fn run<G: CurveGroup + VariableBaseMSM, V>(self) -> Self::Output {
        let (a, b) = match self.0 {
            Op::Msm => fixtures::msm::<G>(self.1),
            _ => fixtures::mul::<G>(),
        };
        alloc::vec![a, b]
    }
}

impl PairingOp for Inputs {
    type Output = Vec<Vec<u8>>;
    fn run<E: PairingCheck + Groth16Verify, V>(self) -> Self::Output {
        match self.0 {
            Op::Groth16Verify => {
                let (vk, proof, inputs) = fixtures::groth16::<E>(self.1);
                alloc::vec![vk, proof, inputs]
            }
            _ => {
                let (g1, g2) = fixtures::cancelling_pairs::<E>(self.1);
                alloc::vec![g1, g2]
            }
        }
    }
}
