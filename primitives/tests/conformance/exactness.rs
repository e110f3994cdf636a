//! `msm_*`, `mul_projective_*` and `mul_affine_*` follow the group law of the whole curve, for
//! every point they accept: bases outside the prime-order subgroup, points of small order and
//! the identity, with integer scalars (0, 1, r − 1, r, r + 1, multiples of r, up to 16 limbs).
//!
//! The reference is textbook affine double-and-add written here (one field inversion per step),
//! independent of arkworks' and blst's projective formulas, GLV and Pippenger.

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

    /// The curve's cofactor: the order of its whole group over `r`.
    fn cofactor() -> &'static [u64];

    /// Whether arkworks' projective formulas are complete on this curve (every short Weierstrass
    /// curve; a twisted Edwards curve where `a` is a square and `d` is not), so that
    /// [`projective_mul`] is the group law for every point.
    fn projective_complete() -> bool;
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

    fn cofactor() -> &'static [u64] {
        C::COFACTOR
    }

    fn projective_complete() -> bool {
        true
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

    fn cofactor() -> &'static [u64] {
        C::COFACTOR
    }

    fn projective_complete() -> bool {
        C::COEFF_A.legendre().is_qr() && C::COEFF_D.legendre().is_qnr()
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

/// `scalar · p` by double-and-add over arkworks' projective addition and doubling: the group law
/// wherever [`Textbook::projective_complete`] holds, with none of the backends' shortcuts.
fn projective_mul<G: CurveGroup>(p: &G, scalar: &[u64]) -> G {
    let mut acc = G::zero();
    for bit in BitIteratorBE::without_leading_zeros(scalar) {
        acc.double_in_place();
        if bit {
            acc += p;
        }
    }
    acc
}

/// Points of small prime order `ℓ`, one for each prime `ℓ < 1000` that divides the cofactor:
/// `[r·h/ℓ^v]·p` for random `p` (`ℓ^v` the part of `h` at `ℓ`), multiplied by `ℓ` until the
/// next multiple is the identity.
fn small_order_points<A: Textbook>(rng: &mut impl Rng) -> Vec<A> {
    use num_bigint::BigUint;
    let limbs = |n: &BigUint| n.to_u64_digits();
    let h = BigUint::from_slice(
        &A::cofactor()
            .iter()
            .flat_map(|l| [*l as u32, (l >> 32) as u32])
            .collect::<Vec<_>>(),
    );
    let r = BigUint::from_bytes_le(&A::ScalarField::MODULUS.to_bytes_le());
    let mut found = Vec::new();
    for prime in (2u32..1000).filter(|n| (2..*n).take_while(|d| d * d <= *n).all(|d| n % d != 0)) {
        let mut part = BigUint::from(1u8);
        while (&h % (&part * prime)) == BigUint::from(0u8) {
            part *= prime;
        }
        if part == BigUint::from(1u8) {
            continue;
        }
        let clear = limbs(&(&r * (&h / &part)));
        let before = found.len();
        // Random bytes are a point only now and then (G2's a few times in a hundred).
        let tries = (0..2000).filter_map(|_| {
            let mut seed = vec![0u8; encoding::size_of::<A>()];
            rng.fill(&mut seed[..]);
            A::from_random_bytes(&seed)
        });
        for p in tries.take(20) {
            let mut t = projective_mul(&p.into_group(), &clear);
            if t.is_zero() {
                continue;
            }
            while !projective_mul(&t, &[u64::from(prime)]).is_zero() {
                t = projective_mul(&t, &[u64::from(prime)]);
            }
            found.push(t.into_affine());
            break;
        }
        // Each point fails with probability at most 1/ℓ.
        assert!(found.len() > before, "no point of order {prime}");
    }
    found
}

/// `msm_*` scalars (field elements, so below `r`): 0, 1, 2, `r − 2`, `r − 1`, and `2^k − 1`,
/// `2^k`, `2^k + 1` at the limb edges and the top bits, and random ones.
fn msm_scalars<A: Point>(rng: &mut impl Rng) -> Vec<A::ScalarField> {
    let bits = u64::from(A::ScalarField::MODULUS_BIT_SIZE);
    let two = A::ScalarField::from(2u8);
    let one = A::ScalarField::ONE;
    let mut scalars = vec![
        A::ScalarField::zero(),
        one,
        two,
        -two,
        -one,
        A::ScalarField::rand(rng),
    ];
    for k in [1, 63, 64, 65, 128, bits - 2, bits - 1] {
        let power = two.pow([k]);
        scalars.extend([power - one, power, power + one]);
    }
    scalars
}

/// `msm_*` against [`projective_mul`] at every size threshold of the backends (blst's one
/// point, table of 2 to 31 and Pippenger from 32; GLV's Straus below 32; the batched Pippenger
/// from 64) and across Pippenger's window widths, with bases of every kind outside the subgroup:
/// random ones, points of small prime order (BLS12-381 G1's `(0, ±2)` of order 3 among them),
/// and subgroup points plus a small-order point, with the scalars of [`msm_scalars`]. Each
/// product `s·P` is computed once; an MSM's expected value is the sum of its products.
fn check_msm_at_every_size<A: Textbook + HostGroup>(name: &str) -> usize {
    let mut rng = test_rng();
    let r = A::ScalarField::MODULUS;
    let small = small_order_points::<A>(&mut rng);
    let mut outside: Vec<A> = points::<A>(&mut rng)
        .into_iter()
        .filter(|p| !projective_mul(&p.into_group(), r.as_ref()).is_zero())
        .collect();
    for t in &small {
        let subgroup_point = A::generator() * A::ScalarField::rand(&mut rng);
        outside.extend([*t, (subgroup_point + t).into_affine()]);
    }
    // Prime order: every point is in the subgroup; then the bases are any points.
    let pool: Vec<A> = if outside.is_empty() {
        points::<A>(&mut rng)
    } else {
        outside
    };
    let scalars = msm_scalars::<A>(&mut rng);
    let products: Vec<Vec<A::Group>> = pool
        .iter()
        .map(|p| {
            scalars
                .iter()
                .map(|s| projective_mul(&p.into_group(), s.into_bigint().as_ref()))
                .collect()
        })
        .collect();
    let mut compared = 0;
    for n in [
        1, 2, 3, 4, 10, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 128, 129, 256,
    ] {
        if n > A::MSM_LIMIT {
            continue;
        }
        // Three mixes: bases and scalars in two strides, and one base `n` times (its multiples
        // summed in one bucket, `(r − 1)·P + 1·P` among them).
        for mix in 0..3 {
            let picks: Vec<(usize, usize)> = (0..n)
                .map(|i| match mix {
                    0 => (i % pool.len(), i % scalars.len()),
                    1 => ((i * 7 + n) % pool.len(), (i * 5 + 3) % scalars.len()),
                    _ => (n % pool.len(), (i * 3 + 1) % scalars.len()),
                })
                .collect();
            let bases: Vec<A> = picks.iter().map(|(b, _)| pool[*b]).collect();
            let msm_scalars: Vec<A::ScalarField> = picks.iter().map(|(_, s)| scalars[*s]).collect();
            let expected: A::Group = picks.iter().map(|(b, s)| products[*b][*s]).sum();
            let mut out = vec![0u8; encoding::size_of::<A>()];
            let got = A::MSM(
                &encoding::write_list(&bases),
                &encoding::write_list(&msm_scalars),
                &mut out,
            )
            .map(|()| out.clone());
            assert_eq!(
                got,
                Ok(bytes(&expected.into_affine())),
                "{name}: msm of {n} (mix {mix}): bases {bases:?}, scalars {msm_scalars:?}"
            );
            compared += 1;
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
                // Bandersnatch's Edwards form: `bandersnatch` below, through its Weierstrass form.
                if <$affine as Textbook>::projective_complete() {
                    let compared = check_msm_at_every_size::<$affine>(name);
                    assert!(compared >= 30, "{name}: only {compared} MSMs compared");
                }
            }
        )*
    };
}

