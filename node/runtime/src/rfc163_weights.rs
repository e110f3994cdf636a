//! Interim weights of the Groth16 verifier in the parachain profile (feature `rfc163`), where
//! BN254, BLS12-377 and BW6-761 run in Wasm and BLS12-381 partly: the benchmarked weights of the
//! default profile (`pallet_groth16_verifier::weights`), whose heavy work runs on the host,
//! scaled per curve. Each factor is twice the ratio of ark-groth16's verification in plain Wasm
//! (`docs/benchmarks`, column `normal`, one input: BN254 10.9 ms, BLS12-381 20.1 ms, BLS12-377
//! 36.2 ms, BW6-761 210 ms, which includes preparing the key) to the default profile's weight at
//! one input, rounded up: of `verify` (2.16, 2.24, 4.05, 14.9 ms) for `verify` and
//! `verify_batch`, of `register_vk` (2.19, 5.88, 10.8, 23.1 ms; it checks the key and computes
//! `e(α, β)`, a pairing) for `register_vk`. The per-input parts then cover a subgroup check and a
//! scalar multiplication in Wasm too. They overcharge, which is the safe side, until `benchmark pallet`
//! measures this profile; `node/tests/node/e2e.rs` checks on a node running it that blocks with
//! these calls take less than twice what they are charged.

use frame_support::weights::Weight;
use pallet_groth16_verifier::WeightInfo as VerifierWeights;

/// `W`'s weights with their computation (ref time) scaled per curve; storage proof sizes as `W`.
pub struct Scaled<W>(core::marker::PhantomData<W>);

/// The profile's weights (the name `scripts/weights.sh` generates in their place).
pub type WeightInfo<T> = Scaled<pallet_groth16_verifier::weights::SubstrateWeight<T>>;

/// `weight` with its ref time times `factor`.
fn times(weight: Weight, factor: u64) -> Weight {
    Weight::from_parts(
        weight.ref_time().saturating_mul(factor),
        weight.proof_size(),
    )
}

macro_rules! scaled {
    ($($curve:ident verify $factor:literal register $register:literal,)*) => { paste::paste! {
        impl<W: VerifierWeights> VerifierWeights for Scaled<W> {
            $(
                fn [<register_vk_ $curve>](n: u32) -> Weight {
                    times(W::[<register_vk_ $curve>](n), $register)
                }
                fn [<verify_ $curve>](n: u32) -> Weight {
                    times(W::[<verify_ $curve>](n), $factor)
                }
                fn [<verify_batch_ $curve>](b: u32, n: u32) -> Weight {
                    times(W::[<verify_batch_ $curve>](b, n), $factor)
                }
            )*
            fn remove_vk() -> Weight {
                W::remove_vk()
            }
        }
    } };
}

scaled! {
    bn254 verify 11 register 10,
    bls12_381 verify 18 register 7,
    bls12_377 verify 18 register 7,
    bw6_761 verify 29 register 19,
}
