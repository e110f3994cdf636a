//! Subgroup checks of many points at once: 64 random subset sums, each checked once.
//!
//! A list of `n` points on the curve is in the prime-order subgroup iff every sum of a subset of
//! it is. The check draws 64 subsets (point `i` is in subset `k` iff bit `k` of its mask `mᵢ` is
//! set) and checks the 64 sums `S_k = Σ_{bit k of mᵢ} Pᵢ` with the group's single-point check.
//! A list of subgroup points always passes. A list with a point `P_j` outside the subgroup
//! passes with probability at most 2⁻⁶⁴ over the masks: write every point as its subgroup part
//! plus its cofactor part `T_i` (the curve's group is their direct sum, as `r² ∤ #E`). `S_k` is
//! in the subgroup iff `Σ_{bit k of mᵢ} T_i = 0`; whatever the other bits, of the two values of
//! bit `k` of `m_j` at most one makes that sum zero (they differ by `T_j ≠ 0`), so each of the
//! 64 independent bits of `m_j` catches the point with probability at least 1/2. This holds
//! for any cofactor, small prime factors included, which is why the coefficients are bits and
//! not larger integers (a random integer coefficient misses a 3-torsion component with
//! probability 1/3).
//!
//! The masks come from BLAKE2b over the bytes of the list (see [`masks`]), so the answer is a
//! function of the input alone, the same on every node; finding a list with a point outside the
//! subgroup that passes takes about 2⁶⁴ tries of the hash. `docs/host-functions.md` specifies
//! this procedure byte for byte.
//!
//! The 64 sums share their additions (Pippenger's bucket method on the masks): for each chunk of
//! `c` mask bits, every point goes to the bucket of its chunk's value (one addition), and
//! `S_k` for the chunk's bits add up the buckets whose value has bit `k` set (`c·2^(c−1)`
//! additions). With `c = 6`, 1000 points cost about 13 000 additions and 64 single checks,
//! against 1000 single checks. Short Weierstrass groups add into their buckets in affine
//! coordinates, batched with one inversion ([`pippenger`](super::pippenger)'s buckets). Additions must be exact for any points on the curve, in the
//! subgroup or not: arkworks' short Weierstrass Jacobian formulas and the extended formulas of
//! a complete twisted Edwards curve are; an incomplete one (Bandersnatch's Edwards form) is
//! summed in its short Weierstrass form (`GroupBackend::batch_in_subgroup`).

use alloc::{vec, vec::Vec};
use ark_ec::{
    short_weierstrass::{self as sw, SWCurveConfig},
    AffineRepr, CurveGroup,
};
use ark_ff::Zero;

/// Lists shorter than this are checked point by point. The batch costs 64 single checks plus the
/// sums: natively (`cargo run --release -p ec-benches --example host_backends`) it is about as
/// fast as point by point at 64 points, faster for every group from 256 (1.25× for BLS12-381's
/// G2, whose single check by blst is cheapest against its additions, 1.7× to 3.3× for the
/// others), and 2.1× to 10× at 1000 points.
pub const BATCH_FROM: usize = 256;

/// Subsets drawn: the soundness error is 2^-ROUNDS.
pub const ROUNDS: usize = 64;

/// Domain separation of the masks' hash, with the version of this procedure.
pub const DOMAIN: &[u8] = b"ec-host-primitives/subgroup-batch/v1";

/// The mask of every point: `seed = BLAKE2b-256(DOMAIN ‖ BLAKE2b-256(bytes))`, then for block
/// `j = 0, 1, …` the 64 bytes of `BLAKE2b-512(seed ‖ j as u64, little-endian)` read as eight
/// little-endian `u64`s: masks `8j` to `8j + 7`. (`DOMAIN` is the ASCII string
/// `ec-host-primitives/subgroup-batch/v1`.)
pub fn masks(bytes: &[u8], n: usize) -> Vec<u64> {
    let mut block = [0u8; DOMAIN.len() + 32];
    block[..DOMAIN.len()].copy_from_slice(DOMAIN);
    block[DOMAIN.len()..].copy_from_slice(&sp_crypto_hashing::blake2_256(bytes));
    let seed = sp_crypto_hashing::blake2_256(&block);
    let mut masks = Vec::with_capacity(n.next_multiple_of(8));
    let mut block = [0u8; 40];
    block[..32].copy_from_slice(&seed);
    for j in 0..n.div_ceil(8) as u64 {
        block[32..].copy_from_slice(&j.to_le_bytes());
        let words = sp_crypto_hashing::blake2_512(&block);
        masks.extend(words.chunks_exact(8).map(|word| {
            let mut limb = [0u8; 8];
            limb.copy_from_slice(word);
            u64::from_le_bytes(limb)
        }));
    }
    masks.truncate(n);
    masks
}