every_group!(exactness_tests);

mod bandersnatch {
    //! Bandersnatch's twisted Edwards form is incomplete: its group has two points at infinity
    //! (of order two), which have no affine encoding, and sums through them that textbook
    //! Edwards arithmetic cannot do. The reference here is the short Weierstrass form of the same
    //! curve (textbook affine arithmetic, complete with the identity), with the birational maps
    //! through the Montgomery form written out here: the host must return the Edwards image of
    //! that result, or `NoAffineResult` when the image is at infinity.

    use super::*;
    use ark_ec::twisted_edwards::MontCurveConfig;
    use ark_ed_on_bls12_381_bandersnatch::{BandersnatchConfig as C, Fq};

    type Te = te::Affine<C>;
    type Sw = sw::Affine<C>;

    /// Edwards `(x, y)` → Montgomery `((1 + y)/(1 − y), u/x)` → Weierstrass `(u/B + A/(3B), v/B)`.
    fn to_sw(p: &Te) -> Sw {
        let (a, b) = (
            <C as MontCurveConfig>::COEFF_A,
            <C as MontCurveConfig>::COEFF_B,
        );
        let (u, v) = if p.is_zero() {
            return Sw::identity();
        } else if p.x.is_zero() {
            (Fq::zero(), Fq::zero()) // (0, −1)
        } else {
            let u = (Fq::ONE + p.y) / (Fq::ONE - p.y);
            (u, u / p.x)
        };
        Sw::new_unchecked(u / b + a / (b * Fq::from(3u8)), v / b)
    }

