//! The input limits every host function checks first: how many points, pairs and scalar limbs
//! one call accepts. They sit below [`crate::native`] and the runtime interface, which both
//! read them; each curve's own values are set from the registry in `lib.rs`.

/// Most points (and scalars) any MSM or `validate` call accepts; each group's own limits
/// ([`GroupLimits`]) are at most this.
pub const MAX_MSM_LEN: usize = 1 << 16;
/// Most pairs any `multi_miller_loop` or `pairing_check` call accepts; each curve's own limit
/// ([`PairingLimits`]) is at most this.
pub const MAX_PAIRS: usize = 256;

/// Input limits of one group's host functions, set by the registry's table in `lib.rs`: chosen so that the
/// slowest accepted call takes well under a second natively (`docs/benchmarks/limits.md`).
/// Callers split larger work.
pub trait GroupLimits {
    /// Most points (and scalars) of one `msm` call.
    const MSM_LIMIT: usize;
    /// Most points of one `validate` call.
    const VALIDATE_LIMIT: usize;
    /// Most points of one `decompress` call: half of [`Self::VALIDATE_LIMIT`], as a square root
    /// costs more than a subgroup check (`docs/benchmarks/limits.md`).
    const DECOMPRESS_LIMIT: usize = Self::VALIDATE_LIMIT / 2;
}

/// Input limits of one pairing curve's host functions (see [`GroupLimits`]).
pub trait PairingLimits: ark_ec::pairing::Pairing<G1Affine: GroupLimits> {
    /// Most pairs of one `multi_miller_loop` or `pairing_check` call.
    const PAIRS_LIMIT: usize;
    /// Most public inputs of one `groth16_verify` call: one `γ_abc` point fewer than one G1
    /// `validate` and one G1 `msm` take.
    const GROTH16_INPUTS_LIMIT: usize = {
        let (msm, validate) = (
            <Self::G1Affine as GroupLimits>::MSM_LIMIT,
            <Self::G1Affine as GroupLimits>::VALIDATE_LIMIT,
        );
        (if msm < validate { msm } else { validate }) - 1
    };
    /// Most proofs of one `groth16_verify_prepared` call: a batch of `k` proofs is one Miller
    /// loop of `k + 3` pairs.
    const GROTH16_PROOFS_LIMIT: usize = Self::PAIRS_LIMIT - 3;
}
/// Most 64-bit limbs of a `mul_*` scalar (1024 bits: enough for any cofactor of these curves).
pub const MAX_SCALAR_LIMBS: usize = 16;
