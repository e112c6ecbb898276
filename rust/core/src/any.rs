//! Every game behind one object-safe interface, reached by game id. The CLI
//! and the mobile API use this; search and rules stay generic underneath.

use crate::record::{Match, MatchError, SaveFile};
use crate::{Counter, Game, GameInfo, Geometry, MoveDetail, Options, Outcome, Side, Square};
use serde::Serialize;

/// A legal move, described for display and animation.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct MoveInfo {
    /// The side that plays (or played) it.
    pub side: Side,
    /// Canonical notation.
    pub notation: String,
    /// Whether it captures.
    pub is_capture: bool,
    /// How it moves pieces.
    pub detail: MoveDetail,
}

/// One square of the board, for drawing.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct SquareView {
    /// The square.
    pub square: Square,
    /// Its name, such as `c3`.
    pub name: String,
    /// The piece letter on it, if any.
    pub piece: Option<char>,
}

/// Where a game stands, for a status line.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Status {
    /// The side to move.
    pub side_to_move: Side,
    /// The phase (`placement`, `movement`, …).
    pub phase: &'static str,
    /// Counters such as goats in hand.
    pub counters: Vec<Counter>,
    /// The outcome, once the game is over.
    pub outcome: Option<Outcome>,
    /// The result sentence: who won and why (`The tigers win: 5 goats captured.`).
    pub outcome_text: Option<String>,
    /// Moves played.
    pub ply: usize,
}

/// A game record of any game. Object-safe; every method is cheap except the
/// searches.
pub trait AnyMatch: Send + Sync + std::fmt::Debug {
    /// The game's metadata.
    fn info(&self) -> &'static GameInfo;
    /// The board geometry of this game's variant.
    fn geometry(&self) -> Geometry;
    /// The current position string.
    fn position_text(&self) -> String;
    /// The hash of the current position.
    fn position_hash(&self) -> u64;
    /// Side to move, phase, counters and outcome.
    fn status(&self) -> Status;
    /// The outcome, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// Every square with its piece.
    fn board(&self) -> Vec<SquareView>;
    /// The legal moves now.
    fn legal_moves(&self) -> Vec<MoveInfo>;
    /// Reads a move in any accepted notation and plays it.
    fn play(&mut self, text: &str) -> Result<MoveInfo, MatchError>;
    /// Takes back the last move; `None` when a resignation was taken back.
    fn undo(&mut self) -> Result<Option<MoveInfo>, MatchError>;
    /// Plays again the last move undone.
    fn redo(&mut self) -> Result<MoveInfo, MatchError>;
    /// Takes back moves to the start of `player`'s turn (a resignation
    /// alone, if there is one); the moves taken back, the latest first.
    fn undo_turn(&mut self, player: Side) -> Result<Vec<MoveInfo>, MatchError>;
    /// Replays undone moves up to the start of `player`'s next turn; the moves
    /// replayed, in order.
    fn redo_turn(&mut self, player: Side) -> Result<Vec<MoveInfo>, MatchError>;
    /// Whether undo would do something.
    fn can_undo(&self) -> bool;
    /// Whether redo would do something.
    fn can_redo(&self) -> bool;
    /// `side` resigns.
    fn resign(&mut self, side: Side) -> Result<(), MatchError>;
    /// The moves played, described.
    fn history(&self) -> Vec<MoveInfo>;
    /// The record as a save file.
    fn save(&self) -> SaveFile;
    /// Perft from the current position.
    fn perft(&self, depth: u32) -> u64;
    /// Perft split by first move.
    fn divide(&self, depth: u32) -> Vec<(String, u64)>;
    /// Searches the current position with `engine` under `settings` and
    /// returns the move to play (or to hint). Fails with `GameOver` when the
    /// game is over. Returns within a few milliseconds of `cancel` being set.
    fn think(
        &self,
        engine: &mut crate::ai::Engine,
        settings: &crate::ai::SearchSettings,
        cancel: &std::sync::atomic::AtomicBool,
    ) -> Result<crate::ai::Thought, MatchError>;
    /// The node budget per move of `level` in this game.
    fn level_nodes(&self, level: crate::level::Level) -> u64;
    /// A copy of this record.
    fn clone_box(&self) -> Box<dyn AnyMatch>;
    /// Plays the legal move with this index in [`AnyMatch::legal_moves`]'s
    /// order, the move's id until the position changes.
    fn play_index(&mut self, index: usize) -> Result<MoveInfo, MatchError>;
    /// The variant options the record is played under (every key).
    fn options(&self) -> Options;
    /// The result with best play from the current position, in words, when
    /// an installed solved table knows it ([`crate::table_value::verdict`]):
    /// `Goats win in 6`, `Draw with best play`. `None` otherwise.
    fn verdict(&self, lang: crate::i18n::Lang) -> Option<String>;

