//! The files provers write, read into the on-chain encoding ([`Artifacts`]).
//!
//! - arkworks `CanonicalSerialize`, compressed or uncompressed ([`crate::encoding`]);
//! - snarkjs `verification_key.json` and `proof.json` (`bn128`, `bls12381`), see [`snarkjs`];
//! - gnark `VerifyingKey`/`Proof` as written by `WriteTo` and `WriteRawTo` (BN254,
//!   BLS12-381, BLS12-377, BW6-761), see [`gnark`];
//! - public inputs: a JSON array of decimal strings (snarkjs' `public.json`) or gnark's binary
//!   public witness, for every format but SP1's;
//! - SP1's Groth16 proofs with their key, program hash and public values, see [`sp1`].
//!
//! Errors name the file, the field and the check that failed.

pub mod gnark;
pub mod public;
pub mod snarkjs;
mod sp1;

use crate::{
    commitments::{self, CommitmentHash, CommitmentKeys, CommitmentProof},
    engines::native,
    with_engine, Curve,
};
use ark_ec::short_weierstrass::{Affine, SWCurveConfig};
use ark_ff::{BigInteger, Field, PrimeField};
use ark_groth16::{Proof, VerifyingKey};
use ark_serialize::{CanonicalSerialize, Compress};
use ark_substrate::PairingCurve;
use num_bigint::BigUint;
use std::{fmt, path::Path};

/// An encoding of keys and proofs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// arkworks `CanonicalSerialize`, compressed or uncompressed.
    Arkworks,
    /// snarkjs JSON.
    Snarkjs,
    /// gnark binary, `WriteTo` or `WriteRawTo`.
    Gnark,
    /// SP1's Groth16 proofs: SP1's gnark key, the proof's envelope, the program's key hash and
    /// public values ([`crate::sp1`]).
    Sp1,
}

impl Format {
    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Format::Arkworks => "arkworks",
            Format::Snarkjs => "snarkjs",
            Format::Gnark => "gnark",
            Format::Sp1 => "sp1",
        }
    }

    /// The format of a [`Format::name`].
    pub fn from_name(name: &str) -> Option<Format> {
        [
            Format::Arkworks,
            Format::Snarkjs,
            Format::Gnark,
            Format::Sp1,
        ]
        .into_iter()
        .find(|format| format.name() == name)
    }
}

/// A key, a proof and public inputs in the on-chain encoding: arkworks compressed points and
/// little-endian scalars, all checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Artifacts {
    /// The curve.
    pub curve: Curve,
    /// The format the files were in.
    pub format: Format,
    /// The verifying key, arkworks compressed, followed for a gnark key with commitments by its
    /// commitment section ([`crate::commitments::encode_key`]).
    pub vk: Vec<u8>,
    /// The proof, arkworks compressed, followed for a key with commitments by the commitments
    /// and the proof of knowledge ([`crate::commitments::encode_proof`]).
    pub proof: Vec<u8>,
    /// The public inputs, arkworks (little-endian) each.
    pub inputs: Vec<Vec<u8>>,
    /// For an SP1 proof, what the verifier pallet's `verify_sp1` takes instead of the proof
    /// and the inputs.
    pub sp1: Option<Sp1Parts>,
}

/// An SP1 proof's parts as the verifier pallet's `verify_sp1` takes them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sp1Parts {
    /// The program's verifying-key hash, big-endian.
    pub program: [u8; 32],
    /// The program's public values.
    pub public_values: Vec<u8>,
    /// The proof as SP1 wrote it, envelope and all ([`crate::sp1`]).
    pub proof: Vec<u8>,
}

/// What is wrong with the files, in words: file, field, check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError(pub String);

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for FormatError {}

/// `FormatError` from anything printable.
pub(crate) fn error(message: impl fmt::Display) -> FormatError {
    FormatError(message.to_string())
}

/// Largest file read: far above any key this crate accepts (a BW6-761 key with 10 000
/// inputs is about 2 MB uncompressed), so that a wrong path cannot exhaust memory.
pub const MAX_FILE_BYTES: u64 = 16 << 20;

