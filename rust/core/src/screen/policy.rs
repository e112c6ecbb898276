//! The choices the two apps used to make differently, made once. Each is
//! written down, with its reason, in `docs/mobile-api.md`.

use super::setup::GameSetup;
use crate::level::Level;
use crate::session::{Seat, Seats};
use crate::Side;

/// The level hints are searched at, whoever plays: never below hard, and
/// never below the computer's own level. A hint is the best move the app
/// can find quickly: the easy level's deliberate mistakes would make a bad
/// hint, and a hint weaker than the opponent would mislead.
pub fn hint_level(seats: &Seats) -> Level {
    let computer = [seats.first, seats.second]
        .iter()
        .filter_map(|seat| seat.level())
        .max();
    computer.map_or(Level::Hard, |level| level.max(Level::Hard))
}

/// The level actually played when `asked` is not among `offered` (weakest
/// first): the strongest offered level not above it, else the weakest
/// offered. Asking for perfect in a game without a solved table plays
/// expert, the nearest level, not easy.
pub fn offered_level(asked: Level, offered: &[Level]) -> Level {
    if offered.contains(&asked) {
        return asked;
    }
    offered
        .iter()
        .copied()
        .filter(|&level| level <= asked)
        .max()
        .or_else(|| offered.first().copied())
        .unwrap_or(asked)
}

/// `seats` with every computer level replaced by one the game offers.
pub fn offered_seats(seats: Seats, offered: &[Level]) -> Seats {
    let fix = |seat: Seat| match seat {
        Seat::Computer { level } => Seat::Computer {
            level: offered_level(level, offered),
        },
        Seat::Human => Seat::Human,
    };
    Seats {
        first: fix(seats.first),
        second: fix(seats.second),
    }
}

/// The level a new game against the computer starts at when the person
/// has chosen none.
pub const DEFAULT_LEVEL: Level = Level::Medium;

/// The levels a person may choose as the default level (Settings), weakest
/// first: those every game offers. A default must play as named whatever
/// game it opens, so `Perfect`, which only games with a solved table offer,
/// is not among them (a new-game form offers it for its game).
pub fn default_level_choices() -> Vec<Level> {
    let offered: Vec<&[Level]> = crate::games::catalogue()
        .map(|game| crate::games::levels_offered(game.id))
        .collect();
    Level::WITH_PERFECT
        .into_iter()
        .filter(|level| !offered.is_empty() && offered.iter().all(|o| o.contains(level)))
        .collect()
}

/// The default level a stored setting names (`expert`, as
/// [`Level::name`] writes it, or `1` to `4` for easy to expert, the
/// number the Android app's earlier versions stored): [`DEFAULT_LEVEL`]
/// when it names none, or one [`default_level_choices`] does not offer (a
/// setting written by another version).
pub fn stored_default_level(stored: &str) -> Level {
    let old_number = || {
        let n = stored.parse::<usize>().ok()?;
        Level::ALL.get(n.checked_sub(1)?).copied()
    };
    stored
        .parse()
        .ok()
        .or_else(old_number)
        .filter(|level| default_level_choices().contains(level))
        .unwrap_or(DEFAULT_LEVEL)
}

/// What a save that cannot be read opens as: a new game of the same game
/// against the computer at `level` (the person's default), the person
/// playing the side that moves first, with the error shown. One person
/// opening the app is the usual case, and the error says what happened.
pub fn unreadable_save_setup(game_id: &str, level: Level) -> GameSetup {
    GameSetup::against_computer(game_id, Side::First, level)
}

/// The cue of a move just played: the core's cue of the move as it left
/// the game. Every move names its cue (capture, placement, plain move, or
/// the end of the game), so no platform falls back on a sound of its own.
pub fn cue_of_last_move(session: &crate::session::Session) -> crate::cue::Cue {
    session.last_move_cue().unwrap_or(crate::cue::Cue::Move)
}

#[cfg(test)]
mod level_tests {
    use super::*;

    // The rules: every game has easy to expert; only Bagh Chal has a solved
    // table, so perfect is not every game's.
    #[test]
    fn the_default_level_is_chosen_from_the_four_every_game_has() {
        assert_eq!(
            default_level_choices(),
            [Level::Easy, Level::Medium, Level::Hard, Level::Expert]
        );
    }

    #[test]
    fn a_stored_default_level_reads_as_named_or_as_the_default() {
        assert_eq!(stored_default_level("expert"), Level::Expert);
        assert_eq!(stored_default_level("easy"), Level::Easy);
        assert_eq!(stored_default_level("grandmaster"), Level::Medium);
        assert_eq!(stored_default_level(""), Level::Medium);
        assert_eq!(stored_default_level("perfect"), Level::Medium);
    }

    // The Android app's earlier Settings stored 1 to 4 for easy, medium,
    // hard and expert; any other number was never written.
    #[test]
    fn an_earlier_versions_level_number_reads_as_its_level() {
        assert_eq!(stored_default_level("1"), Level::Easy);
        assert_eq!(stored_default_level("3"), Level::Hard);
        assert_eq!(stored_default_level("4"), Level::Expert);
        assert_eq!(stored_default_level("0"), DEFAULT_LEVEL);
        assert_eq!(stored_default_level("5"), DEFAULT_LEVEL);
    }
}
