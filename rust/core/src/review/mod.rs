//! Engine review of a finished (or unfinished) game, move by move.
//!
//! Every position of the game is searched once. A move's evaluation
//! *before* is the search of the position it was played in; *after* is the
//! search of the position it left (or the result, if it ended the game),
//! both from the mover's side and mapped to an expected score (0–1) by the
//! game's logistic ([`fit`]). A forced win or loss found by the search is
//! kept as such ([`Forced`]), and the player reads it as `goats win in 7`
//! ([`words`]).
//!
//! The label comes from the best knowledge the core has (`judge.rs`):
//!
//! - where an installed solved table knows the position (Bagh Chal's
//!   sliding phase, `table.rs`), its exact values: the expected scores are
//!   exact (1, ½ or 0), the better move is the table's, and a move that
//!   throws away a win or a draw is a blunder ([`words::result_change`]);
//! - a few plies above such a table (Bagh Chal's last placements,
//!   [`EXACT_PLIES`]), an exact solve of every move down to it: a move that
//!   does not keep the best result is a blunder;
//! - else a forced result the search proved: a move that turns it for the
//!   worse is a blunder, once a search [`DEEPER_FACTOR`] times the review's
//!   budget (deeper than any level plays) confirms it;
//! - material lost for nothing is at least a mistake: after the move the
//!   opponent's best line wins material that the better move's line keeps,
//!   and the position's value drops (`refute.rs`); where the search chose
//!   the move itself, the deeper search looks for one that keeps it;
//! - otherwise the drop in expected score ([`MoveLabel::of_drop`]); a move that
//!   is the engine's own choice is `best`.
//!
//! Every mistake and blunder carries a [`Reason`] built from its
//! refutation, which the player reads in their language ([`words::reason`]:
//! `after b1, a1xc1 captures a goat`).
//!
//! [`review`] reports progress after each position and stops within a few
//! milliseconds of its cancel flag being set.

pub mod fit;
mod judge;
mod refute;
mod table;
pub mod words;

pub use judge::DEEPER_FACTOR;
use judge::{judge, Deeper};

use crate::ai::{Engine, Level, SearchSettings, MATE, MATE_BOUND};
use crate::session::history::ply_numbers;
use crate::table_value::Value;
use crate::{find_game, AnyMatch, MatchError, Side};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};

/// How a move compares with the engine's best, by the drop in the mover's
/// expected score.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum MoveLabel {
    /// The engine's choice, or as good (a drop of at most 1%).
    Best,
    /// A drop of at most 5%.
    Good,
    /// A drop of at most 10%.
    Inaccuracy,
    /// A drop of at most 20%.
    Mistake,
    /// A larger drop.
    Blunder,
}

impl MoveLabel {
    /// Every label, best first.
    pub const ALL: [MoveLabel; 5] = [
        MoveLabel::Best,
        MoveLabel::Good,
        MoveLabel::Inaccuracy,
        MoveLabel::Mistake,
        MoveLabel::Blunder,
    ];

    /// The upper bound of each label's drop in expected score, best first
    /// (a blunder is anything above the mistake's).
    pub const THRESHOLDS: [f64; 4] = [0.01, 0.05, 0.10, 0.20];

    /// The label of a move that lost `drop` in expected score.
    pub fn of_drop(drop: f64) -> MoveLabel {
        MoveLabel::ALL
            .into_iter()
            .zip(MoveLabel::THRESHOLDS)
            .find(|&(_, bound)| drop <= bound)
            .map_or(MoveLabel::Blunder, |(label, _)| label)
    }

    /// The label's stable name (`mistake`), for JSON and files; players
    /// read [`words::label`] in their language.
    pub fn word(self) -> &'static str {
        match self {
            MoveLabel::Best => "best",
            MoveLabel::Good => "good",
            MoveLabel::Inaccuracy => "inaccuracy",
            MoveLabel::Mistake => "mistake",
            MoveLabel::Blunder => "blunder",
        }
    }
}

