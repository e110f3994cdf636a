//! `ark_substrate::bls_signature` with every hook set (`Arkworks`, `WasmArkworks`, `Host`,
//! `Rfc163`) against independent references: RFC 9380's published hash-to-curve vectors,
//! Ethereum's EIP-2537 map vectors (`../shared/vectors/ethereum`), Ethereum's BLS test suite
//! (`tests/data/bls12-381-tests`), and blst (the host's BLS12-381 library, which implements the
//! same draft) on random keys, messages and tags, on tampered signatures and on every single-bit
//! corruption of a key and a signature.

use ark_bls12_381::{Bls12_381, Fq, Fq2};
use ark_ec::{short_weierstrass::Affine, AffineRepr};
use ark_ff::{BigInteger, Field, PrimeField};
use ark_serialize::CanonicalSerialize;
use ark_std::rand::{Rng, RngCore};
use ark_substrate::{
    bls_signature::{
        aggregate_verify, aggregate_verify_keys, fast_aggregate_verify, fast_aggregate_verify_keys,
        hash_to_g1, hash_to_g2, key_validate, map_fp2_to_g2, map_fp_to_g1, pop_verify, verify,
        BlsHooks, Ciphersuite, PublicKey, MAX_DST_LEN, POP_DST,
    },
    Arkworks, Host, Rfc163, WasmArkworks,
};
use blst::{
    min_pk::{AggregateSignature, PublicKey as BlstKey, SecretKey, Signature},
    BLST_ERROR,
};
use ec_host_primitives::native::bls::{AGGREGATE_KEYS_LIMIT, MAX_MESSAGE_LEN};
use serde_json::Value;
use std::path::PathBuf;

/// `$f::<H>($args)` for every hook set, as an array (`Arkworks` first).
macro_rules! each_hooks {
    ($f:ident ( $($arg:expr),* $(,)? )) => {
        [
            $f::<Arkworks>($($arg),*),
            $f::<WasmArkworks>($($arg),*),
            $f::<Host>($($arg),*),
            $f::<Rfc163>($($arg),*),
        ]
    };
}

/// A point's compressed bytes (BLS12-381's format, which blst writes too).
fn compressed<P: CanonicalSerialize>(point: &P) -> Vec<u8> {
    let mut bytes = Vec::new();
    point.serialize_compressed(&mut bytes).expect("into a Vec");
    bytes
}

fn g1_hash<H: BlsHooks>(dst: &[u8], msg: &[u8]) -> Option<Vec<u8>> {
    hash_to_g1::<H>(dst, msg).map(|p| compressed(&p))
}

fn g2_hash<H: BlsHooks>(dst: &[u8], msg: &[u8]) -> Option<Vec<u8>> {
    hash_to_g2::<H>(dst, msg).map(|p| compressed(&p))
}

/// The mapped point's coordinates (`None` for the identity, which no element maps to).
fn g1_map<H: BlsHooks>(u: Fq) -> Option<(Fq, Fq)> {
    map_fp_to_g1::<H>(u).and_then(|p| p.xy())
}

/// As [`g1_map`].
fn g2_map<H: BlsHooks>(u: Fq2) -> Option<(Fq2, Fq2)> {
    map_fp2_to_g2::<H>(u).and_then(|p| p.xy())
}

/// `key_validate`'s point, compressed; `PublicKey::validate` and `validate_all` must agree.
fn key<H: BlsHooks>(pk: &[u8]) -> Option<Vec<u8>> {
    let point = key_validate::<H>(pk).map(|p| compressed(&p));
    let key = PublicKey::<H>::validate(pk).map(|k| compressed(&k.point()));
    assert_eq!(key, point);
    let all = PublicKey::<H>::validate_all(&[pk]).map(|k| compressed(&k[0].point()));
    assert_eq!(all, point);
    point
}

/// `PublicKey::from_validated` on `bytes`: whether it reads a key.
fn kept<H: BlsHooks>(bytes: &[u8]) -> bool {
    PublicKey::<H>::from_validated(bytes).is_some()
}

/// Every hook set's answer, which must be one: returned.
fn one<T: PartialEq + std::fmt::Debug + Clone>(answers: [T; 4], what: &str) -> T {
    assert!(
        answers.iter().all(|answer| answer == &answers[0]),
        "{what}: the hook sets (Arkworks, WasmArkworks, Host, Rfc163) disagree: {answers:?}"
    );
    answers[0].clone()
}

/// blst's hash to G1 of `msg` with tag `dst`, compressed.
fn blst_hash_g1(dst: &[u8], msg: &[u8]) -> Vec<u8> {
    let mut point = blst::blst_p1::default();
    let mut affine = blst::blst_p1_affine::default();
    let mut out = [0u8; 48];
    // SAFETY: blst reads `msg` and `dst` within their lengths and writes the outputs, which
    // are its own types and a buffer of the compressed size.
    unsafe {
        blst::blst_hash_to_g1(
            &mut point,
            msg.as_ptr(),
            msg.len(),
            dst.as_ptr(),
            dst.len(),
            std::ptr::null(),
            0,
        );
        blst::blst_p1_to_affine(&mut affine, &point);
        blst::blst_p1_affine_compress(out.as_mut_ptr(), &affine);
    }
    out.to_vec()
}

