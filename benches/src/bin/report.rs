//! Merges the columns into `results.json`, `README.md` and `chart.png`.
//!
//! `report <node.json> [--polkadot <node-polkadot.json>] <verifier.json> <verifier-rfc163.json>
//! <verifier-polkadot.json> <criterion-dir> <out-dir>`: the JSON files from `ec-node benchmark
//! pallet --json-file` (the benchmarking pallet in the default runtime and, for the polkadot
//! column, its `Host` variant in the Polkadot profile's runtime; the production verifier in the
//! default runtime and in the parachain and Polkadot profiles' runtimes), `criterion-dir`
//! criterion's output of `benches/columns.rs`; the machine description comes from
//! `EC_BENCH_MACHINE`, the command from `EC_BENCH_COMMAND`.
//!
//! `report --verifier-only <results.json> [--wasm-columns <node-polkadot.json>] <verifier.json>
//! <verifier-rfc163.json> <verifier-polkadot.json> <criterion-dir> <out-dir>`: the production
//! verifier's rows from a new run of its benchmarks (`scripts/bench.sh --verifier-only`), every
//! other row as the earlier `results.json` has it; with `--wasm-columns`
//! (`scripts/bench.sh --wasm-columns`), also the normal, rfc163 and polkadot columns from the
//! benchmarking pallet's `Arkworks`, `Rfc163` and `Host` variants in the Polkadot profile's
//! runtime and the native columns from `criterion-dir`, all from the new run. The machine line
//! says which rows and columns came from which run.

use ec_bench_ops::Op;
use ec_benches::{
    cases, read_benchmark_results, read_criterion, read_node_json, ring_vrf_id, summarize,
    verifier_cases, BenchmarkResult, Case, GenericCase, LinearModel, Measure, Row, GENERIC_CASES,
    PALLET_COLUMNS, RING_VRF_COLUMNS, RING_VRF_CURVE, RING_VRF_OP, RING_VRF_RING,
};
use plotters::prelude::*;
use serde_json::json;
use std::{collections::BTreeMap, error::Error, path::Path};

/// The columns in table order, with their chart colours.
const COLUMNS: [(&str, RGBColor); 9] = [
    ("normal", RGBColor(0xd6, 0x27, 0x28)),
    ("optimized", RGBColor(0x2c, 0xa0, 0x2c)),
    ("dummy", RGBColor(0x98, 0xdf, 0x8a)),
    ("wasm", RGBColor(0xff, 0x7f, 0x0e)),
    ("native", RGBColor(0x1f, 0x77, 0xb4)),
    ("native_unchecked", RGBColor(0xae, 0xc7, 0xe8)),
    ("upstream", RGBColor(0x94, 0x67, 0xbd)),
    ("rfc163", RGBColor(0x8c, 0x56, 0x4b)),
    ("polkadot", RGBColor(0xe3, 0x77, 0xc2)),
];

fn value(row: &Row, column: &str) -> Option<f64> {
    match column {
        "normal" => row.normal_us,
        "optimized" => row.optimized_us,
        "dummy" => row.dummy_us,
        "wasm" => row.wasm_us,
        "native" => row.native_us,
        "native_unchecked" => row.native_unchecked_us,
        "upstream" => row.upstream_us,
        "rfc163" => row.rfc163_us,
        _ => row.polkadot_us,
    }
}

/// Sets `column` of `row` to `measure` (median and spread), if measured.
fn set(row: &mut Row, column: &str, measure: Option<Measure>) {
    let Some(measure) = measure else { return };
    row.spread_us
        .insert(column.into(), round(measure.spread_us));
    let slot = match column {
        "normal" => &mut row.normal_us,
        "optimized" => &mut row.optimized_us,
        "dummy" => &mut row.dummy_us,
        "wasm" => &mut row.wasm_us,
        "native" => &mut row.native_us,
        "native_unchecked" => &mut row.native_unchecked_us,
        "upstream" => &mut row.upstream_us,
        "rfc163" => &mut row.rfc163_us,
        _ => &mut row.polkadot_us,
    };
    *slot = Some(round(measure.median_us));
}

/// The measurement of `benchmark` at component value `n` in `node`, if it ran.
fn node_measure(node: &ec_benches::NodeTimes, benchmark: String, n: u32) -> Option<Measure> {
    node.get(&(benchmark, n)).and_then(|times| summarize(times))
}

/// The main table's rows: the pallet's variants from `node` (the default runtime), the polkadot
/// column from `polkadot` (the `Host` variant in the Polkadot profile's runtime).
fn build_rows(
    node: &ec_benches::NodeTimes,
    polkadot: Option<&ec_benches::NodeTimes>,
    criterion: &Path,
) -> Vec<Row> {
    cases()
        .iter()
        .map(|case| {
            let mut row = Row {
                curve: case.curve.into(),
                op: case.op.name().into(),
                n: case.n,
                ..Row::default()
            };
            for (variant, column) in PALLET_COLUMNS {
                let measure = node_measure(node, case.benchmark(variant), case.n);
                set(&mut row, column, measure);
            }
            if let Some(polkadot) = polkadot {
                let measure = node_measure(polkadot, case.benchmark("host"), case.n);
                set(&mut row, "polkadot", measure);
            }
            let id = case.id();
            set(&mut row, "wasm", read_criterion(criterion, "wasm", &id));
            set(&mut row, "native", read_criterion(criterion, "native", &id));
            let unchecked = read_criterion(criterion, "native_unchecked", &id);
            set(&mut row, "native_unchecked", unchecked);
            row
        })
        .collect()
}

/// The ring-VRF row: the pallet's `ring_vrf_verify` benchmarks (no component; the polkadot
/// column the `Host` variant's in `polkadot`) and ark-vrf's own suite natively.
fn ring_vrf_row(
    node: &ec_benches::NodeTimes,
    polkadot: Option<&ec_benches::NodeTimes>,
    criterion: &Path,
) -> Row {
    let mut row = Row {
        curve: RING_VRF_CURVE.into(),
        op: RING_VRF_OP.into(),
        n: RING_VRF_RING,
        ..Row::default()
    };
    for (variant, column) in RING_VRF_COLUMNS {
        let measure = node_measure(node, format!("{RING_VRF_OP}_{variant}"), 1);
        set(&mut row, column, measure);
    }
    if let Some(polkadot) = polkadot {
        let measure = node_measure(polkadot, format!("{RING_VRF_OP}_host"), 1);
        set(&mut row, "polkadot", measure);
    }
    for column in ["native", "wasm"] {
        let measure = read_criterion(criterion, column, &ring_vrf_id());
        set(&mut row, column, measure);
    }
    row
}

