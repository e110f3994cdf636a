//! RFC-0163's elliptic-curve host functions, for nodes: what a collator of a parachain whose
//! runtime uses ark-substrate's `Rfc163` hooks registers ([`HostFunctionsRfc163`]).
//!
//! RFC-0163 standardises 12 functions (`ext_host_calls_*`), and polkadot-sdk's
//! `sp-crypto-ec-utils` implements them: arkworks over arkworks' uncompressed encodings, read
//! without curve or subgroup checks. These are the same functions, with the same names,
//! signatures, encodings and status codes, computing with the same arkworks calls, so their
//! results are the same bytes: `tests/conformance/rfc163_known_answers.rs` freezes their outputs on every
//! function, and `sp-crypto-ec-utils` replays those known answers
//! (`ark-substrate/tests/rfc163_upstream.rs`). They exist because `sp-crypto-ec-utils` beside an executor needs its `std` feature,
//! which switches on arkworks' rayon parallelism for every crate of a node, this project's host
//! functions included; these run on the caller's thread only.
//!
//! The differences, where `sp-crypto-ec-utils` has no bound or panics: lists longer than this
//! project's limits for the group ([`GroupLimits`], [`PairingLimits`]) and scalars of more than
//! [`MAX_SCALAR_LIMBS`] limbs are refused with [`Rfc163Error::Unknown`] before anything is
//! decoded, so that no call runs for seconds or allocates what its bytes do not hold; Miller-loop
//! lists of different lengths, on which arkworks panics (a trap of the runtime call there), are
//! [`Rfc163Error::LengthMismatch`]. The `Rfc163` hooks never send any of these.

use crate::limits::{GroupLimits, PairingLimits, MAX_SCALAR_LIMBS};
use alloc::vec::Vec;
use ark_ec::{
    pairing::{MillerLoopOutput, Pairing},
    short_weierstrass::{Affine as SwAffine, SWCurveConfig},
    twisted_edwards::{Affine as TeAffine, TECurveConfig},
    CurveGroup,
};
use ark_ff::Zero;
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize, Compress, Validate};

/// RFC-0163's status codes (`sp-crypto-ec-utils`' `Error`); `0` is success.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum Rfc163Error {
    /// The output buffer is shorter than the result's encoding.
    Encode = 1,
    /// An input is not an encoding of its type.
    Decode = 2,
    /// The lists have different lengths.
    LengthMismatch = 3,
    /// A twisted Edwards result with `Z = 0`, which has no affine encoding.
    DegeneratePoint = 4,
    /// Anything else: the final exponentiation of zero, and here inputs beyond the bounds.
    Unknown = 255,
}

/// The status code of a result.
pub fn status(result: Result<(), Rfc163Error>) -> u32 {
    match result {
        Ok(()) => 0,
        Err(error) => error as u32,
    }
}

/// A value in arkworks' uncompressed encoding, unchecked; trailing bytes are ignored, as
/// `sp-crypto-ec-utils` ignores them.
fn decode<T: CanonicalDeserialize>(bytes: &[u8]) -> Result<T, Rfc163Error> {
    T::deserialize_with_mode(bytes, Compress::No, Validate::No).map_err(|_| Rfc163Error::Decode)
}

/// A `Vec<T>` as [`decode`] reads it, after its length prefix is checked against `limit` and
/// against the bytes that follow it.
fn decode_vec<T>(bytes: &[u8], limit: usize) -> Result<Vec<T>, Rfc163Error>
where
    T: CanonicalDeserialize + CanonicalSerialize + Default,
{
    let (prefix, body) = bytes.split_first_chunk::<8>().ok_or(Rfc163Error::Decode)?;
    let n = u64::from_le_bytes(*prefix);
    if n > limit as u64 {
        return Err(Rfc163Error::Unknown);
    }
    let size = T::default().uncompressed_size();
    if (n as usize).saturating_mul(size) > body.len() {
        return Err(Rfc163Error::Decode);
    }
    decode(bytes)
}

/// Writes `value` at the start of `out`, which must be at least its length.
fn encode_into<T: CanonicalSerialize>(value: &T, out: &mut [u8]) -> Result<(), Rfc163Error> {
    let out = out
        .get_mut(..value.uncompressed_size())
        .ok_or(Rfc163Error::Encode)?;
    value
        .serialize_uncompressed(out)
        .map_err(|_| Rfc163Error::Encode)
}

