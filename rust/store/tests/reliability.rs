//! The store survives a writer killed at random points; a damaged file is
//! moved aside and what it still holds saved into a fresh store; a file
//! that is not a store is left alone.

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
fn at_an_apps_own_path_a_file_that_is_not_a_store_is_moved_aside_and_a_fresh_store_made() {
    let dir = temp_dir("own");
    let path = dir.join("games.db");
    let garbage = b"this is not a database".repeat(50);
    std::fs::write(&path, &garbage).unwrap();
    let opened = Store::open_own(&path).unwrap();
    let aside = opened.moved_aside.clone().expect("moved aside");
    assert!(aside
        .file_name()
        .unwrap()
        .to_string_lossy()
        .starts_with("games.db.corrupt-"));
    assert_eq!(std::fs::read(&aside).unwrap(), garbage);
    assert!(opened.salvage.is_none() && !opened.read_only);
    assert!(opened.store.games(0, 10).unwrap().is_empty());
    drop(opened);
    // The fresh store opens as it is, with nothing moved again.
    assert!(Store::open_own(&path).unwrap().moved_aside.is_none());
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_file_that_is_not_a_store_is_refused_and_left_as_it_is() {
    let dir = temp_dir("corrupt");
    let path = dir.join("games.db");
    let list = b"this is not a database, it is a shopping list\n".repeat(200);
    std::fs::write(&path, &list).unwrap();
    let err = Store::open(&path).unwrap_err();
    assert!(matches!(err, StoreError::NotAStore(_)), "{err:?}");
    assert!(
        err.to_string()
            .ends_with("games.db: not a database; it was left as it is"),
        "{err}"
    );
    assert_eq!(std::fs::read(&path).unwrap(), list);
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
    // Another program's database: SQLite, but none of our tables.
    let theirs = dir.join("other.db");
    rusqlite::Connection::open(&theirs)
        .unwrap()
        .execute_batch("CREATE TABLE contacts (name TEXT); PRAGMA user_version = 7;")
        .unwrap();
    let before = std::fs::read(&theirs).unwrap();
    let err = Store::open(&theirs).unwrap_err();
    assert!(
        err.to_string().contains("another program's database"),
        "{err}"
    );
    assert_eq!(std::fs::read(&theirs).unwrap(), before);
    // An empty file is a new store.
    let empty = dir.join("empty.db");
    std::fs::write(&empty, b"").unwrap();
    assert_eq!(Store::open(&empty).unwrap().store.game_count().unwrap(), 0);
    std::fs::remove_dir_all(dir).ok();
}

fn store_of(path: &Path, games: usize) {
    let store = Store::open(path).unwrap().store;
    for i in 0..games {
        let mut game = Session::new("bagh-chal", &Options::new(), Seats::humans()).unwrap();
        game.play("c3").unwrap();
        game.resign_side(Side::First).unwrap();
        store
            .add_finished(&game.save(), i as i64, i as i64 + 1)
            .unwrap();
    }
}

#[test]
fn a_damaged_page_is_salvaged_and_the_rest_kept() {
    let dir = temp_dir("salvage");
    let path = dir.join("games.db");
    store_of(&path, 200);
    // Checkpointed on close: the pages are in the main file. One page in
    // the middle is scribbled over (the reproduction).
    let mut bytes = std::fs::read(&path).unwrap();
    let pages = bytes.len() / 4096;
    assert!(pages > 10, "{pages} pages");
    for b in &mut bytes[20480..24576] {
        *b = 0x5a;
    }
    std::fs::write(&path, &bytes).unwrap();
    let opened = Store::open(&path).unwrap();
    let aside = opened.moved_aside.expect("moved aside");
    assert_eq!(
        std::fs::read(&aside).unwrap(),
        bytes,
        "the damaged file is kept"
    );
    let salvage = opened.salvage.expect("salvaged");
    let store = opened.store;
    assert_eq!(store.game_count().unwrap(), salvage.saved);
    assert!(salvage.saved >= 150, "{salvage:?}");
    assert!(salvage.saved + salvage.lost >= 200, "{salvage:?}");
    assert_eq!(store.integrity_check().unwrap(), "ok");
    for game in store.games(0, 300).unwrap() {
        Session::restore(&store.game(game.id).unwrap().save).unwrap();
    }
    drop(store);
    assert!(Store::open(&path).unwrap().moved_aside.is_none());

    // A page of rows itself (a table's leaf, type 13, in the middle of the
    // file): its games are lost, and only those.
    let path = dir.join("leaf.db");
    store_of(&path, 200);
    let mut bytes = std::fs::read(&path).unwrap();
    let leaves: Vec<usize> = (1..bytes.len() / 4096)
        .filter(|page| bytes[page * 4096] == 13)
        .collect();
    let page = leaves[leaves.len() / 2];
    for b in &mut bytes[page * 4096..(page + 1) * 4096] {
        *b = 0x5a;
    }
    std::fs::write(&path, &bytes).unwrap();
    let opened = Store::open(&path).unwrap();
    let salvage = opened.salvage.expect("salvaged");
    assert!(salvage.lost >= 1, "{salvage:?}");
    assert!(salvage.saved >= 150, "{salvage:?}");
    assert!(salvage.saved + salvage.lost >= 200, "{salvage:?}");
    assert_eq!(opened.store.game_count().unwrap(), salvage.saved);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_database_with_every_page_damaged_is_moved_aside_and_begun_again() {
    let dir = temp_dir("pages");
    let path = dir.join("games.db");
    store_of(&path, 50);
    // Scribble over every page after the first (the header stays valid).
    let mut bytes = std::fs::read(&path).unwrap();
    assert!(bytes.len() > 8192, "{} bytes", bytes.len());
    for (i, b) in bytes.iter_mut().enumerate().skip(4096) {
        *b = (i % 251) as u8;
    }
    std::fs::write(&path, &bytes).unwrap();
    let opened = Store::open(&path).unwrap();
    assert!(opened.moved_aside.is_some());
    let salvage = opened.salvage.expect("salvaged");
    assert_eq!(salvage.saved, 0);
    assert_eq!(opened.store.game_count().unwrap(), 0);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_row_of_the_wrong_type_is_skipped_not_fatal() {
    let dir = temp_dir("badrow");
    let path = dir.join("games.db");
    store_of(&path, 5);
    rusqlite::Connection::open(&path)
        .unwrap()
        .execute("UPDATE games SET plies = -1 WHERE id = 4", [])
        .unwrap();
    let store = Store::open(&path).unwrap().store;
    let page = store.games_page(0, 10).unwrap();
    assert_eq!(page.unreadable, [4]);
    assert_eq!(page.games.len(), 4);
    assert_eq!(store.games(0, 10).unwrap().len(), 4);
    // A page past the end, however far, is empty.
    assert!(store.games(u64::MAX, 10).unwrap().is_empty());
    assert!(store
        .games(u64::from(u32::MAX) * 20, 10)
        .unwrap()
        .is_empty());
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_store_opened_read_only_is_listed_and_left_unchanged() {
    let dir = temp_dir("readonly");
    let path = dir.join("games.db");
    store_of(&path, 3);
    let before = std::fs::read(&path).unwrap();
    let store = Store::open_read_only(&path).unwrap();
    assert_eq!(store.game_count().unwrap(), 3);
    assert_eq!(store.games(0, 10).unwrap().len(), 3);
    let mut game = Session::new("bagh-chal", &Options::new(), Seats::humans()).unwrap();
    game.play("c3").unwrap();
    assert!(store.autosave(&game.save()).is_err(), "read-only");
    drop(store);
    assert_eq!(std::fs::read(&path).unwrap(), before);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn an_unwritable_place_is_a_clear_error() {
    let err = Store::open("/proc/boardlore/no/such/dir/games.db").unwrap_err();
    assert!(matches!(err, StoreError::Database(_)), "{err:?}");
    assert!(err.to_string().starts_with("game store: "), "{err}");
}
