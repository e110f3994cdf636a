//! The host functions against their specification, one test binary with a module per subject
//! (one binary, because each would compile every curve's functions again). `single_thread.rs`
//! stays apart: it counts the threads of its own process.
//!
//! - `bad_input`: every documented error, and random bytes;
//! - `batch_subgroup`: `validate_*` version 3 (long lists at once) against version 2;
//! - `canonical`: one accepted encoding per value;
//! - `decompress`: `decompress_*` against arkworks' decompression;
//! - `docs`: the tables of `docs/host-functions.md` against the code;
//! - `ethereum_vectors`: the EIP-196/197 and EIP-2537 vectors;
//! - `index`: `docs/host-function-index.md`, every function by its full name, against the code;
//! - `exactness`: the group law of the whole curve, against textbook arithmetic;
//! - `known_answers`, `rfc163_known_answers`: every output, frozen;
//! - `limits`: every limit, enforced from the byte lengths at exactly its value;
//! - `modular`: the `modular_*` functions against num-bigint's integers and arkworks;
//! - `walk`: `docs/architecture.md`'s walk of three operations, every `path:line` against the code.

#[macro_use]
mod common;

#[path = "conformance/bad_input.rs"]
mod bad_input;
#[path = "conformance/batch_subgroup.rs"]
mod batch_subgroup;
#[path = "conformance/canonical.rs"]
mod canonical;
#[path = "conformance/decompress.rs"]
mod decompress;
#[path = "conformance/docs.rs"]
mod docs;
#[path = "conformance/ethereum_vectors.rs"]
mod ethereum_vectors;
#[path = "conformance/exactness.rs"]
mod exactness;
#[path = "conformance/index.rs"]
mod index;
#[path = "conformance/known_answers.rs"]
mod known_answers;
#[path = "conformance/limits.rs"]
mod limits;
#[path = "conformance/modular.rs"]
mod modular;
#[path = "conformance/rfc163_known_answers.rs"]
mod rfc163_known_answers;
#[path = "conformance/walk.rs"]
mod walk;
