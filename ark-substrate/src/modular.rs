//! Any arkworks curve over a prime field, on the generic `modular_*` host functions
//! (`docs/host-functions.md`, "Generic modular arithmetic"): no host function of the curve's
//! own, so no node upgrade for a new curve. Three granularities, from fine to coarse:
//!
//! - **one element per call**: [`HostFp`], an `ark-ff` prime field whose multiplication,
//!   squaring and inversion are one `modular_mul` / `modular_square` / `modular_inverse` call
//!   each (addition, subtraction and negation stay in Wasm: they cost less than a call). Any
//!   arkworks code runs over it unmodified; [`OverHostField`] is any short Weierstrass curve of
//!   arkworks over it, constants taken from the curve's own configuration.
//! - **vectors of elements per call**: [`vector_msm`], a multi-scalar multiplication whose
//!   field multiplications are batched into `modular_mul_vec` calls: every lane (one per base)
//!   runs double-and-add in lockstep, so one call carries the same formula step of every lane.
//! - **one call per MSM**: `modular_msm_sw`, the curve given in the call (`p ‖ a ‖ b`); see
//!   [`crate::p256`] for its use.
//!
//! Results are the same group elements whichever granularity computes them: the host's
//! arithmetic is exact modulo `p`, and the curve formulas are the group law's.
//!
//! ```
//! use ark_ff::{Field, UniformRand};
//! use ark_substrate::modular::HostFp;
//! type Fq = ark_bls12_381::Fq;
//! type HostFq = HostFp<ark_bls12_381::FqConfig, 6>;
//! let a = Fq::rand(&mut ark_std::test_rng());
//! let host = HostFq::from(ark_ff::PrimeField::into_bigint(a));
//! // One `modular_inverse` and one `modular_mul` call.
//! assert_eq!(host.inverse().map(|inverse| inverse * host), Some(HostFq::ONE));
//! ```

use alloc::{vec, vec::Vec};
use ark_ec::{
    short_weierstrass::{Affine, SWCurveConfig},
    CurveConfig,
};
use ark_ff::{
    AdditiveGroup, BigInt, BigInteger, Fp, FpConfig, MontBackend, MontConfig, SqrtPrecomputation,
    Zero,
};
use core::marker::PhantomData;
use ec_host_primitives::{elliptic_curves, Error};

/// The per-element interface, as a hook set: every field multiplication, squaring and inversion
/// is one host call ([`HostFp`], [`OverHostField`]).
pub struct PerElement;

/// The vector interface, as a hook set: a curve operation's field multiplications batched into
/// vector calls ([`vector_msm`]).
pub struct Vectorised;

/// The largest modulus the `modular_*` functions take, in bytes (12 limbs, 768 bits).
const MAX_BYTES: usize = 96;

/// The field configuration whose arithmetic runs on the host, for the modulus of the arkworks
/// Montgomery configuration `M` (`ark_bls12_381::FqConfig`, …), of `N` limbs.
///
/// Elements hold their canonical integer (not Montgomery form): that is what the host functions
/// take and return. Every constant is `M`'s, converted at compile time.
pub struct HostField<M, const N: usize>(PhantomData<M>);

/// The prime field of `M`'s modulus, its multiplicative arithmetic on the host.
pub type HostFp<M, const N: usize> = Fp<HostField<M, N>, N>;

/// `M`'s element (Montgomery form) as a [`HostFp`] (canonical form): `x·R⁻¹ mod p`, by one
/// Montgomery reduction. `const`, for the configuration's constants.
pub const fn to_host<M: MontConfig<N>, const N: usize>(
    x: Fp<MontBackend<M, N>, N>,
) -> HostFp<M, N> {
    let p = M::MODULUS.0;
    let mut t = x.0 .0;
    let mut i = 0;
    while i < N {
        // t = (t + k·p) / 2⁶⁴ with k chosen so that the division is exact; t stays ≤ p.
        let k = t[0].wrapping_mul(M::INV);
        let mut carry = (t[0] as u128 + k as u128 * p[0] as u128) >> 64;
        let mut j = 1;
        while j < N {
            let sum = t[j] as u128 + k as u128 * p[j] as u128 + carry;
            t[j - 1] = sum as u64;
            carry = sum >> 64;
            j += 1;
        }
        t[N - 1] = carry as u64;
        i += 1;
    }
    // t = p only for x = 0.
    if geq(&t, &p) {
        t = [0; N];
    }
    Fp(BigInt(t), PhantomData)
}

