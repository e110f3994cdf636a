//! What the host functions compute: plain arkworks behind byte-slice signatures.
//!
//! Nothing here depends on Substrate, so these functions can be called, tested, benchmarked
//! and fuzzed directly. Each host function in [`crate::elliptic_curves`] is a one-line call
//! into this module. All functions return an [`Error`](crate::error::Error) on bad input and never
//! panic.
//!
//! One concern per file:
//!
//! - [`decode`] reads the arguments (lengths and limits first, then canonical points and
//!   scalars) and writes results;
//! - [`validate`](mod@validate), [`decompress`](mod@decompress), [`msm`](mod@msm) and [`mul`]
//!   are the group functions;
//! - [`pairing`] has the pairing functions and [`PairingBackend`];
//! - [`groth16`] has `groth16_verify`, `groth16_verify_prepared` and
//!   `groth16_verify_prepared_and_check`;
//! - [`bls`] has BLS12-381's hash and maps to curve and the BLS signature verifications;
//! - [`ring_vrf`] has `ring_vrf_verify` and its steps, generic over ark-vrf's ring suites;
//! - [`modular`] has the `modular_*` field functions over a modulus given in the call, and
//!   [`modular_msm`] `modular_msm_sw`, an MSM on a curve given in the call;
//! - [`backend`] has [`GroupBackend`], which code computes each group; the backends themselves
//!   are [`exact`] (the group law over integer scalars), [`pippenger`], [`glv`], [`sw_form`],
//!   [`subgroup`], and blst for BLS12-381 on the host.

pub mod backend;
pub mod batch_subgroup;
pub mod bls;
#[cfg(feature = "std")]
pub(crate) mod blst;
pub mod decode;
pub mod decompress;
pub mod exact;
pub mod glv;
pub mod groth16;
pub mod modular;
pub mod modular_msm;
pub mod msm;
pub mod mul;
pub mod pairing;
pub mod pippenger;
pub mod ring_vrf;
pub mod straus;
pub mod subgroup;
pub mod sw_form;
pub mod validate;

pub(crate) use backend::group_backend;
pub use backend::GroupBackend;
pub use decode::{flag, read_msm, read_pairs, read_point, read_points, Subgroup};
pub use decompress::decompress;
pub use groth16::{
    groth16_verify, groth16_verify_prepared, groth16_verify_prepared_and_check, read_groth16,
    verify_prepared, verify_prepared_and_check, verify_registered, verify_registered_and_check,
    Groth16Arithmetic, Groth16Parts,
};
pub use msm::msm;
pub use mul::{group_mul, mul_affine, mul_projective};
pub(crate) use pairing::pairing_backend;
pub use pairing::{
    bls12_miller_loop, bn_g2_prepared_checking, bn_loop_checks_g2, bn_miller_loop,
    bn_miller_loop_checking_g2, bw6_miller_loop, final_exponentiation, multi_miller_loop,
    pairing_check, MillerLoop, PairingBackend, BW6_PAIRS_PER_LOOP,
};
pub use ring_vrf::ring_vrf_verify;
pub use validate::{validate, validate_each};
