//! The computer's levels through the API: which a game offers, the
//! default, and their names. The searches themselves are the game screen's
//! jobs ([`crate::GameScreenHandle::run_search`]).

use boardlore_core::ai::Level;

/// The levels a level picker offers for the game `game_id`, weakest first:
/// easy, medium, hard and expert for every game, and `Perfect` above them
/// for `bagh-chal` (without a loaded table it plays as expert, by search).
/// An unknown id gets the four.
#[uniffi::export]
pub fn computer_levels(game_id: String) -> Vec<Level> {
    boardlore_core::games::levels_offered(&game_id).to_vec()
}

/// The level a game `game_id` plays when `level` is asked for: `level`
/// when the game offers it, else the core's choice
/// (`screen::policy::offered_level`: the strongest offered level not above
/// it). The new-game form selects it, so the picker shows what will play.
#[uniffi::export]
pub fn offered_level(level: Level, game_id: String) -> Level {
    boardlore_core::screen::policy::offered_level(
        level,
        boardlore_core::games::levels_offered(&game_id),
    )
}

/// The levels Settings offers as the default level, weakest first: those
/// every game offers (`screen::policy::default_level_choices`).
#[uniffi::export]
pub fn default_level_choices() -> Vec<Level> {
    boardlore_core::screen::policy::default_level_choices()
}

/// The default level a stored setting names (`level_name`'s form), or the
/// core's default when it names none Settings offers; `""` reads as the
/// default, for a setting never written.
#[uniffi::export]
pub fn stored_default_level(stored: String) -> Level {
    boardlore_core::screen::policy::stored_default_level(&stored)
}

/// The default level when the person has chosen none
/// (`screen::policy::DEFAULT_LEVEL`).
#[uniffi::export]
pub fn default_level() -> Level {
    boardlore_core::screen::policy::DEFAULT_LEVEL
}

/// A level as settings store it: `expert`.
#[uniffi::export]
pub fn level_name(level: Level) -> String {
    level.name().to_string()
}

/// A level's name as players read it, in `language`: `Hard`. The level
/// pickers show it, so every screen names a level the same way.
#[uniffi::export]
pub fn level_title(level: Level, language: boardlore_core::i18n::Lang) -> String {
    level.title(language)
}
