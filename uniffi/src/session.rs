//! The match object: one game in progress, shared between the UI thread
//! and the engine thread.

use crate::catalogue::{
    describe_game, parse_options, BoardGeometry, GameDescription, OptionSetting, PieceDescription,
    PlayerSide,
};
use crate::error::{BoardloreError, Result};
use crate::records::{
    BoardState, MatchOutcome, MatchStatus, MoveDescription, SquareState, StatusCounter, TapEffect,
    TapResult,
};
use crate::tap::{self, Step};
use boardlore_core::{find_game, load_save, AnyMatch, MoveInfo, Side};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// What the lock guards: the record and the touch state.
pub(crate) struct State {
    pub(crate) record: Box<dyn AnyMatch>,
    /// The tap selection: a prefix of some legal move's taps.
    selection: Vec<u8>,
    /// The hinted move, shown until the match changes.
    hint: Option<MoveDescription>,
    /// Bumped by every change to the record.
    pub(crate) revision: u64,
}

impl State {
    fn side_to_move(&self) -> Side {
        self.record.status().side_to_move
    }

    fn legal(&self) -> Vec<MoveInfo> {
        self.record.legal_moves()
    }

    fn square_count(&self) -> usize {
        let geometry = self.record.geometry();
        usize::from(geometry.width) * usize::from(geometry.height)
    }

    /// Called after every change of the record.
    fn changed(&mut self) {
        self.selection.clear();
        self.hint = None;
        self.revision = self.revision.wrapping_add(1);
    }

    fn play_info(&mut self, notation: &str) -> Result<MoveDescription> {
        let side = self.side_to_move();
        let info = self.record.play(notation)?;
        self.changed();
        Ok(MoveDescription::new(&info, side))
    }

    fn last_move(&self) -> Option<MoveDescription> {
        let mut copy = self.record.clone_box();
        loop {
            match copy.undo() {
                Ok(Some(info)) => {
                    return Some(MoveDescription::new(&info, copy.status().side_to_move))
                }
                // A resignation was taken back; the move before it is the last one.
                Ok(None) => continue,
                Err(_) => return None,
            }
        }
    }

    fn history(&self) -> Vec<MoveDescription> {
        let mut copy = self.record.clone_box();
        let mut moves = Vec::new();
        while copy.can_undo() {
            match copy.undo() {
                Ok(Some(info)) => {
                    moves.push(MoveDescription::new(&info, copy.status().side_to_move))
                }
                Ok(None) => {}
                Err(_) => break,
            }
        }
        moves.reverse();
        moves
    }

    fn taps(legal: &[MoveInfo]) -> Vec<Vec<u8>> {
        legal
            .iter()
            .map(|m| m.detail.taps.iter().map(|s| s.0).collect())
            .collect()
    }

    fn can_finish(&self, taps: &[Vec<u8>]) -> bool {
        tap::complete(taps, &self.selection).is_some()
    }

    fn status(&self) -> MatchStatus {
        let info = self.record.info();
        let status = self.record.status();
        let legal = self.legal();
        let taps = State::taps(&legal);
        let side_name = info.side(status.side_to_move).name.to_string();
        let outcome = status.outcome.map(|o| MatchOutcome::new(info, o));
        let text = match &outcome {
            Some(outcome) => outcome.text.clone(),
            None => {
                let mut text = format!("{side_name} to move");
                for counter in &status.counters {
                    text.push_str(&format!(" · {} {}", counter.label, counter.value));
                }
                text
            }
        };
        MatchStatus {
            side_to_move: status.side_to_move.into(),
            side_to_move_name: side_name,
            phase: status.phase.to_string(),
            counters: status
                .counters
                .iter()
                .map(|c| StatusCounter {
                    label: c.label.to_string(),
                    value: c.value,
                })
                .collect(),
            is_over: outcome.is_some(),
            outcome,
            text,
            ply: u32::try_from(status.ply).unwrap_or(u32::MAX),
            can_undo: self.record.can_undo(),
            can_redo: self.record.can_redo(),
            can_pass: taps.iter().any(Vec::is_empty),
            can_finish: self.can_finish(&taps),
        }
    }

