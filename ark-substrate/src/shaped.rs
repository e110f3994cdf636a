//! arkworks' curves, towers and pairings over [`WasmFp`]: each arkworks configuration has a
//! twin here with the same constants, converted at compile time, whose field arithmetic is
//! [`WasmFp`]'s.
//!
//! - Towers: [`WasmFp2`], [`WasmFp6`], [`WasmFp12`] (BN and BLS12), [`WasmFp3`] and
//!   [`WasmFp6Over3`] (BW6), each over the twin of its arkworks configuration's base field.
//! - Curves: [`WasmCurve`] (over a prime field: short Weierstrass, twisted Edwards, Montgomery,
//!   GLV, whichever the arkworks configuration implements) and [`WasmCurveFp2`] (over `Fp2`: the
//!   G2 of BN and BLS12 curves).
//! - Pairings: [`WasmBls12`], [`WasmBn`], [`WasmBW6`], so `Bls12<WasmBls12<…>>` is arkworks'
//!   own pairing engine (Miller loop, final exponentiation) over the twin tower.
//!
//! Elements and points convert by copying limbs ([`Twin`]): [`WasmFp`] holds arkworks' own
//! Montgomery limbs. Where an arkworks configuration overrides a method with code of its own
//! (a subgroup check by an endomorphism, a multiplication by a small non-residue, BW6-761's hard
//! part of the final exponentiation) the twin runs that code on the converted value, so every
//! twin computes what its configuration computes; the generic algorithms (group law, Miller
//! loop, final exponentiation, towers) run over [`WasmFp`].
//!
//! ```
//! use ark_ec::{pairing::Pairing, AffineRepr};
//! use ark_substrate::shaped::{Twin, WasmShapedEngine};
//! type Engine = <ark_bn254::Bn254 as WasmShapedEngine>::Wasm;
//! let (p, q) = (ark_bn254::G1Affine::generator(), ark_bn254::G2Affine::generator());
//! let twin: <ark_bn254::Bn254 as Pairing>::TargetField =
//!     Engine::pairing(p.twin(), q.twin()).0.twin();
//! assert_eq!(twin, ark_bn254::Bn254::pairing(p, q).0);
//! ```

use crate::fields::{
    from_arkworks, small_integer, to_arkworks, SmallMultiples, Tower, WasmFp, SMALL_COEFFICIENT,
};
use crate::pairing::PairingCurve;
use alloc::vec::Vec;
use ark_ec::{
    bls12::{self, Bls12, Bls12Config},
    bn::{self, Bn, BnConfig},
    bw6::{self, BW6Config, BW6},
    hashing::curve_maps::{
        swu::SWUConfig,
        wb::{IsogenyMap, WBConfig},
    },
    scalar_mul::glv::GLVConfig,
    short_weierstrass::{self as sw, SWCurveConfig},
    twisted_edwards::{self as te, MontCurveConfig, TECurveConfig},
    AffineRepr, CurveConfig,
};
use ark_ff::{
    fields::models::{
        fp12_2over3over2::Fp12Config,
        fp2::{Fp2, Fp2Config, Fp2ConfigWrapper},
        fp3::{Fp3, Fp3Config},
        fp6_2over3 as over3,
        fp6_3over2::{Fp6, Fp6Config},
    },
    BigInt, CubicExtConfig, CubicExtField, Fp, MontBackend, MontConfig, PrimeField, QuadExtConfig,
    QuadExtField,
};
use core::marker::PhantomData;
use ec_host_primitives::native::{self, subgroup};

/// arkworks' Montgomery prime field of `M`.
pub type ArkFp<M, const N: usize> = Fp<MontBackend<M, N>, N>;

/// The same element or point in the other representation (arkworks' fields ↔ [`WasmFp`]'s): a
/// copy of its limbs.
pub trait Twin<T> {
    /// The same value as a `T`.
    fn twin(self) -> T;
}

impl<M: MontConfig<N>, const N: usize> Twin<WasmFp<M, N>> for ArkFp<M, N> {
    fn twin(self) -> WasmFp<M, N> {
        from_arkworks(self)
    }
}

impl<M: MontConfig<N>, const N: usize> Twin<ArkFp<M, N>> for WasmFp<M, N> {
    fn twin(self) -> ArkFp<M, N> {
        to_arkworks(self)
    }
}

impl<P: QuadExtConfig, Q: QuadExtConfig> Twin<QuadExtField<Q>> for QuadExtField<P>
where
    P::BaseField: Twin<Q::BaseField>,
{
    fn twin(self) -> QuadExtField<Q> {
        QuadExtField::new(self.c0.twin(), self.c1.twin())
    }
}

impl<P: CubicExtConfig, Q: CubicExtConfig> Twin<CubicExtField<Q>> for CubicExtField<P>
where
    P::BaseField: Twin<Q::BaseField>,
{
    fn twin(self) -> CubicExtField<Q> {
        CubicExtField::new(self.c0.twin(), self.c1.twin(), self.c2.twin())
    }
}

impl<P: SWCurveConfig, Q: SWCurveConfig> Twin<sw::Affine<Q>> for sw::Affine<P>
where
    P::BaseField: Twin<Q::BaseField>,
{
    fn twin(self) -> sw::Affine<Q> {
        if self.is_zero() {
            sw::Affine::identity()
        } else {
            sw::Affine::new_unchecked(self.x.twin(), self.y.twin())
        }
    }
}

impl<P: SWCurveConfig, Q: SWCurveConfig> Twin<sw::Projective<Q>> for sw::Projective<P>
where
    P::BaseField: Twin<Q::BaseField>,
{
    fn twin(self) -> sw::Projective<Q> {
        sw::Projective::new_unchecked(self.x.twin(), self.y.twin(), self.z.twin())
    }
}

impl<P: TECurveConfig, Q: TECurveConfig> Twin<te::Affine<Q>> for te::Affine<P>
where
    P::BaseField: Twin<Q::BaseField>,
{
    fn twin(self) -> te::Affine<Q> {
        te::Affine::new_unchecked(self.x.twin(), self.y.twin())
    }
}

impl<P: TECurveConfig, Q: TECurveConfig> Twin<te::Projective<Q>> for te::Projective<P>
where
    P::BaseField: Twin<Q::BaseField>,
{
    fn twin(self) -> te::Projective<Q> {
        te::Projective::new_unchecked(self.x.twin(), self.y.twin(), self.t.twin(), self.z.twin())
    }
}

/// `x` of the twin `T` (a method of `x`'s own would need its target type spelled out).
fn twin<S: Twin<T>, T>(x: S) -> T {
    x.twin()
}

// Compile-time conversions of the configurations' constants. `const fn`s cannot call trait
// methods, hence one per shape, each over the arkworks types it converts.

/// Elements of a constant table, which has exactly `L` of them.
const fn fps<M: MontConfig<N>, const N: usize, const L: usize>(
    xs: &[ArkFp<M, N>],
) -> [WasmFp<M, N>; L] {
    assert!(xs.len() == L, "a constant table of an unexpected length");
    let mut out = [Fp(BigInt([0; N]), PhantomData); L];
    let mut i = 0;
    while i < L {
        out[i] = from_arkworks(xs[i]);
        i += 1;
    }
    out
}

