//! ark-vrf's published test vectors for `Bandersnatch-SHA512-ELL2-v1` (its crate's
//! `data/vectors`, copied with its SRS to `tests/data/ark-vrf`) through
//! `ark_substrate::vrf::BandersnatchSha512Ell2` with each hook set: tiny (IETF), thin, Pedersen
//! and ring. Every field of every vector is recomputed over our types (key, hash to curve,
//! output and its hash, the deterministic proofs byte for byte, the ring's KZG commitment) and
//! verifies; tampered proofs, data and rings fail.

use ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig;
use ark_ff::PrimeField;
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use ark_substrate::{
    vrf::{ring_verify, BandersnatchSha512Ell2, RingVrfHooks},
    Arkworks, Host, PairingHooks, Rfc163, TEHooks, WasmArkworks,
};
use ark_vrf::{
    ring::{PcsParams, RingContext, RingSetup},
    Input, Public, ScalarField, Secret, Suite, VrfIo,
};
use std::{collections::BTreeMap, path::Path};

/// The ring size of ark-vrf's ring vectors.
const RING_SIZE: usize = 8;

type Vector = BTreeMap<String, String>;

/// The suite with hooks `H`.
type S<H> = BandersnatchSha512Ell2<H>;

fn data(file: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/ark-vrf")
        .join(file);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn vectors(scheme: &str) -> Vec<Vector> {
    let vectors: Vec<Vector> =
        serde_json::from_slice(&data(&format!("bandersnatch_sha-512_ell2_{scheme}.json"))).unwrap();
    assert_eq!(
        vectors.len(),
        7,
        "{scheme}: ark-vrf publishes 7 vectors per scheme"
    );
    vectors
}

fn field(vector: &Vector, name: &str) -> Vec<u8> {
    hex::decode(&vector[name]).unwrap()
}

fn bytes<T: CanonicalSerialize>(value: &T) -> Vec<u8> {
    let mut out = Vec::new();
    value.serialize_compressed(&mut out).unwrap();
    out
}

/// What every scheme's vectors share: the key pair, the input (hash to curve), the output and
/// its hash. Returns the secret, the input-output pair and the additional data.
fn base<S: Suite>(vector: &Vector) -> (Secret<S>, VrfIo<S>, Vec<u8>) {
    let name = &vector["comment"];
    let scalar = ScalarField::<S>::from_le_bytes_mod_order(&field(vector, "sk"));
    let secret = Secret::<S>::from_scalar(scalar);
    assert_eq!(bytes(&secret.public()), field(vector, "pk"), "{name}: pk");
    let input = Input::<S>::new(&field(vector, "alpha")).unwrap();
    assert_eq!(bytes(&input), field(vector, "h"), "{name}: hash to curve");
    let io = secret.vrf_io(input);
    assert_eq!(bytes(&io.output), field(vector, "gamma"), "{name}: output");
    assert_eq!(
        io.output.hash::<32>().to_vec(),
        field(vector, "beta"),
        "{name}: output hash"
    );
    (secret, io, field(vector, "ad"))
}

/// Another input, for tampering: its pair fails every proof made for `io`.
fn other_io<S: Suite>(secret: &Secret<S>) -> VrfIo<S> {
    secret.vrf_io(Input::<S>::new(b"another input").unwrap())
}

fn tiny<H: TEHooks<BandersnatchConfig>>() {
    use ark_vrf::tiny::{Prover, Verifier};
    for vector in vectors("tiny") {
        let (secret, io, ad) = base::<S<H>>(&vector);
        let proof = secret.prove(io, &ad);
        let expected = [field(&vector, "proof_c"), field(&vector, "proof_s")].concat();
        assert_eq!(bytes(&proof), expected, "{}: proof", vector["comment"]);
        let public = secret.public();
        assert_eq!(public.verify(io, &ad, &proof), Ok(()));
        assert!(public.verify(io, b"tampered", &proof).is_err());
        assert!(public.verify(other_io(&secret), &ad, &proof).is_err());
        let mut tampered = proof.clone();
        tampered.s += ScalarField::<S<H>>::from(1u8);
        assert!(public.verify(io, &ad, &tampered).is_err());
    }
}

fn thin<H: TEHooks<BandersnatchConfig>>() {
    use ark_vrf::thin::{Prover, Verifier};
    for vector in vectors("thin") {
        let (secret, io, ad) = base::<S<H>>(&vector);
        let proof = secret.prove(io, &ad);
        let expected = [field(&vector, "proof_r"), field(&vector, "proof_s")].concat();
        assert_eq!(bytes(&proof), expected, "{}: proof", vector["comment"]);
        let public = secret.public();
        assert_eq!(public.verify(io, &ad, &proof), Ok(()));
        assert!(public.verify(io, b"tampered", &proof).is_err());
        assert!(public.verify(other_io(&secret), &ad, &proof).is_err());
        let mut tampered = proof.clone();
        tampered.s += ScalarField::<S<H>>::from(1u8);
        assert!(public.verify(io, &ad, &tampered).is_err());
    }
}

/// The five fields of a Pedersen proof, in its encoding's order.
fn pedersen_proof(vector: &Vector) -> Vec<u8> {
    ["proof_pk_com", "proof_r", "proof_ok", "proof_s", "proof_sb"]
        .iter()
        .flat_map(|name| field(vector, name))
        .collect()
}

fn pedersen<H: TEHooks<BandersnatchConfig>>() {
    use ark_vrf::pedersen::{Proof, Prover, Verifier};
    for vector in vectors("pedersen") {
        let (secret, io, ad) = base::<S<H>>(&vector);
        let (proof, blinding) = secret.prove(io, &ad);
        assert_eq!(bytes(&blinding), field(&vector, "blinding"));
        let encoded = bytes(&proof);
        assert_eq!(
            encoded,
            pedersen_proof(&vector),
            "{}: proof",
            vector["comment"]
        );
        assert_eq!(Public::<S<H>>::verify(io, &ad, &proof), Ok(()));
        assert!(Public::<S<H>>::verify(io, b"tampered", &proof).is_err());
        assert!(Public::<S<H>>::verify(other_io(&secret), &ad, &proof).is_err());
        // `sb` changed by one (its lowest bit; still a canonical scalar).
        let mut tampered = encoded.clone();
        tampered[encoded.len() - 32] ^= 1;
        let tampered = Proof::<S<H>>::deserialize_compressed(&tampered[..]).unwrap();
        assert!(Public::<S<H>>::verify(io, &ad, &tampered).is_err());
    }
}

fn ring<H>()
where
    H: TEHooks<BandersnatchConfig> + PairingHooks<ark_bls12_381::Bls12_381> + RingVrfHooks,
{
    use ark_vrf::ring::{Prover, Verifier};
    // ark-vrf's SRS (the Zcash powers of tau, 2^11), read into our BLS12-381 types.
    let srs = data("bls12-381-srs-2-11-uncompressed-zcash.bin");
    let pcs = PcsParams::<S<H>>::deserialize_uncompressed_unchecked(&srs[..]).unwrap();
    let setup = RingSetup::<S<H>>::from_pcs_params(RING_SIZE, pcs).unwrap();
    // Without blinding, the ring proof is deterministic: the vectors' bytes.
    let context = RingContext::<S<H>>::new_without_blinding(RING_SIZE);
    for vector in vectors("ring") {
        let name = &vector["comment"];
        let (secret, io, ad) = base::<S<H>>(&vector);
        let ring = field(&vector, "ring_pks");
        let ring: Vec<_> = ring
            .chunks(32)
            .map(|pk| Public::<S<H>>::deserialize_compressed(pk).unwrap().0)
            .collect();
        assert_eq!(ring.len(), RING_SIZE);
        let index = ring.iter().position(|pk| *pk == secret.public().0).unwrap();

        let verifier_key = setup.verifier_key(&ring).unwrap();
        assert_eq!(
            bytes(&verifier_key.commitment()),
            field(&vector, "ring_pks_com"),
            "{name}"
        );
        let prover = context.ring_prover(setup.prover_key(&ring).unwrap(), index);
        let proof = secret.prove(io, &ad, &prover);
        assert_eq!(
            bytes(&proof.pedersen_proof),
            pedersen_proof(&vector),
            "{name}"
        );
        assert_eq!(
            bytes(&proof.ring_proof),
            field(&vector, "ring_proof"),
            "{name}"
        );

        // `ring_verify` from the vector's bytes (with `Host`, one host call): true, and false
        // for other additional data, another input's output and a ring without the prover.
        let verify_encoded = |key: &[u8], input: &[u8], output: &[u8], ad: &[u8]| {
            ring_verify::<H>(RING_SIZE as u32, key, input, output, ad, &bytes(&proof))
        };
        let (key, alpha, gamma) = (
            bytes(&verifier_key),
            field(&vector, "alpha"),
            field(&vector, "gamma"),
        );
        assert_eq!(
            verify_encoded(&key, &alpha, &gamma, &ad),
            Ok(true),
            "{name}"
        );
        assert_eq!(verify_encoded(&key, &alpha, &gamma, b"tampered"), Ok(false));
        let other_output = bytes(&other_io(&secret).output);
        assert_eq!(verify_encoded(&key, &alpha, &other_output, &ad), Ok(false));

        let verifier = context.ring_verifier(verifier_key);
        assert_eq!(
            Public::<S<H>>::verify(io, &ad, &proof, &verifier),
            Ok(()),
            "{name}"
        );
        assert!(Public::<S<H>>::verify(io, b"tampered", &proof, &verifier).is_err());
        assert!(Public::<S<H>>::verify(other_io(&secret), &ad, &proof, &verifier).is_err());
        // The same proof against a ring without the prover's key.
        let mut other_ring = ring.clone();
        other_ring[index] = ring[(index + 1) % RING_SIZE];
        let other_key = setup.verifier_key(&other_ring).unwrap();
        assert_eq!(
            verify_encoded(&bytes(&other_key), &alpha, &gamma, &ad),
            Ok(false)
        );
        let other = context.ring_verifier(other_key);
        assert!(
            Public::<S<H>>::verify(io, &ad, &proof, &other).is_err(),
            "{name}"
        );
    }
}

macro_rules! every_hook_set {
    ($($test:ident: $scheme:ident<$hooks:ident>;)*) => {$(
        #[test]
        fn $test() {
            $scheme::<$hooks>();
        }
    )*};
}

every_hook_set! {
    tiny_host: tiny<Host>;
    tiny_arkworks: tiny<Arkworks>;
    tiny_rfc163: tiny<Rfc163>;
    tiny_wasm_arkworks: tiny<WasmArkworks>;
    thin_host: thin<Host>;
    thin_arkworks: thin<Arkworks>;
    thin_rfc163: thin<Rfc163>;
    thin_wasm_arkworks: thin<WasmArkworks>;
    pedersen_host: pedersen<Host>;
    pedersen_arkworks: pedersen<Arkworks>;
    pedersen_rfc163: pedersen<Rfc163>;
    pedersen_wasm_arkworks: pedersen<WasmArkworks>;
    ring_host: ring<Host>;
    ring_arkworks: ring<Arkworks>;
    ring_rfc163: ring<Rfc163>;
    ring_wasm_arkworks: ring<WasmArkworks>;
}

/// Which of ark-vrf's multi-scalar multiplications reach the hooks: a hook set that counts the
/// points of every Bandersnatch and BLS12-381 G1 MSM it is given, and computes as `Arkworks`.
mod routing {
    use super::*;
    use ark_ec::{short_weierstrass as sw, twisted_edwards as te};
    use ark_substrate::{models::convert, SWHooks, SWModel, TEModel};
    use std::sync::atomic::{AtomicUsize, Ordering};

    struct Counting;
    static BANDERSNATCH_MSM_POINTS: AtomicUsize = AtomicUsize::new(0);
    static G1_MSM_POINTS: AtomicUsize = AtomicUsize::new(0);

    type Bandersnatch = BandersnatchConfig;
    type G1 = ark_bls12_381::g1::Config;

    impl TEHooks<Bandersnatch> for Counting {
        fn msm(
            bases: &[te::Affine<TEModel<Bandersnatch, Self>>],
            scalars: &[<Bandersnatch as ark_ec::CurveConfig>::ScalarField],
        ) -> Result<te::Projective<TEModel<Bandersnatch, Self>>, usize> {
            BANDERSNATCH_MSM_POINTS.fetch_add(bases.len(), Ordering::Relaxed);
            let bases: Vec<te::Affine<TEModel<Bandersnatch, Arkworks>>> =
                bases.iter().map(convert).collect();
            <Arkworks as TEHooks<Bandersnatch>>::msm(&bases, scalars).map(|sum| convert(&sum))
        }
    }
    impl SWHooks<G1> for Counting {
        fn msm(
            bases: &[sw::Affine<SWModel<G1, Self>>],
            scalars: &[<G1 as ark_ec::CurveConfig>::ScalarField],
        ) -> Result<sw::Projective<SWModel<G1, Self>>, usize> {
            G1_MSM_POINTS.fetch_add(bases.len(), Ordering::Relaxed);
            let bases: Vec<sw::Affine<SWModel<G1, Arkworks>>> = bases.iter().map(convert).collect();
            <Arkworks as SWHooks<G1>>::msm(&bases, scalars).map(|sum| convert(&sum))
        }
    }
    impl SWHooks<ark_bls12_381::g2::Config> for Counting {}
    impl PairingHooks<ark_bls12_381::Bls12_381> for Counting {}

    /// ark-vrf's thin and Pedersen batch verifiers and its merging of many input-output pairs
    /// call `VariableBaseMSM::msm_unchecked`, which arkworks 0.6 computes itself without asking
    /// the curve config: those MSMs never reach the hooks (docs/benchmarks/analysis.md, "ark-vrf
    /// over our types, and `msm_unchecked`"). The ring proof's KZG checks call `msm` and reach
    /// them. When an arkworks release routes `msm_unchecked` too, this test fails: update the
    /// docs then.
    #[test]
    fn msm_unchecked_bypasses_the_hooks_and_msm_reaches_them() {
        let secret = Secret::<S<Counting>>::from_seed([9; 32]);
        let public = secret.public();

        // 16 input-output pairs: ark-vrf merges them with two 16-point MSMs.
        let ios: Vec<_> = (0..16u8)
            .map(|i| secret.vrf_io(Input::new(&[i]).unwrap()))
            .collect();
        let before = BANDERSNATCH_MSM_POINTS.load(Ordering::Relaxed);
        let proof = ark_vrf::thin::Prover::prove(&secret, &ios[..], b"ad");
        assert_eq!(
            ark_vrf::thin::Verifier::verify(&public, &ios[..], b"ad", &proof),
            Ok(())
        );
        // A batch of 4 proofs: one MSM of 4 * (2 + 2) + 1 points.
        let mut batch = ark_vrf::thin::BatchVerifier::<S<Counting>>::new();
        for i in 0..4u8 {
            let io = secret.vrf_io(Input::new(&[100 + i]).unwrap());
            let proof = ark_vrf::thin::Prover::prove(&secret, io, b"ad");
            batch.push(&public, io, b"ad", &proof);
        }
        assert_eq!(batch.verify(), Ok(()));
        assert_eq!(BANDERSNATCH_MSM_POINTS.load(Ordering::Relaxed), before);

        // The ring proof's KZG commitments and checks: G1 MSMs through the hooks.
        let srs = data("bls12-381-srs-2-11-uncompressed-zcash.bin");
        let pcs = PcsParams::<S<Counting>>::deserialize_uncompressed_unchecked(&srs[..]).unwrap();
        let setup = RingSetup::<S<Counting>>::from_pcs_params(RING_SIZE, pcs).unwrap();
        let ring: Vec<_> = (0..RING_SIZE as u8)
            .map(|i| Secret::<S<Counting>>::from_seed([i; 32]).public().0)
            .collect();
        let before = G1_MSM_POINTS.load(Ordering::Relaxed);
        setup.verifier_key(&ring).unwrap();
        assert!(G1_MSM_POINTS.load(Ordering::Relaxed) > before);
    }
}
