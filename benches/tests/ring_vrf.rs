//! The ring-VRF row's operation (`ec_bench_ops::ring_vrf`): its committed fixture is a proof
//! that ark-vrf makes from the description it gives (regenerated here and compared byte for
//! byte; `EC_WRITE_FIXTURES=1` rewrites it), it verifies through ark-vrf's own suite and through
//! ark-substrate's suite with every hook set, and through `ark_substrate::vrf::ring_verify` with
//! every hook set (the host function with `Host`), and every change of its arguments fails, with
//! the same error through every path. Every answer is also ark-vrf's own verifiers' (its
//! `RingContext`, then `ring::Verifier` and `ring::BatchVerifier` with this one proof, which agree),
//! which the operation does not build.
//!
//! Test code over fixed inputs: an `unwrap`/`expect` that fails is a broken fixture.

use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use ark_substrate::{
    vrf::{ring_verify, BandersnatchSha512Ell2, RingVrfHooks, Upstream},
    Arkworks, Host, Rfc163,
};
use ark_vrf::{
    ring::{
        BatchVerifier, PcsParams, Proof, Prover, RingContext, RingSetup, RingSuite,
        RingVerifierKey, Verifier,
    },
    AffinePoint, Input, Output, Public, Secret, VrfIo,
};
use ec_bench_ops::{
    ring_vrf::{self, MAX_DATA, RING_SIZE},
    OpError,
};

/// The ring member who signs.
const SIGNER: usize = 127;

fn compressed<T: CanonicalSerialize>(value: &T) -> Vec<u8> {
    let mut out = Vec::new();
    value.serialize_compressed(&mut out).unwrap();
    out
}

/// The ring's secret keys: seed `i` as 8 little-endian bytes, then zeros.
fn secrets(members: usize) -> Vec<Secret<Upstream>> {
    (0..members as u64)
        .map(|i| {
            let mut seed = [0u8; 32];
            seed[..8].copy_from_slice(&i.to_le_bytes());
            Secret::from_seed(seed)
        })
        .collect()
}

fn setup() -> RingSetup<Upstream> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../ark-substrate/tests/data/ark-vrf/bls12-381-srs-2-11-uncompressed-zcash.bin"
    );
    let srs = std::fs::read(path).expect("ark-vrf's SRS, in ark-substrate's test data");
    let pcs = PcsParams::<Upstream>::deserialize_uncompressed_unchecked(&srs[..]).unwrap();
    RingSetup::from_pcs_params(RING_SIZE, pcs).unwrap()
}

/// The fixture as `ec_bench_ops::ring_vrf::FIXTURE` describes it: without column blinding, so
/// that the proof is reproducible (a verifier cannot tell: ark-vrf's regular context verifies it).
fn make_fixture(setup: &RingSetup<Upstream>) -> Vec<Vec<u8>> {
    let secrets = secrets(RING_SIZE);
    let ring: Vec<_> = secrets.iter().map(|secret| secret.public().0).collect();
    let input: Vec<u8> = (0..MAX_DATA).map(|i| i as u8).collect();
    let ad: Vec<u8> = (0..MAX_DATA).map(|i| (255 - i) as u8).collect();
    let io = secrets[SIGNER].vrf_io(Input::new(&input).unwrap());
    let context = RingContext::<Upstream>::new_without_blinding(RING_SIZE);
    let prover = context.ring_prover(setup.prover_key(&ring).unwrap(), SIGNER);
    let proof = secrets[SIGNER].prove(io, &ad, &prover);
    let key = setup.verifier_key(&ring).unwrap();
    vec![
        compressed(&key),
        input,
        compressed(&io.output.0),
        ad,
        compressed(&proof),
    ]
}

