//! BLS signatures on BLS12-381 as the IETF draft defines them (draft-irtf-cfrg-bls-signature-05,
//! "minimal-pubkey-size": public keys in G1, 48 bytes compressed; signatures in G2, 96 bytes
//! compressed), for any hook set: Ethereum's ciphersuite ([`Ciphersuite::ProofOfPossession`]) and
//! the basic scheme ([`Ciphersuite::Basic`]); and hash to curve (RFC 9380's
//! `BLS12381G1_XMD:SHA-256_SSWU_RO_` and `BLS12381G2_XMD:SHA-256_SSWU_RO_`) with EIP-2537's
//! `MAP_FP_TO_G1` and `MAP_FP2_TO_G2`.
//!
//! Each operation runs as the hooks say ([`BlsHooks`]): with [`crate::Host`] one host call of
//! ABI version 8 (`docs/host-functions.md`, "BLS12-381: hash to curve and BLS signatures"),
//! with the other hook sets the code below, in place. In place, every check is one pairing
//! check of the hooks (`Π e(g1[i], g2[i]) = 1`: one Miller loop
//! and one final exponentiation), the points' subgroup checks are the hooks' (a list of keys
//! in one [`BatchValid`] check), and hashing runs arkworks' map (`WBMap`, its isogeny and
//! cofactor clearing) on BLS12-381's own configurations in place, or, for hooks with
//! [`PairingHooks::SHAPED_FIELDS`] (`WasmArkworks`, `Rfc163`, and `Host` in Wasm), the same
//! steps on their twins over the fields shaped for Wasm ([`crate::shaped::Bls12_381G2Twin`];
//! G2's cofactor by [`crate::shaped::bls12_m_twist_clear_cofactor`]), as do the sum of an
//! aggregate's keys and the on-curve check of a kept key: the same points either way.
//! Malformed input (a wrong length, an encoding that is not a point, a point off its subgroup,
//! the identity as a key, empty lists) gives "not valid", never a panic.
//!
//! The lists are the caller's to bound: each key costs a decompression and a subgroup check
//! (once, with [`PublicKey`]: a chain keeps validated keys), each message a hash and a pair of
//! the pairing check.
//!
//! ```
//! use ark_substrate::{bls_signature::{verify, Ciphersuite}, Arkworks};
//! // Not a public key: 48 zero bytes have no compression flag.
//! assert!(!verify::<Arkworks>(Ciphersuite::ProofOfPossession, &[0; 48], b"msg", &[0; 96]));
//! ```

use crate::{
    models::{convert, BatchValid},
    pairing::{G1Affine, G2Affine, PairingHooks, PairingModel},
    shaped::{bls12_m_twist_clear_cofactor, Bls12_381G1Twin, Bls12_381G2Twin, Twin, WasmBls12},
};
use alloc::vec::Vec;
use ark_bls12_381::{g1, g2, Bls12_381, Fq, Fq2};
use ark_ec::{
    hashing::{
        curve_maps::wb::{WBConfig, WBMap},
        map_to_curve_hasher::{MapToCurve, MapToCurveBasedHasher},
        HashToCurve,
    },
    short_weierstrass::{Affine, Projective},
    AffineRepr, CurveConfig, CurveGroup,
};
use ark_ff::field_hashers::{DefaultFieldHasher, HashToField};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize, Compress, Validate};
use sha2::Sha256;

/// Bytes of a compressed public key (a G1 point).
pub const PUBLIC_KEY_SIZE: usize = 48;
/// Bytes of a compressed signature (a G2 point).
pub const SIGNATURE_SIZE: usize = ec_host_primitives::native::bls::SIGNATURE_SIZE;
/// The longest domain separation tag [`hash_to_g1`] and [`hash_to_g2`] take (RFC 9380 hashes
/// longer ones first; no ciphersuite here needs one).
pub const MAX_DST_LEN: usize = ec_host_primitives::native::bls::MAX_DST_LEN;
/// The proof-of-possession scheme's tag for [`pop_verify`].
pub const POP_DST: &[u8] = ec_host_primitives::native::bls::DST_POP_PROOF;

/// A ciphersuite of the draft with public keys in G1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ciphersuite {
    /// `BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_`, the basic scheme: [`aggregate_verify`]
    /// requires the messages to be distinct; no [`fast_aggregate_verify`].
    Basic,
    /// `BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_`, the proof-of-possession scheme, which
    /// Ethereum's consensus layer uses: keys proven by [`pop_verify`] once, then
    /// [`fast_aggregate_verify`] over them.
    ProofOfPossession,
}

impl Ciphersuite {
    /// The tag messages are hashed with.
    pub const fn dst(self) -> &'static [u8] {
        match self {
            Ciphersuite::Basic => abi_limits::DST_BASIC,
            Ciphersuite::ProofOfPossession => abi_limits::DST_PROOF_OF_POSSESSION,
        }
    }
}

