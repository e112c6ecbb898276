//! Learning to play, for the apps: the trainer screen ([`TrainerScreen`],
//! the core's [`Trainer`] behind a lock), the lists of a game's lesson
//! steps and puzzles, and the player's progress ([`LearnProgress`]). The
//! core decides everything; every type that crosses is the core's own.

use crate::error::BoardloreError;
use boardlore_core::i18n::Lang;
use boardlore_core::learn::{self, Lesson, Progress, ProgressRecord, PuzzleSummary, StepView};
use boardlore_core::screen::scenario::{self, TrainerScenarioOpen};
use boardlore_core::screen::{
    Trainer, TrainerAction, TrainerContent, TrainerError, TrainerFrame, TrainerUpdate,
};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

type Result<T> = std::result::Result<T, BoardloreError>;

impl From<TrainerError> for BoardloreError {
    fn from(e: TrainerError) -> Self {
        match e {
            TrainerError::Lesson(learn::LessonError::UnknownGame(id)) => {
                BoardloreError::UnknownGame(id)
            }
            TrainerError::NoPuzzle(_) | TrainerError::Puzzle(_) => {
                BoardloreError::BadPosition(e.to_string())
            }
            TrainerError::Lesson(_) => BoardloreError::Internal(e.to_string()),
        }
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The trainer screen: a lesson step or a puzzle. Send it every action
/// ([`TrainerScreen::act`]), draw the frame it answers with and carry out
/// its effects in order.
#[derive(uniffi::Object, Debug)]
pub struct TrainerScreen {
    trainer: Mutex<Trainer>,
}

#[uniffi::export]
impl TrainerScreen {
    /// Opens `content`, speaking `language` (a tag: `fr`, `pt-BR`).
    #[uniffi::constructor]
    pub fn new(content: TrainerContent, language: Lang) -> Result<Arc<TrainerScreen>> {
        let trainer = Trainer::open(&content, language)?;
        Ok(Arc::new(TrainerScreen {
            trainer: Mutex::new(trainer),
        }))
    }

    /// The frame to draw now.
    pub fn frame(&self) -> TrainerFrame {
        lock(&self.trainer).frame()
    }

    /// Takes an action; returns the new frame and the effects to carry out.
    pub fn act(&self, action: TrainerAction) -> TrainerUpdate {
        lock(&self.trainer).act(action)
    }
}

/// Reads a trainer scenario's opening (the `open` of a scenario file).
#[uniffi::export]
pub fn trainer_scenario_open(open: String) -> Result<TrainerScenarioOpen> {
    scenario::trainer_open(&open).map_err(BoardloreError::CorruptSave)
}

/// A trainer scenario step's action; a square named in it (`"c3"`) is
/// found on `frame`'s board.
#[uniffi::export]
pub fn trainer_scenario_action(step: String, frame: TrainerFrame) -> Result<TrainerAction> {
    scenario::trainer_action(&step, &frame).map_err(BoardloreError::CorruptSave)
}

/// One (action, frame, effects) record of the trainer as the core
/// serialises it, for the scenario runners to compare with an
/// expected-frames file after it crossed the bindings.
#[uniffi::export]
pub fn trainer_record_json(action: TrainerAction, update: TrainerUpdate) -> String {
    scenario::trainer_record(&action, &update).to_string()
}

/// Every step of `game_id`'s lesson, for the list, in `language`.
#[uniffi::export]
pub fn lesson_steps(game_id: String, language: Lang) -> Result<Vec<StepView>> {
    Ok(Lesson::steps(&game_id, language).map_err(TrainerError::Lesson)?)
}

/// The shipped puzzles of `game_id`, easiest first, in `language`.
#[uniffi::export]
pub fn puzzle_list(game_id: String, language: Lang) -> Result<Vec<PuzzleSummary>> {
    let set = learn::puzzles(&game_id).map_err(|_| BoardloreError::UnknownGame(game_id))?;
    let lang = language;
    Ok(set.iter().map(|p| p.summary(lang)).collect())
}

/// The player's learning progress: lesson steps passed, puzzles solved and
/// a rating per game. The app keeps it in the game store
/// (`GameStore::save_learn_progress`, `GameStore::learn_progress`).
#[derive(uniffi::Object, Debug)]
pub struct LearnProgress {
    progress: Mutex<Progress>,
}

impl LearnProgress {
    /// Progress made of the core's (what a store read).
    pub(crate) fn from_progress(progress: Progress) -> Arc<LearnProgress> {
        Arc::new(LearnProgress {
            progress: Mutex::new(progress),
        })
    }

    /// Each game's progress as JSON, by game id (what a store keeps).
    pub(crate) fn per_game_json(&self) -> Vec<(String, String)> {
        lock(&self.progress).per_game_json()
    }
}

#[uniffi::export]
impl LearnProgress {
    /// Progress from saved JSON; empty progress from empty or unreadable text.
    #[uniffi::constructor]
    pub fn new(json: String) -> Arc<LearnProgress> {
        Arc::new(LearnProgress {
            progress: Mutex::new(Progress::from_json(&json)),
        })
    }

    /// The progress as JSON, to keep.
    pub fn to_json(&self) -> String {
        lock(&self.progress).to_json()
    }

    /// The puzzle rating in `game_id`.
    pub fn rating(&self, game_id: String) -> i32 {
        lock(&self.progress).game(&game_id).rating
    }

    /// How many of `game_id`'s puzzles are solved.
    pub fn solved_count(&self, game_id: String) -> u32 {
        lock(&self.progress).game(&game_id).solved.len() as u32
    }

    /// Whether the puzzle `puzzle_id` of `game_id` is solved.
    pub fn is_solved(&self, game_id: String, puzzle_id: String) -> bool {
        lock(&self.progress)
            .game(&game_id)
            .solved
            .contains(&puzzle_id)
    }

    /// The lesson steps of `game_id` passed (from 0).
    pub fn lesson_steps_passed(&self, game_id: String) -> Vec<u32> {
        lock(&self.progress)
            .game(&game_id)
            .lesson_steps
            .iter()
            .map(|&s| s as u32)
            .collect()
    }

    /// Keeps what a trainer's `Record` effect names; returns the new rating
    /// after a puzzle (send it back as the trainer's `Recorded`).
    pub fn record(&self, record: ProgressRecord) -> Option<i32> {
        lock(&self.progress).record(&record)
    }

    /// The puzzle to offer next in `game_id`: unsolved, nearest the rating.
    pub fn next_puzzle(&self, game_id: String, language: Lang) -> Option<PuzzleSummary> {
        let set = learn::puzzles(&game_id).ok()?;
        lock(&self.progress)
            .next_puzzle(&set)
            .map(|p| p.summary(language))
    }
}
