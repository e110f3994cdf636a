//! The `native` and `wasm` columns, measured by criterion: every row of [`ec_benches::cases`]
//! natively, and in the bare `ec-wasm-kernel` module under wasmtime when `EC_WASM_KERNEL` names
//! its `.wasm` file. Both run `ec-bench-ops` on the same inputs as the pallet, so they decode and
//! validate exactly as the runtime columns do. Also `native_unchecked` for the MSM rows (the
//! same MSM on points already decoded and trusted) and `native` for the production verifier's
//! rows ([`ec_benches::verifier_cases`]: ark-groth16's prepared verification); `native` and
//! `wasm` of the ring-VRF row (ark-vrf's own suite on the pallet's fixture). Results go to
//! criterion's directory (`CRITERION_HOME`), where the `report` binary reads them.

use ark_ec::{pairing::Pairing, CurveGroup, VariableBaseMSM};
use ark_groth16::{Groth16, Proof, VerifyingKey};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use criterion::{criterion_group, criterion_main, Criterion};
use ec_bench_ops::{fixtures, plain, ring_vrf, GroupOp, Inputs, Op, PairingOp, Run};
use ec_benches::{cases, ring_vrf_id, verifier_cases, Case};
use std::{hint::black_box, time::Duration};

/// `native_unchecked`: arkworks' MSM of `n` fixture points that are already decoded and
/// trusted, the floor that a validated MSM from bytes is compared with.
struct TrustedMsm<'c> {
    criterion: &'c mut Criterion,
    id: String,
    n: u32,
}

impl GroupOp for TrustedMsm<'_> {
    type Output = ();
    fn run<G: CurveGroup + VariableBaseMSM, V>(self) {
        let bases = fixtures::points::<G>(self.n);
        let scalars = fixtures::scalars::<G::ScalarField>(self.n);
        // The same fixture as the validated row's bytes.
        assert_eq!(
            fixtures::msm::<G>(self.n),
            (fixtures::encode(&bases), fixtures::encode(&scalars))
        );
        self.criterion
            .benchmark_group("native_unchecked")
            .bench_function(&self.id, |b| {
                b.iter(|| G::msm_unchecked(black_box(&bases), black_box(&scalars)))
            });
    }
}

/// `native_unchecked` of the `mul_projective` rows: `scalar · base` on a point already decoded
/// and trusted (what the verifier's per-input target is measured against).
struct TrustedMul<'c> {
    criterion: &'c mut Criterion,
    id: String,
}

impl GroupOp for TrustedMul<'_> {
    type Output = ();
    fn run<G: CurveGroup + VariableBaseMSM, V>(self) {
        // `fixtures::mul`'s point and scalar.
        let base = G::generator() * fixtures::scalars::<G::ScalarField>(2)[1];
        let scalar = fixtures::scalars::<G::ScalarField>(1)[0];
        assert_eq!(
            fixtures::mul::<G>().0,
            fixtures::encode(&base.into_affine())
        );
        self.criterion
            .benchmark_group("native_unchecked")
            .bench_function(&self.id, |b| b.iter(|| black_box(base) * black_box(scalar)));
    }
}

/// `native` of the verifier's rows: `proofs` verifications with ark-groth16 against a prepared
/// key, each reading the compressed proof (curve and subgroup checks) and its inputs from bytes
/// as the pallet does; the key prepared beforehand, as the pallet stores it.
struct PreparedVerify<'c> {
    criterion: &'c mut Criterion,
    id: String,
    inputs: u32,
    proofs: u32,
}

impl PairingOp for PreparedVerify<'_> {
    type Output = ();
    fn run<E: Pairing, V>(self) {
        let (vk, proof, inputs) = fixtures::groth16::<E>(self.inputs);
        let vk = VerifyingKey::<E>::deserialize_uncompressed(&vk[..]).expect("fixture key");
        let pvk = ark_groth16::prepare_verifying_key(&vk);
        let proof = Proof::<E>::deserialize_uncompressed(&proof[..]).expect("fixture proof");
        let mut compressed = Vec::new();
        proof
            .serialize_compressed(&mut compressed)
            .expect("a Vec takes any proof");
        let proofs = self.proofs;
        let verify = || {
            (0..proofs).all(|_| {
                let proof = Proof::<E>::deserialize_compressed(black_box(&compressed[..]));
                let inputs = Vec::<E::ScalarField>::deserialize_compressed(black_box(&inputs[..]));
                match (proof, inputs) {
                    (Ok(proof), Ok(inputs)) => {
                        Groth16::<E>::verify_proof(&pvk, &proof, &inputs).unwrap_or(false)
                    }
                    _ => false,
                }
            })
        };
        // A valid proof: a failing one would measure an early exit.
        assert!(verify(), "{}", self.id);
        self.criterion
            .benchmark_group("native")
            .bench_function(&self.id, |b| b.iter(verify));
    }
}
#[path = "common/kernel.rs"]
mod kernel;
use wasmtime::{Engine, Module, Store, TypedFunc};

/// The kernel, instantiated once per case with the case's arguments written into its memory.
struct Kernel {
    store: Store<()>,
    run: TypedFunc<(u32, u32, u32, u32, u32), u32>,
    params: (u32, u32, u32, u32, u32),
}

