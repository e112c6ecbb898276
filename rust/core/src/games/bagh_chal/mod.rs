//! Bagh Chal, the tiger-and-goats hunt game of Nepal.
//!
//! Four tigers (the second side) hunt twenty goats (the first side) on a
//! 5×5 grid of points joined by lines. The goats first place all twenty goats,
//! one per turn, then move them; the tigers step along the lines or jump a
//! goat to capture it. The tigers win by capturing `captures_to_win` goats,
//! the goats by leaving the tigers without a move.
//!
//! Position string: `<board> <g|t> <goats in hand> <goats captured>`, start
//! `T3T/5/5/5/T3T g 20 0`.

mod art;
pub(crate) mod board;
mod content;
mod diagrams;
mod eval;
mod lessons;
mod movegen;
pub mod tablebase;

use crate::position_text::{format_board, parse_board, parse_counter, split_fields, Why};
use crate::{
    zobrist, Counter, CounterKind, EndReason, Game, GameInfo, Geometry, MoveDetail,
    OptionDescriptor, OptionError, OptionKind, OptionValue, Options, Outcome, PieceInfo,
    PositionError, Side, SideInfo, Square,
};
use board::{ALL, WIDTH};

/// The number of goats in a game.
pub const GOATS: u8 = 20;
/// The number of tigers in a game.
pub const TIGERS: u32 = 4;

/// Option key: whether a tiger that can jump must jump.
pub const FORCED_CAPTURE: &str = "forced_capture";
/// Option key: how many captured goats win the game for the tigers.
pub const CAPTURES_TO_WIN: &str = "captures_to_win";

static OPTIONS: [OptionDescriptor; 2] = [
    OptionDescriptor {
        key: FORCED_CAPTURE,
        label: "Forced capture",
        help: "When a tiger can jump a goat, the tigers must capture.",
        kind: OptionKind::Bool { default: true },
    },
    OptionDescriptor {
        key: CAPTURES_TO_WIN,
        label: "Captures to win",
        help: "How many goats the tigers must capture to win.",
        kind: OptionKind::Int {
            default: 5,
            min: 1,
            max: 20,
        },
    },
];

static PIECES: [PieceInfo; 2] = [
    PieceInfo {
        letter: 'G',
        name: "goat",
        owner: Some(Side::First),
        crowned: false,
    },
    PieceInfo {
        letter: 'T',
        name: "tiger",
        owner: Some(Side::Second),
        crowned: false,
    },
];

fn geometry(_: &Options) -> Geometry {
    Geometry::lines(WIDTH, WIDTH, |square| board::has_diagonals(square.index()))
}

/// The game's id, as saves, the catalogue and message ids name it.
pub const ID: &str = "bagh-chal";

static INFO: GameInfo = GameInfo {
    id: ID,
    name: "Bagh Chal",
    origin: "Nepal",
    summary: "Four tigers hunt twenty goats; the goats win by hemming every tiger in.",
    sides: [
        SideInfo {
            side: Side::First,
            name: "Goats",
            key: "goats",
            letter: 'g',
            colour: "#f2efe6",
        },
        SideInfo {
            side: Side::Second,
            name: "Tigers",
            key: "tigers",
            letter: 't',
            colour: "#e08a1e",
        },
    ],
    pieces: &PIECES,
    options: &OPTIONS,
    geometry,
};

/// The variant options of Bagh Chal.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Config {
    /// A tiger that can jump must jump (`forced_capture`, default true).
    pub forced_capture: bool,
    /// Captured goats that win for the tigers (`captures_to_win`, 1–20, default 5).
    pub captures_to_win: u8,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            forced_capture: true,
            captures_to_win: 5,
        }
    }
}

/// A Bagh Chal move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// A goat from the hand onto an empty point: `c3`.
    Place {
        /// The point.
        to: Square,
    },
    /// One step along a line to an adjacent empty point: `a1-b2`.
    Step {
        /// The start point.
        from: Square,
        /// The end point.
        to: Square,
    },
    /// A tiger jump over a goat, capturing it: `a1xc3`.
    Jump {
        /// The tiger's start point.
        from: Square,
        /// The captured goat's point.
        over: Square,
        /// The landing point.
        to: Square,
    },
}

/// Zobrist keys: 25 tiger points, 25 goat points, tigers to move, goats in hand 0–20.
const KEYS: [u64; 72] = zobrist::table(0xBA6C_C4A1);
const TIGER_KEYS: usize = 0;
const GOAT_KEYS: usize = 25;
const SIDE_KEY: usize = 50;
const HAND_KEYS: usize = 51;

/// A Bagh Chal position with the options it is played under.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BaghChal {
    tigers: u32,
    goats: u32,
    side: Side,
    in_hand: u8,
    captured: u8,
    config: Config,
    hash: u64,
}

