//! A game as text to share: the game, the moves by rounds, the result (or
//! whose turn it is) and the position string, in the notation of the rules.

use crate::session::{history, Session};

impl Session {
    /// The game as plain text for a message or a note, in the session's
    /// language ([`Session::language`]); the moves and the position string
    /// stay in notation:
    ///
    /// ```text
    /// Bagh Chal (Nepal): Goats against Tigers
    /// 1. c3 a1-b1
    /// 2. c2
    /// Tigers to move · Goats to place 18
    /// Position: …
    /// ```
    pub fn share_text(&self) -> String {
        self.share_text_in(self.language())
    }

    /// [`Session::share_text`] in `lang` (a game restored from the store
    /// for a player of that language).
    pub fn share_text_in(&self, lang: crate::i18n::Lang) -> String {
        let record = self.record();
        let info = record.info();
        let mut lines = vec![crate::tr!(
            lang,
            "share-heading",
            game = info.name_in(lang),
            origin = info.origin_in(lang),
            first = info.side_name(info.sides[0].side, lang),
            second = info.side_name(info.sides[1].side, lang)
        )];
        let rounds = history::round_lines(&self.turns(), lang);
        if rounds.is_empty() {
            lines.push(crate::tr!(lang, "share-no-moves"));
        }
        lines.extend(rounds);
        let mut worded = self.clone();
        worded.set_language(lang);
        lines.push(worded.result_text().unwrap_or_else(|| worded.status_line()));
        lines.push(crate::tr!(
            lang,
            "share-position",
            position = record.position_text()
        ));
        lines.join("\n") + "\n"
    }
}

#[cfg(test)]
mod tests {
    use crate::session::{Seats, Session};
    use crate::Options;

    #[test]
    fn the_text_has_the_game_the_rounds_the_state_and_the_position() {
        let mut session = Session::new("bagh-chal", &Options::new(), Seats::default()).unwrap();
        assert!(session.share_text().contains("No moves yet."));
        session.play("c3").unwrap();
        session.play("a1-b1").unwrap();
        session.play("c2").unwrap();
        let text = session.share_text();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "Bagh Chal (Nepal): Goats against Tigers");
        assert_eq!(lines[1], "1. c3 a1-b1");
        assert_eq!(lines[2], "2. c2");
        assert!(lines[3].starts_with("Tigers to move"), "{}", lines[3]);
        assert!(lines[4].starts_with("Position: "), "{}", lines[4]);
        // The position string restores the same position.
        let position = lines[4].trim_start_matches("Position: ");
        let entry = crate::find_game("bagh-chal").unwrap();
        let again = (entry.create)(&Options::new(), Some(position)).unwrap();
        assert_eq!(again.position_text(), session.record().position_text());
    }

    #[test]
    fn the_text_is_in_the_sessions_language() {
        let mut session = Session::new("bagh-chal", &Options::new(), Seats::default()).unwrap();
        session.set_language(crate::i18n::Lang::Fr);
        let text = session.share_text();
        assert!(
            text.starts_with("Bagh Chal (Népal) : Chèvres contre Tigres"),
            "{text}"
        );
        assert!(text.contains("Aucun coup"), "{text}");
        assert!(
            !text.contains("against") && !text.contains("Position:"),
            "{text}"
        );
    }
}
