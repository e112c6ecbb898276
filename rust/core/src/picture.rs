//! A board as the apps paint it: the frame, cells, lines, marks and
//! coordinates of the game's [`Geometry`], the highlights of the screen's
//! [`SquareFrame`]s, the pieces and the browser's [`BoardArrow`]s, as a
//! list of plain shapes in the theme's colours. Every size, colour and
//! layer is decided here, the pieces' art included; an app only maps the
//! unit square onto its view and paints each [`DrawOp`].

use crate::after::{ArrowKind, BoardArrow};
use crate::art::{ArtShape, PathOp};
use crate::colour::Rgb;
use crate::geometry::{BoardStyle, CellShade, Geometry, MarkKind, Point};
use crate::screen::{MoveFrame, SquareFrame};
use crate::theme::BoardTheme;
use crate::Square;

/// One shape, in board units: the board's unit square (`y` down), already
/// turned half a turn when the board is flipped.
#[derive(Clone, PartialEq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum DrawShape {
    /// A rectangle, its corners rounded by `corner`.
    Rect {
        /// Left edge.
        left: f32,
        /// Top edge.
        top: f32,
        /// Right edge.
        right: f32,
        /// Bottom edge.
        bottom: f32,
        /// The radius of the rounded corners (0: square).
        corner: f32,
    },
    /// A circle.
    Circle {
        /// Centre.
        x: f32,
        /// Centre.
        y: f32,
        /// Radius.
        radius: f32,
    },
    /// A straight line.
    Line {
        /// Start.
        x1: f32,
        /// Start.
        y1: f32,
        /// End.
        x2: f32,
        /// End.
        y2: f32,
    },
    /// A path (an arrow, a shape of a piece's art).
    Path {
        /// Its operations, in board units.
        ops: Vec<PathOp>,
        /// Filled by the even-odd rule (rings, holes) instead of non-zero.
        even_odd: bool,
    },
    /// Text centred on a point (a coordinate label).
    Text {
        /// Centre.
        x: f32,
        /// Centre.
        y: f32,
        /// The text's size.
        size: f32,
        /// The text.
        text: String,
    },
}

/// One thing to paint: a shape, filled and/or stroked.
#[derive(Clone, PartialEq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DrawOp {
    /// What to paint.
    pub shape: DrawShape,
    /// The fill, as `0xAARRGGBB`; none for an outline.
    pub fill: Option<u32>,
    /// The outline, as `0xAARRGGBB`, with round caps and joins.
    pub stroke: Option<u32>,
    /// The outline's width, in board units.
    pub width: f32,
    /// The outline's dashes (on, off, …) in board units; empty: solid.
    pub dash: Vec<f32>,
}

/// How the board is to be painted, besides what it shows.
#[derive(Clone, Copy, PartialEq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PictureOptions {
    /// Draw the coordinate labels (Settings).
    pub coordinates: bool,
    /// Mark the legal targets of a picked-up piece (Settings).
    pub legal_moves: bool,
    /// The second side at the bottom: the board turned half a turn.
    pub flipped: bool,
    /// One pixel of the view, in board units (1 / the board's side in pixels).
    pub pixel: f32,
    /// One density-independent pixel of the view, in board units.
    pub dp: f32,
}

/// The board in two layers: what lies under a piece in flight (the
/// board, the last move and captures, the pieces at rest) and what is
/// drawn over it (selection, hint, legal targets, arrows).
#[derive(Clone, PartialEq, Debug, Default)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BoardPicture {
    /// Painted first.
    pub below: Vec<DrawOp>,
    /// Painted last.
    pub above: Vec<DrawOp>,
}

/// The opacity of the browser's arrows.
const ARROW_OPACITY: f32 = 0.9;

/// `text` (`#rrggbb`) as an opaque `0xAARRGGBB`; magenta when it is not a
/// colour, so a broken theme shows at once.
fn argb(text: &str) -> u32 {
    Rgb::parse(text).map_or(0xFFFF_00FF, |c| {
        0xFF00_0000 | (u32::from(c.r) << 16) | (u32::from(c.g) << 8) | u32::from(c.b)
    })
}

/// `colour` with the opacity `opacity` (0 to 1).
fn with_alpha(colour: u32, opacity: f32) -> u32 {
    (colour & 0x00FF_FFFF) | (((opacity.clamp(0.0, 1.0) * 255.0) as u32) << 24)
}

