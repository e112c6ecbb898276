//! One game between two programs, judged by our rules engine: every move is
//! checked before it is relayed, and a program that sends an illegal or
//! unreadable move, refuses a legal one, moves out of turn, claims a result
//! the position does not give, crashes, closes its output or overruns its
//! time loses the game, with the reason recorded.

use super::program::{next_event, Program, Said};
use boardlore_core::engine_protocol::{classify, Line, Message};
use boardlore_core::{AnyMatch, GameInfo, Outcome, SaveFile, Side};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The referee's limits for every game.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Time per move.
    pub movetime: Duration,
    /// What a move may take beyond `movetime` before it loses.
    pub grace: Duration,
    /// Extra time for a program's first move (it starts up first).
    pub startup: Duration,
    /// Plies after which the referee declares the game drawn.
    pub max_plies: usize,
}

/// A program entered in the tournament.
#[derive(Clone, Debug)]
pub struct Entrant {
    /// Its name.
    pub name: String,
    /// The shell command that starts it (without `--side`).
    pub command: String,
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// By the rules: a win, or a draw by threefold repetition.
    Rules(Outcome),
    /// The side lost by the referee's verdict, for the reason given.
    Forfeit {
        /// The side that lost.
        loser: Side,
        /// Why, in words.
        reason: String,
    },
    /// The referee's draw: the ply limit was reached.
    PlyLimit(usize),
}

/// What the referee saw of one game.
#[derive(Clone, Debug)]
pub struct GameReport {
    /// The ending.
    pub ending: Ending,
    /// The winning side, `None` for a draw.
    pub winner: Option<Side>,
    /// Plies played.
    pub plies: usize,
    /// Moves each side played (first side first).
    pub moves_by: [usize; 2],
    /// Remarks: a wrong claim at the end, a missing claim.
    pub notes: Vec<String>,
    /// The game record (a resignation in it stands for a forfeit, so that
    /// the record loads to the same result).
    pub save: SaveFile,
}

/// Plays one game: `entrants[0]` plays the first side, `entrants[1]` the
/// second. Each is started with `--side <key>` appended to its command and
/// is killed when the game ends, whatever happens.
pub fn play_game(
    mut record: Box<dyn AnyMatch>,
    entrants: [&Entrant; 2],
    limits: &Limits,
) -> Result<GameReport, String> {
    let info = record.info();
    // Bounded: a program that floods its output waits for the referee.
    let (events_in, events) = mpsc::sync_channel(64);
    let side_arg = |side: Side| format!("--side {}", info.side(side).key);
    let mut programs = [
        Program::start(
            &entrants[0].command,
            &side_arg(Side::First),
            0,
            events_in.clone(),
        )?,
        Program::start(&entrants[1].command, &side_arg(Side::Second), 1, events_in)?,
    ];
    let per_move = limits.movetime + limits.grace;
    let mut moved = [false, false];
    let mut last_sent: [Option<String>; 2] = [None, None];
    let mut deadline = Instant::now() + per_move + limits.startup;
    let forfeit = |seat: usize, reason: String| Ending::Forfeit {
        loser: side_of(seat),
        reason,
    };
    let ending = loop {
        if let Some(outcome) = record.outcome() {
            break Ending::Rules(outcome);
        }
        let plies = record.status().ply;
        if plies >= limits.max_plies {
            break Ending::PlyLimit(plies);
        }
        let mover = record.status().side_to_move.index();
        let Some((seat, said)) = next_event(&events, deadline) else {
            break forfeit(
                mover,
                format!(
                    "exceeded the move time: no move within {} ms ({} ms + {} ms grace{})",
                    (per_move
                        + if moved[mover] {
                            Duration::ZERO
                        } else {
                            limits.startup
                        })
                    .as_millis(),
                    limits.movetime.as_millis(),
                    limits.grace.as_millis(),
                    if moved[mover] { "" } else { " + start-up" }
                ),
            );
        };
        let text = match said {
            Said::Closed => break forfeit(seat, closed_reason(&mut programs[seat])),
            Said::Line(Line::TooLong { bytes }) => {
                break forfeit(seat, format!("sent an unreadable line of {bytes} bytes"))
            }
            Said::Line(Line::NotText) => {
                break forfeit(seat, "sent a line that is not UTF-8 text".to_string())
            }
            Said::Line(Line::Text(text)) => text,
        };
        match classify(&text) {
            Message::Blank => {}
            Message::Protocol(line) if line.starts_with("ERROR") => {
                let reason = match &last_sent[seat] {
                    Some(mv) => format!("refused the legal move {mv}: {line:?}"),
                    None => format!("said {line:?} before any move was sent to it"),
                };
                break forfeit(seat, reason);
            }
            Message::Protocol(line) => {
                let word = line.split_whitespace().nth(1).unwrap_or("");
                let reason = if word.eq_ignore_ascii_case("loss") {
                    format!("resigned ({line:?})")
                } else {
                    format!("claimed {line:?}, but the game is not over")
                };
                break forfeit(seat, reason);
            }
            Message::Move(text) if seat != mover => {
                break forfeit(seat, format!("moved out of turn: {text:?}"));
            }
            Message::Move(text) => match record.play(text) {
                Ok(played) => {
                    moved[seat] = true;
                    let relayed = super::relay_form(&played, record.as_ref());
                    programs[1 - seat].send(&relayed);
                    last_sent[1 - seat] = Some(relayed);
                    let startup = if moved[1 - seat] {
                        Duration::ZERO
                    } else {
                        limits.startup
                    };
                    deadline = Instant::now() + per_move + startup;
                }
                Err(e) => break forfeit(seat, format!("played {text:?}: {e}")),
            },
        }
    };
    let mut notes = Vec::new();
    if let Ending::Rules(outcome) = ending {
        check_claims(info, outcome, entrants, &events, limits.grace, &mut notes);
    }
    for program in &mut programs {
        program.kill();
    }
    let winner = match &ending {
        Ending::Rules(outcome) => outcome.winner,
        Ending::Forfeit { loser, .. } => Some(loser.opponent()),
        Ending::PlyLimit(_) => None,
    };
    let history = record.history();
    let moves_by =
        [Side::First, Side::Second].map(|s| history.iter().filter(|m| m.side == s).count());
    let mut save = record.save();
    if let Ending::Forfeit { loser, .. } = ending {
        save.resigned = Some(loser);
    }
    Ok(GameReport {
        ending,
        winner,
        plies: history.len(),
        moves_by,
        notes,
        save,
    })
}

