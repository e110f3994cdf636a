//! The `modular_*` functions against independent arithmetic: num-bigint's integers for the field
//! functions (every modulus length, prime and composite moduli, vectors against single calls),
//! arkworks' square roots where the modulus is a field's, and arkworks' group law (textbook
//! double-and-add, on the whole curve) for `modular_msm_sw` on seven curves, `a = 0` and not.

use ark_ec::{
    short_weierstrass::{Affine, SWCurveConfig},
    AffineRepr, CurveGroup,
};
use ark_ff::{PrimeField, UniformRand, Zero};
use ark_std::{rand::Rng, test_rng};
use ec_host_primitives::{
    elliptic_curves as ec,
    native::{modular, modular_msm},
    Error,
};
use num_bigint::BigUint;

type Binary = fn(&[u8], &[u8], &[u8], &mut [u8]) -> Result<(), Error>;
type Unary = fn(&[u8], &[u8], &mut [u8]) -> Result<(), Error>;

/// `x` as `len` bytes, little-endian.
fn enc(x: &BigUint, len: usize) -> Vec<u8> {
    let mut bytes = x.to_bytes_le();
    assert!(bytes.len() <= len);
    bytes.resize(len, 0);
    bytes
}

fn dec(bytes: &[u8]) -> BigUint {
    BigUint::from_bytes_le(bytes)
}

/// The modulus' encoding: whole 64-bit limbs, as few as it needs.
fn modulus_bytes(p: &BigUint) -> Vec<u8> {
    enc(p, p.bits().div_ceil(64) as usize * 8)
}

fn field_modulus<F: PrimeField>() -> BigUint {
    F::MODULUS.into()
}

/// Moduli of every length: field primes (2-adicity 1 to 47), small primes, composites, all ones.
fn moduli() -> Vec<(String, BigUint)> {
    let rng = &mut test_rng();
    let mut moduli: Vec<(String, BigUint)> = vec![
        ("bls12_381 Fq".into(), field_modulus::<ark_bls12_381::Fq>()),
        ("bls12_381 Fr".into(), field_modulus::<ark_bls12_381::Fr>()),
        ("bls12_377 Fr".into(), field_modulus::<ark_bls12_377::Fr>()),
        ("bn254 Fq".into(), field_modulus::<ark_bn254::Fq>()),
        ("bw6_761 Fq".into(), field_modulus::<ark_bw6_761::Fq>()),
        ("bw6_761 Fr".into(), field_modulus::<ark_bw6_761::Fr>()),
        ("secp256k1 Fq".into(), field_modulus::<ark_secp256k1::Fq>()),
        ("p256 Fq".into(), field_modulus::<ark_secp256r1::Fq>()),
        ("p256 Fr".into(), field_modulus::<ark_secp256r1::Fr>()),
    ];
    for small in [
        3u64,
        5,
        7,
        13,
        17,
        97,
        257,
        65537,
        (1 << 61) - 1,
        15,
        21,
        3 * 5 * 7 * 11 * 13,
    ] {
        moduli.push((format!("{small}"), BigUint::from(small)));
    }
    moduli.push(("2^64 - 1".into(), BigUint::from(u64::MAX)));
    moduli.push(("2^128 - 1".into(), (BigUint::from(1u8) << 128) - 1u8));
    for limbs in [1usize, 2, 5, 7, 12] {
        let mut bytes = vec![0u8; limbs * 8];
        rng.fill(&mut bytes[..]);
        bytes[0] |= 1;
        bytes[limbs * 8 - 1] |= 0x80;
        moduli.push((format!("random odd, {limbs} limbs"), dec(&bytes)));
    }
    moduli
}

fn random_below(rng: &mut impl Rng, p: &BigUint) -> BigUint {
    let mut bytes = vec![0u8; p.to_bytes_le().len() + 8];
    rng.fill(&mut bytes[..]);
    dec(&bytes) % p
}

