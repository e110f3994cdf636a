//! Which code computes each group: [`GroupBackend`] and the macro that implements it from the
//! registry's `=> backend` markers.

use super::{
    batch_subgroup::{self, BATCH_FROM},
    exact,
};
use crate::{encoding::Point, limits::GroupLimits};
use alloc::vec::Vec;

/// How the host computes a group's subgroup checks, MSMs and scalar multiplications.
///
/// Every result is the group law's on the whole curve (see [`exact`]). By default: arkworks'
/// subgroup check and scalar multiplication, and [`exact::msm`]. BLS12-381's G1 and G2 on the
/// host (feature `std`) use blst, which is faster. The other short Weierstrass groups take their
/// MSMs from [`pippenger`](super::pippenger) ([`straus`](super::straus) below
/// [`pippenger::batched_from`](super::pippenger::batched_from) points); Pallas and Vesta (prime
/// order) their MSMs and scalar multiplications from [`glv`](super::glv); Bandersnatch's twisted
/// Edwards form both from [`sw_form`](super::sw_form) (exact through its points at infinity).
/// BN254's G2, BLS12-377's and BW6-761's G1 and G2 are checked for the subgroup by
/// [`subgroup`](super::subgroup)'s endomorphism equations, with arkworks' answers for every point
/// on the curve.
pub trait GroupBackend: Point + GroupLimits {
    /// Whether [`GroupBackend::scalar_mul`] is exact only in the prime-order subgroup (it uses an
    /// endomorphism): bases outside it are then multiplied by [`exact::mul`].
    const MUL_NEEDS_SUBGROUP: bool = false;

    /// Whether a point on the curve is in the prime-order subgroup.
    fn in_subgroup(&self) -> bool {
        self.is_in_subgroup()
    }

    /// Whether every point of a list (each on the curve) is in the prime-order subgroup, by
    /// [`batch_subgroup`]'s 64 subset sums for these masks. The default
    /// adds with the group's own formulas, which must then be exact for any points on the
    /// curve, in the subgroup or not: true of short Weierstrass Jacobian coordinates and of
    /// complete twisted Edwards curves (`d/a` not a square: JubJub and Ed-on-BLS12-377, tested),
    /// not of Bandersnatch's Edwards form, which [`sw_form`](super::sw_form) sums in the
    /// Weierstrass form instead.
    fn batch_in_subgroup(points: &[Self], masks: &[u64]) -> bool {
        sums_in_subgroup(points, masks)
    }

    /// For each chunk of `c` bits of the masks (`⌈64/c⌉` chunks), the sums of the points by
    /// their mask's value in that chunk: entry `chunk·2^c + value` (entries of value 0 stay
    /// zero). The buckets of [`batch_subgroup`]'s subset sums; exact for
    /// any points on the curve where [`GroupBackend::batch_in_subgroup`]'s default is.
    fn mask_buckets(points: &[Self], masks: &[u64], c: usize) -> Vec<Self::Group> {
        batch_subgroup::mask_buckets_projective(points, masks, c)
    }

    /// `Σ scalars[i]·bases[i]` for bases on the curve; the identity if the lists' lengths differ
    /// (the host functions check the lengths first).
    fn msm(bases: &[Self], scalars: &[Self::ScalarField]) -> Self::Group {
        exact::msm(bases, scalars)
    }

    /// `scalar · base` for a little-endian scalar of any length (see [`Point::mul_projective`]).
    fn scalar_mul(base: &Self::Group, scalar: &[u64]) -> Self::Group {
        Self::mul_projective(base, scalar)
    }

    /// `scalar · self` for an affine point (see [`Point::mul_affine`]).
    fn scalar_mul_affine(&self, scalar: &[u64]) -> Self::Group {
        self.mul_affine(scalar)
    }
}

/// Whether every point of `points` (each on the curve) is in the prime-order subgroup, with
/// soundness error at most 2⁻⁶⁴ for lists of [`BATCH_FROM`] points or more (see
/// [`batch_subgroup`]), exactly below that. `bytes` is the host function's argument (the points'
/// encoding, possibly followed by more that did not decode), from which the masks are derived.
pub fn all_in_subgroup<A: GroupBackend>(points: &[A], bytes: &[u8]) -> bool {
    if A::cofactor_is_one() {
        return true;
    }
    if points.len() < BATCH_FROM {
        return points.iter().all(GroupBackend::in_subgroup);
    }
    A::batch_in_subgroup(points, &batch_subgroup::masks(bytes, points.len()))
}

/// Whether the 64 subset sums `S_k = Σ_{bit k of masks[i]} points[i]` are all in the subgroup
/// (the default [`GroupBackend::batch_in_subgroup`]; the group's additions must be exact for any
/// points).
pub fn sums_in_subgroup<A: GroupBackend>(points: &[A], masks: &[u64]) -> bool {
    let c = batch_subgroup::chunk_bits(points.len());
    batch_subgroup::sums_of_buckets(&A::mask_buckets(points, masks, c), c)
        .iter()
        .all(GroupBackend::in_subgroup)
}

