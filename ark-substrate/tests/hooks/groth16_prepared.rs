//! `Groth16VerifyPrepared`, the pallet's path: the `Host` hooks (one `groth16_verify_prepared`
//! host call), the `Arkworks`, `WasmArkworks` and `Rfc163` hooks (the same code in place, over
//! their types) and the host function's code over the plain engine all give ark-groth16's
//! answer, for random batches of valid and tampered proofs under trapdoor keys, and the same
//! errors; so does each one's `groth16_verify_registered` (the key's subgroups not checked in
//! place), on these keys whose points are all in their subgroups.
//!
//! `groth16_verify_prepared_and_check` (Groth16 and a pairing check with one final
//! exponentiation) likewise, on every path, against ark-groth16's answer and the pairs' product
//! computed by arkworks' pairing.

use crate::groth16::outside_subgroup;
use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup};
use ark_ff::{Field, One, UniformRand};
use ark_groth16::{prepare_verifying_key, Groth16, Proof, VerifyingKey};
use ark_serialize::CanonicalSerialize;
use ark_std::rand::{rngs::StdRng, Rng, SeedableRng};
use ark_substrate::{
    Arkworks, Groth16VerifyPrepared, Host, PairingCurve, PairingHooks, PairingModel, Rfc163,
    WasmArkworks,
};
use ec_host_primitives::{
    encoding,
    native::{self, Groth16Arithmetic},
    Error, PairingLimits,
};

/// A key made from known scalars, so that valid proofs are quick to make: `A = aG`, `B = bH`,
/// `C = cG` with `ab = αβ + Lγ + cδ`.
struct Trapdoor<E: Pairing> {
    scalars: [E::ScalarField; 4],
    abc: Vec<E::ScalarField>,
    vk: VerifyingKey<E>,
}

impl<E: Pairing> Trapdoor<E> {
    fn new(n: usize, rng: &mut StdRng) -> Self {
        let scalars = [(); 4].map(|()| E::ScalarField::rand(rng));
        let abc: Vec<E::ScalarField> = (0..=n).map(|_| E::ScalarField::rand(rng)).collect();
        let [alpha, beta, gamma, delta] = scalars;
        let (g, h) = (E::G1Affine::generator(), E::G2Affine::generator());
        let vk = VerifyingKey {
            alpha_g1: (g * alpha).into_affine(),
            beta_g2: (h * beta).into_affine(),
            gamma_g2: (h * gamma).into_affine(),
            delta_g2: (h * delta).into_affine(),
            gamma_abc_g1: abc.iter().map(|s| (g * s).into_affine()).collect(),
        };
        Trapdoor { scalars, abc, vk }
    }

    fn prove(&self, inputs: &[E::ScalarField], rng: &mut StdRng) -> Proof<E> {
        let [alpha, beta, gamma, delta] = self.scalars;
        let [a, b] = [(); 2].map(|()| E::ScalarField::rand(rng));
        let l = self.abc[0]
            + self.abc[1..]
                .iter()
                .zip(inputs)
                .map(|(x, y)| *x * y)
                .sum::<E::ScalarField>();
        let c = (a * b - alpha * beta - l * gamma) * delta.inverse().unwrap();
        Proof {
            a: (E::G1Affine::generator() * a).into_affine(),
            b: (E::G2Affine::generator() * b).into_affine(),
            c: (E::G1Affine::generator() * c).into_affine(),
        }
    }

    /// The host function's key, with `alpha_beta` as its `e(α, β)`.
    fn key(&self, alpha_beta: E::TargetField) -> Vec<u8> {
        let mut key = Vec::new();
        encoding::write(&self.vk.alpha_g1, &mut key);
        encoding::write(&self.vk.beta_g2, &mut key);
        encoding::write(&alpha_beta, &mut key);
        encoding::write(&self.vk.gamma_g2, &mut key);
        encoding::write(&self.vk.delta_g2, &mut key);
        key.extend(encoding::write_list(&self.vk.gamma_abc_g1));
        key
    }
}

fn packed<E: Pairing>(proofs: &[Proof<E>]) -> Vec<u8> {
    let mut out = Vec::new();
    for proof in proofs {
        proof.a.serialize_compressed(&mut out).unwrap();
        proof.b.serialize_compressed(&mut out).unwrap();
        proof.c.serialize_compressed(&mut out).unwrap();
    }
    out
}

