//! Buff and Green: draughts on the 32 dark squares of an 8×8 board, with
//! flying kings, men that capture backwards, captured pieces taken off at
//! once, and a free choice among capture sequences.
//!
//! Green (the first side) starts on ranks 1–3 and moves up; Buff starts on
//! ranks 6–8 and moves down.

mod art;
mod board;
mod content;
mod diagrams;
pub mod eval;
mod lessons;
mod movegen;

pub use movegen::{Move, MAX_LANDINGS};

use crate::geometry::CellShade;
use crate::position_text::{format_board, parse_board, parse_counter, split_fields, Why};
use crate::{
    Counter, CounterKind, EndReason, Game, GameInfo, Geometry, MoveDetail, OptionError, Options,
    Outcome, PieceInfo, PositionError, Side, SideInfo, Square,
};
use board::{bit, squares, DARK, PROMOTION_RANK, SIZE};

/// The number of consecutive plies without a capture or a man move after
/// which the game is drawn.
pub const DRAW_PLIES: u32 = 50;

/// The largest ply counter a position string may hold (nine digits); the
/// counter stays there, so every position the game reaches can be written.
pub const COUNTER_MAX: u32 = crate::position_text::COUNTER_MAX;

/// The most pieces a side can have (its starting number).
pub const MAX_PIECES: u32 = 12;

/// The start position string.
pub const START: &str = "1b1b1b1b/b1b1b1b1/1b1b1b1b/8/8/g1g1g1g1/1g1g1g1g/g1g1g1g1 g 0";

/// The name of the position string's counter.
const COUNTER_FIELD: &str = "plies since the last capture or man move";

/// Zobrist keys: 4 piece kinds (Green man, Green king, Buff man, Buff king)
/// × 64 squares, then the key for Buff to move.
static KEYS: [u64; 4 * 64 + 1] = crate::zobrist::table(0xB0FF_A9D6_2EE1);

#[inline]
fn piece_key(side: usize, king: bool, square: u8) -> u64 {
    KEYS[(side * 2 + usize::from(king)) * 64 + usize::from(square)]
}

const SIDE_KEY: u64 = KEYS[4 * 64];

/// A Buff and Green position: the pieces, the side to move and the ply counter.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BuffAndGreen {
    /// Men of each side (index by [`Side::index`]).
    men: [u64; 2],
    /// Kings of each side.
    kings: [u64; 2],
    /// The side to move.
    side: Side,
    /// Plies since the last capture or man move.
    counter: u32,
    /// Zobrist hash of the pieces and the side to move.
    hash: u64,
}

static PIECES: [PieceInfo; 4] = [
    PieceInfo {
        letter: 'g',
        name: "man",
        owner: Some(Side::First),
        crowned: false,
    },
    PieceInfo {
        letter: 'G',
        name: "king",
        owner: Some(Side::First),
        crowned: true,
    },
    PieceInfo {
        letter: 'b',
        name: "man",
        owner: Some(Side::Second),
        crowned: false,
    },
    PieceInfo {
        letter: 'B',
        name: "king",
        owner: Some(Side::Second),
        crowned: true,
    },
];

fn geometry(_: &Options) -> Geometry {
    Geometry::cells(SIZE, SIZE, |square| {
        if (square.file(SIZE) + square.rank(SIZE)) % 2 == 0 {
            CellShade::Dark
        } else {
            CellShade::Light
        }
    })
}

/// The game's id, as saves, the catalogue and message ids name it.
pub const ID: &str = "buff-and-green";

static INFO: GameInfo = GameInfo {
    id: ID,
    name: "Buff and Green",
    origin: "Europe (draughts family)",
    summary: "Draughts on the dark squares with flying kings: capture is compulsory, and the side that cannot move loses.",
    sides: [
        SideInfo { side: Side::First, name: "Green", key: "green", letter: 'g', colour: "#2f7d4a" },
        SideInfo { side: Side::Second, name: "Buff", key: "buff", letter: 'b', colour: "#e8d3a2" },
    ],
    pieces: &PIECES,
    options: &[],
    geometry,
};

