//! What the perfect level adds to the search where a solved table is in
//! reach (Bagh Chal's placement phase, above the sliding-phase table):
//!
//! - the last placements, up to [`EXACT_PLIES`] plies from the table, are
//!   solved exactly, and only the moves that keep the best result are
//!   searched ([`Engine::exact_results`]);
//! - further back, up to [`PROOF_PLIES`], the searched move is proven to
//!   keep at least a draw, and a move proven to lose is passed over for one
//!   that holds ([`Engine::prove_draw`]).
//!
//! Both solve down to the table with `ai::exact`, in a table of their own
//! ([`SOLVE_TT_MEGABYTES`]), so they neither crowd out the search's entries
//! nor lose theirs to it, and a proof made for one move serves the next
//! (the position two plies on lies inside the tree just proven).

use super::exact::{DrawProof, SolveLimits};
use super::solve_table::SolveTable;
use super::RootMove;
use super::{Engine, Level, SearchSettings};
use crate::Game;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// The farthest an installed solved table may be (in plies, on every line)
/// for the perfect level to solve a position exactly
/// ([`Engine::exact_results`]): Bagh Chal with 8 goats in hand, either side
/// to move. Measured on the default table (`boardlore bench bagh-chal
/// --tablebase FILE`, and replaying arena games): goats to move with 7 in
/// hand, about 0.3 million positions; with 8, 1.3 million on average and
/// up to 2.0 million; tigers to move with 8 in hand, 2.8 million in a lost
/// arena game; with 9, 10 million. The arena loss it fixed: perfect's
/// tigers chose a losing move with 8 goats in hand, in a drawn position.
pub const EXACT_PLIES: u32 = 16;

/// The most positions an exact solve may visit before it is given up (and
/// the level searches as before): a few seconds on a phone at most, and
/// the deadline below stops it sooner where the level is timed.
pub const EXACT_NODES: u64 = 8_000_000;

/// The share of the perfect level's time an exact solve may take before
/// the engine gives it up and searches as expert does.
const EXACT_TIME_SHARE: f64 = 0.6;

/// How far the solved table may be (in plies, on every line) for the
/// perfect level to prove, beyond the exact solve's reach, that the move it
/// chose keeps at least a draw: Bagh Chal with 12 goats in hand, tigers to
/// move. Proofs of holding moves on self-play positions (`boardlore bench
/// bagh-chal --tablebase FILE`; docs/tablebase.md) cost about a million
/// positions with 10 goats in hand and several million with 11 or 12, the
/// goats' more than the tigers'; proving that a move loses can cost more.
pub const PROOF_PLIES: u32 = 24;

/// The most positions the draw proofs of one move may visit, all tries
/// together (where the level is not timed; the deadline below rules where
/// it is).
pub const PROOF_NODES: u64 = 48_000_000;

/// The first round's budget for each move's proof; each round gives every
/// undecided move four times more, so cheap proofs decide first.
const PROOF_FIRST_NODES: u64 = 1_000_000;

/// The time the search and the draw proofs after it may take together, as
/// a share of the level's time budget, counted from the move's start: on
/// the few moves where a proof is in reach the perfect level may think
/// almost twice its budget (5.7 s, leaving room for the rest of the move
/// under 6 s), never more, and a search that ended early leaves the
/// proofs the rest. (Counted from the search's end, as before, a move
/// took up to 6.0 s at a third of a core.)
const PROOF_TIME_SHARE: f64 = 1.9;

/// The solve table's size: proofs of tens of millions of positions outgrow
/// any table a phone can spare, and a smaller one costs more positions (the
/// lost arena move that set [`PROOF_NODES`] took 26.8 million to prove with
/// 16 MB of the search's 16-byte entries, 12.7 million with 256 MB). 24 MB
/// of 8-byte entries (3 million positions) is what keeps a perfect game,
/// with the search's 16 MB and the table, within 64 MB.
pub const SOLVE_TT_MEGABYTES: usize = 24;

/// Each legal move with its exact result, and the positions visited
/// ([`Engine::exact_results`]).
pub type ExactResults<M> = (Vec<(M, i32)>, u64);

impl Engine {
    /// The perfect level's solve table, made on first use.
    fn solve_table(&mut self) -> &mut SolveTable {
        self.solve_tt
            .get_or_insert_with(|| SolveTable::new(SOLVE_TT_MEGABYTES))
    }

    /// At the perfect level, where the table is at most [`EXACT_PLIES`]
    /// away on every line, the exact result (1, 0, -1) of each legal move;
    /// `None` elsewhere, or when the solve ran out of its limits.
    pub(super) fn exact_root<G: Game>(
        &mut self,
        position: &G,
        settings: &SearchSettings,
        cancel: &AtomicBool,
        start: Instant,
    ) -> Option<Vec<(G::Move, i32)>> {
        if settings.level != Some(Level::Perfect)
            || !position.plies_to_table().is_some_and(|p| p <= EXACT_PLIES)
        {
            return None;
        }
        let deadline = settings
            .max_time
            .map(|t| start + t.mul_f64(EXACT_TIME_SHARE));
        self.exact_results(position, EXACT_NODES, deadline, cancel)
            .map(|(results, _)| results)
    }

