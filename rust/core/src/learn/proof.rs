//! What a puzzle promises, proven by the exact judge ([`super::forced`]):
//! its stored line keeps a result (a won game, or pieces won) within its
//! distance, and the accepted moves are exactly the moves that keep it.
//!
//! The distance of a puzzle with `n` solver moves is at least `2n` plies:
//! each solver move and the opponent's answer to it, the last answer
//! included (so that a capture the opponent takes straight back wins
//! nothing); a quiet move or a sacrifice, whose gain comes later, is judged
//! over two or four plies more ([`Puzzle::plies`], chosen by [`fit`]). The
//! promise is the value of the stored first move over that distance,
//! every reply of the opponent tried; a first move is accepted when its
//! value is as good, and so on down the line with the distance left and
//! the pieces already won counted. A puzzle also fails when, looked at
//! over two or [`LOOKAHEAD`] plies more, another first move keeps more
//! than the stored one (a forced win it misses, a bigger gain).

use super::forced::{class, WIN};
use super::judge::{index_of, record_at, threats, Judge};
use super::puzzle::Puzzle;
use super::theme::{classify, LineFacts, Theme};
use super::VerifyError;
use crate::{AnyMatch, EndReason, MoveInfo, Side};
use serde::Serialize;

/// The most positions the exact judge may visit for one question when a
/// puzzle is verified.
pub const PROOF_NODES: u64 = 20_000_000;
/// The most positions the exact judge may visit for one question while a
/// puzzle is played (past it, only the stored line is accepted).
pub const PLAY_NODES: u64 = 2_000_000;

/// How many plies beyond a puzzle's distance the judge looks for a first
/// move that keeps more than the stored one.
pub const LOOKAHEAD: u32 = 4;
/// The most positions each lookahead question may visit.
pub const LOOKAHEAD_NODES: u64 = 4_000_000;

/// The start's result for the solver, from the judge.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StartVerdict {
    /// The solver wins.
    Win,
    /// Neither side wins: where a table knows the start, a draw with best
    /// play; elsewhere, no forced result within the puzzle's distance.
    Draw,
    /// The solver loses.
    Loss,
}

impl StartVerdict {
    /// `win`, `draw` or `loss`.
    pub fn id(self) -> &'static str {
        match self {
            StartVerdict::Win => "win",
            StartVerdict::Draw => "draw",
            StartVerdict::Loss => "loss",
        }
    }
}

/// A puzzle's promise, proven.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Proof {
    /// The promised value ([`class`]: [`WIN`] for a forced win, else the
    /// pieces won) within [`distance`].
    pub target: i32,
    /// The best value any first move has ([`class`]).
    pub best: i32,
    /// Every first move that keeps the promise, in legal-move order.
    pub first_moves: Vec<String>,
    /// The start's result for the solver.
    pub start_verdict: StartVerdict,
    /// Whether that result comes from a solved table (the game's exact
    /// value) rather than from the puzzle's distance alone.
    pub start_from_table: bool,
}

/// The least distance a puzzle's promise is judged over: each solver move
/// and the answer to it (a puzzle may store more: [`Puzzle::plies`]).
pub fn distance(puzzle: &Puzzle) -> u32 {
    u32::try_from(2 * puzzle.solver_moves()).unwrap_or(u32::MAX)
}

/// Whether `value` keeps the promise `need` (a class, or pieces still to win).
pub(crate) fn meets(value: i32, need: i32) -> bool {
    if need >= WIN / 2 {
        value >= WIN / 2
    } else {
        value >= need
    }
}

/// The pieces `mv` (about to be played in `record`) takes from `solver`'s
/// opponent, minus those it takes from `solver`: each piece counts one.
pub(crate) fn gain_for(record: &dyn AnyMatch, mv: &MoveInfo, solver: Side) -> i32 {
    if mv.detail.captured.is_empty() {
        return 0;
    }
    let info = record.info();
    let board = record.board();
    mv.detail
        .captured
        .iter()
        .map(|square| {
            let owner = board
                .iter()
                .find(|view| view.square == *square)
                .and_then(|view| view.piece)
                .and_then(|letter| info.piece(letter))
                .and_then(|piece| piece.owner);
            match owner {
                Some(side) if side == solver => -1,
                Some(_) => 1,
                None if mv.side == solver => 1,
                None => -1,
            }
        })
        .sum()
}

/// The moves of `record` (the solver to move) that keep `need` within
/// `plies`, as flags in legal-move order; `None` past `max_nodes`.
pub(crate) fn keeping(
    record: &dyn AnyMatch,
    plies: u32,
    need: i32,
    max_nodes: u64,
) -> Option<Vec<bool>> {
    let need = if need >= WIN / 2 { WIN / 2 } else { need };
    record.forced_meets(plies, need, max_nodes)
}

