//! Who sits at each side, and what undo, redo and resign mean for them.
//!
//! Against the computer, undo takes back the human's whole turn together
//! with the computer's reply, redo replays both, and resign resigns the
//! human's side. Between two humans (pass and play) undo and redo act on
//! single moves and resign resigns the side to move. Two computers (a demo)
//! behave like two humans.

use crate::level::Level;
use crate::Side;
use serde::{Deserialize, Serialize};

/// Who plays one side.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(try_from = "SeatRecord", into = "SeatRecord")]
pub enum Seat {
    /// A person at the device (or the terminal).
    Human,
    /// The computer, at `level`.
    Computer {
        /// Its strength.
        level: Level,
    },
}

/// A seat as saves write it: `{"player":"computer","level":"medium"}`.
#[derive(Clone, Serialize, Deserialize)]
struct SeatRecord {
    player: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    level: Option<String>,
}

impl From<Seat> for SeatRecord {
    fn from(seat: Seat) -> Self {
        match seat {
            Seat::Human => SeatRecord {
                player: "human".into(),
                level: None,
            },
            Seat::Computer { level } => SeatRecord {
                player: "computer".into(),
                level: Some(level.name().into()),
            },
        }
    }
}

impl TryFrom<SeatRecord> for Seat {
    type Error = String;

    fn try_from(record: SeatRecord) -> Result<Self, String> {
        match (record.player.as_str(), record.level) {
            ("human", _) => Ok(Seat::Human),
            ("computer", Some(level)) => level
                .parse()
                .map(|level| Seat::Computer { level })
                .map_err(|e| format!("{e}")),
            (player, _) => Err(format!("unknown player {player:?} (human or computer)")),
        }
    }
}

impl Seat {
    /// Whether the computer plays this seat.
    pub fn is_computer(self) -> bool {
        matches!(self, Seat::Computer { level: _ })
    }

    /// The computer's level, if the computer plays this seat.
    pub fn level(self) -> Option<Level> {
        match self {
            Seat::Computer { level } => Some(level),
            Seat::Human => None,
        }
    }
}

/// The seat of each side, first mover first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Seats {
    /// Who plays the side that moves first.
    pub first: Seat,
    /// Who plays the other side.
    pub second: Seat,
}

impl Default for Seats {
    /// Pass and play: two humans.
    fn default() -> Self {
        Seats::humans()
    }
}

impl Seats {
    /// Two humans sharing the device.
    pub const fn humans() -> Seats {
        Seats {
            first: Seat::Human,
            second: Seat::Human,
        }
    }

    /// A human plays `human`; the computer plays the other side at `level`.
    pub fn against_computer(human: Side, level: Level) -> Seats {
        let mut seats = Seats::humans();
        *seats.seat_mut(human.opponent()) = Seat::Computer { level };
        seats
    }

    /// The seat of `side`.
    pub fn seat(&self, side: Side) -> Seat {
        match side {
            Side::First => self.first,
            Side::Second => self.second,
        }
    }

    fn seat_mut(&mut self, side: Side) -> &mut Seat {
        match side {
            Side::First => &mut self.first,
            Side::Second => &mut self.second,
        }
    }

    /// The one side a human plays against the computer; `None` for two
    /// humans or two computers.
    pub fn lone_human(&self) -> Option<Side> {
        match (self.first, self.second) {
            (Seat::Human, Seat::Computer { level: _ }) => Some(Side::First),
            (Seat::Computer { level: _ }, Seat::Human) => Some(Side::Second),
            _ => None,
        }
    }

    /// What undo and redo act on: `Some(side)` takes back (or replays) whole
    /// turns up to the start of that side's turn; `None` acts on one move.
    pub fn turn_owner(&self) -> Option<Side> {
        self.lone_human()
    }

    /// The side that resigns when the player asks to, with `to_move` the
    /// side to move: the human's side against the computer, otherwise the
    /// side to move.
    pub fn resigning_side(&self, to_move: Side) -> Side {
        self.lone_human().unwrap_or(to_move)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn against_the_computer_the_human_owns_undo_and_resigns() {
        let seats = Seats::against_computer(Side::Second, Level::Hard);
        assert_eq!(
            seats.seat(Side::First),
            Seat::Computer { level: Level::Hard }
        );
        assert_eq!(seats.seat(Side::Second), Seat::Human);
        assert_eq!(seats.turn_owner(), Some(Side::Second));
        assert_eq!(seats.resigning_side(Side::First), Side::Second);
    }

    #[test]
    fn between_humans_undo_is_per_move_and_the_side_to_move_resigns() {
        let seats = Seats::humans();
        assert_eq!(seats.turn_owner(), None);
        assert_eq!(seats.resigning_side(Side::Second), Side::Second);
        let demo = Seats {
            first: Seat::Computer { level: Level::Easy },
            second: Seat::Computer {
                level: Level::Expert,
            },
        };
        assert_eq!(demo.turn_owner(), None);
    }

    #[test]
    fn seats_are_saved_by_name() {
        let seats = Seats::against_computer(Side::First, Level::Medium);
        let json = serde_json::to_string(&seats).unwrap();
        assert_eq!(
            json,
            r#"{"first":{"player":"human"},"second":{"player":"computer","level":"medium"}}"#
        );
        assert_eq!(serde_json::from_str::<Seats>(&json).unwrap(), seats);
        assert!(serde_json::from_str::<Seats>(
            r#"{"first":{"player":"computer","level":"wizard"},"second":{"player":"human"}}"#
        )
        .is_err());
    }
}
