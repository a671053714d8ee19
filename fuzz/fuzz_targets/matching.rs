#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| chess_lut_fuzz::matching::check(data));
