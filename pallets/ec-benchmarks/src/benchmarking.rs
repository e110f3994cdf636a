//! frame-benchmarking v2 benchmarks: every call, for every curve (or group) and variant, with
//! linear components for the MSM size `n`, the number of pairs `k` and the number of Groth16
//! public inputs `n`. Inputs come from [`crate::fixtures`]; ring-VRF verification's from
//! `ec_bench_ops::ring_vrf`'s committed fixture, in the `Arkworks`, `Host` and `Rfc163` variants;
//! the generic-arithmetic calls' from `ec_bench_ops::generic` (a valid P-256 signature, the
//! worst case; 100 bases, the bound), through every `Interface`; the BLS calls' from
//! `ec_bench_ops::bls_signature` (valid signatures, every message at its bound, a committee
//! that all signed: the worst case), in the `Arkworks`, `Host` and `Rfc163` variants.

// The v2 macro re-exports the generated module, an import unused in some builds.
#![allow(unused_imports)]
// `empty_host_call` uses no pallet type, so its generated `T` goes unused.
#![allow(clippy::extra_unused_type_parameters)]

use super::*;
use crate::fixtures;
use ec_bench_ops::generic::{generic_msm_fixture, P256_INPUT};
use frame_benchmarking::v2::*;
use frame_system::RawOrigin;

/// The ring-VRF call's arguments: the committed fixture (`ec_bench_ops::ring_vrf::fixture`), a
/// ring of 255 with input and additional data at their bound, the call's worst case. A broken
/// fixture gives empty arguments, and so a failing benchmark.
fn ring_vrf_args() -> [alloc::vec::Vec<u8>; 5] {
    ec_bench_ops::ring_vrf::fixture()
        .try_into()
        .unwrap_or_default()
}

