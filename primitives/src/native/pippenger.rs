//! Pippenger's MSM for short Weierstrass groups, with bucket additions in affine coordinates.
//!
//! arkworks adds each point to a Jacobian bucket (a mixed addition, about 11 field
//! multiplications). Here buckets are affine and additions are collected into batches that share
//! one field inversion (Montgomery's trick), so an addition costs about 6 multiplications. A point
//! whose bucket is already waiting in the current batch is queued for the next batch; when that
//! queue is full it goes to the bucket's Jacobian twin, so no input makes the batches
//! degenerate: equal scalars cost what arkworks costs. Equal and opposite points in a bucket
//! (doubling, cancelling) are handled exactly. The running sums that weigh the buckets are affine
//! too, all windows of a pass stepping together so their additions share an inversion.
//!
//! Batches span several windows (a point is added to its bucket in each window of a pass before
//! the next point), which keeps the collisions rare. From about 64 points on this is faster
//! than arkworks' MSM (and from [`batched_from`] points than [`super::straus`]); it is also
//! single-threaded, while arkworks with its `parallel`
//! feature builds a thread pool on every call. Hand-written because no maintained Rust library
//! offers it for arkworks types. Memory: at most 2^12 buckets (or one window's) and `O(n)` for n points.

use super::exact::signed_digit;
use alloc::{vec, vec::Vec};
use ark_ec::{
    short_weierstrass::{Affine, Projective, SWCurveConfig},
    AffineRepr, CurveGroup, PrimeGroup,
};
use ark_ff::{AdditiveGroup, Field, PrimeField, Zero};

/// `Σ scalars[i]·bases[i]`; the identity if the lists' lengths differ. Below
/// [`batched_from`] points [`super::straus::msm`] (every scalar's wNAF digits read together, as
/// exact) is faster and is used instead (not arkworks' MSM, whose results are exact only in the
/// prime-order subgroup).
pub fn msm<P: SWCurveConfig>(bases: &[Affine<P>], scalars: &[P::ScalarField]) -> Projective<P> {
    if bases.len() != scalars.len() {
        Projective::zero()
    } else if bases.len() < batched_from::<P>() {
        super::straus::msm(bases, scalars)
    } else {
        let scalars: Vec<_> = scalars.iter().map(|s| s.into_bigint()).collect();
        batched(bases, &scalars, P::ScalarField::MODULUS_BIT_SIZE as usize)
    }
}

/// From how many points the batched code beats [`super::straus::msm`]: 40 over a prime field,
/// 20 over an extension (a G2), where an inversion costs fewer of the field's multiplications.
/// Measured natively (2026-12-06, Intel Xeon VM; Straus's time over the batched code's):
/// BLS12-381 G1 0.84 at 40 points, 0.92 at 48, 1.13 at 56; BN254 G1 0.95 at 40, 1.15 at 48;
/// BN254 G2 0.89 at 16, 1.08 at 24. The batched code beats arkworks' MSM from about 64 points
/// (1.2–1.4 × at 1000).
pub fn batched_from<P: SWCurveConfig>() -> usize {
    if P::BaseField::extension_degree() == 1 {
        40
    } else {
        20
    }
}

/// How many affine additions share one inversion (an inversion costs a few hundred
/// multiplications); 256–1024 measured equally fast for 1000 points, 2048 slower.
const BATCH: usize = 512;

/// Pippenger with batched affine bucket additions, for lists of equal length and little-endian
/// scalars below `2^num_bits`.
pub(super) fn batched<P: SWCurveConfig, S: AsRef<[u64]>>(
    bases: &[Affine<P>],
    scalars: &[S],
    num_bits: usize,
) -> Projective<P> {
    let c = window_bits(bases.len(), num_bits);
    // Signed digits in [-2^(c-1), 2^(c-1)]; one spare bit so the top window takes the last carry.
    let windows = (num_bits + 1).div_ceil(c);
    let top = windows - 1;
    // Point by point through several windows: a batch then spans their buckets, so its additions
    // rarely find their bucket busy, while the buckets of one pass stay few enough for the cache.
    let per_pass = (PASS_BUCKETS >> (c - 1)).clamp(1, windows);
    let mut buckets = Buckets::<P>::new(per_pass, c);
    let mut carries = vec![0u8; bases.len()];
    let mut sums = Vec::with_capacity(windows);
    for first in (0..windows).step_by(per_pass) {
        let pass = first..(first + per_pass).min(windows);
        for ((base, scalar), carry) in bases.iter().zip(scalars).zip(&mut carries) {
            for w in pass.clone() {
                let digit = signed_digit(scalar.as_ref(), w * c, c, carry, w == top);
                if digit != 0 && !base.is_zero() {
                    let point = if digit > 0 { *base } else { -*base };
                    buckets.add(w - first, digit.unsigned_abs() as usize - 1, point);
                }
            }
        }
        buckets.finish();
        sums.extend(buckets.take_window_sums(pass.len()));
    }
    sums.iter()
        .rev()
        .fold(Projective::zero(), |mut total, sum| {
            for _ in 0..c {
                total.double_in_place();
            }
            total + sum
        })
}