impl BaghChal {
    /// The tigers' points as a bitboard (bit `rank * 5 + file`).
    pub fn tigers(&self) -> u32 {
        self.tigers
    }

    /// The goats' points as a bitboard (bit `rank * 5 + file`).
    pub fn goats(&self) -> u32 {
        self.goats
    }

    /// Goats not yet placed.
    pub fn goats_in_hand(&self) -> u8 {
        self.in_hand
    }

    /// Goats the tigers have captured.
    pub fn goats_captured(&self) -> u8 {
        self.captured
    }

    fn compute_hash(&self) -> u64 {
        let mut hash = KEYS[HAND_KEYS + self.in_hand as usize];
        for point in board::Bits(self.tigers) {
            hash ^= KEYS[TIGER_KEYS + point];
        }
        for point in board::Bits(self.goats) {
            hash ^= KEYS[GOAT_KEYS + point];
        }
        if self.side == Side::Second {
            hash ^= KEYS[SIDE_KEY];
        }
        hash
    }

    pub(crate) fn from_parts(
        tigers: u32,
        goats: u32,
        side: Side,
        in_hand: u8,
        captured: u8,
        config: Config,
    ) -> BaghChal {
        let mut position = BaghChal {
            tigers,
            goats,
            side,
            in_hand,
            captured,
            config,
            hash: 0,
        };
        position.hash = position.compute_hash();
        position
    }
}

fn name(square: Square) -> impl std::fmt::Display {
    square.name(WIDTH)
}

impl Game for BaghChal {
    type Move = Move;
    type Config = Config;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn config(options: &Options) -> Result<Config, OptionError> {
        options.validate(&OPTIONS)?;
        let captures = options.int(&OPTIONS, CAPTURES_TO_WIN);
        Ok(Config {
            forced_capture: options.bool(&OPTIONS, FORCED_CAPTURE),
            captures_to_win: u8::try_from(captures).expect("validated to 1..=20"),
        })
    }

    fn options(config: &Config) -> Options {
        Options::new()
            .with(FORCED_CAPTURE, OptionValue::Bool(config.forced_capture))
            .with(
                CAPTURES_TO_WIN,
                OptionValue::Int(i64::from(config.captures_to_win)),
            )
    }

    fn start(config: Config) -> BaghChal {
        let corners = board::CORNERS;
        BaghChal::from_parts(corners, 0, Side::First, GOATS, 0, config)
    }

    fn parse(text: &str, config: Config) -> Result<BaghChal, PositionError> {
        let fields = split_fields(text, 4)?;
        let squares = parse_board(fields[0], WIDTH, WIDTH, |c| c == 'T' || c == 'G')?;
        let side = match fields[1] {
            "g" => Side::First,
            "t" => Side::Second,
            other => return Err(PositionError::UnknownSide(other.to_string())),
        };
        let in_hand = parse_counter("goats in hand", fields[2], u32::from(GOATS))? as u8;
        let captured = parse_counter("goats captured", fields[3], u32::from(GOATS))? as u8;
        let (mut tigers, mut goats) = (0u32, 0u32);
        for (point, piece) in squares.iter().enumerate() {
            match piece {
                Some('T') => tigers |= 1 << point,
                Some('G') => goats |= 1 << point,
                _ => {}
            }
        }
        if tigers.count_ones() != TIGERS {
            return Err(PositionError::Impossible(
                Why::new("why-bagh-chal-tigers").number("count", tigers.count_ones()),
            ));
        }
        let on_board = goats.count_ones() as u8;
        if on_board + in_hand + captured != GOATS {
            return Err(PositionError::Impossible(
                Why::new("why-bagh-chal-goats")
                    .number("board", on_board)
                    .number("hand", in_hand)
                    .number("captured", captured),
            ));
        }
        if side == Side::Second && in_hand == GOATS {
            return Err(PositionError::Impossible(Why::new(
                "why-bagh-chal-tigers-before-goats",
            )));
        }
        if side == Side::Second && on_board == 0 {
            return Err(PositionError::Impossible(Why::new(
                "why-bagh-chal-no-goat-on-board",
            )));
        }
        Ok(BaghChal::from_parts(
            tigers, goats, side, in_hand, captured, config,
        ))
    }

    fn to_text(&self) -> String {
        let board = format_board(WIDTH, WIDTH, |square| self.piece_at(square));
        let side = if self.side == Side::First { 'g' } else { 't' };
        format!("{board} {side} {} {}", self.in_hand, self.captured)
    }

    fn current_config(&self) -> Config {
        self.config
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        self.generate(moves);
    }