/// `a ≥ b` for little-endian limbs (`const`).
const fn geq<const N: usize>(a: &[u64; N], b: &[u64; N]) -> bool {
    let mut i = N;
    while i > 0 {
        i -= 1;
        if a[i] != b[i] {
            return a[i] > b[i];
        }
    }
    true
}

impl<M: MontConfig<N>, const N: usize> HostField<M, N> {
    /// The modulus as the host functions take it: `8·N` bytes, little-endian.
    fn modulus() -> ([u8; MAX_BYTES], usize) {
        write(&M::MODULUS)
    }
}

/// `x` as `8·N` little-endian bytes, in a buffer of the largest size.
fn write<const N: usize>(x: &BigInt<N>) -> ([u8; MAX_BYTES], usize) {
    let mut out = [0u8; MAX_BYTES];
    for (chunk, limb) in out.chunks_exact_mut(8).zip(x.0) {
        chunk.copy_from_slice(&limb.to_le_bytes());
    }
    (out, 8 * N)
}

/// The integer of `8·N` little-endian bytes.
fn read<const N: usize>(bytes: &[u8]) -> BigInt<N> {
    let mut limbs = [0u64; N];
    for (limb, chunk) in limbs.iter_mut().zip(bytes.chunks_exact(8)) {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        *limb = u64::from_le_bytes(word);
    }
    BigInt(limbs)
}

/// The result of a host call whose arguments this module built: the modulus is an arkworks
/// field's (odd, canonical width) and every element is below it, so any error but the ones the
/// caller handles is a host that disagrees with this runtime, and a wrong answer would be worse
/// than a trap.
fn expect_ok(result: Result<(), Error>, function: &str) {
    if let Err(error) = result {
        panic!("{function} on an arkworks modulus failed: {error}"); // ok: see above
    }
}

impl<M: MontConfig<N>, const N: usize> FpConfig<N> for HostField<M, N> {
    const MODULUS: BigInt<N> = M::MODULUS;
    const GENERATOR: HostFp<M, N> = to_host(M::GENERATOR);
    const ZERO: HostFp<M, N> = Fp(BigInt([0; N]), PhantomData);
    const ONE: HostFp<M, N> = to_host(<MontBackend<M, N> as FpConfig<N>>::ONE);
    const NEG_ONE: HostFp<M, N> = to_host(<MontBackend<M, N> as FpConfig<N>>::NEG_ONE);
    const TWO_ADICITY: u32 = <MontBackend<M, N> as FpConfig<N>>::TWO_ADICITY;
    const TWO_ADIC_ROOT_OF_UNITY: HostFp<M, N> = to_host(M::TWO_ADIC_ROOT_OF_UNITY);
    const SMALL_SUBGROUP_BASE: Option<u32> = M::SMALL_SUBGROUP_BASE;
    const SMALL_SUBGROUP_BASE_ADICITY: Option<u32> = M::SMALL_SUBGROUP_BASE_ADICITY;
    const LARGE_SUBGROUP_ROOT_OF_UNITY: Option<HostFp<M, N>> = match M::LARGE_SUBGROUP_ROOT_OF_UNITY
    {
        Some(root) => Some(to_host(root)),
        None => None,
    };
    // `Field::sqrt` runs in the runtime with these constants (its multiplications on the host).
    const SQRT_PRECOMP: Option<SqrtPrecomputation<HostFp<M, N>>> = sqrt_precomp_via!(M, N, to_host);

