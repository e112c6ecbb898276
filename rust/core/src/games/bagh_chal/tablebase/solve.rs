//! The retrograde solver: win, draw or loss and the distance to the end for
//! every sliding-phase position, one slice of captured goats at a time.
//!
//! Captures only grow, so the slice with `c` goats captured depends only on
//! itself and (through jumps) on slice `c + 1`; the last slice's jumps end
//! the game. Within a slice, positions are decided level by level in order
//! of their distance to the end:
//! - level 0: the side to move has no move (it loses);
//! - a position with a successor lost at level `d` is won at `d + 1` (the
//!   first such level is the shortest win);
//! - a position all of whose successors are won is lost at one more than the
//!   longest of them (a counter of undecided successors finds the moment);
//! - jumps into the next slice are successors whose values are already known,
//!   and enter the levels where their distance puts them.
//!
//! What is undecided at the end can go on for ever: a draw.

use super::index::{ranks, Indexer};
use super::moves::{predecessors, successors};
use super::{code_of, Slice, NOT_CANONICAL};
use crate::games::bagh_chal::movegen::can_jump;
use crate::games::bagh_chal::Config;

/// The most distinct successors a position can have (20 goats around at
/// most 5 empty points: at most 8 each; tigers: 4 × 8).
const MAX_SUCCESSORS: usize = 48;

/// Why a table could not be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// A distance to the end exceeds what one byte stores.
    TooDeep {
        /// The slice (goats captured).
        captured: u8,
    },
    /// `captures_to_win` outside 1–5: the table covers at most 4 captured goats.
    UnsupportedTarget(u8),
}

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BuildError::TooDeep { captured } => write!(
                f,
                "a distance to the end exceeds 253 plies with {captured} goats captured"
            ),
            BuildError::UnsupportedTarget(n) => write!(
                f,
                "captures_to_win = {n}: tables exist for 1 to 5 captures only"
            ),
        }
    }
}

impl std::error::Error for BuildError {}

/// The values of the jumps out of a tiger-to-move position.
#[derive(Default)]
struct Exits {
    /// The shortest distance of a jump to a position the goats lose.
    shortest_win: Option<u32>,
    /// The longest distance of a jump to a position the goats win.
    longest_loss: Option<u32>,
    /// Whether a jump leads to a draw.
    draw: bool,
}

/// Reads the value of the position after a jump: goats to move in the next
/// slice, or the end of the game when the jump reaches the target.
pub(super) fn exit_code(next: Option<&Slice>, tigers: u32, goats: u32) -> u8 {
    match next {
        None => code_of(0),
        Some(slice) => slice.code(false, tigers, goats),
    }
}

fn exits(next: Option<&Slice>, tigers: u32, goats: u32, forced: bool) -> Exits {
    let mut exits = Exits::default();
    successors(tigers, goats, true, forced, |t, g, jump| {
        if !jump {
            return;
        }
        match exit_code(next, t, g) {
            0 => exits.draw = true,
            code => {
                let d = u32::from(code - 1);
                if d % 2 == 0 {
                    exits.shortest_win = Some(exits.shortest_win.map_or(d, |w| w.min(d)));
                } else {
                    exits.longest_loss = Some(exits.longest_loss.map_or(d, |l| l.max(d)));
                }
            }
        }
    });
    exits
}

/// Pushes `slot` to be decided at `level`.
fn schedule(levels: &mut Vec<Vec<u32>>, level: usize, slot: usize) {
    if levels.len() <= level {
        levels.resize_with(level + 1, Vec::new);
    }
    levels[level].push(slot as u32);
}

