//! SP1's files ([`crate::sp1`]): the Groth16 key (`groth16_vk.bin` of the SP1 version, gnark
//! binary), a proof (its bytes: a binary file, hex text, or the `proof` field of a JSON object)
//! and the program's verifying-key hash and public values (the `vkey` and `publicValues`
//! fields of a JSON object, hex). SP1's own fixtures (the project template's
//! `groth16-fixture.json`) are such objects, so one file serves as proof and public file.

use super::{compressed, error, gnark, scalar_be, Artifacts, Format, FormatError, Named, Sp1Parts};
use crate::{
    commitments::{self, CommitmentHash, CommitmentKeys},
    sp1, Curve,
};
use ark_bn254::{Bn254, Fr};
use ark_serialize::Compress;

/// `0x`-prefixed (or bare) hex, whitespace around it ignored.
fn hex(text: &str) -> Option<Vec<u8>> {
    let text = text.trim();
    let digits = text.strip_prefix("0x").unwrap_or(text);
    if !digits.len().is_multiple_of(2) {
        return None;
    }
    (0..digits.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(digits.get(i..i + 2)?, 16).ok())
        .collect()
}

/// A JSON object's string field, if the file is a JSON object.
fn json_field(file: Named, field: &str) -> Result<Option<String>, FormatError> {
    if file.1.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
        return Ok(None);
    }
    let value: serde_json::Value =
        serde_json::from_slice(file.1).map_err(|e| error(format!("{}: {e}", file.0)))?;
    match value.get(field) {
        Some(serde_json::Value::String(text)) => Ok(Some(text.clone())),
        _ => Err(error(format!("{}: no string field {field:?}", file.0))),
    }
}

/// The bytes of a hex string read from `file`'s `field`.
fn hex_field(file: Named, field: &str, text: &str) -> Result<Vec<u8>, FormatError> {
    hex(text).ok_or_else(|| error(format!("{}: {field}: not hex", file.0)))
}

/// The proof's bytes: a JSON object's `proof`, hex text, or the file as it is.
fn proof_bytes(file: Named) -> Result<Vec<u8>, FormatError> {
    if let Some(text) = json_field(file, "proof")? {
        return hex_field(file, "proof", &text);
    }
    if file.1.len() != sp1::PROOF_BYTES {
        if let Some(bytes) = std::str::from_utf8(file.1).ok().and_then(hex) {
            return Ok(bytes);
        }
    }
    Ok(file.1.to_vec())
}

/// Reads SP1's files into the on-chain encoding: the key as a plain BN254 key, the Groth16
/// proof inside the envelope, and the five public inputs SP1's verifier makes. Checks what
/// SP1's verifier checks before the Groth16 check: the key is a known SP1 version's, the proof
/// was made for it, its root is the version's and its exit code zero.
pub(crate) fn artifacts(
    vk_file: Named,
    proof_file: Named,
    public_file: Named,
    curve: Option<Curve>,
) -> Result<Artifacts, FormatError> {
    if curve.is_some_and(|curve| curve != Curve::Bn254) {
        return Err(error("SP1's Groth16 proofs are on BN254"));
    }
    let version = sp1::version_of_key(vk_file.1)
        .ok_or_else(|| error(format!("{}: {}", vk_file.0, sp1::Error::UnknownKey)))?;
    let (vk, keys) = gnark::verifying_key_with_commitments::<Bn254>(vk_file)?;
    if !keys.is_empty() || vk.gamma_abc_g1.len() != 6 {
        return Err(error(format!(
            "{}: not an SP1 Groth16 key (five public inputs, no commitments)",
            vk_file.0
        )));
    }
    let bytes = proof_bytes(proof_file)?;
    let envelope =
        sp1::open(&bytes, version).map_err(|e| error(format!("{}: {e}", proof_file.0)))?;
    let (proof, extension) =
        gnark::proof_with_commitments::<Bn254>(Named(proof_file.0, envelope.proof))?;
    if !extension.commitments.is_empty() {
        return Err(error(format!(
            "{}: commitments in an SP1 proof",
            proof_file.0
        )));
    }
    let field = |name: &str| {
        json_field(public_file, name)?
            .ok_or_else(|| {
                error(format!(
                    "{}: a JSON object with the program's \"vkey\" and \"publicValues\" (hex)",
                    public_file.0
                ))
            })
            .and_then(|text| hex_field(public_file, name, &text))
    };
    let program: [u8; 32] = field("vkey")?.try_into().map_err(|_| {
        error(format!(
            "{}: vkey: the program's verifying-key hash is 32 bytes",
            public_file.0
        ))
    })?;
    let public_values = field("publicValues")?;
    // The digest is masked below the modulus, the exit code is zero and the root is the
    // version's; the program's hash and the nonce are checked here.
    let names = ["vkey", "digest", "exit code", "vk root", "nonce"];
    let inputs = sp1::public_inputs(&program, &public_values, &envelope)
        .iter()
        .zip(names)
        .map(|(word, name)| {
            scalar_be::<Fr>(word).ok_or_else(|| {
                error(format!(
                    "{}: {name}: not below BN254's scalar field modulus",
                    if name == "vkey" {
                        public_file.0
                    } else {
                        proof_file.0
                    }
                ))
            })
        })
        .collect::<Result<Vec<Fr>, _>>()?;
    Ok(Artifacts {
        curve: Curve::Bn254,
        format: Format::Sp1,
        vk: commitments::encode_key(
            &vk,
            &CommitmentKeys::default(),
            CommitmentHash::default(),
            Compress::Yes,
        )
        .map_err(|e| error(format!("{}: re-encoding: {e}", vk_file.0)))?,
        proof: compressed(&proof, proof_file)?,
        inputs: inputs
            .iter()
            .map(|x| compressed(x, public_file))
            .collect::<Result<_, _>>()?,
        sp1: Some(Sp1Parts {
            program,
            public_values,
            proof: bytes,
        }),
    })
}
