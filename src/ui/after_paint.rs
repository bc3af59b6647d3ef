//! Parts of a screen that may wait one frame: the change that reveals them paints first, and
//! their own work runs in a task of its own, so that no single task keeps the page busy long.

use std::cell::Cell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

/// Runs `f` just after the browser's next paint: a frame callback runs before the paint, and a
/// timeout set from it runs after. (A hidden tab paints, and so shows the part, when it is shown.)
fn after_next_paint(f: impl FnOnce() + 'static) {
    let frame = Closure::once_into_js(move || Timeout::new(0, f).forget());
    if let Some(window) = web_sys::window() {
        // Refused only where there is no page to paint: nothing is waiting to be seen.
        let _ = window.request_animation_frame(frame.unchecked_ref());
    }
}

/// True once `now` has held since the frame after it became true; false while `now` is false.
#[hook]
pub fn use_after_paint(now: bool) -> bool {
    let painted = use_state_eq(|| false);
    {
        let painted = painted.clone();
        use_effect_with(now, move |&now| {
            let dropped = Rc::new(Cell::new(false));
            if now {
                let dropped = dropped.clone();
                after_next_paint(move || {
                    if !dropped.get() {
                        painted.set(true);
                    }
                });
            } else {
                painted.set(false);
            }
            move || dropped.set(true)
        });
    }
    now && *painted
}
