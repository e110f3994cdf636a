//! `ec-node runtime-upgrade`: a forkless runtime upgrade, `Sudo.sudo(System.set_code(code))`,
//! signed by the sudo key and submitted through a node's JSON-RPC; then the chain's runtime
//! version read back at the block after it.

use crate::tx::{exit_status, print_included, submit, Account, Failure};
use ec_runtime::{Runtime, RuntimeCall, RuntimeEvent};
use std::path::PathBuf;

/// The largest code this command reads: the runtime's block length limit (5 MiB).
const MAX_CODE: u64 = 5 * 1024 * 1024;

/// How long to wait for the first finalised block on the new code.
const NEXT_BLOCK_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(300);

/// `runtime-upgrade`.
#[derive(Debug, clap::Args)]
pub struct UpgradeCmd {
    /// The new runtime: a Wasm file as the runtime's build writes it (the compressed
    /// `.compact.compressed.wasm` is the smallest transaction). Its spec name must be the
    /// chain's and its spec version higher, or the chain refuses it (`System.set_code`).
    #[arg(long)]
    pub wasm: PathBuf,
    #[clap(flatten)]
    pub account: Account,
}

impl UpgradeCmd {
    /// Runs the command; the process exit status: 0 upgraded, 2 otherwise (with a message).
    pub fn run(&self) -> i32 {
        exit_status(async { self.upgrade().await.map(|()| 0) })
    }

    async fn upgrade(&self) -> Result<(), Failure> {
        let bad = |e: std::io::Error| Failure::BadInput(format!("{}: {e}", self.wasm.display()));
        let size = std::fs::metadata(&self.wasm).map_err(bad)?.len();
        if size > MAX_CODE {
            return Err(Failure::BadInput(format!(
                "{}: {size} bytes, more than a block holds ({MAX_CODE})",
                self.wasm.display()
            )));
        }
        let code = std::fs::read(&self.wasm).map_err(bad)?;
        let (keypair, signer) = self.account.signer()?;
        let client = self.account.connect().await?;
        let before = client.at_current_block().await.map_err(connection)?;
        let old = before.spec_version();
        println!(
            "runtime upgrade: {} ({} bytes), signer {signer}; the chain's spec version now {old}",
            self.wasm.display(),
            code.len()
        );
        let call = RuntimeCall::Sudo(pallet_sudo::Call::<Runtime>::sudo {
            call: Box::new(RuntimeCall::System(
                frame_system::Call::<Runtime>::set_code { code },
            )),
        });
        let included = submit(&client, &keypair, &call).await?;
        print_included("sudo(set_code)", &included);
        if let Some(error) = included.error {
            return Err(Failure::Dispatch(format!("sudo: {error:?}")));
        }
        // `sudo` succeeds whatever its call did: the call's result is in `Sudid`.
        for event in &included.events {
            if let RuntimeEvent::Sudo(pallet_sudo::Event::Sudid {
                sudo_result: Err(error),
            }) = event
            {
                return Err(Failure::Dispatch(format!("set_code: {error:?}")));
            }
        }
        if !included.events.iter().any(|e| {
            matches!(
                e,
                RuntimeEvent::System(frame_system::Event::CodeUpdated { .. })
            )
        }) {
            return Err(Failure::Dispatch(
                "no System.CodeUpdated event: the code was not set".into(),
            ));
        }
        // The new code runs from the block after the one that set it. Every node compiles it
        // first (half a minute for this project's runtime on 2 cores), so wait a few minutes
        // for that block to be finalised, not forever.
        let next_block = async {
            let mut blocks = client.stream_blocks().await.map_err(connection)?;
            loop {
                let block = match blocks.next().await {
                    Some(block) => block.map_err(connection)?,
                    None => return Err(Failure::Connection("the block stream ended".into())),
                };
                if block.number() > included.block {
                    return Ok(block.at().await.map_err(connection)?.spec_version());
                }
            }
        };
        let new = tokio::time::timeout(NEXT_BLOCK_TIMEOUT, next_block)
            .await
            .map_err(|_| {
                Failure::Connection(format!(
                    "no block after #{} finalised within {} s: do the nodes run the new code?",
                    included.block,
                    NEXT_BLOCK_TIMEOUT.as_secs()
                ))
            })??;
        println!(
            "summary: upgraded=yes block={} spec_version={old}->{new}",
            included.block
        );
        if new <= old {
            return Err(Failure::Dispatch(format!(
                "the chain's spec version is {new} after the upgrade"
            )));
        }
        Ok(())
    }
}

fn connection(e: impl std::fmt::Display) -> Failure {
    Failure::Connection(e.to_string())
}