impl BuffAndGreen {
    fn compute_hash(men: &[u64; 2], kings: &[u64; 2], side: Side) -> u64 {
        let mut hash = if side == Side::Second { SIDE_KEY } else { 0 };
        for s in 0..2 {
            for square in squares(men[s]) {
                hash ^= piece_key(s, false, square);
            }
            for square in squares(kings[s]) {
                hash ^= piece_key(s, true, square);
            }
        }
        hash
    }

    /// The plies played since the last capture or man move.
    pub fn counter(&self) -> u32 {
        self.counter
    }

    /// The men of `side`, as a bitboard (bit `i` is [`Square`] `i`).
    pub fn men(&self, side: Side) -> u64 {
        self.men[side.index()]
    }

    /// The kings of `side`, as a bitboard (bit `i` is [`Square`] `i`).
    pub fn kings(&self, side: Side) -> u64 {
        self.kings[side.index()]
    }
}

impl Game for BuffAndGreen {
    type Move = Move;
    type Config = ();

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn config(options: &Options) -> Result<(), OptionError> {
        options.validate(INFO.options)
    }

    fn options(_: &()) -> Options {
        Options::new()
    }

    fn start(_: ()) -> Self {
        Self::parse(START, ()).expect("the start position is valid")
    }

    fn parse(text: &str, _: ()) -> Result<Self, PositionError> {
        let fields = split_fields(text, 3)?;
        let cells = parse_board(fields[0], SIZE, SIZE, |c| {
            matches!(c, 'g' | 'G' | 'b' | 'B')
        })?;
        let side = match fields[1] {
            "g" => Side::First,
            "b" => Side::Second,
            other => return Err(PositionError::UnknownSide(other.to_string())),
        };
        let counter = parse_counter(COUNTER_FIELD, fields[2], COUNTER_MAX)?;
        let mut men = [0u64; 2];
        let mut kings = [0u64; 2];
        for (index, cell) in cells.iter().enumerate() {
            let Some(letter) = *cell else { continue };
            let square = index as u8;
            let name = || Square(square).name(SIZE).to_string();
            if DARK & bit(square) == 0 {
                return Err(PositionError::BadSquare {
                    square: name(),
                    why: "pieces stand on the dark squares only",
                });
            }
            let owner = if letter.eq_ignore_ascii_case(&'g') {
                0
            } else {
                1
            };
            if letter.is_ascii_uppercase() {
                kings[owner] |= bit(square);
            } else {
                if PROMOTION_RANK[owner] & bit(square) != 0 {
                    return Err(PositionError::BadSquare {
                        square: name(),
                        why: "a man on its far rank would have been crowned",
                    });
                }
                men[owner] |= bit(square);
            }
        }
        for (s, info) in INFO.sides.iter().enumerate() {
            let count = (men[s] | kings[s]).count_ones();
            if count > MAX_PIECES {
                return Err(PositionError::Impossible(
                    Why::new("why-too-many-pieces")
                        .side("side", "buff-and-green", info.key)
                        .number("count", count)
                        .number("most", MAX_PIECES),
                ));
            }
        }
        if (men[0] | men[1] | kings[0] | kings[1]) == 0 {
            return Err(PositionError::Impossible(Why::new("why-empty-board")));
        }
        Ok(BuffAndGreen {
            men,
            kings,
            side,
            counter,
            hash: Self::compute_hash(&men, &kings, side),
        })
    }

    fn to_text(&self) -> String {
        let board = format_board(SIZE, SIZE, |square| self.piece_at(square));
        let side = INFO.side(self.side).letter;
        format!("{board} {side} {}", self.counter)
    }

