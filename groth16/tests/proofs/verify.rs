//! Per curve, proofs from ark-groth16's prover: valid ones verify and every kind of bad one
//! fails, compressed and uncompressed, natively and through the host types; the pallet's path
//! (`verify_prepared`: a prepared key, one proof or a batch) agrees with one-by-one
//! verification.

use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup};
use ark_groth16::{prepare_verifying_key, Proof};
use ark_serialize::CanonicalSerialize;
use ec_groth16::{
    decode_inputs, decode_proof, decode_vk,
    engines::{host, native},
    packed_inputs, packed_proof, prepared_key, prepared_size, testing, verify, verify_encoded,
    verify_prepared, with_engine, Curve, Error, PreparedEngine,
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
fn single_proofs<N: PreparedEngine + ark_substrate::PairingCheck>(curve: Curve) {
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
    // The prepared key as the pallet stores it, and the pallet's path, both encodings.
    let stored = prepared_key(&vk);
    assert_eq!(stored.len(), prepared_size::<N>(2));
    for compressed in [true, false] {
        let item = |proof: &Proof<N>, inputs: &[N::ScalarField]| {
            let mut packed = Vec::new();
            packed_inputs::<N, _>(&inputs_bytes(inputs), &mut packed).unwrap();
            (
                packed_proof::<N>(&bytes(proof, compressed)).unwrap(),
                packed,
            )
        };
        assert_eq!(
            verify_prepared::<N>(&stored, &[item(&proof, &inputs)]),
            Ok(true),
            "{curve}"
        );
        assert_eq!(
            verify_prepared::<N>(&stored, &[item(&tampered, &inputs)]),
            Ok(false),
            "{curve}"
        );
    }
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

/// The pallet's items: compressed proofs and their inputs, each list concatenated.
fn packed<N: PreparedEngine>(items: &[(Proof<N>, Vec<N::ScalarField>)]) -> Vec<(Vec<u8>, Vec<u8>)> {
    items
        .iter()
        .map(|(proof, inputs)| {
            let mut packed = Vec::new();
            packed_inputs::<N, _>(&inputs_bytes(inputs), &mut packed).unwrap();
            (bytes(proof, true), packed)
        })
        .collect()
}

fn verify_batch<N: PreparedEngine>(
    key: &[u8],
    items: &[(Proof<N>, Vec<N::ScalarField>)],
) -> Result<bool, Error> {
    verify_prepared::<N>(key, &packed(items))
}

fn batches<N: PreparedEngine>(curve: Curve) {
    let (pk, vk) = testing::setup::<N>(1);
    let pvk = prepared_key(&vk);
    let items: Vec<_> = (0..6)
        .map(|i| testing::prove::<N>(&pk, 3 + i, 20 + i))
        .collect();
    assert_eq!(verify_batch(&pvk, &items), Ok(true), "{curve}");
    assert_eq!(verify_batch(&pvk, &items[..1]), Ok(true), "{curve}");
    assert_eq!(verify_batch::<N>(&pvk, &[]), Ok(true));
    // One bad proof among good ones, in every position.
    for bad in 0..items.len() {
        let mut items = items.clone();
        items[bad].1[0] += N::ScalarField::from(1u64);
        assert_eq!(verify_batch(&pvk, &items), Ok(false), "{curve} bad {bad}");
    }
    // Two proofs swapped between their inputs.
    let mut swapped = items.clone();
    let first = swapped[0].1.clone();
    swapped[0].1 = swapped[1].1.clone();
    swapped[1].1 = first;
    assert_eq!(verify_batch(&pvk, &swapped), Ok(false), "{curve} swapped");
    // Through the host types (one host call), from the same bytes.
    let host = with_engine!(curve, host, |H| {
        let key = prepared_key(&decode_vk::<H>(&bytes(&vk, true)).unwrap());
        assert_eq!(key, pvk, "{curve}: the same key bytes");
        verify_prepared::<H>(&key, &packed(&items))
    });
    assert_eq!(host, Ok(true), "{curve} host");
}

#[test]
fn batches_on_every_curve() {
    for curve in Curve::ALL {
        with_engine!(curve, native, |N| batches::<N>(curve));
    }
}
