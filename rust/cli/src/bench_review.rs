//! The after-the-game benchmarks of `boardlore bench`: reviewing a 60-move
//! game at the default budget (total time, progress interval, cancel
//! latency), and listing the first page of a store of 10,000 games.

use boardlore_core::after::words;
use boardlore_core::ai::{Engine, Level, SearchSettings};
use boardlore_core::i18n::Lang;
use boardlore_core::review::{self, DEFAULT_LEVEL};
use boardlore_core::session::{Seats, Session};
use boardlore_core::{find_game, Options, Side};
use boardlore_store::Store;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Plies of the reviewed game.
const REVIEW_PLIES: usize = 60;
/// Finished games in the history benchmark's store.
const HISTORY_GAMES: usize = 10_000;

/// A game of `game_id` played by the medium level for [`REVIEW_PLIES`]
/// plies (fewer if it ends).
fn medium_game(game_id: &str) -> Result<Session, String> {
    let entry = find_game(game_id).map_err(|e| e.to_string())?;
    let mut record = entry
        .new_match(&Options::new())
        .map_err(|e| e.to_string())?;
    let mut engine = Engine::new(16);
    let never = AtomicBool::new(false);
    let settings = SearchSettings::for_level(Level::Medium).without_time();
    for ply in 0..REVIEW_PLIES {
        if record.outcome().is_some() {
            break;
        }
        let thought = record
            .think(&mut engine, &settings.clone().with_seed(ply as u64), &never)
            .map_err(|e| e.to_string())?;
        record.play(&thought.notation).map_err(|e| e.to_string())?;
    }
    Ok(Session::from_record(record, Seats::humans()))
}

/// Reviews a 60-ply game of `game_id` and prints the time, the longest
/// wait between two progress reports, and how fast a cancel is obeyed.
pub fn review_line(game_id: &str) -> Result<(), String> {
    let session = medium_game(game_id)?;
    let record = session.record();
    let settings = review::settings_for(record, DEFAULT_LEVEL);
    let mut engine = Engine::default();
    let started = Instant::now();
    let mut last = started;
    let mut longest_gap = Duration::ZERO;
    let mut reports = 0;
    review::review(
        record,
        &mut engine,
        &settings,
        &AtomicBool::new(false),
        &mut |_, _| {
            let now = Instant::now();
            longest_gap = longest_gap.max(now - last);
            last = now;
            reports += 1;
        },
    )
    .map_err(|e| e.to_string())?;
    let total = started.elapsed();

    // Cancel 300 ms into a second review, from another thread.
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = cancel.clone();
    let setter = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        flag.store(true, Ordering::SeqCst);
        Instant::now()
    });
    engine.clear();
    let result = review::review(record, &mut engine, &settings, &cancel, &mut |_, _| {});
    let returned = Instant::now();
    let set_at = setter.join().map_err(|_| "the cancel thread panicked")?;
    let latency = returned.saturating_duration_since(set_at);
    println!(
        "review {game_id:<16} {} plies at {} nodes: {:.2}s, {reports} progress reports, longest gap {} ms, cancel returned in {:.1} ms ({})",
        record.history().len(),
        settings.max_nodes.unwrap_or(0),
        total.as_secs_f64(),
        longest_gap.as_millis(),
        latency.as_secs_f64() * 1e3,
        if result.is_err() { "cancelled" } else { "finished first" },
    );
    Ok(())
}

/// Builds a store of [`HISTORY_GAMES`] finished games in a temporary file,
/// then times opening it and listing the first page of 20.
pub fn history_line() -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!("boardlore-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let path = dir.join("games.db");
    let built = Instant::now();
    let plies;
    {
        let store = Store::open(&path).map_err(|e| e.to_string())?.store;
        let mut game = Session::new("bagh-chal", &Options::new(), Seats::humans())
            .map_err(|e| e.to_string())?;
        // Games of about the length people play (60 plies, fewer if the
        // first legal move each time ends it), so that replaying a page's
        // games for their words costs what it does on a phone's history.
        for _ in 0..REVIEW_PLIES {
            if game.outcome().is_some() {
                break;
            }
            game.play_index(0).map_err(|e| e.to_string())?;
        }
        plies = game.history().len();
        let mut games = Vec::with_capacity(HISTORY_GAMES);
        for i in 0..HISTORY_GAMES {
            let mut finished = game.clone();
            let loser = if i % 3 == 0 {
                Side::First
            } else {
                Side::Second
            };
            if finished.outcome().is_none() {
                finished.resign_side(loser).map_err(|e| e.to_string())?;
            }
            games.push((finished.save(), i as i64 * 600, i as i64 * 600 + 300));
        }
        store
            .add_finished_batch(&games)
            .map_err(|e| e.to_string())?;
    }
    let building = built.elapsed();
    let started = Instant::now();
    let store = Store::open(&path).map_err(|e| e.to_string())?.store;
    let opened = started.elapsed();
    let page = store.games(0, 20).map_err(|e| e.to_string())?;
    let listed = started.elapsed();
    // The page as the app gets it: each row's result sentence said again
    // in the player's language from its record (a replay), and its
    // second line.
    let worded_started = Instant::now();
    let mut worded_rows = 0;
    for row in &page {
        let save = store.game(row.id).map_err(|e| e.to_string())?.save;
        let mut session = Session::restore(&save).map_err(|e| e.to_string())?;
        session.set_language(Lang::Fr);
        let info = session.record().info();
        let result = session.result_text().unwrap_or_default();
        let details = words::game_details(info, row.first, row.second, row.plies, Lang::Fr);
        worded_rows += usize::from(!result.is_empty() && !details.is_empty());
    }
    let worded = worded_started.elapsed();
    let stats_started = Instant::now();
    let stats = store.statistics().map_err(|e| e.to_string())?;
    let stats_time = stats_started.elapsed();
    drop(store);
    std::fs::remove_dir_all(&dir).ok();
    println!(
        "history of {HISTORY_GAMES} games of {plies} plies (built in {:.1}s): open {:.1} ms, first page of {} listed at {:.1} ms, its {worded_rows} rows worded (results replayed) in {:.1} ms more; statistics ({} lines) {:.1} ms",
        building.as_secs_f64(),
        opened.as_secs_f64() * 1e3,
        page.len(),
        listed.as_secs_f64() * 1e3,
        worded.as_secs_f64() * 1e3,
        stats.rows.len(),
        stats_time.as_secs_f64() * 1e3,
    );
    Ok(())
}
