//! One pairing engine for every pairing-friendly curve, with the Miller loop and the final
//! exponentiation injected.
//!
//! Unlike arkworks' BLS12, BN and BW6 models, [`PairingModel`] does not prepare G2 line
//! coefficients: its prepared points ([`Prepared`]) are the affine points themselves, and
//! whoever implements [`PairingHooks::multi_miller_loop`] (natively, on the host) does the work.

use crate::{
    encoded::{decoded_pairs, decoded_pairs_but_g2_subgroups, EncodedPairing, Error},
    groth16::{ark_groth16_verify, Groth16Error, Groth16Verify},
    models::{convert, SWHooks, SWModel},
};
use alloc::vec::Vec;
use ark_ec::{
    bls12::{Bls12, Bls12Config},
    bn::{Bn, BnConfig},
    bw6::{BW6Config, BW6},
    pairing::{MillerLoopOutput, Pairing, PairingOutput},
    short_weierstrass::{self as sw, SWCurveConfig},
    CurveGroup, VariableBaseMSM,
};
use ark_ff::{Field, One, Zero};
use ark_groth16::{Proof, VerifyingKey};
use ark_serialize::{
    CanonicalDeserialize, CanonicalSerialize, Compress, SerializationError, Valid, Validate,
};
use ark_std::io::{Read, Write};
use core::{fmt, marker::PhantomData};
use ec_host_primitives::{
    encoding::Point,
    native::{self, Groth16Arithmetic},
    PairingLimits,
};

/// A plain arkworks pairing engine whose groups are short Weierstrass curves.
pub trait PairingCurve:
    Pairing<G1Affine = sw::Affine<Self::G1Config>, G2Affine = sw::Affine<Self::G2Config>>
    + native::MillerLoop
{
    /// Config of G1.
    type G1Config: SWCurveConfig<BaseField = Self::BaseField, ScalarField = Self::ScalarField>;
    /// Config of G2.
    type G2Config: SWCurveConfig<
        ScalarField = Self::ScalarField,
        BaseField: Field<BasePrimeField = Self::BaseField>,
    >;
}

impl<P: Bls12Config> PairingCurve for Bls12<P> {
    type G1Config = P::G1Config;
    type G2Config = P::G2Config;
}

impl<P: BnConfig> PairingCurve for Bn<P> {
    type G1Config = P::G1Config;
    type G2Config = P::G2Config;
}

impl<P: BW6Config> PairingCurve for BW6<P> {
    type G1Config = P::G1Config;
    type G2Config = P::G2Config;
}

/// G1 of the model of `E` with hooks `H`.
pub type G1Affine<E, H> = sw::Affine<SWModel<<E as PairingCurve>::G1Config, H>>;
/// G2 of the model of `E` with hooks `H`.
pub type G2Affine<E, H> = sw::Affine<SWModel<<E as PairingCurve>::G2Config, H>>;

/// The pairing operations of a curve `E` that a [`PairingModel`] delegates.
pub trait PairingHooks<E: PairingCurve>: SWHooks<E::G1Config> + SWHooks<E::G2Config> {
    /// Whether the arithmetic of this crate's protocols that no hook covers (BLS signatures'
    /// hash to curve and key sums in place, [`crate::bls_signature`]) runs over the fields
    /// shaped for Wasm
    /// ([`crate::shaped`]) rather than arkworks' own: the same values either way, faster in
    /// Wasm. `false` by default and for [`crate::Arkworks`], the plain-arkworks reference;
    /// `true` for [`crate::WasmArkworks`] and [`crate::Rfc163`], and for [`crate::Host`] when
    /// compiled for Wasm.
    const SHAPED_FIELDS: bool = false;

    /// `Π f(g1[i], g2[i])`, the product of the Miller loops, for lists of equal length.
    fn multi_miller_loop(g1: &[G1Affine<E, Self>], g2: &[G2Affine<E, Self>]) -> E::TargetField {
        let g1: Vec<E::G1Affine> = g1.iter().map(convert).collect();
        let g2: Vec<E::G2Affine> = g2.iter().map(convert).collect();
        plain_multi_miller_loop::<E>(&g1, &g2)
    }

