//! Bitboards for the 8×8 board: one `u64` per side, bit `rank * 8 + file`
//! (`a1` = bit 0, `h8` = bit 63), rook-style rays and the capture rules.

/// Direction indices into [`RAYS`]: towards rank 8.
pub const NORTH: usize = 0;
/// Towards file `h`.
pub const EAST: usize = 1;
/// Towards rank 1.
pub const SOUTH: usize = 2;
/// Towards file `a`.
pub const WEST: usize = 3;

/// Every square of file `a`.
pub const FILE_A: u64 = 0x0101_0101_0101_0101;
/// Every square of file `h`.
pub const FILE_H: u64 = FILE_A << 7;

/// `RAYS[dir][sq]`: the squares from `sq` (excluded) to the edge in `dir`.
pub static RAYS: [[u64; 64]; 4] = build_rays();

const fn build_rays() -> [[u64; 64]; 4] {
    let steps: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
    let mut rays = [[0u64; 64]; 4];
    let mut dir = 0;
    while dir < 4 {
        let mut sq = 0;
        while sq < 64 {
            let (df, dr) = steps[dir];
            let mut file = (sq % 8) as i32 + df;
            let mut rank = (sq / 8) as i32 + dr;
            let mut ray = 0u64;
            while file >= 0 && file < 8 && rank >= 0 && rank < 8 {
                ray |= 1u64 << (rank * 8 + file);
                file += df;
                rank += dr;
            }
            rays[dir][sq] = ray;
            sq += 1;
        }
        dir += 1;
    }
    rays
}

/// The bit of square index `sq`.
#[inline]
pub const fn bit(sq: usize) -> u64 {
    1u64 << sq
}

/// Shifts a set one square in `dir`, dropping what falls off the board.
#[inline]
pub const fn shift(set: u64, dir: usize) -> u64 {
    match dir {
        NORTH => set << 8,
        EAST => (set & !FILE_H) << 1,
        SOUTH => set >> 8,
        _ => (set & !FILE_A) >> 1,
    }
}

/// The direction opposite `dir`.
#[inline]
pub const fn opposite(dir: usize) -> usize {
    (dir + 2) & 3
}

/// The square of `set` (non-empty, within one ray from a square) nearest
/// to that square, going in `dir`.
#[inline]
fn nearest(set: u64, dir: usize) -> usize {
    if dir == NORTH || dir == EAST {
        set.trailing_zeros() as usize
    } else {
        63 - set.leading_zeros() as usize
    }
}

/// The empty squares a chip on `sq` can slide to, given every occupied square.
#[inline]
pub fn slides(sq: usize, occupied: u64) -> u64 {
    let mut reach = 0;
    for (dir, rays) in RAYS.iter().enumerate() {
        let ray = rays[sq];
        let blockers = ray & occupied;
        reach |= if blockers == 0 {
            ray
        } else {
            ray ^ rays[nearest(blockers, dir)]
        };
    }
    reach & !occupied
}

/// Whether any chip of `chips` has an empty orthogonal neighbour (can move).
#[inline]
pub fn can_move(chips: u64, occupied: u64) -> bool {
    let empty = !occupied;
    let near_empty =
        shift(empty, NORTH) | shift(empty, SOUTH) | shift(empty, EAST) | shift(empty, WEST);
    chips & near_empty != 0
}

/// The opponent chips captured by a chip that has just arrived on `to`.
/// `mine` is the mover's chips after the move (with `to`, without the start
/// square), `theirs` the opponent's chips before the capture.
#[inline]
pub fn captures(to: usize, mine: u64, theirs: u64) -> u64 {
    let here = bit(to);
    let around = shift(here, NORTH) | shift(here, EAST) | shift(here, SOUTH) | shift(here, WEST);
    // Both rules need an opponent chip right beside the mover; most slides
    // have none, and the search asks this of every move it orders.
    if around & theirs == 0 {
        return 0;
    }
    let mut taken = 0;
    // Enclosing: the first square that is not an opponent chip, in each
    // direction, is a friendly chip and at least one opponent chip lies between.
    for (dir, rays) in RAYS.iter().enumerate() {
        let ray = rays[to];
        let stops = ray & !theirs;
        if stops == 0 {
            continue;
        }
        let end = nearest(stops, dir);
        if mine & bit(end) != 0 {
            taken |= ray ^ rays[end] ^ bit(end);
        }
    }
    // Balancing: an opponent chip directly on both sides of the mover.
    for (a, b) in [(EAST, WEST), (NORTH, SOUTH)] {
        let pair = shift(here, a) | shift(here, b);
        if pair.count_ones() == 2 && pair & theirs == pair {
            taken |= pair;
        }
    }
    taken
}

