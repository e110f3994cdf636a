//! Every host function at its input limit, natively: how long the slowest accepted call takes.
//!
//! `cargo run --release -p ec-host-primitives --example limits [filter]` prints a Markdown table
//! (the one in `docs/benchmarks/limits.md`). Inputs are the most expensive shapes: valid points
//! of the subgroup (every check runs to the end), full-size scalars, and for MSMs both random and
//! equal scalars (equal scalars send every point to the same buckets).

use ark_ec::{AffineRepr, CurveGroup};
use ark_ff::UniformRand;
use ark_serialize::CanonicalSerialize;
use ark_std::test_rng;
use ec_host_primitives::{encoding, HostGroup, HostPairing, MAX_SCALAR_LIMBS};
use std::time::{Duration, Instant};

fn time(f: impl FnOnce()) -> Duration {
    let start = Instant::now();
    f();
    start.elapsed()
}

/// `n` distinct points of the subgroup: `G, 2G, 3G, …` in affine form.
fn points<A: AffineRepr>(n: usize) -> Vec<A> {
    let mut acc = A::Group::default();
    let g = A::generator();
    let projective: Vec<A::Group> = (0..n)
        .map(|_| {
            acc += g;
            acc
        })
        .collect();
    A::Group::normalize_batch(&projective)
}

fn row(function: &str, group: &str, n: usize, took: Duration) {
    println!(
        "| `{function}` | {group} | {n} | {:.3} |",
        took.as_secs_f64()
    );
}

fn group<A: HostGroup>(name: &str, filter: &str) {
    if !name.contains(filter) {
        return;
    }
    let n = A::MSM_LIMIT.max(A::VALIDATE_LIMIT);
    let bases = encoding::write_list(&points::<A>(n));
    let n = A::MSM_LIMIT;
    let mut rng = test_rng();
    let random: Vec<A::ScalarField> = (0..n).map(|_| A::ScalarField::rand(&mut rng)).collect();
    let equal = vec![-A::ScalarField::from(1u8); n];
    let mut out = vec![0u8; encoding::size_of::<A>()];
    for (shape, scalars) in [("random", &random), ("equal", &equal)] {
        let scalars = encoding::write_list(scalars);
        let bases = &bases[..n * encoding::size_of::<A>()];
        let took = time(|| A::MSM(bases, &scalars, &mut out).expect("msm")); // ok: valid fixtures
        row(&format!("msm ({shape} scalars)"), name, n, took);
    }
    let n = A::VALIDATE_LIMIT;
    let bases = &bases[..n * encoding::size_of::<A>()];
    row(
        "validate",
        name,
        n,
        time(|| A::VALIDATE(bases).expect("validate")), // ok: valid fixtures
    );
    // `decompress`: each point a square root.
    let n = A::DECOMPRESS_LIMIT;
    let compressed: Vec<u8> = points::<A>(n)
        .iter()
        .flat_map(|p| {
            let mut out = Vec::new();
            p.serialize_compressed(&mut out).expect("into a Vec"); // ok: a Vec grows
            out
        })
        .collect();
    let mut uncompressed = vec![0u8; n * encoding::size_of::<A>()];
    row(
        "decompress",
        name,
        n,
        time(|| A::DECOMPRESS(&compressed, &mut uncompressed).expect("decompress")), // ok: valid fixtures
    );
    let scalar = encoding::write_scalar(&[u64::MAX; MAX_SCALAR_LIMBS]);
    let base = encoding::write_list(&points::<A>(1));
    let took = time(|| A::MUL_AFFINE(&base, &scalar, &mut out).expect("mul")); // ok: valid fixtures
    row("mul_affine (16 limbs)", name, 1, took);
}

