//! `boardlore puzzles list` and `verify` from the command line.

mod common;

use std::process::Output;

fn puzzles(args: &[&str]) -> Output {
    common::run(&[&["puzzles"], args].concat())
}

#[test]
fn list_shows_every_puzzle_of_a_game_and_the_counts() {
    let out = puzzles(&["list", "bobail"]);
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    let rows = stdout.lines().filter(|l| l.starts_with("bobail-")).count();
    assert!(rows >= 60, "{rows} puzzles listed");
    assert!(
        stdout.contains(&format!("{rows} puzzles; themes: ")),
        "{stdout}"
    );
}

#[test]
fn list_of_an_unknown_game_is_a_clean_error() {
    let out = puzzles(&["list", "chess"]);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("no puzzles for game \"chess\""), "{stderr}");
}

#[test]
fn verify_passes_on_a_sample_and_fails_on_a_doctored_file() {
    let out = puzzles(&["verify", "seega", "--every", "45"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("2 checked, 0 failed"), "{stdout}");

    let dir = std::env::temp_dir().join(format!("boardlore-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("bad.txt");
    // The start position: no move of Bobail's first turn is clearly best.
    std::fs::write(
        &path,
        "bad-1 | quiet-move | 1 | BBBBB/5/2O2/5/WWWWW w 1 | a1-a4\n",
    )
    .unwrap();
    let out = puzzles(&["verify", "bobail", "--file", path.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(!out.status.success());
    assert!(
        stdout.contains("bad-1: move 1 is not clearly best"),
        "{stdout}"
    );
    assert!(stdout.contains("1 checked, 1 failed"), "{stdout}");
}
