//! The session against real games: explanations, the turn policy, saves,
//! stale computer moves, presentation facts.

use super::*;
use crate::level::Level;
use crate::{EndReason, Outcome};

fn session(game: &str, seats: Seats) -> Session {
    Session::new(game, &Options::new(), seats).unwrap()
}

fn from(game: &str, position: &str) -> Session {
    let record = find_game(game)
        .unwrap()
        .from_position(&Options::new(), position)
        .unwrap();
    Session::from_record(record, Seats::humans())
}

fn square(s: &Session, name: &str) -> Square {
    let g = s.geometry();
    Square::parse(name, g.width, g.height).unwrap()
}

#[test]
fn moving_a_goat_while_goats_are_placed_is_explained() {
    let mut s = session("bagh-chal", Seats::humans());
    let refusal = s.play("c3-c4").unwrap_err();
    assert_eq!(
        refusal,
        Refusal::MustPlace {
            side: "Goats".into(),
            piece: PieceName {
                kind: "goat".into(),
                owner: None,
                game: "bagh-chal",
                letter: Some('G'),
            },
            on_points: true,
        }
    );
    assert_eq!(
        refusal.text(),
        "Goats must place all their pieces before moving one: put a goat on an empty point."
    );
    // Nothing changed, and a legal placement still plays.
    assert_eq!(s.record().history().len(), 0);
    assert_eq!(s.play("c3").unwrap().notation, "c3");
}

#[test]
fn ignoring_a_compulsory_capture_is_explained() {
    let mut s = from("buff-and-green", "8/b7/8/8/3b4/2g3g1/8/8 g 0");
    let refusal = s.play("g3-f4").unwrap_err();
    assert_eq!(
        refusal,
        Refusal::CaptureCompulsory {
            captures: vec!["c3xe5".into()]
        }
    );
    assert_eq!(refusal.text(), "A capture is compulsory: c3xe5.");
    // The tap machine gives the same reason for the quiet piece.
    let report = s.tap(square(&s, "g3"));
    assert_eq!(report.effect, TapEffect::Illegal);
    assert_eq!(report.refusal, Some(refusal));
}

#[test]
fn a_chain_stopped_early_must_go_on() {
    let s = from("buff-and-green", "8/8/3b4/8/3b4/2g5/8/8 g 0");
    assert_eq!(
        s.legal_moves()
            .iter()
            .map(|m| m.notation.as_str())
            .collect::<Vec<_>>(),
        ["c3xe5xc7"]
    );
    assert_eq!(
        s.explain("c3xe5"),
        Some(Refusal::ChainMustGoOn {
            square: "e5".into(),
            next: vec!["c7".into()]
        })
    );
}

#[test]
fn bobail_moves_first_after_the_opening_turn() {
    let mut s = session("bobail", Seats::humans());
    s.play("a1-a4").unwrap();
    let refusal = s.play("a5-a4").unwrap_err();
    assert!(
        matches!(&refusal, Refusal::MovesFirst { piece, square } if piece.kind == "bobail" && square == "c3"),
        "{refusal:?}"
    );
    assert_eq!(
        refusal.text(),
        "The bobail moves first: start by moving the bobail on c3."
    );
    let report = s.tap(square(&s, "a5"));
    assert_eq!(report.refusal, Some(refusal));
}

#[test]
fn taps_on_the_wrong_pieces_are_explained() {
    let mut s = session("bagh-chal", Seats::humans());
    let tiger = s.tap(square(&s, "a1"));
    assert_eq!(tiger.effect, TapEffect::Illegal);
    assert_eq!(
        tiger.refusal.map(|r| r.text()),
        Some("The tiger on a1 is not yours.".to_string())
    );
    s.play("c3").unwrap();
    s.play("a1-b1").unwrap();
    let goat = s.tap(square(&s, "c3"));
    assert!(matches!(goat.refusal, Some(Refusal::MustPlace { .. })));
    // Against the computer a tap in its turn is refused.
    let mut s = session(
        "bagh-chal",
        Seats::against_computer(Side::Second, Level::Easy),
    );
    assert_eq!(
        s.tap(square(&s, "c3")).refusal,
        Some(Refusal::ComputerToMove)
    );
    // A tap after the end.
    let mut s = session("bagh-chal", Seats::humans());
    s.resign().unwrap();
    assert_eq!(s.tap(square(&s, "c3")).effect, TapEffect::GameOver);
    assert_eq!(s.play("c3"), Err(Refusal::GameOver));
}

