//! The calls on every curve with proofs from ark-groth16's prover, and with the snarkjs and
//! gnark fixtures read by `ec-groth16`.

use crate::{mock::*, *};
use ark_ec::{AffineRepr, CurveGroup};
use ark_groth16::Proof;
use ark_serialize::CanonicalSerialize;
use ec_groth16::{engines::native, formats, testing};
use frame_support::{assert_noop, assert_ok, dispatch::Pays, traits::fungible::InspectHold};
use frame_system::RawOrigin;
use std::path::Path;

/// `assert_noop!` for calls whose errors carry their actual weight.
macro_rules! assert_fails {
    ($call:expr, $error:expr $(,)?) => {
        assert_noop!($call.map(|_| ()).map_err(|e| e.error), $error)
    };
}

fn compressed<T: CanonicalSerialize>(value: &T) -> Vec<u8> {
    let mut bytes = Vec::new();
    value.serialize_compressed(&mut bytes).unwrap();
    bytes
}

fn uncompressed<T: CanonicalSerialize>(value: &T) -> Vec<u8> {
    let mut bytes = Vec::new();
    value.serialize_uncompressed(&mut bytes).unwrap();
    bytes
}

fn proof_bytes(bytes: Vec<u8>) -> ProofBytes<Test> {
    bytes.try_into().unwrap()
}

fn inputs<F: CanonicalSerialize>(values: &[F]) -> PublicInputs<Test> {
    values
        .iter()
        .map(|x| Scalar::try_from(compressed(x)).unwrap())
        .collect::<Vec<_>>()
        .try_into()
        .unwrap()
}

fn key(bytes: Vec<u8>) -> KeyBytes<Test> {
    bytes.try_into().unwrap()
}

/// Registers `vk` as account 1; its id.
fn register(curve: Curve, vk: Vec<u8>) -> KeyId {
    register_as(1, curve, vk)
}

/// Registers `vk` as `account`; its id.
fn register_as(account: u64, curve: Curve, vk: Vec<u8>) -> KeyId {
    assert_ok!(Groth16::register_vk(
        RuntimeOrigin::signed(account),
        curve,
        key(vk)
    ));
    match System::events().last().map(|e| e.event.clone()) {
        Some(RuntimeEvent::Groth16(Event::KeyRegistered { id, .. })) => id,
        other => panic!("no registration event: {other:?}"),
    }
}

fn last_event() -> RuntimeEvent {
    System::events().last().unwrap().event.clone()
}

fn calls_on_curve<N: ark_ec::pairing::Pairing>(curve: Curve) {
    let (pk, vk) = testing::setup::<N>(1);
    let (_, other_vk) = testing::setup::<N>(2);
    let (proof, x) = testing::prove::<N>(&pk, 3, 10);
    let id = register(curve, compressed(&vk));
    let other = register(curve, uncompressed(&other_vk));
    let signed = || RuntimeOrigin::signed(2);

    // Valid, compressed and uncompressed; the weight is refunded to the curve's.
    for bytes in [compressed(&proof), uncompressed(&proof)] {
        let info = Groth16::verify(signed(), id, proof_bytes(bytes), inputs(&x)).unwrap();
        assert_eq!(info.actual_weight, Some(costs::verify::<Test>(curve, 2, 0)));
        assert_eq!(info.pays_fee, Pays::Yes);
        assert_eq!(
            last_event(),
            RuntimeEvent::Groth16(Event::ProofVerified { id })
        );
    }
    // Invalid: wrong input, swapped inputs, the wrong key, a tampered proof.
    let mut wrong = x.clone();
    wrong[0] += N::ScalarField::from(1u64);
    let swapped = vec![x[1], x[0]];
    let tampered = Proof::<N> {
        c: (proof.c + N::G1Affine::generator()).into_affine(),
        ..proof.clone()
    };
    for (key, proof, x) in [
        (id, compressed(&proof), wrong),
        (id, compressed(&proof), swapped),
        (other, compressed(&proof), x.clone()),
        (id, compressed(&tampered), x.clone()),
    ] {
        assert_fails!(
            Groth16::verify(signed(), key, proof_bytes(proof), inputs(&x)),
            Error::<Test>::InvalidProof
        );
    }
    // Malformed: a truncated proof, a point off the curve, an input above the modulus, the
    // wrong number of inputs, an unknown key.
    let bytes = compressed(&proof);
    let mut off_curve = bytes.clone();
    let g1 = N::G1Affine::zero().compressed_size();
    off_curve[..g1 - 1].fill(0xff);
    off_curve[g1 - 1] |= 0x3f;
    for bad in [bytes[1..].to_vec(), off_curve] {
        assert_fails!(
            Groth16::verify(signed(), id, proof_bytes(bad), inputs(&x)),
            Error::<Test>::MalformedProof
        );
    }
    let mut too_big = inputs(&x);
    too_big[1] = vec![0xff; too_big[1].len()].try_into().unwrap();
    assert_fails!(
        Groth16::verify(signed(), id, proof_bytes(bytes.clone()), too_big),
        Error::<Test>::MalformedPublicInput
    );
    assert_fails!(
        Groth16::verify(signed(), id, proof_bytes(bytes.clone()), inputs(&x[..1])),
        Error::<Test>::WrongNumberOfPublicInputs
    );
    assert_fails!(
        Groth16::verify(signed(), [7; 32], proof_bytes(bytes.clone()), inputs(&x)),
        Error::<Test>::UnknownKey
    );

    // Batches: valid ones pass, one bad proof fails the batch, empty ones are refused.
    let items: Vec<(ProofBytes<Test>, PublicInputs<Test>)> = (0..4)
        .map(|i| {
            let (proof, x) = testing::prove::<N>(&pk, 5 + i, 30 + i);
            (proof_bytes(compressed(&proof)), inputs(&x))
        })
        .collect();
    let batch = |items: Vec<_>| Batch::<Test>::try_from(items).unwrap();
    let info = Groth16::verify_batch(signed(), id, batch(items.clone())).unwrap();
    assert_eq!(
        info.actual_weight,
        Some(costs::verify_batch::<Test>(curve, 4, 2, 0))
    );
    assert_eq!(
        last_event(),
        RuntimeEvent::Groth16(Event::BatchVerified { id, count: 4 })
    );
    let mut one_bad = items.clone();
    one_bad[2].1 = inputs(&[x[0], x[1] + N::ScalarField::from(1u64)]);
    assert_fails!(
        Groth16::verify_batch(signed(), id, batch(one_bad)),
        Error::<Test>::InvalidProof
    );
    let mut one_tampered = items.clone();
    one_tampered[3].0 = proof_bytes(compressed(&tampered));
    one_tampered[3].1 = inputs(&x);
    assert_fails!(
        Groth16::verify_batch(signed(), id, batch(one_tampered)),
        Error::<Test>::InvalidProof
    );
    assert_fails!(
        Groth16::verify_batch(signed(), other, batch(items)),
        Error::<Test>::InvalidProof
    );
    assert_fails!(
        Groth16::verify_batch(signed(), id, batch(vec![])),
        Error::<Test>::EmptyBatch
    );
}

