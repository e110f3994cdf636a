//! SP1's Groth16 proofs (`fixtures/sp1`, SP1's own files): the project template's fixture
//! verifies under SP1 6.0's key, natively and through the host types, and is refused, as made
//! for another version's key, under 6.10's; every tampered part is refused or fails.

use ec_groth16::{
    engines::{host, native},
    formats::{parse, parse_and_verify, Artifacts, Format, Named},
    sp1, verify_encoded, CommitmentHash, Curve,
};
use std::path::Path;

fn read(path: &str) -> Vec<u8> {
    let root = std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo test");
    std::fs::read(Path::new(&root).join("fixtures/sp1").join(path)).unwrap()
}

/// The template's fixture: its fields, as strings.
struct Fixture {
    vkey: String,
    public_values: String,
    proof: String,
}

fn fixture() -> Fixture {
    let json: serde_json::Value =
        serde_json::from_slice(&read("v6.0/groth16-fixture.json")).unwrap();
    let field = |name: &str| json[name].as_str().unwrap().to_string();
    Fixture {
        vkey: field("vkey"),
        public_values: field("publicValues"),
        proof: field("proof"),
    }
}

impl Fixture {
    fn json(&self) -> Vec<u8> {
        serde_json::json!({
            "vkey": self.vkey,
            "publicValues": self.public_values,
            "proof": self.proof,
        })
        .to_string()
        .into_bytes()
    }

    /// The proof's bytes with `f` applied.
    fn with_proof(&self, f: impl FnOnce(&mut Vec<u8>)) -> Fixture {
        let mut bytes = hex(&self.proof);
        f(&mut bytes);
        Fixture {
            vkey: self.vkey.clone(),
            public_values: self.public_values.clone(),
            proof: format!("0x{}", to_hex(&bytes)),
        }
    }

    fn artifacts(&self, key: &str) -> Result<Artifacts, String> {
        let (vk, json) = (read(key), self.json());
        parse(
            Named(key, &vk),
            Named("fixture.json", &json),
            Named("fixture.json", &json),
            None,
            Some(Format::Sp1),
        )
        .map_err(|e| e.to_string())
    }

    /// `Ok(valid)` natively, checked to be the host types' answer too.
    fn verify(&self, key: &str) -> Result<bool, String> {
        let a = self.artifacts(key)?;
        let native = verify_encoded::<native::Bn254, _>(&a.vk, &a.proof, &a.inputs);
        let host = verify_encoded::<host::Bn254, _>(&a.vk, &a.proof, &a.inputs);
        assert_eq!(native, host);
        Ok(native.unwrap())
    }
}

fn hex(text: &str) -> Vec<u8> {
    let digits = text.trim_start_matches("0x");
    (0..digits.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&digits[i..i + 2], 16).unwrap())
        .collect()
}

fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

const V6_0: &str = "v6.0/groth16_vk.bin";
const V6_10: &str = "v6.10/groth16_vk.bin";

#[test]
fn the_keys_are_the_versions_sp1_names() {
    assert_eq!(sp1::version_of_key(&read(V6_0)), Some(&sp1::VERSIONS[0]));
    assert_eq!(sp1::version_of_key(&read(V6_10)), Some(&sp1::VERSIONS[1]));
    // Any other key is none.
    let mut other = read(V6_0);
    other[0] ^= 1;
    assert_eq!(sp1::version_of_key(&other), None);
    let fixture = fixture();
    let err = fixture.artifacts("../gnark/bn254/vk.bin").unwrap_err();
    assert!(
        err.contains("not the Groth16 key of a known SP1 version"),
        "{err}"
    );
}

