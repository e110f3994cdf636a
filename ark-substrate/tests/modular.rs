//! `ark_substrate::modular` against plain arkworks: the host field [`HostFp`] passes arkworks'
//! own field test suite and equals the Montgomery field it mirrors operation by operation;
//! arkworks curves over it ([`OverHostField`]) and the lockstep [`vector_msm`] give the points
//! of textbook double-and-add on arkworks' group law (and of arkworks' MSM in the subgroup), for points in and out of the prime-order subgroup and the edge cases of the group
//! law (equal, opposite and repeated points, zero and full-width scalars).

use ark_algebra_test_templates::test_field;
use ark_ec::{
    short_weierstrass::{Affine, Projective, SWCurveConfig},
    AffineRepr, CurveGroup, PrimeGroup, VariableBaseMSM,
};
use ark_ff::{
    AdditiveGroup, BigInteger, FftField, Field, Fp, MontBackend, MontConfig, PrimeField,
    UniformRand, Zero,
};
use ark_std::{rand::Rng, test_rng};
use ark_substrate::modular::{to_host, vector_msm, HostFp, OverHostField};

test_field!(50; bls12_381_fq; HostFp<ark_bls12_381::FqConfig, 6>; prime);
test_field!(50; bn254_fq; HostFp<ark_bn254::FqConfig, 4>; prime);
test_field!(20; bw6_761_fq; HostFp<ark_bw6_761::FqConfig, 12>; prime);
test_field!(50; pallas_fq; HostFp<ark_pallas::FqConfig, 4>; prime);
test_field!(50; bls12_381_fr; HostFp<ark_bls12_381::FrConfig, 4>; prime);

/// Back from the host field.
fn arkworks<M: MontConfig<N>, const N: usize>(x: HostFp<M, N>) -> Fp<MontBackend<M, N>, N> {
    Fp::new(x.0)
}

/// Every operation of the host field equals the Montgomery field's, on random elements and on
/// 0, 1 and −1; every constant equals the Montgomery field's.
fn field_agrees<M: MontConfig<N>, const N: usize>() {
    type F<M, const N: usize> = Fp<MontBackend<M, N>, N>;
    let rng = &mut test_rng();
    assert_eq!(arkworks(HostFp::<M, N>::GENERATOR), M::GENERATOR);
    assert_eq!(arkworks(HostFp::<M, N>::ONE), F::<M, N>::ONE);
    assert_eq!(arkworks(HostFp::<M, N>::NEG_ONE), -F::<M, N>::ONE);
    assert_eq!(
        arkworks(<HostFp<M, N> as FftField>::TWO_ADIC_ROOT_OF_UNITY),
        M::TWO_ADIC_ROOT_OF_UNITY
    );
    let special = [F::<M, N>::zero(), F::<M, N>::ONE, -F::<M, N>::ONE];
    let elements: Vec<F<M, N>> = special
        .into_iter()
        .chain((0..40).map(|_| F::<M, N>::rand(rng)))
        .collect();
    for (i, &a) in elements.iter().enumerate() {
        let b = elements[(i * 7 + 3) % elements.len()];
        let (ha, hb) = (to_host(a), to_host(b));
        assert_eq!(ha.into_bigint(), a.into_bigint());
        assert_eq!(arkworks(ha * hb), a * b);
        assert_eq!(arkworks(ha + hb), a + b);
        assert_eq!(arkworks(ha - hb), a - b);
        assert_eq!(arkworks(-ha), -a);
        assert_eq!(arkworks(ha.square()), a.square());
        assert_eq!(ha.inverse().map(arkworks), a.inverse());
        assert_eq!(
            ha.sqrt().map(|r| arkworks(r).square()),
            a.sqrt().map(|r| r.square())
        );
        assert_eq!(
            arkworks(ha.pow([0x1234_5678_9abc_def0, 7])),
            a.pow([0x1234_5678_9abc_def0, 7])
        );
    }
}

#[test]
fn host_field_equals_montgomery_field() {
    field_agrees::<ark_bls12_381::FqConfig, 6>();
    field_agrees::<ark_bn254::FqConfig, 4>();
    field_agrees::<ark_bw6_761::FqConfig, 12>();
    field_agrees::<ark_pallas::FqConfig, 4>();
    field_agrees::<ark_ed_on_bls12_381_bandersnatch::FqConfig, 4>();
}

/// A point on the curve, in the prime-order subgroup or (for a curve with a cofactor) likely not.
fn point<C: SWCurveConfig>(rng: &mut impl Rng, in_subgroup: bool) -> Affine<C> {
    if in_subgroup {
        return Projective::<C>::rand(rng).into_affine();
    }
    loop {
        let x = C::BaseField::rand(rng);
        if let Some(p) = Affine::<C>::get_point_from_x_unchecked(x, rng.gen()) {
            return p;
        }
    }
}

/// `Σ scalars[i]·bases[i]` by textbook double-and-add on arkworks' group law: exact for any
/// point on the curve (arkworks' MSM and some curves' multiplications reduce scalars modulo the
/// subgroup order, right only inside the subgroup).
fn textbook<C: SWCurveConfig>(bases: &[Affine<C>], scalars: &[C::ScalarField]) -> Affine<C> {
    let mut sum = Projective::<C>::zero();
    for (base, scalar) in bases.iter().zip(scalars) {
        let mut acc = Projective::<C>::zero();
        for bit in ark_ff::BitIteratorBE::new(scalar.into_bigint()) {
            acc.double_in_place();
            if bit {
                acc += base;
            }
        }
        sum += acc;
    }
    sum.into_affine()
}

