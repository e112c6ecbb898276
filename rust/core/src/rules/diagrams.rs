//! The positions the rules pages draw: each a real position of the game,
//! reached from a position string (or the start) by legal moves, so a
//! diagram can never show something the rules do not allow. The tests
//! check that each shows what it is named for.

pub use crate::games::diagrams::{Diagram, Shows};
use crate::render::{svg_of, RenderOptions};
use crate::{find_game, AnyMatch, Options};

/// Every diagram of every game, in menu order.
pub fn diagrams() -> impl Iterator<Item = &'static Diagram> {
    crate::games::GAMES.iter().flat_map(|entry| entry.diagrams)
}

impl Diagram {
    /// The record this diagram draws: the position after its moves.
    pub fn record(&self) -> Result<Box<dyn AnyMatch>, String> {
        let entry = find_game(self.game).map_err(|e| e.to_string())?;
        let info = (entry.info)();
        let options = Options::parse_pairs(info.options, self.options.iter().copied())
            .map_err(|e| e.to_string())?;
        let mut record = match self.position {
            Some(text) => entry.from_position(&options, text),
            None => entry.new_match(&options),
        }
        .map_err(|e| format!("{} {}: {e}", self.game, self.name))?;
        for mv in self.moves {
            record
                .play(mv)
                .map_err(|e| format!("{} {}: {mv}: {e}", self.game, self.name))?;
        }
        Ok(record)
    }
}

/// The drawing size of [`svg_of`]'s unit square, in pixels.
const SIZE: f32 = 480.0;

/// The diagram `name` of `game` as SVG, the last move ringed and the
/// squares of the pieces it captured crossed out; `None` when the game has
/// no such diagram.
pub fn diagram_svg(game: &str, name: &str) -> Option<String> {
    let diagram = find_game(game)
        .ok()?
        .diagrams
        .iter()
        .find(|d| d.name == name)?;
    let record = diagram.record().ok()?;
    let svg = svg_of(record.as_ref(), RenderOptions::default());
    let geometry = record.geometry();
    let captured = record
        .history()
        .last()
        .map(|m| m.detail.captured.clone())
        .unwrap_or_default();
    let r = geometry.piece_radius * SIZE * 0.8;
    let d = r * 0.55;
    let marks: String = captured
        .iter()
        .filter_map(|square| geometry.points.get(square.index()))
        .map(|p| {
            let (x, y) = (p.x * SIZE, p.y * SIZE);
            format!(
                r##"<g class="captured"><circle cx="{x:.1}" cy="{y:.1}" r="{r:.1}" fill="none" stroke="#c0392b" stroke-width="3" stroke-dasharray="6 5"/><path d="M{:.1} {:.1} L{:.1} {:.1} M{:.1} {:.1} L{:.1} {:.1}" stroke="#c0392b" stroke-width="4" stroke-linecap="round"/></g>"##,
                x - d,
                y - d,
                x + d,
                y + d,
                x - d,
                y + d,
                x + d,
                y - d
            )
        })
        .collect();
    Some(svg.replacen("</svg>", &format!("{marks}</svg>"), 1))
}
