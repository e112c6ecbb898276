//! Hostile input and faults through the command line (issue 34): endless
//! files, bytes that are not text, failed writes, closed pipes, damaged
//! and foreign stores, huge page numbers.

mod common;

use boardlore_core::session::{Seats, Session};
use boardlore_core::{Options, Side};
use boardlore_store::Store;
use common::{command, stderr, stdout};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Output, Stdio};
use std::time::{Duration, Instant};

fn temp_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("hardening-{name}"));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `boardlore ARGS` with `env` and the bytes `input` on stdin; fails
/// the test if it runs past 20 seconds (an endless read).
fn run_bytes(args: &[&str], env: &[(&str, &str)], input: &[u8]) -> Output {
    let mut cmd = command(args);
    cmd.stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (name, value) in env {
        cmd.env(name, value);
    }
    let mut child = cmd.spawn().expect("boardlore starts");
    let _ = child.stdin.take().unwrap().write_all(input);
    let deadline = Instant::now() + Duration::from_secs(20);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            child.kill().ok();
            panic!("boardlore {args:?} ran past 20 s");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    child.wait_with_output().unwrap()
}

/// A finished Bagh Chal game of at most `plies` moves (chosen by a fixed
/// rule), ended by a resignation if it is not over.
fn finished_game(plies: usize) -> String {
    let mut game = Session::new("bagh-chal", &Options::new(), Seats::humans()).unwrap();
    for ply in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let moves = game.legal_moves();
        let pick = moves[(ply * 7 + 3) % moves.len()].notation.clone();
        game.play(&pick).unwrap();
    }
    if game.outcome().is_none() {
        game.resign_side(Side::First).unwrap();
    }
    game.save()
}

fn store_with_games(path: &Path, count: usize) {
    let store = Store::open(path).unwrap().store;
    let games: Vec<(String, i64, i64)> = (0..count)
        .map(|i| (finished_game(2 + i % 5), i as i64, i as i64 + 1))
        .collect();
    store.add_finished_batch(&games).unwrap();
}

#[test]
fn a_device_as_a_table_is_refused_at_once() {
    let stats = run_bytes(&["tablebase", "stats", "/dev/zero"], &[], b"");
    assert!(!stats.status.success());
    assert_eq!(
        stderr(&stats),
        "boardlore: /dev/zero: not a Bagh Chal tablebase file\n"
    );
    let play = run_bytes(
        &["play", "bagh-chal"],
        &[("BOARDLORE_TABLEBASE", "/dev/zero")],
        b"quit\n",
    );
    assert!(!play.status.success());
    assert!(
        stderr(&play).contains("/dev/zero: not a Bagh Chal tablebase file"),
        "{}",
        stderr(&play)
    );
}

