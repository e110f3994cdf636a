//! At compile time: every model type of the registry, with every hook set, has what arkworks'
//! curve configs derive, and every curve configuration that arkworks 0.6 and its curve crates
//! define for the underlying config (GLV, the Wahby–Boneh hash-to-curve map, Elligator 2, the
//! Montgomery form). Generic code bounded by these (ark-vrf's suites, arkworks' hash-to-curve)
//! then takes our types; this file stops compiling if one goes missing. The tests also run the
//! forwarded GLV, Wahby–Boneh and Elligator 2 code against the base config's.

use ark_ec::{
    hashing::{
        curve_maps::{elligator2::Elligator2Config, wb::WBConfig},
        map_to_curve_hasher::MapToCurve,
    },
    scalar_mul::glv::GLVConfig,
    short_weierstrass::{self as sw, SWCurveConfig},
    twisted_edwards::{self as te, MontCurveConfig, TECurveConfig},
    CurveConfig, CurveGroup,
};
use ark_ff::UniformRand;
use ark_std::test_rng;
use ark_substrate::{models::convert, *};

fn derives<T>()
where
    T: Clone + Copy + core::fmt::Debug + PartialEq + Eq + core::hash::Hash + Default,
    T: Send + Sync + 'static,
{
}
fn sw_config<T: SWCurveConfig>() {}
fn te_config<T: TECurveConfig + MontCurveConfig>() {}
fn glv<T: GLVConfig>() {}
fn wb<T: WBConfig>() {}
fn elligator2<T: Elligator2Config>() {}

/// Every group of the registry: the derives, and its form's configuration.
macro_rules! bounds_of_every_group {
    (
        $($name:ident $ark:ident [$($engine:ident)?] [$($g:ident $alias:ident $form:ident [$($config:tt)*])*])*
    ) => { paste::paste! {
        fn every_group<H>()
        where
            $($(H: [<$form Hooks_>]<$ark::$($config)*>,)*)*
        {
            $($(
                derives::<$name::hooked::[<$alias Config>]<H>>();
                [<$form:lower _config>]::<$name::hooked::[<$alias Config>]<H>>();
            )*)*
        }
    } };
}

// The hooks trait of each form, under the registry's form names.
use ark_substrate::{SWHooks as SwHooks_, TEHooks as TeHooks_};
registry_curves!(bounds_of_every_group);

/// Where the base config has GLV, Wahby–Boneh or Elligator 2, so does the model (the curve
/// crates' impls, listed: arkworks has no way to ask "if C has it").
fn forwarded<H>()
where
    H: SWHooks<ark_bls12_381::g1::Config>
        + SWHooks<ark_bls12_381::g2::Config>
        + SWHooks<ark_bls12_377::g1::Config>
        + SWHooks<ark_bls12_377::g2::Config>
        + SWHooks<ark_bw6_761::g1::Config>
        + SWHooks<ark_bw6_761::g2::Config>
        + SWHooks<ark_bn254::g1::Config>
        + SWHooks<ark_bn254::g2::Config>
        + SWHooks<ark_pallas::PallasConfig>
        + SWHooks<ark_vesta::VestaConfig>
        + TEHooks<ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig>,
{
    glv::<bls12_381::hooked::G1Config<H>>();
    glv::<bls12_381::hooked::G2Config<H>>();
    glv::<bls12_377::hooked::G1Config<H>>();
    glv::<bls12_377::hooked::G2Config<H>>();
    glv::<bw6_761::hooked::G1Config<H>>();
    glv::<bw6_761::hooked::G2Config<H>>();
    glv::<bn254::hooked::G1Config<H>>();
    glv::<bn254::hooked::G2Config<H>>();
    glv::<pallas::hooked::SWConfig<H>>();
    glv::<vesta::hooked::SWConfig<H>>();
    wb::<bls12_381::hooked::G1Config<H>>();
    wb::<bls12_381::hooked::G2Config<H>>();
    wb::<bls12_377::hooked::G1Config<H>>();
    wb::<bls12_377::hooked::G2Config<H>>();
    elligator2::<ed_on_bls12_381_bandersnatch::hooked::EdwardsConfig<H>>();
}

