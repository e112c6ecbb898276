//! `boardlore arena`: two computer players play a match of one game, with
//! colours alternating and seeded random opening plies, and the score is
//! reported with its 95% interval.

use crate::common::GameArgs;
use crate::player::{describe, parse_player};
use boardlore_core::ai::{Engine, Level};
use boardlore_core::arena::{play_game, GameSetup, Player, Tally};
use boardlore_core::Side;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

/// Arguments of `boardlore arena`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    #[command(flatten)]
    tables: crate::tablebase::TableArgs,
    /// Player A: a level (easy, medium, hard, expert) or a configuration
    /// `level=L,nodes=N,depth=D,ms=T` (any subset).
    #[arg(long)]
    a: String,
    /// Player B, like A.
    #[arg(long)]
    b: String,
    /// Player A's settings in one phase of play, as PHASE=PLAYER
    /// (e.g. `setting=easy`); repeatable.
    #[arg(long, value_name = "PHASE=PLAYER")]
    a_phase: Vec<String>,
    /// Player B's settings in one phase of play, like `--a-phase`.
    #[arg(long, value_name = "PHASE=PLAYER")]
    b_phase: Vec<String>,
    /// Player A's evaluation weights to override, as `name=value,…` (the
    /// names are the weights' constants in the game's `eval.rs`, in lower
    /// case): for self-play tuning.
    #[arg(long, value_name = "NAME=VALUE,…")]
    a_eval: Option<String>,
    /// Player B's evaluation weights to override, like `--a-eval`.
    #[arg(long, value_name = "NAME=VALUE,…")]
    b_eval: Option<String>,
    /// Number of games; A takes the first side in even games.
    #[arg(long, default_value_t = 40)]
    games: u32,
    /// Seed of the openings and the players' choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Random plies at the start of each game.
    #[arg(long, default_value_t = 2)]
    opening_plies: u32,
    /// Give both players this node budget per move (no time limit).
    #[arg(long, conflicts_with = "movetime")]
    nodes: Option<u64>,
    /// Give both players this time per move, in milliseconds (no node limit).
    #[arg(long)]
    movetime: Option<u64>,
    /// Use each level's own time budgets as well as its node budget. Without
    /// this, `--nodes` or `--movetime`, players search by nodes only, which
    /// is reproducible.
    #[arg(long, conflicts_with_all = ["nodes", "movetime"])]
    timed: bool,
    /// Stop a game after this many plies and score it a draw.
    #[arg(long, default_value_t = 600)]
    max_plies: u32,
    /// Print every game's moves.
    #[arg(long)]
    verbose: bool,
    /// Games played at once, each on its own thread with its own engines.
    /// Every game starts with cleared engines, so a game's result does not
    /// depend on this or on the games before it.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=256))]
    jobs: u32,
}

