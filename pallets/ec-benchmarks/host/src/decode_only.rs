//! The decode-only functions natively: each reads and checks its inputs with the same
//! `ec_host_primitives::native` readers as its real counterpart and writes a fixed result of
//! the right size (the identity point, one in the target field, `true`).

use ark_ec::pairing::Pairing;
use ark_ff::{One, Zero};
use ec_host_primitives::{
    encoding,
    native::{self, GroupBackend},
    Error, PairingLimits,
};

/// Reads like `native::msm`, writes the identity.
pub fn msm<A: GroupBackend>(bases: &[u8], scalars: &[u8], out: &mut [u8]) -> Result<(), Error> {
    native::read_msm::<A>(bases, scalars)?;
    encoding::write_exact(&A::zero(), out)
}

/// Reads like `native::mul_projective`, writes the identity.
pub fn mul_projective<A: GroupBackend>(
    base: &[u8],
    scalar: &[u8],
    out: &mut [u8],
) -> Result<(), Error> {
    encoding::read_scalar(scalar)?;
    A::read_projective(base)?;
    encoding::write_exact(&A::zero(), out)
}

/// Reads like `native::mul_affine`, writes the identity.
pub fn mul_affine<A: GroupBackend>(
    base: &[u8],
    scalar: &[u8],
    out: &mut [u8],
) -> Result<(), Error> {
    encoding::read_scalar(scalar)?;
    native::read_point::<A>(base, false)?;
    encoding::write_exact(&A::zero(), out)
}

/// Reads like `native::multi_miller_loop`, writes one.
pub fn multi_miller_loop<E: PairingLimits>(
    g1: &[u8],
    g2: &[u8],
    out: &mut [u8],
) -> Result<(), Error>
where
    E::G1Affine: GroupBackend,
    E::G2Affine: GroupBackend,
{
    native::read_pairs::<E>(g1, g2, false)?;
    encoding::write_exact(&E::TargetField::one(), out)
}

/// Reads like `native::final_exponentiation`, writes one.
pub fn final_exponentiation<E: Pairing>(f: &[u8], out: &mut [u8]) -> Result<(), Error> {
    let f: E::TargetField = encoding::read(f)?;
    if f.is_zero() {
        return Err(Error::NotInvertible);
    }
    encoding::write_exact(&E::TargetField::one(), out)
}

/// Reads like `native::pairing_check` (with subgroup checks), writes `true`.
pub fn pairing_check<E: PairingLimits>(g1: &[u8], g2: &[u8], out: &mut [u8]) -> Result<(), Error>
where
    E::G1Affine: GroupBackend,
    E::G2Affine: GroupBackend,
{
    native::read_pairs::<E>(g1, g2, true)?;
    *native::flag(out)? = 1;
    Ok(())
}

/// Reads like `native::groth16_verify` (with subgroup checks), writes `true`.
pub fn groth16_verify<E: PairingLimits>(
    vk: &[u8],
    proof: &[u8],
    inputs: &[u8],
    out: &mut [u8],
) -> Result<(), Error>
where
    E::G1Affine: GroupBackend,
    E::G2Affine: GroupBackend,
{
    native::read_groth16::<E>(vk, proof, inputs)?;
    *native::flag(out)? = 1;
    Ok(())
}

/// Reads like `native::groth16_verify_prepared` (with subgroup checks), writes `true`.
pub fn groth16_verify_prepared<E: native::Groth16Arithmetic>(
    key: &[u8],
    proofs: &[u8],
    inputs: &[u8],
    out: &mut [u8],
) -> Result<(), Error> {
    native::groth16::read_prepared::<E>(key, proofs, inputs)?;
    *native::flag(out)? = 1;
    Ok(())
}

/// Reads like `native::groth16_verify_prepared_and_check` (with subgroup checks), writes `true`.
pub fn groth16_verify_prepared_and_check<E: native::Groth16Arithmetic>(
    key: &[u8],
    proofs: &[u8],
    inputs: &[u8],
    g1: &[u8],
    g2: &[u8],
    out: &mut [u8],
) -> Result<(), Error> {
    native::groth16::read_prepared_and_pairs::<E>(
        key,
        proofs,
        inputs,
        g1,
        g2,
        native::groth16::KeyChecks::All,
    )?;
    *native::flag(out)? = 1;
    Ok(())
}
