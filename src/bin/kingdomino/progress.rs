//! Progress of long runs on a terminal: a bar on stderr, drawn only when stderr is a terminal,
//! so that piped or captured output stays the result alone.

use indicatif::{ProgressBar, ProgressStyle};

/// A bar counting `total` steps of `what` (games, milliseconds, ...).
pub fn bar(total: u64, what: &str) -> ProgressBar {
    let bar = ProgressBar::new(total);
    let template =
        format!("{{elapsed_precise}} [{{wide_bar}}] {{pos}}/{{len}} {what} (eta {{eta}})");
    if let Ok(style) = ProgressStyle::with_template(&template) {
        bar.set_style(style.progress_chars("=> "));
    }
    bar
}
