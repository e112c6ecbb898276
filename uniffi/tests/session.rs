//! The play session through the API, as the apps drive it: seats, the
//! computer's one path, the seats' undo/redo/resign, explanations, the
//! move list, hit-testing, descriptions, and saves that carry the seats.

use boardlore::{
    AnnouncementKind, BoardloreError, GameMatch, Level, RefusalKind, Seat, Seats, Side, TapEffect,
};
use std::sync::Arc;

fn against_easy_tigers() -> Arc<GameMatch> {
    GameMatch::with_seats(
        "bagh-chal".into(),
        vec![],
        Seats {
            first: Seat::Human,
            second: Seat::Computer { level: Level::Easy },
        },
    )
    .unwrap()
}

fn index(m: &GameMatch, name: &str) -> u32 {
    m.geometry()
        .square_names
        .iter()
        .position(|n| n == name)
        .unwrap() as u32
}

#[test]
fn the_computer_moves_through_one_path_and_the_seats_undo_whole_turns() {
    let m = against_easy_tigers();
    assert!(!m.status().computer_to_move);
    assert!(matches!(
        Arc::clone(&m).request_computer_move(),
        Err(BoardloreError::IllegalMove(_))
    ));
    m.play("c3".into()).unwrap();
    let status = m.status();
    assert!(status.computer_to_move);
    assert_eq!(status.seat_to_move, Seat::Computer { level: Level::Easy });
    let reply = Arc::clone(&m)
        .request_computer_move()
        .unwrap()
        .run()
        .unwrap();
    assert_eq!(reply.best.side, Side::Second);
    let position = m.position();
    let history = m.history();
    assert_eq!(m.take_back().unwrap().len(), 2);
    assert_eq!(m.history().len(), 0);
    assert!(!m.status().can_undo);
    assert_eq!(m.replay().unwrap().len(), 2);
    assert_eq!((m.position(), m.history()), (position, history));
    // Resign resigns the human's side.
    assert_eq!(m.resign_player().unwrap(), Side::First);
    let outcome = m.status().outcome.unwrap();
    assert_eq!(outcome.text, "The tigers win: the goats resigned.");
}

#[test]
fn a_computer_move_asked_for_before_a_change_is_refused() {
    let m = against_easy_tigers();
    m.play("c3".into()).unwrap();
    let job = Arc::clone(&m).request_computer_move().unwrap();
    // The human takes the move back before the job runs.
    m.set_seats(Seats {
        first: Seat::Human,
        second: Seat::Human,
    });
    m.undo().unwrap();
    assert!(matches!(
        job.run(),
        Err(BoardloreError::Cancelled | BoardloreError::StalePosition)
    ));
    assert_eq!(m.history().len(), 0);
}

#[test]
fn refused_moves_and_taps_say_why() {
    let m = GameMatch::new("bagh-chal".into(), vec![]).unwrap();
    let why = m.explain("c3-c4".into()).unwrap();
    assert_eq!(why.kind, RefusalKind::MustPlace);
    assert_eq!(why.piece.unwrap().kind, "goat");
    match m.play("c3-c4".into()) {
        Err(BoardloreError::IllegalMove(text)) => {
            assert!(text.starts_with("c3-c4: Goats must place"), "{text}")
        }
        other => panic!("{other:?}"),
    }
    let tap = m.tap(index(&m, "a1")).unwrap();
    assert_eq!(tap.effect, TapEffect::Illegal);
    let refusal = tap.refusal.unwrap();
    assert_eq!(refusal.kind, RefusalKind::NotYourPiece);
    assert_eq!(refusal.squares, ["a1"]);
    assert_eq!(refusal.text, "The tiger on a1 is not yours.");
    assert!(m.explain("c3".into()).is_none());
}

