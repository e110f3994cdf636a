//! For every curve and operation, the hooked types (`Host`: through the host functions, run
//! natively here; `Arkworks`: in place; `Rfc163`: through RFC-0163's host functions where they
//! exist, in place otherwise) give the same bytes as plain arkworks, on random inputs and on edge
//! cases, and off the prime-order subgroup the same bytes as each other.

use crate::points::{all, bytes, outside_subgroup, to};
use ark_ec::{
    pairing::{MillerLoopOutput, Pairing},
    scalar_mul::{double_and_add, double_and_add_affine},
    AffineRepr, CurveGroup, PrimeGroup, VariableBaseMSM,
};
use ark_ff::{BigInteger, One, PrimeField, Zero};
use ark_serialize::{Compress, Validate};
use ark_std::{rand::Rng, test_rng, UniformRand};
use ark_substrate::{Arkworks, Host, PairingCurve, PairingHooks, PairingModel, Rfc163};

/// Scalars as little-endian limbs, including edges: zero, one, r - 1, r, r + 1, 2^1024 - 1 (the
/// largest one host call takes) and 2^1088 - 1 (split off to plain arkworks).
fn edge_scalars<F: PrimeField>(rng: &mut impl Rng) -> Vec<Vec<u64>> {
    let r = F::MODULUS.as_ref().to_vec();
    let mut r_plus_1 = F::MODULUS;
    r_plus_1.add_with_carry(&F::BigInt::from(1u64));
    vec![
        vec![],
        vec![0],
        vec![1],
        (-F::ONE).into_bigint().as_ref().to_vec(),
        r,
        r_plus_1.as_ref().to_vec(),
        vec![u64::MAX; 16],
        vec![u64::MAX; 17],
        F::rand(rng).into_bigint().as_ref().to_vec(),
    ]
}