/// blst's hash to G2 of `msg` with tag `dst`, compressed.
fn blst_hash_g2(dst: &[u8], msg: &[u8]) -> Vec<u8> {
    let mut point = blst::blst_p2::default();
    let mut affine = blst::blst_p2_affine::default();
    let mut out = [0u8; 96];
    // SAFETY: as in `blst_hash_g1`.
    unsafe {
        blst::blst_hash_to_g2(
            &mut point,
            msg.as_ptr(),
            msg.len(),
            dst.as_ptr(),
            dst.len(),
            std::ptr::null(),
            0,
        );
        blst::blst_p2_to_affine(&mut affine, &point);
        blst::blst_p2_affine_compress(out.as_mut_ptr(), &affine);
    }
    out.to_vec()
}

/// RFC 9380's file: its tag and its vectors' messages and results `(x, y)`.
fn h2c_file(name: &str) -> (String, Vec<(String, String, String)>) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/hash_to_curve")
        .join(name);
    let file: Value = serde_json::from_str(
        &std::fs::read_to_string(path).expect("the vectors are in the checkout"),
    )
    .expect("JSON");
    let text = |v: &Value| v.as_str().expect("RFC 9380's format").to_string();
    let vectors = file["vectors"]
        .as_array()
        .expect("RFC 9380's format")
        .iter()
        .map(|v| (text(&v["msg"]), text(&v["P"]["x"]), text(&v["P"]["y"])))
        .collect();
    (text(&file["dst"]), vectors)
}

/// A field element of RFC 9380's files: `0x…` big-endian.
fn fq(hex_str: &str) -> Fq {
    let bytes = hex::decode(hex_str.trim_start_matches("0x")).expect("hex");
    Fq::from_be_bytes_mod_order(&bytes)
}

/// An `Fp2` element of RFC 9380's files: `c0,c1`.
fn fq2(text: &str) -> Fq2 {
    let (c0, c1) = text.split_once(',').expect("two coordinates");
    Fq2::new(fq(c0), fq(c1))
}

#[test]
fn hash_to_curve_matches_rfc_9380() {
    let (dst, vectors) = h2c_file("BLS12381G1_XMD-SHA-256_SSWU_RO_.json");
    assert_eq!(vectors.len(), 5);
    for (msg, x, y) in &vectors {
        let expected = Affine::<ark_bls12_381::g1::Config>::new(fq(x), fq(y));
        let ours = one(
            each_hooks!(g1_hash(dst.as_bytes(), msg.as_bytes())),
            "G1 vector",
        );
        assert_eq!(ours, Some(compressed(&expected)), "G1, message {msg:?}");
    }
    let (dst, vectors) = h2c_file("BLS12381G2_XMD-SHA-256_SSWU_RO_.json");
    assert_eq!(vectors.len(), 5);
    for (msg, x, y) in &vectors {
        let expected = Affine::<ark_bls12_381::g2::Config>::new(fq2(x), fq2(y));
        let ours = one(
            each_hooks!(g2_hash(dst.as_bytes(), msg.as_bytes())),
            "G2 vector",
        );
        assert_eq!(ours, Some(compressed(&expected)), "G2, message {msg:?}");
    }
}

#[test]
fn hash_to_curve_matches_blst_on_random_messages_and_tags() {
    let rng = &mut ark_std::test_rng();
    for round in 0..24 {
        let msg_len = [0, 1, 31, 32, 33, 64, 136, 200, 1000][round % 9];
        let dst_len = [1, 43, 200, MAX_DST_LEN][round % 4];
        let msg: Vec<u8> = (0..msg_len).map(|_| rng.gen()).collect();
        let dst: Vec<u8> = (0..dst_len).map(|_| rng.gen()).collect();
        assert_eq!(
            one(each_hooks!(g1_hash(&dst, &msg)), "G1"),
            Some(blst_hash_g1(&dst, &msg))
        );
        assert_eq!(
            one(each_hooks!(g2_hash(&dst, &msg)), "G2"),
            Some(blst_hash_g2(&dst, &msg))
        );
    }
    // A tag beyond 255 bytes is refused, not hashed down; so is an empty one (RFC 9380, 3.1:
    // tags have nonzero length).
    let dst = vec![7u8; MAX_DST_LEN + 1];
    assert_eq!(one(each_hooks!(g1_hash(&dst, b"m")), "long tag"), None);
    assert_eq!(one(each_hooks!(g2_hash(&dst, b"m")), "long tag"), None);
    assert_eq!(one(each_hooks!(g1_hash(&[], b"m")), "empty tag"), None);
    assert_eq!(one(each_hooks!(g2_hash(&[], b"m")), "empty tag"), None);
    // Messages at and beyond what one host call takes: the `Host` hooks hash the longer one in
    // place, with the same answer.
    for len in [MAX_MESSAGE_LEN, MAX_MESSAGE_LEN + 1] {
        let msg: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
        let dst = b"a tag";
        assert_eq!(
            one(each_hooks!(g1_hash(dst, &msg)), "long message"),
            Some(blst_hash_g1(dst, &msg))
        );
        assert_eq!(
            one(each_hooks!(g2_hash(dst, &msg)), "long message"),
            Some(blst_hash_g2(dst, &msg))
        );
    }
}

