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
use boardlore_core::ai::{pool, Level, SearchSettings, MATE_BOUND};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// The longest a search given no limit at all runs: it is a search for the
/// best move, not an analysis that runs until cancelled.
pub const UNLIMITED_SEARCH_TIME: Duration = Duration::from_secs(30);

/// A match's claim on the process's engines ([`pool`]): its owner id, so
/// that its next search gets back its own table while that is idle, and a
/// lock, so that its searches take turns. No table is held between searches.
pub(crate) struct EngineSlot {
    owner: u64,
    turn: Mutex<()>,
}

impl Default for EngineSlot {
    fn default() -> Self {
        EngineSlot {
            owner: pool::new_owner(),
            turn: Mutex::new(()),
        }
    }
}

/// The levels a level picker offers for the game `game_id`, weakest first:
/// easy, medium, hard and expert for every game, and `Perfect` above them
/// for `bagh-chal` (without a loaded table it plays as expert, by search).
/// An unknown id gets the four.
#[uniffi::export]
pub fn computer_levels(game_id: String) -> Vec<Level> {
    boardlore_core::games::levels_offered(&game_id).to_vec()
}

/// The level a game `game_id` plays when `level` is asked for: `level`
/// when the game offers it, else the core's choice
/// (`screen::policy::offered_level`: the strongest offered level not above
/// it). The new-game form selects it, so the picker shows what will play.
#[uniffi::export]
pub fn offered_level(level: Level, game_id: String) -> Level {
    boardlore_core::screen::policy::offered_level(
        level,
        boardlore_core::games::levels_offered(&game_id),
    )
}

/// The levels Settings offers as the default level, weakest first: those
/// every game offers (`screen::policy::default_level_choices`).
#[uniffi::export]
pub fn default_level_choices() -> Vec<Level> {
    boardlore_core::screen::policy::default_level_choices()
}

/// The default level a stored setting names (`level_name`'s form), or the
/// core's default when it names none Settings offers; `""` reads as the
/// default, for a setting never written.
#[uniffi::export]
pub fn stored_default_level(stored: String) -> Level {
    boardlore_core::screen::policy::stored_default_level(&stored)
}

/// The default level when the person has chosen none
/// (`screen::policy::DEFAULT_LEVEL`).
#[uniffi::export]
pub fn default_level() -> Level {
    boardlore_core::screen::policy::DEFAULT_LEVEL
}

/// A level as settings store it: `expert`.
#[uniffi::export]
pub fn level_name(level: Level) -> String {
    level.name().to_string()
}

/// A level's name as players read it, in `language`: `Hard`. The level
/// pickers show it, so every screen names a level the same way.
#[uniffi::export]
pub fn level_title(level: Level, language: boardlore_core::i18n::Lang) -> String {
    level.title(language)
}

