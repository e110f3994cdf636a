//! What the host functions compute: plain arkworks behind byte-slice signatures.
//!
//! Nothing here depends on Substrate, so these functions can be called, tested, benchmarked
//! and fuzzed directly. Each host function in [`crate::elliptic_curves`] is a one-line call
//! into this module. All functions return an [`Error`] on bad input and never panic.

use crate::{
    encoding::{self, Point},
    Error, GroupLimits, PairingLimits,
};
use alloc::vec::Vec;
use ark_ec::{
    pairing::{MillerLoopOutput, Pairing},
    CurveGroup,
};
use ark_ff::{One, PrimeField, Zero};

/// Checks that every point of a list is on the curve and in the prime-order subgroup.
pub fn validate<A: GroupBackend>(points: &[u8]) -> Result<(), Error> {
    read_points::<A>(points, A::VALIDATE_LIMIT, true).map(drop)
}

/// Multi-scalar multiplication `Σ scalars[i]·bases[i]` under the group law of the whole curve,
/// written as an affine point.
///
/// Bases are checked to be on the curve (not in the subgroup: see [`validate`]).
pub fn msm<A: GroupBackend>(bases: &[u8], scalars: &[u8], out: &mut [u8]) -> Result<(), Error> {
    let (bases, scalars) = read_msm::<A>(bases, scalars)?;
    write_point::<A>(&A::msm(&bases, &scalars), out)
}

/// Writes a result point in affine form, or [`Error::NoAffineResult`] if it has none.
fn write_point<A: GroupBackend>(point: &A::Group, out: &mut [u8]) -> Result<(), Error> {
    let point = A::checked_affine(point).ok_or(Error::NoAffineResult)?;
    encoding::write_exact(&point, out)
}

/// Whether the backend's multiplication is exact for a base. It may use an endomorphism
/// (`φ(P) = λP`), which holds only in the prime-order subgroup: on curves with a cofactor, other
/// bases take plain double-and-add ([`exact::mul`]). `in_subgroup` runs only where that matters.
fn backend_mul_is_exact<A: GroupBackend>(in_subgroup: impl FnOnce() -> bool) -> bool {
    !A::MUL_NEEDS_SUBGROUP || A::cofactor_is_one() || in_subgroup()
}

/// The bases and scalars of an MSM: same count, at most [`GroupLimits::MSM_LIMIT`], bases on
/// the curve.
#[allow(clippy::type_complexity)]
pub fn read_msm<A: GroupBackend>(
    bases: &[u8],
    scalars: &[u8],
) -> Result<(Vec<A>, Vec<A::ScalarField>), Error> {
    let n = encoding::count(bases, encoding::size_of::<A>(), A::MSM_LIMIT)?;
    if encoding::count(scalars, encoding::size_of::<A::ScalarField>(), A::MSM_LIMIT)? != n {
        return Err(Error::LengthMismatch);
    }
    Ok((
        read_points::<A>(bases, A::MSM_LIMIT, false)?,
        encoding::read_list::<A::ScalarField>(scalars, A::MSM_LIMIT)?,
    ))
}

/// `scalar · base` for a base in raw projective coordinates, written as an affine point.
pub fn mul_projective<A: GroupBackend>(
    base: &[u8],
    scalar: &[u8],
    out: &mut [u8],
) -> Result<(), Error> {
    let scalar = encoding::read_scalar(scalar)?;
    let base = A::read_projective(base)?;
    write_point::<A>(&group_mul::<A>(&base, &scalar), out)
}

/// `scalar · base` under the group law of the whole curve, as `mul_projective` computes it (for
/// runtime-side code that must compute the same).
pub fn group_mul<A: GroupBackend>(base: &A::Group, scalar: &[u64]) -> A::Group {
    if backend_mul_is_exact::<A>(|| base.into_affine().in_subgroup()) {
        A::scalar_mul(base, scalar)
    } else {
        exact::mul(base, scalar)
    }
}

/// `scalar · base` for an affine base, written as an affine point.
pub fn mul_affine<A: GroupBackend>(
    base: &[u8],
    scalar: &[u8],
    out: &mut [u8],
) -> Result<(), Error> {
    let scalar = encoding::read_scalar(scalar)?;
    let base = read_point::<A>(base, false)?;
    let result = if backend_mul_is_exact::<A>(|| base.in_subgroup()) {
        base.scalar_mul_affine(&scalar)
    } else {
        exact::mul(&base.into_group(), &scalar)
    };
    write_point::<A>(&result, out)
}

