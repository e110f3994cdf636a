//! `modular_msm_sw(curve, bases, scalars, out)`: an MSM on the short Weierstrass curve
//! `y² = x³ + a·x + b` over the prime field of `p`, all three given in the call: the coarse end of
//! the generic interface ([`mod@crate::native::modular`]), for curves this crate has no
//! functions for.
//!
//! The result is `Σ scalars[i] · bases[i]` in the group of the curve's points over `F_p`, with
//! integer scalars (not reduced by any group order, which the host does not know): one point,
//! whatever algorithm computes it, since `p` must be prime. Here, Straus with signed windows for
//! up to [`STRAUS_MAX`] points and Pippenger's bucket method above, in Jacobian coordinates with
//! every exceptional case (doubling, opposite points, infinity) taken exactly, and the doubling
//! formula that fits `a` (`0`, `−3` or any).

use crate::{
    error::Error,
    native::modular::{count, write_integer, Modulus, Residue},
};
use alloc::{vec, vec::Vec};
use ark_ff::PrimeField;
use crypto_bigint::{modular::runtime_mod::DynResidue, Uint};
use crypto_primes::hazmat::{lucas_test, LucasCheck, MillerRabin, SelfridgeBase};

/// Most points of one call.
pub const MSM_LIMIT: usize = 512;
/// Up to this many points, Straus (one shared doubling chain, signed windows per point); above,
/// Pippenger.
pub const STRAUS_MAX: usize = 8;
/// Width of the signed digits of the Straus path: odd digits below `2^(WNAF_WIDTH − 1)` in
/// absolute value, each point's table of odd multiples `2^(WNAF_WIDTH − 2)` long.
const WNAF_WIDTH: usize = 5;

/// The curve of a call, read and checked.
struct Curve<const L: usize> {
    modulus: Modulus<L>,
    a: Residue<L>,
    b: Residue<L>,
    /// Which doubling formula fits `a`.
    shape: Shape,
}

/// The coefficient `a`, for the doubling formulas that save multiplications.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// `a = 0` (dbl-2009-l).
    Zero,
    /// `a = −3` (dbl-2001-b).
    MinusThree,
    /// Any other `a` (dbl-2007-bl).
    General,
}

/// A point in Jacobian coordinates `(X, Y, Z)`, the affine point `(X/Z², Y/Z³)`; `Z = 0` is the
/// point at infinity.
#[derive(Clone, Copy)]
struct Jacobian<const L: usize> {
    x: Residue<L>,
    y: Residue<L>,
    z: Residue<L>,
}

/// An affine point; `None` is the point at infinity.
type Affine<const L: usize> = Option<(Residue<L>, Residue<L>)>;

/// Moduli known to be prime, as 64-bit limbs, little-endian: the base and scalar fields of the
/// curves this crate serves, and P-256's and secp256k1's. A call on one of them skips
/// Baillie–PSW, whose answer is known (every entry passes it: the conformance tests check). The
/// answer of a call does not change, only its cost.
pub const KNOWN_PRIMES: [&[u64]; 16] = [
    &<ark_bls12_381::Fq as PrimeField>::MODULUS.0,
    &<ark_bls12_381::Fr as PrimeField>::MODULUS.0,
    &<ark_bls12_377::Fq as PrimeField>::MODULUS.0,
    &<ark_bls12_377::Fr as PrimeField>::MODULUS.0,
    &<ark_bw6_761::Fq as PrimeField>::MODULUS.0,
    &<ark_bn254::Fq as PrimeField>::MODULUS.0,
    &<ark_bn254::Fr as PrimeField>::MODULUS.0,
    &<ark_pallas::Fq as PrimeField>::MODULUS.0,
    &<ark_pallas::Fr as PrimeField>::MODULUS.0,
    &<ark_ed_on_bls12_381_bandersnatch::Fr as PrimeField>::MODULUS.0,
    &<ark_ed_on_bls12_381::Fr as PrimeField>::MODULUS.0,
    &<ark_ed_on_bls12_377::Fr as PrimeField>::MODULUS.0,
    // P-256: p = 2^256 − 2^224 + 2^192 + 2^96 − 1, and the group order n.
    &[
        0xffff_ffff_ffff_ffff,
        0x0000_0000_ffff_ffff,
        0,
        0xffff_ffff_0000_0001,
    ],
    &[
        0xf3b9_cac2_fc63_2551,
        0xbce6_faad_a717_9e84,
        0xffff_ffff_ffff_ffff,
        0xffff_ffff_0000_0000,
    ],
    // secp256k1: p = 2^256 − 2^32 − 977, and the group order n.
    &[
        0xffff_fffe_ffff_fc2f,
        0xffff_ffff_ffff_ffff,
        0xffff_ffff_ffff_ffff,
        0xffff_ffff_ffff_ffff,
    ],
    &[
        0xbfd2_5e8c_d036_4141,
        0xbaae_dce6_af48_a03b,
        0xffff_ffff_ffff_fffe,
        0xffff_ffff_ffff_ffff,
    ],
];