#[test]
fn a_line_that_is_not_text_is_refused_and_play_goes_on() {
    let dir = temp_dir("utf8");
    let save = dir.join("x.json");
    let mut bytes = b"c3\n\xff\n".to_vec();
    bytes.extend_from_slice(format!("save {}\nquit\n", save.display()).as_bytes());
    let out = run_bytes(&["play", "bagh-chal"], &[], &bytes);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("That line is not UTF-8 text; it was ignored."),
        "{text}"
    );
    let saved = Session::restore(&std::fs::read_to_string(&save).unwrap()).unwrap();
    assert_eq!(saved.history().len(), 1);
    // The same in `learn`, in French.
    let out = run_bytes(
        &["learn", "bobail", "--lang", "fr"],
        &[],
        b"\xff\xfe\nquit\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("Cette ligne n'est pas du texte UTF-8"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn a_save_that_fails_half_way_leaves_the_old_save_whole() {
    let dir = temp_dir("xfsz");
    let slot = dir.join("slot.json");
    let text = finished_game(200);
    std::fs::write(&slot, &text).unwrap();
    // Files of fewer 1 kB blocks than the save needs: it cannot be written
    // whole (the write fails with EFBIG once past the limit).
    let blocks = (text.len() - 1) / 1024;
    let script = format!(
        "trap '' XFSZ; ulimit -f {blocks}; printf 'load {slot}\\nsave {slot}\\nquit\\n' | '{bin}' play bagh-chal",
        slot = slot.display(),
        bin = common::BIN
    );
    let out = std::process::Command::new("sh")
        .args(["-c", &script])
        .env("LANG", "C.UTF-8")
        .output()
        .unwrap();
    let said = stdout(&out);
    assert!(said.contains("Could not save to"), "{said}");
    assert_eq!(std::fs::read_to_string(&slot).unwrap(), text);
    let left: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
    assert_eq!(left.len(), 1, "no temporary file left: {left:?}");
    // And without the limit the same save replaces it whole.
    let out = run_bytes(
        &["play", "bagh-chal"],
        &[],
        format!("load {0}\nundo\nsave {0}\nquit\n", slot.display()).as_bytes(),
    );
    assert!(stdout(&out).contains("Saved to"), "{}", stdout(&out));
    let saved = Session::restore(&std::fs::read_to_string(&slot).unwrap()).unwrap();
    assert!(saved.outcome().is_none());
}

#[test]
fn a_long_path_is_quoted_short_in_a_load_error() {
    let path = format!("/no/such/{}", "d".repeat(3000));
    let out = run_bytes(
        &["play", "bobail"],
        &[],
        format!("load {path}\nquit\n").as_bytes(),
    );
    let line = stdout(&out)
        .lines()
        .find(|l| l.contains("Could not load"))
        .map(str::to_string)
        .expect("a load error");
    assert!(line.len() < 200, "{line}");
    assert!(line.contains('…'), "{line}");
}

#[test]
fn a_repeated_option_is_refused() {
    let out = run_bytes(
        &[
            "perft",
            "bagh-chal",
            "1",
            "--option",
            "captures_to_win=4",
            "--option",
            "captures_to_win=5",
        ],
        &[],
        b"",
    );
    assert!(!out.status.success());
    assert_eq!(
        stderr(&out),
        "boardlore: option captures_to_win is given twice; give it once\n"
    );
}

/// Runs `boardlore ARGS` with its output a pipe closed before it writes.
fn into_closed_pipe(args: &[&str]) -> Output {
    let mut child = command(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .stdin(Stdio::null())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    let status = child.wait().unwrap();
    Output {
        status,
        stdout: Vec::new(),
        stderr: err.into_bytes(),
    }
}

#[test]
fn a_closed_pipe_ends_the_program_quietly() {
    let dir = temp_dir("pipe");
    let db = dir.join("games.db");
    store_with_games(&db, 30);
    for args in [
        &["games"][..],
        &["history", "--db", db.to_str().unwrap()],
        &["perft", "bobail", "2", "--divide"],
    ] {
        let out = into_closed_pipe(args);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        assert_eq!(stderr(&out), "", "{args:?}");
    }
}

#[test]
fn a_huge_page_number_lists_nothing_instead_of_wrapping_round() {
    let dir = temp_dir("page");
    let db = dir.join("games.db");
    store_with_games(&db, 10);
    let db = db.to_str().unwrap();
    let out = run_bytes(&["history", "--db", db, "--page", "214748366"], &[], b"");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "10 finished games; page 214748366\n");
    let out = run_bytes(
        &[
            "history",
            "--db",
            db,
            "--page",
            "4294967295",
            "--per-page",
            "4294967295",
        ],
        &[],
        b"",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "10 finished games; page 4294967295\n");
}

#[test]
fn a_file_that_is_not_a_store_is_left_as_it_is() {
    let dir = temp_dir("notes");
    let notes = dir.join("notes.md");
    std::fs::write(&notes, "# Notes\n\nNot a database.\n").unwrap();
    let out = run_bytes(&["history", "--db", notes.to_str().unwrap()], &[], b"");
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("notes.md: not a database; it was left as it is"),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        std::fs::read_to_string(&notes).unwrap(),
        "# Notes\n\nNot a database.\n"
    );
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
}

