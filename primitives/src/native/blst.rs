//! The BLS12-381 pairing on the host computed with [blst](https://github.com/supranational/blst),
//! whose assembly Miller loop and final exponentiation are about 1.5–2× faster than arkworks'.
//!
//! Values cross between the libraries as canonical integers (`blst_fp_from_uint64` and
//! `blst_uint64_from_fp`), so nothing relies on either library's internal Montgomery form. Both
//! use the same tower for the target field: `Fp2 = Fp[u]/(u² + 1)`, `Fp6 = Fp2[v]/(v³ − (u + 1))`,
//! `Fp12 = Fp6[w]/(w² − v)`.
//!
//! blst's Miller-loop value is not arkworks' value: the two differ by a factor in a proper
//! subfield, which final exponentiation removes. Pairings, pairing checks and final
//! exponentiations are the same with either library.

use ark_bls12_381::{Fq, Fq12, Fq2, Fq6, G1Affine, G2Affine};
use ark_ec::AffineRepr;
use ark_ff::{BigInt, One, PrimeField, Zero};
use blst::{blst_fp, blst_fp12, blst_fp2, blst_fp6, blst_p1_affine, blst_p2_affine};
use core::ptr;

fn fp_to_blst(x: &Fq) -> blst_fp {
    let canonical = x.into_bigint().0;
    let mut out = blst_fp::default();
    // SAFETY: `out` is a valid `blst_fp`; `canonical` holds the 6 limbs blst reads.
    unsafe { blst::blst_fp_from_uint64(&mut out, canonical.as_ptr()) };
    out
}

fn fp_from_blst(x: &blst_fp) -> Fq {
    let mut canonical = [0u64; 6];
    // SAFETY: `canonical` has room for the 6 limbs blst writes.
    unsafe { blst::blst_uint64_from_fp(canonical.as_mut_ptr(), x) };
    // blst keeps its elements reduced, so the integer is below the modulus and the default
    // is never taken.
    Fq::from_bigint(BigInt(canonical)).unwrap_or_default()
}

fn fp2_to_blst(x: &Fq2) -> blst_fp2 {
    blst_fp2 {
        fp: [fp_to_blst(&x.c0), fp_to_blst(&x.c1)],
    }
}

fn fp2_from_blst(x: &blst_fp2) -> Fq2 {
    Fq2::new(fp_from_blst(&x.fp[0]), fp_from_blst(&x.fp[1]))
}

fn fp6_to_blst(x: &Fq6) -> blst_fp6 {
    blst_fp6 {
        fp2: [fp2_to_blst(&x.c0), fp2_to_blst(&x.c1), fp2_to_blst(&x.c2)],
    }
}

fn fp6_from_blst(x: &blst_fp6) -> Fq6 {
    Fq6::new(
        fp2_from_blst(&x.fp2[0]),
        fp2_from_blst(&x.fp2[1]),
        fp2_from_blst(&x.fp2[2]),
    )
}

fn fp12_to_blst(x: &Fq12) -> blst_fp12 {
    blst_fp12 {
        fp6: [fp6_to_blst(&x.c0), fp6_to_blst(&x.c1)],
    }
}

fn fp12_from_blst(x: &blst_fp12) -> Fq12 {
    Fq12::new(fp6_from_blst(&x.fp6[0]), fp6_from_blst(&x.fp6[1]))
}

