//! `boardlore referee`: small brackets between our own engine at different
//! levels, and between our engine and deliberately broken programs (tiny
//! shell scripts) whose verdicts are checked: an illegal move, a hang, a
//! false claim of a win, a crash. Move times are generous (the verdicts must
//! not depend on the machine's load), except in the hang test, which needs a
//! short one.

mod common;

use common::BIN;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Our engine at a fast, fixed strength.
fn engine(player: &str) -> String {
    format!("'{BIN}' engine bagh-chal --level {player}")
}

/// A fresh folder for one test's scripts and records.
fn folder(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("referee-{test}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes a shell script and returns the command that runs it.
fn script(dir: &Path, name: &str, body: &str) -> String {
    let path = dir.join(format!("{name}.sh"));
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    format!("sh '{}'", path.display())
}

/// A program that plays a fixed list of moves on each side (tigers read
/// the goats' move first), then waits to be killed.
fn scripted(dir: &Path, name: &str, goats: &[&str], tigers: &[&str]) -> String {
    let goat_lines: String = goats
        .iter()
        .map(|m| format!("  echo '{m}'; read line\n"))
        .collect();
    let tiger_lines: String = tigers
        .iter()
        .map(|m| format!("  read line; echo '{m}'\n"))
        .collect();
    script(
        dir,
        name,
        &format!(
            "case \"$2\" in\ngoats)\n{goat_lines}  ;;\ntigers)\n{tiger_lines}  ;;\nesac\nsleep 60"
        ),
    )
}

/// Runs the referee (killed, and the test failed, after two minutes) and
/// returns its standard output; it must succeed.
fn referee(dir: &Path, engines: &[(&str, &str)], extra: &[&str]) -> String {
    let mut command = common::command(&["referee"]);
    for (name, cmd) in engines {
        command.arg("--engine").arg(format!("{name}={cmd}"));
    }
    command
        .arg("--records")
        .arg(dir.join("games"))
        .args(extra)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = command.spawn().expect("the referee starts");
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            panic!("the referee hung");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "the referee failed: {}\n{stdout}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// Generous limits: the verdicts must not depend on the machine's speed.
const GENEROUS: [&str; 6] = [
    "--movetime",
    "20000",
    "--grace",
    "10000",
    "--max-plies",
    "200",
];

/// The lines of the report about games.
fn games(report: &str) -> Vec<&str> {
    report
        .lines()
        .filter(|l| l.trim_start().starts_with("game "))
        .collect()
}

/// The draw, as printed before the first round.
fn drawn(report: &str) -> &str {
    let start = report.find("The draw").expect("the draw is printed");
    let end = report.find("== ").expect("a round follows");
    &report[start..end]
}

/// Every game record in `dir/games` loads, and its result is `expected`
/// for the game with that file name.
fn records(dir: &Path) -> Vec<(String, boardlore_core::SaveFile)> {
    let mut all: Vec<(String, boardlore_core::SaveFile)> = std::fs::read_dir(dir.join("games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            let save = boardlore_core::SaveFile::from_json(&text).expect("a game record");
            (p.file_name().unwrap().to_string_lossy().to_string(), save)
        })
        .collect();
    all.sort_by(|a, b| a.0.cmp(&b.0));
    all
}

#[test]
fn a_bracket_of_our_engine_at_three_levels_is_played_to_a_champion() {
    let dir = folder("levels");
    let easy = engine("easy");
    let medium = engine("level=medium,nodes=1500,ms=none");
    let hard = engine("level=hard,nodes=4000,ms=none");
    let report = referee(
        &dir,
        &[("easy", &easy), ("medium", &medium), ("hard", &hard)],
        &[&["--seed", "5"][..], &GENEROUS].concat(),
    );
    // Three programs: four places, one bye, two rounds.
    assert!(report.contains("3 programs, 2 rounds"), "{report}");
    assert_eq!(drawn(&report).matches("(bye)").count(), 1, "{report}");
    assert!(report.contains(": bye, goes through"), "{report}");
    assert!(
        report.contains("== Semi-finals (round 1 of 2) =="),
        "{report}"
    );
    assert!(report.contains("== Final (round 2 of 2) =="), "{report}");
    // Two pairings of two games, sides swapped.
    let games = games(&report);
    assert_eq!(games.len(), 4, "{report}");
    for pair in games.chunks(2) {
        let sides = |line: &str| {
            let (goats, rest) = line.split_once(" (goats) vs ").unwrap();
            let tigers = rest.split_once(" (tigers)").unwrap().0;
            (
                goats.rsplit(' ').next().unwrap().to_string(),
                tigers.to_string(),
            )
        };
        let (g1, t1) = sides(pair[0]);
        let (g2, t2) = sides(pair[1]);
        assert_eq!((g1, t1), (t2, g2), "sides swapped: {pair:?}");
    }
    assert!(
        !report.contains("referee's verdict"),
        "our engine never forfeits: {report}"
    );
    let champion = report
        .lines()
        .find_map(|l| l.strip_prefix("Champion: "))
        .expect("a champion");
    assert!(["easy", "medium", "hard"].contains(&champion));
    let brief = report
        .split("\nBracket\n")
        .nth(1)
        .expect("the bracket in brief");
    assert!(brief.contains("Final ") && brief.contains(&format!("Champion: {champion}")));
    let table = report.split("Final table").nth(1).expect("a final table");
    let first = table.lines().nth(2).unwrap();
    assert!(
        first.contains(champion) && first.ends_with("champion"),
        "{table}"
    );
    assert_eq!(
        table.lines().filter(|l| l.contains("semi-final")).count(),
        1
    );
    // Every game is saved, and each record replays to the result printed.
    let saved = records(&dir);
    assert_eq!(saved.len(), 4);
    for (file, save) in saved {
        let line = games.iter().find(|l| l.contains(&file)).expect("printed");
        let record = boardlore_core::load_save(&save.to_json()).expect("replays");
        match record.outcome() {
            Some(outcome) if outcome.winner.is_some() => {
                assert!(line.contains(&record.info().describe(outcome)), "{line}")
            }
            Some(_) => assert!(line.contains(": draw ("), "{line}"),
            None => assert!(line.contains("ply limit"), "{line}"),
        }
    }
    let summary = std::fs::read_to_string(dir.join("games/tournament.txt")).unwrap();
    assert!(summary.contains("Final table"));
}

#[test]
fn an_illegal_or_unreadable_move_loses_with_the_reason() {
    let dir = folder("illegal");
    // As goats: a placement on a tiger's corner. As tigers: no such square.
    let illegal = scripted(&dir, "illegal", &["A-1"], &["Z-9 A-1"]);
    let report = referee(
        &dir,
        &[("ours", &engine("easy")), ("illegal", &illegal)],
        &[&["--seed", "1"][..], &GENEROUS].concat(),
    );
    let games = games(&report);
    assert_eq!(games.len(), 2, "{report}");
    assert!(
        games[0].contains("ours wins: illegal loses by the referee's verdict: played \"A-1\"")
            || games[1]
                .contains("ours wins: illegal loses by the referee's verdict: played \"A-1\""),
        "{report}"
    );
    assert!(
        report.contains("played \"Z-9 A-1\": \"Z-9 A-1\" is not a move"),
        "{report}"
    );
    assert!(
        report.contains("score ours 2 - 0 illegal: ours goes through on points")
            || report.contains("score illegal 0 - 2 ours: ours goes through on points"),
        "{report}"
    );
    assert!(report.contains("Champion: ours"), "{report}");
    // A forfeit is saved as the loser's resignation: the record loads to
    // the same result.
    for (_, save) in records(&dir) {
        assert!(save.resigned.is_some());
        let record = boardlore_core::load_save(&save.to_json()).unwrap();
        let outcome = record.outcome().unwrap();
        assert_eq!(outcome.reason, boardlore_core::EndReason::Resignation);
    }
}

/// Whether process `pid` is gone (or a zombie about to be reaped).
fn gone(pid: &str) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => stat
            .rsplit(')')
            .next()
            .is_some_and(|rest| rest.trim_start().starts_with('Z')),
    }
}

#[test]
fn a_program_that_hangs_loses_on_time_and_is_killed_with_its_children() {
    let dir = folder("hang");
    let pids = dir.join("pids");
    let hang = script(
        &dir,
        "hang",
        &format!("sleep 300 &\necho $! >> '{}'\nwait", pids.display()),
    );
    // A short move time; our engine's first move has the start-up allowance.
    let report = referee(
        &dir,
        &[("ours", &engine("easy")), ("hang", &hang)],
        &[
            "--seed",
            "1",
            "--movetime",
            "200",
            "--grace",
            "300",
            "--startup",
            "3000",
        ],
    );
    let games = games(&report);
    assert_eq!(games.len(), 2, "{report}");
    for game in &games {
        assert!(
            game.contains("ours wins: hang loses by the referee's verdict: exceeded the move time: no move within"),
            "{report}"
        );
    }
    assert!(report.contains("Champion: ours"), "{report}");
    let pids = std::fs::read_to_string(pids).unwrap();
    let pids: Vec<&str> = pids.lines().collect();
    assert_eq!(pids.len(), 2, "one sleeper per game");
    let deadline = Instant::now() + Duration::from_secs(10);
    while !pids.iter().all(|pid| gone(pid)) {
        assert!(
            Instant::now() < deadline,
            "a child of the hung program is still running"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_false_claim_of_a_win_loses_and_is_not_believed() {
    let dir = folder("claim");
    let claim = scripted(
        &dir,
        "claimer",
        &["RESULT win tigers trapped"],
        &["RESULT win capture target reached"],
    );
    let report = referee(
        &dir,
        &[("ours", &engine("easy")), ("claimer", &claim)],
        &[&["--seed", "1"][..], &GENEROUS].concat(),
    );
    let games = games(&report);
    assert_eq!(games.len(), 2, "{report}");
    assert!(report.contains(
        "ours wins: claimer loses by the referee's verdict: claimed \"RESULT win tigers trapped\", but the game is not over"
    ), "{report}");
    assert!(
        report.contains("claimed \"RESULT win capture target reached\", but the game is not over"),
        "{report}"
    );
    assert!(report.contains("Champion: ours"), "{report}");
}

#[test]
fn a_crash_loses_with_its_exit_status_and_last_words() {
    let dir = folder("crash");
    let crash = script(
        &dir,
        "crash",
        "echo 'segmentation fault (core dumped)' >&2\nexit 139",
    );
    let report = referee(
        &dir,
        &[("crash", &crash), ("ours", &engine("easy"))],
        &[&["--seed", "1"][..], &GENEROUS].concat(),
    );
    let games = games(&report);
    assert_eq!(games.len(), 2, "{report}");
    for game in &games {
        assert!(
            game.contains("ours wins: crash loses by the referee's verdict: crashed (exit status 139) (its last words: \"segmentation fault (core dumped)\")"),
            "{report}"
        );
    }
}

#[test]
fn a_tie_on_points_goes_to_the_shorter_win() {
    let dir = folder("fewest");
    // Quick wins as goats in one move; as tigers, one legal move, then nonsense.
    let quick = scripted(&dir, "quick", &["C-3"], &["A-1 B-1", "Z-9"]);
    // As goats two legal placements; as tigers a tiger that stays put.
    let slow = scripted(&dir, "slow", &["C-3", "D-4"], &["A-1 A-1"]);
    let report = referee(
        &dir,
        &[("quick", &quick), ("slow", &slow)],
        &[&["--seed", "3"][..], &GENEROUS].concat(),
    );
    assert!(report.contains("1 ply, 1 move by the winner"), "{report}");
    assert!(
        report.contains("3 plies, 2 moves by the winner"),
        "{report}"
    );
    assert!(
        report.contains(
            "tied; tie-break: fewest moves in won games (quick 1, slow 2): quick goes through"
        ) || report.contains(
            "tied; tie-break: fewest moves in won games (slow 2, quick 1): quick goes through"
        ),
        "{report}"
    );
    assert!(report.contains("Champion: quick"), "{report}");
}

#[test]
fn equal_ties_go_to_a_seeded_lot_and_the_same_seed_repeats_the_tournament() {
    let dir = folder("lot");
    // Every goat blunders at once, every tiger wins without a move: each
    // pairing is 1-1 with wins of equal length, so lots decide.
    let names = ["p1", "p2", "p3", "p4", "p5"];
    let commands: Vec<String> = names
        .iter()
        .map(|n| scripted(&dir, n, &["A-1"], &["A-1 A-2"]))
        .collect();
    let engines: Vec<(&str, &str)> = names
        .iter()
        .zip(&commands)
        .map(|(n, c)| (*n, c.as_str()))
        .collect();
    let run = |seed: &str| referee(&dir, &engines, &[&["--seed", seed][..], &GENEROUS].concat());
    let first = run("11");
    assert!(first.contains("5 programs, 3 rounds"), "{first}");
    assert_eq!(drawn(&first).matches("(bye)").count(), 3, "{first}");
    assert_eq!(
        first
            .matches("tie-break: drawing of lots (seed 11)")
            .count(),
        4,
        "four pairings, all decided by lot: {first}"
    );
    assert_eq!(first, run("11"), "the same seed, the same tournament");
    let draws: Vec<String> = (0..6)
        .map(|s| {
            let report = run(&s.to_string());
            report
                .split("== ")
                .next()
                .unwrap()
                .split("The draw")
                .nth(1)
                .unwrap()
                .to_string()
        })
        .collect();
    assert!(
        draws.iter().any(|d| d != &draws[0]),
        "other seeds draw other brackets"
    );
}

#[test]
fn bad_arguments_are_short_errors() {
    let out = common::run(&["referee", "--engine", "a=true"]);
    assert!(!out.status.success());
    assert!(common::stderr(&out).contains("at least two programs"));
}

#[test]
fn refusing_a_legal_move_loses() {
    let dir = folder("refuse");
    let refuser = scripted(
        &dir,
        "refuser",
        &["ERROR nothing to refuse"],
        &["ERROR that is not a move"],
    );
    let report = referee(
        &dir,
        &[("ours", &engine("easy")), ("refuser", &refuser)],
        &[&["--seed", "1"][..], &GENEROUS].concat(),
    );
    // As tigers it refuses our first placement, relayed in tournament form.
    let refused = games(&report)
        .into_iter()
        .find(|g| g.contains("refuser (tigers)"))
        .expect("a game with the refuser as tigers")
        .to_string();
    assert!(
        refused
            .contains("ours wins: refuser loses by the referee's verdict: refused the legal move ")
            && refused.contains(": \"ERROR that is not a move\""),
        "{report}"
    );
    // As goats it says ERROR before it was sent anything.
    assert!(
        report.contains("refuser loses by the referee's verdict: said \"ERROR nothing to refuse\" before any move was sent to it"),
        "{report}"
    );
}

#[test]
fn the_ply_limit_draws_and_two_draws_go_to_the_lot() {
    let dir = folder("plies");
    let report = referee(
        &dir,
        &[("a", &engine("easy")), ("b", &engine("level=easy,seed=9"))],
        &[
            "--seed",
            "2",
            "--movetime",
            "20000",
            "--grace",
            "10000",
            "--max-plies",
            "6",
        ],
    );
    let games = games(&report);
    assert_eq!(games.len(), 2, "{report}");
    for game in &games {
        assert!(
            game.contains(": draw (the referee's ply limit: 6 plies); 6 plies"),
            "{report}"
        );
    }
    assert!(
        report.contains("score a 1 - 1 b") || report.contains("score b 1 - 1 a"),
        "{report}"
    );
    assert!(
        report.contains("tie-break: drawing of lots (seed 2)"),
        "{report}"
    );
    for (_, save) in records(&dir) {
        assert_eq!(save.moves.len(), 6);
        assert_eq!(save.resigned, None);
    }
}

#[test]
fn an_interrupted_referee_kills_the_programs_it_started() {
    let dir = folder("interrupt");
    let pids = dir.join("pids");
    let hang = script(
        &dir,
        "hang",
        &format!("sleep 300 &\necho $! >> '{}'\nwait", pids.display()),
    );
    let mut referee =
        common::command(&["referee", "--seed", "1", "--movetime", "60000", "--records"])
            .arg(dir.join("games"))
            .args([
                "--engine",
                &format!("h1={hang}"),
                "--engine",
                &format!("h2={hang}"),
            ])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
    let deadline = Instant::now() + Duration::from_secs(60);
    let sleepers = loop {
        let text = std::fs::read_to_string(&pids).unwrap_or_default();
        if text.lines().count() == 2 {
            break text;
        }
        assert!(Instant::now() < deadline, "the programs did not start");
        std::thread::sleep(Duration::from_millis(20));
    };
    let status = Command::new("kill")
        .args(["-TERM", &referee.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let ended = referee.wait().unwrap();
    assert!(!ended.success());
    let deadline = Instant::now() + Duration::from_secs(10);
    while !sleepers.lines().all(gone) {
        assert!(Instant::now() < deadline, "a program outlived the referee");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_wrong_claim_at_the_end_is_noted_and_the_rules_result_stands() {
    let dir = folder("liar");
    // Our engine, whose RESULT line always says the opposite of the truth.
    let liar = script(
        &dir,
        "liar",
        &format!(
            "'{BIN}' engine bagh-chal --level easy --seed 4 \"$@\" | sed -u \
             -e 's/^RESULT win/RESULT X/' -e 's/^RESULT loss/RESULT win/' \
             -e 's/^RESULT draw/RESULT win/' -e 's/^RESULT X/RESULT loss/'"
        ),
    );
    let report = referee(
        &dir,
        &[("ours", &engine("easy")), ("liar", &liar)],
        &[
            "--seed",
            "1",
            "--movetime",
            "20000",
            "--grace",
            "10000",
            "--max-plies",
            "1000",
        ],
    );
    assert!(!report.contains("referee's verdict"), "{report}");
    let lines: Vec<&str> = report.lines().collect();
    let mut checked = 0;
    for (i, line) in lines.iter().enumerate() {
        if !line.trim_start().starts_with("game ") {
            continue;
        }
        let notes: Vec<&str> = lines[i + 1..]
            .iter()
            .take_while(|l| l.starts_with("    note: "))
            .copied()
            .collect();
        assert_eq!(notes.len(), 1, "one wrong claim per game: {report}");
        assert!(
            notes[0].contains("liar claimed \"RESULT ")
                && notes[0].contains("but the rules say: ")
                && notes[0].ends_with("(the rules' result stands)"),
            "{report}"
        );
        checked += 1;
    }
    assert_eq!(checked, 2, "{report}");
}

/// Waits (up to ten seconds) until every process listed in `pids` is gone.
fn all_gone(pids: &Path, expected: usize) {
    let listed = std::fs::read_to_string(pids).unwrap();
    let listed: Vec<&str> = listed.lines().collect();
    assert_eq!(listed.len(), expected, "{listed:?}");
    let deadline = Instant::now() + Duration::from_secs(10);
    while !listed.iter().all(|pid| gone(pid)) {
        assert!(
            Instant::now() < deadline,
            "a process that left its program's group outlived the referee: {listed:?}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_process_that_detaches_with_setsid_ends_with_its_program() {
    let dir = folder("setsid");
    let pids = dir.join("pids");
    // A session of its own: out of the program's process group.
    let detacher = script(
        &dir,
        "detacher",
        &format!(
            "setsid sleep 120 &\necho $! >> '{}'\nexec '{BIN}' engine bagh-chal --level easy \"$@\"",
            pids.display()
        ),
    );
    let report = referee(
        &dir,
        &[("ours", &engine("easy")), ("detacher", &detacher)],
        &[&["--seed", "1"][..], &GENEROUS].concat(),
    );
    assert_eq!(games(&report).len(), 2, "{report}");
    all_gone(&pids, 2);
}

#[test]
fn a_detached_process_of_a_program_that_quits_ends_too() {
    let dir = folder("setsid-quit");
    let pids = dir.join("pids");
    // The program exits at once: its detached child has no parent left in
    // the program, and would go to init.
    let quitter = script(
        &dir,
        "quitter",
        &format!(
            "setsid sleep 120 &\necho $! >> '{}'\nexit 3",
            pids.display()
        ),
    );
    let report = referee(
        &dir,
        &[("ours", &engine("easy")), ("quitter", &quitter)],
        &[&["--seed", "1"][..], &GENEROUS].concat(),
    );
    assert_eq!(games(&report).len(), 2, "{report}");
    all_gone(&pids, 2);
}
