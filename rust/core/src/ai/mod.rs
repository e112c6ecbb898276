//! The computer opponent: one search, written once against [`Game`](crate::Game),
//! for every game and every level.
//!
//! - [`Engine`] owns the transposition table and the move-ordering tables.
//!   Create one (16 MB by default) and keep it: it is reused across moves,
//!   games and different games, and is never reallocated.
//! - [`SearchSettings`] says how long to think: a [`Level`], or explicit
//!   depth, node and time limits (whichever comes first), and a seed.
//! - [`Engine::search`] is the generic entry point; [`Engine::think`] and
//!   [`AnyMatch::think`](crate::AnyMatch::think) answer with a [`Thought`]
//!   (move in notation, score, principal variation) for UIs, hints included.
//!
//! A search stops within a few milliseconds of its cancel flag being set and
//! still returns the best move found so far. Under a node budget (no time
//! limit) it is fully deterministic for a given engine state and seed.
//!
//! ```
//! use boardlore_core::ai::{Engine, Level, SearchSettings};
//! # use boardlore_core::{catalogue, find_game, Options};
//! # use std::sync::atomic::AtomicBool;
//! # if let Some(info) = catalogue().next() {
//! let record = find_game(info.id).unwrap().new_match(&Options::new()).unwrap();
//! let mut engine = Engine::new(16);
//! let settings = SearchSettings::for_level(Level::Easy).without_time();
//! let thought = record.think(&mut engine, &settings, &AtomicBool::new(false)).unwrap();
//! record.clone_box().play(&thought.notation).unwrap();
//! # }
//! ```

mod engine;
mod exact;
mod ordering;
mod perfect;
pub mod pool;
pub mod rng;
mod search;
mod solve_table;
pub(crate) mod tt;
pub mod tune;

pub use crate::level::{Level, UnknownLevel};
pub use engine::{Engine, SearchResult, DEFAULT_TT_MEGABYTES};
pub use exact::DrawProof;
pub use perfect::{
    ExactResults, EXACT_NODES, EXACT_PLIES, PROOF_NODES, PROOF_PLIES, SOLVE_TT_MEGABYTES,
};
pub(crate) use search::RootMove;
pub use search::{table_score, MATE, MATE_BOUND};

use std::time::Duration;

/// How long and how to search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchSettings {
    /// The level whose style to play. `Easy` picks by a seeded softmax over
    /// shallow scores; the other levels (and `None`) play the best move found.
    pub level: Option<Level>,
    /// Deepest iteration (plies, before quiescence).
    pub max_depth: Option<u32>,
    /// Node budget. `None` with a level is that level's budget in the game
    /// searched ([`Game::level_nodes`](crate::Game::level_nodes)); `None`
    /// without a level is no node limit, as is `Some(u64::MAX)`.
    pub max_nodes: Option<u64>,
    /// Time budget.
    pub max_time: Option<Duration>,
    /// Seeds the easy level's choices; the same seed gives the same moves.
    pub seed: u64,
}

impl SearchSettings {
    /// The limits of `level`: its node budget in the game searched, its
    /// depth cap and its time budget.
    pub fn for_level(level: Level) -> Self {
        SearchSettings {
            level: Some(level),
            max_depth: level.depth_cap(),
            max_nodes: None,
            max_time: Some(level.time_budget()),
            seed: 0,
        }
    }

    /// A plain search of exactly `nodes` nodes at most (deterministic).
    pub fn nodes(nodes: u64) -> Self {
        SearchSettings {
            level: None,
            max_depth: None,
            max_nodes: Some(nodes),
            max_time: None,
            seed: 0,
        }
    }

    /// A plain search to `depth` plies.
    pub fn depth(depth: u32) -> Self {
        SearchSettings {
            level: None,
            max_depth: Some(depth),
            max_nodes: None,
            max_time: None,
            seed: 0,
        }
    }

    /// The settings a hint searches with: these, except that where a solved
    /// table knows the position (`in_table`, see
    /// [`AnyMatch::table_value`](crate::AnyMatch::table_value)) a level that
    /// does not read tables reads them. A hint is the best move, and the hint
    /// line says the table's verdict, so its move must be the table's too.
    pub fn for_hint(mut self, in_table: bool) -> Self {
        if in_table && self.level.is_some_and(|level| !level.uses_tables()) {
            self.level = Some(Level::Perfect);
        }
        self
    }

    /// The node budget in game `G`: the explicit one, else the level's.
    pub fn node_budget<G: crate::Game>(&self) -> Option<u64> {
        self.max_nodes
            .or_else(|| self.level.map(G::level_nodes))
            .filter(|&n| n < u64::MAX)
    }

    /// Whether a node budget limits the search (explicit or the level's).
    pub fn limits_nodes(&self) -> bool {
        match self.max_nodes {
            Some(n) => n < u64::MAX,
            None => self.level.is_some(),
        }
    }

    /// The same settings without the time limit, so that the search is
    /// deterministic (arenas, tests).
    pub fn without_time(mut self) -> Self {
        self.max_time = None;
        self
    }

    /// The same settings with `seed`.
    pub fn with_seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }
}

/// The answer of a search, for a UI: the move to play (or hint) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thought {
    /// The chosen move, in canonical notation.
    pub notation: String,
    /// The chosen move's index in the record's legal moves
    /// ([`crate::AnyMatch::legal_moves`]), to play it without reading notation.
    pub move_index: usize,
    /// Its score for the side to move, in centipieces; beyond
    /// ±[`MATE_BOUND`] a forced win or loss ([`MATE`] minus plies).
    pub score: i32,
    /// The deepest iteration completed.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Time spent.
    pub elapsed: Duration,
    /// The expected continuation, the chosen move first.
    pub principal_variation: Vec<String>,
    /// The hash of the position searched, so a caller can refuse to play a
    /// move computed for a position that has since changed.
    pub position_hash: u64,
    /// Whether the cancel flag ended the search (the move is still legal).
    pub cancelled: bool,
}
