//! Prime fields whose multiplication is shaped for WebAssembly: [`WasmFp`], any arkworks
//! Montgomery field (`ark_bn254::FqConfig`, …) with the same values, the same internal
//! representation and the same encodings, multiplied with 29-bit limbs.
//!
//! Why: arkworks multiplies 64-bit limbs into 128-bit products. Wasm has no 64×64→128-bit
//! multiply (and runtimes get no SIMD), so each limb product is a call to a compiler helper
//! (`__multi3`) and each carry a 128-bit addition. Wasm does have a 64-bit multiply: two limbs
//! below 2²⁹ multiply into a product below 2⁵⁸, and 64 such products add up in a `u64` without
//! overflow. So here a multiplication splits both operands into `K = ⌈64·N / 29⌉` limbs of 29
//! bits, adds up the products column by column with no carry at all, and reduces the columns
//! Montgomery-style, 29 bits at a time, carrying once per column.
//!
//! The representation is arkworks' own: the element `x` is stored as `x·R mod p` with
//! `R = 2^(64·N)`, fully reduced, so every constant converts by copying its limbs, and
//! serialization, equality and hashing are byte for byte arkworks'. Montgomery reduction with
//! 29-bit limbs divides by `2^(29·K)`, `D = 29·K − 64·N` bits more than `R`; one operand enters
//! shifted left by `D` bits (free: it is only where its limbs are cut), so the product comes out
//! as arkworks' `a·b·R⁻¹`. Inversion is arkworks' (no 128-bit product in it); addition,
//! subtraction and negation too, except in fields of four words, where they choose their result
//! by a mask instead of a branch (`selected`).
//!
//! ```
//! use ark_ff::{Field, PrimeField, UniformRand};
//! use ark_substrate::fields::{from_arkworks, WasmFp};
//! type Fq = ark_bls12_381::Fq;
//! let (a, b) = (Fq::rand(&mut ark_std::test_rng()), Fq::rand(&mut ark_std::test_rng()));
//! let (x, y) = (from_arkworks(a), from_arkworks(b));
//! let product: WasmFp<ark_bls12_381::FqConfig, 6> = x * y;
//! assert_eq!(product.into_bigint(), (a * b).into_bigint());
//! ```

use ark_ff::{BigInt, Fp, FpConfig, MontBackend, MontConfig, PrimeField, SqrtPrecomputation};
use core::marker::PhantomData;

/// The field configuration of `M`'s modulus (an arkworks Montgomery configuration of `N`
/// limbs) whose multiplication runs on 29-bit limbs. Every constant is `M`'s.
pub struct WasmField<M, const N: usize>(PhantomData<M>);

/// The prime field of `M`'s modulus, multiplied with 29-bit limbs: the values and encodings of
/// `Fp<MontBackend<M, N>, N>`.
pub type WasmFp<M, const N: usize> = Fp<WasmField<M, N>, N>;

/// `M`'s element as a [`WasmFp`]: the same limbs (`const`, for constants).
pub const fn from_arkworks<M: MontConfig<N>, const N: usize>(
    x: Fp<MontBackend<M, N>, N>,
) -> WasmFp<M, N> {
    Fp(x.0, PhantomData)
}

/// The [`WasmFp`] as `M`'s element: the same limbs.
pub const fn to_arkworks<M: MontConfig<N>, const N: usize>(
    x: WasmFp<M, N>,
) -> Fp<MontBackend<M, N>, N> {
    Fp(x.0, PhantomData)
}

/// Bits per limb.
const BITS: u32 = 29;
/// A limb's bits.
const MASK: u64 = (1 << BITS) - 1;

/// The constants of `M`'s modulus in `K` limbs of 29 bits.
struct Limbs<M, const N: usize, const K: usize>(PhantomData<M>);