/// The 64 subset sums from the buckets of
/// `GroupBackend::mask_buckets` (or of
/// [`mask_buckets_affine`] / [`mask_buckets_projective`]) for `c` bits per chunk, in affine
/// form: for code that sums the buckets over another representation of the same curve
/// (ark-substrate's twins over fields shaped for Wasm).
pub fn sums_of_buckets<G: CurveGroup>(buckets: &[G], c: usize) -> Vec<G::Affine> {
    sums_of_buckets_while(buckets, c, |_| true).unwrap_or_default()
}

/// [`sums_of_buckets`], or `None` as soon as a sum (after any addition) fails `valid`: for
/// formulas that signal an exceptional case in their output (an incomplete twisted Edwards
/// form, see [`super::sw_form`]).
pub fn sums_of_buckets_while<G: CurveGroup>(
    buckets: &[G],
    c: usize,
    valid: impl Fn(&G) -> bool,
) -> Option<Vec<G::Affine>> {
    let mut sums = vec![G::zero(); ROUNDS];
    for (chunk, buckets) in buckets.chunks(1 << c).enumerate() {
        let first = chunk * c;
        let width = c.min(ROUNDS - first);
        for (value, bucket) in buckets.iter().enumerate().skip(1) {
            if bucket.is_zero() {
                continue;
            }
            for (bit, sum) in sums[first..first + width].iter_mut().enumerate() {
                if value >> bit & 1 == 1 {
                    *sum += bucket;
                    if !valid(sum) {
                        return None;
                    }
                }
            }
        }
    }
    Some(G::normalize_batch(&sums))
}

/// The value of chunk `chunk` (`c` bits) of a mask, short at the top (`ROUNDS` bits in all).
fn chunk_value(mask: u64, chunk: usize, c: usize) -> usize {
    let first = chunk * c;
    let width = c.min(ROUNDS - first);
    (mask >> first) as usize & ((1 << width) - 1)
}

/// `GroupBackend::mask_buckets` in projective coordinates
/// (any group with complete additions).
pub fn mask_buckets_projective<A: AffineRepr>(
    points: &[A],
    masks: &[u64],
    c: usize,
) -> Vec<A::Group> {
    mask_buckets_projective_while(points, masks, c, |_| true).unwrap_or_default()
}

/// [`mask_buckets_projective`], or `None` as soon as a bucket (after any addition) fails
/// `valid`, as [`sums_of_buckets_while`].
pub fn mask_buckets_projective_while<A: AffineRepr>(
    points: &[A],
    masks: &[u64],
    c: usize,
    valid: impl Fn(&A::Group) -> bool,
) -> Option<Vec<A::Group>> {
    let chunks = ROUNDS.div_ceil(c);
    let mut buckets = vec![A::Group::zero(); chunks << c];
    for (point, &mask) in points.iter().zip(masks) {
        for chunk in 0..chunks {
            let value = chunk_value(mask, chunk, c);
            // Value 0 is in none of the chunk's sums.
            if value != 0 {
                let bucket = &mut buckets[(chunk << c) + value];
                *bucket += point;
                if !valid(bucket) {
                    return None;
                }
            }
        }
    }
    Some(buckets)
}