/// The four paths on the same bytes, asserted to agree; their answer.
fn all_paths<E>(name: &str, key: &[u8], proofs: &[u8], inputs: &[u8]) -> Result<bool, Error>
where
    E: PairingCurve + PairingLimits + Groth16Arithmetic,
    Host: PairingHooks<E>,
    Arkworks: PairingHooks<E>,
    Rfc163: PairingHooks<E>,
    WasmArkworks: PairingHooks<E>,
{
    let plain = native::verify_prepared::<E>(key, proofs, inputs);
    let host = PairingModel::<E, Host>::groth16_verify_prepared(key, proofs, inputs);
    let in_place = PairingModel::<E, Arkworks>::groth16_verify_prepared(key, proofs, inputs);
    let rfc163 = PairingModel::<E, Rfc163>::groth16_verify_prepared(key, proofs, inputs);
    assert_eq!(host, plain, "{name}: Host");
    assert_eq!(in_place, plain, "{name}: Arkworks");
    assert_eq!(rfc163, plain, "{name}: Rfc163");
    let wasm = PairingModel::<E, WasmArkworks>::groth16_verify_prepared(key, proofs, inputs);
    assert_eq!(wasm, plain, "{name}: WasmArkworks");
    // Every key here has its points in their subgroups, as a registered key does: the
    // registered path (no subgroup checks of the key in place) answers the same, errors too.
    let registered = [
        native::verify_registered::<E>(key, proofs, inputs),
        PairingModel::<E, Host>::groth16_verify_registered(key, proofs, inputs),
        PairingModel::<E, Arkworks>::groth16_verify_registered(key, proofs, inputs),
        PairingModel::<E, Rfc163>::groth16_verify_registered(key, proofs, inputs),
        PairingModel::<E, WasmArkworks>::groth16_verify_registered(key, proofs, inputs),
    ];
    for (path, answer) in ["plain", "Host", "Arkworks", "Rfc163", "WasmArkworks"]
        .into_iter()
        .zip(registered)
    {
        assert_eq!(answer, plain, "{name}: registered, {path}");
    }
    plain
}

/// Random rounds of a test: `full`, halved on BW6-761, whose 761-bit field makes each one slow
/// (the rounds run the same code on every curve; BW6-761's own arithmetic is in every round).
fn rounds<E: Pairing>(full: usize) -> usize {
    use ark_ff::PrimeField;
    if E::BaseField::MODULUS_BIT_SIZE > 384 {
        full / 2
    } else {
        full
    }
}

