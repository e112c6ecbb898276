//! `boardlore play` driven through a pipe, as a person at a terminal would.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;

/// Plays the human side by always choosing the first legal move the `moves`
/// command lists, until the game ends; returns everything the program printed.
fn play_to_the_end(game: &str, computer: &str, extra: &[&str]) -> String {
    let mut child = common::command(&["play", game, "--vs-computer", computer, "--seed", "7"])
        .args(extra)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("boardlore starts");
    let mut stdin = child.stdin.take().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut transcript = String::new();
    writeln!(stdin, "moves").unwrap();
    for _ in 0..200_000 {
        let Some(Ok(line)) = lines.next() else { break };
        transcript.push_str(&line);
        transcript.push('\n');
        if line.contains("Game over") {
            writeln!(stdin, "fen").unwrap();
            writeln!(stdin, "quit").unwrap();
            break;
        }
        if let Some((_, listed)) = line.split_once("legal: ") {
            let first = listed.split(' ').next().unwrap();
            writeln!(stdin, "{first}").unwrap();
            writeln!(stdin, "moves").unwrap();
        }
    }
    for line in lines.map_while(Result::ok) {
        transcript.push_str(&line);
        transcript.push('\n');
    }
    assert!(child.wait().unwrap().success());
    transcript
}

#[test]
fn a_whole_bagh_chal_game_against_the_computer() {
    let transcript = play_to_the_end("bagh-chal", "tigers", &[]);
    assert!(transcript.contains("Computer plays"), "{transcript}");
    assert!(
        transcript.contains("The tigers win: ")
            || transcript.contains("The goats win: ")
            || transcript.contains("Draw: "),
        "{transcript}"
    );
    assert!(
        transcript.contains("Goats to place 19"),
        "the status line shows the counters in players' words"
    );
    // Engine numbers are for --verbose only.
    assert!(!transcript.contains("nodes"), "{transcript}");
}

#[test]
fn every_game_plays_to_the_end() {
    for (game, computer) in [
        ("buff-and-green", "buff"),
        ("seega", "defender"),
        ("chiangmai-checkers", "black"),
        ("bobail", "white"),
    ] {
        let extra: &[&str] = if game == "seega" {
            &["--option", "size=5"]
        } else {
            &[]
        };
        let transcript = play_to_the_end(game, computer, extra);
        assert!(
            transcript.contains(" win: ")
                || transcript.contains(" wins: ")
                || transcript.contains("Draw: "),
            "{game}: {transcript}"
        );
    }
}

