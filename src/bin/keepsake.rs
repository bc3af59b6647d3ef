//! The keepsakes' build (built by Trunk for wasm32 as a module of its own): what a person makes
//! to keep, written from what the page gathered. `web/postcard.js` imports it the first time a
//! person asks for a kingdom's postcard, so that the page's first load carries none of it.
//!
//! `postcard_svg(facts, terrain)`: `facts` the postcard's bytes as the page wrote them
//! (`page::kingdom_card::CardFacts` in `wire`'s form), `terrain(name)` each terrain's colour and
//! drawing (`[colour, svg]`, as the page's style shows them); the answer `[svg, width, height]`,
//! or an error naming why the bytes do not read.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen::prelude::*;

#[cfg(target_arch = "wasm32")]
fn main() {}

/// The postcard's SVG, its width and its height.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen]
pub fn postcard_svg(facts: &[u8], terrain: &js_sys::Function) -> Result<js_sys::Array, JsValue> {
    use kingdomino::page::kingdom_card::{kingdom_card, CardFacts};
    use kingdomino::page::kingdom_card_svg::card_svg;
    use kingdomino::rules::Terrain;
    use kingdomino::wire::{describe, from_bytes};

    let facts: CardFacts = from_bytes(facts).map_err(|e| JsValue::from_str(describe(&e)))?;
    let palette: Vec<(Terrain, String, String)> = Terrain::ALL
        .iter()
        .filter_map(|&t| {
            let read = terrain.call1(&JsValue::NULL, &t.name().into()).ok()?;
            let read = js_sys::Array::from(&read);
            Some((t, read.get(0).as_string()?, read.get(1).as_string()?))
        })
        .collect();
    let (svg, width, height) = card_svg(&kingdom_card(facts), &palette);
    Ok(js_sys::Array::of3(
        &svg.into(),
        &width.into(),
        &height.into(),
    ))
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the keepsakes run in a browser: build them with `./scripts/serve`");
}
