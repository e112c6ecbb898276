//! A first static evaluation, from the side to move's point of view, in
//! centipieces (100 ≈ one man). Each feature is a named weight below so the
//! AI can tune them.

use super::board::{
    bit, neighbours, shift, squares, ALL_DIRECTIONS, DOUBLE_DIAGONALS, FORWARD, MAIN_DIAGONAL,
    NEXT, NONE, RANK_1, RANK_8,
};
use super::BuffAndGreen;
use crate::ai::tune;

/// A man: the unit of material.
pub const MAN_VALUE: i32 = 100;

/// A flying king: it sweeps whole diagonals and captures from afar, so it is
/// worth roughly three men (the usual estimate in flying-king draughts).
pub const KING_VALUE: i32 = 300;

/// Bonus for a man by how many ranks it has advanced from its own back rank
/// (index 0 = back rank; index 7, the far rank, never holds a man). Rewards
/// men nearing promotion, steeply near the end.
pub const MAN_ADVANCE: [i32; 8] = [0, 1, 3, 6, 10, 15, 22, 0];

/// Bonus for each man still on its own back rank while the opponent has
/// men: it keeps the opponent's men from crowning.
pub const BACK_RANK_GUARD: i32 = 6;

/// Bonus for each simple move (man step or king slide) a side has: freedom
/// to move matters in a game where the side that cannot move loses.
/// Self-play tuned (docs/strength.md): 8 scored 64.5% ± 6.3% and, on fresh
/// openings, 64.0% ± 6.2% against the first value 2 (100 games each at
/// 40k nodes); 5 and 12 scored less.
pub const MOBILITY: i32 = 8;

/// Bonus for having the move.
pub const TEMPO: i32 = 10;

/// Bonus for a king on the long diagonal `a1`–`h8`, the strongest line on
/// the board: a king there cuts the board in two.
pub const KING_MAIN_DIAGONAL: i32 = 20;

/// Bonus for a king on one of the double-corner diagonals (`a7`–`g1`,
/// `b8`–`h2`), the next most useful lines.
pub const KING_DOUBLE_DIAGONAL: i32 = 8;

tune::tunable_weights! {
    "king_value" => KING_VALUE,
    "back_rank_guard" => BACK_RANK_GUARD,
    "mobility" => MOBILITY,
    "tempo" => TEMPO,
    "king_main_diagonal" => KING_MAIN_DIAGONAL,
    "king_double_diagonal" => KING_DOUBLE_DIAGONAL,
    "man_value" => MAN_VALUE,
}

/// The evaluation of `position` for the side to move.
pub fn evaluate(position: &BuffAndGreen) -> i32 {
    let w = weights();
    let me = position.side.index();
    side_score(position, me, &w) - side_score(position, 1 - me, &w) + w[3]
}

fn side_score(position: &BuffAndGreen, s: usize, w: &[i32; 7]) -> i32 {
    let [king_value, back_rank_guard, mobility, _, king_main_diagonal, king_double_diagonal, man_value] =
        *w;
    let men = position.men[s];
    let kings = position.kings[s];
    let occupied = position.men[0] | position.men[1] | position.kings[0] | position.kings[1];
    let empty = !occupied;

    let mut score = man_value * men.count_ones() as i32 + king_value * kings.count_ones() as i32;

    for square in squares(men) {
        let rank = usize::from(square / 8);
        let advanced = if s == 0 { rank } else { 7 - rank };
        score += MAN_ADVANCE[advanced];
    }

    let back_rank = if s == 0 { RANK_1 } else { RANK_8 };
    if position.men[1 - s] != 0 {
        score += back_rank_guard * (men & back_rank).count_ones() as i32;
    }

    let mut moves = FORWARD[s]
        .iter()
        .map(|&d| (shift(men, d) & empty).count_ones())
        .sum::<u32>();
    if neighbours(kings) & empty != 0 {
        for square in squares(kings) {
            for d in ALL_DIRECTIONS {
                let mut to = NEXT[usize::from(square)][d];
                while to != NONE && empty & bit(to) != 0 {
                    moves += 1;
                    to = NEXT[usize::from(to)][d];
                }
            }
        }
    }
    score += mobility * moves as i32;

    score += king_main_diagonal * (kings & MAIN_DIAGONAL).count_ones() as i32;
    score += king_double_diagonal * (kings & DOUBLE_DIAGONALS).count_ones() as i32;
    score
}