/// Whether the modulus of `L` little-endian bytes is prime: one of [`KNOWN_PRIMES`], or else by
/// Baillie–PSW ([`is_probable_prime`]). `p` as [`Modulus::read`] accepts it.
pub fn is_prime_modulus(bytes: &[u8]) -> bool {
    let known = KNOWN_PRIMES.iter().any(|prime| {
        prime.len() * 8 == bytes.len()
            && prime
                .iter()
                .zip(bytes.chunks_exact(8))
                .all(|(limb, chunk)| limb.to_le_bytes() == chunk)
    });
    known
        || crate::native::modular::by_modulus_length!(bytes.len(), probable_prime_bytes(bytes))
            .unwrap_or(false)
}

/// [`is_probable_prime`] on `L` little-endian bytes.
fn probable_prime_bytes<const L: usize>(bytes: &[u8]) -> Result<bool, Error> {
    Ok(is_probable_prime(&Uint::<L>::from_le_slice(bytes)))
}

/// `8x`, by three doublings.
fn eight<const L: usize>(x: &Residue<L>) -> Residue<L> {
    let two = x.add(x);
    let four = two.add(&two);
    four.add(&four)
}

/// The width-`WNAF_WIDTH` signed digits of `scalar` (its lowest `bits` bits), least significant
/// first: each digit zero or odd with absolute value below `2^(WNAF_WIDTH − 1)`, at least
/// `WNAF_WIDTH − 1` zeros after each non-zero one, `Σ digit[i]·2^i = scalar`. One digit more than
/// `bits` can carry out of the top.
fn wnaf<const L: usize>(scalar: &Uint<L>, bits: usize) -> Vec<i8> {
    let width = 1i32 << WNAF_WIDTH;
    let mut digits = vec![0i8; bits + WNAF_WIDTH + 1];
    let (mut position, mut carry) = (0usize, 0i32);
    while position < bits {
        let window = (0..WNAF_WIDTH)
            .filter(|k| position + k < bits && scalar.bit_vartime(position + k))
            .fold(carry, |window, k| window + (1 << k));
        if window & 1 == 0 {
            // The digit here is zero; a carry moves on with the position.
            position += 1;
            continue;
        }
        let digit = if window < width / 2 {
            carry = 0;
            window
        } else {
            carry = 1;
            window - width
        };
        // |digit| < 2^(WNAF_WIDTH − 1) ≤ 128.
        digits[position] = digit as i8; // ok: position < bits, the vector is longer
        position += WNAF_WIDTH;
    }
    if carry == 1 {
        // ok: the last digit written was below `bits`, so this one is below `bits + WNAF_WIDTH`.
        digits[position] = 1;
    }
    digits
}

