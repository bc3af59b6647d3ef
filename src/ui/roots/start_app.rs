//! The start screen's own root (`src/bin/start.rs`), which `web/loader.js` loads on a first
//! visit: nothing keeps the game offline in this browser yet, and no link is opened. The start
//! screen over its own messages alone (`Store::update_starting`), so that its build reaches no
//! table, replay or review and a first visit waits for about two thirds of the page's bytes.
//! What leaves the start screen (a new game, a saved game resumed, a link or record opened, an
//! invitation, a file of games by link to import) is kept in the tab (`HandOff`) and the game's build, fetched and compiled while
//! the start screen was read, starts in this page and reads it (`game_build`): no reload. Every
//! later visit starts the game's build at once, the service worker keeping it.

use yew::prelude::*;

use crate::ui::frame::store_frame;
use crate::ui::game_build;
use crate::ui::hooks::page_effects::{use_offline_copy, use_page_effects};
use crate::ui::leaving::reduce_starting;
use crate::ui::roots::app::{opening_store, use_ai_client};
use crate::ui::start_page::import_hand_off::ImportHandOff;
use crate::ui::start_page::setup_screen::{KeptGames, SetupScreen};
use crate::ui::store::use_root_store;
use crate::ui::{language, render_count};

/// Mounts the start screen on the page's body, in the reader's language from its first frame.
pub fn start() {
    render_count::expose();
    wasm_bindgen_futures::spawn_local(async {
        // Failing, the page starts in English and says so (`app::opening_store`).
        let _ = language::fetch_words(language::wanted(false)).await;
        let start = yew::Renderer::<StartApp>::new().render();
        game_build::when_opening_close(move || start.destroy());
    });
}

/// A first visit keeps no game by link and no gallery (`web/loader.js`): a file of games picked
/// here is handed to the page's build, which imports it.
struct HandedToThePage;

impl KeptGames for HandedToThePage {
    fn listed() -> Html {
        Html::default()
    }

    fn import() -> Html {
        html! { <ImportHandOff /> }
    }

    fn gallery() -> Html {
        Html::default()
    }

    fn practice(_: &crate::ui::store::StoreHandle) -> Html {
        Html::default()
    }
}

#[function_component(StartApp)]
pub fn start_app() -> Html {
    let store = use_root_store(|| opening_store(false), reduce_starting);
    let (ai, _) = use_ai_client(&store);
    use_page_effects(&store);
    // Once drawn, the game's build is fetched; then the offline copy.
    let game_fetched = use_state_eq(|| false);
    {
        let game_fetched = game_fetched.clone();
        use_effect_with((), move |_| {
            game_build::prefetch(move || game_fetched.set(true))
        });
    }
    use_offline_copy(&store, *game_fetched);
    store_frame(&store, ai, html! { <SetupScreen<HandedToThePage> /> })
}