fn read(path: &Path) -> Result<Vec<u8>, FormatError> {
    use std::io::Read;
    let file = std::fs::File::open(path).map_err(|e| error(format!("{}: {e}", path.display())))?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| error(format!("{}: {e}", path.display())))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(error(format!(
            "{}: larger than {MAX_FILE_BYTES} bytes",
            path.display()
        )));
    }
    Ok(bytes)
}

/// Reads a key, a proof and public inputs from files. `curve` and `format` are detected when
/// `None`: snarkjs files name their curve; binary keys are tried as arkworks and gnark on
/// every curve, and must decode in exactly one way.
pub fn load(
    vk: &Path,
    proof: &Path,
    public: &Path,
    curve: Option<Curve>,
    format: Option<Format>,
) -> Result<Artifacts, FormatError> {
    load_with(vk, proof, public, curve, format, CommitmentHash::default())
}

/// [`load`] with `hash` as the commitments' hash of a gnark key with commitments (the key file
/// does not say which; [`load`] takes gnark's default): it is recorded in the key's on-chain
/// encoding.
pub fn load_with(
    vk: &Path,
    proof: &Path,
    public: &Path,
    curve: Option<Curve>,
    format: Option<Format>,
    hash: CommitmentHash,
) -> Result<Artifacts, FormatError> {
    with_files(vk, proof, public, |vk, proof, public| {
        parse_with(vk, proof, public, curve, format, hash)
    })
}

/// Runs `f` on the three files, read and named by their paths.
fn with_files<T>(
    vk: &Path,
    proof: &Path,
    public: &Path,
    f: impl FnOnce(Named, Named, Named) -> Result<T, FormatError>,
) -> Result<T, FormatError> {
    let name = |path: &Path| path.display().to_string();
    f(
        Named(&name(vk), &read(vk)?),
        Named(&name(proof), &read(proof)?),
        Named(&name(public), &read(public)?),
    )
}

/// Reads a key, a proof and public inputs from files as [`load`] does and verifies them with
/// plain arkworks: the curve, the format and whether the proof is valid.
pub fn verify_native(
    vk: &Path,
    proof: &Path,
    public: &Path,
    curve: Option<Curve>,
    format: Option<Format>,
    hash: CommitmentHash,
) -> Result<(Curve, Format, bool), FormatError> {
    with_files(vk, proof, public, |vk, proof, public| {
        parse_and_verify(vk, proof, public, curve, format, hash)
    })
}

/// [`verify_native`] on bytes in memory.
pub fn parse_and_verify(
    vk: Named,
    proof: Named,
    public: Named,
    curve: Option<Curve>,
    format: Option<Format>,
    hash: CommitmentHash,
) -> Result<(Curve, Format, bool), FormatError> {
    let a = parse_with(vk, proof, public, curve, format, hash)?;
    let valid = with_engine!(a.curve, native, |E| crate::verify_encoded::<E, _>(
        &a.vk, &a.proof, &a.inputs
    ))
    .map_err(|e| error(format!("{}: {e}", proof.0)))?;
    Ok((a.curve, a.format, valid))
}

/// Bytes and the name of the file they came from, for messages.
#[derive(Clone, Copy)]
pub struct Named<'a>(pub &'a str, pub &'a [u8]);

/// [`load`] on bytes in memory.
pub fn parse(
    vk: Named,
    proof: Named,
    public: Named,
    curve: Option<Curve>,
    format: Option<Format>,
) -> Result<Artifacts, FormatError> {
    parse_with(vk, proof, public, curve, format, CommitmentHash::default())
}