fn fill(shape: DrawShape, colour: u32) -> DrawOp {
    DrawOp {
        shape,
        fill: Some(colour),
        stroke: None,
        width: 0.0,
        dash: Vec::new(),
    }
}

fn stroke(shape: DrawShape, colour: u32, width: f32) -> DrawOp {
    DrawOp {
        shape,
        fill: None,
        stroke: Some(colour),
        width,
        dash: Vec::new(),
    }
}

fn circle(c: Point, radius: f32) -> DrawShape {
    DrawShape::Circle {
        x: c.x,
        y: c.y,
        radius,
    }
}

fn line(a: Point, b: Point) -> DrawShape {
    DrawShape::Line {
        x1: a.x,
        y1: a.y,
        x2: b.x,
        y2: b.y,
    }
}

/// Paints boards of one geometry, theme and options.
struct Painter<'a> {
    geometry: &'a Geometry,
    theme: &'a BoardTheme,
    options: PictureOptions,
    /// The distance between neighbouring square centres.
    step: f32,
    radius: f32,
}

impl Painter<'_> {
    fn at(&self, x: f32, y: f32) -> Point {
        if self.options.flipped {
            Point {
                x: 1.0 - x,
                y: 1.0 - y,
            }
        } else {
            Point { x, y }
        }
    }

    fn centre(&self, square: u32) -> Point {
        let p = self.geometry.points.get(square as usize).copied();
        let p = p.unwrap_or(Point { x: 0.5, y: 0.5 });
        self.at(p.x, p.y)
    }

    fn cell_colour(&self, shade: CellShade) -> u32 {
        argb(match shade {
            CellShade::Light => &self.theme.cell_light,
            CellShade::Dark => &self.theme.cell_dark,
            CellShade::Plain => &self.theme.cell_plain,
            CellShade::Home => &self.theme.cell_home,
        })
    }

    /// The empty board: frame, cells (with thin borders, so a board of one
    /// shade shows its grid), lines, points, marks and coordinates.
    fn board(&self, out: &mut Vec<DrawOp>) {
        let theme = self.theme;
        let line_colour = argb(&theme.line);
        let frame = DrawShape::Rect {
            left: 0.0,
            top: 0.0,
            right: 1.0,
            bottom: 1.0,
            corner: 0.02,
        };
        out.push(fill(frame, argb(&theme.background)));
        let cells: Vec<DrawShape> = (self.geometry.cells.iter())
            .map(|cell| {
                let a = self.at(cell.origin.x, cell.origin.y);
                let b = self.at(cell.origin.x + cell.size, cell.origin.y + cell.size);
                DrawShape::Rect {
                    left: a.x.min(b.x),
                    top: a.y.min(b.y),
                    right: a.x.max(b.x),
                    bottom: a.y.max(b.y),
                    corner: 0.0,
                }
            })
            .collect();
        for (shape, cell) in cells.iter().zip(&self.geometry.cells) {
            out.push(fill(shape.clone(), self.cell_colour(cell.shade)));
        }
        let border = (line_colour & 0x00FF_FFFF) | (90 << 24);
        let border_width = self.options.pixel.max(theme.line_width / 3.0);
        out.extend(cells.into_iter().map(|c| stroke(c, border, border_width)));
        let width = self.options.dp.max(theme.line_width);
        for segment in &self.geometry.lines {
            let (a, b) = (segment.from, segment.to);
            out.push(stroke(
                line(self.at(a.x, a.y), self.at(b.x, b.y)),
                line_colour,
                width,
            ));
        }
        if self.geometry.style == BoardStyle::Lines {
            for p in &self.geometry.points {
                out.push(fill(circle(self.at(p.x, p.y), width * 1.6), line_colour));
            }
        }
        for mark in &self.geometry.marks {
            let c = self.centre(u32::from(mark.square.0));
            let r = self.step * 0.18;
            match mark.kind {
                MarkKind::Centre => out.extend(self.cross(c, r, argb(&theme.mark), width)),
            }
        }
        if self.options.coordinates {
            for label in &self.geometry.labels {
                let c = self.at(label.at.x, label.at.y);
                let text = DrawShape::Text {
                    x: c.x,
                    y: c.y,
                    size: 0.035,
                    text: label.text.clone(),
                };
                out.push(fill(text, argb(&theme.label)));
            }
        }
    }

    fn cross(&self, c: Point, r: f32, colour: u32, width: f32) -> [DrawOp; 2] {
        let p = |dx: f32, dy: f32| Point {
            x: c.x + dx,
            y: c.y + dy,
        };
        [
            stroke(line(p(-r, -r), p(r, r)), colour, width),
            stroke(line(p(-r, r), p(r, -r)), colour, width),
        ]
    }

    /// A square of a cell board tinted, or a disc behind a point.
    fn tint(&self, c: Point, colour: u32) -> DrawOp {
        if self.geometry.style == BoardStyle::Cells {
            let half = self.step / 2.0;
            let shape = DrawShape::Rect {
                left: c.x - half,
                top: c.y - half,
                right: c.x + half,
                bottom: c.y + half,
                corner: 0.0,
            };
            fill(shape, colour)
        } else {
            fill(circle(c, self.radius * 1.25), colour)
        }
    }

    /// The last move and the captures, under the pieces.
    fn marks_below(&self, squares: &[SquareFrame], out: &mut Vec<DrawOp>) {
        let theme = self.theme;
        let last = with_alpha(argb(&theme.last_move), theme.tint_opacity);
        let captured = argb(&theme.captured);
        for sq in squares {
            let c = self.centre(sq.index);
            if sq.last_from || sq.last_to || sq.last_path {
                out.push(self.tint(c, last));
            }
            if sq.captured && sq.piece.is_none() {
                out.push(self.tint(c, with_alpha(captured, theme.tint_opacity)));
                out.extend(self.cross(c, self.radius * 0.45, captured, self.radius * 0.14));
            }
        }
    }

    fn ring(&self, c: Point, colour: u32, width: f32) -> DrawOp {
        stroke(circle(c, self.radius * 1.15), colour, width)
    }

    /// Selection, hint and legal targets, over the pieces.
    fn marks_above(&self, squares: &[SquareFrame], out: &mut Vec<DrawOp>) {
        let theme = self.theme;
        let r = self.radius;
        for sq in squares {
            let c = self.centre(sq.index);
            if sq.selected {
                out.push(self.ring(c, argb(&theme.selected), r * 0.24));
            }
            if sq.hint {
                let mut ring = self.ring(c, argb(&theme.hint), r * 0.16);
                ring.dash = vec![r * 1.15 * 0.35, r * 1.15 * 0.22];
                out.push(ring);
            }
            if sq.target && self.options.legal_moves {
                let target = argb(&theme.target);
                out.push(match sq.piece {
                    None => fill(circle(c, r * 0.38), target),
                    Some(_) => self.ring(c, target, r * 0.16),
                });
            }
        }
    }

    /// An arrow along `path` from square centre to square centre, its head
    /// on the last stop, edged in the line colour so it shows on a tinted
    /// square or a piece; a path of one square (a placement) is a ring.
    fn arrow(&self, path: &[u32], colour: u32, out: &mut Vec<DrawOp>) {
        let width = self.step * 0.14;
        let edge = self.options.dp.max(width * 0.14);
        let edge_colour = (argb(&self.theme.line) & 0x00FF_FFFF) | (0xB0 << 24);
        let stops: Vec<Point> = path.iter().map(|&s| self.centre(s)).collect();
        let (Some(&tip), Some(&first)) = (stops.last(), stops.first()) else {
            return;
        };
        if stops.len() == 1 {
            let ring = circle(tip, self.radius * 1.05);
            out.push(stroke(ring.clone(), edge_colour, width * 0.8 + 2.0 * edge));
            out.push(stroke(ring, colour, width * 0.8));
            return;
        }
        let from = stops[stops.len() - 2];
        let length = (tip.x - from.x).hypot(tip.y - from.y);
        let length = length.max(self.options.pixel);
        let (dx, dy) = ((tip.x - from.x) / length, (tip.y - from.y) / length);
        let head = (width * 2.4).min(length * 0.6);
        let (base_x, base_y) = (tip.x - dx * head, tip.y - dy * head);
        let half_head = head * 0.62;
        let mut shaft = vec![PathOp::Move {
            x: first.x,
            y: first.y,
        }];
        let bends = stops[1..stops.len() - 1].iter();
        shaft.extend(bends.map(|p| PathOp::Line { x: p.x, y: p.y }));
        shaft.push(PathOp::Line {
            x: base_x,
            y: base_y,
        });
        let head = vec![
            PathOp::Move { x: tip.x, y: tip.y },
            PathOp::Line {
                x: base_x - dy * half_head,
                y: base_y + dx * half_head,
            },
            PathOp::Line {
                x: base_x + dy * half_head,
                y: base_y - dx * half_head,
            },
            PathOp::Close,
        ];
        let shaft = DrawShape::Path {
            ops: shaft,
            even_odd: false,
        };
        let head = DrawShape::Path {
            ops: head,
            even_odd: false,
        };
        // The edge first, then the arrow over it.
        out.push(stroke(shaft.clone(), edge_colour, width + 2.0 * edge));
        out.push(stroke(head.clone(), edge_colour, 2.0 * edge));
        out.push(stroke(shaft, colour, width));
        out.push(fill(head.clone(), edge_colour));
        out.push(fill(head, colour));
    }
}