/// The host curve's point of an arkworks point.
fn host_point<C, M, const N: usize>(p: Affine<C>) -> Affine<OverHostField<C, M, N>>
where
    C: SWCurveConfig<BaseField = Fp<MontBackend<M, N>, N>>,
    M: MontConfig<N>,
{
    match p.xy() {
        Some((x, y)) => Affine::new_unchecked(to_host(x), to_host(y)),
        None => Affine::identity(),
    }
}

/// Bases and their scalars.
type Case<C> = (Vec<Affine<C>>, Vec<<C as ark_ec::CurveConfig>::ScalarField>);

/// Scalar multiplication, MSM and curve checks over [`OverHostField`], and [`vector_msm`], equal
/// arkworks' on `C`.
fn curve_agrees<C, M, const N: usize>()
where
    C: SWCurveConfig<BaseField = Fp<MontBackend<M, N>, N>>,
    M: MontConfig<N>,
{
    let rng = &mut test_rng();
    let same = |host: Affine<OverHostField<C, M, N>>, expected: Affine<C>| {
        let host = host.xy().map(|(x, y)| (arkworks(x), arkworks(y)));
        assert_eq!(host, expected.xy());
    };
    let vector = |bases: &[Affine<C>], scalars: &[C::ScalarField]| {
        let host: Vec<_> = bases
            .iter()
            .map(|p| {
                p.xy()
                    .map(|(x, y)| (to_host(x), to_host(y)))
                    .expect("finite bases")
            })
            .collect();
        let scalars: Vec<_> = scalars.iter().map(|s| s.into_bigint()).collect();
        let sum = vector_msm(OverHostField::<C, M, N>::COEFF_A, &host, &scalars);
        sum.map(|(x, y)| (arkworks(x), arkworks(y)))
    };
    assert_eq!(
        host_point::<C, M, N>(C::GENERATOR),
        OverHostField::<C, M, N>::GENERATOR
    );
    let minus_one = -C::ScalarField::ONE;
    for in_subgroup in [true, false] {
        let bases: Vec<Affine<C>> = (0..12).map(|_| point::<C>(rng, in_subgroup)).collect();
        let host: Vec<_> = bases.iter().map(|p| host_point::<C, M, N>(*p)).collect();
        for (p, hp) in bases.iter().zip(&host) {
            assert!(hp.is_on_curve());
            for s in [
                C::ScalarField::zero(),
                C::ScalarField::ONE,
                minus_one,
                C::ScalarField::rand(rng),
            ] {
                same((*hp * s).into_affine(), textbook(&[*p], &[s]));
            }
        }
        // Off the curve stays off.
        let mut off = host[0];
        AdditiveGroup::double_in_place(&mut off.y);
        assert!(!off.is_on_curve() || host[0].y.is_zero());
        for n in [1, 2, 5, 12] {
            let scalars: Vec<C::ScalarField> = (0..n).map(|_| C::ScalarField::rand(rng)).collect();
            let expected = textbook(&bases[..n], &scalars);
            if in_subgroup {
                let arkworks = Projective::<C>::msm_unchecked(&bases[..n], &scalars);
                assert_eq!(arkworks.into_affine(), expected);
            }
            let host_msm =
                Projective::<OverHostField<C, M, N>>::msm_unchecked(&host[..n], &scalars);
            same(host_msm.into_affine(), expected);
            assert_eq!(vector(&bases[..n], &scalars), expected.xy(), "n = {n}");
        }
        // The group law's edge cases through the lockstep lanes and the tree of sums.
        let (p, q) = (bases[0], bases[1]);
        let (s, t) = (C::ScalarField::rand(rng), C::ScalarField::rand(rng));
        let zero = C::ScalarField::zero();
        let cases: Vec<Case<C>> = vec![
            (vec![p, p], vec![s, s]),
            (vec![p, p], vec![s, t]),
            (vec![p, -p], vec![s, s]),
            (vec![p, -p, q], vec![s, s, t]),
            (vec![p, q, p, q], vec![s, t, s, t]),
            (vec![p, q], vec![zero, zero]),
            (vec![p, q], vec![minus_one, C::ScalarField::ONE]),
            (vec![p], vec![minus_one]),
            (vec![], vec![]),
        ];
        for (case, (bases, scalars)) in cases.into_iter().enumerate() {
            let expected = textbook(&bases, &scalars);
            assert_eq!(vector(&bases, &scalars), expected.xy(), "case {case}");
        }
    }
    // A generator multiple through the projective type too.
    let s = C::ScalarField::rand(rng);
    same(
        (Projective::<OverHostField<C, M, N>>::generator() * s).into_affine(),
        (Projective::<C>::generator() * s).into_affine(),
    );
}

#[test]
fn curves_over_the_host_field_equal_arkworks() {
    curve_agrees::<ark_bls12_381::g1::Config, ark_bls12_381::FqConfig, 6>();
    curve_agrees::<ark_bn254::g1::Config, ark_bn254::FqConfig, 4>();
    curve_agrees::<ark_bw6_761::g1::Config, ark_bw6_761::FqConfig, 12>();
    curve_agrees::<ark_pallas::PallasConfig, ark_pallas::FqConfig, 4>();
    // a ≠ 0: the doubling's a·Z⁴ call.
    curve_agrees::<
        ark_ed_on_bls12_381_bandersnatch::SWConfig,
        ark_ed_on_bls12_381_bandersnatch::FqConfig,
        4,
    >();
}

/// The host field's bits are the canonical integer's: what `modular_*` take.
#[test]
fn host_elements_hold_the_canonical_integer() {
    let rng = &mut test_rng();
    for _ in 0..20 {
        let a = ark_bls12_381::Fq::rand(rng);
        assert_eq!(to_host(a).0, a.into_bigint());
        assert_eq!(to_host(a).0.to_bytes_le(), a.into_bigint().to_bytes_le());
    }
}
