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
use ec_bench_ops::groth16_prepared;
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

/// The production verifier's call on the Groth16 fixture of `E` with one public input
/// (`ec_bench_ops::groth16_prepared::fixture`), and step `s` of its `Step::ALL`.
#[cfg(feature = "comparison")]
fn groth16_step_args<E: ark_ec::pairing::Pairing>(
    s: u32,
) -> Result<(groth16_prepared::Step, [alloc::vec::Vec<u8>; 3]), BenchmarkError> {
    let step = *groth16_prepared::Step::ALL
        .get(s as usize)
        .ok_or(BenchmarkError::Stop("no such step"))?;
    Ok((step, groth16_prepared::fixture::<E>(1)))
}

/// The verifier's call up to `step` with the engine `E`; an error unless the fixture passes it.
#[cfg(feature = "comparison")]
fn groth16_step<E: ec_host_primitives::native::groth16::Groth16Arithmetic>(
    step: groth16_prepared::Step,
    key: &[u8],
    proofs: &[u8],
    inputs: &[u8],
) -> Result<(), BenchmarkError> {
    match groth16_prepared::run_until::<E>(step, key, proofs, inputs) {
        Ok(true) => Ok(()),
        _ => Err(BenchmarkError::Stop("the Groth16 fixture failed a step")),
    }
}

/// The verifier's `verify_batch` call on [`BATCH_PROOFS`] copies of the Groth16 fixture of `E`
/// with one public input (`ec_bench_ops::groth16_prepared::batch_fixture`), and step `s` of its
/// `BatchStep::ALL`.
#[cfg(feature = "comparison")]
fn groth16_batch_step_args<E: ark_ec::pairing::Pairing>(
    s: u32,
) -> Result<(groth16_prepared::BatchStep, [alloc::vec::Vec<u8>; 3]), BenchmarkError> {
    let step = *groth16_prepared::BatchStep::ALL
        .get(s as usize)
        .ok_or(BenchmarkError::Stop("no such step"))?;
    Ok((step, groth16_prepared::batch_fixture::<E>(BATCH_PROOFS, 1)))
}

/// The proofs of the batch steps' call: the node runtime's `MaxBatch`, the largest batch.
#[cfg(feature = "comparison")]
const BATCH_PROOFS: usize = 16;

/// The verifier's batch call up to `step` with the engine `E`; an error unless the fixture
/// passes it.
#[cfg(feature = "comparison")]
fn groth16_batch_step<E: ec_host_primitives::native::groth16::Groth16Arithmetic>(
    step: groth16_prepared::BatchStep,
    [key, proofs, inputs]: &[alloc::vec::Vec<u8>; 3],
) -> Result<(), BenchmarkError> {
    match groth16_prepared::run_batch_until::<E>(step, key, proofs, inputs) {
        Ok(true) => Ok(()),
        _ => Err(BenchmarkError::Stop(
            "the Groth16 batch fixture failed a step",
        )),
    }
}

/// Declares the benchmarks from the curve table: every call for every curve (or group) and
/// variant. Inputs are built with the plain arkworks type (all variants share the encoding).
/// It flattens the table into one entry per variant for [`emit_benchmarks`], because
/// `#[benchmarks]` needs every `#[benchmark]` function written out in its module (it takes no
/// `#[cfg]` on one). Without feature `comparison`: the production variants, `Arkworks` and
/// `Host`, and the `Plain` and `Msm` interfaces.
#[cfg(not(feature = "comparison"))]
macro_rules! curve_benchmarks {
    (
        groups { $($Group:ident $group:ident [$gark:ty] $ghost:tt [$(upstream: $gup:ty)?],)* }
        pairings { $($Curve:ident $curve:ident [$park:ty] $phost:tt [$(upstream: $pup:ty)?],)* }
    ) => {
        emit_benchmarks! {
            groups [$(
                ($Group $group arkworks Arkworks $gark [])
                ($Group $group host Host $gark [])
            )*]
            pairings [$(
                ($Curve $curve arkworks Arkworks $park [])
                ($Curve $curve host Host $park [])
            )*]
            bls [(arkworks Arkworks) (host Host)]
            interfaces [(plain Plain) (msm Msm)]
            ring_vrf [(arkworks Arkworks) (host Host)]
            comparison []
        }
    };
}

/// [`curve_benchmarks`] with feature `comparison` (the benchmarking node's runtime): also the
/// `DecodeOnly`, `Rfc163` and `Upstream` variants, the `PerElement` and `Vectorised` interfaces,
/// the empty host call, and the parachain profile's step benchmarks.
#[cfg(feature = "comparison")]
macro_rules! curve_benchmarks {
    (
        groups { $($Group:ident $group:ident [$gark:ty] $ghost:tt [$(upstream: $gup:ty)?],)* }
        pairings { $($Curve:ident $curve:ident [$park:ty] $phost:tt [$(upstream: $pup:ty)?],)* }
    ) => {
        emit_benchmarks! {
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
            interfaces [(plain Plain) (element PerElement) (vector Vectorised) (msm Msm)]
            ring_vrf [(arkworks Arkworks) (host Host) (rfc163 Rfc163)]
            comparison [(rfc163 empty_host_call)]
        }
    };
}