/// Implements [`GroupBackend`] for one host group: `group_backend!(T)` keeps arkworks,
/// `group_backend!(T, pippenger g1)` takes MSMs from [`pippenger`](super::pippenger) (short
/// Weierstrass groups), `group_backend!(T, pippenger g1 + check)` also its subgroup check from
/// the function `check` (one of [`subgroup`](super::subgroup)'s), and with `[glv_mul]` after it
/// declares that the curve's own scalar multiplication is GLV
/// ([`GroupBackend::MUL_NEEDS_SUBGROUP`]), `group_backend!(T, glv g1)` MSMs and scalar
/// multiplications from [`glv`](super::glv) (prime order), `group_backend!(T, sw_form te)` MSMs
/// and scalar multiplications from [`sw_form`](super::sw_form) (for an incomplete twisted Edwards
/// form; `+ check` as for `pippenger`), `group_backend!(T, edwards te)` only the subgroup check
/// from [`subgroup::edwards`](super::subgroup::edwards) (a complete twisted Edwards form),
/// `group_backend!(T, blst g1)` uses blst's module `g1` on the host. `lib.rs`'s table of host
/// functions invokes it for every group.
macro_rules! group_backend {
    ($affine:ty) => {
        impl $crate::native::GroupBackend for $affine {}
    };
    ($affine:ty, pippenger $group:ident $(+ $subgroup:path)? $([$glv_mul:ident])?) => {
        impl $crate::native::GroupBackend for $affine {
            $(
                // arkworks multiplies by GLV, exact only in the subgroup.
                const MUL_NEEDS_SUBGROUP: bool = stringify!($glv_mul).len() > 0;
            )?
            $(
                fn in_subgroup(&self) -> bool {
                    $subgroup(self)
                }
            )?

            fn msm(bases: &[Self], scalars: &[Self::ScalarField]) -> Self::Group {
                $crate::native::pippenger::msm(bases, scalars)
            }

            fn mask_buckets(points: &[Self], masks: &[u64], c: usize) -> alloc::vec::Vec<Self::Group> {
                $crate::native::batch_subgroup::mask_buckets_affine(points, masks, c)
            }
        }
    };
    ($affine:ty, blst $group:ident) => {
        impl $crate::native::GroupBackend for $affine {
            // GLV and GLS, in blst on the host and in arkworks (G1) without `std`.
            const MUL_NEEDS_SUBGROUP: bool = true;

            fn mask_buckets(points: &[Self], masks: &[u64], c: usize) -> alloc::vec::Vec<Self::Group> {
                $crate::native::batch_subgroup::mask_buckets_affine(points, masks, c)
            }

            #[cfg(feature = "std")]
            fn in_subgroup(&self) -> bool {
                $crate::native::blst::$group::in_subgroup(self)
            }

            #[cfg(feature = "std")]
            fn msm(bases: &[Self], scalars: &[Self::ScalarField]) -> Self::Group {
                $crate::native::blst::$group::msm(bases, scalars)
            }

            #[cfg(feature = "std")]
            fn scalar_mul(base: &Self::Group, scalar: &[u64]) -> Self::Group {
                $crate::native::blst::$group::mul(base, scalar)
            }

            #[cfg(feature = "std")]
            fn scalar_mul_affine(&self, scalar: &[u64]) -> Self::Group {
                let base = ark_ec::AffineRepr::into_group(*self);
                $crate::native::blst::$group::mul(&base, scalar)
            }
        }
    };
    // `edwards`: a complete twisted Edwards group, arkworks' MSMs and multiplications, the
    // subgroup checked by `subgroup::edwards`.
    ($affine:ty, edwards $group:ident) => {
        impl $crate::native::GroupBackend for $affine {
            fn in_subgroup(&self) -> bool {
                $crate::native::subgroup::edwards(self)
            }
        }
    };
    // `glv`, `sw_form`: a module with `msm` and `mul` for the group's MSMs and multiplications.
    ($affine:ty, $module:ident $group:ident $(+ $subgroup:path)?) => {
        impl $crate::native::GroupBackend for $affine {
            $(
                fn in_subgroup(&self) -> bool {
                    $subgroup(self)
                }
            )?

            fn batch_in_subgroup(points: &[Self], masks: &[u64]) -> bool {
                $crate::native::$module::batch_in_subgroup(points, masks)
            }

            fn msm(bases: &[Self], scalars: &[Self::ScalarField]) -> Self::Group {
                $crate::native::$module::msm(bases, scalars)
            }

            fn scalar_mul(base: &Self::Group, scalar: &[u64]) -> Self::Group {
                $crate::native::$module::mul(base, scalar)
            }

            fn scalar_mul_affine(&self, scalar: &[u64]) -> Self::Group {
                $crate::native::$module::mul(&ark_ec::AffineRepr::into_group(*self), scalar)
            }
        }
    };
}
pub(crate) use group_backend;
