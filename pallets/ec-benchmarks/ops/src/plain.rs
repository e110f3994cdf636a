//! Dispatch by name to the plain arkworks types of the curve table, and to ark-substrate's
//! types under the hooks that compute in place, for the columns that run without Substrate
//! (native and the bare Wasm kernel).

use crate::{GroupOp, PairingOp};

/// Declares the name lists and the dispatch from the table.
macro_rules! plain_dispatch {
    (
        groups { $($Group:ident $group:ident [$gark:ty] [$gm:ident $GT:ident] $gup:tt,)* }
        pairings { $($Curve:ident $curve:ident [$park:ty] [$pm:ident $PT:ident] $pup:tt,)* }
    ) => {
        /// The groups, by the names the pallet's benchmarks use.
        pub const GROUPS: &[&str] = &[$(stringify!($group)),*];
        /// The pairing-friendly curves, by the names the pallet's benchmarks use.
        pub const PAIRINGS: &[&str] = &[$(stringify!($curve)),*];

        /// Runs `op` with the plain arkworks projective type of the group `name` (points validated by
        /// arkworks, [`EachPoint`](crate::EachPoint)).
        pub fn group<O: GroupOp>(name: &str, op: O) -> Option<O::Output> {
            match name {
                $(stringify!($group) => Some(op.run::<$gark, crate::EachPoint>()),)*
                _ => None,
            }
        }

        /// Runs `step` of [`crate::backends`] on the group `name`'s plain arkworks affine type;
        /// `None` for a name not in the table.
        pub fn backend_step(
            name: &str,
            step: crate::backends::Step,
            bases: &[u8],
            scalars: &[u8],
        ) -> Option<Result<(), ec_host_primitives::Error>> {
            match name {
                $(stringify!($group) => Some(crate::backends::run::<<$gark as ark_ec::CurveGroup>::Affine>(
                    step, bases, scalars,
                )),)*
                _ => None,
            }
        }

        /// Runs `op` with the plain arkworks engine of the curve `name` (points validated by
        /// arkworks).
        pub fn pairing<O: PairingOp>(name: &str, op: O) -> Option<O::Output> {
            match name {
                $(stringify!($curve) => Some(op.run::<$park, crate::EachPoint>()),)*
                _ => None,
            }
        }

        /// Runs `op` with ark-substrate's projective type of the group `name` under the in-place
        /// hooks `hooks`, reading lists as the pallet reads them ([`AsBatch`](crate::AsBatch)).
        pub fn hooked_group<O: GroupOp>(hooks: InPlace, name: &str, op: O) -> Option<O::Output> {
            match (hooks, name) {
                $(
                    (InPlace::Arkworks, stringify!($group)) => Some(op.run::<
                        ark_substrate::$gm::hooked::$GT<ark_substrate::Arkworks>,
                        crate::AsBatch,
                    >()),
                    (InPlace::WasmArkworks, stringify!($group)) => Some(op.run::<
                        ark_substrate::$gm::hooked::$GT<ark_substrate::WasmArkworks>,
                        crate::AsBatch,
                    >()),
                )*
                _ => None,
            }
        }

        /// Runs `op` with ark-substrate's engine of the curve `name` under the in-place hooks
        /// `hooks`, as [`hooked_group`].
        pub fn hooked_pairing<O: PairingOp>(hooks: InPlace, name: &str, op: O) -> Option<O::Output> {
            match (hooks, name) {
                $(
                    (InPlace::Arkworks, stringify!($curve)) => Some(op.run::<
                        ark_substrate::$pm::hooked::$PT<ark_substrate::Arkworks>,
                        crate::AsBatch,
                    >()),
                    (InPlace::WasmArkworks, stringify!($curve)) => Some(op.run::<
                        ark_substrate::$pm::hooked::$PT<ark_substrate::WasmArkworks>,
                        crate::AsBatch,
                    >()),
                )*
                _ => None,
            }
        }

        /// Runs the production verifier's call up to `step`
        /// ([`crate::groth16_prepared::run_until`]) with ark-substrate's engine of the curve
        /// `name` under the in-place hooks `hooks`; `None` for a name not in the table.
        pub fn hooked_groth16_prepared(
            hooks: InPlace,
            name: &str,
            step: crate::groth16_prepared::Step,
            [key, proofs, inputs]: [&[u8]; 3],
        ) -> Option<Result<bool, ec_host_primitives::Error>> {
            use crate::groth16_prepared::run_until;
            match (hooks, name) {
                $(
                    (InPlace::Arkworks, stringify!($curve)) => Some(run_until::<
                        ark_substrate::$pm::hooked::$PT<ark_substrate::Arkworks>,
                    >(step, key, proofs, inputs)),
                    (InPlace::WasmArkworks, stringify!($curve)) => Some(run_until::<
                        ark_substrate::$pm::hooked::$PT<ark_substrate::WasmArkworks>,
                    >(step, key, proofs, inputs)),
                )*
                _ => None,
            }
        }
    };
}

/// ark-substrate's hook sets that compute in place (in Wasm, in a runtime).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InPlace {
    /// `ark_substrate::Arkworks`: arkworks' own fields.
    Arkworks,
    /// `ark_substrate::WasmArkworks`: arkworks' algorithms over fields shaped for Wasm.
    WasmArkworks,
}

impl InPlace {
    /// Both, in the kernel's order.
    pub const ALL: [InPlace; 2] = [InPlace::Arkworks, InPlace::WasmArkworks];
}

crate::curve_table!(plain_dispatch);

/// Runs `op` (a [`GroupOp`] and a [`PairingOp`]) on the curve or group `name`, whichever the
/// operation `on_pairing` asks for.
pub fn any<O: GroupOp<Output = T> + PairingOp<Output = T>, T>(
    on_pairing: bool,
    name: &str,
    op: O,
) -> Option<T> {
    if on_pairing {
        pairing(name, op)
    } else {
        group(name, op)
    }
}

/// [`any`] with ark-substrate's types under the in-place hooks `hooks`.
pub fn any_hooked<O: GroupOp<Output = T> + PairingOp<Output = T>, T>(
    hooks: InPlace,
    on_pairing: bool,
    name: &str,
    op: O,
) -> Option<T> {
    if on_pairing {
        hooked_pairing(hooks, name, op)
    } else {
        hooked_group(hooks, name, op)
    }
}
