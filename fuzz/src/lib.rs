//! Fuzz targets for the `elliptic_curves` host functions, one per function family.
//!
//! Each target takes arbitrary bytes, picks a group or curve from the first byte, and calls the
//! host functions natively (as the node runs them) both on the raw bytes (every error path) and
//! on inputs built from the bytes (valid points in and outside the subgroup, scalars), asserting
//! properties that hold for every input:
//!
//! - nothing panics, and a call either succeeds or returns an error;
//! - whatever is decoded is the canonical encoding of its value (one encoding per value);
//! - `mul_affine` and `mul_projective` agree; an MSM equals the sum of its parts; `validate` of
//!   a list succeeds iff it succeeds for each point;
//! - bilinearity in `pairing_check`; trapdoor Groth16 proofs verify and tampered ones do not;
//! - ec-groth16's keys and proofs with gnark commitments: the same answers on every path
//!   (`groth16_commitments`);
//! - ark-substrate's `WasmFp` computes what arkworks' field computes (`fields`), and its BLS12
//!   Miller loops and final exponentiations over towers in limbs what arkworks' engines compute
//!   (`towers`).
//!
//! `tests/smoke.rs` runs every target on a few thousand inputs in `cargo test`;
//! `scripts/fuzz.sh` runs them under libFuzzer.

#![deny(missing_docs)]

use ark_ec::{AffineRepr, CurveGroup};
use ark_ff::{Field, One, PrimeField, Zero};
use ark_serialize::CanonicalSerialize;
use ec_host_primitives::{
    encoding::{self, Point},
    Error, HostGroup, HostPairing,
};

fn bytes<T: CanonicalSerialize>(value: &T) -> Vec<u8> {
    let mut out = Vec::new();
    encoding::write(value, &mut out);
    out
}

/// Reads bytes off the front of the fuzzer's input; runs dry into zeros.
struct Input<'a>(&'a [u8]);

impl<'a> Input<'a> {
    fn take(&mut self, n: usize) -> &'a [u8] {
        let (head, tail) = self.0.split_at(n.min(self.0.len()));
        self.0 = tail;
        head
    }

    fn byte(&mut self) -> u8 {
        self.take(1).first().copied().unwrap_or(0)
    }

    /// A scalar-field element from up to 64 bytes (reduced modulo r).
    fn scalar<F: PrimeField>(&mut self) -> F {
        let len = usize::from(self.byte() % 65);
        F::from_le_bytes_mod_order(self.take(len))
    }

    /// A point on the curve: in the subgroup (`k·G`), or from the bytes' `x` (outside it when
    /// the cofactor allows), or the identity.
    fn point<A: Point>(&mut self) -> A {
        match self.byte() % 4 {
            0 => A::zero(),
            1 => {
                let seed = self.take(encoding::size_of::<A>());
                A::from_random_bytes(seed).unwrap_or_else(A::generator)
            }
            _ => (A::generator() * self.scalar::<A::ScalarField>()).into_affine(),
        }
    }

    /// The rest of the input.
    fn rest(&mut self) -> &'a [u8] {
        self.take(usize::MAX)
    }
}

/// A host call's result as bytes: the output on success.
fn output(result: Result<(), Error>, out: Vec<u8>) -> Result<Vec<u8>, Error> {
    result.map(|()| out)
}

/// `[$f::<A> as fn(&mut Input), …]` for every group of the curve registry, in its order.
macro_rules! group_table {
    (
        $f:ident
        pairings { $({ curve: $pc:ident, engine: $engine:ty, $($pmore:tt)* })* }
        groups { $({ curve: $gc:ident, group: $g:ident, affine: $affine:ty, $($gmore:tt)* })* }
    ) => {
        [$($f::<$affine> as fn(&mut Input),)*]
    };
}

/// `[$f::<E> as fn(&mut Input), …]` for every pairing curve of the curve registry.
macro_rules! pairing_table {
    ($f:ident pairings { $({ curve: $pc:ident, engine: $engine:ty, $($pmore:tt)* })* } groups $groups:tt) => {
        [$($f::<$engine> as fn(&mut Input),)*]
    };
}

/// Calls `$f::<A>(input)` for the group of the registry that `selector` picks.
macro_rules! for_group {
    ($selector:expr, $f:ident, $input:expr) => {{
        let table = ec_host_primitives::curve_registry!(group_table, $f);
        let pick = usize::from($selector) % table.len();
        table[pick]($input) // ok: pick < table.len()
    }};
}

/// Calls `$f::<E>(input)` for the pairing curve of the registry that `selector` picks.
macro_rules! for_curve {
    ($selector:expr, $f:ident, $input:expr) => {{
        let table = ec_host_primitives::curve_registry!(pairing_table, $f);
        let pick = usize::from($selector) % table.len();
        table[pick]($input) // ok: pick < table.len()
    }};
}