/// One curve group: plain arkworks `P`, host model `H`, in-place model `A`, RFC-0163 model `R`,
/// `WasmArkworks` model `W` (its arithmetic is `wasm_arkworks.rs`'s; here its decompression).
fn group<P, H, A, R, W>(name: &str)
where
    P: AffineRepr,
    W: AffineRepr,
    H: AffineRepr<ScalarField = P::ScalarField>,
    A: AffineRepr<ScalarField = P::ScalarField>,
    R: AffineRepr<ScalarField = P::ScalarField>,
    P::Group: VariableBaseMSM,
    H::Group: VariableBaseMSM,
    A::Group: VariableBaseMSM,
    R::Group: VariableBaseMSM,
{
    let rng = &mut test_rng();
    let random = |rng: &mut _| (P::generator() * P::ScalarField::rand(rng)).into_affine();

    // MSM, for sizes around the edges, with identity points and zero scalars mixed in.
    for n in [0, 1, 2, 3, 10, 100] {
        let mut points: Vec<P> = (0..n).map(|_| random(rng)).collect();
        let mut scalars: Vec<P::ScalarField> = (0..n).map(|_| P::ScalarField::rand(rng)).collect();
        if n >= 3 {
            points[1] = P::zero();
            scalars[2] = P::ScalarField::zero();
        }
        let plain = P::Group::msm(&points, &scalars).unwrap().into_affine();
        let host = H::Group::msm(&all::<H, _>(&points), &scalars)
            .unwrap()
            .into_affine();
        let in_place = A::Group::msm(&all::<A, _>(&points), &scalars)
            .unwrap()
            .into_affine();
        let rfc163 = R::Group::msm(&all::<R, _>(&points), &scalars)
            .unwrap()
            .into_affine();
        assert_eq!(bytes(&plain), bytes(&host), "{name} msm n={n}");
        assert_eq!(bytes(&plain), bytes(&in_place), "{name} msm n={n}");
        assert_eq!(bytes(&plain), bytes(&rfc163), "{name} rfc163 msm n={n}");
    }
    // Length mismatch is reported like arkworks does: the shorter length.
    let points: Vec<P> = (0..3).map(|_| random(rng)).collect();
    let scalars = vec![P::ScalarField::one(); 2];
    assert_eq!(
        H::Group::msm(&all::<H, _>(&points), &scalars).err(),
        Some(2),
        "{name}"
    );
    assert_eq!(P::Group::msm(&points, &scalars).err(), Some(2), "{name}");
    assert_eq!(
        R::Group::msm(&all::<R, _>(&points), &scalars).err(),
        Some(2),
        "{name}"
    );

    // Scalar multiplication, affine and projective, with edge scalars and the identity.
    for base in [random(rng), P::zero(), P::generator()] {
        let host_base: H = to(&base);
        let host_projective = host_base.into_group() + host_base.into_group();
        let rfc163_base: R = to(&base);
        let rfc163_projective = rfc163_base.into_group() + rfc163_base.into_group();
        let plain_projective = base.into_group() + base.into_group();
        for scalar in edge_scalars::<P::ScalarField>(rng) {
            // Scalars longer than the scalar field's integers: arkworks' GLV curves panic on
            // them, the host computes plain double-and-add, which is the reference here.
            let long = scalar.len() > <P::ScalarField as PrimeField>::BigInt::NUM_LIMBS;
            let plain = if long {
                double_and_add_affine(&base, &scalar)
            } else {
                base.mul_bigint(&scalar)
            };
            assert_eq!(
                bytes(&plain.into_affine()),
                bytes(&host_base.mul_bigint(&scalar).into_affine()),
                "{name} mul_affine {scalar:?}"
            );
            assert_eq!(
                bytes(&plain.into_affine()),
                bytes(&rfc163_base.mul_bigint(&scalar).into_affine()),
                "{name} rfc163 mul_affine {scalar:?}"
            );
            let plain = if long {
                double_and_add(&plain_projective, &scalar)
            } else {
                plain_projective.mul_bigint(&scalar)
            };
            let host = host_projective.mul_bigint(&scalar).into_affine();
            assert_eq!(
                bytes(&plain.into_affine()),
                bytes(&host),
                "{name} mul_projective {scalar:?}"
            );
            assert_eq!(
                bytes(&plain.into_affine()),
                bytes(&rfc163_projective.mul_bigint(&scalar).into_affine()),
                "{name} rfc163 mul_projective {scalar:?}"
            );
            if !long {
                let in_place: A = to(&base);
                assert_eq!(
                    bytes(&base.mul_bigint(&scalar)),
                    bytes(&in_place.mul_bigint(&scalar)),
                    "{name}"
                );
            }
        }
        // The `*` operator on scalar-field elements goes the same way.
        let s = P::ScalarField::rand(rng);
        assert_eq!(
            bytes(&(base * s).into_affine()),
            bytes(&(host_base * s).into_affine()),
            "{name} mul"
        );
    }

    // Off the subgroup, both hook sets compute the group law of the whole curve: the same
    // bytes, for MSM sizes across every backend threshold and for the edge scalars.
    let outside: Vec<P> = (0..4).filter_map(|_| outside_subgroup::<P>(rng)).collect();
    if !outside.is_empty() {
        let mut mixed = |i: usize| {
            if i.is_multiple_of(4) {
                random(rng)
            } else {
                outside[i % outside.len()]
            }
        };
        let mut pool = Vec::new();
        for i in 0..70 {
            pool.push(mixed(i));
        }
        for n in [1, 2, 9, 31, 32, 33, 63, 64, 65, 70] {
            let points = &pool[..n];
            let scalars: Vec<P::ScalarField> = (0..n)
                .map(|i| match i % 3 {
                    0 => -P::ScalarField::from(1 + i as u64),
                    _ => P::ScalarField::rand(rng),
                })
                .collect();
            let host = H::Group::msm(&all::<H, _>(points), &scalars)
                .unwrap()
                .into_affine();
            let in_place = A::Group::msm(&all::<A, _>(points), &scalars)
                .unwrap()
                .into_affine();
            let rfc163 = R::Group::msm(&all::<R, _>(points), &scalars)
                .unwrap()
                .into_affine();
            assert_eq!(
                bytes(&host),
                bytes(&in_place),
                "{name} msm off the subgroup n={n}"
            );
            assert_eq!(
                bytes(&rfc163),
                bytes(&in_place),
                "{name} rfc163 msm off the subgroup n={n}"
            );
        }
        let r = P::ScalarField::MODULUS;
        for base in &outside {
            // Not multiples of r: on Bandersnatch's Edwards form `[r]P` can lie at infinity,
            // which the host reports as an error (and the hook traps on).
            for scalar in edge_scalars::<P::ScalarField>(rng)
                .into_iter()
                .filter(|s| s[..] != *r.as_ref() && s.len() <= 16)
            {
                let host: H = to(base);
                let in_place: A = to(base);
                let rfc163: R = to(base);
                assert_eq!(
                    bytes(&host.mul_bigint(&scalar).into_affine()),
                    bytes(&in_place.mul_bigint(&scalar).into_affine()),
                    "{name} mul off the subgroup {scalar:?}"
                );
                assert_eq!(
                    bytes(&rfc163.mul_bigint(&scalar).into_affine()),
                    bytes(&in_place.mul_bigint(&scalar).into_affine()),
                    "{name} rfc163 mul off the subgroup {scalar:?}"
                );
            }
        }
    }

    // Subgroup checks during validated deserialization agree with plain arkworks.
    let mut candidates = vec![bytes(&random(rng)), bytes(&P::zero())];
    for _ in 0..3 {
        if let Some(p) = outside_subgroup::<P>(rng) {
            candidates.push(bytes(&p));
        }
    }
    for encoded in &candidates {
        let plain = P::deserialize_uncompressed(&encoded[..]).is_ok();
        assert_eq!(
            plain,
            H::deserialize_uncompressed(&encoded[..]).is_ok(),
            "{name} validated deserialize"
        );
        assert_eq!(
            plain,
            A::deserialize_uncompressed(&encoded[..]).is_ok(),
            "{name} validated deserialize"
        );
        assert_eq!(
            plain,
            R::deserialize_uncompressed(&encoded[..]).is_ok(),
            "{name} rfc163 validated deserialize"
        );
    }
    compressed_deserialization::<P, H, A, R, W>(name, &candidates, rng);
    println!("{name}: {} subgroup candidates", candidates.len());
}

