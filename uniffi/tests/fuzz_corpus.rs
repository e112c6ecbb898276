//! Replays every file of the fuzzing corpora (`fuzz/corpus/TARGET/`) through
//! its target, as `cargo test` does on every run, so an input that once
//! crashed a target (kept there once fixed) stays fixed. The targets
//! themselves are `fuzz/src/targets.rs`, shared with the libFuzzer binaries.

#[path = "../../fuzz/src/targets.rs"]
mod targets;

use std::path::Path;

fn replay(target: &str, run: fn(&[u8])) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fuzz/corpus")
        .join(target);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a corpus entry").path())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{} has no seeds", dir.display());
    for file in files {
        let data = std::fs::read(&file).expect("a corpus file");
        let outcome = std::panic::catch_unwind(|| run(&data));
        assert!(outcome.is_ok(), "{target}: {} fails", file.display());
    }
}

#[test]
fn position_corpus() {
    replay("position", targets::position);
}

#[test]
fn notation_corpus() {
    replay("notation", targets::notation);
}

#[test]
fn options_corpus() {
    replay("options", targets::options);
}

#[test]
fn save_corpus() {
    replay("save", targets::save);
}

#[test]
fn engine_lines_corpus() {
    replay("engine_lines", targets::engine_lines);
}

#[test]
fn api_calls_corpus() {
    replay("api_calls", targets::api_calls);
}
