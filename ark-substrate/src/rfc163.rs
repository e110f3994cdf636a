//! [`Rfc163`]: hooks for runtimes that may import only the elliptic-curve host functions of
//! RFC-0163 (a Polkadot or Kusama parachain whose relay chain enables them), and plain Wasm for
//! everything those lack.
//!
//! RFC-0163 standardises 12 functions, implemented by polkadot-sdk's `sp-crypto-ec-utils`
//! (feature `rfc163`): BLS12-381 `msm_g1`, `msm_g2`, `mul_g1`, `mul_g2`, `multi_miller_loop`,
//! `final_exponentiation`; Bandersnatch (twisted Edwards) `msm`, `mul`; Pallas and Vesta `msm`,
//! `mul`. In a runtime (`substrate_runtime`, feature `rfc163`) these hooks call
//! `sp-crypto-ec-utils`' runtime interface, whose declarations are the Wasm's imports. Natively
//! (tests, a runtime's native build) they call `ec_host_primitives::rfc163`, what this project's
//! node serves for those imports: the same functions, their outputs frozen by known answers that
//! `sp-crypto-ec-utils` replays (`primitives/tests/conformance/rfc163_known_answers.rs`).
//!
//! Every result equals the [`crate::Host`] and [`crate::Arkworks`] hooks' result (the group law
//! on the whole curve, `docs/host-functions.md`), for every point on the curve, in the subgroup
//! or not. RFC-0163's functions compute with arkworks, and two of its shortcuts are exact only in
//! the prime-order subgroup, so the hooks work around them:
//!
//! - arkworks' MSM takes a scalar `s` with `r - s < 2^64` as `-(r - s)`, which differs from
//!   `s` off the subgroup (BLS12-381's G1 and G2 have cofactors): such a scalar is given to the
//!   host as two halves of the same base, `⌊s/2⌋ + ⌈s/2⌉`, each far from `r`. On Pallas and Vesta
//!   (prime order) nothing needs to change.
//! - Bandersnatch's twisted Edwards form is incomplete: the host's Edwards formulas are exact in
//!   the prime-order subgroup only, and a base's subgroup check in Wasm costs more than its share
//!   of an MSM in Wasm. Its MSM and multiplication therefore stay in Wasm, computed as the host of
//!   this project computes them ([`GroupBackend`]).
//!
//! RFC-0163's functions read and write arkworks' uncompressed encodings without checks, `Vec`s
//! with their `u64` length prefix; they have no input bounds, so the hooks split their work by
//! this project's per-call limits ([`GroupLimits`], [`PairingLimits`]). Where a call fails (it
//! cannot, for points of the curve) the hooks compute in Wasm instead: they never trap.
//!
//! The rest runs in Wasm as [`crate::WasmArkworks`] computes it: the code this project's host
//! runs ([`GroupBackend`]: batched affine Pippenger, endomorphism subgroup checks) over fields
//! shaped for Wasm, which computes the same results. Lists of points are read and checked as
//! the host's `validate_*` reads them (`msm_encoded`, `validate_batch`): 256 points or more at
//! once by random subset sums drawn from their bytes, so that the hooks accept, reject and
//! report errors as the [`crate::Host`] hooks do, at a fraction of the cost of checking each
//! point in Wasm. For the groups with an RFC-0163 MSM the lists are read and checked by the
//! host's code in Wasm (over arkworks' fields; BLS12-381's checks multiply with RFC-0163's
//! `mul`), for the others by [`crate::WasmArkworks`].

use crate::{
    encoded::{msm_in_parts, Error},
    groth16::{ark_groth16_verify, Groth16Error},
    models::{convert, SWHooks, SWModel, TEHooks, TEModel},
    pairing::{
        decoded_multi_pairing, decoded_pairing_check, plain_multi_miller_loop, G1Affine, G2Affine,
        PairingCurve, PairingHooks, PairingModel,
    },
    shaped::WasmShapedEngine,
    WasmArkworks,
};
use alloc::{vec, vec::Vec};
use ark_ec::{
    bls12::Bls12Config,
    short_weierstrass::{self as sw, SWCurveConfig},
    twisted_edwards::{self as te, TECurveConfig},
    AffineRepr, CurveGroup,
};
use ark_ff::{BigInteger, PrimeField, Zero};
use ark_groth16::{Proof, VerifyingKey};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize, SerializationError};
use ark_std::io::Read;
use ec_host_primitives::{
    encoding::{self, Point},
    native::{self, subgroup, GroupBackend, Subgroup},
    PairingLimits, MAX_SCALAR_LIMBS,
};

