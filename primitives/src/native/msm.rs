//! `msm_*`: multi-scalar multiplication, computed by the group's [`GroupBackend`].

use super::{
    backend::GroupBackend,
    decode::{read_msm, write_point},
};
use crate::error::Error;

/// Multi-scalar multiplication `Σ scalars[i]·bases[i]` under the group law of the whole curve,
/// written as an affine point.
///
/// Bases are checked to be on the curve (not in the subgroup: see [`validate`](super::validate)).
pub fn msm<A: GroupBackend>(bases: &[u8], scalars: &[u8], out: &mut [u8]) -> Result<(), Error> {
    let (bases, scalars) = read_msm::<A>(bases, scalars)?;
    write_point::<A>(&A::msm(&bases, &scalars), out)
}
