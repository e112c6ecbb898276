//! After the game through the API: the [`GameStore`] keeps, browses,
//! reviews, shares and deletes finished games, resumes autosaves, imports
//! old saves, counts statistics and keeps learning progress.

use boardlore::{
    puzzle_list, BoardloreError, GameMatch, GameStore, Lang, LearnProgress, Level, MoveLabel,
    OptionSetting, ProgressRecord, ReviewProgress, Seat, Seats,
};
use boardlore_core::after::words as after_words;
use std::sync::Arc;
fn temp_db(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("boardlore-ffi-{name}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("games.db").display().to_string()
}

fn finished_game() -> Arc<GameMatch> {
    let game = GameMatch::new("bagh-chal".into(), Vec::<OptionSetting>::new()).unwrap();
    for _ in 0..6 {
        let first = game.legal_moves()[0].notation.clone();
        game.play(first).unwrap();
    }
    game.resign_player().unwrap();
    game
}

#[test]
fn a_finished_game_is_kept_browsed_reviewed_shared_and_deleted() {
    let store = GameStore::open(temp_db("flow")).unwrap();
    assert_eq!(store.moved_aside(), None);
    let game = finished_game();
    let id = store
        .autosave(game.clone())
        .unwrap()
        .expect("recorded as finished");
    let games = store.games(0, 10, Lang::En).unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].id, id);
    assert_eq!(games[0].game_name, "Bagh Chal");
    assert_eq!(games[0].plies, 6);
    assert_eq!(games[0].details, "Two players · 6 moves");
    assert_eq!(games[0].result_text, "The tigers win: the goats resigned.");
    // The row's result sentence is worded in the language each call asks for.
    let french = store.games(0, 10, Lang::Fr).unwrap()[0].result_text.clone();
    assert_ne!(french, games[0].result_text);
    assert!(french.contains("abandonné"), "{french}");
    assert_eq!(games[0].date.len(), 10);
    // The row's date for players: the same day, worded (`25 November 2026`).
    let year = &games[0].date[..4];
    assert!(
        games[0].date_text.ends_with(&format!(" {year}")),
        "{:?}",
        games[0]
    );
    assert!(!games[0].date_text.contains('.'), "{}", games[0].date_text);
    assert_eq!(
        games[0].date_text,
        after_words::date(&games[0].date, Lang::En)
    );

    let opened = store.open_game(id).unwrap();
    assert_eq!(opened.save(), game.save());
    let third = opened.at_ply(2).unwrap();
    assert_eq!(third.history().len(), 2);
    assert!(third.status().outcome.is_none());
    assert!(opened.at_ply(7).is_err());

    let job = store
        .clone()
        .request_review(id, Level::Easy, Lang::En)
        .unwrap();
    assert_eq!(job.progress(), ReviewProgress { done: 0, total: 7 });
    let view = job.run().unwrap();
    assert_eq!(job.progress(), ReviewProgress { done: 7, total: 7 });
    assert_eq!(view.moves.len(), 6);
    assert_eq!(view.moves[0].turn, "1.");
    assert_eq!(view.moves[0].played.notation, game.history()[0].notation);
    for mv in &view.moves {
        assert_eq!(mv.better.is_none(), mv.label == MoveLabel::Best, "{mv:?}");
        assert!(!mv.before_text.is_empty() && !mv.comment.is_empty());
    }
    assert!(view.summary[0].starts_with("Goats: "), "{:?}", view.summary);
    // Kept: the stored review reads back the same, and the shared text
    // carries its comments.
    assert_eq!(store.review(id, Lang::En).unwrap(), Some(view.clone()));
    let text = store.share_text(id, Lang::En).unwrap();
    assert!(text.starts_with("[Game \"bagh-chal\"]"), "{text}");
    assert!(text.contains('{'), "{text}");

    assert!(job.run().is_err(), "a job runs once");
    store.delete_game(id).unwrap();
    assert_eq!(store.game_count().unwrap(), 0);
    assert_eq!(store.review(id, Lang::En).unwrap(), None);
    assert!(matches!(store.open_game(id), Err(BoardloreError::Store(_))));
}

#[test]
fn a_cancelled_review_says_so() {
    let store = GameStore::open(temp_db("cancel")).unwrap();
    let id = store.autosave(finished_game()).unwrap().unwrap();
    let job = store
        .clone()
        .request_review(id, Level::Expert, Lang::En)
        .unwrap();
    job.cancel();
    assert_eq!(job.run(), Err(BoardloreError::Cancelled));
    assert_eq!(store.review(id, Lang::En).unwrap(), None);
}

