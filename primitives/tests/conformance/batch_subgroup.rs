//! `validate_*` version 3, which checks long lists for the subgroup at once (random subset sums),
//! against version 2, which checks every point by itself, on every group: lists of subgroup
//! points pass both; a list with any point outside the subgroup fails both with
//! `NotInSubgroup`, including lists built to cancel in sums (two points with opposite cofactor
//! parts; one such point many times; every point outside, in cancelling pairs); and a point
//! outside the subgroup before or after one off the curve gives the error of the first.

use ark_ec::CurveGroup;
use ark_ff::{PrimeField, UniformRand, Zero};
use ark_std::{rand::Rng, test_rng};
use ec_host_primitives::{
    encoding::{self, Point},
    native::{self, batch_subgroup::BATCH_FROM, GroupBackend},
    Error,
};

/// A point of the curve's cofactor part (`[r]R` for a random point `R`), not the identity, if
/// the group has one with an affine form.
fn cofactor_part<A: GroupBackend>(rng: &mut impl Rng) -> Option<A::Group> {
    if A::cofactor_is_one() {
        return None;
    }
    (0..1000).find_map(|_| {
        let mut seed = vec![0u8; encoding::size_of::<A>()];
        rng.fill(&mut seed[..]);
        let t = A::from_random_bytes(&seed)?.mul_bigint(A::ScalarField::MODULUS);
        A::checked_affine(&t).filter(|t| !t.is_zero())?;
        Some(t)
    })
}

fn encode<A: Point>(points: &[A]) -> Vec<u8> {
    encoding::write_list(points)
}

/// Both versions' answer on a list, which must agree.
fn validate<A: GroupBackend>(points: &[u8]) -> Result<(), Error> {
    let batch = native::validate::<A>(points);
    assert_eq!(batch, native::validate_each::<A>(points));
    batch
}

fn check_group<A: GroupBackend>(name: &str) {
    let rng = &mut test_rng();
    let n = BATCH_FROM + 9;
    let good: Vec<A> = {
        let mut projective: Vec<A::Group> = (0..n).map(|_| A::Group::rand(rng)).collect();
        projective[4] = A::Group::zero();
        projective[9] = projective[8];
        A::Group::normalize_batch(&projective)
    };
    assert_eq!(validate::<A>(&encode(&good)), Ok(()), "{name}");
    let Some(t) = cofactor_part::<A>(rng) else {
        return;
    };
    // Sums of points of a complete curve: on the curve. (An incomplete curve's, Bandersnatch's
    // twisted Edwards form, can leave it; such lists are not built.)
    let affine = |p: A::Group| A::checked_affine(&p).filter(Point::is_on_curve);
    let mut cases = Vec::new();
    for j in [0, n / 2, n - 1] {
        let mut bad = good.clone();
        let next = (j + 1) % n;
        let (Some(plus), Some(minus)) = (
            affine(bad[j].into_group() + t),
            affine(bad[next].into_group() - t),
        ) else {
            continue;
        };
        bad[j] = plus;
        cases.push((format!("outside at {j}"), bad.clone()));
        bad[next] = minus;
        cases.push((format!("cancelling pair at {j}"), bad));
    }
    if let Some(p) = affine(A::generator().into_group() + t) {
        cases.push(("one point outside, repeated".into(), vec![p; n]));
    }
    let pairs: Option<Vec<A>> = good
        .iter()
        .enumerate()
        .map(|(i, p)| {
            affine(if i % 2 == 0 {
                p.into_group() + t
            } else {
                p.into_group() - t
            })
        })
        .collect();
    cases.extend(pairs.map(|pairs| ("every point outside, in cancelling pairs".into(), pairs)));
    assert!(!cases.is_empty(), "{name}: no list outside the subgroup");
    for (case, points) in cases {
        assert_eq!(
            validate::<A>(&encode(&points)),
            Err(Error::NotInSubgroup),
            "{name}: {case}"
        );
    }
    // The first error in the list's order, either side of a point off the curve.
    let size = encoding::size_of::<A>();
    let mut bad = good.clone();
    bad[20] = bad
        .iter()
        .find_map(|p| affine(p.into_group() + t))
        .unwrap_or(bad[20]);
    let mut bytes = encode(&bad);
    bytes[100 * size + size / 2] ^= 1;
    let mut swapped = bad.clone();
    swapped.swap(20, 110);
    let mut swapped_bytes = encode(&swapped);
    swapped_bytes[100 * size + size / 2] ^= 1;
    let decoding_error = validate::<A>(&swapped_bytes).unwrap_err();
    if bad[20] != good[20] {
        assert_eq!(validate::<A>(&bytes), Err(Error::NotInSubgroup), "{name}");
        assert_ne!(decoding_error, Error::NotInSubgroup, "{name}");
    }
}

macro_rules! batch_subgroup_tests {
    ($($name:ident: $affine:ty,)*) => {
        #[test]
        fn version_3_agrees_with_version_2_on_long_lists() {
            $(check_group::<$affine>(stringify!($name));)*
        }
    };
}
every_group!(batch_subgroup_tests);
