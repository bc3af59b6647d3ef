//! Our own drawings as SVG text, pure: the crown, the castle, the players' marks, and words made
//! safe inside them. The page's views hand them to the page whole (`ui::board::art`); a
//! kingdom's postcard (`kingdom_card_svg.rs`) writes them into its picture.

use super::seats::Mark;

/// Words made safe for an attribute of a drawing's text.
pub fn escaped(words: &str) -> String {
    words
        .replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
}

/// A crown on a 20x14 square, as SVG text.
pub const CROWN: &str = r##"<path d="M1 13 L2 3 L6.5 8 L10 1 L13.5 8 L18 3 L19 13 Z" fill="#f5cf3a" stroke="#5a3d00" stroke-width="1.4" stroke-linejoin="round"/>"##;

/// The castle keep flying `colour`, as SVG text; `label` what a screen reader says of it.
pub fn castle_text(label: &str, colour: &str) -> String {
    format!(
        concat!(
            r#"<svg class="castle" viewBox="0 0 40 40" role="img" aria-label="{label}">"#,
            r##"<rect x="4" y="4" width="32" height="32" rx="3" fill="#ece6d8" stroke="#6b6258" stroke-width="1.5"/>"##,
            r##"<path d="M10 32 V16 H13 V13 H16 V16 H18 V12 H22 V16 H24 V13 H27 V16 H30 V32 Z" fill="#b9b1a3" stroke="#4e4841" stroke-width="1.5" stroke-linejoin="round"/>"##,
            r##"<path d="M17 32 V25 A3 3 0 0 1 23 25 V32 Z" fill="#4e4841"/>"##,
            r##"<path d="M20 12 V5" stroke="#4e4841" stroke-width="1.5"/>"##,
            r#"<path d="M20 5 L27 7 L20 9 Z" fill="{colour}"/></svg>"#
        ),
        label = escaped(label),
        colour = escaped(colour),
    )
}

/// A mark's outline on a 12x12 square: a path, or `None` for the circle.
pub fn mark_path(mark: Mark) -> Option<&'static str> {
    Some(match mark {
        Mark::Circle => return None,
        Mark::Square => "M1.5 1.5 H10.5 V10.5 H1.5 Z",
        Mark::Triangle => "M6 0.8 L11.3 10.8 H0.7 Z",
        Mark::Diamond => "M6 0.4 L11.6 6 L6 11.6 L0.4 6 Z",
        Mark::Star => "M6 0.8 L7.41 4.56 L11.42 4.74 L8.28 7.24 L9.35 11.11 L6 8.9 L2.65 11.11 L3.72 7.24 L0.58 4.74 L4.59 4.56 Z",
        Mark::Cross => "M4 0.8 H8 V4 H11.2 V8 H8 V11.2 H4 V8 H0.8 V4 H4 Z",
        Mark::Hexagon => "M6 0.5 L10.8 3.25 V8.75 L6 11.5 L1.2 8.75 V3.25 Z",
        Mark::Heart => "M6 11 C1 7.5 0.4 4.5 2 2.7 C3.5 1.1 5.3 1.9 6 3.4 C6.7 1.9 8.5 1.1 10 2.7 C11.6 4.5 11 7.5 6 11 Z",
    })
}

/// A mark's outline on a 12x12 square, as SVG text.
pub fn mark_text(mark: Mark, fill: &str, stroke: &str, width: &str) -> String {
    match mark_path(mark) {
        None => format!(
            r#"<circle cx="6" cy="6" r="5" fill="{fill}" stroke="{stroke}" stroke-width="{width}"/>"#
        ),
        Some(d) => format!(
            r#"<path d="{d}" fill="{fill}" stroke="{stroke}" stroke-width="{width}" stroke-linejoin="round"/>"#
        ),
    }
}
