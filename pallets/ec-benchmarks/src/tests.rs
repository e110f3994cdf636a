//! Unit tests on the mock runtime: every call, curve and variant succeeds on valid input and
//! computes what textbook arithmetic on the plain types computes, and bad input is a dispatch
//! error.

use crate::{
    fixtures, mock::*, ops::decode, Error, Event, Group, GroupOp, Op, PairingCurve, PairingOp,
    Variant,
};
use alloc::vec::Vec;
use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup, VariableBaseMSM};
use ark_ff::{Field, PrimeField};
use ark_serialize::{CanonicalSerialize, Valid};
use ec_bench_ops::Compute;
use frame_support::{assert_noop, assert_ok};

/// The variants that compute: with `comparison`, also the parachain profile's hooks.
#[cfg(not(feature = "comparison"))]
const VARIANTS: [Variant; 2] = [Variant::Arkworks, Variant::Host];
#[cfg(feature = "comparison")]
const VARIANTS: [Variant; 3] = [Variant::Arkworks, Variant::Host, Variant::Rfc163];

fn signed() -> RuntimeOrigin {
    RuntimeOrigin::signed(1)
}

/// Fixture bytes for a group (the same for both variants).
struct MsmInputs(u32);
impl GroupOp for MsmInputs {
    type Output = (Vec<u8>, Vec<u8>);
    fn run<G: CurveGroup + VariableBaseMSM, V>(self) -> Self::Output {
        fixtures::msm::<G>(self.0)
    }
}

/// A point on the curve outside the prime-order subgroup, if the cofactor is not one.
struct OutsideSubgroup;
impl GroupOp for OutsideSubgroup {
    type Output = Option<Vec<u8>>;
    fn run<G: CurveGroup + VariableBaseMSM, V>(self) -> Self::Output {
        (0u8..=255).find_map(|seed| {
            let bytes = [seed; 256];
            G::Affine::from_random_bytes(&bytes)
                .filter(|p| p.check().is_err())
                .map(|p| fixtures::encode(&alloc::vec![p]))
        })
    }
}

struct Groth16Inputs(u32);
impl PairingOp for Groth16Inputs {
    type Output = (Vec<u8>, Vec<u8>, Vec<u8>);
    fn run<E: ark_substrate::PairingCheck + ark_substrate::Groth16Verify, V>(self) -> Self::Output {
        fixtures::groth16::<E>(self.0)
    }
}

struct Pairs(u32);
impl PairingOp for Pairs {
    type Output = (Vec<u8>, Vec<u8>);
    fn run<E: ark_substrate::PairingCheck + ark_substrate::Groth16Verify, V>(self) -> Self::Output {
        fixtures::cancelling_pairs::<E>(self.0)
    }
}

/// A group operation's result by textbook arithmetic on the plain arkworks type, independent
/// of every MSM and multiplication path the variants take: each `scalar·base` by arkworks'
/// `mul_bigint`, then their sum, encoded as [`Compute`] encodes it.
struct Textbook<'a>(Op, &'a [&'a [u8]]);
impl GroupOp for Textbook<'_> {
    type Output = Vec<u8>;
    fn run<G: CurveGroup + VariableBaseMSM, V>(self) -> Self::Output {
        let [a, b] = self.1 else {
            panic!("two arguments")
        };
        let (bases, scalars): (Vec<G::Affine>, Vec<G::ScalarField>) = match self.0 {
            Op::Msm => (decode(a).unwrap(), decode(b).unwrap()),
            _ => (vec![decode(a).unwrap()], vec![decode(b).unwrap()]),
        };
        assert_eq!(bases.len(), scalars.len());
        let sum: G = bases
            .iter()
            .zip(&scalars)
            .map(|(base, scalar)| base.mul_bigint(scalar.into_bigint()))
            .sum();
        fixtures::encode(&sum.into_affine())
    }
}

/// `Π e(g1[i], g2[i])` as a product of single pairings on the plain engine, encoded as
/// [`Compute`] encodes it.
struct TextbookPairing<'a>(&'a [u8], &'a [u8]);
impl PairingOp for TextbookPairing<'_> {
    type Output = Vec<u8>;
    fn run<E: ark_substrate::PairingCheck + ark_substrate::Groth16Verify, V>(self) -> Self::Output {
        let g1: Vec<E::G1Affine> = decode(self.0).unwrap();
        let g2: Vec<E::G2Affine> = decode(self.1).unwrap();
        let product = g1
            .iter()
            .zip(&g2)
            .map(|(p, q)| E::pairing(*p, *q).0)
            .fold(E::TargetField::ONE, |acc, f| acc * f);
        fixtures::encode(&product)
    }
}

/// `groth16_verify` accepts the proof and emits `ProofVerified` for this curve and variant.
fn assert_proof_verified(
    curve: PairingCurve,
    variant: Variant,
    vk: &[u8],
    proof: &[u8],
    inputs: &[u8],
) {
    assert_ok!(EcBenchmarks::groth16_verify(
        signed(),
        curve,
        variant,
        vk.to_vec(),
        proof.to_vec(),
        inputs.to_vec()
    ));
    System::assert_last_event(Event::ProofVerified { curve, variant }.into());
}

/// The first `k` elements of an arkworks `Vec` encoding of `size`-byte elements.
fn first(list: &[u8], k: usize, size: usize) -> Vec<u8> {
    let mut out = (k as u64).to_le_bytes().to_vec();
    out.extend_from_slice(&list[8..8 + k * size]);
    out
}