/// The sums of points sorted into `windows · per_window` buckets: `entries` gives, point by point,
/// each `(bucket, point)` to add, `bucket < windows · per_window`; bucket sums in that order.
/// Batched affine additions as in [`batched`], for the subset sums of
/// [`batch_subgroup`](super::batch_subgroup) (exact for any points on the curve).
pub(super) fn bucket_sums<P: SWCurveConfig>(
    windows: usize,
    per_window: usize,
    entries: impl IntoIterator<Item = (usize, Affine<P>)>,
) -> Vec<Projective<P>> {
    let mut buckets = Buckets::<P>::with_len(per_window, windows);
    for (bucket, point) in entries {
        buckets.add(bucket / per_window, bucket % per_window, point);
    }
    buckets.finish();
    buckets
        .affine
        .iter()
        .map(|bucket| bucket.into_group())
        .collect()
}

/// How many buckets one pass fills at most: 2^12, about 0.7 MiB for BN254 G1.
const PASS_BUCKETS: usize = 1 << 12;

/// Window width `c` for `n` points and scalars of `num_bits` bits: the one with the fewest
/// additions, one per point and window plus two per bucket (the running sums that weigh the
/// buckets). An affine addition in a batch costs about what a running sum's step does, which is
/// why this differs from arkworks' `ln n + 2` (measured: 5 for 100 BN254 points, 8 for 1000,
/// 8 for Pallas' 2000 half-size scalars).
fn window_bits(n: usize, num_bits: usize) -> usize {
    (2..=MAX_WINDOW_BITS)
        .min_by_key(|&c| (num_bits + 1).div_ceil(c) * (n + (1 << c)))
        .unwrap_or(MAX_WINDOW_BITS)
}

/// Widest window: one window's buckets fill a pass.
const MAX_WINDOW_BITS: usize = PASS_BUCKETS.trailing_zeros() as usize + 1;

/// The buckets of the windows of one pass, and the batch of affine additions waiting for an
/// inversion. Batching across windows lets one inversion serve many additions.
struct Buckets<P: SWCurveConfig> {
    per_window: usize,
    /// Bucket `i` holds `affine[i] + jacobian[i]`; `affine[i]` is the identity when empty.
    affine: Vec<Affine<P>>,
    jacobian: Vec<Projective<P>>,
    /// Whether `affine[i]` has an addition waiting in `batch`.
    busy: Vec<bool>,
    /// Waiting additions `affine[bucket] += point`, at most [`BATCH`].
    batch: Vec<(usize, Affine<P>)>,
    /// Points that found their bucket busy, to retry after the batch; at most [`BATCH`].
    pending: Vec<(usize, Affine<P>)>,
    /// Scratch for the batch's denominators and their running products.
    denominators: Vec<P::BaseField>,
    products: Vec<P::BaseField>,
}

impl<P: SWCurveConfig> Buckets<P> {
    fn new(windows: usize, c: usize) -> Self {
        Self::with_len(1 << (c - 1), windows)
    }

    /// `windows` windows of `per_window` buckets.
    fn with_len(per_window: usize, windows: usize) -> Self {
        let count = windows * per_window;
        Self {
            per_window,
            affine: vec![Affine::identity(); count],
            jacobian: vec![Projective::zero(); count],
            busy: vec![false; count],
            batch: Vec::with_capacity(BATCH),
            pending: Vec::with_capacity(BATCH),
            denominators: Vec::with_capacity(BATCH),
            products: Vec::with_capacity(BATCH),
        }
    }

