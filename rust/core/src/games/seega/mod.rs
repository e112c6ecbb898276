//! Seega as played in Tunisia: set your pieces two at a time,
//! then step and sandwich the opponent's pieces until one side has none.
//!
//! The board is 5×5, 7×7 or 9×9 (option `size`); one `u128` bitboard per
//! side serves every size, with per-size masks and neighbour tables in
//! [`board`].

mod art;
mod board;
mod content;
mod diagrams;
mod eval;
mod lessons;
mod movegen;

pub use movegen::SeegaMove;

use crate::geometry::{CellShade, Mark, MarkKind};
use crate::level::Level;
use crate::position_text::{format_board, parse_board, parse_counter, split_fields, Why};
use crate::{
    zobrist, Counter, CounterKind, EndReason, Game, GameInfo, Geometry, MoveDetail,
    OptionDescriptor, OptionError, OptionKind, OptionValue, Options, Outcome, PieceInfo,
    PositionError, Side, SideInfo, Square,
};
use board::{bit, size_index, Squares, Tables, TABLES};
use movegen::{Kind, MAX_STEPS};

/// The largest ply counter a position string may hold (nine digits); the
/// counter stays there, so every position the game reaches can be written.
pub const COUNTER_MAX: u32 = crate::position_text::COUNTER_MAX;

/// What a side that cannot step does in the movement phase (option `blocked`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Blocked {
    /// It passes (`pass`).
    Pass,
    /// It removes any one opposing piece (`xd5`).
    Remove,
}

/// The variant options of Seega.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SeegaConfig {
    /// Files and ranks: 5, 7 or 9.
    pub size: u8,
    /// Whether a piece on the centre square cannot be captured.
    pub safe_centre: bool,
    /// What a side with no step does.
    pub blocked: Blocked,
    /// Plies of the movement phase without a capture that end the game by
    /// the barrier rule.
    pub no_capture_limit: u32,
}

static OPTIONS: [OptionDescriptor; 4] = [
    OptionDescriptor {
        key: "size",
        label: "Board size",
        help: "A 5×5, 7×7 or 9×9 board, with 12, 24 or 40 pieces a side.",
        kind: OptionKind::Choice {
            default: "7",
            values: &["5", "7", "9"],
        },
    },
    OptionDescriptor {
        key: "safe_centre",
        label: "Safe centre",
        help: "A piece standing on the centre square cannot be captured.",
        kind: OptionKind::Bool { default: true },
    },
    OptionDescriptor {
        key: "blocked",
        label: "Blocked player",
        help: "What a player who cannot move does: pass, or remove any one opposing piece.",
        kind: OptionKind::Choice {
            default: "pass",
            values: &["pass", "remove"],
        },
    },
    OptionDescriptor {
        key: "no_capture_limit",
        label: "Barrier limit",
        help: "Moves in a row without a capture that end the game; the side with more pieces wins.",
        kind: OptionKind::Int {
            default: 50,
            min: 10,
            max: 1000,
        },
    },
];

static PIECES: [PieceInfo; 2] = [
    PieceInfo {
        letter: 'S',
        name: "soldier",
        owner: Some(Side::First),
        crowned: false,
    },
    PieceInfo {
        letter: 's',
        name: "soldier",
        owner: Some(Side::Second),
        crowned: false,
    },
];

/// The game's id, as saves, the catalogue and message ids name it.
pub const ID: &str = "seega";

static INFO: GameInfo = GameInfo {
    id: ID,
    name: "Seega",
    origin: "Tunisia",
    summary: "Set your pieces two at a time, then sandwich the enemy's pieces until none are left.",
    sides: [
        SideInfo {
            side: Side::First,
            name: "Attackers",
            key: "attacker",
            letter: 'a',
            colour: "#f4f1ea",
        },
        SideInfo {
            side: Side::Second,
            name: "Defenders",
            key: "defender",
            letter: 'd',
            colour: "#2b2b2b",
        },
    ],
    pieces: &PIECES,
    options: &OPTIONS,
    geometry: info_geometry,
};

/// The board of `n`×`n` plain cells with the centre marked.
fn board_geometry(n: u8) -> Geometry {
    let mut geometry = Geometry::cells(n, n, |_| CellShade::Plain);
    geometry.marks.push(Mark {
        square: Square((n / 2) * n + n / 2),
        kind: MarkKind::Centre,
    });
    geometry
}

fn info_geometry(options: &Options) -> Geometry {
    board_geometry(options.choice(&OPTIONS, "size").parse().unwrap_or(7))
}

/// Zobrist keys of a piece: `side * 81 + square`.
static PIECE_KEYS: [u64; 162] = zobrist::table(0x5EE6_A001);
/// Zobrist keys of a hand count: `side * 41 + count`.
static HAND_KEYS: [u64; 82] = zobrist::table(0x5EE6_A002);
/// Zobrist key of the defender to move.
const SIDE_KEY: u64 = zobrist::splitmix64(0x5EE6_A003);

