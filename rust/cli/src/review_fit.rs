//! `boardlore review-fit`: fits each game's logistic (evaluation → expected
//! score) from engine self-play, for each game's `Content::REVIEW_SCALE`.

use boardlore_core::ai::SearchSettings;
use boardlore_core::catalogue;
use boardlore_core::review::fit::{fit_scale, scale_of, self_play_samples};

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
}

pub fn run(args: Args) -> Result<(), String> {
    let ids: Vec<&'static str> = catalogue()
        .map(|g| g.id)
        .filter(|id| args.game.as_deref().map_or(true, |g| g == *id))
        .collect();
    if ids.is_empty() {
        return Err(format!("unknown game {:?}", args.game.unwrap_or_default()));
    }
    let settings = SearchSettings::nodes(args.nodes);
    // Each game's games are shared out among `threads` threads (seeds
    // seed, seed + 1, …), every game in parallel.
    let threads = args.threads.max(1).min(args.games.max(1));
    let fits: Vec<Result<(usize, f64), String>> = std::thread::scope(|scope| {
        let handles: Vec<Vec<_>> = ids
            .iter()
            .map(|id| {
                (0..threads)
                    .map(|t| {
                        let settings = settings.clone();
                        let args = &args;
                        let games = args.games / threads + u32::from(t < args.games % threads);
                        scope.spawn(move || {
                            self_play_samples(
                                id,
                                games,
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
                Ok((samples.len(), fit_scale(&samples)))
            })
            .collect()
    });
    for (id, fit) in ids.iter().zip(fits) {
        let (samples, scale) = fit?;
        println!(
            "(\"{id}\", {scale:.1}), // {samples} positions, {} games of {} nodes a move, {threads} threads; was {:.1}",
            args.games,
            args.nodes,
            scale_of(id)
        );
    }
    Ok(())
}
