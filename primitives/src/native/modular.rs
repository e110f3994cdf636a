//! Arithmetic modulo an odd modulus given in the call, for any curve this crate has no functions
//! for: the `modular_*` host functions (element by element and on vectors) and, as the coarse
//! end, an MSM on a short Weierstrass curve given by its coefficients (`modular_msm_sw`,
//! [`mod@crate::native::modular_msm`]).
//!
//! Encodings (`docs/host-functions.md`, "Generic modular arithmetic"):
//!
//! - the modulus `p`: odd, at least 3, at most [`MAX_MODULUS_BYTES`] bytes, little-endian, in
//!   whole 64-bit limbs and no more of them than it needs (its last eight bytes are not all
//!   zero): `L` bytes, 8 to 96. Anything else is [`Error::InvalidParameters`];
//! - an element: `L` bytes little-endian, less than `p` ([`Error::InvalidEncoding`] otherwise);
//! - a vector: elements one after the other, without a length prefix.
//!
//! The arithmetic is crypto-bigint's Montgomery arithmetic (`DynResidue`), exact for every odd
//! modulus: results are integers modulo `p`, whatever computes them. The only functions whose
//! result depends on more than the ring `Z/pZ` are the square roots, which the algorithm of
//! [`sqrt`] defines.

use crate::error::Error;
use alloc::{vec, vec::Vec};
use crypto_bigint::{
    modular::runtime_mod::{DynResidue, DynResidueParams},
    Integer, Limb, Uint, Word,
};

/// The longest modulus, in bytes: 768 bits, so that BW6-761's fields fit.
pub const MAX_MODULUS_BYTES: usize = 96;
/// Most elements of one `add`, `sub`, `mul`, `square` or `inverse` vector call. The limits keep
/// the slowest call, on a 768-bit modulus, well under a second (`docs/benchmarks/limits.md`).
pub const VEC_LIMIT: usize = 65_536;
/// Most elements of one `modular_pow_vec` call.
pub const POW_VEC_LIMIT: usize = 512;
/// Most elements of one `modular_sqrt_vec` call.
pub const SQRT_VEC_LIMIT: usize = 256;
/// The largest 2-adicity of `p − 1` (the `s` of `p − 1 = 2^s·q`, `q` odd) that `modular_sqrt*`
/// takes: Tonelli–Shanks costs up to `s²/2` multiplications per root. Every field of the curves
/// in this crate has `s ≤ 47`.
pub const MAX_SQRT_TWO_ADICITY: usize = 64;
/// How many candidates `2, 3, …` [`sqrt`] tries for a quadratic non-residue.
pub const NON_RESIDUE_CANDIDATES: u64 = 256;

/// A residue modulo `p`, in Montgomery form.
pub type Residue<const L: usize> = DynResidue<L>;

/// A modulus read from its encoding, with its Montgomery parameters.
#[derive(Clone, Copy, Debug)]
pub struct Modulus<const L: usize> {
    /// `p`.
    pub p: Uint<L>,
    /// Its Montgomery parameters.
    pub params: DynResidueParams<L>,
    /// Its encoded length in bytes, `L`'s limbs in bytes.
    pub bytes: usize,
}

