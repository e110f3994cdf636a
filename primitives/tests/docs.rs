//! `docs/host-functions.md` matches the code: its size tables, its limits and its function list.

use ark_ec::{pairing::Pairing, short_weierstrass::Affine as Sw, twisted_edwards::Affine as Te};
use ec_host_primitives::{
    encoding::{projective_size, size_of, Point},
    GroupLimits, PairingLimits, MAX_MSM_LEN, MAX_PAIRS,
};
use sp_runtime_interface::sp_wasm_interface::HostFunctions as _;
use std::collections::BTreeSet;

fn spec() -> String {
    let dir = std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo test");
    std::fs::read_to_string(std::path::Path::new(&dir).join("../docs/host-functions.md")).unwrap()
}

/// Rows of `columns` cells whose first cell is a curve name in backticks.
fn rows(spec: &str, columns: usize) -> Vec<Vec<String>> {
    spec.lines()
        .filter(|l| l.starts_with("| `"))
        .map(|l| {
            l.trim_matches('|')
                .split('|')
                .map(|c| c.trim().trim_matches('`').to_string())
                .collect::<Vec<_>>()
        })
        .filter(|cells| cells.len() == columns)
        .filter(|cells| {
            cells[0]
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        })
        .collect()
}

fn group_sizes<A: Point>() -> Vec<String> {
    [
        size_of::<A::BaseField>(),
        size_of::<A>(),
        projective_size::<A>(),
        size_of::<A::ScalarField>(),
    ]
    .map(|n| n.to_string())
    .to_vec()
}

fn target_size<E: Pairing>() -> String {
    size_of::<E::TargetField>().to_string()
}

#[test]
fn size_tables_match_the_code() {
    let groups: Vec<(&str, &str, Vec<String>)> = vec![
        ("bls12_381", "g1", group_sizes::<ark_bls12_381::G1Affine>()),
        ("bls12_381", "g2", group_sizes::<ark_bls12_381::G2Affine>()),
        ("bls12_377", "g1", group_sizes::<ark_bls12_377::G1Affine>()),
        ("bls12_377", "g2", group_sizes::<ark_bls12_377::G2Affine>()),
        ("bw6_761", "g1", group_sizes::<ark_bw6_761::G1Affine>()),
        ("bw6_761", "g2", group_sizes::<ark_bw6_761::G2Affine>()),
        ("bn254", "g1", group_sizes::<ark_bn254::G1Affine>()),
        ("bn254", "g2", group_sizes::<ark_bn254::G2Affine>()),
        (
            "ed_on_bls12_381",
            "te",
            group_sizes::<Te<ark_ed_on_bls12_381::JubjubConfig>>(),
        ),
        (
            "ed_on_bls12_381_bandersnatch",
            "te",
            group_sizes::<Te<ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig>>(),
        ),
        (
            "ed_on_bls12_381_bandersnatch",
            "sw",
            group_sizes::<Sw<ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig>>(),
        ),
        (
            "ed_on_bls12_377",
            "te",
            group_sizes::<Te<ark_ed_on_bls12_377::EdwardsConfig>>(),
        ),
        ("pallas", "sw", group_sizes::<ark_pallas::Affine>()),
        ("vesta", "sw", group_sizes::<ark_vesta::Affine>()),
    ];
    let documented = rows(&spec(), 6);
    assert_eq!(
        documented.len(),
        groups.len(),
        "group rows in the size table"
    );
    for (row, (curve, group, sizes)) in documented.iter().zip(&groups) {
        assert_eq!((row[0].as_str(), row[1].as_str()), (*curve, *group));
        assert_eq!(
            &row[2..],
            &sizes[..],
            "{curve} {group}: base, affine, projective, scalar"
        );
    }

    let pairings = [
        ("bls12_381", target_size::<ark_bls12_381::Bls12_381>()),
        ("bls12_377", target_size::<ark_bls12_377::Bls12_377>()),
        ("bw6_761", target_size::<ark_bw6_761::BW6_761>()),
        ("bn254", target_size::<ark_bn254::Bn254>()),
    ];
    let documented = rows(&spec(), 3);
    assert_eq!(documented.len(), pairings.len(), "rows in the target table");
    for (row, (curve, size)) in documented.iter().zip(&pairings) {
        assert_eq!((row[0].as_str(), &row[2]), (*curve, size));
    }
}

fn group_limits<A: GroupLimits>() -> [String; 2] {
    [A::MSM_LIMIT.to_string(), A::VALIDATE_LIMIT.to_string()]
}