/// Plays `moves` alternately for the human (first) and the "computer".
fn against_computer_after(moves: &[&str]) -> Session {
    let mut s = session(
        "bagh-chal",
        Seats::against_computer(Side::First, Level::Easy),
    );
    for text in moves {
        if s.computer_to_move().is_some() {
            let index = s
                .legal_moves()
                .iter()
                .position(|m| m.notation == *text)
                .unwrap();
            let revision = s.revision();
            s.play_computer_move(revision, index).unwrap();
        } else {
            s.play(text).unwrap();
        }
    }
    s
}

#[test]
fn against_the_computer_undo_and_redo_take_whole_turns() {
    let mut s = against_computer_after(&["c3", "a1-b1", "c2", "b1-a1"]);
    let position = s.record().position_text();
    let history = s.record().history();
    assert_eq!(s.undo().unwrap().len(), 2);
    assert_eq!(s.undo().unwrap().len(), 2);
    assert_eq!(s.record().history().len(), 0);
    assert!(!s.can_undo());
    assert_eq!(s.redo().unwrap().len(), 2);
    assert_eq!(s.redo().unwrap().len(), 2);
    assert_eq!(s.record().position_text(), position);
    assert_eq!(s.record().history(), history);
    assert!(s.computer_to_move().is_none());
    // Resigning resigns the human's side, whoever is to move.
    s.play("c4").unwrap();
    assert_eq!(s.resign().unwrap(), Side::First);
    assert_eq!(
        s.result_text().unwrap(),
        "The tigers win: the goats resigned."
    );
}

#[test]
fn between_humans_undo_takes_one_move_and_the_side_to_move_resigns() {
    let mut s = session("bagh-chal", Seats::humans());
    s.play("c3").unwrap();
    s.play("a1-b1").unwrap();
    assert_eq!(s.undo().unwrap().len(), 1);
    assert_eq!(s.side_to_move(), Side::Second);
    assert_eq!(s.resign().unwrap(), Side::Second);
}

#[test]
fn a_computer_move_for_an_old_position_is_refused() {
    let mut s = session(
        "bagh-chal",
        Seats::against_computer(Side::Second, Level::Easy),
    );
    assert_eq!(s.computer_to_move(), Some(Level::Easy));
    let asked_at = s.revision();
    s.set_seats(Seats::humans());
    s.play("c3").unwrap();
    assert_eq!(
        s.play_computer_move(asked_at, 0),
        Err(Refusal::PositionChanged)
    );
    assert_eq!(s.record().history().len(), 1);
}

#[test]
fn the_save_carries_the_seats_and_old_saves_open() {
    let seats = Seats::against_computer(Side::Second, Level::Hard);
    let mut s = session("seega", seats);
    s.play("a1").unwrap_or_else(|e| panic!("{e}"));
    let restored = Session::restore(&s.save()).unwrap();
    assert_eq!(restored.seats(), seats);
    assert_eq!(restored.record().history(), s.record().history());
    // A save without seats (as every save before them) opens for two humans.
    let old = s.record().save().to_json();
    assert!(!old.contains("seats"));
    assert_eq!(Session::restore(&old).unwrap().seats(), Seats::humans());
}

#[test]
fn seegas_two_placements_are_one_turn() {
    let mut s = session("seega", Seats::humans());
    for text in ["a1", "b1", "c1", "d1", "e1"] {
        s.play(text).unwrap();
    }
    let turns = s.turns();
    assert_eq!(turns.len(), 3);
    assert_eq!((turns[0].round, turns[0].text()), (1, "a1, b1".to_string()));
    assert_eq!((turns[1].round, turns[1].side), (1, Side::Second));
    assert_eq!((turns[2].round, turns[2].text()), (2, "e1".to_string()));
}

#[test]
fn result_sentences_say_who_won_and_why() {
    let bagh = find_game("bagh-chal").unwrap();
    let info = (bagh.info)();
    let no_move = Outcome::win(Side::First, EndReason::NoLegalMove);
    assert_eq!(
        narration::result_sentence(info, no_move, &[]),
        "The goats win: no tiger can move."
    );
    let green = (find_game("buff-and-green").unwrap().info)();
    assert_eq!(
        narration::result_sentence(green, Outcome::win(Side::First, EndReason::NoPieces), &[]),
        "Green wins: Buff has no pieces left."
    );
    assert_eq!(
        narration::result_sentence(green, Outcome::draw(EndReason::MoveLimit), &[]),
        "Draw: the move limit without a capture was reached."
    );
}

