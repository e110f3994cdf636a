//! SP1's Groth16 proofs (Succinct's zkVM): the envelope SP1's own verifier (`sp1-verifier`'s
//! `Groth16Verifier::verify`, SP1 6) reads, and the five public inputs it makes of it.
//!
//! An SP1 proof's bytes are `prefix ‖ exit_code ‖ vk_root ‖ nonce ‖ proof`: `prefix` the first
//! 4 bytes of the SHA-256 of the gnark verifying key the proof was made for (SP1's
//! `groth16_vk.bin`, one per SP1 version), then three 32-byte big-endian field elements, then
//! gnark's raw Groth16 proof (`Ar ‖ Bs ‖ Krs` uncompressed, 256 bytes on BN254). The Groth16
//! public inputs are, in this order: the program's verifying-key hash (`vk.bytes32()`), the
//! SHA-256 of the program's public values with its top three bits cleared, the exit code, the
//! root of SP1's recursion keys and the nonce. SP1's verifier accepts a proof only if the
//! prefix is its key's, the exit code is zero and the root is its version's: a proof checked
//! under another root could verify a recursion proof under keys SP1 never made.
//!
//! [`VERSIONS`] lists the SP1 versions whose keys this crate knows, by their key's prefix.

use sha2::{Digest, Sha256};

/// Bytes before the gnark proof: the key's prefix, the exit code, the root, the nonce.
pub const HEAD: usize = 4 + 3 * 32;
/// The length of an SP1 Groth16 proof: [`HEAD`] and gnark's raw BN254 proof.
pub const PROOF_BYTES: usize = HEAD + 256;

/// An SP1 version's Groth16 key, by the prefix its proofs carry, and its recursion keys' root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Version {
    /// The versions that share the key and the root, as SP1 numbers them.
    pub name: &'static str,
    /// The first 4 bytes of the SHA-256 of the version's `groth16_vk.bin`.
    pub key_prefix: [u8; 4],
    /// The root of the version's recursion keys, big-endian.
    pub vk_root: [u8; 32],
}

/// The SP1 versions whose Groth16 keys this crate knows. The keys are the `groth16_vk.bin`
/// files of the `sp1-verifier` crate's packages (`fixtures/sp1/`); the roots are what
/// `sp1-verifier` derives from the same packages' `verifier_vks.bin` (6.0.0 to 6.0.2 share
/// one, 6.1.0 to 6.10.0 another; 6.5 and later also write theirs down as `VK_ROOT_BYTES`), and
/// `groth16/tests/proofs/sp1.rs` derives them again from those files.
pub const VERSIONS: [Version; 2] = [
    Version {
        name: "SP1 6.0",
        key_prefix: [0x0e, 0x78, 0xf4, 0xdb],
        vk_root: [
            0x00, 0x8c, 0xd5, 0x6e, 0x10, 0xc2, 0xfe, 0x24, 0x79, 0x5c, 0xff, 0x1e, 0x1d, 0x1f,
            0x40, 0xd3, 0xa3, 0x24, 0x52, 0x8d, 0x31, 0x56, 0x74, 0xda, 0x45, 0xd2, 0x6a, 0xfb,
            0x37, 0x6e, 0x86, 0x70,
        ],
    },
    Version {
        name: "SP1 6.1 to 6.10",
        key_prefix: [0x43, 0x88, 0xa2, 0x1c],
        vk_root: [
            0x00, 0x2f, 0x85, 0x0e, 0xe9, 0x98, 0x97, 0x4d, 0x6c, 0xc0, 0x0e, 0x50, 0xcd, 0x08,
            0x14, 0xb0, 0x98, 0xc0, 0x5b, 0xfa, 0xde, 0x46, 0x6d, 0x28, 0x57, 0x32, 0x40, 0xd0,
            0x57, 0xf2, 0x53, 0x52,
        ],
    },
];

