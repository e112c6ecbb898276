//! Bobail: the players' pieces are round, white and black, with a bevel;
//! the bobail is a gold eight-pointed star with a red heart, a shape no
//! player's piece has.

use crate::art::{path::circle, path::polygon, shadow, ArtShape};

/// The path texts of this module (it has none: its shapes are built).
pub const PATHS: &[&str] = &[];

/// The art of `letter`: `W` white, `B` black, `O` the bobail.
pub fn art(letter: char) -> Option<Vec<ArtShape>> {
    match letter {
        'W' => Some(piece("#f4f1ea", "#3a3630", "#c9c2b2", "#ffffff")),
        // A pale rim keeps the black piece clear of dark grounds.
        'B' => Some(piece("#2b2b2b", "#b0b0b0", "#6a6a6a", "#8a8a8a")),
        'O' => Some(bobail()),
        _ => None,
    }
}

fn piece(
    body: &'static str,
    edge: &'static str,
    bevel: &'static str,
    shine: &'static str,
) -> Vec<ArtShape> {
    vec![
        shadow(),
        ArtShape::filled(circle(0.5, 0.5, 0.45), body).outlined(edge, 0.05),
        ArtShape::stroked(circle(0.5, 0.5, 0.3), bevel, 0.06),
        ArtShape::filled(circle(0.4, 0.38, 0.08), shine).faded(0.6),
    ]
}

fn star(points: usize, outer: f32, inner: f32) -> Vec<(f32, f32)> {
    (0..points * 2)
        .map(|i| {
            let r = if i % 2 == 0 { outer } else { inner };
            let angle =
                std::f32::consts::PI * i as f32 / points as f32 - std::f32::consts::FRAC_PI_2;
            (0.5 + r * angle.cos(), 0.5 + r * angle.sin())
        })
        .collect()
}

fn bobail() -> Vec<ArtShape> {
    let mut shade = star(8, 0.47, 0.29);
    for point in &mut shade {
        point.0 += 0.03;
        point.1 += 0.04;
    }
    vec![
        ArtShape::filled(polygon(&shade), "#000000").faded(0.25),
        ArtShape::filled(polygon(&star(8, 0.49, 0.3)), "#e0a800").outlined("#4a3000", 0.04),
        ArtShape::filled(circle(0.5, 0.5, 0.17), "#c0392b").outlined("#4a3000", 0.03),
        ArtShape::filled(circle(0.46, 0.46, 0.05), "#ffffff").faded(0.7),
    ]
}