pub fn run(args: Args) -> Result<(), String> {
    args.tables.install()?;
    let entry = args.game.entry()?;
    let info = (entry.info)();
    let options = args.game.parsed_options()?;
    let weights = (entry.weight_names)();
    let mut players = [
        player(&args.a, &args.a_phase, args.a_eval.as_deref(), weights)?,
        player(&args.b, &args.b_phase, args.b_eval.as_deref(), weights)?,
    ];
    let all = players.iter_mut().flat_map(|p| {
        std::iter::once(&mut p.settings).chain(p.by_phase.iter_mut().map(|(_, s)| s))
    });
    for p in all {
        if let Some(n) = args.nodes {
            p.max_nodes = Some(n);
            p.max_time = None;
        } else if let Some(ms) = args.movetime {
            p.max_time = Some(Duration::from_millis(ms));
            p.max_nodes = None;
        } else if !args.timed && p.limits_nodes() {
            p.max_time = None;
        }
    }
    let sample = entry.new_match(&options).map_err(|e| e.to_string())?;
    let level_nodes = |level| sample.level_nodes(level);
    println!(
        "{}: A = {}  vs  B = {}",
        info.id,
        describe_player(&players[0], &level_nodes),
        describe_player(&players[1], &level_nodes)
    );
    let mut tally = Tally {
        wins: 0,
        draws: 0,
        losses: 0,
    };
    let mut first_side_score = 0i32;
    let mut total_plies = 0u64;
    let mut capped = 0;
    let mut longest = [Duration::ZERO; 2];
    let started = Instant::now();
    // A plays the first side in even games; the same seed is used for a
    // pair of games so each opening is played from both sides.
    let play = |game: u32, engines: &mut [Engine; 2]| {
        let a_first = game % 2 == 0;
        let seed = args
            .seed
            .wrapping_mul(1_000_003)
            .wrapping_add(u64::from(game / 2));
        let setup = GameSetup {
            opening_plies: args.opening_plies,
            seed,
            max_plies: args.max_plies,
        };
        for engine in engines.iter_mut() {
            engine.clear();
        }
        let record = entry.new_match(&options).map_err(|e| e.to_string())?;
        let [ea, eb] = engines;
        if a_first {
            play_game(record, [&players[0], &players[1]], [ea, eb], &setup)
        } else {
            play_game(record, [&players[1], &players[0]], [eb, ea], &setup)
        }
        .map_err(|e| e.to_string())
    };
    in_order(args.games, args.jobs, play, |game, result| {
        let result = result?;
        let a_first = game % 2 == 0;
        let a_side = if a_first { Side::First } else { Side::Second };
        longest[0] = longest[0].max(result.longest_think[a_side.index()]);
        longest[1] = longest[1].max(result.longest_think[a_side.opponent().index()]);
        let a_score = result.score_for(a_side);
        tally.add(a_score);
        first_side_score += result.score_for(Side::First);
        total_plies += u64::from(result.plies);
        capped += u32::from(result.outcome.is_none());
        let how = match result.outcome {
            Some(o) => info.describe(o),
            None => format!("stopped at {} plies (draw)", args.max_plies),
        };
        let mark = ["B", "=", "A"][(a_score + 1) as usize];
        println!(
            "game {:>3}: A as {:<8} {mark}  {:>4} plies  {how}",
            game + 1,
            info.side(a_side).key,
            result.plies
        );
        if args.verbose {
            println!("    {}", result.moves.join(" "));
        }
        Ok(())
    })?;
    let n = tally.games().max(1);
    println!(
        "A: +{} ={} -{}  score {:.1}% ± {:.1}% (95%)  draws {:.0}%  avg length {:.1} plies  first side {:+}  capped {}  longest move A {} ms, B {} ms  {:.0}s",
        tally.wins,
        tally.draws,
        tally.losses,
        100.0 * tally.score(),
        100.0 * tally.margin95(),
        100.0 * f64::from(tally.draws) / f64::from(n),
        total_plies as f64 / f64::from(n),
        first_side_score,
        capped,
        longest[0].as_millis(),
        longest[1].as_millis(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Plays games `0..games` with `play`, on `jobs` threads that each own a
/// pair of engines, and hands each result to `each` in game order as soon
/// as it and those before it are in. The first error from `each` stops the
/// match (the games being played finish first).
fn in_order<R, F>(
    games: u32,
    jobs: u32,
    play: F,
    mut each: impl FnMut(u32, R) -> Result<(), String>,
) -> Result<(), String>
where
    R: Send,
    F: Fn(u32, &mut [Engine; 2]) -> R + Sync,
{
    let next = AtomicU32::new(0);
    std::thread::scope(|scope| {
        let (sender, receiver) = std::sync::mpsc::channel();
        for _ in 0..jobs.min(games) {
            let (sender, next, play) = (sender.clone(), &next, &play);
            scope.spawn(move || {
                let mut engines = [Engine::default(), Engine::default()];
                loop {
                    let game = next.fetch_add(1, Ordering::Relaxed);
                    if game >= games || sender.send((game, play(game, &mut engines))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        let mut waiting = BTreeMap::new();
        for wanted in 0..games {
            while !waiting.contains_key(&wanted) {
                let Ok((game, result)) = receiver.recv() else {
                    return Err("a game's thread stopped".to_string());
                };
                waiting.insert(game, result);
            }
            if let Some(result) = waiting.remove(&wanted) {
                if let Err(e) = each(wanted, result) {
                    next.store(games, Ordering::Relaxed);
                    return Err(e);
                }
            }
        }
        Ok(())
    })
}

fn player(
    main: &str,
    phases: &[String],
    eval: Option<&str>,
    weights: &[&str],
) -> Result<Player, String> {
    let mut player = Player::new(parse_player(main)?);
    for pair in eval.iter().flat_map(|e| e.split(',')) {
        let (name, value) = pair
            .split_once('=')
            .ok_or_else(|| format!("{pair:?} is not NAME=VALUE"))?;
        let value = value
            .trim()
            .parse::<i32>()
            .map_err(|_| format!("{pair:?}: not a whole number"))?;
        let name = name.trim();
        if !weights.contains(&name) {
            return Err(format!(
                "no evaluation weight {name:?} in this game; its weights are {}",
                weights.join(", ")
            ));
        }
        player.eval.push((name.to_string(), value));
    }
    for text in phases {
        let (phase, spec) = text
            .split_once('=')
            .ok_or_else(|| format!("{text:?} is not PHASE=PLAYER"))?;
        player
            .by_phase
            .push((phase.trim().to_string(), parse_player(spec.trim())?));
    }
    Ok(player)
}

fn describe_player(player: &Player, level_nodes: &dyn Fn(Level) -> u64) -> String {
    let mut text = describe(&player.settings, level_nodes);
    for (phase, settings) in &player.by_phase {
        text.push_str(&format!(" [{phase}: {}]", describe(settings, level_nodes)));
    }
    for (name, value) in &player.eval {
        text.push_str(&format!(" {name}={value}"));
    }
    text
}
