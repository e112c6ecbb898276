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
            Side::First => {
                for from in Bits(self.goats) {
                    for to in Bits(NEIGHBOURS[from] & empty) {
                        moves.push(Move::Step {
                            from: Square(from as u8),
                            to: Square(to as u8),
                        });
                    }
                }
            }
            Side::Second => {
                let start = moves.len();
                for from in Bits(self.tigers) {
                    for jump in JUMPS[from].as_slice() {
                        if self.goats & (1 << jump.over) != 0 && empty & (1 << jump.land) != 0 {
                            moves.push(Move::Jump {
                                from: Square(from as u8),
                                over: Square(jump.over),
                                to: Square(jump.land),
                            });
                        }
                    }
                }
                if self.config.forced_capture && moves.len() > start {
                    return;
                }
                for from in Bits(self.tigers) {
                    for to in Bits(NEIGHBOURS[from] & empty) {
                        moves.push(Move::Step {
                            from: Square(from as u8),
                            to: Square(to as u8),
                        });
                    }
                }
            }
        }
    }

    /// Whether the side to move has any move (ignoring the capture target).
    pub(super) fn can_move(&self) -> bool {
        let empty = self.empty();
        match self.side {
            // With a goat in hand at most 19 goats and 4 tigers stand on the board.
            Side::First if self.in_hand > 0 => empty != 0,
            Side::First => Bits(self.goats).any(|from| NEIGHBOURS[from] & empty != 0),
            Side::Second => Bits(self.tigers).any(|from| {
                NEIGHBOURS[from] & empty != 0
                    || JUMPS[from]
                        .as_slice()
                        .iter()
                        .any(|j| self.goats & (1 << j.over) != 0 && empty & (1 << j.land) != 0)
            }),
        }
    }
}
