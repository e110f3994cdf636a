//! End to end: a dev node on a free loopback port, signed extrinsics submitted with subxt.
//! A Groth16 BLS12-381 proof made by ark-groth16 verifies through the host path inside the
//! runtime (success event); a tampered proof is a clear dispatch error and the node goes on
//! producing blocks; every host-function family is reached from Wasm.

use ark_ec::{AffineRepr, CurveGroup};
use ark_relations::{
    gr1cs::{ConstraintSynthesizer, ConstraintSystemRef, SynthesisError},
    lc,
};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
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

use crate::CORES;
use subxt_signer::sr25519::dev;

/// The node process, killed on drop, the file its log goes to, and its JSON-RPC port.
struct Node(Child, std::path::PathBuf, u16);

impl Drop for Node {
    fn drop(&mut self) {
        // A node that already exited cannot be killed (it is still reaped below); say so
        // rather than drop the error.
        if let Err(error) = self.0.kill() {
            eprintln!("killing the node (pid {}): {error}", self.0.id());
        }
        if let Err(error) = self.0.wait() {
            eprintln!("waiting for the node (pid {}): {error}", self.0.id());
        }
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
    start_node_on("dev").await
}

/// A dev node of the chain `chain` (`dev`, or `dev-rfc163` and `dev-polkadot` for the runtime's
/// parachain and Polkadot profiles), sealing every 50 ms: a test's extrinsic waits for its block
/// and, in the corner tests, one after it, so the interval is most of those tests' time (an empty
/// block takes under a millisecond to build). At 100 ms, the benchmarking pallet's 184 corners
/// took 72 to 83 s, 8.5 s of it in their blocks.
async fn start_node_on(chain: &str) -> (Node, OnlineClient<PolkadotConfig>) {
    start_node_sealing(chain, 50).await
}

/// A dev node of the chain `chain` that seals a block every `block_ms` milliseconds.
async fn start_node_sealing(chain: &str, block_ms: u32) -> (Node, OnlineClient<PolkadotConfig>) {
    let (rpc, p2p) = (free_port(), free_port());
    let log_path = std::env::temp_dir().join(format!("ec-node-e2e-{rpc}.log"));
    let log = std::fs::File::create(&log_path).unwrap();
    let child = Command::new(env!("CARGO_BIN_EXE_ec-node"))
        .args([
            "--dev",
            "--chain",
            chain,
            "--no-prometheus",
            "--no-telemetry",
            "--no-mdns",
            "--block-time-ms",
            &block_ms.to_string(),
        ])
        .arg("--wasm-cache-dir")
        .arg(crate::wasm_cache())
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
    let node = Node(child, log_path, rpc);
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        match connect(rpc).await {
            Ok(client) => return (node, client),
            Err(_) if Instant::now() < deadline => {
                tokio::time::sleep(Duration::from_millis(500)).await
            }
            Err(e) => panic!("node did not answer on {rpc}: {e}"),
        }
    }
}

/// A subxt client of the node on loopback port `rpc`, over a [`QuickAck`] socket.
async fn connect(rpc: u16) -> Result<OnlineClient<PolkadotConfig>, String> {
    use jsonrpsee_client::{client_transport::ws, core::client::Client};
    let stream = tokio::net::TcpStream::connect(("127.0.0.1", rpc))
        .await
        .map_err(|e| e.to_string())?;
    stream.set_nodelay(true).map_err(|e| e.to_string())?;
    let url = ws::Url::parse(&format!("ws://127.0.0.1:{rpc}")).map_err(|e| e.to_string())?;
    // As subxt's own `from_insecure_url` builds its client, on this stream.
    let (sender, receiver) = ws::WsTransportClientBuilder::default()
        .build_with_stream(url, QuickAck(stream))
        .await
        .map_err(|e| e.to_string())?;
    let client = Client::builder()
        .max_buffer_capacity_per_subscription(4096)
        .build_with_tokio(sender, receiver);
    OnlineClient::from_rpc_client(subxt_rpcs::RpcClient::new(client))
        .await
        .map_err(|e| e.to_string())
}

/// A TCP stream that acknowledges what it reads at once: `TCP_QUICKACK` again after every read
/// (Linux leaves quick-ack mode by itself).
///
/// Why: sc-rpc-server 33 accepts its connections itself and leaves Nagle's algorithm on them
/// (jsonrpsee's own accept loop would turn it off; polkadot-sdk#12797 does, after this release).
/// A reply written in two segments then holds the second until the client acknowledges the
/// first, and Linux delays that acknowledgement up to 40 ms. Over subxt's own connection each
/// call took 45 to 90 ms on loopback, most of the corner tests' time: 70 s for the benchmarking
/// pallet's 184 corners, 34 s with immediate acknowledgements (measured with the loopback
/// route's `quickack` on, 2026-12-07).
struct QuickAck(tokio::net::TcpStream);

impl tokio::io::AsyncRead for QuickAck {
    fn poll_read(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
        buf: &mut tokio::io::ReadBuf<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        let read = std::pin::Pin::new(&mut self.0).poll_read(cx, buf);
        if read.is_ready() {
            socket2::SockRef::from(&self.0).set_tcp_quickack(true)?;
        }
        read
    }
}

impl tokio::io::AsyncWrite for QuickAck {
    fn poll_write(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
        buf: &[u8],
    ) -> std::task::Poll<std::io::Result<usize>> {
        std::pin::Pin::new(&mut self.0).poll_write(cx, buf)
    }

    fn poll_flush(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        std::pin::Pin::new(&mut self.0).poll_flush(cx)
    }

