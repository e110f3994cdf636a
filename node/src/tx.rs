//! Signed transactions through a node's JSON-RPC (subxt), for the commands that submit them
//! (`groth16 submit`, `runtime-upgrade`): the signer and the node from the command line, a call
//! of this node's runtime signed and watched until its block is finalised, and its events
//! decoded as this runtime's.

use codec::{Decode, Encode};
use ec_runtime::RuntimeEvent;
use std::{fmt, path::PathBuf};
use subxt::{OnlineClient, PolkadotConfig};
use subxt_signer::{sr25519::Keypair, SecretUri};

/// The environment variable that may hold the signer's secret URI, seed or phrase.
pub const SURI_VAR: &str = "EC_NODE_SURI";

/// The node and the signer.
#[derive(Debug, clap::Args)]
pub struct Account {
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

/// Why a command did not end in a verdict (exit status 2).
#[derive(Debug)]
pub enum Failure {
    /// The files, the signer or the arguments.
    BadInput(String),
    /// The node could not be reached, or the transaction did not reach a block.
    Connection(String),
    /// The chain refused the call for a reason other than the one the command reports.
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

/// Runs a command's future on a single-threaded runtime; the process exit status: the
/// future's, or 2 with the failure printed.
pub fn exit_status(command: impl std::future::Future<Output = Result<i32, Failure>>) -> i32 {
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
    match runtime.block_on(command) {
        Ok(status) => status,
        Err(failure) => {
            eprintln!("error: {failure}");
            2
        }
    }
}

impl Account {
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

    /// The signer's key pair, and a label for it that never shows a secret.
    pub fn signer(&self) -> Result<(Keypair, String), Failure> {
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

    /// A client of the node.
    pub async fn connect(&self) -> Result<OnlineClient<PolkadotConfig>, Failure> {
        OnlineClient::<PolkadotConfig>::from_url(&self.url)
            .await
            .map_err(|e| Failure::Connection(format!("{}: {e}", self.url)))
    }
}

/// What a transaction did, from its events.
pub struct Included {
    /// The block's number.
    pub block: u64,
    /// The transaction's events, in order.
    pub events: Vec<RuntimeEvent>,
    /// The weight charged (`ref_time` in picoseconds, `proof_size` in bytes).
    pub weight: sp_runtime::Weight,
    /// The fee paid, if any.
    pub fee: Option<ec_runtime::Balance>,
    /// `None` on success.
    pub error: Option<sp_runtime::DispatchError>,
}

/// Signs and submits `call`, waits until its block is finalised, and reads its events.
pub async fn submit(
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

/// Prints where `call` went: its block, events, weight and fee.
pub fn print_included(call: &str, included: &Included) {
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
