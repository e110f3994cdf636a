//! The benchmark table: which rows are measured, how each column's raw output is read, and the
//! row type of `docs/benchmarks/results.json`.
//!
//! Columns (see `docs/benchmarks/README.md`):
//! - `normal`, `optimized`, `dummy`, `upstream`: the pallet call in the runtime Wasm, executed by
//!   the node's executor through `ec-node benchmark pallet` (variants `Arkworks`, `Host`,
//!   `DecodeOnly`, `Upstream`), read from its `--json-file`;
//! - `wasm`: the same operation in the bare `ec-wasm-kernel` module under wasmtime, and
//!   `native`: natively; both measured by criterion (`benches/columns.rs`).

#![deny(missing_docs)]

use ec_bench_ops::{plain, Op};
use serde::{Deserialize, Serialize};
use std::{collections::BTreeMap, path::Path};

/// One row of the table: an operation on a curve (or group) with `n` elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Case {
    /// Curve (for pairing operations) or group, as named in the curve table.
    pub curve: &'static str,
    /// The operation.
    pub op: Op,
    /// Public inputs (Groth16), pairs (pairing, pairing check), points (MSM); 1 for `mul_*`.
    pub n: u32,
}

impl Case {
    /// A stable identifier, e.g. `msm-bls12_381_g1-1000` (criterion's benchmark id).
    pub fn id(&self) -> String {
        format!("{}-{}-{}", self.op.name(), self.curve, self.n)
    }

    /// The pallet benchmark measuring this case with `variant` (`arkworks`, `host`, ...).
    pub fn benchmark(&self, variant: &str) -> String {
        format!("{}_{}_{}", self.op.name(), self.curve, variant)
    }
}

/// MSM sizes of the table (the seed table's).
pub const MSM_SIZES: [u32; 2] = [10, 1000];
/// Groth16 public inputs of the table's rows.
pub const GROTH16_INPUTS: u32 = 1;
/// Pairs of the pairing rows: `e(a·g1, g2)·e(−a·g1, g2)` (the pallet's smallest pairing input).
pub const PAIRS: u32 = 2;

/// Every row, in table order: per pairing curve Groth16, pairing and pairing check, then per
/// group MSM at each size and both scalar multiplications.
pub fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    for &curve in plain::PAIRINGS {
        cases.push(Case {
            curve,
            op: Op::Groth16Verify,
            n: GROTH16_INPUTS,
        });
        cases.push(Case {
            curve,
            op: Op::Pairing,
            n: PAIRS,
        });
        cases.push(Case {
            curve,
            op: Op::PairingCheck,
            n: PAIRS,
        });
    }
    for &curve in plain::GROUPS {
        for n in MSM_SIZES {
            cases.push(Case {
                curve,
                op: Op::Msm,
                n,
            });
        }
        cases.push(Case {
            curve,
            op: Op::MulProjective,
            n: 1,
        });
        cases.push(Case {
            curve,
            op: Op::MulAffine,
            n: 1,
        });
    }
    cases
}

/// A median with its spread, in microseconds.
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Measure {
    /// Median.
    pub median_us: f64,
    /// Spread: criterion's median absolute deviation, or (max − min) / 2 of the node's repeats.
    pub spread_us: f64,
}

/// One row of `results.json`; `None` (null) where a column has no such function.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Row {
    /// Curve or group.
    pub curve: String,
    /// Operation.
    pub op: String,
    /// Elements (see [`Case::n`]).
    pub n: u32,
    /// Plain arkworks in the runtime Wasm (pallet variant `Arkworks`).
    pub normal_us: Option<f64>,
    /// ark-substrate host hooks in the runtime Wasm (variant `Host`).
    pub optimized_us: Option<f64>,
    /// Decode-only host functions in the runtime Wasm (variant `DecodeOnly`).
    pub dummy_us: Option<f64>,
    /// Plain arkworks in a bare Wasm module under wasmtime.
    pub wasm_us: Option<f64>,
    /// Plain arkworks, native.
    pub native_us: Option<f64>,
    /// polkadot-sdk's sp-crypto-ec-utils in the runtime Wasm (variant `Upstream`).
    pub upstream_us: Option<f64>,
    /// The spread of each measured column, by column name (`normal`, ...), in microseconds.
    pub spread_us: BTreeMap<String, f64>,
}

/// The pallet variants and the columns they fill.
pub const PALLET_COLUMNS: [(&str, &str); 4] = [
    ("arkworks", "normal"),
    ("host", "optimized"),
    ("decode_only", "dummy"),
    ("upstream", "upstream"),
];

/// Node measurements by `(benchmark, n)`: the extrinsic times of every repeat, in microseconds.
pub type NodeTimes = BTreeMap<(String, u32), Vec<f64>>;

/// Reads `ec-node benchmark pallet --json-file` output: for each benchmark and component value
/// (the benchmark's single component, or 1 without one), the extrinsic times of the repeats.
pub fn read_node_json(path: &Path) -> Result<NodeTimes, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let batches: Vec<serde_json::Value> =
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut times = NodeTimes::new();
    for batch in batches {
        let name = text_field(&batch["benchmark"]).ok_or("benchmark without a name")?;
        for result in batch["time_results"].as_array().into_iter().flatten() {
            let n = result["components"]
                .as_array()
                .and_then(|c| c.first())
                .and_then(|c| c[1].as_u64())
                .unwrap_or(1) as u32;
            let nanos = result["extrinsic_time"]
                .as_f64()
                .ok_or("no extrinsic_time")?;
            times
                .entry((name.clone(), n))
                .or_default()
                .push(nanos / 1000.0);
        }
    }
    Ok(times)
}

/// A name that frame-benchmarking writes either as a string or as an array of bytes.
fn text_field(value: &serde_json::Value) -> Option<String> {
    match value {
        serde_json::Value::String(s) => Some(s.clone()),
        serde_json::Value::Array(bytes) => String::from_utf8(
            bytes
                .iter()
                .filter_map(|b| b.as_u64().map(|b| b as u8))
                .collect(),
        )
        .ok(),
        _ => None,
    }
}

/// Median and spread of repeated measurements.
pub fn summarize(values: &[f64]) -> Option<Measure> {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let middle = sorted.len() / 2;
    let median = match sorted.len() {
        0 => return None,
        len if len % 2 == 1 => sorted[middle],
        _ => (sorted[middle - 1] + sorted[middle]) / 2.0,
    };
    Some(Measure {
        median_us: median,
        spread_us: (sorted[sorted.len() - 1] - sorted[0]) / 2.0,
    })
}

/// Reads criterion's estimate of `<criterion_dir>/<group>/<id>/new/estimates.json`.
pub fn read_criterion(criterion_dir: &Path, group: &str, id: &str) -> Option<Measure> {
    let path = criterion_dir
        .join(group)
        .join(id)
        .join("new")
        .join("estimates.json");
    let value: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).ok()?).ok()?;
    Some(Measure {
        median_us: value["median"]["point_estimate"].as_f64()? / 1000.0,
        spread_us: value["median_abs_dev"]["point_estimate"].as_f64()? / 1000.0,
    })
}
