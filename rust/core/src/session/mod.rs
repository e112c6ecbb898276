//! One play session: a game record with a seat per side, the touch state,
//! and every fact a frontend shows, written once for the CLI and both apps.
//!
//! - [`Seats`]: who plays each side, and the turn policy that follows
//!   (what undo, redo and resign do).
//! - [`Session`]: the record, the legal moves of the current position
//!   (computed once per position), the tap selection, and a revision that
//!   changes with the record, so a computer's move found for an older
//!   position is refused ([`Session::play_computer_move`]).
//! - [`Refusal`]: why a move or a tap was refused, in plain words.
//! - [`narration`]: result sentences, counters, screen-reader descriptions.
//! - [`history`]: the move list, numbered by rounds of both sides' turns.

pub mod history;
pub mod narration;
mod refusal;
mod saves;
pub mod tap;

pub use crate::seats::{Seat, Seats};
pub use history::Turn;
pub use narration::{Announcement, MoveSpeech, PieceName, ShownCounter, SquareSpeech, TurnSpeech};
pub use refusal::Refusal;

use crate::geometry::Point;
use crate::level::Level;
use crate::{find_game, AnyMatch, Geometry, MatchError, MoveError, MoveInfo, Options, Outcome};
use crate::{i18n::Lang, Side, Square};
use refusal::Scene;
use tap::Step;

/// What a tap did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TapEffect {
    /// A piece (or the first step of a move) was selected.
    Selected,
    /// A multi-step move went one step further.
    Extended,
    /// The selection was cleared.
    Deselected,
    /// A move was played.
    Played,
    /// The tap fits no legal move and nothing was selected.
    Illegal,
    /// The game is over; taps do nothing.
    GameOver,
}

/// The answer to a tap.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TapReport {
    /// What happened.
    pub effect: TapEffect,
    /// The move played, when `effect` is `Played`.
    pub played: Option<MoveInfo>,
    /// Why the tap was not taken, when it was not (also when it cleared
    /// the selection for a reason other than putting the piece back).
    pub refusal: Option<Refusal>,
}

/// A game being played: the record, the seats, the touch state.
#[derive(Debug)]
pub struct Session {
    record: Box<dyn AnyMatch>,
    seats: Seats,
    geometry: Geometry,
    /// The legal moves of the current position; empty once the game is over.
    legal: Vec<MoveInfo>,
    /// The piece letter on every square of the current position.
    pieces: Vec<Option<char>>,
    /// The moves played, described once per change.
    played: Vec<MoveInfo>,
    outcome: Option<Outcome>,
    /// The tap selection: a prefix of some legal move's taps.
    selection: Vec<Square>,
    revision: u64,
    /// The language of every text the session makes.
    lang: Lang,
}

impl Clone for Session {
    fn clone(&self) -> Self {
        Session {
            record: self.record.clone_box(),
            seats: self.seats,
            geometry: self.geometry.clone(),
            legal: self.legal.clone(),
            pieces: self.pieces.clone(),
            played: self.played.clone(),
            outcome: self.outcome,
            selection: self.selection.clone(),
            revision: self.revision,
            lang: self.lang,
        }
    }
}

impl Session {
    /// A session of `record` with these seats.
    pub fn from_record(record: Box<dyn AnyMatch>, seats: Seats) -> Session {
        let mut session = Session {
            geometry: record.geometry(),
            record,
            seats,
            legal: Vec::new(),
            pieces: Vec::new(),
            played: Vec::new(),
            outcome: None,
            selection: Vec::new(),
            revision: 0,
            lang: Lang::En,
        };
        session.refresh();
        session.revision = 0;
        session
    }

    /// A new game of `game_id` from its start position.
    pub fn new(game_id: &str, options: &Options, seats: Seats) -> Result<Session, MatchError> {
        let record = find_game(game_id)?.new_match(options)?;
        Ok(Session::from_record(record, seats))
    }

