//! The browser game: a Yew component tree that draws the page's model (`crate::page`) and sends
//! every move through it. Compiled for wasm32 only. A folder a screen (the start page, the
//! table, the replay and review, games by link, the deal of the day), the boards and pieces they
//! share, storage and the workers' clients; here the app, the store's shell and the plumbing.

mod after_paint;
mod app;
mod board;
mod by_link;
mod copied;
mod daily;
mod embed_app;
mod embed_replay;
mod hooks;
mod isolated;
mod language;
mod page_bar;
mod render_count;
mod replay;
mod sound;
mod start_app;
mod start_page;
mod storage;
mod store;
mod table;
mod update;
mod workers;

pub use embed_app::start as start_embed;
pub use embed_replay::start as start_embedded_replay;
pub use start_app::start as start_screen;

/// Mounts the game on the page's body, in the reader's language from its first frame.
pub fn start() {
    render_count::expose();
    table::screen_parts::provide(table::screen_parts::ScreenParts::ALL);
    wasm_bindgen_futures::spawn_local(async {
        // Failing, the page starts in English and says so (`app::initial_store`).
        let _ = language::fetch_words(language::wanted(app::embedded())).await;
        yew::Renderer::<app::App>::new().render();
    });
}