#[test]
fn a_damaged_page_loses_only_its_own_games() {
    let dir = temp_dir("damaged");
    let db = dir.join("games.db");
    store_with_games(&db, 200);
    // Checkpointed on close: overwrite one 4 kB page in the middle.
    let mut bytes = std::fs::read(&db).unwrap();
    assert!(bytes.len() > 40960, "{} bytes", bytes.len());
    for b in &mut bytes[20480..24576] {
        *b = 0x5a;
    }
    std::fs::write(&db, &bytes).unwrap();
    let out = run_bytes(
        &["history", "--db", db.to_str().unwrap(), "--per-page", "1"],
        &[],
        b"",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let said = stderr(&out);
    let saved = number_after(&said, "Finished games saved: ");
    let lost = number_after(&said, "lost: ");
    assert!(saved >= 150, "{said}");
    assert!(saved + lost >= 200, "{said}");
    let listed = stdout(&out);
    assert!(
        listed.starts_with(&format!("{saved} finished games; page 1\n")),
        "{listed}"
    );
    // The damaged file is kept beside the new store.
    let kept = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("games.db.corrupt-")
        })
        .count();
    assert!(kept >= 1);
}

fn number_after(text: &str, label: &str) -> u64 {
    let (_, rest) = text
        .split_once(label)
        .unwrap_or_else(|| panic!("no {label:?} in {text}"));
    rest.chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap()
}

#[test]
fn a_row_of_the_wrong_type_is_skipped_and_reported() {
    let dir = temp_dir("badrow");
    let db = dir.join("games.db");
    store_with_games(&db, 12);
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute("UPDATE games SET plies = -1 WHERE id = 7", [])
        .unwrap();
    let out = run_bytes(&["history", "--db", db.to_str().unwrap()], &[], b"");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out).lines().count(), 1 + 2 * 11, "{}", stdout(&out));
    assert_eq!(
        stderr(&out),
        "boardlore: Game 7 cannot be read; it is not listed.\n"
    );
}

#[test]
fn a_store_that_cannot_be_written_is_listed() {
    use std::os::unix::fs::PermissionsExt;
    // Under /tmp, which every user can reach.
    let dir = std::env::temp_dir().join(format!("boardlore-read-only-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("games.db");
    store_with_games(&db, 3);
    let bin = dir.join("boardlore");
    std::fs::copy(common::BIN, &bin).unwrap();
    let mode = |path: &Path, mode: u32| {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap()
    };
    mode(&db, 0o444);
    mode(&dir, 0o555);
    let before = std::fs::read(&db).unwrap();
    // As root every file is writable: run as nobody, as a player would be.
    let root = std::process::Command::new("id")
        .arg("-u")
        .output()
        .map(|o| o.stdout == b"0\n")
        .unwrap_or(false);
    let mut cmd = if root {
        let mut c = std::process::Command::new("setpriv");
        c.args(["--reuid=65534", "--regid=65534", "--clear-groups"])
            .arg(&bin);
        c
    } else {
        std::process::Command::new(&bin)
    };
    let out = cmd
        .args(["history", "--db", db.to_str().unwrap()])
        .env("LANG", "C.UTF-8")
        .output()
        .unwrap();
    mode(&dir, 0o755);
    let after = std::fs::read(&db).unwrap();
    let entries = std::fs::read_dir(&dir).unwrap().count();
    std::fs::remove_dir_all(&dir).ok();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).starts_with("3 finished games; page 1\n"),
        "{}",
        stdout(&out)
    );
    assert!(
        stderr(&out).contains("cannot be written: it is only listed"),
        "{}",
        stderr(&out)
    );
    assert!(before == after, "the store was changed");
    assert_eq!(entries, 2, "nothing written beside the store");
}