/// Fills from `seeds` in `dir` through the squares of `through` (seeds
/// must already lie in `through`).
#[inline]
fn fill(mut seeds: u64, dir: usize, through: u64) -> u64 {
    for _ in 0..6 {
        seeds |= shift(seeds, dir) & through;
    }
    seeds
}

/// Every empty square some chip of `chips` can slide to in one move.
#[inline]
pub fn reach(chips: u64, occupied: u64) -> u64 {
    let empty = !occupied;
    let mut all = 0;
    for dir in 0..4 {
        all |= fill(shift(chips, dir) & empty, dir, empty);
    }
    all
}

/// The chips of `victims` that `attackers`, moving next, could capture with
/// some single move (the union over all their moves). Exact: a capture
/// from a square never depends on which chip arrived there, because the
/// way it came in is empty or was its own start square.
pub fn threatened(attackers: u64, victims: u64) -> u64 {
    let targets = reach(attackers, attackers | victims);
    let mut taken = 0;
    for dir in 0..4 {
        // Runs of victims that start right after a target in `dir` ...
        let from_target = fill(shift(targets, dir) & victims, dir, victims);
        // ... and end right before an attacker chip.
        let back = opposite(dir);
        let to_attacker = fill(shift(attackers, back) & victims, back, victims);
        taken |= from_target & to_attacker;
    }
    for (a, b) in [(EAST, WEST), (NORTH, SOUTH)] {
        let between = targets & shift(victims, a) & shift(victims, b);
        taken |= shift(between, a) | shift(between, b);
    }
    taken
}

/// The empty squares where a chip of `attackers`, arriving by a slide,
/// would capture some chip of `victims`. Like [`threatened`], this holds
/// whichever chip arrives: the square it came from lies on the line it
/// slid along, where the arriving chip's neighbour is now empty.
#[inline]
pub fn capture_squares(attackers: u64, victims: u64) -> u64 {
    let empty = !(attackers | victims);
    let mut squares = 0;
    for dir in 0..4 {
        let back = opposite(dir);
        // Victims from which a run of victims in `dir` ends at an attacker,
        // entered from the square just before the run.
        let to_attacker = fill(shift(attackers, back) & victims, back, victims);
        squares |= shift(to_attacker, back);
    }
    for (a, b) in [(EAST, WEST), (NORTH, SOUTH)] {
        squares |= shift(victims, a) & shift(victims, b);
    }
    squares & empty
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rays_reach_the_edges() {
        assert_eq!(RAYS[NORTH][0], FILE_A & !1);
        assert_eq!(RAYS[EAST][0], 0xFE);
        assert_eq!(RAYS[SOUTH][0], 0);
        assert_eq!(RAYS[WEST][7], 0x7F);
    }

    #[test]
    fn slides_stop_before_chips() {
        // A chip on d4 (27) with chips on d6 (43) and b4 (25).
        let occupied = bit(27) | bit(43) | bit(25);
        let s = slides(27, occupied);
        // North d5; south d3 d2 d1; west c4; east e4..h4.
        assert_eq!(s.count_ones(), 1 + 3 + 1 + 4);
    }

    #[test]
    fn threatened_matches_every_move() {
        // Random boards: `threatened` equals the union of real captures.
        let mut state = 12345u64;
        for _ in 0..3000 {
            let mut next = || {
                state = crate::zobrist::splitmix64(state);
                state
            };
            let a = next() & next() & next();
            let v = next() & next() & !a;
            let occupied = a | v;
            let mut union = 0;
            let mut chips = a;
            while chips != 0 {
                let from = chips.trailing_zeros() as usize;
                chips &= chips - 1;
                let mut dests = slides(from, occupied);
                while dests != 0 {
                    let to = dests.trailing_zeros() as usize;
                    dests &= dests - 1;
                    union |= captures(to, a ^ bit(from) ^ bit(to), v);
                }
            }
            assert_eq!(threatened(a, v), union);
        }
    }

    #[test]
    fn capture_squares_match_every_move() {
        // Random boards: a slide captures exactly when it ends on one of
        // `capture_squares`.
        let mut state = 54321u64;
        for _ in 0..3000 {
            let mut next = || {
                state = crate::zobrist::splitmix64(state);
                state
            };
            let a = next() & next() & next();
            let v = next() & next() & !a;
            let occupied = a | v;
            let squares = capture_squares(a, v);
            assert_eq!(squares & occupied, 0);
            let mut chips = a;
            while chips != 0 {
                let from = chips.trailing_zeros() as usize;
                chips &= chips - 1;
                let mut dests = slides(from, occupied);
                while dests != 0 {
                    let to = dests.trailing_zeros() as usize;
                    dests &= dests - 1;
                    let takes = captures(to, a ^ bit(from) ^ bit(to), v) != 0;
                    assert_eq!(takes, squares & bit(to) != 0, "from {from} to {to}");
                }
            }
        }
    }
}