/// ark-vrf's own verification of `args`, as its documentation has a verifier do it: the
/// arguments decoded (compressed, validated, consumed exactly), the verifier from a
/// `RingContext` for the ring size, `ring::Verifier::verify`, and `ring::BatchVerifier` of this
/// one proof, which must agree; with the operation's bound on the data first and its errors.
fn ark_vrf_verify(args: &[Vec<u8>]) -> Result<(), OpError> {
    fn decode<T: CanonicalDeserialize>(bytes: &[u8]) -> Result<T, OpError> {
        let mut reader = bytes;
        let value = T::deserialize_compressed(&mut reader).map_err(|_| OpError::InvalidEncoding)?;
        reader
            .is_empty()
            .then_some(value)
            .ok_or(OpError::InvalidEncoding)
    }
    let [key, input, output, ad, proof] = args else {
        return Err(OpError::LengthMismatch);
    };
    if input.len() > MAX_DATA || ad.len() > MAX_DATA {
        return Err(OpError::InputTooLong);
    }
    let key: RingVerifierKey<Upstream> = decode(key)?;
    let output = Output::<Upstream>::from_affine(decode::<AffinePoint<Upstream>>(output)?)
        .map_err(|_| OpError::InvalidEncoding)?;
    let input = Input::<Upstream>::new(input).ok_or(OpError::InvalidEncoding)?;
    let proof: Proof<Upstream> = decode(proof)?;
    let verifier = RingContext::<Upstream>::new(RING_SIZE).into_ring_verifier(key);
    let io = VrfIo { input, output };
    let single =
        <Public<Upstream> as Verifier<Upstream>>::verify(io, ad, &proof, &verifier).is_ok();
    let mut batch = BatchVerifier::<Upstream>::new(&verifier);
    let batched = batch.push(&verifier, io, ad, &proof).is_ok() && batch.verify().is_ok();
    assert_eq!(
        single, batched,
        "ark-vrf's verifier and its batch verifier of this one proof"
    );
    single.then_some(()).ok_or(OpError::InvalidProof)
}

/// Verification of `args` through ark-vrf's own suite and through ours with each hook set, then
/// through `ark_substrate::vrf::ring_verify` with each hook set: with `Host`, the host function
/// `ed_on_bls12_381_bandersnatch_ring_vrf_verify` (called natively here).
fn every_suite(args: &[Vec<u8>]) -> [Result<(), OpError>; 7] {
    fn with<S: RingSuite>(args: &[Vec<u8>]) -> Result<(), OpError> {
        let refs: Vec<&[u8]> = args.iter().map(Vec::as_slice).collect();
        ring_vrf::verify_args::<S>(&refs)
    }
    fn hooks<H: RingVrfHooks>(args: &[Vec<u8>]) -> Result<(), OpError> {
        let [key, input, output, ad, proof] = args else {
            return Err(OpError::LengthMismatch);
        };
        ring_vrf::outcome(ring_verify::<H>(
            RING_SIZE as u32,
            key,
            input,
            output,
            ad,
            proof,
        ))
    }
    [
        with::<Upstream>(args),
        with::<BandersnatchSha512Ell2<Host>>(args),
        with::<BandersnatchSha512Ell2<Arkworks>>(args),
        with::<BandersnatchSha512Ell2<Rfc163>>(args),
        hooks::<Host>(args),
        hooks::<Arkworks>(args),
        hooks::<Rfc163>(args),
    ]
}

/// Every suite gives `expected`, and so does ark-vrf's own verifier.
fn assert_all(args: &[Vec<u8>], expected: Result<(), OpError>, what: &str) {
    assert_eq!(every_suite(args), [expected; 7], "{what}");
    assert_eq!(ark_vrf_verify(args), expected, "{what}: ark-vrf's verifier");
}

#[test]
fn fixture_is_reproduced_and_verifies_through_every_suite() {
    let made = make_fixture(&setup());
    if std::env::var_os("EC_WRITE_FIXTURES").is_some() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../pallets/ec-benchmarks/ops/fixtures/ring_vrf_255.bin"
        );
        std::fs::write(path, ring_vrf::join(&made)).unwrap();
    }
    assert_eq!(ring_vrf::fixture(), made, "the committed fixture");
    assert_eq!(ring_vrf::split(&ring_vrf::join(&made)), made);
    assert_eq!(made[1].len(), MAX_DATA);
    assert_eq!(made[3].len(), MAX_DATA);
    assert_all(&made, Ok(()), "the fixture");
}

