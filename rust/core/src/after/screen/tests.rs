//! The browser screen on real games: the board at each ply, the way up it
//! opens, the review's life, the errors.

use super::*;
use crate::review::MoveLabel;
use crate::session::{Seat, Seats};
use crate::Options;

/// A Bagh Chal game: a goat on c3, a tiger a1-a2, a goat on d4.
const GAME: [&str; 3] = ["c3", "a1-a2", "d4"];

fn save(seats: Seats, moves: &[&str]) -> String {
    let mut s = Session::new("bagh-chal", &Options::new(), seats).unwrap();
    for mv in moves {
        s.play(mv).unwrap();
    }
    s.save()
}

fn open(save: &str, open: BrowserOpen) -> BrowserScreen {
    BrowserScreen::new(&open, save, &[]).unwrap()
}

fn square<'a>(frame: &'a BrowserFrame, name: &str) -> &'a SquareFrame {
    frame.squares.iter().find(|s| s.name == name).unwrap()
}

fn notes() -> Vec<Note> {
    vec![
        Note {
            ply: 0,
            played: "c3".into(),
            label: MoveLabel::Best,
            better: None,
        },
        Note {
            ply: 1,
            played: "a1-a2".into(),
            label: MoveLabel::Mistake,
            better: None,
        },
        Note {
            ply: 2,
            played: "d4".into(),
            label: MoveLabel::Good,
            better: None,
        },
    ]
}

#[test]
fn the_board_shows_the_position_at_the_ply_with_the_move_that_led_there() {
    let mut screen = open(&save(Seats::humans(), &GAME), BrowserOpen::default());
    let end = screen.frame();
    assert_eq!((end.ply, end.total, end.selected), (3, 3, None));
    // Goats stand on c3 and d4, the tiger moved from a1 to a2; d4 was last.
    assert_eq!(square(&end, "c3").piece.as_deref(), Some("G"));
    assert_eq!(square(&end, "a2").piece.as_deref(), Some("T"));
    assert_eq!(square(&end, "a1").piece, None);
    assert!(square(&end, "d4").last_to);
    assert!(!square(&end, "a2").last_to && !square(&end, "a1").last_from);
    let at_two = screen.act(BrowserAction::Back).frame;
    assert_eq!(at_two.ply, 2);
    assert_eq!(square(&at_two, "d4").piece, None, "d4 not played yet");
    assert!(square(&at_two, "a1").last_from && square(&at_two, "a2").last_to);
    assert_eq!(
        at_two.selected,
        Some(2),
        "the row of the move about to be played"
    );
    let start = screen.act(BrowserAction::Start).frame;
    assert!(start.squares.iter().all(|s| !s.last_from && !s.last_to));
    assert_eq!(square(&start, "c3").piece, None);
    assert_eq!(square(&start, "a1").piece.as_deref(), Some("T"));
    assert!(!start.can_back && start.can_forward);
    // Nothing is selectable: the browser only shows.
    assert!(end
        .squares
        .iter()
        .all(|s| !s.selected && !s.target && !s.movable && !s.draggable));
}

#[test]
fn a_row_tap_shows_the_position_before_its_move_and_steps_outside_change_nothing() {
    let mut screen = open(&save(Seats::humans(), &GAME), BrowserOpen::default());
    let rows = screen.frame().rows;
    assert_eq!(
        rows.iter()
            .map(|r| (r.first_ply, r.text.as_str()))
            .collect::<Vec<_>>(),
        [(0, "c3"), (1, "a1-a2"), (2, "d4")]
    );
    let frame = screen.act(BrowserAction::SelectRow { ply: 1 }).frame;
    assert_eq!((frame.ply, frame.selected), (1, Some(1)));
    assert_eq!(frame.arrows.len(), 1, "the tiger's move as an arrow");
    let same = screen.act(BrowserAction::SelectRow { ply: 3 }).frame;
    assert_eq!(same.ply, 1, "no fourth move");
    let same = screen.act(BrowserAction::GoTo { ply: 9 }).frame;
    assert_eq!(same.ply, 1);
    assert_eq!(screen.act(BrowserAction::GoTo { ply: 3 }).frame.ply, 3);
}

#[test]
fn the_way_up_the_game_screen_had_is_kept_and_the_persons_side_is_the_default() {
    // The person plays the tigers (second) against the computer: upside down.
    let seats = Seats {
        first: Seat::Computer { level: Level::Easy },
        second: Seat::Human,
    };
    let game = save(seats, &GAME);
    assert!(open(&game, BrowserOpen::default()).frame().flipped);
    // The game screen turned it back: the browser opens as it was.
    let kept = BrowserOpen {
        flipped: Some(false),
        ply: Some(1),
        ..BrowserOpen::default()
    };
    let mut screen = open(&game, kept);
    let frame = screen.frame();
    assert!(!frame.flipped);
    assert_eq!(frame.ply, 1);
    assert!(screen.act(BrowserAction::Flip).frame.flipped);
    // Two players, turned on the game screen: turned here too.
    let two = BrowserOpen {
        flipped: Some(true),
        ..BrowserOpen::default()
    };
    assert!(open(&save(Seats::humans(), &GAME), two).frame().flipped);
}