#[inline(always)]
fn piece_key(side: usize, square: u8) -> u64 {
    PIECE_KEYS[side * 81 + usize::from(square)]
}

#[inline(always)]
fn hand_key(side: usize, count: u8) -> u64 {
    HAND_KEYS[side * 41 + usize::from(count)]
}

/// A Seega position: both sides' pieces, the hands, the side to move and
/// the plies since the last capture, under its options.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Seega {
    /// The pieces of the attacker (`[0]`) and the defender (`[1]`).
    pieces: [u128; 2],
    /// Pieces still to set, by side.
    hand: [u8; 2],
    side: Side,
    /// Plies of the movement phase since the last capture or removal.
    plies: u32,
    hash: u64,
    /// The options (`size` is the size of the board).
    config: SeegaConfig,
    /// Index into [`TABLES`] of `config.size`.
    size_index: u8,
}

impl Seega {
    #[inline(always)]
    fn tables(&self) -> &'static Tables {
        &TABLES[usize::from(self.size_index)]
    }

    /// Whether pieces are still being set.
    #[inline(always)]
    fn setting(&self) -> bool {
        self.hand[0] != 0 || self.hand[1] != 0
    }

    fn empty(config: SeegaConfig) -> Seega {
        let size_index = size_index(config.size);
        Seega {
            pieces: [0; 2],
            hand: [0; 2],
            side: Side::First,
            plies: 0,
            hash: 0,
            config,
            size_index,
        }
    }

    fn full_hash(&self) -> u64 {
        let mut hash = 0;
        for side in 0..2 {
            for square in Squares(self.pieces[side]) {
                hash ^= piece_key(side, square);
            }
            hash ^= hand_key(side, self.hand[side]);
        }
        if self.side == Side::Second {
            hash ^= SIDE_KEY;
        }
        hash
    }

    fn switch_side(&mut self) {
        self.side = self.side.opponent();
        self.hash ^= SIDE_KEY;
    }

    /// The barrier rule: more pieces on the board wins, equal is a draw.
    fn barrier(&self) -> Outcome {
        let attackers = self.pieces[0].count_ones();
        let defenders = self.pieces[1].count_ones();
        match attackers.cmp(&defenders) {
            std::cmp::Ordering::Greater => Outcome::win(Side::First, EndReason::Barrier),
            std::cmp::Ordering::Less => Outcome::win(Side::Second, EndReason::Barrier),
            std::cmp::Ordering::Equal => Outcome::draw(EndReason::Barrier),
        }
    }

    /// Plays the steps of a chain, calling `on_capture` for each captured
    /// square; returns whether anything was captured.
    #[inline(always)]
    fn walk(&mut self, mv: SeegaMove, mut on_capture: impl FnMut(u8)) -> bool {
        let t = self.tables();
        let me = self.side.index();
        let you = 1 - me;
        let mut at = mv.square;
        let mut any = false;
        for i in 0..usize::from(mv.steps) {
            let to = t.neighbour[usize::from(at)][mv.dir(i)];
            self.pieces[me] ^= bit(at) | bit(to);
            self.hash ^= piece_key(me, at) ^ piece_key(me, to);
            let victims = if self.config.safe_centre {
                self.pieces[you] & !t.centre_bit
            } else {
                self.pieces[you]
            };
            let caught = t.captures(to, self.pieces[me], victims);
            if caught != 0 {
                any = true;
                self.pieces[you] &= !caught;
                for square in Squares(caught) {
                    self.hash ^= piece_key(you, square);
                    on_capture(square);
                }
            }
            at = to;
        }
        any
    }

    fn square_name(&self, square: u8) -> String {
        Square(square).name(self.config.size).to_string()
    }
}

impl Game for Seega {
    type Move = SeegaMove;
    type Config = SeegaConfig;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn config(options: &Options) -> Result<SeegaConfig, OptionError> {
        options.validate(&OPTIONS)?;
        let size = match options.choice(&OPTIONS, "size").as_str() {
            "5" => 5,
            "9" => 9,
            _ => 7,
        };
        let blocked = match options.choice(&OPTIONS, "blocked").as_str() {
            "remove" => Blocked::Remove,
            _ => Blocked::Pass,
        };
        let limit = options.int(&OPTIONS, "no_capture_limit");
        Ok(SeegaConfig {
            size,
            safe_centre: options.bool(&OPTIONS, "safe_centre"),
            blocked,
            no_capture_limit: u32::try_from(limit).unwrap_or(50),
        })
    }

