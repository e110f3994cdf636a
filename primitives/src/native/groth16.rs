//! `groth16_verify_*`, `groth16_verify_prepared_*` and `groth16_verify_prepared_and_check_*`:
//! Groth16 verification in one call (one MSM, one multi-Miller loop, one final exponentiation),
//! against a key as it is and against a prepared key, one proof or a batch, and with a pairing
//! check of the caller's folded into the same final exponentiation.

use super::{
    backend::GroupBackend,
    decode::{flag, read_point, read_points, Subgroup},
    pairing::PairingBackend,
};
use crate::{encoding, error::Error, limits::PairingLimits};
use alloc::vec::Vec;
use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup};
use ark_ff::{One, PrimeField, Zero};

/// The parts of a Groth16 verification call, read and checked (see [`groth16_verify`]).
pub struct Groth16Parts<E: Pairing> {
    /// `α`, then `A`, `C` of the proof.
    pub g1: [E::G1Affine; 3],
    /// `β`, `γ`, `δ`, then `B` of the proof.
    pub g2: [E::G2Affine; 4],
    /// `γ_abc[0..=n]`.
    pub gamma_abc: Vec<E::G1Affine>,
    /// The `n` public inputs.
    pub inputs: Vec<E::ScalarField>,
}

/// Reads a Groth16 verification call: every point on the curve and in the prime-order subgroup,
/// one `γ_abc` point more than inputs, at most [`PairingLimits::GROTH16_INPUTS_LIMIT`] inputs.
pub fn read_groth16<E: PairingLimits>(
    vk: &[u8],
    proof: &[u8],
    inputs: &[u8],
) -> Result<Groth16Parts<E>, Error>
where
    E::G1Affine: GroupBackend,
    E::G2Affine: GroupBackend,
{
    let (g1_size, g2_size) = (
        encoding::size_of::<E::G1Affine>(),
        encoding::size_of::<E::G2Affine>(),
    );
    // `α ‖ β ‖ γ ‖ δ ‖ γ_abc[0] ‖ … ‖ γ_abc[n]`.
    let fixed = g1_size + 3 * g2_size;
    let gamma_abc = vk.get(fixed..).ok_or(Error::LengthMismatch)?;
    let max = E::GROTH16_INPUTS_LIMIT;
    let n = encoding::count(gamma_abc, g1_size, max + 1)?;
    if encoding::count(inputs, encoding::size_of::<E::ScalarField>(), max)? + 1 != n {
        return Err(Error::LengthMismatch);
    }
    // `A ‖ B ‖ C`.
    if proof.len() != 2 * g1_size + g2_size {
        return Err(Error::LengthMismatch);
    }
    // `get` cannot fail after the length checks above; it keeps the reads panic-free anyway.
    let g1 = |bytes: &[u8], at: usize| {
        let bytes = bytes.get(at..at + g1_size).ok_or(Error::LengthMismatch)?;
        read_point::<E::G1Affine>(bytes, true)
    };
    let g2 = |bytes: &[u8], at: usize| {
        let bytes = bytes.get(at..at + g2_size).ok_or(Error::LengthMismatch)?;
        read_point::<E::G2Affine>(bytes, true)
    };
    // Decoded in the documented order: the key's points, the proof's, then the inputs.
    let alpha = g1(vk, 0)?;
    let beta = g2(vk, g1_size)?;
    let gamma = g2(vk, g1_size + g2_size)?;
    let delta = g2(vk, g1_size + 2 * g2_size)?;
    let gamma_abc = read_points(gamma_abc, max + 1, Subgroup::EachPoint)?;
    let (a, b, c) = (
        g1(proof, 0)?,
        g2(proof, g1_size)?,
        g1(proof, g1_size + g2_size)?,
    );
    Ok(Groth16Parts {
        g1: [alpha, a, c],
        g2: [beta, gamma, delta, b],
        gamma_abc,
        inputs: encoding::read_list(inputs, max)?,
    })
}

