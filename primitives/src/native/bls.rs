//! BLS12-381's hash to curve (RFC 9380's `BLS12381G1_XMD:SHA-256_SSWU_RO_` and
//! `BLS12381G2_XMD:SHA-256_SSWU_RO_` with the caller's tag), EIP-2537's `MAP_FP_TO_G1` and
//! `MAP_FP2_TO_G2`, and BLS signatures as draft-irtf-cfrg-bls-signature-05 defines them for
//! public keys in G1 (`Verify`, `AggregateVerify`, `FastAggregateVerify`, `PopVerify`), each
//! verification one call: the keys' checks, the hashes and one pairing check (one final
//! exponentiation) on the host. Added in ABI version 8.
//!
//! The hashes are blst's on the host (feature `std`; arkworks' without it, the same points: RFC
//! 9380 defines one, and a test compares them), the maps arkworks' (`WBMap` over
//! `ark-bls12-381`'s configurations, the code ark-substrate's `Arkworks` hooks run); the pairing
//! check is the engine's [`PairingBackend`]'s (blst on the host).

use super::{
    decode::{flag, read_point, read_points, Subgroup},
    pairing::PairingBackend,
};
use crate::{encoding, error::Error};
use alloc::vec::Vec;
use ark_bls12_381::{g1, g2, Bls12_381, Fq, Fq2, G1Affine, G2Affine};
use ark_ec::{
    hashing::{
        curve_maps::wb::{WBConfig, WBMap},
        map_to_curve_hasher::{MapToCurve, MapToCurveBasedHasher},
        HashToCurve,
    },
    short_weierstrass::{Affine, Projective},
    AffineRepr, CurveGroup,
};
use ark_ff::{field_hashers::DefaultFieldHasher, One};
use ark_serialize::{CanonicalSerialize, Compress};
use sha2::Sha256;

/// The longest domain separation tag the hashes take (RFC 9380 hashes a longer one first; no
/// ciphersuite needs one). A tag has at least one byte (RFC 9380, section 3.1).
pub const MAX_DST_LEN: usize = 255;
/// The longest message the hashes and verifications take, in bytes: hashing it costs about
/// 0.2 ms natively (Ethereum signs 32-byte roots).
pub const MAX_MESSAGE_LEN: usize = 1 << 16;
/// Most keys of one `bls_fast_aggregate_verify` call: the checks of 4096 keys cost about what
/// `validate_g1` of 4096 points costs.
pub const FAST_AGGREGATE_KEYS_LIMIT: usize = 4096;
/// Most keys (and messages) of one `bls_aggregate_verify` call: with the signature's pair, one
/// pairing check of [`crate::limits::MAX_PAIRS`] pairs.
pub const AGGREGATE_KEYS_LIMIT: usize = crate::limits::MAX_PAIRS - 1;

/// The `suite` argument of `bls_verify` and `bls_aggregate_verify`:
/// `BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_`, the basic scheme.
pub const SUITE_BASIC: u32 = 0;
/// The `suite` argument of `bls_verify` and `bls_aggregate_verify`:
/// `BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_`, the proof-of-possession scheme (Ethereum's).
pub const SUITE_PROOF_OF_POSSESSION: u32 = 1;
/// The tag of the basic scheme's signatures.
pub const DST_BASIC: &[u8] = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_";
/// The tag of the proof-of-possession scheme's signatures.
pub const DST_PROOF_OF_POSSESSION: &[u8] = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";
/// The tag of the proofs of possession (`PopVerify`).
pub const DST_POP_PROOF: &[u8] = b"BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";

/// Bytes of a compressed signature (a G2 point).
pub const SIGNATURE_SIZE: usize = 96;

/// RFC 9380's hasher to the curve `C`: `expand_message_xmd` with SHA-256, two field elements,
/// the simplified SWU map through the isogeny, cofactor clearing.
// Natively the host hashes with blst; this is the no_std build's hash and the tests' reference.
#[cfg_attr(all(feature = "std", not(test)), allow(dead_code))]
type Hasher<C> = MapToCurveBasedHasher<Projective<C>, DefaultFieldHasher<Sha256, 128>, WBMap<C>>;

/// The tag's length: 1 to [`MAX_DST_LEN`] bytes, else `InvalidParameters`.
fn check_dst(dst: &[u8]) -> Result<(), Error> {
    if dst.is_empty() || dst.len() > MAX_DST_LEN {
        return Err(Error::InvalidParameters);
    }
    Ok(())
}

