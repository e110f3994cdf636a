//! The benchmark table: which rows are measured, how each column's raw output is read, and the
//! row type of `docs/benchmarks/results.json`.
//!
//! Columns (see `docs/benchmarks/README.md`):
//! - `normal`, `optimized`, `dummy`, `upstream`, `rfc163`: the pallet call in the runtime Wasm,
//!   executed by the node's executor through `ec-node benchmark pallet` (variants `Arkworks`,
//!   `Host`, `DecodeOnly`, `Upstream`, `Rfc163`), read from its `--json-file`;
//! - `wasm`: the same operation in the bare `ec-wasm-kernel` module under wasmtime, `native`:
//!   natively, and `native_unchecked` (MSM rows): arkworks' MSM of the same points already
//!   decoded and trusted; measured by criterion (`benches/columns.rs`).
//!
//! The ring-VRF row ([`ring_vrf_id`]) comes from the pallet's `ring_vrf_verify` benchmarks
//! (`normal`, `optimized`, `rfc163`) and ark-vrf's own suite natively (`native`).
//!
//! The generic-arithmetic rows ([`GENERIC_CASES`]) come from the pallet's
//! `ecdsa_p256_verify_*` and `generic_msm_bls12_381_g1_*` benchmarks, one per interface of the
//! `modular_*` host functions, and plain arkworks natively.
//!
//! The production verifier's rows ([`verifier_cases`]) come from `benchmark pallet` over
//! `pallet-groth16-verifier` in the default runtime (`optimized`), in the parachain profile's
//! runtime (`rfc163`) and in the Polkadot profile's (`polkadot`), against ark-groth16's prepared
//! verification natively.

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
    /// ark-substrate's `Rfc163` hooks in the runtime Wasm (variant `Rfc163`; for the verifier's
    /// rows, the parachain profile's runtime).
    pub rfc163_us: Option<f64>,
    /// The Polkadot profile's runtime (`WasmArkworks` hooks, no curve host function): the
    /// benchmarking pallet's `Host` variant there, or the production verifier there.
    pub polkadot_us: Option<f64>,
    /// MSM rows: arkworks' MSM natively on points already decoded and trusted (no validation).
    pub native_unchecked_us: Option<f64>,
    /// The spread of each measured column, by column name (`normal`, ...), in microseconds.
    pub spread_us: BTreeMap<String, f64>,
}

/// The pallet variants and the columns they fill.
pub const PALLET_COLUMNS: [(&str, &str); 5] = [
    ("arkworks", "normal"),
    ("host", "optimized"),
    ("decode_only", "dummy"),
    ("upstream", "upstream"),
    ("rfc163", "rfc163"),
];

/// The ring-VRF row's operation, as the pallet's call and benchmarks name it.
pub const RING_VRF_OP: &str = "ring_vrf_verify";
/// The ring-VRF row's curve: ark-vrf's Bandersnatch suite (its ring proof is over BLS12-381).
pub const RING_VRF_CURVE: &str = "bandersnatch";
/// The ring-VRF row's ring size (`ec_bench_ops::ring_vrf::RING_SIZE`, the fixture's ring).
pub const RING_VRF_RING: u32 = ec_bench_ops::ring_vrf::RING_SIZE as u32;
/// The pallet variants the ring-VRF row measures and the columns they fill (no decode-only or
/// upstream suite exists).
pub const RING_VRF_COLUMNS: [(&str, &str); 3] = [
    ("arkworks", "normal"),
    ("host", "optimized"),
    ("rfc163", "rfc163"),
];

/// The ring-VRF row's identifier, `ring_vrf_verify-bandersnatch-255` (criterion's benchmark id).
pub fn ring_vrf_id() -> String {
    format!("{RING_VRF_OP}-{RING_VRF_CURVE}-{RING_VRF_RING}")
}

/// One row of the generic-arithmetic table: an operation of `ec_bench_ops::generic` through
/// each interface (the pallet's `<benchmark>_<interface>` benchmarks) and natively.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenericCase {
    /// The operation, as the table names it.
    pub op: &'static str,
    /// The curve.
    pub curve: &'static str,
    /// Bases of the multi-scalar multiplication.
    pub n: u32,
    /// The pallet's benchmark name without the interface suffix.
    pub benchmark: &'static str,
}

impl GenericCase {
    /// Criterion's benchmark id, `op-curve-n`.
    pub fn id(&self) -> String {
        format!("{}-{}-{}", self.op, self.curve, self.n)
    }
}

