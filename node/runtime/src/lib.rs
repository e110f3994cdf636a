//! Development runtime: FRAME system, timestamp, Aura and GRANDPA, balances, transaction
//! payment, sudo, the Groth16 verifier and the elliptic-curve benchmarking pallet, whose host
//! variant calls the `elliptic_curves` host functions (so a node running it must register
//! `ec_host_primitives::HostFunctions`).

#![cfg_attr(not(feature = "std"), no_std)]
#![recursion_limit = "512"]

#[cfg(feature = "std")]
include!(concat!(env!("OUT_DIR"), "/wasm_binary.rs"));

/// The runtime's Wasm in the parachain profile (feature `rfc163`): ark-substrate's `Rfc163`
/// hooks, so that it imports RFC-0163's host functions (`ext_host_calls_*`) and no
/// `elliptic_curves` function.
#[cfg(feature = "std")]
pub mod rfc163 {
    include!(concat!(env!("OUT_DIR"), "/ec_runtime_rfc163.rs"));
}

/// The runtime's Wasm in the Polkadot profile (feature `polkadot`): ark-substrate's
/// `WasmArkworks` hooks, so that it imports only `sp-io`'s functions, what a parachain of
/// Polkadot may call today.
#[cfg(feature = "std")]
pub mod polkadot {
    include!(concat!(env!("OUT_DIR"), "/ec_runtime_polkadot.rs"));
}

/// `pallet-groth16-verifier`'s weights in the parachain profile, benchmarked on that profile's
/// runtime (`scripts/weights.sh`).
pub mod rfc163_weights;

/// `pallet-groth16-verifier`'s weights in the Polkadot profile, benchmarked on that profile's
/// runtime (`scripts/weights.sh`).
pub mod polkadot_weights;

extern crate alloc;

use alloc::{borrow::Cow, vec, vec::Vec};
use frame_support::{
    derive_impl,
    dispatch::DispatchClass,
    genesis_builder_helper::{build_state, get_preset},
    parameter_types,
    traits::{ConstBool, ConstU128, ConstU16, ConstU32, ConstU64},
    weights::{
        constants::{WEIGHT_REF_TIME_PER_MICROS, WEIGHT_REF_TIME_PER_SECOND},
        IdentityFee, Weight,
    },
};
use frame_system::limits::{BlockLength, BlockWeights};
use pallet_transaction_payment::{FeeDetails, FungibleAdapter, RuntimeDispatchInfo};
use sp_api::impl_runtime_apis;
use sp_consensus_aura::sr25519::AuthorityId as AuraId;
use sp_consensus_grandpa::AuthorityId as GrandpaId;
use sp_core::OpaqueMetadata;
use sp_genesis_builder::PresetId;
use sp_runtime::{
    generic,
    traits::{BlakeTwo256, Block as BlockT, IdentifyAccount, Verify},
    transaction_validity::{TransactionSource, TransactionValidity},
    ApplyExtrinsicResult, MultiSignature, Perbill,
};
use sp_version::RuntimeVersion;

/// Signature of a transaction.
pub type Signature = MultiSignature;
/// Account identifier: the public key of the signature scheme.
pub type AccountId = <<Signature as Verify>::Signer as IdentifyAccount>::AccountId;
/// Balance of an account.
pub type Balance = u128;
/// Transaction index of an account.
pub type Nonce = u32;
/// Block number.
pub type BlockNumber = u32;
/// Block hash.
pub type Hash = sp_core::H256;

/// One unit of the native token.
pub const UNIT: Balance = 1_000_000_000_000;

/// Milliseconds per Aura slot. A block carries at most 1 s of computation
/// ([`RuntimeBlockWeights`]); Aura gives its author two thirds of the slot to build it, and the
/// rest of the slot is for the other nodes to import it. (Substrate's templates use 6 s; a
/// 3 s slot keeps a block's computation within a third of it, and a local network's runs short.)
/// On the manual-seal dev chains every block takes the next slot.
pub const SLOT_DURATION: u64 = 3000;

/// Opaque types for the node, which knows nothing of the runtime's extrinsics.
pub mod opaque {
    use super::*;
    pub use sp_runtime::OpaqueExtrinsic as UncheckedExtrinsic;
    /// Block header.
    pub type Header = generic::Header<BlockNumber, BlakeTwo256>;
    /// Block.
    pub type Block = generic::Block<Header, UncheckedExtrinsic>;