#[test]
fn every_curve() {
    for curve in Curve::ALL {
        new_test_ext().execute_with(|| with_engine!(curve, native, |N| calls_on_curve::<N>(curve)));
    }
}

/// Uncompressed proofs are compressed in the runtime after a curve check: one off the curve is
/// `MalformedProof`, and a batch may mix both encodings.
#[test]
fn uncompressed_proofs_are_checked_and_mixed_batches_verify() {
    for curve in Curve::ALL {
        new_test_ext().execute_with(|| {
            with_engine!(curve, native, |N| {
                let (pk, vk) = testing::setup::<N>(1);
                let id = register(curve, compressed(&vk));
                let (proof, x) = testing::prove::<N>(&pk, 3, 10);
                let mut off_curve = uncompressed(&proof);
                // The first byte of A's x (its low byte, or in BLS12-381's big-endian format a
                // high one without flags): A leaves the curve.
                let at = if curve == Curve::Bls12_381 { 5 } else { 0 };
                off_curve[at] ^= 1;
                assert_fails!(
                    Groth16::verify(
                        RuntimeOrigin::signed(2),
                        id,
                        proof_bytes(off_curve),
                        inputs(&x)
                    ),
                    Error::<Test>::MalformedProof
                );
                let (other, y) = testing::prove::<N>(&pk, 4, 11);
                let items = vec![
                    (proof_bytes(uncompressed(&proof)), inputs(&x)),
                    (proof_bytes(compressed(&other)), inputs(&y)),
                ];
                assert_ok!(Groth16::verify_batch(
                    RuntimeOrigin::signed(2),
                    id,
                    Batch::<Test>::try_from(items).unwrap()
                ));
            })
        });
    }
}

