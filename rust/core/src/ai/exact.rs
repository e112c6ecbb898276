//! The exact solve of a position a few plies above a solved table, for the
//! perfect level: Bagh Chal's last placements. The placement phase is
//! acyclic (every goat turn places one goat), so a position with `k` goats
//! in hand reaches the sliding phase, which the table knows, within `2k`
//! plies on every line. A win/draw/loss negamax with alpha-beta and the
//! engine's transposition table over those plies, its leaves read from the
//! table, gives every root move's exact result.
//!
//! [`root_results`] tells which root moves keep the best result; the engine
//! then chooses among those by its usual search (the quickest win it sees,
//! the draw with the best chances, the slowest loss). Nothing allocates
//! below the root: the move lists are one buffer per ply, made once.

use super::ordering::{fingerprint, OrderTables};
use super::search::outcome_score;
use super::solve_table::SolveTable;
use super::tt::Bound;
use crate::Game;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// Mixed into the keys of the solve's entries, so that they never pass for
/// the search's (which store scores, not results).
const SALT: u64 = 0x5EED_0FE8_AC7A_1100;

/// From how many plies above the table the moves not otherwise ranked are
/// tried best evaluated first: there a good first move saves the most, and
/// the evaluations cost little next to the subtrees. Nearer the table the
/// history of refutations orders them, at no cost. (6 measured as good as
/// 2 to 4 in positions and cheaper in time, and better than 8.)
const EVAL_ORDER_PLIES: u32 = 6;

/// How often the cancel flag and the clock are read, in nodes.
const CHECK_EVERY: u64 = 1024;

/// The limits of one solve: it gives up (and the engine searches as usual)
/// when it would pass them.
#[derive(Clone, Copy, Debug)]
pub(super) struct SolveLimits {
    /// Nodes (positions visited).
    pub max_nodes: u64,
    /// Hard deadline.
    pub deadline: Option<Instant>,
}

/// One solve's state.
struct Solver<'a, G: Game> {
    tt: &'a mut SolveTable,
    cancel: &'a AtomicBool,
    limits: SolveLimits,
    nodes: u64,
    /// One move list per ply, allocated once per solve.
    moves: Vec<Vec<G::Move>>,
    /// Each ply's moves in the order they are tried: (ordering score,
    /// index in the generated list), allocated once per solve.
    order: Vec<Vec<(i32, u16)>>,
    /// Killers and history of the moves that refuted.
    tables: OrderTables,
}

/// A result for the side to move: 1 won, 0 drawn, -1 lost.
type Result3 = i32;

impl<'a, G: Game> Solver<'a, G> {
    /// A solve of a root `plies` plies from the table.
    fn new(
        tt: &'a mut SolveTable,
        cancel: &'a AtomicBool,
        limits: SolveLimits,
        plies: u32,
    ) -> Self {
        Solver {
            tt,
            cancel,
            limits,
            nodes: 0,
            moves: (0..plies as usize + 2)
                .map(|_| Vec::with_capacity(32))
                .collect(),
            order: (0..plies as usize + 2)
                .map(|_| Vec::with_capacity(32))
                .collect(),
            tables: OrderTables::default(),
        }
    }

    /// Fills `order` with the indices of `moves` in the order to try them:
    /// the table's move first; then, where the game lets the solve order
    /// this position's moves ([`Game::solve_orders_moves`]), captures,
    /// killers, and the rest best evaluated first far from the table
    /// ([`EVAL_ORDER_PLIES`]) or by history near it; elsewhere the
    /// generated order. Returns whether the moves were ordered (so that
    /// their refutations are worth remembering).
    fn order_moves(
        &self,
        position: &G,
        moves: &[G::Move],
        first: Option<usize>,
        ply: usize,
        plies: u32,
        order: &mut Vec<(i32, u16)>,
    ) -> bool {
        let ordered = position.solve_orders_moves();
        let by_eval = plies >= EVAL_ORDER_PLIES;
        let side = position.side_to_move().index();
        order.clear();
        order.extend(moves.iter().enumerate().map(|(i, mv)| {
            let score = if first == Some(i) {
                1 << 30
            } else if !ordered {
                0
            } else if position.is_capture(*mv) {
                1 << 28
            } else {
                let fp = fingerprint(mv);
                match self.tables.killer_rank(ply, fp) {
                    0 if by_eval => {
                        let mut child = position.clone();
                        child.play(*mv);
                        -child.evaluate()
                    }
                    0 => self.tables.history(side, fp),
                    rank => (1 << 26) + rank as i32,
                }
            };
            (score, i as u16)
        }));
        // Equal moves keep the generated order (deterministic), and an
        // unstable sort allocates nothing.
        order.sort_unstable_by_key(|&(score, i)| (std::cmp::Reverse(score), i));
        ordered
    }