/// The hash of RFC 9380 to the curve `C` (BLS12-381's own configuration or its twin over the
/// fields shaped for Wasm): `expand_message_xmd` with SHA-256, two field elements, the simplified
/// SWU map through the isogeny, and cofactor clearing.
type Hasher<C> = MapToCurveBasedHasher<Projective<C>, DefaultFieldHasher<Sha256, 128>, WBMap<C>>;

/// Whether RFC 9380 takes the tag: 1 to [`MAX_DST_LEN`] bytes (its section 3.1: "tags MUST
/// have nonzero length").
fn tag_fits(dst: &[u8]) -> bool {
    (1..=MAX_DST_LEN).contains(&dst.len())
}

/// RFC 9380's `hash_to_curve` to `C`, `None` for a tag that is empty or longer than
/// [`MAX_DST_LEN`].
fn hash_to<C: WBConfig>(dst: &[u8], msg: &[u8]) -> Option<Affine<C>> {
    if !tag_fits(dst) {
        return None;
    }
    let hasher = <Hasher<C> as HashToCurve<Projective<C>>>::new(dst).ok()?;
    hasher.hash(msg).ok()
}

/// RFC 9380's `hash_to_curve` for the suite `BLS12381G1_XMD:SHA-256_SSWU_RO_` with tag `dst`
/// (1 to [`MAX_DST_LEN`] bytes, else `None`). Over the twin where the hooks say
/// ([`PairingHooks::SHAPED_FIELDS`]).
fn hash_to_g1_in_runtime<H: PairingHooks<Bls12_381>>(
    dst: &[u8],
    msg: &[u8],
) -> Option<G1Affine<Bls12_381, H>> {
    if H::SHAPED_FIELDS {
        let point: Affine<g1::Config> = hash_to::<Bls12_381G1Twin>(dst, msg)?.twin();
        return Some(convert(&point));
    }
    Some(convert(&hash_to::<g1::Config>(dst, msg)?))
}

/// RFC 9380's `hash_to_curve` for the suite `BLS12381G2_XMD:SHA-256_SSWU_RO_` with tag `dst`
/// (1 to [`MAX_DST_LEN`] bytes, else `None`), as [`hash_to_g1`].
fn hash_to_g2_in_runtime<H: PairingHooks<Bls12_381>>(
    dst: &[u8],
    msg: &[u8],
) -> Option<G2Affine<Bls12_381, H>> {
    if H::SHAPED_FIELDS {
        if !tag_fits(dst) {
            return None;
        }
        // RFC 9380's steps as arkworks' hasher takes them, with the cofactor cleared on the
        // twin too.
        type Fq2Twin = <Bls12_381G2Twin as CurveConfig>::BaseField;
        let hasher = <DefaultFieldHasher<Sha256, 128> as HashToField<Fq2Twin>>::new(dst);
        let [u0, u1] = hasher.hash_to_field::<2>(msg);
        let q0 = WBMap::<Bls12_381G2Twin>::map_to_curve(u0).ok()?;
        let q1 = WBMap::<Bls12_381G2Twin>::map_to_curve(u1).ok()?;
        return Some(g2_from_twin(&clear_g2_cofactor_on_twin(
            &(q0 + q1).into_affine(),
        )?));
    }
    Some(convert(&hash_to::<g2::Config>(dst, msg)?))
}

/// `u` mapped by the simplified SWU map through the isogeny, cofactor cleared, on `C`.
fn map_to<C: WBConfig>(u: C::BaseField) -> Option<Affine<C>> {
    Some(WBMap::<C>::map_to_curve(u).ok()?.clear_cofactor())
}

/// EIP-2537's `MAP_FP_TO_G1`: the simplified SWU map of `u` through the isogeny, cofactor
/// cleared (a point of the subgroup). `None` only if arkworks' map refuses `u`, which it does
/// for no field element. Over the twin as [`hash_to_g1`].
fn map_fp_to_g1_in_runtime<H: PairingHooks<Bls12_381>>(u: Fq) -> Option<G1Affine<Bls12_381, H>> {
    if H::SHAPED_FIELDS {
        let point: Affine<g1::Config> = map_to::<Bls12_381G1Twin>(u.twin())?.twin();
        return Some(convert(&point));
    }
    Some(convert(&map_to::<g1::Config>(u)?))
}

/// EIP-2537's `MAP_FP2_TO_G2`, as [`map_fp_to_g1`].
fn map_fp2_to_g2_in_runtime<H: PairingHooks<Bls12_381>>(u: Fq2) -> Option<G2Affine<Bls12_381, H>> {
    if H::SHAPED_FIELDS {
        let point = WBMap::<Bls12_381G2Twin>::map_to_curve(u.twin()).ok()?;
        return Some(g2_from_twin(&clear_g2_cofactor_on_twin(&point)?));
    }
    Some(convert(&map_to::<g2::Config>(u)?))
}