    /// Whether [`Self::multi_miller_loop_checking_g2`] decides G2 subgroup checks (is not
    /// `None`); `false` by default. Where it does, Groth16's arithmetic in place takes the
    /// proofs' `B` checks from the loop
    /// ([`native::groth16::Groth16Arithmetic::G2_CHECKS_IN_PAIRING`]).
    const MILLER_LOOP_CHECKS_G2: bool = false;

    /// [`Self::multi_miller_loop`] for G2 points on the curve but perhaps outside the subgroup,
    /// and for each pair whether its G2 point is in the subgroup, decided from the multiple of
    /// it that the loop computes (`None` for a pair it does not decide); `None` (the default)
    /// where the loop decides nothing.
    #[allow(clippy::type_complexity)]
    fn multi_miller_loop_checking_g2(
        _g1: &[G1Affine<E, Self>],
        _g2: &[G2Affine<E, Self>],
    ) -> Option<(E::TargetField, Vec<Option<bool>>)> {
        None
    }

    /// Final exponentiation; `None` for zero.
    fn final_exponentiation(f: E::TargetField) -> Option<E::TargetField> {
        // arkworks' BW6 engine panics on zero; the host answers `None`.
        if f.is_zero() {
            return None;
        }
        E::final_exponentiation(MillerLoopOutput(f)).map(|output| output.0)
    }

    /// `Σ scalars[i]·bases[i]` for points of G1's prime-order subgroup, for lists of equal
    /// length: what Groth16's arithmetic ([`native::verify_prepared`]) multiplies, every point
    /// checked before. For other points the answer is unspecified (never a panic). By default
    /// the model's MSM ([`SWHooks::msm`]).
    fn g1_msm_in_subgroup(
        bases: &[G1Affine<E, Self>],
        scalars: &[E::ScalarField],
    ) -> sw::Projective<SWModel<E::G1Config, Self>> {
        // The lists have equal lengths, so arkworks' `Err` (their difference) cannot occur.
        VariableBaseMSM::msm(bases, scalars).unwrap_or_default()
    }

    /// `scalar·base` for a point of G1's prime-order subgroup, as [`Self::g1_msm_in_subgroup`];
    /// by default the model's multiplication.
    fn g1_mul_in_subgroup(
        base: &G1Affine<E, Self>,
        scalar: &E::ScalarField,
    ) -> sw::Projective<SWModel<E::G1Config, Self>> {
        *base * *scalar
    }

    /// Whether `Π e(g1[i], g2[i]) = 1`, for lists of equal length.
    fn pairing_check(g1: &[G1Affine<E, Self>], g2: &[G2Affine<E, Self>]) -> bool {
        Self::final_exponentiation(Self::multi_miller_loop(g1, g2)).is_some_and(|f| f.is_one())
    }

    /// [`crate::EncodedPairing::multi_pairing_encoded`]: by default the points are deserialized
    /// and checked here, then paired with [`Self::multi_miller_loop`] and
    /// [`Self::final_exponentiation`].
    fn multi_pairing_encoded(g1: &[u8], g2: &[u8]) -> Result<E::TargetField, Error> {
        decoded_multi_pairing::<E, Self>(g1, g2)
    }

    /// [`crate::EncodedPairing::pairing_check_encoded`]: by default the points are deserialized
    /// and checked here, then given to [`Self::pairing_check`].
    fn pairing_check_encoded(g1: &[u8], g2: &[u8]) -> Result<bool, Error> {
        decoded_pairing_check::<E, Self>(g1, g2)
    }

    /// [`crate::Groth16VerifyPrepared::groth16_verify_prepared`] for the model: by default the
    /// host function's own code ([`native::verify_prepared`]) over the model's types, in place,
    /// so that the model's other hooks do its arithmetic.
    fn groth16_verify_prepared(key: &[u8], proofs: &[u8], inputs: &[u8]) -> Result<bool, Error>
    where
        E: PairingLimits,
    {
        native::verify_prepared::<PairingModel<E, Self>>(key, proofs, inputs)
    }