    fn board(&self) -> BoardState {
        let info = self.record.info();
        let legal = self.legal();
        let taps = State::taps(&legal);
        let targets = tap::targets(&taps, &self.selection);
        let movable: Vec<u8> = if self.selection.is_empty() {
            tap::targets(&taps, &[])
        } else {
            Vec::new()
        };
        let last = self.last_move();
        let mut squares: Vec<SquareState> = self
            .record
            .board()
            .into_iter()
            .map(|view| {
                let index = view.square.0;
                SquareState {
                    index: index.into(),
                    name: view.name,
                    piece: view.piece.map(|letter| match info.piece(letter) {
                        Some(p) => PieceDescription {
                            letter: letter.to_string(),
                            name: p.name.to_string(),
                            owner: p.owner.map(Into::into),
                            crowned: p.crowned,
                        },
                        None => PieceDescription {
                            letter: letter.to_string(),
                            name: String::new(),
                            owner: None,
                            crowned: false,
                        },
                    }),
                    selected: self.selection.contains(&index),
                    legal_target: targets.contains(&index),
                    movable: movable.contains(&index),
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
        if let Some(hint) = &self.hint {
            for &square in &hint.taps {
                mark(square, &|s| s.hint = true);
            }
        }
        let status = self.record.status();
        BoardState {
            squares,
            selection: self.selection.iter().map(|&s| u32::from(s)).collect(),
            targets: targets.iter().map(|&s| u32::from(s)).collect(),
            last_move: last,
            hint: self.hint.clone(),
            side_to_move: status.side_to_move.into(),
            is_over: status.outcome.is_some(),
            revision: self.revision,
        }
    }

    fn tap(&mut self, square: u32) -> Result<TapResult> {
        let count = self.square_count();
        let square = u8::try_from(square)
            .ok()
            .filter(|&s| usize::from(s) < count)
            .ok_or_else(|| {
                BoardloreError::InvalidSquare(format!(
                    "square {square} is not on this board ({count} squares)"
                ))
            })?;
        if self.record.outcome().is_some() {
            self.selection.clear();
            return Ok(self.tap_result(TapEffect::GameOver, None, &[]));
        }
        let legal = self.legal();
        let taps = State::taps(&legal);
        if !tap::is_live(&taps, &self.selection) {
            self.selection.clear();
        }
        let (effect, played) = match tap::decide(&taps, &self.selection, square) {
            Step::Selected(prefix) => {
                self.selection = prefix;
                (TapEffect::Selected, None)
            }
            Step::Extended(prefix) => {
                self.selection = prefix;
                (TapEffect::Extended, None)
            }
            Step::Deselected => {
                self.selection.clear();
                (TapEffect::Deselected, None)
            }
            Step::Illegal => {
                self.selection.clear();
                (TapEffect::Illegal, None)
            }
            Step::Play(index) => {
                let notation = legal
                    .get(index)
                    .map(|m| m.notation.clone())
                    .ok_or_else(|| {
                        BoardloreError::Internal("tap chose a move that is not in the list".into())
                    })?;
                (TapEffect::Played, Some(self.play_info(&notation)?))
            }
        };
        let taps = if played.is_some() {
            State::taps(&self.legal())
        } else {
            taps
        };
        Ok(self.tap_result(effect, played, &taps))
    }

    fn tap_result(
        &self,
        effect: TapEffect,
        played: Option<MoveDescription>,
        taps: &[Vec<u8>],
    ) -> TapResult {
        TapResult {
            effect,
            played,
            selection: self.selection.iter().map(|&s| u32::from(s)).collect(),
            targets: tap::targets(taps, &self.selection)
                .into_iter()
                .map(u32::from)
                .collect(),
            can_finish: self.can_finish(taps),
        }
    }
}

/// One game in progress. Safe to share between threads: every method takes
/// `&self`, and a search (`think`, `hint`) works on a copy, so the board can
/// be read while the engine thinks.
#[derive(uniffi::Object)]
pub struct GameMatch {
    state: Mutex<State>,
    /// The cancel flags of the searches running now.
    pub(crate) searches: Mutex<Vec<Arc<AtomicBool>>>,
    pub(crate) engine: crate::ai::EngineSlot,
}

impl std::fmt::Debug for GameMatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameMatch")
            .field("position", &self.lock().record.position_text())
            .finish()
    }
}

impl GameMatch {
    fn wrap(record: Box<dyn AnyMatch>) -> Arc<GameMatch> {
        Arc::new(GameMatch {
            state: Mutex::new(State {
                record,
                selection: Vec::new(),
                hint: None,
                revision: 0,
            }),
            searches: Mutex::new(Vec::new()),
            engine: crate::ai::EngineSlot::default(),
        })
    }

