//! Scalar multiplication and MSMs with the GLV endomorphism, for short Weierstrass groups of
//! prime order (cofactor 1: Pallas and Vesta here).
//!
//! On such a curve `φ(x, y) = (βx, y)` is `λ·P` for every point, so `k·P = k₁·P + k₂·φ(P)` with
//! `k = k₁ + λk₂` and `k₁`, `k₂` of half the scalar's bits. That halves the doublings.
//!
//! - One point or a few: the halves' signed windowed digits (wNAF) are read together, sharing
//!   one chain of doublings, with small tables of odd multiples (Straus). arkworks multiplies
//!   Pallas and Vesta points by double-and-add over the full scalar and takes its bucket MSM
//!   for a few points, which costs about three times as many additions at n = 10.
//! - Many points: [`pippenger`]'s batched MSM over the `2n` half-size scalars.
//!
//! arkworks' `GLVConfig` has the constants; its `scalar_decomposition` divides big integers on
//! the heap for every scalar (about 1 µs, an eighth of an MSM's time per point), so scalars are
//! decomposed here with two precomputed quotients instead. Any decomposition is exact (`k₁` is
//! computed as `k − λk₂` in the field); the quotients only keep the halves short.
//!
//! Groups with a cofactor take the generic paths in [`msm`] and [`mul`]: there `φ(P) = λP` holds
//! in the prime-order subgroup only. Callers that know their points are in it (Groth16's
//! arithmetic: every point was checked before) take [`msm_in_subgroup`] and [`mul_in_subgroup`]
//! on any curve with the endomorphism.

use super::pippenger;
use alloc::{vec, vec::Vec};
use ark_ec::{
    scalar_mul::glv::GLVConfig,
    short_weierstrass::{Affine, Projective, SWCurveConfig},
    AffineRepr,
};
use ark_ff::{AdditiveGroup, BigInteger, PrimeField, Zero};
use core::ops::{AddAssign, Neg, SubAssign};
use num_bigint::BigUint;

/// Below how many points [`msm`] reads the digits of all halves together (Straus) rather than
/// sorting them into buckets (natively on Pallas: see `docs/benchmarks/analysis.md`).
pub const STRAUS_BELOW: usize = 32;

/// `Σ scalars[i]·bases[i]`; the identity if the lists' lengths differ.
pub fn msm<P: GLVConfig>(bases: &[Affine<P>], scalars: &[P::ScalarField]) -> Projective<P> {
    if bases.len() != scalars.len() {
        return Projective::zero();
    }
    if !prime_order::<P>() {
        return pippenger::msm(bases, scalars);
    }
    msm_in_subgroup(bases, scalars)
}

/// `Σ scalars[i]·bases[i]` by the endomorphism, for points of the prime-order subgroup: exact
/// there, on any curve with [`GLVConfig`] (cofactor or not); for other points some point,
/// not in general the sum. The identity if the lists' lengths differ.
pub fn msm_in_subgroup<P: GLVConfig>(
    bases: &[Affine<P>],
    scalars: &[P::ScalarField],
) -> Projective<P> {
    if bases.len() != scalars.len() {
        return Projective::zero();
    }
    let split = Split::<P>::new();
    if bases.len() < STRAUS_BELOW {
        let points = bases.iter().map(|b| b.into_group());
        return straus(&split, points.zip(scalars.iter().copied()));
    }
    let mut points = Vec::with_capacity(2 * bases.len());
    let mut halves = Vec::with_capacity(2 * bases.len());
    for (base, scalar) in bases.iter().zip(scalars) {
        let [(neg1, k1), (neg2, k2)] = split.halves(*scalar);
        points.push(if neg1 { -*base } else { *base });
        let image = P::endomorphism_affine(base);
        points.push(if neg2 { -image } else { image });
        halves.extend([k1, k2]);
    }
    let bits = halves.iter().map(|k| k.num_bits()).max().unwrap_or(0) as usize;
    pippenger::batched(&points, &halves, bits)
}

/// `scalar · base` for a little-endian scalar of any length.
pub fn mul<P: GLVConfig>(base: &Projective<P>, scalar: &[u64]) -> Projective<P> {
    if !prime_order::<P>() {
        return P::mul_projective(base, scalar);
    }
    // Every point has order r, so only the scalar modulo r matters.
    let bytes: Vec<u8> = scalar.iter().flat_map(|limb| limb.to_le_bytes()).collect();
    let scalar = P::ScalarField::from_le_bytes_mod_order(&bytes);
    straus(&Split::<P>::new(), core::iter::once((*base, scalar)))
}