fn prepared<E>(name: &str)
where
    E: PairingCurve + PairingLimits + Groth16Arithmetic,
    Host: PairingHooks<E>,
    Arkworks: PairingHooks<E>,
    Rfc163: PairingHooks<E>,
    WasmArkworks: PairingHooks<E>,
{
    let rng = &mut StdRng::seed_from_u64(0x9e7);
    // Random shapes: 1 to 5 proofs of 0 to 3 inputs, each tampered (one of A, B, C moved, or
    // an input changed) with probability 1/3. The batch holds iff every proof does, as
    // ark-groth16 says one by one.
    for round in 0..rounds::<E>(12) {
        let n = rng.gen_range(0..=3);
        let trapdoor = Trapdoor::<E>::new(n, rng);
        let pvk = prepare_verifying_key(&trapdoor.vk);
        let key = trapdoor.key(pvk.alpha_g1_beta_g2);
        let k = rng.gen_range(1..=5);
        let (mut proofs, mut inputs) = (Vec::new(), Vec::new());
        for _ in 0..k {
            let mut x: Vec<E::ScalarField> = (0..n).map(|_| E::ScalarField::rand(rng)).collect();
            let mut proof = trapdoor.prove(&x, rng);
            match rng.gen_range(0..15) {
                0 => proof.a = moved(proof.a),
                1 => proof.b = moved(proof.b),
                2 => proof.c = moved(proof.c),
                3 | 4 if n > 0 => x[0] += E::ScalarField::one(),
                _ => {}
            }
            proofs.push(proof);
            inputs.push(x);
        }
        let expected = proofs
            .iter()
            .zip(&inputs)
            .all(|(proof, x)| Groth16::<E>::verify_proof(&pvk, proof, x).unwrap());
        let flat: Vec<E::ScalarField> = inputs.concat();
        let got = all_paths::<E>(
            &format!("{name} round {round}"),
            &key,
            &packed(&proofs),
            &encoding::write_list(&flat),
        );
        assert_eq!(got, Ok(expected), "{name} round {round}: k = {k}, n = {n}");
    }

    let trapdoor = Trapdoor::<E>::new(2, rng);
    let pvk = prepare_verifying_key(&trapdoor.vk);
    let key = trapdoor.key(pvk.alpha_g1_beta_g2);
    let xs: Vec<Vec<E::ScalarField>> = (0..3)
        .map(|_| (0..2).map(|_| E::ScalarField::rand(rng)).collect())
        .collect();
    let proofs: Vec<Proof<E>> = xs.iter().map(|x| trapdoor.prove(x, rng)).collect();
    let bytes = packed(&proofs);
    let flat = encoding::write_list(&xs.concat());
    assert_eq!(all_paths::<E>(name, &key, &bytes, &flat), Ok(true));
    // Two proofs' inputs swapped: both invalid, the batch too.
    let swapped = encoding::write_list(&[xs[1].clone(), xs[0].clone(), xs[2].clone()].concat());
    assert_eq!(all_paths::<E>(name, &key, &bytes, &swapped), Ok(false));
    // A key whose e(α, β) is wrong: one proof fails against it, a batch uses α and β.
    let wrong_key = trapdoor.key(E::TargetField::one());
    let one = packed(&proofs[..1]);
    let one_inputs = encoding::write_list(&xs[0]);
    assert_eq!(
        all_paths::<E>(name, &wrong_key, &one, &one_inputs),
        Ok(false)
    );
    assert_eq!(all_paths::<E>(name, &wrong_key, &bytes, &flat), Ok(true));
    // Lengths: an input short, no proofs.
    let short = &flat[..flat.len() - 1];
    let error = Err(Error::LengthMismatch);
    assert_eq!(all_paths::<E>(name, &key, &bytes, short), error);
    assert_eq!(all_paths::<E>(name, &key, &[], &[]), error);
    // B outside the subgroup (where G2 has a cofactor).
    if let Some(outside) = outside_subgroup::<E::G2Affine>(rng) {
        let mut bad = proofs.clone();
        bad[1].b = outside;
        assert_eq!(
            all_paths::<E>(name, &key, &packed(&bad), &flat),
            Err(Error::NotInSubgroup)
        );
        b_outside_and_other_errors::<E>(name, &key, &proofs, &xs, outside);
    }
}

/// A proof's `B` outside its subgroup, with other errors before and after it in reading order,
/// and in a pair that the Miller loop skips: every path gives the first error, as reading with
/// every check in order finds it. (`WasmArkworks` on the BLS12 curves reads `B` without that
/// check and takes it from the loop, or checks it after an error or where the loop skips.)
fn b_outside_and_other_errors<E>(
    name: &str,
    key: &[u8],
    proofs: &[Proof<E>],
    xs: &[Vec<E::ScalarField>],
    outside: <E as Pairing>::G2Affine,
) where
    E: PairingCurve + PairingLimits + Groth16Arithmetic,
    Host: PairingHooks<E>,
    Arkworks: PairingHooks<E>,
    Rfc163: PairingHooks<E>,
    WasmArkworks: PairingHooks<E>,
{
    let g1_packed = encoding::compressed_size_of::<<E as Pairing>::G1Affine>();
    let proof_size = 2 * g1_packed + encoding::compressed_size_of::<<E as Pairing>::G2Affine>();
    let scalar_size = encoding::size_of::<E::ScalarField>();
    let flat = encoding::write_list(&xs.concat());
    let mut bad = proofs.to_vec();
    bad[1].b = outside;
    let (good_bytes, bad_bytes) = (packed(proofs), packed(&bad));
    // The bytes of `proofs` with the G1 point at `at` replaced by bytes of no point.
    let broken = |bytes: &[u8], at: usize| {
        let mut bytes = bytes.to_vec();
        let point = &mut bytes[at..at + g1_packed];
        point.copy_from_slice(&off_curve::<<E as Pairing>::G1Affine>(point));
        bytes
    };
    let expect = |what: &str, proofs: &[u8], inputs: &[u8], expected: Result<bool, Error>| {
        let got = all_paths::<E>(&format!("{name}: {what}"), key, proofs, inputs);
        assert_eq!(got, expected, "{name}: {what}");
    };
    // Errors after the second proof's B: its C, the third proof's A, the first input.
    let c_of_second = proof_size + proof_size - g1_packed;
    let after = Err(Error::NotInSubgroup);
    expect("then C", &broken(&bad_bytes, c_of_second), &flat, after);
    expect("then A", &broken(&bad_bytes, 2 * proof_size), &flat, after);
    let mut large = flat.clone();
    large[..scalar_size].fill(0xff);
    expect("then an input", &bad_bytes, &large, after);
    let large_alone = all_paths::<E>(name, key, &good_bytes, &large);
    assert_eq!(large_alone, Err(Error::InvalidEncoding), "{name}");
    // An error before it, the first proof's A: that error, as without B outside.
    let first_alone = all_paths::<E>(name, key, &broken(&good_bytes, 0), &flat);
    assert!(
        first_alone.is_err() && first_alone != after,
        "{name}: {first_alone:?}"
    );
    expect("A before", &broken(&bad_bytes, 0), &flat, first_alone);
    // A the identity: the loop skips the pair `(A, B)` (one proof, and `(r·A, B)` in a batch).
    bad[1].a = identity(bad[1].a);
    expect("A zero, a batch", &packed(&bad), &flat, after);
    let one_inputs = encoding::write_list(&xs[1]);
    expect("A zero, one proof", &packed(&bad[1..2]), &one_inputs, after);
    // B outside in every position of a batch, and in one proof.
    for at in 0..proofs.len() {
        let mut bad = proofs.to_vec();
        bad[at].b = outside;
        expect("B in a batch", &packed(&bad), &flat, after);
        let inputs = encoding::write_list(&xs[at]);
        expect("B alone", &packed(&bad[at..=at]), &inputs, after);
    }
}

