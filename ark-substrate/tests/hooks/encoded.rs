//! The encoded operations (`EncodedMsm`, `EncodedPairing`) agree with plain arkworks on valid
//! input, and reject invalid input with the same error whether the bytes go to the host
//! (`Host`), are decoded in place (`Arkworks`) or are decoded in place for RFC-0163's functions
//! (`Rfc163`).

use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup, PrimeGroup, VariableBaseMSM};
use ark_ff::{Field, One, UniformRand};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use ark_std::{rand::Rng, test_rng};
use ark_substrate::{
    encoded::Error, Arkworks, BatchValid, EncodedMsm, EncodedPairing, Host, PairingCurve,
    PairingModel, Rfc163, WasmArkworks,
};

fn bytes<T: CanonicalSerialize>(value: &T) -> Vec<u8> {
    let mut out = Vec::new();
    value.serialize_uncompressed(&mut out).unwrap(); // ok: writing into a Vec
    out
}

/// A point on the curve outside the prime-order subgroup, if there is one.
fn outside_subgroup<P: AffineRepr>(rng: &mut impl Rng) -> Option<P> {
    (0..1000).find_map(|_| {
        let mut seed = vec![0u8; bytes(&P::zero()).len()];
        rng.fill(&mut seed[..]);
        P::from_random_bytes(&seed).filter(|p| p.check().is_err())
    })
}

/// The encoding of a one-point `Vec` whose x coordinate is replaced by a random field element
/// (x comes first in both curve forms' encodings): a point off the curve, or for BLS12-381,
/// whose encoding is big-endian with flags in x, most likely not an encoding at all.
fn off_curve<P: AffineRepr>(point: &P, rng: &mut impl Rng) -> Vec<u8> {
    let mut encoded = bytes(&vec![*point]);
    let x = bytes(&P::BaseField::rand(rng));
    encoded[8..8 + x.len()].copy_from_slice(&x);
    encoded
}