/// Calls `$f::<LIMBS>($args…)` for a modulus of `$len` bytes, or returns
/// [`Error::InvalidParameters`] for a length that is not a whole number of 64-bit limbs from 1 to
/// 12. `LIMBS` counts crypto-bigint's limbs (64 bits on the host, 32 on 32-bit targets).
macro_rules! by_modulus_length {
    ($len:expr, $f:ident($($args:expr),*)) => {
        match $len {
            8 => $f::<{ 8 / crypto_bigint::Limb::BYTES }>($($args),*),
            16 => $f::<{ 16 / crypto_bigint::Limb::BYTES }>($($args),*),
            24 => $f::<{ 24 / crypto_bigint::Limb::BYTES }>($($args),*),
            32 => $f::<{ 32 / crypto_bigint::Limb::BYTES }>($($args),*),
            40 => $f::<{ 40 / crypto_bigint::Limb::BYTES }>($($args),*),
            48 => $f::<{ 48 / crypto_bigint::Limb::BYTES }>($($args),*),
            56 => $f::<{ 56 / crypto_bigint::Limb::BYTES }>($($args),*),
            64 => $f::<{ 64 / crypto_bigint::Limb::BYTES }>($($args),*),
            72 => $f::<{ 72 / crypto_bigint::Limb::BYTES }>($($args),*),
            80 => $f::<{ 80 / crypto_bigint::Limb::BYTES }>($($args),*),
            88 => $f::<{ 88 / crypto_bigint::Limb::BYTES }>($($args),*),
            96 => $f::<{ 96 / crypto_bigint::Limb::BYTES }>($($args),*),
            _ => Err($crate::error::Error::InvalidParameters),
        }
    };
}
pub(crate) use by_modulus_length;

impl<const L: usize> Modulus<L> {
    /// Reads a modulus of exactly `L` limbs: odd, at least 3, its last 64 bits not all zero.
    pub fn read(bytes: &[u8]) -> Result<Self, Error> {
        if bytes.len() != Uint::<L>::BYTES
            || bytes[bytes.len().saturating_sub(8)..]
                .iter()
                .all(|b| *b == 0)
        {
            return Err(Error::InvalidParameters);
        }
        let p = Uint::<L>::from_le_slice(bytes);
        if !bool::from(p.is_odd()) || p.bits_vartime() < 2 {
            return Err(Error::InvalidParameters);
        }
        // `p` is odd, the one condition under which `new` panics.
        let params = DynResidueParams::new(&p);
        Ok(Modulus {
            p,
            params,
            bytes: bytes.len(),
        })
    }

    /// Reads an integer of `L` bytes (no bound).
    pub fn integer(bytes: &[u8]) -> Uint<L> {
        Uint::<L>::from_le_slice(bytes)
    }

    /// Reads one element: `InvalidEncoding` if it is not less than `p`.
    pub fn element(&self, bytes: &[u8]) -> Result<Residue<L>, Error> {
        let x = Uint::<L>::from_le_slice(bytes);
        if x >= self.p {
            return Err(Error::InvalidEncoding);
        }
        Ok(DynResidue::new(&x, self.params))
    }

    /// Reads every element of a vector whose length [`count`] has checked.
    pub fn elements(&self, bytes: &[u8]) -> Result<Vec<Residue<L>>, Error> {
        bytes
            .chunks_exact(self.bytes)
            .map(|e| self.element(e))
            .collect()
    }

    /// The residue of a small integer.
    pub fn small(&self, n: u64) -> Residue<L> {
        DynResidue::new(&Uint::<L>::from_u64(n), self.params)
    }
}

/// Writes an integer of `L` limbs as `L`'s bytes, little-endian, into `out` (exactly that long).
pub fn write_integer<const L: usize>(x: &Uint<L>, out: &mut [u8]) {
    for (chunk, word) in out.chunks_exact_mut(Limb::BYTES).zip(x.as_words()) {
        chunk.copy_from_slice(&Word::to_le_bytes(*word));
    }
}

/// Writes residues, one after the other, as their canonical integers.
fn write_all<const L: usize>(values: &[Residue<L>], out: &mut [u8]) {
    for (chunk, value) in out.chunks_exact_mut(Uint::<L>::BYTES).zip(values) {
        write_integer(&value.retrieve(), chunk);
    }
}

/// The number of elements of `bytes`, a vector of `size`-byte elements: `LengthMismatch` if it is
/// not a whole number of them, `TooManyElements` over `limit`.
pub fn count(bytes: &[u8], size: usize, limit: usize) -> Result<usize, Error> {
    if !bytes.len().is_multiple_of(size) {
        return Err(Error::LengthMismatch);
    }
    let n = bytes.len() / size;
    if n > limit {
        return Err(Error::TooManyElements);
    }
    Ok(n)
}

