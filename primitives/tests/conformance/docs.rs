//! `docs/host-functions.md` matches the code: its size tables, its limits and its function list.

use ark_ec::pairing::Pairing;
use ec_host_primitives::{
    encoding::{compressed_size_of, projective_size, size_of, Point},
    native::{modular, modular_msm, ring_vrf},
    Error, GroupLimits, PairingLimits, MAX_MSM_LEN, MAX_PAIRS,
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
        compressed_size_of::<A>(),
        projective_size::<A>(),
        size_of::<A::ScalarField>(),
    ]
    .map(|n| n.to_string())
    .to_vec()
}

fn target_size<E: Pairing>() -> String {
    size_of::<E::TargetField>().to_string()
}

/// A group of the registry, with what the spec's tables say about it.
struct Group {
    curve: &'static str,
    group: &'static str,
    sizes: Vec<String>,
    limits: [String; 3],
}

/// A pairing curve of the registry.
struct Curve {
    curve: &'static str,
    target: String,
    pairs: String,
}

/// The registry's groups and curves, in its order (the spec's tables list them in that order).
macro_rules! registry {
    (
        pairings { $({ curve: $pc:ident, engine: $engine:ty, $($pmore:tt)* })* }
        groups { $({ curve: $gc:ident, group: $g:ident, affine: $affine:ty, $($gmore:tt)* })* }
    ) => {
        fn groups() -> Vec<Group> {
            vec![$(Group {
                curve: stringify!($gc),
                group: stringify!($g),
                sizes: group_sizes::<$affine>(),
                limits: group_limits::<$affine>(),
            },)*]
        }

        fn curves() -> Vec<Curve> {
            vec![$(Curve {
                curve: stringify!($pc),
                target: target_size::<$engine>(),
                pairs: pairs::<$engine>(),
            },)*]
        }
    };
}

ec_host_primitives::curve_registry!(registry);

#[test]
fn size_tables_match_the_code() {
    let groups = groups();
    let documented = rows(&spec(), 7);
    assert_eq!(
        documented.len(),
        groups.len(),
        "group rows in the size table"
    );
    for (row, group) in documented.iter().zip(&groups) {
        let (curve, group, sizes) = (group.curve, group.group, &group.sizes);
        assert_eq!((row[0].as_str(), row[1].as_str()), (curve, group));
        assert_eq!(
            &row[2..],
            &sizes[..],
            "{curve} {group}: base, affine, compressed, projective, scalar"
        );
    }

    let pairings = curves();
    let documented = rows(&spec(), 3);
    assert_eq!(documented.len(), pairings.len(), "rows in the target table");
    for (row, curve) in documented.iter().zip(&pairings) {
        assert_eq!((row[0].as_str(), &row[2]), (curve.curve, &curve.target));
    }
}

fn group_limits<A: GroupLimits>() -> [String; 3] {
    [
        A::MSM_LIMIT.to_string(),
        A::VALIDATE_LIMIT.to_string(),
        A::DECOMPRESS_LIMIT.to_string(),
    ]
}

