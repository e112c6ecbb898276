//! Bobail, the African game of the shared bobail: each turn moves the neutral
//! bobail one step, then slides one of the mover's own pieces. The bobail on a
//! home row wins for that row's owner; a side that cannot move the bobail at
//! the start of its turn loses.
//!
//! The board is two `u32` bitboards (White, Black) and the bobail's square;
//! the Zobrist hash is kept up to date by [`Game::play`].

mod art;
mod board;
mod content;
mod diagrams;
mod eval;
mod lessons;
mod movegen;

use crate::geometry::CellShade;
use crate::level::Level;
use crate::position_text::{format_board, parse_board, parse_counter, split_fields, Why};
use crate::{
    Counter, CounterKind, EndReason, Game, GameInfo, Geometry, Motion, MoveDetail,
    OptionDescriptor, OptionError, OptionKind, OptionValue, Options, Outcome, PieceInfo,
    PositionError, Side, SideInfo, Square,
};
use board::{bit, ALL, NEIGHBOURS, NO_SQUARE, RANK_1, RANK_5, SIZE};

/// The largest turn number a position string may carry.
pub const MAX_TURN: u32 = crate::position_text::COUNTER_MAX;

/// Pieces per side.
const PIECES_PER_SIDE: u32 = 5;

/// The option descriptors.
static OPTIONS: [OptionDescriptor; 1] = [OptionDescriptor {
    key: "max_slide",
    label: "Slide all the way",
    help: "Pieces must slide as far as they can; when off, a piece may stop on any empty square along its line.",
    kind: OptionKind::Bool { default: true },
}];

static PIECES: [PieceInfo; 3] = [
    PieceInfo {
        letter: 'W',
        name: "white piece",
        owner: Some(Side::First),
        crowned: false,
    },
    PieceInfo {
        letter: 'B',
        name: "black piece",
        owner: Some(Side::Second),
        crowned: false,
    },
    PieceInfo {
        letter: 'O',
        name: "bobail",
        owner: None,
        crowned: false,
    },
];

/// The game's id, as saves, the catalogue and message ids name it.
pub const ID: &str = "bobail";

static INFO: GameInfo = GameInfo {
    id: ID,
    name: "Bobail",
    origin: "Africa",
    summary:
        "Step the shared bobail, then slide a piece: bring the bobail to your home row or trap it.",
    sides: [
        SideInfo {
            side: Side::First,
            name: "White",
            key: "white",
            letter: 'w',
            colour: "#f4f1ea",
        },
        SideInfo {
            side: Side::Second,
            name: "Black",
            key: "black",
            letter: 'b',
            colour: "#2b2b2b",
        },
    ],
    pieces: &PIECES,
    options: &OPTIONS,
    geometry,
};

fn geometry(_: &Options) -> Geometry {
    Geometry::cells(SIZE, SIZE, |square| {
        let rank = square.rank(SIZE);
        if rank == 0 || rank == SIZE - 1 {
            CellShade::Home
        } else {
            CellShade::Plain
        }
    })
}

/// Zobrist keys: White pieces (0–24), Black pieces (25–49), the bobail
/// (50–74), Black to move (75), White's first turn (76).
static KEYS: [u64; 77] = crate::zobrist::table(0x00B0_BA11);
const KEY_BLACK: usize = 25;
const KEY_BOBAIL: usize = 50;
const KEY_SIDE: usize = 75;
const KEY_FIRST_TURN: usize = 76;

/// The variant options of Bobail.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BobailConfig {
    /// Pieces must slide as far as they can (`true`, the default); with
    /// `false` a piece may stop on any empty square along its line.
    pub max_slide: bool,
}

impl Default for BobailConfig {
    fn default() -> Self {
        BobailConfig { max_slide: true }
    }
}

/// One turn: the bobail's step (none on White's first turn), then one
/// piece's slide (none when the bobail reached a home row or no own piece
/// could move).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BobailMove {
    step: u8,
    from: u8,
    to: u8,
}

impl BobailMove {
    /// The bobail's new square, or `None` on White's first turn.
    pub fn bobail_step(self) -> Option<Square> {
        (self.step != NO_SQUARE).then_some(Square(self.step))
    }

    /// The piece's start and final square, or `None` when the turn moved the
    /// bobail only.
    pub fn piece_move(self) -> Option<(Square, Square)> {
        (self.from != NO_SQUARE).then_some((Square(self.from), Square(self.to)))
    }
}

