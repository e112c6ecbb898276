//! `boardlore history`: the finished games of a store, newest first, and
//! the statistics.

use boardlore_core::find_game;
use boardlore_core::pgn::date_of;
use boardlore_core::session::Seat;
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
}

fn seat(seat: Seat) -> String {
    match seat {
        Seat::Human => "human".into(),
        Seat::Computer(level) => format!("computer ({level})"),
    }
}

fn game_name(id: &str) -> &str {
    find_game(id).map_or(id, |e| (e.info)().name)
}

fn line(game: &GameSummary) -> String {
    format!(
        "{:>6}  {}  {:<22} {} vs {}, {} moves: {}",
        game.id,
        date_of(game.finished_at),
        game_name(&game.game_id),
        seat(game.first),
        seat(game.second),
        game.plies,
        game.result_text
    )
}

pub fn run(args: Args) -> Result<(), String> {
    if std::path::Path::new(&args.db).is_dir() {
        return Err(format!("{} is a folder, not a database file", args.db));
    }
    let opened = Store::open(&args.db).map_err(|e| e.to_string())?;
    if let Some(aside) = &opened.moved_aside {
        eprintln!(
            "boardlore: {} was damaged; it was moved to {} and a new store begun",
            args.db,
            aside.display()
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
        for row in store.statistics().map_err(|e| e.to_string())?.rows {
            let who = match (row.level, row.human_side) {
                (Some(level), Some(side)) => {
                    let sides =
                        find_game(&row.game_id).map(|e| (e.info)().sides[side.index()].name);
                    format!("vs {level}, playing {}", sides.unwrap_or("?"))
                }
                _ => "pass and play (first side's view)".into(),
            };
            println!(
                "{:<22} {:<34} {} won, {} drawn, {} lost",
                game_name(&row.game_id),
                who,
                row.wins,
                row.draws,
                row.losses
            );
        }
        return Ok(());
    }
    let total = store.game_count().map_err(|e| e.to_string())?;
    let page = args.page.max(1);
    let games = store
        .games((page - 1) * args.per_page, args.per_page)
        .map_err(|e| e.to_string())?;
    println!("{total} finished games; page {page}");
    for game in &games {
        println!("{}", line(game));
    }
    Ok(())
}
