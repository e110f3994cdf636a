//! # Groth16 verifier pallet
//!
//! Verifies Groth16 proofs on BN254, BLS12-381, BLS12-377 and BW6-761 over the ark-substrate
//! types: with their default (`Host`) hooks, every verification, of one proof or of a batch, is
//! one `groth16_verify_prepared` host call (`docs/host-functions.md`), which checks the points
//! and computes natively; in the `rfc163` and `polkadot` profiles (`Rfc163` and `WasmArkworks`
//! hooks) the same code runs in Wasm, where it skips the subgroup checks of the stored key's
//! points (`groth16_verify_registered`: every stored key was checked at registration).
//!
//! - [`Pallet::register_vk`] checks a verifying key and stores it prepared once, in the host
//!   function's layout (`α ‖ β ‖ e(α, β) ‖ γ ‖ δ ‖ γ_abc`, uncompressed, `e(α, β)` computed), so
//!   a verification hands the stored bytes to the host as they are. Degenerate keys (identity
//!   `α`, `β`, `γ` or `δ`) are refused.
//!   [`Config::RegisterOrigin`] decides who may register and whether a deposit (returned on
//!   removal) is held; [`RootRegisters`] makes registration root-only.
//! - Ids are per registrant: `blake2_256(curve ‖ registrant ‖ compressed key)` ([`key_id`]),
//!   so anyone can compute them, and the same key registered by two accounts has two ids. A
//!   registration is its registrant's alone: nobody else can remove it, or block it by
//!   registering the key first. Whoever relies on a key relies on its registrant (or registers
//!   it themselves).
//! - [`Pallet::remove_vk`]: by its registrant, or by [`Config::ManagerOrigin`].
//! - [`Pallet::verify`] and [`Pallet::verify_batch`] (N proofs under one key, one final
//!   exponentiation; the soundness argument of the batch is in `docs/host-functions.md`).
//! - Keys of gnark circuits with commitments (gnark's `Commit` API, at most
//!   [`Config::MaxCommitments`]) register and verify through the same calls: the key's
//!   commitment section is stored beside the prepared key, and each proof, with its
//!   commitments, is checked with [`ec_groth16::commitments::RegisteredKey`]: Groth16 and the
//!   commitments' proof of knowledge with one final exponentiation (one
//!   `groth16_verify_prepared_and_check` host call; a batch too, its proofs of knowledge
//!   folded, [`ec_groth16::commitments::RegisteredKey::verify_batch`]).
//! - [`Pallet::verify_sp1`]: SP1's Groth16 proofs (Succinct's zkVM) under a registered SP1 key,
//!   with the program's key hash and public values: the envelope checked as SP1's own verifier
//!   checks it (the key's version, [`ec_groth16::sp1`]), then the Groth16 check of its five
//!   inputs under the key.
//! - Storage version 2 (the host function's key layout, and the commitment section);
//!   [`migrations::v1`] converts keys stored by version 0 (ark-groth16's
//!   `PreparedVerifyingKey`), [`migrations::v2`] those of version 1.
//!
//! Keys and proofs are arkworks `CanonicalSerialize` bytes, compressed or uncompressed, a key
//! with commitments followed by its commitment section and a proof for it by its commitments
//! and proof of knowledge ([`ec_groth16::commitments`]); public inputs are little-endian
//! scalars. `ec-groth16` (and `ec-node groth16 encode`) produce them from snarkjs and gnark
//! files.
//!
//! Weights cover the worst case of everything a call decodes (`docs/integration.md`):
//! `register_vk` reads the number of inputs and commitments from the key's lengths and counts
//! before decoding it and pays for that many, compressed (the dearer encoding); `verify` and
//! `verify_batch` are charged up front for the most expensive curve and number of commitments a
//! proof of that length can have, compressed, refunded to the key's, and refuse a wrong number
//! of inputs or a proof of the wrong length before decoding anything.

#![cfg_attr(not(feature = "std"), no_std)]
#![deny(missing_docs)]

extern crate alloc;

#[cfg(feature = "runtime-benchmarks")]
mod benchmarking;
pub mod costs;
pub mod migrations;
#[cfg(test)]
mod mock;
pub mod runtime_api;
#[cfg(test)]
mod tests;
pub mod weights;

pub use ec_groth16::Curve;
pub use pallet::*;
pub use weights::WeightInfo;