/// A Bobail position: the pieces, the side to move, the turn number and the
/// options.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Bobail {
    /// White pieces.
    white: u32,
    /// Black pieces.
    black: u32,
    /// The bobail's square.
    bobail: u8,
    side: Side,
    /// Starts at 1 and increases after Black's turn.
    turn: u32,
    config: BobailConfig,
    /// Zobrist hash of everything but the turn number.
    hash: u64,
}

impl Bobail {
    /// The pieces of `side`.
    #[inline]
    fn pieces(&self, side: Side) -> u32 {
        match side {
            Side::First => self.white,
            Side::Second => self.black,
        }
    }

    /// Every occupied square, the bobail included.
    #[inline]
    fn occupied(&self) -> u32 {
        self.white | self.black | bit(self.bobail)
    }

    /// Whether this is White's first turn of the game: no bobail step, and
    /// a blocked bobail does not lose.
    #[inline]
    pub fn is_first_turn(&self) -> bool {
        self.side == Side::First && self.turn == 1
    }

    /// The turn number (starts at 1, increases after Black's turn).
    pub fn turn_number(&self) -> u32 {
        self.turn
    }

    fn compute_hash(&self) -> u64 {
        let mut hash = KEYS[KEY_BOBAIL + usize::from(self.bobail)];
        for square in 0..25usize {
            if self.white & (1 << square) != 0 {
                hash ^= KEYS[square];
            }
            if self.black & (1 << square) != 0 {
                hash ^= KEYS[KEY_BLACK + square];
            }
        }
        if self.side == Side::Second {
            hash ^= KEYS[KEY_SIDE];
        }
        if self.is_first_turn() {
            hash ^= KEYS[KEY_FIRST_TURN];
        }
        hash
    }
}

fn side_key(side: Side) -> usize {
    match side {
        Side::First => 0,
        Side::Second => KEY_BLACK,
    }
}

fn name(square: u8) -> impl std::fmt::Display {
    Square(square).name(SIZE)
}

impl Game for Bobail {
    type Move = BobailMove;
    type Config = BobailConfig;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn config(options: &Options) -> Result<BobailConfig, OptionError> {
        options.validate(&OPTIONS)?;
        Ok(BobailConfig {
            max_slide: options.bool(&OPTIONS, "max_slide"),
        })
    }

    fn options(config: &BobailConfig) -> Options {
        Options::new().with("max_slide", OptionValue::Bool(config.max_slide))
    }

    fn start(config: BobailConfig) -> Self {
        let mut position = Bobail {
            white: RANK_1,
            black: RANK_5,
            bobail: 12,
            side: Side::First,
            turn: 1,
            config,
            hash: 0,
        };
        position.hash = position.compute_hash();
        position
    }

    fn parse(text: &str, config: BobailConfig) -> Result<Self, PositionError> {
        let fields = split_fields(text, 3)?;
        let squares = parse_board(fields[0], SIZE, SIZE, |c| matches!(c, 'W' | 'B' | 'O'))?;
        let side = match fields[1] {
            "w" => Side::First,
            "b" => Side::Second,
            other => return Err(PositionError::UnknownSide(other.to_string())),
        };
        let turn = parse_counter("turn number", fields[2], MAX_TURN)?;
        if turn == 0 {
            return Err(PositionError::BadCounter {
                field: "turn number",
                value: fields[2].to_string(),
            });
        }
        let (mut white, mut black, mut bobails) = (0u32, 0u32, Vec::new());
        for (index, piece) in squares.iter().enumerate() {
            match piece {
                Some('W') => white |= 1 << index,
                Some('B') => black |= 1 << index,
                Some(_) => bobails.push(index as u8),
                None => {}
            }
        }
        if white.count_ones() != PIECES_PER_SIDE {
            return Err(PositionError::Impossible(
                Why::new("why-bobail-white-pieces").number("count", white.count_ones()),
            ));
        }
        if black.count_ones() != PIECES_PER_SIDE {
            return Err(PositionError::Impossible(
                Why::new("why-bobail-black-pieces").number("count", black.count_ones()),
            ));
        }
        let bobail = match bobails[..] {
            [square] => square,
            _ => {
                return Err(PositionError::Impossible(
                    Why::new("why-bobail-bobails").number("count", bobails.len() as i64),
                ))
            }
        };
        let mut position = Bobail {
            white,
            black,
            bobail,
            side,
            turn,
            config,
            hash: 0,
        };
        position.hash = position.compute_hash();
        Ok(position)
    }

    fn to_text(&self) -> String {
        let board = format_board(SIZE, SIZE, |square| self.piece_at(square));
        let side = match self.side {
            Side::First => 'w',
            Side::Second => 'b',
        };
        format!("{board} {side} {}", self.turn)
    }

