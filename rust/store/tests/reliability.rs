//! The store survives a writer killed at random points, and a damaged file
//! is moved aside for a fresh store.

use boardlore_core::session::{Seats, Session};
use boardlore_core::{Options, Side};
use boardlore_store::{Store, StoreError};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("boardlore-store-{name}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The environment variable that turns this test binary into the writer.
const WRITER_DB: &str = "BOARDLORE_STORE_WRITER_DB";

/// The writer: plays Bagh Chal games move by move, autosaving after each,
/// and resigns every few moves so that finished games are recorded. It
/// prints `finished <id> <plies>` once a finished game's transaction has
/// committed, and `saved <plies>` after each autosave.
#[test]
fn writer_process() {
    let Some(path) = std::env::var_os(WRITER_DB) else {
        return; // run as an ordinary test: nothing to do
    };
    let store = Store::open(&path).unwrap().store;
    let mut round = 0u64;
    loop {
        let mut game = Session::new("bagh-chal", &Options::new(), Seats::humans()).unwrap();
        for ply in 0..(4 + round % 6) {
            let moves = game.legal_moves();
            let pick = (round as usize * 7 + ply as usize * 3) % moves.len();
            let notation = moves[pick].notation.clone();
            game.play(&notation).unwrap();
            store.autosave(&game.save()).unwrap();
            println!("saved {}", game.history().len());
        }
        game.resign_side(Side::First).unwrap();
        let done = store.autosave(&game.save()).unwrap();
        println!(
            "finished {} {}",
            done.finished.unwrap(),
            game.history().len()
        );
        round += 1;
    }
}

/// What a killed writer had acknowledged.
#[derive(Default)]
struct Acked {
    finished: Vec<(i64, u32)>,
    last_saved: Option<u32>,
}

fn run_and_kill(path: &Path, after: Duration) -> Acked {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "writer_process",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(WRITER_DB, path)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut acked = Acked::default();
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                ["finished", id, plies] => {
                    acked
                        .finished
                        .push((id.parse().unwrap(), plies.parse().unwrap()));
                    acked.last_saved = None;
                }
                ["saved", plies] => acked.last_saved = Some(plies.parse().unwrap()),
                _ => {}
            }
        }
        acked
    });
    std::thread::sleep(after);
    child.kill().unwrap(); // SIGKILL: no destructor, no flush
    child.wait().unwrap();
    reader.join().unwrap()
}

#[test]
fn a_writer_killed_in_a_loop_loses_no_finished_game_and_no_file() {
    let dir = temp_dir("kill");
    let path = dir.join("games.db");
    let mut acked_games: Vec<(i64, u32)> = Vec::new();
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    for round in 0..16 {
        // xorshift: kill between 5 and 84 ms after the start, a spread of
        // points in the writes (open, autosave, finishing a game).
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let after = Duration::from_millis(5 + seed % 80);
        let acked = run_and_kill(&path, after);
        acked_games.extend(acked.finished);

        let opened = Store::open(&path).unwrap();
        assert!(opened.moved_aside.is_none(), "round {round}: store damaged");
        let store = opened.store;
        assert_eq!(store.integrity_check().unwrap(), "ok", "round {round}");
        for &(id, plies) in &acked_games {
            let game = store
                .game(id)
                .unwrap_or_else(|e| panic!("round {round}: finished game {id} lost: {e}"));
            assert_eq!(game.summary.plies, plies);
            Session::restore(&game.save).unwrap();
        }
        // The autosave is a whole game, at least as far as acknowledged.
        if let Some(text) = store.autosaved("bagh-chal").unwrap() {
            let session = Session::restore(&text).unwrap();
            if let Some(plies) = acked.last_saved {
                assert!(session.history().len() as u32 >= plies || session.outcome().is_some());
            }
        } else {
            assert!(acked.last_saved.is_none());
        }
    }
    assert!(
        acked_games.len() >= 3,
        "the writer finished only {} games: kill later",
        acked_games.len()
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_corrupt_file_is_moved_aside_and_a_fresh_store_made() {
    let dir = temp_dir("corrupt");
    let path = dir.join("games.db");
    std::fs::write(
        &path,
        b"this is not a database, it is a shopping list\n".repeat(200),
    )
    .unwrap();
    let opened = Store::open(&path).unwrap();
    let aside = opened.moved_aside.expect("moved aside");
    assert!(aside.exists());
    assert!(aside
        .file_name()
        .unwrap()
        .to_string_lossy()
        .starts_with("games.db.corrupt-"));
    assert!(std::fs::read(&aside)
        .unwrap()
        .starts_with(b"this is not a database"));
    let store = opened.store;
    assert_eq!(store.game_count().unwrap(), 0);
    assert_eq!(store.integrity_check().unwrap(), "ok");
    drop(store);
    // The fresh store is healthy: opening it again moves nothing.
    assert!(Store::open(&path).unwrap().moved_aside.is_none());
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_database_with_damaged_pages_is_moved_aside() {
    let dir = temp_dir("pages");
    let path = dir.join("games.db");
    {
        let store = Store::open(&path).unwrap().store;
        for _ in 0..50 {
            let mut game = Session::new("bagh-chal", &Options::new(), Seats::humans()).unwrap();
            game.play("c3").unwrap();
            game.resign_side(Side::First).unwrap();
            store.add_finished(&game.save(), 0, 1).unwrap();
        }
    }
    // Checkpointed on close: the pages are in the main file. Scribble over
    // every page after the first (the header stays valid).
    let mut bytes = std::fs::read(&path).unwrap();
    assert!(bytes.len() > 8192, "{} bytes", bytes.len());
    for (i, b) in bytes.iter_mut().enumerate().skip(4096) {
        *b = (i % 251) as u8;
    }
    std::fs::write(&path, &bytes).unwrap();
    let opened = Store::open(&path).unwrap();
    assert!(opened.moved_aside.is_some());
    assert_eq!(opened.store.game_count().unwrap(), 0);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn an_unwritable_place_is_a_clear_error() {
    let err = Store::open("/proc/boardlore/no/such/dir/games.db").unwrap_err();
    assert!(matches!(err, StoreError::Database(_)), "{err:?}");
    assert!(err.to_string().starts_with("game store: "), "{err}");
}