/// The compressed bytes `point` with the low byte of its `x` moved until they read as no point
/// (half of all `x` have none).
fn off_curve<A: encoding::Point + Default>(point: &[u8]) -> Vec<u8> {
    (1..=u8::MAX)
        .map(|step| {
            let mut bytes = point.to_vec();
            bytes[0] = bytes[0].wrapping_add(step);
            bytes
        })
        .find(|bytes| encoding::read_compressed_point::<A>(bytes).is_err())
        .expect("an x of no point within 255 steps")
}

/// The paths of `groth16_verify_prepared_and_check` on the same bytes, asserted to agree (the
/// registered ones too when `registered`: the points are all in their subgroups); their answer.
fn all_paths_and_check<E>(
    name: &str,
    [key, proofs, inputs, g1, g2]: [&[u8]; 5],
    registered: bool,
) -> Result<bool, Error>
where
    E: PairingCurve + PairingLimits + Groth16Arithmetic,
    Host: PairingHooks<E>,
    Arkworks: PairingHooks<E>,
    Rfc163: PairingHooks<E>,
    WasmArkworks: PairingHooks<E>,
{
    let plain = native::verify_prepared_and_check::<E>(key, proofs, inputs, g1, g2);
    let paths = [
        (
            "Host",
            PairingModel::<E, Host>::groth16_verify_prepared_and_check(key, proofs, inputs, g1, g2),
        ),
        (
            "Arkworks",
            PairingModel::<E, Arkworks>::groth16_verify_prepared_and_check(
                key, proofs, inputs, g1, g2,
            ),
        ),
        (
            "Rfc163",
            PairingModel::<E, Rfc163>::groth16_verify_prepared_and_check(
                key, proofs, inputs, g1, g2,
            ),
        ),
        (
            "WasmArkworks",
            PairingModel::<E, WasmArkworks>::groth16_verify_prepared_and_check(
                key, proofs, inputs, g1, g2,
            ),
        ),
    ];
    for (path, answer) in paths {
        assert_eq!(answer, plain, "{name}: {path}");
    }
    if registered {
        let paths = [
            (
                "plain",
                native::verify_registered_and_check::<E>(key, proofs, inputs, g1, g2),
            ),
            (
                "Host",
                PairingModel::<E, Host>::groth16_verify_registered_and_check(
                    key, proofs, inputs, g1, g2,
                ),
            ),
            (
                "Arkworks",
                PairingModel::<E, Arkworks>::groth16_verify_registered_and_check(
                    key, proofs, inputs, g1, g2,
                ),
            ),
            (
                "Rfc163",
                PairingModel::<E, Rfc163>::groth16_verify_registered_and_check(
                    key, proofs, inputs, g1, g2,
                ),
            ),
            (
                "WasmArkworks",
                PairingModel::<E, WasmArkworks>::groth16_verify_registered_and_check(
                    key, proofs, inputs, g1, g2,
                ),
            ),
        ];
        for (path, answer) in paths {
            assert_eq!(answer, plain, "{name}: registered, {path}");
        }
    }
    plain
}