/// Lists and messages longer than one host call takes (`AGGREGATE_KEYS_LIMIT`,
/// `MAX_MESSAGE_LEN`): the `Host` hooks verify them in place, with blst's answers.
#[test]
fn verifications_beyond_one_host_call_agree_with_blst() {
    let rng = &mut ark_std::test_rng();
    let dst = Ciphersuite::ProofOfPossession.dst();
    let n = AGGREGATE_KEYS_LIMIT + 1;
    let (pairs, msgs, aggregate) = signed_by_each(rng, n, dst);
    let pks: Vec<&[u8]> = pairs.iter().map(|(_, pk)| &pk[..]).collect();
    let msg_refs: Vec<&[u8]> = msgs.iter().map(|m| &m[..]).collect();
    let suite = Ciphersuite::ProofOfPossession;
    assert!(one(
        each_hooks!(ours_aggregate(suite, &pks, &msg_refs, &aggregate)),
        "256 keys"
    ));
    assert!(!one(
        each_hooks!(ours_aggregate(suite, &pks[1..], &msg_refs[1..], &aggregate)),
        "255 keys"
    ));
    // A message longer than one call takes, for every verification.
    let long: Vec<u8> = (0..MAX_MESSAGE_LEN + 1).map(|_| rng.gen()).collect();
    let (sk, pk) = &pairs[0];
    let sig = sk.sign(&long, dst, &[]).compress();
    assert!(blst_verify(dst, pk, &long, &sig));
    assert!(one(
        each_hooks!(ours_verify(suite, pk, &long, &sig)),
        "verify"
    ));
    assert!(one(each_hooks!(ours_fast(&[&pk[..]], &long, &sig)), "fast"));
    assert!(one(
        each_hooks!(ours_aggregate(suite, &[&pk[..]], &[&long[..]], &sig)),
        "aggregate"
    ));
    assert!(!one(
        each_hooks!(ours_verify(suite, pk, &long[1..], &sig)),
        "another message"
    ));
}

/// EIP-2537's vectors of `file`: input, expected output and name, in hex.
fn eth_vectors(file: &str) -> Vec<(String, String, String)> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/vectors/ethereum")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (the vectors live in ../shared beside the checkout)",
            path.display()
        )
    });
    let vectors: Value = serde_json::from_str(&text).expect("JSON");
    let field = |v: &Value, key: &str| v[key].as_str().expect("EIP-2537's format").to_string();
    let vectors: Vec<_> = vectors
        .as_array()
        .expect("EIP-2537's format")
        .iter()
        .map(|v| (field(v, "Input"), field(v, "Expected"), field(v, "Name")))
        .collect();
    assert!(!vectors.is_empty());
    vectors
}

/// An EIP-2537 field element: 64 bytes, 16 zero bytes of padding, big-endian.
fn eip_fq(bytes: &[u8]) -> Fq {
    assert_eq!(bytes.len(), 64);
    assert!(bytes[..16].iter().all(|b| *b == 0));
    let x = Fq::from_be_bytes_mod_order(&bytes[16..]);
    assert_eq!(
        x.into_bigint().to_bytes_be(),
        bytes[16..].to_vec(),
        "below p"
    );
    x
}

fn eip_write_fq(x: &Fq, out: &mut Vec<u8>) {
    out.extend([0u8; 16]);
    out.extend(x.into_bigint().to_bytes_be());
}

#[test]
fn map_to_curve_matches_eip_2537() {
    for (input, expected, name) in eth_vectors("blsMapG1.json") {
        let input = hex::decode(&input).expect("hex");
        let (x, y) = one(each_hooks!(g1_map(eip_fq(&input))), &name).expect("every element maps");
        let mut out = Vec::new();
        eip_write_fq(&x, &mut out);
        eip_write_fq(&y, &mut out);
        assert_eq!(hex::encode(out), expected, "{name}");
    }
    for (input, expected, name) in eth_vectors("blsMapG2.json") {
        let input = hex::decode(&input).expect("hex");
        let u = Fq2::new(eip_fq(&input[..64]), eip_fq(&input[64..]));
        let (x, y) = one(each_hooks!(g2_map(u)), &name).expect("every element maps");
        let mut out = Vec::new();
        for coordinate in [x.c0, x.c1, y.c0, y.c1] {
            eip_write_fq(&coordinate, &mut out);
        }
        assert_eq!(hex::encode(out), expected, "{name}");
    }
}

/// A key pair from blst's key generation on random key material.
fn key_pair(rng: &mut impl RngCore) -> (SecretKey, [u8; 48]) {
    let mut ikm = [0u8; 32];
    rng.fill_bytes(&mut ikm);
    let sk = SecretKey::key_gen(&ikm, &[]).expect("32 bytes of key material");
    let pk = sk.sk_to_pk().compress();
    (sk, pk)
}

/// `n` key pairs, a distinct message for each (`message <i>`) and blst's aggregate of their
/// signatures with tag `dst`, compressed.
#[allow(clippy::type_complexity)]
fn signed_by_each(
    rng: &mut impl RngCore,
    n: usize,
    dst: &[u8],
) -> (Vec<(SecretKey, [u8; 48])>, Vec<Vec<u8>>, [u8; 96]) {
    let pairs: Vec<(SecretKey, [u8; 48])> = (0..n).map(|_| key_pair(rng)).collect();
    let msgs: Vec<Vec<u8>> = (0..n)
        .map(|i| format!("message {i}").into_bytes())
        .collect();
    let sigs: Vec<Signature> = pairs
        .iter()
        .zip(&msgs)
        .map(|((sk, _), m)| sk.sign(m, dst, &[]))
        .collect();
    let aggregate = AggregateSignature::aggregate(&sigs.iter().collect::<Vec<_>>(), true)
        .expect("signatures")
        .to_signature()
        .compress();
    (pairs, msgs, aggregate)
}

