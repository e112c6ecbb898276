//! The interface every game implements. Search, perft, notation parsing,
//! the game record and the mobile API are written once against it.

use crate::level::Level;
use crate::{
    Counter, GameInfo, Geometry, OptionError, Options, Outcome, PositionError, Side, Square,
};
use std::fmt::Debug;
use std::hash::Hash;

/// A position of one game, with the variant options it is played under.
///
/// Positions are small plain values: search copies them (copy-make) rather
/// than undoing moves, so `play` need not be reversible.
pub trait Game: Clone + Debug + PartialEq + Send + Sync + 'static {
    /// A legal move. Small and `Copy`, so move lists never allocate per move.
    type Move: Copy + Eq + Hash + Debug + Send + Sync + 'static;
    /// The typed variant options (parsed from [`Options`]).
    type Config: Copy + Eq + Debug + Send + Sync + 'static;

    /// Metadata, options and rules of the game.
    fn info() -> &'static GameInfo;

    /// Reads and checks the variant options.
    fn config(options: &Options) -> Result<Self::Config, OptionError>;

    /// The options that produce `config`, for saving (every key written out).
    fn options(config: &Self::Config) -> Options;

    /// The start position under `config`.
    fn start(config: Self::Config) -> Self;

    /// Parses a position string (see the rules spec) under `config`.
    fn parse(text: &str, config: Self::Config) -> Result<Self, PositionError>;

    /// The position string.
    fn to_text(&self) -> String;

    /// The variant options this position is played under.
    fn current_config(&self) -> Self::Config;

    /// The board geometry for this position (Seega's depends on its size).
    fn geometry(&self) -> Geometry {
        (Self::info().geometry)(&Self::options(&self.current_config()))
    }

    /// The side to move.
    fn side_to_move(&self) -> Side;

    /// Appends every legal move to `moves` (which the caller clears and reuses).
    /// Appends nothing when [`Game::terminal`] is `Some`. Each move has its own
    /// canonical notation: no two moves in the list are written alike.
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);

    /// Plays `mv`, which must be one of [`Game::legal_moves`].
    fn play(&mut self, mv: Self::Move);

    /// The outcome if the position alone decides the game (win/loss rules that
    /// read only the position string, counters excluded). Perft stops here.
    fn terminal(&self) -> Option<Outcome>;

    /// The outcome if a ply counter in the position has reached its limit.
    fn counter_outcome(&self) -> Option<Outcome> {
        None
    }

    /// What a third repetition of this position means (a draw, unless the
    /// game says otherwise, like Seega's barrier rule).
    fn repetition_outcome(&self) -> Outcome {
        Outcome::draw(crate::EndReason::Repetition)
    }

    /// A Zobrist-style hash of everything that decides the legal moves and
    /// the future of the game, except pure counters (ply counters, Bobail's
    /// turn number beyond the first turn). Equal positions hash equally;
    /// threefold repetition compares this.
    fn hash(&self) -> u64;

    /// The canonical notation of `mv` (see the rules spec).
    fn notation(&self, mv: Self::Move) -> String;

    /// How `mv` moves pieces, for animation, notation matching and taps.
    fn detail(&self, mv: Self::Move) -> MoveDetail;

    /// Whether `mv` captures, for quiescence search and move ordering.
    fn is_capture(&self, mv: Self::Move) -> bool;

    /// The letter of the piece on `square`, as in position strings.
    fn piece_at(&self, square: Square) -> Option<char>;

    /// Counters a status line shows: goats in hand 14, each with its kind.
    fn counters(&self) -> Vec<Counter>;

    /// The phase of play, for status lines: `placement`, `movement`.
    fn phase(&self) -> &'static str {
        "play"
    }

    /// A static evaluation for the side to move, in centipieces (100 is
    /// about one ordinary piece). Positive is good for the side to move.
    /// Each game builds it from named, documented features and weights in
    /// its own `eval` module. Must not allocate: search calls it at every leaf.
    fn evaluate(&self) -> i32;

    /// The names of the evaluation's tunable weights, as `boardlore arena
    /// --a-eval` overrides them (see [`crate::ai::tune`]).
    fn weight_names() -> &'static [&'static str]
    where
        Self: Sized,
    {
        &[]
    }

    /// The proven value of this position for the side to move, from a
    /// solved table the game has installed (Bagh Chal's sliding-phase
    /// tablebase, `games::bagh_chal::tablebase`);
    /// `None` for positions no table covers (every game but Bagh Chal).
    fn table_value(&self) -> Option<crate::table_value::Value> {
        None
    }

    /// The result alone (1 won, 0 drawn, -1 lost for the side to move) of
    /// a position the installed table knows ([`Game::table_value`]): all
    /// that an exact solve reads at its leaves, and a game may keep it
    /// cheaper to read than the distances.
    fn table_result(&self) -> Option<i32> {
        self.table_value().map(crate::table_value::Value::result)
    }

    /// When an installed solved table knows every position this one can
    /// lead to after a bounded number of plies (Bagh Chal's placement
    /// phase: all goats placed within `2k` plies), that bound; `None`
    /// otherwise (and for positions the table knows already). The perfect
    /// level solves such positions exactly when the bound is small.
    fn plies_to_table(&self) -> Option<u32> {
        None
    }

    /// Whether the exact solve down to a table ([`Game::plies_to_table`])
    /// orders this position's moves by its heuristics (captures, killers,
    /// history, evaluation) or tries them in the generated order after the
    /// stored best move. A game whose side measured better unordered says
    /// so for that side's positions; every position is ordered by default.
    fn solve_orders_moves(&self) -> bool {
        true
    }

    /// The node budget per move of `level` in this game. Levels are set by
    /// their time budgets ([`Level::time_budget`]); a node budget makes the
    /// same strength reproducible on any machine. The default suits games
    /// whose search runs at a few million nodes per second; a game whose
    /// nodes are much cheaper or dearer, or whose levels the arena showed
    /// too close together, sets its own (each override says why).
    fn level_nodes(level: Level) -> u64
    where
        Self: Sized,
    {
        level.node_budget()
    }
}

