//! Perfect play in the sliding phase of Bagh Chal: a retrograde tablebase.
//!
//! Every position with all 20 goats placed and fewer goats captured than the
//! tigers need, either side to move, under the 8 symmetries of the board, is
//! solved: win, draw or loss for the side to move, and for wins and losses the
//! distance to the end in plies (the winner hurrying, the loser holding out).
//! With the default rules (5 captures win) that is 88,260,972 positions.
//!
//! - [`Tablebase::build`] solves a table (minutes in a release build);
//! - [`Tablebase::to_bytes`] / [`Tablebase::from_bytes`] write and read the
//!   file format (header, slices, checksum); [`read_table_bytes`] reads a
//!   file no larger than its header allows, and
//!   [`Tablebase::from_shipped_bytes`] reads only the table Boardlore ships;
//! - [`Tablebase::probe`] reads a position's [`Value`] in well under a
//!   microsecond; [`Tablebase::best_moves`] picks the perfect moves;
//! - [`Tablebase::verify`] checks a table against its own successors and
//!   against a plain search of the rules.
//!
//! The engine and hints consult a table once it is [`install`]ed, through
//! the [`Game`] trait ([`Game::table_value`], [`Game::plies_to_table`]).

mod format;
mod index;
mod moves;
mod packed;
mod solve;
#[cfg(test)]
pub(crate) mod tests;
mod trust;
mod verify;

pub use format::{TableError, FORMAT_VERSION};
pub use solve::BuildError;
pub use trust::{read_table_bytes, sha256_hex, SHIPPED_SHA256};
pub use verify::{VerifyError, VerifyReport};

pub use crate::table_value::Value;

use super::{BaghChal, Config, Move, GOATS};
use crate::{Game, Side};
use index::{ranks, Indexer};
use packed::Packed;
use std::fmt;
use std::sync::{Arc, OnceLock};

/// The code of a slot that is a symmetric duplicate of another (never read).
const NOT_CANONICAL: u8 = 255;

/// The code of a decided position `plies` from the end.
#[inline]
fn code_of(plies: u32) -> u8 {
    plies as u8 + 1
}

/// The value a stored code stands for.
fn value_of_code(code: u8) -> Value {
    match code {
        0 | NOT_CANONICAL => Value::Draw,
        c if (c - 1) % 2 == 1 => Value::Win { plies: c - 1 },
        c => Value::Loss { plies: c - 1 },
    }
}

/// Folds the codes of a position's successors into its own code.
#[derive(Default)]
struct Fold {
    moves: u32,
    shortest_win: Option<u8>,
    longest_loss: u8,
    draw: bool,
}

impl Fold {
    /// One more successor, with its code (for its own side to move).
    #[inline]
    fn add(&mut self, code: u8) {
        self.moves += 1;
        match code {
            0 => self.draw = true,
            c if (c - 1) % 2 == 0 => {
                self.shortest_win = Some(self.shortest_win.map_or(c, |w| w.min(c)));
            }
            c => self.longest_loss = self.longest_loss.max(c),
        }
    }

    /// The position's code: no move loses at once; a successor lost for the
    /// opponent wins one ply after the quickest; else a draw stays a draw;
    /// else the loss comes one ply after the slowest.
    fn code(&self) -> u8 {
        if self.moves == 0 {
            code_of(0)
        } else if let Some(w) = self.shortest_win {
            w.saturating_add(1)
        } else if self.draw {
            0
        } else {
            self.longest_loss.saturating_add(1)
        }
    }
}

/// How a slice keeps its codes.
#[derive(Clone, PartialEq, Eq)]
enum Codes {
    /// One byte per slot: a table being built, or a full file.
    Bytes(Vec<u8>),
    /// A compact table read in place ([`packed`]).
    Packed(Packed),
}

/// The values of one number of captured goats: both sides to move, or (in
/// a compact table) the tigers to move only, the goats' values read from
/// their moves.
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Slice {
    captured: u8,
    empties: usize,
    ranks: usize,
    classes: usize,
    /// Whether the goats' side is stored.
    both: bool,
    /// Goats to move (when stored), then tigers to move; by class, then
    /// empties rank.
    codes: Codes,
}

impl fmt::Debug for Slice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Slice({} captured, {} slots)", self.captured, self.len())
    }
}

