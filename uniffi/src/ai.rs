//! The computer player through the API: think, hint and cancel.
//!
//! A search never holds the match lock: it copies the record under the
//! lock, searches the copy, and takes the lock again only to play the move,
//! and only if the match has not changed meanwhile. So the UI thread reads
//! the board while the engine thinks, and a move computed for an old
//! position (after an undo, say) is refused with `StalePosition`.

use crate::error::{BoardloreError, Result};
use crate::records::MoveDescription;
use crate::session::GameMatch;
use boardlore_core::ai::{Engine, Level, SearchSettings, DEFAULT_TT_MEGABYTES, MATE_BOUND};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// The engine of one match (its transposition table), allocated on the
/// first search and kept for the next ones.
#[derive(Default)]
pub(crate) struct EngineSlot(Mutex<Option<Engine>>);

/// How strong the computer plays.
#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum AiLevel {
    /// A beginner, with human-like mistakes (≤ 50 ms a move).
    Easy,
    /// ≤ 200 ms a move.
    Medium,
    /// ≤ 500 ms a move.
    Hard,
    /// The strongest (≤ 1.5 s a move).
    Expert,
}

impl From<AiLevel> for Level {
    fn from(level: AiLevel) -> Self {
        match level {
            AiLevel::Easy => Level::Easy,
            AiLevel::Medium => Level::Medium,
            AiLevel::Hard => Level::Hard,
            AiLevel::Expert => Level::Expert,
        }
    }
}

/// Explicit search limits, for tests and analysis; whichever limit comes
/// first ends the search. With no time limit the search is deterministic.
#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Record)]
pub struct SearchLimits {
    /// Play in this level's style, starting from its budgets; `None` plays
    /// the best move found within the limits below.
    pub level: Option<AiLevel>,
    /// Deepest iteration, in plies.
    pub max_depth: Option<u32>,
    /// Node budget.
    pub max_nodes: Option<u64>,
    /// Time budget in milliseconds.
    pub max_time_ms: Option<u64>,
    /// Seeds the easy level's choices.
    pub seed: u64,
}

/// The answer of a search.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct EngineMove {
    /// The move chosen (played by `think`, suggested by `hint`).
    pub best: MoveDescription,
    /// Its score for the side that moves, in hundredths of a piece (see `decisive`).
    pub score: i32,
    /// Whether the score is a forced win (positive) or loss (negative) the search found.
    pub decisive: bool,
    /// The deepest iteration completed.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Time spent, in milliseconds.
    pub elapsed_ms: u64,
    /// The expected continuation, in notation, the chosen move first.
    pub principal_variation: Vec<String>,
}

fn settings_for(limits: &SearchLimits) -> SearchSettings {
    let mut settings = match limits.level {
        Some(level) => SearchSettings::for_level(level.into()),
        None => SearchSettings {
            level: None,
            max_depth: None,
            max_nodes: None,
            max_time: None,
            seed: 0,
        },
    };
    if limits.max_depth.is_some() {
        settings.max_depth = limits.max_depth;
    }
    if limits.max_nodes.is_some() {
        settings.max_nodes = limits.max_nodes;
    }
    if let Some(ms) = limits.max_time_ms {
        settings.max_time = Some(Duration::from_millis(ms));
    }
    settings.seed = limits.seed;
    settings
}

/// A seed that differs from search to search, so the easy level varies.
fn fresh_seed() -> u64 {
    use std::time::{SystemTime, UNIX_EPOCH};
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0x5EED)
}

impl GameMatch {
    /// Searches a copy of the current position; returns the result and the
    /// revision it was computed for.
    fn search(
        &self,
        settings: &SearchSettings,
        expected: Option<u64>,
    ) -> Result<(EngineMove, u64, u64)> {
        let flag = Arc::new(AtomicBool::new(false));
        let result = self.search_with(settings, expected, &flag);
        self.searches
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .retain(|f| !Arc::ptr_eq(f, &flag));
        result
    }

