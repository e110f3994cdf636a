//! P-256 (secp256r1) ECDSA verification for runtime code, with the semantics of Ethereum's
//! RIP-7212 precompile (`P256VERIFY`): a message hash, a signature `(r, s)` and a public key
//! `(x, y)` give "valid" or "not valid"; malformed input is "not valid", never a trap.
//!
//! No host function of this project or of polkadot-sdk is P-256's: the curve's one
//! multi-scalar multiplication, `u1·G + u2·Q`, goes through the hooks. With [`Host`] it is one
//! call of the generic `modular_msm_sw` (a short Weierstrass curve given in the call,
//! `docs/host-functions.md`, "Generic modular arithmetic"), so a runtime needs no P-256 function
//! on the node; with [`Arkworks`] (and `Rfc163`, which has no generic function) it is
//! `ark-secp256r1` in place. [`PerElement`] and [`Vectorised`] run it over the finer generic
//! interfaces ([`crate::modular`]), for the benchmark table's comparison: arkworks' own
//! arithmetic with one host call per field multiplication, and the lockstep MSM of vector calls.
//! The scalar arithmetic (`s⁻¹`, `u1`, `u2`) and the final comparison run in the runtime in all.
//!
//! ```
//! use ark_substrate::{p256, Host};
//! // RIP-7212's input: hash ‖ r ‖ s ‖ x ‖ y, 32 bytes each, big-endian.
//! assert!(!p256::verify_rip7212::<Host>(&[0u8; 160]));
//! ```

use crate::{
    modular::{
        to_host, vector_msm, vector_on_curve, HostFp, OverHostField, PerElement, Vectorised,
    },
    Arkworks, Host,
};
use ark_ec::{short_weierstrass, short_weierstrass::SWCurveConfig, AffineRepr, CurveGroup};
use ark_ff::{BigInteger, Field, PrimeField, Zero};
use ark_secp256r1::{Affine, Config, Fq, FqConfig, Fr};
use ec_host_primitives::{elliptic_curves, Error};

/// One coordinate or scalar of P-256: 32 bytes.
pub const SIZE: usize = 32;

/// The curve's `u1·G + u2·Q`, by hook set (see the module).
pub trait P256Hooks {
    /// `u1·G + u2·Q` for `Q = (x, y)`: `None` if `Q` is not on the curve, `Some(None)` for the
    /// point at infinity, else `Some(Some(x))`, the result's x-coordinate.
    fn double_mul(u1: Fr, u2: Fr, x: Fq, y: Fq) -> Option<Option<Fq>>;

    /// `s⁻¹ mod n`, `None` for zero: arkworks' inversion in place unless a hook set has better.
    fn inverse_scalar(s: Fr) -> Option<Fr> {
        s.inverse()
    }
}

/// ark-secp256r1's arithmetic in place.
impl P256Hooks for Arkworks {
    fn double_mul(u1: Fr, u2: Fr, x: Fq, y: Fq) -> Option<Option<Fq>> {
        let q = Affine::new_unchecked(x, y);
        // The cofactor is one: on the curve is in the group.
        if !q.is_on_curve() {
            return None;
        }
        let r = (Affine::generator() * u1 + q * u2).into_affine();
        Some(r.x())
    }
}

#[cfg(any(feature = "rfc163", not(substrate_runtime)))]
impl P256Hooks for crate::Rfc163 {
    fn double_mul(u1: Fr, u2: Fr, x: Fq, y: Fq) -> Option<Option<Fq>> {
        Arkworks::double_mul(u1, u2, x, y)
    }
}

/// ark-secp256r1's arithmetic in place, as [`Arkworks`]: P-256 has no twin over `WasmFp` yet.
impl P256Hooks for crate::WasmArkworks {
    fn double_mul(u1: Fr, u2: Fr, x: Fq, y: Fq) -> Option<Option<Fq>> {
        Arkworks::double_mul(u1, u2, x, y)
    }
}

/// P-256 over the per-element host field.
type HostCurve = OverHostField<Config, FqConfig, 4>;

/// A coordinate back from the host field.
fn from_host(x: HostFp<FqConfig, 4>) -> Fq {
    Fq::new(x.0)
}

/// ark-ec's group arithmetic over [`HostFp`]: one host call per field multiplication.
impl P256Hooks for PerElement {
    fn double_mul(u1: Fr, u2: Fr, x: Fq, y: Fq) -> Option<Option<Fq>> {
        let q = short_weierstrass::Affine::<HostCurve>::new_unchecked(to_host(x), to_host(y));
        if !q.is_on_curve() {
            return None;
        }
        let generator = short_weierstrass::Affine::<HostCurve>::generator();
        let r = (generator * u1 + q * u2).into_affine();
        Some(r.x().map(from_host))
    }
}

/// [`vector_msm`]: both multiplications in lockstep, vector calls of both lanes.
impl P256Hooks for Vectorised {
    fn double_mul(u1: Fr, u2: Fr, x: Fq, y: Fq) -> Option<Option<Fq>> {
        let q = (to_host(x), to_host(y));
        if !vector_on_curve(HostCurve::COEFF_A, HostCurve::COEFF_B, &[q]) {
            return None;
        }
        let generator = HostCurve::GENERATOR;
        let bases = [(generator.x, generator.y), q];
        let scalars = [u1.into_bigint(), u2.into_bigint()];
        let sum = vector_msm(HostCurve::COEFF_A, &bases, &scalars);
        Some(sum.map(|(x, _)| from_host(x)))
    }
}