/// A result the search proved, from the mover's side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Forced {
    /// The mover wins, its last move being the `n`-th from here.
    Win(u32),
    /// The opponent wins, its last move being its `n`-th from here.
    Loss(u32),
    /// The game is over here (the expected score says who won).
    Over,
    /// A draw with best play, proven by a solved table.
    Draw,
}

/// One side's view of a position.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct Evaluation {
    /// The engine's score for the mover, in centipieces (a forced result
    /// is ±[`MATE`] minus plies).
    pub score: i32,
    /// The mover's expected score, 0–1.
    pub expected: f64,
    /// A forced result, when the search found one or the game is over.
    pub forced: Option<Forced>,
}

impl Evaluation {
    /// The evaluation of a search score for the side to move.
    pub fn of_score(score: i32, scale: f64) -> Evaluation {
        let forced = if score > MATE_BOUND {
            Some(Forced::Win(((MATE - score) as u32).div_ceil(2)))
        } else if score < -MATE_BOUND {
            Some(Forced::Loss(((MATE + score) as u32).div_ceil(2)))
        } else {
            None
        };
        Evaluation {
            score,
            expected: match forced {
                Some(Forced::Win(_)) => 1.0,
                Some(Forced::Loss(_)) => 0.0,
                _ => fit::expected(score, scale),
            },
            forced,
        }
    }

    /// The exact evaluation of a position a solved table knows, from its
    /// value for the side to move.
    pub fn of_value(value: crate::table_value::Value) -> Evaluation {
        let (expected, forced) = match value {
            Value::Win { plies } => (1.0, Forced::Win(u32::from(plies).div_ceil(2))),
            Value::Loss { plies } => (0.0, Forced::Loss(u32::from(plies).div_ceil(2))),
            Value::Draw => (0.5, Forced::Draw),
        };
        Evaluation {
            score: crate::ai::table_score(value, 0),
            expected,
            forced: Some(forced),
        }
    }

    /// The result this evaluation proves for the mover, when it proves
    /// one: 1 won, 0 drawn, -1 lost (a finished game by its result).
    pub fn proven_result(&self) -> Option<i32> {
        match self.forced? {
            Forced::Win(_) => Some(1),
            Forced::Loss(_) => Some(-1),
            Forced::Draw => Some(0),
            Forced::Over if self.expected > 0.75 => Some(1),
            Forced::Over if self.expected < 0.25 => Some(-1),
            Forced::Over => Some(0),
        }
    }

    /// The evaluation of a finished game: `result` is +1, 0 or -1 for the mover.
    pub fn of_result(result: i32) -> Evaluation {
        Evaluation {
            score: result * MATE,
            expected: (result as f64 + 1.0) / 2.0,
            forced: Some(Forced::Over),
        }
    }

    /// The same position seen by the other side.
    pub fn flipped(self) -> Evaluation {
        Evaluation {
            score: -self.score,
            expected: 1.0 - self.expected,
            forced: self.forced.map(|f| match f {
                Forced::Win(n) => Forced::Loss(n),
                Forced::Loss(n) => Forced::Win(n),
                Forced::Over => Forced::Over,
                Forced::Draw => Forced::Draw,
            }),
        }
    }
}

/// The review of one move.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct MoveReview {
    /// Moves played before it.
    pub ply: usize,
    /// Its turn number as the move list shows it (`12.`, `12…`).
    pub turn: String,
    /// The side that played it.
    pub side: Side,
    /// The move played, in notation.
    pub played: String,
    /// The position before it, for the mover.
    pub before: Evaluation,
    /// The position after it, for the mover.
    pub after: Evaluation,
    /// The engine's best move in the position before.
    pub best: String,
    /// The engine's expected line from there, its best move first.
    pub line: Vec<String>,
    /// The mover's loss in expected score (0 or more).
    pub drop: f64,
    /// The label.
    pub label: MoveLabel,
    /// Why a mistake or a blunder is one, from its refutation (`None` for
    /// the other labels, and in reviews stored before reasons existed).
    #[serde(default)]
    pub reason: Option<Reason>,
}