    /// The proven value of the position for the side to move, when an
    /// installed solved table knows it and the game is not over
    /// ([`crate::Game::table_value`]); `None` otherwise.
    fn table_value(&self) -> Option<crate::table_value::Value>;

    /// The exact result (1 won, 0 drawn, -1 lost, for the side to move) of
    /// each legal move, in notation, solved down to an installed solved
    /// table ([`crate::ai::Engine::exact_results`]): where the table is at
    /// most `max_plies` away on every line and the solve visits at most
    /// `max_nodes` positions. The moves of the best result are exactly
    /// those whose result equals the maximum. `None` elsewhere.
    fn exact_results(
        &self,
        engine: &mut crate::ai::Engine,
        max_plies: u32,
        max_nodes: u64,
        cancel: &std::sync::atomic::AtomicBool,
    ) -> Option<Vec<(String, i32)>>;

    /// The exact value of each legal move, in [`AnyMatch::legal_moves`]
    /// order, for the side to move, over `plies` plies (the move one of
    /// them), every move of both sides tried ([`crate::learn::forced`]):
    /// a forced win, the pieces won, or a forced loss. `None` when the game
    /// is over or the search would visit more than `max_nodes` positions.
    fn forced_values(&self, plies: u32, max_nodes: u64) -> Option<Vec<i32>>;

    /// Whether each legal move keeps at least `need` (a value as
    /// [`AnyMatch::forced_values`] gives) over `plies` plies: the same
    /// exact judge, cheaper than the values.
    fn forced_meets(&self, plies: u32, need: i32, max_nodes: u64) -> Option<Vec<bool>>;

    /// The value of the legal move `index` alone, as
    /// [`AnyMatch::forced_values`] gives it.
    fn forced_value(&self, index: usize, plies: u32, max_nodes: u64) -> Option<i32>;
}

fn describe<G: Game>(position: &G, mv: G::Move) -> MoveInfo {
    MoveInfo {
        side: position.side_to_move(),
        notation: position.notation(mv),
        is_capture: position.is_capture(mv),
        detail: position.detail(mv),
    }
}