#[test]
fn group_calls_succeed_for_every_group_and_variant() {
    new_test_ext().execute_with(|| {
        for &group in Group::ALL {
            let (bases, scalars) = group.run(Variant::Arkworks, MsmInputs(5)).unwrap();
            let (base, scalar) = group.run(Variant::Arkworks, MsmInputs(1)).unwrap();
            let scalar = scalar[8..].to_vec(); // one element, without the `Vec` prefix
            let base = base[8..].to_vec();
            let msm = group
                .run(Variant::Arkworks, Textbook(Op::Msm, &[&bases, &scalars]))
                .unwrap();
            let product = group
                .run(
                    Variant::Arkworks,
                    Textbook(Op::MulAffine, &[&base, &scalar]),
                )
                .unwrap();
            for variant in VARIANTS {
                // What the calls compute, through the variant's types.
                let compute = |op, args: &[&[u8]]| group.run(variant, Compute(op, args));
                let context = format!("{group:?} {variant:?}");
                assert_eq!(
                    compute(Op::Msm, &[&bases, &scalars]),
                    Some(Ok(msm.clone())),
                    "{context}"
                );
                for op in [Op::MulProjective, Op::MulAffine] {
                    assert_eq!(
                        compute(op, &[&base, &scalar]),
                        Some(Ok(product.clone())),
                        "{context}"
                    );
                }
                assert_ok!(EcBenchmarks::msm(
                    signed(),
                    group,
                    variant,
                    bases.clone(),
                    scalars.clone()
                ));
                assert_ok!(EcBenchmarks::mul_projective(
                    signed(),
                    group,
                    variant,
                    base.clone(),
                    scalar.clone()
                ));
                assert_ok!(EcBenchmarks::mul_affine(
                    signed(),
                    group,
                    variant,
                    base.clone(),
                    scalar.clone()
                ));
            }
        }
    });
}

#[test]
fn group_calls_reject_bad_input() {
    new_test_ext().execute_with(|| {
        for &group in Group::ALL {
            let (bases, scalars) = group.run(Variant::Arkworks, MsmInputs(3)).unwrap();
            let (_, fewer_scalars) = group.run(Variant::Arkworks, MsmInputs(2)).unwrap();
            for variant in VARIANTS {
                assert_noop!(
                    EcBenchmarks::msm(
                        signed(),
                        group,
                        variant,
                        bases.clone(),
                        fewer_scalars.clone()
                    ),
                    Error::<Test>::LengthMismatch
                );
                assert_noop!(
                    EcBenchmarks::msm(
                        signed(),
                        group,
                        variant,
                        bases[..bases.len() - 1].to_vec(),
                        scalars.clone()
                    ),
                    Error::<Test>::InvalidEncoding
                );
                let mut trailing = bases.clone();
                trailing.push(0);
                assert_noop!(
                    EcBenchmarks::msm(signed(), group, variant, trailing, scalars.clone()),
                    Error::<Test>::InvalidEncoding
                );
                if let Some(outside) = group.run(Variant::Arkworks, OutsideSubgroup).unwrap() {
                    let (_, one_scalar) = group.run(Variant::Arkworks, MsmInputs(1)).unwrap();
                    assert_noop!(
                        EcBenchmarks::msm(
                            signed(),
                            group,
                            variant,
                            outside.clone(),
                            one_scalar.clone()
                        ),
                        Error::<Test>::InvalidEncoding
                    );
                    assert_noop!(
                        EcBenchmarks::mul_affine(
                            signed(),
                            group,
                            variant,
                            outside[8..].to_vec(),
                            one_scalar[8..].to_vec()
                        ),
                        Error::<Test>::InvalidEncoding
                    );
                }
            }
        }
    });
}

#[test]
fn pairing_calls_succeed_for_every_curve_and_variant() {
    new_test_ext().execute_with(|| {
        for &curve in PairingCurve::ALL {
            let (vk, proof, inputs) = curve.run(Variant::Arkworks, Groth16Inputs(3)).unwrap();
            let (g1, g2) = curve.run(Variant::Arkworks, Pairs(4)).unwrap();
            // The four pairs cancel; the first three do not.
            let sizes = curve.run(Variant::Arkworks, Sizes).unwrap();
            let (g1_three, g2_three) = (first(&g1, 3, sizes.0), first(&g2, 3, sizes.1));
            let textbook = |g1: &[u8], g2: &[u8]| {
                curve
                    .run(Variant::Arkworks, TextbookPairing(g1, g2))
                    .unwrap()
            };
            let (one, three) = (textbook(&g1, &g2), textbook(&g1_three, &g2_three));
            assert_ne!(one, three, "{curve:?}");
            for variant in VARIANTS {
                let compute = |op, args: &[&[u8]]| curve.run(variant, Compute(op, args));
                let context = format!("{curve:?} {variant:?}");
                assert_eq!(
                    compute(Op::Pairing, &[&g1, &g2]),
                    Some(Ok(one.clone())),
                    "{context}"
                );
                assert_eq!(
                    compute(Op::Pairing, &[&g1_three, &g2_three]),
                    Some(Ok(three.clone())),
                    "{context}"
                );
                assert_proof_verified(curve, variant, &vk, &proof, &inputs);
                assert_ok!(EcBenchmarks::pairing(
                    signed(),
                    curve,
                    variant,
                    g1.clone(),
                    g2.clone()
                ));
                assert_ok!(EcBenchmarks::pairing_check(
                    signed(),
                    curve,
                    variant,
                    g1.clone(),
                    g2.clone()
                ));
            }
        }
    });
}