/// The shape of a call: one element per input (`Single`), or vectors of at most a limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Every input exactly one element (`LengthMismatch` otherwise).
    Single,
    /// Every input a vector of the same count, at most the limit.
    Vector(usize),
}

/// Reads the modulus and the inputs' lengths: the common count of `inputs` (every check of
/// [`count`], `LengthMismatch` for vectors of different counts), then `out`'s length (one
/// element per input element: `OutputLength`).
fn shape<const L: usize>(
    p: &[u8],
    inputs: &[&[u8]],
    out: &[u8],
    shape: Shape,
) -> Result<(Modulus<L>, usize), Error> {
    let modulus = Modulus::<L>::read(p)?;
    let size = modulus.bytes;
    let mut n = None;
    for input in inputs {
        let count = match shape {
            Shape::Single if input.len() == size => 1,
            Shape::Single => return Err(Error::LengthMismatch),
            Shape::Vector(limit) => count(input, size, limit)?,
        };
        if *n.get_or_insert(count) != count {
            return Err(Error::LengthMismatch);
        }
    }
    let n = n.unwrap_or(0);
    if out.len() != n * size {
        return Err(Error::OutputLength);
    }
    Ok((modulus, n))
}

/// `out[i] = op(a[i], b[i])`.
pub fn binary<const L: usize>(
    p: &[u8],
    a: &[u8],
    b: &[u8],
    out: &mut [u8],
    kind: Shape,
    op: impl Fn(&Residue<L>, &Residue<L>) -> Residue<L>,
) -> Result<(), Error> {
    let (modulus, _) = shape::<L>(p, &[a, b], out, kind)?;
    let (a, b) = (modulus.elements(a)?, modulus.elements(b)?);
    let results: Vec<Residue<L>> = a.iter().zip(&b).map(|(x, y)| op(x, y)).collect();
    write_all(&results, out);
    Ok(())
}

/// `out[i] = op(a[i])`, where `op` may fail.
pub fn unary<const L: usize>(
    p: &[u8],
    a: &[u8],
    out: &mut [u8],
    kind: Shape,
    op: impl Fn(&Modulus<L>, &[Residue<L>]) -> Result<Vec<Residue<L>>, Error>,
) -> Result<(), Error> {
    let (modulus, _) = shape::<L>(p, &[a], out, kind)?;
    let a = modulus.elements(a)?;
    write_all(&op(&modulus, &a)?, out);
    Ok(())
}

/// Each element's inverse: `NotInvertible` if one has none (zero, or a common factor with `p`).
/// A vector takes one inversion and `3(n − 1)` multiplications (Montgomery's trick); its answer
/// is the elements' inverses, as one by one.
pub fn inverse_all<const L: usize>(
    modulus: &Modulus<L>,
    values: &[Residue<L>],
) -> Result<Vec<Residue<L>>, Error> {
    // prefix[i] = values[0] · … · values[i].
    let mut prefix = Vec::with_capacity(values.len());
    let mut acc = DynResidue::one(modulus.params);
    for value in values {
        acc = acc.mul(value);
        prefix.push(acc);
    }
    let (mut inverse, invertible) = acc.invert();
    if !bool::from(invertible) {
        return Err(Error::NotInvertible);
    }
    // The product of units is a unit and conversely, so each element is invertible here.
    let mut out = vec![DynResidue::zero(modulus.params); values.len()];
    for i in (0..values.len()).rev() {
        out[i] = match i {
            0 => inverse,
            _ => inverse.mul(&prefix[i - 1]),
        };
        inverse = inverse.mul(&values[i]);
    }
    Ok(out)
}