/// The generic-arithmetic rows: P-256 ECDSA verification (a curve with no host function of its
/// own) and BLS12-381 G1's MSM of `GENERIC_MSM_MAX` points with the curve given in the call (a
/// curve with dedicated functions).
pub const GENERIC_CASES: [GenericCase; 2] = [
    GenericCase {
        op: "ecdsa_p256_verify",
        curve: "p256",
        n: 2,
        benchmark: "ecdsa_p256_verify",
    },
    GenericCase {
        op: "generic_msm_bls12_381_g1",
        curve: "bls12_381_g1",
        n: ec_bench_ops::generic::GENERIC_MSM_MAX as u32,
        benchmark: "generic_msm_bls12_381_g1",
    },
];

/// A call of the production verifier (`pallet-groth16-verifier`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VerifierCall {
    /// `verify` of one proof with `n` public inputs.
    Verify,
    /// `verify_batch` of `n` proofs of one public input each.
    VerifyBatch,
}

/// One row of the production verifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VerifierCase {
    /// Pairing-friendly curve.
    pub curve: &'static str,
    /// The call.
    pub call: VerifierCall,
    /// Public inputs (`verify`) or proofs (`verify_batch`).
    pub n: u32,
}

/// Public inputs of the verifier's `verify` rows.
pub const VERIFY_INPUTS: [u32; 2] = [1, 32];
/// Proofs of the verifier's `verify_batch` rows: one, and the runtime's `MaxBatch`.
pub const VERIFY_BATCH_PROOFS: [u32; 2] = [1, 16];

impl VerifierCase {
    /// The table's operation name.
    pub fn op(&self) -> &'static str {
        match self.call {
            VerifierCall::Verify => "pallet_verify",
            VerifierCall::VerifyBatch => "pallet_verify_batch",
        }
    }

    /// A stable identifier, e.g. `pallet_verify-bn254-32` (criterion's benchmark id).
    pub fn id(&self) -> String {
        format!("{}-{}-{}", self.op(), self.curve, self.n)
    }

    /// Public inputs per proof and proofs.
    pub fn shape(&self) -> (u32, u32) {
        match self.call {
            VerifierCall::Verify => (self.n, 1),
            VerifierCall::VerifyBatch => (1, self.n),
        }
    }

    /// The pallet's time for this case under a benchmark run: frame-benchmarking's linear model
    /// through the measured medians (what the weights charge), evaluated at this shape.
    pub fn model(&self, results: &[BenchmarkResult]) -> Option<f64> {
        let (inputs, proofs) = self.shape();
        let benchmark = match self.call {
            VerifierCall::Verify => format!("verify_{}", self.curve),
            VerifierCall::VerifyBatch => format!("verify_batch_{}", self.curve),
        };
        let model = LinearModel::fit(results, &benchmark)?;
        Some(model.at(&[("n", inputs), ("b", proofs)]))
    }
}

/// The verifier's rows: per pairing curve `verify` at each of [`VERIFY_INPUTS`], then
/// `verify_batch` at each of [`VERIFY_BATCH_PROOFS`].
pub fn verifier_cases() -> Vec<VerifierCase> {
    let mut cases = Vec::new();
    for &curve in plain::PAIRINGS {
        for n in VERIFY_INPUTS {
            cases.push(VerifierCase {
                curve,
                call: VerifierCall::Verify,
                n,
            });
        }
        for n in VERIFY_BATCH_PROOFS {
            cases.push(VerifierCase {
                curve,
                call: VerifierCall::VerifyBatch,
                n,
            });
        }
    }
    cases
}

/// One measurement of `ec-node benchmark pallet --json-file`: the benchmark, its components'
/// values and the extrinsic's time.
#[derive(Clone, Debug, PartialEq)]
pub struct BenchmarkResult {
    /// The benchmark's name.
    pub benchmark: String,
    /// Component names and values.
    pub components: Vec<(String, u32)>,
    /// Extrinsic time, in microseconds.
    pub time_us: f64,
}

/// `time = base + Σ slope_c · c`, fitted as frame-benchmarking does with its default two steps:
/// each component varies between its low and high value while the others stay at their high
/// value, so each slope is the difference of the medians at its two ends over their distance
/// (zero if that is negative), and the model goes through the median with every component
/// high.
#[derive(Clone, Debug, PartialEq)]
pub struct LinearModel {
    /// Time with every component at zero, in microseconds.
    pub base_us: f64,
    /// Microseconds per unit of each component.
    pub slopes: Vec<(String, f64)>,
}

