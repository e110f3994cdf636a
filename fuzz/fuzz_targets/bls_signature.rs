//! libFuzzer entry point of [`ec_fuzz::bls_signature`] (`scripts/fuzz.sh`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ec_fuzz::bls_signature(data));