/// One RFC-0163 function, called by name, succeeded: in a runtime through `sp-crypto-ec-utils`'
/// declarations (`$module::host_calls::$function`), natively through the node's implementation.
#[cfg(substrate_runtime)]
macro_rules! host_call {
    ($module:ident::$function:ident($($arg:expr),*)) => {
        sp_crypto_ec_utils::$module::host_calls::$function($($arg),*).is_ok()
    };
}
#[cfg(not(substrate_runtime))]
macro_rules! host_call {
    ($module:ident::$function:ident($($arg:expr),*)) => {
        ec_host_primitives::rfc163::host_calls::$function($($arg),*) == 0
    };
}

/// Hooks over RFC-0163's host functions, with plain Wasm for the rest (see the module).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rfc163;

/// An RFC-0163 function `(input, input, out)`; `true` when it succeeded.
pub type Call = fn(&[u8], &[u8], &mut [u8]) -> bool;

/// RFC-0163's functions for one group, attached to its plain arkworks affine type: `None` where
/// the RFC has none or where its result is not exact for every point (Bandersnatch's Edwards
/// form).
pub trait Rfc163Group: GroupBackend {
    /// `msm(bases: Vec<Affine>, scalars: Vec<Fr>, out: Affine)`.
    const MSM: Option<Call> = None;
    /// `mul(base: Affine, scalar: Vec<u64>, out: Affine)`: double-and-add on the host, exact for
    /// every base and scalar.
    const MUL: Option<Call> = None;

    /// Whether a point of the curve is in the prime-order subgroup, by the check the other hook
    /// sets run with its scalar multiplication made by [`Self::MUL`] on the host; `None` where the
    /// group has no such check or the call failed (the hooks then check in Wasm).
    fn in_subgroup_on_host(_point: &Self) -> Option<bool> {
        None
    }
}

/// RFC-0163's pairing functions for one engine, attached to its plain arkworks engine.
pub trait Rfc163Pairing: PairingCurve + PairingLimits {
    /// `multi_miller_loop(g1: Vec<G1Affine>, g2: Vec<G2Affine>, out: TargetField)`: arkworks'
    /// Miller loop, the same value as this project's host function.
    const MULTI_MILLER_LOOP: Option<Call> = None;
    /// `final_exponentiation(in_out: TargetField)`.
    const FINAL_EXPONENTIATION: Option<fn(&mut [u8]) -> bool> = None;
}

/// RFC-0163's functions by this project's curve and group names (the registry's), as the items
/// of an [`Rfc163Group`] or [`Rfc163Pairing`] impl; nothing for the others.
macro_rules! rfc163_functions {
    (bls12_381 g1) => {
        const MSM: Option<Call> =
            Some(|a, b, out| host_call!(bls12_381::bls12_381_msm_g1(a, b, out)));
        const MUL: Option<Call> =
            Some(|a, b, out| host_call!(bls12_381::bls12_381_mul_g1(a, b, out)));

        fn in_subgroup_on_host(point: &Self) -> Option<bool> {
            bls12_381_g1_in_subgroup(point)
        }
    };
    (bls12_381 g2) => {
        const MSM: Option<Call> =
            Some(|a, b, out| host_call!(bls12_381::bls12_381_msm_g2(a, b, out)));
        const MUL: Option<Call> =
            Some(|a, b, out| host_call!(bls12_381::bls12_381_mul_g2(a, b, out)));

        fn in_subgroup_on_host(point: &Self) -> Option<bool> {
            bls12_381_g2_in_subgroup(point)
        }
    };
    (bls12_381 pairing) => {
        const MULTI_MILLER_LOOP: Option<Call> =
            Some(|a, b, out| host_call!(bls12_381::bls12_381_multi_miller_loop(a, b, out)));
        const FINAL_EXPONENTIATION: Option<fn(&mut [u8]) -> bool> =
            Some(|in_out| host_call!(bls12_381::bls12_381_final_exponentiation(in_out)));
    };
    (pallas sw) => {
        const MSM: Option<Call> = Some(|a, b, out| host_call!(pallas::pallas_msm(a, b, out)));
        const MUL: Option<Call> = Some(|a, b, out| host_call!(pallas::pallas_mul(a, b, out)));
    };
    (vesta sw) => {
        const MSM: Option<Call> = Some(|a, b, out| host_call!(vesta::vesta_msm(a, b, out)));
        const MUL: Option<Call> = Some(|a, b, out| host_call!(vesta::vesta_mul(a, b, out)));
    };
    // Bandersnatch's Edwards `msm` and `mul` (RFC-0163) are exact only in the subgroup: see the
    // module's documentation.
    ($curve:ident $group:ident) => {};
}

