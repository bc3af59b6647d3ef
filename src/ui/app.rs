//! The root: the store, the screens, and the side effects (saving, computer moves, the R key).

use gloo_timers::callback::Timeout;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;
use yew::prelude::*;

use super::game_screen::GameScreen;
use super::notice_bar::NoticeBar;
use super::save;
use super::setup_screen::SetupScreen;
use super::store::{Msg, Notice, NoticeKind, Store, StoreHandle};

fn initial_store() -> Store {
    match save::load() {
        Ok(saved) => Store::new(saved, None),
        Err(text) => Store::new(
            None,
            Some(Notice {
                text,
                kind: NoticeKind::Problem,
            }),
        ),
    }
}

#[function_component(App)]
pub fn app() -> Html {
    let store = use_reducer(initial_store);

    // Save after every action.
    let actions = store
        .session
        .as_ref()
        .map(|s| (s.game.history().len(), s.table().setup().seed));
    {
        let store = store.clone();
        use_effect_with(actions, move |_| {
            if let Some(s) = store.session.as_ref() {
                save::store(&s.game, &s.seats, s.pace);
            }
        });
    }

    // Computer seats act after a short, visible pause.
    let computer_turn = store
        .session
        .as_ref()
        .filter(|s| s.computer_to_move())
        .map(|s| (s.game.history().len(), s.pace.delay_ms()));
    {
        let store = store.clone();
        use_effect_with(computer_turn, move |turn| {
            let timeout = turn
                .map(|(_, delay)| Timeout::new(delay, move || store.dispatch(Msg::ComputerMove)));
            move || drop(timeout)
        });
    }

    // R rotates the domino in hand wherever the focus is, except while typing.
    {
        let store = store.clone();
        use_effect_with((), move |_| {
            let listener = Closure::<dyn Fn(KeyboardEvent)>::new(move |e: KeyboardEvent| {
                let typing = e
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .is_some_and(|el| {
                        matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
                    });
                if !typing && (e.key() == "r" || e.key() == "R") && !e.ctrl_key() && !e.meta_key() {
                    store.dispatch(Msg::Rotate);
                }
            });
            let window = web_sys::window().expect("a window");
            let _ = window
                .add_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref());
            move || {
                let _ = window.remove_event_listener_with_callback(
                    "keydown",
                    listener.as_ref().unchecked_ref(),
                );
            }
        });
    }

    html! {
        <ContextProvider<StoreHandle> context={store.clone()}>
            <NoticeBar />
            if store.session.is_some() { <GameScreen /> } else { <SetupScreen /> }
        </ContextProvider<StoreHandle>>
    }
}
