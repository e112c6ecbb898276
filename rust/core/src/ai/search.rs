//! The search itself: negamax alpha-beta with principal-variation search,
//! a transposition table, killer and history move ordering, late-move
//! reductions, quiescence over captures, and repetition awareness.
//!
//! Written once against [`Game`]. Two things every game needs that a chess
//! engine would not assume:
//! - the side to move does not always alternate (Seega's setting phase has
//!   two placements per turn), so each child's score is negated only when
//!   the child is the opponent's turn;
//! - the end of the game comes from [`Game::terminal`], then the counter
//!   rules, then repetitions, exactly as the record judges them.

use super::ordering::{fingerprint, OrderTables, MAX_PLY};
use super::tt::{Bound, TranspositionTable};
use crate::{Game, Outcome, Side};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// The score of a win at the root; a win `n` plies away scores `MATE - n`.
pub const MATE: i32 = 30_000;

/// The search score of a table's `value` found `ply` plies from the root.
pub fn table_score(value: crate::table_value::Value, ply: usize) -> i32 {
    use crate::table_value::Value;
    match value {
        Value::Win { plies } => MATE - ply as i32 - i32::from(plies),
        Value::Loss { plies } => -(MATE - ply as i32 - i32::from(plies)),
        Value::Draw => 0,
    }
}
/// Scores beyond this (in absolute value) are forced wins or losses.
pub const MATE_BOUND: i32 = MATE - 1_000;
/// Larger than every score.
pub const INF: i32 = 32_000;
/// How many capture plies quiescence follows beyond the horizon.
const MAX_QDEPTH: u32 = 10;
/// How often (in nodes, a power of two) the clock and the cancel flag are read.
/// At well over 100k nodes a second this is far below a millisecond.
const CHECK_EVERY: u64 = 256;

/// When to stop.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Deepest iteration.
    pub max_depth: u32,
    /// Node budget (the search stops on reaching it).
    pub max_nodes: u64,
    /// Hard deadline.
    pub deadline: Option<Instant>,
}

/// The search state of one `search` call. Borrows the engine's tables.
pub struct Searcher<'e, G: Game> {
    tt: &'e mut TranspositionTable,
    order: &'e mut OrderTables,
    cancel: &'e AtomicBool,
    limits: Limits,
    /// Mixed into every TT key so that different games never share entries.
    salt: u64,
    /// Nodes visited (every call of `negamax` and `quiesce`).
    pub nodes: u64,
    /// Set once any limit or the cancel flag stops the search.
    pub stopped: bool,
    /// Whether positions a solved table knows ([`Game::table_value`]) are
    /// scored from it instead of searched.
    pub tables: bool,
    /// Hashes of the positions on the current path, by ply.
    path: Vec<u64>,
    /// Hashes of the positions that occurred at least twice in the game
    /// before the root: reaching one again is a third repetition.
    history_twice: Vec<u64>,
    /// A 4096-bit filter over `history_twice`, so most nodes skip the scan.
    history_filter: Vec<u64>,
    /// Move and ordering buffers, one per ply, allocated once per search.
    moves: Vec<Vec<G::Move>>,
    order_buf: Vec<Vec<(i32, u16)>>,
}

/// A root move and what the last iteration learnt of it.
#[derive(Clone, Copy, Debug)]
pub struct RootMove<M> {
    /// The move.
    pub mv: M,
    /// Its index in the root's legal-move list.
    pub index: usize,
    /// Its score from the last iteration that reached it.
    pub score: i32,
}

/// The score of `outcome` for `side`, `ply` plies from the root.
pub fn outcome_score(outcome: Outcome, side: Side, ply: usize) -> i32 {
    match outcome.score_for(side) {
        1 => MATE - ply as i32,
        -1 => -(MATE - ply as i32),
        _ => 0,
    }
}

/// Mate scores are stored relative to the node, so a transposition at a
/// different ply reads the right distance.
fn to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// The static evaluation, kept clear of the mate range.
#[inline]
fn static_eval<G: Game>(position: &G) -> i32 {
    position.evaluate().clamp(-MATE_BOUND + 1, MATE_BOUND - 1)
}

