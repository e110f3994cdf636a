//! `multi_miller_loop_*`, `final_exponentiation_*`, `pairing_check_*`, and which library
//! computes each engine's pairings ([`PairingBackend`]).

use super::{
    backend::GroupBackend,
    decode::{flag, read_pairs},
};
use crate::{encoding, error::Error, limits::PairingLimits};
use alloc::vec::{self, Vec};
use ark_ec::{
    bls12::{self, Bls12, Bls12Config},
    bn::{self, Bn, BnConfig},
    bw6::{self, BW6Config, BW6},
    pairing::{MillerLoopOutput, Pairing},
    short_weierstrass::SWCurveConfig,
    AdditiveGroup, AffineRepr,
};
use ark_ff::{
    BitIteratorBE, CyclotomicMultSubgroup, Field, Fp12, Fp12Config, Fp2, Fp2Config, Fp6Config, One,
    Zero,
};

/// Most pairs one arkworks BW6 `multi_miller_loop` call may be given: arkworks 0.6's BW6 model
/// is wrong for more than four non-zero pairs (it processes pairs in chunks of four and starts
/// every chunk's second loop again from `f_u`, so the chunks' product is not the multi-Miller
/// loop). ark-substrate's pairing check on plain arkworks engines splits there; the host runs
/// every pair in one loop instead ([`bw6_miller_loop`]), which has the same value.
pub const BW6_PAIRS_PER_LOOP: usize = 4;

/// How the host computes a pairing engine's Miller loop and final exponentiation.
///
/// The `multi_miller_loop` value is arkworks' on every curve ([`MillerLoop`]): it is an output, and the plain-Wasm path of the same type computes
/// arkworks' value too. Where only a final exponentiation's result leaves the host
/// (`pairing_check`, `groth16_verify`, `final_exponentiation`), BLS12-381 on the host (feature
/// `std`) uses blst, which is faster: its Miller-loop value differs from arkworks' by a factor
/// that final exponentiation removes.
pub trait PairingBackend: PairingLimits + MillerLoop {
    /// `Π f(g1[i], g2[i])` for lists of equal length of points on the curve, arkworks' value.
    fn product_of_miller_loops(g1: &[Self::G1Affine], g2: &[Self::G2Affine]) -> Self::TargetField {
        Self::miller_loop_product(g1, g2)
    }

    /// `Π e(g1[i], g2[i])`, the final exponentiation of the Miller loops' product; `None` if that
    /// product is zero.
    fn product_of_pairings(
        g1: &[Self::G1Affine],
        g2: &[Self::G2Affine],
    ) -> Option<Self::TargetField> {
        Self::final_exponent(Self::product_of_miller_loops(g1, g2))
    }

    /// The final exponentiation of `f`; `None` if `f` is not invertible.
    fn final_exponent(f: Self::TargetField) -> Option<Self::TargetField> {
        // Zero is rejected first: arkworks' BW6 model panics on it.
        if f.is_zero() {
            return None;
        }
        Self::final_exponentiation(MillerLoopOutput(f)).map(|output| output.0)
    }

    /// `Σ scalars[i]·bases[i]` in G1 for bases of its prime-order subgroup, by the GLV
    /// endomorphism ([`glv::msm_in_subgroup`](super::glv::msm_in_subgroup), exact there), for
    /// Groth16's arithmetic, whose points are all checked before; `None` where the host takes
    /// G1's own MSM instead (blst on BLS12-381).
    fn g1_msm_in_subgroup(
        _bases: &[Self::G1Affine],
        _scalars: &[Self::ScalarField],
    ) -> Option<Self::G1> {
        None
    }

    /// `scalar·base` in G1 for a base of its prime-order subgroup, as
    /// [`PairingBackend::g1_msm_in_subgroup`].
    fn g1_mul_in_subgroup(_base: &Self::G1Affine, _scalar: &Self::ScalarField) -> Option<Self::G1> {
        None
    }
}

/// arkworks' multi-Miller loop of an engine family, computed as the host computes it.
///
/// arkworks' models run their pairs in groups of four (for their threads), each group with its
/// own accumulator squared at every step, and multiply the groups' values: five pairs pay for
/// two loops' squares (and BW6's model is wrong beyond four pairs, [`BW6_PAIRS_PER_LOOP`]).
/// Here every pair runs in one loop ([`bn_miller_loop`], [`bls12_miller_loop`],
/// [`bw6_miller_loop`]), which gives the same element: squaring distributes over the groups'
/// product, and the lines are arkworks' own, evaluated in the same order.
pub trait MillerLoop: Pairing {
    /// `Π f(g1[i], g2[i])` for lists of equal length (pairs beyond the shorter one ignored),
    /// arkworks' value.
    fn miller_loop_product(g1: &[Self::G1Affine], g2: &[Self::G2Affine]) -> Self::TargetField;
}

impl<P: Bls12Config> MillerLoop for Bls12<P> {
    fn miller_loop_product(g1: &[Self::G1Affine], g2: &[Self::G2Affine]) -> Self::TargetField {
        bls12_miller_loop::<P>(g1, g2.iter().copied())
    }
}