/// Whether a Groth16 proof verifies, written as one byte (`1` true, `0` false).
///
/// `vk` is `α ‖ β ‖ γ ‖ δ ‖ γ_abc[0] ‖ … ‖ γ_abc[n]`, `proof` is `A ‖ B ‖ C` and `inputs` the `n`
/// public inputs. Every point is checked to be on the curve and in the prime-order subgroup.
/// The check is ark-groth16's equation `e(A, B) = e(α, β)·e(L, γ)·e(C, δ)` with
/// `L = γ_abc[0] + Σ inputs[i]·γ_abc[i + 1]`, computed as one product
/// `e(A, B)·e(−α, β)·e(−L, γ)·e(−C, δ) = 1`: one multi-Miller loop and one final
/// exponentiation.
pub fn groth16_verify<E: PairingBackend>(
    vk: &[u8],
    proof: &[u8],
    inputs: &[u8],
    out: &mut [u8],
) -> Result<(), Error>
where
    E::G1Affine: GroupBackend,
    E::G2Affine: GroupBackend,
{
    let Groth16Parts {
        g1: [alpha, a, c],
        g2: [beta, gamma, delta, b],
        gamma_abc,
        inputs,
    } = read_groth16::<E>(vk, proof, inputs)?;
    let flag = flag(out)?;
    // `read_groth16` returned one more `γ_abc` point than inputs, so there is a first one.
    let (first, rest) = gamma_abc.split_first().ok_or(Error::LengthMismatch)?;
    let mut l = match (rest, &inputs[..]) {
        // One input, the common case: a scalar multiplication (GLV where the curve has it) is
        // about twice as fast as arkworks' MSM of one point, and never hands work to a rayon
        // pool (arkworks' MSM builds one per call when its `parallel` feature is on).
        ([base], [input]) => base.scalar_mul_affine(input.into_bigint().as_ref()),
        _ => E::G1Affine::msm(rest, &inputs),
    };
    l += first;
    let g1 = [a, -alpha, -l.into_affine(), -c];
    let holds = E::product_of_pairings(&g1, &[b, beta, gamma, delta]).is_some_and(|f| f.is_one());
    *flag = u8::from(holds);
    Ok(())
}

/// Domain separation of `groth16_verify_prepared`'s batch coefficients (changing it changes
/// every coefficient, so it is part of the ABI).
pub const BATCH_DOMAIN: &[u8] = b"ec-host-primitives/groth16-batch/v1";

/// The arithmetic [`verify_prepared`] needs, so that one implementation of it serves the host
/// (plain engines with the host's backends: the blanket implementation below) and runtime code
/// that verifies in Wasm (ark-substrate's models, through their hooks). Every method computes
/// on points already checked to be in the prime-order subgroup, except the subgroup checks.
pub trait Groth16Arithmetic: Pairing<G1Affine: encoding::Point, G2Affine: encoding::Point> {
    /// Most public inputs of one call, all proofs together (the curve's
    /// [`PairingLimits::GROTH16_INPUTS_LIMIT`]).
    const INPUTS_LIMIT: usize;
    /// Most proofs per call (the curve's [`PairingLimits::GROTH16_PROOFS_LIMIT`]).
    const PROOFS_LIMIT: usize;

    /// Whether a G1 point on the curve is in the prime-order subgroup.
    fn g1_in_subgroup(point: &Self::G1Affine) -> bool;
    /// Whether a G2 point on the curve is in the prime-order subgroup.
    fn g2_in_subgroup(point: &Self::G2Affine) -> bool;
    /// `Σ scalars[i]·bases[i]`, for lists of equal length.
    fn g1_msm(bases: &[Self::G1Affine], scalars: &[Self::ScalarField]) -> Self::G1;
    /// `scalar·base`.
    fn g1_mul(base: &Self::G1Affine, scalar: &Self::ScalarField) -> Self::G1 {
        *base * *scalar
    }
    /// `Π e(g1[i], g2[i])`, for lists of equal length; `None` if the Miller loops' product is
    /// zero (it never is for points of the subgroups).
    fn pairing_product(g1: &[Self::G1Affine], g2: &[Self::G2Affine]) -> Option<Self::TargetField>;

    /// Whether [`Self::pairing_product_checking_g2`] decides G2 subgroup checks on the way. Where
    /// it does, the verification functions read the proofs' `B` without their subgroup checks
    /// and take those from the pairing instead: the same answers and errors, one multiplication
    /// per proof less. `false` by default.
    const G2_CHECKS_IN_PAIRING: bool = false;

    /// [`Self::pairing_product`] for G2 points on the curve but perhaps outside the subgroup,
    /// and for each pair whether its G2 point is in the subgroup where the pairing decides it
    /// from what it computes anyway (`None` for a pair it does not decide). Where a decided
    /// point is outside, the product may be anything. By default nothing is decided.
    fn pairing_product_checking_g2(
        g1: &[Self::G1Affine],
        g2: &[Self::G2Affine],
    ) -> (Option<Self::TargetField>, Vec<Option<bool>>) {
        (Self::pairing_product(g1, g2), alloc::vec![None; g2.len()])
    }
}

