//! Ring-VRF verification (ark-vrf's `Bandersnatch-SHA512-ELL2-v1` ring scheme) from encoded
//! arguments, generic over the suite, so that every column runs the same code on the same bytes:
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
use ark_serialize::{CanonicalDeserialize, Compress, Validate};
use ark_vrf::{
    ring::{Proof, RingContext, RingSuite, RingVerifierKey, Verifier},
    AffinePoint, Input, Output, Public, VrfIo,
};
use core::hint::black_box;

/// ark-vrf's own suite (plain arkworks), what the `normal`, `wasm` and `native` columns run.
pub use ark_substrate::vrf::Upstream as Plain;

/// The largest ring verified: what ark-vrf's 2^11-power SRS serves (its PIOP domain is 512
/// points, 257 of them overhead). Every smaller ring has the same domain and cost.
pub const RING_SIZE: usize = 255;

/// The most bytes of VRF input data, and of additional data, a call takes.
pub const MAX_DATA: usize = 256;

/// The arguments' order: `key`, `input`, `output`, `ad`, `proof`.
pub const ARGS: usize = 5;

/// Decodes compressed bytes with full validation (curve and subgroup checks through the
/// suite's types); the input must be consumed exactly.
fn decode<T: CanonicalDeserialize>(mut bytes: &[u8]) -> Result<T, OpError> {
    let value = T::deserialize_with_mode(&mut bytes, Compress::Yes, Validate::Yes)
        .map_err(|_| OpError::InvalidEncoding)?;
    bytes
        .is_empty()
        .then_some(value)
        .ok_or(OpError::InvalidEncoding)
}

/// Verifies a ring-VRF proof over suite `S` from its encoded arguments (see the module's
/// documentation): `Err(InputTooLong)` for `input` or `ad` over [`MAX_DATA`] bytes (before any
/// decoding), `Err(InvalidEncoding)` for bytes that do not decode to valid values,
/// `Err(InvalidProof)` for a proof that does not verify.
pub fn verify<S: RingSuite>(
    key: &[u8],
    input: &[u8],
    output: &[u8],
    ad: &[u8],
    proof: &[u8],
) -> Result<(), OpError> {
    verify_until::<S>(Step::Verify, [key, input, output, ad, proof])
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
    /// The PIOP parameters for the ring size (`RingContext::new`).
    Context,
    /// The verifier built from them and the key (the KZG key prepared).
    Verifier,
    /// The Pedersen proof verified alone (the ring verification does it again).
    Pedersen,
    /// The whole verification: the Pedersen proof and the ring proof.
    Verify,
}

impl Step {
    /// Every step, in order.
    pub const ALL: [Step; 8] = [
        Step::DecodeKey,
        Step::DecodeOutput,
        Step::HashInput,
        Step::DecodeProof,
        Step::Context,
        Step::Verifier,
        Step::Pedersen,
        Step::Verify,
    ];
}

/// Runs [`verify`] up to and including `step` (`Step::Pedersen` instead of the last), on the
/// arguments in [`verify`]'s order. `Ok(())` when everything run succeeded.
pub fn verify_until<S: RingSuite>(step: Step, args: [&[u8]; ARGS]) -> Result<(), OpError> {
    let [key, input, output, ad, proof] = args;
    if input.len() > MAX_DATA || ad.len() > MAX_DATA {
        return Err(OpError::InputTooLong);
    }
    let key: RingVerifierKey<S> = decode(key)?;
    if step == Step::DecodeKey {
        black_box(&key);
        return Ok(());
    }
    // Decoded with validation, so ark-vrf's own check (`Output::from_affine`) would repeat it.
    let output = Output::<S>::from_affine_unchecked(decode::<AffinePoint<S>>(output)?);
    if step == Step::DecodeOutput {
        black_box(&output);
        return Ok(());
    }
    let input = Input::<S>::new(input).ok_or(OpError::InvalidEncoding)?;
    if step == Step::HashInput {
        black_box(&input);
        return Ok(());
    }
    let proof: Proof<S> = decode(proof)?;
    if step == Step::DecodeProof {
        black_box(&proof);
        return Ok(());
    }
    // The verifier is built per call: a runtime keeps no native objects between calls, only
    // bytes, so building it is part of what a chain pays for.
    let context = RingContext::<S>::new(RING_SIZE);
    if step == Step::Context {
        black_box(&context);
        return Ok(());
    }
    let verifier = context.into_ring_verifier(key);
    let io = VrfIo { input, output };
    match step {
        Step::Verifier => {
            black_box(&verifier);
            Ok(())
        }
        Step::Pedersen => {
            <Public<S> as ark_vrf::pedersen::Verifier<S>>::verify(io, ad, &proof.pedersen_proof)
                .map_err(|_| OpError::InvalidProof)
        }
        _ => <Public<S> as Verifier<S>>::verify(io, ad, &proof, &verifier)
            .map_err(|_| OpError::InvalidProof),
    }
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
