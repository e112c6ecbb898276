//! The positions the rules pages draw: each a real position of the game,
//! reached from a position string (or the start) by legal moves, so a
//! diagram can never show something the rules do not allow. The tests
//! check that each shows what it is named for.

use crate::render::{svg_of, RenderOptions};
use crate::{find_game, AnyMatch, Options, Side};

/// What a diagram shows, which the tests check.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Shows {
    /// The position the game starts from (or, for Seega, the board once
    /// every piece is set).
    Start,
    /// The last move captures.
    Capture,
    /// The last move is an ordinary move (Bobail has no captures).
    Move,
    /// The game is over and this side has won.
    Win(Side),
}

/// One diagram of a rules page.
#[derive(Clone, Copy, Debug)]
pub struct Diagram {
    /// The game's id.
    pub game: &'static str,
    /// The name pages use: `![…](diagram:<name>)`.
    pub name: &'static str,
    /// Option settings, `key=value`.
    pub options: &'static [&'static str],
    /// The position string to start from; `None`: the start position.
    pub position: Option<&'static str>,
    /// Moves played from there, the last one ringed.
    pub moves: &'static [&'static str],
    /// What it shows.
    pub shows: Shows,
}

const fn d(
    game: &'static str,
    name: &'static str,
    options: &'static [&'static str],
    position: Option<&'static str>,
    moves: &'static [&'static str],
    shows: Shows,
) -> Diagram {
    Diagram {
        game,
        name,
        options,
        position,
        moves,
        shows,
    }
}

static DIAGRAMS: [Diagram; 16] = [
    d("bagh-chal", "start", &[], None, &[], Shows::Start),
    d(
        "bagh-chal",
        "capture",
        &[],
        Some("T3T/5/5/1G3/T3T t 19 0"),
        &["a1xc3"],
        Shows::Capture,
    ),
    d(
        "bagh-chal",
        "win",
        &[],
        Some("TGGGT/GG1GG/G1G1G/GG1GG/TGGGT t 0 3"),
        &[],
        Shows::Win(Side::First),
    ),
    d("buff-and-green", "start", &[], None, &[], Shows::Start),
    d(
        "buff-and-green",
        "capture",
        &[],
        Some("8/b7/8/8/3b4/2g3g1/8/8 g 0"),
        &["c3xe5"],
        Shows::Capture,
    ),
    d(
        "buff-and-green",
        "win",
        &[],
        Some("8/8/8/8/3b4/2g5/8/8 g 0"),
        &["c3xe5"],
        Shows::Win(Side::First),
    ),
    d(
        "seega",
        "start",
        &[],
        Some("SsSsSsS/sSsSsSs/SsSsSsS/sSs1SsS/sSsSsSs/SsSsSsS/sSsSsSs a 0 0 0"),
        &[],
        Shows::Start,
    ),
    d(
        "seega",
        "capture",
        &["size=5"],
        Some("4s/5/5/2S2/Ss3 a 0 0 0"),
        &["c2-c1"],
        Shows::Capture,
    ),
    d(
        "seega",
        "win",
        &["size=5"],
        Some("5/5/5/2S2/Ss3 a 0 0 0"),
        &["c2-c1"],
        Shows::Win(Side::First),
    ),
    d("chiangmai-checkers", "start", &[], None, &[], Shows::Start),
    d(
        "chiangmai-checkers",
        "capture",
        &[],
        Some("6BB/8/8/8/2BBW3/8/8/1W5W w 0"),
        &["b1-b4"],
        Shows::Capture,
    ),
    d(
        "chiangmai-checkers",
        "balance",
        &[],
        Some("BB6/8/8/3B4/8/3B4/8/3W3W w 0"),
        &["h1-h4", "a8-a7", "h4-d4"],
        Shows::Capture,
    ),
    d(
        "chiangmai-checkers",
        "win",
        &[],
        Some("8/8/8/8/2BBW3/8/8/1W5W w 0"),
        &["b1-b4"],
        Shows::Win(Side::First),
    ),
    d("bobail", "start", &[], None, &[], Shows::Start),
    d(
        "bobail",
        "turn",
        &[],
        None,
        &["b1-b4", "c4,e5-e2"],
        Shows::Move,
    ),
    d(
        "bobail",
        "win",
        &[],
        Some("B1BBB/1B3/2W2/W3W/1WOW1 b 8"),
        &[],
        Shows::Win(Side::First),
    ),
];

/// Every diagram of every game.
pub fn diagrams() -> &'static [Diagram] {
    &DIAGRAMS
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
    let diagram = DIAGRAMS.iter().find(|d| d.game == game && d.name == name)?;
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