impl Slice {
    /// A slice of one byte per slot (both sides when there are codes for
    /// both, else the tigers').
    fn new(captured: u8, codes: Vec<u8>) -> Slice {
        let both = codes.len() == 2 * Slice::len_for(captured);
        Slice::with(captured, both, Codes::Bytes(codes))
    }

    /// A compact slice read in place.
    fn packed(captured: u8, codes: Packed) -> Slice {
        Slice::with(captured, false, Codes::Packed(codes))
    }

    fn with(captured: u8, both: bool, codes: Codes) -> Slice {
        let empties = usize::from(captured) + 1;
        Slice {
            captured,
            empties,
            ranks: ranks(empties),
            classes: Indexer::get().classes(),
            both,
            codes,
        }
    }

    /// Slots per side to move.
    fn per_side(&self) -> usize {
        self.classes * self.ranks
    }

    /// How many slots a slice of `captured` goats has, per side to move.
    fn len_for(captured: u8) -> usize {
        Indexer::get().classes() * ranks(usize::from(captured) + 1)
    }

    /// How many slots are stored.
    fn len(&self) -> usize {
        match &self.codes {
            Codes::Bytes(codes) => codes.len(),
            Codes::Packed(packed) => packed.len(),
        }
    }

    /// The code stored at `slot`.
    #[inline]
    fn code_at(&self, slot: usize) -> u8 {
        match &self.codes {
            Codes::Bytes(codes) => codes[slot],
            Codes::Packed(packed) => packed.code(slot),
        }
    }

    /// The result stored at `slot` (1 won, 0 drawn, -1 lost).
    #[inline]
    fn result_at(&self, slot: usize) -> i32 {
        match &self.codes {
            Codes::Bytes(codes) => value_of_code(codes[slot]).result(),
            Codes::Packed(packed) => packed.result(slot),
        }
    }

    /// The slot of a position in a slice with both sides stored.
    #[inline]
    fn slot(&self, tigers_to_move: bool, tigers: u32, goats: u32) -> usize {
        let (class, rank) = Indexer::get().canonical(tigers, goats);
        usize::from(tigers_to_move) * self.per_side() + class * self.ranks + rank
    }

    /// Whether a stored slot is the tigers' to move.
    fn tigers_at(&self, slot: usize) -> bool {
        !self.both || slot >= self.per_side()
    }

    #[inline]
    fn code(&self, tigers_to_move: bool, tigers: u32, goats: u32) -> u8 {
        if self.both || tigers_to_move {
            return self.code_at(self.slot(tigers_to_move && self.both, tigers, goats));
        }
        // Goats to move: every goat move stays in the slice, tigers to move.
        let mut fold = Fold::default();
        moves::successors(tigers, goats, false, false, |t, g, _| {
            fold.add(self.code_at(self.slot(false, t, g)));
        });
        fold.code()
    }

    /// The result alone (1 won, 0 drawn, -1 lost for the side to move):
    /// where the table is packed, read in place without a distance.
    #[inline]
    fn result(&self, tigers_to_move: bool, tigers: u32, goats: u32) -> i32 {
        if self.both || tigers_to_move {
            return self.result_at(self.slot(tigers_to_move && self.both, tigers, goats));
        }
        // Goats to move: they win by a move to a position the tigers
        // lose, draw by one to a draw, and lose without either.
        let mut best = -1;
        moves::successors(tigers, goats, false, false, |t, g, _| {
            best = best.max(-self.result_at(self.slot(false, t, g)));
        });
        best
    }

    /// The tigers and goats of a stored slot.
    fn position(&self, slot: usize) -> (u32, u32) {
        let within = slot % self.per_side();
        Indexer::get().decode(within / self.ranks, within % self.ranks, self.empties)
    }

    /// The same slice with the tigers' side only, packed.
    fn compact(&self) -> Slice {
        match &self.codes {
            Codes::Bytes(codes) => {
                let start = if self.both { self.per_side() } else { 0 };
                Slice::packed(self.captured, Packed::from_codes(&codes[start..]))
            }
            Codes::Packed(_) => self.clone(),
        }
    }
}

/// Counts of one slice and side to move.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct SliceStats {
    /// Goats captured.
    pub captured: u8,
    /// Tigers (true) or goats to move.
    pub tigers_to_move: bool,
    /// Positions inequivalent under symmetry.
    pub positions: u64,
    /// Won by the side to move.
    pub wins: u64,
    /// Drawn.
    pub draws: u64,
    /// Lost by the side to move.
    pub losses: u64,
    /// The longest distance to the end of a won or lost position, in plies.
    pub longest: u8,
}

