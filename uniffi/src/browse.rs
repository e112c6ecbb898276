//! Stepping through a game with its review: the [`BrowserScreenHandle`],
//! a thin lock around the core's browser screen
//! ([`boardlore_core::after::BrowserScreen`]), which makes every choice
//! (the board at each ply, the arrows, the caption, the rows and their
//! labels, the way up, when the review runs) and whose own
//! [`BrowserFrame`] the apps draw with the game screen's board view. The
//! handle adds what needs a store, `Arc` or a thread: it reads a finished
//! game and its kept review from the store, and runs the review job the
//! screen asks for ([`BrowserScreenHandle::run_review`], on the app's
//! background thread).

use crate::error::{BoardloreError, Result};
use crate::session::GameMatch;
use crate::store::{GameReviewView, GameStore, ReviewJob, ReviewProgress};
use boardlore_core::after::screen as scenario;
use boardlore_core::after::{
    BrowseError, BrowserAction, BrowserEffect, BrowserFrame, BrowserOpen, BrowserScreen,
    BrowserUpdate, Note,
};
use boardlore_core::screen::SearchFailure;
use boardlore_core::session::Session;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// The notes of a review as the store gives it.
fn notes(review: &GameReviewView) -> Vec<Note> {
    review
        .moves
        .iter()
        .map(|m| Note {
            ply: m.ply,
            played: m.played.notation.clone(),
            label: m.label,
            better: m.better.as_ref().map(|b| b.notation.clone()),
        })
        .collect()
}

fn guard<T>(lock: &Mutex<T>) -> MutexGuard<'_, T> {
    lock.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The browser screen: actions in, the frame and the effects out. Holds its
/// own copy of the game. The apps draw `BrowserFrame.squares` with the game
/// screen's board view, forward the person's input as `BrowserAction`s,
/// and carry out `StartReview` by calling [`BrowserScreenHandle::run_review`]
/// on a background thread (`CancelReview` the handle carries out itself).
#[derive(uniffi::Object)]
pub struct BrowserScreenHandle {
    screen: Mutex<BrowserScreen>,
    store: Option<Arc<GameStore>>,
    /// The review jobs asked for and not yet run to their end, by number.
    jobs: Mutex<HashMap<u64, Arc<ReviewJob>>>,
}

impl std::fmt::Debug for BrowserScreenHandle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BrowserScreenHandle").finish()
    }
}

impl BrowserScreenHandle {
    /// The job `StartReview` asks for: kept in the store under the finished
    /// game's id when there is one, else of this copy, kept nowhere.
    fn review_job(
        &self,
        level: boardlore_core::ai::Level,
        id: Option<i64>,
    ) -> Result<Arc<ReviewJob>> {
        let (save, lang) = {
            let screen = guard(&self.screen);
            (screen.session().save(), screen.language())
        };
        match (&self.store, id) {
            (Some(store), Some(id)) => Arc::clone(store).request_review(id, level, lang),
            _ => GameMatch::wrap(Session::restore(&save)?).request_review(level, lang),
        }
    }

    /// Carries out what the handle does itself: a `StartReview`'s job made
    /// ready for `run_review`, a `CancelReview`'s job stopped.
    fn carry_out(&self, update: &BrowserUpdate) -> Vec<BrowserAction> {
        let mut reports = Vec::new();
        for effect in &update.effects {
            match effect {
                BrowserEffect::StartReview {
                    job,
                    level,
                    finished_game_id,
                } => match self.review_job(*level, *finished_game_id) {
                    Ok(review) => {
                        guard(&self.jobs).insert(*job, review);
                    }
                    Err(e) => reports.push(BrowserAction::ReviewFailed {
                        job: *job,
                        failure: SearchFailure::Engine {
                            message: e.to_string(),
                        },
                    }),
                },
                BrowserEffect::CancelReview { job } => {
                    if let Some(review) = guard(&self.jobs).remove(job) {
                        review.cancel();
                    }
                }
            }
        }
        reports
    }
}

