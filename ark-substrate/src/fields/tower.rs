//! BLS12-381's and BLS12-377's pairings over their towers `Fp2 → Fp6 → Fp12` kept in 29-bit limbs, with lazy
//! reduction: the Miller loop and the final exponentiation of [`crate::WasmArkworks`].
//!
//! Why: over [`super::WasmFp`], arkworks' tower reduces after every base-field product and
//! converts between its 64-bit words and the limbs at every multiplication. Here the elements
//! stay in limbs for the whole loop, and the extension fields' products are summed unreduced
//! (Karatsuba at every level, each base-field product a 28-limb integer) and reduced once per
//! coefficient of the result: an `Fp12` multiplication is 54 limb products and 12 reductions,
//! where arkworks' is 72 products and 36 reductions.
//!
//! The values are arkworks' exactly: the same Miller loop (its line functions and their
//! coefficients, in the same order) and the same final exponentiation, computed over other
//! representations of the same field elements; the results come back as arkworks' canonical
//! elements. The tests compare both with arkworks' on random pairs.
//!
//! Representation: an element `x` of `Fp` is `x·2^406 mod p` (Montgomery with the limbs' own
//! radix `R = 2^(29·14)`), any representative below `4p`, in 14 limbs below `2²⁹`. A product of
//! two such (below `16p²`, far below `p·R`) reduces to below `2p`. A wide value (a sum of
//! products, [`Wide`]) is an integer in 28 signed limbs; [`Tower::redc`] adds `p·R` before it
//! reduces, so any wide value of magnitude below `p·R` (here at most a few thousand `p²`; `R/p`
//! is about `2²⁵`) reduces to a representative in `[0, 3p)`.

use super::{below, small_integer, split, unrolled, Limbs, BITS, MASK};
use ark_ec::{
    bls12::{Bls12Config, TwistType},
    short_weierstrass::{Affine, SWCurveConfig},
    AffineRepr,
};
use ark_ff::{
    BigInt, BitIteratorBE, CubicExtField, Field, Fp, Fp12Config, Fp2, Fp2Config, Fp6Config,
    MontBackend, MontConfig, QuadExtField,
};
use core::marker::PhantomData;

/// Limbs of 29 bits of a 6-word field.
const K: usize = 14;
/// An element of `Fp` (see the module's documentation).
type Fe = [u64; K];
/// An unreduced integer: 28 signed limbs of weight `2^(29·i)`.
type Wide = [i64; 2 * K];

/// An element of `Fp2 = Fp[u]/(u² + b)`.
#[derive(Clone, Copy)]
struct E2 {
    c0: Fe,
    c1: Fe,
}

/// An unreduced element of `Fp2`.
#[derive(Clone, Copy)]
struct W2 {
    c0: Wide,
    c1: Wide,
}

/// An element of `Fp6 = Fp2[v]/(v³ − ξ)`.
#[derive(Clone, Copy)]
struct E6 {
    c0: E2,
    c1: E2,
    c2: E2,
}

/// An unreduced element of `Fp6`.
#[derive(Clone, Copy)]
struct W6 {
    c0: W2,
    c1: W2,
    c2: W2,
}

/// An element of `Fp12 = Fp6[w]/(w² − v)`.
#[derive(Clone, Copy)]
struct E12 {
    c0: E6,
    c1: E6,
}

/// `words·2^shift mod p` for `words < p` (`p` below `2^(64·N − 1)`), by doubling.
const fn double_mod<const N: usize>(words: [u64; N], p: &[u64; N], shift: u32) -> [u64; N] {
    let mut w = words;
    let mut s = 0;
    while s < shift {
        // w ← 2w (below 2p < 2^(64·N)).
        let mut i = N;
        while i > 0 {
            i -= 1;
            w[i] = (w[i] << 1) | if i > 0 { w[i - 1] >> 63 } else { 0 };
        }
        w = below(w, p);
        s += 1;
    }
    w
}

/// A pair of the Miller loop: `p`, `q` and the multiple of `q` the loop is at (homogeneous
/// projective coordinates).
#[derive(Clone, Copy)]
struct Pair {
    px: Fe,
    py: Fe,
    qx: E2,
    qy: E2,
    r: [E2; 3],
}

/// The tower of the BLS12 curve `P` (base field `M`'s, `N` words) in limbs: its arithmetic,
/// its Miller loop and its final exponentiation, for the curves whose tower is BLS12-381's
/// shape ([`Self::SUPPORTED`]).
pub(crate) struct Tower<P, M, const N: usize>(PhantomData<(P, M)>);

/// The Fe form of an arkworks Montgomery constant of `M` (`c·2^(64·N)` → `c·2^(29·K)`).
const fn fe_of<M: MontConfig<N>, const N: usize>(c: &BigInt<N>) -> Fe {
    split::<N, K>(&double_mod(c.0, &M::MODULUS.0, Limbs::<M, N, K>::D), 0)
}

/// An arkworks `Fp2` constant's Fe form.
const fn fq2_of<M: MontConfig<N>, const N: usize>(c0: &BigInt<N>, c1: &BigInt<N>) -> E2 {
    E2 {
        c0: fe_of::<M, N>(c0),
        c1: fe_of::<M, N>(c1),
    }
}

type ArkFp<M, const N: usize> = Fp<MontBackend<M, N>, N>;

// The registry's BLS12 curves take the tower: a constant that stopped recognising them would
// otherwise only show as a slower pairing.
const _: () = assert!(Tower::<ark_bls12_381::Config, ark_bls12_381::FqConfig, 6>::SUPPORTED);
const _: () = assert!(Tower::<ark_bls12_377::Config, ark_bls12_377::FqConfig, 6>::SUPPORTED);

impl<P: Bls12Config<Fp = ArkFp<M, N>>, M: MontConfig<N>, const N: usize> Tower<P, M, N> {
    /// `b` where `Fp2`'s non-residue is `u² = −b` for a small integer `b` (BLS12-381: 1,
    /// BLS12-377: 5); 0 where it is not.
    const BETA: u64 = match small_integer::<M, N>(&<P::Fp2Config as Fp2Config>::NONRESIDUE.0) {
        Some(k) if k < 0 => k.unsigned_abs() as u64,
        _ => 0,
    };
    /// Whether `Fp6`'s non-residue is `ξ = 1 + u` (with `b = 1`: BLS12-381); otherwise it is
    /// `ξ = u` (BLS12-377) where [`Self::SUPPORTED`].
    const XI_IS_ONE_PLUS_U: bool = Self::BETA == 1 && matches!(Self::XI, (Some(1), Some(1)));
    const XI_IS_U: bool = matches!(Self::XI, (Some(0), Some(1)));
    /// `Fp6`'s non-residue's coordinates as small integers, where they are.
    const XI: (Option<i8>, Option<i8>) = (
        small_integer::<M, N>(&<P::Fp6Config as Fp6Config>::NONRESIDUE.c0.0),
        small_integer::<M, N>(&<P::Fp6Config as Fp6Config>::NONRESIDUE.c1.0),
    );
    /// Whether the twist is M-type (BLS12-381) rather than D-type (BLS12-377).
    const M_TWIST: bool = matches!(P::TWIST_TYPE, TwistType::M);

    /// Whether `P`'s tower is one this module computes: a 6-word base field (14 limbs),
    /// `u² = −b` for a small `b`, `ξ = 1 + u` (with `b = 1`) or `ξ = u`, and `|x|` of one word
    /// with its top bit set (so that arkworks' line coefficients and its loop walk the same
    /// bits): BLS12-381 and BLS12-377.
    pub(crate) const SUPPORTED: bool = N == 6
        && K * BITS as usize >= 64 * N
        && Self::BETA != 0
        && (Self::XI_IS_ONE_PLUS_U || Self::XI_IS_U)
        && P::X.len() == 1
        && P::X[0] >> 63 == 1;

