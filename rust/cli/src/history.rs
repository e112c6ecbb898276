//! `boardlore history`: the finished games of a store, newest first, and
//! the statistics.

use crate::common::LangArgs;
use boardlore_core::after::words;
use boardlore_core::i18n::Lang;
use boardlore_core::limits::short_path;
use boardlore_core::pgn::date_of;
use boardlore_core::session::Session;
use boardlore_core::{find_game, tr};
use boardlore_store::{GameSummary, Store};

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

fn game_name(id: &str, lang: Lang) -> String {
    find_game(id).map_or_else(|_| id.to_string(), |e| (e.info)().name_in(lang))
}

/// A game's two lines, as the apps show a history row: the game, the date
/// (worded for players, `25 November 2026`) and the result; then who played
/// and how long.
fn lines(store: &Store, game: &GameSummary, lang: Lang) -> String {
    let details = match find_game(&game.game_id) {
        Ok(entry) => words::game_details((entry.info)(), game.first, game.second, game.plies, lang),
        Err(_) => words::moves(game.plies, lang),
    };
    // The store keeps the sentence in the words it was recorded with.
    let result = store
        .game(game.id)
        .ok()
        .and_then(|g| Session::restore(&g.save).ok())
        .and_then(|mut session| {
            session.set_language(lang);
            session.result_text()
        })
        .unwrap_or_else(|| game.result_text.clone());
    format!(
        "{:>6}  {}  {}  {result}\n        {details}",
        game.id,
        words::date(&date_of(game.finished_at), lang),
        game_name(&game.game_id, lang),
    )
}

pub fn run(args: Args) -> Result<(), String> {
    let lang = args.lang.lang()?;
    if std::path::Path::new(&args.db).is_dir() {
        return Err(format!("{} is a folder, not a database file", args.db));
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
        let text =
            crate::common::read_capped(path, "save", boardlore_core::limits::MAX_SAVE_BYTES)?;
        let now = boardlore_store::now();
        let id = store
            .add_finished(&text, now, now)
            .map_err(|e| format!("{path}: {e}"))?;
        println!("added game {id}");
    }
    if args.stats {
        let mut shown = None;
        for row in store.statistics().map_err(|e| e.to_string())?.rows {
            if shown.as_ref() != Some(&row.game_id) {
                println!("{}", game_name(&row.game_id, lang));
                shown = Some(row.game_id.clone());
            }
            let tally = [row.wins, row.draws, row.losses];
            let text = match find_game(&row.game_id) {
                Ok(entry) => {
                    words::statistics_line((entry.info)(), row.level, row.human_side, tally, lang)
                }
                Err(_) => words::tally(row.wins, row.draws, row.losses, lang),
            };
            println!("  {text}");
        }
        return Ok(());
    }
    let total = store.game_count().map_err(|e| e.to_string())?;
    let page = args.page.max(1);
    // u32 times u32 fits a u64: no page number wraps round to the start.
    let offset = u64::from(page - 1) * u64::from(args.per_page);
    let listed = store
        .games_page(offset, args.per_page)
        .map_err(|e| e.to_string())?;
    println!("{total} finished games; page {page}");
    for game in &listed.games {
        println!("{}", lines(&store, game, lang));
    }
    for id in listed.unreadable {
        eprintln!(
            "boardlore: {}",
            tr!(lang, "cli-history-unreadable", id = id)
        );
    }
    Ok(())
}