/// The columns `--wasm-columns` measures again: the pallet variants run in the Polkadot
/// profile's runtime (`Arkworks`, `Rfc163`, and `Host`, which runs `WasmArkworks` there) and
/// the native ones.
const WASM_COLUMNS: [(&str, &str); 3] = [
    ("arkworks", "normal"),
    ("rfc163", "rfc163"),
    ("host", "polkadot"),
];

/// Replaces the normal, rfc163, polkadot, native and native_unchecked columns of an earlier
/// run's main rows (in [`cases`] order) and ring-VRF row with this run's measurements; a value
/// this run lacks becomes `None`, never the earlier run's.
fn replace_wasm_columns(
    rows: &mut [Row],
    ring_vrf: &mut Row,
    polkadot: &ec_benches::NodeTimes,
    criterion: &Path,
) {
    let replaced = ["normal", "rfc163", "polkadot", "native", "native_unchecked"];
    let clear = |row: &mut Row| {
        for column in replaced {
            row.spread_us.remove(column);
        }
        row.normal_us = None;
        row.rfc163_us = None;
        row.polkadot_us = None;
        row.native_us = None;
        row.native_unchecked_us = None;
    };
    for (row, case) in rows.iter_mut().zip(cases()) {
        clear(row);
        for (variant, column) in WASM_COLUMNS {
            let measure = node_measure(polkadot, case.benchmark(variant), case.n);
            set(row, column, measure);
        }
        let id = case.id();
        set(row, "native", read_criterion(criterion, "native", &id));
        let unchecked = read_criterion(criterion, "native_unchecked", &id);
        set(row, "native_unchecked", unchecked);
    }
    clear(ring_vrf);
    for (variant, column) in WASM_COLUMNS {
        let measure = node_measure(polkadot, format!("{RING_VRF_OP}_{variant}"), 1);
        set(ring_vrf, column, measure);
    }
    let native = read_criterion(criterion, "native", &ring_vrf_id());
    set(ring_vrf, "native", native);
}

/// A generic-arithmetic row: one operation through each interface of the `modular_*` functions.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
struct GenericRow {
    curve: String,
    op: String,
    n: u32,
    /// Plain arkworks in the runtime Wasm, then one host call per field multiplication, vector
    /// calls, one `modular_msm_sw` call.
    plain_us: Option<f64>,
    element_us: Option<f64>,
    vector_us: Option<f64>,
    msm_us: Option<f64>,
    /// The curve's dedicated host function (the main table's `msm` row, `optimized`).
    dedicated_us: Option<f64>,
    /// Plain arkworks natively.
    native_us: Option<f64>,
    spread_us: BTreeMap<String, f64>,
}

/// The generic-arithmetic rows: the pallet's `<benchmark>_<interface>` benchmarks and criterion's
/// native column; BLS12-381 G1's dedicated column from the main table's MSM row of the same size.
fn generic_rows(node: &ec_benches::NodeTimes, criterion: &Path, rows: &[Row]) -> Vec<GenericRow> {
    GENERIC_CASES
        .iter()
        .map(|case: &GenericCase| {
            let mut row = GenericRow {
                curve: case.curve.into(),
                op: case.op.into(),
                n: case.n,
                ..GenericRow::default()
            };
            for &interface in ec_bench_ops::generic::Interface::ALL {
                let name = interface.name();
                let key = (format!("{}_{name}", case.benchmark), 1);
                let Some(measure) = node.get(&key).and_then(|times| summarize(times)) else {
                    continue;
                };
                row.spread_us.insert(name.into(), round(measure.spread_us));
                let slot = match interface {
                    ec_bench_ops::generic::Interface::Plain => &mut row.plain_us,
                    ec_bench_ops::generic::Interface::PerElement => &mut row.element_us,
                    ec_bench_ops::generic::Interface::Vectorised => &mut row.vector_us,
                    ec_bench_ops::generic::Interface::Msm => &mut row.msm_us,
                };
                *slot = Some(round(measure.median_us));
            }
            if let Some(native) = read_criterion(criterion, "native", &case.id()) {
                row.spread_us
                    .insert("native".into(), round(native.spread_us));
                row.native_us = Some(round(native.median_us));
            }
            row.dedicated_us = rows
                .iter()
                .find(|r| r.op == "msm" && r.curve == case.curve && r.n == case.n)
                .and_then(|r| r.optimized_us);
            row
        })
        .collect()
}

/// The production verifier's rows: `optimized`, `rfc163` and `polkadot` from frame-benchmarking's linear
/// model of each runtime's run (what the weights charge; no spread), `native` from criterion.
fn verifier_rows(
    default: &[BenchmarkResult],
    rfc163: &[BenchmarkResult],
    polkadot: &[BenchmarkResult],
    criterion: &Path,
) -> Vec<Row> {
    verifier_cases()
        .iter()
        .map(|case| {
            let mut row = Row {
                curve: case.curve.into(),
                op: case.op().into(),
                n: case.n,
                ..Row::default()
            };
            row.optimized_us = case.model(default).map(round);
            row.rfc163_us = case.model(rfc163).map(round);
            row.polkadot_us = case.model(polkadot).map(round);
            set(
                &mut row,
                "native",
                read_criterion(criterion, "native", &case.id()),
            );
            row
        })
        .collect()
}

