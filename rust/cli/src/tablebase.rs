//! `boardlore tablebase`: build, describe and check the Bagh Chal tablebase.

use crate::common::GameArgs;
use boardlore_core::games::bagh_chal::tablebase::{self, read_table_bytes, TableError, Tablebase};
use boardlore_core::games::bagh_chal::BaghChal;
use boardlore_core::limits::short_path;
use boardlore_core::table_value::Value;
use boardlore_core::Game;
use std::time::Instant;

/// Arguments of `boardlore tablebase`.
#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(clap::Subcommand)]
enum Command {
    /// Solve every sliding-phase position and write the table to a file.
    Build {
        #[command(flatten)]
        game: GameArgs,
        /// The file to write.
        #[arg(long)]
        out: String,
        /// Write the compact file (tigers to move only, deflated) that the
        /// apps ship, instead of the full one.
        #[arg(long)]
        compact: bool,
    },
    /// Write the compact form of a table (a full one, or a compact one in
    /// an older format), after checking that every value it gives equals
    /// the input's.
    Compact {
        /// A full table file.
        file: String,
        /// The compact file to write.
        #[arg(long)]
        out: String,
    },
    /// Measure how often a level playing without the table changes a
    /// game's theoretical result in the sliding phase: it plays itself
    /// (after seeded random opening plies) and the table judges each move.
    Errors {
        /// A table file (read for judging only: the players do not see it).
        file: String,
        /// The level, or a configuration (see `arena`).
        #[arg(long, default_value = "expert")]
        level: String,
        /// Games to play.
        #[arg(long, default_value_t = 10)]
        games: u32,
        /// Random plies at the start of each game.
        #[arg(long, default_value_t = 4)]
        opening_plies: u32,
        /// Seeds the opening plies and the players.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Stop a game after this many plies.
        #[arg(long, default_value_t = 400)]
        max_plies: u32,
    },
    /// Count the positions and their wins, draws and losses.
    Stats {
        /// A table file.
        file: String,
    },
    /// Check every position against its successors, and random positions
    /// against a search of the rules.
    Verify {
        /// A table file.
        file: String,
        /// How many random positions to search.
        #[arg(long, default_value_t = 5000)]
        searches: u64,
        /// How deep each of those searches goes, in plies.
        #[arg(long, default_value_t = 4)]
        depth: u32,
        /// Seeds the choice of the random positions.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

/// `--tablebase FILE`: tables for `play`, `engine` and `arena`.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct TableArgs {
    /// A Bagh Chal tablebase file (from `tablebase build`), read before
    /// play: the expert and perfect levels then play the sliding phase
    /// perfectly and hints say who wins. Repeatable (one per rules); the
    /// environment variable BOARDLORE_TABLEBASE names one too.
    #[arg(long = "tablebase", value_name = "FILE")]
    pub files: Vec<String>,
    /// Also read a table that is not the one Boardlore ships (its SHA-256
    /// differs), such as one made with `tablebase build`: check it with
    /// `tablebase verify` first, since play trusts every value in it.
    #[arg(long)]
    pub any_table: bool,
}

impl TableArgs {
    /// Reads and installs the tables named; returns how many.
    pub fn install(&self) -> Result<usize, String> {
        let mut files = self.files.clone();
        if let Ok(path) = std::env::var("BOARDLORE_TABLEBASE") {
            if !path.is_empty() {
                files.push(path);
            }
        }
        for path in &files {
            let table = if self.any_table {
                load(path)?
            } else {
                load_shipped(path)?
            };
            let config = table.config();
            if !tablebase::install(std::sync::Arc::new(table)) {
                eprintln!(
                    "boardlore: {path} not used: a table for forced_capture={} is already read, or it is not for 5 captures",
                    config.forced_capture
                );
            }
        }
        Ok(files.len())
    }
}

pub fn run(args: Args) -> Result<(), String> {
    match args.command {
        Command::Build { game, out, compact } => build(&game, &out, compact),
        Command::Compact { file, out } => compact(&load(&file)?, &out),
        Command::Stats { file } => stats(&load(&file)?),
        Command::Errors {
            file,
            level,
            games,
            opening_plies,
            seed,
            max_plies,
        } => errors(&load(&file)?, &level, games, opening_plies, seed, max_plies),
        Command::Verify {
            file,
            searches,
            depth,
            seed,
        } => verify(&load(&file)?, searches, depth, seed),
    }
}

/// Reads a table file, refusing one larger than its header allows (read
/// no further than that), or that is not a table.
pub fn load(path: &str) -> Result<Tablebase, String> {
    Tablebase::from_bytes(&read(path)?).map_err(|e| format!("{}: {e}", short_path(path)))
}

/// [`load`], for play: only the table Boardlore ships (by its SHA-256).
pub fn load_shipped(path: &str) -> Result<Tablebase, String> {
    Tablebase::from_shipped_bytes(&read(path)?).map_err(|e| match e {
        TableError::Unknown => format!(
            "{}: {e}; to play with a table you built, check it with `tablebase verify`, then pass --any-table",
            short_path(path)
        ),
        e => format!("{}: {e}", short_path(path)),
    })
}

fn read(path: &str) -> Result<Vec<u8>, String> {
    let file = std::fs::File::open(path)
        .map_err(|e| crate::common::FileError::of(path, &e).text_in(crate::common::env_lang()))?;
    read_table_bytes(file).map_err(|e| format!("{}: {e}", short_path(path)))
}

fn progress(line: &str) {
    eprintln!("{line}");
}

fn build(game: &GameArgs, out: &str, compact: bool) -> Result<(), String> {
    if (game.entry()?.info)().id != "bagh-chal" {
        return Err(format!(
            "no tablebase for {}: only bagh-chal has one",
            game.game
        ));
    }
    let config = BaghChal::config(&game.parsed_options()?).map_err(|e| e.to_string())?;
    let start = Instant::now();
    let table = Tablebase::build(config, &mut |line| {
        progress(&format!("{:7.1}s {line}", start.elapsed().as_secs_f64()))
    })
    .map_err(|e| e.to_string())?;
    let table = if compact { table.compact() } else { table };
    let bytes = write(&table, out)?;
    println!(
        "{} positions solved in {:.1}s; wrote {} bytes to {out}",
        table.positions(),
        start.elapsed().as_secs_f64(),
        bytes
    );
    Ok(())
}

/// Writes `table` to `out`; returns its size in bytes.
fn write(table: &Tablebase, out: &str) -> Result<usize, String> {
    let bytes = table.to_bytes();
    crate::common::write_atomically(out, &bytes).map_err(|e| format!("{out}: {e}"))?;
    Ok(bytes.len())
}

fn compact(full: &Tablebase, out: &str) -> Result<(), String> {
    let compact = full.compact();
    let (checked, differing) = full.compare(&compact);
    if let Some(position) = differing {
        return Err(format!(
            "the compact table reads {position} differently; nothing written"
        ));
    }
    let bytes = write(&compact, out)?;
    println!(
        "{checked} positions read the same from the compact table; wrote {bytes} bytes to {out}"
    );
    Ok(())
}

fn stats(table: &Tablebase) -> Result<(), String> {
    let config = table.config();
    println!(
        "Bagh Chal tablebase: forced_capture={}, captures_to_win={}",
        config.forced_capture, config.captures_to_win
    );
    println!(
        "{:>8} {:>7} {:>11} {:>11} {:>11} {:>11} {:>8}",
        "captured", "to move", "positions", "wins", "draws", "losses", "longest"
    );
    let mut total = 0;
    for s in table.stats() {
        total += s.positions;
        println!(
            "{:>8} {:>7} {:>11} {:>11} {:>11} {:>11} {:>8}",
            s.captured,
            if s.tigers_to_move { "tigers" } else { "goats" },
            s.positions,
            s.wins,
            s.draws,
            s.losses,
            s.longest
        );
    }
    println!("positions inequivalent under symmetry, both sides to move: {total}");
    Ok(())
}

fn verify(table: &Tablebase, searches: u64, depth: u32, seed: u64) -> Result<(), String> {
    let start = Instant::now();
    let report = table
        .verify(searches, depth, seed, &mut |line| {
            progress(&format!("{:7.1}s {line}", start.elapsed().as_secs_f64()))
        })
        .map_err(|e| format!("verify failed: {e}"))?;
    println!(
        "verify passed: {} positions agree with their successors; {} random positions agree with a {depth}-ply search of the rules ({} of them proven won or lost)",
        report.positions, report.searched, report.proven
    );
    Ok(())
}

/// `boardlore bench`'s tablebase lines: solving speed on the two-capture
/// table (733,312 positions, solved here), and lookup speed on it and on
/// every table named with `--tablebase`.
pub fn bench(files: &[String]) -> Result<(), String> {
    use boardlore_core::games::bagh_chal::Config;
    let config = Config {
        forced_capture: true,
        captures_to_win: 2,
    };
    let started = Instant::now();
    let small = Tablebase::build(config, &mut |_| {}).map_err(|e| e.to_string())?;
    let took = started.elapsed().as_secs_f64();
    println!(
        "tablebase build (captures_to_win=2) {} positions in {took:.2}s = {:.2} Mpositions/s",
        small.positions(),
        small.positions() as f64 / took / 1e6
    );
    lookups("captures_to_win=2 table", &small);
    for path in files {
        let started = Instant::now();
        let table = load(path)?;
        println!(
            "tablebase {path}: read in {:.2}s",
            started.elapsed().as_secs_f64()
        );
        lookups(path, &table);
        perfect_game_in_a_fresh_process(path)?;
        let config = table.config();
        let table = std::sync::Arc::new(table);
        tablebase::install(std::sync::Arc::clone(&table));
        if tablebase::installed(config).is_some_and(|t| std::ptr::eq(t, &*table)) {
            exact_solves(path);
        }
    }
    Ok(())
}

/// Times the perfect level's exact solve of the last placements
/// ([`boardlore_core::ai::Engine::exact_results`]) with `k` goats in hand,
/// goats to move, in positions reached by a quick engine's self-play after
/// seeded random opening plies (needs the table installed).
fn exact_solves(name: &str) {
    use boardlore_core::ai::rng::SplitMix64;
    use boardlore_core::ai::{Engine, SearchSettings};
    use std::sync::atomic::AtomicBool;
    const GAMES: u64 = 6;
    let never = AtomicBool::new(false);
    let mut engine = Engine::default();
    let quick = SearchSettings::nodes(3_000);
    // The positions with k = 1..=8 goats in hand, goats to move, by game.
    let mut positions: Vec<Vec<BaghChal>> = vec![Vec::new(); 9];
    // Beyond: k = 9..=12, either side to move, for the draw proofs.
    let mut beyond: Vec<BaghChal> = Vec::new();
    for game in 0..GAMES {
        let mut rng = SplitMix64::new(game + 1);
        let mut position =
            BaghChal::start(BaghChal::config(&Default::default()).expect("default rules"));
        let mut moves = Vec::new();
        for ply in 0.. {
            if position.terminal().is_some() || position.goats_in_hand() == 0 {
                break;
            }
            let k = usize::from(position.goats_in_hand());
            if position.side_to_move() == boardlore_core::Side::First && k < positions.len() {
                positions[k].push(position.clone());
            }
            if (9..=12).contains(&k) {
                beyond.push(position.clone());
            }
            moves.clear();
            position.legal_moves(&mut moves);
            let mv = if ply < 6 {
                moves[rng.below(moves.len())]
            } else {
                match engine.search(&position, &[], &quick, &never) {
                    Some(found) => found.best,
                    None => break,
                }
            };
            position.play(mv);
        }
    }
    for (k, list) in positions.iter().enumerate().skip(1) {
        if list.is_empty() {
            continue;
        }
        let mut total_nodes = 0u64;
        let mut most = 0u64;
        let mut took = 0.0f64;
        let mut slowest = 0.0f64;
        for position in list {
            engine.clear();
            let one = Instant::now();
            let (_, nodes) = engine
                .exact_results(position, u64::MAX, None, &never)
                .expect("in reach of the table");
            let seconds = one.elapsed().as_secs_f64();
            took += seconds;
            slowest = slowest.max(seconds);
            total_nodes += nodes;
            most = most.max(nodes);
        }
        println!(
            "exact placement solve ({name}), {k} goats in hand, goats to move: {} positions, {} nodes on average (most {most}), {:.1} ms on average (slowest {:.1} ms)",
            list.len(),
            total_nodes / list.len() as u64,
            took * 1000.0 / list.len() as f64,
            slowest * 1000.0
        );
    }
    draw_proofs(name, &mut engine, &beyond, &quick);
}

/// Times the perfect level's draw proof ([`Engine::prove_draw`]) of a
/// searched move beyond the exact solve's reach, by goats in hand and side
/// to move, with at most [`boardlore_core::ai::PROOF_NODES`] positions (the
/// level's whole budget for a move).
fn draw_proofs(
    name: &str,
    engine: &mut boardlore_core::ai::Engine,
    positions: &[BaghChal],
    settings: &boardlore_core::ai::SearchSettings,
) {
    use boardlore_core::ai::{DrawProof, PROOF_NODES};
    use boardlore_core::Side;
    use std::sync::atomic::AtomicBool;
    let never = AtomicBool::new(false);
    for k in 9..=12u8 {
        for side in [Side::First, Side::Second] {
            let list: Vec<&BaghChal> = positions
                .iter()
                .filter(|p| p.goats_in_hand() == k && p.side_to_move() == side)
                .collect();
            if list.is_empty() {
                continue;
            }
            let (mut total, mut most, mut took) = (0u64, 0u64, 0.0f64);
            let (mut holds, mut loses, mut unknown) = (0, 0, 0);
            for position in &list {
                engine.clear();
                let Some(found) = engine.search(*position, &[], settings, &never) else {
                    continue;
                };
                engine.clear();
                let one = Instant::now();
                let Some((proof, nodes)) =
                    engine.prove_draw(*position, found.best, PROOF_NODES, None, &never)
                else {
                    continue;
                };
                took += one.elapsed().as_secs_f64();
                match proof {
                    DrawProof::Holds => holds += 1,
                    DrawProof::Loses => loses += 1,
                    DrawProof::Unknown => unknown += 1,
                }
                total += nodes;
                most = most.max(nodes);
            }
            let mover = if side == Side::First {
                "goats"
            } else {
                "tigers"
            };
            println!(
                "draw proof ({name}), {k} goats in hand, {mover} to move: {} positions ({holds} hold, {loses} lose, {unknown} undecided), {} nodes on average (most {most}), {:.1} ms on average",
                list.len(),
                total / list.len() as u64,
                took * 1000.0 / list.len() as f64,
            );
        }
    }
}

/// Times probes of random sliding-phase positions, by side to move.
fn lookups(name: &str, table: &Tablebase) {
    use boardlore_core::ai::rng::SplitMix64;
    let target = table.config().captures_to_win;
    let mut rng = SplitMix64::new(1);
    let mut positions = Vec::with_capacity(100_000);
    while positions.len() < 100_000 {
        let captured = rng.below(usize::from(target)) as u8;
        let mut tigers = 0u32;
        while tigers.count_ones() < 4 {
            tigers |= 1 << rng.below(25);
        }
        let mut empty = 0u32;
        while empty.count_ones() < u32::from(captured) + 1 {
            empty |= (1 << rng.below(25)) & !tigers;
        }
        let goats = ((1u32 << 25) - 1) & !tigers & !empty;
        positions.push((tigers, goats, captured));
    }
    for tigers_to_move in [true, false] {
        let started = Instant::now();
        let mut sum = 0u64;
        for _ in 0..5 {
            for &(t, g, c) in &positions {
                let value = table.probe_parts(t, g, c, tigers_to_move);
                sum += u64::from(value.is_some());
            }
        }
        let ns = started.elapsed().as_nanos() as f64 / (5 * positions.len()) as f64;
        std::hint::black_box(sum);
        println!(
            "tablebase lookup ({name}, {} to move): {ns:.0} ns",
            if tigers_to_move { "tigers" } else { "goats" }
        );
    }
}

/// Whether a move took the mover from `before` to `after` (both its own
/// values) to a worse result: a win given away, or a draw lost.
fn worse(before: Value, after: Value) -> bool {
    matches!(
        (before, after),
        (Value::Win { .. }, Value::Draw | Value::Loss { .. }) | (Value::Draw, Value::Loss { .. })
    )
}

fn errors(
    table: &Tablebase,
    level: &str,
    games: u32,
    opening_plies: u32,
    seed: u64,
    max_plies: u32,
) -> Result<(), String> {
    use boardlore_core::ai::rng::SplitMix64;
    use boardlore_core::ai::Engine;
    use boardlore_core::{Match, Side};
    use std::sync::atomic::AtomicBool;
    let settings = crate::player::parse_player(level)?;
    let options = BaghChal::options(&table.config());
    let never = AtomicBool::new(false);
    let mut rng = SplitMix64::new(seed);
    let mut engine = Engine::default();
    // [goats, tigers]: sliding-phase moves, and those that worsened the result.
    let mut moves = [0u64; 2];
    let mut worsened = [0u64; 2];
    let mut games_with_error = 0;
    for game in 0..games {
        let mut record: Match<BaghChal> = Match::new(&options).map_err(|e| e.to_string())?;
        engine.clear();
        let mut plies = 0;
        let mut first = None;
        let mut erred = false;
        while record.outcome().is_none() && plies < max_plies {
            let position = record.position().clone();
            let legal = record.legal_moves();
            let mv = if plies < opening_plies {
                legal[rng.below(legal.len())]
            } else {
                let thought = engine
                    .think(&record, &settings.clone().with_seed(rng.next_u64()), &never)
                    .map_err(|e| e.to_string())?;
                legal[thought.move_index]
            };
            if let (Some(before), Some(after)) =
                (table.probe(&position), table.value_of_move(&position, mv))
            {
                first.get_or_insert_with(|| {
                    boardlore_core::table_value::verdict(
                        BaghChal::info(),
                        before,
                        position.side_to_move(),
                        boardlore_core::i18n::Lang::En,
                    )
                });
                let side = usize::from(position.side_to_move() == Side::Second);
                moves[side] += 1;
                if worse(before, after) {
                    worsened[side] += 1;
                    erred = true;
                }
            }
            record.play(mv).map_err(|e| e.to_string())?;
            plies += 1;
        }
        games_with_error += u32::from(erred);
        let result = record
            .outcome()
            .map_or("unfinished".to_string(), |o| format!("{o:?}"));
        eprintln!(
            "game {}: first sliding position {}, {} plies, {result}",
            game + 1,
            first.as_deref().unwrap_or("never reached"),
            plies
        );
    }
    let rate = |w: u64, n: u64| 100.0 * w as f64 / (n.max(1)) as f64;
    println!(
        "{level} without the table, {games} games: {} of {} sliding-phase moves changed the theoretical result ({:.2}%): goats {}/{} ({:.2}%), tigers {}/{} ({:.2}%); {games_with_error} games had such a move",
        worsened[0] + worsened[1],
        moves[0] + moves[1],
        rate(worsened[0] + worsened[1], moves[0] + moves[1]),
        worsened[0],
        moves[0],
        rate(worsened[0], moves[0]),
        worsened[1],
        moves[1],
        rate(worsened[1], moves[1]),
    );
    Ok(())
}

/// `boardlore bench`'s line on what a perfect game costs with the table at
/// `path`: runs `boardlore bench --perfect-game PATH` in a fresh process
/// (peak memory is the process's) and prints its line.
fn perfect_game_in_a_fresh_process(path: &str) -> Result<(), String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let output = std::process::Command::new(exe)
        .args(["bench", "--perfect-game", path])
        .output()
        .map_err(|e| e.to_string())?;
    print!("{}", String::from_utf8_lossy(&output.stdout));
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    Ok(())
}