/// Decoding: points (through `encoding` and through `mul_affine` by one), projective
/// coordinates, scalars and compressed points (`decompress`); everything accepted is canonical.
pub fn decode(data: &[u8]) {
    let mut input = Input(data);
    let selector = input.byte();
    for_group!(selector, decode_group, &mut input);
}

fn decode_group<A: HostGroup>(input: &mut Input) {
    let size = encoding::size_of::<A>();
    let raw = input.take(size);
    let decoded = encoding::read_point::<A>(raw);
    if let Ok(point) = &decoded {
        assert_eq!(
            bytes(point),
            raw,
            "a point decoded from non-canonical bytes"
        );
    }
    let mut out = vec![0u8; size];
    let one = encoding::write_scalar(&[1]);
    match A::MUL_AFFINE(raw, &one, &mut out) {
        Ok(()) => assert_eq!(out, raw, "1·P changed the point's bytes"),
        Err(error) => assert_eq!(decoded.err(), Some(error), "decoding and mul disagree"),
    }
    let raw = input.take(encoding::projective_size::<A>());
    if let Ok(point) = A::read_projective(raw) {
        let mut again = Vec::new();
        A::write_projective(&point, &mut again);
        assert_eq!(again, raw, "projective coordinates not canonical");
    }
    let raw = input.take(encoding::size_of::<A::ScalarField>());
    if let Ok(scalar) = encoding::read::<A::ScalarField>(raw) {
        assert_eq!(
            bytes(&scalar),
            raw,
            "a scalar decoded from non-canonical bytes"
        );
    }
    // `decompress`: what it accepts, arkworks reads as the same point, and compresses back to
    // the same bytes; what arkworks reads and compresses back, it accepts.
    let raw = input.take(encoding::compressed_size_of::<A>());
    if raw.len() < encoding::compressed_size_of::<A>() {
        return; // the input ran dry
    }
    let mut out = vec![0u8; size];
    let arkworks = A::deserialize_compressed_unchecked(raw)
        .ok()
        .filter(|point| {
            let mut again = Vec::new();
            point.serialize_compressed(&mut again).is_ok() && again == raw
        });
    match (A::DECOMPRESS(raw, &mut out), arkworks) {
        (Ok(()), Some(point)) => assert_eq!(out, bytes(&point), "decompressed to another point"),
        (Err(Error::InvalidEncoding), None) => {}
        (host, arkworks) => panic!("decompress: {host:?}, arkworks: {arkworks:?}"),
    }
}

/// `msm` and `mul_*`: raw bytes, then built points where the functions must agree.
pub fn msm_mul(data: &[u8]) {
    let mut input = Input(data);
    let selector = input.byte();
    for_group!(selector, msm_mul_group, &mut input);
}

fn msm_mul_group<A: HostGroup>(input: &mut Input) {
    let size = encoding::size_of::<A>();
    let mut out = vec![0u8; size];
    // Raw bytes: any result is fine, as long as it is a result.
    let split = usize::from(input.byte()) * 4;
    let raw = input.take(split + 64);
    let (a, b) = raw.split_at(split.min(raw.len()));
    for f in [A::MSM, A::MUL_AFFINE, A::MUL_PROJECTIVE] {
        if f(a, b, &mut out).is_ok() {
            assert!(
                encoding::read_point::<A>(&out).is_ok(),
                "a result that does not decode"
            );
        }
    }

    // Built inputs: mul_affine = mul_projective; an MSM is the sum of its halves.
    let n = usize::from(input.byte() % 12);
    let points: Vec<A> = (0..n).map(|_| input.point()).collect();
    let scalars: Vec<A::ScalarField> = (0..n).map(|_| input.scalar()).collect();
    let limbs: Vec<u64> = input
        .take(8 * 17)
        .chunks(8)
        .map(|c| {
            let mut limb = [0u8; 8];
            limb[..c.len()].copy_from_slice(c);
            u64::from_le_bytes(limb)
        })
        .collect();
    for p in &points {
        let scalar = encoding::write_scalar(&limbs);
        let affine = output(A::MUL_AFFINE(&bytes(p), &scalar, &mut out), out.clone());
        let mut projective = Vec::new();
        A::write_projective(
            &(p.into_group() + A::generator() - A::generator()),
            &mut projective,
        );
        let other = output(
            A::MUL_PROJECTIVE(&projective, &scalar, &mut out),
            out.clone(),
        );
        assert_eq!(affine, other, "mul_affine and mul_projective disagree");
    }
    let msm = |points: &[A], scalars: &[A::ScalarField]| {
        let mut out = vec![0u8; size];
        output(
            A::MSM(
                &encoding::write_list(points),
                &encoding::write_list(scalars),
                &mut out,
            ),
            out,
        )
    };
    let half = n / 2;
    let whole = msm(&points, &scalars);
    if let (Ok(left), Ok(right)) = (
        msm(&points[..half], &scalars[..half]),
        msm(&points[half..], &scalars[half..]),
    ) {
        let parts =
            [left, right].map(|p| encoding::read_point::<A>(&p).expect("host output decodes"));
        let one = A::ScalarField::one();
        match msm(&parts, &[one, one]) {
            Ok(sum) => assert_eq!(whole, Ok(sum), "an MSM is not the sum of its halves"),
            // The sum of the halves can be a point at infinity (Bandersnatch's Edwards form).
            Err(error) => assert_eq!(error, Error::NoAffineResult),
        }
    }
}