#[test]
fn pairing_calls_reject_bad_input() {
    new_test_ext().execute_with(|| {
        for &curve in PairingCurve::ALL {
            let (vk, proof, inputs) = curve.run(Variant::Arkworks, Groth16Inputs(3)).unwrap();
            let (_, _, two_inputs) = curve.run(Variant::Arkworks, Groth16Inputs(2)).unwrap();
            let (g1, _) = curve.run(Variant::Arkworks, Pairs(4)).unwrap();
            let (_, g2_short) = curve.run(Variant::Arkworks, Pairs(3)).unwrap();
            for variant in VARIANTS {
                // A different input: the proof no longer verifies.
                let mut wrong = inputs.clone();
                wrong[8] ^= 1;
                assert_noop!(
                    EcBenchmarks::groth16_verify(
                        signed(),
                        curve,
                        variant,
                        vk.clone(),
                        proof.clone(),
                        wrong
                    ),
                    Error::<Test>::InvalidProof
                );
                assert_noop!(
                    EcBenchmarks::groth16_verify(
                        signed(),
                        curve,
                        variant,
                        vk.clone(),
                        proof.clone(),
                        two_inputs.clone()
                    ),
                    Error::<Test>::MalformedVerifyingKey
                );
                assert_noop!(
                    EcBenchmarks::groth16_verify(
                        signed(),
                        curve,
                        variant,
                        vk.clone(),
                        proof[1..].to_vec(),
                        inputs.clone()
                    ),
                    Error::<Test>::InvalidEncoding
                );
                assert_noop!(
                    EcBenchmarks::pairing(signed(), curve, variant, g1.clone(), g2_short.clone()),
                    Error::<Test>::LengthMismatch
                );
                // Only the first of two cancelling pairs: the product is not one.
                let (g1_two, g2_two) = curve.run(Variant::Arkworks, Pairs(2)).unwrap();
                let mut g1_doubled = g1_two.clone();
                g1_doubled.truncate(8 + (g1_two.len() - 8) / 2);
                g1_doubled[..8].copy_from_slice(&1u64.to_le_bytes());
                let mut g2_one = g2_two.clone();
                g2_one.truncate(8 + (g2_two.len() - 8) / 2);
                g2_one[..8].copy_from_slice(&1u64.to_le_bytes());
                assert_noop!(
                    EcBenchmarks::pairing_check(signed(), curve, variant, g1_doubled, g2_one),
                    Error::<Test>::PairingCheckFailed
                );
            }
        }
    });
}

/// `groth16_verify` decides as ark-groth16 does, on every curve and in every computing variant:
/// the benchmark's instance (which ark-groth16 accepts) verifies and emits `ProofVerified`; the
/// same proof for other inputs (which ark-groth16 rejects) is `InvalidProof` and changes nothing.
#[test]
fn groth16_verify_decides_as_ark_groth16_does() {
    fn check<E: Pairing>(curve: PairingCurve) {
        let (vk, proof, inputs) = fixtures::groth16::<E>(4);
        let key: ark_groth16::VerifyingKey<E> = decode(&vk).unwrap();
        let decoded: ark_groth16::Proof<E> = decode(&proof).unwrap();
        let mut wrong: Vec<E::ScalarField> = decode(&inputs).unwrap();
        wrong[0] += E::ScalarField::ONE;
        let pvk = ark_groth16::prepare_verifying_key(&key);
        let reference = |inputs: &[E::ScalarField]| {
            ark_groth16::Groth16::<E>::verify_proof(&pvk, &decoded, inputs).unwrap()
        };
        assert!(reference(&decode::<Vec<E::ScalarField>>(&inputs).unwrap()));
        assert!(!reference(&wrong));
        let wrong = fixtures::encode(&wrong);
        for variant in VARIANTS {
            assert_proof_verified(curve, variant, &vk, &proof, &inputs);
            assert_noop!(
                EcBenchmarks::groth16_verify(
                    signed(),
                    curve,
                    variant,
                    vk.clone(),
                    proof.clone(),
                    wrong.clone()
                ),
                Error::<Test>::InvalidProof
            );
        }
    }
    new_test_ext().execute_with(|| {
        check::<ark_bls12_381::Bls12_381>(PairingCurve::Bls12_381);
        check::<ark_bls12_377::Bls12_377>(PairingCurve::Bls12_377);
        check::<ark_bw6_761::BW6_761>(PairingCurve::Bw6_761);
        check::<ark_bn254::Bn254>(PairingCurve::Bn254);
    });
}