/// `GroupBackend::mask_buckets` with batched affine additions ([`pippenger`](super::pippenger))
/// for a short Weierstrass group: about half the field multiplications of a Jacobian addition.
pub fn mask_buckets_affine<P: SWCurveConfig>(
    points: &[sw::Affine<P>],
    masks: &[u64],
    c: usize,
) -> Vec<sw::Projective<P>> {
    let chunks = ROUNDS.div_ceil(c);
    // The identity adds nothing (and the affine additions do not take it).
    let entries = points
        .iter()
        .zip(masks)
        .filter(|(point, _)| !point.is_zero());
    let entries = entries.flat_map(|(&point, &mask)| {
        (0..chunks).filter_map(move |chunk| {
            let value = chunk_value(mask, chunk, c);
            (value != 0).then_some(((chunk << c) + value, point))
        })
    });
    super::pippenger::bucket_sums(chunks, 1 << c, entries)
}

/// Mask bits per chunk for `n` points: the fewest additions, `⌈64/c⌉·(n + c·2^(c−1))`.
pub fn chunk_bits(n: usize) -> usize {
    (1..=10)
        .min_by_key(|&c| ROUNDS.div_ceil(c) * (n + c * (1 << (c - 1))))
        .unwrap_or(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        encoding,
        error::Error,
        native::{
            backend::all_in_subgroup,
            decode::{read_points, Subgroup},
        },
    };
    use ark_ec::twisted_edwards as te;
    use ark_ff::{Field, PrimeField, UniformRand};
    use ark_std::test_rng;

    #[test]
    fn chunk_bits_grow_with_the_list() {
        assert_eq!(chunk_bits(1), 1);
        let widths: Vec<_> = [128, 1_000, 10_000, 100_000].map(chunk_bits).into();
        assert!(widths.windows(2).all(|w| w[0] <= w[1]), "{widths:?}");
        assert_eq!(chunk_bits(1_000), 6);
    }

    #[test]
    fn masks_are_the_specified_hash_and_depend_on_every_byte() {
        let bytes: Vec<u8> = (0..=255).collect();
        let masks = masks(&bytes, 11);
        assert_eq!(masks.len(), 11);
        // The specification, written out independently of `masks`.
        let digest = sp_crypto_hashing::blake2_256(&bytes);
        let seed = sp_crypto_hashing::blake2_256(&[DOMAIN, &digest[..]].concat());
        let first_block = sp_crypto_hashing::blake2_512(&[&seed[..], &[0; 8]].concat());
        let second_block =
            sp_crypto_hashing::blake2_512(&[&seed[..], &1u64.to_le_bytes()].concat());
        assert_eq!(masks[0].to_le_bytes(), first_block[..8]);
        assert_eq!(masks[7].to_le_bytes(), first_block[56..]);
        assert_eq!(masks[8].to_le_bytes(), second_block[..8]);
        assert_eq!(masks[10].to_le_bytes(), second_block[16..24]);
        for i in [0, 100, 255] {
            let mut changed = bytes.clone();
            changed[i] ^= 1;
            assert_ne!(super::masks(&changed, 11), masks, "byte {i}");
        }
    }

    /// A point of the cofactor part (`[r]R`), not the identity.
    fn torsion<C: sw::SWCurveConfig>() -> sw::Projective<C> {
        let rng = &mut test_rng();
        loop {
            let random = crate::native::subgroup::tests::random_point::<C>(rng);
            let t = random.mul_bigint(C::ScalarField::MODULUS);
            if !t.is_zero() {
                return t;
            }
        }
    }

    /// The default subset sums run on twisted Edwards groups only where the curve is complete
    /// (`d/a` not a square): JubJub and Ed-on-BLS12-377; Bandersnatch's (incomplete) sums in its
    /// short Weierstrass form, which must give the Edwards answer.
    #[test]
    fn twisted_edwards_sums_are_exact() {
        fn complete<C: te::TECurveConfig>() -> bool {
            (C::COEFF_D / C::COEFF_A).legendre().is_qnr()
        }
        assert!(complete::<ark_ed_on_bls12_381::JubjubConfig>());
        assert!(complete::<ark_ed_on_bls12_377::EdwardsConfig>());
        type Bandersnatch = ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig;
        assert!(!complete::<Bandersnatch>());
        // Bandersnatch's Edwards points of order 2 and 4 include points at infinity, which
        // the Edwards formulas cannot reach: with the generator, every batch must agree with
        // the point-by-point answer.
        let rng = &mut test_rng();
        let n = BATCH_FROM;
        let good: Vec<te::Affine<Bandersnatch>> = (0..n).map(|_| UniformRand::rand(rng)).collect();
        let bytes = encoding::write_list::<te::Affine<Bandersnatch>>;
        assert!(all_in_subgroup(&good, &bytes(&good)));
        // `(0, −1)` has order 2 and an affine Edwards form.
        let two_torsion = te::Affine::<Bandersnatch>::new_unchecked(
            0.into(),
            -ark_ed_on_bls12_381_bandersnatch::Fq::from(1u8),
        );
        assert!(two_torsion.is_on_curve());
        let mut bad = good.clone();
        bad[7] = (bad[7].into_group() + two_torsion).into_affine();
        assert!(bad[7].is_on_curve() && !bad[7].is_in_correct_subgroup_assuming_on_curve());
        assert!(!all_in_subgroup(&bad, &bytes(&bad)));
    }

    /// The guarded sums give the unguarded ones where no addition is exceptional (points of the
    /// subgroup of Bandersnatch's incomplete Edwards form). Where one is, they stop:
    /// `ark-substrate`'s `wasm_arkworks` test `bandersnatch_through_infinity`.
    #[test]
    fn guarded_sums_are_the_sums_without_exceptions() {
        type Bandersnatch = ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig;
        let exact = |p: &te::Projective<Bandersnatch>| !p.z.is_zero();
        let rng = &mut test_rng();
        let n = BATCH_FROM + 44;
        let c = chunk_bits(n);
        let list: Vec<te::Affine<Bandersnatch>> = (0..n).map(|_| UniformRand::rand(rng)).collect();
        let masks = masks(&encoding::write_list(&list), n);
        let buckets = mask_buckets_projective_while(&list, &masks, c, exact);
        assert_eq!(
            buckets.as_ref(),
            Some(&mask_buckets_projective(&list, &masks, c))
        );
        let buckets = buckets.unwrap(); // ok: just compared with Some
        assert_eq!(
            sums_of_buckets_while(&buckets, c, exact),
            Some(sums_of_buckets(&buckets, c))
        );
    }

    /// A long list keeps the error of reading it point by point: a point outside the subgroup
    /// before one that does not decode is `NotInSubgroup`, after it the decoding error.
    #[test]
    fn long_lists_keep_the_first_error() {
        type A = ark_bls12_377::G1Affine;
        let rng = &mut test_rng();
        let size = encoding::size_of::<A>();
        let n = 2 * BATCH_FROM;
        let mut points: Vec<A> = (0..n).map(|_| A::rand(rng)).collect();
        let outside =
            (points[10].into_group() + torsion::<ark_bls12_377::g1::Config>()).into_affine();
        let bytes = encoding::write_list::<A>;
        let off_curve = |bytes: &mut Vec<u8>, i: usize| bytes[i * size] ^= 1;
        let read = |bytes: &[u8]| read_points::<A>(bytes, n, Subgroup::Batch).map(|p| p.len());
        assert_eq!(read(&bytes(&points)), Ok(n));
        let mut list = bytes(&points);
        off_curve(&mut list, 100);
        let decoding_error = read(&list).unwrap_err();
        assert_ne!(decoding_error, Error::NotInSubgroup);
        points[10] = outside;
        let mut list = bytes(&points);
        assert_eq!(read(&list), Err(Error::NotInSubgroup));
        off_curve(&mut list, 100);
        assert_eq!(read(&list), Err(Error::NotInSubgroup));
        points.swap(10, 200);
        let mut list = bytes(&points);
        off_curve(&mut list, 100);
        assert_eq!(read(&list), Err(decoding_error));
        // Without subgroup checks, the same list reads to the decoding error, and whole.
        assert_eq!(
            read_points::<A>(&list, n, Subgroup::Unchecked).map(|p| p.len()),
            Err(decoding_error)
        );
        assert_eq!(
            read_points::<A>(&bytes(&points), n, Subgroup::Unchecked).map(|p| p.len()),
            Ok(n)
        );
    }
}
