//! The embedded replays' own root (`src/bin/embed_replay.rs`): the game's screen with the
//! replay's parts alone (`ScreenParts::REPLAY`: the position and its steps) over the replay
//! viewer's store alone (`Store::watching`, `Store::update_watching`), so that the build reaches
//! no other screen, no game by link, no storage, no computer player and no review. What leaves
//! the replay (playing on from the position shown, the Expert's review, leaving for the start
//! screen) opens in the page's build by a link (`Store::hand_off`), which the loader chooses for
//! it. A build of its own, not the kingdoms' and puzzles': the game's screen weighs more than
//! twice what those two views do.

use yew::prelude::*;

use crate::i18n::Lang;
use crate::ui::frame::{fragment, frame};
use crate::ui::hooks::window_listener::use_window_listener;
use crate::ui::language;
use crate::ui::roots::embed_app::reload;
use crate::ui::store::{use_root_store, Msg, Store};
use crate::ui::table::game_screen::GameScreen;
use crate::ui::table::screen_parts::{self, ScreenParts};

/// Mounts the replay on the page's body, in the reader's language from its first frame.
pub fn start() {
    screen_parts::provide(ScreenParts::REPLAY);
    wasm_bindgen_futures::spawn_local(async {
        let _ = language::fetch_words(language::wanted(true)).await;
        yew::Renderer::<EmbedReplay>::new().render();
    });
}

#[function_component(EmbedReplay)]
pub fn embed_replay() -> Html {
    let store = use_root_store(
        || Store::watching(&fragment(), language::initial(true)),
        watch,
    );
    use_effect_with(store.lang, |&lang| language::apply(lang));
    // Another fragment: the loader chooses the build for it again.
    use_window_listener("hashchange", Callback::from(|_: Event| reload()));
    // A link that cannot be opened: its notice stands in the frame, over nothing.
    let shown = match store.session {
        Some(_) => html! { <GameScreen /> },
        None => html! { <main class="embed__broken" /> },
    };
    frame(&store, shown)
}

/// The replay viewer's change of state; a message that leaves the replay opens in the page.
fn watch(store: &Store, msg: Msg) -> Option<Store> {
    match store.hand_off(&msg) {
        Some(fragment) => {
            open_in_page(&fragment, store.lang);
            None
        }
        None => store.update_watching(msg),
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
