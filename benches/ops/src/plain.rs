//! Dispatch by name to the plain arkworks types of the curve table, for the columns that run
//! without Substrate (native and the bare Wasm kernel).

use crate::{GroupOp, PairingOp};

/// Declares the name lists and the dispatch from the table.
macro_rules! plain_dispatch {
    (
        groups { $($Group:ident $group:ident [$gark:ty] $ghost:tt $gup:tt,)* }
        pairings { $($Curve:ident $curve:ident [$park:ty] $phost:tt $pup:tt,)* }
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
    };
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