/// A solved table of the sliding phase of Bagh Chal, for one set of rules.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Tablebase {
    config: Config,
    slices: Vec<Slice>,
}

impl Tablebase {
    /// Solves every sliding-phase position under `config`, reporting progress
    /// lines to `progress`. Needs `captures_to_win` of at most 5.
    pub fn build(config: Config, progress: &mut dyn FnMut(&str)) -> Result<Tablebase, BuildError> {
        let target = config.captures_to_win;
        if target == 0 || target > 5 {
            return Err(BuildError::UnsupportedTarget(target));
        }
        let mut slices: Vec<Slice> = Vec::with_capacity(usize::from(target));
        for captured in (0..target).rev() {
            let slice = solve::solve_slice(config, captured, slices.last(), progress)?;
            slices.push(slice);
        }
        slices.reverse();
        Ok(Tablebase { config, slices })
    }

    /// The rules the table was solved for.
    pub fn config(&self) -> Config {
        self.config
    }

    /// The value of the sliding-phase position with these pieces, `None`
    /// when it is not in the table (goats in hand, the game already won).
    #[inline]
    pub fn probe_parts(
        &self,
        tigers: u32,
        goats: u32,
        captured: u8,
        tigers_to_move: bool,
    ) -> Option<Value> {
        let slice = self.slice_of(tigers, goats, captured)?;
        Some(value_of_code(slice.code(tigers_to_move, tigers, goats)))
    }

    /// The slice of the sliding-phase position with these pieces, if any.
    #[inline]
    fn slice_of(&self, tigers: u32, goats: u32, captured: u8) -> Option<&Slice> {
        let slice = self.slices.get(usize::from(captured))?;
        (tigers.count_ones() == 4
            && tigers & goats == 0
            && goats.count_ones() + u32::from(captured) == u32::from(GOATS))
        .then_some(slice)
    }

    /// The value of `position` for its side to move, `None` when it is not
    /// in the table: goats still in hand, other rules, or the game over.
    #[inline]
    pub fn probe(&self, position: &BaghChal) -> Option<Value> {
        if position.current_config() != self.config || position.goats_in_hand() > 0 {
            return None;
        }
        self.probe_parts(
            position.tigers(),
            position.goats(),
            position.goats_captured(),
            position.side_to_move() == Side::Second,
        )
    }

    /// The result alone of `position` for its side to move (1 won, 0
    /// drawn, -1 lost), `None` where [`Tablebase::probe`] gives none: what
    /// an exact solve reads at its leaves, read in place in a compact table.
    #[inline]
    pub fn probe_result(&self, position: &BaghChal) -> Option<i32> {
        if position.current_config() != self.config || position.goats_in_hand() > 0 {
            return None;
        }
        let (tigers, goats) = (position.tigers(), position.goats());
        let slice = self.slice_of(tigers, goats, position.goats_captured())?;
        Some(slice.result(position.side_to_move() == Side::Second, tigers, goats))
    }

    /// The value after `mv` for the side that plays it, when the table
    /// knows it (every move of the sliding phase, and the last placement).
    pub fn value_of_move(&self, position: &BaghChal, mv: Move) -> Option<Value> {
        let mut next = position.clone();
        next.play(mv);
        if let Some(outcome) = next.terminal() {
            // Only a capture reaching the target ends the game before the
            // table knows it; a side left without moves is in the table too.
            let mover = position.side_to_move();
            return Some(match outcome.score_for(mover) {
                1 => Value::Win { plies: 1 },
                -1 => Value::Loss { plies: 2 },
                _ => Value::Draw,
            });
        }
        self.probe(&next).map(Value::before)
    }

    /// The moves of `position` that keep its best value, best first (the
    /// quickest win, or the longest loss), with that value; `None` when the
    /// table does not know the position's moves.
    pub fn best_moves(&self, position: &BaghChal) -> Option<(Vec<Move>, Value)> {
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let mut scored = Vec::with_capacity(moves.len());
        for mv in moves {
            scored.push((mv, self.value_of_move(position, mv)?));
        }
        let best = scored.iter().map(|(_, v)| v.preference()).max()?;
        let value = scored.iter().find(|(_, v)| v.preference() == best)?.1;
        let moves = scored
            .into_iter()
            .filter(|(_, v)| v.preference() == best)
            .map(|(mv, _)| mv)
            .collect();
        Some((moves, value))
    }