/// `m` pairs `(x_j·G, y_j·H)` whose product is one (`Σ x_j·y_j = 0`), or, if `broken`, not;
/// the identity where a scalar is zero. Their scalars, then the points' encodings.
fn pairs<E: Pairing>(m: usize, broken: bool, rng: &mut StdRng) -> (bool, Vec<u8>, Vec<u8>) {
    let mut x: Vec<E::ScalarField> = (0..m).map(|_| E::ScalarField::rand(rng)).collect();
    let mut y: Vec<E::ScalarField> = (0..m).map(|_| E::ScalarField::rand(rng)).collect();
    if m > 0 {
        if rng.gen_range(0..4) == 0 {
            x[0] = E::ScalarField::from(0u8);
        }
        let last = m - 1;
        x[last] = E::ScalarField::rand(rng);
        let rest: E::ScalarField = x[..last].iter().zip(&y).map(|(a, b)| *a * b).sum();
        y[last] = -rest * x[last].inverse().unwrap();
        if broken {
            y[last] += E::ScalarField::one();
        }
    }
    let g1: Vec<E::G1Affine> = x
        .iter()
        .map(|s| (E::G1Affine::generator() * s).into_affine())
        .collect();
    let g2: Vec<E::G2Affine> = y
        .iter()
        .map(|s| (E::G2Affine::generator() * s).into_affine())
        .collect();
    // The product, by arkworks' pairing: the reference for the answer.
    let holds = m == 0 || E::multi_pairing(g1.clone(), g2.clone()).0.is_one();
    (holds, encoding::write_list(&g1), encoding::write_list(&g2))
}

