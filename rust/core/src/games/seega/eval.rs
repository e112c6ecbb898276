//! The static evaluation of Seega positions, in centipieces for the side to
//! move. Every feature is a named weight that a tuning arena can override
//! (`boardlore arena seega --a-eval ring_answer=40,…`).
//!
//! The setting phase decides most games: once the board is full the only
//! empty square is the centre, every move leaves one hole behind, and a side
//! whose pieces do not touch the hole cannot move at all. The setting terms
//! therefore look ahead to the first moves of the movement phase: which
//! pieces the attackers can bring into the centre, whether the defenders
//! can answer each of them, and which pieces that first move sandwiches.

use super::board::{Tables, NONE};
use super::Seega;
use crate::ai::tune;

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

/// Setting phase: each own piece two steps from the centre (the eight
/// squares that touch the centre's neighbours). When a piece leaves a
/// square next to the centre for the centre, only pieces on these squares
/// can step into the hole it leaves. Off (0): at 10 it scored 47.5% ± 9.4%
/// in hard self-play against 0 (docs/strength.md).
pub const SECOND_RING: i32 = 0;

/// Setting phase, to the defenders: each attacking piece next to the
/// centre that a defending piece touches (from a square other than the
/// centre). When the attackers open the game with that piece, the
/// defenders can step into the square it leaves and are not blocked.
/// Off (0): at 40 it scored 22.5% against plain hard, because the
/// attackers then left the centre's neighbours to the defenders.
pub const RING_ANSWER: i32 = 0;

/// Setting phase, to the attackers: each attacking piece next to the
/// centre that no defending piece touches (yet). Opening with it leaves
/// the defenders no step: they pass while the attackers move freely.
/// Self-play tuned together with [`OPENING`] and [`FLANKED`] (see
/// `docs/strength.md`): alone it changed nothing, with the opening search
/// it gave the defenders their first wins.
pub const RING_UNANSWERED: i32 = 40;

/// Setting phase, to the attackers: each defending piece next to the
/// centre with an attacker on the square beyond it (two steps from the
/// centre, on the same line). The attackers' first move into the centre
/// sandwiches it. Off (0): at 60 it scored 20.0% against plain hard (the
/// attackers chased squares beyond the ring instead of holding the ring).
pub const RING_EXPOSED: i32 = 0;

/// Movement phase: the opponent has no step at all (and one's own side
/// has one), so it must pass while one keeps moving. Off (0): at 50 it
/// scored 51.5% ± 9.6% in hard self-play against 0, no gain (mobility
/// already counts the steps).
pub const BLOCKED: i32 = 0;

/// Setting phase: each piece the attackers are ahead after the first
/// [`OPENING_PLIES`] moves of the movement phase, played out on the board as
/// set so far (a short search of the one-hole game that starts when the
/// board is full, where the squares still empty count as walls).
/// Self-play tuned: 50 with [`RING_UNANSWERED`] 40 took hard from 55% to
/// 69% against plain hard; alone it changed nothing.
pub const OPENING: i32 = 50;

/// Setting phase: each own piece that stands between two enemy pieces on
/// a line. It is not captured where it stands, but as soon as one of the
/// two enemies steps away and an enemy steps back in, it is. Self-play
/// tuned: 20 took hard against medium from 64% to 75%.
pub const FLANKED: i32 = 20;

/// Whether [`OPENING`] follows the first move's capture chain (1) or
/// stops every move after its first step (0). Only the first move: chains
/// at every ply of the look-ahead made the setting search 2.3 times slower.
/// Off (0): on, it scored 54.0%, 55.0% and 55.5% in three 100-game hard
/// self-play runs against off (each ± 9.7%, not significant), and hard's
/// longest move grew from 353 to 1 155 ms at 80k nodes (docs/strength.md).
pub const OPENING_CHAINS: i32 = 0;

/// Plies of the movement phase that [`OPENING`] looks ahead. Six plies
/// scored no better than four and searched four times slower.
pub const OPENING_PLIES: i32 = 4;

tune::tunable_weights! {
    "material" => MATERIAL,
    "mobility" => MOBILITY,
    "safe_piece" => SAFE_PIECE,
    "centre" => CENTRE,
    "centre_unsafe" => CENTRE_UNSAFE,
    "centre_neighbour" => CENTRE_NEIGHBOUR,
    "cohesion" => COHESION,
    "edge" => EDGE,
    "second_ring" => SECOND_RING,
    "ring_answer" => RING_ANSWER,
    "ring_unanswered" => RING_UNANSWERED,
    "ring_exposed" => RING_EXPOSED,
    "blocked" => BLOCKED,
    "opening" => OPENING,
    "opening_plies" => OPENING_PLIES,
    "opening_chains" => OPENING_CHAINS,
    "flanked" => FLANKED,
}

/// Orthogonally adjacent pairs within `x`.
#[inline(always)]
fn pairs(t: &Tables, x: u128) -> i32 {
    ((t.east(x) & x).count_ones() + (t.north(x) & x).count_ones()) as i32
}

