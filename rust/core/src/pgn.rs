//! Games as PGN-style text, for sharing and archives: tag pairs, then the
//! moves in the game's notation with turn numbers, optional `{comments}`
//! (review labels) after a move, and the result.
//!
//! ```text
//! [Game "bagh-chal"]
//! [Variant "capture-target=5"]
//! [White "Human"]
//! [Black "Computer (hard)"]
//! [Date "2026.11.25"]
//! [Result "0-1"]
//!
//! 1. c3 a1-b2 2. c2 {mistake: b3 was better} b2xd2 …
//! 0-1
//! ```
//!
//! `White` names who played the side that moves first (the goats in Bagh
//! Chal), `Black` the other side: `Human`, or `Computer (level)`. `Position`
//! holds the start position when the game did not begin from the usual one;
//! `Termination "resignation"` marks a resigned game. Import reads any
//! accepted notation, checks every move against the rules, and names the
//! first bad one by its number.

use crate::i18n::Lang;
use crate::level::Level;
use crate::limits::{short, MAX_SAVE_BYTES, MAX_SAVE_MOVES};
use crate::session::history::turns;
use crate::session::{Seat, Seats, Session};
use crate::{find_game, AnyMatch, EndReason, MatchError, MoveError, OptionError, Options, Side};
use std::fmt;

/// A game read from PGN-style text.
#[derive(Debug)]
pub struct PgnImport {
    /// The game, with its seats, at its last move.
    pub session: Session,
    /// Every tag pair, in the order read.
    pub tags: Vec<(String, String)>,
    /// The comment after each move (by ply), where there was one.
    pub comments: Vec<Option<String>>,
}

/// Why PGN-style text could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PgnError {
    /// The text is larger than any game.
    TooLarge,
    /// A line that starts like a tag pair is not `[Name "value"]`.
    BadTag {
        /// The line number, from 1.
        line: usize,
    },
    /// The `Game` tag is missing.
    NoGame,
    /// The `Game` tag names no game Boardlore knows.
    UnknownGame(String),
    /// The `Variant` tag holds a bad option.
    Variant(OptionError),
    /// The `Position` tag is not a position of the game (or the game it
    /// sets up cannot end as the tags say).
    Position(MatchError),
    /// A `{comment}` is not closed.
    OpenComment,
    /// A move could not be played.
    Move {
        /// The move's number in the game, from 1 (its ply).
        number: usize,
        /// Its turn number as the move list shows it (`12.`, `12…`).
        turn: String,
        /// What was written.
        text: String,
        /// Why it was refused.
        error: MoveError,
    },
    /// The `Result` tag disagrees with the game played.
    ResultMismatch {
        /// What the tag says.
        tag: String,
        /// What the moves give.
        played: String,
    },
}

impl PgnError {
    /// Why the text could not be read, in `lang` (the catalogue's `errors`
    /// area).
    pub fn text_in(&self, lang: Lang) -> String {
        match self {
            PgnError::TooLarge => crate::tr!(lang, "error-pgn-too-large"),
            PgnError::BadTag { line } => crate::tr!(lang, "error-pgn-bad-tag", line = *line),
            PgnError::NoGame => crate::tr!(lang, "error-pgn-no-game"),
            PgnError::UnknownGame(id) => {
                crate::tr!(lang, "error-pgn-unknown-game", id = format!("{id:?}"))
            }
            PgnError::Variant(e) => crate::tr!(lang, "error-pgn-variant", why = e.text_in(lang)),
            PgnError::Position(e) => {
                crate::tr!(lang, "error-pgn-position", why = e.text_in(lang))
            }
            PgnError::OpenComment => crate::tr!(lang, "error-pgn-open-comment"),
            PgnError::Move {
                number,
                turn,
                text,
                error,
            } => crate::tr!(
                lang,
                "error-pgn-move",
                number = *number,
                turn = turn.as_str(),
                text = short(text).to_string(),
                why = error.text_in(lang)
            ),
            PgnError::ResultMismatch { tag, played } => crate::tr!(
                lang,
                "error-pgn-result-mismatch",
                tag = tag.as_str(),
                played = played.as_str()
            ),
        }
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text_in(Lang::En))
    }
}

impl std::error::Error for PgnError {}

/// The result token of an outcome: `1-0`, `0-1`, `1/2-1/2`, or `*`.
fn result_token(session: &Session) -> &'static str {
    match session.outcome() {
        Some(outcome) => match outcome.winner {
            Some(Side::First) => "1-0",
            Some(Side::Second) => "0-1",
            None => "1/2-1/2",
        },
        None => "*",
    }
}

fn seat_text(seat: Seat) -> String {
    match seat {
        Seat::Human => "Human".into(),
        Seat::Computer { level } => format!("Computer ({})", level.name()),
    }
}

