//! Ring-VRF verification (ark-vrf's `Bandersnatch-SHA512-ELL2-v1` ring scheme) from encoded
//! arguments, generic over the suite, with the host function's code
//! (`ec_host_primitives::native::ring_vrf`), so that every column runs the same code on the same bytes:
//! ark-vrf's own suite (plain arkworks) and `ark_substrate::vrf::BandersnatchSha512Ell2<H>` for
//! any hooks (feature `vrf`).
//!
//! What a chain verifying ring VRFs receives and stores, as arkworks' compressed encodings (as
//! ark-vrf's own vectors carry them):
//!
//! - `key`: the ring's `RingVerifierKey` (its KZG verifier key and the commitment to the ring's
//!   keys; a chain keeps it in storage), for a ring of at most [`RING_SIZE`] members;
//! - `input`: the VRF input's data, hashed to the curve (Elligator 2);
//! - `output`: the VRF output point;
//! - `ad`: the additional data the proof signs;
//! - `proof`: the ring proof (Pedersen proof and ring membership proof).
//!
//! Every ring of up to [`RING_SIZE`] members has the same PIOP domain (512 points), so the work
//! does not depend on the ring; `input` and `ad` are bounded by [`MAX_DATA`] before anything is
//! decoded, so one call's cost has a worst case: both at [`MAX_DATA`] bytes.

use crate::OpError;
use alloc::vec::Vec;
use ark_vrf::ring::{Proof, RingSuite, RingVerifierKey};
use core::hint::black_box;
use ec_host_primitives::{native::ring_vrf as steps, Error};

/// ark-vrf's own suite (plain arkworks), what the `normal`, `wasm` and `native` columns run.
pub use ark_substrate::vrf::Upstream as Plain;
/// The most bytes of VRF input data, and of additional data, a call takes (the host function's
/// bound).
pub use ec_host_primitives::native::ring_vrf::MAX_DATA;

/// The largest ring verified: what ark-vrf's 2^11-power SRS serves (its PIOP domain is 512
/// points, 257 of them overhead). Every smaller ring has the same domain and cost.
pub const RING_SIZE: usize = 255;

/// The arguments' order: `key`, `input`, `output`, `ad`, `proof`.
pub const ARGS: usize = 5;

/// Ends [`verify_until`] at a step, keeping its value from the optimizer.
fn done<T>(value: &T) -> Result<(), OpError> {
    black_box(value);
    Ok(())
}

/// The benchmarks' error for the host function's.
fn op_error(error: Error) -> OpError {
    match error {
        Error::TooManyElements => OpError::InputTooLong,
        _ => OpError::InvalidEncoding,
    }
}

/// The benchmarks' result for a verification's.
pub fn outcome(result: Result<bool, Error>) -> Result<(), OpError> {
    match result {
        Ok(true) => Ok(()),
        Ok(false) => Err(OpError::InvalidProof),
        Err(error) => Err(op_error(error)),
    }
}

/// Verifies a ring-VRF proof over suite `S` for a ring of [`RING_SIZE`] from its encoded
/// arguments (`ec_host_primitives::native::ring_vrf`, the host function's code):
/// `Err(InputTooLong)` for `input` or `ad` over [`MAX_DATA`] bytes (before any decoding),
/// `Err(InvalidEncoding)` for bytes that do not decode to valid values, `Err(InvalidProof)` for
/// a proof that does not verify.
pub fn verify<S: RingSuite>(
    key: &[u8],
    input: &[u8],
    output: &[u8],
    ad: &[u8],
    proof: &[u8],
) -> Result<(), OpError> {
    outcome(steps::verify::<S>(
        RING_SIZE as u32,
        key,
        input,
        output,
        ad,
        proof,
    ))
}

/// [`verify`] on the arguments as a list (`ARGS` of them, in order); `Err(LengthMismatch)` for
/// another count.
pub fn verify_args<S: RingSuite>(args: &[&[u8]]) -> Result<(), OpError> {
    match args {
        &[key, input, output, ad, proof] => verify::<S>(key, input, output, ad, proof),
        _ => Err(OpError::LengthMismatch),
    }
}