/// Keys stored by storage version 0 (ark-groth16's prepared key) are rewritten by the migration
/// into what registration stores now, and verify; a key that does not decode is emptied, fails
/// as `CorruptKey` and can still be removed.
#[test]
fn version_0_keys_are_migrated() {
    use frame_support::traits::{GetStorageVersion, OnRuntimeUpgrade, StorageVersion};
    new_test_ext().execute_with(|| {
        let mut ids = Vec::new();
        for curve in Curve::ALL {
            with_engine!(curve, native, |N| {
                let (pk, vk) = testing::setup::<N>(1);
                let id = register(curve, compressed(&vk));
                let now = Keys::<Test>::get(id).unwrap();
                // Version 0's stored key: ark-groth16's prepared key over the host types.
                let old = with_engine!(curve, host, |H| {
                    let vk = ec_groth16::decode_vk::<H>(&compressed(&vk)).unwrap();
                    uncompressed(&ark_groth16::prepare_verifying_key(&vk))
                });
                assert_ne!(old, now.prepared.to_vec());
                // The version-0 entry, written raw: its `prepared` is longer than version 1's
                // bound.
                let entry = (now.curve, now.inputs, now.owner, old).encode();
                frame_support::storage::unhashed::put_raw(
                    &Keys::<Test>::hashed_key_for(id),
                    &entry,
                );
                let (proof, x) = testing::prove::<N>(&pk, 3, 10);
                ids.push((
                    id,
                    now.prepared,
                    proof_bytes(compressed(&proof)),
                    inputs(&x),
                ));
            });
        }
        // One entry that does not decode as a key.
        let broken = [9u8; 32];
        let entry = (
            Curve::Bn254,
            2u32,
            Some((1u64, DEPOSIT_BASE)),
            vec![1u8, 2, 3],
        )
            .encode();
        frame_support::storage::unhashed::put_raw(&Keys::<Test>::hashed_key_for(broken), &entry);
        StorageVersion::new(0).put::<Groth16>();

        crate::migrations::v1::MigrateToV1::<Test>::on_runtime_upgrade();
        assert_eq!(Groth16::on_chain_storage_version(), StorageVersion::new(1));
        for (id, prepared, proof, x) in ids {
            assert_eq!(Keys::<Test>::get(id).unwrap().prepared, prepared);
            assert_ok!(Groth16::verify(RuntimeOrigin::signed(2), id, proof, x));
        }
        assert!(Keys::<Test>::get(broken).unwrap().prepared.is_empty());
        let (proof, x) =
            testing::prove::<native::Bn254>(&testing::setup::<native::Bn254>(1).0, 3, 10);
        assert_fails!(
            Groth16::verify(
                RuntimeOrigin::signed(2),
                broken,
                proof_bytes(compressed(&proof)),
                inputs(&x)
            ),
            Error::<Test>::CorruptKey
        );
        // A second run does nothing: the version is 1 already.
        let before = Keys::<Test>::iter().count();
        crate::migrations::v1::MigrateToV1::<Test>::on_runtime_upgrade();
        assert_eq!(Keys::<Test>::iter().count(), before);
    });
}

#[test]
fn registration_holds_a_deposit_and_removal_returns_it() {
    new_test_ext().execute_with(|| {
        type N = native::Bls12_381;
        let (_, vk) = testing::setup::<N>(1);
        let reason = RuntimeHoldReason::Groth16(HoldReason::KeyDeposit);
        let id = register(Curve::Bls12_381, compressed(&vk));
        let stored = Keys::<Test>::get(id).unwrap();
        let deposit = DEPOSIT_BASE + stored.prepared.len() as u64;
        assert_eq!(stored.owner, Some((1, deposit)));
        assert_eq!(stored.inputs, 2);
        assert_eq!(Balances::balance_on_hold(&reason, &1), deposit);
        // The id does not depend on the encoding: the same key again by the same account is
        // refused.
        assert_noop!(
            Groth16::register_vk(
                RuntimeOrigin::signed(1),
                Curve::Bls12_381,
                key(uncompressed(&vk))
            ),
            Error::<Test>::KeyAlreadyRegistered
        );
        assert_eq!(id, key_id(Curve::Bls12_381, Some(&1u64), &compressed(&vk)));
        // Another account registering the same key first, or after, gets its own id: it can
        // neither take account 1's registration nor remove it.
        let theirs = register_as(2, Curve::Bls12_381, uncompressed(&vk));
        assert_ne!(theirs, id);
        assert_eq!(
            theirs,
            key_id(Curve::Bls12_381, Some(&2u64), &compressed(&vk))
        );
        assert_noop!(
            Groth16::remove_vk(RuntimeOrigin::signed(2), id),
            Error::<Test>::NotOwner
        );
        assert_ok!(Groth16::remove_vk(RuntimeOrigin::signed(2), theirs));
        assert!(Keys::<Test>::contains_key(id));
        // Only the owner or the manager removes it; the deposit goes back to the owner.
        assert_ok!(Groth16::remove_vk(RuntimeOrigin::signed(1), id));
        assert_eq!(Balances::balance_on_hold(&reason, &1), 0);
        assert_eq!(
            last_event(),
            RuntimeEvent::Groth16(Event::KeyRemoved { id })
        );
        assert_noop!(
            Groth16::remove_vk(RuntimeOrigin::signed(1), id),
            Error::<Test>::UnknownKey
        );
        let id = register(Curve::Bls12_381, compressed(&vk));
        assert_ok!(Groth16::remove_vk(RuntimeOrigin::root(), id));
        assert_eq!(Balances::balance_on_hold(&reason, &1), 0);
    });
}

