//! The sealer's web worker (built by Trunk for wasm32): seals an export of games by link with a
//! passphrase, and opens one. Argon2id is slow and memory-hard on purpose, so it runs here and
//! never freezes the page; the page fetches this worker only when a passphrase is given.
//!
//! It works on bytes alone (`by_link::lock`, `by_link::unlock`); the sealed file's JSON is the
//! page's, which reads and writes JSON anyway. Messages: the page sends `["seal", passphrase,
//! text]`, answered `[true, locked]` (`locked` a `Uint8Array`: salt, nonce, sealed text), or
//! `["open", passphrase, locked]`, answered `[true, text]`; or `[false, why]`, `why` one of
//! `short-passphrase`, `not-sealed`, `wrong-passphrase`, `no-randomness`, `malformed`. It says
//! `ready` once, when it can take a message.

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::{JsCast, JsValue};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replier = scope.clone();
    let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let request: Vec<JsValue> = js_sys::Array::from(&event.data()).iter().collect();
        let reply = match answer(&request) {
            Ok(answer) => js_sys::Array::of2(&JsValue::TRUE, &answer),
            Err(why) => js_sys::Array::of2(&JsValue::FALSE, &JsValue::from_str(why)),
        };
        let _ = replier.post_message(&reply);
    });
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    onmessage.forget();
    let _ = scope.post_message(&JsValue::from_str("ready"));
}

/// The answer to one request, or why there is none.
#[cfg(target_arch = "wasm32")]
fn answer(request: &[wasm_bindgen::JsValue]) -> Result<wasm_bindgen::JsValue, &'static str> {
    use js_sys::Uint8Array;
    use kingdomino::by_link::{
        lock, passphrase_is_long_enough, unlock, OpenError, NONCE_BYTES, SALT_BYTES,
    };
    use wasm_bindgen::JsCast;
    let [kind, passphrase, what] = request else {
        return Err("malformed");
    };
    let passphrase = passphrase.as_string().ok_or("malformed")?;
    match kind.as_string().as_deref() {
        Some("seal") => {
            let text = what.as_string().ok_or("malformed")?;
            if !passphrase_is_long_enough(&passphrase) {
                return Err("short-passphrase");
            }
            let mut salt = [0u8; SALT_BYTES];
            let mut nonce = [0u8; NONCE_BYTES];
            // Without fresh randomness there is no safe seal: say so rather than seal.
            getrandom::fill(&mut salt).map_err(|_| "no-randomness")?;
            getrandom::fill(&mut nonce).map_err(|_| "no-randomness")?;
            let locked = lock(&text, &passphrase, salt, nonce);
            Ok(Uint8Array::from(&locked[..]).into())
        }
        Some("open") => {
            let locked = what.dyn_ref::<Uint8Array>().ok_or("malformed")?.to_vec();
            match unlock(&locked, &passphrase) {
                Ok(text) => Ok(text.into()),
                Err(OpenError::WrongPassphrase) => Err("wrong-passphrase"),
                Err(_) => Err("not-sealed"),
            }
        }
        _ => Err("malformed"),
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the sealer's worker runs in a browser: build it with `./scripts/serve`");
}
