//! Records that describe a match in progress: moves, the board to draw,
//! the status line, what a tap did.

use boardlore_core::describe::PieceDescription;
use boardlore_core::session::{Seat, Turn, TurnSpeech};
use boardlore_core::{EndReason, GameInfo, MoveInfo, Outcome, Side};

/// One piece's motion within a move.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct PieceMotion {
    /// Where the piece starts; `None` when it enters from the hand.
    pub from: Option<u32>,
    /// Every square it stops on, in order; the last is where it ends.
    pub path: Vec<u32>,
}

/// A move, described for the move list and for animation.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct MoveDescription {
    /// Canonical notation: `c3`, `a1-b2`, `c1xe3xc5`, `pass`.
    pub notation: String,
    /// The side that makes (or made) the move.
    pub side: Side,
    /// The start square of the main (last) motion; `None` for a placement,
    /// a removal or a pass.
    pub from: Option<u32>,
    /// The final square of the main motion; `None` for a removal or a pass.
    pub to: Option<u32>,
    /// Every stop of the main motion, in order, ending with `to`.
    pub path: Vec<u32>,
    /// Squares whose pieces are taken off.
    pub captured: Vec<u32>,
    /// Every piece motion, in order (Bobail: the bobail's step, then the piece).
    pub motions: Vec<PieceMotion>,
    /// The squares a touch player taps to enter it.
    pub taps: Vec<u32>,
    /// Whether it captures.
    pub is_capture: bool,
    /// Whether it is a pass.
    pub is_pass: bool,
}

fn squares(list: &[boardlore_core::Square]) -> Vec<u32> {
    list.iter().map(|s| u32::from(s.0)).collect()
}

impl MoveDescription {
    pub(crate) fn new(info: &MoveInfo, side: Side) -> MoveDescription {
        let detail = &info.detail;
        let main = detail.motions.last();
        MoveDescription {
            notation: info.notation.clone(),
            side,
            from: main.and_then(|m| m.from).map(|s| s.0.into()),
            to: main.and_then(|m| m.path.last()).map(|s| s.0.into()),
            path: main.map(|m| squares(&m.path)).unwrap_or_default(),
            captured: squares(&detail.captured),
            motions: detail
                .motions
                .iter()
                .map(|m| PieceMotion {
                    from: m.from.map(|s| s.0.into()),
                    path: squares(&m.path),
                })
                .collect(),
            taps: squares(&detail.taps),
            is_capture: info.is_capture,
            is_pass: detail.taps.is_empty()
                && detail.motions.is_empty()
                && detail.captured.is_empty(),
        }
    }
}

/// How a game ended.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct MatchOutcome {
    /// The winner; `None` for a draw.
    pub winner: Option<Side>,
    /// The winner's name (`Tigers`); `None` for a draw.
    pub winner_name: Option<String>,
    /// Why it ended.
    pub reason: EndReason,
    /// The reason in words: `capture target reached`.
    pub reason_text: String,
    /// The whole sentence, saying who won and why: `The goats win: no tiger can move.`
    pub text: String,
}

impl MatchOutcome {
    pub(crate) fn new(info: &GameInfo, outcome: Outcome, text: String) -> MatchOutcome {
        MatchOutcome {
            winner: outcome.winner,
            winner_name: outcome
                .winner
                .map(|side| info.side_name(side, crate::language::current())),
            reason: outcome.reason,
            reason_text: outcome.reason.phrase_in(crate::language::current()),
            text,
        }
    }
}

/// A number a status line shows.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct StatusCounter {
    /// A label in players' words: `Goats to place`.
    pub label: String,
    /// The value.
    pub value: i64,
    /// The limit it counts towards (a draw), if any.
    pub limit: Option<i64>,
    /// Label and value in the current language: `Turns without a capture 30 of 50`.
    pub text: String,
}