/// Reads one point, checked to be on the curve, and in the prime-order subgroup if `subgroup`.
pub fn read_point<A: GroupBackend>(bytes: &[u8], subgroup: bool) -> Result<A, Error> {
    let point = encoding::read_point::<A>(bytes)?;
    if subgroup && !point.in_subgroup() {
        return Err(Error::NotInSubgroup);
    }
    Ok(point)
}

/// Reads a list of at most `max` points, each checked as by [`read_point`].
pub fn read_points<A: GroupBackend>(
    bytes: &[u8],
    max: usize,
    subgroup: bool,
) -> Result<Vec<A>, Error> {
    let size = encoding::size_of::<A>();
    encoding::count(bytes, size, max)?;
    bytes
        .chunks_exact(size)
        .map(|chunk| read_point(chunk, subgroup))
        .collect()
}

/// How the host computes a group's subgroup checks, MSMs and scalar multiplications.
///
/// Every result is the group law's on the whole curve (see [`exact`]). By default: arkworks'
/// subgroup check and scalar multiplication, and [`exact::msm`]. BLS12-381's G1 and G2 on the
/// host (feature `std`) use blst, which is faster. The other short Weierstrass groups take their
/// MSMs from [`pippenger`] ([`exact::msm`] below [`pippenger::BATCHED_FROM`] points); Pallas
/// and Vesta (prime order) their MSMs and scalar multiplications from [`glv`]; Bandersnatch's
/// twisted Edwards form both from [`sw_form`] (exact through its points at infinity). BN254's G2,
/// BLS12-377's and BW6-761's G1 and G2 are checked for the subgroup by [`subgroup`]'s
/// endomorphism equations, with arkworks' answers for every point on the curve.
pub trait GroupBackend: Point + GroupLimits {
    /// Whether [`GroupBackend::scalar_mul`] is exact only in the prime-order subgroup (it uses an
    /// endomorphism): bases outside it are then multiplied by [`exact::mul`].
    const MUL_NEEDS_SUBGROUP: bool = false;

    /// Whether a point on the curve is in the prime-order subgroup.
    fn in_subgroup(&self) -> bool {
        self.is_in_subgroup()
    }

    /// `Σ scalars[i]·bases[i]` for bases on the curve; the identity if the lists' lengths differ
    /// (the host functions check the lengths first).
    fn msm(bases: &[Self], scalars: &[Self::ScalarField]) -> Self::Group {
        exact::msm(bases, scalars)
    }

    /// `scalar · base` for a little-endian scalar of any length (see [`Point::mul_projective`]).
    fn scalar_mul(base: &Self::Group, scalar: &[u64]) -> Self::Group {
        Self::mul_projective(base, scalar)
    }

    /// `scalar · self` for an affine point (see [`Point::mul_affine`]).
    fn scalar_mul_affine(&self, scalar: &[u64]) -> Self::Group {
        self.mul_affine(scalar)
    }
}

