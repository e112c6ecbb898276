//! Buff and Green: draughtsmen, turned wood with two grooves, in the sides'
//! green and buff; a king is two men stacked, wearing a gold crown.

use crate::art::{p, path::circle, shadow, ArtShape};

const GREEN: &str = "#2f7d4a";
const GREEN_GROOVE: &str = "#1b4d2c";
/// A pale rim keeps the green men clear of dark and mid-grey squares.
const GREEN_EDGE: &str = "#d7efd9";
const BUFF: &str = "#e8d3a2";
const BUFF_GROOVE: &str = "#a88c58";
const BUFF_EDGE: &str = "#4a3a1c";
const GOLD: &str = "#f2c230";
const GOLD_EDGE: &str = "#5a3d00";

const CROWN: &str = "M0.27 0.64 L0.25 0.36 L0.38 0.49 L0.5 0.30 L0.62 0.49 L0.75 0.36 L0.73 0.64 Z";

/// The path texts above, for the parse test.
pub const PATHS: &[&str] = &[CROWN];

/// The art of `letter`: `g`/`G` Green's man and king, `b`/`B` Buff's.
pub fn art(letter: char) -> Option<Vec<ArtShape>> {
    let colours = match letter.to_ascii_lowercase() {
        'g' => (GREEN, GREEN_GROOVE, GREEN_EDGE),
        'b' => (BUFF, BUFF_GROOVE, BUFF_EDGE),
        _ => return None,
    };
    Some(if letter.is_ascii_uppercase() {
        king(colours)
    } else {
        let mut shapes = vec![shadow()];
        shapes.extend(man(colours, 0.0));
        shapes
    })
}

/// A man, `lift` above its place (a king's top man).
fn man(
    (body, groove, edge): (&'static str, &'static str, &'static str),
    lift: f32,
) -> Vec<ArtShape> {
    let y = 0.5 - lift;
    vec![
        ArtShape::filled(circle(0.5, y, 0.45), body).outlined(edge, 0.05),
        ArtShape::stroked(circle(0.5, y, 0.33), groove, 0.035),
        ArtShape::stroked(circle(0.5, y, 0.2), groove, 0.03),
    ]
}

fn king(colours: (&'static str, &'static str, &'static str)) -> Vec<ArtShape> {
    let (body, _, edge) = colours;
    let mut shapes = vec![
        shadow(),
        // The lower man shows as a rim below the upper one.
        ArtShape::filled(circle(0.5, 0.55, 0.45), body).outlined(edge, 0.04),
    ];
    shapes.extend(man(colours, 0.05));
    shapes.push(ArtShape::filled(p(CROWN), GOLD).outlined(GOLD_EDGE, 0.035));
    for (x, y) in [(0.25, 0.36), (0.5, 0.30), (0.75, 0.36)] {
        shapes.push(ArtShape::filled(circle(x, y, 0.045), GOLD).outlined(GOLD_EDGE, 0.025));
    }
    shapes
}