/// Implements [`Rfc163Group`] and [`Rfc163Pairing`] for every group and engine of the registry.
macro_rules! rfc163_bindings {
    (
        pairings { $({ curve: $pc:ident, engine: $engine:ty, $($pmore:tt)* })* }
        groups { $({ curve: $gc:ident, group: $g:ident, affine: $affine:ty, $($gmore:tt)* })* }
    ) => {
        $(impl Rfc163Pairing for $engine { rfc163_functions!($pc pairing); })*
        $(impl Rfc163Group for $affine { rfc163_functions!($gc $g); })*
    };
}

ec_host_primitives::curve_registry!(rfc163_bindings);

/// A value read back from an RFC-0163 function: its uncompressed encoding, unchecked (the host
/// computed it from points of the curve).
fn read<T: CanonicalDeserialize>(bytes: &[u8]) -> Option<T> {
    T::deserialize_uncompressed_unchecked(bytes).ok()
}

/// `value` in arkworks' uncompressed encoding (`Vec`s and slices with their length prefix).
fn write<T: CanonicalSerialize + ?Sized>(value: &T) -> Vec<u8> {
    let mut out = Vec::with_capacity(value.uncompressed_size());
    // Writing into a `Vec` cannot fail.
    let _ = value.serialize_uncompressed(&mut out);
    out
}

/// The terms of an MSM as RFC-0163's MSM computes them exactly: on a curve with a cofactor, a
/// scalar `s` with `r - s < 2^64` (which arkworks would take as `-(r - s)`) becomes two terms of
/// the same base, `⌊s/2⌋` and `s - ⌊s/2⌋`, both about `r/2`.
fn exact_terms<A: Point>(bases: &[A], scalars: &[A::ScalarField]) -> (Vec<A>, Vec<A::ScalarField>) {
    if A::cofactor_is_one() {
        return (bases.to_vec(), scalars.to_vec());
    }
    let (mut out_bases, mut out_scalars) = (Vec::new(), Vec::new());
    for (base, scalar) in bases.iter().zip(scalars) {
        let s = scalar.into_bigint();
        let mut r_minus_s = A::ScalarField::MODULUS;
        r_minus_s.sub_with_borrow(&s);
        if r_minus_s.num_bits() <= 64 {
            let mut half = s;
            half.div2();
            let mut rest = s;
            rest.sub_with_borrow(&half);
            // Both halves are below the modulus, so neither conversion fails.
            for part in [half, rest] {
                out_bases.push(*base);
                out_scalars.push(A::ScalarField::from_bigint(part).unwrap_or_default());
            }
        } else {
            out_bases.push(*base);
            out_scalars.push(*scalar);
        }
    }
    (out_bases, out_scalars)
}