    pub(crate) fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Runs a change of the record and stops any search, whose result is stale now.
    fn change<T>(&self, f: impl FnOnce(&mut State) -> Result<T>) -> Result<T> {
        let mut state = self.lock();
        let before = state.revision;
        let result = f(&mut state);
        if state.revision != before {
            drop(state);
            self.cancel();
        }
        result
    }

    pub(crate) fn set_hint(&self, revision: u64, hint: MoveDescription) -> Result<()> {
        let mut state = self.lock();
        if state.revision != revision {
            return Err(BoardloreError::StalePosition);
        }
        state.hint = Some(hint);
        Ok(())
    }

    pub(crate) fn clear_hint_inner(&self) {
        self.lock().hint = None;
    }

    pub(crate) fn play_if_current(
        &self,
        revision: u64,
        hash: u64,
        notation: &str,
    ) -> Result<MoveDescription> {
        self.change(|state| {
            if state.revision != revision || state.record.position_hash() != hash {
                return Err(BoardloreError::StalePosition);
            }
            state.play_info(notation)
        })
    }
}

#[uniffi::export]
impl GameMatch {
    /// A new game of `game_id` from its start position, under `options`
    /// (keys and values as text; missing keys take their default).
    #[uniffi::constructor]
    pub fn new(game_id: String, options: Vec<OptionSetting>) -> Result<Arc<GameMatch>> {
        let entry = find_game(&game_id)?;
        let options = parse_options((entry.info)(), &options)?;
        Ok(GameMatch::wrap(entry.new_match(&options)?))
    }

    /// A new game of `game_id` starting from the position string `position`.
    #[uniffi::constructor]
    pub fn from_position(
        game_id: String,
        options: Vec<OptionSetting>,
        position: String,
    ) -> Result<Arc<GameMatch>> {
        let entry = find_game(&game_id)?;
        let options = parse_options((entry.info)(), &options)?;
        Ok(GameMatch::wrap(entry.from_position(&options, &position)?))
    }

    /// A game restored from a save made by [`GameMatch::save`].
    #[uniffi::constructor]
    pub fn restore(save: String) -> Result<Arc<GameMatch>> {
        Ok(GameMatch::wrap(load_save(&save)?))
    }

    /// The record as save text (JSON): start, options, moves, redo, resignation.
    pub fn save(&self) -> String {
        self.lock().record.save().to_json()
    }

    /// The game's id.
    pub fn game_id(&self) -> String {
        self.lock().record.info().id.to_string()
    }

    /// The game's description.
    pub fn game(&self) -> GameDescription {
        describe_game(self.lock().record.info())
    }

    /// The board geometry of this match's variant.
    pub fn geometry(&self) -> BoardGeometry {
        (&self.lock().record.geometry()).into()
    }

    /// The current position string.
    pub fn position(&self) -> String {
        self.lock().record.position_text()
    }

    /// Changes with every change of the record (see [`BoardState::revision`]).
    pub fn revision(&self) -> u64 {
        self.lock().revision
    }

    /// Every square with its piece and highlights.
    pub fn board(&self) -> BoardState {
        self.lock().board()
    }