fn blst_verify(dst: &[u8], pk: &[u8], msg: &[u8], sig: &[u8]) -> bool {
    let (Ok(pk), Ok(sig)) = (
        BlstKey::key_validate(pk),
        Signature::sig_validate(sig, false),
    ) else {
        return false;
    };
    sig.verify(true, msg, dst, &[], &pk, true) == BLST_ERROR::BLST_SUCCESS
}

fn ours_verify<H: BlsHooks>(suite: Ciphersuite, pk: &[u8], msg: &[u8], sig: &[u8]) -> bool {
    verify::<H>(suite, pk, msg, sig)
}

fn ours_pop<H: BlsHooks>(pk: &[u8], proof: &[u8]) -> bool {
    pop_verify::<H>(pk, proof)
}

/// `aggregate_verify`, and the same through validated keys (`aggregate_verify_keys`).
fn ours_aggregate<H: BlsHooks>(
    suite: Ciphersuite,
    pks: &[&[u8]],
    msgs: &[&[u8]],
    sig: &[u8],
) -> bool {
    let answer = aggregate_verify::<H>(suite, pks, msgs, sig);
    if let Some(keys) = PublicKey::<H>::validate_all(pks) {
        assert_eq!(aggregate_verify_keys::<H>(suite, &keys, msgs, sig), answer);
    }
    answer
}

/// `fast_aggregate_verify`, and the same through keys validated first and kept as their
/// uncompressed bytes (`PublicKey`, `fast_aggregate_verify_keys`), which must agree.
fn ours_fast<H: BlsHooks>(pks: &[&[u8]], msg: &[u8], sig: &[u8]) -> bool {
    let answer = fast_aggregate_verify::<H>(pks, msg, sig);
    if let Some(keys) = PublicKey::<H>::validate_all(pks) {
        let kept: Vec<PublicKey<H>> = keys
            .iter()
            .map(|key| PublicKey::from_validated(&key.to_uncompressed()).expect("a kept key"))
            .collect();
        assert_eq!(kept, keys);
        assert_eq!(fast_aggregate_verify_keys::<H>(&kept, msg, sig), answer);
    }
    answer
}

const SUITES: [Ciphersuite; 2] = [Ciphersuite::Basic, Ciphersuite::ProofOfPossession];

#[test]
fn verify_agrees_with_blst() {
    let rng = &mut ark_std::test_rng();
    for suite in SUITES {
        let dst = suite.dst();
        for round in 0..4 {
            let (sk, pk) = key_pair(rng);
            let (_, other_pk) = key_pair(rng);
            let msg: Vec<u8> = (0..[0, 5, 32, 100][round]).map(|_| rng.gen()).collect();
            let sig = sk.sign(&msg, dst, &[]).compress();
            let other_suite = if suite == Ciphersuite::Basic {
                Ciphersuite::ProofOfPossession
            } else {
                Ciphersuite::Basic
            };
            let foreign = sk.sign(&msg, other_suite.dst(), &[]).compress();
            let mut negated = sig;
            negated[0] ^= 0x20; // the sort flag: the signature's negative
            for (pk, msg, sig, expected, case) in [
                (&pk, &msg[..], &sig, true, "valid"),
                (&other_pk, &msg[..], &sig, false, "another key"),
                (&pk, &b"another message"[..], &sig, false, "another message"),
                (
                    &pk,
                    &msg[..],
                    &foreign,
                    false,
                    "the other suite's signature",
                ),
                (&pk, &msg[..], &negated, false, "the signature negated"),
            ] {
                assert_eq!(blst_verify(dst, pk, msg, sig), expected, "blst: {case}");
                assert_eq!(
                    one(each_hooks!(ours_verify(suite, pk, msg, sig)), case),
                    expected,
                    "{suite:?}: {case}"
                );
            }
        }
    }
}

#[test]
fn every_single_bit_corruption_is_judged_as_blst_judges_it() {
    let rng = &mut ark_std::test_rng();
    let suite = Ciphersuite::ProofOfPossession;
    let (sk, pk) = key_pair(rng);
    let msg = b"a message";
    let sig = sk.sign(msg, suite.dst(), &[]).compress();
    for bit in 0..48 * 8 {
        let mut bad = pk;
        bad[bit / 8] ^= 0x80 >> (bit % 8);
        let expected = BlstKey::key_validate(&bad)
            .ok()
            .map(|pk| pk.compress().to_vec());
        assert_eq!(
            one(each_hooks!(key(&bad)), "key"),
            expected,
            "key bit {bit}"
        );
        assert_eq!(
            one(each_hooks!(ours_verify(suite, &bad, msg, &sig)), "key bit"),
            blst_verify(suite.dst(), &bad, msg, &sig),
            "key bit {bit}"
        );
    }
    for bit in 0..96 * 8 {
        let mut bad = sig;
        bad[bit / 8] ^= 0x80 >> (bit % 8);
        assert_eq!(
            one(
                each_hooks!(ours_verify(suite, &pk, msg, &bad)),
                "signature bit"
            ),
            blst_verify(suite.dst(), &pk, msg, &bad),
            "signature bit {bit}"
        );
    }
}

