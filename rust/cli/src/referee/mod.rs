//! `boardlore referee`: the Bagha-Chall computer tournament of the
//! Portuguese rulebook. Engine programs that speak the `engine` protocol
//! meet in a knockout bracket drawn by a seeded lot (with byes when the
//! field is not a power of two); each pairing plays two games with the
//! sides swapped; our rules engine judges every move; a win is 1 point and
//! a draw ½, ties go to the fewer moves in won games, then to a lot. The
//! bracket is printed as it is played, then a final table, and every game
//! is saved as a game record. See docs/referee.md.

mod bracket;
mod judge;
mod lot;
mod program;
mod reaper;
mod report;
mod score;

use crate::common::GameArgs;
use boardlore_core::{AnyMatch, MoveInfo, Side};
use judge::{Entrant, GameReport, Limits};
use lot::Lot;
use report::{Out, Standing};
use std::path::PathBuf;
use std::time::Duration;

/// Arguments of `boardlore referee`.
#[derive(clap::Args)]
pub struct Args {
    /// A program, as NAME=COMMAND (repeat for each program; two or more).
    /// The command is run by `sh -c` with `--side goats` or `--side tigers`
    /// appended.
    #[arg(long = "engine", value_name = "NAME=COMMAND", required = true)]
    engines: Vec<String>,
    /// Seed of the draw of the bracket and of the lots that break ties
    /// (default: from the clock, printed so the draw can be repeated).
    #[arg(long)]
    seed: Option<u64>,
    /// Time per move, in milliseconds.
    #[arg(long, default_value_t = 5000, value_name = "MS")]
    movetime: u64,
    /// Time a move may take beyond --movetime before it loses, in milliseconds.
    #[arg(long, default_value_t = 1000, value_name = "MS")]
    grace: u64,
    /// Extra time for each program's first move (it starts up), in milliseconds.
    #[arg(long, default_value_t = 2000, value_name = "MS")]
    startup: u64,
    /// The referee declares a game drawn after this many plies.
    #[arg(long, default_value_t = 400, value_name = "N")]
    max_plies: usize,
    /// Folder for the game records (created if needed).
    #[arg(long, default_value = "referee-games", value_name = "DIR")]
    records: PathBuf,
    /// The game played (the tournament is Bagh Chal's).
    #[arg(long, default_value = "bagh-chal")]
    game: String,
    /// A variant option of the game, as key=value; repeatable.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    options: Vec<String>,
}

/// The longest program name accepted.
const MAX_NAME: usize = 32;

pub fn run(args: Args) -> Result<(), String> {
    program::prepare();
    let entrants = parse_entrants(&args.engines)?;
    if args.max_plies == 0 {
        return Err("--max-plies must be at least 1".to_string());
    }
    let game = GameArgs {
        game: args.game.clone(),
        options: args.options.clone(),
    };
    let entry = game.entry()?;
    let options = game.parsed_options()?;
    let new_record = || entry.new_match(&options).map_err(|e| e.to_string());
    new_record()?;
    std::fs::create_dir_all(&args.records)
        .map_err(|e| format!("cannot create {}: {e}", args.records.display()))?;
    let seed = args.seed.unwrap_or_else(clock_seed);
    let limits = Limits {
        movetime: Duration::from_millis(args.movetime),
        grace: Duration::from_millis(args.grace),
        startup: Duration::from_millis(args.startup),
        max_plies: args.max_plies,
    };
    let info = (entry.info)();
    let mut out = Out::default();
    let total = bracket::rounds(entrants.len());
    out.header(info, &entrants, seed, &limits, total);
    let mut lot = Lot::new(seed);
    let mut pairings = bracket::draw(entrants.len(), &mut lot);
    out.draw(&entrants, &pairings, seed);
    let mut standings = vec![Standing::default(); entrants.len()];
    let mut results = Vec::with_capacity(total);
    for round in 1..=total {
        let name = bracket::round_name(round, total);
        out.round(&name, round, total);
        let mut winners = Vec::with_capacity(pairings.len());
        let mut round_results = Vec::with_capacity(pairings.len());
        for (number, pairing) in pairings.iter().enumerate() {
            let Some(second) = pairing.second else {
                out.bye(&entrants[pairing.first].name);
                round_results.push(format!("{} (bye)", entrants[pairing.first].name));
                winners.push(pairing.first);
                continue;
            };
            let players = [pairing.first, second];
            out.pairing(&name, number + 1, pairings.len(), &entrants, players);
            let mut legs = Vec::with_capacity(2);
            for (leg, sides) in [players, [second, pairing.first]].into_iter().enumerate() {
                let report = judge::play_game(
                    new_record()?,
                    [&entrants[sides[0]], &entrants[sides[1]]],
                    &limits,
                )?;
                let file = format!(
                    "r{round}-p{}-g{}-{}-vs-{}.json",
                    number + 1,
                    leg + 1,
                    entrants[sides[0]].name,
                    entrants[sides[1]].name
                );
                let path = args.records.join(&file);
                crate::common::write_atomically(&path, report.save.to_json().as_bytes())
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                out.game(info, leg + 1, &entrants, sides, &report, &file);
                record_game(&mut standings, sides, &report);
                legs.push(score::Leg {
                    winner: report.winner.map(|side| {
                        let program = sides[side.index()];
                        usize::from(program == second)
                    }),
                    winner_moves: report
                        .winner
                        .map_or(0, |side| report.moves_by[side.index()]),
                });
            }
            let verdict = score::decide(&legs, &mut lot);
            out.verdict(&entrants, players, &verdict, seed);
            round_results.push(report::result_in_brief(&entrants, players, &verdict));
            let loser = players[1 - verdict.winner];
            standings[loser].out_in = Some(round);
            winners.push(players[verdict.winner]);
        }
        results.push((name, round_results));
        pairings = bracket::next_round(&winners);
    }
    let champion = pairings[0].first;
    out.bracket(&results, &entrants[champion].name);
    out.table(&entrants, &standings, total, champion);
    let summary = args.records.join("tournament.txt");
    out.line(&format!(
        "Game records: {} (the tournament as printed: {})",
        args.records.display(),
        summary.display()
    ));
    crate::common::write_atomically(&summary, out.text().as_bytes())
        .map_err(|e| format!("cannot write {}: {e}", summary.display()))?;
    Ok(())
}