    /// [`crate::Groth16VerifyPrepared::groth16_verify_registered`] for the model: by default the
    /// same code as [`Self::groth16_verify_prepared`] without the key's subgroup checks
    /// ([`native::verify_registered`]), in place. Hooks whose `groth16_verify_prepared` is a host
    /// call make that call here too.
    fn groth16_verify_registered(key: &[u8], proofs: &[u8], inputs: &[u8]) -> Result<bool, Error>
    where
        E: PairingLimits,
    {
        native::verify_registered::<PairingModel<E, Self>>(key, proofs, inputs)
    }

    /// [`crate::Groth16VerifyPrepared::groth16_verify_prepared_and_check`] for the model: by
    /// default the host function's own code ([`native::verify_prepared_and_check`]) over the
    /// model's types, in place.
    fn groth16_verify_prepared_and_check(
        key: &[u8],
        proofs: &[u8],
        inputs: &[u8],
        g1: &[u8],
        g2: &[u8],
    ) -> Result<bool, Error>
    where
        E: PairingLimits,
    {
        native::verify_prepared_and_check::<PairingModel<E, Self>>(key, proofs, inputs, g1, g2)
    }

    /// [`crate::Groth16VerifyPrepared::groth16_verify_registered_and_check`] for the model: by
    /// default the same code as [`Self::groth16_verify_prepared_and_check`] without the subgroup
    /// checks of the key's and the pairs' points ([`native::verify_registered_and_check`]), in
    /// place. Hooks whose `groth16_verify_prepared_and_check` is a host call make that call here
    /// too.
    fn groth16_verify_registered_and_check(
        key: &[u8],
        proofs: &[u8],
        inputs: &[u8],
        g1: &[u8],
        g2: &[u8],
    ) -> Result<bool, Error>
    where
        E: PairingLimits,
    {
        native::verify_registered_and_check::<PairingModel<E, Self>>(key, proofs, inputs, g1, g2)
    }

    /// Whether [`Self::groth16_verify_registered_and_check`] checks every point it is given
    /// (canonical, on its curve, in its subgroup) whatever its caller checked: true for hooks
    /// whose call is a host call, false (the default) for hooks that compute in place, which
    /// skip the subgroup checks of the key's and the pairs' points.
    fn registered_and_check_checks_every_point() -> bool {
        false
    }

    /// [`crate::Groth16Verify::groth16_verify`] for the model: by default ark-groth16 on the plain
    /// engine's types.
    fn groth16_verify(
        vk: &VerifyingKey<PairingModel<E, Self>>,
        proof: &Proof<PairingModel<E, Self>>,
        inputs: &[E::ScalarField],
    ) -> Result<bool, Groth16Error> {
        let (vk, proof) = to_plain(vk, proof);
        ark_groth16_verify::<E>(&vk, &proof, inputs)
    }
}

/// The host's Miller-loop value, computed in place as the host computes it
/// ([`native::MillerLoop`]: BN and BLS12 in one loop over every pair, BW6 in arkworks' pieces).
pub(crate) fn plain_multi_miller_loop<E: PairingCurve>(
    g1: &[E::G1Affine],
    g2: &[E::G2Affine],
) -> E::TargetField {
    E::miller_loop_product(g1, g2)
}

/// `Π e(g1[i], g2[i]) = 1` as one operation, for plain arkworks engines and for models alike,
/// so that generic code gets the hooks' own implementation where there is one.
pub trait PairingCheck: Pairing {
    /// Whether the product of the pairings is one; pairs beyond the shorter list are ignored.
    fn pairing_check(g1: &[Self::G1Affine], g2: &[Self::G2Affine]) -> bool;
}

