//! Every host function of every curve, fed bad input: each case gets its documented error,
//! and random bytes never panic.

use ark_ec::{AffineRepr, CurveGroup};
use ark_ff::{BigInteger, Field, PrimeField, Zero};
use ark_serialize::CanonicalSerialize;
use ark_std::{rand::Rng, test_rng, UniformRand};
use ec_host_primitives::{
    encoding::{self, Point},
    Error, HostGroup, HostPairing, MAX_MSM_LEN, MAX_PAIRS, MAX_SCALAR_LIMBS,
};

fn bytes<T: CanonicalSerialize>(value: &T) -> Vec<u8> {
    let mut out = Vec::new();
    encoding::write(value, &mut out);
    out
}

fn list<T: CanonicalSerialize>(values: &[T]) -> Vec<u8> {
    encoding::write_list(values)
}

fn point_size<A: Point>() -> usize {
    encoding::size_of::<A>()
}

/// A random point of the prime-order subgroup.
fn random_point<A: Point>() -> A {
    (A::generator() * A::ScalarField::rand(&mut test_rng())).into_affine()
}

/// A point on the curve outside the prime-order subgroup, if the cofactor is not one.
fn point_outside_subgroup<A: Point>() -> Option<A> {
    let mut rng = test_rng();
    for _ in 0..1000 {
        let mut seed = vec![0u8; point_size::<A>()];
        rng.fill(&mut seed[..]);
        if let Some(p) = A::from_random_bytes(&seed) {
            if !p.is_in_subgroup() {
                return Some(p);
            }
        }
    }
    None
}

/// A point's encoding with its first base-prime-field element replaced by the modulus.
///
/// Field elements are little-endian, except in BLS12-381's own (zcash) point format, which is
/// big-endian; the generator's encoding tells which.
fn non_canonical<A: Point>(point: &A) -> Vec<u8> {
    let mut encoded = bytes(point);
    let size = encoding::size_of::<<A::BaseField as Field>::BasePrimeField>();
    let x = A::generator()
        .x()
        .unwrap()
        .to_base_prime_field_elements()
        .next()
        .unwrap();
    let little_endian = bytes(&A::generator())[..size] == bytes(&x)[..];
    let modulus = <<A::BaseField as Field>::BasePrimeField as PrimeField>::MODULUS;
    let modulus = if little_endian {
        modulus.to_bytes_le()
    } else {
        modulus.to_bytes_be()
    };
    let skip = modulus.len() - size; // leading zero bytes of a big-endian modulus
    let modulus = if little_endian {
        &modulus[..size]
    } else {
        &modulus[skip..]
    };
    encoded[..size].copy_from_slice(modulus);
    encoded
}

/// A point's encoding with y changed by one: on no curve point with that x.
fn off_curve<A: Point>(point: &A) -> Vec<u8> {
    let mut encoded = bytes(point);
    encoded[encoding::size_of::<A::BaseField>()] ^= 1;
    encoded
}

