//! `mul_projective_*`, `mul_affine_*`: scalar multiplication by a scalar of any length, by the
//! group's [`GroupBackend`] where its result is exact for the base, by [`exact::mul`] otherwise.

use super::{
    backend::GroupBackend,
    decode::{read_point, write_point},
    exact,
};
use crate::{encoding, error::Error};
use ark_ec::CurveGroup;

/// Whether the backend's multiplication is exact for a base. It may use an endomorphism
/// (`φ(P) = λP`), which holds only in the prime-order subgroup: on curves with a cofactor, other
/// bases take plain double-and-add ([`exact::mul`]). `in_subgroup` runs only where that matters.
fn backend_mul_is_exact<A: GroupBackend>(in_subgroup: impl FnOnce() -> bool) -> bool {
    !A::MUL_NEEDS_SUBGROUP || A::cofactor_is_one() || in_subgroup()
}

/// `scalar · base` for a base in raw projective coordinates, written as an affine point.
pub fn mul_projective<A: GroupBackend>(
    base: &[u8],
    scalar: &[u8],
    out: &mut [u8],
) -> Result<(), Error> {
    let scalar = encoding::read_scalar(scalar)?;
    let base = A::read_projective(base)?;
    write_point::<A>(&group_mul::<A>(&base, &scalar), out)
}

/// `scalar · base` under the group law of the whole curve, as `mul_projective` computes it (for
/// runtime-side code that must compute the same).
pub fn group_mul<A: GroupBackend>(base: &A::Group, scalar: &[u64]) -> A::Group {
    if backend_mul_is_exact::<A>(|| base.into_affine().in_subgroup()) {
        A::scalar_mul(base, scalar)
    } else {
        exact::mul(base, scalar)
    }
}

/// `scalar · base` for an affine base, written as an affine point.
pub fn mul_affine<A: GroupBackend>(
    base: &[u8],
    scalar: &[u8],
    out: &mut [u8],
) -> Result<(), Error> {
    let scalar = encoding::read_scalar(scalar)?;
    let base = read_point::<A>(base, false)?;
    let result = if backend_mul_is_exact::<A>(|| base.in_subgroup()) {
        base.scalar_mul_affine(&scalar)
    } else {
        exact::mul(&base.into_group(), &scalar)
    };
    write_point::<A>(&result, out)
}