    fn add_assign(a: &mut HostFp<M, N>, b: &HostFp<M, N>) {
        let carry = a.0.add_with_carry(&b.0);
        if carry || a.0 >= M::MODULUS {
            a.0.sub_with_borrow(&M::MODULUS);
        }
    }

    fn sub_assign(a: &mut HostFp<M, N>, b: &HostFp<M, N>) {
        if b.0 > a.0 {
            a.0.add_with_carry(&M::MODULUS);
        }
        a.0.sub_with_borrow(&b.0);
    }

    fn double_in_place(a: &mut HostFp<M, N>) {
        let copy = *a;
        Self::add_assign(a, &copy);
    }

    fn neg_in_place(a: &mut HostFp<M, N>) {
        if !a.0.is_zero() {
            let mut negated = M::MODULUS;
            negated.sub_with_borrow(&a.0);
            a.0 = negated;
        }
    }

    fn mul_assign(a: &mut HostFp<M, N>, b: &HostFp<M, N>) {
        let (p, len) = Self::modulus();
        let (left, right) = (write(&a.0), write(&b.0));
        let mut out = [0u8; MAX_BYTES];
        let result = elliptic_curves::modular_mul(
            &p[..len],
            &left.0[..len],
            &right.0[..len],
            &mut out[..len],
        );
        expect_ok(result, "modular_mul");
        a.0 = read(&out[..len]);
    }

    fn sum_of_products<const T: usize>(
        a: &[HostFp<M, N>; T],
        b: &[HostFp<M, N>; T],
    ) -> HostFp<M, N> {
        a.iter().zip(b).fold(Self::ZERO, |mut sum, (x, y)| {
            let mut product = *x;
            Self::mul_assign(&mut product, y);
            Self::add_assign(&mut sum, &product);
            sum
        })
    }

    fn square_in_place(a: &mut HostFp<M, N>) {
        let (p, len) = Self::modulus();
        let value = write(&a.0);
        let mut out = [0u8; MAX_BYTES];
        let result = elliptic_curves::modular_square(&p[..len], &value.0[..len], &mut out[..len]);
        expect_ok(result, "modular_square");
        a.0 = read(&out[..len]);
    }

    fn inverse(a: &HostFp<M, N>) -> Option<HostFp<M, N>> {
        let (p, len) = Self::modulus();
        let value = write(&a.0);
        let mut out = [0u8; MAX_BYTES];
        match elliptic_curves::modular_inverse(&p[..len], &value.0[..len], &mut out[..len]) {
            // Zero: the modulus is prime, so nothing else lacks an inverse.
            Err(Error::NotInvertible) => None,
            result => {
                expect_ok(result, "modular_inverse");
                Some(Fp(read(&out[..len]), PhantomData))
            }
        }
    }

    fn from_bigint(value: BigInt<N>) -> Option<HostFp<M, N>> {
        (value < M::MODULUS).then_some(Fp(value, PhantomData))
    }

    fn into_bigint(value: HostFp<M, N>) -> BigInt<N> {
        value.0
    }
}

/// The arkworks short Weierstrass curve `C`, whose base field is `M`'s (of `N` limbs), over
/// [`HostFp`]: the same coefficients, generator, cofactor and scalar field, with arkworks'
/// default group arithmetic (`C`'s own overrides, such as a GLV multiplication, are not
/// carried over). `OverHostField<ark_secp256r1::Config, ark_secp256r1::FqConfig, 4>` is P-256.
pub struct OverHostField<C, M, const N: usize>(PhantomData<(C, M)>);

impl<C, M, const N: usize> CurveConfig for OverHostField<C, M, N>
where
    C: SWCurveConfig<BaseField = Fp<MontBackend<M, N>, N>>,
    M: MontConfig<N>,
{
    type BaseField = HostFp<M, N>;
    type ScalarField = C::ScalarField;
    const COFACTOR: &'static [u64] = C::COFACTOR;
    const COFACTOR_INV: C::ScalarField = C::COFACTOR_INV;
}