fn pairing<E: HostPairing>(name: &str, filter: &str)
where
    E::G1Affine: HostGroup,
    E::G2Affine: HostGroup,
{
    if !name.contains(filter) {
        return;
    }
    let n = E::PAIRS_LIMIT;
    let g1 = encoding::write_list(&points::<E::G1Affine>(n));
    let g2 = encoding::write_list(&points::<E::G2Affine>(n));
    let mut f = vec![0u8; encoding::size_of::<E::TargetField>()];
    let took = time(|| E::MULTI_MILLER_LOOP(&g1, &g2, &mut f).expect("loop")); // ok: valid fixtures
    row("multi_miller_loop", name, n, took);
    let mut flag = [0u8];
    let took = time(|| E::PAIRING_CHECK(&g1, &g2, &mut flag).expect("check")); // ok: valid fixtures
    row("pairing_check", name, n, took);
    // Groth16 with as many inputs as the limit allows: the key's points are checked, then an MSM.
    let inputs = E::GROTH16_INPUTS_LIMIT;
    let g1s = points::<E::G1Affine>(inputs + 3);
    let g2s = points::<E::G2Affine>(4);
    let mut vk = Vec::new();
    encoding::write(&g1s[0], &mut vk);
    for q in &g2s[..3] {
        encoding::write(q, &mut vk);
    }
    vk.extend(encoding::write_list(&g1s[1..inputs + 2]));
    let mut proof = Vec::new();
    encoding::write(&g1s[inputs + 2], &mut proof);
    encoding::write(&g2s[3], &mut proof);
    encoding::write(&g1s[0], &mut proof);
    let mut rng = test_rng();
    let scalars: Vec<E::ScalarField> = (0..inputs)
        .map(|_| E::ScalarField::rand(&mut rng))
        .collect();
    let scalars = encoding::write_list(&scalars);
    let took = time(|| E::GROTH16_VERIFY(&vk, &proof, &scalars, &mut flag).expect("groth16")); // ok: valid fixtures
    row("groth16_verify", name, inputs, took);

    // `groth16_verify_prepared`: one proof with every input, and the most proofs with the
    // inputs shared out among them (the key's and the proofs' points all checked).
    let most = E::GROTH16_PROOFS_LIMIT;
    for (proofs, per_proof) in [(1, inputs), (most, inputs / most)] {
        let mut key = Vec::new();
        encoding::write(&g1s[0], &mut key);
        encoding::write(&g2s[0], &mut key);
        encoding::write(&E::TargetField::rand(&mut rng), &mut key);
        encoding::write(&g2s[1], &mut key);
        encoding::write(&g2s[2], &mut key);
        key.extend(encoding::write_list(&g1s[1..per_proof + 2]));
        let mut packed = Vec::new();
        for _ in 0..proofs {
            // A ‖ B ‖ C, each compressed.
            g1s[inputs + 2]
                .serialize_compressed(&mut packed)
                .expect("to a Vec"); // ok: into a Vec
            g2s[3].serialize_compressed(&mut packed).expect("to a Vec"); // ok: into a Vec
            g1s[0].serialize_compressed(&mut packed).expect("to a Vec"); // ok: into a Vec
        }
        let scalars: Vec<E::ScalarField> = (0..proofs * per_proof)
            .map(|_| E::ScalarField::rand(&mut rng))
            .collect();
        let scalars = encoding::write_list(&scalars);
        let took = time(|| {
            let result = E::GROTH16_VERIFY_PREPARED(&key, &packed, &scalars, &mut flag);
            result.expect("prepared"); // ok: valid fixtures, within the limits
        });
        let label = format!("groth16_verify_prepared ({proofs} proofs)");
        row(&label, name, proofs * per_proof, took);
    }
}

/// Runs `group` for every group and `pairing` for every pairing curve of the curve registry.
macro_rules! every_function {
    (
        $filter:expr,
        pairings { $({ curve: $pc:ident, engine: $engine:ty, $($pmore:tt)* })* }
        groups { $({ curve: $gc:ident, group: $g:ident, affine: $affine:ty, $($gmore:tt)* })* }
    ) => {
        $(group::<$affine>(concat!(stringify!($gc), " ", stringify!($g)), $filter);)*
        $(pairing::<$engine>(stringify!($pc), $filter);)*
    };
}