#[test]
fn per_group_limits_match_the_code() {
    let groups: Vec<[String; 2]> = vec![
        group_limits::<ark_bls12_381::G1Affine>(),
        group_limits::<ark_bls12_381::G2Affine>(),
        group_limits::<ark_bls12_377::G1Affine>(),
        group_limits::<ark_bls12_377::G2Affine>(),
        group_limits::<ark_bw6_761::G1Affine>(),
        group_limits::<ark_bw6_761::G2Affine>(),
        group_limits::<ark_bn254::G1Affine>(),
        group_limits::<ark_bn254::G2Affine>(),
        group_limits::<Te<ark_ed_on_bls12_381::JubjubConfig>>(),
        group_limits::<Te<ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig>>(),
        group_limits::<Sw<ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig>>(),
        group_limits::<Te<ark_ed_on_bls12_377::EdwardsConfig>>(),
        group_limits::<ark_pallas::Affine>(),
        group_limits::<ark_vesta::Affine>(),
    ];
    let spec = spec();
    // The size table's rows name the groups in the same order.
    let names: Vec<Vec<String>> = rows(&spec, 6);
    let documented = rows(&spec, 4);
    assert_eq!(
        documented.len(),
        groups.len(),
        "rows in the per-group limits table"
    );
    for ((row, limits), name) in documented.iter().zip(&groups).zip(&names) {
        assert_eq!(row[..2], name[..2]);
        assert_eq!(row[2..], limits[..], "{} {}: msm, validate", row[0], row[1]);
        assert!(limits
            .iter()
            .all(|l| l.parse::<usize>().unwrap() <= MAX_MSM_LEN));
    }
    let pairings = [
        ("bls12_381", pairs::<ark_bls12_381::Bls12_381>()),
        ("bls12_377", pairs::<ark_bls12_377::Bls12_377>()),
        ("bw6_761", pairs::<ark_bw6_761::BW6_761>()),
        ("bn254", pairs::<ark_bn254::Bn254>()),
    ];
    let documented = rows(&spec, 2);
    assert_eq!(documented.len(), pairings.len(), "rows in the pairs table");
    for (row, (curve, pairs)) in documented.iter().zip(&pairings) {
        assert_eq!((row[0].as_str(), &row[1]), (*curve, pairs));
    }
}

fn pairs<E: PairingLimits>() -> String {
    assert!(E::PAIRS_LIMIT <= MAX_PAIRS);
    E::PAIRS_LIMIT.to_string()
}

#[test]
fn limits_match_the_code() {
    let spec = spec();
    let limit = |name: &str| -> String {
        let row = spec
            .lines()
            .find(|l| l.starts_with(&format!("| `{name}`")))
            .unwrap();
        row.split('|')
            .nth(2)
            .unwrap()
            .trim()
            .replace([' ', '\u{202f}'], "")
            .split('(')
            .next()
            .unwrap()
            .to_string()
    };
    assert_eq!(
        limit("MAX_MSM_LEN"),
        ec_host_primitives::MAX_MSM_LEN.to_string()
    );
    assert_eq!(
        limit("MAX_PAIRS"),
        ec_host_primitives::MAX_PAIRS.to_string()
    );
    assert_eq!(
        limit("MAX_SCALAR_LIMBS"),
        ec_host_primitives::MAX_SCALAR_LIMBS.to_string()
    );
}

/// The functions the spec derives from its tables are exactly those a node registers.
#[test]
fn function_list_matches_the_host_functions() {
    let spec = spec();
    let mut documented = BTreeSet::new();
    for row in rows(&spec, 6) {
        for op in ["msm", "mul_projective", "mul_affine", "validate"] {
            documented.insert(format!("{}_{op}_{}", row[0], row[1]));
        }
    }
    for row in rows(&spec, 3) {
        for op in [
            "multi_miller_loop",
            "final_exponentiation",
            "pairing_check",
            "groth16_verify",
        ] {
            documented.insert(format!("{}_{op}", row[0]));
        }
    }
    let registered: BTreeSet<String> = ec_host_primitives::HostFunctions::host_functions()
        .iter()
        .map(|f| {
            let name = f.name().to_string();
            let short = name
                .strip_prefix("ext_elliptic_curves_")
                .and_then(|n| n.strip_suffix("_version_1"));
            short
                .unwrap_or_else(|| {
                    panic!("{name} is not an ext_elliptic_curves_*_version_1 import")
                })
                .to_string()
        })
        .collect();
    assert_eq!(documented, registered);
    assert!(
        spec.contains(&format!("{} functions", registered.len())),
        "the spec states the function count"
    );
}
