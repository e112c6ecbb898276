//! Puzzle themes: what the winning idea is, read from the solution line.

use crate::i18n::{self, ids, Lang};
use crate::{EndReason, MoveInfo, Outcome, Side, Square};

/// The idea a puzzle teaches.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Theme {
    /// The line wins the game by bringing the bobail home.
    BobailHome,
    /// The line wins by leaving the opponent's bobail no step.
    BobailTrap,
    /// The goats win by leaving the tigers no move.
    TrapTheTigers,
    /// The tigers win with the capture that reaches their target.
    LastCapture,
    /// The line wins by leaving the opponent no legal move.
    BlockedOpponent,
    /// The line wins by taking the opponent's last pieces.
    LastPiece,
    /// One move jumps or steps on to capture again and again.
    ChainCapture,
    /// One move captures two or more pieces at once.
    DoubleCapture,
    /// A chip stops between two enemy chips and takes both (Chiangmai's
    /// balancing capture, named as its rules page names it).
    Balancing,
    /// A piece is given up first, to win more.
    Sacrifice,
    /// A quiet first move sets up a capture, or a win in more than one
    /// move, that the opponent cannot stop.
    QuietMove,
    /// A capture that wins material and leaves nothing back.
    WinningCapture,
    /// The only saving move puts a piece in the way of an enemy capture.
    Block,
    /// The only saving move takes a threatened piece out of reach.
    Escape,
    /// The only move that keeps the position: every other one loses.
    Defence,
    /// Bobail: the saving move keeps the opponent's bobail off their row
    /// (every other move lets it step home).
    StopTheBobail,
    /// Bobail: the saving move leaves the bobail a square to step to
    /// (every other move lets the opponent trap it).
    FreeTheBobail,
}

impl Theme {
    /// Every theme.
    pub const ALL: [Theme; 17] = [
        Theme::BobailHome,
        Theme::BobailTrap,
        Theme::TrapTheTigers,
        Theme::LastCapture,
        Theme::BlockedOpponent,
        Theme::LastPiece,
        Theme::ChainCapture,
        Theme::DoubleCapture,
        Theme::Balancing,
        Theme::Sacrifice,
        Theme::QuietMove,
        Theme::WinningCapture,
        Theme::Block,
        Theme::Escape,
        Theme::Defence,
        Theme::StopTheBobail,
        Theme::FreeTheBobail,
    ];

    /// The stable id used in puzzle files and message keys: `chain-capture`.
    pub fn id(self) -> &'static str {
        match self {
            Theme::BobailHome => "bobail-home",
            Theme::BobailTrap => "bobail-trap",
            Theme::TrapTheTigers => "trap-the-tigers",
            Theme::LastCapture => "last-capture",
            Theme::BlockedOpponent => "blocked-opponent",
            Theme::LastPiece => "last-piece",
            Theme::ChainCapture => "chain-capture",
            Theme::DoubleCapture => "double-capture",
            Theme::Balancing => "balancing",
            Theme::Sacrifice => "sacrifice",
            Theme::QuietMove => "quiet-move",
            Theme::WinningCapture => "winning-capture",
            Theme::Block => "block",
            Theme::Escape => "escape",
            Theme::Defence => "defence",
            Theme::StopTheBobail => "stop-the-bobail",
            Theme::FreeTheBobail => "free-the-bobail",
        }
    }

    /// The theme's name for players in `lang`: `Chain capture`.
    pub fn name(self, lang: Lang) -> String {
        i18n::text(lang, &ids::theme(self.id()), &[])
    }

    /// The theme with this id.
    pub fn from_id(id: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.id() == id)
    }
}

/// What the classifier reads: each move of the line as it was played, and
/// how the game stands after it.
pub struct LineFacts<'a> {
    /// The game's id.
    pub game: &'a str,
    /// The solver's side.
    pub solver: Side,
    /// The moves of the line, described where they were played.
    pub moves: &'a [MoveInfo],
    /// The outcome after the line, if the game ended.
    pub outcome: Option<Outcome>,
    /// Whether the first move's score is a clear gain for the solver (not
    /// only the least bad move).
    pub gains: bool,
    /// The squares the opponent's captures would pass through or land on,
    /// were it the opponent's turn in the puzzle position.
    pub jump_squares: Vec<Square>,
    /// The solver's pieces those captures would take.
    pub threatened: Vec<Square>,
    /// How the opponent wins at once after the solver's other first moves,
    /// where it does (the threat a saving move parries).
    pub threat: Option<EndReason>,
}

