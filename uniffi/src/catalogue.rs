//! The catalogue: every game with its metadata, sides, pieces, options,
//! rules and board geometry, as plain records.

use boardlore_core::geometry::{Geometry, Point};
use boardlore_core::i18n::Lang;
use boardlore_core::{GameInfo, OptionKind, Options, Side, Square};

/// A side as players know it.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
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
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
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
#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum OptionType {
    /// `true` or `false`.
    Bool,
    /// A whole number from `min` to `max`.
    Int,
    /// One of `values`.
    Choice,
}

/// One variant option, enough to build a settings control.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct OptionDescription {
    /// The key to pass back in [`boardlore_core::OptionSetting`].
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
    #[uniffi(default = [])]
    pub value_labels: Vec<String>,
}

/// A game as the home screen and the new-game screen show it.
#[derive(Clone, PartialEq, Debug, uniffi::Record)]
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

fn option_description(
    info: &GameInfo,
    d: &boardlore_core::OptionDescriptor,
    lang: Lang,
) -> OptionDescription {
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

/// `info` with its texts in the current language.
pub(crate) fn describe_game(info: &GameInfo) -> GameDescription {
    describe_game_in(info, crate::language::current())
}

/// `info` with its texts in `lang`.
pub(crate) fn describe_game_in(info: &GameInfo, lang: Lang) -> GameDescription {
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
        pieces: info
            .pieces
            .iter()
            .map(|p| PieceDescription {
                letter: p.letter.to_string(),
                name: p.name.to_string(),
                owner: p.owner,
                crowned: p.crowned,
            })
            .collect(),
        options: info
            .options
            .iter()
            .map(|d| option_description(info, d, lang))
            .collect(),
        geometry: (info.geometry)(&Options::new()),
    }
}

/// The core's touch radius for `geometry`: half the spacing of neighbouring
/// squares, in the unit square's units. Every app hit-tests with it.
#[uniffi::export]
pub fn board_touch_radius(geometry: &Geometry) -> f32 {
    geometry.spacing() / 2.0
}

/// Hit-testing: the square of `geometry` whose centre is nearest to the
/// point (`x`, `y`) of the unit square, if it is within `radius` (`None`:
/// [`board_touch_radius`]), for a view that has only the geometry.
#[uniffi::export]
pub fn board_square_at(geometry: &Geometry, x: f32, y: f32, radius: Option<f32>) -> Option<Square> {
    let radius = radius.unwrap_or_else(|| board_touch_radius(geometry));
    geometry.square_within(Point { x, y }, radius)
}
