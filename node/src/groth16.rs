//! `ec-node groth16`: Groth16 files (arkworks, snarkjs, gnark) verified with the runtime's own
//! code, or turned into call data for the verifier pallet.

use crate::proof_calls::{
    hex, parse_curve, register_call, verify_call, CommitmentHashArg, FormatArg,
};
use codec::{Decode, Encode};
use ec_groth16::{
    formats::{self, Artifacts},
    Curve,
};
use pallet_groth16_verifier::{key_id, KeyId};
use std::path::PathBuf;

/// Groth16 proofs from files.
#[derive(Debug, clap::Subcommand)]
pub enum Groth16Cmd {
    /// Verify a proof. Exit status: 0 valid, 1 invalid, 2 bad input (with a message).
    Verify(VerifyCmd),
    /// Print the SCALE call data (hex) of `Groth16Verifier.register_vk` and `.verify`
    /// (`.verify_sp1` for an SP1 proof).
    Encode(EncodeCmd),
    /// Verify proofs on chain: register the key if needed, submit `verify` (`verify_sp1` for
    /// an SP1 proof, `verify_batch` for several proofs), wait for the block. Exit status: 0
    /// verified on chain, 1 rejected as invalid, 2 bad input, connection or dispatch error
    /// (with a message).
    Submit(crate::submit::SubmitCmd),
}

/// The input files.
#[derive(Debug, clap::Args)]
pub struct Files {
    /// Verifying key: arkworks bytes, snarkjs `verification_key.json`, gnark binary, or SP1's
    /// `groth16_vk.bin`.
    #[arg(long)]
    pub vk: PathBuf,
    /// Proof: arkworks bytes, snarkjs `proof.json`, gnark binary, or an SP1 proof (its bytes,
    /// hex, or a JSON object with its `proof`: SP1's fixture).
    #[arg(long)]
    pub proof: PathBuf,
    /// Public inputs: a JSON array of decimal strings (snarkjs `public.json`); for SP1, a JSON
    /// object with the program's `vkey` hash and `publicValues` (SP1's fixture).
    #[arg(long)]
    pub public: PathBuf,
    /// The curve; detected when left out.
    #[arg(long, value_parser = parse_curve)]
    pub curve: Option<Curve>,
    /// The files' format.
    #[arg(long, value_enum, default_value_t = FormatArg::Auto)]
    pub format: FormatArg,
    /// The hash of a gnark key's commitments, which the key file does not record: gnark's
    /// default, or Keccak-256 for keys made for gnark's Solidity verifier. It becomes part of
    /// the key registered on chain.
    #[arg(long, value_enum, default_value_t = CommitmentHashArg::Bsb22)]
    pub commitment_hash: CommitmentHashArg,
}

impl Files {
    fn load(&self) -> Result<Artifacts, String> {
        formats::load_with(
            &self.vk,
            &self.proof,
            &self.public,
            self.curve,
            self.format.format(),
            self.commitment_hash.into(),
        )
        .map_err(|e| e.to_string())
    }
}

/// `groth16 verify`.
#[derive(Debug, clap::Args)]
pub struct VerifyCmd {
    #[command(flatten)]
    pub files: Files,
    /// Verify natively with plain arkworks instead of the runtime Wasm.
    #[arg(long)]
    pub native: bool,
    /// Where the runtime's compiled code is kept between runs (compiling it takes seconds):
    /// by default `$XDG_CACHE_HOME/ec-node` or `~/.cache/ec-node`; `none` compiles it anew.
    #[arg(long)]
    pub wasm_cache: Option<PathBuf>,
}

/// `groth16 encode`.
#[derive(Debug, clap::Args)]
pub struct EncodeCmd {
    #[command(flatten)]
    pub files: Files,
    /// Which call to print: `all` (labelled lines, with the key id), or only the hex of
    /// `register-vk` or `verify`.
    #[arg(long, default_value = "all", value_parser = ["all", "register-vk", "verify"])]
    pub call: String,
    /// Who registers the key, which the key id depends on: an SS58 address, a dev account's
    /// secret URI such as `//Alice`, or `root` for a privileged registration.
    #[arg(long, default_value = "//Alice", value_parser = parse_registrant)]
    pub registrant: Registrant,
}

/// `--registrant`: an account, or `None` for a privileged origin.
#[derive(Debug, Clone)]
pub struct Registrant(pub Option<ec_runtime::AccountId>);

