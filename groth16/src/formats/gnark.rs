//! gnark's binary `VerifyingKey` and `Proof` (gnark ≥ 0.9, as `WriteTo` and `WriteRawTo`
//! write them; checked against gnark v0.14 with gnark-crypto v0.19).
//!
//! - Key: `[α]₁ [β]₁ [β]₂ [γ]₂ [δ]₁ [δ]₂`, `u32` count and the `K` points (one more than the
//!   public inputs, plus one per commitment), then the commitment section: `[][]u64` of
//!   committed public values (`PublicAndCommitmentCommitted`), `u32` count of Pedersen keys and
//!   the keys (`[g]₂ [−σ]₂` each). Keys written before gnark 0.9 end after `K`. gnark 0.9 and
//!   0.10 wrote one Pedersen key without a count; their commitment check was replaced in gnark
//!   0.11, so keys of those versions with commitments are refused ([`verifying_key_with_commitments`]
//!   says so), and without commitments read as plain keys.
//! - Proof: `Ar`, `Bs`, `Krs`, `u32` count and the commitments, the commitments' folded proof
//!   of knowledge (`CommitmentPok`, written even when there are none).
//! - Integers are big-endian; a coordinate is big-endian, an `Fp2` coordinate is `c1 ‖ c0`.
//! - Points: `WriteTo` writes `x` with flags in the top bits of its first byte, `WriteRawTo`
//!   writes `x ‖ y`. BN254 has two flag bits (`00` uncompressed, `10` compressed with the
//!   smaller `y`, `11` with the larger `y`, `01` compressed identity; the uncompressed
//!   identity is all zeroes); the other curves have three (`000` uncompressed, `010`
//!   uncompressed identity, `100` smaller, `101` larger, `110` compressed identity). "Larger"
//!   is the lexicographic order that compares `c1` first, as arkworks orders `Fp2`.
//!
//! [`verifying_key_with_commitments`] and [`proof_with_commitments`] read every key and proof,
//! with its commitment part (empty for circuits without commitments), for
//! [`crate::verify_with_commitments`] and the on-chain encoding ([`crate::commitments`]).

use super::{error, from_coordinates, point, FormatError, Named};
use crate::commitments::{CommitmentKeys, CommitmentProof, PedersenKey};
use ark_ec::short_weierstrass::{Affine, SWCurveConfig};
use ark_ff::{Field, PrimeField};
use ark_groth16::{Proof, VerifyingKey};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize as _};
use ark_substrate::PairingCurve;