impl<E: PairingBackend> Groth16Arithmetic for E
where
    E::G1Affine: GroupBackend,
    E::G2Affine: GroupBackend,
{
    const INPUTS_LIMIT: usize = E::GROTH16_INPUTS_LIMIT;
    const PROOFS_LIMIT: usize = E::GROTH16_PROOFS_LIMIT;

    fn g1_in_subgroup(point: &Self::G1Affine) -> bool {
        point.in_subgroup()
    }

    fn g2_in_subgroup(point: &Self::G2Affine) -> bool {
        point.in_subgroup()
    }

    fn g1_msm(bases: &[Self::G1Affine], scalars: &[Self::ScalarField]) -> Self::G1 {
        match (bases, scalars) {
            // As in `groth16_verify`: one scalar multiplication beats an MSM of one point.
            ([base], [scalar]) => Self::g1_mul(base, scalar),
            // The trait's contract: every point here is in the subgroup.
            _ => E::g1_msm_in_subgroup(bases, scalars)
                .unwrap_or_else(|| GroupBackend::msm(bases, scalars)),
        }
    }

    fn g1_mul(base: &Self::G1Affine, scalar: &Self::ScalarField) -> Self::G1 {
        E::g1_mul_in_subgroup(base, scalar)
            .unwrap_or_else(|| base.scalar_mul_affine(scalar.into_bigint().as_ref()))
    }

    fn pairing_product(g1: &[Self::G1Affine], g2: &[Self::G2Affine]) -> Option<Self::TargetField> {
        E::product_of_pairings(g1, g2)
    }
}

/// A `groth16_verify_prepared` call, read and checked (see [`verify_prepared`]).
pub struct PreparedParts<E: Pairing> {
    /// `α`.
    pub alpha: E::G1Affine,
    /// `β`.
    pub beta: E::G2Affine,
    /// The key's `e(α, β)`, as given.
    pub alpha_beta: E::TargetField,
    /// `γ`.
    pub gamma: E::G2Affine,
    /// `δ`.
    pub delta: E::G2Affine,
    /// `γ_abc[0..=n]`.
    pub gamma_abc: Vec<E::G1Affine>,
    /// The proofs' `(A, B, C)`.
    pub proofs: Vec<(E::G1Affine, E::G2Affine, E::G1Affine)>,
    /// Every proof's `n` inputs, one proof after the other.
    pub inputs: Vec<E::ScalarField>,
    /// Whether the proofs' `B` were read without their subgroup checks, which the equation then
    /// takes from the pairing ([`Groth16Arithmetic::G2_CHECKS_IN_PAIRING`]).
    unchecked_b: bool,
}

/// Which of a prepared key's checks [`read_prepared_with`] makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyChecks {
    /// Every check of the host function: canonical, on the curve, in the prime-order subgroup.
    All,
    /// Canonical and on the curve, not the subgroups: for a key the caller has checked before
    /// and stored, as the Groth16 verifier pallet does at registration (`prepared_key` of a
    /// checked key). On such a key the answer is [`KeyChecks::All`]'s; only the work differs
    /// (the subgroup checks of `α`, `β`, `γ`, `δ` and every `γ_abc` point).
    Registered,
}

/// Reads a `groth16_verify_prepared` call: the lengths and counts of all three arguments first,
/// then every element in order (the key's, the proofs', the inputs), points on the curve and in
/// the prime-order subgroup, each canonical.
pub fn read_prepared<E: Groth16Arithmetic>(
    key: &[u8],
    proofs: &[u8],
    inputs: &[u8],
) -> Result<PreparedParts<E>, Error> {
    read_prepared_with(key, proofs, inputs, KeyChecks::All)
}

/// The numbers of public inputs per proof (`n`) and of proofs (`k`) of a
/// `groth16_verify_prepared` call, from the lengths of its arguments alone (nothing decoded).
fn prepared_counts<E: Groth16Arithmetic>(
    key: &[u8],
    proofs: &[u8],
    inputs: &[u8],
) -> Result<(usize, usize), Error> {
    use encoding::{compressed_size_of, size_of};
    let g1_size = size_of::<E::G1Affine>();
    let gamma_abc = key
        .get(prepared_head::<E>()..)
        .ok_or(Error::LengthMismatch)?;
    let n = encoding::count(gamma_abc, g1_size, E::INPUTS_LIMIT + 1)?
        .checked_sub(1)
        .ok_or(Error::LengthMismatch)?;
    let proof_size = 2 * compressed_size_of::<E::G1Affine>() + compressed_size_of::<E::G2Affine>();
    let k = encoding::count(proofs, proof_size, E::PROOFS_LIMIT)?;
    // The inputs of all proofs together are bounded like one proof's, so that a batch of many
    // proofs with many inputs each does not multiply the work.
    let total = k.checked_mul(n).ok_or(Error::TooManyElements)?;
    if total > E::INPUTS_LIMIT {
        return Err(Error::TooManyElements);
    }
    if k == 0 || inputs.len() != total * size_of::<E::ScalarField>() {
        return Err(Error::LengthMismatch);
    }
    Ok((n, k))
}

