//! Curve models whose expensive operations go through injected hooks.
//!
//! [`SWModel<C, H>`] and [`TEModel<C, H>`] take every constant from the plain arkworks config `C`
//! and route `msm`, `mul_projective`, `mul_affine`, the subgroup check and the decompression of
//! points to the hooks `H`.
//! Points of a model have the same coordinates and the same serialization as points of `C`.

use crate::encoded::{decoded_msm, EncodedMsm, Error};
use alloc::vec::Vec;
use ark_ec::{
    hashing::curve_maps::{
        elligator2::Elligator2Config,
        wb::{IsogenyMap, WBConfig},
    },
    scalar_mul::glv::GLVConfig,
    short_weierstrass::{self as sw, SWCurveConfig},
    twisted_edwards::{self as te, MontCurveConfig, TECurveConfig},
    AffineRepr, CurveConfig,
};
use ark_ff::PrimeField;
use ark_serialize::{Compress, SerializationError, Valid, Validate};
use ark_std::io::{Read, Write};
use core::marker::PhantomData;
use ec_host_primitives::{encoding::Point, native::exact};

/// Short Weierstrass curve with the constants of `C` and the operations of `H`.
pub struct SWModel<C, H>(PhantomData<fn() -> (C, H)>);

/// Twisted Edwards curve with the constants of `C` and the operations of `H`.
pub struct TEModel<C, H>(PhantomData<fn() -> (C, H)>);

/// What arkworks' curve configs derive (`Clone`, `Copy`, `Debug`, `PartialEq`, `Eq`, `Hash`,
/// `Default`), for the models without bounds on `C` or `H`: a model is a marker type, so generic
/// code that asks these of a config (ark-vrf's suites do) takes a model too.
macro_rules! marker_traits {
    ($($Model:ident),*) => {$(
        impl<C, H> Clone for $Model<C, H> {
            fn clone(&self) -> Self {
                *self
            }
        }
        impl<C, H> Copy for $Model<C, H> {}
        impl<C, H> Default for $Model<C, H> {
            fn default() -> Self {
                Self(PhantomData)
            }
        }
        impl<C, H> PartialEq for $Model<C, H> {
            fn eq(&self, _: &Self) -> bool {
                true
            }
        }
        impl<C, H> Eq for $Model<C, H> {}
        impl<C, H> core::hash::Hash for $Model<C, H> {
            fn hash<S: core::hash::Hasher>(&self, _: &mut S) {}
        }
        impl<C, H> core::fmt::Debug for $Model<C, H> {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                write!(
                    f,
                    "{}<{}, {}>",
                    stringify!($Model),
                    core::any::type_name::<C>(),
                    core::any::type_name::<H>()
                )
            }
        }
    )*};
}

marker_traits!(SWModel, TEModel);