/// `Σ scalars[i]·bases[i]` on the whole curve, through RFC-0163's MSM where the group has one
/// (in calls of at most the group's `MSM_LIMIT` terms), in Wasm otherwise.
pub fn msm<A: Rfc163Group>(bases: &[A], scalars: &[A::ScalarField]) -> A::Group {
    let Some(call) = A::MSM else {
        return A::msm(bases, scalars);
    };
    let (bases, scalars) = exact_terms(bases, scalars);
    let mut out = vec![0u8; A::zero().uncompressed_size()];
    let mut sum = A::Group::zero();
    for (bases, scalars) in bases.chunks(A::MSM_LIMIT).zip(scalars.chunks(A::MSM_LIMIT)) {
        sum += match call(&write(bases), &write(scalars), &mut out)
            .then(|| read::<A>(&out))
            .flatten()
        {
            Some(part) => part.into_group(),
            None => A::msm(bases, scalars),
        };
    }
    sum
}

/// `scalar · base` on the whole curve, for a little-endian scalar of any length: RFC-0163's
/// `mul` where the group has one and the scalar fits one call of this project's ABI
/// (`MAX_SCALAR_LIMBS`), in Wasm otherwise.
pub fn mul<A: Rfc163Group>(base: &A::Group, scalar: &[u64]) -> A::Group {
    let scalar = encoding::trim_scalar(scalar);
    if let Some(call) = A::MUL.filter(|_| scalar.len() <= MAX_SCALAR_LIMBS) {
        let mut out = vec![0u8; A::zero().uncompressed_size()];
        if let Some(result) = call(&write(&base.into_affine()), &write(scalar), &mut out)
            .then(|| read::<A>(&out))
            .flatten()
        {
            return result.into_group();
        }
    }
    native::group_mul::<A>(base, scalar)
}

/// `scalar · point` by the group's RFC-0163 `mul` (double-and-add on the host, exact for every
/// point of the curve); `None` if the group has none or the call failed.
fn host_mul<A: Rfc163Group>(point: &A, scalar: &[u64]) -> Option<A::Group> {
    let call = A::MUL?;
    let mut out = vec![0u8; A::zero().uncompressed_size()];
    call(&write(point), &write(scalar), &mut out)
        .then(|| read::<A>(&out))
        .flatten()
        .map(|product| product.into_group())
}

/// `x²` for BLS12-381's seed `x` (64 bits), as little-endian limbs.
const BLS12_381_X_SQUARED: [u64; 2] = {
    let x = <ark_bls12_381::Config as Bls12Config>::X[0] as u128;
    let square = x * x;
    [square as u64, (square >> 64) as u64]
};

/// BLS12-381's G1 check, the host's and [`WasmArkworks`]' (`φ(P) = [−x²]P`,
/// [`subgroup::bls12_g1`]), with `[x²]P` by RFC-0163's `mul_g1`: one host call instead of 128
/// doublings in Wasm.
fn bls12_381_g1_in_subgroup(point: &ark_bls12_381::G1Affine) -> Option<bool> {
    let x_squared_p = host_mul(point, &BLS12_381_X_SQUARED)?;
    Some(subgroup::bls12_g1_with::<ark_bls12_381::Config>(
        point,
        |_| x_squared_p,
    ))
}

/// BLS12-381's G2 check, [`WasmArkworks`]' and arkworks' (`ψ(Q) = [x]Q`), with `[x]Q` by
/// RFC-0163's `mul_g2`.
fn bls12_381_g2_in_subgroup(point: &ark_bls12_381::G2Affine) -> Option<bool> {
    if point.is_zero() {
        return Some(true);
    }
    type Config = ark_bls12_381::Config;
    let xq = host_mul(point, <Config as Bls12Config>::X)?;
    let xq = if <Config as Bls12Config>::X_IS_NEGATIVE {
        -xq
    } else {
        xq
    };
    crate::shaped::m_twist_psi_is::<Config>(point, &xq)
}