    sp_runtime::impl_opaque_keys! {
        /// A validator's session keys: Aura's (sr25519) for authoring, GRANDPA's (ed25519) for
        /// finality. `--alice` and the other dev flags put the dev seed's into the keystore.
        pub struct SessionKeys {
            /// Aura.
            pub aura: Aura,
            /// GRANDPA.
            pub grandpa: Grandpa,
        }
    }
}

/// The runtime version, given its spec version (`runtime_version` takes literals only).
macro_rules! runtime_version {
    ($spec_version:tt) => {
        /// The runtime version.
        #[sp_version::runtime_version]
        pub const VERSION: RuntimeVersion = RuntimeVersion {
            spec_name: Cow::Borrowed("ec-dev"),
            impl_name: Cow::Borrowed("ec-dev"),
            authoring_version: 1,
            spec_version: $spec_version,
            impl_version: 1,
            apis: RUNTIME_API_VERSIONS,
            transaction_version: 1,
            system_version: 1,
        };
    };
}
#[cfg(not(feature = "next-spec-version"))]
runtime_version!(1);
// The same runtime under the next spec version: the Wasm `scripts/network.sh` upgrades its chain
// to (`sudo(set_code)`). Built by build.rs only; never turn the feature on in a native build.
#[cfg(feature = "next-spec-version")]
runtime_version!(2);

/// Transaction extensions, checked in order.
pub type TxExtension = (
    frame_system::CheckNonZeroSender<Runtime>,
    frame_system::CheckSpecVersion<Runtime>,
    frame_system::CheckTxVersion<Runtime>,
    frame_system::CheckGenesis<Runtime>,
    frame_system::CheckEra<Runtime>,
    frame_system::CheckNonce<Runtime>,
    frame_system::CheckWeight<Runtime>,
    pallet_transaction_payment::ChargeTransactionPayment<Runtime>,
);

/// Address format.
pub type Address = sp_runtime::MultiAddress<AccountId, ()>;
/// Block header.
pub type Header = generic::Header<BlockNumber, BlakeTwo256>;
/// Extrinsic, as submitted.
pub type UncheckedExtrinsic =
    generic::UncheckedExtrinsic<Address, RuntimeCall, Signature, TxExtension>;
/// Block.
pub type Block = generic::Block<Header, UncheckedExtrinsic>;
/// Dispatches to the pallets.
pub type Executive = frame_executive::Executive<
    Runtime,
    Block,
    frame_system::ChainContext<Runtime>,
    Runtime,
    AllPalletsWithSystem,
    Migrations,
>;

/// Storage migrations run on a runtime upgrade; each does nothing once its pallet is at its
/// version (a new chain starts there).
pub type Migrations = (
    pallet_groth16_verifier::migrations::v1::MigrateToV1<Runtime>,
    pallet_groth16_verifier::migrations::v2::MigrateToV2<Runtime>,
);

#[frame_support::runtime]
mod runtime {
    #[runtime::runtime]
    #[runtime::derive(
        RuntimeCall,
        RuntimeEvent,
        RuntimeError,
        RuntimeOrigin,
        RuntimeFreezeReason,
        RuntimeHoldReason,
        RuntimeSlashReason,
        RuntimeLockId,
        RuntimeTask,
        RuntimeViewFunction
    )]
    pub struct Runtime;

    #[runtime::pallet_index(0)]
    pub type System = frame_system::Pallet<Runtime>;
    #[runtime::pallet_index(1)]
    pub type Timestamp = pallet_timestamp::Pallet<Runtime>;
    #[runtime::pallet_index(2)]
    pub type Balances = pallet_balances::Pallet<Runtime>;
    #[runtime::pallet_index(3)]
    pub type TransactionPayment = pallet_transaction_payment::Pallet<Runtime>;
    #[runtime::pallet_index(4)]
    pub type Sudo = pallet_sudo::Pallet<Runtime>;
    #[runtime::pallet_index(5)]
    pub type Aura = pallet_aura::Pallet<Runtime>;
    #[runtime::pallet_index(6)]
    pub type Grandpa = pallet_grandpa::Pallet<Runtime>;
    // A lab tool, left out of the parachain and Polkadot profiles, whose host variant would run
    // in Wasm there: in those profiles only the benchmarking build has it.
    #[cfg(any(
        not(any(feature = "rfc163", feature = "polkadot")),
        feature = "runtime-benchmarks"
    ))]
    #[runtime::pallet_index(10)]
    pub type EcBenchmarks = pallet_ec_benchmarks::Pallet<Runtime>;
    #[runtime::pallet_index(11)]
    pub type Groth16Verifier = pallet_groth16_verifier::Pallet<Runtime>;
}

