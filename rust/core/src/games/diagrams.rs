//! What a rules-page diagram is: a real position of a game, reached from a
//! position string (or the start) by legal moves, so a diagram can never
//! show something the rules do not allow. Each game lists its own in its
//! folder (`games/<game>/diagrams.rs`); [`crate::rules`] draws them.

use crate::Side;

/// What a diagram shows, which the tests check.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Shows {
    /// The position the game starts from (or, for Seega, the board once
    /// every piece is set).
    Start,
    /// The last move captures.
    Capture,
    /// The last move is an ordinary move (Bobail has no captures).
    Move,
    /// The game is over and this side has won.
    Win(Side),
}

/// One diagram of a rules page.
#[derive(Clone, Copy, Debug)]
pub struct Diagram {
    /// The game's id.
    pub game: &'static str,
    /// The name pages use: `![…](diagram:<name>)`.
    pub name: &'static str,
    /// Option settings, `key=value`.
    pub options: &'static [&'static str],
    /// The position string to start from; `None`: the start position.
    pub position: Option<&'static str>,
    /// Moves played from there, the last one ringed.
    pub moves: &'static [&'static str],
    /// What it shows.
    pub shows: Shows,
}

pub(crate) const fn d(
    game: &'static str,
    name: &'static str,
    options: &'static [&'static str],
    position: Option<&'static str>,
    moves: &'static [&'static str],
    shows: Shows,
) -> Diagram {
    Diagram {
        game,
        name,
        options,
        position,
        moves,
        shows,
    }
}
