//! The start screen's own entry point (built by Trunk for wasm32), which `web/loader.js` loads
//! instead of the page's `app` on a first visit to the start screen.

#[cfg(target_arch = "wasm32")]
fn main() {
    kingdomino::ui::start_screen();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the start screen runs in a browser: build it with `./scripts/serve`");
}