    /// The inverse map; `None` at the Edwards form's points at infinity.
    fn to_te(p: &Sw) -> Option<Te> {
        let (a, b) = (
            <C as MontCurveConfig>::COEFF_A,
            <C as MontCurveConfig>::COEFF_B,
        );
        if p.is_zero() {
            return Some(Te::zero());
        }
        let (u, v) = (p.x * b - a / Fq::from(3u8), p.y * b);
        if u.is_zero() && v.is_zero() {
            return Some(Te::new_unchecked(Fq::zero(), -Fq::ONE));
        }
        Some(Te::new_unchecked(
            u * v.inverse()?,
            (u - Fq::ONE) * (u + Fq::ONE).inverse()?,
        ))
    }

    /// Points outside the subgroup with a part of order two or four, the kind whose multiples
    /// pass through infinity, plus the identity, `(0, −1)` and subgroup points.
    fn bases(rng: &mut impl Rng) -> Vec<Te> {
        let mut bases = vec![
            Te::zero(),
            Te::new_unchecked(Fq::zero(), -Fq::ONE),
            Te::generator(),
        ];
        while bases.len() < 24 {
            let mut seed = [0u8; 64];
            rng.fill(&mut seed[..]);
            if let Some(p) = Te::from_random_bytes(&seed) {
                bases.push(p);
            }
        }
        bases
    }

    /// The maps are the curve's isomorphism: the generators correspond, every map is inverted,
    /// and Edwards sums (where the textbook law has them) map to Weierstrass sums.
    #[test]
    fn maps_are_the_isomorphism_of_the_forms() {
        assert_eq!(to_sw(&Te::generator()), Sw::generator());
        let mut rng = test_rng();
        let bases = bases(&mut rng);
        let mut sums = 0;
        for p in &bases {
            assert!(to_sw(p).is_on_curve(), "{p:?}");
            assert_eq!(to_te(&to_sw(p)), Some(*p));
            for q in &bases {
                if let Some(sum) = Te::textbook_add(p, q) {
                    assert_eq!(Some(to_sw(&sum)), Sw::textbook_add(&to_sw(p), &to_sw(q)));
                    sums += 1;
                }
            }
        }
        assert!(sums > 400, "{sums}");
    }

    fn expected(point: Option<Sw>) -> Result<Vec<u8>, Error> {
        point
            .and_then(|p| to_te(&p))
            .map(|p| bytes(&p))
            .ok_or(Error::NoAffineResult)
    }

    /// `mul_*` and `msm` return the Edwards image of the Weierstrass result, through the points
    /// at infinity too.
    #[test]
    fn results_through_infinity_are_exact() {
        let mut rng = test_rng();
        let bases = bases(&mut rng);
        let (mut affine, mut at_infinity, mut through) = (0, 0, 0);
        for p in &bases {
            for scalar in mul_scalars::<Te>(&mut rng) {
                let want = expected(reference_mul(&to_sw(p), &scalar));
                let mut out = vec![0u8; 64];
                let got = <Te as HostGroup>::MUL_AFFINE(
                    &bytes(p),
                    &encoding::write_scalar(&scalar),
                    &mut out,
                )
                .map(|()| out.to_vec());
                assert_eq!(got, want, "{scalar:?}·{p:?}");
                match (&want, reference_mul(p, &scalar)) {
                    (Err(_), _) => at_infinity += 1,
                    (Ok(_), None) => through += 1,
                    (Ok(_), Some(_)) => affine += 1,
                }
            }
        }
        // Every other scalar an edge one (0, 1, r − 1, powers of two and their neighbours).
        let edge = msm_scalars::<Te>(&mut rng);
        for n in [1, 2, 3, 5, 8, 10, 16, 17, 31, 32, 33, 63, 64, 65, 100, 129] {
            let points: Vec<Te> = (0..n).map(|i| bases[(i * 5 + n) % bases.len()]).collect();
            let scalars: Vec<<Te as AffineRepr>::ScalarField> = (0..n)
                .map(|i| match i % 2 {
                    0 => edge[(i / 2 + n) % edge.len()],
                    _ => UniformRand::rand(&mut rng),
                })
                .collect();
            let sw_points: Vec<Sw> = points.iter().map(to_sw).collect();
            let want = expected(reference_msm(&sw_points, &scalars));
            let mut out = vec![0u8; 64];
            let got = <Te as HostGroup>::MSM(
                &encoding::write_list(&points),
                &encoding::write_list(&scalars),
                &mut out,
            )
            .map(|()| out.to_vec());
            assert_eq!(got, want, "msm of {n}");
        }
        // Each kind of case occurs: affine all the way, through infinity and back, and a result
        // at infinity.
        assert!(
            affine > 50 && through > 10 && at_infinity > 10,
            "{affine} {through} {at_infinity}"
        );
    }
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

macro_rules! multi_miller_loop_is_arkworks_value_test {
    ($($name:ident: $engine:ty,)*) => {
        #[test]
        fn multi_miller_loop_is_arkworks_value() {
            $(check_miller_loop::<$engine>(stringify!($name));)*
        }
    };
}
every_pairing!(multi_miller_loop_is_arkworks_value_test);
