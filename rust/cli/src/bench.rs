//! `boardlore bench`: move-generation speed (perft) and search speed
//! (nodes per second) for every game from fixed positions, one summary line
//! per game, plus the peak memory of the process. A benchmark, not a test.

use boardlore_core::ai::{pool, Engine, Level, SearchSettings, DEFAULT_TT_MEGABYTES};
use boardlore_core::{catalogue, find_game, AnyMatch, Options};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Arguments of `boardlore bench`.
#[derive(clap::Args)]
pub struct Args {
    /// Only this game.
    game: Option<String>,
    /// A variant option of that game, as key=value; repeatable (e.g.
    /// `chiangmai-checkers --option compulsory_capture=true`).
    #[arg(long = "option", value_name = "KEY=VALUE", requires = "game")]
    options: Vec<String>,
    /// Search node budget per position.
    #[arg(long, default_value_t = 300_000)]
    nodes: u64,
    /// Also time one expert move (its full time budget) per position.
    #[arg(long)]
    expert: bool,
    /// Bagh Chal tablebase files to time lookups in (see `tablebase`).
    #[arg(long = "tablebase", value_name = "FILE")]
    tablebases: Vec<String>,
    /// Only read this table and play one quick perfect game, printing the
    /// read time and the peak memory (run by `--tablebase` in a fresh
    /// process, so that the peak is the game's alone).
    #[arg(long, value_name = "FILE", hide = true)]
    perfect_game: Option<String>,
}

/// Plies played from the start (by a fixed medium search) to reach the
/// middle-game position each game is also measured on.
const MIDGAME_PLIES: usize = 12;

pub fn run(args: Args) -> Result<(), String> {
    if let Some(path) = &args.perfect_game {
        return crate::tablebase::perfect_game(path);
    }
    let never = AtomicBool::new(false);
    let mut engine = Engine::default();
    let options = match &args.game {
        Some(id) => {
            let entry = find_game(id).map_err(|e| e.text_in(crate::common::env_lang()))?;
            let pairs = args.options.iter().map(String::as_str);
            Options::parse_pairs((entry.info)().options, pairs).map_err(|e| e.to_string())?
        }
        None => Options::new(),
    };
    if !args.options.is_empty() {
        println!("options: {}", args.options.join(" "));
    }
    for info in catalogue() {
        if args.game.as_deref().is_some_and(|g| g != info.id) {
            continue;
        }
        let entry = find_game(info.id).map_err(|e| e.to_string())?;
        let start = entry.new_match(&options).map_err(|e| e.to_string())?;
        let (depth, leaves, perft_time) = perft_until(start.as_ref(), Duration::from_millis(300));

        let mut mid = start.clone_box();
        let fixed = SearchSettings::for_level(Level::Medium).without_time();
        for _ in 0..MIDGAME_PLIES {
            let Ok(thought) = mid.think(&mut engine, &fixed, &never) else {
                break;
            };
            mid.play(&thought.notation).map_err(|e| e.to_string())?;
        }

        let mut nodes = 0u64;
        let mut time = Duration::ZERO;
        let mut depths = Vec::new();
        for record in [&start, &mid] {
            engine.clear();
            let Ok(thought) = record.think(&mut engine, &SearchSettings::nodes(args.nodes), &never)
            else {
                continue;
            };
            nodes += thought.nodes;
            time += thought.elapsed;
            depths.push(thought.depth.to_string());
        }
        let mut line = format!(
            "{:<20} perft({depth}) {leaves:>10} in {:>6.3}s = {:>6.2} Mmoves/s | search {nodes} nodes in {:.3}s = {:>5.0} knodes/s, depth {}",
            info.id,
            perft_time.as_secs_f64(),
            leaves as f64 / perft_time.as_secs_f64().max(1e-9) / 1e6,
            time.as_secs_f64(),
            nodes as f64 / time.as_secs_f64().max(1e-9) / 1e3,
            depths.join("/"),
        );
        line.push_str(&format!(
            " | cancel returned in {:.1} ms",
            cancel_latency(start.as_ref())?.as_secs_f64() * 1000.0
        ));
        if args.expert {
            let mut longest = Duration::ZERO;
            let mut expert_depths = Vec::new();
            for record in [&start, &mid] {
                let settings = SearchSettings::for_level(Level::Expert);
                if let Ok(thought) = record.think(&mut engine, &settings, &never) {
                    longest = longest.max(thought.elapsed);
                    expert_depths.push(format!("{}@{}k", thought.depth, thought.nodes / 1000));
                }
            }
            line.push_str(&format!(
                " | expert move ≤ {} ms, depth {}",
                longest.as_millis(),
                expert_depths.join("/")
            ));
        }
        println!("{line}");
    }
    if args.game.is_none() {
        live_matches(&never)?;
    }
    if args.game.as_deref().map_or(true, |g| g == "bagh-chal") {
        crate::tablebase::bench(&args.tablebases)?;
    }
    for info in catalogue() {
        if args.game.as_deref().map_or(true, |g| g == info.id) {
            crate::bench_review::review_line(info.id)?;
        }
    }
    if args.game.is_none() {
        crate::bench_review::history_line()?;
    }
    if let Some(peak) = peak_memory_kb() {
        println!(
            "peak memory {:.1} MB (transposition table {} MB)",
            peak as f64 / 1024.0,
            engine.tt_bytes() / (1024 * 1024)
        );
    }
    Ok(())
}

