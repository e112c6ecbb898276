//! The catalogue and the languages: device tags choose a language, the
//! rules pages come as HTML and their links name games.

use boardlore::{game, games, preferred_language, rules_link_game, rules_page_html, Lang};

#[test]
fn device_tags_choose_a_language_and_fall_back_to_english() {
    let tags = |t: &[&str]| t.iter().map(|t| t.to_string()).collect::<Vec<_>>();
    assert_eq!(preferred_language(tags(&["pt-BR"])), Lang::Pt);
    assert_eq!(preferred_language(tags(&["de-DE", "ar-TN"])), Lang::Ar);
    assert_eq!(preferred_language(tags(&["xx"])), Lang::En);
    assert_eq!(preferred_language(Vec::new()), Lang::En);
    assert_eq!(games(Lang::Ne)[0].name, "बाघचाल");
    assert_eq!(game("seega".into(), Lang::Fr).unwrap().id, "seega");
    assert!(game("chess".into(), Lang::En).is_err());
}

#[test]
fn rules_pages_come_as_html_and_their_links_name_games() {
    let html = rules_page_html("seega".into(), Lang::Ar, true).unwrap();
    assert!(html.contains("dir=\"rtl\"") && html.matches("<svg").count() >= 2);
    assert!(rules_page_html("chess".into(), Lang::En, false).is_err());
    assert_eq!(
        rules_link_game("boardlore://rules/bobail".into()).as_deref(),
        Some("bobail")
    );
    assert_eq!(rules_link_game("https://example.com".into()), None);
    assert_eq!(rules_link_game("boardlore://rules/chess".into()), None);
}