impl Kernel {
    fn new(engine: &Engine, module: &Module, case: &Case, args: &[Vec<u8>]) -> Kernel {
        let mut kernel = kernel::Instantiated::new(engine, module);
        let (name, name_len) = kernel.put(case.curve.as_bytes());
        let (table, count) = kernel.put_args(args);
        let op = Op::ALL
            .iter()
            .position(|op| *op == case.op)
            .expect("listed") as u32;
        let run = kernel.func("run");
        let params = (op, name, name_len, table, count);
        Kernel {
            store: kernel.store,
            run,
            params,
        }
    }

    fn run(&mut self) -> u32 {
        self.run
            .call(&mut self.store, self.params)
            .expect("no trap")
    }
}

/// The ring-VRF row's `native` and `wasm`: ark-vrf's own suite (plain arkworks) verifying the
/// pallet benchmark's fixture from the same bytes, through the same code
/// (`ec_bench_ops::ring_vrf`), natively and in the kernel.
fn ring_vrf_columns(c: &mut Criterion, engine: &Engine, module: Option<&Module>) {
    let args = ring_vrf::fixture();
    let refs: Vec<&[u8]> = args.iter().map(Vec::as_slice).collect();
    let run = || ring_vrf::verify_args::<ring_vrf::Plain>(black_box(&refs));
    // A valid proof: a failing one would measure an early exit.
    assert_eq!(run(), Ok(()), "the ring-VRF fixture");
    c.benchmark_group("native")
        .bench_function(ring_vrf_id(), |b| b.iter(run));
    if let Some(module) = module {
        let mut kernel = kernel::Instantiated::new(engine, module);
        let (table, count) = kernel.put_args(&args);
        let verify = kernel.func::<(u32, u32, u32), u32>("ring_vrf");
        let last = (ring_vrf::Step::ALL.len() - 1) as u32;
        let mut store = kernel.store;
        let mut run = || {
            verify
                .call(&mut store, (last, table, count))
                .expect("no trap")
        };
        assert_eq!(run(), 0, "the ring-VRF fixture in the kernel");
        c.benchmark_group("wasm")
            .bench_function(ring_vrf_id(), |b| b.iter(&mut run));
    }
}

/// The generic-arithmetic rows' `native`: the `Plain` interface (arkworks) natively, on the
/// pallet benchmarks' input.
fn generic_columns(c: &mut Criterion) {
    use ec_bench_ops::generic::{
        ecdsa_p256_verify, generic_msm_bls12_381_g1, generic_msm_fixture, Interface, P256_INPUT,
    };
    let [p256, msm] = ec_benches::GENERIC_CASES;
    assert!(
        ecdsa_p256_verify(Interface::Plain, &P256_INPUT),
        "a valid signature"
    );
    c.benchmark_group("native").bench_function(p256.id(), |b| {
        b.iter(|| ecdsa_p256_verify(Interface::Plain, black_box(&P256_INPUT)))
    });
    let (bases, scalars) = generic_msm_fixture();
    let run = || generic_msm_bls12_381_g1(Interface::Plain, black_box(&bases), black_box(&scalars));
    assert!(run().is_ok(), "the fixture's MSM");
    c.benchmark_group("native")
        .bench_function(msm.id(), |b| b.iter(run));
}

fn columns(c: &mut Criterion) {
    let engine = kernel::engine();
    let module = std::env::var("EC_WASM_KERNEL")
        .ok()
        .map(|path| kernel::module(&engine, &path));

    ring_vrf_columns(c, &engine, module.as_ref());
    generic_columns(c);

    for case in verifier_cases() {
        let (inputs, proofs) = case.shape();
        let op = PreparedVerify {
            criterion: c,
            id: case.id(),
            inputs,
            proofs,
        };
        plain::pairing(case.curve, op).expect("a pairing curve of the table");
    }

    for case in cases() {
        if case.op == Op::Msm {
            let op = TrustedMsm {
                criterion: c,
                id: case.id(),
                n: case.n,
            };
            plain::group(case.curve, op).expect("a group of the table");
        }
        if case.op == Op::MulProjective {
            let op = TrustedMul {
                criterion: c,
                id: case.id(),
            };
            plain::group(case.curve, op).expect("a group of the table");
        }
        let on_pairing = case.op.on_pairing();
        let args = plain::any(on_pairing, case.curve, Inputs(case.op, case.n)).expect("listed");
        let refs: Vec<&[u8]> = args.iter().map(Vec::as_slice).collect();
        let run = || plain::any(on_pairing, case.curve, Run(case.op, black_box(&refs)));

        // Each column first checks that the case succeeds (a failing case would measure its
        // error path), once, when criterion's filter selects it.
        let mut checked = false;
        c.benchmark_group("native").bench_function(case.id(), |b| {
            if !std::mem::replace(&mut checked, true) {
                assert_eq!(run(), Some(Ok(())), "{case:?}");
            }
            b.iter(run)
        });
        if let Some(module) = &module {
            let mut kernel: Option<Kernel> = None;
            c.benchmark_group("wasm").bench_function(case.id(), |b| {
                let kernel = kernel.get_or_insert_with(|| {
                    let mut kernel = Kernel::new(&engine, module, &case, &args);
                    assert_eq!(kernel.run(), 0, "{case:?} in the kernel");
                    kernel
                });
                b.iter(|| kernel.run())
            });
        }
    }
}

criterion_group! {
    name = benches;
    // Ten samples of at least one run each: the slow Wasm cases (seconds per run) stay bounded.
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1));
    targets = columns
}
criterion_main!(benches);
