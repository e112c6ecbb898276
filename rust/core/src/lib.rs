//! # boardlore-core
//!
//! The rules, notation, game records, board geometry and AI of the five
//! Boardlore games: Bagh Chal, Buff and Green, Seega, Chiangmai Checkers and
//! Bobail. It is pure Rust; the phones reach it through the `boardlore-ffi`
//! crate, developers through the `boardlore` CLI.
//!
//! Where to look:
//! - [`Game`] is the interface every game implements; [`games`] holds
//!   them, one folder each with everything that game brings (rules, art,
//!   lesson, puzzles, rules pages), and the one registry through which the
//!   rest of the core reaches them ([`find_game`], [`GameEntry`]) instead
//!   of matching game ids.
//! - [`Match`] is a game record: moves, undo/redo, draw rules, saves.
//! - [`AnyMatch`] and [`catalogue`] reach every game by its id, for UIs.
//! - [`ai`] is the computer opponent: one search for every game and level;
//!   [`review`] judges a finished game's moves with it, [`arena`] plays
//!   engines against each other.
//! - [`session`] is one game being played: seats, turn policy, taps,
//!   explanations of refused moves, and every fact a frontend shows.
//! - [`screen`] holds the apps' screens as state machines (the trainer).
//! - [`rules`] is the players' rules pages, with diagrams, as HTML.
//! - [`i18n`] holds every word a player reads, in six languages (Fluent).
//! - [`perft`], [`notation`], [`geometry`] and [`render`] serve them all.
//!
//! No two modules import each other (`tests/module_cycles.rs`): the games
//! sit below the sessions, lessons and pages that read them, and the
//! catalogue of words below everything that speaks.
//!
//! ```
//! use boardlore_core::{perft::perft, games::bagh_chal::BaghChal, Game, Options};
//!
//! let config = BaghChal::config(&Options::new()).unwrap();
//! let start = BaghChal::start(config);
//! // Goats open by placing a goat on any of the 21 empty points.
//! assert_eq!(perft(&start, 1), 21);
//! ```
#![deny(missing_docs)]

pub mod after;
pub mod ai;
mod any;
pub mod arena;
pub mod art;
pub mod colour;
mod counter;
pub mod cue;
pub mod describe;
pub mod engine_protocol;
mod game;
pub mod games;
pub mod geometry;
pub mod i18n;
mod info;
pub mod learn;
mod level;
pub mod limits;
pub mod notation;
mod options;
mod outcome;
pub mod perft;
pub mod pgn;
pub mod picture;
pub mod position_text;
mod record;
pub mod render;
pub mod review;
pub mod rules;
pub mod screen;
mod seats;
pub mod session;
pub mod settings;
mod share;
mod side;
mod square;
pub mod table_value;
pub mod theme;
pub mod tray;
pub mod zobrist;

pub use any::{AnyMatch, MoveInfo, SquareView, Status};
pub use counter::{Counter, CounterKind};
pub use game::{Game, Motion, MoveDetail};
pub use games::{catalogue, find_game, load_save, GameEntry};
pub use geometry::Geometry;
pub use info::{GameInfo, PieceInfo, SideInfo};
pub use notation::MoveError;
pub use options::{OptionDescriptor, OptionError, OptionKind, OptionSetting, OptionValue, Options};
pub use outcome::{EndReason, Outcome};
pub use position_text::PositionError;
pub use record::{Match, MatchError, SaveFile};
pub use side::Side;
pub use square::Square;

// The core's own types that the phones see are exported from here (the
// `uniffi` feature), so the mobile API never copies their fields.
#[cfg(feature = "uniffi")]
uniffi::setup_scaffolding!();
