//! Words about the game, written once: piece names, result sentences,
//! the counters players see, and what TalkBack and VoiceOver say about a
//! square or a move.
//!
//! Each description is structured data (names of squares, pieces and
//! sides) with a `text(lang)` rendering from the [`crate::i18n`]
//! catalogue; `english()` is `text(Lang::En)`.

use super::history::Turn;
use crate::i18n::{self, ids, Arg, Lang};
pub use crate::info::{result_sentence, result_sentence_in};
use crate::{Counter, CounterKind, GameInfo, MoveInfo, Side, Square};

/// A piece as a player names it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PieceName {
    /// The kind, in English: `goat`, `man`, `king`, `white piece`, `bobail`.
    pub kind: String,
    /// The owner's side name in English when the kind alone does not say
    /// whose it is (`Green` for a man); `None` for a goat, a tiger or the bobail.
    pub owner: Option<String>,
    /// The game, for the piece's name in other languages (empty: unknown).
    pub game: &'static str,
    /// The piece's letter in position strings (`None`: unknown).
    pub letter: Option<char>,
}

impl PieceName {
    fn id(&self) -> String {
        match self.letter {
            Some(letter) if !self.game.is_empty() => ids::piece(self.game, letter),
            _ => "piece-unknown".into(),
        }
    }

    /// The bare name in `lang`: `goat`, `green man`, `attackers' piece`.
    pub fn text(&self, lang: Lang) -> String {
        i18n::text(lang, &self.id(), &[])
    }

    /// With the definite article: `the goat`.
    pub fn the(&self, lang: Lang) -> String {
        i18n::attribute(lang, &self.id(), "the", &[]).unwrap_or_else(|| self.text(lang))
    }

    /// With the indefinite article: `a goat`.
    pub fn a(&self, lang: Lang) -> String {
        i18n::attribute(lang, &self.id(), "a", &[]).unwrap_or_else(|| self.text(lang))
    }

    /// `goat`, `green man`, `attackers' piece`, `bobail`.
    pub fn english(&self) -> String {
        self.text(Lang::En)
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
        game: info.id,
        letter: Some(letter),
    }
}

/// The display name of `side` of the game `game` (an id) in `lang`.
fn side_name(game: &str, side: Side, lang: Lang) -> String {
    crate::find_game(game).map_or_else(|_| String::new(), |e| (e.info)().side_name(side, lang))
}

/// The grammatical number of `side`'s name in `game`.
fn side_number(game: &str, side: Side, lang: Lang) -> String {
    crate::find_game(game).map_or_else(
        |_| "plural".to_string(),
        |e| (e.info)().side_number(side, lang),
    )
}

/// A counter as players see it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ShownCounter {
    /// A label in players' words, in the session's language: `Goats to place`.
    pub label: String,
    /// The value.
    pub value: i64,
    /// The limit the value counts towards, if any (a draw at 50).
    pub limit: Option<i64>,
}

impl ShownCounter {
    /// `Goats to place 14`, `Turns without a capture 30 of 50` (the label
    /// stays in the language it was made in).
    pub fn text(&self, lang: Lang) -> String {
        match self.limit {
            Some(limit) => crate::tr!(
                lang,
                "counter-limit",
                label = &self.label,
                value = self.value,
                limit = limit
            ),
            None => crate::tr!(lang, "counter", label = &self.label, value = self.value),
        }
    }

    /// [`ShownCounter::text`] in English.
    pub fn english(&self) -> String {
        self.text(Lang::En)
    }
}

/// The counters worth showing now, named for players: pieces still to
/// place while there are some, captures once there are some, and the
/// moves towards a draw only once half the limit is used (never while
/// pieces are being set), each chosen by its [`CounterKind`].
pub fn shown_counters(info: &GameInfo, phase: &str, counters: &[Counter]) -> Vec<ShownCounter> {
    shown_counters_in(info, phase, counters, Lang::En)
}

