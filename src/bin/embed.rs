//! The embeds' entry point (built by Trunk for wasm32): an embedded kingdom or puzzle, which
//! `web/loader.js` loads instead of the page's `app` for such links.

#[cfg(target_arch = "wasm32")]
fn main() {
    kingdomino::ui::start_embed();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the embeds run in a browser: build them with `./scripts/serve`");
}
