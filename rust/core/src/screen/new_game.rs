//! The new-game form, written once: who plays (the computer and at which
//! level, or two people), the person's side and the variant options, and the
//! [`GameSetup`] it starts. The apps bind their controls to its fields.

use super::policy;
use super::setup::GameSetup;
use crate::games::{find_game, levels_offered};
use crate::level::Level;
use crate::session::{Seat, Seats};
use crate::{OptionSetting, Side};

/// The new-game form's state.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct NewGameForm {
    /// The game's id.
    pub game_id: String,
    /// Against the computer, or two people on one device.
    pub against_computer: bool,
    /// The side the person plays against the computer.
    pub human_side: Side,
    /// The computer's level, one of `levels`.
    pub level: Level,
    /// The levels the picker offers for this game, weakest first.
    pub levels: Vec<Level>,
    /// Every option of the game with its value (the default until one is
    /// chosen), in the game's order; the controls set the values.
    pub options: Vec<OptionSetting>,
}

impl NewGameForm {
    /// The form of game `game_id`. It starts from `playing` when that is a
    /// setup of the same game (a new game from the game screen: its seats
    /// and options), else against the computer at `default_level`, the
    /// person moving first, every option at its default. A level the game
    /// does not offer becomes the one it plays
    /// ([`policy::offered_level`]); an option value the game does not take
    /// is its default. An unknown game has the four levels and no option.
    pub fn new(game_id: &str, playing: Option<&GameSetup>, default_level: Level) -> NewGameForm {
        let same = playing.filter(|setup| setup.game_id == game_id);
        let (against_computer, human_side, level) = match same.map(|s| s.seats) {
            Some(Seats {
                first: Seat::Human,
                second: Seat::Human,
            }) => (false, Side::First, default_level),
            Some(seats) => match (
                seats.lone_human(),
                seats.first.level().or(seats.second.level()),
            ) {
                (Some(side), Some(level)) => (true, side, level),
                _ => (true, Side::First, default_level),
            },
            None => (true, Side::First, default_level),
        };
        let levels = levels_offered(game_id).to_vec();
        let chosen = |key: &str| {
            same.into_iter()
                .flat_map(|setup| &setup.options)
                .find(|setting| setting.key == key)
        };
        let options = find_game(game_id)
            .map(|entry| (entry.info)().options)
            .unwrap_or_default()
            .iter()
            .map(|descriptor| OptionSetting {
                key: descriptor.key.to_string(),
                value: chosen(descriptor.key)
                    .and_then(|setting| descriptor.parse_value(&setting.value).ok())
                    .unwrap_or_else(|| descriptor.default_value())
                    .to_string(),
            })
            .collect();
        NewGameForm {
            game_id: game_id.to_string(),
            against_computer,
            human_side,
            level: policy::offered_level(level, &levels),
            levels,
            options,
        }
    }

    /// The game the form describes.
    pub fn setup(&self) -> GameSetup {
        let seats = if self.against_computer {
            Seats::against_computer(self.human_side, self.level)
        } else {
            Seats::humans()
        };
        GameSetup {
            game_id: self.game_id.clone(),
            options: self.options.clone(),
            seats,
            budget: None,
        }
    }
}

/// The new-game form of game `game_id`, started from `playing` (the game
/// screen's `setup`) when it is the same game, else from the computer at
/// `default_level` ([`NewGameForm::new`]).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn new_game_form(
    game_id: String,
    playing: Option<GameSetup>,
    default_level: Level,
) -> NewGameForm {
    NewGameForm::new(&game_id, playing.as_ref(), default_level)
}

/// The setup `form` starts ([`NewGameForm::setup`]).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn new_game_setup(form: NewGameForm) -> GameSetup {
    form.setup()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setting(key: &str, value: &str) -> OptionSetting {
        OptionSetting {
            key: key.into(),
            value: value.into(),
        }
    }

    fn value<'a>(form: &'a NewGameForm, key: &str) -> &'a str {
        let found = form.options.iter().find(|s| s.key == key);
        found.map_or("", |s| s.value.as_str())
    }

    #[test]
    fn a_fresh_form_plays_the_computer_moving_first_with_every_default() {
        let form = NewGameForm::new("bagh-chal", None, Level::Hard);
        assert_eq!(
            form.setup(),
            GameSetup {
                options: vec![
                    setting("forced_capture", "true"),
                    setting("captures_to_win", "5")
                ],
                ..GameSetup::against_computer("bagh-chal", Side::First, Level::Hard)
            }
        );
    }

    #[test]
    fn the_form_starts_from_the_same_games_seats_and_options() {
        let playing = GameSetup {
            options: vec![setting("size", "5"), setting("nothing", "x")],
            ..GameSetup::against_computer("seega", Side::Second, Level::Easy)
        };
        let form = NewGameForm::new("seega", Some(&playing), Level::Hard);
        assert_eq!(form.setup().seats, playing.seats);
        assert_eq!((form.human_side, form.level), (Side::Second, Level::Easy));
        assert_eq!(value(&form, "size"), "5");
        assert!(form.options.iter().all(|s| s.key != "nothing"));

        let two = NewGameForm::new("seega", Some(&GameSetup::two_players("seega")), Level::Hard);
        assert!(!two.against_computer);
        assert_eq!(two.setup().seats, Seats::humans());
        // Seega's board is 7×7 unless chosen (rules.md).
        assert_eq!(value(&two, "size"), "7");

        // Another game's setup is not carried over.
        let other = NewGameForm::new("bagh-chal", Some(&playing), Level::Medium);
        assert_eq!(
            other.setup().seats,
            Seats::against_computer(Side::First, Level::Medium)
        );
    }

    #[test]
    fn a_value_the_game_does_not_take_is_its_default() {
        let playing = GameSetup {
            options: vec![setting("size", "8")],
            ..GameSetup::two_players("seega")
        };
        assert_eq!(
            value(
                &NewGameForm::new("seega", Some(&playing), Level::Easy),
                "size"
            ),
            "7"
        );
    }

    #[test]
    fn the_level_picker_offers_the_games_levels_and_plays_what_it_shows() {
        // Only Bagh Chal has a solved table, so only it offers perfect.
        let bagh_chal = NewGameForm::new("bagh-chal", None, Level::Perfect);
        assert_eq!(bagh_chal.levels, Level::WITH_PERFECT);
        assert_eq!(bagh_chal.level, Level::Perfect);
        let seega = NewGameForm::new("seega", None, Level::Perfect);
        assert_eq!(seega.levels, Level::ALL);
        assert_eq!(seega.level, Level::Expert);
    }

    #[test]
    fn an_unknown_game_has_no_options() {
        let form = NewGameForm::new("chess", None, Level::Easy);
        assert!(form.options.is_empty());
        assert_eq!(form.levels, Level::ALL);
    }
}
