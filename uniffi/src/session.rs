//! The match object: one play session of the core, shared between the UI
//! thread and the engine thread. Every rule, policy and text comes from
//! [`boardlore_core::session::Session`]; this module converts to records.

use crate::error::{BoardloreError, Result};
use crate::records::{
    BoardState, MatchOutcome, MatchStatus, MoveDescription, SquareState, StatusCounter, TapEffect,
    TapResult, TurnEntry,
};
use boardlore_core::describe::{GameDescription, PieceDescription};
use boardlore_core::geometry::Geometry as BoardGeometry;
use boardlore_core::session::{self, Refusal, Seats, Session};
use boardlore_core::{find_game, MatchError, MoveInfo, OptionSetting, Options, Side, Square};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// What the lock guards: the session.
pub(crate) struct State {
    pub(crate) session: Session,
}

impl From<Refusal> for BoardloreError {
    fn from(refusal: Refusal) -> Self {
        match refusal {
            Refusal::GameOver => BoardloreError::GameOver,
            Refusal::PositionChanged => BoardloreError::StalePosition,
            Refusal::Unreadable { .. } | Refusal::TooLong { .. } => {
                BoardloreError::BadNotation(refusal.text_in(crate::language::current()))
            }
            _ => BoardloreError::IllegalMove(refusal.text_in(crate::language::current())),
        }
    }
}

fn described(moves: &[MoveInfo]) -> Vec<MoveDescription> {
    moves
        .iter()
        .map(|info| MoveDescription::new(info, info.side))
        .collect()
}

fn indices(squares: &[Square]) -> Vec<u32> {
    squares.iter().map(|s| u32::from(s.0)).collect()
}

impl State {
    fn square(&self, index: u32) -> Result<Square> {
        let count = self.session.geometry().points.len();
        u8::try_from(index)
            .ok()
            .filter(|&s| usize::from(s) < count)
            .map(Square)
            .ok_or_else(|| {
                BoardloreError::InvalidSquare(format!(
                    "square {index} is not on this board ({count} squares)"
                ))
            })
    }

    fn last_move(&self) -> Option<MoveDescription> {
        let last = self.session.last_move()?;
        Some(MoveDescription::new(last, last.side))
    }

    fn status(&self) -> MatchStatus {
        let session = &self.session;
        let info = session.record().info();
        let status = session.record().status();
        let outcome = session
            .outcome()
            .zip(session.result_text())
            .map(|(o, text)| MatchOutcome::new(info, o, text));
        MatchStatus {
            side_to_move: status.side_to_move,
            side_to_move_name: info.side_name(status.side_to_move, session.language()),
            phase: status.phase.to_string(),
            counters: session
                .counters()
                .iter()
                .map(|c| StatusCounter {
                    label: c.label.clone(),
                    value: c.value,
                    limit: c.limit,
                    text: c.text(session.language()),
                })
                .collect(),
            seat_to_move: session.seat_to_move(),
            computer_to_move: session.computer_to_move().is_some(),
            is_over: outcome.is_some(),
            outcome,
            text: session.status_line(),
            ply: u32::try_from(status.ply).unwrap_or(u32::MAX),
            can_finish: session.can_finish(),
        }
    }

