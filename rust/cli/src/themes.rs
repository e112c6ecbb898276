//! `boardlore themes`: the board themes with their colour checks: every
//! highlight against the board and against each other, the smallest CIE76
//! ΔE over typical vision, protanopia and deuteranopia (and, for information,
//! greyscale), and the
//! contrast ratios of labels and lines. Said in the player's language.

use crate::common::LangArgs;
use boardlore_core::colour::{contrast, Rgb};
use boardlore_core::i18n::{capitalised, Lang};
use boardlore_core::theme::{check, themes, CheckLine};
use boardlore_core::tr;

/// Arguments of `boardlore themes`.
#[derive(clap::Args)]
pub struct Args {
    /// Print the themes' colours as JSON instead of the checks.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    lang: LangArgs,
}

pub fn run(args: Args) -> Result<(), String> {
    let lang = args.lang.lang()?;
    if args.json {
        let themes = themes();
        let text = serde_json::to_string_pretty(&themes).map_err(|e| e.to_string())?;
        println!("{text}");
        return Ok(());
    }
    // The shipped themes' colours are the core's own constants: a colour
    // that does not parse is a bug, shown as black rather than hidden.
    let rgb = |t: &str| Rgb::parse(t).unwrap_or(Rgb { r: 0, g: 0, b: 0 });
    let mut failures = 0;
    for theme in themes() {
        let name = theme_name(lang, &theme.id).unwrap_or_else(|| theme.name.clone());
        let heading = if theme.dark {
            tr!(
                lang,
                "cli-themes-heading-dark",
                name = name,
                id = theme.id.as_str()
            )
        } else {
            tr!(
                lang,
                "cli-themes-heading",
                name = name,
                id = theme.id.as_str()
            )
        };
        println!("{heading}");
        let ratio = |a: &str, b: &str| format!("{:.2}", contrast(rgb(a), rgb(b)));
        println!(
            "  {}",
            tr!(
                lang,
                "cli-themes-labels",
                ratio = ratio(&theme.label, &theme.background),
                need = "4.5"
            )
        );
        println!(
            "  {}",
            tr!(
                lang,
                "cli-themes-lines",
                ratio = ratio(&theme.line, &theme.background),
                need = "3"
            )
        );
        for line in check(&theme) {
            if !line.passes() {
                failures += 1;
            }
            println!("  {}", check_text(lang, &line));
        }
    }
    if failures > 0 {
        return Err(tr!(lang, "cli-themes-failed", count = failures));
    }
    Ok(())
}

/// One check, as a sentence.
fn check_text(lang: Lang, line: &CheckLine) -> String {
    let pair = if line.against_mark {
        tr!(
            lang,
            "cli-themes-versus",
            first = part_name(lang, line.mark),
            second = part_name(lang, line.against)
        )
    } else {
        tr!(
            lang,
            "cli-themes-on",
            mark = part_name(lang, line.mark),
            ground = part_name(lang, line.against)
        )
    };
    let verdict = if line.passes() {
        tr!(lang, "cli-themes-pass")
    } else {
        tr!(lang, "cli-themes-fail")
    };
    capitalised(&tr!(
        lang,
        "cli-themes-check",
        pair = pair,
        delta = format!("{:.1}", line.min_delta_e),
        vision = part_name(lang, line.worst),
        need = format!("{:.0}", line.required),
        verdict = verdict,
        grey = format!("{:.1}", line.grey_delta_e)
    ))
}

/// A board theme's name in `lang`.
fn theme_name(lang: Lang, id: &str) -> Option<String> {
    let message = match id {
        "wood" => "board-theme-wood",
        "dark" => "board-theme-dark",
        "contrast" => "board-theme-contrast",
        _ => return None,
    };
    Some(tr!(lang, message))
}

/// A highlight, a ground or a vision of the checks, in `lang`.
fn part_name(lang: Lang, part: &str) -> String {
    let message = match part {
        "selected" => "board-mark-selected",
        "target" => "board-mark-target",
        "hint" => "board-mark-hint",
        "last move" => "board-mark-last-move",
        "captured" => "board-mark-captured",
        "light" => "board-ground-light",
        "dark" => "board-ground-dark",
        "plain" => "board-ground-plain",
        "background" => "board-ground-background",
        "typical" => "vision-typical",
        "protan" => "vision-protan",
        "deutan" => "vision-deutan",
        // A part added to the checks and not yet to the catalogue.
        other => return other.to_string(),
    };
    tr!(lang, message)
}