/// The bytes of a prepared key before `γ_abc`: `α ‖ β ‖ e(α, β) ‖ γ ‖ δ`.
fn prepared_head<E: Groth16Arithmetic>() -> usize {
    use encoding::size_of;
    size_of::<E::G1Affine>() + 3 * size_of::<E::G2Affine>() + size_of::<E::TargetField>()
}

// `get` cannot fail after the length checks; it keeps the reads panic-free anyway.
fn at(bytes: &[u8], from: usize, len: usize) -> Result<&[u8], Error> {
    bytes.get(from..from + len).ok_or(Error::LengthMismatch)
}

/// A point canonical, on the curve and (as `in_subgroup` decides) in the subgroup: compressed or
/// uncompressed.
fn checked<A: encoding::Point>(
    bytes: &[u8],
    compressed: bool,
    in_subgroup: fn(&A) -> bool,
) -> Result<A, Error> {
    let point: A = match compressed {
        true => encoding::read_compressed_point(bytes)?,
        false => encoding::read_point(bytes)?,
    };
    in_subgroup(&point)
        .then_some(point)
        .ok_or(Error::NotInSubgroup)
}

/// For points whose subgroup check is made elsewhere: by the caller before it stored them
/// ([`KeyChecks::Registered`]), or by the pairing ([`deferring_b`]).
fn checked_elsewhere<A>(_: &A) -> bool {
    true
}

/// [`read_prepared`] with the key's points checked as `key_checks` says (the proofs' always
/// every way).
pub fn read_prepared_with<E: Groth16Arithmetic>(
    key: &[u8],
    proofs: &[u8],
    inputs: &[u8],
    key_checks: KeyChecks,
) -> Result<PreparedParts<E>, Error> {
    read_parts(key, proofs, inputs, key_checks, false)
}

/// `read(true)`, a call read with the proofs' `B` unchecked for their subgroups, where the
/// pairing decides those checks ([`Groth16Arithmetic::G2_CHECKS_IN_PAIRING`]) and the equation
/// takes them from it; else `read(false)`, every check as it reads. The errors are
/// `read(false)`'s: on an error, reading again with every check gives the error of a `B` outside
/// its subgroup that comes before the failing element, if any, else the same error.
fn deferring_b<E: Groth16Arithmetic, T>(
    read: impl Fn(bool) -> Result<T, Error>,
) -> Result<T, Error> {
    if !E::G2_CHECKS_IN_PAIRING {
        return read(false);
    }
    read(true).map_err(|error| read(false).err().unwrap_or(error))
}

/// [`read_prepared_with`], the proofs' `B` without their subgroup checks if `unchecked_b`.
fn read_parts<E: Groth16Arithmetic>(
    key: &[u8],
    proofs: &[u8],
    inputs: &[u8],
    key_checks: KeyChecks,
    unchecked_b: bool,
) -> Result<PreparedParts<E>, Error> {
    use encoding::{compressed_size_of, size_of};
    prepared_counts::<E>(key, proofs, inputs)?;
    let (g1_size, g2_size) = (size_of::<E::G1Affine>(), size_of::<E::G2Affine>());
    let head = prepared_head::<E>();
    let (g1_packed, g2_packed) = (
        compressed_size_of::<E::G1Affine>(),
        compressed_size_of::<E::G2Affine>(),
    );
    let proof_size = 2 * g1_packed + g2_packed;
    let scalar_size = size_of::<E::ScalarField>();
    let check_key = key_checks == KeyChecks::All;
    let g1 = |bytes: &[u8]| {
        let in_subgroup = match check_key {
            true => E::g1_in_subgroup,
            false => checked_elsewhere,
        };
        checked(bytes, false, in_subgroup)
    };
    let g2 = |bytes: &[u8]| {
        let in_subgroup = match check_key {
            true => E::g2_in_subgroup,
            false => checked_elsewhere,
        };
        checked(bytes, false, in_subgroup)
    };
    let alpha = g1(at(key, 0, g1_size)?)?;
    let beta = g2(at(key, g1_size, g2_size)?)?;
    let alpha_beta = encoding::read(at(key, g1_size + g2_size, head - g1_size - 3 * g2_size)?)?;
    let gamma = g2(at(key, head - 2 * g2_size, g2_size)?)?;
    let delta = g2(at(key, head - g2_size, g2_size)?)?;
    let gamma_abc = key
        .get(head..)
        .ok_or(Error::LengthMismatch)?
        .chunks_exact(g1_size)
        .map(g1)
        .collect::<Result<Vec<_>, _>>()?;
    let packed_g1 = |bytes: &[u8]| checked(bytes, true, E::g1_in_subgroup);
    let packed_g2 = |bytes: &[u8]| {
        let in_subgroup = match unchecked_b {
            true => checked_elsewhere,
            false => E::g2_in_subgroup,
        };
        checked(bytes, true, in_subgroup)
    };
    let proofs = proofs
        .chunks_exact(proof_size)
        .map(|proof| {
            Ok((
                packed_g1(at(proof, 0, g1_packed)?)?,
                packed_g2(at(proof, g1_packed, g2_packed)?)?,
                packed_g1(at(proof, g1_packed + g2_packed, g1_packed)?)?,
            ))
        })
        .collect::<Result<Vec<_>, Error>>()?;
    let inputs = inputs
        .chunks_exact(scalar_size)
        .map(encoding::read)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(PreparedParts {
        alpha,
        beta,
        alpha_beta,
        gamma,
        delta,
        gamma_abc,
        proofs,
        inputs,
        unchecked_b,
    })
}