/// [`crate::EncodedMsm::msm_encoded`] with the [`crate::Host`] hooks' checks, errors and result,
/// in Wasm: the same parts ([`msm_in_parts`]), each part's bases read and checked as the host's
/// `validate_*` reads them (lists of [`native::batch_subgroup::BATCH_FROM`] points or more at
/// once, by random subset sums drawn from the same bytes), then its scalars as the host's `msm_*`
/// reads them, then [`msm`].
fn msm_encoded<A: Rfc163Group>(
    bases: &[u8],
    scalars: &[u8],
    msm: impl Fn(&[A], &[A::ScalarField]) -> A::Group,
) -> Result<A::Group, Error> {
    let size = encoding::size_of::<A>();
    msm_in_parts::<A, _>(bases, scalars, |bases, scalars| {
        let mut points = Vec::with_capacity(bases.len() / size);
        for bases in bases.chunks(A::VALIDATE_LIMIT * size) {
            points.extend(native::read_points::<A>(
                bases,
                A::VALIDATE_LIMIT,
                Subgroup::Batch,
            )?);
        }
        let scalars = encoding::read_list::<A::ScalarField>(scalars, A::MSM_LIMIT)?;
        Ok(msm(&points, &scalars))
    })
}

/// Whether every point is on the curve and in the prime-order subgroup, as the
/// [`crate::Host`] hooks decide it (the host's `validate_*` of each `VALIDATE_LIMIT` points), in
/// Wasm.
fn validate_batch<A: GroupBackend, P: CanonicalSerialize>(points: &[P]) -> bool {
    points
        .chunks(A::VALIDATE_LIMIT)
        .all(|chunk| native::validate::<A>(&encoding::write_list(chunk)).is_ok())
}

