//! The verdict on one move, from the best knowledge the core has of the
//! position it was played in:
//!
//! 1. a solved table (Bagh Chal's sliding phase): the exact values of every
//!    move, and a move that changes the theoretical result is a blunder
//!    (`table.rs`);
//! 2. a forced result the search proved: a move that turns a proven win
//!    into something less, or a position the search did not see lost into
//!    a forced loss, is a blunder, once a deeper search confirms it;
//! 3. the material along the refutation ([`refute`]): a move after which
//!    the opponent's best line wins material that the better move keeps,
//!    while the position's value drops, is at least a mistake; where the
//!    played move was the search's own choice, a deeper search looks for
//!    the move that keeps the material;
//! 4. otherwise the drop in expected score ([`MoveLabel::of_drop`]).
//!
//! Every mistake and blunder gets a [`Reason`] from its refutation.

use super::refute::{self, Balance};
use super::{table, Evaluation, Forced, MoveLabel, Reason, ReviewError, Searched};
use crate::ai::{Engine, SearchSettings, Thought};
use crate::table_value::Value;
use crate::{AnyMatch, MoveInfo};
use std::sync::atomic::AtomicBool;

/// How many times the review's node budget a confirming search gets: more
/// than any level searches a move with (the perfect level's 2,000,000 is 25
/// times the hard level's 80,000), so that its verdict overrules theirs.
pub const DEEPER_FACTOR: u64 = 32;

/// The engine and limits for the deeper searches a verdict may need.
pub(super) struct Deeper<'a> {
    pub engine: &'a mut Engine,
    pub settings: &'a SearchSettings,
    pub cancel: &'a AtomicBool,
    pub scale: f64,
}

impl Deeper<'_> {
    /// A search of `record` [`DEEPER_FACTOR`] times deeper than the review's.
    fn search(&mut self, record: &dyn AnyMatch) -> Result<Option<Thought>, ReviewError> {
        if record.outcome().is_some() {
            return Ok(None);
        }
        let nodes = self
            .settings
            .max_nodes
            .unwrap_or_else(|| record.level_nodes(super::DEFAULT_LEVEL));
        let settings = SearchSettings::nodes(nodes.saturating_mul(DEEPER_FACTOR));
        let thought = record.think(self.engine, &settings, self.cancel)?;
        if thought.cancelled {
            return Err(ReviewError::Cancelled);
        }
        Ok(Some(thought))
    }
}

/// A move's verdict.
pub(super) struct Judged {
    pub before: Evaluation,
    pub after: Evaluation,
    pub best: String,
    pub line: Vec<String>,
    pub label: MoveLabel,
    pub reason: Option<Reason>,
}

/// `moves` followed by `line`.
fn joined(first: &str, line: &[String]) -> Vec<String> {
    std::iter::once(first.to_string())
        .chain(line.iter().cloned())
        .collect()
}