/// `has_cofactor`: whether the curve has points outside the prime-order subgroup.
fn check_group<A: HostGroup>(name: &str, has_cofactor: bool) {
    let mut rng = test_rng();
    let p = random_point::<A>();
    let s = A::ScalarField::rand(&mut rng);
    let (out_len, scalar) = (point_size::<A>(), bytes(&s));
    let mut out = vec![0u8; out_len];
    let limbs = encoding::write_scalar(s.into_bigint().as_ref());

    // Sanity: the good call works.
    assert_eq!((A::MSM)(&bytes(&p), &scalar, &mut out), Ok(()), "{name}");
    assert_eq!(out, bytes(&(p * s).into_affine()), "{name}");
    // Empty MSM is the identity.
    assert_eq!((A::MSM)(&[], &[], &mut out), Ok(()), "{name}");
    assert_eq!(out, bytes(&A::zero()), "{name}");

    // Truncated and oversized inputs.
    let good = bytes(&p);
    for (function, second) in [(A::MSM, scalar.clone()), (A::MUL_AFFINE, limbs.clone())] {
        assert_eq!(
            function(&good[..good.len() - 1], &second, &mut out),
            Err(Error::LengthMismatch),
            "{name}"
        );
        assert_eq!(
            function(&[&good[..], &[0]].concat(), &second, &mut out),
            Err(Error::LengthMismatch),
            "{name}"
        );
        assert_eq!(
            function(&good, &second[..second.len() - 1], &mut out),
            Err(Error::LengthMismatch),
            "{name}"
        );
        // Wrong output length.
        assert_eq!(
            function(&good, &second, &mut out[1..]),
            Err(Error::OutputLength),
            "{name}"
        );
        // Non-canonical field element and off-curve points.
        assert_eq!(
            function(&non_canonical(&p), &second, &mut out),
            Err(Error::InvalidEncoding),
            "{name}"
        );
        assert_eq!(
            function(&off_curve(&p), &second, &mut out),
            Err(Error::NotOnCurve),
            "{name}"
        );
    }
    assert_eq!(
        (A::VALIDATE)(&off_curve(&p)),
        Err(Error::NotOnCurve),
        "{name}"
    );
    assert_eq!(
        (A::VALIDATE)(&non_canonical(&p)),
        Err(Error::InvalidEncoding),
        "{name}"
    );
    assert_eq!(
        (A::VALIDATE)(&good[1..]),
        Err(Error::LengthMismatch),
        "{name}"
    );

    // Mismatched counts.
    assert_eq!(
        (A::MSM)(&list(&[p, p]), &scalar, &mut out),
        Err(Error::LengthMismatch),
        "{name}"
    );
    // A scalar >= r is not a canonical scalar-field element.
    let r = A::ScalarField::MODULUS.to_bytes_le();
    let r = &r[..scalar.len()];
    assert_eq!(
        (A::MSM)(&good, r, &mut out),
        Err(Error::InvalidEncoding),
        "{name}"
    );
    // ... but a `mul` scalar is any integer of at most MAX_SCALAR_LIMBS limbs.
    let big = vec![0xffu8; 8 * MAX_SCALAR_LIMBS];
    assert_eq!((A::MUL_AFFINE)(&good, &big, &mut out), Ok(()), "{name}");
    // Longer than the scalar field's integers (arkworks' GLV code panics on these): plain
    // double-and-add, affine and projective.
    let expected = bytes(
        &ark_ec::scalar_mul::double_and_add_affine(&p, [u64::MAX; MAX_SCALAR_LIMBS]).into_affine(),
    );
    assert_eq!(out, expected, "{name}");
    let mut projective = Vec::new();
    A::write_projective(&p.into_group(), &mut projective);
    assert_eq!(
        (A::MUL_PROJECTIVE)(&projective, &big, &mut out),
        Ok(()),
        "{name}"
    );
    assert_eq!(out, expected, "{name}");
    let too_big = vec![0xffu8; 8 * MAX_SCALAR_LIMBS + 8];
    assert_eq!(
        (A::MUL_AFFINE)(&good, &too_big, &mut out),
        Err(Error::ScalarTooLarge),
        "{name}"
    );

    // Over-limit lengths are rejected before anything is decoded.
    let many = vec![0u8; (MAX_MSM_LEN + 1) * point_size::<A>()];
    let many_scalars = vec![0u8; (MAX_MSM_LEN + 1) * scalar.len()];
    assert_eq!(
        (A::MSM)(&many, &many_scalars, &mut out),
        Err(Error::TooManyElements),
        "{name}"
    );
    assert_eq!((A::VALIDATE)(&many), Err(Error::TooManyElements), "{name}");

    // Points outside the subgroup: accepted by the arithmetic, rejected by `validate`.
    let outside = point_outside_subgroup::<A>();
    assert_eq!(outside.is_some(), has_cofactor, "{name}");
    if let Some(q) = outside {
        assert_eq!(
            (A::VALIDATE)(&list(&[p, q])),
            Err(Error::NotInSubgroup),
            "{name}"
        );
        assert_eq!((A::MSM)(&bytes(&q), &scalar, &mut out), Ok(()), "{name}");
    }
    assert_eq!((A::VALIDATE)(&list(&[p, A::zero()])), Ok(()), "{name}");

    // Projective inputs: the identity in any form, off-curve coordinates, truncation.
    let mut projective = Vec::new();
    A::write_projective(&p.into_group(), &mut projective);
    assert_eq!(
        (A::MUL_PROJECTIVE)(&projective, &limbs, &mut out),
        Ok(()),
        "{name}"
    );
    assert_eq!(out, bytes(&(p * s).into_affine()), "{name}");
    assert_eq!(
        (A::MUL_PROJECTIVE)(&projective[1..], &limbs, &mut out),
        Err(Error::LengthMismatch),
        "{name}"
    );
    let mut bad = projective.clone();
    bad[encoding::size_of::<A::BaseField>()] ^= 1;
    assert_eq!(
        (A::MUL_PROJECTIVE)(&bad, &limbs, &mut out),
        Err(Error::NotOnCurve),
        "{name}"
    );
    let mut zero_z = projective.clone();
    let z_at = (A::PROJECTIVE_COORDS - 1) * encoding::size_of::<A::BaseField>();
    zero_z[z_at..].fill(0);
    let expected = if A::PROJECTIVE_COORDS == 3 {
        Ok(())
    } else {
        Err(Error::NotOnCurve)
    };
    assert_eq!(
        (A::MUL_PROJECTIVE)(&zero_z, &limbs, &mut out),
        expected,
        "{name}"
    );
    if A::PROJECTIVE_COORDS == 4 {
        // Extended coordinates with an inconsistent T.
        let mut bad_t = projective.clone();
        bad_t[2 * encoding::size_of::<A::BaseField>()] ^= 1;
        assert_eq!(
            (A::MUL_PROJECTIVE)(&bad_t, &limbs, &mut out),
            Err(Error::NotOnCurve),
            "{name}"
        );
    }

    // Random bytes of plausible lengths: any result, never a panic.
    for _ in 0..200 {
        let len = rng.gen_range(0..3 * point_size::<A>());
        let mut junk = vec![0u8; len];
        rng.fill(&mut junk[..]);
        let _ = (A::MSM)(&junk, &scalar, &mut out);
        let _ = (A::MUL_AFFINE)(&junk, &limbs, &mut out);
        let _ = (A::MUL_PROJECTIVE)(&junk, &junk, &mut out);
        let _ = (A::VALIDATE)(&junk);
    }
}