/// Reads gnark's encoding from a byte string, naming the file and field in errors.
struct Reader<'a> {
    file: &'a str,
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn fail(&self, field: &str, message: impl core::fmt::Display) -> FormatError {
        error(format!("{} (gnark): {field}: {message}", self.file))
    }

    fn take(&mut self, len: usize, field: &str) -> Result<&'a [u8], FormatError> {
        let bytes = self
            .bytes
            .get(self.at..self.at.saturating_add(len))
            .ok_or_else(|| {
                self.fail(
                    field,
                    format!(
                        "file ends at byte {} of {} needed",
                        self.bytes.len(),
                        self.at + len
                    ),
                )
            })?;
        self.at += len;
        Ok(bytes)
    }

    fn u32(&mut self, field: &str) -> Result<u32, FormatError> {
        let bytes = self.take(4, field)?;
        Ok(u32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]))
    }

    fn u64(&mut self, field: &str) -> Result<u64, FormatError> {
        let bytes = self.take(8, field)?;
        Ok(u64::from_be_bytes(bytes.try_into().unwrap_or_default()))
    }

    fn left(&self) -> usize {
        self.bytes.len() - self.at
    }

    /// A `u32` count of items of at least `minimum` bytes each, bounded by the bytes left.
    fn count(&mut self, field: &str, minimum: usize) -> Result<usize, FormatError> {
        let count = self.u32(field)? as usize;
        if count.saturating_mul(minimum) > self.left() {
            return Err(self.fail(field, format!("{count} items do not fit in the file")));
        }
        Ok(count)
    }

    fn at_end(&self) -> bool {
        self.at == self.bytes.len()
    }

    fn end(&self) -> Result<(), FormatError> {
        if !self.at_end() {
            return Err(self.fail(
                "end",
                format!("{} trailing bytes", self.bytes.len() - self.at),
            ));
        }
        Ok(())
    }

    /// An element of `F` from big-endian base-field coordinates, highest first; `flags` are
    /// the top bits of the first byte, cleared before reading.
    fn element<F: Field>(&self, bytes: &[u8], flags: u8, field: &str) -> Result<F, FormatError> {
        let size = bytes.len() / F::extension_degree() as usize;
        let mut coordinates = Vec::new();
        for (i, chunk) in bytes.chunks(size).enumerate() {
            let mut little_endian: Vec<u8> = chunk.iter().rev().copied().collect();
            if i == 0 {
                // The flags sit in the top bits of the big-endian first byte.
                if let Some(top) = little_endian.last_mut() {
                    *top &= !flags;
                }
            }
            let coordinate = F::BasePrimeField::deserialize_uncompressed(&little_endian[..])
                .map_err(|_| self.fail(field, "coordinate is not below the base field modulus"))?;
            coordinates.push(coordinate);
        }
        coordinates.reverse();
        Ok(from_coordinates(coordinates))
    }

    fn point<P: SWCurveConfig>(
        &mut self,
        field: &str,
        two_bit_flags: bool,
    ) -> Result<Affine<P>, FormatError> {
        let prime_bytes =
            (<<P::BaseField as Field>::BasePrimeField as PrimeField>::MODULUS_BIT_SIZE as usize)
                .div_ceil(8);
        let size = prime_bytes * P::BaseField::extension_degree() as usize;
        let first = *self
            .bytes
            .get(self.at)
            .ok_or_else(|| self.fail(field, "file ends"))?;
        // (mask, compressed, larger y, identity)
        let (mask, compressed, larger, identity) = if two_bit_flags {
            let flags = first & 0b1100_0000;
            (
                0b1100_0000,
                flags != 0,
                flags == 0b1100_0000,
                flags == 0b0100_0000,
            )
        } else {
            let flags = first & 0b1110_0000;
            match flags {
                0b0000_0000 => (0b1110_0000, false, false, false),
                0b0100_0000 => (0b1110_0000, false, false, true),
                0b1000_0000 => (0b1110_0000, true, false, false),
                0b1010_0000 => (0b1110_0000, true, true, false),
                0b1100_0000 => (0b1110_0000, true, false, true),
                _ => return Err(self.fail(field, format!("invalid flag bits {:03b}", flags >> 5))),
            }
        };
        let bytes = self.take(if compressed { size } else { 2 * size }, field)?;
        let is_zero = |bytes: &[u8]| {
            bytes
                .iter()
                .enumerate()
                .all(|(i, b)| (if i == 0 { b & !mask } else { *b }) == 0)
        };
        if identity || (!compressed && two_bit_flags && is_zero(bytes)) {
            if !is_zero(bytes) {
                return Err(self.fail(field, "identity flag with non-zero coordinates"));
            }
            return Ok(Affine::identity());
        }
        let x: P::BaseField = self.element(&bytes[..size], mask, field)?;
        let y = if compressed {
            let (smaller, greater) = Affine::<P>::get_ys_from_x_unchecked(x)
                .ok_or_else(|| self.fail(field, "x is not the x-coordinate of a curve point"))?;
            if larger {
                greater
            } else {
                smaller
            }
        } else {
            self.element(&bytes[size..], 0, field)?
        };
        point::<P>(Some((x, y))).map_err(|e| self.fail(field, e))
    }
}

/// Whether the curve uses BN254's two flag bits.
fn two_bit_flags<E: PairingCurve>() -> bool {
    <E::BaseField as PrimeField>::MODULUS_BIT_SIZE == 254
}

