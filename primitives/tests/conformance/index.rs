//! `docs/host-function-index.md`, the index of every host function by its full name, is what the
//! code says: for each function a node registers (`HostFunctions`), its versions, the line of
//! `primitives/src/lib.rs` that defines it (the registry's macro pastes most names together,
//! so a search for `bls12_381_msm_g1` finds only this index), the native function it calls,
//! the section of `docs/host-functions.md` that specifies it, the binding the runtime side
//! calls it through, the first place in `ark-substrate` that does, and the weight functions of
//! the production pallets' calls that make it (each named as the benchmark it was generated
//! from, so a search for a benchmark's or weight's name lands here too). The index is generated
//! here; `EC_WRITE_INDEX=1 cargo test -p ec-host-primitives --test conformance index` rewrites
//! it after a change, and without the variable the test fails until it matches.

use sp_runtime_interface::sp_wasm_interface::HostFunctions as _;
use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
};

/// The checkout's root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("primitives/ is in the checkout")
        .to_path_buf()
}

/// The lines of a file of the checkout, numbered from 1.
fn lines(path: &str) -> Vec<(usize, String)> {
    std::fs::read_to_string(root().join(path))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line.to_string()))
        .collect()
}

/// Functions per curve (their names end in the kind), per group (`<curve>_<kind>_<group>`),
/// longest first so that a kind is not mistaken for the start of a longer one.
const PAIRING_KINDS: [&str; 6] = [
    "groth16_verify_prepared_and_check",
    "groth16_verify_prepared",
    "groth16_verify",
    "multi_miller_loop",
    "final_exponentiation",
    "pairing_check",
];
const GROUP_KINDS: [&str; 5] = [
    "mul_projective",
    "mul_affine",
    "decompress",
    "validate",
    "msm",
];

