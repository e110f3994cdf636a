//! The benchmarking pallet's calls that `scripts/network.sh` puts into its network beside the
//! Groth16 verifier's, so that the network's blocks run every kind of host function: one line
//! per call, `label<TAB>0x<call data>` (SCALE, this node's runtime's `RuntimeCall`), for
//! `ec-node call` to sign and submit. Kinds alternate, so that any prefix of the list has many:
//! a 2-pair pairing check on each pairing curve, an MSM of 32 points in each group, ring-VRF
//! verification (a ring of 255), and P-256 ECDSA verification; each through the host functions
//! (`Variant::Host`, `Interface::Msm`), with the pallet's own fixtures as inputs (points the
//! calls accept, pairs whose product is one), so every call succeeds.
//!
//! An example rather than a command of the node: it is a test tool of the benchmarking pallet,
//! which a chain does not ship. `cargo test` builds it
//! (`$CARGO_TARGET_DIR/release/examples/load_calls`).

use codec::Encode;
use ec_runtime::RuntimeCall;
use pallet_ec_benchmarks::{fixtures, ring_vrf, Call, Group, Interface, PairingCurve, Variant};

/// Points in an MSM call.
const MSM_POINTS: u32 = 32;

/// An MSM's bases and scalars, from the pallet's fixtures.
struct MsmInputs;

impl pallet_ec_benchmarks::GroupOp for MsmInputs {
    type Output = (Vec<u8>, Vec<u8>);
    fn run<G: ark_ec::CurveGroup + ark_ec::VariableBaseMSM, V>(self) -> Self::Output {
        fixtures::msm::<G>(MSM_POINTS)
    }
}

/// Two pairs whose pairings' product is one.
struct CancellingPairs;

impl pallet_ec_benchmarks::PairingOp for CancellingPairs {
    type Output = (Vec<u8>, Vec<u8>);
    fn run<E: ark_ec::pairing::Pairing, V>(self) -> Self::Output {
        fixtures::cancelling_pairs::<E>(2)
    }
}

fn main() {
    let variant = Variant::Host;
    let pairings = PairingCurve::ALL.iter().map(|&curve| {
        let (g1, g2) = curve
            .run(Variant::Arkworks, CancellingPairs)
            .expect("every pairing curve has an arkworks engine");
        (
            format!("pairing_check {curve:?}, 2 pairs"),
            Call::pairing_check {
                curve,
                variant,
                g1,
                g2,
            },
        )
    });
    let msms = Group::ALL.iter().map(|&group| {
        let (bases, scalars) = group
            .run(Variant::Arkworks, MsmInputs)
            .expect("every group has an arkworks type");
        (
            format!("msm {group:?}, {MSM_POINTS} points"),
            Call::msm {
                group,
                variant,
                bases,
                scalars,
            },
        )
    });
    let [key, input, output, ad, proof] = <[Vec<u8>; 5]>::try_from(ring_vrf::fixture())
        .expect("the ring-VRF fixture has five arguments");
    let once = [
        (
            "ring_vrf_verify, ring of 255".to_string(),
            Call::ring_vrf_verify {
                variant,
                key,
                input,
                output,
                ad,
                proof,
            },
        ),
        (
            "ecdsa_p256_verify".to_string(),
            Call::ecdsa_p256_verify {
                interface: Interface::Msm,
                input: pallet_ec_benchmarks::generic::P256_INPUT.to_vec(),
            },
        ),
    ];
    // Interleaved: a pairing check, an MSM, one of the rest, a pairing check, ...
    let mut lists: Vec<Vec<(String, Call<ec_runtime::Runtime>)>> =
        vec![pairings.collect(), msms.collect(), once.into()];
    for list in &mut lists {
        list.reverse();
    }
    while lists.iter().any(|list| !list.is_empty()) {
        for list in &mut lists {
            if let Some((label, call)) = list.pop() {
                let data = RuntimeCall::EcBenchmarks(call).encode();
                println!("{label}\t0x{}", hex(&data));
            }
        }
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
