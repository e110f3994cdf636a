//! RFC-0163's host functions as this project's node registers them (`ec_host_primitives::rfc163`,
//! single-threaded) return the same status and the same output bytes as polkadot-sdk's
//! `sp-crypto-ec-utils`, which relay-chain validators run, for all 12 functions: on valid input,
//! points off the prime-order subgroup, identity points, scalars near the group order and of
//! every length up to the bound, lists of different lengths, malformed encodings, and output
//! buffers too short or too long.

use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup, PrimeGroup};
use ark_ff::{AdditiveGroup, BigInteger, Field, PrimeField, UniformRand};
use ark_serialize::CanonicalSerialize;
use ark_std::{rand::Rng, test_rng};
use ec_host_primitives::rfc163::{host_calls as ours, Rfc163Error};
use sp_crypto_ec_utils::{
    bls12_381::host_calls as bls12_381, ed_on_bls12_381_bandersnatch::host_calls as bandersnatch,
    pallas::host_calls as pallas, vesta::host_calls as vesta,
};

/// A function `(input, input, out) -> status`.
type Call = fn(&[u8], &[u8], &mut [u8]) -> u32;

/// `sp-crypto-ec-utils`' function as a [`Call`] (its error enum is private; its discriminant is
/// the status).
macro_rules! theirs {
    ($function:path) => {
        |a: &[u8], b: &[u8], out: &mut [u8]| match $function(a, b, out) {
            Ok(()) => 0u32,
            Err(error) => error as u32,
        }
    };
}

fn bytes<T: CanonicalSerialize + ?Sized>(value: &T) -> Vec<u8> {
    let mut out = Vec::new();
    value.serialize_uncompressed(&mut out).unwrap(); // ok: writing into a Vec
    out
}

/// Both calls on the same arguments, with output buffers of the result's length, one byte short
/// and five bytes long: the same status and bytes. Returns the status.
fn same(what: &str, ours: Call, theirs: Call, a: &[u8], b: &[u8], size: usize) -> u32 {
    let mut status = 0;
    for len in [size, size - 1, size + 5] {
        let (mut x, mut y) = (vec![0u8; len], vec![0u8; len]);
        let (s, t) = (ours(a, b, &mut x), theirs(a, b, &mut y));
        assert_eq!((s, &x), (t, &y), "{what}, output of {len} bytes");
        if len == size {
            status = s;
        }
    }
    status
}

/// A point on the curve outside the prime-order subgroup, if there is one.
fn outside_subgroup<P: AffineRepr>(rng: &mut impl Rng) -> Option<P> {
    (0..1000).find_map(|_| {
        let mut seed = vec![0u8; bytes(&P::zero()).len()];
        rng.fill(&mut seed[..]);
        P::from_random_bytes(&seed).filter(|p| p.check().is_err())
    })
}