/// The compressed bytes of a point on the curve outside the prime-order subgroup (the first
/// valid x from `start`).
fn off_subgroup<C: ark_ec::short_weierstrass::SWCurveConfig>(mut x: C::BaseField) -> Vec<u8> {
    loop {
        if let Some(y) = (x.square() * x + C::COEFF_B).sqrt() {
            let point = Affine::<C>::new_unchecked(x, y);
            if !point.is_in_correct_subgroup_assuming_on_curve() {
                return compressed(&point);
            }
        }
        x += C::BaseField::ONE;
    }
}

#[test]
fn invalid_keys_and_signatures_are_not_valid() {
    let rng = &mut ark_std::test_rng();
    let suite = Ciphersuite::ProofOfPossession;
    let (sk, pk) = key_pair(rng);
    let msg = b"m";
    let sig = sk.sign(msg, suite.dst(), &[]).compress();
    let mut identity_key = [0u8; 48];
    identity_key[0] = 0xc0;
    let mut identity_sig = [0u8; 96];
    identity_sig[0] = 0xc0;
    let g1_off = off_subgroup::<ark_bls12_381::g1::Config>(Fq::from(3u64));
    let g2_off = off_subgroup::<ark_bls12_381::g2::Config>(Fq2::new(Fq::from(3u64), Fq::ONE));
    // x = p: a coordinate that is not canonical.
    let mut over_p = [0u8; 48];
    over_p.copy_from_slice(&Fq::MODULUS.to_bytes_be());
    over_p[0] |= 0x80;
    for (bytes, case) in [
        (&identity_key[..], "the identity"),
        (&g1_off[..], "off the subgroup"),
        (&over_p[..], "x = p"),
        (&pk[..47], "47 bytes"),
        (&[pk.as_slice(), &[0]].concat()[..], "49 bytes"),
        (&[0u8; 48][..], "no compression flag"),
    ] {
        assert!(BlstKey::key_validate(bytes).is_err(), "blst: {case}");
        assert_eq!(one(each_hooks!(key(bytes)), case), None, "{case}");
        assert!(
            !one(each_hooks!(ours_verify(suite, bytes, msg, &sig)), case),
            "{case}"
        );
    }
    for (bytes, case) in [
        (&identity_sig[..], "the identity"),
        (&g2_off[..], "off the subgroup"),
        (&sig[..95], "95 bytes"),
        (&[0u8; 96][..], "no compression flag"),
    ] {
        assert!(!blst_verify(suite.dst(), &pk, msg, bytes), "blst: {case}");
        assert!(
            !one(each_hooks!(ours_verify(suite, &pk, msg, bytes)), case),
            "{case}"
        );
    }
    // The identity is a signature (in the subgroup), only of nothing here: its key would be
    // the identity.
    assert!(Signature::sig_validate(&identity_sig, false).is_ok());
}

#[test]
fn aggregate_verify_agrees_with_blst() {
    let rng = &mut ark_std::test_rng();
    for suite in SUITES {
        let dst = suite.dst();
        for n in [1usize, 2, 5] {
            let (pairs, msgs, aggregate) = signed_by_each(rng, n, dst);
            let pks: Vec<&[u8]> = pairs.iter().map(|(_, pk)| &pk[..]).collect();
            let msg_refs: Vec<&[u8]> = msgs.iter().map(|m| &m[..]).collect();
            let blst_pks: Vec<BlstKey> = pairs.iter().map(|(sk, _)| sk.sk_to_pk()).collect();
            let blst = |msgs: &[&[u8]], pks: &[BlstKey], sig: &[u8]| {
                Signature::sig_validate(sig, false).is_ok_and(|sig| {
                    sig.aggregate_verify(true, msgs, dst, &pks.iter().collect::<Vec<_>>(), true)
                        == BLST_ERROR::BLST_SUCCESS
                })
            };
            assert!(blst(&msg_refs, &blst_pks, &aggregate), "blst: {n} valid");
            assert!(
                one(
                    each_hooks!(ours_aggregate(suite, &pks, &msg_refs, &aggregate)),
                    "valid"
                ),
                "{suite:?}, {n}"
            );
            // A message swapped for another.
            let mut wrong = msg_refs.clone();
            wrong[n - 1] = b"another";
            assert!(!blst(&wrong, &blst_pks, &aggregate));
            assert!(
                !one(
                    each_hooks!(ours_aggregate(suite, &pks, &wrong, &aggregate)),
                    "wrong"
                ),
                "{suite:?}, {n}"
            );
            // A key missing, lists of different lengths, no keys at all.
            assert!(!one(
                each_hooks!(ours_aggregate(suite, &pks[1..], &msg_refs, &aggregate)),
                "lengths"
            ));
            assert!(!one(
                each_hooks!(ours_aggregate(suite, &pks[..0], &msg_refs[..0], &aggregate)),
                "none"
            ));
        }
        // Two signers of one message: the proof-of-possession scheme accepts it, the basic
        // scheme refuses messages that are not distinct (blst does not check, in either).
        let (a, b) = (key_pair(rng), key_pair(rng));
        let sigs = [a.0.sign(b"same", dst, &[]), b.0.sign(b"same", dst, &[])];
        let aggregate = AggregateSignature::aggregate(&[&sigs[0], &sigs[1]], true)
            .expect("signatures")
            .to_signature()
            .compress();
        let expected = suite == Ciphersuite::ProofOfPossession;
        assert_eq!(
            one(
                each_hooks!(ours_aggregate(
                    suite,
                    &[&a.1[..], &b.1[..]],
                    &[&b"same"[..], &b"same"[..]],
                    &aggregate
                )),
                "same message"
            ),
            expected,
            "{suite:?}"
        );
    }
}

