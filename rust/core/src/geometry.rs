//! Board geometry for drawing: where each point is, which lines join them,
//! the coloured cells, marks and coordinate labels. UIs draw every board
//! from this and never hard-code one.

use crate::Square;
use serde::Serialize;

/// A position in the unit square: `x` from the left, `y` from the top, both in `0.0..=1.0`.
#[derive(Clone, Copy, PartialEq, Debug, Serialize)]
#[cfg_attr(
    feature = "uniffi",
    derive(uniffi::Record),
    uniffi(name = "BoardPoint")
)]
pub struct Point {
    /// From the left edge.
    pub x: f32,
    /// From the top edge.
    pub y: f32,
}

/// Whether pieces stand on intersections of lines or inside cells.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum BoardStyle {
    /// Pieces sit on points joined by lines (Bagh Chal).
    Lines,
    /// Pieces sit in square cells (draughts, Seega, Bobail).
    Cells,
}

/// The colour role of a cell; themes map roles to colours.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum CellShade {
    /// A light square.
    Light,
    /// A dark square (the playing squares in draughts).
    Dark,
    /// A plain square of a board that is not chequered.
    Plain,
    /// A home row (Bobail) or other highlighted zone.
    Home,
}

/// A square cell to fill.
#[derive(Clone, Copy, PartialEq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "BoardCell"))]
pub struct Cell {
    /// The square it belongs to.
    pub square: Square,
    /// Top-left corner.
    pub origin: Point,
    /// Side length, in the same unit.
    pub size: f32,
    /// Its colour role.
    pub shade: CellShade,
}

/// A line segment to stroke between two points.
#[derive(Clone, Copy, PartialEq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "BoardLine"))]
pub struct Segment {
    /// One end.
    pub from: Point,
    /// The other end.
    pub to: Point,
}

/// What a mark means.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum MarkKind {
    /// Seega's centre square.
    Centre,
}

/// A special mark on a square.
#[derive(Clone, Copy, PartialEq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "BoardMark"))]
pub struct Mark {
    /// Where.
    pub square: Square,
    /// What.
    pub kind: MarkKind,
}

/// A coordinate label (`a`…`e`, `1`…`5`) and where to write it.
#[derive(Clone, PartialEq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BoardLabel {
    /// The text.
    pub text: String,
    /// Its centre.
    pub at: Point,
}

/// Everything needed to draw an empty board.
#[derive(Clone, PartialEq, Debug, Serialize)]
#[cfg_attr(
    feature = "uniffi",
    derive(uniffi::Record),
    uniffi(name = "BoardGeometry")
)]
pub struct Geometry {
    /// Files.
    pub width: u8,
    /// Ranks.
    pub height: u8,
    /// Pieces on points or in cells.
    pub style: BoardStyle,
    /// The centre of every square, indexed by [`Square::index`].
    pub points: Vec<Point>,
    /// The name of every square, by index: `a1`, `b1`, …
    #[serde(skip)]
    pub square_names: Vec<String>,
    /// Lines to stroke (empty for cell boards, which draw `cells`).
    pub lines: Vec<Segment>,
    /// Cells to fill (empty for line boards).
    pub cells: Vec<Cell>,
    /// Special marks.
    pub marks: Vec<Mark>,
    /// Coordinate labels, outside the playing area in the margin.
    pub labels: Vec<BoardLabel>,
    /// The radius of a piece, in the unit of `points`.
    pub piece_radius: f32,
}

/// The share of the unit square kept as a margin for labels, on each side.
pub const MARGIN: f32 = 0.06;

impl Geometry {
    /// A grid of `width`×`height` cells; `shade` picks each cell's colour.
    pub fn cells(width: u8, height: u8, shade: impl Fn(Square) -> CellShade) -> Geometry {
        let size = (1.0 - 2.0 * MARGIN) / f32::from(width.max(height));
        let mut geometry = Geometry::empty(
            width,
            height,
            BoardStyle::Cells,
            size,
            size / 2.0,
            size * 0.4,
        );
        for index in 0..width * height {
            let square = Square(index);
            let centre = geometry.points[square.index()];
            geometry.cells.push(Cell {
                square,
                origin: Point {
                    x: centre.x - size / 2.0,
                    y: centre.y - size / 2.0,
                },
                size,
                shade: shade(square),
            });
        }
        geometry
    }

