//! Legal move generation, written into the caller's buffer without allocating.

use super::board::{Bits, ALL, JUMPS, NEIGHBOURS};
use super::{BaghChal, Move};
use crate::{Side, Square};

impl BaghChal {
    /// The empty points.
    #[inline]
    pub(super) fn empty(&self) -> u32 {
        !(self.tigers | self.goats) & ALL
    }

    /// Whether the tigers have already captured enough goats.
    #[inline]
    pub(super) fn target_reached(&self) -> bool {
        self.captured >= self.config.captures_to_win
    }

    /// Appends the legal moves (none once the capture target is reached).
    pub(super) fn generate(&self, moves: &mut Vec<Move>) {
        if self.target_reached() {
            return;
        }
        let empty = self.empty();
        match self.side {
            Side::First if self.in_hand > 0 => {
                moves.extend(Bits(empty).map(|to| Move::Place {
                    to: Square(to as u8),
                }));
            }
            side => slides(
                self.tigers,
                self.goats,
                side == Side::Second,
                self.config.forced_capture,
                |from, over, to| {
                    let (from, to) = (Square(from as u8), Square(to as u8));
                    moves.push(match over {
                        Some(over) => Move::Jump {
                            from,
                            over: Square(over as u8),
                            to,
                        },
                        None => Move::Step { from, to },
                    });
                },
            ),
        }
    }

    /// Whether the side to move has any move (ignoring the capture target).
    pub(super) fn can_move(&self) -> bool {
        let empty = self.empty();
        match self.side {
            // With a goat in hand at most 19 goats and 4 tigers stand on the board.
            Side::First if self.in_hand > 0 => empty != 0,
            Side::First => Bits(self.goats).any(|from| NEIGHBOURS[from] & empty != 0),
            Side::Second => {
                Bits(self.tigers).any(|from| NEIGHBOURS[from] & empty != 0)
                    || can_jump(self.tigers, self.goats)
            }
        }
    }
}

/// Whether a tiger can jump a goat: over a goat on a line, onto the empty
/// point behind it.
#[inline]
pub(crate) fn can_jump(tigers: u32, goats: u32) -> bool {
    let empty = ALL & !(tigers | goats);
    Bits(tigers).any(|from| {
        JUMPS[from]
            .as_slice()
            .iter()
            .any(|j| goats & (1 << j.over) != 0 && empty & (1 << j.land) != 0)
    })
}

/// The moves of the pieces on the board, on bare bitboards: the rules of
/// moving, written once for the game and its tablebase. Calls
/// `f(from, over, to)` for each legal step or jump of the side to move
/// (`over`: the point of the goat a jump captures), a piece's moves
/// together, lowest point first, and the tigers' jumps before their steps
/// (none of the steps where `forced_capture` and a jump exist).
/// Placements are not moves of this kind.
#[inline]
pub(crate) fn slides(
    tigers: u32,
    goats: u32,
    tigers_to_move: bool,
    forced_capture: bool,
    mut f: impl FnMut(usize, Option<usize>, usize),
) {
    let empty = ALL & !(tigers | goats);
    let movers = if tigers_to_move {
        let mut jumped = false;
        for from in Bits(tigers) {
            for jump in JUMPS[from].as_slice() {
                if goats & (1 << jump.over) != 0 && empty & (1 << jump.land) != 0 {
                    f(from, Some(usize::from(jump.over)), usize::from(jump.land));
                    jumped = true;
                }
            }
        }
        if forced_capture && jumped {
            return;
        }
        tigers
    } else {
        // Only goats next to an empty point can step: with all goats on
        // the board there are at most five empty points.
        goats & Bits(empty).fold(0, |near, to| near | NEIGHBOURS[to])
    };
    for from in Bits(movers) {
        for to in Bits(NEIGHBOURS[from] & empty) {
            f(from, None, to);
        }
    }
}
