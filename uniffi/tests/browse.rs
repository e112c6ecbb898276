//! The browser screen through the API ([`BrowserScreenHandle`]): a copy of
//! a game stepped through, a finished game of the store opened by its id
//! and reviewed (the review kept), the review run by the handle, the
//! errors.

use boardlore::{
    BrowseError, BrowserAction, BrowserEffect, BrowserOpen, BrowserScreenHandle, GameMatch,
    GameStore, Lang, Level, MoveLabel, OptionSetting, ReviewState, SearchFailure,
};
use std::sync::Arc;

const MOVES: [&str; 4] = ["c3", "a1-a2", "d4", "a2-a1"];

fn game(moves: &[&str]) -> Arc<GameMatch> {
    let game = GameMatch::new("bagh-chal".into(), Vec::<OptionSetting>::new()).unwrap();
    for mv in moves {
        game.play((*mv).into()).unwrap();
    }
    game
}

fn temp_db(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("boardlore-browse-{name}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("games.db").display().to_string()
}

fn quick(open: BrowserOpen) -> BrowserOpen {
    BrowserOpen {
        review_level: Some(Level::Easy),
        ..open
    }
}

/// Sends `action`, runs the review it asks for (as an app's thread does)
/// and sends its answer; the last frame's review state.
fn act_and_review(screen: &BrowserScreenHandle, action: BrowserAction) -> ReviewState {
    let update = screen.act(action);
    let mut last = update.frame;
    for effect in update.effects {
        if let BrowserEffect::StartReview { job, .. } = effect {
            last = screen.act(screen.run_review(job)).frame;
        }
    }
    last.review
}

#[test]
fn a_copy_of_a_game_is_stepped_through_and_the_game_may_go_on() {
    let original = game(&MOVES);
    let screen = BrowserScreenHandle::new(
        BrowserOpen {
            save: Some(original.save()),
            ..BrowserOpen::default()
        },
        None,
    )
    .unwrap();
    original.play("b2".into()).unwrap();
    let end = screen.frame();
    assert_eq!((end.ply, end.total, end.selected), (4, 4, None));
    assert_eq!(end.caption, "Position after 4 moves");
    assert_eq!(end.rows.len(), 4);
    // The board is the game's at each ply, the squares as the match has them.
    let at_two = screen.act(BrowserAction::GoTo { ply: 2 }).frame;
    let board = original.at_ply(2).unwrap().board();
    for (shown, kept) in at_two.squares.iter().zip(&board.squares) {
        assert_eq!(shown.piece, kept.piece.as_ref().map(|p| p.letter.clone()));
        assert_eq!(
            (shown.last_from, shown.last_to),
            (kept.last_move_from, kept.last_move_to),
            "{}",
            shown.name
        );
    }
    assert_eq!(screen.act(BrowserAction::Start).frame.ply, 0);
    assert_eq!(screen.act(BrowserAction::Back).frame.ply, 0);
    assert_eq!(screen.act(BrowserAction::End).frame.ply, 4);
    assert_eq!(screen.act(BrowserAction::Forward).frame.ply, 4);
    // Nothing to review on request but what is asked: a copy is kept nowhere.
    assert!(screen.act(BrowserAction::Shown).effects.is_empty());
    let state = act_and_review(&screen, BrowserAction::RequestReview);
    assert!(matches!(state, ReviewState::Reviewed { .. }), "{state:?}");
    assert!(screen.frame().rows.iter().all(|r| r.label.is_some()));
}

#[test]
fn a_finished_game_opens_by_its_id_is_reviewed_once_and_the_review_is_kept() {
    let store = GameStore::open(temp_db("kept")).unwrap();
    let finished = game(&MOVES);
    finished.resign_player().unwrap();
    let id = store.autosave(finished.clone()).unwrap().expect("recorded");
    let open = quick(BrowserOpen {
        finished_game_id: Some(id),
        flipped: Some(true),
        ..BrowserOpen::default()
    });
    let screen = BrowserScreenHandle::new(open.clone(), Some(store.clone())).unwrap();
    let frame = screen.frame();
    assert!(frame.flipped, "the way up it was asked to open");
    assert_eq!(frame.total, 4);
    assert_eq!(
        frame.result_text.as_deref(),
        Some("The tigers win: the goats resigned.")
    );
    assert_eq!(frame.review, ReviewState::NotRequested);
    let state = act_and_review(&screen, BrowserAction::Shown);
    let ReviewState::Reviewed { summary } = state else {
        panic!("{state:?}");
    };
    assert_eq!(summary.len(), 2, "one line per side");
    assert!(summary[0].starts_with("Goats: "), "{summary:?}");
    // The store keeps it: opened again, the labels show at once and no
    // review runs.
    let kept = store.review(id, Lang::En).unwrap().expect("kept");
    let again = BrowserScreenHandle::new(open, Some(store.clone())).unwrap();
    let rows = again.frame().rows;
    let labels: Vec<Option<MoveLabel>> = rows.iter().map(|r| r.label).collect();
    let expected: Vec<Option<MoveLabel>> = kept.moves.iter().map(|m| Some(m.label)).collect();
    assert_eq!(labels, expected);
    assert!(again.act(BrowserAction::Shown).effects.is_empty());
    // Shared with the review's comments, from the store.
    assert_eq!(again.share_text(), store.share_text(id, Lang::En).unwrap());
}

#[test]
fn a_closed_screen_cancels_its_review_and_its_late_answer_is_dropped() {
    let screen = BrowserScreenHandle::new(
        quick(BrowserOpen {
            save: Some(game(&MOVES).save()),
            ..BrowserOpen::default()
        }),
        None,
    )
    .unwrap();
    let asked = screen.act(BrowserAction::RequestReview);
    let [BrowserEffect::StartReview { job, .. }] = asked.effects[..] else {
        panic!("{:?}", asked.effects);
    };
    assert!(screen.review_progress().is_some());
    let closed = screen.act(BrowserAction::StopReview);
    assert_eq!(closed.effects, [BrowserEffect::CancelReview { job }]);
    // The job was stopped: running it now answers "cancelled".
    let answer = screen.run_review(job);
    assert_eq!(
        answer,
        BrowserAction::ReviewFailed {
            job,
            failure: SearchFailure::Cancelled
        }
    );
    assert_eq!(screen.act(answer).frame.review, ReviewState::NotRequested);
    assert_eq!(screen.review_progress(), None);
}

#[test]
fn no_game_and_a_missing_stored_game_are_typed_errors_in_the_screens_language() {
    let none = BrowserScreenHandle::new(
        BrowserOpen {
            language: Lang::Fr,
            ..BrowserOpen::default()
        },
        None,
    );
    let Err(BrowseError::NoGame { text }) = none else {
        panic!("expected NoGame");
    };
    assert_eq!(text, "Il n’y a aucune partie à parcourir.");
    let store = GameStore::open(temp_db("missing")).unwrap();
    let missing = BrowserScreenHandle::new(
        BrowserOpen {
            finished_game_id: Some(99),
            ..BrowserOpen::default()
        },
        Some(store),
    );
    assert!(matches!(missing, Err(BrowseError::NoGame { .. })));
    let past = BrowserScreenHandle::new(
        BrowserOpen {
            save: Some(game(&MOVES).save()),
            ply: Some(4),
            ..BrowserOpen::default()
        },
        None,
    );
    assert!(matches!(
        past,
        Err(BrowseError::NoSuchMove { index: 4, total: 4 })
    ));
}