/// Calls a function of one output element.
fn call2(f: Binary, p: &[u8], a: &[u8], b: &[u8]) -> Result<Vec<u8>, Error> {
    let mut out = vec![0xaa; p.len()];
    f(p, a, b, &mut out).map(|()| out)
}
fn call1(f: Unary, p: &[u8], a: &[u8]) -> Result<Vec<u8>, Error> {
    let mut out = vec![0xaa; p.len()];
    f(p, a, &mut out).map(|()| out)
}

/// Every field function on elements of every modulus equals num-bigint's arithmetic; vectors
/// equal their elements' single calls.
#[test]
fn field_functions_are_integer_arithmetic() {
    let rng = &mut test_rng();
    for (name, p) in moduli() {
        let pb = modulus_bytes(&p);
        let len = pb.len();
        let one = BigUint::from(1u8);
        let mut values: Vec<BigUint> = vec![BigUint::zero(), one.clone(), &p - 1u8];
        values.extend((0..40).map(|_| random_below(rng, &p)));
        let mut exponents = vec![
            BigUint::zero(),
            one.clone(),
            &p - 1u8,
            (one.clone() << (8 * len)) - 1u8,
        ];
        exponents.extend((0..4).map(|_| random_below(rng, &(one.clone() << (8 * len)))));
        for (i, x) in values.iter().enumerate() {
            let y = &values[(i * 7 + 3) % values.len()];
            let (xe, ye) = (enc(x, len), enc(y, len));
            let what = format!("{name}: {x} and {y}");
            assert_eq!(
                call2(ec::modular_add, &pb, &xe, &ye),
                Ok(enc(&((x + y) % &p), len)),
                "{what}"
            );
            assert_eq!(
                call2(ec::modular_sub, &pb, &xe, &ye),
                Ok(enc(&((x + &p - y) % &p), len)),
                "{what}"
            );
            assert_eq!(
                call2(ec::modular_mul, &pb, &xe, &ye),
                Ok(enc(&(x * y % &p), len)),
                "{what}"
            );
            assert_eq!(
                call1(ec::modular_square, &pb, &xe),
                Ok(enc(&(x * x % &p), len)),
                "{what}"
            );
            let e = &exponents[i % exponents.len()];
            assert_eq!(
                call2(ec::modular_pow, &pb, &xe, &enc(e, len)),
                Ok(enc(&x.modpow(e, &p), len)),
                "{what}: ^{e}"
            );
            match x.modinv(&p) {
                Some(inverse) => assert_eq!(
                    call1(ec::modular_inverse, &pb, &xe),
                    Ok(enc(&inverse, len)),
                    "{what}"
                ),
                None => assert_eq!(
                    call1(ec::modular_inverse, &pb, &xe),
                    Err(Error::NotInvertible),
                    "{what}"
                ),
            }
            // A prime modulus: a root exactly when Euler's criterion says so (and for 0).
            let euler = x.modpow(&((&p - 1u8) >> 1), &p);
            let prime = !name.starts_with("random")
                && !["15", "21", "15015", "2^64 - 1", "2^128 - 1"].contains(&name.as_str());
            let square = enc(&(x * x % &p), len);
            if prime {
                assert!(
                    call1(ec::modular_sqrt, &pb, &square).is_ok(),
                    "{what}: a square"
                );
                assert_eq!(
                    call1(ec::modular_sqrt, &pb, &xe).is_ok(),
                    euler <= one,
                    "{what}: Euler's criterion"
                );
            }
            match call1(ec::modular_sqrt, &pb, &xe) {
                Ok(root) => {
                    let r = dec(&root);
                    assert_eq!(&r * &r % &p, *x, "{what}: a root");
                    assert!(r <= &p - &r, "{what}: the smaller root");
                }
                Err(error) => assert!(
                    matches!(error, Error::NoSquareRoot | Error::InvalidParameters),
                    "{what}: {error:?}"
                ),
            }
        }
        // Vectors: each element as its single call, for every function.
        let n = values.len();
        let a: Vec<u8> = values.iter().flat_map(|x| enc(x, len)).collect();
        let b: Vec<u8> = values.iter().rev().flat_map(|x| enc(x, len)).collect();
        let e: Vec<u8> = (0..n)
            .flat_map(|i| enc(&exponents[i % exponents.len()], len))
            .collect();
        let vector2 = |f: Binary, a: &[u8], b: &[u8]| {
            let mut out = vec![0xaa; a.len()];
            f(&pb, a, b, &mut out).map(|()| out)
        };
        let vector1 = |f: Unary, a: &[u8]| {
            let mut out = vec![0xaa; a.len()];
            f(&pb, a, &mut out).map(|()| out)
        };
        let each2 = |f: Binary, a: &[u8], b: &[u8]| -> Result<Vec<u8>, Error> {
            Ok(a.chunks(len)
                .zip(b.chunks(len))
                .map(|(x, y)| call2(f, &pb, x, y))
                .collect::<Result<Vec<_>, _>>()?
                .concat())
        };
        let each1 = |f: Unary, a: &[u8]| -> Result<Vec<u8>, Error> {
            Ok(a.chunks(len)
                .map(|x| call1(f, &pb, x))
                .collect::<Result<Vec<_>, _>>()?
                .concat())
        };
        for (vector, single) in [
            (ec::modular_add_vec as Binary, ec::modular_add as Binary),
            (ec::modular_sub_vec, ec::modular_sub),
            (ec::modular_mul_vec, ec::modular_mul),
        ] {
            assert_eq!(vector2(vector, &a, &b), each2(single, &a, &b), "{name}");
        }
        assert_eq!(
            vector2(ec::modular_pow_vec, &a, &e),
            each2(ec::modular_pow, &a, &e),
            "{name}"
        );
        assert_eq!(
            vector1(ec::modular_square_vec, &a),
            each1(ec::modular_square, &a),
            "{name}"
        );
        // Inverse and roots of a vector: the elements' own, or the first element's error.
        let units: Vec<u8> = values
            .iter()
            .filter(|x| x.modinv(&p).is_some())
            .flat_map(|x| enc(x, len))
            .collect();
        assert_eq!(
            vector1(ec::modular_inverse_vec, &units),
            each1(ec::modular_inverse, &units),
            "{name}"
        );
        assert_eq!(
            vector1(ec::modular_inverse_vec, &a),
            Err(Error::NotInvertible),
            "{name}: zero"
        );
        let squares: Vec<u8> = values
            .iter()
            .flat_map(|x| enc(&(x * x % &p), len))
            .collect();
        assert_eq!(
            vector1(ec::modular_sqrt_vec, &squares),
            each1(ec::modular_sqrt, &squares),
            "{name}"
        );
        // Empty vectors give empty outputs.
        assert_eq!(vector2(ec::modular_mul_vec, &[], &[]), Ok(vec![]), "{name}");
    }
}

