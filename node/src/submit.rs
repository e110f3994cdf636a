//! `ec-node groth16 submit`: proofs from files verified on chain by `pallet-groth16-verifier`,
//! through a node's JSON-RPC (subxt): the key registered first unless it is already, then one
//! `verify` (`verify_sp1` for an SP1 proof, `verify_batch` for several proofs), and the block,
//! events, weight and fee printed.
//!
//! The calls are this node's runtime types, encoded as `groth16 encode` prints them, and checked
//! against the chain's metadata before they are signed; the events are decoded as this node's
//! runtime's. So it talks to a chain running this node's runtime (`--dev`, `--chain dev-rfc163`,
//! `--chain dev-polkadot`, and the `local` chains of `scripts/network.sh`).

use crate::proof_calls::{
    hex, parse_curve, register_call, verify_call, CommitmentHashArg, FormatArg,
};
use codec::{Decode, Encode};
use ec_groth16::{formats, Curve};
use ec_runtime::{Runtime, RuntimeEvent};
use frame_support::traits::PalletInfo as _;
use pallet_groth16_verifier::{key_id, KeyId};
use std::{fmt, path::PathBuf};
use subxt::{OnlineClient, PolkadotConfig};
use subxt_signer::{sr25519::Keypair, SecretUri};

/// The environment variable that may hold the signer's secret URI, seed or phrase.
pub const SURI_VAR: &str = "EC_NODE_SURI";

/// `groth16 submit`.
#[derive(Debug, clap::Args)]
pub struct SubmitCmd {
    /// Verifying key: arkworks bytes, snarkjs `verification_key.json`, gnark binary, or SP1's
    /// `groth16_vk.bin`.
    #[arg(long)]
    pub vk: PathBuf,
    /// Proof: arkworks bytes, snarkjs `proof.json`, gnark binary, or an SP1 proof (bytes, hex,
    /// or SP1's fixture JSON). Repeat it (with `--public`) for a batch: the n-th `--proof` goes
    /// with the n-th `--public`.
    #[arg(long, required = true)]
    pub proof: Vec<PathBuf>,
    /// Public inputs: a JSON array of decimal strings (snarkjs `public.json`); for SP1, a JSON
    /// object with the program's `vkey` hash and `publicValues`.
    #[arg(long, required = true)]
    pub public: Vec<PathBuf>,
    /// The curve; detected when left out.
    #[arg(long, value_parser = parse_curve)]
    pub curve: Option<Curve>,
    /// The files' format.
    #[arg(long, value_enum, default_value_t = FormatArg::Auto)]
    pub format: FormatArg,
    /// The hash of a gnark key's commitments (the key file does not record it): gnark's
    /// default, or Keccak-256 for keys made for gnark's Solidity verifier.
    #[arg(long, value_enum, default_value_t = CommitmentHashArg::Bsb22)]
    pub commitment_hash: CommitmentHashArg,
    /// The node's JSON-RPC endpoint (`ws://` on this machine, `wss://` elsewhere).
    #[arg(long, default_value = "ws://127.0.0.1:9944")]
    pub url: String,
    /// The signer, a development account: `//Alice` (the default), `//Bob`, …. Any other
    /// secret is refused here, where other users of the machine could read it: give it with
    /// `--suri-file` or the environment variable `EC_NODE_SURI`.
    #[arg(long)]
    pub suri: Option<String>,
    /// A file holding the signer's secret URI, seed (`0x…`) or phrase.
    #[arg(long, conflicts_with = "suri")]
    pub suri_file: Option<PathBuf>,
}

/// Why a submission did not end in a verdict (exit status 2).
#[derive(Debug)]
enum Failure {
    /// The files, the signer or the arguments.
    BadInput(String),
    /// The node could not be reached, or the transaction did not reach a block.
    Connection(String),
    /// The chain refused the call for a reason other than an invalid proof.
    Dispatch(String),
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::BadInput(e) => write!(f, "bad input: {e}"),
            Failure::Connection(e) => write!(f, "connection: {e}"),
            Failure::Dispatch(e) => write!(f, "dispatch error: {e}"),
        }
    }
}

/// What a transaction did, from its events.
struct Included {
    block: u64,
    events: Vec<RuntimeEvent>,
    /// The weight charged (`ref_time` in picoseconds, `proof_size` in bytes).
    weight: sp_runtime::Weight,
    fee: Option<ec_runtime::Balance>,
    /// `None` on success.
    error: Option<sp_runtime::DispatchError>,
}

impl SubmitCmd {
    /// Runs the command; the process exit status.
    pub fn run(&self) -> i32 {
        let runtime = match tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
        {
            Ok(runtime) => runtime,
            Err(e) => {
                eprintln!("error: cannot start the async runtime: {e}");
                return 2;
            }
        };
        match runtime.block_on(self.submit()) {
            Ok(true) => 0,
            Ok(false) => 1,
            Err(failure) => {
                eprintln!("error: {failure}");
                2
            }
        }
    }

