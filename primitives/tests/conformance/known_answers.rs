//! Known answers: the outputs of every host function, frozen.
//!
//! `tests/data/known-answers.txt` holds deterministic cases over every function and every
//! group or curve: identity, small-order and non-subgroup points, scalars 0, 1, r − 1, r, r + 1,
//! 2r and up to 16 limbs, 0/1/4/5/maximum pairs, true and false Groth16 and ring-VRF proofs, the
//! `modular_*` functions on moduli of one to twelve limbs, and every error
//! code the inputs can reach (`Retired`, 10, through the registered version-1 functions). Each
//! line is
//!
//! ```text
//! <function> <group or curve> <status> <input hex>… <output hex, or "len:<n>" on an error>
//! ```
//!
//! with `-` for an empty input and `zeros:<n>` for a long run of zero bytes. This test
//! recomputes every line; any changed byte fails. A changed
//! output is a consensus change and needs a new ABI version (`docs/host-functions.md`).
//! `EC_WRITE_KNOWN_ANSWERS=1 cargo test --release -p ec-host-primitives --test conformance -- --exact known_answers::known_answers`
//! writes the file anew from the same generator (for a new ABI version only).

use ark_ec::{AffineRepr, CurveGroup};
use ark_ff::{BigInteger, Field, One, PrimeField, UniformRand, Zero};
use ark_serialize::CanonicalSerialize;
use ark_std::{rand::Rng, test_rng};
use ec_host_primitives::{
    encoding::{self, Point},
    BinaryFn, CheckFn, Error, HostGroup, HostPairing, QuinaryFn, TernaryFn, UnaryFn,
};
use sp_runtime_interface::sp_wasm_interface::{
    Function as HostFunction, FunctionContext, HostFunctions as _, Pointer, Value, ValueType,
};
use std::{collections::BTreeMap, fmt::Write as _};

const FILE: &str = "tests/data/known-answers.txt";

/// A host function of any arity, by name.
#[derive(Clone, Copy)]
enum Function {
    Unary(UnaryFn),
    Binary(BinaryFn),
    Ternary(TernaryFn),
    Quinary(QuinaryFn),
    Check(CheckFn),
    /// `bls_verify(suite, …)` and `bls_aggregate_verify(suite, …)`; in the file, `suite` is
    /// the first input, as 4 little-endian bytes.
    Suite(SuiteFn),
    /// `ring_vrf_verify(ring_size, key, input, output, ad, proof, out)`; in the file,
    /// `ring_size` is its first input, as 4 little-endian bytes.
    RingVrf(RingVrfFn),
}

type SuiteFn = fn(u32, &[u8], &[u8], &[u8], &mut [u8]) -> Result<(), Error>;
type RingVrfFn = fn(u32, &[u8], &[u8], &[u8], &[u8], &[u8], &mut [u8]) -> Result<(), Error>;

/// The first input of a `ring_vrf_verify` case (`ring_size`) or a `bls_verify` or `bls_aggregate_verify` case (`suite`): 4 little-endian bytes.
fn ring_size(bytes: &[u8]) -> u32 {
    u32::from_le_bytes(bytes.try_into().expect("4 bytes"))
}

impl Function {
    fn call(self, inputs: &[Vec<u8>], out: &mut [u8]) -> Result<(), Error> {
        match (self, inputs) {
            (Function::Unary(f), [a]) => f(a, out),
            (Function::Binary(f), [a, b]) => f(a, b, out),
            (Function::Ternary(f), [a, b, c]) => f(a, b, c, out),
            (Function::Quinary(f), [a, b, c, d, e]) => f(a, b, c, d, e, out),
            (Function::Check(f), [a]) => f(a),
            (Function::Suite(f), [suite, a, b, c]) => f(ring_size(suite), a, b, c, out),
            (Function::RingVrf(f), [size, key, input, output, ad, proof]) => {
                f(ring_size(size), key, input, output, ad, proof, out)
            }
            _ => panic!("wrong number of inputs"),
        }
    }
}

fn status(result: Result<(), Error>) -> u32 {
    Error::to_status(result)
}

fn bytes<T: CanonicalSerialize>(value: &T) -> Vec<u8> {
    let mut out = Vec::new();
    encoding::write(value, &mut out);
    out
}

/// Cases of one run: (function, target, inputs, output length).
#[derive(Default)]
struct Cases {
    functions: BTreeMap<String, Function>,
    cases: Vec<(String, String, Vec<Vec<u8>>, usize)>,
}

impl Cases {
    fn add(&mut self, function: &str, target: &str, inputs: Vec<Vec<u8>>, out_len: usize) {
        self.cases
            .push((function.into(), target.into(), inputs, out_len));
    }

    /// Every case as a line, computed now.
    fn lines(&self) -> Vec<String> {
        self.cases
            .iter()
            .map(|(function, target, inputs, out_len)| {
                let f = self.functions[&format!("{function} {target}")];
                let mut out = vec![0u8; *out_len];
                let status = status(f.call(inputs, &mut out));
                let mut line = format!("{function} {target} {status}");
                for input in inputs {
                    line.push(' ');
                    line.push_str(&hex(input));
                }
                line.push(' ');
                if status == 0 {
                    line.push_str(&hex(&out));
                } else {
                    write!(line, "len:{out_len}").unwrap();
                }
                line
            })
            .collect()
    }
}

/// Zero inputs longer than this are written `zeros:<n>` (the `TooManyElements` cases, which
/// are refused from their length alone, would otherwise take megabytes).
const LONG_ZEROS: usize = 4096;

fn hex(bytes: &[u8]) -> String {
    if bytes.is_empty() {
        return "-".into();
    }
    if bytes.len() > LONG_ZEROS && bytes.iter().all(|b| *b == 0) {
        return format!("zeros:{}", bytes.len());
    }
    bytes.iter().fold(String::new(), |mut s, b| {
        write!(s, "{b:02x}").unwrap();
        s
    })
}

