//! Why a puzzle fails ([`VerifyError`]), reading a puzzle's position, and
//! the former searching judge: every move scored with a fixed,
//! reproducible search, each solver move better than every alternative by
//! [`MARGIN`] ([`check`]) and a difficulty from the search depth
//! ([`measure`]). Verification and mining now ask the exact judge
//! ([`super::prove`], [`super::describe`]); the search is kept for
//! comparison, and `PuzzleRun` falls back on its scores past the exact
//! judge's limit.

use super::puzzle::Puzzle;
use super::theme::Theme;
use crate::ai::{Engine, SearchSettings, MATE_BOUND};
use crate::limits::short;
use crate::{find_game, AnyMatch, Options, Square};
use std::fmt;
use std::sync::atomic::AtomicBool;

/// How much better than every alternative (in centipieces, 100 ≈ one piece)
/// a solver's move must score for a puzzle to have a unique solution.
pub const MARGIN: i32 = 150;
/// How far below the defender's best a reply may score and still count as
/// the best defence (search noise between equal moves).
pub const REPLY_SLACK: i32 = 40;
/// The node budget per move of the verifying search.
pub const VERIFY_NODES: u64 = 12_000;
/// The node budget per move that mining finds candidates with (smaller than
/// the verifying one, which must confirm them).
pub const MINE_NODES: u64 = 3_000;
/// The transposition table of the judging engine, in MB: cleared before
/// every search, so each score depends only on the position.
const JUDGE_TT_MB: usize = 2;

/// Why a puzzle failed verification.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum VerifyError {
    /// The game id or the position could not be read.
    Position(String),
    /// The game is already over in the puzzle position.
    GameOver,
    /// The side to move has a single legal move: nothing to find.
    OnlyMove,
    /// A move of the solution is not legal where it is played.
    Illegal {
        /// Which move (from 1).
        step: usize,
        /// The move.
        text: String,
    },
    /// A solver move is not better than an alternative by the margin.
    NotUnique {
        /// Which move (from 1).
        step: usize,
        /// The alternative that comes too close.
        rival: String,
        /// The solution move's score minus the rival's.
        gap: i32,
    },
    /// A reply is not the defender's best.
    WeakReply {
        /// Which move (from 1).
        step: usize,
        /// The better defence.
        better: String,
    },
    /// The line ends with the opponent's move, or goes on after the game ended.
    BadEnd,
    /// The stored theme differs from the line's.
    Theme {
        /// What the line shows.
        found: Theme,
    },
    /// The stored difficulty differs from the measured one.
    Difficulty {
        /// What the search measured.
        found: u8,
    },
    /// The exact judge passed its node limit at this move (from 1).
    Unproven {
        /// Which move.
        step: usize,
    },
    /// Another first move keeps a better result than the stored one.
    BetterMove {
        /// The stored move's value ([`super::forced::class`]).
        stored: i32,
        /// The best value a first move keeps.
        value: i32,
    },
    /// Whatever the solver plays, it loses pieces or the game within the
    /// distance, or a solved table says the start is lost.
    LostStart {
        /// The best value the solver keeps.
        value: i32,
        /// Whether a solved table says so (the value alone does not).
        table: bool,
    },
    /// Every legal first move keeps the promise: nothing to find.
    NoChoice,
    /// Over a longer distance another first move keeps more than the
    /// stored one.
    BetterFurther {
        /// That distance.
        plies: u32,
        /// What the stored move keeps over it.
        stored: i32,
    },
    /// A later move of the stored line is not one the judge accepts (a
    /// solver move that gives up the promise, a reply that is not a best
    /// defence).
    StrayLine {
        /// Which move (from 1).
        step: usize,
    },
    /// Another puzzle of the set starts from the same position.
    Duplicate {
        /// Its id.
        other: String,
    },
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VerifyError::Position(e) => write!(f, "bad position: {e}"),
            VerifyError::GameOver => f.write_str("the game is already over"),
            VerifyError::OnlyMove => f.write_str("the first move is the only legal move"),
            VerifyError::Illegal { step, text } => {
                write!(f, "move {step} ({}) is not legal", short(text))
            }
            VerifyError::NotUnique { step, rival, gap } => write!(
                f,
                "move {step} is not clearly best: {rival} is within {gap} (margin {MARGIN})"
            ),
            VerifyError::WeakReply { step, better } => {
                write!(
                    f,
                    "reply {step} is not the best defence ({better} is better)"
                )
            }
            VerifyError::BadEnd => f.write_str("the line must end with the solver's move"),
            VerifyError::Theme { found } => write!(f, "the line's theme is {}", found.id()),
            VerifyError::Difficulty { found } => write!(f, "the measured difficulty is {found}"),
            VerifyError::Unproven { step } => {
                write!(f, "the exact judge passed its node limit at move {step}")
            }
            VerifyError::BetterMove { stored, value } => write!(
                f,
                "another first move keeps more: {} against the stored {}",
                value_text(*value),
                value_text(*stored)
            ),
            VerifyError::LostStart { table: true, .. } => {
                f.write_str("the start is lost for the solver: the solved table says so")
            }
            VerifyError::LostStart { value, .. } => write!(
                f,
                "the start is lost for the solver (best kept: {})",
                value_text(*value)
            ),
            VerifyError::NoChoice => f.write_str("every legal first move keeps the promise"),
            VerifyError::BetterFurther { plies, stored } => write!(
                f,
                "over {plies} plies another first move keeps more than the stored {}",
                value_text(*stored)
            ),
            VerifyError::StrayLine { step } => {
                write!(
                    f,
                    "move {step} of the stored line is not one the judge accepts"
                )
            }
            VerifyError::Duplicate { other } => {
                write!(f, "same position as {}", short(other))
            }
        }
    }
}