fn seat_of(text: &str) -> Seat {
    let lower = text.trim().to_ascii_lowercase();
    match lower.strip_prefix("computer") {
        Some(rest) => rest
            .trim_matches(|c: char| c.is_whitespace() || c == '(' || c == ')')
            .parse::<Level>()
            .map_or(
                Seat::Computer {
                    level: Level::Medium,
                },
                |level| Seat::Computer { level },
            ),
        None => Seat::Human,
    }
}

/// `2026.11.25` for a time in seconds since 1970 (UTC), as PGN writes dates.
pub fn date_of(unix_seconds: i64) -> String {
    // Howard Hinnant's civil-from-days.
    let z = unix_seconds.div_euclid(86_400) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

fn quote(value: &str) -> String {
    value
        .chars()
        .filter(|c| !c.is_control())
        .collect::<String>()
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
}

/// The game as PGN-style text. `date` is written as given (see
/// [`date_of`]); `comments` are by ply (a missing or `None` entry writes
/// no comment).
pub fn export(session: &Session, date: Option<&str>, comments: &[Option<String>]) -> String {
    let record = session.record();
    let save = record.save();
    let seats = session.seats();
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        out.push_str(&format!("[{name} \"{}\"]\n", quote(value)));
    };
    tag("Game", record.info().id);
    let variant: Vec<String> = save
        .options
        .0
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    tag("Variant", &variant.join(", "));
    tag("White", &seat_text(seats.first));
    tag("Black", &seat_text(seats.second));
    if let Some(date) = date {
        tag("Date", date);
    }
    tag("Result", result_token(session));
    if let Some(outcome) = session.outcome() {
        if outcome.reason == EndReason::Resignation {
            tag("Termination", "resignation");
        }
    }
    let usual = find_game(&save.game)
        .and_then(|entry| entry.new_match(&save.options))
        .map(|m| m.position_text());
    if usual.as_deref() != Ok(save.start.as_str()) {
        tag("Position", &save.start);
    }
    out.push('\n');

    let mut line = String::new();
    let mut need_number = true;
    for turn in turns(session.history()) {
        for (i, mv) in turn.moves.iter().enumerate() {
            let ply = turn.first_ply + i;
            let mut token = String::new();
            if turn.side == Side::First && i == 0 {
                token.push_str(&format!("{}. ", turn.round));
            } else if need_number {
                token.push_str(&format!("{}... ", turn.round));
            }
            token.push_str(mv);
            need_number = false;
            if let Some(Some(comment)) = comments.get(ply) {
                let clean: String = comment
                    .chars()
                    .map(|c| match c {
                        '{' | '}' => '|',
                        c if c.is_control() => ' ',
                        c => c,
                    })
                    .collect();
                token.push_str(&format!(" {{{}}}", clean.trim()));
                need_number = true;
            }
            push_wrapped(&mut out, &mut line, &token);
        }
    }
    push_wrapped(&mut out, &mut line, result_token(session));
    out.push_str(&line);
    out.push('\n');
    out
}

/// Adds `token` to `line`, moving the line into `out` past 80 characters.
fn push_wrapped(out: &mut String, line: &mut String, token: &str) {
    if !line.is_empty() && line.chars().count() + 1 + token.chars().count() > 80 {
        out.push_str(line);
        out.push('\n');
        line.clear();
    }
    if !line.is_empty() {
        line.push(' ');
    }
    line.push_str(token);
}

/// What the movetext holds: moves with their comments, and the result.
enum Token {
    Move(String),
    Comment(String),
    Result(String),
}

fn is_result(word: &str) -> bool {
    matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*")
}

/// Strips a turn number (`12.`, `12...`, `12…`) from the front of a word.
fn strip_number(word: &str) -> &str {
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 {
        return word;
    }
    let rest = &word[digits..];
    let rest = rest.trim_start_matches(['.', '…']);
    if rest.len() == word.len() - digits {
        word // digits not followed by a dot: not a number
    } else {
        rest
    }
}

fn tokens(text: &str) -> Result<Vec<Token>, PgnError> {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut Vec<Token>| {
        let w = std::mem::take(word);
        let w = strip_number(&w);
        if w.is_empty() {
            return;
        }
        if is_result(w) {
            out.push(Token::Result(w.to_string()));
        } else {
            out.push(Token::Move(w.to_string()));
        }
    };
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                flush(&mut word, &mut out);
                let mut comment = String::new();
                loop {
                    match chars.next() {
                        Some('}') => break,
                        Some(c) => comment.push(c),
                        None => return Err(PgnError::OpenComment),
                    }
                }
                out.push(Token::Comment(comment.trim().to_string()));
            }
            ';' => {
                flush(&mut word, &mut out);
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            c if c.is_whitespace() => flush(&mut word, &mut out),
            c => word.push(c),
        }
    }
    flush(&mut word, &mut out);
    Ok(out)
}

