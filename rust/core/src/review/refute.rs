//! What a line of play does to the material: the pieces each side takes
//! along it, weighed (a crowned piece counts double, a neutral piece
//! nothing), and the first capture the opponent makes in a refutation. The
//! review reads a move's refutation with it ("after b1, a1xc1 captures a
//! goat") and compares the material the played move keeps with what the
//! better move keeps: losing material for nothing is at least a mistake.

use crate::{AnyMatch, GameInfo, Side};

/// How many plies of a line are followed: enough for a capture and its
/// recapture, and the recapture of that, in every game.
pub(super) const LINE_PLIES: usize = 8;

/// The weight of the piece with `letter` for material: 2 for a crowned
/// piece (a draughts king), 1 for any other owned piece, 0 for a neutral
/// one (the bobail) or one the game does not describe.
fn weight(info: &GameInfo, letter: char) -> i32 {
    match info.piece(letter) {
        Some(piece) if piece.owner.is_none() => 0,
        Some(piece) if piece.crowned => 2,
        Some(_) => 1,
        None => 0,
    }
}

/// The first capture by `by` along a line: the moves from the line's
/// start up to and including it, and the letters of the pieces it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Capture {
    /// The moves of the line up to the capture, the capture last.
    pub moves: Vec<String>,
    /// The letters of the pieces it took.
    pub taken: Vec<char>,
}

/// The material balance of a line for `mover`, and the first capture by
/// `mover`'s opponent in it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub(super) struct Balance {
    /// The weight of the pieces `mover` took minus the weight of those it
    /// lost along the line.
    pub net: i32,
    /// The opponent's first capture, where it makes one.
    pub capture: Option<Capture>,
}

/// Plays `line` (at most [`LINE_PLIES`] moves of it) from `start` and
/// counts the material each side takes, for `mover`. A move the position
/// refuses ends the line (a stored line that no longer fits).
pub(super) fn balance(start: &dyn AnyMatch, line: &[String], mover: Side) -> Balance {
    let info = start.info();
    let mut walk = start.clone_box();
    let mut result = Balance::default();
    let mut played = Vec::new();
    for notation in line.iter().take(LINE_PLIES) {
        if walk.outcome().is_some() {
            break;
        }
        let side = walk.status().side_to_move;
        let board = walk.board();
        let Ok(mv) = walk.play(notation) else {
            break;
        };
        played.push(mv.notation.clone());
        let taken: Vec<char> = mv
            .detail
            .captured
            .iter()
            .filter_map(|square| board.iter().find(|v| v.square == *square)?.piece)
            .collect();
        let weight: i32 = taken.iter().map(|&letter| weight(info, letter)).sum();
        if side == mover {
            result.net += weight;
        } else {
            result.net -= weight;
            if weight > 0 && result.capture.is_none() {
                result.capture = Some(Capture {
                    moves: played.clone(),
                    taken,
                });
            }
        }
    }
    result
}
