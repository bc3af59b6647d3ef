//! Finding what lies under a pointer, for drag and drop with mouse, touch and pen alike.

use wasm_bindgen::JsCast;
use web_sys::{Element, PointerEvent};
use yew::prelude::*;

use crate::rules::{PlayerId, Pos};

/// The element under the viewport point that matches `selector` (itself or an ancestor).
pub fn element_at(x: i32, y: i32, selector: &str) -> Option<Element> {
    let document = web_sys::window()?.document()?;
    document
        .element_from_point(x as f32, y as f32)?
        .closest(selector)
        .ok()?
}

/// The kingdom square under the pointer, if it belongs to `player`.
pub fn square_at(x: i32, y: i32, player: PlayerId) -> Option<Pos> {
    let cell = element_at(x, y, "[data-row][data-col][data-player]")?;
    let owner: u8 = cell.get_attribute("data-player")?.parse().ok()?;
    if owner != player.0 {
        return None;
    }
    let row = cell.get_attribute("data-row")?.parse().ok()?;
    let col = cell.get_attribute("data-col")?.parse().ok()?;
    Some(Pos::new(row, col))
}

/// Routes the pointer's later events to the element matching `selector` that it went down on,
/// even off its edges. (Yew delegates events to the root, so `current_target` is not that element.)
pub fn capture(e: &PointerEvent, selector: &str) {
    let element = e
        .target()
        .and_then(|t| t.dyn_into::<Element>().ok())
        .and_then(|el| el.closest(selector).ok().flatten());
    if let Some(el) = element {
        let _ = el.set_pointer_capture(e.pointer_id());
    }
}

/// The `data-half` (0 or 1) of the domino half the event started on.
pub fn half_of(e: &PointerEvent) -> u8 {
    e.target()
        .and_then(|t| t.dyn_into::<Element>().ok())
        .and_then(|el| el.closest("[data-half]").ok().flatten())
        .and_then(|el| el.get_attribute("data-half"))
        .and_then(|h| h.parse().ok())
        .unwrap_or(0)
}

/// A pointer being dragged: which pointer, where it is now, and what it carries.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Dragging<T> {
    pub pointer: i32,
    pub x: i32,
    pub y: i32,
    pub load: T,
}

impl<T: Copy> Dragging<T> {
    /// A drag starting where the pointer went down.
    pub fn start(e: &PointerEvent, load: T) -> Dragging<T> {
        Dragging {
            pointer: e.pointer_id(),
            x: e.client_x(),
            y: e.client_y(),
            load,
        }
    }

    /// The drag followed to the event's position, when the event is this drag's pointer.
    pub fn moved(self, e: &PointerEvent) -> Option<Dragging<T>> {
        (e.pointer_id() == self.pointer).then(|| Dragging {
            x: e.client_x(),
            y: e.client_y(),
            ..self
        })
    }
}

/// The pointer handlers a drag source puts on its element.
pub struct DragHandlers {
    pub down: Callback<PointerEvent>,
    pub moved: Callback<PointerEvent>,
    pub up: Callback<PointerEvent>,
    pub cancel: Callback<PointerEvent>,
}

/// A drag and drop in a component: dominoes, kings, knights and buildings all use it.
#[derive(Clone, PartialEq)]
pub struct Drag<T: 'static>(UseStateHandle<Option<Dragging<T>>>);

/// The drag state of a component; [`Drag::handlers`] wires a source element to it.
#[hook]
pub fn use_drag<T: Copy + PartialEq + 'static>() -> Drag<T> {
    Drag(use_state(|| None))
}

impl Drag<Option<Pos>> {
    /// Handlers for a piece (a knight, a giant) dragged from `selector` onto a square of
    /// `player`'s kingdom: the load follows the square under the pointer, and `drop` takes the
    /// square it was let go on.
    pub fn onto_square(
        &self,
        selector: &'static str,
        player: PlayerId,
        drop: impl Fn(Pos) + 'static,
    ) -> DragHandlers {
        self.handlers(
            selector,
            |_| Some(None),
            move |d| square_at(d.x, d.y, player),
            move |_, e| {
                if let Some(at) = square_at(e.client_x(), e.client_y(), player) {
                    drop(at);
                }
            },
            || {},
        )
    }
}

impl<T: Copy + PartialEq + 'static> Drag<T> {
    /// The drag in progress, if any (for the floating preview).
    pub fn current(&self) -> Option<Dragging<T>> {
        *self.0
    }

    /// Handlers for a source matching `selector`: `start` gives what the drag carries (`None`
    /// refuses to start), `over` follows the pointer and may change the load, `drop` takes the
    /// drag where it was let go, `cancel` tidies up after a cancelled one.
    pub fn handlers(
        &self,
        selector: &'static str,
        start: impl Fn(&PointerEvent) -> Option<T> + 'static,
        over: impl Fn(Dragging<T>) -> T + 'static,
        drop: impl Fn(Dragging<T>, &PointerEvent) + 'static,
        cancel: impl Fn() + 'static,
    ) -> DragHandlers {
        let state = self.0.clone();
        let down = Callback::from(move |e: PointerEvent| {
            if let Some(load) = start(&e) {
                e.prevent_default();
                capture(&e, selector);
                state.set(Some(Dragging::start(&e, load)));
            }
        });
        let state = self.0.clone();
        let moved = Callback::from(move |e: PointerEvent| {
            if let Some(d) = state.and_then(|d| d.moved(&e)) {
                state.set(Some(Dragging { load: over(d), ..d }));
            }
        });
        let state = self.0.clone();
        let up = Callback::from(move |e: PointerEvent| {
            if let Some(d) = state.and_then(|d| d.moved(&e)) {
                state.set(None);
                drop(d, &e);
            }
        });
        let state = self.0.clone();
        let cancel = Callback::from(move |_: PointerEvent| {
            state.set(None);
            cancel();
        });
        DragHandlers {
            down,
            moved,
            up,
            cancel,
        }
    }
}