/// The pairs of a `groth16_verify_prepared_and_check` call: `Π e(g1[j], g2[j])` must be one.
pub struct CheckPairs<E: Pairing> {
    /// The G1 points.
    pub g1: Vec<E::G1Affine>,
    /// The G2 points, as many.
    pub g2: Vec<E::G2Affine>,
}

/// Reads a `groth16_verify_prepared_and_check` call: the lengths and counts of all five
/// arguments first (the first three as [`read_prepared`] checks them, then `g1` and `g2`: equal
/// counts, and `k + m` at most [`Groth16Arithmetic::PROOFS_LIMIT`] for `k` proofs and `m`
/// pairs), then every element in order: the key's, the proofs', the inputs, `g1`'s and `g2`'s
/// (uncompressed, on the curve and, as `checks` says, in the subgroup).
///
/// With [`KeyChecks::Registered`] neither the key's points nor the pairs' are checked for their
/// subgroups: the caller checked them before.
pub fn read_prepared_and_pairs<E: Groth16Arithmetic>(
    key: &[u8],
    proofs: &[u8],
    inputs: &[u8],
    g1: &[u8],
    g2: &[u8],
    checks: KeyChecks,
) -> Result<(PreparedParts<E>, CheckPairs<E>), Error> {
    read_parts_and_pairs([key, proofs, inputs, g1, g2], checks, false)
}

/// [`read_prepared_and_pairs`] on its five arguments, the proofs' `B` without their subgroup
/// checks if `unchecked_b`.
fn read_parts_and_pairs<E: Groth16Arithmetic>(
    [key, proofs, inputs, g1, g2]: [&[u8]; 5],
    checks: KeyChecks,
    unchecked_b: bool,
) -> Result<(PreparedParts<E>, CheckPairs<E>), Error> {
    use encoding::size_of;
    let (_, k) = prepared_counts::<E>(key, proofs, inputs)?;
    let (g1_size, g2_size) = (size_of::<E::G1Affine>(), size_of::<E::G2Affine>());
    let m = encoding::count(g1, g1_size, E::PROOFS_LIMIT)?;
    if encoding::count(g2, g2_size, E::PROOFS_LIMIT)? != m {
        return Err(Error::LengthMismatch);
    }
    if k + m > E::PROOFS_LIMIT {
        return Err(Error::TooManyElements);
    }
    let parts = read_parts::<E>(key, proofs, inputs, checks, unchecked_b)?;
    let check = checks == KeyChecks::All;
    let pairs = CheckPairs {
        g1: g1
            .chunks_exact(g1_size)
            .map(|bytes| {
                checked(
                    bytes,
                    false,
                    if check {
                        E::g1_in_subgroup
                    } else {
                        checked_elsewhere
                    },
                )
            })
            .collect::<Result<Vec<_>, _>>()?,
        g2: g2
            .chunks_exact(g2_size)
            .map(|bytes| {
                checked(
                    bytes,
                    false,
                    if check {
                        E::g2_in_subgroup
                    } else {
                        checked_elsewhere
                    },
                )
            })
            .collect::<Result<Vec<_>, _>>()?,
    };
    Ok((parts, pairs))
}

/// The coefficients `r_i` of a batch of `k` proofs: `seed = BLAKE2b-256(BATCH_DOMAIN ‖
/// BLAKE2b-256(key) ‖ BLAKE2b-256(proofs) ‖ BLAKE2b-256(inputs))` over the three arguments as
/// passed, then `r_i` = the first 16 bytes of `BLAKE2b-256(seed ‖ i)` (`i` as 8 bytes), as a
/// little-endian integer, with 0 replaced by 1.
pub fn batch_coefficients<F: PrimeField>(
    key: &[u8],
    proofs: &[u8],
    inputs: &[u8],
    k: usize,
) -> Vec<F> {
    coefficients(BATCH_DOMAIN, &[key, proofs, inputs], k)
}

/// Domain separation of `groth16_verify_prepared_and_check`'s coefficients (part of the ABI, as
/// [`BATCH_DOMAIN`] is).
pub const AND_CHECK_DOMAIN: &[u8] = b"ec-host-primitives/groth16-and-check/v1";