/// Why an SP1 proof is refused before its Groth16 check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// The proof is not [`PROOF_BYTES`] long.
    Length(usize),
    /// The key is none of [`VERSIONS`]' keys.
    UnknownKey,
    /// The proof was made for another key: the version whose key it names, if known, and the
    /// key's version.
    OtherVersion {
        /// The version of the key the proof names, if it is one of [`VERSIONS`].
        proof: Option<&'static str>,
        /// The version of the key given.
        key: &'static str,
    },
    /// The proof's recursion root is not its version's.
    VkRoot,
    /// The proof's exit code is not zero (the program did not succeed).
    ExitCode,
}

impl core::fmt::Display for Error {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Error::Length(found) => write!(
                f,
                "an SP1 Groth16 proof is {PROOF_BYTES} bytes, this one {found}"
            ),
            Error::UnknownKey => f.write_str(
                "not the Groth16 key of a known SP1 version (SP1 6.0 to 6.10's groth16_vk.bin)",
            ),
            Error::OtherVersion {
                proof: Some(proof),
                key,
            } => write!(
                f,
                "the proof was made for {proof}'s key, the key is {key}'s"
            ),
            Error::OtherVersion { proof: None, key } => write!(
                f,
                "the proof was made for a key of no known SP1 version, the key is {key}'s"
            ),
            Error::VkRoot => f.write_str("the proof's recursion root is not its SP1 version's"),
            Error::ExitCode => f.write_str("the proof's exit code is not zero"),
        }
    }
}

/// The SP1 version of a gnark key file (`groth16_vk.bin`), by its SHA-256.
pub fn version_of_key(key: &[u8]) -> Option<&'static Version> {
    let digest = Sha256::digest(key);
    version_of_prefix(&digest[..4])
}

fn version_of_prefix(prefix: &[u8]) -> Option<&'static Version> {
    VERSIONS.iter().find(|version| version.key_prefix == prefix)
}

/// An SP1 proof's parts, checked against the key's version.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Envelope<'a> {
    /// The exit code, big-endian (zero).
    pub exit_code: [u8; 32],
    /// The recursion keys' root, big-endian (the version's).
    pub vk_root: [u8; 32],
    /// The nonce, big-endian.
    pub nonce: [u8; 32],
    /// gnark's raw Groth16 proof.
    pub proof: &'a [u8],
}

/// Reads an SP1 proof made for `version`'s key and checks it as SP1's verifier does, in its
/// order: the length, the key's prefix, the root, the exit code.
pub fn open<'a>(bytes: &'a [u8], version: &Version) -> Result<Envelope<'a>, Error> {
    if bytes.len() != PROOF_BYTES {
        return Err(Error::Length(bytes.len()));
    }
    let word = |at: usize| -> [u8; 32] {
        let mut word = [0; 32];
        word.copy_from_slice(&bytes[at..at + 32]);
        word
    };
    if bytes[..4] != version.key_prefix {
        return Err(Error::OtherVersion {
            proof: version_of_prefix(&bytes[..4]).map(|version| version.name),
            key: version.name,
        });
    }
    let envelope = Envelope {
        exit_code: word(4),
        vk_root: word(36),
        nonce: word(68),
        proof: &bytes[HEAD..],
    };
    if envelope.vk_root != version.vk_root {
        return Err(Error::VkRoot);
    }
    if envelope.exit_code != [0; 32] {
        return Err(Error::ExitCode);
    }
    Ok(envelope)
}

/// The SHA-256 of a program's public values with its top three bits cleared, so that it is
/// below BN254's scalar field modulus (SP1's `hash_public_inputs`).
pub fn public_values_digest(public_values: &[u8]) -> [u8; 32] {
    let mut digest: [u8; 32] = Sha256::digest(public_values).into();
    digest[0] &= 0x1f;
    digest
}

/// The Groth16 public inputs of an SP1 proof, big-endian, in SP1's order: the program's key
/// hash, the public values' digest ([`public_values_digest`]), the exit code, the root and
/// the nonce.
pub fn public_inputs(
    program_key_hash: &[u8; 32],
    public_values: &[u8],
    envelope: &Envelope,
) -> [[u8; 32]; 5] {
    [
        *program_key_hash,
        public_values_digest(public_values),
        envelope.exit_code,
        envelope.vk_root,
        envelope.nonce,
    ]
}
