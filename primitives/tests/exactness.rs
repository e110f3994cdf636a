//! `msm_*`, `mul_projective_*` and `mul_affine_*` follow the group law of the whole curve, for
//! every point they accept: bases outside the prime-order subgroup, points of small order and
//! the identity, with integer scalars (0, 1, r − 1, r, r + 1, multiples of r, up to 16 limbs).
//!
//! The reference is textbook affine double-and-add written here (one field inversion per step),
//! independent of arkworks' and blst's projective formulas, GLV and Pippenger.

#[macro_use]
mod common;

use ark_ec::{
    short_weierstrass::{self as sw, SWCurveConfig},
    twisted_edwards::{self as te, TECurveConfig},
    AffineRepr, CurveGroup,
};
use ark_ff::{BigInteger, BitIteratorBE, Field, PrimeField, UniformRand, Zero};
use ark_std::{rand::Rng, test_rng};
use ec_host_primitives::{
    encoding::{self, Point},
    Error, HostGroup,
};

/// Textbook affine arithmetic on one curve form.
trait Textbook: Point {
    /// `p + q`; `None` if the sum has no affine form (a twisted Edwards point at infinity).
    fn textbook_add(p: &Self, q: &Self) -> Option<Self>;

    /// The projective point `p` with coordinates scaled by `z` (same point, other bytes).
    fn scaled(p: &Self, z: Self::BaseField) -> Self::Group;
}

impl<C: SWCurveConfig> Textbook for sw::Affine<C> {
    fn textbook_add(p: &Self, q: &Self) -> Option<Self> {
        if p.is_zero() || q.is_zero() {
            return Some(if p.is_zero() { *q } else { *p });
        }
        let (x1, y1, x2, y2) = (p.x, p.y, q.x, q.y);
        let slope = if x1 == x2 {
            if y1 + y2 == C::BaseField::zero() {
                return Some(Self::identity());
            }
            (x1.square() * C::BaseField::from(3u8) + C::COEFF_A) / (y1 + y1)
        } else {
            (y2 - y1) / (x2 - x1)
        };
        let x3 = slope.square() - x1 - x2;
        Some(Self::new_unchecked(x3, slope * (x1 - x3) - y1))
    }

    fn scaled(p: &Self, z: C::BaseField) -> sw::Projective<C> {
        if p.is_zero() {
            return sw::Projective::zero();
        }
        sw::Projective::new_unchecked(p.x * z.square(), p.y * z.square() * z, z)
    }
}

impl<C: TECurveConfig> Textbook for te::Affine<C> {
    fn textbook_add(p: &Self, q: &Self) -> Option<Self> {
        let (x1, y1, x2, y2) = (p.x, p.y, q.x, q.y);
        let dxy = C::COEFF_D * x1 * x2 * y1 * y2;
        let one = C::BaseField::ONE;
        let x3 = (x1 * y2 + y1 * x2) * (one + dxy).inverse()?;
        let y3 = (y1 * y2 - C::COEFF_A * x1 * x2) * (one - dxy).inverse()?;
        Some(Self::new_unchecked(x3, y3))
    }

    fn scaled(p: &Self, z: C::BaseField) -> te::Projective<C> {
        te::Projective::new_unchecked(p.x * z, p.y * z, p.x * p.y * z, z)
    }
}

/// `scalar · p` by affine double-and-add over the integer scalar.
fn reference_mul<A: Textbook>(p: &A, scalar: &[u64]) -> Option<A> {
    let mut acc = A::zero();
    for bit in BitIteratorBE::without_leading_zeros(scalar) {
        acc = A::textbook_add(&acc, &acc)?;
        if bit {
            acc = A::textbook_add(&acc, p)?;
        }
    }
    Some(acc)
}

fn reference_msm<A: Textbook>(bases: &[A], scalars: &[A::ScalarField]) -> Option<A> {
    bases
        .iter()
        .zip(scalars)
        .try_fold(A::zero(), |sum, (p, s)| {
            A::textbook_add(&sum, &reference_mul(p, s.into_bigint().as_ref())?)
        })
}

fn bytes<T: ark_serialize::CanonicalSerialize>(value: &T) -> Vec<u8> {
    let mut out = Vec::new();
    encoding::write(value, &mut out);
    out
}

