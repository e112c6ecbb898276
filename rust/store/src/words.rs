//! The rows' texts, worded by the core in the language asked for; a game
//! the core does not know (a store from a newer version) is named by its id.

use boardlore_core::after::words;
use boardlore_core::ai::Level;
use boardlore_core::i18n::Lang;
use boardlore_core::session::{Seat, Session};
use boardlore_core::{find_game, GameInfo, Side};

fn info(game_id: &str) -> Option<&'static GameInfo> {
    find_game(game_id).ok().map(|e| (e.info)())
}

/// The game's name (`Bagh Chal`).
pub(crate) fn game_name(game_id: &str, lang: Lang) -> String {
    info(game_id).map_or_else(|| game_id.to_string(), |i| i.name_in(lang))
}

/// A history row's second line: who played and how long.
pub(crate) fn details(game_id: &str, first: Seat, second: Seat, plies: u32, lang: Lang) -> String {
    info(game_id).map_or_else(
        || words::moves(plies, lang),
        |i| words::game_details(i, first, second, plies, lang),
    )
}

/// The name of `side` (`Goats`), when there is one.
pub(crate) fn side_name(game_id: &str, side: Option<Side>, lang: Lang) -> Option<String> {
    info(game_id).zip(side).map(|(i, s)| i.side_name(s, lang))
}

/// A statistics line as players read it.
pub(crate) fn statistics_line(
    game_id: &str,
    level: Option<Level>,
    human_side: Option<Side>,
    [wins, draws, losses]: [u32; 3],
    lang: Lang,
) -> String {
    info(game_id).map_or_else(
        || words::tally(wins, draws, losses, lang),
        |i| words::statistics_line(i, level, human_side, [wins, draws, losses], lang),
    )
}

/// The result sentence of the finished game `save` in `lang`.
pub(crate) fn result_in(save: &str, lang: Lang) -> Option<String> {
    let mut session = Session::restore(save).ok()?;
    session.set_language(lang);
    session.result_text()
}