/// One piece's motion within a move.
#[derive(Clone, PartialEq, Eq, Debug, Default, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Motion {
    /// Where the piece starts; `None` when it enters from the hand.
    pub from: Option<Square>,
    /// Every square it stops on, in order; the last is where it ends.
    pub path: Vec<Square>,
}

/// How a move changes the board, for animation, notation and taps.
#[derive(Clone, PartialEq, Eq, Debug, Default, serde::Serialize)]
pub struct MoveDetail {
    /// The piece motions, in order (Bobail: the bobail's step, then the piece).
    /// Empty for a pass or a removal.
    pub motions: Vec<Motion>,
    /// Squares whose pieces are taken off by the move.
    pub captured: Vec<Square>,
    /// The squares a player taps, in order, to enter this move on a touch
    /// screen. Empty only for a pass.
    pub taps: Vec<Square>,
}

impl MoveDetail {
    /// A placement on `square`.
    pub fn placement(square: Square) -> MoveDetail {
        MoveDetail {
            motions: vec![Motion {
                from: None,
                path: vec![square],
            }],
            captured: Vec::new(),
            taps: vec![square],
        }
    }

    /// One piece moving `from` through `path`, capturing `captured`; tapped
    /// as the start square then every stop.
    pub fn walk(from: Square, path: Vec<Square>, captured: Vec<Square>) -> MoveDetail {
        let mut taps = Vec::with_capacity(path.len() + 1);
        taps.push(from);
        taps.extend_from_slice(&path);
        MoveDetail {
            motions: vec![Motion {
                from: Some(from),
                path,
            }],
            captured,
            taps,
        }
    }

    /// The start and final square of the main (last) motion, as the
    /// tournament notation names them. A placement has no start.
    pub fn endpoints(&self) -> Option<(Option<Square>, Square)> {
        let main = self.motions.last()?;
        Some((main.from, *main.path.last()?))
    }
}