/// The `Rfc163` implementation of one curve form: the same calls for SW and TE. What RFC-0163
/// has no function for runs in Wasm as [`WasmArkworks`] computes it (over fields shaped for
/// Wasm), `$in_place_msm` and `$in_place_mul`.
macro_rules! rfc163_hooks {
    (
        $Hooks:ident, $Config:ident, $Model:ident, $form:ident, $in_place_msm:ident,
        $in_place_mul:ident
    ) => {
        /// `Σ scalars[i]·bases[i]`: RFC-0163's MSM where the group has one, [`WasmArkworks`]'
        /// otherwise.
        fn $in_place_msm<C: $Config>(
            bases: &[$form::Affine<C>],
            scalars: &[C::ScalarField],
        ) -> $form::Projective<C>
        where
            $form::Affine<C>:
                Rfc163Group<ScalarField = C::ScalarField, Group = $form::Projective<C>>,
            WasmArkworks: $Hooks<C>,
        {
            if <$form::Affine<C> as Rfc163Group>::MSM.is_some() {
                return msm(bases, scalars);
            }
            let bases: Vec<$form::Affine<$Model<C, WasmArkworks>>> =
                bases.iter().map(convert).collect();
            // The lists have equal lengths (the callers check), so `Err` cannot occur.
            convert(&<WasmArkworks as $Hooks<C>>::msm(&bases, scalars).unwrap_or_default())
        }

        /// `scalar · base`: RFC-0163's `mul` where the group has one, [`WasmArkworks`]'
        /// otherwise.
        fn $in_place_mul<C: $Config>(
            base: &$form::Projective<C>,
            scalar: &[u64],
        ) -> $form::Projective<C>
        where
            $form::Affine<C>:
                Rfc163Group<ScalarField = C::ScalarField, Group = $form::Projective<C>>,
            WasmArkworks: $Hooks<C>,
        {
            if <$form::Affine<C> as Rfc163Group>::MUL.is_some() {
                return mul::<$form::Affine<C>>(base, scalar);
            }
            convert(&<WasmArkworks as $Hooks<C>>::mul_projective(
                &convert(base),
                scalar,
            ))
        }

        // The bounds name the affine type's associated types: with a where clause on it, the
        // compiler no longer reads them from arkworks' impl.
        impl<C: $Config> $Hooks<C> for Rfc163
        where
            $form::Affine<C>:
                Rfc163Group<ScalarField = C::ScalarField, Group = $form::Projective<C>>,
            WasmArkworks: $Hooks<C>,
        {
            fn msm(
                bases: &[$form::Affine<$Model<C, Self>>],
                scalars: &[C::ScalarField],
            ) -> Result<$form::Projective<$Model<C, Self>>, usize> {
                if bases.len() != scalars.len() {
                    return Err(bases.len().min(scalars.len()));
                }
                let bases: Vec<$form::Affine<C>> = bases.iter().map(convert).collect();
                Ok(convert(&$in_place_msm(&bases, scalars)))
            }

            fn mul_projective(
                base: &$form::Projective<$Model<C, Self>>,
                scalar: &[u64],
            ) -> $form::Projective<$Model<C, Self>> {
                convert(&$in_place_mul::<C>(&convert(base), scalar))
            }

            fn mul_affine(
                base: &$form::Affine<$Model<C, Self>>,
                scalar: &[u64],
            ) -> $form::Projective<$Model<C, Self>> {
                let base: $form::Affine<C> = convert(base);
                convert(&$in_place_mul::<C>(&base.into_group(), scalar))
            }

            // On the host where RFC-0163's exact `mul` can do the check's multiplication
            // (BLS12-381), [`WasmArkworks`]' check in Wasm otherwise: the same answer.
            fn is_in_subgroup(point: &$form::Affine<$Model<C, Self>>) -> bool {
                let plain: $form::Affine<C> = convert(point);
                if let Some(answer) = <$form::Affine<C> as Rfc163Group>::in_subgroup_on_host(&plain)
                {
                    return answer;
                }
                <WasmArkworks as $Hooks<C>>::is_in_subgroup(&convert(point))
            }

            // RFC-0163 has no decompression: [`WasmArkworks`]' (the square root over the field
            // shaped for Wasm where it reads the format), which reads the same point or refuses
            // the same bytes as arkworks.
            fn deserialize_compressed<R: Read>(
                reader: R,
            ) -> Result<$form::Affine<$Model<C, Self>>, SerializationError> {
                Ok(convert(
                    &<WasmArkworks as $Hooks<C>>::deserialize_compressed(reader)?,
                ))
            }

            // With RFC-0163's `mul` where it makes the subgroup checks (BLS12-381), else as
            // [`WasmArkworks`] checks (over the fields shaped for Wasm): the same answer.
            fn validate_batch(points: &[$form::Affine<$Model<C, Self>>]) -> bool {
                if <$form::Affine<C> as Rfc163Group>::MUL.is_none() {
                    let points: Vec<$form::Affine<$Model<C, WasmArkworks>>> =
                        points.iter().map(convert).collect();
                    return <WasmArkworks as $Hooks<C>>::validate_batch(&points);
                }
                validate_batch::<$form::Affine<C>, _>(points)
            }

            // Where RFC-0163 has no MSM for the group, [`WasmArkworks`]' call: every step in
            // Wasm, over the fields shaped for it.
            fn msm_encoded(
                bases: &[u8],
                scalars: &[u8],
            ) -> Result<$form::Projective<$Model<C, Self>>, Error> {
                if <$form::Affine<C> as Rfc163Group>::MSM.is_none() {
                    return <WasmArkworks as $Hooks<C>>::msm_encoded(bases, scalars)
                        .map(|sum| convert(&sum));
                }
                Ok(convert(&msm_encoded::<$form::Affine<C>>(
                    bases,
                    scalars,
                    $in_place_msm,
                )?))
            }
        }
    };
}

rfc163_hooks!(SWHooks, SWCurveConfig, SWModel, sw, sw_msm, sw_mul);
rfc163_hooks!(TEHooks, TECurveConfig, TEModel, te, te_msm, te_mul);

/// The `Rfc163` hooks' Groth16 calls (`PairingHooks`' methods of the same names): [`WasmArkworks`]'
/// call where the engine has no RFC-0163 Miller loop, else the host function's own code
/// (`native::$native`) over the model's types, as the trait's default.
macro_rules! groth16_calls {
    ($($call:ident => $native:ident($($arg:ident),*);)*) => {$(
        fn $call($($arg: &[u8]),*) -> Result<bool, Error> {
            if E::MULTI_MILLER_LOOP.is_none() {
                return <WasmArkworks as PairingHooks<E>>::$call($($arg),*);
            }
            native::$native::<PairingModel<E, Self>>($($arg),*)
        }
    )*};
}

