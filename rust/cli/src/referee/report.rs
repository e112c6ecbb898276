//! What the referee prints as the tournament goes: the draw, each game as
//! it ends, each pairing's score and tie-break, the champion and the final
//! table. Everything printed is kept, to be saved with the game records.

use super::bracket::{round_name, Pairing};
use super::judge::{Ending, Entrant, GameReport, Limits};
use super::score::{points, Decision, Verdict};
use boardlore_core::GameInfo;

/// A program's tournament so far.
#[derive(Clone, Debug, Default)]
pub struct Standing {
    /// Games played.
    pub games: usize,
    /// Games won, drawn and lost.
    pub wins: usize,
    /// Games drawn.
    pub draws: usize,
    /// Games lost.
    pub losses: usize,
    /// Games lost by the referee's verdict (illegal move, time, crash, …).
    pub forfeits: usize,
    /// Points, in half points.
    pub half_points: u32,
    /// Moves played in the games it won.
    pub moves_in_wins: usize,
    /// The round it was knocked out in; `None` for the champion.
    pub out_in: Option<usize>,
}

/// The printed report: each line goes to standard output at once and is kept.
#[derive(Default)]
pub struct Out {
    text: String,
}

impl Out {
    /// Prints and keeps one line.
    pub fn line(&mut self, line: &str) {
        println!("{line}");
        self.text.push_str(line);
        self.text.push('\n');
    }

    /// Everything printed so far.
    pub fn text(&self) -> &str {
        &self.text
    }

    pub fn header(
        &mut self,
        info: &GameInfo,
        entrants: &[Entrant],
        seed: u64,
        limits: &Limits,
        rounds: usize,
    ) {
        self.line(&format!(
            "{} knockout tournament: {} programs, {} round{}, two games per pairing with the sides swapped",
            info.name,
            entrants.len(),
            rounds,
            if rounds == 1 { "" } else { "s" }
        ));
        self.line(&format!(
            "Move time {} ms + {} ms grace; the referee draws a game at the third repetition or after {} plies",
            limits.movetime.as_millis(),
            limits.grace.as_millis(),
            limits.max_plies
        ));
        self.line(
            "Scoring: a win 1, a draw ½; equal points go to the fewer moves in won games, then to a lot",
        );
        let width = name_width(entrants);
        for entrant in entrants {
            self.line(&format!(
                "  {:width$}  {} --side …",
                entrant.name, entrant.command
            ));
        }
        self.line(&format!(
            "Seed {seed} (--seed {seed} draws the same bracket)"
        ));
    }

    pub fn draw(&mut self, entrants: &[Entrant], pairings: &[Pairing], seed: u64) {
        self.line("");
        self.line(&format!("The draw (by lot, seed {seed}):"));
        for (i, p) in pairings.iter().enumerate() {
            let second = p.second.map_or("(bye)", |s| entrants[s].name.as_str());
            self.line(&format!(
                "  {}. {} vs {}",
                i + 1,
                entrants[p.first].name,
                second
            ));
        }
    }

    pub fn round(&mut self, name: &str, round: usize, total: usize) {
        self.line("");
        let plural = if name == "Final" { "" } else { "s" };
        self.line(&format!("== {name}{plural} (round {round} of {total}) =="));
    }

    pub fn bye(&mut self, name: &str) {
        self.line(&format!("{name}: bye, goes through"));
    }

    pub fn pairing(
        &mut self,
        round: &str,
        number: usize,
        of: usize,
        entrants: &[Entrant],
        players: [usize; 2],
    ) {
        let title = if of == 1 {
            round.to_string()
        } else {
            format!("{round} {number}")
        };
        self.line(&format!(
            "{title}: {} vs {}",
            entrants[players[0]].name, entrants[players[1]].name
        ));
    }

    pub fn game(
        &mut self,
        info: &GameInfo,
        leg: usize,
        entrants: &[Entrant],
        sides: [usize; 2],
        report: &GameReport,
        file: &str,
    ) {
        let name = |side: boardlore_core::Side| entrants[sides[side.index()]].name.as_str();
        let [first, second] = boardlore_core::Side::BOTH;
        let result = match &report.ending {
            Ending::Rules(outcome) => match outcome.winner {
                Some(w) => format!("{} wins ({})", name(w), info.describe(*outcome)),
                None => format!("draw ({})", outcome.reason.phrase()),
            },
            Ending::Forfeit { loser, reason } => format!(
                "{} wins: {} loses by the referee's verdict: {reason}",
                name(loser.opponent()),
                name(*loser)
            ),
            Ending::PlyLimit(plies) => format!("draw (the referee's ply limit: {plies} plies)"),
        };
        let plies = count(report.plies, "ply", "plies");
        let length = match report.winner {
            Some(w) => format!(
                "{plies}, {} by the winner",
                count(report.moves_by[w.index()], "move", "moves")
            ),
            None => plies,
        };
        self.line(&format!(
            "  game {leg}: {} ({}) vs {} ({}): {result}; {length} [{file}]",
            name(first),
            info.side(first).key,
            name(second),
            info.side(second).key,
        ));
        for note in &report.notes {
            self.line(&format!("    note: {note}"));
        }
    }