use alloc::vec::Vec;
use ark_serialize::Compress;
use ec_groth16::{commitments, engines::host, with_engine, PairingCheck, PreparedEngine};
use frame_support::{
    dispatch::WithPostDispatchInfo,
    pallet_prelude::*,
    traits::{
        fungible::{Inspect, Mutate, MutateHold},
        tokens::Precision,
        OriginTrait,
    },
};
use frame_system::pallet_prelude::*;
use sp_runtime::traits::Saturating;

/// Largest scalar encoding, in bytes: BW6-761's scalar field (48 bytes).
pub const MAX_SCALAR_BYTES: u32 = 48;

/// The largest proof for [`Config::MaxCommitments`]: BW6-761's, uncompressed (two G1 points and
/// one G2 point of 192 bytes each, and per commitment and for the proof of knowledge one more
/// G1 point).
pub struct MaxProofBytes<T>(PhantomData<T>);

impl<T: Config> Get<u32> for MaxProofBytes<T> {
    fn get() -> u32 {
        Curve::ALL
            .into_iter()
            .map(|curve| costs::proof_size(curve, T::MaxCommitments::get(), Compress::No))
            .max()
            .unwrap_or_default()
    }
}

/// A proof: arkworks `Proof`, compressed or uncompressed, and for a key with commitments its
/// commitments and proof of knowledge in the same encoding
/// ([`ec_groth16::commitments::encode_proof`]).
pub type ProofBytes<T> = BoundedVec<u8, MaxProofBytes<T>>;
/// A public input: an arkworks scalar (little-endian, below the modulus).
pub type Scalar = BoundedVec<u8, ConstU32<MAX_SCALAR_BYTES>>;
/// The public inputs of one proof.
pub type PublicInputs<T> = BoundedVec<Scalar, <T as Config>::MaxPublicInputs>;
/// A verifying key as given to [`Pallet::register_vk`].
pub type KeyBytes<T> = BoundedVec<u8, <T as Config>::MaxKeyBytes>;
/// Proofs with their inputs, for [`Pallet::verify_batch`].
pub type Batch<T> = BoundedVec<(ProofBytes<T>, PublicInputs<T>), <T as Config>::MaxBatch>;
/// The id of a registration: `blake2_256(SCALE(curve) ‖ SCALE(registrant) ‖ compressed
/// arkworks key)` ([`key_id`]).
pub type KeyId = [u8; 32];
/// The balance type of [`Config::Currency`].
pub type BalanceOf<T> =
    <<T as Config>::Currency as Inspect<<T as frame_system::Config>::AccountId>>::Balance;

/// The largest stored prepared key for [`Config::MaxPublicInputs`] and
/// [`Config::MaxCommitments`] (one point per commitment's wire besides the inputs'): BW6-761's,
/// the largest curve.
pub struct MaxPreparedBytes<T>(PhantomData<T>);

impl<T: Config> Get<u32> for MaxPreparedBytes<T> {
    fn get() -> u32 {
        let points = T::MaxPublicInputs::get().saturating_add(T::MaxCommitments::get());
        Curve::ALL
            .into_iter()
            .map(|curve| prepared_size(curve, points))
            .max()
            .unwrap_or_default()
    }
}

fn prepared_size(curve: Curve, inputs: u32) -> u32 {
    with_engine!(curve, host, |E| ec_groth16::prepared_size::<E>(inputs)) as u32
}

/// The largest stored commitment section ([`ec_groth16::commitments::encode_section`],
/// uncompressed): [`Config::MaxCommitments`] commitments, each committing to every public input
/// and earlier wire, on BW6-761.
pub struct MaxSectionBytes<T>(PhantomData<T>);

impl<T: Config> Get<u32> for MaxSectionBytes<T> {
    fn get() -> u32 {
        let (inputs, commitments) = (T::MaxPublicInputs::get(), T::MaxCommitments::get());
        let committed = (0..commitments).map(|i| inputs.saturating_add(i)).sum();
        Curve::ALL
            .into_iter()
            .map(|curve| {
                with_engine!(curve, host, |E| commitments::section_size::<E>(
                    commitments,
                    committed,
                    Compress::No
                )) as u32
            })
            .max()
            .unwrap_or_default()
    }
}