#[test]
fn presentation_facts_come_from_the_core() {
    let m = GameMatch::new("seega".into(), vec![]).unwrap();
    for name in ["a1", "b1", "c1", "d1"] {
        m.play(name.into()).unwrap();
    }
    let turns = m.turns();
    assert_eq!(turns.len(), 2);
    assert_eq!((turns[0].round, turns[0].text.as_str()), (1, "a1, b1"));
    assert_eq!((turns[1].round, turns[1].side), (1, Side::Second));
    // Hit-testing with the core's touch radius.
    let geometry = m.geometry();
    let a1 = geometry.points[0];
    assert_eq!(m.square_at(a1.x, a1.y, None), Some(0));
    assert_eq!(m.square_at(-1.0, -1.0, None), None);
    // The same answer from the geometry alone, for views.
    let radius = boardlore::board_touch_radius(&geometry);
    let b1 = geometry.points[1];
    assert!((radius - (b1.x - a1.x).abs() / 2.0).abs() < 1e-6);
    let between = (a1.x + radius * 0.9, a1.y);
    assert_eq!(
        boardlore::board_square_at(&geometry, between.0, between.1, None),
        Some(boardlore_core::Square(0))
    );
    assert_eq!(m.square_at(between.0, between.1, None), Some(0));
    // Past the middle, the next square is nearer.
    assert_eq!(
        boardlore::board_square_at(&geometry, a1.x + radius * 1.1, a1.y, None),
        Some(boardlore_core::Square(1))
    );
    // Descriptions for screen readers.
    let spoken = m.square_speech(index(&m, "d1")).unwrap();
    assert!(spoken.last_to, "{spoken:?}");
    assert!(
        spoken.text.starts_with("d1, defenders' piece"),
        "{}",
        spoken.text
    );
    assert_eq!(
        m.last_move_speech().unwrap().text,
        "Defenders' piece placed on d1"
    );
    assert!(m.square_speech(999).is_err());
    // No draggable piece while pieces are placed from the hand.
    assert!(m.board().squares.iter().all(|s| !s.draggable));
}

#[test]
fn the_save_carries_the_seats_and_old_app_saves_open() {
    let m = against_easy_tigers();
    m.play("c3".into()).unwrap();
    let restored = GameMatch::restore(m.save()).unwrap();
    assert_eq!(restored.seats(), m.seats());
    // Every option comes back with it, for a new game with the same settings.
    let seega = GameMatch::new(
        "seega".into(),
        vec![boardlore::OptionSetting {
            key: "size".into(),
            value: "7".into(),
        }],
    )
    .unwrap();
    let options = GameMatch::restore(seega.save()).unwrap().options();
    assert!(
        options.iter().any(|o| o.key == "size" && o.value == "7"),
        "{options:?}"
    );
    assert_eq!(restored.history(), m.history());
    // The Android app's old slot: a header, a blank line, the core's save.
    let core = GameMatch::new("bagh-chal".into(), vec![]).unwrap();
    core.play("c3".into()).unwrap();
    let old = format!(
        "boardlore-android-save 1\ngame=bagh-chal\nmode=computer\nhuman-side=0\nlevel=2\n\n{}",
        core.save()
    );
    let opened = GameMatch::restore(old).unwrap();
    assert_eq!(
        opened.seats().second,
        Seat::Computer {
            level: Level::Medium
        }
    );
    assert_eq!(opened.history().len(), 1);
}

#[test]
fn the_move_list_and_announcements_are_worded_by_the_core() {
    let m = GameMatch::from_position(
        "buff-and-green".into(),
        vec![],
        "8/b7/8/8/3b4/2g3g1/8/8 g 0".into(),
    )
    .unwrap();
    assert!(m.played_announcement().is_none());
    assert!(m.hint_announcement().is_none(), "no hint is showing");
    let hint = m
        .hint_with(boardlore::SearchLimits {
            level: None,
            max_depth: Some(2),
            max_nodes: None,
            max_time_ms: None,
            seed: 1,
        })
        .unwrap()
        .best;
    assert_eq!(hint.notation, "c3xe5", "the only legal move");
    let said = m.hint_announcement().unwrap();
    assert_eq!(said.kind, AnnouncementKind::Hint);
    assert_eq!(
        said.text,
        "Hint: Green man c3 to e5, takes the buff man on d4"
    );
    assert_eq!(said.spoken_move.unwrap().captured[0].square, "d4");

    m.play("c3xe5".into()).unwrap();
    m.play("a7-b6".into()).unwrap();
    let turns = m.turns();
    assert_eq!(
        turns.iter().map(|t| t.captures).collect::<Vec<_>>(),
        [true, false]
    );
    assert_eq!(turns[0].spoken, "Round 1, Green, c3xe5, captures");
    assert_eq!(turns[1].spoken, "Round 1, Buff, a7-b6");
    let said = m.played_announcement().unwrap();
    assert_eq!(
        (said.kind, said.text.as_str()),
        (AnnouncementKind::Played, "Buff man a7 to b6")
    );
    assert_eq!(said.result, None);

    let undone = m.take_back().unwrap().len() as u32;
    let said = m.taken_back_announcement(undone);
    assert_eq!(said.kind, AnnouncementKind::TakenBack);
    assert_eq!(said.moves_taken_back, 1);
    assert_eq!(said.text, "Move taken back. Buff to move");
}