/// `validate`: a list is valid iff each of its points is.
pub fn validate(data: &[u8]) {
    let mut input = Input(data);
    let selector = input.byte();
    for_group!(selector, validate_group, &mut input);
}

fn validate_group<A: HostGroup>(input: &mut Input) {
    let size = encoding::size_of::<A>();
    let n = usize::from(input.byte() % 6);
    let mut list = Vec::new();
    for _ in 0..n {
        if input.byte().is_multiple_of(2) {
            list.extend(bytes(&input.point::<A>()));
        } else {
            let mut raw = input.take(size).to_vec();
            raw.resize(size, 0);
            list.extend(raw);
        }
    }
    let whole = A::VALIDATE(&list);
    let each = list
        .chunks(size)
        .map(A::VALIDATE)
        .find(|r| r.is_err())
        .unwrap_or(Ok(()));
    assert_eq!(whole, each, "validate of a list is not that of its points");
    if n > 0 {
        // The same points repeated past the length from which version 3 checks a list at once.
        let long = list.repeat(ec_host_primitives::native::batch_subgroup::BATCH_FROM.div_ceil(n));
        assert_eq!(
            A::VALIDATE(&long),
            each,
            "validate of a long list is not that of its points"
        );
    }
    let raw = input.rest();
    if raw.len().is_multiple_of(size) {
        let each = raw
            .chunks(size)
            .map(A::VALIDATE)
            .find(|r| r.is_err())
            .unwrap_or(Ok(()));
        let whole = A::VALIDATE(raw);
        // A list past the limit is refused for its length alone.
        if whole != Err(Error::TooManyElements) {
            assert_eq!(
                whole, each,
                "validate of raw bytes is not that of its points"
            );
        }
    }
}

/// `multi_miller_loop`, `final_exponentiation`, `pairing_check`: raw bytes, then bilinearity.
pub fn pairing(data: &[u8]) {
    let mut input = Input(data);
    let selector = input.byte();
    for_curve!(selector, pairing_curve, &mut input);
}

fn pairing_curve<E: HostPairing>(input: &mut Input)
where
    E::G1Affine: HostGroup,
    E::G2Affine: HostGroup,
{
    let target = encoding::size_of::<E::TargetField>();
    let mut f = vec![0u8; target];
    let raw = input.take(target);
    if E::FINAL_EXPONENTIATION(raw, &mut f).is_ok() {
        let value = encoding::read::<E::TargetField>(raw).expect("accepted input decodes");
        assert_eq!(
            bytes(&value),
            raw,
            "final_exponentiation accepted non-canonical bytes"
        );
    }
    let (g1, g2) = (
        encoding::size_of::<E::G1Affine>(),
        encoding::size_of::<E::G2Affine>(),
    );
    let n = usize::from(input.byte() % 3);
    let (a, b) = (input.take(n * g1).to_vec(), input.take(n * g2).to_vec());
    if E::MULTI_MILLER_LOOP(&a, &b, &mut f).is_ok() {
        assert!(
            encoding::read::<E::TargetField>(&f).is_ok(),
            "a loop value that does not decode"
        );
    }
    let mut flag = [7u8];
    if E::PAIRING_CHECK(&a, &b, &mut flag).is_ok() {
        assert!(flag[0] <= 1, "pairing_check wrote {flag:?}");
    }

    // e(aP, bQ) · e(−abP, Q) = 1, and ≠ 1 once a factor is off.
    let (x, y) = (
        input.scalar::<E::ScalarField>(),
        input.scalar::<E::ScalarField>(),
    );
    let (p, q) = (E::G1Affine::generator(), E::G2Affine::generator());
    let off = E::ScalarField::from(u64::from(input.byte() % 2));
    let g1s = [(p * x).into_affine(), (p * -(x * y + off)).into_affine()];
    let g2s = [(q * y).into_affine(), q];
    E::PAIRING_CHECK(
        &encoding::write_list(&g1s),
        &encoding::write_list(&g2s),
        &mut flag,
    )
    .expect("valid points");
    assert_eq!(flag == [1], off.is_zero(), "bilinearity");
}

/// `groth16_verify`: raw bytes, then proofs made with a trapdoor.
pub fn groth16(data: &[u8]) {
    let mut input = Input(data);
    let selector = input.byte();
    for_curve!(selector, groth16_curve, &mut input);
}

