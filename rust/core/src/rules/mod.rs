//! The rules pages players read in the apps: per game and per language,
//! short and friendly Markdown with diagrams drawn by [`crate::render`]
//! from real positions, turned into one self-contained HTML page.
//!
//! A page lives in its game's folder, `games/<game>/rules/<lang>.md`. A diagram is written as an
//! image whose address is `diagram:<name>`, its text the caption:
//! `![The tigers start on the corners.](diagram:start)`; [`diagrams`]
//! says which position each name shows. A link to another game's page is
//! written `[Seega](boardlore://rules/seega)`: the apps open it offline
//! with [`page_html`] (links to the other games are also added at the end
//! of every page). The specification (position strings, counters, choices
//! where the specification is silent) is in `docs/dev/rules/`, not here.

mod diagrams;
mod pages;

pub use diagrams::{diagram_svg, diagrams, Diagram, Shows};
pub use pages::{rules_pages, RulesPages};

use crate::i18n::{self, Lang};
use pulldown_cmark::{html, CowStr, Event, Options as MdOptions, Parser, Tag, TagEnd};

/// The scheme and host of a link to a game's rules page.
pub const LINK_PREFIX: &str = "boardlore://rules/";

/// The Markdown page of `game` in `lang`, if it was written.
fn source(game: &str, lang: Lang) -> Option<&'static str> {
    (crate::find_game(game).ok()?.rules_page)(lang)
}

/// The page of `game` in `lang` (English when that language has none),
/// as Markdown with its diagram references; `None` for an unknown game.
pub fn page_markdown(game: &str, lang: Lang) -> Option<&'static str> {
    source(game, lang)
        .filter(|page| !page.trim().is_empty())
        .or_else(|| source(game, Lang::En))
}

/// The page as plain Markdown for a reader without diagrams: the diagram
/// lines are left out.
pub fn page_markdown_without_diagrams(game: &str, lang: Lang) -> Option<String> {
    let page = page_markdown(game, lang)?;
    let lines: Vec<&str> = page
        .lines()
        .filter(|line| !(line.trim_start().starts_with("![") && line.contains("](diagram:")))
        .collect();
    Some(lines.join("\n"))
}

/// Colours of a rules page.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Theme {
    /// The page's background.
    pub background: &'static str,
    /// Body text.
    pub text: &'static str,
    /// Headings and links.
    pub accent: &'static str,
    /// Captions and rules between sections.
    pub muted: &'static str,
    /// Behind code (notation) and diagrams.
    pub surface: &'static str,
}

impl Theme {
    /// The apps' light theme.
    pub const LIGHT: Theme = Theme {
        background: "#fbf7ef",
        text: "#2a2119",
        accent: "#8a4b12",
        muted: "#6f6353",
        surface: "#efe6d5",
    };

    /// The apps' dark theme.
    pub const DARK: Theme = Theme {
        background: "#1c1915",
        text: "#ece4d6",
        accent: "#f0a85a",
        muted: "#b3a894",
        surface: "#2d2823",
    };

    /// The light or the dark theme.
    pub fn of(dark: bool) -> Theme {
        if dark {
            Theme::DARK
        } else {
            Theme::LIGHT
        }
    }
}

fn css(theme: Theme) -> String {
    format!(
        "html{{-webkit-text-size-adjust:100%}}\
body{{margin:0;padding:16px 18px 32px;background:{bg};color:{fg};\
font:16px/1.5 -apple-system,system-ui,'Noto Sans','Noto Sans Devanagari','Noto Sans Arabic','Noto Sans Thai',sans-serif}}\
h1,h2,h3{{color:{accent};line-height:1.25}}h1{{font-size:1.6em;margin:0 0 .4em}}\
h2{{font-size:1.2em;margin:1.4em 0 .4em;padding-top:.6em;border-top:1px solid {muted}}}\
a{{color:{accent}}}ul,ol{{padding-inline-start:1.4em}}li{{margin:.25em 0}}\
code{{direction:ltr;unicode-bidi:isolate;background:{surface};border-radius:4px;padding:0 .25em;font-size:.95em}}\
figure{{margin:1em 0;text-align:center}}\
figure svg{{direction:ltr;width:100%;max-width:300px;height:auto;border-radius:6px;background:{surface}}}\
figcaption{{color:{muted};font-size:.9em;margin-top:.3em}}\
nav{{margin-top:2em;color:{muted}}}nav a{{margin-inline-end:1em;display:inline-block}}",
        bg = theme.background,
        fg = theme.text,
        accent = theme.accent,
        muted = theme.muted,
        surface = theme.surface,
    )
}