/// Whether `p` passes the Baillie–PSW test: a strong probable prime to base 2 and a strong Lucas
/// probable prime with Selfridge's parameters (method A). No composite is known to pass, and none
/// below 2^64 does.
fn is_probable_prime<const L: usize>(p: &Uint<L>) -> bool {
    // `p + 1` overflows only for `2^(64L) − 1`, which 2^64 − 1 divides; the Lucas test adds one.
    if *p == Uint::MAX {
        return false;
    }
    MillerRabin::new(p).test_base_two().is_probably_prime()
        && lucas_test(p, SelfridgeBase, LucasCheck::Strong).is_probably_prime()
}

impl<const L: usize> Curve<L> {
    fn zero(&self) -> Residue<L> {
        DynResidue::zero(self.modulus.params)
    }

    fn infinity(&self) -> Jacobian<L> {
        let one = DynResidue::one(self.modulus.params);
        Jacobian {
            x: one,
            y: one,
            z: self.zero(),
        }
    }

    /// Reads a point `x ‖ y`; all zeros is the point at infinity (never a curve point: `b ≠ 0`).
    fn point(&self, bytes: &[u8]) -> Result<Affine<L>, Error> {
        if bytes.iter().all(|b| *b == 0) {
            return Ok(None);
        }
        let (x, y) = bytes.split_at(self.modulus.bytes);
        let (x, y) = (self.modulus.element(x)?, self.modulus.element(y)?);
        if y.square() != x.square().mul(&x).add(&self.a.mul(&x)).add(&self.b) {
            return Err(Error::NotOnCurve);
        }
        Ok(Some((x, y)))
    }

    /// `2P`: the formula for `a`'s [`Shape`]; a point of order two gives `Z = 0` in each.
    fn double(&self, p: &Jacobian<L>) -> Jacobian<L> {
        if p.z == self.zero() {
            return *p;
        }
        match self.shape {
            Shape::Zero => {
                // dbl-2009-l.
                let a = p.x.square();
                let b = p.y.square();
                let c = b.square();
                let d = p.x.add(&b).square().sub(&a).sub(&c);
                let d = d.add(&d);
                let e = a.add(&a).add(&a);
                let x3 = e.square().sub(&d).sub(&d);
                let c8 = eight(&c);
                let yz = p.y.mul(&p.z);
                Jacobian {
                    x: x3,
                    y: e.mul(&d.sub(&x3)).sub(&c8),
                    z: yz.add(&yz),
                }
            }
            Shape::MinusThree => {
                // dbl-2001-b.
                let delta = p.z.square();
                let gamma = p.y.square();
                let beta = p.x.mul(&gamma);
                let alpha = p.x.sub(&delta).mul(&p.x.add(&delta));
                let alpha = alpha.add(&alpha).add(&alpha);
                let beta4 = beta.add(&beta);
                let beta4 = beta4.add(&beta4);
                let x3 = alpha.square().sub(&beta4).sub(&beta4);
                Jacobian {
                    x: x3,
                    y: alpha.mul(&beta4.sub(&x3)).sub(&eight(&gamma.square())),
                    z: p.y.add(&p.z).square().sub(&gamma).sub(&delta),
                }
            }
            Shape::General => self.double_general(p),
        }
    }

    /// `2P` for any `a` (dbl-2007-bl), `P` not at infinity.
    fn double_general(&self, p: &Jacobian<L>) -> Jacobian<L> {
        let xx = p.x.square();
        let yy = p.y.square();
        let yyyy = yy.square();
        let zz = p.z.square();
        let s = p.x.add(&yy).square().sub(&xx).sub(&yyyy);
        let s = s.add(&s);
        let m = xx.add(&xx).add(&xx).add(&self.a.mul(&zz.square()));
        let t = m.square().sub(&s).sub(&s);
        Jacobian {
            x: t,
            y: m.mul(&s.sub(&t)).sub(&eight(&yyyy)),
            z: p.y.add(&p.z).square().sub(&yy).sub(&zz),
        }
    }