#[test]
fn every_model_and_hook_set_has_the_bounds() {
    every_group::<Host>();
    every_group::<Arkworks>();
    every_group::<Rfc163>();
    forwarded::<Host>();
    forwarded::<Arkworks>();
    forwarded::<Rfc163>();
}

/// The forwarded GLV decomposition and endomorphism are the base config's, point for point.
fn glv_matches<C: GLVConfig, H: SWHooks<C>>() {
    let rng = &mut test_rng();
    for _ in 0..10 {
        let k = C::ScalarField::rand(rng);
        assert_eq!(
            <SWModel<C, H> as GLVConfig>::scalar_decomposition(k),
            C::scalar_decomposition(k)
        );
        let p = sw::Projective::<C>::rand(rng);
        let q: sw::Projective<SWModel<C, H>> = convert(&p);
        assert_eq!(
            convert::<_, sw::Projective<C>>(&SWModel::<C, H>::endomorphism(&q)),
            C::endomorphism(&p)
        );
        let a = p.into_affine();
        let b: sw::Affine<SWModel<C, H>> = convert(&a);
        assert_eq!(
            convert::<_, sw::Affine<C>>(&SWModel::<C, H>::endomorphism_affine(&b)),
            C::endomorphism_affine(&a)
        );
        assert_eq!(
            convert::<_, sw::Affine<C>>(&SWModel::<C, H>::glv_mul_affine(b, k)),
            C::glv_mul_affine(a, k)
        );
    }
}

#[test]
fn glv_is_the_base_configs() {
    glv_matches::<ark_bls12_381::g1::Config, Host>();
    glv_matches::<ark_bls12_381::g2::Config, Arkworks>();
    glv_matches::<ark_bn254::g1::Config, Rfc163>();
    glv_matches::<ark_bw6_761::g2::Config, Host>();
    glv_matches::<ark_pallas::PallasConfig, Rfc163>();
}

/// Hashing to the curve through the forwarded maps gives the base config's points.
#[test]
fn hash_to_curve_maps_are_the_base_configs() {
    use ark_ec::hashing::curve_maps::{elligator2::Elligator2Map, wb::WBMap};
    let rng = &mut test_rng();
    for _ in 0..10 {
        let u = <ark_bls12_381::g1::Config as CurveConfig>::BaseField::rand(rng);
        let ours = WBMap::<bls12_381::hooked::G1Config<Host>>::map_to_curve(u).unwrap();
        let theirs = WBMap::<ark_bls12_381::g1::Config>::map_to_curve(u).unwrap();
        assert_eq!(
            convert::<_, sw::Affine<ark_bls12_381::g1::Config>>(&ours),
            theirs
        );

        let u = <ark_bls12_381::g2::Config as CurveConfig>::BaseField::rand(rng);
        let ours = WBMap::<bls12_381::hooked::G2Config<Rfc163>>::map_to_curve(u).unwrap();
        let theirs = WBMap::<ark_bls12_381::g2::Config>::map_to_curve(u).unwrap();
        assert_eq!(
            convert::<_, sw::Affine<ark_bls12_381::g2::Config>>(&ours),
            theirs
        );

        type Bandersnatch = ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig;
        let u = <Bandersnatch as CurveConfig>::BaseField::rand(rng);
        let ours =
            Elligator2Map::<ed_on_bls12_381_bandersnatch::hooked::EdwardsConfig<Arkworks>>::map_to_curve(u)
                .unwrap();
        let theirs = Elligator2Map::<Bandersnatch>::map_to_curve(u).unwrap();
        assert_eq!(convert::<_, te::Affine<Bandersnatch>>(&ours), theirs);
    }
}
