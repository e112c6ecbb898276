//! The game screen through the API: the core's [`GameScreen`] behind a
//! lock, its search jobs run on the calling thread with a cancel flag, its
//! saves made in the [`GameStore`]. Nothing is decided here: every rule and
//! policy is the core's (`boardlore_core::screen`).

use crate::error::{BoardloreError, Result};
use crate::store::GameStore;
use boardlore_core::ai::pool;
use boardlore_core::ai::Level;
use boardlore_core::i18n::Lang;
use boardlore_core::screen::scenario::{self, GameScenarioOpen, ScenarioFile};
use boardlore_core::screen::{
    GameAction, GameEffect, GameFrame, GameScreen, GameSetup, GameUpdate, KeptGame, SearchBudget,
};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// The game screen: send it every action ([`GameScreenHandle::act`]),
/// draw the frame it answers with and carry out its effects, in order.
#[derive(uniffi::Object)]
pub struct GameScreenHandle {
    screen: Mutex<GameScreen>,
    /// The cancel flags of the jobs running now, by job.
    running: Mutex<Vec<(u64, Arc<AtomicBool>)>>,
    /// This screen's claim on the process's engines.
    owner: u64,
}

impl std::fmt::Debug for GameScreenHandle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameScreenHandle").finish_non_exhaustive()
    }
}

/// A seed that differs from search to search, so the easy level varies
/// where no fixed budget is set.
fn fresh_seed() -> u64 {
    use std::time::{SystemTime, UNIX_EPOCH};
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0x5EED)
}

impl GameScreenHandle {
    fn wrap(screen: GameScreen) -> Arc<GameScreenHandle> {
        Arc::new(GameScreenHandle {
            screen: Mutex::new(screen),
            running: Mutex::new(Vec::new()),
            owner: pool::new_owner(),
        })
    }

    fn lock(&self) -> MutexGuard<'_, GameScreen> {
        self.screen.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn flags(&self) -> MutexGuard<'_, Vec<(u64, Arc<AtomicBool>)>> {
        self.running.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[uniffi::export]
impl GameScreenHandle {
    /// A new game under `setup`, its texts in `language`.
    /// Send `Shown` when the screen shows.
    #[uniffi::constructor]
    pub fn new(setup: GameSetup, language: Lang) -> Result<Arc<GameScreenHandle>> {
        Ok(Self::wrap(GameScreen::new(&setup, language)?))
    }

    /// The game in progress in `save` (a new game, with the error shown,
    /// when it cannot be read; see the core's `screen::policy`).
    #[uniffi::constructor]
    pub fn resume(
        save: String,
        game_id: String,
        fallback_level: Level,
        language: Lang,
        budget: Option<SearchBudget>,
    ) -> Result<Arc<GameScreenHandle>> {
        let screen = GameScreen::resume(&save, &game_id, fallback_level, language, budget)?;
        Ok(Self::wrap(screen))
    }

    /// The game in progress of `game_id` kept in `store`, or a new game
    /// against the computer at `fallback_level` when none is kept (the
    /// core's `GameScreen::open_kept` decides).
    #[uniffi::constructor]
    pub fn resume_from(
        store: Arc<GameStore>,
        game_id: String,
        fallback_level: Level,
        language: Lang,
    ) -> Result<Arc<GameScreenHandle>> {
        let kept = match store.lock().autosaved(&game_id) {
            Ok(Some(save)) => KeptGame::Save(save),
            Ok(None) => KeptGame::Nothing,
            Err(_) => KeptGame::Unreadable,
        };
        let screen = GameScreen::open_kept(kept, &game_id, fallback_level, language, None)?;
        Ok(Self::wrap(screen))
    }

    /// Takes one action; answers with the frame to draw and the effects to
    /// carry out. A `CancelSearch` effect has already set its job's flag.
    pub fn act(&self, action: GameAction) -> GameUpdate {
        let update = self.lock().act(action);
        for effect in &update.effects {
            if let GameEffect::CancelSearch { job } = effect {
                self.cancel_search(*job);
            }
        }
        update
    }

