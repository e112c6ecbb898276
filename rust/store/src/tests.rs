use super::*;
use boardlore_core::session::Seats;
use boardlore_core::Options;

fn bagh_chal(seats: Seats) -> Session {
    Session::new("bagh-chal", &Options::new(), seats).unwrap()
}

fn play(session: &mut Session, moves: &[&str]) {
    for mv in moves {
        session.play(mv).unwrap();
    }
}

#[test]
fn a_fresh_store_is_at_the_latest_schema() {
    let store = Store::open_in_memory().unwrap();
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    assert_eq!(SCHEMA_VERSION, 4);
}

#[test]
fn a_version_one_database_is_migrated_with_its_games() {
    let dir = temp_dir("migrate");
    let path = dir.join("games.db");
    {
        let mut conn = Connection::open(&path).unwrap();
        schema::migrate_to(&mut conn, 1).unwrap();
        assert_eq!(schema::version(&conn).unwrap(), 1);
        let mut game = bagh_chal(Seats::against_computer(Side::First, Level::Hard));
        play(&mut game, &["c3"]);
        game.resign_side(Side::First).unwrap();
        conn.execute(
            "INSERT INTO games (game_id, options, first_seat, second_seat, started_at,
                 finished_at, winner, reason, result_text, plies, save)
             VALUES ('bagh-chal', '{}', 'human', 'hard', 1, 2, 'second', 'resignation',
                 'The tigers win: the goats resigned.', 1, ?1)",
            [game.save()],
        )
        .unwrap();
    }
    let opened = Store::open(&path).unwrap();
    assert!(opened.moved_aside.is_none());
    let store = opened.store;
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    let games = store.games(0, 10).unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].winner, Some(Side::Second));
    assert_eq!(games[0].reason, EndReason::Resignation);
    // Migration 2 derived the statistics' columns from the seats.
    let stats = store.statistics().unwrap();
    assert_eq!(
        stats.rows,
        [StatisticsLine {
            game_id: "bagh-chal".into(),
            game_name: "Bagh Chal".into(),
            level: Some(Level::Hard),
            human_side: Some(Side::First),
            side_name: Some("Goats".into()),
            wins: 0,
            draws: 0,
            losses: 1,
            text: "Against Hard, as Goats: 0 won, 0 drawn, 1 lost".into(),
        }]
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_version_two_database_gains_learn_progress_and_keeps_its_games() {
    let dir = temp_dir("migrate-learn");
    let path = dir.join("games.db");
    {
        let mut conn = Connection::open(&path).unwrap();
        schema::migrate_to(&mut conn, 2).unwrap();
        assert_eq!(schema::version(&conn).unwrap(), 2);
        let missing: Option<String> = conn
            .query_row(
                "SELECT name FROM sqlite_master WHERE name = 'learn_progress'",
                [],
                |row| row.get(0),
            )
            .optional()
            .unwrap();
        assert_eq!(missing, None);
        let mut game = bagh_chal(Seats::humans());
        play(&mut game, &["c3"]);
        conn.execute(
            "INSERT INTO autosave (game_id, save, started_at, updated_at)
             VALUES ('bagh-chal', ?1, 1, 2)",
            [game.save()],
        )
        .unwrap();
    }
    let store = Store::open(&path).unwrap().store;
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    assert!(store.autosaved("bagh-chal").unwrap().is_some());
    assert_eq!(store.learn_progress("seega").unwrap(), None);
    let json = r#"{"rating":1012,"solved":["seega-1"],"failed":[],"lesson_steps":[0,1]}"#;
    store.save_learn_progress("seega", json).unwrap();
    drop(store);
    let again = Store::open(&path).unwrap().store;
    assert_eq!(
        again.learn_progress("seega").unwrap().as_deref(),
        Some(json)
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_version_three_database_keeps_its_games_in_progress_in_the_order_they_were_saved() {
    let dir = temp_dir("migrate-order");
    let path = dir.join("games.db");
    {
        let mut conn = Connection::open(&path).unwrap();
        schema::migrate_to(&mut conn, 3).unwrap();
        assert_eq!(schema::version(&conn).unwrap(), 3);
        // Three games in progress as version 3 kept them: no order but
        // their time (two saved in the same second).
        for (game_id, updated_at) in [("seega", 50), ("bobail", 70), ("bagh-chal", 50)] {
            let session = Session::new(game_id, &Options::new(), Seats::humans()).unwrap();
            conn.execute(
                "INSERT INTO autosave (game_id, save, started_at, updated_at)
                 VALUES (?1, ?2, 1, ?3)",
                params![game_id, session.save(), updated_at],
            )
            .unwrap();
        }
    }
    let opened = Store::open(&path).unwrap();
    assert!(opened.moved_aside.is_none());
    let store = opened.store;
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    let ids = |store: &Store| -> Vec<String> {
        store
            .autosaves()
            .unwrap()
            .into_iter()
            .map(|a| a.game_id)
            .collect()
    };
    // Newest first; the same second by game id, last first.
    assert_eq!(ids(&store), ["bobail", "seega", "bagh-chal"]);
    assert!(store.autosaved("seega").unwrap().is_some());
    // Saved now, a game goes first, whatever its clock says.
    let mut game = bagh_chal(Seats::humans());
    play(&mut game, &["c3"]);
    store.autosave_at(&game.save(), 10).unwrap();
    assert_eq!(ids(&store), ["bagh-chal", "bobail", "seega"]);
    drop(store);
    let again = Store::open(&path).unwrap().store;
    assert_eq!(ids(&again), ["bagh-chal", "bobail", "seega"]);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn games_in_progress_come_most_recently_saved_first() {
    let store = Store::open_in_memory().unwrap();
    assert!(store.autosaves().unwrap().is_empty());
    let new = |game_id: &str| Session::new(game_id, &Options::new(), Seats::humans()).unwrap();
    // Three new games in the same second: the order they were saved in.
    let seega = new("seega");
    let bobail = new("bobail");
    let mut tigers = bagh_chal(Seats::against_computer(Side::First, Level::Easy));
    store.autosave_at(&seega.save(), 100).unwrap();
    store.autosave_at(&bobail.save(), 100).unwrap();
    store.autosave_at(&tigers.save(), 100).unwrap();
    let list = store.autosaves().unwrap();
    assert_eq!(
        list.iter().map(|a| a.game_id.as_str()).collect::<Vec<_>>(),
        ["bagh-chal", "bobail", "seega"]
    );
    assert!(list
        .iter()
        .all(|a| a.plies == 0 && !a.over && a.saved_at == 100));
    // A move in Seega: it goes first, with its time and moves.
    let mut seega = seega;
    let first = seega.record().legal_moves()[0].notation.clone();
    seega.play(&first).unwrap();
    store.autosave_at(&seega.save(), 130).unwrap();
    let list = store.autosaves().unwrap();
    assert_eq!(
        list[0],
        AutosavedGame {
            game_id: "seega".into(),
            game_name: "Seega".into(),
            started_at: 100,
            saved_at: 130,
            plies: 1,
            over: false,
        }
    );
    assert_eq!(list[1].game_id, "bagh-chal");
    // A finished game stays its game's autosave, marked over.
    play(&mut tigers, &["c3"]);
    tigers.resign_side(Side::First).unwrap();
    store.autosave_at(&tigers.save(), 140).unwrap();
    let list = store.autosaves().unwrap();
    assert_eq!(list[0].game_id, "bagh-chal");
    assert!(list[0].over);
    assert_eq!(list[0].plies, 1);
    // Cleared, it is gone; an imported old save comes first.
    store.clear_autosave("seega").unwrap();
    let mut old = new("seega");
    let first = old.record().legal_moves()[0].notation.clone();
    old.play(&first).unwrap();
    assert_eq!(
        store.import_legacy(&old.save()).unwrap(),
        Imported::Imported("seega".into())
    );
    assert_eq!(
        store
            .autosaves()
            .unwrap()
            .iter()
            .map(|a| a.game_id.as_str())
            .collect::<Vec<_>>(),
        ["seega", "bagh-chal", "bobail"]
    );
}

#[test]
fn learn_progress_is_kept_per_game_replaced_and_checked() {
    let store = Store::open_in_memory().unwrap();
    assert!(store.all_learn_progress().unwrap().is_empty());
    let first = r#"{"rating":1000,"solved":[],"failed":["b-1"],"lesson_steps":[]}"#;
    let second = r#"{"rating":1020,"solved":["b-1"],"failed":[],"lesson_steps":[2]}"#;
    store.save_learn_progress("bobail", first).unwrap();
    store.save_learn_progress("seega", first).unwrap();
    store.save_learn_progress("bobail", second).unwrap();
    assert_eq!(
        store.learn_progress("bobail").unwrap().as_deref(),
        Some(second)
    );
    assert_eq!(
        store.all_learn_progress().unwrap(),
        [
            ("bobail".to_string(), second.to_string()),
            ("seega".to_string(), first.to_string())
        ]
    );
    // A batch with one bad row changes nothing.
    let err = store
        .save_learn_progress_batch(&[
            ("bobail".into(), first.into()),
            ("seega".into(), "not json".into()),
        ])
        .unwrap_err();
    assert!(matches!(err, StoreError::BadProgress(ref why) if why.starts_with("seega")));
    assert_eq!(
        store.learn_progress("bobail").unwrap().as_deref(),
        Some(second)
    );
    assert_eq!(
        store.learn_progress("seega").unwrap().as_deref(),
        Some(first)
    );
}

#[test]
fn a_database_from_a_newer_version_is_refused_and_kept() {
    let dir = temp_dir("newer");
    let path = dir.join("games.db");
    {
        let conn = Connection::open(&path).unwrap();
        conn.pragma_update(None, "user_version", 99).unwrap();
    }
    let err = Store::open(&path).unwrap_err();
    assert_eq!(
        err,
        StoreError::NewerSchema {
            found: 99,
            known: SCHEMA_VERSION
        }
    );
    assert!(path.exists());
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn the_autosave_follows_the_game_and_records_it_once_when_over() {
    let store = Store::open_in_memory().unwrap();
    let mut game = bagh_chal(Seats::against_computer(Side::First, Level::Medium));
    play(&mut game, &["c3"]);
    assert_eq!(store.autosave_at(&game.save(), 100).unwrap().finished, None);
    play(&mut game, &["a1-b2"]);
    assert_eq!(store.autosave_at(&game.save(), 110).unwrap().finished, None);
    assert_eq!(store.autosaved("bagh-chal").unwrap(), Some(game.save()));
    assert_eq!(store.game_count().unwrap(), 0);

    game.resign_side(Side::First).unwrap();
    let id = store
        .autosave_at(&game.save(), 120)
        .unwrap()
        .finished
        .unwrap();
    // The app saves the finished game again on pause: no second record.
    assert_eq!(
        store.autosave_at(&game.save(), 130).unwrap().finished,
        Some(id)
    );
    assert_eq!(store.game_count().unwrap(), 1);

    let finished = store.game(id).unwrap();
    assert_eq!(finished.save, game.save());
    let summary = finished.summary;
    assert_eq!(summary.game_id, "bagh-chal");
    assert_eq!(summary.started_at, 100);
    assert_eq!(summary.finished_at, 120);
    assert_eq!(summary.plies, 2);
    assert_eq!(summary.first, Seat::Human);
    assert_eq!(
        summary.second,
        Seat::Computer {
            level: Level::Medium
        }
    );
    assert_eq!(summary.winner, Some(Side::Second));
    assert_eq!(summary.reason, EndReason::Resignation);
    assert_eq!(summary.result_text, game.result_text().unwrap());
}

#[test]
fn a_new_game_with_the_same_opening_is_a_new_record() {
    let store = Store::open_in_memory().unwrap();
    for at in [10, 20] {
        let mut game = bagh_chal(Seats::humans());
        play(&mut game, &["c3"]);
        store.autosave_at(&game.save(), at).unwrap();
        game.resign_side(Side::Second).unwrap();
        store.autosave_at(&game.save(), at + 1).unwrap();
    }
    let games = store.games(0, 10).unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(
        games.iter().map(|g| g.started_at).collect::<Vec<_>>(),
        [20, 10]
    );
}

#[test]
fn history_pages_newest_first_and_delete_removes_the_review() {
    let store = Store::open_in_memory().unwrap();
    let mut ids = Vec::new();
    for i in 0..25 {
        let mut game = bagh_chal(Seats::humans());
        game.resign_side(Side::First).unwrap();
        ids.push(store.add_finished(&game.save(), i, 1000 + i).unwrap());
    }
    let first = store.games(0, 10).unwrap();
    assert_eq!(first.len(), 10);
    assert_eq!(first[0].finished_at, 1024);
    assert_eq!(store.games(20, 10).unwrap().len(), 5);
    assert_eq!(store.games(20, 10).unwrap()[4].finished_at, 1000);

    store.save_review(ids[3], r#"{"moves":[]}"#).unwrap();
    assert_eq!(
        store.review(ids[3]).unwrap().as_deref(),
        Some(r#"{"moves":[]}"#)
    );
    store.delete_game(ids[3]).unwrap();
    assert_eq!(store.review(ids[3]).unwrap(), None);
    assert_eq!(store.game(ids[3]), Err(StoreError::NoSuchGame(ids[3])));
    assert_eq!(store.game_count().unwrap(), 24);
    assert_eq!(
        store.delete_game(ids[3]),
        Err(StoreError::NoSuchGame(ids[3]))
    );
    assert_eq!(
        store.save_review(ids[3], "{}"),
        Err(StoreError::NoSuchGame(ids[3]))
    );
}

#[test]
fn statistics_count_per_game_level_and_side() {
    let store = Store::open_in_memory().unwrap();
    let finish = |seats: Seats, resigner: Side| {
        let mut game = bagh_chal(seats);
        game.resign_side(resigner).unwrap();
        store.add_finished(&game.save(), 0, 1).unwrap();
    };
    let hard_goats = Seats::against_computer(Side::First, Level::Hard);
    finish(hard_goats, Side::Second); // human won
    finish(hard_goats, Side::Second); // human won
    finish(hard_goats, Side::First); // human lost
    let easy_tigers = Seats::against_computer(Side::Second, Level::Easy);
    finish(easy_tigers, Side::First); // human won
    finish(Seats::humans(), Side::Second); // first side won

    let rows = store.statistics().unwrap().rows;
    let row = |level, side| {
        rows.iter()
            .find(|r| r.level == level && r.human_side == side)
            .map(|r| (r.wins, r.draws, r.losses))
    };
    assert_eq!(rows.len(), 3);
    assert_eq!(row(Some(Level::Hard), Some(Side::First)), Some((2, 0, 1)));
    assert_eq!(row(Some(Level::Easy), Some(Side::Second)), Some((1, 0, 0)));
    assert_eq!(row(None, None), Some((1, 0, 0)));
    // Easiest level first, pass and play last.
    assert_eq!(rows[0].level, Some(Level::Easy));
    assert_eq!(rows[2].level, None);
}

#[test]
fn an_old_app_save_is_imported_once() {
    let store = Store::open_in_memory().unwrap();
    let mut game = bagh_chal(Seats::humans());
    play(&mut game, &["c3"]);
    let core_save = game.record().save().to_json();
    let android = format!(
        "boardlore-android-save 1\ngame=bagh-chal\nmode=computer\nhuman-side=0\nlevel=4\n\n{core_save}"
    );
    assert_eq!(
        store.import_legacy(&android).unwrap(),
        Imported::Imported("bagh-chal".into())
    );
    let kept = Session::restore(&store.autosaved("bagh-chal").unwrap().unwrap()).unwrap();
    assert_eq!(kept.history().len(), 1);
    assert_eq!(
        kept.seats(),
        Seats::against_computer(Side::First, Level::Expert)
    );
    assert_eq!(
        store.import_legacy(&android).unwrap(),
        Imported::AlreadyHad("bagh-chal".into())
    );
    assert!(matches!(
        store.import_legacy("not a save"),
        Err(StoreError::BadSave(_))
    ));
}

#[test]
fn a_bad_save_is_refused_and_changes_nothing() {
    let store = Store::open_in_memory().unwrap();
    assert!(matches!(store.autosave("{}"), Err(StoreError::BadSave(_))));
    let mut game = bagh_chal(Seats::humans());
    play(&mut game, &["c3"]);
    assert!(matches!(
        store.add_finished(&game.save(), 0, 0),
        Err(StoreError::BadSave(_))
    ));
    assert_eq!(store.game_count().unwrap(), 0);
}

pub(crate) fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "boardlore-store-{name}-{}-{}",
        std::process::id(),
        now()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
