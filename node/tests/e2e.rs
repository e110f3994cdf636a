//! End to end: a dev node on a free loopback port, signed extrinsics submitted with subxt.
//! A Groth16 BLS12-381 proof made by ark-groth16 verifies through the host path inside the
//! runtime (success event); a tampered proof is a clear dispatch error and the node goes on
//! producing blocks; every host-function family is reached from Wasm.

use ark_ec::{AffineRepr, CurveGroup};
use ark_relations::{
    gr1cs::{ConstraintSynthesizer, ConstraintSystemRef, SynthesisError},
    lc,
};
use ark_serialize::CanonicalSerialize;
use ark_snark::SNARK;
use ark_std::rand::{rngs::StdRng, SeedableRng};
use pallet_ec_benchmarks::fixtures;
use std::{
    net::TcpListener,
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};
use subxt::{
    dynamic::{self, Value},
    OnlineClient, PolkadotConfig,
};

/// The node process, killed on drop.
struct Node(Child);

impl Drop for Node {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

async fn start_node() -> (Node, OnlineClient<PolkadotConfig>) {
    let (rpc, p2p) = (free_port(), free_port());
    let log =
        std::fs::File::create(std::env::temp_dir().join(format!("ec-node-e2e-{rpc}.log"))).unwrap();
    let child = Command::new(env!("CARGO_BIN_EXE_ec-node"))
        .args([
            "--dev",
            "--no-prometheus",
            "--no-telemetry",
            "--no-mdns",
            "--block-time-ms",
            "500",
        ])
        .args([
            "--rpc-port",
            &rpc.to_string(),
            "--listen-addr",
            &format!("/ip4/127.0.0.1/tcp/{p2p}"),
        ])
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .expect("start ec-node");
    let node = Node(child);
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        match OnlineClient::<PolkadotConfig>::from_insecure_url(format!("ws://127.0.0.1:{rpc}"))
            .await
        {
            Ok(client) => return (node, client),
            Err(_) if Instant::now() < deadline => {
                tokio::time::sleep(Duration::from_millis(500)).await
            }
            Err(e) => panic!("node did not answer on {rpc}: {e}"),
        }
    }
}

#[derive(Clone)]
struct Square<F>(Option<F>);

impl<F: ark_ff::PrimeField> ConstraintSynthesizer<F> for Square<F> {
    fn generate_constraints(self, cs: ConstraintSystemRef<F>) -> Result<(), SynthesisError> {
        let x = cs.new_witness_variable(|| self.0.ok_or(SynthesisError::AssignmentMissing))?;
        let y = cs.new_input_variable(|| {
            self.0
                .map(|x| x * x)
                .ok_or(SynthesisError::AssignmentMissing)
        })?;
        cs.enforce_r1cs_constraint(|| lc!() + x, || lc!() + x, || lc!() + y)
    }
}

fn encode<T: CanonicalSerialize>(value: &T) -> Vec<u8> {
    fixtures::encode(value)
}

fn variant(name: &str) -> Value {
    Value::unnamed_variant(name, [])
}

/// Submits `EcBenchmarks.<call>` signed by Alice; `Ok(event names)` or the error's text.
async fn submit(
    client: &OnlineClient<PolkadotConfig>,
    call: &str,
    args: Vec<Value>,
) -> Result<Vec<String>, String> {
    submit_to(client, "EcBenchmarks", call, args).await
}

/// Submits `<pallet>.<call>` signed by Alice; `Ok(event names)` or the error's text.
async fn submit_to(
    client: &OnlineClient<PolkadotConfig>,
    pallet: &str,
    call: &str,
    args: Vec<Value>,
) -> Result<Vec<String>, String> {
    let tx = dynamic::transaction(pallet, call, Value::unnamed_composite(args));
    let at = client.at_current_block().await.map_err(|e| e.to_string())?;
    let progress = at
        .transactions()
        .sign_and_submit_then_watch_default(&tx, &subxt_signer::sr25519::dev::alice())
        .await
        .map_err(|e| e.to_string())?;
    let events = progress
        .wait_for_finalized_success()
        .await
        .map_err(|e| format!("{e} {e:?}"))?;
    Ok(events
        .iter()
        .filter_map(Result::ok)
        .map(|e| format!("{}::{}", e.pallet_name(), e.event_name()))
        .collect())
}

async fn finalized_number(client: &OnlineClient<PolkadotConfig>) -> u64 {
    client.at_current_block().await.unwrap().block_number()
}

