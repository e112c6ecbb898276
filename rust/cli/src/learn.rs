//! `boardlore learn <game>`: the game's lessons in the terminal. Each step
//! shows the board and its goal; the player types moves (or `hint`,
//! `retry`, `skip`, `quit`) and the core judges them.

use crate::common::LangArgs;
use crate::play::print_board;
use boardlore_core::i18n::Lang;
use boardlore_core::learn::{Lesson, Verdict};
use boardlore_core::tr;

/// Arguments of `boardlore learn`.
#[derive(clap::Args)]
pub struct Args {
    /// Game id, as `boardlore games` lists it (e.g. bobail).
    game: String,
    /// Start at this step (from 1).
    #[arg(long, default_value_t = 1)]
    step: usize,
    #[command(flatten)]
    lang: LangArgs,
}

fn show(lesson: &Lesson) {
    let view = lesson.view();
    let lang = lesson.language();
    println!();
    println!(
        "{}",
        tr!(
            lang,
            "learn-cli-step",
            number = view.index + 1,
            count = view.count,
            title = view.title
        )
    );
    print_board(lesson.session());
    println!("{}", tr!(lang, "learn-cli-goal", goal = view.goal));
}

/// Runs `boardlore learn`.
pub fn run(args: Args) -> Result<(), String> {
    let lang = args.lang.lang()?;
    let mut lesson = Lesson::new(&args.game).map_err(|e| {
        let ids: Vec<&str> = boardlore_core::catalogue().map(|g| g.id).collect();
        tr!(
            lang,
            "cli-unknown-game",
            error = e.text_in(lang),
            games = ids.join(", ")
        )
    })?;
    lesson
        .go_to(args.step.saturating_sub(1))
        .map_err(|e| e.text_in(lang))?;
    lesson.set_language(lang);
    println!("{}", tr!(lang, "learn-cli-intro"));
    show(&lesson);
    let stdin = std::io::stdin();
    let mut reader = stdin.lock();
    while let Some(line) = crate::common::next_input_line(&mut reader, lang) {
        let line = match line {
            Ok(line) => line,
            Err(why) => {
                println!("{why}");
                continue;
            }
        };
        let input = line.trim();
        match input {
            "" => continue,
            "quit" | "q" => return Ok(()),
            "hint" => {
                match lesson.hint_text() {
                    Some(hint) => println!("{hint}"),
                    None => println!("{}", tr!(lang, "learn-cli-no-hint")),
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
                    println!("{}", tr!(lang, "learn-cli-last-step"));
                    return Ok(());
                }
                show(&lesson);
                continue;
            }
            _ => {}
        }
        let attempt = lesson.play(input);
        match attempt.verdict {
            Verdict::Refused | Verdict::Wrong => {
                println!(
                    "{}",
                    tr!(lang, "learn-cli-try-again", message = attempt.message)
                )
            }
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
                        "{}",
                        tr!(
                            lang,
                            "learn-cli-complete",
                            game = game_name(&args.game, lang)
                        )
                    );
                    return Ok(());
                }
                show(&lesson);
            }
        }
    }
    Ok(())
}

fn game_name(id: &str, lang: Lang) -> String {
    boardlore_core::catalogue()
        .find(|g| g.id == id)
        .map_or_else(|| id.to_string(), |g| g.name_in(lang))
}
