//! The [`Engine`]: the tables that outlive a search, and the driver that
//! runs iterative deepening (or the easy level's softmax) under the limits.

use super::ordering::OrderTables;
use super::rng::{mix, SplitMix64};
use super::search::{Limits, RootMove, Searcher, MATE_BOUND};
use super::solve_table::SolveTable;
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
    /// The perfect level's table for its exact solves and draw proofs
    /// (`ai::perfect`), made the first time it needs one and dropped by
    /// [`Engine::clear`]: only an engine playing perfect Bagh Chal holds it.
    pub(super) solve_tt: Option<SolveTable>,
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
            solve_tt: None,
        }
    }

    /// Forgets everything learnt (a new game against a new opponent, or a
    /// reproducible test). Reuses the search table's memory and frees the
    /// perfect level's solve table, if any.
    pub fn clear(&mut self) {
        self.tt.clear();
        self.order.clear();
        self.solve_tt = None;
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
            // The perfect level's proof that its move keeps the draw
            // (`ai::perfect`); the search's tables wait meanwhile.
            drop(searcher);
            if let Some(proved) = self.keep_the_draw(position, &mut root, settings, cancel, start) {
                score = root[0].score;
                nodes += proved;
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