/// `multi_miller_loop(a: Vec<G1Affine>, b: Vec<G2Affine>) -> TargetField`: arkworks' value.
pub fn multi_miller_loop<E>(a: &[u8], b: &[u8], out: &mut [u8]) -> Result<(), Rfc163Error>
where
    E: Pairing + PairingLimits,
    E::G1Affine: Default,
    E::G2Affine: Default,
{
    let g1 = decode_vec::<E::G1Affine>(a, E::PAIRS_LIMIT)?;
    let g2 = decode_vec::<E::G2Affine>(b, E::PAIRS_LIMIT)?;
    // arkworks' loop panics on lists of different lengths (and `sp-crypto-ec-utils` with it).
    if g1.len() != g2.len() {
        return Err(Rfc163Error::LengthMismatch);
    }
    encode_into(&E::multi_miller_loop(g1, g2).0, out)
}

/// `final_exponentiation(in_out: TargetField)`; zero is [`Rfc163Error::Unknown`].
pub fn final_exponentiation<E: Pairing>(in_out: &mut [u8]) -> Result<(), Rfc163Error> {
    let f = decode::<E::TargetField>(in_out)?;
    let result = E::final_exponentiation(MillerLoopOutput(f)).ok_or(Rfc163Error::Unknown)?;
    encode_into(&result.0, in_out)
}

/// `msm(bases: Vec<Affine>, scalars: Vec<Fr>) -> Affine` on a short Weierstrass curve: arkworks'
/// MSM of the curve's config.
pub fn msm_sw<C: SWCurveConfig>(
    bases: &[u8],
    scalars: &[u8],
    out: &mut [u8],
) -> Result<(), Rfc163Error>
where
    SwAffine<C>: GroupLimits,
{
    let limit = <SwAffine<C> as GroupLimits>::MSM_LIMIT;
    let bases = decode_vec::<SwAffine<C>>(bases, limit)?;
    let scalars = decode_vec::<C::ScalarField>(scalars, limit)?;
    let result = C::msm(&bases, &scalars).map_err(|_| Rfc163Error::LengthMismatch)?;
    encode_into(&result.into_affine(), out)
}

/// `mul(base: Affine, scalar: Vec<u64>) -> Affine` on a short Weierstrass curve: arkworks'
/// `mul_affine` of the curve's config.
pub fn mul_sw<C: SWCurveConfig>(
    base: &[u8],
    scalar: &[u8],
    out: &mut [u8],
) -> Result<(), Rfc163Error> {
    let base = decode::<SwAffine<C>>(base)?;
    let scalar = decode_vec::<u64>(scalar, MAX_SCALAR_LIMBS)?;
    encode_into(&C::mul_affine(&base, &scalar).into_affine(), out)
}

/// `msm(bases: Vec<Affine>, scalars: Vec<Fr>) -> Affine` on a twisted Edwards curve: arkworks'
/// MSM, [`Rfc163Error::DegeneratePoint`] for a result with `Z = 0`.
pub fn msm_te<C: TECurveConfig>(
    bases: &[u8],
    scalars: &[u8],
    out: &mut [u8],
) -> Result<(), Rfc163Error>
where
    TeAffine<C>: GroupLimits,
{
    let limit = <TeAffine<C> as GroupLimits>::MSM_LIMIT;
    let bases = decode_vec::<TeAffine<C>>(bases, limit)?;
    let scalars = decode_vec::<C::ScalarField>(scalars, limit)?;
    let result = C::msm(&bases, &scalars).map_err(|_| Rfc163Error::LengthMismatch)?;
    if result.z.is_zero() {
        return Err(Rfc163Error::DegeneratePoint);
    }
    encode_into(&result.into_affine(), out)
}

/// `mul(base: Affine, scalar: Vec<u64>) -> Affine` on a twisted Edwards curve, as
/// [`msm_te`] for `Z = 0`.
pub fn mul_te<C: TECurveConfig>(
    base: &[u8],
    scalar: &[u8],
    out: &mut [u8],
) -> Result<(), Rfc163Error> {
    let base = decode::<TeAffine<C>>(base)?;
    let scalar = decode_vec::<u64>(scalar, MAX_SCALAR_LIMBS)?;
    let result = C::mul_affine(&base, &scalar);
    if result.z.is_zero() {
        return Err(Rfc163Error::DegeneratePoint);
    }
    encode_into(&result.into_affine(), out)
}

#[cfg(not(substrate_runtime))]
mod interface {
    use super::*;
    use ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig;
    use sp_runtime_interface::{
        pass_by::{PassFatPointerAndRead, PassFatPointerAndReadWrite, PassFatPointerAndWrite},
        runtime_interface,
    };

    /// RFC-0163's 12 functions, host side only (the runtime side is `sp-crypto-ec-utils`').
    #[runtime_interface]
    pub trait HostCalls {
        /// BLS12-381 multi-Miller loop.
        fn bls12_381_multi_miller_loop(
            a: PassFatPointerAndRead<&[u8]>,
            b: PassFatPointerAndRead<&[u8]>,
            out: PassFatPointerAndWrite<&mut [u8]>,
        ) -> u32 {
            status(multi_miller_loop::<ark_bls12_381::Bls12_381>(a, b, out))
        }

