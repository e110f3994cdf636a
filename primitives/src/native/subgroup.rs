//! Subgroup checks cheaper than arkworks' `[r]P = 0`: by endomorphisms, and by characters.
//!
//! arkworks checks a BLS12-377 or BW6-761 point by multiplying it by the group order `r` (253
//! or 377 bits) and a BN254 G2 point by `6x²` (127 bits). On these curves an endomorphism acts on the prime-order
//! subgroup as a polynomial in the curve's seed `x` (64 bits), and the papers below prove that
//! the resulting equation holds for no other point on the curve. Checking it costs one or two
//! multiplications by `x`:
//!
//! - BN curves, G2 (eprint 2022/348, §3 and §5.1): `Q ∈ G2` iff
//!   `[x+1]Q + ψ([x]Q) + ψ²([x]Q) = ψ³([2x]Q)`, with `ψ` the untwist-Frobenius-twist map.
//! - BLS12 curves, G1 (eprint 2021/1130, §6): `P ∈ G1` iff `φ(P) = [−x²]P`, with `φ(x, y) =
//!   (ωx, y)` for the cube root of unity `ω` whose eigenvalue on G1 is `−x²`.
//! - BLS12 curves with a D-type twist, G2 (eprint 2021/1130, §4; 2022/352, §4.2): `Q ∈ G2` iff
//!   `ψ(Q) = [x]Q`.
//! - Any group with arkworks' GLV constants (BW6-761's G1 and G2 here): `[a]P + [b]φ(P) = 0`
//!   for a short vector `(a, b)` of the GLV lattice, half as many doublings as `[r]P`; see
//!   [`glv`] for why no other point passes.
//!
//! The multiplications by `x` are plain double-and-add: a multiplication sped up by an
//! endomorphism (GLV) is correct only inside the subgroup, which is what is being decided.
//!
//! The twisted Edwards groups ([`edwards`]) have no such endomorphism equation here: Bandersnatch
//! (both forms) is checked by two quadratic characters ([`edwards_by_characters`],
//! [`weierstrass_by_characters`]), JubJub and Ed-on-BLS12-377 by `[r]P = 0` with wNAF.
//!
//! The tests compare every check with the definition, `[r]P = 0`, on points inside, outside and
//! partly outside the subgroup.

use ark_ec::{
    bls12::{Bls12Config, TwistType},
    bn::BnConfig,
    scalar_mul::{double_and_add, double_and_add_affine, glv::GLVConfig},
    short_weierstrass::{Affine, Projective, SWCurveConfig},
    twisted_edwards::{self as te, MontCurveConfig, TECurveConfig},
    AdditiveGroup, AffineRepr,
};
use ark_ff::{BigInteger, Field, Fp12Config, Fp2, Fp2Config, One, Zero};

/// `[x]P` for a seed of `limbs` (little-endian), negated if `negative`.
fn mul_by_seed<C: SWCurveConfig>(p: &Affine<C>, limbs: &[u64], negative: bool) -> Projective<C> {
    let product = double_and_add_affine(p, limbs);
    if negative {
        -product
    } else {
        product
    }
}

/// The untwist-Frobenius-twist endomorphism `(x, y, z) ↦ (x̄·cx, ȳ·cy, z̄)` on Jacobian
/// coordinates of a twist over `Fp2`, where `cx`, `cy` are the twist's Frobenius coefficients.
fn psi<C, F>(q: &Projective<C>, cx: &Fp2<F>, cy: &Fp2<F>) -> Projective<C>
where
    C: SWCurveConfig<BaseField = Fp2<F>>,
    F: Fp2Config,
{
    let mut image = *q;
    image.x.frobenius_map_in_place(1);
    image.y.frobenius_map_in_place(1);
    image.z.frobenius_map_in_place(1);
    image.x *= cx;
    image.y *= cy;
    image
}