#[test]
fn fast_aggregate_verify_and_pop_verify_agree_with_blst() {
    let rng = &mut ark_std::test_rng();
    let dst = Ciphersuite::ProofOfPossession.dst();
    let msg = b"a block root";
    for n in [1usize, 3, 16] {
        let pairs: Vec<(SecretKey, [u8; 48])> = (0..n).map(|_| key_pair(rng)).collect();
        let sigs: Vec<Signature> = pairs.iter().map(|(sk, _)| sk.sign(msg, dst, &[])).collect();
        let aggregate = AggregateSignature::aggregate(&sigs.iter().collect::<Vec<_>>(), true)
            .expect("signatures")
            .to_signature();
        let pks: Vec<&[u8]> = pairs.iter().map(|(_, pk)| &pk[..]).collect();
        let blst_pks: Vec<BlstKey> = pairs.iter().map(|(sk, _)| sk.sk_to_pk()).collect();
        assert_eq!(
            aggregate.fast_aggregate_verify(true, msg, dst, &blst_pks.iter().collect::<Vec<_>>()),
            BLST_ERROR::BLST_SUCCESS
        );
        let aggregate = aggregate.compress();
        assert!(
            one(each_hooks!(ours_fast(&pks, msg, &aggregate)), "valid"),
            "{n} keys"
        );
        assert!(
            !one(
                each_hooks!(ours_fast(&pks, b"another", &aggregate)),
                "message"
            ),
            "{n} keys"
        );
        if n > 1 {
            assert!(
                !one(
                    each_hooks!(ours_fast(&pks[1..], msg, &aggregate)),
                    "missing"
                ),
                "{n} keys"
            );
        }
        // Each key's proof of possession: a signature of its own bytes with the POP tag.
        for (sk, pk) in &pairs {
            let proof = sk.sign(pk, POP_DST, &[]).compress();
            assert!(one(each_hooks!(ours_pop(pk, &proof)), "proof"));
            let not_proof = sk.sign(pk, dst, &[]).compress();
            assert!(!one(each_hooks!(ours_pop(pk, &not_proof)), "signature tag"));
            assert!(!one(
                each_hooks!(ours_pop(&pairs[0].1, &sigs[0].compress())),
                "a signature of a message"
            ));
        }
    }
    assert!(!one(
        each_hooks!(ours_fast(&[], msg, &[0xc0; 96])),
        "no keys"
    ));
    // Keys that add up to the identity: `pk` and `−pk` are each valid keys.
    let (sk, pk) = key_pair(rng);
    let point = ark_serialize::CanonicalDeserialize::deserialize_compressed(&pk[..])
        .map(|p: ark_bls12_381::G1Affine| compressed(&-p))
        .expect("a key");
    let sig = sk.sign(msg, dst, &[]).compress();
    assert!(one(each_hooks!(key(&point)), "−pk").is_some());
    assert!(!one(
        each_hooks!(ours_fast(&[&pk[..], &point[..]], msg, &sig)),
        "identity aggregate"
    ));
}

#[test]
fn kept_keys_read_back_and_refuse_what_is_not_a_point() {
    let rng = &mut ark_std::test_rng();
    let (_, pk) = key_pair(rng);
    let key = PublicKey::<Arkworks>::validate(&pk).expect("a key");
    let bytes = key.to_uncompressed();
    assert!(one(each_hooks!(kept(&bytes)), "kept"));
    assert!(!one(each_hooks!(kept(&bytes[..95])), "95 bytes"));
    // The identity's encoding, and a point off the curve (the last bit of y flipped).
    let identity = {
        let mut out = Vec::new();
        ark_serialize::CanonicalSerialize::serialize_uncompressed(
            &ark_bls12_381::G1Affine::identity(),
            &mut out,
        )
        .expect("into a Vec");
        out
    };
    assert!(!one(each_hooks!(kept(&identity)), "identity"));
    let mut off_curve = bytes;
    off_curve[95] ^= 1;
    assert!(!one(each_hooks!(kept(&off_curve)), "off the curve"));
}

/// The vectors of one kind from Ethereum's BLS test suite (`tests/data/bls12-381-tests/<kind>`,
/// one JSON file per case), with their file names, in name order; at least one.
fn ethereum_cases(kind: &str) -> Vec<(String, Value)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/bls12-381-tests")
        .join(kind);
    let mut cases: Vec<(String, Value)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| {
            let path = entry.expect("a directory entry").path();
            let text = std::fs::read_to_string(&path).expect("a vector file");
            let name = path
                .file_name()
                .expect("a file")
                .to_string_lossy()
                .into_owned();
            (name, serde_json::from_str(&text).expect("JSON"))
        })
        .collect();
    cases.sort_by(|a, b| a.0.cmp(&b.0));
    assert!(!cases.is_empty(), "no vectors in {}", dir.display());
    cases
}

/// Bytes of the suite's `0x…` strings.
fn ethereum_bytes(value: &Value) -> Vec<u8> {
    let text = value.as_str().expect("a hex string");
    hex::decode(text.trim_start_matches("0x")).expect("hex")
}