/// Bytes at each end of a compressed encoding whose every bit [`compressed_deserialization`]
/// flips.
const EDGE_BYTES: usize = 8;
/// Random bits flipped between them, per candidate.
const MIDDLE_FLIPS: usize = 48;

/// What deserializing `bytes` in compressed form gives with validation `validate`: the point's
/// uncompressed bytes, or `None` for an error.
fn read_compressed<T: AffineRepr>(bytes: &[u8], validate: Validate) -> Option<Vec<u8>> {
    T::deserialize_with_mode(bytes, Compress::Yes, validate)
        .ok()
        .map(|point| self::bytes(&point))
}

/// Compressed deserialization, validated or not, gives plain arkworks' answer with every hook
/// set (with `Host` hooks, the host's `decompress_*` and `validate_*`; with `WasmArkworks`, the
/// square roots on the twin): for each candidate point
/// (uncompressed bytes), single-bit flips of its compressed encoding, and random bytes.
///
/// The flips: every bit of the first and last [`EDGE_BYTES`] bytes, where each format keeps its
/// flags and the coordinate's top bits (arkworks' at the end, zcash's at the start), and
/// [`MIDDLE_FLIPS`] random bits between them, which give the same kinds of input as the random
/// bytes do (another `x`: on the curve or not, in the subgroup or not). Every bit of BW6-761's
/// 96-byte encodings made this test the longest of the suite (50 s of the hooks' 340).
fn compressed_deserialization<P, H, A, R, W>(name: &str, candidates: &[Vec<u8>], rng: &mut impl Rng)
where
    P: AffineRepr,
    H: AffineRepr,
    A: AffineRepr,
    R: AffineRepr,
    W: AffineRepr,
{
    let size = P::zero().compressed_size();
    let mut inputs = Vec::new();
    for encoded in candidates {
        let mut compressed = Vec::new();
        P::deserialize_uncompressed_unchecked(&encoded[..])
            .unwrap()
            .serialize_compressed(&mut compressed)
            .unwrap();
        let edges =
            (0..size * 8).filter(|bit| bit / 8 < EDGE_BYTES || bit / 8 >= size - EDGE_BYTES);
        let middle: Vec<usize> = (0..MIDDLE_FLIPS)
            .filter(|_| size > 2 * EDGE_BYTES)
            .map(|_| rng.gen_range(EDGE_BYTES * 8..(size - EDGE_BYTES) * 8))
            .collect();
        for bit in edges.chain(middle) {
            let mut flipped = compressed.clone();
            flipped[bit / 8] ^= 1 << (bit % 8);
            inputs.push(flipped);
        }
        inputs.push(compressed);
    }
    for _ in 0..200 {
        let mut random = vec![0u8; size];
        rng.fill(&mut random[..]);
        inputs.push(random);
    }
    let (mut accepted, mut valid) = (0, 0);
    for input in &inputs {
        for validate in [Validate::No, Validate::Yes] {
            let plain = read_compressed::<P>(input, validate);
            for (hooks, answer) in [
                ("host", read_compressed::<H>(input, validate)),
                ("in place", read_compressed::<A>(input, validate)),
                ("rfc163", read_compressed::<R>(input, validate)),
                ("wasm arkworks", read_compressed::<W>(input, validate)),
            ] {
                assert_eq!(
                    plain,
                    answer,
                    "{name} {hooks}: compressed {input:02x?}, validated: {}",
                    validate == Validate::Yes
                );
            }
            match validate {
                Validate::No => accepted += usize::from(plain.is_some()),
                Validate::Yes => valid += usize::from(plain.is_some()),
            }
        }
    }
    // Most inputs are flips that encode no point; the candidates themselves are read.
    assert!(
        valid > 0 && accepted >= valid,
        "{name}: {accepted} read, {valid} valid"
    );
}