    fn options(config: &SeegaConfig) -> Options {
        Options::new()
            .with("size", OptionValue::Choice(config.size.to_string()))
            .with("safe_centre", OptionValue::Bool(config.safe_centre))
            .with(
                "blocked",
                OptionValue::Choice(
                    match config.blocked {
                        Blocked::Pass => "pass",
                        Blocked::Remove => "remove",
                    }
                    .to_string(),
                ),
            )
            .with(
                "no_capture_limit",
                OptionValue::Int(i64::from(config.no_capture_limit)),
            )
    }

    fn start(config: SeegaConfig) -> Seega {
        let mut position = Seega::empty(config);
        let full = position.tables().full;
        position.hand = [full, full];
        position.hash = position.full_hash();
        position
    }

    fn parse(text: &str, config: SeegaConfig) -> Result<Seega, PositionError> {
        let fields = split_fields(text, 5)?;
        // The size is the option's: a board of another size has the wrong
        // number of ranks, and is rejected.
        let n = config.size;
        if !matches!(n, 5 | 7 | 9) {
            return Err(PositionError::SizeMismatch(
                Why::new("why-seega-size").number("size", n as i64),
            ));
        }
        let squares = parse_board(fields[0], n, n, |c| c == 'S' || c == 's')?;
        let side = match fields[1] {
            "a" => Side::First,
            "d" => Side::Second,
            other => return Err(PositionError::UnknownSide(other.to_string())),
        };
        let mut position = Seega::empty(config);
        let t = position.tables();
        let full = t.full;
        let attackers_in_hand =
            parse_counter("attackers in hand", fields[2], u32::from(full))? as u8;
        let defenders_in_hand =
            parse_counter("defenders in hand", fields[3], u32::from(full))? as u8;
        let plies = parse_counter("plies since last capture", fields[4], COUNTER_MAX)?;
        for (index, piece) in squares.iter().enumerate() {
            match piece {
                Some('S') => position.pieces[0] |= bit(index as u8),
                Some(_) => position.pieces[1] |= bit(index as u8),
                None => {}
            }
        }
        position.hand = [attackers_in_hand, defenders_in_hand];
        position.side = side;
        position.plies = plies;
        let on_board = [
            position.pieces[0].count_ones() as u8,
            position.pieces[1].count_ones() as u8,
        ];
        if position.setting() {
            let (a, d) = (attackers_in_hand, defenders_in_hand);
            if (position.pieces[0] | position.pieces[1]) & t.centre_bit != 0 {
                return Err(PositionError::BadSquare {
                    square: position.square_name(t.centre),
                    why: "the centre stays empty while pieces are set",
                });
            }
            for (who, key) in [(0, "attacker"), (1, "defender")] {
                if on_board[who] + position.hand[who] != full {
                    return Err(PositionError::Impossible(
                        Why::new("why-seega-pieces-while-setting")
                            .side("side", "seega", key)
                            .number("board", on_board[who] as i64)
                            .number("hand", position.hand[who] as i64)
                            .number("full", full as i64),
                    ));
                }
            }
            // Order A, A, D, D, …: the hands after k placements, by side to move
            // and whether it sets its first (even hand) or second piece.
            let fits = match side {
                Side::First if a % 2 == 0 => a == d,
                Side::First => a + 1 == d,
                Side::Second if d % 2 == 0 => a + 2 == d,
                Side::Second => a + 1 == d,
            };
            if !fits {
                return Err(PositionError::Impossible(
                    Why::new("why-seega-setting-order")
                        .number("attackers", a as i64)
                        .number("defenders", d as i64)
                        .side(
                            "side",
                            "seega",
                            if side == Side::First {
                                "attacker"
                            } else {
                                "defender"
                            },
                        ),
                ));
            }
            if plies != 0 {
                return Err(PositionError::BadCounter {
                    field: "plies since last capture",
                    value: fields[4].to_string(),
                });
            }
        } else {
            if on_board[0] > full || on_board[1] > full {
                return Err(PositionError::Impossible(
                    Why::new("why-seega-too-many").number("most", full as i64),
                ));
            }
            if on_board[0] == 0 && on_board[1] == 0 {
                return Err(PositionError::Impossible(Why::new("why-seega-no-pieces")));
            }
        }
        position.hash = position.full_hash();
        Ok(position)
    }

    fn to_text(&self) -> String {
        let n = self.config.size;
        let board = format_board(n, n, |square| self.piece_at(square));
        let side = if self.side == Side::First { 'a' } else { 'd' };
        format!(
            "{board} {side} {} {} {}",
            self.hand[0], self.hand[1], self.plies
        )
    }

    fn current_config(&self) -> SeegaConfig {
        self.config
    }

    fn geometry(&self) -> Geometry {
        board_geometry(self.config.size)
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, moves: &mut Vec<SeegaMove>) {
        self.generate(moves);
    }

