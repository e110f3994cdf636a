//! Public inputs as a JSON array of decimal strings (snarkjs' `public.json`), for every
//! curve and format.

use super::{decimal, error, FormatError, Named};
use ark_ff::PrimeField;
use serde_json::Value;

/// The inputs of `file`, each checked to be below the scalar field modulus.
pub fn inputs<F: PrimeField>(file: Named) -> Result<Vec<F>, FormatError> {
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