/// A gnark `VerifyingKey` and its commitment section (empty for circuits without
/// commitments), every point checked, the section checked by [`CommitmentKeys::check`].
pub fn verifying_key_with_commitments<E: PairingCurve>(
    file: Named,
) -> Result<(VerifyingKey<E>, CommitmentKeys<E>), FormatError> {
    let flags = two_bit_flags::<E>();
    let mut r = Reader {
        file: file.0,
        bytes: file.1,
        at: 0,
    };
    let alpha_g1 = r.point::<E::G1Config>("[α]₁", flags)?;
    let _beta_g1 = r.point::<E::G1Config>("[β]₁", flags)?;
    let beta_g2 = r.point::<E::G2Config>("[β]₂", flags)?;
    let gamma_g2 = r.point::<E::G2Config>("[γ]₂", flags)?;
    let _delta_g1 = r.point::<E::G1Config>("[δ]₁", flags)?;
    let delta_g2 = r.point::<E::G2Config>("[δ]₂", flags)?;
    let g1 = E::G1Affine::default().compressed_size();
    let g2 = E::G2Affine::default().compressed_size();
    let count = r.count("K count", g1)?;
    if count == 0 {
        return Err(r.fail("K count", "no points"));
    }
    let gamma_abc_g1 = (0..count)
        .map(|i| r.point::<E::G1Config>(&format!("K[{i}]"), flags))
        .collect::<Result<Vec<_>, _>>()?;
    let mut commitments = CommitmentKeys::default();
    if !r.at_end() {
        let lists = r.count("committed inputs", 4)?;
        for i in 0..lists {
            let field = format!("committed inputs[{i}]");
            let len = r.count(&field, 8)?;
            let list = (0..len)
                .map(|_| r.u64(&field))
                .collect::<Result<Vec<_>, _>>()?;
            commitments.committed.push(list);
        }
        // gnark 0.9 and 0.10: one Pedersen key (two G2 points), no count.
        let left = r.left();
        if left == 2 * g2 || left == 4 * g2 {
            if !commitments.committed.is_empty() {
                return Err(r.fail(
                    "commitment key",
                    "written by gnark 0.9 or 0.10, whose commitment check gnark 0.11 replaced: \
                     regenerate the key and proofs with gnark 0.11 or later",
                ));
            }
            r.at = file.1.len();
        } else {
            let keys = r.count("commitment keys", 2 * g2)?;
            for i in 0..keys {
                commitments.keys.push(PedersenKey {
                    g: r.point::<E::G2Config>(&format!("commitment key[{i}].G"), flags)?,
                    g_sigma_neg: r
                        .point::<E::G2Config>(&format!("commitment key[{i}].GSigmaNeg"), flags)?,
                });
            }
        }
        r.end()?;
    }
    commitments
        .check(gamma_abc_g1.len())
        .map_err(|e| r.fail("commitment keys", e))?;
    Ok((
        VerifyingKey {
            alpha_g1,
            beta_g2,
            gamma_g2,
            delta_g2,
            gamma_abc_g1,
        },
        commitments,
    ))
}

/// A gnark `Proof` and its commitment part, every point checked.
pub fn proof_with_commitments<E: PairingCurve>(
    file: Named,
) -> Result<(Proof<E>, CommitmentProof<E>), FormatError> {
    let flags = two_bit_flags::<E>();
    let mut r = Reader {
        file: file.0,
        bytes: file.1,
        at: 0,
    };
    let a = r.point::<E::G1Config>("Ar", flags)?;
    let b = r.point::<E::G2Config>("Bs", flags)?;
    let c = r.point::<E::G1Config>("Krs", flags)?;
    let mut commitments = CommitmentProof::default();
    if !r.at_end() {
        let g1 = E::G1Affine::default().compressed_size();
        let count = r.count("commitments", g1)?;
        for i in 0..count {
            commitments
                .commitments
                .push(r.point::<E::G1Config>(&format!("Commitments[{i}]"), flags)?);
        }
        commitments.pok = r.point::<E::G1Config>("CommitmentPok", flags)?;
        r.end()?;
    }
    Ok((Proof { a, b, c }, commitments))
}
