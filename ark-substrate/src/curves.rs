//! Type aliases per curve: the types with [`crate::DefaultHooks`] (`Host`, or `Rfc163` in the
//! `profile-rfc163` build) under their usual arkworks names, and in each curve's `hooked` module
//! the same types for any hooks `H` (e.g. `hooked::G1Affine<Arkworks>`).
//!
//! The modules are generated from the curve registry, `ec_host_primitives::curves!`: a curve
//! added there gets its module here.

/// One group's aliases: `<Alias>Config`, `<Alias>Affine`, `<Alias>Projective`, generic over the
/// hooks `H` (in `hooked`) or with [`crate::DefaultHooks`] (outside it).
macro_rules! group_aliases {
    (hooked $alias:ident: Sw<$config:ty>) => {
        paste::paste! {
            #[doc = $alias " curve config (short Weierstrass)."]
            pub type [<$alias Config>]<H> = crate::SWModel<$config, H>;
            #[doc = $alias " point in affine coordinates."]
            pub type [<$alias Affine>]<H> = ark_ec::short_weierstrass::Affine<crate::SWModel<$config, H>>;
            #[doc = $alias " point in Jacobian coordinates."]
            pub type [<$alias Projective>]<H> = ark_ec::short_weierstrass::Projective<crate::SWModel<$config, H>>;
        }
    };
    (hooked $alias:ident: Te<$config:ty>) => {
        paste::paste! {
            #[doc = $alias " curve config (twisted Edwards)."]
            pub type [<$alias Config>]<H> = crate::TEModel<$config, H>;
            #[doc = $alias " point in affine coordinates."]
            pub type [<$alias Affine>]<H> = ark_ec::twisted_edwards::Affine<crate::TEModel<$config, H>>;
            #[doc = $alias " point in extended coordinates."]
            pub type [<$alias Projective>]<H> = ark_ec::twisted_edwards::Projective<crate::TEModel<$config, H>>;
        }
    };
    (host $alias:ident) => {
        paste::paste! {
            #[doc = $alias " curve config."]
            pub type [<$alias Config>] = hooked::[<$alias Config>]<crate::DefaultHooks>;
            #[doc = $alias " point in affine coordinates."]
            pub type [<$alias Affine>] = hooked::[<$alias Affine>]<crate::DefaultHooks>;
            #[doc = $alias " point in projective coordinates."]
            pub type [<$alias Projective>] = hooked::[<$alias Projective>]<crate::DefaultHooks>;
        }
    };
}

/// The pairing engine's aliases, as [`group_aliases!`].
macro_rules! engine_aliases {
    (hooked $ark:ident $engine:ident) => {
        /// The pairing engine.
        pub type $engine<H> = crate::PairingModel<$ark::$engine, H>;
        /// Prepared G1 point (the affine point).
        pub type G1Prepared<H> =
            <crate::PairingModel<$ark::$engine, H> as ark_ec::pairing::Pairing>::G1Prepared;
        /// Prepared G2 point (the affine point: no line coefficients in the runtime).
        pub type G2Prepared<H> =
            <crate::PairingModel<$ark::$engine, H> as ark_ec::pairing::Pairing>::G2Prepared;
    };
    (host $ark:ident $engine:ident) => {
        /// The pairing engine.
        pub type $engine = hooked::$engine<crate::DefaultHooks>;
        /// Prepared G1 point (the affine point).
        pub type G1Prepared = hooked::G1Prepared<crate::DefaultHooks>;
        /// Prepared G2 point (the affine point: no line coefficients in the runtime).
        pub type G2Prepared = hooked::G2Prepared<crate::DefaultHooks>;
        /// Target field of the pairing.
        pub type TargetField = <$ark::$engine as ark_ec::pairing::Pairing>::TargetField;
    };
}

/// One module per curve of the registry.
macro_rules! curve_modules {
    ($({
        curve: $name:ident, crate: $ark:ident,
        pairing: [$(engine: $engine:ident, $($pmore:tt)*)?],
        groups: [$({ group: $g:ident, alias: $alias:ident, form: $form:ident, config: [$($config:tt)*], $($gmore:tt)* })*],
        variant: $variant:ident, display: $display:literal, upstream: $upstream:tt, doc: $doc:literal,
        $($more:tt)*
    })*) => {
        $(
            #[doc = $doc]
            pub mod $name {
                /// The same types for any hooks `H`.
                pub mod hooked {
                    $(engine_aliases!(hooked $ark $engine);)?
                    $(group_aliases!(hooked $alias: $form<$ark::$($config)*>);)*
                }
                $(engine_aliases!(host $ark $engine);)?
                $(group_aliases!(host $alias);)*
                /// Scalar field.
                pub type ScalarField = $ark::Fr;
                /// Base field (of G1 on a pairing curve).
                pub type BaseField = $ark::Fq;
            }
        )*
    };
}