/// Whether a point of a BN curve's G2 (on the curve) is in the prime-order subgroup.
pub fn bn_g2<P: BnConfig>(q: &Affine<P::G2Config>) -> bool {
    let psi =
        |point: &Projective<P::G2Config>| psi(point, &P::TWIST_MUL_BY_Q_X, &P::TWIST_MUL_BY_Q_Y);
    let xq = mul_by_seed(q, P::X, P::X_IS_NEGATIVE);
    let psi_xq = psi(&xq);
    let psi2_xq = psi(&psi_xq);
    let left = xq + q + psi_xq + psi2_xq;
    let right = psi(&psi2_xq).double();
    left == right
}

/// Whether a point of a BLS12 curve's G1 (on the curve) is in the prime-order subgroup.
///
/// Falls back to arkworks' check if the curve's `φ` has neither `−x²` nor `x² − 1` (the
/// eigenvalue of `φ²`) as its eigenvalue `λ`.
pub fn bls12_g1<P: Bls12Config>(p: &Affine<P::G1Config>) -> bool
where
    P::G1Config: GLVConfig,
{
    bls12_g1_with::<P>(p, |p| double_and_add(&double_and_add_affine(p, P::X), P::X))
}

/// [`bls12_g1`] with `[x²]P` computed by `x_squared_p`, which must follow the group law for every
/// point of the curve (double-and-add, on the host or in place; not a multiplication sped up by
/// the endomorphism, which is exact only in the subgroup).
pub fn bls12_g1_with<P: Bls12Config>(
    p: &Affine<P::G1Config>,
    x_squared_p: impl FnOnce(&Affine<P::G1Config>) -> Projective<P::G1Config>,
) -> bool
where
    P::G1Config: GLVConfig,
{
    type Fr<P> = <<P as Bls12Config>::G1Config as ark_ec::CurveConfig>::ScalarField;
    let x_squared = {
        let two_64 = Fr::<P>::from(u64::MAX) + Fr::<P>::one();
        let x = P::X.iter().rev().fold(Fr::<P>::ZERO, |acc, &limb| {
            acc * two_64 + Fr::<P>::from(limb)
        });
        x.square()
    };
    let lambda = <P::G1Config as GLVConfig>::LAMBDA;
    let phi = <P::G1Config as GLVConfig>::endomorphism_affine(p).into_group();
    if lambda == -x_squared {
        phi == -x_squared_p(p)
    } else if lambda == x_squared - Fr::<P>::one() {
        // φ² = −1 − φ has eigenvalue −x², so φ²(P) = [−x²]P reads φ(P) = [x² − 1]P.
        phi == x_squared_p(p) - p
    } else {
        p.is_in_correct_subgroup_assuming_on_curve()
    }
}

/// Whether a point of a BLS12 curve's G2 (on the curve) is in the prime-order subgroup.
///
/// Falls back to arkworks' check for an M-type twist (BLS12-381, which the host checks with
/// blst).
pub fn bls12_g2<P: Bls12Config>(q: &Affine<P::G2Config>) -> bool {
    if !matches!(P::TWIST_TYPE, TwistType::D) {
        return q.is_in_correct_subgroup_assuming_on_curve();
    }
    // ξ^((p−1)/6), where Fp12 = Fp2[w]/(w⁶ − ξ); ψ scales x by its square and y by its cube.
    let Some(&c) = <P::Fp12Config as Fp12Config>::FROBENIUS_COEFF_FP12_C1.get(1) else {
        return q.is_in_correct_subgroup_assuming_on_curve();
    };
    let cx = c.square();
    let cy = cx * c;
    psi(&q.into_group(), &cx, &cy) == mul_by_seed(q, P::X, P::X_IS_NEGATIVE)
}