    /// A session restored from save text: the core's save (with or without
    /// seats; two humans when it has none), or a slot of the apps' earlier
    /// formats, which carried the opponent themselves.
    pub fn restore(text: &str) -> Result<Session, MatchError> {
        let (save, seats) = saves::read(text)?;
        let record = (find_game(&save.game)
            .map_err(|_| MatchError::CorruptSave(format!("unknown game {:?}", save.game)))?
            .load)(&save)?;
        Ok(Session::from_record(record, seats))
    }

    /// The save text: the record and the seats, as JSON.
    pub fn save(&self) -> String {
        saves::with_seats(self.record.save(), self.seats).to_json()
    }

    /// A new game from the position this one started from, with the same
    /// seats and options.
    pub fn restart(&mut self) -> Result<(), MatchError> {
        let id = self.record.info().id;
        let start = self.record.save().start;
        let record = find_game(id)?.from_position(&self.record.options(), &start)?;
        let revision = self.revision;
        let lang = self.lang;
        *self = Session::from_record(record, self.seats);
        self.revision = revision.wrapping_add(1);
        self.lang = lang;
        Ok(())
    }

    /// The language of the session's texts (English unless set).
    pub fn language(&self) -> Lang {
        self.lang
    }

    /// Says every text from now on in `lang`: status, counters, results,
    /// refusals' sentences through [`Refusal::text_in`], speech.
    pub fn set_language(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// The game record.
    pub fn record(&self) -> &dyn AnyMatch {
        self.record.as_ref()
    }

    /// The board geometry.
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// Who plays each side.
    pub fn seats(&self) -> Seats {
        self.seats
    }

    /// Changes who plays each side (say, a second person takes over).
    pub fn set_seats(&mut self, seats: Seats) {
        self.seats = seats;
        self.revision = self.revision.wrapping_add(1);
    }

    /// A number that changes with every change of the record and the seats;
    /// selection changes leave it alone.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    fn refresh(&mut self) {
        self.legal = self.record.legal_moves();
        self.pieces = self.record.board().into_iter().map(|v| v.piece).collect();
        self.played = self.record.history();
        self.outcome = self.record.outcome();
        self.selection.clear();
        self.revision = self.revision.wrapping_add(1);
    }

    /// The legal moves now, in a fixed order; a move's index in this list
    /// is its id until the position changes. Empty once the game is over.
    pub fn legal_moves(&self) -> &[MoveInfo] {
        &self.legal
    }

    /// The piece letter on `square`.
    pub fn piece_at(&self, square: Square) -> Option<char> {
        self.pieces.get(square.index()).copied().flatten()
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Side {
        self.record.status().side_to_move
    }

    /// Who plays the side to move.
    pub fn seat_to_move(&self) -> Seat {
        self.seats.seat(self.side_to_move())
    }

    /// The computer's level when it is the computer's turn and the game goes on.
    pub fn computer_to_move(&self) -> Option<Level> {
        if self.outcome.is_some() {
            return None;
        }
        self.seat_to_move().level()
    }

    fn scene(&self) -> Scene<'_> {
        Scene {
            info: self.record.info(),
            width: self.geometry.width,
            height: self.geometry.height,
            pieces: &self.pieces,
            legal: &self.legal,
            to_move: self.side_to_move(),
            on_points: self.geometry.style == crate::geometry::BoardStyle::Lines,
            places: self
                .record
                .status()
                .counters
                .iter()
                .any(|c| c.kind == crate::CounterKind::InHand(self.side_to_move())),
        }
    }

    /// Why `text` would be refused now, or `None` if it is a legal move.
    pub fn explain(&self, text: &str) -> Option<Refusal> {
        if self.outcome.is_some() {
            return Some(Refusal::GameOver);
        }
        self.find(text).err()
    }