#[test]
fn the_templates_fixture_verifies_under_its_versions_key() {
    let fixture = fixture();
    assert_eq!(fixture.verify(V6_0), Ok(true));
    let a = fixture.artifacts(V6_0).unwrap();
    assert_eq!(
        (a.curve, a.format, a.inputs.len()),
        (Curve::Bn254, Format::Sp1, 5)
    );
    // The second input is the SHA-256 of the public values, its top three bits cleared,
    // little-endian on chain.
    let mut digest = sp1::public_values_digest(&hex(&fixture.public_values));
    digest.reverse();
    assert_eq!(a.inputs[1], digest);
    // The same through the file reader's entry point that verifies.
    let (vk, json) = (read(V6_0), fixture.json());
    let verdict = parse_and_verify(
        Named("vk", &vk),
        Named("proof", &json),
        Named("public", &json),
        Some(Curve::Bn254),
        Some(Format::Sp1),
        CommitmentHash::default(),
    );
    assert_eq!(verdict, Ok((Curve::Bn254, Format::Sp1, true)));
    // The proof as bytes or as hex text instead of JSON.
    let bytes = hex(&fixture.proof);
    let text = fixture.proof.clone().into_bytes();
    for proof in [&bytes, &text] {
        let a2 = parse(
            Named("vk", &vk),
            Named("proof", proof),
            Named("public", &json),
            None,
            Some(Format::Sp1),
        )
        .unwrap();
        assert_eq!(a2, a);
    }
}

#[test]
fn a_proof_for_another_versions_key_is_refused_as_such() {
    let err = fixture().artifacts(V6_10).unwrap_err();
    assert!(
        err.contains("the proof was made for SP1 6.0's key, the key is SP1 6.1 to 6.10's"),
        "{err}"
    );
    let unknown = fixture().with_proof(|p| p[0] ^= 1);
    let err = unknown.artifacts(V6_0).unwrap_err();
    assert!(err.contains("a key of no known SP1 version"), "{err}");
}

#[test]
fn tampered_sp1_proofs_are_refused() {
    let fixture = fixture();
    // What SP1's verifier checks before Groth16: the root and the exit code.
    let root = fixture.with_proof(|p| p[40] ^= 1);
    assert!(root.artifacts(V6_0).unwrap_err().contains("recursion root"));
    let exit = fixture.with_proof(|p| p[35] = 1);
    assert!(exit.artifacts(V6_0).unwrap_err().contains("exit code"));
    let short = fixture.with_proof(|p| {
        p.pop();
    });
    assert!(short.artifacts(V6_0).unwrap_err().contains("356 bytes"));
    // Inputs the proof does not prove: another program, other public values, another nonce.
    let mut program = fixture.with_proof(|_| {});
    program.vkey = format!(
        "0x{}",
        to_hex(&{
            let mut key = hex(&fixture.vkey);
            key[31] ^= 1;
            key
        })
    );
    assert_eq!(program.verify(V6_0), Ok(false));
    let mut values = fixture.with_proof(|_| {});
    values.public_values = format!("{}00", fixture.public_values);
    assert_eq!(values.verify(V6_0), Ok(false));
    let nonce = fixture.with_proof(|p| p[99] ^= 1);
    assert_eq!(nonce.verify(V6_0), Ok(false));
    // A negated `Ar`: `y` replaced by `p − y` (BN254's base field, big-endian).
    let negated = fixture.with_proof(|p| {
        let y = &mut p[sp1::HEAD + 32..sp1::HEAD + 64];
        let modulus = hex("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47");
        let mut borrow = 0i16;
        for i in (0..32).rev() {
            let d = modulus[i] as i16 - y[i] as i16 - borrow;
            borrow = i16::from(d < 0);
            y[i] = d.rem_euclid(256) as u8;
        }
    });
    assert_eq!(negated.verify(V6_0), Ok(false));
    // A program hash that is not a field element is refused by the reader.
    let mut wide = fixture.with_proof(|_| {});
    wide.vkey = format!("0x{}", "ff".repeat(32));
    assert!(wide.artifacts(V6_0).unwrap_err().contains("not below"));
}

