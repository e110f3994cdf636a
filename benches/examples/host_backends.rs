//! What the host's own group backends gain over arkworks: the host functions' bodies
//! (`ec_host_primitives::native`: blst for BLS12-381, GLV for Pallas and Vesta, the
//! batched-affine Pippenger for the MSMs of the other short Weierstrass groups, the endomorphism
//! subgroup checks of BN254 G2, BLS12-377 and BW6-761) against the same decoding followed by arkworks'
//! MSM, scalar multiplication or subgroup check (the twisted Edwards groups' and Bandersnatch's
//! checks by characters or wNAF, `native::subgroup`), on the table's
//! fixtures, and `validate_*` version 3 (long lists checked at once) against version 2. No Wasm
//! and no crossing: this isolates the library. (Vesta runs the same code as Pallas.)
//!
//! ```sh
//! cargo run --release -p ec-benches --example host_backends
//! ```

use ark_ec::{CurveGroup, VariableBaseMSM};
use ec_bench_ops::fixtures;
use ec_host_primitives::{
    encoding::{self, Point},
    native::{self, GroupBackend},
    MAX_MSM_LEN,
};

/// Median of `calls` timed calls, in microseconds.
fn median_us(calls: usize, run: impl FnMut()) -> f64 {
    ec_benches::median_ms(calls, run) * 1e3
}

/// Decodes a list the way the host does (canonical encoding, then the curve equation).
fn points<A: Point>(bytes: &[u8]) -> Vec<A> {
    let points: Vec<A> = encoding::read_list(bytes, MAX_MSM_LEN).expect("fixture points");
    assert!(points.iter().all(Point::is_on_curve));
    points
}

fn row(what: &str, host: f64, arkworks: f64) {
    println!(
        "{what:<28} {host:>10.1} {arkworks:>10.1} {:>6.2}",
        arkworks / host
    );
}

/// MSM rows for `ns` points.
fn compare_msm<A: GroupBackend>(group: &str, ns: &[u32]) {
    let mut out = vec![0u8; encoding::size_of::<A>()];
    for &n in ns {
        let calls = if n < 100 { 301 } else { 21 };
        // The fixtures are encoded `Vec`s: an 8-byte length, then the concatenation.
        let (bases, scalars) = fixtures::msm::<A::Group>(n);
        let (bases, scalars) = (&bases[8..], &scalars[8..]);
        let host = median_us(calls, || {
            native::msm::<A>(bases, scalars, &mut out).expect("fixture MSM")
        });
        let arkworks = median_us(calls, || {
            let scalars: Vec<A::ScalarField> =
                encoding::read_list(scalars, MAX_MSM_LEN).expect("fixture scalars");
            let sum = A::Group::msm(&points::<A>(bases), &scalars).expect("equal lengths");
            encoding::write_exact(&sum.into_affine(), &mut out).expect("output size");
        });
        row(&format!("{group} msm n={n}"), host, arkworks);
    }
}

/// Validation rows (curve and subgroup checks of 10 and 1000 points).
fn compare_validate<A: GroupBackend>(group: &str) {
    for n in [10u32, 1000] {
        let calls = if n == 10 { 301 } else { 21 };
        let (bases, _) = fixtures::msm::<A::Group>(n);
        let bases = &bases[8..];
        let host = median_us(calls, || {
            native::validate::<A>(bases).expect("fixture points")
        });
        let arkworks = median_us(calls, || {
            assert!(points::<A>(bases).iter().all(Point::is_in_subgroup));
        });
        row(&format!("{group} validate n={n}"), host, arkworks);
    }
}

/// `validate_*` version 3 (long lists at once by random subset sums) against version 2 (point by
/// point), on subgroup points: the columns are version 3, version 2 and their ratio.
fn compare_validate_versions<A: GroupBackend>(group: &str) {
    for n in [64u32, 128, 256, 1000] {
        let (bases, _) = fixtures::msm::<A::Group>(n);
        let bases = &bases[8..];
        let batch = median_us(21, || native::validate::<A>(bases).expect("fixture points"));
        let each = median_us(21, || {
            native::validate_each::<A>(bases).expect("fixture points")
        });
        row(&format!("{group} validate v3/v2 n={n}"), batch, each);
    }
}

