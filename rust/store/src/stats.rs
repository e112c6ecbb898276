//! Wins, draws and losses per game, level and side, counted by SQLite.

use crate::{side_of, Result};
use boardlore_core::ai::Level;
use boardlore_core::Side;
use rusqlite::Connection;

/// One line of the statistics.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StatsRow {
    /// The game's id (`bagh-chal`).
    pub game_id: String,
    /// The computer's level; `None` for games without exactly one human
    /// against the computer (pass and play, demos).
    pub level: Option<Level>,
    /// The side the human played; `None` with `level`.
    pub human_side: Option<Side>,
    /// Games the human won (the first side, when `level` is `None`).
    pub wins: u32,
    /// Draws.
    pub draws: u32,
    /// Games the human lost (the first side lost, when `level` is `None`).
    pub losses: u32,
}

impl StatsRow {
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
    pub rows: Vec<StatsRow>,
}

pub(crate) fn statistics(conn: &Connection) -> Result<Statistics> {
    let mut statement = conn.prepare_cached(
        "SELECT game_id, level, human_side,
             sum(winner IS NOT NULL AND winner = coalesce(human_side, 'first')),
             sum(winner IS NULL),
             sum(winner IS NOT NULL AND winner <> coalesce(human_side, 'first'))
         FROM games GROUP BY game_id, level, human_side",
    )?;
    let mut rows = statement
        .query_map([], |row| {
            Ok(StatsRow {
                game_id: row.get(0)?,
                level: row
                    .get::<_, Option<String>>(1)?
                    .and_then(|l| l.parse::<Level>().ok()),
                human_side: row
                    .get::<_, Option<String>>(2)?
                    .as_deref()
                    .and_then(side_of),
                wins: row.get(3)?,
                draws: row.get(4)?,
                losses: row.get(5)?,
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
