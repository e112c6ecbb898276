//! Board themes: the colours of cells, lines, marks, labels and highlights.
//! The apps and the SVG renderer draw every board with one of these; the
//! player picks one in Settings. `auto` (the default) is the warm wood by
//! day and the dark theme when the system (or the app) is dark.

use serde::Serialize;

/// The colours of a board, each `#rrggbb`.
#[derive(Clone, PartialEq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BoardTheme {
    /// Stable id, stored in settings: `wood`, `dark`, `contrast`.
    pub id: String,
    /// Its name in Settings.
    pub name: String,
    /// Whether it is a dark theme (the app's chrome may follow).
    pub dark: bool,
    /// The board's frame and the ground of a line board.
    pub background: String,
    /// Light squares.
    pub cell_light: String,
    /// Dark squares.
    pub cell_dark: String,
    /// Squares of a board that is not chequered.
    pub cell_plain: String,
    /// Home rows and other marked zones.
    pub cell_home: String,
    /// Lines of a line board and the borders of cells.
    pub line: String,
    /// Width of a board line, as a share of the board's side.
    pub line_width: f32,
    /// Special marks (Seega's centre).
    pub mark: String,
    /// Coordinate labels, on `background`.
    pub label: String,
    /// The ring around the selected piece.
    pub selected: String,
    /// Dots on empty legal targets, rings on occupied ones.
    pub target: String,
    /// The tint behind the squares of the last move.
    pub last_move: String,
    /// The tint behind squares whose piece was just captured, and its cross.
    pub captured: String,
    /// The dashed ring of a hint.
    pub hint: String,
    /// The opacity the tints (last move, captured) are painted with.
    pub tint_opacity: f32,
}

/// The warm wood of a real board, by day.
pub fn wood() -> BoardTheme {
    BoardTheme {
        id: "wood".into(),
        name: "Wood".into(),
        dark: false,
        background: "#d9b57f".into(),
        cell_light: "#f0d9b5".into(),
        cell_dark: "#a87b52".into(),
        cell_plain: "#eccf9e".into(),
        cell_home: "#c8d8a0".into(),
        line: "#4a2f17".into(),
        line_width: 0.006,
        mark: "#6b4a2a".into(),
        label: "#3b2410".into(),
        selected: "#1456c8".into(),
        target: "#1d1f33".into(),
        last_move: "#ffe14d".into(),
        captured: "#c2185b".into(),
        hint: "#00b3c7".into(),
        tint_opacity: 0.7,
    }
}

/// Dark wood for dark mode and dim rooms.
pub fn dark() -> BoardTheme {
    BoardTheme {
        id: "dark".into(),
        name: "Dark".into(),
        dark: true,
        background: "#2a2420".into(),
        cell_light: "#5f554c".into(),
        cell_dark: "#443b34".into(),
        cell_plain: "#5a4f46".into(),
        cell_home: "#3f5246".into(),
        line: "#d8c7a8".into(),
        line_width: 0.006,
        mark: "#e3d3b3".into(),
        label: "#eadbc0".into(),
        selected: "#5cb3ff".into(),
        target: "#f2f2f2".into(),
        last_move: "#c9a227".into(),
        captured: "#ff4f8b".into(),
        hint: "#ff66d9".into(),
        tint_opacity: 0.65,
    }
}

/// Black and white with strong highlights and thick lines, for low vision
/// and bright sun.
pub fn contrast() -> BoardTheme {
    BoardTheme {
        id: "contrast".into(),
        name: "High contrast".into(),
        dark: false,
        background: "#ffffff".into(),
        cell_light: "#ffffff".into(),
        cell_dark: "#9a9a9a".into(),
        cell_plain: "#ffffff".into(),
        cell_home: "#c4e4ff".into(),
        line: "#000000".into(),
        line_width: 0.011,
        mark: "#000000".into(),
        label: "#000000".into(),
        selected: "#0038ff".into(),
        target: "#000000".into(),
        last_move: "#ffd000".into(),
        captured: "#ff2a00".into(),
        hint: "#d100d1".into(),
        tint_opacity: 0.85,
    }
}

/// Every theme, in the order Settings lists them.
pub fn themes() -> Vec<BoardTheme> {
    vec![wood(), dark(), contrast()]
}

/// The settings value that follows the system: wood by day, dark by night.
pub const AUTO: &str = "auto";

