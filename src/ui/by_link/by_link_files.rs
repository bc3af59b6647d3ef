//! The export of every game by link kept in this browser, with its secret, to a file sealed by
//! a passphrase, and the import of such a file (or of a plain export of earlier versions) in
//! another browser. Sealing and
//! opening run in the sealer's worker (`sealer_client`): Argon2id is slow on purpose.

use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, SubmitEvent};
use yew::prelude::*;

use crate::by_link::{is_sealed, passphrase_is_long_enough};
use crate::i18n::{fill, Words};
use crate::page::kept_by_link::ImportError;
use crate::ui::file_text::read_text;
use crate::ui::storage::by_link_keep;
use crate::ui::store::{use_store, Msg, Notice, NoticeKind, StoreHandle};
use crate::ui::workers::sealer_client::{ask, SealerError, Sealing};

/// Every export is sealed (it holds the secrets that play its person's seats); plain exports of
/// earlier versions are still imported.
const SEALED_FILE: &str = "kingdomino-games-by-link.sealed.json";

/// The export (when `export`: there are games to export) and the import; `on_imported` is
/// called once an import is done (the list reads again). Where `shown`, it takes the file the
/// start screen's build handed over (`Store::import_handed`) as if picked here. A hook that
/// returns markup, not a component (docs/architecture.md, "Bytes").
#[hook]
pub fn use_by_link_files(export: bool, on_imported: Callback<()>, shown: bool) -> Html {
    let store = use_store();
    let w = store.lang.words();
    // A sealed file picked for import, waiting for its passphrase: at first, one the start
    // screen's build handed over (a plain one the page imported as it opened: `roots/app.rs`).
    let sealed_file = use_state(|| store.import_handed.clone().filter(|_| shown));
    // The sealer is at work: its buttons wait.
    let busy = use_state(|| false);
    let onseal = seal_on_submit(store.clone(), busy.clone());
    let onpick = pick_on_change(store.clone(), sealed_file.clone(), on_imported.clone());
    let onunseal = unseal_on_submit(
        store.clone(),
        busy.clone(),
        sealed_file.clone(),
        on_imported,
    );
    let unseal = use_in_view_once_painted(sealed_file.is_some());
    html! {
        <div class="setup__by-link-files" aria-busy={(*busy).to_string()}>
            if export {
                <form class="setup__seal" onsubmit={onseal}>
                    <label>{ w.by_link_passphrase }{ " " }
                        <input type="password" name="passphrase" autocomplete="new-password" />
                    </label>
                    <button type="submit" disabled={*busy}>{ w.by_link_export }</button>
                </form>
            }
            <label class="setup__import">{ w.by_link_import }{ " " }
                <input type="file" accept="application/json,.json" onchange={onpick} />
            </label>
            if sealed_file.is_some() {
                <form class="setup__unseal" onsubmit={onunseal}>
                    <label>{ w.by_link_sealed_file }{ " " }
                        // In view and ready to type in, also after the start screen
                        // handed the file over (the page's build draws from the top).
                        <input ref={unseal} type="password" name="unseal" autocomplete="current-password" autofocus=true />
                    </label>
                    <button type="submit" disabled={*busy}>{ w.by_link_unseal }</button>
                </form>
            }
        </div>
    }
}

/// The passphrase's field, focused and brought to the middle of the view once the form has
/// painted: its autofocus scrolls to it as it appears, but what the page draws in the next
/// frames (it draws from the top after the start screen's hand-off) can push it down again.
#[hook]
fn use_in_view_once_painted(shown: bool) -> NodeRef {
    let field = use_node_ref();
    let painted = crate::ui::after_paint::use_frames_painted(shown, 1, |_| {}) == 1;
    {
        let field = field.clone();
        use_effect_with(painted, move |&painted| {
            if let Some(input) = field.cast::<web_sys::HtmlElement>().filter(|_| painted) {
                let _ = input.focus();
                let middle = web_sys::ScrollIntoViewOptions::new();
                middle.set_block(web_sys::ScrollLogicalPosition::Center);
                input.scroll_into_view_with_scroll_into_view_options(&middle);
            }
        });
    }
    field
}

/// A file picked for import: a sealed one waits for its passphrase; any other is imported.
fn pick_on_change(
    store: StoreHandle,
    sealed_file: UseStateHandle<Option<String>>,
    imported: Callback<()>,
) -> Callback<Event> {
    Callback::from(move |e: Event| {
        let input: HtmlInputElement = e.target_unchecked_into();
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        let (store, sealed_file, imported) = (store.clone(), sealed_file.clone(), imported.clone());
        read_text(file, move |text| {
            picked(&store, &sealed_file, text, &imported)
        });
    })
}

