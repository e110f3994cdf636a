//! The generic-arithmetic experiment (`docs/benchmarks/analysis.md`, "Generic modular
//! arithmetic"): one operation through each interface of the `modular_*` host functions, from
//! the same bytes, to the same answer.
//!
//! - [`ecdsa_p256_verify`]: P-256 ECDSA verification with RIP-7212's input and semantics
//!   (`ark_substrate::p256`), a curve with no host function of its own;
//! - [`generic_msm_bls12_381_g1`]: an MSM on BLS12-381 G1 with the curve given in the call, for a
//!   curve that has dedicated functions (the table's `msm` row): what genericity costs.
//!
//! [`Interface`]: plain arkworks in the runtime; one host call per field multiplication;
//! vectors of multiplications per call; one MSM call.

use alloc::vec::Vec;
use ark_bls12_381::{g1, Fq, Fr};
use ark_ec::{
    short_weierstrass::{Affine, Projective, SWCurveConfig},
    AffineRepr, CurveGroup, VariableBaseMSM,
};
use ark_ff::{BigInteger, PrimeField};
#[cfg(feature = "comparison")]
use ark_substrate::modular::{
    to_host, vector_msm, vector_on_curve, HostFp, OverHostField, PerElement, Vectorised,
};
use ark_substrate::{p256, Arkworks, Host};
use ec_host_primitives::{elliptic_curves, Error};

use crate::OpError;

/// How the field arithmetic reaches the host. `PerElement` and `Vectorised` lost to plain Wasm
/// (`docs/benchmarks/analysis.md`): only the benchmarking build (feature `comparison`) has
/// them, and with them the `modular_*` functions that only they call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interface {
    /// Plain arkworks compiled into the runtime: no host call.
    Plain,
    /// One host call per field multiplication, squaring or inversion
    /// (`ark_substrate::modular::HostFp`).
    #[cfg(feature = "comparison")]
    PerElement,
    /// A curve operation's multiplications batched into vector calls
    /// (`ark_substrate::modular::vector_msm`).
    #[cfg(feature = "comparison")]
    Vectorised,
    /// One `modular_msm_sw` call for the whole multi-scalar multiplication.
    Msm,
}

impl Interface {
    /// Every interface of this build, finest last but one: the table's column order.
    pub const ALL: &'static [Interface] = &[
        Interface::Plain,
        #[cfg(feature = "comparison")]
        Interface::PerElement,
        #[cfg(feature = "comparison")]
        Interface::Vectorised,
        Interface::Msm,
    ];

    /// The name of its benchmark and column (`ecdsa_p256_verify_<name>`).
    pub fn name(self) -> &'static str {
        match self {
            Interface::Plain => "plain",
            #[cfg(feature = "comparison")]
            Interface::PerElement => "element",
            #[cfg(feature = "comparison")]
            Interface::Vectorised => "vector",
            Interface::Msm => "msm",
        }
    }
}

/// RIP-7212's input of the benchmarks: `hash ‖ r ‖ s ‖ x ‖ y`, a valid signature (the first of
/// go-ethereum's `p256Verify.json`, `CallP256Verify`).
pub const P256_INPUT: [u8; 160] = hex_literal(
    b"4cee90eb86eaa050036147a12d49004b6b9c72bd725d39d4785011fe190f0b4da73bd4903f0ce3b639bbbf6e8e80d16931ff4bcf5993d58468e8fb19086e8cac36dbcd03009df8c59286b162af3bd7fcc0450c9aa81be5d10d312af6c66b1d604aebd3099c618202fcfe16ae7770b0c49ab5eadf74b754204a3bb6060e44eff37618b065f9832de4ca6ca971a7a1adc826d0f7c00181a5fb2ddf79ae00b4e10e",
);

/// 320 hex digits as 160 bytes, at compile time.
const fn hex_literal(hex: &[u8; 320]) -> [u8; 160] {
    const fn digit(c: u8) -> u8 {
        match c {
            b'0'..=b'9' => c - b'0',
            b'a'..=b'f' => c - b'a' + 10,
            _ => panic!("not a hex digit"), // ok: compile time only
        }
    }
    let mut out = [0u8; 160];
    let mut i = 0;
    while i < 160 {
        out[i] = digit(hex[2 * i]) << 4 | digit(hex[2 * i + 1]);
        i += 1;
    }
    out
}

