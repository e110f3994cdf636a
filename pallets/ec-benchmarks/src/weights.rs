//! BOOTSTRAP weights for `pallet_ec_benchmarks` (100 ms per call plus 5 ms per element), so that
//! the pallet compiles before its first benchmark run.
//! `ec-node benchmark pallet` overwrites this file with measured weights (see the README).

#![allow(missing_docs)]

use core::marker::PhantomData;
use frame_support::weights::Weight;

/// Weight functions of `pallet_ec_benchmarks`: one per call, curve (or group) and variant.
pub trait WeightInfo {
    fn groth16_verify_bls12_381_arkworks(n: u32) -> Weight;
    fn pairing_bls12_381_arkworks(k: u32) -> Weight;
    fn pairing_check_bls12_381_arkworks(k: u32) -> Weight;
    fn groth16_verify_bls12_381_host(n: u32) -> Weight;
    fn pairing_bls12_381_host(k: u32) -> Weight;
    fn pairing_check_bls12_381_host(k: u32) -> Weight;
    fn groth16_verify_bls12_377_arkworks(n: u32) -> Weight;
    fn pairing_bls12_377_arkworks(k: u32) -> Weight;
    fn pairing_check_bls12_377_arkworks(k: u32) -> Weight;
    fn groth16_verify_bls12_377_host(n: u32) -> Weight;
    fn pairing_bls12_377_host(k: u32) -> Weight;
    fn pairing_check_bls12_377_host(k: u32) -> Weight;
    fn groth16_verify_bw6_761_arkworks(n: u32) -> Weight;
    fn pairing_bw6_761_arkworks(k: u32) -> Weight;
    fn pairing_check_bw6_761_arkworks(k: u32) -> Weight;
    fn groth16_verify_bw6_761_host(n: u32) -> Weight;
    fn pairing_bw6_761_host(k: u32) -> Weight;
    fn pairing_check_bw6_761_host(k: u32) -> Weight;
    fn groth16_verify_bn254_arkworks(n: u32) -> Weight;
    fn pairing_bn254_arkworks(k: u32) -> Weight;
    fn pairing_check_bn254_arkworks(k: u32) -> Weight;
    fn groth16_verify_bn254_host(n: u32) -> Weight;
    fn pairing_bn254_host(k: u32) -> Weight;
    fn pairing_check_bn254_host(k: u32) -> Weight;
    fn msm_bls12_381_g1_arkworks(n: u32) -> Weight;
    fn mul_projective_bls12_381_g1_arkworks() -> Weight;
    fn mul_affine_bls12_381_g1_arkworks() -> Weight;
    fn msm_bls12_381_g1_host(n: u32) -> Weight;
    fn mul_projective_bls12_381_g1_host() -> Weight;
    fn mul_affine_bls12_381_g1_host() -> Weight;
    fn msm_bls12_381_g2_arkworks(n: u32) -> Weight;
    fn mul_projective_bls12_381_g2_arkworks() -> Weight;
    fn mul_affine_bls12_381_g2_arkworks() -> Weight;
    fn msm_bls12_381_g2_host(n: u32) -> Weight;
    fn mul_projective_bls12_381_g2_host() -> Weight;
    fn mul_affine_bls12_381_g2_host() -> Weight;
    fn msm_bls12_377_g1_arkworks(n: u32) -> Weight;
    fn mul_projective_bls12_377_g1_arkworks() -> Weight;
    fn mul_affine_bls12_377_g1_arkworks() -> Weight;
    fn msm_bls12_377_g1_host(n: u32) -> Weight;
    fn mul_projective_bls12_377_g1_host() -> Weight;
    fn mul_affine_bls12_377_g1_host() -> Weight;
    fn msm_bls12_377_g2_arkworks(n: u32) -> Weight;
    fn mul_projective_bls12_377_g2_arkworks() -> Weight;
    fn mul_affine_bls12_377_g2_arkworks() -> Weight;
    fn msm_bls12_377_g2_host(n: u32) -> Weight;
    fn mul_projective_bls12_377_g2_host() -> Weight;
    fn mul_affine_bls12_377_g2_host() -> Weight;
    fn msm_bw6_761_g1_arkworks(n: u32) -> Weight;
    fn mul_projective_bw6_761_g1_arkworks() -> Weight;
    fn mul_affine_bw6_761_g1_arkworks() -> Weight;
    fn msm_bw6_761_g1_host(n: u32) -> Weight;
    fn mul_projective_bw6_761_g1_host() -> Weight;
    fn mul_affine_bw6_761_g1_host() -> Weight;
    fn msm_bw6_761_g2_arkworks(n: u32) -> Weight;
    fn mul_projective_bw6_761_g2_arkworks() -> Weight;
    fn mul_affine_bw6_761_g2_arkworks() -> Weight;
    fn msm_bw6_761_g2_host(n: u32) -> Weight;
    fn mul_projective_bw6_761_g2_host() -> Weight;
    fn mul_affine_bw6_761_g2_host() -> Weight;
    fn msm_bn254_g1_arkworks(n: u32) -> Weight;
    fn mul_projective_bn254_g1_arkworks() -> Weight;
    fn mul_affine_bn254_g1_arkworks() -> Weight;
    fn msm_bn254_g1_host(n: u32) -> Weight;
    fn mul_projective_bn254_g1_host() -> Weight;
    fn mul_affine_bn254_g1_host() -> Weight;
    fn msm_bn254_g2_arkworks(n: u32) -> Weight;
    fn mul_projective_bn254_g2_arkworks() -> Weight;
    fn mul_affine_bn254_g2_arkworks() -> Weight;
    fn msm_bn254_g2_host(n: u32) -> Weight;
    fn mul_projective_bn254_g2_host() -> Weight;
    fn mul_affine_bn254_g2_host() -> Weight;
    fn msm_ed_on_bls12_381_te_arkworks(n: u32) -> Weight;
    fn mul_projective_ed_on_bls12_381_te_arkworks() -> Weight;
    fn mul_affine_ed_on_bls12_381_te_arkworks() -> Weight;
    fn msm_ed_on_bls12_381_te_host(n: u32) -> Weight;
    fn mul_projective_ed_on_bls12_381_te_host() -> Weight;
    fn mul_affine_ed_on_bls12_381_te_host() -> Weight;
    fn msm_bandersnatch_te_arkworks(n: u32) -> Weight;
    fn mul_projective_bandersnatch_te_arkworks() -> Weight;
    fn mul_affine_bandersnatch_te_arkworks() -> Weight;
    fn msm_bandersnatch_te_host(n: u32) -> Weight;
    fn mul_projective_bandersnatch_te_host() -> Weight;
    fn mul_affine_bandersnatch_te_host() -> Weight;
    fn msm_bandersnatch_sw_arkworks(n: u32) -> Weight;
    fn mul_projective_bandersnatch_sw_arkworks() -> Weight;
    fn mul_affine_bandersnatch_sw_arkworks() -> Weight;
    fn msm_bandersnatch_sw_host(n: u32) -> Weight;
    fn mul_projective_bandersnatch_sw_host() -> Weight;
    fn mul_affine_bandersnatch_sw_host() -> Weight;
    fn msm_ed_on_bls12_377_te_arkworks(n: u32) -> Weight;
    fn mul_projective_ed_on_bls12_377_te_arkworks() -> Weight;
    fn mul_affine_ed_on_bls12_377_te_arkworks() -> Weight;
    fn msm_ed_on_bls12_377_te_host(n: u32) -> Weight;
    fn mul_projective_ed_on_bls12_377_te_host() -> Weight;
    fn mul_affine_ed_on_bls12_377_te_host() -> Weight;
    fn msm_pallas_sw_arkworks(n: u32) -> Weight;
    fn mul_projective_pallas_sw_arkworks() -> Weight;
    fn mul_affine_pallas_sw_arkworks() -> Weight;
    fn msm_pallas_sw_host(n: u32) -> Weight;
    fn mul_projective_pallas_sw_host() -> Weight;
    fn mul_affine_pallas_sw_host() -> Weight;
    fn msm_vesta_sw_arkworks(n: u32) -> Weight;
    fn mul_projective_vesta_sw_arkworks() -> Weight;
    fn mul_affine_vesta_sw_arkworks() -> Weight;
    fn msm_vesta_sw_host(n: u32) -> Weight;
    fn mul_projective_vesta_sw_host() -> Weight;
    fn mul_affine_vesta_sw_host() -> Weight;
}