    /// `P + Q` (add-2007-bl), with equal and opposite points and infinity taken exactly.
    fn add(&self, p: &Jacobian<L>, q: &Jacobian<L>) -> Jacobian<L> {
        let zero = self.zero();
        if p.z == zero {
            return *q;
        }
        if q.z == zero {
            return *p;
        }
        let z1z1 = p.z.square();
        let z2z2 = q.z.square();
        let u1 = p.x.mul(&z2z2);
        let u2 = q.x.mul(&z1z1);
        let s1 = p.y.mul(&q.z).mul(&z2z2);
        let s2 = q.y.mul(&p.z).mul(&z1z1);
        if u1 == u2 {
            return if s1 == s2 {
                self.double(p)
            } else {
                self.infinity()
            };
        }
        let h = u2.sub(&u1);
        let i = h.add(&h).square();
        let j = h.mul(&i);
        let r = s2.sub(&s1);
        let r = r.add(&r);
        let v = u1.mul(&i);
        let x3 = r.square().sub(&j).sub(&v).sub(&v);
        let s1j = s1.mul(&j);
        Jacobian {
            x: x3,
            y: r.mul(&v.sub(&x3)).sub(&s1j).sub(&s1j),
            z: p.z.add(&q.z).square().sub(&z1z1).sub(&z2z2).mul(&h),
        }
    }

    /// `P + Q` for an affine `Q` (madd-2007-bl), exceptional cases as in [`Self::add`].
    fn add_affine(&self, p: &Jacobian<L>, q: &(Residue<L>, Residue<L>)) -> Jacobian<L> {
        let one = DynResidue::one(self.modulus.params);
        let (x2, y2) = q;
        if p.z == self.zero() {
            return Jacobian {
                x: *x2,
                y: *y2,
                z: one,
            };
        }
        let z1z1 = p.z.square();
        let u2 = x2.mul(&z1z1);
        let s2 = y2.mul(&p.z).mul(&z1z1);
        if p.x == u2 {
            return if p.y == s2 {
                self.double(p)
            } else {
                self.infinity()
            };
        }
        let h = u2.sub(&p.x);
        let hh = h.square();
        let i = hh.add(&hh);
        let i = i.add(&i);
        let j = h.mul(&i);
        let r = s2.sub(&p.y);
        let r = r.add(&r);
        let v = p.x.mul(&i);
        let x3 = r.square().sub(&j).sub(&v).sub(&v);
        let y1j = p.y.mul(&j);
        Jacobian {
            x: x3,
            y: r.mul(&v.sub(&x3)).sub(&y1j).sub(&y1j),
            z: p.z.add(&h).square().sub(&z1z1).sub(&hh),
        }
    }

    /// Writes `P` as `x ‖ y`, or zeros for the point at infinity.
    fn write(&self, p: &Jacobian<L>, out: &mut [u8]) {
        let (x, y) = out.split_at_mut(self.modulus.bytes);
        let (z_inv, invertible) = p.z.invert();
        // `p` is prime, so every `Z ≠ 0` is invertible.
        if p.z == self.zero() || !bool::from(invertible) {
            x.fill(0);
            y.fill(0);
            return;
        }
        let z_inv2 = z_inv.square();
        write_integer(&p.x.mul(&z_inv2).retrieve(), x);
        write_integer(&p.y.mul(&z_inv2).mul(&z_inv).retrieve(), y);
    }

