//! A listener on the window for as long as the component lives.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Calls `on` with each `event` (a `web_sys` event type `E`) the window receives.
#[hook]
pub fn use_window_listener<E>(event: &'static str, on: Callback<E>)
where
    E: wasm_bindgen::convert::FromWasmAbi + 'static,
{
    use_effect_with(event, move |&event| {
        let listener = Closure::<dyn Fn(E)>::new(move |e: E| on.emit(e));
        let window = web_sys::window().expect("a window");
        let _ = window.add_event_listener_with_callback(event, listener.as_ref().unchecked_ref());
        move || {
            let _ = window
                .remove_event_listener_with_callback(event, listener.as_ref().unchecked_ref());
        }
    });
}
