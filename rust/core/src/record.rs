//! A game record: the start position and options, the moves played,
//! undo/redo, the draw rules that need history, and saving.

use crate::i18n::Lang;
use crate::limits::{check_size, short, MAX_POSITION_BYTES, MAX_SAVE_BYTES, MAX_SAVE_MOVES};
use crate::notation::parse_move;
use crate::{EndReason, Game, MoveError, OptionError, Options, Outcome, PositionError, Side};
use serde::{Deserialize, Deserializer, Serialize};
use std::collections::HashMap;
use std::fmt;

/// The format name written into every save, so foreign JSON is recognised.
pub const SAVE_FORMAT: &str = "boardlore-save";
/// The save version this code writes and reads.
pub const SAVE_VERSION: u32 = 1;

/// A saved game as it is written to disk (JSON).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile {
    /// Always [`SAVE_FORMAT`].
    pub format: String,
    /// [`SAVE_VERSION`].
    pub version: u32,
    /// The game id.
    pub game: String,
    /// Every variant option.
    pub options: Options,
    /// The position string the record starts from.
    pub start: String,
    /// The moves played, in canonical notation.
    #[serde(deserialize_with = "bounded_moves")]
    pub moves: Vec<String>,
    /// Moves undone that redo would play again, next first.
    #[serde(default, deserialize_with = "bounded_moves")]
    pub redo: Vec<String>,
    /// The side that resigned, if one did.
    #[serde(default)]
    pub resigned: Option<Side>,
    /// Who plays each side; absent in saves from before seats were saved
    /// (two humans then).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seats: Option<crate::seats::Seats>,
}

impl SaveFile {
    /// Reads a save from JSON, checking its format and version.
    pub fn from_json(text: &str) -> Result<SaveFile, MatchError> {
        check_size("save", text.len(), MAX_SAVE_BYTES)
            .map_err(|e| MatchError::CorruptSave(e.to_string()))?;
        let save: SaveFile = serde_json::from_str(text).map_err(|e| {
            // serde quotes a bad value whole: keep its start and the place.
            let place = format!(" at line {} column {}", e.line(), e.column());
            let message = e.to_string();
            let message = message.strip_suffix(&place).unwrap_or(&message);
            MatchError::CorruptSave(format!("not a save file: {}{place}", short(message)))
        })?;
        if save.moves.len() + save.redo.len() > MAX_SAVE_MOVES {
            return Err(MatchError::CorruptSave(too_many_moves()));
        }
        if save.format != SAVE_FORMAT {
            return Err(MatchError::CorruptSave(format!(
                "format is {:?}, not {SAVE_FORMAT:?}",
                short(&save.format)
            )));
        }
        if save.version != SAVE_VERSION {
            return Err(MatchError::CorruptSave(format!(
                "save version {} is not supported",
                save.version
            )));
        }
        Ok(save)
    }

    /// The save as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a save always serialises")
    }
}

fn too_many_moves() -> String {
    format!("the save holds more than {MAX_SAVE_MOVES} moves")
}

/// Reads a list of moves, failing as soon as it is longer than
/// [`MAX_SAVE_MOVES`], before the rest is read.
fn bounded_moves<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<String>, D::Error> {
    struct Bounded;
    impl<'de> serde::de::Visitor<'de> for Bounded {
        type Value = Vec<String>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "a list of at most {MAX_SAVE_MOVES} moves")
        }
        fn visit_seq<A: serde::de::SeqAccess<'de>>(
            self,
            mut seq: A,
        ) -> Result<Self::Value, A::Error> {
            let mut moves = Vec::new();
            while let Some(text) = seq.next_element::<String>()? {
                if moves.len() == MAX_SAVE_MOVES {
                    return Err(serde::de::Error::custom(too_many_moves()));
                }
                moves.push(text);
            }
            Ok(moves)
        }
    }
    deserializer.deserialize_seq(Bounded)
}

/// What can go wrong with a record.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MatchError {
    /// No game has this id.
    UnknownGame(String),
    /// A bad variant option.
    Option(OptionError),
    /// A bad position string.
    Position(PositionError),
    /// A bad or illegal move.
    Move(MoveError),
    /// Nothing to undo.
    NothingToUndo,
    /// Nothing to redo.
    NothingToRedo,
    /// A save that cannot be read or does not replay.
    CorruptSave(String),
}

impl MatchError {
    /// What went wrong, in `lang` (the catalogue's `errors` area).
    pub fn text_in(&self, lang: Lang) -> String {
        match self {
            MatchError::UnknownGame(id) => {
                crate::tr!(lang, "error-unknown-game", id = format!("{:?}", short(id)))
            }
            MatchError::Option(e) => e.text_in(lang),
            MatchError::Position(e) => {
                crate::tr!(lang, "error-bad-position", why = e.text_in(lang))
            }
            MatchError::Move(e) => e.text_in(lang),
            MatchError::NothingToUndo => crate::tr!(lang, "error-nothing-to-undo"),
            MatchError::NothingToRedo => crate::tr!(lang, "error-nothing-to-redo"),
            // The detail is a parser's or a limit's, written in English for
            // developers: a player in another language reads that the save
            // is damaged.
            MatchError::CorruptSave(why) if lang == Lang::En => {
                crate::tr!(lang, "error-corrupt-save", why = why)
            }
            MatchError::CorruptSave(_) => crate::tr!(lang, "error-corrupt-save-damaged"),
        }
    }
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text_in(Lang::En))
    }
}

