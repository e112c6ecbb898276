//! Records that describe a match in progress: moves, the board to draw,
//! the status line, what a tap did.

use crate::catalogue::PieceDescription;
use boardlore_core::i18n::Lang;
use boardlore_core::session::{
    Announcement, MoveSpeech, PieceName, Refusal, Seat, SquareSpeech, Turn, TurnSpeech,
};
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
    /// Whether the computer is to move (ask for its move with
    /// `request_computer_move`).
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
    /// Whether `take_back` would do something (the seats' undo).
    pub can_undo: bool,
    /// Whether `replay` would do something (the seats' redo).
    pub can_redo: bool,
    /// Whether passing is a legal move now.
    pub can_pass: bool,
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
    /// Part of the hinted move.
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
    /// The hinted move, if a hint is showing.
    pub hint: Option<MoveDescription>,
    /// The side to move.
    pub side_to_move: Side,
    /// Whether the game is over.
    pub is_over: bool,
    /// A number that changes whenever the match changes (moves, undo, redo,
    /// resignation, restore); selection and hints do not change it.
    pub revision: u64,
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
    /// Why the tap was not taken (the status line shows it with the haptic).
    #[uniffi(default = None)]
    pub refusal: Option<Explanation>,
}

/// A piece as a player names it, for messages and screen readers.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct SpokenPiece {
    /// The kind: `goat`, `man`, `bobail`.
    pub kind: String,
    /// The owner's side name when the kind does not say it (`Green`).
    pub owner: Option<String>,
    /// In the current language: `goat`, `green man`.
    pub text: String,
}

impl From<&PieceName> for SpokenPiece {
    fn from(piece: &PieceName) -> Self {
        spoken_piece(piece, crate::language::current())
    }
}

/// `piece` with its name in `lang`.
pub(crate) fn spoken_piece(piece: &PieceName, lang: Lang) -> SpokenPiece {
    SpokenPiece {
        kind: piece.kind.clone(),
        owner: piece.owner.clone(),
        text: piece.text(lang),
    }
}

/// The kind of reason a move or tap was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum RefusalKind {
    /// The game is over.
    GameOver,
    /// It is the computer's turn.
    ComputerToMove,
    /// The position changed while the computer was thinking.
    PositionChanged,
    /// Not a move in any notation.
    Unreadable,
    /// Pieces must still be placed (`piece`).
    MustPlace,
    /// Every piece is placed; one must move.
    NothingToPlace,
    /// The side to move never places pieces (Bagh Chal's tigers).
    NeverPlaces,
    /// `piece` on `squares[0]` was named without where it goes.
    NoDestination,
    /// `piece` went to `squares[0]` and a piece's move must follow, as `moves[0]`.
    TurnNotFinished,
    /// No piece can be placed on `squares[0]`.
    CannotPlace,
    /// `piece` on `squares[0]` moves first (the bobail).
    MovesFirst,
    /// No piece on `squares[0]`.
    NoPiece,
    /// `piece` on `squares[0]` is not the player's.
    NotYourPiece,
    /// A capture is compulsory: `moves` lists the captures.
    CaptureCompulsory,
    /// `piece` on `squares[0]` cannot move.
    CannotMove,
    /// `piece` on `squares[0]` cannot reach `squares[1]`.
    NotReachable,
    /// The chain on `squares[0]` must go on, to one of `squares[1..]`.
    ChainMustGoOn,
    /// The chain may stop on `squares[0]` or go on.
    ChainMayStop,
    /// The text could be any of `moves`.
    Ambiguous,
    /// Not a legal move here.
    NotLegal,
}

/// Why a move or a tap was refused: the kind, the names it mentions (so an
/// app can say it in its own language) and the sentence in the current language.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct Explanation {
    /// The kind of reason.
    pub kind: RefusalKind,
    /// The squares it names, in the order the kind documents.
    pub squares: Vec<String>,
    /// The moves it names, in notation.
    pub moves: Vec<String>,
    /// The piece it names.
    pub piece: Option<SpokenPiece>,
    /// The sentence in the current language: `A capture is compulsory: c3xe5.`
    pub text: String,
}