/// `msm_encoded` of the host model `H`, the in-place model `A` and the RFC-0163 model `R`
/// against plain arkworks `P`.
// `test_every_curve!` also passes the `WasmArkworks` type `W`, which `wasm_arkworks.rs` tests.
#[allow(clippy::extra_unused_type_parameters)]
fn group<P, H, A, R, W>(name: &str)
where
    P: AffineRepr,
    H: AffineRepr<ScalarField = P::ScalarField, Group: EncodedMsm> + BatchValid,
    A: AffineRepr<ScalarField = P::ScalarField, Group: EncodedMsm> + BatchValid,
    R: AffineRepr<ScalarField = P::ScalarField, Group: EncodedMsm> + BatchValid,
{
    let rng = &mut test_rng();
    let both = |bases: &[u8], scalars: &[u8]| {
        let host = H::Group::msm_encoded(bases, scalars).map(|p| bytes(&p.into_affine()));
        let in_place = A::Group::msm_encoded(bases, scalars).map(|p| bytes(&p.into_affine()));
        let rfc163 = R::Group::msm_encoded(bases, scalars).map(|p| bytes(&p.into_affine()));
        assert_eq!(host, in_place, "{name}: host and in place differ");
        assert_eq!(rfc163, in_place, "{name}: rfc163 and in place differ");
        host
    };

    let points = |n: usize, rng: &mut _| -> Vec<P> {
        (0..n)
            .map(|_| (P::generator() * P::ScalarField::rand(rng)).into_affine())
            .collect()
    };
    for n in [0, 1, 3, 40] {
        let bases = points(n, rng);
        let scalars: Vec<P::ScalarField> = (0..n).map(|_| UniformRand::rand(rng)).collect();
        let expected = P::Group::msm(&bases, &scalars).unwrap().into_affine(); // ok: same lengths
        assert_eq!(
            both(&bytes(&bases), &bytes(&scalars)),
            Ok(bytes(&expected)),
            "{name} n={n}"
        );
    }

    let bases = points(3, rng);
    let scalars: Vec<P::ScalarField> = (0..3).map(|_| UniformRand::rand(rng)).collect();
    let (bases, scalars) = (bytes(&bases), bytes(&scalars));
    // Lists of different lengths, truncated or with a byte too many, or a wrong count.
    assert_eq!(
        both(&bases, &scalars[..scalars.len() - 32]),
        Err(Error::InvalidEncoding),
        "{name}"
    );
    let two_scalars = bytes(&scalars_of::<P>(2, rng));
    assert_eq!(
        both(&bases, &two_scalars),
        Err(Error::LengthMismatch),
        "{name}"
    );
    assert_eq!(
        both(&bases[..bases.len() - 1], &scalars),
        Err(Error::InvalidEncoding),
        "{name}"
    );
    let mut trailing = bases.clone();
    trailing.push(0);
    assert_eq!(both(&trailing, &scalars), Err(Error::InvalidEncoding));
    let mut wrong_count = bases.clone();
    wrong_count[..8].copy_from_slice(&4u64.to_le_bytes());
    assert_eq!(both(&wrong_count, &scalars), Err(Error::InvalidEncoding));
    assert_eq!(both(&[], &[]), Err(Error::InvalidEncoding), "{name}");
    // A scalar that is not a canonical field element.
    let mut large = scalars.clone();
    let scalar_size = (scalars.len() - 8) / 3;
    large[8..8 + scalar_size].fill(0xff);
    assert_eq!(both(&bases, &large), Err(Error::InvalidEncoding), "{name}");

    // Points off the curve and outside the subgroup.
    let one_scalar = bytes(&scalars_of::<P>(1, rng));
    let off = off_curve(&P::generator(), rng);
    assert!(rejected_off_curve(both(&off, &one_scalar)), "{name}");
    // The identity with a byte of its x coordinate changed: on the short Weierstrass curves an
    // infinity flag with a coordinate that is not zero, not the identity's one encoding; on the
    // twisted Edwards curves a point off the curve. Rejected alike however the bytes are read.
    let mut odd_zero = bytes(&vec![P::zero()]);
    odd_zero[9] ^= 1;
    assert!(both(&odd_zero, &one_scalar).is_err(), "{name}");
    // Lengths that differ are found before the points are read.
    assert_eq!(
        both(&off, &two_scalars),
        Err(Error::LengthMismatch),
        "{name}"
    );
    if let Some(outside) = outside_subgroup::<P>(rng) {
        assert_eq!(
            both(&bytes(&vec![outside]), &one_scalar),
            Err(Error::NotInSubgroup),
            "{name}"
        );
    }

    // Lists long enough that the host checks them by random subset sums (`BATCH_FROM` points
    // or more), as the `Rfc163` hooks do in Wasm; the in-place hooks check point by point.
    let n = ec_host_primitives::native::batch_subgroup::BATCH_FROM + 44;
    let long = points(n, rng);
    let scalars = scalars_of::<P>(n, rng);
    let expected = P::Group::msm(&long, &scalars).unwrap().into_affine(); // ok: same lengths
    let scalars = bytes(&scalars);
    assert_eq!(
        both(&bytes(&long), &scalars),
        Ok(bytes(&expected)),
        "{name} n={n}"
    );
    assert!(batch_valid::<H, A, R>(&long), "{name} n={n}");
    let Some(outside) = outside_subgroup::<P>(rng) else {
        return;
    };
    for _ in 0..4 {
        // One point outside the subgroup anywhere; two whose parts outside it cancel (their
        // sum is in the subgroup); the same before a point off the curve (the first error
        // counts, as when reading point by point).
        let (i, j) = (rng.gen_range(0..n), rng.gen_range(0..n));
        let mut one = long.clone();
        one[i] = outside;
        let mut cancelling = long.clone();
        cancelling[i] = outside;
        cancelling[j] = (-outside.into_group() + P::generator()).into_affine();
        for list in [one, cancelling] {
            assert_eq!(
                both(&bytes(&list), &scalars),
                Err(Error::NotInSubgroup),
                "{name} n={n} i={i} j={j}"
            );
            assert!(!batch_valid::<H, A, R>(&list), "{name} n={n} i={i} j={j}");
            let mut then_off_curve = bytes(&list);
            let last = bytes(&vec![list[n - 1]]);
            let size = last.len() - 8;
            if i != n - 1 && j != n - 1 {
                let off = off_curve(&list[n - 1], rng);
                then_off_curve[8 + (n - 1) * size..].copy_from_slice(&off[8..]);
                assert_eq!(
                    both(&then_off_curve, &scalars),
                    Err(Error::NotInSubgroup),
                    "{name} n={n} i={i} j={j}"
                );
            }
        }
    }
}