/// A file's text picked: a sealed one waits for its passphrase; any other is imported. A file
/// the start screen handed over is then set aside.
fn picked(
    store: &StoreHandle,
    sealed_file: &UseStateHandle<Option<String>>,
    text: Option<String>,
    imported: &Callback<()>,
) {
    if store.import_handed.is_some() {
        store.dispatch(Msg::ImportTaken);
    }
    match text {
        Some(text) if is_sealed(&text) => sealed_file.set(Some(text)),
        text => {
            sealed_file.set(None);
            import(store, text.as_deref(), imported);
        }
    }
}

/// The passphrase of a sealed file: the sealer opens it in its worker, then it is imported.
fn unseal_on_submit(
    store: StoreHandle,
    busy: UseStateHandle<bool>,
    sealed_file: UseStateHandle<Option<String>>,
    imported: Callback<()>,
) -> Callback<SubmitEvent> {
    Callback::from(move |e: SubmitEvent| {
        e.prevent_default();
        let Some(text) = (*sealed_file).clone() else {
            return;
        };
        busy.set(true);
        let (store, busy, sealed_file, imported) = (
            store.clone(),
            busy.clone(),
            sealed_file.clone(),
            imported.clone(),
        );
        ask(Sealing::Open, field(&e, "unseal"), text, move |answer| {
            busy.set(false);
            match answer {
                Ok(export) => {
                    sealed_file.set(None);
                    if store.import_handed.is_some() {
                        store.dispatch(Msg::ImportTaken);
                    }
                    import(&store, Some(&export), &imported);
                }
                Err(why) => say(&store, why),
            }
        });
    })
}

/// Seals every game kept with the form's passphrase and downloads the file.
fn seal_on_submit(store: StoreHandle, busy: UseStateHandle<bool>) -> Callback<SubmitEvent> {
    Callback::from(move |e: SubmitEvent| {
        e.prevent_default();
        let passphrase = field(&e, "passphrase");
        if !passphrase_is_long_enough(&passphrase) {
            let w = store.lang.words();
            store.dispatch(Msg::Notice(Notice::problem(w.by_link_short_passphrase)));
            return;
        }
        busy.set(true);
        let (store, busy) = (store.clone(), busy.clone());
        ask(
            Sealing::Seal,
            passphrase,
            by_link_keep::export(),
            move |answer| {
                busy.set(false);
                match answer {
                    Ok(file) => download(SEALED_FILE, &file),
                    Err(why) => say(&store, why),
                }
            },
        );
    })
}

/// The text of the form's field `name`.
fn field(e: &SubmitEvent, name: &str) -> String {
    let form: web_sys::HtmlFormElement = e.target_unchecked_into();
    form.query_selector(&format!("input[name={name}]"))
        .ok()
        .flatten()
        .and_then(|i| i.dyn_into::<HtmlInputElement>().ok())
        .map(|i| i.value())
        .unwrap_or_default()
}

/// Keeps the games of an export's text, and says how many (or why none).
fn import(store: &StoreHandle, text: Option<&str>, imported: &Callback<()>) {
    store.dispatch(Msg::Notice(import_told(store.lang.words(), text)));
    imported.emit(());
}

/// Keeps the games of an export's text (plain), and the notice saying how many (or why none).
pub fn import_told(w: &Words, text: Option<&str>) -> Notice {
    match text.map(by_link_keep::import) {
        Some(Ok(n)) => Notice {
            kind: NoticeKind::Refused,
            ..Notice::problem(fill(w.by_link_imported, &[&n]))
        },
        Some(Err(ImportError::TooLarge)) => Notice::problem(w.by_link_file_too_large),
        _ => Notice::problem(w.by_link_import_failed),
    }
}

/// Says why the sealer gave nothing; nothing kept was changed.
fn say(store: &StoreHandle, why: SealerError) {
    let w: &Words = store.lang.words();
    let text = match why {
        SealerError::ShortPassphrase => w.by_link_short_passphrase,
        SealerError::NotSealed => w.by_link_import_failed,
        SealerError::Newer => w.by_link_newer_file,
        SealerError::WrongPassphrase => w.by_link_wrong_passphrase,
        SealerError::Failed => w.by_link_sealer_failed,
    };
    store.dispatch(Msg::Notice(Notice::problem(text)));
}

/// Offers `text` as a file to download.
fn download(name: &str, text: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let href = format!(
        "data:application/json;charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(text))
    );
    if let Ok(a) = document.create_element("a") {
        let _ = a.set_attribute("href", &href);
        let _ = a.set_attribute("download", name);
        if let Some(a) = a.dyn_ref::<web_sys::HtmlElement>() {
            a.click();
        }
    }
}