/// Square roots where the modulus is a field's: a root exactly when arkworks finds one, and the
/// smaller of arkworks' two.
fn roots_of<F: PrimeField>() {
    let rng = &mut test_rng();
    let p = field_modulus::<F>();
    let pb = modulus_bytes(&p);
    for i in 0..200 {
        let x = if i < 100 {
            F::rand(rng).square()
        } else {
            F::rand(rng)
        };
        let xe = enc(&x.into_bigint().into(), pb.len());
        match (x.sqrt(), call1(ec::modular_sqrt, &pb, &xe)) {
            (Some(root), Ok(ours)) => {
                let (r, minus_r): (BigUint, BigUint) =
                    (root.into_bigint().into(), (-root).into_bigint().into());
                assert_eq!(dec(&ours), r.min(minus_r));
            }
            (None, Err(Error::NoSquareRoot)) => {}
            (theirs, ours) => panic!("{x}: arkworks {theirs:?}, ours {ours:?}"),
        }
    }
}

#[test]
fn square_roots_are_arkworks_roots() {
    roots_of::<ark_bls12_381::Fq>(); // p ≡ 3 (mod 4)
    roots_of::<ark_bls12_381::Fr>(); // 2-adicity 32
    roots_of::<ark_bls12_377::Fr>(); // 47
    roots_of::<ark_bw6_761::Fq>(); // 768 bits
    roots_of::<ark_secp256r1::Fq>();
    roots_of::<ark_secp256r1::Fr>(); // 4
}