/// [`verify`]'s steps in order, to measure what each costs where it runs (`ec-benches`'
/// example `ring_vrf_steps`): running up to a step and up to the one before differ by its cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Step {
    /// The length bound, then the ring's verifier key decoded (decompression, checks).
    DecodeKey,
    /// The output point decoded.
    DecodeOutput,
    /// The input data hashed to the curve (Elligator 2).
    HashInput,
    /// The proof decoded.
    DecodeProof,
    /// The Pedersen proof verified (the VRF output's and the blinded key's proof).
    Pedersen,
    /// The ring proof's verifier built from the key (the KZG key prepared, the key put into the
    /// transcript).
    Verifier,
    /// The whole verification: the ring proof too.
    Verify,
}

impl Step {
    /// Every step, in order.
    pub const ALL: [Step; 7] = [
        Step::DecodeKey,
        Step::DecodeOutput,
        Step::HashInput,
        Step::DecodeProof,
        Step::Pedersen,
        Step::Verifier,
        Step::Verify,
    ];
}

/// Runs [`verify`]'s steps (`ec_host_primitives::native::ring_vrf`'s, in [`steps::read`]'s and
/// [`steps::RingVrfParts::verifies`]' order) up to and including `step`, on the arguments in
/// [`verify`]'s order. `Ok(())` when everything run succeeded.
pub fn verify_until<S: RingSuite>(step: Step, args: [&[u8]; ARGS]) -> Result<(), OpError> {
    let [key, input, output, ad, proof] = args;
    steps::check_bounds(RING_SIZE as u32, input, ad).map_err(op_error)?;
    let key: RingVerifierKey<S> = steps::decode(key).map_err(op_error)?;
    if step == Step::DecodeKey {
        return done(&key);
    }
    let output = steps::decode_output::<S>(output).map_err(op_error)?;
    if step == Step::DecodeOutput {
        return done(&output);
    }
    let input = steps::hash_input::<S>(input).map_err(op_error)?;
    if step == Step::HashInput {
        return done(&input);
    }
    let proof: Proof<S> = steps::decode(proof).map_err(op_error)?;
    if step == Step::DecodeProof {
        return done(&proof);
    }
    let io = ark_vrf::VrfIo { input, output };
    if !steps::verify_pedersen(io, ad, &proof) {
        return Err(OpError::InvalidProof);
    }
    if step == Step::Pedersen {
        return Ok(());
    }
    let verifier = steps::ring_verifier::<S>(&key);
    if step == Step::Verifier {
        return done(&verifier);
    }
    steps::verify_ring_proof(RING_SIZE as u32, &key, verifier, &proof)
        .then_some(())
        .ok_or(OpError::InvalidProof)
}

/// The committed fixture (`fixtures/ring_vrf_255.bin`, made by `ec-benches`' test
/// `ring_vrf_fixture`, which checks it): a proof by member 127 of a ring of [`RING_SIZE`] keys
/// (seeds `i` as 8 little-endian bytes, then zeros), with `input` and `ad` of [`MAX_DATA`]
/// bytes each, the worst case a call takes.
pub const FIXTURE: &[u8] = include_bytes!("../fixtures/ring_vrf_255.bin");

/// The fixture's arguments, in [`verify`]'s order. The file is the arguments one after the
/// other, each after its length as 4 little-endian bytes; a malformed file gives fewer
/// arguments (and so a failing call), never a panic.
pub fn fixture() -> Vec<Vec<u8>> {
    split(FIXTURE)
}

/// The arguments of a file in [`FIXTURE`]'s format.
pub fn split(mut bytes: &[u8]) -> Vec<Vec<u8>> {
    let mut args = Vec::new();
    while let Some((len, rest)) = bytes.split_first_chunk::<4>() {
        let len = u32::from_le_bytes(*len) as usize;
        let Some((arg, rest)) = rest.split_at_checked(len) else {
            break;
        };
        args.push(arg.to_vec());
        bytes = rest;
    }
    args
}

/// [`split`]'s inverse.
pub fn join(args: &[Vec<u8>]) -> Vec<u8> {
    let mut out = Vec::new();
    for arg in args {
        out.extend_from_slice(&(arg.len() as u32).to_le_bytes());
        out.extend_from_slice(arg);
    }
    out
}
