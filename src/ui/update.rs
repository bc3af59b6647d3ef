//! Offline play and updates: the service worker keeps this version's files; when a new version
//! has installed beside it, the page says so and reloads into it on request. The game in
//! progress is saved after every move, and resumes by itself after that reload.

use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::Callback;

/// Set just before reloading into a new version: the saved game resumes without asking.
use crate::ui::storage::RESUME_AFTER_UPDATE as RESUME_KEY;

fn get(target: &JsValue, name: &str) -> Option<JsValue> {
    Reflect::get(target, &JsValue::from_str(name))
        .ok()
        .filter(|v| !v.is_undefined() && !v.is_null())
}

fn container() -> Option<JsValue> {
    let navigator = web_sys::window()?.navigator();
    get(&navigator, "serviceWorker")
}

fn listen(target: &JsValue, event: &str, handler: impl FnMut(JsValue) + 'static) {
    let closure = Closure::<dyn FnMut(JsValue)>::new(handler);
    if let Some(add) = get(target, "addEventListener").and_then(|f| f.dyn_into::<Function>().ok()) {
        let _ = add.call2(target, &JsValue::from_str(event), closure.as_ref());
    }
    // The page keeps listening for its whole life.
    closure.forget();
}

/// Registers the service worker; `on_ready` hears when a new version waits to take over (and
/// only when this page runs an older one).
pub fn register(on_ready: Callback<()>) {
    let Some(container) = container() else {
        return;
    };
    let Some(register) = get(&container, "register").and_then(|f| f.dyn_into::<Function>().ok())
    else {
        return;
    };
    let Ok(promise) = register.call1(&container, &JsValue::from_str("service-worker.js")) else {
        return;
    };
    // A version that installs while this page runs an older one waits: say so. (On a first
    // visit nothing controls the page, and the first version simply takes over.)
    let controlled = {
        let container = container.clone();
        move || get(&container, "controller").is_some()
    };
    let found = Closure::<dyn FnMut(JsValue)>::new(move |registration: JsValue| {
        if get(&registration, "waiting").is_some() && controlled() {
            on_ready.emit(());
        }
        let (on_ready, controlled) = (on_ready.clone(), controlled.clone());
        let registration_for_found = registration.clone();
        listen(&registration, "updatefound", move |_| {
            let Some(installing) = get(&registration_for_found, "installing") else {
                return;
            };
            let (on_ready, controlled) = (on_ready.clone(), controlled.clone());
            let worker = installing.clone();
            listen(&installing, "statechange", move |_| {
                let state = get(&worker, "state").and_then(|s| s.as_string());
                if state.as_deref() == Some("installed") && controlled() {
                    on_ready.emit(());
                }
            });
        });
    });
    if let Ok(promise) = promise.dyn_into::<Promise>() {
        let _ = promise.then(&found);
    }
    found.forget();
}

/// On a first visit (nothing controls the page yet), `then` hears when the service worker
/// takes control: what the page fetched before it, it has not kept.
pub fn when_first_controlled(then: Callback<()>) {
    let Some(container) = container() else {
        return;
    };
    if get(&container, "controller").is_none() {
        listen(&container, "controllerchange", move |_| then.emit(()));
    }
}

/// Lets the waiting version take over and reloads into it, the saved game resuming at once.
pub fn reload_into_new_version() {
    let Some(container) = container() else {
        return;
    };
    if let Some(storage) = crate::ui::storage::tab() {
        let _ = storage.set_item(RESUME_KEY, "1");
    }
    listen(&container, "controllerchange", |_| {
        if let Some(window) = web_sys::window() {
            let _ = window.location().reload();
        }
    });
    let take_over = Closure::<dyn FnMut(JsValue)>::new(|registration: JsValue| {
        let waiting = get(&registration, "waiting");
        let post = waiting
            .as_ref()
            .and_then(|w| get(w, "postMessage"))
            .and_then(|f| f.dyn_into::<Function>().ok());
        match (waiting, post) {
            (Some(waiting), Some(post)) => {
                let _ = post.call1(&waiting, &JsValue::from_str("take-over"));
            }
            // Nothing waits any more (another tab let it in): a plain reload shows it.
            _ => {
                if let Some(window) = web_sys::window() {
                    let _ = window.location().reload();
                }
            }
        }
    });
    let promise = get(&container, "getRegistration")
        .and_then(|f| f.dyn_into::<Function>().ok())
        .and_then(|f| f.call0(&container).ok())
        .and_then(|p| p.dyn_into::<Promise>().ok());
    if let Some(promise) = promise {
        let _ = promise.then(&take_over);
    }
    take_over.forget();
}

/// Whether this load follows a reload into a new version (read once; the mark is removed).
pub fn resuming_after_update() -> bool {
    let Some(storage) = crate::ui::storage::tab() else {
        return false;
    };
    let marked = storage.get_item(RESUME_KEY).ok().flatten().is_some();
    let _ = storage.remove_item(RESUME_KEY);
    marked
}