impl<P: BnConfig> MillerLoop for Bn<P> {
    fn miller_loop_product(g1: &[Self::G1Affine], g2: &[Self::G2Affine]) -> Self::TargetField {
        bn_miller_loop::<P>(g1, g2.iter().copied())
    }
}

impl<P: BW6Config> MillerLoop for BW6<P> {
    fn miller_loop_product(g1: &[Self::G1Affine], g2: &[Self::G2Affine]) -> Self::TargetField {
        bw6_miller_loop::<P>(g1, g2.iter().copied())
    }
}

/// The pairs of a loop with neither point the identity (arkworks skips those), each G1 point
/// with its G2 point's line coefficients (`lines`: arkworks' `G2Prepared`, and whether it is
/// the identity), in order.
fn prepared_pairs<G1: AffineRepr, Q, L>(
    g1: &[G1],
    g2: impl IntoIterator<Item = Q>,
    lines: impl Fn(Q) -> (Vec<L>, bool),
) -> Vec<(G1, vec::IntoIter<L>)> {
    g1.iter()
        .zip(g2)
        .filter_map(|(p, q)| {
            let (coeffs, infinity) = lines(q);
            (!p.is_zero() && !infinity).then(|| (*p, coeffs.into_iter()))
        })
        .collect()
}

/// `f` times the line `coeffs` at `p`: arkworks' `ell` of the BN and BLS12 models (private
/// there), for a twist of type `m_twist` (else D).
fn ell<F: Fp12Config>(
    f: &mut Fp12<F>,
    coeffs: Option<Line<F>>,
    p: &(BaseOf<F>, BaseOf<F>),
    m_twist: bool,
) {
    // Every pair has as many coefficients as the loop takes (arkworks' `G2Prepared`); `None`
    // never comes, and skipping it keeps the host free of panics.
    let Some((mut c0, mut c1, mut c2)) = coeffs else {
        return;
    };
    let (px, py) = p;
    if m_twist {
        c2.mul_assign_by_fp(py);
        c1.mul_assign_by_fp(px);
        f.mul_by_014(&c0, &c1, &c2);
    } else {
        c0.mul_assign_by_fp(py);
        c1.mul_assign_by_fp(px);
        f.mul_by_034(&c0, &c1, &c2);
    }
}

/// `Fp2`'s configuration under an `Fp12` configuration.
type Fp2Of<F> = <<F as Fp12Config>::Fp6Config as Fp6Config>::Fp2Config;
/// A line's three coefficients (arkworks' `EllCoeff`) under an `Fp12` configuration.
type Line<F> = (Fp2<Fp2Of<F>>, Fp2<Fp2Of<F>>, Fp2<Fp2Of<F>>);
/// The base field under an `Fp12` configuration.
type BaseOf<F> = <Fp2Of<F> as Fp2Config>::Fp;

/// arkworks' BN multi-Miller loop (`BnConfig::multi_miller_loop`) as one loop over every pair.
/// `g2` as arkworks takes it: affine points, or their line coefficients prepared before.
pub fn bn_miller_loop<P: BnConfig>(
    g1: &[bn::G1Affine<P>],
    g2: impl IntoIterator<Item = impl Into<bn::G2Prepared<P>>>,
) -> Fp12<P::Fp12Config> {
    let mut pairs = prepared_pairs(g1, g2, |q| {
        let q: bn::G2Prepared<P> = q.into();
        (q.ell_coeffs, q.infinity)
    });
    let points: Vec<_> = pairs.iter().map(|(p, _)| (p.x, p.y)).collect();
    let m_twist = matches!(P::TWIST_TYPE, bn::TwistType::M);
    let mut f = Fp12::<P::Fp12Config>::one();
    let steps = P::ATE_LOOP_COUNT.len();
    let mut lines = |f: &mut Fp12<P::Fp12Config>| {
        for ((_, coeffs), p) in pairs.iter_mut().zip(&points) {
            ell(f, coeffs.next(), p, m_twist);
        }
    };
    for i in (1..steps).rev() {
        if i != steps - 1 {
            f.square_in_place();
        }
        lines(&mut f);
        let bit = P::ATE_LOOP_COUNT[i - 1];
        if bit == 1 || bit == -1 {
            lines(&mut f);
        }
    }
    if P::X_IS_NEGATIVE {
        f.cyclotomic_inverse_in_place();
    }
    // The two lines of `π(Q)` and `−π²(Q)` after the loop.
    lines(&mut f);
    lines(&mut f);
    f
}

/// BN254's seed `x`: the BN curve whose G2 checks [`bn_miller_loop_checking_g2`] decides from
/// the Miller loop (see [`bn_g2_prepared_checking`] for why that is sound for this curve; the
/// unit test `bn254_g2_check_from_the_loop_is_sound` derives the curve's moduli from it).
const BN254_SEED: u64 = 4_965_661_367_192_848_881;

/// Whether [`bn_g2_prepared_checking`]'s answer is the G2 subgroup check for the BN curve of
/// `P`: true for BN254 (shown by the unit tests), false for any other seed, whose soundness
/// no test here establishes.
pub const fn bn_loop_checks_g2<P: BnConfig>() -> bool {
    P::X.len() == 1 && P::X[0] == BN254_SEED && !P::X_IS_NEGATIVE
}