/// An SP1 proof ([`ec_groth16::sp1`]): the key's prefix, exit code, root, nonce and gnark's raw
/// Groth16 proof.
pub type Sp1Proof = BoundedVec<u8, ConstU32<{ ec_groth16::sp1::PROOF_BYTES as u32 }>>;
/// An SP1 program's public values.
pub type Sp1PublicValues<T> = BoundedVec<u8, <T as Config>::MaxSp1PublicValues>;

/// A registered key.
#[derive(
    Encode, Decode, DecodeWithMemTracking, MaxEncodedLen, TypeInfo, Clone, PartialEq, Eq, Debug,
)]
#[scale_info(skip_type_params(T))]
pub struct StoredKey<T: Config> {
    /// The curve.
    pub curve: Curve,
    /// Number of public inputs the key takes.
    pub inputs: u32,
    /// Who registered it and the deposit held from them (`None`: a privileged origin, without
    /// deposit). Part of the key's id.
    pub owner: Option<(T::AccountId, BalanceOf<T>)>,
    /// The key in `groth16_verify_prepared`'s layout ([`ec_groth16::prepared_key`]); for a
    /// key with commitments `γ_abc` holds one point per commitment's wire after the inputs'.
    pub prepared: BoundedVec<u8, MaxPreparedBytes<T>>,
    /// The key's commitment section ([`ec_groth16::commitments::encode_section`],
    /// uncompressed), empty for a key without commitments.
    pub commitments: BoundedVec<u8, MaxSectionBytes<T>>,
}

impl<T: Config> StoredKey<T> {
    /// The number of commitments of the key (0 for a plain Groth16 key).
    pub fn commitment_count(&self) -> u32 {
        commitments::section_commitments(&self.commitments)
    }
}

/// What [`Pallet::prepare`] makes of a key: its public inputs, its prepared form, its
/// commitment section (uncompressed, empty without commitments) and its compressed encoding.
pub(crate) type Prepared = (u32, Vec<u8>, Vec<u8>, Vec<u8>);

/// [`Config::RegisterOrigin`] for registration by root only, without deposit.
pub struct RootRegisters<AccountId>(PhantomData<AccountId>);

impl<O: OriginTrait<AccountId = AccountId>, AccountId> EnsureOrigin<O>
    for RootRegisters<AccountId>
{
    type Success = Option<AccountId>;

    fn try_origin(o: O) -> Result<Self::Success, O> {
        frame_system::EnsureRoot::<AccountId>::try_origin(o).map(|()| None)
    }

    #[cfg(feature = "runtime-benchmarks")]
    fn try_successful_origin() -> Result<O, ()> {
        Ok(O::root())
    }
}

/// [`Config::RegisterOrigin`] for registration by any signed account, with a deposit.
pub struct SignedRegisters<AccountId>(PhantomData<AccountId>);

impl<O: OriginTrait<AccountId = AccountId>, AccountId: Decode + Clone> EnsureOrigin<O>
    for SignedRegisters<AccountId>
{
    type Success = Option<AccountId>;

    fn try_origin(o: O) -> Result<Self::Success, O> {
        frame_system::EnsureSigned::<AccountId>::try_origin(o).map(Some)
    }

    #[cfg(feature = "runtime-benchmarks")]
    fn try_successful_origin() -> Result<O, ()> {
        frame_system::EnsureSigned::<AccountId>::try_successful_origin()
    }
}

#[frame_support::pallet]
pub mod pallet {
    use super::*;

    /// The storage version: 1 since keys are stored in the host function's layout, 2 since
    /// they have a commitment section.
    pub const STORAGE_VERSION: StorageVersion = StorageVersion::new(2);

    #[pallet::pallet]
    #[pallet::storage_version(STORAGE_VERSION)]
    pub struct Pallet<T>(_);