/// Explicit search limits, for tests and analysis; whichever limit comes
/// first ends the search. With no time limit the search is deterministic.
/// With no limit at all it stops after [`UNLIMITED_SEARCH_TIME`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Record)]
pub struct SearchLimits {
    /// Play in this level's style, starting from its budgets; `None` plays
    /// the best move found within the limits below.
    pub level: Option<Level>,
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

impl SearchLimits {
    /// The engine's settings for these limits: the level's budgets with
    /// the limits given on top, and [`UNLIMITED_SEARCH_TIME`] when no limit
    /// is given at all. Not exported: the calls that take limits use it.
    pub fn settings(&self) -> SearchSettings {
        let limits = self;
        let mut settings = match limits.level {
            Some(level) => SearchSettings::for_level(level),
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
        if settings.max_time.is_none()
            && settings.max_nodes.is_none()
            && settings.max_depth.is_none()
        {
            settings.max_time = Some(UNLIMITED_SEARCH_TIME);
        }
        settings.seed = limits.seed;
        settings
    }
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
    /// Registers a cancel flag for a search of the match as it is now, under
    /// the state lock: from here on, `cancel()` and every change of the
    /// record set the flag, whether the search has started or not.
    fn register_search(&self) -> Result<(Arc<AtomicBool>, u64)> {
        let state = self.lock();
        if state.session.outcome().is_some() {
            return Err(BoardloreError::GameOver);
        }
        let flag = Arc::new(AtomicBool::new(false));
        self.searches
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(Arc::clone(&flag));
        Ok((flag, state.revision()))
    }

    fn unregister_search(&self, flag: &Arc<AtomicBool>) {
        self.searches
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .retain(|f| !Arc::ptr_eq(f, flag));
    }

    /// Searches a copy of the current position; returns the result and the
    /// revision it was computed for.
    fn search(
        &self,
        settings: &SearchSettings,
        expected: Option<u64>,
    ) -> Result<(EngineMove, u64, usize)> {
        let (flag, revision) = self.register_search()?;
        // Unregisters even when the engine panics, so the match does not
        // look as if it were thinking for ever after.
        let _registered = Registered(self, &flag);
        if expected.is_some_and(|expected| expected != revision) {
            return Err(BoardloreError::StalePosition);
        }
        self.search_with(settings, revision, &flag)
    }

    /// Searches for the match as it was at `revision`, with `flag`
    /// registered since then.
    fn search_with(
        &self,
        settings: &SearchSettings,
        revision: u64,
        flag: &Arc<AtomicBool>,
    ) -> Result<(EngineMove, u64, usize)> {
        let (copy, legal) = {
            let state = self.lock();
            if state.revision() != revision {
                return Err(BoardloreError::StalePosition);
            }
            // A cancel that came after the request and before this point.
            if flag.load(Ordering::SeqCst) {
                return Err(BoardloreError::Cancelled);
            }
            (
                state.session.record().clone_box(),
                state.session.legal_moves().to_vec(),
            )
        };
        let thought = {
            let _turn = self
                .engine
                .turn
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            // Another search may have had the turn; this one may be stale or cancelled by now.
            if self.lock().revision() != revision {
                return Err(BoardloreError::StalePosition);
            }
            if flag.load(Ordering::SeqCst) {
                return Err(BoardloreError::Cancelled);
            }
            pool::with_engine(self.engine.owner, |engine| {
                crate::debug_hooks::panic_if_armed();
                copy.think(engine, settings, flag)
            })?
        };
        if self.lock().revision() != revision {
            return Err(BoardloreError::StalePosition);
        }
        if thought.cancelled || flag.load(Ordering::SeqCst) {
            return Err(BoardloreError::Cancelled);
        }
        let info = legal.get(thought.move_index).ok_or_else(|| {
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
            best: MoveDescription::new(info, info.side),
            score: thought.score,
            decisive: thought.score.abs() > MATE_BOUND,
            depth: thought.depth,
            nodes: thought.nodes,
            elapsed_ms: u64::try_from(thought.elapsed.as_millis()).unwrap_or(u64::MAX),
            principal_variation: thought.principal_variation,
        };
        Ok((answer, revision, thought.move_index))
    }

    fn think_settings(
        &self,
        settings: &SearchSettings,
        expected: Option<u64>,
    ) -> Result<EngineMove> {
        let found = self.search(settings, expected)?;
        self.conclude(SearchKind::Think, found)
    }

    fn hint_settings(
        &self,
        settings: &SearchSettings,
        expected: Option<u64>,
    ) -> Result<EngineMove> {
        let in_table = self.lock().session.record().table_value().is_some();
        let settings = settings.clone().for_hint(in_table);
        let found = self.search(&settings, expected)?;
        self.conclude(SearchKind::Hint, found)
    }

    /// Plays the move found, or shows it as the hint, if the match is still
    /// at the revision it was found for.
    fn conclude(
        &self,
        kind: SearchKind,
        (answer, revision, index): (EngineMove, u64, usize),
    ) -> Result<EngineMove> {
        match kind {
            SearchKind::Think => {
                let played = self.play_computer_move(revision, index)?;
                Ok(EngineMove {
                    best: played,
                    ..answer
                })
            }
            SearchKind::Hint => {
                self.set_hint(revision, answer.best.clone())?;
                Ok(answer)
            }
        }
    }
}

/// A search's cancel flag, registered with its match until dropped.
struct Registered<'a>(&'a GameMatch, &'a Arc<AtomicBool>);

impl Drop for Registered<'_> {
    fn drop(&mut self) {
        self.0.unregister_search(self.1);
    }
}

/// What a search does with the move it finds.
#[derive(Clone, Copy, Debug)]
enum SearchKind {
    /// Plays it.
    Think,
    /// Shows it as the hint.
    Hint,
}

/// A search asked for on the UI thread and run later on a background
/// thread ([`SearchJob::run`]). It belongs to the match as it was when it
/// was asked for: a [`GameMatch::cancel`] or a change of the match from
/// then on stops it, even one that comes before `run` has begun, which a
/// flag set by the caller around a plain `think` cannot guarantee.
#[derive(uniffi::Object)]
pub struct SearchJob {
    game: Arc<GameMatch>,
    kind: SearchKind,
    settings: SearchSettings,
    revision: u64,
    flag: Arc<AtomicBool>,
    /// Set once `run` has begun: a job runs at most once.
    started: AtomicBool,
}

impl std::fmt::Debug for SearchJob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SearchJob")
            .field("kind", &self.kind)
            .field("revision", &self.revision)
            .finish()
    }
}

impl SearchJob {
    fn ask(game: Arc<GameMatch>, kind: SearchKind, settings: SearchSettings) -> Result<Arc<Self>> {
        let (flag, revision) = game.register_search()?;
        Ok(Arc::new(SearchJob {
            game,
            kind,
            settings,
            revision,
            flag,
            started: AtomicBool::new(false),
        }))
    }
}