/// arkworks' line coefficients of a BN curve's G2 point `q` (its `G2Prepared`), and whether `q`
/// is in the prime-order subgroup, read off the multiple of `q` that the preparation computes.
/// The answer is the subgroup check only where [`bn_loop_checks_g2`] holds.
///
/// The preparation walks a point `T` from `q` to `[6x+2]q` (a doubling per digit of
/// `ATE_LOOP_COUNT`, an addition of `±q` per non-zero digit) and then adds `ψ(q)` and `−ψ²(q)`,
/// with `ψ` the untwist-Frobenius-twist map. The check is that `T` ends at `−ψ³(q)`, that is
/// `α(q) = 0` for `α = 6x+2 + ψ − ψ² + ψ³`:
/// - on G2, `ψ` is `[p]`, and `6x+2 + p − p² + p³ ≡ 0 (mod r)` (the optimal ate relation), so
///   every point of G2 passes;
/// - off G2: `ψ² − tψ + p = 0` on the twist, so `α ᾱ = [N(α)]` with `N(α)` its norm in `ℤ[ψ]`.
///   On BN254 `N(α)` is prime to the twist's cofactor `c` (and `r` to `c`), so `α` sends no
///   point of the part of order dividing `c` to zero, and a point with any such part fails.
///
/// The doubling and addition are arkworks' `G2HomProjective` formulas (private there), in
/// homogeneous coordinates. They are exact except when they double a point with `y = 0` or add
/// a point to itself or its negation, and each of those sets `z` to zero for the rest of the
/// walk (a doubling's new `z` is `2y³z`, an addition's `λ³z`). For a point of G2 none of them
/// happens (`[k]q ≠ 0` for the walk's `k < r`; `[6x+2]q ≠ ±ψ(q)` and `[6x+2+p]q ≠ ±ψ²(q)`,
/// which the unit test checks as congruences), and its `T` ends at `−ψ³(q) ≠ 0`. So `T`'s final
/// `z = 0` answers false, and otherwise every step was exact and the equation decides.
pub fn bn_g2_prepared_checking<P: BnConfig>(q: &bn::G2Affine<P>) -> (bn::G2Prepared<P>, bool) {
    let Some(two_inv) = P::Fp::one().double().inverse() else {
        // No field of odd characteristic gets here; arkworks' own preparation and check.
        return ((*q).into(), q.is_in_correct_subgroup_assuming_on_curve());
    };
    if q.is_zero() {
        let prepared = bn::G2Prepared {
            ell_coeffs: Vec::new(),
            infinity: true,
        };
        return (prepared, true);
    }
    let mut walk = HomogeneousG2::<P> {
        x: q.x,
        y: q.y,
        z: Fp2::one(),
    };
    let minus_q = -*q;
    let mut ell_coeffs = Vec::with_capacity(P::ATE_LOOP_COUNT.len() * 2);
    for digit in P::ATE_LOOP_COUNT.iter().rev().skip(1) {
        ell_coeffs.push(walk.double(&two_inv));
        match digit {
            1 => ell_coeffs.push(walk.add(q)),
            -1 => ell_coeffs.push(walk.add(&minus_q)),
            _ => {}
        }
    }
    let psi_q = frobenius_twist::<P>(q);
    let psi2_q = frobenius_twist::<P>(&psi_q);
    let psi3_q = frobenius_twist::<P>(&psi2_q);
    if P::X_IS_NEGATIVE {
        walk.y = -walk.y;
    }
    ell_coeffs.push(walk.add(&psi_q));
    ell_coeffs.push(walk.add(&-psi2_q));
    // `T = −ψ³(q)` in homogeneous coordinates, with `T` not the identity.
    let in_subgroup =
        !walk.z.is_zero() && walk.x == psi3_q.x * walk.z && walk.y == -(psi3_q.y * walk.z);
    (
        bn::G2Prepared {
            ell_coeffs,
            infinity: false,
        },
        in_subgroup,
    )
}

/// [`bn_miller_loop`] of the pairs, with each G2 point's subgroup check decided on the way
/// ([`bn_g2_prepared_checking`]): the loop's value and, per pair, whether its G2 point is in the
/// subgroup. `None` where [`bn_loop_checks_g2`] does not hold. Pairs beyond the shorter list are
/// ignored, as the loop ignores them.
#[allow(clippy::type_complexity)]
pub fn bn_miller_loop_checking_g2<P: BnConfig>(
    g1: &[bn::G1Affine<P>],
    g2: &[bn::G2Affine<P>],
) -> Option<(Fp12<P::Fp12Config>, Vec<bool>)> {
    if !bn_loop_checks_g2::<P>() {
        return None;
    }
    let (prepared, checked): (Vec<_>, Vec<_>) = g2
        .iter()
        .take(g1.len())
        .map(bn_g2_prepared_checking::<P>)
        .unzip();
    Some((bn_miller_loop::<P>(g1, prepared), checked))
}

/// A point of a BN curve's twist in homogeneous projective coordinates, `(x/z, y/z)`, as
/// arkworks' `G2HomProjective` walks it while it prepares the point's lines.
struct HomogeneousG2<P: BnConfig> {
    x: Fp2<P::Fp2Config>,
    y: Fp2<P::Fp2Config>,
    z: Fp2<P::Fp2Config>,
}