impl From<&Refusal> for Explanation {
    fn from(refusal: &Refusal) -> Self {
        let text = refusal.text_in(crate::language::current());
        let (kind, squares, moves, piece): (_, Vec<String>, Vec<String>, Option<&PieceName>) =
            match refusal {
                Refusal::GameOver => (RefusalKind::GameOver, vec![], vec![], None),
                Refusal::ComputerToMove => (RefusalKind::ComputerToMove, vec![], vec![], None),
                Refusal::PositionChanged => (RefusalKind::PositionChanged, vec![], vec![], None),
                Refusal::Unreadable { text } => {
                    (RefusalKind::Unreadable, vec![], vec![text.clone()], None)
                }
                Refusal::MustPlace { piece, .. } => {
                    (RefusalKind::MustPlace, vec![], vec![], Some(piece))
                }
                Refusal::NothingToPlace => (RefusalKind::NothingToPlace, vec![], vec![], None),
                Refusal::NeverPlaces { .. } => (RefusalKind::NeverPlaces, vec![], vec![], None),
                Refusal::NoDestination { piece, square } => (
                    RefusalKind::NoDestination,
                    vec![square.clone()],
                    vec![],
                    Some(piece),
                ),
                Refusal::TurnNotFinished {
                    piece,
                    square,
                    example,
                } => (
                    RefusalKind::TurnNotFinished,
                    vec![square.clone()],
                    vec![example.clone()],
                    Some(piece),
                ),
                Refusal::CannotPlace { square } => {
                    (RefusalKind::CannotPlace, vec![square.clone()], vec![], None)
                }
                Refusal::MovesFirst { piece, square } => (
                    RefusalKind::MovesFirst,
                    vec![square.clone()],
                    vec![],
                    Some(piece),
                ),
                Refusal::NoPiece { square } => {
                    (RefusalKind::NoPiece, vec![square.clone()], vec![], None)
                }
                Refusal::NotYourPiece { piece, square } => (
                    RefusalKind::NotYourPiece,
                    vec![square.clone()],
                    vec![],
                    Some(piece),
                ),
                Refusal::CaptureCompulsory { captures } => (
                    RefusalKind::CaptureCompulsory,
                    vec![],
                    captures.clone(),
                    None,
                ),
                Refusal::CannotMove { piece, square } => (
                    RefusalKind::CannotMove,
                    vec![square.clone()],
                    vec![],
                    Some(piece),
                ),
                Refusal::NotReachable { piece, from, to } => (
                    RefusalKind::NotReachable,
                    vec![from.clone(), to.clone()],
                    vec![],
                    Some(piece),
                ),
                Refusal::ChainMustGoOn { square, next } => {
                    let mut squares = vec![square.clone()];
                    squares.extend(next.iter().cloned());
                    (RefusalKind::ChainMustGoOn, squares, vec![], None)
                }
                Refusal::ChainMayStop { square } => (
                    RefusalKind::ChainMayStop,
                    vec![square.clone()],
                    vec![],
                    None,
                ),
                Refusal::Ambiguous { candidates, .. } => {
                    (RefusalKind::Ambiguous, vec![], candidates.clone(), None)
                }
                Refusal::NotLegal { text } => {
                    (RefusalKind::NotLegal, vec![], vec![text.clone()], None)
                }
                Refusal::TooLong { .. } => (RefusalKind::Unreadable, vec![], vec![], None),
            };
        Explanation {
            kind,
            squares,
            moves,
            piece: piece.map(Into::into),
            text,
        }
    }
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

/// What a screen reader says about a square, as facts and in the current language.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct SpokenSquare {
    /// Its name: `c3`.
    pub square: String,
    /// The piece on it.
    pub piece: Option<SpokenPiece>,
    /// Part of the selection.
    pub selected: bool,
    /// With nothing selected, a move starts here.
    pub can_move: bool,
    /// A tap here continues the selected move.
    pub target: bool,
    /// Part of the hinted move.
    #[uniffi(default = false)]
    pub hint: bool,
    /// The last move started here.
    pub last_from: bool,
    /// The last move ended here.
    pub last_to: bool,
    /// The last move took the piece that stood here.
    pub captured: bool,
    /// In the current language: `c3, goat, can move`.
    pub text: String,
}