impl<M: MontConfig<N>, const N: usize, const K: usize> Limbs<M, N, K> {
    /// How many more bits than arkworks' `R = 2^(64·N)` a reduction divides by, for
    /// `K = ⌈64·N / 29⌉` ([`with_limbs!`]; a column holds up to `2·K` products below `2⁵⁸` and
    /// a carry below `2³⁵`, which a `u64` holds for `K ≤ 31`). Every arm of `with_limbs!` is
    /// compiled for every `N`; the arms of other sizes, never run, get 0.
    const D: u32 = (BITS as usize * K).saturating_sub(64 * N) as u32;
    /// The modulus.
    const P: [u64; K] = split(&M::MODULUS.0, 0);
    /// `−p⁻¹ mod 2²⁹`: arkworks' `INV` is `−p⁻¹ mod 2⁶⁴`.
    const P_INV: u64 = M::INV & MASK;
    /// Bits the modulus leaves free in `N` 64-bit limbs.
    const SPARE_BITS: u32 = M::MODULUS.0[N - 1].leading_zeros();
    /// How a square enters: both operands shifted by `⌈D/2⌉` bits, and the result halved when
    /// `D` is odd. The reduction's bound (the operands' product below `p·2^(29·K)`) then needs
    /// one spare bit when `D` is odd; without it, a square is a multiplication.
    const SQUARE_SHIFT: Option<u32> = if Self::D.is_multiple_of(2) || Self::SPARE_BITS >= 1 {
        Some(Self::D.div_ceil(2))
    } else {
        None
    };
    /// Products a `sum_of_products` adds up before one reduction: `m` products and the
    /// reduction put up to `(m + 1)·K` terms in a column (at most 63), and their sum must stay
    /// below `p·2^(29·K)` (`m·p < 2^(64·N)`, so `m < 2^SPARE_BITS`).
    const PRODUCTS_PER_REDUCTION: usize = {
        let by_columns = 63 / K - 1;
        let by_bound = if Self::SPARE_BITS >= 6 {
            63
        } else {
            (1 << Self::SPARE_BITS) - 1
        };
        let m = if by_columns < by_bound {
            by_columns
        } else {
            by_bound
        };
        if m == 0 {
            1
        } else {
            m
        }
    };

    /// `a·b·2^(−64·N) mod p`, for `a, b < p` in arkworks' limbs, with `mont_mul`, the
    /// unrolled product scanning of `K` limbs (`build.rs`): `x = a·2^D` and `y = b` enter, the
    /// reduction divides by `2^(29·K) = 2^D·R`, so `a·b·R⁻¹` comes out (below `2p`, since
    /// `x·y < p·2^(29·K)`).
    #[inline(always)]
    fn mul(a: &BigInt<N>, b: &BigInt<N>, unrolled: &Unrolled<K>) -> BigInt<N> {
        let (x, y) = (
            unrolled::split_words::<N, K>(&a.0, Self::D),
            unrolled::split_words::<N, K>(&b.0, 0),
        );
        Self::finish((unrolled.mul)(&x, &y, &Self::P, Self::P_INV))
    }

    /// `a²·2^(−64·N) mod p`, with `mont_square` (`build.rs`), or `mont_mul` where the square's
    /// shift does not fit.
    #[inline(always)]
    fn square(a: &BigInt<N>, unrolled: &Unrolled<K>) -> BigInt<N> {
        let Some(shift) = Self::SQUARE_SHIFT else {
            return Self::mul(a, a, unrolled);
        };
        let r = (unrolled.square)(
            &unrolled::split_words::<N, K>(&a.0, shift),
            &Self::P,
            Self::P_INV,
        );
        if Self::D.is_multiple_of(2) {
            Self::finish(r)
        } else {
            // The operands carried one bit too many between them: the result is twice
            // arkworks'.
            Self::finish_halved(r)
        }
    }

    /// `Σ a[i]·b[i]`: two or three products at a time with one reduction (the unrolled sums),
    /// as [`Self::PRODUCTS_PER_REDUCTION`] allows, the parts added modulo `p`.
    #[inline(always)]
    fn sum_of_products(a: &[BigInt<N>], b: &[BigInt<N>], unrolled: &Unrolled<K>) -> BigInt<N> {
        let per_reduction = Self::PRODUCTS_PER_REDUCTION;
        let x = |i: usize| unrolled::split_words::<N, K>(&a[i].0, Self::D);
        let y = |i: usize| unrolled::split_words::<N, K>(&b[i].0, 0);
        let mut sum: Option<Fp<MontBackend<M, N>, N>> = None;
        let mut i = 0;
        let n = a.len().min(b.len());
        while i < n {
            let (part, taken) = match (unrolled.sum3, unrolled.sum2) {
                (Some(sum3), _) if per_reduction >= 3 && n - i >= 3 => (
                    sum3(
                        &[x(i), x(i + 1), x(i + 2)],
                        &[y(i), y(i + 1), y(i + 2)],
                        &Self::P,
                        Self::P_INV,
                    ),
                    3,
                ),
                (_, Some(sum2)) if per_reduction >= 2 && n - i >= 2 => (
                    sum2(&[x(i), x(i + 1)], &[y(i), y(i + 1)], &Self::P, Self::P_INV),
                    2,
                ),
                _ => ((unrolled.mul)(&x(i), &y(i), &Self::P, Self::P_INV), 1),
            };
            let part = Fp(Self::finish(part), PhantomData);
            sum = Some(match sum {
                Some(sum) => sum + part,
                None => part,
            });
            i += taken;
        }
        sum.map_or(BigInt([0; N]), |sum| sum.0)
    }

