//! Rendering positions as SVG from the board geometry, so tests, docs and
//! "share as image" draw exactly what the apps draw.

use crate::geometry::{BoardStyle, CellShade, MarkKind};
use crate::{GameInfo, Geometry, Square};
use std::fmt::Write;

/// The drawing size in pixels of the unit square.
const SIZE: f32 = 480.0;

/// Options for [`svg`].
#[derive(Clone, Copy, Debug)]
pub struct RenderOptions {
    /// Draw the file and rank labels.
    pub coordinates: bool,
    /// Squares to ring as the last move, if any.
    pub last_move: Option<(Option<Square>, Square)>,
    /// The language of the picture's label (the game's name).
    pub lang: crate::i18n::Lang,
}

impl Default for RenderOptions {
    fn default() -> Self {
        RenderOptions {
            coordinates: true,
            last_move: None,
            lang: crate::i18n::Lang::En,
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

/// An SVG picture of a board: `piece_at` gives the piece letter on each square.
pub fn svg(
    info: &GameInfo,
    geometry: &Geometry,
    piece_at: impl Fn(Square) -> Option<char>,
    options: RenderOptions,
) -> String {
    let mut out = String::new();
    let px = |v: f32| v * SIZE;
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {s} {s}" width="{s}" height="{s}" role="img" aria-label="{name}">"#,
        s = SIZE,
        name = escape(&info.name_in(options.lang))
    );
    let background = if geometry.style == BoardStyle::Lines {
        "#e9c98f"
    } else {
        "#d8c3a0"
    };
    let _ = writeln!(
        out,
        r#"<rect width="{s}" height="{s}" fill="{background}"/>"#,
        s = SIZE
    );
    for cell in &geometry.cells {
        let fill = match cell.shade {
            CellShade::Light => "#f0e2c4",
            CellShade::Dark => "#5b8a4e",
            CellShade::Plain => "#e6d3ae",
            CellShade::Home => "#cfe0f0",
        };
        let _ = writeln!(
            out,
            r##"<rect class="cell" x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" fill="{fill}" stroke="#6b5433" stroke-width="1"/>"##,
            px(cell.origin.x),
            px(cell.origin.y),
            px(cell.size),
            px(cell.size)
        );
    }
    for line in &geometry.lines {
        let _ = writeln!(
            out,
            r##"<line class="line" x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="#5a3d1e" stroke-width="3" stroke-linecap="round"/>"##,
            px(line.from.x),
            px(line.from.y),
            px(line.to.x),
            px(line.to.y)
        );
    }
    for mark in &geometry.marks {
        let p = geometry.points[mark.square.index()];
        match mark.kind {
            MarkKind::Centre => {
                let r = px(geometry.piece_radius) * 0.5;
                let _ = writeln!(
                    out,
                    r##"<path class="mark" d="M{x0:.1} {y0:.1} L{x1:.1} {y1:.1} M{x0:.1} {y1:.1} L{x1:.1} {y0:.1}" stroke="#8a6a3a" stroke-width="3"/>"##,
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
                    r##"<circle class="last-move" cx="{:.1}" cy="{:.1}" r="{:.1}" fill="none" stroke="#d9a400" stroke-width="4"/>"##,
                    px(p.x),
                    px(p.y),
                    px(geometry.piece_radius) * 1.15
                );
            }
        }
    }
    for (index, p) in geometry.points.iter().enumerate() {
        let square = Square(index as u8);
        let Some(letter) = piece_at(square) else {
            if geometry.style == BoardStyle::Lines {
                let _ = writeln!(
                    out,
                    r##"<circle cx="{:.1}" cy="{:.1}" r="5" fill="#5a3d1e"/>"##,
                    px(p.x),
                    px(p.y)
                );
            }
            continue;
        };
        let piece = info.piece(letter);
        let fill = match piece.and_then(|p| p.owner) {
            Some(side) => info.side(side).colour,
            None => "#d4a017",
        };
        let ink = if is_dark(fill) { "#f5f5f5" } else { "#222" };
        let crowned = piece.is_some_and(|p| p.crowned);
        let r = px(geometry.piece_radius);
        let _ = writeln!(
            out,
            r##"<circle class="piece" data-square="{}" cx="{:.1}" cy="{:.1}" r="{r:.1}" fill="{fill}" stroke="#111" stroke-width="2"/>"##,
            square.name(geometry.width),
            px(p.x),
            px(p.y)
        );
        if crowned {
            let _ = writeln!(
                out,
                r##"<circle cx="{:.1}" cy="{:.1}" r="{:.1}" fill="none" stroke="#d4a017" stroke-width="3"/>"##,
                px(p.x),
                px(p.y),
                r * 0.7
            );
        }
        let _ = writeln!(
            out,
            r#"<text x="{:.1}" y="{:.1}" font-family="sans-serif" font-size="{:.1}" text-anchor="middle" dominant-baseline="central" fill="{ink}">{}</text>"#,
            px(p.x),
            px(p.y),
            r * 0.9,
            letter.to_ascii_uppercase()
        );
    }
    if options.coordinates {
        for label in &geometry.labels {
            let _ = writeln!(
                out,
                r##"<text class="label" x="{:.1}" y="{:.1}" font-family="sans-serif" font-size="14" text-anchor="middle" dominant-baseline="central" fill="#3b2a14">{}</text>"##,
                px(label.at.x),
                px(label.at.y),
                label.text
            );
        }
    }
    out.push_str("</svg>\n");
    out
}

/// Whether a `#rrggbb` colour is dark enough to need light ink on it.
fn is_dark(colour: &str) -> bool {
    let channel = |i: usize| {
        colour
            .get(i..i + 2)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .map_or(0.0, f32::from)
    };
    0.299 * channel(1) + 0.587 * channel(3) + 0.114 * channel(5) < 140.0
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