    fn current_config(&self) {}

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        self.generate(moves);
    }

    fn play(&mut self, mv: Move) {
        let me = self.side.index();
        let them = 1 - me;
        let (from, to) = (mv.from(), mv.to());
        let king = self.kings[me] & bit(from) != 0;
        if king {
            self.kings[me] &= !bit(from);
        } else {
            self.men[me] &= !bit(from);
        }
        self.hash ^= piece_key(me, king, from);
        for square in squares(mv.captured()) {
            if self.kings[them] & bit(square) != 0 {
                self.kings[them] &= !bit(square);
                self.hash ^= piece_key(them, true, square);
            } else {
                self.men[them] &= !bit(square);
                self.hash ^= piece_key(them, false, square);
            }
        }
        let crowned = king || PROMOTION_RANK[me] & bit(to) != 0;
        if crowned {
            self.kings[me] |= bit(to);
        } else {
            self.men[me] |= bit(to);
        }
        self.hash ^= piece_key(me, crowned, to);
        self.counter = if mv.is_capture() || !king {
            0
        } else {
            (self.counter + 1).min(COUNTER_MAX)
        };
        self.side = self.side.opponent();
        self.hash ^= SIDE_KEY;
    }

    fn terminal(&self) -> Option<Outcome> {
        if self.has_move() {
            return None;
        }
        // The rule is "no legal move loses"; when that is because every
        // piece was taken, the reason says so, which players read better.
        let me = self.side.index();
        let reason = if self.men[me] | self.kings[me] == 0 {
            EndReason::NoPieces
        } else {
            EndReason::NoLegalMove
        };
        Some(Outcome::win(self.side.opponent(), reason))
    }

    fn counter_outcome(&self) -> Option<Outcome> {
        (self.counter >= DRAW_PLIES).then_some(Outcome::draw(EndReason::MoveLimit))
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn notation(&self, mv: Move) -> String {
        let separator = if mv.is_capture() { 'x' } else { '-' };
        let mut text = String::with_capacity(3 * (usize::from(mv.len) + 1));
        text.push_str(&Square(mv.from()).name(SIZE).to_string());
        for &square in mv.landings() {
            text.push(separator);
            text.push_str(&Square(square).name(SIZE).to_string());
        }
        text
    }

    fn detail(&self, mv: Move) -> MoveDetail {
        // The piece captured on each leg is the one captured square strictly
        // between the leg's ends that was still standing at that time.
        let mut remaining = mv.captured();
        let mut captured = Vec::with_capacity(remaining.count_ones() as usize);
        let mut at = mv.from();
        for &land in mv.landings() {
            if remaining != 0 {
                let between = between(at, land);
                let victim = between & remaining;
                debug_assert_eq!(victim.count_ones(), 1, "one capture per leg");
                remaining &= !victim;
                captured.push(Square(victim.trailing_zeros() as u8));
            }
            at = land;
        }
        let path = mv.landings().iter().map(|&s| Square(s)).collect();
        MoveDetail::walk(Square(mv.from()), path, captured)
    }

    fn is_capture(&self, mv: Move) -> bool {
        mv.is_capture()
    }

    fn piece_at(&self, square: Square) -> Option<char> {
        let b = bit(square.0);
        if self.men[0] & b != 0 {
            Some('g')
        } else if self.kings[0] & b != 0 {
            Some('G')
        } else if self.men[1] & b != 0 {
            Some('b')
        } else if self.kings[1] & b != 0 {
            Some('B')
        } else {
            None
        }
    }

    fn counters(&self) -> Vec<Counter> {
        vec![Counter {
            label: COUNTER_FIELD,
            value: i64::from(self.counter),
            kind: CounterKind::DrawPlies {
                limit: DRAW_PLIES,
                man_moves: true,
            },
        }]
    }

    fn evaluate(&self) -> i32 {
        eval::evaluate(self)
    }

    fn weight_names() -> &'static [&'static str] {
        &eval::NAMES
    }
}

/// The squares strictly between `a` and `b`, which lie on one diagonal.
fn between(a: u8, b: u8) -> u64 {
    let (fa, ra) = (i16::from(a % 8), i16::from(a / 8));
    let (fb, rb) = (i16::from(b % 8), i16::from(b / 8));
    let (df, dr) = ((fb - fa).signum(), (rb - ra).signum());
    let mut set = 0;
    let (mut f, mut r) = (fa + df, ra + dr);
    while (f, r) != (fb, rb) && (0..8).contains(&f) && (0..8).contains(&r) {
        set |= bit((r * 8 + f) as u8);
        f += df;
        r += dr;
    }
    set
}
