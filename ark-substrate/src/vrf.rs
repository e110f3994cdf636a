//! ark-vrf's Bandersnatch SHA-512 Elligator 2 suite (`Bandersnatch-SHA512-ELL2-v1`) over this
//! crate's types, for any hook set `H`: ark-vrf's tiny (IETF), thin, Pedersen and ring VRFs run
//! unmodified over [`BandersnatchSha512Ell2<H>`], with the same keys, outputs and proofs as over
//! ark-vrf's own suite ([`Upstream`]). The suite's identifier, transcript and points are
//! ark-vrf's; what changes is the curve arithmetic underneath, which goes through the hooks
//! (scalar multiplications, MSMs, subgroup checks, and for the ring proof's KZG check the
//! BLS12-381 pairing).
//!
//! Ring verification from bytes, as a chain receives proofs and keeps ring keys, is also one
//! function, [`ring_verify`]: with [`Host`] hooks it is one host call
//! (`ed_on_bls12_381_bandersnatch_ring_vrf_verify`), which runs ark-vrf's verifier natively;
//! with the other hook sets it runs the same steps over this suite in the runtime.
//!
//! ```
//! use ark_substrate::{vrf::BandersnatchSha512Ell2, Host};
//! use ark_vrf::{tiny::{Prover, Verifier}, Input, Secret};
//!
//! type Suite = BandersnatchSha512Ell2<Host>;
//! let secret = Secret::<Suite>::from_seed([7; 32]);
//! let io = secret.vrf_io(Input::new(b"input").unwrap()); // ok: Elligator 2 maps it to a point
//! let proof = secret.prove(io, b"additional data");
//! assert!(secret.public().verify(io, b"additional data", &proof).is_ok());
//! ```

use crate::{
    bls12_381::hooked::Bls12_381, ed_on_bls12_381_bandersnatch::hooked::EdwardsAffine, Arkworks,
    Host, PairingHooks, TEHooks,
};
use ark_ed_on_bls12_381_bandersnatch::{BandersnatchConfig, EdwardsAffine as PlainAffine};
use ark_vrf::{pedersen::PedersenSuite, ring::RingSuite, AffinePoint, Suite};
use core::marker::PhantomData;
use ec_host_primitives::{elliptic_curves, native::ring_vrf, Error};

/// ark-vrf's own suite, whose constants this one takes.
pub use ark_vrf::suites::bandersnatch::BandersnatchSha512Ell2 as Upstream;

/// ark-vrf's `Bandersnatch-SHA512-ELL2-v1` suite over this crate's Bandersnatch (twisted
/// Edwards) with hooks `H`; for the ring VRF, over this crate's BLS12-381 with the same hooks.
pub struct BandersnatchSha512Ell2<H>(PhantomData<fn() -> H>);

// What ark-vrf's own suite derives, for any `H` (a derive would ask it of `H`).
impl<H> Clone for BandersnatchSha512Ell2<H> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<H> Copy for BandersnatchSha512Ell2<H> {}
impl<H> PartialEq for BandersnatchSha512Ell2<H> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
impl<H> Eq for BandersnatchSha512Ell2<H> {}
impl<H> core::fmt::Debug for BandersnatchSha512Ell2<H> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "BandersnatchSha512Ell2<{}>", core::any::type_name::<H>())
    }
}

/// ark-vrf's point as this crate's (same coordinates), in constants.
const fn ours<H: TEHooks<BandersnatchConfig>>(point: PlainAffine) -> EdwardsAffine<H> {
    EdwardsAffine::<H>::new_unchecked(point.x, point.y)
}

impl<H: TEHooks<BandersnatchConfig>> Suite for BandersnatchSha512Ell2<H> {
    const SUITE_ID: &'static [u8] = Upstream::SUITE_ID;
    type Affine = EdwardsAffine<H>;
    type Transcript = <Upstream as Suite>::Transcript;

    /// Elligator 2 with `expand_message_xmd` over SHA-512 (RFC 9380), as ark-vrf's suite, through
    /// the model's forwarded `Elligator2Config`.
    fn data_to_point(data: &[u8]) -> Option<AffinePoint<Self>> {
        ark_vrf::utils::hash_to_curve_ell2_xmd::<Self, sha2::Sha512>(data)
    }
}

