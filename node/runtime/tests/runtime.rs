//! The checks `#[frame_support::runtime]` generates as unit tests of the runtime crate, run here
//! as an integration test so the test command does not compile the runtime twice.

use ec_runtime::{AllPalletsWithSystem, RuntimeGenesisConfig};
use frame_support::traits::{BuildGenesisConfig, IntegrityTest};

/// Every pallet's `integrity_test` hook (weights within the block limits, constants sane).
#[test]
fn pallets_pass_their_integrity_tests() {
    sp_io::TestExternalities::default().execute_with(AllPalletsWithSystem::integrity_test);
}

/// The default genesis configuration builds.
#[test]
fn default_genesis_config_builds() {
    sp_io::TestExternalities::default().execute_with(|| RuntimeGenesisConfig::default().build());
}