/// G2's cofactor cleared on the twin ([`bls12_m_twist_clear_cofactor`]: arkworks' formula, over
/// the fields shaped for Wasm).
fn clear_g2_cofactor_on_twin(
    point: &Affine<Bls12_381G2Twin>,
) -> Option<Projective<Bls12_381G2Twin>> {
    bls12_m_twist_clear_cofactor::<WasmBls12<ark_bls12_381::Config, ark_bls12_381::FqConfig, 6>>(
        point,
    )
}

/// A point of the G2 twin as the model's.
fn g2_from_twin<H: PairingHooks<Bls12_381>>(
    point: &Projective<Bls12_381G2Twin>,
) -> G2Affine<Bls12_381, H> {
    let plain: Affine<g2::Config> = point.into_affine().twin();
    convert(&plain)
}

/// The point of a compressed public key, not yet checked for the subgroup: `None` unless the
/// bytes are one (48 bytes, the compression flag, a coordinate below `p` on the curve) and the
/// point is not the identity.
fn key_point<H: PairingHooks<Bls12_381>>(pk: &[u8]) -> Option<G1Affine<Bls12_381, H>> {
    if pk.len() != PUBLIC_KEY_SIZE {
        return None;
    }
    let point =
        G1Affine::<Bls12_381, H>::deserialize_with_mode(pk, Compress::Yes, Validate::No).ok()?;
    (!point.is_zero()).then_some(point)
}

/// The draft's `KeyValidate`: the key's point if `pk` encodes one (see [`key_point`]) in the
/// prime-order subgroup and other than the identity.
pub fn key_validate<H: PairingHooks<Bls12_381>>(pk: &[u8]) -> Option<G1Affine<Bls12_381, H>> {
    let point = key_point::<H>(pk)?;
    BatchValid::batch_valid(core::slice::from_ref(&point)).then_some(point)
}

/// A public key that passed the draft's `KeyValidate`: a point of G1's prime-order subgroup
/// other than the identity. A chain that verifies many signatures under the same keys (a sync
/// committee, a validator set) validates each key once, keeps it (its
/// [`Self::to_uncompressed`] bytes, 96, in storage), and verifies with
/// [`fast_aggregate_verify_keys`] and [`aggregate_verify_keys`], which check no key again.
pub struct PublicKey<H: PairingHooks<Bls12_381>>(G1Affine<Bls12_381, H>);

impl<H: PairingHooks<Bls12_381>> Clone for PublicKey<H> {
    fn clone(&self) -> Self {
        Self(self.0)
    }
}

impl<H: PairingHooks<Bls12_381>> core::fmt::Debug for PublicKey<H> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_tuple("PublicKey").field(&self.0).finish()
    }
}

impl<H: PairingHooks<Bls12_381>> PartialEq for PublicKey<H> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl<H: PairingHooks<Bls12_381>> PublicKey<H> {
    /// [`key_validate`] of a compressed key.
    pub fn validate(pk: &[u8]) -> Option<Self> {
        key_validate::<H>(pk).map(Self)
    }

    /// Every compressed key of `pks` validated, the subgroup checks as one list (with the
    /// `Host` hooks one host call); `None` if any is not valid.
    pub fn validate_all(pks: &[&[u8]]) -> Option<Vec<Self>> {
        let points = pks
            .iter()
            .map(|pk| key_point::<H>(pk))
            .collect::<Option<Vec<_>>>()?;
        BatchValid::batch_valid(&points).then(|| points.into_iter().map(Self).collect())
    }

    /// The key's point.
    pub fn point(&self) -> G1Affine<Bls12_381, H> {
        self.0
    }

    /// The key's uncompressed encoding (96 bytes), for [`Self::from_validated`].
    pub fn to_uncompressed(&self) -> [u8; 2 * PUBLIC_KEY_SIZE] {
        let mut out = [0u8; 2 * PUBLIC_KEY_SIZE];
        // The buffer has the encoding's size, so the write succeeds; were it to fail, the
        // bytes would read as no key (`from_validated` refuses the identity's zeros).
        let _fits = self.0.serialize_uncompressed(&mut out[..]).is_ok();
        out
    }

    /// The key whose [`Self::to_uncompressed`] bytes these are, for bytes the caller kept
    /// itself (in storage) after validating the key: the point is read and checked to be on
    /// the curve and not the identity, but not checked for the subgroup again. On bytes that
    /// did not come from a validated key the answers of the `…_keys` verifications are
    /// unspecified (never a panic).
    pub fn from_validated(bytes: &[u8]) -> Option<Self> {
        if bytes.len() != 2 * PUBLIC_KEY_SIZE {
            return None;
        }
        let point =
            G1Affine::<Bls12_381, H>::deserialize_with_mode(bytes, Compress::No, Validate::No)
                .ok()?;
        (on_curve::<H>(&point) && !point.is_zero()).then_some(Self(point))
    }
}