/// Bad parameters and lengths: each gets its documented error, in the documented order.
#[test]
fn field_function_errors() {
    let p = modulus_bytes(&field_modulus::<ark_secp256r1::Fq>());
    let one = enc(&BigUint::from(1u8), 32);
    let p_itself = p.clone();
    let mut out = [0u8; 32];
    // Moduli: even, 1, not whole limbs, a zero top limb, over 768 bits.
    let mut even = p.clone();
    even[0] ^= 1;
    let mut padded = p.clone();
    padded.extend([0; 8]);
    for bad in [
        even,
        enc(&BigUint::from(1u8), 8),
        p[..31].to_vec(),
        padded,
        vec![0xff; 104],
        vec![],
    ] {
        assert_eq!(
            ec::modular_mul(&bad, &one, &one, &mut out),
            Err(Error::InvalidParameters)
        );
        assert_eq!(
            ec::modular_mul_vec(&bad, &one, &one, &mut out),
            Err(Error::InvalidParameters)
        );
    }
    // An element not below p.
    assert_eq!(
        ec::modular_mul(&p, &p_itself, &one, &mut out),
        Err(Error::InvalidEncoding)
    );
    // Lengths: not one element, different counts, out.
    assert_eq!(
        ec::modular_mul(&p, &[one.clone(), one.clone()].concat(), &one, &mut out),
        Err(Error::LengthMismatch)
    );
    assert_eq!(
        ec::modular_mul_vec(&p, &[one.clone(), one.clone()].concat(), &one, &mut out),
        Err(Error::LengthMismatch)
    );
    assert_eq!(
        ec::modular_mul_vec(&p, &one[1..], &one[1..], &mut out),
        Err(Error::LengthMismatch)
    );
    assert_eq!(
        ec::modular_mul(&p, &one, &one, &mut [0u8; 31]),
        Err(Error::OutputLength)
    );
    // Limits, from the lengths alone.
    for (f, limit) in [
        (ec::modular_mul_vec as Binary, modular::VEC_LIMIT),
        (ec::modular_pow_vec, modular::POW_VEC_LIMIT),
    ] {
        let at = vec![0u8; 32 * limit];
        let mut out = vec![0u8; 32 * limit];
        assert_eq!(f(&p, &at, &at, &mut out), Ok(()));
        let over = vec![0u8; 32 * (limit + 1)];
        assert_eq!(f(&p, &over, &over, &mut out), Err(Error::TooManyElements));
    }
    for (f, limit) in [
        (ec::modular_square_vec as Unary, modular::VEC_LIMIT),
        (ec::modular_inverse_vec, modular::VEC_LIMIT),
        (ec::modular_sqrt_vec, modular::SQRT_VEC_LIMIT),
    ] {
        let over = vec![0u8; 32 * (limit + 1)];
        assert_eq!(
            f(&p, &over, &mut vec![0u8; over.len()]),
            Err(Error::TooManyElements)
        );
    }
    // No root: a non-residue; no algorithm: 2-adicity over the bound (p = 2^65·3 + 1 is prime).
    let non_residue = enc(&(field_modulus::<ark_secp256r1::Fq>() - 1u8), 32);
    assert_eq!(
        ec::modular_sqrt(&p, &non_residue, &mut out),
        Err(Error::NoSquareRoot)
    );
    let adic = (BigUint::from(3u8) << 65) + 1u8;
    assert_eq!(
        ec::modular_sqrt(
            &modulus_bytes(&adic),
            &enc(&BigUint::from(4u8), 16),
            &mut [0; 16]
        ),
        Err(Error::InvalidParameters)
    );
}