/// A list of the suite's `0x…` strings.
fn ethereum_list(value: &Value) -> Vec<Vec<u8>> {
    value
        .as_array()
        .expect("a list")
        .iter()
        .map(ethereum_bytes)
        .collect()
}

/// The suite's expected `true`/`false`.
fn ethereum_bool(value: &Value) -> bool {
    value.as_bool().expect("true or false")
}

/// Whether `bytes` are exactly one compressed point of `G`'s prime-order subgroup (the identity
/// included), as the suite's `deserialization_*` cases ask: our model's decompression and
/// subgroup check with the hooks `H`.
fn deserializes<G: ark_serialize::CanonicalDeserialize + CanonicalSerialize + Default>(
    bytes: &[u8],
) -> bool {
    bytes.len() == G::default().compressed_size() && G::deserialize_compressed(bytes).is_ok()
}

fn g1_deserializes<H: BlsHooks>(bytes: &[u8]) -> bool {
    deserializes::<ark_substrate::pairing::G1Affine<Bls12_381, H>>(bytes)
}

fn g2_deserializes<H: BlsHooks>(bytes: &[u8]) -> bool {
    deserializes::<ark_substrate::pairing::G2Affine<Bls12_381, H>>(bytes)
}

/// The suite's `aggregate`: the sum of the signatures' points, compressed; `None` for an empty
/// list or a signature that is not a point of the subgroup.
fn aggregate<H: BlsHooks>(sigs: &[Vec<u8>]) -> Option<Vec<u8>> {
    use ark_serialize::CanonicalDeserialize;
    type Point<H> = ark_substrate::pairing::G2Affine<Bls12_381, H>;
    if sigs.is_empty() {
        return None;
    }
    let mut sum = <Point<H> as AffineRepr>::Group::default();
    for sig in sigs {
        if !g2_deserializes::<H>(sig) {
            return None;
        }
        sum += Point::<H>::deserialize_compressed(&sig[..]).ok()?;
    }
    Some(compressed(&sum))
}

/// `sk·H(msg)` with the tag of Ethereum's ciphersuite, through our hash and our G2 model's
/// multiplication: the draft's `Sign`, compressed.
fn sign<H: BlsHooks>(sk: ark_bls12_381::Fr, msg: &[u8]) -> Option<Vec<u8>> {
    hash_to_g2::<H>(Ciphersuite::ProofOfPossession.dst(), msg).map(|q| compressed(&(q * sk)))
}

