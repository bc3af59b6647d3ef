//! Each build's way out into the page's, run: the start screen's hand-off, kept in the tab for
//! the game's build and opened in the page, and an embedded replay's link, opened in the page's
//! build. The model decides (`Store::update_starting`, `Store::update_watching` give a
//! `Next::Leave`); these reducers of the two roots run it, each only its own, so that each
//! build carries only its own way out.

use crate::i18n::Lang;
use crate::page::store::{Leaving, Next};
use crate::ui::frame::reload;
use crate::ui::storage::hand_off_keep;
use crate::ui::store::{Msg, Store};
use crate::ui::{game_build, language};

/// The start screen's change of state: the model's (`Store::update_starting`), with its way
/// out run here: the hand-off kept in the tab and the game's build opened in the page, or,
/// when the tab refuses to keep it, a notice.
pub fn reduce_starting(store: &Store, msg: Msg) -> Option<Store> {
    let hand_off = match store.update_starting(msg)? {
        Next::Stay(next) => return Some(next),
        Next::Leave(Leaving::HandOff(hand_off)) => hand_off,
        Next::Leave(_) => return None,
    };
    match hand_off_keep::keep_or_say(&hand_off, store.lang) {
        Ok(()) => {
            game_build::open();
            None
        }
        Err(lost) => {
            let mut next = store.clone();
            next.notices.push(lost);
            Some(next)
        }
    }
}

/// An embedded replay's change of state: the model's (`Store::update_watching`), with its way
/// out run here: the link opened in the page's build.
pub fn reduce_watching(store: &Store, msg: Msg) -> Option<Store> {
    match store.update_watching(msg)? {
        Next::Stay(next) => Some(next),
        Next::Leave(Leaving::OpenInPage(fragment)) => {
            open_in_page(&fragment, store.lang);
            None
        }
        Next::Leave(_) => None,
    }
}

/// Opens `fragment` in this frame, in the language read here (an embed remembers no choice:
/// the address carries it).
fn open_in_page(fragment: &str, lang: Lang) {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return;
    };
    let search = location.search().unwrap_or_default();
    let mut pairs: Vec<String> = search
        .trim_start_matches('?')
        .split('&')
        .filter(|kv| !kv.is_empty())
        .map(str::to_string)
        .collect();
    let named = pairs.iter().any(|kv| kv.starts_with("lang="));
    if named || lang != language::wanted(true) {
        pairs.retain(|kv| !kv.starts_with("lang="));
        pairs.push(format!("lang={}", lang.code()));
    }
    let search = format!("?{}", pairs.join("&"));
    if location.search().ok().as_deref() == Some(search.as_str()) {
        // Only the fragment changes, which loads nothing by itself.
        let _ = location.set_hash(fragment);
        reload();
    } else {
        // A new query loads the page: one navigation, the fragment with it.
        let _ = location.set_href(&format!("{search}#{fragment}"));
    }
}
