//! A twisted Edwards group made exact through its points at infinity, with the curve's short
//! Weierstrass form.
//!
//! Bandersnatch's twisted Edwards form is incomplete (`d/a` is a square): besides its affine
//! points, its group has points at infinity, which extended coordinates cannot hold, and an
//! addition or doubling whose result or operands meet them is exceptional: arkworks' formulas
//! then give `Z = 0`, and what follows is no longer the group law. So MSMs and multiplications
//! run in Edwards coordinates while every intermediate point has `Z ≠ 0` (always, for bases in
//! the subgroup); at the first exceptional operation they start again in the short Weierstrass
//! form of the same curve, whose Jacobian formulas in arkworks are complete, mapping only the
//! inputs and the result. A result at infinity on the Edwards form comes back with `Z = 0` (no
//! affine form).
//!
//! The maps go through the Montgomery form `B·v² = u³ + A·u² + u` of the config
//! ([`MontCurveConfig`]): Edwards `(x, y)` ↔ Montgomery `(u, v) = ((1 + y)/(1 − y), u/x)`, and
//! Montgomery ↔ Weierstrass `(u/B + A/(3B), v/B)`. They need the three forms to be one config
//! whose Weierstrass coefficients are those of the Montgomery ones, as arkworks'
//! `BandersnatchConfig` is (tested).

use super::{backend::GroupBackend, exact};
use alloc::vec::Vec;
use ark_ec::{
    short_weierstrass::{self as sw, SWCurveConfig},
    twisted_edwards::{self as te, MontCurveConfig, TECurveConfig},
    AffineRepr, CurveGroup,
};
use ark_ff::{batch_inversion, Field, One, Zero};

/// A curve config with a twisted Edwards, a Montgomery and a short Weierstrass form of one curve.
pub trait ThreeForms: TECurveConfig + MontCurveConfig + SWCurveConfig {}
impl<C: TECurveConfig + MontCurveConfig + SWCurveConfig> ThreeForms for C {}

/// `(1/B, A/(3B))` of the Montgomery form.
fn constants<C: ThreeForms>() -> (C::BaseField, C::BaseField) {
    let (a, b) = (
        <C as MontCurveConfig>::COEFF_A,
        <C as MontCurveConfig>::COEFF_B,
    );
    // `B ≠ 0` for every Montgomery curve; `unwrap_or_default` keeps this panic-free anyway.
    let b_inv = b.inverse().unwrap_or_default();
    let three = C::BaseField::from(3u8);
    (b_inv, a * b_inv * three.inverse().unwrap_or_default())
}

/// The Weierstrass image of Montgomery `(u, v)`, given [`constants`].
fn from_montgomery<C: ThreeForms>(
    (b_inv, a_over_3b): (C::BaseField, C::BaseField),
    u: C::BaseField,
    v: C::BaseField,
) -> sw::Affine<C> {
    sw::Affine::new_unchecked(u * b_inv + a_over_3b, v * b_inv)
}

/// The Weierstrass images of affine Edwards points (one field inversion for the whole list).
pub fn to_weierstrass<C: ThreeForms>(points: &[te::Affine<C>]) -> Vec<sw::Affine<C>> {
    // `1 − y` and `x` of every point, inverted together; on the curve `x = 0` only at `y = ±1`,
    // the two points handled apart below (zeros stay zero in `batch_inversion`).
    let mut inverses: Vec<C::BaseField> = points
        .iter()
        .flat_map(|p| [C::BaseField::one() - p.y, p.x])
        .collect();
    batch_inversion(&mut inverses);
    // Two inversions: once for the list, not per point.
    let constants = constants::<C>();
    points
        .iter()
        .zip(inverses.chunks_exact(2))
        .map(|(p, inv)| {
            if p.is_zero() {
                // The identity `(0, 1)`.
                sw::Affine::identity()
            } else if p.x.is_zero() {
                // `(0, −1)`, of order two: Montgomery `(0, 0)`.
                from_montgomery::<C>(constants, C::BaseField::zero(), C::BaseField::zero())
            } else {
                let u = (C::BaseField::one() + p.y) * inv[0];
                from_montgomery::<C>(constants, u, u * inv[1])
            }
        })
        .collect()
}