#[test]
fn root_registers_without_deposit_and_others_cannot_register() {
    new_test_ext().execute_with(|| {
        type N = native::Bn254;
        let (_, vk) = testing::setup::<N>(1);
        assert_ok!(Groth16::register_vk(
            RuntimeOrigin::root(),
            Curve::Bn254,
            key(compressed(&vk))
        ));
        let id = key_id::<u64>(Curve::Bn254, None, &compressed(&vk));
        assert_eq!(Keys::<Test>::get(id).unwrap().owner, None);
        // A root-owned key: no account may remove it, root may.
        assert_noop!(
            Groth16::remove_vk(RuntimeOrigin::signed(1), id),
            Error::<Test>::NotOwner
        );
        assert_ok!(Groth16::remove_vk(RuntimeOrigin::root(), id));
        assert_noop!(
            Groth16::register_vk(RawOrigin::None.into(), Curve::Bn254, key(compressed(&vk))),
            sp_runtime::DispatchError::BadOrigin
        );
        // An account without the deposit cannot register.
        assert!(
            Groth16::register_vk(RuntimeOrigin::signed(9), Curve::Bn254, key(compressed(&vk)))
                .is_err()
        );
    });
}

#[test]
fn malformed_and_oversized_keys_are_refused() {
    new_test_ext().execute_with(|| {
        // Refused from the key's length and header, before any point is decoded, and charged
        // that: the cost of a key with no inputs.
        let rejected = |curve| costs::register_vk::<Test>(curve, 0, 0);
        // Nine inputs: above the mock's MaxPublicInputs (8).
        let (vk, _, _) = ec_bench_ops::fixtures::groth16::<native::Bn254>(9);
        assert_noop!(
            Groth16::register_vk(RuntimeOrigin::signed(1), Curve::Bn254, key(vk.clone())),
            Error::<Test>::TooManyPublicInputs.with_weight(rejected(Curve::Bn254))
        );
        // The right bytes for the wrong curve, and truncated bytes.
        assert_noop!(
            Groth16::register_vk(RuntimeOrigin::signed(1), Curve::Bls12_381, key(vk.clone())),
            Error::<Test>::MalformedKey.with_weight(rejected(Curve::Bls12_381))
        );
        assert_noop!(
            Groth16::register_vk(
                RuntimeOrigin::signed(1),
                Curve::Bn254,
                key(vk[1..].to_vec())
            ),
            Error::<Test>::MalformedKey.with_weight(rejected(Curve::Bn254))
        );
    });
}

/// Keys with the identity as `α`, `β`, `γ` or `δ` are refused on every curve: with `γ = 0`, any
/// proof whose `A`, `B`, `C` satisfy the equation without the inputs verifies for every input.
#[test]
fn degenerate_keys_are_refused() {
    fn on_curve<N: ark_ec::pairing::Pairing>(curve: Curve) {
        let (_, vk) = testing::setup::<N>(1);
        let zero1 = N::G1Affine::zero();
        let zero2 = N::G2Affine::zero();
        let degenerate = [
            ark_groth16::VerifyingKey::<N> {
                alpha_g1: zero1,
                ..vk.clone()
            },
            ark_groth16::VerifyingKey::<N> {
                beta_g2: zero2,
                ..vk.clone()
            },
            ark_groth16::VerifyingKey::<N> {
                gamma_g2: zero2,
                ..vk.clone()
            },
            ark_groth16::VerifyingKey::<N> {
                delta_g2: zero2,
                ..vk.clone()
            },
        ];
        for bad in degenerate {
            for bytes in [compressed(&bad), uncompressed(&bad)] {
                assert_fails!(
                    Groth16::register_vk(RuntimeOrigin::signed(1), curve, key(bytes.clone())),
                    Error::<Test>::DegenerateKey
                );
                let x = vec![vec![0u8; N::ScalarField::from(0u64).compressed_size()]; 2];
                // The key is read first: the proof's bytes do not matter.
                let proof = vec![0u8; 16];
                assert_eq!(
                    verify_detached::<Test>(curve, &bytes, &proof, &x),
                    Err(ec_groth16::Error::VkDegenerate)
                );
            }
        }
        // The key itself registers.
        register(curve, compressed(&vk));
    }
    for curve in Curve::ALL {
        new_test_ext().execute_with(|| with_engine!(curve, native, |N| on_curve::<N>(curve)));
    }
}