    /// The counts of wins, draws and losses, by captured goats and side to
    /// move (in a compact table the goats' values are read from their moves).
    pub fn stats(&self) -> Vec<SliceStats> {
        let mut stats = Vec::new();
        for slice in &self.slices {
            for tigers_to_move in [false, true] {
                let mut s = SliceStats {
                    captured: slice.captured,
                    tigers_to_move,
                    ..SliceStats::default()
                };
                let base = if slice.both && tigers_to_move {
                    slice.per_side()
                } else {
                    0
                };
                for slot in base..base + slice.per_side() {
                    let mut code = slice.code_at(slot);
                    if code == NOT_CANONICAL {
                        continue;
                    }
                    if !slice.both && !tigers_to_move {
                        let (tigers, goats) = slice.position(slot);
                        code = slice.code(false, tigers, goats);
                    }
                    s.positions += 1;
                    match value_of_code(code) {
                        Value::Win { plies } => {
                            s.wins += 1;
                            s.longest = s.longest.max(plies);
                        }
                        Value::Loss { plies } => {
                            s.losses += 1;
                            s.longest = s.longest.max(plies);
                        }
                        Value::Draw => s.draws += 1,
                    }
                }
                stats.push(s);
            }
        }
        stats
    }

    /// The same table with the tigers' side only: half the size, and a
    /// goats-to-move probe reads the tigers' values after each goat move.
    pub fn compact(&self) -> Tablebase {
        Tablebase {
            config: self.config,
            slices: self.slices.iter().map(Slice::compact).collect(),
        }
    }

    /// Compares every position's value in two tables of the same rules:
    /// how many were compared, and the first that differs (its position
    /// string), if any.
    pub fn compare(&self, other: &Tablebase) -> (u64, Option<String>) {
        let mut compared = 0;
        for (captured, slice) in self.slices.iter().enumerate() {
            let captured = captured as u8;
            for slot in 0..slice.len() {
                if slice.code_at(slot) == NOT_CANONICAL {
                    continue;
                }
                let (tigers, goats) = slice.position(slot);
                let tigers_to_move = slice.tigers_at(slot);
                let mine = self.probe_parts(tigers, goats, captured, tigers_to_move);
                if other.config != self.config
                    || other.probe_parts(tigers, goats, captured, tigers_to_move) != mine
                {
                    let side = if tigers_to_move {
                        Side::Second
                    } else {
                        Side::First
                    };
                    let text = BaghChal::from_parts(tigers, goats, side, 0, captured, self.config)
                        .to_text();
                    return (compared, Some(text));
                }
                compared += 1;
            }
        }
        (compared, None)
    }

    /// Whether both sides to move are stored (else the tigers' only).
    pub fn is_full(&self) -> bool {
        self.slices.iter().all(|s| s.both)
    }

    /// Positions inequivalent under symmetry, both sides to move.
    pub fn positions(&self) -> u64 {
        self.stats().iter().map(|s| s.positions).sum()
    }
}

/// The installed tables, by `forced_capture` and `captures_to_win` (1–5).
static INSTALLED: [[OnceLock<Arc<Tablebase>>; 5]; 2] = [
    [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ],
    [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ],
];

fn installed_slot(config: Config) -> Option<&'static OnceLock<Arc<Tablebase>>> {
    let target = usize::from(config.captures_to_win).checked_sub(1)?;
    INSTALLED[usize::from(config.forced_capture)].get(target)
}

/// Makes `table` the one the engine and hints use for its rules (the
/// apps and the CLI install the default rules' table, five captures). A
/// second table for the same rules is refused (returns `false`): the first
/// one stays, so a position's value never changes under a running search.
pub fn install(table: Arc<Tablebase>) -> bool {
    match installed_slot(table.config) {
        Some(slot) => slot.set(table).is_ok(),
        None => false,
    }
}

/// Whether any table has been installed in this process.
pub fn any_installed() -> bool {
    INSTALLED.iter().flatten().any(|slot| slot.get().is_some())
}

/// The installed table for `config`, if any.
#[inline]
pub fn installed(config: Config) -> Option<&'static Tablebase> {
    installed_slot(config)?.get().map(|t| t.as_ref())
}