/// Whether a G1 point is on the curve, over the twin where the hooks say
/// ([`PairingHooks::SHAPED_FIELDS`]).
fn on_curve<H: PairingHooks<Bls12_381>>(point: &G1Affine<Bls12_381, H>) -> bool {
    if H::SHAPED_FIELDS {
        let plain: Affine<g1::Config> = convert(point);
        let twin: Affine<Bls12_381G1Twin> = plain.twin();
        return twin.is_on_curve();
    }
    point.is_on_curve()
}

/// The sum of the keys' points (the identity for none), over the twin where the hooks say.
fn sum_of_keys<H: PairingHooks<Bls12_381>>(pks: &[PublicKey<H>]) -> G1Affine<Bls12_381, H> {
    if H::SHAPED_FIELDS {
        let sum = pks
            .iter()
            .fold(Projective::<Bls12_381G1Twin>::default(), |sum, pk| {
                let plain: Affine<g1::Config> = convert(&pk.0);
                sum + plain.twin()
            });
        let plain: Affine<g1::Config> = sum.into_affine().twin();
        return convert(&plain);
    }
    pks.iter()
        .fold(G1Affine::<Bls12_381, H>::zero().into_group(), |sum, pk| {
            sum + pk.0
        })
        .into_affine()
}

/// The draft's `signature_to_point` and `signature_subgroup_check`: the point of a compressed
/// signature (96 bytes) in the prime-order subgroup, the identity included.
fn signature_point<H: PairingHooks<Bls12_381>>(sig: &[u8]) -> Option<G2Affine<Bls12_381, H>> {
    if sig.len() != SIGNATURE_SIZE {
        return None;
    }
    G2Affine::<Bls12_381, H>::deserialize_with_mode(sig, Compress::Yes, Validate::Yes).ok()
}

/// Whether `e(pk[i], q[i])` multiplied over the pairs equals `e(g1, sig)`: one pairing check
/// with `−g1` and `sig` as the last pair.
fn pairings_match<H: PairingHooks<Bls12_381>>(
    mut pks: Vec<G1Affine<Bls12_381, H>>,
    mut qs: Vec<G2Affine<Bls12_381, H>>,
    sig: G2Affine<Bls12_381, H>,
) -> bool {
    pks.push(-G1Affine::<Bls12_381, H>::generator());
    qs.push(sig);
    PairingModel::<Bls12_381, H>::pairing_check(&pks, &qs)
}

/// The draft's `Verify` (`CoreVerify`): whether `sig` is a signature of `msg` under `pk` in
/// `suite`.
fn verify_in_runtime<H: PairingHooks<Bls12_381>>(
    suite: Ciphersuite,
    pk: &[u8],
    msg: &[u8],
    sig: &[u8],
) -> bool {
    core_verify::<H>(suite.dst(), pk, msg, sig)
}

/// `CoreVerify` with the tag `dst`.
fn core_verify<H: PairingHooks<Bls12_381>>(dst: &[u8], pk: &[u8], msg: &[u8], sig: &[u8]) -> bool {
    let (Some(sig), Some(pk)) = (signature_point::<H>(sig), key_validate::<H>(pk)) else {
        return false;
    };
    let Some(q) = hash_to_g2_in_runtime::<H>(dst, msg) else {
        return false;
    };
    pairings_match::<H>(alloc::vec![pk], alloc::vec![q], sig)
}

/// The draft's `AggregateVerify`: whether `sig` aggregates signatures of `msgs[i]` under
/// `pks[i]`. Not valid for no keys, for lists of different lengths, and in the basic scheme
/// for messages that are not distinct.
fn aggregate_verify_in_runtime<H: PairingHooks<Bls12_381>>(
    suite: Ciphersuite,
    pks: &[&[u8]],
    msgs: &[&[u8]],
    sig: &[u8],
) -> bool {
    // The cheap refusals before any key is decoded.
    if pks.is_empty() || pks.len() != msgs.len() {
        return false;
    }
    PublicKey::<H>::validate_all(pks)
        .is_some_and(|pks| aggregate_verify_keys_in_runtime::<H>(suite, &pks, msgs, sig))
}