fn unhex(s: &str) -> Vec<u8> {
    if s == "-" {
        return Vec::new();
    }
    if let Some(n) = s.strip_prefix("zeros:") {
        return vec![0; n.parse().unwrap()];
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

/// Points of every kind: identity, generator, subgroup points, points outside the subgroup and
/// of small order where the cofactor allows.
pub(crate) fn points<A: HostGroup>(rng: &mut impl Rng) -> Vec<A> {
    let mut points = vec![A::zero(), A::generator()];
    for _ in 0..2 {
        points.push((A::generator() * A::ScalarField::rand(rng)).into_affine());
    }
    let r = A::ScalarField::MODULUS;
    let mut outside = 0;
    for _ in 0..200 {
        let mut seed = vec![0u8; encoding::size_of::<A>()];
        rng.fill(&mut seed[..]);
        let Some(p) = A::from_random_bytes(&seed) else {
            continue;
        };
        if p.is_in_subgroup() {
            continue;
        }
        points.push(p);
        // `[r]p`: a point of small order (when it has an affine form).
        let mut out = vec![0u8; encoding::size_of::<A>()];
        if A::MUL_AFFINE(&bytes(&p), &encoding::write_scalar(r.as_ref()), &mut out).is_ok() {
            let small = encoding::read_point::<A>(&out).unwrap();
            if !small.is_zero() && outside == 0 {
                points.push(small);
            }
        }
        outside += 1;
        if outside == 2 {
            break;
        }
    }
    points
}

fn mul_scalars<A: Point>(rng: &mut impl Rng) -> Vec<Vec<u64>> {
    let r = A::ScalarField::MODULUS;
    let (mut r_minus_1, mut r_plus_1, mut two_r) = (r, r, r);
    r_minus_1.sub_with_borrow(&1u64.into());
    r_plus_1.add_with_carry(&1u64.into());
    two_r.mul2();
    vec![
        vec![],
        vec![0],
        vec![1],
        vec![2, 0],
        r_minus_1.as_ref().to_vec(),
        r.as_ref().to_vec(),
        r_plus_1.as_ref().to_vec(),
        two_r.as_ref().to_vec(),
        A::ScalarField::rand(rng).into_bigint().as_ref().to_vec(),
        (0..9).map(|_| rng.gen()).collect(),
        vec![u64::MAX; 16],
    ]
}

fn group<A: HostGroup>(name: &str, cases: &mut Cases) {
    for (function, f) in [
        ("msm", Function::Binary(A::MSM)),
        ("mul_affine", Function::Binary(A::MUL_AFFINE)),
        ("mul_projective", Function::Binary(A::MUL_PROJECTIVE)),
        ("validate", Function::Check(A::VALIDATE)),
    ] {
        cases.functions.insert(format!("{function} {name}"), f);
    }
    let rng = &mut test_rng();
    let size = encoding::size_of::<A>();
    let points = points::<A>(rng);
    let projective = |p: &A| {
        let mut out = Vec::new();
        // Through the generator, so that `Z` is not one.
        A::write_projective(
            &(p.into_group() + A::generator() - A::generator()),
            &mut out,
        );
        out
    };
    for p in &points {
        cases.add("validate", name, vec![bytes(p)], 0);
        for scalar in mul_scalars::<A>(rng) {
            let scalar = encoding::write_scalar(&scalar);
            cases.add("mul_affine", name, vec![bytes(p), scalar.clone()], size);
            cases.add("mul_projective", name, vec![projective(p), scalar], size);
        }
    }
    // MSM across every backend threshold, with every kind of point and edge scalars.
    for n in [0, 1, 2, 5, 33, 65] {
        let bases: Vec<A> = (0..n).map(|i| points[(i * 5 + n) % points.len()]).collect();
        let scalars: Vec<A::ScalarField> = (0..n)
            .map(|i| match i % 4 {
                0 => -A::ScalarField::from(1 + i as u64),
                1 => A::ScalarField::from(i as u64),
                _ => A::ScalarField::rand(rng),
            })
            .collect();
        let inputs = vec![encoding::write_list(&bases), encoding::write_list(&scalars)];
        cases.add("msm", name, inputs, size);
    }
    // Errors: every code the inputs can reach.
    let g = bytes(&A::generator());
    let one = encoding::write_scalar(&[1]);
    let mut flipped = g.clone();
    flipped[size / 2] ^= 1; // off the curve, or not a field element
    let mut flag = g.clone();
    flag[size - 1] ^= 0x80;
    flag[0] ^= 0x20; // a flag of either format, or a high bit of a coordinate
    for base in [flipped, flag, vec![0u8; size], vec![0xff; size]] {
        cases.add("mul_affine", name, vec![base.clone(), one.clone()], size);
        cases.add("validate", name, vec![base.clone()], 0);
        let scalars = encoding::write_list(&[A::ScalarField::one()]);
        cases.add("msm", name, vec![base, scalars], size);
    }
    cases.add("mul_affine", name, vec![g.clone(), vec![1, 0, 0]], size); // LengthMismatch
    cases.add("mul_affine", name, vec![g.clone(), vec![0; 17 * 8]], size); // ScalarTooLarge
    cases.add("mul_affine", name, vec![g.clone(), one.clone()], size + 1); // OutputLength
    cases.add("mul_projective", name, vec![vec![0; 3], one.clone()], size); // LengthMismatch
                                                                            // TooManyElements: one element past each limit, refused from the lengths.
    let over = A::MSM_LIMIT + 1;
    let scalar_size = encoding::size_of::<A::ScalarField>();
    let too_many = vec![vec![0; over * size], vec![0; over * scalar_size]];
    cases.add("msm", name, too_many, size);
    let too_many = vec![vec![0; (A::VALIDATE_LIMIT + 1) * size]];
    cases.add("validate", name, too_many, 0);
    let mismatch = vec![g.clone(), encoding::write_list(&[A::ScalarField::one(); 2])];
    cases.add("msm", name, mismatch, size); // LengthMismatch
    cases.add(
        "msm",
        name,
        vec![g.clone(), vec![0xff; encoding::size_of::<A::ScalarField>()]],
        size,
    );
    decompress(name, &points, cases);
}

/// `decompress` (ABI version 5): every kind of point, all of them in one list, bytes that
/// encode no point, and every error. Its cases come after the group's others and draw nothing
/// from the group's random generator, so that the cases before them keep their bytes.
fn decompress<A: HostGroup>(name: &str, points: &[A], cases: &mut Cases) {
    cases
        .functions
        .insert(format!("decompress {name}"), Function::Unary(A::DECOMPRESS));
    let (size, packed) = (
        encoding::size_of::<A>(),
        encoding::compressed_size_of::<A>(),
    );
    let compress = |p: &A| {
        let mut out = Vec::new();
        p.serialize_compressed(&mut out).unwrap();
        out
    };
    for p in points {
        cases.add("decompress", name, vec![compress(p)], size);
    }
    let all: Vec<u8> = points.iter().flat_map(compress).collect();
    cases.add("decompress", name, vec![all.clone()], points.len() * size);
    cases.add("decompress", name, vec![vec![]], 0);
    // The generator's coordinate changed in a middle byte (not a flag in either format) until
    // it is no curve point's.
    let g = compress(&A::generator());
    for k in 1..=255u8 {
        let mut moved = g.clone();
        moved[packed / 2] ^= k;
        if A::deserialize_compressed_unchecked(&moved[..]).is_err() {
            cases.add("decompress", name, vec![moved], size);
            break;
        }
    }
    let mut flag = g.clone();
    flag[packed - 1] ^= 0x80;
    flag[0] ^= 0x20; // a flag of either format, or a high bit of a coordinate
    cases.add("decompress", name, vec![flag], size);
    cases.add("decompress", name, vec![vec![0xff; packed]], size); // InvalidEncoding
    cases.add("decompress", name, vec![all[1..].to_vec()], 0); // LengthMismatch
    let too_many = vec![vec![0; (A::VALIDATE_LIMIT + 1) * packed]];
    cases.add("decompress", name, too_many, 0);
    let too_many = vec![vec![0; (A::DECOMPRESS_LIMIT + 1) * packed]];
    cases.add("decompress", name, too_many, 0);
    cases.add("decompress", name, vec![g], size + 1); // OutputLength
}

fn pairing<E: HostPairing>(name: &str, cases: &mut Cases)
where
    E::G1Affine: HostGroup,
    E::G2Affine: HostGroup,
{
    for (function, f) in [
        ("multi_miller_loop", Function::Binary(E::MULTI_MILLER_LOOP)),
        (
            "final_exponentiation",
            Function::Unary(E::FINAL_EXPONENTIATION),
        ),
        ("pairing_check", Function::Binary(E::PAIRING_CHECK)),
        ("groth16_verify", Function::Ternary(E::GROTH16_VERIFY)),
    ] {
        cases.functions.insert(format!("{function} {name}"), f);
    }
    let rng = &mut test_rng();
    let target = encoding::size_of::<E::TargetField>();
    let g1 = |rng: &mut _| (E::G1Affine::generator() * E::ScalarField::rand(rng)).into_affine();
    let g2 = |rng: &mut _| (E::G2Affine::generator() * E::ScalarField::rand(rng)).into_affine();
    for n in [0, 1, 4, 5, E::PAIRS_LIMIT] {
        let mut a: Vec<E::G1Affine> = (0..n).map(|_| g1(rng)).collect();
        let b: Vec<E::G2Affine> = (0..n).map(|_| g2(rng)).collect();
        if n >= 4 {
            a[2] = E::G1Affine::zero();
        }
        let (a_bytes, b_bytes) = (encoding::write_list(&a), encoding::write_list(&b));
        cases.add(
            "multi_miller_loop",
            name,
            vec![a_bytes.clone(), b_bytes.clone()],
            target,
        );
        cases.add("pairing_check", name, vec![a_bytes, b_bytes], 1);
        // A product that is one: e(P, Q)·e(−P, Q)·… with the pairs mirrored.
        if n > 0 {
            let mirrored: Vec<E::G1Affine> = a.iter().map(|p| -*p).collect();
            let both = [a.clone(), mirrored].concat();
            let qs = [b.clone(), b.clone()].concat();
            if both.len() <= E::PAIRS_LIMIT {
                let inputs = vec![encoding::write_list(&both), encoding::write_list(&qs)];
                cases.add("pairing_check", name, inputs, 1);
            }
        }
    }
    for _ in 0..4 {
        let f = E::TargetField::rand(rng);
        cases.add("final_exponentiation", name, vec![bytes(&f)], target);
    }
    for f in [E::TargetField::zero(), E::TargetField::one()] {
        cases.add("final_exponentiation", name, vec![bytes(&f)], target);
    }
    cases.add(
        "final_exponentiation",
        name,
        vec![vec![0xff; target]],
        target,
    );
    cases.add(
        "multi_miller_loop",
        name,
        vec![bytes(&g1(rng)), vec![]],
        target,
    );
    // TooManyElements: one pair past the limit, and one input past the Groth16 limit.
    let over = E::PAIRS_LIMIT + 1;
    let (g1_size, g2_size) = (
        encoding::size_of::<E::G1Affine>(),
        encoding::size_of::<E::G2Affine>(),
    );
    let pairs = vec![vec![0; over * g1_size], vec![0; over * g2_size]];
    cases.add("multi_miller_loop", name, pairs.clone(), target);
    cases.add("pairing_check", name, pairs, 1);
    let key = vec![0; 2 * g1_size + 3 * g2_size];
    let proof = vec![0; 2 * g1_size + g2_size];
    let inputs = vec![0; (E::GROTH16_INPUTS_LIMIT + 1) * encoding::size_of::<E::ScalarField>()];
    cases.add("groth16_verify", name, vec![key, proof, inputs], 1);

    // Groth16 with a trapdoor: A = aG, B = bH, C = cG with ab = αβ + lγ + cδ.
    for inputs_len in [0usize, 1, 3] {
        let [alpha, beta, gamma, delta, a, b] = [(); 6].map(|()| E::ScalarField::rand(rng));
        let abc: Vec<E::ScalarField> = (0..=inputs_len)
            .map(|_| E::ScalarField::rand(rng))
            .collect();
        let inputs: Vec<E::ScalarField> =
            (0..inputs_len).map(|_| E::ScalarField::rand(rng)).collect();
        let l = abc[0]
            + abc[1..]
                .iter()
                .zip(&inputs)
                .map(|(x, y)| *x * y)
                .sum::<E::ScalarField>();
        let c = (a * b - alpha * beta - l * gamma) * delta.inverse().unwrap();
        let (g, h) = (E::G1Affine::generator(), E::G2Affine::generator());
        let at1 = |s: E::ScalarField| (g * s).into_affine();
        let at2 = |s: E::ScalarField| (h * s).into_affine();
        let mut vk = Vec::new();
        encoding::write(&at1(alpha), &mut vk);
        for s in [beta, gamma, delta] {
            encoding::write(&at2(s), &mut vk);
        }
        vk.extend(encoding::write_list(
            &abc.iter().map(|s| at1(*s)).collect::<Vec<_>>(),
        ));
        let proof = |c: E::ScalarField| {
            let mut out = Vec::new();
            encoding::write(&at1(a), &mut out);
            encoding::write(&at2(b), &mut out);
            encoding::write(&at1(c), &mut out);
            out
        };
        let encoded_inputs = encoding::write_list(&inputs);
        cases.add(
            "groth16_verify",
            name,
            vec![vk.clone(), proof(c), encoded_inputs.clone()],
            1,
        );
        let wrong = vec![
            vk.clone(),
            proof(c + E::ScalarField::one()),
            encoded_inputs.clone(),
        ];
        cases.add("groth16_verify", name, wrong, 1);
        let fewer = vec![
            vk,
            proof(c),
            encoded_inputs[..encoded_inputs.len().saturating_sub(1)].to_vec(),
        ];
        cases.add("groth16_verify", name, fewer, 1);
    }
}

/// `groth16_verify_prepared`: trapdoor keys and proofs (as for `groth16_verify`), one proof and
/// batches, true and false, a key whose `e(α, β)` is wrong, and every error the arguments reach.
/// Its own generator, so that the cases before it keep their bytes.
fn groth16_prepared<E: HostPairing>(name: &str, cases: &mut Cases)
where
    E::G1Affine: HostGroup,
    E::G2Affine: HostGroup,
{
    cases.functions.insert(
        format!("groth16_verify_prepared {name}"),
        Function::Ternary(E::GROTH16_VERIFY_PREPARED),
    );
    let rng = &mut test_rng();
    let (g, h) = (E::G1Affine::generator(), E::G2Affine::generator());
    let at1 = |s: E::ScalarField| (g * s).into_affine();
    let at2 = |s: E::ScalarField| (h * s).into_affine();
    let packed = |p: &dyn Fn(&mut Vec<u8>)| {
        let mut out = Vec::new();
        p(&mut out);
        out
    };
    for inputs_len in [0usize, 1, 3] {
        let [alpha, beta, gamma, delta] = [(); 4].map(|()| E::ScalarField::rand(rng));
        let abc: Vec<E::ScalarField> = (0..=inputs_len)
            .map(|_| E::ScalarField::rand(rng))
            .collect();
        let key = |alpha_beta: E::TargetField| {
            let mut key = Vec::new();
            encoding::write(&at1(alpha), &mut key);
            encoding::write(&at2(beta), &mut key);
            encoding::write(&alpha_beta, &mut key);
            encoding::write(&at2(gamma), &mut key);
            encoding::write(&at2(delta), &mut key);
            key.extend(encoding::write_list(
                &abc.iter().map(|s| at1(*s)).collect::<Vec<_>>(),
            ));
            key
        };
        let good_key = key(E::pairing(at1(alpha), at2(beta)).0);
        // Proof i: A = aG, B = bH, C = cG with ab = αβ + lγ + cδ; `wrong` adds one to c.
        let mut proof = |wrong: bool| {
            let [a, b] = [(); 2].map(|()| E::ScalarField::rand(rng));
            let inputs: Vec<E::ScalarField> =
                (0..inputs_len).map(|_| E::ScalarField::rand(rng)).collect();
            let l = abc[0]
                + abc[1..]
                    .iter()
                    .zip(&inputs)
                    .map(|(x, y)| *x * y)
                    .sum::<E::ScalarField>();
            let mut c = (a * b - alpha * beta - l * gamma) * delta.inverse().unwrap();
            if wrong {
                c += E::ScalarField::one();
            }
            let bytes = packed(&|out| {
                at1(a).serialize_compressed(&mut *out).unwrap();
                at2(b).serialize_compressed(&mut *out).unwrap();
                at1(c).serialize_compressed(&mut *out).unwrap();
            });
            (bytes, encoding::write_list(&inputs))
        };
        let batch = |items: &[(Vec<u8>, Vec<u8>)]| {
            let proofs: Vec<u8> = items.iter().flat_map(|(p, _)| p.clone()).collect();
            let inputs: Vec<u8> = items.iter().flat_map(|(_, x)| x.clone()).collect();
            (proofs, inputs)
        };
        let good: Vec<_> = (0..3).map(|_| proof(false)).collect();
        let bad = proof(true);
        for items in [
            &good[..1],
            &good[..],
            &[bad.clone()][..],
            &[good[0].clone(), bad.clone(), good[1].clone()][..],
        ] {
            let (proofs, inputs) = batch(items);
            let args = vec![good_key.clone(), proofs, inputs];
            cases.add("groth16_verify_prepared", name, args, 1);
        }
        // A key whose e(α, β) is not α's and β's: one proof is checked against it (false), a
        // batch against α and β (true).
        for items in [&good[..1], &good[..]] {
            let (proofs, inputs) = batch(items);
            let args = vec![key(E::TargetField::one()), proofs, inputs];
            cases.add("groth16_verify_prepared", name, args, 1);
        }
        // One input short (LengthMismatch), no proofs (LengthMismatch), a two-byte output.
        let (proofs, inputs) = batch(&good[..2]);
        let short = inputs[..inputs.len().saturating_sub(1)].to_vec();
        let args = vec![good_key.clone(), proofs.clone(), short];
        cases.add("groth16_verify_prepared", name, args, 1);
        let args = vec![good_key.clone(), vec![], vec![]];
        cases.add("groth16_verify_prepared", name, args, 1);
        let args = vec![good_key.clone(), proofs.clone(), inputs.clone()];
        cases.add("groth16_verify_prepared", name, args, 2);
        if inputs_len == 1 {
            // B's x at or above the modulus (InvalidEncoding), then B outside the subgroup
            // (NotInSubgroup) where G2 has a cofactor, then α off the curve (NotOnCurve).
            let g1_packed = encoding::compressed_size_of::<E::G1Affine>();
            let g2_packed = encoding::compressed_size_of::<E::G2Affine>();
            let mut broken = proofs.clone();
            broken[g1_packed..g1_packed + g2_packed].fill(0xff);
            let args = vec![good_key.clone(), broken, inputs.clone()];
            cases.add("groth16_verify_prepared", name, args, 1);
            if let Some(outside) = points::<E::G2Affine>(rng)
                .into_iter()
                .find(|p| !p.is_in_subgroup())
            {
                let mut swapped = proofs.clone();
                let mut b = Vec::new();
                outside.serialize_compressed(&mut b).unwrap();
                swapped[g1_packed..g1_packed + g2_packed].copy_from_slice(&b);
                let args = vec![good_key.clone(), swapped, inputs.clone()];
                cases.add("groth16_verify_prepared", name, args, 1);
            }
            let mut off_curve = good_key.clone();
            let last = encoding::size_of::<E::G1Affine>() / 2 - 1;
            off_curve[last] ^= 1;
            let args = vec![off_curve, proofs.clone(), inputs.clone()];
            cases.add("groth16_verify_prepared", name, args, 1);
        }
    }
    // TooManyElements: one proof past the limit, one input past the limit.
    let proof_size = 2 * encoding::compressed_size_of::<E::G1Affine>()
        + encoding::compressed_size_of::<E::G2Affine>();
    let (g1_size, g2_size) = (
        encoding::size_of::<E::G1Affine>(),
        encoding::size_of::<E::G2Affine>(),
    );
    let head = g1_size + 3 * g2_size + encoding::size_of::<E::TargetField>();
    let args = vec![
        vec![0; head + g1_size],
        vec![0; (E::GROTH16_PROOFS_LIMIT + 1) * proof_size],
        vec![],
    ];
    cases.add("groth16_verify_prepared", name, args, 1);
    let args = vec![
        vec![0; head + (E::GROTH16_INPUTS_LIMIT + 2) * g1_size],
        vec![0; proof_size],
        vec![],
    ];
    cases.add("groth16_verify_prepared", name, args, 1);
    // Two proofs of the most inputs one proof may have: too many inputs together.
    let args = vec![
        vec![0; head + (E::GROTH16_INPUTS_LIMIT + 1) * g1_size],
        vec![0; 2 * proof_size],
        vec![],
    ];
    cases.add("groth16_verify_prepared", name, args, 1);
}

/// `groth16_verify_prepared_and_check` (ABI version 7): trapdoor keys and proofs with pairs
/// `(x_j·G, y_j·H)`, one proof and batches, pairs whose product is one and pairs whose product
/// is not, no pairs, and every error the arguments reach. Its own generator, after every case
/// of the earlier versions, so that theirs keep their bytes.
fn groth16_and_check<E: HostPairing>(name: &str, cases: &mut Cases)
where
    E::G1Affine: HostGroup,
    E::G2Affine: HostGroup,
{
    const F: &str = "groth16_verify_prepared_and_check";
    cases.functions.insert(
        format!("{F} {name}"),
        Function::Quinary(E::GROTH16_VERIFY_PREPARED_AND_CHECK),
    );
    let rng = &mut test_rng();
    let (g, h) = (E::G1Affine::generator(), E::G2Affine::generator());
    let at1 = |s: E::ScalarField| (g * s).into_affine();
    let at2 = |s: E::ScalarField| (h * s).into_affine();
    let (g1_size, g2_size) = (
        encoding::size_of::<E::G1Affine>(),
        encoding::size_of::<E::G2Affine>(),
    );
    for inputs_len in [0usize, 2] {
        let [alpha, beta, gamma, delta] = [(); 4].map(|()| E::ScalarField::rand(rng));
        let abc: Vec<E::ScalarField> = (0..=inputs_len)
            .map(|_| E::ScalarField::rand(rng))
            .collect();
        let mut key = Vec::new();
        encoding::write(&at1(alpha), &mut key);
        encoding::write(&at2(beta), &mut key);
        encoding::write(&E::pairing(at1(alpha), at2(beta)).0, &mut key);
        encoding::write(&at2(gamma), &mut key);
        encoding::write(&at2(delta), &mut key);
        key.extend(encoding::write_list(
            &abc.iter().map(|s| at1(*s)).collect::<Vec<_>>(),
        ));
        // A proof as in `groth16_prepared`; `wrong` adds one to c.
        let mut proof = |wrong: bool| {
            let [a, b] = [(); 2].map(|()| E::ScalarField::rand(rng));
            let inputs: Vec<E::ScalarField> =
                (0..inputs_len).map(|_| E::ScalarField::rand(rng)).collect();
            let l = abc[0]
                + abc[1..]
                    .iter()
                    .zip(&inputs)
                    .map(|(x, y)| *x * y)
                    .sum::<E::ScalarField>();
            let mut c = (a * b - alpha * beta - l * gamma) * delta.inverse().unwrap();
            if wrong {
                c += E::ScalarField::one();
            }
            let mut bytes = Vec::new();
            at1(a).serialize_compressed(&mut bytes).unwrap();
            at2(b).serialize_compressed(&mut bytes).unwrap();
            at1(c).serialize_compressed(&mut bytes).unwrap();
            (bytes, encoding::write_list(&inputs))
        };
        let good: Vec<_> = (0..2).map(|_| proof(false)).collect();
        let bad = proof(true);
        // Two pairs with x_0·y_0 + x_1·y_1 = 0, and the same with y_1 one more.
        let [x0, y0, x1] = [(); 3].map(|()| E::ScalarField::rand(rng));
        let y1 = -(x0 * y0) * x1.inverse().unwrap();
        let g1 = encoding::write_list(&[at1(x0), at1(x1)]);
        let g2 = encoding::write_list(&[at2(y0), at2(y1)]);
        let g2_off = encoding::write_list(&[at2(y0), at2(y1 + E::ScalarField::one())]);
        let join = |items: &[&(Vec<u8>, Vec<u8>)]| {
            let proofs: Vec<u8> = items.iter().flat_map(|(p, _)| p.clone()).collect();
            let inputs: Vec<u8> = items.iter().flat_map(|(_, x)| x.clone()).collect();
            (proofs, inputs)
        };
        let one = join(&[&good[0]]);
        let two = join(&[&good[0], &good[1]]);
        let one_bad = join(&[&bad]);
        let mixed = join(&[&good[0], &bad]);
        for ((proofs, inputs), g1, g2) in [
            (&one, &vec![], &vec![]),
            (&one, &g1, &g2),
            (&one, &g1, &g2_off),
            (&one_bad, &g1, &g2),
            (&two, &vec![], &vec![]),
            (&two, &g1, &g2),
            (&two, &g1, &g2_off),
            (&mixed, &g1, &g2),
        ] {
            let args = vec![
                key.clone(),
                proofs.clone(),
                inputs.clone(),
                g1.clone(),
                g2.clone(),
            ];
            cases.add(F, name, args, 1);
        }
        if inputs_len == 0 {
            let (proofs, inputs) = one.clone();
            let args = |g1: &[u8], g2: &[u8]| {
                vec![
                    key.clone(),
                    proofs.clone(),
                    inputs.clone(),
                    g1.to_vec(),
                    g2.to_vec(),
                ]
            };
            // Counts that differ (LengthMismatch); a two-byte output (OutputLength).
            cases.add(F, name, args(&g1, &g2[..g2_size]), 1);
            cases.add(F, name, args(&g1, &g2), 2);
            // A G1 x at or above the modulus (InvalidEncoding), a G1 point off the curve
            // (NotOnCurve), a G2 point outside its subgroup where G2 has a cofactor.
            let mut broken = g1.clone();
            broken[..g1_size / 2].fill(0xff);
            cases.add(F, name, args(&broken, &g2), 1);
            let mut off_curve = g1.clone();
            off_curve[g1_size / 2 - 1] ^= 1;
            cases.add(F, name, args(&off_curve, &g2), 1);
            if let Some(outside) = points::<E::G2Affine>(rng)
                .into_iter()
                .find(|p| !p.is_in_subgroup())
            {
                let mut swapped = g2.clone();
                swapped[g2_size..].copy_from_slice(&bytes(&outside));
                cases.add(F, name, args(&g1, &swapped), 1);
            }
            // TooManyElements: one proof and `PROOFS_LIMIT` pairs.
            let limit = E::GROTH16_PROOFS_LIMIT;
            cases.add(
                F,
                name,
                args(&g1[..g1_size].repeat(limit), &g2[..g2_size].repeat(limit)),
                1,
            );
        }
    }
}

macro_rules! add_groups {
    ($($name:ident: $affine:ty,)*) => {
        fn add_every_group(cases: &mut Cases) {
            $(group::<$affine>(stringify!($name), cases);)*
        }
    };
}

every_group!(add_groups);

macro_rules! add_pairings {
    ($($name:ident: $engine:ty,)*) => {
        fn add_every_pairing(cases: &mut Cases) {
            $(pairing::<$engine>(stringify!($name), cases);)*
            $(groth16_prepared::<$engine>(stringify!($name), cases);)*
        }

        /// Added in ABI version 7: after every case of the versions before it.
        fn add_every_and_check(cases: &mut Cases) {
            $(groth16_and_check::<$engine>(stringify!($name), cases);)*
        }
    };
}

every_pairing!(add_pairings);

/// The arguments of ec-bench-ops' ring-VRF fixture (a proof by a member of a ring of 255, with
/// input and additional data of 256 bytes): each after its length as 4 little-endian bytes.
pub(crate) fn ring_vrf_fixture() -> Vec<Vec<u8>> {
    let mut bytes: &[u8] =
        include_bytes!("../../../pallets/ec-benchmarks/ops/fixtures/ring_vrf_255.bin");
    let mut args = Vec::new();
    while let Some((len, rest)) = bytes.split_first_chunk::<4>() {
        let (arg, rest) = rest.split_at(u32::from_le_bytes(*len) as usize);
        args.push(arg.to_vec());
        bytes = rest;
    }
    assert_eq!(args.len(), 5, "key, input, output, ad, proof");
    args
}

/// `ed_on_bls12_381_bandersnatch_ring_vrf_verify`: the fixture's proof, true and made false
/// (other additional data, input, output, ring size, bits of the proof), and every error the
/// arguments reach, at the bounds.
fn ring_vrf(cases: &mut Cases) {
    use ec_host_primitives::native::ring_vrf::{MAX_DATA, MAX_RING_SIZE};
    let name = "ed_on_bls12_381_bandersnatch";
    cases.functions.insert(
        format!("ring_vrf_verify {name}"),
        Function::RingVrf(
            ec_host_primitives::elliptic_curves::ed_on_bls12_381_bandersnatch_ring_vrf_verify,
        ),
    );
    let fixture = ring_vrf_fixture();
    let [key, input, output, ad, proof] = [0, 1, 2, 3, 4].map(|i| fixture[i].clone());
    let mut add = |size: u32, args: [&[u8]; 5], out_len: usize| {
        let mut inputs = vec![size.to_le_bytes().to_vec()];
        inputs.extend(args.iter().map(|arg| arg.to_vec()));
        cases.add("ring_vrf_verify", name, inputs, out_len);
    };
    let flipped = |bytes: &[u8], at: usize| {
        let mut bytes = bytes.to_vec();
        bytes[at] ^= 1;
        bytes
    };
    let valid = [&key[..], &input, &output, &ad, &proof];
    // True, for every capacity with the fixture's 512-point domain; false for larger domains.
    for size in [255, 0, 1, 254, 256, MAX_RING_SIZE] {
        add(size, valid, 1);
    }
    // False: other additional data, input (its output is another point), output.
    add(255, [&key, &input, &output, &flipped(&ad, 0), &proof], 1);
    add(255, [&key, &input, &output, &[], &proof], 1);
    add(255, [&key, &flipped(&input, 7), &output, &ad, &proof], 1);
    let generator = bytes_compressed(&ark_ed_on_bls12_381_bandersnatch::EdwardsAffine::generator());
    add(255, [&key, &input, &generator, &ad, &proof], 1);
    // One bit of the proof, at its start, middle and end: false, or not an encoding.
    for at in [0, proof.len() / 2, proof.len() - 1] {
        add(255, [&key, &input, &output, &ad, &flipped(&proof, at)], 1);
    }
    // Not encodings (1): the key, output or proof cut short or one byte too long; an output
    // off the curve.
    add(
        255,
        [&key[..key.len() - 1], &input, &output, &ad, &proof],
        1,
    );
    add(
        255,
        [
            &[key.clone(), vec![0]].concat(),
            &input,
            &output,
            &ad,
            &proof,
        ],
        1,
    );
    add(255, [&[], &input, &output, &ad, &proof], 1);
    add(255, [&key, &input, &[0xff; 32], &ad, &proof], 1);
    add(
        255,
        [&key, &input, &output, &ad, &proof[..proof.len() - 1]],
        1,
    );
    add(
        255,
        [
            &key,
            &input,
            &output,
            &ad,
            &[proof.clone(), vec![0]].concat(),
        ],
        1,
    );
    // The bounds (6), before anything is decoded; data at the bound is the fixture's.
    assert_eq!((input.len(), ad.len()), (MAX_DATA, MAX_DATA));
    add(MAX_RING_SIZE + 1, valid, 1);
    add(u32::MAX, valid, 1);
    let long = vec![0u8; MAX_DATA + 1];
    add(255, [&key, &long, &output, &ad, &proof], 1);
    add(255, [&key, &input, &output, &long, &proof], 1);
    add(255, [&[], &long, &[], &[], &[]], 1);
    // The output buffer (3), checked after the arguments.
    add(255, valid, 0);
    add(255, valid, 2);
    add(255, [&[], &input, &output, &ad, &proof], 0);
}

/// The `modular_*` functions (ABI version 6): on moduli of one, four, six and twelve limbs
/// (a small prime, a composite, P-256's and BLS12-381's base fields, BW6-761's), elements 0, 1,
/// `p − 1` and random ones; vectors; `modular_msm_sw` on P-256 and BLS12-381 G1; and every error.
fn modular(cases: &mut Cases) {
    use ec_host_primitives::{elliptic_curves as ec, native::modular};
    use num_bigint::BigUint;
    let ternary: [(&str, TernaryFn); 8] = [
        ("modular_add", ec::modular_add),
        ("modular_sub", ec::modular_sub),
        ("modular_mul", ec::modular_mul),
        ("modular_pow", ec::modular_pow),
        ("modular_add_vec", ec::modular_add_vec),
        ("modular_sub_vec", ec::modular_sub_vec),
        ("modular_mul_vec", ec::modular_mul_vec),
        ("modular_pow_vec", ec::modular_pow_vec),
    ];
    let binary: [(&str, BinaryFn); 6] = [
        ("modular_square", ec::modular_square),
        ("modular_inverse", ec::modular_inverse),
        ("modular_sqrt", ec::modular_sqrt),
        ("modular_square_vec", ec::modular_square_vec),
        ("modular_inverse_vec", ec::modular_inverse_vec),
        ("modular_sqrt_vec", ec::modular_sqrt_vec),
    ];
    let enc = |x: &BigUint, len: usize| {
        let mut bytes = x.to_bytes_le();
        bytes.resize(len, 0);
        bytes
    };
    let rng = &mut test_rng();
    let moduli: [(&str, BigUint); 6] = [
        ("p97", BigUint::from(97u8)),
        ("c15", BigUint::from(15u8)),
        ("bls12_381_fr", ark_bls12_381::Fr::MODULUS.into()),
        ("p256_fq", ark_secp256r1::Fq::MODULUS.into()),
        ("bls12_381_fq", ark_bls12_381::Fq::MODULUS.into()),
        ("bw6_761_fq", ark_bw6_761::Fq::MODULUS.into()),
    ];
    for (label, p) in &moduli {
        for (name, f) in ternary {
            cases
                .functions
                .insert(format!("{name} {label}"), Function::Ternary(f));
        }
        for (name, f) in binary {
            cases
                .functions
                .insert(format!("{name} {label}"), Function::Binary(f));
        }
        let len = (p.bits() as usize).div_ceil(64) * 8;
        let pb = enc(p, len);
        let mut values = vec![BigUint::from(0u8), BigUint::from(1u8), p - 1u8, p - 2u8];
        for _ in 0..3 {
            let mut bytes = vec![0u8; len + 8];
            rng.fill(&mut bytes[..]);
            values.push(BigUint::from_bytes_le(&bytes) % p);
        }
        let squares: Vec<BigUint> = values.iter().map(|x| x * x % p).collect();
        let e = |x: &BigUint| enc(x, len);
        for (i, x) in values.iter().enumerate() {
            let y = &values[(i + 2) % values.len()];
            for (name, _) in ternary.iter().take(3) {
                cases.add(name, label, vec![pb.clone(), e(x), e(y)], len);
            }
            cases.add("modular_pow", label, vec![pb.clone(), e(x), e(y)], len);
            cases.add(
                "modular_pow",
                label,
                vec![pb.clone(), e(x), vec![0xff; len]],
                len,
            );
            for name in ["modular_square", "modular_inverse", "modular_sqrt"] {
                cases.add(name, label, vec![pb.clone(), e(x)], len);
            }
            cases.add("modular_sqrt", label, vec![pb.clone(), e(&squares[i])], len);
        }
        // Vectors: every value at once (and reversed), roots of the squares, units' inverses.
        let all: Vec<u8> = values.iter().flat_map(&e).collect();
        let reversed: Vec<u8> = values.iter().rev().flat_map(&e).collect();
        for (name, _) in ternary.iter().skip(4) {
            cases.add(
                name,
                label,
                vec![pb.clone(), all.clone(), reversed.clone()],
                all.len(),
            );
        }
        cases.add(
            "modular_square_vec",
            label,
            vec![pb.clone(), all.clone()],
            all.len(),
        );
        cases.add(
            "modular_inverse_vec",
            label,
            vec![pb.clone(), all.clone()],
            all.len(),
        );
        let units: Vec<u8> = values[1..]
            .iter()
            .filter(|x| x.modinv(p).is_some())
            .flat_map(&e)
            .collect();
        cases.add(
            "modular_inverse_vec",
            label,
            vec![pb.clone(), units.clone()],
            units.len(),
        );
        let roots: Vec<u8> = squares.iter().flat_map(&e).collect();
        cases.add(
            "modular_sqrt_vec",
            label,
            vec![pb.clone(), roots.clone()],
            roots.len(),
        );
        cases.add(
            "modular_sqrt_vec",
            label,
            vec![pb.clone(), all.clone()],
            all.len(),
        );
        cases.add(
            "modular_mul_vec",
            label,
            vec![pb.clone(), vec![], vec![]],
            0,
        );
        // Errors: an element ≥ p, lengths, out.
        cases.add(
            "modular_mul",
            label,
            vec![pb.clone(), pb.clone(), e(&values[1])],
            len,
        );
        cases.add(
            "modular_mul",
            label,
            vec![pb.clone(), all.clone(), e(&values[1])],
            len,
        );
        cases.add(
            "modular_mul_vec",
            label,
            vec![pb.clone(), all.clone(), all[len..].to_vec()],
            all.len(),
        );
        cases.add(
            "modular_mul",
            label,
            vec![pb.clone(), e(&values[1]), e(&values[1])],
            len + 1,
        );
        cases.add(
            "modular_pow_vec",
            label,
            vec![
                pb.clone(),
                vec![0; len * (modular::POW_VEC_LIMIT + 1)],
                vec![0; len * (modular::POW_VEC_LIMIT + 1)],
            ],
            len * (modular::POW_VEC_LIMIT + 1),
        );
        cases.add(
            "modular_sqrt_vec",
            label,
            vec![pb.clone(), vec![0; len * (modular::SQRT_VEC_LIMIT + 1)]],
            len * (modular::SQRT_VEC_LIMIT + 1),
        );
        cases.add(
            "modular_inverse_vec",
            label,
            vec![pb.clone(), vec![0; len * (modular::VEC_LIMIT + 1)]],
            len * (modular::VEC_LIMIT + 1),
        );
    }
    // Moduli a call does not take (11): even, one, a zero top limb, not whole limbs, too long.
    let p97 = moduli[0].1.clone();
    for bad in [
        enc(&BigUint::from(96u8), 8),
        enc(&BigUint::from(1u8), 8),
        enc(&p97, 16),
        enc(&p97, 7),
        vec![0xff; 104],
    ] {
        cases.add(
            "modular_mul",
            "p97",
            vec![bad.clone(), bad.clone(), bad.clone()],
            bad.len(),
        );
        cases.add(
            "modular_sqrt",
            "p97",
            vec![bad.clone(), bad.clone()],
            bad.len(),
        );
    }
    // `modular_msm_sw` on P-256 (a = −3) and BLS12-381 G1 (a = 0, cofactor): the generators,
    // points off the subgroup, the identity, doubling and opposite points, both algorithms.
    cases.functions.insert(
        "modular_msm_sw p256".into(),
        Function::Ternary(ec::modular_msm_sw),
    );
    cases.functions.insert(
        "modular_msm_sw bls12_381_g1".into(),
        Function::Ternary(ec::modular_msm_sw),
    );
    msm_cases::<ark_secp256r1::Config>("p256", cases, rng);
    msm_cases::<ark_bls12_381::g1::Config>("bls12_381_g1", cases, rng);
}

/// `modular_msm_sw` cases on curve `C` (see [`modular`]).
fn msm_cases<C: ark_ec::short_weierstrass::SWCurveConfig>(
    label: &str,
    cases: &mut Cases,
    rng: &mut impl Rng,
) where
    C::BaseField: PrimeField,
{
    use ark_ec::short_weierstrass::Affine;
    use ec_host_primitives::native::modular_msm::MSM_LIMIT;
    let len = (C::BaseField::MODULUS_BIT_SIZE as usize).div_ceil(64) * 8;
    let enc = |x: C::BaseField| {
        let mut bytes = x.into_bigint().to_bytes_le();
        bytes.resize(len, 0);
        bytes
    };
    let point = |p: &Affine<C>| match p.xy() {
        Some((x, y)) => [enc(x), enc(y)].concat(),
        None => vec![0; 2 * len],
    };
    let p = enc(C::BaseField::zero() - C::BaseField::one());
    let mut modulus = p.clone();
    modulus[0] = modulus[0].wrapping_add(1); // p − 1 + 1, p's low byte is not 0xff
    let curve = [modulus.clone(), enc(C::COEFF_A), enc(C::COEFF_B)].concat();
    let g = Affine::<C>::generator();
    let mut pool = vec![
        g,
        Affine::<C>::identity(),
        -g,
        (g * C::ScalarField::from(2u8)).into_affine(),
    ];
    while pool.len() < 12 {
        if let Some(q) = Affine::<C>::get_point_from_x_unchecked(C::BaseField::rand(rng), true) {
            pool.push(q);
        }
    }
    let scalar = |rng: &mut dyn FnMut() -> u8| (0..len).map(|_| rng()).collect::<Vec<u8>>();
    let mut random = || rng.gen::<u8>();
    for n in [0usize, 1, 2, 4, 12, 40] {
        let bases: Vec<u8> = (0..n)
            .flat_map(|i| point(&pool[(i * 7 + n) % pool.len()]))
            .collect();
        let scalars: Vec<u8> = (0..n)
            .flat_map(|i| match i % 4 {
                0 => vec![0xff; len],
                1 => [vec![1], vec![0; len - 1]].concat(),
                _ => scalar(&mut random),
            })
            .collect();
        cases.add(
            "modular_msm_sw",
            label,
            vec![curve.clone(), bases, scalars],
            2 * len,
        );
    }
    // The generator plus its negation; twice the generator by doubling in a bucket.
    let one = [vec![1], vec![0; len - 1]].concat();
    cases.add(
        "modular_msm_sw",
        label,
        vec![
            curve.clone(),
            [point(&g), point(&-g)].concat(),
            [one.clone(), one.clone()].concat(),
        ],
        2 * len,
    );
    let many_g: Vec<u8> = (0..10).flat_map(|_| point(&g)).collect();
    let many_one: Vec<u8> = (0..10).flat_map(|_| one.clone()).collect();
    cases.add(
        "modular_msm_sw",
        label,
        vec![curve.clone(), many_g, many_one],
        2 * len,
    );
    // Errors: off the curve, lengths, out, the limit, a coefficient ≥ p, b = 0, a composite.
    let mut off = point(&g);
    off[0] ^= 1;
    cases.add(
        "modular_msm_sw",
        label,
        vec![curve.clone(), off, one.clone()],
        2 * len,
    );
    cases.add(
        "modular_msm_sw",
        label,
        vec![
            curve.clone(),
            point(&g),
            [one.clone(), one.clone()].concat(),
        ],
        2 * len,
    );
    cases.add(
        "modular_msm_sw",
        label,
        vec![curve.clone(), point(&g), one.clone()],
        2 * len + 1,
    );
    let over = MSM_LIMIT + 1;
    cases.add(
        "modular_msm_sw",
        label,
        vec![curve.clone(), vec![0; 2 * len * over], vec![0; len * over]],
        2 * len,
    );
    cases.add(
        "modular_msm_sw",
        label,
        vec![
            [modulus.clone(), modulus.clone(), enc(C::COEFF_B)].concat(),
            vec![],
            vec![],
        ],
        2 * len,
    );
    cases.add(
        "modular_msm_sw",
        label,
        vec![
            [modulus.clone(), enc(C::COEFF_A), vec![0; len]].concat(),
            vec![],
            vec![],
        ],
        2 * len,
    );
    // p + 2k, the first that 3 divides: odd and composite.
    let p_int = num_bigint::BigUint::from_bytes_le(&modulus);
    let composite = (1u8..)
        .map(|k| &p_int + 2u8 * k)
        .find(|c| (c % 3u8).bits() == 0)
        .map(|c| {
            let mut bytes = c.to_bytes_le();
            bytes.resize(len, 0);
            bytes
        })
        .expect("one of three");
    cases.add(
        "modular_msm_sw",
        label,
        vec![
            [composite, enc(C::COEFF_A), enc(C::COEFF_B)].concat(),
            vec![],
            vec![],
        ],
        2 * len,
    );
}

fn bytes_compressed<T: CanonicalSerialize>(value: &T) -> Vec<u8> {
    let mut out = Vec::new();
    value.serialize_compressed(&mut out).expect("serializes");
    out
}

fn all_cases() -> Cases {
    let mut cases = Cases::default();
    add_every_group(&mut cases);
    add_every_pairing(&mut cases);
    ring_vrf(&mut cases);
    modular(&mut cases);
    msm_with_points_of_order_three(&mut cases);
    add_every_and_check(&mut cases);
    bls(&mut cases);
    cases
}

/// BLS12-381's hashes, maps and BLS signature checks (ABI version 8): tags and messages at their
/// bounds, field elements 0, 1, `p − 1` and random ones, signatures true and false in both
/// suites, the draft's invalid-but-well-formed cases (`0`), lists of one to 256 keys, and every
/// error. Last in the file, from a generator of their own.
fn bls(cases: &mut Cases) {
    use ark_bls12_381::{Fq, Fq2, Fr, G1Affine, G2Affine};
    use ark_std::rand::{rngs::StdRng, SeedableRng};
    use ec_host_primitives::{elliptic_curves as ec, native::bls};
    let rng = &mut StdRng::seed_from_u64(8);
    for (name, function) in [
        ("hash_to_g1", Function::Binary(ec::bls12_381_hash_to_g1)),
        ("hash_to_g2", Function::Binary(ec::bls12_381_hash_to_g2)),
        ("map_fp_to_g1", Function::Unary(ec::bls12_381_map_fp_to_g1)),
        (
            "map_fp2_to_g2",
            Function::Unary(ec::bls12_381_map_fp2_to_g2),
        ),
        ("bls_verify", Function::Suite(ec::bls12_381_bls_verify)),
        (
            "bls_aggregate_verify",
            Function::Suite(ec::bls12_381_bls_aggregate_verify),
        ),
        (
            "bls_fast_aggregate_verify",
            Function::Ternary(ec::bls12_381_bls_fast_aggregate_verify),
        ),
        (
            "bls_pop_verify",
            Function::Binary(ec::bls12_381_bls_pop_verify),
        ),
    ] {
        cases
            .functions
            .insert(format!("{name} bls12_381"), function);
    }
    let target = "bls12_381";
    let (g1_len, g2_len) = (96, 192);
    let suite = |id: u32| id.to_le_bytes().to_vec();
    let (basic, pop) = (
        suite(bls::SUITE_BASIC),
        suite(bls::SUITE_PROOF_OF_POSSESSION),
    );

    // Hashes: tags of 1, 43 and 255 bytes; messages empty, short, 32 bytes, at the bound.
    let tags = [
        vec![b'T'],
        bls::DST_PROOF_OF_POSSESSION.to_vec(),
        vec![0xa5; bls::MAX_DST_LEN],
    ];
    let random: Vec<u8> = (0..32).map(|_| rng.gen()).collect();
    let messages = [
        Vec::new(),
        b"abc".to_vec(),
        random.clone(),
        vec![0; bls::MAX_MESSAGE_LEN],
    ];
    for (function, out_len) in [("hash_to_g1", g1_len), ("hash_to_g2", g2_len)] {
        for tag in &tags {
            for msg in &messages {
                cases.add(function, target, vec![tag.clone(), msg.clone()], out_len);
            }
        }
        // Errors: an empty tag and one too long (11), a message too long (6), `out` (3).
        cases.add(function, target, vec![vec![], b"abc".to_vec()], out_len);
        cases.add(
            function,
            target,
            vec![vec![1; bls::MAX_DST_LEN + 1], b"abc".to_vec()],
            out_len,
        );
        cases.add(
            function,
            target,
            vec![tags[1].clone(), vec![0; bls::MAX_MESSAGE_LEN + 1]],
            out_len,
        );
        cases.add(
            function,
            target,
            vec![tags[1].clone(), b"abc".to_vec()],
            out_len - 1,
        );
    }

    // Maps: 0, 1, p − 1, random elements; a value ≥ p (1), other lengths (2), `out` (3).
    let fq = |x: Fq| bytes(&x);
    let p: Vec<u8> = Fq::MODULUS.to_bytes_le();
    for u in [
        Fq::zero(),
        Fq::one(),
        -Fq::one(),
        Fq::rand(rng),
        Fq::rand(rng),
    ] {
        cases.add("map_fp_to_g1", target, vec![fq(u)], g1_len);
    }
    cases.add("map_fp_to_g1", target, vec![p.clone()], g1_len);
    cases.add("map_fp_to_g1", target, vec![vec![0; 47]], g1_len);
    cases.add("map_fp_to_g1", target, vec![vec![0; 64]], g1_len);
    cases.add("map_fp_to_g1", target, vec![fq(Fq::one())], g1_len + 1);
    for u in [
        Fq2::zero(),
        Fq2::one(),
        Fq2::new(Fq::zero(), -Fq::one()),
        Fq2::rand(rng),
        Fq2::rand(rng),
    ] {
        cases.add("map_fp2_to_g2", target, vec![bytes(&u)], g2_len);
    }
    cases.add(
        "map_fp2_to_g2",
        target,
        vec![[fq(Fq::one()), p.clone()].concat()],
        g2_len,
    );
    cases.add("map_fp2_to_g2", target, vec![vec![0; 48]], g2_len);
    cases.add("map_fp2_to_g2", target, vec![bytes(&Fq2::one())], 0);

    // Keys and signatures.
    let hash = |dst: &[u8], msg: &[u8]| -> G2Affine {
        let mut out = vec![0; g2_len];
        ec::bls12_381_hash_to_g2(dst, msg, &mut out).expect("a tag of the suites");
        encoding::read(&out).expect("the host's point")
    };
    let secrets: Vec<Fr> = (0..256).map(|_| Fr::rand(rng)).collect();
    let key = |sk: &Fr| (G1Affine::generator() * sk).into_affine();
    let sign = |dst: &[u8], sk: &Fr, msg: &[u8]| (hash(dst, msg) * sk).into_affine();
    let keys: Vec<G1Affine> = secrets.iter().map(key).collect();
    let msg = b"a block root, 32 bytes long.....".to_vec();
    let (dst_basic, dst_pop) = (bls::DST_BASIC, bls::DST_PROOF_OF_POSSESSION);
    let sig_pop = bytes_compressed(&sign(dst_pop, &secrets[0], &msg));
    let sig_basic = bytes_compressed(&sign(dst_basic, &secrets[0], &msg));
    let pk = bytes(&keys[0]);
    let identity_g1 = bytes(&G1Affine::zero());
    let identity_sig = bytes_compressed(&G2Affine::zero());
    // A G1 point on the curve outside the subgroup, and a G2 one, compressed.
    let outside_g1 = points::<G1Affine>(rng)
        .into_iter()
        .find(|p| !p.is_in_subgroup())
        .expect("G1 has points outside its subgroup");
    let outside_g2 = points::<G2Affine>(rng)
        .into_iter()
        .find(|p| !p.is_in_subgroup())
        .expect("G2 has points outside its subgroup");
    let mut off_curve = pk.clone();
    off_curve[95] ^= 1;
    let mut flagged = pk.clone();
    flagged[0] |= 0x80;
    let verify =
        |cases: &mut Cases, suite: &[u8], pk: &[u8], msg: &[u8], sig: &[u8], out: usize| {
            cases.add(
                "bls_verify",
                target,
                vec![suite.to_vec(), pk.to_vec(), msg.to_vec(), sig.to_vec()],
                out,
            );
        };
    // True in each suite; false for another message, the other suite's signature, another key.
    verify(cases, &pop, &pk, &msg, &sig_pop, 1);
    verify(cases, &basic, &pk, &msg, &sig_basic, 1);
    verify(cases, &pop, &pk, b"another message", &sig_pop, 1);
    verify(cases, &pop, &pk, &msg, &sig_basic, 1);
    verify(cases, &basic, &bytes(&keys[1]), &msg, &sig_basic, 1);
    // The draft's invalid cases on valid points (0): the identity as the key, as the signature.
    verify(cases, &pop, &identity_g1, &msg, &sig_pop, 1);
    verify(cases, &pop, &pk, &msg, &identity_sig, 1);
    // Errors: suite (11), message (6), lengths (2), the key (1, 4, 5), the signature (1, 5),
    // `out` (3).
    verify(cases, &suite(2), &pk, &msg, &sig_pop, 1);
    verify(
        cases,
        &pop,
        &pk,
        &vec![0; bls::MAX_MESSAGE_LEN + 1],
        &sig_pop,
        1,
    );
    verify(cases, &pop, &pk[..95], &msg, &sig_pop, 1);
    verify(cases, &pop, &bytes_compressed(&keys[0]), &msg, &sig_pop, 1);
    verify(cases, &pop, &pk, &msg, &sig_pop[..95], 1);
    verify(cases, &pop, &flagged, &msg, &sig_pop, 1);
    verify(cases, &pop, &off_curve, &msg, &sig_pop, 1);
    verify(cases, &pop, &bytes(&outside_g1), &msg, &sig_pop, 1);
    verify(cases, &pop, &pk, &msg, &[0xff; 96], 1);
    verify(cases, &pop, &pk, &msg, &bytes_compressed(&outside_g2), 1);
    verify(cases, &pop, &pk, &msg, &sig_pop, 0);
    verify(cases, &pop, &pk, &msg, &sig_pop, 2);

    // AggregateVerify: three keys and messages.
    let framed = |msgs: &[&[u8]]| -> Vec<u8> {
        msgs.iter()
            .flat_map(|m| {
                (m.len() as u32)
                    .to_le_bytes()
                    .into_iter()
                    .chain(m.iter().copied())
            })
            .collect()
    };
    let three: Vec<&[u8]> = vec![b"first", b"second", b""];
    let aggregate = |dst: &[u8], msgs: &[&[u8]]| {
        let sum: G2Affine = msgs
            .iter()
            .zip(&secrets)
            .map(|(m, sk)| sign(dst, sk, m))
            .fold(G2Affine::zero().into_group(), |sum, s| sum + s)
            .into_affine();
        bytes_compressed(&sum)
    };
    let keys3: Vec<u8> = keys[..3].iter().flat_map(bytes).collect();
    let agg = |cases: &mut Cases, suite: &[u8], pks: &[u8], msgs: &[u8], sig: &[u8], out: usize| {
        cases.add(
            "bls_aggregate_verify",
            target,
            vec![suite.to_vec(), pks.to_vec(), msgs.to_vec(), sig.to_vec()],
            out,
        );
    };
    let agg_pop = aggregate(dst_pop, &three);
    let agg_basic = aggregate(dst_basic, &three);
    agg(cases, &pop, &keys3, &framed(&three), &agg_pop, 1);
    agg(cases, &basic, &keys3, &framed(&three), &agg_basic, 1);
    agg(
        cases,
        &basic,
        &keys3,
        &framed(&[b"first", b"second", b"third"]),
        &agg_basic,
        1,
    );
    // Equal messages: true in the proof-of-possession scheme, not valid in the basic one.
    let same: Vec<&[u8]> = vec![b"same", b"same", b"other"];
    agg(
        cases,
        &pop,
        &keys3,
        &framed(&same),
        &aggregate(dst_pop, &same),
        1,
    );
    agg(
        cases,
        &basic,
        &keys3,
        &framed(&same),
        &aggregate(dst_basic, &same),
        1,
    );
    // No keys, and a key that is the identity: 0.
    agg(cases, &pop, &[], &[], &agg_pop, 1);
    agg(
        cases,
        &pop,
        &[identity_g1.clone(), keys3[96..].to_vec()].concat(),
        &framed(&three),
        &agg_pop,
        1,
    );
    // Errors: framing and counts (2), a message (6), too many keys (6), a key (5), `out` (3).
    agg(cases, &pop, &keys3, &framed(&three[..2]), &agg_pop, 1);
    agg(
        cases,
        &pop,
        &keys3,
        &[framed(&three), vec![0]].concat(),
        &agg_pop,
        1,
    );
    agg(cases, &pop, &keys3, &framed(&three)[..12], &agg_pop, 1);
    agg(cases, &pop, &keys3[..95], &framed(&three), &agg_pop, 1);
    let long = vec![0u8; bls::MAX_MESSAGE_LEN + 1];
    agg(
        cases,
        &pop,
        &keys3,
        &framed(&[b"first", b"second", &long]),
        &agg_pop,
        1,
    );
    let n = bls::AGGREGATE_KEYS_LIMIT + 1;
    agg(
        cases,
        &pop,
        &vec![0; 96 * n],
        &framed(&vec![&b""[..]; n]),
        &agg_pop,
        1,
    );
    agg(cases, &suite(7), &keys3, &framed(&three), &agg_pop, 1);
    agg(
        cases,
        &pop,
        &[bytes(&outside_g1), keys3[96..].to_vec()].concat(),
        &framed(&three),
        &agg_pop,
        1,
    );
    agg(cases, &pop, &keys3, &framed(&three), &agg_pop, 4);

    // FastAggregateVerify: one, three and 256 keys (the batch subgroup check).
    let fast = |cases: &mut Cases, pks: &[u8], msg: &[u8], sig: &[u8], out: usize| {
        cases.add(
            "bls_fast_aggregate_verify",
            target,
            vec![pks.to_vec(), msg.to_vec(), sig.to_vec()],
            out,
        );
    };
    let fast_sig = |n: usize| {
        let sum: Fr = secrets[..n].iter().sum();
        bytes_compressed(&sign(dst_pop, &sum, &msg))
    };
    let keys_of = |n: usize| -> Vec<u8> { keys[..n].iter().flat_map(bytes).collect() };
    for n in [1, 3, 256] {
        fast(cases, &keys_of(n), &msg, &fast_sig(n), 1);
    }
    fast(cases, &keys_of(256), &msg, &fast_sig(255), 1);
    fast(cases, &keys_of(3), b"other", &fast_sig(3), 1);
    // No keys, an identity key, keys that cancel: 0.
    fast(cases, &[], &msg, &fast_sig(1), 1);
    fast(
        cases,
        &[identity_g1.clone(), keys_of(1)].concat(),
        &msg,
        &fast_sig(1),
        1,
    );
    fast(
        cases,
        &[keys_of(1), bytes(&-keys[0])].concat(),
        &msg,
        &identity_sig,
        1,
    );
    // Errors: lengths (2), too many keys (6), a message (6), keys (4, 5; 5 in the batch), the
    // signature (1), `out` (3).
    fast(cases, &keys_of(3)[..200], &msg, &fast_sig(3), 1);
    fast(
        cases,
        &vec![0; 96 * (bls::FAST_AGGREGATE_KEYS_LIMIT + 1)],
        &msg,
        &fast_sig(3),
        1,
    );
    fast(cases, &keys_of(3), &long, &fast_sig(3), 1);
    fast(cases, &keys_of(3), &msg, &fast_sig(3)[1..], 1);
    fast(
        cases,
        &[keys_of(2), off_curve.clone()].concat(),
        &msg,
        &fast_sig(3),
        1,
    );
    fast(
        cases,
        &[keys_of(2), bytes(&outside_g1)].concat(),
        &msg,
        &fast_sig(3),
        1,
    );
    fast(
        cases,
        &[keys_of(255), bytes(&outside_g1)].concat(),
        &msg,
        &fast_sig(3),
        1,
    );
    fast(cases, &keys_of(3), &msg, &[0xff; 96], 1);
    fast(cases, &keys_of(3), &msg, &fast_sig(3), 8);

    // PopVerify.
    let proof =
        |sk: &Fr| bytes_compressed(&sign(bls::DST_POP_PROOF, sk, &bytes_compressed(&key(sk))));
    let pop_case = |cases: &mut Cases, pk: &[u8], proof: &[u8], out: usize| {
        cases.add(
            "bls_pop_verify",
            target,
            vec![pk.to_vec(), proof.to_vec()],
            out,
        );
    };
    pop_case(cases, &pk, &proof(&secrets[0]), 1);
    pop_case(cases, &pk, &proof(&secrets[1]), 1);
    pop_case(cases, &pk, &sig_pop, 1);
    pop_case(cases, &identity_g1, &identity_sig, 1);
    pop_case(cases, &pk[..95], &proof(&secrets[0]), 1);
    pop_case(cases, &flagged, &proof(&secrets[0]), 1);
    pop_case(cases, &bytes(&outside_g1), &proof(&secrets[0]), 1);
    pop_case(cases, &pk, &proof(&secrets[0])[..95], 1);
    pop_case(cases, &pk, &bytes_compressed(&outside_g2), 1);
    pop_case(cases, &pk, &proof(&secrets[0]), 0);
}

/// BLS12-381 G1 MSMs of 2, 10 and 31 bases outside the subgroup, the two points of order 3
/// `(0, ±2)` among them, with scalars 0, 1, 2, `r − 2`, `r − 1` and random ones: the sizes
/// of blst's table, which such bases once broke. Last in the file, from a generator of their
/// own, so that every case before them keeps its bytes.
fn msm_with_points_of_order_three(cases: &mut Cases) {
    use ark_bls12_381::{Fq, G1Affine};
    use ark_std::rand::{rngs::StdRng, SeedableRng};
    let rng = &mut StdRng::seed_from_u64(3);
    let two = Fq::from(2u8);
    let order_three = [(Fq::zero(), two), (Fq::zero(), -two)];
    let mut pool: Vec<G1Affine> = order_three
        .iter()
        .map(|(x, y)| G1Affine::new_unchecked(*x, *y))
        .collect();
    assert!(pool.iter().all(|p| p.is_on_curve()));
    while pool.len() < 10 {
        let mut seed = [0u8; 96];
        rng.fill(&mut seed[..]);
        if let Some(p) = G1Affine::from_random_bytes(&seed).filter(|p| !p.is_in_subgroup()) {
            pool.push(p);
        }
    }
    let one = ark_bls12_381::Fr::one();
    for n in [2, 10, 31] {
        let bases: Vec<G1Affine> = (0..n).map(|i| pool[i % pool.len()]).collect();
        let scalars: Vec<ark_bls12_381::Fr> = (0..n)
            .map(|i| match i % 6 {
                0 => ark_bls12_381::Fr::zero(),
                1 => one,
                2 => one + one,
                3 => -one - one,
                4 => -one,
                _ => ark_bls12_381::Fr::rand(rng),
            })
            .collect();
        let inputs = vec![encoding::write_list(&bases), encoding::write_list(&scalars)];
        cases.add(
            "msm",
            "bls12_381_g1",
            inputs,
            encoding::size_of::<G1Affine>(),
        );
    }
}

#[test]
fn known_answers() {
    let cases = all_cases();
    if std::env::var_os("EC_WRITE_KNOWN_ANSWERS").is_some() {
        let path = file_path();
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, cases.lines().join("\n") + "\n").unwrap();
    }
    // The file is read as it stands: its inputs, not the generator's, are what is recomputed.
    let mut seen: BTreeMap<(String, u32), usize> = BTreeMap::new();
    let mut count = 0;
    for case in file_cases() {
        let f = cases.functions[&format!("{} {}", case.function, case.target)];
        let mut out = vec![0u8; case.out_len];
        let got = status(f.call(&case.inputs, &mut out));
        case.check(got, &out);
        *seen.entry((case.function, got)).or_default() += 1;
        count += 1;
    }
    assert!(count >= 2000, "{count} cases");
    // Every function has cases, and every error code the inputs can reach appears.
    let functions: std::collections::BTreeSet<&String> = seen.keys().map(|(f, _)| f).collect();
    assert_eq!(functions.len(), 35, "{functions:?}");
    let codes: std::collections::BTreeSet<u32> = seen.keys().map(|(_, s)| *s).collect();
    for code in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12] {
        assert!(
            codes.contains(&code),
            "no case with status {code}: {codes:?}"
        );
    }
}