/// One shape of a piece's art, its unit square mapped onto the square of
/// side `2 × radius` around (`x`, `y`), at `opacity`.
fn art_shape(shape: &ArtShape, (x, y, radius): (f32, f32, f32), opacity: f32) -> DrawOp {
    let size = 2.0 * radius;
    let at = |px: f32, py: f32| (x - radius + px * size, y - radius + py * size);
    let ops = shape.path.iter().map(|op| match *op {
        PathOp::Move { x, y } => {
            let (x, y) = at(x, y);
            PathOp::Move { x, y }
        }
        PathOp::Line { x, y } => {
            let (x, y) = at(x, y);
            PathOp::Line { x, y }
        }
        PathOp::Quad { cx, cy, x, y } => {
            let ((cx, cy), (x, y)) = (at(cx, cy), at(x, y));
            PathOp::Quad { cx, cy, x, y }
        }
        PathOp::Cubic {
            c1x,
            c1y,
            c2x,
            c2y,
            x,
            y,
        } => {
            let ((c1x, c1y), (c2x, c2y), (x, y)) = (at(c1x, c1y), at(c2x, c2y), at(x, y));
            PathOp::Cubic {
                c1x,
                c1y,
                c2x,
                c2y,
                x,
                y,
            }
        }
        PathOp::Close => PathOp::Close,
    });
    let opacity = opacity * shape.opacity;
    let paint = |colour: &Option<String>| colour.as_deref().map(|c| with_alpha(argb(c), opacity));
    DrawOp {
        shape: DrawShape::Path {
            ops: ops.collect(),
            even_odd: shape.even_odd,
        },
        fill: paint(&shape.fill),
        stroke: paint(&shape.stroke),
        width: shape.stroke_width * size,
        dash: Vec::new(),
    }
}