/// Points of every kind the host accepts: in the subgroup, outside it, of small order, and the
/// identity.
fn points<A: Textbook>(rng: &mut impl Rng) -> Vec<A> {
    let r = A::ScalarField::MODULUS;
    let mut points = vec![A::zero(), A::generator()];
    let mut outside = 0;
    for _ in 0..400 {
        let mut seed = vec![0u8; encoding::size_of::<A>()];
        rng.fill(&mut seed[..]);
        if let Some(p) = A::from_random_bytes(&seed) {
            if !p.is_in_subgroup() {
                // `[r]p` has order dividing the cofactor: a small-order point (when affine).
                if let Some(small) = reference_mul(&p, r.as_ref()).filter(|s| !s.is_zero()) {
                    points.push(small);
                }
                points.push(p);
                outside += 1;
            } else {
                points.push(p);
            }
        }
        if outside >= 4 && points.len() >= 12 {
            break;
        }
    }
    points
}

/// Scalars for `mul_*`: the edges around `r` and its multiples, long ones, random ones.
fn mul_scalars<A: Point>(rng: &mut impl Rng) -> Vec<Vec<u64>> {
    let r = A::ScalarField::MODULUS;
    let mut r_minus_1 = r;
    r_minus_1.sub_with_borrow(&1u64.into());
    let mut r_plus_1 = r;
    r_plus_1.add_with_carry(&1u64.into());
    let mut two_r = r;
    two_r.mul2();
    let mut scalars = vec![
        vec![],
        vec![0],
        vec![1],
        vec![2],
        vec![3, 0, 0],
        r_minus_1.as_ref().to_vec(),
        r.as_ref().to_vec(),
        r_plus_1.as_ref().to_vec(),
        two_r.as_ref().to_vec(),
        vec![u64::MAX; 16],
        A::ScalarField::rand(rng).into_bigint().as_ref().to_vec(),
    ];
    // r times a random 32-bit number, and that plus one: past r, a multiple of r and the next.
    let factor = u128::from(rng.gen::<u32>());
    let (mut multiple, mut carry) = (Vec::new(), 0u128);
    for limb in r.as_ref().iter().chain([&0]) {
        let v = u128::from(*limb) * factor + carry;
        multiple.push(v as u64);
        carry = v >> 64;
    }
    let mut next = multiple.clone();
    for limb in next.iter_mut() {
        let (sum, overflow) = limb.overflowing_add(1);
        *limb = sum;
        if !overflow {
            break;
        }
    }
    scalars.extend([multiple, next]);
    for limbs in [5, 9, 16] {
        scalars.push((0..limbs).map(|_| rng.gen()).collect());
    }
    scalars
}

fn check_mul<A: Textbook + HostGroup>(name: &str) -> (usize, usize) {
    let mut rng = test_rng();
    let (mut compared, mut undefined) = (0, 0);
    let zs = [<A::BaseField as Field>::ONE, A::BaseField::rand(&mut rng)];
    for p in points::<A>(&mut rng) {
        for scalar in mul_scalars::<A>(&mut rng) {
            let expected = reference_mul(&p, &scalar);
            let scalar_bytes = encoding::write_scalar(&scalar);
            let mut out = vec![0u8; encoding::size_of::<A>()];
            let affine = A::MUL_AFFINE(&bytes(&p), &scalar_bytes, &mut out).map(|()| out.clone());
            for z in zs {
                let mut base = Vec::new();
                A::write_projective(&A::scaled(&p, z), &mut base);
                let projective =
                    A::MUL_PROJECTIVE(&base, &scalar_bytes, &mut out).map(|()| out.clone());
                assert_eq!(
                    affine, projective,
                    "{name}: mul_affine ≠ mul_projective, {p:?}"
                );
            }
            match expected {
                Some(expected) => {
                    assert_eq!(affine, Ok(bytes(&expected)), "{name}: {scalar:?}·{p:?}");
                    compared += 1;
                }
                // The textbook law left the affine curve on the way: the host either computes
                // the point or says it has no affine form; nothing else.
                None => {
                    assert!(
                        matches!(affine, Ok(_) | Err(Error::NoAffineResult)),
                        "{name}: {affine:?}"
                    );
                    undefined += 1;
                }
            }
        }
    }
    (compared, undefined)
}

