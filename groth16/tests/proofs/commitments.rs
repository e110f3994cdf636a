//! gnark's Groth16 with commitments (BSB22), against proofs gnark v0.14.0 made
//! (`fixtures/gnark/<curve>/{commit,commits,keccak}`, `fixtures/gnark/main.go`) and gnark-crypto's
//! hash to field (`fixtures/gnark/hash_to_field.json`): valid proofs verify natively and through
//! the host types, in both of gnark's encodings; every kind of tampering fails; malformed keys
//! and proofs are refused with the error that names them. Beside them, files others made:
//! sunspot's (Noir through gnark) and gnark's Solidity test keys.

use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup};
use ark_ff::Field;
use ark_groth16::{Proof, VerifyingKey};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize, Compress};
use ark_substrate::{
    Arkworks, Host, PairingCheck, PairingCurve, PairingModel, Rfc163, WasmArkworks,
};
use ec_groth16::{
    commitments::{self, expand_message_xmd, hash_to_field, PedersenKey, RegisteredKey},
    decode_key, decode_proof_with_commitments,
    engines::{host, native},
    formats::{gnark, parse_and_verify, public, Format, Named},
    key_shape, prepared_key, verify_encoded, verify_with_commitments, with_engine, CommitmentHash,
    CommitmentKeys, CommitmentProof, Curve, Error, PreparedEngine,
};
use std::path::Path;

fn read(path: &str) -> Vec<u8> {
    let root = std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo test");
    std::fs::read(Path::new(&root).join("fixtures/gnark").join(path)).unwrap()
}

/// The fixtures: directory, the hash gnark proved with, the number of commitments.
const FIXTURES: [(&str, CommitmentHash, usize); 3] = [
    ("commit", CommitmentHash::Bsb22, 1),
    ("commits", CommitmentHash::Bsb22, 2),
    ("keccak", CommitmentHash::Keccak256, 1),
];

/// A key, a proof and inputs, read.
#[derive(Clone, Debug, PartialEq)]
struct Case<E: Pairing> {
    vk: VerifyingKey<E>,
    keys: CommitmentKeys<E>,
    proof: Proof<E>,
    extension: CommitmentProof<E>,
    inputs: Vec<E::ScalarField>,
}

impl<E: PairingCheck> Case<E> {
    fn verify(&self, hash: CommitmentHash) -> Result<bool, Error> {
        verify_with_commitments(
            &self.vk,
            &self.keys,
            hash,
            &self.proof,
            &self.extension,
            &self.inputs,
        )
    }
}

fn load<E: PairingCurve>(dir: &str, raw: bool) -> Case<E> {
    let suffix = if raw { "raw.bin" } else { "bin" };
    let (vk, proof, inputs) = (
        read(&format!("{dir}/vk.{suffix}")),
        read(&format!("{dir}/proof.{suffix}")),
        read(&format!("{dir}/public.json")),
    );
    let (vk, keys) = gnark::verifying_key_with_commitments::<E>(Named("vk", &vk)).unwrap();
    let (proof, extension) = gnark::proof_with_commitments::<E>(Named("proof", &proof)).unwrap();
    let inputs = public::inputs(Named("public.json", &inputs)).unwrap();
    Case {
        vk,
        keys,
        proof,
        extension,
        inputs,
    }
}

/// The same value as a type of another engine of the curve (plain arkworks to host types).
fn convert<A: CanonicalSerialize, B: CanonicalDeserialize>(value: &A) -> B {
    let mut bytes = Vec::new();
    value.serialize_uncompressed(&mut bytes).unwrap();
    B::deserialize_uncompressed(&bytes[..]).unwrap()
}

fn to_host<N: Pairing, H: Pairing>(case: &Case<N>) -> Case<H> {
    Case {
        vk: convert(&case.vk),
        keys: CommitmentKeys {
            committed: case.keys.committed.clone(),
            keys: case
                .keys
                .keys
                .iter()
                .map(|key| PedersenKey {
                    g: convert(&key.g),
                    g_sigma_neg: convert(&key.g_sigma_neg),
                })
                .collect(),
        },
        proof: convert(&case.proof),
        extension: CommitmentProof {
            commitments: convert(&case.extension.commitments),
            pok: convert(&case.extension.pok),
        },
        inputs: convert(&case.inputs),
    }
}

fn other(hash: CommitmentHash) -> CommitmentHash {
    match hash {
        CommitmentHash::Bsb22 => CommitmentHash::Keccak256,
        CommitmentHash::Keccak256 => CommitmentHash::Bsb22,
    }
}

#[test]
fn gnark_commitment_proofs_verify() {
    for curve in Curve::ALL {
        for (fixture, hash, count) in FIXTURES {
            let dir = format!("{}/{fixture}", curve.name());
            with_engine!(curve, native, |N| {
                let case = load::<N>(&dir, false);
                assert_eq!(case.keys.len(), count, "{dir}");
                assert_eq!(case.extension.commitments.len(), count, "{dir}");
                // WriteRawTo holds the same key and proof.
                assert_eq!(load::<N>(&dir, true), case, "{dir}");
                assert_eq!(case.verify(hash), Ok(true), "{dir}");
                // The hash is part of the key: the other one gives other wires.
                assert_eq!(case.verify(other(hash)), Ok(false), "{dir}");
                with_engine!(curve, host, |H| {
                    // As the pallet verifies: against the stored key, in either encoding.
                    for compress in [Compress::Yes, Compress::No] {
                        assert_eq!(registered::<N, H>(&case, hash, compress), Ok(true), "{dir}");
                        assert_eq!(
                            registered::<N, H>(&case, other(hash), compress),
                            Ok(false),
                            "{dir}"
                        );
                    }
                    let case = to_host::<N, H>(&case);
                    assert_eq!(case.verify(hash), Ok(true), "{dir} host");
                    assert_eq!(case.verify(other(hash)), Ok(false), "{dir} host");
                });
            });
        }
    }
}

