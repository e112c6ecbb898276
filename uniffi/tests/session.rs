//! The play session through the API: seats, resigning as the seats say,
//! refusals, the move list, hit-testing, descriptions, and saves that carry
//! the seats.

use boardlore::{BoardloreError, GameMatch, Level, Seat, Seats, Side, TapEffect};
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
fn the_status_names_the_seat_to_move_and_resigning_follows_the_seats() {
    let m = against_easy_tigers();
    assert!(!m.status().computer_to_move);
    m.play("c3".into()).unwrap();
    let status = m.status();
    assert!(status.computer_to_move);
    assert_eq!(status.seat_to_move, Seat::Computer { level: Level::Easy });
    // Resign resigns the human's side.
    assert_eq!(m.resign_player().unwrap(), Side::First);
    let outcome = m.status().outcome.unwrap();
    assert_eq!(outcome.text, "The tigers win: the goats resigned.");
}

#[test]
fn refused_moves_and_taps_say_why() {
    let m = GameMatch::new("bagh-chal".into(), vec![]).unwrap();
    match m.play("c3-c4".into()) {
        Err(BoardloreError::IllegalMove(text)) => {
            assert!(text.starts_with("c3-c4: Goats must place"), "{text}")
        }
        other => panic!("{other:?}"),
    }
    let tap = m.tap(index(&m, "a1")).unwrap();
    assert_eq!(tap.effect, TapEffect::Illegal);
    assert_eq!(
        tap.refusal.as_deref(),
        Some("The tiger on a1 is not yours.")
    );
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
    assert_eq!(
        boardlore::board_square_at(&geometry, a1.x, a1.y, None),
        Some(boardlore_core::Square(0))
    );
    assert_eq!(
        boardlore::board_square_at(&geometry, -1.0, -1.0, None),
        None
    );
    // The same answer from the geometry alone, for views.
    let radius = boardlore::board_touch_radius(&geometry);
    let b1 = geometry.points[1];
    assert!((radius - (b1.x - a1.x).abs() / 2.0).abs() < 1e-6);
    let between = (a1.x + radius * 0.9, a1.y);
    assert_eq!(
        boardlore::board_square_at(&geometry, between.0, between.1, None),
        Some(boardlore_core::Square(0))
    );
    // Past the middle, the next square is nearer.
    assert_eq!(
        boardlore::board_square_at(&geometry, a1.x + radius * 1.1, a1.y, None),
        Some(boardlore_core::Square(1))
    );
    // Descriptions for screen readers.
    let spoken = m.square_speech(index(&m, "d1")).unwrap();
    assert!(spoken.starts_with("d1, defenders' piece"), "{spoken}");
    assert_eq!(
        m.played_announcement().as_deref(),
        Some("Defenders' piece placed on d1")
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
    m.play("c3xe5".into()).unwrap();
    m.play("a7-b6".into()).unwrap();
    let turns = m.turns();
    assert_eq!(
        turns.iter().map(|t| t.captures).collect::<Vec<_>>(),
        [true, false]
    );
    assert_eq!(turns[0].spoken, "Round 1, Green, c3xe5, captures");
    assert_eq!(turns[1].spoken, "Round 1, Buff, a7-b6");
    assert_eq!(
        m.played_announcement().as_deref(),
        Some("Buff man a7 to b6")
    );
}