impl std::error::Error for MatchError {}

impl From<OptionError> for MatchError {
    fn from(e: OptionError) -> Self {
        MatchError::Option(e)
    }
}
impl From<PositionError> for MatchError {
    fn from(e: PositionError) -> Self {
        MatchError::Position(e)
    }
}
impl From<MoveError> for MatchError {
    fn from(e: MoveError) -> Self {
        MatchError::Move(e)
    }
}

/// A game in progress or finished: every position since the start, so undo
/// is exact and repetitions can be counted.
#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    /// `positions[i]` is the position after `i` moves; never empty.
    positions: Vec<G>,
    moves: Vec<G::Move>,
    /// Undone moves, the next to redo last.
    redo: Vec<G::Move>,
    resigned: Option<Side>,
    /// How often each position hash occurs in `positions`, so that the
    /// repetition rule needs no scan of the history.
    seen: HashMap<u64, u32>,
}

impl<G: Game> Match<G> {
    /// A new game from the start position under `options`.
    pub fn new(options: &Options) -> Result<Match<G>, MatchError> {
        options.validate(G::info().options)?;
        Ok(Match::from_position(G::start(G::config(options)?)))
    }

    /// A new record starting from `position`.
    pub fn from_position(position: G) -> Match<G> {
        let seen = HashMap::from([(position.hash(), 1)]);
        Match {
            positions: vec![position],
            moves: Vec::new(),
            redo: Vec::new(),
            resigned: None,
            seen,
        }
    }

    /// A record from a position string under `options`.
    pub fn from_text(text: &str, options: &Options) -> Result<Match<G>, MatchError> {
        check_size("position", text.len(), MAX_POSITION_BYTES).map_err(PositionError::TooLong)?;
        options.validate(G::info().options)?;
        Ok(Match::from_position(G::parse(text, G::config(options)?)?))
    }

    /// The current position.
    pub fn position(&self) -> &G {
        self.positions
            .last()
            .expect("a record always has its start position")
    }

    /// The start position.
    pub fn start(&self) -> &G {
        &self.positions[0]
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// The position before each move, paired with the move.
    pub fn history(&self) -> impl Iterator<Item = (&G, G::Move)> {
        self.positions.iter().zip(self.moves.iter().copied())
    }

    /// The moves in canonical notation.
    pub fn notations(&self) -> Vec<String> {
        self.history()
            .map(|(position, mv)| position.notation(mv))
            .collect()
    }

    /// The hashes of every position so far, oldest first (for searches that
    /// must see repetitions).
    pub fn hashes(&self) -> impl Iterator<Item = u64> + '_ {
        self.positions.iter().map(Game::hash)
    }

