//! The generic-arithmetic experiment's operations (`ec_bench_ops::generic`) give one answer
//! through every interface, and it is the independent one: the MSM equals textbook
//! double-and-add on arkworks' BLS12-381 G1 for the benchmarks' fixture and for random points
//! in the subgroup, with points at infinity, repeated and opposite points (off the subgroup,
//! arkworks' MSM, which works modulo the group order, for the two interfaces that run it); P-256
//! verification is checked against Wycheproof and RIP-7212's vectors in `ark-substrate`'s tests,
//! here only the benchmarks' input, valid, and a one-bit change in each of its bytes, not valid.

use ark_bls12_381::{Fq, Fr, G1Affine, G1Projective};
use ark_ec::{AffineRepr, CurveGroup, VariableBaseMSM};
use ark_ff::{AdditiveGroup, BigInteger, BitIteratorBE, PrimeField, UniformRand, Zero};
use ark_std::test_rng;
use ec_bench_ops::{
    generic::{
        ecdsa_p256_verify, generic_msm_bls12_381_g1, generic_msm_fixture, Interface, BASE,
        COORDINATE, P256_INPUT, SCALAR,
    },
    OpError,
};

/// `Σ scalars[i]·bases[i]` by double-and-add on the group law, as `x ‖ y` (zeros: infinity).
fn textbook(bases: &[G1Affine], scalars: &[Fr]) -> [u8; BASE] {
    let mut sum = G1Projective::zero();
    for (base, scalar) in bases.iter().zip(scalars) {
        let mut acc = G1Projective::zero();
        for bit in BitIteratorBE::new(scalar.into_bigint()) {
            acc.double_in_place();
            if bit {
                acc += base;
            }
        }
        sum += acc;
    }
    let mut out = [0u8; BASE];
    if let Some((x, y)) = sum.into_affine().xy() {
        out[..COORDINATE].copy_from_slice(&x.into_bigint().to_bytes_le());
        out[COORDINATE..].copy_from_slice(&y.into_bigint().to_bytes_le());
    }
    out
}

fn encode(bases: &[G1Affine], scalars: &[Fr]) -> (Vec<u8>, Vec<u8>) {
    let mut b = Vec::new();
    for base in bases {
        match base.xy() {
            Some((x, y)) => {
                b.extend(x.into_bigint().to_bytes_le());
                b.extend(y.into_bigint().to_bytes_le());
            }
            None => b.extend([0u8; BASE]),
        }
    }
    let s = scalars
        .iter()
        .flat_map(|s| s.into_bigint().to_bytes_le())
        .collect();
    (b, s)
}

fn all_interfaces(bases: &[u8], scalars: &[u8]) -> Result<[u8; BASE], OpError> {
    let answers: Vec<_> = Interface::ALL
        .iter()
        .map(|i| generic_msm_bls12_381_g1(*i, bases, scalars))
        .collect();
    for answer in &answers {
        assert_eq!(answer, &answers[0], "every interface gives one answer");
    }
    answers[0]
}

#[test]
fn generic_msm_equals_textbook_through_every_interface() {
    let (bases, scalars) = generic_msm_fixture();
    let points: Vec<G1Affine> = ec_bench_ops::fixtures::points::<G1Projective>(100);
    let fixture_scalars: Vec<Fr> = ec_bench_ops::fixtures::scalars::<Fr>(100);
    assert_eq!(
        all_interfaces(&bases, &scalars),
        Ok(textbook(&points, &fixture_scalars))
    );

    let rng = &mut test_rng();
    let off_subgroup = |rng: &mut _| loop {
        if let Some(p) = G1Affine::get_point_from_x_unchecked(Fq::rand(rng), true) {
            break p;
        }
    };
    let p = G1Projective::rand(rng).into_affine();
    let q = off_subgroup(rng);
    let (s, t) = (Fr::rand(rng), Fr::rand(rng));
    let cases: Vec<(Vec<G1Affine>, Vec<Fr>)> = vec![
        (vec![p, q, G1Affine::zero()], vec![s, t, s]),
        (vec![p, p, -p], vec![s, s, s]),
        (vec![q, -q], vec![t, t]),
        (vec![q], vec![-Fr::from(1u64)]),
        (vec![], vec![]),
        (
            (0..9).map(|_| off_subgroup(rng)).collect(),
            (0..9).map(|_| Fr::rand(rng)).collect(),
        ),
    ];
    for (points, scalars) in cases {
        let (b, s) = encode(&points, &scalars);
        // Off the subgroup, arkworks' MSM (behind `Plain` and `PerElement`) works modulo the
        // group order, as its scalar type says; the vector and MSM interfaces multiply by the
        // integer. In the subgroup the two agree.
        let integer = textbook(&points, &scalars);
        let modulo_order = {
            let sum = G1Projective::msm_unchecked(&points, &scalars);
            textbook(&[sum.into_affine()], &[Fr::from(1u64)])
        };
        if points
            .iter()
            .all(|p| p.is_in_correct_subgroup_assuming_on_curve())
        {
            assert_eq!(integer, modulo_order);
        }
        for &interface in Interface::ALL {
            let expected = match interface {
                Interface::Plain | Interface::PerElement => modulo_order,
                Interface::Vectorised | Interface::Msm => integer,
            };
            assert_eq!(
                generic_msm_bls12_381_g1(interface, &b, &s),
                Ok(expected),
                "{interface:?}, {} points",
                points.len()
            );
        }
    }
}

#[test]
fn generic_msm_rejects_bad_input_through_every_interface() {
    let (bases, scalars) = generic_msm_fixture();
    let mut off_curve = bases.clone();
    off_curve[0] ^= 1;
    assert_eq!(
        all_interfaces(&off_curve, &scalars),
        Err(OpError::InvalidEncoding)
    );
    let mut big_scalar = scalars.clone();
    big_scalar[..SCALAR].copy_from_slice(&Fr::MODULUS.to_bytes_le());
    assert_eq!(
        all_interfaces(&bases, &big_scalar),
        Err(OpError::InvalidEncoding)
    );
    assert_eq!(
        all_interfaces(&bases[BASE..], &scalars),
        Err(OpError::LengthMismatch)
    );
    assert_eq!(
        all_interfaces(&bases[1..], &scalars[..scalars.len() - SCALAR]),
        Err(OpError::LengthMismatch)
    );
    let longer = [&bases[..], &bases[..BASE]].concat();
    let more = [&scalars[..], &scalars[..SCALAR]].concat();
    assert_eq!(all_interfaces(&longer, &more), Err(OpError::InputTooLong));
}

#[test]
fn ecdsa_p256_verify_agrees_through_every_interface() {
    for &interface in Interface::ALL {
        assert!(ecdsa_p256_verify(interface, &P256_INPUT), "{interface:?}");
    }
    for byte in 0..P256_INPUT.len() {
        let bit = byte * 8 + byte % 8;
        let mut input = P256_INPUT;
        input[byte] ^= 1 << (byte % 8);
        for &interface in Interface::ALL {
            assert!(
                !ecdsa_p256_verify(interface, &input),
                "{interface:?}, bit {bit}"
            );
        }
    }
}