/// The roots of [`sp1::VERSIONS`] are SP1's own: each version's `verifier_vks.bin` (bincode:
/// the root as eight KoalaBear elements, canonical `u32`s little-endian, then a flag and a
/// count) packed as sp1-hypercube's `koalabears_to_bn254` packs a digest (each element appended
/// as 31 more bits, modulo BN254's scalar field), big-endian.
#[test]
fn the_roots_are_sp1s() {
    use ark_ff::{BigInteger, PrimeField};
    for (file, version) in [
        ("v6.0/verifier_vks.bin", &sp1::VERSIONS[0]),
        ("v6.10/verifier_vks.bin", &sp1::VERSIONS[1]),
    ] {
        let bytes = read(file);
        assert_eq!(bytes.len(), 32 + 1 + 8, "{file}");
        let root = bytes[..32]
            .chunks_exact(4)
            .map(|word| u32::from_le_bytes([word[0], word[1], word[2], word[3]]))
            .fold(ark_bn254::Fr::from(0u64), |root, word| {
                root * ark_bn254::Fr::from(1u64 << 31) + ark_bn254::Fr::from(word)
            });
        assert_eq!(root.into_bigint().to_bytes_be(), version.vk_root, "{file}");
    }
}

/// [`sp1::VERSIONS`]' prepared keys are the SHA-256 of SP1's keys in the prepared form the
/// verifier pallet stores, and [`sp1::version_of_prepared`] tells them apart.
#[test]
fn the_prepared_keys_are_sp1s_keys() {
    for (file, version) in [(V6_0, &sp1::VERSIONS[0]), (V6_10, &sp1::VERSIONS[1])] {
        let vk = read(file);
        let key = ec_groth16::formats::gnark::verifying_key_with_commitments::<ark_bn254::Bn254>(
            Named(file, &vk),
        )
        .unwrap()
        .0;
        let prepared = ec_groth16::prepared_key(&key);
        use sha2::Digest as _;
        let digest: [u8; 32] = sha2::Sha256::digest(&prepared).into();
        assert_eq!(digest, version.prepared_key, "{file}: {}", to_hex(&digest));
        assert_eq!(sp1::version_of_prepared(&prepared), Some(version));
        let mut other = prepared.clone();
        other[0] ^= 1;
        assert_eq!(sp1::version_of_prepared(&other), None);
    }
}

/// gnark's raw proof: coordinates big-endian, `Fp2` as `c1 ‖ c0`, the identity all zeroes.
fn gnark_raw(proof: &ark_groth16::Proof<ark_bn254::Bn254>) -> Vec<u8> {
    use ark_ec::AffineRepr;
    use ark_ff::{BigInteger, PrimeField};
    let be = |x: ark_bn254::Fq| x.into_bigint().to_bytes_be();
    let mut out = Vec::new();
    let g1 = |p: ark_bn254::G1Affine, out: &mut Vec<u8>| match p.xy() {
        Some((x, y)) => out.extend([be(x), be(y)].concat()),
        None => out.extend([0; 64]),
    };
    g1(proof.a, &mut out);
    match proof.b.xy() {
        Some((x, y)) => out.extend([be(x.c1), be(x.c0), be(y.c1), be(y.c0)].concat()),
        None => out.extend([0; 128]),
    }
    g1(proof.c, &mut out);
    out
}