impl<C, M, const N: usize> SWCurveConfig for OverHostField<C, M, N>
where
    C: SWCurveConfig<BaseField = Fp<MontBackend<M, N>, N>>,
    M: MontConfig<N>,
{
    const COEFF_A: HostFp<M, N> = to_host(C::COEFF_A);
    const COEFF_B: HostFp<M, N> = to_host(C::COEFF_B);
    const GENERATOR: Affine<Self> =
        Affine::new_unchecked(to_host(C::GENERATOR.x), to_host(C::GENERATOR.y));
    // A flag of its own: correct whether or not (0, 0) is on the curve.
    type ZeroFlag = bool;
}

/// A point in Jacobian coordinates `(X : Y : Z)`, `x = X/Z²`, `y = Y/Z³`; `Z = 0` is the point
/// at infinity.
type Jacobian<F> = [F; 3];

/// Products to compute in one `modular_mul_vec` call: each [`Batch::push`] is one pair, and
/// [`Batch::run`] returns the products in order.
struct Batch<'m> {
    modulus: &'m [u8],
    left: Vec<u8>,
    right: Vec<u8>,
}

impl<'m> Batch<'m> {
    fn new(modulus: &'m [u8]) -> Self {
        Batch {
            modulus,
            left: Vec::new(),
            right: Vec::new(),
        }
    }

    fn push<const N: usize>(&mut self, a: &BigInt<N>, b: &BigInt<N>) {
        let (a, len) = write(a);
        let (b, _) = write(b);
        self.left.extend_from_slice(&a[..len]);
        self.right.extend_from_slice(&b[..len]);
    }

    /// The products, in the order pushed: one host call per `VEC_LIMIT` products. Exactly as many
    /// as pushed (a host that answers otherwise traps in `expect_ok`), which is why the formula
    /// code below indexes them by position without checks.
    fn run<P: FpConfig<N>, const N: usize>(self) -> Vec<Fp<P, N>> {
        let len = self.modulus.len();
        let mut out = vec![0u8; self.left.len()];
        let chunk = len * ec_host_primitives::native::modular::VEC_LIMIT;
        for ((a, b), out) in self
            .left
            .chunks(chunk)
            .zip(self.right.chunks(chunk))
            .zip(out.chunks_mut(chunk))
        {
            let result = elliptic_curves::modular_mul_vec(self.modulus, a, b, out);
            expect_ok(result, "modular_mul_vec");
        }
        out.chunks_exact(len)
            .map(|bytes| Fp(read(bytes), PhantomData))
            .collect()
    }
}

/// Doubles every point of `points` in place (`dbl-2007-bl`, any `a`): five vector calls for all
/// of them together. A point of order two comes out with `Z = 0`, as it should.
fn double_all<P: FpConfig<N>, const N: usize>(
    modulus: &[u8],
    a: Fp<P, N>,
    points: &mut [Jacobian<Fp<P, N>>],
) {
    if points.is_empty() {
        return;
    }
    let mut first = Batch::new(modulus);
    for [x, y, z] in points.iter() {
        first.push(&x.0, &x.0);
        first.push(&y.0, &y.0);
        first.push(&z.0, &z.0);
    }
    let squares = first.run::<P, N>(); // XX, YY, ZZ per point
    let mut second = Batch::new(modulus);
    for ([x, y, z], s) in points.iter().zip(squares.chunks_exact(3)) {
        let (yy, zz) = (s[1], s[2]);
        let (x_yy, y_z) = (*x + yy, *y + z);
        second.push(&yy.0, &yy.0);
        second.push(&x_yy.0, &x_yy.0);
        second.push(&zz.0, &zz.0);
        second.push(&y_z.0, &y_z.0);
    }
    let second = second.run::<P, N>(); // YYYY, (X+YY)², ZZ², (Y+Z)²
                                       // a·ZZ², a call of its own unless a = 0 (BLS12-381, BN254, secp256k1, …).
    let a_zzzz = if a.is_zero() {
        vec![P::ZERO; points.len()]
    } else {
        let mut third = Batch::new(modulus);
        for s in second.chunks_exact(4) {
            third.push(&a.0, &s[2].0);
        }
        third.run::<P, N>()
    };
    let mut fourth = Batch::new(modulus);
    let mut m_s = Vec::with_capacity(points.len());
    for ((s1, s2), a_zzzz) in squares
        .chunks_exact(3)
        .zip(second.chunks_exact(4))
        .zip(&a_zzzz)
    {
        let (xx, yyyy) = (s1[0], s2[0]);
        let s = (s2[1] - xx - yyyy).double();
        let m = xx.double() + xx + a_zzzz;
        fourth.push(&m.0, &m.0);
        m_s.push((m, s));
    }
    let mm = fourth.run::<P, N>();
    let mut fifth = Batch::new(modulus);
    let mut ts = Vec::with_capacity(points.len());
    for ((m, s), mm) in m_s.iter().zip(&mm) {
        let t = *mm - s.double();
        fifth.push(&m.0, &(*s - t).0);
        ts.push(t);
    }
    let m_s_t = fifth.run::<P, N>();
    for (i, point) in points.iter_mut().enumerate() {
        let (yy, zz, yyyy, y_z2) = (
            squares[3 * i + 1],
            squares[3 * i + 2],
            second[4 * i],
            second[4 * i + 3],
        );
        let eight_yyyy = yyyy.double().double().double();
        *point = [ts[i], m_s_t[i] - eight_yyyy, y_z2 - yy - zz];
    }
}