/// The coefficients of a `groth16_verify_prepared_and_check` call of `k` proofs: as
/// [`batch_coefficients`], with [`AND_CHECK_DOMAIN`] and the hashes of all five arguments, and
/// `k + 1` of them: `r_0 … r_{k−1}` for the proofs of a batch, `r_k` for the pairs.
pub fn and_check_coefficients<F: PrimeField>(
    key: &[u8],
    proofs: &[u8],
    inputs: &[u8],
    g1: &[u8],
    g2: &[u8],
    k: usize,
) -> Vec<F> {
    coefficients(AND_CHECK_DOMAIN, &[key, proofs, inputs, g1, g2], k + 1)
}

/// `count` coefficients of 128 bits from `domain` and the arguments' BLAKE2b-256 hashes.
fn coefficients<F: PrimeField>(domain: &[u8], arguments: &[&[u8]], count: usize) -> Vec<F> {
    use sp_crypto_hashing::blake2_256;
    let mut seed = Vec::with_capacity(domain.len() + 32 * arguments.len());
    seed.extend_from_slice(domain);
    for argument in arguments {
        seed.extend_from_slice(&blake2_256(argument));
    }
    let seed = blake2_256(&seed);
    (0..count as u64)
        .map(|i| {
            let mut block = [0u8; 40];
            block[..32].copy_from_slice(&seed);
            block[32..].copy_from_slice(&i.to_le_bytes());
            let digest = blake2_256(&block);
            let mut low = [0u8; 16];
            low.copy_from_slice(&digest[..16]);
            match u128::from_le_bytes(low) {
                0 => F::one(),
                r => F::from(r),
            }
        })
        .collect()
}

/// Whether every proof of a `groth16_verify_prepared` call verifies (see
/// `docs/host-functions.md`): `key` is `α ‖ β ‖ e(α, β) ‖ γ ‖ δ ‖ γ_abc[0] ‖ … ‖ γ_abc[n]`
/// (uncompressed, `e(α, β)` as given, not checked), `proofs` is `k ≥ 1` proofs `A ‖ B ‖ C`, each
/// point compressed, and `inputs` the `k·n` public inputs, proof after proof.
///
/// One proof: `e(A, B)·e(−L, γ)·e(−C, δ)` equals the key's `e(α, β)`, with
/// `L = γ_abc[0] + Σ x_j·γ_abc[j + 1]`. More: with the [`batch_coefficients`] `r_i`,
/// `Π e(r_i·A_i, B_i) · e(−Σ r_i·L_i, γ) · e(−Σ r_i·C_i, δ) · e(−(Σ r_i)·α, β) = 1`, where
/// `Σ r_i·L_i` is one MSM over `γ_abc` with the combined inputs. Each is one multi-Miller loop
/// and one final exponentiation.
pub fn verify_prepared<E: Groth16Arithmetic>(
    key: &[u8],
    proofs: &[u8],
    inputs: &[u8],
) -> Result<bool, Error> {
    let parts = deferring_b::<E, _>(|b| read_parts(key, proofs, inputs, KeyChecks::All, b))?;
    check_prepared::<E>(&parts, key, proofs, inputs)
}

/// [`verify_prepared`] on a key the caller checked before and stored
/// ([`KeyChecks::Registered`]): the same answer on such a key, without the subgroup checks of
/// its points. Not the host function's contract for other keys.
pub fn verify_registered<E: Groth16Arithmetic>(
    key: &[u8],
    proofs: &[u8],
    inputs: &[u8],
) -> Result<bool, Error> {
    let parts = deferring_b::<E, _>(|b| read_parts(key, proofs, inputs, KeyChecks::Registered, b))?;
    check_prepared::<E>(&parts, key, proofs, inputs)
}

/// Whether every proof verifies under the prepared key ([`verify_prepared`]) **and**
/// `Π e(g1[j], g2[j]) = 1`, with one final exponentiation (see `docs/host-functions.md`): `g1`
/// and `g2` are `m` points each, uncompressed, `k + m` at most the proofs limit.
///
/// With the [`and_check_coefficients`] `r_0 … r_k`, the pairs enter as `(r_k·g1[j], g2[j])`.
/// One proof: `e(A, B)·e(−L, γ)·e(−C, δ)·Π e(r_k·g1[j], g2[j])` equals the key's `e(α, β)`. A
/// batch: [`verify_prepared`]'s batch product, with `r_0 … r_{k−1}`, times
/// `Π e(r_k·g1[j], g2[j])`, is one.
pub fn verify_prepared_and_check<E: Groth16Arithmetic>(
    key: &[u8],
    proofs: &[u8],
    inputs: &[u8],
    g1: &[u8],
    g2: &[u8],
) -> Result<bool, Error> {
    let (parts, pairs) = deferring_b::<E, _>(|b| {
        read_parts_and_pairs([key, proofs, inputs, g1, g2], KeyChecks::All, b)
    })?;
    check_prepared_and_pairs::<E>(&parts, &pairs, [key, proofs, inputs, g1, g2])
}