/// Solves the slice with `captured` goats captured, given the solved next
/// slice (`None` when one more capture ends the game).
pub(super) fn solve_slice(
    config: Config,
    captured: u8,
    next: Option<&Slice>,
    progress: &mut dyn FnMut(&str),
) -> Result<Slice, BuildError> {
    let indexer = Indexer::get();
    let empties = usize::from(captured) + 1;
    // The slice's shape for its indexing; the codes are filled in here.
    let slice = Slice::new(captured, Vec::new());
    let per_side = slice.per_side();
    let mut codes = vec![0u8; 2 * per_side];
    let rank_count = ranks(empties);
    let forced = config.forced_capture;
    let mut remaining = vec![0u8; 2 * per_side];
    let mut levels: Vec<Vec<u32>> = Vec::new();
    let mut list = [0u32; MAX_SUCCESSORS];

    for (slot, left) in remaining.iter_mut().enumerate() {
        let tiger_side = slot >= per_side;
        let class = (slot % per_side) / rank_count;
        let rank = slot % rank_count;
        let (tigers, goats) = indexer.decode(class, rank, empties);
        if indexer.canonical(tigers, goats) != (class, rank) {
            codes[slot] = NOT_CANONICAL;
            continue;
        }
        let mut moves = 0;
        let mut n = 0;
        successors(tigers, goats, tiger_side, forced, |t, g, jump| {
            moves += 1;
            if !jump {
                list[n] = slice.slot(!tiger_side, t, g) as u32;
                n += 1;
            }
        });
        list[..n].sort_unstable();
        let distinct = dedup(&mut list[..n]);
        *left = distinct as u8;
        if moves == 0 {
            schedule(&mut levels, 0, slot);
            continue;
        }
        if tiger_side && moves > n {
            let exits = exits(next, tigers, goats, forced);
            if let Some(w) = exits.shortest_win {
                schedule(&mut levels, w as usize + 1, slot);
            } else if distinct == 0 && !exits.draw {
                let longest = exits.longest_loss.unwrap_or(0);
                schedule(&mut levels, longest as usize + 1, slot);
            }
        }
    }
    progress(&format!(
        "slice {captured}: {} slots initialised",
        2 * per_side
    ));

    let mut level = 0;
    while level < levels.len() {
        let todo = std::mem::take(&mut levels[level]);
        if !todo.is_empty() && level + 1 >= usize::from(NOT_CANONICAL) {
            return Err(BuildError::TooDeep { captured });
        }
        for &slot in &todo {
            let slot = slot as usize;
            if codes[slot] != 0 {
                continue;
            }
            codes[slot] = code_of(level as u32);
            let tiger_side = slot >= per_side;
            let class = (slot % per_side) / rank_count;
            let rank = slot % rank_count;
            let (tigers, goats) = indexer.decode(class, rank, empties);
            let mut n = 0;
            predecessors(tigers, goats, tiger_side, forced, |t, g| {
                list[n] = slice.slot(!tiger_side, t, g) as u32;
                n += 1;
            });
            list[..n].sort_unstable();
            let distinct = dedup(&mut list[..n]);
            for &pred in &list[..distinct] {
                let pred = pred as usize;
                if codes[pred] != 0 {
                    continue;
                }
                if level % 2 == 0 {
                    // This position is lost for its mover: the predecessor wins.
                    schedule(&mut levels, level + 1, pred);
                    continue;
                }
                remaining[pred] -= 1;
                if remaining[pred] > 0 {
                    continue;
                }
                let mut at = level + 1;
                if !tiger_side {
                    // The predecessor is tigers to move: its jumps count too.
                    let (t, g) = slice.position(pred);
                    if can_jump(t, g) {
                        let exits = exits(next, t, g, forced);
                        if exits.shortest_win.is_some() || exits.draw {
                            continue;
                        }
                        at = at.max(exits.longest_loss.map_or(0, |l| l as usize + 1));
                    }
                }
                schedule(&mut levels, at, pred);
            }
        }
        level += 1;
    }
    progress(&format!(
        "slice {captured}: solved, {} levels",
        levels.len()
    ));
    Ok(Slice::new(captured, codes))
}

/// Removes the repeats from a sorted list; returns how many remain.
fn dedup(list: &mut [u32]) -> usize {
    if list.is_empty() {
        return 0;
    }
    let mut kept = 1;
    for i in 1..list.len() {
        if list[i] != list[kept - 1] {
            list[kept] = list[i];
            kept += 1;
        }
    }
    kept
}