/// `a^e` for integer exponents `e` of `L` bytes (not reduced; `a^0 = 1`).
pub fn pow<const L: usize>(
    p: &[u8],
    a: &[u8],
    e: &[u8],
    out: &mut [u8],
    kind: Shape,
) -> Result<(), Error> {
    let (modulus, _) = shape::<L>(p, &[a, e], out, kind)?;
    let a = modulus.elements(a)?;
    let results: Vec<Residue<L>> = a
        .iter()
        .zip(e.chunks_exact(modulus.bytes))
        .map(|(x, e)| x.pow(&Modulus::<L>::integer(e)))
        .collect();
    write_all(&results, out);
    Ok(())
}

/// The square roots of `values`, each the smaller of its two (as integers): `NoSquareRoot` if
/// one has none; `InvalidParameters` if `p − 1` has a 2-adicity over [`MAX_SQRT_TWO_ADICITY`],
/// or, for `p ≡ 1 (mod 4)`, if no candidate `2, 3, …, 257` is a non-residue.
///
/// The algorithm defines the root for every odd modulus (for a prime there are only two, and
/// any algorithm finds them), with `p − 1 = 2^s·q`, `q` odd:
///
/// - `a = 0`: `r = 0`;
/// - `s = 1`: `r = a^((p + 1)/4)`;
/// - `s ≥ 2`: Tonelli–Shanks. `z` is the first of `2, 3, …, 257` with `z^((p − 1)/2) = −1`;
///   `m = s`, `c = z^q`, `t = a^q`, `r = a^((q + 1)/2)`; while `t ≠ 1`: the least `i`,
///   `0 < i < m`, with `t^(2^i) = 1` (none: no root), `b = c^(2^(m − i − 1))`, `m = i`,
///   `c = b²`, `t = t·c`, `r = r·b`;
///
/// then `r² = a` or there is no root, and the result is the smaller of `r` and `p − r`.
pub fn sqrt<const L: usize>(
    modulus: &Modulus<L>,
    values: &[Residue<L>],
) -> Result<Vec<Residue<L>>, Error> {
    let p = modulus.p;
    let p_minus_one = p.wrapping_sub(&Uint::ONE);
    let s = p_minus_one.trailing_zeros_vartime();
    if s > MAX_SQRT_TWO_ADICITY {
        return Err(Error::InvalidParameters);
    }
    let q = p_minus_one.shr_vartime(s);
    let one = DynResidue::one(modulus.params);
    let minus_one = one.neg();
    // For s = 1 the exponent is (p + 1)/4 = (p >> 2) + 1, which does not overflow.
    let fast_exponent = p.shr_vartime(2).wrapping_add(&Uint::ONE);
    let half_q_plus_one = q.shr_vartime(1).wrapping_add(&Uint::ONE);
    let z = if s == 1 {
        None
    } else {
        let euler = p.shr_vartime(1);
        Some(
            (2..2 + NON_RESIDUE_CANDIDATES)
                .map(|n| modulus.small(n))
                .find(|z| z.pow(&euler) == minus_one)
                .ok_or(Error::InvalidParameters)?,
        )
    };
    let mut roots = Vec::with_capacity(values.len());
    let zero = DynResidue::zero(modulus.params);
    for a in values {
        let r = match z {
            _ if *a == zero => zero,
            None => a.pow(&fast_exponent),
            Some(z) => {
                let (mut m, mut c, mut t, mut r) =
                    (s, z.pow(&q), a.pow(&q), a.pow(&half_q_plus_one));
                while t != one {
                    let mut i = 1;
                    let mut t_power = t.square();
                    while t_power != one {
                        i += 1;
                        if i >= m {
                            return Err(Error::NoSquareRoot);
                        }
                        t_power = t_power.square();
                    }
                    let mut b = c;
                    for _ in 0..m - i - 1 {
                        b = b.square();
                    }
                    m = i;
                    c = b.square();
                    t = t.mul(&c);
                    r = r.mul(&b);
                }
                r
            }
        };
        if r.square() != *a {
            return Err(Error::NoSquareRoot);
        }
        let negated = r.neg();
        roots.push(if negated.retrieve() < r.retrieve() {
            negated
        } else {
            r
        });
    }
    Ok(roots)
}