/// [`load_with`] on bytes in memory.
pub fn parse_with(
    vk: Named,
    proof: Named,
    public: Named,
    curve: Option<Curve>,
    format: Option<Format>,
    hash: CommitmentHash,
) -> Result<Artifacts, FormatError> {
    if format == Some(Format::Sp1) {
        return sp1::artifacts(vk, proof, public, curve);
    }
    let is_json = vk.1.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'{');
    let format = format.or(is_json.then_some(Format::Snarkjs));
    let (curve, format) = match (format, curve) {
        (Some(Format::Snarkjs), curve) => (snarkjs::curve(vk, curve)?, Format::Snarkjs),
        (Some(format), Some(curve)) => (curve, format),
        (format, curve) => detect_binary(vk, curve, format)?,
    };
    with_engine!(curve, native, |E| read_all::<E>(
        vk, proof, public, curve, format, hash
    ))
}

/// The one (curve, format) a binary key decodes as.
fn detect_binary(
    vk: Named,
    curve: Option<Curve>,
    format: Option<Format>,
) -> Result<(Curve, Format), FormatError> {
    let curves = curve.map_or(Curve::ALL.to_vec(), |curve| vec![curve]);
    let formats = format.map_or(vec![Format::Arkworks, Format::Gnark], |f| vec![f]);
    let mut found = Vec::new();
    let mut errors = Vec::new();
    for &curve in &curves {
        for &format in &formats {
            match with_engine!(curve, native, |E| read_vk::<E>(
                vk,
                format,
                CommitmentHash::default()
            )
            .map(|_| ()))
            {
                Ok(()) => found.push((curve, format)),
                Err(e) => errors.push(format!("  as {} {curve}: {e}", format.name())),
            }
        }
    }
    match found.as_slice() {
        [one] => Ok(*one),
        [] => Err(error(format!(
            "{}: not a verifying key in any format tried:\n{}",
            vk.0,
            errors.join("\n")
        ))),
        many => Err(error(format!(
            "{}: ambiguous, decodes as {}; pass --curve and --format",
            vk.0,
            many.iter()
                .map(|(c, f)| format!("{} {c}", f.name()))
                .collect::<Vec<_>>()
                .join(", ")
        ))),
    }
}

/// A key with its commitment section (empty unless the key has commitments) and their hash:
/// the one the on-chain encoding records, else `hash`.
type KeyRead<E> = (VerifyingKey<E>, CommitmentKeys<E>, CommitmentHash);

fn read_vk<E: PairingCurve>(
    vk: Named,
    format: Format,
    hash: CommitmentHash,
) -> Result<KeyRead<E>, FormatError> {
    match format {
        Format::Arkworks => {
            crate::decode_key::<E>(vk.1).map_err(|e| error(format!("{}: {e}", vk.0)))
        }
        Format::Gnark => {
            gnark::verifying_key_with_commitments::<E>(vk).map(|(vk, keys)| (vk, keys, hash))
        }
        Format::Snarkjs => {
            snarkjs::verifying_key::<E>(vk).map(|vk| (vk, CommitmentKeys::default(), hash))
        }
        // Read with the proof and the program's inputs (`parse_with`).
        Format::Sp1 => Err(error(format!("{}: an SP1 key needs its proof", vk.0))),
    }
}

fn read_all<E: PairingCurve>(
    vk_file: Named,
    proof_file: Named,
    public_file: Named,
    curve: Curve,
    format: Format,
    hash: CommitmentHash,
) -> Result<Artifacts, FormatError> {
    let (vk, keys, hash) = read_vk::<E>(vk_file, format, hash)?;
    let (proof, extension): (Proof<E>, CommitmentProof<E>) = match format {
        Format::Arkworks => crate::decode_proof_with_commitments::<E>(proof_file.1, keys.len())
            .map_err(|e| error(format!("{}: {e}", proof_file.0)))?,
        Format::Gnark => gnark::proof_with_commitments::<E>(proof_file)?,
        Format::Snarkjs => (
            snarkjs::proof::<E>(proof_file, curve)?,
            CommitmentProof::default(),
        ),
        // `read_vk` refused it.
        Format::Sp1 => return Err(error(format!("{}: not an SP1 proof", proof_file.0))),
    };
    if extension.commitments.len() != keys.len() {
        return Err(error(format!(
            "{}: {} commitments, but the verifying key ({}) has {}",
            proof_file.0,
            extension.commitments.len(),
            vk_file.0,
            keys.len()
        )));
    }
    let inputs = public::inputs::<E::ScalarField>(public_file)?;
    input_count(
        vk_file,
        public_file,
        inputs.len(),
        vk.gamma_abc_g1.len() - 1 - keys.len(),
    )?;
    let encoded = |file: Named, e: crate::Error| error(format!("{}: re-encoding: {e}", file.0));
    Ok(Artifacts {
        curve,
        format,
        vk: commitments::encode_key(&vk, &keys, hash, Compress::Yes)
            .map_err(|e| encoded(vk_file, e))?,
        proof: commitments::encode_proof(&proof, &extension, Compress::Yes)
            .map_err(|e| encoded(proof_file, e))?,
        sp1: None,
        inputs: inputs
            .iter()
            .map(|x| compressed(x, public_file))
            .collect::<Result<_, _>>()?,
    })
}

