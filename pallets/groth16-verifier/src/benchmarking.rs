//! frame-benchmarking v2 benchmarks: registration, verification and batch verification for
//! every curve, with components for the number of public inputs `n` and the batch size `b`,
//! registration, verification and batch verification under keys with `c` commitments (gnark's
//! `Commit` API), and SP1's proofs with `v` bytes of public values.
//! Keys and proofs are valid instances (as costly to verify as a prover's:
//! `ec_bench_ops::fixtures::groth16`'s and `groth16_with_commitments`'), compressed:
//! decompression (a square root per point) is the costlier way to read both, and the calls
//! accept either encoding, so the weights pay for it.

// The v2 macro re-exports the generated module, an import unused in some builds.
#![allow(unused_imports)]

use super::*;
use ark_ec::pairing::Pairing;
use ark_groth16::{Proof, VerifyingKey};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use ec_bench_ops::fixtures;
use ec_groth16::engines::native;
use frame_benchmarking::v2::*;
use frame_support::traits::fungible::Mutate;
use frame_system::RawOrigin;

/// A key, a proof and its inputs, in the calls' types.
type Instance<T> = (KeyBytes<T>, ProofBytes<T>, PublicInputs<T>);
/// A key, a proof and its inputs, encoded.
type Encoded = (Vec<u8>, Vec<u8>, Vec<Vec<u8>>);