    /// `r < 2p` reduced below `p`, as arkworks' limbs.
    #[inline(always)]
    fn finish(r: [u64; K]) -> BigInt<N> {
        BigInt(unrolled::pack_limbs(&Self::below_p(r)))
    }

    /// `r < 2p` reduced below `p`, then halved modulo `p`, as arkworks' limbs.
    #[inline(always)]
    fn finish_halved(r: [u64; K]) -> BigInt<N> {
        let mut r = Self::below_p(r);
        let p = Self::P;
        if r[0] & 1 == 1 {
            // r + p < 2p < 2^(29·K): no carry out of the top limb.
            let mut carry = 0;
            for (limb, p) in r.iter_mut().zip(p) {
                carry += *limb + p;
                *limb = carry & MASK;
                carry >>= BITS;
            }
        }
        for i in 0..K - 1 {
            r[i] = (r[i] >> 1) | ((r[i + 1] & 1) << (BITS - 1));
        }
        r[K - 1] >>= 1;
        BigInt(unrolled::pack_limbs(&r))
    }

    /// `r − p` if that is not negative, else `r`.
    #[inline(always)]
    fn below_p(r: [u64; K]) -> [u64; K] {
        let p = Self::P;
        // Mostly the top limbs decide, without the subtraction.
        if r[K - 1] < p[K - 1] {
            return r;
        }
        let mut s = [0u64; K];
        let mut borrow = 0;
        for i in 0..K {
            let d = r[i].wrapping_sub(p[i] + borrow);
            s[i] = d & MASK;
            borrow = d >> 63;
        }
        if borrow == 0 {
            s
        } else {
            r
        }
    }
}

impl<M: MontConfig<N>, const N: usize> Limbs<M, N, 14> {
    /// Products [`Self::wide_sum_of_products`] adds up before one reduction. Each product
    /// `(a·2^D)·b` of elements below `p` is below `2^D·p²`, and `m` of them stay below the
    /// reduction's bound `p·2^(29·14) = p·2^D·R` while `m·p < R = 2^(64·N)`: `m < 2^SPARE_BITS`
    /// (7 on BLS12-381). The columns allow far more (each wide limb is below `2²⁹`).
    const WIDE_PRODUCTS_PER_REDUCTION: usize = {
        let by_bound = if Self::SPARE_BITS >= 4 {
            15
        } else {
            (1 << Self::SPARE_BITS) - 1
        };
        if by_bound == 0 {
            1
        } else {
            by_bound
        }
    };

    /// `Σ a[i]·b[i]` for 6-word fields: each product a wide 28-limb integer
    /// ([`wide_product_14`], out of line), their sum reduced once ([`wide_reduce_14`]) per
    /// [`Self::WIDE_PRODUCTS_PER_REDUCTION`] products, the parts added modulo `p`. Two products
    /// (each `Fp2` multiplication of the BLS12 curves' twins) cost 2·147 limb products and one
    /// reduction of 210, against 2·357 for two multiplications. Written in one function, the
    /// products and the reduction kept more values live than Wasm's compiler holds in registers
    /// and lost (`build.rs`); out of line, each keeps its own.
    fn wide_sum_of_products(a: &[BigInt<N>], b: &[BigInt<N>]) -> BigInt<N> {
        let mut sum: Option<Fp<MontBackend<M, N>, N>> = None;
        for (a, b) in a
            .chunks(Self::WIDE_PRODUCTS_PER_REDUCTION)
            .zip(b.chunks(Self::WIDE_PRODUCTS_PER_REDUCTION))
        {
            let mut wide = [0i64; 28];
            for (a, b) in a.iter().zip(b) {
                let product = wide_product_14(
                    &unrolled::split_words::<N, 14>(&a.0, Self::D),
                    &unrolled::split_words::<N, 14>(&b.0, 0),
                );
                for (sum, limb) in wide.iter_mut().zip(product) {
                    *sum += limb;
                }
            }
            // Below `p·2^(29·14)` (above), so the reduction gives a value below `2p`.
            let part = Fp(
                Self::finish(wide_reduce_14(&wide, &Self::P, Self::P_INV)),
                PhantomData,
            );
            sum = Some(match sum {
                Some(sum) => sum + part,
                None => part,
            });
        }
        sum.map_or(BigInt([0; N]), |sum| sum.0)
    }
}