    fn add(&mut self, window: usize, bucket: usize, point: Affine<P>) {
        if self.batch.len() >= BATCH {
            self.flush();
        }
        let i = window * self.per_window + bucket;
        if self.busy[i] {
            // Its bucket waits in the batch: retry after the flush, or (queue full) add it to
            // the bucket's Jacobian twin.
            if self.pending.len() < BATCH {
                self.pending.push((i, point));
            } else {
                self.jacobian[i] += &point;
            }
        } else {
            self.enqueue(i, point);
        }
    }

    /// Puts `point` into bucket `i`, which has no addition waiting: directly if it is empty,
    /// otherwise as a waiting addition.
    fn enqueue(&mut self, i: usize, point: Affine<P>) {
        if self.affine[i].is_zero() {
            self.affine[i] = point;
        } else {
            self.busy[i] = true;
            self.batch.push((i, point));
        }
    }

    /// Performs the waiting additions, then queues the points that found their bucket busy as
    /// the next batch's additions (those whose bucket is busy again stay queued).
    fn flush(&mut self) {
        self.add_batch();
        let mut pending = core::mem::take(&mut self.pending);
        pending.retain(|&(i, point)| {
            if self.busy[i] {
                return true;
            }
            self.enqueue(i, point);
            false
        });
        self.pending = pending;
    }

    /// Performs every waiting and queued addition, leaving each bucket a single affine point.
    fn finish(&mut self) {
        self.flush();
        self.add_batch();
        // Left: points whose bucket was busy twice in a row (rare unless scalars repeat).
        for (i, point) in self.pending.drain(..) {
            self.jacobian[i] += &point;
        }
        // Fold the Jacobian twins into their buckets: one normalization, one batch.
        let twins: Vec<usize> = (0..self.jacobian.len())
            .filter(|&i| !self.jacobian[i].is_zero())
            .collect();
        let points: Vec<_> = twins.iter().map(|&i| self.jacobian[i]).collect();
        for (&i, point) in twins.iter().zip(Projective::normalize_batch(&points)) {
            self.jacobian[i] = Projective::zero();
            self.enqueue(i, point);
        }
        self.add_batch();
    }

    /// Performs the waiting additions with one inversion.
    fn add_batch(&mut self) {
        self.denominators.clear();
        for &(i, p) in &self.batch {
            let q = &self.affine[i];
            self.denominators.push(if p.x != q.x {
                p.x - q.x
            } else if p.y == q.y {
                p.y.double() // doubling; zero for a point of order 2
            } else {
                P::BaseField::zero() // p = -q
            });
        }
        invert_nonzero(&mut self.denominators, &mut self.products);
        // The slopes in a loop of their own: its multiplications do not wait on each other, so
        // the CPU overlaps them (natively, Pallas MSM n = 1000: 7.5 → 7.3 ms).
        for (&(i, p), inverse) in self.batch.iter().zip(&mut self.denominators) {
            let q = &self.affine[i];
            *inverse *= if p.x != q.x {
                p.y - q.y
            } else {
                let x2 = q.x.square();
                x2.double() + x2 + P::COEFF_A
            };
        }
        for (&(i, p), &slope) in self.batch.iter().zip(&self.denominators) {
            let q = &mut self.affine[i];
            self.busy[i] = false;
            // The denominator was zero: p = -q, or a doubling of a point of order 2.
            if p.x == q.x && (p.y != q.y || p.y.is_zero()) {
                *q = Affine::identity();
                continue;
            }
            let x = slope.square() - q.x - p.x;
            let y = slope * (q.x - x) - q.y;
            *q = Affine::new_unchecked(x, y);
        }
        self.batch.clear();
    }