    /// How the game ended, if it has: resignation, the position itself, a
    /// counter limit, or a third repetition.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(side) = self.resigned {
            return Some(Outcome::win(side.opponent(), EndReason::Resignation));
        }
        let position = self.position();
        position
            .terminal()
            .or_else(|| position.counter_outcome())
            .or_else(|| (self.occurrences() >= 3).then(|| position.repetition_outcome()))
    }

    /// How many times the current position has occurred in this record.
    pub fn occurrences(&self) -> u32 {
        self.seen.get(&self.position().hash()).copied().unwrap_or(0)
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<G::Move> {
        let mut moves = Vec::new();
        if self.outcome().is_none() {
            self.position().legal_moves(&mut moves);
        }
        moves
    }

    /// Reads `text` in any accepted notation and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<G::Move, MatchError> {
        if self.outcome().is_some() {
            return Err(MoveError::GameOver.into());
        }
        let mv = parse_move(self.position(), text)?;
        self.push(mv);
        Ok(mv)
    }

    /// Plays `mv` if it is legal now.
    pub fn play(&mut self, mv: G::Move) -> Result<(), MatchError> {
        if self.outcome().is_some() {
            return Err(MoveError::GameOver.into());
        }
        if !self.legal_moves().contains(&mv) {
            return Err(MoveError::Illegal(format!("{mv:?}")).into());
        }
        self.push(mv);
        Ok(())
    }

    /// Plays `mv`, which the caller checked is legal now.
    pub(crate) fn push(&mut self, mv: G::Move) {
        self.advance(mv);
        self.redo.clear();
    }

    /// Plays `mv` on the current position and records it.
    fn advance(&mut self, mv: G::Move) {
        let mut next = self.position().clone();
        next.play(mv);
        *self.seen.entry(next.hash()).or_insert(0) += 1;
        self.positions.push(next);
        self.moves.push(mv);
    }

    /// Forgets the last position (its move is taken back).
    fn retreat(&mut self) {
        if let Some(last) = self.positions.pop() {
            if let Some(count) = self.seen.get_mut(&last.hash()) {
                *count -= 1;
                if *count == 0 {
                    self.seen.remove(&last.hash());
                }
            }
        }
    }

    /// The side to move resigns.
    pub fn resign(&mut self, side: Side) -> Result<(), MatchError> {
        if self.outcome().is_some() {
            return Err(MoveError::GameOver.into());
        }
        self.resigned = Some(side);
        Ok(())
    }

    /// Whether a move (or a resignation) can be taken back.
    pub fn can_undo(&self) -> bool {
        self.resigned.is_some() || !self.moves.is_empty()
    }

    /// Whether an undone move can be played again.
    pub fn can_redo(&self) -> bool {
        self.resigned.is_none() && !self.redo.is_empty()
    }

    /// Takes back the last move (or a resignation). Returns the move taken back.
    pub fn undo(&mut self) -> Result<Option<G::Move>, MatchError> {
        if self.resigned.take().is_some() {
            return Ok(None);
        }
        let mv = self.moves.pop().ok_or(MatchError::NothingToUndo)?;
        self.retreat();
        self.redo.push(mv);
        Ok(Some(mv))
    }

    /// Plays again the last move undone.
    pub fn redo(&mut self) -> Result<G::Move, MatchError> {
        if !self.can_redo() {
            return Err(MatchError::NothingToRedo);
        }
        let mv = self.redo.pop().ok_or(MatchError::NothingToRedo)?;
        self.advance(mv);
        Ok(mv)
    }

    /// Whether the position is the start of `player`'s turn: `player` is to
    /// move and did not make the last move (Seega's setting turns are two
    /// moves by the same side, so "to move" alone is not enough).
    fn at_turn_start_of(&self, player: Side) -> bool {
        let n = self.positions.len();
        self.position().side_to_move() == player
            && (n < 2 || self.positions[n - 2].side_to_move() != player)
    }

    /// Takes back moves until it is the start of `player`'s turn again, so
    /// that against the computer one undo also takes back its reply, and a
    /// turn of several moves is taken back whole. Takes back a resignation
    /// alone. Returns the moves taken back, the latest first.
    pub fn undo_turn(&mut self, player: Side) -> Result<Vec<G::Move>, MatchError> {
        if self.resigned.take().is_some() {
            return Ok(Vec::new());
        }
        let mut undone = Vec::new();
        while let Some(mv) = self.undo()? {
            undone.push(mv);
            if !self.can_undo() || self.at_turn_start_of(player) {
                break;
            }
        }
        Ok(undone)
    }

    /// Plays again undone moves up to the start of `player`'s next turn (or
    /// until nothing is left to redo). Returns the moves replayed, in order.
    pub fn redo_turn(&mut self, player: Side) -> Result<Vec<G::Move>, MatchError> {
        let mut redone = vec![self.redo()?];
        while self.can_redo() && !self.at_turn_start_of(player) {
            redone.push(self.redo()?);
        }
        Ok(redone)
    }

    /// The record as a save file.
    pub fn save(&self) -> SaveFile {
        let start = self.start();
        let mut redo = Vec::with_capacity(self.redo.len());
        let mut position = self.position().clone();
        for &mv in self.redo.iter().rev() {
            redo.push(position.notation(mv));
            position.play(mv);
        }
        SaveFile {
            format: SAVE_FORMAT.to_string(),
            version: SAVE_VERSION,
            game: G::info().id.to_string(),
            options: G::options(&start.current_config()),
            start: start.to_text(),
            moves: self.notations(),
            redo,
            resigned: self.resigned,
            seats: None,
        }
    }

    /// Restores a record from a save, replaying and checking every move.
    pub fn load(save: &SaveFile) -> Result<Match<G>, MatchError> {
        let corrupt = |what: String| MatchError::CorruptSave(what);
        if save.game != G::info().id {
            return Err(corrupt(format!(
                "the save is for {:?}, not {:?}",
                short(&save.game),
                G::info().id
            )));
        }
        let mut record = Match::<G>::from_text(&save.start, &save.options)
            .map_err(|e| corrupt(format!("start position: {e}")))?;
        for (i, text) in save.moves.iter().chain(save.redo.iter()).enumerate() {
            record
                .play_text(text)
                .map_err(|e| corrupt(format!("move {}: {e}", i + 1)))?;
        }
        for _ in 0..save.redo.len() {
            record.undo()?;
        }
        if let Some(side) = save.resigned {
            record
                .resign(side)
                .map_err(|e| corrupt(format!("resignation: {e}")))?;
        }
        Ok(record)
    }
}