/// The Edwards point of a Weierstrass one, in extended coordinates; `Z = 0` (all coordinates
/// zero) for a point at infinity of the Edwards form.
pub fn to_edwards<C: ThreeForms>(point: &sw::Projective<C>) -> te::Projective<C> {
    let point = point.into_affine();
    if point.is_zero() {
        return te::Projective::zero();
    }
    let (a, b) = (
        <C as MontCurveConfig>::COEFF_A,
        <C as MontCurveConfig>::COEFF_B,
    );
    let three = C::BaseField::from(3u8);
    let u = b * point.x - a * three.inverse().unwrap_or_default();
    let v = b * point.y;
    let one = C::BaseField::one();
    let zero = C::BaseField::zero();
    let at_infinity = te::Projective::new_unchecked(zero, zero, zero, zero);
    if v.is_zero() {
        // `(0, 0)` is the Edwards `(0, −1)`; the other points of order two are at infinity.
        return if u.is_zero() {
            te::Affine::new_unchecked(zero, -one).into_group()
        } else {
            at_infinity
        };
    }
    match ((u + one).inverse(), v.inverse()) {
        (Some(u_plus_one_inv), Some(v_inv)) => {
            te::Affine::new_unchecked(u * v_inv, (u - one) * u_plus_one_inv).into_group()
        }
        // `u = −1`: at infinity on the Edwards form.
        _ => at_infinity,
    }
}

/// Whether an Edwards operation's result is exact: arkworks' unified addition and doubling
/// (Hisil–Wong–Carter–Dawson, extended coordinates) compute `Z₃ = F·G`, whose factors are the
/// denominators `1 ∓ d·x₁x₂y₁y₂` (doubling: `a·x² + y²` and `2 − a·x² − y²`) of the affine law;
/// for inputs with `Z ≠ 0`, `Z₃ ≠ 0` exactly when the operation is not exceptional.
fn exact_so_far<C: ThreeForms>(point: &te::Projective<C>) -> bool {
    !point.z.is_zero()
}

/// [`GroupBackend::batch_in_subgroup`] in the short Weierstrass form: the Edwards form's
/// additions are incomplete, and the map to the Weierstrass form is an isomorphism of the
/// groups, so the points are in the subgroup exactly when their images are.
pub fn batch_in_subgroup<C: ThreeForms>(points: &[te::Affine<C>], masks: &[u64]) -> bool
where
    sw::Affine<C>: GroupBackend,
{
    <sw::Affine<C> as GroupBackend>::batch_in_subgroup(&to_weierstrass(points), masks)
}

/// `Σ scalars[i]·bases[i]` under the group law of the whole curve; the identity if the lists'
/// lengths differ. Edwards arithmetic ([`exact::msm_while`]) while no addition or doubling is
/// exceptional (always, for bases in the subgroup), the short Weierstrass form otherwise.
pub fn msm<C: ThreeForms>(bases: &[te::Affine<C>], scalars: &[C::ScalarField]) -> te::Projective<C>
where
    sw::Affine<C>: GroupBackend<ScalarField = C::ScalarField, Group = sw::Projective<C>>,
{
    exact::msm_while(bases, scalars, exact_so_far).unwrap_or_else(|| {
        to_edwards(&<sw::Affine<C> as GroupBackend>::msm(
            &to_weierstrass(bases),
            scalars,
        ))
    })
}

/// `scalar · base` for a little-endian integer scalar of any length, as [`msm`].
pub fn mul<C: ThreeForms>(base: &te::Projective<C>, scalar: &[u64]) -> te::Projective<C>
where
    sw::Affine<C>: GroupBackend<ScalarField = C::ScalarField, Group = sw::Projective<C>>,
{
    exact::mul_while(base, scalar, exact_so_far).unwrap_or_else(|| {
        let base = to_weierstrass(&[base.into_affine()])
            .first()
            .copied()
            .unwrap_or_default();
        to_edwards(&<sw::Affine<C> as GroupBackend>::scalar_mul(
            &base.into_group(),
            scalar,
        ))
    })
}