/// `ed_on_bls12_381_bandersnatch_ring_vrf_verify` at its bounds: ec-bench-ops' fixture, a valid
/// proof with input and additional data of `MAX_DATA` bytes, for the largest ring capacity (the
/// cost does not depend on it; the proof is then false, found only at the very end).
fn ring_vrf(filter: &str) {
    use ec_host_primitives::native::ring_vrf::{ring_vrf_verify, MAX_RING_SIZE};
    if !"ring_vrf_verify ed_on_bls12_381_bandersnatch".contains(filter) {
        return;
    }
    let mut bytes: &[u8] =
        include_bytes!("../../pallets/ec-benchmarks/ops/fixtures/ring_vrf_255.bin");
    let mut args = Vec::new();
    while let Some((len, rest)) = bytes.split_first_chunk::<4>() {
        // ok: the committed fixture, checked by ec-benches' `ring_vrf` test; a measuring tool.
        let (arg, rest) = rest.split_at(u32::from_le_bytes(*len) as usize);
        args.push(arg);
        bytes = rest;
    }
    let [key, input, output, ad, proof] = args[..] else {
        panic!("the fixture has five arguments"); // ok: the committed fixture (above)
    };
    for size in [255, MAX_RING_SIZE] {
        let mut out = [0u8];
        let took = time(|| {
            assert_eq!(
                ring_vrf_verify(size, key, input, output, ad, proof, &mut out),
                Ok(())
            );
        });
        let label = format!(
            "ring_vrf_verify (ring of {size}, {})",
            ["false", "true"][usize::from(out[0])]
        );
        row(&label, "ed_on_bls12_381_bandersnatch", 1, took);
    }
}

/// The `modular_*` vector functions and `modular_msm_sw` at their limits, on 768-bit moduli
/// (twelve limbs, the longest): BW6-761's base field and G1, all-ones exponents and scalars; the
/// square roots on a 768-bit prime whose `p − 1` has 2-adicity 64, the most they take (the
/// Tonelli–Shanks loop at its longest), of elements that are squares.
fn modular(filter: &str) {
    use ec_host_primitives::{
        elliptic_curves as ec,
        native::{modular, modular_msm},
    };
    if !"modular_".contains(filter) && !filter.starts_with("modular") {
        return;
    }
    let le = |x: &num_bigint::BigUint| {
        let mut bytes = x.to_bytes_le();
        bytes.resize(96, 0);
        bytes
    };
    let p: num_bigint::BigUint = ark_bw6_761::Fq::MODULUS.into();
    let pb = le(&p);
    let element = le(&(&p - 2u8));
    let label = "768-bit modulus";
    let vector = |n: usize| element.repeat(n);
    for (name, f, n) in [
        (
            "modular_mul_vec",
            ec::modular_mul_vec as fn(&[u8], &[u8], &[u8], &mut [u8]) -> _,
            modular::VEC_LIMIT,
        ),
        (
            "modular_pow_vec",
            ec::modular_pow_vec,
            modular::POW_VEC_LIMIT,
        ),
    ] {
        let a = vector(n);
        let b = if name == "modular_pow_vec" {
            vec![0xff; 96 * n]
        } else {
            a.clone()
        };
        let mut out = vec![0u8; a.len()];
        let took = time(|| assert_eq!(f(&pb, &a, &b, &mut out), Ok(())));
        row(name, label, n, took);
    }
    let a = vector(modular::VEC_LIMIT);
    let mut out = vec![0u8; a.len()];
    let took = time(|| assert_eq!(ec::modular_inverse_vec(&pb, &a, &mut out), Ok(())));
    row("modular_inverse_vec", label, modular::VEC_LIMIT, took);
    // A 768-bit prime p = 2^64·k + 1 with k odd, by Baillie–PSW (modular_msm_sw's own check).
    let two_adic = (0u32..)
        .map(|i| (num_bigint::BigUint::from(1u8) << 703) + 2u32 * i + 1u32)
        .map(|k| (k << 64) + 1u8)
        .find(|p| {
            // A curve over p takes the MSM exactly when p passes the test.
            let curve = [le(p), le(&0u8.into()), le(&1u8.into())].concat();
            ec::modular_msm_sw(&curve, &[], &[], &mut [0u8; 192]) == Ok(())
        })
        .expect("a prime"); // ok: primes of this form are dense; the search ends in a few hundred
    let n = modular::SQRT_VEC_LIMIT;
    let squares: Vec<u8> = (0..n)
        .flat_map(|i| {
            le(
                &(num_bigint::BigUint::from(i as u64 + 3) * (i as u64 + 3) * 7u8)
                    .modpow(&2u8.into(), &two_adic),
            )
        })
        .collect();
    let mut out = vec![0u8; squares.len()];
    let took = time(|| {
        assert_eq!(
            ec::modular_sqrt_vec(&le(&two_adic), &squares, &mut out),
            Ok(())
        )
    });
    row("modular_sqrt_vec", "768-bit modulus, 2-adicity 64", n, took);
    // The MSM: distinct points of BW6-761 G1, all-ones scalars.
    let n = modular_msm::MSM_LIMIT;
    let g1 = |c: ark_bw6_761::Fq| le(&c.into_bigint().into());
    use ark_ec::short_weierstrass::SWCurveConfig;
    use ark_ff::PrimeField;
    let curve = [
        pb.clone(),
        g1(ark_bw6_761::g1::Config::COEFF_A),
        g1(ark_bw6_761::g1::Config::COEFF_B),
    ]
    .concat();
    let bases: Vec<u8> = points::<ark_bw6_761::G1Affine>(n)
        .iter()
        .flat_map(|point| [g1(point.x), g1(point.y)].concat())
        .collect();
    let scalars = vec![0xff; 96 * n];
    let mut out = vec![0u8; 192];
    let took = time(|| {
        assert_eq!(
            ec::modular_msm_sw(&curve, &bases, &scalars, &mut out),
            Ok(())
        )
    });
    row("modular_msm_sw", "768-bit modulus (BW6-761 G1)", n, took);
}

