//! Per curve, proofs from ark-groth16's prover: valid ones verify and every kind of bad one
//! fails, compressed and uncompressed, natively and through the host types; batches agree
//! with one-by-one verification.

use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup};
use ark_groth16::{prepare_verifying_key, Proof};
use ark_serialize::CanonicalSerialize;
use ec_groth16::{
    decode_inputs, decode_prepared_unchecked, decode_proof, decode_vk, encode_prepared,
    engines::{host, native},
    prepared_size, testing, verify, verify_batch, verify_encoded, with_engine, Curve, Error,
};

fn bytes<T: CanonicalSerialize>(value: &T, compressed: bool) -> Vec<u8> {
    let mut out = Vec::new();
    if compressed {
        value.serialize_compressed(&mut out).unwrap();
    } else {
        value.serialize_uncompressed(&mut out).unwrap();
    }
    out
}

fn inputs_bytes<F: CanonicalSerialize>(inputs: &[F]) -> Vec<Vec<u8>> {
    inputs.iter().map(|x| bytes(x, true)).collect()
}

/// Runs the checks of one curve with the native engine `N` and the host engine `H`.
fn single_proofs<N: Pairing>(curve: Curve) {
    let (pk, vk) = testing::setup::<N>(1);
    let (_, other_vk) = testing::setup::<N>(2);
    let (proof, inputs) = testing::prove::<N>(&pk, 3, 10);
    for compressed in [true, false] {
        let (vk, proof) = (bytes(&vk, compressed), bytes(&proof, compressed));
        let inputs = inputs_bytes(&inputs);
        assert_eq!(
            verify_encoded::<N, _>(&vk, &proof, &inputs),
            Ok(true),
            "{curve}"
        );
        // Through the host types (the host functions run natively in tests).
        let host = with_engine!(curve, host, |H| verify_encoded::<H, _>(
            &vk, &proof, &inputs
        ));
        assert_eq!(host, Ok(true), "{curve} host");
    }
    let pvk = prepare_verifying_key(&vk);
    // Wrong public input, swapped inputs, the wrong key.
    let mut wrong = inputs.clone();
    wrong[1] += N::ScalarField::from(1u64);
    assert_eq!(
        verify(&pvk, &proof, &wrong),
        Ok(false),
        "{curve} wrong input"
    );
    let swapped = vec![inputs[1], inputs[0]];
    assert_eq!(verify(&pvk, &proof, &swapped), Ok(false), "{curve} swapped");
    let other = prepare_verifying_key(&other_vk);
    assert_eq!(
        verify(&other, &proof, &inputs),
        Ok(false),
        "{curve} wrong key"
    );
    // Tampered proof: still valid points, wrong proof.
    let tampered = Proof::<N> {
        a: (proof.a + N::G1Affine::generator()).into_affine(),
        ..proof.clone()
    };
    assert_eq!(
        verify(&pvk, &tampered, &inputs),
        Ok(false),
        "{curve} tampered"
    );
    // Too few or too many inputs are an error, not a verification against zeroes.
    assert_eq!(
        verify(&pvk, &proof, &inputs[..1]),
        Err(Error::InputCount {
            expected: 2,
            found: 1
        })
    );
    let mut more = inputs.clone();
    more.push(N::ScalarField::from(0u64));
    assert_eq!(
        verify(&pvk, &proof, &more),
        Err(Error::InputCount {
            expected: 2,
            found: 3
        })
    );
    // A prepared key survives storage.
    let stored = encode_prepared(&pvk);
    assert_eq!(stored.len(), prepared_size::<N>(2));
    let restored = decode_prepared_unchecked::<N>(&stored).unwrap();
    assert_eq!(encode_prepared(&restored), stored);
    assert_eq!(verify(&restored, &proof, &inputs), Ok(true));
}

#[test]
fn single_proofs_on_every_curve() {
    for curve in Curve::ALL {
        with_engine!(curve, native, |N| single_proofs::<N>(curve));
    }
}

