//! Sound and haptic cues: which event of a game deserves which sound and
//! which vibration. The apps report nothing themselves; they ask the core
//! for the cue of a move and play the sound and pattern it names.

use crate::session::Session;
use crate::Outcome;
use serde::Serialize;

/// Something that happened on the board worth a sound and a vibration.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(rename_all = "lowercase")]
pub enum Cue {
    /// A piece moved.
    Move,
    /// A piece was put on the board from the hand.
    Placement,
    /// A move took one or more pieces.
    Capture,
    /// A tap that fits no legal move.
    Illegal,
    /// A tap that changed the selection: a piece picked up, a step of a
    /// move added, or the selection put back. Felt, not heard.
    Select,
    /// The game ended and the person (or, between two people, a player) won.
    Won,
    /// The game ended and the computer beat the person.
    Lost,
    /// The game ended in a draw.
    Drawn,
}

/// How a cue feels, for platforms with named haptics (iOS).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(rename_all = "lowercase")]
pub enum HapticKind {
    /// A light tick: a piece set down.
    Light,
    /// A firm knock: a capture.
    Heavy,
    /// A double buzz: refused.
    Error,
    /// A rising pattern: a win.
    Success,
    /// A falling pattern: a loss or draw.
    Warning,
    /// The faintest tick: the selection changed.
    Selection,
}

/// What the apps play for a cue.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct CueFeedback {
    /// The cue.
    pub cue: Cue,
    /// The sound's file name, without extension, in the apps' resources:
    /// `move`, `place`, `capture`, `illegal`, `won`, `lost`, `drawn`;
    /// `None` for a cue that is only felt (a selection).
    pub sound: Option<String>,
    /// The named haptic.
    pub haptic: HapticKind,
    /// A vibration waveform for platforms that play raw patterns (Android):
    /// alternating off and on durations in milliseconds, starting with off.
    pub pattern_ms: Vec<u32>,
    /// The strength of each step of `pattern_ms`, `0..=255`.
    pub amplitudes: Vec<u32>,
}

impl Cue {
    /// Every cue.
    pub const ALL: [Cue; 8] = [
        Cue::Move,
        Cue::Placement,
        Cue::Capture,
        Cue::Illegal,
        Cue::Select,
        Cue::Won,
        Cue::Lost,
        Cue::Drawn,
    ];

    /// The sound and vibration of this cue.
    pub fn feedback(self) -> CueFeedback {
        let (sound, haptic, pattern_ms, amplitudes): (Option<&str>, _, &[u32], &[u32]) = match self
        {
            Cue::Move => (Some("move"), HapticKind::Light, &[0, 18], &[0, 90]),
            Cue::Placement => (Some("place"), HapticKind::Light, &[0, 12], &[0, 70]),
            Cue::Select => (None, HapticKind::Selection, &[0, 8], &[0, 40]),
            Cue::Capture => (
                Some("capture"),
                HapticKind::Heavy,
                &[0, 30, 40, 40],
                &[0, 200, 0, 255],
            ),
            Cue::Illegal => (
                Some("illegal"),
                HapticKind::Error,
                &[0, 25, 60, 25],
                &[0, 140, 0, 140],
            ),
            Cue::Won => (
                Some("won"),
                HapticKind::Success,
                &[0, 40, 60, 40, 60, 90],
                &[0, 120, 0, 180, 0, 255],
            ),
            Cue::Lost => (
                Some("lost"),
                HapticKind::Warning,
                &[0, 120, 80, 200],
                &[0, 200, 0, 90],
            ),
            Cue::Drawn => (
                Some("drawn"),
                HapticKind::Warning,
                &[0, 80, 80, 80],
                &[0, 150, 0, 150],
            ),
        };
        CueFeedback {
            cue: self,
            sound: sound.map(String::from),
            haptic,
            pattern_ms: pattern_ms.to_vec(),
            amplitudes: amplitudes.to_vec(),
        }
    }
}