impl<E> PairingHooks<E> for Rfc163
where
    E: Rfc163Pairing + WasmShapedEngine,
    WasmArkworks: PairingHooks<E>,
    sw::Affine<E::G1Config>:
        Rfc163Group<ScalarField = E::ScalarField, Group = sw::Projective<E::G1Config>>,
    sw::Affine<E::G2Config>:
        Rfc163Group<ScalarField = E::ScalarField, Group = sw::Projective<E::G2Config>>,
{
    // What RFC-0163 has no function for runs over them, as `WasmArkworks` runs it.
    const SHAPED_FIELDS: bool = true;

    fn multi_miller_loop(g1: &[G1Affine<E, Self>], g2: &[G2Affine<E, Self>]) -> E::TargetField {
        let Some(call) = E::MULTI_MILLER_LOOP else {
            let g1: Vec<_> = g1.iter().map(convert).collect();
            let g2: Vec<_> = g2.iter().map(convert).collect();
            return <WasmArkworks as PairingHooks<E>>::multi_miller_loop(&g1, &g2);
        };
        let g1: Vec<E::G1Affine> = g1.iter().map(convert).collect();
        let g2: Vec<E::G2Affine> = g2.iter().map(convert).collect();
        let mut out = vec![0u8; encoding::size_of::<E::TargetField>()];
        g1.chunks(E::PAIRS_LIMIT)
            .zip(g2.chunks(E::PAIRS_LIMIT))
            .map(|(a, b)| {
                call(&write(a), &write(b), &mut out)
                    .then(|| read(&out))
                    .flatten()
                    .unwrap_or_else(|| plain_multi_miller_loop::<E>(a, b))
            })
            .product()
    }

    fn final_exponentiation(f: E::TargetField) -> Option<E::TargetField> {
        if f.is_zero() {
            return None;
        }
        if let Some(call) = E::FINAL_EXPONENTIATION {
            let mut in_out = write(&f);
            if let Some(result) = call(&mut in_out).then(|| read(&in_out)).flatten() {
                return Some(result);
            }
        }
        <WasmArkworks as PairingHooks<E>>::final_exponentiation(f)
    }

    // Where RFC-0163 has no Miller loop (every pairing curve but BLS12-381), the encoded pairs
    // are `WasmArkworks`' to read, check and pair: the same answer, and on BLS12-377 (its
    // tower's) and BN254 the loop decides the G2 checks on the way.
    fn multi_pairing_encoded(g1: &[u8], g2: &[u8]) -> Result<E::TargetField, Error> {
        if E::MULTI_MILLER_LOOP.is_none() {
            return <WasmArkworks as PairingHooks<E>>::multi_pairing_encoded(g1, g2);
        }
        decoded_multi_pairing::<E, Self>(g1, g2)
    }

    fn pairing_check_encoded(g1: &[u8], g2: &[u8]) -> Result<bool, Error> {
        if E::MULTI_MILLER_LOOP.is_none() {
            return <WasmArkworks as PairingHooks<E>>::pairing_check_encoded(g1, g2);
        }
        decoded_pairing_check::<E, Self>(g1, g2)
    }

    // Where RFC-0163 has no Miller loop (every pairing curve but BLS12-381), every step of a
    // Groth16 check runs in Wasm: [`WasmArkworks`]' call itself (the Polkadot profile's), the
    // same answer without converting each point and value between the two hook sets.
    groth16_calls! {
        groth16_verify_prepared => verify_prepared(key, proofs, inputs);
        groth16_verify_registered => verify_registered(key, proofs, inputs);
        groth16_verify_prepared_and_check => verify_prepared_and_check(key, proofs, inputs, g1, g2);
        groth16_verify_registered_and_check =>
            verify_registered_and_check(key, proofs, inputs, g1, g2);
    }

    /// ark-groth16 over the model's types, so that its multiplications, Miller loop and final
    /// exponentiation reach the hooks (the default runs on the plain types, all in Wasm).
    fn groth16_verify(
        vk: &VerifyingKey<PairingModel<E, Self>>,
        proof: &Proof<PairingModel<E, Self>>,
        inputs: &[E::ScalarField],
    ) -> Result<bool, Groth16Error> {
        ark_groth16_verify(vk, proof, inputs)
    }
}
