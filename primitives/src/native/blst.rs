//! BLS12-381 on the host computed with [blst](https://github.com/supranational/blst), whose
//! assembly field arithmetic makes its pairing about 1.5–2× faster than arkworks' and its
//! MSMs, scalar multiplications and subgroup checks faster too.
//!
//! Values cross between the libraries as canonical integers (`blst_fp_from_uint64` and
//! `blst_uint64_from_fp`), so nothing relies on either library's internal Montgomery form. Both
//! use the same tower for the target field: `Fp2 = Fp[u]/(u² + 1)`, `Fp6 = Fp2[v]/(v³ − (u + 1))`,
//! `Fp12 = Fp6[w]/(w² − v)`.
//!
//! blst's Miller-loop value is not arkworks' value: the two differ by a factor in a proper
//! subfield, which final exponentiation removes. Pairings, pairing checks and final
//! exponentiations are the same with either library.

use alloc::{vec, vec::Vec};
use ark_bls12_381::{Fq, Fq12, Fq2, Fq6, Fr, G1Affine, G1Projective, G2Affine, G2Projective};
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

/// blst's integer form of a scalar-field element: 32 little-endian bytes.
fn scalar_bytes(scalar: &Fr) -> [u8; 32] {
    let mut bytes = [0u8; 32];
    for (chunk, limb) in bytes.chunks_exact_mut(8).zip(scalar.into_bigint().0) {
        chunk.copy_from_slice(&limb.to_le_bytes());
    }
    bytes
}

/// Declares the blst versions of one group's host arithmetic, over arkworks types.
///
/// arkworks' and blst's projective points are both Jacobian (`x = X/Z²`, `y = Y/Z³`), so the
/// coordinates carry over one by one; both write the identity with `Z = 0`. blst's affine
/// identity is all zeros.
macro_rules! blst_group {
    (
        $group:ident: $Affine:ty, $Projective:ty,
        $to:ident, $from:ident, $breaks_table:ident,
        blst: $p:ident, $p_affine:ident,
        $in_group:ident, $mult:ident, $pippenger:ident, $scratch_sizeof:ident, $hash:ident
    ) => {
        /// blst's arithmetic on the group, for [`GroupBackend`](super::backend::GroupBackend).
        pub(crate) mod $group {
            use super::*;
            use blst::{$p, $p_affine};

            fn affine(point: &$Affine) -> $p_affine {
                match point.xy() {
                    Some((x, y)) => $p_affine {
                        x: $to(&x),
                        y: $to(&y),
                    },
                    None => $p_affine::default(),
                }
            }

            fn projective(point: &$Projective) -> $p {
                $p {
                    x: $to(&point.x),
                    y: $to(&point.y),
                    z: $to(&point.z),
                }
            }

            fn from_projective(point: &$p) -> $Projective {
                let z = $from(&point.z);
                if z.is_zero() {
                    return <$Projective>::zero();
                }
                <$Projective>::new_unchecked($from(&point.x), $from(&point.y), z)
            }

            /// Whether a point on the curve is in the prime-order subgroup.
            pub fn in_subgroup(point: &$Affine) -> bool {
                // SAFETY: the argument is a valid affine point.
                unsafe { blst::$in_group(&affine(point)) }
            }

            /// `scalar · base` for a little-endian scalar of any length: GLV for scalars below
            /// `r`, a fixed window otherwise (blst's `mult`).
            pub fn mul(base: &$Projective, scalar: &[u64]) -> $Projective {
                let scalar = crate::encoding::trim_scalar(scalar);
                let bytes: Vec<u8> = scalar.iter().flat_map(|limb| limb.to_le_bytes()).collect();
                let bits = scalar
                    .last()
                    .map_or(0, |top| 64 * scalar.len() - top.leading_zeros() as usize);
                let mut out = $p::default();
                // SAFETY: blst reads `(bits + 7) / 8 <= bytes.len()` bytes of the scalar.
                unsafe { blst::$mult(&mut out, &projective(base), bytes.as_ptr(), bits) };
                from_projective(&out)
            }

            /// `Σ scalars[i]·bases[i]` (Pippenger, single thread); the identity for lists of
            /// different lengths, as the arkworks default of `GroupBackend::msm`. Bases that
            /// break blst's table (see [`super::g1_breaks_table`]) have a small order `m`: each is
            /// multiplied by its scalar modulo `m` (a few additions, however many there are) and
            /// added apart.
            pub fn msm(bases: &[$Affine], scalars: &[Fr]) -> $Projective {
                if bases.len() != scalars.len() {
                    return <$Projective>::zero();
                }
                let mut points = Vec::with_capacity(bases.len());
                let mut blst_scalars = Vec::with_capacity(bases.len());
                let mut apart = <$Projective>::zero();
                for (base, scalar) in bases.iter().zip(scalars) {
                    if let Some(order) = super::$breaks_table(base) {
                        let reduced = super::modulo(scalar.into_bigint().as_ref(), order);
                        apart += crate::native::exact::mul(&base.into_group(), &[reduced]);
                    } else {
                        points.push(affine(base));
                        blst_scalars.push(scalar_bytes(scalar));
                    }
                }
                blst_msm(&points, &blst_scalars) + apart
            }

            /// RFC 9380's `hash_to_curve` to the group (its suite `…_XMD:SHA-256_SSWU_RO_`) with
            /// tag `dst`, as blst computes it: arkworks' point (RFC 9380 defines one), faster.
            pub fn hash_to_curve(dst: &[u8], msg: &[u8]) -> $Projective {
                let mut out = $p::default();
                // SAFETY: each pointer and length describes a live slice (blst reads no byte of
                // an empty one); there is no augmentation string; blst writes `out`.
                unsafe {
                    blst::$hash(
                        &mut out,
                        msg.as_ptr(),
                        msg.len(),
                        dst.as_ptr(),
                        dst.len(),
                        ptr::null(),
                        0,
                    )
                };
                from_projective(&out)
            }

            /// blst's `Σ scalars[i]·points[i]` over bases none of which breaks its table.
            fn blst_msm(points: &[$p_affine], scalars: &[[u8; 32]]) -> $Projective {
                // blst's count must be at least one.
                if points.is_empty() {
                    return <$Projective>::zero();
                }
                // SAFETY: pure function of the point count.
                let scratch_bytes = unsafe { blst::$scratch_sizeof(points.len()) };
                let mut scratch = vec![0u64; scratch_bytes.div_ceil(8)];
                // blst reads each list as one array: a first pointer followed by a null one.
                let point_ptrs = [points.as_ptr(), ptr::null()];
                let scalar_ptrs = [scalars.as_ptr().cast::<u8>(), ptr::null()];
                let mut out = $p::default();
                // SAFETY: `points` and `scalars` hold `points.len() >= 1` elements each; 255 bits
                // are 32 bytes per scalar; `scratch` has the size blst asks for.
                unsafe {
                    blst::$pippenger(
                        &mut out,
                        point_ptrs.as_ptr(),
                        points.len(),
                        scalar_ptrs.as_ptr(),
                        255,
                        scratch.as_mut_ptr(),
                    )
                };
                from_projective(&out)
            }
        }
    };
}

