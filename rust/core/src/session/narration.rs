//! Words about the game, written once: piece names, result sentences,
//! the counters players see, and what TalkBack and VoiceOver say about a
//! square or a move.
//!
//! Each description is structured data (names of squares, pieces and
//! sides) with an `english()` rendering, so an app in another language
//! renders the same facts in its own words.

use super::history::Turn;
use crate::{Counter, EndReason, GameInfo, MoveInfo, Options, Outcome, Side, Square};

/// A piece as a player names it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PieceName {
    /// The kind: `goat`, `man`, `king`, `white piece`, `bobail`.
    pub kind: String,
    /// The owner's side name when the kind alone does not say whose it is
    /// (`Green` for a man); `None` for a goat, a tiger or the bobail.
    pub owner: Option<String>,
}

impl PieceName {
    /// `goat`, `green man`, `soldier of the attackers`, `bobail`.
    pub fn english(&self) -> String {
        match &self.owner {
            Some(owner) if is_plural(owner) => {
                format!("{} of the {}", self.kind, owner.to_lowercase())
            }
            Some(owner) => format!("{} {}", owner.to_lowercase(), self.kind),
            None if self.kind.is_empty() => "piece".into(),
            None => self.kind.clone(),
        }
    }
}

/// The name of the piece drawn for `letter`.
pub fn piece_of(info: &GameInfo, letter: char) -> PieceName {
    let Some(piece) = info.piece(letter) else {
        return PieceName::default();
    };
    let owner = piece.owner.map(|side| info.side(side).name).filter(|side| {
        let side = side.to_lowercase();
        let kind = piece.name.to_lowercase();
        // Goats own goats, and a `white piece` already says whose it is.
        side.trim_end_matches('s') != kind && !kind.starts_with(&side)
    });
    PieceName {
        kind: piece.name.to_string(),
        owner: owner.map(str::to_string),
    }
}

/// Whether a side's name is a plural noun (`Goats`) rather than a colour (`White`).
fn is_plural(name: &str) -> bool {
    name.ends_with('s')
}

