//! What gnark's commitments cost a verification, natively (plain arkworks), per curve: gnark's
//! proofs of the fixtures' circuit without commitments (`ec_groth16::verify`, ark-groth16's
//! verifier), with one commitment and with two (`verify_with_commitments`: the wires' hashes,
//! the knowledge check joined to the Groth16 check in one pairing check).
//! `cargo bench -p ec-groth16 --bench commitments`.
//!
//! Benchmark code over the repository's fixtures: every `unwrap` below holds for them, and a
//! failure is the report of a broken fixture.

use ark_groth16::prepare_verifying_key;
use ark_substrate::{PairingCheck, PairingCurve};
use criterion::{criterion_group, criterion_main, Criterion};
use ec_groth16::{
    engines::native,
    formats::{gnark, public, Named},
    verify, verify_with_commitments, with_engine, CommitmentHash, Curve,
};
use std::hint::black_box;

fn read(path: &str) -> Vec<u8> {
    let root = env!("CARGO_MANIFEST_DIR");
    std::fs::read(format!("{root}/fixtures/gnark/{path}")).unwrap() // ok: repository fixture
}

fn curve<E: PairingCurve + PairingCheck>(c: &mut Criterion, curve: Curve) {
    let mut group = c.benchmark_group(format!("groth16_gnark/{}", curve.name()));
    for (name, dir) in [
        ("no commitment", curve.name().to_string()),
        ("1 commitment", format!("{}/commit", curve.name())),
        ("2 commitments", format!("{}/commits", curve.name())),
    ] {
        let vk = read(&format!("{dir}/vk.bin"));
        let proof = read(&format!("{dir}/proof.bin"));
        let inputs = read(&format!("{dir}/public.json"));
        let (vk, keys) = gnark::verifying_key_with_commitments::<E>(Named("vk", &vk)).unwrap();
        let (proof, commitments) =
            gnark::proof_with_commitments::<E>(Named("proof", &proof)).unwrap();
        let inputs = public::inputs::<E::ScalarField>(Named("public", &inputs)).unwrap();
        let pvk = prepare_verifying_key(&vk);
        let hash = CommitmentHash::Bsb22;
        if keys.is_empty() {
            assert_eq!(verify(&pvk, &proof, &inputs), Ok(true));
            group.bench_function(name, |b| {
                b.iter(|| verify(black_box(&pvk), black_box(&proof), black_box(&inputs)))
            });
        } else {
            let run = || verify_with_commitments(&vk, &keys, hash, &proof, &commitments, &inputs);
            assert_eq!(run(), Ok(true));
            group.bench_function(name, |b| b.iter(|| black_box(run())));
        }
    }
    group.finish();
}

fn commitments(c: &mut Criterion) {
    for name in Curve::ALL {
        with_engine!(name, native, |E| curve::<E>(c, name));
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = commitments
}
criterion_main!(benches);