        /// BLS12-381 final exponentiation.
        fn bls12_381_final_exponentiation(in_out: PassFatPointerAndReadWrite<&mut [u8]>) -> u32 {
            status(final_exponentiation::<ark_bls12_381::Bls12_381>(in_out))
        }

        /// BLS12-381 G1 MSM.
        fn bls12_381_msm_g1(
            bases: PassFatPointerAndRead<&[u8]>,
            scalars: PassFatPointerAndRead<&[u8]>,
            out: PassFatPointerAndWrite<&mut [u8]>,
        ) -> u32 {
            status(msm_sw::<ark_bls12_381::g1::Config>(bases, scalars, out))
        }

        /// BLS12-381 G2 MSM.
        fn bls12_381_msm_g2(
            bases: PassFatPointerAndRead<&[u8]>,
            scalars: PassFatPointerAndRead<&[u8]>,
            out: PassFatPointerAndWrite<&mut [u8]>,
        ) -> u32 {
            status(msm_sw::<ark_bls12_381::g2::Config>(bases, scalars, out))
        }

        /// BLS12-381 G1 scalar multiplication.
        fn bls12_381_mul_g1(
            base: PassFatPointerAndRead<&[u8]>,
            scalar: PassFatPointerAndRead<&[u8]>,
            out: PassFatPointerAndWrite<&mut [u8]>,
        ) -> u32 {
            status(mul_sw::<ark_bls12_381::g1::Config>(base, scalar, out))
        }

        /// BLS12-381 G2 scalar multiplication.
        fn bls12_381_mul_g2(
            base: PassFatPointerAndRead<&[u8]>,
            scalar: PassFatPointerAndRead<&[u8]>,
            out: PassFatPointerAndWrite<&mut [u8]>,
        ) -> u32 {
            status(mul_sw::<ark_bls12_381::g2::Config>(base, scalar, out))
        }

        /// Bandersnatch (twisted Edwards) MSM.
        fn ed_on_bls12_381_bandersnatch_msm(
            bases: PassFatPointerAndRead<&[u8]>,
            scalars: PassFatPointerAndRead<&[u8]>,
            out: PassFatPointerAndWrite<&mut [u8]>,
        ) -> u32 {
            status(msm_te::<BandersnatchConfig>(bases, scalars, out))
        }

        /// Bandersnatch (twisted Edwards) scalar multiplication.
        fn ed_on_bls12_381_bandersnatch_mul(
            base: PassFatPointerAndRead<&[u8]>,
            scalar: PassFatPointerAndRead<&[u8]>,
            out: PassFatPointerAndWrite<&mut [u8]>,
        ) -> u32 {
            status(mul_te::<BandersnatchConfig>(base, scalar, out))
        }

        /// Pallas MSM.
        fn pallas_msm(
            bases: PassFatPointerAndRead<&[u8]>,
            scalars: PassFatPointerAndRead<&[u8]>,
            out: PassFatPointerAndWrite<&mut [u8]>,
        ) -> u32 {
            status(msm_sw::<ark_pallas::PallasConfig>(bases, scalars, out))
        }

        /// Pallas scalar multiplication.
        fn pallas_mul(
            base: PassFatPointerAndRead<&[u8]>,
            scalar: PassFatPointerAndRead<&[u8]>,
            out: PassFatPointerAndWrite<&mut [u8]>,
        ) -> u32 {
            status(mul_sw::<ark_pallas::PallasConfig>(base, scalar, out))
        }

        /// Vesta MSM.
        fn vesta_msm(
            bases: PassFatPointerAndRead<&[u8]>,
            scalars: PassFatPointerAndRead<&[u8]>,
            out: PassFatPointerAndWrite<&mut [u8]>,
        ) -> u32 {
            status(msm_sw::<ark_vesta::VestaConfig>(bases, scalars, out))
        }

        /// Vesta scalar multiplication.
        fn vesta_mul(
            base: PassFatPointerAndRead<&[u8]>,
            scalar: PassFatPointerAndRead<&[u8]>,
            out: PassFatPointerAndWrite<&mut [u8]>,
        ) -> u32 {
            status(mul_sw::<ark_vesta::VestaConfig>(base, scalar, out))
        }
    }
}

#[cfg(not(substrate_runtime))]
pub use interface::host_calls;

/// RFC-0163's host functions, for a node's executor: `(sp_io::SubstrateHostFunctions,
/// HostFunctionsRfc163)` runs a runtime that uses ark-substrate's `Rfc163` hooks.
#[cfg(not(substrate_runtime))]
pub type HostFunctionsRfc163 = interface::host_calls::HostFunctions;