fn side_of(seat: usize) -> Side {
    if seat == 0 {
        Side::First
    } else {
        Side::Second
    }
}

/// Why a program's output closed: it crashed, it exited, or it closed it.
fn closed_reason(program: &mut Program) -> String {
    let status = program.exit_status(Duration::from_millis(500));
    // Let the standard error reader catch up with the last words.
    std::thread::sleep(Duration::from_millis(50));
    let last = program
        .last_stderr_line()
        .map(|line| format!(" (its last words: {line:?})"))
        .unwrap_or_default();
    match status {
        Some(status) if status.success() => {
            format!("exited before the game was over{last}")
        }
        Some(status) => match status.code() {
            Some(code) => format!("crashed (exit status {code}){last}"),
            None => format!("crashed ({status}){last}"),
        },
        None => format!("closed its output{last}"),
    }
}

/// After a game the rules ended, each program may say `RESULT win|loss|draw
/// …`: read for `grace`, and note a claim that the rules contradict (the
/// rules' result stands) or a missing one.
fn check_claims(
    info: &GameInfo,
    outcome: Outcome,
    entrants: [&Entrant; 2],
    events: &mpsc::Receiver<(usize, Said)>,
    grace: Duration,
    notes: &mut Vec<String>,
) {
    let deadline = Instant::now() + grace.max(Duration::from_millis(200));
    let mut claims: [Option<String>; 2] = [None, None];
    let mut done = [false, false];
    while !(done[0] && done[1]) {
        let Some((seat, said)) = next_event(events, deadline) else {
            break;
        };
        match said {
            Said::Closed => done[seat] = true,
            Said::Line(Line::Text(text)) => {
                if let Message::Protocol(line) = classify(&text) {
                    if line.starts_with("RESULT") && claims[seat].is_none() {
                        claims[seat] = Some(line.to_string());
                        done[seat] = true;
                    }
                }
            }
            Said::Line(_) => {}
        }
    }
    for (seat, claim) in claims.iter().enumerate() {
        let name = &entrants[seat].name;
        if let Some(note) = claim_note(info, outcome, side_of(seat), name, claim.as_deref()) {
            notes.push(note);
        }
    }
}

/// The note on `side`'s end-of-game claim, `None` when it agrees with the
/// rules' `outcome`.
fn claim_note(
    info: &GameInfo,
    outcome: Outcome,
    side: Side,
    name: &str,
    claim: Option<&str>,
) -> Option<String> {
    let expected = match outcome.score_for(side) {
        1 => "win",
        -1 => "loss",
        _ => "draw",
    };
    let Some(line) = claim else {
        return Some(format!("{name} claimed no result"));
    };
    let word = line.split_whitespace().nth(1).unwrap_or("");
    (!word.eq_ignore_ascii_case(expected)).then(|| {
        format!(
            "{name} claimed {line:?}, but the rules say: {} (the rules' result stands)",
            info.describe(outcome)
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardlore_core::{find_game, EndReason};

    #[test]
    fn a_claim_that_the_rules_contradict_is_noted_and_not_believed() {
        let info = (find_game("bagh-chal").unwrap().info)();
        let tigers_win = Outcome::win(Side::Second, EndReason::CaptureTarget);
        let note = |side, claim| claim_note(info, tigers_win, side, "x", claim);
        assert_eq!(
            note(Side::Second, Some("RESULT win capture target reached")),
            None
        );
        assert_eq!(
            note(Side::First, Some("RESULT loss capture target reached")),
            None
        );
        assert_eq!(
            note(Side::First, Some("RESULT win tigers trapped")).unwrap(),
            "x claimed \"RESULT win tigers trapped\", but the rules say: Tigers win: \
             capture target reached (the rules' result stands)"
        );
        assert!(note(Side::Second, Some("RESULT draw")).is_some());
        assert!(note(Side::Second, Some("RESULT")).is_some());
        assert_eq!(note(Side::Second, None).unwrap(), "x claimed no result");
        let draw = Outcome::draw(EndReason::Repetition);
        assert_eq!(
            claim_note(info, draw, Side::First, "x", Some("RESULT draw")),
            None
        );
    }
}
