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
//! [`VERSIONS`] lists the SP1 versions whose keys this crate knows, by their key's prefix and
//! by the SHA-256 of their prepared form ([`crate::prepared_key`]), which is how the verifier
//! pallet tells which version a registered key is. On chain a proof needs no gnark reader:
//! [`arkworks_proof`] rewrites gnark's raw proof as arkworks' uncompressed one, byte for byte,
//! and [`arkworks_inputs`] the five inputs as arkworks' little-endian scalars.

use sha2::{Digest, Sha256};

/// Bytes before the gnark proof: the key's prefix, the exit code, the root, the nonce.
pub const HEAD: usize = 4 + 3 * 32;
/// The length of gnark's raw BN254 proof, and of arkworks' uncompressed one: two G1 points of
/// 64 bytes and a G2 point of 128.
pub const GROTH16_BYTES: usize = 256;
/// The length of an SP1 Groth16 proof: [`HEAD`] and gnark's raw BN254 proof.
pub const PROOF_BYTES: usize = HEAD + GROTH16_BYTES;

/// An SP1 version's Groth16 key, by the prefix its proofs carry, and its recursion keys' root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Version {
    /// The versions that share the key and the root, as SP1 numbers them.
    pub name: &'static str,
    /// The first 4 bytes of the SHA-256 of the version's `groth16_vk.bin`.
    pub key_prefix: [u8; 4],
    /// The root of the version's recursion keys, big-endian.
    pub vk_root: [u8; 32],
    /// The SHA-256 of the key's prepared form ([`crate::prepared_key`] on BN254, the layout
    /// the verifier pallet stores).
    pub prepared_key: [u8; 32],
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
        prepared_key: [
            0xfc, 0xd8, 0xa7, 0x87, 0xf6, 0x8e, 0x57, 0xa7, 0xd0, 0xfe, 0x3f, 0x93, 0xf4, 0x6e,
            0xa5, 0x49, 0x82, 0xc7, 0x2d, 0x68, 0x98, 0x34, 0x87, 0x72, 0xe0, 0x6b, 0x91, 0x31,
            0x26, 0x51, 0x68, 0x75,
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
        prepared_key: [
            0xb0, 0xf0, 0xac, 0x73, 0x1b, 0xed, 0x09, 0xd3, 0x3b, 0xae, 0xf1, 0xfc, 0x4b, 0x6c,
            0xd0, 0x9b, 0x51, 0x85, 0xe9, 0xe4, 0x2d, 0x5a, 0x62, 0xb6, 0x32, 0x1f, 0xaf, 0x98,
            0x34, 0xfa, 0x22, 0xe3,
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
    /// The Groth16 proof inside is not gnark's uncompressed encoding (a point with flag bits).
    Encoding,
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
            Error::Encoding => {
                f.write_str("the Groth16 proof inside is not gnark's uncompressed BN254 proof")
            }
        }
    }
}

/// The SP1 version of a gnark key file (`groth16_vk.bin`), by its SHA-256.
pub fn version_of_key(key: &[u8]) -> Option<&'static Version> {
    let digest = Sha256::digest(key);
    version_of_prefix(&digest[..4])
}

/// The SP1 version of a key in its prepared form ([`crate::prepared_key`]), by its SHA-256.
pub fn version_of_prepared(prepared: &[u8]) -> Option<&'static Version> {
    let digest: [u8; 32] = Sha256::digest(prepared).into();
    VERSIONS
        .iter()
        .find(|version| version.prepared_key == digest)
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

/// gnark's raw BN254 proof (`Ar ‖ Bs ‖ Krs`: coordinates big-endian, an `Fp2` one `c1 ‖ c0`,
/// the identity all zeroes) as arkworks' uncompressed `Proof` (coordinates little-endian, an
/// `Fp2` one `c0 ‖ c1`, flags in the top bits of `y`'s last byte). Only the bytes move: whether
/// the coordinates are below the modulus and the points on the curve and in the subgroup is
/// checked where the proof is decoded, as for any proof. A point whose first byte carries
/// gnark's flag bits (a compressed point: an SP1 proof never has one) is
/// [`Error::Encoding`].
pub fn arkworks_proof(gnark: &[u8]) -> Result<[u8; GROTH16_BYTES], Error> {
    if gnark.len() != GROTH16_BYTES {
        return Err(Error::Length(gnark.len()));
    }
    let mut out = [0; GROTH16_BYTES];
    // (offset, coordinates of 32 bytes per point: 2 for G1, 4 for G2)
    for (at, words) in [(0, 2), (64, 4), (192, 2)] {
        let point = &gnark[at..at + 32 * words];
        if point[0] & 0b1100_0000 != 0 {
            return Err(Error::Encoding);
        }
        let target = &mut out[at..at + 32 * words];
        if point.iter().all(|&b| b == 0) {
            // arkworks' identity: zero coordinates, the infinity flag (bit 6 of the last byte).
            target[32 * words - 1] = 0b0100_0000;
            continue;
        }
        for word in 0..words {
            // An `Fp2` coordinate swaps its halves: gnark's word 0 (`x.c1`) is arkworks' 1.
            let from = if words == 4 { word ^ 1 } else { word };
            let source = &point[32 * from..32 * from + 32];
            for (i, byte) in source.iter().rev().enumerate() {
                target[32 * word + i] = *byte;
            }
        }
    }
    Ok(out)
}

/// [`public_inputs`] as arkworks' little-endian scalars, as the verifier pallet takes them
/// (each is checked to be below the modulus where it is decoded).
pub fn arkworks_inputs(
    program_key_hash: &[u8; 32],
    public_values: &[u8],
    envelope: &Envelope,
) -> [[u8; 32]; 5] {
    public_inputs(program_key_hash, public_values, envelope).map(|mut word| {
        word.reverse();
        word
    })
}