/// `register_vk` prices and bounds a key by the input count its length declares, before
/// decoding: for every declared count and encoding, a key above `MaxPublicInputs` fails with
/// `TooManyPublicInputs` even when its points are garbage (nothing was decoded), and the
/// pre-dispatch weight is that of the declared count, which is what a valid key of that shape
/// costs.
#[test]
fn keys_are_bounded_and_priced_by_their_length() {
    use frame_support::dispatch::GetDispatchInfo;
    fn on_curve<N: ark_ec::pairing::Pairing>(curve: Curve) {
        let max = MaxPublicInputs::get();
        for compress in [true, false] {
            let point = |compressed_size: usize, uncompressed_size: usize| {
                if compress {
                    compressed_size
                } else {
                    uncompressed_size
                }
            };
            let g1 = point(
                N::G1Affine::zero().compressed_size(),
                N::G1Affine::zero().uncompressed_size(),
            );
            let g2 = point(
                N::G2Affine::zero().compressed_size(),
                N::G2Affine::zero().uncompressed_size(),
            );
            for n in 0..=max + 3 {
                // Garbage points (0xff is no valid encoding) with a correct count prefix.
                let mut bytes = vec![0xff; g1 + 3 * g2];
                bytes.extend_from_slice(&(u64::from(n) + 1).to_le_bytes());
                bytes.extend(std::iter::repeat_n(0xff, (n as usize + 1) * g1));
                let call = Call::<Test>::register_vk {
                    curve,
                    vk: key(bytes.clone()),
                };
                assert_eq!(
                    call.get_dispatch_info().call_weight,
                    costs::register_vk::<Test>(curve, n.min(max), 0),
                    "{curve:?} n = {n}"
                );
                let expected = if n > max {
                    Error::<Test>::TooManyPublicInputs
                } else {
                    Error::<Test>::MalformedKey
                };
                assert_fails!(
                    Groth16::register_vk(RuntimeOrigin::signed(1), curve, key(bytes.clone())),
                    expected
                );
                // One byte more or less: no key's length, refused at the fixed cost.
                for wrong in [&bytes[1..], &[&bytes[..], &[0]].concat()[..]] {
                    let error =
                        Groth16::register_vk(RuntimeOrigin::signed(1), curve, key(wrong.to_vec()))
                            .unwrap_err();
                    assert_eq!(error.error, Error::<Test>::MalformedKey.into());
                    assert_eq!(
                        error.post_info.actual_weight,
                        Some(costs::register_vk::<Test>(curve, 0, 0))
                    );
                }
            }
        }
    }
    for curve in Curve::ALL {
        new_test_ext().execute_with(|| with_engine!(curve, native, |N| on_curve::<N>(curve)));
    }
}

/// The runtime API takes no more than the calls do.
#[test]
fn runtime_api_is_bounded_like_the_calls() {
    type N = native::Bn254;
    let (pk, vk) = testing::setup::<N>(1);
    let (proof, x) = testing::prove::<N>(&pk, 3, 10);
    let x: Vec<Vec<u8>> = x.iter().map(compressed).collect();
    let (vk, proof) = (compressed(&vk), compressed(&proof));
    assert_eq!(
        verify_detached::<Test>(Curve::Bn254, &vk, &proof, &x),
        Ok(true)
    );
    let max = MaxPublicInputs::get() as usize;
    let (big_vk, _, _) = ec_bench_ops::fixtures::groth16::<N>(max as u32 + 1);
    let too_large = [
        (big_vk, proof.clone(), x.clone()),
        (vk.clone(), proof.clone(), vec![x[0].clone(); max + 1]),
        (
            vk.clone(),
            vec![0; MaxProofBytes::<Test>::get() as usize + 1],
            x.clone(),
        ),
        (
            vk.clone(),
            proof.clone(),
            vec![vec![0; MAX_SCALAR_BYTES as usize + 1]; 2],
        ),
        (vec![0; 8193], proof, x),
    ];
    for (vk, proof, x) in too_large {
        assert_eq!(
            verify_detached::<Test>(Curve::Bn254, &vk, &proof, &x),
            Err(ec_groth16::Error::TooLarge)
        );
    }
}

fn fixture(path: &str) -> std::path::PathBuf {
    Path::new(&std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo test"))
        .join("../../groth16/fixtures")
        .join(path)
}

/// Registers and verifies files from the real tools; a wrong public input fails.
fn tool_files(vk: &str, proof: &str, public: &str) {
    let a = formats::load(&fixture(vk), &fixture(proof), &fixture(public), None, None).unwrap();
    let id = register(a.curve, a.vk.clone());
    let x: PublicInputs<Test> = a
        .inputs
        .iter()
        .map(|x| Scalar::try_from(x.clone()).unwrap())
        .collect::<Vec<_>>()
        .try_into()
        .unwrap();
    assert_ok!(Groth16::verify(
        RuntimeOrigin::signed(2),
        id,
        proof_bytes(a.proof.clone()),
        x.clone()
    ));
    let batch =
        Batch::<Test>::try_from(vec![(proof_bytes(a.proof.clone()), x.clone()); 3]).unwrap();
    assert_ok!(Groth16::verify_batch(RuntimeOrigin::signed(2), id, batch));
    let swapped: PublicInputs<Test> = vec![x[1].clone(), x[0].clone()].try_into().unwrap();
    assert_fails!(
        Groth16::verify(RuntimeOrigin::signed(2), id, proof_bytes(a.proof), swapped),
        Error::<Test>::InvalidProof
    );
}

#[test]
fn snarkjs_and_gnark_proofs_verify_on_chain() {
    new_test_ext().execute_with(|| {
        for dir in ["bn128", "bls12381"] {
            let f = |name: &str| format!("snarkjs/{dir}/{name}");
            tool_files(
                &f("verification_key.json"),
                &f("proof.json"),
                &f("public.json"),
            );
        }
        for curve in Curve::ALL {
            let f = |name: &str| format!("gnark/{}/{name}", curve.name());
            tool_files(&f("vk.bin"), &f("proof.bin"), &f("public.json"));
        }
    });
}

/// The variant names of an enum, from its type information (as clients see it in metadata).
fn variants<T: scale_info::TypeInfo + 'static>() -> Vec<String> {
    match T::type_info().type_def {
        scale_info::TypeDef::Variant(def) => {
            let mut names: Vec<String> = def
                .variants
                .iter()
                .map(|variant| variant.name.to_string())
                .filter(|name| !name.starts_with("__"))
                .collect();
            names.sort();
            names
        }
        _ => panic!("not an enum"),
    }
}