impl From<&SquareSpeech> for SpokenSquare {
    fn from(s: &SquareSpeech) -> Self {
        SpokenSquare {
            square: s.square.clone(),
            piece: s.piece.as_ref().map(Into::into),
            selected: s.selected,
            can_move: s.can_move,
            target: s.target,
            hint: s.hint,
            last_from: s.last_from,
            last_to: s.last_to,
            captured: s.captured,
            text: s.text(crate::language::current()),
        }
    }
}

/// One piece's motion in a spoken move.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct SpokenMotion {
    /// The piece.
    pub piece: SpokenPiece,
    /// Where it starts; `None` when placed.
    pub from: Option<String>,
    /// Its stops, the last where it ends.
    pub path: Vec<String>,
}

/// A piece a move took.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct SpokenCapture {
    /// The piece.
    pub piece: SpokenPiece,
    /// Where it stood.
    pub square: String,
}

/// What a screen reader says about a move, as facts and in the current language.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct SpokenMove {
    /// The side that played it, in the current language: `Goats`.
    pub side: String,
    /// Each motion, in order.
    pub motions: Vec<SpokenMotion>,
    /// The pieces taken.
    pub captured: Vec<SpokenCapture>,
    /// In the current language: `Tiger a1 to a3, takes the goat on a2`.
    pub text: String,
}

impl From<&MoveSpeech> for SpokenMove {
    fn from(m: &MoveSpeech) -> Self {
        SpokenMove {
            side: m.side_in(crate::language::current()),
            motions: m
                .motions
                .iter()
                .map(|motion| SpokenMotion {
                    piece: (&motion.piece).into(),
                    from: motion.from.clone(),
                    path: motion.path.clone(),
                })
                .collect(),
            captured: m
                .captured
                .iter()
                .map(|(piece, square)| SpokenCapture {
                    piece: piece.into(),
                    square: square.clone(),
                })
                .collect(),
            text: m.text(crate::language::current()),
        }
    }
}

/// What an announcement is about.
#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum AnnouncementKind {
    /// A move was played (or replayed).
    Played,
    /// A move is suggested.
    Hint,
    /// Moves were taken back.
    TakenBack,
}

/// A sentence for a screen reader to speak on its own, as facts and in
/// the current language: a move played, a hint shown, moves taken back.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct SpokenAnnouncement {
    /// What it is about.
    pub kind: AnnouncementKind,
    /// The move played or suggested.
    pub spoken_move: Option<SpokenMove>,
    /// The result sentence, when the move played ended the game.
    pub result: Option<String>,
    /// How many moves were taken back (0 unless `TakenBack`).
    pub moves_taken_back: u32,
    /// The status line after a take-back.
    pub status: Option<String>,
    /// In the current language: `Hint: Goat placed on c3`, `Move taken back. Goats to move`.
    pub text: String,
}

impl From<&Announcement> for SpokenAnnouncement {
    fn from(announcement: &Announcement) -> Self {
        let text = announcement.text(crate::language::current());
        match announcement {
            Announcement::Played { speech, result } => SpokenAnnouncement {
                kind: AnnouncementKind::Played,
                spoken_move: Some(speech.into()),
                result: result.clone(),
                moves_taken_back: 0,
                status: None,
                text,
            },
            Announcement::Hint { speech } => SpokenAnnouncement {
                kind: AnnouncementKind::Hint,
                spoken_move: Some(speech.into()),
                result: None,
                moves_taken_back: 0,
                status: None,
                text,
            },
            Announcement::TakenBack { moves, status } => SpokenAnnouncement {
                kind: AnnouncementKind::TakenBack,
                spoken_move: None,
                result: None,
                moves_taken_back: u32::try_from(*moves).unwrap_or(u32::MAX),
                status: Some(status.clone()),
                text,
            },
        }
    }
}