#[uniffi::export]
impl SearchJob {
    /// Searches and then plays the move (a job from
    /// [`GameMatch::request_think`]) or shows it as the hint (from
    /// [`GameMatch::request_hint`]). Blocks: call it on a background thread.
    /// Fails with `Cancelled` if the job was cancelled, before or during the
    /// search, with `StalePosition` if the match changed since the request
    /// (nothing is played then), and with `Cancelled` on a second call.
    pub fn run(&self) -> Result<EngineMove> {
        if self.started.swap(true, Ordering::SeqCst) {
            return Err(BoardloreError::Cancelled);
        }
        let found = {
            // Unregisters even when the engine panics, so the match does not
            // look as if it were thinking until the job is dropped.
            let _registered = Registered(&self.game, &self.flag);
            self.game
                .search_with(&self.settings, self.revision, &self.flag)
        };
        self.game.conclude(self.kind, found?)
    }

    /// Stops this job: at once if it is running, and before it starts if it
    /// has not (its `run` then fails with `Cancelled`).
    pub fn cancel(&self) {
        self.flag.store(true, Ordering::SeqCst);
    }

    /// The match revision this job searches for.
    pub fn revision(&self) -> u64 {
        self.revision
    }
}

impl Drop for SearchJob {
    /// A job dropped without running no longer counts as thinking.
    fn drop(&mut self) {
        self.game.unregister_search(&self.flag);
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
    pub fn think(&self, level: Level) -> Result<EngineMove> {
        self.think_settings(
            &SearchSettings::for_level(level).with_seed(fresh_seed()),
            None,
        )
    }

    /// [`GameMatch::think`] under explicit limits.
    pub fn think_with(&self, limits: SearchLimits) -> Result<EngineMove> {
        self.think_settings(&limits.settings(), None)
    }

    /// A suggested move for the side to move, found like
    /// [`GameMatch::think`] but not played: the board highlights it
    /// (`hint` flags) until the match changes.
    pub fn hint(&self, level: Level) -> Result<EngineMove> {
        self.hint_settings(
            &SearchSettings::for_level(level).with_seed(fresh_seed()),
            None,
        )
    }

    /// [`GameMatch::hint`] under explicit limits.
    pub fn hint_with(&self, limits: SearchLimits) -> Result<EngineMove> {
        self.hint_settings(&limits.settings(), None)
    }

    /// [`GameMatch::think`] for the match as it was at `revision` (read with
    /// [`GameMatch::revision`] or from `BoardState.revision` when the app
    /// decided the computer should move). Fails at once with
    /// `StalePosition` if the match has changed since, so a search that
    /// starts late (after an undo that a `cancel()` could not reach, because
    /// the search was not running yet) never plays for the wrong position.
    pub fn think_at(&self, level: Level, revision: u64) -> Result<EngineMove> {
        self.think_settings(
            &SearchSettings::for_level(level).with_seed(fresh_seed()),
            Some(revision),
        )
    }

    /// Asks for the computer's move at `level` for the match as it is now,
    /// to be searched and played by [`SearchJob::run`] on a background
    /// thread. From this call on, [`GameMatch::cancel`] (or any change of
    /// the match) stops the job, even before `run` starts. Fails with
    /// `GameOver`.
    pub fn request_think(self: Arc<Self>, level: Level) -> Result<Arc<SearchJob>> {
        let settings = SearchSettings::for_level(level).with_seed(fresh_seed());
        SearchJob::ask(self, SearchKind::Think, settings)
    }

    /// [`GameMatch::request_think`] under explicit limits.
    pub fn request_think_with(self: Arc<Self>, limits: SearchLimits) -> Result<Arc<SearchJob>> {
        SearchJob::ask(self, SearchKind::Think, limits.settings())
    }

    /// The level a hint is searched at for this match's seats, the core's
    /// policy (`screen::policy::hint_level`): never below hard, never below
    /// the computer's own level.
    pub fn hint_level(&self) -> Level {
        boardlore_core::screen::policy::hint_level(&self.seats())
    }

    /// Asks for a hint at `level`, as [`GameMatch::request_think`]; its
    /// `run` shows the move found as the hint instead of playing it.
    pub fn request_hint(self: Arc<Self>, level: Level) -> Result<Arc<SearchJob>> {
        let in_table = self.lock().session.record().table_value().is_some();
        let settings = SearchSettings::for_level(level)
            .with_seed(fresh_seed())
            .for_hint(in_table);
        SearchJob::ask(self, SearchKind::Hint, settings)
    }

    /// Makes every running `think` or `hint` of this match return within
    /// milliseconds, with `Cancelled`, and every [`SearchJob`] asked for
    /// and not yet run fail with `Cancelled` when it runs. A search asked
    /// for later is not affected.
    pub fn cancel(&self) {
        self.cancel_searches();
    }

    /// Whether a `think` or `hint` of this match is searching now, or a
    /// [`SearchJob`] has been asked for and has neither returned nor been
    /// dropped.
    pub fn is_thinking(&self) -> bool {
        !self
            .searches
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .is_empty()
    }
}
