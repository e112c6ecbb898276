//! `boardlore puzzles`: generate puzzle sets from self-play, list them, and
//! verify every shipped puzzle with the deeper search.

use crate::common::read_capped;
use boardlore_core::learn::mine::{mine_game, select};
use boardlore_core::learn::{parse_set, puzzles, verify, Judge, Puzzle, Theme};
use clap::Subcommand;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The largest candidate file `--merge` reads.
const MAX_CANDIDATES_BYTES: usize = 16 << 20;

/// What to do with puzzles.
#[derive(Subcommand)]
pub enum Args {
    /// Mine puzzles of a game from self-play and print the chosen set.
    Generate(GenerateArgs),
    /// List a game's shipped puzzles, with counts by theme and difficulty.
    List {
        /// Game id.
        game: String,
    },
    /// Re-check shipped puzzles (every game's, or one game's) with the
    /// verifying search.
    Verify {
        /// Only this game.
        game: Option<String>,
        /// Check only every n-th puzzle (a sample).
        #[arg(long, default_value_t = 1)]
        every: usize,
        /// Check a puzzle file instead of the shipped set (needs the game).
        #[arg(long)]
        file: Option<String>,
    },
}

/// `puzzles generate` options.
#[derive(clap::Args)]
pub struct GenerateArgs {
    /// Game id.
    game: String,
    /// Stop mining after this many seconds.
    #[arg(long, default_value_t = 300)]
    seconds: u64,
    /// Stop after this many self-play games.
    #[arg(long, default_value_t = 100_000)]
    games: u64,
    /// Worker threads.
    #[arg(long, default_value_t = 1)]
    jobs: usize,
    /// Seed of the first game (game n uses seed + n).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// How many puzzles to choose.
    #[arg(long, default_value_t = 80)]
    target: usize,
    /// The largest share of the set one theme may take.
    #[arg(long, default_value_t = 0.4)]
    max_share: f64,
    /// Write every confirmed candidate (before choosing) to this file too.
    #[arg(long)]
    candidates: Option<String>,
    /// Candidate or puzzle files of earlier runs to choose from as well.
    #[arg(long)]
    merge: Vec<String>,
}

/// Runs `boardlore puzzles …`.
pub fn run(args: Args) -> Result<(), String> {
    match args {
        Args::Generate(args) => generate(args),
        Args::List { game } => list(&game),
        Args::Verify { game, every, file } => verify_sets(game, every.max(1), file),
    }
}