    /// Configuration of the pallet.
    #[pallet::config]
    pub trait Config: frame_system::Config {
        /// Holds registration deposits.
        type Currency: Mutate<Self::AccountId>
            + MutateHold<Self::AccountId, Reason = Self::RuntimeHoldReason>;
        /// The runtime's hold reasons.
        type RuntimeHoldReason: From<HoldReason>;
        /// Who may register keys: `Some(account)` pays a deposit, `None` (e.g.
        /// [`RootRegisters`]) pays none. [`SignedRegisters`] lets any account register.
        type RegisterOrigin: EnsureOrigin<Self::RuntimeOrigin, Success = Option<Self::AccountId>>;
        /// May remove any key (the deposit goes back to its owner).
        type ManagerOrigin: EnsureOrigin<Self::RuntimeOrigin>;
        /// Deposit per key.
        #[pallet::constant]
        type KeyDepositBase: Get<BalanceOf<Self>>;
        /// Deposit per byte of the stored (prepared) key.
        #[pallet::constant]
        type KeyDepositPerByte: Get<BalanceOf<Self>>;
        /// Most public inputs of a key (and so of a proof).
        #[pallet::constant]
        type MaxPublicInputs: Get<u32>;
        /// Most commitments of a key (gnark's `Commit` API), besides its public inputs.
        #[pallet::constant]
        type MaxCommitments: Get<u32>;
        /// Largest key accepted by [`Pallet::register_vk`], in bytes.
        #[pallet::constant]
        type MaxKeyBytes: Get<u32>;
        /// Most proofs in one [`Pallet::verify_batch`].
        #[pallet::constant]
        type MaxBatch: Get<u32>;
        /// Longest public values of an SP1 program accepted by [`Pallet::verify_sp1`], in bytes.
        #[pallet::constant]
        type MaxSp1PublicValues: Get<u32>;
        /// Weights of the calls.
        type WeightInfo: WeightInfo;
    }

    /// Why the pallet holds funds.
    #[pallet::composite_enum]
    pub enum HoldReason {
        /// The deposit of a registered verifying key.
        KeyDeposit,
    }

    /// Registered verifying keys.
    #[pallet::storage]
    pub type Keys<T: Config> = StorageMap<_, Identity, KeyId, StoredKey<T>>;

    #[pallet::event]
    #[pallet::generate_deposit(pub(super) fn deposit_event)]
    pub enum Event<T: Config> {
        /// A verifying key was registered.
        KeyRegistered {
            /// Its id.
            id: KeyId,
            /// Its curve.
            curve: Curve,
            /// Number of public inputs it takes.
            inputs: u32,
            /// Who registered it (`None`: a privileged origin).
            owner: Option<T::AccountId>,
        },
        /// A verifying key was removed and its deposit released.
        KeyRemoved {
            /// Its id.
            id: KeyId,
        },
        /// A proof verified.
        ProofVerified {
            /// The key.
            id: KeyId,
        },
        /// An SP1 proof verified: `program` (its verifying-key hash) ran with the public values
        /// given and exited with code zero.
        Sp1ProofVerified {
            /// The SP1 key.
            id: KeyId,
            /// The program's verifying-key hash (SP1's `vk.bytes32()`), big-endian.
            program: [u8; 32],
        },
        /// Every proof of a batch verified.
        BatchVerified {
            /// The key.
            id: KeyId,
            /// Number of proofs.
            count: u32,
        },
    }

    #[pallet::error]
    pub enum Error<T> {
        /// No key is registered under this id.
        UnknownKey,
        /// The caller has registered this key already (ids are per registrant).
        KeyAlreadyRegistered,
        /// The key is not an arkworks `VerifyingKey` of the curve: wrong length, or a point not
        /// on the curve or not in the prime-order subgroup.
        MalformedKey,
        /// The key takes more public inputs than `MaxPublicInputs`.
        TooManyPublicInputs,
        /// The proof is not an arkworks `Proof` of the key's curve: wrong length, or a point
        /// not on the curve or not in the prime-order subgroup.
        MalformedProof,
        /// A public input is not a scalar of the key's curve (wrong length or not below the
        /// modulus).
        MalformedPublicInput,
        /// The number of public inputs is not the key's.
        WrongNumberOfPublicInputs,
        /// The proof is well-formed but does not verify (for a batch: at least one does not).
        InvalidProof,
        /// A batch must hold at least one proof.
        EmptyBatch,
        /// Only the key's owner (or the manager origin) may remove it.
        NotOwner,
        /// The stored key does not decode (storage from an incompatible version).
        CorruptKey,
        /// The key's `α`, `β`, `γ` or `δ` is the identity, which would let anyone forge proofs.
        DegenerateKey,
        /// The key has more commitments than `MaxCommitments`.
        TooManyCommitments,
        /// The key is not the Groth16 key of an SP1 version the runtime knows
        /// ([`ec_groth16::sp1::VERSIONS`]).
        NotSp1Key,
        /// The SP1 proof was made for another SP1 version's key than the one given.
        Sp1OtherVersion,
        /// The SP1 proof's recursion root is not its version's.
        Sp1VkRoot,
        /// The SP1 proof's exit code is not zero: the program did not succeed.
        Sp1ExitCode,
    }

