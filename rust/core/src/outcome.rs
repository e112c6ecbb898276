//! How a game ended.

use crate::Side;
use serde::{Deserialize, Serialize};

/// Why a game ended. Each game uses the reasons its rules have.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The side to move has no legal move (Bagh Chal, draughts, Chiangmai).
    NoLegalMove,
    /// The tigers captured the number of goats the options ask for.
    CaptureTarget,
    /// The bobail reached a home row.
    BobailHome,
    /// The side to move cannot move the bobail.
    BobailBlocked,
    /// A side has no pieces left on the board.
    NoPieces,
    /// Chiangmai's last-chip rule decided the game.
    LastChip,
    /// The same position occurred for the third time.
    Repetition,
    /// A ply counter reached its limit (no capture, no man move, …).
    MoveLimit,
    /// Seega's barrier rule: no capture for the limit (or a repetition), more pieces wins.
    Barrier,
    /// A player resigned.
    Resignation,
}

impl EndReason {
    /// A short phrase for the reason in `lang`, to follow the result.
    pub fn phrase_in(self, lang: crate::i18n::Lang) -> String {
        crate::i18n::text(lang, self.message_id(), &[])
    }

    /// The id of the reason's short phrase in the catalogue
    /// (`reason-capture-target`).
    pub fn message_id(self) -> &'static str {
        match self {
            EndReason::NoLegalMove => "reason-no-legal-move",
            EndReason::CaptureTarget => "reason-capture-target",
            EndReason::BobailHome => "reason-bobail-home",
            EndReason::BobailBlocked => "reason-bobail-blocked",
            EndReason::NoPieces => "reason-no-pieces",
            EndReason::LastChip => "reason-last-chip",
            EndReason::Repetition => "reason-repetition",
            EndReason::MoveLimit => "reason-move-limit",
            EndReason::Barrier => "reason-barrier",
            EndReason::Resignation => "reason-resignation",
        }
    }

    /// A short English phrase for the reason, to follow the result.
    pub fn phrase(self) -> &'static str {
        match self {
            EndReason::NoLegalMove => "no legal move left",
            EndReason::CaptureTarget => "capture target reached",
            EndReason::BobailHome => "the bobail reached a home row",
            EndReason::BobailBlocked => "the bobail cannot move",
            EndReason::NoPieces => "no pieces left",
            EndReason::LastChip => "last-chip rule",
            EndReason::Repetition => "third repetition of the position",
            EndReason::MoveLimit => "move limit without capture",
            EndReason::Barrier => "barrier rule: more pieces on the board",
            EndReason::Resignation => "resignation",
        }
    }
}

/// The end of a game: a winner (or none, for a draw) and the reason.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Outcome {
    /// The winning side, `None` for a draw.
    pub winner: Option<Side>,
    /// Why the game ended.
    pub reason: EndReason,
}

impl Outcome {
    /// `side` wins for `reason`.
    pub const fn win(side: Side, reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(side),
            reason,
        }
    }

    /// A draw for `reason`.
    pub const fn draw(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }

    /// +1 if `side` won, -1 if it lost, 0 for a draw.
    pub fn score_for(self, side: Side) -> i32 {
        match self.winner {
            Some(winner) if winner == side => 1,
            Some(_) => -1,
            None => 0,
        }
    }
}
