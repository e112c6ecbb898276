//! Seega: stones picked from the ground, a pale limestone and a dark
//! basalt, each an irregular pebble with a sheen and a few specks.

use crate::art::{p, path::ellipse, ArtShape};

const PEBBLE: &str = "M0.5 0.08 C0.78 0.07 0.94 0.28 0.92 0.52 C0.90 0.78 0.70 0.93 0.47 0.92 C0.22 0.91 0.07 0.72 0.08 0.48 C0.09 0.25 0.26 0.09 0.5 0.08 Z";
const PEBBLE_SHADOW: &str = "M0.53 0.11 C0.81 0.10 0.97 0.31 0.95 0.55 C0.93 0.81 0.73 0.96 0.50 0.95 C0.25 0.94 0.10 0.75 0.11 0.51 C0.12 0.28 0.29 0.12 0.53 0.11 Z";
const SPECKS: &str = "M0.62 0.64 L0.64 0.65 M0.40 0.70 L0.42 0.71 M0.70 0.42 L0.71 0.44 M0.30 0.52 L0.31 0.54 M0.55 0.78 L0.57 0.78";

/// The path texts above, for the parse test.
pub const PATHS: &[&str] = &[PEBBLE, PEBBLE_SHADOW, SPECKS];

/// The art of `letter`: `S` the attackers' pale stone, `s` the defenders'
/// dark one.
pub fn art(letter: char) -> Option<Vec<ArtShape>> {
    let (body, edge, sheen, speck, band) = match letter {
        'S' => ("#ece5d3", "#3b352b", "#ffffff", "#8a7f6a", "#bdb198"),
        // A pale rim keeps the dark stone clear of dark grounds.
        's' => ("#34302b", "#a39c90", "#8a8378", "#5e574d", "#211e1a"),
        _ => return None,
    };
    Some(vec![
        ArtShape::filled(p(PEBBLE_SHADOW), "#000000").faded(0.25),
        ArtShape::filled(p(PEBBLE), body).outlined(edge, 0.055),
        // A band of shade along the lower side gives the pebble volume.
        ArtShape::filled(ellipse(0.52, 0.66, 0.3, 0.18), band).faded(0.8),
        ArtShape::filled(ellipse(0.38, 0.3, 0.14, 0.08), sheen).faded(0.85),
        ArtShape::stroked(p(SPECKS), speck, 0.035),
    ])
}