/// `x ‖ y` of an arkworks point, `len` bytes each; zeros for the identity.
fn point_bytes<C: SWCurveConfig>(point: &Affine<C>, len: usize) -> Vec<u8>
where
    C::BaseField: PrimeField,
{
    match point.xy() {
        None => vec![0; 2 * len],
        Some((x, y)) => [
            enc(&x.into_bigint().into(), len),
            enc(&y.into_bigint().into(), len),
        ]
        .concat(),
    }
}

/// `modular_msm_sw` on curve `C` against arkworks' double-and-add over the whole curve: points of
/// the subgroup and off it, the identity, repeated and opposite points, scalars 0, 1, random and
/// all ones, every count across the two algorithms.
fn msm_on<C: SWCurveConfig>(name: &str)
where
    C::BaseField: PrimeField,
{
    let rng = &mut test_rng();
    let p = field_modulus::<C::BaseField>();
    let pb = modulus_bytes(&p);
    let len = pb.len();
    let coefficient = |c: C::BaseField| enc(&c.into_bigint().into(), len);
    let curve = [pb.clone(), coefficient(C::COEFF_A), coefficient(C::COEFF_B)].concat();
    let mut pool: Vec<Affine<C>> = vec![Affine::<C>::identity(), Affine::<C>::generator()];
    while pool.len() < 24 {
        // Random x: points of the whole curve (off the subgroup where the cofactor is not one).
        if let Some(point) =
            Affine::<C>::get_point_from_x_unchecked(C::BaseField::rand(rng), rng.gen())
        {
            pool.push(point);
            pool.push((point * C::ScalarField::rand(rng)).into_affine());
        }
    }
    pool.push(-pool[3]);
    pool.push(pool[3]);
    let all_ones = (BigUint::from(1u8) << (8 * len)) - 1u8;
    for n in [0usize, 1, 2, 3, 8, 9, 33, 100] {
        let bases: Vec<Affine<C>> = (0..n).map(|i| pool[(i * 5 + n) % pool.len()]).collect();
        let scalars: Vec<BigUint> = (0..n)
            .map(|i| match i % 5 {
                0 => BigUint::zero(),
                1 => BigUint::from(1u8),
                2 => all_ones.clone(),
                _ => random_below(rng, &(BigUint::from(1u8) << (8 * len))),
            })
            .collect();
        msm_agrees(&curve, &bases, &scalars, &format!("{name}, {n} points"));
    }
}

/// `modular_msm_sw` on `curve` (`p ‖ a ‖ b` of `C`) equals arkworks' double-and-add of every
/// base by its integer scalar, summed.
fn msm_agrees<C: SWCurveConfig>(curve: &[u8], bases: &[Affine<C>], scalars: &[BigUint], label: &str)
where
    C::BaseField: PrimeField,
{
    let len = curve.len() / 3;
    let textbook: ark_ec::short_weierstrass::Projective<C> = bases
        .iter()
        .zip(scalars)
        .map(|(base, scalar)| base.mul_bigint(scalar.to_u64_digits()))
        .sum();
    let mut out = vec![0xaa; 2 * len];
    let call = ec::modular_msm_sw(
        curve,
        &bases
            .iter()
            .flat_map(|b| point_bytes(b, len))
            .collect::<Vec<_>>(),
        &scalars.iter().flat_map(|s| enc(s, len)).collect::<Vec<_>>(),
        &mut out,
    );
    assert_eq!(call, Ok(()), "{label}");
    assert_eq!(out, point_bytes(&textbook.into_affine(), len), "{label}");
}