/// [`sp1::arkworks_proof`] rewrites gnark's raw proof as arkworks' uncompressed one: for the
/// fixture's proof (which the gnark reader reads to the same proof), and for random points and
/// the identity in every position, each read back by arkworks and by the on-chain decoder.
#[test]
fn arkworks_proof_is_gnarks_raw_proof_rewritten() {
    use ark_ec::AffineRepr;
    use ark_serialize::CanonicalDeserialize;
    use ark_std::UniformRand;
    type Proof = ark_groth16::Proof<ark_bn254::Bn254>;
    let fixture = fixture();
    let envelope_bytes = hex(&fixture.proof);
    let envelope = sp1::open(&envelope_bytes, &sp1::VERSIONS[0]).unwrap();
    let converted = sp1::arkworks_proof(envelope.proof).unwrap();
    let read =
        ec_groth16::decode_proof::<ark_bn254::Bn254>(&fixture.artifacts(V6_0).unwrap().proof)
            .unwrap();
    assert_eq!(
        Proof::deserialize_uncompressed(&converted[..]).unwrap(),
        read
    );
    assert_eq!(gnark_raw(&read), envelope.proof);

    let mut rng = ark_std::test_rng();
    for round in 0..40 {
        let mut proof = Proof {
            a: ark_bn254::G1Affine::rand(&mut rng),
            b: ark_bn254::G2Affine::rand(&mut rng),
            c: ark_bn254::G1Affine::rand(&mut rng),
        };
        match round % 4 {
            1 => proof.a = ark_bn254::G1Affine::zero(),
            2 => proof.b = ark_bn254::G2Affine::zero(),
            3 => proof.c = ark_bn254::G1Affine::zero(),
            _ => {}
        }
        let converted = sp1::arkworks_proof(&gnark_raw(&proof)).unwrap();
        assert_eq!(
            Proof::deserialize_uncompressed(&converted[..]).unwrap(),
            proof
        );
        assert_eq!(
            ec_groth16::decode_proof::<ark_bn254::Bn254>(&converted).unwrap(),
            proof
        );
    }
    // gnark's flag bits on any point's first byte, and any other length, are refused.
    for at in [0, 64, 192] {
        for flags in [0b0100_0000, 0b1000_0000, 0b1100_0000] {
            let mut raw = envelope.proof.to_vec();
            raw[at] |= flags;
            assert_eq!(sp1::arkworks_proof(&raw), Err(sp1::Error::Encoding));
        }
    }
    assert_eq!(
        sp1::arkworks_proof(&envelope.proof[1..]),
        Err(sp1::Error::Length(255))
    );
}

/// [`sp1::arkworks_inputs`] are the file reader's inputs (arkworks' little-endian scalars).
#[test]
fn arkworks_inputs_are_the_readers() {
    let fixture = fixture();
    let envelope_bytes = hex(&fixture.proof);
    let envelope = sp1::open(&envelope_bytes, &sp1::VERSIONS[0]).unwrap();
    let program: [u8; 32] = hex(&fixture.vkey).try_into().unwrap();
    let inputs = sp1::arkworks_inputs(&program, &hex(&fixture.public_values), &envelope);
    let a = fixture.artifacts(V6_0).unwrap();
    assert_eq!(a.inputs, inputs.map(|x| x.to_vec()).to_vec());
}

/// `fixtures/sp1/<version>/chain/` holds what the verifier pallet's tests and benchmarks take
/// (they run in the runtime, without the file readers): the key as `register_vk` takes it
/// (`vk.bin`, the reader's on-chain encoding), and for 6.0 the template fixture's proof as SP1
/// wrote it (`proof.bin`), the program's key hash (`program.bin`) and its public values
/// (`public_values.bin`). They are the readers' output for SP1's files; `EC_WRITE_FIXTURES=1`
/// writes them again.
#[test]
fn the_on_chain_fixtures_are_the_readers() {
    let fixture = fixture();
    let mut files = vec![
        ("v6.0/chain/vk.bin", fixture.artifacts(V6_0).unwrap().vk),
        ("v6.0/chain/proof.bin", hex(&fixture.proof)),
        ("v6.0/chain/program.bin", hex(&fixture.vkey)),
        ("v6.0/chain/public_values.bin", hex(&fixture.public_values)),
    ];
    // 6.10's key, read as the 6.0 fixture's key would be (the reader refuses the proof for it).
    let vk = read(V6_10);
    let key = ec_groth16::formats::gnark::verifying_key_with_commitments::<ark_bn254::Bn254>(
        Named(V6_10, &vk),
    )
    .unwrap()
    .0;
    files.push((
        "v6.10/chain/vk.bin",
        ec_groth16::commitments::encode_key(
            &key,
            &Default::default(),
            CommitmentHash::default(),
            ark_serialize::Compress::Yes,
        )
        .unwrap(),
    ));
    let root = Path::new(&std::env::var_os("CARGO_MANIFEST_DIR").unwrap()).join("fixtures/sp1");
    for (file, bytes) in files {
        if std::env::var_os("EC_WRITE_FIXTURES").is_some() {
            std::fs::create_dir_all(root.join(file).parent().unwrap()).unwrap();
            std::fs::write(root.join(file), &bytes).unwrap();
        }
        assert_eq!(read(file), bytes, "{file}");
    }
}