#[test]
fn per_group_limits_match_the_code() {
    let groups = groups();
    let spec = spec();
    let documented = rows(&spec, 5);
    assert_eq!(
        documented.len(),
        groups.len(),
        "rows in the per-group limits table"
    );
    for (row, group) in documented.iter().zip(&groups) {
        assert_eq!(
            (row[0].as_str(), row[1].as_str()),
            (group.curve, group.group)
        );
        assert_eq!(
            row[2..],
            group.limits[..],
            "{} {}: msm, validate, decompress",
            row[0],
            row[1]
        );
        assert!(group
            .limits
            .iter()
            .all(|l| l.parse::<usize>().unwrap() <= MAX_MSM_LEN));
    }
    let pairings = curves();
    let documented = rows(&spec, 2);
    assert_eq!(documented.len(), pairings.len(), "rows in the pairs table");
    for (row, curve) in documented.iter().zip(&pairings) {
        assert_eq!((row[0].as_str(), &row[1]), (curve.curve, &curve.pairs));
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
    assert_eq!(limit("MAX_RING_SIZE"), ring_vrf::MAX_RING_SIZE.to_string());
    assert_eq!(limit("VEC_LIMIT"), modular::VEC_LIMIT.to_string());
    assert_eq!(limit("POW_VEC_LIMIT"), modular::POW_VEC_LIMIT.to_string());
    assert_eq!(limit("SQRT_VEC_LIMIT"), modular::SQRT_VEC_LIMIT.to_string());
    assert_eq!(limit("MSM_LIMIT"), modular_msm::MSM_LIMIT.to_string());
    assert!(spec.contains(&format!("`s` at most {}", modular::MAX_SQRT_TWO_ADICITY)));
    assert!(spec.contains(&format!(
        "the first of `2, 3, …, {}`",
        1 + modular::NON_RESIDUE_CANDIDATES
    )));
    assert_eq!(limit("MAX_DATA"), ring_vrf::MAX_DATA.to_string());
    {
        use ec_host_primitives::native::bls;
        assert_eq!(limit("MAX_DST_LEN"), bls::MAX_DST_LEN.to_string());
        assert_eq!(limit("MAX_MESSAGE_LEN"), bls::MAX_MESSAGE_LEN.to_string());
        assert_eq!(
            limit("AGGREGATE_KEYS_LIMIT"),
            bls::AGGREGATE_KEYS_LIMIT.to_string()
        );
        assert_eq!(
            limit("FAST_AGGREGATE_KEYS_LIMIT"),
            bls::FAST_AGGREGATE_KEYS_LIMIT.to_string()
        );
        for (suite, tag) in [
            (bls::SUITE_BASIC, bls::DST_BASIC),
            (bls::SUITE_PROOF_OF_POSSESSION, bls::DST_PROOF_OF_POSSESSION),
        ] {
            let tag = std::str::from_utf8(tag).unwrap();
            assert!(spec.contains(&format!("`{suite}` for `{tag}`")), "{tag}");
        }
        assert!(spec.contains(&format!(
            "the tag `{}`",
            std::str::from_utf8(bls::DST_POP_PROOF).unwrap()
        )));
    }
    // The ring-VRF section's domain size is the code's.
    assert_eq!(
        ark_vrf::ring::dom_utils::piop_domain_size::<ring_vrf::Plain>(0),
        257usize.next_power_of_two()
    );
    assert!(spec.contains("`(ring_size + 257).next_power_of_two()` points"));
    assert_eq!(
        ark_vrf::ring::dom_utils::piop_domain_size::<ring_vrf::Plain>(
            ring_vrf::MAX_RING_SIZE as usize
        ),
        1 << ring_vrf::MAX_DOMAIN_LOG2
    );
}

/// The `modular_*` functions of the "Generic modular arithmetic" table.
fn modular_functions(spec: &str) -> Vec<String> {
    let section = &spec[spec.find("## Generic modular arithmetic").unwrap()..];
    let section = &section[..section.find("\n## ").unwrap()];
    section
        .lines()
        .filter_map(|line| line.strip_prefix("| `modular_"))
        .map(|rest| format!("modular_{}", &rest[..rest.find('(').unwrap()]))
        .collect()
}

/// The BLS12-381 functions of the "BLS12-381: hash to curve and BLS signatures" table.
fn bls_functions(spec: &str) -> Vec<String> {
    let section = &spec[spec
        .find("## BLS12-381: hash to curve and BLS signatures")
        .unwrap()..];
    let section = &section[..section.find("\n## ").unwrap()];
    section
        .lines()
        .filter_map(|line| line.strip_prefix("| `bls12_381_"))
        .map(|rest| format!("bls12_381_{}", &rest[..rest.find('(').unwrap()]))
        .collect()
}

/// The functions the spec derives from its tables are exactly those a node registers.
#[test]
fn function_list_matches_the_host_functions() {
    let spec = spec();
    let mut documented = BTreeSet::new();
    for row in rows(&spec, 7) {
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
    // Added in ABI versions 4 (`groth16_verify_prepared`), 5 (`decompress`), 6 (ring-VRF
    // verification, documented by its own heading), 7 (`groth16_verify_prepared_and_check`)
    // and 8 (BLS12-381's hashes and signatures), at version 1 only.
    let ring_vrf = "ed_on_bls12_381_bandersnatch_ring_vrf_verify";
    assert!(spec.contains(&format!(
        "### `{ring_vrf}(ring_size, key, input, output, ad, proof, out)`"
    )));
    let added: Vec<String> = rows(&spec, 3)
        .iter()
        .flat_map(|row| {
            ["", "_and_check"].map(|tail| format!("{}_groth16_verify_prepared{tail}", row[0]))
        })
        .chain(
            rows(&spec, 7)
                .iter()
                .map(|row| format!("{}_decompress_{}", row[0], row[1])),
        )
        .chain([ring_vrf.to_string()])
        .chain(modular_functions(&spec))
        .chain(bls_functions(&spec))
        .collect();
    // Every other function is registered as version 2 and as the retired version 1;
    // `validate_*` also as version 3.
    let expected: BTreeSet<String> = documented
        .iter()
        .flat_map(|f| {
            let versions = if f.contains("_validate_") {
                1..=3
            } else {
                1..=2
            };
            versions.map(move |v| format!("ext_elliptic_curves_{f}_version_{v}"))
        })
        .chain(
            added
                .iter()
                .map(|f| format!("ext_elliptic_curves_{f}_version_1")),
        )
        .collect();
    documented.extend(added);
    let registered: BTreeSet<String> = ec_host_primitives::HostFunctions::host_functions()
        .iter()
        .map(|f| f.name().to_string())
        .collect();
    assert_eq!(expected, registered);
    assert!(
        spec.contains(&format!("{} functions", documented.len())),
        "the spec states the function count"
    );
    assert_eq!(bls_functions(&spec).len(), 8);
    assert!(spec.starts_with("# The `elliptic_curves` host functions (ABI version 8)"));
}

/// `groth16_verify_prepared`'s description states the code's domain string, and its batch
/// coefficients are what the description says: recomputed here from the text, they match the
/// code's, and each depends on all three arguments.
#[test]
fn groth16_batch_description_matches_the_code() {
    use ark_bn254::Fr;
    use ec_host_primitives::native::groth16::{batch_coefficients, BATCH_DOMAIN};
    use sp_crypto_hashing::blake2_256;
    let spec = spec();
    let domain = std::str::from_utf8(BATCH_DOMAIN).unwrap();
    assert!(
        spec.contains(&format!("BLAKE2b-256(\"{domain}\"")),
        "{domain}"
    );
    let (key, proofs, inputs) = (&b"key"[..], &b"proofs"[..], &b"inputs"[..]);
    let seed = blake2_256(
        &[
            BATCH_DOMAIN,
            &blake2_256(key),
            &blake2_256(proofs),
            &blake2_256(inputs),
        ]
        .concat(),
    );
    let from_text: Vec<Fr> = (0..3u64)
        .map(|i| {
            let digest = blake2_256(&[&seed[..], &i.to_le_bytes()].concat());
            let r = u128::from_le_bytes(digest[..16].try_into().unwrap());
            Fr::from(r.max(1))
        })
        .collect();
    assert_eq!(batch_coefficients::<Fr>(key, proofs, inputs, 3), from_text);
    for other in [
        batch_coefficients::<Fr>(b"kez", proofs, inputs, 3),
        batch_coefficients::<Fr>(key, b"proofz", inputs, 3),
        batch_coefficients::<Fr>(key, proofs, b"inputz", 3),
    ] {
        assert!(other.iter().zip(&from_text).all(|(a, b)| a != b));
    }
}

/// `groth16_verify_prepared_and_check`'s description states the code's domain string, and its
/// coefficients are what the description says: recomputed from the text (the five arguments'
/// hashes, `k + 1` coefficients), they match the code's, and each depends on every argument.
#[test]
fn groth16_and_check_description_matches_the_code() {
    use ark_bn254::Fr;
    use ec_host_primitives::native::groth16::{and_check_coefficients, AND_CHECK_DOMAIN};
    use sp_crypto_hashing::blake2_256;
    let spec = spec();
    let section = &spec[spec
        .find("### `<curve>_groth16_verify_prepared_and_check(key, proofs, inputs, g1, g2, out)`")
        .unwrap()..];
    let section = &section[..section.find("\n### ").unwrap()];
    let domain = std::str::from_utf8(AND_CHECK_DOMAIN).unwrap();
    assert!(
        section.contains(&format!("BLAKE2b-256(\"{domain}\"")),
        "{domain}"
    );
    let args: [&[u8]; 5] = [b"key", b"proofs", b"inputs", b"g1", b"g2"];
    let k = 2;
    let seed = blake2_256(
        &[
            AND_CHECK_DOMAIN,
            &args.iter().flat_map(|a| blake2_256(a)).collect::<Vec<u8>>(),
        ]
        .concat(),
    );
    let from_text: Vec<Fr> = (0..=k as u64)
        .map(|i| {
            let digest = blake2_256(&[&seed[..], &i.to_le_bytes()].concat());
            let r = u128::from_le_bytes(digest[..16].try_into().unwrap());
            Fr::from(r.max(1))
        })
        .collect();
    let [key, proofs, inputs, g1, g2] = args;
    assert_eq!(
        and_check_coefficients::<Fr>(key, proofs, inputs, g1, g2, k),
        from_text
    );
    for other in [
        and_check_coefficients::<Fr>(b"kez", proofs, inputs, g1, g2, k),
        and_check_coefficients::<Fr>(key, b"proofz", inputs, g1, g2, k),
        and_check_coefficients::<Fr>(key, proofs, b"inputz", g1, g2, k),
        and_check_coefficients::<Fr>(key, proofs, inputs, b"g3", g2, k),
        and_check_coefficients::<Fr>(key, proofs, inputs, g1, b"g3", k),
    ] {
        assert!(other.iter().zip(&from_text).all(|(a, b)| a != b));
    }
}

/// `validate_*` version 3's description states the code's threshold, number of sums and hash
/// domain.
#[test]
fn batch_subgroup_description_matches_the_code() {
    use ec_host_primitives::native::batch_subgroup::{BATCH_FROM, DOMAIN, ROUNDS};
    let spec = spec();
    let section = &spec[spec.find("### `<curve>_validate_<group>(points)`").unwrap()..];
    let section = &section[..section.find("\n### ").unwrap()];
    let domain = core::str::from_utf8(DOMAIN).unwrap();
    assert!(section.contains(&format!("fewer than {BATCH_FROM}, and otherwise")));
    assert!(section.contains(&format!("BLAKE2b-256(\"{domain}\" ‖ BLAKE2b-256(points))")));
    assert!(section.contains(&format!("For `k = 0 … {}`", ROUNDS - 1)));
    assert!(section.contains(&format!("all {ROUNDS} sums")));
    assert!(spec.contains(&format!(
        "`validate_*` only: lists of {BATCH_FROM} points or more"
    )));
}

/// The error table lists every code the code knows, under the variant's name, and nothing else.
#[test]
fn error_table_matches_the_code() {
    let spec = spec();
    let table = &spec[spec.find("## Errors").unwrap()..];
    let table = &table[..table.find("\n## ").unwrap()];
    let documented: Vec<(u32, String)> = table
        .lines()
        .filter(|l| l.starts_with("| ") && l.as_bytes().get(2).is_some_and(u8::is_ascii_digit))
        .map(|l| {
            let cells: Vec<&str> = l.trim_matches('|').split('|').map(str::trim).collect();
            (
                cells[0].parse().unwrap(),
                cells[1].trim_matches('`').to_string(),
            )
        })
        .collect();
    let mut known = vec![(0, "(success)".to_string())];
    for code in 1..=u8::MAX as u32 {
        if let Err(error) = Error::from_status(code) {
            if error != Error::Unknown || code == Error::Unknown.code() {
                assert_eq!(error.code(), code, "{error:?} round-trips");
                known.push((code, format!("{error:?}")));
            }
        }
    }
    assert_eq!(documented, known);
}

/// The list of RFC-0163's functions names exactly the functions `HostFunctionsRfc163` registers.
#[test]
fn rfc163_list_matches_the_host_functions() {
    let documented: BTreeSet<String> = spec()
        .lines()
        .filter_map(|l| l.strip_prefix("- `ext_host_calls_"))
        .filter_map(|l| l.split_once('`'))
        .map(|(name, _)| format!("ext_host_calls_{name}"))
        .collect();
    let registered: BTreeSet<String> =
        ec_host_primitives::rfc163::HostFunctionsRfc163::host_functions()
            .iter()
            .map(|f| f.name().to_string())
            .collect();
    assert_eq!(registered.len(), 12);
    assert_eq!(documented, registered);
}
