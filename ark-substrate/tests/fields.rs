//! [`WasmFp`] against arkworks' own field, for the base and scalar field of every curve of the
//! registry (`ec_host_primitives::curves!`) and P-256's: arkworks' field test templates over
//! the new field, and every operation compared with arkworks' on edge values (in both the
//! integer and the Montgomery limbs: 0, 1, 2, −1, −2, `(p ± 1)/2`, every power of two and every
//! power of two less one below `p`, so every limb boundary of both limb widths) and on random
//! elements. The two fields must agree everywhere, bit for bit.

use ark_ff::{AdditiveGroup, BigInt, BigInteger, FftField, Field, One, PrimeField};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use ark_std::rand::{rngs::StdRng, RngCore, SeedableRng};
use ark_substrate::fields::{SmallMultiples, WasmShaped};

/// Random pairs compared per field.
const RANDOM: usize = 2000;

/// Template iterations: fewer on the 761-bit field.
const fn iterations(bits: u32) -> usize {
    if bits > 384 {
        100
    } else {
        500
    }
}

/// Elements of `F` whose integer, or whose Montgomery limbs, are edge values.
fn edges<F: PrimeField>() -> Vec<F> {
    let modulus: BigInt<16> = big(F::MODULUS);
    let bits = F::MODULUS_BIT_SIZE;
    let mut integers: Vec<BigInt<16>> =
        vec![BigInt::from(0u64), BigInt::from(1u64), BigInt::from(2u64)];
    let mut p_minus = modulus;
    p_minus.sub_with_borrow(&BigInt::from(1u64));
    integers.push(p_minus);
    let mut p_minus_2 = modulus;
    p_minus_2.sub_with_borrow(&BigInt::from(2u64));
    integers.push(p_minus_2);
    let mut half = p_minus;
    half.div2();
    integers.push(half);
    let mut half_up = half;
    half_up.add_with_carry(&BigInt::from(1u64));
    integers.push(half_up);
    for k in 1..bits {
        let mut power = BigInt::<16>::from(1u64) << k;
        integers.push(power);
        power.sub_with_borrow(&BigInt::from(1u64));
        integers.push(power);
    }
    let mut out = Vec::new();
    for integer in integers {
        if integer < modulus {
            let limbs = narrow::<F>(integer);
            // As an integer, and as the element stored with these limbs.
            out.push(F::from_bigint(limbs).expect("below the modulus"));
            out.push(stored::<F>(limbs));
        }
    }
    out
}

/// The integer as 16 limbs, for arithmetic on any field's integers.
fn big<B: BigInteger>(x: B) -> BigInt<16> {
    let mut limbs = [0u64; 16];
    limbs[..x.as_ref().len()].copy_from_slice(x.as_ref());
    BigInt(limbs)
}

/// 16 limbs as `F`'s integer type (the value fits).
fn narrow<F: PrimeField>(x: BigInt<16>) -> F::BigInt {
    let mut out = F::BigInt::from(0u64);
    let n = out.as_ref().len();
    out.as_mut().copy_from_slice(&x.0[..n]);
    out
}

/// The element whose Montgomery limbs are `limbs` (below the modulus): `limbs · R⁻¹`.
fn stored<F: PrimeField>(limbs: F::BigInt) -> F {
    let r = F::from(2u64).pow([64 * limbs.as_ref().len() as u64]);
    F::from_bigint(limbs).expect("below the modulus") * r.inverse().expect("R is invertible")
}

/// The binary operations of `W` against `F`'s on `a` and `b`.
fn pair_agrees<F: WasmShaped>(a: F, b: F) {
    let (x, y) = (a.to_wasm(), b.to_wasm());
    assert_eq!(F::from_wasm(x * y), a * b, "product, a = {a}, b = {b}");
    assert_eq!(F::from_wasm(x + y), a + b, "sum, a = {a}, b = {b}");
    assert_eq!(F::from_wasm(x - y), a - b, "difference, a = {a}, b = {b}");
}

/// The unary operations of `W` against `F`'s on `a`: squaring, negation, doubling, the
/// integer, inversion, square roots, encoding and decoding.
fn element_agrees<F: WasmShaped>(a: F) {
    let x = a.to_wasm();
    assert_eq!(F::from_wasm(x.square()), a.square(), "square, a = {a}");
    assert_eq!(F::from_wasm(-x), -a, "negation, a = {a}");
    assert_eq!(F::from_wasm(x.double()), a.double(), "double, a = {a}");
    assert_eq!(
        x.into_bigint().as_ref(),
        a.into_bigint().as_ref(),
        "integer, a = {a}"
    );
    assert_eq!(
        F::Wasm::from_bigint(narrow::<F::Wasm>(big(a.into_bigint()))).map(F::from_wasm),
        Some(a),
        "from the integer, a = {a}"
    );
    assert_eq!(
        x.inverse().map(F::from_wasm),
        a.inverse(),
        "inverse, a = {a}"
    );
    assert_eq!(x.sqrt().map(F::from_wasm), a.sqrt(), "square root, a = {a}");
    let (mut left, mut right) = (Vec::new(), Vec::new());
    x.serialize_compressed(&mut left).expect("serializes");
    a.serialize_compressed(&mut right).expect("serializes");
    assert_eq!(left, right, "encoding, a = {a}");
    assert_eq!(
        F::Wasm::deserialize_compressed(&right[..])
            .map(F::from_wasm)
            .ok(),
        Some(a),
        "decoding, a = {a}"
    );
}

