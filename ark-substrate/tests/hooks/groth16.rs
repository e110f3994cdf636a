//! ark-groth16, unmodified, over the hooked types (`Host`, `Rfc163` and `WasmArkworks`): proofs made by plain
//! arkworks verify; tampered proofs, wrong public inputs and wrong keys do not. `Groth16Verify` (one fused host
//! call with host hooks, ark-groth16 on plain engines) agrees with ark-groth16 on every case and
//! rejects points outside the subgroup and input counts that do not fit the key.

use ark_ec::{AffineRepr, CurveGroup};
use ark_ff::Field;
use ark_groth16::{Groth16, Proof, VerifyingKey};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use ark_snark::SNARK;
use ark_std::{
    rand::{rngs::StdRng, Rng, SeedableRng},
    UniformRand,
};
use ark_substrate::{Groth16Error, Groth16Verify};

use crate::cubic::Cubic;

/// Moves a value between engines with the same encoding, validating on the way in.
fn to<T: CanonicalDeserialize>(value: &impl CanonicalSerialize) -> T {
    let mut bytes = Vec::new();
    value.serialize_compressed(&mut bytes).unwrap();
    T::deserialize_compressed(&bytes[..]).unwrap()
}

/// Whether `proof` verifies, asserted to agree on three paths: ark-groth16 over the host types
/// `H`, [`Groth16Verify`] over `H` (one fused host call) and [`Groth16Verify`] over plain `P`.
fn verifies<P: Groth16Verify, H: Groth16Verify<ScalarField = P::ScalarField>>(
    name: &str,
    vk: &VerifyingKey<H>,
    inputs: &[H::ScalarField],
    proof: &Proof<H>,
) -> bool {
    let ark = Groth16::<H>::verify(vk, inputs, proof).unwrap();
    let fused = H::groth16_verify(vk, proof, inputs);
    let plain = P::groth16_verify(&to(vk), &to(proof), inputs);
    assert_eq!(
        fused,
        Ok(ark),
        "{name}: fused host call against ark-groth16"
    );
    assert_eq!(
        plain,
        Ok(ark),
        "{name}: plain Groth16Verify against ark-groth16"
    );
    ark
}

/// Proves with plain arkworks `P`, verifies with the host-hooked engine `H`.
fn groth16<P: Groth16Verify, H: Groth16Verify<ScalarField = P::ScalarField>>(name: &str) {
    let rng = &mut StdRng::seed_from_u64(0x6716);
    let verifies = verifies::<P, H>;
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
            verifies(name, &host_vk, &public, &host_proof),
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
            !verifies(name, &host_vk, &wrong, &host_proof),
            "{name}: wrong input"
        );
        if inputs > 1 {
            let mut swapped = public.clone();
            swapped.swap(0, 1);
            assert!(
                !verifies(name, &host_vk, &swapped, &host_proof),
                "{name}: swapped"
            );
        }

        // Tampered proof: each element moved by a generator.
        let mut tampered = host_proof.clone();
        tampered.a = (tampered.a + H::G1Affine::generator()).into_affine();
        assert!(
            !verifies(name, &host_vk, &public, &tampered),
            "{name}: tampered a"
        );
        let mut tampered = host_proof.clone();
        tampered.b = (tampered.b + H::G2Affine::generator()).into_affine();
        assert!(
            !verifies(name, &host_vk, &public, &tampered),
            "{name}: tampered b"
        );
        let mut tampered = host_proof.clone();
        tampered.c = (tampered.c + H::G1Affine::generator()).into_affine();
        assert!(
            !verifies(name, &host_vk, &public, &tampered),
            "{name}: tampered c"
        );

        // Identity points, which the Miller loops skip.
        let mut zero = host_proof.clone();
        zero.a = H::G1Affine::zero();
        assert!(!verifies(name, &host_vk, &public, &zero), "{name}: A = 0");
        let mut zero = host_proof.clone();
        zero.c = H::G1Affine::zero();
        assert!(!verifies(name, &host_vk, &public, &zero), "{name}: C = 0");

        // A tampered encoding (one flipped byte) is rejected at decoding or at verification.
        let mut bytes = Vec::new();
        proof.serialize_compressed(&mut bytes).unwrap();
        bytes[5] ^= 0x01;
        if let Ok(decoded) = Proof::<H>::deserialize_compressed(&bytes[..]) {
            assert!(
                !verifies(name, &host_vk, &public, &decoded),
                "{name}: flipped byte"
            );
        }

        // The key of another circuit setup.
        let (_, other_vk) =
            Groth16::<P>::circuit_specific_setup(Cubic::<P::ScalarField> { x: None, inputs }, rng)
                .unwrap();
        let other_vk: VerifyingKey<H> = to(&other_vk);
        assert!(
            !verifies(name, &other_vk, &public, &host_proof),
            "{name}: wrong key"
        );

        // Input counts that do not fit the key.
        for count in [inputs - 1, inputs + 1] {
            let public: Vec<_> = (0..count).map(|_| P::ScalarField::rand(rng)).collect();
            let error = Err(Groth16Error::WrongInputCount);
            assert_eq!(
                H::groth16_verify(&host_vk, &host_proof, &public),
                error,
                "{name}"
            );
            assert_eq!(P::groth16_verify(&vk, &proof, &public), error, "{name}");
        }

        // Points outside the prime-order subgroup (made without checks), in the proof and in
        // the key.
        if let Some(bad) = outside_subgroup::<P::G1Affine>(rng) {
            let bad: H::G1Affine = unchecked(&bad);
            let mut bad_proof = host_proof.clone();
            bad_proof.c = bad;
            let mut bad_key = host_vk.clone();
            bad_key.gamma_abc_g1[inputs] = bad;
            for (vk, proof) in [(&host_vk, &bad_proof), (&bad_key, &host_proof)] {
                let error = Err(Groth16Error::InvalidPoint);
                assert_eq!(H::groth16_verify(vk, proof, &public), error, "{name}: G1");
                assert_eq!(
                    P::groth16_verify(&unchecked(vk), &unchecked(proof), &public),
                    error
                );
            }
        }
        if let Some(bad) = outside_subgroup::<P::G2Affine>(rng) {
            let mut bad_proof = host_proof.clone();
            bad_proof.b = unchecked(&bad);
            let error = Err(Groth16Error::InvalidPoint);
            assert_eq!(
                H::groth16_verify(&host_vk, &bad_proof, &public),
                error,
                "{name}: G2"
            );
            let plain_proof: Proof<P> = unchecked(&bad_proof);
            assert_eq!(
                P::groth16_verify(&vk, &plain_proof, &public),
                error,
                "{name}: G2"
            );
        }
    }
}