/// Adds the affine `bases[i]` to `points[i]` for each `(i, point)` (`madd-2007-bl`): five vector
/// calls for all of them. A point at infinity becomes the base; a sum that is a doubling
/// (`P = Q`) is returned in the second list, to be doubled; `P = −Q` gives `Z = 0`.
fn add_affine_all<P: FpConfig<N>, const N: usize>(
    modulus: &[u8],
    points: &mut [Jacobian<Fp<P, N>>],
    bases: &[(Fp<P, N>, Fp<P, N>)],
) -> Vec<usize> {
    let one = P::ONE;
    // Lanes at infinity take the base; the others add.
    let lanes: Vec<usize> = (0..points.len())
        .filter(|&i| {
            if points[i][2].is_zero() {
                points[i] = [bases[i].0, bases[i].1, one];
                false
            } else {
                true
            }
        })
        .collect();
    if lanes.is_empty() {
        return Vec::new();
    }
    let mut first = Batch::new(modulus);
    for &i in &lanes {
        let z = &points[i][2].0;
        first.push(z, z);
        first.push(&bases[i].1 .0, z);
    }
    let first = first.run::<P, N>(); // Z1Z1, Y2·Z1
    let mut second = Batch::new(modulus);
    for (k, &i) in lanes.iter().enumerate() {
        second.push(&bases[i].0 .0, &first[2 * k].0);
        second.push(&first[2 * k + 1].0, &first[2 * k].0);
    }
    let second = second.run::<P, N>(); // U2, S2
    let mut third = Batch::new(modulus);
    let mut h_r = Vec::with_capacity(lanes.len());
    for (k, &i) in lanes.iter().enumerate() {
        let [x1, y1, z1] = points[i];
        let h = second[2 * k] - x1;
        let r = (second[2 * k + 1] - y1).double();
        let z_h = z1 + h;
        third.push(&h.0, &h.0);
        third.push(&r.0, &r.0);
        third.push(&z_h.0, &z_h.0);
        h_r.push((h, r));
    }
    let third = third.run::<P, N>(); // HH, r², (Z1+H)²
    let mut fourth = Batch::new(modulus);
    for (k, &i) in lanes.iter().enumerate() {
        let four_hh = third[3 * k].double().double();
        fourth.push(&h_r[k].0 .0, &four_hh.0);
        fourth.push(&points[i][0].0, &four_hh.0);
    }
    let fourth = fourth.run::<P, N>(); // J, V
    let mut fifth = Batch::new(modulus);
    let mut xs = Vec::with_capacity(lanes.len());
    for (k, &i) in lanes.iter().enumerate() {
        let (j, v) = (fourth[2 * k], fourth[2 * k + 1]);
        let x3 = third[3 * k + 1] - j - v.double();
        fifth.push(&h_r[k].1 .0, &(v - x3).0);
        fifth.push(&points[i][1].0, &j.0);
        xs.push(x3);
    }
    let fifth = fifth.run::<P, N>(); // r·(V − X3), Y1·J
    let mut doublings = Vec::new();
    for (k, &i) in lanes.iter().enumerate() {
        let (h, r) = h_r[k];
        if h.is_zero() {
            // Same x: P = Q (a doubling) or P = −Q (infinity).
            if r.is_zero() {
                doublings.push(i);
            }
            points[i][2] = P::ZERO;
            continue;
        }
        let z1z1 = first[2 * k];
        let z3 = third[3 * k + 2] - z1z1 - third[3 * k];
        points[i] = [xs[k], fifth[2 * k] - fifth[2 * k + 1].double(), z3];
    }
    doublings
}

