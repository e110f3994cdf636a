//! Runtime API: verification without a stored key, for off-chain tools (`ec-node groth16
//! verify` runs it in the runtime Wasm) and RPC clients.

use crate::Curve;
use alloc::vec::Vec;

sp_api::decl_runtime_apis! {
    /// Groth16 verification with the runtime's code.
    pub trait Groth16Api {
        /// Whether `proof` is valid for `inputs` under `vk` (the encodings of
        /// [`crate::Pallet::register_vk`] and [`crate::Pallet::verify`]), or why the bytes are
        /// malformed.
        fn verify(
            curve: Curve,
            vk: Vec<u8>,
            proof: Vec<u8>,
            inputs: Vec<Vec<u8>>,
        ) -> Result<bool, ec_groth16::Error>;
    }
}