fn groth16_curve<E: HostPairing>(input: &mut Input)
where
    E::G1Affine: HostGroup,
    E::G2Affine: HostGroup,
{
    let (g1, g2) = (
        encoding::size_of::<E::G1Affine>(),
        encoding::size_of::<E::G2Affine>(),
    );
    let scalar = encoding::size_of::<E::ScalarField>();
    let inputs = usize::from(input.byte() % 4);
    let vk = input.take(g1 + 3 * g2 + (inputs + 1) * g1).to_vec();
    let proof = input.take(2 * g1 + g2).to_vec();
    let public = input.take(inputs * scalar).to_vec();
    let mut flag = [7u8];
    if E::GROTH16_VERIFY(&vk, &proof, &public, &mut flag).is_ok() {
        assert!(flag[0] <= 1, "groth16_verify wrote {flag:?}");
    }
    // `groth16_verify_prepared` on raw bytes: a key with `e(α, β)`, 1 to 3 compressed proofs.
    let target = encoding::size_of::<E::TargetField>();
    let packed = 2 * encoding::compressed_size_of::<E::G1Affine>()
        + encoding::compressed_size_of::<E::G2Affine>();
    let proofs = 1 + usize::from(input.byte() % 3);
    let key = input
        .take(g1 + 3 * g2 + target + (inputs + 1) * g1)
        .to_vec();
    let packed_proofs = input.take(proofs * packed).to_vec();
    let all_inputs = input.take(proofs * inputs * scalar).to_vec();
    let mut flag = [7u8];
    if E::GROTH16_VERIFY_PREPARED(&key, &packed_proofs, &all_inputs, &mut flag).is_ok() {
        assert!(flag[0] <= 1, "groth16_verify_prepared wrote {flag:?}");
    }
    // `groth16_verify_prepared_and_check` on the same, with 0 to 2 raw pairs.
    let pairs = usize::from(input.byte() % 3);
    let (pair_g1, pair_g2) = (
        input.take(pairs * g1).to_vec(),
        input.take(pairs * g2).to_vec(),
    );
    let mut flag = [7u8];
    let answer = E::GROTH16_VERIFY_PREPARED_AND_CHECK(
        &key,
        &packed_proofs,
        &all_inputs,
        &pair_g1,
        &pair_g2,
        &mut flag,
    );
    if answer.is_ok() {
        assert!(
            flag[0] <= 1,
            "groth16_verify_prepared_and_check wrote {flag:?}"
        );
    }

    // A = aG, B = bH, C = cG with ab = αβ + lγ + cδ verifies; C + G does not.
    let [alpha, beta, gamma, delta, a, b] = [(); 6].map(|()| input.scalar::<E::ScalarField>());
    let Some(delta_inv) = delta.inverse() else {
        return;
    };
    let abc: Vec<E::ScalarField> = (0..=inputs).map(|_| input.scalar()).collect();
    let public: Vec<E::ScalarField> = (0..inputs).map(|_| input.scalar()).collect();
    let l = abc[0]
        + abc[1..]
            .iter()
            .zip(&public)
            .map(|(x, y)| *x * y)
            .sum::<E::ScalarField>();
    let c = (a * b - alpha * beta - l * gamma) * delta_inv;
    let (g, h) = (E::G1Affine::generator(), E::G2Affine::generator());
    let mut vk = bytes(&(g * alpha).into_affine());
    for s in [beta, gamma, delta] {
        vk.extend(bytes(&(h * s).into_affine()));
    }
    let abc: Vec<E::G1Affine> = abc.iter().map(|s| (g * s).into_affine()).collect();
    vk.extend(encoding::write_list(&abc));
    for (c, holds) in [(c, true), (c + E::ScalarField::one(), false)] {
        let mut proof = bytes(&(g * a).into_affine());
        proof.extend(bytes(&(h * b).into_affine()));
        proof.extend(bytes(&(g * c).into_affine()));
        E::GROTH16_VERIFY(&vk, &proof, &encoding::write_list(&public), &mut flag)
            .expect("valid points");
        assert_eq!(flag == [1], holds, "Groth16 trapdoor proof");
        // The same proof against the prepared key, alone and twice in a batch.
        let mut key = vk[..g1 + g2].to_vec();
        key.extend(bytes(&E::pairing(g * alpha, h * beta).0));
        key.extend_from_slice(&vk[g1 + g2..]);
        let mut packed = Vec::new();
        for point in [(g * a).into_affine(), (g * c).into_affine()] {
            point.serialize_compressed(&mut packed).expect("to a Vec");
        }
        let b_packed = {
            let mut out = Vec::new();
            (h * b)
                .into_affine()
                .serialize_compressed(&mut out)
                .expect("to a Vec");
            out
        };
        let g1_packed = encoding::compressed_size_of::<E::G1Affine>();
        let proof = [&packed[..g1_packed], &b_packed, &packed[g1_packed..]].concat();
        for copies in [1, 2] {
            let public = encoding::write_list(&public).repeat(copies);
            E::GROTH16_VERIFY_PREPARED(&key, &proof.repeat(copies), &public, &mut flag)
                .expect("valid points");
            assert_eq!(
                flag == [1],
                holds,
                "prepared Groth16 trapdoor proof, {copies}"
            );
        }
        // With the pairs (xG, yH), (xG, −yH), whose product is one, the same answer; with
        // (xG, yH) alone (x, y not zero), false.
        let (x, y) = (
            input.scalar::<E::ScalarField>(),
            input.scalar::<E::ScalarField>(),
        );
        let pair_g1 = bytes(&(g * x).into_affine()).repeat(2);
        let mut pair_g2 = bytes(&(h * y).into_affine());
        pair_g2.extend(bytes(&(h * -y).into_affine()));
        let public = encoding::write_list(&public);
        E::GROTH16_VERIFY_PREPARED_AND_CHECK(&key, &proof, &public, &pair_g1, &pair_g2, &mut flag)
            .expect("valid points");
        assert_eq!(
            flag == [1],
            holds,
            "Groth16 trapdoor proof and a pairing check"
        );
        let (one_g1, one_g2) = (&pair_g1[..g1], &pair_g2[..g2]);
        E::GROTH16_VERIFY_PREPARED_AND_CHECK(&key, &proof, &public, one_g1, one_g2, &mut flag)
            .expect("valid points");
        let product_is_one = x.is_zero() || y.is_zero();
        assert_eq!(
            flag == [1],
            holds && product_is_one,
            "Groth16 trapdoor proof and a failing pairing check"
        );
    }
}

