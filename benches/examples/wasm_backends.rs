//! The host's own code in Wasm, step by step (`ec_bench_ops::backends`), on each group's MSM
//! fixture of the table (`n` points, 1000 by default): reading the bases, checking each for the
//! subgroup or the list at once (random subset sums, as the host's `validate_*`), and the
//! host's MSM backend against arkworks' MSM. Each runs natively and in the bare Wasm kernel under
//! wasmtime, compiled as Substrate's executor compiles runtimes. Where RFC-0163 has no host
//! function, the `Rfc163` hooks run this code in the runtime; this is how to see which of it wins
//! there.
//!
//! ```sh
//! CARGO_TARGET_WASM32V1_NONE_RUSTFLAGS="--cfg substrate_runtime" cargo build --release \
//!     -p ec-wasm-kernel --target wasm32v1-none --no-default-features
//! EC_WASM_KERNEL=$CARGO_TARGET_DIR/wasm32v1-none/release/ec_wasm_kernel.wasm \
//!     cargo run --release -p ec-benches --example wasm_backends [n]
//! ```

use ec_bench_ops::{backends::Step, plain, Inputs, Op};
use ec_benches::median_ms;
use wasmtime::{Engine, Module, Store, TypedFunc};

/// Timed calls per measurement (their median counts).
const CALLS: usize = 5;

#[path = "../benches/common/kernel.rs"]
mod kernel;

type BackendFn = TypedFunc<(u32, u32, u32, u32, u32, u32, u32), u32>;

/// The kernel with one group's name and inputs written into its memory.
struct Kernel {
    store: Store<()>,
    backend: BackendFn,
    args: (u32, u32, u32, u32, u32, u32),
}

impl Kernel {
    fn new(engine: &Engine, module: &Module, name: &str, bases: &[u8], scalars: &[u8]) -> Self {
        let mut kernel = kernel::Instantiated::new(engine, module);
        let (name, name_len) = kernel.put(name.as_bytes());
        let (bases, bases_len) = kernel.put(bases);
        let (scalars, scalars_len) = kernel.put(scalars);
        let backend = kernel.func("backend");
        Kernel {
            store: kernel.store,
            backend,
            args: (name, name_len, bases, bases_len, scalars, scalars_len),
        }
    }

    fn run(&mut self, step: usize) -> u32 {
        let (a, b, c, d, e, f) = self.args;
        self.backend
            .call(&mut self.store, (step as u32, a, b, c, d, e, f))
            .expect("no trap")
    }
}

fn main() {
    let n: u32 = std::env::args()
        .nth(1)
        .map_or(1000, |n| n.parse().expect("n: a number of points"));
    let Ok(path) = std::env::var("EC_WASM_KERNEL") else {
        eprintln!("set EC_WASM_KERNEL to the kernel's .wasm (see this example's documentation)");
        std::process::exit(2);
    };
    let engine = kernel::engine();
    let module = kernel::module(&engine, &path);

    println!("{n} points, medians of 5 runs in ms; +each and +batch: checking the subgroup on top of reading");
    println!(
        "{:<22} {:>6} | {:>9} {:>9} {:>9} {:>6} | {:>9} {:>9} {:>6}",
        "group", "where", "read", "+each", "+batch", "ratio", "backend", "arkworks", "ratio"
    );
    for &name in plain::GROUPS {
        let args = plain::group(name, Inputs(Op::Msm, n)).expect("a group of the table");
        // The fixtures are arkworks `Vec`s; the host's encoding has no length prefix.
        let (bases, scalars) = (&args[0][8..], &args[1][8..]);
        let native = |step: Step| {
            let run = || plain::backend_step(name, step, bases, scalars);
            assert_eq!(run(), Some(Ok(())), "{name} {step:?}");
            median_ms(CALLS, || {
                run();
            })
        };
        let mut kernel = Kernel::new(&engine, &module, name, bases, scalars);
        let mut wasm = |step: Step| {
            let index = Step::ALL.iter().position(|s| *s == step).expect("listed");
            assert_eq!(kernel.run(index), 0, "{name} {step:?} in the kernel");
            median_ms(CALLS, || {
                kernel.run(index);
            })
        };
        let rows: [(&str, &mut dyn FnMut(Step) -> f64); 2] =
            [("native", &mut { native }), ("wasm", &mut wasm)];
        for (place, time) in rows {
            let read = time(Step::Read);
            let each = time(Step::ReadEach) - read;
            let batch = time(Step::ReadBatch) - read;
            let backend = time(Step::BackendMsm);
            let arkworks = time(Step::ArkworksMsm);
            println!(
                "{name:<22} {place:>6} | {read:>9.2} {each:>9.2} {batch:>9.2} {:>6.2} | {backend:>9.2} {arkworks:>9.2} {:>6.2}",
                each / batch,
                arkworks / backend
            );
        }
    }
}
