//! A kingdom's postcard (`page::kingdom_card`): every square where the kingdom has it, each
//! territory's outline exactly its border, the score's parts adding up to the total, and every
//! player listed; the deal of the day dated by its day.

mod page_tab;

use std::collections::HashSet;

use kingdomino::i18n::Lang;
use kingdomino::page::kingdom_card::{card_facts, kingdom_card, CardFacts};
use kingdomino::page::store::Msg;
use kingdomino::rules::{KingdomId, Pos};
use page_tab::*;

#[test]
fn the_postcard_draws_every_square_outlines_each_territory_and_adds_up() {
    for seed in [3, 8] {
        let tab = finished_against_greedy(seed);
        let session = tab.store.session.as_ref().unwrap();
        let card = kingdom_card(card_facts(session, KingdomId(0), Lang::En, "2026-11-28"));
        let kingdom = session.table().kingdom(KingdomId(0));
        assert_eq!(card.squares.len(), kingdom.squares().count());
        assert!(card.cols <= 5 && card.rows <= 5);
        // Every square's land where the kingdom has it, the castle at the origin.
        let (left, top) = (card.castle.0, card.castle.1);
        for &(x, y, square) in &card.squares {
            let p = Pos::new((y - top) as i8, (x - left) as i8);
            assert_eq!(kingdom.square(p), Some(square));
        }
        // A unit side between two cells is outlined exactly when they are not the same land:
        // different terrains, the castle, or nothing.
        let land = |x: i32, y: i32| {
            if (x, y) == card.castle {
                return Some(None);
            }
            card.squares
                .iter()
                .find(|s| (s.0, s.1) == (x, y))
                .map(|s| Some(s.2.terrain))
        };
        let outlined: HashSet<_> = card.outline.iter().copied().collect();
        assert_eq!(outlined.len(), card.outline.len(), "each side once");
        for x in -1..=card.cols {
            for y in -1..=card.rows {
                for (nx, ny, side) in [
                    (x + 1, y, (x + 1, y, x + 1, y + 1)),
                    (x, y + 1, (x, y + 1, x + 1, y + 1)),
                ] {
                    let (a, b) = (land(x, y), land(nx, ny));
                    let border = match (a, b) {
                        (None, None) => false,
                        (Some(Some(t)), Some(Some(u))) => t != u,
                        _ => true,
                    };
                    assert_eq!(
                        outlined.contains(&side),
                        border,
                        "{side:?} between {a:?} and {b:?}"
                    );
                }
            }
        }
        let parts: u32 = card.facts.parts.iter().map(|(_, n)| n).sum();
        assert_eq!(parts, card.facts.total);
        assert_eq!(card.facts.total, session.table().score(KingdomId(0)).total);
        assert_eq!(card.facts.players.len(), 2);
        assert_eq!(card.facts.title, "The kingdom of Player 1");
        assert_eq!(card.facts.when, "2026-11-28");
        assert_eq!(
            card.facts.total_text,
            format!("{} points", card.facts.total)
        );
    }
}

#[test]
fn the_deal_of_the_day_is_dated_by_its_day() {
    let mut tab = Tab::new();
    let today = tab.outside.today;
    tab.send(Msg::Open(format!("daily={today}")));
    let session = tab.store.session.as_ref().unwrap();
    let facts = card_facts(session, KingdomId(0), Lang::En, "whatever the browser says");
    assert_eq!(facts.when, format!("Deal of the day, {today}"));
}

#[test]
fn the_postcard_is_one_svg_with_every_square_drawn_and_the_words_made_safe() {
    use kingdomino::page::kingdom_card_svg::{card_svg, SQUARE};
    use kingdomino::rules::Terrain;
    let tab = finished_against_greedy(5);
    let session = tab.store.session.as_ref().unwrap();
    let mut card = kingdom_card(card_facts(session, KingdomId(0), Lang::En, "2026-11-28"));
    card.facts.title = "<Ann & \"Bo\">".into();
    let palette: Vec<(Terrain, String, String)> = Terrain::ALL
        .iter()
        .map(|&t| {
            let drawing = format!(
                r#"<svg viewBox="0 0 40 40"><path d="M0 0" data-t="{}"/></svg>"#,
                t.name()
            );
            (t, "#123456".to_string(), drawing)
        })
        .collect();
    let (svg, width, height) = card_svg(&card, &palette);
    assert!(
        svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg""#) && svg.ends_with("</svg>")
    );
    assert!(width >= 5 * SQUARE && height > width);
    // Each square's drawing placed on it, and the castle's.
    assert_eq!(svg.matches(r#"<svg x=""#).count(), card.squares.len() + 1);
    let crowns: usize = card.squares.iter().map(|s| usize::from(s.2.crowns)).sum();
    assert_eq!(svg.matches("scale(1.6)").count(), crowns);
    assert!(svg.contains(&format!(">{} points<", card.facts.total)));
    assert!(
        svg.contains("&lt;Ann &amp; &quot;Bo&quot;&gt;"),
        "the words made safe"
    );
    assert!(!svg.contains("<Ann"));
    // One outline path, a segment a side.
    let outline = svg
        .split(r#"<path d=""#)
        .find(|p| p.contains(r##"stroke="#2b2620" stroke-width="6""##))
        .expect("the outline");
    let outline = &outline[..outline.find('"').unwrap()];
    assert_eq!(outline.matches('M').count(), card.outline.len());
    // A drawing that is not an `<svg>` is left off the card.
    let hostile: Vec<(Terrain, String, String)> = Terrain::ALL
        .iter()
        .map(|&t| {
            (
                t,
                "red".to_string(),
                "<script>alert(1)</script>".to_string(),
            )
        })
        .collect();
    let (svg, _, _) = card_svg(&card, &hostile);
    assert!(!svg.contains("<script"));
}

/// The page hands the keepsakes' build the postcard's facts as bytes: they read back as written,
/// and bytes that are not such facts (cut short, longer, noise) are refused, never a panic.
#[test]
fn the_postcards_facts_cross_to_the_keepsakes_build_and_nothing_else_does() {
    use kingdomino::wire::{from_bytes, plain_bytes};
    let tab = finished_against_greedy(8);
    let session = tab.store.session.as_ref().unwrap();
    let facts = card_facts(session, KingdomId(1), Lang::En, "2026-11-29");
    let bytes = plain_bytes(&facts);
    assert_eq!(from_bytes::<CardFacts>(&bytes).unwrap(), facts);
    for cut in 0..bytes.len() {
        assert!(
            from_bytes::<CardFacts>(&bytes[..cut]).is_err(),
            "cut at {cut}"
        );
    }
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(from_bytes::<CardFacts>(&longer).is_err());
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    for _ in 0..2000 {
        let noise: Vec<u8> = (0..(state % 64) as usize)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state as u8
            })
            .collect();
        if let Ok(read) = from_bytes::<CardFacts>(&noise) {
            // Whatever reads is laid out without a panic: any colour names one.
            let card = kingdom_card(read);
            assert!(card.cols >= 1 && card.rows >= 1);
        }
    }
}