/// `BatchValid::batch_valid` of the same points in the host, in-place and RFC-0163 models,
/// which must agree.
fn batch_valid<H, A, R>(points: &[impl AffineRepr]) -> bool
where
    H: BatchValid + CanonicalDeserialize,
    A: BatchValid + CanonicalDeserialize,
    R: BatchValid + CanonicalDeserialize,
{
    fn read<T: CanonicalDeserialize>(points: &[impl AffineRepr]) -> Vec<T> {
        let encoded = bytes(&points.to_vec());
        Vec::<T>::deserialize_uncompressed_unchecked(&encoded[..]).unwrap() // ok: our encoding
    }
    let host = H::batch_valid(&read::<H>(points));
    assert_eq!(
        host,
        A::batch_valid(&read::<A>(points)),
        "host and in place"
    );
    assert_eq!(host, R::batch_valid(&read::<R>(points)), "host and rfc163");
    host
}

/// Whether an [`off_curve`] input was rejected as it should be.
fn rejected_off_curve<T>(result: Result<T, Error>) -> bool {
    matches!(result, Err(Error::NotOnCurve | Error::InvalidEncoding))
}

fn scalars_of<P: AffineRepr>(n: usize, rng: &mut impl Rng) -> Vec<P::ScalarField> {
    (0..n).map(|_| UniformRand::rand(rng)).collect()
}

