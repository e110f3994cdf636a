//! `validate_*`: subgroup checks of a list of points.

use super::{
    backend::GroupBackend,
    decode::{read_points, Subgroup},
};
use crate::error::Error;

/// Checks that every point of a list is on the curve and in the prime-order subgroup, lists of
/// [`BATCH_FROM`](super::batch_subgroup::BATCH_FROM) points or more at once by random subset sums
/// ([`batch_subgroup`](super::batch_subgroup), soundness error at most 2⁻⁶⁴): version 3.
pub fn validate<A: GroupBackend>(points: &[u8]) -> Result<(), Error> {
    read_points::<A>(points, A::VALIDATE_LIMIT, Subgroup::Batch).map(drop)
}

/// [`validate`] checking every point by itself: version 2.
pub fn validate_each<A: GroupBackend>(points: &[u8]) -> Result<(), Error> {
    read_points::<A>(points, A::VALIDATE_LIMIT, Subgroup::EachPoint).map(drop)
}