    fn poll_shutdown(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        std::pin::Pin::new(&mut self.0).poll_shutdown(cx)
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
    submit_signed(client, &dev::alice(), pallet, call, args).await
}

/// Submits `<pallet>.<call>` signed by `signer`; `Ok(event names)` or the error's text.
async fn submit_signed(
    client: &OnlineClient<PolkadotConfig>,
    signer: &subxt_signer::sr25519::Keypair,
    pallet: &str,
    call: &str,
    args: Vec<Value>,
) -> Result<Vec<String>, String> {
    let tx = dynamic::transaction(pallet, call, Value::unnamed_composite(args));
    let at = client.at_current_block().await.map_err(|e| e.to_string())?;
    let progress = at
        .transactions()
        .sign_and_submit_then_watch_default(&tx, signer)
        .await
        .map_err(|e| e.to_string())?;
    let in_block = progress
        .wait_for_finalized()
        .await
        .map_err(|e| format!("{e} {e:?}"))?;
    let events = in_block
        .wait_for_success()
        .await
        .map_err(|e| format!("{e} {e:?}"));
    // subxt's current block (where the next transaction takes its nonce) follows a chainHead
    // subscription, which can still be a block behind when the watch reports the transaction
    // finalized: the next one from the same signer would take the old nonce and be refused as
    // already imported (a run of 2026-12-07, once calls no longer waited on the server's
    // acknowledgements). So return, with the outcome or the dispatch error, once the current
    // block has caught up.
    let included = client
        .at_block(in_block.block_hash())
        .await
        .map_err(|e| e.to_string())?
        .block_number();
    while client
        .at_current_block()
        .await
        .map_err(|e| e.to_string())?
        .block_number()
        < included
    {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    Ok(events?
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
    let _cores = CORES.lock().await;
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

/// Build times in milliseconds of the blocks the node prepared since byte `from` of its log, as
/// `(extrinsics in the block, ms)`, from sc-basic-authorship's "Prepared block for proposing"
/// lines; and where the log's last whole line ends (a line still being written is read next
/// time).
fn block_times(node: &Node, from: usize) -> (Vec<(u32, f64)>, usize) {
    let log = std::fs::read_to_string(&node.1).unwrap_or_default();
    let stretch = log.get(from..).unwrap_or_default();
    let whole = stretch.rfind('\n').map_or(0, |end| end + 1);
    let times = stretch[..whole]
        .lines()
        .filter_map(|line| {
            let (_, rest) = line.split_once("Prepared block for proposing at ")?;
            let (_, rest) = rest.split_once(" (")?;
            let (ms, rest) = rest.split_once(" ms)")?;
            let (_, count) = rest.split_once("extrinsics_count: ")?;
            Some((count.trim().parse().ok()?, ms.parse().ok()?))
        })
        .collect();
    (times, from + whole)
}

/// How often an extrinsic is tried before its block time counts as over its charge. Five, not
/// three: a call charged under a millisecond reads 1 or 2 ms over the fastest empty block
/// depending on where its block's own time falls between the log's whole milliseconds (the
/// fastest empty block is the least of several, the extrinsic's block one sample), and in one
/// run of 2026-11-29 a BN254 G2 `mul_affine` on the host (charged 0.72 ms, read 1 ms in the other
/// runs) read 2 ms three times in a row. More tries cannot pass an under-charged call: time only
/// adds to a call's own cost, so every try of a call that costs more than its charge plus the
/// millisecond is over; a try within ends the retries, so a call within its charge runs once.
const TRIES: usize = 5;

/// Dev accounts other than Alice, one for each try of a registration ([`TRIES`] of them, so a
/// test that registers Alice's key first still has one for every try): a key registers once per
/// registrant, so each try registers the same key under another account, at the same cost. All
/// of them are endowed in the dev genesis.
fn registrants() -> [subxt_signer::sr25519::Keypair; TRIES] {
    [
        dev::bob(),
        dev::charlie(),
        dev::dave(),
        dev::eve(),
        dev::ferdie(),
    ]
}

/// The fastest block without extrinsics (the timestamp inherent alone) among `times`
/// ([`block_times`]); infinite when there is none.
fn fastest_empty(times: &[(u32, f64)]) -> f64 {
    times
        .iter()
        .filter(|(count, _)| *count <= 1)
        .map(|(_, ms)| *ms)
        .fold(f64::INFINITY, f64::min)
}

/// The build time of the block with the extrinsic just finalized (the slowest block of more than
/// one extrinsic in the node's log since byte `offset`, which moves past it) less the fastest
/// block without extrinsics (the timestamp inherent alone) of the same stretch of the log,
/// which ends with at least one block after the extrinsic's.
async fn block_over_empty(node: &Node, offset: &mut usize, what: &str) -> f64 {
    // Let the log catch up with the finalized block and the one after it (at most 10 s).
    let deadline = Instant::now() + Duration::from_secs(10);
    let (times, end) = loop {
        let (times, end) = block_times(node, *offset);
        let with_extrinsic = times.iter().position(|(count, _)| *count > 1);
        if with_extrinsic.is_some_and(|i| i + 1 < times.len()) || Instant::now() > deadline {
            break (times, end);
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    };
    *offset = end;
    let empty = fastest_empty(&times);
    // A block that holds the extrinsic, whatever its time: a call of well under a millisecond
    // is logged as a block of 0 ms.
    let with_extrinsic: Vec<f64> = times
        .iter()
        .filter(|(count, _)| *count > 1)
        .map(|(_, ms)| *ms)
        .collect();
    assert!(
        !with_extrinsic.is_empty(),
        "{what}: no block with the extrinsic in the log: {times:?}"
    );
    let took = with_extrinsic.into_iter().fold(0.0, f64::max);
    took - if empty.is_finite() { empty } else { 0.0 }
}

/// Submits an extrinsic with `submit(try)` (which also checks its outcome; `try` counts from 0)
/// until its block took at most `charged_ms` longer than the fastest empty block of the same
/// stretch of the log, plus 1 ms (the node logs whole milliseconds); at most `TRIES` times.
/// `Ok` with the time over the empty block of the try within the charge, or `Err` with the
/// least of the tries.
///
/// How it tells a weight below its call's cost from a busy machine: load from outside the node
/// only ever adds time, so the least of several tries is the call's own cost. A weight below
/// that cost fails every try; a machine that was busy during some tries passes on a quiet one.
/// The baseline is the fastest empty block, not the slowest, so that noise cannot widen the
/// allowance, and there is no factor over the charge.
///
/// A try over its charge waits before the next, half a second more each time (5 s over the
/// tries), so that the tries are spread over time and a slow stretch of a shared VM cannot take
/// them all: a call within its charge pays nothing. Without the waits, once each try took about
/// a tenth of a second, one run of 2026-12-07 read a BLS12-377 pairing of 2 pairs (charged 48 ms)
/// at 51 ms or more five times in a row, and 31 ms in the next run.
async fn within_charge<F, Fut>(
    node: &Node,
    offset: &mut usize,
    what: &str,
    charged_ms: f64,
    mut submit: F,
) -> Result<f64, f64>
where
    F: FnMut(usize) -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let mut least = f64::INFINITY;
    for attempt in 0..TRIES {
        submit(attempt).await;
        let took = block_over_empty(node, offset, what).await;
        if took <= charged_ms + 1.0 {
            return Ok(took);
        }
        least = least.min(took);
        if attempt + 1 < TRIES {
            tokio::time::sleep(Duration::from_millis(500 * (attempt as u64 + 1))).await;
        }
    }
    Err(least)
}

/// FRAME's charge for an extrinsic beside its call (`base_extrinsic`) covers what an extrinsic
/// costs the node beside its call: its signature, nonce and fee checks, its events, and the
/// block builder's work to apply it. One extrinsic's overhead is below the log's resolution (whole
/// milliseconds), so `REMARKS` remarks of 8 bytes go into one block (one signer, consecutive
/// nonces), and the block may take at most what it is charged for them (each `base_extrinsic`
/// plus the remark's weight) over the fastest empty block, plus the log's millisecond; at most
/// [`TRIES`] times, as in [`within_charge`].
#[tokio::test(flavor = "multi_thread")]
async fn extrinsic_base_weight_covers_an_extrinsics_overhead() {
    use frame_support::dispatch::DispatchClass;
    use subxt::config::polkadot::PolkadotExtrinsicParamsBuilder;
    const REMARKS: u32 = 100;
    let base_ms = <ec_runtime::Runtime as frame_system::Config>::BlockWeights::get()
        .get(DispatchClass::Normal)
        .base_extrinsic
        .ref_time() as f64
        / 1e9;
    let remark = vec![0u8; 8];
    let remark_ms = declared_ms(ec_runtime::RuntimeCall::System(
        frame_system::Call::remark {
            remark: remark.clone(),
        },
    ));
    let tx = dynamic::transaction(
        "System",
        "remark",
        Value::unnamed_composite([Value::from_bytes(&remark)]),
    );

    let _cores = CORES.lock().await;
    // A block every 2 s: the remarks, submitted in one go, land in one block (or two).
    let (node, client) = start_node_sealing("dev", 2000).await;
    let (_, mut offset) = block_times(&node, 0);
    let alice = dev::alice();
    let mut nonce = 0;
    let mut least = f64::INFINITY;
    for _ in 0..TRIES {
        // Signed first, then submitted one after another, so that they reach the pool within
        // a block's time.
        let mut transactions = client.at_current_block().await.unwrap().transactions();
        let mut signed = Vec::new();
        for _ in 0..REMARKS {
            let params = PolkadotExtrinsicParamsBuilder::new().nonce(nonce).build();
            signed.push(
                transactions
                    .create_signed(&tx, &alice, params)
                    .await
                    .unwrap_or_else(|e| panic!("remark {nonce}: {e}")),
            );
            nonce += 1;
        }
        for remark in signed {
            remark.submit().await.expect("the pool takes the remark");
        }
        // Every remark in a block, and an empty block after the last of them (at most 20 s).
        let deadline = Instant::now() + Duration::from_secs(20);
        let times = loop {
            let (times, end) = block_times(&node, offset);
            let included: u32 = times.iter().map(|(count, _)| count.saturating_sub(1)).sum();
            let last = times.iter().rposition(|(count, _)| *count > 1);
            if (included >= REMARKS && last.is_some_and(|i| i + 1 < times.len()))
                || Instant::now() > deadline
            {
                offset = end;
                break times;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        };
        let empty = fastest_empty(&times);
        // The remarks' blocks (they may be more than one), each over the fastest empty block.
        let blocks: Vec<(u32, f64)> = times
            .iter()
            .filter(|(count, _)| *count > 1)
            .map(|&(count, ms)| (count - 1, ms - empty))
            .collect();
        let extrinsics: u32 = blocks.iter().map(|(n, _)| n).sum();
        assert!(
            extrinsics == REMARKS && empty.is_finite(),
            "the remarks' blocks and an empty one: {times:?}"
        );
        let over: f64 = blocks.iter().map(|(_, ms)| ms).sum();
        let charged = f64::from(REMARKS) * (base_ms + remark_ms);
        // The log's millisecond, once per block.
        let allowed = charged + blocks.len() as f64;
        println!(
            "{REMARKS} remarks in {} blocks: {over} ms over the fastest empty block ({empty} ms), {:.3} ms each; charged {charged:.2} ms (base_extrinsic {base_ms:.3} ms, remark {remark_ms:.4} ms each)",
            blocks.len(),
            over / f64::from(REMARKS)
        );
        if over <= allowed {
            return;
        }
        least = least.min(over);
    }
    panic!(
        "{REMARKS} remarks took {least} ms over the fastest empty block at the least of {TRIES} tries; charged {:.2} ms",
        f64::from(REMARKS) * (base_ms + remark_ms)
    );
}

/// The weight a call declares (what it is charged before dispatch), in milliseconds.
fn declared_ms(call: ec_runtime::RuntimeCall) -> f64 {
    use frame_support::dispatch::GetDispatchInfo;
    call.get_dispatch_info().call_weight.ref_time() as f64 / 1e9
}

/// Extrinsics shaped to do more work than a naive weight pays for: each is either refused
/// cheaply or charged at least the time the node spends building its block, over the fastest
/// empty block ([`within_charge`]). Before the weights covered the worst case, these took 46x
/// (BW6-761 pairing with an empty G1 list), 3.3x (an over-long key) and 2.3x (compressed
/// proofs) their charge. The production node has no benchmarking-only variant either.
#[tokio::test(flavor = "multi_thread")]
async fn adversarial_extrinsics_pay_for_the_time_they_take() {
    use ark_ec::pairing::Pairing;
    use ec_runtime::{Runtime, RuntimeCall};
    use pallet_ec_benchmarks::{PairingCurve, Variant};
    type Bls = ark_bls12_381::Bls12_381;
    type Bw6 = ark_bw6_761::BW6_761;
    let _cores = CORES.lock().await;
    let (node, client) = start_node().await;
    let alice = sp_keyring::Sr25519Keyring::Alice.to_account_id();

    // A 32-input BLS12-381 key registered by Alice, and 16 compressed proofs for it.
    let (vk, proof, inputs) = fixtures::groth16::<Bls>(32);
    submit_to(
        &client,
        "Groth16Verifier",
        "register_vk",
        vec![variant("Bls12_381"), Value::from_bytes(&vk)],
    )
    .await
    .expect("the fixture key registers");
    let key = ark_groth16::VerifyingKey::<Bls>::deserialize_uncompressed(&vk[..]).unwrap();
    let id = pallet_groth16_verifier::key_id(
        ec_groth16::Curve::Bls12_381,
        Some(&alice),
        &encode_compressed(&key),
    );
    let proof = ark_groth16::Proof::<Bls>::deserialize_uncompressed(&proof[..]).unwrap();
    let proof = encode_compressed(&proof);
    // `inputs` is an arkworks Vec: an 8-byte count, then 32-byte scalars.
    let scalars: Vec<Vec<u8>> = inputs[8..].chunks(32).map(<[u8]>::to_vec).collect();
    let batch: Vec<_> = (0..16).map(|_| (proof.clone(), scalars.clone())).collect();

    // A BLS12-381 key whose length declares 162 inputs (the most `MaxKeyBytes` holds, far above
    // `MaxPublicInputs`), garbage points: refused before decoding.
    let head = 48 + 3 * 96;
    let mut long_key = vec![0xff; head];
    long_key.extend_from_slice(&163u64.to_le_bytes());
    long_key.extend(std::iter::repeat_n(0xff, 163 * 48));

    // BW6-761 pairing in Wasm with no G1 point and 6 G2 points: decoded before the lengths are
    // compared.
    let g2: Vec<<Bw6 as Pairing>::G2Affine> = vec![<Bw6 as Pairing>::G2Affine::generator(); 6];
    let (no_g1, g2) = (
        encode(&Vec::<<Bw6 as Pairing>::G1Affine>::new()),
        encode(&g2),
    );

    type VerifierCall = pallet_groth16_verifier::Call<Runtime>;
    type BenchCall = pallet_ec_benchmarks::Call<Runtime>;
    // What the verifier charges a call on a BLS12-381 key: its `costs`, margin included.
    let ms = |weight: frame_support::weights::Weight| weight.ref_time() as f64 / 1e9;
    let register_weight = |n: u32| {
        ms(pallet_groth16_verifier::costs::register_vk::<Runtime>(
            ec_groth16::Curve::Bls12_381,
            n,
            0,
        ))
    };
    let batch_weight = ms(pallet_groth16_verifier::costs::verify_batch::<Runtime>(
        ec_groth16::Curve::Bls12_381,
        16,
        32,
        0,
    ));
    // (what, pallet, call, arguments, charged ms, expected dispatch error)
    type Case<'a> = (&'a str, &'a str, &'a str, Vec<Value>, f64, Option<&'a str>);
    let cases: Vec<Case> = vec![
        (
            "key declaring 162 inputs",
            "Groth16Verifier",
            "register_vk",
            vec![variant("Bls12_381"), Value::from_bytes(&long_key)],
            // Refunded to the fixed cost of a refusal.
            register_weight(0),
            Some("TooManyPublicInputs"),
        ),
        (
            "16 compressed proofs, 32 inputs",
            "Groth16Verifier",
            "verify_batch",
            vec![
                Value::from_bytes(id),
                Value::unnamed_composite(batch.iter().map(|(proof, scalars)| {
                    Value::unnamed_composite([
                        Value::from_bytes(proof),
                        Value::unnamed_composite(scalars.iter().map(Value::from_bytes)),
                    ])
                })),
            ],
            // Refunded to BLS12-381's weight.
            batch_weight,
            None,
        ),
        (
            "BW6-761 pairing, 0 G1 and 6 G2 points, in Wasm",
            "EcBenchmarks",
            "pairing",
            vec![
                variant("Bw6_761"),
                variant("Arkworks"),
                Value::from_bytes(&no_g1),
                Value::from_bytes(&g2),
            ],
            declared_ms(RuntimeCall::EcBenchmarks(BenchCall::pairing {
                curve: PairingCurve::Bw6_761,
                variant: Variant::Arkworks,
                g1: no_g1.clone(),
                g2: g2.clone(),
            })),
            Some("LengthMismatch"),
        ),
    ];
    // The declared weights are what the pallets compute (the refunds above are at most these).
    assert!(
        declared_ms(RuntimeCall::Groth16Verifier(VerifierCall::register_vk {
            curve: ec_groth16::Curve::Bls12_381,
            vk: long_key.clone().try_into().unwrap(),
        })) >= register_weight(0)
    );

    let (_, mut offset) = block_times(&node, 0);
    // Every case leaves the state as it was, so a try can be repeated.
    let mut over = Vec::new();
    for (what, pallet, call, args, charged_ms, error) in cases {
        let took = within_charge(&node, &mut offset, what, charged_ms, |_| {
            let (client, args) = (client.clone(), args.clone());
            async move {
                match (error, submit_to(&client, pallet, call, args).await) {
                    (None, Ok(_)) => {}
                    (Some(expected), Err(e)) if e.contains(expected) => {}
                    (expected, result) => panic!("{what}: expected {expected:?}, got {result:?}"),
                }
            }
        })
        .await;
        if let Err(least) = took {
            over.push(format!("{what}: {least:.0} ms, charged {charged_ms:.2} ms"));
        }
    }
    assert!(
        over.is_empty(),
        "blocks over their charge at the least of {TRIES} tries: {over:?}"
    );

    // Work for seconds is refused before it runs: 200 BW6-761 G2 points in Wasm are charged
    // about 2 s, more than an extrinsic may weigh (0.75 s).
    let (bases, scalars) = fixtures::msm::<<Bw6 as Pairing>::G2>(200);
    let many = BenchCall::msm {
        group: pallet_ec_benchmarks::Group::Bw6_761G2,
        variant: Variant::Arkworks,
        bases: bases.clone(),
        scalars: scalars.clone(),
    };
    assert!(declared_ms(RuntimeCall::EcBenchmarks(many)) > 750.0);
    let error = submit(
        &client,
        "msm",
        vec![
            variant("Bw6_761G2"),
            variant("Arkworks"),
            Value::from_bytes(&bases),
            Value::from_bytes(&scalars),
        ],
    )
    .await
    .expect_err("an extrinsic of seconds is refused");
    assert!(
        error.to_lowercase().contains("exhaust"),
        "refused for its weight: {error}"
    );

    // The benchmarking-only variant does not exist in this (the production) runtime.
    let error = submit(
        &client,
        "groth16_verify",
        vec![
            variant("Bls12_381"),
            variant("DecodeOnly"),
            Value::from_bytes(&vk),
            Value::from_bytes(&proof),
            Value::from_bytes(&inputs),
        ],
    )
    .await
    .expect_err("no DecodeOnly variant in production");
    assert!(error.contains("DecodeOnly"), "error: {error}");
}

/// One case of [`verifier_weights_cover_every_corner`]: what it is, its call, what the block is
/// charged for it (the call's weight after its refund, plus the extrinsic base weight), and the
/// event it must emit.
struct Corner {
    what: String,
    call: &'static str,
    args: Vec<Value>,
    charged_ms: f64,
    event: &'static str,
}

/// Every dispatchable of the verifier at every corner of its components, each component at its
/// least and its most together (keys and proofs compressed, the dearer encoding): BN254,
/// BLS12-381, BLS12-377 and BW6-761 keys of 0 and `MaxPublicInputs` inputs; `register_vk`,
/// `verify`, and `verify_batch` of 1 and `MaxBatch` proofs; the same for keys with 1 and
/// `MaxCommitments` commitments (their batches of one proof at the least of everything, and of
/// as many distinct proofs as an extrinsic may carry, up to `MaxBatch`, at the most);
/// `remove_vk`. Each block that holds one of them takes at most what the block is charged for
/// it, over the fastest block without extrinsics of the same stretch of the log
/// ([`within_charge`] says how it tells a weight below its call's cost from a busy machine).
/// Prints the table of block times and charges.
#[tokio::test(flavor = "multi_thread")]
async fn verifier_weights_cover_every_corner() {
    use ec_groth16::Curve;
    use frame_support::{dispatch::DispatchClass, traits::Get};
    let ms = |weight: frame_support::weights::Weight| weight.ref_time() as f64 / 1e9;
    let base = ms(
        <ec_runtime::Runtime as frame_system::Config>::BlockWeights::get()
            .get(DispatchClass::Normal)
            .base_extrinsic,
    );
    let max_inputs: u32 =
        <ec_runtime::Runtime as pallet_groth16_verifier::Config>::MaxPublicInputs::get();
    let max_batch: u32 = <ec_runtime::Runtime as pallet_groth16_verifier::Config>::MaxBatch::get();
    let max_commitments: u32 =
        <ec_runtime::Runtime as pallet_groth16_verifier::Config>::MaxCommitments::get();
    let max_ms = ms(
        <ec_runtime::Runtime as frame_system::Config>::BlockWeights::get()
            .get(DispatchClass::Normal)
            .max_extrinsic
            .expect("the runtime bounds an extrinsic's weight"),
    );

    let _cores = CORES.lock().await;
    let (node, client) = start_node().await;
    let signers = registrants();
    let mut corners = Vec::new();
    for curve in Curve::ALL {
        for n in [0, max_inputs] {
            let (vk, proof, inputs) =
                ec_groth16::with_engine!(curve, ec_groth16::engines::native, |E| {
                    let (vk, proof, inputs) = fixtures::groth16::<E>(n);
                    let vk =
                        ark_groth16::VerifyingKey::<E>::deserialize_uncompressed(&vk[..]).unwrap();
                    let proof =
                        ark_groth16::Proof::<E>::deserialize_uncompressed(&proof[..]).unwrap();
                    let scalar =
                        encode(&<E as ark_ec::pairing::Pairing>::ScalarField::from(0u8)).len();
                    // `inputs` is an arkworks Vec: an 8-byte count, then the scalars.
                    let inputs: Vec<Vec<u8>> =
                        inputs[8..].chunks(scalar).map(<[u8]>::to_vec).collect();
                    (encode_compressed(&vk), encode_compressed(&proof), inputs)
                });
            // Alice's registration, for the verifications; the others' are measured below.
            submit_to(
                &client,
                "Groth16Verifier",
                "register_vk",
                vec![variant(&format!("{curve:?}")), Value::from_bytes(&vk)],
            )
            .await
            .expect("the fixture key registers");
            let alice = sp_keyring::Sr25519Keyring::Alice.to_account_id();
            let id = pallet_groth16_verifier::key_id(curve, Some(&alice), &vk);
            let item = |proof: &[u8]| {
                Value::unnamed_composite([
                    Value::from_bytes(proof),
                    Value::unnamed_composite(inputs.iter().map(Value::from_bytes)),
                ])
            };
            corners.push(Corner {
                what: format!("{curve:?} register_vk, {n} inputs"),
                call: "register_vk",
                args: vec![variant(&format!("{curve:?}")), Value::from_bytes(&vk)],
                charged_ms: ms(pallet_groth16_verifier::costs::register_vk::<
                    ec_runtime::Runtime,
                >(curve, n, 0))
                    + base,
                event: "Groth16Verifier::KeyRegistered",
            });
            corners.push(Corner {
                what: format!("{curve:?} verify, {n} inputs"),
                call: "verify",
                args: vec![
                    Value::from_bytes(id),
                    Value::from_bytes(&proof),
                    Value::unnamed_composite(inputs.iter().map(Value::from_bytes)),
                ],
                charged_ms: ms(
                    pallet_groth16_verifier::costs::verify::<ec_runtime::Runtime>(curve, n, 0),
                ) + base,
                event: "Groth16Verifier::ProofVerified",
            });
            for b in [1, max_batch] {
                corners.push(Corner {
                    what: format!("{curve:?} verify_batch, {b} proofs, {n} inputs"),
                    call: "verify_batch",
                    args: vec![
                        Value::from_bytes(id),
                        Value::unnamed_composite((0..b).map(|_| item(&proof))),
                    ],
                    charged_ms: ms(pallet_groth16_verifier::costs::verify_batch::<
                        ec_runtime::Runtime,
                    >(curve, b, n, 0))
                        + base,
                    event: "Groth16Verifier::BatchVerified",
                });
            }
        }
        // Keys with commitments: every corner of (inputs, commitments); batches of one proof at
        // the least of both, of up to `MaxBatch` distinct ones at the most.
        for (n, c) in [
            (0, 1),
            (0, max_commitments),
            (max_inputs, 1),
            (max_inputs, max_commitments),
        ] {
            // One key and `MaxBatch` distinct proofs (each with its own inputs, commitments and
            // proof of knowledge) at the most of both, one proof at the least.
            let proofs = if n == max_inputs && c == max_commitments {
                max_batch
            } else {
                1
            };
            let (vk, batch) = ec_groth16::with_engine!(curve, ec_groth16::engines::native, |E| {
                fixtures::groth16_with_commitments_batch::<E>(
                    n,
                    c,
                    proofs,
                    ark_serialize::Compress::Yes,
                )
            })
            .expect("a key with commitments");
            let (proof, inputs) = batch[0].clone();
            submit_to(
                &client,
                "Groth16Verifier",
                "register_vk",
                vec![variant(&format!("{curve:?}")), Value::from_bytes(&vk)],
            )
            .await
            .expect("the fixture key with commitments registers");
            let alice = sp_keyring::Sr25519Keyring::Alice.to_account_id();
            let id = pallet_groth16_verifier::key_id(curve, Some(&alice), &vk);
            let what = |call: &str| format!("{curve:?} {call}, {n} inputs, {c} commitments");
            corners.push(Corner {
                what: what("register_vk"),
                call: "register_vk",
                args: vec![variant(&format!("{curve:?}")), Value::from_bytes(&vk)],
                charged_ms: ms(pallet_groth16_verifier::costs::register_vk::<
                    ec_runtime::Runtime,
                >(curve, n, c))
                    + base,
                event: "Groth16Verifier::KeyRegistered",
            });
            corners.push(Corner {
                what: what("verify"),
                call: "verify",
                args: vec![
                    Value::from_bytes(id),
                    Value::from_bytes(&proof),
                    Value::unnamed_composite(inputs.iter().map(Value::from_bytes)),
                ],
                charged_ms: ms(
                    pallet_groth16_verifier::costs::verify::<ec_runtime::Runtime>(curve, n, c),
                ) + base,
                event: "Groth16Verifier::ProofVerified",
            });
            // Proof by proof, a batch of them may outweigh what an extrinsic may carry: the
            // most proofs whose up-front charge fits within nine tenths of `max_extrinsic` (the
            // block's own weight and its timestamp inherent take room beside it).
            let fits = |b: u32| {
                let proofs: Vec<(
                    pallet_groth16_verifier::ProofBytes<ec_runtime::Runtime>,
                    pallet_groth16_verifier::PublicInputs<ec_runtime::Runtime>,
                )> = batch[..b as usize]
                    .iter()
                    .map(|(proof, inputs)| {
                        let inputs: Vec<pallet_groth16_verifier::Scalar> = inputs
                            .iter()
                            .map(|x| x.clone().try_into().unwrap())
                            .collect();
                        (
                            proof.clone().try_into().unwrap(),
                            inputs.try_into().unwrap(),
                        )
                    })
                    .collect();
                ms(pallet_groth16_verifier::costs::verify_batch_worst::<
                    ec_runtime::Runtime,
                >(&proofs))
                    + base
                    <= 0.9 * max_ms
            };
            let b = match (n, c) {
                (0, 1) => 1,
                (n, c) if n == max_inputs && c == max_commitments => {
                    (1..=max_batch).rev().find(|&b| fits(b)).unwrap_or(1)
                }
                _ => continue,
            };
            let items = batch[..b as usize].iter().map(|(proof, inputs)| {
                Value::unnamed_composite([
                    Value::from_bytes(proof),
                    Value::unnamed_composite(inputs.iter().map(Value::from_bytes)),
                ])
            });
            corners.push(Corner {
                what: format!("{curve:?} verify_batch, {b} proofs, {n} inputs, {c} commitments"),
                call: "verify_batch",
                args: vec![Value::from_bytes(id), Value::unnamed_composite(items)],
                charged_ms: ms(pallet_groth16_verifier::costs::verify_batch::<
                    ec_runtime::Runtime,
                >(curve, b, n, c))
                    + base,
                event: "Groth16Verifier::BatchVerified",
            });
        }
    }

    // SP1's template fixture under SP1 6.0's key, with its 96 bytes of public values (the only
    // SP1 proof there is here; the weight's slope in the public values' length is SHA-256's).
    let sp1 = |name: &str| {
        std::fs::read(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../groth16/fixtures/sp1/v6.0/chain")
                .join(name),
        )
        .unwrap()
    };
    let (sp1_vk, sp1_values) = (sp1("vk.bin"), sp1("public_values.bin"));
    submit_to(
        &client,
        "Groth16Verifier",
        "register_vk",
        vec![variant("Bn254"), Value::from_bytes(&sp1_vk)],
    )
    .await
    .expect("SP1's key registers");
    let alice = sp_keyring::Sr25519Keyring::Alice.to_account_id();
    corners.push(Corner {
        what: "SP1 verify_sp1, the template fixture".into(),
        call: "verify_sp1",
        args: vec![
            Value::from_bytes(pallet_groth16_verifier::key_id(
                Curve::Bn254,
                Some(&alice),
                &sp1_vk,
            )),
            Value::from_bytes(sp1("program.bin")),
            Value::from_bytes(&sp1_values),
            Value::from_bytes(sp1("proof.bin")),
        ],
        charged_ms: ms(pallet_groth16_verifier::costs::verify_sp1::<
            ec_runtime::Runtime,
        >(sp1_values.len() as u32))
            + base,
        event: "Groth16Verifier::Sp1ProofVerified",
    });

    let (_, mut offset) = block_times(&node, 0);
    let mut table = Vec::new();
    for corner in &corners {
        // A registration counts once per registrant: each try is another signer's.
        let took = within_charge(
            &node,
            &mut offset,
            &corner.what,
            corner.charged_ms,
            |attempt| {
                let (client, args) = (client.clone(), corner.args.clone());
                let signer = if corner.call == "register_vk" {
                    signers[attempt].clone()
                } else {
                    dev::alice()
                };
                async move {
                    let events =
                        submit_signed(&client, &signer, "Groth16Verifier", corner.call, args)
                            .await
                            .unwrap_or_else(|e| panic!("{}: {e}", corner.what));
                    assert!(
                        events.iter().any(|e| e == corner.event),
                        "{}: {events:?}",
                        corner.what
                    );
                }
            },
        )
        .await;
        table.push(corner_row(&corner.what, corner.charged_ms, took));
    }
    // `remove_vk`, through `Sudo.sudo` (its origin is root): one of Alice's keys, then another.
    let keys: Vec<[u8; 32]> = Curve::ALL
        .iter()
        .flat_map(|curve| [0, max_inputs].map(|n| (*curve, n)))
        .map(|(curve, n)| {
            ec_groth16::with_engine!(curve, ec_groth16::engines::native, |E| {
                let (vk, _, _) = fixtures::groth16::<E>(n);
                let vk = ark_groth16::VerifyingKey::<E>::deserialize_uncompressed(&vk[..]).unwrap();
                let alice = sp_keyring::Sr25519Keyring::Alice.to_account_id();
                pallet_groth16_verifier::key_id(curve, Some(&alice), &encode_compressed(&vk))
            })
        })
        .collect();
    let sudo_ms = |id: [u8; 32]| {
        declared_ms(ec_runtime::RuntimeCall::Sudo(pallet_sudo::Call::sudo {
            call: Box::new(ec_runtime::RuntimeCall::Groth16Verifier(
                pallet_groth16_verifier::Call::remove_vk { id },
            )),
        }))
    };
    let charged = sudo_ms(keys[0]) + base;
    let took = within_charge(&node, &mut offset, "remove_vk (sudo)", charged, |attempt| {
        let client = client.clone();
        let id = keys[attempt];
        async move {
            let call = Value::unnamed_variant(
                "Groth16Verifier",
                [Value::named_variant(
                    "remove_vk",
                    [("id", Value::from_bytes(id))],
                )],
            );
            let events = submit_to(&client, "Sudo", "sudo", vec![call])
                .await
                .expect("sudo remove_vk");
            assert!(events.iter().any(|e| e == "Sudo::Sudid"), "{events:?}");
        }
    })
    .await;
    table.push(corner_row("remove_vk (sudo)", charged, took));
    assert_within_charges(&table);
}

/// One row of a corner test's table: the case, its charge, the block's time over the fastest
/// empty block (of the try within the charge, else the least of the tries) and the verdict.
fn corner_row(what: &str, charged_ms: f64, took: Result<f64, f64>) -> String {
    let (ms, verdict) = match took {
        Ok(ms) => (ms, "within"),
        Err(ms) => (ms, "**over**"),
    };
    format!(
        "| {what} | {charged_ms:.2} | {ms:.0} | {:.2} | {verdict} |",
        ms / charged_ms
    )
}

/// Prints a corner test's rows as a table and fails if any block was over its charge.
fn assert_within_charges(rows: &[String]) {
    let table = format!(
        "| corner | charged ms | block ms over the fastest empty block | ratio | |\n|---|--:|--:|--:|---|\n{}",
        rows.join("\n")
    );
    println!("{table}");
    assert!(
        !table.contains("**over**"),
        "blocks over their charge at the least of {TRIES} tries:\n{table}"
    );
}

/// Inputs of the benchmarking pallet's group calls: an MSM's bases and scalars (`Some(n)`), or
/// one base and one scalar (`None`).
struct GroupInputs(Option<u32>);

impl pallet_ec_benchmarks::GroupOp for GroupInputs {
    type Output = (Vec<u8>, Vec<u8>);
    fn run<G: CurveGroup + ark_ec::VariableBaseMSM, V>(self) -> Self::Output {
        match self.0 {
            Some(n) => fixtures::msm::<G>(n),
            None => fixtures::mul::<G>(),
        }
    }
}

/// Inputs of the benchmarking pallet's pairing calls: a Groth16 key, proof and `n` inputs
/// (`Groth16(n)`), or `k` pairs whose product is one (`Pairs(k)`).
enum PairingInputs {
    Groth16(u32),
    Pairs(u32),
}

impl pallet_ec_benchmarks::PairingOp for PairingInputs {
    type Output = Vec<Vec<u8>>;
    fn run<E: ark_ec::pairing::Pairing, V>(self) -> Self::Output {
        match self {
            Self::Groth16(n) => {
                let (vk, proof, inputs) = fixtures::groth16::<E>(n);
                vec![vk, proof, inputs]
            }
            Self::Pairs(k) => {
                let (g1, g2) = fixtures::cancelling_pairs::<E>(k);
                vec![g1, g2]
            }
        }
    }
}

/// Every dispatchable of the benchmarking pallet, which the production runtime carries, in both
/// of its variants there (`Arkworks`: plain arkworks in Wasm; `Host`), at the corners of its
/// component: its least and its most, the most being the benchmarks' largest (`MAX_MSM` points,
/// `MAX_INPUTS` Groth16 inputs, `MAX_PAIRS` pairs) or, where that would weigh more than one
/// extrinsic may, nearly the most that one may; both scalar multiplications; ring-VRF
/// verification at its worst case (a ring of 255, data at its bound); the BLS calls
/// ([`bls_corners`]); P-256 and the generic MSM
/// (at its bound) through every interface, each refused before it runs where its charge is more
/// than an extrinsic may weigh. Each block takes at most what it is charged (the
/// call's declared weight, which it never refunds, plus the extrinsic base weight) over the
/// fastest empty block ([`within_charge`]). Outside the benchmarked ranges the weights are
/// extrapolated along their line, which over-charges: an MSM's cost per point falls with its
/// size, and a pairing's cost per pair is constant.
#[tokio::test(flavor = "multi_thread")]
async fn benchmarking_pallet_weights_cover_every_corner() {
    use ec_runtime::{Runtime, RuntimeCall};
    use frame_support::dispatch::DispatchClass;
    use pallet_ec_benchmarks::{
        Call, Group, Interface, Op, PairingCurve, Variant, MAX_INPUTS, MAX_MSM, MAX_PAIRS,
        MIN_PAIRS,
    };
    type Weights = <Runtime as pallet_ec_benchmarks::Config>::WeightInfo;
    let ms = |weight: frame_support::weights::Weight| weight.ref_time() as f64 / 1e9;
    let weights = <Runtime as frame_system::Config>::BlockWeights::get();
    let normal = weights.get(DispatchClass::Normal);
    let base = ms(normal.base_extrinsic);
    let max_ms = ms(normal
        .max_extrinsic
        .expect("the runtime bounds an extrinsic's weight"));
    let charged = |call: Call<Runtime>| declared_ms(RuntimeCall::EcBenchmarks(call)) + base;
    let name = |value: &dyn std::fmt::Debug| variant(&format!("{value:?}"));
    let success = "System::ExtrinsicSuccess";
    let most = |limit: u32, weight: &dyn Fn(u32) -> frame_support::weights::Weight| {
        largest_that_fits(limit, base, max_ms, weight)
    };

    let mut corners = Vec::new();
    for variant in [Variant::Arkworks, Variant::Host] {
        for &group in Group::ALL {
            let most = most(MAX_MSM, &|n| group.weight::<Weights>(variant, Op::Msm, n));
            for n in [1, most] {
                let (bases, scalars) = group.run(Variant::Arkworks, GroupInputs(Some(n))).unwrap();
                corners.push(Corner {
                    what: format!("{group:?} {variant:?} msm, {n} points"),
                    call: "msm",
                    args: vec![
                        name(&group),
                        name(&variant),
                        Value::from_bytes(&bases),
                        Value::from_bytes(&scalars),
                    ],
                    charged_ms: charged(Call::msm {
                        group,
                        variant,
                        bases,
                        scalars,
                    }),
                    event: success,
                });
            }
            let (base, scalar) = group.run(Variant::Arkworks, GroupInputs(None)).unwrap();
            let args = vec![
                name(&group),
                name(&variant),
                Value::from_bytes(&base),
                Value::from_bytes(&scalar),
            ];
            corners.push(Corner {
                what: format!("{group:?} {variant:?} mul_projective"),
                call: "mul_projective",
                args: args.clone(),
                charged_ms: charged(Call::mul_projective {
                    group,
                    variant,
                    base: base.clone(),
                    scalar: scalar.clone(),
                }),
                event: success,
            });
            corners.push(Corner {
                what: format!("{group:?} {variant:?} mul_affine"),
                call: "mul_affine",
                args,
                charged_ms: charged(Call::mul_affine {
                    group,
                    variant,
                    base,
                    scalar,
                }),
                event: success,
            });
        }
        for &curve in PairingCurve::ALL {
            let groth16 = |n| curve.weight::<Weights>(variant, Op::Groth16Verify, n);
            for n in [1, most(MAX_INPUTS, &groth16)] {
                let [vk, proof, inputs] = <[Vec<u8>; 3]>::try_from(
                    curve
                        .run(Variant::Arkworks, PairingInputs::Groth16(n))
                        .unwrap(),
                )
                .unwrap();
                corners.push(Corner {
                    what: format!("{curve:?} {variant:?} groth16_verify, {n} inputs"),
                    call: "groth16_verify",
                    args: vec![
                        name(&curve),
                        name(&variant),
                        Value::from_bytes(&vk),
                        Value::from_bytes(&proof),
                        Value::from_bytes(&inputs),
                    ],
                    charged_ms: charged(Call::groth16_verify {
                        curve,
                        variant,
                        vk,
                        proof,
                        inputs,
                    }),
                    event: "EcBenchmarks::ProofVerified",
                });
            }
            let pairs = |k| curve.weight::<Weights>(variant, Op::Pairing, k);
            let pairs_checked = |k| curve.weight::<Weights>(variant, Op::PairingCheck, k);
            let most_pairs = most(MAX_PAIRS, &pairs).min(most(MAX_PAIRS, &pairs_checked));
            for k in [MIN_PAIRS, most_pairs.max(MIN_PAIRS)] {
                let [g1, g2] = <[Vec<u8>; 2]>::try_from(
                    curve
                        .run(Variant::Arkworks, PairingInputs::Pairs(k))
                        .unwrap(),
                )
                .unwrap();
                let args = vec![
                    name(&curve),
                    name(&variant),
                    Value::from_bytes(&g1),
                    Value::from_bytes(&g2),
                ];
                corners.push(Corner {
                    what: format!("{curve:?} {variant:?} pairing, {k} pairs"),
                    call: "pairing",
                    args: args.clone(),
                    charged_ms: charged(Call::pairing {
                        curve,
                        variant,
                        g1: g1.clone(),
                        g2: g2.clone(),
                    }),
                    event: success,
                });
                corners.push(Corner {
                    what: format!("{curve:?} {variant:?} pairing_check, {k} pairs"),
                    call: "pairing_check",
                    args,
                    charged_ms: charged(Call::pairing_check {
                        curve,
                        variant,
                        g1,
                        g2,
                    }),
                    event: success,
                });
            }
        }
        let [key, input, output, ad, proof] =
            <[Vec<u8>; 5]>::try_from(pallet_ec_benchmarks::ring_vrf::fixture()).unwrap();
        corners.push(Corner {
            what: format!("{variant:?} ring_vrf_verify, ring of 255"),
            call: "ring_vrf_verify",
            args: [&key, &input, &output, &ad, &proof]
                .into_iter()
                .map(Value::from_bytes)
                .fold(vec![name(&variant)], |mut args, arg| {
                    args.push(arg);
                    args
                }),
            charged_ms: charged(Call::ring_vrf_verify {
                variant,
                key,
                input,
                output,
                ad,
                proof,
            }),
            event: success,
        });
        corners.extend(bls_corners(variant, &charged, base, max_ms));
    }
    let (bases, scalars) = pallet_ec_benchmarks::generic::generic_msm_fixture();
    let input = pallet_ec_benchmarks::generic::P256_INPUT.to_vec();
    // The production runtime's interfaces (`PerElement` and `Vectorised` are the benchmarking
    // build's, with the `modular_*` functions only they call).
    for interface in [Interface::Plain, Interface::Msm] {
        corners.push(Corner {
            what: format!("{interface:?} ecdsa_p256_verify"),
            call: "ecdsa_p256_verify",
            args: vec![name(&interface), Value::from_bytes(&input)],
            charged_ms: charged(Call::ecdsa_p256_verify {
                interface,
                input: input.clone(),
            }),
            event: success,
        });
        corners.push(Corner {
            what: format!("{interface:?} generic_msm_bls12_381_g1, at its bound"),
            call: "generic_msm_bls12_381_g1",
            args: vec![
                name(&interface),
                Value::from_bytes(&bases),
                Value::from_bytes(&scalars),
            ],
            charged_ms: charged(Call::generic_msm_bls12_381_g1 {
                interface,
                bases: bases.clone(),
                scalars: scalars.clone(),
            }),
            event: success,
        });
    }

    // A call without a component whose worst case weighs more than an extrinsic may (the
    // generic MSM through `PerElement` at its bound) is refused by the pool before it runs.
    let (refused, corners): (Vec<Corner>, Vec<Corner>) = corners
        .into_iter()
        .partition(|corner| corner.charged_ms > max_ms);

    let _cores = CORES.lock().await;
    // About 170 extrinsics, each waits for the next block and one after it.
    let (node, client) = start_node().await;
    let mut table = Vec::new();
    for corner in &refused {
        let error = submit(&client, corner.call, corner.args.clone())
            .await
            .expect_err(&corner.what);
        assert!(error.contains("exhaust"), "{}: {error}", corner.what);
        table.push(format!(
            "| {} | {:.2} | refused: over the {max_ms:.0} ms an extrinsic may weigh | | within |",
            corner.what, corner.charged_ms
        ));
    }
    let (_, mut offset) = block_times(&node, 0);
    for corner in &corners {
        // Every call leaves the state as it was (`bls_set_committee` keeps the same committee
        // again), so a try can be repeated.
        let took = within_charge(&node, &mut offset, &corner.what, corner.charged_ms, |_| {
            let (client, args) = (client.clone(), corner.args.clone());
            async move {
                let events = submit(&client, corner.call, args)
                    .await
                    .unwrap_or_else(|e| panic!("{}: {e}", corner.what));
                assert!(
                    events.iter().any(|e| e == corner.event),
                    "{}: {events:?}",
                    corner.what
                );
            }
        })
        .await;
        table.push(corner_row(&corner.what, corner.charged_ms, took));
    }
    assert_within_charges(&table);
}

/// The largest component up to `limit` (a benchmark's largest) whose charge `weight(n)`, in
/// ms beside the extrinsic's `base`, an extrinsic may carry: within nine tenths of
/// `max_extrinsic` (`max_ms`), as the block's own weight and its timestamp inherent take room
/// beside it (at `max_extrinsic` the pool refuses it); 1 if none.
fn largest_that_fits(
    limit: u32,
    base: f64,
    max_ms: f64,
    weight: &dyn Fn(u32) -> frame_support::weights::Weight,
) -> u32 {
    (1..=limit)
        .rev()
        .find(|&n| weight(n).ref_time() as f64 / 1e9 + base <= 0.9 * max_ms)
        .unwrap_or(1)
}

/// The BLS calls' corners for `variant` (every message at its bound): `bls_hash_to_g2`,
/// `bls_verify`, `bls_aggregate_verify` of 1 and `MAX_AGGREGATE` keys, `bls_fast_aggregate_verify`
/// and `bls_set_committee` of 1 key and of the most up to `MAX_COMMITTEE` an extrinsic may
/// carry, then `bls_committee_verify` of that committee, all of it signing (its worst case).
/// `charged` is a call's charge; `base` the extrinsic base weight and `max_ms` the most an
/// extrinsic may weigh, in ms.
fn bls_corners(
    variant: pallet_ec_benchmarks::Variant,
    charged: &dyn Fn(pallet_ec_benchmarks::Call<ec_runtime::Runtime>) -> f64,
    base: f64,
    max_ms: f64,
) -> Vec<Corner> {
    use pallet_ec_benchmarks::{
        bls_signature::{aggregate_fixture, distinct_fixture, message, MAX_MESSAGE},
        bls_weight, BlsCall, Call, MAX_AGGREGATE, MAX_COMMITTEE,
    };
    type Weights = <ec_runtime::Runtime as pallet_ec_benchmarks::Config>::WeightInfo;
    let name = self::variant(&format!("{variant:?}"));
    let bytes = |list: &[u8]| Value::from_bytes(list);
    let success = "System::ExtrinsicSuccess";
    let most = |limit: u32, call: BlsCall| {
        largest_that_fits(limit, base, max_ms, &|n| {
            bls_weight::<Weights>(variant, call, n)
        })
    };
    let mut corners = Vec::new();
    let msg = message(0, MAX_MESSAGE);
    corners.push(Corner {
        what: format!("{variant:?} bls_hash_to_g2"),
        call: "bls_hash_to_g2",
        args: vec![name.clone(), bytes(&msg)],
        charged_ms: charged(Call::bls_hash_to_g2 { variant, msg }),
        event: success,
    });
    let [key, msg, sig, _] = aggregate_fixture(1, MAX_MESSAGE);
    corners.push(Corner {
        what: format!("{variant:?} bls_verify"),
        call: "bls_verify",
        args: vec![name.clone(), bytes(&key), bytes(&msg), bytes(&sig)],
        charged_ms: charged(Call::bls_verify {
            variant,
            key,
            msg,
            sig,
        }),
        event: success,
    });
    for n in [1, most(MAX_AGGREGATE, BlsCall::AggregateVerify)] {
        let (keys, msgs, sig) = distinct_fixture(n as usize, MAX_MESSAGE);
        corners.push(Corner {
            what: format!("{variant:?} bls_aggregate_verify, {n} keys"),
            call: "bls_aggregate_verify",
            args: vec![
                name.clone(),
                bytes(&keys),
                Value::unnamed_composite(msgs.iter().map(|msg| bytes(msg))),
                bytes(&sig),
            ],
            charged_ms: charged(Call::bls_aggregate_verify {
                variant,
                keys,
                msgs,
                sig,
            }),
            event: success,
        });
    }
    for n in [1, most(MAX_COMMITTEE, BlsCall::FastAggregateVerify)] {
        let [keys, msg, sig, _] = aggregate_fixture(n as usize, MAX_MESSAGE);
        corners.push(Corner {
            what: format!("{variant:?} bls_fast_aggregate_verify, {n} keys"),
            call: "bls_fast_aggregate_verify",
            args: vec![name.clone(), bytes(&keys), bytes(&msg), bytes(&sig)],
            charged_ms: charged(Call::bls_fast_aggregate_verify {
                variant,
                keys,
                msg,
                sig,
            }),
            event: success,
        });
    }
    // The committee the update verifies against is the last one set: the largest.
    let committee = most(MAX_COMMITTEE, BlsCall::SetCommittee);
    for n in [1, committee] {
        let [keys, ..] = aggregate_fixture(n as usize, 0);
        corners.push(Corner {
            what: format!("{variant:?} bls_set_committee, {n} keys"),
            call: "bls_set_committee",
            args: vec![name.clone(), bytes(&keys)],
            charged_ms: charged(Call::bls_set_committee { variant, keys }),
            event: success,
        });
    }
    let [_, msg, sig, _] = aggregate_fixture(committee as usize, MAX_MESSAGE);
    let participation = vec![0xff; (committee as usize).div_ceil(8)];
    corners.push(Corner {
        what: format!("{variant:?} bls_committee_verify, {committee} keys all signing"),
        call: "bls_committee_verify",
        args: vec![name, bytes(&participation), bytes(&msg), bytes(&sig)],
        charged_ms: charged(Call::bls_committee_verify {
            variant,
            participation,
            msg,
            sig,
        }),
        event: success,
    });
    corners
}

/// The node runs the runtime's parachain profile too (`--chain dev-rfc163`: ark-substrate's
/// `Rfc163` hooks, RFC-0163's host functions and plain Wasm): see [`profile_verifies_proofs`],
/// on BN254 and BW6-761 (in Wasm) and BLS12-381 (RFC-0163).
#[tokio::test(flavor = "multi_thread")]
async fn rfc163_profile_verifies_proofs_on_chain() {
    profile_verifies_proofs::<ec_runtime::rfc163_weights::WeightInfo<ec_runtime::Runtime>>(
        "dev-rfc163",
    )
    .await;
}

/// And the Polkadot profile (`--chain dev-polkadot`: ark-substrate's `WasmArkworks` hooks, no
/// curve host function): see [`profile_verifies_proofs`], every curve in Wasm.
#[tokio::test(flavor = "multi_thread")]
async fn polkadot_profile_verifies_proofs_on_chain() {
    profile_verifies_proofs::<ec_runtime::polkadot_weights::WeightInfo<ec_runtime::Runtime>>(
        "dev-polkadot",
    )
    .await;
}

/// One `Groth16Verifier` call of [`profile_verifies_proofs`]: what to print, the call, its
/// arguments, the event (`Ok`) or error (`Err`) it must end in, and its charge.
struct ProfileCall {
    what: String,
    call: &'static str,
    args: Vec<Value>,
    expected: Result<&'static str, &'static str>,
    charged_ms: f64,
}

/// Submits `c` until its block is within its charge ([`within_charge`]), each try checked for
/// its outcome: Alice's first, then other accounts' ([`registrants`]: `register_vk` counts once
/// per registrant; `verify` leaves the state as it was). A block over its charge at the least of
/// the tries goes to `over`.
async fn profile_call(
    node: &Node,
    client: &OnlineClient<PolkadotConfig>,
    offset: &mut usize,
    over: &mut Vec<String>,
    c: ProfileCall,
) {
    let ProfileCall {
        what,
        call,
        args,
        expected,
        charged_ms,
    } = c;
    let took = within_charge(node, offset, &what, charged_ms, |attempt| {
        let signer = match attempt {
            0 => dev::alice(),
            _ => registrants()[attempt - 1].clone(),
        };
        let (client, args, what) = (client.clone(), args.clone(), what.clone());
        async move {
            match (
                expected,
                submit_signed(&client, &signer, "Groth16Verifier", call, args).await,
            ) {
                (Ok(event), Ok(events)) => {
                    assert!(events.contains(&event.to_string()), "{what}: {events:?}")
                }
                (Err(error), Err(e)) => assert!(e.contains(error), "{what}: {e}"),
                (_, result) => panic!("{what}: got {result:?}"),
            }
        }
    })
    .await;
    println!("{what}: block over empty {took:?} ms, charged {charged_ms:.1} ms");
    if let Err(least) = took {
        over.push(format!("{what}: {least:.0} ms, charged {charged_ms:.2} ms"));
    }
}

/// A node on `chain`, a runtime profile whose verifier charges the weights `W`: snarkjs and
/// gnark keys register, their proofs verify on chain and tampered ones are `InvalidProof`, on
/// BN254, BLS12-381 and BW6-761; gnark's proofs with commitments also in a batch of two. Each
/// block with one of these calls takes at most what the profile charges for it (its benchmarked
/// weights with the verifier's margin) over the fastest empty block ([`within_charge`]).
async fn profile_verifies_proofs<W: pallet_groth16_verifier::WeightInfo>(chain: &str) {
    use ec_groth16::Curve;
    use frame_support::traits::Get;
    let ms = |weight: frame_support::weights::Weight| weight.ref_time() as f64 / 1e9;
    let charged = |curve: Curve, call: &str, n: u32| {
        ms(pallet_groth16_verifier::costs::with_margin(
            match (curve, call) {
                (Curve::Bn254, "register_vk") => W::register_vk_bn254(n),
                (Curve::Bn254, _) => W::verify_bn254(n),
                (Curve::Bls12_381, "register_vk") => W::register_vk_bls12_381(n),
                (Curve::Bls12_381, _) => W::verify_bls12_381(n),
                (Curve::Bls12_377, "register_vk") => W::register_vk_bls12_377(n),
                (Curve::Bls12_377, _) => W::verify_bls12_377(n),
                (Curve::Bw6_761, "register_vk") => W::register_vk_bw6_761(n),
                (Curve::Bw6_761, _) => W::verify_bw6_761(n),
            },
        ))
    };

    let _cores = CORES.lock().await;
    let (node, client) = start_node_on(chain).await;
    // The profile has the verifier and not the benchmarking pallet.
    let at = client.at_current_block().await.unwrap();
    let metadata = at.metadata_ref();
    assert!(metadata.pallet_by_name("Groth16Verifier").is_some());
    assert!(metadata.pallet_by_name("EcBenchmarks").is_none());

    let fixtures = std::path::PathBuf::from(
        std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo test"),
    )
    .join("../groth16/fixtures");
    let sets = [
        ("snarkjs/bls12381", "verification_key.json", "proof.json"),
        ("snarkjs/bn128", "verification_key.json", "proof.json"),
        ("gnark/bw6_761", "vk.bin", "proof.bin"),
    ];
    let alice = sp_keyring::Sr25519Keyring::Alice.to_account_id();
    let (_, mut offset) = block_times(&node, 0);
    let mut over = Vec::new();
    for (dir, vk, proof) in sets {
        let dir = fixtures.join(dir);
        let a = ec_groth16::formats::load(
            &dir.join(vk),
            &dir.join(proof),
            &dir.join("public.json"),
            None,
            None,
        )
        .unwrap();
        let curve = a.curve;
        let n = a.inputs.len() as u32;
        let tampered = ec_groth16::with_engine!(curve, ec_groth16::engines::native, |E| {
            let mut proof = ark_groth16::Proof::<E>::deserialize_compressed(&a.proof[..]).unwrap();
            proof.a = -proof.a;
            encode_compressed(&proof)
        });
        let id = pallet_groth16_verifier::key_id(curve, Some(&alice), &a.vk);
        let inputs = Value::unnamed_composite(a.inputs.iter().map(Value::from_bytes));
        let curve_name = format!("{curve:?}");
        let calls = [
            (
                "register_vk",
                vec![variant(&curve_name), Value::from_bytes(&a.vk)],
                Ok("Groth16Verifier::KeyRegistered"),
            ),
            (
                "verify",
                vec![
                    Value::from_bytes(id),
                    Value::from_bytes(&a.proof),
                    inputs.clone(),
                ],
                Ok("Groth16Verifier::ProofVerified"),
            ),
            (
                "verify",
                vec![Value::from_bytes(id), Value::from_bytes(&tampered), inputs],
                Err("InvalidProof"),
            ),
        ];
        for (call, args, expected) in calls {
            let step = ProfileCall {
                what: format!("{dir:?} {call} {expected:?}"),
                call,
                args,
                expected,
                charged_ms: charged(curve, call, n),
            };
            profile_call(&node, &client, &mut offset, &mut over, step).await;
        }
    }
    // gnark's proofs with commitments (one on BN254, two on BLS12-381): valid, and with the
    // proof of knowledge (the last point) moved to the generator invalid, each within the
    // profile's weights for keys with commitments.
    for (dir, c) in [("gnark/bn254/commit", 1), ("gnark/bls12_381/commits", 2)] {
        let f = |name: &str| fixtures.join(dir).join(name);
        let a = ec_groth16::formats::load_with(
            &f("vk.bin"),
            &f("proof.bin"),
            &f("public.json"),
            None,
            None,
            ec_groth16::CommitmentHash::Bsb22,
        )
        .unwrap();
        let (curve, n) = (a.curve, a.inputs.len() as u32);
        let mut moved = a.proof.clone();
        let generator = ec_groth16::with_engine!(curve, ec_groth16::engines::native, |E| {
            encode_compressed(&<E as ark_ec::pairing::Pairing>::G1Affine::generator())
        });
        let at = moved.len() - generator.len();
        moved[at..].copy_from_slice(&generator);
        // A batch is charged at `MaxCommitments` commitments, as `costs::verify_batch` does.
        let most: u32 =
            <ec_runtime::Runtime as pallet_groth16_verifier::Config>::MaxCommitments::get();
        let charge = |call: &str| {
            ms(pallet_groth16_verifier::costs::with_margin(
                match (curve, call) {
                    (Curve::Bn254, "register_vk") => W::register_vk_commitments_bn254(n, c),
                    (Curve::Bn254, "verify_batch") => W::verify_batch_commitments_bn254(2, n, most),
                    (Curve::Bn254, _) => W::verify_commitments_bn254(n, c),
                    (Curve::Bls12_381, "register_vk") => W::register_vk_commitments_bls12_381(n, c),
                    (Curve::Bls12_381, "verify_batch") => {
                        W::verify_batch_commitments_bls12_381(2, n, most)
                    }
                    (Curve::Bls12_381, _) => W::verify_commitments_bls12_381(n, c),
                    _ => unreachable!("BN254 and BLS12-381 fixtures only"),
                },
            ))
        };
        let id = pallet_groth16_verifier::key_id(curve, Some(&alice), &a.vk);
        let inputs = Value::unnamed_composite(a.inputs.iter().map(Value::from_bytes));
        let verify = |proof: &[u8]| {
            vec![
                Value::from_bytes(id),
                Value::from_bytes(proof),
                inputs.clone(),
            ]
        };
        // The same proof twice is a valid batch: each proof gets its own coefficient.
        let batch = |proofs: &[&[u8]]| {
            vec![
                Value::from_bytes(id),
                Value::unnamed_composite(proofs.iter().map(|proof| {
                    Value::unnamed_composite([Value::from_bytes(proof), inputs.clone()])
                })),
            ]
        };
        for (call, args, expected) in [
            (
                "register_vk",
                vec![variant(&format!("{curve:?}")), Value::from_bytes(&a.vk)],
                Ok("Groth16Verifier::KeyRegistered"),
            ),
            (
                "verify",
                verify(&a.proof),
                Ok("Groth16Verifier::ProofVerified"),
            ),
            ("verify", verify(&moved), Err("InvalidProof")),
            (
                "verify_batch",
                batch(&[&a.proof, &a.proof]),
                Ok("Groth16Verifier::BatchVerified"),
            ),
            (
                "verify_batch",
                batch(&[&a.proof, &moved]),
                Err("InvalidProof"),
            ),
        ] {
            let step = ProfileCall {
                what: format!("{dir} ({c} commitments) {call} {expected:?}"),
                call,
                args,
                expected,
                charged_ms: charge(call),
            };
            profile_call(&node, &client, &mut offset, &mut over, step).await;
        }
    }
    // SP1's template fixture through `verify_sp1` (its key registered as a BN254 key): valid,
    // and with another nonce invalid; the same answers as the other profiles'.
    let sp1 = fixtures.join("sp1/v6.0");
    let a = ec_groth16::formats::load(
        &sp1.join("groth16_vk.bin"),
        &sp1.join("groth16-fixture.json"),
        &sp1.join("groth16-fixture.json"),
        None,
        Some(ec_groth16::formats::Format::Sp1),
    )
    .unwrap();
    let parts = a.sp1.clone().expect("an SP1 proof");
    let id = pallet_groth16_verifier::key_id(Curve::Bn254, Some(&alice), &a.vk);
    let mut other_nonce = parts.proof.clone();
    other_nonce[ec_groth16::sp1::HEAD - 1] ^= 1;
    let sp1_call = |proof: &[u8]| {
        vec![
            Value::from_bytes(id),
            Value::from_bytes(parts.program),
            Value::from_bytes(&parts.public_values),
            Value::from_bytes(proof),
        ]
    };
    let verify_ms = ms(pallet_groth16_verifier::costs::with_margin(W::verify_sp1(
        parts.public_values.len() as u32,
    )));
    for (call, args, expected, charged_ms) in [
        (
            "register_vk",
            vec![variant("Bn254"), Value::from_bytes(&a.vk)],
            Ok("Groth16Verifier::KeyRegistered"),
            charged(Curve::Bn254, "register_vk", 5),
        ),
        (
            "verify_sp1",
            sp1_call(&parts.proof),
            Ok("Groth16Verifier::Sp1ProofVerified"),
            verify_ms,
        ),
        (
            "verify_sp1",
            sp1_call(&other_nonce),
            Err("InvalidProof"),
            verify_ms,
        ),
    ] {
        let step = ProfileCall {
            what: format!("SP1 {call} {expected:?}"),
            call,
            args,
            expected,
            charged_ms,
        };
        profile_call(&node, &client, &mut offset, &mut over, step).await;
    }
    assert!(
        over.is_empty(),
        "blocks over their charge at the least of {TRIES} tries: {over:?}"
    );
}

/// `ec-node groth16 submit` against a running node: a snarkjs proof registers its key and
/// verifies (exit 0), a tampered proof of the same key is rejected as invalid (exit 1), a batch
/// verifies, and a malformed proof file or a secret on the command line is bad input (exit 2);
/// the printed events are the chain's.
#[tokio::test(flavor = "multi_thread")]
async fn groth16_submit_command() {
    let _cores = CORES.lock().await;
    let (node, _client) = start_node().await;
    let url = format!("ws://127.0.0.1:{}", node.2);
    let submit = |args: Vec<String>| {
        let url = url.clone();
        async move {
            let output = tokio::process::Command::new(env!("CARGO_BIN_EXE_ec-node"))
                .args(["groth16", "submit", "--url", &url])
                .args(&args)
                .output()
                .await
                .unwrap();
            let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
            (
                output.status.code(),
                text(&output.stdout),
                text(&output.stderr),
            )
        }
    };
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../groth16/fixtures/snarkjs/bn128");
    let path = |name: &str| dir.join(name).display().to_string();
    let files = |vk: &str, proof: &str, public: &str| {
        vec![
            "--vk".into(),
            vk.into(),
            "--proof".into(),
            proof.into(),
            "--public".into(),
            public.into(),
        ]
    };
    let valid = files(
        &path("verification_key.json"),
        &path("proof.json"),
        &path("public.json"),
    );

    let (status, out, err) = submit(valid.clone()).await;
    assert_eq!(status, Some(0), "valid proof: {out}{err}");
    for expected in [
        "Groth16Verifier::KeyRegistered",
        "Groth16Verifier::ProofVerified",
        "System::ExtrinsicSuccess",
        "TransactionPayment::TransactionFeePaid",
        "weight charged:",
        "result: verified on chain",
    ] {
        assert!(
            out.contains(expected),
            "valid proof, no `{expected}` in: {out}"
        );
    }

    // The same key in arkworks bytes, with a proof whose `A` is negated: well-formed, invalid.
    let a = ec_groth16::formats::load(
        &dir.join("verification_key.json"),
        &dir.join("proof.json"),
        &dir.join("public.json"),
        None,
        None,
    )
    .unwrap();
    let tampered = ec_groth16::with_engine!(a.curve, ec_groth16::engines::native, |E| {
        let mut proof = ark_groth16::Proof::<E>::deserialize_compressed(&a.proof[..]).unwrap();
        proof.a = -proof.a;
        encode_compressed(&proof)
    });
    let tmp = std::env::temp_dir().join(format!("ec-node-submit-{}", node.2));
    std::fs::create_dir_all(&tmp).unwrap();
    let (vk_file, tampered_file, garbage_file) = (
        tmp.join("vk.bin"),
        tmp.join("tampered.bin"),
        tmp.join("garbage.bin"),
    );
    std::fs::write(&vk_file, &a.vk).unwrap();
    std::fs::write(&tampered_file, tampered).unwrap();
    std::fs::write(&garbage_file, [7u8; 100]).unwrap();
    let show = |p: &std::path::Path| p.display().to_string();
    let (status, out, err) = submit(files(
        &show(&vk_file),
        &show(&tampered_file),
        &path("public.json"),
    ))
    .await;
    assert_eq!(status, Some(1), "tampered proof: {out}{err}");
    for expected in [
        "the key is registered already",
        "System::ExtrinsicFailed",
        "InvalidProof",
        "weight charged:",
    ] {
        assert!(
            out.contains(expected),
            "tampered proof, no `{expected}` in: {out}"
        );
    }

    // Two proofs: one `verify_batch`.
    let mut batch = valid.clone();
    batch.extend([
        "--proof".into(),
        path("proof.json"),
        "--public".into(),
        path("public.json"),
    ]);
    let (status, out, err) = submit(batch).await;
    assert_eq!(status, Some(0), "batch: {out}{err}");
    assert!(
        out.contains("Groth16Verifier::BatchVerified"),
        "batch: {out}"
    );

    // gnark circuits with commitments: two commitments, and a key for gnark's Solidity
    // verifier (Keccak-256, said on the command line); a proof whose proof of knowledge is
    // moved is invalid.
    let gnark =
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../groth16/fixtures/gnark");
    use ec_groth16::CommitmentHash::{Bsb22, Keccak256};
    for (dir, hash, hash_arg) in [
        ("bls12_381/commits", Bsb22, "bsb22"),
        ("bn254/keccak", Keccak256, "keccak256"),
    ] {
        let f = |name: &str| gnark.join(dir).join(name).display().to_string();
        let mut args = files(&f("vk.bin"), &f("proof.bin"), &f("public.json"));
        args.extend(["--commitment-hash".into(), hash_arg.into()]);
        let (status, out, err) = submit(args.clone()).await;
        assert_eq!(status, Some(0), "{dir}: {out}{err}");
        assert!(
            out.contains("Groth16Verifier::ProofVerified"),
            "{dir}: {out}"
        );
        let a = ec_groth16::formats::load_with(
            &gnark.join(dir).join("vk.bin"),
            &gnark.join(dir).join("proof.bin"),
            &gnark.join(dir).join("public.json"),
            None,
            None,
            hash,
        )
        .unwrap();
        // The proof of knowledge, the last point, replaced by the generator.
        let mut proof = a.proof.clone();
        let generator = ec_groth16::with_engine!(a.curve, ec_groth16::engines::native, |E| {
            encode_compressed(&<E as ark_ec::pairing::Pairing>::G1Affine::generator())
        });
        let at = proof.len() - generator.len();
        proof[at..].copy_from_slice(&generator);
        let moved = tmp.join(format!("{}-pok.bin", dir.replace('/', "-")));
        let arkworks_vk = tmp.join(format!("{}-vk.bin", dir.replace('/', "-")));
        std::fs::write(&moved, proof).unwrap();
        // The key in the on-chain encoding as `load_with` wrote it, its hash recorded.
        std::fs::write(&arkworks_vk, &a.vk).unwrap();
        let (status, out, err) =
            submit(files(&show(&arkworks_vk), &show(&moved), &f("public.json"))).await;
        assert_eq!(
            status,
            Some(1),
            "{dir} moved proof of knowledge: {out}{err}"
        );
        assert!(out.contains("InvalidProof"), "{dir}: {out}");
    }

    // SP1's template fixture under SP1 6.0's key: `verify_sp1` checks its envelope and verifies
    // it on chain; under 6.10's key it is refused before anything is sent, as made for another
    // version's key.
    let sp1 = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../groth16/fixtures/sp1");
    let fixture = sp1.join("v6.0/groth16-fixture.json").display().to_string();
    for (key, status_wanted, wanted) in [
        (
            "v6.0/groth16_vk.bin",
            Some(0),
            "Groth16Verifier::Sp1ProofVerified",
        ),
        ("v6.10/groth16_vk.bin", Some(2), "made for SP1 6.0's key"),
    ] {
        let mut args = files(&sp1.join(key).display().to_string(), &fixture, &fixture);
        args.extend(["--format".into(), "sp1".into()]);
        let (status, out, err) = submit(args).await;
        assert_eq!(status, status_wanted, "SP1 {key}: {out}{err}");
        assert!(
            out.contains(wanted) || err.contains(wanted),
            "SP1 {key}: {out}{err}"
        );
    }

    let (status, out, err) = submit(files(
        &path("verification_key.json"),
        &show(&garbage_file),
        &path("public.json"),
    ))
    .await;
    assert_eq!(status, Some(2), "malformed proof: {out}{err}");
    assert!(err.contains("bad input"), "malformed proof: {err}");

    let mut secret = valid.clone();
    secret.extend([
        "--suri".into(),
        "bottom drive obey lake curtain smoke basket hold race lonely fit walk".into(),
    ]);
    let (status, out, err) = submit(secret).await;
    assert_eq!(status, Some(2), "a phrase on the command line: {out}{err}");
    assert!(
        err.contains("--suri-file") && !err.contains("bottom drive"),
        "{err}"
    );
    std::fs::remove_dir_all(&tmp).unwrap();
}

/// The production node has no `benchmark` subcommand: its help lists its commands (the
/// `groth16` one among them) without it, and the command line parser refuses it by name, so the
/// test fails if the binary fails for any other cause.
#[test]
fn production_node_has_no_benchmark_command() {
    let node = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_ec-node"))
            .args(args)
            .output()
            .unwrap()
    };
    let help = node(&["--help"]);
    let help_text = String::from_utf8_lossy(&help.stdout);
    assert!(help.status.success(), "{help:?}");
    let commands: Vec<&str> = help_text
        .lines()
        .skip_while(|line| !line.starts_with("Commands:"))
        .skip(1)
        .take_while(|line| !line.is_empty())
        // A command's line starts with two spaces, its help's continuation with more.
        .filter_map(|line| {
            line.strip_prefix("  ")
                .filter(|rest| !rest.starts_with(' '))
        })
        .filter_map(|line| line.split_whitespace().next())
        .collect();
    assert!(commands.contains(&"groth16"), "{help_text}");
    assert!(!commands.contains(&"benchmark"), "{help_text}");

    let benchmark = node(&["benchmark", "pallet", "--help"]);
    let error = String::from_utf8_lossy(&benchmark.stderr);
    assert!(!benchmark.status.success());
    assert!(
        error.contains("unrecognized subcommand 'benchmark'"),
        "{error}"
    );
}

/// With `--wasm-cache-dir`, the node builds the dev chain's genesis state itself (with the
/// cache, `chain_spec::named_built`) instead of through sc-chain-spec's builder, which
/// compiles the runtime at every start. `export-chain-spec --raw` takes the same path as a running
/// node. Its genesis must be the state sc-chain-spec's builder makes of the preset: the runtime's
/// default config merged with the preset (`sc_chain_spec::json_merge`), then `build_state`, with
/// the runtime's code at `:code`. The reference is made here by the runtime's `GenesisBuilder`
/// run natively. The fields beside the genesis are sc-chain-spec's, written from the node's
/// builder in both paths; the test checks that they name the dev chain.
///
/// Why not sc-chain-spec's builder itself as the reference (`export-chain-spec --raw` without the
/// cache), as before: it compiled the 7 MB runtime uncached at every run, 8 to 9 seconds of the
/// test command on 2 cores (and longer on a slowed VM).
#[test]
fn dev_genesis_built_with_the_wasm_cache_is_the_presets_state() {
    // The runtime's genesis API, natively.
    use sp_genesis_builder::runtime_decl_for_genesis_builder::GenesisBuilderV1 as _;
    let _cores = crate::CORES.blocking_lock();
    let out = Command::new(env!("CARGO_BIN_EXE_ec-node"))
        .args([
            "export-chain-spec",
            "--chain",
            "dev",
            "--raw",
            "--wasm-cache-dir",
        ])
        .arg(crate::wasm_cache())
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let mut built: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    for (field, value) in [
        ("name", "EC development"),
        ("id", "ec_dev"),
        ("chainType", "Development"),
    ] {
        assert_eq!(built[field], value, "{field}");
    }

    // The state, built natively as sc-chain-spec builds a named preset.
    let mut ext = sp_state_machine::BasicExternalities::new_empty();
    ext.execute_with(|| {
        let preset = |id: Option<&str>| -> serde_json::Value {
            let id = id.map(str::to_string);
            let json = ec_runtime::Runtime::get_preset(&id).expect("the runtime has the preset");
            serde_json::from_slice(&json).unwrap()
        };
        let mut config = preset(None);
        sc_chain_spec::json_merge(
            &mut config,
            preset(Some(sp_genesis_builder::DEV_RUNTIME_PRESET)),
        );
        ec_runtime::Runtime::build_state(serde_json::to_vec(&config).unwrap())
            .expect("build_state");
    });
    let mut storage = ext.into_storages();
    storage.top.insert(
        sp_core::storage::well_known_keys::CODE.to_vec(),
        ec_runtime::WASM_BINARY.unwrap().to_vec(),
    );
    let hex = |bytes: &[u8]| serde_json::Value::String(sp_core::bytes::to_hex(bytes, false));
    let top: serde_json::Map<_, _> = storage
        .top
        .iter()
        .map(|(key, value)| (sp_core::bytes::to_hex(key, false), hex(value)))
        .collect();
    assert!(top.len() > 10, "{top:?}");
    assert!(storage.children_default.is_empty());
    assert_eq!(
        built["genesis"].take(),
        serde_json::json!({ "raw": { "top": top, "childrenDefault": {} } })
    );
}

fn encode_compressed<T: CanonicalSerialize>(value: &T) -> Vec<u8> {
    let mut bytes = Vec::new();
    value.serialize_compressed(&mut bytes).unwrap();
    bytes
}