/// How many matches [`live_matches`] holds at once, as an app might.
const LIVE_MATCHES: usize = 20;

/// Holds [`LIVE_MATCHES`] matches that have each searched, as the mobile
/// API does (engines lent per search from the process's pool), and prints
/// how many engines and how much memory that takes.
fn live_matches(never: &AtomicBool) -> Result<(), String> {
    let ids: Vec<&str> = catalogue().map(|g| g.id).collect();
    let mut matches = Vec::new();
    let settings = SearchSettings::nodes(20_000);
    let started = Instant::now();
    for i in 0..LIVE_MATCHES {
        let record = find_game(ids[i % ids.len()])
            .and_then(|entry| entry.new_match(&Options::new()))
            .map_err(|e| e.to_string())?;
        let owner = pool::new_owner();
        pool::with_engine(owner, |engine| record.think(engine, &settings, never))
            .map_err(|e| e.to_string())?;
        matches.push((owner, record));
    }
    println!(
        "{LIVE_MATCHES} live matches, each searched once: engines in the pool {} ({} MB each), memory now {:.1} MB, {:.2}s",
        pool::live_engines(),
        DEFAULT_TT_MEGABYTES,
        current_memory_kb().unwrap_or(0) as f64 / 1024.0,
        started.elapsed().as_secs_f64()
    );
    drop(matches);
    Ok(())
}

/// Perft at growing depths until one takes at least `enough`.
/// How long a search without limits, cancelled 100 ms in, takes to return
/// (the apps' cancel target is 50 ms).
fn cancel_latency(record: &dyn AnyMatch) -> Result<Duration, String> {
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&cancel);
    let record = record.clone_box();
    let thinker = std::thread::spawn(move || {
        let mut engine = Engine::default();
        let unlimited = SearchSettings::nodes(u64::MAX / 2);
        // The cancelled search's result does not matter, only when it ends.
        let _ = record.think(&mut engine, &unlimited, &flag);
        Instant::now()
    });
    std::thread::sleep(Duration::from_millis(100));
    let cancelled_at = Instant::now();
    cancel.store(true, Ordering::Relaxed);
    let returned_at = thinker
        .join()
        .map_err(|_| "the cancelled search panicked".to_string())?;
    Ok(returned_at.saturating_duration_since(cancelled_at))
}

fn perft_until(record: &dyn AnyMatch, enough: Duration) -> (u32, u64, Duration) {
    let mut result = (0, 1, Duration::ZERO);
    for depth in 1..=12 {
        let started = Instant::now();
        let leaves = record.perft(depth);
        result = (depth, leaves, started.elapsed());
        if result.2 >= enough || leaves == 0 {
            break;
        }
    }
    result
}

/// The process's peak resident memory (Linux), in kB.
pub fn peak_memory_kb() -> Option<u64> {
    memory_kb("VmHWM:")
}

/// The process's resident memory now (Linux), in kB.
pub fn current_memory_kb() -> Option<u64> {
    memory_kb("VmRSS:")
}

fn memory_kb(field: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
