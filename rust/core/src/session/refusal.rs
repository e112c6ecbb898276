//! Why a move or a tap was refused, as a typed reason with plain words.
//!
//! Reasons carry names (squares, pieces, sides, moves) rather than finished
//! sentences, so each app can say them in its own language;
//! [`Refusal::text_in`] says it in a language, [`Refusal::text`] in English.
//! The explanations read only the legal moves' details
//! and the pieces on the board, so they hold for every game.

use super::narration::{piece_of, PieceName};
use crate::i18n::{self, Arg, Lang};
use crate::limits::short;
use crate::{GameInfo, MoveInfo, Side, Square};
use std::fmt;

/// Why a move or a tap was not accepted.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// The computer plays the side to move.
    ComputerToMove,
    /// A computer's move found for a position that has changed since.
    PositionChanged,
    /// The text is not a move in any notation.
    Unreadable {
        /// What was written.
        text: String,
    },
    /// The side to move must place pieces before any piece moves.
    MustPlace {
        /// The side to move: `Goats`.
        side: String,
        /// The piece to place (`goat`).
        piece: PieceName,
        /// Whether pieces stand on points (Bagh Chal) rather than in squares.
        on_points: bool,
    },
    /// No piece is left to place: a piece must move.
    NothingToPlace,
    /// The side to move never places pieces (Bagh Chal's tigers), and one
    /// empty square was named.
    NeverPlaces {
        /// The game's id.
        game: &'static str,
        /// The side to move.
        side: Side,
    },
    /// A piece was named without the square it goes to.
    NoDestination {
        /// The piece.
        piece: PieceName,
        /// Where it stands.
        square: String,
    },
    /// A compound turn named only its first step (Bobail: the bobail's new
    /// square), and a piece must move after it.
    TurnNotFinished {
        /// The piece that moved first (`bobail`).
        piece: PieceName,
        /// Where it went.
        square: String,
        /// A whole legal turn starting with that step, as an example.
        example: String,
    },
    /// A piece cannot be placed there.
    CannotPlace {
        /// The square tapped or named.
        square: String,
    },
    /// A piece must move first in this turn (Bobail's bobail).
    MovesFirst {
        /// The piece that moves first (`bobail`).
        piece: PieceName,
        /// Where it stands.
        square: String,
    },
    /// There is no piece on the square.
    NoPiece {
        /// The square.
        square: String,
    },
    /// The piece belongs to the other side (or to nobody).
    NotYourPiece {
        /// The piece.
        piece: PieceName,
        /// Its square.
        square: String,
    },
    /// A capture is compulsory and the move does not capture.
    CaptureCompulsory {
        /// Every legal capture, in notation.
        captures: Vec<String>,
    },
    /// The piece has no legal move.
    CannotMove {
        /// The piece.
        piece: PieceName,
        /// Its square.
        square: String,
    },
    /// The piece cannot reach the square.
    NotReachable {
        /// The piece.
        piece: PieceName,
        /// Where it stands.
        from: String,
        /// Where it was sent.
        to: String,
    },
    /// The capture chain stopped where it must go on.
    ChainMustGoOn {
        /// Where the chain stands.
        square: String,
        /// The squares it can jump to next.
        next: Vec<String>,
    },
    /// The chain may stop here or go on; the tap did neither.
    ChainMayStop {
        /// Where the chain stands.
        square: String,
    },
    /// The tournament form matches several moves.
    Ambiguous {
        /// What was written.
        text: String,
        /// Each move it could be.
        candidates: Vec<String>,
    },
    /// Any other illegal move.
    NotLegal {
        /// What was written.
        text: String,
    },
    /// Longer than any move ([`crate::limits::MAX_MOVE_BYTES`]).
    TooLong {
        /// The limit's message: `move is 10 MB; the limit is 64 bytes`.
        text: String,
    },
}

impl Refusal {
    /// The reason as an English sentence.
    pub fn text(&self) -> String {
        self.text_in(Lang::En)
    }

