//! `boardlore learn <game>`: the game's lessons in the terminal. Each step
//! shows the board and its goal; the player types moves (or `hint`,
//! `retry`, `skip`, `quit`) and the core judges them.

use crate::play::print_board;
use boardlore_core::learn::{Lesson, Verdict};
use std::io::BufRead;

/// Arguments of `boardlore learn`.
#[derive(clap::Args)]
pub struct Args {
    /// Game id, as `boardlore games` lists it (e.g. bobail).
    game: String,
    /// Start at this step (from 1).
    #[arg(long, default_value_t = 1)]
    step: usize,
}

fn show(lesson: &Lesson) {
    let view = lesson.view();
    println!();
    println!("Step {} of {}: {}", view.index + 1, view.count, view.title);
    print_board(lesson.session());
    println!("Goal: {}", view.goal);
}

/// Runs `boardlore learn`.
pub fn run(args: Args) -> Result<(), String> {
    let mut lesson = Lesson::new(&args.game).map_err(|e| {
        let ids: Vec<&str> = boardlore_core::catalogue().map(|g| g.id).collect();
        format!("{e}; games: {}", ids.join(", "))
    })?;
    lesson
        .go_to(args.step.saturating_sub(1))
        .map_err(|e| e.to_string())?;
    println!("Type a move, or: hint, retry, skip, quit.");
    show(&lesson);
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        let input = line.trim();
        match input {
            "" => continue,
            "quit" | "q" => return Ok(()),
            "hint" => {
                match lesson.hint_text() {
                    Some(hint) => println!("{hint}"),
                    None => println!("No hint here."),
                }
                continue;
            }
            "retry" => {
                lesson.retry().map_err(|e| e.to_string())?;
                show(&lesson);
                continue;
            }
            "skip" | "next" => {
                if !lesson.next_step().map_err(|e| e.to_string())? {
                    println!("That was the last step.");
                    return Ok(());
                }
                show(&lesson);
                continue;
            }
            _ => {}
        }
        let attempt = lesson.play(input);
        match attempt.verdict {
            Verdict::Refused | Verdict::Wrong => println!("{} Try again.", attempt.message),
            Verdict::Continue => {
                println!("{}", attempt.message);
                print_board(lesson.session());
            }
            Verdict::Failed => {
                println!("{}", attempt.message);
                show(&lesson);
            }
            Verdict::Passed => {
                print_board(lesson.session());
                println!("{}", attempt.message);
                if !lesson.next_step().map_err(|e| e.to_string())? {
                    println!(
                        "Lesson complete: you know the {} basics.",
                        game_name(&args.game)
                    );
                    return Ok(());
                }
                show(&lesson);
            }
        }
    }
    Ok(())
}

fn game_name(id: &str) -> &'static str {
    boardlore_core::catalogue()
        .find(|g| g.id == id)
        .map_or("game's", |g| g.name)
}