/// [`shown_counters`] with labels in `lang`.
pub fn shown_counters_in(
    info: &GameInfo,
    phase: &str,
    counters: &[Counter],
    lang: Lang,
) -> Vec<ShownCounter> {
    let label = |counter: &Counter| i18n::text(lang, &ids::counter(info.id, counter.label), &[]);
    counters
        .iter()
        .filter_map(|counter| {
            let value = counter.value;
            match counter.kind {
                CounterKind::InHand(_) | CounterKind::Captured(_) => {
                    (value > 0).then(|| ShownCounter {
                        label: label(counter),
                        value,
                        limit: None,
                    })
                }
                CounterKind::DrawPlies { limit, man_moves } => {
                    let limit = i64::from(limit);
                    let matters = phase != "setting" && value * 2 >= limit;
                    let what = if man_moves {
                        "counter-no-capture-or-man-move"
                    } else {
                        "counter-no-capture"
                    };
                    matters.then(|| ShownCounter {
                        label: i18n::text(lang, what, &[]),
                        value,
                        limit: Some(limit),
                    })
                }
                // Bobail's turn number only decides the first turn's rule.
                CounterKind::Turn => None,
                CounterKind::OnBoard(_) => Some(ShownCounter {
                    label: label(counter),
                    value,
                    limit: None,
                }),
            }
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
    pub fn text(&self, lang: Lang) -> String {
        let mut parts = vec![
            self.square.clone(),
            self.piece
                .as_ref()
                .map_or_else(|| i18n::text(lang, "speech-empty", &[]), |p| p.text(lang)),
        ];
        let flags = [
            (self.selected, "speech-selected"),
            (self.can_move && !self.selected, "speech-can-move"),
            (self.target && !self.can_move, "speech-target"),
            (self.hint, "speech-hint"),
            (self.last_from, "speech-last-from"),
            (self.last_to, "speech-last-to"),
            (self.captured, "speech-captured"),
        ];
        parts.extend(
            flags
                .iter()
                .filter(|f| f.0)
                .map(|f| i18n::text(lang, f.1, &[])),
        );
        parts.join(&i18n::text(lang, "speech-separator", &[]))
    }

    /// [`SquareSpeech::text`] in English.
    pub fn english(&self) -> String {
        self.text(Lang::En)
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
    /// The side that played it, in English: `Goats`.
    pub side: String,
    /// The side that played it.
    pub player: Side,
    /// The game's id, for the side's name in other languages.
    pub game: &'static str,
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
            player: mv.side,
            game: info.id,
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

    /// The name of the side that played it, in `lang`.
    pub fn side_in(&self, lang: Lang) -> String {
        side_name(self.game, self.player, lang)
    }

    /// `Goat to c3`; `Tiger a1 to a3, takes the goat on a2`; `Goats pass`.
    pub fn text(&self, lang: Lang) -> String {
        if self.motions.is_empty() && self.captured.is_empty() {
            return crate::tr!(
                lang,
                "move-pass",
                side = side_name(self.game, self.player, lang),
                side_subject = crate::find_game(self.game).map_or_else(
                    |_| String::new(),
                    |e| (e.info)().side_subject(self.player, lang)
                ),
                side_number = side_number(self.game, self.player, lang)
            );
        }
        let mut parts: Vec<String> = self
            .motions
            .iter()
            .map(|m| {
                let piece = Arg::from(m.piece.text(lang));
                let to = Arg::from(m.path.join(&i18n::text(lang, "move-path-separator", &[])));
                match &m.from {
                    Some(from) => i18n::sentence(
                        lang,
                        "move-from-to",
                        &[("piece", piece), ("from", Arg::from(from)), ("to", to)],
                    ),
                    None => i18n::sentence(lang, "move-placed", &[("piece", piece), ("to", to)]),
                }
            })
            .collect();
        if !self.captured.is_empty() {
            let taken: Vec<String> = self
                .captured
                .iter()
                .map(|(piece, square)| {
                    crate::tr!(
                        lang,
                        "move-taken-piece",
                        the_piece = piece.the(lang),
                        square = square
                    )
                })
                .collect();
            let taken = i18n::list(lang, &taken, false);
            parts.push(crate::tr!(lang, "move-takes", taken = taken));
        }
        parts.join(&i18n::text(lang, "speech-separator", &[]))
    }

    /// [`MoveSpeech::text`] in English.
    pub fn english(&self) -> String {
        self.text(Lang::En)
    }
}

/// What a screen reader says about one row of the move list.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TurnSpeech {
    /// The round, from 1.
    pub round: u32,
    /// The side that played it, in English: `Tigers`.
    pub side: String,
    /// The side that played it.
    pub player: Side,
    /// The game's id, for the side's name in other languages.
    pub game: &'static str,
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
            player: turn.side,
            game: info.id,
            moves: turn.moves.clone(),
            captures: turn.captures,
        }
    }

    /// `Round 12, Tigers, c3-d4`; `Round 3, Black, d4, e5, captures`.
    pub fn text(&self, lang: Lang) -> String {
        let id = if self.captures {
            "turn-speech-captures"
        } else {
            "turn-speech"
        };
        let separator = i18n::text(lang, "speech-separator", &[]);
        crate::tr!(
            lang,
            id,
            round = self.round,
            side = side_name(self.game, self.player, lang),
            moves = self
                .moves
                .iter()
                .map(|m| i18n::shown_move(lang, m))
                .collect::<Vec<_>>()
                .join(&separator)
        )
    }

    /// [`TurnSpeech::text`] in English.
    pub fn english(&self) -> String {
        self.text(Lang::En)
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
    /// Goats to move · Goats to place 20`. The result and status sentences
    /// stay in the language they were made in.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Announcement::Played { speech, result } => match result {
                Some(result) => crate::tr!(
                    lang,
                    "announce-played-result",
                    move = speech.text(lang),
                    result = result
                ),
                None => speech.text(lang),
            },
            Announcement::Hint { speech } => {
                crate::tr!(lang, "announce-hint", move = speech.text(lang))
            }
            Announcement::TakenBack { moves, status } => {
                crate::tr!(lang, "announce-taken-back", count = *moves, status = status)
            }
        }
    }

    /// [`Announcement::text`] in English.
    pub fn english(&self) -> String {
        self.text(Lang::En)
    }
}
