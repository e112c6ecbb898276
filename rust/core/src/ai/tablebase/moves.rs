//! Sliding-phase moves and unmoves on bare bitboards, without allocating.

use crate::games::bagh_chal::board::{Bits, ALL, JUMPS, NEIGHBOURS};

/// Whether a tiger can jump a goat.
#[inline]
pub fn has_jump(tigers: u32, goats: u32) -> bool {
    let empty = ALL & !(tigers | goats);
    Bits(tigers).any(|p| {
        JUMPS[p]
            .as_slice()
            .iter()
            .any(|j| goats & (1 << j.over) != 0 && empty & (1 << j.land) != 0)
    })
}

/// Calls `f(tigers, goats, jumped)` for the position after each legal move
/// of the side to move (all goats placed).
#[inline]
pub fn successors(
    tigers: u32,
    goats: u32,
    tigers_to_move: bool,
    forced_capture: bool,
    mut f: impl FnMut(u32, u32, bool),
) {
    let empty = ALL & !(tigers | goats);
    if !tigers_to_move {
        for to in Bits(empty) {
            for from in Bits(NEIGHBOURS[to] & goats) {
                f(tigers, goats ^ (1 << from) ^ (1 << to), false);
            }
        }
        return;
    }
    let mut jumped = false;
    for from in Bits(tigers) {
        for j in JUMPS[from].as_slice() {
            if goats & (1 << j.over) != 0 && empty & (1 << j.land) != 0 {
                f(
                    tigers ^ (1 << from) ^ (1 << j.land),
                    goats ^ (1 << j.over),
                    true,
                );
                jumped = true;
            }
        }
    }
    if forced_capture && jumped {
        return;
    }
    for to in Bits(empty) {
        for from in Bits(NEIGHBOURS[to] & tigers) {
            f(tigers ^ (1 << from) ^ (1 << to), goats, false);
        }
    }
}

/// Calls `f(tigers, goats)` for each position from which a legal step (not a
/// jump) of the other side leads here; `tigers_to_move` is the side to move
/// here. Steps are reversible, so the unmoves are the steps back, less the
/// tiger steps that forced capture forbade.
#[inline]
pub fn predecessors(
    tigers: u32,
    goats: u32,
    tigers_to_move: bool,
    forced_capture: bool,
    mut f: impl FnMut(u32, u32),
) {
    let empty = ALL & !(tigers | goats);
    for to in Bits(empty) {
        if tigers_to_move {
            for from in Bits(NEIGHBOURS[to] & goats) {
                f(tigers, goats ^ (1 << from) ^ (1 << to));
            }
        } else {
            for from in Bits(NEIGHBOURS[to] & tigers) {
                let before = tigers ^ (1 << from) ^ (1 << to);
                if forced_capture && has_jump(before, goats) {
                    continue;
                }
                f(before, goats);
            }
        }
    }
}