    /// The frame as it stands.
    pub fn frame(&self) -> GameFrame {
        self.lock().frame()
    }

    /// Runs search job `job` here, on the calling thread (an engine
    /// thread), without holding the screen; returns the action that
    /// reports its result, to pass to `act` (on the screen's thread).
    pub fn run_search(&self, job: u64) -> GameAction {
        let cancelled = GameAction::SearchFailed {
            job,
            failure: boardlore_core::screen::SearchFailure::Cancelled,
        };
        let flag = Arc::new(AtomicBool::new(false));
        // The flag is registered under the screen's lock, so a cancel the
        // screen decides after this point finds it.
        let prepared = {
            let screen = self.lock();
            let prepared = screen.prepare_search(job, fresh_seed());
            if prepared.is_some() {
                self.flags().push((job, Arc::clone(&flag)));
            }
            prepared
        };
        let Some(search) = prepared else {
            return cancelled;
        };
        // The apps' tests make the engine fail through the debug hook; a
        // failure comes back as the screen's action, as a real one does.
        let result = if std::panic::catch_unwind(crate::debug_hooks::panic_if_armed).is_err() {
            GameAction::SearchFailed {
                job,
                failure: boardlore_core::screen::SearchFailure::Engine {
                    message: "debug_panic_in_next_search".to_string(),
                },
            }
        } else {
            search.run(self.owner, &flag)
        };
        self.flags().retain(|(_, f)| !Arc::ptr_eq(f, &flag));
        result
    }

    /// Stops search job `job` if it runs; its result comes back cancelled.
    pub fn cancel_search(&self, job: u64) {
        for (_, flag) in self.flags().iter().filter(|(j, _)| *j == job) {
            flag.store(true, Ordering::SeqCst);
        }
    }

    /// Carries out a `Save` effect in `store`; returns the action that
    /// reports it, to pass to `act`.
    pub fn save_to(&self, store: Arc<GameStore>, save: String) -> GameAction {
        let saved = store.lock().autosave(&save).map_err(BoardloreError::from);
        match saved {
            Ok(done) => GameAction::SaveDone {
                finished_game_id: done.finished,
            },
            Err(error) => GameAction::SaveFailed {
                message: error.to_string(),
            },
        }
    }
}

fn bad(message: String) -> BoardloreError {
    BoardloreError::CorruptSave(message)
}

/// Reads a scenario file (a JSON file of `tests/scenarios`).
#[uniffi::export]
pub fn scenario_read(text: String) -> Result<ScenarioFile> {
    scenario::read(&text).map_err(bad)
}

/// Reads a game scenario's opening.
#[uniffi::export]
pub fn game_scenario_open(open: String) -> Result<GameScenarioOpen> {
    scenario::game_open(&open).map_err(bad)
}

/// A scenario step's action for the game screen showing `frame`.
#[uniffi::export]
pub fn game_scenario_action(step: String, frame: GameFrame) -> Result<GameAction> {
    scenario::game_action(&step, &frame).map_err(bad)
}

/// One (action, frame, effects) record as the core serialises it, for
/// comparing with an expected-frames file.
#[uniffi::export]
pub fn game_record_json(action: GameAction, update: GameUpdate) -> String {
    scenario::game_record(&action, &update).to_string()
}

/// The records of an expected-frames file, each as compact JSON.
#[uniffi::export]
pub fn scenario_expected_records(text: String) -> Result<Vec<String>> {
    scenario::expected_records(&text).map_err(bad)
}

/// The first field where `actual` differs from `expected`; `None` if equal.
#[uniffi::export]
pub fn scenario_first_difference(expected: String, actual: String) -> Option<String> {
    scenario::first_difference(&expected, &actual)
}