/// P-256 ECDSA verification of RIP-7212's input through `interface`: `true` for a valid
/// signature, `false` for anything else (never a trap).
pub fn ecdsa_p256_verify(interface: Interface, input: &[u8]) -> bool {
    match interface {
        Interface::Plain => p256::verify_rip7212::<Arkworks>(input),
        #[cfg(feature = "comparison")]
        Interface::PerElement => p256::verify_rip7212::<PerElement>(input),
        #[cfg(feature = "comparison")]
        Interface::Vectorised => p256::verify_rip7212::<Vectorised>(input),
        Interface::Msm => p256::verify_rip7212::<Host>(input),
    }
}

/// Bytes of one coordinate of BLS12-381 G1 (`L` of its base field's modulus).
pub const COORDINATE: usize = 48;
/// Bytes of one base: `x ‖ y`, little-endian (`modular_msm_sw`'s encoding; all zeros for the
/// point at infinity).
pub const BASE: usize = 2 * COORDINATE;
/// Bytes of one scalar: below the group order, little-endian.
pub const SCALAR: usize = 32;
/// Most bases of one [`generic_msm_bls12_381_g1`] (the benchmark's size), checked from the
/// lengths before anything is decoded.
pub const GENERIC_MSM_MAX: usize = 100;

/// BLS12-381 G1 over the per-element host field.
#[cfg(feature = "comparison")]
type HostG1 = OverHostField<g1::Config, ark_bls12_381::FqConfig, 6>;

/// An affine point of `x ‖ y` (zeros: infinity), coordinates below `p`, not yet checked on the
/// curve.
fn read_base(bytes: &[u8]) -> Result<Option<(Fq, Fq)>, OpError> {
    if bytes.iter().all(|b| *b == 0) {
        return Ok(None);
    }
    let coordinate = |bytes: &[u8]| {
        let value = Fq::from_le_bytes_mod_order(bytes);
        (value.into_bigint().to_bytes_le() == bytes)
            .then_some(value)
            .ok_or(OpError::InvalidEncoding)
    };
    Ok(Some((
        coordinate(&bytes[..COORDINATE])?,
        coordinate(&bytes[COORDINATE..])?,
    )))
}

/// `x ‖ y` of an affine result (zeros: infinity).
fn write_point(point: Option<(Fq, Fq)>) -> [u8; BASE] {
    let mut out = [0u8; BASE];
    if let Some((x, y)) = point {
        out[..COORDINATE].copy_from_slice(&x.into_bigint().to_bytes_le());
        out[COORDINATE..].copy_from_slice(&y.into_bigint().to_bytes_le());
    }
    out
}

/// `Σ scalars[i]·bases[i]` on BLS12-381 G1 through `interface`, from `bases` (`n` × [`BASE`]
/// bytes) and `scalars` (`n` × [`SCALAR`] bytes), `n` ≤ [`GENERIC_MSM_MAX`]; the result as
/// `x ‖ y` (zeros: infinity). Every interface checks that the bases are on the curve, none that
/// they are in the subgroup (the generic functions know no group order), so all accept the same
/// input. On subgroup points all give the same point; off the subgroup, `Plain` and
/// `PerElement` run arkworks' MSM, which works modulo the group order (its scalar type's), and
/// `Vectorised` and `Msm` multiply by the integer.
pub fn generic_msm_bls12_381_g1(
    interface: Interface,
    bases: &[u8],
    scalars: &[u8],
) -> Result<[u8; BASE], OpError> {
    if bases.len() > GENERIC_MSM_MAX * BASE || scalars.len() > GENERIC_MSM_MAX * SCALAR {
        return Err(OpError::InputTooLong);
    }
    if !bases.len().is_multiple_of(BASE) || bases.len() / BASE * SCALAR != scalars.len() {
        return Err(OpError::LengthMismatch);
    }
    let points = bases
        .chunks_exact(BASE)
        .map(read_base)
        .collect::<Result<Vec<_>, _>>()?;
    let scalars = scalars
        .chunks_exact(SCALAR)
        .map(|bytes| {
            let value = Fr::from_le_bytes_mod_order(bytes);
            (value.into_bigint().to_bytes_le() == bytes)
                .then_some(value)
                .ok_or(OpError::InvalidEncoding)
        })
        .collect::<Result<Vec<_>, _>>()?;
    // The point at infinity adds nothing: every interface drops it.
    let (points, scalars): (Vec<(Fq, Fq)>, Vec<Fr>) = points
        .into_iter()
        .zip(scalars)
        .filter_map(|(p, s)| Some((p?, s)))
        .unzip();
    let sum = match interface {
        Interface::Plain => {
            let affine: Vec<Affine<g1::Config>> = points
                .iter()
                .map(|(x, y)| Affine::new_unchecked(*x, *y))
                .collect();
            if !affine.iter().all(Affine::is_on_curve) {
                return Err(OpError::InvalidEncoding);
            }
            Projective::<g1::Config>::msm_unchecked(&affine, &scalars)
                .into_affine()
                .xy()
        }
        #[cfg(feature = "comparison")]
        Interface::PerElement => {
            let affine: Vec<Affine<HostG1>> = points
                .iter()
                .map(|(x, y)| Affine::new_unchecked(to_host(*x), to_host(*y)))
                .collect();
            if !affine.iter().all(Affine::is_on_curve) {
                return Err(OpError::InvalidEncoding);
            }
            let sum = Projective::<HostG1>::msm_unchecked(&affine, &scalars).into_affine();
            sum.xy().map(|(x, y)| (from_host(x), from_host(y)))
        }
        #[cfg(feature = "comparison")]
        Interface::Vectorised => {
            let host: Vec<_> = points
                .iter()
                .map(|(x, y)| (to_host(*x), to_host(*y)))
                .collect();
            if !vector_on_curve(HostG1::COEFF_A, HostG1::COEFF_B, &host) {
                return Err(OpError::InvalidEncoding);
            }
            let scalars: Vec<_> = scalars.iter().map(|s| s.into_bigint()).collect();
            let sum = vector_msm(HostG1::COEFF_A, &host, &scalars);
            sum.map(|(x, y)| (from_host(x), from_host(y)))
        }
        Interface::Msm => return msm_call(&points, &scalars),
    };
    Ok(write_point(sum))
}

