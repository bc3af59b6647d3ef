//! The browser game's entry point (built by Trunk for wasm32).

#[cfg(target_arch = "wasm32")]
fn main() {
    kingdomino::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the game runs in a browser: build it with `./scripts/serve`");
}
