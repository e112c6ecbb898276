//! Legal moves: every chip of the side to move slides like a rook; under
//! compulsory capture, only the capturing slides when there are any.

use super::board::{bit, capture_squares, reach, slides};
use super::{Chiangmai, Slide};
use crate::Square;

impl Chiangmai {
    /// Appends every legal slide of the side to move (no terminal check).
    pub(super) fn generate(&self, moves: &mut Vec<Slide>) {
        let occupied = self.occupied();
        let mut chips = self.chips[self.side.index()];
        let allowed = if self.config.compulsory_capture {
            self.capturing_destinations().unwrap_or(!0)
        } else {
            !0
        };
        while chips != 0 {
            let from = chips.trailing_zeros() as usize;
            chips &= chips - 1;
            let mut dests = slides(from, occupied) & allowed;
            while dests != 0 {
                let to = dests.trailing_zeros() as usize;
                dests &= dests - 1;
                moves.push(Slide {
                    from: Square(from as u8),
                    to: Square(to as u8),
                });
            }
        }
    }

    /// The squares where a slide of the side to move would capture, when
    /// at least one slide can reach one; a slide captures exactly when it
    /// ends on one of them, whichever chip makes it.
    fn capturing_destinations(&self) -> Option<u64> {
        let us = self.side.index();
        let squares = capture_squares(self.chips[us], self.chips[1 - us]);
        if squares == 0 {
            return None;
        }
        let reachable = squares & reach(self.chips[us], self.occupied());
        (reachable != 0).then_some(reachable)
    }

    /// The number of slides the chips of side `index` have.
    pub(super) fn mobility(&self, index: usize) -> u32 {
        let occupied = self.occupied();
        let mut chips = self.chips[index];
        let mut count = 0;
        while chips != 0 {
            let from = chips.trailing_zeros() as usize;
            chips &= chips - 1;
            count += slides(from, occupied).count_ones();
        }
        count
    }

    /// The opponent chips `mv` captures.
    pub(super) fn captured_by(&self, mv: Slide) -> u64 {
        let us = self.side.index();
        let mine = self.chips[us] ^ bit(mv.from.index()) ^ bit(mv.to.index());
        super::board::captures(mv.to.index(), mine, self.chips[1 - us])
    }
}
