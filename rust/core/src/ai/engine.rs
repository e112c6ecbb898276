//! The [`Engine`]: the tables that outlive a search, and the driver that
//! runs iterative deepening (or the easy level's softmax) under the limits.

use super::ordering::OrderTables;
use super::rng::{mix, SplitMix64};
use super::search::{Limits, RootMove, Searcher, MATE_BOUND};
use super::tt::TranspositionTable;
use super::{Level, SearchSettings, Thought};
use crate::{Game, Match, MatchError, MoveError};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The transposition-table size [`Engine::default`] uses.
pub const DEFAULT_TT_MEGABYTES: usize = 16;
/// The deepest iteration when no limit says otherwise.
const MAX_DEPTH: u32 = 64;
/// The easy level's softmax temperature, in centipieces: a move one piece
/// worse than the best is chosen e^-2 ≈ 0.14 times as often.
const EASY_TEMPERATURE: f64 = 50.0;
/// Scores are clipped to this before the softmax, so a win in one dominates
/// without overflowing and a loss in one is (almost) never chosen.
const EASY_CLIP: i32 = 2_000;
/// A new iteration starts only while less than this share of the time is used:
/// the next one usually takes several times as long as all before it.
const ITERATION_TIME_SHARE: f64 = 0.45;

/// The search engine. Owns the transposition table (allocated once, at
/// [`Engine::new`]) and the move-ordering tables; holds no game type, so one
/// engine serves every game. `Send`, so it can live on a worker thread.
#[derive(Debug)]
pub struct Engine {
    tt: TranspositionTable,
    order: OrderTables,
}

/// What [`Engine::search`] found, in the game's own move type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The move to play.
    pub best: M,
    /// Its score for the side to move.
    pub score: i32,
    /// The deepest iteration completed.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Time spent.
    pub elapsed: Duration,
    /// The expected continuation, `best` first.
    pub principal_variation: Vec<M>,
    /// Whether the cancel flag ended the search.
    pub cancelled: bool,
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new(DEFAULT_TT_MEGABYTES)
    }
}

impl Engine {
    /// An engine with a transposition table of `tt_megabytes` MB (at least 1).
    pub fn new(tt_megabytes: usize) -> Engine {
        Engine {
            tt: TranspositionTable::new(tt_megabytes),
            order: OrderTables::default(),
        }
    }

    /// Forgets everything learnt (a new game against a new opponent, or a
    /// reproducible test). Reuses the memory.
    pub fn clear(&mut self) {
        self.tt.clear();
        self.order.clear();
    }

    /// The transposition table's size in bytes.
    pub fn tt_bytes(&self) -> usize {
        self.tt.bytes()
    }