/// [`aggregate_verify`] under keys validated before ([`PublicKey`]).
fn aggregate_verify_keys_in_runtime<H: PairingHooks<Bls12_381>>(
    suite: Ciphersuite,
    pks: &[PublicKey<H>],
    msgs: &[&[u8]],
    sig: &[u8],
) -> bool {
    if pks.is_empty() || pks.len() != msgs.len() {
        return false;
    }
    if suite == Ciphersuite::Basic {
        let mut sorted = msgs.to_vec();
        sorted.sort_unstable();
        if sorted.windows(2).any(|pair| pair[0] == pair[1]) {
            return false;
        }
    }
    let Some(sig) = signature_point::<H>(sig) else {
        return false;
    };
    let Some(qs) = msgs
        .iter()
        .map(|msg| hash_to_g2_in_runtime::<H>(suite.dst(), msg))
        .collect::<Option<Vec<_>>>()
    else {
        return false;
    };
    pairings_match::<H>(pks.iter().map(PublicKey::point).collect(), qs, sig)
}

/// The draft's `FastAggregateVerify` (proof-of-possession scheme only): whether `sig`
/// aggregates signatures of `msg` under every key of `pks`, whose possession was proven
/// ([`pop_verify`]). Every key is validated, as Ethereum's consensus specification does; not
/// valid for no keys, or if the keys add up to the identity.
fn fast_aggregate_verify_in_runtime<H: PairingHooks<Bls12_381>>(
    pks: &[&[u8]],
    msg: &[u8],
    sig: &[u8],
) -> bool {
    !pks.is_empty()
        && PublicKey::<H>::validate_all(pks)
            .is_some_and(|pks| fast_aggregate_verify_keys_in_runtime::<H>(&pks, msg, sig))
}

/// [`fast_aggregate_verify`] under keys validated before ([`PublicKey`]): the keys' sum, the
/// message's hash and one pairing check of two pairs.
fn fast_aggregate_verify_keys_in_runtime<H: PairingHooks<Bls12_381>>(
    pks: &[PublicKey<H>],
    msg: &[u8],
    sig: &[u8],
) -> bool {
    let Some(sig) = signature_point::<H>(sig) else {
        return false;
    };
    let aggregate = sum_of_keys(pks);
    // No keys, or keys that cancel: the aggregate is no key.
    if aggregate.is_zero() {
        return false;
    }
    let Some(q) = hash_to_g2_in_runtime::<H>(Ciphersuite::ProofOfPossession.dst(), msg) else {
        return false;
    };
    pairings_match::<H>(alloc::vec![aggregate], alloc::vec![q], sig)
}

/// The draft's `PopVerify`: whether `proof` proves possession of the key `pk` (a signature of
/// the key's own 48 bytes with [`POP_DST`]).
fn pop_verify_in_runtime<H: PairingHooks<Bls12_381>>(pk: &[u8], proof: &[u8]) -> bool {
    core_verify::<H>(POP_DST, pk, pk, proof)
}

/// How a hook set computes BLS signatures and hashing: by default in place, by this module's
/// code over the hooks' types (the pairing check, subgroup checks and decompressions through
/// the hooks); [`crate::Host`] with one host call of ABI version 8 per operation
/// (`docs/host-functions.md`, "BLS12-381: hash to curve and BLS signatures"), where the host
/// decodes, checks, hashes and pairs natively. Every hook set gives every answer alike; the
/// public functions below are the way in.
pub trait BlsHooks: PairingHooks<Bls12_381> {
    /// See [`hash_to_g1`].
    fn hash_to_g1(dst: &[u8], msg: &[u8]) -> Option<G1Affine<Bls12_381, Self>> {
        hash_to_g1_in_runtime::<Self>(dst, msg)
    }

    /// See [`hash_to_g2`].
    fn hash_to_g2(dst: &[u8], msg: &[u8]) -> Option<G2Affine<Bls12_381, Self>> {
        hash_to_g2_in_runtime::<Self>(dst, msg)
    }

    /// See [`map_fp_to_g1`].
    fn map_fp_to_g1(u: Fq) -> Option<G1Affine<Bls12_381, Self>> {
        map_fp_to_g1_in_runtime::<Self>(u)
    }

    /// See [`map_fp2_to_g2`].
    fn map_fp2_to_g2(u: Fq2) -> Option<G2Affine<Bls12_381, Self>> {
        map_fp2_to_g2_in_runtime::<Self>(u)
    }

    /// See [`verify`].
    fn verify(suite: Ciphersuite, pk: &[u8], msg: &[u8], sig: &[u8]) -> bool {
        verify_in_runtime::<Self>(suite, pk, msg, sig)
    }

    /// See [`aggregate_verify`].
    fn aggregate_verify(suite: Ciphersuite, pks: &[&[u8]], msgs: &[&[u8]], sig: &[u8]) -> bool {
        aggregate_verify_in_runtime::<Self>(suite, pks, msgs, sig)
    }

