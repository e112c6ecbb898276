//! The catalogue as the apps show it: a game with its sides, pieces and
//! options, every text in the language asked for. The mobile API exports
//! these records as they are (the `uniffi` feature), so no front end copies
//! their fields.

use crate::geometry::Geometry;
use crate::i18n::Lang;
use crate::{GameInfo, OptionDescriptor, OptionKind, Options, PieceInfo, Side};

/// A side as players know it.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SideDescription {
    /// Which side.
    pub side: Side,
    /// Its name, plural: `Goats`.
    pub name: String,
    /// Its lower-case key: `goats`.
    pub key: String,
    /// Its letter in position strings: `g`.
    pub letter: String,
    /// The traditional colour of its pieces, `#rrggbb` (themes may adjust it).
    pub colour: String,
}

/// A kind of piece.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PieceDescription {
    /// Its letter in position strings: `T`, `g`, `O`.
    pub letter: String,
    /// Its name: `tiger`, `man`, `king`, `bobail`.
    pub name: String,
    /// Its owner; `None` for the neutral bobail.
    pub owner: Option<Side>,
    /// Drawn as promoted (a draughts king).
    pub crowned: bool,
}

/// The type of a variant option.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum OptionType {
    /// `true` or `false`.
    Bool,
    /// A whole number from `min` to `max`.
    Int,
    /// One of `values`.
    Choice,
}

/// One variant option, enough to build a settings control.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct OptionDescription {
    /// The key to pass back in [`crate::OptionSetting`].
    pub key: String,
    /// A short label.
    pub label: String,
    /// One sentence of help.
    pub help: String,
    /// Its type.
    pub option_type: OptionType,
    /// The default, written as text (`true`, `3`, `pass`).
    pub default_value: String,
    /// The smallest value of an `Int` option.
    pub min: Option<i64>,
    /// The largest value of an `Int` option.
    pub max: Option<i64>,
    /// Every allowed value, as text, in display order (`true`/`false` for a
    /// `Bool`, every number for a small `Int` range, the words of a `Choice`).
    pub values: Vec<String>,
    /// How players read each of `values`, in the current language (`On`,
    /// `7×7`, `Pass`); the app shows these and passes back `values`.
    #[cfg_attr(feature = "uniffi", uniffi(default = []))]
    pub value_labels: Vec<String>,
}

/// A game as the home screen and the new-game screen show it.
#[derive(Clone, PartialEq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameDescription {
    /// The stable id: `bagh-chal`.
    pub id: String,
    /// The display name: `Bagh Chal`.
    pub name: String,
    /// Where it comes from: `Nepal`.
    pub origin: String,
    /// One line about the game.
    pub summary: String,
    /// The two sides, first mover first.
    pub sides: Vec<SideDescription>,
    /// Every kind of piece.
    pub pieces: Vec<PieceDescription>,
    /// The variant options.
    pub options: Vec<OptionDescription>,
    /// The board of the default variant (a match's `geometry()` for others).
    pub geometry: Geometry,
}

/// At most this many values are listed for an `Int` option.
const MAX_LISTED_INTS: i64 = 64;

fn option_description(info: &GameInfo, d: &OptionDescriptor, lang: Lang) -> OptionDescription {
    let (option_type, min, max, values) = match d.kind {
        OptionKind::Bool { .. } => (
            OptionType::Bool,
            None,
            None,
            vec!["true".to_string(), "false".to_string()],
        ),
        OptionKind::Int { min, max, .. } => {
            let values = if max.saturating_sub(min) < MAX_LISTED_INTS {
                (min..=max).map(|n| n.to_string()).collect()
            } else {
                Vec::new()
            };
            (OptionType::Int, Some(min), Some(max), values)
        }
        OptionKind::Choice { values, .. } => (
            OptionType::Choice,
            None,
            None,
            values.iter().map(|v| v.to_string()).collect(),
        ),
    };
    let value_labels = values
        .iter()
        .map(|text| match d.parse_value(text) {
            Ok(value) => info.option_value_text(d.key, &value, lang),
            Err(_) => text.clone(),
        })
        .collect();
    OptionDescription {
        key: d.key.to_string(),
        label: info.option_label(d.key, lang),
        help: info.option_help(d.key, lang),
        option_type,
        default_value: d.default_value().to_string(),
        min,
        max,
        values,
        value_labels,
    }
}

impl GameDescription {
    /// The game `info` with its texts in `lang`.
    pub fn of(info: &GameInfo, lang: Lang) -> GameDescription {
        GameDescription {
            id: info.id.to_string(),
            name: info.name_in(lang),
            origin: info.origin_in(lang),
            summary: info.summary_in(lang),
            sides: info
                .sides
                .iter()
                .map(|s| SideDescription {
                    side: s.side,
                    name: info.side_name(s.side, lang),
                    key: s.key.to_string(),
                    letter: s.letter.to_string(),
                    colour: s.colour.to_string(),
                })
                .collect(),
            pieces: info.pieces.iter().map(PieceDescription::of).collect(),
            options: info
                .options
                .iter()
                .map(|d| option_description(info, d, lang))
                .collect(),
            geometry: (info.geometry)(&Options::new()),
        }
    }
}

impl PieceDescription {
    /// The piece `info` describes.
    pub fn of(info: &PieceInfo) -> PieceDescription {
        PieceDescription {
            letter: info.letter.to_string(),
            name: info.name.to_string(),
            owner: info.owner,
            crowned: info.crowned,
        }
    }
}
