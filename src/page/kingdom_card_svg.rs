//! A kingdom's postcard (`kingdom_card.rs`) written as SVG: a card with the title and the date, the
//! kingdom with each terrain's drawing as the page shows it (handed in: the style sheet holds
//! them), its crowns, its castle and every territory outlined, then the score's parts, the
//! total and every player's mark and total. One text, self-contained, that the page also draws
//! on a canvas as PNG.

use super::drawings::{castle_text, escaped, mark_text, CROWN};
use super::kingdom_card::{king_colour, KingdomCard};
use crate::rules::Terrain;

/// Units a square takes on the card, and around the kingdom.
pub const SQUARE: i32 = 96;
const MARGIN: i32 = 48;
/// Rows of the heading (the title and the date) and of each line below the kingdom.
const HEADING: i32 = 120;
const LINE: i32 = 40;
const INK: &str = "#2b2620";

/// Each terrain's colour and drawing (an `<svg>` of its own), as the page's style shows them.
pub type Palette = [(Terrain, String, String)];

/// The card as SVG: its text, and its width and height in units (pixels at scale 1).
pub fn card_svg(card: &KingdomCard, palette: &Palette) -> (String, i32, i32) {
    let facts = &card.facts;
    let width = card.cols.max(5) * SQUARE + 2 * MARGIN;
    let parts = if facts.parts.len() > 1 {
        facts.parts.len()
    } else {
        0
    };
    let lines = parts as i32 + 1 + facts.players.len() as i32;
    let height = HEADING + card.rows * SQUARE + MARGIN + lines * LINE + MARGIN;
    let left = (width - card.cols * SQUARE) / 2;
    let mut svg = format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" font-family="Georgia, serif"><rect width="{width}" height="{height}" rx="24" fill="#fbf6ec" stroke="{INK}" stroke-width="4"/>"##
    );
    // The title as large as fits the card's width (about 0.6 of its size a letter).
    let letters = facts.title.chars().count().max(1) as i32;
    let size = (10 * (width - 2 * MARGIN) / (6 * letters)).clamp(16, 40);
    svg += &text(MARGIN, 64, size, true, &facts.title);
    svg += &text(MARGIN, 100, 24, false, &facts.when);
    svg += &kingdom_text(card, palette, left, HEADING);
    let mut y = HEADING + card.rows * SQUARE + MARGIN + 28;
    // The parts, where there are more than the territories alone.
    let parts = if facts.parts.len() > 1 {
        &facts.parts[..]
    } else {
        &[]
    };
    for (part, points) in parts {
        svg += &text(MARGIN, y, 26, false, &format!("{part}: {points}"));
        y += LINE;
    }
    svg += &text(MARGIN, y, 30, true, &facts.total_text);
    y += LINE;
    for (colour, name, total) in &facts.players {
        let colour = king_colour(*colour);
        svg += &format!(
            r#"<g transform="translate({MARGIN} {}) scale(2.5)">{}</g>"#,
            y - 24,
            mark_text(colour.mark, colour.css, INK, "1")
        );
        svg += &text(MARGIN + 44, y, 26, false, &format!("{name}: {total}"));
        y += LINE;
    }
    (svg + "</svg>", width, height)
}

/// The kingdom's squares, crowns, castle and outlines, its top left at `x`, `y`.
fn kingdom_text(card: &KingdomCard, palette: &Palette, x: i32, y: i32) -> String {
    let mut svg = String::new();
    for &(col, row, square) in &card.squares {
        let (sx, sy) = (x + col * SQUARE, y + row * SQUARE);
        if let Some((_, colour, drawing)) = palette.iter().find(|(t, _, _)| *t == square.terrain) {
            svg += &format!(
                r#"<rect x="{sx}" y="{sy}" width="{SQUARE}" height="{SQUARE}" fill="{}"/>"#,
                escaped(colour)
            );
            svg += &placed(drawing, sx, sy);
        }
        for i in 0..i32::from(square.crowns) {
            svg += &format!(
                r#"<g transform="translate({} {}) scale(1.6)">{CROWN}</g>"#,
                sx + 6 + i * 29,
                sy + 6
            );
        }
    }
    let (cx, cy) = (x + card.castle.0 * SQUARE, y + card.castle.1 * SQUARE);
    svg += &placed(&castle_text(&card.facts.castle, card.colour.css), cx, cy);
    let path: String = card
        .outline
        .iter()
        .map(|&(x1, y1, x2, y2)| {
            let (a, b) = (x + x1 * SQUARE, y + y1 * SQUARE);
            format!("M{a} {b}L{} {}", x + x2 * SQUARE, y + y2 * SQUARE)
        })
        .collect();
    svg + &format!(
        r#"<path d="{path}" fill="none" stroke="{INK}" stroke-width="6" stroke-linecap="round"/>"#
    )
}

/// A drawing (an `<svg>` of its own) placed on the square at `x`, `y`; anything else is left out
/// (a drawing comes from the page's style, and only an `<svg>` belongs on the card).
fn placed(drawing: &str, x: i32, y: i32) -> String {
    if !drawing.starts_with("<svg ") || !drawing.ends_with("</svg>") {
        return String::new();
    }
    drawing.replacen(
        "<svg ",
        &format!(r#"<svg x="{x}" y="{y}" width="{SQUARE}" height="{SQUARE}" "#),
        1,
    )
}

/// A line of text at `x`, `y` (its baseline).
fn text(x: i32, y: i32, size: i32, bold: bool, words: &str) -> String {
    let weight = if bold { "700" } else { "400" };
    format!(
        r#"<text x="{x}" y="{y}" font-size="{size}" font-weight="{weight}" fill="{INK}">{}</text>"#,
        escaped(words).replace('>', "&gt;")
    )
}