    /// The index of the legal move written as `text`.
    fn find(&self, text: &str) -> Result<usize, Refusal> {
        // Before any copy or search: an overlong text is refused by its size.
        crate::limits::check_size("move", text.len(), crate::limits::MAX_MOVE_BYTES).map_err(
            |too_long| Refusal::TooLong {
                text: too_long.to_string(),
            },
        )?;
        let mut wanted = text.trim().to_ascii_lowercase();
        // `pass` may be written in the session's language, as it is shown.
        if text.trim().to_lowercase() == crate::i18n::shown_move(self.lang, "pass").to_lowercase() {
            wanted = "pass".into();
        }
        if let Some(index) = self.legal.iter().position(|m| m.notation == wanted) {
            return Ok(index);
        }
        // The tournament form (`A-1 B-2`) and other spellings: the notation
        // reader matches them against the legal moves.
        let mut probe = self.record.clone_box();
        match probe.play(text) {
            Ok(info) => self
                .legal
                .iter()
                .position(|m| m.notation == info.notation)
                .ok_or(Refusal::NotLegal { text: wanted }),
            Err(MatchError::Move(MoveError::Ambiguous { text, candidates })) => {
                Err(Refusal::Ambiguous { text, candidates })
            }
            Err(MatchError::Move(MoveError::GameOver)) => Err(Refusal::GameOver),
            Err(MatchError::Move(MoveError::Unreadable(_))) => Err(Refusal::Unreadable {
                text: text.trim().to_string(),
            }),
            // Written like a move, but no legal move: say what is wrong with it.
            Err(_) => Err(match self.scene().explain_text(text) {
                Refusal::Unreadable { .. } => Refusal::NotLegal { text: wanted },
                refusal => refusal,
            }),
        }
    }