/// A side as the subject of a sentence: `the goats`, `White`.
fn subject(info: &GameInfo, side: Side) -> String {
    let name = info.side(side).name;
    if is_plural(name) {
        format!("the {}", name.to_lowercase())
    } else {
        name.to_string()
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The verb for a side: `the goats win`, `White wins`.
fn verb(info: &GameInfo, side: Side, plural: &str, singular: &str) -> String {
    if is_plural(info.side(side).name) {
        plural.to_string()
    } else {
        singular.to_string()
    }
}

/// A sentence that says who won and why: `White wins: Black has no pieces
/// left`, `The goats win: no tiger can move`, `Draw: the same position came
/// up three times`. `counters` are the final position's (for the number of
/// captures).
pub fn result_sentence(info: &GameInfo, outcome: Outcome, counters: &[Counter]) -> String {
    let Some(winner) = outcome.winner else {
        let why = match outcome.reason {
            EndReason::Repetition => "the same position came up three times",
            EndReason::MoveLimit => "the move limit without a capture was reached",
            EndReason::Barrier => "both sides have as many pieces",
            _ => outcome.reason.phrase(),
        };
        return format!("Draw: {why}.");
    };
    let loser = winner.opponent();
    let them = subject(info, loser);
    let has = verb(info, loser, "have", "has");
    let why = match outcome.reason {
        EndReason::NoLegalMove if is_plural(info.side(loser).name) => {
            let piece = info
                .pieces
                .iter()
                .find(|p| p.owner == Some(loser))
                .map_or("piece", |p| p.name);
            format!("no {piece} can move")
        }
        EndReason::NoLegalMove => format!("{them} {has} no legal move"),
        EndReason::CaptureTarget => match counters.iter().find(|c| c.label.ends_with("captured")) {
            Some(c) => format!("{} {}", c.value, c.label),
            None => "enough pieces captured".into(),
        },
        EndReason::BobailHome => {
            format!("the bobail reached {}'s home row", info.side(winner).name)
        }
        EndReason::BobailBlocked => format!("{them} cannot move the bobail"),
        EndReason::NoPieces => format!("{them} {has} no pieces left"),
        EndReason::LastChip => "the last-chip rule".into(),
        EndReason::Repetition => "the same position came up three times".into(),
        EndReason::MoveLimit => "the move limit was reached".into(),
        EndReason::Barrier => format!(
            "{} more pieces on the board",
            verb(info, winner, "they have", "it has")
        ),
        EndReason::Resignation => format!("{them} resigned"),
    };
    format!(
        "{} {}: {why}.",
        capitalised(&subject(info, winner)),
        verb(info, winner, "win", "wins")
    )
}

/// A counter as players see it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ShownCounter {
    /// A label in players' words: `Goats to place`.
    pub label: String,
    /// The value.
    pub value: i64,
    /// The limit the value counts towards, if any (a draw at 50).
    pub limit: Option<i64>,
}

impl ShownCounter {
    /// `Goats to place 14`, `Turns without a capture 30 of 50`.
    pub fn english(&self) -> String {
        match self.limit {
            Some(limit) => format!("{} {} of {limit}", self.label, self.value),
            None => format!("{} {}", self.label, self.value),
        }
    }
}

/// The counters worth showing now, named for players: pieces still to
/// place while there are some, captures once there are some, and the
/// moves towards a draw only once half the limit is used (never while
/// pieces are being set).
pub fn shown_counters(
    info: &GameInfo,
    phase: &str,
    counters: &[Counter],
    options: &Options,
) -> Vec<ShownCounter> {
    let limit = || -> Option<i64> {
        match info.id {
            "buff-and-green" => Some(i64::from(crate::games::buff_and_green::DRAW_PLIES)),
            _ => info
                .options
                .iter()
                .any(|o| o.key == "no_capture_limit")
                .then(|| options.int(info.options, "no_capture_limit")),
        }
    };
    counters
        .iter()
        .filter_map(|counter| {
            let label = counter.label;
            let value = counter.value;
            if let Some(pieces) = label.strip_suffix(" in hand") {
                return (value > 0).then(|| ShownCounter {
                    label: capitalised(&format!("{pieces} to place")),
                    value,
                    limit: None,
                });
            }
            if label.ends_with("captured") {
                return (value > 0).then(|| ShownCounter {
                    label: capitalised(label),
                    value,
                    limit: None,
                });
            }
            if label.starts_with("plies") {
                let limit = limit();
                let matters = phase != "setting" && limit.map_or(value > 0, |l| value * 2 >= l);
                let what = if label.contains("man move") {
                    "Turns without a capture or a man's move"
                } else {
                    "Turns without a capture"
                };
                return matters.then(|| ShownCounter {
                    label: what.into(),
                    value,
                    limit,
                });
            }
            if label == "turn" {
                // Bobail's turn number only decides the first turn's rule.
                return None;
            }
            Some(ShownCounter {
                label: capitalised(label),
                value,
                limit: None,
            })
        })
        .collect()
}

/// What a screen reader says about one square.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SquareSpeech {
    /// The square's name: `c3`.
    pub square: String,
    /// The piece on it.
    pub piece: Option<PieceName>,
    /// Part of the selection.
    pub selected: bool,
    /// With nothing selected, a piece that can move (or a point to place on).
    pub can_move: bool,
    /// A tap here continues the selected move.
    pub target: bool,
    /// Part of the hinted move. The session keeps no hint: whoever shows
    /// one sets this.
    pub hint: bool,
    /// The last move started here.
    pub last_from: bool,
    /// The last move ended here.
    pub last_to: bool,
    /// The last move captured the piece that stood here.
    pub captured: bool,
}

impl SquareSpeech {
    /// `c3, goat, can move`; `d4, empty, target`; `c3, empty, can move, hint`.
    pub fn english(&self) -> String {
        let mut parts = vec![
            self.square.clone(),
            self.piece
                .as_ref()
                .map_or_else(|| "empty".to_string(), PieceName::english),
        ];
        let flags = [
            (self.selected, "selected"),
            (self.can_move && !self.selected, "can move"),
            (self.target && !self.can_move, "target"),
            (self.hint, "hint"),
            (self.last_from, "last move from here"),
            (self.last_to, "last move to here"),
            (self.captured, "just captured"),
        ];
        parts.extend(flags.iter().filter(|f| f.0).map(|f| f.1.to_string()));
        parts.join(", ")
    }
}

/// One piece's motion, in a move's description.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MotionSpeech {
    /// The piece that moves.
    pub piece: PieceName,
    /// Where it starts; `None` when it is placed from the hand.
    pub from: Option<String>,
    /// Every stop, the last where it ends.
    pub path: Vec<String>,
}

/// What a screen reader says about a move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveSpeech {
    /// The side that played it: `Goats`.
    pub side: String,
    /// Each piece motion, in order.
    pub motions: Vec<MotionSpeech>,
    /// The pieces taken, with their squares.
    pub captured: Vec<(PieceName, String)>,
}