/// A pairing engine: plain arkworks `E`, host model, in-place model.
fn pairing<E>(name: &str)
where
    E: PairingCurve,
    Host: PairingHooks<E>,
    Rfc163: PairingHooks<E>,
{
    type M<E, H> = PairingModel<E, H>;
    let rng = &mut test_rng();
    let g1 = |rng: &mut _| (E::G1::generator() * E::ScalarField::rand(rng)).into_affine();
    let g2 = |rng: &mut _| (E::G2::generator() * E::ScalarField::rand(rng)).into_affine();

    for n in 0usize..=9 {
        let a: Vec<E::G1Affine> = (0..n).map(|_| g1(rng)).collect();
        let b: Vec<E::G2Affine> = (0..n).map(|_| g2(rng)).collect();
        let plain = E::multi_miller_loop(a.clone(), b.clone());
        let host = M::<E, Host>::multi_miller_loop(
            all::<<M<E, Host> as Pairing>::G1Affine, _>(&a),
            all::<<M<E, Host> as Pairing>::G2Affine, _>(&b),
        );
        let in_place = M::<E, Arkworks>::multi_miller_loop(
            all::<<M<E, Arkworks> as Pairing>::G1Affine, _>(&a),
            all::<<M<E, Arkworks> as Pairing>::G2Affine, _>(&b),
        );
        let rfc163 = M::<E, Rfc163>::multi_miller_loop(
            all::<<M<E, Rfc163> as Pairing>::G1Affine, _>(&a),
            all::<<M<E, Rfc163> as Pairing>::G2Affine, _>(&b),
        );
        assert_eq!(
            bytes(&host.0),
            bytes(&rfc163.0),
            "{name} rfc163 multi_miller_loop n={n}"
        );
        let rfc163 = M::<E, Rfc163>::final_exponentiation(rfc163).unwrap();
        // Both paths return the same bytes: arkworks' Miller-loop value, which is the product
        // of one-pair loops (arkworks' own BW6 loop is wrong beyond four pairs; both split).
        let one_pair_loops: E::TargetField = a
            .iter()
            .zip(&b)
            .map(|(p, q)| E::multi_miller_loop([*p], [*q]).0)
            .product();
        assert_eq!(
            bytes(&host.0),
            bytes(&in_place.0),
            "{name} multi_miller_loop n={n}"
        );
        assert_eq!(
            bytes(&host.0),
            bytes(&one_pair_loops),
            "{name} multi_miller_loop n={n}"
        );
        if n <= 4 {
            assert_eq!(bytes(&plain.0), bytes(&in_place.0), "{name} arkworks n={n}");
        }
        let expected: E::TargetField = a
            .iter()
            .zip(&b)
            .map(|(p, q)| E::pairing(*p, *q).0)
            .product();
        let arkworks_final =
            |f: E::TargetField| bytes(&E::final_exponentiation(MillerLoopOutput(f)).unwrap().0);
        assert_eq!(
            arkworks_final(host.0),
            bytes(&expected),
            "{name} multi_miller_loop n={n}"
        );
        if n <= 4 {
            assert_eq!(
                arkworks_final(plain.0),
                bytes(&expected),
                "{name} arkworks n={n}"
            );
            // The host's final exponentiation of arkworks' Miller-loop value.
            let of_plain = M::<E, Host>::final_exponentiation(MillerLoopOutput(plain.0)).unwrap();
            assert_eq!(
                bytes(&of_plain.0),
                bytes(&expected),
                "{name} final_exponentiation of arkworks' loop n={n}"
            );
        }
        let host = M::<E, Host>::final_exponentiation(host).unwrap();
        assert_eq!(
            bytes(&expected),
            bytes(&host.0),
            "{name} final_exponentiation n={n}"
        );
        assert_eq!(
            bytes(&expected),
            bytes(&rfc163.0),
            "{name} rfc163 final_exponentiation n={n}"
        );
    }

    // Identity points, pairs that cancel, and the pairing check.
    let (p, q) = (g1(rng), g2(rng));
    let hp: <M<E, Host> as Pairing>::G1Affine = to(&p);
    let hq: <M<E, Host> as Pairing>::G2Affine = to(&q);
    let zero_g1 = <M<E, Host> as Pairing>::G1Affine::zero();
    let zero_g2 = <M<E, Host> as Pairing>::G2Affine::zero();
    assert!(M::<E, Host>::pairing(zero_g1, hq).0.is_one(), "{name}");
    assert!(M::<E, Host>::pairing(hp, zero_g2).0.is_one(), "{name}");
    assert_eq!(
        bytes(&M::<E, Host>::pairing(hp, hq).0),
        bytes(&E::pairing(p, q).0),
        "{name}"
    );
    assert!(
        M::<E, Host>::multi_pairing([hp, -hp], [hq, hq]).0.is_one(),
        "{name}"
    );
    assert!(M::<E, Host>::pairing_check(&[hp, -hp], &[hq, hq]), "{name}");
    assert!(!M::<E, Host>::pairing_check(&[hp, hp], &[hq, hq]), "{name}");
    assert!(M::<E, Host>::pairing_check(&[], &[]), "{name}");
    assert!(
        M::<E, Arkworks>::pairing_check(&[to(&p), to(&-p)], &[to(&q), to(&q)]),
        "{name}"
    );
    assert!(
        M::<E, Rfc163>::pairing_check(&[to(&p), to(&-p)], &[to(&q), to(&q)]),
        "{name}"
    );
    assert!(
        !M::<E, Rfc163>::pairing_check(&[to(&p), to(&p)], &[to(&q), to(&q)]),
        "{name}"
    );
    assert_eq!(
        bytes(
            &M::<E, Rfc163>::pairing(
                to::<<M<E, Rfc163> as Pairing>::G1Affine>(&p),
                to::<<M<E, Rfc163> as Pairing>::G2Affine>(&q)
            )
            .0
        ),
        bytes(&E::pairing(p, q).0),
        "{name} rfc163"
    );
    assert!(
        <Rfc163 as PairingHooks<E>>::final_exponentiation(E::TargetField::zero()).is_none(),
        "{name}"
    );
    // Bilinearity through the host: e(s·p, q) = e(p, s·q).
    let s = E::ScalarField::rand(rng);
    assert_eq!(
        M::<E, Host>::pairing(hp * s, hq),
        M::<E, Host>::pairing(hp, hq * s),
        "{name}"
    );
    // Final exponentiation of zero is `None`, as in arkworks (BLS12, BN).
    assert!(
        <Host as PairingHooks<E>>::final_exponentiation(E::TargetField::zero()).is_none(),
        "{name}"
    );
}