/// Coefficients of [`SmallMultiples::small_combination`]: every small one's sign and size, and
/// two beyond the bound (arkworks' arithmetic).
const COEFFICIENTS: [i8; 12] = [0, 1, -1, 2, 3, -4, -5, 9, -9, 15, -15, 16];

/// The largest of [`COEFFICIENTS`] of each sign, zero, and one beyond: for the edge values.
const EXTREME_COEFFICIENTS: [i8; 6] = [0, 1, -1, 15, -15, 16];

/// `small_combination` against arkworks' `ka·a + kb·b`, for every pair of `coefficients`.
fn combinations_agree<F: WasmShaped>(a: F, b: F, coefficients: &[i8]) {
    let (x, y) = (a.to_wasm(), b.to_wasm());
    for &ka in coefficients {
        for &kb in coefficients {
            let expected = F::from(i64::from(ka)) * a + F::from(i64::from(kb)) * b;
            let got = F::from_wasm(F::Wasm::small_combination(ka, &x, kb, &y));
            assert_eq!(got, expected, "{ka}·a + {kb}·b, a = {a}, b = {b}");
        }
    }
}

/// `sum_of_products` of every length up to 12 against arkworks', on `values` in turn.
fn sums_agree<F: WasmShaped>(values: &[F]) {
    fn check<F: WasmShaped, const T: usize>(values: &[F], offset: usize) {
        let a: [F; T] = core::array::from_fn(|i| values[(offset + i) % values.len()]);
        let b: [F; T] = core::array::from_fn(|i| values[(offset + 3 * i + 1) % values.len()]);
        let expected = F::sum_of_products(&a, &b);
        let got = F::Wasm::sum_of_products(&a.map(F::to_wasm), &b.map(F::to_wasm));
        assert_eq!(
            F::from_wasm(got),
            expected,
            "sum of {T} products at {offset}"
        );
    }
    for offset in 0..values.len() {
        check::<F, 1>(values, offset);
        check::<F, 2>(values, offset);
        check::<F, 3>(values, offset);
        check::<F, 4>(values, offset);
        check::<F, 5>(values, offset);
        check::<F, 6>(values, offset);
        check::<F, 8>(values, offset);
        check::<F, 12>(values, offset);
    }
}

/// The largest values (`p − 1` everywhere): the sums' column bound. Then elements whose limbs
/// are random values just below `p` (less a random word): a sum's reduction comes out above
/// its bound only for some quotients, which the low limbs decide, so a sum of more products
/// than a reduction takes fails on some of these (a fifth of them on BLS12-381, twelve
/// products where seven are allowed).
fn largest_sums_agree<F: WasmShaped>(seed: u64) {
    let largest = [-F::one(); 12];
    sums_agree(&largest);
    let mut limbs = F::MODULUS;
    limbs.sub_with_borrow(&F::BigInt::from(1u64));
    sums_agree(&[stored::<F>(limbs); 12]);
    let mut rng = StdRng::seed_from_u64(seed);
    let near: Vec<F> = (0..48)
        .map(|_| {
            let mut limbs = F::MODULUS;
            limbs.sub_with_borrow(&F::BigInt::from(rng.next_u64() | 1));
            stored::<F>(limbs)
        })
        .collect();
    sums_agree(&near);
}

fn check_field<F: WasmShaped>(seed: u64) {
    let edges = edges::<F>();
    for &a in &edges {
        element_agrees(a);
        for &b in &edges {
            pair_agrees(a, b);
        }
    }
    sums_agree(&edges);
    largest_sums_agree::<F>(seed);
    // The combinations' reduction on the largest values (`p − 1`, as integer and as limbs) with
    // every edge value, and on random pairs.
    let mut largest = F::MODULUS;
    largest.sub_with_borrow(&F::BigInt::from(1u64));
    for &a in &edges {
        for b in [-F::one(), stored::<F>(largest), a] {
            combinations_agree(a, b, &EXTREME_COEFFICIENTS);
            combinations_agree(b, a, &EXTREME_COEFFICIENTS);
        }
    }
    let mut rng = StdRng::seed_from_u64(seed);
    let random: Vec<F> = (0..RANDOM).map(|_| F::rand(&mut rng)).collect();
    for pair in random.chunks(2) {
        element_agrees(pair[0]);
        pair_agrees(pair[0], pair[1]);
    }
    sums_agree(&random[..64]);
    for pair in random[..200].chunks(2) {
        combinations_agree(pair[0], pair[1], &COEFFICIENTS);
    }
    // Constants are arkworks' limbs.
    assert_eq!(F::from_wasm(F::Wasm::one()), F::one());
    assert_eq!(F::from_wasm(F::Wasm::GENERATOR), F::GENERATOR);
    assert_eq!(
        F::from_wasm(F::Wasm::TWO_ADIC_ROOT_OF_UNITY),
        F::TWO_ADIC_ROOT_OF_UNITY
    );
}