/// The first cells of the table in `docs/groth16.md` whose header row is `header`, as names:
/// without backticks and without a call's arguments.
fn doc_table(header: &str) -> Vec<String> {
    let doc = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/groth16.md"),
    )
    .expect("docs/groth16.md");
    let mut names: Vec<String> = doc
        .lines()
        .skip_while(|line| line.trim() != header)
        .skip(2) // the header and the `| --- |` row
        .take_while(|line| line.starts_with('|'))
        .map(|row| {
            let cell = row.split('|').nth(1).unwrap_or_default();
            let name = cell.trim().trim_matches('`');
            name.split('(').next().unwrap_or_default().to_string()
        })
        .collect();
    assert!(!names.is_empty(), "no table headed {header}");
    names.sort();
    names
}

/// `docs/groth16.md` documents every call and every error of the pallet, and nothing else.
#[test]
fn docs_list_every_call_and_error() {
    assert_eq!(doc_table("| Call | Who | What |"), variants::<Call<Test>>());
    assert_eq!(doc_table("| Error | When |"), variants::<Error<Test>>());
}

/// gnark's fixtures with commitments (`groth16/fixtures/gnark/<curve>/{commit,commits,keccak}`):
/// directory, the hash gnark proved with.
const COMMITTED: [(&str, ec_groth16::CommitmentHash); 3] = [
    ("commit", ec_groth16::CommitmentHash::Bsb22),
    ("commits", ec_groth16::CommitmentHash::Bsb22),
    ("keccak", ec_groth16::CommitmentHash::Keccak256),
];

/// A gnark fixture with commitments in the on-chain encoding, with `hash` recorded in the key.
fn committed_files(
    curve: Curve,
    dir: &str,
    hash: ec_groth16::CommitmentHash,
) -> formats::Artifacts {
    let f = |name: &str| fixture(&format!("gnark/{}/{dir}/{name}", curve.name()));
    formats::load_with(
        &f("vk.bin"),
        &f("proof.bin"),
        &f("public.json"),
        None,
        None,
        hash,
    )
    .unwrap()
}

fn public_inputs(inputs: &[Vec<u8>]) -> PublicInputs<Test> {
    inputs
        .iter()
        .map(|x| Scalar::try_from(x.clone()).unwrap())
        .collect::<Vec<_>>()
        .try_into()
        .unwrap()
}

