//! A puzzle being solved: the player's moves checked against the solution,
//! the forced replies played for the other side, hints, and the solution
//! line for "show me".

use super::forced::class;
use super::judge::{index_of, record_at};
use super::proof::{best_replies, gain_for, keeping, need, PLAY_NODES};
use super::puzzle::Puzzle;
use crate::i18n::{self, Arg, Lang};
use crate::session::{Seats, Session};
use crate::{MoveInfo, Side, Square};

/// How a puzzle move was judged.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(rename_all = "kebab-case")]
pub enum PuzzleVerdict {
    /// Not a legal move; nothing changed.
    Refused,
    /// Legal, but not the solution; nothing changed.
    Wrong,
    /// Right; the reply was played and the puzzle goes on.
    Correct,
    /// Right, and the puzzle is solved.
    Solved,
}

/// The answer to a puzzle move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PuzzleAttempt {
    /// The judgement.
    pub verdict: PuzzleVerdict,
    /// What to tell the player.
    pub message: String,
    /// The opponent's forced reply, played after a correct move.
    pub reply: Option<MoveInfo>,
}

/// A puzzle in progress. Every move the exact judge proves as good as the
/// stored one is accepted ([`super::proof`]); after a move off the stored
/// line, the opponent's replies are the judge's best defence.
#[derive(Debug, Clone)]
pub struct PuzzleRun {
    puzzle: Puzzle,
    session: Session,
    solver: Side,
    /// The promise the judge proved for the stored line ([`super::proof`]),
    /// `None` when it passed its node limit (then only the stored line and
    /// immediate wins are accepted).
    target: Option<i32>,
    /// Plies played from the start.
    plies: usize,
    /// Solver moves played.
    moves: usize,
    /// Pieces won so far (lost ones counted against).
    gained: i32,
    /// Whether every move so far is the stored line's.
    on_line: bool,
    done: bool,
    mistakes: u32,
    hints: u32,
    revealed: bool,
}

impl PuzzleRun {
    /// Starts `puzzle`.
    pub fn new(puzzle: Puzzle) -> Result<PuzzleRun, super::VerifyError> {
        let record = record_at(&puzzle.game, &puzzle.position)?;
        let target = record
            .forced_values(puzzle.plies, PLAY_NODES)
            .and_then(|values| {
                let index = index_of(record.as_ref(), puzzle.solution.first()?, 1).ok()?;
                values.get(index).map(|&v| class(v))
            });
        let session = Session::from_record(record, Seats::default());
        let solver = session.side_to_move();
        Ok(PuzzleRun {
            puzzle,
            session,
            solver,
            target,
            plies: 0,
            moves: 0,
            gained: 0,
            on_line: true,
            done: false,
            mistakes: 0,
            hints: 0,
            revealed: false,
        })
    }

    /// The language of the run's texts (English unless set).
    pub fn language(&self) -> Lang {
        self.session.language()
    }

    /// Says every text from now on in `lang`: the goal, the theme, the
    /// verdicts and the refusals of illegal moves.
    pub fn set_language(&mut self, lang: Lang) {
        self.session.set_language(lang);
    }