/// A proof from the real prover (ark-groth16), verified by the pallet in both variants.
#[test]
fn real_groth16_proof_verifies() {
    use ark_relations::{
        gr1cs::{ConstraintSynthesizer, ConstraintSystemRef, SynthesisError},
        lc,
    };
    use ark_snark::SNARK;
    use ark_std::rand::{rngs::StdRng, SeedableRng};

    #[derive(Clone)]
    struct Square<F>(Option<F>);
    impl<F: PrimeField> ConstraintSynthesizer<F> for Square<F> {
        fn generate_constraints(self, cs: ConstraintSystemRef<F>) -> Result<(), SynthesisError> {
            let x = cs.new_witness_variable(|| self.0.ok_or(SynthesisError::AssignmentMissing))?;
            let y = cs.new_input_variable(|| {
                self.0
                    .map(|x| x * x)
                    .ok_or(SynthesisError::AssignmentMissing)
            })?;
            cs.enforce_r1cs_constraint(|| lc!() + x, || lc!() + x, || lc!() + y)
        }
    }

    fn encode<T: CanonicalSerialize>(value: &T) -> Vec<u8> {
        fixtures::encode(value)
    }

    new_test_ext().execute_with(|| {
        let rng = &mut StdRng::seed_from_u64(3);
        type E = ark_bls12_381::Bls12_381;
        let (pk, vk) = ark_groth16::Groth16::<E>::circuit_specific_setup(
            Square::<ark_bls12_381::Fr>(None),
            rng,
        )
        .unwrap();
        let x = ark_bls12_381::Fr::from(12345u64);
        let proof = ark_groth16::Groth16::<E>::prove(&pk, Square(Some(x)), rng).unwrap();
        let inputs = alloc::vec![x * x];
        for variant in VARIANTS {
            assert_ok!(EcBenchmarks::groth16_verify(
                signed(),
                PairingCurve::Bls12_381,
                variant,
                encode(&vk),
                encode(&proof),
                encode(&inputs)
            ));
            let mut tampered = proof.clone();
            tampered.a = (tampered.a + <E as Pairing>::G1Affine::generator()).into_affine();
            assert_noop!(
                EcBenchmarks::groth16_verify(
                    signed(),
                    PairingCurve::Bls12_381,
                    variant,
                    encode(&vk),
                    encode(&tampered),
                    encode(&inputs)
                ),
                Error::<Test>::InvalidProof
            );
        }
    });
}

/// A benchmarked weight with the pallet's margin, computed here from `MARGIN_PERCENT`.
fn with_margin(weight: frame_support::weights::Weight) -> frame_support::weights::Weight {
    frame_support::weights::Weight::from_parts(
        weight.ref_time() * crate::MARGIN_PERCENT / 100,
        weight.proof_size(),
    )
}

/// What a call declares is the benchmarked weight at the size its arguments declare, with the
/// margin: an MSM of 7 points is charged `msm_<group>_<variant>(7)`, a Groth16 verification with
/// 3 inputs `groth16_verify_<curve>_<variant>(3)`, read from the call's dispatch info.
#[test]
fn calls_declare_the_benchmarked_weight_at_their_declared_size() {
    use crate::{Call, WeightInfo};
    use frame_support::dispatch::GetDispatchInfo;
    let (bases, scalars) = fixtures::msm::<ark_bn254::G1Projective>(7);
    assert_eq!(crate::declared_len(&bases), 7);
    assert_eq!(crate::declared_len(&[]), 0);
    assert_eq!(crate::declared_len(&u64::MAX.to_le_bytes()), u32::MAX);
    let msm = Call::<Test>::msm {
        group: Group::Bn254G1,
        variant: Variant::Host,
        bases,
        scalars,
    };
    assert_eq!(
        msm.get_dispatch_info().call_weight,
        with_margin(<() as WeightInfo>::msm_bn254_g1_host(7))
    );
    let (vk, proof, inputs) = fixtures::groth16::<ark_bn254::Bn254>(3);
    let verify = Call::<Test>::groth16_verify {
        curve: PairingCurve::Bn254,
        variant: Variant::Arkworks,
        vk,
        proof,
        inputs,
    };
    assert_eq!(
        verify.get_dispatch_info().call_weight,
        with_margin(<() as WeightInfo>::groth16_verify_bn254_arkworks(3))
    );
}

/// The comparison variants run the same calls: `DecodeOnly` accepts what the host accepts
/// (computing nothing, so even a tampered proof passes), `Upstream` runs where
/// sp-crypto-ec-utils has the curve and is `UnsupportedVariant` elsewhere.
#[cfg(feature = "comparison")]
#[test]
fn comparison_variants_run_or_say_unsupported() {
    use ec_bench_ops::Inputs;
    new_test_ext().execute_with(|| {
        let no_upstream = [Group::Bn254G1, Group::Bn254G2, Group::EdOnBls12_381Te];
        for &group in Group::ALL {
            let args = group.run(Variant::Arkworks, Inputs(Op::Msm, 3)).unwrap();
            let upstream = EcBenchmarks::msm(
                signed(),
                group,
                Variant::Upstream,
                args[0].clone(),
                args[1].clone(),
            );
            if no_upstream.contains(&group) {
                assert_noop!(upstream, Error::<Test>::UnsupportedVariant);
            } else {
                assert_ok!(upstream);
            }
            assert_ok!(EcBenchmarks::msm(
                signed(),
                group,
                Variant::DecodeOnly,
                args[0].clone(),
                args[1].clone()
            ));
        }
        for &curve in PairingCurve::ALL {
            let args = curve
                .run(Variant::Arkworks, Inputs(Op::Groth16Verify, 2))
                .unwrap();
            // Two inputs after the `u64` length: flip the low byte of the second.
            let mut tampered_inputs = args[2].clone();
            let second = 8 + (tampered_inputs.len() - 8) / 2;
            tampered_inputs[second] ^= 1;
            let verify = |variant, inputs: &Vec<u8>| {
                EcBenchmarks::groth16_verify(
                    signed(),
                    curve,
                    variant,
                    args[0].clone(),
                    args[1].clone(),
                    inputs.clone(),
                )
            };
            assert_ok!(verify(Variant::DecodeOnly, &tampered_inputs));
            if curve == PairingCurve::Bn254 {
                assert_noop!(
                    verify(Variant::Upstream, &args[2]),
                    Error::<Test>::UnsupportedVariant
                );
            } else {
                assert_ok!(verify(Variant::Upstream, &args[2]));
                assert_noop!(
                    verify(Variant::Upstream, &tampered_inputs),
                    Error::<Test>::InvalidProof
                );
            }
        }
    });
}