fn round(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

fn ratio(a: Option<f64>, b: Option<f64>) -> Option<f64> {
    Some(a? / b?)
}

fn cell(x: Option<f64>) -> String {
    match x {
        None => "–".into(),
        Some(x) if x >= 100.0 => format!("{x:.0}"),
        Some(x) => format!("{x:.1}"),
    }
}

fn cell_ratio(x: Option<f64>) -> String {
    x.map_or("–".into(), |x| format!("{x:.2}"))
}

/// Whether the optimized/native target applies: pairing work and large MSMs on pairing curves.
fn native_target_applies(case: &Case) -> bool {
    // A pairing curve's own name, or one of its groups' (`bls12_381_g1`).
    let pairing_curve = ec_bench_ops::plain::PAIRINGS.iter().any(|c| {
        case.curve
            .strip_prefix(c)
            .is_some_and(|g| g.is_empty() || g.starts_with('_'))
    });
    pairing_curve && (case.op.on_pairing() || (case.op == Op::Msm && case.n >= 100))
}

/// The worst (largest) of `(ratio, row id)` pairs.
fn worst(ratios: &[(f64, String)]) -> Option<(f64, String)> {
    ratios.iter().cloned().max_by(|a, b| a.0.total_cmp(&b.0))
}

/// One line of the targets table: the target, what was measured and whether it was met.
fn target_line(text: &mut String, target: &str, measured: &str, met: bool) {
    let mark = if met { "met" } else { "**missed**" };
    text.push_str(&format!("| {target} | {measured} | {mark} |\n"));
}

/// The target line of an upper `limit` on every ratio of `ratios`: the worst, and the misses;
/// none where nothing was measured.
fn worst_target_line(text: &mut String, target: &str, ratios: &[(f64, String)], limit: f64) {
    if let Some((r, id)) = worst(ratios) {
        let measured = format!("worst {r:.2} (`{id}`){}", misses(ratios, limit));
        target_line(text, target, &measured, r <= limit);
    }
}

/// The misses among `ratios` above `limit`, as `id ratio` items.
fn misses(ratios: &[(f64, String)], limit: f64) -> String {
    let missed: Vec<String> = ratios
        .iter()
        .filter(|(r, _)| *r > limit)
        .map(|(r, id)| format!("`{id}` {r:.2}"))
        .collect();
    if missed.is_empty() {
        String::new()
    } else {
        format!("; above: {}", missed.join(", "))
    }
}

/// The targets: the table's (`rows`, in [`cases`] order), the production verifier's
/// (`verifier`, in [`verifier_cases`] order, with `model` the default runtime's fits) and the
/// ring-VRF row's.
fn summary(
    rows: &[Row],
    verifier: &[Row],
    ring_vrf: &Row,
    model: &[BenchmarkResult],
    empty_call: Option<Measure>,
) -> (String, serde_json::Value) {
    let cases = cases();
    let ratios = |keep: &dyn Fn(&Case) -> bool, over: &dyn Fn(&Row) -> Option<f64>| {
        rows.iter()
            .zip(&cases)
            .filter(|(_, case)| keep(case))
            .filter_map(|(row, case)| Some((ratio(row.optimized_us, over(row))?, case.id())))
            .collect::<Vec<_>>()
    };
    let native = ratios(&native_target_applies, &|r| r.native_us);
    let unchecked = ratios(&|c| c.op == Op::Msm && c.n == 1000, &|r| {
        r.native_unchecked_us
    });
    let upstream = ratios(&|_| true, &|r| r.upstream_us);
    let groth16 = rows
        .iter()
        .find(|r| r.op == "groth16_verify" && r.curve == "bls12_381")
        .and_then(|r| ratio(r.normal_us, r.optimized_us));
    let find = |op: &str, curve: &str, n: u32| {
        verifier
            .iter()
            .find(|r| r.op == op && r.curve == curve && r.n == n)
    };
    let curves = ec_bench_ops::plain::PAIRINGS;
    // `verify` at one input over ark-groth16's prepared verification, in the runtime column
    // `column`, on `curves`.
    let verify_over_native = |curves: &[&str], column: fn(&Row) -> Option<f64>| {
        curves
            .iter()
            .filter_map(|c| {
                let row = find("pallet_verify", c, 1)?;
                Some((
                    ratio(column(row), row.native_us)?,
                    format!("pallet_verify-{c}-1"),
                ))
            })
            .collect::<Vec<(f64, String)>>()
    };
    let verify = verify_over_native(curves, |row| row.optimized_us);
    // The weight's slope per public input over one trusted G1 scalar multiplication natively.
    let per_input: Vec<(f64, String)> = curves
        .iter()
        .filter_map(|c| {
            let slope = LinearModel::fit(model, &format!("verify_{c}"))?.slope("n")?;
            let mul = rows
                .iter()
                .find(|r| r.op == "mul_projective" && r.curve == format!("{c}_g1"))?
                .native_unchecked_us?;
            Some((slope / mul, format!("pallet_verify-{c}")))
        })
        .collect();
    // Each proof after the first in a batch of one-input proofs over `verify` at one input.
    let per_proof: Vec<(f64, String)> = curves
        .iter()
        .filter_map(|c| {
            let (one, most) = (
                find("pallet_verify_batch", c, ec_benches::VERIFY_BATCH_PROOFS[0])?,
                find("pallet_verify_batch", c, ec_benches::VERIFY_BATCH_PROOFS[1])?,
            );
            let extra = (most.optimized_us? - one.optimized_us?) / f64::from(most.n - one.n);
            Some((
                extra / find("pallet_verify", c, 1)?.optimized_us?,
                format!("pallet_verify_batch-{c}"),
            ))
        })
        .collect();
    let (worst_native, worst_unchecked, worst_upstream) =
        (worst(&native), worst(&unchecked), worst(&upstream));
    let (worst_verify, worst_input, worst_proof) =
        (worst(&verify), worst(&per_input), worst(&per_proof));
    let mut text = String::new();
    if let Some((r, id)) = &worst_native {
        target_line(&mut text, "optimized / native ≤ 1.10 (pairing, pairing check, Groth16, MSM n ≥ 100; pairing curves)", &format!("worst {r:.2} (`{id}`)"), *r <= 1.10);
    }
    if let Some((r, id)) = &worst_unchecked {
        target_line(&mut text, "optimized / native_unchecked ≤ 1.5 (validated MSM of 1000 points over the same MSM of trusted points; every group)", &format!("worst {r:.2} (`{id}`){}", misses(&unchecked, 1.5)), *r <= 1.5);
    }
    if let Some(r) = groth16 {
        target_line(
            &mut text,
            "normal / optimized ≥ 10 (Groth16 BLS12-381)",
            &format!("{r:.1}"),
            r >= 10.0,
        );
    }
    if let Some((r, id)) = &worst_upstream {
        let above = upstream.iter().filter(|(r, _)| *r > 0.67).count();
        target_line(
            &mut text,
            "optimized ≤ 0.67 × upstream",
            &format!(
                "worst {r:.2} (`{id}`), {above} of {} rows above 0.67",
                upstream.len()
            ),
            *r <= 0.67,
        );
    }
    if let Some((r, id)) = &worst_verify {
        target_line(&mut text, "pallet `verify`, 1 public input ≤ 1.10 × native prepared verification (every pairing curve)", &format!("worst {r:.2} (`{id}`){}", misses(&verify, 1.10)), *r <= 1.10);
    }
    if let Some((r, id)) = &worst_input {
        target_line(&mut text, "pallet `verify`, each public input ≤ 0.5 × a native scalar multiplication in G1 (`native_unchecked` of `mul_projective`)", &format!("worst {r:.2} (`{id}`){}", misses(&per_input, 0.5)), *r <= 0.5);
    }
    if let Some((r, id)) = &worst_proof {
        target_line(
            &mut text,
            "pallet `verify_batch`, each further proof ≤ 0.35 × `verify` (1 public input)",
            &format!("worst {r:.2} (`{id}`){}", misses(&per_proof, 0.35)),
            *r <= 0.35,
        );
    }
    // The Polkadot profile's, on the curves of issue 44's target.
    let polkadot_verify = verify_over_native(&["bn254", "bls12_381"], |row| row.polkadot_us);
    if let Some((r, id)) = polkadot_verify.iter().max_by(|a, b| a.0.total_cmp(&b.0)) {
        target_line(
            &mut text,
            "Polkadot profile: pallet `verify`, 1 public input ≤ 2.5 × native prepared verification (BN254, BLS12-381)",
            &format!("worst {r:.2} (`{id}`){}", misses(&polkadot_verify, 2.5)),
            *r <= 2.5,
        );
    }
    // Its targets on the main table: a 2-pair pairing check on every pairing curve, a validated
    // MSM of 1000 points on every group, both against native; and ring-VRF verification.
    let polkadot_over_native = |keep: &dyn Fn(&Case) -> bool| {
        rows.iter()
            .zip(&cases)
            .filter(|(_, case)| keep(case))
            .filter_map(|(row, case)| Some((ratio(row.polkadot_us, row.native_us)?, case.id())))
            .collect::<Vec<_>>()
    };
    let polkadot_pairing = polkadot_over_native(&|c| c.op == Op::PairingCheck);
    let polkadot_msm = polkadot_over_native(&|c| c.op == Op::Msm && c.n == 1000);
    worst_target_line(
        &mut text,
        "Polkadot profile: pairing check of 2 pairs ≤ 2.5 × native (every pairing curve)",
        &polkadot_pairing,
        2.5,
    );
    worst_target_line(
        &mut text,
        "Polkadot profile: validated MSM of 1000 points ≤ 3 × native (every group)",
        &polkadot_msm,
        3.0,
    );
    if let Some(us) = ring_vrf.polkadot_us {
        target_line(
            &mut text,
            "Polkadot profile: ring VRF verification (ring of 255) ≤ 15 ms",
            &format!("{:.2} ms", us / 1000.0),
            us <= 15_000.0,
        );
    }
    let ring_over_rfc163 = ratio(ring_vrf.optimized_us, ring_vrf.rfc163_us);
    let ring_over_native = ratio(ring_vrf.optimized_us, ring_vrf.native_us);
    if let Some(r) = ring_over_rfc163 {
        target_line(
            &mut text,
            "ring VRF verification (ring of 255): optimized ≤ 0.5 × rfc163",
            &format!("{r:.2}"),
            r <= 0.5,
        );
    }
    if let Some(r) = ring_over_native {
        target_line(
            &mut text,
            "ring VRF verification (ring of 255): optimized ≤ 1.2 × native",
            &format!("{r:.2}"),
            r <= 1.2,
        );
    }
    if let Some(m) = empty_call {
        target_line(
            &mut text,
            "empty host call ≤ 1 µs",
            &format!("{:.3} µs", m.median_us),
            m.median_us <= 1.0,
        );
    }
    let list = |ratios: &[(f64, String)]| {
        ratios
            .iter()
            .map(|(r, id)| json!({"row": id, "ratio": r}))
            .collect::<Vec<_>>()
    };
    let json = json!({
        "worst_optimized_over_native": worst_native.map(|(r, id)| json!({"ratio": r, "row": id})),
        "optimized_over_native_unchecked_msm_1000": list(&unchecked),
        "groth16_bls12_381_normal_over_optimized": groth16,
        "worst_optimized_over_upstream": worst_upstream.map(|(r, id)| json!({"ratio": r, "row": id})),
        "rows_above_0_67_of_upstream": upstream.iter().filter(|(r, _)| *r > 0.67).count(),
        "pallet_verify_over_native": list(&verify),
        "polkadot_pallet_verify_over_native": list(&polkadot_verify),
        "polkadot_pairing_check_over_native": list(&polkadot_pairing),
        "polkadot_msm_1000_over_native": list(&polkadot_msm),
        "polkadot_ring_vrf_us": ring_vrf.polkadot_us,
        "pallet_verify_per_input_over_native_mul": list(&per_input),
        "pallet_verify_batch_per_proof_over_verify": list(&per_proof),
        "empty_host_call_us": empty_call.map(|m| m.median_us),
        "ring_vrf_optimized_over_rfc163": ring_over_rfc163,
        "ring_vrf_optimized_over_native": ring_over_native,
    });
    (text, json)
}

/// The empty host call's cost: the slope of `empty_host_call(n)` between its two measured `n`.
fn empty_call(node: &ec_benches::NodeTimes) -> Option<Measure> {
    let points: Vec<(u32, Measure)> = node
        .iter()
        .filter(|((name, _), _)| name == "empty_host_call")
        .filter_map(|((_, n), times)| Some((*n, summarize(times)?)))
        .collect();
    let ((n0, m0), (n1, m1)) = (points.first()?, points.last()?);
    (n1 > n0).then(|| {
        let calls = f64::from(n1 - n0);
        Measure {
            median_us: (m1.median_us - m0.median_us) / calls,
            spread_us: (m1.spread_us + m0.spread_us) / calls,
        }
    })
}

fn markdown(
    rows: &[Row],
    verifier: &[Row],
    ring_vrf: &Row,
    generic: &[GenericRow],
    summary: &str,
    machine: &str,
    command: &str,
) -> String {
    let mut md = format!(
        "# Benchmarks\n\n\
         Generated by `{command}` (do not edit: rerun it). Times are medians in microseconds, \
         measured in one run on the machine below; the spread of every value is in \
         [`results.json`](results.json).\n\n\
         - **normal**: the benchmarking pallet's call with plain arkworks compiled into the runtime, \
         run in Wasm by the node's executor (`ec-node benchmark pallet`, variant `Arkworks`);\n\
         - **optimized**: the same call over the ark-substrate types with host hooks (variant \
         `Host`). MSMs and pairings hand the argument bytes to the host undecoded \
         (`ark_substrate::EncodedMsm`, `EncodedPairing`: the host decodes and checks them); the \
         other calls decode them in the runtime and check each list in one host call;\n\
         - **dummy**: the same call with the decode-only host functions (variant `DecodeOnly`): \
         crossing and (de)serialization, no arithmetic;\n\
         - **wasm**: the same operation (`ec-bench-ops`) in a bare Wasm module under wasmtime, \
         outside Substrate;\n\
         - **native**: the same operation natively with plain arkworks (criterion). The host \
         functions behind **optimized** run arkworks too, except BLS12-381, whose pairings, MSMs, \
         scalar multiplications and subgroup checks run blst, Pallas and Vesta, whose MSMs and \
         scalar multiplications use the GLV endomorphism, and the MSMs on the other short \
         Weierstrass groups, which run the host's batched-affine Pippenger from 40 points (20 in \
         G2) and Straus over the scalars' wNAF digits below;\n\
         - **native_unchecked** (MSM and `mul_projective` rows): arkworks natively on the same \
         points already decoded and trusted (`msm_unchecked`, `base * scalar`): no decoding, no \
         checks, the floor for a validated operation;\n\
         - **upstream**: the same call over polkadot-sdk's `sp-crypto-ec-utils` 0.24 types and host \
         functions (variant `Upstream`; – where it lacks the curve);\n\
         - **rfc163**: the same call over the ark-substrate types with the `Rfc163` hooks (variant \
         `Rfc163`), what the parachain profile (`ec-runtime/rfc163`) runs: RFC-0163's host \
         functions for BLS12-381, Pallas, Vesta and Bandersnatch's Edwards form MSM and \
         multiplication, plain Wasm for everything else;\n\
         - **polkadot**: the same call over the ark-substrate types in the Polkadot profile's \
         runtime (`ec-runtime/polkadot`, variant `Host`, whose hooks are `WasmArkworks` there): \
         arkworks' algorithms over fields shaped for Wasm, no curve host function, what a \
         parachain of Polkadot runs today.\n\n\
         Every column but native_unchecked decodes its inputs from the same bytes with the same \
         validation (curve and subgroup checks). Groth16 rows have {} public input, pairing rows \
         {} pairs. In the Groth16 rows, normal, wasm, native and upstream run ark-groth16, which \
         prepares the key (two final exponentiations); optimized and dummy make one \
         `groth16_verify` host call (`ark_substrate::Groth16Verify`), which checks the same \
         equation with one final exponentiation.\n\n\
         **Machine**: {machine}\n\n\
         ## Targets\n\n| target | measured | |\n|---|---|---|\n{summary}\n\
         Analysis of the misses: [analysis.md](analysis.md).\n\n\
         ![chart](chart.png)\n\n## Table\n\n\
         | curve | op | n | normal | optimized | dummy | wasm | native | native_unchecked | upstream | rfc163 | polkadot | optimized/native | optimized/native_unchecked | normal/optimized | optimized/upstream | polkadot/native |\n\
         |---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n",
        ec_benches::GROTH16_INPUTS,
        ec_benches::PAIRS,
    );
    for row in rows {
        md.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
            row.curve,
            row.op,
            row.n,
            cell(row.normal_us),
            cell(row.optimized_us),
            cell(row.dummy_us),
            cell(row.wasm_us),
            cell(row.native_us),
            cell(row.native_unchecked_us),
            cell(row.upstream_us),
            cell(row.rfc163_us),
            cell(row.polkadot_us),
            cell_ratio(ratio(row.optimized_us, row.native_us)),
            cell_ratio(ratio(row.optimized_us, row.native_unchecked_us)),
            cell_ratio(ratio(row.normal_us, row.optimized_us)),
            cell_ratio(ratio(row.optimized_us, row.upstream_us)),
            cell_ratio(ratio(row.polkadot_us, row.native_us)),
        ));
    }
    md.push_str(
        "\n## The production verifier\n\n\
         `pallet-groth16-verifier` against a registered key: `pallet_verify` is `verify` with `n` \
         public inputs, `pallet_verify_batch` is `verify_batch` of `n` proofs of one public input \
         each (16 is the runtime's `MaxBatch`). Proofs are compressed, as provers write them. \
         **optimized** is the default runtime (one `groth16_verify_prepared` host call per call), \
         **rfc163** the parachain profile's runtime and **polkadot** the Polkadot profile's \
         (`WasmArkworks` hooks, no curve host function; `ec-node benchmark pallet --runtime` on \
         each profile's Wasm), each frame-benchmarking's linear model of that run evaluated at `n`, which is \
         what the pallet's weights charge; **native** is ark-groth16 natively, reading the same \
         compressed proof and inputs (curve and subgroup checks) and verifying against the key \
         prepared beforehand (`prepare_verifying_key`, as the pallet stores it), once per proof.\n\n\
         | curve | op | n | optimized | rfc163 | polkadot | native | optimized/native | rfc163/optimized | polkadot/native |\n\
         |---|---|--:|--:|--:|--:|--:|--:|--:|--:|\n",
    );
    for row in verifier {
        md.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
            row.curve,
            row.op,
            row.n,
            cell(row.optimized_us),
            cell(row.rfc163_us),
            cell(row.polkadot_us),
            cell(row.native_us),
            cell_ratio(ratio(row.optimized_us, row.native_us)),
            cell_ratio(ratio(row.rfc163_us, row.optimized_us)),
            cell_ratio(ratio(row.polkadot_us, row.native_us)),
        ));
    }
    md.push_str(&format!(
        "\n## Ring VRFs\n\n\
         The benchmarking pallet's `ring_vrf_verify`: one proof of ark-vrf's \
         `Bandersnatch-SHA512-ELL2-v1` ring scheme for a ring of `n` members (every ring up to 255 \
         has the same PIOP domain and cost), with VRF input and additional data of 256 bytes each \
         (the call's bound), all arguments compressed as ark-vrf writes them; the verifier is built \
         from the ring's verifier key in the call, as a runtime must. **normal** runs ark-vrf's own \
         suite (plain arkworks in Wasm), **optimized**, **rfc163** and **polkadot** \
         ark-substrate's suite (`ark_substrate::vrf`) with the `Host`, the `Rfc163` and (in the \
         Polkadot profile's runtime) the `WasmArkworks` hooks, **wasm** and **native** ark-vrf's \
         own suite on the same bytes in the bare kernel and natively.\n\n\
         | curve | op | n | normal | optimized | rfc163 | polkadot | wasm | native | optimized/native | optimized/rfc163 | normal/optimized | polkadot/native |\n\
         |---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n\
         | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
        ring_vrf.curve,
        ring_vrf.op,
        ring_vrf.n,
        cell(ring_vrf.normal_us),
        cell(ring_vrf.optimized_us),
        cell(ring_vrf.rfc163_us),
        cell(ring_vrf.polkadot_us),
        cell(ring_vrf.wasm_us),
        cell(ring_vrf.native_us),
        cell_ratio(ratio(ring_vrf.optimized_us, ring_vrf.native_us)),
        cell_ratio(ratio(ring_vrf.optimized_us, ring_vrf.rfc163_us)),
        cell_ratio(ratio(ring_vrf.normal_us, ring_vrf.optimized_us)),
        cell_ratio(ratio(ring_vrf.polkadot_us, ring_vrf.native_us)),
    ));
    md.push_str(
        "\n## Generic modular arithmetic\n\n\
         One operation through each interface of the generic `modular_*` host functions (the \
         curve given in the call; `ec_bench_ops::generic`), as the benchmarking pallet's \
         `ecdsa_p256_verify` and `generic_msm_bls12_381_g1` calls: **plain** is arkworks in the \
         runtime (ark-secp256r1, ark-bls12-381), **element** arkworks' own curve code over \
         `ark_substrate::modular::HostFp`, one host call per field multiplication, squaring or \
         inversion, **vector** `ark_substrate::modular::vector_msm`, every base's double-and-add \
         in lockstep with each formula step one `modular_mul_vec` call for all of them, **msm** \
         one `modular_msm_sw` call; **dedicated** is BLS12-381's own `msm` host function (the \
         main table's `msm` row of the same size, `optimized`, which also checks the subgroup), \
         **native** plain arkworks natively. P-256's row is RIP-7212's first vector, a valid \
         signature (`u1·G + u2·Q`: `n` = 2); the MSM's are 100 fixture points and scalars, \
         checked on the curve. Analysis: [analysis.md](analysis.md#generic-modular-arithmetic).\n\n\
         | curve | op | n | plain | element | vector | msm | dedicated | native | plain/element | plain/vector | plain/msm | msm/native |\n\
         |---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n",
    );
    for row in generic {
        md.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
            row.curve,
            row.op,
            row.n,
            cell(row.plain_us),
            cell(row.element_us),
            cell(row.vector_us),
            cell(row.msm_us),
            cell(row.dedicated_us),
            cell(row.native_us),
            cell_ratio(ratio(row.plain_us, row.element_us)),
            cell_ratio(ratio(row.plain_us, row.vector_us)),
            cell_ratio(ratio(row.plain_us, row.msm_us)),
            cell_ratio(ratio(row.msm_us, row.native_us)),
        ));
    }
    md.push_str(&format!(
        "\n## Rerun\n\n```sh\n{command}\n```\n\n\
         It builds the node with `runtime-benchmarks` and the Wasm kernel, runs `ec-node benchmark \
         pallet` over every benchmark of `pallet-ec-benchmarks` (and its `Host` variant's again in \
         the Polkadot profile's runtime) and of `pallet-groth16-verifier` in the three runtime \
         profiles (which also regenerates `pallets/ec-benchmarks/src/weights.rs`, \
         `pallets/groth16-verifier/src/weights.rs` and the parachain and Polkadot profiles' \
         `node/runtime/src/rfc163_weights.rs` and `polkadot_weights.rs`), runs the criterion benches, and writes this file, \
         `results.json` and `chart.png`. `REPEAT` (default 3) sets the node's repetitions. \
         `./scripts/bench.sh --verifier-only` redoes the production verifier's rows alone (its \
         benchmarks in the three profiles, which regenerates its weights, and ark-groth16 \
         natively) and keeps every other row; `./scripts/bench.sh --wasm-columns` does that and \
         measures the normal, rfc163, polkadot and native columns again (the benchmarking \
         pallet's `Arkworks`, `Rfc163` and `Host` variants in the Polkadot profile's runtime), \
         keeping the optimized, dummy, upstream and wasm columns. The machine line then names \
         both runs.\n"
    ));
    md
}