impl<G: Game> AnyMatch for Match<G> {
    fn info(&self) -> &'static GameInfo {
        G::info()
    }

    fn geometry(&self) -> Geometry {
        self.position().geometry()
    }

    fn position_text(&self) -> String {
        self.position().to_text()
    }

    fn position_hash(&self) -> u64 {
        self.position().hash()
    }

    fn status(&self) -> Status {
        let position = self.position();
        let outcome = Match::outcome(self);
        Status {
            side_to_move: position.side_to_move(),
            phase: position.phase(),
            counters: position.counters(),
            outcome,
            outcome_text: outcome
                .map(|o| crate::info::result_sentence(G::info(), o, &position.counters())),
            ply: self.moves().len(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        Match::outcome(self)
    }

    fn board(&self) -> Vec<SquareView> {
        let position = self.position();
        let geometry = position.geometry();
        (0..geometry.width * geometry.height)
            .map(|i| {
                let square = Square(i);
                SquareView {
                    square,
                    name: square.name(geometry.width).to_string(),
                    piece: position.piece_at(square),
                }
            })
            .collect()
    }

    fn legal_moves(&self) -> Vec<MoveInfo> {
        let position = self.position();
        Match::legal_moves(self)
            .into_iter()
            .map(|mv| describe(position, mv))
            .collect()
    }

    fn play(&mut self, text: &str) -> Result<MoveInfo, MatchError> {
        let before = self.position().clone();
        let mv = self.play_text(text)?;
        Ok(describe(&before, mv))
    }

    fn undo(&mut self) -> Result<Option<MoveInfo>, MatchError> {
        Ok(Match::undo(self)?.map(|mv| describe(self.position(), mv)))
    }

    fn redo(&mut self) -> Result<MoveInfo, MatchError> {
        let before = self.position().clone();
        let mv = Match::redo(self)?;
        Ok(describe(&before, mv))
    }

    fn undo_turn(&mut self, player: Side) -> Result<Vec<MoveInfo>, MatchError> {
        let undone = Match::undo_turn(self, player)?;
        // Replay the positions forward to describe each move where it was played.
        let mut position = self.position().clone();
        let mut described: Vec<MoveInfo> = Vec::with_capacity(undone.len());
        for &mv in undone.iter().rev() {
            described.push(describe(&position, mv));
            position.play(mv);
        }
        described.reverse();
        Ok(described)
    }

    fn redo_turn(&mut self, player: Side) -> Result<Vec<MoveInfo>, MatchError> {
        let start = self.moves().len();
        let redone = Match::redo_turn(self, player)?;
        Ok(Match::history(self)
            .skip(start)
            .take(redone.len())
            .map(|(position, mv)| describe(position, mv))
            .collect())
    }

    fn can_undo(&self) -> bool {
        Match::can_undo(self)
    }

    fn can_redo(&self) -> bool {
        Match::can_redo(self)
    }

    fn resign(&mut self, side: Side) -> Result<(), MatchError> {
        Match::resign(self, side)
    }

    fn history(&self) -> Vec<MoveInfo> {
        Match::history(self)
            .map(|(position, mv)| describe(position, mv))
            .collect()
    }

    fn save(&self) -> SaveFile {
        Match::save(self)
    }

    fn perft(&self, depth: u32) -> u64 {
        crate::perft::perft(self.position(), depth)
    }

    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        crate::perft::divide(self.position(), depth)
    }

    fn think(
        &self,
        engine: &mut crate::ai::Engine,
        settings: &crate::ai::SearchSettings,
        cancel: &std::sync::atomic::AtomicBool,
    ) -> Result<crate::ai::Thought, MatchError> {
        engine.think(self, settings, cancel)
    }

    fn level_nodes(&self, level: crate::level::Level) -> u64 {
        G::level_nodes(level)
    }

    fn clone_box(&self) -> Box<dyn AnyMatch> {
        Box::new(self.clone())
    }

    fn play_index(&mut self, index: usize) -> Result<MoveInfo, MatchError> {
        let mv = *Match::legal_moves(self).get(index).ok_or_else(|| {
            MatchError::Move(crate::MoveError::Illegal(format!("move number {index}")))
        })?;
        let info = describe(self.position(), mv);
        self.push(mv);
        Ok(info)
    }

    fn options(&self) -> Options {
        G::options(&self.position().current_config())
    }

    fn table_value(&self) -> Option<crate::table_value::Value> {
        if self.outcome().is_some() {
            return None;
        }
        self.position().table_value()
    }

    fn exact_results(
        &self,
        engine: &mut crate::ai::Engine,
        max_plies: u32,
        max_nodes: u64,
        cancel: &std::sync::atomic::AtomicBool,
    ) -> Option<Vec<(String, i32)>> {
        let position = self.position();
        if self.outcome().is_some() || position.plies_to_table()? > max_plies {
            return None;
        }
        let (results, _) = engine.exact_results(position, max_nodes, None, cancel)?;
        Some(
            results
                .into_iter()
                .map(|(mv, result)| (position.notation(mv), result))
                .collect(),
        )
    }

    fn forced_values(&self, plies: u32, max_nodes: u64) -> Option<Vec<i32>> {
        if self.outcome().is_some() {
            return None;
        }
        crate::learn::forced::Forced::<G>::new(max_nodes).move_values(self.position(), plies)
    }

    fn forced_value(&self, index: usize, plies: u32, max_nodes: u64) -> Option<i32> {
        if self.outcome().is_some() {
            return None;
        }
        crate::learn::forced::Forced::<G>::new(max_nodes).move_value(self.position(), index, plies)
    }

    fn forced_meets(&self, plies: u32, need: i32, max_nodes: u64) -> Option<Vec<bool>> {
        if self.outcome().is_some() {
            return None;
        }
        crate::learn::forced::Forced::<G>::new(max_nodes).move_meets(self.position(), plies, need)
    }

    fn verdict(&self, lang: crate::i18n::Lang) -> Option<String> {
        if self.outcome().is_some() {
            return None;
        }
        let position = self.position();
        let value = position.table_value()?;
        Some(crate::table_value::verdict(
            G::info(),
            value,
            position.side_to_move(),
            lang,
        ))
    }
}