#[test]
fn the_autosave_resumes_and_an_old_save_imports_once() {
    let store = GameStore::open(temp_db("resume")).unwrap();
    assert!(store.resume("bagh-chal".into()).unwrap().is_none());
    let game = GameMatch::new("bagh-chal".into(), Vec::new()).unwrap();
    game.play("c3".into()).unwrap();
    assert_eq!(store.autosave(game.clone()).unwrap(), None);
    let resumed = store.resume("bagh-chal".into()).unwrap().unwrap();
    assert_eq!(resumed.save(), game.save());

    let old = format!(
        "boardlore-android-save 1\ngame=seega\nmode=two-players\n\n{}",
        {
            let g = GameMatch::new("seega".into(), Vec::new()).unwrap();
            let first = g.legal_moves()[0].notation.clone();
            g.play(first).unwrap();
            g.save()
        }
    );
    assert!(store.import_legacy(old.clone()).unwrap());
    assert!(!store.import_legacy(old).unwrap());
    assert_eq!(
        store
            .resume("seega".into())
            .unwrap()
            .unwrap()
            .history()
            .len(),
        1
    );
    let refused = store.import_legacy("rubbish".into()).unwrap_err();
    assert!(matches!(refused, BoardloreError::CorruptSave(_)));
    let text = refused.to_string();
    assert!(text.starts_with("corrupt save: not a save file"), "{text}");
    assert_eq!(text.matches("corrupt save").count(), 1, "{text}");
    // A 50 MB old wrapper is refused by its size before it is parsed.
    let huge = format!(
        "boardlore-android-save 1\ngame=seega\nnote={}\n\n{}",
        "x".repeat(50 << 20),
        GameMatch::new("seega".into(), Vec::new()).unwrap().save()
    );
    let text = store.import_legacy(huge).unwrap_err().to_string();
    assert_eq!(text, "corrupt save: save is 50 MB; the limit is 1 MB");
    // Both games in progress, the latest saved (the imported Seega) first.
    let kept = store.autosaved_games(Lang::En).unwrap();
    assert_eq!(
        kept.iter()
            .map(|a| (a.game_id.as_str(), a.game_name.as_str(), a.plies, a.over))
            .collect::<Vec<_>>(),
        [
            ("seega", "Seega", 1, false),
            ("bagh-chal", "Bagh Chal", 1, false)
        ]
    );
    assert!(kept
        .iter()
        .all(|a| a.saved_at >= a.started_at && a.saved_at > 0));
    // Another move in Bagh Chal: it comes first again.
    let first = game.legal_moves()[0].notation.clone();
    game.play(first).unwrap();
    store.autosave(game.clone()).unwrap();
    let order: Vec<String> = store
        .autosaved_games(Lang::En)
        .unwrap()
        .into_iter()
        .map(|a| a.game_id)
        .collect();
    assert_eq!(order, ["bagh-chal", "seega"]);
}

#[test]
fn statistics_name_the_level_and_side() {
    let store = GameStore::open(temp_db("stats")).unwrap();
    let game = GameMatch::with_seats(
        "bagh-chal".into(),
        Vec::new(),
        Seats {
            first: Seat::Human,
            second: Seat::Computer { level: Level::Hard },
        },
    )
    .unwrap();
    game.resign_player().unwrap();
    store.autosave(game).unwrap();
    let lines = store.statistics(Lang::En).unwrap();
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].level, Some(Level::Hard));
    assert_eq!(lines[0].side_name.as_deref(), Some("Goats"));
    assert_eq!((lines[0].wins, lines[0].draws, lines[0].losses), (0, 0, 1));
    assert_eq!(
        lines[0].text,
        "Against Hard, as Goats: 0 won, 0 drawn, 1 lost"
    );
    let games = store.games(0, 1, Lang::En).unwrap();
    assert_eq!(
        games[0].details,
        "You (Goats) against Computer, Hard · 0 moves"
    );
    // Each call words its rows in the language it is given.
    let nepali = store.games(0, 1, Lang::Ne).unwrap();
    assert_eq!(nepali[0].game_name, "बाघचाल");
    assert_ne!(nepali[0].details, games[0].details);
    let french = store.statistics(Lang::Fr).unwrap();
    assert_ne!(french[0].text, lines[0].text);
    assert_eq!(french[0].game_name, "Bagh Chal");
}

#[test]
fn learning_progress_is_kept_in_the_store_across_openings() {
    let path = temp_db("learn");
    let store = GameStore::open(path.clone()).unwrap();
    assert!(!store.has_learn_progress().unwrap());
    assert_eq!(store.learn_progress().unwrap().rating("seega".into()), 1000);
    let progress = LearnProgress::new(String::new());
    let puzzle = puzzle_list("seega".into(), Lang::En).unwrap()[0].id.clone();
    let rating = progress
        .record(ProgressRecord::Puzzle {
            puzzle_id: puzzle.clone(),
            clean: true,
        })
        .unwrap();
    assert!(rating > 1000);
    progress.record(ProgressRecord::LessonStep {
        game_id: "bobail".into(),
        step: 2,
    });
    store.save_learn_progress(progress.clone()).unwrap();
    assert!(store.has_learn_progress().unwrap());
    drop(store);

    let again = GameStore::open(path).unwrap();
    let back = again.learn_progress().unwrap();
    assert_eq!(back.to_json(), progress.to_json());
    assert_eq!(back.rating("seega".into()), rating);
    assert!(back.is_solved("seega".into(), puzzle));
    assert_eq!(back.lesson_steps_passed("bobail".into()), [2]);
}