/// Keys with commitments register and verify like any other, one proof or a batch, and are
/// refunded to their own weights; tampered proofs fail; the hash is part of the key.
#[test]
fn gnark_proofs_with_commitments_verify_on_chain() {
    for curve in Curve::ALL {
        for (dir, hash) in COMMITTED {
            new_test_ext().execute_with(|| {
                let a = committed_files(curve, dir, hash);
                let id = register(curve, a.vk.clone());
                let stored = Keys::<Test>::get(id).unwrap();
                let c = stored.commitment_count();
                assert_eq!(c, if dir == "commits" { 2 } else { 1 }, "{curve} {dir}");
                assert_eq!(stored.inputs as usize, a.inputs.len());
                let x = public_inputs(&a.inputs);
                let proof = proof_bytes(a.proof.clone());
                // Charged up front at least the key's cost, refunded to it.
                let call = Call::<Test>::verify {
                    id,
                    proof: proof.clone(),
                    public_inputs: x.clone(),
                };
                let declared =
                    frame_support::dispatch::GetDispatchInfo::get_dispatch_info(&call).call_weight;
                let actual = costs::verify::<Test>(curve, stored.inputs, c);
                assert!(declared.all_gte(actual), "{curve} {dir}");
                let info = Groth16::verify(RuntimeOrigin::signed(2), id, proof.clone(), x.clone())
                    .unwrap();
                assert_eq!(info.actual_weight, Some(actual), "{curve} {dir}");
                let batch = Batch::<Test>::try_from(vec![(proof.clone(), x.clone()); 3]).unwrap();
                assert_ok!(Groth16::verify_batch(RuntimeOrigin::signed(2), id, batch));

                // A wrong input; the proof of knowledge or a commitment changed (the last
                // compressed G1 point, and the one before it); a proof without its commitments.
                let mut wrong = x.clone();
                wrong[0] = plus_one(&x[0]).try_into().unwrap();
                assert_fails!(
                    Groth16::verify(RuntimeOrigin::signed(2), id, proof.clone(), wrong),
                    Error::<Test>::InvalidProof
                );
                let g1 = with_engine!(curve, native, |N| {
                    <N as ark_ec::pairing::Pairing>::G1Affine::zero().compressed_size()
                });
                for at in [a.proof.len() - g1, a.proof.len() - 2 * g1] {
                    let mut tampered = a.proof.clone();
                    let generator = with_engine!(curve, native, |N| compressed(
                        &<N as ark_ec::pairing::Pairing>::G1Affine::generator()
                    ));
                    tampered[at..at + g1].copy_from_slice(&generator);
                    assert_fails!(
                        Groth16::verify(
                            RuntimeOrigin::signed(2),
                            id,
                            proof_bytes(tampered),
                            x.clone()
                        ),
                        Error::<Test>::InvalidProof
                    );
                }
                let plain = with_engine!(curve, native, |N| {
                    ec_groth16::commitments::proof_size::<N>(0, ark_serialize::Compress::Yes)
                });
                assert_fails!(
                    Groth16::verify(
                        RuntimeOrigin::signed(2),
                        id,
                        proof_bytes(a.proof[..plain].to_vec()),
                        x.clone()
                    ),
                    Error::<Test>::MalformedProof
                );
                // The same key with the other hash: another id, and the proof fails under it.
                let other = match hash {
                    ec_groth16::CommitmentHash::Bsb22 => ec_groth16::CommitmentHash::Keccak256,
                    ec_groth16::CommitmentHash::Keccak256 => ec_groth16::CommitmentHash::Bsb22,
                };
                let other_id = register(curve, committed_files(curve, dir, other).vk);
                assert_ne!(other_id, id);
                assert_fails!(
                    Groth16::verify(RuntimeOrigin::signed(2), other_id, proof, x),
                    Error::<Test>::InvalidProof
                );
            });
        }
    }
}

/// A little-endian scalar plus one (the fixtures' inputs are far below the modulus).
fn plus_one(bytes: &[u8]) -> Vec<u8> {
    let mut out = bytes.to_vec();
    for byte in &mut out {
        let (sum, carry) = byte.overflowing_add(1);
        *byte = sum;
        if !carry {
            break;
        }
    }
    out
}

/// A key with more commitments than `MaxCommitments` (2 in the mock) is refused from its
/// counts, before its points are decoded, at the cost of a rejected key.
#[test]
fn keys_with_too_many_commitments_are_refused() {
    new_test_ext().execute_with(|| {
        type N = native::Bn254;
        let a = committed_files(Curve::Bn254, "commits", ec_groth16::CommitmentHash::Bsb22);
        let (mut vk, mut keys, hash) = ec_groth16::decode_key::<N>(&a.vk).unwrap();
        keys.keys.push(keys.keys[0].clone());
        keys.committed.push(vec![1]);
        vk.gamma_abc_g1.push(vk.gamma_abc_g1[1]);
        let bytes =
            ec_groth16::commitments::encode_key(&vk, &keys, hash, ark_serialize::Compress::Yes)
                .unwrap();
        assert_eq!(ec_groth16::key_shape::<N>(&bytes).unwrap().commitments, 3);
        assert_noop!(
            Groth16::register_vk(RuntimeOrigin::signed(1), Curve::Bn254, key(bytes)),
            Error::<Test>::TooManyCommitments.with_weight(costs::register_vk::<Test>(
                Curve::Bn254,
                0,
                0
            ))
        );
    });
}

/// Keys stored by storage version 1 (no commitment section) get an empty one and verify.
#[test]
fn version_1_keys_are_migrated() {
    use frame_support::traits::{GetStorageVersion, OnRuntimeUpgrade, StorageVersion};
    new_test_ext().execute_with(|| {
        type N = native::Bls12_381;
        let (pk, vk) = testing::setup::<N>(1);
        let id = register(Curve::Bls12_381, compressed(&vk));
        let now = Keys::<Test>::get(id).unwrap();
        let entry = (now.curve, now.inputs, now.owner, now.prepared.clone()).encode();
        frame_support::storage::unhashed::put_raw(&Keys::<Test>::hashed_key_for(id), &entry);
        StorageVersion::new(1).put::<Groth16>();
        crate::migrations::v2::MigrateToV2::<Test>::on_runtime_upgrade();
        assert_eq!(Groth16::on_chain_storage_version(), StorageVersion::new(2));
        assert_eq!(Keys::<Test>::get(id).unwrap(), now);
        let (proof, x) = testing::prove::<N>(&pk, 3, 10);
        assert_ok!(Groth16::verify(
            RuntimeOrigin::signed(2),
            id,
            proof_bytes(compressed(&proof)),
            inputs(&x)
        ));
    });
}

