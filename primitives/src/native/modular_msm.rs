//! `modular_msm_sw(curve, bases, scalars, out)`: an MSM on the short Weierstrass curve
//! `y² = x³ + a·x + b` over the prime field of `p`, all three given in the call: the coarse end of
//! the generic interface ([`mod@crate::native::modular`]), for curves this crate has no
//! functions for.
//!
//! The result is `Σ scalars[i] · bases[i]` in the group of the curve's points over `F_p`, with
//! integer scalars (not reduced by any group order, which the host does not know): one point,
//! whatever algorithm computes it, since `p` must be prime. Here, a joint double-and-add for up
//! to [`STRAUS_MAX`] points and Pippenger's bucket method above, in Jacobian coordinates with
//! every exceptional case (doubling, opposite points, infinity) taken exactly.

use crate::{
    native::modular::{count, write_integer, Modulus, Residue},
    Error,
};
use alloc::{vec, vec::Vec};
use crypto_bigint::{modular::runtime_mod::DynResidue, Uint};
use crypto_primes::hazmat::{lucas_test, LucasCheck, MillerRabin, SelfridgeBase};

/// Most points of one call.
pub const MSM_LIMIT: usize = 512;
/// Up to this many points, a joint double-and-add; above, Pippenger.
pub const STRAUS_MAX: usize = 8;

/// The curve of a call, read and checked.
struct Curve<const L: usize> {
    modulus: Modulus<L>,
    a: Residue<L>,
    b: Residue<L>,
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

    /// `2P` (dbl-2007-bl, for any `a`); a point of order two gives `Z = 0`.
    fn double(&self, p: &Jacobian<L>) -> Jacobian<L> {
        if p.z == self.zero() {
            return *p;
        }
        let xx = p.x.square();
        let yy = p.y.square();
        let yyyy = yy.square();
        let zz = p.z.square();
        let s = p.x.add(&yy).square().sub(&xx).sub(&yyyy);
        let s = s.add(&s);
        let m = xx.add(&xx).add(&xx).add(&self.a.mul(&zz.square()));
        let t = m.square().sub(&s).sub(&s);
        let yyyy8 = {
            let two = yyyy.add(&yyyy);
            let four = two.add(&two);
            four.add(&four)
        };
        Jacobian {
            x: t,
            y: m.mul(&s.sub(&t)).sub(&yyyy8),
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
            for bit in (0..bits).rev() {
                total = self.double(&total);
                for (base, scalar) in &pairs {
                    if scalar.bit_vartime(bit) {
                        total = self.add_affine(&total, base);
                    }
                }
            }
            return total;
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
    if b == zero || discriminant == zero || !is_probable_prime(&modulus.p) {
        return Err(Error::InvalidParameters);
    }
    let curve = Curve { modulus, a, b };
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
