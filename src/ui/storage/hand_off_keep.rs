//! The start screen's hand-off to the game's build, kept in the tab's storage for the one reload
//! between them (`crate::page::hand_off`).

use crate::i18n::Lang;
use crate::page::hand_off::HandOff;
use crate::page::store::Notice;
use crate::ui::storage::{tab, HAND_OFF as KEY};

/// Keeps `hand_off` for the next load of this tab; whether the tab kept it.
pub fn keep(hand_off: &HandOff) -> bool {
    tab().is_some_and(|s| s.set_item(KEY, &hand_off.to_text()).is_ok())
}

/// Keeps `hand_off` for the next load of this tab, or the notice that says the tab refused it
/// (a private window may), in `lang`.
pub fn keep_or_say(hand_off: &HandOff, lang: Lang) -> Result<(), Notice> {
    if keep(hand_off) {
        return Ok(());
    }
    Err(Notice {
        detail: Some("the tab's storage refused the hand-off".to_string()),
        ..Notice::problem(lang.words().start_lost)
    })
}

/// What the start screen handed over, read once (the mark is removed), or why it cannot be read.
pub fn take() -> Option<Result<HandOff, String>> {
    let storage = tab()?;
    let text = storage.get_item(KEY).ok().flatten()?;
    let _ = storage.remove_item(KEY);
    Some(HandOff::read(&text))
}