    fn board(&self) -> BoardState {
        let session = &self.session;
        let info = session.record().info();
        let targets = indices(&session.targets());
        let movable = if session.selection().is_empty() {
            indices(&session.movable())
        } else {
            Vec::new()
        };
        let draggable = indices(&session.draggable());
        let selection = indices(session.selection());
        let last = self.last_move();
        let mut squares: Vec<SquareState> = session
            .record()
            .board()
            .into_iter()
            .map(|view| {
                let index = u32::from(view.square.0);
                SquareState {
                    index,
                    name: view.name,
                    piece: view.piece.map(|letter| match info.piece(letter) {
                        Some(p) => PieceDescription::of(p),
                        None => PieceDescription {
                            letter: letter.to_string(),
                            name: String::new(),
                            owner: None,
                            crowned: false,
                        },
                    }),
                    selected: selection.contains(&index),
                    legal_target: targets.contains(&index),
                    movable: movable.contains(&index),
                    draggable: draggable.contains(&index),
                    last_move_from: false,
                    last_move_to: false,
                    last_move_path: false,
                    just_captured: false,
                    hint: false,
                }
            })
            .collect();
        let mut mark = |index: u32, set: &dyn Fn(&mut SquareState)| {
            if let Some(square) = squares.get_mut(index as usize) {
                set(square);
            }
        };
        if let Some(last) = &last {
            for motion in &last.motions {
                if let Some(from) = motion.from {
                    mark(from, &|s| s.last_move_from = true);
                }
                if let Some((&to, stops)) = motion.path.split_last() {
                    mark(to, &|s| s.last_move_to = true);
                    for &stop in stops {
                        mark(stop, &|s| s.last_move_path = true);
                    }
                }
            }
            for &captured in &last.captured {
                mark(captured, &|s| s.just_captured = true);
            }
        }
        BoardState {
            squares,
            selection,
            targets,
            last_move: last,
            side_to_move: session.side_to_move(),
            is_over: session.outcome().is_some(),
        }
    }

    fn tap(&mut self, index: u32) -> Result<TapResult> {
        let square = self.square(index)?;
        let report = self.session.tap(square);
        let effect = match report.effect {
            session::TapEffect::Selected => TapEffect::Selected,
            session::TapEffect::Extended => TapEffect::Extended,
            session::TapEffect::Deselected => TapEffect::Deselected,
            session::TapEffect::Played => TapEffect::Played,
            session::TapEffect::Illegal => TapEffect::Illegal,
            session::TapEffect::GameOver => TapEffect::GameOver,
        };
        Ok(TapResult {
            effect,
            played: report
                .played
                .as_ref()
                .map(|info| MoveDescription::new(info, info.side)),
            selection: indices(self.session.selection()),
            targets: indices(&self.session.targets()),
            can_finish: self.session.can_finish(),
            refusal: report
                .refusal
                .as_ref()
                .map(|refusal| refusal.text_in(crate::language::current())),
        })
    }

    fn played(
        &mut self,
        result: std::result::Result<MoveInfo, Refusal>,
    ) -> Result<MoveDescription> {
        let info = result?;
        Ok(MoveDescription::new(&info, info.side))
    }
}

/// One game in progress, for the trainer, the browser and the tests; the
/// game screen is [`crate::GameScreenHandle`]. Safe to share between
/// threads: every method takes `&self`.
#[derive(uniffi::Object)]
pub struct GameMatch {
    state: Mutex<State>,
}

impl std::fmt::Debug for GameMatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameMatch")
            .field("position", &self.lock().session.record().position_text())
            .finish()
    }
}

impl GameMatch {
    pub(crate) fn wrap(session: Session) -> Arc<GameMatch> {
        Arc::new(GameMatch {
            state: Mutex::new(State { session }),
        })
    }

    /// The state, its session speaking the current language.
    pub(crate) fn lock(&self) -> MutexGuard<'_, State> {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        state.session.set_language(crate::language::current());
        state
    }

    /// Runs a change of the session.
    fn change<T>(&self, f: impl FnOnce(&mut State) -> Result<T>) -> Result<T> {
        f(&mut self.lock())
    }
}

#[uniffi::export]
impl GameMatch {
    /// A new game of `game_id` from its start position, under `options`
    /// (keys and values as text; missing keys take their default), for two
    /// humans.
    #[uniffi::constructor]
    pub fn new(game_id: String, options: Vec<OptionSetting>) -> Result<Arc<GameMatch>> {
        GameMatch::with_seats(game_id, options, Seats::humans())
    }

