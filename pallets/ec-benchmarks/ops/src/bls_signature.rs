//! BLS signature verification (`ark_substrate::bls_signature`, Ethereum's ciphersuite) for any
//! hook set: the benchmarking pallet's calls from their byte arguments ([`Call`],
//! [`validate_committee`]) with their fixtures, and the kernel's operations on one fixture
//! ([`Op`]): what a runtime pays for a signature, an aggregate and a sync committee's update.

use crate::{fixtures::scalars, OpError};
use alloc::vec::Vec;
use ark_bls12_381::{Fr, G1Affine, G1Projective, G2Affine};
use ark_ec::{CurveGroup, PrimeGroup};
use ark_serialize::CanonicalSerialize;
use ark_substrate::{
    bls_signature::{
        aggregate_verify, fast_aggregate_verify, fast_aggregate_verify_keys, hash_to_g2,
        key_validate, verify, BlsHooks, Ciphersuite, PublicKey, PUBLIC_KEY_SIZE,
    },
    models::convert,
    Arkworks,
};

/// Bytes of a key kept validated (`PublicKey::to_uncompressed`).
pub const KEPT_KEY_SIZE: usize = 2 * PUBLIC_KEY_SIZE;
/// Most bytes of a message the pallet's calls hash (longer ones are refused before any
/// decoding): Ethereum signs 32-byte roots; the bound keeps the hash's cost bounded.
pub const MAX_MESSAGE: usize = 256;
/// Most keys, each with its own message, of an `AggregateVerify` call.
pub const MAX_AGGREGATE: usize = 16;
/// Most keys of a `FastAggregateVerify` call and of a committee: Ethereum's sync committee.
pub const MAX_COMMITTEE: usize = KEYS;

/// The benchmarking pallet's BLS verifications from their byte arguments, in Ethereum's
/// ciphersuite ([`SUITE`]): keys compressed (48 bytes each, one after another), signatures
/// compressed (96 bytes). Bounds are checked before any decoding.
#[derive(Clone, Copy, Debug)]
pub enum Call<'a> {
    /// RFC 9380's hash of `msg` to G2 with the suite's tag.
    HashToG2 {
        /// The message, at most [`MAX_MESSAGE`] bytes.
        msg: &'a [u8],
    },
    /// `Verify`.
    Verify {
        /// The signer's key.
        key: &'a [u8],
        /// The message, at most [`MAX_MESSAGE`] bytes.
        msg: &'a [u8],
        /// The signature.
        sig: &'a [u8],
    },
    /// `AggregateVerify`: key `i` signed message `i`.
    AggregateVerify {
        /// At most [`MAX_AGGREGATE`] keys.
        keys: &'a [u8],
        /// One message per key, each at most [`MAX_MESSAGE`] bytes.
        msgs: &'a [Vec<u8>],
        /// The aggregate signature.
        sig: &'a [u8],
    },
    /// `FastAggregateVerify`: every key signed `msg`.
    FastAggregateVerify {
        /// At most [`MAX_COMMITTEE`] keys.
        keys: &'a [u8],
        /// The message, at most [`MAX_MESSAGE`] bytes.
        msg: &'a [u8],
        /// The aggregate signature.
        sig: &'a [u8],
    },
    /// A sync committee's update: `fast_aggregate_verify_keys` under the participants of a
    /// committee kept validated ([`validate_committee`]'s bytes).
    CommitteeVerify {
        /// The committee's keys, [`KEPT_KEY_SIZE`] bytes each.
        kept: &'a [u8],
        /// Who signed: bit `i % 8` of byte `i / 8` for key `i` (Ethereum's `Bitvector`), one
        /// byte per eight keys.
        participation: &'a [u8],
        /// The message, at most [`MAX_MESSAGE`] bytes.
        msg: &'a [u8],
        /// The aggregate signature of the participants.
        sig: &'a [u8],
    },
}

