//! Known answers: the outputs of every host function, frozen.
//!
//! `tests/data/known-answers.txt` holds deterministic cases over every function and every
//! group or curve: identity, small-order and non-subgroup points, scalars 0, 1, r − 1, r, r + 1,
//! 2r and up to 16 limbs, 0/1/4/5/maximum pairs, true and false Groth16 proofs, and every error
//! code the inputs can reach. Each line is
//!
//! ```text
//! <function> <group or curve> <status> <input hex>… <output hex, or "len:<n>" on an error>
//! ```
//!
//! with `-` for an empty input. This test recomputes every line; any changed byte fails. A changed
//! output is a consensus change and needs a new ABI version (`docs/host-functions.md`).
//! `EC_WRITE_KNOWN_ANSWERS=1 cargo test --release -p ec-host-primitives --test known_answers`
//! writes the file anew from the same generator (for a new ABI version only).

#[macro_use]
mod common;

use ark_ec::{AffineRepr, CurveGroup};
use ark_ff::{BigInteger, Field, One, PrimeField, UniformRand, Zero};
use ark_serialize::CanonicalSerialize;
use ark_std::{rand::Rng, test_rng};
use ec_host_primitives::{
    encoding::{self, Point},
    BinaryFn, CheckFn, Error, HostGroup, HostPairing, TernaryFn, UnaryFn,
};
use std::{collections::BTreeMap, fmt::Write as _};

const FILE: &str = "tests/data/known-answers.txt";

/// A host function of any arity, by name.
#[derive(Clone, Copy)]
enum Function {
    Unary(UnaryFn),
    Binary(BinaryFn),
    Ternary(TernaryFn),
    Check(CheckFn),
}

impl Function {
    fn call(self, inputs: &[Vec<u8>], out: &mut [u8]) -> Result<(), Error> {
        match (self, inputs) {
            (Function::Unary(f), [a]) => f(a, out),
            (Function::Binary(f), [a, b]) => f(a, b, out),
            (Function::Ternary(f), [a, b, c]) => f(a, b, c, out),
            (Function::Check(f), [a]) => f(a),
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

fn hex(bytes: &[u8]) -> String {
    if bytes.is_empty() {
        return "-".into();
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
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

/// Points of every kind: identity, generator, subgroup points, points outside the subgroup and
/// of small order where the cofactor allows.
fn points<A: HostGroup>(rng: &mut impl Rng) -> Vec<A> {
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
                                                                            // TooManyElements (6) is checked in tests/limits.rs: its inputs would make this file large.
    let mismatch = vec![g.clone(), encoding::write_list(&[A::ScalarField::one(); 2])];
    cases.add("msm", name, mismatch, size); // LengthMismatch
    cases.add(
        "msm",
        name,
        vec![g.clone(), vec![0xff; encoding::size_of::<A::ScalarField>()]],
        size,
    );
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

macro_rules! add_groups {
    ($($name:ident: $affine:ty,)*) => {
        fn add_every_group(cases: &mut Cases) {
            $(group::<$affine>(stringify!($name), cases);)*
        }
    };
}

every_group!(add_groups);

fn all_cases() -> Cases {
    let mut cases = Cases::default();
    add_every_group(&mut cases);
    pairing::<ark_bls12_381::Bls12_381>("bls12_381", &mut cases);
    pairing::<ark_bls12_377::Bls12_377>("bls12_377", &mut cases);
    pairing::<ark_bw6_761::BW6_761>("bw6_761", &mut cases);
    pairing::<ark_bn254::Bn254>("bn254", &mut cases);
    cases
}

#[test]
fn known_answers() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE);
    let cases = all_cases();
    if std::env::var_os("EC_WRITE_KNOWN_ANSWERS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, cases.lines().join("\n") + "\n").unwrap();
    }
    // The file is read as it stands: its inputs, not the generator's, are what is recomputed.
    let text = std::fs::read_to_string(&path).expect("known-answer file");
    let mut seen: BTreeMap<(String, u32), usize> = BTreeMap::new();
    let mut count = 0;
    for (number, line) in text.lines().enumerate() {
        let fields: Vec<&str> = line.split(' ').collect();
        let (function, target, expected_status) = (fields[0], fields[1], fields[2]);
        let f = cases.functions[&format!("{function} {target}")];
        let inputs: Vec<Vec<u8>> = fields[3..fields.len() - 1]
            .iter()
            .map(|s| unhex(s))
            .collect();
        let expected = fields[fields.len() - 1];
        let out_len = match expected.strip_prefix("len:") {
            Some(n) => n.parse().unwrap(),
            None => expected.len() / 2,
        };
        let mut out = vec![0u8; out_len];
        let got = status(f.call(&inputs, &mut out));
        assert_eq!(
            got.to_string(),
            expected_status,
            "line {}: {function} {target}",
            number + 1
        );
        if got == 0 {
            assert_eq!(
                hex(&out),
                expected,
                "line {}: {function} {target}",
                number + 1
            );
        }
        *seen.entry((function.to_string(), got)).or_default() += 1;
        count += 1;
    }
    assert!(count >= 2000, "{count} cases");
    // Every function has cases, and every error code the inputs can reach appears.
    let functions: std::collections::BTreeSet<&String> = seen.keys().map(|(f, _)| f).collect();
    assert_eq!(functions.len(), 8, "{functions:?}");
    let codes: std::collections::BTreeSet<u32> = seen.keys().map(|(_, s)| *s).collect();
    for code in [0, 1, 2, 3, 4, 5, 7, 8, 9] {
        assert!(
            codes.contains(&code),
            "no case with status {code}: {codes:?}"
        );
    }
}