    /// Searches `position`, whose game so far passed through the positions
    /// hashed in `history` (oldest first, `position` itself excluded), for the
    /// side to move. `None` when the position has no legal move.
    pub fn search<G: Game>(
        &mut self,
        position: &G,
        history: &[u64],
        settings: &SearchSettings,
        cancel: &AtomicBool,
    ) -> Option<SearchResult<G::Move>> {
        let start = Instant::now();
        let limits = Limits {
            max_depth: settings.max_depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH),
            max_nodes: settings.node_budget::<G>().unwrap_or(u64::MAX).max(1),
            deadline: settings.max_time.map(|t| start + t),
        };
        let exact = self.exact_root(position, settings, cancel, start);
        self.order.new_search();
        let mut searcher =
            Searcher::<G>::new(&mut self.tt, &mut self.order, cancel, limits, history);
        searcher.tables = settings.level.map_or(true, Level::uses_tables);
        let mut root = searcher.root_moves(position);
        if root.is_empty() {
            return None;
        }
        if let Some(results) = &exact {
            // Only the moves that keep the best result are searched.
            let best = results.iter().map(|&(_, r)| r).max().unwrap_or(0);
            root.retain(|rm| results.iter().any(|&(mv, r)| mv == rm.mv && r == best));
        }
        let (score, depth) = if searcher.tables && position.table_value().is_some() {
            table_choice(&mut searcher, position, &mut root)
        } else if settings.level == Some(Level::Easy) {
            let seed = settings.seed ^ mix(position.hash()) ^ mix(history.len() as u64 + 1);
            easy_choice(&mut searcher, position, &mut root, limits.max_depth, seed)
        } else {
            deepen(
                &mut searcher,
                position,
                &mut root,
                limits.max_depth,
                settings.max_time,
                start,
            )
        };
        let mut nodes = searcher.nodes;
        let mut score = score;
        if exact.is_none() && settings.level == Some(Level::Perfect) {
            drop(searcher);
            if let Some(held) = self.keep_the_draw(position, &mut root, settings, cancel) {
                score = held.score;
                nodes += held.nodes;
            }
            searcher = Searcher::<G>::new(&mut self.tt, &mut self.order, cancel, limits, history);
        }
        let best = root[0].mv;
        let principal_variation =
            searcher.principal_variation(position, best, depth.max(1) as usize + 4);
        Some(SearchResult {
            best,
            score,
            depth,
            nodes,
            elapsed: start.elapsed(),
            principal_variation,
            cancelled: cancel.load(Ordering::Relaxed),
        })
    }

    /// Searches the current position of `record` and describes the result.
    /// Fails with `GameOver` when the game is over.
    pub fn think<G: Game>(
        &mut self,
        record: &Match<G>,
        settings: &SearchSettings,
        cancel: &AtomicBool,
    ) -> Result<Thought, MatchError> {
        if record.outcome().is_some() {
            return Err(MoveError::GameOver.into());
        }
        let position = record.position();
        let mut history: Vec<u64> = record.hashes().collect();
        history.pop();
        let result = self
            .search(position, &history, settings, cancel)
            .ok_or(MoveError::GameOver)?;
        let mut principal_variation = Vec::with_capacity(result.principal_variation.len());
        let mut walk = position.clone();
        for &mv in &result.principal_variation {
            principal_variation.push(walk.notation(mv));
            walk.play(mv);
        }
        let move_index = record
            .legal_moves()
            .iter()
            .position(|&mv| mv == result.best)
            .ok_or(MoveError::Illegal(position.notation(result.best)))?;
        Ok(Thought {
            notation: position.notation(result.best),
            move_index,
            score: result.score,
            depth: result.depth,
            nodes: result.nodes,
            elapsed: result.elapsed,
            principal_variation,
            position_hash: position.hash(),
            cancelled: result.cancelled,
        })
    }
}

/// The farthest an installed solved table may be (in plies, on every line)
/// for the perfect level to solve a position exactly
/// ([`Engine::exact_results`]): Bagh Chal with 8 goats in hand, either side
/// to move. Measured on the default table (`boardlore bench bagh-chal
/// --tablebase FILE`, and replaying arena games): goats to move with 7 in
/// hand, about 0.3 million positions; with 8, 1.3 million on average and
/// up to 2.0 million; tigers to move with 8 in hand, 2.8 million in a lost
/// arena game; with 9, 10 million. The arena loss it fixes: perfect's
/// tigers chose a losing move with 8 goats in hand, in a drawn position.
pub const EXACT_PLIES: u32 = 16;

/// The most positions an exact solve may visit before it is given up (and
/// the level searches as before): a few seconds on a phone at most, and
/// the deadline below stops it sooner where the level is timed.
pub const EXACT_NODES: u64 = 8_000_000;

/// The share of the perfect level's time an exact solve may take before
/// the engine gives it up and searches as expert does.
const EXACT_TIME_SHARE: f64 = 0.6;

/// Each legal move with its exact result, and the positions visited
/// ([`Engine::exact_results`]).
pub type ExactResults<M> = (Vec<(M, i32)>, u64);

impl Engine {
    /// At the perfect level, where the table is at most [`EXACT_PLIES`]
    /// away on every line, the exact result (1, 0, -1) of each legal move;
    /// `None` elsewhere, or when the solve ran out of its limits.
    fn exact_root<G: Game>(
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
        let max_nodes = EXACT_NODES;
        let deadline = settings
            .max_time
            .map(|t| start + t.mul_f64(EXACT_TIME_SHARE));
        self.exact_results(position, max_nodes, deadline, cancel)
            .map(|(results, _)| results)
    }