    /// Each base's odd multiples `P, 3P, …, (2^(WNAF_WIDTH − 1) − 1)·P`, affine (`None` where a
    /// multiple is the point at infinity), for all bases with one inversion.
    fn odd_multiples(&self, bases: &[&(Residue<L>, Residue<L>)]) -> Vec<Vec<Affine<L>>> {
        let count = 1 << (WNAF_WIDTH - 2);
        let one = DynResidue::one(self.modulus.params);
        let jacobian: Vec<Vec<Jacobian<L>>> = bases
            .iter()
            .map(|(x, y)| {
                let p = Jacobian {
                    x: *x,
                    y: *y,
                    z: one,
                };
                let twice = self.double(&p);
                let mut multiples = Vec::with_capacity(count);
                multiples.push(p);
                for k in 1..count {
                    multiples.push(self.add(&multiples[k - 1], &twice));
                }
                multiples
            })
            .collect();
        let zero = self.zero();
        let zs: Vec<Residue<L>> = jacobian
            .iter()
            .flatten()
            .filter(|p| p.z != zero)
            .map(|p| p.z)
            .collect();
        // Every Z ≠ 0 is invertible modulo the prime p, so the batch inversion cannot fail.
        let mut inverses = crate::native::modular::inverse_all(&self.modulus, &zs)
            .unwrap_or_default()
            .into_iter();
        jacobian
            .iter()
            .map(|multiples| {
                multiples
                    .iter()
                    .map(|p| {
                        if p.z == zero {
                            return None;
                        }
                        let inverse = inverses.next()?;
                        let inverse2 = inverse.square();
                        Some((p.x.mul(&inverse2), p.y.mul(&inverse2).mul(&inverse)))
                    })
                    .collect()
            })
            .collect()
    }

    /// Straus: one doubling chain for all points, each point's signed digits
    /// ([`wnaf`]) adding or subtracting its odd multiples.
    fn straus(&self, pairs: &[(&(Residue<L>, Residue<L>), &Uint<L>)], bits: usize) -> Jacobian<L> {
        let bases: Vec<&(Residue<L>, Residue<L>)> = pairs.iter().map(|(base, _)| *base).collect();
        let tables = self.odd_multiples(&bases);
        let digits: Vec<Vec<i8>> = pairs.iter().map(|(_, scalar)| wnaf(scalar, bits)).collect();
        let length = digits.iter().map(Vec::len).max().unwrap_or(0);
        let mut total = self.infinity();
        for position in (0..length).rev() {
            total = self.double(&total);
            for (table, digits) in tables.iter().zip(&digits) {
                // ok: every digit vector is `wnaf(_, bits)`'s, all `length` long.
                let digit = digits[position];
                let index = usize::from(digit.unsigned_abs() / 2);
                // ok: |digit| < 2^(WNAF_WIDTH − 1), so `index` < 2^(WNAF_WIDTH − 2), the table's length.
                let Some(Some((x, y))) = (digit != 0).then(|| table[index]) else {
                    continue;
                };
                let y = if digit < 0 { y.neg() } else { y };
                total = self.add_affine(&total, &(x, y));
            }
        }
        total
    }

    /// `Σ scalars[i] · bases[i]`.
    fn msm(&self, bases: &[Affine<L>], scalars: &[Uint<L>]) -> Jacobian<L> {
        let bits = scalars.iter().map(Uint::bits_vartime).max().unwrap_or(0);
        let pairs: Vec<(&(Residue<L>, Residue<L>), &Uint<L>)> = bases
            .iter()
            .zip(scalars)
            .filter_map(|(base, scalar)| base.as_ref().map(|base| (base, scalar)))
            .collect();
        let mut total = self.infinity();
        if pairs.len() <= STRAUS_MAX {
            return self.straus(&pairs, bits);
        }
        // Windows of `c` bits, from the top.
        let c = match pairs.len() {
            n if n < 32 => 3,
            n => (n.ilog2() as usize * 69 / 100) + 2,
        };
        let windows = bits.div_ceil(c);
        for window in (0..windows).rev() {
            for _ in 0..c {
                total = self.double(&total);
            }
            let mut buckets = vec![self.infinity(); (1 << c) - 1];
            for (base, scalar) in &pairs {
                let digit = (0..c)
                    .filter(|k| scalar.bit_vartime(window * c + k))
                    .fold(0usize, |digit, k| digit | 1 << k);
                if digit != 0 {
                    buckets[digit - 1] = self.add_affine(&buckets[digit - 1], base);
                }
            }
            // Σ digit · bucket[digit] as running sums, from the top bucket down.
            let (mut running, mut sum) = (self.infinity(), self.infinity());
            for bucket in buckets.iter().rev() {
                running = self.add(&running, bucket);
                sum = self.add(&sum, &running);
            }
            total = self.add(&total, &sum);
        }
        total
    }
}

