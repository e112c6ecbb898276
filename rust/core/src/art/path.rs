//! The path language of piece art: absolute `M`, `L`, `Q`, `C` and `Z`
//! commands, as in SVG, in the unit square. Art is written in this short
//! form and parsed once into [`PathOp`]s, which every renderer replays.

use super::PathOp;

/// Why a path text could not be read (a bug in the art, caught by tests).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PathError(pub String);

/// Parses `M0.1 0.2 L0.3 0.4 Q… C… Z` into operations.
pub fn parse(text: &str) -> Result<Vec<PathOp>, PathError> {
    let mut ops = Vec::new();
    let mut tokens = Tokens::new(text);
    while let Some(command) = tokens.command()? {
        let op = match command {
            'M' => PathOp::Move {
                x: tokens.number()?,
                y: tokens.number()?,
            },
            'L' => PathOp::Line {
                x: tokens.number()?,
                y: tokens.number()?,
            },
            'Q' => PathOp::Quad {
                cx: tokens.number()?,
                cy: tokens.number()?,
                x: tokens.number()?,
                y: tokens.number()?,
            },
            'C' => PathOp::Cubic {
                c1x: tokens.number()?,
                c1y: tokens.number()?,
                c2x: tokens.number()?,
                c2y: tokens.number()?,
                x: tokens.number()?,
                y: tokens.number()?,
            },
            'Z' => PathOp::Close,
            other => return Err(PathError(format!("unknown path command {other:?}"))),
        };
        ops.push(op);
    }
    match ops.first() {
        None => Err(PathError("empty path".into())),
        Some(PathOp::Move { .. }) => Ok(ops),
        Some(_) => Err(PathError("a path must start with M".into())),
    }
}

struct Tokens<'a> {
    rest: &'a str,
}

impl<'a> Tokens<'a> {
    fn new(text: &'a str) -> Self {
        Tokens { rest: text }
    }

    fn skip_space(&mut self) {
        self.rest = self
            .rest
            .trim_start_matches(|c: char| c.is_whitespace() || c == ',');
    }

    fn command(&mut self) -> Result<Option<char>, PathError> {
        self.skip_space();
        let Some(c) = self.rest.chars().next() else {
            return Ok(None);
        };
        if !c.is_ascii_alphabetic() {
            return Err(PathError(format!("expected a command at {:?}", self.rest)));
        }
        self.rest = &self.rest[1..];
        Ok(Some(c))
    }

    fn number(&mut self) -> Result<f32, PathError> {
        self.skip_space();
        let end = self
            .rest
            .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-'))
            .unwrap_or(self.rest.len());
        let (number, rest) = self.rest.split_at(end);
        let value: f32 = number
            .parse()
            .map_err(|_| PathError(format!("expected a number at {:?}", self.rest)))?;
        self.rest = rest;
        Ok(value)
    }
}

/// A circle as four cubic Béziers (the usual 0.5523 approximation), so
/// renderers need no arc primitive.
pub fn circle(cx: f32, cy: f32, r: f32) -> Vec<PathOp> {
    ellipse(cx, cy, r, r)
}

/// An axis-aligned ellipse as four cubic Béziers.
pub fn ellipse(cx: f32, cy: f32, rx: f32, ry: f32) -> Vec<PathOp> {
    const K: f32 = 0.552_284_8;
    let (kx, ky) = (rx * K, ry * K);
    vec![
        PathOp::Move { x: cx + rx, y: cy },
        PathOp::Cubic {
            c1x: cx + rx,
            c1y: cy + ky,
            c2x: cx + kx,
            c2y: cy + ry,
            x: cx,
            y: cy + ry,
        },
        PathOp::Cubic {
            c1x: cx - kx,
            c1y: cy + ry,
            c2x: cx - rx,
            c2y: cy + ky,
            x: cx - rx,
            y: cy,
        },
        PathOp::Cubic {
            c1x: cx - rx,
            c1y: cy - ky,
            c2x: cx - kx,
            c2y: cy - ry,
            x: cx,
            y: cy - ry,
        },
        PathOp::Cubic {
            c1x: cx + kx,
            c1y: cy - ry,
            c2x: cx + rx,
            c2y: cy - ky,
            x: cx + rx,
            y: cy,
        },
        PathOp::Close,
    ]
}

/// A closed polygon through `points`.
pub fn polygon(points: &[(f32, f32)]) -> Vec<PathOp> {
    let mut ops: Vec<PathOp> = points
        .iter()
        .enumerate()
        .map(|(i, &(x, y))| {
            if i == 0 {
                PathOp::Move { x, y }
            } else {
                PathOp::Line { x, y }
            }
        })
        .collect();
    ops.push(PathOp::Close);
    ops
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_command() {
        let ops = parse("M0 0 L1 0.5 Q0.5 0.5 0 1 C0.1,0.2 0.3,0.4 -0.5 0.6 Z").unwrap();
        assert_eq!(ops.len(), 5);
        assert_eq!(ops[1], PathOp::Line { x: 1.0, y: 0.5 });
        assert!(matches!(ops[3], PathOp::Cubic { x, .. } if x == -0.5));
        assert_eq!(ops[4], PathOp::Close);
    }

    #[test]
    fn refuses_bad_paths() {
        assert!(parse("").is_err());
        assert!(parse("L0 0").is_err());
        assert!(parse("M0").is_err());
        assert!(parse("M0 0 A1 1").is_err());
    }

    #[test]
    fn a_circle_passes_through_its_four_extremes() {
        let ops = circle(0.5, 0.5, 0.25);
        assert_eq!(ops[0], PathOp::Move { x: 0.75, y: 0.5 });
        assert!(matches!(ops[1], PathOp::Cubic { x, y, .. } if x == 0.5 && y == 0.75));
        assert!(matches!(ops[2], PathOp::Cubic { x, y, .. } if x == 0.25 && y == 0.5));
    }
}