/// For every shape of the list arguments (either list longer, prefixes that disagree with the
/// bytes), each call is charged for the longer list it may decode: the component of its
/// declared weight is at least the number of elements each argument can yield, which is its
/// declared count or what its bytes hold, whichever is smaller. Before, the pairing calls
/// charged by the G1 list alone while decoding every G2 point.
#[test]
fn list_calls_are_charged_for_the_longer_list() {
    use crate::Call;
    use frame_support::dispatch::GetDispatchInfo;
    // An arkworks Vec with prefix `declared` and `held` elements of `size` bytes.
    let list = |declared: u64, held: usize, size: usize| {
        let mut bytes = declared.to_le_bytes().to_vec();
        bytes.resize(8 + held * size, 0x11);
        bytes
    };
    let decodable = |declared: u64, held: usize| declared.min(held as u64) as u32;
    let shapes = [
        (0, 0, 6, 6),
        (6, 6, 0, 0),
        (3, 3, 9, 9),
        (9, 9, 3, 3),
        (2, 40, 5, 5),
        (40, 2, 5, 5),
        (5, 5, 40, 7),
        (1, 1, 1, 1),
    ];
    for (a_declared, a_held, b_declared, b_held) in shapes {
        let need = decodable(a_declared, a_held).max(decodable(b_declared, b_held));
        for variant in VARIANTS {
            for &curve in PairingCurve::ALL {
                let (g1, g2) = (list(a_declared, a_held, 96), list(b_declared, b_held, 192));
                for (call, op) in [
                    (
                        Call::<Test>::pairing {
                            curve,
                            variant,
                            g1: g1.clone(),
                            g2: g2.clone(),
                        },
                        Op::Pairing,
                    ),
                    (
                        Call::<Test>::pairing_check {
                            curve,
                            variant,
                            g1: g1.clone(),
                            g2: g2.clone(),
                        },
                        Op::PairingCheck,
                    ),
                ] {
                    let charged = call.get_dispatch_info().call_weight;
                    assert!(
                        charged.all_gte(curve.weight::<()>(variant, op, need)),
                        "{curve:?} {variant:?} {op:?} {a_declared}/{a_held} {b_declared}/{b_held}"
                    );
                }
                // A key whose γ_abc declares `a` points, and `b` inputs.
                let sizes = curve
                    .run(Variant::Arkworks, Sizes)
                    .expect("every curve has the Arkworks variant");
                let mut vk = vec![0x11; sizes.0 + 3 * sizes.1];
                vk.extend(list(a_declared + 1, a_held + 1, sizes.0));
                let inputs = list(b_declared, b_held, 32);
                let call = Call::<Test>::groth16_verify {
                    curve,
                    variant,
                    vk,
                    proof: vec![],
                    inputs,
                };
                assert!(call
                    .get_dispatch_info()
                    .call_weight
                    .all_gte(curve.weight::<()>(variant, Op::Groth16Verify, need)));
            }
            for &group in Group::ALL {
                let call = Call::<Test>::msm {
                    group,
                    variant,
                    bases: list(a_declared, a_held, 96),
                    scalars: list(b_declared, b_held, 32),
                };
                assert!(call
                    .get_dispatch_info()
                    .call_weight
                    .all_gte(group.weight::<()>(variant, Op::Msm, need)));
            }
        }
    }
}

/// Uncompressed sizes of an engine's G1 and G2 points.
struct Sizes;

impl PairingOp for Sizes {
    type Output = (usize, usize);

    fn run<E: ark_substrate::PairingCheck + ark_substrate::Groth16Verify, V>(self) -> Self::Output {
        (
            E::G1Affine::zero().uncompressed_size(),
            E::G2Affine::zero().uncompressed_size(),
        )
    }
}