    /// Side to move, phase, counters, outcome and button states.
    pub fn status(&self) -> MatchStatus {
        self.lock().status()
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<MoveDescription> {
        let state = self.lock();
        let side = state.side_to_move();
        state
            .legal()
            .iter()
            .map(|m| MoveDescription::new(m, side))
            .collect()
    }

    /// The moves played, oldest first.
    pub fn history(&self) -> Vec<MoveDescription> {
        self.lock().history()
    }

    /// Plays a move written in any accepted notation (canonical, or the
    /// tournament form `A-1 B-2`).
    pub fn play(&self, notation: String) -> Result<MoveDescription> {
        self.change(|state| state.play_info(&notation))
    }

    /// Takes back the last move (or a resignation, which returns `None`).
    pub fn undo(&self) -> Result<Option<MoveDescription>> {
        self.change(|state| {
            let info = state.record.undo()?;
            state.changed();
            Ok(info.map(|info| MoveDescription::new(&info, state.side_to_move())))
        })
    }

    /// Plays again the last move undone.
    pub fn redo(&self) -> Result<MoveDescription> {
        self.change(|state| {
            let side = state.side_to_move();
            let info = state.record.redo()?;
            state.changed();
            Ok(MoveDescription::new(&info, side))
        })
    }

    /// Takes back moves to the start of `player`'s turn: against the
    /// computer, its reply and the player's own move(s) go together, and a
    /// turn of several moves (Seega's setting) is taken back whole. Takes back
    /// a resignation alone. Returns the moves taken back, the latest first.
    pub fn undo_turn(&self, player: PlayerSide) -> Result<Vec<MoveDescription>> {
        self.change(|state| {
            let undone = state.record.undo_turn(player.into())?;
            state.changed();
            Ok(undone
                .iter()
                .map(|info| MoveDescription::new(info, info.side))
                .collect())
        })
    }

    /// Replays undone moves up to the start of `player`'s next turn; the
    /// moves replayed, in order.
    pub fn redo_turn(&self, player: PlayerSide) -> Result<Vec<MoveDescription>> {
        self.change(|state| {
            let redone = state.record.redo_turn(player.into())?;
            state.changed();
            Ok(redone
                .iter()
                .map(|info| MoveDescription::new(info, info.side))
                .collect())
        })
    }

    /// Whether undo would do something.
    pub fn can_undo(&self) -> bool {
        self.lock().record.can_undo()
    }

    /// Whether redo would do something.
    pub fn can_redo(&self) -> bool {
        self.lock().record.can_redo()
    }

    /// The touch state machine: a tap on square `square` (its index). Selects
    /// a piece, continues a multi-step move, plays a move once it is
    /// complete, or clears the selection.
    pub fn tap(&self, square: u32) -> Result<TapResult> {
        self.change(|state| state.tap(square))
    }

    /// Clears the tap selection.
    pub fn clear_selection(&self) {
        self.lock().selection.clear();
    }

    /// Ends a pending move at the current square (an optional stop in a
    /// capture chain). Fails when the selection is not a complete move.
    pub fn finish(&self) -> Result<MoveDescription> {
        self.change(|state| {
            if state.record.outcome().is_some() {
                return Err(BoardloreError::GameOver);
            }
            let legal = state.legal();
            let index = tap::complete(&State::taps(&legal), &state.selection).ok_or_else(|| {
                BoardloreError::IllegalMove("no move is waiting to be finished".into())
            })?;
            let notation = legal[index].notation.clone();
            state.play_info(&notation)
        })
    }

    /// Whether passing is a legal move now.
    pub fn can_pass(&self) -> bool {
        self.lock().legal().iter().any(|m| m.detail.taps.is_empty())
    }

    /// Passes, when passing is the legal move.
    pub fn pass(&self) -> Result<MoveDescription> {
        self.change(|state| {
            if state.record.outcome().is_some() {
                return Err(BoardloreError::GameOver);
            }
            let legal = state.legal();
            let pass = legal
                .iter()
                .find(|m| m.detail.taps.is_empty())
                .ok_or_else(|| BoardloreError::IllegalMove("passing is not legal now".into()))?;
            let notation = pass.notation.clone();
            state.play_info(&notation)
        })
    }

    /// `side` resigns; undo takes it back.
    pub fn resign(&self, side: PlayerSide) -> Result<()> {
        self.change(|state| {
            state.record.resign(side.into())?;
            state.changed();
            Ok(())
        })
    }
}

impl GameMatch {
    /// Sets the cancel flag of every running search.
    pub(crate) fn cancel_searches(&self) {
        let searches = self.searches.lock().unwrap_or_else(PoisonError::into_inner);
        for flag in searches.iter() {
            flag.store(true, Ordering::SeqCst);
        }
    }
}