    impl<T> From<ec_groth16::sp1::Error> for Error<T> {
        fn from(error: ec_groth16::sp1::Error) -> Self {
            use ec_groth16::sp1::Error as E;
            match error {
                E::Length(_) | E::Encoding => Error::MalformedProof,
                E::UnknownKey => Error::NotSp1Key,
                E::OtherVersion { .. } => Error::Sp1OtherVersion,
                E::VkRoot => Error::Sp1VkRoot,
                E::ExitCode => Error::Sp1ExitCode,
            }
        }
    }

    impl<T> From<ec_groth16::Error> for Error<T> {
        fn from(error: ec_groth16::Error) -> Self {
            use ec_groth16::Error as E;
            match error {
                E::VkLength | E::VkPoint | E::VkEmpty | E::VkCommitment => Error::MalformedKey,
                E::ProofLength | E::ProofPoint | E::ProofCommitment => Error::MalformedProof,
                E::InputLength { .. } | E::InputRange { .. } => Error::MalformedPublicInput,
                E::InputCount { .. } => Error::WrongNumberOfPublicInputs,
                E::PreparedKey => Error::CorruptKey,
                E::VkDegenerate => Error::DegenerateKey,
                E::TooLarge => Error::TooManyPublicInputs,
            }
        }
    }

    #[pallet::hooks]
    impl<T: Config> Hooks<BlockNumberFor<T>> for Pallet<T> {
        /// Every `verify_batch` within the bounds is one host call on every curve
        /// (`commitments::batch_is_one_call` at `MaxBatch` proofs of `MaxPublicInputs` inputs,
        /// with no commitments and with `MaxCommitments`), so the weights, measured at the
        /// bounds, are those of one call.
        fn integrity_test() {
            let (b, n) = (
                T::MaxBatch::get() as usize,
                T::MaxPublicInputs::get() as usize,
            );
            for c in [0, T::MaxCommitments::get() as usize] {
                for curve in Curve::ALL {
                    assert!(
                        with_engine!(curve, host, |E| commitments::batch_is_one_call::<E>(
                            b, n, c
                        )),
                        "{curve:?}: a batch of {b} proofs of {n} inputs and {c} commitments \
                         exceeds one host call"
                    );
                }
            }
        }
    }

    #[pallet::call]
    impl<T: Config> Pallet<T> {
        /// Registers `vk`, an arkworks `VerifyingKey` of `curve` (compressed or uncompressed),
        /// holding a deposit from a signed origin. Its id is [`key_id`] of the caller.
        ///
        /// The numbers of inputs and commitments come from the key's lengths and counts: a key
        /// whose lengths disagree, or with more than `MaxPublicInputs` inputs or
        /// `MaxCommitments` commitments, is refused before anything is decoded.
        #[pallet::call_index(0)]
        #[pallet::weight(costs::register_vk_declared::<T>(*curve, vk))]
        pub fn register_vk(
            origin: OriginFor<T>,
            curve: Curve,
            vk: KeyBytes<T>,
        ) -> DispatchResultWithPostInfo {
            let owner = T::RegisterOrigin::ensure_origin(origin)?;
            let rejected = costs::register_vk::<T>(curve, 0, 0);
            let shape = with_engine!(curve, host, |E| ec_groth16::key_shape::<E>(&vk))
                .ok_or(Error::<T>::MalformedKey.with_weight(rejected))?;
            ensure!(
                shape.inputs <= T::MaxPublicInputs::get(),
                Error::<T>::TooManyPublicInputs.with_weight(rejected)
            );
            ensure!(
                shape.commitments <= T::MaxCommitments::get(),
                Error::<T>::TooManyCommitments.with_weight(rejected)
            );
            let (inputs, prepared, section, compressed) =
                with_engine!(curve, host, |E| Self::prepare::<E>(&vk))?;
            let id = key_id(curve, owner.as_ref(), &compressed);
            ensure!(
                !Keys::<T>::contains_key(id),
                Error::<T>::KeyAlreadyRegistered
            );
            let prepared: BoundedVec<u8, MaxPreparedBytes<T>> = prepared
                .try_into()
                .map_err(|_| Error::<T>::TooManyPublicInputs)?;
            let commitments: BoundedVec<u8, MaxSectionBytes<T>> = section
                .try_into()
                .map_err(|_| Error::<T>::TooManyCommitments)?;
            let stored_bytes = (prepared.len() + commitments.len()) as u32;
            let owner = match owner {
                Some(who) => {
                    let deposit = T::KeyDepositPerByte::get()
                        .saturating_mul(stored_bytes.into())
                        .saturating_add(T::KeyDepositBase::get());
                    T::Currency::hold(&HoldReason::KeyDeposit.into(), &who, deposit)?;
                    Some((who, deposit))
                }
                None => None,
            };
            Self::deposit_event(Event::KeyRegistered {
                id,
                curve,
                inputs,
                owner: owner.as_ref().map(|(who, _)| who.clone()),
            });
            Keys::<T>::insert(
                id,
                StoredKey {
                    curve,
                    inputs,
                    owner,
                    prepared,
                    commitments,
                },
            );
            Ok(Some(costs::register_vk::<T>(curve, inputs, shape.commitments)).into())
        }