#[test]
fn counters_are_named_for_players_and_shown_when_they_matter() {
    let s = session("bagh-chal", Seats::humans());
    let shown: Vec<String> = s.counters().iter().map(ShownCounter::english).collect();
    assert_eq!(shown, ["Goats to place 20"]);
    assert_eq!(s.status_line(), "Goats to move · Goats to place 20");
    // Seega's no-capture count is not shown while pieces are set.
    let seega = session("seega", Seats::humans());
    assert!(seega
        .counters()
        .iter()
        .all(|c| !c.label.starts_with("Turns")));
    // Buff and Green's draw count shows from half its limit.
    let quiet = from("buff-and-green", "8/8/8/8/8/8/8/G1B5 g 30");
    assert_eq!(
        quiet
            .counters()
            .iter()
            .map(ShownCounter::english)
            .collect::<Vec<_>>(),
        ["Turns without a capture or a man's move 30 of 50"]
    );
    assert!(from("buff-and-green", "8/8/8/8/8/8/8/G1B5 g 3")
        .counters()
        .is_empty());
}

#[test]
fn presentation_facts() {
    let mut s = session("bagh-chal", Seats::humans());
    // Placements start a move but nothing can be dragged from the hand.
    assert_eq!(s.movable().len(), 21);
    assert!(s.draggable().is_empty());
    s.play("c3").unwrap();
    let tigers: Vec<String> = s
        .draggable()
        .iter()
        .map(|sq| sq.name(5).to_string())
        .collect();
    assert_eq!(tigers, ["a1", "e1", "a5", "e5"]);
    // Hit-testing: a point on a square's centre, and one between squares.
    let c3 = square(&s, "c3");
    let centre = s.geometry().points[c3.index()];
    assert_eq!(s.square_at(centre.x, centre.y, None), Some(c3));
    let spacing = s.geometry().spacing();
    assert_eq!(
        s.square_at(centre.x + spacing * 0.45, centre.y, None),
        Some(c3)
    );
    assert_eq!(
        s.square_at(centre.x + spacing * 0.45, centre.y, Some(0.0)),
        None
    );
    // Descriptions.
    let speech = s.square_speech(c3);
    assert_eq!(speech.english(), "c3, goat, last move to here");
    assert_eq!(s.last_move_speech().unwrap().english(), "Goat placed on c3");
    let a1 = square(&s, "a1");
    assert_eq!(s.square_speech(a1).english(), "a1, tiger, can move");
}

#[test]
fn move_list_rows_say_their_round_side_and_captures() {
    let mut s = from("buff-and-green", "8/b7/8/8/3b4/2g3g1/8/8 g 0");
    s.play("c3xe5").unwrap();
    s.play("a7-b6").unwrap();
    let rows: Vec<String> = s.turn_speech().iter().map(TurnSpeech::english).collect();
    assert_eq!(
        rows,
        ["Round 1, Green, c3xe5, captures", "Round 1, Buff, a7-b6"]
    );
    assert_eq!(
        s.turns().iter().map(|t| t.captures).collect::<Vec<_>>(),
        [true, false]
    );
}

#[test]
fn announcements_of_a_move_a_hint_and_a_take_back() {
    let mut s = from("buff-and-green", "8/b7/8/8/3b4/2g3g1/8/8 g 0");
    assert_eq!(s.played_announcement(), None);
    let hint = s.hint_announcement("c3xe5").unwrap();
    assert_eq!(
        hint.english(),
        "Hint: Green man c3 to e5, takes the buff man on d4"
    );
    assert_eq!(
        s.hint_announcement("g3-f4"),
        None,
        "not legal: a capture is due"
    );
    s.play("c3xe5").unwrap();
    assert_eq!(
        s.played_announcement().unwrap().english(),
        "Green man c3 to e5, takes the buff man on d4"
    );
    let undone = s.undo().unwrap().len();
    assert_eq!(
        s.taken_back_announcement(undone).english(),
        "Move taken back. Green to move"
    );
    // Against the computer a take-back is the player's turn with the reply.
    let mut s = against_computer_after(&["c3", "a1-b1"]);
    let undone = s.undo().unwrap().len();
    assert_eq!(
        s.taken_back_announcement(undone).english(),
        "2 moves taken back. Goats to move · Goats to place 20"
    );
}

