//! A file a person picked, read as text.

/// Reads a file's text and hands it (or `None`) to `done`.
pub fn read_text(file: web_sys::File, done: impl FnOnce(Option<String>) + 'static) {
    let promise = file.text();
    wasm_bindgen_futures::spawn_local(async move {
        let text = wasm_bindgen_futures::JsFuture::from(promise)
            .await
            .ok()
            .and_then(|v| v.as_string());
        done(text);
    });
}