const fn fp2<P: Fp2Config<Fp = ArkFp<M, N>>, M: MontConfig<N>, const N: usize>(
    x: Fp2<P>,
) -> Fp2<WasmFp2<P, M, N>> {
    QuadExtField::new(from_arkworks(x.c0), from_arkworks(x.c1))
}

const fn fp2s<P: Fp2Config<Fp = ArkFp<M, N>>, M: MontConfig<N>, const N: usize, const L: usize>(
    xs: &[Fp2<P>],
) -> [Fp2<WasmFp2<P, M, N>>; L] {
    assert!(xs.len() == L, "a constant table of an unexpected length");
    let zero = Fp(BigInt([0; N]), PhantomData);
    let mut out = [QuadExtField::new(zero, zero); L];
    let mut i = 0;
    while i < L {
        out[i] = fp2(xs[i]);
        i += 1;
    }
    out
}

const fn fp3<P: Fp3Config<Fp = ArkFp<M, N>>, M: MontConfig<N>, const N: usize>(
    x: Fp3<P>,
) -> Fp3<WasmFp3<P, M, N>> {
    CubicExtField::new(
        from_arkworks(x.c0),
        from_arkworks(x.c1),
        from_arkworks(x.c2),
    )
}

const fn fp6<P: Fp6Config, M: MontConfig<N>, const N: usize>(x: Fp6<P>) -> Fp6<WasmFp6<P, M, N>>
where
    P::Fp2Config: Fp2Config<Fp = ArkFp<M, N>>,
{
    CubicExtField::new(fp2(x.c0), fp2(x.c1), fp2(x.c2))
}

/// Marker-type impls without bounds on the parameters (derives would ask them of `P` and `M`).
macro_rules! marker {
    ($($Name:ident<$($P:ident),*>),*) => {$(
        impl<$($P,)* const N: usize> Clone for $Name<$($P,)* N> {
            fn clone(&self) -> Self {
                *self
            }
        }
        impl<$($P,)* const N: usize> Copy for $Name<$($P,)* N> {}
        impl<$($P,)* const N: usize> PartialEq for $Name<$($P,)* N> {
            fn eq(&self, _: &Self) -> bool {
                true
            }
        }
        impl<$($P,)* const N: usize> Eq for $Name<$($P,)* N> {}
        impl<$($P,)* const N: usize> core::fmt::Debug for $Name<$($P,)* N> {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(stringify!($Name))
            }
        }
        impl<$($P,)* const N: usize> Default for $Name<$($P,)* N> {
            fn default() -> Self {
                Self(PhantomData)
            }
        }
    )*};
}

/// What the marker types below hold: nothing, invariant and `Send + Sync` in any parameters.
type Marker<T> = PhantomData<fn() -> T>;

/// The twin of the quadratic extension `P` over `M`'s field.
pub struct WasmFp2<P, M, const N: usize>(Marker<(P, M)>);
/// The twin of the cubic extension `P` (BW6's `Fp3`) over `M`'s field.
pub struct WasmFp3<P, M, const N: usize>(Marker<(P, M)>);
/// The twin of the cubic extension `P` over `Fp2` (BN's and BLS12's `Fp6`).
pub struct WasmFp6<P, M, const N: usize>(Marker<(P, M)>);
/// The twin of the quadratic extension `P` over `Fp6` (BN's and BLS12's `Fp12`).
pub struct WasmFp12<P, M, const N: usize>(Marker<(P, M)>);
/// The twin of the quadratic extension `P` over `Fp3` (BW6's `Fp6`).
pub struct WasmFp6Over3<P, M, const N: usize>(Marker<(P, M)>);
/// The twin of the curve `C` over `M`'s prime field (see the module's documentation).
pub struct WasmCurve<C, M, const N: usize>(Marker<(C, M)>);
/// The twin of the curve `C` over `Fp2<P>` (G2 of BN and BLS12 curves).
pub struct WasmCurveFp2<C, P, M, const N: usize>(Marker<(C, P, M)>);
/// The twin of the BLS12 curve `P`.
pub struct WasmBls12<P, M, const N: usize>(Marker<(P, M)>);
/// The twin of the BN curve `P`.
pub struct WasmBn<P, M, const N: usize>(Marker<(P, M)>);
/// The twin of the BW6 curve `P`.
pub struct WasmBW6<P, M, const N: usize>(Marker<(P, M)>);

marker!(
    WasmFp2<P, M>,
    WasmFp3<P, M>,
    WasmFp6<P, M>,
    WasmFp12<P, M>,
    WasmFp6Over3<P, M>,
    WasmCurve<C, M>,
    WasmCurveFp2<C, P, M>,
    WasmBls12<P, M>,
    WasmBn<P, M>,
    WasmBW6<P, M>
);

impl<P: Fp2Config<Fp = ArkFp<M, N>>, M: MontConfig<N>, const N: usize> Fp2Config
    for WasmFp2<P, M, N>
{
    type Fp = WasmFp<M, N>;
    const NONRESIDUE: WasmFp<M, N> = from_arkworks(P::NONRESIDUE);
    const FROBENIUS_COEFF_FP2_C1: &'static [WasmFp<M, N>] =
        &fps::<M, N, 2>(P::FROBENIUS_COEFF_FP2_C1);

    // `P`'s own (a negation or a small multiple, for the registry's curves).
    fn mul_fp_by_nonresidue_in_place(fe: &mut WasmFp<M, N>) -> &mut WasmFp<M, N> {
        let mut x = to_arkworks(*fe);
        P::mul_fp_by_nonresidue_in_place(&mut x);
        *fe = from_arkworks(x);
        fe
    }
}

impl<P: Fp3Config<Fp = ArkFp<M, N>>, M: MontConfig<N>, const N: usize> Fp3Config
    for WasmFp3<P, M, N>
{
    type Fp = WasmFp<M, N>;
    const NONRESIDUE: WasmFp<M, N> = from_arkworks(P::NONRESIDUE);
    const FROBENIUS_COEFF_FP3_C1: &'static [WasmFp<M, N>] =
        &fps::<M, N, 3>(P::FROBENIUS_COEFF_FP3_C1);
    const FROBENIUS_COEFF_FP3_C2: &'static [WasmFp<M, N>] =
        &fps::<M, N, 3>(P::FROBENIUS_COEFF_FP3_C2);
    const TWO_ADICITY: u32 = P::TWO_ADICITY;
    const TRACE_MINUS_ONE_DIV_TWO: &'static [u64] = P::TRACE_MINUS_ONE_DIV_TWO;
    const QUADRATIC_NONRESIDUE_TO_T: Fp3<Self> = fp3(P::QUADRATIC_NONRESIDUE_TO_T);

    fn mul_fp_by_nonresidue_in_place(fe: &mut WasmFp<M, N>) -> &mut WasmFp<M, N> {
        let mut x = to_arkworks(*fe);
        P::mul_fp_by_nonresidue_in_place(&mut x);
        *fe = from_arkworks(x);
        fe
    }
}