/// `multi_pairing_encoded` and `pairing_check_encoded` of the host, in-place, RFC-0163 and
/// `WasmArkworks` models of `E` against plain arkworks. (`WasmArkworks` and, where RFC-0163 has no
/// Miller loop, `Rfc163` decide the G2 checks of the BLS12 curves inside their Miller loop: the
/// cases below put G2 points outside the subgroup in every position.)
fn pairing<E: PairingCurve>(name: &str)
where
    PairingModel<E, Host>: EncodedPairing,
    PairingModel<E, Rfc163>: EncodedPairing,
    PairingModel<E, WasmArkworks>: EncodedPairing,
{
    type M<E, H> = PairingModel<E, H>;
    let rng = &mut test_rng();
    let pairing = |g1: &[u8], g2: &[u8]| {
        let host = M::<E, Host>::multi_pairing_encoded(g1, g2).map(|f| bytes(&f.0));
        let in_place = M::<E, Arkworks>::multi_pairing_encoded(g1, g2).map(|f| bytes(&f.0));
        let rfc163 = M::<E, Rfc163>::multi_pairing_encoded(g1, g2).map(|f| bytes(&f.0));
        let wasm = M::<E, WasmArkworks>::multi_pairing_encoded(g1, g2).map(|f| bytes(&f.0));
        assert_eq!(host, in_place, "{name}: host and in place differ");
        assert_eq!(rfc163, in_place, "{name}: rfc163 and in place differ");
        assert_eq!(wasm, in_place, "{name}: WasmArkworks and in place differ");
        host
    };
    let check = |g1: &[u8], g2: &[u8]| {
        let host = M::<E, Host>::pairing_check_encoded(g1, g2);
        let in_place = M::<E, Arkworks>::pairing_check_encoded(g1, g2);
        let rfc163 = M::<E, Rfc163>::pairing_check_encoded(g1, g2);
        let wasm = M::<E, WasmArkworks>::pairing_check_encoded(g1, g2);
        assert_eq!(host, in_place, "{name}: host and in place differ");
        assert_eq!(rfc163, in_place, "{name}: rfc163 and in place differ");
        assert_eq!(wasm, in_place, "{name}: WasmArkworks and in place differ");
        host
    };
    let g1 = |rng: &mut _| (E::G1::generator() * E::ScalarField::rand(rng)).into_affine();
    let g2 = |rng: &mut _| (E::G2::generator() * E::ScalarField::rand(rng)).into_affine();

    for n in [0usize, 1, 3] {
        let a: Vec<E::G1Affine> = (0..n).map(|_| g1(rng)).collect();
        let b: Vec<E::G2Affine> = (0..n).map(|_| g2(rng)).collect();
        let expected = E::multi_pairing(a.clone(), b.clone());
        assert_eq!(
            pairing(&bytes(&a), &bytes(&b)),
            Ok(bytes(&expected.0)),
            "{name} n={n}"
        );
        assert_eq!(
            check(&bytes(&a), &bytes(&b)),
            Ok(n == 0),
            "{name} check n={n}"
        );
    }

    // Pairs that cancel, lists of different lengths, a byte too many.
    let (p, q) = (g1(rng), g2(rng));
    let (cancelling, twice) = (bytes(&vec![p, -p]), bytes(&vec![q, q]));
    assert_eq!(check(&cancelling, &twice), Ok(true), "{name}");
    assert_eq!(
        check(&cancelling, &bytes(&vec![q])),
        Err(Error::LengthMismatch)
    );
    assert_eq!(
        pairing(&cancelling, &bytes(&vec![q])),
        Err(Error::LengthMismatch)
    );
    let mut trailing = twice.clone();
    trailing.push(0);
    assert_eq!(check(&cancelling, &trailing), Err(Error::InvalidEncoding));
    assert_eq!(pairing(&cancelling, &trailing), Err(Error::InvalidEncoding));

    // Points off the curve or outside the subgroup, in either list.
    let (one_g1, one_g2) = (bytes(&vec![p]), bytes(&vec![q]));
    for (g1, g2) in [
        (off_curve(&p, rng), one_g2.clone()),
        (one_g1.clone(), off_curve(&q, rng)),
    ] {
        assert!(rejected_off_curve(check(&g1, &g2)), "{name}");
        assert!(rejected_off_curve(pairing(&g1, &g2)), "{name}");
    }
    // Lengths that differ are found before the points are read; the identity's encoding with a
    // byte changed is rejected alike.
    assert_eq!(
        check(&off_curve(&p, rng), &twice),
        Err(Error::LengthMismatch)
    );
    let mut odd_zero = bytes(&vec![E::G2Affine::zero()]);
    odd_zero[9] ^= 1;
    assert!(check(&one_g1, &odd_zero).is_err(), "{name}");
    assert!(pairing(&one_g1, &odd_zero).is_err(), "{name}");
    if let Some(outside) = outside_subgroup::<E::G1Affine>(rng) {
        let g1 = bytes(&vec![outside]);
        assert_eq!(check(&g1, &one_g2), Err(Error::NotInSubgroup), "{name}");
        assert_eq!(pairing(&g1, &one_g2), Err(Error::NotInSubgroup), "{name}");
    }
    let outside = outside_subgroup::<E::G2Affine>(rng).expect("G2 has a cofactor");
    let outside_list = bytes(&vec![outside]);
    assert_eq!(
        check(&one_g1, &outside_list),
        Err(Error::NotInSubgroup),
        "{name}"
    );
    assert_eq!(
        pairing(&one_g1, &outside_list),
        Err(Error::NotInSubgroup),
        "{name}"
    );

    // G2 points outside the subgroup among others: paired with a point, paired with the
    // identity (which a Miller loop skips), first or last; and pairs that would cancel.
    let zero = E::G1Affine::zero();
    let outside2 = outside_subgroup::<E::G2Affine>(rng).expect("G2 has a cofactor");
    let (p2, q2) = (g1(rng), g2(rng));
    for (a, b) in [
        (vec![p, p2], vec![q, outside]),
        (vec![p, p2], vec![outside, q2]),
        (vec![zero, p2], vec![outside, q2]),
        (vec![p2, zero], vec![q2, outside]),
        (vec![p, -p], vec![outside, outside]),
        (vec![zero, zero], vec![outside, outside2]),
        (vec![p, p2, zero], vec![q, q2, outside]),
    ] {
        let (a, b) = (bytes(&a), bytes(&b));
        assert_eq!(check(&a, &b), Err(Error::NotInSubgroup), "{name}");
        assert_eq!(pairing(&a, &b), Err(Error::NotInSubgroup), "{name}");
    }
    // Every G2 point in the subgroup, some paired with the identity: the pairing's value.
    for (a, b) in [
        (vec![zero, p2], vec![q, q2]),
        (vec![p, -p, zero], vec![q, q, q2]),
        (vec![p, p2], vec![E::G2Affine::zero(), q2]),
    ] {
        let expected = E::multi_pairing(a.clone(), b.clone());
        let (a, b) = (bytes(&a), bytes(&b));
        assert_eq!(pairing(&a, &b), Ok(bytes(&expected.0)), "{name}");
        assert_eq!(check(&a, &b), Ok(expected.0.is_one()), "{name}");
    }
    // Which error comes first is the host's: a G2 point outside the subgroup before one that
    // does not read gives `NotInSubgroup`; after it, the reading error; any G1 error first.
    let mut outside_then_off = bytes(&vec![outside, q]);
    let point_size = (outside_then_off.len() - 8) / 2;
    outside_then_off[8 + point_size..].copy_from_slice(&off_curve(&q, rng)[8..]);
    let mut off_then_outside = bytes(&vec![q, outside]);
    off_then_outside[8..8 + point_size].copy_from_slice(&off_curve(&q, rng)[8..]);
    let pair = bytes(&vec![p, p2]);
    assert_eq!(
        check(&pair, &outside_then_off),
        Err(Error::NotInSubgroup),
        "{name}"
    );
    assert_eq!(
        pairing(&pair, &outside_then_off),
        Err(Error::NotInSubgroup),
        "{name}"
    );
    assert!(
        rejected_off_curve(check(&pair, &off_then_outside)),
        "{name}"
    );
    assert!(
        rejected_off_curve(pairing(&pair, &off_then_outside)),
        "{name}"
    );
    let (off_g1, one_outside) = (off_curve(&p, rng), bytes(&vec![outside]));
    assert!(rejected_off_curve(check(&off_g1, &one_outside)), "{name}");
    assert!(rejected_off_curve(pairing(&off_g1, &one_outside)), "{name}");
}

