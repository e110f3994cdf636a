//! Straus's MSM and wNAF scalar multiplication over the scalars' integer digits, for short
//! Weierstrass groups: exact on the whole curve, for few points. [`mul_while`] multiplies in
//! any group, stopping where formulas signal an exceptional case (twisted Edwards).
//!
//! A point's table holds its odd multiples `P, 3P, …, 15P`; each scalar's signed digits (wNAF
//! with window 5: every non-zero digit odd and below 16 in size, at most one in any five
//! consecutive) pick an entry or its negation, and all scalars share one chain of doublings.
//! The digits are the integer's own (`Σ dᵢ·2ⁱ = k`, no reduction modulo the group order, no
//! endomorphism) and every step is arkworks' group law, which special-cases doublings,
//! opposite points and the identity, so the result is `Σ kᵢ·Pᵢ` for any points of the curve,
//! in the prime-order subgroup or not (as [`super::exact`] computes it).
//!
//! Against the integer-digit Pippenger of [`super::exact::msm`] (window 3 below 32 points:
//! about 86 windows, each adding every point and summing four buckets) this takes about
//! `n·51 + 256` group operations for `n` 256-bit scalars instead of `86·(n + 8) + 258`
//! (natively 0.47 to 0.66 of its time from 1 to 32 points on BLS12-381's G1 and BN254's G2).
//! [`super::pippenger::msm`] takes it below [`super::pippenger::batched_from`] points, where
//! its batched affine Pippenger starts to win; a single point's multiplication by [`mul`]
//! costs about 51 additions and the doublings instead of double-and-add's 128.

use alloc::vec::Vec;
use ark_ec::{
    short_weierstrass::{Affine, Projective, SWCurveConfig},
    AffineRepr, CurveGroup,
};
use ark_ff::{Field, PrimeField, Zero};
use core::ops::{AddAssign, Neg, SubAssign};

/// Window of the signed digits: tables of 8 odd multiples (as [`super::glv`]'s).
const WINDOW: usize = 5;

/// Entries per table: the odd multiples below `2^(WINDOW − 1)`.
const PER_TABLE: usize = 1 << (WINDOW - 2);

/// `Σ scalars[i]·bases[i]` with the scalars read as integers; the identity if the lists' lengths
/// differ. Meant for few points (see the module's documentation).
pub fn msm<P: SWCurveConfig>(bases: &[Affine<P>], scalars: &[P::ScalarField]) -> Projective<P> {
    if bases.len() != scalars.len() {
        return Projective::zero();
    }
    let digits: Vec<Vec<i64>> = scalars
        .iter()
        .map(|s| wnaf(s.into_bigint().as_ref()))
        .collect();
    // Short Weierstrass formulas are complete: nothing fails.
    let complete = |_: &Projective<P>| true;
    let tables: Vec<Projective<P>> = bases
        .iter()
        .flat_map(|base| table_while(base.into_group(), complete).unwrap_or_default())
        .collect();
    if bases.len() < 2 {
        // One inversion (a few hundred multiplications) would cost more than it saves.
        accumulate_while(&digits, &tables, complete)
    } else {
        accumulate_while(&digits, &normalize(&tables), complete)
    }
    .unwrap_or_default()
}

/// `scalar · base` for a little-endian integer scalar of any length, read as an integer (not
/// reduced modulo the group order): [`super::exact::mul`]'s result, by wNAF.
pub fn mul<P: SWCurveConfig>(base: &Projective<P>, scalar: &[u64]) -> Projective<P> {
    mul_while(base, scalar, |_| true).unwrap_or_default()
}

/// [`mul`] in any group, or `None` as soon as an intermediate point (after any addition or
/// doubling) fails `valid`: for formulas that signal an exceptional case in their output
/// (Bandersnatch's incomplete twisted Edwards form, see [`super::sw_form`]). With formulas
/// that are complete, `valid` may accept everything.
pub fn mul_while<G: CurveGroup>(base: &G, scalar: &[u64], valid: impl Fn(&G) -> bool) -> Option<G> {
    let table = table_while(*base, &valid)?;
    accumulate_while(&[wnaf(scalar)], &table, valid)
}