/// Every single-bit change of argument `index` of the fixture fails, alike through every suite
/// and ark-vrf's verifier; bits at all positions of a byte, in turn.
fn every_bit_change_fails_alike(index: usize) {
    let args = ring_vrf::fixture();
    for position in 0..args[index].len() {
        let mut changed = args.clone();
        changed[index][position] ^= 1 << (position % 8);
        let results = every_suite(&changed);
        assert!(results[0].is_err(), "argument {index}, byte {position}");
        assert!(
            results.iter().all(|result| *result == results[0]),
            "argument {index}, byte {position}: {results:?}"
        );
        assert_eq!(
            ark_vrf_verify(&changed),
            results[0],
            "argument {index}, byte {position}: ark-vrf's verifier"
        );
    }
}

// One test per argument, so that they share the cores (each verifies hundreds of times through
// every suite: together 35 to 47 s on one core, 2026-12-07).

/// The input data: a changed bit changes the VRF input point.
#[test]
fn every_bit_of_the_input_data_fails_alike_through_every_suite() {
    every_bit_change_fails_alike(1);
}

/// The additional data: a changed bit changes the transcript.
#[test]
fn every_bit_of_the_additional_data_fails_alike_through_every_suite() {
    every_bit_change_fails_alike(3);
}

/// The proof: a changed bit either does not decode or does not verify.
#[test]
fn every_bit_of_the_proof_fails_alike_through_every_suite() {
    every_bit_change_fails_alike(4);
}

#[test]
fn changed_arguments_fail_alike_through_every_suite() {
    let args = ring_vrf::fixture();
    let with = |index: usize, arg: Vec<u8>| {
        let mut changed = args.clone();
        changed[index] = arg;
        changed
    };

    // Another member's output for the same input: decodes, does not verify.
    let secrets = secrets(SIGNER + 2);
    let input = Input::<Upstream>::new(&args[1]).unwrap();
    let other = secrets[SIGNER + 1].vrf_io(input).output;
    assert_all(
        &with(2, compressed(&other.0)),
        Err(OpError::InvalidProof),
        "another output",
    );

    // The key of a ring with the signer replaced.
    let setup = setup();
    let mut ring: Vec<_> = self::secrets(RING_SIZE)
        .iter()
        .map(|secret| secret.public().0)
        .collect();
    ring[SIGNER] = secrets[SIGNER + 1].public().0;
    let key = setup.verifier_key(&ring).unwrap();
    assert_all(
        &with(0, compressed(&key)),
        Err(OpError::InvalidProof),
        "another ring",
    );

    // Lengths: data over the bound fails before decoding; trailing bytes do not decode.
    let mut long = args[1].clone();
    long.push(0);
    assert_all(&with(1, long), Err(OpError::InputTooLong), "input data");
    let mut long = args[3].clone();
    long.push(0);
    let long_ad = with(3, long);
    assert_all(&long_ad, Err(OpError::InputTooLong), "additional data");
    // The bound comes before decoding: with an undecodable proof too.
    let mut broken = long_ad.clone();
    broken[4].clear();
    assert_all(&broken, Err(OpError::InputTooLong), "before decoding");
    for index in [0, 2, 4] {
        let mut trailing = args[index].clone();
        trailing.push(0);
        assert_all(
            &with(index, trailing),
            Err(OpError::InvalidEncoding),
            "trailing byte",
        );
    }
    assert_all(&args[..4], Err(OpError::LengthMismatch), "four arguments");

    // The ring's capacity, which `ring_verify` takes: every capacity with the fixture's
    // 512-point PIOP domain verifies, a larger domain does not, past the bound is refused.
    fn capacity<H: RingVrfHooks>(args: &[Vec<u8>], size: u32) -> Result<(), OpError> {
        ring_vrf::outcome(ring_verify::<H>(
            size, &args[0], &args[1], &args[2], &args[3], &args[4],
        ))
    }
    use ec_host_primitives::native::ring_vrf::MAX_RING_SIZE;
    for (size, expected) in [
        (0, Ok(())),
        (254, Ok(())),
        (256, Err(OpError::InvalidProof)),
        (MAX_RING_SIZE, Err(OpError::InvalidProof)),
        (MAX_RING_SIZE + 1, Err(OpError::InputTooLong)),
    ] {
        assert_eq!(
            [
                capacity::<Host>(&args, size),
                capacity::<Arkworks>(&args, size),
                capacity::<Rfc163>(&args, size)
            ],
            [expected; 3],
            "ring size {size}"
        );
    }
}
