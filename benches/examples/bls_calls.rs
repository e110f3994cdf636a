//! The benchmarking pallet's BLS calls (`ec_bench_ops::bls_signature::Call`, the code the
//! pallet runs) natively, on the arguments of their benchmarks (every message at its bound of
//! 256 bytes; the largest key counts): with the `Arkworks` hooks (arkworks natively) and the
//! `Host` hooks (natively these are the host functions' own code: blst's hashing and pairing,
//! without a crossing). The native columns beside the pallet's weights in
//! `docs/benchmarks/analysis.md`. Medians in ms.
//!
//! ```sh
//! cargo run --release -p ec-benches --example bls_calls
//! ```

use ark_substrate::{bls_signature::BlsHooks, Arkworks, Host};
use ec_bench_ops::bls_signature::{
    aggregate_fixture, distinct_fixture, message, validate_committee, Call, MAX_AGGREGATE,
    MAX_COMMITTEE, MAX_MESSAGE,
};
use ec_benches::median_ms;

/// Timed calls per measurement (their median counts).
const CALLS: usize = 15;

/// The call's median time with hooks `H`, after checking that it succeeds.
fn time<H: BlsHooks>(call: Call) -> f64 {
    assert_eq!(call.run::<H>(), Ok(()), "{call:?}");
    median_ms(CALLS, || assert!(call.run::<H>().is_ok()))
}

fn main() {
    let msg = message(0, MAX_MESSAGE);
    let [key, _, sig, _] = aggregate_fixture(1, MAX_MESSAGE);
    let (distinct, msgs, distinct_sig) = distinct_fixture(MAX_AGGREGATE, MAX_MESSAGE);
    let [keys, _, aggregate, kept] = aggregate_fixture(MAX_COMMITTEE, MAX_MESSAGE);
    let participation = vec![0xff; MAX_COMMITTEE / 8];
    let calls = [
        ("bls_hash_to_g2", Call::HashToG2 { msg: &msg }),
        (
            "bls_verify",
            Call::Verify {
                key: &key,
                msg: &msg,
                sig: &sig,
            },
        ),
        (
            "bls_aggregate_verify, 16 keys",
            Call::AggregateVerify {
                keys: &distinct,
                msgs: &msgs,
                sig: &distinct_sig,
            },
        ),
        (
            "bls_fast_aggregate_verify, 512 keys",
            Call::FastAggregateVerify {
                keys: &keys,
                msg: &msg,
                sig: &aggregate,
            },
        ),
        (
            "bls_committee_verify, 512 keys all signing",
            Call::CommitteeVerify {
                kept: &kept,
                participation: &participation,
                msg: &msg,
                sig: &aggregate,
            },
        ),
    ];
    println!("| call | native `Arkworks` | native `Host` (blst) |");
    println!("|---|---:|---:|");
    for (name, call) in calls {
        let (arkworks, host) = (time::<Arkworks>(call), time::<Host>(call));
        println!("| {name} | {arkworks:.3} | {host:.3} |");
    }
    let set = |validate: &dyn Fn() -> Result<Vec<u8>, ec_bench_ops::OpError>| {
        assert_eq!(validate().as_deref(), Ok(&kept[..]), "the committee kept");
        median_ms(CALLS, || assert!(validate().is_ok()))
    };
    let (arkworks, host) = (
        set(&|| validate_committee::<Arkworks>(&keys)),
        set(&|| validate_committee::<Host>(&keys)),
    );
    println!("| bls_set_committee, 512 keys | {arkworks:.3} | {host:.3} |");
}