        /// Removes a key and releases its deposit: by the account that registered it, or by
        /// the manager origin.
        #[pallet::call_index(1)]
        #[pallet::weight(T::WeightInfo::remove_vk())]
        pub fn remove_vk(origin: OriginFor<T>, id: KeyId) -> DispatchResult {
            let caller = match T::ManagerOrigin::try_origin(origin) {
                Ok(_) => None,
                Err(origin) => Some(ensure_signed(origin)?),
            };
            let key = Keys::<T>::get(id).ok_or(Error::<T>::UnknownKey)?;
            if let Some(caller) = caller {
                ensure!(
                    key.owner
                        .as_ref()
                        .is_some_and(|(owner, _)| *owner == caller),
                    Error::<T>::NotOwner
                );
            }
            if let Some((owner, deposit)) = key.owner {
                T::Currency::release(
                    &HoldReason::KeyDeposit.into(),
                    &owner,
                    deposit,
                    Precision::BestEffort,
                )?;
            }
            Keys::<T>::remove(id);
            Self::deposit_event(Event::KeyRemoved { id });
            Ok(())
        }

        /// Verifies `proof` (arkworks `Proof`) for `public_inputs` under key `id`; emits
        /// [`Event::ProofVerified`] or fails with [`Error::InvalidProof`].
        #[pallet::call_index(2)]
        #[pallet::weight(costs::verify_worst::<T>(proof.len(), public_inputs))]
        pub fn verify(
            origin: OriginFor<T>,
            id: KeyId,
            proof: ProofBytes<T>,
            public_inputs: PublicInputs<T>,
        ) -> DispatchResultWithPostInfo {
            ensure_signed(origin)?;
            let key = Keys::<T>::get(id).ok_or(Error::<T>::UnknownKey)?;
            let commitments = key.commitment_count();
            let actual = costs::verify::<T>(key.curve, key.inputs, commitments);
            // Before decoding anything: the charge covers `public_inputs.len()` inputs, and the
            // key's curve and commitments if the proof and the inputs have their lengths.
            ensure!(
                public_inputs.len() as u32 == key.inputs,
                Error::<T>::WrongNumberOfPublicInputs.with_weight(actual)
            );
            ensure!(
                costs::fits(key.curve, commitments, proof.len()),
                Error::<T>::MalformedProof.with_weight(actual)
            );
            ensure!(
                costs::scalars_fit(key.curve, &public_inputs),
                Error::<T>::MalformedPublicInput.with_weight(actual)
            );
            let valid = with_engine!(key.curve, host, |E| {
                Self::verify_one::<E>(&key, &proof, &public_inputs)
            })
            .map_err(|e| e.with_weight(actual))?;
            ensure!(valid, Error::<T>::InvalidProof.with_weight(actual));
            Self::deposit_event(Event::ProofVerified { id });
            Ok(Some(actual).into())
        }

