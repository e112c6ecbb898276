//! The five games, one module each, and the registry that lists them.

use crate::GameEntry;

pub mod bobail;

/// Every game, in menu order. Add a game by adding its entry here.
pub static GAMES: &[GameEntry] = &[GameEntry::of::<bobail::Bobail>()];
