//! The pieces beside the board: each side's pieces still in hand (Bagh
//! Chal's goats, Seega's stones before they are set) and the pieces it has
//! lost, so the apps draw them as pieces rather than as numbers.

use crate::session::Session;
use crate::{CounterKind, Side};

/// So many pieces of one kind.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PieceCount {
    /// The piece's letter (its art is the game's art with this letter).
    pub letter: String,
    /// How many.
    pub count: u32,
}

impl PieceCount {
    fn of(letter: char, count: u32) -> PieceCount {
        PieceCount {
            letter: letter.to_string(),
            count,
        }
    }
}

/// One side's pieces off the board.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SideTray {
    /// Whose pieces.
    pub side: Side,
    /// The piece it places from the hand, and how many are left to place
    /// (0 when it has none); `None` in a game without a hand.
    pub in_hand: Option<PieceCount>,
    /// The pieces of this side captured so far, by letter, in the order
    /// they were taken (a king lost counts as a king).
    pub captured: Vec<PieceCount>,
}

impl Session {
    /// Both sides' trays, first side first. The captured pieces are read
    /// from the record by taking the moves back on a copy, so kings, men
    /// and a custom start position all count right.
    pub fn tray(&self) -> [SideTray; 2] {
        let record = self.record();
        let info = record.info();
        let counters = record.status().counters;
        let in_hand = |side: Side| {
            let count = counters
                .iter()
                .find(|c| c.kind == CounterKind::InHand(side))?;
            let piece = info
                .pieces
                .iter()
                .find(|p| p.owner == Some(side) && !p.crowned)?;
            Some(PieceCount::of(
                piece.letter,
                u32::try_from(count.value.max(0)).unwrap_or(0),
            ))
        };
        let mut lost: [Vec<(char, u32)>; 2] = [Vec::new(), Vec::new()];
        let mut copy = record.clone_box();
        let mut taken: Vec<char> = Vec::new();
        while copy.can_undo() {
            let Ok(undone) = copy.undo() else { break };
            let Some(mv) = undone else { continue };
            let before = copy.board();
            for square in mv.detail.captured.iter().rev() {
                if let Some(letter) = before.get(square.index()).and_then(|v| v.piece) {
                    taken.push(letter);
                }
            }
        }
        for letter in taken.into_iter().rev() {
            let Some(owner) = info.piece(letter).and_then(|p| p.owner) else {
                continue;
            };
            let list = &mut lost[owner.index()];
            match list.iter_mut().find(|(l, _)| *l == letter) {
                Some((_, n)) => *n += 1,
                None => list.push((letter, 1)),
            }
        }
        let counts = |list: Vec<(char, u32)>| {
            list.into_iter()
                .map(|(letter, n)| PieceCount::of(letter, n))
                .collect()
        };
        let [first, second] = lost;
        [
            SideTray {
                side: Side::First,
                in_hand: in_hand(Side::First),
                captured: counts(first),
            },
            SideTray {
                side: Side::Second,
                in_hand: in_hand(Side::Second),
                captured: counts(second),
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::PieceCount;
    use crate::session::{Seats, Session};
    use crate::{Options, Side};

    fn count(letter: char, count: u32) -> PieceCount {
        PieceCount::of(letter, count)
    }

    #[test]
    fn bagh_chal_shows_the_goats_in_hand_and_the_goats_taken() {
        let mut session = Session::new("bagh-chal", &Options::new(), Seats::default()).unwrap();
        let [goats, tigers] = session.tray();
        assert_eq!(goats.side, Side::First);
        assert_eq!(goats.in_hand, Some(count('G', 20)));
        assert_eq!(tigers.in_hand, None);
        assert!(goats.captured.is_empty());
        // A goat on b1 next to the tiger on a1 with c1 empty behind it.
        session.play("b1").unwrap();
        session.play("a1xc1").unwrap();
        let [goats, tigers] = session.tray();
        assert_eq!(goats.in_hand, Some(count('G', 19)));
        assert_eq!(goats.captured, vec![count('G', 1)]);
        assert!(tigers.captured.is_empty());
        // Taking the capture back empties the tray again.
        session.undo_move().unwrap();
        assert!(session.tray()[0].captured.is_empty());
    }

    #[test]
    fn draughts_trays_hold_no_hand() {
        let session = Session::new("buff-and-green", &Options::new(), Seats::default()).unwrap();
        let tray = session.tray();
        assert!(tray
            .iter()
            .all(|t| t.in_hand.is_none() && t.captured.is_empty()));
        let seega = Session::new("seega", &Options::new(), Seats::default()).unwrap();
        let [attackers, defenders] = seega.tray();
        let attackers = attackers.in_hand.expect("Seega's stones start in hand");
        let defenders = defenders.in_hand.expect("Seega's stones start in hand");
        assert_eq!(attackers.letter, "S");
        assert_eq!(defenders.letter, "s");
        assert!(attackers.count > 0);
    }
}
