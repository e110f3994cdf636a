//! MSM and pairings on encoded inputs: arkworks' uncompressed `Vec` encodings, the form a call's
//! arguments or storage usually hold.
//!
//! Generic code over the typed API deserializes its points in the runtime, and the host hooks
//! serialize them again for the host: each field element is converted twice in Wasm (to and from
//! Montgomery form), which for an MSM of 1000 points costs about a tenth of the whole call.
//! These operations skip that. With [`crate::Host`] hooks the bytes go to the host functions as
//! they are, once their length prefixes are checked, and the host decodes and validates them
//! natively; other hooks (such as [`crate::Arkworks`]) deserialize them in place.
//!
//! Either way every point is checked to be on the curve and in the prime-order subgroup, every
//! field element to be canonical, and the input to be consumed exactly: malformed input is an
//! [`Error`], never a panic or a trap.
//!
//! The traits are implemented where the types are: [`EncodedMsm`] for the curve models
//! ([`crate::models`]), [`EncodedPairing`] for [`crate::PairingModel`] ([`crate::pairing`]).
//! This module imports nothing from the crate, so both can build on it.
//!
//! ```
//! use ark_substrate::{bls12_381::G1Projective, EncodedMsm};
//! use ark_ec::{AffineRepr, CurveGroup};
//! use ark_serialize::CanonicalSerialize;
//!
//! let base = ark_substrate::bls12_381::G1Affine::generator();
//! let (mut bases, mut scalars) = (Vec::new(), Vec::new());
//! vec![base; 2].serialize_uncompressed(&mut bases).unwrap(); // ok: writes into a Vec
//! let three = ark_bls12_381::Fr::from(3u64);
//! vec![three; 2].serialize_uncompressed(&mut scalars).unwrap(); // ok: writes into a Vec
//! let sum = G1Projective::msm_encoded(&bases, &scalars).unwrap(); // ok: valid input
//! assert_eq!(sum, base * ark_bls12_381::Fr::from(6u64));
//! ```

use alloc::vec::Vec;
use ark_ec::{
    pairing::{Pairing, PairingOutput},
    CurveConfig, VariableBaseMSM,
};
use ark_ff::Zero;
use ark_serialize::{CanonicalDeserialize, Compress, Validate};
use core::ops::AddAssign;
pub use ec_host_primitives::Error;
use ec_host_primitives::{
    encoding::{self, Point},
    GroupLimits,
};

/// A group whose MSM can start from encoded bases and scalars.
pub trait EncodedMsm: VariableBaseMSM {
    /// `Σ scalars[i]·bases[i]` for a `Vec` of affine bases and a `Vec` of scalars in arkworks'
    /// uncompressed encoding. Every base must be on the curve and in the prime-order subgroup,
    /// every scalar canonical; the lists must have the same length.
    fn msm_encoded(bases: &[u8], scalars: &[u8]) -> Result<Self, Error>;
}

/// A pairing engine whose pairings can start from encoded points.
pub trait EncodedPairing: Pairing {
    /// `Π e(g1[i], g2[i])` for a `Vec` of G1 and a `Vec` of G2 affine points in arkworks'
    /// uncompressed encoding, of the same length, every point on its curve and in the
    /// prime-order subgroup.
    fn multi_pairing_encoded(g1: &[u8], g2: &[u8]) -> Result<PairingOutput<Self>, Error>;

    /// Whether `Π e(g1[i], g2[i]) = 1`, for points encoded and checked as by
    /// [`Self::multi_pairing_encoded`].
    fn pairing_check_encoded(g1: &[u8], g2: &[u8]) -> Result<bool, Error>;
}

/// The elements of an arkworks `Vec` encoding: its length prefix (`u64`, little-endian) and the
/// bytes after it, which must be exactly that many `size`-byte elements.
pub(crate) fn vec_body(bytes: &[u8], size: usize) -> Result<(usize, &[u8]), Error> {
    let (prefix, body) = bytes
        .split_first_chunk::<8>()
        .ok_or(Error::InvalidEncoding)?;
    usize::try_from(u64::from_le_bytes(*prefix))
        .ok()
        .filter(|&n| n.checked_mul(size) == Some(body.len()))
        .map(|n| (n, body))
        .ok_or(Error::InvalidEncoding)
}

