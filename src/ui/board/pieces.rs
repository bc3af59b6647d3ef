//! Queendomino's and the giants' pieces, as SVG text of our own (see `art.rs`): a knight in its
//! kingdom's colour, a tower, a crown for a building's gift and the footsteps of a giant's
//! domino. Each scales with the text or the square around it. Drawings, not components
//! (docs/architecture.md, "Bytes").

use yew::Html;

use crate::ui::board::art::{drawing, escaped};

/// A building's gift shows a light, neutral knight.
pub const NEUTRAL: &str = "#efe4cf";

/// A knight in `colour` (its kingdom's): a horse's head on a round base.
pub fn knight(colour: &str) -> Html {
    drawing(format!(
        concat!(
            r#"<svg class="piece piece--knight" viewBox="0 0 24 30" aria-hidden="true">"#,
            r##"<path d="M6 25 C7 20 9 17 10 15 L6 15 C4.5 15 3.8 13.6 4.6 12.3 L9 5.5 L10 2 L12.5 4.5 C17 4.5 20 8.5 19.5 14 L18.5 25 Z" fill="{c}" stroke="#1d1a17" stroke-width="1.3" stroke-linejoin="round"/>"##,
            r##"<circle cx="11.5" cy="8.8" r="1.1" fill="#1d1a17"/>"##,
            r##"<path d="M13.5 6.5 C16.5 8 17.5 11 17 15" stroke="#fff" stroke-opacity="0.45" stroke-width="1.2" fill="none"/>"##,
            r##"<rect x="4" y="24.5" width="16.5" height="4" rx="1.5" fill="{c}" stroke="#1d1a17" stroke-width="1.3"/></svg>"##
        ),
        c = escaped(colour)
    ))
}

/// A tower: a stone turret with battlements.
pub fn tower() -> Html {
    drawing(concat!(
        r#"<svg class="piece piece--tower" viewBox="0 0 24 30" aria-hidden="true">"#,
        r##"<path d="M5 28 H19 V25 H17 L16 12 H18 V4 H15 V7 H13.5 V4 H10.5 V7 H9 V4 H6 V12 H8 L7 25 H5 Z" fill="#b9b1a3" stroke="#3f3a34" stroke-width="1.3" stroke-linejoin="round"/>"##,
        r##"<path d="M10.5 25 V20 A1.5 1.5 0 0 1 13.5 20 V25 Z" fill="#3f3a34"/>"##,
        r##"<path d="M8 12 H16" stroke="#3f3a34" stroke-width="1"/></svg>"##
    ))
}

/// A crown, as a building's gift.
pub fn crown() -> Html {
    drawing(concat!(
        r#"<svg class="piece piece--crown" viewBox="0 0 20 14" aria-hidden="true">"#,
        r##"<path d="M1 13 L2 3 L6.5 8 L10 1 L13.5 8 L18 3 L19 13 Z" fill="#f5cf3a" stroke="#5a3d00" stroke-width="1.4" stroke-linejoin="round"/></svg>"##
    ))
}

/// Two footprints: the domino may send a giant away.
pub fn footprints() -> Html {
    drawing(concat!(
        r##"<svg class="piece piece--footsteps" viewBox="0 0 24 24" aria-hidden="true"><g fill="#3a2a1c">"##,
        r#"<ellipse cx="7.5" cy="14" rx="3" ry="5"/><circle cx="7.5" cy="6.8" r="1.6"/>"#,
        r#"<ellipse cx="16.5" cy="10" rx="3" ry="5"/><circle cx="16.5" cy="2.8" r="1.6"/></g></svg>"#
    ))
}
