//! Drawing the frame: read from the session and the screen's own state
//! after every action.

use super::board::{indices, move_frame, square_frames};
use super::frame::{Busy, GameFrame, TurnRow};
use super::game::GameScreen;
use super::setup::GameSetup;
use crate::i18n;
use crate::session::TurnSpeech;

impl GameScreen {
    /// The frame of the screen as it stands.
    pub fn frame(&self) -> GameFrame {
        let session = &self.session;
        let lang = session.language();
        let info = session.record().info();
        let over = session.outcome().is_some();
        let selection = indices(session.selection());
        let hint_taps: Vec<u32> = self
            .hint
            .as_ref()
            .map(|h| indices(&h.detail.taps))
            .unwrap_or_default();
        let squares = square_frames(session, &hint_taps, true);
        let level = [session.seats().first, session.seats().second]
            .iter()
            .find_map(|seat| seat.level());
        let human_side = session.seats().lone_human();
        let players_text = match (human_side, level) {
            (Some(side), Some(level)) => crate::tr!(
                lang,
                "screen-you-against",
                side = info.side_name(side, lang),
                other = info.side_name(side.opponent(), lang),
                level = level.title(lang)
            ),
            _ => i18n::text(lang, "screen-two-players", &[]),
        };
        let busy_text = match self.busy() {
            Busy::Idle => None,
            Busy::Thinking => Some(i18n::text(lang, "screen-thinking", &[])),
            Busy::FindingHint => Some(i18n::text(lang, "screen-finding-hint", &[])),
        };
        let options = session.record().options().settings();
        let person_to_move = !over && session.computer_to_move().is_none();
        let idle = self.busy() == Busy::Idle;
        GameFrame {
            game_id: info.id.to_string(),
            game_name: info.name_in(lang),
            language: lang,
            squares,
            selection,
            side_to_move: session.side_to_move(),
            status_text: self
                .refusal
                .clone()
                .unwrap_or_else(|| session.status_line()),
            refusal: self.refusal.clone(),
            busy: self.busy(),
            busy_text,
            accepts_taps: self.accepts_taps(),
            is_over: over,
            can_undo: session.can_undo(),
            can_redo: session.can_redo() && self.busy() != Busy::Thinking,
            can_hint: person_to_move && idle && self.hint.is_none(),
            can_pass: person_to_move && session.can_pass(),
            can_finish: person_to_move && session.can_finish(),
            can_resign: !over,
            can_review: over && self.finished_game_id.is_some(),
            can_browse: !session.history().is_empty(),
            players_text,
            level,
            level_name: level.map(|l| l.title(lang)),
            human_side,
            hint: self.hint.as_ref().map(|h| h.notation.clone()),
            hint_text: self.hint.as_ref().map(|h| session.hint_text(&h.notation)),
            turns: session
                .turns()
                .iter()
                .map(|turn| TurnRow {
                    number: turn.number(),
                    side: turn.side,
                    text: turn.text(),
                    captures: turn.captures,
                    spoken: TurnSpeech::new(info, turn).text(lang),
                    first_ply: u32::try_from(turn.first_ply).unwrap_or(u32::MAX),
                    label: None,
                    label_text: None,
                })
                .collect(),
            save_error: self.save_error.clone(),
            finished_game_id: self.finished_game_id,
            flipped: self.flipped,
            setup: GameSetup {
                game_id: info.id.to_string(),
                options: options.clone(),
                seats: session.seats(),
                budget: self.budget,
            },
            options,
            revision: session.revision(),
            tray: session.tray().into(),
            counters_text: session
                .counters()
                .iter()
                .map(|c| c.text(lang))
                .collect::<Vec<_>>()
                .join(" · "),
            result_text: session.result_text(),
            share_text: session.share_text(),
            move_list: crate::session::history::move_list(&session.turns()),
            last_move: session.last_move().map(move_frame),
            last_move_animates: self.animates && session.last_move().is_some(),
        }
    }
}