/// Declares a hooks trait for one curve form, with plain arkworks as every default.
macro_rules! hooks_trait {
    ($(#[$doc:meta])* $Hooks:ident, $Config:ident, $Model:ident, $form:ident) => {
        $(#[$doc])*
        pub trait $Hooks<C: $Config>: 'static + Send + Sync + Sized {
            /// Multi-scalar multiplication; `Err(min length)` when the lengths differ.
            ///
            /// By default the group law on the whole curve, as the host computes it
            /// ([`exact::msm`]), not arkworks' MSM, which is exact only in the subgroup.
            fn msm(
                bases: &[$form::Affine<$Model<C, Self>>],
                scalars: &[C::ScalarField],
            ) -> Result<$form::Projective<$Model<C, Self>>, usize> {
                if bases.len() != scalars.len() {
                    return Err(bases.len().min(scalars.len()));
                }
                let bases: Vec<$form::Affine<C>> = bases.iter().map(convert).collect();
                Ok(convert(&exact::msm(&bases, scalars)))
            }

            /// Scalar multiplication of a projective point by a little-endian scalar.
            ///
            /// By default the group law on the whole curve: the curve's own multiplication
            /// (GLV on some curves) only where every point is in the subgroup, double-and-add
            /// otherwise, as on the host.
            fn mul_projective(
                base: &$form::Projective<$Model<C, Self>>,
                scalar: &[u64],
            ) -> $form::Projective<$Model<C, Self>> {
                let base = convert(base);
                convert(&if <$form::Affine<C> as Point>::cofactor_is_one() {
                    C::mul_projective(&base, scalar)
                } else {
                    exact::mul(&base, scalar)
                })
            }

            /// Scalar multiplication of an affine point by a little-endian scalar (as
            /// [`Self::mul_projective`]).
            fn mul_affine(
                base: &$form::Affine<$Model<C, Self>>,
                scalar: &[u64],
            ) -> $form::Projective<$Model<C, Self>> {
                let base: $form::Affine<C> = convert(base);
                convert(&if <$form::Affine<C> as Point>::cofactor_is_one() {
                    C::mul_affine(&base, scalar)
                } else {
                    exact::mul(&base.into_group(), scalar)
                })
            }

            /// Whether a point, assumed on the curve, is in the prime-order subgroup.
            fn is_in_subgroup(point: &$form::Affine<$Model<C, Self>>) -> bool {
                C::is_in_correct_subgroup_assuming_on_curve(&convert(point))
            }

            /// Whether every point is on the curve and in the prime-order subgroup (see
            /// [`BatchValid`]): each point's arkworks check by default.
            fn validate_batch(points: &[$form::Affine<$Model<C, Self>>]) -> bool {
                points.iter().all(|point| convert::<_, $form::Affine<C>>(point).check().is_ok())
            }

            /// Reads one point in arkworks' compressed encoding (`C`'s format) from `reader`,
            /// without checking the subgroup (the model's deserialization does that, through
            /// [`Self::is_in_subgroup`], when asked to validate): by default arkworks'
            /// decompression in place.
            ///
            /// Whatever the hooks, the result must be arkworks': the same point for the bytes
            /// arkworks accepts, an error for those it rejects.
            fn deserialize_compressed<R: Read>(
                reader: R,
            ) -> Result<$form::Affine<$Model<C, Self>>, SerializationError> {
                Ok(convert(&C::deserialize_with_mode(
                    reader,
                    Compress::Yes,
                    Validate::No,
                )?))
            }

            /// [`crate::EncodedMsm::msm_encoded`]: by default the bytes are deserialized here, and
            /// each base checked to be on the curve and by [`Self::is_in_subgroup`].
            fn msm_encoded(
                bases: &[u8],
                scalars: &[u8],
            ) -> Result<$form::Projective<$Model<C, Self>>, Error> {
                decoded_msm::<$form::Affine<$Model<C, Self>>>(bases, scalars)
            }
        }

        impl<C: $Config, H: $Hooks<C>> BatchValid for $form::Affine<$Model<C, H>> {
            fn batch_valid(points: &[Self]) -> bool {
                H::validate_batch(points)
            }
        }
    };
}

/// Points that can be validated (on the curve and in the prime-order subgroup) as a list: with
/// [`crate::Host`] hooks one host call for the whole list instead of one per point.
///
/// arkworks validates a deserialized `Vec` point by point and offers no hook for the list, so
/// generic code that wants the batch deserializes with `Validate::No` and calls this.
pub trait BatchValid: Sized {
    /// Whether every point is valid.
    fn batch_valid(points: &[Self]) -> bool;
}

impl<C: SWCurveConfig, H: SWHooks<C>> EncodedMsm for sw::Projective<SWModel<C, H>> {
    fn msm_encoded(bases: &[u8], scalars: &[u8]) -> Result<Self, Error> {
        H::msm_encoded(bases, scalars)
    }
}

impl<C: TECurveConfig, H: TEHooks<C>> EncodedMsm for te::Projective<TEModel<C, H>> {
    fn msm_encoded(bases: &[u8], scalars: &[u8]) -> Result<Self, Error> {
        H::msm_encoded(bases, scalars)
    }
}

hooks_trait!(
    /// The operations of a short Weierstrass curve `C` that a [`SWModel`] delegates.
    SWHooks, SWCurveConfig, SWModel, sw
);
hooks_trait!(
    /// The operations of a twisted Edwards curve `C` that a [`TEModel`] delegates.
    TEHooks, TECurveConfig, TEModel, te
);

/// The same point under another config of the same curve form and base field: a field copy.
///
/// This is how a model hands its points to the plain arkworks config and back.
pub trait Convert<T> {
    /// The same point under the other config.
    fn convert(&self) -> T;
}

/// The same point under another config (see [`Convert`]).
pub fn convert<A: Convert<B>, B>(point: &A) -> B {
    point.convert()
}

impl<P: SWCurveConfig, Q: SWCurveConfig<BaseField = P::BaseField>> Convert<sw::Affine<Q>>
    for sw::Affine<P>
{
    fn convert(&self) -> sw::Affine<Q> {
        if self.is_zero() {
            sw::Affine::identity()
        } else {
            sw::Affine::new_unchecked(self.x, self.y)
        }
    }
}

impl<P: SWCurveConfig, Q: SWCurveConfig<BaseField = P::BaseField>> Convert<sw::Projective<Q>>
    for sw::Projective<P>
{
    fn convert(&self) -> sw::Projective<Q> {
        sw::Projective::new_unchecked(self.x, self.y, self.z)
    }
}

impl<P: TECurveConfig, Q: TECurveConfig<BaseField = P::BaseField>> Convert<te::Affine<Q>>
    for te::Affine<P>
{
    fn convert(&self) -> te::Affine<Q> {
        te::Affine::new_unchecked(self.x, self.y)
    }
}

impl<P: TECurveConfig, Q: TECurveConfig<BaseField = P::BaseField>> Convert<te::Projective<Q>>
    for te::Projective<P>
{
    fn convert(&self) -> te::Projective<Q> {
        te::Projective::new_unchecked(self.x, self.y, self.t, self.z)
    }
}

impl<C: CurveConfig, H: 'static> CurveConfig for SWModel<C, H> {
    type BaseField = C::BaseField;
    type ScalarField = C::ScalarField;
    const COFACTOR: &'static [u64] = C::COFACTOR;
    const COFACTOR_INV: Self::ScalarField = C::COFACTOR_INV;
}