// One test per curve of the registry: each group with the plain arkworks type, the host type,
// the in-place type and the RFC-0163 type, and the pairing.
test_every_curve!(agree_on_, group, pairing);

/// arkworks' MSM, which RFC-0163's MSM runs, takes a scalar `s` with `r - s < 2^64` as
/// `-(r - s)`: another point off the subgroup. For bases off the subgroup (and one in it) and
/// scalars on both sides of that boundary, the `Rfc163` type's MSM and multiplication equal
/// textbook double-and-add of the integer scalar.
// `test_every_curve!` passes every hook set's type; this test needs the `Rfc163` one only.
#[allow(clippy::extra_unused_type_parameters)]
fn near_r<P, H, A, R, W>(name: &str)
where
    P: AffineRepr,
    R: AffineRepr<ScalarField = P::ScalarField>,
    R::Group: VariableBaseMSM,
{
    // Short Weierstrass groups only: no RFC-0163 function reaches a twisted Edwards one
    // (Bandersnatch's stays in Wasm, `agree_on_*` compares it), and textbook Edwards arithmetic
    // is itself incomplete off Bandersnatch's subgroup.
    if std::any::type_name::<P>().contains("twisted_edwards") {
        return;
    }
    let rng = &mut test_rng();
    let mut bases: Vec<P> = (0..3).filter_map(|_| outside_subgroup::<P>(rng)).collect();
    bases.push((P::generator() * P::ScalarField::rand(rng)).into_affine());
    let two_64 = P::ScalarField::from(1u128 << 64);
    let mut scalars: Vec<P::ScalarField> = [1u64, 2, 3, 1 << 32, u64::MAX - 1, u64::MAX]
        .into_iter()
        .map(|k| -P::ScalarField::from(k))
        .collect();
    scalars.extend([
        -two_64,
        -two_64 - P::ScalarField::one(),
        -two_64 + P::ScalarField::one(),
        P::ScalarField::from(u64::MAX),
        two_64,
        P::ScalarField::rand(rng),
    ]);
    let textbook =
        |base: &P, s: &P::ScalarField| double_and_add_affine(base, s.into_bigint().as_ref());
    let (mut terms, mut expected) = ((Vec::new(), Vec::new()), P::Group::zero());
    for base in &bases {
        let hooked: R = to(base);
        for s in &scalars {
            let reference = textbook(base, s);
            assert_eq!(
                bytes(&(hooked * *s).into_affine()),
                bytes(&reference.into_affine()),
                "{name} rfc163 mul by {s}"
            );
            let single = R::Group::msm(&[hooked], &[*s]).unwrap().into_affine();
            assert_eq!(
                bytes(&single),
                bytes(&reference.into_affine()),
                "{name} rfc163 msm of one term, scalar {s}"
            );
            terms.0.push(hooked);
            terms.1.push(*s);
            expected += reference;
        }
    }
    let sum = R::Group::msm(&terms.0, &terms.1).unwrap().into_affine();
    assert_eq!(
        bytes(&sum),
        bytes(&expected.into_affine()),
        "{name} rfc163 msm"
    );
}