/// Implements [`GroupBackend`] for one host group: `group_backend!(T)` keeps arkworks,
/// `group_backend!(T, pippenger g1)` takes MSMs from [`pippenger`] (short Weierstrass groups),
/// `group_backend!(T, pippenger g1 + check)` also its subgroup check from the function `check`
/// (one of [`subgroup`]'s), and with `[glv_mul]` after it declares that the curve's own scalar
/// multiplication is GLV ([`GroupBackend::MUL_NEEDS_SUBGROUP`]),
/// `group_backend!(T, glv g1)` MSMs and scalar multiplications from [`glv`] (prime order),
/// `group_backend!(T, sw_form te)` MSMs and scalar multiplications from [`sw_form`] (for an
/// incomplete twisted Edwards form),
/// `group_backend!(T, blst g1)` uses blst's module `g1` on the host. `lib.rs`'s table of host
/// functions invokes it for every group.
macro_rules! group_backend {
    ($affine:ty) => {
        impl $crate::native::GroupBackend for $affine {}
    };
    ($affine:ty, pippenger $group:ident $(+ $subgroup:path)? $([$glv_mul:ident])?) => {
        impl $crate::native::GroupBackend for $affine {
            $(
                // arkworks multiplies by GLV, exact only in the subgroup.
                const MUL_NEEDS_SUBGROUP: bool = stringify!($glv_mul).len() > 0;
            )?
            $(
                fn in_subgroup(&self) -> bool {
                    $subgroup(self)
                }
            )?

            fn msm(bases: &[Self], scalars: &[Self::ScalarField]) -> Self::Group {
                $crate::native::pippenger::msm(bases, scalars)
            }
        }
    };
    ($affine:ty, blst $group:ident) => {
        impl $crate::native::GroupBackend for $affine {
            // GLV and GLS, in blst on the host and in arkworks (G1) without `std`.
            const MUL_NEEDS_SUBGROUP: bool = true;

            #[cfg(feature = "std")]
            fn in_subgroup(&self) -> bool {
                $crate::native::blst::$group::in_subgroup(self)
            }

            #[cfg(feature = "std")]
            fn msm(bases: &[Self], scalars: &[Self::ScalarField]) -> Self::Group {
                $crate::native::blst::$group::msm(bases, scalars)
            }

            #[cfg(feature = "std")]
            fn scalar_mul(base: &Self::Group, scalar: &[u64]) -> Self::Group {
                $crate::native::blst::$group::mul(base, scalar)
            }

            #[cfg(feature = "std")]
            fn scalar_mul_affine(&self, scalar: &[u64]) -> Self::Group {
                let base = ark_ec::AffineRepr::into_group(*self);
                $crate::native::blst::$group::mul(&base, scalar)
            }
        }
    };
    // `glv`, `sw_form`: a module with `msm` and `mul` for the group's MSMs and multiplications.
    ($affine:ty, $module:ident $group:ident) => {
        impl $crate::native::GroupBackend for $affine {
            fn msm(bases: &[Self], scalars: &[Self::ScalarField]) -> Self::Group {
                $crate::native::$module::msm(bases, scalars)
            }

            fn scalar_mul(base: &Self::Group, scalar: &[u64]) -> Self::Group {
                $crate::native::$module::mul(base, scalar)
            }

            fn scalar_mul_affine(&self, scalar: &[u64]) -> Self::Group {
                $crate::native::$module::mul(&ark_ec::AffineRepr::into_group(*self), scalar)
            }
        }
    };
}
pub(crate) use group_backend;

#[cfg(feature = "std")]
pub(crate) mod blst;
pub mod exact;
pub mod glv;
pub mod pippenger;
pub mod subgroup;
pub mod sw_form;

/// Most pairs one arkworks BW6 `multi_miller_loop` call may be given: arkworks 0.6's BW6 model
/// is wrong for more than four non-zero pairs (it processes pairs in chunks of four and starts
/// every chunk's second loop again from `f_u`, so the chunks' product is not the multi-Miller
/// loop). The host and ark-substrate's plain-arkworks hooks both split there.
pub const BW6_PAIRS_PER_LOOP: usize = 4;

/// How the host computes a pairing engine's Miller loop and final exponentiation.
///
/// The `multi_miller_loop` value is arkworks' on every curve, in pieces it gets right (see
/// [`BW6_PAIRS_PER_LOOP`]): it is an output, and the plain-Wasm path of the same type computes
/// arkworks' value too. Where only a final exponentiation's result leaves the host
/// (`pairing_check`, `groth16_verify`, `final_exponentiation`), BLS12-381 on the host (feature
/// `std`) uses blst, which is faster: its Miller-loop value differs from arkworks' by a factor
/// that final exponentiation removes.
pub trait PairingBackend: PairingLimits {
    /// Most pairs one arkworks `multi_miller_loop` call is given.
    const PAIRS_PER_LOOP: usize = usize::MAX;

    /// `Π f(g1[i], g2[i])` for lists of equal length of points on the curve, arkworks' value.
    fn product_of_miller_loops(g1: &[Self::G1Affine], g2: &[Self::G2Affine]) -> Self::TargetField {
        if g1.len() <= Self::PAIRS_PER_LOOP {
            return Self::multi_miller_loop(g1.iter().copied(), g2.iter().copied()).0;
        }
        g1.chunks(Self::PAIRS_PER_LOOP)
            .zip(g2.chunks(Self::PAIRS_PER_LOOP))
            .map(|(a, b)| Self::multi_miller_loop(a.iter().copied(), b.iter().copied()).0)
            .product()
    }