    /// See [`aggregate_verify_keys`].
    fn aggregate_verify_keys(
        suite: Ciphersuite,
        pks: &[PublicKey<Self>],
        msgs: &[&[u8]],
        sig: &[u8],
    ) -> bool {
        aggregate_verify_keys_in_runtime::<Self>(suite, pks, msgs, sig)
    }

    /// See [`fast_aggregate_verify`].
    fn fast_aggregate_verify(pks: &[&[u8]], msg: &[u8], sig: &[u8]) -> bool {
        fast_aggregate_verify_in_runtime::<Self>(pks, msg, sig)
    }

    /// See [`fast_aggregate_verify_keys`].
    fn fast_aggregate_verify_keys(pks: &[PublicKey<Self>], msg: &[u8], sig: &[u8]) -> bool {
        fast_aggregate_verify_keys_in_runtime::<Self>(pks, msg, sig)
    }

    /// See [`pop_verify`].
    fn pop_verify(pk: &[u8], proof: &[u8]) -> bool {
        pop_verify_in_runtime::<Self>(pk, proof)
    }
}

impl BlsHooks for crate::Arkworks {}
impl BlsHooks for crate::WasmArkworks {}
#[cfg(any(feature = "rfc163", not(substrate_runtime)))]
impl BlsHooks for crate::Rfc163 {}

/// The host functions' side of [`BlsHooks`] for [`crate::Host`]: what the calls take, and the
/// cases they leave to the code in place (longer messages and lists than one call takes, which
/// the in-place code answers alike).
mod host {
    use super::*;
    use ec_host_primitives::{elliptic_curves, encoding, native::bls as abi, GroupLimits};

    /// The `suite` argument of the verifications.
    pub(super) fn suite_id(suite: Ciphersuite) -> u32 {
        match suite {
            Ciphersuite::Basic => abi::SUITE_BASIC,
            Ciphersuite::ProofOfPossession => abi::SUITE_PROOF_OF_POSSESSION,
        }
    }

    /// Whether one call takes the message.
    pub(super) fn message_fits(msg: &[u8]) -> bool {
        msg.len() <= abi::MAX_MESSAGE_LEN
    }

    /// The uncompressed encodings of compressed keys, from one `decompress_g1` call (at most
    /// its limit of keys); `None` if a key is not 48 bytes or not a point's one encoding, which
    /// no verification accepts.
    pub(super) fn decompress_keys(pks: &[&[u8]]) -> Option<Vec<u8>> {
        if pks.iter().any(|pk| pk.len() != PUBLIC_KEY_SIZE) {
            return None;
        }
        let mut out = alloc::vec![0u8; pks.len() * 2 * PUBLIC_KEY_SIZE];
        elliptic_curves::bls12_381_decompress_g1(&pks.concat(), &mut out).ok()?;
        Some(out)
    }

    /// Whether the keys fit one `decompress_g1` call.
    pub(super) fn keys_fit(count: usize, limit: usize) -> bool {
        count <= limit.min(<ark_bls12_381::G1Affine as GroupLimits>::DECOMPRESS_LIMIT)
    }

    /// The messages of `bls_aggregate_verify`, each after its length as 4 little-endian bytes.
    pub(super) fn length_prefixed(msgs: &[&[u8]]) -> Vec<u8> {
        let mut out = Vec::with_capacity(msgs.iter().map(|msg| 4 + msg.len()).sum());
        for msg in msgs {
            // `message_fits` bounded every length.
            out.extend_from_slice(&(msg.len() as u32).to_le_bytes());
            out.extend_from_slice(msg);
        }
        out
    }

    /// A verification's answer: its flag, or not valid for an argument the host refused (a
    /// signature that is not a point of G2's subgroup).
    pub(super) fn answer(
        call: impl FnOnce(&mut [u8]) -> Result<(), ec_host_primitives::Error>,
    ) -> bool {
        let mut holds = [0u8];
        call(&mut holds).is_ok() && holds == [1]
    }

    /// One `bls_verify` call under an uncompressed key.
    pub(super) fn verify(suite: Ciphersuite, pk: &[u8], msg: &[u8], sig: &[u8]) -> bool {
        answer(|out| elliptic_curves::bls12_381_bls_verify(suite_id(suite), pk, msg, sig, out))
    }

    /// One `bls_aggregate_verify` call under uncompressed keys.
    pub(super) fn aggregate_verify(
        suite: Ciphersuite,
        pks: &[u8],
        msgs: &[&[u8]],
        sig: &[u8],
    ) -> bool {
        answer(|out| {
            elliptic_curves::bls12_381_bls_aggregate_verify(
                suite_id(suite),
                pks,
                &length_prefixed(msgs),
                sig,
                out,
            )
        })
    }