/// On gnark raw proofs of every kind (the fixture's with points replaced by random points, the
/// identity or zeroed coordinates, bytes overwritten, coordinates at and above the modulus), the
/// on-chain path ([`sp1::arkworks_proof`], then the pallet's decoder) reads what the gnark file
/// reader reads, or refuses what it refuses; a point with gnark's flag bits is refused on chain
/// (the reader would take it for a compressed point, which SP1 never writes).
#[test]
fn arkworks_proof_agrees_with_the_gnark_reader() {
    use ark_std::{rand::Rng, UniformRand};
    type Proof = ark_groth16::Proof<ark_bn254::Bn254>;
    let fixture = fixture();
    let envelope_bytes = hex(&fixture.proof);
    let raw = sp1::open(&envelope_bytes, &sp1::VERSIONS[0])
        .unwrap()
        .proof
        .to_vec();
    let modulus = hex("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47");
    let mut rng = ark_std::test_rng();
    let (mut read, mut refused) = (0, 0);
    for _ in 0..3000 {
        let mut bytes = raw.clone();
        // Points: (offset, length, words of 32 bytes).
        let (at, len) = [(0, 64), (64, 128), (192, 64)][rng.gen_range(0..3)];
        match rng.gen_range(0..6) {
            0 => {
                let random = gnark_raw(&Proof {
                    a: ark_bn254::G1Affine::rand(&mut rng),
                    b: ark_bn254::G2Affine::rand(&mut rng),
                    c: ark_bn254::G1Affine::rand(&mut rng),
                });
                bytes[at..at + len].copy_from_slice(&random[at..at + len]);
            }
            1 => bytes[at..at + len].fill(0),
            2 => {
                let word = at + 32 * rng.gen_range(0..len / 32);
                bytes[word..word + 32].fill(0);
            }
            3 => {
                let word = at + 32 * rng.gen_range(0..len / 32);
                bytes[word..word + 32].copy_from_slice(&modulus);
                if rng.gen() {
                    bytes[word + 31] = bytes[word + 31].wrapping_add(rng.gen_range(1..16));
                }
            }
            4 => {
                for _ in 0..rng.gen_range(1..4) {
                    bytes[rng.gen_range(0..256)] = rng.gen();
                }
            }
            _ => bytes[at] |= [0x40, 0x80, 0xc0][rng.gen_range(0..3)],
        }
        let flagged = [0, 64, 192].iter().any(|&at| bytes[at] & 0xc0 != 0);
        let on_chain = sp1::arkworks_proof(&bytes);
        if flagged {
            assert_eq!(on_chain, Err(sp1::Error::Encoding));
            continue;
        }
        let on_chain = ec_groth16::decode_proof::<ark_bn254::Bn254>(&on_chain.unwrap()).ok();
        let reader = ec_groth16::formats::gnark::proof_with_commitments::<ark_bn254::Bn254>(Named(
            "raw", &bytes,
        ))
        .ok()
        .map(|(proof, extension)| {
            assert!(extension.commitments.is_empty());
            proof
        });
        assert_eq!(on_chain, reader, "{}", to_hex(&bytes));
        if reader.is_some() {
            read += 1;
        } else {
            refused += 1;
        }
    }
    // Both kinds were seen, many times.
    assert!(
        read > 300 && refused > 300,
        "{read} read, {refused} refused"
    );
}