    const P: Fe = Limbs::<M, N, K>::P;
    const P_INV: u64 = Limbs::<M, N, K>::P_INV;
    /// `4p`.
    const P4: Fe = split::<N, K>(&M::MODULUS.0, 2);
    /// `R' = 2^(29·K)`'s multiple `2^(64·N + 2D) mod p`, which takes arkworks' form to ours.
    const TO_FE: Fe = split::<N, K>(
        &double_mod(M::R.0, &M::MODULUS.0, 2 * Limbs::<M, N, K>::D),
        0,
    );
    /// `2^(64·N) mod p`, which takes our form to arkworks'.
    const FROM_FE: Fe = split::<N, K>(&M::R.0, 0);
    /// One.
    const ONE: Fe = fe_of::<M, N>(&M::R);
    /// The twist's `b`.
    const COEFF_B: E2 = fq2_of::<M, N>(
        &<P::G2Config as SWCurveConfig>::COEFF_B.c0.0,
        &<P::G2Config as SWCurveConfig>::COEFF_B.c1.0,
    );
    /// The Frobenius coefficients of the first and second powers.
    const FP6_C1: [E2; 3] = [
        Self::frob(<P::Fp6Config as Fp6Config>::FROBENIUS_COEFF_FP6_C1, 0),
        Self::frob(<P::Fp6Config as Fp6Config>::FROBENIUS_COEFF_FP6_C1, 1),
        Self::frob(<P::Fp6Config as Fp6Config>::FROBENIUS_COEFF_FP6_C1, 2),
    ];
    const FP6_C2: [E2; 3] = [
        Self::frob(<P::Fp6Config as Fp6Config>::FROBENIUS_COEFF_FP6_C2, 0),
        Self::frob(<P::Fp6Config as Fp6Config>::FROBENIUS_COEFF_FP6_C2, 1),
        Self::frob(<P::Fp6Config as Fp6Config>::FROBENIUS_COEFF_FP6_C2, 2),
    ];
    const FP12_C1: [E2; 3] = [
        Self::frob(<P::Fp12Config as Fp12Config>::FROBENIUS_COEFF_FP12_C1, 0),
        Self::frob(<P::Fp12Config as Fp12Config>::FROBENIUS_COEFF_FP12_C1, 1),
        Self::frob(<P::Fp12Config as Fp12Config>::FROBENIUS_COEFF_FP12_C1, 2),
    ];

    /// Entry `i` of a table of arkworks' Frobenius coefficients (zero where it has none).
    const fn frob(table: &[Fp2<P::Fp2Config>], i: usize) -> E2 {
        if i < table.len() {
            fq2_of::<M, N>(&table[i].c0.0, &table[i].c1.0)
        } else {
            E2 {
                c0: [0; K],
                c1: [0; K],
            }
        }
    }

    // ----- Fp -----

    /// arkworks' element (any `N`-word Montgomery form below `p`) in our form.
    #[inline]
    fn to_fe(x: &ArkFp<M, N>) -> Fe {
        let x = unrolled::split_words::<N, K>(&x.0 .0, 0);
        unrolled::mont_mul_14(&x, &Self::TO_FE, &Self::P, Self::P_INV)
    }

    /// Our element as arkworks' (canonical).
    #[inline]
    fn from_fe(x: &Fe) -> ArkFp<M, N> {
        let r = unrolled::mont_mul_14(x, &Self::FROM_FE, &Self::P, Self::P_INV);
        Fp(Limbs::<M, N, K>::finish(r), PhantomData)
    }

    /// `a·b` (operands below `8p`; the result below `2p`).
    // Out of line: each is a few hundred instructions, called from everywhere.
    #[inline(never)]
    fn mul(a: &Fe, b: &Fe) -> Fe {
        unrolled::mont_mul_14(a, b, &Self::P, Self::P_INV)
    }

    /// `a + b` unreduced (the bounds add up), in limbs below `2²⁹`.
    #[inline(always)]
    fn add_nr(a: &Fe, b: &Fe) -> Fe {
        let mut r = [0u64; K];
        let mut carry = 0u64;
        for i in 0..K {
            carry += a[i] + b[i];
            r[i] = carry & MASK;
            carry >>= BITS;
        }
        r
    }

    /// `a + 4p − b` unreduced, for `b ≤ 4p`.
    #[inline(always)]
    fn sub_nr(a: &Fe, b: &Fe) -> Fe {
        let mut r = [0u64; K];
        let mut carry = 0i64;
        for i in 0..K {
            carry += a[i] as i64 + Self::P4[i] as i64 - b[i] as i64;
            r[i] = (carry as u64) & MASK;
            carry >>= BITS;
        }
        r
    }

    /// `a` below `8p` reduced below `4p`.
    #[inline(always)]
    fn reduce(a: Fe) -> Fe {
        let p4 = Self::P4;
        // Mostly the top limbs decide, without the subtraction.
        if a[K - 1] < p4[K - 1] {
            return a;
        }
        let mut s = [0u64; K];
        let mut borrow = 0i64;
        for i in 0..K {
            borrow += a[i] as i64 - p4[i] as i64;
            s[i] = (borrow as u64) & MASK;
            borrow >>= BITS;
        }
        if borrow == 0 {
            s
        } else {
            a
        }
    }

    #[inline(always)]
    fn add(a: &Fe, b: &Fe) -> Fe {
        Self::reduce(Self::add_nr(a, b))
    }

    #[inline(always)]
    fn sub(a: &Fe, b: &Fe) -> Fe {
        Self::reduce(Self::sub_nr(a, b))
    }

    #[inline(always)]
    fn neg(a: &Fe) -> Fe {
        Self::sub(&[0; K], a)
    }

    /// `b·a` for the tower's `b` (by doublings and additions).
    #[inline(always)]
    fn mul_beta(a: &Fe) -> Fe {
        let mut r = *a;
        let mut bit = 64 - Self::BETA.leading_zeros();
        while bit > 1 {
            bit -= 1;
            r = Self::add(&r, &r);
            if (Self::BETA >> (bit - 1)) & 1 == 1 {
                r = Self::add(&r, a);
            }
        }
        r
    }

    /// `a/2`: `a` or `a + p` (whichever is even) halved, below `4p` for `a` below `4p`.
    #[inline(always)]
    fn half(a: &Fe) -> Fe {
        let mut r = if a[0] & 1 == 1 {
            Self::add_nr(a, &Self::P)
        } else {
            *a
        };
        for i in 0..K - 1 {
            r[i] = (r[i] >> 1) | ((r[i + 1] & 1) << (BITS - 1));
        }
        r[K - 1] >>= 1;
        r
    }

    /// `a⁻¹` (arkworks' inversion: no products), `None` for zero.
    fn inverse(a: &Fe) -> Option<Fe> {
        Self::from_fe(a).inverse().map(|x| Self::to_fe(&x))
    }

    // ----- wide -----

    #[inline(always)]
    fn wmul(a: &Fe, b: &Fe) -> Wide {
        super::wide_product_14(a, b)
    }

    #[inline(always)]
    fn wadd(a: &Wide, b: &Wide) -> Wide {
        let mut r = [0i64; 2 * K];
        for i in 0..2 * K {
            r[i] = a[i] + b[i];
        }
        r
    }

    /// `b·a` for the tower's `b`.
    #[inline(always)]
    fn wmul_beta(a: &Wide) -> Wide {
        let mut r = *a;
        if Self::BETA != 1 {
            for limb in r.iter_mut() {
                *limb *= Self::BETA as i64;
            }
        }
        r
    }

    #[inline(always)]
    fn wsub(a: &Wide, b: &Wide) -> Wide {
        let mut r = [0i64; 2 * K];
        for i in 0..2 * K {
            r[i] = a[i] - b[i];
        }
        r
    }

    /// `w·R⁻¹ mod p` for `|w| < p·R`: `p·R` added first makes it non-negative; below `3p`.
    // Out of line: each is a few hundred instructions, called from everywhere.
    #[inline(never)]
    fn redc(w: &Wide) -> Fe {
        let mut w = *w;
        for i in 0..K {
            w[K + i] += Self::P[i] as i64;
        }
        unrolled::redc_14(&w, &Self::P, Self::P_INV)
    }