impl<P: Fp6Config, M: MontConfig<N>, const N: usize> Fp6Config for WasmFp6<P, M, N>
where
    P::Fp2Config: Fp2Config<Fp = ArkFp<M, N>>,
{
    type Fp2Config = WasmFp2<P::Fp2Config, M, N>;
    const NONRESIDUE: Fp2<Self::Fp2Config> = fp2(P::NONRESIDUE);
    const FROBENIUS_COEFF_FP6_C1: &'static [Fp2<Self::Fp2Config>] =
        &fp2s::<P::Fp2Config, M, N, 6>(P::FROBENIUS_COEFF_FP6_C1);
    const FROBENIUS_COEFF_FP6_C2: &'static [Fp2<Self::Fp2Config>] =
        &fp2s::<P::Fp2Config, M, N, 6>(P::FROBENIUS_COEFF_FP6_C2);

    fn mul_fp2_by_nonresidue_in_place(fe: &mut Fp2<Self::Fp2Config>) -> &mut Fp2<Self::Fp2Config> {
        if let Some([a, beta_b, b]) = Self::SMALL_NONRESIDUE {
            // `(c₀ + c₁·u)·(a + b·u) = (a·c₀ + β·b·c₁) + (b·c₀ + a·c₁)·u`, each reduced once.
            let (c0, c1) = (fe.c0, fe.c1);
            fe.c0 = WasmFp::small_combination(a, &c0, beta_b, &c1);
            fe.c1 = WasmFp::small_combination(b, &c0, a, &c1);
            return fe;
        }
        let mut x: Fp2<P::Fp2Config> = fe.twin();
        P::mul_fp2_by_nonresidue_in_place(&mut x);
        *fe = x.twin();
        fe
    }
}

impl<P: Fp6Config, M: MontConfig<N>, const N: usize> WasmFp6<P, M, N>
where
    P::Fp2Config: Fp2Config<Fp = ArkFp<M, N>>,
{
    /// `P`'s non-residue `ξ = a + b·u` (`u² = β`) as the small integers `[a, β·b, b]`, where
    /// they are small and `a` is at least 3 (BN254's `9 + u`): then two combinations reduced
    /// once are cheaper than `P`'s doublings and additions. Otherwise `P`'s own code.
    const SMALL_NONRESIDUE: Option<[i8; 3]> = {
        let xi = P::NONRESIDUE;
        let beta = <P::Fp2Config as Fp2Config>::NONRESIDUE;
        match (
            small_integer::<M, N>(&xi.c0.0),
            small_integer::<M, N>(&xi.c1.0),
            small_integer::<M, N>(&beta.0),
        ) {
            (Some(a), Some(b), Some(beta)) => {
                let beta_b = beta as i16 * b as i16;
                if a.unsigned_abs() >= 3 && beta_b.unsigned_abs() <= SMALL_COEFFICIENT as u16 {
                    Some([a, beta_b as i8, b])
                } else {
                    None
                }
            }
            _ => None,
        }
    };
}

// BN254's `ξ = 9 + u` takes the combinations: a constant that stopped recognising it would
// otherwise only show as a slower tower (its answers are the same either way).
const _: () = assert!(matches!(
    WasmFp6::<ark_bn254::Fq6Config, ark_bn254::FqConfig, 4>::SMALL_NONRESIDUE,
    Some([9, -1, 1])
));

impl<P: Fp12Config, M: MontConfig<N>, const N: usize> Fp12Config for WasmFp12<P, M, N>
where
    <P::Fp6Config as Fp6Config>::Fp2Config: Fp2Config<Fp = ArkFp<M, N>>,
{
    type Fp6Config = WasmFp6<P::Fp6Config, M, N>;
    const NONRESIDUE: Fp6<Self::Fp6Config> = fp6(P::NONRESIDUE);
    const FROBENIUS_COEFF_FP12_C1: &'static [Fp2<
        WasmFp2<<P::Fp6Config as Fp6Config>::Fp2Config, M, N>,
    >] = &fp2s::<<P::Fp6Config as Fp6Config>::Fp2Config, M, N, 12>(P::FROBENIUS_COEFF_FP12_C1);
    // The default (a shift and `Fp6`'s non-residue) is every registry curve's.
}

impl<P: over3::Fp6Config, M: MontConfig<N>, const N: usize> over3::Fp6Config
    for WasmFp6Over3<P, M, N>
where
    P::Fp3Config: Fp3Config<Fp = ArkFp<M, N>>,
{
    type Fp3Config = WasmFp3<P::Fp3Config, M, N>;
    const NONRESIDUE: Fp3<Self::Fp3Config> = fp3(P::NONRESIDUE);
    const FROBENIUS_COEFF_FP6_C1: &'static [WasmFp<M, N>] =
        &fps::<M, N, 6>(P::FROBENIUS_COEFF_FP6_C1);
}

/// The curve-form impls of a curve twin over the base field `$Wasm` (`C`'s is `$Ark`), its
/// constants converted by `$convert` and its endomorphism coefficients by `$table`.
macro_rules! curve_twin {
    (
        $Name:ident<C, [$($P:ident),*] M, N> where [$($bounds:tt)*],
        $Ark:ty => $Wasm:ty, $convert:ident, $table:ident
    ) => {
        impl<C: CurveConfig<BaseField = $Ark>, $($P,)* M: MontConfig<N>, const N: usize> CurveConfig
            for $Name<C, $($P,)* M, N>
        where
            $($bounds)*
        {
            type BaseField = $Wasm;
            type ScalarField = C::ScalarField;
            const COFACTOR: &'static [u64] = C::COFACTOR;
            const COFACTOR_INV: C::ScalarField = C::COFACTOR_INV;
        }

        impl<C: SWCurveConfig<BaseField = $Ark>, $($P,)* M: MontConfig<N>, const N: usize>
            SWCurveConfig for $Name<C, $($P,)* M, N>
        where
            $($bounds)*
        {
            const COEFF_A: $Wasm = $convert(C::COEFF_A);
            const COEFF_B: $Wasm = $convert(C::COEFF_B);
            const GENERATOR: sw::Affine<Self> =
                sw::Affine::new_unchecked($convert(C::GENERATOR.x), $convert(C::GENERATOR.y));
            // A flag of its own: correct whether or not (0, 0) is on the curve.
            type ZeroFlag = bool;

            fn mul_by_a(elem: $Wasm) -> $Wasm {
                C::mul_by_a(elem.twin()).twin()
            }

            fn is_in_correct_subgroup_assuming_on_curve(item: &sw::Affine<Self>) -> bool {
                C::is_in_correct_subgroup_assuming_on_curve(&item.twin())
            }

            fn clear_cofactor(item: &sw::Affine<Self>) -> sw::Affine<Self> {
                C::clear_cofactor(&item.twin()).twin()
            }
        }

        impl<C: GLVConfig + SWCurveConfig<BaseField = $Ark>, $($P,)* M: MontConfig<N>, const N: usize>
            GLVConfig for $Name<C, $($P,)* M, N>
        where
            $($bounds)*
        {
            const ENDO_COEFFS: &'static [$Wasm] = &$table::<$($P,)* M, N, 1>(C::ENDO_COEFFS);
            const LAMBDA: C::ScalarField = C::LAMBDA;
            const SCALAR_DECOMP_COEFFS: [(bool, <C::ScalarField as PrimeField>::BigInt); 4] =
                C::SCALAR_DECOMP_COEFFS;

            fn scalar_decomposition(
                k: C::ScalarField,
            ) -> ((bool, C::ScalarField), (bool, C::ScalarField)) {
                C::scalar_decomposition(k)
            }

            fn endomorphism(p: &sw::Projective<Self>) -> sw::Projective<Self> {
                C::endomorphism(&p.twin()).twin()
            }

            fn endomorphism_affine(p: &sw::Affine<Self>) -> sw::Affine<Self> {
                C::endomorphism_affine(&p.twin()).twin()
            }
        }
    };
}