/// Miller loop and final exponentiation, for plain arkworks engines.
fn plain_pairing_check<E: Pairing>(g1: &[E::G1Affine], g2: &[E::G2Affine]) -> bool {
    E::final_exponentiation(E::multi_miller_loop(g1.iter().copied(), g2.iter().copied()))
        .is_some_and(|f| f.0.is_one())
}

/// [`plain_pairing_check`] for BW6 engines, whose arkworks Miller loop is wrong beyond
/// [`ec_host_primitives::native::BW6_PAIRS_PER_LOOP`] pairs: the loop in pieces of that many.
fn bw6_pairing_check<E: Pairing>(g1: &[E::G1Affine], g2: &[E::G2Affine]) -> bool {
    let per_loop = ec_host_primitives::native::BW6_PAIRS_PER_LOOP;
    let f = g1
        .chunks(per_loop)
        .zip(g2.chunks(per_loop))
        .map(|(a, b)| E::multi_miller_loop(a.iter().copied(), b.iter().copied()).0)
        .product();
    E::final_exponentiation(MillerLoopOutput(f)).is_some_and(|f| f.0.is_one())
}

impl<P: Bls12Config> PairingCheck for Bls12<P> {
    fn pairing_check(g1: &[Self::G1Affine], g2: &[Self::G2Affine]) -> bool {
        plain_pairing_check::<Self>(g1, g2)
    }
}

impl<P: BnConfig> PairingCheck for Bn<P> {
    fn pairing_check(g1: &[Self::G1Affine], g2: &[Self::G2Affine]) -> bool {
        plain_pairing_check::<Self>(g1, g2)
    }
}

impl<P: BW6Config> PairingCheck for BW6<P> {
    fn pairing_check(g1: &[Self::G1Affine], g2: &[Self::G2Affine]) -> bool {
        bw6_pairing_check::<Self>(g1, g2)
    }
}

/// polkadot-sdk's curve models (arkworks-extensions), so benchmarks can run generic code over
/// `sp-crypto-ec-utils` types too (feature `upstream`).
#[cfg(feature = "upstream")]
mod upstream {
    use super::*;
    use ark_models_ext::{bls12, bw6};

    impl<P: bls12::Bls12Config> PairingCheck for bls12::Bls12<P> {
        fn pairing_check(g1: &[Self::G1Affine], g2: &[Self::G2Affine]) -> bool {
            plain_pairing_check::<Self>(g1, g2)
        }
    }

    impl<P: bw6::BW6Config> PairingCheck for bw6::BW6<P> {
        fn pairing_check(g1: &[Self::G1Affine], g2: &[Self::G2Affine]) -> bool {
            bw6_pairing_check::<Self>(g1, g2)
        }
    }
}

impl<E: PairingCurve, H: PairingHooks<E>> PairingCheck for PairingModel<E, H> {
    fn pairing_check(g1: &[Self::G1Affine], g2: &[Self::G2Affine]) -> bool {
        Self::pairing_check(g1, g2)
    }
}

/// The pairing engine of curve `E` (a plain arkworks engine) with hooks `H`.
pub struct PairingModel<E, H>(PhantomData<fn() -> (E, H)>);

impl<E: PairingCurve, H: PairingHooks<E>> PairingModel<E, H> {
    /// Whether `Π e(g1[i], g2[i]) = 1`; pairs beyond the shorter list are ignored.
    ///
    /// With host hooks: the Miller loop and the final exponentiation on the host (the points
    /// are typed, hence validated already, so the subgroup-checking `pairing_check` host
    /// function, meant for raw bytes, would repeat that work).
    pub fn pairing_check(g1: &[G1Affine<E, H>], g2: &[G2Affine<E, H>]) -> bool {
        let n = g1.len().min(g2.len());
        H::pairing_check(&g1[..n], &g2[..n]) // ok: n is at most either length
    }
}

// Manual impls: derives would require `E` and `H` themselves to implement these traits.
impl<E, H> Clone for PairingModel<E, H> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<E, H> Copy for PairingModel<E, H> {}
impl<E, H> PartialEq for PairingModel<E, H> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
impl<E, H> Eq for PairingModel<E, H> {}
impl<E, H> fmt::Debug for PairingModel<E, H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PairingModel")
    }
}

