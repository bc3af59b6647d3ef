//! Which language the page speaks: `?lang=` in the address (links and embeds), then the
//! reader's last choice, then the browser's preferred languages; and the picker that changes it
//! at once and remembers it.

use web_sys::Event;
use yew::prelude::*;

use crate::i18n::Lang;
use crate::ui::store::{use_store, Msg};

use crate::ui::storage::LANGUAGE as KEY;

fn query_lang() -> Option<Lang> {
    let search = web_sys::window()?.location().search().ok()?;
    search
        .trim_start_matches('?')
        .split('&')
        .find_map(|kv| kv.strip_prefix("lang="))
        .and_then(Lang::from_code)
}

fn remembered() -> Option<Lang> {
    let storage = crate::ui::storage::local()?;
    Lang::from_code(&storage.get_item(KEY).ok()??)
}

fn browser_lang() -> Option<Lang> {
    let navigator = web_sys::window()?.navigator();
    let codes: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .chain(navigator.language())
        .collect();
    Lang::preferred(codes.iter().map(String::as_str))
}

/// The language to start in; an embed does not read what this site's own page remembered.
pub fn initial(embed: bool) -> Lang {
    query_lang()
        .or_else(|| if embed { None } else { remembered() })
        .or_else(browser_lang)
        .unwrap_or_default()
}

/// Tells the browser (and screen readers) the page's language.
pub fn apply(lang: Lang) {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let Some(root) = root {
        let _ = root.set_attribute("lang", lang.code());
    }
}

/// Remembers a reader's choice for their next visit.
fn remember(lang: Lang) {
    if let Some(storage) = crate::ui::storage::local() {
        let _ = storage.set_item(KEY, lang.code());
    }
}

/// The page's picker: the store's language, remembered for the next visit (an embed's is not).
#[function_component(LanguagePicker)]
pub fn language_picker() -> Html {
    let store = use_store();
    let onpick = {
        let store = store.clone();
        Callback::from(move |lang: Lang| {
            if !store.embed {
                remember(lang);
            }
            store.dispatch(Msg::SetLang(lang));
        })
    };
    language_select(store.lang, onpick)
}

/// The languages, each named in itself, `lang` chosen: the page's picker and the embeds' draw
/// this one.
pub fn language_select(lang: Lang, onpick: Callback<Lang>) -> Html {
    let onchange = Callback::from(move |e: Event| {
        let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
        if let Some(lang) = Lang::from_code(&select.value()) {
            onpick.emit(lang);
        }
    });
    html! {
        <label class="language">
            <span class="language__label">{ lang.words().language }</span>
            <select name="lang" {onchange}>
                { for Lang::ALL.iter().map(|l| html! {
                    <option value={l.code()} lang={l.code()} selected={*l == lang}>{ l.native_name() }</option>
                }) }
            </select>
        </label>
    }
}

/// The page's language, for drawings that need nothing else of the store: a context of its
/// own, so that they redraw when the language changes, not at every move of the game.
#[hook]
pub fn use_lang() -> Lang {
    use_context::<Lang>().unwrap_or_default()
}