/// Moves a value between engines with the same encoding, without checks.
fn unchecked<T: CanonicalDeserialize>(value: &impl CanonicalSerialize) -> T {
    let mut bytes = Vec::new();
    value.serialize_uncompressed(&mut bytes).unwrap();
    T::deserialize_uncompressed_unchecked(&bytes[..]).unwrap()
}

/// A point on the curve outside the prime-order subgroup, if the curve has one.
pub(crate) fn outside_subgroup<A: AffineRepr>(rng: &mut StdRng) -> Option<A> {
    (0..1000).find_map(|_| {
        let mut seed = vec![0u8; A::zero().uncompressed_size()];
        rng.fill(&mut seed[..]);
        A::from_random_bytes(&seed).filter(|p| p.check().is_err())
    })
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

/// The same over the `Rfc163` hooks: RFC-0163's host functions on BLS12-381, in place on the
/// others.
#[test]
fn rfc163() {
    use ark_substrate::{bls12_377, bls12_381, bn254, bw6_761, Rfc163};
    groth16::<ark_bls12_381::Bls12_381, bls12_381::hooked::Bls12_381<Rfc163>>("rfc163 bls12_381");
    groth16::<ark_bls12_377::Bls12_377, bls12_377::hooked::Bls12_377<Rfc163>>("rfc163 bls12_377");
    groth16::<ark_bw6_761::BW6_761, bw6_761::hooked::BW6_761<Rfc163>>("rfc163 bw6_761");
    groth16::<ark_bn254::Bn254, bn254::hooked::Bn254<Rfc163>>("rfc163 bn254");
}

/// The same over the `WasmArkworks` hooks: in place, over fields shaped for Wasm.
#[test]
fn wasm_arkworks() {
    use ark_substrate::{bls12_377, bls12_381, bn254, bw6_761, WasmArkworks as W};
    groth16::<ark_bls12_381::Bls12_381, bls12_381::hooked::Bls12_381<W>>("wasm bls12_381");
    groth16::<ark_bls12_377::Bls12_377, bls12_377::hooked::Bls12_377<W>>("wasm bls12_377");
    groth16::<ark_bw6_761::BW6_761, bw6_761::hooked::BW6_761<W>>("wasm bw6_761");
    groth16::<ark_bn254::Bn254, bn254::hooked::Bn254<W>>("wasm bn254");
}

#[test]
fn bn254() {
    groth16::<ark_bn254::Bn254, ark_substrate::bn254::Bn254>("bn254");
}
