//! libFuzzer entry point of [`ec_fuzz::groth16_commitments`] (`scripts/fuzz.sh`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ec_fuzz::groth16_commitments(data));