/// The verdict on `mv`, played in `position` (searched as `here`), which
/// led to the position searched as `next`.
pub(super) fn judge(
    position: &dyn AnyMatch,
    mv: &MoveInfo,
    here: &Searched,
    next: &Searched,
    deeper: &mut Deeper<'_>,
) -> Result<Judged, ReviewError> {
    let mover = mv.side;
    let mut before = here.evaluation;
    let after = if next.side == mover {
        next.evaluation
    } else {
        next.evaluation.flipped()
    };
    let (mut best, mut line) = here.found.clone().unwrap_or_default();
    // The opponent's best play after the move (the mover's own, first,
    // where it moves again).
    let refutation = next
        .found
        .as_ref()
        .map(|(_, line)| line.clone())
        .unwrap_or_default();
    let played_line = joined(&mv.notation, &refutation);
    let played = refute::balance(position, &played_line, mover);

    let mut label = match &here.solved {
        Some(solved) => table_label(solved, mv, &before, &after, &mut best),
        None if best == mv.notation => MoveLabel::Best,
        None => MoveLabel::of_drop((before.expected - after.expected).max(0.0)),
    };
    let mut reason = None;
    // Whether exact knowledge (a table, or an exact solve down to one)
    // gave the label.
    let mut exact = here.solved.is_some();

    // An exact solve down to a table a few plies away: a move that does
    // not keep the best result changes the theoretical result.
    if let Some(results) = &here.exact {
        let top = results.iter().map(|&(_, r)| r).max();
        let result = results
            .iter()
            .find(|(notation, _)| *notation == mv.notation)
            .map(|&(_, r)| r);
        if let (Some(top), Some(result)) = (top, result) {
            exact = true;
            let keeps = |notation: &String| results.iter().any(|(n, r)| n == notation && *r == top);
            if result < top {
                label = MoveLabel::Blunder;
                if !keeps(&best) {
                    // The search's choice does not keep the result either:
                    // name a move that does.
                    if let Some((notation, _)) = results.iter().find(|&&(_, r)| r == top) {
                        best = notation.clone();
                        line = vec![notation.clone()];
                    }
                }
            } else if best == mv.notation {
                label = MoveLabel::Best;
            } else {
                label = label.min(MoveLabel::Good);
            }
        }
    }

    // A proven result changed for the worse.
    if !exact && label != MoveLabel::Blunder {
        let changed = match (before.proven_result(), after.proven_result()) {
            (Some(b), Some(a)) => a < b,
            // A loss the search did not see before the move, or a proven
            // win after which it proves nothing: a deeper look at the
            // position before decides.
            (None, Some(-1)) | (Some(1), None) => {
                match deeper.search(position)? {
                    Some(thought) => {
                        let deep = Evaluation::of_score(thought.score, deeper.scale);
                        let result = deep.proven_result();
                        if thought.notation != mv.notation {
                            best = thought.notation.clone();
                            line = thought.principal_variation.clone();
                        }
                        before = deep;
                        // The played move was no worse where the deeper
                        // search proves the same (or nothing better).
                        match (result, after.proven_result()) {
                            (Some(b), Some(a)) => a < b,
                            (None, Some(-1)) => thought.notation != mv.notation,
                            (Some(1), None) => thought.notation != mv.notation,
                            _ => false,
                        }
                    }
                    None => false,
                }
            }
            _ => false,
        };
        if changed {
            label = MoveLabel::Blunder;
            if best == mv.notation {
                best.clear();
            }
        }
    }

    // Material lost for nothing (where no table knows better: there the
    // exact result is the verdict, and a piece given up that keeps the
    // result is no mistake).
    if label < MoveLabel::Mistake && played.capture.is_some() && !exact {
        let kept = if best == mv.notation || best.is_empty() {
            played.net
        } else {
            refute::balance(position, &line, mover).net
        };
        if played.net < kept && after.score < before.score {
            label = MoveLabel::Mistake;
        } else if played.net < 0 {
            // The search's own choice (or a move as bad as it) loses
            // material: a deeper search may find the move that keeps it.
            if let Some(thought) = deeper.search(position)? {
                if thought.notation != mv.notation {
                    let deep_line = thought.principal_variation.clone();
                    let deep_kept = refute::balance(position, &deep_line, mover).net;
                    let deep = Evaluation::of_score(thought.score, deeper.scale);
                    if played.net < deep_kept && after.score < deep.score {
                        label = MoveLabel::Mistake.max(MoveLabel::of_drop(
                            (deep.expected - after.expected).max(0.0),
                        ));
                        before = deep;
                        best = thought.notation;
                        line = deep_line;
                    }
                }
            }
        }
    }
    if label >= MoveLabel::Mistake {
        reason = Some(reason_of(&after, &refutation, &played, next.side != mover));
    }
    Ok(Judged {
        before,
        after,
        best,
        line,
        label,
        reason,
    })
}

/// Why a mistake or a blunder is one, from its refutation (which starts
/// with the opponent's reply when `replies`, else with the mover's next
/// move): a forced win for the opponent, else the material it wins, else
/// its first move; `Ended` where the move ended the game.
fn reason_of(after: &Evaluation, refutation: &[String], played: &Balance, replies: bool) -> Reason {
    let first = refutation.first().cloned().unwrap_or_default();
    if let (Some(Forced::Loss(moves)), true) = (after.forced, replies && !first.is_empty()) {
        return Reason::Forced {
            reply: first,
            moves,
        };
    }
    if let Some(capture) = &played.capture {
        // The capture's moves start with the played move itself.
        let moves = capture.moves.iter().skip(1).cloned().collect();
        return Reason::Capture {
            moves,
            taken: capture.taken.clone(),
        };
    }
    if first.is_empty() {
        Reason::Ended
    } else {
        Reason::Reply { reply: first }
    }
}

/// The label of a move in a position the table knows, and the best move
/// where the played one is among the table's best.
fn table_label(
    solved: &table::Solved,
    mv: &MoveInfo,
    before: &Evaluation,
    after: &Evaluation,
    best: &mut String,
) -> MoveLabel {
    // The move's value for its mover: the game's result where it ended
    // the game (a repetition the table does not see), else the table's.
    let played = match (after.forced, after.proven_result()) {
        (Some(Forced::Over), Some(result)) => match result {
            1 => Some(Value::Win { plies: 1 }),
            -1 => Some(Value::Loss { plies: 2 }),
            _ => Some(Value::Draw),
        },
        _ => solved
            .moves
            .iter()
            .find(|(notation, _)| *notation == mv.notation)
            .map(|&(_, value)| value),
    };
    let drop = (before.expected - after.expected).max(0.0);
    let label = played.map_or(MoveLabel::of_drop(drop), |played| {
        table::label_of(solved.value, played)
    });
    if label == MoveLabel::Best {
        // One of the table's best moves.
        *best = mv.notation.clone();
    }
    label
}