impl<C: CurveConfig, H: 'static> CurveConfig for TEModel<C, H> {
    type BaseField = C::BaseField;
    type ScalarField = C::ScalarField;
    const COFACTOR: &'static [u64] = C::COFACTOR;
    const COFACTOR_INV: Self::ScalarField = C::COFACTOR_INV;
}

impl<C: SWCurveConfig, H: SWHooks<C>> SWCurveConfig for SWModel<C, H> {
    const COEFF_A: Self::BaseField = C::COEFF_A;
    const COEFF_B: Self::BaseField = C::COEFF_B;
    const GENERATOR: sw::Affine<Self> = sw::Affine::new_unchecked(C::GENERATOR.x, C::GENERATOR.y);
    type ZeroFlag = bool;

    #[inline(always)]
    fn mul_by_a(elem: Self::BaseField) -> Self::BaseField {
        C::mul_by_a(elem)
    }

    #[inline(always)]
    fn add_b(elem: Self::BaseField) -> Self::BaseField {
        C::add_b(elem)
    }

    fn is_in_correct_subgroup_assuming_on_curve(item: &sw::Affine<Self>) -> bool {
        H::is_in_subgroup(item)
    }

    fn clear_cofactor(item: &sw::Affine<Self>) -> sw::Affine<Self> {
        convert(&C::clear_cofactor(&convert(item)))
    }

    fn mul_projective(base: &sw::Projective<Self>, scalar: &[u64]) -> sw::Projective<Self> {
        H::mul_projective(base, scalar)
    }

    fn mul_affine(base: &sw::Affine<Self>, scalar: &[u64]) -> sw::Projective<Self> {
        H::mul_affine(base, scalar)
    }

    fn msm(
        bases: &[sw::Affine<Self>],
        scalars: &[Self::ScalarField],
    ) -> Result<sw::Projective<Self>, usize> {
        H::msm(bases, scalars)
    }

    // Serialization is `C`'s (some curves, like BLS12-381, use their own format), while
    // decompression and validation go through the hooks (a square root and the subgroup check).
    fn serialize_with_mode<W: Write>(
        item: &sw::Affine<Self>,
        writer: W,
        compress: Compress,
    ) -> Result<(), SerializationError> {
        C::serialize_with_mode(&convert(item), writer, compress)
    }

    fn deserialize_with_mode<R: Read>(
        reader: R,
        compress: Compress,
        validate: Validate,
    ) -> Result<sw::Affine<Self>, SerializationError> {
        let point: sw::Affine<Self> = match compress {
            Compress::Yes => H::deserialize_compressed(reader)?,
            Compress::No => convert(&C::deserialize_with_mode(reader, compress, Validate::No)?),
        };
        if validate == Validate::Yes {
            point.check()?;
        }
        Ok(point)
    }

    fn serialized_size(compress: Compress) -> usize {
        C::serialized_size(compress)
    }
}

// The model is its own Montgomery config, with `C`'s Montgomery constants, so that conversions
// between the forms stay within the model.
impl<C: TECurveConfig, H: TEHooks<C>> MontCurveConfig for TEModel<C, H> {
    const COEFF_A: Self::BaseField = <C::MontCurveConfig as MontCurveConfig>::COEFF_A;
    const COEFF_B: Self::BaseField = <C::MontCurveConfig as MontCurveConfig>::COEFF_B;
    type TECurveConfig = Self;
}

