//! The apps' settings that are more than a switch: how fast moves travel,
//! light or dark, and the board themes Settings lists. Their stored forms,
//! what a stored value the app does not know reads as, their defaults and
//! their names in the player's language are decided here, once.

use crate::i18n::{self, Lang};
use crate::theme;

/// How fast a move travels across the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum AnimationSpeed {
    /// Moves jump to their square.
    Off,
    /// Quick.
    Fast,
    /// The default.
    Normal,
    /// For following each move closely.
    Slow,
}

/// Light or dark, or as the system is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Appearance {
    /// As the system is set.
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

impl AnimationSpeed {
    /// Every speed, in the order Settings lists them.
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Off,
        AnimationSpeed::Fast,
        AnimationSpeed::Normal,
        AnimationSpeed::Slow,
    ];

    /// The speed until the person picks one.
    pub const DEFAULT: AnimationSpeed = AnimationSpeed::Normal;

    /// The speed a stored setting names; the default for anything else
    /// (nothing stored yet, or a value of another version).
    pub fn stored(stored: &str) -> AnimationSpeed {
        Self::ALL
            .into_iter()
            .find(|speed| speed.stored_name() == stored)
            .unwrap_or(Self::DEFAULT)
    }
}

#[cfg_attr(feature = "uniffi", uniffi::export)]
impl AnimationSpeed {
    /// The speed as settings store it: `normal`.
    pub fn stored_name(&self) -> String {
        match self {
            AnimationSpeed::Off => "off",
            AnimationSpeed::Fast => "fast",
            AnimationSpeed::Normal => "normal",
            AnimationSpeed::Slow => "slow",
        }
        .to_string()
    }

    /// Its name in Settings, in `language`.
    pub fn title(&self, language: Lang) -> String {
        let id = match self {
            AnimationSpeed::Off => "settings-speed-off",
            AnimationSpeed::Fast => "settings-speed-fast",
            AnimationSpeed::Normal => "settings-speed-normal",
            AnimationSpeed::Slow => "settings-speed-slow",
        };
        i18n::text(language, id, &[])
    }

    /// Seconds a whole move takes on screen (a move of several motions
    /// shares them out); none when the system asks for reduced motion.
    pub fn seconds(&self, reduce_motion: bool) -> f64 {
        match self {
            _ if reduce_motion => 0.0,
            AnimationSpeed::Off => 0.0,
            AnimationSpeed::Fast => 0.15,
            AnimationSpeed::Normal => 0.3,
            AnimationSpeed::Slow => 0.55,
        }
    }
}

impl Appearance {
    /// Every choice, in the order Settings lists them.
    pub const ALL: [Appearance; 3] = [Appearance::System, Appearance::Light, Appearance::Dark];

    /// The choice until the person picks one.
    pub const DEFAULT: Appearance = Appearance::System;

    /// The choice a stored setting names; the default for anything else.
    pub fn stored(stored: &str) -> Appearance {
        Self::ALL
            .into_iter()
            .find(|appearance| appearance.stored_name() == stored)
            .unwrap_or(Self::DEFAULT)
    }
}

#[cfg_attr(feature = "uniffi", uniffi::export)]
impl Appearance {
    /// The choice as settings store it: `system`.
    pub fn stored_name(&self) -> String {
        match self {
            Appearance::System => "system",
            Appearance::Light => "light",
            Appearance::Dark => "dark",
        }
        .to_string()
    }

    /// Its name in Settings, in `language`.
    pub fn title(&self, language: Lang) -> String {
        let id = match self {
            Appearance::System => "settings-appearance-system",
            Appearance::Light => "settings-appearance-light",
            Appearance::Dark => "settings-appearance-dark",
        };
        i18n::text(language, id, &[])
    }

    /// Whether the app is dark; `None` follows the system.
    pub fn is_dark(&self) -> Option<bool> {
        match self {
            Appearance::System => None,
            Appearance::Light => Some(false),
            Appearance::Dark => Some(true),
        }
    }
}