    /// Plays a move written in any accepted notation, or says why not.
    pub fn play(&mut self, text: &str) -> Result<MoveInfo, Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        let index = self.find(text)?;
        self.play_index(index)
    }

    /// Plays the legal move with this index in [`Session::legal_moves`].
    pub fn play_index(&mut self, index: usize) -> Result<MoveInfo, Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        let played = self
            .record
            .play_index(index)
            .map_err(|_| Refusal::NotLegal {
                text: format!("move {index}"),
            })?;
        self.refresh();
        Ok(played)
    }

    /// Plays the computer's move `index`, found for the session at
    /// `revision`; refused with [`Refusal::PositionChanged`] when the
    /// session has changed since, so a late search never plays.
    pub fn play_computer_move(&mut self, revision: u64, index: usize) -> Result<MoveInfo, Refusal> {
        if revision != self.revision {
            return Err(Refusal::PositionChanged);
        }
        self.play_index(index)
    }

    /// Whether undo would do something for these seats.
    pub fn can_undo(&self) -> bool {
        match self.seats.turn_owner() {
            // Against the computer, its opening move is never taken back
            // alone: that would leave it to move with nothing to undo.
            Some(human) => {
                self.record
                    .outcome()
                    .is_some_and(|o| o.reason == crate::EndReason::Resignation)
                    || self.played.iter().any(|m| m.side == human)
            }
            None => self.record.can_undo(),
        }
    }

    /// Whether redo would do something.
    pub fn can_redo(&self) -> bool {
        self.record.can_redo()
    }

    /// Takes back what the seats say: against the computer, the human's
    /// whole last turn with the computer's reply; between two humans, one
    /// move. Takes back a resignation alone. Returns the moves taken back,
    /// the latest first.
    pub fn undo(&mut self) -> Result<Vec<MoveInfo>, MatchError> {
        if !self.can_undo() {
            return Err(MatchError::NothingToUndo);
        }
        let undone = match self.seats.turn_owner() {
            Some(human) => self.record.undo_turn(human)?,
            None => self.record.undo()?.into_iter().collect(),
        };
        self.refresh();
        Ok(undone)
    }

    /// Replays what undo took back: against the computer the human's turn
    /// and the computer's reply; between two humans one move. Returns the
    /// moves replayed, in order.
    pub fn redo(&mut self) -> Result<Vec<MoveInfo>, MatchError> {
        let redone = match self.seats.turn_owner() {
            Some(human) => self.record.redo_turn(human)?,
            None => vec![self.record.redo()?],
        };
        self.refresh();
        Ok(redone)
    }

    /// Takes back one move (or a resignation: `None`), whatever the seats.
    pub fn undo_move(&mut self) -> Result<Option<MoveInfo>, MatchError> {
        let undone = self.record.undo()?;
        self.refresh();
        Ok(undone)
    }

    /// Replays one undone move, whatever the seats.
    pub fn redo_move(&mut self) -> Result<MoveInfo, MatchError> {
        let redone = self.record.redo()?;
        self.refresh();
        Ok(redone)
    }

    /// Takes back moves to the start of `player`'s turn, whatever the seats.
    pub fn undo_turn_of(&mut self, player: Side) -> Result<Vec<MoveInfo>, MatchError> {
        let undone = self.record.undo_turn(player)?;
        self.refresh();
        Ok(undone)
    }

    /// Replays moves up to the start of `player`'s next turn, whatever the seats.
    pub fn redo_turn_of(&mut self, player: Side) -> Result<Vec<MoveInfo>, MatchError> {
        let redone = self.record.redo_turn(player)?;
        self.refresh();
        Ok(redone)
    }

    /// `side` resigns, whatever the seats.
    pub fn resign_side(&mut self, side: Side) -> Result<(), MatchError> {
        self.record.resign(side)?;
        self.refresh();
        Ok(())
    }

    /// Resigns for the player: the human's side against the computer, the
    /// side to move between two humans. Returns the side that resigned.
    pub fn resign(&mut self) -> Result<Side, MatchError> {
        let side = self.seats.resigning_side(self.side_to_move());
        self.resign_side(side)?;
        Ok(side)
    }

    fn taps(&self) -> Vec<Vec<u8>> {
        self.legal
            .iter()
            .map(|m| m.detail.taps.iter().map(|s| s.0).collect())
            .collect()
    }

    fn selection_bytes(&self) -> Vec<u8> {
        self.selection.iter().map(|s| s.0).collect()
    }

    /// The touch state machine: a tap on `square` selects a piece, goes on
    /// with a multi-step move, plays a complete move, or clears the
    /// selection, and says why when the tap fits no move.
    pub fn tap(&mut self, square: Square) -> TapReport {
        let report = |effect, refusal| TapReport {
            effect,
            played: None,
            refusal,
        };
        if self.outcome.is_some() {
            self.selection.clear();
            return report(TapEffect::GameOver, Some(Refusal::GameOver));
        }
        if self.computer_to_move().is_some() {
            return report(TapEffect::Illegal, Some(Refusal::ComputerToMove));
        }
        let taps = self.taps();
        if !tap::is_live(&taps, &self.selection_bytes()) {
            self.selection.clear();
        }
        let prefix = self.selection_bytes();
        match tap::decide(&taps, &prefix, square.0) {
            Step::Selected(prefix) => {
                self.selection = prefix.into_iter().map(Square).collect();
                report(TapEffect::Selected, None)
            }
            Step::Extended(prefix) => {
                self.selection = prefix.into_iter().map(Square).collect();
                report(TapEffect::Extended, None)
            }
            Step::Deselected => {
                let refusal = self.scene().explain_tap(&self.selection, square);
                self.selection.clear();
                report(TapEffect::Deselected, refusal)
            }
            Step::Illegal => {
                let refusal = self.scene().explain_tap(&[], square);
                self.selection.clear();
                report(TapEffect::Illegal, refusal)
            }
            Step::Play(index) => match self.play_index(index) {
                Ok(played) => TapReport {
                    effect: TapEffect::Played,
                    played: Some(played),
                    refusal: None,
                },
                Err(refusal) => report(TapEffect::Illegal, Some(refusal)),
            },
        }
    }

    /// The tap selection, in tap order.
    pub fn selection(&self) -> &[Square] {
        &self.selection
    }

    /// Clears the tap selection.
    pub fn clear_selection(&mut self) {
        self.selection.clear();
    }

    /// The squares a tap may continue the selection to (with nothing
    /// selected: the squares that start a move).
    pub fn targets(&self) -> Vec<Square> {
        tap::targets(&self.taps(), &self.selection_bytes())
            .into_iter()
            .map(Square)
            .collect()
    }

    /// The squares that start a legal move: pieces that can move, and
    /// points to place on. Apps show them before a selection when the
    /// player asks for it.
    pub fn movable(&self) -> Vec<Square> {
        tap::targets(&self.taps(), &[])
            .into_iter()
            .map(Square)
            .collect()
    }

    /// The squares a piece can be dragged from: a piece that can move with
    /// nothing selected, and the piece of the selection that goes on.
    pub fn draggable(&self) -> Vec<Square> {
        if self.computer_to_move().is_some() {
            return Vec::new();
        }
        let mut squares: Vec<Square> = self
            .movable()
            .into_iter()
            .filter(|&s| self.piece_at(s).is_some())
            .collect();
        if let Some(&last) = self.selection.last() {
            if !self.targets().is_empty() && !squares.contains(&last) {
                squares.push(last);
            }
        }
        squares
    }

    /// Whether a drag that began on `square` picks its piece up, as a tap
    /// on it would: the piece can be dragged and is not already the last
    /// square selected (a tap there would undo the selection).
    pub fn drag_picks_up(&self, square: Square) -> bool {
        self.draggable().contains(&square) && self.selection.last() != Some(&square)
    }

    /// Whether a drag dropped on `square` is a tap there: something is
    /// selected, and the drop is not where the carried piece stands.
    pub fn drop_taps(&self, square: Square) -> bool {
        self.selection.last().is_some_and(|&last| last != square)
    }

    /// Whether the selection is a complete move that can end here (an
    /// optional stop in a capture chain).
    pub fn can_finish(&self) -> bool {
        tap::complete(&self.taps(), &self.selection_bytes()).is_some()
    }

    /// Ends the pending move at the current square.
    pub fn finish(&mut self) -> Result<MoveInfo, Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        let index = tap::complete(&self.taps(), &self.selection_bytes()).ok_or_else(|| {
            Refusal::NotLegal {
                text: "the selection".into(),
            }
        })?;
        self.play_index(index)
    }

    /// Whether passing is a legal move now.
    pub fn can_pass(&self) -> bool {
        self.legal.iter().any(|m| m.detail.taps.is_empty())
    }

    /// Passes, when passing is the legal move.
    pub fn pass(&mut self) -> Result<MoveInfo, Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        let index = self
            .legal
            .iter()
            .position(|m| m.detail.taps.is_empty())
            .ok_or_else(|| Refusal::NotLegal {
                text: "pass".into(),
            })?;
        self.play_index(index)
    }

    /// The square under the point (`x`, `y`) of the unit board, if its
    /// centre is within `radius` (in the geometry's units; `None` for
    /// half the spacing of neighbouring squares).
    pub fn square_at(&self, x: f32, y: f32, radius: Option<f32>) -> Option<Square> {
        let radius = radius.unwrap_or_else(|| self.geometry.touch_radius());
        self.geometry.square_within(Point { x, y }, radius)
    }

    /// The moves played, oldest first.
    pub fn history(&self) -> &[MoveInfo] {
        &self.played
    }

    /// The last move played.
    pub fn last_move(&self) -> Option<&MoveInfo> {
        self.played.last()
    }

    /// The moves played, by turn and round.
    pub fn turns(&self) -> Vec<Turn> {
        history::turns(&self.played)
    }

    /// The result sentence once the game is over.
    pub fn result_text(&self) -> Option<String> {
        let outcome = self.outcome?;
        let counters = self.record.status().counters;
        Some(narration::result_sentence_in(
            self.record.info(),
            outcome,
            &counters,
            self.lang,
        ))
    }

    /// The counters worth showing now, named for players.
    pub fn counters(&self) -> Vec<ShownCounter> {
        let status = self.record.status();
        narration::shown_counters_in(
            self.record.info(),
            status.phase,
            &status.counters,
            self.lang,
        )
    }

    /// The status line: `Goats to move · Goats to place 14`, the computer's
    /// turn, or the result sentence.
    pub fn status_line(&self) -> String {
        if let Some(text) = self.result_text() {
            return text;
        }
        let lang = self.lang;
        let name = self.record.info().side_name(self.side_to_move(), lang);
        let genitive = self.record.info().side_genitive(self.side_to_move(), lang);
        let mut line = match self.seat_to_move() {
            Seat::Computer { level: _ } if self.seats.lone_human().is_some() => {
                crate::tr!(
                    lang,
                    "status-computer-to-move",
                    side = name,
                    side_genitive = genitive
                )
            }
            _ => crate::tr!(
                lang,
                "status-to-move",
                side = name,
                side_genitive = genitive
            ),
        };
        let separator = crate::i18n::text(lang, "status-separator", &[]);
        for counter in self.counters() {
            line.push_str(&separator);
            line.push_str(&counter.text(lang));
        }
        line
    }

    /// What a screen reader says about `square`.
    pub fn square_speech(&self, square: Square) -> SquareSpeech {
        let detail = self.last_move().map(|m| &m.detail);
        let ends = detail.and_then(|d| d.endpoints());
        SquareSpeech {
            square: square.name(self.geometry.width).to_string(),
            piece: self
                .piece_at(square)
                .map(|l| narration::piece_of(self.record.info(), l)),
            selected: self.selection.contains(&square),
            can_move: self.selection.is_empty() && self.movable().contains(&square),
            target: !self.selection.is_empty() && self.targets().contains(&square),
            hint: false,
            last_from: ends.is_some_and(|(from, _)| from == Some(square)),
            last_to: ends.is_some_and(|(_, to)| to == square),
            captured: detail.is_some_and(|d| d.captured.contains(&square)),
        }
    }

    /// What a screen reader says about the last move, if there is one.
    pub fn last_move_speech(&self) -> Option<MoveSpeech> {
        let last = self.last_move()?;
        let mut before = self.record.clone_box();
        while before.undo().ok()?.is_none() {}
        let pieces: Vec<Option<char>> = before.board().into_iter().map(|v| v.piece).collect();
        Some(MoveSpeech::new(
            self.record.info(),
            self.geometry.width,
            &pieces,
            last,
        ))
    }

    /// What a screen reader says about each row of the move list.
    pub fn turn_speech(&self) -> Vec<TurnSpeech> {
        let info = self.record.info();
        self.turns()
            .iter()
            .map(|turn| TurnSpeech::new(info, turn))
            .collect()
    }

    /// The announcement of the last move played (or replayed), with the
    /// result sentence when it ended the game.
    pub fn played_announcement(&self) -> Option<Announcement> {
        Some(Announcement::Played {
            speech: self.last_move_speech()?,
            result: self.result_text(),
        })
    }

    /// The announcement of a suggested move, `notation` in canonical
    /// notation; `None` when it is not a legal move now.
    pub fn hint_announcement(&self, notation: &str) -> Option<Announcement> {
        let mv = self.legal_moves().iter().find(|m| m.notation == notation)?;
        let pieces: Vec<Option<char>> = self.record.board().into_iter().map(|v| v.piece).collect();
        Some(Announcement::Hint {
            speech: MoveSpeech::new(self.record.info(), self.geometry.width, &pieces, mv),
        })
    }

    /// The line shown beside the board while the hint `notation` shows:
    /// `Hint: c3-c4`, and where an installed solved table knows the
    /// position, its verdict too: `Hint: c3-c4 · Goats win in 12`.
    pub fn hint_text(&self, notation: &str) -> String {
        let lang = self.lang;
        match self.record.verdict(lang) {
            Some(verdict) => crate::tr!(
                lang,
                "hint-line-verdict",
                move = notation,
                verdict = verdict
            ),
            None => crate::tr!(lang, "hint-line", move = notation),
        }
    }

    /// The announcement after `moves` moves were taken back, with the
    /// status line now.
    pub fn taken_back_announcement(&self, moves: usize) -> Announcement {
        Announcement::TakenBack {
            moves,
            status: self.status_line(),
        }
    }
}

#[cfg(test)]
mod tests;