/// Ethereum's BLS test suite (`ethereum/bls12-381-tests`, generated by its own generator from
/// py_ecc and checked there against milagro; `tests/data/bls12-381-tests/README.md`), every
/// case through every hook set: `verify`, `fast_aggregate_verify`, `aggregate_verify` (the
/// proof-of-possession ciphersuite, Ethereum's), `sign` (its signatures verify under the key
/// `sk·G1`, and our hash and G2 multiplication give them), `hash_to_G2` (RFC 9380's tag),
/// `aggregate` and the `deserialization_*` cases (our models' decompression and subgroup check;
/// `KeyValidate` also refuses the identity, which deserializes). `batch_verify` is not an
/// operation of the draft or of this module.
#[test]
fn ethereum_bls_test_suite() {
    let pop = Ciphersuite::ProofOfPossession;
    let mut counted = Vec::new();
    let mut count = |kind: &str, cases: usize| counted.push(format!("{kind} {cases}"));

    let cases = ethereum_cases("verify");
    for (name, case) in &cases {
        let input = &case["input"];
        let (pk, msg, sig) = (
            ethereum_bytes(&input["pubkey"]),
            ethereum_bytes(&input["message"]),
            ethereum_bytes(&input["signature"]),
        );
        let answer = one(each_hooks!(ours_verify(pop, &pk, &msg, &sig)), name);
        assert_eq!(answer, ethereum_bool(&case["output"]), "{name}");
    }
    count("verify", cases.len());

    let cases = ethereum_cases("fast_aggregate_verify");
    for (name, case) in &cases {
        let input = &case["input"];
        let pks = ethereum_list(&input["pubkeys"]);
        let pks: Vec<&[u8]> = pks.iter().map(Vec::as_slice).collect();
        let (msg, sig) = (
            ethereum_bytes(&input["message"]),
            ethereum_bytes(&input["signature"]),
        );
        let answer = one(each_hooks!(ours_fast(&pks, &msg, &sig)), name);
        assert_eq!(answer, ethereum_bool(&case["output"]), "{name}");
    }
    count("fast_aggregate_verify", cases.len());

    let cases = ethereum_cases("aggregate_verify");
    for (name, case) in &cases {
        let input = &case["input"];
        let (pks, msgs) = (
            ethereum_list(&input["pubkeys"]),
            ethereum_list(&input["messages"]),
        );
        let pks: Vec<&[u8]> = pks.iter().map(Vec::as_slice).collect();
        let msgs: Vec<&[u8]> = msgs.iter().map(Vec::as_slice).collect();
        let sig = ethereum_bytes(&input["signature"]);
        let answer = one(each_hooks!(ours_aggregate(pop, &pks, &msgs, &sig)), name);
        assert_eq!(answer, ethereum_bool(&case["output"]), "{name}");
    }
    count("aggregate_verify", cases.len());

    let cases = ethereum_cases("sign");
    for (name, case) in &cases {
        let input = &case["input"];
        let (sk, msg) = (
            ethereum_bytes(&input["privkey"]),
            ethereum_bytes(&input["message"]),
        );
        let sk = ark_bls12_381::Fr::from_be_bytes_mod_order(&sk);
        if case["output"].is_null() {
            // The draft refuses to sign with the key 0 (no public key is the identity).
            assert_eq!(sk, ark_bls12_381::Fr::from(0u8), "{name}");
            continue;
        }
        let expected = ethereum_bytes(&case["output"]);
        let pk = compressed(&(ark_bls12_381::G1Affine::generator() * sk));
        assert!(
            one(each_hooks!(ours_verify(pop, &pk, &msg, &expected)), name),
            "{name}: the suite's signature does not verify"
        );
        assert_eq!(
            one(each_hooks!(sign(sk, &msg)), name),
            Some(expected),
            "{name}"
        );
    }
    count("sign", cases.len());

    // The suite hashes with RFC 9380's test tag (its generator's `DST`).
    let cases = ethereum_cases("hash_to_G2");
    for (name, case) in &cases {
        let msg = case["input"]["msg"].as_str().expect("a message");
        let output = &case["output"];
        let expected = (
            fq2(output["x"].as_str().expect("x")),
            fq2(output["y"].as_str().expect("y")),
        );
        let dst = b"QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_";
        let ours = one(each_hooks!(g2_hash(dst, msg.as_bytes())), name).expect("a tag in range");
        let point = Affine::<ark_bls12_381::g2::Config>::new(expected.0, expected.1);
        assert_eq!(ours, compressed(&point), "{name}");
    }
    count("hash_to_G2", cases.len());

    let cases = ethereum_cases("aggregate");
    for (name, case) in &cases {
        let sigs = ethereum_list(&case["input"]);
        let expected = (!case["output"].is_null()).then(|| ethereum_bytes(&case["output"]));
        assert_eq!(one(each_hooks!(aggregate(&sigs)), name), expected, "{name}");
    }
    count("aggregate", cases.len());

    let cases = ethereum_cases("deserialization_G1");
    for (name, case) in &cases {
        let pk = ethereum_bytes(&case["input"]["pubkey"]);
        let valid = ethereum_bool(&case["output"]);
        assert_eq!(
            one(each_hooks!(g1_deserializes(&pk)), name),
            valid,
            "{name}"
        );
        // The compressed identity: the infinity flag.
        let identity = pk.first().is_some_and(|b| b & 0x40 != 0);
        let key = one(each_hooks!(key(&pk)), name);
        assert_eq!(key.is_some(), valid && !identity, "{name}: KeyValidate");
    }
    count("deserialization_G1", cases.len());

    let cases = ethereum_cases("deserialization_G2");
    for (name, case) in &cases {
        let sig = ethereum_bytes(&case["input"]["signature"]);
        let valid = ethereum_bool(&case["output"]);
        assert_eq!(
            one(each_hooks!(g2_deserializes(&sig)), name),
            valid,
            "{name}"
        );
    }
    count("deserialization_G2", cases.len());

    // Every case of the suite's kinds above was read (the files committed: 100).
    assert_eq!(
        counted.join(", "),
        "verify 29, fast_aggregate_verify 12, aggregate_verify 5, sign 10, hash_to_G2 4, \
         aggregate 6, deserialization_G1 16, deserialization_G2 18"
    );
}

/// `shaped::bls12_m_twist_clear_cofactor` (the hash's cofactor clearing on the twin) against
/// arkworks' `clear_cofactor` of BLS12-381's G2, on random points of the twist's whole curve (of
/// every order: not in the subgroup), the identity and points of the subgroup; over arkworks'
/// own configuration and over the twin.
#[test]
fn g2_cofactor_clearing_is_arkworks() {
    use ark_ec::CurveGroup;
    use ark_std::UniformRand;
    use ark_substrate::shaped::{bls12_m_twist_clear_cofactor, Twin, WasmBls12};
    type TwinEngine = WasmBls12<ark_bls12_381::Config, ark_bls12_381::FqConfig, 6>;
    let rng = &mut ark_std::test_rng();
    let mut points = vec![
        ark_bls12_381::G2Affine::identity(),
        ark_bls12_381::G2Affine::generator(),
        (ark_bls12_381::G2Affine::generator() * ark_bls12_381::Fr::rand(rng)).into_affine(),
    ];
    while points.len() < 40 {
        let x = Fq2::rand(rng);
        if let Some(p) = ark_bls12_381::G2Affine::get_point_from_x_unchecked(x, rng.gen()) {
            assert!(p.is_on_curve());
            points.push(p);
        }
    }
    for p in points {
        let expected = p.clear_cofactor();
        let plain = bls12_m_twist_clear_cofactor::<ark_bls12_381::Config>(&p)
            .expect("BLS12-381 has an M-type twist")
            .into_affine();
        assert_eq!(plain, expected, "{p}");
        let twin: Affine<ark_substrate::shaped::Bls12_381G2Twin> = p.twin();
        let on_twin: ark_bls12_381::G2Affine = bls12_m_twist_clear_cofactor::<TwinEngine>(&twin)
            .expect("the twin's twist is BLS12-381's")
            .into_affine()
            .twin();
        assert_eq!(on_twin, expected, "{p}");
    }
}