    // ----- Fp2 -----

    fn fq2(x: &Fp2<P::Fp2Config>) -> E2 {
        E2 {
            c0: Self::to_fe(&x.c0),
            c1: Self::to_fe(&x.c1),
        }
    }

    fn fq2_out(x: &E2) -> Fp2<P::Fp2Config> {
        QuadExtField::new(Self::from_fe(&x.c0), Self::from_fe(&x.c1))
    }

    #[inline(always)]
    fn fq2_add(a: &E2, b: &E2) -> E2 {
        E2 {
            c0: Self::add(&a.c0, &b.c0),
            c1: Self::add(&a.c1, &b.c1),
        }
    }

    #[inline(always)]
    fn fq2_add_nr(a: &E2, b: &E2) -> E2 {
        E2 {
            c0: Self::add_nr(&a.c0, &b.c0),
            c1: Self::add_nr(&a.c1, &b.c1),
        }
    }

    #[inline(always)]
    fn fq2_sub(a: &E2, b: &E2) -> E2 {
        E2 {
            c0: Self::sub(&a.c0, &b.c0),
            c1: Self::sub(&a.c1, &b.c1),
        }
    }

    #[inline(always)]
    fn fq2_neg(a: &E2) -> E2 {
        E2 {
            c0: Self::neg(&a.c0),
            c1: Self::neg(&a.c1),
        }
    }

    #[inline(always)]
    fn fq2_dbl(a: &E2) -> E2 {
        Self::fq2_add(a, a)
    }

    #[inline(always)]
    fn fq2_triple(a: &E2) -> E2 {
        Self::fq2_add(&Self::fq2_dbl(a), a)
    }

    #[inline(always)]
    fn fq2_half(a: &E2) -> E2 {
        E2 {
            c0: Self::half(&a.c0),
            c1: Self::half(&a.c1),
        }
    }

    #[inline(always)]
    fn fq2_conj(a: &E2) -> E2 {
        E2 {
            c0: a.c0,
            c1: Self::neg(&a.c1),
        }
    }

    /// `ξ·a`: `(a0 − a1) + (a0 + a1)·u` for `ξ = 1 + u`, `−b·a1 + a0·u` for `ξ = u`.
    #[inline(always)]
    fn fq2_mul_xi(a: &E2) -> E2 {
        if Self::XI_IS_ONE_PLUS_U {
            E2 {
                c0: Self::sub(&a.c0, &a.c1),
                c1: Self::add(&a.c0, &a.c1),
            }
        } else {
            E2 {
                c0: Self::neg(&Self::mul_beta(&a.c1)),
                c1: a.c0,
            }
        }
    }

    /// `a·b` unreduced, by Karatsuba (components below `16p`).
    #[inline(always)]
    fn fq2_wmul(a: &E2, b: &E2) -> W2 {
        let t0 = Self::wmul(&a.c0, &b.c0);
        let t1 = Self::wmul(&a.c1, &b.c1);
        let t2 = Self::wmul(&Self::add_nr(&a.c0, &a.c1), &Self::add_nr(&b.c0, &b.c1));
        W2 {
            c0: Self::wsub(&t0, &Self::wmul_beta(&t1)),
            c1: Self::wsub(&Self::wsub(&t2, &t0), &t1),
        }
    }

    #[inline(always)]
    fn wq2_add(a: &W2, b: &W2) -> W2 {
        W2 {
            c0: Self::wadd(&a.c0, &b.c0),
            c1: Self::wadd(&a.c1, &b.c1),
        }
    }

    #[inline(always)]
    fn wq2_sub(a: &W2, b: &W2) -> W2 {
        W2 {
            c0: Self::wsub(&a.c0, &b.c0),
            c1: Self::wsub(&a.c1, &b.c1),
        }
    }

    #[inline(always)]
    fn wq2_mul_xi(a: &W2) -> W2 {
        if Self::XI_IS_ONE_PLUS_U {
            W2 {
                c0: Self::wsub(&a.c0, &a.c1),
                c1: Self::wadd(&a.c0, &a.c1),
            }
        } else {
            W2 {
                c0: Self::wsub(&[0; 2 * K], &Self::wmul_beta(&a.c1)),
                c1: a.c0,
            }
        }
    }

    #[inline(always)]
    fn wq2_redc(a: &W2) -> E2 {
        E2 {
            c0: Self::redc(&a.c0),
            c1: Self::redc(&a.c1),
        }
    }

    #[inline(always)]
    fn fq2_mul(a: &E2, b: &E2) -> E2 {
        Self::wq2_redc(&Self::fq2_wmul(a, b))
    }

    /// `a²`: `(a0 + a1)(a0 − a1) + 2·a0·a1·u` for `b = 1`, `(a0² − b·a1²) + 2·a0·a1·u`
    /// otherwise.
    #[inline(always)]
    fn fq2_square(a: &E2) -> E2 {
        let c0 = if Self::BETA == 1 {
            Self::mul(&Self::add_nr(&a.c0, &a.c1), &Self::sub_nr(&a.c0, &a.c1))
        } else {
            Self::redc(&Self::wsub(
                &Self::wmul(&a.c0, &a.c0),
                &Self::wmul_beta(&Self::wmul(&a.c1, &a.c1)),
            ))
        };
        E2 {
            c0,
            c1: Self::mul(&Self::add_nr(&a.c0, &a.c0), &a.c1),
        }
    }

    #[inline(always)]
    fn fq2_mul_fp(a: &E2, s: &Fe) -> E2 {
        E2 {
            c0: Self::mul(&a.c0, s),
            c1: Self::mul(&a.c1, s),
        }
    }

    /// `a·b − c·d`, one reduction per component.
    #[inline(always)]
    fn fq2_mul_sub_mul(a: &E2, b: &E2, c: &E2, d: &E2) -> E2 {
        Self::wq2_redc(&Self::wq2_sub(&Self::fq2_wmul(a, b), &Self::fq2_wmul(c, d)))
    }

    fn fq2_inverse(a: &E2) -> Option<E2> {
        // (a0 − a1·u)/(a0² + b·a1²).
        let norm = Self::redc(&Self::wadd(
            &Self::wmul(&a.c0, &a.c0),
            &Self::wmul_beta(&Self::wmul(&a.c1, &a.c1)),
        ));
        let t = Self::inverse(&norm)?;
        Some(E2 {
            c0: Self::mul(&a.c0, &t),
            c1: Self::neg(&Self::mul(&a.c1, &t)),
        })
    }

    /// The `p^k`-th power for `k` = 1 or 2 (conjugation for odd `k`).
    #[inline(always)]
    fn fq2_frobenius(a: &E2, k: usize) -> E2 {
        if k % 2 == 1 {
            Self::fq2_conj(a)
        } else {
            *a
        }
    }

    // ----- Fp6 -----

    #[inline(always)]
    fn fq6_add_nr(a: &E6, b: &E6) -> E6 {
        E6 {
            c0: Self::fq2_add_nr(&a.c0, &b.c0),
            c1: Self::fq2_add_nr(&a.c1, &b.c1),
            c2: Self::fq2_add_nr(&a.c2, &b.c2),
        }
    }

    #[inline(always)]
    fn fq6_neg(a: &E6) -> E6 {
        E6 {
            c0: Self::fq2_neg(&a.c0),
            c1: Self::fq2_neg(&a.c1),
            c2: Self::fq2_neg(&a.c2),
        }
    }

    /// `v·a = ξ·a2 + a0·v + a1·v²`.
    #[inline(always)]
    fn fq6_mul_v(a: &E6) -> E6 {
        E6 {
            c0: Self::fq2_mul_xi(&a.c2),
            c1: a.c0,
            c2: a.c1,
        }
    }

    #[inline(always)]
    fn wq6_add(a: &W6, b: &W6) -> W6 {
        W6 {
            c0: Self::wq2_add(&a.c0, &b.c0),
            c1: Self::wq2_add(&a.c1, &b.c1),
            c2: Self::wq2_add(&a.c2, &b.c2),
        }
    }