    /// A point the host wrote (its one encoding, on the curve and in the subgroup).
    pub(super) fn point<T: CanonicalSerialize + ark_serialize::CanonicalDeserialize + Default>(
        call: impl FnOnce(&mut [u8]) -> Result<(), ec_host_primitives::Error>,
    ) -> Option<T> {
        let mut out = [0u8; 2 * SIGNATURE_SIZE];
        let out = out.get_mut(..encoding::size_of::<T>())?;
        call(out).ok()?;
        encoding::read(out).ok()
    }
}

impl BlsHooks for crate::Host {
    fn hash_to_g1(dst: &[u8], msg: &[u8]) -> Option<G1Affine<Bls12_381, Self>> {
        if !host::message_fits(msg) {
            return hash_to_g1_in_runtime::<Self>(dst, msg);
        }
        host::point(|out| ec_host_primitives::elliptic_curves::bls12_381_hash_to_g1(dst, msg, out))
    }

    fn hash_to_g2(dst: &[u8], msg: &[u8]) -> Option<G2Affine<Bls12_381, Self>> {
        if !host::message_fits(msg) {
            return hash_to_g2_in_runtime::<Self>(dst, msg);
        }
        host::point(|out| ec_host_primitives::elliptic_curves::bls12_381_hash_to_g2(dst, msg, out))
    }

    fn map_fp_to_g1(u: Fq) -> Option<G1Affine<Bls12_381, Self>> {
        let mut bytes = Vec::new();
        ec_host_primitives::encoding::write(&u, &mut bytes);
        host::point(|out| ec_host_primitives::elliptic_curves::bls12_381_map_fp_to_g1(&bytes, out))
    }

    fn map_fp2_to_g2(u: Fq2) -> Option<G2Affine<Bls12_381, Self>> {
        let mut bytes = Vec::new();
        ec_host_primitives::encoding::write(&u, &mut bytes);
        host::point(|out| ec_host_primitives::elliptic_curves::bls12_381_map_fp2_to_g2(&bytes, out))
    }

    fn verify(suite: Ciphersuite, pk: &[u8], msg: &[u8], sig: &[u8]) -> bool {
        if !host::message_fits(msg) {
            return verify_in_runtime::<Self>(suite, pk, msg, sig);
        }
        host::decompress_keys(&[pk]).is_some_and(|pk| host::verify(suite, &pk, msg, sig))
    }

    fn aggregate_verify(suite: Ciphersuite, pks: &[&[u8]], msgs: &[&[u8]], sig: &[u8]) -> bool {
        if pks.is_empty() || pks.len() != msgs.len() {
            return false;
        }
        if !host::keys_fit(pks.len(), abi_limits::AGGREGATE_KEYS_LIMIT)
            || !msgs.iter().all(|msg| host::message_fits(msg))
        {
            return aggregate_verify_in_runtime::<Self>(suite, pks, msgs, sig);
        }
        host::decompress_keys(pks).is_some_and(|pks| host::aggregate_verify(suite, &pks, msgs, sig))
    }

    fn aggregate_verify_keys(
        suite: Ciphersuite,
        pks: &[PublicKey<Self>],
        msgs: &[&[u8]],
        sig: &[u8],
    ) -> bool {
        if pks.is_empty() || pks.len() != msgs.len() {
            return false;
        }
        if pks.len() > abi_limits::AGGREGATE_KEYS_LIMIT
            || !msgs.iter().all(|msg| host::message_fits(msg))
        {
            return aggregate_verify_keys_in_runtime::<Self>(suite, pks, msgs, sig);
        }
        let keys: Vec<u8> = pks.iter().flat_map(PublicKey::to_uncompressed).collect();
        host::aggregate_verify(suite, &keys, msgs, sig)
    }

    fn fast_aggregate_verify(pks: &[&[u8]], msg: &[u8], sig: &[u8]) -> bool {
        if pks.is_empty() {
            return false;
        }
        if !host::keys_fit(pks.len(), abi_limits::FAST_AGGREGATE_KEYS_LIMIT)
            || !host::message_fits(msg)
        {
            return fast_aggregate_verify_in_runtime::<Self>(pks, msg, sig);
        }
        host::decompress_keys(pks).is_some_and(|pks| {
            host::answer(|out| {
                ec_host_primitives::elliptic_curves::bls12_381_bls_fast_aggregate_verify(
                    &pks, msg, sig, out,
                )
            })
        })
    }

    /// The kept keys are summed here (over the fields shaped for Wasm in Wasm), and the sum
    /// verified with one `bls_verify` call: the host checks one point, not every key again.
    fn fast_aggregate_verify_keys(pks: &[PublicKey<Self>], msg: &[u8], sig: &[u8]) -> bool {
        if !host::message_fits(msg) {
            return fast_aggregate_verify_keys_in_runtime::<Self>(pks, msg, sig);
        }
        let aggregate = sum_of_keys(pks);
        // No keys, or keys that cancel: the aggregate is no key.
        if aggregate.is_zero() {
            return false;
        }
        let mut key = Vec::new();
        ec_host_primitives::encoding::write(&aggregate, &mut key);
        host::verify(Ciphersuite::ProofOfPossession, &key, msg, sig)
    }