/// Fails unless the public-input file holds the `expected` inputs the key takes.
fn input_count(
    vk_file: Named,
    public_file: Named,
    found: usize,
    expected: usize,
) -> Result<(), FormatError> {
    if found != expected {
        return Err(error(format!(
            "{}: {found} public inputs, but the verifying key ({}) takes {expected}",
            public_file.0, vk_file.0
        )));
    }
    Ok(())
}

/// `value` compressed, what was read from `file`.
fn compressed<T: CanonicalSerialize>(value: &T, file: Named) -> Result<Vec<u8>, FormatError> {
    let mut bytes = Vec::with_capacity(value.compressed_size());
    value
        .serialize_compressed(&mut bytes)
        .map_err(|e| error(format!("{}: re-encoding: {e}", file.0)))?;
    Ok(bytes)
}

/// An element of `F` from its big-endian bytes (`ceil(bits / 8)` of them), if they encode one
/// below the modulus.
pub(crate) fn scalar_be<F: PrimeField>(bytes: &[u8]) -> Option<F> {
    let size = (F::MODULUS_BIT_SIZE as usize).div_ceil(8);
    let value = F::from_be_bytes_mod_order(bytes);
    let canonical = value.into_bigint().to_bytes_be();
    // `to_bytes_be` is the limbs' width; the value's last `size` bytes are its encoding.
    (bytes.len() == size && canonical[canonical.len() - size..] == *bytes).then_some(value)
}

/// A decimal string as an element of `F`, strictly: digits only, below the modulus.
pub(crate) fn decimal<F: PrimeField>(s: &str) -> Result<F, String> {
    // 10^232 > 2^768: longer strings cannot be below any modulus here.
    if s.is_empty() || s.len() > 232 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("{s:?} is not a decimal number"));
    }
    let value = BigUint::parse_bytes(s.as_bytes(), 10).ok_or(format!("{s:?} is not a decimal"))?;
    let modulus = BigUint::from_bytes_le(&F::MODULUS.to_bytes_le());
    if value >= modulus {
        return Err(format!("{s} is not below the field modulus"));
    }
    Ok(F::from(value))
}

/// A point from affine coordinates (or the identity), checked: on the curve, in the
/// prime-order subgroup.
pub(crate) fn point<P: SWCurveConfig>(
    coordinates: Option<(P::BaseField, P::BaseField)>,
) -> Result<Affine<P>, &'static str> {
    let Some((x, y)) = coordinates else {
        return Ok(Affine::identity());
    };
    let point = Affine::new_unchecked(x, y);
    if !point.is_on_curve() {
        return Err("point is not on the curve");
    }
    if !point.is_in_correct_subgroup_assuming_on_curve() {
        return Err("point is not in the prime-order subgroup");
    }
    Ok(point)
}

/// The element of `F` with these coordinates over the base prime field (`c0, c1, …`).
pub(crate) fn from_coordinates<F: Field>(coordinates: Vec<F::BasePrimeField>) -> F {
    // Callers pass exactly `extension_degree` coordinates.
    F::from_base_prime_field_elems(coordinates).unwrap_or_default()
}