/// BLS12-381's hashes and signature checks (`native::bls`) at their bounds: tags of 255 bytes,
/// messages of `MAX_MESSAGE_LEN` bytes, the most keys; every key a distinct subgroup point and
/// the signature one too (the answers are `false`, the work that of a valid call).
fn bls(filter: &str) {
    use ec_host_primitives::{elliptic_curves as ec, native::bls};
    if !"bls12_381 hash_to bls_".contains(filter) && !filter.starts_with("bls") {
        return;
    }
    let dst = vec![b'T'; bls::MAX_DST_LEN];
    let msg = vec![0x5a; bls::MAX_MESSAGE_LEN];
    let mut sig = Vec::new();
    ark_bls12_381::G2Affine::generator()
        .serialize_compressed(&mut sig)
        .expect("into a Vec"); // ok: a measuring tool; writing into a Vec cannot fail
    let (mut g1, mut g2, mut flag) = ([0u8; 96], [0u8; 192], [0u8]);
    let label = "bls12_381, 64 KiB messages";
    let took = time(|| assert_eq!(ec::bls12_381_hash_to_g1(&dst, &msg, &mut g1), Ok(())));
    row("hash_to_g1", label, 1, took);
    let took = time(|| assert_eq!(ec::bls12_381_hash_to_g2(&dst, &msg, &mut g2), Ok(())));
    row("hash_to_g2", label, 1, took);
    let keys = encoding::write_list(&points::<ark_bls12_381::G1Affine>(
        bls::FAST_AGGREGATE_KEYS_LIMIT,
    ));
    let took = time(|| {
        assert_eq!(
            ec::bls12_381_bls_verify(bls::SUITE_BASIC, &keys[..96], &msg, &sig, &mut flag),
            Ok(())
        )
    });
    row("bls_verify", label, 1, took);
    let n = bls::AGGREGATE_KEYS_LIMIT;
    let msgs: Vec<u8> = (0..n as u32)
        .flat_map(|i| {
            let mut msg = msg.clone();
            msg[..4].copy_from_slice(&i.to_le_bytes());
            (msg.len() as u32).to_le_bytes().into_iter().chain(msg)
        })
        .collect();
    let took = time(|| {
        assert_eq!(
            ec::bls12_381_bls_aggregate_verify(
                bls::SUITE_BASIC,
                &keys[..96 * n],
                &msgs,
                &sig,
                &mut flag
            ),
            Ok(())
        )
    });
    row("bls_aggregate_verify", label, n, took);
    let took = time(|| {
        assert_eq!(
            ec::bls12_381_bls_fast_aggregate_verify(&keys, &msg, &sig, &mut flag),
            Ok(())
        )
    });
    row(
        "bls_fast_aggregate_verify",
        label,
        bls::FAST_AGGREGATE_KEYS_LIMIT,
        took,
    );
}

fn main() {
    let filter = std::env::args().nth(1).unwrap_or_default();
    println!("| function | curve / group | elements | seconds |");
    println!("|---|---|---|---|");
    ec_host_primitives::curve_registry!(every_function, &filter,);
    ring_vrf(&filter);
    modular(&filter);
    bls(&filter);
}
