//! The move list with numbers that mean the same on every frontend.
//!
//! A turn is everything one side does before the other side moves: one
//! move in most games, Seega's two placements, Bobail's compound move
//! (the bobail's step and a piece's move, already one move). A round is
//! both sides' turns, numbered from 1; a record that starts with the
//! second side to move opens with a round whose first turn is empty.

use crate::i18n::{self, Lang};
use crate::{MoveInfo, Side};

/// One side's turn: the moves it made before the other side moved.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Turn {
    /// The round it belongs to, from 1.
    pub round: u32,
    /// The side that played it.
    pub side: Side,
    /// The moves, in order, in canonical notation.
    pub moves: Vec<String>,
    /// The number of moves played before this turn (its first move's ply).
    pub first_ply: usize,
    /// Whether any of its moves captures (the move list shows it in bold).
    pub captures: bool,
}

impl Turn {
    /// The turn's moves as one text: `c3`, `c2, d2` (Seega's two placements).
    pub fn text(&self) -> String {
        self.moves.join(", ")
    }

    /// [`Turn::text`] as a player of `lang` reads it: `pass` in the
    /// language (`passe`), notation as it is.
    pub fn text_in(&self, lang: Lang) -> String {
        let moves: Vec<String> = self
            .moves
            .iter()
            .map(|m| i18n::shown_move(lang, m))
            .collect();
        moves.join(", ")
    }

    /// Its number as the move list writes it: `12.` for the first side's
    /// turn, `12…` for the second side's, so a row read alone says whose
    /// turn of the round it is.
    pub fn number(&self) -> String {
        match self.side {
            Side::First => format!("{}.", self.round),
            Side::Second => format!("{}…", self.round),
        }
    }
}

/// The turns of `moves`, in order.
pub fn turns(moves: &[MoveInfo]) -> Vec<Turn> {
    let mut turns: Vec<Turn> = Vec::new();
    for (ply, mv) in moves.iter().enumerate() {
        match turns.last_mut() {
            Some(turn) if turn.side == mv.side => {
                turn.moves.push(mv.notation.clone());
                turn.captures |= mv.is_capture;
            }
            last => {
                let round = match last {
                    None => 1,
                    Some(previous) if mv.side == Side::First => previous.round + 1,
                    Some(previous) => previous.round,
                };
                turns.push(Turn {
                    round,
                    side: mv.side,
                    moves: vec![mv.notation.clone()],
                    first_ply: ply,
                    captures: mv.is_capture,
                });
            }
        }
    }
    turns
}

/// The number of each move of `moves` as the move list writes it (the
/// number of the turn it belongs to: `12.`, `12…`), by ply.
pub fn ply_numbers(moves: &[MoveInfo]) -> Vec<String> {
    turns(moves)
        .iter()
        .flat_map(|t| {
            let number = t.number();
            t.moves.iter().map(move |_| number.clone())
        })
        .collect()
}

/// One line per round: `1. c3 a1-b1`, `2. c2, d2 e3, e4` … and `1… a1-b1`
/// when the record starts with the second side to move.
pub fn round_lines(turns: &[Turn], lang: Lang) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut current = 0;
    for turn in turns {
        if turn.round != current {
            current = turn.round;
            lines.push(turn.number());
        }
        if let Some(line) = lines.last_mut() {
            line.push(' ');
            line.push_str(&turn.text_in(lang));
        }
    }
    lines
}

/// The move list as the game screen shows it: one line per round, the
/// round's number then its turns two spaces apart (`1. c3  a1-b1`), and
/// `1… a1-b1` when the record starts with the second side to move.
pub fn move_list(turns: &[Turn]) -> String {
    let mut text = String::new();
    let mut current = 0;
    for turn in turns {
        if turn.round != current {
            current = turn.round;
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(&turn.number());
            text.push(' ');
        } else {
            text.push_str("  ");
        }
        text.push_str(&turn.text());
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MoveDetail;

    fn mv(side: Side, notation: &str) -> MoveInfo {
        MoveInfo {
            side,
            notation: notation.into(),
            is_capture: notation.contains('x'),
            detail: MoveDetail::default(),
        }
    }

    #[test]
    fn a_turn_captures_when_any_of_its_moves_does() {
        let list = [
            mv(Side::First, "a1"),
            mv(Side::First, "b1"),
            mv(Side::Second, "c1-c2"),
            mv(Side::First, "a1-a2"),
            mv(Side::First, "b1xb3"),
        ];
        let turns = turns(&list);
        assert_eq!(
            turns.iter().map(|t| t.captures).collect::<Vec<_>>(),
            [false, false, true]
        );
    }

    #[test]
    fn a_round_is_both_sides_turns() {
        let list = [
            mv(Side::First, "c3"),
            mv(Side::Second, "a1-b1"),
            mv(Side::First, "c2"),
        ];
        let turns = turns(&list);
        assert_eq!(turns.iter().map(|t| t.round).collect::<Vec<_>>(), [1, 1, 2]);
        assert_eq!(round_lines(&turns, Lang::En), ["1. c3 a1-b1", "2. c2"]);
        let numbers: Vec<String> = turns.iter().map(Turn::number).collect();
        assert_eq!(numbers, ["1.", "1…", "2."]);
        assert_eq!(ply_numbers(&list), ["1.", "1…", "2."]);
    }

    #[test]
    fn two_placements_by_one_side_are_one_turn() {
        let list = [
            mv(Side::First, "a1"),
            mv(Side::First, "b1"),
            mv(Side::Second, "c1"),
            mv(Side::Second, "d1"),
            mv(Side::First, "e1"),
            mv(Side::First, "a2"),
        ];
        let turns = turns(&list);
        assert_eq!(turns.len(), 3);
        assert_eq!(turns[1].first_ply, 2);
        assert_eq!(turns[2].round, 2);
        assert_eq!(
            round_lines(&turns, Lang::En),
            ["1. a1, b1 c1, d1", "2. e1, a2"]
        );
        assert_eq!(ply_numbers(&list), ["1.", "1.", "1…", "1…", "2.", "2."]);
    }

    #[test]
    fn a_record_may_start_with_the_second_side() {
        let list = [mv(Side::Second, "a1-b1"), mv(Side::First, "c3")];
        assert_eq!(round_lines(&turns(&list), Lang::En), ["1… a1-b1", "2. c3"]);
    }

    #[test]
    fn the_move_list_numbers_each_round_and_spaces_its_turns() {
        let list = [
            mv(Side::First, "c3"),
            mv(Side::Second, "a1-b1"),
            mv(Side::First, "d4"),
            mv(Side::Second, "b1xd3"),
            mv(Side::First, "e5"),
        ];
        assert_eq!(
            move_list(&turns(&list)),
            "1. c3  a1-b1\n2. d4  b1xd3\n3. e5"
        );
        assert_eq!(move_list(&[]), "");
        // Seega's two placements are one turn.
        let seega = [
            mv(Side::First, "a1"),
            mv(Side::First, "b1"),
            mv(Side::Second, "c1"),
            mv(Side::Second, "d1"),
            mv(Side::First, "e1"),
        ];
        assert_eq!(move_list(&turns(&seega)), "1. a1, b1  c1, d1\n2. e1");
        // A record opened by the second side opens with its number.
        let second = [mv(Side::Second, "a1-b1"), mv(Side::First, "c3")];
        assert_eq!(move_list(&turns(&second)), "1… a1-b1\n2. c3");
    }
}