/// `x·y` for 14 limbs below `2²⁹`: 28 limbs below `2²⁹` (the top one holds the rest), out of
/// line (each call is a few hundred instructions; inlined, its values would compete for
/// registers with the caller's).
#[inline(never)]
fn wide_product_14(x: &[u64; 14], y: &[u64; 14]) -> [i64; 28] {
    unrolled::mul_wide_14(x, y)
}

/// `w·2^(−29·14) mod p`, below `2p`, for `0 ≤ w < p·2^(29·14)` in 28 limbs (of any sign, each
/// of magnitude below `2⁶¹` less a column of multiples of `p`), out of line.
#[inline(never)]
fn wide_reduce_14(w: &[i64; 28], p: &[u64; 14], p_inv: u64) -> [u64; 14] {
    unrolled::redc_14(w, p, p_inv)
}

/// The integer of little-endian 64-bit `words`, shifted left by `shift` bits, in `K` limbs of
/// 29 bits (the bits above them dropped). `const`, for the modulus; at run time
/// `unrolled::split_words`, the same unrolled (`build.rs`).
#[inline(always)]
const fn split<const N: usize, const K: usize>(words: &[u64; N], shift: u32) -> [u64; K] {
    let mut out = [0u64; K];
    let mut i = 0;
    while i < K {
        // Bits [29·i − shift, 29·i − shift + 29) of the integer.
        let start = (BITS as usize * i) as isize - shift as isize;
        let limb = if start < 0 {
            words[0] << (-start) as u32
        } else {
            let (word, offset) = (start as usize / 64, start as u32 % 64);
            if word >= N {
                0
            } else if offset + BITS > 64 && word + 1 < N {
                (words[word] >> offset) | (words[word + 1] << (64 - offset))
            } else {
                words[word] >> offset
            }
        };
        out[i] = limb & MASK;
        i += 1;
    }
    out
}

/// `K` limbs of 29 bits (their value below `2^(64·N)`) as 64-bit words; at run time
/// `unrolled::pack_limbs`, the same unrolled (`build.rs`).
#[inline(always)]
fn pack<const N: usize, const K: usize>(r: &[u64; K]) -> BigInt<N> {
    let mut words = [0u64; N];
    for (i, &limb) in r.iter().enumerate() {
        let (word, offset) = (BITS as usize * i / 64, BITS as usize * i % 64);
        if word < N {
            words[word] |= limb << offset;
        }
        if offset + BITS as usize > 64 && word + 1 < N {
            words[word + 1] |= limb >> (64 - offset);
        }
    }
    BigInt(words)
}

/// The unrolled multiplication of `K` limbs (`build.rs`).
type MontMul<const K: usize> = fn(&[u64; K], &[u64; K], &[u64; K], u64) -> [u64; K];
/// The unrolled squaring of `K` limbs (`build.rs`).
type MontSquare<const K: usize> = fn(&[u64; K], &[u64; K], u64) -> [u64; K];
/// The unrolled sum of `T` products of `K` limbs, one reduction (`build.rs`).
type MontSum<const K: usize, const T: usize> =
    fn(&[[u64; K]; T], &[[u64; K]; T], &[u64; K], u64) -> [u64; K];

/// The unrolled functions of one limb count.
struct Unrolled<const K: usize> {
    mul: MontMul<K>,
    square: MontSquare<K>,
    /// Sums of two and three products with one reduction, for the sizes where that is faster.
    sum2: Option<MontSum<K, 2>>,
    sum3: Option<MontSum<K, 3>>,
}

mod tower;
pub(crate) use tower::Tower;

/// The unrolled Montgomery multiplication and squaring, written by `build.rs` (whose sums
/// are fully parenthesised trees).
#[allow(unused_parens, clippy::all)]
mod unrolled {
    use super::{BITS, MASK};
    include!(concat!(env!("OUT_DIR"), "/limbs.rs"));
}

