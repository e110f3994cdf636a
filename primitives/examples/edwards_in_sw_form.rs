//! What exactness through the points at infinity costs on Bandersnatch's twisted Edwards group,
//! on subgroup points: plain Edwards arithmetic (`native::exact`, arkworks' multiplication, the
//! computation before `native::sw_form`), the host's `sw_form` (Edwards arithmetic that watches
//! for an exceptional operation), and the short Weierstrass form it falls back to. Medians of
//! repeated calls, one run.
//!
//! ```sh
//! cargo run --release -p ec-host-primitives --example edwards_in_sw_form
//! ```

use ark_ec::{short_weierstrass as sw, twisted_edwards as te, AffineRepr, CurveGroup};
use ark_ed_on_bls12_381_bandersnatch::{BandersnatchConfig, Fr};
use ark_ff::{PrimeField, UniformRand};
use ark_std::test_rng;
use ec_host_primitives::{
    encoding::Point,
    native::{exact, sw_form, GroupBackend},
};
use std::time::Instant;

type Te = te::Affine<BandersnatchConfig>;
type Sw = sw::Affine<BandersnatchConfig>;

/// Median of `calls` timed calls, in microseconds.
fn median_us<T>(calls: usize, mut run: impl FnMut() -> T) -> f64 {
    let mut times: Vec<f64> = (0..calls)
        .map(|_| {
            let start = Instant::now();
            std::hint::black_box(run());
            start.elapsed().as_secs_f64() * 1e6
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn main() {
    let rng = &mut test_rng();
    println!(
        "| operation | Edwards (µs) | sw_form (µs) | Weierstrass form (µs) | sw_form / Edwards |"
    );
    println!("|---|---|---|---|---|");
    let base = (Te::generator() * Fr::rand(rng)).into_affine();
    let scalar = Fr::rand(rng).into_bigint();
    let edwards = median_us(200, || base.mul_affine(scalar.as_ref()));
    let checked = median_us(200, || sw_form::mul(&base.into_group(), scalar.as_ref()));
    let weierstrass = median_us(200, || {
        let base = sw_form::to_weierstrass(&[base])[0];
        sw_form::to_edwards(&base.mul_affine(scalar.as_ref()))
    });
    println!(
        "| mul | {edwards:.1} | {checked:.1} | {weierstrass:.1} | {:.2} |",
        checked / edwards
    );
    for n in [10, 100, 1000] {
        let bases: Vec<Te> = (0..n)
            .map(|_| (Te::generator() * Fr::rand(rng)).into_affine())
            .collect();
        let scalars: Vec<Fr> = (0..n).map(|_| Fr::rand(rng)).collect();
        let calls = if n > 100 { 20 } else { 100 };
        let edwards = median_us(calls, || exact::msm(&bases, &scalars));
        let checked = median_us(calls, || sw_form::msm(&bases, &scalars));
        let weierstrass = median_us(calls, || {
            let bases = sw_form::to_weierstrass(&bases);
            sw_form::to_edwards(&<Sw as GroupBackend>::msm(&bases, &scalars))
        });
        assert_eq!(
            exact::msm(&bases, &scalars).into_affine(),
            sw_form::msm(&bases, &scalars).into_affine()
        );
        println!(
            "| msm, {n} points | {edwards:.1} | {checked:.1} | {weierstrass:.1} | {:.2} |",
            checked / edwards
        );
    }
}
