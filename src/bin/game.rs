//! The game without games by link (built by Trunk for wasm32, without the `by-link` feature):
//! `web/loader.js` loads it instead of the page's `app` for a first load of a link that is not
//! a game by link, and it hands games by link over to the app (`page::session::BY_LINK`).

#[cfg(target_arch = "wasm32")]
fn main() {
    kingdomino::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the game runs in a browser: build it with `./scripts/serve`");
}
