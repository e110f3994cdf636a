//! What the `groth16` commands share (`verify`, `encode` and `submit`): the arguments that say how
//! to read proof files, and the verifier pallet's calls the files become.

use ec_groth16::{
    formats::{Artifacts, Format},
    Curve,
};
use pallet_groth16_verifier::KeyId;

/// `--format`.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum FormatArg {
    /// JSON is snarkjs; binary keys are tried as arkworks and gnark on every curve.
    Auto,
    /// arkworks `CanonicalSerialize`, compressed or uncompressed.
    Arkworks,
    /// snarkjs JSON.
    Snarkjs,
    /// gnark `WriteTo` or `WriteRawTo`.
    Gnark,
    /// SP1's Groth16 proofs (BN254): SP1's key, the proof with its envelope, the program's
    /// key hash and public values.
    Sp1,
}

/// A curve by its name (`--curve`).
pub(crate) fn parse_curve(name: &str) -> Result<Curve, String> {
    Curve::from_name(name).ok_or_else(|| {
        let names: Vec<_> = Curve::ALL.iter().map(|c| c.name()).collect();
        format!("expected one of {}", names.join(", "))
    })
}

impl FormatArg {
    /// The format to read, `None` to detect it.
    pub(crate) fn format(self) -> Option<Format> {
        match self {
            FormatArg::Auto => None,
            FormatArg::Arkworks => Some(Format::Arkworks),
            FormatArg::Snarkjs => Some(Format::Snarkjs),
            FormatArg::Gnark => Some(Format::Gnark),
            FormatArg::Sp1 => Some(Format::Sp1),
        }
    }
}

/// `--commitment-hash`.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum CommitmentHashArg {
    /// RFC 9380 hash to field with SHA-256, domain `bsb22-commitment` (gnark's default).
    Bsb22,
    /// Keccak-256 (`solidity.WithProverTargetSolidityVerifier`).
    Keccak256,
}

impl From<CommitmentHashArg> for ec_groth16::CommitmentHash {
    fn from(hash: CommitmentHashArg) -> Self {
        match hash {
            CommitmentHashArg::Bsb22 => ec_groth16::CommitmentHash::Bsb22,
            CommitmentHashArg::Keccak256 => ec_groth16::CommitmentHash::Keccak256,
        }
    }
}

/// `0x` and the bytes in hex.
pub(crate) fn hex(bytes: &[u8]) -> String {
    format!("0x{}", sp_core::hexdisplay::HexDisplay::from(&bytes))
}

/// `Groth16Verifier.register_vk` of the files' key.
pub(crate) fn register_call(a: &Artifacts) -> Result<ec_runtime::RuntimeCall, String> {
    Ok(ec_runtime::RuntimeCall::Groth16Verifier(
        pallet_groth16_verifier::Call::register_vk {
            curve: a.curve,
            vk: a.vk.clone().try_into().map_err(|_| too_large("the key"))?,
        },
    ))
}

/// `Groth16Verifier.verify` of one proof, or `.verify_batch` of several, against key `id`; for
/// one SP1 proof, `.verify_sp1` (which checks its envelope on chain).
pub(crate) fn verify_call(
    id: KeyId,
    proofs: &[Artifacts],
) -> Result<ec_runtime::RuntimeCall, String> {
    if let [Artifacts { sp1: Some(sp1), .. }] = proofs {
        return Ok(ec_runtime::RuntimeCall::Groth16Verifier(
            pallet_groth16_verifier::Call::verify_sp1 {
                id,
                program: sp1.program,
                public_values: sp1
                    .public_values
                    .clone()
                    .try_into()
                    .map_err(|_| too_large("the public values"))?,
                proof: sp1
                    .proof
                    .clone()
                    .try_into()
                    .map_err(|_| too_large("the proof"))?,
            },
        ));
    }
    let items = proofs
        .iter()
        .map(|a| Ok((bounded_proof(a)?, bounded_inputs(a)?)))
        .collect::<Result<Vec<_>, String>>()?;
    let call = match <[_; 1]>::try_from(items) {
        Ok([(proof, public_inputs)]) => pallet_groth16_verifier::Call::verify {
            id,
            proof,
            public_inputs,
        },
        Err(items) => pallet_groth16_verifier::Call::verify_batch {
            id,
            proofs: items
                .try_into()
                .map_err(|_| too_large("the number of proofs"))?,
        },
    };
    Ok(ec_runtime::RuntimeCall::Groth16Verifier(call))
}

fn too_large(what: &str) -> String {
    format!("{what} exceeds the runtime's bounds")
}

fn bounded_proof(
    a: &Artifacts,
) -> Result<pallet_groth16_verifier::ProofBytes<ec_runtime::Runtime>, String> {
    a.proof
        .clone()
        .try_into()
        .map_err(|_| too_large("the proof"))
}

fn bounded_inputs(
    a: &Artifacts,
) -> Result<pallet_groth16_verifier::PublicInputs<ec_runtime::Runtime>, String> {
    a.inputs
        .iter()
        .map(|x| x.clone().try_into().map_err(|_| too_large("an input")))
        .collect::<Result<Vec<_>, _>>()?
        .try_into()
        .map_err(|_| too_large("the inputs"))
}