/// `ring_vrf_verify` with every computing variant: the committed fixture (a ring of 255, data
/// at its bound) verifies; a proof for other additional data, or a flipped proof byte, is
/// `InvalidProof` or `InvalidEncoding` as in `ec_bench_ops::ring_vrf` (whose tests compare every
/// suite byte by byte); data over the bound is `InputTooLong` before anything is decoded; and
/// the declared weight is the variant's measured one. With `comparison`, `DecodeOnly` and
/// `Upstream` have no ring suite and are `UnsupportedVariant`, charged nothing.
#[test]
fn ring_vrf_verify_checks_proofs_in_every_variant() {
    use crate::{Call, WeightInfo};
    use ec_bench_ops::ring_vrf::{fixture, MAX_DATA};
    use frame_support::dispatch::GetDispatchInfo;
    let args = fixture();
    assert_eq!(args.len(), 5, "the committed fixture's arguments");
    let call = |variant, args: &[Vec<u8>]| {
        EcBenchmarks::ring_vrf_verify(
            signed(),
            variant,
            args[0].clone(),
            args[1].clone(),
            args[2].clone(),
            args[3].clone(),
            args[4].clone(),
        )
    };
    let with = |index: usize, change: &dyn Fn(&mut Vec<u8>)| {
        let mut changed = args.clone();
        change(&mut changed[index]);
        changed
    };
    new_test_ext().execute_with(|| {
        for variant in VARIANTS {
            assert_ok!(call(variant, &args));
            assert_noop!(
                call(variant, &with(3, &|ad| ad[0] ^= 1)),
                Error::<Test>::InvalidProof
            );
            // The last byte is a scalar's high byte: flipping its top bit leaves the field.
            assert_noop!(
                call(
                    variant,
                    &with(4, &|proof| *proof.last_mut().unwrap() ^= 0x80)
                ),
                Error::<Test>::InvalidEncoding
            );
            let long = with(1, &|input| input.resize(MAX_DATA + 1, 0));
            assert_noop!(call(variant, &long), Error::<Test>::InputTooLong);
            // An empty proof with long data: the bound comes first.
            let mut long_and_empty = long.clone();
            long_and_empty[4].clear();
            assert_noop!(call(variant, &long_and_empty), Error::<Test>::InputTooLong);

            let info = Call::<Test>::ring_vrf_verify {
                variant,
                key: args[0].clone(),
                input: args[1].clone(),
                output: args[2].clone(),
                ad: args[3].clone(),
                proof: args[4].clone(),
            }
            .get_dispatch_info();
            assert_eq!(info.call_weight, crate::ring_vrf_weight::<()>(variant));
        }
        assert_eq!(
            crate::ring_vrf_weight::<()>(Variant::Host),
            with_margin(<() as WeightInfo>::ring_vrf_verify_host())
        );
        #[cfg(feature = "comparison")]
        for variant in [Variant::DecodeOnly, Variant::Upstream] {
            assert_noop!(call(variant, &args), Error::<Test>::UnsupportedVariant);
            assert_eq!(crate::ring_vrf_weight::<()>(variant).ref_time(), 0);
        }
    });
}

/// Every interface of this build (`PerElement` and `Vectorised` with feature `comparison`).
const INTERFACES: &[crate::Interface] = &[
    crate::Interface::Plain,
    #[cfg(feature = "comparison")]
    crate::Interface::PerElement,
    #[cfg(feature = "comparison")]
    crate::Interface::Vectorised,
    crate::Interface::Msm,
];

/// `ecdsa_p256_verify` through every interface: the benchmarks' signature (RIP-7212's first
/// vector) is valid; a flipped bit of the hash, of `r`, `s` or the key, and every wrong length,
/// are `InvalidSignature`; the declared weight is the interface's measured one.
#[test]
fn ecdsa_p256_verify_checks_signatures_through_every_interface() {
    use crate::{Call, WeightInfo};
    use ec_bench_ops::generic::P256_INPUT;
    use frame_support::dispatch::GetDispatchInfo;
    new_test_ext().execute_with(|| {
        for &interface in INTERFACES {
            assert_ok!(EcBenchmarks::ecdsa_p256_verify(
                signed(),
                interface,
                P256_INPUT.to_vec()
            ));
            for byte in [0, 31, 32, 64, 96, 128, 159] {
                let mut input = P256_INPUT.to_vec();
                input[byte] ^= 1;
                assert_noop!(
                    EcBenchmarks::ecdsa_p256_verify(signed(), interface, input),
                    Error::<Test>::InvalidSignature
                );
            }
            for len in [0, 159, 161] {
                let mut input = P256_INPUT.to_vec();
                input.resize(len, 0);
                assert_noop!(
                    EcBenchmarks::ecdsa_p256_verify(signed(), interface, input),
                    Error::<Test>::InvalidSignature
                );
            }
            let info = Call::<Test>::ecdsa_p256_verify {
                interface,
                input: P256_INPUT.to_vec(),
            }
            .get_dispatch_info();
            assert_eq!(info.call_weight, crate::ecdsa_p256_weight::<()>(interface));
        }
        assert_eq!(
            crate::ecdsa_p256_weight::<()>(crate::Interface::Msm),
            with_margin(<() as WeightInfo>::ecdsa_p256_verify_msm())
        );
    });
}

/// `generic_msm_bls12_381_g1` through every interface: the benchmarks' 100 bases succeed; a base
/// off the curve or a coordinate at `p` is `InvalidEncoding`; lists of different lengths are
/// `LengthMismatch`; one base over the bound is `InputTooLong`. (That every interface computes
/// arkworks' point is `ec-benches`' `generic` test.)
#[test]
fn generic_msm_checks_its_input_through_every_interface() {
    use ec_bench_ops::generic::{generic_msm_fixture, BASE, COORDINATE, SCALAR};
    let (bases, scalars) = generic_msm_fixture();
    let call = |interface, bases: &[u8], scalars: &[u8]| {
        EcBenchmarks::generic_msm_bls12_381_g1(
            signed(),
            interface,
            bases.to_vec(),
            scalars.to_vec(),
        )
    };
    new_test_ext().execute_with(|| {
        for &interface in INTERFACES {
            assert_ok!(call(interface, &bases, &scalars));
            let mut off_curve = bases.clone();
            off_curve[BASE + COORDINATE] ^= 1;
            assert_noop!(
                call(interface, &off_curve, &scalars),
                Error::<Test>::InvalidEncoding
            );
            let mut at_p = bases.clone();
            at_p[..COORDINATE].copy_from_slice(&ark_ff::BigInteger::to_bytes_le(
                &ark_bls12_381::Fq::MODULUS,
            ));
            assert_noop!(
                call(interface, &at_p, &scalars),
                Error::<Test>::InvalidEncoding
            );
            assert_noop!(
                call(interface, &bases, &scalars[SCALAR..]),
                Error::<Test>::LengthMismatch
            );
            let longer = [&bases[..], &bases[..BASE]].concat();
            let more = [&scalars[..], &scalars[..SCALAR]].concat();
            assert_noop!(call(interface, &longer, &more), Error::<Test>::InputTooLong);
        }
    });
}

