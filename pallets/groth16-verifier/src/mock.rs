//! A runtime for the pallet's tests: balances for deposits, root or any signed account may
//! register. Natively, the host functions run in-process.

use crate as pallet_groth16_verifier;
use frame_support::{derive_impl, parameter_types, traits::EitherOf};
use frame_system::EnsureRoot;
use sp_runtime::BuildStorage;

type Block = frame_system::mocking::MockBlock<Test>;

frame_support::construct_runtime!(
    pub enum Test {
        System: frame_system,
        Balances: pallet_balances,
        Groth16: pallet_groth16_verifier,
    }
);

#[derive_impl(frame_system::config_preludes::TestDefaultConfig)]
impl frame_system::Config for Test {
    type Block = Block;
    type AccountData = pallet_balances::AccountData<u64>;
}

#[derive_impl(pallet_balances::config_preludes::TestDefaultConfig)]
impl pallet_balances::Config for Test {
    type AccountStore = System;
}

parameter_types! {
    pub const MaxPublicInputs: u32 = 8;
}

/// Deposit: 1 000 plus 1 per stored byte.
pub const DEPOSIT_BASE: u64 = 1_000;

impl pallet_groth16_verifier::Config for Test {
    type Currency = Balances;
    type RuntimeHoldReason = RuntimeHoldReason;
    type RegisterOrigin = EitherOf<
        pallet_groth16_verifier::RootRegisters<u64>,
        pallet_groth16_verifier::SignedRegisters<u64>,
    >;
    type ManagerOrigin = EnsureRoot<u64>;
    type KeyDepositBase = frame_support::traits::ConstU64<DEPOSIT_BASE>;
    type KeyDepositPerByte = frame_support::traits::ConstU64<1>;
    type MaxPublicInputs = MaxPublicInputs;
    type MaxCommitments = frame_support::traits::ConstU32<2>;
    type MaxKeyBytes = frame_support::traits::ConstU32<8192>;
    type MaxBatch = frame_support::traits::ConstU32<8>;
    type MaxSp1PublicValues = frame_support::traits::ConstU32<1024>;
    type WeightInfo = ();
}

/// Accounts 1 and 2 hold 1 000 000 each; block number 1, so that events are recorded.
pub fn new_test_ext() -> sp_io::TestExternalities {
    let mut storage = frame_system::GenesisConfig::<Test>::default()
        .build_storage()
        .unwrap();
    pallet_balances::GenesisConfig::<Test> {
        balances: vec![(1, 1_000_000), (2, 1_000_000)],
        ..Default::default()
    }
    .assimilate_storage(&mut storage)
    .unwrap();
    let mut ext = sp_io::TestExternalities::new(storage);
    ext.execute_with(|| System::set_block_number(1));
    ext
}