/// What every extrinsic is charged beside its call (FRAME's `base_extrinsic`): its signature,
/// nonce and fee checks, its events, and the block builder's work to apply it. FRAME's default,
/// `ExtrinsicBaseWeight` (0.108 ms), is measured on Parity's reference machine; on the slowest VM
/// of this project's kind the node's test `extrinsic_base_weight_covers_an_extrinsics_overhead`
/// (a block of 100 signed remarks against an empty block) measured 0.35 to 0.38 ms per
/// extrinsic on 2026-11-29, and there a host call charged its benchmarked weight plus FRAME's
/// base went over by that. 0.5 ms leaves about a third to spare.
pub const EXTRINSIC_BASE_WEIGHT: Weight = Weight::from_parts(500 * WEIGHT_REF_TIME_PER_MICROS, 0);

parameter_types! {
    pub const Version: RuntimeVersion = VERSION;
    /// 1 s of computation per block (the dev node seals one a second), 3/4 of it for normal
    /// extrinsics: no extrinsic is admitted whose declared weight, which covers its worst case,
    /// is more than 0.75 s. (A BW6-761 Groth16 verification in Wasm with 16 inputs is about
    /// 0.5 s; larger plain-Wasm work is refused before it runs.)
    pub RuntimeBlockWeights: BlockWeights = {
        let block = Weight::from_parts(WEIGHT_REF_TIME_PER_SECOND, u64::MAX);
        let normal = Perbill::from_percent(75) * block;
        // FRAME's `with_sensible_defaults`, with this node's extrinsic base weight.
        BlockWeights::builder()
            .for_class(DispatchClass::all(), |weights| {
                weights.base_extrinsic = EXTRINSIC_BASE_WEIGHT;
            })
            .for_class(DispatchClass::Normal, |weights| {
                weights.max_total = Some(normal);
            })
            .for_class(DispatchClass::Operational, |weights| {
                weights.max_total = Some(block);
                weights.reserved = Some(block - normal);
            })
            .avg_block_initialization(Perbill::from_percent(10))
            .build_or_panic()
    };
    pub RuntimeBlockLength: BlockLength = BlockLength::builder()
        .max_length(5 * 1024 * 1024)
        .modify_max_length_for_class(DispatchClass::Normal, |max| *max = Perbill::from_percent(75) * *max)
        .build();
}

#[derive_impl(frame_system::config_preludes::SolochainDefaultConfig)]
impl frame_system::Config for Runtime {
    type Block = Block;
    type BlockWeights = RuntimeBlockWeights;
    type BlockLength = RuntimeBlockLength;
    type AccountId = AccountId;
    type Nonce = Nonce;
    type Hash = Hash;
    type Version = Version;
    type AccountData = pallet_balances::AccountData<Balance>;
    type SS58Prefix = ConstU16<42>;
}

/// Aura checks that a block's timestamp falls in its slot; two blocks are at least a slot apart.
impl pallet_timestamp::Config for Runtime {
    type Moment = u64;
    type OnTimestampSet = Aura;
    type MinimumPeriod = ConstU64<{ SLOT_DURATION / 2 }>;
    type WeightInfo = ();
}

/// Aura: the authorities take turns by slot, one block per slot.
impl pallet_aura::Config for Runtime {
    type AuthorityId = AuraId;
    type DisabledValidators = ();
    type MaxAuthorities = ConstU32<32>;
    type AllowMultipleBlocksPerSlot = ConstBool<false>;
    type SlotDuration = pallet_aura::MinimumPeriodTimesTwo<Runtime>;
}

/// GRANDPA: the authority set is fixed at genesis (no session pallet, no staking), so there are
/// no equivocation reports to check against key-ownership proofs.
impl pallet_grandpa::Config for Runtime {
    type RuntimeEvent = RuntimeEvent;
    type WeightInfo = ();
    type MaxAuthorities = ConstU32<32>;
    type MaxNominators = ConstU32<0>;
    type MaxSetIdSessionEntries = ConstU64<0>;
    type KeyOwnerProof = sp_core::Void;
    type EquivocationReportSystem = ();
}

