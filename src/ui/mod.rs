//! The browser game: a Yew component tree that draws the page's model (`crate::page`) and sends
//! every move through it. Compiled for wasm32 only. The four builds' roots (`roots/`); a folder
//! a screen (the start page, the table, the replay and review, games by link, the deal of the
//! day); the panels several screens show (`panels/`); the boards and pieces (`board/`); the
//! hooks that run the store's effects, storage and the workers' clients; here the store's
//! shell, the frame and address (`frame.rs`) and the plumbing. No two folders import each
//! other (`tests/import_graph.rs`).

mod after_paint;
mod board;
mod by_link;
mod copied;
mod daily;
mod file_text;
mod frame;
mod game_build;
mod hooks;
mod isolated;
mod keepsakes;
mod language;
mod leaving;
mod media;
mod panels;
mod render_count;
mod replay;
mod roots;
mod sound;
mod start_page;
mod storage;
mod store;
mod table;
mod update;
mod workers;

pub use roots::embed_app::start as start_embed;
pub use roots::embed_replay::start as start_embedded_replay;
pub use roots::start_app::start as start_screen;

/// Mounts the game on the page's body, in the reader's language from its first frame.
pub fn start() {
    render_count::expose();
    table::screen_parts::provide(table::screen_parts::ScreenParts::ALL);
    wasm_bindgen_futures::spawn_local(async {
        // Failing, the page starts in English and says so (`roots/app.rs`, `initial_store`).
        let _ = language::fetch_words(language::wanted(frame::embedded())).await;
        yew::Renderer::<roots::app::App>::new().render();
    });
}