/// `scalar·base` by the endomorphism, for a point of the prime-order subgroup (as
/// [`msm_in_subgroup`]).
pub fn mul_in_subgroup<P: GLVConfig>(base: &Affine<P>, scalar: P::ScalarField) -> Projective<P> {
    straus(
        &Split::<P>::new(),
        core::iter::once((base.into_group(), scalar)),
    )
}

/// [`GroupBackend::batch_in_subgroup`](super::GroupBackend::batch_in_subgroup): the default
/// subset sums (Jacobian additions are exact for any points). Pallas and Vesta have prime order,
/// so [`all_in_subgroup`](super::backend::all_in_subgroup) answers for them before any sum.
pub fn batch_in_subgroup<P: GLVConfig>(points: &[Affine<P>], masks: &[u64]) -> bool
where
    Affine<P>: super::backend::GroupBackend,
{
    super::backend::sums_in_subgroup(points, masks)
}

/// Whether every point on the curve has the scalar field's prime order, so `φ(P) = λP`.
fn prime_order<P: SWCurveConfig>() -> bool {
    P::COFACTOR
        .iter()
        .enumerate()
        .all(|(i, &limb)| limb == u64::from(i == 0))
}

/// Window of the signed digits: tables of 8 odd multiples. Natively on Pallas, 4 and 5 were
/// equally fast for one point and for 2–20, 3 and 6 slower.
const WNAF_WINDOW: usize = 5;

/// `Σ kᵢ·Pᵢ` over the GLV halves, reading their wNAF digits together from the top.
///
/// Each point gets a table of odd multiples; its image under `φ` is the table of `φ(P)` for one
/// multiplication per entry. The tables are made affine (one inversion for all, about 340
/// multiplications) from two points on; for one point that costs more than it saves.
fn straus<P: GLVConfig>(
    split: &Split<P>,
    terms: impl ExactSizeIterator<Item = (Projective<P>, P::ScalarField)>,
) -> Projective<P> {
    let n = terms.len();
    let per_table = 1 << (WNAF_WINDOW - 2);
    let mut tables = Vec::with_capacity(n * per_table);
    // Per point: the halves' digits, and whether the table of `φ(P)` is negated.
    let mut digits = Vec::with_capacity(n);
    for (point, scalar) in terms {
        let [(neg1, k1), (neg2, k2)] = split.halves(scalar);
        let p = if neg1 { -point } else { point };
        let double = p.double();
        let mut multiple = p;
        for _ in 0..per_table {
            tables.push(multiple);
            multiple += &double;
        }
        // `find_wnaf` is `None` only for w outside 2..64.
        let [d1, d2] = [k1, k2].map(|k| k.find_wnaf(WNAF_WINDOW).unwrap_or_default());
        digits.push((d1, d2, neg1 != neg2));
    }
    if n < 2 {
        accumulate(&digits, &tables, per_table, P::endomorphism)
    } else {
        accumulate(
            &digits,
            &super::straus::normalize(&tables),
            per_table,
            P::endomorphism_affine,
        )
    }
}

/// The sum of the digits' multiples from the tables (affine or projective) and their images
/// under `endomorphism`, by one chain of doublings.
fn accumulate<P: GLVConfig, T: Copy + Neg<Output = T>>(
    digits: &[(Vec<i64>, Vec<i64>, bool)],
    tables: &[T],
    per_table: usize,
    endomorphism: fn(&T) -> T,
) -> Projective<P>
where
    for<'a> Projective<P>: AddAssign<&'a T> + SubAssign<&'a T>,
{
    let images: Vec<T> = tables
        .chunks_exact(per_table)
        .zip(digits)
        .flat_map(|(table, (_, _, flip))| {
            table.iter().map(move |entry| {
                let image = endomorphism(entry);
                if *flip {
                    -image
                } else {
                    image
                }
            })
        })
        .collect();
    let len = digits
        .iter()
        .map(|(d1, d2, _)| d1.len().max(d2.len()))
        .max()
        .unwrap_or(0);
    let mut total = Projective::zero();
    for i in (0..len).rev() {
        total.double_in_place();
        for ((d1, d2, _), (table, image)) in digits.iter().zip(
            tables
                .chunks_exact(per_table)
                .zip(images.chunks_exact(per_table)),
        ) {
            for (digits, table) in [(d1, table), (d2, image)] {
                match digits.get(i).copied().unwrap_or(0) {
                    0 => {}
                    d if d > 0 => total += &table[(d / 2) as usize],
                    d => total -= &table[(-d / 2) as usize],
                }
            }
        }
    }
    total
}

