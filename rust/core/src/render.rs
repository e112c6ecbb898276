//! Rendering positions as SVG from the board geometry, so tests, docs and
//! "share as image" draw exactly what the apps draw.

use crate::art::{PathOp, PieceArt};
use crate::geometry::{BoardStyle, CellShade, MarkKind};
use crate::theme::BoardTheme;
use crate::{GameInfo, Geometry, Square};
use std::fmt::Write;

/// The drawing size in pixels of the unit square.
const SIZE: f32 = 480.0;

/// Options for [`svg`].
#[derive(Clone, Debug)]
pub struct RenderOptions {
    /// Draw the file and rank labels.
    pub coordinates: bool,
    /// Squares to ring as the last move, if any.
    pub last_move: Option<(Option<Square>, Square)>,
    /// The language of the picture's label (the game's name).
    pub lang: crate::i18n::Lang,
    /// The board's colours.
    pub theme: BoardTheme,
}

impl Default for RenderOptions {
    fn default() -> Self {
        RenderOptions {
            coordinates: true,
            last_move: None,
            lang: crate::i18n::Lang::En,
            theme: crate::theme::wood(),
        }
    }
}

/// `text` with the characters XML gives a meaning escaped.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The SVG path data of `ops`, in the unit square.
pub fn path_data(ops: &[PathOp]) -> String {
    let mut d = String::new();
    for op in ops {
        let _ = match *op {
            PathOp::Move { x, y } => write!(d, "M{x:.3} {y:.3}"),
            PathOp::Line { x, y } => write!(d, "L{x:.3} {y:.3}"),
            PathOp::Quad { cx, cy, x, y } => write!(d, "Q{cx:.3} {cy:.3} {x:.3} {y:.3}"),
            PathOp::Cubic {
                c1x,
                c1y,
                c2x,
                c2y,
                x,
                y,
            } => write!(d, "C{c1x:.3} {c1y:.3} {c2x:.3} {c2y:.3} {x:.3} {y:.3}"),
            PathOp::Close => write!(d, "Z"),
        };
    }
    d
}

/// The shapes of a piece's art as SVG elements, its unit square mapped
/// onto the square of side `size` whose top-left corner is (`x`, `y`).
pub fn art_svg(art: &PieceArt, x: f32, y: f32, size: f32) -> String {
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<g transform="translate({x:.2} {y:.2}) scale({size:.3})" stroke-linecap="round" stroke-linejoin="round">"#
    );
    for shape in &art.shapes {
        let _ = write!(
            out,
            r#"<path d="{}" fill="{}""#,
            path_data(&shape.path),
            shape.fill.as_deref().unwrap_or("none")
        );
        if shape.even_odd {
            out.push_str(r#" fill-rule="evenodd""#);
        }
        if let Some(stroke) = &shape.stroke {
            let _ = write!(
                out,
                r#" stroke="{stroke}" stroke-width="{:.3}""#,
                shape.stroke_width
            );
        }
        if shape.opacity < 1.0 {
            let _ = write!(out, r#" opacity="{:.2}""#, shape.opacity);
        }
        out.push_str("/>");
    }
    out.push_str("</g>");
    out
}

/// One piece alone, as a whole SVG picture `size` pixels square: for icons,
/// the art check and captured pieces.
pub fn piece_svg(art: &PieceArt, size: u32) -> String {
    let s = size as f32;
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {s} {s}" width="{s}" height="{s}">{}</svg>
"#,
        art_svg(art, 0.0, 0.0, s)
    )
}

