//! The browser's policy on real games: bounds, arrows, captions, reviews.

use super::*;
use crate::session::Seats;
use crate::Options;

fn played(game: &str, moves: &[&str]) -> Session {
    let mut s = Session::new(game, &Options::new(), Seats::humans()).unwrap();
    for mv in moves {
        s.play(mv).unwrap();
    }
    s
}

fn from(game: &str, position: &str, moves: &[&str]) -> Session {
    let record = find_game(game)
        .unwrap()
        .from_position(&Options::new(), position)
        .unwrap();
    let mut s = Session::from_record(record, Seats::humans());
    for mv in moves {
        s.play(mv).unwrap();
    }
    s
}

fn sq(s: &Session, name: &str) -> Square {
    let g = s.geometry();
    Square::parse(name, g.width, g.height).unwrap()
}

fn path(s: &Session, names: &[&str]) -> Vec<Square> {
    names.iter().map(|n| sq(s, n)).collect()
}

fn kinds(frame: &BrowseFrame) -> Vec<ArrowKind> {
    frame.arrows.iter().map(|a| a.kind).collect()
}

/// A legal move at `ply` of `session`'s game other than the one played.
fn another_move(session: &Session, ply: usize) -> String {
    let history = session.history();
    let mut s = Session::new(session.record().info().id, &Options::new(), Seats::humans()).unwrap();
    for mv in &history[..ply] {
        s.play(&mv.notation).unwrap();
    }
    s.legal_moves()
        .iter()
        .map(|m| m.notation.clone())
        .find(|n| *n != history[ply].notation)
        .unwrap()
}

const GAME: [&str; 3] = ["c3", "a1-a2", "d4"];

#[test]
fn it_opens_at_the_end_and_steps_within_the_game() {
    let s = played("bagh-chal", &GAME);
    let mut b = Browser::new(&s, &[]).unwrap();
    let end = b.frame(Lang::En);
    assert_eq!((end.ply, end.total), (3, 3));
    assert_eq!(end.selected, None);
    assert!(end.arrows.is_empty(), "no arrows at the end");
    assert!(end.can_back && !end.can_forward);
    assert_eq!(end.caption, "Position after 3 moves");
    b.forward();
    assert_eq!(b.ply(), 3, "forward stops at the end");
    b.back();
    assert_eq!(b.frame(Lang::En).ply, 2);
    b.start();
    let start = b.frame(Lang::En);
    assert_eq!(start.ply, 0);
    assert!(!start.can_back && start.can_forward);
    b.back();
    assert_eq!(b.ply(), 0, "back stops at the start");
    assert_eq!(b.go_to(4), Err(BrowseError::NoSuchPly { ply: 4, total: 3 }));
    assert_eq!(b.ply(), 0, "a refused step moves nothing");
    assert_eq!(
        b.select_move(3),
        Err(BrowseError::NoSuchMove { index: 3, total: 3 })
    );
    b.go_to(3).unwrap();
    b.end();
    assert_eq!(b.ply(), 3);
    assert_eq!(
        b.go_to(4).unwrap_err().to_string(),
        "no position after 4 moves: the game has 3"
    );
}

#[test]
fn a_selected_move_shows_the_position_before_it_with_the_move_as_an_arrow() {
    let s = played("bagh-chal", &GAME);
    let mut b = Browser::new(&s, &[]).unwrap();
    b.select_move(1).unwrap();
    let frame = b.frame(Lang::En);
    assert_eq!(frame.ply, 1, "the position the move was played in");
    assert_eq!(frame.selected, Some(1));
    assert_eq!(kinds(&frame), [ArrowKind::Played]);
    assert_eq!(frame.arrows[0].path, path(&s, &["a1", "a2"]));
    // Numbered as the move list numbers it, the side in the game's words.
    assert_eq!(frame.caption, "1… Tigers a1-a2");
    b.forward();
    assert_eq!(b.frame(Lang::En).caption, "2. Goats d4");
}