/// The theme of a solution line.
pub fn classify(facts: &LineFacts<'_>) -> Theme {
    let entry = crate::find_game(facts.game).ok();
    if let Some(outcome) = facts.outcome.filter(|o| o.winner == Some(facts.solver)) {
        let solver_moves = facts
            .moves
            .iter()
            .filter(|m| m.side == facts.solver)
            .count();
        // A longer win opened by a quiet move is a quiet move, except a
        // trap, which takes setting up by nature and keeps its name.
        let trap = outcome.reason == EndReason::BobailBlocked
            || (outcome.reason == EndReason::NoLegalMove && entry.is_some_and(|e| e.trap_theme));
        if !trap && solver_moves >= 2 && facts.moves.first().is_some_and(|m| !m.is_capture) {
            return Theme::QuietMove;
        }
        return match outcome.reason {
            EndReason::BobailHome => Theme::BobailHome,
            EndReason::BobailBlocked => Theme::BobailTrap,
            EndReason::CaptureTarget => Theme::LastCapture,
            EndReason::NoLegalMove if entry.is_some_and(|e| e.trap_theme) => Theme::TrapTheTigers,
            EndReason::NoPieces | EndReason::LastChip => Theme::LastPiece,
            _ => Theme::BlockedOpponent,
        };
    }
    let Some(first) = facts.moves.first() else {
        return Theme::Defence;
    };
    if !facts.gains {
        let landing = first.detail.motions.last().and_then(|m| m.path.last());
        let from = first.detail.motions.last().and_then(|m| m.from);
        return if facts.threat == Some(EndReason::BobailHome) {
            Theme::StopTheBobail
        } else if facts.threat == Some(EndReason::BobailBlocked) {
            Theme::FreeTheBobail
        } else if landing.is_some_and(|s| facts.jump_squares.contains(s)) {
            Theme::Block
        } else if from.is_some_and(|s| facts.threatened.contains(&s)) {
            Theme::Escape
        } else {
            Theme::Defence
        };
    }
    if first.is_capture {
        let main = first.detail.motions.last();
        let hops = main.map_or(0, |m| m.path.len());
        if hops >= 2 {
            return Theme::ChainCapture;
        }
        if first.detail.captured.len() >= 2 {
            return if entry.is_some_and(|e| e.sandwich_theme) && is_sandwich(first) {
                Theme::Balancing
            } else {
                Theme::DoubleCapture
            };
        }
        return Theme::WinningCapture;
    }
    let opponent_captures = facts
        .moves
        .iter()
        .any(|m| m.side != facts.solver && m.is_capture);
    if opponent_captures {
        Theme::Sacrifice
    } else {
        Theme::QuietMove
    }
}

/// Whether a move on an 8×8 board (Chiangmai's) takes two pieces on
/// either side of where it lands.
fn is_sandwich(mv: &MoveInfo) -> bool {
    let Some(landing) = mv.detail.motions.last().and_then(|m| m.path.last()) else {
        return false;
    };
    let width = 8;
    let (x, y) = (landing.0 % width, landing.0 / width);
    let at = |dx: i32, dy: i32| {
        let (nx, ny) = (x as i32 + dx, y as i32 + dy);
        (0..width as i32).contains(&nx)
            && (0..width as i32).contains(&ny)
            && mv
                .detail
                .captured
                .iter()
                .any(|s| s.0 as i32 == ny * width as i32 + nx)
    };
    (at(-1, 0) && at(1, 0)) || (at(0, -1) && at(0, 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for theme in Theme::ALL {
            assert_eq!(Theme::from_id(theme.id()), Some(theme));
        }
        assert_eq!(Theme::from_id("nonsense"), None);
    }

    #[test]
    fn balancing_is_named_as_the_chiangmai_rules_page_names_that_capture() {
        for lang in Lang::ALL {
            let page = crate::rules::page_markdown("chiangmai-checkers", lang).unwrap();
            let name = Theme::Balancing.name(lang);
            assert!(page.contains(&format!("**{name}")), "{lang:?}: {name}");
        }
    }
}