/// An SVG picture of a board: `piece_at` gives the piece letter on each square.
pub fn svg(
    info: &GameInfo,
    geometry: &Geometry,
    piece_at: impl Fn(Square) -> Option<char>,
    options: RenderOptions,
) -> String {
    let theme = &options.theme;
    let mut out = String::new();
    let px = |v: f32| v * SIZE;
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {s} {s}" width="{s}" height="{s}" role="img" aria-label="{name}">"#,
        s = SIZE,
        name = escape(&info.name_in(options.lang))
    );
    let _ = writeln!(
        out,
        r#"<rect width="{s}" height="{s}" rx="{r:.1}" fill="{background}"/>"#,
        s = SIZE,
        r = SIZE * 0.02,
        background = theme.background
    );
    let line_width = (theme.line_width * SIZE).max(1.0);
    for cell in &geometry.cells {
        let fill = match cell.shade {
            CellShade::Light => &theme.cell_light,
            CellShade::Dark => &theme.cell_dark,
            CellShade::Plain => &theme.cell_plain,
            CellShade::Home => &theme.cell_home,
        };
        let _ = writeln!(
            out,
            r#"<rect class="cell" x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" fill="{fill}" stroke="{}" stroke-width="{:.1}" stroke-opacity="0.35"/>"#,
            px(cell.origin.x),
            px(cell.origin.y),
            px(cell.size),
            px(cell.size),
            theme.line,
            line_width / 3.0
        );
    }
    for line in &geometry.lines {
        let _ = writeln!(
            out,
            r#"<line class="line" x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{}" stroke-width="{line_width:.1}" stroke-linecap="round"/>"#,
            px(line.from.x),
            px(line.from.y),
            px(line.to.x),
            px(line.to.y),
            theme.line
        );
    }
    for mark in &geometry.marks {
        let p = geometry.points[mark.square.index()];
        match mark.kind {
            MarkKind::Centre => {
                let r = px(geometry.piece_radius) * 0.5;
                let _ = writeln!(
                    out,
                    r#"<path class="mark" d="M{x0:.1} {y0:.1} L{x1:.1} {y1:.1} M{x0:.1} {y1:.1} L{x1:.1} {y0:.1}" stroke="{}" stroke-width="{:.1}"/>"#,
                    theme.mark,
                    line_width * 1.2,
                    x0 = px(p.x) - r,
                    y0 = px(p.y) - r,
                    x1 = px(p.x) + r,
                    y1 = px(p.y) + r
                );
            }
        }
    }
    if let Some((from, to)) = options.last_move {
        for square in from.into_iter().chain([to]) {
            if let Some(p) = geometry.points.get(square.index()) {
                let _ = writeln!(
                    out,
                    r#"<circle class="last-move" cx="{:.1}" cy="{:.1}" r="{:.1}" fill="{}" opacity="{:.2}"/>"#,
                    px(p.x),
                    px(p.y),
                    px(geometry.piece_radius) * 1.2,
                    theme.last_move,
                    theme.tint_opacity
                );
            }
        }
    }
    let arts: Vec<PieceArt> = crate::find_game(info.id)
        .map(|entry| entry.art())
        .unwrap_or_default();
    for (index, p) in geometry.points.iter().enumerate() {
        let square = Square(index as u8);
        let Some(letter) = piece_at(square) else {
            if geometry.style == BoardStyle::Lines {
                let _ = writeln!(
                    out,
                    r#"<circle cx="{:.1}" cy="{:.1}" r="{:.1}" fill="{}"/>"#,
                    px(p.x),
                    px(p.y),
                    line_width * 1.6,
                    theme.line
                );
            }
            continue;
        };
        let r = px(geometry.piece_radius);
        let _ = write!(
            out,
            r#"<g class="piece" data-square="{}" data-piece="{letter}">"#,
            square.name(geometry.width),
        );
        match arts.iter().find(|art| art.letter.chars().eq([letter])) {
            Some(art) => out.push_str(&art_svg(art, px(p.x) - r, px(p.y) - r, 2.0 * r)),
            None => {
                // A piece the art does not know (never in the catalogue): a labelled disc.
                let _ = write!(
                    out,
                    r##"<circle cx="{:.1}" cy="{:.1}" r="{r:.1}" fill="#888" stroke="#111" stroke-width="2"/><text x="{:.1}" y="{:.1}" font-family="sans-serif" font-size="{:.1}" text-anchor="middle" dominant-baseline="central">{letter}</text>"##,
                    px(p.x),
                    px(p.y),
                    px(p.x),
                    px(p.y),
                    r
                );
            }
        }
        out.push_str("</g>\n");
    }
    if options.coordinates {
        for label in &geometry.labels {
            let _ = writeln!(
                out,
                r#"<text class="label" x="{:.1}" y="{:.1}" font-family="sans-serif" font-size="14" text-anchor="middle" dominant-baseline="central" fill="{}">{}</text>"#,
                px(label.at.x),
                px(label.at.y),
                theme.label,
                label.text
            );
        }
    }
    out.push_str("</svg>\n");
    out
}

