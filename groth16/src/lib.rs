//! Groth16 verification for Substrate runtimes and for tools around them.
//!
//! - [`Curve`]: the four pairing curves a key can be registered for, and [`with_engine!`] to
//!   run generic code on the matching arkworks engine (plain, or the ark-substrate host types).
//! - [`encoding`] (no_std): the on-chain encoding. Keys and proofs are arkworks
//!   `CanonicalSerialize` bytes, compressed or uncompressed (told apart by length); public
//!   inputs are scalars in arkworks' little-endian encoding, each below the field modulus.
//!   Every point is checked to be on the curve and in the prime-order subgroup.
//! - [`verify`] (ark-groth16's verifier behind an input-count check) and [`verify_batch`]
//!   (N proofs under one key with one final exponentiation, see `docs/groth16.md`).
//! - With `std`, [`formats`]: snarkjs JSON, gnark binary (`WriteTo`/`WriteRawTo`) and
//!   public-input JSON, read into the on-chain encoding by [`formats::load`].

#![cfg_attr(not(feature = "std"), no_std)]
#![deny(missing_docs)]

extern crate alloc;

mod batch;
pub mod encoding;
#[cfg(feature = "std")]
pub mod formats;
#[cfg(feature = "testing")]
pub mod testing;

pub use batch::{batch_challenges, verify_batch};
pub use encoding::{
    decode_inputs, decode_prepared_unchecked, decode_proof, decode_vk, encode_prepared,
    prepared_size, vk_inputs, Error,
};

use ark_ec::pairing::Pairing;
use ark_groth16::{Groth16, PreparedVerifyingKey, Proof};
use codec::{Decode, DecodeWithMemTracking, Encode, MaxEncodedLen};
use scale_info::TypeInfo;

/// The pairing curves Groth16 proofs can be verified on.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Encode,
    Decode,
    DecodeWithMemTracking,
    MaxEncodedLen,
    TypeInfo,
)]
pub enum Curve {
    /// BN254 (alt_bn128, snarkjs' `bn128`).
    Bn254,
    /// BLS12-381.
    Bls12_381,
    /// BLS12-377.
    Bls12_377,
    /// BW6-761.
    Bw6_761,
}

impl Curve {
    /// Every curve.
    pub const ALL: [Curve; 4] = [
        Curve::Bn254,
        Curve::Bls12_381,
        Curve::Bls12_377,
        Curve::Bw6_761,
    ];

    /// The name used on the command line and in file names: `bn254`, `bls12_381`, ….
    pub fn name(self) -> &'static str {
        match self {
            Curve::Bn254 => "bn254",
            Curve::Bls12_381 => "bls12_381",
            Curve::Bls12_377 => "bls12_377",
            Curve::Bw6_761 => "bw6_761",
        }
    }

    /// The curve of a [`Curve::name`].
    pub fn from_name(name: &str) -> Option<Curve> {
        Curve::ALL.into_iter().find(|curve| curve.name() == name)
    }
}

impl core::fmt::Display for Curve {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Curve::Bn254 => "BN254",
            Curve::Bls12_381 => "BLS12-381",
            Curve::Bls12_377 => "BLS12-377",
            Curve::Bw6_761 => "BW6-761",
        })
    }
}

/// The pairing engines of the [`Curve`]s, as plain arkworks types (`native`) and as
/// ark-substrate types whose heavy operations are host calls (`host`).
pub mod engines {
    /// Plain arkworks engines.
    pub mod native {
        pub use ark_bls12_377::Bls12_377;
        pub use ark_bls12_381::Bls12_381;
        pub use ark_bn254::Bn254;
        pub use ark_bw6_761::BW6_761;
    }
    /// ark-substrate engines over the `elliptic_curves` host functions.
    pub mod host {
        pub use ark_substrate::bls12_377::Bls12_377;
        pub use ark_substrate::bls12_381::Bls12_381;
        pub use ark_substrate::bn254::Bn254;
        pub use ark_substrate::bw6_761::BW6_761;
    }
}

/// Runs `$body` with `$E` the pairing engine of `$curve` from the module `$engines` (one of
/// [`engines`]' modules, or any module with the same four names).
///
/// ```
/// use ec_groth16::{with_engine, Curve};
/// use ark_ec::pairing::Pairing;
/// use ark_serialize::CanonicalSerialize;
///
/// let size = with_engine!(Curve::Bls12_381, ec_groth16::engines::native, |E| {
///     <E as Pairing>::G1Affine::default().compressed_size()
/// });
/// assert_eq!(size, 48);
/// ```
#[macro_export]
macro_rules! with_engine {
    ($curve:expr, $($engines:ident)::+, |$E:ident| $body:expr) => {
        match $curve {
            $crate::Curve::Bn254 => {
                type $E = $($engines)::+::Bn254;
                $body
            }
            $crate::Curve::Bls12_381 => {
                type $E = $($engines)::+::Bls12_381;
                $body
            }
            $crate::Curve::Bls12_377 => {
                type $E = $($engines)::+::Bls12_377;
                $body
            }
            $crate::Curve::Bw6_761 => {
                type $E = $($engines)::+::BW6_761;
                $body
            }
        }
    };
}

/// Whether `proof` is valid for `inputs` under the prepared key: ark-groth16's verifier,
/// after checking that there is exactly one input per input commitment of the key (arkworks
/// ignores inputs beyond the key's and would verify against missing ones as zero).
pub fn verify<E: Pairing>(
    pvk: &PreparedVerifyingKey<E>,
    proof: &Proof<E>,
    inputs: &[E::ScalarField],
) -> Result<bool, Error> {
    encoding::check_input_count(pvk, inputs.len())?;
    Ok(Groth16::<E>::verify_proof(pvk, proof, inputs).unwrap_or(false))
}

/// Decodes a key, a proof and inputs in the on-chain encoding and verifies.
pub fn verify_encoded<E: Pairing, B: AsRef<[u8]>>(
    vk: &[u8],
    proof: &[u8],
    inputs: &[B],
) -> Result<bool, Error> {
    let pvk = ark_groth16::prepare_verifying_key(&decode_vk::<E>(vk)?);
    let proof = decode_proof::<E>(proof)?;
    verify(&pvk, &proof, &decode_inputs::<E::ScalarField, B>(inputs)?)
}