/// Whether a point of a short Weierstrass group with a GLV endomorphism `φ` (on the curve) is in
/// the prime-order subgroup: `[a]P + [b]φ(P) = 0` for the first row `(a, b)` of the curve's GLV
/// lattice basis (`a + bλ ≡ 0 mod r`, with `a`, `b` of about half the bits of `r`).
///
/// Every point of the subgroup passes, as `φ` acts on it as `λ`. A point `P = P_r + T` with `T`
/// in the cofactor part passes only if `T` is in the kernel of `a + bφ`, whose order
/// `a² − ab + b²` the tests check to be coprime to the cofactor: so `T = 0`. The two
/// multiplications share one chain of doublings (Straus–Shamir).
pub fn glv<C: GLVConfig>(p: &Affine<C>) -> bool {
    let [(a_positive, a), (b_positive, b), ..] = C::SCALAR_DECOMP_COEFFS;
    let first = if a_positive { *p } else { -*p };
    let phi = C::endomorphism_affine(p);
    let second = if b_positive { phi } else { -phi };
    let both = first + second;
    let mut sum = Projective::<C>::ZERO;
    for bit in (0..a.num_bits().max(b.num_bits())).rev() {
        sum.double_in_place();
        match (a.get_bit(bit as usize), b.get_bit(bit as usize)) {
            (true, true) => sum += both,
            (true, false) => sum += first,
            (false, true) => sum += second,
            (false, false) => {}
        }
    }
    sum.is_zero()
}

/// [`glv`] with a shorter vector for BW6-761's G1: `(a, b) = (x + 1, x + x² − x³)` for the seed
/// `x` (eprint 2022/348 gives such vectors), so three multiplications by the 64-bit `x` replace
/// the 190-bit ones. The tests check the same two conditions as for [`glv`]. (For G2, the small
/// polynomial vectors found all fail the kernel condition, so it takes [`glv`].)
pub fn bw6_761_g1(p: &Affine<ark_bw6_761::g1::Config>) -> bool {
    use ark_bw6_761::g1::Config;
    // The vector is for a positive seed.
    const { assert!(!<ark_bw6_761::Config as ark_ec::bw6::BW6Config>::X_IS_NEGATIVE) };
    let x: &[u64] = <ark_bw6_761::Config as ark_ec::bw6::BW6Config>::X.as_ref();
    let xp = double_and_add_affine(p, x);
    let x2p = double_and_add(&xp, x);
    let x3p = double_and_add(&x2p, x);
    let b_p = xp + x2p - x3p;
    (xp + p + <Config as GLVConfig>::endomorphism(&b_p)).is_zero()
}

/// Whether a point of a twisted Edwards curve (on the curve) is in the prime-order subgroup: by
/// two quadratic characters where the curve allows it ([`edwards_by_characters`]: Bandersnatch),
/// otherwise by `[r]P = 0` with [`straus`](super::straus)'s wNAF. That is exact unless an
/// addition is exceptional, which never happens on a complete form (JubJub, Ed-on-BLS12-377); on
/// an incomplete one arkworks' double-and-add decides. ark-substrate's `WasmArkworks` runs the
/// same function over its fields shaped for Wasm.
pub fn edwards<C: TECurveConfig>(point: &te::Affine<C>) -> bool {
    edwards_by_characters(point).unwrap_or_else(|| {
        let r = C::ScalarField::characteristic();
        super::straus::mul_while(&point.into_group(), r, |p| !p.z.is_zero()).map_or_else(
            || double_and_add_affine(point, r).is_zero(),
            |p| p.is_zero(),
        )
    })
}