/// Whether blst's MSM of 2 to 31 points goes wrong with `point` among its bases.
///
/// That path first tabulates `P, 2P, …, 8P` for each base in Jacobian coordinates and makes the
/// table affine with one batched inversion of all the `Z`s. For a base `P ≠ O` with `kP = O`
/// for some `2 ≤ k ≤ 8`, an entry has `Z = 0`: the product of the `Z`s is zero, and every entry
/// of every base comes out as the identity (blst's other paths, one point and Pippenger, add
/// with complete formulas). On BLS12-381's G1 the only such bases are the two points of order 3,
/// `(0, ±2)`: 3 is the only factor of the cofactor up to 8. The exactness tests take every
/// small prime order of the cofactor at every size. The order of such a base, or `None`.
fn g1_breaks_table(point: &G1Affine) -> Option<u64> {
    (!point.is_zero() && point.x.is_zero()).then_some(3)
}

/// G2's cofactor has no prime factor below 13, so no base has an order from 2 to 8.
fn g2_breaks_table(_: &G2Affine) -> Option<u64> {
    None
}

/// A little-endian integer modulo `m` (modulo 1 for `m = 0`, which no caller passes).
fn modulo(limbs: &[u64], m: u64) -> u64 {
    let m = u128::from(m.max(1));
    limbs.iter().rev().fold(0, |rest, limb| {
        // `rest < m`, so `rest·2^64 + limb < m·2^64` and the remainder fits in 64 bits.
        ((u128::from(rest) << 64 | u128::from(*limb)) % m) as u64
    })
}

blst_group!(g1: G1Affine, G1Projective, fp_to_blst, fp_from_blst, g1_breaks_table,
    blst: blst_p1, blst_p1_affine,
    blst_p1_affine_in_g1, blst_p1_mult, blst_p1s_mult_pippenger,
    blst_p1s_mult_pippenger_scratch_sizeof, blst_hash_to_g1);
blst_group!(g2: G2Affine, G2Projective, fp2_to_blst, fp2_from_blst, g2_breaks_table,
    blst: blst_p2, blst_p2_affine,
    blst_p2_affine_in_g2, blst_p2_mult, blst_p2s_mult_pippenger,
    blst_p2s_mult_pippenger_scratch_sizeof, blst_hash_to_g2);