    #[inline(always)]
    fn wq6_sub(a: &W6, b: &W6) -> W6 {
        W6 {
            c0: Self::wq2_sub(&a.c0, &b.c0),
            c1: Self::wq2_sub(&a.c1, &b.c1),
            c2: Self::wq2_sub(&a.c2, &b.c2),
        }
    }

    #[inline(always)]
    fn wq6_mul_v(a: &W6) -> W6 {
        W6 {
            c0: Self::wq2_mul_xi(&a.c2),
            c1: a.c0,
            c2: a.c1,
        }
    }

    #[inline(always)]
    fn wq6_redc(a: &W6) -> E6 {
        E6 {
            c0: Self::wq2_redc(&a.c0),
            c1: Self::wq2_redc(&a.c1),
            c2: Self::wq2_redc(&a.c2),
        }
    }

    /// `a·b` unreduced, by Karatsuba over `Fp2` (components below `8p`).
    #[inline(always)]
    fn fq6_wmul(a: &E6, b: &E6) -> W6 {
        let v0 = Self::fq2_wmul(&a.c0, &b.c0);
        let v1 = Self::fq2_wmul(&a.c1, &b.c1);
        let v2 = Self::fq2_wmul(&a.c2, &b.c2);
        let m0 = Self::fq2_wmul(
            &Self::fq2_add_nr(&a.c1, &a.c2),
            &Self::fq2_add_nr(&b.c1, &b.c2),
        );
        let m1 = Self::fq2_wmul(
            &Self::fq2_add_nr(&a.c0, &a.c1),
            &Self::fq2_add_nr(&b.c0, &b.c1),
        );
        let m2 = Self::fq2_wmul(
            &Self::fq2_add_nr(&a.c0, &a.c2),
            &Self::fq2_add_nr(&b.c0, &b.c2),
        );
        W6 {
            // v0 + ξ·(a1b2 + a2b1)
            c0: Self::wq2_add(
                &v0,
                &Self::wq2_mul_xi(&Self::wq2_sub(&Self::wq2_sub(&m0, &v1), &v2)),
            ),
            // (a0b1 + a1b0) + ξ·a2b2
            c1: Self::wq2_add(
                &Self::wq2_sub(&Self::wq2_sub(&m1, &v0), &v1),
                &Self::wq2_mul_xi(&v2),
            ),
            // (a0b2 + a2b0) + a1b1
            c2: Self::wq2_add(&Self::wq2_sub(&Self::wq2_sub(&m2, &v0), &v2), &v1),
        }
    }

    /// `a·(b0 + b1·v)` unreduced.
    #[inline(always)]
    fn fq6_wmul_by_01(a: &E6, b0: &E2, b1: &E2) -> W6 {
        let t0 = Self::fq2_wmul(&a.c0, b0);
        let t1 = Self::fq2_wmul(&a.c1, b1);
        let m = Self::fq2_wmul(&Self::fq2_add_nr(&a.c0, &a.c1), &Self::fq2_add_nr(b0, b1));
        W6 {
            c0: Self::wq2_add(&t0, &Self::wq2_mul_xi(&Self::fq2_wmul(&a.c2, b1))),
            c1: Self::wq2_sub(&Self::wq2_sub(&m, &t0), &t1),
            c2: Self::wq2_add(&t1, &Self::fq2_wmul(&a.c2, b0)),
        }
    }

    /// `a·(b1·v)` unreduced.
    #[inline(always)]
    fn fq6_wmul_by_1(a: &E6, b1: &E2) -> W6 {
        W6 {
            c0: Self::wq2_mul_xi(&Self::fq2_wmul(&a.c2, b1)),
            c1: Self::fq2_wmul(&a.c0, b1),
            c2: Self::fq2_wmul(&a.c1, b1),
        }
    }

    fn fq6_inverse(a: &E6) -> Option<E6> {
        // c0 = a0² − ξ·a1a2, c1 = ξ·a2² − a0a1, c2 = a1² − a0a2; a⁻¹ = c/(a0c0 + ξ(a2c1 + a1c2)).
        let c0 = Self::wq2_redc(&Self::wq2_sub(
            &Self::fq2_wmul(&a.c0, &a.c0),
            &Self::wq2_mul_xi(&Self::fq2_wmul(&a.c1, &a.c2)),
        ));
        let c1 = Self::wq2_redc(&Self::wq2_sub(
            &Self::wq2_mul_xi(&Self::fq2_wmul(&a.c2, &a.c2)),
            &Self::fq2_wmul(&a.c0, &a.c1),
        ));
        let c2 = Self::wq2_redc(&Self::wq2_sub(
            &Self::fq2_wmul(&a.c1, &a.c1),
            &Self::fq2_wmul(&a.c0, &a.c2),
        ));
        let t = Self::wq2_redc(&Self::wq2_add(
            &Self::fq2_wmul(&a.c0, &c0),
            &Self::wq2_mul_xi(&Self::wq2_add(
                &Self::fq2_wmul(&a.c2, &c1),
                &Self::fq2_wmul(&a.c1, &c2),
            )),
        ));
        let t = Self::fq2_inverse(&t)?;
        Some(E6 {
            c0: Self::fq2_mul(&c0, &t),
            c1: Self::fq2_mul(&c1, &t),
            c2: Self::fq2_mul(&c2, &t),
        })
    }

    #[inline(always)]
    fn fq6_frobenius(a: &E6, k: usize) -> E6 {
        E6 {
            c0: Self::fq2_frobenius(&a.c0, k),
            c1: Self::fq2_mul(&Self::fq2_frobenius(&a.c1, k), &Self::FP6_C1[k]),
            c2: Self::fq2_mul(&Self::fq2_frobenius(&a.c2, k), &Self::FP6_C2[k]),
        }
    }

    // ----- Fp12 -----

    fn fq12(f: &ark_ff::Fp12<P::Fp12Config>) -> E12 {
        let fq6 = |x: &ark_ff::Fp6<P::Fp6Config>| E6 {
            c0: Self::fq2(&x.c0),
            c1: Self::fq2(&x.c1),
            c2: Self::fq2(&x.c2),
        };
        E12 {
            c0: fq6(&f.c0),
            c1: fq6(&f.c1),
        }
    }

    fn fq12_out(f: &E12) -> ark_ff::Fp12<P::Fp12Config> {
        let fq6 = |x: &E6| {
            CubicExtField::new(
                Self::fq2_out(&x.c0),
                Self::fq2_out(&x.c1),
                Self::fq2_out(&x.c2),
            )
        };
        QuadExtField::new(fq6(&f.c0), fq6(&f.c1))
    }

    fn fq12_one() -> E12 {
        let zero = E2 {
            c0: [0; K],
            c1: [0; K],
        };
        let zero6 = E6 {
            c0: zero,
            c1: zero,
            c2: zero,
        };
        E12 {
            c0: E6 {
                c0: E2 {
                    c0: Self::ONE,
                    c1: [0; K],
                },
                ..zero6
            },
            c1: zero6,
        }
    }

    fn fq12_mul(a: &E12, b: &E12) -> E12 {
        let v0 = Self::fq6_wmul(&a.c0, &b.c0);
        let v1 = Self::fq6_wmul(&a.c1, &b.c1);
        let s = Self::fq6_wmul(
            &Self::fq6_add_nr(&a.c0, &a.c1),
            &Self::fq6_add_nr(&b.c0, &b.c1),
        );
        E12 {
            c0: Self::wq6_redc(&Self::wq6_add(&v0, &Self::wq6_mul_v(&v1))),
            c1: Self::wq6_redc(&Self::wq6_sub(&Self::wq6_sub(&s, &v0), &v1)),
        }
    }