/// A board theme as Settings lists it.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BoardThemeChoice {
    /// What the setting stores: `auto` or a theme's id.
    pub id: String,
    /// What Settings shows.
    pub title: String,
}

/// The speeds Settings lists, slowest last.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn animation_speeds() -> Vec<AnimationSpeed> {
    AnimationSpeed::ALL.to_vec()
}

/// The speed a stored setting names ([`AnimationSpeed::stored`]); `""`,
/// nothing stored, reads as the default.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn stored_animation_speed(stored: String) -> AnimationSpeed {
    AnimationSpeed::stored(&stored)
}

/// The appearances Settings lists.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn appearances() -> Vec<Appearance> {
    Appearance::ALL.to_vec()
}

/// The appearance a stored setting names ([`Appearance::stored`]).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn stored_appearance(stored: String) -> Appearance {
    Appearance::stored(&stored)
}

/// The board themes Settings lists: automatic (wood by day, dark at
/// night, stored as [`theme::AUTO`]), then every theme, in `language`.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn board_theme_choices(language: Lang) -> Vec<BoardThemeChoice> {
    let auto = BoardThemeChoice {
        id: theme::AUTO.to_string(),
        title: i18n::text(language, "settings-board-theme-auto", &[]),
    };
    let themes = theme::themes().into_iter().map(|theme| BoardThemeChoice {
        id: theme.id,
        title: theme.name,
    });
    std::iter::once(auto).chain(themes).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_value_reads_as_named_or_as_the_default() {
        assert_eq!(AnimationSpeed::stored("slow"), AnimationSpeed::Slow);
        assert_eq!(AnimationSpeed::stored("warp"), AnimationSpeed::Normal);
        assert_eq!(AnimationSpeed::stored(""), AnimationSpeed::Normal);
        assert_eq!(Appearance::stored("dark"), Appearance::Dark);
        assert_eq!(Appearance::stored(""), Appearance::System);
        assert_eq!(Appearance::stored("Dark"), Appearance::System);
        // What earlier versions stored still reads the same.
        for speed in AnimationSpeed::ALL {
            assert_eq!(AnimationSpeed::stored(&speed.stored_name()), speed);
        }
        for appearance in Appearance::ALL {
            assert_eq!(Appearance::stored(&appearance.stored_name()), appearance);
        }
    }

    #[test]
    fn slower_speeds_take_longer_and_reduced_motion_stops_them() {
        let seconds: Vec<f64> = AnimationSpeed::ALL
            .iter()
            .map(|s| s.seconds(false))
            .collect();
        assert_eq!(seconds, [0.0, 0.15, 0.3, 0.55]);
        assert!(AnimationSpeed::ALL.iter().all(|s| s.seconds(true) == 0.0));
    }

    #[test]
    fn every_choice_has_a_name_of_its_own_in_every_language() {
        for lang in Lang::ALL {
            let speeds: std::collections::BTreeSet<String> =
                AnimationSpeed::ALL.iter().map(|s| s.title(lang)).collect();
            assert_eq!(speeds.len(), 4, "{lang:?}");
            let looks: std::collections::BTreeSet<String> =
                Appearance::ALL.iter().map(|a| a.title(lang)).collect();
            assert_eq!(looks.len(), 3, "{lang:?}");
        }
        assert_eq!(Appearance::Dark.title(Lang::Fr), "Sombre");
        assert_eq!(Appearance::Light.is_dark(), Some(false));
        assert_eq!(Appearance::System.is_dark(), None);
    }

    #[test]
    fn settings_list_automatic_then_every_theme() {
        let choices = board_theme_choices(Lang::En);
        let ids: Vec<&str> = choices.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["auto", "wood", "dark", "contrast"]);
        assert_eq!(choices[0].title, "Automatic");
    }
}