/// The opponent's best replies in `record` over `plies` (their values
/// for the opponent, and which are best), `None` past `max_nodes`.
pub(crate) fn best_replies(record: &dyn AnyMatch, plies: u32, max_nodes: u64) -> Option<Vec<bool>> {
    let values = record.forced_values(plies, max_nodes)?;
    let best = values.iter().map(|&v| class(v)).max()?;
    Some(values.into_iter().map(|v| class(v) == best).collect())
}

/// The farthest a solved table may be (plies on every line) for the
/// start's result to be solved down to it ([`AnyMatch::exact_results`]).
const TABLE_SOLVE_PLIES: u32 = 12;
/// The most positions that solve may visit.
const TABLE_SOLVE_NODES: u64 = 4_000_000;

/// The start's result from a solved table, where one knows the position
/// or is in reach of an exact solve.
fn table_verdict(record: &dyn AnyMatch) -> Option<StartVerdict> {
    let result = match record.table_value() {
        Some(value) => value.result(),
        None => {
            let mut engine = crate::ai::Engine::new(16);
            let never = std::sync::atomic::AtomicBool::new(false);
            let results =
                record.exact_results(&mut engine, TABLE_SOLVE_PLIES, TABLE_SOLVE_NODES, &never)?;
            results.iter().map(|&(_, r)| r).max()?
        }
    };
    Some(match result {
        1 => StartVerdict::Win,
        -1 => StartVerdict::Loss,
        _ => StartVerdict::Draw,
    })
}

/// Judges `puzzle` without checking it: its promise, its accepted first
/// moves and its start's result. Fails only when the position cannot be
/// read or the judge passes `max_nodes`.
pub fn assess(puzzle: &Puzzle, max_nodes: u64) -> Result<Proof, VerifyError> {
    let record = record_at(&puzzle.game, &puzzle.position)?;
    if record.outcome().is_some() {
        return Err(VerifyError::GameOver);
    }
    let legal = record.legal_moves();
    let values = record
        .forced_values(puzzle.plies, max_nodes)
        .ok_or(VerifyError::Unproven { step: 1 })?;
    let stored = super::judge::index_of(record.as_ref(), &puzzle.solution[0], 1)?;
    let target = class(values[stored]);
    let best = values.iter().map(|&v| class(v)).max().unwrap_or(target);
    let first_moves = legal
        .iter()
        .zip(&values)
        .filter(|(_, &v)| meets(v, target))
        .map(|(m, _)| m.notation.clone())
        .collect();
    let (start_verdict, start_from_table) = match table_verdict(record.as_ref()) {
        Some(verdict) => (verdict, true),
        None if best == WIN => (StartVerdict::Win, false),
        None if best == -WIN => (StartVerdict::Loss, false),
        None => (StartVerdict::Draw, false),
    };
    Ok(Proof {
        target,
        best,
        first_moves,
        start_verdict,
        start_from_table,
    })
}