/// A field element as `SIZE` bytes, little-endian (the `modular_*` functions' encoding).
fn le<F: PrimeField>(value: F) -> [u8; SIZE] {
    let mut out = [0u8; SIZE];
    out.copy_from_slice(&value.into_bigint().to_bytes_le()[..SIZE]);
    out
}

/// One `modular_msm_sw` call over P-256 (`p ‖ a ‖ b`), and `s⁻¹` by one `modular_inverse` call
/// (an inversion in Wasm costs more than the call).
impl P256Hooks for Host {
    fn inverse_scalar(s: Fr) -> Option<Fr> {
        // n = (n − 1) + 1: n's lowest byte is 0x51, so −1's is 0x50.
        let mut n = le(-Fr::ONE);
        n[0] += 1;
        let mut out = [0u8; SIZE];
        match elliptic_curves::modular_inverse(&n, &le(s), &mut out) {
            Ok(()) => Some(Fr::from_le_bytes_mod_order(&out)),
            // Zero, the only element without an inverse modulo the prime n.
            Err(Error::NotInvertible) => None,
            // The modulus and the lengths are this function's own (see `double_mul`).
            Err(error) => panic!("modular_inverse modulo P-256's n failed: {error}"), // ok: see above
        }
    }

    fn double_mul(u1: Fr, u2: Fr, x: Fq, y: Fq) -> Option<Option<Fq>> {
        let generator = Affine::generator();
        let (gx, gy) = generator.xy()?;
        let minus_one = -Fq::ONE;
        let mut curve = [0u8; 3 * SIZE];
        // p = (p − 1) + 1: p's lowest byte is 0xff, so −1's is 0xfe.
        curve[..SIZE].copy_from_slice(&le(minus_one));
        curve[0] += 1;
        curve[SIZE..2 * SIZE].copy_from_slice(&le(Config::COEFF_A));
        curve[2 * SIZE..].copy_from_slice(&le(Config::COEFF_B));
        let bases = [le(gx), le(gy), le(x), le(y)].concat();
        let scalars = [le(u1), le(u2)].concat();
        let mut out = [0u8; 2 * SIZE];
        match elliptic_curves::modular_msm_sw(&curve, &bases, &scalars, &mut out) {
            Ok(()) if out == [0u8; 2 * SIZE] => Some(None),
            Ok(()) => Some(Some(Fq::from_le_bytes_mod_order(&out[..SIZE]))),
            Err(Error::NotOnCurve | Error::InvalidEncoding) => None,
            // The curve and the lengths are this function's own: any other error is a host that
            // disagrees with this runtime, and a wrong answer would be worse than a trap.
            Err(error) => panic!("modular_msm_sw on P-256 failed: {error}"), // ok: see above
        }
    }
}

/// The canonical integer of 32 big-endian bytes, if it is below `F`'s modulus.
fn read<F: PrimeField>(bytes: &[u8; SIZE]) -> Option<F> {
    let mut little = *bytes;
    little.reverse();
    let value = F::from_le_bytes_mod_order(&little);
    (le(value) == little).then_some(value)
}

/// Verifies an ECDSA signature `(r, s)` on a message hash under the public key `(x, y)`, all
/// big-endian, as RIP-7212 defines it: `1 ≤ r, s < n`; `x, y < p` and `(x, y)` on the curve;
/// `e` the hash as an integer modulo `n`; `u1 = e·s⁻¹`, `u2 = r·s⁻¹ mod n`;
/// `R = u1·G + u2·Q` not the point at infinity, and `R.x mod n = r`. Anything else is `false`.
pub fn verify_prehashed<H: P256Hooks>(
    hash: &[u8; SIZE],
    r: &[u8; SIZE],
    s: &[u8; SIZE],
    x: &[u8; SIZE],
    y: &[u8; SIZE],
) -> bool {
    let (Some(r), Some(s), Some(x), Some(y)) =
        (read::<Fr>(r), read::<Fr>(s), read::<Fq>(x), read::<Fq>(y))
    else {
        return false;
    };
    let Some(w) = H::inverse_scalar(s) else {
        return false; // s = 0
    };
    if r.is_zero() {
        return false;
    }
    let e = Fr::from_be_bytes_mod_order(hash);
    match H::double_mul(e * w, r * w, x, y) {
        Some(Some(rx)) => Fr::from_le_bytes_mod_order(&le(rx)) == r,
        _ => false,
    }
}

/// [`verify_prehashed`] on RIP-7212's input, `hash ‖ r ‖ s ‖ x ‖ y` (160 bytes; any other length
/// is `false`).
pub fn verify_rip7212<H: P256Hooks>(input: &[u8]) -> bool {
    match input.as_chunks::<SIZE>() {
        ([hash, r, s, x, y], []) => verify_prehashed::<H>(hash, r, s, x, y),
        _ => false,
    }
}