impl<'e, G: Game> Searcher<'e, G> {
    /// A searcher over the engine's tables.
    pub fn new(
        tt: &'e mut TranspositionTable,
        order: &'e mut OrderTables,
        cancel: &'e AtomicBool,
        limits: Limits,
        history: &'e [u64],
    ) -> Self {
        // A position seen once before the root is not yet a draw when the
        // search reaches it again: treating it as one made the side that was
        // behind steer into old positions as if they were drawn, and the side
        // that was ahead shun every move back to them (found in Bagh Chal's
        // long manoeuvring games). Only a third occurrence is scored a draw;
        // a repetition inside the searched line still is (as usual, the side
        // that repeats once can repeat again).
        let mut sorted = history.to_vec();
        sorted.sort_unstable();
        let mut history_twice: Vec<u64> = sorted
            .windows(2)
            .filter(|pair| pair[0] == pair[1])
            .map(|pair| pair[0])
            .collect();
        history_twice.dedup();
        let mut history_filter = vec![0u64; 64];
        for &h in &history_twice {
            history_filter[(h >> 6) as usize & 63] |= 1 << (h & 63);
        }
        let salt = super::rng::mix(fingerprint(&G::info().id));
        Searcher {
            tt,
            order,
            cancel,
            limits,
            salt,
            nodes: 0,
            stopped: cancel.load(Ordering::Relaxed),
            tables: false,
            path: vec![0; MAX_PLY + 2],
            history_twice,
            history_filter,
            moves: (0..MAX_PLY + 2).map(|_| Vec::with_capacity(64)).collect(),
            order_buf: (0..MAX_PLY + 2).map(|_| Vec::with_capacity(64)).collect(),
        }
    }

    /// Counts a node and reports whether the search must stop now.
    #[inline]
    fn tick(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        self.nodes += 1;
        if self.nodes >= self.limits.max_nodes {
            self.stopped = true;
        } else if self.nodes & (CHECK_EVERY - 1) == 0 {
            self.stopped = self.cancel.load(Ordering::Relaxed)
                || self
                    .limits
                    .deadline
                    .is_some_and(|deadline| Instant::now() >= deadline);
        }
        self.stopped
    }

    /// Reads the clock and the flag now (between root moves).
    pub fn poll(&mut self) -> bool {
        if !self.stopped {
            self.stopped = self.cancel.load(Ordering::Relaxed)
                || self
                    .limits
                    .deadline
                    .is_some_and(|deadline| Instant::now() >= deadline);
        }
        self.stopped
    }

    /// The key of `hash` in the transposition table.
    #[inline]
    pub fn key(&self, hash: u64) -> u64 {
        hash ^ self.salt
    }

    /// The stored best-move index for `hash`, if any.
    pub fn tt_move(&self, hash: u64) -> Option<usize> {
        self.tt
            .probe(self.key(hash))
            .and_then(|e| (e.best != u16::MAX).then_some(e.best as usize))
    }

    /// Stores a finished root result.
    pub fn store_root(&mut self, hash: u64, depth: u32, score: i32, index: usize) {
        let key = self.key(hash);
        self.tt.store(key, depth, score, Bound::Exact, Some(index));
    }

    /// Whether the position `hash` at `ply` repeats one on the searched path,
    /// or would be its third occurrence in the game.
    fn repeats(&self, hash: u64, ply: usize) -> bool {
        if self.path[..ply].iter().rev().any(|&h| h == hash) {
            return true;
        }
        self.history_filter[(hash >> 6) as usize & 63] & (1 << (hash & 63)) != 0
            && self.history_twice.contains(&hash)
    }

    /// The root moves of `position`, ordered for the first iteration.
    pub fn root_moves(&mut self, position: &G) -> Vec<RootMove<G::Move>> {
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let tt_move = self.tt_move(position.hash());
        let side = position.side_to_move().index();
        let mut scored: Vec<(i32, RootMove<G::Move>)> = moves
            .iter()
            .enumerate()
            .map(|(index, &mv)| {
                let s = self.move_score(position, mv, index, tt_move, 0, side);
                (
                    s,
                    RootMove {
                        mv,
                        index,
                        score: -INF,
                    },
                )
            })
            .collect();
        // Stable, so equal moves keep the game's own order (deterministic).
        scored.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
        scored.into_iter().map(|(_, rm)| rm).collect()
    }

    /// The ordering score of a move: TT move, captures, killers, history.
    #[inline]
    fn move_score(
        &self,
        position: &G,
        mv: G::Move,
        index: usize,
        tt_move: Option<usize>,
        ply: usize,
        side: usize,
    ) -> i32 {
        if tt_move == Some(index) {
            return 1 << 30;
        }
        if position.is_capture(mv) {
            return 1 << 28;
        }
        let fp = fingerprint(&mv);
        match self.order.killer_rank(ply, fp) {
            0 => self.order.history(side, fp),
            rank => (1 << 26) + rank as i32,
        }
    }