#[test]
fn msm_is_the_group_law() {
    msm_on::<ark_bls12_381::g1::Config>("bls12_381 g1");
    msm_on::<ark_bn254::g1::Config>("bn254 g1");
    msm_on::<ark_bw6_761::g1::Config>("bw6_761 g1");
    msm_on::<ark_secp256k1::Config>("secp256k1");
    msm_on::<ark_secp256r1::Config>("p256");
    msm_on::<ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig>("bandersnatch sw");
    msm_on::<ark_pallas::PallasConfig>("pallas");
}

#[test]
fn msm_errors() {
    let p = field_modulus::<ark_secp256r1::Fq>();
    let len = 32;
    let coefficient = |c: ark_secp256r1::Fq| enc(&c.into_bigint().into(), len);
    use ark_secp256r1::Config as P256;
    let curve = [
        modulus_bytes(&p),
        coefficient(P256::COEFF_A),
        coefficient(P256::COEFF_B),
    ]
    .concat();
    let g = point_bytes(&ark_secp256r1::Affine::generator(), len);
    let one = enc(&BigUint::from(1u8), len);
    let mut out = vec![0u8; 2 * len];
    let msm = |curve: &[u8], bases: &[u8], scalars: &[u8], out: &mut [u8]| {
        ec::modular_msm_sw(curve, bases, scalars, out)
    };
    assert_eq!(msm(&curve, &g, &one, &mut out), Ok(()));
    assert_eq!(out, g);
    // Parameters: a composite modulus, b = 0, a singular curve, a curve not in thirds.
    // y² = x³ + x + 1 over p + 2, a multiple of 3 (P-256's p ≡ 1 mod 3).
    assert_eq!((&p + 2u8) % 3u8, BigUint::zero());
    let composite = [modulus_bytes(&(&p + 2u8)), one.clone(), one.clone()].concat();
    let b_zero = [modulus_bytes(&p), coefficient(P256::COEFF_A), vec![0; len]].concat();
    // y² = x³ − 3x + 2 = (x − 1)²(x + 2): 4a³ + 27b² = 0.
    let singular = [
        modulus_bytes(&p),
        coefficient(P256::COEFF_A),
        enc(&BigUint::from(2u8), len),
    ]
    .concat();
    for bad in [&composite[..], &b_zero, &singular, &curve[1..]] {
        assert_eq!(msm(bad, &[], &[], &mut out), Err(Error::InvalidParameters));
    }
    // a ≥ p.
    let big_a = [
        modulus_bytes(&p),
        modulus_bytes(&p),
        coefficient(P256::COEFF_B),
    ]
    .concat();
    assert_eq!(msm(&big_a, &[], &[], &mut out), Err(Error::InvalidEncoding));
    // Points: off the curve, a coordinate not below p.
    let mut off = g.clone();
    off[0] ^= 1;
    assert_eq!(msm(&curve, &off, &one, &mut out), Err(Error::NotOnCurve));
    let big_x = [modulus_bytes(&p), g[len..].to_vec()].concat();
    assert_eq!(
        msm(&curve, &big_x, &one, &mut out),
        Err(Error::InvalidEncoding)
    );
    // Lengths and the limit, before any point is read.
    assert_eq!(
        msm(&curve, &g, &[one.clone(), one.clone()].concat(), &mut out),
        Err(Error::LengthMismatch)
    );
    assert_eq!(
        msm(&curve, &g[1..], &one, &mut out),
        Err(Error::LengthMismatch)
    );
    assert_eq!(
        msm(&curve, &g, &one, &mut out[1..]),
        Err(Error::OutputLength)
    );
    let over = modular_msm::MSM_LIMIT + 1;
    assert_eq!(
        msm(
            &curve,
            &vec![0xff; 2 * len * over],
            &vec![0; len * over],
            &mut out
        ),
        Err(Error::TooManyElements)
    );
}

