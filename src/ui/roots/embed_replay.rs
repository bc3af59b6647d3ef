//! The embedded replays' own root (`src/bin/embed_replay.rs`): the game's screen with the
//! replay's parts alone (`ScreenParts::REPLAY`: the position and its steps) over the replay
//! viewer's store alone (`Store::watching`, `Store::update_watching`), so that the build reaches
//! no other screen, no game by link, no storage, no computer player and no review. What leaves
//! the replay (playing on from the position shown, the Expert's review, leaving for the start
//! screen) opens in the page's build by a link (`Store::hand_off`), which the loader chooses for
//! it. A build of its own, not the kingdoms' and puzzles': the game's screen weighs more than
//! twice what those two views do.

use yew::prelude::*;

use crate::ui::frame::reload;
use crate::ui::frame::{fragment, frame};
use crate::ui::hooks::window_listener::use_window_listener;
use crate::ui::language;
use crate::ui::leaving::reduce_watching;
use crate::ui::store::{use_root_store, Store};
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
        reduce_watching,
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