    /// A grid of `width`×`height` points joined by orthogonal lines, plus the
    /// diagonal lines from every point for which `diagonals` is true.
    pub fn lines(width: u8, height: u8, diagonals: impl Fn(Square) -> bool) -> Geometry {
        // Inset the outer points so that corner pieces clear the labels in the margin.
        let inset = 0.08;
        let step = (1.0 - 2.0 * (MARGIN + inset)) / f32::from(width.max(height) - 1);
        let mut geometry =
            Geometry::empty(width, height, BoardStyle::Lines, step, inset, step * 0.32);
        let at = |file: u8, rank: u8| geometry.points[Square::new(file, rank, width).index()];
        let mut lines = Vec::new();
        for rank in 0..height {
            for file in 0..width {
                let here = at(file, rank);
                if file + 1 < width {
                    lines.push(Segment {
                        from: here,
                        to: at(file + 1, rank),
                    });
                }
                if rank + 1 < height {
                    lines.push(Segment {
                        from: here,
                        to: at(file, rank + 1),
                    });
                }
                if diagonals(Square::new(file, rank, width)) && rank + 1 < height {
                    if file + 1 < width {
                        lines.push(Segment {
                            from: here,
                            to: at(file + 1, rank + 1),
                        });
                    }
                    if file > 0 {
                        lines.push(Segment {
                            from: here,
                            to: at(file - 1, rank + 1),
                        });
                    }
                }
            }
        }
        geometry.lines = lines;
        geometry
    }

    fn empty(
        width: u8,
        height: u8,
        style: BoardStyle,
        step: f32,
        inset: f32,
        piece_radius: f32,
    ) -> Geometry {
        let left = MARGIN + inset;
        let top = MARGIN + inset;
        let mut points = Vec::with_capacity(usize::from(width) * usize::from(height));
        for rank in 0..height {
            for file in 0..width {
                points.push(Point {
                    x: left + f32::from(file) * step,
                    y: top + f32::from(height - 1 - rank) * step,
                });
            }
        }
        let mut labels = Vec::new();
        for file in 0..width {
            let x = points[usize::from(file)].x;
            labels.push(BoardLabel {
                text: ((b'a' + file) as char).to_string(),
                at: Point {
                    x,
                    y: 1.0 - MARGIN / 2.0,
                },
            });
        }
        for rank in 0..height {
            let y = points[Square::new(0, rank, width).index()].y;
            labels.push(BoardLabel {
                text: (rank + 1).to_string(),
                at: Point { x: MARGIN / 2.0, y },
            });
        }
        let square_names = (0..points.len())
            .map(|i| Square(i as u8).name(width).to_string())
            .collect();
        Geometry {
            width,
            height,
            style,
            points,
            square_names,
            lines: Vec::new(),
            cells: Vec::new(),
            marks: Vec::new(),
            labels,
            piece_radius,
        }
    }

    /// The smallest distance between the centres of two neighbouring
    /// squares (on every board here, the grid step).
    pub fn spacing(&self) -> f32 {
        spacing(&self.points, self.width)
    }

    /// The touch radius apps hit-test with: half the spacing, so every
    /// point of the board belongs to at most one square.
    pub fn touch_radius(&self) -> f32 {
        self.spacing() / 2.0
    }

    /// The square whose centre is nearest to `p`, if it is within `radius`
    /// (in the unit of `points`). For hit-testing taps and drops.
    pub fn square_within(&self, p: Point, radius: f32) -> Option<Square> {
        square_within(&self.points, p, radius)
    }

    /// The square whose centre is nearest to `p`, if within `tolerance` times
    /// the spacing of neighbouring squares. For hit-testing taps.
    pub fn square_at(&self, p: Point, tolerance: f32) -> Option<Square> {
        self.square_within(p, self.spacing() * tolerance)
    }
}

/// The smallest distance between the centres of neighbouring squares of a
/// board `width` squares wide whose centres are `points` (by index); 1 for
/// a board of one square.
pub fn spacing(points: &[Point], width: u8) -> f32 {
    let width = usize::from(width.max(1));
    let gaps = points.iter().enumerate().flat_map(|(i, p)| {
        let right = (i % width + 1 < width).then(|| points.get(i + 1)).flatten();
        let up = points.get(i + width);
        [right, up]
            .into_iter()
            .flatten()
            .map(move |q| (q.x - p.x).hypot(q.y - p.y))
    });
    gaps.filter(|d| *d > 0.0)
        .fold(f32::INFINITY, f32::min)
        .min(1.0)
}

/// Among `points` (square centres by index), the square nearest to `p`, if
/// it is within `radius`.
pub fn square_within(points: &[Point], p: Point, radius: f32) -> Option<Square> {
    points
        .iter()
        .enumerate()
        .map(|(i, c)| (i, (c.x - p.x).hypot(c.y - p.y)))
        .filter(|&(_, d)| d <= radius)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .and_then(|(i, _)| u8::try_from(i).ok())
        .map(Square)
}
