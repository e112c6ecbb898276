//! Learning to play, for the apps: a game's lessons ([`LearnLesson`]), its
//! puzzles ([`puzzle_list`], [`PuzzleSession`]) and the player's progress
//! ([`LearnProgress`]). The core judges every move and writes every
//! sentence; an app draws the position (a [`crate::GameMatch`] made with
//! `from_position` serves for the board and taps) and forwards the move.
//! Every text is in the language of [`crate::set_language`] at the time
//! the lesson or puzzle starts (the list's theme names: at the call).

use crate::error::BoardloreError;
use crate::records::MoveDescription;
use boardlore_core::learn::{
    self, Lesson, LessonError, Progress, PuzzleRun, PuzzleVerdict, Verdict, VerifyError,
};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

type Result<T> = std::result::Result<T, BoardloreError>;

impl From<LessonError> for BoardloreError {
    fn from(e: LessonError) -> Self {
        match e {
            LessonError::UnknownGame(id) => BoardloreError::UnknownGame(id),
            other => BoardloreError::Internal(other.to_string()),
        }
    }
}

impl From<VerifyError> for BoardloreError {
    fn from(e: VerifyError) -> Self {
        BoardloreError::BadPosition(e.to_string())
    }
}

/// A lesson step as the screen shows it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LessonStepView {
    /// The step's number, from 0.
    pub index: u32,
    /// How many steps the lesson has.
    pub count: u32,
    /// The step's title.
    pub title: String,
    /// The one-sentence goal.
    pub goal: String,
    /// The current position string (draw it with `GameMatch.from_position`).
    pub position: String,
    /// Whether it is a challenge against the computer.
    pub is_challenge: bool,
    /// Whether the step is passed.
    pub passed: bool,
    /// The player's moves left in a challenge.
    pub moves_left: Option<u32>,
}

/// How the core judged a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum LessonVerdict {
    /// Not a legal move; the position is unchanged.
    Refused,
    /// Legal, but not what the step asks; the position is unchanged.
    Wrong,
    /// The step is passed.
    Passed,
    /// The challenge goes on: the computer replied.
    Continue,
    /// The challenge was lost; the step starts again.
    Failed,
}

/// The answer to a lesson move.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LessonAttempt {
    /// The judgement.
    pub verdict: LessonVerdict,
    /// What to tell the player (why a move was refused or wrong, too).
    pub message: String,
    /// The computer's reply in a challenge.
    pub reply: Option<MoveDescription>,
    /// The position now.
    pub position: String,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// One game's lesson in progress.
#[derive(uniffi::Object, Debug)]
pub struct LearnLesson {
    lesson: Mutex<Lesson>,
}

fn step_view(lesson: &Lesson) -> LessonStepView {
    let v = lesson.view();
    LessonStepView {
        index: v.index as u32,
        count: v.count as u32,
        title: v.title,
        goal: v.goal,
        position: v.position,
        is_challenge: v.is_challenge,
        passed: v.passed,
        moves_left: v.moves_left,
    }
}

#[uniffi::export]
impl LearnLesson {
    /// The lesson of `game_id`, at its first step, in the current language.
    #[uniffi::constructor]
    pub fn new(game_id: String) -> Result<Arc<LearnLesson>> {
        let mut lesson = Lesson::new(&game_id)?;
        lesson.set_language(crate::language::current());
        Ok(Arc::new(LearnLesson {
            lesson: Mutex::new(lesson),
        }))
    }

    /// The game's id.
    pub fn game_id(&self) -> String {
        lock(&self.lesson).game().to_string()
    }

    /// The current step.
    pub fn step(&self) -> LessonStepView {
        step_view(&lock(&self.lesson))
    }

    /// Judges the player's move (any accepted notation) and plays it when it
    /// passes; in a challenge the computer answers at once (a small search).
    pub fn play(&self, notation: String) -> LessonAttempt {
        let mut lesson = lock(&self.lesson);
        let a = lesson.play(&notation);
        LessonAttempt {
            verdict: match a.verdict {
                Verdict::Refused => LessonVerdict::Refused,
                Verdict::Wrong => LessonVerdict::Wrong,
                Verdict::Passed => LessonVerdict::Passed,
                Verdict::Continue => LessonVerdict::Continue,
                Verdict::Failed => LessonVerdict::Failed,
            },
            message: a.message,
            reply: a.reply.as_ref().map(|r| MoveDescription::new(r, r.side)),
            position: lesson.session().record().position_text(),
        }
    }

    /// A move that passes the step, as a sentence (`Try c3xc5.`).
    pub fn hint(&self) -> Option<String> {
        lock(&self.lesson).hint_text()
    }

    /// The move [`LearnLesson::hint`] suggests, in notation, for showing it.
    pub fn hint_move(&self) -> Option<String> {
        lock(&self.lesson).hint()
    }

    /// Starts the current step again.
    pub fn retry(&self) -> Result<()> {
        Ok(lock(&self.lesson).retry()?)
    }

    /// Goes on to the next step; `false` after the last.
    pub fn next_step(&self) -> Result<bool> {
        Ok(lock(&self.lesson).next_step()?)
    }

    /// Goes to step `index` (from 0).
    pub fn go_to(&self, index: u32) -> Result<()> {
        Ok(lock(&self.lesson).go_to(index as usize)?)
    }
}

