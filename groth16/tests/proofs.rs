//! Groth16 verification over real proofs, one test binary with a module per subject (one binary,
//! because each would compile every curve's verifier again):
//!
//! - `formats`: the snarkjs and gnark fixtures, read, verified and tampered with;
//! - `commitments`: gnark's proofs with commitments (BSB22), read, verified and tampered with;
//! - `sp1`: SP1's Groth16 proofs, their envelope and version checks;
//! - `verify`: ark-groth16's proofs per curve, natively and through the host types, single and
//!   batched.

#[path = "proofs/commitments.rs"]
mod commitments;
#[path = "proofs/formats.rs"]
mod formats;
#[path = "proofs/sp1.rs"]
mod sp1;
#[path = "proofs/verify.rs"]
mod verify;