// One test per curve of the registry: the encoded MSM of each group and the encoded pairings.
test_every_curve!(encoded_, group, pairing);

/// More pairs or points than one host call takes: pairs are decoded in the runtime, MSMs split
/// into several calls; the results still agree.
#[test]
fn beyond_one_host_call() {
    let rng = &mut test_rng();
    let n = ec_host_primitives::MAX_MSM_LEN + 1;
    let base = (ark_bn254::G1Projective::generator() * ark_bn254::Fr::rand(rng)).into_affine();
    let bases = bytes(&vec![base; n]);
    let scalars = bytes(&vec![ark_bn254::Fr::from(3u64); n]);
    let sum = ark_substrate::bn254::G1Projective::msm_encoded(&bases, &scalars);
    let expected = base * ark_bn254::Fr::from(3 * n as u64);
    assert_eq!(
        sum.map(|p| bytes(&p.into_affine())),
        Ok(bytes(&expected.into_affine()))
    );

    type M<H> = PairingModel<ark_bn254::Bn254, H>;
    let p = (ark_bn254::G1Projective::generator() * ark_bn254::Fr::rand(rng)).into_affine();
    let q = ark_bn254::G2Affine::generator();
    let n = ec_host_primitives::MAX_PAIRS + 1;
    let mut g1 = vec![p; n - 1];
    g1.push((-p.into_group() * ark_bn254::Fr::from((n - 1) as u64)).into_affine());
    let (g1, g2) = (bytes(&g1), bytes(&vec![q; n]));
    assert_eq!(M::<Host>::pairing_check_encoded(&g1, &g2), Ok(true));
    let one = M::<Host>::multi_pairing_encoded(&g1, &g2).map(|f| f.0);
    assert_eq!(one, Ok(<ark_bn254::Bn254 as Pairing>::TargetField::ONE));
}