#[test]
fn a_placement_arrow_is_its_one_square_and_the_start_says_so() {
    let s = played("bagh-chal", &GAME);
    let mut b = Browser::new(&s, &[]).unwrap();
    b.start();
    let frame = b.frame(Lang::En);
    assert_eq!(frame.arrows.len(), 1);
    assert_eq!(frame.arrows[0].path, path(&s, &["c3"]));
    assert_eq!(frame.caption, "Start position · 1. Goats c3");
}

#[test]
fn a_multi_jump_arrow_has_every_stop() {
    let s = from("buff-and-green", "8/8/3b4/8/3b4/2g5/8/8 g 0", &["c3xe5xc7"]);
    let mut b = Browser::new(&s, &[]).unwrap();
    b.select_move(0).unwrap();
    let frame = b.frame(Lang::En);
    assert_eq!(frame.arrows.len(), 1);
    assert_eq!(frame.arrows[0].path, path(&s, &["c3", "e5", "c7"]));
}

#[test]
fn the_review_adds_the_better_move_unless_the_move_was_the_engines() {
    let s = played("bagh-chal", &GAME);
    let better = another_move(&s, 1);
    let notes = [
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
            better: Some(better.clone()),
        },
        Note {
            ply: 2,
            played: "d4".into(),
            label: MoveLabel::Good,
            // The engine's move was the one played: nothing better to draw.
            better: Some("d4".into()),
        },
    ];
    let mut b = Browser::new(&s, &[]).unwrap();
    b.select_move(1).unwrap();
    assert_eq!(kinds(&b.frame(Lang::En)), [ArrowKind::Played]);
    // A review finished later adds the better move.
    b.set_notes(&notes).unwrap();
    let frame = b.frame(Lang::En);
    assert_eq!(kinds(&frame), [ArrowKind::Played, ArrowKind::Better]);
    let at = played("bagh-chal", &GAME[..1]);
    let better_move = at.legal_moves().iter().find(|m| m.notation == better);
    let better_arrows = arrows(better_move.unwrap(), ArrowKind::Better);
    assert_eq!(frame.arrows[1..], better_arrows[..]);
    assert_eq!(
        frame.caption,
        format!("1… Tigers a1-a2: Mistake. Better: {better}")
    );
    b.start();
    let first = b.frame(Lang::En);
    assert_eq!(kinds(&first), [ArrowKind::Played]);
    assert_eq!(first.caption, "Start position · 1. Goats c3: Best.");
    b.forward();
    b.forward();
    let third = b.frame(Lang::En);
    assert_eq!(kinds(&third), [ArrowKind::Played]);
    assert_eq!(third.caption, "2. Goats d4: Good.");
    b.end();
    assert!(b.frame(Lang::En).arrows.is_empty());
    // Forgetting the review forgets its arrows.
    b.set_notes(&[]).unwrap();
    b.select_move(1).unwrap();
    assert_eq!(kinds(&b.frame(Lang::En)), [ArrowKind::Played]);
}

#[test]
fn a_review_of_another_game_is_refused_and_the_old_one_kept() {
    let s = played("bagh-chal", &GAME);
    let good = [Note {
        ply: 1,
        played: "a1-a2".into(),
        label: MoveLabel::Blunder,
        better: Some(another_move(&s, 1)),
    }];
    let mut b = Browser::new(&s, &good).unwrap();
    let wrong = [Note {
        ply: 1,
        played: "e1-e2".into(),
        label: MoveLabel::Best,
        better: None,
    }];
    assert_eq!(b.set_notes(&wrong), Err(BrowseError::OtherGame { ply: 1 }));
    let past_the_end = [Note {
        ply: 7,
        played: "c3".into(),
        label: MoveLabel::Best,
        better: None,
    }];
    assert!(b.set_notes(&past_the_end).is_err());
    b.select_move(1).unwrap();
    assert_eq!(
        kinds(&b.frame(Lang::En)),
        [ArrowKind::Played, ArrowKind::Better]
    );
    assert!(Browser::new(&s, &wrong).is_err());
}

