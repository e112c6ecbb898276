//! Chiangmai Checkers' `compulsory_capture` option from the command line:
//! listed by `games`, obeyed by `perft`, checked by `bench`.

mod common;

use common::run as boardlore;

/// White b1, e4, h1; Black c4, d4, g8, h8: b1-b4 (enclosing c4 d4 against
/// e4) is White's only capture among its 34 slides.
const ONE_CAPTURE: &str = "6BB/8/8/8/2BBW3/8/8/1W5W w 0";

#[test]
fn perft_lists_only_the_capture_when_it_is_compulsory() {
    let out = boardlore(&[
        "perft",
        "chiangmai-checkers",
        "1",
        "--divide",
        "--option",
        "compulsory_capture=true",
        "--fen",
        ONE_CAPTURE,
    ]);
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(stdout.lines().collect::<Vec<_>>(), vec!["b1-b4 1", "1"]);

    let out = boardlore(&["perft", "chiangmai-checkers", "1", "--fen", ONE_CAPTURE]);
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "34");
}

#[test]
fn games_lists_the_option_with_its_default() {
    let out = boardlore(&["games"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("--option compulsory_capture=<true|false, default false>"),
        "{stdout}"
    );
}

#[test]
fn bench_checks_its_options() {
    let out = boardlore(&["bench", "chiangmai-checkers", "--option", "compulsory=1"]);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("unknown option \"compulsory\""), "{stderr}");
    assert!(stderr.contains("compulsory_capture"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    // Options belong to one game: without a game they are refused.
    let out = boardlore(&["bench", "--option", "compulsory_capture=true"]);
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
}