/// An SVG picture of a record's current position, with its last move ringed.
pub fn svg_of(record: &dyn crate::AnyMatch, options: RenderOptions) -> String {
    let board = record.board();
    let last = record.history().last().and_then(|m| m.detail.endpoints());
    svg(
        record.info(),
        &record.geometry(),
        |square| board.get(square.index()).and_then(|view| view.piece),
        RenderOptions {
            last_move: options.last_move.or(last),
            ..options
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{find_game, Options};

    fn start_svg(id: &str) -> String {
        let record = find_game(id).unwrap().new_match(&Options::new()).unwrap();
        svg_of(record.as_ref(), RenderOptions::default())
    }

    #[test]
    fn bagh_chal_draws_its_lines_with_the_diagonals() {
        // Orthogonal: 5 ranks × 4 + 5 files × 4 = 40 segments. Diagonal segments
        // go up from the even points of ranks 1–4: up-right from a1 c1 b2 d2 a3
        // c3 b4 d4 (8) and up-left from c1 e1 b2 d2 c3 e3 b4 d4 (8): 16.
        let svg = start_svg("bagh-chal");
        assert_eq!(svg.matches(r#"class="line""#).count(), 56);
        assert_eq!(svg.matches(r#"class="piece""#).count(), 4);
        assert!(svg.contains(r#"data-square="a1""#) && svg.contains(r#"data-square="e5""#));
    }

    #[test]
    fn cell_boards_draw_every_cell_and_piece() {
        let svg = start_svg("buff-and-green");
        assert_eq!(svg.matches(r#"class="cell""#).count(), 64);
        assert_eq!(svg.matches(r#"class="piece""#).count(), 24);
        let seega = start_svg("seega");
        assert_eq!(seega.matches(r#"class="cell""#).count(), 49);
        assert_eq!(seega.matches(r#"class="mark""#).count(), 1);
    }

    #[test]
    fn coordinates_can_be_left_out() {
        let record = find_game("bobail")
            .unwrap()
            .new_match(&Options::new())
            .unwrap();
        let with = svg_of(record.as_ref(), RenderOptions::default());
        let without = svg_of(
            record.as_ref(),
            RenderOptions {
                coordinates: false,
                ..RenderOptions::default()
            },
        );
        assert_eq!(with.matches(r#"class="label""#).count(), 10);
        assert_eq!(without.matches(r#"class="label""#).count(), 0);
    }

    #[test]
    fn every_point_and_label_lies_inside_the_picture_and_pieces_clear_the_labels() {
        for info in crate::catalogue() {
            let geometry = (info.geometry)(&Options::new());
            for p in geometry
                .points
                .iter()
                .chain(geometry.labels.iter().map(|l| &l.at))
            {
                assert!(
                    (0.0..=1.0).contains(&p.x) && (0.0..=1.0).contains(&p.y),
                    "{}",
                    info.id
                );
            }
            for label in &geometry.labels {
                for p in &geometry.points {
                    let distance = (p.x - label.at.x).hypot(p.y - label.at.y);
                    assert!(
                        distance > geometry.piece_radius,
                        "{}: a piece covers label {}",
                        info.id,
                        label.text
                    );
                }
            }
        }
    }
}
