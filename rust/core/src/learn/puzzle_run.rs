//! A puzzle being solved: the player's moves checked against the solution,
//! the forced replies played for the other side, hints, and the solution
//! line for "show me".

use super::judge::record_at;
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

/// A puzzle in progress.
#[derive(Debug, Clone)]
pub struct PuzzleRun {
    puzzle: Puzzle,
    session: Session,
    solver: Side,
    /// How many moves of the solution are played.
    step: usize,
    mistakes: u32,
    hints: u32,
    revealed: bool,
}

impl PuzzleRun {
    /// Starts `puzzle`.
    pub fn new(puzzle: Puzzle) -> Result<PuzzleRun, super::VerifyError> {
        let record = record_at(&puzzle.game, &puzzle.position)?;
        let session = Session::from_record(record, Seats::default());
        let solver = session.side_to_move();
        Ok(PuzzleRun {
            puzzle,
            session,
            solver,
            step: 0,
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
        self.step >= self.puzzle.solution.len()
    }

    /// Wrong moves tried so far.
    pub fn mistakes(&self) -> u32 {
        self.mistakes
    }

    /// Whether it was solved without a mistake, a hint or the solution shown.
    pub fn clean(&self) -> bool {
        self.solved() && self.mistakes == 0 && self.hints == 0 && !self.revealed
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
        let expected = &self.puzzle.solution[self.step];
        let mut after = self.session.clone();
        let Ok(played) = after.play(notation) else {
            return attempt(
                PuzzleVerdict::Refused,
                self.text("puzzle-solved", &[]),
                None,
            );
        };
        // The last move may be any move that wins at once (another mate).
        let last = self.step + 1 == self.puzzle.solution.len();
        let wins = after.outcome().and_then(|o| o.winner) == Some(self.solver);
        if played.notation != *expected && !(last && wins) {
            self.mistakes += 1;
            return attempt(
                PuzzleVerdict::Wrong,
                self.text("puzzle-wrong", &[("move", Arg::from(&played.notation))]),
                None,
            );
        }
        self.session = after;
        self.step += 1;
        if self.solved() || self.session.outcome().is_some() {
            self.step = self.puzzle.solution.len();
            return attempt(PuzzleVerdict::Solved, self.text("puzzle-solved", &[]), None);
        }
        let reply_text = self.puzzle.solution[self.step].clone();
        let reply = self.session.play(&reply_text).ok();
        self.step += 1;
        let message = self.text("puzzle-reply", &[("reply", Arg::from(&reply_text))]);
        attempt(PuzzleVerdict::Correct, message, reply)
    }

    /// The square to start the next solver move from (the first tap).
    pub fn hint(&mut self) -> Option<Square> {
        let mv = self.expected()?;
        self.hints += 1;
        mv.detail.taps.first().copied()
    }

    /// The next solver move, described.
    fn expected(&self) -> Option<MoveInfo> {
        let text = self.puzzle.solution.get(self.step)?;
        self.session
            .legal_moves()
            .iter()
            .find(|m| &m.notation == text)
            .cloned()
    }

    /// The rest of the solution from here, each move described where it is
    /// played (for the "show solution" animation). The puzzle then counts as
    /// not solved cleanly.
    pub fn reveal(&mut self) -> Vec<MoveInfo> {
        self.revealed = true;
        let mut walk = self.session.clone();
        let mut line = Vec::new();
        for mv in &self.puzzle.solution[self.step.min(self.puzzle.solution.len())..] {
            match walk.play(mv) {
                Ok(info) => line.push(info),
                Err(_) => break,
            }
        }
        line
    }

    /// Back to the puzzle's start (mistakes and hints are kept).
    pub fn restart(&mut self) {
        if let Ok(record) = record_at(&self.puzzle.game, &self.puzzle.position) {
            let lang = self.language();
            self.session = Session::from_record(record, Seats::default());
            self.session.set_language(lang);
            self.step = 0;
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
        let wrong = run
            .session()
            .legal_moves()
            .iter()
            .find(|m| m.notation != puzzle.solution[0])
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
