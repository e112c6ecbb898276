//! `boardlore history`: the finished games of a store, newest first, and
//! the statistics.

use crate::common::LangArgs;
use boardlore_core::limits::short_path;
use boardlore_core::tr;
use boardlore_store::{Store, StoredGame};

/// Arguments of `boardlore history`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The store's database file.
    #[arg(long)]
    db: String,
    /// The page to list, from 1.
    #[arg(long, default_value_t = 1)]
    page: u32,
    /// Games per page.
    #[arg(long, default_value_t = 20)]
    per_page: u32,
    /// Print wins, draws and losses per game, level and side instead.
    #[arg(long)]
    stats: bool,
    /// Record this finished game's save file in the store first.
    #[arg(long, value_name = "SAVE")]
    add: Vec<String>,
    #[command(flatten)]
    lang: LangArgs,
}

/// A game's two lines, as the apps show a history row: the game, the date
/// (worded for players, `25 November 2026`) and the result; then who played
/// and how long. The store words them.
fn lines(game: &StoredGame) -> String {
    format!(
        "{:>6}  {}  {}  {}\n        {}",
        game.id, game.date_text, game.game_name, game.result_text, game.details
    )
}

pub fn run(args: Args) -> Result<(), String> {
    let lang = args.lang.lang()?;
    if std::path::Path::new(&args.db).is_dir() {
        return Err(tr!(lang, "cli-history-folder", file = short_path(&args.db)));
    }
    let opened = Store::open(&args.db).map_err(|e| e.to_string())?;
    if let Some(aside) = &opened.moved_aside {
        let salvage = opened.salvage.unwrap_or_default();
        eprintln!(
            "boardlore: {}",
            tr!(
                lang,
                "cli-history-salvaged",
                file = short_path(&args.db),
                aside = short_path(&aside.display().to_string()),
                saved = salvage.saved,
                lost = salvage.lost
            )
        );
    }
    if opened.read_only {
        eprintln!(
            "boardlore: {}",
            tr!(lang, "cli-history-read-only", file = short_path(&args.db))
        );
    }
    let store = opened.store;
    for path in &args.add {
        let text = crate::common::read_capped(path, boardlore_core::limits::MAX_SAVE_BYTES, lang)?;
        let now = boardlore_store::now();
        let id = store
            .add_finished(&text, now, now)
            .map_err(|e| format!("{path}: {e}"))?;
        println!("{}", tr!(lang, "cli-history-added", id = id));
    }
    if args.stats {
        let mut shown = None;
        for row in store.statistics_in(lang).map_err(|e| e.to_string())?.rows {
            if shown.as_ref() != Some(&row.game_id) {
                println!("{}", row.game_name);
                shown = Some(row.game_id.clone());
            }
            println!("  {}", row.text);
        }
        return Ok(());
    }
    let total = store.game_count().map_err(|e| e.to_string())?;
    let page = args.page.max(1);
    // u32 times u32 fits a u64: no page number wraps round to the start.
    let offset = u64::from(page - 1) * u64::from(args.per_page);
    let listed = store
        .games_page_in(offset, args.per_page, lang)
        .map_err(|e| e.to_string())?;
    println!(
        "{}",
        tr!(lang, "cli-history-page", total = total, page = page)
    );
    for game in &listed.games {
        println!("{}", lines(game));
    }
    for id in listed.unreadable {
        eprintln!(
            "boardlore: {}",
            tr!(lang, "cli-history-unreadable", id = id)
        );
    }
    Ok(())
}
