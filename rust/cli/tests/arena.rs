//! `boardlore arena` from the command line: its argument checks and a tiny
//! match (the long arenas are commands in `docs/strength.md`, not tests).

mod common;

use std::process::Output;

fn arena(args: &[&str]) -> Output {
    common::run(&[&["arena"], args].concat())
}

#[test]
fn an_unknown_weight_is_a_clean_error_naming_the_games_weights() {
    let out = arena(&[
        "seega", "--a", "easy", "--b", "easy", "--a-eval", "openin=3", "--games", "1",
    ]);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("no evaluation weight \"openin\""),
        "{stderr}"
    );
    assert!(stderr.contains("opening_plies"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(out.stdout.is_empty(), "no game is played");
}

#[test]
fn a_known_weight_is_accepted_and_shown_with_its_player() {
    let out = arena(&[
        "bobail",
        "--a",
        "easy",
        "--b",
        "easy",
        "--b-eval",
        "bobail_advance=60",
        "--games",
        "2",
        "--nodes",
        "300",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("bobail_advance=60"), "{stdout}");
    let total = stdout.lines().last().expect("a summary line");
    assert!(total.starts_with("A: +"), "{total}");
}