/// Where the game stands, for the status line and the buttons.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct MatchStatus {
    /// The side to move.
    pub side_to_move: Side,
    /// Its name: `Goats`.
    pub side_to_move_name: String,
    /// The phase: `placement`, `movement`, `play`.
    pub phase: String,
    /// The counters worth showing now (goats to place, goats captured, the
    /// turns towards a draw once they matter), named for players.
    pub counters: Vec<StatusCounter>,
    /// Who plays the side to move.
    pub seat_to_move: Seat,
    /// Whether the computer is to move.
    pub computer_to_move: bool,
    /// Whether the game is over.
    pub is_over: bool,
    /// The outcome once it is over.
    pub outcome: Option<MatchOutcome>,
    /// A ready status line: `Goats to move · Goats to place 14 · Goats captured 2`,
    /// or the result sentence once the game is over.
    pub text: String,
    /// Moves played.
    pub ply: u32,
    /// Whether the selection is a complete move that can be ended now (an
    /// optional stop in a capture chain).
    pub can_finish: bool,
}

/// One square of the board to draw, with its highlights.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct SquareState {
    /// The index (`rank * width + file`); `points[index]` in the geometry.
    pub index: u32,
    /// Its name: `c3`.
    pub name: String,
    /// The piece on it.
    pub piece: Option<PieceDescription>,
    /// Part of the current tap selection.
    pub selected: bool,
    /// A tap here continues the selection towards a legal move.
    pub legal_target: bool,
    /// With nothing selected: a tap here starts a legal move.
    pub movable: bool,
    /// A drag may start here (a piece that can move, or the piece of the
    /// selection that goes on).
    #[uniffi(default = false)]
    pub draggable: bool,
    /// The last move started here.
    pub last_move_from: bool,
    /// The last move ended here.
    pub last_move_to: bool,
    /// The last move passed through here (an intermediate stop).
    pub last_move_path: bool,
    /// The last move captured the piece that stood here.
    pub just_captured: bool,
    /// Part of a hinted move: never set by the match (it has no hint);
    /// the trainer's board marks its own.
    pub hint: bool,
}

/// The whole board to draw.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct BoardState {
    /// Every square, by index.
    pub squares: Vec<SquareState>,
    /// The tap selection, in tap order.
    pub selection: Vec<u32>,
    /// The squares a tap may continue the selection to.
    pub targets: Vec<u32>,
    /// The last move played, for animation.
    pub last_move: Option<MoveDescription>,
    /// The side to move.
    pub side_to_move: Side,
    /// Whether the game is over.
    pub is_over: bool,
}

/// What a tap did, for haptics and sound.
#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum TapEffect {
    /// A piece (or the first step of a move) was selected; targets are shown.
    Selected,
    /// A multi-step move went one step further; targets are shown.
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
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct TapResult {
    /// What happened.
    pub effect: TapEffect,
    /// The move played, when `effect` is `Played`.
    pub played: Option<MoveDescription>,
    /// The selection now, in tap order.
    pub selection: Vec<u32>,
    /// Where the next tap may go.
    pub targets: Vec<u32>,
    /// Whether the selection is a complete move that can be ended now.
    pub can_finish: bool,
    /// Why the tap was not taken, in the current language (the status line
    /// shows it with the haptic): `The tiger on a1 is not yours.`
    #[uniffi(default = None)]
    pub refusal: Option<String>,
}

/// One side's turn in the move list.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct TurnEntry {
    /// The round, from 1: a round is both sides' turns.
    pub round: u32,
    /// The side that played it.
    pub side: Side,
    /// Its moves in notation (two for Seega's placements).
    pub moves: Vec<String>,
    /// The number of moves played before it.
    pub first_ply: u32,
    /// The moves as one text: `c2, d2`.
    pub text: String,
    /// Whether any of its moves captures (the list shows it in bold).
    #[uniffi(default = false)]
    pub captures: bool,
    /// Its number as the move list writes it: `12.` for the first side,
    /// `12…` for the second.
    #[uniffi(default = "")]
    pub number: String,
    /// What a screen reader says for the row, in the current language: `Round 12,
    /// Tigers, c3-d4`, with `, captures` when it captures. The facts are the
    /// fields above and the side's name.
    #[uniffi(default = "")]
    pub spoken: String,
}

impl TurnEntry {
    pub(crate) fn new(info: &GameInfo, turn: &Turn) -> TurnEntry {
        TurnEntry {
            round: turn.round,
            side: turn.side,
            moves: turn.moves.clone(),
            first_ply: u32::try_from(turn.first_ply).unwrap_or(u32::MAX),
            text: turn.text(),
            captures: turn.captures,
            number: turn.number(),
            spoken: TurnSpeech::new(info, turn).text(crate::language::current()),
        }
    }
}