fn check_msm<A: Textbook + HostGroup>(name: &str) -> usize {
    let mut rng = test_rng();
    let pool = points::<A>(&mut rng);
    let r_minus = |k: u64| -A::ScalarField::from(k);
    let mut compared = 0;
    // Across every size threshold of the backends (GLV's Straus below 32, the batched
    // Pippenger from 64 points).
    for n in [1, 2, 5, 31, 32, 33, 63, 64, 65] {
        let bases: Vec<A> = (0..n).map(|i| pool[(i * 7 + n) % pool.len()]).collect();
        let scalars: Vec<A::ScalarField> = (0..n)
            .map(|i| match i % 5 {
                0 => r_minus(1 + i as u64),
                1 => A::ScalarField::from(i as u64),
                2 => A::ScalarField::zero(),
                _ => A::ScalarField::rand(&mut rng),
            })
            .collect();
        let mut out = vec![0u8; encoding::size_of::<A>()];
        let got = A::MSM(
            &encoding::write_list(&bases),
            &encoding::write_list(&scalars),
            &mut out,
        )
        .map(|()| out.clone());
        match reference_msm(&bases, &scalars) {
            Some(expected) => {
                assert_eq!(got, Ok(bytes(&expected)), "{name}: msm of {n}");
                compared += 1;
            }
            None => assert!(
                matches!(got, Ok(_) | Err(Error::NoAffineResult)),
                "{name}: {got:?}"
            ),
        }
    }
    compared
}

macro_rules! exactness_tests {
    ($($test:ident: $affine:ty,)*) => {
        $(
            #[test]
            fn $test() {
                let name = stringify!($test);
                let (compared, _) = check_mul::<$affine>(name);
                assert!(compared > 100, "{name}: only {compared} products compared");
                assert!(check_msm::<$affine>(name) >= 8, "{name}: too few MSMs compared");
            }
        )*
    };
}

every_group!(exactness_tests);

/// The crash: Bandersnatch's twisted Edwards form is incomplete (`d` is a square), so
/// `[r]P` for a base with a 2-torsion part at infinity is a point at infinity. The host says
/// so instead of panicking.
#[test]
fn bandersnatch_te_points_at_infinity_are_an_error() {
    type A = te::Affine<ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig>;
    let mut rng = test_rng();
    let r = <A as AffineRepr>::ScalarField::MODULUS;
    let scalar = encoding::write_scalar(r.as_ref());
    let mut seen = 0;
    for _ in 0..2000 {
        let mut seed = [0u8; 64];
        rng.fill(&mut seed[..]);
        let Some(p) = A::from_random_bytes(&seed) else {
            continue;
        };
        if reference_mul(&p, r.as_ref()).is_none() {
            let mut out = [0u8; 64];
            assert_eq!(
                <A as HostGroup>::MUL_AFFINE(&bytes(&p), &scalar, &mut out),
                Err(Error::NoAffineResult)
            );
            let mut base = Vec::new();
            A::write_projective(&p.into_group(), &mut base);
            assert_eq!(
                <A as HostGroup>::MUL_PROJECTIVE(&base, &scalar, &mut out),
                Err(Error::NoAffineResult)
            );
            seen += 1;
        }
    }
    assert!(seen > 100, "only {seen} bases with a part at infinity");
}

/// `multi_miller_loop` returns arkworks' value on every curve (blst's differs on BLS12-381, and
/// arkworks' own BW6 loop is wrong past 4 pairs): the product of one-pair loops, for 0 to 9
/// pairs, with identities mixed in.
fn check_miller_loop<E: ec_host_primitives::HostPairing>(name: &str) {
    let mut rng = test_rng();
    for n in 0..=9usize {
        let g1: Vec<E::G1Affine> = (0..n)
            .map(|i| match i {
                3 => E::G1Affine::zero(),
                _ => (E::G1Affine::generator() * E::ScalarField::rand(&mut rng)).into_affine(),
            })
            .collect();
        let g2: Vec<E::G2Affine> = (0..n)
            .map(|i| match i {
                7 => E::G2Affine::zero(),
                _ => (E::G2Affine::generator() * E::ScalarField::rand(&mut rng)).into_affine(),
            })
            .collect();
        let expected: E::TargetField = g1
            .iter()
            .zip(&g2)
            .map(|(p, q)| E::multi_miller_loop([*p], [*q]).0)
            .product();
        let mut out = vec![0u8; encoding::size_of::<E::TargetField>()];
        E::MULTI_MILLER_LOOP(
            &encoding::write_list(&g1),
            &encoding::write_list(&g2),
            &mut out,
        )
        .unwrap();
        assert_eq!(out, bytes(&expected), "{name}: {n} pairs");
    }
}

#[test]
fn multi_miller_loop_is_arkworks_value() {
    check_miller_loop::<ark_bls12_381::Bls12_381>("bls12_381");
    check_miller_loop::<ark_bls12_377::Bls12_377>("bls12_377");
    check_miller_loop::<ark_bw6_761::BW6_761>("bw6_761");
    check_miller_loop::<ark_bn254::Bn254>("bn254");
}