ec_host_primitives::curves!(curve_modules);

/// [`crate::shaped::TwinSubgroup`] for every short Weierstrass group of the registry: the
/// pairing engine's check for G1 and G2; for the others the host's check where the registry
/// names one (`backend: [pippenger + check]`, generic over the curve: Bandersnatch's characters),
/// else the definition.
macro_rules! twin_subgroups {
    ($({
        curve: $name:ident, crate: $ark:ident,
        pairing: [$(engine: $engine:ident, $($pmore:tt)*)?],
        groups: [$({
            group: $g:ident, alias: $alias:ident, form: $form:ident, config: [$($config:tt)*],
            limits: $limits:tt,
            backend: [$($backend:ident $(+ $check:path)? $([$glv_mul:ident])?)?],
            $($gmore:tt)*
        })*],
        $($more:tt)*
    })*) => {
        $(twin_subgroup_groups!(
            [$($ark::$engine)?] $($g $form [$ark::$($config)*] [$($($check)?)?])*
        );)*
    };
}

/// One curve's groups for [`twin_subgroups!`], its engine (if any) as one token tree.
macro_rules! twin_subgroup_groups {
    ($engine:tt $($g:ident $form:ident [$($config:tt)*] $check:tt)*) => {
        $(twin_subgroup!($g $form $engine [$($config)*] $check);)*
    };
}

/// One group for [`twin_subgroups!`].
macro_rules! twin_subgroup {
    (g1 Sw [$engine:path] [$($config:tt)*] $check:tt) => {
        impl crate::shaped::TwinSubgroup for $($config)* {
            fn twin_in_subgroup(point: &ark_ec::short_weierstrass::Affine<Self::Wasm>) -> bool {
                <$engine as crate::shaped::WasmShapedEngine>::g1_in_subgroup(point)
            }

            fn twin_msm(
                bases: &[ark_ec::short_weierstrass::Affine<Self::Wasm>],
                scalars: &[Self::ScalarField],
            ) -> ark_ec::short_weierstrass::Projective<Self::Wasm> {
                ec_host_primitives::native::glv::msm(bases, scalars)
            }

            fn twin_msm_in_subgroup(
                bases: &[ark_ec::short_weierstrass::Affine<Self::Wasm>],
                scalars: &[Self::ScalarField],
            ) -> ark_ec::short_weierstrass::Projective<Self::Wasm> {
                ec_host_primitives::native::glv::msm_in_subgroup(bases, scalars)
            }

            fn twin_mul_in_subgroup(
                base: &ark_ec::short_weierstrass::Affine<Self::Wasm>,
                scalar: &Self::ScalarField,
            ) -> ark_ec::short_weierstrass::Projective<Self::Wasm> {
                ec_host_primitives::native::glv::mul_in_subgroup(base, *scalar)
            }
        }
    };
    (g2 Sw [$engine:path] [$($config:tt)*] $check:tt) => {
        impl crate::shaped::TwinSubgroup for $($config)* {
            fn twin_in_subgroup(point: &ark_ec::short_weierstrass::Affine<Self::Wasm>) -> bool {
                <$engine as crate::shaped::WasmShapedEngine>::g2_in_subgroup(point)
            }
        }
    };
    ($g:ident Sw [] [$($config:tt)*] [$check:path]) => {
        impl crate::shaped::TwinSubgroup for $($config)* {
            fn twin_in_subgroup(point: &ark_ec::short_weierstrass::Affine<Self::Wasm>) -> bool {
                $check(point)
            }
        }
    };
    ($g:ident Sw [] [$($config:tt)*] []) => {
        impl crate::shaped::TwinSubgroup for $($config)* {
            fn twin_in_subgroup(point: &ark_ec::short_weierstrass::Affine<Self::Wasm>) -> bool {
                crate::shaped::by_definition(point)
            }
        }
    };
    ($g:ident Te $engine:tt [$($config:tt)*] $check:tt) => {};
}

ec_host_primitives::curves!(twin_subgroups);