    /// Solves `position` exactly down to the solved table it leads to
    /// within [`Game::plies_to_table`] plies: the result of each legal move
    /// for the side to move (1 won, 0 drawn, -1 lost; a move worse than
    /// the best found before it may be reported by a bound only, never
    /// above its true result), and the positions visited. `None` where no
    /// table is in reach, or when `max_nodes`, the deadline or `cancel`
    /// stopped it. Uses (and fills) the transposition table.
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
        let limits = super::exact::SolveLimits {
            max_nodes,
            deadline,
        };
        let (results, nodes) =
            super::exact::root_results(&mut self.tt, cancel, limits, position, &moves, plies)?;
        Some((moves.into_iter().zip(results).collect(), nodes))
    }
}

/// How far the solved table may be (in plies, on every line) for the
/// perfect level to prove, beyond the exact solve's reach, that the move it
/// chose keeps at least a draw ([`Engine::keeps_draw`]): Bagh Chal with 12
/// goats in hand and the tigers to move. Such a proof needs only one reply
/// at each of the mover's turns, so it costs a small part of an exact
/// solve: measured on self-play positions (docs/tablebase.md), tigers to
/// move about 1 million positions with 10 goats in hand, 3–7 million with
/// 11 and 7–34 million with 12; the goats' proofs cost more.
pub const PROOF_PLIES: u32 = 24;

/// The most positions the perfect level's draw proofs may visit for one
/// move, all tries together; where they run out, the searched move stands.
pub const PROOF_NODES: u64 = 16_000_000;

/// The time the perfect level's draw proofs may take, as a share of its
/// time budget, after the search (so the level may think up to 1.5 times
/// its budget on the moves where a proof is in reach).
const PROOF_TIME_SHARE: f64 = 0.5;

/// What [`Engine::keep_the_draw`] did.
pub(crate) struct Held {
    /// The chosen move's score.
    pub score: i32,
    /// Positions the proofs visited.
    pub nodes: u64,
}

impl Engine {
    /// At the perfect level, where the exact solve is out of reach but the
    /// table is at most [`PROOF_PLIES`] away: the searched moves in order
    /// (the chosen one first, then the others best score first), each
    /// proven to keep at least a draw or to lose. The first that keeps the
    /// draw, or whose proof ran out of limits, goes to the front; a move
    /// proven to lose is passed over. When every move loses, the search's
    /// choice stands. `None` when no proof was tried.
    pub(crate) fn keep_the_draw<G: Game>(
        &mut self,
        position: &G,
        root: &mut [RootMove<G::Move>],
        settings: &SearchSettings,
        cancel: &AtomicBool,
    ) -> Option<Held> {
        if !position.plies_to_table().is_some_and(|p| p <= PROOF_PLIES)
            || position.table_value().is_some()
        {
            return None;
        }
        let deadline = settings
            .max_time
            .map(|t| Instant::now() + t.mul_f64(PROOF_TIME_SHARE));
        root[1..].sort_by_key(|rm| std::cmp::Reverse(rm.score));
        let mut nodes = 0;
        for i in 0..root.len() {
            let left = PROOF_NODES.saturating_sub(nodes);
            let proof = self.keeps_draw(position, root[i].mv, left, deadline, cancel);
            let (holds, used) = match proof {
                Some(found) => found,
                None => (true, left),
            };
            nodes += used;
            if holds {
                root[..=i].rotate_right(1);
                return Some(Held {
                    score: root[0].score,
                    nodes,
                });
            }
        }
        Some(Held {
            score: root[0].score,
            nodes,
        })
    }

    /// Whether `mv`, played from `position`, keeps at least a draw for the
    /// side to move, proven down to the solved table within
    /// [`Game::plies_to_table`] plies, and the positions visited. `None`
    /// where no table is in reach, or when `max_nodes`, the deadline or
    /// `cancel` stopped the proof.
    pub fn keeps_draw<G: Game>(
        &mut self,
        position: &G,
        mv: G::Move,
        max_nodes: u64,
        deadline: Option<Instant>,
        cancel: &AtomicBool,
    ) -> Option<(bool, u64)> {
        let plies = position.plies_to_table()?;
        let limits = super::exact::SolveLimits {
            max_nodes,
            deadline,
        };
        super::exact::keeps_draw(&mut self.tt, cancel, limits, position, mv, plies)
    }
}