fn file_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE)
}

/// One line of the known-answer file.
struct FileCase {
    line: usize,
    function: String,
    target: String,
    status: String,
    inputs: Vec<Vec<u8>>,
    /// The output's hex, or `len:<n>` on an error.
    expected: String,
    out_len: usize,
}

impl FileCase {
    /// Asserts that a call returned this line's status and, on success, its output.
    fn check(&self, status: u32, out: &[u8]) {
        let what = format!("line {}: {} {}", self.line, self.function, self.target);
        assert_eq!(status.to_string(), self.status, "{what}");
        if status == 0 {
            assert_eq!(hex(out), self.expected, "{what}");
        }
    }
}

fn file_cases() -> Vec<FileCase> {
    let text = std::fs::read_to_string(file_path()).expect("known-answer file");
    text.lines()
        .enumerate()
        .map(|(number, line)| {
            let fields: Vec<&str> = line.split(' ').collect();
            let expected = fields[fields.len() - 1].to_string();
            let out_len = match expected.strip_prefix("len:") {
                Some(n) => n.parse().unwrap(),
                None => expected.len() / 2,
            };
            FileCase {
                line: number + 1,
                function: fields[0].into(),
                target: fields[1].into(),
                status: fields[2].into(),
                inputs: fields[3..fields.len() - 1]
                    .iter()
                    .map(|s| unhex(s))
                    .collect(),
                expected,
                out_len,
            }
        })
        .collect()
}

