//! Legal moves: the capture sequences (a depth-first search over a scratch
//! board) and, when there is no capture, the simple moves.

use super::board::{bit, squares, ALL_DIRECTIONS, FORWARD, NEXT, NONE};
use super::BuffAndGreen;

/// The most landings a move can have: each capture takes one of at most 12
/// opposing pieces.
pub const MAX_LANDINGS: usize = 12;

/// A move: a step or slide (one landing, nothing captured) or a capture
/// sequence (every landing square, in order, and the captured pieces).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    /// The squares of the captured pieces; empty for a simple move.
    pub(super) captured: u64,
    /// The start square.
    pub(super) from: u8,
    /// How many entries of `path` are used (at least 1).
    pub(super) len: u8,
    /// The landing squares; the last one is where the piece ends.
    pub(super) path: [u8; MAX_LANDINGS],
}

impl Move {
    fn simple(from: u8, to: u8) -> Move {
        let mut path = [NONE; MAX_LANDINGS];
        path[0] = to;
        Move {
            captured: 0,
            from,
            len: 1,
            path,
        }
    }

    /// The start square.
    #[inline]
    pub fn from(&self) -> u8 {
        self.from
    }

    /// The final square.
    #[inline]
    pub fn to(&self) -> u8 {
        self.path[usize::from(self.len) - 1]
    }

    /// Every landing square, in order.
    #[inline]
    pub fn landings(&self) -> &[u8] {
        &self.path[..usize::from(self.len)]
    }

    /// Whether the move captures.
    #[inline]
    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }

    /// The squares of the captured pieces, as a bitboard.
    #[inline]
    pub fn captured(&self) -> u64 {
        self.captured
    }
}

/// The state of one capture search: the start square and the landings so far.
struct Search<'a> {
    from: u8,
    path: [u8; MAX_LANDINGS],
    out: &'a mut Vec<Move>,
}

impl Search<'_> {
    fn push(&mut self, depth: usize, captured: u64) {
        self.out.push(Move {
            captured,
            from: self.from,
            len: depth as u8,
            path: self.path,
        });
    }

    /// A man on `at` after `depth` captures. `occupied` holds every piece but
    /// the mover and those already captured; `targets` the opposing pieces not
    /// yet captured. A man captures forward and backward, and stays a man for
    /// the whole sequence, even across the far rank.
    fn man(&mut self, at: u8, occupied: u64, targets: u64, depth: usize, captured: u64) {
        let mut extended = false;
        for d in ALL_DIRECTIONS {
            let over = NEXT[usize::from(at)][d];
            if over == NONE || targets & bit(over) == 0 {
                continue;
            }
            let land = NEXT[usize::from(over)][d];
            if land == NONE || occupied & bit(land) != 0 {
                continue;
            }
            extended = true;
            self.path[depth] = land;
            self.man(
                land,
                occupied & !bit(over),
                targets & !bit(over),
                depth + 1,
                captured | bit(over),
            );
        }
        if !extended && depth > 0 {
            self.push(depth, captured);
        }
    }

    /// A flying king on `at` after `depth` captures (same sets as [`Search::man`]).
    fn king(&mut self, at: u8, occupied: u64, targets: u64, depth: usize, captured: u64) {
        let mut extended = false;
        for d in ALL_DIRECTIONS {
            let mut over = NEXT[usize::from(at)][d];
            while over != NONE && occupied & bit(over) == 0 {
                over = NEXT[usize::from(over)][d];
            }
            if over == NONE || targets & bit(over) == 0 {
                continue;
            }
            let mut land = NEXT[usize::from(over)][d];
            while land != NONE && occupied & bit(land) == 0 {
                extended = true;
                self.path[depth] = land;
                self.king(
                    land,
                    occupied & !bit(over),
                    targets & !bit(over),
                    depth + 1,
                    captured | bit(over),
                );
                land = NEXT[usize::from(land)][d];
            }
        }
        if !extended && depth > 0 {
            self.push(depth, captured);
        }
    }
}

impl BuffAndGreen {
    /// Appends every legal move to `out` (captures only, when there is one).
    pub(super) fn generate(&self, out: &mut Vec<Move>) {
        let me = self.side.index();
        let them = 1 - me;
        let own = self.men[me] | self.kings[me];
        let targets = self.men[them] | self.kings[them];
        let occupied = own | targets;
        let start = out.len();

        // Captures: every complete sequence of every piece. The searches
        // cannot produce the same landing list twice (each branch picks a
        // different direction or landing square), so no two moves share a
        // notation.
        for from in squares(self.men[me]) {
            let mut search = Search {
                from,
                path: [NONE; MAX_LANDINGS],
                out,
            };
            search.man(from, occupied & !bit(from), targets, 0, 0);
        }
        for from in squares(self.kings[me]) {
            let mut search = Search {
                from,
                path: [NONE; MAX_LANDINGS],
                out,
            };
            search.king(from, occupied & !bit(from), targets, 0, 0);
        }
        if out.len() > start {
            return;
        }

        // Simple moves.
        let empty = !occupied;
        for from in squares(self.men[me]) {
            for d in FORWARD[me] {
                let to = NEXT[usize::from(from)][d];
                if to != NONE && empty & bit(to) != 0 {
                    out.push(Move::simple(from, to));
                }
            }
        }
        for from in squares(self.kings[me]) {
            for d in ALL_DIRECTIONS {
                let mut to = NEXT[usize::from(from)][d];
                while to != NONE && empty & bit(to) != 0 {
                    out.push(Move::simple(from, to));
                    to = NEXT[usize::from(to)][d];
                }
            }
        }
    }

    /// Whether the side to move has any legal move, without listing them.
    pub(super) fn has_move(&self) -> bool {
        use super::board::{neighbours, shift, DIRECTIONS};
        let me = self.side.index();
        let them = 1 - me;
        let empty =
            !(self.men[0] | self.men[1] | self.kings[0] | self.kings[1]) & super::board::DARK;
        let men = self.men[me];
        let kings = self.kings[me];
        // A simple step of a man or a king.
        if FORWARD[me].iter().any(|&d| shift(men, d) & empty != 0) || neighbours(kings) & empty != 0
        {
            return true;
        }
        // Otherwise every king is hemmed in, so any capture (of a man or a
        // king) starts by jumping an adjacent opposing piece.
        let targets = self.men[them] | self.kings[them];
        (0..DIRECTIONS.len()).any(|d| shift(shift(men | kings, d) & targets, d) & empty != 0)
    }
}