    fn pop_verify(pk: &[u8], proof: &[u8]) -> bool {
        host::decompress_keys(&[pk]).is_some_and(|pk| {
            host::answer(|out| {
                ec_host_primitives::elliptic_curves::bls12_381_bls_pop_verify(&pk, proof, out)
            })
        })
    }
}

/// The host's bounds on one call and the ciphersuites' tags (`docs/host-functions.md`).
use ec_host_primitives::native::bls as abi_limits;

/// RFC 9380's `hash_to_curve` for the suite `BLS12381G1_XMD:SHA-256_SSWU_RO_` with tag `dst`
/// (1 to [`MAX_DST_LEN`] bytes, else `None`), with hooks `H` ([`BlsHooks`]).
pub fn hash_to_g1<H: BlsHooks>(dst: &[u8], msg: &[u8]) -> Option<G1Affine<Bls12_381, H>> {
    H::hash_to_g1(dst, msg)
}

/// RFC 9380's `hash_to_curve` for the suite `BLS12381G2_XMD:SHA-256_SSWU_RO_` with tag `dst`
/// (1 to [`MAX_DST_LEN`] bytes, else `None`), with hooks `H` ([`BlsHooks`]).
pub fn hash_to_g2<H: BlsHooks>(dst: &[u8], msg: &[u8]) -> Option<G2Affine<Bls12_381, H>> {
    H::hash_to_g2(dst, msg)
}

/// EIP-2537's `MAP_FP_TO_G1`: the simplified SWU map of `u` through the isogeny, cofactor
/// cleared (a point of the subgroup). `None` only if arkworks' map refuses `u`, which it does
/// for no field element.
pub fn map_fp_to_g1<H: BlsHooks>(u: Fq) -> Option<G1Affine<Bls12_381, H>> {
    H::map_fp_to_g1(u)
}

/// EIP-2537's `MAP_FP2_TO_G2`, as [`map_fp_to_g1`].
pub fn map_fp2_to_g2<H: BlsHooks>(u: Fq2) -> Option<G2Affine<Bls12_381, H>> {
    H::map_fp2_to_g2(u)
}

/// The draft's `Verify` (`CoreVerify`): whether `sig` is a signature of `msg` under `pk` in
/// `suite`.
pub fn verify<H: BlsHooks>(suite: Ciphersuite, pk: &[u8], msg: &[u8], sig: &[u8]) -> bool {
    H::verify(suite, pk, msg, sig)
}

/// The draft's `AggregateVerify`: whether `sig` aggregates signatures of `msgs[i]` under
/// `pks[i]`. Not valid for no keys, for lists of different lengths, and in the basic scheme
/// for messages that are not distinct.
pub fn aggregate_verify<H: BlsHooks>(
    suite: Ciphersuite,
    pks: &[&[u8]],
    msgs: &[&[u8]],
    sig: &[u8],
) -> bool {
    H::aggregate_verify(suite, pks, msgs, sig)
}

/// [`aggregate_verify`] under keys validated before ([`PublicKey`]).
pub fn aggregate_verify_keys<H: BlsHooks>(
    suite: Ciphersuite,
    pks: &[PublicKey<H>],
    msgs: &[&[u8]],
    sig: &[u8],
) -> bool {
    H::aggregate_verify_keys(suite, pks, msgs, sig)
}

/// The draft's `FastAggregateVerify` (proof-of-possession scheme only): whether `sig`
/// aggregates signatures of `msg` under every key of `pks`, whose possession was proven
/// ([`pop_verify`]). Every key is validated, as Ethereum's consensus specification does; not
/// valid for no keys, or if the keys add up to the identity.
pub fn fast_aggregate_verify<H: BlsHooks>(pks: &[&[u8]], msg: &[u8], sig: &[u8]) -> bool {
    H::fast_aggregate_verify(pks, msg, sig)
}

/// [`fast_aggregate_verify`] under keys validated before ([`PublicKey`]): the keys' sum, the
/// message's hash and one pairing check of two pairs.
pub fn fast_aggregate_verify_keys<H: BlsHooks>(
    pks: &[PublicKey<H>],
    msg: &[u8],
    sig: &[u8],
) -> bool {
    H::fast_aggregate_verify_keys(pks, msg, sig)
}

/// The draft's `PopVerify`: whether `proof` proves possession of the key `pk` (a signature of
/// the key's own 48 bytes with [`POP_DST`]).
pub fn pop_verify<H: BlsHooks>(pk: &[u8], proof: &[u8]) -> bool {
    H::pop_verify(pk, proof)
}