    fn search_with(
        &self,
        settings: &SearchSettings,
        expected: Option<u64>,
        flag: &Arc<AtomicBool>,
    ) -> Result<(EngineMove, u64, u64)> {
        let (copy, revision, side) = {
            let state = self.lock();
            if expected.is_some_and(|revision| revision != state.revision) {
                return Err(BoardloreError::StalePosition);
            }
            if state.record.outcome().is_some() {
                return Err(BoardloreError::GameOver);
            }
            // Registered under the state lock, together with taking the copy:
            // any change after this point both cancels the search and makes
            // its result stale, so no move for an old position can be played.
            self.searches
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(Arc::clone(flag));
            (
                state.record.clone_box(),
                state.revision,
                state.record.status().side_to_move,
            )
        };
        let thought = {
            let mut engine = self.engine.0.lock().unwrap_or_else(PoisonError::into_inner);
            // Another search may have held the engine; this one may be stale or cancelled by now.
            if self.lock().revision != revision {
                return Err(BoardloreError::StalePosition);
            }
            if flag.load(Ordering::SeqCst) {
                return Err(BoardloreError::Cancelled);
            }
            let engine = engine.get_or_insert_with(|| Engine::new(DEFAULT_TT_MEGABYTES));
            copy.think(engine, settings, flag)?
        };
        if self.lock().revision != revision {
            return Err(BoardloreError::StalePosition);
        }
        if thought.cancelled || flag.load(Ordering::SeqCst) {
            return Err(BoardloreError::Cancelled);
        }
        let info = copy
            .legal_moves()
            .into_iter()
            .find(|m| m.notation == thought.notation)
            .ok_or_else(|| {
                BoardloreError::Internal(format!(
                    "the engine chose {:?}, not a legal move",
                    thought.notation
                ))
            })?;
        log::debug!(
            "engine: {} score {} depth {} nodes {} in {:?}",
            thought.notation,
            thought.score,
            thought.depth,
            thought.nodes,
            thought.elapsed
        );
        let answer = EngineMove {
            best: MoveDescription::new(&info, side),
            score: thought.score,
            decisive: thought.score.abs() > MATE_BOUND,
            depth: thought.depth,
            nodes: thought.nodes,
            elapsed_ms: u64::try_from(thought.elapsed.as_millis()).unwrap_or(u64::MAX),
            principal_variation: thought.principal_variation,
        };
        Ok((answer, revision, thought.position_hash))
    }

    fn think_settings(
        &self,
        settings: &SearchSettings,
        expected: Option<u64>,
    ) -> Result<EngineMove> {
        let (answer, revision, hash) = self.search(settings, expected)?;
        let played = self.play_if_current(revision, hash, &answer.best.notation)?;
        Ok(EngineMove {
            best: played,
            ..answer
        })
    }

    fn hint_settings(
        &self,
        settings: &SearchSettings,
        expected: Option<u64>,
    ) -> Result<EngineMove> {
        let (answer, revision, _) = self.search(settings, expected)?;
        self.set_hint(revision, answer.best.clone())?;
        Ok(answer)
    }
}

#[uniffi::export]
impl GameMatch {
    /// The computer plays a move for the side to move, at `level`. Blocks
    /// the calling thread for up to the level's budget: call it from a
    /// background thread. The board can be read meanwhile. Fails with
    /// `Cancelled` after [`GameMatch::cancel`], with `StalePosition` when
    /// the match changed during the search (nothing is played then), and
    /// with `GameOver`.
    pub fn think(&self, level: AiLevel) -> Result<EngineMove> {
        self.think_settings(
            &SearchSettings::for_level(level.into()).with_seed(fresh_seed()),
            None,
        )
    }

    /// [`GameMatch::think`] under explicit limits.
    pub fn think_with(&self, limits: SearchLimits) -> Result<EngineMove> {
        self.think_settings(&settings_for(&limits), None)
    }

    /// A suggested move for the side to move, found like
    /// [`GameMatch::think`] but not played: the board highlights it
    /// (`hint` flags) until the match changes.
    pub fn hint(&self, level: AiLevel) -> Result<EngineMove> {
        self.hint_settings(
            &SearchSettings::for_level(level.into()).with_seed(fresh_seed()),
            None,
        )
    }

    /// [`GameMatch::hint`] under explicit limits.
    pub fn hint_with(&self, limits: SearchLimits) -> Result<EngineMove> {
        self.hint_settings(&settings_for(&limits), None)
    }

    /// [`GameMatch::think`] for the match as it was at `revision` (read with
    /// [`GameMatch::revision`] or from `BoardState.revision` when the app
    /// decided the computer should move). Fails at once with
    /// `StalePosition` if the match has changed since, so a search that
    /// starts late (after an undo that a `cancel()` could not reach, because
    /// the search was not running yet) never plays for the wrong position.
    pub fn think_at(&self, level: AiLevel, revision: u64) -> Result<EngineMove> {
        self.think_settings(
            &SearchSettings::for_level(level.into()).with_seed(fresh_seed()),
            Some(revision),
        )
    }

    /// [`GameMatch::hint`] for the match as it was at `revision`, as
    /// [`GameMatch::think_at`].
    pub fn hint_at(&self, level: AiLevel, revision: u64) -> Result<EngineMove> {
        self.hint_settings(
            &SearchSettings::for_level(level.into()).with_seed(fresh_seed()),
            Some(revision),
        )
    }

    /// Hides the hint.
    pub fn clear_hint(&self) {
        self.clear_hint_inner();
    }

    /// Makes every running `think` or `hint` of this match return within
    /// milliseconds, with `Cancelled`. A search started later is not affected.
    pub fn cancel(&self) {
        self.cancel_searches();
    }

    /// Whether a `think` or `hint` of this match is searching now: from the
    /// moment it has taken its copy of the position until it returns.
    pub fn is_thinking(&self) -> bool {
        !self
            .searches
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .is_empty()
    }
}
