//! Bagh Chal: a tiger's head (orange, striped, its ears standing out of the
//! round) and a goat's head (white on a pale green disc, with curved horns).

use crate::art::{p, path::circle, path::ellipse, shadow, ArtShape};

const INK: &str = "#2b1a0a";
const TIGER: &str = "#e8891c";
const CREAM: &str = "#fbf3e4";
const EYE: &str = "#f4d03f";

const GOAT_DISC: &str = "#dfe9d2";
const GOAT_FACE: &str = "#ffffff";
const GOAT_INK: &str = "#3a3328";
const HORN: &str = "#8a6d4a";

const TIGER_RUFF: &str =
    "M0.16 0.60 Q0.5 1.02 0.84 0.60 Q0.70 0.74 0.5 0.70 Q0.30 0.74 0.16 0.60 Z";
const TIGER_STRIPES: &str = "M0.5 0.16 L0.5 0.30 M0.39 0.18 Q0.43 0.24 0.42 0.31 M0.61 0.18 Q0.57 0.24 0.58 0.31 M0.10 0.50 L0.23 0.50 M0.12 0.62 L0.24 0.58 M0.90 0.50 L0.77 0.50 M0.88 0.62 L0.76 0.58";
const TIGER_NOSE: &str = "M0.43 0.60 L0.57 0.60 L0.5 0.68 Z";
const TIGER_MOUTH: &str = "M0.5 0.68 L0.5 0.73 M0.42 0.76 Q0.47 0.77 0.5 0.73 Q0.53 0.77 0.58 0.76";
const GOAT_HORNS: &str = "M0.42 0.30 Q0.36 0.14 0.22 0.16 M0.58 0.30 Q0.64 0.14 0.78 0.16";
const GOAT_EARS: &str = "M0.38 0.36 Q0.22 0.34 0.14 0.44 Q0.26 0.48 0.38 0.44 Z M0.62 0.36 Q0.78 0.34 0.86 0.44 Q0.74 0.48 0.62 0.44 Z";
const GOAT_FACE_PATH: &str = "M0.36 0.32 Q0.5 0.22 0.64 0.32 L0.60 0.66 Q0.5 0.80 0.40 0.66 Z";
const GOAT_BEARD: &str = "M0.45 0.74 L0.5 0.90 L0.55 0.74 Z";

/// The path texts above, for the parse test.
pub const PATHS: &[&str] = &[
    TIGER_RUFF,
    TIGER_STRIPES,
    TIGER_NOSE,
    TIGER_MOUTH,
    GOAT_HORNS,
    GOAT_EARS,
    GOAT_FACE_PATH,
    GOAT_BEARD,
];

/// The art of `letter`: `T` a tiger, `G` a goat.
pub fn art(letter: char) -> Option<Vec<ArtShape>> {
    match letter {
        'T' => Some(tiger()),
        'G' => Some(goat()),
        _ => None,
    }
}

fn tiger() -> Vec<ArtShape> {
    vec![
        shadow(),
        // Ears first, so the head overlaps them.
        ArtShape::filled(circle(0.22, 0.22, 0.13), TIGER).outlined(INK, 0.035),
        ArtShape::filled(circle(0.78, 0.22, 0.13), TIGER).outlined(INK, 0.035),
        ArtShape::filled(circle(0.22, 0.22, 0.06), INK),
        ArtShape::filled(circle(0.78, 0.22, 0.06), INK),
        ArtShape::filled(circle(0.5, 0.54, 0.43), TIGER).outlined(INK, 0.04),
        ArtShape::filled(p(TIGER_RUFF), CREAM),
        ArtShape::stroked(p(TIGER_STRIPES), INK, 0.045),
        ArtShape::filled(ellipse(0.36, 0.46, 0.07, 0.05), EYE).outlined(INK, 0.025),
        ArtShape::filled(ellipse(0.64, 0.46, 0.07, 0.05), EYE).outlined(INK, 0.025),
        ArtShape::filled(circle(0.36, 0.46, 0.022), INK),
        ArtShape::filled(circle(0.64, 0.46, 0.022), INK),
        ArtShape::filled(p(TIGER_NOSE), INK),
        ArtShape::stroked(p(TIGER_MOUTH), INK, 0.025),
    ]
}

fn goat() -> Vec<ArtShape> {
    vec![
        shadow(),
        ArtShape::filled(circle(0.5, 0.5, 0.46), GOAT_DISC).outlined(GOAT_INK, 0.04),
        ArtShape::stroked(p(GOAT_HORNS), HORN, 0.07),
        ArtShape::filled(p(GOAT_EARS), GOAT_FACE).outlined(GOAT_INK, 0.025),
        ArtShape::filled(p(GOAT_FACE_PATH), GOAT_FACE).outlined(GOAT_INK, 0.03),
        ArtShape::filled(p(GOAT_BEARD), GOAT_FACE).outlined(GOAT_INK, 0.025),
        ArtShape::filled(circle(0.44, 0.45, 0.03), GOAT_INK),
        ArtShape::filled(circle(0.56, 0.45, 0.03), GOAT_INK),
        ArtShape::filled(ellipse(0.5, 0.66, 0.05, 0.03), "#c9a7a0").outlined(GOAT_INK, 0.015),
    ]
}
