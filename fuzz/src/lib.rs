//! The bodies of the fuzz targets, shared by the libFuzzer binaries in
//! `fuzz_targets/` and by the corpus replay test of the main workspace
//! (`uniffi/tests/fuzz_corpus.rs`, which includes `targets.rs` by path).
pub mod targets;