/// Bootstrap weights, until measured.
pub struct SubstrateWeight<T>(PhantomData<T>);

impl<T: frame_system::Config> WeightInfo for SubstrateWeight<T> {
    fn groth16_verify_bls12_381_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn pairing_bls12_381_arkworks(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn pairing_check_bls12_381_arkworks(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn groth16_verify_bls12_381_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn pairing_bls12_381_host(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn pairing_check_bls12_381_host(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn groth16_verify_bls12_377_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn pairing_bls12_377_arkworks(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn pairing_check_bls12_377_arkworks(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn groth16_verify_bls12_377_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn pairing_bls12_377_host(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn pairing_check_bls12_377_host(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn groth16_verify_bw6_761_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn pairing_bw6_761_arkworks(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn pairing_check_bw6_761_arkworks(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn groth16_verify_bw6_761_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn pairing_bw6_761_host(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn pairing_check_bw6_761_host(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn groth16_verify_bn254_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn pairing_bn254_arkworks(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn pairing_check_bn254_arkworks(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn groth16_verify_bn254_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn pairing_bn254_host(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn pairing_check_bn254_host(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn msm_bls12_381_g1_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bls12_381_g1_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bls12_381_g1_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bls12_381_g1_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bls12_381_g1_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bls12_381_g1_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bls12_381_g2_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bls12_381_g2_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bls12_381_g2_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bls12_381_g2_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bls12_381_g2_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bls12_381_g2_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bls12_377_g1_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bls12_377_g1_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bls12_377_g1_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bls12_377_g1_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bls12_377_g1_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bls12_377_g1_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bls12_377_g2_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bls12_377_g2_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bls12_377_g2_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bls12_377_g2_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bls12_377_g2_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bls12_377_g2_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bw6_761_g1_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bw6_761_g1_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bw6_761_g1_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bw6_761_g1_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bw6_761_g1_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bw6_761_g1_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bw6_761_g2_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bw6_761_g2_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bw6_761_g2_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bw6_761_g2_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bw6_761_g2_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bw6_761_g2_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bn254_g1_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bn254_g1_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bn254_g1_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bn254_g1_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bn254_g1_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bn254_g1_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bn254_g2_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bn254_g2_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bn254_g2_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bn254_g2_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bn254_g2_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bn254_g2_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_ed_on_bls12_381_te_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_ed_on_bls12_381_te_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_ed_on_bls12_381_te_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_ed_on_bls12_381_te_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_ed_on_bls12_381_te_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_ed_on_bls12_381_te_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bandersnatch_te_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bandersnatch_te_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bandersnatch_te_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bandersnatch_te_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bandersnatch_te_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bandersnatch_te_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bandersnatch_sw_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bandersnatch_sw_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bandersnatch_sw_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bandersnatch_sw_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bandersnatch_sw_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bandersnatch_sw_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_ed_on_bls12_377_te_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_ed_on_bls12_377_te_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_ed_on_bls12_377_te_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_ed_on_bls12_377_te_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_ed_on_bls12_377_te_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_ed_on_bls12_377_te_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_pallas_sw_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_pallas_sw_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_pallas_sw_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_pallas_sw_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_pallas_sw_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_pallas_sw_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_vesta_sw_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_vesta_sw_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_vesta_sw_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_vesta_sw_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_vesta_sw_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_vesta_sw_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
}

impl WeightInfo for () {
    fn groth16_verify_bls12_381_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn pairing_bls12_381_arkworks(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn pairing_check_bls12_381_arkworks(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn groth16_verify_bls12_381_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn pairing_bls12_381_host(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn pairing_check_bls12_381_host(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn groth16_verify_bls12_377_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn pairing_bls12_377_arkworks(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn pairing_check_bls12_377_arkworks(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn groth16_verify_bls12_377_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn pairing_bls12_377_host(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn pairing_check_bls12_377_host(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn groth16_verify_bw6_761_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn pairing_bw6_761_arkworks(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn pairing_check_bw6_761_arkworks(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn groth16_verify_bw6_761_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn pairing_bw6_761_host(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn pairing_check_bw6_761_host(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn groth16_verify_bn254_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn pairing_bn254_arkworks(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn pairing_check_bn254_arkworks(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn groth16_verify_bn254_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn pairing_bn254_host(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn pairing_check_bn254_host(k: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(k.into()))
    }
    fn msm_bls12_381_g1_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bls12_381_g1_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bls12_381_g1_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bls12_381_g1_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bls12_381_g1_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bls12_381_g1_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bls12_381_g2_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bls12_381_g2_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bls12_381_g2_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bls12_381_g2_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bls12_381_g2_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bls12_381_g2_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bls12_377_g1_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bls12_377_g1_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bls12_377_g1_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bls12_377_g1_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bls12_377_g1_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bls12_377_g1_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bls12_377_g2_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bls12_377_g2_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bls12_377_g2_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bls12_377_g2_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bls12_377_g2_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bls12_377_g2_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bw6_761_g1_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bw6_761_g1_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bw6_761_g1_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bw6_761_g1_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bw6_761_g1_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bw6_761_g1_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bw6_761_g2_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bw6_761_g2_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bw6_761_g2_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bw6_761_g2_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bw6_761_g2_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bw6_761_g2_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bn254_g1_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bn254_g1_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bn254_g1_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bn254_g1_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bn254_g1_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bn254_g1_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bn254_g2_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bn254_g2_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bn254_g2_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bn254_g2_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bn254_g2_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bn254_g2_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_ed_on_bls12_381_te_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_ed_on_bls12_381_te_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_ed_on_bls12_381_te_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_ed_on_bls12_381_te_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_ed_on_bls12_381_te_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_ed_on_bls12_381_te_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bandersnatch_te_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bandersnatch_te_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bandersnatch_te_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bandersnatch_te_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bandersnatch_te_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bandersnatch_te_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bandersnatch_sw_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bandersnatch_sw_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bandersnatch_sw_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_bandersnatch_sw_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_bandersnatch_sw_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_bandersnatch_sw_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_ed_on_bls12_377_te_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_ed_on_bls12_377_te_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_ed_on_bls12_377_te_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_ed_on_bls12_377_te_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_ed_on_bls12_377_te_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_ed_on_bls12_377_te_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_pallas_sw_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_pallas_sw_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_pallas_sw_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_pallas_sw_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_pallas_sw_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_pallas_sw_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_vesta_sw_arkworks(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_vesta_sw_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_vesta_sw_arkworks() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn msm_vesta_sw_host(n: u32) -> Weight {
        Weight::from_parts(100_000_000_000, 0)
            .saturating_add(Weight::from_parts(5_000_000_000, 0).saturating_mul(n.into()))
    }
    fn mul_projective_vesta_sw_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
    fn mul_affine_vesta_sw_host() -> Weight {
        Weight::from_parts(100_000_000_000, 0)
    }
}
