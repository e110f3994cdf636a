//! Artifacts written by the real tools (fixtures/: snarkjs 0.7.6, gnark v0.14.0) are read and
//! verify; tampered ones fail or are rejected with a message naming the file and field.

use ec_groth16::{
    engines::native,
    formats::{load, parse, Artifacts, Format, Named},
    verify_encoded, with_engine, Curve,
};
use std::path::{Path, PathBuf};

fn fixture(path: &str) -> PathBuf {
    Path::new(&std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo test"))
        .join("fixtures")
        .join(path)
}

fn read(path: &str) -> Vec<u8> {
    std::fs::read(fixture(path)).unwrap()
}

fn verifies(a: &Artifacts) -> bool {
    with_engine!(a.curve, native, |E| verify_encoded::<E, _>(
        &a.vk, &a.proof, &a.inputs
    ))
    .expect("artifacts are checked")
}

const SNARKJS: [(&str, Curve); 2] = [("bn128", Curve::Bn254), ("bls12381", Curve::Bls12_381)];

fn snarkjs(dir: &str, curve: Option<Curve>, format: Option<Format>) -> Artifacts {
    let f = |name: &str| fixture(&format!("snarkjs/{dir}/{name}"));
    load(
        &f("verification_key.json"),
        &f("proof.json"),
        &f("public.json"),
        curve,
        format,
    )
    .unwrap()
}

#[test]
fn snarkjs_proofs_verify() {
    for (dir, curve) in SNARKJS {
        let artifacts = snarkjs(dir, None, None);
        assert_eq!(
            (artifacts.curve, artifacts.format),
            (curve, Format::Snarkjs)
        );
        assert_eq!(artifacts.inputs.len(), 2);
        assert!(verifies(&artifacts), "{dir}");
        assert_eq!(snarkjs(dir, Some(curve), Some(Format::Snarkjs)), artifacts);
    }
}

/// `public.json` with the given values.
fn public(values: &[&str]) -> Vec<u8> {
    serde_json_string(values).into_bytes()
}

fn serde_json_string(values: &[&str]) -> String {
    format!(
        "[{}]",
        values
            .iter()
            .map(|v| format!("\"{v}\""))
            .collect::<Vec<_>>()
            .join(",")
    )
}

fn parse_snarkjs(dir: &str, proof: &[u8], public: &[u8]) -> Result<Artifacts, String> {
    let vk = read(&format!("snarkjs/{dir}/verification_key.json"));
    parse(
        Named("verification_key.json", &vk),
        Named("proof.json", proof),
        Named("public.json", public),
        None,
        None,
    )
    .map_err(|e| e.to_string())
}

#[test]
fn tampered_snarkjs_files_fail() {
    for (dir, _) in SNARKJS {
        let proof = read(&format!("snarkjs/{dir}/proof.json"));
        // Wrong and swapped public inputs: well-formed, invalid.
        for inputs in [["35", "106"], ["105", "35"]] {
            let a = parse_snarkjs(dir, &proof, &public(&inputs)).unwrap();
            assert!(!verifies(&a), "{dir} {inputs:?}");
        }
        // A proof point moved off the curve: rejected, naming the field.
        let json: serde_json::Value = serde_json::from_slice(&proof).unwrap();
        let mut moved = json.clone();
        let y = moved["pi_a"][1].as_str().unwrap().to_string();
        let last = y.chars().last().unwrap().to_digit(10).unwrap();
        let y = format!("{}{}", &y[..y.len() - 1], (last + 1) % 10);
        moved["pi_a"][1] = y.into();
        let e = parse_snarkjs(dir, moved.to_string().as_bytes(), &public(&["35", "105"]));
        assert_eq!(
            e.unwrap_err(),
            "proof.json: pi_a: point is not on the curve"
        );
        // Another valid point: a valid encoding of a wrong proof.
        let mut other = json.clone();
        other["pi_c"] = json["pi_a"].clone();
        let a = parse_snarkjs(dir, other.to_string().as_bytes(), &public(&["35", "105"])).unwrap();
        assert!(!verifies(&a), "{dir} tampered pi_c");
        // Malformed input files say what is wrong.
        let e = parse_snarkjs(dir, &proof, b"[\"35\"]").unwrap_err();
        assert_eq!(
            e,
            "public.json: 1 public inputs, but the verifying key (verification_key.json) takes 2"
        );
        let e = parse_snarkjs(dir, &proof, b"[\"35\", \"-1\"]").unwrap_err();
        assert_eq!(
            e,
            "public.json: [1]: \"-1\" is not a decimal number (scalar field)"
        );
        let modulus = match dir {
            "bn128" => {
                "21888242871839275222246405745257275088548364400416034343698204186575808495617"
            }
            _ => "52435875175126190479447740508185965837690552500527637822603658699938581184513",
        };
        let e = parse_snarkjs(dir, &proof, public(&["35", modulus]).as_slice()).unwrap_err();
        assert_eq!(
            e,
            format!("public.json: [1]: {modulus} is not below the field modulus (scalar field)")
        );
        let mut z = json.clone();
        z["pi_a"][2] = "2".into();
        let e = parse_snarkjs(dir, z.to_string().as_bytes(), &public(&["35", "105"])).unwrap_err();
        assert_eq!(
            e,
            "proof.json: pi_a: z is neither 1 nor 0 (not a normalized point)"
        );
    }
    // A proof for the other curve.
    let proof = read("snarkjs/bls12381/proof.json");
    let e = parse_snarkjs("bn128", &proof, &public(&["35", "105"])).unwrap_err();
    assert_eq!(e, "proof.json: the file is for BLS12-381, not BN254");
}

const GNARK: [Curve; 4] = Curve::ALL;

fn gnark(curve: Curve, raw: bool, given: Option<(Curve, Format)>) -> Artifacts {
    let suffix = if raw { "raw.bin" } else { "bin" };
    let f = |name: &str| fixture(&format!("gnark/{}/{name}", curve.name()));
    load(
        &f(&format!("vk.{suffix}")),
        &f(&format!("proof.{suffix}")),
        &f("public.json"),
        given.map(|g| g.0),
        given.map(|g| g.1),
    )
    .unwrap()
}

#[test]
fn gnark_proofs_verify_compressed_and_raw() {
    for curve in GNARK {
        let compressed = gnark(curve, false, None);
        assert_eq!(
            (compressed.curve, compressed.format),
            (curve, Format::Gnark)
        );
        assert!(verifies(&compressed), "{curve}");
        // WriteRawTo holds the same key and proof.
        assert_eq!(gnark(curve, true, None), compressed, "{curve}");
        assert_eq!(gnark(curve, true, Some((curve, Format::Gnark))), compressed);
    }
}

fn parse_gnark(curve: Curve, vk: &[u8], proof: &[u8], public: &[u8]) -> Result<Artifacts, String> {
    parse(
        Named("vk.bin", vk),
        Named("proof.bin", proof),
        Named("public.json", public),
        None,
        None,
    )
    .map_err(|e| e.to_string())
    .inspect(|a| assert_eq!(a.curve, curve))
}

#[test]
fn tampered_gnark_files_fail() {
    for curve in GNARK {
        let dir = format!("gnark/{}", curve.name());
        let (vk, proof) = (
            read(&format!("{dir}/vk.bin")),
            read(&format!("{dir}/proof.bin")),
        );
        for inputs in [["35", "106"], ["105", "35"]] {
            let a = parse_gnark(curve, &vk, &proof, &public(&inputs)).unwrap();
            assert!(!verifies(&a), "{curve} {inputs:?}");
        }
        // The other y for Ar (flip "larger"): a valid point, a wrong proof.
        let mut flipped = proof.clone();
        flipped[0] ^= if curve == Curve::Bn254 {
            0b0100_0000
        } else {
            0b0010_0000
        };
        let a = parse_gnark(curve, &vk, &flipped, &public(&["35", "105"])).unwrap();
        assert!(!verifies(&a), "{curve} flipped");
        // Truncated and extended files.
        let e = parse(
            Named("vk.bin", &vk),
            Named("proof.bin", &proof[..proof.len() - 1]),
            Named("public.json", &public(&["35", "105"])),
            Some(curve),
            Some(Format::Gnark),
        )
        .unwrap_err()
        .to_string();
        assert!(
            e.starts_with("proof.bin (gnark): CommitmentPok: file ends"),
            "{e}"
        );
        let mut longer = vk.clone();
        longer.push(0);
        let e = parse(
            Named("vk.bin", &longer),
            Named("proof.bin", &proof),
            Named("public.json", &public(&["35", "105"])),
            Some(curve),
            Some(Format::Gnark),
        )
        .unwrap_err()
        .to_string();
        assert_eq!(e, "vk.bin (gnark): end: 1 trailing bytes");
        // Auto-detection explains every attempt.
        let e = parse_gnark(curve, &longer, &proof, &public(&["35", "105"])).unwrap_err();
        assert!(
            e.starts_with("vk.bin: not a verifying key in any format tried:"),
            "{e}"
        );
    }
}

#[test]
fn arkworks_files_are_read_as_such() {
    // The gnark key and proof re-encoded by arkworks, compressed: read back unchanged.
    let a = gnark(Curve::Bls12_377, false, None);
    let public = read("gnark/bls12_377/public.json");
    let b = parse(
        Named("vk", &a.vk),
        Named("proof", &a.proof),
        Named("public.json", &public),
        None,
        None,
    )
    .unwrap();
    assert_eq!((b.curve, b.format), (Curve::Bls12_377, Format::Arkworks));
    assert_eq!((b.vk, b.proof, b.inputs), (a.vk, a.proof, a.inputs));
}
