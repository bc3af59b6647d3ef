//! The embedded replays' entry point (built by Trunk for wasm32), which `web/loader.js` loads
//! instead of the page's `app` for an embedded replay link.

#[cfg(target_arch = "wasm32")]
fn main() {
    kingdomino::ui::start_embedded_replay();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the embeds run in a browser: build them with `./scripts/serve`");
}
