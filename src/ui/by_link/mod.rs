//! Games by link on the page: who is awaited, the link to send, the sealed export and its import.

pub mod by_link_files;
pub mod by_link_panel;