impl Call<'_> {
    /// Runs the call with hooks `H`: `Ok` if the signature verifies (for `HashToG2`, if the
    /// message hashes), `Err(InputTooLong)` past a bound, `Err(InvalidEncoding)` for keys whose
    /// bytes do not split into keys, `Err(LengthMismatch)` for lists of different lengths,
    /// `Err(InvalidSignature)` for anything else (invalid keys and signatures included).
    pub fn run<H: BlsHooks>(self) -> Result<(), OpError> {
        let verified = match self {
            Call::HashToG2 { msg } => {
                bounded(msg.len(), MAX_MESSAGE)?;
                hash_to_g2::<H>(SUITE.dst(), msg).is_some()
            }
            Call::Verify { key, msg, sig } => {
                bounded(msg.len(), MAX_MESSAGE)?;
                verify::<H>(SUITE, key, msg, sig)
            }
            Call::AggregateVerify { keys, msgs, sig } => {
                bounded(msgs.len(), MAX_AGGREGATE)?;
                for msg in msgs {
                    bounded(msg.len(), MAX_MESSAGE)?;
                }
                let keys = split(keys, PUBLIC_KEY_SIZE, MAX_AGGREGATE)?;
                if keys.len() != msgs.len() {
                    return Err(OpError::LengthMismatch);
                }
                let msgs: Vec<&[u8]> = msgs.iter().map(Vec::as_slice).collect();
                aggregate_verify::<H>(SUITE, &keys, &msgs, sig)
            }
            Call::FastAggregateVerify { keys, msg, sig } => {
                bounded(msg.len(), MAX_MESSAGE)?;
                let keys = split(keys, PUBLIC_KEY_SIZE, MAX_COMMITTEE)?;
                fast_aggregate_verify::<H>(&keys, msg, sig)
            }
            Call::CommitteeVerify {
                kept,
                participation,
                msg,
                sig,
            } => {
                bounded(msg.len(), MAX_MESSAGE)?;
                let kept = split(kept, KEPT_KEY_SIZE, MAX_COMMITTEE)?;
                if participation.len() != kept.len().div_ceil(8) {
                    return Err(OpError::LengthMismatch);
                }
                let keys = kept
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| participation[i / 8] >> (i % 8) & 1 == 1)
                    .map(|(_, key)| PublicKey::<H>::from_validated(key))
                    .collect::<Option<Vec<_>>>()
                    .ok_or(OpError::InvalidEncoding)?;
                fast_aggregate_verify_keys::<H>(&keys, msg, sig)
            }
        };
        verified.then_some(()).ok_or(OpError::InvalidSignature)
    }
}

/// A committee's compressed keys (at most [`MAX_COMMITTEE`]) validated with hooks `H` (the
/// subgroup checks as one list) and kept: their uncompressed bytes one after another, for
/// [`Call::CommitteeVerify`]. `Err(InvalidEncoding)` if any key is not valid.
pub fn validate_committee<H: BlsHooks>(keys: &[u8]) -> Result<Vec<u8>, OpError> {
    let keys = split(keys, PUBLIC_KEY_SIZE, MAX_COMMITTEE)?;
    let keys = PublicKey::<H>::validate_all(&keys).ok_or(OpError::InvalidEncoding)?;
    Ok(keys.iter().flat_map(PublicKey::to_uncompressed).collect())
}

/// `Err(InputTooLong)` if `len` is over `max`.
fn bounded(len: usize, max: usize) -> Result<(), OpError> {
    (len <= max).then_some(()).ok_or(OpError::InputTooLong)
}

/// `bytes` as items of `size` bytes, at most `max` of them (checked first).
fn split(bytes: &[u8], size: usize, max: usize) -> Result<Vec<&[u8]>, OpError> {
    bounded(bytes.len() / size, max)?;
    if !bytes.len().is_multiple_of(size) {
        return Err(OpError::InvalidEncoding);
    }
    Ok(bytes.chunks(size).collect())
}

/// Keys of the fixture's aggregate: Ethereum's sync committee.
pub const KEYS: usize = 512;
/// The fixture's arguments: keys, message, signature, aggregate, kept keys.
pub const ARGS: usize = 5;
/// The fixture's ciphersuite.
pub const SUITE: Ciphersuite = Ciphersuite::ProofOfPossession;

/// One operation on the fixture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// The message hashed to G2 (`hash_to_g2`).
    HashToG2,
    /// The first key validated (`key_validate`).
    KeyValidate,
    /// `verify` of the first key's signature.
    Verify,
    /// `fast_aggregate_verify` of the aggregate under all [`KEYS`] keys.
    FastAggregateVerify,
    /// `fast_aggregate_verify_keys` of the aggregate under the same keys kept validated (their
    /// uncompressed bytes, read with `PublicKey::from_validated`), as a chain that stores its
    /// committee verifies.
    FastAggregateVerifyKept,
}

impl Op {
    /// Every operation, in the order of the kernel's indexes.
    pub const ALL: [Op; 5] = [
        Op::HashToG2,
        Op::KeyValidate,
        Op::Verify,
        Op::FastAggregateVerify,
        Op::FastAggregateVerifyKept,
    ];