    fn fq12_square(a: &E12) -> E12 {
        // (a0 + a1·w)² = (a0 + a1)(a0 + v·a1) − t − v·t + 2t·w, t = a0·a1.
        let t = Self::fq6_wmul(&a.c0, &a.c1);
        let s = Self::fq6_wmul(
            &Self::fq6_add_nr(&a.c0, &a.c1),
            &Self::fq6_add_nr(&a.c0, &Self::fq6_mul_v(&a.c1)),
        );
        E12 {
            c0: Self::wq6_redc(&Self::wq6_sub(&Self::wq6_sub(&s, &t), &Self::wq6_mul_v(&t))),
            c1: Self::wq6_redc(&Self::wq6_add(&t, &t)),
        }
    }

    /// `f·(c0 + c1·v + c4·v·w)`: arkworks' `mul_by_014`.
    fn fq12_mul_by_014(f: &E12, c0: &E2, c1: &E2, c4: &E2) -> E12 {
        let aa = Self::fq6_wmul_by_01(&f.c0, c0, c1);
        let bb = Self::fq6_wmul_by_1(&f.c1, c4);
        let e = Self::fq6_wmul_by_01(
            &Self::fq6_add_nr(&f.c0, &f.c1),
            c0,
            &Self::fq2_add_nr(c1, c4),
        );
        E12 {
            c0: Self::wq6_redc(&Self::wq6_add(&aa, &Self::wq6_mul_v(&bb))),
            c1: Self::wq6_redc(&Self::wq6_sub(&Self::wq6_sub(&e, &aa), &bb)),
        }
    }

    /// `f·(c0 + (c3 + c4·v)·w)`: arkworks' `mul_by_034`.
    fn fq12_mul_by_034(f: &E12, c0: &E2, c3: &E2, c4: &E2) -> E12 {
        let aa = W6 {
            c0: Self::fq2_wmul(&f.c0.c0, c0),
            c1: Self::fq2_wmul(&f.c0.c1, c0),
            c2: Self::fq2_wmul(&f.c0.c2, c0),
        };
        let bb = Self::fq6_wmul_by_01(&f.c1, c3, c4);
        let e = Self::fq6_wmul_by_01(
            &Self::fq6_add_nr(&f.c0, &f.c1),
            &Self::fq2_add_nr(c0, c3),
            c4,
        );
        E12 {
            c0: Self::wq6_redc(&Self::wq6_add(&aa, &Self::wq6_mul_v(&bb))),
            c1: Self::wq6_redc(&Self::wq6_sub(&Self::wq6_sub(&e, &aa), &bb)),
        }
    }

    /// The conjugate `a0 − a1·w`: the inverse in the cyclotomic subgroup.
    fn fq12_conj(a: &E12) -> E12 {
        E12 {
            c0: a.c0,
            c1: Self::fq6_neg(&a.c1),
        }
    }

    fn fq12_inverse(a: &E12) -> Option<E12> {
        // (a0 − a1·w)/(a0² − v·a1²).
        let t = Self::wq6_redc(&Self::wq6_sub(
            &Self::fq6_wmul(&a.c0, &a.c0),
            &Self::wq6_mul_v(&Self::fq6_wmul(&a.c1, &a.c1)),
        ));
        let t = Self::fq6_inverse(&t)?;
        Some(E12 {
            c0: Self::wq6_redc(&Self::fq6_wmul(&a.c0, &t)),
            c1: Self::fq6_neg(&Self::wq6_redc(&Self::fq6_wmul(&a.c1, &t))),
        })
    }

    fn fq12_frobenius(a: &E12, k: usize) -> E12 {
        let c1 = Self::fq6_frobenius(&a.c1, k);
        let coeff = &Self::FP12_C1[k];
        E12 {
            c0: Self::fq6_frobenius(&a.c0, k),
            c1: E6 {
                c0: Self::fq2_mul(&c1.c0, coeff),
                c1: Self::fq2_mul(&c1.c1, coeff),
                c2: Self::fq2_mul(&c1.c2, coeff),
            },
        }
    }

    /// The square of an element of the cyclotomic subgroup, by Granger and Scott's formulas
    /// (arkworks' `cyclotomic_square`).
    fn fq12_cyclotomic_square(f: &E12) -> E12 {
        let (r0, r4, r3) = (&f.c0.c0, &f.c0.c1, &f.c0.c2);
        let (r2, r1, r5) = (&f.c1.c0, &f.c1.c1, &f.c1.c2);
        // (z + z'·y)² for the three pairs, y² = ξ: t = z² + ξ·z'², t' = 2·z·z'.
        let square = |z: &E2, z1: &E2| {
            let tmp = Self::fq2_wmul(z, z1);
            let s = Self::fq2_wmul(
                &Self::fq2_add_nr(z, z1),
                &Self::fq2_add_nr(&Self::fq2_mul_xi(z1), z),
            );
            (
                Self::wq2_redc(&Self::wq2_sub(
                    &Self::wq2_sub(&s, &tmp),
                    &Self::wq2_mul_xi(&tmp),
                )),
                Self::wq2_redc(&Self::wq2_add(&tmp, &tmp)),
            )
        };
        let (t0, t1) = square(r0, r1);
        let (t2, t3) = square(r2, r3);
        let (t4, t5) = square(r4, r5);
        // 3t − 2z and 3t + 2z.
        let minus = |t: &E2, z: &E2| Self::fq2_add(&Self::fq2_dbl(&Self::fq2_sub(t, z)), t);
        let plus = |t: &E2, z: &E2| Self::fq2_add(&Self::fq2_dbl(&Self::fq2_add(t, z)), t);
        E12 {
            c0: E6 {
                c0: minus(&t0, r0),
                c1: minus(&t2, r4),
                c2: minus(&t4, r3),
            },
            c1: E6 {
                c0: plus(&Self::fq2_mul_xi(&t5), r2),
                c1: plus(&t1, r1),
                c2: plus(&t3, r5),
            },
        }
    }

    /// `f^x` for `f` in the cyclotomic subgroup (arkworks' `exp_by_x`).
    fn exp_by_x(f: &E12) -> E12 {
        let mut result = *f;
        for bit in BitIteratorBE::without_leading_zeros(P::X).skip(1) {
            result = Self::fq12_cyclotomic_square(&result);
            if bit {
                result = Self::fq12_mul(&result, f);
            }
        }
        if P::X_IS_NEGATIVE {
            result = Self::fq12_conj(&result);
        }
        result
    }

    // ----- the pairing -----

    /// One doubling step of arkworks' line coefficients (`G2HomProjective::double_in_place`),
    /// on `r = (x, y, z)`.
    #[inline(always)]
    fn double_step(r: &mut [E2; 3]) -> [E2; 3] {
        let [x, y, z] = *r;
        let a = Self::fq2_half(&Self::fq2_mul(&x, &y));
        let b = Self::fq2_square(&y);
        let c = Self::fq2_square(&z);
        let e = Self::fq2_mul(&Self::COEFF_B, &Self::fq2_triple(&c));
        let f = Self::fq2_triple(&e);
        let g = Self::fq2_half(&Self::fq2_add(&b, &f));
        let h = Self::fq2_sub(
            &Self::fq2_square(&Self::fq2_add(&y, &z)),
            &Self::fq2_add(&b, &c),
        );
        let i = Self::fq2_sub(&e, &b);
        let j = Self::fq2_square(&x);
        let e_square = Self::fq2_square(&e);
        *r = [
            Self::fq2_mul(&a, &Self::fq2_sub(&b, &f)),
            Self::fq2_sub(&Self::fq2_square(&g), &Self::fq2_triple(&e_square)),
            Self::fq2_mul(&b, &h),
        ];
        if Self::M_TWIST {
            [i, Self::fq2_triple(&j), Self::fq2_neg(&h)]
        } else {
            [Self::fq2_neg(&h), Self::fq2_triple(&j), i]
        }
    }