fn unquote(value: &str) -> String {
    let mut out = String::new();
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(next) = chars.next() {
                out.push(next);
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Reads a tag line `[Name "value"]`.
fn tag_pair(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?.trim();
    let (name, value) = inner.split_once(char::is_whitespace)?;
    let value = value.trim().strip_prefix('"')?.strip_suffix('"')?;
    (!name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
        .then(|| (name.to_string(), unquote(value)))
}

/// Reads PGN-style text: checks every tag, and every move against the
/// rules, and names the first bad move by its number.
pub fn import(text: &str) -> Result<PgnImport, PgnError> {
    if text.len() > MAX_SAVE_BYTES {
        return Err(PgnError::TooLarge);
    }
    let text = text.trim_start_matches('\u{feff}');
    let mut tags = Vec::new();
    let mut movetext = String::new();
    let mut in_tags = true;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if in_tags && trimmed.starts_with('[') {
            tags.push(tag_pair(trimmed).ok_or(PgnError::BadTag { line: i + 1 })?);
            continue;
        }
        if !trimmed.is_empty() {
            in_tags = false;
        }
        movetext.push_str(line);
        movetext.push('\n');
    }
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    };
    let game = tag("Game").ok_or(PgnError::NoGame)?;
    let entry = find_game(game).map_err(|_| PgnError::UnknownGame(short(game)))?;
    let descriptors = (entry.info)().options;
    let options = match tag("Variant").map(str::trim) {
        None | Some("") => Options::new(),
        Some(variant) => Options::parse_pairs(descriptors, variant.split(',').map(str::trim))
            .map_err(PgnError::Variant)?,
    };
    let record = match tag("Position") {
        Some(position) => entry.from_position(&options, position),
        None => entry.new_match(&options),
    }
    .map_err(|e| match e {
        MatchError::Option(e) => PgnError::Variant(e),
        e => PgnError::Position(e),
    })?;
    let seats = Seats {
        first: tag("White").map_or(Seat::Human, seat_of),
        second: tag("Black").map_or(Seat::Human, seat_of),
    };
    let (record, comments, result) = play_movetext(record, &movetext)?;
    let mut session = Session::from_record(record, seats);
    let tagged = tag("Result").map(str::trim).filter(|r| *r != "*");
    let written = result.as_deref().filter(|r| *r != "*");
    if let (Some(tag), Some(written)) = (tagged, written) {
        if tag != written {
            return Err(PgnError::ResultMismatch {
                tag: short(tag),
                played: written.into(),
            });
        }
    }
    let wanted = tagged.or(written);
    let resigned = tag("Termination").is_some_and(|t| t.eq_ignore_ascii_case("resignation"));
    if let (Some(wanted), None) = (wanted, session.outcome()) {
        if resigned {
            let loser = match wanted {
                "1-0" => Some(Side::Second),
                "0-1" => Some(Side::First),
                _ => None,
            };
            if let Some(loser) = loser {
                session.resign_side(loser).map_err(PgnError::Position)?;
            }
        }
    }
    if let Some(wanted) = wanted {
        let played = result_token(&session);
        if played != "*" && played != wanted {
            return Err(PgnError::ResultMismatch {
                tag: short(wanted),
                played: played.into(),
            });
        }
    }
    Ok(PgnImport {
        session,
        tags,
        comments,
    })
}

type Played = (Box<dyn AnyMatch>, Vec<Option<String>>, Option<String>);

fn play_movetext(mut record: Box<dyn AnyMatch>, movetext: &str) -> Result<Played, PgnError> {
    let mut comments: Vec<Option<String>> = Vec::new();
    let mut result = None;
    for token in tokens(movetext)? {
        match token {
            Token::Comment(comment) => {
                if let Some(last) = comments.last_mut() {
                    *last = Some(comment);
                }
            }
            Token::Result(r) => result = Some(r),
            Token::Move(text) => {
                let number = comments.len() + 1;
                if number > MAX_SAVE_MOVES {
                    return Err(PgnError::TooLarge);
                }
                let side = record.status().side_to_move;
                record.play(&text).map_err(|e| {
                    let history = record.history();
                    let round = turns(&history).last().map_or(1, |t| {
                        if t.side == side {
                            t.round
                        } else if side == Side::First {
                            t.round + 1
                        } else {
                            t.round
                        }
                    });
                    PgnError::Move {
                        number,
                        turn: match side {
                            Side::First => format!("{round}."),
                            Side::Second => format!("{round}…"),
                        },
                        text: text.clone(),
                        error: match e {
                            MatchError::Move(e) => e,
                            other => MoveError::Illegal(other.to_string()),
                        },
                    }
                })?;
                comments.push(None);
            }
        }
    }
    Ok((record, comments, result))
}

#[cfg(test)]
mod tests;