/// A puzzle as a list shows it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleSummary {
    /// Its id: `bobail-017`.
    pub id: String,
    /// The game's id.
    pub game_id: String,
    /// The theme's id: `chain-capture`.
    pub theme: String,
    /// The theme's name: `Chain capture`.
    pub theme_name: String,
    /// 1 to 5.
    pub difficulty: u8,
    /// The start position.
    pub position: String,
    /// How many moves the solver plays.
    pub solver_moves: u32,
}

fn summary(p: &learn::Puzzle) -> PuzzleSummary {
    PuzzleSummary {
        id: p.id.clone(),
        game_id: p.game.clone(),
        theme: p.theme.id().to_string(),
        theme_name: p.theme.name(crate::language::current()),
        difficulty: p.difficulty,
        position: p.position.clone(),
        solver_moves: p.solver_moves() as u32,
    }
}

/// The shipped puzzles of `game_id`, easiest first.
#[uniffi::export]
pub fn puzzle_list(game_id: String) -> Result<Vec<PuzzleSummary>> {
    let set = learn::puzzles(&game_id).map_err(|_| BoardloreError::UnknownGame(game_id))?;
    Ok(set.iter().map(summary).collect())
}

/// How the core judged a puzzle move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PuzzleMoveVerdict {
    /// Not a legal move; nothing changed.
    Refused,
    /// Legal, but not the solution; nothing changed.
    Wrong,
    /// Right; the forced reply was played.
    Correct,
    /// Right, and solved.
    Solved,
}

/// The answer to a puzzle move.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleMoveResult {
    /// The judgement.
    pub verdict: PuzzleMoveVerdict,
    /// What to tell the player.
    pub message: String,
    /// The opponent's reply, played after a correct move.
    pub reply: Option<MoveDescription>,
    /// The position now.
    pub position: String,
}

/// A puzzle being solved.
#[derive(uniffi::Object, Debug)]
pub struct PuzzleSession {
    run: Mutex<PuzzleRun>,
}

#[uniffi::export]
impl PuzzleSession {
    /// Starts the shipped puzzle `puzzle_id`, in the current language.
    #[uniffi::constructor]
    pub fn new(puzzle_id: String) -> Result<Arc<PuzzleSession>> {
        let puzzle = learn::find_puzzle(&puzzle_id)
            .ok_or_else(|| BoardloreError::BadPosition(format!("no puzzle {puzzle_id:?}")))?;
        let mut run = PuzzleRun::new(puzzle)?;
        run.set_language(crate::language::current());
        Ok(Arc::new(PuzzleSession {
            run: Mutex::new(run),
        }))
    }

    /// The puzzle.
    pub fn summary(&self) -> PuzzleSummary {
        summary(lock(&self.run).puzzle())
    }

    /// `White to play: find the best move.`
    pub fn goal(&self) -> String {
        lock(&self.run).goal()
    }

    /// The position now.
    pub fn position(&self) -> String {
        lock(&self.run).session().record().position_text()
    }

    /// Judges the player's move; plays it and the reply when right.
    pub fn play(&self, notation: String) -> PuzzleMoveResult {
        let mut run = lock(&self.run);
        let a = run.play(&notation);
        PuzzleMoveResult {
            verdict: match a.verdict {
                PuzzleVerdict::Refused => PuzzleMoveVerdict::Refused,
                PuzzleVerdict::Wrong => PuzzleMoveVerdict::Wrong,
                PuzzleVerdict::Correct => PuzzleMoveVerdict::Correct,
                PuzzleVerdict::Solved => PuzzleMoveVerdict::Solved,
            },
            message: a.message,
            reply: a.reply.as_ref().map(|r| MoveDescription::new(r, r.side)),
            position: run.session().record().position_text(),
        }
    }

    /// The square the next move starts from (the hint).
    pub fn hint(&self) -> Option<u32> {
        lock(&self.run).hint().map(|s| u32::from(s.0))
    }

    /// The rest of the solution, each move described where it is played,
    /// for the "show solution" animation (then not a clean solve).
    pub fn reveal(&self) -> Vec<MoveDescription> {
        lock(&self.run)
            .reveal()
            .iter()
            .map(|m| MoveDescription::new(m, m.side))
            .collect()
    }

    /// Back to the start position.
    pub fn restart(&self) {
        lock(&self.run).restart();
    }

    /// Whether it is solved.
    pub fn solved(&self) -> bool {
        lock(&self.run).solved()
    }

    /// Whether it was solved without a mistake, a hint or the solution shown.
    pub fn clean(&self) -> bool {
        lock(&self.run).clean()
    }
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

    /// Records a lesson step passed.
    pub fn record_lesson_step(&self, game_id: String, step: u32) {
        lock(&self.progress).record_lesson_step(&game_id, step as usize);
    }

    /// Records the end of a puzzle (`clean`: solved without a mistake, a
    /// hint or the solution shown); returns the new rating.
    pub fn record_puzzle(&self, puzzle_id: String, clean: bool) -> Result<i32> {
        let puzzle = learn::find_puzzle(&puzzle_id)
            .ok_or_else(|| BoardloreError::BadPosition(format!("no puzzle {puzzle_id:?}")))?;
        Ok(lock(&self.progress).record_puzzle(&puzzle, clean))
    }

    /// The puzzle to offer next in `game_id`: unsolved, nearest the rating.
    pub fn next_puzzle(&self, game_id: String) -> Option<PuzzleSummary> {
        let set = learn::puzzles(&game_id).ok()?;
        lock(&self.progress).next_puzzle(&set).map(summary)
    }
}