/// Piece `letter` of `game_id`'s art centred on (`x`, `y`) with `radius`,
/// at `opacity` (0 to 1): the unit square of its art mapped onto the square
/// of side `2 × radius` around the centre. Nothing for a game or piece the
/// catalogue does not have.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn piece_drawing(
    game_id: String,
    letter: String,
    x: f32,
    y: f32,
    radius: f32,
    opacity: f32,
) -> Vec<DrawOp> {
    let art = letter
        .chars()
        .next()
        .and_then(|l| crate::find_game(&game_id).ok()?.piece_art(l));
    let shapes = art.map(|art| art.shapes).unwrap_or_default();
    let place = (x, y, radius);
    shapes
        .iter()
        .map(|shape| art_shape(shape, place, opacity))
        .collect()
}

/// The board of `game_id` on `geometry` in `theme`, showing `squares` (a
/// screen's frame: pieces and highlights) and `arrows` (the browser's).
/// The pieces on `hidden` squares are left out: the app draws a piece in
/// flight or dragged itself ([`piece_drawing`]), over
/// [`BoardPicture::below`].
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn board_picture(
    game_id: String,
    geometry: Geometry,
    theme: BoardTheme,
    squares: Vec<SquareFrame>,
    arrows: Vec<BoardArrow>,
    hidden: Vec<u32>,
    options: PictureOptions,
) -> BoardPicture {
    let painter = Painter {
        geometry: &geometry,
        theme: &theme,
        options,
        step: 2.0 * geometry.touch_radius(),
        radius: geometry.piece_radius,
    };
    let mut picture = BoardPicture::default();
    painter.board(&mut picture.below);
    painter.marks_below(&squares, &mut picture.below);
    let art = crate::find_game(&game_id)
        .map(|game| game.art())
        .unwrap_or_default();
    for sq in squares.iter().filter(|sq| !hidden.contains(&sq.index)) {
        let piece = art
            .iter()
            .find(|art| sq.piece.as_ref() == Some(&art.letter));
        let c = painter.centre(sq.index);
        for shape in piece.map(|art| &art.shapes[..]).unwrap_or_default() {
            let op = art_shape(shape, (c.x, c.y, painter.radius), 1.0);
            picture.below.push(op);
        }
    }
    painter.marks_above(&squares, &mut picture.above);
    for arrow in &arrows {
        let colour = argb(match arrow.kind {
            ArrowKind::Better => &theme.hint,
            ArrowKind::Played => &theme.last_move,
        });
        let path: Vec<u32> = arrow.path.iter().map(|s| u32::from(s.0)).collect();
        painter.arrow(&path, with_alpha(colour, ARROW_OPACITY), &mut picture.above);
    }
    picture
}