#[test]
fn the_second_commitment_commits_to_a_public_input_and_the_first_wire() {
    // main.go's TwoCommitments: Commit(x, y), then Commit(x², first); y is input 1, and the
    // first wire follows the two public inputs.
    let case = load::<native::Bn254>("bn254/commits", false);
    assert_eq!(case.keys.committed, vec![vec![1], vec![3]]);
    assert_eq!(case.vk.gamma_abc_g1.len(), 1 + 2 + 2);
}

/// Every kind of tampering with a valid case of one curve (plain arkworks `E`), refused by
/// `verify_with_commitments` and by the stored key's path over the host types `H`.
fn tampered<E: PairingCurve + PairingCheck, H: PreparedEngine + PairingCheck>(
    dir: &str,
    hash: CommitmentHash,
) {
    let case = load::<E>(dir, false);
    let g1 = E::G1Affine::generator();
    let moved = |p: E::G1Affine| (p + g1).into_affine();
    let fails = |case: &Case<E>, what: &str| {
        assert_eq!(case.verify(hash), Ok(false), "{dir}: {what}");
        assert_eq!(
            registered::<E, H>(case, hash, Compress::Yes),
            Ok(false),
            "{dir}: {what}, stored key"
        );
    };
    for i in 0..case.inputs.len() {
        let mut wrong = case.clone();
        wrong.inputs[i] += E::ScalarField::from(1u64);
        fails(&wrong, "an input");
    }
    for i in 0..case.extension.commitments.len() {
        let mut wrong = case.clone();
        wrong.extension.commitments[i] = moved(wrong.extension.commitments[i]);
        fails(&wrong, "a commitment");
        wrong.extension.commitments[i] = E::G1Affine::zero();
        fails(&wrong, "a commitment at the identity");
    }
    if case.extension.commitments.len() > 1 {
        let mut wrong = case.clone();
        wrong.extension.commitments.swap(0, 1);
        fails(&wrong, "commitments swapped");
    }
    let mut wrong = case.clone();
    wrong.extension.pok = moved(wrong.extension.pok);
    fails(&wrong, "the proof of knowledge");
    wrong.extension.pok = E::G1Affine::zero();
    fails(&wrong, "the proof of knowledge at the identity");
    // Commitments and proof of knowledge at the identity pass the knowledge check alone.
    let mut wrong = case.clone();
    wrong.extension.pok = E::G1Affine::zero();
    wrong.extension.commitments.fill(E::G1Affine::zero());
    fails(&wrong, "everything committed at the identity");
    let mut wrong = case.clone();
    wrong.proof.a = moved(wrong.proof.a);
    fails(&wrong, "Ar");

    // Counts that do not fit the key are errors.
    let mut short = case.clone();
    short.extension.commitments.pop();
    assert_eq!(short.verify(hash), Err(Error::ProofCommitment), "{dir}");
    let mut long = case.clone();
    long.extension.commitments.push(g1);
    assert_eq!(long.verify(hash), Err(Error::ProofCommitment), "{dir}");
    let mut fewer = case.clone();
    fewer.inputs.pop();
    // The count the key asks for: its public inputs, without the commitments' wires.
    let public = case.inputs.len() as u32;
    assert_eq!(
        fewer.verify(hash),
        Err(Error::InputCount {
            expected: public,
            found: public - 1
        }),
        "{dir}"
    );
    // Keys whose commitment section does not fit: positions outside the inputs and earlier
    // wires, lists and Pedersen keys of different counts, Pedersen keys with different [g]₂.
    let last = case.keys.len() - 1;
    let public = (case.vk.gamma_abc_g1.len() - 1 - case.keys.len()) as u64;
    for position in [0, public + last as u64 + 1] {
        let mut wrong = case.clone();
        wrong.keys.committed[last].push(position);
        assert_eq!(
            wrong.verify(hash),
            Err(Error::VkCommitment),
            "{dir} {position}"
        );
    }
    let mut wrong = case.clone();
    wrong.keys.committed.push(vec![]);
    assert_eq!(wrong.verify(hash), Err(Error::VkCommitment), "{dir}");
    let mut wrong = case.clone();
    let key = wrong.keys.keys[0].clone();
    wrong.keys.keys.push(PedersenKey {
        g: (key.g + E::G2Affine::generator()).into_affine(),
        ..key
    });
    wrong.keys.committed.push(vec![]);
    wrong.extension.commitments.push(g1);
    assert_eq!(wrong.verify(hash), Err(Error::VkCommitment), "{dir}");
}

#[test]
fn tampered_commitment_proofs_fail() {
    for curve in Curve::ALL {
        for (fixture, hash, _) in FIXTURES {
            let dir = format!("{}/{fixture}", curve.name());
            with_engine!(curve, native, |E| {
                with_engine!(curve, host, |H| tampered::<E, H>(&dir, hash))
            });
        }
    }
}

