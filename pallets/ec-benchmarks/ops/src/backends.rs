//! The host's own code (`ec_host_primitives::native`), one step at a time, on a group's MSM
//! inputs: natively, or compiled into Wasm (the bare kernel's `backend` export). In Wasm it is
//! what the `Rfc163` hooks run where RFC-0163 has no host function, so these steps show which of
//! it to compile into a runtime and which to leave to arkworks
//! (`cargo run --release -p ec-benches --example wasm_backends`).

use core::hint::black_box;
use ec_host_primitives::{
    encoding,
    native::{self, GroupBackend, Subgroup},
    Error,
};

/// One step, each from the raw bytes of the host functions' encoding (points or scalars one
/// after the other, no length prefix).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Read the bases: canonical, on the curve; no subgroup check.
    Read,
    /// Read the bases and check each for the subgroup (the group's single-point check).
    ReadEach,
    /// Read the bases and check the list for the subgroup as the host's `validate_*` does (by
    /// random subset sums from `BATCH_FROM` points).
    ReadBatch,
    /// Read bases and scalars (no subgroup check), then the group's MSM backend
    /// (`GroupBackend::msm`).
    BackendMsm,
    /// Read bases and scalars (no subgroup check), then arkworks' MSM
    /// (`VariableBaseMSM::msm`).
    ArkworksMsm,
}

impl Step {
    /// Every step, in the order of their indices (the kernel's `backend` takes an index).
    pub const ALL: [Step; 5] = [
        Step::Read,
        Step::ReadEach,
        Step::ReadBatch,
        Step::BackendMsm,
        Step::ArkworksMsm,
    ];
}

/// Runs `step` on group `A`'s `bases` and `scalars` (as many as the bases).
pub fn run<A: GroupBackend>(step: Step, bases: &[u8], scalars: &[u8]) -> Result<(), Error> {
    let read = |subgroup| native::read_points::<A>(bases, A::MSM_LIMIT, subgroup);
    let points = match step {
        Step::Read | Step::BackendMsm | Step::ArkworksMsm => read(Subgroup::Unchecked)?,
        Step::ReadEach => read(Subgroup::EachPoint)?,
        Step::ReadBatch => read(Subgroup::Batch)?,
    };
    let scalars = || encoding::read_list::<A::ScalarField>(scalars, A::MSM_LIMIT);
    match step {
        Step::BackendMsm => {
            black_box(A::msm(&points, &scalars()?));
        }
        Step::ArkworksMsm => {
            use ark_ec::VariableBaseMSM;
            let sum = A::Group::msm(&points, &scalars()?).map_err(|_| Error::LengthMismatch)?;
            black_box(sum);
        }
        _ => {
            black_box(points);
        }
    }
    Ok(())
}