impl<C: TECurveConfig, H: TEHooks<C>> TECurveConfig for TEModel<C, H> {
    const COEFF_A: Self::BaseField = C::COEFF_A;
    const COEFF_D: Self::BaseField = C::COEFF_D;
    const GENERATOR: te::Affine<Self> = te::Affine::new_unchecked(C::GENERATOR.x, C::GENERATOR.y);
    type MontCurveConfig = Self;

    #[inline(always)]
    fn mul_by_a(elem: Self::BaseField) -> Self::BaseField {
        C::mul_by_a(elem)
    }

    fn is_in_correct_subgroup_assuming_on_curve(item: &te::Affine<Self>) -> bool {
        H::is_in_subgroup(item)
    }

    fn clear_cofactor(item: &te::Affine<Self>) -> te::Affine<Self> {
        convert(&C::clear_cofactor(&convert(item)))
    }

    fn mul_projective(base: &te::Projective<Self>, scalar: &[u64]) -> te::Projective<Self> {
        H::mul_projective(base, scalar)
    }

    fn mul_affine(base: &te::Affine<Self>, scalar: &[u64]) -> te::Projective<Self> {
        H::mul_affine(base, scalar)
    }

    fn msm(
        bases: &[te::Affine<Self>],
        scalars: &[Self::ScalarField],
    ) -> Result<te::Projective<Self>, usize> {
        H::msm(bases, scalars)
    }

    // Serialization is `C`'s (some curves, like BLS12-381, use their own format), while
    // decompression and validation go through the hooks (a square root and the subgroup check).
    fn serialize_with_mode<W: Write>(
        item: &te::Affine<Self>,
        writer: W,
        compress: Compress,
    ) -> Result<(), SerializationError> {
        C::serialize_with_mode(&convert(item), writer, compress)
    }

    fn deserialize_with_mode<R: Read>(
        reader: R,
        compress: Compress,
        validate: Validate,
    ) -> Result<te::Affine<Self>, SerializationError> {
        let point: te::Affine<Self> = match compress {
            Compress::Yes => H::deserialize_compressed(reader)?,
            Compress::No => convert(&C::deserialize_with_mode(reader, compress, Validate::No)?),
        };
        if validate == Validate::Yes {
            point.check()?;
        }
        Ok(point)
    }

    fn serialized_size(compress: Compress) -> usize {
        C::serialized_size(compress)
    }
}

// The other configurations arkworks 0.6 and its curve crates define for a curve, forwarded from
// `C` wherever `C` has them: GLV (scalar multiplication by the endomorphism), the Wahby–Boneh map
// (hash to BLS12 curves) and Elligator 2 (hash to Bandersnatch's Edwards form, ark-vrf's suites).

impl<C: GLVConfig, H: SWHooks<C>> GLVConfig for SWModel<C, H> {
    const ENDO_COEFFS: &'static [Self::BaseField] = C::ENDO_COEFFS;
    const LAMBDA: Self::ScalarField = C::LAMBDA;
    const SCALAR_DECOMP_COEFFS: [(bool, <Self::ScalarField as PrimeField>::BigInt); 4] =
        C::SCALAR_DECOMP_COEFFS;

    fn scalar_decomposition(
        k: Self::ScalarField,
    ) -> ((bool, Self::ScalarField), (bool, Self::ScalarField)) {
        C::scalar_decomposition(k)
    }

    fn endomorphism(p: &sw::Projective<Self>) -> sw::Projective<Self> {
        convert(&C::endomorphism(&convert(p)))
    }

    fn endomorphism_affine(p: &sw::Affine<Self>) -> sw::Affine<Self> {
        convert(&C::endomorphism_affine(&convert(p)))
    }
}

impl<C: WBConfig, H: SWHooks<C>> WBConfig for SWModel<C, H> {
    type IsogenousCurve = C::IsogenousCurve;
    const ISOGENY_MAP: IsogenyMap<'static, Self::IsogenousCurve, Self> = IsogenyMap {
        x_map_numerator: C::ISOGENY_MAP.x_map_numerator,
        x_map_denominator: C::ISOGENY_MAP.x_map_denominator,
        y_map_numerator: C::ISOGENY_MAP.y_map_numerator,
        y_map_denominator: C::ISOGENY_MAP.y_map_denominator,
    };
}

impl<C: Elligator2Config, H: TEHooks<C>> Elligator2Config for TEModel<C, H> {
    const Z: Self::BaseField = C::Z;
    const ONE_OVER_COEFF_B_SQUARE: Self::BaseField = C::ONE_OVER_COEFF_B_SQUARE;
    const COEFF_A_OVER_COEFF_B: Self::BaseField = C::COEFF_A_OVER_COEFF_B;
}
