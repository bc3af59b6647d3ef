//! The start screen's own root (`src/bin/start.rs`), which `web/loader.js` loads on a first
//! visit: nothing keeps the game offline in this browser yet, and no link is opened. The start
//! screen over its own messages alone (`Store::update_starting`), so that its build reaches no
//! table, replay or review and a first visit waits for about two thirds of the page's bytes.
//! What leaves the start screen (a new game, a saved game resumed, a link or record opened, an
//! invitation) is kept in the tab (`HandOff`) and the page reloads into the game's build, which
//! the loader then chooses (as it does on every later visit, the service worker keeping it).

use yew::prelude::*;

use crate::ui::frame::store_frame;
use crate::ui::hooks::page_effects::use_page_effects;
use crate::ui::leaving::reduce_starting;
use crate::ui::roots::app::{opening_store, use_ai_client};
use crate::ui::start_page::setup_screen::SetupScreen;
use crate::ui::store::use_root_store;
use crate::ui::{language, render_count};

/// Mounts the start screen on the page's body, in the reader's language from its first frame.
pub fn start() {
    render_count::expose();
    wasm_bindgen_futures::spawn_local(async {
        // Failing, the page starts in English and says so (`app::opening_store`).
        let _ = language::fetch_words(language::wanted(false)).await;
        yew::Renderer::<StartApp>::new().render();
    });
}

#[function_component(StartApp)]
pub fn start_app() -> Html {
    let store = use_root_store(|| opening_store(false), reduce_starting);
    let (ai, _) = use_ai_client(&store);
    use_page_effects(&store);
    store_frame(&store, ai, html! { <SetupScreen /> })
}