#[derive_impl(pallet_balances::config_preludes::TestDefaultConfig)]
impl pallet_balances::Config for Runtime {
    type Balance = Balance;
    type ExistentialDeposit = ConstU128<{ UNIT / 1000 }>;
    type AccountStore = System;
    type MaxLocks = ConstU32<50>;
}

/// Fees: one unit of balance per picosecond of weight and per byte.
#[derive_impl(pallet_transaction_payment::config_preludes::TestDefaultConfig)]
impl pallet_transaction_payment::Config for Runtime {
    type OnChargeTransaction = FungibleAdapter<Balances, ()>;
    type WeightToFee = IdentityFee<Balance>;
    type LengthToFee = IdentityFee<Balance>;
}

#[derive_impl(pallet_sudo::config_preludes::TestDefaultConfig)]
impl pallet_sudo::Config for Runtime {}

#[cfg(any(
    not(any(feature = "rfc163", feature = "polkadot")),
    feature = "runtime-benchmarks"
))]
impl pallet_ec_benchmarks::Config for Runtime {
    type WeightInfo = pallet_ec_benchmarks::weights::SubstrateWeight<Runtime>;
}

/// Groth16 verifier: any account registers keys for a deposit (root without one), root
/// removes any key.
impl pallet_groth16_verifier::Config for Runtime {
    type Currency = Balances;
    type RuntimeHoldReason = RuntimeHoldReason;
    type RegisterOrigin = frame_support::traits::EitherOf<
        pallet_groth16_verifier::RootRegisters<AccountId>,
        pallet_groth16_verifier::SignedRegisters<AccountId>,
    >;
    type ManagerOrigin = frame_system::EnsureRoot<AccountId>;
    type KeyDepositBase = ConstU128<UNIT>;
    type KeyDepositPerByte = ConstU128<{ UNIT / 1000 }>;
    type MaxPublicInputs = ConstU32<32>;
    // gnark's `Commit` API makes one commitment per circuit unless told otherwise.
    type MaxCommitments = ConstU32<2>;
    // A BW6-761 key with 32 inputs and 2 commitments, each committing to every input and the
    // wire before it, uncompressed: 8 345 bytes.
    type MaxKeyBytes = ConstU32<8448>;
    type MaxBatch = ConstU32<16>;
    // SP1 programs commit a few hundred bytes typically; hashing 16 KiB costs a tenth of the
    // Groth16 check in Wasm.
    type MaxSp1PublicValues = ConstU32<16384>;
    #[cfg(not(any(feature = "rfc163", feature = "polkadot")))]
    type WeightInfo = pallet_groth16_verifier::weights::SubstrateWeight<Runtime>;
    #[cfg(feature = "rfc163")]
    type WeightInfo = rfc163_weights::WeightInfo<Runtime>;
    #[cfg(feature = "polkadot")]
    type WeightInfo = polkadot_weights::WeightInfo<Runtime>;
}

/// Genesis presets: both endow the well-known dev accounts and make Alice sudo. `development`
/// (the manual-seal dev chains) has Alice as its one authority; `local_testnet` (`--chain
/// local`) has Alice, Bob and Charlie, who author with Aura and finalise with GRANDPA.
pub mod genesis {
    use super::*;
    use sp_keyring::{Ed25519Keyring, Sr25519Keyring};

    /// The preset with `authorities`, each a dev seed's (`//Alice`, ...) Aura key (sr25519) and
    /// GRANDPA key (ed25519): what `--alice` and the other dev flags put in the keystore.
    fn preset(authorities: &[(Sr25519Keyring, Ed25519Keyring)]) -> serde_json::Value {
        let accounts: Vec<AccountId> = Sr25519Keyring::iter().map(|k| k.to_account_id()).collect();
        let aura: Vec<AuraId> = authorities.iter().map(|(k, _)| k.public().into()).collect();
        let grandpa: Vec<(GrandpaId, u64)> = authorities
            .iter()
            .map(|(_, k)| (k.public().into(), 1))
            .collect();
        serde_json::json!({
            "balances": { "balances": accounts.iter().map(|a| (a, 1_000_000 * UNIT)).collect::<Vec<_>>() },
            "sudo": { "key": Some(Sr25519Keyring::Alice.to_account_id()) },
            "aura": { "authorities": aura },
            "grandpa": { "authorities": grandpa },
        })
    }

    /// The development preset as a JSON patch: Alice the one authority.
    pub fn development() -> serde_json::Value {
        preset(&[(Sr25519Keyring::Alice, Ed25519Keyring::Alice)])
    }