/// [`near_r`] has no pairing part.
#[allow(clippy::extra_unused_type_parameters)]
fn no_pairing<E>(_: &str) {}

test_every_curve!(rfc163_near_r_on_, near_r, no_pairing);

/// Inputs beyond one host call's limits are split by the hooks and still agree.
#[test]
fn beyond_host_limits() {
    use ark_substrate::{bn254, ed_on_bls12_377};
    let rng = &mut test_rng();
    let n = ec_host_primitives::MAX_MSM_LEN + 3;
    let base = ark_ed_on_bls12_377::EdwardsAffine::generator();
    let points: Vec<_> = (0..n)
        .map(|i| (base * ark_ed_on_bls12_377::Fr::from(i as u64 + 1)).into_affine())
        .collect();
    let scalars: Vec<_> = (0..n).map(|_| ark_ed_on_bls12_377::Fr::rand(rng)).collect();
    let plain = ark_ed_on_bls12_377::EdwardsProjective::msm(&points, &scalars).unwrap();
    let host = ed_on_bls12_377::EdwardsProjective::msm(
        &all::<ed_on_bls12_377::EdwardsAffine, _>(&points),
        &scalars,
    )
    .unwrap();
    assert_eq!(bytes(&plain.into_affine()), bytes(&host.into_affine()));

    let k = ec_host_primitives::MAX_PAIRS + 2;
    let a: Vec<_> = (0..k)
        .map(|_| (ark_bn254::G1Projective::generator() * ark_bn254::Fr::rand(rng)).into_affine())
        .collect();
    let b: Vec<_> = (0..k)
        .map(|_| (ark_bn254::G2Projective::generator() * ark_bn254::Fr::rand(rng)).into_affine())
        .collect();
    let plain = ark_bn254::Bn254::multi_pairing(a.clone(), b.clone());
    let host =
        bn254::Bn254::multi_pairing(all::<bn254::G1Affine, _>(&a), all::<bn254::G2Affine, _>(&b));
    assert_eq!(bytes(&plain.0), bytes(&host.0));
    let mut cancel = all::<bn254::G1Affine, _>(&a);
    cancel.extend(cancel.clone().into_iter().map(|p| -p));
    let q = all::<bn254::G2Affine, _>(&b);
    let q: Vec<_> = q.iter().chain(q.iter()).copied().collect();
    assert!(bn254::Bn254::pairing_check(&cancel, &q));
}

