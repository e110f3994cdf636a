//! Empty: cargo resolves a crate's build-dependencies (this crate's host-side features) only if
//! it has a build script.
fn main() {}