    /// A new game with a seat per side: a human, or the computer at a level.
    #[uniffi::constructor]
    pub fn with_seats(
        game_id: String,
        options: Vec<OptionSetting>,
        seats: Seats,
    ) -> Result<Arc<GameMatch>> {
        let entry = find_game(&game_id)?;
        let options =
            Options::parse_settings((entry.info)().options, &options).map_err(MatchError::from)?;
        let record = entry.new_match(&options)?;
        Ok(GameMatch::wrap(Session::from_record(record, seats)))
    }

    /// A new game of `game_id` starting from the position string `position`.
    #[uniffi::constructor]
    pub fn from_position(
        game_id: String,
        options: Vec<OptionSetting>,
        position: String,
    ) -> Result<Arc<GameMatch>> {
        let entry = find_game(&game_id)?;
        let options =
            Options::parse_settings((entry.info)().options, &options).map_err(MatchError::from)?;
        let record = entry.from_position(&options, &position)?;
        Ok(GameMatch::wrap(Session::from_record(
            record,
            Seats::humans(),
        )))
    }

    /// A game restored from a save made by [`GameMatch::save`], or from a
    /// save slot of the apps' earlier formats (which kept the opponent
    /// themselves): the seats come back with it.
    #[uniffi::constructor]
    pub fn restore(save: String) -> Result<Arc<GameMatch>> {
        Ok(GameMatch::wrap(Session::restore(&save)?))
    }

    /// The save text (JSON): the whole record and the seats. Apps store
    /// exactly this and nothing else.
    pub fn save(&self) -> String {
        self.lock().session.save()
    }

    /// The variant options of this match, every key, values as text (for
    /// a "new game with the same settings" after a restore).
    pub fn options(&self) -> Vec<OptionSetting> {
        self.lock().session.record().options().settings()
    }

    /// Who plays each side.
    pub fn seats(&self) -> Seats {
        self.lock().session.seats()
    }

    /// Changes who plays each side.
    pub fn set_seats(&self, seats: Seats) {
        let _ = self.change(|state| {
            state.session.set_seats(seats);
            Ok(())
        });
    }

    /// The game's id.
    pub fn game_id(&self) -> String {
        self.lock().session.record().info().id.to_string()
    }

    /// The game's description.
    pub fn game(&self) -> GameDescription {
        GameDescription::of(
            self.lock().session.record().info(),
            crate::language::current(),
        )
    }

    /// The board geometry of this match's variant.
    pub fn geometry(&self) -> BoardGeometry {
        self.lock().session.geometry().clone()
    }

    /// The current position string.
    pub fn position(&self) -> String {
        self.lock().session.record().position_text()
    }

    /// The result with best play from here, when a loaded tablebase knows
    /// the position (Bagh Chal's sliding phase, see `load_tablebase`):
    /// `Goats win in 6`, `Draw with best play`. `None` otherwise.
    pub fn verdict(&self) -> Option<String> {
        self.lock()
            .session
            .record()
            .verdict(crate::language::current())
    }

    /// Every square with its piece and highlights.
    pub fn board(&self) -> BoardState {
        self.lock().board()
    }

