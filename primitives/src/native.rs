//! What the host functions compute: plain arkworks behind byte-slice signatures.
//!
//! Nothing here depends on Substrate, so these functions can be called, tested, benchmarked
//! and fuzzed directly. Each host function in [`crate::elliptic_curves`] is a one-line call
//! into this module. All functions return an [`Error`] on bad input and never panic.

use crate::{
    encoding::{self, Point},
    Error, MAX_MSM_LEN, MAX_PAIRS,
};
use ark_ec::{
    pairing::{MillerLoopOutput, Pairing},
    CurveGroup, VariableBaseMSM,
};
use ark_ff::{One, Zero};

/// Checks that every point of a list is on the curve and in the prime-order subgroup.
pub fn validate<A: Point>(points: &[u8]) -> Result<(), Error> {
    encoding::read_points::<A>(points, MAX_MSM_LEN, true).map(drop)
}

/// Multi-scalar multiplication `Σ scalars[i]·bases[i]`, written as an affine point.
///
/// Bases are checked to be on the curve (not in the subgroup: see [`validate`]).
pub fn msm<A: Point>(bases: &[u8], scalars: &[u8], out: &mut [u8]) -> Result<(), Error>
where
    A::Group: VariableBaseMSM,
{
    let n = encoding::count(bases, encoding::size_of::<A>(), MAX_MSM_LEN)?;
    if encoding::count(scalars, encoding::size_of::<A::ScalarField>(), MAX_MSM_LEN)? != n {
        return Err(Error::LengthMismatch);
    }
    let bases = encoding::read_points::<A>(bases, MAX_MSM_LEN, false)?;
    let scalars = encoding::read_list::<A::ScalarField>(scalars, MAX_MSM_LEN)?;
    let result = A::Group::msm(&bases, &scalars).map_err(|_| Error::LengthMismatch)?;
    encoding::write_exact(&result.into_affine(), out)
}

/// `scalar · base` for a base in raw projective coordinates, written as an affine point.
pub fn mul_projective<A: Point>(base: &[u8], scalar: &[u8], out: &mut [u8]) -> Result<(), Error> {
    let scalar = encoding::read_scalar(scalar)?;
    let base = A::read_projective(base)?;
    encoding::write_exact(&A::mul_projective(&base, &scalar).into_affine(), out)
}

/// `scalar · base` for an affine base, written as an affine point.
pub fn mul_affine<A: Point>(base: &[u8], scalar: &[u8], out: &mut [u8]) -> Result<(), Error> {
    let scalar = encoding::read_scalar(scalar)?;
    let base = encoding::read_point::<A>(base, false)?;
    encoding::write_exact(&base.mul_affine(&scalar).into_affine(), out)
}

/// Reads the G1 and G2 lists of a pairing call: same length, at most [`MAX_PAIRS`].
#[allow(clippy::type_complexity)]
fn read_pairs<E: Pairing>(
    g1: &[u8],
    g2: &[u8],
    subgroup: bool,
) -> Result<(alloc::vec::Vec<E::G1Affine>, alloc::vec::Vec<E::G2Affine>), Error>
where
    E::G1Affine: Point,
    E::G2Affine: Point,
{
    let n = encoding::count(g1, encoding::size_of::<E::G1Affine>(), MAX_PAIRS)?;
    if encoding::count(g2, encoding::size_of::<E::G2Affine>(), MAX_PAIRS)? != n {
        return Err(Error::LengthMismatch);
    }
    Ok((
        encoding::read_points(g1, MAX_PAIRS, subgroup)?,
        encoding::read_points(g2, MAX_PAIRS, subgroup)?,
    ))
}

/// Product of the Miller loops of the pairs `(g1[i], g2[i])`, written as a target-field element.
///
/// Points are checked to be on the curve, not in the subgroup. The G2 line coefficients are
/// prepared here, natively.
pub fn multi_miller_loop<E: Pairing>(g1: &[u8], g2: &[u8], out: &mut [u8]) -> Result<(), Error>
where
    E::G1Affine: Point,
    E::G2Affine: Point,
{
    let (g1, g2) = read_pairs::<E>(g1, g2, false)?;
    encoding::write_exact(&E::multi_miller_loop(g1, g2).0, out)
}

/// `E::final_exponentiation`, with zero rejected first: arkworks' BW6 model panics on it.
fn checked_final_exponentiation<E: Pairing>(f: E::TargetField) -> Result<E::TargetField, Error> {
    if f.is_zero() {
        return Err(Error::NotInvertible);
    }
    E::final_exponentiation(MillerLoopOutput(f))
        .map(|output| output.0)
        .ok_or(Error::NotInvertible)
}

/// Final exponentiation of a Miller-loop output.
pub fn final_exponentiation<E: Pairing>(f: &[u8], out: &mut [u8]) -> Result<(), Error> {
    let result = checked_final_exponentiation::<E>(encoding::read(f)?)?;
    encoding::write_exact(&result, out)
}

/// Whether `Π e(g1[i], g2[i]) = 1`, written as one byte (`1` true, `0` false).
///
/// Every point is checked to be on the curve and in the prime-order subgroup. No pairs is true.
pub fn pairing_check<E: Pairing>(g1: &[u8], g2: &[u8], out: &mut [u8]) -> Result<(), Error>
where
    E::G1Affine: Point,
    E::G2Affine: Point,
{
    let (g1, g2) = read_pairs::<E>(g1, g2, true)?;
    let [flag] = out else {
        return Err(Error::OutputLength);
    };
    let holds =
        checked_final_exponentiation::<E>(E::multi_miller_loop(g1, g2).0).is_ok_and(|f| f.is_one());
    *flag = u8::from(holds);
    Ok(())
}