/// Guest memory for calling the host functions as a node registers them: the inputs and the
/// output buffer laid out one after the other. The functions neither allocate nor free.
struct Memory(Vec<u8>);

impl Memory {
    /// Copies `bytes` to the end of memory; returns the fat pointer (`len << 32 | ptr`).
    fn push(&mut self, bytes: &[u8]) -> Value {
        let ptr = self.0.len() as u64;
        self.0.extend_from_slice(bytes);
        Value::I64(((bytes.len() as u64) << 32 | ptr) as i64)
    }

    fn range(&self, address: Pointer<u8>, len: usize) -> Result<std::ops::Range<usize>, String> {
        let start = usize::from(address);
        let end = start.checked_add(len).filter(|end| *end <= self.0.len());
        end.map(|end| start..end)
            .ok_or_else(|| "out of bounds".into())
    }
}

impl FunctionContext for Memory {
    fn read_memory_into(&mut self, address: Pointer<u8>, dest: &mut [u8]) -> Result<(), String> {
        let range = self.range(address, dest.len())?;
        dest.copy_from_slice(&self.0[range]);
        Ok(())
    }

    fn write_memory(&mut self, address: Pointer<u8>, data: &[u8]) -> Result<(), String> {
        let range = self.range(address, data.len())?;
        self.0[range].copy_from_slice(data);
        Ok(())
    }

