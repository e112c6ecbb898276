//! The line protocol of `boardlore engine` (two programs relaying moves):
//! reading a line with a byte cap, and telling the other program's own
//! `ERROR …` and `RESULT …` lines from its moves.

use crate::limits::MAX_ENGINE_LINE_BYTES;
use std::io::{self, BufRead};

/// One line read from the other program.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Line {
    /// The line, without its end of line.
    Text(String),
    /// A line over the cap ([`MAX_ENGINE_LINE_BYTES`]): its first bytes were kept
    /// only to be counted; the rest was read and discarded.
    TooLong {
        /// The line's length in bytes.
        bytes: usize,
    },
    /// A line that is not UTF-8.
    NotText,
}

/// Reads the next line, keeping at most [`MAX_ENGINE_LINE_BYTES`] of it, so
/// that a line of any length costs no more memory than that. `None` at the
/// end of input.
pub fn read_line<R: BufRead>(reader: &mut R) -> io::Result<Option<Line>> {
    read_line_capped(reader, MAX_ENGINE_LINE_BYTES)
}

/// [`read_line`] with a cap of `cap` bytes instead (a longer line is
/// [`Line::TooLong`]; a line that is not UTF-8 is [`Line::NotText`], and
/// the next call reads the line after it).
pub fn read_line_capped<R: BufRead>(reader: &mut R, cap: usize) -> io::Result<Option<Line>> {
    let mut kept = Vec::new();
    let mut length = 0usize;
    let mut read_any = false;
    loop {
        let buffer = match reader.fill_buf() {
            Ok(buffer) => buffer,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buffer.is_empty() {
            break;
        }
        read_any = true;
        let (part, done) = match buffer.iter().position(|&b| b == b'\n') {
            Some(end) => (&buffer[..end], Some(end + 1)),
            None => (buffer, None),
        };
        let room = (cap + 1).saturating_sub(kept.len());
        kept.extend_from_slice(&part[..part.len().min(room)]);
        length = length.saturating_add(part.len());
        let used = done.unwrap_or(part.len());
        reader.consume(used);
        if done.is_some() {
            break;
        }
    }
    if !read_any {
        return Ok(None);
    }
    if kept.last() == Some(&b'\r') && length <= cap {
        kept.pop();
        length -= 1;
    }
    if length > cap {
        return Ok(Some(Line::TooLong { bytes: length }));
    }
    Ok(Some(match String::from_utf8(kept) {
        Ok(text) => Line::Text(text),
        Err(_) => Line::NotText,
    }))
}

/// What a line of text says.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Message<'a> {
    /// Nothing (blank).
    Blank,
    /// The other program's protocol line (`ERROR …` or `RESULT …`): to be
    /// logged, never answered, or two engines would bounce errors for ever.
    Protocol(&'a str),
    /// A move to play, trimmed.
    Move(&'a str),
}

/// Classifies a line: the first word `ERROR` or `RESULT` (followed by a
/// space or nothing) makes a protocol line; `ERRORx` is a (bad) move.
pub fn classify(line: &str) -> Message<'_> {
    let line = line.trim();
    if line.is_empty() {
        return Message::Blank;
    }
    let word = line.split_once(' ').map_or(line, |(word, _)| word);
    if word == "ERROR" || word == "RESULT" {
        Message::Protocol(line)
    } else {
        Message::Move(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    fn lines(input: &[u8]) -> Vec<Line> {
        let mut reader = Cursor::new(input);
        std::iter::from_fn(|| read_line(&mut reader).unwrap()).collect()
    }

    #[test]
    fn reads_lines_with_and_without_a_final_newline() {
        assert_eq!(
            lines(b"a1\r\nb2\n\nc3"),
            vec![
                Line::Text("a1".into()),
                Line::Text("b2".into()),
                Line::Text(String::new()),
                Line::Text("c3".into()),
            ]
        );
        assert!(lines(b"").is_empty());
    }

    #[test]
    fn an_overlong_line_is_discarded_whole_and_reading_goes_on() {
        let mut input = vec![b'x'; 10 * MAX_ENGINE_LINE_BYTES];
        input.extend_from_slice(b"\nc3\n");
        // A small buffer, so the long line arrives in many pieces.
        let mut reader = io::BufReader::with_capacity(16, Cursor::new(input));
        let first = read_line(&mut reader).unwrap();
        assert_eq!(
            first,
            Some(Line::TooLong {
                bytes: 10 * MAX_ENGINE_LINE_BYTES
            })
        );
        assert_eq!(
            read_line(&mut reader).unwrap(),
            Some(Line::Text("c3".into()))
        );
        assert_eq!(read_line(&mut reader).unwrap(), None);
    }

    #[test]
    fn a_line_of_exactly_the_limit_is_read() {
        let input = vec![b'y'; MAX_ENGINE_LINE_BYTES];
        assert_eq!(
            lines(&input),
            vec![Line::Text("y".repeat(MAX_ENGINE_LINE_BYTES))]
        );
    }

    #[test]
    fn invalid_utf8_is_not_text() {
        assert_eq!(lines(b"\xff\xfe\n"), vec![Line::NotText]);
    }

    #[test]
    fn protocol_words_need_a_space_or_the_end_of_the_line() {
        assert_eq!(
            classify("ERROR bad move"),
            Message::Protocol("ERROR bad move")
        );
        assert_eq!(classify("RESULT win"), Message::Protocol("RESULT win"));
        assert_eq!(classify(" ERROR "), Message::Protocol("ERROR"));
        assert_eq!(classify("ERRORx"), Message::Move("ERRORx"));
        assert_eq!(classify("RESULTS a1"), Message::Move("RESULTS a1"));
        assert_eq!(classify("  "), Message::Blank);
        assert_eq!(classify(" c3 "), Message::Move("c3"));
    }
}