/// The byte offset where a compressed gnark key's commitment section starts, and where its
/// Pedersen keys start.
fn sections<E: Pairing>(vk: &[u8]) -> (usize, usize) {
    let g1 = E::G1Affine::zero().compressed_size();
    let g2 = E::G2Affine::zero().compressed_size();
    let u32_at = |at: usize| u32::from_be_bytes(vk[at..at + 4].try_into().unwrap()) as usize;
    let head = 3 * g1 + 3 * g2;
    let section = head + 4 + u32_at(head) * g1;
    let mut at = section + 4;
    for _ in 0..u32_at(section) {
        at += 4 + 8 * u32_at(at);
    }
    (section, at)
}

#[test]
fn keys_of_gnark_0_10_are_refused_with_commitments_and_read_without() {
    for curve in Curve::ALL {
        with_engine!(curve, native, |E| {
            let g2 = <E as Pairing>::G2Affine::zero().compressed_size();
            // gnark 0.10 wrote one Pedersen key, without a count, after the committed lists.
            let vk = read(&format!("{}/commit/vk.bin", curve.name()));
            let (_, keys) = sections::<E>(&vk);
            let one_key = &vk[keys + 4..keys + 4 + 2 * g2];
            let old = [&vk[..keys], one_key].concat();
            let e = gnark::verifying_key_with_commitments::<E>(Named("vk.bin", &old))
                .unwrap_err()
                .to_string();
            assert!(e.contains("written by gnark 0.9 or 0.10"), "{curve}: {e}");
            // A key without commitments: the same Groth16 key.
            let plain = read(&format!("{}/vk.bin", curve.name()));
            let (section, keys) = sections::<E>(&plain);
            assert_eq!(plain.len(), keys + 4, "{curve}: no commitment keys");
            let old = [&plain[..section + 4], one_key].concat();
            let read = |bytes: &[u8]| {
                gnark::verifying_key_with_commitments::<E>(Named("vk.bin", bytes)).unwrap()
            };
            assert_eq!(read(&old), read(&plain), "{curve}");
            assert!(read(&old).1.is_empty(), "{curve}");
        });
    }
}

/// A case in the on-chain encoding, compressed or not.
fn on_chain<E: Pairing>(case: &Case<E>, hash: CommitmentHash, compress: Compress) -> Encoded {
    let vk = commitments::encode_key(&case.vk, &case.keys, hash, compress).unwrap();
    let proof = commitments::encode_proof(&case.proof, &case.extension, compress).unwrap();
    let inputs = case
        .inputs
        .iter()
        .map(|x| {
            let mut bytes = Vec::new();
            x.serialize_compressed(&mut bytes).unwrap();
            bytes
        })
        .collect();
    (vk, proof, inputs)
}

type Encoded = (Vec<u8>, Vec<u8>, Vec<Vec<u8>>);

/// `case` verified as the pallet verifies it: the key in the on-chain encoding decoded and
/// checked, stored prepared with its section, then the proof in the on-chain encoding against
/// the stored key ([`RegisteredKey`] over the host types `H`).
fn registered<N: Pairing, H: PreparedEngine + PairingCheck>(
    case: &Case<N>,
    hash: CommitmentHash,
    compress: Compress,
) -> Result<bool, Error> {
    let (vk, proof, inputs) = on_chain(case, hash, compress);
    let (vk, keys, hash) = decode_key::<H>(&vk).unwrap();
    let key = prepared_key(&vk);
    let mut section = Vec::new();
    commitments::encode_section(&keys, hash, Compress::No, &mut section).unwrap();
    RegisteredKey::<H>::new(&key, &section)?.verify(&proof, &inputs)
}

#[test]
fn the_on_chain_encoding_carries_commitments_and_verifies_on_every_engine() {
    for curve in Curve::ALL {
        for (fixture, hash, count) in FIXTURES {
            let dir = format!("{}/{fixture}", curve.name());
            with_engine!(curve, native, |N| {
                let case = load::<N>(&dir, false);
                for compress in [Compress::Yes, Compress::No] {
                    let (vk, proof, inputs) = on_chain(&case, hash, compress);
                    let shape = key_shape::<N>(&vk).unwrap();
                    assert_eq!(shape.compressed, compress == Compress::Yes, "{dir}");
                    assert_eq!(shape.commitments as usize, count, "{dir}");
                    assert_eq!(shape.inputs as usize, case.inputs.len(), "{dir}");
                    assert_eq!(
                        shape.committed as usize,
                        case.keys.committed.iter().map(Vec::len).sum::<usize>()
                    );
                    // Read back as written, the hash with it.
                    assert_eq!(
                        decode_key::<N>(&vk),
                        Ok((case.vk.clone(), case.keys.clone(), hash)),
                        "{dir}"
                    );
                    assert_eq!(
                        decode_proof_with_commitments::<N>(&proof, count),
                        Ok((case.proof.clone(), case.extension.clone())),
                        "{dir}"
                    );
                    assert_eq!(verify_encoded::<N, _>(&vk, &proof, &inputs), Ok(true));
                    with_engine!(curve, host, |H| {
                        assert_eq!(
                            verify_encoded::<H, _>(&vk, &proof, &inputs),
                            Ok(true),
                            "{dir} host"
                        );
                    });
                    // The other hash, recorded in the key, gives other wires.
                    let (other_vk, _, _) = on_chain(&case, other(hash), compress);
                    assert_eq!(
                        verify_encoded::<N, _>(&other_vk, &proof, &inputs),
                        Ok(false)
                    );
                    // A proof cut short is the wrong length; without its commitments, the
                    // wrong length too, or (an uncompressed BW6-761 proof is as long as a
                    // compressed one with two commitments) points that do not decode.
                    let base = commitments::proof_size::<N>(0, compress);
                    assert_eq!(
                        verify_encoded::<N, _>(&vk, &proof[..proof.len() - 1], &inputs),
                        Err(Error::ProofLength),
                        "{dir}"
                    );
                    let plain = verify_encoded::<N, _>(&vk, &proof[..base], &inputs);
                    assert!(
                        matches!(plain, Err(Error::ProofLength | Error::ProofPoint)),
                        "{dir}: {plain:?}"
                    );
                }
            });
        }
    }
}

