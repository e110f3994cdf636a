//! frame-benchmarking v2 benchmarks: registration, verification and batch verification for
//! every curve, with components for the number of public inputs `n` and the batch size `b`.
//! Keys and proofs are `ec_bench_ops::fixtures::groth16`'s valid instances (as costly to
//! verify as a prover's), compressed: decompression (a square root per point) is the costlier
//! way to read both, and the calls accept either encoding, so the weights pay for it.

// The v2 macro re-exports the generated module, an import unused in some builds.
#![allow(unused_imports)]

use super::*;
use ark_ec::pairing::Pairing;
use ark_groth16::{Proof, VerifyingKey};
use ark_serialize::CanonicalDeserialize;
use ec_bench_ops::fixtures;
use ec_groth16::engines::native;
use frame_benchmarking::v2::*;
use frame_support::traits::fungible::Mutate;
use frame_system::RawOrigin;

/// A compressed key, a compressed proof and inputs for `n` public inputs on `curve`.
fn instance<T: Config>(
    curve: Curve,
    n: u32,
) -> Result<(KeyBytes<T>, ProofBytes, PublicInputs<T>), BenchmarkError> {
    let (vk, proof, inputs) = with_engine!(curve, native, |E| {
        let (vk, proof, inputs) = fixtures::groth16::<E>(n);
        let vk = VerifyingKey::<E>::deserialize_uncompressed(&vk[..])
            .map_err(|_| BenchmarkError::Stop("fixture key"))?;
        let mut compressed = Vec::new();
        vk.serialize_compressed(&mut compressed)
            .map_err(|_| BenchmarkError::Stop("fixture key"))?;
        let proof = Proof::<E>::deserialize_uncompressed(&proof[..])
            .map_err(|_| BenchmarkError::Stop("fixture proof"))?;
        let mut compressed_proof = Vec::new();
        proof
            .serialize_compressed(&mut compressed_proof)
            .map_err(|_| BenchmarkError::Stop("fixture proof"))?;
        let scalar = <E as Pairing>::ScalarField::from(0u64).compressed_size();
        // `inputs` is an arkworks Vec: an 8-byte count, then the scalars.
        let inputs: Vec<Vec<u8>> = inputs[8..].chunks(scalar).map(<[u8]>::to_vec).collect();
        (compressed, compressed_proof, inputs)
    });
    let inputs: Vec<Scalar> = inputs
        .into_iter()
        .map(|x| x.try_into().map_err(|_| BenchmarkError::Stop("scalar")))
        .collect::<Result<_, _>>()?;
    Ok((
        vk.try_into()
            .map_err(|_| BenchmarkError::Stop("MaxKeyBytes too small"))?,
        proof
            .try_into()
            .map_err(|_| BenchmarkError::Stop("proof"))?,
        inputs
            .try_into()
            .map_err(|_| BenchmarkError::Stop("MaxPublicInputs"))?,
    ))
}

/// The registering origin, its account funded for the deposit.
fn register_origin<T: Config>() -> Result<T::RuntimeOrigin, BenchmarkError> {
    let origin =
        T::RegisterOrigin::try_successful_origin().map_err(|_| BenchmarkError::Weightless)?;
    if let Ok(Some(who)) = T::RegisterOrigin::try_origin(origin.clone()) {
        let funds = T::KeyDepositPerByte::get()
            .saturating_mul(MaxPreparedBytes::<T>::get().into())
            .saturating_add(T::KeyDepositBase::get())
            .saturating_mul(10u32.into());
        T::Currency::set_balance(&who, funds);
    }
    Ok(origin)
}

