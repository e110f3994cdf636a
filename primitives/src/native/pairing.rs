//! `multi_miller_loop_*`, `final_exponentiation_*`, `pairing_check_*`, and which library
//! computes each engine's pairings ([`PairingBackend`]).

use super::{
    backend::GroupBackend,
    decode::{flag, read_pairs},
};
use crate::{encoding, error::Error, limits::PairingLimits};
use ark_ec::{
    bls12::{Bls12, Bls12Config},
    bn::{Bn, BnConfig},
    bw6::{BW6Config, BW6},
    pairing::MillerLoopOutput,
};
use ark_ff::{One, Zero};

/// Most pairs one arkworks BW6 `multi_miller_loop` call may be given: arkworks 0.6's BW6 model
/// is wrong for more than four non-zero pairs (it processes pairs in chunks of four and starts
/// every chunk's second loop again from `f_u`, so the chunks' product is not the multi-Miller
/// loop). The host and ark-substrate's plain-arkworks hooks both split there.
pub const BW6_PAIRS_PER_LOOP: usize = 4;

/// How the host computes a pairing engine's Miller loop and final exponentiation.
///
/// The `multi_miller_loop` value is arkworks' on every curve, in pieces it gets right (see
/// [`BW6_PAIRS_PER_LOOP`]): it is an output, and the plain-Wasm path of the same type computes
/// arkworks' value too. Where only a final exponentiation's result leaves the host
/// (`pairing_check`, `groth16_verify`, `final_exponentiation`), BLS12-381 on the host (feature
/// `std`) uses blst, which is faster: its Miller-loop value differs from arkworks' by a factor
/// that final exponentiation removes.
pub trait PairingBackend: PairingLimits + PairsPerLoop {
    /// `Π f(g1[i], g2[i])` for lists of equal length of points on the curve, arkworks' value.
    fn product_of_miller_loops(g1: &[Self::G1Affine], g2: &[Self::G2Affine]) -> Self::TargetField {
        if g1.len() <= Self::PAIRS_PER_LOOP {
            return Self::multi_miller_loop(g1.iter().copied(), g2.iter().copied()).0;
        }
        g1.chunks(Self::PAIRS_PER_LOOP)
            .zip(g2.chunks(Self::PAIRS_PER_LOOP))
            .map(|(a, b)| Self::multi_miller_loop(a.iter().copied(), b.iter().copied()).0)
            .product()
    }

    /// `Π e(g1[i], g2[i])`, the final exponentiation of the Miller loops' product; `None` if that
    /// product is zero.
    fn product_of_pairings(
        g1: &[Self::G1Affine],
        g2: &[Self::G2Affine],
    ) -> Option<Self::TargetField> {
        Self::final_exponent(Self::product_of_miller_loops(g1, g2))
    }

    /// The final exponentiation of `f`; `None` if `f` is not invertible.
    fn final_exponent(f: Self::TargetField) -> Option<Self::TargetField> {
        // Zero is rejected first: arkworks' BW6 model panics on it.
        if f.is_zero() {
            return None;
        }
        Self::final_exponentiation(MillerLoopOutput(f)).map(|output| output.0)
    }

    /// `Σ scalars[i]·bases[i]` in G1 for bases of its prime-order subgroup, by the GLV
    /// endomorphism ([`glv::msm_in_subgroup`](super::glv::msm_in_subgroup), exact there), for
    /// Groth16's arithmetic, whose points are all checked before; `None` where the host takes
    /// G1's own MSM instead (blst on BLS12-381).
    fn g1_msm_in_subgroup(
        _bases: &[Self::G1Affine],
        _scalars: &[Self::ScalarField],
    ) -> Option<Self::G1> {
        None
    }

    /// `scalar·base` in G1 for a base of its prime-order subgroup, as
    /// [`PairingBackend::g1_msm_in_subgroup`].
    fn g1_mul_in_subgroup(_base: &Self::G1Affine, _scalar: &Self::ScalarField) -> Option<Self::G1> {
        None
    }
}