    /// One addition step of arkworks' line coefficients (`G2HomProjective::add_in_place`), on
    /// `r` with `q = (qx, qy)`.
    #[inline(always)]
    fn add_step(r: &mut [E2; 3], qx: &E2, qy: &E2) -> [E2; 3] {
        let [x, y, z] = *r;
        let theta = Self::fq2_sub(&y, &Self::fq2_mul(qy, &z));
        let lambda = Self::fq2_sub(&x, &Self::fq2_mul(qx, &z));
        let c = Self::fq2_square(&theta);
        let d = Self::fq2_square(&lambda);
        let e = Self::fq2_mul(&lambda, &d);
        let f = Self::fq2_mul(&z, &c);
        let g = Self::fq2_mul(&x, &d);
        let h = Self::fq2_sub(&Self::fq2_add(&e, &f), &Self::fq2_dbl(&g));
        *r = [
            Self::fq2_mul(&lambda, &h),
            Self::fq2_mul_sub_mul(&theta, &Self::fq2_sub(&g, &h), &e, &y),
            Self::fq2_mul(&z, &e),
        ];
        let j = Self::fq2_mul_sub_mul(&theta, qx, &lambda, qy);
        if Self::M_TWIST {
            [j, Self::fq2_neg(&theta), lambda]
        } else {
            [lambda, Self::fq2_neg(&theta), j]
        }
    }

    /// `f·ℓ(p)` for a line's coefficients: arkworks' `Bls12::ell`.
    #[inline(always)]
    fn ell(f: &E12, [c0, c1, c2]: &[E2; 3], px: &Fe, py: &Fe) -> E12 {
        if Self::M_TWIST {
            Self::fq12_mul_by_014(f, c0, &Self::fq2_mul_fp(c1, px), &Self::fq2_mul_fp(c2, py))
        } else {
            Self::fq12_mul_by_034(f, &Self::fq2_mul_fp(c0, py), &Self::fq2_mul_fp(c1, px), c2)
        }
    }

    /// arkworks' `Bls12::multi_miller_loop` over the pairs of `g1` and `g2` (pairs beyond the
    /// shorter list ignored; pairs with the identity skipped), for [`Self::SUPPORTED`] curves.
    pub(crate) fn multi_miller_loop<C1, C2>(
        g1: &[Affine<C1>],
        g2: &[Affine<C2>],
    ) -> ark_ff::Fp12<P::Fp12Config>
    where
        C1: SWCurveConfig<BaseField = ArkFp<M, N>>,
        C2: SWCurveConfig<BaseField = Fp2<P::Fp2Config>>,
    {
        let mut pairs: alloc::vec::Vec<Pair> = Self::pairs(g1, g2).flatten().collect();
        Self::fq12_out(&Self::miller_loop(&mut pairs))
    }

    /// [`Self::multi_miller_loop`], and for each pair of `g1` and `g2` whether its G2 point `Q`
    /// is in the prime-order subgroup, from the multiple `[|x|]Q` the loop leaves (its doublings
    /// and additions of `Q` are those of a multiplication by `|x|`): `ψ(Q) = [x]Q`, the check
    /// [`crate::shaped`] makes by a multiplication of its own. `None` for a pair the loop skips
    /// (either point the identity), whose `Q` the caller checks.
    ///
    /// For any `Q` on the twist, not only the subgroup's: the loop's formulas (arkworks'
    /// homogeneous doubling, and addition of `Q`) are exact unless they double a point with
    /// `y = 0`, or add `Q` to `±Q`, and each of those cases leaves `z = 0` for the rest of the
    /// loop (a doubling's `z` is `2y³·z`, an addition's `λ³·z`, and `λ = x − x_Q·z` is zero in
    /// both cases of the addition). Every such case means `[k]Q = 0` for some
    /// `0 < k ≤ |x| + 1 < r`, so `Q ≠ 0` is outside the subgroup; with `z = 0` the answer is
    /// `false`, and with `z ≠ 0` the loop's point is `[|x|]Q`.
    pub(crate) fn multi_miller_loop_checking_g2<C1, C2>(
        g1: &[Affine<C1>],
        g2: &[Affine<C2>],
    ) -> (ark_ff::Fp12<P::Fp12Config>, alloc::vec::Vec<Option<bool>>)
    where
        C1: SWCurveConfig<BaseField = ArkFp<M, N>>,
        C2: SWCurveConfig<BaseField = Fp2<P::Fp2Config>>,
    {
        let pairs: alloc::vec::Vec<Option<Pair>> = Self::pairs(g1, g2).collect();
        let mut ran: alloc::vec::Vec<Pair> = pairs.iter().flatten().copied().collect();
        let f = Self::fq12_out(&Self::miller_loop(&mut ran));
        let mut ran = ran.iter();
        let checked = pairs
            .iter()
            .map(|pair| {
                pair.as_ref()
                    .and_then(|_| ran.next())
                    .map(|pair| Self::psi_is_x_multiple(&pair.qx, &pair.qy, &pair.r))
            })
            .collect();
        (f, checked)
    }

