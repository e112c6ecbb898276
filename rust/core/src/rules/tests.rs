//! The rules pages: every game in every language, with real diagrams, no
//! specification details, and one HTML page with them inline.

use super::*;
use crate::Side;

fn diagram_names(page: &str) -> Vec<String> {
    page.split("](diagram:")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .map(str::to_string)
        .collect()
}

#[test]
fn every_diagram_is_a_real_position_showing_what_it_is_named_for() {
    for diagram in diagrams() {
        let what = format!("{} {}", diagram.game, diagram.name);
        let record = diagram.record().unwrap_or_else(|e| panic!("{what}: {e}"));
        let last = record.history().last().cloned();
        match diagram.shows {
            Shows::Start => {
                assert!(record.outcome().is_none(), "{what} is over");
                assert!(!record.legal_moves().is_empty(), "{what}");
            }
            Shows::Capture => {
                let captured = last.as_ref().map_or(0, |m| m.detail.captured.len());
                assert!(last.is_some_and(|m| m.is_capture), "{what}: no capture");
                let svg = diagram_svg(diagram.game, diagram.name).unwrap();
                assert_eq!(
                    svg.matches("class=\"captured\"").count(),
                    captured,
                    "{what}"
                );
                assert!(record.outcome().is_none(), "{what} is over");
            }
            Shows::Move => {
                assert!(last.is_some_and(|m| !m.is_capture), "{what}: no move");
            }
            Shows::Win(side) => {
                let outcome = record.outcome();
                assert_eq!(outcome.and_then(|o| o.winner), Some(side), "{what}");
            }
        }
        let svg = diagram_svg(diagram.game, diagram.name).unwrap();
        assert!(
            svg.starts_with("<svg") && svg.contains("class=\"piece\""),
            "{what}"
        );
    }
    assert!(diagrams().any(|d| d.shows == Shows::Win(Side::First)));
}

#[test]
fn every_game_has_a_page_in_every_language_with_its_diagrams() {
    for info in crate::catalogue() {
        let english = source(info.id, Lang::En).unwrap();
        let names = diagram_names(english);
        assert!(names.len() >= 2, "{}: {names:?}", info.id);
        for name in &names {
            assert!(
                diagram_svg(info.id, name).is_some(),
                "{}: no diagram {name}",
                info.id
            );
        }
        for lang in Lang::ALL {
            let page = source(info.id, lang).unwrap_or_default();
            assert!(
                page.trim_start().starts_with("# "),
                "{} {lang}: no title",
                info.id
            );
            assert_eq!(diagram_names(page), names, "{} {lang}", info.id);
        }
    }
}

#[test]
fn pages_for_players_hold_no_specification_details() {
    let developer_words = [
        "Position string",
        "position string",
        "specification",
        "999",
        "FEN",
        "plies",
        "`",
    ];
    for info in crate::catalogue() {
        for lang in Lang::ALL {
            let page = page_markdown(info.id, lang).unwrap();
            for word in developer_words {
                assert!(!page.contains(word), "{} {lang} mentions {word:?}", info.id);
            }
        }
    }
}

#[test]
fn the_html_page_has_its_diagrams_inline_and_the_themes_colours() {
    let html = page_html("bagh-chal", Lang::En, Theme::LIGHT).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.contains("<html lang=\"en\" dir=\"ltr\">"));
    assert!(html.matches("<svg").count() >= 2);
    assert!(html.matches("<figcaption>").count() >= 2);
    assert!(!html.contains("diagram:"));
    assert!(html.contains(Theme::LIGHT.background));
    assert!(html.contains("<h1>Bagh Chal</h1>"));
    for other in ["seega", "bobail", "buff-and-green", "chiangmai-checkers"] {
        assert!(html.contains(&format!("href=\"boardlore://rules/{other}\"")));
    }
    let dark = page_html("bagh-chal", Lang::En, Theme::DARK).unwrap();
    assert!(dark.contains(Theme::DARK.background) && !dark.contains(Theme::LIGHT.background));
    assert_eq!(page_html("chess", Lang::En, Theme::LIGHT), None);
}

#[test]
fn arabic_pages_run_right_to_left_with_their_diagrams_left_to_right() {
    let html = page_html("seega", Lang::Ar, Theme::LIGHT).unwrap();
    assert!(html.contains("<html lang=\"ar\" dir=\"rtl\">"));
    assert!(html.contains("figure svg{direction:ltr"));
    assert!(html.contains("<h1>السيجة</h1>"), "{html}");
}

#[test]
fn the_nepali_page_names_the_game_in_nepali() {
    let html = page_html("bagh-chal", Lang::Ne, Theme::LIGHT).unwrap();
    assert!(html.contains("<h1>बाघचाल</h1>"));
    // Each picture is labelled for screen readers with its caption.
    assert!(html.contains("aria-label=\"सुरुमा: हरेक कुनामा एउटा बाघ, बीसै बाख्रा अझै हातमा।\""));
    assert!(html.contains("बाख्रा") && html.contains("बाघ"));
}

#[test]
fn a_page_without_diagrams_drops_only_the_diagram_lines() {
    let page = page_markdown_without_diagrams("bagh-chal", Lang::En).unwrap();
    assert!(page.starts_with("# Bagh Chal"));
    assert!(!page.contains("diagram:"));
    assert!(page.contains("\n- "));
}

/// Whether `text` has a line break (with any spaces) between two Thai letters.
fn thai_line_breaks(text: &str) -> usize {
    let thai = |c: char| ('\u{0E00}'..='\u{0E7F}').contains(&c);
    let chars: Vec<char> = text.chars().collect();
    (0..chars.len())
        .filter(|&i| chars[i] == '\n')
        .filter(|&i| {
            let before = chars[..i].iter().rev().find(|c| **c != ' ');
            let after = chars[i + 1..].iter().find(|c| **c != ' ');
            before.is_some_and(|c| thai(*c)) && after.is_some_and(|c| thai(*c))
        })
        .count()
}

#[test]
fn a_line_break_inside_a_thai_sentence_is_no_space() {
    // Thai is written without spaces between words: a break of the source
    // line is nothing (CSS Text, segment break transformation), while a
    // break between English words stays a space.
    assert_eq!(
        body_html("bagh-chal", "ฝ่ายที่มี\nหมากมากกว่า"),
        "<p>ฝ่ายที่มีหมากมากกว่า</p>\n"
    );
    assert_eq!(
        body_html("bagh-chal", "more\npieces"),
        "<p>more\npieces</p>\n"
    );
    assert_eq!(body_html("bagh-chal", "ชนะ\nwins"), "<p>ชนะ\nwins</p>\n");
    let mut source_breaks = 0;
    for info in crate::catalogue() {
        source_breaks += thai_line_breaks(page_markdown(info.id, Lang::Th).unwrap());
        let html = page_html(info.id, Lang::Th, Theme::LIGHT).unwrap();
        assert_eq!(thai_line_breaks(&html), 0, "{}", info.id);
    }
    // The pages do break Thai lines in their source: the check is not empty.
    assert!(source_breaks > 0);
}