/// Which rows a chart panel shows.
type RowFilter = fn(&Row) -> bool;

/// One panel per operation: grouped bars (one per column) per curve, log scale.
fn chart(rows: &[Row], path: &Path) -> Result<(), Box<dyn Error>> {
    let font = std::fs::read(
        std::env::var("EC_BENCH_FONT")
            .unwrap_or_else(|_| "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf".into()),
    )?;
    plotters::style::register_font(
        "sans-serif",
        FontStyle::Normal,
        Box::leak(font.into_boxed_slice()),
    )
    .map_err(|_| "unusable font")?;
    let panels: [(&str, RowFilter); 8] = [
        ("Groth16 verification (1 public input)", |r: &Row| {
            r.op == "groth16_verify"
        }),
        ("pallet verify (1 public input)", |r: &Row| {
            r.op == "pallet_verify" && r.n == 1
        }),
        ("pairing (2 pairs)", |r: &Row| r.op == "pairing"),
        ("pairing check (2 pairs)", |r: &Row| r.op == "pairing_check"),
        ("MSM, n = 10", |r: &Row| r.op == "msm" && r.n == 10),
        ("MSM, n = 1000", |r: &Row| r.op == "msm" && r.n == 1000),
        ("mul_projective", |r: &Row| r.op == "mul_projective"),
        ("mul_affine", |r: &Row| r.op == "mul_affine"),
    ];
    let root = BitMapBackend::new(path, (2000, 2600)).into_drawing_area();
    root.fill(&WHITE)?;
    let (top, rest) = root.split_vertically(460);
    let small = top.split_evenly((1, 4));
    let wide = rest.split_evenly((4, 1));
    for (index, (title, keep)) in panels.iter().enumerate() {
        let area = if index < 4 {
            &small[index]
        } else {
            &wide[index - 4]
        };
        let selected: Vec<&Row> = rows.iter().filter(|r| keep(r)).collect();
        panel(area, title, &selected, index == 0)?;
    }
    root.present()?;
    Ok(())
}

