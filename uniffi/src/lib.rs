//! # boardlore-ffi
//!
//! The mobile API of Boardlore: the only contract between the Rust core
//! and the phones, exported with UniFFI proc-macros. Kotlin sees it as the
//! package `org.boardlore.engine`, Swift as the module `BoardloreEngine`.
//!
//! - [`games`], [`game`], [`rules_page_html`]: the catalogue and the rules,
//!   in the language asked for ([`Lang`], see [`preferred_language`]).
//! - [`GameMatch`]: one game in progress for the trainer, the browser and
//!   tests, `Send + Sync`, every method `&self`: board and status for
//!   drawing, legal moves, play, save and restore, the touch state machine
//!   [`GameMatch::tap`]. It does not search: the game screen's jobs do.
//! - [`set_preferred_languages`]: the language the match speaks (English
//!   until then); the screens, the store and the catalogue take the
//!   language explicitly.
//! - [`TrainerScreen`], [`lesson_steps`], [`puzzle_list`], [`LearnProgress`]:
//!   lessons, puzzles and progress (the core's trainer screen decides all).
//! - [`GameStore`], [`ReviewJob`], [`BrowserScreenHandle`]: after the game:
//!   the history, statistics, the engine's review, the browser screen (the
//!   core's state machine) stepping through a game.
//! - [`GameScreenHandle`]: the game screen, the core's state machine:
//!   actions in, the frame and the effects out.
//! - [`BoardloreError`]: the error of every call that can fail but the
//!   browser's, which returns the core's [`BrowseError`]; no input makes a
//!   call panic.
//!
//! The records and enums are the core's own where the core has them
//! (`boardlore-core`'s `uniffi` feature; Kotlin package
//! `org.boardlore.core`): the catalogue's games and options, themes, art,
//! geometry, the screens' frames, actions and effects, the browser's frames
//! and rows, labels, the language.
#![deny(missing_docs)]

mod ai;
mod browse;
mod catalogue;
mod debug_hooks;
mod error;
mod language;
mod learn;
mod look;
mod old_files;
mod records;
mod screen;
mod session;
mod store;
mod tablebase;

pub use ai::*;
pub use boardlore_core::after::{
    ArrowKind, BoardArrow, BrowseError, BrowserAction, BrowserEffect, BrowserFrame, BrowserOpen,
    BrowserUpdate, Note, ReviewState,
};
pub use boardlore_core::review::MoveLabel;
pub use browse::{
    browser_record_json, browser_scenario_action, browser_scenario_open, BrowserScreenHandle,
};
pub use catalogue::*;
pub use debug_hooks::debug_panic_in_next_search;
pub use error::BoardloreError;
pub use language::*;
pub use learn::*;
pub use look::*;
pub use records::*;
pub use screen::*;
pub use session::GameMatch;
pub use store::*;
pub use tablebase::{load_tablebase, load_tablebase_file, tablebase_loaded};

// The core's own types that cross the boundary (exported by the core's
// `uniffi` feature), re-exported for the Rust side of the API.
pub use boardlore_core::ai::Level;
pub use boardlore_core::art::{ArtShape, PathOp, PieceArt};
pub use boardlore_core::cue::{Cue, CueFeedback, HapticKind};
pub use boardlore_core::describe::{
    GameDescription, OptionDescription, OptionType, PieceDescription, SideDescription,
};
pub use boardlore_core::i18n::Lang;
pub use boardlore_core::learn::{ProgressRecord, PuzzleSummary, PuzzleVerdict, StepView, Verdict};
pub use boardlore_core::screen::scenario::{GameScenarioOpen, ScenarioFile, TrainerScenarioOpen};
pub use boardlore_core::screen::{
    Busy, GameAction, GameEffect, GameFrame, GameSetup, GameUpdate, SearchBudget, SearchFailure,
    SearchPurpose, SquareFrame, TrainerAction, TrainerBoard, TrainerButtons, TrainerContent,
    TrainerEffect, TrainerFrame, TrainerUpdate, TrainerVerdict, TurnRow,
};
pub use boardlore_core::session::{Seat, Seats};
pub use boardlore_core::theme::BoardTheme;
pub use boardlore_core::{EndReason, OptionSetting, Side};

uniffi::setup_scaffolding!();

static LOGGING: once_cell::sync::OnceCell<()> = once_cell::sync::OnceCell::new();

/// Sends the library's `log` output to the platform log (logcat on Android,
/// tag `boardlore`). Call it once at start-up; later calls do nothing.
#[uniffi::export]
pub fn init_logging() {
    LOGGING.get_or_init(|| {
        #[cfg(target_os = "android")]
        android_logger::init_once(
            android_logger::Config::default()
                .with_max_level(log::LevelFilter::Info)
                .with_tag("boardlore"),
        );
        log::info!("boardlore {} logging started", env!("CARGO_PKG_VERSION"));
    });
}