#[tokio::test(flavor = "multi_thread")]
async fn groth16_on_chain_through_host_functions() {
    let (_node, client) = start_node().await;

    // A real proof from ark-groth16's prover.
    type E = ark_bls12_381::Bls12_381;
    let rng = &mut StdRng::seed_from_u64(42);
    let (pk, vk) =
        ark_groth16::Groth16::<E>::circuit_specific_setup(Square::<ark_bls12_381::Fr>(None), rng)
            .unwrap();
    let x = ark_bls12_381::Fr::from(31337u64);
    let proof = ark_groth16::Groth16::<E>::prove(&pk, Square(Some(x)), rng).unwrap();
    let inputs = vec![x * x];
    let args = |proof: &ark_groth16::Proof<E>| {
        vec![
            variant("Bls12_381"),
            variant("Host"),
            Value::from_bytes(encode(&vk)),
            Value::from_bytes(encode(proof)),
            Value::from_bytes(encode(&inputs)),
        ]
    };

    let events = submit(&client, "groth16_verify", args(&proof))
        .await
        .expect("valid proof is accepted");
    assert!(
        events.contains(&"EcBenchmarks::ProofVerified".to_string()),
        "events: {events:?}"
    );

    let mut tampered = proof.clone();
    tampered.c = (tampered.c + ark_bls12_381::G1Affine::generator()).into_affine();
    let error = submit(&client, "groth16_verify", args(&tampered))
        .await
        .expect_err("tampered proof is rejected");
    assert!(error.contains("InvalidProof"), "error: {error}");

    // The node goes on producing blocks.
    let before = finalized_number(&client).await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert!(
        finalized_number(&client).await > before,
        "no new blocks after the failed extrinsic"
    );

    // Every host-function family, called from the runtime's Wasm through the host variant:
    // validate (decoding), msm, mul_projective, mul_affine, multi_miller_loop and
    // final_exponentiation (pairing), pairing_check.
    let (bases, scalars) = fixtures::msm::<ark_bls12_381::G1Projective>(10);
    let (base, scalar) = fixtures::mul::<ark_bls12_381::G2Projective>();
    let (g1, g2) = fixtures::cancelling_pairs::<E>(3);
    let group = || variant("Bls12_381G1");
    let calls: Vec<(&str, Vec<Value>)> = vec![
        (
            "msm",
            vec![
                group(),
                variant("Host"),
                Value::from_bytes(&bases),
                Value::from_bytes(&scalars),
            ],
        ),
        (
            "mul_projective",
            vec![
                variant("Bls12_381G2"),
                variant("Host"),
                Value::from_bytes(&base),
                Value::from_bytes(&scalar),
            ],
        ),
        (
            "mul_affine",
            vec![
                variant("Bls12_381G2"),
                variant("Host"),
                Value::from_bytes(&base),
                Value::from_bytes(&scalar),
            ],
        ),
        (
            "pairing",
            vec![
                variant("Bls12_381"),
                variant("Host"),
                Value::from_bytes(&g1),
                Value::from_bytes(&g2),
            ],
        ),
        (
            "pairing_check",
            vec![
                variant("Bls12_381"),
                variant("Host"),
                Value::from_bytes(&g1),
                Value::from_bytes(&g2),
            ],
        ),
    ];
    for (call, args) in calls {
        submit(&client, call, args)
            .await
            .unwrap_or_else(|e| panic!("{call}: {e}"));
    }
}

/// The verifier pallet with a snarkjs proof (BN254) and gnark proofs (BLS12-381): register the
/// key, verify, verify a batch; a wrong public input is `InvalidProof`.
#[tokio::test(flavor = "multi_thread")]
async fn groth16_verifier_pallet_with_snarkjs_and_gnark_files() {
    let (_node, client) = start_node().await;
    let fixtures = std::path::PathBuf::from(
        std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo test"),
    )
    .join("../groth16/fixtures");
    let sets = [
        (
            "snarkjs/bn128",
            "verification_key.json",
            "proof.json",
            "Bn254",
        ),
        ("gnark/bls12_381", "vk.bin", "proof.bin", "Bls12_381"),
    ];
    for (dir, vk, proof, curve) in sets {
        let dir = fixtures.join(dir);
        let a = ec_groth16::formats::load(
            &dir.join(vk),
            &dir.join(proof),
            &dir.join("public.json"),
            None,
            None,
        )
        .unwrap();
        let events = submit_to(
            &client,
            "Groth16Verifier",
            "register_vk",
            vec![variant(curve), Value::from_bytes(&a.vk)],
        )
        .await
        .unwrap_or_else(|e| panic!("{dir:?}: register_vk: {e}"));
        assert!(
            events.contains(&"Groth16Verifier::KeyRegistered".to_string()),
            "{events:?}"
        );
        let id = pallet_groth16_verifier::key_id(a.curve, &a.vk);
        let inputs =
            |inputs: &[Vec<u8>]| Value::unnamed_composite(inputs.iter().map(Value::from_bytes));
        let verify =
            |inputs: Value| vec![Value::from_bytes(id), Value::from_bytes(&a.proof), inputs];
        let events = submit_to(
            &client,
            "Groth16Verifier",
            "verify",
            verify(inputs(&a.inputs)),
        )
        .await
        .unwrap_or_else(|e| panic!("{dir:?}: verify: {e}"));
        assert!(
            events.contains(&"Groth16Verifier::ProofVerified".to_string()),
            "{events:?}"
        );
        let swapped = [a.inputs[1].clone(), a.inputs[0].clone()];
        let error = submit_to(
            &client,
            "Groth16Verifier",
            "verify",
            verify(inputs(&swapped)),
        )
        .await
        .expect_err("wrong public inputs are rejected");
        assert!(error.contains("InvalidProof"), "error: {error}");
        let item = || Value::unnamed_composite([Value::from_bytes(&a.proof), inputs(&a.inputs)]);
        let batch = Value::unnamed_composite([item(), item(), item()]);
        let events = submit_to(
            &client,
            "Groth16Verifier",
            "verify_batch",
            vec![Value::from_bytes(id), batch],
        )
        .await
        .unwrap_or_else(|e| panic!("{dir:?}: verify_batch: {e}"));
        assert!(
            events.contains(&"Groth16Verifier::BatchVerified".to_string()),
            "{events:?}"
        );
    }
}