/// Field arithmetic: ark-substrate's `WasmFp` (29-bit limbs) against arkworks' own field, in
/// the base or scalar field of a registry curve or P-256's picked by the first byte, on
/// elements read from the bytes as integers or as Montgomery limbs (both reduced modulo `p`):
/// products, squares, sums of 2 to 4 products, the integer, the inverse, combinations with small
/// coefficients (`SmallMultiples`). Any difference is a consensus bug.
pub fn fields(data: &[u8]) {
    let mut input = Input(data);
    let selector = input.byte();
    let table = fields_table();
    table[usize::from(selector) % table.len()](&mut input); // ok: the index is reduced
}

/// One element of `F` from the input: its integer, or the element stored with those limbs.
fn field_element<F: PrimeField>(input: &mut Input) -> F {
    let raw = F::from_le_bytes_mod_order(input.take(F::MODULUS_BIT_SIZE.div_ceil(8) as usize + 8));
    if input.byte().is_multiple_of(2) {
        raw
    } else {
        // raw's integer as Montgomery limbs: raw·R⁻¹.
        let r = F::from(2u64).pow([64 * (F::MODULUS_BIT_SIZE as u64).div_ceil(64)]);
        raw * r.inverse().unwrap_or_else(F::one)
    }
}

fn field_agrees<F: ark_substrate::fields::WasmShaped>(input: &mut Input) {
    let [a, b, c, d] = [(); 4].map(|()| field_element::<F>(input));
    let w = |x: F| x.to_wasm();
    assert_eq!(F::from_wasm(w(a) * w(b)), a * b, "product");
    assert_eq!(F::from_wasm(w(a).square()), a.square(), "square");
    assert_eq!(
        F::from_wasm(F::Wasm::sum_of_products(&[w(a), w(b)], &[w(c), w(d)])),
        F::sum_of_products(&[a, b], &[c, d]),
        "sum of 2 products"
    );
    assert_eq!(
        F::from_wasm(F::Wasm::sum_of_products(
            &[w(a), w(b), w(c), w(d)],
            &[w(d), w(c), w(b), w(a)]
        )),
        F::sum_of_products(&[a, b, c, d], &[d, c, b, a]),
        "sum of 4 products"
    );
    // More products than one reduction takes on BLS12-381's base field (seven).
    assert_eq!(
        F::from_wasm(F::Wasm::sum_of_products(
            &[w(a), w(b), w(c), w(d), w(a), w(c), w(b), w(d)],
            &[w(d), w(c), w(b), w(a), w(a), w(b), w(c), w(d)]
        )),
        F::sum_of_products(&[a, b, c, d, a, c, b, d], &[d, c, b, a, a, b, c, d]),
        "sum of 8 products"
    );
    assert_eq!(
        w(a).into_bigint().as_ref(),
        a.into_bigint().as_ref(),
        "integer"
    );
    assert_eq!(w(a).inverse().map(F::from_wasm), a.inverse(), "inverse");
    // Coefficients from −17 to 17: every small one and two beyond the bound.
    let [ka, kb] = [(); 2].map(|()| (input.byte() % 35) as i8 - 17);
    {
        use ark_substrate::fields::SmallMultiples;
        assert_eq!(
            F::from_wasm(F::Wasm::small_combination(ka, &w(a), kb, &w(b))),
            F::from(i64::from(ka)) * a + F::from(i64::from(kb)) * b,
            "{ka}·a + {kb}·b"
        );
    }
}

