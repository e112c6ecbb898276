//! The frame: everything the game screen draws.

use super::setup::GameSetup;
use crate::i18n::Lang;
use crate::level::Level;
use crate::tray::SideTray;
use crate::OptionSetting;
use crate::{Motion, Side, Square};
use serde::Serialize;

/// What the screen is waiting for.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(rename_all = "snake_case")]
pub enum Busy {
    /// Nothing: the person may act.
    Idle,
    /// The computer is searching for its move.
    Thinking,
    /// A hint is being searched for.
    FindingHint,
}

/// One square as the screen draws it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SquareFrame {
    /// Its index in the geometry.
    pub index: u32,
    /// Its name: `c3`.
    pub name: String,
    /// The piece letter on it.
    pub piece: Option<String>,
    /// The piece's owner (`None` for a neutral piece or no piece).
    pub owner: Option<Side>,
    /// Whether the piece is drawn crowned.
    pub crowned: bool,
    /// Part of the tap selection.
    pub selected: bool,
    /// A legal next tap of the selection.
    pub target: bool,
    /// A piece that can move now (shown while nothing is selected).
    pub movable: bool,
    /// A piece that can be dragged.
    pub draggable: bool,
    /// Where the last move started.
    pub last_from: bool,
    /// Where the last move ended.
    pub last_to: bool,
    /// A stop of the last move on its way.
    pub last_path: bool,
    /// The last move took the piece that stood here.
    pub captured: bool,
    /// A square of the hinted move.
    pub hint: bool,
    /// What a screen reader says about it.
    pub spoken: String,
}

/// One row of the move list.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TurnRow {
    /// Its number as the list writes it: `12.`, `12…`.
    pub number: String,
    /// The side that played it.
    pub side: Side,
    /// Its moves as one text: `c3`, `c2, d2`.
    pub text: String,
    /// Whether it captured (shown in bold).
    pub captures: bool,
    /// What a screen reader says for the row, in the frame's language:
    /// `Round 12, Tigers, c3-d4`, with `, captures` when it captures.
    pub spoken: String,
    /// The number of moves played before it: the index of its first move,
    /// for browsing from a tapped row.
    pub first_ply: u32,
    /// The review's label of its move, in the browser once reviewed (the
    /// browser's rows are one move each); `None` on the game screen.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<crate::review::MoveLabel>,
    /// The label in words, capitalised as the caption writes it (`Mistake`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label_text: Option<String>,
}

/// Everything the game screen draws.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameFrame {
    /// The game's id.
    pub game_id: String,
    /// The game's name, in the screen's language.
    pub game_name: String,
    /// The language of every text of the frame.
    pub language: Lang,
    /// Every square, by index.
    pub squares: Vec<SquareFrame>,
    /// The tap selection, in order.
    pub selection: Vec<u32>,
    /// The side to move.
    pub side_to_move: Side,
    /// The status line: why the last tap was refused, else the core's status.
    pub status_text: String,
    /// Why the last tap was refused; cleared by the next action.
    pub refusal: Option<String>,
    /// What the screen waits for.
    pub busy: Busy,
    /// Shown beside the status while a search runs.
    pub busy_text: Option<String>,
    /// Whether taps on the board are taken.
    pub accepts_taps: bool,
    /// Whether the game is over.
    pub is_over: bool,
    /// The buttons.
    pub can_undo: bool,
    /// Redo.
    pub can_redo: bool,
    /// Hint.
    pub can_hint: bool,
    /// Pass.
    pub can_pass: bool,
    /// Finish a capture chain here.
    pub can_finish: bool,
    /// Resign.
    pub can_resign: bool,
    /// Open the review of the finished game.
    pub can_review: bool,
    /// Open the browser on the game (`BrowseFrom`): a move was played.
    pub can_browse: bool,
    /// "You: Goats · Computer: Tigers (Easy)", or "Two players".
    pub players_text: String,
    /// The computer's level, against the computer.
    pub level: Option<Level>,
    /// Its name, in the screen's language.
    pub level_name: Option<String>,
    /// The side the person plays against the computer.
    pub human_side: Option<Side>,
    /// The hinted move's notation, while a hint shows.
    pub hint: Option<String>,
    /// The line shown with the hint (`Hint: c3-c4 · Goats win in 12`).
    pub hint_text: Option<String>,
    /// The move list, numbered by rounds.
    pub turns: Vec<TurnRow>,
    /// The last save's failure, while it stands.
    pub save_error: Option<String>,
    /// The store's id of the game once it is over and recorded.
    pub finished_game_id: Option<i64>,
    /// Whether the board is drawn upside down (the second side at the bottom).
    pub flipped: bool,
    /// The game as it is played: its id, every option (in key order), the
    /// seats and the search budget. `NewGame { setup }` with it starts a
    /// new game with these settings; the new-game form starts from it.
    pub setup: GameSetup,
    /// The same options, key and value apart, as the new-game form shows
    /// them (every option of the game, in key order).
    pub options: Vec<OptionSetting>,
    /// Changes with every change of the game.
    pub revision: u64,
    // What the views draw beside the board and animate (the Android
    // driver's fields; kept together so other additions merge apart).
    /// Each side's pieces in hand and pieces lost, first side first.
    pub tray: Vec<SideTray>,
    /// The counters as one line (`Goats to place: 19 · Goats captured: 1`):
    /// what a screen reader says of the tray.
    pub counters_text: String,
    /// The result sentence, once the game is over.
    pub result_text: Option<String>,
    /// The game as text to share.
    pub share_text: String,
    /// The move list as the screen shows it: one line per round
    /// (`1. c3  a1-b1`); empty before the first move.
    pub move_list: String,
    /// The last move played, for its animation; `None` before the first.
    pub last_move: Option<MoveFrame>,
    /// Whether the action this frame answers played exactly one new move
    /// (the person's, the computer's, or one move redone): the view
    /// animates `last_move` from the frame before. Any other change (an
    /// undo, a redo of two moves, a new game, a language) is drawn at rest.
    pub last_move_animates: bool,
}

/// What a screen reader calls the board of game `game_id`, in `language`:
/// `Bagh Chal board` (the id stands for the name of a game the core does
/// not know).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn board_label(game_id: String, language: Lang) -> String {
    let name =
        crate::games::find_game(&game_id).map_or(game_id, |entry| (entry.info)().name_in(language));
    crate::tr!(language, "screen-board", game = name)
}

/// The last move, as the views animate it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct MoveFrame {
    /// Its notation: `a1xc1`.
    pub notation: String,
    /// The side that played it.
    pub side: Side,
    /// The piece motions, in order (Bobail: the bobail's step, then the
    /// piece); empty for a pass.
    pub motions: Vec<Motion>,
    /// The squares whose pieces it took off.
    pub captured: Vec<Square>,
}