    /// Side to move, whose seat, counters, outcome and button states.
    pub fn status(&self) -> MatchStatus {
        self.lock().status()
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<MoveDescription> {
        described(self.lock().session.legal_moves())
    }

    /// The moves played, oldest first.
    pub fn history(&self) -> Vec<MoveDescription> {
        described(self.lock().session.history())
    }

    /// The move list by turns, numbered by rounds (both sides' turns);
    /// Seega's two placements and Bobail's compound move are one turn.
    pub fn turns(&self) -> Vec<TurnEntry> {
        let state = self.lock();
        let info = state.session.record().info();
        state
            .session
            .turns()
            .iter()
            .map(|turn| TurnEntry::new(info, turn))
            .collect()
    }

    /// The move list as the game screen shows it, numbered by the core:
    /// one line per round, its turns two spaces apart (`1. c3  a1-b1`).
    pub fn move_list(&self) -> String {
        session::history::move_list(&self.lock().session.turns())
    }

    /// What a screen reader says about square `square`: `c3, goat, can move`.
    pub fn square_speech(&self, square: u32) -> Result<String> {
        let state = self.lock();
        let index = square;
        let square = state.square(index)?;
        Ok(state
            .session
            .square_speech(square)
            .text(crate::language::current()))
    }

    /// What a screen reader announces after a move was played or replayed:
    /// the last move, with the result sentence when it ended the game:
    /// `Buff man a7 to b6`.
    pub fn played_announcement(&self) -> Option<String> {
        self.lock()
            .session
            .played_announcement()
            .map(|said| said.text(crate::language::current()))
    }

    /// Plays a move written in any accepted notation (canonical, or the
    /// tournament form `A-1 B-2`). A refusal says why in its message.
    pub fn play(&self, notation: String) -> Result<MoveDescription> {
        self.change(|state| {
            let result = state.session.play(&notation);
            state.played(result).map_err(|e| match e {
                // The message names the move, for logs and for the status
                // line: one that is short and printable, and only once (an
                // overlong or unprintable one is already quoted, shortened).
                BoardloreError::IllegalMove(why) if names_move(&why, notation.trim()) => {
                    BoardloreError::IllegalMove(format!("{}: {why}", notation.trim()))
                }
                e => e,
            })
        })
    }

    /// The touch state machine: a tap on square `square` (its index). Selects
    /// a piece, continues a multi-step move, plays a move once it is
    /// complete, or clears the selection; says why when the tap fits no move.
    pub fn tap(&self, square: u32) -> Result<TapResult> {
        self.change(|state| state.tap(square))
    }

    /// Clears the tap selection.
    pub fn clear_selection(&self) {
        self.lock().session.clear_selection();
    }

    /// A drag began on `square`: its piece is picked up as a tap on it
    /// would (the tap's result), when the core lets it be dragged and it is
    /// not picked up already; else nothing happens (`None`).
    pub fn drag_began(&self, square: u32) -> Result<Option<TapResult>> {
        self.change(|state| {
            let at = state.square(square)?;
            if !state.session.drag_picks_up(at) {
                return Ok(None);
            }
            state.tap(square).map(Some)
        })
    }

    /// A drag ended over `square` (`None`: off the board): a tap there
    /// when a piece is carried and it moved (the tap's result); off the
    /// board, the selection is cleared. `None` when nothing was tapped.
    pub fn drag_ended(&self, square: Option<u32>) -> Result<Option<TapResult>> {
        self.change(|state| {
            let Some(square) = square else {
                state.session.clear_selection();
                return Ok(None);
            };
            if !state.session.drop_taps(state.square(square)?) {
                return Ok(None);
            }
            state.tap(square).map(Some)
        })
    }

    /// Ends a pending move at the current square (an optional stop in a
    /// capture chain). Fails when the selection is not a complete move.
    pub fn finish(&self) -> Result<MoveDescription> {
        self.change(|state| {
            let result = state.session.finish();
            state.played(result)
        })
    }

    /// `side` resigns; undo takes it back. Apps use [`GameMatch::resign_player`].
    pub fn resign(&self, side: Side) -> Result<()> {
        self.change(|state| Ok(state.session.resign_side(side)?))
    }

    /// The player resigns as the seats say: the human's side against the
    /// computer, the side to move between two humans. Returns the side.
    pub fn resign_player(&self) -> Result<Side> {
        self.change(|state| Ok(state.session.resign()?))
    }
}

/// Whether a refusal of `notation` should be prefixed with it.
fn names_move(why: &str, notation: &str) -> bool {
    notation.len() <= boardlore_core::limits::MAX_MOVE_BYTES
        && !notation.chars().any(char::is_control)
        && !why.contains(notation)
}