/// `KNOWN_PRIMES`, for which `modular_msm_sw` skips Baillie–PSW: each is prime by Miller–Rabin
/// with the first 40 primes as bases (num-bigint's arithmetic, an implementation of its own),
/// the hand-written ones equal arkworks' P-256 and secp256k1 moduli, and each is a modulus the
/// call takes.
#[test]
fn known_primes_are_prime() {
    use ark_ff::PrimeField;
    let small_primes: Vec<u32> = (2u32..200)
        .filter(|n| (2..*n).take_while(|d| d * d <= *n).all(|d| n % d != 0))
        .take(40)
        .collect();
    for prime in modular_msm::KNOWN_PRIMES {
        let bytes: Vec<u8> = prime.iter().flat_map(|limb| limb.to_le_bytes()).collect();
        let n = dec(&bytes);
        let one = BigUint::from(1u8);
        let minus_one = &n - &one;
        let twos = minus_one.trailing_zeros().unwrap_or(0);
        let d = &minus_one >> twos;
        for base in &small_primes {
            let mut x = BigUint::from(*base).modpow(&d, &n);
            if x == one || x == minus_one {
                continue;
            }
            let witness = (1..twos).all(|_| {
                x = x.modpow(&BigUint::from(2u8), &n);
                x != minus_one
            });
            assert!(!witness, "{n} is composite (base {base})");
        }
        assert!(modular_msm::is_prime_modulus(&bytes), "{n}");
    }
    let table = modular_msm::KNOWN_PRIMES;
    assert_eq!(table[12], &<ark_secp256r1::Fq as PrimeField>::MODULUS.0[..]);
    assert_eq!(table[13], &<ark_secp256r1::Fr as PrimeField>::MODULUS.0[..]);
    assert_eq!(table[14], &<ark_secp256k1::Fq as PrimeField>::MODULUS.0[..]);
    assert_eq!(table[15], &<ark_secp256k1::Fr as PrimeField>::MODULUS.0[..]);
}

/// The Straus path's exceptional cases on each doubling formula (`a = 0`, `−3`, other): equal,
/// opposite and repeated bases, a base and its multiples (whose tables of odd multiples
/// overlap), all-ones scalars (the signed digits' carry out of the top), against arkworks'
/// double-and-add.
fn straus_on<C: SWCurveConfig>(name: &str)
where
    C::BaseField: PrimeField,
{
    let rng = &mut test_rng();
    let pb = modulus_bytes(&field_modulus::<C::BaseField>());
    let len = pb.len();
    let coefficient = |c: C::BaseField| enc(&c.into_bigint().into(), len);
    let curve = [pb.clone(), coefficient(C::COEFF_A), coefficient(C::COEFF_B)].concat();
    let p = loop {
        if let Some(point) =
            Affine::<C>::get_point_from_x_unchecked(C::BaseField::rand(rng), rng.gen())
        {
            break point;
        }
    };
    let q = (p * C::ScalarField::from(3u8)).into_affine();
    let all_ones = (BigUint::from(1u8) << (8 * len)) - 1u8;
    let random = |rng: &mut _| random_below(rng, &(BigUint::from(1u8) << (8 * len)));
    let cases: Vec<(Vec<Affine<C>>, Vec<BigUint>)> = vec![
        (vec![p, p], vec![random(rng), random(rng)]),
        (vec![p, -p], vec![all_ones.clone(), all_ones.clone()]),
        (
            vec![p, q, -p],
            vec![BigUint::from(3u8), BigUint::from(1u8), BigUint::from(6u8)],
        ),
        (vec![p, q], vec![all_ones.clone(), random(rng)]),
        (
            vec![p; 8],
            (0..8).map(|i| BigUint::from(31u8) << (5 * i)).collect(),
        ),
        (vec![q], vec![BigUint::from(15u8)]),
    ];
    for (case, (bases, scalars)) in cases.into_iter().enumerate() {
        msm_agrees(&curve, &bases, &scalars, &format!("{name}, case {case}"));
    }
}

#[test]
fn straus_exceptional_cases() {
    straus_on::<ark_bls12_381::g1::Config>("bls12_381 g1");
    straus_on::<ark_secp256r1::Config>("p256");
    straus_on::<ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig>("bandersnatch sw");
}