curve_twin!(WasmCurve<C, [] M, N> where [], ArkFp<M, N> => WasmFp<M, N>, from_arkworks, fps);
curve_twin!(
    WasmCurveFp2<C, [P] M, N> where [P: Fp2Config<Fp = ArkFp<M, N>>],
    Fp2<P> => Fp2<WasmFp2<P, M, N>>, fp2, fp2s
);

impl<C: TECurveConfig<BaseField = ArkFp<M, N>>, M: MontConfig<N>, const N: usize> TECurveConfig
    for WasmCurve<C, M, N>
{
    const COEFF_A: WasmFp<M, N> = from_arkworks(<C as TECurveConfig>::COEFF_A);
    const COEFF_D: WasmFp<M, N> = from_arkworks(C::COEFF_D);
    const GENERATOR: te::Affine<Self> = te::Affine::new_unchecked(
        from_arkworks(<C as TECurveConfig>::GENERATOR.x),
        from_arkworks(<C as TECurveConfig>::GENERATOR.y),
    );
    type MontCurveConfig = WasmCurve<C::MontCurveConfig, M, N>;

    fn mul_by_a(elem: WasmFp<M, N>) -> WasmFp<M, N> {
        <C as TECurveConfig>::mul_by_a(elem.twin()).twin()
    }

    fn is_in_correct_subgroup_assuming_on_curve(item: &te::Affine<Self>) -> bool {
        <C as TECurveConfig>::is_in_correct_subgroup_assuming_on_curve(&item.twin())
    }

    fn clear_cofactor(item: &te::Affine<Self>) -> te::Affine<Self> {
        <C as TECurveConfig>::clear_cofactor(&item.twin()).twin()
    }
}

impl<C: MontCurveConfig<BaseField = ArkFp<M, N>>, M: MontConfig<N>, const N: usize> MontCurveConfig
    for WasmCurve<C, M, N>
{
    const COEFF_A: WasmFp<M, N> = from_arkworks(<C as MontCurveConfig>::COEFF_A);
    const COEFF_B: WasmFp<M, N> = from_arkworks(<C as MontCurveConfig>::COEFF_B);
    type TECurveConfig = WasmCurve<C::TECurveConfig, M, N>;
}

impl<P: Bls12Config<Fp = ArkFp<M, N>>, M: MontConfig<N>, const N: usize> Bls12Config
    for WasmBls12<P, M, N>
{
    const X: &'static [u64] = P::X;
    const X_IS_NEGATIVE: bool = P::X_IS_NEGATIVE;
    const TWIST_TYPE: bls12::TwistType = P::TWIST_TYPE;
    type Fp = WasmFp<M, N>;
    type Fp2Config = WasmFp2<P::Fp2Config, M, N>;
    type Fp6Config = WasmFp6<P::Fp6Config, M, N>;
    type Fp12Config = WasmFp12<P::Fp12Config, M, N>;
    type G1Config = WasmCurve<P::G1Config, M, N>;
    type G2Config = WasmCurveFp2<P::G2Config, P::Fp2Config, M, N>;
}

impl<P: BnConfig<Fp = ArkFp<M, N>>, M: MontConfig<N>, const N: usize> BnConfig for WasmBn<P, M, N> {
    const X: &'static [u64] = P::X;
    const X_IS_NEGATIVE: bool = P::X_IS_NEGATIVE;
    const ATE_LOOP_COUNT: &'static [i8] = P::ATE_LOOP_COUNT;
    const TWIST_TYPE: bn::TwistType = P::TWIST_TYPE;
    const TWIST_MUL_BY_Q_X: Fp2<Self::Fp2Config> = fp2(P::TWIST_MUL_BY_Q_X);
    const TWIST_MUL_BY_Q_Y: Fp2<Self::Fp2Config> = fp2(P::TWIST_MUL_BY_Q_Y);
    type Fp = WasmFp<M, N>;
    type Fp2Config = WasmFp2<P::Fp2Config, M, N>;
    type Fp6Config = WasmFp6<P::Fp6Config, M, N>;
    type Fp12Config = WasmFp12<P::Fp12Config, M, N>;
    type G1Config = WasmCurve<P::G1Config, M, N>;
    type G2Config = WasmCurveFp2<P::G2Config, P::Fp2Config, M, N>;
}

impl<P: BW6Config<Fp = ArkFp<M, N>>, M: MontConfig<N>, const N: usize> BW6Config
    for WasmBW6<P, M, N>
{
    const X: BigInt<N> = P::X;
    const X_IS_NEGATIVE: bool = P::X_IS_NEGATIVE;
    const X_MINUS_1_DIV_3: BigInt<N> = P::X_MINUS_1_DIV_3;
    const ATE_LOOP_COUNT_1: &'static [u64] = P::ATE_LOOP_COUNT_1;
    const ATE_LOOP_COUNT_1_IS_NEGATIVE: bool = P::ATE_LOOP_COUNT_1_IS_NEGATIVE;
    const ATE_LOOP_COUNT_2: &'static [i8] = P::ATE_LOOP_COUNT_2;
    const ATE_LOOP_COUNT_2_IS_NEGATIVE: bool = P::ATE_LOOP_COUNT_2_IS_NEGATIVE;
    const TWIST_TYPE: bw6::TwistType = P::TWIST_TYPE;
    const H_T: i64 = P::H_T;
    const H_Y: i64 = P::H_Y;
    const T_MOD_R_IS_ZERO: bool = P::T_MOD_R_IS_ZERO;
    type Fp = WasmFp<M, N>;
    type Fp3Config = WasmFp3<P::Fp3Config, M, N>;
    type Fp6Config = WasmFp6Over3<P::Fp6Config, M, N>;
    type G1Config = WasmCurve<P::G1Config, M, N>;
    type G2Config = WasmCurve<P::G2Config, M, N>;

    // BW6-761's own hard part (a multi-exponentiation in `x`), on the converted value.
    fn final_exponentiation_hard_part(
        f: &over3::Fp6<Self::Fp6Config>,
    ) -> over3::Fp6<Self::Fp6Config> {
        P::final_exponentiation_hard_part(&twin(*f)).twin()
    }
}

