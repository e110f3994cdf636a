//! `decompress_*` against arkworks, for every group: each compressed point the host accepts is
//! the one compressed encoding of a point of the curve, and comes back as that point's
//! uncompressed encoding; what the host rejects, arkworks rejects too or reads as a point whose
//! compression is other bytes. Checked on `known_answers`' points of every kind (identity,
//! subgroup points, points outside the subgroup and of small order), on every single-bit flip and random double flips of
//! them (`canonical`'s), and on random bytes; then the errors and their order.

use crate::{canonical::flips, known_answers::points};
use ark_serialize::{CanonicalSerialize, Compress, Validate};
use ark_std::{rand::Rng, test_rng};
use ec_host_primitives::{encoding, Error, GroupLimits, HostGroup};

fn compressed<A: CanonicalSerialize>(point: &A) -> Vec<u8> {
    let mut out = Vec::new();
    point.serialize_compressed(&mut out).unwrap();
    out
}

fn uncompressed<A: CanonicalSerialize>(point: &A) -> Vec<u8> {
    let mut out = Vec::new();
    encoding::write(point, &mut out);
    out
}

/// The host's answer on one compressed point, against arkworks' reading of the same bytes.
/// Returns whether the host accepted it.
fn agrees_with_arkworks<A: HostGroup>(name: &str, bytes: &[u8]) -> bool {
    let mut out = vec![0u8; encoding::size_of::<A>()];
    let host = A::DECOMPRESS(bytes, &mut out);
    let arkworks = A::deserialize_with_mode(bytes, Compress::Yes, Validate::No);
    match (host, arkworks) {
        (Ok(()), Ok(point)) => {
            assert!(point.is_on_curve(), "{name}: {bytes:02x?}");
            assert_eq!(out, uncompressed(&point), "{name}: {bytes:02x?}");
            assert_eq!(compressed(&point), bytes, "{name}: not canonical");
            true
        }
        (Ok(()), Err(_)) => panic!("{name}: the host accepts {bytes:02x?}, arkworks does not"),
        (Err(Error::InvalidEncoding), Ok(point)) => {
            // Only a non-canonical encoding of a point arkworks reads.
            assert_ne!(compressed(&point), bytes, "{name}: canonical, rejected");
            false
        }
        (Err(Error::InvalidEncoding), Err(_)) => false,
        (Err(error), _) => panic!("{name}: {error:?} for one point's bytes {bytes:02x?}"),
    }
}

fn check_group<A: HostGroup>(name: &str) {
    let rng = &mut test_rng();
    let size = encoding::compressed_size_of::<A>();
    let point_size = encoding::size_of::<A>();
    let points = points::<A>(rng);
    for point in &points {
        let bytes = compressed(point);
        assert!(agrees_with_arkworks::<A>(name, &bytes), "{name}: {point}");
        for variant in flips(&bytes, rng) {
            agrees_with_arkworks::<A>(name, &variant);
        }
    }
    // Random bytes (in most formats mostly rejected: a random coordinate is rarely below the
    // modulus in every limb, and the flags must match).
    for _ in 0..500 {
        let mut bytes = vec![0u8; size];
        rng.fill(&mut bytes[..]);
        agrees_with_arkworks::<A>(name, &bytes);
    }

    // A list: every point, in order, outside the subgroup too (no subgroup check).
    let list: Vec<u8> = points.iter().flat_map(compressed).collect();
    let mut out = vec![0u8; points.len() * point_size];
    assert_eq!(A::DECOMPRESS(&list, &mut out), Ok(()), "{name}");
    assert_eq!(out, encoding::write_list(&points), "{name}");
    assert_eq!(A::DECOMPRESS(&[], &mut []), Ok(()), "{name}: empty");

    // Errors, and their order: lengths (2, 6), then the points in order (1), then the output
    // length (3).
    let limit = <A as GroupLimits>::DECOMPRESS_LIMIT;
    assert_eq!(
        A::DECOMPRESS(&list[1..], &mut out),
        Err(Error::LengthMismatch),
        "{name}"
    );
    assert_eq!(
        A::DECOMPRESS(&vec![0xff; (limit + 1) * size], &mut []),
        Err(Error::TooManyElements),
        "{name}"
    );
    assert_eq!(
        A::DECOMPRESS(&vec![0xff; limit * size], &mut []),
        Err(Error::InvalidEncoding),
        "{name}: exactly the limit is decoded"
    );
    let mut broken = list.clone();
    broken[size..2 * size].fill(0xff);
    assert_eq!(
        A::DECOMPRESS(&broken, &mut [0u8; 1]),
        Err(Error::InvalidEncoding),
        "{name}: a point's error before the output's"
    );
    assert_eq!(
        A::DECOMPRESS(&list, &mut out[1..]),
        Err(Error::OutputLength),
        "{name}"
    );
}

macro_rules! group_tests {
    ($($name:ident: $affine:ty,)*) => {
        #[test]
        fn every_group_agrees_with_arkworks() {
            $(check_group::<$affine>(stringify!($name));)*
        }
    };
}
every_group!(group_tests);