/// The pieces of `own` with an enemy on both sides along a line.
#[inline(always)]
fn flanked(t: &Tables, own: u128, opp: u128) -> i32 {
    (own & ((t.east(opp) & t.west(opp)) | (t.north(opp) & t.south(opp)))).count_ones() as i32
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

/// The setting-phase look-ahead terms, for the attackers (`a`) against the
/// defenders (`d`): `(second ring, answered, unanswered, exposed)` counts,
/// the second ring as attackers minus defenders.
#[inline(always)]
fn first_moves(t: &Tables, a: u128, d: u128) -> (i32, i32, i32, i32) {
    let c = usize::from(t.centre);
    let mut second = 0u128;
    let mut answered = 0;
    let mut unanswered = 0;
    let mut exposed = 0;
    for dir in 0..4 {
        let r = t.neighbour[c][dir];
        let far = t.neighbour[usize::from(r)][dir];
        let rb = 1u128 << r;
        let around = t.around(rb) & !t.centre_bit;
        second |= around;
        if a & rb != 0 {
            if d & around != 0 {
                answered += 1;
            } else {
                unanswered += 1;
            }
        } else if d & rb != 0 && far != NONE && a & (1u128 << far) != 0 {
            exposed += 1;
        }
    }
    let second = (a & second).count_ones() as i32 - (d & second).count_ones() as i32;
    (second, answered, unanswered, exposed)
}

/// The one-hole game at the start of the movement phase, searched `depth`
/// plies deep from the side `pieces[0]` to move: the pieces it wins minus the
/// pieces it loses (fail-hard alpha-beta in pieces). `holes` are the empty
/// squares pieces may step into; the squares still to be set are neither
/// entered nor used to sandwich. Moving is compulsory; a side with
/// no step passes. With `chains`, the first move follows capture chains
/// as in play (after a capturing step the piece may stop, or step on if
/// that step captures too); later moves stop after their first step.
#[allow(clippy::too_many_arguments)]
fn opening(
    t: &Tables,
    pieces: [u128; 2],
    holes: u128,
    safe_centre: bool,
    chains: bool,
    depth: i32,
    mut alpha: i32,
    beta: i32,
) -> i32 {
    if depth <= 0 {
        return 0;
    }
    let own = pieces[0];
    let mut any = false;
    for hole in super::board::Squares(holes) {
        let row = &t.neighbour[usize::from(hole)];
        for &from in row {
            if from == NONE || own & (1u128 << from) == 0 {
                continue;
            }
            any = true;
            let value = step(
                t,
                pieces,
                holes,
                from,
                hole,
                0,
                safe_centre,
                chains,
                depth,
                alpha,
                beta,
            );
            if value >= beta {
                return beta;
            }
            if value > alpha {
                alpha = value;
            }
        }
    }
    if !any {
        let opp = pieces[1];
        // A pass; both passing ends the line.
        if depth >= 2 && opp & t.around(holes) != 0 {
            let value = -opening(
                t,
                [opp, own],
                holes,
                safe_centre,
                false,
                depth - 1,
                -beta,
                -alpha,
            );
            return value.clamp(alpha, beta);
        }
        return 0.clamp(alpha, beta);
    }
    alpha
}

/// One step of a move in [`opening`], from `from` into the hole `to`, with
/// `won` pieces already won earlier in the same chain: the best the mover
/// gets by stopping after it or, with `chains` and when it captures,
/// stepping on with a further capture. Not clamped to the window.
#[allow(clippy::too_many_arguments)]
fn step(
    t: &Tables,
    [own, opp]: [u128; 2],
    holes: u128,
    from: u8,
    to: u8,
    won: i32,
    safe_centre: bool,
    chains: bool,
    depth: i32,
    alpha: i32,
    beta: i32,
) -> i32 {
    let victims = |opp: u128| {
        if safe_centre {
            opp & !t.centre_bit
        } else {
            opp
        }
    };
    let moved = own ^ (1u128 << from) ^ (1u128 << to);
    let caught = t.captures(to, moved, victims(opp));
    let won = won + caught.count_ones() as i32;
    let opp = opp & !caught;
    let holes = (holes ^ (1u128 << to)) | (1u128 << from) | caught;
    let mut best = won
        - opening(
            t,
            [opp, moved],
            holes,
            safe_centre,
            false,
            depth - 1,
            -beta + won,
            -alpha + won,
        );
    if caught == 0 || !chains {
        return best;
    }
    for &next in &t.neighbour[usize::from(to)] {
        if best >= beta {
            break;
        }
        if next == NONE || holes & (1u128 << next) == 0 {
            continue;
        }
        let onward = moved ^ (1u128 << to) ^ (1u128 << next);
        if t.captures(next, onward, victims(opp)) == 0 {
            continue;
        }
        let value = step(
            t,
            [moved, opp],
            holes,
            to,
            next,
            won,
            safe_centre,
            true,
            depth,
            alpha.max(best),
            beta,
        );
        best = best.max(value);
    }
    best
}

/// The evaluation for the side to move.
pub(crate) fn evaluate(position: &Seega) -> i32 {
    let [material_w, mobility_w, safe_w, centre_w, centre_unsafe_w, ring_w, cohesion_w, edge_w, second_w, answer_w, unanswered_w, exposed_w, blocked_w, opening_w, opening_plies, opening_chains, flanked_w] =
        weights();
    let t = position.tables();
    let me = position.side.index();
    let own = position.pieces[me];
    let opp = position.pieces[1 - me];
    let material = (own.count_ones() as i32 + i32::from(position.hand[me]))
        - (opp.count_ones() as i32 + i32::from(position.hand[1 - me]));
    let mut score = material_w * material;
    let centre = if position.config.safe_centre {
        centre_w
    } else {
        centre_unsafe_w
    };
    if own & t.centre_bit != 0 {
        score += centre;
    } else if opp & t.centre_bit != 0 {
        score -= centre;
    }
    if position.setting() {
        score += ring_w
            * ((own & t.centre_ring).count_ones() as i32
                - (opp & t.centre_ring).count_ones() as i32);
        score += cohesion_w * (pairs(t, own) - pairs(t, opp));
        score -= flanked_w * (flanked(t, own, opp) - flanked(t, opp, own));
        score += edge_w * ((own & t.edge).count_ones() as i32 - (opp & t.edge).count_ones() as i32);
        let (second, answered, unanswered, exposed) =
            first_moves(t, position.pieces[0], position.pieces[1]);
        let mut for_attackers = second_w * second - answer_w * answered
            + unanswered_w * unanswered
            + exposed_w * exposed;
        if opening_w != 0 {
            let swing = opening(
                t,
                [position.pieces[0], position.pieces[1]],
                t.centre_bit,
                position.config.safe_centre,
                opening_chains != 0,
                opening_plies,
                -64,
                64,
            );
            for_attackers += opening_w * swing;
        }
        score += if me == 0 {
            for_attackers
        } else {
            -for_attackers
        };
    } else {
        let empty = t.board & !(own | opp);
        let own_steps = steps(t, own, empty);
        let opp_steps = steps(t, opp, empty);
        score += mobility_w * (own_steps - opp_steps);
        if own_steps == 0 && opp_steps != 0 {
            score -= blocked_w;
        } else if opp_steps == 0 && own_steps != 0 {
            score += blocked_w;
        }
        let safe_centre = position.config.safe_centre;
        let own_safe = (own & !exposed(t, own, opp, empty, safe_centre)).count_ones() as i32;
        let opp_safe = (opp & !exposed(t, opp, own, empty, safe_centre)).count_ones() as i32;
        score += safe_w * (own_safe - opp_safe);
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::seega::board::{bit, TABLES};

    /// [`opening`] on 7×7 with a safe centre, full window, the attackers to
    /// move into the centre.
    fn swing(attackers: u128, defenders: u128, chains: bool, depth: i32) -> i32 {
        let t = &TABLES[1];
        let pieces = [attackers, defenders];
        opening(t, pieces, t.centre_bit, true, chains, depth, -64, 64)
    }

    #[test]
    fn names_are_unique() {
        for (i, a) in NAMES.iter().enumerate() {
            assert!(NAMES[i + 1..].iter().all(|b| b != a), "{a} twice");
        }
    }

    #[test]
    fn the_opening_search_follows_capture_chains() {
        // 7×7, as in a game the expert lost as defender: c4-d4 takes d3
        // (against d2), d4-c4 takes c5 (against c6), c4-c5 takes b5 (against
        // a5); the rest unset.
        let [c4, d2, c6, a5] = [23, 10, 37, 28];
        let [d3, c5, b5] = [17, 30, 29];
        let attackers = bit(c4) | bit(d2) | bit(c6) | bit(a5);
        let defenders = bit(d3) | bit(c5) | bit(b5);
        for depth in 1..=4 {
            assert_eq!(swing(attackers, defenders, true, depth), 3, "depth {depth}");
        }
        // Without a5 the chain stops after two captures.
        assert_eq!(swing(attackers & !bit(a5), defenders, true, 1), 2);
        // Without chains the first step's capture is all it sees.
        assert_eq!(swing(attackers, defenders, false, 1), 1);
    }

    #[test]
    fn the_opening_search_sees_the_first_capture() {
        // 7×7: attackers on d5 and d2, a defender on d3; the rest unset.
        let (d5, d3, d2) = (31, 17, 10);
        let attackers = bit(d5) | bit(d2);
        let defenders = bit(d3);
        // d5-d4 sandwiches d3 against d2; the defenders have no reply.
        for depth in 1..=4 {
            assert_eq!(
                swing(attackers, defenders, false, depth),
                1,
                "depth {depth}"
            );
        }
        // Without d2 nothing is captured.
        assert_eq!(swing(bit(d5), defenders, false, 4), 0);
        // A defender touching d5 answers, and nothing changes either.
        let e5 = 32;
        assert_eq!(
            first_moves(&TABLES[1], attackers, defenders | bit(e5)).1,
            1,
            "d5 is answered from e5"
        );
    }
}