        /// Verifies every proof of `proofs` (each with its public inputs) under key `id` with
        /// one final exponentiation; emits [`Event::BatchVerified`] or fails with
        /// [`Error::InvalidProof`] if any proof is invalid.
        #[pallet::call_index(3)]
        #[pallet::weight(costs::verify_batch_worst::<T>(proofs))]
        pub fn verify_batch(
            origin: OriginFor<T>,
            id: KeyId,
            proofs: Batch<T>,
        ) -> DispatchResultWithPostInfo {
            ensure_signed(origin)?;
            let key = Keys::<T>::get(id).ok_or(Error::<T>::UnknownKey)?;
            let count = proofs.len() as u32;
            let commitments = key.commitment_count();
            let actual = costs::verify_batch::<T>(key.curve, count, key.inputs, commitments);
            ensure!(count > 0, Error::<T>::EmptyBatch.with_weight(actual));
            // Before decoding anything: the charge covers the longest input list, and the key's
            // commitments if every proof has the length of a proof for them.
            ensure!(
                proofs
                    .iter()
                    .all(|(_, inputs)| inputs.len() as u32 == key.inputs),
                Error::<T>::WrongNumberOfPublicInputs.with_weight(actual)
            );
            ensure!(
                proofs
                    .iter()
                    .all(|(proof, _)| costs::fits(key.curve, commitments, proof.len())),
                Error::<T>::MalformedProof.with_weight(actual)
            );
            ensure!(
                proofs
                    .iter()
                    .all(|(_, inputs)| costs::scalars_fit(key.curve, inputs)),
                Error::<T>::MalformedPublicInput.with_weight(actual)
            );
            let valid = with_engine!(key.curve, host, |E| {
                Self::verify_many::<E>(&key, &proofs)
            })
            .map_err(|e| e.with_weight(actual))?;
            ensure!(valid, Error::<T>::InvalidProof.with_weight(actual));
            Self::deposit_event(Event::BatchVerified { id, count });
            Ok(Some(actual).into())
        }

        /// Verifies an SP1 proof (`proof`, as SP1 writes it) of the program whose verifying-key
        /// hash is `program` (big-endian, SP1's `vk.bytes32()`) with `public_values`, under `id`,
        /// a registered SP1 Groth16 key (SP1's `groth16_vk.bin`, registered with
        /// [`Pallet::register_vk`] as a BN254 key: `ec-node groth16 encode --format sp1` prints
        /// it). First SP1's own checks ([`ec_groth16::sp1::open`]): the proof was made for the
        /// key's version ([`Error::Sp1OtherVersion`]), its root is the version's and its exit
        /// code zero; then the Groth16 check of its five inputs. Emits
        /// [`Event::Sp1ProofVerified`] or fails with [`Error::InvalidProof`].
        #[pallet::call_index(4)]
        #[pallet::weight(costs::verify_sp1::<T>(public_values.len() as u32))]
        pub fn verify_sp1(
            origin: OriginFor<T>,
            id: KeyId,
            program: [u8; 32],
            public_values: Sp1PublicValues<T>,
            proof: Sp1Proof,
        ) -> DispatchResult {
            ensure_signed(origin)?;
            let key = Keys::<T>::get(id).ok_or(Error::<T>::UnknownKey)?;
            let version = ec_groth16::sp1::version_of_prepared(&key.prepared)
                .filter(|_| key.curve == Curve::Bn254 && key.commitments.is_empty())
                .ok_or(Error::<T>::NotSp1Key)?;
            let envelope = ec_groth16::sp1::open(&proof, version).map_err(Error::<T>::from)?;
            let groth16 =
                ec_groth16::sp1::arkworks_proof(envelope.proof).map_err(Error::<T>::from)?;
            let inputs = ec_groth16::sp1::arkworks_inputs(&program, &public_values, &envelope)
                .map(|input| Scalar::truncate_from(input.to_vec()));
            let valid = Self::verify_one::<host::Bn254>(&key, &groth16, &inputs)?;
            ensure!(valid, Error::<T>::InvalidProof);
            Self::deposit_event(Event::Sp1ProofVerified { id, program });
            Ok(())
        }
    }

    impl<T: Config> Pallet<T> {
        /// The input count, stored forms (the prepared key and the commitment section) and
        /// compressed encoding (for its id) of a key given as bytes.
        pub(crate) fn prepare<E: PreparedEngine>(vk: &[u8]) -> Result<Prepared, Error<T>> {
            let (vk, keys, hash) = ec_groth16::decode_key::<E>(vk)?;
            let inputs = vk.gamma_abc_g1.len().saturating_sub(1 + keys.len()) as u32;
            ensure!(
                inputs <= T::MaxPublicInputs::get(),
                Error::<T>::TooManyPublicInputs
            );
            ensure!(
                keys.len() as u32 <= T::MaxCommitments::get(),
                Error::<T>::TooManyCommitments
            );
            let prepared = ec_groth16::prepared_key(&vk);
            let mut section = Vec::new();
            commitments::encode_section(&keys, hash, Compress::No, &mut section)?;
            // For a key without commitments, arkworks' compressed key.
            let compressed = commitments::encode_key(&vk, &keys, hash, Compress::Yes)?;
            Ok((inputs, prepared, section, compressed))
        }

