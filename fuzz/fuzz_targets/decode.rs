//! libFuzzer entry point of [`ec_fuzz::decode`] (`scripts/fuzz.sh`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ec_fuzz::decode(data));