    pub fn verdict(
        &mut self,
        entrants: &[Entrant],
        players: [usize; 2],
        verdict: &Verdict,
        seed: u64,
    ) {
        let name = |i: usize| entrants[players[i]].name.as_str();
        let score = format!(
            "{} {} - {} {}",
            name(0),
            points(verdict.half_points[0]),
            points(verdict.half_points[1]),
            name(1)
        );
        let winner = name(verdict.winner);
        let line = match verdict.decision {
            Decision::Points => format!("  score {score}: {winner} goes through on points"),
            Decision::FewestMoves(moves) => format!(
                "  score {score}, tied; tie-break: fewest moves in won games ({} {}, {} {}): {winner} goes through",
                name(0),
                moves[0],
                name(1),
                moves[1]
            ),
            Decision::Lot => format!(
                "  score {score}, tied and not separated by moves in won games; tie-break: drawing of lots (seed {seed}): {winner} goes through"
            ),
        };
        self.line(&line);
    }

    /// The whole bracket in brief, round by round, then the champion.
    pub fn bracket(&mut self, rounds: &[(String, Vec<String>)], champion: &str) {
        self.line("");
        self.line("Bracket");
        let width = rounds
            .iter()
            .map(|(name, _)| name.len() + 1)
            .max()
            .unwrap_or(0);
        for (name, results) in rounds {
            let plural = if results.len() > 1 { "s" } else { "" };
            let label = format!("{name}{plural}");
            self.line(&format!("  {label:width$}  {}", results.join("  |  ")));
        }
        self.line(&format!("Champion: {champion}"));
    }

    pub fn table(
        &mut self,
        entrants: &[Entrant],
        standings: &[Standing],
        rounds: usize,
        champion: usize,
    ) {
        let mut order: Vec<usize> = (0..entrants.len()).collect();
        // The champion, then the later a program went out, then points.
        order.sort_by_key(|&i| {
            let s = &standings[i];
            (
                i != champion,
                std::cmp::Reverse(s.out_in.unwrap_or(rounds + 1)),
                std::cmp::Reverse(s.half_points),
                entrants[i].name.clone(),
            )
        });
        let width = name_width(entrants).max("program".len());
        self.line("");
        self.line("Final table");
        self.line(&format!(
            "  {:<5}  {:width$}  {:>5}  {:>3}  {:>3}  {:>3}  {:>6}  {:>8}  {:>14}  reached",
            "place", "program", "games", "won", "drn", "lst", "points", "forfeits", "moves in wins"
        ));
        for &i in &order {
            let s = &standings[i];
            let (place, reached) = match s.out_in {
                None if i == champion => ("1".to_string(), "champion".to_string()),
                None => ("-".to_string(), "-".to_string()),
                Some(round) => {
                    let low = (1usize << (rounds - round)) + 1;
                    let high = (1usize << (rounds - round + 1)).min(entrants.len());
                    let place = if low == high {
                        low.to_string()
                    } else {
                        format!("{low}-{high}")
                    };
                    (place, round_name(round, rounds).to_lowercase())
                }
            };
            self.line(&format!(
                "  {:<5}  {:width$}  {:>5}  {:>3}  {:>3}  {:>3}  {:>6}  {:>8}  {:>14}  {reached}",
                place,
                entrants[i].name,
                s.games,
                s.wins,
                s.draws,
                s.losses,
                points(s.half_points),
                s.forfeits,
                s.moves_in_wins,
            ));
        }
    }
}

fn name_width(entrants: &[Entrant]) -> usize {
    entrants.iter().map(|e| e.name.len()).max().unwrap_or(0)
}

/// `1 ply`, `2 plies`.
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A pairing's result on one line: `b 1½ - ½ d: d` and, after a tie, the
/// rule that decided it.
pub fn result_in_brief(entrants: &[Entrant], players: [usize; 2], verdict: &Verdict) -> String {
    let name = |i: usize| entrants[players[i]].name.as_str();
    let by = match verdict.decision {
        Decision::Points => "",
        Decision::FewestMoves(_) => " on fewer moves",
        Decision::Lot => " by lot",
    };
    format!(
        "{} {} - {} {}: {}{by}",
        name(0),
        points(verdict.half_points[0]),
        points(verdict.half_points[1]),
        name(1),
        name(verdict.winner)
    )
}