impl<P: BnConfig> HomogeneousG2<P> {
    /// Doubles the point and returns the tangent line's coefficients, as arkworks'
    /// `G2HomProjective::double_in_place` (eprint 2013/722's formulas for `a = 0`).
    fn double(&mut self, two_inv: &P::Fp) -> bn::g2::EllCoeff<P> {
        let mut half_xy = self.x * self.y;
        half_xy.mul_assign_by_fp(two_inv);
        let y2 = self.y.square();
        let z2 = self.z.square();
        let three_b_z2 = P::G2Config::COEFF_B * (z2.double() + z2);
        let nine_b_z2 = three_b_z2.double() + three_b_z2;
        let mut half_sum = y2 + nine_b_z2;
        half_sum.mul_assign_by_fp(two_inv);
        let two_yz = (self.y + self.z).square() - (y2 + z2);
        let tangent_constant = three_b_z2 - y2;
        let x2 = self.x.square();
        let three_b_z2_squared = three_b_z2.square();
        self.x = half_xy * (y2 - nine_b_z2);
        self.y = half_sum.square() - (three_b_z2_squared.double() + three_b_z2_squared);
        self.z = y2 * two_yz;
        match P::TWIST_TYPE {
            bn::TwistType::M => (tangent_constant, x2.double() + x2, -two_yz),
            bn::TwistType::D => (-two_yz, x2.double() + x2, tangent_constant),
        }
    }

    /// Adds the affine point `q` and returns the chord's coefficients, as arkworks'
    /// `G2HomProjective::add_in_place`.
    fn add(&mut self, q: &bn::G2Affine<P>) -> bn::g2::EllCoeff<P> {
        let theta = self.y - q.y * self.z;
        let lambda = self.x - q.x * self.z;
        let theta2 = theta.square();
        let lambda2 = lambda.square();
        let lambda3 = lambda * lambda2;
        let z_theta2 = self.z * theta2;
        let x_lambda2 = self.x * lambda2;
        let h = lambda3 + z_theta2 - x_lambda2.double();
        self.x = lambda * h;
        self.y = theta * (x_lambda2 - h) - lambda3 * self.y;
        self.z *= lambda3;
        let j = theta * q.x - lambda * q.y;
        match P::TWIST_TYPE {
            bn::TwistType::M => (j, -theta, lambda),
            bn::TwistType::D => (lambda, -theta, j),
        }
    }
}

/// `ψ(q)`: the twist's Frobenius, `(x̄·c_x, ȳ·c_y)` with the curve's `TWIST_MUL_BY_Q_X/Y`
/// (arkworks' `mul_by_char`, private there).
fn frobenius_twist<P: BnConfig>(q: &bn::G2Affine<P>) -> bn::G2Affine<P> {
    let mut image = *q;
    image.x.frobenius_map_in_place(1);
    image.x *= P::TWIST_MUL_BY_Q_X;
    image.y.frobenius_map_in_place(1);
    image.y *= P::TWIST_MUL_BY_Q_Y;
    image
}

/// arkworks' BLS12 multi-Miller loop (`Bls12Config::multi_miller_loop`) as one loop over every
/// pair; `g2` as arkworks takes it.
pub fn bls12_miller_loop<P: Bls12Config>(
    g1: &[bls12::G1Affine<P>],
    g2: impl IntoIterator<Item = impl Into<bls12::G2Prepared<P>>>,
) -> Fp12<P::Fp12Config> {
    let mut pairs = prepared_pairs(g1, g2, |q| {
        let q: bls12::G2Prepared<P> = q.into();
        (q.ell_coeffs, q.infinity)
    });
    let points: Vec<_> = pairs.iter().map(|(p, _)| (p.x, p.y)).collect();
    let m_twist = matches!(P::TWIST_TYPE, bls12::TwistType::M);
    let mut f = Fp12::<P::Fp12Config>::one();
    let mut lines = |f: &mut Fp12<P::Fp12Config>| {
        for ((_, coeffs), p) in pairs.iter_mut().zip(&points) {
            ell(f, coeffs.next(), p, m_twist);
        }
    };
    for bit in BitIteratorBE::without_leading_zeros(P::X).skip(1) {
        f.square_in_place();
        lines(&mut f);
        if bit {
            lines(&mut f);
        }
    }
    if P::X_IS_NEGATIVE {
        f.cyclotomic_inverse_in_place();
    }
    f
}

