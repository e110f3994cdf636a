//! Groth16 verification for Substrate runtimes and for tools around them.
//!
//! - [`Curve`]: the pairing curves a key can be registered for (the curve registry's), and
//!   [`with_engine!`] to run generic code on the matching arkworks engine (plain, or the
//!   ark-substrate host types).
//! - [`encoding`] (no_std): the on-chain encoding. Keys and proofs are arkworks
//!   `CanonicalSerialize` bytes, compressed or uncompressed (told apart by length); public
//!   inputs are scalars in arkworks' little-endian encoding, each below the field modulus.
//!   Every point is checked to be on the curve and in the prime-order subgroup.
//! - [`verify`] (ark-groth16's verifier behind an input-count check), and [`prepared`]: the
//!   pallet's path, one proof or a batch under a prepared key in one `groth16_verify_prepared`
//!   host call (the batch's soundness argument is in `docs/host-functions.md`).
//! - [`commitments`]: gnark's Groth16 with commitments (its `Commit` API, BSB22), verified as
//!   gnark does ([`verify_with_commitments`]; for a stored key,
//!   [`commitments::RegisteredKey`]).
//! - [`sp1`]: SP1's Groth16 proofs: their envelope, its checks and their public inputs.
//! - With `std`, [`formats`]: snarkjs JSON, gnark binary (`WriteTo`/`WriteRawTo`), SP1's files
//!   and public-input JSON, read into the on-chain encoding by [`formats::load`].

#![cfg_attr(not(feature = "std"), no_std)]
#![deny(missing_docs)]

extern crate alloc;

pub mod commitments;
pub mod encoding;
#[cfg(feature = "std")]
pub mod formats;
pub mod prepared;
pub mod sp1;
#[cfg(feature = "testing")]
pub mod testing;

/// The pairing check [`verify_with_commitments`] runs on (ark-substrate's: one host call with
/// host hooks).
pub use ark_substrate::PairingCheck;
pub use commitments::{
    decode_key, decode_proof_with_commitments, key_shape, verify_with_commitments, CommitmentHash,
    CommitmentKeys, CommitmentProof, KeyShape,
};
pub use encoding::{decode_inputs, decode_proof, decode_vk, vk_inputs, Error};
pub use prepared::{
    key_bytes, packed_inputs, packed_proof, prepared_key, prepared_size, verify_prepared,
    verify_registered, PreparedEngine,
};

use ark_ec::pairing::Pairing;
use ark_groth16::{Groth16, PreparedVerifyingKey, Proof};
use codec::{Decode, DecodeWithMemTracking, Encode, MaxEncodedLen};
use scale_info::TypeInfo;

/// Calls `$callback! { module Name arkworks_crate Engine "Display", … }` with every pairing
/// curve of the curve registry (`ec_host_primitives::curves!`), in its order: the registry's
/// module name (`bls12_381`), enum name (`Bls12_381`), arkworks crate and engine, and display
/// name. `pairing_curves!([path::to::callback] tokens…)` calls a macro by path and puts
/// `tokens…` first.
#[macro_export]
macro_rules! pairing_curves {
    ([$($callback:tt)*] $($args:tt)*) => {
        $crate::__private::ec_host_primitives::curves! {
            [$crate::__pairing_curves], [$($callback)*] [$($args)*]
        }
    };
    ($callback:ident) => {
        $crate::pairing_curves! { [$callback] }
    };
}

/// [`pairing_curves!`]'s list, from the registry's rows that have a pairing.
#[doc(hidden)]
#[macro_export]
macro_rules! __pairing_curves {
    (
        [$($callback:tt)*] [$($args:tt)*]
        $({
            curve: $name:ident, crate: $ark:ident,
            pairing: [$(engine: $engine:ident, $($pmore:tt)*)?], groups: $groups:tt,
            variant: $Name:ident, display: $display:literal, $($more:tt)*
        })*
    ) => {
        $($callback)*! { $($args)* $($($name $Name $ark $engine $display,)?)* }
    };
}

/// Declares [`Curve`] and [`engines`] from the registry's pairing curves.
macro_rules! declare_curves {
    ($($name:ident $Name:ident $ark:ident $engine:ident $display:literal,)*) => {
        /// The pairing curves Groth16 proofs can be verified on: the registry's, in its order,
        /// which gives each its SCALE index (the same as in the benchmarking pallet).
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
            $(#[doc = $display] $Name,)*
        }

        impl Curve {
            /// Every curve.
            pub const ALL: [Curve; [$(stringify!($Name)),*].len()] = [$(Curve::$Name),*];

            /// The name used on the command line and in file names: `bn254`, `bls12_381`, ….
            pub fn name(self) -> &'static str {
                match self {
                    $(Curve::$Name => stringify!($name),)*
                }
            }

            /// The display name: `BN254`, `BLS12-381`, ….
            pub fn display_name(self) -> &'static str {
                match self {
                    $(Curve::$Name => $display,)*
                }
            }
        }

        /// The pairing engines of the [`Curve`]s, as plain arkworks types (`native`) and as
        /// ark-substrate types whose heavy operations are host calls (`host`).
        pub mod engines {
            /// Plain arkworks engines.
            pub mod native {
                $(pub use $ark::$engine;)*
            }
            /// ark-substrate engines over the `elliptic_curves` host functions.
            pub mod host {
                $(pub use ark_substrate::$name::$engine;)*
            }
        }
    };
}

pairing_curves!(declare_curves);

impl Curve {
    /// The curve of a [`Curve::name`].
    pub fn from_name(name: &str) -> Option<Curve> {
        Curve::ALL.into_iter().find(|curve| curve.name() == name)
    }
}

impl core::fmt::Display for Curve {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.display_name())
    }
}

/// Runs `$body` with `$E` the pairing engine of `$curve` from the module `$engines` (one of
/// [`engines`]' modules, or any module with the same names: the arkworks engines'
/// `Bls12_381`, `BW6_761`, …).
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
    ($curve:expr, $engines:path, |$E:ident| $body:expr) => {
        $crate::pairing_curves!([$crate::__engine_match]($curve, $engines, $E, $body))
    };
}

/// The `match` of [`with_engine!`], one arm per curve.
#[doc(hidden)]
#[macro_export]
macro_rules! __engine_match {
    (
        ($curve:expr, $engines:path, $E:ident, $body:expr)
        $($name:ident $Name:ident $ark:ident $engine:ident $display:literal,)*
    ) => {{
        use $engines as __engines;
        match $curve {
            $($crate::Curve::$Name => {
                type $E = __engines::$engine;
                $body
            })*
        }
    }};
}

/// What the exported macros need where they expand.
#[doc(hidden)]
pub mod __private {
    pub use ec_host_primitives;
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

/// Decodes a key, a proof and inputs in the on-chain encoding and verifies: a plain key with
/// ark-groth16's verifier ([`verify`]), a key with commitments with
/// [`verify_with_commitments`].
pub fn verify_encoded<E: ark_substrate::PairingCheck, B: AsRef<[u8]>>(
    vk: &[u8],
    proof: &[u8],
    inputs: &[B],
) -> Result<bool, Error> {
    let (vk, keys, hash) = decode_key::<E>(vk)?;
    let (proof, extension) = decode_proof_with_commitments::<E>(proof, keys.len())?;
    let inputs = decode_inputs::<E::ScalarField, B>(inputs)?;
    if keys.is_empty() {
        return verify(&ark_groth16::prepare_verifying_key(&vk), &proof, &inputs);
    }
    verify_with_commitments(&vk, &keys, hash, &proof, &extension, &inputs)
}