/// MSM (`ns` points), validation and scalar multiplication rows (groups on blst or GLV).
fn compare<A: GroupBackend>(group: &str, ns: &[u32]) {
    compare_msm::<A>(group, ns);
    compare_validate::<A>(group);
    let mut out = vec![0u8; encoding::size_of::<A>()];
    let (base, scalar) = fixtures::mul::<A::Group>();
    let host = median_us(1001, || {
        native::mul_affine::<A>(&base, &scalar, &mut out).expect("fixture mul")
    });
    let arkworks = median_us(1001, || {
        let limbs = encoding::read_scalar(&scalar).expect("fixture scalar");
        let product = encoding::read_point::<A>(&base)
            .expect("fixture point")
            .mul_affine(&limbs);
        encoding::write_exact(&product.into_affine(), &mut out).expect("output size");
    });
    row(&format!("{group} mul_affine"), host, arkworks);
}

fn main() {
    println!("medians in µs                      host   arkworks  ratio");
    compare::<ark_bls12_381::G1Affine>("bls12_381 g1", &[10, 1000]);
    compare::<ark_bls12_381::G2Affine>("bls12_381 g2", &[10, 1000]);
    compare::<ark_pallas::Affine>("pallas", &[10, 100, 1000]);
    let ns = [100, 1000];
    compare_msm::<ark_bn254::G1Affine>("bn254 g1", &ns);
    compare_msm::<ark_bn254::G2Affine>("bn254 g2", &ns);
    compare_validate::<ark_bn254::G2Affine>("bn254 g2");
    compare_msm::<ark_bls12_377::G1Affine>("bls12_377 g1", &ns);
    compare_validate::<ark_bls12_377::G1Affine>("bls12_377 g1");
    compare_msm::<ark_bls12_377::G2Affine>("bls12_377 g2", &ns);
    compare_validate::<ark_bls12_377::G2Affine>("bls12_377 g2");
    compare_msm::<ark_bw6_761::G1Affine>("bw6_761 g1", &ns);
    compare_validate::<ark_bw6_761::G1Affine>("bw6_761 g1");
    compare_validate::<ark_bw6_761::G2Affine>("bw6_761 g2");
    compare_msm::<ark_ed_on_bls12_381_bandersnatch::SWAffine>("bandersnatch sw", &ns);
    compare_validate::<ark_ed_on_bls12_381_bandersnatch::SWAffine>("bandersnatch sw");
    compare_validate::<ark_ed_on_bls12_381_bandersnatch::EdwardsAffine>("bandersnatch te");
    compare_validate::<ark_ed_on_bls12_381::EdwardsAffine>("ed_on_bls12_381 te");
    compare_validate::<ark_ed_on_bls12_377::EdwardsAffine>("ed_on_bls12_377 te");
    println!("medians in µs                        v3         v2  ratio");
    compare_validate_versions::<ark_bls12_381::G1Affine>("bls12_381 g1");
    compare_validate_versions::<ark_bls12_381::G2Affine>("bls12_381 g2");
    compare_validate_versions::<ark_bls12_377::G1Affine>("bls12_377 g1");
    compare_validate_versions::<ark_bls12_377::G2Affine>("bls12_377 g2");
    compare_validate_versions::<ark_bw6_761::G1Affine>("bw6_761 g1");
    compare_validate_versions::<ark_bw6_761::G2Affine>("bw6_761 g2");
    compare_validate_versions::<ark_bn254::G2Affine>("bn254 g2");
    compare_validate_versions::<ark_ed_on_bls12_381::EdwardsAffine>("ed_on_bls12_381 te");
    compare_validate_versions::<ark_ed_on_bls12_377::EdwardsAffine>("ed_on_bls12_377 te");
    compare_validate_versions::<ark_ed_on_bls12_381_bandersnatch::EdwardsAffine>("bandersnatch te");
    compare_validate_versions::<ark_ed_on_bls12_381_bandersnatch::SWAffine>("bandersnatch sw");
}