/// Proves `puzzle`: the value of its stored first move over its distance
/// is the best there is, the start is not lost for the solver (no piece or
/// game lost whatever is played, and no table calls it lost), the moves
/// that keep that value are not all the legal moves, each stored reply is
/// a best defence and each later stored move keeps the promise.
pub fn prove(puzzle: &Puzzle, max_nodes: u64) -> Result<Proof, VerifyError> {
    let proof = assess(puzzle, max_nodes)?;
    let mut record = record_at(&puzzle.game, &puzzle.position)?;
    let legal = record.legal_moves();
    if legal.len() < 2 {
        return Err(VerifyError::OnlyMove);
    }
    let target = proof.target;
    if proof.best > target {
        return Err(VerifyError::BetterMove {
            stored: target,
            value: proof.best,
        });
    }
    if target < 0 || proof.start_verdict == StartVerdict::Loss {
        return Err(VerifyError::LostStart {
            value: target,
            table: proof.start_from_table && target >= 0,
        });
    }
    if proof.first_moves.len() == legal.len() {
        return Err(VerifyError::NoChoice);
    }
    // Looking further must not show a better first move: the stored one
    // stays the best over two and four plies more, where the judge can
    // tell within LOOKAHEAD_NODES (past it the check is left out).
    let stored = super::judge::index_of(record.as_ref(), &puzzle.solution[0], 1)?;
    if target < WIN {
        for extra in [2, LOOKAHEAD] {
            let plies = puzzle.plies + extra;
            let Some(kept) = record.forced_value(stored, plies, LOOKAHEAD_NODES) else {
                break;
            };
            let kept = class(kept);
            if kept >= WIN {
                break;
            }
            let more = if kept + 1 >= WIN / 2 {
                WIN / 2
            } else {
                kept + 1
            };
            match record.forced_meets(plies, more, LOOKAHEAD_NODES) {
                Some(flags) if flags.iter().any(|&f| f) => {
                    return Err(VerifyError::BetterFurther {
                        plies,
                        stored: kept,
                    });
                }
                Some(_) => {}
                None => break,
            }
        }
    }
    let solver = record.status().side_to_move;
    let plies = puzzle.plies;
    let mut gained = 0;
    for (i, text) in puzzle.solution.iter().enumerate() {
        if record.outcome().is_some() {
            return Err(VerifyError::BadEnd);
        }
        let index = super::judge::index_of(record.as_ref(), text, i + 1)?;
        let left = plies - u32::try_from(i).unwrap_or(u32::MAX);
        if i > 0 && record.legal_moves().len() > 1 {
            let ok = if i % 2 == 0 {
                keeping(record.as_ref(), left, need(target, gained), max_nodes)
                    .ok_or(VerifyError::Unproven { step: i + 1 })?[index]
            } else {
                best_replies(record.as_ref(), left, max_nodes)
                    .ok_or(VerifyError::Unproven { step: i + 1 })?[index]
            };
            if !ok {
                return Err(VerifyError::StrayLine { step: i + 1 });
            }
        }
        let mv = record.legal_moves()[index].clone();
        gained += gain_for(record.as_ref(), &mv, solver);
        record.play_index(index).map_err(|_| VerifyError::Illegal {
            step: i + 1,
            text: text.clone(),
        })?;
    }
    Ok(proof)
}

/// What is still to win after `gained` pieces of the promise `target`.
pub(crate) fn need(target: i32, gained: i32) -> i32 {
    if target >= WIN / 2 {
        WIN
    } else {
        target - gained
    }
}

/// `puzzle` with the shortest distance, of its least one and two and four
/// plies more, over which it proves ([`prove`]); the last failure when none
/// does.
pub fn fit(puzzle: &Puzzle, max_nodes: u64) -> Result<(Puzzle, Proof), VerifyError> {
    let least = distance(puzzle);
    let mut last = VerifyError::NoChoice;
    for plies in [least, least + 2, least + 4] {
        if plies > super::puzzle::MAX_PLIES {
            break;
        }
        let mut tried = puzzle.clone();
        tried.plies = plies;
        match prove(&tried, max_nodes) {
            Ok(proof) => return Ok((tried, proof)),
            Err(e) => last = e,
        }
    }
    Err(last)
}

/// What a person feels of a puzzle: how many moves the solver plays,
/// whether the first one is quiet, and how many wrong first moves look as
/// good as the answer a reply deep.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Felt {
    /// The solver's moves in the stored line.
    pub length: u32,
    /// The first move of a puzzle that gains (a win or pieces) captures
    /// nothing and does not end the game: the gain comes later. (Saving a
    /// position is quiet by nature and does not count.)
    pub quiet: bool,
    /// The first moves the judge does not accept that look as good as the
    /// answer over two plies (the move and the reply), or that capture more
    /// at once than the answer keeps over them.
    pub plausible: u32,
    /// The judge accepts a single first move: there is one answer to find.
    pub single: bool,
}

impl Felt {
    /// The felt score, 0 (a glance) to 9: two a solver move after the
    /// first, one for a quiet first move, 0 to 3 for the plausible tries
    /// (none, 1–2, 3–6, 7 or more) and one for a single answer.
    pub fn score(self) -> u32 {
        let tries = match self.plausible {
            0 => 0,
            1..=2 => 1,
            3..=6 => 2,
            _ => 3,
        };
        2 * self.length.saturating_sub(1) + u32::from(self.quiet) + tries + u32::from(self.single)
    }

    /// The difficulty, 1 to 5: the score 0 is 1, then one level every two
    /// points (1–2: 2, 3–4: 3, 5–6: 4, 7 or more: 5).
    pub fn difficulty(self) -> u8 {
        u8::try_from((1 + self.score().div_ceil(2)).min(5)).unwrap_or(5)
    }
}

