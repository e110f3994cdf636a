//! RFC-0163's reference, polkadot-sdk's `sp-crypto-ec-utils` (what relay-chain validators run),
//! replays every line of this project's known answers for RFC-0163's functions
//! (`primitives/tests/data/rfc163-known-answers.txt`, which this project's node serves byte for
//! byte): the same status and the same output bytes.
//!
//! Not in the README's test command: `sp-crypto-ec-utils` natively needs a build of its own
//! (beside the node's executor it needs its `std`, which turns on arkworks' threads for every
//! crate). Run it when that dependency changes:
//! `cargo test --release -p ark-substrate --features rfc163 --test rfc163_upstream`.

use sp_crypto_ec_utils::{
    bls12_381::host_calls as bls12_381, ed_on_bls12_381_bandersnatch::host_calls as bandersnatch,
    pallas::host_calls as pallas, vesta::host_calls as vesta,
};

const FILE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../primitives/tests/data/rfc163-known-answers.txt"
);

/// Upstream's function by name, on the inputs of a line, with an output buffer of `out_len`.
fn call(function: &str, inputs: &[Vec<u8>], out_len: usize) -> (u32, Vec<u8>) {
    if function == "bls12_381_final_exponentiation" {
        let mut in_out = inputs[0].clone();
        let status = match bls12_381::bls12_381_final_exponentiation(&mut in_out) {
            Ok(()) => 0,
            Err(error) => error as u32,
        };
        return (status, in_out);
    }
    let (a, b, mut out) = (&inputs[0][..], &inputs[1][..], vec![0u8; out_len]);
    let result = match function {
        "bls12_381_msm_g1" => bls12_381::bls12_381_msm_g1(a, b, &mut out),
        "bls12_381_msm_g2" => bls12_381::bls12_381_msm_g2(a, b, &mut out),
        "bls12_381_mul_g1" => bls12_381::bls12_381_mul_g1(a, b, &mut out),
        "bls12_381_mul_g2" => bls12_381::bls12_381_mul_g2(a, b, &mut out),
        "bls12_381_multi_miller_loop" => bls12_381::bls12_381_multi_miller_loop(a, b, &mut out),
        "ed_on_bls12_381_bandersnatch_msm" => {
            bandersnatch::ed_on_bls12_381_bandersnatch_msm(a, b, &mut out)
        }
        "ed_on_bls12_381_bandersnatch_mul" => {
            bandersnatch::ed_on_bls12_381_bandersnatch_mul(a, b, &mut out)
        }
        "pallas_msm" => pallas::pallas_msm(a, b, &mut out),
        "pallas_mul" => pallas::pallas_mul(a, b, &mut out),
        "vesta_msm" => vesta::vesta_msm(a, b, &mut out),
        "vesta_mul" => vesta::vesta_mul(a, b, &mut out),
        other => panic!("{other}: not an RFC-0163 function"),
    };
    // Its error enum is private; its discriminant is the status.
    let status = match result {
        Ok(()) => 0,
        Err(error) => error as u32,
    };
    (status, out)
}

#[test]
fn upstream_replays_the_known_answers() {
    let file = std::fs::read_to_string(FILE).unwrap();
    let unhex = |s: &str| {
        if s == "-" {
            Vec::new()
        } else {
            (0..s.len())
                .step_by(2)
                .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
                .collect()
        }
    };
    let mut lines = 0;
    for (i, line) in file.lines().enumerate() {
        let words: Vec<&str> = line.split(' ').collect();
        let (function, status) = (words[0], words[1].parse::<u32>().unwrap());
        let inputs: Vec<Vec<u8>> = words[2..words.len() - 1].iter().map(|s| unhex(s)).collect();
        let out = unhex(words[words.len() - 1]);
        assert_eq!(
            call(function, &inputs, out.len()),
            (status, out),
            "line {}",
            i + 1
        );
        lines += 1;
    }
    assert!(lines > 300, "the file has {lines} lines");
}
