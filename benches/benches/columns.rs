//! The `native` and `wasm` columns, measured by criterion: every row of [`ec_benches::cases`]
//! natively, and in the bare `ec-wasm-kernel` module under wasmtime when `EC_WASM_KERNEL` names
//! its `.wasm` file. Both run `ec-bench-ops` on the same inputs as the pallet, so they decode and
//! validate exactly as the runtime columns do. Results go to criterion's directory
//! (`CRITERION_HOME`), where the `report` binary reads them.

use criterion::{criterion_group, criterion_main, Criterion};
use ec_bench_ops::{plain, Inputs, Op, Run};
use ec_benches::{cases, Case};
use std::{hint::black_box, time::Duration};
use wasmtime::{Config, Engine, Instance, Module, OptLevel, Store, TypedFunc};

/// The kernel, instantiated once per case with the case's arguments written into its memory.
struct Kernel {
    store: Store<()>,
    run: TypedFunc<(u32, u32, u32, u32, u32), u32>,
    params: (u32, u32, u32, u32, u32),
}

impl Kernel {
    fn new(engine: &Engine, module: &Module, case: &Case, args: &[Vec<u8>]) -> Kernel {
        let mut store = Store::new(engine, ());
        let instance = Instance::new(&mut store, module, &[]).expect("the kernel has no imports");
        let alloc = instance
            .get_typed_func::<u32, u32>(&mut store, "alloc")
            .expect("kernel exports alloc");
        let memory = instance
            .get_memory(&mut store, "memory")
            .expect("kernel exports memory");
        let put = |bytes: &[u8], store: &mut Store<()>| {
            let address = alloc.call(&mut *store, bytes.len() as u32).expect("alloc");
            memory
                .write(&mut *store, address as usize, bytes)
                .expect("in bounds");
            address
        };
        let name = put(case.curve.as_bytes(), &mut store);
        let mut table = Vec::new();
        for arg in args {
            table.extend_from_slice(&put(arg, &mut store).to_le_bytes());
            table.extend_from_slice(&(arg.len() as u32).to_le_bytes());
        }
        let table = put(&table, &mut store);
        let op = Op::ALL
            .iter()
            .position(|op| *op == case.op)
            .expect("listed") as u32;
        let run = instance
            .get_typed_func(&mut store, "run")
            .expect("kernel exports run");
        let params = (op, name, case.curve.len() as u32, table, args.len() as u32);
        Kernel { store, run, params }
    }

    fn run(&mut self) -> u32 {
        self.run
            .call(&mut self.store, self.params)
            .expect("no trap")
    }
}

fn columns(c: &mut Criterion) {
    // As Substrate's executor compiles runtimes.
    let mut config = Config::new();
    config.cranelift_opt_level(OptLevel::SpeedAndSize);
    let engine = Engine::new(&config).expect("wasmtime engine");
    let module = std::env::var("EC_WASM_KERNEL")
        .ok()
        .map(|path| Module::from_file(&engine, &path).unwrap_or_else(|e| panic!("{path}: {e}")));

    for case in cases() {
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
