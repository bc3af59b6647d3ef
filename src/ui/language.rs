//! Which language the page speaks: `?lang=` in the address (links and embeds), then the
//! reader's last choice, then the browser's preferred languages; its words, fetched before the
//! page draws or when picked (English is built in); and the picker that changes it and
//! remembers it.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::Event;
use yew::prelude::*;

use crate::i18n::Lang;
use crate::ui::store::{Msg, Notice, StoreHandle};

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

/// The language the reader asks for; an embed does not read what this site's own page
/// remembered.
pub fn wanted(embed: bool) -> Lang {
    query_lang()
        .or_else(|| if embed { None } else { remembered() })
        .or_else(browser_lang)
        .unwrap_or_default()
}

/// The language to start in: the one wanted, if its words are here (see [`fetch_words`]).
pub fn initial(embed: bool) -> Lang {
    Some(wanted(embed))
        .filter(|lang| lang.loaded().is_some())
        .unwrap_or_default()
}

/// A language's words, beside the page (`web/words/`).
fn words_url(lang: Lang) -> String {
    format!("words/{}.txt", lang.code())
}

/// Fetches a language's words (`words/<code>.txt`, beside the page; the service worker keeps
/// them for offline play) unless they are here, and keeps them for the visit. The error says
/// what failed, for the notice's detail.
pub async fn fetch_words(lang: Lang) -> Result<(), String> {
    if lang.loaded().is_some() {
        return Ok(());
    }
    let url = words_url(lang);
    // A failed fetch rejects with a TypeError ("Failed to fetch"): its message says why.
    let failed = |e: wasm_bindgen::JsValue| match e.dyn_ref::<js_sys::Error>() {
        Some(error) => format!("{url}: {}", String::from(error.message())),
        None => format!("{url}: {e:?}"),
    };
    let window = web_sys::window().ok_or("no window")?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(&url))
        .await
        .map_err(failed)?
        .unchecked_into();
    if !response.ok() {
        return Err(format!("{url}: HTTP {}", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(failed)?)
        .await
        .map_err(failed)?
        .as_string()
        .unwrap_or_default();
    lang.load(text)
        .map(|_| ())
        .map_err(|e| format!("{url}, {e}"))
}

/// Fetches again, through the service worker, the words fetched before it controlled the page
/// (a first visit), so that it keeps them for offline play.
pub async fn keep_offline() {
    let Some(window) = web_sys::window() else {
        return;
    };
    for lang in Lang::ALL.into_iter().filter(|l| l.fetched()) {
        let _ = JsFuture::from(window.fetch_with_str(&words_url(lang))).await;
    }
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
pub fn language_picker(store: &StoreHandle) -> Html {
    let onpick = {
        let store = store.clone();
        Callback::from(move |lang: Lang| {
            let store = store.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match fetch_words(lang).await {
                    Ok(()) => {
                        if !store.embed {
                            remember(lang);
                        }
                        store.dispatch(Msg::SetLang(lang));
                    }
                    Err(why) => store.dispatch(Msg::Notice(Notice {
                        detail: Some(why),
                        ..Notice::problem(store.lang.words().language_unavailable)
                    })),
                }
            });
        })
    };
    language_select(store.lang, onpick)
}

/// The languages, each named in itself, `lang` chosen: the page's picker and the embeds' draw
/// this one. A language picked shows once its words are here: until then the picker keeps
/// showing the language the page speaks. (An option's `selected` no longer moves a select its
/// reader changed, so a new language draws a new select: its key.)
pub fn language_select(lang: Lang, onpick: Callback<Lang>) -> Html {
    let onchange = Callback::from(move |e: Event| {
        let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
        if let Some(picked) = Lang::from_code(&select.value()) {
            select.set_value(lang.code());
            onpick.emit(picked);
        }
    });
    html! {
        <label class="language">
            <span class="language__label">{ lang.words().language }</span>
            <select name="lang" key={lang.code()} {onchange}>
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
