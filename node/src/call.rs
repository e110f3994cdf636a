//! `ec-node call`: any call of this node's runtime, given as SCALE call data, signed and
//! submitted through a node's JSON-RPC; its block, events, weight and outcome printed.

use crate::tx::{exit_status, print_included, submit, Account, Failure};
use codec::DecodeLimit;
use ec_runtime::RuntimeCall;
use frame_support::traits::GetCallMetadata;
use std::path::PathBuf;

/// The most call data this command reads: the runtime's block length limit (5 MiB).
const MAX_CALL: u64 = 5 * 1024 * 1024;

/// `call`.
#[derive(Debug, clap::Args)]
pub struct CallCmd {
    /// The call data in hex (`0x…`), as `groth16 encode` or polkadot.js print it.
    #[arg(long, required_unless_present = "call_file")]
    pub call: Option<String>,
    /// A file holding the call data in hex (for calls longer than a command line takes).
    #[arg(long, conflicts_with = "call")]
    pub call_file: Option<PathBuf>,
    #[clap(flatten)]
    pub account: Account,
}

impl CallCmd {
    /// Runs the command; the process exit status: 0 the call succeeded, 1 it was dispatched
    /// and failed (the error printed), 2 otherwise (with a message).
    pub fn run(&self) -> i32 {
        exit_status(self.submit())
    }

    /// The call, decoded as this node's runtime's (so a call the runtime does not know is
    /// refused before it is signed).
    fn decoded(&self) -> Result<RuntimeCall, Failure> {
        let text = match (&self.call, &self.call_file) {
            (Some(text), _) => text.clone(),
            (None, Some(path)) => {
                let bad = |e: std::io::Error| Failure::BadInput(format!("{}: {e}", path.display()));
                if std::fs::metadata(path).map_err(bad)?.len() > 2 * MAX_CALL + 3 {
                    return Err(Failure::BadInput(format!(
                        "{}: longer than a block holds",
                        path.display()
                    )));
                }
                std::fs::read_to_string(path).map_err(bad)?
            }
            (None, None) => return Err(Failure::BadInput("give --call or --call-file".into())),
        };
        let text = text.trim();
        let digits = text.strip_prefix("0x").unwrap_or(text);
        if digits.len() % 2 != 0 || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(Failure::BadInput("the call data is not hex".into()));
        }
        let bytes = (0..digits.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&digits[i..i + 2], 16))
            .collect::<Result<Vec<u8>, _>>()
            .map_err(|e| Failure::BadInput(format!("the call data: {e}")))?;
        let mut input = &bytes[..];
        let call =
            RuntimeCall::decode_with_depth_limit(frame_support::MAX_EXTRINSIC_DEPTH, &mut input)
                .map_err(|e| {
                    Failure::BadInput(format!("not a call of this node's runtime: {e}"))
                })?;
        if !input.is_empty() {
            return Err(Failure::BadInput(format!(
                "{} bytes after the call",
                input.len()
            )));
        }
        Ok(call)
    }

    async fn submit(&self) -> Result<i32, Failure> {
        let call = self.decoded()?;
        let metadata = call.get_call_metadata();
        let name = format!("{}.{}", metadata.pallet_name, metadata.function_name);
        let (keypair, signer) = self.account.signer()?;
        let client = self.account.connect().await?;
        println!("{name}, signer {signer}");
        let included = submit(&client, &keypair, &call).await?;
        print_included(&name, &included);
        let (status, result) = match &included.error {
            None => (0, "ok"),
            Some(error) => {
                println!("result: dispatched and failed: {error:?}");
                (1, "failed")
            }
        };
        // One line for scripts (`scripts/network.py` reads it).
        println!(
            "summary: result={result} call={name} block={} weight_ms={:.3}",
            included.block,
            included.weight.ref_time() as f64 / 1e9,
        );
        Ok(status)
    }
}