/// Iterative deepening. Leaves the best move at `root[0]`; returns its score
/// and the deepest iteration completed.
fn deepen<G: Game>(
    searcher: &mut Searcher<'_, G>,
    position: &G,
    root: &mut [RootMove<G::Move>],
    max_depth: u32,
    max_time: Option<Duration>,
    start: Instant,
) -> (i32, u32) {
    let mut score = 0;
    let mut completed = 0;
    for depth in 1..=max_depth {
        match searcher.search_root(position, root, depth) {
            Some(s) => score = s,
            None => break,
        }
        if searcher.stopped {
            // A partial iteration: root[0] is its best fully searched move.
            break;
        }
        completed = depth;
        searcher.store_root(position.hash(), depth, score, root[0].index);
        // A forced result will not change with depth, and one move needs no thought.
        if score.abs() > MATE_BOUND || root.len() == 1 {
            break;
        }
        if max_time
            .is_some_and(|t| start.elapsed().as_secs_f64() > t.as_secs_f64() * ITERATION_TIME_SHARE)
        {
            break;
        }
        if searcher.poll() {
            break;
        }
    }
    (score, completed)
}

/// The easy level: scores every root move with a search `max_depth - 1`
/// plies deep, then picks one by a seeded softmax over those scores.
fn easy_choice<G: Game>(
    searcher: &mut Searcher<'_, G>,
    position: &G,
    root: &mut [RootMove<G::Move>],
    max_depth: u32,
    seed: u64,
) -> (i32, u32) {
    let depth = max_depth.saturating_sub(1) as i32;
    let mut scored = 0;
    for rm in root.iter_mut() {
        let value = searcher.score_move(position, rm.mv, depth);
        if searcher.stopped {
            break;
        }
        rm.score = value;
        scored += 1;
    }
    if scored == 0 {
        return (0, 0);
    }
    let top = root[..scored]
        .iter()
        .map(|rm| rm.score.clamp(-EASY_CLIP, EASY_CLIP))
        .max()
        .unwrap_or(0);
    let weights: Vec<f64> = root[..scored]
        .iter()
        .map(|rm| ((rm.score.clamp(-EASY_CLIP, EASY_CLIP) - top) as f64 / EASY_TEMPERATURE).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    let mut pick = SplitMix64::new(seed).next_f64() * total;
    let mut chosen = scored - 1;
    for (i, w) in weights.iter().enumerate() {
        if pick < *w {
            chosen = i;
            break;
        }
        pick -= w;
    }
    root[..=chosen].rotate_right(1);
    (root[0].score, max_depth)
}

/// A position a solved table knows: every move is scored from the table
/// (one ply, repetitions included), and among the moves of the best value
/// (the quickest win, a draw, the longest loss) the one the static
/// evaluation likes best is played, so a drawn game keeps its chances.
fn table_choice<G: Game>(
    searcher: &mut Searcher<'_, G>,
    position: &G,
    root: &mut [RootMove<G::Move>],
) -> (i32, u32) {
    for rm in root.iter_mut() {
        rm.score = searcher.score_move(position, rm.mv, 0);
    }
    let best = root.iter().map(|rm| rm.score).max().unwrap_or(0);
    let stm = position.side_to_move();
    let mut chosen = 0;
    let mut chosen_eval = i32::MIN;
    for (i, rm) in root.iter().enumerate() {
        if rm.score != best {
            continue;
        }
        let mut child = position.clone();
        child.play(rm.mv);
        let eval = child.evaluate();
        let eval = if child.side_to_move() == stm {
            eval
        } else {
            -eval
        };
        if eval > chosen_eval {
            chosen = i;
            chosen_eval = eval;
        }
    }
    root[..=chosen].rotate_right(1);
    (best, 1)
}