    /// Solves `position` exactly down to the solved table it leads to
    /// within [`Game::plies_to_table`] plies: the result of each legal move
    /// for the side to move (1 won, 0 drawn, -1 lost; a move worse than
    /// the best found before it may be reported by a bound only, never
    /// above its true result), and the positions visited. `None` where no
    /// table is in reach, or when `max_nodes`, the deadline or `cancel`
    /// stopped it.
    pub fn exact_results<G: Game>(
        &mut self,
        position: &G,
        max_nodes: u64,
        deadline: Option<Instant>,
        cancel: &AtomicBool,
    ) -> Option<ExactResults<G::Move>> {
        let plies = position.plies_to_table()?;
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let limits = SolveLimits {
            max_nodes,
            deadline,
        };
        let (results, nodes) = super::exact::root_results(
            self.solve_table(),
            cancel,
            limits,
            position,
            &moves,
            plies,
        )?;
        Some((moves.into_iter().zip(results).collect(), nodes))
    }

    /// Whether `mv`, played from `position`, keeps at least a draw for the
    /// side to move, proven down to the solved table within
    /// [`Game::plies_to_table`] plies, and the positions visited. `None`
    /// where no table is in reach.
    pub fn prove_draw<G: Game>(
        &mut self,
        position: &G,
        mv: G::Move,
        max_nodes: u64,
        deadline: Option<Instant>,
        cancel: &AtomicBool,
    ) -> Option<(DrawProof, u64)> {
        let plies = position.plies_to_table()?;
        let limits = SolveLimits {
            max_nodes,
            deadline,
        };
        Some(super::exact::prove_draw(
            self.solve_table(),
            cancel,
            limits,
            position,
            mv,
            plies,
        ))
    }

    /// At the perfect level, where the exact solve did not decide but the
    /// table is at most [`PROOF_PLIES`] away: puts first the searched move
    /// that keeps at least a draw. The moves are tried in the search's
    /// order (its choice, then the others by score), in rounds of growing
    /// budgets, until the first move not proven to lose is proven to hold.
    /// When that takes more than two rounds, or the budget or the time runs
    /// out first, the first move proven to hold is played, else the first
    /// undecided one: a proven draw rather than the search's hope. When
    /// every move loses, the search's choice stands.
    ///
    /// `start` is when the move's thinking began (the proofs' deadline
    /// counts from it). Returns the positions the proofs visited; `None`
    /// when no proof was tried.
    pub(crate) fn keep_the_draw<G: Game>(
        &mut self,
        position: &G,
        root: &mut [RootMove<G::Move>],
        settings: &SearchSettings,
        cancel: &AtomicBool,
        start: Instant,
    ) -> Option<u64> {
        if settings.level != Some(Level::Perfect)
            || !position.plies_to_table().is_some_and(|p| p <= PROOF_PLIES)
            || position.table_result().is_some()
            || root.is_empty()
        {
            return None;
        }
        let deadline = settings
            .max_time
            .map(|t| start + t.mul_f64(PROOF_TIME_SHARE));
        let out_of_time =
            || cancel.load(Ordering::Relaxed) || deadline.is_some_and(|d| Instant::now() >= d);
        root[1..].sort_by_key(|rm| std::cmp::Reverse(rm.score));
        let mut proofs = vec![DrawProof::Unknown; root.len()];
        let mut nodes = 0;
        let mut budget = PROOF_FIRST_NODES;
        'rounds: while nodes < PROOF_NODES && !out_of_time() {
            for i in 0..root.len() {
                if proofs[i] != DrawProof::Unknown {
                    continue;
                }
                let max_nodes = budget.min(PROOF_NODES - nodes);
                let (proof, used) =
                    self.prove_draw(position, root[i].mv, max_nodes, deadline, cancel)?;
                proofs[i] = proof;
                nodes += used;
                match proofs.iter().position(|&p| p != DrawProof::Loses) {
                    Some(first) if proofs[first] == DrawProof::Holds => {
                        root[..=first].rotate_right(1);
                        return Some(nodes);
                    }
                    Some(_) => {}
                    // Every move loses: nothing to choose between.
                    None => break 'rounds,
                }
                if nodes >= PROOF_NODES || out_of_time() {
                    break 'rounds;
                }
            }
            // After the second round a move proven to hold is preferred to
            // a searched move still undecided with five times the budget.
            if budget > PROOF_FIRST_NODES && proofs.contains(&DrawProof::Holds) {
                break;
            }
            budget = budget.saturating_mul(4);
        }
        let chosen = proofs
            .iter()
            .position(|&p| p == DrawProof::Holds)
            .or_else(|| proofs.iter().position(|&p| p == DrawProof::Unknown))
            .unwrap_or(0);
        root[..=chosen].rotate_right(1);
        Some(nodes)
    }
}
