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

/// How many frames have painted since `now` became true, up to `most`; 0 while `now` is false.
/// `before(next)` runs just before the count becomes `next`, while nothing waits to be drawn.
/// Parts drawn one frame after another each cost a task of their own.
#[hook]
pub fn use_frames_painted(now: bool, most: u32, before: fn(u32)) -> u32 {
    let frames = use_state_eq(|| 0u32);
    {
        let frames = frames.clone();
        use_effect_with((now, *frames, most), move |&(now, painted, most)| {
            let dropped = Rc::new(Cell::new(false));
            if !now {
                frames.set(0);
            } else if painted < most {
                let dropped = dropped.clone();
                after_next_paint(move || {
                    if !dropped.get() {
                        before(painted + 1);
                        frames.set(painted + 1);
                    }
                });
            }
            move || dropped.set(true)
        });
    }
    if now {
        (*frames).min(most)
    } else {
        0
    }
}