/// `P, 3P, …, 15P` in projective coordinates, or `None` if an addition fails `valid`.
fn table_while<G: CurveGroup>(point: G, valid: impl Fn(&G) -> bool) -> Option<[G; PER_TABLE]> {
    let double = point.double();
    if !valid(&double) {
        return None;
    }
    let mut table = [point; PER_TABLE];
    for i in 1..PER_TABLE {
        table[i] = table[i - 1] + double;
        if !valid(&table[i]) {
            return None;
        }
    }
    Some(table)
}

/// `Σ dᵢⱼ·2ʲ·Pᵢ` for the digits `dᵢ` (least significant first) and the tables of the `Pᵢ`
/// (affine or projective), by one chain of doublings from the top digit; `None` as soon as an
/// intermediate point fails `valid`.
fn accumulate_while<G, T: Copy + Neg<Output = T>>(
    digits: &[Vec<i64>],
    tables: &[T],
    valid: impl Fn(&G) -> bool,
) -> Option<G>
where
    for<'a> G: CurveGroup + AddAssign<&'a T> + SubAssign<&'a T>,
{
    let len = digits.iter().map(Vec::len).max().unwrap_or(0);
    let mut total = G::zero();
    for i in (0..len).rev() {
        total.double_in_place();
        if !valid(&total) {
            return None;
        }
        for (digits, table) in digits.iter().zip(tables.chunks_exact(PER_TABLE)) {
            // A digit `d` is odd and `|d| < 2·PER_TABLE`: its entry is `|d| / 2`.
            match digits.get(i).copied().unwrap_or(0) {
                0 => continue,
                d if d > 0 => total += &table[(d / 2) as usize],
                d => total -= &table[(-d / 2) as usize],
            }
            if !valid(&total) {
                return None;
            }
        }
    }
    Some(total)
}

/// The signed digits of the integer `scalar` (little-endian words), least significant first:
/// `Σ dᵢ·2ⁱ = scalar`, each `dᵢ` zero or odd with `|dᵢ| < 2^(WINDOW − 1)`, at most one non-zero
/// in any `WINDOW` consecutive digits. Empty for zero; at most one digit more than the
/// scalar's bits.
pub(super) fn wnaf(scalar: &[u64]) -> Vec<i64> {
    // One spare word: subtracting a negative digit adds to the integer.
    let mut k = Vec::with_capacity(scalar.len() + 1);
    k.extend_from_slice(scalar);
    k.push(0);
    let mut digits = Vec::with_capacity(64 * k.len());
    let window = 1i64 << WINDOW;
    while k.iter().any(|&word| word != 0) {
        let mut digit = 0;
        if k[0] & 1 == 1 {
            digit = (k[0] & (window as u64 - 1)) as i64;
            if digit >= window / 2 {
                digit -= window;
            }
            // k − digit: the low bits become zero, so no borrow or carry leaves the low word
            // but the one the subtraction or addition makes.
            if digit > 0 {
                sub_word(&mut k, digit.unsigned_abs());
            } else {
                add_word(&mut k, digit.unsigned_abs());
            }
        }
        digits.push(digit);
        shift_right_one(&mut k);
    }
    digits
}

/// `k − x` for `x ≤ k`.
fn sub_word(k: &mut [u64], x: u64) {
    let mut borrow = x;
    for word in k.iter_mut() {
        let (value, under) = word.overflowing_sub(borrow);
        *word = value;
        if !under {
            return;
        }
        borrow = 1;
    }
}

/// `k + x`, for `k` with a top word to spare.
fn add_word(k: &mut [u64], x: u64) {
    let mut carry = x;
    for word in k.iter_mut() {
        let (value, over) = word.overflowing_add(carry);
        *word = value;
        if !over {
            return;
        }
        carry = 1;
    }
}

