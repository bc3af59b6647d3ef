//! Moves that travel: after a move the page has drawn, the piece is animated from where it was
//! to where it now is, so that a player sees what moved. A domino laid by someone else (a
//! computer, a friend by link) slides from its line into the kingdom; a claim moves the king from
//! the domino it stood on to the one it claimed; a building comes from its spot on the builders
//! board, a knight from its kingdom's row of the estate, a giant from the giants' box to the
//! crown it covers. The person's own drags are not replayed: their
//! hand already moved the piece. Web Animations run on the compositor and never delay input;
//! with reduced motion nothing travels.

use gloo_timers::callback::Timeout;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

use crate::page::move_log::LoggedMove;
use crate::rules::{Action, GiantsAction, Pos, QueendominoAction};
use crate::ui::media::reduced_motion;

/// How long a piece travels: under 0.4 s, so that it has landed before a person acts again.
const TRAVEL_MS: f64 = 380.0;

/// Animates the last of `moves` (just drawn) in `kingdom`, where `by_person` says a person at
/// this screen made it.
pub fn travel(moves: &[LoggedMove], kingdom: u8, by_person: bool) {
    let Some((last, earlier)) = moves.split_last() else {
        return;
    };
    if reduced_motion() {
        return;
    }
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some((from, to)) = way(last, earlier, kingdom, by_person) {
        slide(&document, &from, &to);
    }
}

/// Where the piece `last` moved travels from and to (selectors), if it travels: a person's own
/// move travels only for a claim (their hand placed the rest).
fn way(
    last: &LoggedMove,
    earlier: &[LoggedMove],
    kingdom: u8,
    by_person: bool,
) -> Option<(String, String)> {
    let on_line =
        |domino| format!("[data-line=\"current\"][data-domino-id=\"{domino}\"] .draft__button");
    match last.action {
        Action::Claim(_) => {
            // From the domino the king stood on: the one its player laid this turn (none for a
            // first claim, whose king comes from the hand).
            let stood = earlier
                .iter()
                .rev()
                .take_while(|m| m.seat == last.seat)
                .find_map(|m| m.domino)?;
            Some((
                on_line(stood),
                ".draft__slot--claimed-now .draft__king".into(),
            ))
        }
        _ if by_person => None,
        Action::Place(_) => {
            let to = format!(".kingdom[data-kingdom=\"{kingdom}\"] .kingdom__cell--laid .tile");
            Some((on_line(last.domino?), to))
        }
        // Queendomino and the giants: a building from its spot, a knight from its kingdom's row
        // of the estate, a giant from the giants' box.
        Action::Queendomino(QueendominoAction::Build { spot, at }) => Some((
            format!(".builders [data-spot=\"{spot}\"]"),
            on_square(kingdom, at, ".kingdom__building"),
        )),
        Action::Queendomino(QueendominoAction::Tax(at)) => Some((
            format!("[data-knights-kingdom=\"{kingdom}\"]"),
            on_square(kingdom, at, ".kingdom__knight"),
        )),
        Action::Giants(GiantsAction::Cover(at)) => Some((
            ".giants__box".into(),
            on_square(last.covered?.0, at, ".kingdom__giant"),
        )),
        _ => None,
    }
}

/// The piece `piece` on the square `at` of `kingdom`'s board.
fn on_square(kingdom: u8, at: Pos, piece: &str) -> String {
    format!(
        ".kingdom[data-kingdom=\"{kingdom}\"] [data-row=\"{}\"][data-col=\"{}\"] {piece}",
        at.row, at.col
    )
}

/// Slides every element matching `to` from the centre of the first element matching `from`.
fn slide(document: &web_sys::Document, from: &str, to: &str) {
    let Some(source) = document.query_selector(from).ok().flatten() else {
        return;
    };
    let Ok(targets) = document.query_selector_all(to) else {
        return;
    };
    let (sx, sy) = centre(&source);
    for i in 0..targets.length() {
        let Some(target) = targets.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else {
            continue;
        };
        let (tx, ty) = centre(&target);
        let (dx, dy) = (sx - tx, sy - ty);
        // A piece that has not moved on screen (the line beside the board is off screen) stays.
        if dx.abs() + dy.abs() < 4.0 {
            continue;
        }
        animate(&target, dx, dy);
    }
}

fn centre(element: &Element) -> (f64, f64) {
    let r = element.get_bounding_client_rect();
    (r.x() + r.width() / 2.0, r.y() + r.height() / 2.0)
}

/// `element.animate([{transform: translate(dx, dy)}, {transform: none}], {duration, easing})`.
fn animate(element: &Element, dx: f64, dy: f64) {
    let frame = |transform: &str| {
        let f = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&f, &"transform".into(), &transform.into());
        let _ = js_sys::Reflect::set(&f, &"zIndex".into(), &"5".into());
        f
    };
    // Whole pixels: formatting a float would bring its formatter into the page (12 KiB).
    let (dx, dy) = (dx.round() as i32, dy.round() as i32);
    let frames = js_sys::Array::of2(
        &frame(&format!("translate({dx}px, {dy}px) scale(1.08)")),
        &frame("none"),
    );
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"duration".into(), &TRAVEL_MS.into());
    let _ = js_sys::Reflect::set(&options, &"easing".into(), &"ease-out".into());
    let Ok(animate) = js_sys::Reflect::get(element, &"animate".into()) else {
        return;
    };
    if let Some(animate) = animate.dyn_ref::<js_sys::Function>() {
        // A piece on its way takes no tap: a finger landing where it flies by reaches the
        // square beneath (a tap lost under a travelling piece was a placement lost).
        let style = js_sys::Reflect::get(element, &"style".into()).unwrap_or(JsValue::NULL);
        let _ = js_sys::Reflect::set(&style, &"pointerEvents".into(), &"none".into());
        let _ = animate.call2(element, &frames, &options);
        Timeout::new(TRAVEL_MS as u32, move || {
            let _ = js_sys::Reflect::set(&style, &"pointerEvents".into(), &"".into());
        })
        .forget();
    }
}