/// Calls `$body` with `$K`, the limbs of `N`'s fields, as a const generic argument, and
/// `$unrolled`, the [`Unrolled`] functions of that size; arkworks' own arithmetic
/// (`$fallback`) for the sizes no field here has.
macro_rules! with_limbs {
    ($N:expr, |$K:ident, $unrolled:ident| $body:expr, $fallback:expr) => {
        match $N {
            4 => {
                const $K: usize = 9;
                let $unrolled = &Unrolled::<9> {
                    mul: unrolled::mont_mul_9,
                    square: unrolled::mont_square_9,
                    sum2: Some(unrolled::mont_sum2_9),
                    sum3: Some(unrolled::mont_sum3_9),
                };
                $body
            }
            6 => {
                const $K: usize = 14;
                // No unrolled sums at 14 limbs (`build.rs`): `sum_of_products` takes
                // `Limbs::wide_sum_of_products` there.
                let $unrolled = &Unrolled::<14> {
                    mul: unrolled::mont_mul_14,
                    square: unrolled::mont_square_14,
                    sum2: None,
                    sum3: None,
                };
                $body
            }
            12 => {
                const $K: usize = 27;
                let $unrolled = &Unrolled::<27> {
                    mul: unrolled::mont_mul_27,
                    square: unrolled::mont_square_27,
                    sum2: None,
                    sum3: None,
                };
                $body
            }
            _ => $fallback,
        }
    };
}

/// The element of `M` with the same limbs.
fn ark<M: MontConfig<N>, const N: usize>(x: &WasmFp<M, N>) -> Fp<MontBackend<M, N>, N> {
    to_arkworks(*x)
}

impl<M: MontConfig<N>, const N: usize> WasmField<M, N> {
    /// `a·b·R⁻¹ mod p`.
    #[inline(always)]
    fn mul(a: &BigInt<N>, b: &BigInt<N>) -> BigInt<N> {
        with_limbs!(N, |K, unrolled| Limbs::<M, N, K>::mul(a, b, unrolled), {
            let mut x = Fp::<MontBackend<M, N>, N>(*a, PhantomData);
            M::mul_assign(&mut x, &Fp(*b, PhantomData));
            x.0
        })
    }
}

impl<M: MontConfig<N>, const N: usize> FpConfig<N> for WasmField<M, N> {
    const MODULUS: BigInt<N> = M::MODULUS;
    const GENERATOR: WasmFp<M, N> = from_arkworks(M::GENERATOR);
    const ZERO: WasmFp<M, N> = from_arkworks(<MontBackend<M, N> as FpConfig<N>>::ZERO);
    const ONE: WasmFp<M, N> = from_arkworks(<MontBackend<M, N> as FpConfig<N>>::ONE);
    const NEG_ONE: WasmFp<M, N> = from_arkworks(<MontBackend<M, N> as FpConfig<N>>::NEG_ONE);
    const TWO_ADICITY: u32 = <MontBackend<M, N> as FpConfig<N>>::TWO_ADICITY;
    const TWO_ADIC_ROOT_OF_UNITY: WasmFp<M, N> = from_arkworks(M::TWO_ADIC_ROOT_OF_UNITY);
    const SMALL_SUBGROUP_BASE: Option<u32> = M::SMALL_SUBGROUP_BASE;
    const SMALL_SUBGROUP_BASE_ADICITY: Option<u32> = M::SMALL_SUBGROUP_BASE_ADICITY;
    const LARGE_SUBGROUP_ROOT_OF_UNITY: Option<WasmFp<M, N>> = match M::LARGE_SUBGROUP_ROOT_OF_UNITY
    {
        Some(root) => Some(from_arkworks(root)),
        None => None,
    };
    const SQRT_PRECOMP: Option<SqrtPrecomputation<WasmFp<M, N>>> =
        sqrt_precomp_via!(M, N, from_arkworks);

    // Four words by a mask ([`selected`]), larger fields arkworks' way: measured in the kernel
    // (`kernel_ab`), BN254's verification 3 to 4 % faster; BLS12-381's (six words) unchanged and
    // BW6-761's (twelve) 1.00 to 1.09 in two runs, where unchanged steps vary by 4 %: no gain
    // shown there.
    #[inline(always)]
    fn add_assign(a: &mut WasmFp<M, N>, b: &WasmFp<M, N>) {
        if N <= selected::WORDS {
            (a.0).0 = selected::add_mod(&(a.0).0, &(b.0).0, &M::MODULUS.0);
        } else {
            let mut x = ark(a);
            M::add_assign(&mut x, &ark(b));
            a.0 = x.0;
        }
    }

    #[inline(always)]
    fn sub_assign(a: &mut WasmFp<M, N>, b: &WasmFp<M, N>) {
        if N <= selected::WORDS {
            (a.0).0 = selected::sub_mod(&(a.0).0, &(b.0).0, &M::MODULUS.0);
        } else {
            let mut x = ark(a);
            M::sub_assign(&mut x, &ark(b));
            a.0 = x.0;
        }
    }

    #[inline(always)]
    fn double_in_place(a: &mut WasmFp<M, N>) {
        if N <= selected::WORDS {
            (a.0).0 = selected::add_mod(&(a.0).0, &(a.0).0, &M::MODULUS.0);
        } else {
            let mut x = ark(a);
            M::double_in_place(&mut x);
            a.0 = x.0;
        }
    }