/// Registers the key of `instance(curve, n)` (root, no deposit); its id, proof and inputs.
fn registered<T: Config>(
    curve: Curve,
    n: u32,
) -> Result<(KeyId, ProofBytes, PublicInputs<T>), BenchmarkError> {
    let (vk, proof, inputs) = instance::<T>(curve, n)?;
    let (inputs_count, prepared, compressed) =
        with_engine!(curve, host, |E| Pallet::<T>::prepare::<E>(&vk))
            .map_err(|_| BenchmarkError::Stop("prepare"))?;
    let id = key_id::<T::AccountId>(curve, None, &compressed);
    let prepared = prepared
        .try_into()
        .map_err(|_| BenchmarkError::Stop("prepared size"))?;
    Keys::<T>::insert(
        id,
        StoredKey {
            curve,
            inputs: inputs_count,
            owner: None,
            prepared,
        },
    );
    Ok((id, proof, inputs))
}

/// The benchmarks of every pairing curve of the registry (`ec_groth16::pairing_curves!`).
macro_rules! curve_benchmarks {
    ($($curve:ident $Curve:ident $ark:ident $engine:ident $display:literal,)*) => { paste::paste! {
        #[benchmarks]
        mod benchmarks {
            use super::*;

            $(
                #[benchmark]
                fn [<register_vk_ $curve>](
                    n: Linear<0, { T::MaxPublicInputs::get() }>,
                ) -> Result<(), BenchmarkError> {
                    let (vk, _, _) = instance::<T>(Curve::$Curve, n)?;
                    let origin = register_origin::<T>()?;
                    #[extrinsic_call]
                    register_vk(origin as T::RuntimeOrigin, Curve::$Curve, vk);
                    assert_eq!(Keys::<T>::iter().count(), 1);
                    Ok(())
                }

                #[benchmark]
                fn [<verify_ $curve>](
                    n: Linear<0, { T::MaxPublicInputs::get() }>,
                ) -> Result<(), BenchmarkError> {
                    let (id, proof, inputs) = registered::<T>(Curve::$Curve, n)?;
                    #[extrinsic_call]
                    verify(RawOrigin::Signed(whitelisted_caller()), id, proof, inputs);
                    frame_system::Pallet::<T>::assert_last_event(
                        <T as frame_system::Config>::RuntimeEvent::from(Event::ProofVerified { id }),
                    );
                    Ok(())
                }

                #[benchmark]
                fn [<verify_batch_ $curve>](
                    b: Linear<1, { T::MaxBatch::get() }>,
                    n: Linear<0, { T::MaxPublicInputs::get() }>,
                ) -> Result<(), BenchmarkError> {
                    let (id, proof, inputs) = registered::<T>(Curve::$Curve, n)?;
                    let proofs: Batch<T> = alloc::vec![(proof, inputs); b as usize]
                        .try_into()
                        .map_err(|_| BenchmarkError::Stop("MaxBatch"))?;
                    #[extrinsic_call]
                    verify_batch(RawOrigin::Signed(whitelisted_caller()), id, proofs);
                    frame_system::Pallet::<T>::assert_last_event(
                        <T as frame_system::Config>::RuntimeEvent::from(
                            Event::BatchVerified { id, count: b },
                        ),
                    );
                    Ok(())
                }
            )*

            #[benchmark]
            fn remove_vk() -> Result<(), BenchmarkError> {
                // A key with a deposit, removed by the manager origin.
                let (vk, _, _) = instance::<T>(Curve::Bw6_761, T::MaxPublicInputs::get())?;
                let origin = register_origin::<T>()?;
                Pallet::<T>::register_vk(origin, Curve::Bw6_761, vk)
                    .map_err(|_| BenchmarkError::Stop("register"))?;
                let id = Keys::<T>::iter_keys().next().ok_or(BenchmarkError::Stop("no key"))?;
                let manager =
                    T::ManagerOrigin::try_successful_origin().map_err(|_| BenchmarkError::Weightless)?;
                #[extrinsic_call]
                remove_vk(manager as T::RuntimeOrigin, id);
                assert_eq!(Keys::<T>::iter().count(), 0);
                Ok(())
            }

            impl_benchmark_test_suite!(Pallet, crate::mock::new_test_ext(), crate::mock::Test);
        }
    }};
}

ec_groth16::pairing_curves!(curve_benchmarks);
