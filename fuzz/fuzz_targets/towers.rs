//! libFuzzer entry point of [`ec_fuzz::towers`] (`scripts/fuzz.sh`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ec_fuzz::towers(data));
