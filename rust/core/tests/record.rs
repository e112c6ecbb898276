//! The record's turn-aware undo and redo, which every front end uses so that
//! against the computer one undo returns to the start of the player's turn.

use boardlore_core::{find_game, OptionValue, Options, Side};

fn seega_five() -> Box<dyn boardlore_core::AnyMatch> {
    let options = Options::new().with("size", OptionValue::Choice("5".into()));
    find_game("seega").unwrap().new_match(&options).unwrap()
}

#[test]
fn undo_turn_takes_back_whole_turns_of_two_placements() {
    // The player defends: attacker a1 b1, defender a2 b2, attacker a3 b3.
    let mut record = seega_five();
    for mv in ["a1", "b1", "a2", "b2", "a3", "b3"] {
        record.play(mv).unwrap();
    }
    let undone = record.undo_turn(Side::Second).unwrap();
    let notations: Vec<&str> = undone.iter().map(|m| m.notation.as_str()).collect();
    // The computer's two placements and both of the player's: back to the
    // start of the player's turn, not to its middle.
    assert_eq!(notations, ["b3", "a3", "b2", "a2"]);
    assert_eq!(undone[0].side, Side::First);
    assert_eq!(undone[3].side, Side::Second);
    assert_eq!(record.history().len(), 2);
    assert_eq!(record.status().side_to_move, Side::Second);

    let redone = record.redo_turn(Side::Second).unwrap();
    let notations: Vec<&str> = redone.iter().map(|m| m.notation.as_str()).collect();
    assert_eq!(notations, ["a2", "b2", "a3", "b3"]);
    assert_eq!(record.history().len(), 6);
    assert!(!record.can_redo());
}

#[test]
fn undo_turn_in_a_game_of_single_moves_takes_back_the_reply_too() {
    let mut record = find_game("bagh-chal")
        .unwrap()
        .new_match(&Options::new())
        .unwrap();
    for mv in ["c3", "a1-b1", "b2"] {
        record.play(mv).unwrap();
    }
    // The tigers (computer) have not replied yet: only the goat move goes.
    assert_eq!(record.undo_turn(Side::First).unwrap().len(), 1);
    // Now a goat move and the tigers' reply go together.
    assert_eq!(record.undo_turn(Side::First).unwrap().len(), 2);
    assert!(!record.can_undo());
    assert_eq!(record.redo_turn(Side::First).unwrap().len(), 2);
    assert_eq!(record.position_text(), "T3T/5/2G2/5/1T2T g 19 0");
}

#[test]
fn undo_turn_takes_back_a_resignation_alone() {
    let mut record = find_game("bobail")
        .unwrap()
        .new_match(&Options::new())
        .unwrap();
    record.play("a1-a4").unwrap();
    record.resign(Side::First).unwrap();
    assert!(record.undo_turn(Side::First).unwrap().is_empty());
    assert!(record.outcome().is_none());
    assert_eq!(record.history().len(), 1);
}