/// Most pairs one arkworks `multi_miller_loop` call of an engine family computes right, so the
/// host gives it no more (see [`BW6_PAIRS_PER_LOOP`]).
pub trait PairsPerLoop {
    /// Most pairs one arkworks `multi_miller_loop` call is given.
    const PAIRS_PER_LOOP: usize = usize::MAX;
}

impl<P: Bls12Config> PairsPerLoop for Bls12<P> {}
impl<P: BnConfig> PairsPerLoop for Bn<P> {}
impl<P: BW6Config> PairsPerLoop for BW6<P> {
    const PAIRS_PER_LOOP: usize = BW6_PAIRS_PER_LOOP;
}

/// Implements [`PairingBackend`] for one pairing engine of the registry: `pairing_backend!(E)`
/// keeps arkworks (G1's multiplications for Groth16 by the endomorphism), `pairing_backend!(E, blst)` (BLS12-381 only) takes the pairing products and
/// final exponentiations whose Miller-loop value does not leave the host from blst, on the host.
/// `lib.rs`'s table of host functions invokes it for every pairing curve.
macro_rules! pairing_backend {
    ($engine:ty) => {
        impl $crate::native::PairingBackend for $engine {
            fn g1_msm_in_subgroup(
                bases: &[Self::G1Affine],
                scalars: &[Self::ScalarField],
            ) -> Option<Self::G1> {
                Some($crate::native::glv::msm_in_subgroup(bases, scalars))
            }

            fn g1_mul_in_subgroup(
                base: &Self::G1Affine,
                scalar: &Self::ScalarField,
            ) -> Option<Self::G1> {
                Some($crate::native::glv::mul_in_subgroup(base, *scalar))
            }
        }
    };
    ($engine:ty, blst) => {
        impl $crate::native::PairingBackend for $engine {
            #[cfg(feature = "std")]
            fn product_of_pairings(
                g1: &[Self::G1Affine],
                g2: &[Self::G2Affine],
            ) -> Option<Self::TargetField> {
                $crate::native::blst::final_exponentiation(
                    &$crate::native::blst::multi_miller_loop(g1, g2),
                )
            }

            #[cfg(feature = "std")]
            fn final_exponent(f: Self::TargetField) -> Option<Self::TargetField> {
                $crate::native::blst::final_exponentiation(&f)
            }
        }
    };
}
pub(crate) use pairing_backend;

/// Product of the Miller loops of the pairs `(g1[i], g2[i])`, written as a target-field element.
///
/// Points are checked to be on the curve, not in the subgroup. The G2 line coefficients are
/// prepared here, natively.
pub fn multi_miller_loop<E: PairingBackend>(
    g1: &[u8],
    g2: &[u8],
    out: &mut [u8],
) -> Result<(), Error>
where
    E::G1Affine: GroupBackend,
    E::G2Affine: GroupBackend,
{
    let (g1, g2) = read_pairs::<E>(g1, g2, false)?;
    encoding::write_exact(&E::product_of_miller_loops(&g1, &g2), out)
}

/// Final exponentiation of a Miller-loop output.
pub fn final_exponentiation<E: PairingBackend>(f: &[u8], out: &mut [u8]) -> Result<(), Error> {
    let result = E::final_exponent(encoding::read(f)?).ok_or(Error::NotInvertible)?;
    encoding::write_exact(&result, out)
}

/// Whether `Π e(g1[i], g2[i]) = 1`, written as one byte (`1` true, `0` false).
///
/// Every point is checked to be on the curve and in the prime-order subgroup. No pairs is true.
pub fn pairing_check<E: PairingBackend>(g1: &[u8], g2: &[u8], out: &mut [u8]) -> Result<(), Error>
where
    E::G1Affine: GroupBackend,
    E::G2Affine: GroupBackend,
{
    let (g1, g2) = read_pairs::<E>(g1, g2, true)?;
    let flag = flag(out)?;
    let holds = E::product_of_pairings(&g1, &g2).is_some_and(|f| f.is_one());
    *flag = u8::from(holds);
    Ok(())
}