/// Whether a point of a twisted Edwards curve `a·x² + y² = 1 + d·x²·y²` (on the curve) is in
/// the prime-order subgroup, by two quadratic characters in place of `[r]P = 0`: two
/// exponentiations instead of a scalar multiplication by `r`, about a quarter of its field
/// multiplications. `None` where the curve does not allow it: unless its cofactor is 4 and
/// `t = d − a` satisfies `t² = 4·a·d` (so `t/2` is a square root of `a·d`). Bandersnatch
/// does (`d/a = 3 ± 2√2`); Jubjub (cofactor 8) and Ed-on-BLS12-377 (`a·d` not a square) do not.
///
/// Why it is exact where it answers:
///
/// - `a·d` a square means all three points of order two are rational (the Montgomery form's
///   `u² + A·u + 1` has discriminant `16·a·d/(a − d)²`). With cofactor 4 the group is
///   `Z/2 × Z/2 × Z/r`, so the subgroup is the set of doubles `2E`.
/// - On a Weierstrass model `Y² = (X − e₁)(X − e₂)(X − e₃)` a point with `Y ≠ 0` is a double
///   exactly when every `X − eᵢ` is a square (2-descent); two suffice, as the product of all
///   three is `Y²`. Through the Montgomery form `u = (1 + y)/(1 − y)`, `X = u/B` up to a
///   constant shift, with `B = 4/(a − d)` and the roots `0` and `u₁,₂ = (−(a + d) ± t)/(a − d)`:
///   `X − e₁` is a square when `(a − d)(1 − y²)` is, and `X − e₂` when
///   `((3a − d) − (a + d)·y)(1 − y)` is (for the root with `+t`).
/// - Neither product is zero at an affine point other than `x = 0`: `1 − y² = 0` only there,
///   and the second factor vanishes only at `y² = a/d`, where the curve has no affine point
///   (`a − d·y² = 0`). At `x = 0` the points are the identity (in) and `(0, −1)` (out).
///
/// The tests compare the answer with `[r]P = 0` on the short Weierstrass form (complete
/// formulas) for points of every order, here and in ark-substrate (`edwards_subgroup_checks`).
pub fn edwards_by_characters<C: TECurveConfig>(point: &te::Affine<C>) -> Option<bool> {
    let (a, d) = (C::COEFF_A, C::COEFF_D);
    let t = d - a;
    if *C::COFACTOR != [4] || t.square() != (a * d).double().double() {
        return None;
    }
    if point.x.is_zero() {
        return Some(point.y.is_one());
    }
    let one_minus_y = C::BaseField::one() - point.y;
    let first = (a - d) * one_minus_y * (C::BaseField::one() + point.y);
    let second = (a.double() + a - d - (a + d) * point.y) * one_minus_y;
    Some(first.legendre().is_qr() && second.legendre().is_qr())
}

/// [`edwards_by_characters`] on the short Weierstrass form of the same curve, for a config with
/// all three forms that agree (arkworks' Bandersnatch, see [`super::sw_form`]): `None` where
/// the Edwards form does not allow the test, or the Montgomery coefficients are not the
/// Edwards form's (`A = 2(a + d)/(a − d)`, `B = 4/(a − d)`).
///
/// With `u = B·X − A/3`, the Montgomery coordinate of `(X, Y)`, the model
/// `Y'² = X'(X' − u₁/B)(X' − u₂/B)` (`X' = u/B`) has the roots of `u² + A·u + 1`, here
/// `u₁ = −2a/(a − d)` and `u₂ = −2d/(a − d)` (their sum is `−A`, their product
/// `4ad/(a − d)² = 1`). A point with `Y ≠ 0` is a double iff `u/B` and `(u − u₁)/B` are
/// squares; times the squares `9B²` and `9B²(a − d)²` they are `3B·(3B·X − A)` and
/// `3B·(a − d)·((a − d)·(3B·X − A) + 6a)`, which need no inversion. A point with `Y = 0` has
/// order two: outside.
pub fn weierstrass_by_characters<C>(point: &Affine<C>) -> Option<bool>
where
    C: TECurveConfig + MontCurveConfig + SWCurveConfig,
{
    let (a, d) = (<C as TECurveConfig>::COEFF_A, <C as TECurveConfig>::COEFF_D);
    let (mont_a, mont_b) = (
        <C as MontCurveConfig>::COEFF_A,
        <C as MontCurveConfig>::COEFF_B,
    );
    let a_minus_d = a - d;
    let four = C::BaseField::from(4u8);
    if *<C as ark_ec::CurveConfig>::COFACTOR != [4]
        || (d - a).square() != four * a * d
        || mont_a * a_minus_d != (a + d).double()
        || mont_b * a_minus_d != four
    {
        return None;
    }
    if point.is_zero() {
        return Some(true);
    }
    if point.y.is_zero() {
        return Some(false);
    }
    let three_b = C::BaseField::from(3u8) * mont_b;
    let three_u = three_b * point.x - mont_a;
    let first = three_b * three_u;
    let second = three_b * a_minus_d * (a_minus_d * three_u + a.double() + a.double().double());
    Some(first.legendre().is_qr() && second.legendre().is_qr())
}

