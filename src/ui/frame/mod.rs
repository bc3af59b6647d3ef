//! What every root draws around its screen (the store and the language as contexts, the page
//! bar with its notices and language picker; the computer players' client where a root has
//! them), and what the page reads of its own address: whether it is embedded, its fragment,
//! the address a link is made from.

mod notice_bar;
mod page_bar;

use std::rc::Rc;

use yew::prelude::*;

use crate::i18n::Lang;
use crate::ui::store::StoreHandle;
use crate::ui::workers::ai_client::AiClient;
use page_bar::PageBar;

/// `?embed` in the page's address: shown inside someone else's page.
pub fn embedded() -> bool {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|q| {
            q.trim_start_matches('?')
                .split('&')
                .any(|kv| kv == "embed" || kv.starts_with("embed="))
        })
}

/// The page's address after `#`.
pub fn fragment() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Loads the page's address again, through the loader, which chooses the build for it.
pub fn reload() {
    if let Some(window) = web_sys::window() {
        let _ = window.location().reload();
    }
}

/// The page's own address without query or fragment (the game's folder on any host).
pub fn page_address() -> String {
    web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_default()
}

/// What a root with computer players draws around its screen (the page's and the start
/// screen's): their client as a context, inside [`frame`].
pub(crate) fn store_frame(store: &StoreHandle, ai: Rc<AiClient>, screen: Html) -> Html {
    let screen = html! {
        <ContextProvider<Rc<AiClient>> context={ai}>{ screen }</ContextProvider<Rc<AiClient>>>
    };
    frame(store, screen)
}

/// What every root with a store draws around its screen, an embedded replay's too (which has no
/// computer players): the store and the language as contexts, the notices and the language
/// picker.
pub(crate) fn frame(store: &StoreHandle, screen: Html) -> Html {
    html! {
        <ContextProvider<StoreHandle> context={store.clone()}>
            <ContextProvider<Lang> context={store.lang}>
                <div class={classes!("app", store.embed.then_some("app--embed"))}>
                    <PageBar />
                    { screen }
                </div>
            </ContextProvider<Lang>>
        </ContextProvider<StoreHandle>>
    }
}