/// Why a move is a mistake or a blunder: what the opponent's best answer
/// does, in the game's notation (the player reads it through
/// [`words::reason`]: `after b1, a1xc1 captures a goat`).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "kind")]
pub enum Reason {
    /// The refutation wins material: its moves up to the capture (the
    /// capture last; the opponent's reply first), and the letters of the
    /// pieces the capture takes.
    Capture {
        /// The moves, the capture last.
        moves: Vec<String>,
        /// The pieces taken, by their letters in position strings.
        taken: Vec<char>,
    },
    /// The opponent wins by force after the move.
    Forced {
        /// The opponent's first move of the win.
        reply: String,
        /// The opponent's moves to the end.
        moves: u32,
    },
    /// Neither material nor a forced result: the opponent's best answer.
    Reply {
        /// That answer.
        reply: String,
    },
    /// The move ended the game (a repetition, or a loss by the rules).
    Ended,
}

/// A whole game's review.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct GameReview {
    /// The game's id.
    pub game: String,
    /// The node budget each position was searched with.
    pub nodes: u64,
    /// The logistic's scale used ([`fit::scale_of`]).
    pub scale: f64,
    /// Every move, in order.
    pub moves: Vec<MoveReview>,
}

impl GameReview {
    /// How many moves of `side` got each label, in [`MoveLabel::ALL`]'s order.
    pub fn counts(&self, side: Side) -> [u32; 5] {
        let mut counts = [0; 5];
        for mv in self.moves.iter().filter(|m| m.side == side) {
            counts[mv.label as usize] += 1;
        }
        counts
    }

    /// The comment of each move (by ply) for the move list and PGN export,
    /// in `lang`.
    pub fn comments(&self, lang: crate::i18n::Lang) -> Vec<Option<String>> {
        let info = find_game(&self.game).map(|e| (e.info)());
        self.moves
            .iter()
            .map(|m| info.as_ref().ok().map(|info| words::comment(info, m, lang)))
            .collect()
    }

    /// The review as JSON, to keep in the store.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a review always serialises")
    }

    /// A review read back from [`GameReview::to_json`].
    pub fn from_json(text: &str) -> Result<GameReview, ReviewError> {
        serde_json::from_str(text).map_err(|e| ReviewError::Corrupt(e.to_string()))
    }
}

/// Why a review stopped.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ReviewError {
    /// The cancel flag was set.
    Cancelled,
    /// The game could not be replayed.
    Match(MatchError),
    /// A stored review could not be read.
    Corrupt(String),
}

impl fmt::Display for ReviewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReviewError::Cancelled => f.write_str("the review was cancelled"),
            ReviewError::Match(e) => write!(f, "{e}"),
            ReviewError::Corrupt(e) => write!(f, "not a review: {e}"),
        }
    }
}

impl std::error::Error for ReviewError {}

impl From<MatchError> for ReviewError {
    fn from(e: MatchError) -> Self {
        ReviewError::Match(e)
    }
}

/// The level whose budget a review uses unless told otherwise.
pub const DEFAULT_LEVEL: Level = Level::Hard;

/// The search settings of a review at `level` in `record`'s game: the
/// level's node budget per position, deterministic (no time limit), as the
/// best move is wanted (not the level's style).
pub fn settings_for(record: &dyn AnyMatch, level: Level) -> SearchSettings {
    SearchSettings::nodes(record.level_nodes(level))
}

/// A position's side to move, its evaluation for that side, and the
/// engine's best move and line (none where the game was over).
struct Searched {
    side: Side,
    evaluation: Evaluation,
    found: Option<(String, Vec<String>)>,
    /// What a solved table says about the position, where one knows it.
    solved: Option<table::Solved>,
    /// The exact result of each move, solved down to a table a few plies
    /// away ([`EXACT_PLIES`]), where one is.
    exact: Option<Vec<(String, i32)>>,
}

