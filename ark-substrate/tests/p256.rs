//! P-256 ECDSA verification (`ark_substrate::p256`, RIP-7212's semantics) against every
//! Wycheproof `ecdsa_secp256r1_sha256` vector, in both signature encodings (P1363's `r ‖ s`, and
//! DER, read strictly), and against RIP-7212's own vectors (go-ethereum's `p256Verify.json`),
//! with every hook set: `Host` (the generic `modular_msm_sw`), `Arkworks`, `Rfc163`,
//! `WasmArkworks`, and the finer generic interfaces `PerElement` and `Vectorised`
//! (`ark_substrate::modular`). A vector's expected result is Wycheproof's (`valid`, `invalid`;
//! there is no `acceptable` one for this curve and hash). A signature whose DER is not strict is
//! not valid, as Wycheproof expects of it.

use ark_substrate::{
    modular::{PerElement, Vectorised},
    p256::{verify_prehashed, verify_rip7212, P256Hooks},
    Arkworks, Host, Rfc163, WasmArkworks,
};
use sha2::{Digest, Sha256};
use wycheproof::{
    ecdsa::{TestName, TestSet},
    TestResult,
};

/// An unsigned integer of at most 32 bytes as 32 big-endian bytes.
fn word(bytes: &[u8]) -> Option<[u8; 32]> {
    let bytes = match bytes {
        [0, rest @ ..] if rest.len() == 32 => rest,
        _ => bytes,
    };
    let mut out = [0u8; 32];
    out.get_mut(32usize.checked_sub(bytes.len())?..)?
        .copy_from_slice(bytes);
    Some(out)
}

/// A DER `INTEGER`, strictly: short length, no superfluous leading zero, not negative.
fn der_integer(bytes: &[u8]) -> Option<(&[u8], &[u8])> {
    let [0x02, len, rest @ ..] = bytes else {
        return None;
    };
    let len = usize::from(*len);
    if len == 0 || len > 0x7f || rest.len() < len {
        return None;
    }
    let (value, rest) = rest.split_at(len);
    let negative = value[0] & 0x80 != 0;
    let padded = value.len() > 1 && value[0] == 0 && value[1] & 0x80 == 0;
    (!negative && !padded).then_some((value, rest))
}

/// `SEQUENCE { r INTEGER, s INTEGER }`, strictly (DER), and nothing after it.
fn der_signature(sig: &[u8]) -> Option<([u8; 32], [u8; 32])> {
    let [0x30, len, body @ ..] = sig else {
        return None;
    };
    if usize::from(*len) != body.len() || *len > 0x7f {
        return None;
    }
    let (r, rest) = der_integer(body)?;
    let (s, rest) = der_integer(rest)?;
    rest.is_empty().then_some(())?;
    Some((word(r)?, word(s)?))
}

/// One vector: its id, the key's `x` and `y`, the message's hash, the signature as `(r, s)`
/// (`None` where it does not decode) and whether it is valid.
struct Vector {
    id: usize,
    x: [u8; 32],
    y: [u8; 32],
    hash: [u8; 32],
    sig: Option<([u8; 32], [u8; 32])>,
    valid: bool,
}

/// The vectors of one file.
fn vectors(name: TestName, p1363: bool) -> Vec<Vector> {
    let set = TestSet::load(name).expect("the crate's vectors");
    let mut out = Vec::new();
    for group in set.test_groups {
        let key: &[u8] = &group.key.key;
        assert_eq!(key.len(), 65, "uncompressed keys");
        let (x, y) = (
            key[1..33].try_into().unwrap(),
            key[33..].try_into().unwrap(),
        );
        for test in group.tests {
            let hash: [u8; 32] = Sha256::digest(&test.msg[..]).into();
            let sig: &[u8] = &test.sig;
            let decoded = if p1363 {
                (sig.len() == 64)
                    .then(|| (sig[..32].try_into().unwrap(), sig[32..].try_into().unwrap()))
            } else {
                der_signature(sig)
            };
            assert_ne!(test.result, TestResult::Acceptable, "tc {}", test.tc_id);
            out.push(Vector {
                id: test.tc_id,
                x,
                y,
                hash,
                sig: decoded,
                valid: test.result == TestResult::Valid,
            });
        }
    }
    out
}