fn parse_registrant(text: &str) -> Result<Registrant, String> {
    use sp_core::crypto::{Pair, Ss58Codec};
    if text == "root" {
        return Ok(Registrant(None));
    }
    if text.starts_with("//") {
        let pair = sp_core::sr25519::Pair::from_string(text, None)
            .map_err(|e| format!("secret URI: {e:?}"))?;
        return Ok(Registrant(Some(pair.public().into())));
    }
    ec_runtime::AccountId::from_ss58check(text)
        .map(|account| Registrant(Some(account)))
        .map_err(|e| format!("expected `root`, `//Name` or an SS58 address: {e:?}"))
}

impl Groth16Cmd {
    /// Runs the command; the process exit status.
    pub fn run(&self) -> i32 {
        match self {
            Groth16Cmd::Verify(cmd) => cmd.run(),
            Groth16Cmd::Encode(cmd) => match cmd.run() {
                Ok(()) => 0,
                Err(e) => {
                    eprintln!("error: {e}");
                    2
                }
            },
            Groth16Cmd::Submit(cmd) => cmd.run(),
        }
    }
}

impl VerifyCmd {
    /// `--wasm-cache`, or the default cache directory.
    fn cache_dir(&self) -> Option<PathBuf> {
        match &self.wasm_cache {
            Some(dir) if dir.as_os_str() == "none" => None,
            Some(dir) => Some(dir.clone()),
            None => std::env::var_os("XDG_CACHE_HOME")
                .map(PathBuf::from)
                .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache")))
                .map(|dir| dir.join("ec-node")),
        }
    }

    fn run(&self) -> i32 {
        let files = &self.files;
        let outcome = if self.native {
            formats::verify_native(
                &files.vk,
                &files.proof,
                &files.public,
                files.curve,
                files.format.format(),
                files.commitment_hash.into(),
            )
            .map_err(|e| e.to_string())
        } else {
            files.load().and_then(|a| {
                in_runtime(&a, self.cache_dir())?
                    .map(|valid| (a.curve, a.format, valid))
                    .map_err(|e| e.to_string())
            })
        };
        let how = if self.native {
            "natively"
        } else {
            "in the runtime"
        };
        match outcome {
            Ok((curve, format, true)) => {
                println!("valid: {} {curve} proof verified {how}", format.name());
                0
            }
            Ok((curve, format, false)) => {
                println!(
                    "invalid: the {} {curve} proof does not verify {how}",
                    format.name()
                );
                1
            }
            Err(e) => {
                eprintln!("error: {e}");
                2
            }
        }
    }
}

/// Runs `Groth16Api::verify` of the node's runtime Wasm in a Wasm executor with the node's host
/// functions, on empty state: the code the chain runs. wasmtime keeps the compiled code in
/// `cache` (keyed by the code, its configuration and version), so only a first run compiles it.
fn in_runtime(
    a: &Artifacts,
    cache: Option<PathBuf>,
) -> Result<Result<bool, ec_groth16::Error>, String> {
    let code = ec_runtime::WASM_BINARY.ok_or("this node was built without its runtime Wasm")?;
    let call = (a.curve, &a.vk, &a.proof, &a.inputs).encode();
    let run = |cache: Option<&PathBuf>| {
        let blob = sc_executor_common::runtime_blob::RuntimeBlob::uncompress_if_needed(code)
            .map_err(|e| format!("runtime Wasm: {e}"))?;
        let mut builder = sc_executor::WasmExecutor::<crate::service::HostFunctions>::builder();
        if let Some(dir) = cache {
            builder = builder.with_cache_path(dir);
        }
        let mut ext = sp_state_machine::BasicExternalities::new_empty();
        builder
            .build()
            .uncached_call(blob, &mut ext, false, "Groth16Api_verify", &call)
            .map_err(|e| format!("runtime call failed: {e}"))
    };
    // A cache that cannot be used (not writable, …) only costs the compilation.
    let output = match cache.filter(|dir| std::fs::create_dir_all(dir).is_ok()) {
        Some(dir) => run(Some(&dir)).or_else(|_| run(None))?,
        None => run(None)?,
    };
    Decode::decode(&mut &output[..]).map_err(|e| format!("runtime answer: {e}"))
}

impl EncodeCmd {
    fn run(&self) -> Result<(), String> {
        let a = self.files.load()?;
        let id: KeyId = key_id(a.curve, self.registrant.0.as_ref(), &a.vk);
        let register = register_call(&a)?;
        let verify = verify_call(id, std::slice::from_ref(&a))?;
        match self.call.as_str() {
            "register-vk" => println!("{}", hex(&register.encode())),
            "verify" => println!("{}", hex(&verify.encode())),
            _ => {
                println!("curve:       {} ({})", a.curve, a.format.name());
                println!("key id:      {}", hex(&id));
                println!("register_vk: {}", hex(&register.encode()));
                println!("verify:      {}", hex(&verify.encode()));
            }
        }
        Ok(())
    }
}