/// `field_agrees` for the base and scalar field of every registry curve, then P-256's.
macro_rules! fields_table {
    ($({ curve: $name:ident, crate: $ark:ident, $($more:tt)* })*) => {
        fn fields_table() -> Vec<fn(&mut Input)> {
            vec![
                $(
                    field_agrees::<$ark::Fq> as fn(&mut Input),
                    field_agrees::<$ark::Fr>,
                )*
                field_agrees::<ark_secp256r1::Fq>,
                field_agrees::<ark_secp256r1::Fr>,
            ]
        }
    };
}

ec_host_primitives::curves!(fields_table);

/// BLS12 pairings over the towers in limbs (`ark-substrate/src/fields/tower.rs`, which the
/// `WasmArkworks` hooks compute with) against arkworks' engine, on BLS12-381 or BLS12-377
/// picked by the first byte: the final exponentiation of any element of `Fp12` read from the
/// bytes (each coefficient as `fields` reads one, so zero, one and `p − 1` come up), and the
/// Miller loop of up to four pairs of multiples of the generators, some of them the identity.
/// Any difference is a consensus bug.
pub fn towers(data: &[u8]) {
    let mut input = Input(data);
    if input.byte().is_multiple_of(2) {
        tower_agrees::<ark_bls12_381::Bls12_381>(&mut input);
    } else {
        tower_agrees::<ark_bls12_377::Bls12_377>(&mut input);
    }
}

fn tower_agrees<E>(input: &mut Input)
where
    E: ark_substrate::PairingCurve,
    ark_substrate::WasmArkworks: ark_substrate::PairingHooks<E>,
{
    use ark_ec::{pairing::MillerLoopOutput, short_weierstrass as sw};
    use ark_substrate::{PairingHooks, SWModel, WasmArkworks};

    let coefficients: Vec<<E::TargetField as Field>::BasePrimeField> =
        (0..12).map(|_| field_element(input)).collect();
    if let Some(f) = E::TargetField::from_base_prime_field_elems(coefficients) {
        assert_eq!(
            <WasmArkworks as PairingHooks<E>>::final_exponentiation(f),
            E::final_exponentiation(MillerLoopOutput(f)).map(|output| output.0),
            "final exponentiation"
        );
    }

    /// The same point under the hooks' configuration.
    fn model<C: sw::SWCurveConfig, D: sw::SWCurveConfig<BaseField = C::BaseField>>(
        p: &sw::Affine<C>,
    ) -> sw::Affine<D> {
        p.xy().map_or(sw::Affine::identity(), |(x, y)| {
            sw::Affine::new_unchecked(x, y)
        })
    }
    let n = usize::from(input.byte() % 5);
    let mut g1 = Vec::new();
    let mut g2 = Vec::new();
    for _ in 0..n {
        let (x, y) = (
            input.scalar::<E::ScalarField>(),
            input.scalar::<E::ScalarField>(),
        );
        g1.push((E::G1Affine::generator() * x).into_affine());
        g2.push((E::G2Affine::generator() * y).into_affine());
    }
    let a: Vec<sw::Affine<SWModel<E::G1Config, WasmArkworks>>> = g1.iter().map(model).collect();
    let b: Vec<sw::Affine<SWModel<E::G2Config, WasmArkworks>>> = g2.iter().map(model).collect();
    assert_eq!(
        <WasmArkworks as PairingHooks<E>>::multi_miller_loop(&a, &b),
        E::multi_miller_loop(g1, g2).0,
        "Miller loop of {n} pairs"
    );
}

/// ec-groth16's keys and proofs with gnark commitments (`ec_groth16::commitments`, the on-chain
/// encoding): a valid key with one or two commitments, a proof and up to two inputs
/// (`ec_bench_ops::fixtures::groth16_with_commitments`), compressed or not, with bytes of the
/// input written over them and cut short. Properties:
///
/// - unchanged, the proof verifies on every path;
/// - the readers and verifiers never panic; a key that decodes has the shape `key_shape`
///   reads from its lengths and counts;
/// - plain arkworks and the host types give the same answer or the same error, and a key that
///   decodes, stored as the pallet stores it (`RegisteredKey`), gives the same verdict.
pub fn groth16_commitments(data: &[u8]) {
    let mut input = Input(data);
    let curve = ec_groth16::Curve::ALL[usize::from(input.byte()) % ec_groth16::Curve::ALL.len()];
    ec_groth16::with_engine!(curve, ec_groth16::engines::native, |N| {
        ec_groth16::with_engine!(curve, ec_groth16::engines::host, |H| {
            groth16_commitments_curve::<N, H>(&mut input)
        })
    })
}

