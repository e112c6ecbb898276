//! Legal moves: every chip of the side to move slides like a rook.

use super::board::{bit, slides};
use super::{Chiangmai, Slide};
use crate::Square;

impl Chiangmai {
    /// Appends every slide of the side to move (no terminal check).
    pub(super) fn generate(&self, moves: &mut Vec<Slide>) {
        let occupied = self.occupied();
        let mut chips = self.chips[self.side.index()];
        while chips != 0 {
            let from = chips.trailing_zeros() as usize;
            chips &= chips - 1;
            let mut dests = slides(from, occupied);
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
