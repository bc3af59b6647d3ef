//! Runs the way out of a build of its own that the store asks for (`Store::leaving`): the start
//! screen's hand-off, kept in the tab for the game's build and reloaded into, and an embedded
//! replay's fragment, opened in the page's build. One hook each, so that each build carries
//! only its own way out.

use yew::prelude::*;

use crate::i18n::Lang;
use crate::page::store::Leaving;
use crate::ui::frame::reload;
use crate::ui::language;
use crate::ui::storage::hand_off_keep;
use crate::ui::store::{Msg, Notice, StoreHandle};

/// The start screen's: the hand-off kept in the tab, then the reload into the game's build; a
/// tab that refuses to keep it is a notice.
#[hook]
pub fn use_hand_off(store: &StoreHandle) {
    let (dispatcher, lang) = (store.dispatcher(), store.lang);
    use_effect_with(store.leaving.clone(), move |leaving| {
        if let Some(Leaving::HandOff(hand_off)) = leaving {
            if hand_off_keep::keep(hand_off) {
                reload();
            } else {
                dispatcher.emit(Msg::Notice(Notice {
                    detail: Some("the tab's storage refused the hand-off".to_string()),
                    ..Notice::problem(lang.words().start_lost)
                }));
            }
        }
    });
}

/// An embedded replay's: the fragment opened in the page's build.
#[hook]
pub fn use_open_in_page(store: &StoreHandle) {
    let lang = store.lang;
    use_effect_with(store.leaving.clone(), move |leaving| {
        if let Some(Leaving::OpenInPage(fragment)) = leaving {
            open_in_page(fragment, lang);
        }
    });
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