/// [`EncodedMsm::msm_encoded`] in parts of at most `A`'s `MSM_LIMIT` terms, the most one host
/// call takes: the length prefixes are checked here, `part` sums the terms of one part from the
/// bytes of its bases and of its scalars, and the parts' sums `G` are added.
pub(crate) fn msm_in_parts<A: Point + GroupLimits, G: Zero + AddAssign>(
    bases: &[u8],
    scalars: &[u8],
    mut part: impl FnMut(&[u8], &[u8]) -> Result<G, Error>,
) -> Result<G, Error> {
    let base_size = encoding::size_of::<A>();
    let scalar_size = encoding::size_of::<A::ScalarField>();
    let (n, base_bytes) = vec_body(bases, base_size)?;
    let (m, scalar_bytes) = vec_body(scalars, scalar_size)?;
    if n != m {
        return Err(Error::LengthMismatch);
    }
    let mut sum = G::zero();
    for (bases, scalars) in base_bytes
        .chunks(A::MSM_LIMIT * base_size)
        .zip(scalar_bytes.chunks(A::MSM_LIMIT * scalar_size))
    {
        sum += part(bases, scalars)?;
    }
    Ok(sum)
}

/// Whether every point of the curve is in the prime-order subgroup (cofactor one), so that the
/// host's curve check is the whole validation.
pub(crate) fn prime_order<C: CurveConfig>() -> bool {
    C::COFACTOR
        .iter()
        .enumerate()
        .all(|(i, &limb)| limb == u64::from(i == 0))
}

/// Deserializes exactly `bytes` (arkworks' encoding, compressed or not as `compress` says, with
/// `validate`): `InvalidEncoding` if they are not such an encoding or hold more.
pub fn deserialize<T: CanonicalDeserialize>(
    mut bytes: &[u8],
    compress: Compress,
    validate: Validate,
) -> Result<T, Error> {
    let value = T::deserialize_with_mode(&mut bytes, compress, validate)
        .map_err(|_| Error::InvalidEncoding)?;
    bytes
        .is_empty()
        .then_some(value)
        .ok_or(Error::InvalidEncoding)
}

/// Reads the points of a list's body (after its length prefix) as the host reads a list
/// ([`encoding::read_points_with`]), checking the subgroup with the model's hooks.
fn read_points<A: Point>(body: &[u8]) -> Result<Vec<A>, Error> {
    encoding::read_points_with::<A>(body, usize::MAX, |points| {
        points.iter().all(Point::is_in_subgroup)
    })
}

/// [`EncodedMsm::msm_encoded`] by reading the lists in place (the hooks' default), with the
/// host's checks in the host's order: both length prefixes, the lengths' match, the bases, the
/// scalars (each canonical).
pub(crate) fn decoded_msm<A: Point>(bases: &[u8], scalars: &[u8]) -> Result<A::Group, Error> {
    let scalar_size = encoding::size_of::<A::ScalarField>();
    let (n, bases) = vec_body(bases, encoding::size_of::<A>())?;
    let (m, scalars) = vec_body(scalars, scalar_size)?;
    if n != m {
        return Err(Error::LengthMismatch);
    }
    let bases: Vec<A> = read_points(bases)?;
    let scalars = scalars
        .chunks_exact(scalar_size)
        .map(encoding::read)
        .collect::<Result<Vec<A::ScalarField>, _>>()?;
    A::Group::msm(&bases, &scalars).map_err(|_| Error::LengthMismatch)
}

/// The G1 and G2 points of an [`EncodedPairing`] call, read in place and checked as the host does
/// (both length prefixes, the lengths' match, then the G1 and the G2 points).
pub(crate) fn decoded_pairs<G1: Point, G2: Point>(
    g1: &[u8],
    g2: &[u8],
) -> Result<(Vec<G1>, Vec<G2>), Error> {
    let (g1, g2) = decoded_pairs_but_g2_subgroups::<G1, G2>(g1, g2)?;
    if !g2.iter().all(Point::is_in_subgroup) {
        return Err(Error::NotInSubgroup);
    }
    Ok((g1, g2))
}

/// [`decoded_pairs`] but for the G2 points' subgroup checks, the last check it makes, which are
/// left to the caller when every point reads: the caller may decide them on the way (a Miller
/// loop that computes a multiple of each point), and must answer `NotInSubgroup` for a point
/// outside. Where a G2 point does not read, the points before it are checked here, so that the
/// error is [`decoded_pairs`]' own.
pub(crate) fn decoded_pairs_but_g2_subgroups<G1: Point, G2: Point>(
    g1: &[u8],
    g2: &[u8],
) -> Result<(Vec<G1>, Vec<G2>), Error> {
    let (n, g1) = vec_body(g1, encoding::size_of::<G1>())?;
    let (m, g2) = vec_body(g2, encoding::size_of::<G2>())?;
    if n != m {
        return Err(Error::LengthMismatch);
    }
    let g1 = read_points(g1)?;
    let g2 = encoding::read_points_with::<G2>(g2, usize::MAX, |points| {
        points.len() == m || points.iter().all(Point::is_in_subgroup)
    })?;
    Ok((g1, g2))
}