impl LinearModel {
    /// Fits `benchmark`'s results; `None` without results or with a component measured at fewer
    /// than two values.
    pub fn fit(results: &[BenchmarkResult], benchmark: &str) -> Option<LinearModel> {
        let results: Vec<&BenchmarkResult> = results
            .iter()
            .filter(|r| r.benchmark == benchmark)
            .collect();
        let first = results.first()?;
        let names: Vec<String> = first.components.iter().map(|(c, _)| c.clone()).collect();
        let high = |name: &str| {
            results
                .iter()
                .flat_map(|r| r.components.iter())
                .filter(|(c, _)| c == name)
                .map(|(_, v)| *v)
                .max()
        };
        let highs: Vec<(String, u32)> = names
            .iter()
            .map(|c| Some((c.clone(), high(c)?)))
            .collect::<Option<_>>()?;
        // The median time where every component but `name` is at its high value and `name` is
        // `value`.
        let median_at = |name: &str, value: u32| {
            let times: Vec<f64> = results
                .iter()
                .filter(|r| {
                    r.components.iter().all(|(c, v)| {
                        if c == name {
                            *v == value
                        } else {
                            highs.iter().any(|(h, hv)| h == c && hv == v)
                        }
                    })
                })
                .map(|r| r.time_us)
                .collect();
            summarize(&times).map(|m| m.median_us)
        };
        let mut slopes = Vec::new();
        for (name, high) in &highs {
            let low = results
                .iter()
                .flat_map(|r| r.components.iter())
                .filter(|(c, _)| c == name)
                .map(|(_, v)| *v)
                .min()?;
            if low == *high {
                return None;
            }
            let slope = (median_at(name, *high)? - median_at(name, low)?) / f64::from(high - low);
            // As frame-benchmarking's weights: a slope measured below zero (noise) counts as
            // zero, so the model keeps the time at the high end for every value.
            slopes.push((name.clone(), slope.max(0.0)));
        }
        // Every component at its high value.
        let top = match highs.first() {
            Some((name, high)) => median_at(name, *high)?,
            None => summarize(&results.iter().map(|r| r.time_us).collect::<Vec<_>>())?.median_us,
        };
        let base_us = top
            - slopes
                .iter()
                .zip(&highs)
                .map(|((_, slope), (_, high))| slope * f64::from(*high))
                .sum::<f64>();
        Some(LinearModel { base_us, slopes })
    }

    /// The model's time at the given component values (components not given count as zero).
    pub fn at(&self, values: &[(&str, u32)]) -> f64 {
        self.base_us
            + self
                .slopes
                .iter()
                .map(|(name, slope)| {
                    let value = values
                        .iter()
                        .find(|(c, _)| c == name)
                        .map_or(0, |(_, v)| *v);
                    slope * f64::from(value)
                })
                .sum::<f64>()
    }

    /// The slope of component `name`, in microseconds per unit.
    pub fn slope(&self, name: &str) -> Option<f64> {
        self.slopes.iter().find(|(c, _)| c == name).map(|(_, s)| *s)
    }
}

/// Reads every measurement of an `ec-node benchmark pallet --json-file` output.
pub fn read_benchmark_results(path: &Path) -> Result<Vec<BenchmarkResult>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let batches: Vec<serde_json::Value> =
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut results = Vec::new();
    for batch in batches {
        let benchmark = text_field(&batch["benchmark"]).ok_or("benchmark without a name")?;
        for result in batch["time_results"].as_array().into_iter().flatten() {
            let components = result["components"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|c| {
                    let name = c[0]
                        .as_str()
                        .map(str::to_owned)
                        .or_else(|| text_field(&c[0]));
                    Some((name?, u32::try_from(c[1].as_u64()?).ok()?))
                })
                .collect::<Option<Vec<_>>>()
                .ok_or("malformed component")?;
            let nanos = result["extrinsic_time"]
                .as_f64()
                .ok_or("no extrinsic_time")?;
            results.push(BenchmarkResult {
                benchmark: benchmark.clone(),
                components,
                time_us: nanos / 1000.0,
            });
        }
    }
    Ok(results)
}

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