    /// The signer's secret URI, from `--suri`, `--suri-file`, `EC_NODE_SURI` or `//Alice`.
    fn secret_uri(&self) -> Result<(String, &'static str), Failure> {
        if let Some(uri) = &self.suri {
            if !uri.starts_with("//") {
                return Err(Failure::BadInput(format!(
                    "--suri takes a development account (`//Alice`); give other secrets with \
                     --suri-file or {SURI_VAR}"
                )));
            }
            return Ok((uri.clone(), "--suri"));
        }
        if let Some(path) = &self.suri_file {
            let text = std::fs::read_to_string(path)
                .map_err(|e| Failure::BadInput(format!("{}: {e}", path.display())))?;
            return Ok((text.trim().to_string(), "--suri-file"));
        }
        if let Ok(text) = std::env::var(SURI_VAR) {
            return Ok((text.trim().to_string(), SURI_VAR));
        }
        Ok(("//Alice".into(), "the default"))
    }

    fn signer(&self) -> Result<(Keypair, String), Failure> {
        let (uri, from) = self.secret_uri()?;
        // Never echo the secret: a parse error names where it came from only.
        let keypair = uri
            .parse::<SecretUri>()
            .ok()
            .and_then(|uri| Keypair::from_uri(&uri).ok())
            .ok_or_else(|| {
                Failure::BadInput(format!("the signer from {from} is not a secret URI"))
            })?;
        let label = if uri.starts_with("//") {
            uri
        } else {
            from.into()
        };
        Ok((keypair, label))
    }

