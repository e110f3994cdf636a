//! Feature unification only, no code: a dev-dependency of the pallets that asks for the features
//! the production build gives their shared dependencies, so that the test command's
//! `runtime-benchmarks` build of the pallets reuses those compiled units
//! (`scripts/workspace-hack.py`, which generates `Cargo.toml`).
#![no_std]
#![deny(missing_docs)]