fn check_pairing<E: HostPairing>(name: &str)
where
    E::G1Affine: HostGroup,
    E::G2Affine: HostGroup,
{
    let (p, q) = (random_point::<E::G1Affine>(), random_point::<E::G2Affine>());
    let f_size = encoding::size_of::<E::TargetField>();
    let mut f = vec![0u8; f_size];
    let mut flag = [0u8];

    assert_eq!(
        (E::MULTI_MILLER_LOOP)(&bytes(&p), &bytes(&q), &mut f),
        Ok(()),
        "{name}"
    );
    let mut out = vec![0u8; f_size];
    assert_eq!((E::FINAL_EXPONENTIATION)(&f, &mut out), Ok(()), "{name}");
    assert_eq!(out, bytes(&E::pairing(p, q).0), "{name}");

    // e(p, q) · e(-p, q) = 1, and no pairs is true.
    assert_eq!(
        (E::PAIRING_CHECK)(&list(&[p, -p]), &list(&[q, q]), &mut flag),
        Ok(()),
        "{name}"
    );
    assert_eq!(flag, [1], "{name}");
    assert_eq!(
        (E::PAIRING_CHECK)(&list(&[p, p]), &list(&[q, q]), &mut flag),
        Ok(()),
        "{name}"
    );
    assert_eq!(flag, [0], "{name}");
    assert_eq!((E::PAIRING_CHECK)(&[], &[], &mut flag), Ok(()), "{name}");
    assert_eq!(flag, [1], "{name}");

    // Ten pairs that cancel: (p, q) five times and (−p, q) five times. More than arkworks' BW6
    // Miller loop gets right in one call; the host splits it.
    let g1: Vec<E::G1Affine> = [p; 5].into_iter().chain([-p; 5]).collect();
    assert_eq!(
        (E::PAIRING_CHECK)(&list(&g1), &list(&[q; 10]), &mut flag),
        Ok(()),
        "{name}"
    );
    assert_eq!(flag, [1], "{name}: ten cancelling pairs");

    // Mismatched counts, truncation, output length, limits.
    for (function, out_len) in [(E::MULTI_MILLER_LOOP, f_size), (E::PAIRING_CHECK, 1)] {
        let out = &mut vec![0u8; out_len][..];
        assert_eq!(
            function(&list(&[p, p]), &bytes(&q), out),
            Err(Error::LengthMismatch),
            "{name}"
        );
        assert_eq!(
            function(&bytes(&p)[1..], &bytes(&q), out),
            Err(Error::LengthMismatch),
            "{name}"
        );
        assert_eq!(
            function(&off_curve(&p), &bytes(&q), out),
            Err(Error::NotOnCurve),
            "{name}"
        );
        assert_eq!(
            function(&bytes(&p), &off_curve(&q), out),
            Err(Error::NotOnCurve),
            "{name}"
        );
        assert_eq!(
            function(&non_canonical(&p), &bytes(&q), out),
            Err(Error::InvalidEncoding),
            "{name}"
        );
        let g1 = vec![0u8; (MAX_PAIRS + 1) * point_size::<E::G1Affine>()];
        let g2 = vec![0u8; (MAX_PAIRS + 1) * point_size::<E::G2Affine>()];
        assert_eq!(
            function(&g1, &g2, out),
            Err(Error::TooManyElements),
            "{name}"
        );
    }
    assert_eq!(
        (E::MULTI_MILLER_LOOP)(&bytes(&p), &bytes(&q), &mut f[1..]),
        Err(Error::OutputLength),
        "{name}"
    );
    assert_eq!(
        (E::PAIRING_CHECK)(&bytes(&p), &bytes(&q), &mut [0, 0]),
        Err(Error::OutputLength),
        "{name}"
    );

    // Subgroup: the pairing check rejects, the Miller loop (unvalidated) computes.
    for (g1, g2) in [
        (
            point_outside_subgroup::<E::G1Affine>().map(|x| bytes(&x)),
            Some(bytes(&q)),
        ),
        (
            Some(bytes(&p)),
            point_outside_subgroup::<E::G2Affine>().map(|x| bytes(&x)),
        ),
    ] {
        if let (Some(g1), Some(g2)) = (g1, g2) {
            assert_eq!(
                (E::PAIRING_CHECK)(&g1, &g2, &mut flag),
                Err(Error::NotInSubgroup),
                "{name}"
            );
            assert_eq!((E::MULTI_MILLER_LOOP)(&g1, &g2, &mut f), Ok(()), "{name}");
        }
    }

    // Final exponentiation: zero, non-canonical, truncated.
    assert_eq!(
        (E::FINAL_EXPONENTIATION)(&bytes(&E::TargetField::zero()), &mut out),
        Err(Error::NotInvertible),
        "{name}"
    );
    let mut bad = bytes(&E::TargetField::ONE);
    let size = encoding::size_of::<E::BaseField>();
    bad[..size].copy_from_slice(&E::BaseField::MODULUS.to_bytes_le()[..size]);
    assert_eq!(
        (E::FINAL_EXPONENTIATION)(&bad, &mut out),
        Err(Error::InvalidEncoding),
        "{name}"
    );
    assert_eq!(
        (E::FINAL_EXPONENTIATION)(&f[1..], &mut out),
        Err(Error::LengthMismatch),
        "{name}"
    );
    assert_eq!(
        (E::FINAL_EXPONENTIATION)(&f, &mut out[1..]),
        Err(Error::OutputLength),
        "{name}"
    );

    let mut rng = test_rng();
    for _ in 0..50 {
        let mut junk = vec![0u8; rng.gen_range(0..2 * f_size)];
        rng.fill(&mut junk[..]);
        let _ = (E::MULTI_MILLER_LOOP)(&junk, &junk, &mut f);
        let _ = (E::FINAL_EXPONENTIATION)(&junk, &mut out);
        let _ = (E::PAIRING_CHECK)(&junk, &junk, &mut flag);
    }
}