    /// The reason as a sentence in `lang`.
    pub fn text_in(&self, lang: Lang) -> String {
        let say = |id: &str, args: &[(&str, Arg)]| i18n::sentence(lang, id, args);
        // What the player wrote keeps its case, even opening a sentence.
        let verbatim = |id: &str, args: &[(&str, Arg)]| i18n::text(lang, id, args);
        let or = |items: &[String]| Arg::from(i18n::list(lang, items, true));
        let quoted = |text: &str| Arg::from(format!("{:?}", short(text)));
        match self {
            Refusal::GameOver => say("refusal-game-over", &[]),
            Refusal::ComputerToMove => say("refusal-computer-to-move", &[]),
            Refusal::PositionChanged => say("refusal-position-changed", &[]),
            Refusal::Unreadable { text } => {
                verbatim("refusal-unreadable", &[("text", quoted(text))])
            }
            Refusal::MustPlace {
                side,
                piece,
                on_points,
            } => {
                let info = crate::find_game(piece.game).ok().map(|e| (e.info)());
                let found = info.and_then(|info| Some((info, info.side_by_name(side)?)));
                let (name, subject, genitive) = found
                    .map(|(info, s)| {
                        (
                            info.side_name(s, lang),
                            info.side_subject(s, lang),
                            info.side_genitive(s, lang),
                        )
                    })
                    .unwrap_or_else(|| (side.clone(), side.clone(), side.clone()));
                say(
                    "refusal-must-place",
                    &[
                        ("side", Arg::from(name)),
                        ("side_subject", Arg::from(subject)),
                        ("side_genitive", Arg::from(genitive)),
                        ("a_piece", Arg::from(piece.a(lang))),
                        (
                            "on_points",
                            Arg::from(if *on_points { "yes" } else { "no" }),
                        ),
                    ],
                )
            }
            Refusal::NothingToPlace => say("refusal-nothing-to-place", &[]),
            Refusal::NeverPlaces { game, side } => {
                let (name, number) = crate::find_game(game)
                    .ok()
                    .map(|e| (e.info)())
                    .map(|info| {
                        (
                            info.side_subject(*side, lang),
                            info.side_number(*side, lang),
                        )
                    })
                    .unwrap_or_default();
                say(
                    "refusal-never-places",
                    &[
                        ("side", Arg::from(name)),
                        ("side_number", Arg::from(number)),
                    ],
                )
            }
            Refusal::NoDestination { piece, square } => say(
                "refusal-no-destination",
                &[
                    ("the_piece", Arg::from(piece.the(lang))),
                    ("square", Arg::from(square)),
                ],
            ),
            Refusal::TurnNotFinished {
                piece,
                square,
                example,
            } => say(
                "refusal-turn-not-finished",
                &[
                    ("the_piece", Arg::from(piece.the(lang))),
                    ("square", Arg::from(square)),
                    ("example", Arg::from(example)),
                ],
            ),
            Refusal::CannotPlace { square } => {
                say("refusal-cannot-place", &[("square", Arg::from(square))])
            }
            Refusal::MovesFirst { piece, square } => say(
                "refusal-moves-first",
                &[
                    ("the_piece", Arg::from(piece.the(lang))),
                    ("square", Arg::from(square)),
                ],
            ),
            Refusal::NoPiece { square } => {
                say("refusal-no-piece", &[("square", Arg::from(square))])
            }
            Refusal::NotYourPiece { piece, square } => say(
                "refusal-not-your-piece",
                &[
                    ("the_piece", Arg::from(piece.the(lang))),
                    ("square", Arg::from(square)),
                ],
            ),
            Refusal::CaptureCompulsory { captures } => {
                say("refusal-capture-compulsory", &[("captures", or(captures))])
            }
            Refusal::CannotMove { piece, square } => say(
                "refusal-cannot-move",
                &[
                    ("the_piece", Arg::from(piece.the(lang))),
                    ("square", Arg::from(square)),
                ],
            ),
            Refusal::NotReachable { piece, from, to } => say(
                "refusal-not-reachable",
                &[
                    ("the_piece", Arg::from(piece.the(lang))),
                    ("from", Arg::from(from)),
                    ("to", Arg::from(to)),
                ],
            ),
            Refusal::ChainMustGoOn { square, next } => say(
                "refusal-chain-must-go-on",
                &[("square", Arg::from(square)), ("next", or(next))],
            ),
            Refusal::ChainMayStop { square } => {
                say("refusal-chain-may-stop", &[("square", Arg::from(square))])
            }
            Refusal::Ambiguous { text, candidates } => verbatim(
                "refusal-ambiguous",
                &[
                    ("text", Arg::from(format!("{text:?}"))),
                    ("candidates", or(candidates)),
                ],
            ),
            Refusal::NotLegal { text } => {
                verbatim("refusal-not-legal", &[("text", Arg::from(short(text)))])
            }
            Refusal::TooLong { text } => text.clone(),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

impl std::error::Error for Refusal {}

/// What the explanations read: the game, the board and the legal moves.
pub(crate) struct Scene<'a> {
    pub info: &'static GameInfo,
    pub width: u8,
    pub height: u8,
    /// The piece letter on every square.
    pub pieces: &'a [Option<char>],
    pub legal: &'a [MoveInfo],
    pub to_move: Side,
    /// Whether pieces stand on points joined by lines.
    pub on_points: bool,
    /// Whether the side to move places pieces from a hand in this game
    /// (Bagh Chal's goats, Seega's both sides), even with none left.
    pub places: bool,
}

fn is_placement(m: &MoveInfo) -> bool {
    matches!(&m.detail.motions[..], [motion] if motion.from.is_none())
}

/// Whose a square's piece is: `None` for an empty square.
enum Occupant {
    Mine,
    Theirs(PieceName),
    Empty,
}

impl Scene<'_> {
    fn name(&self, square: Square) -> String {
        square.name(self.width).to_string()
    }

    fn piece(&self, square: Square) -> Option<PieceName> {
        let letter = (*self.pieces.get(square.index())?)?;
        Some(piece_of(self.info, letter))
    }

    fn occupant(&self, square: Square) -> Occupant {
        let Some(letter) = self.pieces.get(square.index()).copied().flatten() else {
            return Occupant::Empty;
        };
        match self.info.piece(letter).and_then(|p| p.owner) {
            Some(owner) if owner == self.to_move => Occupant::Mine,
            _ => Occupant::Theirs(piece_of(self.info, letter)),
        }
    }

    fn all_place(&self) -> bool {
        !self.legal.is_empty() && self.legal.iter().all(is_placement)
    }

    fn any_place(&self) -> bool {
        self.legal.iter().any(is_placement)
    }

    /// The piece every legal move moves first, when each turn is compound
    /// (Bobail: the bobail, then a piece).
    fn moves_first(&self) -> Option<Square> {
        let first = |m: &MoveInfo| match &m.detail.motions[..] {
            [lead, _, ..] => lead.from,
            _ => None,
        };
        let square = first(self.legal.first()?)?;
        self.legal
            .iter()
            .all(|m| first(m) == Some(square))
            .then_some(square)
    }

    fn compulsory_captures(&self) -> Option<Vec<String>> {
        let all = !self.legal.is_empty() && self.legal.iter().all(|m| m.is_capture);
        all.then(|| self.legal.iter().map(|m| m.notation.clone()).collect())
    }

    /// Why `from` cannot start a move: not a piece of the side to move,
    /// captures elsewhere, or a piece with no move.
    fn why_not_from(&self, from: Square) -> Refusal {
        let square = self.name(from);
        match self.occupant(from) {
            Occupant::Empty => Refusal::NoPiece { square },
            Occupant::Theirs(piece) => Refusal::NotYourPiece { piece, square },
            Occupant::Mine => {
                let moves_here = self.legal.iter().any(|m| main_from(m) == Some(from));
                match self.compulsory_captures() {
                    Some(captures) if !moves_here => Refusal::CaptureCompulsory { captures },
                    _ => Refusal::CannotMove {
                        piece: self.piece(from).unwrap_or_default(),
                        square,
                    },
                }
            }
        }
    }

    /// Why a move written as `text` is not legal (the caller found no match).
    pub fn explain_text(&self, text: &str) -> Refusal {
        let text = text.trim();
        if self.legal.is_empty() {
            return Refusal::GameOver;
        }
        let Some(squares) = self.squares_in(text) else {
            return Refusal::Unreadable {
                text: text.to_string(),
            };
        };
        match squares[..] {
            [] => Refusal::Unreadable {
                text: text.to_string(),
            },
            [square] => self.explain_one_square(square),
            _ => {
                let compound = text.contains(',');
                if let Some(lead) = self.moves_first() {
                    if !compound {
                        return Refusal::MovesFirst {
                            piece: self.piece(lead).unwrap_or_default(),
                            square: self.name(lead),
                        };
                    }
                    let step = squares[0];
                    let stepped = |m: &MoveInfo| m.detail.motions[0].path.last() == Some(&step);
                    if !self.legal.iter().any(stepped) {
                        return Refusal::NotReachable {
                            piece: self.piece(lead).unwrap_or_default(),
                            from: self.name(lead),
                            to: self.name(step),
                        };
                    }
                }
                if self.all_place() {
                    return self.must_place();
                }
                let from = if compound { squares[1] } else { squares[0] };
                let stops = if compound {
                    &squares[2..]
                } else {
                    &squares[1..]
                };
                self.explain_walk(from, stops)
            }
        }
    }

    /// Why one square named alone is no move: not a placement here.
    fn explain_one_square(&self, square: Square) -> Refusal {
        if self.any_place() {
            return Refusal::CannotPlace {
                square: self.name(square),
            };
        }
        if let Some(lead) = self.moves_first() {
            // Bobail: one square is the bobail's step, and the turn goes on
            // with a piece's move unless that step ended the game.
            let piece = self.piece(lead).unwrap_or_default();
            let example = self.legal.iter().find(|m| {
                m.detail.motions.len() > 1 && m.detail.motions[0].path.last() == Some(&square)
            });
            return match example {
                Some(m) => Refusal::TurnNotFinished {
                    piece,
                    square: self.name(square),
                    example: m.notation.clone(),
                },
                None => Refusal::NotReachable {
                    piece,
                    from: self.name(lead),
                    to: self.name(square),
                },
            };
        }
        match self.occupant(square) {
            Occupant::Mine => Refusal::NoDestination {
                piece: self.piece(square).unwrap_or_default(),
                square: self.name(square),
            },
            _ if self.places => Refusal::NothingToPlace,
            _ => Refusal::NeverPlaces {
                game: self.info.id,
                side: self.to_move,
            },
        }
    }

    fn must_place(&self) -> Refusal {
        Refusal::MustPlace {
            side: self.info.side(self.to_move).name.to_string(),
            piece: self.side_piece(self.to_move),
            on_points: self.on_points,
        }
    }

    fn side_piece(&self, side: Side) -> PieceName {
        self.info
            .pieces
            .iter()
            .find(|p| p.owner == Some(side) && !p.crowned)
            .map(|p| piece_of(self.info, p.letter))
            .unwrap_or_default()
    }

    /// A piece on `from` sent through `stops`, which no legal move does.
    fn explain_walk(&self, from: Square, stops: &[Square]) -> Refusal {
        if !matches!(self.occupant(from), Occupant::Mine) {
            return self.why_not_from(from);
        }
        // A chain that stops early: some legal move from here goes on past the stops.
        let longer: Vec<&MoveInfo> = self
            .legal
            .iter()
            .filter(|m| {
                m.detail.motions.last().is_some_and(|motion| {
                    motion.from == Some(from)
                        && motion.path.len() > stops.len()
                        && motion.path.starts_with(stops)
                })
            })
            .collect();
        if !stops.is_empty() && longer.iter().all(|m| m.is_capture) && !longer.is_empty() {
            let mut next: Vec<String> = longer
                .iter()
                .filter_map(|m| m.detail.motions.last()?.path.get(stops.len()).copied())
                .map(|s| self.name(s))
                .collect();
            next.dedup();
            return Refusal::ChainMustGoOn {
                square: self.name(*stops.last().unwrap_or(&from)),
                next,
            };
        }
        if let Some(captures) = self.compulsory_captures() {
            return Refusal::CaptureCompulsory { captures };
        }
        if !self.legal.iter().any(|m| main_from(m) == Some(from)) {
            return self.why_not_from(from);
        }
        let piece = self.piece(from).unwrap_or_default();
        match stops.last() {
            Some(&to) => Refusal::NotReachable {
                piece,
                from: self.name(from),
                to: self.name(to),
            },
            None => Refusal::NoDestination {
                piece,
                square: self.name(from),
            },
        }
    }

    /// The squares named in `text`: `a1-b2`, `c1xe3xc5`, `c3,a1-a4`, `A-1 B-2`.
    fn squares_in(&self, text: &str) -> Option<Vec<Square>> {
        let parse = |t: &str| Square::parse(t, self.width, self.height);
        let words: Option<Vec<Square>> = text.split_whitespace().map(parse).collect();
        if let Some(squares) = words.filter(|s| !s.is_empty()) {
            return Some(squares);
        }
        text.split(['-', 'x', 'X', ',', ' '])
            .filter(|t| !t.is_empty())
            .map(parse)
            .collect()
    }

    /// Why a tap on `square` fits no move, after the taps `selection`.
    /// `None` when the tap just put a selected piece back.
    pub fn explain_tap(&self, selection: &[Square], square: Square) -> Option<Refusal> {
        if self.legal.is_empty() {
            return Some(Refusal::GameOver);
        }
        let taps = |m: &MoveInfo| m.detail.taps.clone();
        let Some(&last) = selection.last() else {
            return Some(self.explain_first_tap(square));
        };
        if last == square {
            return None;
        }
        let complete = self.legal.iter().any(|m| taps(m) == selection);
        let longer: Vec<Vec<Square>> = self
            .legal
            .iter()
            .map(taps)
            .filter(|t| t.len() > selection.len() && t.starts_with(selection))
            .collect();
        let mid_chain =
            selection.len() >= 2 && self.moves_first().map_or(true, |_| selection.len() >= 4);
        if complete && !longer.is_empty() {
            return Some(Refusal::ChainMayStop {
                square: self.name(last),
            });
        }
        if mid_chain && !longer.is_empty() {
            let mut next: Vec<String> = longer
                .iter()
                .map(|t| self.name(t[selection.len()]))
                .collect();
            next.sort();
            next.dedup();
            return Some(Refusal::ChainMustGoOn {
                square: self.name(last),
                next,
            });
        }
        let after_lead_step = self.moves_first().is_some() && selection.len() >= 2;
        if matches!(self.occupant(square), Occupant::Mine) && !after_lead_step {
            return Some(self.explain_first_tap(square));
        }
        if let Some(captures) = self.compulsory_captures() {
            return Some(Refusal::CaptureCompulsory { captures });
        }
        Some(Refusal::NotReachable {
            piece: self.piece(last).unwrap_or_default(),
            from: self.name(last),
            to: self.name(square),
        })
    }

    fn explain_first_tap(&self, square: Square) -> Refusal {
        if let Some(lead) = self.moves_first() {
            if lead != square {
                return Refusal::MovesFirst {
                    piece: self.piece(lead).unwrap_or_default(),
                    square: self.name(lead),
                };
            }
        }
        match self.occupant(square) {
            Occupant::Empty if self.any_place() => Refusal::CannotPlace {
                square: self.name(square),
            },
            Occupant::Mine if self.all_place() => self.must_place(),
            _ => self.why_not_from(square),
        }
    }
}

/// The start square of a move's main (last) motion.
fn main_from(m: &MoveInfo) -> Option<Square> {
    m.detail.motions.last()?.from
}