/// Reads the `--engine NAME=COMMAND` arguments.
fn parse_entrants(specs: &[String]) -> Result<Vec<Entrant>, String> {
    let mut entrants: Vec<Entrant> = Vec::with_capacity(specs.len());
    for spec in specs {
        let (name, command) = spec
            .split_once('=')
            .ok_or_else(|| format!("--engine {spec:?}: expected NAME=COMMAND"))?;
        let (name, command) = (name.trim(), command.trim());
        let good_name = !name.is_empty()
            && name.len() <= MAX_NAME
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'));
        if !good_name {
            return Err(format!(
                "--engine {spec:?}: a name is 1 to {MAX_NAME} letters, digits, '_', '-' or '.'"
            ));
        }
        if command.is_empty() {
            return Err(format!("--engine {spec:?}: the command is empty"));
        }
        if entrants.iter().any(|e| e.name == name) {
            return Err(format!("two programs are named {name:?}"));
        }
        entrants.push(Entrant {
            name: name.to_string(),
            command: command.to_string(),
        });
    }
    if entrants.len() < 2 {
        return Err("a tournament needs at least two programs (--engine NAME=COMMAND)".to_string());
    }
    Ok(entrants)
}

fn record_game(standings: &mut [Standing], sides: [usize; 2], report: &GameReport) {
    for side in [Side::First, Side::Second] {
        let standing = &mut standings[sides[side.index()]];
        standing.games += 1;
        match report.winner {
            Some(w) if w == side => {
                standing.wins += 1;
                standing.half_points += 2;
                standing.moves_in_wins += report.moves_by[side.index()];
            }
            Some(_) => standing.losses += 1,
            None => {
                standing.draws += 1;
                standing.half_points += 1;
            }
        }
        if matches!(&report.ending, judge::Ending::Forfeit { loser, .. } if *loser == side) {
            standing.forfeits += 1;
        }
    }
}

/// A move as the other program reads it: the tournament form (`A-1 B-2`,
/// `C-3`) for Bagh Chal, the canonical notation for the other games.
pub(crate) fn relay_form(played: &MoveInfo, record: &dyn AnyMatch) -> String {
    crate::engine::written(played, record, record.info().id == "bagh-chal")
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn specs(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn entrants_are_name_equals_command() {
        let e = parse_entrants(&specs(&["a=boardlore engine bagh-chal", "b = ./x --y=1"])).unwrap();
        assert_eq!(e[0].name, "a");
        assert_eq!(e[0].command, "boardlore engine bagh-chal");
        assert_eq!(e[1].name, "b");
        assert_eq!(e[1].command, "./x --y=1", "only the first '=' separates");
    }

    #[test]
    fn bad_entrants_are_refused_with_a_reason() {
        let err = |list: &[&str]| parse_entrants(&specs(list)).unwrap_err();
        assert!(err(&["a=x"]).contains("at least two"));
        assert!(err(&["a=x", "a=y"]).contains("two programs are named"));
        assert!(err(&["a=x", "b"]).contains("NAME=COMMAND"));
        assert!(err(&["a=x", "b="]).contains("empty"));
        assert!(err(&["a=x", "b/c=y"]).contains("a name is"));
        assert!(err(&["a=x", "=y"]).contains("a name is"));
    }
}