/// Splits scalars `k = k₁ + λk₂` into halves of about half the bits.
///
/// With arkworks' reduced basis `(n11, n12), (n21, n22)` of the lattice of pairs `(a, b)` with
/// `a + λb ≡ 0 (mod r)`, `k₂ = −(c₁n12 + c₂n22)` with `c₁ ≈ k·n22/r` and `c₂ ≈ −k·n12/r`. The
/// quotients come from one product with `gᵢ = ⌊2^s·|nᵢ|/r⌋` each (`s` the scalar's bits in
/// limbs), which can be off by one: that lengthens the halves by a bit, not more.
struct Split<P: GLVConfig> {
    /// `(g, whether cᵢ ≤ 0)` for `c₁` and `c₂`.
    quotients: [(Vec<u64>, bool); 2],
    /// `n12` and `n22` as field elements.
    n12: P::ScalarField,
    n22: P::ScalarField,
}

impl<P: GLVConfig> Split<P> {
    fn new() -> Self {
        let [_, (pos12, n12), _, (pos22, n22)] = P::SCALAR_DECOMP_COEFFS;
        let limbs = n12.as_ref().len();
        let modulus: BigUint = P::ScalarField::MODULUS.into();
        let quotient = |n: <P::ScalarField as PrimeField>::BigInt| {
            ((Into::<BigUint>::into(n) << (64 * limbs)) / &modulus).to_u64_digits()
        };
        let signed = |positive: bool, n| {
            let n = P::ScalarField::from_bigint(n).unwrap_or_default();
            if positive {
                n
            } else {
                -n
            }
        };
        Self {
            quotients: [(quotient(n22), !pos22), (quotient(n12), pos12)],
            n12: signed(pos12, n12),
            n22: signed(pos22, n22),
        }
    }

    /// `[(k₁ < 0, |k₁|), (k₂ < 0, |k₂|)]` with `k = k₁ + λk₂`.
    fn halves(&self, k: P::ScalarField) -> [(bool, <P::ScalarField as PrimeField>::BigInt); 2] {
        let limbs = k.into_bigint();
        let [c1, c2] = self.quotients.each_ref().map(|(g, negative)| {
            let c = high_product::<P::ScalarField>(limbs.as_ref(), g);
            if *negative {
                -c
            } else {
                c
            }
        });
        let k2 = -(c1 * self.n12 + c2 * self.n22);
        let k1 = k - P::LAMBDA * k2;
        [signed(k1), signed(k2)]
    }
}

/// `⌊k·g / 2^(64·len(k))⌋` as a field element (it is below `g`, so below the modulus).
fn high_product<F: PrimeField>(k: &[u64], g: &[u64]) -> F {
    let mut product = vec![0u64; k.len() + g.len()];
    for (i, &a) in k.iter().enumerate() {
        let mut carry = 0u128;
        for (j, &b) in g.iter().enumerate() {
            let t = u128::from(a) * u128::from(b) + u128::from(product[i + j]) + carry;
            product[i + j] = t as u64;
            carry = t >> 64;
        }
        product[i + g.len()] = carry as u64;
    }
    let mut high = F::BigInt::default();
    for (limb, value) in high.as_mut().iter_mut().zip(&product[k.len()..]) {
        *limb = *value;
    }
    // Rounded rather than truncated: that halves the range of the halves (one bit fewer).
    let round_up = product[..k.len()].last().is_some_and(|low| low >> 63 == 1);
    F::from_bigint(high).unwrap_or_default() + F::from(u64::from(round_up))
}