    #[inline(always)]
    fn neg_in_place(a: &mut WasmFp<M, N>) {
        if N <= selected::WORDS {
            (a.0).0 = selected::sub_mod(&[0; N], &(a.0).0, &M::MODULUS.0);
        } else {
            let mut x = ark(a);
            M::neg_in_place(&mut x);
            a.0 = x.0;
        }
    }

    #[inline]
    fn mul_assign(a: &mut WasmFp<M, N>, b: &WasmFp<M, N>) {
        a.0 = Self::mul(&a.0, &b.0);
    }

    fn sum_of_products<const T: usize>(
        a: &[WasmFp<M, N>; T],
        b: &[WasmFp<M, N>; T],
    ) -> WasmFp<M, N> {
        if N == 6 && T >= 2 {
            return Fp(
                Limbs::<M, N, 14>::wide_sum_of_products(&a.map(|x| x.0), &b.map(|x| x.0)),
                PhantomData,
            );
        }
        with_limbs!(
            N,
            |K, unrolled| Fp(
                Limbs::<M, N, K>::sum_of_products(&a.map(|x| x.0), &b.map(|x| x.0), unrolled),
                PhantomData
            ),
            from_arkworks(M::sum_of_products(&a.map(to_arkworks), &b.map(to_arkworks)))
        )
    }

    #[inline]
    fn square_in_place(a: &mut WasmFp<M, N>) {
        a.0 = with_limbs!(N, |K, unrolled| Limbs::<M, N, K>::square(&a.0, unrolled), {
            let mut x = ark(a);
            M::square_in_place(&mut x);
            x.0
        });
    }

    fn inverse(a: &WasmFp<M, N>) -> Option<WasmFp<M, N>> {
        M::inverse(&ark(a)).map(from_arkworks)
    }

    fn from_bigint(value: BigInt<N>) -> Option<WasmFp<M, N>> {
        // Into Montgomery form: value·R² · R⁻¹.
        (value < M::MODULUS).then(|| Fp(Self::mul(&value, &M::R2), PhantomData))
    }

    fn into_bigint(value: WasmFp<M, N>) -> BigInt<N> {
        // Out of Montgomery form: value · 1 · R⁻¹.
        Self::mul(&value.0, &BigInt::from(1u64))
    }
}

/// Addition and subtraction modulo `p` on 64-bit words that choose their result by a mask, not
/// a branch: arkworks' branch on whether a sum reached `p` (or a difference went below 0), which
/// for field elements goes either way about half the time, so the processor mispredicts it
/// about as often.
mod selected {
    use super::sub_words;

    /// The largest fields, in 64-bit words, that add and subtract here.
    pub(super) const WORDS: usize = 4;

    /// `a + b mod p` for `a, b < p`.
    #[inline(always)]
    pub(super) fn add_mod<const N: usize>(a: &[u64; N], b: &[u64; N], p: &[u64; N]) -> [u64; N] {
        let mut sum = [0u64; N];
        let mut carry = false;
        for i in 0..N {
            let (s, c1) = a[i].overflowing_add(b[i]);
            let (s, c2) = s.overflowing_add(u64::from(carry));
            sum[i] = s;
            carry = c1 | c2;
        }
        let (reduced, borrow) = sub_words(&sum, p);
        // The sum is below `p` when taking `p` off borrowed and the sum did not carry out (a
        // carry, possible where `p` leaves no spare bit, means the sum is above `p`).
        select(borrow & !carry, &sum, &reduced)
    }

    /// `a − b mod p` for `a, b < p`.
    #[inline(always)]
    pub(super) fn sub_mod<const N: usize>(a: &[u64; N], b: &[u64; N], p: &[u64; N]) -> [u64; N] {
        let (difference, borrow) = sub_words(a, b);
        // Below 0: add `p` back, modulo `2^(64·N)`.
        let mask = 0u64.wrapping_sub(u64::from(borrow));
        let mut out = [0u64; N];
        let mut carry = false;
        for i in 0..N {
            let (s, c1) = difference[i].overflowing_add(p[i] & mask);
            let (s, c2) = s.overflowing_add(u64::from(carry));
            out[i] = s;
            carry = c1 | c2;
        }
        out
    }

    /// `x` if `take_x`, else `y`, by a mask.
    #[inline(always)]
    fn select<const N: usize>(take_x: bool, x: &[u64; N], y: &[u64; N]) -> [u64; N] {
        let mask = 0u64.wrapping_sub(u64::from(take_x));
        core::array::from_fn(|i| (x[i] & mask) | (y[i] & !mask))
    }
}