/// The message's length: at most [`MAX_MESSAGE_LEN`] bytes, else `TooManyElements`.
fn check_message(msg: &[u8]) -> Result<(), Error> {
    if msg.len() > MAX_MESSAGE_LEN {
        return Err(Error::TooManyElements);
    }
    Ok(())
}

/// RFC 9380's `hash_to_curve` to `C` (lengths checked by the caller).
#[cfg_attr(all(feature = "std", not(test)), allow(dead_code))]
fn hash<C: WBConfig>(dst: &[u8], msg: &[u8]) -> Result<Affine<C>, Error> {
    // arkworks refuses neither a tag of this length nor any message; its errors stay errors.
    let hasher = <Hasher<C> as HashToCurve<Projective<C>>>::new(dst)
        .map_err(|_| Error::InvalidParameters)?;
    hasher.hash(msg).map_err(|_| Error::InvalidParameters)
}

/// RFC 9380's `hash_to_curve` to G1 (tag and message checked by the caller): blst's on the host
/// (feature `std`), arkworks' otherwise, the same point (`tests::blst_hashes_are_arkworks`).
fn hash_g1(dst: &[u8], msg: &[u8]) -> Result<G1Affine, Error> {
    #[cfg(feature = "std")]
    return Ok(super::blst::g1::hash_to_curve(dst, msg).into_affine());
    #[cfg(not(feature = "std"))]
    hash::<g1::Config>(dst, msg)
}

/// RFC 9380's `hash_to_curve` to G2, as [`hash_g1`].
fn hash_g2(dst: &[u8], msg: &[u8]) -> Result<G2Affine, Error> {
    #[cfg(feature = "std")]
    return Ok(super::blst::g2::hash_to_curve(dst, msg).into_affine());
    #[cfg(not(feature = "std"))]
    hash::<g2::Config>(dst, msg)
}

/// `hash_to_curve` of the suite `BLS12381G1_XMD:SHA-256_SSWU_RO_` with tag `dst`, written as an
/// affine G1 point.
pub fn hash_to_g1(dst: &[u8], msg: &[u8], out: &mut [u8]) -> Result<(), Error> {
    check_dst(dst)?;
    check_message(msg)?;
    encoding::write_exact(&hash_g1(dst, msg)?, out)
}

/// `hash_to_curve` of the suite `BLS12381G2_XMD:SHA-256_SSWU_RO_` with tag `dst`, written as an
/// affine G2 point.
pub fn hash_to_g2(dst: &[u8], msg: &[u8], out: &mut [u8]) -> Result<(), Error> {
    check_dst(dst)?;
    check_message(msg)?;
    encoding::write_exact(&hash_g2(dst, msg)?, out)
}

/// `u` mapped by the simplified SWU map through the isogeny, cofactor cleared.
fn map<C: WBConfig>(u: C::BaseField) -> Result<Affine<C>, Error> {
    // arkworks' map takes every field element; its error stays an error.
    Ok(WBMap::<C>::map_to_curve(u)
        .map_err(|_| Error::InvalidParameters)?
        .clear_cofactor())
}

/// EIP-2537's `MAP_FP_TO_G1`: the field element `u` mapped to a point of G1's subgroup.
pub fn map_fp_to_g1(u: &[u8], out: &mut [u8]) -> Result<(), Error> {
    let u: Fq = encoding::read(u)?;
    encoding::write_exact(&map::<g1::Config>(u)?, out)
}

/// EIP-2537's `MAP_FP2_TO_G2`: the element `u` of `Fq2` mapped to a point of G2's subgroup.
pub fn map_fp2_to_g2(u: &[u8], out: &mut [u8]) -> Result<(), Error> {
    let u: Fq2 = encoding::read(u)?;
    encoding::write_exact(&map::<g2::Config>(u)?, out)
}

/// The tag of a `suite` argument.
fn suite_dst(suite: u32) -> Result<&'static [u8], Error> {
    match suite {
        SUITE_BASIC => Ok(DST_BASIC),
        SUITE_PROOF_OF_POSSESSION => Ok(DST_PROOF_OF_POSSESSION),
        _ => Err(Error::InvalidParameters),
    }
}

/// The messages of `bls_aggregate_verify`: each a 4-byte little-endian length, then its bytes;
/// exactly `count` of them, each at most [`MAX_MESSAGE_LEN`] bytes, nothing after the last.
fn split_messages(mut msgs: &[u8], count: usize) -> Result<Vec<&[u8]>, Error> {
    // At most `AGGREGATE_KEYS_LIMIT` entries: `count` is bounded by the caller.
    let mut split = Vec::with_capacity(count);
    while let Some((len, rest)) = msgs.split_first_chunk::<4>() {
        let len = u32::from_le_bytes(*len) as usize;
        if len > MAX_MESSAGE_LEN {
            return Err(Error::TooManyElements);
        }
        if split.len() == count || rest.len() < len {
            return Err(Error::LengthMismatch);
        }
        let (msg, rest) = rest.split_at(len);
        split.push(msg);
        msgs = rest;
    }
    if !msgs.is_empty() || split.len() != count {
        return Err(Error::LengthMismatch);
    }
    Ok(split)
}