/// The host functions, each a call of the above for the modulus' length.
macro_rules! modular_functions {
    ($($name:ident($($arg:ident),*; $out:ident) => $body:expr;)*) => {$(
        #[doc = concat!("`", stringify!($name), "(", stringify!($($arg),*), ", out)`: see `docs/host-functions.md`.")]
        pub fn $name($($arg: &[u8],)* $out: &mut [u8]) -> Result<(), Error> {
            $body
        }
    )*};
}

/// The ring operation of a two-argument function.
#[derive(Clone, Copy)]
enum RingOp {
    Add,
    Sub,
    Mul,
}

/// `a + b`, `a − b` or `a · b`, by `op`.
fn ring_op<const L: usize>(
    p: &[u8],
    a: &[u8],
    b: &[u8],
    out: &mut [u8],
    kind: Shape,
    op: RingOp,
) -> Result<(), Error> {
    binary::<L>(p, a, b, out, kind, |x, y| match op {
        RingOp::Add => x.add(y),
        RingOp::Sub => x.sub(y),
        RingOp::Mul => x.mul(y),
    })
}
/// `a²`.
fn square<const L: usize>(p: &[u8], a: &[u8], out: &mut [u8], kind: Shape) -> Result<(), Error> {
    unary::<L>(p, a, out, kind, |_, a| {
        Ok(a.iter().map(DynResidue::square).collect())
    })
}
/// `a⁻¹`.
fn inverse<const L: usize>(p: &[u8], a: &[u8], out: &mut [u8], kind: Shape) -> Result<(), Error> {
    unary::<L>(p, a, out, kind, inverse_all)
}
/// `√a`.
fn square_root<const L: usize>(
    p: &[u8],
    a: &[u8],
    out: &mut [u8],
    kind: Shape,
) -> Result<(), Error> {
    unary::<L>(p, a, out, kind, sqrt)
}

use Shape::{Single, Vector};

modular_functions! {
    modular_add(p, a, b; out) => by_modulus_length!(p.len(), ring_op(p, a, b, out, Single, RingOp::Add));
    modular_sub(p, a, b; out) => by_modulus_length!(p.len(), ring_op(p, a, b, out, Single, RingOp::Sub));
    modular_mul(p, a, b; out) => by_modulus_length!(p.len(), ring_op(p, a, b, out, Single, RingOp::Mul));
    modular_square(p, a; out) => by_modulus_length!(p.len(), square(p, a, out, Single));
    modular_inverse(p, a; out) => by_modulus_length!(p.len(), inverse(p, a, out, Single));
    modular_pow(p, a, e; out) => by_modulus_length!(p.len(), pow(p, a, e, out, Single));
    modular_sqrt(p, a; out) => by_modulus_length!(p.len(), square_root(p, a, out, Single));
    modular_add_vec(p, a, b; out) => by_modulus_length!(p.len(), ring_op(p, a, b, out, Vector(VEC_LIMIT), RingOp::Add));
    modular_sub_vec(p, a, b; out) => by_modulus_length!(p.len(), ring_op(p, a, b, out, Vector(VEC_LIMIT), RingOp::Sub));
    modular_mul_vec(p, a, b; out) => by_modulus_length!(p.len(), ring_op(p, a, b, out, Vector(VEC_LIMIT), RingOp::Mul));
    modular_square_vec(p, a; out) => by_modulus_length!(p.len(), square(p, a, out, Vector(VEC_LIMIT)));
    modular_inverse_vec(p, a; out) => by_modulus_length!(p.len(), inverse(p, a, out, Vector(VEC_LIMIT)));
    modular_pow_vec(p, a, e; out) => by_modulus_length!(p.len(), pow(p, a, e, out, Vector(POW_VEC_LIMIT)));
    modular_sqrt_vec(p, a; out) => by_modulus_length!(p.len(), square_root(p, a, out, Vector(SQRT_VEC_LIMIT)));
}
