//! libFuzzer entry point of [`ec_fuzz::validate`] (`scripts/fuzz.sh`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ec_fuzz::validate(data));