/// The signature: 96 bytes, a compressed point of G2's prime-order subgroup (the identity
/// included, as the draft's `signature_subgroup_check` takes it).
fn read_signature(sig: &[u8]) -> Result<G2Affine, Error> {
    if sig.len() != SIGNATURE_SIZE {
        return Err(Error::LengthMismatch);
    }
    let point: G2Affine = encoding::read_compressed_point(sig)?;
    if !super::backend::GroupBackend::in_subgroup(&point) {
        return Err(Error::NotInSubgroup);
    }
    Ok(point)
}

/// Whether `Π e(pks[i], qs[i]) = e(g1, sig)`: one pairing check with `(−g1, sig)` last.
fn pairings_match(mut pks: Vec<G1Affine>, mut qs: Vec<G2Affine>, sig: G2Affine) -> bool {
    pks.push(-G1Affine::generator());
    qs.push(sig);
    <Bls12_381 as PairingBackend>::product_of_pairings(&pks, &qs).is_some_and(|f| f.is_one())
}

/// Writes the answer of a verification.
fn answer(holds: bool, out: &mut [u8]) -> Result<(), Error> {
    *flag(out)? = u8::from(holds);
    Ok(())
}

/// The draft's `Verify` in `suite`: `out = 1` iff `sig` signs `msg` under the key `pk` (an
/// affine G1 point in the subgroup; the identity is no key: `0`).
pub fn bls_verify(
    suite: u32,
    pk: &[u8],
    msg: &[u8],
    sig: &[u8],
    out: &mut [u8],
) -> Result<(), Error> {
    let dst = suite_dst(suite)?;
    core_verify(dst, pk, msg, sig, out)
}

/// `CoreVerify` with the tag `dst`: lengths, then the key, the signature, the output.
fn core_verify(dst: &[u8], pk: &[u8], msg: &[u8], sig: &[u8], out: &mut [u8]) -> Result<(), Error> {
    check_message(msg)?;
    if pk.len() != encoding::size_of::<G1Affine>() || sig.len() != SIGNATURE_SIZE {
        return Err(Error::LengthMismatch);
    }
    let pk: G1Affine = read_point(pk, true)?;
    let sig = read_signature(sig)?;
    flag(out)?;
    if pk.is_zero() {
        return answer(false, out);
    }
    let q = hash_g2(dst, msg)?;
    answer(pairings_match(alloc::vec![pk], alloc::vec![q], sig), out)
}

/// The draft's `AggregateVerify` in `suite`: `out = 1` iff `sig` aggregates signatures of
/// `msgs[i]` under `pks[i]`. `0` for no keys, a key that is the identity, and in the basic
/// scheme messages that are not distinct.
pub fn bls_aggregate_verify(
    suite: u32,
    pks: &[u8],
    msgs: &[u8],
    sig: &[u8],
    out: &mut [u8],
) -> Result<(), Error> {
    let dst = suite_dst(suite)?;
    let n = encoding::count(pks, encoding::size_of::<G1Affine>(), AGGREGATE_KEYS_LIMIT)?;
    let msgs = split_messages(msgs, n)?;
    if sig.len() != SIGNATURE_SIZE {
        return Err(Error::LengthMismatch);
    }
    let pks: Vec<G1Affine> = read_points(pks, AGGREGATE_KEYS_LIMIT, Subgroup::Batch)?;
    let sig = read_signature(sig)?;
    flag(out)?;
    if pks.is_empty() || pks.iter().any(AffineRepr::is_zero) {
        return answer(false, out);
    }
    if suite == SUITE_BASIC {
        let mut sorted = msgs.clone();
        sorted.sort_unstable();
        if sorted.windows(2).any(|pair| pair[0] == pair[1]) {
            return answer(false, out);
        }
    }
    let qs = msgs
        .iter()
        .map(|msg| hash_g2(dst, msg))
        .collect::<Result<Vec<_>, _>>()?;
    answer(pairings_match(pks, qs, sig), out)
}