impl MoveSpeech {
    /// The move described from the board before it (`pieces` by square).
    pub fn new(info: &GameInfo, width: u8, pieces: &[Option<char>], mv: &MoveInfo) -> MoveSpeech {
        let name = |s: Square| s.name(width).to_string();
        let on = |s: Square| pieces.get(s.index()).copied().flatten();
        let placed = info
            .pieces
            .iter()
            .find(|p| p.owner == Some(mv.side) && !p.crowned)
            .map(|p| piece_of(info, p.letter))
            .unwrap_or_default();
        MoveSpeech {
            side: info.side(mv.side).name.to_string(),
            motions: mv
                .detail
                .motions
                .iter()
                .map(|motion| MotionSpeech {
                    piece: match motion.from.and_then(on) {
                        Some(letter) => piece_of(info, letter),
                        None => placed.clone(),
                    },
                    from: motion.from.map(name),
                    path: motion.path.iter().copied().map(name).collect(),
                })
                .collect(),
            captured: mv
                .detail
                .captured
                .iter()
                .map(|&s| {
                    (
                        on(s).map(|l| piece_of(info, l)).unwrap_or_default(),
                        name(s),
                    )
                })
                .collect(),
        }
    }

    /// `Goat to c3`; `Tiger a1 to a3, takes the goat on a2`; `Goats pass`.
    pub fn english(&self) -> String {
        if self.motions.is_empty() && self.captured.is_empty() {
            return format!("{} pass", self.side);
        }
        let mut parts: Vec<String> = self
            .motions
            .iter()
            .map(|m| {
                let piece = capitalised(&m.piece.english());
                let to = m.path.join(" to ");
                match &m.from {
                    Some(from) => format!("{piece} {from} to {to}"),
                    None => format!("{piece} placed on {to}"),
                }
            })
            .collect();
        if !self.captured.is_empty() {
            let taken: Vec<String> = self
                .captured
                .iter()
                .map(|(piece, square)| format!("the {} on {square}", piece.english()))
                .collect();
            parts.push(format!("takes {}", taken.join(" and ")));
        }
        parts.join(", ")
    }
}

/// What a screen reader says about one row of the move list.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TurnSpeech {
    /// The round, from 1.
    pub round: u32,
    /// The side that played it: `Tigers`.
    pub side: String,
    /// Its moves in notation.
    pub moves: Vec<String>,
    /// Whether it captures.
    pub captures: bool,
}

impl TurnSpeech {
    /// The row of `turn`.
    pub fn new(info: &GameInfo, turn: &Turn) -> TurnSpeech {
        TurnSpeech {
            round: turn.round,
            side: info.side(turn.side).name.to_string(),
            moves: turn.moves.clone(),
            captures: turn.captures,
        }
    }

    /// `Round 12, Tigers, c3-d4`; `Round 3, Black, d4, e5, captures`.
    pub fn english(&self) -> String {
        let mut text = format!(
            "Round {}, {}, {}",
            self.round,
            self.side,
            self.moves.join(", ")
        );
        if self.captures {
            text.push_str(", captures");
        }
        text
    }
}

/// A sentence a screen reader speaks on its own, whatever has its focus,
/// when the match changes: a move played (by either side, or replayed), a
/// hint shown, moves taken back.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Announcement {
    /// A move was played; `result` is the result sentence when it ended the game.
    Played {
        /// The move.
        speech: MoveSpeech,
        /// Who won and why, when the move ended the game.
        result: Option<String>,
    },
    /// A move is suggested.
    Hint {
        /// The suggested move.
        speech: MoveSpeech,
    },
    /// Moves were taken back.
    TakenBack {
        /// How many moves (two against the computer: the reply too).
        moves: usize,
        /// The status line afterwards.
        status: String,
    },
}

impl Announcement {
    /// `Goat placed on c3`; `Hint: Goat placed on c3`; `Move taken back.
    /// Goats to move · Goats to place 20`.
    pub fn english(&self) -> String {
        match self {
            Announcement::Played { speech, result } => match result {
                Some(result) => format!("{}. {result}", speech.english()),
                None => speech.english(),
            },
            Announcement::Hint { speech } => format!("Hint: {}", speech.english()),
            Announcement::TakenBack { moves: 1, status } => format!("Move taken back. {status}"),
            Announcement::TakenBack { moves: 0, status } => format!("Nothing taken back. {status}"),
            Announcement::TakenBack { moves, status } => {
                format!("{moves} moves taken back. {status}")
            }
        }
    }
}