/// SP1's files in the calls' types (`groth16/fixtures/sp1/<version>/chain`): the key, and for
/// 6.0 the template fixture's program hash, public values and proof.
fn sp1_file(path: &str) -> Vec<u8> {
    std::fs::read(fixture(&format!("sp1/{path}"))).unwrap()
}

fn sp1_values(bytes: Vec<u8>) -> Sp1PublicValues<Test> {
    bytes.try_into().unwrap()
}

fn sp1_proof(bytes: Vec<u8>) -> Sp1Proof {
    bytes.try_into().unwrap()
}

/// SP1's template fixture verifies on chain under SP1 6.0's registered key, with its program
/// hash and public values; SP1's own checks refuse a proof for another version's key, another
/// root and a non-zero exit code, each with its own error; other inputs fail the Groth16 check;
/// a key that is not an SP1 key is refused as such, whatever it verifies.
#[test]
fn sp1_proofs_verify_on_chain() {
    new_test_ext().execute_with(|| {
        let v6_0 = register(Curve::Bn254, sp1_file("v6.0/chain/vk.bin"));
        let v6_10 = register(Curve::Bn254, sp1_file("v6.10/chain/vk.bin"));
        let program: [u8; 32] = sp1_file("v6.0/chain/program.bin").try_into().unwrap();
        let values = sp1_file("v6.0/chain/public_values.bin");
        let proof = sp1_file("v6.0/chain/proof.bin");
        let call = |id: KeyId, program: [u8; 32], values: &[u8], proof: &[u8]| {
            Groth16::verify_sp1(
                RuntimeOrigin::signed(2),
                id,
                program,
                sp1_values(values.to_vec()),
                sp1_proof(proof.to_vec()),
            )
        };
        assert_ok!(call(v6_0, program, &values, &proof));
        assert_eq!(
            last_event(),
            RuntimeEvent::Groth16(Event::Sp1ProofVerified { id: v6_0, program })
        );
        // The weight: the key's verification at five inputs and the envelope, with the margin.
        use frame_support::dispatch::GetDispatchInfo;
        let info = Call::<Test>::verify_sp1 {
            id: v6_0,
            program,
            public_values: sp1_values(values.clone()),
            proof: sp1_proof(proof.clone()),
        }
        .get_dispatch_info();
        assert_eq!(
            info.call_weight,
            costs::verify_sp1::<Test>(values.len() as u32)
        );
        assert!(info
            .call_weight
            .all_gte(costs::verify::<Test>(Curve::Bn254, 5, 0)));

        let with = |f: &dyn Fn(&mut Vec<u8>)| {
            let mut bytes = proof.clone();
            f(&mut bytes);
            bytes
        };
        let refused = [
            (v6_10, proof.clone(), Error::<Test>::Sp1OtherVersion),
            (v6_0, with(&|p| p[40] ^= 1), Error::<Test>::Sp1VkRoot),
            (v6_0, with(&|p| p[35] = 1), Error::<Test>::Sp1ExitCode),
            (
                v6_0,
                with(&|p| {
                    p.pop();
                }),
                Error::<Test>::MalformedProof,
            ),
            (
                v6_0,
                with(&|p| p[ec_groth16::sp1::HEAD] |= 0x80),
                Error::<Test>::MalformedProof,
            ),
            // `Ar`'s `x` above the modulus.
            (
                v6_0,
                with(&|p| p[ec_groth16::sp1::HEAD] |= 0x3f),
                Error::<Test>::MalformedProof,
            ),
            (v6_0, with(&|p| p[99] ^= 1), Error::<Test>::InvalidProof),
        ];
        for (id, proof, error) in refused {
            assert_noop!(call(id, program, &values, &proof), error);
        }
        // Inputs the proof does not prove: another program, other public values.
        let mut other_program = program;
        other_program[31] ^= 1;
        assert_noop!(
            call(v6_0, other_program, &values, &proof),
            Error::<Test>::InvalidProof
        );
        let mut other_values = values.clone();
        other_values.push(0);
        assert_noop!(
            call(v6_0, program, &other_values, &proof),
            Error::<Test>::InvalidProof
        );
        // A program hash that is not a scalar.
        assert_noop!(
            call(v6_0, [0xff; 32], &values, &proof),
            Error::<Test>::MalformedPublicInput
        );
        // Not an SP1 key: a BN254 key from ark-groth16, and an unknown id.
        let (_, vk) = testing::setup::<native::Bn254>(5);
        let plain = register(Curve::Bn254, compressed(&vk));
        assert_noop!(
            call(plain, program, &values, &proof),
            Error::<Test>::NotSp1Key
        );
        assert_noop!(
            call([7; 32], program, &values, &proof),
            Error::<Test>::UnknownKey
        );
        // The public values are bounded by `MaxSp1PublicValues`.
        let max = <<Test as Config>::MaxSp1PublicValues as Get<u32>>::get() as usize;
        assert!(Sp1PublicValues::<Test>::try_from(vec![0; max + 1]).is_err());
    });
}
