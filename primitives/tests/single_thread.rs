//! The host functions run on the caller's thread only: no call starts a thread (arkworks'
//! `parallel` feature would start rayon's pool at the first parallel iterator; blst's Rust MSM
//! wrappers start a thread pool; neither may be reachable). A node runs host functions inside
//! block execution, where the executor accounts for one thread's time.
//!
//! The test build unifies features across the workspace (`cargo test --workspace`), so this
//! checks the arkworks and blst builds the node links. It is alone in its file: the harness runs
//! no other test beside it, and the process's thread count changes only if a host function
//! starts a thread.

#[macro_use]
mod common;

use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup};
use ark_ff::{PrimeField, UniformRand};
use ark_std::test_rng;
use ec_host_primitives::{encoding, HostGroup, HostPairing};

/// Threads of this process (Linux: one entry per thread in `/proc/self/task`).
fn threads() -> usize {
    std::fs::read_dir("/proc/self/task")
        .expect("/proc/self/task (Linux)")
        .count()
}

/// Large enough for every backend's widest path (batched Pippenger, blst, validation of a list).
const POINTS: usize = 1024;

/// `POINTS` distinct points of the subgroup: `g, 2g, 3g, …`.
fn points<A: AffineRepr>() -> Vec<A> {
    let mut sum = A::Group::default();
    let all: Vec<A::Group> = (0..POINTS)
        .map(|_| {
            sum += A::generator();
            sum
        })
        .collect();
    A::Group::normalize_batch(&all)
}

fn group<A: HostGroup>(name: &str) {
    let rng = &mut test_rng();
    let points = points::<A>();
    let scalars: Vec<A::ScalarField> = (0..POINTS).map(|_| A::ScalarField::rand(rng)).collect();
    let (bases, scalars) = (
        encoding::write_list(&points),
        encoding::write_list(&scalars),
    );
    let size = encoding::size_of::<A>();
    let mut out = vec![0u8; size];
    let before = threads();
    assert_eq!(A::MSM(&bases, &scalars, &mut out), Ok(()), "{name} msm");
    assert_eq!(A::VALIDATE(&bases), Ok(()), "{name} validate");
    let scalar = encoding::write_scalar(A::ScalarField::rand(rng).into_bigint().as_ref());
    assert_eq!(
        A::MUL_AFFINE(&bases[..size], &scalar, &mut out),
        Ok(()),
        "{name} mul_affine"
    );
    assert_eq!(
        threads(),
        before,
        "{name}: a host function started a thread"
    );
}

fn pairing<E: HostPairing>(name: &str)
where
    E::G1Affine: HostGroup,
    E::G2Affine: HostGroup,
{
    let pairs = E::PAIRS_LIMIT.min(64);
    let g1 = encoding::write_list(&points::<E::G1Affine>()[..pairs]);
    let g2 = encoding::write_list(&points::<E::G2Affine>()[..pairs]);
    let mut target = vec![0u8; encoding::size_of::<E::TargetField>()];
    let mut flag = [0u8];
    let before = threads();
    assert_eq!(
        E::MULTI_MILLER_LOOP(&g1, &g2, &mut target),
        Ok(()),
        "{name}"
    );
    let f = target.clone();
    assert_eq!(E::FINAL_EXPONENTIATION(&f, &mut target), Ok(()), "{name}");
    assert_eq!(E::PAIRING_CHECK(&g1, &g2, &mut flag), Ok(()), "{name}");
    // A Groth16 call with 16 inputs (its MSM) on made-up key and proof points: the answer is
    // `false`, the work is the same.
    let inputs = 16;
    let vk = [
        &g1[..encoding::size_of::<E::G1Affine>()],
        &g2[..3 * encoding::size_of::<E::G2Affine>()],
        &g1[..(inputs + 1) * encoding::size_of::<E::G1Affine>()],
    ]
    .concat();
    let proof = [
        &g1[..encoding::size_of::<E::G1Affine>()],
        &g2[..encoding::size_of::<E::G2Affine>()],
        &g1[..encoding::size_of::<E::G1Affine>()],
    ]
    .concat();
    let rng = &mut test_rng();
    let scalars: Vec<<E as Pairing>::ScalarField> =
        (0..inputs).map(|_| UniformRand::rand(rng)).collect();
    let scalars = encoding::write_list(&scalars);
    assert_eq!(
        E::GROTH16_VERIFY(&vk, &proof, &scalars, &mut flag),
        Ok(()),
        "{name}"
    );
    assert_eq!(flag, [0], "{name}: made-up proof");
    assert_eq!(
        threads(),
        before,
        "{name}: a host function started a thread"
    );
}

macro_rules! groups {
    ($($name:ident: $affine:ty,)*) => {
        fn every_group() {
            $(group::<$affine>(stringify!($name));)*
        }
    };
}
every_group!(groups);

macro_rules! pairings {
    ($($name:ident: $engine:ty,)*) => {
        fn every_pairing() {
            $(pairing::<$engine>(stringify!($name));)*
        }
    };
}
every_pairing!(pairings);

/// BLS12-381's hashes and signature checks (`native::bls`): a list of 1024 keys (the batch
/// subgroup check) and the pairing of a verification; the answers are `false` (no signature
/// was made), the work is the same.
fn bls() {
    use ec_host_primitives::{elliptic_curves as ec, native::bls};
    let keys = encoding::write_list(&points::<ark_bls12_381::G1Affine>());
    let mut sig = Vec::new();
    ark_serialize::CanonicalSerialize::serialize_compressed(
        &ark_bls12_381::G2Affine::generator(),
        &mut sig,
    )
    .unwrap();
    let (mut g1, mut g2, mut flag) = ([0u8; 96], [0u8; 192], [0u8]);
    let before = threads();
    assert_eq!(ec::bls12_381_hash_to_g1(b"tag", b"msg", &mut g1), Ok(()));
    assert_eq!(ec::bls12_381_hash_to_g2(b"tag", b"msg", &mut g2), Ok(()));
    assert_eq!(
        ec::bls12_381_bls_fast_aggregate_verify(&keys, b"msg", &sig, &mut flag),
        Ok(())
    );
    assert_eq!(flag, [0]);
    let two = [
        &4u32.to_le_bytes()[..],
        b"msg1",
        &4u32.to_le_bytes(),
        b"msg2",
    ]
    .concat();
    assert_eq!(
        ec::bls12_381_bls_aggregate_verify(
            bls::SUITE_BASIC,
            &keys[..2 * 96],
            &two,
            &sig,
            &mut flag
        ),
        Ok(())
    );
    assert_eq!(flag, [0]);
    assert_eq!(threads(), before, "a BLS function started a thread");
}

#[test]
fn host_functions_start_no_thread() {
    let start = threads();
    // The count sees a thread: one started here is counted while it runs.
    let (stop, parked) = std::sync::mpsc::channel::<()>();
    let thread = std::thread::spawn(move || parked.recv());
    assert_eq!(threads(), start + 1, "the count sees a new thread");
    stop.send(()).unwrap();
    thread.join().unwrap().unwrap();
    // A joined thread leaves `/proc/self/task` as the kernel releases it, soon after.
    let mut waited = 0;
    while threads() != start && waited < 100 {
        std::thread::sleep(std::time::Duration::from_millis(10));
        waited += 1;
    }
    assert_eq!(threads(), start);
    every_group();
    every_pairing();
    bls();
    assert_eq!(threads(), start);
}