/// Affine coordinates of Jacobian points: one `modular_inverse_vec` call and two vector
/// multiplications (`None` for the point at infinity).
fn to_affine<P: FpConfig<N>, const N: usize>(
    modulus: &[u8],
    points: &[Jacobian<Fp<P, N>>],
) -> Vec<Option<(Fp<P, N>, Fp<P, N>)>> {
    let finite: Vec<&Jacobian<Fp<P, N>>> = points.iter().filter(|p| !p[2].is_zero()).collect();
    let mut inverses = Vec::with_capacity(finite.len());
    if !finite.is_empty() {
        let len = modulus.len();
        let mut zs = Vec::with_capacity(finite.len() * len);
        for [_, _, z] in &finite {
            zs.extend_from_slice(&write(&z.0).0[..len]);
        }
        let mut out = vec![0u8; zs.len()];
        let result = elliptic_curves::modular_inverse_vec(modulus, &zs, &mut out);
        expect_ok(result, "modular_inverse_vec");
        inverses = out
            .chunks_exact(len)
            .map(|b| Fp::<P, N>(read(b), PhantomData))
            .collect();
    }
    let mut squares = Batch::new(modulus);
    for inverse in &inverses {
        squares.push(&inverse.0, &inverse.0);
    }
    let squares = squares.run::<P, N>();
    let mut coordinates = Batch::new(modulus);
    for ((point, inverse), square) in finite.iter().zip(&inverses).zip(&squares) {
        coordinates.push(&point[0].0, &square.0);
        coordinates.push(&(*square * inverse).0, &point[1].0);
    }
    let coordinates = coordinates.run::<P, N>();
    let mut affine = coordinates.chunks_exact(2).map(|c| Some((c[0], c[1])));
    points
        .iter()
        .map(|p| {
            if p[2].is_zero() {
                None
            } else {
                affine.next().flatten()
            }
        })
        .collect()
}