/// An arkworks Montgomery field (`ark_bn254::Fq`, …) and its [`WasmFp`]: the same values, the
/// same limbs.
pub trait WasmShaped: PrimeField {
    /// The field with the same modulus, multiplied with 29-bit limbs.
    type Wasm: PrimeField + SmallMultiples;
    /// The same element of the other field.
    fn to_wasm(self) -> Self::Wasm;
    /// The same element of arkworks' field.
    fn from_wasm(x: Self::Wasm) -> Self;
}

impl<M: MontConfig<N>, const N: usize> WasmShaped for Fp<MontBackend<M, N>, N> {
    type Wasm = WasmFp<M, N>;

    fn to_wasm(self) -> WasmFp<M, N> {
        from_arkworks(self)
    }

    fn from_wasm(x: WasmFp<M, N>) -> Self {
        to_arkworks(x)
    }
}

/// The largest coefficient, in absolute value, that [`SmallMultiples::small_combination`] and
/// [`small_integer`] take.
pub const SMALL_COEFFICIENT: i8 = 15;

/// Linear combinations of field elements with small integer coefficients, reduced once.
///
/// Why: a multiplication by a small constant of a tower (BN254's `ξ = 9 + u`) is written by
/// arkworks' configurations as a chain of doublings and additions, each reduced modulo `p` on
/// 64-bit words (in Wasm, each a loop of carries and a comparison). The combination adds up the
/// multiples in 32-bit halves without reducing, then reduces once.
pub trait SmallMultiples: PrimeField {
    /// `ka·a + kb·b`, for any `ka` and `kb` (those above [`SMALL_COEFFICIENT`] in absolute
    /// value by the field's own multiplications).
    fn small_combination(ka: i8, a: &Self, kb: i8, b: &Self) -> Self;
}

impl<M: MontConfig<N>, const N: usize> SmallMultiples for WasmFp<M, N> {
    fn small_combination(ka: i8, a: &Self, kb: i8, b: &Self) -> Self {
        let small = |k: i8| k.unsigned_abs() <= SMALL_COEFFICIENT as u8;
        if !(small(ka) && small(kb) && Combination::<M, N>::FITS) {
            return Self::from(i64::from(ka)) * a + Self::from(i64::from(kb)) * b;
        }
        // Montgomery form is linear: `k·(x·R) = (k·x)·R`, so the limbs combine as they are.
        Fp(
            BigInt(Combination::<M, N>::combine(
                i64::from(ka),
                &(a.0).0,
                i64::from(kb),
                &(b.0).0,
            )),
            PhantomData,
        )
    }
}

/// [`SmallMultiples`] on `M`'s limbs.
struct Combination<M, const N: usize>(PhantomData<M>);

impl<M: MontConfig<N>, const N: usize> Combination<M, N> {
    /// The top 32 bits of the modulus's `64·N`, plus one: the divisor of the quotient's
    /// estimate.
    const TOP: u64 = (M::MODULUS.0[N - 1] >> 32) + 1;
    /// Whether the estimate is within one of the quotient: the top 32 bits of `p` hold at least
    /// 2⁸ (every field of the registry: the smallest holds 2²⁴), so the estimate's error,
    /// below `61·2^(64·N − 32) / p`, is below one.
    const FITS: bool = N > 0 && Self::TOP > 1 << 8;

    /// The 32-bit half `i` of `x` (`i < 2·N`).
    #[inline(always)]
    fn half(x: &[u64; N], i: usize) -> i64 {
        ((x[i / 2] >> (32 * (i % 2))) & 0xffff_ffff) as i64
    }