/// [`modular_msm_sw`] for a modulus of `L` limbs.
fn msm_sw<const L: usize>(
    curve: &[u8],
    bases: &[u8],
    scalars: &[u8],
    out: &mut [u8],
) -> Result<(), Error> {
    let size = curve.len() / 3;
    let modulus = Modulus::<L>::read(&curve[..size])?;
    let n = count(bases, 2 * size, MSM_LIMIT)?;
    if count(scalars, size, MSM_LIMIT)? != n {
        return Err(Error::LengthMismatch);
    }
    if out.len() != 2 * size {
        return Err(Error::OutputLength);
    }
    let (a, b) = (
        modulus.element(&curve[size..2 * size])?,
        modulus.element(&curve[2 * size..])?,
    );
    // b ≠ 0 (so that (0, 0) is no curve point) and 4a³ + 27b² ≠ 0 (the curve is not singular).
    let zero = DynResidue::zero(modulus.params);
    let discriminant = modulus
        .small(4)
        .mul(&a.square().mul(&a))
        .add(&modulus.small(27).mul(&b.square()));
    if b == zero || discriminant == zero || !is_prime_modulus(&curve[..size]) {
        return Err(Error::InvalidParameters);
    }
    let shape = if a == zero {
        Shape::Zero
    } else if a.add(&modulus.small(3)) == zero {
        Shape::MinusThree
    } else {
        Shape::General
    };
    let curve = Curve {
        modulus,
        a,
        b,
        shape,
    };
    let bases = bases
        .chunks_exact(2 * size)
        .map(|point| curve.point(point))
        .collect::<Result<Vec<_>, _>>()?;
    let scalars: Vec<Uint<L>> = scalars
        .chunks_exact(size)
        .map(Modulus::<L>::integer)
        .collect();
    let result = curve.msm(&bases, &scalars);
    curve.write(&result, out);
    Ok(())
}

/// `modular_msm_sw(curve, bases, scalars, out)`: `curve` is `p ‖ a ‖ b` (three `L`-byte
/// integers, `p` as [`Modulus::read`] takes it, `a, b < p`), `bases` a vector of affine points
/// `x ‖ y` (`2L` bytes, all zeros for the point at infinity), `scalars` a vector of as many
/// `L`-byte little-endian integers, at most [`MSM_LIMIT`]; `out` the affine result (`2L` bytes).
///
/// Checks, in order: `p`'s encoding (`InvalidParameters`), the vectors' lengths and counts
/// (`LengthMismatch`, `TooManyElements`), `out` (`OutputLength`), `a` and `b` (`InvalidEncoding`),
/// `b ≠ 0`, `4a³ + 27b² ≠ 0` and `p` prime by Baillie–PSW (`InvalidParameters`), then each point
/// (`InvalidEncoding`, `NotOnCurve`). No subgroup check: the group order is not given.
pub fn modular_msm_sw(
    curve: &[u8],
    bases: &[u8],
    scalars: &[u8],
    out: &mut [u8],
) -> Result<(), Error> {
    if !curve.len().is_multiple_of(3) {
        return Err(Error::InvalidParameters);
    }
    crate::native::modular::by_modulus_length!(curve.len() / 3, msm_sw(curve, bases, scalars, out))
}
