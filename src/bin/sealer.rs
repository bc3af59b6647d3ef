//! The sealer's web worker (built by Trunk for wasm32): seals an export of games by link with a
//! passphrase, and opens one. Argon2id is slow and memory-hard on purpose, so it runs here and
//! never freezes the page; the page fetches this worker only when a passphrase is given.
//!
//! Messages: the page sends `["seal" | "open", passphrase, text]`; the worker answers
//! `[true, text]` or `[false, why]`, `why` one of `short-passphrase`, `not-sealed`, `newer`,
//! `wrong-passphrase`, `no-randomness`, `malformed`. It says `ready` once, when it can take a message.

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::{JsCast, JsValue};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replier = scope.clone();
    let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let request: Vec<String> = js_sys::Array::from(&event.data())
            .iter()
            .filter_map(|v| v.as_string())
            .collect();
        let (ok, text) = match answer(&request) {
            Ok(text) => (true, text),
            Err(why) => (false, why.to_string()),
        };
        let reply = js_sys::Array::of2(&JsValue::from_bool(ok), &JsValue::from_str(&text));
        let _ = replier.post_message(&reply);
    });
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    onmessage.forget();
    let _ = scope.post_message(&JsValue::from_str("ready"));
}

/// The answer to one request, or why there is none.
#[cfg(target_arch = "wasm32")]
fn answer(request: &[String]) -> Result<String, &'static str> {
    use kingdomino::by_link::{
        open, passphrase_is_long_enough, seal, OpenError, NONCE_BYTES, SALT_BYTES,
    };
    match request {
        [kind, passphrase, text] if kind == "seal" => {
            if !passphrase_is_long_enough(passphrase) {
                return Err("short-passphrase");
            }
            let mut salt = [0u8; SALT_BYTES];
            let mut nonce = [0u8; NONCE_BYTES];
            // Without fresh randomness there is no safe seal: say so rather than seal.
            getrandom::fill(&mut salt).map_err(|_| "no-randomness")?;
            getrandom::fill(&mut nonce).map_err(|_| "no-randomness")?;
            Ok(seal(text, passphrase, salt, nonce))
        }
        [kind, passphrase, text] if kind == "open" => open(text, passphrase).map_err(|e| match e {
            OpenError::NotSealed => "not-sealed",
            OpenError::NewerVersion(_) => "newer",
            OpenError::WrongPassphrase => "wrong-passphrase",
        }),
        _ => Err("malformed"),
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the sealer's worker runs in a browser: build it with `./scripts/serve`");
}