/// The time a move of [`perfect_game`] may take: enough for the exact
/// solve's and the proofs' tables to fill as in a game, short enough
/// for a benchmark.
const PERFECT_GAME_MOVE: std::time::Duration = std::time::Duration::from_millis(400);

/// Reads the table at `path`, then plays the perfect level against itself
/// (one engine, as an app holds) with [`PERFECT_GAME_MOVE`] a move, and
/// prints the read time and the process's peak resident memory.
pub fn perfect_game(path: &str) -> Result<(), String> {
    use boardlore_core::ai::{Engine, Level, SearchSettings};
    use boardlore_core::Match;
    use std::sync::atomic::AtomicBool;
    let started = Instant::now();
    let table = load(path)?;
    let read = started.elapsed();
    let after_read = crate::bench::current_memory_kb().unwrap_or(0);
    let options = BaghChal::options(&table.config());
    tablebase::install(std::sync::Arc::new(table));
    let mut engine = Engine::default();
    let settings = SearchSettings {
        max_time: Some(PERFECT_GAME_MOVE),
        ..SearchSettings::for_level(Level::Perfect)
    };
    let never = AtomicBool::new(false);
    let mut record: Match<BaghChal> = Match::new(&options).map_err(|e| e.to_string())?;
    let mut plies = 0;
    while record.outcome().is_none() && plies < 120 {
        let thought = engine
            .think(&record, &settings, &never)
            .map_err(|e| e.to_string())?;
        let mv = record.legal_moves()[thought.move_index];
        record.play(mv).map_err(|e| e.to_string())?;
        plies += 1;
    }
    println!(
        "perfect game ({path}): table read in {:.0} ms, {:.1} MB resident after reading; {plies} plies at {} ms a move against itself: peak resident memory {:.1} MB",
        read.as_secs_f64() * 1000.0,
        after_read as f64 / 1024.0,
        PERFECT_GAME_MOVE.as_millis(),
        crate::bench::peak_memory_kb().unwrap_or(0) as f64 / 1024.0,
    );
    Ok(())
}