/// [`weierstrass_by_characters`], or arkworks' check where the curve does not allow it.
pub fn weierstrass_three_forms<C>(point: &Affine<C>) -> bool
where
    C: TECurveConfig + MontCurveConfig + SWCurveConfig,
{
    weierstrass_by_characters(point)
        .unwrap_or_else(|| point.is_in_correct_subgroup_assuming_on_curve())
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use ark_ec::CurveGroup;
    use ark_ff::{PrimeField, UniformRand};
    use ark_std::{rand::Rng, test_rng};
    use num_bigint::{BigInt, Sign};

    /// The definition: `[r]P = 0`, by double-and-add (no endomorphism).
    fn in_subgroup_by_definition<C: SWCurveConfig>(p: &Affine<C>) -> bool {
        double_and_add_affine(p, C::ScalarField::characteristic()).is_zero()
    }

    /// A uniformly random point of the whole curve, almost never in the subgroup.
    pub(in crate::native) fn random_point<C: SWCurveConfig>(rng: &mut impl Rng) -> Affine<C> {
        loop {
            if let Some(p) = Affine::get_point_from_x_unchecked(C::BaseField::rand(rng), rng.gen())
            {
                return p;
            }
        }
    }

    /// Compares `check` with the definition on the identity, on subgroup points, on random
    /// curve points, on points of the cofactor part (`[r]R`) and on sums of both.
    fn agrees_with_definition<C: SWCurveConfig>(check: fn(&Affine<C>) -> bool) {
        let rng = &mut test_rng();
        let r = C::ScalarField::characteristic();
        let mut outside = 0;
        assert!(check(&Affine::zero()));
        for _ in 0..24 {
            let inside = Projective::<C>::rand(rng);
            let random = random_point::<C>(rng);
            let torsion = double_and_add_affine(&random_point::<C>(rng), r);
            let cases = [
                inside.into_affine(),
                random,
                torsion.into_affine(),
                (inside + torsion).into_affine(),
            ];
            for p in cases {
                assert!(p.is_on_curve());
                let expected = in_subgroup_by_definition(&p);
                assert_eq!(check(&p), expected, "{p}");
                outside += usize::from(!expected);
            }
        }
        // The cases above must exercise the rejecting side.
        assert!(outside >= 24, "only {outside} points outside the subgroup");
    }

    #[test]
    fn bn254_g2_agrees_with_definition() {
        agrees_with_definition(bn_g2::<ark_bn254::Config>);
    }

    #[test]
    fn bls12_377_g1_agrees_with_definition() {
        agrees_with_definition(bls12_g1::<ark_bls12_377::Config>);
    }

    #[test]
    fn bls12_377_g1_equation_has_the_subgroup_as_kernel() {
        // φ(P) = [−x²]P is (a, b) = (x², 1) for λ = −x², or (1 − x², 1) for λ = x² − 1. Either
        // way a² − ab + b² = x⁴ − x² + 1, which is r itself on BLS12 curves, so the kernel of
        // a + bφ is the subgroup (the helper also checks it is coprime to the cofactor).
        let x = from_limbs(<ark_bls12_377::Config as Bls12Config>::X);
        let x_squared = &x * &x;
        let lambda = BigInt::from(num_bigint::BigUint::from(
            <ark_bls12_377::g1::Config as GLVConfig>::LAMBDA.into_bigint(),
        ));
        let r = BigInt::from(num_bigint::BigUint::from(ark_bls12_377::Fr::MODULUS));
        let a = if (&x_squared + &lambda) % &r == BigInt::ZERO {
            x_squared.clone()
        } else {
            BigInt::from(1) - &x_squared
        };
        assert_eq!(&a * &a - &a + 1, r);
        kernel_meets_only_the_subgroup::<ark_bls12_377::g1::Config>(a, BigInt::from(1));
    }

    #[test]
    fn bls12_377_g1_rejects_the_point_of_order_two() {
        // y² = x³ + 1 has (−1, 0); the cofactor of BLS12-377's G1 is even.
        let two_torsion =
            Affine::<ark_bls12_377::g1::Config>::new_unchecked(-ark_bls12_377::Fq::one(), 0.into());
        assert!(two_torsion.is_on_curve());
        assert!(!bls12_g1::<ark_bls12_377::Config>(&two_torsion));
        let generator = ark_bls12_377::G1Affine::generator();
        assert!(!bls12_g1::<ark_bls12_377::Config>(
            &(generator + two_torsion).into_affine()
        ));
    }

    #[test]
    fn bls12_381_g1_agrees_with_definition() {
        // Not used by the host (blst checks BLS12-381), but a second curve for the G1 equation,
        // with a negative seed.
        agrees_with_definition(bls12_g1::<ark_bls12_381::Config>);
    }

    #[test]
    fn bls12_377_g2_agrees_with_definition() {
        agrees_with_definition(bls12_g2::<ark_bls12_377::Config>);
    }

    #[test]
    fn bandersnatch_sw_agrees_with_definition() {
        use ark_ed_on_bls12_381_bandersnatch::{BandersnatchConfig, SWAffine};
        // The characters answer (the curve allows them); points of order two are among the
        // cofactor parts `[r]R` (three in four of them).
        assert!(weierstrass_by_characters(&SWAffine::generator()).is_some());
        agrees_with_definition(weierstrass_three_forms::<BandersnatchConfig>);
        // What the host runs.
        agrees_with_definition(<SWAffine as crate::native::GroupBackend>::in_subgroup);
    }

    /// Compares [`edwards`] (and the host's check) with `definition` on the identity, `(0, −1)`,
    /// subgroup points, random points of the whole curve, their cofactor parts `[r]R` (points
    /// of every order dividing the cofactor), subgroup points plus those, and each of these plus
    /// `(0, −1)`.
    fn edwards_agrees_with_definition<C: te::TECurveConfig>(
        definition: impl Fn(&te::Affine<C>) -> bool,
        by_characters: bool,
    ) where
        te::Affine<C>: crate::native::GroupBackend<Group = te::Projective<C>>,
    {
        use ark_ec::CurveGroup;
        let rng = &mut test_rng();
        let r = C::ScalarField::characteristic();
        let order_two = te::Affine::<C>::new_unchecked(Zero::zero(), -C::BaseField::one());
        let mut points = vec![te::Affine::<C>::zero(), order_two];
        while points.len() < 2 + 8 * 40 {
            let mut seed = [0u8; 64];
            rng.fill(&mut seed[..]);
            let Some(whole) = te::Affine::<C>::from_random_bytes(&seed) else {
                continue;
            };
            let inside = (te::Affine::<C>::generator() * C::ScalarField::rand(rng)).into_affine();
            // The cofactor part, by the host's exact multiplication; on Bandersnatch two of its
            // four values are at infinity (`Z = 0`), with no affine form: the random points
            // cover their cosets.
            let torsion =
                <te::Affine<C> as crate::native::GroupBackend>::scalar_mul(&whole.into_group(), r);
            let mut cases = vec![inside, whole];
            if !torsion.z.is_zero() {
                let torsion = torsion.into_affine();
                cases.extend([torsion, (inside.into_group() + torsion).into_affine()]);
            }
            for p in cases {
                // `P + (0, −1) = (−x, −y)`.
                points.extend([p, te::Affine::new_unchecked(-p.x, -p.y)]);
            }
        }
        let (mut yes, mut no) = (0, 0);
        for p in &points {
            assert!(p.is_on_curve(), "{p}");
            let expected = definition(p);
            assert_eq!(edwards(p), expected, "{p}");
            assert_eq!(
                crate::native::GroupBackend::in_subgroup(p),
                expected,
                "host: {p}"
            );
            assert_eq!(
                edwards_by_characters(p),
                by_characters.then_some(expected),
                "{p}"
            );
            if expected {
                yes += 1;
            } else {
                no += 1;
            }
        }
        assert!(yes > 60 && no > 60, "{yes} in, {no} out");
    }

    #[test]
    fn edwards_agrees_with_definition_on_every_twisted_edwards_group() {
        fn by_double_and_add<C: te::TECurveConfig>(p: &te::Affine<C>) -> bool {
            double_and_add_affine(p, C::ScalarField::characteristic()).is_zero()
        }
        // Complete forms: double-and-add is exact on the whole curve.
        edwards_agrees_with_definition(
            by_double_and_add::<ark_ed_on_bls12_381::JubjubConfig>,
            false,
        );
        edwards_agrees_with_definition(
            by_double_and_add::<ark_ed_on_bls12_377::EdwardsConfig>,
            false,
        );
        // Bandersnatch's Edwards form is not complete: the definition on its Weierstrass form.
        edwards_agrees_with_definition(
            |p: &te::Affine<ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig>| {
                let weierstrass = crate::native::sw_form::to_weierstrass(&[*p])[0];
                in_subgroup_by_definition(&weierstrass)
            },
            true,
        );
    }

    #[test]
    fn bls12_381_takes_arkworks_check_for_an_m_type_twist() {
        agrees_with_definition(bls12_g2::<ark_bls12_381::Config>);
    }

    /// A non-negative integer from little-endian 64-bit limbs.
    fn from_limbs(limbs: &[u64]) -> BigInt {
        let bytes: Vec<u8> = limbs.iter().flat_map(|limb| limb.to_le_bytes()).collect();
        BigInt::from_bytes_le(Sign::Plus, &bytes)
    }

    /// The sufficiency condition of [`glv`]: `a + bλ ≡ 0 mod r` and `a² − ab + b²` coprime to
    /// the cofactor (and the cofactor coprime to `r`).
    fn glv_kernel_meets_only_the_subgroup<C: GLVConfig>() {
        let signed = |(positive, value): (bool, <C::ScalarField as PrimeField>::BigInt)| {
            BigInt::from_biguint(
                if positive { Sign::Plus } else { Sign::Minus },
                value.into(),
            )
        };
        let a = signed(C::SCALAR_DECOMP_COEFFS[0]);
        let b = signed(C::SCALAR_DECOMP_COEFFS[1]);
        kernel_meets_only_the_subgroup::<C>(a, b);
    }

    /// [`glv_kernel_meets_only_the_subgroup`] for a given vector `(a, b)`.
    fn kernel_meets_only_the_subgroup<C: GLVConfig>(a: BigInt, b: BigInt) {
        let r = BigInt::from(C::ScalarField::MODULUS.into());
        let lambda = BigInt::from(C::LAMBDA.into_bigint().into());
        assert_eq!((&a + &b * &lambda) % &r, BigInt::ZERO);
        let cofactor = from_limbs(C::COFACTOR);
        let gcd = |mut x: BigInt, mut y: BigInt| {
            while y != BigInt::ZERO {
                (x, y) = (y.clone(), x % y);
            }
            x
        };
        let kernel_order = &a * &a - &a * &b + &b * &b;
        assert_eq!(gcd(kernel_order, cofactor.clone()), BigInt::from(1));
        assert_eq!(gcd(r, cofactor), BigInt::from(1));
    }

    #[test]
    fn bw6_761_g1_agrees_with_definition() {
        glv_kernel_meets_only_the_subgroup::<ark_bw6_761::g1::Config>();
        agrees_with_definition(glv::<ark_bw6_761::g1::Config>);
        let x = from_limbs(<ark_bw6_761::Config as ark_ec::bw6::BW6Config>::X.as_ref());
        let b = &x + &x * &x - &x * &x * &x;
        kernel_meets_only_the_subgroup::<ark_bw6_761::g1::Config>(x + 1, b);
        agrees_with_definition(bw6_761_g1);
    }

    #[test]
    fn bw6_761_g2_agrees_with_definition() {
        glv_kernel_meets_only_the_subgroup::<ark_bw6_761::g2::Config>();
        agrees_with_definition(glv::<ark_bw6_761::g2::Config>);
    }
}