/// What a person feels of `puzzle` ([`Felt`]), with its accepted first
/// moves from `proof`; the exact judge looks two plies deep within
/// `max_nodes`.
pub fn felt(puzzle: &Puzzle, proof: &Proof, max_nodes: u64) -> Result<Felt, VerifyError> {
    let record = record_at(&puzzle.game, &puzzle.position)?;
    let legal = record.legal_moves();
    let stored = index_of(record.as_ref(), &puzzle.solution[0], 1)?;
    let unproven = VerifyError::Unproven { step: 1 };
    let at_once = record.forced_values(1, max_nodes).ok_or(unproven.clone())?;
    let a_reply_deep = record.forced_values(2, max_nodes).ok_or(unproven)?;
    let bar = class(a_reply_deep[stored]);
    let plausible = legal
        .iter()
        .enumerate()
        .filter(|(_, m)| !proof.first_moves.contains(&m.notation))
        .filter(|&(i, _)| class(a_reply_deep[i]) >= bar || class(at_once[i]) > bar)
        .count();
    let first = &legal[stored];
    let mut after = record.clone_box();
    after.play_index(stored).map_err(|_| VerifyError::Illegal {
        step: 1,
        text: first.notation.clone(),
    })?;
    Ok(Felt {
        length: u32::try_from(puzzle.solver_moves()).unwrap_or(u32::MAX),
        quiet: proof.target > 0 && !first.is_capture && after.outcome().is_none(),
        plausible: u32::try_from(plausible).unwrap_or(u32::MAX),
        single: proof.first_moves.len() == 1,
    })
}

/// How the opponent wins at once after one of the first moves `proof`
/// does not accept, where one of them lets it (the first found, in
/// legal-move order).
fn threat(record: &dyn AnyMatch, proof: &Proof) -> Option<EndReason> {
    let solver = record.status().side_to_move;
    for (i, m) in record.legal_moves().iter().enumerate() {
        if proof.first_moves.contains(&m.notation) {
            continue;
        }
        let mut after = record.clone_box();
        if after.play_index(i).is_err() || after.outcome().is_some() {
            continue;
        }
        for j in 0..after.legal_moves().len() {
            let mut end = after.clone_box();
            if end.play_index(j).is_err() {
                continue;
            }
            if let Some(outcome) = end.outcome() {
                if outcome.winner == Some(solver.opponent()) {
                    return Some(outcome.reason);
                }
            }
        }
    }
    None
}

/// The theme `puzzle`'s stored line shows and the difficulty a person
/// feels ([`Felt::difficulty`]), from the exact judge's `proof`: the line
/// gains when the promise is a win or pieces won; a line that only saves
/// the position is named by the threat it parries.
pub fn describe(
    puzzle: &Puzzle,
    proof: &Proof,
    max_nodes: u64,
) -> Result<(Theme, u8), VerifyError> {
    let start = record_at(&puzzle.game, &puzzle.position)?;
    let solver = start.status().side_to_move;
    let mut record = start.clone_box();
    let mut moves: Vec<MoveInfo> = Vec::with_capacity(puzzle.solution.len());
    for (i, text) in puzzle.solution.iter().enumerate() {
        if record.outcome().is_some() {
            return Err(VerifyError::BadEnd);
        }
        let index = index_of(record.as_ref(), text, i + 1)?;
        moves.push(record.play_index(index).map_err(|_| VerifyError::Illegal {
            step: i + 1,
            text: text.clone(),
        })?);
    }
    if moves.last().map(|m| m.side) != Some(solver) {
        return Err(VerifyError::BadEnd);
    }
    let gains = proof.target > 0;
    let (jump_squares, threatened) = threats(&puzzle.game, &puzzle.position);
    let theme = classify(&LineFacts {
        game: &puzzle.game,
        solver,
        moves: &moves,
        outcome: record.outcome(),
        gains,
        jump_squares,
        threatened,
        threat: if gains {
            None
        } else {
            threat(start.as_ref(), proof)
        },
    });
    let felt = felt(puzzle, proof, max_nodes)?;
    Ok((theme, felt.difficulty()))
}

/// Verifies a puzzle: the exact judge proves its promise, its accepted
/// moves and its start ([`prove`], within `max_nodes` per question), and
/// its theme and difficulty are the ones [`describe`] gives. `_judge` is
/// the former searching judge, no longer asked.
pub fn verify(_judge: &mut Judge, puzzle: &Puzzle, max_nodes: u64) -> Result<Proof, VerifyError> {
    let proof = prove(puzzle, max_nodes)?;
    let (theme, difficulty) = describe(puzzle, &proof, max_nodes)?;
    if theme != puzzle.theme {
        return Err(VerifyError::Theme { found: theme });
    }
    if difficulty != puzzle.difficulty {
        return Err(VerifyError::Difficulty { found: difficulty });
    }
    Ok(proof)
}
