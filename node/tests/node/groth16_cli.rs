//! `ec-node groth16 verify` and `encode` on the snarkjs, gnark and SP1 fixtures: exit status 0 for a
//! valid proof, 1 for an invalid one, 2 for bad input, in the runtime Wasm and natively; the
//! printed call data decodes into the runtime's calls.

use codec::Decode;
use std::{path::PathBuf, process::Command};

fn fixtures() -> PathBuf {
    PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo test"))
        .join("../groth16/fixtures")
}

/// Runs `ec-node groth16 <args>`: (exit status, stdout, stderr).
fn groth16(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ec-node"))
        .arg("groth16")
        .args(args)
        .output()
        .expect("run ec-node");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

/// `--vk --proof --public` for a fixture directory.
fn files(dir: &str, vk: &str, proof: &str, public: &str) -> Vec<String> {
    let d = fixtures().join(dir);
    let path = |name: &str| {
        if name.starts_with('/') {
            name.to_string()
        } else {
            d.join(name).display().to_string()
        }
    };
    vec![
        "--vk".into(),
        path(vk),
        "--proof".into(),
        path(proof),
        "--public".into(),
        path(public),
    ]
}

const SETS: [(&str, &str, &str); 6] = [
    ("snarkjs/bn128", "verification_key.json", "proof.json"),
    ("snarkjs/bls12381", "verification_key.json", "proof.json"),
    ("gnark/bn254", "vk.bin", "proof.bin"),
    ("gnark/bls12_381", "vk.raw.bin", "proof.raw.bin"),
    ("gnark/bls12_377", "vk.bin", "proof.bin"),
    ("gnark/bw6_761", "vk.bin", "proof.bin"),
];

#[test]
fn verify_exit_status() {
    let _cores = crate::CORES.blocking_lock();
    let swapped = std::env::temp_dir().join("ec-node-groth16-swapped.json");
    std::fs::write(&swapped, "[\"105\", \"35\"]").unwrap();
    let garbage = std::env::temp_dir().join("ec-node-groth16-garbage.bin");
    std::fs::write(&garbage, [1u8, 2, 3]).unwrap();
    for (dir, vk, proof) in SETS {
        for native in [false, true] {
            let mut args = vec!["verify".to_string()];
            args.extend(files(dir, vk, proof, "public.json"));
            if native {
                args.push("--native".into());
            }
            let run =
                |args: &[String]| groth16(&args.iter().map(String::as_str).collect::<Vec<_>>());
            let (code, out, err) = run(&args);
            assert_eq!(code, 0, "{dir} native={native}: {out} {err}");
            assert!(out.starts_with("valid:"), "{out}");
            // Swapped public inputs: invalid.
            let mut bad = args.clone();
            bad[6] = swapped.display().to_string();
            let (code, out, _) = run(&bad);
            assert_eq!(code, 1, "{dir} native={native}: {out}");
            assert!(out.starts_with("invalid:"), "{out}");
            // A file that is no key: bad input, with a message.
            let mut bad = args.clone();
            bad[2] = garbage.display().to_string();
            let (code, _, err) = run(&bad);
            assert_eq!(code, 2, "{dir}: {err}");
            assert!(
                err.contains("not a verifying key in any format tried"),
                "{err}"
            );
        }
    }
    // A curve that does not match the file.
    let mut args = vec!["verify".to_string()];
    args.extend(files(
        "snarkjs/bn128",
        "verification_key.json",
        "proof.json",
        "public.json",
    ));
    args.extend(["--curve".into(), "bls12_381".into()]);
    let (code, _, err) = groth16(&args.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(code, 2);
    assert!(
        err.contains("the file is for BN254, not BLS12-381"),
        "{err}"
    );
}

#[test]
fn encode_prints_runtime_calls() {
    let _cores = crate::CORES.blocking_lock();
    for (dir, vk, proof) in SETS {
        let mut args = vec!["encode".to_string()];
        args.extend(files(dir, vk, proof, "public.json"));
        let calls: Vec<ec_runtime::RuntimeCall> = ["register-vk", "verify"]
            .into_iter()
            .map(|call| {
                let mut args = args.clone();
                args.extend(["--call".into(), call.into()]);
                let (code, out, err) =
                    groth16(&args.iter().map(String::as_str).collect::<Vec<_>>());
                assert_eq!(code, 0, "{err}");
                let bytes = sp_core::bytes::from_hex(out.trim()).unwrap();
                ec_runtime::RuntimeCall::decode(&mut &bytes[..]).unwrap()
            })
            .collect();
        let a = ec_groth16::formats::load(
            &fixtures().join(dir).join(vk),
            &fixtures().join(dir).join(proof),
            &fixtures().join(dir).join("public.json"),
            None,
            None,
        )
        .unwrap();
        use pallet_groth16_verifier::Call;
        match &calls[0] {
            ec_runtime::RuntimeCall::Groth16Verifier(Call::register_vk { curve, vk }) => {
                assert_eq!((*curve, vk.to_vec()), (a.curve, a.vk.clone()))
            }
            other => panic!("{other:?}"),
        }
        match &calls[1] {
            ec_runtime::RuntimeCall::Groth16Verifier(Call::verify {
                id,
                proof,
                public_inputs,
            }) => {
                // The default registrant is //Alice.
                let alice = sp_keyring::Sr25519Keyring::Alice.to_account_id();
                assert_eq!(
                    *id,
                    pallet_groth16_verifier::key_id(a.curve, Some(&alice), &a.vk)
                );
                assert_eq!(proof.to_vec(), a.proof);
                assert_eq!(
                    public_inputs.iter().map(|x| x.to_vec()).collect::<Vec<_>>(),
                    a.inputs
                );
            }
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn gnark_commitment_proofs_verify_natively_and_in_the_runtime() {
    let _cores = crate::CORES.blocking_lock();
    for (dir, hash, other) in [
        ("gnark/bn254/commit", "bsb22", "keccak256"),
        ("gnark/bls12_381/commits", "bsb22", "keccak256"),
        ("gnark/bw6_761/keccak", "keccak256", "bsb22"),
    ] {
        let mut args = vec!["verify".to_string()];
        args.extend(files(dir, "vk.bin", "proof.bin", "public.json"));
        let run = |extra: &[&str]| {
            let mut args = args.clone();
            args.extend(extra.iter().map(|arg| arg.to_string()));
            groth16(&args.iter().map(String::as_str).collect::<Vec<_>>())
        };
        for native in [&["--native"][..], &[]] {
            let with = |hash| [native, &["--commitment-hash", hash]].concat();
            let (code, out, err) = run(&with(hash));
            assert_eq!(code, 0, "{dir} {native:?}: {out} {err}");
            assert!(out.starts_with("valid: gnark"), "{out}");
            // With the other hash, other wires: invalid.
            let (code, out, err) = run(&with(other));
            assert_eq!(code, 1, "{dir} {native:?}: {out} {err}");
        }
    }
}

#[test]
fn sp1_proofs_verify_natively_and_in_the_runtime() {
    let _cores = crate::CORES.blocking_lock();
    let fixture = "v6.0/groth16-fixture.json";
    for native in [&["--native"][..], &[]] {
        let run = |vk: &str| {
            let mut args = vec!["verify".to_string(), "--format".into(), "sp1".into()];
            args.extend(files("sp1", vk, fixture, fixture));
            args.extend(native.iter().map(|arg| arg.to_string()));
            groth16(&args.iter().map(String::as_str).collect::<Vec<_>>())
        };
        let (code, out, err) = run("v6.0/groth16_vk.bin");
        assert_eq!(code, 0, "{native:?}: {out} {err}");
        assert!(out.starts_with("valid: sp1 BN254"), "{out}");
        // SP1 6.10's key: refused as made for another version's key, not as invalid.
        let (code, out, err) = run("v6.10/groth16_vk.bin");
        assert_eq!(code, 2, "{native:?}: {out} {err}");
        assert!(
            err.contains("the proof was made for SP1 6.0's key, the key is SP1 6.1 to 6.10's"),
            "{err}"
        );
    }
}