#[uniffi::export]
impl BrowserScreenHandle {
    /// The browser `open` asks for: of its `save`, or else of the finished
    /// game `finished_game_id` of `store`, with the review `store` keeps of
    /// it. Fails with `NoGame` when neither is there, `NoSuchMove` when
    /// `open.ply` is past the last move.
    #[uniffi::constructor]
    pub fn new(
        open: BrowserOpen,
        store: Option<Arc<GameStore>>,
    ) -> std::result::Result<Arc<BrowserScreenHandle>, BrowseError> {
        let lang = open.language;
        let stored = store.as_ref().zip(open.finished_game_id);
        let save = match (&open.save, stored) {
            (Some(save), _) => save.clone(),
            (None, Some((store, id))) => match store.open_game(id) {
                Ok(game) => game.save(),
                Err(e) => {
                    log::warn!("browse: game {id} of the store: {e}");
                    return Err(BrowseError::no_game(lang));
                }
            },
            (None, None) => return Err(BrowseError::no_game(lang)),
        };
        let kept = stored
            .and_then(|(store, id)| match store.review(id, lang) {
                Ok(review) => review,
                Err(e) => {
                    log::warn!("browse: kept review of game {id}: {e}");
                    None
                }
            })
            .map(|review| notes(&review))
            .unwrap_or_default();
        let screen = BrowserScreen::new(&open, &save, &kept)?;
        Ok(Arc::new(BrowserScreenHandle {
            screen: Mutex::new(screen),
            store,
            jobs: Mutex::new(HashMap::new()),
        }))
    }

    /// The frame shown now.
    pub fn frame(&self) -> BrowserFrame {
        guard(&self.screen).frame()
    }

    /// Takes one action and answers with the frame and the effects (the
    /// handle has already made a `StartReview`'s job ready and stopped a
    /// `CancelReview`'s).
    pub fn act(&self, action: BrowserAction) -> BrowserUpdate {
        let mut update = guard(&self.screen).act(action);
        for report in self.carry_out(&update) {
            let next = guard(&self.screen).act(report);
            update.frame = next.frame;
            update.effects.extend(next.effects);
        }
        update
    }

    /// Runs review job `job` (a `StartReview`'s). Blocks until it ends:
    /// call it on a background thread, then send the action it answers
    /// (`ReviewFound`, or `ReviewFailed`, also for a job cancelled
    /// meanwhile, which the screen then drops) to [`BrowserScreenHandle::act`].
    pub fn run_review(&self, job: u64) -> BrowserAction {
        let review = guard(&self.jobs).get(&job).cloned();
        let result = match review {
            Some(review) => review.run(),
            None => Err(BoardloreError::Cancelled),
        };
        guard(&self.jobs).remove(&job);
        match result {
            Ok(review) => BrowserAction::ReviewFound {
                job,
                notes: notes(&review),
            },
            Err(BoardloreError::Cancelled) => BrowserAction::ReviewFailed {
                job,
                failure: SearchFailure::Cancelled,
            },
            Err(e) => BrowserAction::ReviewFailed {
                job,
                failure: SearchFailure::Engine {
                    message: e.to_string(),
                },
            },
        }
    }

    /// How far the running review is, while one runs.
    pub fn review_progress(&self) -> Option<ReviewProgress> {
        let job = guard(&self.screen).running_review()?;
        guard(&self.jobs).get(&job).map(|review| review.progress())
    }

    /// The whole game as text to share: a finished game's from the store
    /// (with its review's comments once reviewed), else this copy's.
    pub fn share_text(&self) -> String {
        let (id, lang, own) = {
            let screen = guard(&self.screen);
            let id = screen.finished_game_id();
            (id, screen.language(), screen.session().share_text())
        };
        if let (Some(store), Some(id)) = (&self.store, id) {
            match store.share_text(id, lang) {
                Ok(text) => return text,
                Err(e) => log::warn!("browse: share text of game {id}: {e}"),
            }
        }
        own
    }
}

/// Reads a browser scenario's opening (the `open` of a scenario file).
#[uniffi::export]
pub fn browser_scenario_open(open: String) -> Result<BrowserOpen> {
    scenario::scenario_open(&open).map_err(BoardloreError::CorruptSave)
}

/// A browser scenario step's action.
#[uniffi::export]
pub fn browser_scenario_action(step: String) -> Result<BrowserAction> {
    scenario::scenario_action(&step).map_err(BoardloreError::CorruptSave)
}

/// One (action, frame, effects) of the browser screen as the core
/// serialises it, for the scenario runners to compare with an
/// expected-frames file.
#[uniffi::export]
pub fn browser_record_json(action: BrowserAction, update: BrowserUpdate) -> String {
    scenario::scenario_record(&action, &update).to_string()
}