    /// The loop's pair of each pair of `g1` and `g2` (beyond the shorter list ignored); `None`
    /// for a pair with the identity, which arkworks' loop skips.
    fn pairs<'a, C1, C2>(
        g1: &'a [Affine<C1>],
        g2: &'a [Affine<C2>],
    ) -> impl Iterator<Item = Option<Pair>> + 'a
    where
        C1: SWCurveConfig<BaseField = ArkFp<M, N>>,
        C2: SWCurveConfig<BaseField = Fp2<P::Fp2Config>>,
    {
        g1.iter().zip(g2).map(|(p, q)| {
            let ((px, py), (qx, qy)) = (p.xy()?, q.xy()?);
            let (qx, qy) = (Self::fq2(&qx), Self::fq2(&qy));
            let one = E2 {
                c0: Self::ONE,
                c1: [0; K],
            };
            Some(Pair {
                px: Self::to_fe(&px),
                py: Self::to_fe(&py),
                qx,
                qy,
                r: [qx, qy, one],
            })
        })
    }

    /// Whether `ψ(Q) = [x]Q` for `Q = (qx, qy)`, given `r = [|x|]Q` in homogeneous projective
    /// coordinates (`(X/Z, Y/Z)`, as the loop leaves it; `Z = 0` is no point here, see
    /// [`Self::multi_miller_loop_checking_g2`]). `ψ` maps `(x, y)` to `(x̄·c², ȳ·c³)` on a
    /// D-type twist and to `(x̄/c², ȳ/c³)` on an M-type one, `c = ξ^((p−1)/6)` the tower's first
    /// Frobenius coefficient, so the equations are checked multiplied out, with no inversion.
    fn psi_is_x_multiple(qx: &E2, qy: &E2, [x, y, z]: &[E2; 3]) -> bool {
        use ark_ff::Zero;
        if Self::fq2_out(z).is_zero() {
            return false;
        }
        let c = Self::FP12_C1[1];
        let c2 = Self::fq2_square(&c);
        let c3 = Self::fq2_mul(&c2, &c);
        let (qx, qy) = (Self::fq2_frobenius(qx, 1), Self::fq2_frobenius(qy, 1));
        // `[x]Q = −[|x|]Q` for a negative `x`.
        let y = if P::X_IS_NEGATIVE {
            Self::fq2_neg(y)
        } else {
            *y
        };
        let [left_x, right_x, left_y, right_y] = if Self::M_TWIST {
            [
                Self::fq2_mul(&qx, z),
                Self::fq2_mul(x, &c2),
                Self::fq2_mul(&qy, z),
                Self::fq2_mul(&y, &c3),
            ]
        } else {
            [
                Self::fq2_mul(&Self::fq2_mul(&qx, &c2), z),
                *x,
                Self::fq2_mul(&Self::fq2_mul(&qy, &c3), z),
                y,
            ]
        };
        Self::fq2_out(&left_x) == Self::fq2_out(&right_x)
            && Self::fq2_out(&left_y) == Self::fq2_out(&right_y)
    }

    /// The loop itself, once per curve (not per configuration of the points).
    #[inline(never)]
    fn miller_loop(pairs: &mut [Pair]) -> E12 {
        let mut f = Self::fq12_one();
        for (step, bit) in BitIteratorBE::without_leading_zeros(P::X)
            .skip(1)
            .enumerate()
        {
            // The first square is of one.
            if step > 0 {
                f = Self::fq12_square(&f);
            }
            for pair in pairs.iter_mut() {
                let coeffs = Self::double_step(&mut pair.r);
                f = Self::ell(&f, &coeffs, &pair.px, &pair.py);
            }
            if bit {
                for pair in pairs.iter_mut() {
                    let coeffs = Self::add_step(&mut pair.r, &pair.qx, &pair.qy);
                    f = Self::ell(&f, &coeffs, &pair.px, &pair.py);
                }
            }
        }
        if P::X_IS_NEGATIVE {
            f = Self::fq12_conj(&f);
        }
        f
    }

    /// arkworks' `Bls12::final_exponentiation`, step for step; `None` for zero.
    pub(crate) fn final_exponentiation(
        f: &ark_ff::Fp12<P::Fp12Config>,
    ) -> Option<ark_ff::Fp12<P::Fp12Config>> {
        let f = Self::fq12(f);
        // The easy part: f^((p⁶ − 1)(p² + 1)).
        let f1 = Self::fq12_conj(&f);
        let f2 = Self::fq12_inverse(&f)?;
        let r = Self::fq12_mul(&f1, &f2);
        let f2 = r;
        let r = Self::fq12_mul(&Self::fq12_frobenius(&r, 2), &f2);
        // The hard part (eprint 2020/875, as arkworks computes it).
        let y0 = Self::fq12_cyclotomic_square(&r);
        let y1 = Self::exp_by_x(&r);
        let y2 = Self::fq12_conj(&r);
        let y1 = Self::fq12_mul(&y1, &y2);
        let y2 = Self::exp_by_x(&y1);
        let y1 = Self::fq12_conj(&y1);
        let y1 = Self::fq12_mul(&y1, &y2);
        let y2 = Self::exp_by_x(&y1);
        let y1 = Self::fq12_frobenius(&y1, 1);
        let y1 = Self::fq12_mul(&y1, &y2);
        let r = Self::fq12_mul(&r, &y0);
        let y0 = Self::exp_by_x(&y1);
        let y2 = Self::exp_by_x(&y0);
        let y0 = Self::fq12_frobenius(&y1, 2);
        let y1 = Self::fq12_conj(&y1);
        let y1 = Self::fq12_mul(&y1, &y2);
        let y1 = Self::fq12_mul(&y1, &y0);
        Some(Self::fq12_out(&Self::fq12_mul(&r, &y1)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ark_ec::bls12::Bls12;
    use ark_ec::pairing::{MillerLoopOutput, Pairing};
    use ark_ff::{CyclotomicMultSubgroup, One, UniformRand, Zero};
    use ark_std::test_rng;

    type Bls381 = Tower<ark_bls12_381::Config, ark_bls12_381::FqConfig, 6>;
    type Bls377 = Tower<ark_bls12_377::Config, ark_bls12_377::FqConfig, 6>;

    #[test]
    fn both_curves_are_supported_and_others_are_not() {
        const { assert!(Bls381::SUPPORTED && Bls381::M_TWIST && Bls381::XI_IS_ONE_PLUS_U) };
        assert_eq!(Bls381::BETA, 1);
        const { assert!(Bls377::SUPPORTED && !Bls377::M_TWIST && Bls377::XI_IS_U) };
        assert_eq!(Bls377::BETA, 5);
        // A tower of another shape is left to arkworks: BLS12-381's curve with `x` of a
        // different length stands in for one.
        struct OtherX;
        impl Bls12Config for OtherX {
            const X: &'static [u64] = &[1, 1];
            const X_IS_NEGATIVE: bool = true;
            const TWIST_TYPE: TwistType = TwistType::M;
            type Fp = ark_bls12_381::Fq;
            type Fp2Config = ark_bls12_381::Fq2Config;
            type Fp6Config = ark_bls12_381::Fq6Config;
            type Fp12Config = ark_bls12_381::Fq12Config;
            type G1Config = ark_bls12_381::g1::Config;
            type G2Config = ark_bls12_381::g2::Config;
        }
        const { assert!(!Tower::<OtherX, ark_bls12_381::FqConfig, 6>::SUPPORTED) };
    }

    /// The tower's arithmetic against arkworks' on random elements and on the largest
    /// representatives it holds, and the pairing against arkworks' engine.
    fn matches_arkworks<P: Bls12Config<Fp = ArkFp<M, 6>>, M: MontConfig<6>>() {
        type T<P, M> = Tower<P, M, 6>;
        let rng = &mut test_rng();
        for _ in 0..30 {
            let (a, b) = (
                ark_ff::Fp12::<P::Fp12Config>::rand(rng),
                ark_ff::Fp12::<P::Fp12Config>::rand(rng),
            );
            let (x, y) = (T::<P, M>::fq12(&a), T::<P, M>::fq12(&b));
            assert_eq!(T::<P, M>::fq12_out(&x), a);
            assert_eq!(T::<P, M>::fq12_out(&T::<P, M>::fq12_mul(&x, &y)), a * b);
            assert_eq!(T::<P, M>::fq12_out(&T::<P, M>::fq12_square(&x)), a.square());
            assert_eq!(
                T::<P, M>::fq12_inverse(&x).map(|i| T::<P, M>::fq12_out(&i)),
                a.inverse()
            );
            let mut expected = a;
            expected.cyclotomic_square_in_place();
            assert_eq!(
                T::<P, M>::fq12_out(&T::<P, M>::fq12_cyclotomic_square(&x)),
                expected,
                "Granger and Scott's map, on any element"
            );
            for k in 1..=2 {
                let mut expected = a;
                expected.frobenius_map_in_place(k);
                assert_eq!(
                    T::<P, M>::fq12_out(&T::<P, M>::fq12_frobenius(&x, k)),
                    expected
                );
            }
            let (c0, c1, c4) = (a.c0.c0, a.c0.c1, a.c1.c1);
            let (d0, d1, d4) = (x.c0.c0, x.c0.c1, x.c1.c1);
            let mut expected = b;
            expected.mul_by_014(&c0, &c1, &c4);
            assert_eq!(
                T::<P, M>::fq12_out(&T::<P, M>::fq12_mul_by_014(&y, &d0, &d1, &d4)),
                expected
            );
            let mut expected = b;
            expected.mul_by_034(&c0, &c1, &c4);
            assert_eq!(
                T::<P, M>::fq12_out(&T::<P, M>::fq12_mul_by_034(&y, &d0, &d1, &d4)),
                expected
            );
        }
        // Every coefficient at the top of its range (4p − 1, the largest representative the
        // tower holds), where a bound that did not hold would overflow a limb.
        let mut top = T::<P, M>::P4;
        top[0] -= 1;
        let q = E2 { c0: top, c1: top };
        let q6 = E6 {
            c0: q,
            c1: q,
            c2: q,
        };
        let f = E12 { c0: q6, c1: q6 };
        let a = T::<P, M>::fq12_out(&f);
        assert_eq!(T::<P, M>::fq12_out(&T::<P, M>::fq12_mul(&f, &f)), a * a);
        assert_eq!(T::<P, M>::fq12_out(&T::<P, M>::fq12_square(&f)), a.square());
        let mut expected = a;
        expected.cyclotomic_square_in_place();
        assert_eq!(
            T::<P, M>::fq12_out(&T::<P, M>::fq12_cyclotomic_square(&f)),
            expected
        );
        let mut expected = a;
        expected.mul_by_014(&a.c0.c0, &a.c0.c1, &a.c1.c1);
        assert_eq!(
            T::<P, M>::fq12_out(&T::<P, M>::fq12_mul_by_014(&f, &q, &q, &q)),
            expected
        );
        let mut expected = a;
        expected.mul_by_034(&a.c0.c0, &a.c0.c1, &a.c1.c1);
        assert_eq!(
            T::<P, M>::fq12_out(&T::<P, M>::fq12_mul_by_034(&f, &q, &q, &q)),
            expected
        );

        // The pairing: Miller loops of 1 to 5 pairs and their final exponentiation.
        for n in [1usize, 2, 3, 5] {
            let g1: Vec<ark_ec::bls12::G1Affine<P>> =
                (0..n).map(|_| UniformRand::rand(rng)).collect();
            let g2: Vec<ark_ec::bls12::G2Affine<P>> =
                (0..n).map(|_| UniformRand::rand(rng)).collect();
            let expected = Bls12::<P>::multi_miller_loop(g1.iter().copied(), g2.iter().copied());
            let ours = T::<P, M>::multi_miller_loop(&g1, &g2);
            assert_eq!(ours, expected.0, "{n} pairs");
            assert_eq!(
                T::<P, M>::final_exponentiation(&ours),
                Bls12::<P>::final_exponentiation(expected).map(|x| x.0)
            );
        }
        // The identity in either group is skipped, as arkworks skips it; the shorter list
        // decides how many pairs there are.
        let p: ark_ec::bls12::G1Affine<P> = UniformRand::rand(rng);
        let q: ark_ec::bls12::G2Affine<P> = UniformRand::rand(rng);
        let g1 = [p, ark_ec::bls12::G1Affine::<P>::identity(), p];
        let g2 = [q, q, ark_ec::bls12::G2Affine::<P>::identity()];
        assert_eq!(
            T::<P, M>::multi_miller_loop(&g1, &g2),
            Bls12::<P>::multi_miller_loop(g1, g2).0
        );
        assert_eq!(
            T::<P, M>::multi_miller_loop(&g1[..2], &g2),
            Bls12::<P>::multi_miller_loop(g1[..2].iter().copied(), g2[..2].iter().copied()).0
        );
        assert!(T::<P, M>::multi_miller_loop(&g1[..0], &g2).is_one());
        // Zero has no final exponentiation; any other element of Fp12 has one.
        assert_eq!(T::<P, M>::final_exponentiation(&Zero::zero()), None);
        let f = ark_ff::Fp12::<P::Fp12Config>::rand(rng);
        assert_eq!(
            T::<P, M>::final_exponentiation(&f),
            Bls12::<P>::final_exponentiation(MillerLoopOutput(f)).map(|x| x.0)
        );
    }

    #[test]
    fn bls12_381_matches_arkworks() {
        matches_arkworks::<ark_bls12_381::Config, ark_bls12_381::FqConfig>();
    }

    /// `limbs / d` where `d` divides the integer `limbs` (little-endian words); `None` where it
    /// does not.
    fn divided(limbs: &[u64], d: u64) -> Option<Vec<u64>> {
        let mut quotient = vec![0u64; limbs.len()];
        let mut rest = 0u128;
        for i in (0..limbs.len()).rev() {
            let current = (rest << 64) | u128::from(limbs[i]);
            quotient[i] = (current / u128::from(d)) as u64;
            rest = current % u128::from(d);
        }
        (rest == 0).then_some(quotient)
    }

    /// The G2 checks the Miller loop decides on the way (`multi_miller_loop_checking_g2`) are
    /// arkworks' own, on points of the subgroup, random points of the twist outside it, and
    /// points of every small prime order of the twist's group (BLS12-381's 13 and 23; the first
    /// of them meets `−Q` inside the loop, which the test checks, so the loop's exceptional case
    /// is reached); the loop's value stays arkworks' on all of them; a pair with the identity is
    /// left to the caller.
    fn g2_checks_from_the_loop<P: Bls12Config<Fp = ArkFp<M, 6>>, M: MontConfig<6>>() -> usize {
        use ark_ec::{CurveGroup, PrimeGroup};
        use ark_ff::PrimeField;
        type T<P, M> = Tower<P, M, 6>;
        type G2<P> = ark_ec::bls12::G2Affine<P>;
        let rng = &mut test_rng();
        let mut points: Vec<G2<P>> = (0..4).map(|_| UniformRand::rand(rng)).collect();
        while points.len() < 10 {
            let x = Fp2::<P::Fp2Config>::rand(rng);
            if let Some(q) = G2::<P>::get_point_from_x_unchecked(x, points.len().is_multiple_of(2))
            {
                if !q.is_in_correct_subgroup_assuming_on_curve() {
                    points.push(q);
                }
            }
        }
        let r = <<P::G2Config as ark_ec::CurveConfig>::ScalarField as PrimeField>::MODULUS;
        let cofactor = <P::G2Config as ark_ec::CurveConfig>::COFACTOR;
        let mut small_orders = Vec::new();
        for m in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47] {
            // The cofactor without its factors `m`: `[r·part]R` is in the group's `m`-part,
            // whose last non-zero multiple by `m` has order `m`.
            let Some(mut part) = divided(cofactor, m) else {
                continue;
            };
            while let Some(less) = divided(&part, m) {
                part = less;
            }
            let mut point = core::iter::repeat_with(|| {
                let x = Fp2::<P::Fp2Config>::rand(rng);
                G2::<P>::get_point_from_x_unchecked(x, true)
                    .map(|q| q.into_group().mul_bigint(r).mul_bigint(&part))
                    .filter(|q| !q.is_zero())
            })
            .flatten()
            .next()
            .expect("a point in the m-part"); // ok: a test; m divides the group order
            while !point.mul_bigint([m]).is_zero() {
                point = point.mul_bigint([m]);
            }
            small_orders.push((m, point.into_affine()));
        }
        points.extend(small_orders.iter().map(|(_, q)| *q));
        let g1: Vec<ark_ec::bls12::G1Affine<P>> =
            points.iter().map(|_| UniformRand::rand(rng)).collect();

        let (f, checked) = T::<P, M>::multi_miller_loop_checking_g2(&g1, &points);
        assert_eq!(
            f,
            Bls12::<P>::multi_miller_loop(g1.iter().copied(), points.iter().copied()).0
        );
        let expected: Vec<Option<bool>> = points
            .iter()
            .map(|q| Some(q.is_in_correct_subgroup_assuming_on_curve()))
            .collect();
        assert_eq!(checked, expected);
        assert_eq!(checked.iter().filter(|c| **c == Some(true)).count(), 4);
        for (m, q) in &small_orders {
            // Order 13 on BLS12-381: `[12]Q = −Q` where the loop adds `Q`, which leaves `z = 0`.
            let mut pairs: Vec<Pair> = T::<P, M>::pairs(&g1[..1], &[*q]).flatten().collect();
            T::<P, M>::miller_loop(&mut pairs);
            let z_is_zero = T::<P, M>::fq2_out(&pairs[0].r[2]).is_zero();
            let x = P::X[0];
            let meets_q = (1..64)
                .rev()
                .scan(1u64, |k, bit| {
                    let set = (x >> (bit - 1)) & 1;
                    *k = (*k * 2) % m;
                    let meets = set == 1 && (*k == 1 || *k + 1 == *m);
                    *k = (*k + set) % m;
                    Some(meets)
                })
                .any(|meets| meets);
            assert_eq!(z_is_zero, meets_q, "order {m}");
        }

        // A pair with the identity is skipped by the loop and left to the caller.
        let outside = points[4];
        let zero1 = ark_ec::bls12::G1Affine::<P>::identity();
        let (f, checked) = T::<P, M>::multi_miller_loop_checking_g2(
            &[zero1, g1[0], g1[1]],
            &[outside, G2::<P>::identity(), points[0]],
        );
        assert_eq!(checked, vec![None, None, Some(true)]);
        assert_eq!(f, T::<P, M>::multi_miller_loop(&g1[1..2], &points[..1]));
        small_orders.len()
    }

    #[test]
    fn bls12_381_g2_checks_from_the_loop() {
        let small_orders =
            g2_checks_from_the_loop::<ark_bls12_381::Config, ark_bls12_381::FqConfig>();
        assert_eq!(small_orders, 2, "13 and 23");
    }

    #[test]
    fn bls12_377_g2_checks_from_the_loop() {
        g2_checks_from_the_loop::<ark_bls12_377::Config, ark_bls12_377::FqConfig>();
    }

    #[test]
    fn bls12_377_matches_arkworks() {
        matches_arkworks::<ark_bls12_377::Config, ark_bls12_377::FqConfig>();
    }
}
