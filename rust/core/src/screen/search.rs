//! A search job of the game screen, prepared under the screen's lock and
//! run by the platform on a thread of its own, without the lock.

use super::action::{GameAction, SearchFailure};
use crate::ai::{pool, SearchSettings};
use crate::AnyMatch;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::AtomicBool;

/// A copy of the position to search, with the settings of the job.
#[derive(Debug)]
pub struct PreparedSearch {
    /// The job's number, as its `StartSearch` named it.
    pub job: u64,
    pub(super) record: Box<dyn AnyMatch>,
    pub(super) settings: SearchSettings,
}

impl PreparedSearch {
    /// Runs the search with the engine lent to `owner` (see
    /// [`pool::new_owner`]) until it ends or `cancel` is set, and returns
    /// the action that reports its result to the screen. A panic in the
    /// engine is reported as an engine failure, so the screen can retry.
    pub fn run(&self, owner: u64, cancel: &AtomicBool) -> GameAction {
        let job = self.job;
        let thought = catch_unwind(AssertUnwindSafe(|| {
            pool::with_engine(owner, |engine| {
                self.record.think(engine, &self.settings, cancel)
            })
        }));
        let failed = |message: String| GameAction::SearchFailed {
            job,
            failure: SearchFailure::Engine { message },
        };
        match thought {
            Err(panic) => failed(
                panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "the engine stopped".to_string()),
            ),
            Ok(Err(error)) => failed(error.to_string()),
            Ok(Ok(thought)) if thought.cancelled => GameAction::SearchFailed {
                job,
                failure: SearchFailure::Cancelled,
            },
            Ok(Ok(thought)) => GameAction::SearchFound {
                job,
                move_index: u32::try_from(thought.move_index).unwrap_or(u32::MAX),
                notation: thought.notation,
            },
        }
    }
}
