//! Checking a table: every position against its successors, and random
//! positions against a plain search of the rules.

use super::moves::successors;
use super::solve::exit_code;
use super::{value_of_code, Fold, Tablebase, Value, NOT_CANONICAL};
use crate::ai::rng::SplitMix64;
use crate::games::bagh_chal::BaghChal;
use crate::{Game, Side};
use std::fmt;

/// What a passed verification checked.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct VerifyReport {
    /// Positions checked against their successors (all of them).
    pub positions: u64,
    /// Random positions searched with the rules.
    pub searched: u64,
    /// Of those, how many the search proved won or lost within its depth.
    pub proven: u64,
}

/// A position whose stored value is wrong.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VerifyError {
    /// The position, as a position string.
    pub position: String,
    /// What was stored.
    pub stored: Value,
    /// What its successors (or the search) say.
    pub expected: String,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: the table says {}, but {}",
            self.position, self.stored, self.expected
        )
    }
}

impl std::error::Error for VerifyError {}

impl Tablebase {
    fn text(&self, tigers: u32, goats: u32, captured: u8, tigers_to_move: bool) -> String {
        let side = if tigers_to_move {
            Side::Second
        } else {
            Side::First
        };
        BaghChal::from_parts(tigers, goats, side, 0, captured, self.config).to_text()
    }

    /// The code a position must have given the codes of its successors.
    fn code_from_successors(&self, tigers: u32, goats: u32, captured: u8, tiger_side: bool) -> u8 {
        let slice = &self.slices[usize::from(captured)];
        let next = self.slices.get(usize::from(captured) + 1);
        let mut fold = Fold::default();
        successors(
            tigers,
            goats,
            tiger_side,
            self.config.forced_capture,
            |t, g, jump| {
                fold.add(if jump {
                    exit_code(next, t, g)
                } else {
                    slice.code(!tiger_side, t, g)
                })
            },
        );
        fold.code()
    }

    /// Checks every position against its successors, then `searches` random
    /// positions against a full-width search of the rules `depth` plies deep
    /// (which must prove exactly the wins and losses within its depth).
    pub fn verify(
        &self,
        searches: u64,
        depth: u32,
        seed: u64,
        progress: &mut dyn FnMut(&str),
    ) -> Result<VerifyReport, VerifyError> {
        let mut report = VerifyReport::default();
        for slice in &self.slices {
            for slot in 0..slice.len() {
                let code = slice.code_at(slot);
                if code == NOT_CANONICAL {
                    continue;
                }
                let tiger_side = slice.tigers_at(slot);
                let (tigers, goats) = slice.position(slot);
                let expected = self.code_from_successors(tigers, goats, slice.captured, tiger_side);
                if expected != code {
                    return Err(VerifyError {
                        position: self.text(tigers, goats, slice.captured, tiger_side),
                        stored: value_of_code(code),
                        expected: format!("its successors say {}", value_of_code(expected)),
                    });
                }
                report.positions += 1;
            }
            progress(&format!(
                "slice {}: every position agrees with its successors",
                slice.captured
            ));
        }
        let sample = self.verify_sample(searches, depth, seed)?;
        report.searched = sample.searched;
        report.proven = sample.proven;
        progress(&format!(
            "{} random positions agree with a {depth}-ply search ({} proven won or lost)",
            report.searched, report.proven
        ));
        Ok(report)
    }

    /// Checks `searches` random positions only, each against its successors
    /// and against a full-width search of the rules `depth` plies deep (a
    /// quick check of a table file, such as the one the apps ship).
    pub fn verify_sample(
        &self,
        searches: u64,
        depth: u32,
        seed: u64,
    ) -> Result<VerifyReport, VerifyError> {
        let mut report = VerifyReport::default();
        let mut rng = SplitMix64::new(seed);
        let mut moves = Vec::new();
        while report.searched < searches {
            let slice = &self.slices[rng.below(self.slices.len())];
            let slot = rng.below(slice.len());
            let code = slice.code_at(slot);
            if code == NOT_CANONICAL {
                continue;
            }
            let (tigers, goats) = slice.position(slot);
            let mut tiger_side = slice.tigers_at(slot);
            let mut code = code;
            if !slice.both && rng.below(2) == 0 {
                tiger_side = false;
                code = slice.code(false, tigers, goats);
            }
            let side = if tiger_side {
                Side::Second
            } else {
                Side::First
            };
            let position =
                BaghChal::from_parts(tigers, goats, side, 0, slice.captured, self.config);
            let stored = value_of_code(code);
            let found = prove(&position, depth, &mut moves);
            let within = match stored {
                Value::Win { plies } | Value::Loss { plies } => u32::from(plies) <= depth,
                Value::Draw => false,
            };
            let agrees = if within {
                found == Some(stored)
            } else {
                found.is_none()
            };
            if !agrees {
                return Err(VerifyError {
                    position: position.to_text(),
                    stored,
                    expected: match found {
                        Some(v) => format!("a {depth}-ply search of the rules proves {v}"),
                        None => format!("a {depth}-ply search of the rules proves nothing"),
                    },
                });
            }
            let expected = self.code_from_successors(tigers, goats, slice.captured, tiger_side);
            if expected != code {
                return Err(VerifyError {
                    position: position.to_text(),
                    stored,
                    expected: format!("its successors say {}", value_of_code(expected)),
                });
            }
            report.searched += 1;
            report.proven += u64::from(found.is_some());
        }
        Ok(report)
    }
}

/// The value of `position` if the game ends within `depth` plies with best
/// play, by a full-width search of the rules ([`Game`] only, not the table's
/// own move generator): `Some` exactly when the distance is at most `depth`.
fn prove(
    position: &BaghChal,
    depth: u32,
    buf: &mut Vec<crate::games::bagh_chal::Move>,
) -> Option<Value> {
    if let Some(outcome) = position.terminal() {
        return match outcome.score_for(position.side_to_move()) {
            -1 => Some(Value::Loss { plies: 0 }),
            _ => None,
        };
    }
    if depth == 0 {
        return None;
    }
    buf.clear();
    position.legal_moves(buf);
    let moves = buf.clone();
    let mut shortest_win: Option<u8> = None;
    let mut longest_loss: Option<u8> = Some(0);
    for mv in moves {
        let mut child = position.clone();
        child.play(mv);
        match prove(&child, depth - 1, buf) {
            Some(Value::Loss { plies }) => {
                shortest_win = Some(shortest_win.map_or(plies + 1, |w| w.min(plies + 1)));
            }
            Some(Value::Win { plies }) => {
                longest_loss = longest_loss.map(|l| l.max(plies + 1));
            }
            _ => longest_loss = None,
        }
    }
    match (shortest_win, longest_loss) {
        (Some(plies), _) => Some(Value::Win { plies }),
        (None, Some(plies)) => Some(Value::Loss { plies }),
        _ => None,
    }
}
