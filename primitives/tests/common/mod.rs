//! The groups the host-function tests cover, listed once.

/// Calls `$callback! { name: AffineType, … }` with every group of the host functions, named as
/// in the functions' names (`<curve>_<group>`).
macro_rules! every_group {
    ($callback:ident) => {
        $callback! {
            bls12_381_g1: ark_ec::short_weierstrass::Affine<ark_bls12_381::g1::Config>,
            bls12_381_g2: ark_ec::short_weierstrass::Affine<ark_bls12_381::g2::Config>,
            bls12_377_g1: ark_ec::short_weierstrass::Affine<ark_bls12_377::g1::Config>,
            bls12_377_g2: ark_ec::short_weierstrass::Affine<ark_bls12_377::g2::Config>,
            bw6_761_g1: ark_ec::short_weierstrass::Affine<ark_bw6_761::g1::Config>,
            bw6_761_g2: ark_ec::short_weierstrass::Affine<ark_bw6_761::g2::Config>,
            bn254_g1: ark_ec::short_weierstrass::Affine<ark_bn254::g1::Config>,
            bn254_g2: ark_ec::short_weierstrass::Affine<ark_bn254::g2::Config>,
            ed_on_bls12_381_te: ark_ec::twisted_edwards::Affine<ark_ed_on_bls12_381::JubjubConfig>,
            ed_on_bls12_381_bandersnatch_te: ark_ec::twisted_edwards::Affine<
                ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig,
            >,
            ed_on_bls12_381_bandersnatch_sw: ark_ec::short_weierstrass::Affine<
                ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig,
            >,
            ed_on_bls12_377_te: ark_ec::twisted_edwards::Affine<ark_ed_on_bls12_377::EdwardsConfig>,
            pallas_sw: ark_ec::short_weierstrass::Affine<ark_pallas::PallasConfig>,
            vesta_sw: ark_ec::short_weierstrass::Affine<ark_vesta::VestaConfig>,
        }
    };
}