#[test]
fn the_end_of_a_finished_game_says_how_it_ended() {
    // Four goats taken; the tiger on a5 takes the fifth on b4.
    let s = from("bagh-chal", "T3T/1G3/5/5/T3T t 15 4", &[]);
    let win = s
        .legal_moves()
        .iter()
        .find(|m| m.is_capture)
        .unwrap()
        .notation
        .clone();
    let s = from("bagh-chal", "T3T/1G3/5/5/T3T t 15 4", &[&win]);
    assert!(s.outcome().is_some());
    let b = Browser::new(&s, &[]).unwrap();
    let frame = b.frame(Lang::En);
    let result = s.result_text().unwrap();
    assert_eq!(frame.caption, format!("Final position. {result}"));
    assert!(frame.arrows.is_empty());
    // The move of a record that starts with the second side is `1…`.
    let mut b = b;
    b.start();
    assert_eq!(
        b.frame(Lang::En).caption,
        format!("Start position · 1… Tigers {win}")
    );
}

#[test]
fn captions_speak_every_language() {
    let s = played("bagh-chal", &GAME);
    let notes = [Note {
        ply: 1,
        played: "a1-a2".into(),
        label: MoveLabel::Mistake,
        better: Some(another_move(&s, 1)),
    }];
    let mut b = Browser::new(&s, &notes).unwrap();
    b.select_move(1).unwrap();
    let info = b.info();
    for lang in Lang::ALL {
        // Arabic isolates each part (bidi marks): the words are compared.
        let caption = i18n::without_bidi_marks(&b.frame(lang).caption);
        assert!(caption.starts_with("1… "), "{caption}");
        assert!(caption.contains(&info.side_name(crate::Side::Second, lang)));
        assert!(caption.contains("a1-a2") && !caption.contains("browse-"));
        let label = review_words::label(MoveLabel::Mistake, lang);
        assert!(caption.contains(&i18n::capitalised(&label)), "{caption}");
        // The move list's row says the same move and label.
        let row = &b.rows(lang)[1];
        assert_eq!(row.label_text, Some(i18n::capitalised(&label)));
        let spoken = i18n::without_bidi_marks(&row.spoken);
        assert!(
            spoken.contains("a1-a2") && spoken.ends_with(&label),
            "{spoken}"
        );
        assert!(!row.spoken.contains("browse-"), "{}", row.spoken);
    }
}

#[test]
fn the_move_list_has_a_row_per_move_numbered_as_the_move_list_numbers_it() {
    let s = played("bagh-chal", &GAME);
    let b = Browser::new(&s, &[]).unwrap();
    let rows = b.rows(Lang::En);
    let facts = rows
        .iter()
        .map(|r| (r.first_ply, r.number.as_str(), r.text.as_str(), r.side))
        .collect::<Vec<_>>();
    assert_eq!(
        facts,
        [
            (0, "1.", "c3", crate::Side::First),
            (1, "1…", "a1-a2", crate::Side::Second),
            (2, "2.", "d4", crate::Side::First),
        ]
    );
    assert!(rows
        .iter()
        .all(|r| r.label.is_none() && r.label_text.is_none()));
    let spoken = rows.iter().map(|r| r.spoken.as_str()).collect::<Vec<_>>();
    assert_eq!(
        spoken,
        [
            "Round 1, Goats, c3",
            "Round 1, Tigers, a1-a2",
            "Round 2, Goats, d4"
        ]
    );
}

#[test]
fn a_turn_of_two_moves_gives_two_rows_with_the_turns_number() {
    // Seega: each side places two pieces a turn.
    let mut s = Session::new("seega", &Options::new(), Seats::humans()).unwrap();
    for _ in 0..6 {
        let mv = s.legal_moves()[0].notation.clone();
        s.play(&mv).unwrap();
    }
    let b = Browser::new(&s, &[]).unwrap();
    let rows = b.rows(Lang::En);
    let numbers = rows.iter().map(|r| r.number.as_str()).collect::<Vec<_>>();
    assert_eq!(numbers, ["1.", "1.", "1…", "1…", "2.", "2."]);
    assert_eq!(numbers, history::ply_numbers(s.history()));
    assert_eq!(
        rows.iter().map(|r| r.first_ply).collect::<Vec<_>>(),
        (0..6).collect::<Vec<_>>()
    );
    let second = &s.history()[1].notation;
    assert_eq!(rows[1].text, *second);
    assert!(
        rows[1].spoken.starts_with("Round 1, "),
        "{}",
        rows[1].spoken
    );
    assert!(rows[1].spoken.ends_with(&format!(", {second}")));
}

