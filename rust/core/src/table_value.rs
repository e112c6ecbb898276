//! What a solved table says about a position, whatever the game: win, draw
//! or loss for the side to move, with the distance to the end
//! ([`Game::table_value`](crate::Game::table_value)), and the words a hint
//! or a review says it in. Bagh Chal's sliding-phase tablebase
//! (`games::bagh_chal::tablebase`) is the one table today.

use crate::i18n::{self, Arg, Lang};
use crate::{GameInfo, Side};
use std::fmt;

/// `Goats win in 7`: `winner` wins in `moves` of its own moves.
pub fn win_in(info: &GameInfo, winner: Side, moves: u32, lang: Lang) -> String {
    // A side's subject may open with an article (`les chèvres`): capitalised.
    i18n::sentence(
        lang,
        "verdict-win-in",
        &[
            ("side", Arg::from(info.side_name(winner, lang))),
            ("side_subject", Arg::from(info.side_subject(winner, lang))),
            ("side_genitive", Arg::from(info.side_genitive(winner, lang))),
            ("side_number", Arg::from(info.side_number(winner, lang))),
            ("moves", Arg::from(moves)),
        ],
    )
}

/// The theoretical value of a position for the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Value {
    /// The side to move wins; with best play the game ends in `plies` plies.
    Win {
        /// Plies to the end (odd).
        plies: u8,
    },
    /// The side to move loses in `plies` plies (0: it has lost already).
    Loss {
        /// Plies to the end (even).
        plies: u8,
    },
    /// Neither side can force a win.
    Draw,
}

impl Value {
    /// The value for the other side.
    pub fn flip(self) -> Value {
        match self {
            Value::Win { plies } => Value::Loss { plies },
            Value::Loss { plies } => Value::Win { plies },
            Value::Draw => Value::Draw,
        }
    }

    /// The value one ply earlier, for the side that moved into this one.
    pub fn before(self) -> Value {
        match self {
            Value::Win { plies } => Value::Loss { plies: plies + 1 },
            Value::Loss { plies } => Value::Win { plies: plies + 1 },
            Value::Draw => Value::Draw,
        }
    }

    /// Orders values from the mover's point of view: quick wins first, then
    /// draws, then slow losses (the larger the better).
    pub fn preference(self) -> i32 {
        match self {
            Value::Win { plies } => 1000 - i32::from(plies),
            Value::Draw => 0,
            Value::Loss { plies } => -1000 + i32::from(plies),
        }
    }

    /// The result alone: 1 won, 0 drawn, -1 lost, for the side to move.
    pub fn result(self) -> i32 {
        match self {
            Value::Win { .. } => 1,
            Value::Draw => 0,
            Value::Loss { .. } => -1,
        }
    }
}

/// Says the value in words, for the side to move: `win in 7`, `draw`.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Win { plies } => write!(f, "win in {plies}"),
            Value::Loss { plies } => write!(f, "loss in {plies}"),
            Value::Draw => f.write_str("draw"),
        }
    }
}

/// A hint's verdict on a position of the game `info` whose `mover` is to
/// move, in `lang`: `Goats win in 6` (the winner's moves to the end),
/// `Tigers win in 1`, `Draw with best play`.
pub fn verdict(info: &GameInfo, value: Value, mover: Side, lang: Lang) -> String {
    match value {
        Value::Win { plies } => win_in(info, mover, u32::from(plies.div_ceil(2)), lang),
        Value::Loss { plies } => win_in(info, mover.opponent(), u32::from(plies.div_ceil(2)), lang),
        Value::Draw => i18n::text(lang, "verdict-draw", &[]),
    }
}

/// What a move did to the result with best play, in `lang`: `before` is
/// the value of the position it was played in, `after` that of the
/// position it led to (each for its own side to move, the mover then the
/// opponent). `None` when it kept the result.
pub fn judge_move(before: Value, after: Value, lang: Lang) -> Option<String> {
    let kept = after.flip();
    let id = match (before, kept) {
        (Value::Win { .. }, Value::Win { .. }) => return None,
        (Value::Win { .. }, _) => "verdict-threw-win",
        (Value::Draw, Value::Loss { .. }) => "verdict-threw-draw",
        _ => return None,
    };
    Some(i18n::text(lang, id, &[]))
}