fn and_check<E>(name: &str)
where
    E: PairingCurve + PairingLimits + Groth16Arithmetic,
    Host: PairingHooks<E>,
    Arkworks: PairingHooks<E>,
    Rfc163: PairingHooks<E>,
    WasmArkworks: PairingHooks<E>,
{
    let rng = &mut StdRng::seed_from_u64(0xac4);
    // Random shapes: 1 to 3 proofs of 0 to 2 inputs, each tampered with probability 1/4; 0 to 3
    // pairs, their product not one with probability 1/3. True iff ark-groth16 accepts every
    // proof and arkworks' pairing of the pairs is one.
    let (mut seen_true, mut seen_false) = (0, 0);
    for round in 0..rounds::<E>(16) {
        let n = rng.gen_range(0..=2);
        let trapdoor = Trapdoor::<E>::new(n, rng);
        let pvk = prepare_verifying_key(&trapdoor.vk);
        let key = trapdoor.key(pvk.alpha_g1_beta_g2);
        let k = rng.gen_range(1..=3);
        let (mut proofs, mut inputs) = (Vec::new(), Vec::new());
        for _ in 0..k {
            let mut x: Vec<E::ScalarField> = (0..n).map(|_| E::ScalarField::rand(rng)).collect();
            let mut proof = trapdoor.prove(&x, rng);
            match rng.gen_range(0..12) {
                0 => proof.a = moved(proof.a),
                1 => proof.c = moved(proof.c),
                2 if n > 0 => x[0] += E::ScalarField::one(),
                _ => {}
            }
            proofs.push(proof);
            inputs.push(x);
        }
        let groth16 = proofs
            .iter()
            .zip(&inputs)
            .all(|(proof, x)| Groth16::<E>::verify_proof(&pvk, proof, x).unwrap());
        let m = rng.gen_range(0..=3);
        let (product, g1, g2) = pairs::<E>(m, rng.gen_range(0..3) == 0, rng);
        let expected = groth16 && product;
        if expected {
            seen_true += 1;
        } else {
            seen_false += 1;
        }
        let (proofs, inputs) = (packed(&proofs), encoding::write_list(&inputs.concat()));
        let got = all_paths_and_check::<E>(
            &format!("{name} and_check round {round}"),
            [&key, &proofs, &inputs, &g1, &g2],
            true,
        );
        assert_eq!(
            got,
            Ok(expected),
            "{name} round {round}: k = {k}, n = {n}, m = {m}"
        );
    }
    assert!(seen_true > 0 && seen_false > 0, "{seen_true} {seen_false}");

    // A valid proof and valid pairs; then the pairs' G1 points negated (a product that is the
    // inverse of one: still one, so true) and one pair's G1 point moved (false).
    let trapdoor = Trapdoor::<E>::new(1, rng);
    let pvk = prepare_verifying_key(&trapdoor.vk);
    let key = trapdoor.key(pvk.alpha_g1_beta_g2);
    let x = vec![E::ScalarField::rand(rng)];
    let proof = packed(&[trapdoor.prove(&x, rng)]);
    let inputs = encoding::write_list(&x);
    let (_, g1, g2) = pairs::<E>(2, false, rng);
    let args = |g1: &[u8], g2: &[u8]| -> Result<bool, Error> {
        all_paths_and_check::<E>(name, [&key, &proof, &inputs, g1, g2], true)
    };
    assert_eq!(args(&g1, &g2), Ok(true));
    let size = encoding::size_of::<E::G1Affine>();
    let points: Vec<E::G1Affine> = g1
        .chunks(size)
        .map(|b| encoding::read_point(b).unwrap())
        .collect();
    let negated: Vec<E::G1Affine> = points.iter().map(|p| -*p).collect();
    assert_eq!(args(&encoding::write_list(&negated), &g2), Ok(true));
    let moved_one = [moved(points[0]), points[1]];
    assert_eq!(args(&encoding::write_list(&moved_one), &g2), Ok(false));
    // Counts that differ; too many pairs for the proofs limit; a G2 point outside its subgroup.
    let g2_size = encoding::size_of::<E::G2Affine>();
    assert_eq!(args(&g1, &g2[..g2_size]), Err(Error::LengthMismatch));
    let limit = E::PROOFS_LIMIT;
    let (many_g1, many_g2) = (g1[..size].repeat(limit), g2[..g2_size].repeat(limit));
    assert_eq!(args(&many_g1, &many_g2), Err(Error::TooManyElements));
    if let Some(outside) = outside_subgroup::<E::G2Affine>(rng) {
        let mut bad = g2.clone();
        bad[..g2_size].copy_from_slice(&encoding::write_list(&[outside]));
        let got = all_paths_and_check::<E>(name, [&key, &proof, &inputs, &g1, &bad], false);
        assert_eq!(got, Err(Error::NotInSubgroup));
        // The proof's B outside its subgroup: its error, also before a pair's G1 point that is
        // not on the curve (`y` moved), whose error comes after it in reading order.
        let mut proofs = vec![trapdoor.prove(&x, rng)];
        proofs[0].b = outside;
        let outside_b = packed(&proofs);
        let mut off = g1.clone();
        off[size / 2] = off[size / 2].wrapping_add(1);
        assert!(encoding::read_point::<<E as Pairing>::G1Affine>(&off[..size]).is_err());
        let off_alone = args(&off, &g2);
        assert!(
            off_alone.is_err() && off_alone != got,
            "{name}: {off_alone:?}"
        );
        for g1 in [&g1, &off] {
            let got = all_paths_and_check::<E>(name, [&key, &outside_b, &inputs, g1, &g2], true);
            assert_eq!(got, Err(Error::NotInSubgroup), "{name}");
        }
    }
}

/// The identity of `p`'s group.
fn identity<A: AffineRepr>(_: A) -> A {
    A::zero()
}

/// `p` plus the generator: another point of the subgroup.
fn moved<A: AffineRepr>(p: A) -> A {
    (p + A::generator()).into()
}

#[test]
fn bls12_381() {
    prepared::<ark_bls12_381::Bls12_381>("bls12_381");
    and_check::<ark_bls12_381::Bls12_381>("bls12_381");
}

#[test]
fn bls12_377() {
    prepared::<ark_bls12_377::Bls12_377>("bls12_377");
    and_check::<ark_bls12_377::Bls12_377>("bls12_377");
}

#[test]
fn bw6_761() {
    prepared::<ark_bw6_761::BW6_761>("bw6_761");
    and_check::<ark_bw6_761::BW6_761>("bw6_761");
}

#[test]
fn bn254() {
    prepared::<ark_bn254::Bn254>("bn254");
    and_check::<ark_bn254::Bn254>("bn254");
}