/// The BLS calls in every computing variant, on signatures made from secret keys with arkworks
/// (`ec_bench_ops::bls_signature`'s fixtures): valid ones verify; another message, key or
/// signer set is `InvalidSignature`; each bound is `InputTooLong` one past it, before any
/// decoding; lists of different lengths are `LengthMismatch`; a committee is kept as its
/// validated keys' uncompressed bytes, refused whole if one key is invalid, and its update
/// verifies for exactly the members that signed. The declared weights are `bls_weight`'s
/// at the call's key count (past a bound, one more than it). With `comparison`, `DecodeOnly`
/// and `Upstream` have no BLS signatures: `UnsupportedVariant`, charged nothing.
#[test]
fn bls_calls_verify_signatures_in_every_variant() {
    use crate::{
        bls_keys, bls_signature::*, bls_weight, BlsCall, Call, Committees, MAX_AGGREGATE,
        MAX_COMMITTEE,
    };
    use frame_support::dispatch::GetDispatchInfo;
    let [keys, msg, sig, kept] = aggregate_fixture(16, MAX_MESSAGE);
    // The first ten keys of a fixture are those of any larger one (secret keys `s, s + 1, …`).
    let [ten, _, ten_sig, _] = aggregate_fixture(10, MAX_MESSAGE);
    assert_eq!(ten[..], keys[..ten.len()]);
    let [one, _, one_sig, _] = aggregate_fixture(1, MAX_MESSAGE);
    let (distinct, msgs, distinct_sig) = distinct_fixture(MAX_AGGREGATE as usize, MAX_MESSAGE);
    let mut other = msg.clone();
    other[0] ^= 1;
    let long = message(0, MAX_MESSAGE + 1);
    let weight = |call: Call<Test>| call.get_dispatch_info().call_weight;
    new_test_ext().execute_with(|| {
        for variant in VARIANTS {
            // Hash to G2.
            assert_ok!(EcBenchmarks::bls_hash_to_g2(signed(), variant, msg.clone()));
            assert_noop!(
                EcBenchmarks::bls_hash_to_g2(signed(), variant, long.clone()),
                Error::<Test>::InputTooLong
            );
            assert_eq!(
                weight(Call::bls_hash_to_g2 {
                    variant,
                    msg: msg.clone()
                }),
                bls_weight::<()>(variant, BlsCall::HashToG2, 1)
            );

            // Verify.
            let verify = |key: &[u8], msg: &[u8], sig: &[u8]| {
                EcBenchmarks::bls_verify(
                    signed(),
                    variant,
                    key.to_vec(),
                    msg.to_vec(),
                    sig.to_vec(),
                )
            };
            assert_ok!(verify(&one, &msg, &one_sig));
            assert_noop!(
                verify(&one, &other, &one_sig),
                Error::<Test>::InvalidSignature
            );
            assert_noop!(
                verify(&keys[48..96], &msg, &one_sig),
                Error::<Test>::InvalidSignature
            );
            assert_noop!(
                verify(&one[..47], &msg, &one_sig),
                Error::<Test>::InvalidSignature
            );
            assert_noop!(verify(&one, &long, &one_sig), Error::<Test>::InputTooLong);

            // AggregateVerify, distinct messages.
            let aggregate = |keys: &[u8], msgs: &[Vec<u8>], sig: &[u8]| {
                EcBenchmarks::bls_aggregate_verify(
                    signed(),
                    variant,
                    keys.to_vec(),
                    msgs.to_vec(),
                    sig.to_vec(),
                )
            };
            assert_ok!(aggregate(&distinct, &msgs, &distinct_sig));
            let mut swapped = msgs.clone();
            swapped.swap(0, 1);
            assert_noop!(
                aggregate(&distinct, &swapped, &distinct_sig),
                Error::<Test>::InvalidSignature
            );
            assert_noop!(
                aggregate(&distinct, &msgs[1..], &distinct_sig),
                Error::<Test>::LengthMismatch
            );
            assert_noop!(
                aggregate(&distinct[1..], &msgs, &distinct_sig),
                Error::<Test>::InvalidEncoding
            );
            let mut more = msgs.clone();
            more.push(msg.clone());
            let more_keys = [&distinct[..], &one[..]].concat();
            assert_noop!(
                aggregate(&more_keys, &more, &distinct_sig),
                Error::<Test>::InputTooLong
            );
            let mut long_msgs = msgs.clone();
            long_msgs[3] = long.clone();
            assert_noop!(
                aggregate(&distinct, &long_msgs, &distinct_sig),
                Error::<Test>::InputTooLong
            );
            for (keys, msgs, n) in [
                (&distinct, &msgs, MAX_AGGREGATE),
                (&more_keys, &more, MAX_AGGREGATE + 1),
            ] {
                assert_eq!(
                    weight(Call::bls_aggregate_verify {
                        variant,
                        keys: keys.clone(),
                        msgs: msgs.clone(),
                        sig: distinct_sig.clone()
                    }),
                    bls_weight::<()>(variant, BlsCall::AggregateVerify, n)
                );
            }

            // FastAggregateVerify.
            let fast = |keys: &[u8], msg: &[u8], sig: &[u8]| {
                EcBenchmarks::bls_fast_aggregate_verify(
                    signed(),
                    variant,
                    keys.to_vec(),
                    msg.to_vec(),
                    sig.to_vec(),
                )
            };
            assert_ok!(fast(&keys, &msg, &sig));
            assert_ok!(fast(&ten, &msg, &ten_sig));
            assert_noop!(fast(&keys, &msg, &ten_sig), Error::<Test>::InvalidSignature);
            assert_noop!(
                fast(&keys[48..], &msg, &sig),
                Error::<Test>::InvalidSignature
            );
            assert_noop!(fast(&keys, &other, &sig), Error::<Test>::InvalidSignature);
            assert_noop!(fast(&[], &msg, &sig), Error::<Test>::InvalidSignature);
            let too_many = alloc::vec![0u8; 48 * (MAX_COMMITTEE as usize + 1)];
            assert_noop!(fast(&too_many, &msg, &sig), Error::<Test>::InputTooLong);
            assert_eq!(bls_keys(&too_many, MAX_COMMITTEE), MAX_COMMITTEE + 1);
            assert_eq!(
                weight(Call::bls_fast_aggregate_verify {
                    variant,
                    keys: keys.clone(),
                    msg: msg.clone(),
                    sig: sig.clone()
                }),
                bls_weight::<()>(variant, BlsCall::FastAggregateVerify, 16)
            );

            // A committee: kept, then its updates.
            let update = |participation: &[u8], msg: &[u8], sig: &[u8]| {
                EcBenchmarks::bls_committee_verify(
                    signed(),
                    variant,
                    participation.to_vec(),
                    msg.to_vec(),
                    sig.to_vec(),
                )
            };
            Committees::<Test>::remove(1);
            assert_noop!(
                update(&[0xff, 0xff], &msg, &sig),
                Error::<Test>::NoCommittee
            );
            let mut invalid = keys.clone();
            invalid[5 * 48 + 47] ^= 1;
            assert_noop!(
                EcBenchmarks::bls_set_committee(signed(), variant, invalid),
                Error::<Test>::InvalidEncoding
            );
            assert_noop!(
                EcBenchmarks::bls_set_committee(signed(), variant, too_many.clone()),
                Error::<Test>::InputTooLong
            );
            assert_ok!(EcBenchmarks::bls_set_committee(
                signed(),
                variant,
                keys.clone()
            ));
            assert_eq!(Committees::<Test>::get(1).unwrap().to_vec(), kept);
            assert_eq!(
                weight(Call::bls_set_committee {
                    variant,
                    keys: keys.clone()
                }),
                bls_weight::<()>(variant, BlsCall::SetCommittee, 16)
            );
            assert_ok!(update(&[0xff, 0xff], &msg, &sig));
            assert_ok!(update(&[0xff, 0x03], &msg, &ten_sig));
            assert_noop!(
                update(&[0xff, 0x07], &msg, &ten_sig),
                Error::<Test>::InvalidSignature
            );
            assert_noop!(
                update(&[0xff, 0x01], &msg, &ten_sig),
                Error::<Test>::InvalidSignature
            );
            assert_noop!(
                update(&[0xff, 0xff], &other, &sig),
                Error::<Test>::InvalidSignature
            );
            assert_noop!(update(&[0, 0], &msg, &sig), Error::<Test>::InvalidSignature);
            assert_noop!(update(&[0xff], &msg, &sig), Error::<Test>::LengthMismatch);
            assert_noop!(
                update(&[0xff, 0xff], &long, &sig),
                Error::<Test>::InputTooLong
            );
            assert_eq!(
                weight(Call::bls_committee_verify {
                    variant,
                    participation: alloc::vec![0xff; 2],
                    msg: msg.clone(),
                    sig: sig.clone()
                }),
                bls_weight::<()>(variant, BlsCall::CommitteeVerify, 1)
            );
        }
        // The measured weight, 1.6 times for the machine (`BLS_MACHINE_PERCENT`), with the
        // margin.
        let measured = <() as crate::WeightInfo>::bls_fast_aggregate_verify_host(512);
        assert_eq!(
            bls_weight::<()>(Variant::Host, BlsCall::FastAggregateVerify, 512),
            with_margin(measured.set_ref_time(measured.ref_time() * 16 / 10))
        );
        #[cfg(feature = "comparison")]
        for variant in [Variant::DecodeOnly, Variant::Upstream] {
            assert_noop!(
                EcBenchmarks::bls_verify(
                    signed(),
                    variant,
                    one.clone(),
                    msg.clone(),
                    one_sig.clone()
                ),
                Error::<Test>::UnsupportedVariant
            );
            assert_noop!(
                EcBenchmarks::bls_set_committee(signed(), variant, keys.clone()),
                Error::<Test>::UnsupportedVariant
            );
            for call in [
                BlsCall::HashToG2,
                BlsCall::Verify,
                BlsCall::AggregateVerify,
                BlsCall::FastAggregateVerify,
                BlsCall::SetCommittee,
                BlsCall::CommitteeVerify,
            ] {
                assert_eq!(bls_weight::<()>(variant, call, 512).ref_time(), 0);
            }
        }
    });
}