impl<E: PairingCurve, H: PairingHooks<E>> Pairing for PairingModel<E, H> {
    type BaseField = E::BaseField;
    type ScalarField = E::ScalarField;
    type G1 = sw::Projective<SWModel<E::G1Config, H>>;
    type G1Affine = G1Affine<E, H>;
    type G1Prepared = Prepared<SWModel<E::G1Config, H>>;
    type G2 = sw::Projective<SWModel<E::G2Config, H>>;
    type G2Affine = G2Affine<E, H>;
    type G2Prepared = Prepared<SWModel<E::G2Config, H>>;
    type TargetField = E::TargetField;

    fn multi_miller_loop(
        a: impl IntoIterator<Item = impl Into<Self::G1Prepared>>,
        b: impl IntoIterator<Item = impl Into<Self::G2Prepared>>,
    ) -> MillerLoopOutput<Self> {
        // Pairs beyond the shorter list are ignored, as in arkworks.
        let (g1, g2): (Vec<_>, Vec<_>) = a
            .into_iter()
            .zip(b)
            .map(|(p, q)| (p.into().0, q.into().0))
            .unzip();
        MillerLoopOutput(H::multi_miller_loop(&g1, &g2))
    }

    fn final_exponentiation(f: MillerLoopOutput<Self>) -> Option<PairingOutput<Self>> {
        H::final_exponentiation(f.0).map(PairingOutput)
    }
}

/// A "prepared" point of a [`PairingModel`]: the affine point itself, since line coefficients
/// are computed by whoever runs the Miller loop.
pub struct Prepared<C: SWCurveConfig>(pub sw::Affine<C>);

impl<C: SWCurveConfig> From<sw::Affine<C>> for Prepared<C> {
    fn from(point: sw::Affine<C>) -> Self {
        Prepared(point)
    }
}

impl<C: SWCurveConfig> From<&sw::Affine<C>> for Prepared<C> {
    fn from(point: &sw::Affine<C>) -> Self {
        Prepared(*point)
    }
}

impl<C: SWCurveConfig> From<sw::Projective<C>> for Prepared<C> {
    fn from(point: sw::Projective<C>) -> Self {
        Prepared(point.into_affine())
    }
}

impl<C: SWCurveConfig> From<&sw::Projective<C>> for Prepared<C> {
    fn from(point: &sw::Projective<C>) -> Self {
        Prepared(point.into_affine())
    }
}

impl<C: SWCurveConfig> Default for Prepared<C> {
    fn default() -> Self {
        Prepared(sw::Affine::identity())
    }
}

impl<C: SWCurveConfig> Clone for Prepared<C> {
    fn clone(&self) -> Self {
        Prepared(self.0)
    }
}

impl<C: SWCurveConfig> fmt::Debug for Prepared<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Prepared").field(&self.0).finish()
    }
}

impl<C: SWCurveConfig> PartialEq for Prepared<C> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl<C: SWCurveConfig> Eq for Prepared<C> {}

impl<C: SWCurveConfig> CanonicalSerialize for Prepared<C> {
    fn serialize_with_mode<W: Write>(
        &self,
        writer: W,
        compress: Compress,
    ) -> Result<(), SerializationError> {
        self.0.serialize_with_mode(writer, compress)
    }

    fn serialized_size(&self, compress: Compress) -> usize {
        self.0.serialized_size(compress)
    }
}

impl<C: SWCurveConfig> Valid for Prepared<C> {
    fn check(&self) -> Result<(), SerializationError> {
        self.0.check()
    }
}

impl<C: SWCurveConfig> CanonicalDeserialize for Prepared<C> {
    fn deserialize_with_mode<R: Read>(
        reader: R,
        compress: Compress,
        validate: Validate,
    ) -> Result<Self, SerializationError> {
        sw::Affine::deserialize_with_mode(reader, compress, validate).map(Prepared)
    }
}

