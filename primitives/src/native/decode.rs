//! Reading the host functions' arguments and writing their results: lengths and limits first,
//! then points (on the curve, in the subgroup where asked) and scalars, every one canonical.

use super::backend::GroupBackend;
use crate::{encoding, error::Error, limits::PairingLimits};
use alloc::vec::Vec;

/// Reads one point, checked to be on the curve, and in the prime-order subgroup if `subgroup`.
pub fn read_point<A: GroupBackend>(bytes: &[u8], subgroup: bool) -> Result<A, Error> {
    let point = encoding::read_point::<A>(bytes)?;
    if subgroup && !point.in_subgroup() {
        return Err(Error::NotInSubgroup);
    }
    Ok(point)
}

/// Which points of a list [`read_points`] checks for the prime-order subgroup.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Subgroup {
    /// None: the points are only checked to be on the curve.
    Unchecked,
    /// Every point, one by one (ABI version 2).
    EachPoint,
    /// Every point, long lists at once by random subset sums
    /// ([`batch_subgroup`](super::batch_subgroup); `validate_*` of ABI version 3).
    Batch,
}

/// Reads a list of at most `max` points, each on the curve and checked for the subgroup as
/// `subgroup` says, with the same error as reading them one by one as by [`read_point`]: a point
/// outside the subgroup before the first one that fails to decode is `NotInSubgroup`.
pub fn read_points<A: GroupBackend>(
    bytes: &[u8],
    max: usize,
    subgroup: Subgroup,
) -> Result<Vec<A>, Error> {
    encoding::read_points_with::<A>(bytes, max, |points| match subgroup {
        Subgroup::Unchecked => true,
        Subgroup::EachPoint => points.iter().all(GroupBackend::in_subgroup),
        Subgroup::Batch => super::backend::all_in_subgroup(points, bytes),
    })
}

/// The bases and scalars of an MSM: same count, at most [`crate::limits::GroupLimits::MSM_LIMIT`], bases on
/// the curve.
#[allow(clippy::type_complexity)]
pub fn read_msm<A: GroupBackend>(
    bases: &[u8],
    scalars: &[u8],
) -> Result<(Vec<A>, Vec<A::ScalarField>), Error> {
    let n = encoding::count(bases, encoding::size_of::<A>(), A::MSM_LIMIT)?;
    if encoding::count(scalars, encoding::size_of::<A::ScalarField>(), A::MSM_LIMIT)? != n {
        return Err(Error::LengthMismatch);
    }
    Ok((
        read_points::<A>(bases, A::MSM_LIMIT, Subgroup::Unchecked)?,
        encoding::read_list::<A::ScalarField>(scalars, A::MSM_LIMIT)?,
    ))
}

/// Reads the G1 and G2 lists of a pairing call: same length, at most
/// [`PairingLimits::PAIRS_LIMIT`].
#[allow(clippy::type_complexity)]
pub fn read_pairs<E: PairingLimits>(
    g1: &[u8],
    g2: &[u8],
    subgroup: bool,
) -> Result<(Vec<E::G1Affine>, Vec<E::G2Affine>), Error>
where
    E::G1Affine: GroupBackend,
    E::G2Affine: GroupBackend,
{
    let n = encoding::count(g1, encoding::size_of::<E::G1Affine>(), E::PAIRS_LIMIT)?;
    if encoding::count(g2, encoding::size_of::<E::G2Affine>(), E::PAIRS_LIMIT)? != n {
        return Err(Error::LengthMismatch);
    }
    let subgroup = if subgroup {
        Subgroup::EachPoint
    } else {
        Subgroup::Unchecked
    };
    Ok((
        read_points(g1, E::PAIRS_LIMIT, subgroup)?,
        read_points(g2, E::PAIRS_LIMIT, subgroup)?,
    ))
}

/// Writes a result point in affine form, or [`Error::NoAffineResult`] if it has none.
pub(crate) fn write_point<A: GroupBackend>(point: &A::Group, out: &mut [u8]) -> Result<(), Error> {
    let point = A::checked_affine(point).ok_or(Error::NoAffineResult)?;
    encoding::write_exact(&point, out)
}

/// The one-byte output of a boolean result (`1` true, `0` false).
pub fn flag(out: &mut [u8]) -> Result<&mut u8, Error> {
    match out {
        [flag] => Ok(flag),
        _ => Err(Error::OutputLength),
    }
}