    /// `Σ (b + 1)·bucket[b]` for each of the first `windows` windows (after [`Self::finish`]),
    /// emptying their buckets. Running sums (`running += bucket[b]`, then `sum += running`, from
    /// the top bucket down), but affine and stepping together: each window's buckets are cut
    /// into `segments` runs of `len`, the runs of all windows step at once, and one step's
    /// additions share one inversion (`sum` takes the previous step's `running`). Run `j` of a
    /// window then weighs `sum_j + j·len·running_j`.
    fn take_window_sums(&mut self, windows: usize) -> Vec<Projective<P>> {
        let per_window = self.per_window;
        // More runs mean fewer steps, so fewer inversions (about 20 additions each), but more to
        // combine (about 3 additions a run): √(7·per_window / windows) runs balance the two.
        let segments = (7 * per_window / windows).isqrt().clamp(1, per_window);
        let len = per_window.div_ceil(segments);
        let runs = windows * segments;
        // Slot `r = w·segments + j` holds run j of window w's running sum, slot `runs + r` its sum.
        let mut acc = Self::with_len(1, 2 * runs);
        // Step `t` adds bucket `t - 1` of each run to its running sum, and the running sum of
        // step `t + 1` to the sum; step 0 only adds the last running sum.
        for t in (0..=len).rev() {
            for r in 0..runs {
                let running = acc.affine[r];
                if !running.is_zero() {
                    acc.enqueue(runs + r, running);
                }
                let b = (r % segments) * len + t;
                if t > 0 && b <= per_window {
                    let bucket = &mut self.affine[r / segments * per_window + b - 1];
                    if !bucket.is_zero() {
                        acc.enqueue(r, core::mem::take(bucket));
                    }
                }
            }
            acc.add_batch();
        }
        let (running, sums) = acc.affine.split_at(runs);
        running
            .chunks(segments)
            .zip(sums.chunks(segments))
            .map(|(running, sums)| {
                let (mut above, mut weighted) = (Projective::zero(), Projective::<P>::zero());
                for run in running.iter().skip(1).rev() {
                    above += run;
                    weighted += &above;
                }
                let sum = sums.iter().fold(Projective::zero(), |sum, s| sum + s);
                sum + weighted.mul_bigint([len as u64])
            })
            .collect()
    }
}

/// Replaces every non-zero element by its inverse with one inversion; zeros stay zero.
///
/// Montgomery's trick, with the running products split into [`CHAINS`] interleaved chains:
/// a product depends on the one before it, so a single chain waits on each multiplication's
/// latency, while independent chains overlap in the CPU (natively, Pallas MSM n = 1000:
/// 7.9 → 7.5 ms; 2, 4 and 8 chains measured alike).
pub(super) fn invert_nonzero<F: Field>(values: &mut [F], products: &mut Vec<F>) {
    products.clear();
    let mut chain = [F::one(); CHAINS];
    for (i, v) in values.iter().enumerate() {
        let product = &mut chain[i % CHAINS];
        if !v.is_zero() {
            *product *= v;
        }
        products.push(*product);
    }
    // One inversion for all chains: the inverse of chain k is the product of the others
    // times the inverse of the whole product.
    let mut inverse = [F::one(); CHAINS];
    let mut below = F::one();
    for (inverse, product) in inverse.iter_mut().zip(&chain) {
        *inverse = below;
        below *= product;
    }
    // A product of non-zero elements of a field is not zero.
    let mut above = below.inverse().unwrap_or_else(F::one);
    for (inverse, product) in inverse.iter_mut().zip(&chain).rev() {
        *inverse *= above;
        above *= product;
    }
    for i in (0..values.len()).rev() {
        if values[i].is_zero() {
            continue;
        }
        let before = if i < CHAINS {
            F::one()
        } else {
            products[i - CHAINS]
        };
        let value = values[i];
        let inverse = &mut inverse[i % CHAINS];
        values[i] = *inverse * before;
        *inverse *= value;
    }
}

/// Independent product chains in [`invert_nonzero`].
const CHAINS: usize = 4;

#[cfg(test)]
mod tests {
    use super::*;
    use ark_ec::{CurveGroup, VariableBaseMSM};
    use ark_ff::One;
    use ark_std::{test_rng, UniformRand};

    fn check<P: SWCurveConfig>(bases: &[Affine<P>], scalars: &[P::ScalarField]) {
        let expected = Projective::<P>::msm(bases, scalars).unwrap(); // ok: equal lengths
        let bigints: Vec<_> = scalars.iter().map(|s| s.into_bigint()).collect();
        let bits = P::ScalarField::MODULUS_BIT_SIZE as usize;
        assert_eq!(
            batched(bases, &bigints, bits).into_affine(),
            expected.into_affine()
        );
        assert_eq!(msm(bases, scalars), expected);
    }

    fn random_inputs<P: SWCurveConfig>(n: usize) -> (Vec<Affine<P>>, Vec<P::ScalarField>) {
        let rng = &mut test_rng();
        let bases = (0..n)
            .map(|_| Projective::<P>::rand(rng).into_affine())
            .collect();
        (bases, (0..n).map(|_| P::ScalarField::rand(rng)).collect())
    }

