//! arkworks' own group and pairing test templates, run over the host-hooked types.

use ark_algebra_test_templates::{test_group, test_pairing};
use ark_substrate::*;

test_group!(100; bls12_381_g1; bls12_381::G1Projective; sw);
test_group!(100; bls12_381_g2; bls12_381::G2Projective; sw);
test_pairing!(bls12_381_pairing; ark_substrate::bls12_381::Bls12_381);

test_group!(100; bls12_377_g1; bls12_377::G1Projective; sw);
test_group!(100; bls12_377_g2; bls12_377::G2Projective; sw);
test_pairing!(bls12_377_pairing; ark_substrate::bls12_377::Bls12_377);

test_group!(20; bw6_761_g1; bw6_761::G1Projective; sw);
test_group!(20; bw6_761_g2; bw6_761::G2Projective; sw);
test_pairing!(bw6_761_pairing; ark_substrate::bw6_761::BW6_761);

test_group!(100; bn254_g1; bn254::G1Projective; sw);
test_group!(100; bn254_g2; bn254::G2Projective; sw);
test_pairing!(bn254_pairing; ark_substrate::bn254::Bn254);

test_group!(100; jubjub_te; ed_on_bls12_381::EdwardsProjective; te);
test_group!(100; bandersnatch_te; ed_on_bls12_381_bandersnatch::EdwardsProjective; te);
test_group!(100; bandersnatch_sw; ed_on_bls12_381_bandersnatch::SWProjective; sw);
test_group!(100; ed_on_bls12_377_te; ed_on_bls12_377::EdwardsProjective; te);
test_group!(100; pallas_sw; pallas::SWProjective; sw);
test_group!(100; vesta_sw; vesta::SWProjective; sw);