/// MSM and multiplication of one group.
fn group<P: AffineRepr>(name: &str, msm: (Call, Call), mul: (Call, Call)) {
    let rng = &mut test_rng();
    let size = bytes(&P::zero()).len();
    let random = |rng: &mut _| (P::generator() * P::ScalarField::rand(rng)).into_affine();
    let mut points: Vec<P> = (0..40).map(|_| random(rng)).collect();
    points[3] = P::zero();
    points.extend((0..4).filter_map(|_| outside_subgroup::<P>(rng)));
    let n = points.len();
    let mut scalars: Vec<P::ScalarField> = (0..n).map(|_| P::ScalarField::rand(rng)).collect();
    scalars[1] = -P::ScalarField::ONE;
    scalars[2] = -P::ScalarField::from(1u64 << 63);
    scalars[5] = P::ScalarField::ZERO;
    scalars[n - 1] = -P::ScalarField::from(7u64);

    // Subgroup points (one the identity), then with the points off the subgroup too (where
    // Bandersnatch's Edwards result may be degenerate).
    for k in [0, 1, 2, 5, 40] {
        let (a, b) = (bytes(&points[..k]), bytes(&scalars[..k]));
        let status = same(&format!("{name} msm of {k}"), msm.0, msm.1, &a, &b, size);
        assert_eq!(status, 0, "{name}: an MSM in the subgroup succeeds");
    }
    same(
        &format!("{name} msm off the subgroup"),
        msm.0,
        msm.1,
        &bytes(&points),
        &bytes(&scalars),
        size,
    );
    let (a, b) = (bytes(&points[..3]), bytes(&scalars[..2]));
    assert_eq!(
        same(
            &format!("{name} msm, lengths differ"),
            msm.0,
            msm.1,
            &a,
            &b,
            size
        ),
        Rfc163Error::LengthMismatch as u32
    );
    // Malformed: truncated, a count beyond the bytes, a coordinate that is no field element.
    let a = bytes(&points[..3]);
    let b = bytes(&scalars[..3]);
    let malformed = [
        (a[..a.len() - 1].to_vec(), b.clone()),
        (a.clone(), b[..4].to_vec()),
        ([&5u64.to_le_bytes()[..], &a[8..]].concat(), b.clone()),
        ([&a[..8], &[0xffu8; 200][..]].concat(), b.clone()),
        (a.clone(), [&b[..8], &[0xffu8; 96][..]].concat()),
    ];
    for (i, (a, b)) in malformed.iter().enumerate() {
        assert_ne!(
            same(
                &format!("{name} malformed msm {i}"),
                msm.0,
                msm.1,
                a,
                b,
                size
            ),
            0
        );
    }
    // Beyond this project's bound: refused here, before decoding.
    let count = (ec_host_primitives::MAX_MSM_LEN as u64 + 1).to_le_bytes();
    let mut out = vec![0u8; size];
    assert_eq!(
        (msm.0)(&count, &count, &mut out),
        Rfc163Error::Unknown as u32
    );

    let r = P::ScalarField::MODULUS;
    let mut r_minus_1 = r;
    r_minus_1.sub_with_borrow(&1u64.into());
    let limbs: Vec<Vec<u64>> = vec![
        vec![],
        vec![0],
        vec![1],
        r.as_ref().to_vec(),
        r_minus_1.as_ref().to_vec(),
        P::ScalarField::rand(rng).into_bigint().as_ref().to_vec(),
        vec![u64::MAX; 16],
    ];
    for base in points.iter().step_by(9).chain(points.last()) {
        for scalar in &limbs {
            same(
                &format!("{name} mul by {scalar:?}"),
                mul.0,
                mul.1,
                &bytes(base),
                &bytes(scalar),
                size,
            );
        }
    }
    let mut out = vec![0u8; size];
    assert_eq!(
        (mul.0)(&bytes(&points[0]), &bytes(&vec![1u64; 17]), &mut out),
        Rfc163Error::Unknown as u32
    );
    same(
        &format!("{name} mul of a truncated point"),
        mul.0,
        mul.1,
        &bytes(&points[0])[1..],
        &bytes(&limbs[5]),
        size,
    );
}

#[test]
fn bls12_381_g1() {
    group::<ark_bls12_381::G1Affine>(
        "bls12_381 g1",
        (ours::bls12_381_msm_g1, theirs!(bls12_381::bls12_381_msm_g1)),
        (ours::bls12_381_mul_g1, theirs!(bls12_381::bls12_381_mul_g1)),
    );
}

#[test]
fn bls12_381_g2() {
    group::<ark_bls12_381::G2Affine>(
        "bls12_381 g2",
        (ours::bls12_381_msm_g2, theirs!(bls12_381::bls12_381_msm_g2)),
        (ours::bls12_381_mul_g2, theirs!(bls12_381::bls12_381_mul_g2)),
    );
}

#[test]
fn bandersnatch_te() {
    group::<ark_ed_on_bls12_381_bandersnatch::EdwardsAffine>(
        "bandersnatch te",
        (
            ours::ed_on_bls12_381_bandersnatch_msm,
            theirs!(bandersnatch::ed_on_bls12_381_bandersnatch_msm),
        ),
        (
            ours::ed_on_bls12_381_bandersnatch_mul,
            theirs!(bandersnatch::ed_on_bls12_381_bandersnatch_mul),
        ),
    );
}