fn panel(
    area: &DrawingArea<BitMapBackend, plotters::coord::Shift>,
    title: &str,
    rows: &[&Row],
    legend: bool,
) -> Result<(), Box<dyn Error>> {
    let values: Vec<f64> = rows
        .iter()
        .flat_map(|r| COLUMNS.iter().filter_map(|(c, _)| value(r, c)))
        .filter(|v| *v > 0.0)
        .collect();
    let low = 10f64.powf(
        values
            .iter()
            .cloned()
            .fold(f64::MAX, f64::min)
            .log10()
            .floor(),
    );
    let high = 10f64.powf(values.iter().cloned().fold(1.0, f64::max).log10().ceil());
    let mut chart = ChartBuilder::on(area)
        .caption(title, ("sans-serif", 24))
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(80)
        .build_cartesian_2d(-0.5f64..rows.len() as f64 - 0.5, (low..high).log_scale())?;
    let labels: Vec<String> = rows.iter().map(|r| r.curve.clone()).collect();
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(rows.len() * 4)
        .x_label_formatter(&|x| {
            let index = x.round();
            if (x - index).abs() < 1e-6 && index >= 0.0 {
                labels.get(index as usize).cloned().unwrap_or_default()
            } else {
                String::new()
            }
        })
        .y_label_formatter(&|v| format!("{v:.0}"))
        .y_desc("µs (log)")
        .label_style(("sans-serif", 15))
        .draw()?;
    let width = 0.8 / COLUMNS.len() as f64;
    for (k, (column, color)) in COLUMNS.iter().enumerate() {
        let bars = rows.iter().enumerate().filter_map(|(i, r)| {
            let v = value(r, column)?;
            let x0 = i as f64 - 0.4 + k as f64 * width;
            Some(Rectangle::new(
                [(x0, low), (x0 + width * 0.9, v)],
                color.filled(),
            ))
        });
        let series = chart.draw_series(bars)?;
        if legend {
            series.label(*column).legend(move |(x, y)| {
                Rectangle::new([(x, y - 6), (x + 14, y + 6)], color.filled())
            });
        }
    }
    if legend {
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperRight)
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .label_font(("sans-serif", 15))
            .draw()?;
    }
    Ok(())
}

