//! `boardlore puzzles`: generate puzzle sets from self-play, list them, and
//! verify every shipped puzzle with the deeper search.

use crate::common::{read_capped, LangArgs};
use crate::tablebase::TableArgs;
use boardlore_core::i18n::{self, ids, shown_move, Lang};
use boardlore_core::learn::judge::value_text;
use boardlore_core::learn::mine::{finish, mine_game, select};
use boardlore_core::learn::progress::puzzle_rating;
use boardlore_core::learn::{
    assess, describe, duplicates, find_puzzle, fit, parse_set, puzzles, verify, Judge, Puzzle,
    PuzzleError, PuzzleRun, PuzzleVerdict, Theme, PROOF_NODES,
};
use boardlore_core::tr;
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
        /// A JSON array instead: per puzzle its id, position, theme,
        /// rating, length (solver moves), every accepted first move and
        /// the start's result for the solver, from the exact judge.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        tables: TableArgs,
        #[command(flatten)]
        lang: LangArgs,
    },
    /// Play a puzzle: type moves, one a line; each is answered `correct`
    /// (with the opponent's reply), `wrong`, `solved` or `refused`, and
    /// what the puzzle says, in the chosen language.
    Play {
        /// Puzzle id, as `puzzles list` shows it (e.g. bagh-chal-086).
        id: String,
        #[command(flatten)]
        lang: LangArgs,
    },
    /// Fit a game's puzzles to the exact judge: each gets the shortest
    /// distance it proves over, and its theme and difficulty re-measured
    /// (without a table); those that prove over none, and later ones that
    /// repeat a position, are dropped (each said on stderr). Prints the set.
    Fit {
        /// Game id.
        game: String,
        /// Fit a puzzle file instead of the shipped set.
        #[arg(long)]
        file: Option<String>,
        #[command(flatten)]
        tables: TableArgs,
    },
    /// Show what the exact judge says of each first move of a puzzle.
    Judge {
        /// Puzzle id.
        id: String,
        /// Judge over this many plies instead of the puzzle's distance.
        #[arg(long)]
        plies: Option<u32>,
        #[command(flatten)]
        tables: TableArgs,
    },
    /// Prove shipped puzzles (every game's, or one game's) with the exact
    /// judge (the accepted moves, a start not lost, no position twice) and
    /// re-measure their theme and difficulty with the verifying search.
    Verify {
        /// Only this game.
        game: Option<String>,
        /// Check only every n-th puzzle (a sample).
        #[arg(long, default_value_t = 1)]
        every: usize,
        /// Check a puzzle file instead of the shipped set (needs the game).
        #[arg(long)]
        file: Option<String>,
        #[command(flatten)]
        tables: TableArgs,
    },
}

/// `puzzles generate` options.
#[derive(clap::Args)]
pub struct GenerateArgs {
    /// Game id.
    game: String,
    /// Stop mining after this many seconds too (the set then depends on
    /// the machine's speed; without it a seed and `--games` give the same
    /// set everywhere).
    #[arg(long)]
    seconds: Option<u64>,
    /// Mine this many self-play games (seeds seed, seed + 1, …).
    #[arg(long, default_value_t = 200)]
    games: u64,
    /// Worker threads.
    #[arg(long, default_value_t = 1)]
    jobs: usize,
    /// Seed of the first game (game n uses seed + n).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// How many puzzles to choose.
    #[arg(long, default_value_t = 90)]
    target: usize,
    /// The largest share of the set one theme may take.
    #[arg(long, default_value_t = 0.25)]
    max_share: f64,
    /// Write every proven candidate (before choosing) to this file too.
    #[arg(long)]
    candidates: Option<String>,
    /// Candidate or puzzle files of earlier runs to choose from as well
    /// (each fitted to the exact judge again, its theme and difficulty
    /// read again; those that prove over no distance are left out).
    #[arg(long)]
    merge: Vec<String>,
    #[command(flatten)]
    tables: TableArgs,
}

/// Runs `boardlore puzzles …`.
pub fn run(args: Args) -> Result<(), String> {
    match args {
        Args::Generate(args) => generate(args),
        Args::List {
            game,
            json,
            tables,
            lang,
        } => {
            let lang = lang.lang()?;
            tables.install()?;
            if json {
                list_json(&game, lang)
            } else {
                list(&game, lang)
            }
        }
        Args::Play { id, lang } => play(&id, &lang),
        Args::Fit { game, file, tables } => {
            tables.install()?;
            fit_set(&game, file)
        }
        Args::Judge { id, plies, tables } => {
            tables.install()?;
            judge_first_moves(&id, plies)
        }
        Args::Verify {
            game,
            every,
            file,
            tables,
        } => {
            tables.install()?;
            verify_sets(game, every.max(1), file)
        }
    }
}