/// Every malformed commitment section of one case's key is an error of the reader.
fn malformed_sections<E: PairingCurve>(dir: &str, hash: CommitmentHash) {
    let case = load::<E>(dir, false);
    let (vk, _, _) = on_chain(&case, hash, Compress::Yes);
    let plain =
        commitments::encode_key(&case.vk, &Default::default(), hash, Compress::Yes).unwrap();
    let section = plain.len();
    let refuse = |bytes: &[u8], expected: Error, what: &str| {
        assert_eq!(
            decode_key::<E>(bytes).map(|_| ()),
            Err(expected),
            "{dir}: {what}"
        );
    };
    // Every truncation, and a byte more, is a length no count agrees with.
    for cut in [1, 4, 32, vk.len() - section - 1] {
        refuse(&vk[..vk.len() - cut], Error::VkLength, "truncated");
    }
    refuse(&[&vk[..], &[0]].concat(), Error::VkLength, "a byte more");
    // An unknown hash, and no commitments in a section.
    let mut wrong = vk.clone();
    wrong[section] = 2;
    refuse(&wrong, Error::VkLength, "hash 2");
    // The plain key alone has more inputs and no commitments: it decodes as such.
    assert_eq!(decode_key::<E>(&plain).unwrap().1.len(), 0);
    // A point off the subgroup or the curve: the Pedersen key's last byte changed.
    let mut wrong = vk.clone();
    *wrong.last_mut().unwrap() ^= 1;
    assert!(
        matches!(
            decode_key::<E>(&wrong),
            Err(Error::VkPoint) | Err(Error::VkLength)
        ),
        "{dir}: a changed point"
    );
    // Sections that do not fit the key's points.
    let mut keys = case.keys.clone();
    keys.committed[0].push(0);
    let bytes = commitments::encode_key(&case.vk, &keys, hash, Compress::Yes).unwrap();
    refuse(&bytes, Error::VkCommitment, "position 0");
    let mut keys = case.keys.clone();
    let values = case.inputs.len() as u64;
    keys.committed[0] = (1..=values + 1).collect();
    let bytes = commitments::encode_key(&case.vk, &keys, hash, Compress::Yes).unwrap();
    refuse(&bytes, Error::VkCommitment, "a list longer than the inputs");
    let mut keys = case.keys.clone();
    keys.keys
        .iter_mut()
        .for_each(|key| key.g = E::G2Affine::zero());
    let bytes = commitments::encode_key(&case.vk, &keys, hash, Compress::Yes).unwrap();
    refuse(&bytes, Error::VkCommitment, "[g]₂ the identity");
    // More commitments than the key has points for.
    let mut vk_short = case.vk.clone();
    vk_short.gamma_abc_g1.truncate(case.keys.len());
    let bytes = commitments::encode_key(&vk_short, &case.keys, hash, Compress::Yes).unwrap();
    assert!(decode_key::<E>(&bytes).is_err(), "{dir}: too few points");
}

#[test]
fn malformed_commitment_sections_are_refused() {
    for curve in Curve::ALL {
        for (fixture, hash, _) in FIXTURES {
            let dir = format!("{}/{fixture}", curve.name());
            with_engine!(curve, native, |E| malformed_sections::<E>(&dir, hash));
        }
    }
}

