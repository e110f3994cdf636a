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
use crate::tx::{exit_status, print_included, submit, Account, Failure};
use codec::Decode;
use ec_groth16::{formats, Curve};
use ec_runtime::Runtime;
use frame_support::traits::PalletInfo as _;
use pallet_groth16_verifier::{key_id, KeyId};
use std::path::PathBuf;
use subxt::{OnlineClient, PolkadotConfig};

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
    #[clap(flatten)]
    pub account: Account,
}

impl SubmitCmd {
    /// Runs the command; the process exit status.
    pub fn run(&self) -> i32 {
        exit_status(async {
            Ok(match self.submit().await? {
                true => 0,
                false => 1,
            })
        })
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
        let (keypair, signer) = self.account.signer()?;
        let account = ec_runtime::AccountId::from(keypair.public_key().0);
        let id: KeyId = key_id(first.curve, Some(&account), &first.vk);
        let register = register_call(first).map_err(Failure::BadInput)?;
        let verify = verify_call(id, &proofs).map_err(Failure::BadInput)?;

        let client = self.account.connect().await?;
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
