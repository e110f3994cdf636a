//! Storage migrations of the pallet.

/// Version 0 → 1: keys stored as ark-groth16's `PreparedVerifyingKey` (over the host types,
/// uncompressed) are rewritten in `groth16_verify_prepared`'s layout
/// ([`ec_groth16::key_bytes`], with the stored `e(α, β)`: nothing is computed again). A key that
/// does not decode keeps its entry with an empty key, so that verifying against it fails with
/// [`crate::Error::CorruptKey`] and its owner can still remove it and get the deposit back.
///
/// Add [`v1::MigrateToV1`] to the runtime's migrations when upgrading a chain with keys stored
/// by version 0; it does nothing on a chain at version 1.
pub mod v1 {
    use crate::{BalanceOf, Config, Keys, MaxPreparedBytes, Pallet, StoredKey};
    use alloc::vec::Vec;
    use codec::Decode;
    use ec_groth16::{engines::host, with_engine, Curve};
    use frame_support::{
        migrations::VersionedMigration, pallet_prelude::*, traits::UncheckedOnRuntimeUpgrade,
    };

    /// A key as version 0 stored it.
    #[derive(Decode)]
    struct OldStoredKey<AccountId, Balance> {
        curve: Curve,
        inputs: u32,
        owner: Option<(AccountId, Balance)>,
        prepared: Vec<u8>,
    }

    /// Version 0's stored key in version 1's layout; `None` if it does not decode.
    pub fn convert(curve: Curve, old: &[u8]) -> Option<Vec<u8>> {
        with_engine!(curve, host, |E| {
            let pvk = ec_groth16::encoding::decode_prepared_unchecked::<E>(old).ok()?;
            Some(ec_groth16::key_bytes(&pvk.vk, &pvk.alpha_g1_beta_g2))
        })
    }

    /// The migration without its version check; use [`MigrateToV1`].
    pub struct UncheckedMigrateToV1<T>(PhantomData<T>);

    impl<T: Config> UncheckedOnRuntimeUpgrade for UncheckedMigrateToV1<T> {
        fn on_runtime_upgrade() -> Weight {
            let mut count = 0u64;
            Keys::<T>::translate::<OldStoredKey<T::AccountId, BalanceOf<T>>, _>(|_, old| {
                count += 1;
                let prepared: BoundedVec<u8, MaxPreparedBytes<T>> =
                    convert(old.curve, &old.prepared)
                        .and_then(|key| key.try_into().ok())
                        .unwrap_or_default();
                Some(StoredKey {
                    curve: old.curve,
                    inputs: old.inputs,
                    owner: old.owner,
                    prepared,
                    commitments: Default::default(),
                })
            });
            T::DbWeight::get().reads_writes(count, count)
        }
    }

    /// [`UncheckedMigrateToV1`], run only while the pallet's storage version is 0, which it then
    /// sets to 1.
    pub type MigrateToV1<T> = VersionedMigration<
        0,
        1,
        UncheckedMigrateToV1<T>,
        Pallet<T>,
        <T as frame_system::Config>::DbWeight,
    >;
}

/// Version 1 → 2: every stored key gets an empty commitment section (version 1 stored keys
/// without commitments only); nothing else changes.
///
/// Add [`v2::MigrateToV2`] to the runtime's migrations, after [`v1::MigrateToV1`], when
/// upgrading a chain with keys stored by version 1; it does nothing on a chain at version 2.
pub mod v2 {
    use crate::{BalanceOf, Config, Keys, MaxPreparedBytes, Pallet, StoredKey};
    use codec::Decode;
    use ec_groth16::Curve;
    use frame_support::{
        migrations::VersionedMigration, pallet_prelude::*, traits::UncheckedOnRuntimeUpgrade,
    };

    /// A key as version 1 stored it.
    #[derive(Decode)]
    pub(crate) struct OldStoredKey<T: Config> {
        pub(crate) curve: Curve,
        pub(crate) inputs: u32,
        pub(crate) owner: Option<(T::AccountId, BalanceOf<T>)>,
        pub(crate) prepared: BoundedVec<u8, MaxPreparedBytes<T>>,
    }

    /// The migration without its version check; use [`MigrateToV2`].
    pub struct UncheckedMigrateToV2<T>(PhantomData<T>);

    impl<T: Config> UncheckedOnRuntimeUpgrade for UncheckedMigrateToV2<T> {
        fn on_runtime_upgrade() -> Weight {
            let mut count = 0u64;
            Keys::<T>::translate::<OldStoredKey<T>, _>(|_, old| {
                count += 1;
                Some(StoredKey {
                    curve: old.curve,
                    inputs: old.inputs,
                    owner: old.owner,
                    prepared: old.prepared,
                    commitments: Default::default(),
                })
            });
            T::DbWeight::get().reads_writes(count, count)
        }
    }

    /// [`UncheckedMigrateToV2`], run only while the pallet's storage version is 1, which it then
    /// sets to 2.
    pub type MigrateToV2<T> = VersionedMigration<
        1,
        2,
        UncheckedMigrateToV2<T>,
        Pallet<T>,
        <T as frame_system::Config>::DbWeight,
    >;
}