/// `svg` with its `aria-label` replaced by `label` (already escaped).
fn labelled(svg: &str, label: &str) -> String {
    const ATTRIBUTE: &str = "aria-label=\"";
    let Some(start) = svg.find(ATTRIBUTE).map(|i| i + ATTRIBUTE.len()) else {
        return svg.to_string();
    };
    let Some(length) = svg[start..].find('"') else {
        return svg.to_string();
    };
    format!("{}{label}{}", &svg[..start], &svg[start + length..])
}

/// The Markdown of `page` as HTML, each diagram reference replaced by its
/// figure: the SVG inline, the caption under it.
fn body_html(game: &str, page: &str) -> String {
    let parser = Parser::new_ext(page, MdOptions::ENABLE_TABLES);
    let mut events: Vec<Event> = Vec::new();
    let mut caption: Option<(String, String)> = None;
    for event in parser {
        match (&mut caption, event) {
            (None, Event::Start(Tag::Image { dest_url, .. }))
                if dest_url.starts_with("diagram:") =>
            {
                let name = dest_url.trim_start_matches("diagram:").to_string();
                caption = Some((name, String::new()));
            }
            (Some((_, text)), Event::Text(t) | Event::Code(t)) => text.push_str(&t),
            (Some((name, text)), Event::End(TagEnd::Image)) => {
                let label = crate::render::escape(text);
                // The picture's label for screen readers is its caption.
                let svg = diagram_svg(game, name)
                    .map(|svg| labelled(&svg, &label))
                    .unwrap_or_default();
                let figure =
                    format!("</p><figure>{svg}<figcaption>{label}</figcaption></figure><p>");
                events.push(Event::Html(CowStr::from(figure)));
                caption = None;
            }
            (Some(_), _) => {}
            (None, event) => events.push(event),
        }
    }
    join_spaceless_lines(&mut events);
    let mut out = String::new();
    html::push_html(&mut out, events.into_iter());
    out.replace("<p></p>", "")
}

/// Whether `c` belongs to a script written without spaces between words
/// (Thai, Lao, Khmer, Myanmar, Chinese and Japanese), where a line break
/// in the source is no space (CSS Text's segment break transformation).
fn spaceless(c: char) -> bool {
    matches!(c,
        '\u{0E00}'..='\u{0EFF}' // Thai, Lao
        | '\u{1000}'..='\u{109F}' // Myanmar
        | '\u{1780}'..='\u{17FF}' // Khmer
        | '\u{3000}'..='\u{9FFF}' // CJK punctuation, kana, ideographs
        | '\u{F900}'..='\u{FAFF}'
        | '\u{FF00}'..='\u{FFEF}')
}

/// Drops each soft line break of the Markdown source that falls between two
/// letters of a script written without spaces: in HTML it would be a
/// visible space in the middle of a Thai sentence (`ฝ่ายที่มี หมากมากกว่า`).
fn join_spaceless_lines(events: &mut Vec<Event>) {
    let text_end = |e: &Event| match e {
        Event::Text(t) | Event::Code(t) => t.chars().last(),
        _ => None,
    };
    let text_start = |e: &Event| match e {
        Event::Text(t) | Event::Code(t) => t.chars().next(),
        _ => None,
    };
    let joined: Vec<usize> = (1..events.len().saturating_sub(1))
        .filter(|&i| {
            matches!(events[i], Event::SoftBreak)
                && text_end(&events[i - 1]).is_some_and(spaceless)
                && text_start(&events[i + 1]).is_some_and(spaceless)
        })
        .collect();
    for i in joined.into_iter().rev() {
        events.remove(i);
    }
}

/// The rules page of `game` in `lang` as one HTML document: the page's
/// text, its diagrams as inline SVG, the theme's colours in CSS, links to
/// the other games' pages (`boardlore://rules/<id>`), and `dir="rtl"` for
/// Arabic (the diagrams stay left to right). `None` for an unknown game.
pub fn page_html(game: &str, lang: Lang, theme: Theme) -> Option<String> {
    let page = page_markdown(game, lang)?;
    let info = (crate::find_game(game).ok()?.info)();
    let dir = if lang.is_rtl() { "rtl" } else { "ltr" };
    let others: Vec<String> = crate::catalogue()
        .filter(|other| other.id != game)
        .map(|other| {
            format!(
                r#"<a href="{LINK_PREFIX}{}">{}</a>"#,
                other.id,
                crate::render::escape(&other.name_in(lang))
            )
        })
        .collect();
    Some(format!(
        "<!DOCTYPE html>\n<html lang=\"{code}\" dir=\"{dir}\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
<title>{title}</title><style>{css}</style></head><body>\n{body}\
<nav><h2>{other_games}</h2>{links}</nav>\n</body></html>\n",
        code = lang.code(),
        title = crate::render::escape(&info.name_in(lang)),
        css = css(theme),
        body = body_html(game, page),
        other_games = crate::render::escape(&i18n::text(lang, "rules-other-games", &[])),
        links = others.join(" "),
    ))
}

#[cfg(test)]
mod tests;
