//! snarkjs JSON: `verification_key.json` and `proof.json` as `snarkjs groth16 setup`/`zkey
//! export verificationkey` and `snarkjs groth16 prove` write them, for `bn128` and
//! `bls12381`.
//!
//! Points are projective decimal coordinates with `z = 1` (or `z = 0` for the identity); a G2
//! coordinate is `[c0, c1]`.

use super::{decimal, error, from_coordinates, point, FormatError, Named};
use crate::Curve;
use ark_ec::short_weierstrass::{Affine, SWCurveConfig};
use ark_ff::{Field, One, Zero};
use ark_groth16::{Proof, VerifyingKey};
use ark_substrate::PairingCurve;
use serde_json::Value;

/// snarkjs' name of a curve.
pub fn curve_name(curve: Curve) -> Option<&'static str> {
    match curve {
        Curve::Bn254 => Some("bn128"),
        Curve::Bls12_381 => Some("bls12381"),
        Curve::Bls12_377 | Curve::Bw6_761 => None,
    }
}

fn json(file: Named) -> Result<Value, FormatError> {
    serde_json::from_slice(file.1).map_err(|e| error(format!("{}: not JSON: {e}", file.0)))
}

/// The curve a snarkjs file names in its `curve` field (checked against `expected`).
pub fn curve(file: Named, expected: Option<Curve>) -> Result<Curve, FormatError> {
    let value = json(file)?;
    let name = value["curve"].as_str().ok_or_else(|| {
        error(format!(
            "{}: no \"curve\" field (is this a snarkjs file?)",
            file.0
        ))
    })?;
    let curve = Curve::ALL
        .into_iter()
        .find(|&c| curve_name(c) == Some(name))
        .ok_or_else(|| {
            error(format!(
                "{}: curve {name:?} is not supported (snarkjs curves: bn128, bls12381)",
                file.0
            ))
        })?;
    match expected {
        Some(expected) if expected != curve => Err(error(format!(
            "{}: the file is for {curve}, not {expected}",
            file.0
        ))),
        _ => Ok(curve),
    }
}

/// Reads snarkjs' JSON into arkworks points, naming each field in errors.
struct Reader<'a> {
    file: &'a str,
}

impl Reader<'_> {
    fn fail(&self, field: &str, message: impl core::fmt::Display) -> FormatError {
        error(format!("{}: {field}: {message}", self.file))
    }

    fn strings<'v>(
        &self,
        value: &'v Value,
        field: &str,
        len: usize,
    ) -> Result<Vec<&'v str>, FormatError> {
        let items = value
            .as_array()
            .filter(|items| items.len() == len)
            .ok_or_else(|| {
                self.fail(field, format!("expected an array of {len} decimal strings"))
            })?;
        items
            .iter()
            .map(|item| {
                item.as_str()
                    .ok_or_else(|| self.fail(field, "expected decimal strings"))
            })
            .collect()
    }

    /// An element of `F` from `[c0, c1, …]` (or a single string over a prime field).
    fn element<F: Field>(&self, value: &Value, field: &str) -> Result<F, FormatError> {
        let degree = F::extension_degree() as usize;
        let strings = if degree == 1 {
            vec![value
                .as_str()
                .ok_or_else(|| self.fail(field, "expected a decimal string"))?]
        } else {
            self.strings(value, field, degree)?
        };
        let coordinates = strings
            .into_iter()
            .map(|s| {
                decimal::<F::BasePrimeField>(s)
                    .map_err(|e| self.fail(field, format!("{e} (base field)")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(from_coordinates(coordinates))
    }

    fn point<P: SWCurveConfig>(
        &self,
        value: &Value,
        field: &str,
    ) -> Result<Affine<P>, FormatError> {
        let coordinates = value
            .as_array()
            .filter(|items| items.len() == 3)
            .ok_or_else(|| self.fail(field, "expected [x, y, z]"))?;
        let x: P::BaseField = self.element(&coordinates[0], &format!("{field}[0]"))?;
        let y: P::BaseField = self.element(&coordinates[1], &format!("{field}[1]"))?;
        let z: P::BaseField = self.element(&coordinates[2], &format!("{field}[2]"))?;
        let affine = if z.is_zero() {
            None
        } else if z.is_one() {
            Some((x, y))
        } else {
            return Err(self.fail(field, "z is neither 1 nor 0 (not a normalized point)"));
        };
        point::<P>(affine).map_err(|e| self.fail(field, e))
    }
}

fn check_protocol(file: Named, value: &Value) -> Result<(), FormatError> {
    match value["protocol"].as_str() {
        Some("groth16") | None => Ok(()),
        Some(other) => Err(error(format!(
            "{}: protocol is {other:?}, not groth16",
            file.0
        ))),
    }
}

/// A `verification_key.json`.
pub fn verifying_key<E: PairingCurve>(file: Named) -> Result<VerifyingKey<E>, FormatError> {
    let value = json(file)?;
    check_protocol(file, &value)?;
    let r = Reader { file: file.0 };
    let ic = value["IC"]
        .as_array()
        .filter(|ic| !ic.is_empty())
        .ok_or_else(|| r.fail("IC", "expected a non-empty array of points"))?;
    if let Some(n) = value["nPublic"].as_u64() {
        if n as usize + 1 != ic.len() {
            return Err(r.fail("IC", format!("{} points for nPublic = {n}", ic.len())));
        }
    }
    Ok(VerifyingKey {
        alpha_g1: r.point(&value["vk_alpha_1"], "vk_alpha_1")?,
        beta_g2: r.point(&value["vk_beta_2"], "vk_beta_2")?,
        gamma_g2: r.point(&value["vk_gamma_2"], "vk_gamma_2")?,
        delta_g2: r.point(&value["vk_delta_2"], "vk_delta_2")?,
        gamma_abc_g1: ic
            .iter()
            .enumerate()
            .map(|(i, p)| r.point(p, &format!("IC[{i}]")))
            .collect::<Result<_, _>>()?,
    })
}

/// A `proof.json` (its `curve` must be `curve`).
pub fn proof<E: PairingCurve>(file: Named, curve: Curve) -> Result<Proof<E>, FormatError> {
    let value = json(file)?;
    check_protocol(file, &value)?;
    if value.get("curve").is_some() {
        self::curve(file, Some(curve))?;
    }
    let r = Reader { file: file.0 };
    Ok(Proof {
        a: r.point(&value["pi_a"], "pi_a")?,
        b: r.point(&value["pi_b"], "pi_b")?,
        c: r.point(&value["pi_c"], "pi_c")?,
    })
}
