//! The elliptic-curve operations the benchmarks compare, in one place so that every column of
//! the comparison runs the same code on the same bytes: the benchmarking pallet (in the runtime,
//! with plain arkworks, host hooks, decode-only hooks or upstream's hooks), the native benches
//! and the Wasm kernel run outside Substrate.
//!
//! - [`ops`]: each operation, generic over arkworks types, from encoded inputs (decoded with
//!   full validation) to a result.
//! - [`fixtures`]: deterministic inputs.
//! - [`curve_table!`]: the curves and their types in every variant, listed once.
//! - [`Op`], [`Run`], [`Inputs`]: an operation picked at run time, dispatched to a curve's types
//!   through [`GroupOp`] / [`PairingOp`]; [`plain`] does that by curve name for plain arkworks.

#![cfg_attr(not(feature = "std"), no_std)]
#![deny(missing_docs)]

extern crate alloc;

pub mod fixtures;
pub mod ops;
pub mod plain;

pub use ops::{AsBatch, EachPoint, MsmPath, OpError, PairingPath, Validation};

use alloc::vec::Vec;
use ark_ec::{CurveGroup, VariableBaseMSM};
use ark_substrate::{Groth16Verify, PairingCheck};

/// Calls `$callback!` with the table of curves, the one place where they are listed:
/// `Name name plain_arkworks_type [ark-substrate module and type] [upstream: type]`, for each
/// group (projective type) and each pairing engine. The ark-substrate types are given by module
/// and name, so that callers can pick their hooks (`ark_substrate::<module>::hooked::<Type><H>`);
/// `upstream` is the matching type of polkadot-sdk's `sp-crypto-ec-utils`, where it has one.
/// Paths are resolved where the callback expands, so a caller needs only the crates of the
/// columns it uses.
#[macro_export]
macro_rules! curve_table {
    ($callback:ident) => {
        $callback! {
            groups {
                Bls12_381G1 bls12_381_g1 [ark_bls12_381::G1Projective] [bls12_381 G1Projective] [upstream: sp_crypto_ec_utils::bls12_381::G1Projective],
                Bls12_381G2 bls12_381_g2 [ark_bls12_381::G2Projective] [bls12_381 G2Projective] [upstream: sp_crypto_ec_utils::bls12_381::G2Projective],
                Bls12_377G1 bls12_377_g1 [ark_bls12_377::G1Projective] [bls12_377 G1Projective] [upstream: sp_crypto_ec_utils::bls12_377::G1Projective],
                Bls12_377G2 bls12_377_g2 [ark_bls12_377::G2Projective] [bls12_377 G2Projective] [upstream: sp_crypto_ec_utils::bls12_377::G2Projective],
                Bw6_761G1 bw6_761_g1 [ark_bw6_761::G1Projective] [bw6_761 G1Projective] [upstream: sp_crypto_ec_utils::bw6_761::G1Projective],
                Bw6_761G2 bw6_761_g2 [ark_bw6_761::G2Projective] [bw6_761 G2Projective] [upstream: sp_crypto_ec_utils::bw6_761::G2Projective],
                Bn254G1 bn254_g1 [ark_bn254::G1Projective] [bn254 G1Projective] [],
                Bn254G2 bn254_g2 [ark_bn254::G2Projective] [bn254 G2Projective] [],
                EdOnBls12_381Te ed_on_bls12_381_te [ark_ed_on_bls12_381::EdwardsProjective] [ed_on_bls12_381 EdwardsProjective] [],
                BandersnatchTe bandersnatch_te [ark_ed_on_bls12_381_bandersnatch::EdwardsProjective] [ed_on_bls12_381_bandersnatch EdwardsProjective] [upstream: sp_crypto_ec_utils::ed_on_bls12_381_bandersnatch::EdwardsProjective],
                BandersnatchSw bandersnatch_sw [ark_ed_on_bls12_381_bandersnatch::SWProjective] [ed_on_bls12_381_bandersnatch SWProjective] [upstream: sp_crypto_ec_utils::ed_on_bls12_381_bandersnatch::SWProjective],
                EdOnBls12_377Te ed_on_bls12_377_te [ark_ed_on_bls12_377::EdwardsProjective] [ed_on_bls12_377 EdwardsProjective] [upstream: sp_crypto_ec_utils::ed_on_bls12_377::EdwardsProjective],
                PallasSw pallas_sw [ark_pallas::Projective] [pallas SWProjective] [upstream: sp_crypto_ec_utils::pallas::Projective],
                VestaSw vesta_sw [ark_vesta::Projective] [vesta SWProjective] [upstream: sp_crypto_ec_utils::vesta::Projective],
            }
            pairings {
                Bls12_381 bls12_381 [ark_bls12_381::Bls12_381] [bls12_381 Bls12_381] [upstream: sp_crypto_ec_utils::bls12_381::Bls12_381],
                Bls12_377 bls12_377 [ark_bls12_377::Bls12_377] [bls12_377 Bls12_377] [upstream: sp_crypto_ec_utils::bls12_377::Bls12_377],
                Bw6_761 bw6_761 [ark_bw6_761::BW6_761] [bw6_761 BW6_761] [upstream: sp_crypto_ec_utils::bw6_761::BW6_761],
                Bn254 bn254 [ark_bn254::Bn254] [bn254 Bn254] [],
            }
        }
    };
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

impl GroupOp for Run<'_> {
    type Output = Result<(), OpError>;
    fn run<G: CurveGroup + VariableBaseMSM, V: Validation<G::Affine> + MsmPath<G>>(
        self,
    ) -> Self::Output {
        let [a, b] = self.1 else {
            return Err(OpError::LengthMismatch);
        };
        match self.0 {
            Op::Msm => ops::msm::<G, V>(a, b),
            Op::MulProjective => ops::mul_projective::<G, V>(a, b),
            Op::MulAffine => ops::mul_affine::<G, V>(a, b),
            Op::Groth16Verify | Op::Pairing | Op::PairingCheck => Err(OpError::InvalidEncoding),
        }
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
            (Op::Pairing, [g1, g2]) => ops::pairing::<E, V>(g1, g2),
            (Op::PairingCheck, [g1, g2]) => ops::pairing_check::<E, V>(g1, g2),
            (Op::Groth16Verify | Op::Pairing | Op::PairingCheck, _) => Err(OpError::LengthMismatch),
            _ => Err(OpError::InvalidEncoding),
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
