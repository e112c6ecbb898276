//! Sliding-phase moves and unmoves on bare bitboards, without allocating:
//! the moves are the game's own ([`slides`]); the unmoves, which only the
//! retrograde solve needs, are the steps taken back.

use crate::games::bagh_chal::board::{Bits, ALL, NEIGHBOURS};
use crate::games::bagh_chal::movegen::{can_jump, slides};

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
    slides(
        tigers,
        goats,
        tigers_to_move,
        forced_capture,
        |from, over, to| {
            let path = (1 << from) | (1 << to);
            match over {
                Some(over) => f(tigers ^ path, goats ^ (1 << over), true),
                None if tigers_to_move => f(tigers ^ path, goats, false),
                None => f(tigers, goats ^ path, false),
            }
        },
    );
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
                if forced_capture && can_jump(before, goats) {
                    continue;
                }
                f(before, goats);
            }
        }
    }
}