/// The `Rfc163` hooks check BLS12-381's points for the subgroup with RFC-0163's `mul` on the host
/// (`[x²]P` in G1, `[x]Q` in G2): their answer is the definition's, `[r]P = 0` by double-and-add,
/// for the identity, points of the subgroup, random points of the curve, points of small order
/// alone (`[r]` of a random point, and its multiples by the cofactor's primes) and added to a
/// point of the subgroup.
#[test]
fn rfc163_bls12_381_subgroup_checks() {
    fn check<P: AffineRepr, R: AffineRepr>(name: &str, primes: &[u64]) {
        let rng = &mut test_rng();
        let r = P::ScalarField::MODULUS;
        let mut points = vec![P::zero()];
        for _ in 0..4 {
            let inside = (P::generator() * P::ScalarField::rand(rng)).into_affine();
            let outside = outside_subgroup::<P>(rng).unwrap();
            let torsion = outside.mul_bigint(r).into_affine();
            points.extend([inside, outside, torsion, (inside + torsion).into_affine()]);
            for &prime in primes {
                let smaller = torsion.mul_bigint([prime]).into_affine();
                points.extend([smaller, (inside + smaller).into_affine()]);
            }
        }
        let (mut yes, mut no) = (0, 0);
        for point in &points {
            let expected = point.mul_bigint(r).is_zero();
            // Validated reading: on the curve (it is), then the hooks' subgroup check.
            assert_eq!(
                R::deserialize_uncompressed(&bytes(point)[..]).is_ok(),
                expected,
                "{name}: {point}"
            );
            if expected {
                yes += 1;
            } else {
                no += 1;
            }
        }
        assert!(yes > 4 && no > 4, "{name}: {yes} in, {no} out");
    }
    type G1<H> =
        ark_ec::short_weierstrass::Affine<ark_substrate::SWModel<ark_bls12_381::g1::Config, H>>;
    type G2<H> =
        ark_ec::short_weierstrass::Affine<ark_substrate::SWModel<ark_bls12_381::g2::Config, H>>;
    // The primes of G1's cofactor (3 · 11² · 10177² · 859267² · 52437899²) and small primes of
    // G2's.
    check::<ark_bls12_381::G1Affine, G1<Rfc163>>("bls12_381 g1", &[3, 11, 10177, 859267, 52437899]);
    check::<ark_bls12_381::G2Affine, G2<Rfc163>>("bls12_381 g2", &[13, 23]);
}

/// The twisted Edwards groups' subgroup checks in the hook sets that compute them in Wasm
/// (`WasmArkworks`, and `Rfc163` through it: by two quadratic characters on Bandersnatch,
/// `ark_substrate::shaped::edwards_by_characters`; by `[r]P` elsewhere) give the definition's
/// answer for the identity, `(0, −1)`, points of the subgroup, random points of the whole curve
/// (on Bandersnatch a quarter in each coset of the subgroup) and their negations, and each of
/// these plus `(0, −1)`. On Bandersnatch the definition is computed on its short Weierstrass
/// form, whose formulas are complete (its Edwards form's are not off the subgroup).
#[test]
fn edwards_subgroup_checks() {
    use ark_ec::twisted_edwards::{Affine, TECurveConfig};
    use ark_serialize::CanonicalDeserialize;
    use ark_substrate::{TEModel, WasmArkworks};

    fn check<C: TECurveConfig>(
        name: &str,
        definition: impl Fn(&Affine<C>) -> bool,
        by_characters: bool,
    ) where
        WasmArkworks: ark_substrate::TEHooks<C>,
        Rfc163: ark_substrate::TEHooks<C>,
    {
        let rng = &mut test_rng();
        let order_two = Affine::<C>::new_unchecked(Zero::zero(), -C::BaseField::one());
        let mut points = vec![Affine::<C>::zero(), order_two];
        while points.len() < 2 + 6 * 60 {
            let mut seed = vec![0u8; bytes(&Affine::<C>::zero()).len()];
            rng.fill(&mut seed[..]);
            let Some(whole) = Affine::<C>::from_random_bytes(&seed) else {
                continue;
            };
            let inside = (Affine::<C>::generator() * C::ScalarField::rand(rng)).into_affine();
            for p in [inside, whole, -whole] {
                // `P + (0, −1) = (−x, −y)`.
                points.extend([p, Affine::new_unchecked(-p.x, -p.y)]);
            }
        }
        let (mut yes, mut no) = (0, 0);
        for point in &points {
            assert!(point.is_on_curve(), "{name}: {point}");
            let expected = definition(point);
            let encoded = bytes(point);
            for (hooks, answer) in [
                (
                    "wasm arkworks",
                    Affine::<TEModel<C, WasmArkworks>>::deserialize_uncompressed(&encoded[..])
                        .is_ok(),
                ),
                (
                    "rfc163",
                    Affine::<TEModel<C, Rfc163>>::deserialize_uncompressed(&encoded[..]).is_ok(),
                ),
            ] {
                assert_eq!(answer, expected, "{name} {hooks}: {point}");
            }
            assert_eq!(
                ark_substrate::shaped::edwards_by_characters(point),
                by_characters.then_some(expected),
                "{name}: {point}"
            );
            if expected {
                yes += 1;
            } else {
                no += 1;
            }
        }
        assert!(yes > 60 && no > 60, "{name}: {yes} in, {no} out");
    }

    check::<ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig>(
        "bandersnatch",
        |p| {
            let weierstrass = ec_host_primitives::native::sw_form::to_weierstrass(&[*p])[0];
            weierstrass
                .mul_bigint(ark_ed_on_bls12_381_bandersnatch::Fr::MODULUS)
                .is_zero()
        },
        true,
    );
    check::<ark_ed_on_bls12_381::JubjubConfig>(
        "jubjub",
        |p| p.mul_bigint(ark_ed_on_bls12_381::Fr::MODULUS).is_zero(),
        false,
    );
    check::<ark_ed_on_bls12_377::EdwardsConfig>(
        "ed_on_bls12_377",
        |p| p.mul_bigint(ark_ed_on_bls12_377::Fr::MODULUS).is_zero(),
        false,
    );
}

