//! A minimal runtime for the pallet's unit tests. Natively, the host functions run in-process.

use crate as pallet_ec_benchmarks;
use frame_support::derive_impl;
use sp_runtime::BuildStorage;

type Block = frame_system::mocking::MockBlock<Test>;

frame_support::construct_runtime!(
    pub enum Test {
        System: frame_system,
        EcBenchmarks: pallet_ec_benchmarks,
    }
);

#[derive_impl(frame_system::config_preludes::TestDefaultConfig)]
impl frame_system::Config for Test {
    type Block = Block;
}

impl pallet_ec_benchmarks::Config for Test {
    type WeightInfo = ();
}

/// Test externalities with block number 1, so that events are recorded.
pub fn new_test_ext() -> sp_io::TestExternalities {
    let storage = frame_system::GenesisConfig::<Test>::default()
        .build_storage()
        .unwrap();
    let mut ext = sp_io::TestExternalities::new(storage);
    ext.execute_with(|| System::set_block_number(1));
    ext
}