/// Declares the benchmarks from the curve table: every call for every curve (or group) and
/// variant. Inputs are built with the plain arkworks type (all variants share the encoding).
/// The first rule flattens the table into one entry per variant, because `#[benchmarks]` needs
/// every `#[benchmark]` function written out in its module.
macro_rules! curve_benchmarks {
    (
        groups { $($Group:ident $group:ident [$gark:ty] $ghost:tt [$(upstream: $gup:ty)?],)* }
        pairings { $($Curve:ident $curve:ident [$park:ty] $phost:tt [$(upstream: $pup:ty)?],)* }
    ) => {
        curve_benchmarks! {
            @emit
            groups [$(
                ($Group $group arkworks Arkworks $gark [])
                ($Group $group host Host $gark [])
                ($Group $group decode_only DecodeOnly $gark [])
                ($Group $group rfc163 Rfc163 $gark [])
                $(($Group $group upstream Upstream $gark [$gup]))?
            )*]
            pairings [$(
                ($Curve $curve arkworks Arkworks $park [])
                ($Curve $curve host Host $park [])
                ($Curve $curve decode_only DecodeOnly $park [])
                ($Curve $curve rfc163 Rfc163 $park [])
                $(($Curve $curve upstream Upstream $park [$pup]))?
            )*]
            bls [(arkworks Arkworks) (host Host) (rfc163 Rfc163)]
        }
    };
    (
        @emit
        groups [$(($Group:ident $group:ident $v:ident $V:ident $G:ty [$($_g:ty)?]))*]
        pairings [$(($Curve:ident $curve:ident $pv:ident $PV:ident $E:ty [$($_p:ty)?]))*]
        bls [$(($bv:ident $BV:ident))*]
    ) => { paste::paste! {
        #[benchmarks]
        mod benchmarks {
            use super::*;

            $(
                #[benchmark]
                fn [<msm_ $group _ $v>](n: Linear<MIN_MSM, MAX_MSM>) {
                    let (bases, scalars) = fixtures::msm::<$G>(n);
                    #[extrinsic_call]
                    msm(RawOrigin::Signed(whitelisted_caller()), Group::$Group, Variant::$V, bases, scalars);
                }

                #[benchmark]
                fn [<mul_projective_ $group _ $v>]() {
                    let (base, scalar) = fixtures::mul::<$G>();
                    #[extrinsic_call]
                    mul_projective(RawOrigin::Signed(whitelisted_caller()), Group::$Group, Variant::$V, base, scalar);
                }

                #[benchmark]
                fn [<mul_affine_ $group _ $v>]() {
                    let (base, scalar) = fixtures::mul::<$G>();
                    #[extrinsic_call]
                    mul_affine(RawOrigin::Signed(whitelisted_caller()), Group::$Group, Variant::$V, base, scalar);
                }
            )*

            $(
                #[benchmark]
                fn [<groth16_verify_ $curve _ $pv>](n: Linear<1, MAX_INPUTS>) {
                    let (vk, proof, inputs) = fixtures::groth16::<$E>(n);
                    #[extrinsic_call]
                    groth16_verify(RawOrigin::Signed(whitelisted_caller()), PairingCurve::$Curve, Variant::$PV, vk, proof, inputs);
                }

                #[benchmark]
                fn [<pairing_ $curve _ $pv>](k: Linear<MIN_PAIRS, MAX_PAIRS>) {
                    let (g1, g2) = fixtures::cancelling_pairs::<$E>(k);
                    #[extrinsic_call]
                    pairing(RawOrigin::Signed(whitelisted_caller()), PairingCurve::$Curve, Variant::$PV, g1, g2);
                }

                #[benchmark]
                fn [<pairing_check_ $curve _ $pv>](k: Linear<MIN_PAIRS, MAX_PAIRS>) {
                    let (g1, g2) = fixtures::cancelling_pairs::<$E>(k);
                    #[extrinsic_call]
                    pairing_check(RawOrigin::Signed(whitelisted_caller()), PairingCurve::$Curve, Variant::$PV, g1, g2);
                }
            )*

            #[benchmark]
            fn empty_host_call(n: Linear<0, MAX_EMPTY_CALLS>) {
                #[block]
                {
                    for _ in 0..n {
                        ec_bench_host::elliptic_curves_bench::empty();
                    }
                }
            }

            #[benchmark]
            fn ring_vrf_verify_arkworks() {
                let [key, input, output, ad, proof] = ring_vrf_args();
                #[extrinsic_call]
                ring_vrf_verify(RawOrigin::Signed(whitelisted_caller()), Variant::Arkworks, key, input, output, ad, proof);
            }

            #[benchmark]
            fn ring_vrf_verify_host() {
                let [key, input, output, ad, proof] = ring_vrf_args();
                #[extrinsic_call]
                ring_vrf_verify(RawOrigin::Signed(whitelisted_caller()), Variant::Host, key, input, output, ad, proof);
            }

            #[benchmark]
            fn ring_vrf_verify_rfc163() {
                let [key, input, output, ad, proof] = ring_vrf_args();
                #[extrinsic_call]
                ring_vrf_verify(RawOrigin::Signed(whitelisted_caller()), Variant::Rfc163, key, input, output, ad, proof);
            }

            $(
                #[benchmark]
                fn [<bls_hash_to_g2_ $bv>]() {
                    let msg = bls_signature::message(0, bls_signature::MAX_MESSAGE);
                    #[extrinsic_call]
                    bls_hash_to_g2(RawOrigin::Signed(whitelisted_caller()), Variant::$BV, msg);
                }

                #[benchmark]
                fn [<bls_verify_ $bv>]() {
                    let [keys, msg, sig, _] = bls_signature::aggregate_fixture(1, bls_signature::MAX_MESSAGE);
                    #[extrinsic_call]
                    bls_verify(RawOrigin::Signed(whitelisted_caller()), Variant::$BV, keys, msg, sig);
                }

                #[benchmark]
                fn [<bls_aggregate_verify_ $bv>](n: Linear<1, MAX_AGGREGATE>) {
                    let (keys, msgs, sig) = bls_signature::distinct_fixture(n as usize, bls_signature::MAX_MESSAGE);
                    #[extrinsic_call]
                    bls_aggregate_verify(RawOrigin::Signed(whitelisted_caller()), Variant::$BV, keys, msgs, sig);
                }

                #[benchmark]
                fn [<bls_fast_aggregate_verify_ $bv>](n: Linear<1, MAX_COMMITTEE>) {
                    let [keys, msg, sig, _] = bls_signature::aggregate_fixture(n as usize, bls_signature::MAX_MESSAGE);
                    #[extrinsic_call]
                    bls_fast_aggregate_verify(RawOrigin::Signed(whitelisted_caller()), Variant::$BV, keys, msg, sig);
                }

                #[benchmark]
                fn [<bls_set_committee_ $bv>](n: Linear<1, MAX_COMMITTEE>) {
                    let [keys, _, _, _] = bls_signature::aggregate_fixture(n as usize, 0);
                    #[extrinsic_call]
                    bls_set_committee(RawOrigin::Signed(whitelisted_caller()), Variant::$BV, keys);
                }

                #[benchmark]
                fn [<bls_committee_verify_ $bv>]() {
                    let caller: T::AccountId = whitelisted_caller();
                    let [_, msg, sig, kept] = bls_signature::aggregate_fixture(MAX_COMMITTEE as usize, bls_signature::MAX_MESSAGE);
                    Committees::<T>::insert(&caller, frame_support::BoundedVec::try_from(kept).unwrap_or_default());
                    let participation = alloc::vec![0xff; MAX_COMMITTEE as usize / 8];
                    #[extrinsic_call]
                    bls_committee_verify(RawOrigin::Signed(caller), Variant::$BV, participation, msg, sig);
                }
            )*

            #[benchmark]
            fn ecdsa_p256_verify_plain() {
                #[extrinsic_call]
                ecdsa_p256_verify(RawOrigin::Signed(whitelisted_caller()), Interface::Plain, P256_INPUT.to_vec());
            }

            #[benchmark]
            fn ecdsa_p256_verify_element() {
                #[extrinsic_call]
                ecdsa_p256_verify(RawOrigin::Signed(whitelisted_caller()), Interface::PerElement, P256_INPUT.to_vec());
            }

            #[benchmark]
            fn ecdsa_p256_verify_vector() {
                #[extrinsic_call]
                ecdsa_p256_verify(RawOrigin::Signed(whitelisted_caller()), Interface::Vectorised, P256_INPUT.to_vec());
            }

            #[benchmark]
            fn ecdsa_p256_verify_msm() {
                #[extrinsic_call]
                ecdsa_p256_verify(RawOrigin::Signed(whitelisted_caller()), Interface::Msm, P256_INPUT.to_vec());
            }

            #[benchmark]
            fn generic_msm_bls12_381_g1_plain() {
                let (bases, scalars) = generic_msm_fixture();
                #[extrinsic_call]
                generic_msm_bls12_381_g1(RawOrigin::Signed(whitelisted_caller()), Interface::Plain, bases, scalars);
            }

            #[benchmark]
            fn generic_msm_bls12_381_g1_element() {
                let (bases, scalars) = generic_msm_fixture();
                #[extrinsic_call]
                generic_msm_bls12_381_g1(RawOrigin::Signed(whitelisted_caller()), Interface::PerElement, bases, scalars);
            }

            #[benchmark]
            fn generic_msm_bls12_381_g1_vector() {
                let (bases, scalars) = generic_msm_fixture();
                #[extrinsic_call]
                generic_msm_bls12_381_g1(RawOrigin::Signed(whitelisted_caller()), Interface::Vectorised, bases, scalars);
            }

            #[benchmark]
            fn generic_msm_bls12_381_g1_msm() {
                let (bases, scalars) = generic_msm_fixture();
                #[extrinsic_call]
                generic_msm_bls12_381_g1(RawOrigin::Signed(whitelisted_caller()), Interface::Msm, bases, scalars);
            }

            impl_benchmark_test_suite!(Pallet, crate::mock::new_test_ext(), crate::mock::Test);
        }
    }};
}

ec_bench_ops::curve_table!(curve_benchmarks);