impl<E: PairingCurve, H: PairingHooks<E>> EncodedPairing for PairingModel<E, H> {
    fn multi_pairing_encoded(g1: &[u8], g2: &[u8]) -> Result<PairingOutput<Self>, Error> {
        H::multi_pairing_encoded(g1, g2).map(PairingOutput)
    }

    fn pairing_check_encoded(g1: &[u8], g2: &[u8]) -> Result<bool, Error> {
        H::pairing_check_encoded(g1, g2)
    }
}

/// [`EncodedPairing::multi_pairing_encoded`] by deserializing in place (the hooks' default).
pub(crate) fn decoded_multi_pairing<E: PairingCurve, H: PairingHooks<E>>(
    g1: &[u8],
    g2: &[u8],
) -> Result<E::TargetField, Error> {
    let (g1, g2) = decoded_pairs::<G1Affine<E, H>, G2Affine<E, H>>(g1, g2)?;
    H::final_exponentiation(H::multi_miller_loop(&g1, &g2)).ok_or(Error::NotInvertible)
}

/// [`EncodedPairing::pairing_check_encoded`] by deserializing in place (the hooks' default).
pub(crate) fn decoded_pairing_check<E: PairingCurve, H: PairingHooks<E>>(
    g1: &[u8],
    g2: &[u8],
) -> Result<bool, Error> {
    let (g1, g2) = decoded_pairs::<G1Affine<E, H>, G2Affine<E, H>>(g1, g2)?;
    Ok(H::pairing_check(&g1, &g2))
}

/// The Miller loops' product of the pairs of an [`EncodedPairing`] call, read in place, for
/// hooks whose Miller loop can decide the G2 points' subgroup checks on the way:
/// `loop_checking` returns the product and, for each pair, `Some(in the subgroup)`, or `None`
/// for a pair it skipped (whose point is then checked as [`decoded_pairs`] checks it); itself
/// `None` where it cannot, and then the points are checked first and `H`'s own loop runs. The
/// points, the checks and the error are [`decoded_pairs`]' (the G2 points' subgroups are its last
/// check); only the order of the work differs.
pub(crate) fn decoded_miller_loop_checking_g2<E: PairingCurve, H: PairingHooks<E>>(
    g1: &[u8],
    g2: &[u8],
    loop_checking: impl FnOnce(
        &[G1Affine<E, H>],
        &[G2Affine<E, H>],
    ) -> Option<(E::TargetField, Vec<Option<bool>>)>,
) -> Result<E::TargetField, Error> {
    let (g1, g2) = decoded_pairs_but_g2_subgroups::<G1Affine<E, H>, G2Affine<E, H>>(g1, g2)?;
    let f = match loop_checking(&g1, &g2) {
        Some((f, checked)) => g2
            .iter()
            .zip(checked)
            .all(|(q, checked)| checked.unwrap_or_else(|| q.is_in_subgroup()))
            .then_some(f),
        None => g2
            .iter()
            .all(Point::is_in_subgroup)
            .then(|| H::multi_miller_loop(&g1, &g2)),
    };
    f.ok_or(Error::NotInSubgroup)
}

/// The arithmetic of [`native::verify_prepared`] over the model's types: subgroup checks, MSMs,
/// scalar multiplications and pairings all go through the hooks.
impl<E: PairingCurve + PairingLimits, H: PairingHooks<E>> Groth16Arithmetic for PairingModel<E, H> {
    const INPUTS_LIMIT: usize = E::GROTH16_INPUTS_LIMIT;
    const PROOFS_LIMIT: usize = E::GROTH16_PROOFS_LIMIT;

    fn g1_in_subgroup(point: &Self::G1Affine) -> bool {
        point.is_in_correct_subgroup_assuming_on_curve()
    }

    fn g2_in_subgroup(point: &Self::G2Affine) -> bool {
        point.is_in_correct_subgroup_assuming_on_curve()
    }