fn groth16_commitments_curve<N, H>(input: &mut Input)
where
    N: ark_substrate::PairingCheck,
    H: ark_substrate::PairingCheck + ec_groth16::PreparedEngine,
{
    use ark_serialize::Compress;
    use ec_groth16::commitments::{self, RegisteredKey};
    let (n, c) = (u32::from(input.byte() % 3), 1 + u32::from(input.byte() % 2));
    let compress = if input.byte().is_multiple_of(2) {
        Compress::Yes
    } else {
        Compress::No
    };
    let Some((mut vk, mut proof, mut inputs)) =
        ec_bench_ops::fixtures::groth16_with_commitments::<N>(n, c, compress)
    else {
        return;
    };
    let verify = |vk: &[u8], proof: &[u8], inputs: &[Vec<u8>]| {
        let native = ec_groth16::verify_encoded::<N, _>(vk, proof, inputs);
        let host = ec_groth16::verify_encoded::<H, _>(vk, proof, inputs);
        assert_eq!(native, host, "plain arkworks and the host types disagree");
        native
    };
    let edits = input.byte() % 4;
    if edits == 0 {
        assert_eq!(verify(&vk, &proof, &inputs), Ok(true), "a valid proof");
    }
    for _ in 0..edits {
        let target: &mut Vec<u8> = match input.byte() % 4 {
            0 | 1 => &mut vk,
            2 => &mut proof,
            _ => match inputs.first_mut() {
                Some(first) => first,
                None => &mut proof,
            },
        };
        let at = usize::from(u16::from_le_bytes([input.byte(), input.byte()]));
        let value = input.byte();
        match (target.len(), value % 16) {
            (0, _) => {}
            (len, 0) => target.truncate(at % len),
            (len, _) => target[at % len] = value,
        }
    }
    let verdict = verify(&vk, &proof, &inputs);
    let shape = ec_groth16::key_shape::<N>(&vk);
    let Ok((key, keys, hash)) = ec_groth16::decode_key::<H>(&vk) else {
        return;
    };
    let shape = shape.expect("a key that decodes has a shape");
    assert_eq!(shape.commitments as usize, keys.len());
    assert_eq!(
        shape.inputs as usize + 1 + keys.len(),
        key.gamma_abc_g1.len()
    );
    if keys.is_empty() {
        return;
    }
    let prepared = ec_groth16::prepared_key(&key);
    let mut section = Vec::new();
    commitments::encode_section(&keys, hash, Compress::No, &mut section)
        .expect("a checked section encodes");
    let stored = RegisteredKey::<H>::new(&prepared, &section)
        .expect("a checked key stores")
        .verify(&proof, &inputs);
    match verdict {
        Ok(valid) => assert_eq!(stored, Ok(valid), "the stored key's verdict"),
        Err(_) => assert!(stored.is_err(), "the stored key accepted {stored:?}"),
    }
}

/// BLS signatures (`ark_substrate::bls_signature`, Ethereum's ciphersuite) under every hook set
/// that computes in place or calls this project's host functions (`Arkworks`, `WasmArkworks`,
/// `Host`): a key and a signature made from a secret and a message read from the bytes, then
/// up to three bytes of the key or the signature replaced by the fuzzer's. The unchanged
/// signature must verify; `key_validate`, `verify`, `fast_aggregate_verify` (the key with a
/// second one) and `pop_verify` must give every hook set's answer alike. Any difference is a
/// consensus bug.
pub fn bls_signature(data: &[u8]) {
    use ark_bls12_381::{Fr, G1Projective};
    use ark_ec::PrimeGroup;
    use ark_substrate::{
        bls_signature::{
            fast_aggregate_verify, hash_to_g2, key_validate, pop_verify, verify, BlsHooks,
            Ciphersuite,
        },
        models::convert,
        Arkworks, Host, WasmArkworks,
    };

    fn compressed<T: CanonicalSerialize>(value: &T) -> Vec<u8> {
        let mut out = Vec::new();
        value.serialize_compressed(&mut out).expect("into a Vec");
        out
    }
    /// Every answer of the hook sets, which must be one.
    fn answers<H: BlsHooks>(pk: &[u8], other: &[u8], msg: &[u8], sig: &[u8]) -> [bool; 4] {
        let suite = Ciphersuite::ProofOfPossession;
        [
            key_validate::<H>(pk).is_some(),
            verify::<H>(suite, pk, msg, sig),
            fast_aggregate_verify::<H>(&[pk, other], msg, sig),
            pop_verify::<H>(pk, sig),
        ]
    }

    let mut input = Input(data);
    let secret: Fr = input.scalar();
    let other: Fr = input.scalar();
    let edits: Vec<(u8, u8)> = (0..input.byte() % 4)
        .map(|_| (input.byte(), input.byte()))
        .collect();
    let msg = input.rest();
    let suite = Ciphersuite::ProofOfPossession;
    let Some(hash) = hash_to_g2::<Arkworks>(suite.dst(), msg) else {
        panic!("the suite's tag is short");
    };
    let hash: ark_bls12_381::G2Affine = convert(&hash);
    let mut pk = compressed(&(G1Projective::generator() * secret).into_affine());
    let other_pk = compressed(&(G1Projective::generator() * other).into_affine());
    let mut sig = compressed(&(hash * secret).into_affine());
    if edits.is_empty() && !secret.is_zero() {
        assert!(
            verify::<Arkworks>(suite, &pk, msg, &sig),
            "an honest signature"
        );
    }
    for (place, value) in edits {
        let place = usize::from(place);
        if place < pk.len() {
            pk[place] = value;
        } else {
            let len = sig.len();
            sig[place % len] = value;
        }
    }
    let expected = answers::<Arkworks>(&pk, &other_pk, msg, &sig);
    assert_eq!(
        answers::<WasmArkworks>(&pk, &other_pk, msg, &sig),
        expected,
        "WasmArkworks"
    );
    assert_eq!(answers::<Host>(&pk, &other_pk, msg, &sig), expected, "Host");
    bls_host_functions(data);
}