    fn play(&mut self, mv: SeegaMove) {
        let me = self.side.index();
        match mv.kind {
            Kind::Place => {
                self.pieces[me] |= bit(mv.square);
                self.hash ^= piece_key(me, mv.square)
                    ^ hand_key(me, self.hand[me])
                    ^ hand_key(me, self.hand[me] - 1);
                self.hand[me] -= 1;
                if self.hand[me] & 1 == 0 {
                    self.switch_side();
                }
                return;
            }
            Kind::Walk => {
                if self.walk(mv, |_| {}) {
                    self.plies = 0;
                } else {
                    self.plies = (self.plies + 1).min(COUNTER_MAX);
                }
            }
            Kind::Remove => {
                self.pieces[1 - me] &= !bit(mv.square);
                self.hash ^= piece_key(1 - me, mv.square);
                self.plies = 0;
            }
            Kind::Pass => self.plies = (self.plies + 1).min(COUNTER_MAX),
        }
        self.switch_side();
    }

    fn terminal(&self) -> Option<Outcome> {
        if self.setting() {
            return None;
        }
        if self.pieces[0] == 0 {
            Some(Outcome::win(Side::Second, EndReason::NoPieces))
        } else if self.pieces[1] == 0 {
            Some(Outcome::win(Side::First, EndReason::NoPieces))
        } else {
            None
        }
    }

    fn counter_outcome(&self) -> Option<Outcome> {
        (!self.setting() && self.plies >= self.config.no_capture_limit).then(|| self.barrier())
    }

    fn repetition_outcome(&self) -> Outcome {
        self.barrier()
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn notation(&self, mv: SeegaMove) -> String {
        match mv.kind {
            Kind::Place => self.square_name(mv.square),
            Kind::Remove => format!("x{}", self.square_name(mv.square)),
            Kind::Pass => "pass".to_string(),
            Kind::Walk => {
                let mut path = [0u8; MAX_STEPS];
                let steps = mv.path(self.tables(), &mut path);
                let mut text = self.square_name(mv.square);
                for &square in &path[..steps] {
                    text.push('-');
                    text.push_str(&self.square_name(square));
                }
                text
            }
        }
    }

    fn detail(&self, mv: SeegaMove) -> MoveDetail {
        match mv.kind {
            Kind::Place => MoveDetail::placement(Square(mv.square)),
            Kind::Remove => MoveDetail {
                motions: Vec::new(),
                captured: vec![Square(mv.square)],
                taps: vec![Square(mv.square)],
            },
            Kind::Pass => MoveDetail::default(),
            Kind::Walk => {
                let mut path = [0u8; MAX_STEPS];
                let steps = mv.path(self.tables(), &mut path);
                let mut captured = Vec::new();
                self.clone()
                    .walk(mv, |square| captured.push(Square(square)));
                MoveDetail::walk(
                    Square(mv.square),
                    path[..steps].iter().map(|&s| Square(s)).collect(),
                    captured,
                )
            }
        }
    }

    fn is_capture(&self, mv: SeegaMove) -> bool {
        mv.captures
    }

    fn piece_at(&self, square: Square) -> Option<char> {
        if square.0 >= self.config.size * self.config.size {
            return None;
        }
        let b = bit(square.0);
        if self.pieces[0] & b != 0 {
            Some('S')
        } else if self.pieces[1] & b != 0 {
            Some('s')
        } else {
            None
        }
    }

    fn counters(&self) -> Vec<Counter> {
        vec![
            Counter {
                label: "attackers in hand",
                value: i64::from(self.hand[0]),
                kind: CounterKind::InHand(Side::First),
            },
            Counter {
                label: "defenders in hand",
                value: i64::from(self.hand[1]),
                kind: CounterKind::InHand(Side::Second),
            },
            Counter {
                label: "plies without capture",
                value: i64::from(self.plies),
                kind: CounterKind::DrawPlies {
                    limit: self.config.no_capture_limit,
                    man_moves: false,
                },
            },
        ]
    }

    fn phase(&self) -> &'static str {
        if self.setting() {
            "setting"
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

    /// Calibrated by arena (docs/strength.md). Between players of nearly
    /// equal strength Seega's attackers win, so a level shows only in its
    /// defender games. With the default budgets the expert, defending, beat
    /// hard (80k nodes) in 4 games of 20 (60.0% in all); against a hard of
    /// 12k nodes it won 9 and drew 1 (73.8%). Medium drops to 1k nodes to
    /// stay clearly below that hard (83.8%) and still beats easy (100%).
    fn level_nodes(level: Level) -> u64 {
        match level {
            Level::Medium => 1_000,
            Level::Hard => 12_000,
            other => other.node_budget(),
        }
    }
}