#[test]
fn pallas() {
    group::<ark_pallas::Affine>(
        "pallas",
        (ours::pallas_msm, theirs!(pallas::pallas_msm)),
        (ours::pallas_mul, theirs!(pallas::pallas_mul)),
    );
}

#[test]
fn vesta() {
    group::<ark_vesta::Affine>(
        "vesta",
        (ours::vesta_msm, theirs!(vesta::vesta_msm)),
        (ours::vesta_mul, theirs!(vesta::vesta_mul)),
    );
}

/// Bandersnatch's Edwards formulas fail at its points of order two outside the subgroup: both
/// report the result at infinity as `DegeneratePoint`.
#[test]
fn bandersnatch_degenerate_result() {
    use ark_ed_on_bls12_381_bandersnatch::{EdwardsAffine, Fq, Fr};
    let point = EdwardsAffine::get_point_from_y_unchecked(Fq::from(2u64), false).unwrap();
    let (a, b) = (bytes(&point), bytes(&Fr::MODULUS.as_ref().to_vec()));
    assert_eq!(
        same(
            "bandersnatch mul by r",
            ours::ed_on_bls12_381_bandersnatch_mul,
            theirs!(bandersnatch::ed_on_bls12_381_bandersnatch_mul),
            &a,
            &b,
            bytes(&point).len(),
        ),
        Rfc163Error::DegeneratePoint as u32
    );
}

#[test]
fn bls12_381_pairing() {
    type E = ark_bls12_381::Bls12_381;
    let rng = &mut test_rng();
    let g1 = |rng: &mut _| {
        (<E as Pairing>::G1::generator() * ark_bls12_381::Fr::rand(rng)).into_affine()
    };
    let g2 = |rng: &mut _| {
        (<E as Pairing>::G2::generator() * ark_bls12_381::Fr::rand(rng)).into_affine()
    };
    let size = bytes(&<E as Pairing>::TargetField::ONE).len();
    let mml = (
        ours::bls12_381_multi_miller_loop as Call,
        theirs!(bls12_381::bls12_381_multi_miller_loop) as Call,
    );
    let mut a: Vec<_> = (0..4).map(|_| g1(rng)).collect();
    let mut b: Vec<_> = (0..4).map(|_| g2(rng)).collect();
    a[1] = <E as Pairing>::G1Affine::zero();
    b.push(outside_subgroup(rng).unwrap());
    a.push(g1(rng));
    for k in [0, 1, 5] {
        assert_eq!(
            same(
                &format!("mml of {k}"),
                mml.0,
                mml.1,
                &bytes(&a[..k]),
                &bytes(&b[..k]),
                size
            ),
            0
        );
    }
    // Lists of different lengths: arkworks' loop panics on them, which `sp-crypto-ec-utils`
    // passes on (the runtime call traps); here they are refused.
    let mut out = vec![0u8; size];
    assert_eq!(
        mml.0(&bytes(&a[..2]), &bytes(&b[..3]), &mut out),
        Rfc163Error::LengthMismatch as u32
    );
    // Malformed points.
    let encoded = bytes(&a[..2]);
    same(
        "mml, truncated",
        mml.0,
        mml.1,
        &encoded[..encoded.len() - 1],
        &bytes(&b[..2]),
        size,
    );
    let count = (ec_host_primitives::MAX_PAIRS as u64 + 1).to_le_bytes();
    let mut out = vec![0u8; size];
    assert_eq!(mml.0(&count, &count, &mut out), Rfc163Error::Unknown as u32);

    // Final exponentiation, in place: of a Miller loop's value, of zero, of a malformed value.
    let f = E::multi_miller_loop(a.clone(), b[..5].to_vec()).0;
    for input in [
        bytes(&f),
        bytes(&<E as Pairing>::TargetField::ZERO),
        vec![0xff; size],
        bytes(&f)[..size - 1].to_vec(),
    ] {
        let (mut x, mut y) = (input.clone(), input.clone());
        let s = ours::bls12_381_final_exponentiation(&mut x);
        let t = match bls12_381::bls12_381_final_exponentiation(&mut y) {
            Ok(()) => 0u32,
            Err(error) => error as u32,
        };
        assert_eq!((s, &x), (t, &y), "final exponentiation");
    }
}
