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
mod hooks;
mod isolated;
mod language;
mod render_count;
mod replay;
mod sound;
mod start_page;
mod storage;
mod store;
mod table;
mod update;
mod workers;

pub use embed_app::start as start_embed;

/// Mounts the game on the page's body.
pub fn start() {
    render_count::expose();
    yew::Renderer::<app::App>::new().render();
}