/// BLS12-381's hashes, maps and BLS signature checks (ABI version 8) on raw bytes: every call
/// returns its output or one of its documented errors, never panics; every point written is in
/// the subgroup and is what ark-substrate's in-place code (`Arkworks`) computes; a verification
/// the host answers is answered alike in place.
fn bls_host_functions(data: &[u8]) {
    use ark_bls12_381::{Fq, Fq2, G1Affine, G2Affine};
    use ark_substrate::{bls_signature as sig, Arkworks};
    use ec_host_primitives::{elliptic_curves as ec, native::bls};

    /// A written point: canonical, in the subgroup; `ours` must be the same point.
    fn check<A: Point>(out: &[u8], ours: Option<Vec<u8>>) {
        let point: A = encoding::read(out).expect("the host writes points' encodings");
        assert!(point.is_on_curve() && point.is_in_subgroup());
        assert_eq!(ours.as_deref(), Some(out), "in place");
    }

    let mut input = Input(data);
    let suite = u32::from(input.byte() % 3);
    let (a_len, b_len) = (usize::from(input.byte()), usize::from(input.byte()));
    let (a, b) = (input.take(a_len), input.take(b_len));
    let c = input.rest();
    let (mut g1, mut g2, mut flag) = ([0u8; 96], [0u8; 192], [0u8]);
    let tag_fits = (1..=bls::MAX_DST_LEN).contains(&a.len());
    match ec::bls12_381_hash_to_g1(a, b, &mut g1) {
        Ok(()) => check::<G1Affine>(&g1, sig::hash_to_g1::<Arkworks>(a, b).map(|p| bytes(&p))),
        Err(error) => assert!(!tag_fits && error == Error::InvalidParameters),
    }
    match ec::bls12_381_hash_to_g2(a, b, &mut g2) {
        Ok(()) => check::<G2Affine>(&g2, sig::hash_to_g2::<Arkworks>(a, b).map(|p| bytes(&p))),
        Err(error) => assert!(!tag_fits && error == Error::InvalidParameters),
    }
    match ec::bls12_381_map_fp_to_g1(a, &mut g1) {
        Ok(()) => {
            let u: Fq = encoding::read(a).expect("the host read it");
            check::<G1Affine>(&g1, sig::map_fp_to_g1::<Arkworks>(u).map(|p| bytes(&p)));
        }
        Err(error) => assert!(encoding::read::<Fq>(a) == Err(error)),
    }
    match ec::bls12_381_map_fp2_to_g2(a, &mut g2) {
        Ok(()) => {
            let u: Fq2 = encoding::read(a).expect("the host read it");
            check::<G2Affine>(&g2, sig::map_fp2_to_g2::<Arkworks>(u).map(|p| bytes(&p)));
        }
        Err(error) => assert!(encoding::read::<Fq2>(a) == Err(error)),
    }
    // The key as the in-place API takes it: compressed.
    let key: Option<Vec<u8>> = encoding::read::<G1Affine>(a).ok().map(|pk| {
        let mut out = Vec::new();
        pk.serialize_compressed(&mut out).expect("into a Vec");
        out
    });
    let ciphersuite = match suite {
        bls::SUITE_BASIC => Some(sig::Ciphersuite::Basic),
        bls::SUITE_PROOF_OF_POSSESSION => Some(sig::Ciphersuite::ProofOfPossession),
        _ => None,
    };
    match ec::bls12_381_bls_verify(suite, a, b, c, &mut flag) {
        Ok(()) => {
            let (Some(key), Some(suite)) = (&key, ciphersuite) else {
                panic!("an answer for a key that does not read or an unknown suite");
            };
            assert_eq!(sig::verify::<Arkworks>(suite, key, b, c), flag == [1]);
        }
        Err(error) => assert!(ciphersuite.is_none() || error != Error::InvalidParameters),
    }
    match ec::bls12_381_bls_pop_verify(a, c, &mut flag) {
        Ok(()) => {
            let key = key.as_deref().expect("the host read the key");
            assert_eq!(sig::pop_verify::<Arkworks>(key, c), flag == [1]);
        }
        Err(error) => assert_ne!(error, Error::InvalidParameters),
    }
    // Lists from the raw bytes: their framing, counts and points, every error path.
    for result in [
        ec::bls12_381_bls_aggregate_verify(suite, a, b, c, &mut flag),
        ec::bls12_381_bls_fast_aggregate_verify(a, b, c, &mut flag),
    ] {
        if result.is_ok() {
            assert!(flag[0] <= 1);
        }
    }
}
