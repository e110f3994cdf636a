//! The two hook sets: [`Host`] (host functions) and [`Arkworks`] (plain arkworks, in place).

use crate::{
    models::{SWHooks, SWModel, TEHooks, TEModel},
    pairing::{G1Affine, G2Affine, PairingCurve, PairingHooks},
};
use alloc::{vec, vec::Vec};
use ark_ec::{
    scalar_mul::{double_and_add, double_and_add_affine},
    short_weierstrass::{self as sw, SWCurveConfig},
    twisted_edwards::{self as te, TECurveConfig},
    AffineRepr,
};
use ark_ff::{One, Zero};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use ec_host_primitives::{
    encoding::{self, Point},
    BinaryFn, Error, HostGroup, HostPairing, MAX_MSM_LEN, MAX_PAIRS, MAX_SCALAR_LIMBS,
};

/// Hooks that run plain arkworks in place (in Wasm when used by a runtime).
///
/// Use it in tests as the reference, or where host functions are not available.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Arkworks;

impl<C: SWCurveConfig> SWHooks<C> for Arkworks {}
impl<C: TECurveConfig> TEHooks<C> for Arkworks {}
impl<E: PairingCurve> PairingHooks<E> for Arkworks {}

/// Hooks that call the `elliptic_curves` host functions.
///
/// The arguments are points and scalars of valid arkworks types, which the host accepts; a host
/// error here means the runtime and the host disagree (e.g. a point made with `new_unchecked`
/// that is not on the curve), and the runtime traps with that error.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Host;

/// Calls a host function that writes a `T`, and decodes the result without curve checks.
fn call<T: CanonicalSerialize + CanonicalDeserialize + Default>(
    function: BinaryFn,
    a: &[u8],
    b: &[u8],
) -> T {
    let mut out = vec![0u8; encoding::size_of::<T>()];
    function(a, b, &mut out)
        .and_then(|()| encoding::read(&out))
        .unwrap_or_else(trap)
}

/// Ends the runtime call on a host error.
///
/// The hooks pass valid arkworks values and their signatures are infallible: an error means the
/// runtime and the host disagree, and trapping is the only honest answer.
fn trap<T>(error: Error) -> T {
    panic!("elliptic_curves host call failed: {error}") // ok: see above
}

/// The scalar in the host's encoding, or `None` if it is too long for one host call.
fn host_scalar(scalar: &[u64]) -> Option<Vec<u8>> {
    let scalar = encoding::trim_scalar(scalar);
    (scalar.len() <= MAX_SCALAR_LIMBS).then(|| encoding::write_scalar(scalar))
}

/// The `Host` implementation of one curve form: the same calls for SW and TE.
macro_rules! host_hooks {
    ($Hooks:ident, $Config:ident, $Model:ident, $form:ident) => {
        impl<C: $Config> $Hooks<C> for Host
        where
            $form::Affine<C>: HostGroup,
        {
            fn msm(
                bases: &[$form::Affine<$Model<C, Self>>],
                scalars: &[C::ScalarField],
            ) -> Result<$form::Projective<$Model<C, Self>>, usize> {
                if bases.len() != scalars.len() {
                    return Err(bases.len().min(scalars.len()));
                }
                // The host bounds one call; larger MSMs are split and summed here.
                let mut sum = $form::Projective::zero();
                for (bases, scalars) in bases.chunks(MAX_MSM_LEN).zip(scalars.chunks(MAX_MSM_LEN)) {
                    let part: $form::Affine<$Model<C, Self>> = call(
                        <$form::Affine<C> as HostGroup>::MSM,
                        &encoding::write_list(bases),
                        &encoding::write_list(scalars),
                    );
                    sum += part;
                }
                Ok(sum)
            }

            fn mul_projective(
                base: &$form::Projective<$Model<C, Self>>,
                scalar: &[u64],
            ) -> $form::Projective<$Model<C, Self>> {
                let Some(scalar) = host_scalar(scalar) else {
                    // Longer than any arkworks scalar: plain double-and-add, as the host does.
                    return double_and_add(base, scalar);
                };
                let mut encoded =
                    Vec::with_capacity(encoding::projective_size::<$form::Affine<C>>());
                <$form::Affine<$Model<C, Self>> as Point>::write_projective(base, &mut encoded);
                let result: $form::Affine<$Model<C, Self>> = call(
                    <$form::Affine<C> as HostGroup>::MUL_PROJECTIVE,
                    &encoded,
                    &scalar,
                );
                result.into_group()
            }

            fn mul_affine(
                base: &$form::Affine<$Model<C, Self>>,
                scalar: &[u64],
            ) -> $form::Projective<$Model<C, Self>> {
                let Some(scalar) = host_scalar(scalar) else {
                    return double_and_add_affine(base, scalar);
                };
                let mut encoded = Vec::new();
                encoding::write(base, &mut encoded);
                let result: $form::Affine<$Model<C, Self>> = call(
                    <$form::Affine<C> as HostGroup>::MUL_AFFINE,
                    &encoded,
                    &scalar,
                );
                result.into_group()
            }

            fn is_in_subgroup(point: &$form::Affine<$Model<C, Self>>) -> bool {
                let mut encoded = Vec::new();
                encoding::write(point, &mut encoded);
                (<$form::Affine<C> as HostGroup>::VALIDATE)(&encoded).is_ok()
            }
        }
    };
}

host_hooks!(SWHooks, SWCurveConfig, SWModel, sw);
host_hooks!(TEHooks, TECurveConfig, TEModel, te);

impl<E> PairingHooks<E> for Host
where
    E: PairingCurve + HostPairing,
    sw::Affine<E::G1Config>: HostGroup,
    sw::Affine<E::G2Config>: HostGroup,
{
    fn multi_miller_loop(g1: &[G1Affine<E, Self>], g2: &[G2Affine<E, Self>]) -> E::TargetField {
        // The host bounds one call; longer products are split and multiplied here.
        g1.chunks(MAX_PAIRS)
            .zip(g2.chunks(MAX_PAIRS))
            .map(|(g1, g2)| {
                call::<E::TargetField>(
                    E::MULTI_MILLER_LOOP,
                    &encoding::write_list(g1),
                    &encoding::write_list(g2),
                )
            })
            .product()
    }

    fn final_exponentiation(f: E::TargetField) -> Option<E::TargetField> {
        if f.is_zero() {
            return None;
        }
        let mut encoded = Vec::new();
        encoding::write(&f, &mut encoded);
        let mut out = vec![0u8; encoded.len()];
        (E::FINAL_EXPONENTIATION)(&encoded, &mut out)
            .and_then(|()| encoding::read(&out))
            .map(Some)
            .unwrap_or_else(trap)
    }

    fn pairing_check(g1: &[G1Affine<E, Self>], g2: &[G2Affine<E, Self>]) -> bool {
        if g1.len() > MAX_PAIRS {
            let f = <Self as PairingHooks<E>>::multi_miller_loop(g1, g2);
            return <Self as PairingHooks<E>>::final_exponentiation(f).is_some_and(|f| f.is_one());
        }
        let mut out = [0u8; 1];
        (E::PAIRING_CHECK)(
            &encoding::write_list(g1),
            &encoding::write_list(g2),
            &mut out,
        )
        .map(|()| out[0] == 1)
        .unwrap_or(false)
    }
}