/// [`verify_prepared_and_check`] on a key and pairs whose points the caller checked before
/// ([`KeyChecks::Registered`]): the same answer on them, without their subgroup checks. Not the
/// host function's contract for other points.
pub fn verify_registered_and_check<E: Groth16Arithmetic>(
    key: &[u8],
    proofs: &[u8],
    inputs: &[u8],
    g1: &[u8],
    g2: &[u8],
) -> Result<bool, Error> {
    let (parts, pairs) = deferring_b::<E, _>(|b| {
        read_parts_and_pairs([key, proofs, inputs, g1, g2], KeyChecks::Registered, b)
    })?;
    check_prepared_and_pairs::<E>(&parts, &pairs, [key, proofs, inputs, g1, g2])
}

/// The verification equation of [`verify_prepared`] on parts it has read from these arguments;
/// [`Error::NotInSubgroup`] if the parts' proofs have a `B` that was read unchecked and is
/// outside its subgroup (never for parts read by the public functions, which check every `B`).
pub fn check_prepared<E: Groth16Arithmetic>(
    parts: &PreparedParts<E>,
    key: &[u8],
    proofs: &[u8],
    inputs: &[u8],
) -> Result<bool, Error> {
    let k = parts.proofs.len();
    let no_pairs = CheckPairs {
        g1: Vec::new(),
        g2: Vec::new(),
    };
    equation::<E>(parts, &no_pairs, || {
        batch_coefficients(key, proofs, inputs, k)
    })
}

/// The equation of [`verify_prepared_and_check`] on parts it has read from `arguments` (the
/// five arguments as passed); its error as [`check_prepared`]'s.
pub fn check_prepared_and_pairs<E: Groth16Arithmetic>(
    parts: &PreparedParts<E>,
    pairs: &CheckPairs<E>,
    arguments: [&[u8]; 5],
) -> Result<bool, Error> {
    let [key, proofs, inputs, g1, g2] = arguments;
    let k = parts.proofs.len();
    equation::<E>(parts, pairs, || {
        and_check_coefficients(key, proofs, inputs, g1, g2, k)
    })
}

/// One multi-Miller loop and one final exponentiation: one proof against `e(α, β)`, or a batch
/// with `coefficients()`' first `k`, and the pairs (if any) scaled by coefficient `k`. The
/// coefficients are computed only when a batch or pairs need them.
fn equation<E: Groth16Arithmetic>(
    parts: &PreparedParts<E>,
    pairs: &CheckPairs<E>,
    coefficients: impl FnOnce() -> Vec<E::ScalarField>,
) -> Result<bool, Error> {
    let points = &parts.proofs;
    // `read_prepared` returned one `γ_abc` point more than inputs per proof.
    let Some((first, rest)) = parts.gamma_abc.split_first() else {
        b_in_subgroups(parts, &[])?;
        return Ok(false);
    };
    let k = points.len();
    let r = match (k, pairs.g1.is_empty()) {
        (1, true) => Vec::new(),
        _ => coefficients(),
    };
    // The pairs' G1 points, each times `r_k`.
    let mut g1: Vec<E::G1> = match r.get(k) {
        Some(r_k) => pairs.g1.iter().map(|p| E::g1_mul(p, r_k)).collect(),
        None => Vec::new(),
    };
    let mut g2: Vec<E::G2Affine> = pairs.g2.clone();
    if let [(a, b, c)] = &points[..] {
        let l = E::g1_msm(rest, &parts.inputs) + first;
        g1.extend([a.into_group(), -l, -c.into_group()]);
        g2.extend([*b, parts.gamma, parts.delta]);
        let g1 = E::G1::normalize_batch(&g1);
        return Ok(product(parts, &g1, &g2, pairs.g2.len())? == Some(parts.alpha_beta));
    }
    // `coefficients()` gave at least `k`; `get` keeps the host panic-free anyway.
    let Some(r) = r.get(..k) else {
        b_in_subgroups(parts, &[])?;
        return Ok(false);
    };
    let (batch_g1, batch_g2) = batch_pairs::<E>(parts, r);
    g1.extend(batch_g1);
    g2.extend(batch_g2);
    let g1 = E::G1::normalize_batch(&g1);
    Ok(product(parts, &g1, &g2, pairs.g2.len())?.is_some_and(|f| f.is_one()))
}