/// Bytes into the calls' bounded types.
fn bounded<T: Config>((vk, proof, inputs): Encoded) -> Result<Instance<T>, BenchmarkError> {
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

/// `fixtures::groth16_with_commitments` on `curve`, compressed, in the calls' types.
fn instance_with_commitments<T: Config>(
    curve: Curve,
    n: u32,
    c: u32,
) -> Result<Instance<T>, BenchmarkError> {
    let instance = with_engine!(curve, native, |E| {
        fixtures::groth16_with_commitments::<E>(n, c, ark_serialize::Compress::Yes)
    })
    .ok_or(BenchmarkError::Stop("committed instance"))?;
    bounded::<T>(instance)
}

/// `fixtures::groth16_with_commitments_batch` on `curve`, compressed, in the calls' types: a
/// key and `b` proofs (each with its own commitments) with their inputs.
fn batch_with_commitments<T: Config>(
    curve: Curve,
    n: u32,
    c: u32,
    b: u32,
) -> Result<(KeyBytes<T>, Batch<T>), BenchmarkError> {
    let (vk, proofs) = with_engine!(curve, native, |E| {
        fixtures::groth16_with_commitments_batch::<E>(n, c, b, ark_serialize::Compress::Yes)
    })
    .ok_or(BenchmarkError::Stop("committed batch"))?;
    let proofs = proofs
        .into_iter()
        .map(|(proof, inputs)| {
            let (_, proof, inputs) = bounded::<T>((Vec::new(), proof, inputs))?;
            Ok((proof, inputs))
        })
        .collect::<Result<Vec<_>, BenchmarkError>>()?;
    let vk = vk
        .try_into()
        .map_err(|_| BenchmarkError::Stop("MaxKeyBytes too small"))?;
    let proofs = proofs
        .try_into()
        .map_err(|_| BenchmarkError::Stop("MaxBatch"))?;
    Ok((vk, proofs))
}

/// A compressed key, a compressed proof and inputs for `n` public inputs on `curve`.
fn instance<T: Config>(curve: Curve, n: u32) -> Result<Instance<T>, BenchmarkError> {
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
    bounded::<T>((vk, proof, inputs))
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

/// Registers the key of `instance` (root, no deposit); its id, proof and inputs.
fn registered<T: Config>(
    curve: Curve,
    (vk, proof, inputs): Instance<T>,
) -> Result<(KeyId, ProofBytes<T>, PublicInputs<T>), BenchmarkError> {
    let (inputs_count, prepared, section, compressed) =
        with_engine!(curve, host, |E| Pallet::<T>::prepare::<E>(&vk))
            .map_err(|_| BenchmarkError::Stop("prepare"))?;
    let id = key_id::<T::AccountId>(curve, None, &compressed);
    Keys::<T>::insert(
        id,
        StoredKey {
            curve,
            inputs: inputs_count,
            owner: None,
            prepared: prepared
                .try_into()
                .map_err(|_| BenchmarkError::Stop("prepared size"))?,
            commitments: section
                .try_into()
                .map_err(|_| BenchmarkError::Stop("section size"))?,
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
                    let (id, proof, inputs) = registered::<T>(Curve::$Curve, instance::<T>(Curve::$Curve, n)?)?;
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
                    let (id, proof, inputs) = registered::<T>(Curve::$Curve, instance::<T>(Curve::$Curve, n)?)?;
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

                #[benchmark]
                fn [<register_vk_commitments_ $curve>](
                    n: Linear<0, { T::MaxPublicInputs::get() }>,
                    c: Linear<1, { T::MaxCommitments::get() }>,
                ) -> Result<(), BenchmarkError> {
                    let (vk, _, _) = instance_with_commitments::<T>(Curve::$Curve, n, c)?;
                    let origin = register_origin::<T>()?;
                    #[extrinsic_call]
                    register_vk(origin as T::RuntimeOrigin, Curve::$Curve, vk);
                    assert_eq!(Keys::<T>::iter().count(), 1);
                    Ok(())
                }

                #[benchmark]
                fn [<verify_commitments_ $curve>](
                    n: Linear<0, { T::MaxPublicInputs::get() }>,
                    c: Linear<1, { T::MaxCommitments::get() }>,
                ) -> Result<(), BenchmarkError> {
                    let instance = instance_with_commitments::<T>(Curve::$Curve, n, c)?;
                    let (id, proof, inputs) = registered::<T>(Curve::$Curve, instance)?;
                    #[extrinsic_call]
                    verify(RawOrigin::Signed(whitelisted_caller()), id, proof, inputs);
                    frame_system::Pallet::<T>::assert_last_event(
                        <T as frame_system::Config>::RuntimeEvent::from(Event::ProofVerified { id }),
                    );
                    Ok(())
                }

                #[benchmark]
                fn [<verify_batch_commitments_ $curve>](
                    b: Linear<1, { T::MaxBatch::get() }>,
                    n: Linear<0, { T::MaxPublicInputs::get() }>,
                    c: Linear<1, { T::MaxCommitments::get() }>,
                ) -> Result<(), BenchmarkError> {
                    let (vk, proofs) = batch_with_commitments::<T>(Curve::$Curve, n, c, b)?;
                    let (id, _, _) = registered::<T>(Curve::$Curve, (vk, Default::default(), Default::default()))?;
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

            /// SP1's template fixture under SP1 6.0's key with `v` bytes of public values: the
            /// whole call, envelope and Groth16 check, on SP1's own key and proof. With other
            /// public values than the fixture's the check runs to its end and fails, at the same
            /// cost (the pairing check has no early exit).
            #[benchmark]
            fn verify_sp1(
                v: Linear<0, { T::MaxSp1PublicValues::get() }>,
            ) -> Result<(), BenchmarkError> {
                let vk = include_bytes!("../../../groth16/fixtures/sp1/v6.0/chain/vk.bin");
                let proof = include_bytes!("../../../groth16/fixtures/sp1/v6.0/chain/proof.bin");
                let program = *include_bytes!("../../../groth16/fixtures/sp1/v6.0/chain/program.bin");
                let fixture_values: &[u8] =
                    include_bytes!("../../../groth16/fixtures/sp1/v6.0/chain/public_values.bin");
                let values = if v as usize == fixture_values.len() {
                    fixture_values.to_vec()
                } else {
                    alloc::vec![0x5a; v as usize]
                };
                let valid = values == fixture_values;
                let instance = bounded::<T>((vk.to_vec(), Vec::new(), Vec::new()))?;
                let (id, _, _) = registered::<T>(Curve::Bn254, instance)?;
                let values: Sp1PublicValues<T> =
                    values.try_into().map_err(|_| BenchmarkError::Stop("MaxSp1PublicValues"))?;
                let proof: Sp1Proof =
                    proof.to_vec().try_into().map_err(|_| BenchmarkError::Stop("SP1 proof"))?;
                let origin = RawOrigin::Signed(whitelisted_caller::<T::AccountId>());
                let result;
                #[block]
                {
                    result = Pallet::<T>::verify_sp1(origin.into(), id, program, values, proof);
                }
                if valid {
                    assert_eq!(result, Ok(()));
                } else {
                    assert_eq!(result, Err(Error::<T>::InvalidProof.into()));
                }
                Ok(())
            }

            impl_benchmark_test_suite!(Pallet, crate::mock::new_test_ext(), crate::mock::Test);
        }
    }};
}

ec_groth16::pairing_curves!(curve_benchmarks);