    async fn submit(&self) -> Result<bool, Failure> {
        if self.proof.len() != self.public.len() {
            return Err(Failure::BadInput(format!(
                "{} --proof and {} --public: give one --public per --proof",
                self.proof.len(),
                self.public.len()
            )));
        }
        let proofs = self
            .proof
            .iter()
            .zip(&self.public)
            .map(|(proof, public)| {
                formats::load_with(
                    &self.vk,
                    proof,
                    public,
                    self.curve,
                    self.format.format(),
                    self.commitment_hash.into(),
                )
                .map_err(|e| Failure::BadInput(format!("{}: {e}", proof.display())))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let first = &proofs[0];
        let (keypair, signer) = self.signer()?;
        let account = ec_runtime::AccountId::from(keypair.public_key().0);
        let id: KeyId = key_id(first.curve, Some(&account), &first.vk);
        let register = register_call(first).map_err(Failure::BadInput)?;
        let verify = verify_call(id, &proofs).map_err(Failure::BadInput)?;

        let client = OnlineClient::<PolkadotConfig>::from_url(&self.url)
            .await
            .map_err(|e| Failure::Connection(format!("{}: {e}", self.url)))?;
        println!(
            "{} {}: {} proof(s), {} public input(s) each; signer {signer}; key {}",
            first.format.name(),
            first.curve,
            proofs.len(),
            first.inputs.len(),
            hex(&id),
        );

        if key_registered(&client, id).await? {
            println!("register_vk: the key is registered already");
        } else {
            let included = submit(&client, &keypair, &register).await?;
            print_included("register_vk", &included);
            if let Some(error) = included.error {
                return Err(Failure::Dispatch(format!(
                    "register_vk: {}",
                    describe(&error)
                )));
            }
        }
        let call = match &proofs[..] {
            [a] if a.sp1.is_some() => "verify_sp1",
            [_] => "verify",
            _ => "verify_batch",
        };
        let included = submit(&client, &keypair, &verify).await?;
        print_included(call, &included);
        let (verified, result) = match included.error {
            None => {
                println!("result: verified on chain");
                (true, "verified")
            }
            Some(error) if is_invalid_proof(&error) => {
                println!("result: the chain rejected the proof as invalid (InvalidProof)");
                (false, "invalid")
            }
            Some(error) => return Err(Failure::Dispatch(format!("{call}: {}", describe(&error)))),
        };
        // One line for scripts (`scripts/demo.sh` reads it).
        println!(
            "summary: result={result} call={call} curve={} block={} weight_ms={:.3} fee={}",
            first.curve,
            included.block,
            included.weight.ref_time() as f64 / 1e9,
            included.fee.unwrap_or(0),
        );
        Ok(verified)
    }
}

/// Whether `Groth16Verifier.Keys` holds `id` at the newest block.
async fn key_registered(client: &OnlineClient<PolkadotConfig>, id: KeyId) -> Result<bool, Failure> {
    let key = pallet_groth16_verifier::Keys::<Runtime>::hashed_key_for(id);
    let at = client
        .at_current_block()
        .await
        .map_err(|e| Failure::Connection(e.to_string()))?;
    match at.storage().fetch_raw(key).await {
        Ok(_) => Ok(true),
        Err(subxt::error::StorageError::NoValueFound) => Ok(false),
        Err(e) => Err(Failure::Connection(format!(
            "reading the key's storage: {e}"
        ))),
    }
}

/// Signs and submits `call`, waits for its block, and reads its events.
async fn submit(
    client: &OnlineClient<PolkadotConfig>,
    signer: &Keypair,
    call: &ec_runtime::RuntimeCall,
) -> Result<Included, Failure> {
    let at = client
        .at_current_block()
        .await
        .map_err(|e| Failure::Connection(e.to_string()))?;
    let payload = at
        .transactions()
        .from_call_data_bytes(&call.encode())
        .map_err(|e| {
            Failure::Dispatch(format!("the chain's metadata does not take the call: {e}"))
        })?;
    let in_block = at
        .transactions()
        .sign_and_submit_then_watch_default(&payload, signer)
        .await
        .map_err(|e| Failure::Dispatch(format!("the node refused the transaction: {e}")))?
        .wait_for_finalized()
        .await
        .map_err(|e| Failure::Connection(format!("waiting for the block: {e}")))?;
    let events = in_block
        .fetch_events()
        .await
        .map_err(|e| Failure::Connection(format!("reading the events: {e}")))?;
    let block = in_block
        .at()
        .await
        .map_err(|e| Failure::Connection(e.to_string()))?
        .block_number();
    let mut included = Included {
        block,
        events: Vec::new(),
        weight: Default::default(),
        fee: None,
        error: None,
    };
    for event in events.iter() {
        let event = event.map_err(|e| Failure::Connection(format!("an event: {e}")))?;
        let bytes = [
            &[event.pallet_index(), event.event_index()][..],
            event.field_bytes(),
        ]
        .concat();
        let event = RuntimeEvent::decode(&mut &bytes[..]).map_err(|e| {
            Failure::Connection(format!("an event this node's runtime does not know: {e}"))
        })?;
        match &event {
            RuntimeEvent::System(frame_system::Event::ExtrinsicSuccess { dispatch_info }) => {
                included.weight = dispatch_info.weight;
            }
            RuntimeEvent::System(frame_system::Event::ExtrinsicFailed {
                dispatch_error,
                dispatch_info,
            }) => {
                included.weight = dispatch_info.weight;
                included.error = Some(*dispatch_error);
            }
            RuntimeEvent::TransactionPayment(
                pallet_transaction_payment::Event::TransactionFeePaid { actual_fee, .. },
            ) => included.fee = Some(*actual_fee),
            _ => {}
        }
        included.events.push(event);
    }
    Ok(included)
}

fn print_included(call: &str, included: &Included) {
    println!("{call}: in block #{}", included.block);
    for event in &included.events {
        println!("  event {}", show_event(event));
    }
    println!(
        "  weight charged: {:.3} ms ({} ps), proof size {} bytes",
        included.weight.ref_time() as f64 / 1e9,
        included.weight.ref_time(),
        included.weight.proof_size()
    );
    match included.fee {
        Some(fee) => println!("  fee: {fee} (smallest units)"),
        None => println!("  fee: none"),
    }
}

/// `Pallet::Event { fields }`, from the event's `Debug` form `Pallet(Event::Event { fields })`.
fn show_event(event: &RuntimeEvent) -> String {
    let text = format!("{event:?}");
    match text.split_once("(Event::") {
        Some((pallet, rest)) => format!("{pallet}::{}", rest.strip_suffix(')').unwrap_or(rest)),
        None => text,
    }
}

/// The `Groth16Verifier` error a dispatch error stands for, if it is one.
fn verifier_error(
    error: &sp_runtime::DispatchError,
) -> Option<pallet_groth16_verifier::Error<Runtime>> {
    let sp_runtime::DispatchError::Module(module) = error else {
        return None;
    };
    let pallet = <Runtime as frame_system::Config>::PalletInfo::index::<
        pallet_groth16_verifier::Pallet<Runtime>,
    >()?;
    if module.index as usize != pallet {
        return None;
    }
    pallet_groth16_verifier::Error::<Runtime>::decode(&mut &module.error[..]).ok()
}

/// `Groth16Verifier`'s `InvalidProof`.
fn is_invalid_proof(error: &sp_runtime::DispatchError) -> bool {
    matches!(
        verifier_error(error),
        Some(pallet_groth16_verifier::Error::InvalidProof)
    )
}

/// A dispatch error with the pallet error's name where it is one.
fn describe(error: &sp_runtime::DispatchError) -> String {
    match verifier_error(error) {
        Some(e) => format!("Groth16Verifier::{e:?}"),
        None => format!("{error:?}"),
    }
}
