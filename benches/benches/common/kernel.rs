//! The bare Wasm kernel (`ec-wasm-kernel`) under wasmtime, shared by the `columns` bench and the
//! `wasm_backends` and `ring_vrf_steps` examples (included by path: they are separate targets).

use wasmtime::{
    Config, Engine, Instance, Module, OptLevel, Store, TypedFunc, WasmParams, WasmResults,
};

/// A wasmtime engine that compiles as Substrate's executor compiles runtimes.
pub fn engine() -> Engine {
    let mut config = Config::new();
    config.cranelift_opt_level(OptLevel::SpeedAndSize);
    // With `EC_PERFMAP` set, wasmtime writes `/tmp/perf-<pid>.map`, so that `perf record` and
    // `perf report` name the kernel's functions (how the hot spots of a call are found).
    if std::env::var_os("EC_PERFMAP").is_some() {
        config.profiler(wasmtime::ProfilingStrategy::PerfMap);
    }
    Engine::new(&config).expect("wasmtime engine")
}

/// The kernel at `path`, compiled.
pub fn module(engine: &Engine, path: &str) -> Module {
    Module::from_file(engine, path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// One instance of the kernel, into whose memory arguments are written.
pub struct Instantiated {
    pub store: Store<()>,
    instance: Instance,
}

impl Instantiated {
    pub fn new(engine: &Engine, module: &Module) -> Self {
        let mut store = Store::new(engine, ());
        let instance = Instance::new(&mut store, module, &[]).expect("the kernel has no imports");
        Instantiated { store, instance }
    }

    /// Writes `bytes` into memory reserved by the kernel's `alloc`: their address and length.
    pub fn put(&mut self, bytes: &[u8]) -> (u32, u32) {
        let alloc = self.func::<u32, u32>("alloc");
        let memory = self
            .instance
            .get_memory(&mut self.store, "memory")
            .expect("kernel exports memory");
        let address = alloc
            .call(&mut self.store, bytes.len() as u32)
            .expect("alloc");
        memory
            .write(&mut self.store, address as usize, bytes)
            .expect("in bounds");
        (address, bytes.len() as u32)
    }

    /// Writes each argument with [`Self::put`], then the table of their `(address, length)`
    /// pairs that the kernel's `run` and `ring_vrf` take: the table's address and the count.
    // Included by path into each target; `wasm_backends` passes its arguments one by one.
    #[allow(dead_code)]
    pub fn put_args(&mut self, args: &[Vec<u8>]) -> (u32, u32) {
        let mut table = Vec::new();
        for arg in args {
            let (address, len) = self.put(arg);
            table.extend_from_slice(&address.to_le_bytes());
            table.extend_from_slice(&len.to_le_bytes());
        }
        (self.put(&table).0, args.len() as u32)
    }

    /// The kernel's export `name`.
    pub fn func<P: WasmParams, R: WasmResults>(&mut self, name: &str) -> TypedFunc<P, R> {
        self.instance
            .get_typed_func(&mut self.store, name)
            .unwrap_or_else(|e| panic!("kernel export {name}: {e}"))
    }
}