#[test]
fn the_move_that_ends_the_game_is_announced_with_the_result() {
    // Green takes Buff's last man: Buff, to move, has no move left, and the
    // result says why: it has no pieces.
    let mut s = from("buff-and-green", "8/8/8/8/3b4/2g5/8/8 g 0");
    s.play("c3xe5").unwrap();
    assert_eq!(
        s.played_announcement().unwrap().english(),
        "Green man c3 to e5, takes the buff man on d4. Green wins: Buff has no pieces left."
    );
}

#[test]
fn a_tiger_naming_one_point_is_told_tigers_never_place() {
    // Bagh Chal: goats place, tigers only move (rules §1). With 19 goats
    // in hand the tigers still have nothing to place: "every piece is on
    // the board" would be false.
    let mut s = session("bagh-chal", Seats::humans());
    s.play("c3").unwrap();
    assert_eq!(s.side_to_move(), Side::Second);
    let refusal = s.play("b2").unwrap_err();
    assert_eq!(
        refusal,
        Refusal::NeverPlaces {
            game: "bagh-chal",
            side: Side::Second
        }
    );
    assert_eq!(
        refusal.text(),
        "The tigers never place a piece: a move takes one of your pieces from where it stands to where it goes."
    );
    assert!(!refusal.text_in(Lang::Fr).contains("Toutes les pièces"));
    // A tiger's own point named alone: it needs somewhere to go.
    let refusal = s.play("a1").unwrap_err();
    assert!(
        matches!(&refusal, Refusal::NoDestination { piece, square } if piece.kind == "tiger" && square == "a1"),
        "{refusal:?}"
    );
    assert_eq!(
        refusal.text(),
        "The tiger on a1 needs a square to go to: write both squares."
    );
}

#[test]
fn goats_with_every_piece_placed_are_told_so() {
    // 20 goats placed and none in hand: a goat's lone point is not a move.
    let mut s = from("bagh-chal", "TGGGT/GGGGG/GGGGG/GG1GG/TGGGT g 0 0");
    let refusal = s.play("c2").unwrap_err();
    assert_eq!(refusal, Refusal::NothingToPlace, "{}", refusal.text());
}

#[test]
fn a_bobail_turn_naming_only_the_bobails_square_asks_for_the_piece_move() {
    // Bobail (rules §5): a turn is the bobail's step, then a piece's move,
    // written `c4,a5-a2`; the bobail's square alone is a whole turn only
    // when it ends the game.
    let mut s = session("bobail", Seats::humans());
    s.play("a1-a4").unwrap();
    let refusal = s.play("c4").unwrap_err();
    let Refusal::TurnNotFinished {
        piece,
        square,
        example,
    } = &refusal
    else {
        panic!("{refusal:?}");
    };
    assert_eq!((piece.kind.as_str(), square.as_str()), ("bobail", "c4"));
    assert!(example.starts_with("c4,"), "{example}");
    assert!(s.legal_moves().iter().any(|m| &m.notation == example));
    assert_eq!(
        refusal.text(),
        format!("After the bobail goes to c4, one of your pieces moves too: write the whole turn, as {example}.")
    );
    // A square the bobail cannot step to (two squares away).
    let refusal = s.play("c1").unwrap_err();
    assert_eq!(refusal.text(), "The bobail on c3 cannot reach c1.");
}

#[test]
fn a_bobail_turn_naming_a_piece_without_its_square_says_so() {
    let mut s = session("bobail", Seats::humans());
    s.play("a1-a4").unwrap();
    // Black: the bobail to d4, the e5 piece down the e-file to e2 (e1 is White's).
    s.play("d4,e5-e2").unwrap();
    let refusal = s.play("c4,b1").unwrap_err();
    assert!(
        matches!(&refusal, Refusal::NoDestination { piece, square } if piece.kind == "white piece" && square == "b1"),
        "{refusal:?}"
    );
    let text = refusal.text();
    assert_eq!(
        text,
        "The white piece on b1 needs a square to go to: write both squares."
    );
    for lang in Lang::ALL {
        assert!(refusal.text_in(lang).contains("b1"), "{lang:?}");
    }
}

#[test]
fn seega_pieces_are_named_as_players_name_them() {
    // The rules page calls them the attackers' and the defenders' pieces.
    let mut s = from(
        "seega",
        "SSSSSSS/SSSSSSS/SSSSSSS/SSS1sss/sssssss/sssssss/sssssss a 0 0 0",
    );
    let refusal = s.play("e4-d4").unwrap_err();
    assert_eq!(refusal.text(), "The defenders' piece on e4 is not yours.");
}