/// The simplified SWU map's constant on the twin of an isogenous curve (RFC 9380's `Z`).
impl<C: SWUConfig<BaseField = ArkFp<M, N>>, M: MontConfig<N>, const N: usize> SWUConfig
    for WasmCurve<C, M, N>
{
    const ZETA: WasmFp<M, N> = from_arkworks(C::ZETA);
}

impl<
        C: SWUConfig<BaseField = Fp2<P>>,
        P: Fp2Config<Fp = ArkFp<M, N>>,
        M: MontConfig<N>,
        const N: usize,
    > SWUConfig for WasmCurveFp2<C, P, M, N>
{
    const ZETA: Fp2<WasmFp2<P, M, N>> = fp2(C::ZETA);
}

/// BLS12-381's G1 over [`WasmFp`].
pub type Bls12_381G1Twin = WasmCurve<ark_bls12_381::g1::Config, ark_bls12_381::FqConfig, 6>;
/// BLS12-381's G2 over [`WasmFp`]'s `Fp2`.
pub type Bls12_381G2Twin =
    WasmCurveFp2<ark_bls12_381::g2::Config, ark_bls12_381::Fq2Config, ark_bls12_381::FqConfig, 6>;

/// arkworks' isogeny to BLS12-381's G1 (RFC 9380's 11-isogeny), whose tables are converted below.
const G1_ISOGENY: IsogenyMap<
    'static,
    <ark_bls12_381::g1::Config as WBConfig>::IsogenousCurve,
    ark_bls12_381::g1::Config,
> = <ark_bls12_381::g1::Config as WBConfig>::ISOGENY_MAP;
/// arkworks' isogeny to BLS12-381's G2 (RFC 9380's 3-isogeny).
const G2_ISOGENY: IsogenyMap<
    'static,
    <ark_bls12_381::g2::Config as WBConfig>::IsogenousCurve,
    ark_bls12_381::g2::Config,
> = <ark_bls12_381::g2::Config as WBConfig>::ISOGENY_MAP;

/// RFC 9380's map to BLS12-381's G1 (arkworks' `WBMap`: the simplified SWU map to the
/// isogenous curve, then the isogeny) over the twins, so that hashing to the curve runs over
/// [`WasmFp`]: the same points, as every constant is arkworks' own, converted.
impl WBConfig for Bls12_381G1Twin {
    type IsogenousCurve = WasmCurve<
        <ark_bls12_381::g1::Config as WBConfig>::IsogenousCurve,
        ark_bls12_381::FqConfig,
        6,
    >;
    const ISOGENY_MAP: IsogenyMap<'static, Self::IsogenousCurve, Self> = IsogenyMap {
        x_map_numerator: &fps::<_, 6, { G1_ISOGENY.x_map_numerator.len() }>(
            G1_ISOGENY.x_map_numerator,
        ),
        x_map_denominator: &fps::<_, 6, { G1_ISOGENY.x_map_denominator.len() }>(
            G1_ISOGENY.x_map_denominator,
        ),
        y_map_numerator: &fps::<_, 6, { G1_ISOGENY.y_map_numerator.len() }>(
            G1_ISOGENY.y_map_numerator,
        ),
        y_map_denominator: &fps::<_, 6, { G1_ISOGENY.y_map_denominator.len() }>(
            G1_ISOGENY.y_map_denominator,
        ),
    };
}

/// As for G1: RFC 9380's map to BLS12-381's G2 over the twins.
impl WBConfig for Bls12_381G2Twin {
    type IsogenousCurve = WasmCurveFp2<
        <ark_bls12_381::g2::Config as WBConfig>::IsogenousCurve,
        ark_bls12_381::Fq2Config,
        ark_bls12_381::FqConfig,
        6,
    >;
    const ISOGENY_MAP: IsogenyMap<'static, Self::IsogenousCurve, Self> = IsogenyMap {
        x_map_numerator: &fp2s::<_, _, 6, { G2_ISOGENY.x_map_numerator.len() }>(
            G2_ISOGENY.x_map_numerator,
        ),
        x_map_denominator: &fp2s::<_, _, 6, { G2_ISOGENY.x_map_denominator.len() }>(
            G2_ISOGENY.x_map_denominator,
        ),
        y_map_numerator: &fp2s::<_, _, 6, { G2_ISOGENY.y_map_numerator.len() }>(
            G2_ISOGENY.y_map_numerator,
        ),
        y_map_denominator: &fp2s::<_, _, 6, { G2_ISOGENY.y_map_denominator.len() }>(
            G2_ISOGENY.y_map_denominator,
        ),
    };
}

/// The twin's configuration, for each curve configuration over a field [`Twin`] knows: a prime
/// field, or `Fp2`.
pub trait TwinBase<C> {
    /// The curve `C` over this field's twin.
    type Curve;
}

impl<C, M: MontConfig<N>, const N: usize> TwinBase<C> for ArkFp<M, N> {
    type Curve = WasmCurve<C, M, N>;
}

impl<C, P: Fp2Config<Fp = ArkFp<M, N>>, M: MontConfig<N>, const N: usize> TwinBase<C>
    for QuadExtField<Fp2ConfigWrapper<P>>
{
    type Curve = WasmCurveFp2<C, P, M, N>;
}