/// Bandersnatch's short Weierstrass form in the hook sets that check it in Wasm (`WasmArkworks`,
/// and `Rfc163`, which has no RFC-0163 function for this form), by two quadratic characters
/// over the twin (`native::subgroup::weierstrass_by_characters`, which the registry names as
/// the group's check), and the host: the definition's answer (`[r]P = 0`, arkworks' complete
/// formulas) for the identity, points of the subgroup, random points of the curve, their
/// cofactor parts `[r]R` (the three points of order two among them) and subgroup points plus
/// those.
#[test]
fn bandersnatch_sw_subgroup_checks() {
    use ark_ec::short_weierstrass::Affine;
    use ark_ed_on_bls12_381_bandersnatch::{BandersnatchConfig, Fr, SWAffine};
    use ark_serialize::CanonicalDeserialize;
    use ark_substrate::{SWModel, WasmArkworks};
    let rng = &mut test_rng();
    let mut points = vec![SWAffine::zero()];
    while points.len() < 1 + 4 * 60 {
        let inside = (SWAffine::generator() * Fr::rand(rng)).into_affine();
        let outside = outside_subgroup::<SWAffine>(rng).expect("a point outside the subgroup");
        let torsion = outside.mul_bigint(Fr::MODULUS).into_affine();
        points.extend([inside, outside, torsion, (inside + torsion).into_affine()]);
    }
    let (mut yes, mut no, mut order_two) = (0, 0, 0);
    for point in &points {
        let expected = point.mul_bigint(Fr::MODULUS).is_zero();
        let encoded = bytes(point);
        for (hooks, answer) in [
            (
                "wasm arkworks",
                Affine::<SWModel<BandersnatchConfig, WasmArkworks>>::deserialize_uncompressed(
                    &encoded[..],
                )
                .is_ok(),
            ),
            (
                "rfc163",
                Affine::<SWModel<BandersnatchConfig, Rfc163>>::deserialize_uncompressed(
                    &encoded[..],
                )
                .is_ok(),
            ),
            (
                "host",
                ec_host_primitives::native::validate::<SWAffine>(&bytes(&vec![*point])[8..])
                    .is_ok(),
            ),
        ] {
            assert_eq!(answer, expected, "{hooks}: {point}");
        }
        order_two += usize::from(!point.is_zero() && point.y.is_zero());
        if expected {
            yes += 1;
        } else {
            no += 1;
        }
    }
    assert!(
        yes > 60 && no > 60 && order_two > 10,
        "{yes} in, {no} out, {order_two} of order two"
    );
}