#[test]
fn a_finished_game_of_the_history_is_reviewed_when_shown_and_its_labels_fill_in() {
    let stored = BrowserOpen {
        finished_game_id: Some(7),
        review_level: Some(Level::Easy),
        ..BrowserOpen::default()
    };
    let mut screen = open(&save(Seats::humans(), &GAME), stored);
    assert_eq!(screen.frame().review, ReviewState::NotRequested);
    let shown = screen.act(BrowserAction::Shown);
    assert_eq!(
        shown.effects,
        [BrowserEffect::StartReview {
            job: 1,
            level: Level::Easy,
            finished_game_id: Some(7)
        }]
    );
    assert_eq!(shown.frame.review, ReviewState::Running);
    assert!(!shown.frame.can_request_review);
    assert!(screen.act(BrowserAction::Shown).effects.is_empty(), "once");
    // A result of another job is dropped.
    let stale = screen.act(BrowserAction::ReviewFound {
        job: 9,
        notes: notes(),
    });
    assert_eq!(stale.frame.review, ReviewState::Running);
    let done = screen
        .act(BrowserAction::ReviewFound {
            job: 1,
            notes: notes(),
        })
        .frame;
    let labels: Vec<_> = done.rows.iter().map(|r| r.label).collect();
    assert_eq!(
        labels,
        [
            Some(MoveLabel::Best),
            Some(MoveLabel::Mistake),
            Some(MoveLabel::Good)
        ]
    );
    assert_eq!(done.rows[1].label_text.as_deref(), Some("Mistake"));
    // Two goat moves (one best, one good), one tiger move (a mistake).
    assert_eq!(
        done.review,
        ReviewState::Reviewed {
            summary: vec![
                "Goats: 1 best and 1 good".to_string(),
                "Tigers: 1 mistake".to_string()
            ]
        }
    );
    assert!(!done.can_request_review);
}

#[test]
fn a_copy_is_reviewed_only_when_asked_and_a_closed_screen_stops_its_review() {
    let mut screen = open(&save(Seats::humans(), &GAME), BrowserOpen::default());
    assert!(screen.act(BrowserAction::Shown).effects.is_empty());
    assert!(screen.frame().can_request_review);
    let asked = screen.act(BrowserAction::RequestReview);
    assert!(matches!(
        asked.effects[..],
        [BrowserEffect::StartReview {
            job: 1,
            finished_game_id: None,
            ..
        }]
    ));
    let closed = screen.act(BrowserAction::StopReview);
    assert_eq!(closed.effects, [BrowserEffect::CancelReview { job: 1 }]);
    assert_eq!(closed.frame.review, ReviewState::NotRequested);
    // A failed review says why and may be asked for again.
    screen.act(BrowserAction::RequestReview);
    let failed = screen
        .act(BrowserAction::ReviewFailed {
            job: 2,
            failure: SearchFailure::Engine {
                message: "out of memory".into(),
            },
        })
        .frame;
    assert_eq!(
        failed.review,
        ReviewState::Failed {
            text: "The review stopped: out of memory".into()
        }
    );
    assert!(failed.can_request_review);
    // A cancelled one leaves it as not asked for.
    screen.act(BrowserAction::RequestReview);
    let cancelled = screen.act(BrowserAction::ReviewFailed {
        job: 3,
        failure: SearchFailure::Cancelled,
    });
    assert_eq!(cancelled.frame.review, ReviewState::NotRequested);
}

#[test]
fn a_game_without_moves_offers_no_review() {
    let stored = BrowserOpen {
        finished_game_id: Some(3),
        ..BrowserOpen::default()
    };
    let mut screen = open(&save(Seats::humans(), &[]), stored);
    assert!(screen.act(BrowserAction::Shown).effects.is_empty());
    assert!(!screen.frame().can_request_review);
    assert!(screen.act(BrowserAction::RequestReview).effects.is_empty());
}

#[test]
fn a_kept_review_shows_at_once_and_one_of_another_game_is_dropped() {
    let game = save(Seats::humans(), &GAME);
    let kept = BrowserScreen::new(&BrowserOpen::default(), &game, &notes()).unwrap();
    assert!(matches!(kept.frame().review, ReviewState::Reviewed { .. }));
    let mut other = notes();
    other[1].played = "e1-e2".into();
    let dropped = BrowserScreen::new(&BrowserOpen::default(), &game, &other).unwrap();
    assert_eq!(dropped.frame().review, ReviewState::NotRequested);
    assert!(dropped.frame().rows.iter().all(|r| r.label.is_none()));
}

#[test]
fn the_language_changes_every_text() {
    let mut screen = open(&save(Seats::humans(), &GAME), BrowserOpen::default());
    let fr = screen
        .act(BrowserAction::LanguageChanged { language: Lang::Fr })
        .frame;
    assert_eq!(fr.language, Lang::Fr);
    assert_eq!(
        fr.game_name,
        screen.session().record().info().name_in(Lang::Fr)
    );
    assert!(fr.rows[0].spoken.contains("c3"));
    assert_ne!(
        fr.caption,
        open(&save(Seats::humans(), &GAME), BrowserOpen::default())
            .frame()
            .caption
    );
}

#[test]
fn no_game_is_a_typed_error_worded_in_every_language() {
    for lang in Lang::ALL {
        let BrowseError::NoGame { text } = BrowseError::no_game(lang) else {
            panic!("not NoGame");
        };
        assert!(
            !text.is_empty() && !text.contains("browse-"),
            "{lang:?}: {text}"
        );
        if lang != Lang::En {
            assert_ne!(
                text,
                i18n::text(Lang::En, "browse-no-game", &[]),
                "{lang:?}"
            );
        }
    }
}

#[test]
fn a_move_past_the_end_is_refused_on_opening() {
    let open = BrowserOpen {
        ply: Some(3),
        ..BrowserOpen::default()
    };
    let refused = BrowserScreen::new(&open, &save(Seats::humans(), &GAME), &[]);
    assert_eq!(
        refused.err(),
        Some(BrowseError::NoSuchMove { index: 3, total: 3 })
    );
    assert!(matches!(
        BrowserScreen::new(&BrowserOpen::default(), "not a save", &[]),
        Err(BrowseError::Match(_))
    ));
}