/// The rows of an earlier `results.json` other than the production verifier's: the main
/// table's (in [`cases`]' order), the ring-VRF row, the generic rows, the empty call, and the
/// machine and command they were measured with.
struct Earlier {
    rows: Vec<Row>,
    ring_vrf: Row,
    generic: Vec<GenericRow>,
    empty: Option<Measure>,
    machine: String,
    command: String,
}

fn read_earlier(path: &Path) -> Result<Earlier, Box<dyn Error>> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let json: serde_json::Value = serde_json::from_str(&text)?;
    let all: Vec<Row> = serde_json::from_value(json["rows"].clone())?;
    let cases = cases();
    let rows: Vec<Row> = all.iter().take(cases.len()).cloned().collect();
    // The main rows must be the table's cases, in order (the summary pairs them).
    let same = rows.len() == cases.len()
        && rows.iter().zip(&cases).all(|(row, case)| {
            row.op == case.op.name() && row.curve == case.curve && row.n == case.n
        });
    if !same {
        return Err(format!("{}: its rows are not this table's cases", path.display()).into());
    }
    let ring_vrf = all
        .iter()
        .find(|row| row.op == RING_VRF_OP)
        .cloned()
        .ok_or_else(|| format!("{}: no ring-VRF row", path.display()))?;
    let text = |key: &str| json[key].as_str().unwrap_or("unknown").to_string();
    Ok(Earlier {
        rows,
        ring_vrf,
        generic: serde_json::from_value(json["generic_rows"].clone())?,
        empty: serde_json::from_value(json["empty_host_call"].clone())?,
        machine: text("machine"),
        command: text("command"),
    })
}