/// The median of `calls` timed calls of `run`, in milliseconds: the examples' quick timings
/// (criterion measures the table).
pub fn median_ms(calls: usize, mut run: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..calls.max(1))
        .map(|_| {
            let start = std::time::Instant::now();
            run();
            start.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Results as frame-benchmarking takes them with two steps: each component at its low and
    /// high value with the others high, `repeats` times, with `noise` added to each repeat but
    /// the middle one.
    fn results(
        benchmark: &str,
        ranges: &[(&str, u32, u32)],
        time: impl Fn(&[(String, u32)]) -> f64,
        repeats: usize,
    ) -> Vec<BenchmarkResult> {
        let mut out = Vec::new();
        for (varied, low, high) in ranges {
            for value in [*low, *high] {
                let components: Vec<(String, u32)> = ranges
                    .iter()
                    .map(|(c, _, h)| (c.to_string(), if c == varied { value } else { *h }))
                    .collect();
                for repeat in 0..repeats {
                    // Outliers on either side of the true time; the median is the true time.
                    let noise = [0.0, 50.0, -50.0][repeat % 3];
                    out.push(BenchmarkResult {
                        benchmark: benchmark.into(),
                        components: components.clone(),
                        time_us: time(&components) + noise,
                    });
                }
            }
        }
        out
    }

    /// For linear times in one or two components, with noisy repeats and another benchmark
    /// mixed in, the fit recovers the base and the slopes, and evaluates them anywhere.
    #[test]
    fn the_fit_recovers_linear_times() {
        for (base, slope_b, slope_n) in [(1000.0, 300.0, 40.0), (5.0, 0.5, 0.0), (0.0, 7.0, 900.0)]
        {
            let time = |c: &[(String, u32)]| {
                let get = |name: &str| {
                    c.iter()
                        .find(|(n, _)| n == name)
                        .map_or(0.0, |(_, v)| f64::from(*v))
                };
                base + slope_b * get("b") + slope_n * get("n")
            };
            let mut all = results("verify_batch_x", &[("b", 1, 16), ("n", 0, 32)], time, 3);
            all.extend(results("verify_x", &[("n", 0, 32)], time, 3));
            all.extend(results("other", &[("n", 0, 32)], |_| 1e9, 3));
            let batch = LinearModel::fit(&all, "verify_batch_x").expect("fits");
            let close = |a: f64, b: f64| (a - b).abs() < 1e-6;
            assert!(close(batch.base_us, base), "{batch:?}");
            assert!(close(batch.slope("b").unwrap(), slope_b), "{batch:?}");
            assert!(close(batch.slope("n").unwrap(), slope_n), "{batch:?}");
            for (b, n) in [(1, 1), (16, 1), (7, 32), (0, 0)] {
                let expected = base + slope_b * f64::from(b) + slope_n * f64::from(n);
                assert!(close(batch.at(&[("b", b), ("n", n)]), expected));
            }
            let single = LinearModel::fit(&all, "verify_x").expect("fits");
            assert!(close(single.at(&[("n", 1)]), base + slope_n));
            assert!(close(
                single.at(&[("n", 32), ("b", 9)]),
                base + 32.0 * slope_n
            ));
        }
        assert_eq!(LinearModel::fit(&[], "verify_x"), None);
        // A time that falls with `n` (noise): the slope counts as zero, through the top point.
        let falling = |c: &[(String, u32)]| {
            let get = |name: &str| {
                c.iter()
                    .find(|(n, _)| n == name)
                    .map_or(0.0, |(_, v)| f64::from(*v))
            };
            100.0 + 10.0 * get("b") - 2.0 * get("n")
        };
        let all = results("falling", &[("b", 1, 16), ("n", 0, 32)], falling, 3);
        let model = LinearModel::fit(&all, "falling").expect("fits");
        assert_eq!(model.slope("n"), Some(0.0));
        let top = 100.0 + 160.0 - 64.0;
        assert!(
            (model.at(&[("b", 16), ("n", 1)]) - top).abs() < 1e-6,
            "{model:?}"
        );
        assert!(
            (model.at(&[("b", 1), ("n", 1)]) - (top - 150.0)).abs() < 1e-6,
            "{model:?}"
        );
    }

    /// The verifier's rows: both calls on every pairing curve, at the documented shapes.
    #[test]
    fn verifier_cases_cover_every_pairing_curve() {
        let cases = verifier_cases();
        assert_eq!(cases.len(), plain::PAIRINGS.len() * 4);
        for curve in plain::PAIRINGS {
            let shapes: Vec<(u32, u32)> = cases
                .iter()
                .filter(|c| c.curve == *curve)
                .map(VerifierCase::shape)
                .collect();
            assert_eq!(shapes, [(1, 1), (32, 1), (1, 1), (1, 16)]);
        }
    }
}