#[test]
fn files_with_commitments_verify_natively_as_files_without() {
    let swapped = br#"["105", "35"]"#;
    for curve in Curve::ALL {
        for (fixture, hash, _) in FIXTURES {
            let dir = format!("{}/{fixture}", curve.name());
            let (vk, proof, public) = (
                read(&format!("{dir}/vk.bin")),
                read(&format!("{dir}/proof.raw.bin")),
                read(&format!("{dir}/public.json")),
            );
            let run = |public: &[u8], hash| {
                parse_and_verify(
                    Named("vk.bin", &vk),
                    Named("proof.raw.bin", &proof),
                    Named("public.json", public),
                    None,
                    None,
                    hash,
                )
            };
            assert_eq!(
                run(&public, hash),
                Ok((curve, Format::Gnark, true)),
                "{dir}"
            );
            assert_eq!(
                run(swapped, hash),
                Ok((curve, Format::Gnark, false)),
                "{dir}"
            );
            assert_eq!(
                run(&public, other(hash)),
                Ok((curve, Format::Gnark, false)),
                "{dir}"
            );
            let e = run(br#"["35"]"#, hash).unwrap_err().to_string();
            assert_eq!(
                e, "public.json: 1 public inputs, but the verifying key (vk.bin) takes 2",
                "{dir}"
            );
        }
        // Keys without commitments, as before.
        let dir = curve.name();
        let (vk, proof, public) = (
            read(&format!("{dir}/vk.bin")),
            read(&format!("{dir}/proof.bin")),
            read(&format!("{dir}/public.json")),
        );
        let valid = parse_and_verify(
            Named("vk.bin", &vk),
            Named("proof.bin", &proof),
            Named("public.json", &public),
            None,
            None,
            CommitmentHash::Bsb22,
        );
        assert_eq!(valid, Ok((curve, Format::Gnark, true)), "{dir}");
    }
}

#[test]
fn hash_to_field_is_gnark_cryptos() {
    let vectors: serde_json::Value = serde_json::from_slice(&read("hash_to_field.json")).unwrap();
    let vectors = vectors.as_array().unwrap();
    assert_eq!(vectors.len(), 4 * 2 * 3);
    for vector in vectors {
        let field = |name: &str| vector[name].as_str().unwrap().to_string();
        let curve = Curve::from_name(&field("curve")).unwrap();
        let message = hex(&field("message"));
        let dst = field("dst");
        with_engine!(curve, native, |E| {
            type F = <E as Pairing>::ScalarField;
            let expected: F = field("element").parse().unwrap();
            let parts: Vec<&[u8]> = message.chunks(7).collect();
            assert_eq!(
                hash_to_field::<F>(&parts, dst.as_bytes()),
                expected,
                "{vector}"
            );
        });
    }
}

fn hex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

#[test]
fn expand_message_xmd_is_rfc_9380s() {
    // RFC 9380, appendix K.1 (expand_message_xmd, SHA-256).
    let dst = b"QUUX-V01-CS02-with-expander-SHA256-128";
    for (message, expected) in [
        (
            &b""[..],
            "68a985b87eb6b46952128911f2a4412bbc302a9d759667f87f7a21d803f07235",
        ),
        (
            b"abc",
            "d8ccab23b5985ccea865c6c97b6e5b8350e794e603b4b97902f53a8a0d605615",
        ),
    ] {
        assert_eq!(
            expand_message_xmd(&[message], dst, 0x20),
            Some(hex(expected))
        );
    }
    assert_eq!(expand_message_xmd(&[b""], &[0; 256], 32), None);
    assert_eq!(expand_message_xmd(&[b""], dst, 255 * 32 + 1), None);
    assert_eq!(
        expand_message_xmd(&[b""], dst, 255 * 32).map(|b| b.len()),
        Some(255 * 32)
    );
}

/// Files no one here wrote. sunspot's Noir-made gnark files (its Solana example,
/// `sanction_checker`: one commitment, `WriteRawTo`, gnark's binary public witness) verify with
/// gnark's default hash, and not with a changed input or the other hash; gnark's own keys for
/// its Solidity verifier (`backend/solidity/testdata`) read, with their commitment and without.
#[test]
fn sunspot_proofs_verify_and_gnark_solidity_keys_read() {
    let (vk, proof, public) = (
        read("sunspot/sanction_checker.vk"),
        read("sunspot/sanction_checker.proof"),
        read("sunspot/sanction_checker.pw"),
    );
    let verify = |public: &[u8], hash| {
        parse_and_verify(
            Named("vk", &vk),
            Named("proof", &proof),
            Named("public", public),
            None,
            None,
            hash,
        )
    };
    let bn254 = |valid| Ok((Curve::Bn254, Format::Gnark, valid));
    assert_eq!(verify(&public, CommitmentHash::Bsb22), bn254(true));
    assert_eq!(verify(&public, CommitmentHash::Keccak256), bn254(false));
    let mut changed = public.clone();
    *changed.last_mut().unwrap() ^= 1;
    assert_eq!(verify(&changed, CommitmentHash::Bsb22), bn254(false));
    let (key, keys) =
        gnark::verifying_key_with_commitments::<native::Bn254>(Named("vk", &vk)).unwrap();
    assert_eq!((key.gamma_abc_g1.len(), keys.len()), (3, 1));

    for (file, curve, count) in [
        ("blank_groth16_bn254_commit.vk", Curve::Bn254, 1),
        ("blank_groth16_bn254_nocommit.vk", Curve::Bn254, 0),
        ("blank_groth16_bls12381_commit.vk", Curve::Bls12_381, 1),
        ("blank_groth16_bls12381_nocommit.vk", Curve::Bls12_381, 0),
    ] {
        let bytes = read(&format!("solidity/{file}"));
        with_engine!(curve, native, |E| {
            let (_, keys) =
                gnark::verifying_key_with_commitments::<E>(Named(file, &bytes)).unwrap();
            assert_eq!(keys.len(), count, "{file}");
        });
    }
}

/// A point of `A`'s curve outside its prime-order subgroup.
fn outside_subgroup<A: AffineRepr>() -> A {
    (1u64..)
        .find_map(|i| {
            let seed: Vec<u8> = i.to_le_bytes().repeat(64);
            let order = <A::ScalarField as ark_ff::PrimeField>::MODULUS;
            A::from_random_bytes(&seed).filter(|p| !ark_ff::Zero::is_zero(&p.mul_bigint(order)))
        })
        .unwrap()
}

/// `case`'s proof on a stored key, its commitment or its proof of knowledge replaced by a point
/// outside the subgroup: `ProofPoint` over `H`; the proof itself: true.
fn refused_outside_subgroup<N: PairingCurve, H: PreparedEngine + PairingCheck>(dir: &str) {
    let case = load::<N>(dir, false);
    let outside = outside_subgroup::<N::G1Affine>();
    for compress in [Compress::Yes, Compress::No] {
        let mut bad = case.clone();
        bad.extension.commitments[0] = outside;
        let got = registered::<N, H>(&bad, CommitmentHash::Bsb22, compress);
        assert_eq!(got, Err(Error::ProofPoint), "{dir}: commitment");
        let mut bad = case.clone();
        bad.extension.pok = outside;
        let got = registered::<N, H>(&bad, CommitmentHash::Bsb22, compress);
        assert_eq!(got, Err(Error::ProofPoint), "{dir}: proof of knowledge");
        let got = registered::<N, H>(&case, CommitmentHash::Bsb22, compress);
        assert_eq!(got, Ok(true), "{dir}");
    }
}

/// A commitment or a proof of knowledge outside its subgroup is `ProofPoint` on a stored key
/// on every hook set: the `Host` hooks leave its check to the one host call, which checks
/// every point; the others check it in Wasm before the call, whose own checks skip it.
#[test]
fn commitments_outside_the_subgroup_are_refused_on_every_hook_set() {
    macro_rules! every {
        ($N:ty, $dir:literal) => {
            refused_outside_subgroup::<$N, $N>($dir);
            refused_outside_subgroup::<$N, PairingModel<$N, Host>>($dir);
            refused_outside_subgroup::<$N, PairingModel<$N, Arkworks>>($dir);
            refused_outside_subgroup::<$N, PairingModel<$N, Rfc163>>($dir);
            refused_outside_subgroup::<$N, PairingModel<$N, WasmArkworks>>($dir);
        };
    }
    // BN254's G1 is the whole curve.
    every!(ark_bls12_381::Bls12_381, "bls12_381/commit");
    every!(ark_bls12_377::Bls12_377, "bls12_377/commit");
    every!(ark_bw6_761::BW6_761, "bw6_761/commit");
}

/// A key in the on-chain encoding as the pallet stores it: the prepared key and its section,
/// checked and encoded over `H`.
fn stored<H: PreparedEngine>(vk: &[u8]) -> (Vec<u8>, Vec<u8>) {
    let (vk, keys, hash) = decode_key::<H>(vk).unwrap();
    let mut section = Vec::new();
    commitments::encode_section(&keys, hash, Compress::No, &mut section).unwrap();
    (prepared_key(&vk), section)
}

/// A batch's proofs: bytes and inputs.
type Proofs = Vec<(Vec<u8>, Vec<Vec<u8>>)>;

/// `proofs` verified as one batch on the stored key, and the answer of each proof alone.
fn batch_and_each<H: PreparedEngine + PairingCheck>(
    key: &(Vec<u8>, Vec<u8>),
    proofs: &Proofs,
) -> (Result<bool, Error>, Vec<Result<bool, Error>>) {
    let stored = RegisteredKey::<H>::new(&key.0, &key.1).unwrap();
    let refs: Vec<(&[u8], &[Vec<u8>])> = proofs
        .iter()
        .map(|(proof, inputs)| (&proof[..], &inputs[..]))
        .collect();
    let each = proofs
        .iter()
        .map(|(proof, inputs)| stored.verify(proof, inputs))
        .collect();
    (stored.verify_batch(&refs), each)
}

/// A proof in the on-chain encoding, changed by `change` on its decoded parts.
fn changed<E: Pairing>(
    proof: &[u8],
    commitments: usize,
    change: impl FnOnce(&mut Proof<E>, &mut CommitmentProof<E>),
) -> Vec<u8> {
    let (mut groth16, mut extension) =
        decode_proof_with_commitments::<E>(proof, commitments).unwrap();
    change(&mut groth16, &mut extension);
    let compress = match proof.len() == commitments::proof_size::<E>(commitments, Compress::Yes) {
        true => Compress::Yes,
        false => Compress::No,
    };
    commitments::encode_proof(&groth16, &extension, compress).unwrap()
}

/// Batches of proofs with commitments on the stored key over `H` (`N`: plain arkworks, to make
/// and change them): true when every proof is, false when any one is, whatever was changed in
/// which proof; in particular changes that cancel in a sum of the proofs (one proof's proof of
/// knowledge moved by a point and another's by its opposite) fail, which they would not without
/// the batch's coefficients.
fn batches<N: PairingCurve, H: PreparedEngine + PairingCheck>(what: &str, shapes: &[Shape]) {
    let moved = |p: N::G1Affine, by: N::G1Affine| (p + by).into_affine();
    let g = N::G1Affine::generator();
    for &(n, c, k, compress) in shapes {
        let (vk, proofs) =
            ec_bench_ops::fixtures::groth16_with_commitments_batch::<N>(n, c, k, compress).unwrap();
        let key = stored::<H>(&vk);
        let c = c as usize;
        let at = format!("{what} n={n} c={c} k={k}");
        let (batch, each) = batch_and_each::<H>(&key, &proofs);
        assert_eq!(batch, Ok(true), "{at}");
        assert!(each.iter().all(|v| *v == Ok(true)), "{at}: {each:?}");
        let mut reversed = proofs.clone();
        reversed.reverse();
        assert_eq!(
            batch_and_each::<H>(&key, &reversed).0,
            Ok(true),
            "{at} reversed"
        );

        let mut wrong: Vec<(&str, Proofs)> = Vec::new();
        for j in 0..proofs.len() {
            let with = |proof: Vec<u8>| {
                let mut batch = proofs.clone();
                batch[j].0 = proof;
                batch
            };
            let proof = &proofs[j].0;
            if n > 0 {
                let mut batch = proofs.clone();
                let mut x = N::ScalarField::deserialize_compressed(&batch[j].1[0][..]).unwrap();
                x += N::ScalarField::from(1u64);
                batch[j].1[0].clear();
                x.serialize_compressed(&mut batch[j].1[0]).unwrap();
                wrong.push(("an input", batch));
            }
            wrong.push((
                "A",
                with(changed::<N>(proof, c, |p, _| p.a = moved(p.a, g))),
            ));
            wrong.push((
                "the proof of knowledge",
                with(changed::<N>(proof, c, |_, e| e.pok = moved(e.pok, g))),
            ));
            for i in 0..c {
                wrong.push((
                    "a commitment",
                    with(changed::<N>(proof, c, |_, e| {
                        e.commitments[i] = moved(e.commitments[i], g)
                    })),
                ));
            }
            if c > 1 {
                wrong.push((
                    "commitments swapped",
                    with(changed::<N>(proof, c, |_, e| e.commitments.swap(0, 1))),
                ));
                // The batch appends each proof's sum of commitments to `γ_abc`: here the point
                // at infinity.
                wrong.push((
                    "commitments summing to zero",
                    with(changed::<N>(proof, c, |_, e| {
                        e.commitments[1] = -e.commitments[0]
                    })),
                ));
            }
            // Moves that cancel in Σ pokⱼ and in Σ Aⱼ: proofs j and j + 1.
            let next = (j + 1) % proofs.len();
            let mut batch = proofs.clone();
            batch[j].0 = changed::<N>(proof, c, |_, e| e.pok = moved(e.pok, g));
            batch[next].0 = changed::<N>(&proofs[next].0, c, |_, e| e.pok = moved(e.pok, -g));
            wrong.push(("proofs of knowledge moved by opposites", batch));
            let mut batch = proofs.clone();
            batch[j].0 = changed::<N>(proof, c, |p, _| p.c = moved(p.c, g));
            batch[next].0 = changed::<N>(&proofs[next].0, c, |p, _| p.c = moved(p.c, -g));
            wrong.push(("C moved by opposites", batch));
            // Two proofs' proofs of knowledge exchanged.
            let (mut batch, other) = (proofs.clone(), proofs[next].0.clone());
            let other_pok = decode_proof_with_commitments::<N>(&other, c).unwrap().1.pok;
            batch[j].0 = changed::<N>(proof, c, |_, e| e.pok = other_pok);
            wrong.push(("another proof's proof of knowledge", batch));
        }
        // Each change makes its proofs false alone (`tampered` above); here, the batch.
        let stored = RegisteredKey::<H>::new(&key.0, &key.1).unwrap();
        for (change, batch) in wrong {
            let refs: Vec<(&[u8], &[Vec<u8>])> = batch
                .iter()
                .map(|(proof, inputs)| (&proof[..], &inputs[..]))
                .collect();
            assert_eq!(stored.verify_batch(&refs), Ok(false), "{at}: {change}");
        }

        // Errors: the first proof's error, in order.
        let mut short = proofs.clone();
        short[1].0.pop();
        assert_eq!(
            batch_and_each::<H>(&key, &short).0,
            Err(Error::ProofLength),
            "{at}"
        );
        let mut more = proofs.clone();
        let mut one = Vec::new();
        N::ScalarField::from(1u64)
            .serialize_compressed(&mut one)
            .unwrap();
        more[k as usize - 1].1.push(one);
        assert!(
            matches!(
                batch_and_each::<H>(&key, &more).0,
                Err(Error::InputCount { .. })
            ),
            "{at}"
        );
    }
}

/// Public inputs, commitments, proofs, encoding of a batch.
type Shape = (u32, u32, u32, Compress);

// Batches on every curve and hook set: plain arkworks and the host types (one host call) in
// every shape, the models that compute in Wasm in one (the batch's code is theirs too; only
// the arithmetic differs), and BW6-761 in one. One test per curve, so that they share the cores
// (31 s on one core as one test, 2026-12-07).

/// Every shape.
const EVERY: [Shape; 4] = [
    (0, 1, 2, Compress::Yes),
    (2, 1, 3, Compress::No),
    (2, 2, 3, Compress::Yes),
    (1, 2, 5, Compress::No),
];
/// One shape.
const ONE: [Shape; 1] = [(1, 2, 3, Compress::Yes)];

/// A test of batches on one curve, every hook set.
macro_rules! batches_on {
    ($test:ident, $N:ty, $name:literal) => {
        batches_on!($test, $N, $name, &EVERY);
    };
    ($test:ident, $N:ty, $name:literal, $shapes:expr) => {
        #[test]
        fn $test() {
            batches::<$N, $N>(concat!($name, " arkworks"), $shapes);
            batches::<$N, PairingModel<$N, Host>>(concat!($name, " Host"), $shapes);
            batches::<$N, PairingModel<$N, Arkworks>>(concat!($name, " Arkworks"), &ONE);
            batches::<$N, PairingModel<$N, Rfc163>>(concat!($name, " Rfc163"), &ONE);
            batches::<$N, PairingModel<$N, WasmArkworks>>(concat!($name, " WasmArkworks"), &ONE);
        }
    };
}

batches_on!(
    batches_answer_as_their_proofs_bn254,
    ark_bn254::Bn254,
    "bn254"
);
batches_on!(
    batches_answer_as_their_proofs_bls12_381,
    ark_bls12_381::Bls12_381,
    "bls12_381"
);
batches_on!(
    batches_answer_as_their_proofs_bls12_377,
    ark_bls12_377::Bls12_377,
    "bls12_377"
);
// BW6-761's pairings cost five times the others': one shape (the code is the same).
batches_on!(
    batches_answer_as_their_proofs_bw6_761,
    ark_bw6_761::BW6_761,
    "bw6_761",
    &ONE
);

/// A batch longer than one host call takes ([`commitments::proofs_per_call`]) is split into
/// calls within the host's limits. On BW6-761 (the smallest inputs limit) at 32 inputs and two
/// commitments: the longest batch of one call is true (the host takes it whole), and so is one
/// proof more; with the first or the last proof changed (in the first call and in the second),
/// false.
#[test]
fn batches_beyond_one_host_call_are_split() {
    type N = ark_bw6_761::BW6_761;
    type H = PairingModel<N, Host>;
    let (n, c) = (32, 2);
    let most = commitments::proofs_per_call::<H>(n as usize, c as usize);
    assert!(most > 1, "{most}");
    let (vk, proofs) = ec_bench_ops::fixtures::groth16_with_commitments_batch::<N>(
        n,
        c,
        most as u32 + 1,
        Compress::Yes,
    )
    .unwrap();
    let key = stored::<H>(&vk);
    let stored = RegisteredKey::<H>::new(&key.0, &key.1).unwrap();
    let refs: Vec<(&[u8], &[Vec<u8>])> = proofs
        .iter()
        .map(|(proof, inputs)| (&proof[..], &inputs[..]))
        .collect();
    assert_eq!(stored.verify_batch(&refs[..most]), Ok(true));
    assert_eq!(stored.verify_batch(&refs), Ok(true));
    let g = <N as Pairing>::G1Affine::generator();
    for j in [0, most] {
        let moved = changed::<N>(&proofs[j].0, c as usize, |p, _| {
            p.a = (p.a + g).into_affine()
        });
        let mut refs = refs.clone();
        refs[j].0 = &moved;
        assert_eq!(stored.verify_batch(&refs), Ok(false), "proof {j} changed");
    }
}

/// Shapes far beyond the host's limits (as a caller may ask of the public functions) get one
/// proof per call and are not one call, rather than wrapping around `usize`.
#[test]
fn shapes_beyond_the_limits_are_one_proof_per_call() {
    type H = PairingModel<ark_bn254::Bn254, Host>;
    for (inputs, c) in [
        (usize::MAX, 1),
        (usize::MAX / 2, 2),
        (1, usize::MAX),
        (usize::MAX, usize::MAX),
    ] {
        assert_eq!(
            commitments::proofs_per_call::<H>(inputs, c),
            1,
            "{inputs}, {c}"
        );
        assert!(
            !commitments::batch_is_one_call::<H>(2, inputs, c),
            "{inputs}, {c}"
        );
    }
    assert!(!commitments::batch_is_one_call::<H>(2, usize::MAX, 0));
}

/// gnark's own proofs in batches: each fixture's proof with copies of it re-randomized (the
/// same commitments, other `A`, `B`, `C`: `A' = t·A`, `B' = t⁻¹·B + s·δ`, `C' = C + s·t·A`,
/// valid for every `t ≠ 0`, `s`) verify together; with one of them changed, not.
#[test]
fn gnark_proofs_verify_in_batches() {
    for curve in Curve::ALL {
        for (fixture, hash, count) in FIXTURES {
            let dir = format!("{}/{fixture}", curve.name());
            with_engine!(curve, native, |N| {
                let case = load::<N>(&dir, false);
                let (vk, proof, inputs) = on_chain(&case, hash, Compress::Yes);
                let mut proofs = vec![(proof.clone(), inputs.clone())];
                for i in 2..5u64 {
                    let (t, s) = (
                        <N as Pairing>::ScalarField::from(i),
                        <N as Pairing>::ScalarField::from(i * i + 7),
                    );
                    let rerandomized = changed::<N>(&proof, count, |p, _| {
                        let a = p.a * t;
                        p.b = (p.b * t.inverse().unwrap() + case.vk.delta_g2 * s).into_affine();
                        p.c = (p.c + a * s).into_affine();
                        p.a = a.into_affine();
                    });
                    assert_ne!(rerandomized, proof);
                    proofs.push((rerandomized, inputs.clone()));
                }
                with_engine!(curve, host, |H| {
                    let key = stored::<H>(&vk);
                    let (batch, each) = batch_and_each::<H>(&key, &proofs);
                    assert_eq!(batch, Ok(true), "{dir}");
                    assert_eq!(each, vec![Ok(true); proofs.len()], "{dir}");
                    let mut wrong = proofs.clone();
                    wrong[2].0 = changed::<N>(&proofs[2].0, count, |p, _| p.a = -p.a);
                    assert_eq!(batch_and_each::<H>(&key, &wrong).0, Ok(false), "{dir}");
                });
            });
        }
    }
}
