//! How a game screen's game is set up.

use crate::level::Level;
use crate::session::Seats;
use crate::OptionSetting;
use serde::{Deserialize, Serialize};

/// Fixed search limits, so that the computer's moves and the hints are the
/// same on every run (scenarios and tests): no clock, a node budget, a seed.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SearchBudget {
    /// The most nodes one search visits.
    pub max_nodes: u64,
    /// Seeds the easy level's choices.
    pub seed: u64,
}

/// A new game: which game, its options and who plays each side.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameSetup {
    /// The game's id.
    pub game_id: String,
    /// Variant options, key and value apart; missing keys take their default.
    #[serde(default)]
    pub options: Vec<OptionSetting>,
    /// Who plays each side. A computer's level the game does not offer is
    /// replaced as [`super::policy::offered_level`] says.
    pub seats: Seats,
    /// Fixed search limits; `None` plays at each level's own limits.
    #[serde(default)]
    pub budget: Option<SearchBudget>,
}

impl GameSetup {
    /// Two people on one device.
    pub fn two_players(game_id: &str) -> GameSetup {
        GameSetup {
            game_id: game_id.to_string(),
            options: Vec::new(),
            seats: Seats::humans(),
            budget: None,
        }
    }

    /// One person playing `human` against the computer at `level`.
    pub fn against_computer(game_id: &str, human: crate::Side, level: Level) -> GameSetup {
        GameSetup {
            seats: Seats::against_computer(human, level),
            ..GameSetup::two_players(game_id)
        }
    }
}

/// What the store keeps in a game's slot for the game in progress, as the
/// screen opens it ([`super::GameScreen::open_kept`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum KeptGame {
    /// A save text.
    Save(String),
    /// Nothing: no game of it was left in progress.
    Nothing,
    /// The store itself could not be read.
    Unreadable,
}
