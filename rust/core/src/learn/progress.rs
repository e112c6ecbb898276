//! The player's learning progress: lesson steps passed, puzzles solved and
//! a simple rating per game. Kept as JSON text, one per game, in the app's
//! game store (`boardlore-store`); the core decides every number.

use super::puzzle::{find_puzzle, Puzzle};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// Where every player's rating starts.
pub const START_RATING: i32 = 1000;
/// How far one puzzle moves the rating at most.
const K: f64 = 40.0;

/// One game's progress.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct GameProgress {
    /// The puzzle rating.
    pub rating: i32,
    /// Puzzles solved (ids).
    pub solved: BTreeSet<String>,
    /// Puzzles tried and failed (ids), until solved.
    pub failed: BTreeSet<String>,
    /// Lesson steps passed (from 0).
    pub lesson_steps: BTreeSet<usize>,
}

/// One thing to keep in the player's progress: what a screen asks the
/// platform to record ([`Progress::record`]), and when it asks is the
/// screen's decision.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum ProgressRecord {
    /// A lesson step was passed.
    LessonStep {
        /// The game's id.
        game_id: String,
        /// The step (from 0).
        step: u32,
    },
    /// A puzzle ended: solved, or its solution shown.
    Puzzle {
        /// The puzzle's id.
        puzzle_id: String,
        /// Solved without a mistake, a hint or the solution shown.
        clean: bool,
    },
}

/// The progress in every game.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Progress {
    games: BTreeMap<String, GameProgress>,
}

/// The rating a puzzle of `difficulty` stands for.
pub fn puzzle_rating(difficulty: u8) -> i32 {
    700 + 200 * i32::from(difficulty)
}

impl Progress {
    /// Progress read from JSON; empty progress from text that is not ours
    /// (a lost progress must never stop the app).
    pub fn from_json(text: &str) -> Progress {
        serde_json::from_str(text).unwrap_or_default()
    }

    /// The progress as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "{}".into())
    }

    /// One game's progress (a fresh one for a game not played yet).
    pub fn game(&self, game: &str) -> GameProgress {
        self.games.get(game).cloned().unwrap_or(GameProgress {
            rating: START_RATING,
            ..GameProgress::default()
        })
    }

    fn entry(&mut self, game: &str) -> &mut GameProgress {
        self.games
            .entry(game.to_string())
            .or_insert_with(|| GameProgress {
                rating: START_RATING,
                ..GameProgress::default()
            })
    }

    /// Records a puzzle's result: `clean` when solved without a mistake, a
    /// hint or the solution shown. Returns the new rating.
    pub fn record_puzzle(&mut self, puzzle: &Puzzle, clean: bool) -> i32 {
        let entry = self.entry(&puzzle.game);
        let opponent = f64::from(puzzle_rating(puzzle.difficulty));
        let expected = 1.0 / (1.0 + 10f64.powf((opponent - f64::from(entry.rating)) / 400.0));
        let score = if clean { 1.0 } else { 0.0 };
        entry.rating = (f64::from(entry.rating) + K * (score - expected)).round() as i32;
        if clean {
            entry.solved.insert(puzzle.id.clone());
            entry.failed.remove(&puzzle.id);
        } else if !entry.solved.contains(&puzzle.id) {
            entry.failed.insert(puzzle.id.clone());
        }
        entry.rating
    }

    /// Each game's progress as JSON, by game id: what a store keeps, one
    /// row per game.
    pub fn per_game_json(&self) -> Vec<(String, String)> {
        self.games
            .iter()
            .filter_map(|(id, game)| Some((id.clone(), serde_json::to_string(game).ok()?)))
            .collect()
    }

    /// Progress put together from each game's JSON ([`Progress::per_game_json`]);
    /// a game whose text is not ours starts afresh.
    pub fn from_per_game_json<'a>(rows: impl IntoIterator<Item = (&'a str, &'a str)>) -> Progress {
        Progress {
            games: rows
                .into_iter()
                .filter_map(|(id, text)| Some((id.to_string(), serde_json::from_str(text).ok()?)))
                .collect(),
        }
    }

    /// Keeps `record`; returns the game's new puzzle rating after a
    /// puzzle, `None` after a lesson step or for a puzzle id that is not
    /// shipped (nothing is kept then).
    pub fn record(&mut self, record: &ProgressRecord) -> Option<i32> {
        match record {
            ProgressRecord::LessonStep { game_id, step } => {
                self.record_lesson_step(game_id, usize::try_from(*step).ok()?);
                None
            }
            ProgressRecord::Puzzle { puzzle_id, clean } => {
                let puzzle = find_puzzle(puzzle_id)?;
                Some(self.record_puzzle(&puzzle, *clean))
            }
        }
    }

    /// Records a lesson step passed.
    pub fn record_lesson_step(&mut self, game: &str, step: usize) {
        self.entry(game).lesson_steps.insert(step);
    }

    /// The next puzzle to offer in `set`: an unsolved one whose difficulty
    /// is nearest the player's rating (the first such in set order).
    pub fn next_puzzle<'a>(&self, set: &'a [Puzzle]) -> Option<&'a Puzzle> {
        let game = set.first().map(|p| self.game(&p.game))?;
        set.iter()
            .filter(|p| !game.solved.contains(&p.id))
            .min_by_key(|p| (puzzle_rating(p.difficulty) - game.rating).abs())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::puzzles;

    #[test]
    fn solving_raises_the_rating_and_failing_lowers_it() {
        let set = puzzles("seega").unwrap();
        let mut progress = Progress::default();
        assert_eq!(progress.game("seega").rating, START_RATING);
        let up = progress.record_puzzle(&set[0], true);
        assert!(up > START_RATING);
        assert!(progress.game("seega").solved.contains(&set[0].id));
        let down = progress.record_puzzle(&set[1], false);
        assert!(down < up);
        assert!(progress.game("seega").failed.contains(&set[1].id));
        assert_eq!(progress.game("bobail").rating, START_RATING);
        progress.record_lesson_step("seega", 2);
        let back = Progress::from_json(&progress.to_json());
        assert_eq!(back, progress);
        assert_eq!(Progress::from_json("not json"), Progress::default());
        let next = progress.next_puzzle(&set).unwrap();
        assert_ne!(next.id, set[0].id);
    }

    #[test]
    fn progress_splits_into_one_json_per_game_and_back() {
        let set = puzzles("seega").unwrap();
        let mut progress = Progress::default();
        progress.record_puzzle(&set[0], true);
        progress.record_lesson_step("bobail", 1);
        let rows = progress.per_game_json();
        assert_eq!(
            rows.iter().map(|(id, _)| id.as_str()).collect::<Vec<_>>(),
            ["bobail", "seega"]
        );
        let back = Progress::from_per_game_json(rows.iter().map(|(a, b)| (a.as_str(), b.as_str())));
        assert_eq!(back, progress);
        let partial =
            Progress::from_per_game_json([("seega", "not json"), ("bobail", rows[0].1.as_str())]);
        assert_eq!(partial.game("seega").rating, START_RATING);
        assert!(partial.game("bobail").lesson_steps.contains(&1));
    }
}
