//! A first static evaluation of Bagh Chal positions, from named features.
//!
//! Every feature is scored from the goats' point of view, then the sum is
//! negated when the tigers are to move. Weights are in centipieces: 100 is
//! about one goat on the board.

use super::board::{Bits, CORNERS, EDGE, JUMPS, LINES_THROUGH, LINES_THROUGH_LEN, NEIGHBOURS};
use super::BaghChal;
use crate::ai::tune;
use crate::Side;

/// Cost to the goats of each goat already captured: every capture brings
/// the tigers one step nearer their target and leaves the goats one short
/// for trapping the tigers. Self-play tuned (docs/strength.md): 100 beat the
/// first value 150, with which goats that were a goat or two down valued a
/// repetition draw above squeezing tigers they had nearly trapped; 75 did
/// not beat 150.
pub const CAPTURED_GOAT: i32 = 100;

/// Reward to the goats for each tiger that has no step and no jump. Trapping
/// all four wins the game, so each trapped tiger is real progress.
pub const TRAPPED_TIGER: i32 = 60;

/// Cost to the goats of each move (step or jump) a tiger has: mobile tigers
/// are hard to trap and find captures. Self-play tuned: 10 beat the first
/// value 4 (docs/strength.md); it gives both sides a gradient while they
/// manoeuvre (goats squeeze, tigers keep room).
pub const TIGER_MOBILITY: i32 = 10;

/// Cost to the goats of each goat a tiger could jump right now (a tiger next
/// to it on a line, the point beyond empty), when the goats are to move and
/// can still defend it.
pub const THREATENED_GOAT: i32 = 35;

/// Cost to the goats of each goat that can be jumped when the tigers are to
/// move: one of them will be captured on the next move.
pub const THREATENED_GOAT_TIGERS_TO_MOVE: i32 = 90;

/// Reward to the goats for each goat still in hand: it cannot be captured
/// and can still be placed where it is needed.
pub const GOAT_IN_HAND: i32 = 3;

/// Reward for each goat on an edge point: it can be jumped only along the
/// edge, so edge goats form a safe wall.
pub const EDGE_GOAT: i32 = 6;

/// Extra reward for a goat on a corner, which can never be jumped.
pub const CORNER_GOAT: i32 = 4;

/// Reward for each protected goat: on every straight line through it, a goat
/// stands next to it on at least one side, so no tiger can ever jump it
/// where it stands (filled lines and goat blocks).
pub const PROTECTED_GOAT: i32 = 8;

/// Reward to the goats for each tiger left with a single move: one step
/// from being trapped.
pub const NEARLY_TRAPPED_TIGER: i32 = 0;

tune::tunable_weights! {
    "captured_goat" => CAPTURED_GOAT,
    "trapped_tiger" => TRAPPED_TIGER,
    "tiger_mobility" => TIGER_MOBILITY,
    "threatened_goat" => THREATENED_GOAT,
    "threatened_goat_tigers_to_move" => THREATENED_GOAT_TIGERS_TO_MOVE,
    "goat_in_hand" => GOAT_IN_HAND,
    "edge_goat" => EDGE_GOAT,
    "corner_goat" => CORNER_GOAT,
    "protected_goat" => PROTECTED_GOAT,
    "nearly_trapped_tiger" => NEARLY_TRAPPED_TIGER,
    "unused" => 0,
}

/// The evaluation for the side to move, in centipieces.
pub fn evaluate(position: &BaghChal) -> i32 {
    let [captured_goat, trapped_tiger, tiger_mobility, threatened_goat, threatened_goat_ttm, goat_in_hand, edge_goat, corner_goat, protected_goat, nearly_trapped_tiger, _] =
        weights();
    let tigers = position.tigers;
    let goats = position.goats;
    let empty = position.empty();

    let mut trapped = 0;
    let mut nearly_trapped = 0;
    let mut mobility = 0;
    for tiger in Bits(tigers) {
        let steps = (NEIGHBOURS[tiger] & empty).count_ones() as i32;
        let jumps = JUMPS[tiger]
            .as_slice()
            .iter()
            .filter(|j| goats & (1 << j.over) != 0 && empty & (1 << j.land) != 0)
            .count() as i32;
        mobility += steps + jumps;
        if steps + jumps == 0 {
            trapped += 1;
        } else if steps + jumps == 1 {
            nearly_trapped += 1;
        }
    }

    let mut threatened = 0;
    let mut protected = 0;
    for goat in Bits(goats) {
        let lines = &LINES_THROUGH[goat][..LINES_THROUGH_LEN[goat] as usize];
        if lines
            .iter()
            .any(|&ends| ends & tigers != 0 && ends & empty != 0)
        {
            threatened += 1;
        }
        if lines.iter().all(|&ends| ends & goats != 0) {
            protected += 1;
        }
    }

    let threat_weight = if position.side == Side::Second {
        threatened_goat_ttm
    } else {
        threatened_goat
    };
    let for_goats = -captured_goat * i32::from(position.captured)
        + trapped_tiger * trapped
        + nearly_trapped_tiger * nearly_trapped
        - tiger_mobility * mobility
        - threat_weight * threatened
        + goat_in_hand * i32::from(position.in_hand)
        + edge_goat * (goats & EDGE).count_ones() as i32
        + corner_goat * (goats & CORNERS).count_ones() as i32
        + protected_goat * protected;
    match position.side {
        Side::First => for_goats,
        Side::Second => -for_goats,
    }
}
