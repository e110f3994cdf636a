//! ark-groth16, unmodified, over the host-hooked types: proofs made by plain arkworks verify;
//! tampered proofs, wrong public inputs and wrong keys do not.

use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup};
use ark_ff::Field;
use ark_groth16::{Groth16, Proof, VerifyingKey};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use ark_snark::SNARK;
use ark_std::{
    rand::{rngs::StdRng, SeedableRng},
    UniformRand,
};

#[path = "common/cubic.rs"]
mod cubic;
use cubic::Cubic;

/// Moves a value between engines with the same encoding, validating on the way in.
fn to<T: CanonicalDeserialize>(value: &impl CanonicalSerialize) -> T {
    let mut bytes = Vec::new();
    value.serialize_compressed(&mut bytes).unwrap();
    T::deserialize_compressed(&bytes[..]).unwrap()
}

/// Proves with plain arkworks `P`, verifies with the host-hooked engine `H`.
fn groth16<P: Pairing, H: Pairing<ScalarField = P::ScalarField>>(name: &str) {
    let rng = &mut StdRng::seed_from_u64(0x6716);
    for inputs in [1, 3] {
        let circuit = Cubic::<P::ScalarField> { x: None, inputs };
        let (pk, vk) = Groth16::<P>::circuit_specific_setup(circuit, rng).unwrap();
        let x = P::ScalarField::rand(rng);
        let proof = Groth16::<P>::prove(&pk, Cubic { x: Some(x), inputs }, rng).unwrap();
        let public = Cubic::outputs(x, inputs);
        assert!(
            Groth16::<P>::verify(&vk, &public, &proof).unwrap(),
            "{name}: plain verify"
        );

        let host_vk: VerifyingKey<H> = to(&vk);
        let host_proof: Proof<H> = to(&proof);
        assert!(
            Groth16::<H>::verify(&host_vk, &public, &host_proof).unwrap(),
            "{name}: host verify"
        );

        // Prepared key, as a pallet would store it.
        let pvk = Groth16::<H>::process_vk(&host_vk).unwrap();
        assert!(
            Groth16::<H>::verify_with_processed_vk(&pvk, &public, &host_proof).unwrap(),
            "{name}"
        );

        // Wrong public input.
        let mut wrong = public.clone();
        wrong[0] += P::ScalarField::ONE;
        assert!(
            !Groth16::<H>::verify(&host_vk, &wrong, &host_proof).unwrap(),
            "{name}: wrong input"
        );
        if inputs > 1 {
            let mut swapped = public.clone();
            swapped.swap(0, 1);
            assert!(
                !Groth16::<H>::verify(&host_vk, &swapped, &host_proof).unwrap(),
                "{name}: swapped"
            );
        }

        // Tampered proof: each element moved by a generator.
        let mut tampered = host_proof.clone();
        tampered.a = (tampered.a + H::G1Affine::generator()).into_affine();
        assert!(
            !Groth16::<H>::verify(&host_vk, &public, &tampered).unwrap(),
            "{name}: tampered a"
        );
        let mut tampered = host_proof.clone();
        tampered.b = (tampered.b + H::G2Affine::generator()).into_affine();
        assert!(
            !Groth16::<H>::verify(&host_vk, &public, &tampered).unwrap(),
            "{name}: tampered b"
        );
        let mut tampered = host_proof.clone();
        tampered.c = (tampered.c + H::G1Affine::generator()).into_affine();
        assert!(
            !Groth16::<H>::verify(&host_vk, &public, &tampered).unwrap(),
            "{name}: tampered c"
        );

        // A tampered encoding (one flipped byte) is rejected at decoding or at verification.
        let mut bytes = Vec::new();
        proof.serialize_compressed(&mut bytes).unwrap();
        bytes[5] ^= 0x01;
        if let Ok(decoded) = Proof::<H>::deserialize_compressed(&bytes[..]) {
            assert!(
                !Groth16::<H>::verify(&host_vk, &public, &decoded).unwrap(),
                "{name}: flipped byte"
            );
        }

        // The key of another circuit setup.
        let (_, other_vk) =
            Groth16::<P>::circuit_specific_setup(Cubic::<P::ScalarField> { x: None, inputs }, rng)
                .unwrap();
        let other_vk: VerifyingKey<H> = to(&other_vk);
        assert!(
            !Groth16::<H>::verify(&other_vk, &public, &host_proof).unwrap(),
            "{name}: wrong key"
        );
    }
}

#[test]
fn bls12_381() {
    groth16::<ark_bls12_381::Bls12_381, ark_substrate::bls12_381::Bls12_381>("bls12_381");
}

#[test]
fn bls12_377() {
    groth16::<ark_bls12_377::Bls12_377, ark_substrate::bls12_377::Bls12_377>("bls12_377");
}

#[test]
fn bw6_761() {
    groth16::<ark_bw6_761::BW6_761, ark_substrate::bw6_761::BW6_761>("bw6_761");
}

#[test]
fn bn254() {
    groth16::<ark_bn254::Bn254, ark_substrate::bn254::Bn254>("bn254");
}