    /// Searches the root moves to `depth`, best first, and moves the best
    /// fully searched move to the front. Returns its score, or `None` when
    /// stopped before the first move finished (the order is then unchanged).
    pub fn search_root(
        &mut self,
        position: &G,
        root: &mut [RootMove<G::Move>],
        depth: u32,
    ) -> Option<i32> {
        let stm = position.side_to_move();
        self.path[0] = position.hash();
        let mut alpha = -INF;
        let beta = INF;
        let mut best: Option<(usize, i32)> = None;
        #[allow(clippy::needless_range_loop)] // `root` is rotated after the loop
        for i in 0..root.len() {
            let mv = root[i].mv;
            let mut child = position.clone();
            child.play(mv);
            let same = child.side_to_move() == stm;
            let d = depth as i32 - 1;
            let value = if i == 0 {
                self.child(&child, same, d, 0, alpha, beta)
            } else {
                let v = self.child(&child, same, d, 0, alpha, alpha + 1);
                if v > alpha && !self.stopped {
                    self.child(&child, same, d, 0, alpha, beta)
                } else {
                    v
                }
            };
            if self.stopped {
                break;
            }
            root[i].score = value;
            if value > alpha {
                alpha = value;
                best = Some((i, value));
            }
        }
        let (i, score) = best?;
        // Best first; the others keep their order for the next iteration.
        root[..=i].rotate_right(1);
        Some(score)
    }

    /// The exact value of playing `mv` in `position` (the root), searched
    /// `depth` plies below it with a full window.
    pub fn score_move(&mut self, position: &G, mv: G::Move, depth: i32) -> i32 {
        self.path[0] = position.hash();
        let mut child = position.clone();
        child.play(mv);
        let same = child.side_to_move() == position.side_to_move();
        self.child(&child, same, depth, 0, -INF, INF)
    }

    /// The value of `child` for the parent's side to move.
    #[inline]
    fn child(
        &mut self,
        child: &G,
        same_side: bool,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if same_side {
            self.negamax(child, depth, ply + 1, alpha, beta)
        } else {
            -self.negamax(child, depth, ply + 1, -beta, -alpha)
        }
    }

