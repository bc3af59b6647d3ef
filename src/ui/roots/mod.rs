//! The builds' roots, one a file: the page's (`app.rs`: every screen; the game's lighter build
//! has the same root), the first visit's start screen (`start_app.rs`), an embedded game or
//! board (`embed_app.rs`) and an embedded replay (`embed_replay.rs`). Each makes its store with
//! the reducer it needs (the page's: `page_reducer.rs`) and draws its screens inside the frame
//! (`ui/frame.rs`); docs/architecture.md has their table.

pub mod app;
pub mod embed_app;
pub mod embed_replay;
pub mod page_reducer;
pub mod start_app;