    /// `Π e(g1[i], g2[i])`, the final exponentiation of the Miller loops' product; `None` if that
    /// product is zero.
    fn product_of_pairings(
        g1: &[Self::G1Affine],
        g2: &[Self::G2Affine],
    ) -> Option<Self::TargetField> {
        Self::final_exponent(Self::product_of_miller_loops(g1, g2))
    }

    /// The final exponentiation of `f`; `None` if `f` is not invertible.
    fn final_exponent(f: Self::TargetField) -> Option<Self::TargetField> {
        // Zero is rejected first: arkworks' BW6 model panics on it.
        if f.is_zero() {
            return None;
        }
        Self::final_exponentiation(MillerLoopOutput(f)).map(|output| output.0)
    }
}

impl PairingBackend for ark_bls12_381::Bls12_381 {
    #[cfg(feature = "std")]
    fn product_of_pairings(
        g1: &[Self::G1Affine],
        g2: &[Self::G2Affine],
    ) -> Option<Self::TargetField> {
        blst::final_exponentiation(&blst::multi_miller_loop(g1, g2))
    }

    #[cfg(feature = "std")]
    fn final_exponent(f: Self::TargetField) -> Option<Self::TargetField> {
        blst::final_exponentiation(&f)
    }
}
impl PairingBackend for ark_bls12_377::Bls12_377 {}
impl PairingBackend for ark_bn254::Bn254 {}
impl PairingBackend for ark_bw6_761::BW6_761 {
    const PAIRS_PER_LOOP: usize = BW6_PAIRS_PER_LOOP;
}

/// The one-byte output of a boolean result (`1` true, `0` false).
pub fn flag(out: &mut [u8]) -> Result<&mut u8, Error> {
    match out {
        [flag] => Ok(flag),
        _ => Err(Error::OutputLength),
    }
}

/// Reads the G1 and G2 lists of a pairing call: same length, at most
/// [`PairingLimits::PAIRS_LIMIT`].
#[allow(clippy::type_complexity)]
pub fn read_pairs<E: PairingLimits>(
    g1: &[u8],
    g2: &[u8],
    subgroup: bool,
) -> Result<(Vec<E::G1Affine>, Vec<E::G2Affine>), Error>
where
    E::G1Affine: GroupBackend,
    E::G2Affine: GroupBackend,
{
    let n = encoding::count(g1, encoding::size_of::<E::G1Affine>(), E::PAIRS_LIMIT)?;
    if encoding::count(g2, encoding::size_of::<E::G2Affine>(), E::PAIRS_LIMIT)? != n {
        return Err(Error::LengthMismatch);
    }
    Ok((
        read_points(g1, E::PAIRS_LIMIT, subgroup)?,
        read_points(g2, E::PAIRS_LIMIT, subgroup)?,
    ))
}

/// Product of the Miller loops of the pairs `(g1[i], g2[i])`, written as a target-field element.
///
/// Points are checked to be on the curve, not in the subgroup. The G2 line coefficients are
/// prepared here, natively.
pub fn multi_miller_loop<E: PairingBackend>(
    g1: &[u8],
    g2: &[u8],
    out: &mut [u8],
) -> Result<(), Error>
where
    E::G1Affine: GroupBackend,
    E::G2Affine: GroupBackend,
{
    let (g1, g2) = read_pairs::<E>(g1, g2, false)?;
    encoding::write_exact(&E::product_of_miller_loops(&g1, &g2), out)
}

/// Final exponentiation of a Miller-loop output.
pub fn final_exponentiation<E: PairingBackend>(f: &[u8], out: &mut [u8]) -> Result<(), Error> {
    let result = E::final_exponent(encoding::read(f)?).ok_or(Error::NotInvertible)?;
    encoding::write_exact(&result, out)
}

/// Whether `Π e(g1[i], g2[i]) = 1`, written as one byte (`1` true, `0` false).
///
/// Every point is checked to be on the curve and in the prime-order subgroup. No pairs is true.
pub fn pairing_check<E: PairingBackend>(g1: &[u8], g2: &[u8], out: &mut [u8]) -> Result<(), Error>
where
    E::G1Affine: GroupBackend,
    E::G2Affine: GroupBackend,
{
    let (g1, g2) = read_pairs::<E>(g1, g2, true)?;
    let flag = flag(out)?;
    let holds = E::product_of_pairings(&g1, &g2).is_some_and(|f| f.is_one());
    *flag = u8::from(holds);
    Ok(())
}

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
    let gamma_abc = read_points(gamma_abc, max + 1, true)?;
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