/// Product of the Miller loops of the pairs, over points already checked to be on the curve.
///
/// Pairs with the identity on either side contribute one, as in arkworks: blst's loop does not
/// handle the identity itself, so they are left out.
pub(super) fn multi_miller_loop(g1: &[G1Affine], g2: &[G2Affine]) -> Fq12 {
    let (p, q): (alloc::vec::Vec<_>, alloc::vec::Vec<_>) = g1
        .iter()
        .zip(g2)
        .filter(|(p, q)| !p.is_zero() && !q.is_zero())
        .map(|(p, q)| {
            let p = blst_p1_affine {
                x: fp_to_blst(&p.x),
                y: fp_to_blst(&p.y),
            };
            let q = blst_p2_affine {
                x: fp2_to_blst(&q.x),
                y: fp2_to_blst(&q.y),
            };
            (p, q)
        })
        .unzip();
    if p.is_empty() {
        return Fq12::one();
    }
    // blst reads the pairs as contiguous arrays: a first pointer followed by a null one.
    let ps: [*const blst_p1_affine; 2] = [p.as_ptr(), ptr::null()];
    let qs: [*const blst_p2_affine; 2] = [q.as_ptr(), ptr::null()];
    let mut out = blst_fp12::default();
    // SAFETY: `p` and `q` hold `p.len()` points each and outlive the call; `out` is valid.
    unsafe { blst::blst_miller_loop_n(&mut out, qs.as_ptr(), ps.as_ptr(), p.len()) };
    fp12_from_blst(&out)
}

/// Final exponentiation; `None` for zero, the one element without an inverse.
pub(super) fn final_exponentiation(f: &Fq12) -> Option<Fq12> {
    if f.is_zero() {
        return None;
    }
    let mut out = blst_fp12::default();
    // SAFETY: both arguments are valid `blst_fp12` values.
    unsafe { blst::blst_final_exp(&mut out, &fp12_to_blst(f)) };
    Some(fp12_from_blst(&out))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ark_bls12_381::{Bls12_381, G1Projective, G2Projective};
    use ark_ec::{
        pairing::{MillerLoopOutput, Pairing},
        CurveGroup,
    };
    use ark_ff::UniformRand;
    use ark_std::test_rng;

    fn arkworks_final_exponentiation(f: Fq12) -> Fq12 {
        Bls12_381::final_exponentiation(MillerLoopOutput(f))
            .unwrap() // ok: test code, and only zero has no final exponentiation
            .0
    }

    #[test]
    fn conversions_round_trip() {
        let rng = &mut test_rng();
        for _ in 0..20 {
            let f = Fq12::rand(rng);
            assert_eq!(fp12_from_blst(&fp12_to_blst(&f)), f);
        }
        let minus_one = -Fq::one();
        assert_eq!(fp_from_blst(&fp_to_blst(&minus_one)), minus_one);
    }

    /// blst's and arkworks' Miller loops agree after either library's final exponentiation,
    /// across blst's chunks of 16 pairs and with identity points mixed in.
    #[test]
    fn same_pairings_as_arkworks() {
        let rng = &mut test_rng();
        for n in [0usize, 1, 2, 3, 16, 17, 35] {
            let mut g1: Vec<G1Affine> = (0..n)
                .map(|_| G1Projective::rand(rng).into_affine())
                .collect();
            let mut g2: Vec<G2Affine> = (0..n)
                .map(|_| G2Projective::rand(rng).into_affine())
                .collect();
            if n > 2 {
                g1[1] = G1Affine::zero();
                g2[2] = G2Affine::zero();
            }
            let arkworks_loop = Bls12_381::multi_miller_loop(g1.clone(), g2.clone()).0;
            let expected = arkworks_final_exponentiation(arkworks_loop);
            let blst_loop = multi_miller_loop(&g1, &g2);
            assert_eq!(
                arkworks_final_exponentiation(blst_loop),
                expected,
                "n = {n}"
            );
            assert_eq!(final_exponentiation(&blst_loop), Some(expected), "n = {n}");
            assert_eq!(
                final_exponentiation(&arkworks_loop),
                Some(expected),
                "n = {n}"
            );
        }
    }

    #[test]
    fn final_exponentiation_of_any_invertible_element() {
        let rng = &mut test_rng();
        for _ in 0..5 {
            let f = Fq12::rand(rng);
            assert_eq!(
                final_exponentiation(&f),
                Some(arkworks_final_exponentiation(f))
            );
        }
        assert_eq!(final_exponentiation(&Fq12::zero()), None);
    }
}