/// A curve trait of one form, `$Shaped`, mapping an arkworks configuration of that form to its
/// twin over [`WasmFp`], and its blanket impl through [`TwinBase`].
macro_rules! shaped_form {
    ($(#[$doc:meta])* $Shaped:ident, $Config:ident, $form:ident) => {
        $(#[$doc])*
        pub trait $Shaped: $Config {
            /// The twin.
            type Wasm: $Config<ScalarField = Self::ScalarField>;
            /// A point of any config over this base field, on the twin.
            fn to_wasm<D: $Config<BaseField = Self::BaseField>>(
                point: &$form::Affine<D>,
            ) -> $form::Affine<Self::Wasm>;
            /// A projective point of any config over this base field, on the twin.
            fn to_wasm_projective<D: $Config<BaseField = Self::BaseField>>(
                point: &$form::Projective<D>,
            ) -> $form::Projective<Self::Wasm>;
            /// A point of the twin, under any config over this base field.
            fn from_wasm<D: $Config<BaseField = Self::BaseField>>(
                point: &$form::Projective<Self::Wasm>,
            ) -> $form::Projective<D>;
        }

        impl<C: $Config> $Shaped for C
        where
            C::BaseField: TwinBase<C>,
            <C::BaseField as TwinBase<C>>::Curve: $Config<ScalarField = C::ScalarField>,
            C::BaseField: Twin<<<C::BaseField as TwinBase<C>>::Curve as CurveConfig>::BaseField>,
            <<C::BaseField as TwinBase<C>>::Curve as CurveConfig>::BaseField: Twin<C::BaseField>,
        {
            type Wasm = <C::BaseField as TwinBase<C>>::Curve;

            fn to_wasm<D: $Config<BaseField = C::BaseField>>(
                point: &$form::Affine<D>,
            ) -> $form::Affine<Self::Wasm> {
                point.twin()
            }

            fn to_wasm_projective<D: $Config<BaseField = C::BaseField>>(
                point: &$form::Projective<D>,
            ) -> $form::Projective<Self::Wasm> {
                point.twin()
            }

            fn from_wasm<D: $Config<BaseField = C::BaseField>>(
                point: &$form::Projective<Self::Wasm>,
            ) -> $form::Projective<D> {
                point.twin()
            }
        }
    };
}

shaped_form!(
    /// A short Weierstrass curve of arkworks and its twin over [`WasmFp`].
    WasmShapedSW, SWCurveConfig, sw
);
shaped_form!(
    /// A twisted Edwards curve of arkworks and its twin over [`WasmFp`].
    WasmShapedTE, TECurveConfig, te
);

/// A pairing engine of arkworks and its twin over [`WasmFp`].
pub trait WasmShapedEngine: PairingCurve {
    /// The twin engine.
    type Wasm: PairingCurve<ScalarField = Self::ScalarField>;
    /// A G1 point of any config over this base field, on the twin.
    fn g1_to_wasm<D: SWCurveConfig<BaseField = <Self::G1Config as CurveConfig>::BaseField>>(
        point: &sw::Affine<D>,
    ) -> <Self::Wasm as ark_ec::pairing::Pairing>::G1Affine;
    /// A G2 point of any config over G2's base field, on the twin.
    fn g2_to_wasm<D: SWCurveConfig<BaseField = <Self::G2Config as CurveConfig>::BaseField>>(
        point: &sw::Affine<D>,
    ) -> <Self::Wasm as ark_ec::pairing::Pairing>::G2Affine;
    /// An element of the twin's target field, in arkworks' target field.
    fn target_from_wasm(
        f: <Self::Wasm as ark_ec::pairing::Pairing>::TargetField,
    ) -> Self::TargetField;
    /// An element of arkworks' target field, in the twin's.
    fn target_to_wasm(
        f: Self::TargetField,
    ) -> <Self::Wasm as ark_ec::pairing::Pairing>::TargetField;
    /// Whether a G1 point of the twin (on the curve) is in the prime-order subgroup: the
    /// host's check of the family ([`subgroup`]) over the twin.
    fn g1_in_subgroup(point: &<Self::Wasm as ark_ec::pairing::Pairing>::G1Affine) -> bool;
    /// Whether a G2 point of the twin (on the curve) is in the prime-order subgroup, as
    /// [`Self::g1_in_subgroup`].
    fn g2_in_subgroup(point: &<Self::Wasm as ark_ec::pairing::Pairing>::G2Affine) -> bool;

    /// arkworks' Miller loops' product over the pairs of `g1` and `g2` (of any configs over
    /// the groups' base fields), computed over the tower in limbs with lazy reduction
    /// ([`crate::fields`]' `tower`) where the curve's tower has that shape (BLS12-381); `None`
    /// elsewhere, where the twin's arkworks loop runs.
    fn tower_multi_miller_loop<C1, C2>(
        _g1: &[sw::Affine<C1>],
        _g2: &[sw::Affine<C2>],
    ) -> Option<Self::TargetField>
    where
        C1: SWCurveConfig<BaseField = <Self::G1Config as CurveConfig>::BaseField>,
        C2: SWCurveConfig<BaseField = <Self::G2Config as CurveConfig>::BaseField>,
    {
        None
    }

    /// arkworks' final exponentiation of `f` over the same tower, as
    /// [`Self::tower_multi_miller_loop`]: `Some(None)` for zero, `None` where there is no tower.
    fn tower_final_exponentiation(_f: &Self::TargetField) -> Option<Option<Self::TargetField>> {
        None
    }

    /// Whether [`Self::tower_multi_miller_loop_checking_g2`] is not `None`: the curve has the
    /// tower, or is BN254.
    const MILLER_LOOP_CHECKS_G2: bool = false;

    /// The Miller loops' product (on the tower, [`Self::tower_multi_miller_loop`]; on BN254 the
    /// twin's loop), and for each pair whether its G2 point is in the prime-order subgroup,
    /// decided from the multiple of it the loop computes (the check [`Self::g2_in_subgroup`]
    /// makes, without its own multiplication): `None` for a pair the loop decides nothing of.
    /// For any points on the curves. `None` where the loop cannot decide the checks.
    #[allow(clippy::type_complexity)]
    fn tower_multi_miller_loop_checking_g2<C1, C2>(
        _g1: &[sw::Affine<C1>],
        _g2: &[sw::Affine<C2>],
    ) -> Option<(Self::TargetField, Vec<Option<bool>>)>
    where
        C1: SWCurveConfig<BaseField = <Self::G1Config as CurveConfig>::BaseField>,
        C2: SWCurveConfig<BaseField = <Self::G2Config as CurveConfig>::BaseField>,
    {
        None
    }
}

/// [`WasmShapedEngine`] for one family of engines, whose twin is `$Twin`.
macro_rules! engine_twin {
    (
        $Config:ident $Engine:ident $Twin:ident where [$($bounds:tt)*],
        |$p:ident| $g1:expr, |$q:ident| $g2:expr $(, $extra:item)*
    ) => {
        impl<P: $Config<Fp = ArkFp<M, N>>, M: MontConfig<N>, const N: usize> WasmShapedEngine
            for $Engine<P>
        where
            $($bounds)*
        {
            type Wasm = $Engine<$Twin<P, M, N>>;

            fn g1_to_wasm<D: SWCurveConfig<BaseField = ArkFp<M, N>>>(
                point: &sw::Affine<D>,
            ) -> sw::Affine<<$Twin<P, M, N> as $Config>::G1Config> {
                point.twin()
            }

            fn g2_to_wasm<
                D: SWCurveConfig<BaseField = <P::G2Config as CurveConfig>::BaseField>,
            >(
                point: &sw::Affine<D>,
            ) -> sw::Affine<<$Twin<P, M, N> as $Config>::G2Config> {
                point.twin()
            }

            fn target_from_wasm(
                f: <Self::Wasm as ark_ec::pairing::Pairing>::TargetField,
            ) -> Self::TargetField {
                f.twin()
            }

            fn target_to_wasm(
                f: Self::TargetField,
            ) -> <Self::Wasm as ark_ec::pairing::Pairing>::TargetField {
                f.twin()
            }

            fn g1_in_subgroup($p: &sw::Affine<<$Twin<P, M, N> as $Config>::G1Config>) -> bool {
                $g1
            }

            fn g2_in_subgroup($q: &sw::Affine<<$Twin<P, M, N> as $Config>::G2Config>) -> bool {
                $g2
            }

            $($extra)*
        }
    };
}

engine_twin!(
    Bls12Config Bls12 WasmBls12 where [P::G1Config: GLVConfig],
    |p| subgroup::bls12_g1::<WasmBls12<P, M, N>>(p),
    |q| bls12_g2::<P, M, N>(q),
    fn tower_multi_miller_loop<C1, C2>(
        g1: &[sw::Affine<C1>],
        g2: &[sw::Affine<C2>],
    ) -> Option<Self::TargetField>
    where
        C1: SWCurveConfig<BaseField = ArkFp<M, N>>,
        C2: SWCurveConfig<BaseField = Fp2<P::Fp2Config>>,
    {
        Tower::<P, M, N>::SUPPORTED.then(|| Tower::<P, M, N>::multi_miller_loop(g1, g2))
    },
    fn tower_final_exponentiation(f: &Self::TargetField) -> Option<Option<Self::TargetField>> {
        Tower::<P, M, N>::SUPPORTED.then(|| Tower::<P, M, N>::final_exponentiation(f))
    },
    fn tower_multi_miller_loop_checking_g2<C1, C2>(
        g1: &[sw::Affine<C1>],
        g2: &[sw::Affine<C2>],
    ) -> Option<(Self::TargetField, Vec<Option<bool>>)>
    where
        C1: SWCurveConfig<BaseField = ArkFp<M, N>>,
        C2: SWCurveConfig<BaseField = Fp2<P::Fp2Config>>,
    {
        Tower::<P, M, N>::SUPPORTED
            .then(|| Tower::<P, M, N>::multi_miller_loop_checking_g2(g1, g2))
    },
    const MILLER_LOOP_CHECKS_G2: bool = Tower::<P, M, N>::SUPPORTED;
);
engine_twin!(
    BnConfig Bn WasmBn where [],
    |p| p.is_in_correct_subgroup_assuming_on_curve(),
    |q| subgroup::bn_g2::<WasmBn<P, M, N>>(q),
    // The twin's own loop (arkworks' lines, one loop), with the G2 checks read off the walk
    // that prepares each point's lines (`native::bn_g2_prepared_checking`), on BN254.
    fn tower_multi_miller_loop_checking_g2<C1, C2>(
        g1: &[sw::Affine<C1>],
        g2: &[sw::Affine<C2>],
    ) -> Option<(Self::TargetField, Vec<Option<bool>>)>
    where
        C1: SWCurveConfig<BaseField = ArkFp<M, N>>,
        C2: SWCurveConfig<BaseField = Fp2<P::Fp2Config>>,
    {
        let g1: Vec<_> = g1.iter().map(Self::g1_to_wasm).collect();
        let g2: Vec<_> = g2.iter().map(Self::g2_to_wasm).collect();
        let (f, checked) = native::bn_miller_loop_checking_g2::<WasmBn<P, M, N>>(&g1, &g2)?;
        Some((Self::target_from_wasm(f), checked.into_iter().map(Some).collect()))
    },
    const MILLER_LOOP_CHECKS_G2: bool = native::bn_loop_checks_g2::<WasmBn<P, M, N>>();
);
engine_twin!(
    BW6Config BW6 WasmBW6 where [P::G1Config: GLVConfig, P::G2Config: GLVConfig],
    |p| subgroup::glv::<WasmCurve<P::G1Config, M, N>>(p),
    |q| subgroup::glv::<WasmCurve<P::G2Config, M, N>>(q)
);

/// A BLS12 curve's G2 check, `ψ(Q) = [x]Q`, over the twin: the host's [`subgroup::bls12_g2`]
/// for a D-type twist. For an M-type twist (BLS12-381) `ψ` divides `x̄` by `c²` and `ȳ` by `c³`
/// (`c = ξ^((p−1)/6)`, the tower's first Frobenius coefficient), so the equation is checked
/// multiplied out, against `[x]Q = (X : Y : Z)` in Jacobian coordinates: `x̄·Z² = X·c²` and
/// `ȳ·Z³ = Y·c³`, no inversion. It is arkworks' own check of BLS12-381's G2.
fn bls12_g2<P: Bls12Config<Fp = ArkFp<M, N>>, M: MontConfig<N>, const N: usize>(
    q: &sw::Affine<<WasmBls12<P, M, N> as Bls12Config>::G2Config>,
) -> bool {
    if matches!(P::TWIST_TYPE, bls12::TwistType::D) {
        return subgroup::bls12_g2::<WasmBls12<P, M, N>>(q);
    }
    if q.is_zero() {
        return true;
    }
    let xq = ark_ec::scalar_mul::double_and_add_affine(q, P::X);
    let xq = if P::X_IS_NEGATIVE { -xq } else { xq };
    m_twist_psi_is::<WasmBls12<P, M, N>>(q, &xq)
        .unwrap_or_else(|| q.is_in_correct_subgroup_assuming_on_curve())
}

/// For a BLS12 curve with an M-type twist and a point `Q ≠ 0` of its G2: whether `ψ(Q) = xq`,
/// with `xq = [x]Q` given in Jacobian coordinates (computed by the group law, in place or on the
/// host), checked multiplied out as [`bls12_g2`] says. `None` for a D-type twist or a tower
/// without its first Frobenius coefficient.
pub(crate) fn m_twist_psi_is<P: Bls12Config>(
    q: &sw::Affine<P::G2Config>,
    xq: &sw::Projective<P::G2Config>,
) -> Option<bool> {
    use ark_ff::{Field, Zero};
    if matches!(P::TWIST_TYPE, bls12::TwistType::D) {
        return None;
    }
    let &c = <P::Fp12Config as Fp12Config>::FROBENIUS_COEFF_FP12_C1.get(1)?;
    // `ψ(Q)` is never the identity for `Q ≠ 0` (`ψ` is an automorphism of the curve's group).
    if xq.z.is_zero() {
        return Some(false);
    }
    let (c2, z2) = (c.square(), xq.z.square());
    let (mut x, mut y) = (q.x, q.y);
    x.frobenius_map_in_place(1);
    y.frobenius_map_in_place(1);
    Some(x * z2 == xq.x * c2 && y * (z2 * xq.z) == xq.y * (c2 * c))
}

/// `ψ` of a point of a BLS12 curve's G2 with an M-type twist, in Jacobian coordinates:
/// `(X̄ : Ȳ : Z̄·c)`, `c` the tower's first Frobenius coefficient as in [`bls12_g2`] (`ψ`
/// divides `x̄` by `c²` and `ȳ` by `c³`, and `(Z̄·c)²`, `(Z̄·c)³` do that): no inversion.
fn m_twist_psi<P: Bls12Config>(
    q: &sw::Projective<P::G2Config>,
    c: Fp2<P::Fp2Config>,
) -> sw::Projective<P::G2Config> {
    use ark_ff::Field;
    let (mut x, mut y, mut z) = (q.x, q.y, q.z);
    x.frobenius_map_in_place(1);
    y.frobenius_map_in_place(1);
    z.frobenius_map_in_place(1);
    sw::Projective::new_unchecked(x, y, z * c)
}

/// arkworks' cofactor clearing of a BLS12 curve's G2 with an M-type twist (BLS12-381's
/// `clear_cofactor`: `[x² − x − 1]P + [x − 1]ψ(P) + ψ²(2P)`, Budroni and Pintore), over any
/// configuration of that G2, with `ψ` by [`m_twist_psi`]: on the twin, so that it runs over
/// [`WasmFp`] where the twin's own `clear_cofactor` would convert the point and run arkworks'
/// code over arkworks' field. The same point as arkworks' (a multiple of `P` by the same
/// integer). `None` for a D-type twist or a tower without its first Frobenius coefficient.
pub fn bls12_m_twist_clear_cofactor<P: Bls12Config>(
    p: &sw::Affine<P::G2Config>,
) -> Option<sw::Projective<P::G2Config>> {
    use ark_ec::PrimeGroup;
    use ark_ff::AdditiveGroup;
    if matches!(P::TWIST_TYPE, bls12::TwistType::D) {
        return None;
    }
    let &c = <P::Fp12Config as Fp12Config>::FROBENIUS_COEFF_FP12_C1.get(1)?;
    let by_x = |q: &sw::Projective<P::G2Config>| {
        let product = q.mul_bigint(P::X);
        if P::X_IS_NEGATIVE {
            -product
        } else {
            product
        }
    };
    let p = p.into_group();
    let x_p = by_x(&p);
    let psi_p = m_twist_psi::<P>(&p, c);
    let psi2_p2 = m_twist_psi::<P>(&m_twist_psi::<P>(&p.double(), c), c);
    // [x]([x]P + ψ(P)) = [x²]P + [x]ψ(P).
    let x_tmp = by_x(&(x_p + psi_p));
    Some(psi2_p2 + x_tmp - x_p - psi_p - p)
}

/// A curve configuration of the registry and the prime-order-subgroup check of its twin: the
/// host's check of its family for the groups of pairing curves ([`WasmShapedEngine`]), the
/// definition `[r]P = 0` for the others (a cofactor of one: every point); and the MSM on its
/// twin.
pub trait TwinSubgroup: WasmShapedSW {
    /// Whether a point of the twin (on the curve) is in the prime-order subgroup.
    fn twin_in_subgroup(point: &sw::Affine<Self::Wasm>) -> bool;

    /// `Σ scalars[i]·bases[i]` on the twin, for lists of equal length, exact for any points of
    /// the curve: the host's Pippenger by default; the G1 groups of the pairing curves take
    /// [`native::glv::msm`], which multiplies by the endomorphism where the curve has prime
    /// order (BN254's G1: every point is in the subgroup, so the endomorphism is exact) and is
    /// that Pippenger elsewhere.
    fn twin_msm(
        bases: &[sw::Affine<Self::Wasm>],
        scalars: &[Self::ScalarField],
    ) -> sw::Projective<Self::Wasm> {
        native::pippenger::msm(bases, scalars)
    }

    /// [`Self::twin_msm`] for points of the prime-order subgroup (exact there; for other points
    /// unspecified, never a panic): the G1 groups of the pairing curves take
    /// [`native::glv::msm_in_subgroup`], the endomorphism on every such point, cofactor or not.
    fn twin_msm_in_subgroup(
        bases: &[sw::Affine<Self::Wasm>],
        scalars: &[Self::ScalarField],
    ) -> sw::Projective<Self::Wasm> {
        Self::twin_msm(bases, scalars)
    }

    /// `scalar·base` for a point of the prime-order subgroup, as [`Self::twin_msm_in_subgroup`]:
    /// by default the whole curve's (wNAF over the scalar's integer digits).
    fn twin_mul_in_subgroup(
        base: &sw::Affine<Self::Wasm>,
        scalar: &Self::ScalarField,
    ) -> sw::Projective<Self::Wasm> {
        use ark_ff::PrimeField;
        native::straus::mul(&base.into_group(), scalar.into_bigint().as_ref())
    }
}

/// A compressed point encoding the twin can read: how `C`'s compressed bytes become the twin's,
/// which are arkworks' default format. [`compressed_format`] tells which `C` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompressedFormat {
    /// arkworks' default: `x` little-endian (an `Fp2`'s `c0` first), the flags "infinity" and
    /// "the larger `y`" in the last byte's two top bits. The twin reads the bytes as they are.
    Arkworks,
    /// zcash's, which arkworks' BLS12-381 writes: `x` big-endian (an `Fp2`'s `c1` first), the
    /// first byte's three top bits "compressed", "infinity" and "the larger `y`". Reversed and
    /// with its flags moved, it is arkworks' default format.
    Zcash,
}

impl CompressedFormat {
    /// Rewrites `C`'s compressed `bytes` in place as arkworks' default format; `false` where
    /// they cannot be a compressed point of this format (zcash's compression flag unset).
    pub fn to_arkworks(self, bytes: &mut [u8]) -> bool {
        match self {
            Self::Arkworks => true,
            Self::Zcash => {
                // Reversing `c1 ‖ c0`, each big-endian, gives `c0 ‖ c1`, each little-endian.
                bytes.reverse();
                let Some(last) = bytes.last_mut() else {
                    return false;
                };
                let flags = *last;
                if flags & 0x80 == 0 {
                    return false;
                }
                // zcash's infinity bit is arkworks' (0x40); its larger-`y` bit (0x20) is arkworks' 0x80.
                *last = (flags & 0x5f) | ((flags & 0x20) << 2);
                true
            }
        }
    }
}

/// Which [`CompressedFormat`] `C` writes, told by its generator's compressed bytes against the
/// twin's; `None` for a format the twin cannot read. Only a guide to the fast path: a caller
/// keeps a point the twin decodes only if `C` writes it back as the same bytes.
pub fn compressed_format<C: WasmShapedSW>() -> Option<CompressedFormat> {
    use ark_serialize::CanonicalSerialize;
    let mut ours = [0u8; ec_host_primitives::encoding::MAX_ELEMENT_BYTES];
    let mut twins = [0u8; ec_host_primitives::encoding::MAX_ELEMENT_BYTES];
    let size = ec_host_primitives::encoding::compressed_size_of::<sw::Affine<C>>();
    let (ours, twins) = (ours.get_mut(..size)?, twins.get_mut(..size)?);
    C::GENERATOR.serialize_compressed(&mut ours[..]).ok()?;
    C::to_wasm(&C::GENERATOR)
        .serialize_compressed(&mut twins[..])
        .ok()?;
    [CompressedFormat::Arkworks, CompressedFormat::Zcash]
        .into_iter()
        .find(|format| {
            let mut converted = [0u8; ec_host_primitives::encoding::MAX_ELEMENT_BYTES];
            converted.get_mut(..size).is_some_and(|converted| {
                converted.copy_from_slice(ours);
                format.to_arkworks(converted) && converted == twins
            })
        })
}

/// `[r]P = 0`, or `true` where the cofactor is one: arkworks' default check.
pub fn by_definition<C: SWCurveConfig>(point: &sw::Affine<C>) -> bool {
    use ark_ff::{Field, Zero};
    C::cofactor_is_one()
        || ark_ec::scalar_mul::double_and_add_affine(point, C::ScalarField::characteristic())
            .is_zero()
}

/// The host's twisted Edwards subgroup check by two quadratic characters, which `WasmArkworks`
/// runs over its fields shaped for Wasm (see `native::subgroup::edwards`).
pub use ec_host_primitives::native::subgroup::edwards_by_characters;