    /// Whether the operation succeeds on the fixture's `[keys, message, signature, aggregate,
    /// kept keys]` with hooks `H`.
    pub fn run<H: BlsHooks>(self, [keys, msg, sig, aggregate, kept]: [&[u8]; ARGS]) -> bool {
        let first = keys.get(..PUBLIC_KEY_SIZE).unwrap_or_default();
        match self {
            Op::HashToG2 => hash_to_g2::<H>(SUITE.dst(), msg).is_some(),
            Op::KeyValidate => key_validate::<H>(first).is_some(),
            Op::Verify => verify::<H>(SUITE, first, msg, sig),
            Op::FastAggregateVerify => {
                let keys: Vec<&[u8]> = keys.chunks(PUBLIC_KEY_SIZE).collect();
                fast_aggregate_verify::<H>(&keys, msg, aggregate)
            }
            Op::FastAggregateVerifyKept => kept
                .chunks(2 * PUBLIC_KEY_SIZE)
                .map(PublicKey::<H>::from_validated)
                .collect::<Option<Vec<_>>>()
                .is_some_and(|keys| fast_aggregate_verify_keys::<H>(&keys, msg, aggregate)),
        }
    }
}

/// A value's compressed encoding.
fn compressed<T: CanonicalSerialize>(value: &T) -> Vec<u8> {
    let mut out = Vec::with_capacity(value.compressed_size());
    value
        .serialize_compressed(&mut out)
        .expect("writing into a Vec"); // ok: a Vec takes any length
    out
}

/// A value's uncompressed encoding.
fn uncompressed<T: CanonicalSerialize>(value: &T) -> Vec<u8> {
    let mut out = Vec::with_capacity(value.uncompressed_size());
    value
        .serialize_uncompressed(&mut out)
        .expect("writing into a Vec"); // ok: a Vec takes any length
    out
}

/// `n` secret keys `s, s + 1, …` (`s` from a fixed recurrence) and their public keys, each the
/// one before plus the generator: cheap to make where the benchmarks' setup runs, in Wasm.
fn key_pairs(n: usize) -> (Vec<Fr>, Vec<G1Affine>) {
    let first: Fr = scalars(1)[0];
    let secrets: Vec<Fr> = (0..n as u64).map(|i| first + Fr::from(i)).collect();
    let generator = G1Projective::generator();
    let mut point = generator * first;
    let points: Vec<G1Projective> = (0..n)
        .map(|_| {
            let key = point;
            point += generator;
            key
        })
        .collect();
    (secrets, G1Projective::normalize_batch(&points))
}

/// A message of `len` bytes, the `i`-th of a list (they differ in their first byte).
pub fn message(i: usize, len: usize) -> Vec<u8> {
    (0..len)
        .map(|j| (j as u8).wrapping_mul(37).wrapping_add(i as u8))
        .collect()
}

/// The suite's hash of `msg` to G2, with arkworks' types.
fn hash(msg: &[u8]) -> G2Affine {
    convert(&hash_to_g2::<Arkworks>(SUITE.dst(), msg).expect("the suite's tag is short"))
    // ok: 43 bytes
}

/// `n` keys (secret keys from a fixed recurrence) that sign [`message`]`(0, len)`: `[keys
/// compressed one after another, the message, the aggregate signature, the keys uncompressed
/// (as kept validated)]`, made with arkworks.
pub fn aggregate_fixture(n: usize, len: usize) -> [Vec<u8>; 4] {
    let (secrets, points) = key_pairs(n);
    let msg = message(0, len);
    let aggregate = (hash(&msg) * secrets.iter().sum::<Fr>()).into_affine();
    [
        points.iter().flat_map(compressed).collect(),
        msg,
        compressed(&aggregate),
        points.iter().flat_map(uncompressed).collect(),
    ]
}

/// `n` keys each signing its own message of `len` bytes ([`message`]`(i, len)`): the keys
/// compressed one after another, the messages and the aggregate signature, made with arkworks.
pub fn distinct_fixture(n: usize, len: usize) -> (Vec<u8>, Vec<Vec<u8>>, Vec<u8>) {
    let (secrets, points) = key_pairs(n);
    let msgs: Vec<Vec<u8>> = (0..n).map(|i| message(i, len)).collect();
    let aggregate: G2Affine = secrets
        .iter()
        .zip(&msgs)
        .map(|(secret, msg)| hash(msg) * secret)
        .sum::<ark_bls12_381::G2Projective>()
        .into_affine();
    (
        points.iter().flat_map(compressed).collect(),
        msgs,
        compressed(&aggregate),
    )
}

/// The kernel's fixture: [`KEYS`] compressed keys one after another, a 32-byte message (a
/// block root), the first key's signature, the aggregate signature of all keys, and the keys
/// uncompressed (as kept validated), made with arkworks (secret keys from a fixed recurrence).
pub fn fixture() -> [Vec<u8>; ARGS] {
    let [keys, msg, aggregate, kept] = aggregate_fixture(KEYS, 32);
    let (secrets, _) = key_pairs(1);
    let sig = (hash(&msg) * secrets[0]).into_affine();
    [keys, msg, compressed(&sig), aggregate, kept]
}