#[test]
fn the_rows_carry_the_reviews_labels_and_the_frame_the_row_to_highlight() {
    let s = played("bagh-chal", &GAME);
    let notes = [
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
            better: Some(another_move(&s, 1)),
        },
    ];
    let mut b = Browser::new(&s, &[]).unwrap();
    assert_eq!(
        b.frame(Lang::En).selected,
        None,
        "nothing to highlight at the end"
    );
    b.set_notes(&notes).unwrap();
    let rows = b.rows(Lang::En);
    let labels = rows.iter().map(|r| r.label).collect::<Vec<_>>();
    assert_eq!(
        labels,
        [Some(MoveLabel::Best), Some(MoveLabel::Mistake), None]
    );
    let texts = rows
        .iter()
        .map(|r| r.label_text.as_deref())
        .collect::<Vec<_>>();
    assert_eq!(texts, [Some("Best"), Some("Mistake"), None]);
    assert_eq!(rows[1].spoken, "Round 1, Tigers, a1-a2, mistake");
    assert_eq!(rows[2].spoken, "Round 2, Goats, d4");
    // In French, from the same catalogue.
    let fr = b.rows(Lang::Fr);
    assert_eq!(fr[1].label_text.as_deref(), Some("Erreur"));
    assert_eq!(fr[1].spoken, "Tour 1, Tigres, a1-a2, erreur");

    // The highlighted row follows the steps.
    b.select_move(1).unwrap();
    assert_eq!(b.frame(Lang::En).selected, Some(rows[1].first_ply));
    b.forward();
    assert_eq!(b.frame(Lang::En).selected, Some(2));
    b.back();
    b.back();
    assert_eq!(b.frame(Lang::En).selected, Some(0));
    b.end();
    assert_eq!(b.frame(Lang::En).selected, None);
    // Forgetting the review forgets the labels.
    b.set_review(None).unwrap();
    assert!(b.rows(Lang::En).iter().all(|r| r.label.is_none()));
}

#[test]
fn a_capture_is_said_in_its_row() {
    let s = from("bagh-chal", "T3T/1G3/5/5/T3T t 15 4", &[]);
    let win = s
        .legal_moves()
        .iter()
        .find(|m| m.is_capture)
        .unwrap()
        .notation
        .clone();
    let s = from("bagh-chal", "T3T/1G3/5/5/T3T t 15 4", &[&win]);
    let rows = Browser::new(&s, &[]).unwrap().rows(Lang::En);
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].number, "1…");
    assert!(rows[0].captures);
    assert_eq!(rows[0].spoken, format!("Round 1, Tigers, {win}, captures"));
}

// The rules of the screen: the person's side is drawn at the bottom, so a
// game where the one person played second opens upside down.
#[test]
fn the_board_opens_with_the_lone_persons_side_at_the_bottom() {
    use crate::level::Level;
    use crate::Side;
    let open = |seats: Seats| {
        let s = Session::new("bagh-chal", &Options::new(), seats).unwrap();
        Browser::new(&s, &[]).unwrap()
    };
    let second = open(Seats::against_computer(Side::Second, Level::Hard));
    assert!(second.frame(Lang::En).flipped);
    assert!(
        !open(Seats::against_computer(Side::First, Level::Hard))
            .frame(Lang::En)
            .flipped
    );
    assert!(!open(Seats::humans()).frame(Lang::En).flipped);
    let mut browser = second;
    browser.flip();
    assert!(!browser.frame(Lang::En).flipped);
    browser.set_flipped(true);
    assert!(browser.frame(Lang::En).flipped);
}