    fn allocate_memory(&mut self, _: u32) -> Result<Pointer<u8>, String> {
        Err("a host function allocated".into())
    }

    fn deallocate_memory(&mut self, _: Pointer<u8>) -> Result<(), String> {
        Err("a host function freed".into())
    }

    fn register_panic_error_message(&mut self, message: &str) {
        panic!("a host function panicked: {message}");
    }
}

/// Calls a registered host function on `inputs` and an `out_len`-byte output buffer, as the
/// executor does; returns the status and the output buffer after the call.
fn call_registered(
    function: &dyn HostFunction,
    inputs: &[Vec<u8>],
    out_len: usize,
) -> (u32, Vec<u8>) {
    let mut memory = Memory(Vec::new());
    let signature = function.signature();
    // `ring_vrf_verify`'s `ring_size` is an `i32`, the file's first input.
    let integers = usize::from(signature.args.first() == Some(&ValueType::I32));
    let mut args: Vec<Value> = inputs[..integers]
        .iter()
        .map(|bytes| Value::I32(ring_size(bytes) as i32))
        .chain(inputs[integers..].iter().map(|input| memory.push(input)))
        .collect();
    let has_out = signature.args.len() == inputs.len() + 1;
    let out_at = memory.0.len();
    if has_out {
        args.push(memory.push(&vec![0xaa; out_len]));
    }
    assert_eq!(signature.args.len(), args.len(), "{}", function.name());
    assert!(signature.args[integers..]
        .iter()
        .all(|arg| *arg == ValueType::I64));
    assert_eq!(signature.return_value, Some(ValueType::I32));
    let status = match function.execute(&mut memory, &mut args.into_iter()) {
        Ok(Some(Value::I32(status))) => status as u32,
        other => panic!("{}: {other:?}", function.name()),
    };
    let out = if has_out {
        memory.0[out_at..].to_vec()
    } else {
        Vec::new()
    };
    (status, out)
}