/// A coordinate back from the host field.
#[cfg(feature = "comparison")]
fn from_host(x: HostFp<ark_bls12_381::FqConfig, 6>) -> Fq {
    Fq::new(x.0)
}

/// One `modular_msm_sw` call: `p ‖ 0 ‖ 4`, the bases as read, the scalars widened to `L` bytes.
fn msm_call(points: &[(Fq, Fq)], scalars: &[Fr]) -> Result<[u8; BASE], OpError> {
    let mut curve = [0u8; 3 * COORDINATE];
    curve[..COORDINATE].copy_from_slice(&Fq::MODULUS.to_bytes_le());
    curve[2 * COORDINATE..].copy_from_slice(&g1::Config::COEFF_B.into_bigint().to_bytes_le());
    let mut bases = Vec::with_capacity(points.len() * BASE);
    for point in points {
        bases.extend_from_slice(&write_point(Some(*point)));
    }
    let mut wide = Vec::with_capacity(scalars.len() * COORDINATE);
    for scalar in scalars {
        let mut bytes = [0u8; COORDINATE];
        bytes[..SCALAR].copy_from_slice(&scalar.into_bigint().to_bytes_le());
        wide.extend_from_slice(&bytes);
    }
    let mut out = [0u8; BASE];
    match elliptic_curves::modular_msm_sw(&curve, &bases, &wide, &mut out) {
        Ok(()) => Ok(out),
        Err(Error::NotOnCurve | Error::InvalidEncoding) => Err(OpError::InvalidEncoding),
        // The curve and the lengths are this function's own: any other error is a host that
        // disagrees with this runtime.
        Err(error) => panic!("modular_msm_sw on BLS12-381 G1 failed: {error}"), // ok: see above
    }
}

/// The benchmark's input: [`GENERIC_MSM_MAX`] subgroup points and scalars of the fixtures, in
/// this module's encoding.
pub fn generic_msm_fixture() -> (Vec<u8>, Vec<u8>) {
    let n = GENERIC_MSM_MAX as u32;
    let points = crate::fixtures::points::<ark_bls12_381::G1Projective>(n);
    let scalars = crate::fixtures::scalars::<Fr>(n);
    let mut bases = Vec::with_capacity(points.len() * BASE);
    for point in &points {
        bases.extend_from_slice(&write_point(point.xy()));
    }
    let mut encoded = Vec::with_capacity(scalars.len() * SCALAR);
    for scalar in &scalars {
        encoded.extend_from_slice(&scalar.into_bigint().to_bytes_le());
    }
    // Nothing here is zero: the fixture's points are multiples of the generator.
    debug_assert!(points.iter().all(|p| !p.is_zero()));
    (bases, encoded)
}
