//! Every host function of every curve, fed bad input: each case gets its documented error,
//! and random bytes get the answer their lengths and decodings fix.

use ark_ec::{pairing::MillerLoopOutput, AffineRepr, CurveGroup};
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

    // Random bytes of plausible lengths (and some whole points): the answer is fixed by the
    // length and by what each point-sized piece decodes to, and an accepted call writes a point.
    let size = point_size::<A>();
    let decoded = |piece: &[u8]| encoding::read_point::<A>(piece);
    for i in 0..400 {
        let len = match i % 4 {
            0 => size,
            1 => 2 * size,
            _ => rng.gen_range(0..3 * size),
        };
        let mut junk = vec![0u8; len];
        rng.fill(&mut junk[..]);
        let whole_points = len.is_multiple_of(size);
        // The first error of decoding the pieces, in order (the host reads them in order).
        let pieces: Result<Vec<A>, Error> = junk.chunks(size).map(decoded).collect();
        let accepted = |result: Result<(), Error>, out: &[u8], what: &str| match result {
            Ok(()) => assert!(decoded(out).is_ok(), "{name} {what}: the output is a point"),
            Err(Error::NoAffineResult) => {}
            Err(e) => panic!("{name} {what}: {e:?} for {} decodable bytes", junk.len()),
        };

        let msm = (A::MSM)(&junk, &scalar, &mut out);
        match (len == size, &pieces) {
            (false, _) => assert_eq!(msm, Err(Error::LengthMismatch), "{name} msm of {len}"),
            (true, Err(e)) => assert_eq!(msm, Err(*e), "{name} msm"),
            (true, Ok(_)) => accepted(msm, &out, "msm"),
        }
        let mul = (A::MUL_AFFINE)(&junk, &limbs, &mut out);
        match (len == size, &pieces) {
            (false, _) => assert_eq!(mul, Err(Error::LengthMismatch), "{name} mul of {len}"),
            (true, Err(e)) => assert_eq!(mul, Err(*e), "{name} mul"),
            (true, Ok(_)) => accepted(mul, &out, "mul_affine"),
        }
        let validate = (A::VALIDATE)(&junk);
        // Piece by piece: the first that does not decode, or is outside the subgroup.
        let expected = match whole_points {
            false => Err(Error::LengthMismatch),
            true => junk
                .chunks(size)
                .try_for_each(|piece| match decoded(piece) {
                    Ok(p) if p.is_in_subgroup() => Ok(()),
                    Ok(_) => Err(Error::NotInSubgroup),
                    Err(e) => Err(e),
                }),
        };
        assert_eq!(validate, expected, "{name} validate of {len}");
        // Projective coordinates and a scalar from the same junk: a point or an input error.
        match (A::MUL_PROJECTIVE)(&junk, &junk, &mut out) {
            Ok(()) => assert!(decoded(&out).is_ok(), "{name} mul_projective"),
            Err(e) => assert!(
                matches!(
                    e,
                    Error::LengthMismatch
                        | Error::InvalidEncoding
                        | Error::NotOnCurve
                        | Error::ScalarTooLarge
                        | Error::NoAffineResult
                ),
                "{name} mul_projective: {e:?}"
            ),
        }
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

    // Random bytes: as G1 and G2 lists, and as a target element (whatever arkworks decodes,
    // exponentiated).
    let mut rng = test_rng();
    let one = bytes(&E::TargetField::ONE);
    for i in 0..100 {
        let len = match i % 3 {
            0 => f_size,
            _ => rng.gen_range(0..2 * f_size),
        };
        let mut junk = vec![0u8; len];
        rng.fill(&mut junk[..]);
        // As G1 and as G2 list: equal counts need whole points of both sizes, and as many (so
        // the empty list, or BW6-761's equal sizes); then the G1 points are read, then the G2
        // points (on the curve; `pairing_check` also checks the subgroup), and the first
        // failure is the answer.
        let (g1_size, g2_size) = (point_size::<E::G1Affine>(), point_size::<E::G2Affine>());
        let read = |subgroup: bool| -> Result<(), Error> {
            if !len.is_multiple_of(g1_size)
                || !len.is_multiple_of(g2_size)
                || len / g1_size != len / g2_size
            {
                return Err(Error::LengthMismatch);
            }
            let check = |in_subgroup: Result<bool, Error>| match in_subgroup? {
                false if subgroup => Err(Error::NotInSubgroup),
                _ => Ok(()),
            };
            junk.chunks(g1_size).try_for_each(|p| {
                check(encoding::read_point::<E::G1Affine>(p).map(|p| p.is_in_subgroup()))
            })?;
            junk.chunks(g2_size).try_for_each(|p| {
                check(encoding::read_point::<E::G2Affine>(p).map(|p| p.is_in_subgroup()))
            })
        };
        let got = (E::MULTI_MILLER_LOOP)(&junk, &junk, &mut f);
        assert_eq!(got, read(false), "{name}: {len}");
        if len == 0 {
            assert_eq!(f, one, "{name}: empty product");
        }
        let got = (E::PAIRING_CHECK)(&junk, &junk, &mut flag);
        assert_eq!(got, read(true), "{name}: {len}");
        if len == 0 {
            assert_eq!(flag, [1], "{name}: no pairs");
        }
        let expected = match encoding::read::<E::TargetField>(&junk) {
            Err(e) => Err(e),
            Ok(x) => E::final_exponentiation(MillerLoopOutput(x))
                .map(|result| bytes(&result.0))
                .ok_or(Error::NotInvertible),
        };
        let got = (E::FINAL_EXPONENTIATION)(&junk, &mut out).map(|()| out.clone());
        assert_eq!(got, expected, "{name}: final exponentiation of {len} bytes");
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

    // Elements are checked in the documented order, and the first failure is returned: the
    // key's points (α, β, γ, δ, γ_abc), the proof's (A, B, C), then the inputs. For every pair
    // of elements, the earlier one spoiled one way and the later one another.
    let scalar_size = encoding::size_of::<E::ScalarField>();
    // (argument: 0 key, 1 proof, 2 inputs; offset; an off-curve replacement, if a point).
    let mut elements: Vec<(usize, usize, usize, Option<Vec<u8>>)> = vec![
        (0, 0, g1_size, Some(off_curve(&p))),
        (0, g1_size, g2_size, Some(off_curve(&q))),
        (0, g1_size + g2_size, g2_size, Some(off_curve(&q))),
        (0, g1_size + 2 * g2_size, g2_size, Some(off_curve(&q))),
    ];
    for k in 0..3 {
        let at = g1_size + 3 * g2_size + k * g1_size;
        elements.push((0, at, g1_size, Some(off_curve(&p))));
    }
    elements.extend([
        (1, 0, g1_size, Some(off_curve(&p))),
        (1, g1_size, g2_size, Some(off_curve(&q))),
        (1, g1_size + g2_size, g1_size, Some(off_curve(&p))),
        (2, 0, scalar_size, None),
        (2, scalar_size, scalar_size, None),
    ]);
    let spoil = |args: &mut [Vec<u8>; 3],
                 (arg, at, len, _): &(usize, usize, usize, Option<Vec<u8>>),
                 with: &[u8]| {
        args[*arg][*at..at + len].copy_from_slice(with);
    };
    let mut pairs = 0;
    for (i, first) in elements.iter().enumerate() {
        for second in &elements[i + 1..] {
            // All-ones bytes are no encoding (flags or a coordinate past the modulus).
            let garbage = |len: usize| vec![0xff; len];
            let mut cases = Vec::new();
            if let Some(off) = &first.3 {
                cases.push((off.clone(), garbage(second.2), Error::NotOnCurve));
            }
            if let Some(off) = &second.3 {
                cases.push((garbage(first.2), off.clone(), Error::InvalidEncoding));
            }
            for (one, other, expected) in cases {
                let mut args = [vk.clone(), good.clone(), inputs.clone()];
                spoil(&mut args, first, &one);
                spoil(&mut args, second, &other);
                let [k, pr, inp] = &args;
                assert_eq!(
                    verify(k, pr, inp, &mut flag),
                    Err(expected),
                    "{name}: order"
                );
                pairs += 1;
            }
        }
    }
    assert!(pairs > 100, "{name}: {pairs}");
}

macro_rules! pairing_tests {
    ($($name:ident: $engine:ty,)*) => {
        #[test]
        fn groth16() {
            $(check_groth16::<$engine>(stringify!($name));)*
        }

        #[test]
        fn pairing_curves() {
            $(check_pairing::<$engine>(stringify!($name));)*
        }
    };
}
every_pairing!(pairing_tests);

macro_rules! group_tests {
    ($($name:ident: $affine:ty,)*) => {
        #[test]
        fn groups() {
            // A random search finds points outside the subgroup exactly when the cofactor of
            // arkworks' config is not one.
            $(check_group::<$affine>(stringify!($name), !<$affine as Point>::cofactor_is_one());)*
        }
    };
}
every_group!(group_tests);

/// `ring_vrf_verify` on random bytes and on the fixture with random bytes replaced: only its
/// documented answers (true, false, `InvalidEncoding`, `TooManyElements`), never a panic; a
/// changed key, output or proof never verifies; the bounds come first.
#[test]
fn ring_vrf() {
    use ec_host_primitives::native::ring_vrf::{ring_vrf_verify, MAX_DATA};
    let rng = &mut test_rng();
    let fixture = crate::known_answers::ring_vrf_fixture();
    let verify = |args: &[Vec<u8>]| {
        let mut out = [0xaa];
        let result = ring_vrf_verify(
            255, &args[0], &args[1], &args[2], &args[3], &args[4], &mut out,
        );
        result.map(|()| out[0])
    };
    assert_eq!(verify(&fixture), Ok(1));
    fn random(rng: &mut impl Rng, max: usize) -> Vec<u8> {
        let mut bytes = vec![0u8; rng.gen_range(0..=max)];
        rng.fill(&mut bytes[..]);
        bytes
    }
    for case in 0..300 {
        // Every argument random, data within its bound.
        let args: Vec<Vec<u8>> = (0..5)
            .map(|i| random(rng, if i == 1 || i == 3 { MAX_DATA } else { 1200 }))
            .collect();
        assert_eq!(verify(&args), Err(Error::InvalidEncoding), "random {case}");
        // One to eight random bytes of the key, the output or the proof replaced.
        let mut args = fixture.clone();
        let index = [0, 2, 4][case % 3];
        for _ in 0..rng.gen_range(1..=8) {
            let at = rng.gen_range(0..args[index].len());
            args[index][at] = rng.gen();
        }
        if args[index] != fixture[index] {
            assert!(
                matches!(verify(&args), Ok(0) | Err(Error::InvalidEncoding)),
                "argument {index}, case {case}"
            );
        }
        // Data over the bound: refused before the (random) rest is decoded.
        let mut args: Vec<Vec<u8>> = (0..5).map(|_| random(rng, 600)).collect();
        args[1 + 2 * (case % 2)] = vec![0; MAX_DATA + 1 + case];
        assert_eq!(
            verify(&args),
            Err(Error::TooManyElements),
            "long data {case}"
        );
    }
}

/// The `modular_*` functions on random bytes of random lengths, and on valid moduli with random
/// elements: only their documented errors, never a panic.
#[test]
fn modular_random_bytes() {
    use ec_host_primitives::elliptic_curves as ec;
    type Three = fn(&[u8], &[u8], &[u8], &mut [u8]) -> Result<(), Error>;
    type Two = fn(&[u8], &[u8], &mut [u8]) -> Result<(), Error>;
    let three: [Three; 9] = [
        ec::modular_add,
        ec::modular_sub,
        ec::modular_mul,
        ec::modular_pow,
        ec::modular_add_vec,
        ec::modular_sub_vec,
        ec::modular_mul_vec,
        ec::modular_pow_vec,
        ec::modular_msm_sw,
    ];
    let two: [Two; 6] = [
        ec::modular_square,
        ec::modular_inverse,
        ec::modular_sqrt,
        ec::modular_square_vec,
        ec::modular_inverse_vec,
        ec::modular_sqrt_vec,
    ];
    let rng = &mut test_rng();
    let mut random = |len: usize| -> Vec<u8> { (0..len).map(|_| rng.gen()).collect() };
    let documented = |result: Result<(), Error>| {
        matches!(
            result,
            Ok(())
                | Err(Error::InvalidParameters
                    | Error::InvalidEncoding
                    | Error::LengthMismatch
                    | Error::OutputLength
                    | Error::TooManyElements
                    | Error::NotInvertible
                    | Error::NoSquareRoot
                    | Error::NotOnCurve)
        )
    };
    let mut accepted = 0;
    for case in 0..3000 {
        // Every fourth modulus a valid one (odd, top limb set), its length a whole limb count.
        let len = 8 * (1 + case % 12);
        let mut p = random(if case % 4 == 0 { len } else { case % 110 });
        if case % 4 == 0 {
            p[0] |= 1;
            p[len - 1] |= 0x80;
        }
        let (n, m) = (case % 3, (case / 3) % 3);
        let a = random(n * p.len().max(1) + usize::from(case % 7 == 0));
        let b = random(m * p.len().max(1));
        let mut out = vec![0u8; if case % 5 == 0 { 3 } else { n * p.len() }];
        for f in three {
            let result = f(&p, &a, &b, &mut out);
            accepted += usize::from(result.is_ok());
            assert!(documented(result), "case {case}: {result:?}");
        }
        for f in two {
            let result = f(&p, &a, &mut out);
            assert!(documented(result), "case {case}: {result:?}");
        }
        // The MSM with a curve of three random integers of the modulus' length.
        let curve = [p.clone(), random(p.len()), random(p.len())].concat();
        let result = ec::modular_msm_sw(&curve, &random(2 * p.len() * n), &b, &mut out);
        assert!(documented(result), "case {case}: {result:?}");
    }
    assert!(accepted > 100, "some calls succeed: {accepted}");
}
