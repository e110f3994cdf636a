//! Scalar multiplication and MSM that follow the group law on the whole curve.
//!
//! Host-function outputs are consensus, so they must be the mathematical `Σ sᵢ·Pᵢ` (integer
//! scalars, the curve's full group) for every accepted point, not only for points of the
//! prime-order subgroup. Shortcuts that are only valid there (GLV and GLS, which use
//! `φ(P) = λP`; arkworks' MSM, which replaces a scalar `s` near `r` by `−(r − s)`) are taken
//! only for points known to be in the subgroup. What is left is here: Pippenger over the scalars'
//! integer digits in projective coordinates, and double-and-add.
//!
//! arkworks' short Weierstrass formulas are complete (they special-case doubling, opposite points
//! and the identity), and so are its twisted Edwards formulas on JubJub and Ed-on-BLS12-377.
//! On Bandersnatch's incomplete twisted Edwards form, [`msm_while`] and [`mul_while`] stop at
//! the first exceptional addition or doubling, and [`super::sw_form`] takes over.

use alloc::vec;
use ark_ec::{AffineRepr, CurveGroup};
use ark_ff::{AdditiveGroup, PrimeField, Zero};

/// `Σ scalars[i]·bases[i]` with the scalars read as integers; the identity if the lists' lengths
/// differ.
pub fn msm<A: AffineRepr>(bases: &[A], scalars: &[A::ScalarField]) -> A::Group {
    msm_while(bases, scalars, |_| true).unwrap_or_default()
}

/// [`msm`], or `None` as soon as an intermediate point (after any addition or doubling) fails
/// `valid`: for formulas that signal an exceptional case in their output (see
/// [`super::sw_form`]).
pub fn msm_while<A: AffineRepr>(
    bases: &[A],
    scalars: &[A::ScalarField],
    valid: impl Fn(&A::Group) -> bool,
) -> Option<A::Group> {
    if bases.len() != scalars.len() {
        return Some(A::Group::zero());
    }
    let bits = A::ScalarField::MODULUS_BIT_SIZE as usize;
    let c = window_bits(bases.len());
    // Signed digits in [-2^(c-1), 2^(c-1)]; one spare bit so the top window takes the last carry.
    let windows = (bits + 1).div_ceil(c);
    let top = windows - 1;
    let scalars: alloc::vec::Vec<_> = scalars.iter().map(|s| s.into_bigint()).collect();
    let mut carries = vec![0u8; bases.len()];
    let mut buckets = vec![A::Group::zero(); 1 << (c - 1)];
    let mut window_sums = vec![A::Group::zero(); windows];
    for (w, window_sum) in window_sums.iter_mut().enumerate() {
        buckets.iter_mut().for_each(|b| *b = A::Group::zero());
        for ((base, scalar), carry) in bases.iter().zip(&scalars).zip(&mut carries) {
            let digit = signed_digit(scalar.as_ref(), w * c, c, carry, w == top);
            // `digit.unsigned_abs() - 1` < 2^(c-1) = buckets.len().
            if let Some(bucket) = buckets.get_mut((digit.unsigned_abs() as usize).wrapping_sub(1)) {
                if digit > 0 {
                    *bucket += base;
                } else {
                    *bucket -= base;
                }
                if !valid(bucket) {
                    return None;
                }
            }
        }
        // Σ (b + 1)·buckets[b] by running sums from the top bucket down.
        let mut running = A::Group::zero();
        for bucket in buckets.iter().rev() {
            running += bucket;
            *window_sum += running;
            if !valid(&running) || !valid(window_sum) {
                return None;
            }
        }
    }
    let mut total = A::Group::zero();
    for sum in window_sums.iter().rev() {
        for _ in 0..c {
            total.double_in_place();
            if !valid(&total) {
                return None;
            }
        }
        total += sum;
        if !valid(&total) {
            return None;
        }
    }
    Some(total)
}

/// Window width for `n` points: arkworks' rule (`ln n + 2`, at least 2), capped so the buckets
/// stay small.
fn window_bits(n: usize) -> usize {
    match n {
        0..=31 => 3,
        _ => (usize::BITS - n.leading_zeros()) as usize * 69 / 100 + 2,
    }
    .clamp(2, 16)
}

/// `scalar · base` for a little-endian integer scalar of any length, by double-and-add from the
/// top bit.
pub fn mul<G: CurveGroup>(base: &G, scalar: &[u64]) -> G {
    mul_while(base, scalar, |_| true).unwrap_or_default()
}

/// [`mul`], or `None` as soon as an intermediate point fails `valid` (see [`msm_while`]).
pub fn mul_while<G: CurveGroup>(base: &G, scalar: &[u64], valid: impl Fn(&G) -> bool) -> Option<G> {
    let mut result = G::zero();
    for bit in ark_ff::BitIteratorBE::without_leading_zeros(scalar) {
        result.double_in_place();
        if !valid(&result) {
            return None;
        }
        if bit {
            result += base;
            if !valid(&result) {
                return None;
            }
        }
    }
    Some(result)
}

/// The signed digit of `scalar` in the window of `c` bits at `start`, given the carry from the
/// window below; updates the carry. The top window keeps its digit unsigned (at most 2^(c-1),
/// because the windows span one bit more than the scalar).
pub(super) fn signed_digit(
    scalar: &[u64],
    start: usize,
    c: usize,
    carry: &mut u8,
    top: bool,
) -> i64 {
    let (limb, shift) = (start / 64, start % 64);
    let mut bits = scalar.get(limb).map_or(0, |l| l >> shift);
    if shift + c > 64 {
        bits |= scalar.get(limb + 1).map_or(0, |l| l << (64 - shift));
    }
    let value = (bits & ((1 << c) - 1)) as i64 + i64::from(*carry);
    if !top && value >= 1 << (c - 1) {
        *carry = 1;
        value - (1 << c)
    } else {
        *carry = 0;
        value
    }
}