fn shift_right_one(k: &mut [u64]) {
    for i in 0..k.len() {
        let high = k.get(i + 1).map_or(0, |next| next << 63);
        k[i] = (k[i] >> 1) | high;
    }
}

/// The affine forms of `points` with one inversion for all (the identity where `Z = 0`).
/// arkworks' `normalize_batch` hands the work to rayon when its `parallel` feature is on, as in
/// the benchmarking node; host code spawns no threads.
pub(super) fn normalize<P: SWCurveConfig>(points: &[Projective<P>]) -> Vec<Affine<P>> {
    let mut inverses: Vec<P::BaseField> = points.iter().map(|p| p.z).collect();
    super::pippenger::invert_nonzero(&mut inverses, &mut Vec::with_capacity(points.len()));
    points
        .iter()
        .zip(&inverses)
        .map(|(p, z_inv)| {
            if z_inv.is_zero() {
                return Affine::identity();
            }
            // Jacobian coordinates: x = X/Z², y = Y/Z³.
            let z_inv2 = z_inv.square();
            Affine::new_unchecked(p.x * z_inv2, p.y * z_inv2 * z_inv)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::native::exact;
    use alloc::vec;
    use ark_ec::{CurveGroup, PrimeGroup};
    use ark_ff::{BigInteger, One, UniformRand};
    use ark_std::{rand::Rng, test_rng};
    use num_bigint::{BigInt, BigUint};

    /// A point of the curve that is not in the prime-order subgroup where the curve has a
    /// cofactor (its `x` random, the cofactor not cleared).
    fn whole_curve_point<P: SWCurveConfig>(rng: &mut impl Rng) -> Affine<P> {
        loop {
            let x = P::BaseField::rand(rng);
            if let Some(point) = Affine::<P>::get_point_from_x_unchecked(x, rng.gen()) {
                return point;
            }
        }
    }

    /// Scalars at the edges (0, 1, 2, r − 1, r − 2, powers of two and one less, every word
    /// full), then random ones.
    fn scalars<P: SWCurveConfig>(rng: &mut impl Rng, n: usize) -> Vec<P::ScalarField> {
        let bits = P::ScalarField::MODULUS_BIT_SIZE;
        let mut edges = vec![
            P::ScalarField::zero(),
            P::ScalarField::one(),
            P::ScalarField::from(2u64),
            -P::ScalarField::one(),
            -P::ScalarField::from(2u64),
            P::ScalarField::from(u64::MAX),
        ];
        for shift in [1, 15, 16, 63, 64, 128, bits - 2] {
            let power = P::ScalarField::from(2u64).pow([u64::from(shift)]);
            edges.extend([power, power - P::ScalarField::one()]);
        }
        (0..n)
            .map(|i| {
                edges
                    .get(i)
                    .copied()
                    .unwrap_or_else(|| P::ScalarField::rand(rng))
            })
            .collect()
    }

    /// Against double-and-add over the whole curve, point by point ([`exact::mul`]).
    fn check_msm<P: SWCurveConfig>(bases: &[Affine<P>], scalars: &[P::ScalarField]) {
        let expected =
            bases
                .iter()
                .zip(scalars)
                .fold(Projective::<P>::zero(), |sum, (base, scalar)| {
                    sum + exact::mul(&base.into_group(), scalar.into_bigint().as_ref())
                });
        assert_eq!(msm(bases, scalars), expected, "{} points", bases.len());
    }

    fn msm_is_exact_on_the_whole_curve<P: SWCurveConfig>() {
        let rng = &mut test_rng();
        for n in [0, 1, 2, 3, 7, 18, 31, 32, 63] {
            let mut bases: Vec<Affine<P>> = (0..n).map(|_| whole_curve_point(rng)).collect();
            let scalars = scalars::<P>(rng, n);
            check_msm(&bases, &scalars);
            // Subgroup points, the identity, repeated and opposite points, scalars reversed.
            for (i, base) in bases.iter_mut().enumerate() {
                *base = match i % 5 {
                    0 => Projective::<P>::rand(rng).into_affine(),
                    1 => Affine::identity(),
                    // The generator and its opposite, several times each.
                    2 if i % 2 == 0 => Affine::generator(),
                    2 => -Affine::generator(),
                    3 => -*base,
                    _ => *base,
                };
            }
            let reversed: Vec<_> = scalars.iter().rev().copied().collect();
            check_msm(&bases, &reversed);
            check_msm(
                &vec![bases.first().copied().unwrap_or_default(); n],
                &scalars,
            );
        }
        assert!(msm::<P>(&[Affine::generator()], &[]).is_zero());
    }

    fn mul_is_exact_on_the_whole_curve<P: SWCurveConfig>() {
        let rng = &mut test_rng();
        for words in 0..=6 {
            for _ in 0..6 {
                let base = whole_curve_point::<P>(rng).into_group();
                let mut scalar: Vec<u64> = (0..words).map(|_| rng.gen()).collect();
                for scalar in [scalar.clone(), vec![u64::MAX; words], {
                    scalar.insert(0, 0);
                    scalar
                }] {
                    assert_eq!(
                        mul(&base, &scalar),
                        exact::mul(&base, &scalar),
                        "{words} words"
                    );
                }
            }
        }
        let g = Projective::<P>::generator();
        assert!(mul(&Projective::<P>::zero(), &[12345]).is_zero());
        assert_eq!(mul(&g, &[1]), g);
        assert!(mul(&g, &[]).is_zero());
    }

    #[test]
    fn wnaf_digits_are_the_integer_s() {
        let rng = &mut test_rng();
        let mut values: Vec<Vec<u64>> = vec![
            vec![],
            vec![0],
            vec![1],
            vec![15],
            vec![16],
            vec![31],
            vec![u64::MAX],
            vec![u64::MAX; 4],
            vec![0, 1],
        ];
        values.extend((0..200).map(|i| (0..1 + i % 6).map(|_| rng.gen()).collect()));
        for value in values {
            let digits = wnaf(&value);
            let mut sum = BigInt::from(0);
            for (i, &d) in digits.iter().enumerate() {
                assert!(d == 0 || (d % 2 != 0 && d.abs() < 1 << (WINDOW - 1)), "{d}");
                sum += BigInt::from(d) << i;
            }
            let words: Vec<u32> = value
                .iter()
                .flat_map(|w| [*w as u32, (*w >> 32) as u32])
                .collect();
            assert_eq!(sum, BigInt::from(BigUint::new(words)), "{value:?}");
            for window in digits.windows(WINDOW) {
                assert!(window.iter().filter(|&&d| d != 0).count() <= 1);
            }
            assert!(digits.last().is_none_or(|&d| d != 0));
        }
        // As arkworks' `find_wnaf`, for field-sized integers.
        let x = ark_bls12_381::Fr::rand(rng).into_bigint();
        assert_eq!(Some(wnaf(x.as_ref())), x.find_wnaf(WINDOW));
    }

    /// BLS12-381's G1 has points of order 3, `(0, ±2)`: their tables hold the identity
    /// (`3P = O`), which the batched inversion must leave alone.
    #[test]
    fn points_of_order_three() {
        use ark_bls12_381::{g1::Config, Fq};
        let rng = &mut test_rng();
        let p = Affine::<Config>::new_unchecked(Fq::zero(), Fq::from(2u64));
        assert!(p.is_on_curve());
        assert!(exact::mul(&p.into_group(), &[3]).is_zero());
        let g = Affine::<Config>::generator();
        for n in [1, 2, 5, 19, 39] {
            let bases: Vec<_> = (0..n)
                .map(|i| match i % 4 {
                    0 => p,
                    1 => -p,
                    2 => g,
                    _ => whole_curve_point(rng),
                })
                .collect();
            check_msm(&bases, &scalars::<Config>(rng, n));
        }
        for scalar in [[1], [2], [3], [4], [5], [u64::MAX]] {
            assert_eq!(
                mul(&p.into_group(), &scalar),
                exact::mul(&p.into_group(), &scalar)
            );
        }
    }

    /// `mul_while` in twisted Edwards coordinates: the whole curve's product (double-and-add on
    /// the complete forms, the short Weierstrass form's for Bandersnatch) wherever no step is
    /// exceptional, which is always on JubJub and Ed-on-BLS12-377; on Bandersnatch's incomplete
    /// form `None` where a step meets a point at infinity (`[r]P` of a point whose part outside
    /// the subgroup lies there), and never for points of the subgroup.
    #[test]
    fn mul_while_in_edwards_coordinates() {
        use crate::native::GroupBackend;
        use ark_ec::twisted_edwards::{Affine as Te, Projective as TeProjective, TECurveConfig};

        fn check<C: TECurveConfig>(complete: bool) -> usize
        where
            Te<C>: GroupBackend<Group = TeProjective<C>>,
        {
            let rng = &mut test_rng();
            let r = C::ScalarField::MODULUS;
            let mut scalars: Vec<Vec<u64>> =
                vec![vec![], vec![0], vec![1], vec![2], vec![u64::MAX; 5]];
            for delta in [-1i64, 0, 1] {
                let mut k = r;
                if delta < 0 {
                    k.sub_with_borrow(&1u64.into());
                } else if delta > 0 {
                    k.add_with_carry(&1u64.into());
                }
                scalars.push(k.as_ref().to_vec());
            }
            scalars
                .extend((0..3).map(|_| C::ScalarField::rand(rng).into_bigint().as_ref().to_vec()));
            let mut bases = vec![Te::<C>::zero(), Te::<C>::generator()];
            while bases.len() < 24 {
                let mut seed = [0u8; 64];
                rng.fill(&mut seed[..]);
                bases.extend(Te::<C>::from_random_bytes(&seed));
            }
            let mut exceptional = 0;
            for base in &bases {
                let in_subgroup = base.is_in_correct_subgroup_assuming_on_curve();
                for scalar in &scalars {
                    let base = base.into_group();
                    match mul_while(&base, scalar, |p| !p.z.is_zero()) {
                        Some(product) => assert_eq!(
                            product,
                            <Te<C> as GroupBackend>::scalar_mul(&base, scalar),
                            "{scalar:?}"
                        ),
                        None => {
                            assert!(!complete && !in_subgroup, "{scalar:?}");
                            exceptional += 1;
                        }
                    }
                }
            }
            exceptional
        }
        assert_eq!(check::<ark_ed_on_bls12_381::JubjubConfig>(true), 0);
        assert_eq!(check::<ark_ed_on_bls12_377::EdwardsConfig>(true), 0);
        // Bandersnatch's `scalar_mul` is `sw_form::mul`, exact through infinity.
        assert!(check::<ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig>(false) > 0);
    }

    #[test]
    fn bls12_381() {
        msm_is_exact_on_the_whole_curve::<ark_bls12_381::g1::Config>();
        msm_is_exact_on_the_whole_curve::<ark_bls12_381::g2::Config>();
        mul_is_exact_on_the_whole_curve::<ark_bls12_381::g1::Config>();
        mul_is_exact_on_the_whole_curve::<ark_bls12_381::g2::Config>();
    }

    #[test]
    fn other_curves() {
        msm_is_exact_on_the_whole_curve::<ark_bn254::g2::Config>();
        msm_is_exact_on_the_whole_curve::<ark_bls12_377::g1::Config>();
        msm_is_exact_on_the_whole_curve::<ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig>();
        mul_is_exact_on_the_whole_curve::<ark_bn254::g1::Config>();
        mul_is_exact_on_the_whole_curve::<ark_bw6_761::g1::Config>();
        mul_is_exact_on_the_whole_curve::<ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig>();
    }
}