    /// `ka·a + kb·b mod p` for `a, b < p` and `|ka|, |kb| ≤ 15`.
    #[inline(always)]
    fn combine(ka: i64, a: &[u64; N], kb: i64, b: &[u64; N]) -> [u64; N] {
        let p = &M::MODULUS.0;
        // `t = ka·a + kb·b + offset·p` is not negative (a negative coefficient's term is above
        // `k·p`) and below `60·p`. Each half's sum stays below 2⁴⁰ in magnitude; the carries are
        // signed (an arithmetic shift).
        let offset = (-ka).max(0) + (-kb).max(0);
        let mut t = [0u64; N];
        let mut carry = 0i64;
        for i in 0..2 * N {
            let sum =
                carry + ka * Self::half(a, i) + kb * Self::half(b, i) + offset * Self::half(p, i);
            t[i / 2] |= (sum as u64 & 0xffff_ffff) << (32 * (i % 2));
            carry = sum >> 32;
        }
        // `t = top·2^(64·N) + t`, `0 ≤ top < 2⁶`. The quotient `⌊t / p⌋` is below 60, and
        // `⌊(t >> (64·N − 32)) / TOP⌋` is it or one less (see `FITS`).
        let top = carry;
        let estimate = (((top as u64) << 32) | (t[N - 1] >> 32)) / Self::TOP;
        let q = estimate as i64;
        let mut r = [0u64; N];
        let mut carry = 0i64;
        for i in 0..2 * N {
            let difference = carry + Self::half(&t, i) - q * Self::half(p, i);
            r[i / 2] |= (difference as u64 & 0xffff_ffff) << (32 * (i % 2));
            carry = difference >> 32;
        }
        // Now `0 ≤ top·2^(64·N) + r < 2p`: at most one more `p` to take off.
        let top = top + carry;
        if top != 0 || !Self::below_p(&r) {
            let mut borrow = 0u64;
            for (word, p) in r.iter_mut().zip(p) {
                let (d, b1) = word.overflowing_sub(*p);
                let (d, b2) = d.overflowing_sub(borrow);
                *word = d;
                borrow = u64::from(b1 | b2);
            }
        }
        r
    }

    /// Whether `r < p`.
    #[inline(always)]
    fn below_p(r: &[u64; N]) -> bool {
        for (word, p) in r.iter().zip(&M::MODULUS.0).rev() {
            if word != p {
                return word < p;
            }
        }
        false
    }
}

/// The small integer `k` (`|k| ≤` [`SMALL_COEFFICIENT`]) whose element has the Montgomery limbs
/// `x` (`x = k·R mod p`), if there is one: to recognise small constants of arkworks'
/// configurations at compile time.
pub const fn small_integer<M: MontConfig<N>, const N: usize>(x: &BigInt<N>) -> Option<i8> {
    let (p, one) = (&M::MODULUS.0, &M::R.0);
    // `multiple = k·R mod p` for k = 0, 1, 2, …
    let mut multiple = [0u64; N];
    let mut k = 0;
    while k <= SMALL_COEFFICIENT {
        if words_eq(&multiple, &x.0) {
            return Some(k);
        }
        // `p − multiple` is `−k` (`multiple` is not 0 for `0 < k < p`).
        if k > 0 && words_eq(&sub_words(p, &multiple).0, &x.0) {
            return Some(-k);
        }
        multiple = add_mod(&multiple, one, p);
        k += 1;
    }
    None
}

// Word arithmetic in `const`, for the configurations' constants (here and in `tower`).

/// `a − b` modulo `2^(64·N)` and whether it borrowed (`a < b`); `const`, and at run time
/// ([`selected`]).
#[inline(always)]
const fn sub_words<const N: usize>(a: &[u64; N], b: &[u64; N]) -> ([u64; N], bool) {
    let mut r = [0u64; N];
    let mut borrow = false;
    let mut i = 0;
    while i < N {
        let (d, b1) = a[i].overflowing_sub(b[i]);
        let (d, b2) = d.overflowing_sub(borrow as u64);
        r[i] = d;
        borrow = b1 | b2;
        i += 1;
    }
    (r, borrow)
}

/// `w − p` if `w ≥ p`, else `w` (for `w < 2p`), in `const`.
const fn below<const N: usize>(w: [u64; N], p: &[u64; N]) -> [u64; N] {
    let mut j = N;
    while j > 0 {
        j -= 1;
        if w[j] != p[j] {
            return if w[j] > p[j] { sub_words(&w, p).0 } else { w };
        }
    }
    // w = p.
    [0; N]
}

/// `a + b mod p` for `a, b < p`, in `const`.
const fn add_mod<const N: usize>(a: &[u64; N], b: &[u64; N], p: &[u64; N]) -> [u64; N] {
    let mut s = [0u64; N];
    let mut carry = 0u64;
    let mut i = 0;
    while i < N {
        let (t, c1) = a[i].overflowing_add(b[i]);
        let (t, c2) = t.overflowing_add(carry);
        s[i] = t;
        carry = (c1 | c2) as u64;
        i += 1;
    }
    if carry == 0 {
        below(s, p)
    } else {
        // `a + b − p < p` is what the words hold, less `p`, modulo `2^(64·N)`.
        sub_words(&s, p).0
    }
}

/// `a = b` for word arrays, in `const`.
const fn words_eq<const N: usize>(a: &[u64; N], b: &[u64; N]) -> bool {
    let mut i = 0;
    while i < N {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}
