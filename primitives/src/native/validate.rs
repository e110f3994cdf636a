//! `validate_*`: subgroup checks of a list of points.

use super::{read_points, GroupBackend};
use crate::Error;

/// Checks that every point of a list is on the curve and in the prime-order subgroup.
pub fn validate<A: GroupBackend>(points: &[u8]) -> Result<(), Error> {
    read_points::<A>(points, A::VALIDATE_LIMIT, true).map(drop)
}