/// Where the rows other than the production verifier's come from.
enum Source {
    /// This run: the benchmarking pallet's JSON (and its `Host` variant's in the Polkadot
    /// profile's runtime) and criterion's output.
    Node(ec_benches::NodeTimes, Option<ec_benches::NodeTimes>),
    /// An earlier `results.json`, with this run's benchmarking pallet in the Polkadot profile's
    /// runtime for the columns computed in Wasm (`--wasm-columns`).
    Earlier(Box<Earlier>, Option<ec_benches::NodeTimes>),
}

const USAGE: &str = "usage: report <node.json> [--polkadot <node-polkadot.json>] <verifier.json> <verifier-rfc163.json> <verifier-polkadot.json> <criterion-dir> <out-dir>\n   or: report --verifier-only <results.json> [--wasm-columns <node-polkadot.json>] <verifier.json> <verifier-rfc163.json> <verifier-polkadot.json> <criterion-dir> <out-dir>";

/// Appended to an earlier run's machine line for the verifier's rows of a later one.
const LATER_VERIFIER: &str = "; the production verifier's rows: ";
/// Appended to an earlier run's machine line for the rows and columns of a later
/// `--wasm-columns` run.
const LATER_WASM_COLUMNS: &str =
    "; the normal, rfc163, polkadot and native columns and the production verifier's rows: ";