fn generate(args: GenerateArgs) -> Result<(), String> {
    boardlore_core::find_game(&args.game).map_err(|e| e.text_in(crate::common::env_lang()))?;
    args.tables.install()?;
    let mut candidates: Vec<Puzzle> = Vec::new();
    for path in &args.merge {
        let text = read_capped(path, MAX_CANDIDATES_BYTES, Lang::En)?;
        let set = parse_set(&args.game, &text).map_err(|e| format!("{path}: {e}"))?;
        let before = candidates.len();
        candidates.extend(set.iter().filter_map(finish));
        eprintln!(
            "{path}: {} of {} prove",
            candidates.len() - before,
            set.len()
        );
    }
    let found = Arc::new(Mutex::new(Vec::<Puzzle>::new()));
    let next = Arc::new(AtomicU64::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let deadline = args
        .seconds
        .map(|seconds| Instant::now() + Duration::from_secs(seconds));
    let workers: Vec<_> = (0..args.jobs.max(1))
        .map(|_| {
            let (found, next, stop) = (found.clone(), next.clone(), stop.clone());
            let game = args.game.clone();
            let (games, seed) = (args.games, args.seed);
            std::thread::spawn(move || loop {
                let n = next.fetch_add(1, Ordering::Relaxed);
                if n >= games || stop.load(Ordering::Relaxed) {
                    break;
                }
                match mine_game(&game, seed.wrapping_add(n), &stop) {
                    Ok(list) => {
                        let mut all = found.lock().unwrap_or_else(|e| e.into_inner());
                        all.extend(list);
                        eprintln!("game {n}: {} candidates so far", all.len());
                    }
                    Err(e) => eprintln!("game {n}: {e}"),
                }
            })
        })
        .collect();
    let running = || deadline.map_or(true, |d| Instant::now() < d);
    while running() && !workers.iter().all(|w| w.is_finished()) {
        std::thread::sleep(Duration::from_millis(200));
    }
    stop.store(true, Ordering::Relaxed);
    for worker in workers {
        let _ = worker.join();
    }
    let mut mined = std::mem::take(&mut *found.lock().unwrap_or_else(|e| e.into_inner()));
    mined.append(&mut candidates);
    mined.sort_by(|a, b| (&a.position, &a.solution).cmp(&(&b.position, &b.solution)));
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
    let merge: String = args
        .merge
        .iter()
        .map(|m| format!(" --merge {m}"))
        .chain(
            args.tables
                .files
                .iter()
                .map(|t| format!(" --tablebase {t}")),
        )
        .collect();
    println!(
        "# {} puzzles: id | theme | difficulty | position | solution | plies\n# boardlore puzzles generate {} --seed {} --games {} --target {} --max-share {}{merge}",
        args.game, args.game, args.seed, args.games, args.target, args.max_share
    );
    for p in &chosen {
        println!("{}", p.to_line());
    }
    Ok(())
}

/// The shipped puzzles of `game`, or the error a player reads in `lang`.
fn shipped(game: &str, lang: Lang) -> Result<Vec<Puzzle>, String> {
    puzzles(game).map_err(|e| match e {
        PuzzleError::UnknownGame(game) => tr!(lang, "cli-puzzles-unknown-game", game = game),
        // The shipped files are checked by the tests: any other error is a
        // developer's.
        other => other.to_string(),
    })
}

/// The shipped puzzle `id`, or the error a player reads in `lang`.
fn shipped_puzzle(id: &str, lang: Lang) -> Result<Puzzle, String> {
    find_puzzle(id).ok_or_else(|| tr!(lang, "cli-puzzles-unknown-puzzle", id = id))
}

fn list(game: &str, lang: Lang) -> Result<(), String> {
    let set = shipped(game, lang)?;
    for p in &set {
        println!(
            "{}  {}  {}  {}  [{}]",
            p.id,
            tr!(lang, &ids::theme(p.theme.id())),
            p.difficulty,
            p.position,
            p.solution.join(" ")
        );
    }
    println!("{}", summary(&set, lang));
    Ok(())
}

/// `puzzles list GAME --json`: what the exact judge says of each puzzle.
fn list_json(game: &str, lang: Lang) -> Result<(), String> {
    let set = shipped(game, lang)?;
    let mut out = Vec::with_capacity(set.len());
    for p in &set {
        let proof = assess(p, PROOF_NODES).map_err(|e| format!("{}: {e}", p.id))?;
        out.push(serde_json::json!({
            "id": p.id,
            "position": p.position,
            "theme": p.theme.id(),
            "rating": puzzle_rating(p.difficulty),
            "length": p.solver_moves(),
            "first_moves": proof.first_moves,
            "start_verdict": proof.start_verdict.id(),
            "start_from_table": proof.start_from_table,
        }));
    }
    let text = serde_json::to_string_pretty(&out).map_err(|e| e.to_string())?;
    println!("{text}");
    Ok(())
}

/// `puzzles fit GAME`.
fn fit_set(game: &str, file: Option<String>) -> Result<(), String> {
    let set = match &file {
        Some(path) => {
            let text = read_capped(path, MAX_CANDIDATES_BYTES, Lang::En)?;
            parse_set(game, &text).map_err(|e| format!("{path}: {e}"))?
        }
        None => shipped(game, crate::common::env_lang())?,
    };
    let mut kept: Vec<Puzzle> = Vec::new();
    let mut positions = std::collections::HashMap::new();
    for p in &set {
        let key = match boardlore_core::find_game(game)
            .map_err(|e| e.to_string())?
            .from_position(&boardlore_core::Options::new(), &p.position)
        {
            Ok(record) => record.position_hash(),
            Err(e) => {
                eprintln!("{}: dropped: {e}", p.id);
                continue;
            }
        };
        if let Some(first) = positions.get(&key) {
            eprintln!("{}: dropped: same position as {first}", p.id);
            continue;
        }
        match fit(p, PROOF_NODES) {
            Ok((mut fitted, proof)) => {
                match describe(&fitted, &proof, PROOF_NODES) {
                    Ok((theme, difficulty)) => {
                        if (theme, difficulty) != (fitted.theme, fitted.difficulty) {
                            eprintln!(
                                "{}: theme {} level {} (was {} level {})",
                                p.id,
                                theme.id(),
                                difficulty,
                                fitted.theme.id(),
                                fitted.difficulty
                            );
                        }
                        fitted.theme = theme;
                        fitted.difficulty = difficulty;
                    }
                    Err(e) => {
                        eprintln!("{}: dropped: {e}", p.id);
                        continue;
                    }
                }
                if fitted.plies != p.plies {
                    eprintln!("{}: judged over {} plies", p.id, fitted.plies);
                }
                positions.insert(key, p.id.clone());
                kept.push(fitted);
            }
            Err(e) => eprintln!("{}: dropped: {e}", p.id),
        }
    }
    eprintln!("{} of {} kept", kept.len(), set.len());
    println!(
        "# {game} puzzles: id | theme | difficulty | position | solution | plies (boardlore puzzles fit {game})"
    );
    for p in &kept {
        println!("{}", p.to_line());
    }
    Ok(())
}

/// `puzzles judge ID`: each first move's value over the puzzle's distance.
fn judge_first_moves(id: &str, plies: Option<u32>) -> Result<(), String> {
    let puzzle = shipped_puzzle(id, crate::common::env_lang())?;
    let entry = boardlore_core::find_game(&puzzle.game).map_err(|e| e.to_string())?;
    let record = entry
        .from_position(&boardlore_core::Options::new(), &puzzle.position)
        .map_err(|e| e.to_string())?;
    let plies = plies.unwrap_or(puzzle.plies);
    let values = record
        .forced_values(plies, PROOF_NODES)
        .ok_or("the judge passed its node limit")?;
    println!(
        "{} ({} plies; stored {}); table: {:?}",
        puzzle.id,
        plies,
        puzzle.solution.join(" "),
        record.table_value().map(|v| v.result())
    );
    for (m, v) in record.legal_moves().iter().zip(values) {
        println!("  {:<12} {}", m.notation, value_text(v));
    }
    match verify(&mut Judge::verifier(), &puzzle, PROOF_NODES) {
        Ok(_) => println!("verified"),
        Err(e) => println!("{e}"),
    }
    Ok(())
}

/// `puzzles play ID`: the puzzle's moves read from stdin, each answered.
fn play(id: &str, lang: &LangArgs) -> Result<(), String> {
    let lang = lang.lang()?;
    let puzzle = shipped_puzzle(id, lang)?;
    let mut run = PuzzleRun::new(puzzle).map_err(|e| e.to_string())?;
    run.set_language(lang);
    println!("{}", run.puzzle().summary(lang).heading);
    crate::play::print_board(run.session());
    println!("{}", run.goal());
    let stdin = std::io::stdin();
    let mut reader = stdin.lock();
    while let Some(line) = crate::common::next_input_line(&mut reader, lang) {
        let line = match line {
            Ok(line) => line,
            Err(why) => {
                println!("{}", tr!(lang, "cli-puzzle-refused", message = why));
                continue;
            }
        };
        let input = line.trim();
        if input.is_empty() {
            continue;
        }
        if input == "quit" || input == "q" {
            break;
        }
        let attempt = run.play(input);
        match attempt.verdict {
            PuzzleVerdict::Correct => {
                let reply = attempt
                    .reply
                    .as_ref()
                    .map(|m| m.notation.as_str())
                    .unwrap_or("");
                println!(
                    "{}",
                    tr!(
                        lang,
                        "cli-puzzle-correct",
                        reply = shown_move(lang, reply),
                        message = attempt.message
                    )
                );
            }
            PuzzleVerdict::Solved => println!(
                "{}",
                tr!(lang, "cli-puzzle-solved", message = attempt.message)
            ),
            PuzzleVerdict::Wrong => println!(
                "{}",
                tr!(lang, "cli-puzzle-wrong", message = attempt.message)
            ),
            PuzzleVerdict::Refused => println!(
                "{}",
                tr!(lang, "cli-puzzle-refused", message = attempt.message)
            ),
        }
        if run.solved() {
            break;
        }
    }
    Ok(())
}

/// `N puzzles; themes: …; difficulty: …`, in `lang`.
pub fn summary(set: &[Puzzle], lang: Lang) -> String {
    let mut themes: BTreeMap<Theme, usize> = BTreeMap::new();
    let mut levels: BTreeMap<u8, usize> = BTreeMap::new();
    for p in set {
        *themes.entry(p.theme).or_default() += 1;
        *levels.entry(p.difficulty).or_default() += 1;
    }
    let themes: Vec<String> = themes
        .iter()
        .map(|(t, n)| format!("{} {n}", tr!(lang, &ids::theme(t.id()))))
        .collect();
    let levels: Vec<String> = levels
        .iter()
        .map(|(d, n)| tr!(lang, "cli-puzzles-level-count", level = *d, count = *n))
        .collect();
    tr!(
        lang,
        "cli-puzzles-summary",
        count = set.len(),
        themes = i18n::list(lang, &themes, false),
        levels = i18n::list(lang, &levels, false)
    )
}

fn verify_sets(game: Option<String>, every: usize, file: Option<String>) -> Result<(), String> {
    let sets: Vec<(String, Vec<Puzzle>)> = match (&game, &file) {
        (Some(game), Some(path)) => {
            let text = read_capped(path, MAX_CANDIDATES_BYTES, Lang::En)?;
            vec![(
                game.clone(),
                parse_set(game, &text).map_err(|e| format!("{path}: {e}"))?,
            )]
        }
        (None, Some(_)) => return Err("--file needs the game id".into()),
        (Some(game), None) => vec![(game.clone(), shipped(game, crate::common::env_lang())?)],
        (None, None) => boardlore_core::catalogue()
            .map(|info| {
                Ok((
                    info.id.to_string(),
                    shipped(info.id, crate::common::env_lang())?,
                ))
            })
            .collect::<Result<_, String>>()?,
    };
    let mut judge = Judge::verifier();
    let (mut checked, mut failed) = (0, 0);
    let started = std::time::Instant::now();
    for (game, set) in &sets {
        let mut game_failed = 0;
        let mut accepted_alternatives = 0;
        for (id, other) in duplicates(set) {
            game_failed += 1;
            println!("{id}: same position as {other}");
        }
        for p in set.iter().step_by(every) {
            checked += 1;
            match verify(&mut judge, p, PROOF_NODES) {
                Ok(proof) => accepted_alternatives += proof.first_moves.len().saturating_sub(1),
                Err(e) => {
                    game_failed += 1;
                    println!("{}: {e}", p.id);
                }
            }
        }
        failed += game_failed;
        println!(
            "{game}: {}; {accepted_alternatives} other first moves accepted; {game_failed} failed",
            summary(set, Lang::En)
        );
    }
    println!(
        "{checked} checked, {failed} failed, {:.1} s",
        started.elapsed().as_secs_f64()
    );
    if failed > 0 {
        Err(format!("{failed} puzzles failed verification"))
    } else {
        Ok(())
    }
}
