//! `boardlore review-fit`: fits each game's logistic (evaluation → expected
//! score) from engine self-play, for each game's `Content::REVIEW_SCALE`.

use boardlore_core::catalogue;
use boardlore_core::review::fit::{scale_of, self_play_from, self_play_settings, Fit, Sample};

/// Arguments of `review-fit`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Only this game (default: every game).
    #[arg(long)]
    game: Option<String>,
    /// Self-play games per game.
    #[arg(long, default_value_t = 60)]
    games: u32,
    /// Node budget of each move's search.
    #[arg(long, default_value_t = 12_000)]
    nodes: u64,
    /// Random plies at the start of each game, so games differ.
    #[arg(long, default_value_t = 4)]
    opening: u32,
    /// Games still running after this many plies count as draws.
    #[arg(long, default_value_t = 300)]
    max_plies: u32,
    /// Seed of the random openings.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Threads per game (the result does not depend on the machine's
    /// cores, only on this number).
    #[arg(long, default_value_t = 1)]
    threads: u32,
    /// Write the fit (with the scales of the even and the odd games apart)
    /// to this file, the game's `review_fit.txt` (with `--game` only).
    #[arg(long, requires = "game")]
    out: Option<String>,
    /// With a Bagh Chal tablebase, a position the table knows is scored by
    /// its exact value instead of the game's result.
    #[command(flatten)]
    tables: crate::tablebase::TableArgs,
}

pub fn run(args: Args) -> Result<(), String> {
    let ids: Vec<&'static str> = catalogue()
        .map(|g| g.id)
        .filter(|id| args.game.as_deref().map_or(true, |g| g == *id))
        .collect();
    if ids.is_empty() {
        let game = args.game.unwrap_or_default();
        return Err(
            boardlore_core::MatchError::UnknownGame(game).text_in(crate::common::env_lang())
        );
    }
    args.tables.install()?;
    let settings = self_play_settings(args.nodes);
    // Each game's games are shared out among `threads` threads (seeds
    // seed, seed + 1, …), every game in parallel.
    let threads = args.threads.max(1).min(args.games.max(1));
    let fits: Vec<Result<Vec<Sample>, String>> = std::thread::scope(|scope| {
        let handles: Vec<Vec<_>> = ids
            .iter()
            .map(|id| {
                (0..threads)
                    .map(|t| {
                        let settings = settings.clone();
                        let args = &args;
                        let games = args.games / threads + u32::from(t < args.games % threads);
                        // Thread t plays games t, t + threads, …: numbered
                        // apart, so the halves (even and odd games) mix
                        // every thread's.
                        let first = t * (args.games / threads + 1);
                        scope.spawn(move || {
                            self_play_from(
                                id,
                                games,
                                first,
                                args.opening,
                                args.max_plies,
                                &settings,
                                args.seed + u64::from(t),
                            )
                            .map_err(|e| e.to_string())
                        })
                    })
                    .collect()
            })
            .collect();
        handles
            .into_iter()
            .map(|parts| {
                let mut samples = Vec::new();
                for part in parts {
                    samples.extend(
                        part.join()
                            .unwrap_or_else(|_| Err("a fit panicked".into()))?,
                    );
                }
                Ok(samples)
            })
            .collect()
    });
    for (id, samples) in ids.iter().zip(fits) {
        let samples = samples?;
        let fit = Fit::of(id, args.games, args.nodes, &samples);
        println!(
            "(\"{id}\", {:.1}), // {} positions ({} exact), {} games of {} nodes a move, {threads} threads; halves {:.1} and {:.1}; was {:.1}",
            fit.scale,
            fit.positions,
            fit.exact,
            args.games,
            args.nodes,
            fit.even.map_or(0.0, |h| h.1),
            fit.odd.map_or(0.0, |h| h.1),
            scale_of(id)
        );
        if let Some(path) = &args.out {
            std::fs::write(path, fit.to_text()).map_err(|e| format!("{path}: {e}"))?;
        }
    }
    Ok(())
}
