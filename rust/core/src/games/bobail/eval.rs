//! A first static evaluation of Bobail positions, for the side to move.
//!
//! Bobail is a race of the bobail between the two home rows, and a fight to
//! trap it: everything here looks at the bobail. Notation: "our home row" is
//! the row where the bobail wins for the side to move (rank 1 for White,
//! rank 5 for Black), "their home row" the other one.

use super::board::{bit, ALL, HOME_SPAN, NEIGHBOURS, RANK_1, RANK_5};
use super::Bobail;
use crate::ai::tune;
use crate::Side;

/// Returned when the side to move can step the bobail onto its own home row
/// right now: a win in one move, just short of a proven win.
pub const WIN_NOW: i32 = 10_000;

/// Per rank that the bobail stands nearer our home row than theirs: a
/// bobail close to home is a standing threat, and one close to theirs is a
/// danger. Self-play tuned (docs/strength.md): 80 scored 60.5% ± 6.8%
/// against the first value 40 over 200 games at hard's budget (120 the
/// same, 20 only 44.8%).
pub const BOBAIL_ADVANCE: i32 = 80;

/// Penalty when every bobail step we could make either lands on their home
/// row or leaves the bobail next to an empty square of their home row, so
/// that they could step it home next turn. Our piece move may still plug
/// that square, so this is a large penalty, not a loss.
pub const OPPONENT_HOME_THREAT: i32 = 600;

/// Bonus per safe bobail step (one that does not let them step it home next
/// turn): more choices, and less danger of being blocked ourselves.
pub const SAFE_STEP: i32 = 8;

/// Bonus per empty square the opponent lacks around the bobail after our
/// most confining safe step (out of 8). Few exits for the opponent's bobail
/// means few choices for them and, at zero, their loss by blocking.
pub const BLOCKADE: i32 = 15;

/// Per piece (ours or theirs) standing on a home row within one file of the
/// bobail, times how near the bobail is to that row (1 to 3): on their home
/// row it guards the approach (good for us), on ours it bars our own way in.
pub const HOME_GUARD: i32 = 12;

// `WIN_NOW` is a rule, not a weight, so it is not tunable.
tune::tunable_weights! {
    "bobail_advance" => BOBAIL_ADVANCE,
    "opponent_home_threat" => OPPONENT_HOME_THREAT,
    "safe_step" => SAFE_STEP,
    "blockade" => BLOCKADE,
    "home_guard" => HOME_GUARD,
}

/// Evaluates `position` for the side to move, in centipieces.
pub(super) fn evaluate(position: &Bobail) -> i32 {
    let [bobail_advance, opponent_home_threat, safe_step, blockade, home_guard] = weights();
    let us = position.side;
    let (our_home, their_home) = match us {
        Side::First => (RANK_1, RANK_5),
        Side::Second => (RANK_5, RANK_1),
    };
    let bobail = position.bobail;
    let bobail_bit = bit(bobail);
    let pieces = position.white | position.black;
    let occupied = pieces | bobail_bit;
    let empty = ALL & !occupied;

    let rank = i32::from(bobail / 5);
    let our_distance = if us == Side::First { rank } else { 4 - rank };
    let their_distance = 4 - our_distance;
    let mut score = bobail_advance * (their_distance - our_distance);

    if !position.is_first_turn() {
        let steps = NEIGHBOURS[usize::from(bobail)] & empty;
        if steps & our_home != 0 {
            return WIN_NOW;
        }
        let mut safe = 0;
        let mut fewest_exits = 8;
        let mut candidates = steps & !their_home;
        while candidates != 0 {
            let step = candidates.trailing_zeros() as usize;
            candidates &= candidates - 1;
            let empty_after = (empty | bobail_bit) & !(1 << step);
            let exits = NEIGHBOURS[step] & empty_after;
            if exits & their_home != 0 {
                continue;
            }
            safe += 1;
            fewest_exits = fewest_exits.min(exits.count_ones() as i32);
        }
        if safe == 0 {
            score -= opponent_home_threat;
        } else {
            score += safe_step * safe + blockade * (8 - fewest_exits);
        }
    }

    let span_1 = HOME_SPAN[usize::from(bobail % 5)];
    let span_5 = span_1 << 20;
    let our_span = if our_home == RANK_1 { span_1 } else { span_5 };
    let their_span = if their_home == RANK_1 { span_1 } else { span_5 };
    let guards = (pieces & their_span).count_ones() as i32 * (4 - their_distance);
    let clogs = (pieces & our_span).count_ones() as i32 * (4 - our_distance);
    score + home_guard * (guards - clogs)
}
