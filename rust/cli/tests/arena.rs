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

/// The game lines of a verbose match (without the summary and its times).
fn games(out: &Output) -> Vec<String> {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| !l.starts_with("A: "))
        .map(str::to_string)
        .collect()
}

#[test]
fn games_played_at_once_are_the_games_played_one_by_one_in_order() {
    let args = [
        "bagh-chal",
        "--a",
        "medium",
        "--b",
        "easy",
        "--games",
        "5",
        "--seed",
        "3",
        "--verbose",
    ];
    let one_by_one = games(&arena(&args));
    let at_once = games(&arena(&[&args[..], &["--jobs", "3"]].concat()));
    // The title, then each game's line and its moves.
    assert_eq!(one_by_one.len(), 1 + 5 * 2, "{one_by_one:#?}");
    for (i, pair) in one_by_one[1..].chunks(2).enumerate() {
        assert!(
            pair[0].starts_with(&format!("game {:>3}:", i + 1)),
            "{pair:?}"
        );
    }
    assert_eq!(at_once, one_by_one);
}

#[test]
fn no_jobs_is_a_clean_error() {
    let out = arena(&["bagh-chal", "--a", "easy", "--b", "easy", "--jobs", "0"]);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--jobs"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}
