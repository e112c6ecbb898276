//! The new-game form: what it starts from and the setup its choices make.
//! The app draws the controls (a side, a level, each option's control from
//! the catalogue's descriptions) and hands the choices back.

use super::policy::offered_level;
use super::setup::GameSetup;
use crate::i18n::Lang;
use crate::level::Level;
use crate::session::Seats;
use crate::{OptionSetting, Side};

/// The new-game form as it opens.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct NewGameChoices {
    /// The computer levels the game offers, weakest first.
    pub levels: Vec<Level>,
    /// Their names as players read them.
    pub level_titles: Vec<String>,
    /// The level chosen at first: one of `levels`.
    pub level: Level,
    /// Whether two people play (else one plays the computer), at first.
    pub two_players: bool,
    /// The side the computer plays, at first.
    pub computer_side: Side,
    /// Every option of the game, in the catalogue's order, with the value
    /// its control shows at first.
    pub options: Vec<OptionSetting>,
}

/// The form for a new game of `game_id`. Opened from a game's screen
/// (`playing`, its setup), it starts from that game: its players, its
/// computer's level and its options. Else (from Home) the person plays the
/// first side against the computer at `default_level`, with the default
/// options. A level the game does not offer shows as the level it plays.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn new_game_choices(
    game_id: String,
    playing: Option<GameSetup>,
    default_level: Level,
    language: Lang,
) -> NewGameChoices {
    let levels = crate::games::levels_offered(&game_id).to_vec();
    let seats = playing.as_ref().map(|setup| setup.seats);
    let computer = seats.and_then(|s| s.first.level().or(s.second.level()));
    let chosen = playing.map(|setup| setup.options).unwrap_or_default();
    let descriptors = crate::find_game(&game_id).map_or(&[][..], |game| (game.info)().options);
    let options = descriptors.iter().map(|option| {
        let prefix = format!("{}=", option.key);
        let value = chosen
            .iter()
            .rev()
            .find_map(|pair| pair.strip_prefix(&prefix));
        OptionSetting {
            key: option.key.to_string(),
            value: value.map_or_else(|| option.default_value().to_string(), str::to_string),
        }
    });
    NewGameChoices {
        level_titles: levels.iter().map(|level| level.title(language)).collect(),
        level: offered_level(computer.unwrap_or(default_level), &levels),
        levels,
        two_players: seats.is_some() && computer.is_none(),
        computer_side: match seats {
            Some(seats) if seats.first.is_computer() => Side::First,
            _ => Side::Second,
        },
        options: options.collect(),
    }
}

/// The game the form's choices set up: two people, or the computer playing
/// `computer_side` at `level`; the options as chosen.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn new_game_setup(
    game_id: String,
    two_players: bool,
    computer_side: Side,
    level: Level,
    options: Vec<OptionSetting>,
) -> GameSetup {
    let mut seats = Seats::humans();
    if !two_players {
        seats = Seats::against_computer(computer_side.opponent(), level);
    }
    GameSetup {
        options: options
            .iter()
            .map(|o| format!("{}={}", o.key, o.value))
            .collect(),
        seats,
        ..GameSetup::two_players(&game_id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn from_home_the_person_plays_first_against_the_default_level_with_default_options() {
        let form = new_game_choices("seega".into(), None, Level::Hard, Lang::En);
        assert_eq!(
            form.levels,
            [Level::Easy, Level::Medium, Level::Hard, Level::Expert]
        );
        assert_eq!(form.level_titles, ["Easy", "Medium", "Hard", "Expert"]);
        assert_eq!(
            (form.level, form.two_players, form.computer_side),
            (Level::Hard, false, Side::Second)
        );
        let keys: Vec<&str> = (crate::find_game("seega").unwrap().info)()
            .options
            .iter()
            .map(|o| o.key)
            .collect();
        assert_eq!(
            form.options
                .iter()
                .map(|o| o.key.as_str())
                .collect::<Vec<_>>(),
            keys
        );
    }

    #[test]
    fn from_a_game_the_form_starts_from_its_players_level_and_options() {
        // The computer plays first at Perfect, which only Bagh Chal offers (rules: the solved table).
        let mut playing = GameSetup::against_computer("seega", Side::Second, Level::Perfect);
        let descriptor = &(crate::find_game("seega").unwrap().info)().options[0];
        let option = descriptor.key;
        // A value other than the default.
        let other = match descriptor.kind {
            crate::OptionKind::Bool { default } => (!default).to_string(),
            crate::OptionKind::Int { default, min, max } => {
                (if default == min { max } else { min }).to_string()
            }
            crate::OptionKind::Choice { default, values } => values
                .iter()
                .find(|v| **v != default)
                .expect("two values")
                .to_string(),
        };
        playing.options = vec![format!("{option}={other}")];
        let form = new_game_choices("seega".into(), Some(playing), Level::Easy, Lang::En);
        assert_eq!(
            (form.level, form.two_players, form.computer_side),
            (Level::Expert, false, Side::First)
        );
        assert_eq!(form.options[0].value, other);

        let two = new_game_choices(
            "seega".into(),
            Some(GameSetup::two_players("seega")),
            Level::Easy,
            Lang::En,
        );
        assert!(two.two_players);
        assert_eq!(two.level, Level::Easy);
    }

    #[test]
    fn the_choices_make_the_setup() {
        let options = vec![OptionSetting {
            key: "k".into(),
            value: "7".into(),
        }];
        let setup = new_game_setup(
            "bobail".into(),
            false,
            Side::First,
            Level::Easy,
            options.clone(),
        );
        assert_eq!(
            setup.seats,
            Seats::against_computer(Side::Second, Level::Easy)
        );
        assert_eq!(setup.options, ["k=7"]);
        let two = new_game_setup("bobail".into(), true, Side::First, Level::Easy, options);
        assert_eq!(two.seats, Seats::humans());
        assert_eq!(two.game_id, "bobail");
    }
}