/// How a function is named in `primitives/src/lib.rs`: pasted for a curve (`[<$pc _kind>]`),
/// for a group (`[<$gc _kind_ $g>]`), or written out.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Pattern {
    Pairing(&'static str),
    Group(&'static str),
    Literal(String),
}

impl Pattern {
    /// The pattern of a registered name: `literals` are the names written out.
    fn of(name: &str, literals: &[String]) -> Pattern {
        if literals.iter().any(|l| l == name) {
            return Pattern::Literal(name.to_string());
        }
        if let Some(kind) = PAIRING_KINDS
            .iter()
            .find(|kind| name.ends_with(&format!("_{kind}")))
        {
            return Pattern::Pairing(kind);
        }
        let kind = GROUP_KINDS
            .iter()
            .find(|kind| name.contains(&format!("_{kind}_")))
            .unwrap_or_else(|| panic!("{name}: a function of no known kind"));
        Pattern::Group(kind)
    }

    /// The text naming it in `primitives/src/lib.rs`.
    fn source(&self) -> String {
        match self {
            Pattern::Pairing(kind) => format!("[<$pc _{kind}>]"),
            Pattern::Group(kind) => format!("[<$gc _{kind}_ $g>]"),
            Pattern::Literal(name) => name.clone(),
        }
    }

    /// The start of its section's heading (or table row) in `docs/host-functions.md`.
    fn spec(&self) -> String {
        match self {
            Pattern::Pairing(kind) => format!("### `<curve>_{kind}("),
            Pattern::Group(kind) => format!("### `<curve>_{kind}_<group>("),
            // The `modular_*` and BLS12-381 functions are rows of their sections' tables.
            Pattern::Literal(name)
                if name.starts_with("modular_") || name.starts_with("bls12_381_") =>
            {
                format!("| `{name}(")
            }
            Pattern::Literal(name) => format!("### `{name}("),
        }
    }
}

/// The enum variant of every registry curve in snake case (`bls12_381`, `bandersnatch`), which
/// the pallets' benchmark and weight names use, by the curve's name in the host functions: read
/// from the registry's rows (`variant`).
macro_rules! variants {
    ($({
        curve: $name:ident, crate: $ark:ident, pairing: $pairing:tt, groups: $groups:tt,
        variant: $variant:ident, $($more:tt)*
    })*) => {
        fn variants() -> BTreeMap<&'static str, &'static str> {
            BTreeMap::from([$((stringify!($name), paste::paste!(stringify!([<$variant:snake>]))),)*])
        }
    };
}

ec_host_primitives::curves!(variants);

/// The production pallets' weights files.
const BENCHMARK_WEIGHTS: &str = "pallets/ec-benchmarks/src/weights.rs";
const VERIFIER_WEIGHTS: &str = "pallets/groth16-verifier/src/weights.rs";

/// The weight functions of the production pallets' calls that make the host call `name` (their
/// `Host` variants, and the verifier's calls), as `(weights file, function)`. Each is named as
/// its benchmark. Group and pairing functions follow the pallets' naming from the registry's
/// variant; the functions written out are listed by hand. Empty where no call of its own makes
/// it: subgroup checks and decompression run inside the calls that read points, and some
/// functions have no pallet call.
fn weights_of(name: &str, pattern: &Pattern) -> Vec<(&'static str, String)> {
    let variants = variants();
    let variant = |curve: &str| {
        *variants
            .get(curve)
            .unwrap_or_else(|| panic!("{name}: {curve} is not a registry curve"))
    };
    let benchmark = |weight: String| vec![(BENCHMARK_WEIGHTS, weight)];
    match pattern {
        Pattern::Group(kind) => {
            let (curve, group) = name
                .split_once(&format!("_{kind}_"))
                .expect("a group function's name");
            match *kind {
                "msm" | "mul_projective" | "mul_affine" => {
                    benchmark(format!("{kind}_{}_{group}_host", variant(curve)))
                }
                _ => vec![],
            }
        }
        Pattern::Pairing(kind) => {
            let curve = name
                .strip_suffix(&format!("_{kind}"))
                .expect("a pairing function's name");
            let v = variant(curve);
            match *kind {
                "multi_miller_loop" | "final_exponentiation" => {
                    benchmark(format!("pairing_{v}_host"))
                }
                "pairing_check" => benchmark(format!("pairing_check_{v}_host")),
                "groth16_verify" => benchmark(format!("groth16_verify_{v}_host")),
                "groth16_verify_prepared" => vec![
                    (VERIFIER_WEIGHTS, format!("verify_{v}")),
                    (VERIFIER_WEIGHTS, format!("verify_batch_{v}")),
                ],
                "groth16_verify_prepared_and_check" => vec![
                    (VERIFIER_WEIGHTS, format!("verify_commitments_{v}")),
                    (VERIFIER_WEIGHTS, format!("verify_batch_commitments_{v}")),
                ],
                _ => panic!("{name}: a pairing function of no known kind"),
            }
        }
        Pattern::Literal(literal) => match literal.as_str() {
            "ed_on_bls12_381_bandersnatch_ring_vrf_verify" => {
                benchmark("ring_vrf_verify_host".into())
            }
            "modular_msm_sw" => vec![
                (BENCHMARK_WEIGHTS, "ecdsa_p256_verify_msm".into()),
                (BENCHMARK_WEIGHTS, "generic_msm_bls12_381_g1_msm".into()),
            ],
            "modular_inverse" => benchmark("ecdsa_p256_verify_msm".into()),
            "bls12_381_hash_to_g2" => benchmark("bls_hash_to_g2_host".into()),
            // `bls_committee_verify` verifies the kept keys' sum with one `bls_verify` call.
            "bls12_381_bls_verify" => vec![
                (BENCHMARK_WEIGHTS, "bls_verify_host".into()),
                (BENCHMARK_WEIGHTS, "bls_committee_verify_host".into()),
            ],
            "bls12_381_bls_aggregate_verify" => benchmark("bls_aggregate_verify_host".into()),
            "bls12_381_bls_fast_aggregate_verify" => {
                benchmark("bls_fast_aggregate_verify_host".into())
            }
            _ => vec![],
        },
    }
}

/// `` `weight` (`file:line`) `` for each weight function, at its definition in the weights
/// file's `SubstrateWeight` impl (the first body of that name); `—` for none.
fn weight_cell(weights: &[(&'static str, String)]) -> String {
    if weights.is_empty() {
        return "—".to_string();
    }
    weights
        .iter()
        .map(|(file, weight)| {
            let line = lines(file)
                .into_iter()
                .find(|(_, line)| {
                    line.trim_start().starts_with(&format!("fn {weight}("))
                        && line.trim_end().ends_with('{')
                })
                .unwrap_or_else(|| panic!("{file}: no weight function `{weight}`"))
                .0;
            format!("`{weight}` (`{file}:{line}`)")
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// One definition in the runtime interface: its line and what its body calls.
struct Definition {
    line: usize,
    calls: String,
}

/// Every `fn` of `pub trait EllipticCurves` in `primitives/src/lib.rs`, by its naming text and
/// version (`#[version(n)]` above it, 1 without).
fn definitions(lib: &[(usize, String)]) -> BTreeMap<(String, u32), Definition> {
    let start = lib
        .iter()
        .position(|(_, l)| l.contains("pub trait EllipticCurves"))
        .expect("the runtime interface");
    // The trait ends at the brace indented as its first line.
    let indent = &lib[start].1[..lib[start].1.find("pub").expect("the trait's line")];
    let end = format!("{indent}}}");
    let mut found = BTreeMap::new();
    let mut version = 1;
    for (i, (number, line)) in lib.iter().enumerate().skip(start + 1) {
        if *line == end {
            break;
        }
        let line = line.trim();
        if let Some(v) = line.strip_prefix("#[version(") {
            version = v.trim_end_matches(")]").parse().expect("a version number");
        }
        let Some(rest) = line.strip_prefix("fn ") else {
            continue;
        };
        let name = rest[..rest.find('(').expect("a signature")].to_string();
        let body = lib[i + 1].1.trim();
        let calls = match body.find("native::") {
            Some(at) => {
                let path = &body[at..];
                let end = path.find(['(', '<']).expect("a call");
                path[..end].trim_end_matches("::").to_string()
            }
            None if body.contains("Error::Retired") => "returns `Retired`".to_string(),
            None => panic!("{number}: a body this index does not read: {body}"),
        };
        found.insert(
            (name, version),
            Definition {
                line: *number,
                calls,
            },
        );
        version = 1;
    }
    found
}

/// The module of `native` that `native.rs` re-exports `function` from (`pub use msm::msm;`,
/// `pub use groth16::{…};`).
fn reexporting_module(function: &str) -> Option<String> {
    let text = std::fs::read_to_string(root().join("primitives/src/native.rs")).ok()?;
    text.split("pub use ").skip(1).find_map(|statement| {
        let statement = &statement[..statement.find(';')?];
        let (module, names) = statement.split_once("::")?;
        names
            .trim_matches(|c: char| c == '{' || c == '}' || c.is_whitespace())
            .split(',')
            .any(|name| name.trim() == function)
            .then(|| module.trim().to_string())
    })
}

/// Where `native::…` is defined, as `file:line`: `native::module::function` in
/// `native/module.rs` (where a macro's row may define it: `modular_add(p, a, b; out) => …`),
/// `native::function` in the module `native.rs` re-exports it from.
fn native_definition(path: &str) -> Option<String> {
    let segments: Vec<&str> = path.split("::").collect();
    let function = *segments.last()?;
    let module = match segments.len() {
        3 => segments[1].to_string(),
        2 => reexporting_module(function)?,
        _ => return None,
    };
    let file = format!("primitives/src/native/{module}.rs");
    lines(&file).into_iter().find_map(|(number, line)| {
        let line = line.trim_start();
        (line.starts_with(&format!("pub fn {function}<"))
            || line.starts_with(&format!("pub fn {function}("))
            || line.starts_with(&format!("{function}(")))
        .then(|| format!("{file}:{number}"))
    })
}

/// The index, as `docs/host-function-index.md` has it.
fn index() -> String {
    let lib = lines("primitives/src/lib.rs");
    let spec = lines("docs/host-functions.md");
    let definitions = definitions(&lib);
    let literals: Vec<String> = definitions
        .keys()
        .map(|(name, _)| name.clone())
        .filter(|name| !name.starts_with("[<"))
        .collect();
    // Where runtime code calls from: ark-substrate, then the benchmarked operations.
    let callers: Vec<(String, usize, String)> =
        ["ark-substrate/src", "pallets/ec-benchmarks/ops/src"]
            .iter()
            .flat_map(|dir| {
                let mut files: Vec<String> = std::fs::read_dir(root().join(dir))
                    .unwrap()
                    .map(|entry| entry.unwrap().file_name().to_str().unwrap().to_string())
                    .filter(|name| name.ends_with(".rs"))
                    .map(|name| format!("{dir}/{name}"))
                    .collect();
                files.sort();
                files
            })
            .flat_map(|path| {
                lines(&path)
                    .into_iter()
                    .map(move |(number, line)| (path.clone(), number, line))
            })
            .collect();

    // Each registered name with its versions.
    let mut registered: BTreeMap<String, Vec<u32>> = BTreeMap::new();
    for function in ec_host_primitives::HostFunctions::host_functions() {
        let full = function.name();
        let rest = full
            .strip_prefix("ext_elliptic_curves_")
            .expect("the interface's prefix");
        let (name, version) = rest.rsplit_once("_version_").expect("a version");
        registered
            .entry(name.to_string())
            .or_default()
            .push(version.parse().expect("a version number"));
    }

    let mut out = String::from(
        "# Index of the host functions by name\n\n\
         Generated by `primitives/tests/conformance/index.rs` from the code (rewrite it with\n\
         `EC_WRITE_INDEX=1 cargo test -p ec-host-primitives --test conformance index`; the test fails\n\
         while it differs). Most names are pasted together by the registry's macro in\n\
         `primitives/src/lib.rs`, so this is where a search for a full name lands. For each\n\
         function a node registers: its versions (version 1 of the ABI's first functions is\n\
         retired: it returns `Retired`), the line that defines its newest version, the native\n\
         function that computes it, its section in [host-functions.md](host-functions.md), the\n\
         binding through which runtime code calls it, and the first line that does in\n\
         `ark-substrate` (or, failing that, in the benchmarked operations, `pallets/ec-benchmarks/ops`; `—`:\n\
         no runtime code of this checkout calls it), and the weight functions of the production\n\
         pallets' calls that make it in the default profile (`Host` variants, the verifier's\n\
         calls), each named as the benchmark it was generated from (`—`: no call of its own; a\n\
         subgroup check or a decompression runs inside the calls that read points).\n\n\
         | host function | versions | defined at | computed by | specified at | called through | first caller | weighed by |\n\
         |---|---|---|---|---|---|---|---|\n",
    );
    for (name, mut versions) in registered {
        versions.sort_unstable();
        let newest = *versions.last().expect("a version");
        let pattern = Pattern::of(&name, &literals);
        let definition = definitions
            .get(&(pattern.source(), newest))
            .unwrap_or_else(|| panic!("{name} version {newest}: no definition"));
        let native = native_definition(&definition.calls)
            .unwrap_or_else(|| panic!("{name}: {} is defined nowhere", definition.calls));
        let heading = pattern.spec();
        let specified = spec
            .iter()
            .find(|(_, line)| line.starts_with(&heading))
            .unwrap_or_else(|| panic!("{name}: no section `{heading}` in host-functions.md"))
            .0;
        // The binding: a `HostGroup`/`HostPairing` constant, or the function by name.
        let source = format!("elliptic_curves::{}", pattern.source());
        let (binding, needle) = match lib
            .iter()
            .find(|(_, line)| line.contains(&format!("{source};")))
        {
            Some((_, line)) => {
                let constant = line.trim().strip_prefix("const ").expect("a constant");
                let constant = &constant[..constant.find(':').expect("a type")];
                let host_trait = if matches!(pattern, Pattern::Pairing(_)) {
                    "HostPairing"
                } else {
                    "HostGroup"
                };
                (
                    format!("`{host_trait}::{constant}`"),
                    format!("::{constant}"),
                )
            }
            None => (
                format!("`elliptic_curves::{name}`"),
                format!("elliptic_curves::{name}"),
            ),
        };
        let caller = callers
            .iter()
            .find(|(_, _, line)| {
                line.find(&needle).is_some_and(|at| {
                    // A whole name: `::MSM`, not `::MSM_LIMIT`.
                    !line[at + needle.len()..]
                        .starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
                }) && !line.trim_start().starts_with("//")
            })
            .map_or("—".to_string(), |(path, number, _)| {
                format!("`{path}:{number}`")
            });
        let versions: Vec<String> = versions
            .iter()
            .map(|&v| {
                let retired = definitions
                    .get(&(pattern.source(), v))
                    .is_some_and(|d| d.calls.starts_with("returns"));
                if retired {
                    format!("{v} (retired)")
                } else {
                    v.to_string()
                }
            })
            .collect();
        let weighed_by = weight_cell(&weights_of(&name, &pattern));
        out.push_str(&format!(
            "| `{name}` | {} | `primitives/src/lib.rs:{}` | `{}` (`{native}`) | `docs/host-functions.md:{specified}` | {binding} | {caller} | {weighed_by} |\n",
            versions.join(", "),
            definition.line,
            definition.calls,
        ));
    }
    out
}

#[test]
fn index_of_host_functions_is_current() {
    let path = root().join("docs/host-function-index.md");
    let index = index();
    if std::env::var_os("EC_WRITE_INDEX").is_some() {
        std::fs::write(&path, &index).expect("docs/ is writable");
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == index,
        "docs/host-function-index.md is not the code's index: rewrite it with \
         EC_WRITE_INDEX=1 cargo test -p ec-host-primitives --test conformance index"
    );
    // Every registered function has its row, and the rows name real lines.
    let registered = ec_host_primitives::HostFunctions::host_functions().len();
    let rows = index.lines().filter(|l| l.starts_with("| `")).count();
    assert!(
        rows > 100 && rows <= registered,
        "{rows} rows for {registered} registrations"
    );
    assert!(index.contains("| `bls12_381_msm_g1` | 1 (retired), 2 |"));
    assert!(index.contains("| `msm_bls12_381_g1_host` (`pallets/ec-benchmarks/src/weights.rs:"));
}
