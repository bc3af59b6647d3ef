//! The keepsakes' build (built by Trunk for wasm32 as a module of its own): what a person makes
//! to keep, written from what the page gathered. `web/postcard.js` imports it the first time a
//! person asks for a kingdom's postcard or opens the gallery of their kingdoms, so that the
//! page's first load carries none of it.
//!
//! - `postcard_svg(facts, terrain)`: `facts` the postcard's bytes as the page wrote them
//!   (`page::kingdom_card::CardFacts` in `wire`'s form), `terrain(name)` each terrain's colour
//!   and drawing (`[colour, svg]`, as the page's style shows them); the answer `[svg, width,
//!   height]`, or an error naming why the bytes do not read.
//! - `gallery_svgs(kept, terrain)`: the gallery as the browser keeps it
//!   (`page::kingdom_gallery`); each kingdom this build reads, newest first, as `[svg, width,
//!   height, title]`.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen::prelude::*;

#[cfg(target_arch = "wasm32")]
fn main() {}

/// The postcard's SVG, its width and its height.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen]
pub fn postcard_svg(facts: &[u8], terrain: &js_sys::Function) -> Result<js_sys::Array, JsValue> {
    use kingdomino::wire::{describe, from_bytes};
    let facts = from_bytes(facts).map_err(|e| JsValue::from_str(describe(&e)))?;
    Ok(written(facts, &palette(terrain)))
}

/// Every kingdom of the gallery this build reads, as postcards.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen]
pub fn gallery_svgs(kept: &str, terrain: &js_sys::Function) -> js_sys::Array {
    let palette = palette(terrain);
    kingdomino::page::kingdom_gallery::read(kept)
        .into_iter()
        .map(|facts| written(facts, &palette))
        .collect()
}

/// A card's `[svg, width, height, title]`.
#[cfg(target_arch = "wasm32")]
fn written(
    facts: kingdomino::page::kingdom_card::CardFacts,
    palette: &kingdomino::page::kingdom_card_svg::Palette,
) -> js_sys::Array {
    use kingdomino::page::kingdom_card::kingdom_card;
    use kingdomino::page::kingdom_card_svg::card_svg;
    let title = JsValue::from_str(&facts.title);
    let (svg, width, height) = card_svg(&kingdom_card(facts), palette);
    [svg.into(), width.into(), height.into(), title]
        .into_iter()
        .collect()
}

/// Each terrain's colour and drawing, as `terrain(name)` reads them from the page's style.
#[cfg(target_arch = "wasm32")]
fn palette(terrain: &js_sys::Function) -> Vec<(kingdomino::rules::Terrain, String, String)> {
    kingdomino::rules::Terrain::ALL
        .iter()
        .filter_map(|&t| {
            let read = terrain.call1(&JsValue::NULL, &t.name().into()).ok()?;
            let read = js_sys::Array::from(&read);
            Some((t, read.get(0).as_string()?, read.get(1).as_string()?))
        })
        .collect()
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the keepsakes run in a browser: build them with `./scripts/serve`");
}
