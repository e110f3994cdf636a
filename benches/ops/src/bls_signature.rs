//! BLS signature verification (`ark_substrate::bls_signature`, Ethereum's ciphersuite) on one
//! fixture, operation by operation, for any hook set: what a runtime pays for a signature and
//! for a sync committee's aggregate.

use crate::fixtures::scalars;
use alloc::vec::Vec;
use ark_bls12_381::{Fr, G1Projective, G2Affine};
use ark_ec::{CurveGroup, PrimeGroup};
use ark_serialize::CanonicalSerialize;
use ark_substrate::{
    bls_signature::{
        fast_aggregate_verify, fast_aggregate_verify_keys, hash_to_g2, key_validate, verify,
        BlsHooks, Ciphersuite, PublicKey, PUBLIC_KEY_SIZE,
    },
    models::convert,
    Arkworks,
};

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

/// The fixture: [`KEYS`] compressed keys one after another, a 32-byte message (a block root),
/// the first key's signature, the aggregate signature of all keys, and the keys uncompressed
/// (as kept validated), made with arkworks (secret keys from a fixed recurrence).
pub fn fixture() -> [Vec<u8>; ARGS] {
    let secrets: Vec<Fr> = scalars(KEYS as u32);
    let msg: Vec<u8> = (0u8..32).map(|i| i.wrapping_mul(37)).collect();
    let hash: G2Affine = convert(
        &hash_to_g2::<Arkworks>(SUITE.dst(), &msg).expect("the suite's tag is short"), // ok: 43 bytes
    );
    let points: Vec<_> = secrets
        .iter()
        .map(|secret| (G1Projective::generator() * secret).into_affine())
        .collect();
    let keys = points.iter().flat_map(compressed).collect();
    let kept = points
        .iter()
        .flat_map(|point| {
            let mut out = Vec::with_capacity(point.uncompressed_size());
            point
                .serialize_uncompressed(&mut out)
                .expect("writing into a Vec"); // ok: a Vec takes any length
            out
        })
        .collect();
    let sig = (hash * secrets[0]).into_affine();
    let aggregate = (hash * secrets.iter().sum::<Fr>()).into_affine();
    [keys, msg, compressed(&sig), compressed(&aggregate), kept]
}