impl<H: TEHooks<BandersnatchConfig>> PedersenSuite for BandersnatchSha512Ell2<H> {
    const BLINDING_BASE: AffinePoint<Self> = ours(Upstream::BLINDING_BASE);
}

impl<H> RingSuite for BandersnatchSha512Ell2<H>
where
    H: TEHooks<BandersnatchConfig> + PairingHooks<ark_bls12_381::Bls12_381>,
{
    type Pairing = Bls12_381<H>;
    const ACCUMULATOR_BASE: AffinePoint<Self> = ours(Upstream::ACCUMULATOR_BASE);
    const PADDING: AffinePoint<Self> = ours(Upstream::PADDING);
}

/// Ring-VRF verification of encoded arguments, by hook set: what
/// [`ring_verify`] runs. `Host` makes one host call
/// (`ed_on_bls12_381_bandersnatch_ring_vrf_verify`, which runs ark-vrf's own suite natively);
/// `Arkworks` runs ark-vrf's own suite in place; `Rfc163` and `WasmArkworks` run
/// [`BandersnatchSha512Ell2`] over their hooks. All three run `ec_host_primitives::native::ring_vrf`'s steps, so they return the
/// same answer for the same bytes.
pub trait RingVrfHooks {
    /// See [`ring_verify`].
    fn ring_vrf_verify(
        ring_size: u32,
        key: &[u8],
        input: &[u8],
        output: &[u8],
        ad: &[u8],
        proof: &[u8],
    ) -> Result<bool, Error>;
}

/// The hook sets that compute in the runtime run a suite there: `Arkworks` ark-vrf's own,
/// the others [`BandersnatchSha512Ell2`] over themselves.
macro_rules! ring_vrf_in_runtime {
    ($($(#[$attr:meta])* $hooks:ty => $suite:ty;)*) => {$(
        $(#[$attr])*
        impl RingVrfHooks for $hooks {
            fn ring_vrf_verify(
                ring_size: u32,
                key: &[u8],
                input: &[u8],
                output: &[u8],
                ad: &[u8],
                proof: &[u8],
            ) -> Result<bool, Error> {
                ring_vrf::verify::<$suite>(ring_size, key, input, output, ad, proof)
            }
        }
    )*};
}

ring_vrf_in_runtime! {
    Arkworks => Upstream;
    #[cfg(any(feature = "rfc163", not(substrate_runtime)))]
    crate::Rfc163 => BandersnatchSha512Ell2<Self>;
    crate::WasmArkworks => BandersnatchSha512Ell2<Self>;
}

impl RingVrfHooks for Host {
    fn ring_vrf_verify(
        ring_size: u32,
        key: &[u8],
        input: &[u8],
        output: &[u8],
        ad: &[u8],
        proof: &[u8],
    ) -> Result<bool, Error> {
        let mut holds = [0u8];
        elliptic_curves::ed_on_bls12_381_bandersnatch_ring_vrf_verify(
            ring_size, key, input, output, ad, proof, &mut holds,
        )?;
        Ok(holds == [1])
    }
}

/// Verifies a ring-VRF proof of ark-vrf's `Bandersnatch-SHA512-ELL2-v1` ring scheme from its
/// encoded arguments, with hooks `H` (see [`RingVrfHooks`]).
///
/// The arguments are arkworks' compressed encodings, as ark-vrf writes them: `key` the ring's
/// `RingVerifierKey` (a chain keeps it in storage), `input` the VRF input's data (hashed to the
/// curve), `output` the VRF output point, `ad` the additional data, `proof` the ring proof;
/// `ring_size` the ring's capacity, which fixes the PIOP domain.
///
/// `Ok(true)` if the proof verifies, `Ok(false)` if not; `Err(TooManyElements)` for a ring over
/// `ec_host_primitives::native::ring_vrf::MAX_RING_SIZE` or data over `MAX_DATA` bytes (before
/// anything is decoded), `Err(InvalidEncoding)` for arguments that do not decode to valid values
/// (`docs/host-functions.md`, `ed_on_bls12_381_bandersnatch_ring_vrf_verify`).
pub fn ring_verify<H: RingVrfHooks>(
    ring_size: u32,
    key: &[u8],
    input: &[u8],
    output: &[u8],
    ad: &[u8],
    proof: &[u8],
) -> Result<bool, Error> {
    H::ring_vrf_verify(ring_size, key, input, output, ad, proof)
}
