//! ark-vrf over this crate's types, natively, with the `Host` and `Arkworks` hooks and over
//! ark-vrf's own suite (plain arkworks): ring verification for a ring of 255 keys, and a thin
//! batch verification of 64 proofs, whose one MSM ark-vrf computes through `msm_unchecked`
//! (arkworks itself, whatever the hooks), beside the same MSM through `msm` (the hooks).
//! `cargo bench -p ark-substrate --features vrf --bench vrf`; under `cargo test` each runs once.
//!
//! Benchmark code over fixed, valid inputs (ark-vrf's SRS, keys and proofs made here): every
//! `unwrap`/`expect` below holds for them, and a failure is the report of a broken fixture.

use ark_ec::{AffineRepr, VariableBaseMSM};
use ark_ff::UniformRand;
use ark_serialize::CanonicalDeserialize;
use ark_substrate::{
    vrf::{BandersnatchSha512Ell2, Upstream},
    Arkworks, Host,
};
use ark_vrf::{
    ring::{PcsParams, RingSetup, RingSuite},
    thin, Input, Secret, Suite,
};
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

/// A ring of the size the benchmarking pallet verifies: the largest that ark-vrf's 2^11-power
/// SRS serves (its PIOP domain is 512 points, 257 of them overhead).
const RING: usize = 255;
/// Proofs in the thin batch.
const BATCH: usize = 64;

fn srs() -> Vec<u8> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/ark-vrf/bls12-381-srs-2-11-uncompressed-zcash.bin"
    );
    std::fs::read(path).expect("ark-vrf's SRS, copied in tests/data") // ok: fixture in the repository
}

fn ring_verify<S: RingSuite>(c: &mut Criterion, name: &str) {
    use ark_vrf::ring::{Prover, Verifier};
    let pcs = PcsParams::<S>::deserialize_uncompressed_unchecked(&srs()[..]).unwrap(); // ok: ark-vrf's published SRS, copied in tests/data
    let setup = RingSetup::<S>::from_pcs_params(RING, pcs).unwrap(); // ok: RING is the largest ring that SRS serves
    let keys: Vec<Secret<S>> = (0..RING as u64)
        .map(|i| {
            let mut seed = [0u8; 32];
            seed[..8].copy_from_slice(&i.to_le_bytes());
            Secret::from_seed(seed)
        })
        .collect();
    let ring: Vec<_> = keys.iter().map(|key| key.public().0).collect();
    let signer = RING / 2;
    let io = keys[signer].vrf_io(Input::new(b"ring input").unwrap()); // ok: Elligator 2 maps this fixed input to a point
    let context = setup.ring_context();
    let prover = context.ring_prover(setup.prover_key(&ring).unwrap(), signer); // ok: RING keys, within the setup's size
    let proof = keys[signer].prove(io, b"ad", &prover);
    let verifier = context.ring_verifier(setup.verifier_key(&ring).unwrap()); // ok: RING keys, within the setup's size
    c.bench_function(&format!("ring_verify_{RING}/{name}"), |b| {
        b.iter(|| {
            ark_vrf::Public::<S>::verify(black_box(io), b"ad", black_box(&proof), &verifier)
                .unwrap() // ok: a proof made above for this ring
        })
    });
}

fn thin_batch<S: Suite>(c: &mut Criterion, name: &str) {
    use ark_vrf::thin::Prover;
    let secret = Secret::<S>::from_seed([3; 32]);
    let public = secret.public();
    let mut batch = thin::BatchVerifier::<S>::new();
    for i in 0..BATCH {
        let io = secret.vrf_io(Input::new(&(i as u32).to_le_bytes()).unwrap()); // ok: Elligator 2 maps these fixed inputs to points
        let proof = secret.prove(io, b"ad");
        batch.push(&public, io, b"ad", &proof);
    }
    c.bench_function(&format!("thin_batch_verify_{BATCH}/{name}"), |b| {
        b.iter(|| black_box(&batch).verify().unwrap()) // ok: proofs made above by the same key
    });
}

/// The MSM of the thin batch (`BATCH * 4 + 1` Bandersnatch points), computed as ark-vrf does
/// (`msm_unchecked`) and through the hooks (`msm`).
fn batch_msm<S: Suite>(c: &mut Criterion, name: &str) {
    type Group<S> = <<S as Suite>::Affine as AffineRepr>::Group;
    let rng = &mut ark_std::test_rng();
    let n = BATCH * 4 + 1;
    let bases: Vec<S::Affine> = (0..n).map(|_| S::Affine::rand(rng)).collect();
    let scalars: Vec<_> = (0..n)
        .map(|_| <S::Affine as AffineRepr>::ScalarField::rand(rng))
        .collect();
    c.bench_function(&format!("batch_msm_{n}/msm_unchecked/{name}"), |b| {
        b.iter(|| Group::<S>::msm_unchecked(black_box(&bases), black_box(&scalars)))
    });
    c.bench_function(&format!("batch_msm_{n}/msm/{name}"), |b| {
        // ok: equal lengths, made above
        let msm = || Group::<S>::msm(black_box(&bases), black_box(&scalars)).unwrap(); // ok: same lengths
        b.iter(msm)
    });
}

fn benches(c: &mut Criterion) {
    type H = BandersnatchSha512Ell2<Host>;
    type A = BandersnatchSha512Ell2<Arkworks>;
    ring_verify::<H>(c, "host");
    ring_verify::<A>(c, "arkworks_hooks");
    ring_verify::<Upstream>(c, "ark_vrf");
    thin_batch::<H>(c, "host");
    thin_batch::<Upstream>(c, "ark_vrf");
    batch_msm::<H>(c, "host");
    batch_msm::<Upstream>(c, "ark_vrf");
}

criterion_group!(vrf, benches);
criterion_main!(vrf);
