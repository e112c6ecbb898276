//! Chiangmai Checkers: flat chips like gaming counters, white and black,
//! each with six inlays of the other colour around the rim and a ring.

use crate::art::{path::circle, path::polygon, shadow, ArtShape};

/// The path texts of this module (it has none: its shapes are built).
pub const PATHS: &[&str] = &[];

/// The art of `letter`: `W` a white chip, `B` a black one.
pub fn art(letter: char) -> Option<Vec<ArtShape>> {
    let (body, edge, inlay, ring) = match letter {
        'W' => ("#f4f1ea", "#3a3630", "#b23a2e", "#8c8577"),
        'B' => ("#2b2b2b", "#050505", "#e6b43c", "#8a8a8a"),
        _ => return None,
    };
    let mut shapes = vec![
        shadow(),
        ArtShape::filled(circle(0.5, 0.5, 0.46), body).outlined(edge, 0.04),
    ];
    // Six rectangular inlays on the rim, as on a casino chip.
    for k in 0..6 {
        let angle = std::f32::consts::PI / 3.0 * k as f32;
        let (s, c) = angle.sin_cos();
        let at =
            |along: f32, across: f32| (0.5 + c * along - s * across, 0.5 + s * along + c * across);
        shapes.push(ArtShape::filled(
            polygon(&[
                at(0.30, -0.07),
                at(0.43, -0.07),
                at(0.43, 0.07),
                at(0.30, 0.07),
            ]),
            inlay,
        ));
    }
    shapes.push(ArtShape::stroked(circle(0.5, 0.5, 0.27), ring, 0.035));
    shapes.push(ArtShape::filled(circle(0.5, 0.5, 0.12), inlay).outlined(edge, 0.02));
    Some(shapes)
}