#[test]
fn a_pass_is_shown_and_read_in_the_players_language() {
    // Seega (rules §3): a side with no step in the movement phase passes.
    // The attacker on a5 is hemmed in by the defenders on b5 and a4.
    let mut s = from("seega", "Ss5/s6/7/7/7/7/7 a 0 0 0");
    let legal: Vec<&str> = s
        .legal_moves()
        .iter()
        .map(|m| m.notation.as_str())
        .collect();
    assert_eq!(legal, ["pass"]);
    s.set_language(Lang::Fr);
    s.play("passe").unwrap();
    let turns = s.turns();
    assert_eq!(turns[0].text_in(Lang::Fr), "passe");
    assert_eq!(turns[0].text_in(Lang::Pt), "passa");
    assert_eq!(history::round_lines(&turns, Lang::Ar), ["1. تمرير"]);
    let row = narration::TurnSpeech::new(s.record().info(), &turns[0]).text(Lang::Fr);
    assert!(row.ends_with(", passe"), "{row}");
    // The notation of the rules keeps `pass`.
    assert_eq!(turns[0].text(), "pass");
}

#[test]
fn sides_take_their_grammar_in_arabic_french_and_portuguese() {
    // Arabic: after a noun the sound plural is genitive (دور المهاجمين); a
    // non-human plural takes a feminine verb (فازت النمور); a count of moves
    // needs its noun (خلال نقلتين).
    let mut s = session("seega", Seats::humans());
    s.set_language(Lang::Ar);
    assert!(
        crate::i18n::without_bidi_marks(&s.status_line()).starts_with("دور المهاجمين"),
        "{}",
        s.status_line()
    );
    let bagh = (find_game("bagh-chal").unwrap().info)();
    let tigers_win = Outcome {
        winner: Some(Side::Second),
        reason: EndReason::Resignation,
    };
    // Arabic isolates each part (bidi marks): the words are compared.
    let plain = crate::i18n::without_bidi_marks;
    let sentence = plain(&bagh.describe_in(tigers_win, Lang::Ar));
    assert!(sentence.starts_with("فازت النمور"), "{sentence}");
    let result = plain(&crate::info::result_sentence_in(
        bagh,
        tigers_win,
        &[],
        Lang::Ar,
    ));
    assert!(result.starts_with("فازت النمور"), "{result}");
    assert!(result.contains("استسلمت الماعز"), "{result}");
    let verdict = plain(&crate::table_value::win_in(bagh, Side::First, 2, Lang::Ar));
    assert_eq!(verdict, "فوز الماعز خلال نقلتين");
    // French and Portuguese name a side with its article.
    let mut s = session("bagh-chal", Seats::humans());
    s.set_language(Lang::Fr);
    let refusal = s.play("c3-c4").unwrap_err();
    assert!(
        refusal
            .text_in(Lang::Fr)
            .starts_with("Les chèvres doivent poser"),
        "{}",
        refusal.text_in(Lang::Fr)
    );
    assert!(
        refusal
            .text_in(Lang::Pt)
            .starts_with("As cabras devem colocar"),
        "{}",
        refusal.text_in(Lang::Pt)
    );
}

#[test]
fn arabic_lessons_say_win_as_a_word() {
    // "افز" is no Arabic word; the imperative of فاز is فُز.
    for (area, source) in crate::i18n::sources(Lang::Ar) {
        for word in source.split(|c: char| !c.is_alphabetic()) {
            assert!(!word.ends_with("افز"), "{area}: {word}");
        }
    }
}

// Bagh Chal: the tigers start on the four corners; after a goat is placed
// on c3 it is their turn, and a corner tiger can slide (a1 to b1, a2, b2).
#[test]
fn a_drag_picks_up_a_piece_that_can_move_and_drops_as_a_tap() {
    let mut s = session("bagh-chal", Seats::humans());
    s.play("c3").unwrap();
    let (a1, b2, c3) = (square(&s, "a1"), square(&s, "b2"), square(&s, "c3"));
    // Nothing selected: a dropped drag taps nothing.
    assert!(!s.drop_taps(b2));
    // The goat is not the tigers' to move; an empty square carries nothing.
    assert!(!s.drag_picks_up(c3));
    assert!(!s.drag_picks_up(b2));
    assert!(s.drag_picks_up(a1));
    s.tap(a1);
    // Picked up already: a second pick-up would put it down.
    assert!(!s.drag_picks_up(a1));
    // Dropped where it stands: no move; dropped on b2: the slide.
    assert!(!s.drop_taps(a1));
    assert!(s.drop_taps(b2));
}