    /// The local testnet preset as a JSON patch: Alice, Bob and Charlie the authorities.
    pub fn local_testnet() -> serde_json::Value {
        preset(&[
            (Sr25519Keyring::Alice, Ed25519Keyring::Alice),
            (Sr25519Keyring::Bob, Ed25519Keyring::Bob),
            (Sr25519Keyring::Charlie, Ed25519Keyring::Charlie),
        ])
    }

    /// The preset named `id`, as JSON bytes.
    pub fn get(id: &PresetId) -> Option<Vec<u8>> {
        let patch = match id.as_ref() {
            sp_genesis_builder::DEV_RUNTIME_PRESET => development(),
            sp_genesis_builder::LOCAL_TESTNET_RUNTIME_PRESET => local_testnet(),
            _ => return None,
        };
        serde_json::to_vec(&patch).ok()
    }

    /// Names of the presets.
    pub fn names() -> Vec<PresetId> {
        vec![
            PresetId::from(sp_genesis_builder::DEV_RUNTIME_PRESET),
            PresetId::from(sp_genesis_builder::LOCAL_TESTNET_RUNTIME_PRESET),
        ]
    }
}

#[cfg(feature = "runtime-benchmarks")]
mod benches {
    frame_benchmarking::define_benchmarks!(
        [pallet_ec_benchmarks, EcBenchmarks]
        [pallet_groth16_verifier, Groth16Verifier]
    );
}