/// Product of the Miller loops of the pairs, over points already checked to be on the curve.
///
/// Pairs with the identity on either side contribute one, as in arkworks: blst's loop does not
/// handle the identity itself, so they are left out.
pub(crate) fn multi_miller_loop(g1: &[G1Affine], g2: &[G2Affine]) -> Fq12 {
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
pub(crate) fn final_exponentiation(f: &Fq12) -> Option<Fq12> {
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

    /// `modulo` against num-bigint's remainder, for the scalar edges and long integers.
    #[test]
    fn modulo_is_the_integer_remainder() {
        use num_bigint::BigUint;
        let rng = &mut test_rng();
        let minus_one = (-Fr::one()).into_bigint().0.to_vec();
        let cases = [
            vec![],
            vec![0],
            vec![u64::MAX, 5],
            minus_one,
            Fr::rand(rng).into_bigint().0.to_vec(),
            (0..9).map(|_| u64::rand(rng)).collect(),
        ];
        for limbs in cases {
            let words: Vec<u32> = limbs
                .iter()
                .flat_map(|l| [*l as u32, (l >> 32) as u32])
                .collect();
            let n = BigUint::from_slice(&words);
            for m in [1u64, 2, 3, 11, u64::MAX] {
                let expected = (&n % m).to_u64_digits().first().copied().unwrap_or(0);
                assert_eq!(modulo(&limbs, m), expected, "{limbs:x?} mod {m}");
            }
        }
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

    /// Points on the curve: random subgroup points, the identity, and points outside the
    /// subgroup (from random `x`, without clearing the cofactor).
    macro_rules! group_tests {
        ($name:ident, $group:ident, $Config:ty, $Base:ty) => {
            mod $name {
                use super::super::$group;
                use super::*;
                use ark_ec::{
                    scalar_mul::double_and_add, short_weierstrass::Affine, CurveGroup, PrimeGroup,
                    VariableBaseMSM,
                };
                use ark_ff::{BigInteger, UniformRand};

                type A = Affine<$Config>;
                type P = <A as AffineRepr>::Group;

                fn outside_subgroup(rng: &mut impl ark_std::rand::Rng) -> A {
                    loop {
                        let x = <$Base>::rand(rng);
                        if let Some(p) = A::get_point_from_x_unchecked(x, bool::rand(rng)) {
                            if !p.is_in_correct_subgroup_assuming_on_curve() {
                                return p;
                            }
                        }
                    }
                }

                #[test]
                fn subgroup_checks_agree_with_arkworks() {
                    let rng = &mut test_rng();
                    assert!($group::in_subgroup(&A::zero()));
                    for _ in 0..10 {
                        assert!($group::in_subgroup(&P::rand(rng).into_affine()));
                        assert!(!$group::in_subgroup(&outside_subgroup(rng)));
                    }
                }

                #[test]
                fn msm_agrees_with_arkworks() {
                    let rng = &mut test_rng();
                    // 1 and fewer than 32 points take blst's other code paths.
                    for n in [0usize, 1, 2, 7, 31, 32, 33, 100] {
                        let mut bases: Vec<A> =
                            (0..n).map(|_| P::rand(rng).into_affine()).collect();
                        let mut scalars: Vec<Fr> = (0..n).map(|_| Fr::rand(rng)).collect();
                        if n > 2 {
                            bases[0] = A::zero();
                            scalars[1] = Fr::zero();
                            scalars[2] = -Fr::one();
                        }
                        let expected = P::msm(&bases, &scalars).unwrap(); // ok: test, equal lengths
                        assert_eq!($group::msm(&bases, &scalars), expected, "n = {n}");
                        if n > 0 {
                            assert!($group::msm(&bases, &scalars[1..]).is_zero(), "n = {n}");
                        }
                    }
                }

                #[test]
                fn mul_is_the_group_law_on_the_subgroup() {
                    let rng = &mut test_rng();
                    let minus_one = (-Fr::one()).into_bigint();
                    let modulus = Fr::MODULUS;
                    let mut above_modulus = modulus;
                    above_modulus.add_with_carry(&minus_one);
                    let random = Fr::rand(rng).into_bigint();
                    let scalars: Vec<Vec<u64>> = vec![
                        vec![],
                        vec![0],
                        vec![1],
                        vec![u64::MAX],
                        vec![3, 0, 0, 0, 0],
                        random.0.to_vec(),
                        minus_one.0.to_vec(),
                        modulus.0.to_vec(),
                        above_modulus.0.to_vec(),
                        vec![u64::MAX; 4],
                        vec![u64::MAX; 5],
                        (0..16).map(|_| u64::rand(rng)).collect(),
                    ];
                    let bases = [
                        P::zero(),
                        P::generator(),
                        P::rand(rng),
                        P::rand(rng) * Fr::from(7u8),
                    ];
                    for base in bases {
                        for scalar in &scalars {
                            assert_eq!(
                                $group::mul(&base, scalar),
                                double_and_add(&base, scalar),
                                "scalar {scalar:x?}"
                            );
                        }
                    }
                    // Outside the subgroup the full-length window is still the group law.
                    let base = outside_subgroup(rng).into_group();
                    let long = [u64::rand(rng), 5, 0, 0, 1];
                    assert_eq!($group::mul(&base, &long), double_and_add(&base, &long));
                }
            }
        };
    }

    group_tests!(g1_backend, g1, ark_bls12_381::g1::Config, Fq);
    group_tests!(g2_backend, g2, ark_bls12_381::g2::Config, Fq2);

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