    fn matches_arkworks<P: SWCurveConfig>() {
        for n in [0, 1, 2, 3, 31, 32, 33, 63, 64, 100, 600] {
            let (bases, scalars) = random_inputs::<P>(n);
            check(&bases, &scalars);
        }
    }

    /// Inputs that make buckets double, cancel and collide: repeated and opposite points,
    /// the identity, and scalars 0, 1, -1 and repeated.
    fn adversarial<P: SWCurveConfig>() {
        let (mut bases, mut scalars) = random_inputs::<P>(200);
        let minus_one = -P::ScalarField::one();
        for i in 0..200 {
            match i % 7 {
                0 => bases[i] = bases[0],
                1 => bases[i] = -bases[0],
                2 => bases[i] = Affine::identity(),
                3 => scalars[i] = scalars[3],
                4 => scalars[i] = minus_one,
                5 => scalars[i] = P::ScalarField::zero(),
                _ => {}
            }
        }
        check(&bases, &scalars);
        // Everything into one bucket per window: equal points, equal scalars.
        check(&[bases[0]; 64], &[scalars[3]; 64]);
        // Pairs that cancel exactly.
        let cancel: Vec<_> = (0..64)
            .map(|i| if i % 2 == 0 { bases[0] } else { -bases[0] })
            .collect();
        check(&cancel, &[scalars[3]; 64]);
        check(&[Affine::<P>::identity(); 40], &scalars[..40]);
        check(&bases[..50], &[minus_one; 50]);
        assert!(msm(&bases[..3], &scalars[..2]).is_zero());
        let generator = Affine::<P>::generator();
        assert_eq!(msm(&[generator], &[minus_one]), -generator.into_group());
    }

    #[test]
    fn bn254() {
        matches_arkworks::<ark_bn254::g1::Config>();
        matches_arkworks::<ark_bn254::g2::Config>();
        adversarial::<ark_bn254::g1::Config>();
        adversarial::<ark_bn254::g2::Config>();
    }

    #[test]
    fn other_curves() {
        matches_arkworks::<ark_bls12_377::g1::Config>();
        matches_arkworks::<ark_bw6_761::g1::Config>();
        matches_arkworks::<ark_pallas::PallasConfig>();
        adversarial::<ark_vesta::VestaConfig>();
        adversarial::<ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig>();
    }

    /// On `y² = x³ + b` the points `(x, y)`, `(βx, y)` and `(β²x, y)` (β a cube root of unity)
    /// lie on one horizontal line: adding two of them has slope zero, which is not `p = -q`.
    #[test]
    fn zero_slope_additions() {
        use ark_ec::scalar_mul::glv::GLVConfig;
        type P = ark_pallas::PallasConfig;
        let (bases, scalars) = random_inputs::<P>(2);
        let line = [bases[0], P::endomorphism_affine(&bases[0])];
        assert_eq!(line[0].y, line[1].y);
        let bases: Vec<_> = line
            .iter()
            .cycle()
            .take(2 * batched_from::<P>())
            .copied()
            .collect();
        check(&bases, &vec![scalars[0]; bases.len()]);
        let scalars: Vec<_> = (0..bases.len()).map(|i| scalars[i % 2]).collect();
        check(&bases, &scalars);
    }

    #[test]
    fn window_bits_follow_the_measured_optimum() {
        assert_eq!(window_bits(100, 254), 5);
        assert_eq!(window_bits(1000, 254), 8);
        assert_eq!(window_bits(2000, 127), 8);
        assert_eq!(window_bits(1, 254), 2);
        assert_eq!(window_bits(usize::MAX >> 16, 254), MAX_WINDOW_BITS);
    }

    #[test]
    fn invert_nonzero_skips_zeros() {
        let rng = &mut test_rng();
        // Every length up to a few chains long, zeros at every position of a chain.
        for len in 0..=3 * CHAINS + 1 {
            let mut values: Vec<ark_bn254::Fq> =
                (0..len).map(|_| ark_bn254::Fq::rand(rng)).collect();
            for i in (len % 3..len).step_by(CHAINS + 1) {
                values[i] = Zero::zero();
            }
            let expected: Vec<_> = values
                .iter()
                .map(|v| v.inverse().unwrap_or_default())
                .collect();
            invert_nonzero(&mut values, &mut Vec::new());
            assert_eq!(values, expected, "length {len}");
        }
    }
}