impl std::error::Error for VerifyError {}

/// A judge's value in words: `a win`, `a loss`, `+1 piece`.
pub fn value_text(value: i32) -> String {
    match super::forced::class(value) {
        v if v >= super::forced::WIN => "a win".to_string(),
        v if v <= -super::forced::WIN => "a loss".to_string(),
        v => format!("{v:+} pieces"),
    }
}

/// Scores moves with fresh, node-limited searches, so every score is the
/// same on every machine.
#[derive(Debug)]
pub struct Judge {
    engine: Engine,
    nodes: u64,
}

impl Judge {
    /// A judge searching `nodes` nodes per move.
    pub fn new(nodes: u64) -> Judge {
        Judge {
            engine: Engine::new(JUDGE_TT_MB),
            nodes,
        }
    }

    /// The verifying judge ([`VERIFY_NODES`]).
    pub fn verifier() -> Judge {
        Judge::new(VERIFY_NODES)
    }

    /// The score of each legal move of `record`, in legal-move order, for
    /// the side to move (mate scores count the plies to the end).
    pub fn move_scores(&mut self, record: &dyn AnyMatch) -> Vec<i32> {
        let side = record.status().side_to_move;
        let never = AtomicBool::new(false);
        let settings = SearchSettings::nodes(self.nodes);
        (0..record.legal_moves().len())
            .map(|index| {
                let mut child = record.clone_box();
                if child.play_index(index).is_err() {
                    return -crate::ai::MATE;
                }
                if let Some(outcome) = child.outcome() {
                    return crate::ai::MATE.saturating_sub(1) * outcome.score_for(side);
                }
                self.engine.clear();
                let Ok(thought) = child.think(&mut self.engine, &settings, &never) else {
                    return 0;
                };
                let score = if child.status().side_to_move == side {
                    thought.score
                } else {
                    -thought.score
                };
                // One ply further from the root than the child's search counted.
                if score > MATE_BOUND {
                    score - 1
                } else if score < -MATE_BOUND {
                    score + 1
                } else {
                    score
                }
            })
            .collect()
    }
}

/// The record of `game` (default options) at `position`.
pub fn record_at(game: &str, position: &str) -> Result<Box<dyn AnyMatch>, VerifyError> {
    let entry = find_game(game).map_err(|e| VerifyError::Position(e.to_string()))?;
    entry
        .from_position(&Options::new(), position)
        .map_err(|e| VerifyError::Position(e.to_string()))
}

/// The squares the opponent's captures would cross or land on, and the
/// pieces they would take, were it the opponent's turn at `position`
/// (empty when that position cannot be read).
pub(crate) fn threats(game: &str, position: &str) -> (Vec<Square>, Vec<Square>) {
    let Ok(entry) = find_game(game) else {
        return (Vec::new(), Vec::new());
    };
    let info = (entry.info)();
    let mut fields: Vec<String> = position.split(' ').map(str::to_string).collect();
    let Some(side) = fields.get(1).and_then(|f| info.side_by_name(f)) else {
        return (Vec::new(), Vec::new());
    };
    fields[1] = info.side(side.opponent()).letter.to_string();
    let Ok(flipped) = entry.from_position(&Options::new(), &fields.join(" ")) else {
        return (Vec::new(), Vec::new());
    };
    let (mut squares, mut taken) = (Vec::new(), Vec::new());
    for m in flipped.legal_moves().iter().filter(|m| m.is_capture) {
        for motion in &m.detail.motions {
            squares.extend_from_slice(&motion.path);
        }
        taken.extend_from_slice(&m.detail.captured);
    }
    (squares, taken)
}

/// The index of the legal move written `text` (canonical notation).
pub(crate) fn index_of(
    record: &dyn AnyMatch,
    text: &str,
    step: usize,
) -> Result<usize, VerifyError> {
    record
        .legal_moves()
        .iter()
        .position(|m| m.notation == text)
        .ok_or_else(|| VerifyError::Illegal {
            step,
            text: text.to_string(),
        })
}

/// The puzzles of `set` that start from the same position as an earlier
/// one (the position's hash, counters aside), each with that earlier id.
pub fn duplicates(set: &[Puzzle]) -> Vec<(String, String)> {
    let mut seen: std::collections::HashMap<u64, &str> = std::collections::HashMap::new();
    let mut found = Vec::new();
    for p in set {
        let Ok(record) = record_at(&p.game, &p.position) else {
            continue;
        };
        let key = record.position_hash();
        match seen.get(&key) {
            Some(first) => found.push((p.id.clone(), (*first).to_string())),
            None => {
                seen.insert(key, &p.id);
            }
        }
    }
    found
}