/// The theme for a stored choice (`auto` or a theme's id; anything else
/// reads as `auto`), given whether the system is dark.
pub fn theme_for(choice: &str, system_dark: bool) -> BoardTheme {
    match themes().into_iter().find(|theme| theme.id == choice) {
        Some(theme) => theme,
        None if system_dark => dark(),
        None => wood(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::colour::{contrast, Rgb};

    fn rgb(text: &str) -> Rgb {
        Rgb::parse(text).unwrap()
    }

    /// Every theme colour parses.
    #[test]
    fn every_colour_is_a_hex_colour() {
        for theme in themes() {
            for colour in colours(&theme) {
                assert!(Rgb::parse(colour.1).is_some(), "{} {}", theme.id, colour.0);
            }
        }
    }

    fn colours(t: &BoardTheme) -> Vec<(&'static str, &str)> {
        vec![
            ("background", &t.background),
            ("light", &t.cell_light),
            ("dark", &t.cell_dark),
            ("plain", &t.cell_plain),
            ("home", &t.cell_home),
            ("line", &t.line),
            ("mark", &t.mark),
            ("label", &t.label),
            ("selected", &t.selected),
            ("target", &t.target),
            ("last", &t.last_move),
            ("captured", &t.captured),
            ("hint", &t.hint),
        ]
    }

    #[test]
    fn auto_follows_the_system_and_unknown_choices_read_as_auto() {
        assert_eq!(theme_for(AUTO, false).id, "wood");
        assert_eq!(theme_for(AUTO, true).id, "dark");
        assert_eq!(theme_for("contrast", true).id, "contrast");
        assert_eq!(theme_for("wood", true).id, "wood");
        assert_eq!(theme_for("neon", true).id, "dark");
    }

    #[test]
    fn labels_and_lines_stand_out_from_their_ground() {
        for theme in themes() {
            let label = contrast(rgb(&theme.label), rgb(&theme.background));
            assert!(label >= 4.5, "{}: labels {label:.2}:1", theme.id);
            let line = contrast(rgb(&theme.line), rgb(&theme.background));
            assert!(line >= 3.0, "{}: lines {line:.2}:1", theme.id);
            let mark = contrast(rgb(&theme.mark), rgb(&theme.cell_plain));
            assert!(mark >= 3.0, "{}: marks {mark:.2}:1", theme.id);
        }
    }

    #[test]
    fn highlights_stay_distinct_from_each_other_and_the_board_in_every_vision() {
        for theme in themes() {
            for report in super::check(&theme) {
                assert!(report.passes(), "{}: {}", theme.id, report.line());
            }
        }
    }
}

/// One measured pair of a theme check.
#[derive(Clone, Debug)]
pub struct CheckLine {
    /// What is compared with what.
    pub pair: String,
    /// The highlight checked (`selected`, `target`, `hint`, `last move`,
    /// `captured`), for a report in another language.
    pub mark: &'static str,
    /// What it is checked against: a ground (`light`, `dark`, `plain`,
    /// `background`) or, when [`CheckLine::against_mark`], another highlight.
    pub against: &'static str,
    /// Whether [`CheckLine::against`] is another highlight.
    pub against_mark: bool,
    /// The smallest ΔE over the visions, and the vision it occurs in.
    pub min_delta_e: f64,
    /// The vision of the minimum.
    pub worst: &'static str,
    /// The ΔE in greyscale, for information: highlights also differ by
    /// shape (ring, dot, dashed ring, tint, cross), so it is not required.
    pub grey_delta_e: f64,
    /// The ΔE required.
    pub required: f64,
}

impl CheckLine {
    /// Whether the pair is distinct enough.
    pub fn passes(&self) -> bool {
        self.min_delta_e >= self.required
    }

    /// One line of a report: `selected / target: ΔE 41.2 (deutan) ≥ 20`.
    pub fn line(&self) -> String {
        format!(
            "{}: min ΔE {:.1} ({}) , need {:.0}",
            self.pair, self.min_delta_e, self.worst, self.required
        )
    }
}

/// The distinctness checks of `theme`: each highlight against each other
/// and against each ground it is drawn on, the smallest CIE76 ΔE over
/// typical vision, protanopia and deuteranopia. Tints are
/// compared as painted (blended over the ground).
pub fn check(theme: &BoardTheme) -> Vec<CheckLine> {
    use crate::colour::{delta_e, Rgb, Vision};
    let rgb = |t: &str| Rgb::parse(t).unwrap_or(Rgb { r: 0, g: 0, b: 0 });
    let grounds = [
        ("light", rgb(&theme.cell_light)),
        ("dark", rgb(&theme.cell_dark)),
        ("plain", rgb(&theme.cell_plain)),
        ("background", rgb(&theme.background)),
    ];
    let marks = [
        ("selected", rgb(&theme.selected), false),
        ("target", rgb(&theme.target), false),
        ("hint", rgb(&theme.hint), false),
        ("last move", rgb(&theme.last_move), true),
        ("captured", rgb(&theme.captured), true),
    ];
    let opacity = f64::from(theme.tint_opacity);
    let min_over = |a: Rgb, b: Rgb| {
        [Vision::Typical, Vision::Protanopia, Vision::Deuteranopia]
            .iter()
            .map(|&v| (delta_e(a, b, v), v.name()))
            .fold((f64::INFINITY, ""), |m, x| if x.0 < m.0 { x } else { m })
    };
    let mut lines = Vec::new();
    for (name, colour, tint) in marks {
        for (ground, base) in grounds {
            let shown = if tint {
                colour.over(base, opacity)
            } else {
                colour
            };
            let (d, worst) = min_over(shown, base);
            lines.push(CheckLine {
                pair: format!("{name} on {ground}"),
                mark: name,
                against: ground,
                against_mark: false,
                min_delta_e: d,
                worst,
                grey_delta_e: delta_e(shown, base, Vision::Greyscale),
                required: if tint { 12.0 } else { 20.0 },
            });
        }
    }
    // Highlights against each other, on the plain ground (tints as painted).
    let base = rgb(&theme.cell_plain);
    for (i, a) in marks.iter().enumerate() {
        for b in &marks[i + 1..] {
            let shown = |m: &(&str, Rgb, bool)| if m.2 { m.1.over(base, opacity) } else { m.1 };
            let (d, worst) = min_over(shown(a), shown(b));
            lines.push(CheckLine {
                pair: format!("{} / {}", a.0, b.0),
                mark: a.0,
                against: b.0,
                against_mark: true,
                min_delta_e: d,
                worst,
                grey_delta_e: delta_e(shown(a), shown(b), Vision::Greyscale),
                required: 10.0,
            });
        }
    }
    lines
}
