//! The numbers a game shows beside its board (goats in hand, captures,
//! plies towards a draw), each with a typed kind, so that status lines,
//! trays and result sentences choose by kind, never by a label's words.

use crate::Side;

/// One number a status line shows.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
pub struct Counter {
    /// A short label: `goats in hand`. Message ids are made from it
    /// (`counter-bagh-chal-goats-in-hand`); code reads [`Counter::kind`].
    pub label: &'static str,
    /// The value.
    pub value: i64,
    /// What it counts.
    #[serde(skip)]
    pub kind: CounterKind,
}

/// What a [`Counter`] counts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CounterKind {
    /// Pieces this side still has to place from its hand.
    InHand(Side),
    /// Pieces of this side captured so far.
    Captured(Side),
    /// Pieces this side has on the board.
    OnBoard(Side),
    /// Plies towards a draw at `limit`: plies without a capture, or (with
    /// `man_moves`) without a capture or a man's move.
    DrawPlies {
        /// The value at which the game is drawn.
        limit: u32,
        /// Whether a man's move also resets it (Buff and Green).
        man_moves: bool,
    },
    /// The turn number (Bobail's, which decides only the first turn's rule).
    Turn,
}