    /// Counts a node; `true` when the solve must give up.
    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.limits.max_nodes {
            return true;
        }
        self.nodes % CHECK_EVERY == 0
            && (self.cancel.load(Ordering::Relaxed)
                || self.limits.deadline.is_some_and(|d| Instant::now() >= d))
    }

    /// The result of `position` for its side to move, exact when it lies
    /// inside (`alpha`, `beta`), else a bound on the side it fell (fail
    /// soft); `None` when the limits stopped the solve. `plies` is how many
    /// plies the table is away at most.
    fn solve(
        &mut self,
        position: &G,
        ply: usize,
        plies: u32,
        mut alpha: Result3,
        beta: Result3,
    ) -> Option<Result3> {
        if self.tick() {
            return None;
        }
        let stm = position.side_to_move();
        if let Some(outcome) = position.terminal() {
            return Some(outcome_score(outcome, stm, 0).signum());
        }
        if let Some(result) = position.table_result() {
            return Some(result);
        }
        if plies == 0 || ply + 1 >= self.moves.len() {
            // Not reached within the horizon: a position the caller's
            // horizon did not foresee. Give up rather than guess.
            return None;
        }
        let key = position.hash() ^ SALT;
        let mut first = None;
        if let Some(entry) = self.tt.probe(key) {
            match entry.bound {
                Bound::Exact => return Some(entry.result),
                Bound::Lower if entry.result >= beta => return Some(entry.result),
                Bound::Upper if entry.result <= alpha => return Some(entry.result),
                _ => {}
            }
            first = entry.best;
        }
        let mut moves = std::mem::take(&mut self.moves[ply]);
        moves.clear();
        position.legal_moves(&mut moves);
        let mut order = std::mem::take(&mut self.order[ply]);
        let ordered = self.order_moves(position, &moves, first, ply, plies, &mut order);
        let side = stm.index();
        let alpha_in = alpha;
        let mut best = -2;
        let mut best_index = 0;
        let mut stopped = false;
        for &(_, i) in &order {
            let mv = moves[i as usize];
            let mut child = position.clone();
            child.play(mv);
            let Some(value) = self.solve(&child, ply + 1, plies - 1, -beta, -alpha) else {
                stopped = true;
                break;
            };
            let value = -value;
            if value > best {
                best = value;
                best_index = i as usize;
            }
            alpha = alpha.max(value);
            if alpha >= beta {
                if ordered && !position.is_capture(mv) {
                    let fp = fingerprint(&mv);
                    self.tables.add_killer(ply, fp);
                    self.tables.reward(side, fp, plies as i32);
                }
                break;
            }
        }
        self.order[ply] = order;
        self.moves[ply] = moves;
        if stopped {
            return None;
        }
        let bound = Bound::of(best, alpha_in, beta);
        self.tt.store(key, plies, best, bound, best_index);
        Some(best)
    }
}

/// The exact result (1 won, 0 drawn, -1 lost, for the side to move at
/// `position`) of each of `moves`, played from `position`, as far as it
/// matters: a move is reported exactly when it is at least as good as the
/// best before it, so the moves of the best result are exactly those whose
/// entry equals the maximum. `plies` bounds how far the table is on every
/// line. `None` when the limits or the cancel flag stopped the solve.
pub(super) fn root_results<G: Game>(
    tt: &mut SolveTable,
    cancel: &AtomicBool,
    limits: SolveLimits,
    position: &G,
    moves: &[G::Move],
    plies: u32,
) -> Option<(Vec<Result3>, u64)> {
    let mut solver = Solver::<G>::new(tt, cancel, limits, plies);
    let mut results = Vec::with_capacity(moves.len());
    let mut best = -2;
    for &mv in moves {
        let mut child = position.clone();
        child.play(mv);
        // Exact for results of at least `best`; below it, a bound.
        let value = -solver.solve(&child, 1, plies.saturating_sub(1), -2, 1 - best)?;
        best = best.max(value);
        results.push(value);
    }
    Some((results, solver.nodes))
}

/// What a draw proof ([`prove_draw`]) showed about a move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DrawProof {
    /// The move's result is a draw or a win for its mover.
    Holds,
    /// The move loses.
    Loses,
    /// The limits or the cancel flag stopped the proof first.
    Unknown,
}

/// Whether `mv`, played from `position`, keeps at least a draw for the side
/// to move, and the positions visited. A null-window solve: showing that
/// the mover holds needs one good reply at each of the mover's turns and
/// every reply at the opponent's, which costs a small part of the exact
/// result that [`root_results`] gives. Its entries stay in `tt`, so a
/// second proof with a larger budget goes on where the first stopped.
pub(super) fn prove_draw<G: Game>(
    tt: &mut SolveTable,
    cancel: &AtomicBool,
    limits: SolveLimits,
    position: &G,
    mv: G::Move,
    plies: u32,
) -> (DrawProof, u64) {
    let mut solver = Solver::<G>::new(tt, cancel, limits, plies);
    let mut child = position.clone();
    child.play(mv);
    // The child's result for the opponent is at most a draw exactly when
    // the mover's is at least one.
    let proof = match solver.solve(&child, 1, plies.saturating_sub(1), 0, 1) {
        Some(value) if value <= 0 => DrawProof::Holds,
        Some(_) => DrawProof::Loses,
        None => DrawProof::Unknown,
    };
    (proof, solver.nodes)
}
