//! A first static evaluation of Seega positions, in centipieces for the
//! side to move. Every feature is a named weight, to be tuned later.

use super::board::Tables;
use super::Seega;

/// One piece on the board or in hand. Captures decide Seega, and the
/// barrier rule counts pieces, so material dominates everything else.
pub const MATERIAL: i32 = 100;

/// Each possible step (a piece and a direction into an empty square) in
/// the movement phase. A side that runs out of steps is blocked and loses
/// the initiative (it must pass, or remove a piece under `blocked=remove`).
pub const MOBILITY: i32 = 4;

/// Each piece the opponent cannot capture at once: no enemy neighbour on
/// one side with a square the enemy can step into on the other side of
/// the same line. Pieces behind a barrier or in solid blocks score here.
pub const SAFE_PIECE: i32 = 10;

/// A piece of one's own on the centre square. With `safe_centre` it can
/// never be captured and anchors captures in all four directions.
pub const CENTRE: i32 = 25;

/// With `safe_centre` off the centre is only a good anchor, worth less.
pub const CENTRE_UNSAFE: i32 = 10;

/// Setting phase: each own piece next to the centre. The first move of
/// the movement phase must go into the centre, so a side with no piece
/// beside it starts blocked.
pub const CENTRE_NEIGHBOUR: i32 = 15;

/// Setting phase: each pair of orthogonally adjacent own pieces. Pieces
/// set in blocks protect each other and become barriers later.
pub const COHESION: i32 = 3;

/// Setting phase: each own piece on the edge of the board, which can only
/// be sandwiched along the edge, not across it.
pub const EDGE: i32 = 2;

/// Orthogonally adjacent pairs within `x`.
#[inline(always)]
fn pairs(t: &Tables, x: u128) -> i32 {
    ((t.east(x) & x).count_ones() + (t.north(x) & x).count_ones()) as i32
}

/// Steps available to the pieces `own` into `empty`.
#[inline(always)]
fn steps(t: &Tables, own: u128, empty: u128) -> i32 {
    ((t.south(empty) & own).count_ones()
        + (t.north(empty) & own).count_ones()
        + (t.east(empty) & own).count_ones()
        + (t.west(empty) & own).count_ones()) as i32
}

/// The pieces of `own` that `opp` could capture with one step into `empty`.
#[inline(always)]
fn exposed(t: &Tables, own: u128, opp: u128, empty: u128, safe_centre: bool) -> u128 {
    // Squares the opponent can step into.
    let reach = empty & t.around(opp);
    // A square is in `t.south(x)` when its north neighbour is in `x`, and so on.
    let vertical = (t.south(opp) & t.north(reach)) | (t.north(opp) & t.south(reach));
    let horizontal = (t.west(opp) & t.east(reach)) | (t.east(opp) & t.west(reach));
    let mut exposed = own & (vertical | horizontal);
    if safe_centre {
        exposed &= !t.centre_bit;
    }
    exposed
}

/// The evaluation for the side to move.
pub(crate) fn evaluate(position: &Seega) -> i32 {
    let t = position.tables();
    let me = position.side.index();
    let own = position.pieces[me];
    let opp = position.pieces[1 - me];
    let material = (own.count_ones() as i32 + i32::from(position.hand[me]))
        - (opp.count_ones() as i32 + i32::from(position.hand[1 - me]));
    let mut score = MATERIAL * material;
    let centre = if position.config.safe_centre {
        CENTRE
    } else {
        CENTRE_UNSAFE
    };
    if own & t.centre_bit != 0 {
        score += centre;
    } else if opp & t.centre_bit != 0 {
        score -= centre;
    }
    if position.setting() {
        score += CENTRE_NEIGHBOUR
            * ((own & t.centre_ring).count_ones() as i32
                - (opp & t.centre_ring).count_ones() as i32);
        score += COHESION * (pairs(t, own) - pairs(t, opp));
        score += EDGE * ((own & t.edge).count_ones() as i32 - (opp & t.edge).count_ones() as i32);
    } else {
        let empty = t.board & !(own | opp);
        score += MOBILITY * (steps(t, own, empty) - steps(t, opp, empty));
        let safe_centre = position.config.safe_centre;
        let own_safe = (own & !exposed(t, own, opp, empty, safe_centre)).count_ones() as i32;
        let opp_safe = (opp & !exposed(t, opp, own, empty, safe_centre)).count_ones() as i32;
        score += SAFE_PIECE * (own_safe - opp_safe);
    }
    score
}