/// How a move animates: the squares whose pieces the board leaves out
/// while it is in flight (where the moving pieces arrive), and its length
/// in steps (one per stop of every motion; at least one).
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Flight {
    /// Left out of [`BoardPicture::below`] until the move lands.
    pub hidden: Vec<u32>,
    /// The animation lasts this many steps.
    pub steps: u32,
}

/// How `played` animates.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn flight(played: MoveFrame) -> Flight {
    let ends = played.motions.iter().filter_map(|m| m.path.last());
    let steps = played.motions.iter().map(|m| m.path.len()).sum::<usize>();
    Flight {
        hidden: ends.map(|s| u32::from(s.0)).collect(),
        steps: u32::try_from(steps).unwrap_or(u32::MAX).max(1),
    }
}

/// `played` in flight, `progress` of the way (0 to 1), over the board
/// `before` showed and under the one `after` shows: each motion's piece
/// travels its stops in turn (a piece placed from the hand fades in on its
/// first step), and the captured pieces fade out over the whole move.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn move_in_flight(
    game_id: String,
    geometry: Geometry,
    before: Vec<SquareFrame>,
    after: Vec<SquareFrame>,
    played: MoveFrame,
    progress: f32,
    flipped: bool,
) -> Vec<DrawOp> {
    let at = |square: Square| {
        let p = geometry.points.get(usize::from(square.0)).copied();
        let p = p.unwrap_or(Point { x: 0.5, y: 0.5 });
        if flipped {
            Point {
                x: 1.0 - p.x,
                y: 1.0 - p.y,
            }
        } else {
            p
        }
    };
    let piece_on = |squares: &[SquareFrame], square: Square| {
        let found = squares.iter().find(|s| s.index == u32::from(square.0));
        found.and_then(|s| s.piece.clone())
    };
    let radius = geometry.piece_radius;
    let mut out = Vec::new();
    let fade = (1.0 - progress).clamp(0.0, 1.0);
    for &square in &played.captured {
        if let Some(letter) = piece_on(&before, square) {
            let c = at(square);
            out.extend(piece_drawing(
                game_id.clone(),
                letter,
                c.x,
                c.y,
                radius,
                fade,
            ));
        }
    }
    let steps = flight(played.clone()).steps as f32;
    let now = progress.clamp(0.0, 1.0) * steps;
    let mut steps_before = 0.0;
    for motion in &played.motions {
        let (Some(&first), Some(&last)) = (motion.path.first(), motion.path.last()) else {
            continue;
        };
        let mover = match motion.from {
            Some(from) => piece_on(&before, from),
            None => piece_on(&after, last),
        };
        let stops: Vec<Point> = std::iter::once(motion.from.unwrap_or(first))
            .chain(motion.path.iter().copied())
            .map(at)
            .collect();
        let legs = stops.len() - 1;
        let local = (now - steps_before).clamp(0.0, legs.max(1) as f32);
        let leg = (local as usize).min(legs.saturating_sub(1));
        let t = if legs == 0 { 1.0 } else { local - leg as f32 };
        let (a, b) = (stops[leg], stops[(leg + 1).min(legs)]);
        let (x, y) = (a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
        let opacity = if motion.from.is_none() {
            local.min(1.0)
        } else {
            1.0
        };
        if let Some(letter) = mover {
            out.extend(piece_drawing(
                game_id.clone(),
                letter,
                x,
                y,
                radius,
                opacity,
            ));
        }
        steps_before += motion.path.len() as f32;
    }
    out
}

/// The squares of `game_id`'s start position, as a screen's frame shows
/// them (the home screen's previews); none for a game not in the catalogue.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn start_squares(game_id: String) -> Vec<SquareFrame> {
    let setup = crate::screen::GameSetup::two_players(&game_id);
    crate::screen::GameScreen::new(&setup, crate::i18n::Lang::En)
        .map(|screen| screen.frame().squares)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests;