macro_rules! field_tests {
    ($({ curve: $name:ident, crate: $ark:ident, $($more:tt)* })*) => { paste::paste! { $(
        field_tests!(@field [<$name _fq>] $ark::Fq);
        field_tests!(@field [<$name _fr>] $ark::Fr);
    )* } };
    (@field $module:ident $field:ty) => {
        mod $module {
            use super::*;

            #[test]
            fn agrees_with_arkworks() {
                check_field::<$field>(<$field as PrimeField>::MODULUS.as_ref()[0]);
            }

            ark_algebra_test_templates::test_field!(
                iterations(<$field as PrimeField>::MODULUS_BIT_SIZE);
                templates;
                <$field as WasmShaped>::Wasm;
                prime
            );
        }
    };
}

ec_host_primitives::curves!(field_tests);
field_tests!(@field p256_fq ark_secp256r1::Fq);
field_tests!(@field p256_fr ark_secp256r1::Fr);

/// `small_integer` recognises the small integers of every sign, and only them.
#[test]
fn small_integers_recognised() {
    fn check<M: ark_ff::MontConfig<N>, const N: usize>() {
        use ark_substrate::fields::{small_integer, SMALL_COEFFICIENT};
        type Ark<M, const N: usize> = ark_ff::Fp<ark_ff::MontBackend<M, N>, N>;
        let bound = i64::from(SMALL_COEFFICIENT);
        for k in -bound - 5..=bound + 5 {
            let x = Ark::<M, N>::from(k);
            let expected = (k.abs() <= bound).then_some(k as i8);
            assert_eq!(small_integer::<M, N>(&x.0), expected, "{k}");
        }
        let mut rng = StdRng::seed_from_u64(7);
        for _ in 0..100 {
            let x = <Ark<M, N> as ark_std::UniformRand>::rand(&mut rng);
            assert_eq!(small_integer::<M, N>(&x.0), None, "{x}");
        }
    }
    check::<ark_bn254::FqConfig, 4>();
    check::<ark_bls12_381::FqConfig, 6>();
    check::<ark_bw6_761::FqConfig, 12>();
    check::<ark_secp256r1::FqConfig, 4>();
}

/// The towers' multiplication by `Fp6`'s non-residue over `WasmFp` (BN254's `ξ = 9 + u` by two
/// combinations reduced once, the BLS12 curves' by their configurations' code) against arkworks',
/// on random elements and on elements whose coordinates are edge values.
#[test]
fn fp6_nonresidue_agrees() {
    use ark_ff::fields::models::{fp2::Fp2, fp6_3over2::Fp6Config};
    use ark_substrate::shaped::{Twin, WasmFp6};
    fn check<P: Fp6Config, M: ark_ff::MontConfig<N>, const N: usize>()
    where
        P::Fp2Config: ark_ff::Fp2Config<Fp = ark_ff::Fp<ark_ff::MontBackend<M, N>, N>>,
    {
        let mut rng = StdRng::seed_from_u64(11);
        let edges = edges::<ark_ff::Fp<ark_ff::MontBackend<M, N>, N>>();
        let mut values: Vec<Fp2<P::Fp2Config>> = (0..500)
            .map(|_| <Fp2<P::Fp2Config> as ark_std::UniformRand>::rand(&mut rng))
            .collect();
        for (i, &c0) in edges.iter().enumerate() {
            values.push(Fp2::new(c0, edges[(7 * i + 3) % edges.len()]));
            values.push(Fp2::new(c0, -c0));
        }
        for value in values {
            let mut expected = value;
            P::mul_fp2_by_nonresidue_in_place(&mut expected);
            let mut twin = value.twin();
            <WasmFp6<P, M, N> as Fp6Config>::mul_fp2_by_nonresidue_in_place(&mut twin);
            let got: Fp2<P::Fp2Config> = twin.twin();
            assert_eq!(got, expected, "ξ·{value}");
        }
    }
    check::<ark_bn254::Fq6Config, ark_bn254::FqConfig, 4>();
    check::<ark_bls12_381::Fq6Config, ark_bls12_381::FqConfig, 6>();
    check::<ark_bls12_377::Fq6Config, ark_bls12_377::FqConfig, 6>();
}