/// The node JSON that `flag` names at the front of `args`, if it is there (then taken off).
fn optional_node_json(
    args: &mut &[String],
    flag: &str,
) -> Result<Option<ec_benches::NodeTimes>, Box<dyn Error>> {
    match *args {
        [first, path, rest @ ..] if first == flag => {
            *args = rest;
            Ok(Some(read_node_json(Path::new(path))?))
        }
        _ => Ok(None),
    }
}

fn main() -> Result<(), Box<dyn Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (source, rest) = match args.split_first() {
        Some((flag, rest)) if flag == "--verifier-only" => {
            let (results, mut rest) = rest.split_first().ok_or(USAGE)?;
            let earlier = Box::new(read_earlier(Path::new(results))?);
            let polkadot = optional_node_json(&mut rest, "--wasm-columns")?;
            (Source::Earlier(earlier, polkadot), rest)
        }
        Some((node, mut rest)) => {
            let node = read_node_json(Path::new(node))?;
            let polkadot = optional_node_json(&mut rest, "--polkadot")?;
            (Source::Node(node, polkadot), rest)
        }
        None => return Err(USAGE.into()),
    };
    let [verifier_json, verifier_rfc163_json, verifier_polkadot_json, criterion, out] = rest else {
        return Err(USAGE.into());
    };
    let verifier = read_benchmark_results(Path::new(verifier_json))?;
    let verifier_rfc163 = read_benchmark_results(Path::new(verifier_rfc163_json))?;
    let verifier_polkadot = read_benchmark_results(Path::new(verifier_polkadot_json))?;
    let criterion = Path::new(criterion);
    let verifier_rows = verifier_rows(&verifier, &verifier_rfc163, &verifier_polkadot, criterion);
    let machine = std::env::var("EC_BENCH_MACHINE").unwrap_or_else(|_| "unknown".into());
    let command = std::env::var("EC_BENCH_COMMAND").unwrap_or_else(|_| "./scripts/bench.sh".into());
    let (rows, ring_vrf, generic, empty, machine, command) = match source {
        Source::Node(node, polkadot) => {
            let rows = build_rows(&node, polkadot.as_ref(), criterion);
            let ring_vrf = ring_vrf_row(&node, polkadot.as_ref(), criterion);
            let generic = generic_rows(&node, criterion, &rows);
            (rows, ring_vrf, generic, empty_call(&node), machine, command)
        }
        Source::Earlier(earlier, polkadot) => {
            // The earlier run's own machine line, without an earlier partial run's (each
            // appended with "; ").
            let before = earlier
                .machine
                .split("; ")
                .next()
                .unwrap_or_default()
                .to_string();
            let (mut rows, mut ring_vrf) = (earlier.rows, earlier.ring_vrf);
            let later = match &polkadot {
                Some(polkadot) => {
                    replace_wasm_columns(&mut rows, &mut ring_vrf, polkadot, criterion);
                    LATER_WASM_COLUMNS
                }
                None => LATER_VERIFIER,
            };
            let machine = format!("{before}{later}{machine}, `{command}`");
            let command = earlier.command;
            (
                rows,
                ring_vrf,
                earlier.generic,
                earlier.empty,
                machine,
                command,
            )
        }
    };
    let (mut summary_md, summary_json) =
        summary(&rows, &verifier_rows, &ring_vrf, &verifier, empty);
    // The generic interfaces' target: P-256 verification at least 5× faster than plain Wasm,
    // through the interface that wins.
    let p256_speedup = generic.first().and_then(|row| {
        [row.element_us, row.vector_us, row.msm_us]
            .into_iter()
            .flatten()
            .reduce(f64::min)
            .and_then(|best| ratio(row.plain_us, Some(best)))
    });
    if let Some(speedup) = p256_speedup {
        target_line(
            &mut summary_md,
            "P-256 ECDSA verification in the runtime: plain / best generic interface ≥ 5",
            &format!("{speedup:.1}"),
            speedup >= 5.0,
        );
    }
    let out = Path::new(out);
    std::fs::create_dir_all(out)?;
    let all: Vec<Row> = rows
        .iter()
        .chain(&verifier_rows)
        .chain([&ring_vrf])
        .cloned()
        .collect();
    let results = json!({
        "command": command,
        "machine": machine,
        "units": "microseconds; medians, spread = criterion's median absolute deviation or half the range of the node's repeats; the pallet_verify rows' optimized, rfc163 and polkadot are frame-benchmarking's linear model (no spread)",
        "empty_host_call": empty.map(|m| json!({"median_us": m.median_us, "spread_us": m.spread_us})),
        "summary": summary_json,
        "rows": all,
        "generic_rows": generic,
    });
    std::fs::write(
        out.join("results.json"),
        serde_json::to_string_pretty(&results)? + "\n",
    )?;
    std::fs::write(
        out.join("README.md"),
        markdown(
            &rows,
            &verifier_rows,
            &ring_vrf,
            &generic,
            &summary_md,
            &machine,
            &command,
        ),
    )?;
    chart(&all, &out.join("chart.png"))?;
    let missing: BTreeMap<&str, usize> = COLUMNS
        .iter()
        .map(|(c, _)| (*c, all.iter().filter(|r| value(r, c).is_none()).count()))
        .collect();
    println!(
        "wrote {}: {} rows; empty cells per column {missing:?}",
        out.display(),
        all.len()
    );
    Ok(())
}