    // The trait's contract: every point given here is in its subgroup.
    fn g1_msm(bases: &[Self::G1Affine], scalars: &[Self::ScalarField]) -> Self::G1 {
        H::g1_msm_in_subgroup(bases, scalars)
    }

    fn g1_mul(base: &Self::G1Affine, scalar: &Self::ScalarField) -> Self::G1 {
        H::g1_mul_in_subgroup(base, scalar)
    }

    fn pairing_product(g1: &[Self::G1Affine], g2: &[Self::G2Affine]) -> Option<Self::TargetField> {
        H::final_exponentiation(H::multi_miller_loop(g1, g2))
    }

    const G2_CHECKS_IN_PAIRING: bool = H::MILLER_LOOP_CHECKS_G2;

    fn pairing_product_checking_g2(
        g1: &[Self::G1Affine],
        g2: &[Self::G2Affine],
    ) -> (Option<Self::TargetField>, Vec<Option<bool>>) {
        let Some((f, decided)) = H::multi_miller_loop_checking_g2(g1, g2) else {
            return (Self::pairing_product(g1, g2), alloc::vec![None; g2.len()]);
        };
        // A G2 point outside its subgroup makes the call an error: no final exponentiation.
        match decided.contains(&Some(false)) {
            true => (None, decided),
            false => (H::final_exponentiation(f), decided),
        }
    }
}

/// Groth16 verification of one proof or a batch against a prepared key, given as the bytes of
/// the host function `<curve>_groth16_verify_prepared` (`docs/host-functions.md`), for plain
/// arkworks engines and for models alike: the `Host` hooks make that one host call, the others
/// run the same code in place.
pub trait Groth16VerifyPrepared: Pairing {
    /// Whether every proof of `proofs` verifies for its inputs under `key`; the host function's
    /// [`Error`] if an argument is malformed.
    fn groth16_verify_prepared(key: &[u8], proofs: &[u8], inputs: &[u8]) -> Result<bool, Error>;

    /// [`Self::groth16_verify_prepared`] for a `key` that was checked before (every point
    /// canonical, on its curve and in its subgroup) and stored, as the Groth16 verifier pallet
    /// stores keys at registration: the same answer on such a key. Code that runs in place skips
    /// the key's subgroup checks; the host call checks everything, as always. On a key that
    /// was not checked the answer is unspecified (but never a panic).
    fn groth16_verify_registered(key: &[u8], proofs: &[u8], inputs: &[u8]) -> Result<bool, Error> {
        Self::groth16_verify_prepared(key, proofs, inputs)
    }

    /// Whether every proof of `proofs` verifies for its inputs under `key` **and**
    /// `Π e(g1[j], g2[j]) = 1` (uncompressed points, as many of each), decided with one final
    /// exponentiation, as the host function `<curve>_groth16_verify_prepared_and_check`
    /// decides it; its [`Error`] if an argument is malformed.
    fn groth16_verify_prepared_and_check(
        key: &[u8],
        proofs: &[u8],
        inputs: &[u8],
        g1: &[u8],
        g2: &[u8],
    ) -> Result<bool, Error>;

    /// [`Self::groth16_verify_prepared_and_check`] for a `key` and pairs whose points were
    /// checked before (canonical, on their curves, in their subgroups), as
    /// [`Self::groth16_verify_registered`] is for keys: the same answer on them. Code that runs
    /// in place skips their subgroup checks; the host call checks everything.
    fn groth16_verify_registered_and_check(
        key: &[u8],
        proofs: &[u8],
        inputs: &[u8],
        g1: &[u8],
        g2: &[u8],
    ) -> Result<bool, Error> {
        Self::groth16_verify_prepared_and_check(key, proofs, inputs, g1, g2)
    }

    /// Whether [`Self::groth16_verify_registered_and_check`] checks every point it is given,
    /// subgroups included (a host call does), so that a caller may leave the subgroup checks of
    /// points it passes to it: the answer and the error are the same either way. False unless
    /// an implementation says otherwise.
    fn registered_and_check_checks_every_point() -> bool {
        false
    }
}