    fn current_config(&self) -> BobailConfig {
        self.config
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, moves: &mut Vec<BobailMove>) {
        movegen::generate(self, moves);
    }

    fn play(&mut self, mv: BobailMove) {
        let us = self.side;
        if mv.step != NO_SQUARE {
            self.hash ^= KEYS[KEY_BOBAIL + usize::from(self.bobail)]
                ^ KEYS[KEY_BOBAIL + usize::from(mv.step)];
            self.bobail = mv.step;
        }
        if mv.from != NO_SQUARE {
            let change = bit(mv.from) | bit(mv.to);
            match us {
                Side::First => self.white ^= change,
                Side::Second => self.black ^= change,
            }
            let key = side_key(us);
            self.hash ^= KEYS[key + usize::from(mv.from)] ^ KEYS[key + usize::from(mv.to)];
        }
        if self.is_first_turn() {
            self.hash ^= KEYS[KEY_FIRST_TURN];
        }
        self.side = us.opponent();
        self.hash ^= KEYS[KEY_SIDE];
        if us == Side::Second {
            self.turn = (self.turn + 1).min(MAX_TURN);
        }
    }

    fn terminal(&self) -> Option<Outcome> {
        let bobail = bit(self.bobail);
        if bobail & RANK_1 != 0 {
            return Some(Outcome::win(Side::First, EndReason::BobailHome));
        }
        if bobail & RANK_5 != 0 {
            return Some(Outcome::win(Side::Second, EndReason::BobailHome));
        }
        let empty = ALL & !self.occupied();
        if self.is_first_turn() {
            // Choice (the spec is silent): White with no piece to move on
            // its first turn has no legal move and loses.
            let own = self.pieces(Side::First);
            return (!movegen::any_piece_move(own, empty))
                .then_some(Outcome::win(Side::Second, EndReason::NoLegalMove));
        }
        (NEIGHBOURS[usize::from(self.bobail)] & empty == 0)
            .then_some(Outcome::win(self.side.opponent(), EndReason::BobailBlocked))
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn notation(&self, mv: BobailMove) -> String {
        match (mv.step, mv.from) {
            (NO_SQUARE, _) => format!("{}-{}", name(mv.from), name(mv.to)),
            (step, NO_SQUARE) => name(step).to_string(),
            (step, from) => format!("{},{}-{}", name(step), name(from), name(mv.to)),
        }
    }

    fn detail(&self, mv: BobailMove) -> MoveDetail {
        let mut detail = MoveDetail::default();
        if mv.step != NO_SQUARE {
            detail.motions.push(Motion {
                from: Some(Square(self.bobail)),
                path: vec![Square(mv.step)],
            });
            detail.taps.extend([Square(self.bobail), Square(mv.step)]);
        }
        if mv.from != NO_SQUARE {
            detail.motions.push(Motion {
                from: Some(Square(mv.from)),
                path: vec![Square(mv.to)],
            });
            detail.taps.extend([Square(mv.from), Square(mv.to)]);
        }
        detail
    }

    fn is_capture(&self, _: BobailMove) -> bool {
        false
    }

    fn piece_at(&self, square: Square) -> Option<char> {
        if square.index() >= board::SQUARES {
            return None;
        }
        let b = bit(square.0);
        if self.white & b != 0 {
            Some('W')
        } else if self.black & b != 0 {
            Some('B')
        } else if square.0 == self.bobail {
            Some('O')
        } else {
            None
        }
    }

    fn counters(&self) -> Vec<Counter> {
        vec![Counter {
            label: "turn",
            value: i64::from(self.turn),
            kind: CounterKind::Turn,
        }]
    }

    fn evaluate(&self) -> i32 {
        eval::evaluate(self)
    }

    fn weight_names() -> &'static [&'static str] {
        &eval::NAMES
    }

    /// Calibrated by arena (docs/strength.md). Bobail is a short race
    /// decided by deep tactics, and a Bobail node is dear (each generates
    /// some 80 moves), so the default budgets put the levels too close:
    /// - medium searches 6k nodes, not 12k: with 12k, hard scored only 60%
    ///   against it; with 6k, 77.5%, while medium still beats easy 90%;
    /// - expert searches 1M nodes, not 500k (60% against hard): 1M scored
    ///   67.5% and is about what its 1.5 s budget holds from the start on
    ///   the reference machine; a slower phone stops at the deadline.
    fn level_nodes(level: Level) -> u64 {
        match level {
            Level::Medium => 6_000,
            Level::Expert => 1_000_000,
            other => other.node_budget(),
        }
    }
}
