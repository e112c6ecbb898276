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
    assert!(rows >= 80, "{rows} puzzles listed");
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
    // The start position: no move of Bobail's first turn wins or loses
    // anything within two plies, so every one keeps what a1-a4 keeps.
    std::fs::write(
        &path,
        "bad-1 | quiet-move | 1 | BBBBB/5/2O2/5/WWWWW w 1 | a1-a4\n",
    )
    .unwrap();
    let out = puzzles(&["verify", "bobail", "--file", path.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(!out.status.success());
    assert!(
        stdout.contains("bad-1: every legal first move keeps the promise"),
        "{stdout}"
    );
    assert!(stdout.contains("1 checked, 1 failed"), "{stdout}");
}

fn play(id: &str, input: &str, lang: Option<&str>) -> String {
    let mut args = vec!["puzzles", "play", id];
    if let Some(lang) = lang {
        args.extend(["--lang", lang]);
    }
    let out = common::run_input(&args, input);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The first puzzle of `game` (from `puzzles list --json`) whose judge
/// accepts more than one first move, and those moves.
fn puzzle_with_alternatives(game: &str) -> (String, Vec<String>, serde_json::Value) {
    let out = puzzles(&["list", game, "--json"]);
    assert!(out.status.success());
    let list: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let p = list
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["first_moves"].as_array().unwrap().len() >= 2)
        .expect("a puzzle with two accepted first moves")
        .clone();
    let moves = p["first_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect();
    (p["id"].as_str().unwrap().to_string(), moves, p)
}

#[test]
fn play_accepts_every_proven_first_move_and_refuses_another_sides_move() {
    // Every first move the judge accepts is answered `correct` (or
    // `solved`), the last accepted one as well as the first.
    let (id, moves, _) = puzzle_with_alternatives("bagh-chal");
    for first in [&moves[0], moves.last().unwrap()] {
        let out = play(&id, &format!("{first}\n"), None);
        assert!(
            out.lines()
                .any(|l| l.starts_with("correct ") || l.starts_with("solved")),
            "{id} {first}: {out}"
        );
    }
    // A move of the other side is not the solver's: refused, in French.
    let puzzle = boardlore_core::learn::find_puzzle(&id).unwrap();
    let mut flipped: Vec<String> = puzzle.position.split(' ').map(str::to_string).collect();
    flipped[1] = if flipped[1] == "g" {
        "t".into()
    } else {
        "g".into()
    };
    let other = boardlore_core::find_game("bagh-chal")
        .unwrap()
        .from_position(&boardlore_core::Options::new(), &flipped.join(" "))
        .unwrap()
        .legal_moves()
        .into_iter()
        .find(|m| !moves.contains(&m.notation))
        .unwrap()
        .notation;
    let out = play(&id, &format!("{other}\n"), Some("fr"));
    let refusal = out
        .lines()
        .find(|l| l.starts_with("refusé : "))
        .unwrap_or_default();
    assert!(
        !refusal.is_empty() && !refusal.contains(" is not "),
        "{out}"
    );
}

#[test]
fn list_json_gives_each_puzzle_its_accepted_first_moves_and_start() {
    let out = puzzles(&["list", "bagh-chal", "--json"]);
    assert!(out.status.success());
    let list: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let list = list.as_array().unwrap();
    assert!(list.len() >= 80);
    for p in list {
        for key in ["id", "position", "theme", "rating", "length", "first_moves"] {
            assert!(!p[key].is_null(), "{key} missing: {p}");
        }
        let verdict = p["start_verdict"].as_str().unwrap();
        assert!(["win", "draw"].contains(&verdict), "{p}");
    }
}
