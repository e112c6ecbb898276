//! Wins, draws and losses per game, level and side, counted by SQLite.

use crate::{side_of, words, Result};
use boardlore_core::ai::Level;
use boardlore_core::i18n::Lang;
use boardlore_core::Side;
use rusqlite::Connection;

/// One line of the statistics: against one level, playing one side, its
/// texts worded by the core in the language asked for.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct StatisticsLine {
    /// The game's id (`bagh-chal`).
    pub game_id: String,
    /// The game's name.
    pub game_name: String,
    /// The computer's level; `None` for games without exactly one human
    /// against the computer (pass and play, demos).
    pub level: Option<Level>,
    /// The side the human played; `None` with `level`.
    pub human_side: Option<Side>,
    /// That side's name (`Goats`), when there is one.
    pub side_name: Option<String>,
    /// Games the human won (the first side, when `level` is `None`).
    pub wins: u32,
    /// Draws.
    pub draws: u32,
    /// Games the human lost (the first side lost, when `level` is `None`).
    pub losses: u32,
    /// The whole line, worded by the core: `Against Hard, as Goats: 3 won,
    /// 1 drawn, 2 lost` (`Two players, counted for Goats: …` without a
    /// level). Apps show it under `game_name` and assemble nothing.
    pub text: String,
}

impl StatisticsLine {
    /// Games counted in this line.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }
}

/// Every line of the statistics, by game, then level (easiest first, pass
/// and play last), then side.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Statistics {
    /// The lines.
    pub rows: Vec<StatisticsLine>,
}

pub(crate) fn statistics(conn: &Connection, lang: Lang) -> Result<Statistics> {
    let mut statement = conn.prepare_cached(
        "SELECT game_id, level, human_side,
             sum(winner IS NOT NULL AND winner = coalesce(human_side, 'first')),
             sum(winner IS NULL),
             sum(winner IS NOT NULL AND winner <> coalesce(human_side, 'first'))
         FROM games GROUP BY game_id, level, human_side",
    )?;
    let mut rows = statement
        .query_map([], |row| {
            let game_id: String = row.get(0)?;
            let level = row
                .get::<_, Option<String>>(1)?
                .and_then(|l| l.parse::<Level>().ok());
            let human_side = row
                .get::<_, Option<String>>(2)?
                .as_deref()
                .and_then(side_of);
            let tally = [row.get(3)?, row.get(4)?, row.get(5)?];
            Ok(StatisticsLine {
                game_name: words::game_name(&game_id, lang),
                side_name: words::side_name(&game_id, human_side, lang),
                text: words::statistics_line(&game_id, level, human_side, tally, lang),
                game_id,
                level,
                human_side,
                wins: tally[0],
                draws: tally[1],
                losses: tally[2],
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    rows.sort_by_key(|r| {
        (
            r.game_id.clone(),
            r.level.map_or(usize::MAX, |l| l as usize),
            r.human_side.map(Side::index),
        )
    });
    Ok(Statistics { rows })
}
