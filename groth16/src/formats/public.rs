//! Public inputs as a JSON array of decimal strings (snarkjs' `public.json`), or as gnark's
//! binary public witness (`witness.WriteTo` of `frontend.NewWitness(…, frontend.PublicOnly())`:
//! `u32` public count, `u32` secret count (zero), `u32` length, then each input big-endian in
//! the field's bytes), for every curve and format.

use super::{decimal, error, scalar_be, FormatError, Named};
use ark_ff::PrimeField;
use serde_json::Value;

/// The inputs of `file`, each checked to be below the scalar field modulus.
pub fn inputs<F: PrimeField>(file: Named) -> Result<Vec<F>, FormatError> {
    if file.1.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'[') {
        return gnark_witness(file);
    }
    let json: Value =
        serde_json::from_slice(file.1).map_err(|e| error(format!("{}: not JSON: {e}", file.0)))?;
    let Value::Array(items) = json else {
        return Err(error(format!(
            "{}: expected a JSON array of decimal strings",
            file.0
        )));
    };
    items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let text = item.as_str().ok_or_else(|| {
                error(format!(
                    "{}: [{i}]: expected a decimal string, found {item}",
                    file.0
                ))
            })?;
            decimal::<F>(text).map_err(|e| error(format!("{}: [{i}]: {e} (scalar field)", file.0)))
        })
        .collect()
}

/// gnark's binary public witness (see the module's documentation).
fn gnark_witness<F: PrimeField>(file: Named) -> Result<Vec<F>, FormatError> {
    let fail = |message: String| error(format!("{} (gnark public witness): {message}", file.0));
    let size = (F::MODULUS_BIT_SIZE as usize).div_ceil(8);
    let word = |at: usize| {
        file.1
            .get(at..at + 4)
            .map(|bytes| u32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]) as usize)
            .ok_or_else(|| {
                fail("neither a JSON array of decimal strings nor a gnark witness".into())
            })
    };
    let (public, secret, len) = (word(0)?, word(4)?, word(8)?);
    if secret != 0 || len != public {
        return Err(fail(format!(
            "{public} public and {secret} secret values in a vector of {len}: not a public witness"
        )));
    }
    let body = &file.1[12..];
    if body.len() != len.saturating_mul(size) {
        return Err(fail(format!(
            "{} bytes for {len} values of {size} bytes",
            body.len()
        )));
    }
    body.chunks_exact(size)
        .enumerate()
        .map(|(i, bytes)| {
            scalar_be(bytes)
                .ok_or_else(|| fail(format!("[{i}] is not below the scalar field modulus")))
        })
        .collect()
}