/// Implements [`PairingBackend`] for one pairing engine of the registry: `pairing_backend!(E)`
/// keeps arkworks (G1's multiplications for Groth16 by the endomorphism), `pairing_backend!(E, blst)` (BLS12-381 only) takes the pairing products and
/// final exponentiations whose Miller-loop value does not leave the host from blst, on the host.
/// `lib.rs`'s table of host functions invokes it for every pairing curve.
macro_rules! pairing_backend {
    ($engine:ty) => {
        impl $crate::native::PairingBackend for $engine {
            fn g1_msm_in_subgroup(
                bases: &[Self::G1Affine],
                scalars: &[Self::ScalarField],
            ) -> Option<Self::G1> {
                Some($crate::native::glv::msm_in_subgroup(bases, scalars))
            }

            fn g1_mul_in_subgroup(
                base: &Self::G1Affine,
                scalar: &Self::ScalarField,
            ) -> Option<Self::G1> {
                Some($crate::native::glv::mul_in_subgroup(base, *scalar))
            }
        }
    };
    ($engine:ty, blst) => {
        impl $crate::native::PairingBackend for $engine {
            #[cfg(feature = "std")]
            fn product_of_pairings(
                g1: &[Self::G1Affine],
                g2: &[Self::G2Affine],
            ) -> Option<Self::TargetField> {
                $crate::native::blst::final_exponentiation(
                    &$crate::native::blst::multi_miller_loop(g1, g2),
                )
            }

            #[cfg(feature = "std")]
            fn final_exponent(f: Self::TargetField) -> Option<Self::TargetField> {
                $crate::native::blst::final_exponentiation(&f)
            }
        }
    };
}
pub(crate) use pairing_backend;

/// Product of the Miller loops of the pairs `(g1[i], g2[i])`, written as a target-field element.
///
/// Points are checked to be on the curve, not in the subgroup. The G2 line coefficients are
/// prepared here, natively.
pub fn multi_miller_loop<E: PairingBackend>(
    g1: &[u8],
    g2: &[u8],
    out: &mut [u8],
) -> Result<(), Error>
where
    E::G1Affine: GroupBackend,
    E::G2Affine: GroupBackend,
{
    let (g1, g2) = read_pairs::<E>(g1, g2, false)?;
    encoding::write_exact(&E::product_of_miller_loops(&g1, &g2), out)
}

/// Final exponentiation of a Miller-loop output.
pub fn final_exponentiation<E: PairingBackend>(f: &[u8], out: &mut [u8]) -> Result<(), Error> {
    let result = E::final_exponent(encoding::read(f)?).ok_or(Error::NotInvertible)?;
    encoding::write_exact(&result, out)
}

/// Whether `Π e(g1[i], g2[i]) = 1`, written as one byte (`1` true, `0` false).
///
/// Every point is checked to be on the curve and in the prime-order subgroup. No pairs is true.
pub fn pairing_check<E: PairingBackend>(g1: &[u8], g2: &[u8], out: &mut [u8]) -> Result<(), Error>
where
    E::G1Affine: GroupBackend,
    E::G2Affine: GroupBackend,
{
    let (g1, g2) = read_pairs::<E>(g1, g2, true)?;
    let flag = flag(out)?;
    let holds = E::product_of_pairings(&g1, &g2).is_some_and(|f| f.is_one());
    *flag = u8::from(holds);
    Ok(())
}

/// arkworks' BW6 multi-Miller loop (`BW6Config::multi_miller_loop`, the optimal ate pairing's
/// two loops) over every pair at once. arkworks' own groups its pairs by four and starts every
/// group's second loop from the product of all groups' first, which is wrong beyond four pairs
/// ([`BW6_PAIRS_PER_LOOP`]); with every pair in one group its algorithm is right, and its value
/// is the product of the values of any split of the pairs (every step squares, multiplies by
/// lines, by `f_u` or its conjugate, or maps by Frobenius, all multiplicative): the value the
/// host computed in pieces of four before. `g2` as arkworks takes it.
pub fn bw6_miller_loop<P: BW6Config>(
    g1: &[bw6::G1Affine<P>],
    g2: impl IntoIterator<Item = impl Into<bw6::G2Prepared<P>>>,
) -> BW6Target<P> {
    let (mut pairs_1, mut pairs_2): (Vec<_>, Vec<_>) = g1
        .iter()
        .zip(g2)
        .filter_map(|(p, q)| {
            let q: bw6::G2Prepared<P> = q.into();
            (!p.is_zero() && !q.infinity).then(|| {
                (
                    ((p.x, p.y), q.ell_coeffs_1.into_iter()),
                    ((p.x, p.y), q.ell_coeffs_2.into_iter()),
                )
            })
        })
        .unzip();
    let m_twist = matches!(P::TWIST_TYPE, bw6::TwistType::M);
    let lines = |f: &mut BW6Target<P>, pairs: &mut [BW6Pair<P>]| {
        for (p, coeffs) in pairs.iter_mut() {
            bw6_ell::<P>(f, coeffs.next(), p, m_twist);
        }
    };
    // f_u: the loop over u + 1's bits.
    let mut f_u = BW6Target::<P>::one();
    for bit in BitIteratorBE::without_leading_zeros(P::ATE_LOOP_COUNT_1).skip(1) {
        f_u.square_in_place();
        lines(&mut f_u, &mut pairs_1);
        if bit {
            lines(&mut f_u, &mut pairs_1);
        }
    }
    let f_u_inv;
    if P::ATE_LOOP_COUNT_1_IS_NEGATIVE {
        f_u_inv = f_u;
        f_u.cyclotomic_inverse_in_place();
    } else {
        // arkworks unwraps here; zero (never met on curve points) stays zero, and the final
        // exponentiation refuses it.
        f_u_inv = f_u.cyclotomic_inverse().unwrap_or(f_u);
    }
    // f_1 = f_(u+1) = f_u · l([u]Q, Q)(P).
    let mut f_1 = f_u;
    lines(&mut f_1, &mut pairs_1);
    // f_2: the loop over the second count's signed digits, from f_u.
    let mut f_2 = f_u;
    for i in (1..P::ATE_LOOP_COUNT_2.len()).rev() {
        f_2.square_in_place();
        lines(&mut f_2, &mut pairs_2);
        match P::ATE_LOOP_COUNT_2[i - 1] {
            1 => f_2 *= &f_u,
            -1 => f_2 *= &f_u_inv,
            _ => continue,
        }
        lines(&mut f_2, &mut pairs_2);
    }
    if P::ATE_LOOP_COUNT_2_IS_NEGATIVE {
        f_2.cyclotomic_inverse_in_place();
    }
    if P::T_MOD_R_IS_ZERO {
        f_1.frobenius_map_in_place(1);
    } else {
        f_2.frobenius_map_in_place(1);
    }
    f_1 * f_2
}