fn generate(args: GenerateArgs) -> Result<(), String> {
    boardlore_core::find_game(&args.game).map_err(|e| e.to_string())?;
    let mut candidates: Vec<Puzzle> = Vec::new();
    for path in &args.merge {
        let text = read_capped(path, "candidate file", MAX_CANDIDATES_BYTES)?;
        candidates.extend(parse_set(&args.game, &text).map_err(|e| format!("{path}: {e}"))?);
    }
    let found = Arc::new(Mutex::new(Vec::<Puzzle>::new()));
    let next = Arc::new(AtomicU64::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let deadline = Instant::now() + Duration::from_secs(args.seconds);
    let workers: Vec<_> = (0..args.jobs.max(1))
        .map(|_| {
            let (found, next, stop) = (found.clone(), next.clone(), stop.clone());
            let game = args.game.clone();
            let (games, seed) = (args.games, args.seed);
            std::thread::spawn(move || {
                let mut verifier = Judge::verifier();
                loop {
                    let n = next.fetch_add(1, Ordering::Relaxed);
                    if n >= games || stop.load(Ordering::Relaxed) {
                        break;
                    }
                    match mine_game(&game, seed.wrapping_add(n), &mut verifier, &stop) {
                        Ok(list) => {
                            let mut all = found.lock().unwrap_or_else(|e| e.into_inner());
                            all.extend(list);
                            eprintln!("game {n}: {} candidates so far", all.len());
                        }
                        Err(e) => eprintln!("game {n}: {e}"),
                    }
                }
            })
        })
        .collect();
    while Instant::now() < deadline && !workers.iter().all(|w| w.is_finished()) {
        std::thread::sleep(Duration::from_millis(200));
    }
    stop.store(true, Ordering::Relaxed);
    for worker in workers {
        let _ = worker.join();
    }
    let mined = std::mem::take(&mut *found.lock().unwrap_or_else(|e| e.into_inner()));
    if let Some(path) = &args.candidates {
        let text: String = mined
            .iter()
            .map(|p| {
                let mut p = p.clone();
                p.id = "candidate".into();
                p.to_line() + "\n"
            })
            .collect();
        std::fs::write(path, text).map_err(|e| format!("{path}: {e}"))?;
    }
    candidates.extend(mined);
    let total = candidates.len();
    let chosen = select(&args.game, candidates, args.target, args.max_share);
    eprintln!("{total} candidates, {} chosen", chosen.len());
    println!(
        "# {} puzzles: id | theme | difficulty | position | solution (boardlore puzzles generate {})",
        args.game, args.game
    );
    for p in &chosen {
        println!("{}", p.to_line());
    }
    Ok(())
}

fn list(game: &str) -> Result<(), String> {
    let set = puzzles(game).map_err(|e| e.to_string())?;
    for p in &set {
        println!(
            "{}  {:<16} {}  {}  [{}]",
            p.id,
            p.theme.id(),
            p.difficulty,
            p.position,
            p.solution.join(" ")
        );
    }
    println!("{}", summary(&set));
    Ok(())
}

/// `N puzzles; themes: …; difficulty: …`.
pub fn summary(set: &[Puzzle]) -> String {
    let mut themes: BTreeMap<Theme, usize> = BTreeMap::new();
    let mut levels: BTreeMap<u8, usize> = BTreeMap::new();
    for p in set {
        *themes.entry(p.theme).or_default() += 1;
        *levels.entry(p.difficulty).or_default() += 1;
    }
    let themes: Vec<String> = themes
        .iter()
        .map(|(t, n)| format!("{} {n}", t.id()))
        .collect();
    let levels: Vec<String> = levels.iter().map(|(d, n)| format!("{d}: {n}")).collect();
    format!(
        "{} puzzles; themes: {}; difficulty: {}",
        set.len(),
        themes.join(", "),
        levels.join(", ")
    )
}

fn verify_sets(game: Option<String>, every: usize, file: Option<String>) -> Result<(), String> {
    let sets: Vec<(String, Vec<Puzzle>)> = match (&game, &file) {
        (Some(game), Some(path)) => {
            let text = read_capped(path, "puzzle file", MAX_CANDIDATES_BYTES)?;
            vec![(
                game.clone(),
                parse_set(game, &text).map_err(|e| format!("{path}: {e}"))?,
            )]
        }
        (None, Some(_)) => return Err("--file needs the game id".into()),
        (Some(game), None) => vec![(game.clone(), puzzles(game).map_err(|e| e.to_string())?)],
        (None, None) => boardlore_core::catalogue()
            .map(|info| {
                Ok((
                    info.id.to_string(),
                    puzzles(info.id).map_err(|e| e.to_string())?,
                ))
            })
            .collect::<Result<_, String>>()?,
    };
    let mut judge = Judge::verifier();
    let (mut checked, mut failed) = (0, 0);
    for (game, set) in &sets {
        let mut game_failed = 0;
        for p in set.iter().step_by(every) {
            checked += 1;
            if let Err(e) = verify(&mut judge, p) {
                game_failed += 1;
                println!("{}: {e}", p.id);
            }
        }
        failed += game_failed;
        println!("{game}: {}; {game_failed} failed", summary(set));
    }
    println!("{checked} checked, {failed} failed");
    if failed > 0 {
        Err(format!("{failed} puzzles failed verification"))
    } else {
        Ok(())
    }
}
