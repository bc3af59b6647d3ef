//! The page's side of what a person makes to keep (a kingdom's postcard, the gallery of
//! kingdoms): `web/postcard.js`, which the page's loader imports the first time it is asked
//! (`kingdominoKeepsakes` in `web/loader.js`) and which imports the keepsakes' build
//! (`src/bin/keepsake.rs`) and draws what it writes.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Calls `web/postcard.js`'s `name` with `args` and waits for it: `None` if the script could not
/// be fetched or failed.
pub async fn call(name: &str, args: &[JsValue]) -> Option<()> {
    let keepsakes = js_sys::Reflect::get(&js_sys::global(), &"kingdominoKeepsakes".into())
        .ok()?
        .dyn_into::<js_sys::Function>()
        .ok()?;
    let args: js_sys::Array = std::iter::once(JsValue::from(name))
        .chain(args.iter().cloned())
        .collect();
    let done = keepsakes.apply(&JsValue::NULL, &args).ok()?;
    JsFuture::from(js_sys::Promise::from(done)).await.ok()?;
    Some(())
}