/// How far (in plies, on every line) a solved table may be for the review
/// to solve a position's moves exactly down to it: Bagh Chal with four
/// goats in hand.
pub const EXACT_PLIES: u32 = 8;

/// The most positions one exact solve of the review may visit before it
/// is given up (and the position judged by search).
pub const EXACT_NODES: u64 = 4_000_000;

/// Reviews the moves played in `record` (moves undone are not part of it):
/// searches each position with `engine` under `settings`, calls
/// `progress(done, total)` after each, and stops with `Cancelled` within a
/// few milliseconds of `cancel` being set.
pub fn review(
    record: &dyn AnyMatch,
    engine: &mut Engine,
    settings: &SearchSettings,
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<GameReview, ReviewError> {
    let info = record.info();
    let save = record.save();
    let scale = fit::scale_of(info.id);
    let history = record.history();
    let entry = find_game(info.id)?;
    let mut walk = entry.from_position(&save.options, &save.start)?;
    let total = history.len() + 1;
    // The evaluation of each position for its side to move, with the
    // engine's best move and line where the game was not over.
    let mut evaluations: Vec<Searched> = Vec::with_capacity(total);
    for i in 0..total {
        if cancel.load(Ordering::Relaxed) {
            return Err(ReviewError::Cancelled);
        }
        let side = walk.status().side_to_move;
        let solved = table::solve(walk.as_ref());
        let evaluation = match (walk.outcome(), solved) {
            (Some(outcome), _) => Searched {
                side,
                evaluation: Evaluation::of_result(outcome.score_for(side)),
                found: None,
                solved: None,
                exact: None,
            },
            (None, Some(solved)) => Searched {
                side,
                evaluation: Evaluation::of_value(solved.value),
                found: Some((solved.best.clone(), solved.line.clone())),
                solved: Some(solved),
                exact: None,
            },
            (None, None) => {
                let exact = walk.exact_results(engine, EXACT_PLIES, EXACT_NODES, cancel);
                let thought = walk.think(engine, settings, cancel)?;
                if thought.cancelled {
                    return Err(ReviewError::Cancelled);
                }
                Searched {
                    side,
                    evaluation: Evaluation::of_score(thought.score, scale),
                    found: Some((thought.notation, thought.principal_variation)),
                    solved: None,
                    exact,
                }
            }
        };
        evaluations.push(evaluation);
        progress(i + 1, total);
        if let Some(mv) = history.get(i) {
            walk.play(&mv.notation)?;
        }
    }
    // "12." / "12…" for each ply, numbered as the move list numbers it.
    let numbers = ply_numbers(&history);
    let mut walk = entry.from_position(&save.options, &save.start)?;
    let mut moves = Vec::with_capacity(history.len());
    for (ply, mv) in history.iter().enumerate() {
        if cancel.load(Ordering::Relaxed) {
            return Err(ReviewError::Cancelled);
        }
        let judged = judge(
            walk.as_ref(),
            mv,
            &evaluations[ply],
            &evaluations[ply + 1],
            &mut Deeper {
                engine,
                settings,
                cancel,
                scale,
            },
        )?;
        moves.push(MoveReview {
            ply,
            turn: numbers.get(ply).cloned().unwrap_or_default(),
            side: mv.side,
            played: mv.notation.clone(),
            before: judged.before,
            after: judged.after,
            best: judged.best,
            line: judged.line,
            drop: (judged.before.expected - judged.after.expected).max(0.0),
            label: judged.label,
            reason: judged.reason,
        });
        walk.play(&mv.notation)?;
    }
    Ok(GameReview {
        game: info.id.to_string(),
        nodes: settings.max_nodes.unwrap_or(0),
        scale,
        moves,
    })
}

#[cfg(test)]
mod hanging;
#[cfg(test)]
mod tests;
