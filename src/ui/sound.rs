//! Sound, off until a person turns it on (the choice is remembered): a short tone made in the
//! browser (Web Audio, no files) for each move, a wooden knock for a domino laid, a lighter one
//! for a claim, a rising pair for points.

use std::cell::RefCell;

use wasm_bindgen::{JsCast, JsValue};

use crate::page::move_log::LoggedMove;
use crate::rules::Action;
use crate::ui::storage::kept_switch::KeptSwitch;

const SWITCH: KeptSwitch = KeptSwitch(crate::ui::storage::SOUND_SWITCH);

thread_local! {
    /// One audio context for the page, made on the first sound (browsers allow it after a click).
    static CONTEXT: RefCell<Option<JsValue>> = const { RefCell::new(None) };
}

/// Whether the person turned sound on in this browser.
pub fn enabled() -> bool {
    SWITCH.is_on()
}

/// Remembers the switch.
pub fn remember(on: bool) {
    SWITCH.remember(on)
}

/// The sound of a move just made, if sound is on.
pub fn of_move(last: &LoggedMove) {
    if !enabled() {
        return;
    }
    match last.action {
        Action::Place(_) => {
            tone(180.0, 0.0, 0.12, "triangle");
            if last.gain > 0 {
                tone(660.0, 0.12, 0.1, "sine");
                tone(880.0, 0.2, 0.14, "sine");
            }
        }
        Action::Claim(_) => tone(420.0, 0.0, 0.08, "triangle"),
        Action::Discard => tone(120.0, 0.0, 0.18, "sawtooth"),
        _ => tone(300.0, 0.0, 0.06, "sine"),
    }
}

/// The winner's moment at the end of a game: a rising fanfare, if sound is on.
pub fn fanfare() {
    if !enabled() {
        return;
    }
    for (i, frequency) in [523.0, 659.0, 784.0, 1047.0].into_iter().enumerate() {
        let last = i == 3;
        tone(
            frequency,
            i as f64 * 0.13,
            if last { 0.45 } else { 0.14 },
            "triangle",
        );
    }
}

/// A tone of `frequency` Hz starting `after` seconds from now, fading out over `length`.
fn tone(frequency: f64, after: f64, length: f64, wave: &str) {
    let Some(context) = context() else { return };
    let _ = play(&context, frequency, after, length, wave);
}

fn context() -> Option<JsValue> {
    CONTEXT.with(|c| {
        if c.borrow().is_none() {
            let window = web_sys::window()?;
            let class = js_sys::Reflect::get(&window, &"AudioContext".into()).ok()?;
            let class = class.dyn_into::<js_sys::Function>().ok()?;
            let context = js_sys::Reflect::construct(&class, &js_sys::Array::new()).ok()?;
            *c.borrow_mut() = Some(context);
        }
        c.borrow().clone()
    })
}

fn call(target: &JsValue, name: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let f: js_sys::Function = js_sys::Reflect::get(target, &name.into())?.dyn_into()?;
    f.apply(target, &args.iter().collect::<js_sys::Array>())
}

fn play(
    context: &JsValue,
    frequency: f64,
    after: f64,
    length: f64,
    wave: &str,
) -> Result<(), JsValue> {
    let now = js_sys::Reflect::get(context, &"currentTime".into())?
        .as_f64()
        .unwrap_or(0.0)
        + after;
    let oscillator = call(context, "createOscillator", &[])?;
    let gain = call(context, "createGain", &[])?;
    js_sys::Reflect::set(&oscillator, &"type".into(), &wave.into())?;
    let pitch = js_sys::Reflect::get(&oscillator, &"frequency".into())?;
    call(&pitch, "setValueAtTime", &[frequency.into(), now.into()])?;
    let volume = js_sys::Reflect::get(&gain, &"gain".into())?;
    call(&volume, "setValueAtTime", &[0.18.into(), now.into()])?;
    call(
        &volume,
        "exponentialRampToValueAtTime",
        &[0.001.into(), (now + length).into()],
    )?;
    call(&oscillator, "connect", std::slice::from_ref(&gain))?;
    let destination = js_sys::Reflect::get(context, &"destination".into())?;
    call(&gain, "connect", &[destination])?;
    call(&oscillator, "start", &[now.into()])?;
    call(&oscillator, "stop", &[(now + length + 0.02).into()])?;
    Ok(())
}
