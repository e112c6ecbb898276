//! `boardlore engine` as tournament programs use it: two processes piped
//! into each other play a whole game of Bagh Chal to a consistent result,
//! and bad input is answered with `ERROR` without crashing.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Stdio};

/// A small fixed node budget keeps the game fast and reproducible.
const PLAYER: &str = "level=medium,nodes=3000,ms=none";

struct Engine {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Engine {
    fn start(game: &str, side: &str) -> Engine {
        let mut child = common::command(&["engine", game, "--side", side, "--level", PLAYER])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Engine {
            child,
            stdin,
            stdout,
        }
    }

    fn read(&mut self) -> String {
        let mut line = String::new();
        self.stdout
            .read_line(&mut line)
            .expect("a line from the engine");
        assert!(!line.is_empty(), "the engine closed its output early");
        line.trim_end().to_string()
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn two_engines_play_a_whole_game_through_pipes() {
    let mut engines = [
        Engine::start("bagh-chal", "goats"),
        Engine::start("bagh-chal", "tigers"),
    ];
    let mut results: [Option<String>; 2] = [None, None];
    let mut turn = 0;
    let mut moves = Vec::new();
    while results.iter().any(Option::is_none) {
        assert!(moves.len() < 1000, "the game should end by its own rules");
        let line = engines[turn].read();
        assert!(
            !line.starts_with("ERROR"),
            "an engine refused a move: {line} after {moves:?}"
        );
        if line.starts_with("RESULT") {
            results[turn] = Some(line);
        } else {
            // Tournament form: `C-3` for a placement, `A-1 B-2` for a move.
            assert!(
                line.split(' ')
                    .all(|sq| sq.len() == 3 && sq.as_bytes()[1] == b'-'),
                "not in tournament form: {line}"
            );
            moves.push(line.clone());
            engines[1 - turn].send(&line);
        }
        turn = 1 - turn;
    }
    let goats = results[0].clone().unwrap();
    let tigers = results[1].clone().unwrap();
    let word = |r: &str| r.split(' ').nth(1).unwrap().to_string();
    let reason = |r: &str| r.splitn(3, ' ').nth(2).unwrap_or("").to_string();
    let pair = (word(&goats), word(&tigers));
    assert!(
        matches!(
            (pair.0.as_str(), pair.1.as_str()),
            ("win", "loss") | ("loss", "win") | ("draw", "draw")
        ),
        "inconsistent results {goats:?} / {tigers:?}"
    );
    assert_eq!(reason(&goats), reason(&tigers));
    assert!(
        moves.len() >= 20,
        "at least every goat is placed: {moves:?}"
    );
}

#[test]
fn bad_lines_get_error_and_the_engine_keeps_going() {
    let mut tigers = Engine::start("bagh-chal", "tigers");
    tigers.send("hello world");
    assert!(tigers.read().starts_with("ERROR"));
    tigers.send("A-1 B-2");
    assert!(
        tigers.read().starts_with("ERROR"),
        "a tiger move is not a goat move"
    );
    tigers.send("Z-9");
    assert!(tigers.read().starts_with("ERROR"));
    tigers.send("C-3");
    let reply = tigers.read();
    assert!(
        !reply.starts_with("ERROR") && reply.contains(' '),
        "a tiger move: {reply}"
    );

    // Goats move first, so the goat engine speaks at once.
    let mut goats = Engine::start("bagh-chal", "goats");
    let first = goats.read();
    assert_eq!(first.len(), 3, "a placement: {first}");
}

#[test]
fn an_unknown_side_is_an_error_not_a_crash() {
    let out = common::run(&["engine", "no-such-game", "--side", "goats"]);
    assert!(!out.status.success());
    assert!(common::stderr(&out).contains("unknown game"));
}

#[test]
fn protocol_words_count_only_with_a_space_and_wrong_square_counts_are_unreadable() {
    let mut tigers = Engine::start("bagh-chal", "tigers");
    // The other engine's own lines are logged, never answered.
    tigers.send("ERROR that was not a move");
    tigers.send("RESULT win tigers trapped");
    // `ERRORx` is no protocol line: it is answered, as a bad move.
    tigers.send("ERRORx");
    assert_eq!(tigers.read(), "ERROR \"ERRORx\" is not a move");
    tigers.send("a-1 b-2 c-3");
    assert_eq!(tigers.read(), "ERROR \"a-1 b-2 c-3\" is not a move");
}

#[test]
fn an_overlong_line_is_answered_briefly_and_the_engine_keeps_going() {
    let mut tigers = Engine::start("bagh-chal", "tigers");
    let long = "x".repeat(8 << 20);
    tigers.send(&long);
    assert_eq!(
        tigers.read(),
        "ERROR the line is 8 MB; the limit is 256 bytes"
    );
    tigers.send("C-3");
    let reply = tigers.read();
    assert!(
        !reply.starts_with("ERROR") && reply.contains(' '),
        "a tiger move: {reply}"
    );
}