impl_runtime_apis! {
    impl sp_api::Core<Block> for Runtime {
        fn version() -> RuntimeVersion {
            VERSION
        }

        fn execute_block(block: <Block as BlockT>::LazyBlock) {
            Executive::execute_block(block)
        }

        fn initialize_block(header: &<Block as BlockT>::Header) -> sp_runtime::ExtrinsicInclusionMode {
            Executive::initialize_block(header)
        }
    }

    impl sp_api::Metadata<Block> for Runtime {
        fn metadata() -> OpaqueMetadata {
            OpaqueMetadata::new(Runtime::metadata().into())
        }

        fn metadata_at_version(version: u32) -> Option<OpaqueMetadata> {
            Runtime::metadata_at_version(version)
        }

        fn metadata_versions() -> Vec<u32> {
            Runtime::metadata_versions()
        }
    }

    impl sp_block_builder::BlockBuilder<Block> for Runtime {
        fn apply_extrinsic(extrinsic: <Block as BlockT>::Extrinsic) -> ApplyExtrinsicResult {
            Executive::apply_extrinsic(extrinsic)
        }

        fn finalize_block() -> <Block as BlockT>::Header {
            Executive::finalize_block()
        }

        fn inherent_extrinsics(data: sp_inherents::InherentData) -> Vec<<Block as BlockT>::Extrinsic> {
            data.create_extrinsics()
        }

        fn check_inherents(
            block: <Block as BlockT>::LazyBlock,
            data: sp_inherents::InherentData,
        ) -> sp_inherents::CheckInherentsResult {
            data.check_extrinsics(&block)
        }
    }

    impl sp_transaction_pool::runtime_api::TaggedTransactionQueue<Block> for Runtime {
        fn validate_transaction(
            source: TransactionSource,
            tx: <Block as BlockT>::Extrinsic,
            block_hash: <Block as BlockT>::Hash,
        ) -> TransactionValidity {
            Executive::validate_transaction(source, tx, block_hash)
        }
    }

    impl sp_offchain::OffchainWorkerApi<Block> for Runtime {
        fn offchain_worker(header: &<Block as BlockT>::Header) {
            Executive::offchain_worker(header)
        }
    }

    impl sp_session::SessionKeys<Block> for Runtime {
        fn generate_session_keys(owner: Vec<u8>, seed: Option<Vec<u8>>) -> sp_session::OpaqueGeneratedSessionKeys {
            opaque::SessionKeys::generate(&owner, seed).into()
        }

        fn decode_session_keys(encoded: Vec<u8>) -> Option<Vec<(Vec<u8>, sp_core::crypto::KeyTypeId)>> {
            opaque::SessionKeys::decode_into_raw_public_keys(&encoded)
        }
    }

    impl sp_consensus_aura::AuraApi<Block, AuraId> for Runtime {
        fn slot_duration() -> sp_consensus_aura::SlotDuration {
            sp_consensus_aura::SlotDuration::from_millis(Aura::slot_duration())
        }

        fn authorities() -> Vec<AuraId> {
            pallet_aura::Authorities::<Runtime>::get().into_inner()
        }
    }

    impl sp_consensus_grandpa::GrandpaApi<Block> for Runtime {
        fn grandpa_authorities() -> sp_consensus_grandpa::AuthorityList {
            Grandpa::grandpa_authorities()
        }

        fn current_set_id() -> sp_consensus_grandpa::SetId {
            Grandpa::current_set_id()
        }

        // The authority set is fixed and there is no key-ownership proof (`KeyOwnerProof` is
        // `Void`), so no equivocation report can be made.
        fn submit_report_equivocation_unsigned_extrinsic(
            _equivocation_proof: sp_consensus_grandpa::EquivocationProof<
                <Block as BlockT>::Hash,
                sp_runtime::traits::NumberFor<Block>,
            >,
            _key_owner_proof: sp_consensus_grandpa::OpaqueKeyOwnershipProof,
        ) -> Option<()> {
            None
        }

        fn generate_key_ownership_proof(
            _set_id: sp_consensus_grandpa::SetId,
            _authority_id: GrandpaId,
        ) -> Option<sp_consensus_grandpa::OpaqueKeyOwnershipProof> {
            None
        }
    }

    impl pallet_groth16_verifier::runtime_api::Groth16Api<Block> for Runtime {
        fn verify(
            curve: pallet_groth16_verifier::Curve,
            vk: Vec<u8>,
            proof: Vec<u8>,
            inputs: Vec<Vec<u8>>,
        ) -> Result<bool, ec_groth16::Error> {
            pallet_groth16_verifier::verify_detached::<Runtime>(curve, &vk, &proof, &inputs)
        }
    }

    impl frame_system_rpc_runtime_api::AccountNonceApi<Block, AccountId, Nonce> for Runtime {
        fn account_nonce(account: AccountId) -> Nonce {
            System::account_nonce(account)
        }
    }

    impl pallet_transaction_payment_rpc_runtime_api::TransactionPaymentApi<Block, Balance> for Runtime {
        fn query_info(uxt: <Block as BlockT>::Extrinsic, len: u32) -> RuntimeDispatchInfo<Balance> {
            TransactionPayment::query_info(uxt, len)
        }

        fn query_fee_details(uxt: <Block as BlockT>::Extrinsic, len: u32) -> FeeDetails<Balance> {
            TransactionPayment::query_fee_details(uxt, len)
        }

        fn query_weight_to_fee(weight: Weight) -> Balance {
            TransactionPayment::weight_to_fee(weight)
        }

        fn query_length_to_fee(length: u32) -> Balance {
            TransactionPayment::length_to_fee(length)
        }
    }

    impl sp_genesis_builder::GenesisBuilder<Block> for Runtime {
        fn build_state(config: Vec<u8>) -> sp_genesis_builder::Result {
            build_state::<RuntimeGenesisConfig>(config)
        }

        fn get_preset(id: &Option<PresetId>) -> Option<Vec<u8>> {
            get_preset::<RuntimeGenesisConfig>(id, genesis::get)
        }

        fn preset_names() -> Vec<PresetId> {
            genesis::names()
        }
    }

    #[cfg(feature = "runtime-benchmarks")]
    impl frame_benchmarking::Benchmark<Block> for Runtime {
        fn benchmark_metadata(extra: bool) -> (
            Vec<frame_benchmarking::BenchmarkList>,
            Vec<frame_support::traits::StorageInfo>,
        ) {
            use frame_benchmarking::BenchmarkList;
            use frame_support::traits::StorageInfoTrait;

            let mut list = Vec::<BenchmarkList>::new();
            list_benchmarks!(list, extra);
            let storage_info = AllPalletsWithSystem::storage_info();
            (list, storage_info)
        }

        #[allow(non_local_definitions)]
        fn dispatch_benchmark(
            config: frame_benchmarking::BenchmarkConfig,
        ) -> Result<Vec<frame_benchmarking::BenchmarkBatch>, alloc::string::String> {
            use frame_benchmarking::BenchmarkBatch;
            use frame_support::traits::WhitelistedStorageKeys;

            let whitelist = AllPalletsWithSystem::whitelisted_storage_keys();
            let mut batches = Vec::<BenchmarkBatch>::new();
            let params = (&config, &whitelist);
            add_benchmarks!(params, batches);
            Ok(batches)
        }
    }
}
