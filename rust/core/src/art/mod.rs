//! Piece art: every piece of every game drawn once, as vector data in the
//! piece's unit square (`0..1` each way, `y` down; the piece's round body
//! fills the circle of radius 0.5 around the centre). The SVG renderer, the
//! Android Canvas and the SwiftUI Canvas each replay the same shapes with
//! one small interpreter, so every picture of a piece is this one.
//!
//! Each game draws its own pieces in its folder (`games/<game>/art.rs`)
//! with the shapes and paths defined here; a game's
//! [`GameEntry`](crate::GameEntry) hands them out
//! ([`GameEntry::piece_art`](crate::GameEntry::piece_art)).

pub mod path;

use serde::Serialize;

/// One step of a path, in the unit square.
#[derive(Clone, Copy, PartialEq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum PathOp {
    /// Start a new sub-path at (`x`, `y`).
    Move {
        /// From the left.
        x: f32,
        /// From the top.
        y: f32,
    },
    /// A straight line to (`x`, `y`).
    Line {
        /// From the left.
        x: f32,
        /// From the top.
        y: f32,
    },
    /// A quadratic Bézier through control point (`cx`, `cy`) to (`x`, `y`).
    Quad {
        /// Control point, from the left.
        cx: f32,
        /// Control point, from the top.
        cy: f32,
        /// End, from the left.
        x: f32,
        /// End, from the top.
        y: f32,
    },
    /// A cubic Bézier through two control points to (`x`, `y`).
    Cubic {
        /// First control point, from the left.
        c1x: f32,
        /// First control point, from the top.
        c1y: f32,
        /// Second control point, from the left.
        c2x: f32,
        /// Second control point, from the top.
        c2y: f32,
        /// End, from the left.
        x: f32,
        /// End, from the top.
        y: f32,
    },
    /// Close the sub-path with a line back to its start.
    Close,
}

/// One filled and/or stroked path. Strokes have round caps and joins; the
/// stroke width is in the unit of the square.
#[derive(Clone, PartialEq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ArtShape {
    /// The outline.
    pub path: Vec<PathOp>,
    /// Fill colour `#rrggbb`, if filled.
    pub fill: Option<String>,
    /// Stroke colour `#rrggbb`, if stroked.
    pub stroke: Option<String>,
    /// Stroke width, in the unit square.
    pub stroke_width: f32,
    /// Opacity of the whole shape, `0..=1`.
    pub opacity: f32,
    /// Fill with the even-odd rule (rings, holes) instead of non-zero.
    pub even_odd: bool,
}

impl ArtShape {
    /// A path filled with `colour`.
    pub fn filled(path: Vec<PathOp>, colour: &'static str) -> ArtShape {
        ArtShape {
            path,
            fill: Some(colour.to_string()),
            stroke: None,
            stroke_width: 0.0,
            opacity: 1.0,
            even_odd: false,
        }
    }

    /// A path stroked with `colour`, `width` wide, not filled.
    pub fn stroked(path: Vec<PathOp>, colour: &'static str, width: f32) -> ArtShape {
        ArtShape {
            path,
            fill: None,
            stroke: Some(colour.to_string()),
            stroke_width: width,
            opacity: 1.0,
            even_odd: false,
        }
    }

    /// The same shape, also outlined with `colour`, `width` wide.
    pub fn outlined(mut self, colour: &'static str, width: f32) -> ArtShape {
        self.stroke = Some(colour.to_string());
        self.stroke_width = width;
        self
    }

    /// The same shape at `opacity`.
    pub fn faded(mut self, opacity: f32) -> ArtShape {
        self.opacity = opacity;
        self
    }

    /// The same shape, filled by the even-odd rule.
    pub fn even_odd(mut self) -> ArtShape {
        self.even_odd = true;
        self
    }
}

/// A parsed path; the art's path texts are fixed and tested, so a bad one
/// is a bug caught by `every_path_of_every_piece_parses`.
pub(crate) fn p(text: &str) -> Vec<PathOp> {
    path::parse(text).unwrap_or_default()
}

/// The drawing of one kind of piece.
#[derive(Clone, PartialEq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PieceArt {
    /// The piece's letter in position strings (one character), as in
    /// `PieceDescription.letter`.
    pub letter: String,
    /// Shapes, painted in order.
    pub shapes: Vec<ArtShape>,
}

/// The soft shadow under every piece, a little below and to the right.
pub(crate) fn shadow() -> ArtShape {
    ArtShape::filled(path::circle(0.53, 0.55, 0.46), "#000000").faded(0.25)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn points(op: &PathOp) -> Vec<(f32, f32)> {
        match *op {
            PathOp::Move { x, y } | PathOp::Line { x, y } => vec![(x, y)],
            PathOp::Quad { cx, cy, x, y } => vec![(cx, cy), (x, y)],
            PathOp::Cubic {
                c1x,
                c1y,
                c2x,
                c2y,
                x,
                y,
            } => vec![(c1x, c1y), (c2x, c2y), (x, y)],
            PathOp::Close => vec![],
        }
    }

    #[test]
    fn every_piece_of_every_game_has_art_inside_its_square() {
        for info in crate::catalogue() {
            let art = crate::find_game(info.id).unwrap().art();
            assert_eq!(art.len(), info.pieces.len(), "{}", info.id);
            for (piece, drawing) in info.pieces.iter().zip(&art) {
                assert_eq!(piece.letter.to_string(), drawing.letter);
                assert!(
                    drawing.shapes.len() >= 3,
                    "{} {}: too plain",
                    info.id,
                    piece.letter
                );
                for shape in &drawing.shapes {
                    assert!(!shape.path.is_empty(), "{} {}", info.id, piece.letter);
                    assert!(shape.fill.is_some() || shape.stroke.is_some());
                    for (x, y) in shape.path.iter().flat_map(points) {
                        assert!(
                            (-0.02..=1.02).contains(&x) && (-0.02..=1.02).contains(&y),
                            "{} {}: ({x}, {y}) outside the square",
                            info.id,
                            piece.letter
                        );
                    }
                    for colour in shape.fill.iter().chain(shape.stroke.iter()) {
                        assert!(crate::colour::Rgb::parse(colour).is_some(), "{colour}");
                    }
                }
            }
        }
    }

    #[test]
    fn every_path_of_every_piece_parses() {
        // `p` maps a bad text to an empty path, which the test above refuses;
        // this checks the texts themselves, so the error names the path.
        for text in crate::games::GAMES.iter().flat_map(|g| g.art_paths) {
            assert!(path::parse(text).is_ok(), "{text}");
        }
    }

    #[test]
    fn the_two_sides_and_the_kinds_of_a_game_are_drawn_differently() {
        for info in crate::catalogue() {
            let art = crate::find_game(info.id).unwrap().art();
            for (i, a) in art.iter().enumerate() {
                for b in &art[i + 1..] {
                    assert_ne!(
                        a.shapes, b.shapes,
                        "{}: {} and {}",
                        info.id, a.letter, b.letter
                    );
                }
            }
        }
    }

    #[test]
    fn unknown_letters_have_no_art() {
        for entry in crate::games::GAMES {
            assert!(entry.piece_art('x').is_none());
        }
    }
}