    /// The message `id` in the run's language.
    fn text(&self, id: &str, args: &[(&str, Arg)]) -> String {
        i18n::text(self.language(), id, args)
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The current position, for drawing and taps.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The side that solves it.
    pub fn solver(&self) -> Side {
        self.solver
    }

    /// `White to play: find the best move.`
    pub fn goal(&self) -> String {
        let side = self
            .session
            .record()
            .info()
            .side_name(self.solver, self.language());
        i18n::sentence(self.language(), "puzzle-goal", &[("side", Arg::from(side))])
    }

    /// The theme's name: `Chain capture`.
    pub fn theme_name(&self) -> String {
        self.puzzle.theme.name(self.language())
    }

    /// Whether every solver move is played.
    pub fn solved(&self) -> bool {
        self.done
    }

    /// Wrong moves tried so far.
    pub fn mistakes(&self) -> u32 {
        self.mistakes
    }

    /// Whether it was solved without a mistake, a hint or the solution shown.
    pub fn clean(&self) -> bool {
        self.solved() && self.mistakes == 0 && self.hints == 0 && !self.revealed
    }

    /// The plies of the puzzle's distance still to come.
    fn plies_left(&self) -> u32 {
        self.puzzle
            .plies
            .saturating_sub(u32::try_from(self.plies).unwrap_or(u32::MAX))
    }

    /// The stored line's move at this ply, while the run follows it.
    fn stored(&self) -> Option<&String> {
        if self.on_line {
            self.puzzle.solution.get(self.plies)
        } else {
            None
        }
    }

    /// Which legal moves of the solver keep the promise now, by the exact
    /// judge; `None` when it cannot tell within its node limit.
    fn accepted(&self) -> Option<Vec<bool>> {
        let target = self.target?;
        keeping(
            self.session.record(),
            self.plies_left(),
            need(target, self.gained),
            PLAY_NODES,
        )
    }

    /// Judges the player's move and, if right, plays it and the reply.
    pub fn play(&mut self, notation: &str) -> PuzzleAttempt {
        if self.solved() {
            return attempt(
                PuzzleVerdict::Refused,
                self.text("puzzle-solved", &[]),
                None,
            );
        }
        if let Some(refusal) = self.session.explain(notation) {
            return attempt(
                PuzzleVerdict::Refused,
                refusal.text_in(self.language()),
                None,
            );
        }
        let mut after = self.session.clone();
        let Ok(played) = after.play(notation) else {
            return attempt(
                PuzzleVerdict::Refused,
                self.text("puzzle-solved", &[]),
                None,
            );
        };
        let wins = after.outcome().and_then(|o| o.winner) == Some(self.solver);
        let index = self
            .session
            .legal_moves()
            .iter()
            .position(|m| m.notation == played.notation);
        let is_stored = self.stored() == Some(&played.notation);
        let right = wins
            || match (self.accepted(), index) {
                (Some(flags), Some(i)) => flags.get(i).copied().unwrap_or(false),
                _ => is_stored,
            };
        if !right {
            self.mistakes += 1;
            return attempt(
                PuzzleVerdict::Wrong,
                self.text("puzzle-wrong", &[("move", Arg::from(&played.notation))]),
                None,
            );
        }
        self.gained += gain_for(self.session.record(), &played, self.solver);
        self.session = after;
        self.plies += 1;
        self.moves += 1;
        self.on_line &= is_stored;
        if self.moves >= self.puzzle.solver_moves() || self.session.outcome().is_some() {
            self.done = true;
            return attempt(PuzzleVerdict::Solved, self.text("puzzle-solved", &[]), None);
        }
        let Some(reply_index) = self.reply() else {
            self.done = true;
            return attempt(PuzzleVerdict::Solved, self.text("puzzle-solved", &[]), None);
        };
        let before = self.session.legal_moves().get(reply_index).cloned();
        if let Some(mv) = &before {
            self.gained += gain_for(self.session.record(), mv, self.solver);
        }
        let reply = self.session.play_index(reply_index).ok();
        self.plies += 1;
        if self.session.outcome().is_some() {
            self.done = true;
        }
        let reply_text = reply
            .as_ref()
            .map(|m| m.notation.clone())
            .unwrap_or_default();
        let message = self.text("puzzle-reply", &[("reply", Arg::from(&reply_text))]);
        attempt(PuzzleVerdict::Correct, message, reply)
    }

    /// The opponent's reply now: the stored one while the run follows the
    /// line, else the exact judge's best defence (the first in legal-move
    /// order), else the deeper search's.
    fn reply(&self) -> Option<usize> {
        let legal = self.session.legal_moves();
        if let Some(text) = self.stored() {
            if let Some(i) = legal.iter().position(|m| &m.notation == text) {
                return Some(i);
            }
        }
        if let Some(best) = best_replies(self.session.record(), self.plies_left(), PLAY_NODES) {
            return best.iter().position(|&b| b);
        }
        let scores = super::judge::Judge::verifier().move_scores(self.session.record());
        (0..scores.len()).max_by_key(|&i| (scores[i], std::cmp::Reverse(i)))
    }

    /// The square to start the next solver move from (the first tap).
    pub fn hint(&mut self) -> Option<Square> {
        let mv = self.expected()?;
        self.hints += 1;
        mv.detail.taps.first().copied()
    }

    /// The next solver move: the stored one while the run follows the
    /// line, else the first the judge accepts.
    fn expected(&self) -> Option<MoveInfo> {
        if self.done {
            return None;
        }
        let legal = self.session.legal_moves();
        if let Some(text) = self.stored() {
            return legal.iter().find(|m| &m.notation == text).cloned();
        }
        let flags = self.accepted()?;
        legal
            .iter()
            .zip(flags)
            .find(|(_, ok)| *ok)
            .map(|(m, _)| m.clone())
    }

    /// The rest of the solution from here, each move described where it is
    /// played (for the "show solution" animation): the stored line while
    /// the run follows it, else the judge's. The puzzle then counts as not
    /// solved cleanly.
    pub fn reveal(&mut self) -> Vec<MoveInfo> {
        self.revealed = true;
        let mut line = Vec::new();
        if self.done {
            return line;
        }
        let mut walk = self.clone();
        while !walk.done {
            let Some(mv) = walk.expected() else {
                break;
            };
            let before = walk.session.clone();
            let attempt = walk.play(&mv.notation);
            if !matches!(
                attempt.verdict,
                PuzzleVerdict::Correct | PuzzleVerdict::Solved
            ) {
                break;
            }
            let mut replay = before;
            if let Ok(info) = replay.play(&mv.notation) {
                line.push(info);
            }
            line.extend(attempt.reply);
        }
        line
    }

    /// Back to the puzzle's start (mistakes and hints are kept).
    pub fn restart(&mut self) {
        if let Ok(record) = record_at(&self.puzzle.game, &self.puzzle.position) {
            let lang = self.language();
            self.session = Session::from_record(record, Seats::default());
            self.session.set_language(lang);
            self.plies = 0;
            self.moves = 0;
            self.gained = 0;
            self.on_line = true;
            self.done = false;
        }
    }
}

fn attempt(verdict: PuzzleVerdict, message: String, reply: Option<MoveInfo>) -> PuzzleAttempt {
    PuzzleAttempt {
        verdict,
        message,
        reply,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::puzzles;

    #[test]
    fn a_puzzle_is_solved_move_by_move_with_the_replies() {
        let puzzle = puzzles("buff-and-green")
            .unwrap()
            .into_iter()
            .find(|p| p.solution.len() >= 3)
            .expect("a puzzle with a reply");
        let mut run = PuzzleRun::new(puzzle.clone()).unwrap();
        assert!(run.goal().ends_with("to play: find the best move."));
        let hint = run.hint().unwrap();
        let first = run
            .session()
            .legal_moves()
            .iter()
            .find(|m| m.notation == puzzle.solution[0])
            .unwrap()
            .clone();
        assert_eq!(first.detail.taps[0], hint);
        let accepted = crate::learn::assess(&puzzle, crate::learn::PROOF_NODES)
            .unwrap()
            .first_moves;
        assert!(accepted.contains(&puzzle.solution[0]));
        let wrong = run
            .session()
            .legal_moves()
            .iter()
            .find(|m| !accepted.contains(&m.notation))
            .unwrap()
            .notation
            .clone();
        let before = run.session().record().position_text();
        assert_eq!(run.play(&wrong).verdict, PuzzleVerdict::Wrong);
        assert_eq!(run.session().record().position_text(), before);
        assert_eq!(run.play("zz9").verdict, PuzzleVerdict::Refused);
        let answer = run.play(&puzzle.solution[0]);
        assert_eq!(answer.verdict, PuzzleVerdict::Correct);
        assert_eq!(answer.reply.unwrap().notation, puzzle.solution[1]);
        let rest = run.reveal();
        assert_eq!(rest.len(), puzzle.solution.len() - 2);
        for mv in &puzzle.solution[2..] {
            run.play(mv);
        }
        assert!(run.solved());
        assert!(!run.clean());
    }

    #[test]
    fn a_clean_solve_counts_as_clean() {
        let puzzle = puzzles("bobail").unwrap().remove(0);
        let mut run = PuzzleRun::new(puzzle.clone()).unwrap();
        let mut last = None;
        for (i, mv) in puzzle.solution.iter().enumerate() {
            if i % 2 == 0 {
                last = Some(run.play(mv).verdict);
            }
        }
        assert_eq!(last, Some(PuzzleVerdict::Solved));
        assert!(run.clean());
    }
}
