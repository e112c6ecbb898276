//! Seega moves: the compact move value and the legal move generator.

use super::board::{bit, Squares, Tables, NONE};
use super::{Blocked, Seega};

/// The most steps a chain can have: every step after the first captures at
/// least one of at most 40 opposing pieces, so 41 is a safe bound; 48 fit.
pub(crate) const MAX_STEPS: usize = 48;

/// What kind of move a [`SeegaMove`] is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Kind {
    /// A piece from the hand onto `square` (setting phase).
    Place,
    /// A piece steps from `square` along `dirs`, capturing on the way.
    Walk,
    /// A blocked side removes the opposing piece on `square`.
    Remove,
    /// A blocked side passes.
    Pass,
}

/// A Seega move: a placement, a step or capture chain, a removal or a pass.
///
/// A chain is stored as its start square and up to 48 two-bit directions,
/// so the value stays 16 bytes and `Copy`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SeegaMove {
    pub(crate) kind: Kind,
    /// The placement, start or removal square.
    pub(crate) square: u8,
    /// The number of steps of a chain.
    pub(crate) steps: u8,
    /// Whether the first step captures (and so the move does).
    pub(crate) captures: bool,
    /// Two bits per step, step `i` at bits `2 * (i % 16)` of `dirs[i / 16]`.
    pub(crate) dirs: [u32; 3],
}

impl SeegaMove {
    pub(crate) const fn place(square: u8) -> SeegaMove {
        SeegaMove {
            kind: Kind::Place,
            square,
            steps: 0,
            captures: false,
            dirs: [0; 3],
        }
    }

    pub(crate) const fn remove(square: u8) -> SeegaMove {
        SeegaMove {
            kind: Kind::Remove,
            square,
            steps: 0,
            captures: true,
            dirs: [0; 3],
        }
    }

    pub(crate) const fn pass() -> SeegaMove {
        SeegaMove {
            kind: Kind::Pass,
            square: 0,
            steps: 0,
            captures: false,
            dirs: [0; 3],
        }
    }

    /// The direction of step `i`.
    #[inline(always)]
    pub(crate) fn dir(&self, i: usize) -> usize {
        ((self.dirs[i / 16] >> (2 * (i % 16))) & 3) as usize
    }

    /// This chain with one more step in direction `d`.
    #[inline(always)]
    fn then(mut self, d: usize) -> SeegaMove {
        let i = usize::from(self.steps);
        debug_assert!(i < MAX_STEPS);
        self.dirs[i / 16] |= (d as u32) << (2 * (i % 16));
        self.steps += 1;
        self
    }

    /// The squares a chain stops on, in order, written into `out`; returns
    /// how many.
    pub(crate) fn path(&self, tables: &Tables, out: &mut [u8; MAX_STEPS]) -> usize {
        let mut at = self.square;
        for (i, slot) in out.iter_mut().enumerate().take(usize::from(self.steps)) {
            at = tables.neighbour[usize::from(at)][self.dir(i)];
            *slot = at;
        }
        usize::from(self.steps)
    }
}

impl Seega {
    /// Appends every legal move (nothing when the game is decided).
    pub(crate) fn generate(&self, moves: &mut Vec<SeegaMove>) {
        let t = self.tables();
        let me = self.side.index();
        if self.hand[0] != 0 || self.hand[1] != 0 {
            let free = t.board & !(self.pieces[0] | self.pieces[1]) & !t.centre_bit;
            moves.extend(Squares(free).map(SeegaMove::place));
            return;
        }
        if self.pieces[0] == 0 || self.pieces[1] == 0 {
            return;
        }
        let own = self.pieces[me];
        let opp = self.pieces[1 - me];
        let empty = t.board & !(own | opp);
        let victims = if self.config.safe_centre {
            opp & !t.centre_bit
        } else {
            opp
        };
        let before = moves.len();
        for from in Squares(own & t.around(empty)) {
            let rest = own & !bit(from);
            let row = &t.neighbour[usize::from(from)];
            for (d, &to) in row.iter().enumerate() {
                if to == NONE || empty & bit(to) == 0 {
                    continue;
                }
                let caught = t.captures(to, rest | bit(to), victims);
                let mut mv = SeegaMove {
                    kind: Kind::Walk,
                    square: from,
                    steps: 0,
                    captures: caught != 0,
                    dirs: [0; 3],
                };
                mv = mv.then(d);
                moves.push(mv);
                if caught != 0 {
                    extend(
                        t,
                        mv,
                        to,
                        rest,
                        opp & !caught,
                        self.config.safe_centre,
                        moves,
                    );
                }
            }
        }
        if moves.len() == before {
            match self.config.blocked {
                Blocked::Pass => moves.push(SeegaMove::pass()),
                Blocked::Remove => moves.extend(Squares(opp).map(SeegaMove::remove)),
            }
        }
    }
}

/// Appends every capturing continuation of the chain `prefix`, whose piece
/// now stands on `at`; `rest` are the mover's other pieces, `opp` the
/// opponent's pieces still on the board.
fn extend(
    t: &Tables,
    prefix: SeegaMove,
    at: u8,
    rest: u128,
    opp: u128,
    safe_centre: bool,
    moves: &mut Vec<SeegaMove>,
) {
    let empty = t.board & !(rest | opp | bit(at));
    let victims = if safe_centre {
        opp & !t.centre_bit
    } else {
        opp
    };
    if victims == 0 {
        return;
    }
    let row = &t.neighbour[usize::from(at)];
    for (d, &to) in row.iter().enumerate() {
        if to == NONE || empty & bit(to) == 0 {
            continue;
        }
        let caught = t.captures(to, rest | bit(to), victims);
        if caught != 0 {
            let mv = prefix.then(d);
            moves.push(mv);
            extend(t, mv, to, rest, opp & !caught, safe_centre, moves);
        }
    }
}
