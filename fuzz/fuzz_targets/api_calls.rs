#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| boardlore_fuzz::targets::api_calls(data));