        fn verify_one<E>(
            key: &StoredKey<T>,
            proof: &[u8],
            inputs: &[Scalar],
        ) -> Result<bool, Error<T>>
        where
            E: PreparedEngine + PairingCheck,
        {
            if !key.commitments.is_empty() {
                return Ok(
                    commitments::RegisteredKey::<E>::new(&key.prepared, &key.commitments)?
                        .verify(proof, inputs)?,
                );
            }
            let mut packed_inputs = Vec::new();
            ec_groth16::packed_inputs::<E, _>(inputs, &mut packed_inputs)?;
            let item = (ec_groth16::packed_proof::<E>(proof)?, packed_inputs);
            // Every stored key passed `decode_vk`'s checks when it was registered (and version
            // 0's keys when they were), so the key's points need no subgroup checks again.
            Ok(ec_groth16::verify_registered::<E>(&key.prepared, &[item])?)
        }

        fn verify_many<E>(
            key: &StoredKey<T>,
            proofs: &[(ProofBytes<T>, PublicInputs<T>)],
        ) -> Result<bool, Error<T>>
        where
            E: PreparedEngine + PairingCheck,
        {
            if !key.commitments.is_empty() {
                // Every proof and the proofs of knowledge together: one final exponentiation.
                let key = commitments::RegisteredKey::<E>::new(&key.prepared, &key.commitments)?;
                let proofs: Vec<(&[u8], &[Scalar])> = proofs
                    .iter()
                    .map(|(proof, inputs)| (&proof[..], &inputs[..]))
                    .collect();
                return Ok(key.verify_batch(&proofs)?);
            }
            let items = proofs
                .iter()
                .map(|(proof, inputs)| {
                    let mut packed_inputs = Vec::new();
                    ec_groth16::packed_inputs::<E, _>(inputs, &mut packed_inputs)?;
                    Ok::<_, Error<T>>((ec_groth16::packed_proof::<E>(proof)?, packed_inputs))
                })
                .collect::<Result<Vec<_>, _>>()?;
            Ok(ec_groth16::verify_registered::<E>(&key.prepared, &items)?)
        }
    }
}

/// Verifies without a stored key: what [`runtime_api::Groth16Api::verify`] runs, so tools can
/// check files with the runtime's own code. Bounded like the calls: a key longer than
/// `MaxKeyBytes` or for more than `MaxPublicInputs` inputs or `MaxCommitments` commitments,
/// more inputs than that, or a proof or input longer than any curve's is
/// [`ec_groth16::Error::TooLarge`], before any decoding.
pub fn verify_detached<T: Config>(
    curve: Curve,
    vk: &[u8],
    proof: &[u8],
    inputs: &[Vec<u8>],
) -> Result<bool, ec_groth16::Error> {
    let max_inputs = T::MaxPublicInputs::get();
    let shape = with_engine!(curve, host, |E| ec_groth16::key_shape::<E>(vk));
    if vk.len() > T::MaxKeyBytes::get() as usize
        || shape.is_some_and(|s| s.inputs > max_inputs || s.commitments > T::MaxCommitments::get())
        || inputs.len() > max_inputs as usize
        || proof.len() > MaxProofBytes::<T>::get() as usize
        || inputs
            .iter()
            .any(|input| input.len() > MAX_SCALAR_BYTES as usize)
    {
        return Err(ec_groth16::Error::TooLarge);
    }
    with_engine!(curve, host, |E| ec_groth16::verify_encoded::<E, _>(
        vk, proof, inputs
    ))
}

/// The id of a registration: `blake2_256(SCALE(curve) ‖ SCALE(registrant) ‖ compressed key)`,
/// where `registrant` is the registering account, `None` for a privileged origin.
/// [`Pallet::register_vk`] computes it from the compressed form whatever encoding it was given,
/// so a key has one id per registrant.
pub fn key_id<AccountId: Encode>(
    curve: Curve,
    registrant: Option<&AccountId>,
    compressed_vk: &[u8],
) -> KeyId {
    let mut bytes = curve.encode();
    registrant.encode_to(&mut bytes);
    bytes.extend_from_slice(compressed_vk);
    sp_io::hashing::blake2_256(&bytes)
}
