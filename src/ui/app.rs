//! The root: the store, the screens, and the side effects (saving, computer moves, the R key).

use gloo_timers::callback::Timeout;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;
use yew::prelude::*;

use std::rc::Rc;

use super::ai_client::AiClient;
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

    let ai = {
        let dispatcher = store.dispatcher();
        use_state(move || AiClient::new(Callback::from(move |e| dispatcher.dispatch(Msg::Ai(e)))))
    };

    // Computer seats act after a short, visible pause, thinking in the worker.
    let computer_turn = store
        .session
        .as_ref()
        .filter(|s| s.computer_to_move() && store.thinking.is_none())
        .map(|s| (s.game.history().len(), s.table().setup().seed));
    {
        let store = store.clone();
        let ai = (*ai).clone();
        use_effect_with(computer_turn, move |turn| {
            let timeout = turn.and_then(|_| {
                let session = store.session.clone()?;
                let player = session.table().to_move()?;
                let seat = session.seats[player.index()].clone();
                Some(Timeout::new(session.pace.pause_ms(seat.level), move || {
                    let id = ai.next_id();
                    store.dispatch(Msg::Thinking {
                        id,
                        for_hint: false,
                    });
                    ai.think(
                        id,
                        session.game.view(Some(player)),
                        seat.level,
                        session.pace.budget(),
                    );
                }))
            });
            move || drop(timeout)
        });
    }

    // A question withdrawn (undo, new game, a move made) is cancelled in the worker too.
    {
        let ai = (*ai).clone();
        let last = use_mut_ref(|| None::<u32>);
        use_effect_with(store.thinking.map(|t| t.id), move |id| {
            if let Some(old) = last.replace(*id) {
                if Some(old) != *id {
                    ai.cancel(old);
                }
            }
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
            <ContextProvider<Rc<AiClient>> context={(*ai).clone()}>
                <NoticeBar />
                if store.session.is_some() { <GameScreen /> } else { <SetupScreen /> }
            </ContextProvider<Rc<AiClient>>>
        </ContextProvider<StoreHandle>>
    }
}