    /// Negamax alpha-beta with PVS. Scores are for the side to move.
    pub fn negamax(
        &mut self,
        position: &G,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        if self.tick() {
            return 0;
        }
        let stm = position.side_to_move();
        if let Some(outcome) = position.terminal().or_else(|| position.counter_outcome()) {
            return outcome_score(outcome, stm, ply);
        }
        let hash = position.hash();
        if self.repeats(hash, ply) {
            return outcome_score(position.repetition_outcome(), stm, ply);
        }
        if self.tables {
            if let Some(value) = position.table_value() {
                return table_score(value, ply);
            }
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(position, ply, alpha, beta, 0);
        }
        self.path[ply] = hash;
        let pv_node = beta - alpha > 1;
        let key = self.key(hash);
        let mut tt_move = None;
        if let Some(entry) = self.tt.probe(key) {
            tt_move = (entry.best != u16::MAX).then_some(entry.best as usize);
            if !pv_node && entry.depth as i32 >= depth {
                let s = from_tt(entry.score, ply);
                match entry.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }

        let mut moves = std::mem::take(&mut self.moves[ply]);
        let mut order = std::mem::take(&mut self.order_buf[ply]);
        moves.clear();
        position.legal_moves(&mut moves);
        let side = stm.index();
        order.clear();
        for (index, &mv) in moves.iter().enumerate() {
            order.push((
                self.move_score(position, mv, index, tt_move, ply, side),
                index as u16,
            ));
        }

        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_index = None;
        for i in 0..order.len() {
            // Selection sort, one step at a time: cut-offs usually come early.
            let mut top = i;
            for j in i + 1..order.len() {
                if order[j].0 > order[top].0 {
                    top = j;
                }
            }
            order.swap(i, top);
            let (order_score, index) = order[i];
            let mv = moves[index as usize];
            let quiet = order_score < 1 << 28;
            let mut child = position.clone();
            child.play(mv);
            let same = child.side_to_move() == stm;
            let d = depth - 1;
            let value = if i == 0 {
                self.child(&child, same, d, ply, alpha, beta)
            } else {
                // Late quiet moves are searched a ply shallower first.
                let reduction = i32::from(depth >= 3 && i >= 3 && quiet && order_score < 1 << 26);
                let mut v = self.child(&child, same, d - reduction, ply, alpha, alpha + 1);
                if v > alpha && reduction > 0 && !self.stopped {
                    v = self.child(&child, same, d, ply, alpha, alpha + 1);
                }
                if v > alpha && v < beta && !self.stopped {
                    v = self.child(&child, same, d, ply, alpha, beta);
                }
                v
            };
            if self.stopped {
                break;
            }
            if value > best {
                best = value;
                best_index = Some(index as usize);
                if value > alpha {
                    alpha = value;
                    if alpha >= beta {
                        if quiet {
                            let fp = fingerprint(&mv);
                            self.order.add_killer(ply, fp);
                            self.order.reward(side, fp, depth);
                        }
                        break;
                    }
                }
            }
        }
        let no_moves = moves.is_empty();
        self.moves[ply] = moves;
        self.order_buf[ply] = order;
        if self.stopped {
            return 0;
        }
        if no_moves {
            // The contract says `terminal` covers this; stay safe if a game disagrees.
            return static_eval(position);
        }
        let bound = Bound::of(best, alpha0, beta);
        self.tt
            .store(key, depth as u32, to_tt(best, ply), bound, best_index);
        best
    }

    /// Follows captures until the position is quiet. The side to move may
    /// "stand pat" on its static evaluation, except when every legal move is
    /// a capture (compulsory capture), where it must take.
    fn quiesce(&mut self, position: &G, ply: usize, mut alpha: i32, beta: i32, qdepth: u32) -> i32 {
        let stm = position.side_to_move();
        if qdepth > 0 {
            if self.tick() {
                return 0;
            }
            if let Some(outcome) = position.terminal().or_else(|| position.counter_outcome()) {
                return outcome_score(outcome, stm, ply);
            }
            if self.tables {
                if let Some(value) = position.table_value() {
                    return table_score(value, ply);
                }
            }
        }
        if ply >= MAX_PLY || qdepth >= MAX_QDEPTH {
            return static_eval(position);
        }
        let mut moves = std::mem::take(&mut self.moves[ply]);
        moves.clear();
        position.legal_moves(&mut moves);
        // Captures to the front, in their generated order, asking
        // `is_capture` once per move (it is dear in some games).
        let mut captures = 0;
        for i in 0..moves.len() {
            if position.is_capture(moves[i]) {
                moves.swap(captures, i);
                captures += 1;
            }
        }
        let mut best;
        if captures == 0 {
            best = static_eval(position);
        } else {
            if captures == moves.len() {
                best = -INF;
            } else {
                best = static_eval(position);
                if best >= beta {
                    self.moves[ply] = moves;
                    return best;
                }
                alpha = alpha.max(best);
            }
            for &mv in &moves[..captures] {
                let mut child = position.clone();
                child.play(mv);
                let value = if child.side_to_move() == stm {
                    self.quiesce(&child, ply + 1, alpha, beta, qdepth + 1)
                } else {
                    -self.quiesce(&child, ply + 1, -beta, -alpha, qdepth + 1)
                };
                if self.stopped {
                    break;
                }
                if value > best {
                    best = value;
                    if value > alpha {
                        alpha = value;
                        if alpha >= beta {
                            break;
                        }
                    }
                }
            }
        }
        self.moves[ply] = moves;
        if self.stopped {
            0
        } else {
            best
        }
    }

    /// The principal variation from the TT, starting with `first`.
    pub fn principal_variation(
        &self,
        position: &G,
        first: G::Move,
        max_len: usize,
    ) -> Vec<G::Move> {
        let mut pv = vec![first];
        let mut pos = position.clone();
        pos.play(first);
        let mut seen = vec![position.hash(), pos.hash()];
        let mut moves = Vec::new();
        while pv.len() < max_len && pos.terminal().is_none() && pos.counter_outcome().is_none() {
            let Some(index) = self.tt_move(pos.hash()) else {
                break;
            };
            moves.clear();
            pos.legal_moves(&mut moves);
            let Some(&mv) = moves.get(index) else { break };
            pv.push(mv);
            pos.play(mv);
            let h = pos.hash();
            if seen.contains(&h) {
                break;
            }
            seen.push(h);
        }
        pv
    }
}