#[test]
fn undo_save_and_load_from_the_prompt() {
    let dir = std::env::temp_dir().join(format!("boardlore-play-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let save = dir.join("game.json");
    let script = format!(
        "c3\na1-b1\nundo\nredo\nsave {0}\nb2\nload {0}\nfen\nnonsense\nz9\nquit\n",
        save.display()
    );
    let text = session(&["bagh-chal"], &script);
    assert!(
        text.contains("Played c3") && text.contains("Played a1-b1"),
        "{text}"
    );
    assert!(
        text.contains("Undone a1-b1") && text.contains("Replayed a1-b1"),
        "{text}"
    );
    assert!(text.contains("Loaded"), "{text}");
    // After loading, the goat on b2 placed after saving is gone again.
    assert!(text.contains("T3T/5/2G2/5/1T2T g 19 0"), "{text}");
    assert!(text.contains("\"nonsense\" is not a move"), "{text}");
    assert!(text.contains("z9"), "{text}");
    std::fs::remove_dir_all(dir).ok();
}

/// Runs `boardlore ARGS` with `input` on stdin; returns stdout, stderr and
/// whether it exited successfully.
fn run_with_input(args: &[&str], input: &str) -> (String, String, bool) {
    let out = common::run_input(args, input);
    (
        common::stdout(&out),
        common::stderr(&out),
        out.status.success(),
    )
}

#[test]
fn loading_an_endless_or_huge_file_is_refused_by_its_size() {
    let dir = std::env::temp_dir().join(format!("boardlore-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let huge = dir.join("huge.json");
    let file = std::fs::File::create(&huge).unwrap();
    // Sparse: 52 MB on paper, nothing on disk.
    file.set_len(52 << 20).unwrap();
    let input = format!("load /dev/zero\nload {}\nquit\n", huge.display());
    let (stdout, _, ok) = run_with_input(&["play", "bobail"], &input);
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(ok);
    assert!(
        stdout.contains("Could not load /dev/zero: /dev/zero is larger than the limit of 1 MB."),
        "{stdout}"
    );
    assert!(
        stdout.contains("huge.json is larger than the limit of 1 MB."),
        "{stdout}"
    );
}

/// Runs `boardlore play` with `args`, feeding `script` on stdin; returns stdout.
fn session(args: &[&str], script: &str) -> String {
    let output = common::run_input(&[&["play"], args].concat(), script);
    assert!(output.status.success(), "{}", common::stderr(&output));
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn moving_a_goat_before_all_are_placed_is_explained() {
    let text = session(&["bagh-chal"], "c3-c4\nquit\n");
    assert!(
        text.contains(
            "Goats must place all their pieces before moving one: put a goat on an empty point."
        ),
        "{text}"
    );
}

#[test]
fn an_absurd_perft_depth_is_refused_not_aborted() {
    let (_, stderr, ok) = run_with_input(&["perft", "bobail", "4000000000"], "");
    assert!(!ok);
    assert!(
        stderr.contains("perft depth 4000000000 is too deep; the limit is 64"),
        "{stderr}"
    );
}

#[test]
fn ignoring_a_compulsory_capture_is_explained() {
    // After c3-d4 f6-e5, Green's man on d4 must take e5.
    let text = session(&["buff-and-green"], "c3-d4\nf6-e5\na3-b4\nquit\n");
    assert!(text.contains("A capture is compulsory: d4xf6."), "{text}");
}

/// The lines after each `fen` and each `history` command.
fn answers(text: &str, prefix: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| line.strip_prefix("> "))
        .filter(|line| line.starts_with(prefix))
        .map(str::to_string)
        .collect()
}

#[test]
fn against_the_computer_undo_twice_then_redo_twice_restores_the_game() {
    let text = session(
        &["bagh-chal", "--vs-computer", "tigers", "--seed", "3"],
        "c3\nc2\nfen\nhistory\nundo\nundo\nfen\nredo\nredo\nfen\nhistory\nquit\n",
    );
    // The computer replied to each goat move once, and did not think again
    // after the undos: redo replayed its replies.
    assert_eq!(text.matches("Computer plays").count(), 2, "{text}");
    let positions = answers(&text, "T");
    assert_eq!(positions.len(), 3, "{text}");
    assert_eq!(positions[0], positions[2], "{text}");
    assert_eq!(positions[1], "T3T/5/5/5/T3T g 20 0", "{text}");
    let rounds = answers(&text, "1.");
    assert_eq!(rounds.len(), 2, "{text}");
    assert_eq!(rounds[0], rounds[1], "{text}");
    assert!(rounds[0].starts_with("1. c3 "), "{text}");
    assert!(
        !text.contains("nodes"),
        "engine numbers need --verbose: {text}"
    );
}

#[test]
fn verbose_shows_the_engine_numbers() {
    let text = session(
        &[
            "bagh-chal",
            "--vs-computer",
            "tigers",
            "--seed",
            "3",
            "--verbose",
        ],
        "c3\nquit\n",
    );
    assert!(text.contains("nodes"), "{text}");
}

#[test]
fn new_starts_again_and_the_result_follows_the_end() {
    let text = session(&["bagh-chal"], "c3\nnew\nfen\nresign\nc2\nquit\n");
    assert!(text.contains("New game."), "{text}");
    assert!(text.contains("> T3T/5/5/5/T3T g 20 0"), "{text}");
    assert!(text.contains("Goats resign."), "{text}");
    assert!(
        text.contains("The tigers win: the goats resigned."),
        "{text}"
    );
    assert!(text.contains("The game is over."), "{text}");
}