impl<E: PairingCurve + PairingLimits, H: PairingHooks<E>> Groth16VerifyPrepared
    for PairingModel<E, H>
{
    fn groth16_verify_prepared(key: &[u8], proofs: &[u8], inputs: &[u8]) -> Result<bool, Error> {
        H::groth16_verify_prepared(key, proofs, inputs)
    }

    fn groth16_verify_registered(key: &[u8], proofs: &[u8], inputs: &[u8]) -> Result<bool, Error> {
        H::groth16_verify_registered(key, proofs, inputs)
    }

    fn groth16_verify_prepared_and_check(
        key: &[u8],
        proofs: &[u8],
        inputs: &[u8],
        g1: &[u8],
        g2: &[u8],
    ) -> Result<bool, Error> {
        H::groth16_verify_prepared_and_check(key, proofs, inputs, g1, g2)
    }

    fn groth16_verify_registered_and_check(
        key: &[u8],
        proofs: &[u8],
        inputs: &[u8],
        g1: &[u8],
        g2: &[u8],
    ) -> Result<bool, Error> {
        H::groth16_verify_registered_and_check(key, proofs, inputs, g1, g2)
    }

    fn registered_and_check_checks_every_point() -> bool {
        H::registered_and_check_checks_every_point()
    }
}

/// Plain engines: the host function's code, in place.
macro_rules! plain_prepared {
    ($($Config:ident $Engine:ident,)*) => {$(
        impl<P: $Config> Groth16VerifyPrepared for $Engine<P>
        where
            Self: Groth16Arithmetic,
        {
            fn groth16_verify_prepared(
                key: &[u8],
                proofs: &[u8],
                inputs: &[u8],
            ) -> Result<bool, Error> {
                native::verify_prepared::<Self>(key, proofs, inputs)
            }

            fn groth16_verify_registered(
                key: &[u8],
                proofs: &[u8],
                inputs: &[u8],
            ) -> Result<bool, Error> {
                native::verify_registered::<Self>(key, proofs, inputs)
            }

            fn groth16_verify_prepared_and_check(
                key: &[u8],
                proofs: &[u8],
                inputs: &[u8],
                g1: &[u8],
                g2: &[u8],
            ) -> Result<bool, Error> {
                native::verify_prepared_and_check::<Self>(key, proofs, inputs, g1, g2)
            }

            fn groth16_verify_registered_and_check(
                key: &[u8],
                proofs: &[u8],
                inputs: &[u8],
                g1: &[u8],
                g2: &[u8],
            ) -> Result<bool, Error> {
                native::verify_registered_and_check::<Self>(key, proofs, inputs, g1, g2)
            }
        }
    )*};
}

plain_prepared!(Bls12Config Bls12, BnConfig Bn, BW6Config BW6,);

impl<E: PairingCurve, H: PairingHooks<E>> Groth16Verify for PairingModel<E, H> {
    fn groth16_verify(
        vk: &VerifyingKey<Self>,
        proof: &Proof<Self>,
        inputs: &[Self::ScalarField],
    ) -> Result<bool, Groth16Error> {
        H::groth16_verify(vk, proof, inputs)
    }
}

/// The key and the proof of a model, as the plain engine's types.
#[allow(clippy::type_complexity)]
fn to_plain<E: PairingCurve, H: PairingHooks<E>>(
    vk: &VerifyingKey<PairingModel<E, H>>,
    proof: &Proof<PairingModel<E, H>>,
) -> (VerifyingKey<E>, Proof<E>) {
    let vk = VerifyingKey {
        alpha_g1: convert(&vk.alpha_g1),
        beta_g2: convert(&vk.beta_g2),
        gamma_g2: convert(&vk.gamma_g2),
        delta_g2: convert(&vk.delta_g2),
        gamma_abc_g1: vk.gamma_abc_g1.iter().map(convert).collect(),
    };
    let proof = Proof {
        a: convert(&proof.a),
        b: convert(&proof.b),
        c: convert(&proof.c),
    };
    (vk, proof)
}