    fn play(&mut self, mv: Move) {
        match mv {
            Move::Place { to } => {
                self.goats |= 1 << to.0;
                self.hash ^= KEYS[GOAT_KEYS + to.index()]
                    ^ KEYS[HAND_KEYS + self.in_hand as usize]
                    ^ KEYS[HAND_KEYS + self.in_hand as usize - 1];
                self.in_hand -= 1;
            }
            Move::Step { from, to } => {
                let (board, keys) = if self.side == Side::First {
                    (&mut self.goats, GOAT_KEYS)
                } else {
                    (&mut self.tigers, TIGER_KEYS)
                };
                *board ^= (1 << from.0) | (1 << to.0);
                self.hash ^= KEYS[keys + from.index()] ^ KEYS[keys + to.index()];
            }
            Move::Jump { from, over, to } => {
                self.tigers ^= (1 << from.0) | (1 << to.0);
                self.goats &= !(1 << over.0);
                self.captured += 1;
                self.hash ^= KEYS[TIGER_KEYS + from.index()]
                    ^ KEYS[TIGER_KEYS + to.index()]
                    ^ KEYS[GOAT_KEYS + over.index()];
            }
        }
        self.side = self.side.opponent();
        self.hash ^= KEYS[SIDE_KEY];
        debug_assert_eq!(self.tigers & self.goats, 0);
        debug_assert_eq!((self.tigers | self.goats) & !ALL, 0);
    }

    fn terminal(&self) -> Option<Outcome> {
        if self.target_reached() {
            return Some(Outcome::win(Side::Second, EndReason::CaptureTarget));
        }
        if !self.can_move() {
            return Some(Outcome::win(self.side.opponent(), EndReason::NoLegalMove));
        }
        None
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn notation(&self, mv: Move) -> String {
        match mv {
            Move::Place { to } => name(to).to_string(),
            Move::Step { from, to } => format!("{}-{}", name(from), name(to)),
            Move::Jump { from, to, .. } => format!("{}x{}", name(from), name(to)),
        }
    }

    fn detail(&self, mv: Move) -> MoveDetail {
        match mv {
            Move::Place { to } => MoveDetail::placement(to),
            Move::Step { from, to } => MoveDetail::walk(from, vec![to], Vec::new()),
            Move::Jump { from, over, to } => MoveDetail::walk(from, vec![to], vec![over]),
        }
    }

    fn is_capture(&self, mv: Move) -> bool {
        matches!(mv, Move::Jump { .. })
    }

    fn piece_at(&self, square: Square) -> Option<char> {
        let bit = 1u32
            .checked_shl(u32::from(square.0))
            .filter(|&b| b & ALL != 0)?;
        if self.tigers & bit != 0 {
            Some('T')
        } else if self.goats & bit != 0 {
            Some('G')
        } else {
            None
        }
    }

    fn counters(&self) -> Vec<Counter> {
        vec![
            Counter {
                label: "goats in hand",
                value: i64::from(self.in_hand),
                kind: CounterKind::InHand(Side::First),
            },
            Counter {
                label: "goats captured",
                value: i64::from(self.captured),
                kind: CounterKind::Captured(Side::First),
            },
        ]
    }

    fn phase(&self) -> &'static str {
        if self.in_hand > 0 {
            "placement"
        } else {
            "movement"
        }
    }

    fn evaluate(&self) -> i32 {
        eval::evaluate(self)
    }

    fn weight_names() -> &'static [&'static str] {
        &eval::NAMES
    }

    fn plies_to_table(&self) -> Option<u32> {
        if self.in_hand == 0 {
            return None;
        }
        tablebase::installed(self.config)?;
        // Goats to move place now: their last placement is the
        // (2k-1)-th ply; with the tigers to move it is the 2k-th.
        Some(2 * u32::from(self.in_hand) - u32::from(self.side == Side::First))
    }

    fn solve_orders_moves(&self) -> bool {
        // The goats' placements are ordered; the tigers' moves are tried
        // in the generated order, which proved the tigers' draws with
        // fewer positions than any ordering tried (`boardlore bench
        // bagh-chal --tablebase FILE`, 12 goats in hand, tigers to move:
        // 9.2 million positions on average, against 12.0 million with no
        // ordering on either side and over 48 million with the goats'
        // ordering on the tigers' moves too; docs/tablebase.md).
        self.side == Side::First
    }

    fn table_value(&self) -> Option<crate::table_value::Value> {
        if self.in_hand > 0 {
            return None;
        }
        tablebase::installed(self.config)?.probe(self)
    }

    fn table_result(&self) -> Option<i32> {
        if self.in_hand > 0 {
            return None;
        }
        tablebase::installed(self.config)?.probe_result(self)
    }
}