/// Writes out the benchmarks module for [`curve_benchmarks`]' flat lists. `comparison` is empty,
/// or names the suffix of the parachain profile's step benchmarks and the empty host call's
/// benchmark: those are written here, not passed in, because `#[benchmarks]` binds a component
/// (`n`, `s`) where this macro is expanded, so the body that uses it must come from here too.
macro_rules! emit_benchmarks {
    (
        groups [$(($Group:ident $group:ident $v:ident $V:ident $G:ty [$($_g:ty)?]))*]
        pairings [$(($Curve:ident $curve:ident $pv:ident $PV:ident $E:ty [$($_p:ty)?]))*]
        bls [$(($bv:ident $BV:ident))*]
        interfaces [$(($iv:ident $IV:ident))*]
        ring_vrf [$(($rv:ident $RV:ident))*]
        comparison [$(($sv:ident $empty:ident))?]
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

            $(
                #[benchmark]
                fn [<ring_vrf_verify_ $rv>]() {
                    let [key, input, output, ad, proof] = ring_vrf_args();
                    #[extrinsic_call]
                    ring_vrf_verify(RawOrigin::Signed(whitelisted_caller()), Variant::$RV, key, input, output, ad, proof);
                }
            )*

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

            $(
                #[benchmark]
                fn [<ecdsa_p256_verify_ $iv>]() {
                    #[extrinsic_call]
                    ecdsa_p256_verify(RawOrigin::Signed(whitelisted_caller()), Interface::$IV, P256_INPUT.to_vec());
                }

                #[benchmark]
                fn [<generic_msm_bls12_381_g1_ $iv>]() {
                    let (bases, scalars) = generic_msm_fixture();
                    #[extrinsic_call]
                    generic_msm_bls12_381_g1(RawOrigin::Signed(whitelisted_caller()), Interface::$IV, bases, scalars);
                }
            )*

            $(
                #[benchmark]
                fn $empty(n: Linear<0, MAX_EMPTY_CALLS>) {
                    #[block]
                    {
                        for _ in 0..n {
                            ec_bench_host::elliptic_curves_bench::empty();
                        }
                    }
                }

                // Where the parachain profile's calls spend their time, measured in the node:
                // each `*_steps_*` benchmark runs its call up to step `s` of its `Step::ALL` (a
                // step includes the ones before it), so a step costs the difference of the
                // medians at `s` and `s - 1` (`scripts/steps.sh`). Not weights: no call is
                // charged by them.

                #[benchmark]
                fn [<ring_vrf_steps_ $sv>](s: Linear<0, 6>) -> Result<(), BenchmarkError> {
                    use ec_bench_ops::ring_vrf::{verify_until, Step};
                    let step = *Step::ALL.get(s as usize).ok_or(BenchmarkError::Stop("no such step"))?;
                    let args = ring_vrf_args();
                    #[block]
                    {
                        verify_until::<ark_substrate::vrf::BandersnatchSha512Ell2<ark_substrate::Rfc163>>(
                            step,
                            args.each_ref().map(alloc::vec::Vec::as_slice),
                        )
                        .map_err(|_| BenchmarkError::Stop("the ring-VRF fixture failed a step"))?;
                    }
                    Ok(())
                }

                // BLS12-381: the `Rfc163` hooks' call. BN254 (no RFC-0163 function): `WasmArkworks`'
                // call, which the `Rfc163` hooks make for it.
                #[benchmark]
                fn [<groth16_steps_bls12_381_ $sv>](s: Linear<0, 7>) -> Result<(), BenchmarkError> {
                    let (step, [key, proofs, inputs]) = groth16_step_args::<ark_bls12_381::Bls12_381>(s)?;
                    #[block]
                    {
                        groth16_step::<ark_substrate::PairingModel<ark_bls12_381::Bls12_381, ark_substrate::Rfc163>>(step, &key, &proofs, &inputs)?;
                    }
                    Ok(())
                }

                #[benchmark]
                fn [<groth16_steps_bn254_ $sv>](s: Linear<0, 7>) -> Result<(), BenchmarkError> {
                    let (step, [key, proofs, inputs]) = groth16_step_args::<ark_bn254::Bn254>(s)?;
                    #[block]
                    {
                        groth16_step::<ark_substrate::PairingModel<ark_bn254::Bn254, ark_substrate::WasmArkworks>>(step, &key, &proofs, &inputs)?;
                    }
                    Ok(())
                }

                #[benchmark]
                fn [<groth16_batch_steps_bls12_381_ $sv>](s: Linear<0, 4>) -> Result<(), BenchmarkError> {
                    let (step, args) = groth16_batch_step_args::<ark_bls12_381::Bls12_381>(s)?;
                    #[block]
                    {
                        groth16_batch_step::<ark_substrate::PairingModel<ark_bls12_381::Bls12_381, ark_substrate::Rfc163>>(step, &args)?;
                    }
                    Ok(())
                }

                #[benchmark]
                fn [<groth16_batch_steps_bn254_ $sv>](s: Linear<0, 4>) -> Result<(), BenchmarkError> {
                    let (step, args) = groth16_batch_step_args::<ark_bn254::Bn254>(s)?;
                    #[block]
                    {
                        groth16_batch_step::<ark_substrate::PairingModel<ark_bn254::Bn254, ark_substrate::WasmArkworks>>(step, &args)?;
                    }
                    Ok(())
                }
            )?

            impl_benchmark_test_suite!(Pallet, crate::mock::new_test_ext(), crate::mock::Test);
        }
    }};
}

ec_bench_ops::curve_table!(curve_benchmarks);