/// The cue of a move: the end of the game if it ended it (won or lost from
/// the seat of `person`, the one person playing against the computer;
/// between two people or two computers any win is `Won`), else a capture,
/// a placement or a plain move.
pub fn move_cue(
    captures: bool,
    placement: bool,
    outcome: Option<Outcome>,
    person: Option<crate::Side>,
) -> Cue {
    match outcome {
        Some(Outcome { winner: None, .. }) => Cue::Drawn,
        Some(Outcome {
            winner: Some(winner),
            ..
        }) => match person {
            Some(side) if side != winner => Cue::Lost,
            _ => Cue::Won,
        },
        None if captures => Cue::Capture,
        None if placement => Cue::Placement,
        None => Cue::Move,
    }
}

impl Session {
    /// The cue of the last move played, as it left the game; `None` before
    /// the first move.
    pub fn last_move_cue(&self) -> Option<Cue> {
        let last = self.last_move()?;
        let placement = last
            .detail
            .endpoints()
            .is_some_and(|(from, _)| from.is_none());
        Some(move_cue(
            last.is_capture,
            placement,
            self.outcome(),
            self.seats().lone_human(),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Seats;
    use crate::{EndReason, Options, Side};

    #[test]
    fn each_event_has_its_own_sound_and_a_pattern_of_matching_length() {
        // Every cue but the selection is heard, each with its own sound.
        let heard: Vec<Cue> = Cue::ALL.into_iter().filter(|&c| c != Cue::Select).collect();
        let mut sounds: Vec<_> = heard.iter().filter_map(|c| c.feedback().sound).collect();
        sounds.sort_unstable();
        sounds.dedup();
        assert_eq!(sounds.len(), heard.len());
        assert_eq!(
            Cue::Select.feedback().sound,
            None,
            "a selection is only felt"
        );
        for cue in Cue::ALL {
            let f = cue.feedback();
            assert_eq!(f.pattern_ms.len(), f.amplitudes.len(), "{cue:?}");
            assert!(f.amplitudes.iter().any(|&a| a > 0), "{cue:?}");
        }
        // Move, capture, illegal and the end feel different.
        let feel = |c: Cue| (c.feedback().pattern_ms, c.feedback().amplitudes);
        assert_ne!(feel(Cue::Select), feel(Cue::Move));
        assert_ne!(feel(Cue::Move), feel(Cue::Capture));
        assert_ne!(feel(Cue::Capture), feel(Cue::Illegal));
        assert_ne!(feel(Cue::Illegal), feel(Cue::Won));
        assert_ne!(feel(Cue::Won), feel(Cue::Lost));
    }

    #[test]
    fn the_end_of_the_game_outranks_the_capture_that_ended_it() {
        let win = |side| {
            Some(Outcome {
                winner: Some(side),
                reason: EndReason::NoLegalMove,
            })
        };
        assert_eq!(
            move_cue(true, false, win(Side::First), Some(Side::First)),
            Cue::Won
        );
        assert_eq!(
            move_cue(true, false, win(Side::First), Some(Side::Second)),
            Cue::Lost
        );
        assert_eq!(move_cue(false, false, win(Side::Second), None), Cue::Won);
        let draw = Some(Outcome {
            winner: None,
            reason: EndReason::NoLegalMove,
        });
        assert_eq!(move_cue(false, false, draw, Some(Side::First)), Cue::Drawn);
        assert_eq!(move_cue(true, true, None, None), Cue::Capture);
        assert_eq!(move_cue(false, true, None, None), Cue::Placement);
        assert_eq!(move_cue(false, false, None, None), Cue::Move);
    }

    #[test]
    fn a_session_cues_a_placement_then_a_move() {
        let mut session = Session::new("bagh-chal", &Options::new(), Seats::default()).unwrap();
        assert_eq!(session.last_move_cue(), None);
        session.play("c3").unwrap();
        assert_eq!(session.last_move_cue(), Some(Cue::Placement));
        session.play("a1-b1").unwrap();
        assert_eq!(session.last_move_cue(), Some(Cue::Move));
    }
}
