//! frame-benchmarking v2 benchmarks: every call, for every curve (or group) and variant, with
//! linear components for the MSM size `n`, the number of pairs `k` and the number of Groth16
//! public inputs `n`. Inputs come from [`crate::fixtures`].

// The v2 macro re-exports the generated module, an import unused in some builds.
#![allow(unused_imports)]

use super::*;
use crate::fixtures;
use frame_benchmarking::v2::*;
use frame_system::RawOrigin;

/// Largest MSM measured (the seed table's largest row).
pub const MAX_MSM: u32 = 1000;
/// Most pairs measured for `pairing` and `pairing_check` (a Groth16 check has 3 or 4; more
/// than 4 would also hit arkworks' BW6 Miller-loop bug in the plain-arkworks variant).
pub const MAX_PAIRS: u32 = 4;
/// Most Groth16 public inputs measured.
pub const MAX_INPUTS: u32 = 16;

/// Declares the benchmarks from the curve table.
macro_rules! curve_benchmarks {
    (
        groups { $($Group:ident $group:ident [$($gv:ident: $gty:ty),*],)* }
        pairings { $($Curve:ident $curve:ident [$($pv:ident: $pty:ty),*],)* }
    ) => { paste::paste! {
        #[benchmarks]
        mod benchmarks {
            use super::*;

            $($(
                #[benchmark]
                fn [<msm_ $group _ $gv>](n: Linear<1, MAX_MSM>) {
                    let (bases, scalars) = fixtures::msm::<$gty>(n);
                    #[extrinsic_call]
                    msm(RawOrigin::Signed(whitelisted_caller()), Group::$Group, Variant::[<$gv:camel>], bases, scalars);
                }

                #[benchmark]
                fn [<mul_projective_ $group _ $gv>]() {
                    let (base, scalar) = fixtures::mul::<$gty>();
                    #[extrinsic_call]
                    mul_projective(RawOrigin::Signed(whitelisted_caller()), Group::$Group, Variant::[<$gv:camel>], base, scalar);
                }

                #[benchmark]
                fn [<mul_affine_ $group _ $gv>]() {
                    let (base, scalar) = fixtures::mul::<$gty>();
                    #[extrinsic_call]
                    mul_affine(RawOrigin::Signed(whitelisted_caller()), Group::$Group, Variant::[<$gv:camel>], base, scalar);
                }
            )*)*

            $($(
                #[benchmark]
                fn [<groth16_verify_ $curve _ $pv>](n: Linear<1, MAX_INPUTS>) {
                    let (vk, proof, inputs) = fixtures::groth16::<$pty>(n);
                    #[extrinsic_call]
                    groth16_verify(RawOrigin::Signed(whitelisted_caller()), PairingCurve::$Curve, Variant::[<$pv:camel>], vk, proof, inputs);
                }

                #[benchmark]
                fn [<pairing_ $curve _ $pv>](k: Linear<1, MAX_PAIRS>) {
                    let (g1, g2) = fixtures::cancelling_pairs::<$pty>(k);
                    #[extrinsic_call]
                    pairing(RawOrigin::Signed(whitelisted_caller()), PairingCurve::$Curve, Variant::[<$pv:camel>], g1, g2);
                }

                #[benchmark]
                fn [<pairing_check_ $curve _ $pv>](k: Linear<1, MAX_PAIRS>) {
                    let (g1, g2) = fixtures::cancelling_pairs::<$pty>(k);
                    #[extrinsic_call]
                    pairing_check(RawOrigin::Signed(whitelisted_caller()), PairingCurve::$Curve, Variant::[<$pv:camel>], g1, g2);
                }
            )*)*

            impl_benchmark_test_suite!(Pallet, crate::mock::new_test_ext(), crate::mock::Test);
        }
    }};
}

curve_table!(curve_benchmarks);