/// The Groth16 host function on a key and proof built from known discrete logarithms (so the
/// equation holds by construction), then on bad input.
fn check_groth16<E: HostPairing>(name: &str)
where
    E::G1Affine: HostGroup,
    E::G2Affine: HostGroup,
{
    let rng = &mut test_rng();
    let mut s = || E::ScalarField::rand(rng);
    // e(A, B) = e(α, β)·e(L, γ)·e(C, δ) with A = a·g1, B = b·g2, … and L = Σ of the inputs.
    let (a, b, alpha, beta, gamma, delta) = (s(), s(), s(), s(), s(), s());
    let (c0, c1, c2, x1, x2) = (s(), s(), s(), s(), s());
    let l = c0 + x1 * c1 + x2 * c2;
    let c = (a * b - alpha * beta - l * gamma) * delta.inverse().unwrap();
    let g1 = |k: E::ScalarField| (E::G1Affine::generator() * k).into_affine();
    let g2 = |k: E::ScalarField| (E::G2Affine::generator() * k).into_affine();
    let key = |gamma_abc: &[E::G1Affine]| {
        let mut key = bytes(&g1(alpha));
        for point in [g2(beta), g2(gamma), g2(delta)] {
            key.extend(bytes(&point));
        }
        key.extend(list(gamma_abc));
        key
    };
    let vk = key(&[g1(c0), g1(c1), g1(c2)]);
    let proof =
        |a: E::G1Affine, b: E::G2Affine, c: E::G1Affine| [bytes(&a), bytes(&b), bytes(&c)].concat();
    let good = proof(g1(a), g2(b), g1(c));
    let inputs = list(&[x1, x2]);
    let mut flag = [0u8];
    let verify = |vk: &[u8], proof: &[u8], inputs: &[u8], flag: &mut [u8]| {
        (E::GROTH16_VERIFY)(vk, proof, inputs, flag)
    };

    assert_eq!(verify(&vk, &good, &inputs, &mut flag), Ok(()), "{name}");
    assert_eq!(flag, [1], "{name}: valid proof");
    for (wrong, what) in [
        (proof(g1(a + a), g2(b), g1(c)), "A"),
        (proof(g1(a), g2(b + b), g1(c)), "B"),
        (proof(g1(a), g2(b), g1(c + c)), "C"),
        (proof(E::G1Affine::zero(), g2(b), g1(c)), "A = 0"),
    ] {
        assert_eq!(verify(&vk, &wrong, &inputs, &mut flag), Ok(()), "{name}");
        assert_eq!(flag, [0], "{name}: wrong {what}");
    }
    assert_eq!(
        verify(&vk, &good, &list(&[x2, x1]), &mut flag),
        Ok(()),
        "{name}"
    );
    assert_eq!(flag, [0], "{name}: swapped inputs");

    // Counts, lengths and limits.
    for (vk, proof, inputs, error) in [
        (&vk[..], &good[..], list(&[x1]), Error::LengthMismatch),
        (
            &vk[..],
            &good[..],
            list(&[x1, x2, x1]),
            Error::LengthMismatch,
        ),
        (
            &vk[..vk.len() - 1],
            &good[..],
            inputs.clone(),
            Error::LengthMismatch,
        ),
        (&vk[..100], &good[..], inputs.clone(), Error::LengthMismatch),
        (&vk[..], &good[1..], inputs.clone(), Error::LengthMismatch),
        (
            &vk[..],
            &good[..],
            inputs[1..].to_vec(),
            Error::LengthMismatch,
        ),
    ] {
        assert_eq!(verify(vk, proof, &inputs, &mut flag), Err(error), "{name}");
    }
    let no_key_points = key(&[]);
    assert_eq!(
        verify(&no_key_points, &good, &[], &mut flag),
        Err(Error::LengthMismatch),
        "{name}: no γ_abc point"
    );
    let too_many = vec![0u8; (MAX_MSM_LEN + 1) * encoding::size_of::<E::ScalarField>()];
    assert_eq!(
        verify(&vk, &good, &too_many, &mut flag),
        Err(Error::TooManyElements),
        "{name}"
    );
    assert_eq!(
        verify(&vk, &good, &inputs, &mut [0, 0]),
        Err(Error::OutputLength),
        "{name}"
    );

    // Encodings and curve and subgroup checks, in the key and in the proof.
    let p = g1(a);
    let q = g2(b);
    let with = |bytes: &[u8], at: usize, point: Vec<u8>| {
        let mut bytes = bytes.to_vec();
        bytes[at..at + point.len()].copy_from_slice(&point);
        bytes
    };
    let (g1_size, g2_size) = (point_size::<E::G1Affine>(), point_size::<E::G2Affine>());
    let last_gamma_abc = vk.len() - g1_size;
    let proof_b = g1_size;
    for (point, error) in [
        (off_curve(&p), Error::NotOnCurve),
        (non_canonical(&p), Error::InvalidEncoding),
    ] {
        let bad_key = with(&vk, last_gamma_abc, point.clone());
        assert_eq!(
            verify(&bad_key, &good, &inputs, &mut flag),
            Err(error),
            "{name}"
        );
        let bad_proof = with(&good, 0, point);
        assert_eq!(
            verify(&vk, &bad_proof, &inputs, &mut flag),
            Err(error),
            "{name}"
        );
    }
    let bad_proof = with(&good, proof_b, off_curve(&q));
    assert_eq!(
        verify(&vk, &bad_proof, &inputs, &mut flag),
        Err(Error::NotOnCurve),
        "{name}"
    );
    if let Some(outside) = point_outside_subgroup::<E::G1Affine>() {
        let bad_key = with(&vk, last_gamma_abc, bytes(&outside));
        assert_eq!(
            verify(&bad_key, &good, &inputs, &mut flag),
            Err(Error::NotInSubgroup),
            "{name}"
        );
    }
    if let Some(outside) = point_outside_subgroup::<E::G2Affine>() {
        let bad_key = with(&vk, g1_size + g2_size, bytes(&outside));
        assert_eq!(
            verify(&bad_key, &good, &inputs, &mut flag),
            Err(Error::NotInSubgroup),
            "{name}: γ"
        );
    }

    let mut rng = test_rng();
    for _ in 0..50 {
        let mut junk = vec![0u8; rng.gen_range(0..2 * vk.len())];
        rng.fill(&mut junk[..]);
        let cut = rng.gen_range(0..=junk.len());
        let _ = verify(&junk, &junk[..cut], &junk[cut..], &mut flag);
    }
}