fn malformed<N: Pairing>(curve: Curve) {
    let (pk, vk) = testing::setup::<N>(1);
    let (proof, _) = testing::prove::<N>(&pk, 3, 10);
    let (vk, proof) = (bytes(&vk, true), bytes(&proof, true));
    assert_eq!(
        decode_vk::<N>(&vk[1..]).err(),
        Some(Error::VkLength),
        "{curve}"
    );
    assert_eq!(
        decode_proof::<N>(&proof[1..]).err(),
        Some(Error::ProofLength)
    );
    // x of the first point above the modulus (flags, in the last byte, kept).
    let g1 = N::G1Affine::zero().compressed_size();
    let mut bad = proof.clone();
    bad[..g1 - 1].fill(0xff);
    bad[g1 - 1] |= 0x3f;
    assert_eq!(
        decode_proof::<N>(&bad).err(),
        Some(Error::ProofPoint),
        "{curve}"
    );
    let mut bad = vk.clone();
    bad[..g1 - 1].fill(0xff);
    bad[g1 - 1] |= 0x3f;
    assert_eq!(decode_vk::<N>(&bad).err(), Some(Error::VkPoint), "{curve}");
    // A lying count: lengths no longer agree.
    let mut bad = vk.clone();
    let at = g1 + 3 * N::G2Affine::zero().compressed_size();
    bad[at] = 200;
    assert_eq!(decode_vk::<N>(&bad).err(), Some(Error::VkLength), "{curve}");
    // Inputs: wrong length, at or above the modulus.
    let size = N::ScalarField::from(0u64).compressed_size();
    assert_eq!(
        decode_inputs::<N::ScalarField, _>(&[vec![0u8; size + 1]]).err(),
        Some(Error::InputLength { index: 0 })
    );
    assert_eq!(
        decode_inputs::<N::ScalarField, _>(&[vec![0u8; size], vec![0xff; size]]).err(),
        Some(Error::InputRange { index: 1 })
    );
}

#[test]
fn malformed_bytes_are_errors() {
    for curve in Curve::ALL {
        with_engine!(curve, native, |N| malformed::<N>(curve));
    }
}

fn batches<N: Pairing>(curve: Curve) {
    let (pk, vk) = testing::setup::<N>(1);
    let pvk = prepare_verifying_key(&vk);
    let items: Vec<_> = (0..6)
        .map(|i| testing::prove::<N>(&pk, 3 + i, 20 + i))
        .collect();
    assert_eq!(verify_batch(&pvk, &items, b"key"), Ok(true), "{curve}");
    assert_eq!(verify_batch(&pvk, &items[..1], b"key"), Ok(true), "{curve}");
    assert_eq!(verify_batch::<N>(&pvk, &[], b"key"), Ok(true));
    // One bad proof among good ones, in every position.
    for bad in 0..items.len() {
        let mut items = items.clone();
        items[bad].1[0] += N::ScalarField::from(1u64);
        assert_eq!(
            verify_batch(&pvk, &items, b"key"),
            Ok(false),
            "{curve} bad {bad}"
        );
    }
    // Two proofs swapped between their inputs.
    let mut swapped = items.clone();
    let first = swapped[0].1.clone();
    swapped[0].1 = swapped[1].1.clone();
    swapped[1].1 = first;
    assert_eq!(
        verify_batch(&pvk, &swapped, b"key"),
        Ok(false),
        "{curve} swapped"
    );
    // Through the host types, from the same bytes.
    let host = with_engine!(curve, host, |H| {
        let pvk = prepare_verifying_key(&decode_vk::<H>(&bytes(&vk, true)).unwrap());
        let items: Vec<_> = items
            .iter()
            .map(|(proof, inputs)| {
                (
                    decode_proof::<H>(&bytes(proof, true)).unwrap(),
                    decode_inputs(&inputs_bytes(inputs)).unwrap(),
                )
            })
            .collect();
        verify_batch(&pvk, &items, b"key")
    });
    assert_eq!(host, Ok(true), "{curve} host");
}

#[test]
fn batches_on_every_curve() {
    for curve in Curve::ALL {
        with_engine!(curve, native, |N| batches::<N>(curve));
    }
}

#[test]
fn batch_challenges_depend_on_every_input() {
    type N = native::Bn254;
    let (pk, _) = testing::setup::<N>(1);
    let items: Vec<_> = (0..3).map(|i| testing::prove::<N>(&pk, 3 + i, i)).collect();
    let r = ec_groth16::batch_challenges::<N>(b"key", &items);
    assert_eq!(r.len(), 3);
    assert_ne!(r[0], r[1]);
    assert_ne!(r, ec_groth16::batch_challenges::<N>(b"other key", &items));
    let mut changed = items.clone();
    changed[2].1[1] += ark_bn254::Fr::from(1u64);
    assert_ne!(r[0], ec_groth16::batch_challenges::<N>(b"key", &changed)[0]);
}