/// BW6's target field, `Fp6` over `Fp3`.
type BW6Target<P> = ark_ff::fp6_2over3::Fp6<<P as BW6Config>::Fp6Config>;

/// A BW6 pair of [`bw6_miller_loop`]: the G1 point's coordinates and one loop's lines.
type BW6Pair<P> = (
    (<P as BW6Config>::Fp, <P as BW6Config>::Fp),
    vec::IntoIter<(
        <P as BW6Config>::Fp,
        <P as BW6Config>::Fp,
        <P as BW6Config>::Fp,
    )>,
);

/// `f` times the line `coeffs` at `p`: arkworks' `ell` of the BW6 model (private there).
fn bw6_ell<P: BW6Config>(
    f: &mut BW6Target<P>,
    coeffs: Option<(P::Fp, P::Fp, P::Fp)>,
    (px, py): &(P::Fp, P::Fp),
    m_twist: bool,
) {
    // As in `ell`: every pair has as many coefficients as the loop takes.
    let Some((mut c0, mut c1, mut c2)) = coeffs else {
        return;
    };
    if m_twist {
        c2 *= py;
        c1 *= px;
        f.mul_by_014(&c0, &c1, &c2);
    } else {
        c0 *= py;
        c1 *= px;
        f.mul_by_034(&c0, &c1, &c2);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ark_ec::{
        short_weierstrass::{Affine, SWCurveConfig},
        CurveGroup, PrimeGroup,
    };
    use ark_ff::{PrimeField, UniformRand};
    use ark_std::test_rng;

    /// A point of `C` from a random `x`, not multiplied by the cofactor: outside the subgroup
    /// where the curve has one (the host's Miller loop takes any point on the curve).
    fn off_subgroup<C: SWCurveConfig>(rng: &mut impl ark_std::rand::RngCore) -> Affine<C> {
        loop {
            let x = C::BaseField::rand(rng);
            if let Some(point) = Affine::<C>::get_point_from_x_unchecked(x, bool::rand(rng)) {
                return point;
            }
        }
    }

    /// The one loop's value is arkworks' own `multi_miller_loop`'s, before any final
    /// exponentiation, for every number of pairs across arkworks' groups of four, with the
    /// identity on either side and points outside the subgroups mixed in.
    fn one_loop_is_arkworks_loop<E>(
        one_loop: impl Fn(&[E::G1Affine], &[E::G2Affine]) -> E::TargetField,
    ) where
        E: Pairing<G1Affine = Affine<E::G1C>, G2Affine = Affine<E::G2C>> + Curves,
    {
        let rng = &mut test_rng();
        for n in [0usize, 1, 2, 3, 4, 5, 7, 8, 9, 13] {
            let mut g1: Vec<E::G1Affine> = (0..n)
                .map(|_| (E::G1::generator() * E::ScalarField::rand(rng)).into_affine())
                .collect();
            let mut g2: Vec<E::G2Affine> = (0..n)
                .map(|_| (E::G2::generator() * E::ScalarField::rand(rng)).into_affine())
                .collect();
            if n > 4 {
                g1[1] = E::G1Affine::zero();
                g2[3] = E::G2Affine::zero();
                g1[4] = off_subgroup::<E::G1C>(rng);
                g2[n - 1] = off_subgroup::<E::G2C>(rng);
            }
            assert_eq!(one_loop(&g1, &g2), reference::<E>(&g1, &g2), "n = {n}");
            // Pairs beyond the shorter list are ignored.
            if n > 0 {
                let shorter = reference::<E>(&g1[..n - 1], &g2[..n - 1]);
                assert_eq!(
                    one_loop(&g1[..n - 1], &g2),
                    shorter,
                    "n = {n}, one G1 point fewer"
                );
            }
        }
    }

    /// arkworks' own `multi_miller_loop` on pieces of at most four pairs, their values
    /// multiplied: arkworks' value on BN and BLS12 (whose models group pairs by four
    /// themselves), and the multi-Miller loop on BW6 (whose model is right up to four).
    fn reference<E: Pairing>(g1: &[E::G1Affine], g2: &[E::G2Affine]) -> E::TargetField {
        g1.chunks(BW6_PAIRS_PER_LOOP)
            .zip(g2.chunks(BW6_PAIRS_PER_LOOP))
            .map(|(a, b)| E::multi_miller_loop(a.iter().copied(), b.iter().copied()).0)
            .product()
    }

    /// The groups' curve configurations of an engine.
    trait Curves {
        type G1C: SWCurveConfig;
        type G2C: SWCurveConfig;
    }

    impl<P: BnConfig> Curves for Bn<P> {
        type G1C = P::G1Config;
        type G2C = P::G2Config;
    }

    impl<P: Bls12Config> Curves for Bls12<P> {
        type G1C = P::G1Config;
        type G2C = P::G2Config;
    }

    impl<P: BW6Config> Curves for BW6<P> {
        type G1C = P::G1Config;
        type G2C = P::G2Config;
    }

    #[test]
    fn bn254_one_loop_is_arkworks_loop() {
        one_loop_is_arkworks_loop::<ark_bn254::Bn254>(|g1, g2| {
            bn_miller_loop::<ark_bn254::Config>(g1, g2.iter().copied())
        });
    }

    #[test]
    fn bls12_381_one_loop_is_arkworks_loop() {
        one_loop_is_arkworks_loop::<ark_bls12_381::Bls12_381>(|g1, g2| {
            bls12_miller_loop::<ark_bls12_381::Config>(g1, g2.iter().copied())
        });
    }

    #[test]
    fn bls12_377_one_loop_is_arkworks_loop() {
        one_loop_is_arkworks_loop::<ark_bls12_377::Bls12_377>(|g1, g2| {
            bls12_miller_loop::<ark_bls12_377::Config>(g1, g2.iter().copied())
        });
    }

    #[test]
    fn bw6_761_one_loop_is_arkworks_loop() {
        one_loop_is_arkworks_loop::<ark_bw6_761::BW6_761>(|g1, g2| {
            bw6_miller_loop::<ark_bw6_761::Config>(g1, g2.iter().copied())
        });
    }

    /// The argument of [`bn_g2_prepared_checking`] for BN254, computed: the curve's moduli are
    /// the BN polynomials of [`BN254_SEED`], `α = 6x+2 + ψ − ψ² + ψ³` vanishes on G2, its norm
    /// is prime to the twist's cofactor, and no step of the walk is exceptional on G2.
    #[test]
    fn bn254_g2_check_from_the_loop_is_sound() {
        use num_bigint::{BigInt, BigUint};
        fn gcd(a: &BigInt, b: &BigInt) -> BigInt {
            let (mut a, mut b) = (a.clone(), b.clone());
            while b != BigInt::from(0) {
                let rest = &a % &b;
                a = b;
                b = rest;
            }
            if a < BigInt::from(0) {
                -a
            } else {
                a
            }
        }
        let modulus = |m: BigUint| BigInt::from(m);
        let n = BigInt::from;
        let p = modulus(ark_bn254::Fq::MODULUS.into());
        let r = modulus(ark_bn254::Fr::MODULUS.into());
        let x = BigInt::from(BN254_SEED);
        let x2 = &x * &x;
        let x3 = &x2 * &x;
        let x4 = &x3 * &x;
        assert!(bn_loop_checks_g2::<ark_bn254::Config>());
        assert_eq!(p, n(36) * &x4 + n(36) * &x3 + n(24) * &x2 + n(6) * &x + 1);
        assert_eq!(r, n(36) * &x4 + n(36) * &x3 + n(18) * &x2 + n(6) * &x + 1);
        let t = n(6) * &x2 + 1;
        // The twist (E' over Fp2) has r·c points.
        let c = n(2) * &p - &r;
        assert_eq!(gcd(&r, &c), BigInt::from(1));

        // Elements a + bψ of ℤ[ψ], ψ² = tψ − p.
        let mul = |(a0, a1): &(BigInt, BigInt), (b0, b1): &(BigInt, BigInt)| {
            (a0 * b0 - a1 * b1 * &p, a0 * b1 + a1 * b0 + a1 * b1 * &t)
        };
        let psi = (BigInt::from(0), BigInt::from(1));
        let psi2 = mul(&psi, &psi);
        let psi3 = mul(&psi2, &psi);
        let six_x_2 = n(6) * &x + 2;
        let (a, b) = (&six_x_2 - &psi2.0 + &psi3.0, n(1) - &psi2.1 + &psi3.1);
        // On G2, ψ is [p].
        assert_eq!((&a + &b * &p) % &r, BigInt::from(0));
        let norm = &a * &a + &a * &b * &t + &b * &b * &p;
        assert_eq!(gcd(&norm, &c), BigInt::from(1));

        // The walk's additions of ψ(q) and −ψ²(q) are not exceptional on G2.
        let p2 = &p * &p;
        for k in [
            &six_x_2 - &p,
            &six_x_2 + &p,
            &six_x_2 + &p - &p2,
            &six_x_2 + &p + &p2,
        ] {
            assert_ne!(k % &r, BigInt::from(0));
        }
    }

    /// The twist's points of small prime order `ℓ` (the primes below 10⁷ dividing its
    /// cofactor), each from a random point: `[#E'/ℓ]` of it, not the identity.
    fn bn254_g2_points_of_small_order(
        rng: &mut impl ark_std::rand::RngCore,
    ) -> Vec<(u64, ark_bn254::G2Affine)> {
        use num_bigint::BigUint;
        let p: BigUint = ark_bn254::Fq::MODULUS.into();
        let r: BigUint = ark_bn254::Fr::MODULUS.into();
        let c = BigUint::from(2u8) * &p - &r;
        let digits = c.to_u64_digits();
        let divides = |l: u64| {
            let rest = digits.iter().rev().fold(0u128, |rest, &digit| {
                ((rest << 64) | u128::from(digit)) % u128::from(l)
            });
            rest == 0
        };
        let prime = |l: u64| {
            (2..l)
                .take_while(|d| d * d <= l)
                .all(|d| !l.is_multiple_of(d))
        };
        let primes: Vec<u64> = (2..10_000_000u64)
            .filter(|&l| divides(l) && prime(l))
            .collect();
        assert_eq!(
            primes,
            [10069, 5864401],
            "the small primes of BN254's G2 cofactor"
        );
        primes
            .into_iter()
            .map(|l| {
                let order = &r * &c / l;
                loop {
                    let q = off_subgroup::<ark_bn254::g2::Config>(rng).into_group();
                    let point = mul_by_biguint(q, &order);
                    if !point.is_zero() {
                        assert!(mul_by_biguint(point, &BigUint::from(l)).is_zero());
                        return (l, point.into_affine());
                    }
                }
            })
            .collect()
    }

    /// `[k]q` for an integer `k` of any size, by double-and-add over the whole curve.
    fn mul_by_biguint(
        q: ark_bn254::G2Projective,
        k: &num_bigint::BigUint,
    ) -> ark_bn254::G2Projective {
        ark_ec::scalar_mul::double_and_add(&q, k.to_u64_digits())
    }

    /// [`bn_g2_prepared_checking`] gives arkworks' own line coefficients and arkworks' subgroup
    /// check for points of G2, points of the twist outside it, points of small order, sums of a
    /// point of G2 and one of small order, and the identity; [`bn_miller_loop_checking_g2`] the
    /// loop's value and those checks.
    #[test]
    fn bn254_g2_checks_from_the_loop_are_arkworks_checks() {
        type P = ark_bn254::Config;
        let rng = &mut test_rng();
        let in_g2 = |rng: &mut _| {
            (ark_bn254::G2Projective::generator() * ark_bn254::Fr::rand(rng)).into_affine()
        };
        let mut points: Vec<(&str, ark_bn254::G2Affine)> = Vec::new();
        points.push(("the identity", ark_bn254::G2Affine::zero()));
        points.push(("the generator", ark_bn254::G2Affine::generator()));
        for _ in 0..8 {
            points.push(("in G2", in_g2(rng)));
            points.push(("outside G2", off_subgroup::<ark_bn254::g2::Config>(rng)));
        }
        for (l, small) in bn254_g2_points_of_small_order(rng) {
            let name: &str = if l == 10069 {
                "of order 10069"
            } else {
                "of order 5864401"
            };
            points.push((name, small));
            points.push((name, (-small.into_group()).into_affine()));
            let sum = (small.into_group() + in_g2(rng)).into_affine();
            points.push(("in G2 plus a point of small order", sum));
        }
        let (mut inside, mut outside) = (0, 0);
        for (what, q) in &points {
            let (prepared, checked) = bn_g2_prepared_checking::<P>(q);
            assert_eq!(
                prepared,
                bn::G2Prepared::<P>::from(*q),
                "lines of a point {what}"
            );
            let expected = q.is_in_correct_subgroup_assuming_on_curve();
            assert_eq!(checked, expected, "the check of a point {what}");
            assert_eq!(checked, super::super::subgroup::bn_g2::<P>(q), "{what}");
            if expected {
                inside += 1
            } else {
                outside += 1
            }
        }
        assert_eq!((inside, outside), (10, 14));

        let g1: Vec<ark_bn254::G1Affine> = (0..points.len())
            .map(|i| match i {
                3 => ark_bn254::G1Affine::zero(),
                _ => {
                    (ark_bn254::G1Projective::generator() * ark_bn254::Fr::rand(rng)).into_affine()
                }
            })
            .collect();
        let g2: Vec<ark_bn254::G2Affine> = points.iter().map(|(_, q)| *q).collect();
        let (f, checked) = bn_miller_loop_checking_g2::<P>(&g1, &g2).expect("BN254's loop checks");
        assert_eq!(f, reference::<ark_bn254::Bn254>(&g1, &g2));
        let expected: Vec<bool> = g2
            .iter()
            .map(|q| q.is_in_correct_subgroup_assuming_on_curve())
            .collect();
        assert_eq!(checked, expected);
        // Pairs beyond the shorter list are ignored.
        let (f, checked) = bn_miller_loop_checking_g2::<P>(&g1[..5], &g2).expect("BN254");
        assert_eq!(f, reference::<ark_bn254::Bn254>(&g1[..5], &g2[..5]));
        assert_eq!(checked, expected[..5]);
    }
}