fn verify<H: P256Hooks>(
    x: &[u8; 32],
    y: &[u8; 32],
    hash: &[u8; 32],
    sig: Option<([u8; 32], [u8; 32])>,
) -> bool {
    let Some((r, s)) = sig else { return false };
    let prehashed = verify_prehashed::<H>(hash, &r, &s, x, y);
    // RIP-7212's input layout gives the same answer.
    let input = [&hash[..], &r, &s, x, y].concat();
    assert_eq!(verify_rip7212::<H>(&input), prehashed);
    prehashed
}

fn check(name: TestName, p1363: bool) {
    let vectors = vectors(name, p1363);
    assert!(vectors.len() > 200, "{} vectors", vectors.len());
    let mut valid = 0;
    for Vector {
        id,
        x,
        y,
        hash,
        sig,
        valid: expected,
    } in vectors
    {
        let answers = [
            verify::<Host>(&x, &y, &hash, sig),
            verify::<Arkworks>(&x, &y, &hash, sig),
            verify::<Rfc163>(&x, &y, &hash, sig),
            verify::<WasmArkworks>(&x, &y, &hash, sig),
            verify::<PerElement>(&x, &y, &hash, sig),
            verify::<Vectorised>(&x, &y, &hash, sig),
        ];
        assert_eq!(answers, [expected; 6], "tc {id}");
        valid += usize::from(expected);
    }
    assert!(valid > 50, "{valid} valid vectors");
}

#[test]
fn wycheproof_p1363() {
    check(TestName::EcdsaSecp256r1Sha256P1363, true);
}

#[test]
fn wycheproof_der() {
    check(TestName::EcdsaSecp256r1Sha256, false);
}

/// RIP-7212's own vectors: go-ethereum's `p256Verify.json` (Wycheproof's P1363 vectors in the
/// precompile's layout, and its own cases of keys and signatures out of range), every hook set.
#[test]
fn rip7212_vectors() {
    let text = include_str!("data/rip7212/p256_verify.txt");
    let (mut valid, mut invalid) = (0, 0);
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let mut fields = line.splitn(3, ' ');
        let (Some(expected), Some(input), Some(name)) =
            (fields.next(), fields.next(), fields.next())
        else {
            panic!("malformed line: {line}");
        };
        let expected = expected == "1";
        let input = hex::decode(input).expect("hex input");
        let answers = [
            verify_rip7212::<Host>(&input),
            verify_rip7212::<Arkworks>(&input),
            verify_rip7212::<Rfc163>(&input),
            verify_rip7212::<WasmArkworks>(&input),
            verify_rip7212::<PerElement>(&input),
            verify_rip7212::<Vectorised>(&input),
        ];
        assert_eq!(answers, [expected; 6], "{name}");
        if expected {
            valid += 1;
        } else {
            invalid += 1;
        }
    }
    assert_eq!((valid, invalid), (567, 215), "the file's vectors");
}

/// Malformed input is "not valid": wrong lengths, zeros, scalars and coordinates at their
/// moduli, the point at infinity's encoding.
#[test]
fn malformed_input_is_not_valid() {
    for len in [0, 1, 159, 161, 320] {
        assert!(!verify_rip7212::<Host>(&vec![1u8; len]));
        assert!(!verify_rip7212::<Arkworks>(&vec![1u8; len]));
        assert!(!verify_rip7212::<PerElement>(&vec![1u8; len]));
        assert!(!verify_rip7212::<Vectorised>(&vec![1u8; len]));
    }
    for input in [[0u8; 160], [0xffu8; 160]] {
        assert!(!verify_rip7212::<Host>(&input));
        assert!(!verify_rip7212::<PerElement>(&input));
        assert!(!verify_rip7212::<Vectorised>(&input));
    }
}