/// The draft's `FastAggregateVerify` (proof-of-possession scheme): `out = 1` iff `sig`
/// aggregates signatures of `msg` under every key of `pks`. `0` for no keys, a key that is the
/// identity, and keys whose sum is the identity.
pub fn bls_fast_aggregate_verify(
    pks: &[u8],
    msg: &[u8],
    sig: &[u8],
    out: &mut [u8],
) -> Result<(), Error> {
    encoding::count(
        pks,
        encoding::size_of::<G1Affine>(),
        FAST_AGGREGATE_KEYS_LIMIT,
    )?;
    check_message(msg)?;
    if sig.len() != SIGNATURE_SIZE {
        return Err(Error::LengthMismatch);
    }
    let pks: Vec<G1Affine> = read_points(pks, FAST_AGGREGATE_KEYS_LIMIT, Subgroup::Batch)?;
    let sig = read_signature(sig)?;
    flag(out)?;
    if pks.iter().any(AffineRepr::is_zero) {
        return answer(false, out);
    }
    let aggregate = pks
        .iter()
        .fold(G1Affine::zero().into_group(), |sum, pk| sum + pk)
        .into_affine();
    if aggregate.is_zero() {
        return answer(false, out);
    }
    let q = hash_g2(DST_PROOF_OF_POSSESSION, msg)?;
    answer(
        pairings_match(alloc::vec![aggregate], alloc::vec![q], sig),
        out,
    )
}

/// The draft's `PopVerify`: `out = 1` iff `proof` proves possession of the key `pk` (a signature
/// of the key's 48-byte compressed encoding with [`DST_POP_PROOF`]).
pub fn bls_pop_verify(pk: &[u8], proof: &[u8], out: &mut [u8]) -> Result<(), Error> {
    if pk.len() != encoding::size_of::<G1Affine>() {
        return Err(Error::LengthMismatch);
    }
    // The message is the key's compressed encoding (the zcash format's 48 bytes); a point that
    // does not decode is refused by `core_verify` before it is used.
    let mut compressed = Vec::with_capacity(48);
    if let Ok(point) = encoding::read::<G1Affine>(pk) {
        point
            .serialize_with_mode(&mut compressed, Compress::Yes)
            .map_err(|_| Error::InvalidEncoding)?;
    }
    core_verify(DST_POP_PROOF, pk, &compressed, proof, out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_split_exactly() {
        let two = [&3u32.to_le_bytes()[..], b"abc", &0u32.to_le_bytes()].concat();
        assert_eq!(
            split_messages(&two, 2),
            Ok(alloc::vec![&b"abc"[..], &b""[..]])
        );
        assert_eq!(split_messages(&two, 1), Err(Error::LengthMismatch));
        assert_eq!(split_messages(&two, 3), Err(Error::LengthMismatch));
        assert_eq!(split_messages(&two[..6], 2), Err(Error::LengthMismatch));
        assert_eq!(
            split_messages(&[two.clone(), alloc::vec![0]].concat(), 2),
            Err(Error::LengthMismatch)
        );
        let long = (MAX_MESSAGE_LEN as u32 + 1).to_le_bytes();
        assert_eq!(split_messages(&long, 1), Err(Error::TooManyElements));
        assert_eq!(split_messages(&[], 0), Ok(alloc::vec![]));
    }

    /// The host's hashes (blst's) are arkworks' on random tags and messages of every length
    /// class, as RFC 9380 defines one point for each.
    #[cfg(feature = "std")]
    #[test]
    fn blst_hashes_are_arkworks() {
        use ark_std::rand::Rng;
        let rng = &mut ark_std::test_rng();
        for round in 0..40 {
            let dst: Vec<u8> = (0..[1, 16, 43, 200, MAX_DST_LEN][round % 5])
                .map(|_| rng.gen())
                .collect();
            let msg: Vec<u8> = (0..[0, 1, 32, 64, 135, 136, 137, 1000][round % 8])
                .map(|_| rng.gen())
                .collect();
            assert_eq!(hash_g1(&dst, &msg), hash::<g1::Config>(&dst, &msg));
            assert_eq!(hash_g2(&dst, &msg), hash::<g2::Config>(&dst, &msg));
        }
    }

    #[test]
    fn tags_are_bounded() {
        let mut out = [0u8; 96];
        assert_eq!(
            hash_to_g1(&[], b"", &mut out),
            Err(Error::InvalidParameters)
        );
        assert_eq!(
            hash_to_g1(&[b'a'; 256], b"", &mut out),
            Err(Error::InvalidParameters)
        );
        assert_eq!(hash_to_g1(&[b'a'; 255], b"", &mut out), Ok(()));
    }
}