/// Every known answer again, through the functions exactly as a node registers them (fat
/// pointers into guest memory, the status as an `i32`): versions 2 and 3 (`validate_*`) give the
/// frozen bytes, version 1 `Retired` whatever its inputs; `groth16_verify_prepared`,
/// `decompress`, `ring_vrf_verify` and `groth16_verify_prepared_and_check`, added in ABI
/// versions 4 to 7, are at version 1.
#[test]
fn known_answers_through_the_registered_functions() {
    let registered: BTreeMap<String, &'static dyn HostFunction> =
        ec_host_primitives::HostFunctions::host_functions()
            .into_iter()
            .map(|f| (f.name().to_string(), f))
            .collect();
    let mut count = 0;
    for case in file_cases() {
        // `msm bn254_g1` is `bn254_msm_g1`; `pairing_check bn254` is `bn254_pairing_check`.
        // `modular_mul p256_fq` is `modular_mul`: the target names only the modulus.
        let name = match case.target.rsplit_once('_') {
            _ if case.function.starts_with("modular_") => case.function.clone(),
            Some((curve, group)) if matches!(group, "g1" | "g2" | "te" | "sw") => {
                format!("{curve}_{}_{group}", case.function)
            }
            _ => format!("{}_{}", case.target, case.function),
        };
        let function =
            |version| registered[&format!("ext_elliptic_curves_{name}_version_{version}")];
        if matches!(
            case.function.as_str(),
            "groth16_verify_prepared"
                | "groth16_verify_prepared_and_check"
                | "decompress"
                | "ring_vrf_verify"
                | "hash_to_g1"
                | "hash_to_g2"
                | "map_fp_to_g1"
                | "map_fp2_to_g2"
        ) || case.function.starts_with("modular_")
            || case.function.starts_with("bls_")
        {
            // Added in ABI versions 4 to 8, at version 1 (no retired version before them).
            let (status, out) = call_registered(function(1), &case.inputs, case.out_len);
            case.check(status, &out);
            count += 1;
            continue;
        }
        let (status, out) = call_registered(function(2), &case.inputs, case.out_len);
        case.check(status, &out);
        if case.function == "validate" {
            // Version 3 batches long lists; its answers are version 2's.
            let (status, out) = call_registered(function(3), &case.inputs, case.out_len);
            case.check(status, &out);
        }
        let (status, _) = call_registered(function(1), &case.inputs, case.out_len);
        assert_eq!(status, Error::Retired.code(), "{name} version 1");
        count += 1;
    }
    assert!(count >= 2000, "{count} cases");
}
