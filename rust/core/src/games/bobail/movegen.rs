//! Legal move generation, written into the caller's vector without any
//! other allocation.

use super::board::{bit, ALL, HOME_ROWS, NEIGHBOURS, NO_SQUARE, RAYS};
use super::{Bobail, BobailMove};

/// Whether any of `own` pieces can slide at least one square: some
/// neighbouring square is in `empty`.
#[inline]
pub(super) fn any_piece_move(own: u32, empty: u32) -> bool {
    let mut pieces = own;
    while pieces != 0 {
        let from = pieces.trailing_zeros() as usize;
        pieces &= pieces - 1;
        if NEIGHBOURS[from] & empty != 0 {
            return true;
        }
    }
    false
}

/// Appends every slide of `own` pieces over the board `occupied`, each after
/// the bobail step `step` (or [`NO_SQUARE`]). Returns how many it appended.
#[inline]
fn piece_moves(
    own: u32,
    occupied: u32,
    max_slide: bool,
    step: u8,
    moves: &mut Vec<BobailMove>,
) -> usize {
    let before = moves.len();
    let mut pieces = own;
    while pieces != 0 {
        let from = pieces.trailing_zeros() as u8;
        pieces &= pieces - 1;
        for ray in &RAYS[usize::from(from)] {
            let mut last = NO_SQUARE;
            for &to in &ray.squares[..usize::from(ray.len)] {
                if occupied & bit(to) != 0 {
                    break;
                }
                if !max_slide {
                    moves.push(BobailMove { step, from, to });
                }
                last = to;
            }
            if max_slide && last != NO_SQUARE {
                moves.push(BobailMove {
                    step,
                    from,
                    to: last,
                });
            }
        }
    }
    moves.len() - before
}

/// Appends every legal move of `position` (nothing when the game is over).
pub(super) fn generate(position: &Bobail, moves: &mut Vec<BobailMove>) {
    let bobail = position.bobail;
    let bobail_bit = bit(bobail);
    if bobail_bit & HOME_ROWS != 0 {
        return;
    }
    let own = position.pieces(position.side);
    let occupied = position.occupied();
    let max_slide = position.config.max_slide;
    if position.is_first_turn() {
        piece_moves(own, occupied, max_slide, NO_SQUARE, moves);
        return;
    }
    let mut steps = NEIGHBOURS[usize::from(bobail)] & ALL & !occupied;
    while steps != 0 {
        let step = steps.trailing_zeros() as u8;
        steps &= steps - 1;
        let bobail_only = BobailMove {
            step,
            from: NO_SQUARE,
            to: NO_SQUARE,
        };
        if bit(step) & HOME_ROWS != 0 {
            // The bobail reached a home row: the game ends with the step.
            moves.push(bobail_only);
            continue;
        }
        let after = occupied ^ bobail_bit ^ bit(step);
        if piece_moves(own, after, max_slide, step, moves) == 0 {
            moves.push(bobail_only);
        }
    }
}
