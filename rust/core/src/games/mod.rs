//! The five games, one module each, and the registry that lists them.

use crate::GameEntry;

pub mod bagh_chal;
pub mod bobail;
pub mod buff_and_green;
pub mod chiangmai;
pub mod seega;

/// Every game, in menu order. Add a game by adding its entry here.
pub static GAMES: &[GameEntry] = &[
    GameEntry::of::<bagh_chal::BaghChal>(),
    GameEntry::of::<buff_and_green::BuffAndGreen>(),
    GameEntry::of::<seega::Seega>(),
    GameEntry::of::<chiangmai::Chiangmai>(),
    GameEntry::of::<bobail::Bobail>(),
];
