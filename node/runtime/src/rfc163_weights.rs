//! Interim weights of the Groth16 verifier in the parachain profile (feature `rfc163`), where
//! BN254, BLS12-377 and BW6-761 run in Wasm and BLS12-381 partly: the benchmarked weights of the
//! default profile (`pallet_groth16_verifier::weights`), whose heavy work runs on the host,
//! scaled per curve by the largest ratio of plain Wasm to host time that `docs/benchmarks`
//! measured for that curve's operations (BN254 7.9, BLS12-381 12.9, BLS12-377 24.0, BW6-761 23.9),
//! rounded up with a margin. They overcharge, which is the safe side, until `benchmark pallet`
//! measures this profile; `node/tests/e2e.rs` checks on a node running it that the dearest
//! calls take less time than they are charged.

use frame_support::weights::Weight;
use pallet_groth16_verifier::WeightInfo;

/// `W`'s weights with their computation (ref time) scaled per curve; storage proof sizes as `W`.
pub struct Scaled<W>(core::marker::PhantomData<W>);

/// `weight` with its ref time times `factor`.
fn times(weight: Weight, factor: u64) -> Weight {
    Weight::from_parts(
        weight.ref_time().saturating_mul(factor),
        weight.proof_size(),
    )
}

macro_rules! scaled {
    ($($curve:ident $factor:literal,)*) => { paste::paste! {
        impl<W: WeightInfo> WeightInfo for Scaled<W> {
            $(
                fn [<register_vk_ $curve>](n: u32) -> Weight {
                    times(W::[<register_vk_ $curve>](n), $factor)
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
    bn254 12,
    bls12_381 20,
    bls12_377 36,
    bw6_761 36,
}