#[test]
fn groth16() {
    check_groth16::<ark_bls12_381::Bls12_381>("bls12_381");
    check_groth16::<ark_bls12_377::Bls12_377>("bls12_377");
    check_groth16::<ark_bw6_761::BW6_761>("bw6_761");
    check_groth16::<ark_bn254::Bn254>("bn254");
}

#[test]
fn pairing_curves() {
    check_pairing::<ark_bls12_381::Bls12_381>("bls12_381");
    check_pairing::<ark_bls12_377::Bls12_377>("bls12_377");
    check_pairing::<ark_bw6_761::BW6_761>("bw6_761");
    check_pairing::<ark_bn254::Bn254>("bn254");
}

#[test]
fn groups() {
    use ark_ec::{short_weierstrass::Affine as Sw, twisted_edwards::Affine as Te};
    check_group::<ark_bls12_381::G1Affine>("bls12_381 g1", true);
    check_group::<ark_bls12_381::G2Affine>("bls12_381 g2", true);
    check_group::<ark_bls12_377::G1Affine>("bls12_377 g1", true);
    check_group::<ark_bls12_377::G2Affine>("bls12_377 g2", true);
    check_group::<ark_bw6_761::G1Affine>("bw6_761 g1", true);
    check_group::<ark_bw6_761::G2Affine>("bw6_761 g2", true);
    check_group::<ark_bn254::G1Affine>("bn254 g1", false);
    check_group::<ark_bn254::G2Affine>("bn254 g2", true);
    check_group::<Te<ark_ed_on_bls12_381::JubjubConfig>>("ed_on_bls12_381 te", true);
    check_group::<Te<ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig>>(
        "bandersnatch te",
        true,
    );
    check_group::<Sw<ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig>>(
        "bandersnatch sw",
        true,
    );
    check_group::<Te<ark_ed_on_bls12_377::EdwardsConfig>>("ed_on_bls12_377 te", true);
    check_group::<ark_pallas::Affine>("pallas", false);
    check_group::<ark_vesta::Affine>("vesta", false);
}