/// `Σ scalars[i]·bases[i]` on the curve `y² = x³ + a·x + b` over `P`'s field, the bases affine
/// and on the curve (the caller checks), with its field multiplications batched into
/// `modular_mul_vec` / `modular_inverse_vec` calls: all lanes double and add in lockstep (about
/// ten vector calls per scalar bit, each carrying every lane), then the lanes are summed in a
/// tree of affine additions. `None` is the point at infinity. Pairs beyond the shorter list are
/// ignored, as in arkworks' `msm_unchecked`.
pub fn vector_msm<P: FpConfig<N>, S: BigInteger, const N: usize>(
    a: Fp<P, N>,
    bases: &[(Fp<P, N>, Fp<P, N>)],
    scalars: &[S],
) -> Option<(Fp<P, N>, Fp<P, N>)> {
    let (p, len) = write(&P::MODULUS);
    let modulus = &p[..len];
    let count = bases.len().min(scalars.len());
    let (bases, scalars) = (&bases[..count], &scalars[..count]);
    let bits = scalars.iter().map(|s| s.num_bits()).max().unwrap_or(0);
    let mut lanes: Vec<Jacobian<Fp<P, N>>> = vec![[P::ONE, P::ONE, P::ZERO]; count];
    for bit in (0..bits).rev() {
        let mut live: Vec<Jacobian<Fp<P, N>>> =
            lanes.iter().filter(|l| !l[2].is_zero()).copied().collect();
        double_all(modulus, a, &mut live);
        let mut doubled = live.into_iter();
        for lane in lanes.iter_mut().filter(|l| !l[2].is_zero()) {
            if let Some(point) = doubled.next() {
                *lane = point;
            }
        }
        let set: Vec<usize> = (0..count)
            .filter(|&i| scalars[i].get_bit(bit as usize))
            .collect();
        add_lanes(modulus, a, &mut lanes, bases, &set);
    }
    // Tree of affine additions: lane 2k gets lane 2k + 1 added.
    let mut points: Vec<(Fp<P, N>, Fp<P, N>)> =
        to_affine(modulus, &lanes).into_iter().flatten().collect();
    while points.len() > 1 {
        let mut sums: Vec<Jacobian<Fp<P, N>>> =
            points.chunks(2).map(|c| [c[0].0, c[0].1, P::ONE]).collect();
        let odd: Vec<(Fp<P, N>, Fp<P, N>)> = points.chunks_exact(2).map(|c| c[1]).collect();
        let pairs: Vec<usize> = (0..odd.len()).collect();
        add_lanes(modulus, a, &mut sums, &odd, &pairs);
        points = to_affine(modulus, &sums).into_iter().flatten().collect();
    }
    points.pop()
}

/// Whether every point `(x, y)` is on `y² = x³ + a·x + b`: two vector calls for all of them.
pub fn vector_on_curve<P: FpConfig<N>, const N: usize>(
    a: Fp<P, N>,
    b: Fp<P, N>,
    points: &[(Fp<P, N>, Fp<P, N>)],
) -> bool {
    let (p, len) = write(&P::MODULUS);
    let modulus = &p[..len];
    let mut first = Batch::new(modulus);
    for (x, y) in points {
        first.push(&x.0, &x.0);
        first.push(&y.0, &y.0);
        first.push(&a.0, &x.0);
    }
    let first = first.run::<P, N>(); // x², y², a·x
    let mut second = Batch::new(modulus);
    for ((x, _), s) in points.iter().zip(first.chunks_exact(3)) {
        second.push(&s[0].0, &x.0);
    }
    let cubes = second.run::<P, N>();
    first
        .chunks_exact(3)
        .zip(&cubes)
        .all(|(s, cube)| s[1] == *cube + s[2] + b)
}

/// Adds `bases[i]` to `lanes[i]` for each `i` of `set`, doubling where the sum is a doubling.
fn add_lanes<P: FpConfig<N>, const N: usize>(
    modulus: &[u8],
    a: Fp<P, N>,
    lanes: &mut [Jacobian<Fp<P, N>>],
    bases: &[(Fp<P, N>, Fp<P, N>)],
    set: &[usize],
) {
    if set.is_empty() {
        return;
    }
    let mut picked: Vec<Jacobian<Fp<P, N>>> = set.iter().map(|&i| lanes[i]).collect();
    let picked_bases: Vec<(Fp<P, N>, Fp<P, N>)> = set.iter().map(|&i| bases[i]).collect();
    let doublings = add_affine_all(modulus, &mut picked, &picked_bases);
    if !doublings.is_empty() {
        let mut twice: Vec<Jacobian<Fp<P, N>>> = doublings
            .iter()
            .map(|&k| [picked_bases[k].0, picked_bases[k].1, P::ONE])
            .collect();
        double_all(modulus, a, &mut twice);
        for (&k, point) in doublings.iter().zip(twice) {
            picked[k] = point;
        }
    }
    for (&i, point) in set.iter().zip(picked) {
        lanes[i] = point;
    }
}