/// `Π e(g1[i], g2[i])` by [`Groth16Arithmetic::pairing_product`]; where the proofs' `B` were
/// read unchecked, by [`Groth16Arithmetic::pairing_product_checking_g2`] with the `B` at
/// `g2[b_from..]`, in the proofs' order, and [`Error::NotInSubgroup`] if one is outside.
fn product<E: Groth16Arithmetic>(
    parts: &PreparedParts<E>,
    g1: &[E::G1Affine],
    g2: &[E::G2Affine],
    b_from: usize,
) -> Result<Option<E::TargetField>, Error> {
    if !parts.unchecked_b {
        return Ok(E::pairing_product(g1, g2));
    }
    let (f, decided) = E::pairing_product_checking_g2(g1, g2);
    b_in_subgroups(parts, decided.get(b_from..).unwrap_or_default())?;
    Ok(f)
}

/// [`Error::NotInSubgroup`] if the proofs' `B` were read unchecked and one is outside its
/// subgroup: as `decided[i]` says for the `i`-th proof's where it says, else by
/// [`Groth16Arithmetic::g2_in_subgroup`].
fn b_in_subgroups<E: Groth16Arithmetic>(
    parts: &PreparedParts<E>,
    decided: &[Option<bool>],
) -> Result<(), Error> {
    let in_subgroups = !parts.unchecked_b
        || parts.proofs.iter().enumerate().all(|(i, (_, b, _))| {
            decided
                .get(i)
                .copied()
                .flatten()
                .unwrap_or_else(|| E::g2_in_subgroup(b))
        });
    in_subgroups.then_some(()).ok_or(Error::NotInSubgroup)
}

/// The pairs of a batch's equation (see [`verify_prepared`]) with the coefficients `r` (one per
/// proof), G1 sides not normalised: `(r_i·A_i, B_i)` for each proof, then
/// `(−Σ r_i·L_i, γ)`, `(−Σ r_i·C_i, δ)`, `(−(Σ r_i)·α, β)`.
pub fn batch_pairs<E: Groth16Arithmetic>(
    parts: &PreparedParts<E>,
    r: &[E::ScalarField],
) -> (Vec<E::G1>, Vec<E::G2Affine>) {
    let PreparedParts {
        alpha,
        beta,
        gamma,
        delta,
        gamma_abc,
        proofs: points,
        inputs: scalars,
        ..
    } = parts;
    let per_proof = gamma_abc.len().saturating_sub(1).max(1);
    let r_sum: E::ScalarField = r.iter().sum();
    let mut combined = alloc::vec![E::ScalarField::zero(); gamma_abc.len()];
    if let Some(first) = combined.first_mut() {
        *first = r_sum;
    }
    for (proof_inputs, r) in scalars.chunks(per_proof).zip(r) {
        for (sum, x) in combined.iter_mut().skip(1).zip(proof_inputs) {
            *sum += *r * x;
        }
    }
    let cs: Vec<E::G1Affine> = points.iter().map(|(_, _, c)| *c).collect();
    let mut g1: Vec<E::G1> = points
        .iter()
        .zip(r)
        .map(|((a, _, _), r)| E::g1_mul(a, r))
        .collect();
    g1.push(-E::g1_msm(gamma_abc, &combined));
    g1.push(-E::g1_msm(&cs, r));
    g1.push(-E::g1_mul(alpha, &r_sum));
    let g2 = points
        .iter()
        .map(|(_, b, _)| *b)
        .chain([*gamma, *delta, *beta])
        .collect();
    (g1, g2)
}

/// Whether every proof verifies, written as one byte (`1` true, `0` false): the host function
/// `<curve>_groth16_verify_prepared` (see [`verify_prepared`]).
pub fn groth16_verify_prepared<E: Groth16Arithmetic>(
    key: &[u8],
    proofs: &[u8],
    inputs: &[u8],
    out: &mut [u8],
) -> Result<(), Error> {
    let parts = read_prepared::<E>(key, proofs, inputs)?;
    let flag = flag(out)?;
    *flag = u8::from(check_prepared::<E>(&parts, key, proofs, inputs)?);
    Ok(())
}

/// Whether every proof verifies and the pairs' product is one, written as one byte (`1` true,
/// `0` false): the host function `<curve>_groth16_verify_prepared_and_check` (see
/// [`verify_prepared_and_check`]).
pub fn groth16_verify_prepared_and_check<E: Groth16Arithmetic>(
    key: &[u8],
    proofs: &[u8],
    inputs: &[u8],
    g1: &[u8],
    g2: &[u8],
    out: &mut [u8],
) -> Result<(), Error> {
    let (parts, pairs) = read_prepared_and_pairs::<E>(key, proofs, inputs, g1, g2, KeyChecks::All)?;
    let flag = flag(out)?;
    *flag = u8::from(check_prepared_and_pairs::<E>(
        &parts,
        &pairs,
        [key, proofs, inputs, g1, g2],
    )?);
    Ok(())
}