/// `(x < 0, |x|)` for `x` read as the integer in `(−r/2, r/2]`.
fn signed<F: PrimeField>(x: F) -> (bool, F::BigInt) {
    let value = x.into_bigint();
    if value > F::MODULUS_MINUS_ONE_DIV_TWO {
        (true, (-x).into_bigint())
    } else {
        (false, value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ark_ec::{CurveGroup, VariableBaseMSM};
    use ark_ff::{Field, One};
    use ark_std::{test_rng, UniformRand};

    fn arkworks_msm<P: SWCurveConfig>(b: &[Affine<P>], s: &[P::ScalarField]) -> Projective<P> {
        Projective::msm(b, s).unwrap() // ok: equal lengths
    }

    /// Scalars that stress the decomposition: the ends of the range, λ and its neighbours, and
    /// the halves of the modulus.
    fn edge_scalars<P: GLVConfig>() -> Vec<P::ScalarField> {
        let one = P::ScalarField::one();
        let half = P::ScalarField::MODULUS_MINUS_ONE_DIV_TWO;
        let half = P::ScalarField::from_bigint(half).unwrap(); // ok: (r - 1)/2 < r
        let mut scalars = vec![P::ScalarField::zero(), one, -one, half, half + one, -half];
        scalars.extend([P::LAMBDA, P::LAMBDA + one, -P::LAMBDA, P::LAMBDA.square()]);
        scalars.extend(
            (0..P::ScalarField::MODULUS_BIT_SIZE)
                .map(|i| P::ScalarField::from(2u8).pow([u64::from(i)])),
        );
        scalars
    }

    fn check_halves<P: GLVConfig>() {
        let split = Split::<P>::new();
        let rng = &mut test_rng();
        let random = (0..2000).map(|_| P::ScalarField::rand(rng));
        for k in edge_scalars::<P>().into_iter().chain(random) {
            let [(neg1, k1), (neg2, k2)] = split.halves(k);
            let field = |neg: bool, half| {
                let half = P::ScalarField::from_bigint(half).unwrap(); // ok: a half is below r
                if neg {
                    -half
                } else {
                    half
                }
            };
            assert_eq!(field(neg1, k1) + P::LAMBDA * field(neg2, k2), k);
            // Short halves are what make the MSM's cost independent of the scalars. A rounded
            // quotient is off by at most one, so the halves stay below |n11| + |n21| and
            // |n12| + |n22|, both under 2^128 on Pasta.
            assert!(k1.num_bits() <= 128 && k2.num_bits() <= 128, "{k}");
        }
    }

    #[test]
    fn halves_recombine_and_are_short() {
        check_halves::<ark_pallas::PallasConfig>();
        check_halves::<ark_vesta::VestaConfig>();
    }

    fn check_msm<P: GLVConfig>(sizes: &[usize]) {
        let rng = &mut test_rng();
        for &n in sizes {
            let bases: Vec<Affine<P>> = (0..n)
                .map(|_| Projective::<P>::rand(rng).into_affine())
                .collect();
            let scalars: Vec<P::ScalarField> = (0..n).map(|_| P::ScalarField::rand(rng)).collect();
            assert_eq!(
                msm(&bases, &scalars),
                arkworks_msm(&bases, &scalars),
                "n = {n}"
            );
        }
    }

    #[test]
    fn msm_matches_arkworks() {
        let sizes = [0, 1, 2, 3, 10, STRAUS_BELOW - 1, STRAUS_BELOW, 100, 700];
        check_msm::<ark_pallas::PallasConfig>(&sizes);
        check_msm::<ark_vesta::VestaConfig>(&sizes);
    }

    /// Repeated, opposite and identity bases with edge scalars, on both paths (few and many
    /// points), so tables and buckets meet doublings and cancellations.
    fn check_adversarial<P: GLVConfig>() {
        let rng = &mut test_rng();
        let p = Projective::<P>::rand(rng).into_affine();
        let q = Projective::<P>::rand(rng).into_affine();
        let edges = edge_scalars::<P>();
        for n in [4, 20, STRAUS_BELOW + 8, 300] {
            let bases: Vec<Affine<P>> = (0..n)
                .map(|i| [p, -p, Affine::identity(), q, P::endomorphism_affine(&p)][i % 5])
                .collect();
            let scalars: Vec<P::ScalarField> = (0..n).map(|i| edges[i % edges.len()]).collect();
            assert_eq!(
                msm(&bases, &scalars),
                arkworks_msm(&bases, &scalars),
                "n = {n}"
            );
            let same = vec![edges[3]; n];
            assert_eq!(msm(&bases, &same), arkworks_msm(&bases, &same), "n = {n}");
        }
        assert_eq!(msm(&[p, q], &[P::ScalarField::one()]), Projective::zero());
    }

    #[test]
    fn msm_matches_arkworks_on_structured_inputs() {
        check_adversarial::<ark_pallas::PallasConfig>();
        check_adversarial::<ark_vesta::VestaConfig>();
    }

    fn check_mul<P: GLVConfig>() {
        let rng = &mut test_rng();
        let bases = [Projective::<P>::rand(rng), Projective::zero()];
        let mut scalars: Vec<Vec<u64>> = edge_scalars::<P>()
            .into_iter()
            .chain((0..20).map(|_| P::ScalarField::rand(rng)))
            .map(|k| k.into_bigint().as_ref().to_vec())
            .collect();
        // Scalars of any length, also above the modulus.
        scalars.extend([vec![], vec![u64::MAX; 8], vec![3, 0, 0, 0, 0, 0, 1]]);
        for base in bases {
            for scalar in &scalars {
                assert_eq!(
                    mul(&base, scalar),
                    P::mul_projective(&base, scalar),
                    "{scalar:?}"
                );
            }
        }
    }

    #[test]
    fn mul_matches_arkworks() {
        check_mul::<ark_pallas::PallasConfig>();
        check_mul::<ark_vesta::VestaConfig>();
    }

    /// Points of the prime-order subgroup of a curve with a cofactor, with edge scalars and
    /// random ones: [`msm_in_subgroup`] and [`mul_in_subgroup`] against arkworks' MSM and
    /// double-and-add, on both paths (few and many points) and with repeated, opposite and
    /// identity bases.
    fn check_in_subgroup<P: GLVConfig>() {
        let rng = &mut test_rng();
        let edges = edge_scalars::<P>();
        let p = Projective::<P>::rand(rng).into_affine();
        for n in [0, 1, 2, 7, STRAUS_BELOW - 1, STRAUS_BELOW, 90] {
            let bases: Vec<Affine<P>> = (0..n)
                .map(|i| match i % 7 {
                    0 => p,
                    1 => -p,
                    2 => Affine::identity(),
                    _ => Projective::<P>::rand(rng).into_affine(),
                })
                .collect();
            assert!(bases
                .iter()
                .all(|b| b.is_in_correct_subgroup_assuming_on_curve()));
            let scalars: Vec<P::ScalarField> = (0..n)
                .map(|i| match i % 2 {
                    0 => edges[i % edges.len()],
                    _ => P::ScalarField::rand(rng),
                })
                .collect();
            assert_eq!(
                msm_in_subgroup(&bases, &scalars),
                arkworks_msm(&bases, &scalars),
                "n = {n}"
            );
        }
        for base in [p, Affine::identity()] {
            for k in edges
                .iter()
                .copied()
                .chain((0..20).map(|_| P::ScalarField::rand(rng)))
            {
                let expected = ark_ec::scalar_mul::double_and_add_affine(&base, k.into_bigint());
                assert_eq!(mul_in_subgroup(&base, k), expected, "{k}");
            }
        }
    }

    #[test]
    fn subgroup_paths_match_arkworks_on_groups_with_a_cofactor() {
        check_in_subgroup::<ark_bls12_381::g1::Config>();
        check_in_subgroup::<ark_bls12_377::g1::Config>();
        check_in_subgroup::<ark_bw6_761::g1::Config>();
        check_in_subgroup::<ark_bn254::g1::Config>();
    }

    #[test]
    fn groups_with_a_cofactor_take_the_generic_paths() {
        type P = ark_bls12_377::g1::Config;
        assert!(!prime_order::<P>());
        assert!(
            prime_order::<ark_pallas::PallasConfig>() && prime_order::<ark_vesta::VestaConfig>()
        );
        // Points on the curve outside the prime-order subgroup, where φ(P) = λP fails.
        let rng = &mut test_rng();
        let bases: Vec<Affine<P>> = core::iter::repeat_with(|| {
            Affine::<P>::get_point_from_x_unchecked(UniformRand::rand(rng), true)
        })
        .flatten()
        .filter(|p| !p.is_in_correct_subgroup_assuming_on_curve())
        .take(40)
        .collect();
        let scalars: Vec<_> = (0..40).map(|_| ark_bls12_377::Fr::rand(rng)).collect();
        assert_eq!(msm(&bases, &scalars), arkworks_msm(&bases, &scalars));
        let scalar = scalars[0].into_bigint();
        let base = bases[0].into_group();
        assert_eq!(
            mul(&base, scalar.as_ref()),
            P::mul_projective(&base, scalar.as_ref())
        );
    }
}
