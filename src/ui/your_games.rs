//! The start page's games by link kept in this browser: each with its players, whose turn it
//! is and its moves, opened at the latest position known; and the export of every game with
//! its secret to a file, imported in another browser.

use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::by_link_keep;
use super::rules_panel::game_name;
use super::store::{use_store, Msg, Notice};
use crate::by_link::{Awaited, Seat as LinkSeat};
use crate::i18n::fill;

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

#[function_component(YourGames)]
pub fn your_games() -> Html {
    let store = use_store();
    let (lang, w) = (store.lang, store.lang.words());
    // Read when the start page shows (and again after an import).
    let refresh = use_state(|| 0u32);
    let games = use_memo(*refresh, |_| by_link_keep::all());
    let rows = games.iter().filter_map(|kept| {
        let game = kept.game()?;
        let position = game.check_moves().ok()?;
        let names: Vec<String> = game
            .seats
            .iter()
            .map(|s| match s {
                LinkSeat::Person { name, .. } => name.clone(),
                LinkSeat::Computer(level) => super::setup_form::level_label(w, *level).to_string(),
            })
            .collect();
        let state = match game.awaited(&position) {
            Awaited::Move(seat) => fill(w.your_game_turn, &[&names[seat]]),
            Awaited::Over => w.your_game_over.to_string(),
            Awaited::Join(_) | Awaited::Reveal(_) => w.your_game_waits.to_string(),
        };
        let rules = game.record.setup.rules().ok()?;
        let text = fill(
            w.your_game_row,
            &[
                &game_name(&rules, lang),
                &lang.list(&names),
                &state,
                &game.record.actions.len(),
            ],
        );
        let onclick = {
            let (store, link) = (store.clone(), kept.link.clone());
            Callback::from(move |_: MouseEvent| store.dispatch(Msg::Open(link.clone())))
        };
        Some(html! {
            <li class="setup__saved" data-by-link-game={game.record.setup.seed.to_string()}>
                <p>{ text }</p>
                <button class="setup__resume-button" {onclick}>{ w.open_it }</button>
            </li>
        })
    });
    let rows: Vec<Html> = rows.collect();
    let any = !rows.is_empty();
    let onexport = Callback::from(|_: MouseEvent| {
        download("kingdomino-games-by-link.json", &by_link_keep::export())
    });
    let onimport = {
        let (store, refresh) = (store.clone(), refresh.clone());
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            let (store, refresh) = (store.clone(), refresh.clone());
            read_text(file, move |text| {
                let w = store.lang.words();
                match text.map(|t| by_link_keep::import(&t)) {
                    Some(Ok(n)) => store.dispatch(Msg::Notice(Notice {
                        kind: super::store::NoticeKind::Refused,
                        ..Notice::problem(fill(w.by_link_imported, &[&n]))
                    })),
                    _ => store.dispatch(Msg::Notice(Notice::problem(w.by_link_import_failed))),
                }
                refresh.set(*refresh + 1);
            });
        })
    };
    html! {
        <section class="setup__by-link-games" aria-label={w.your_games}>
            if any {
                <h2 class="setup__subtitle">{ w.your_games }</h2>
                <ul class="setup__saved-list">{ for rows }</ul>
            }
            <div class="setup__by-link-files">
                if any {
                    <button onclick={onexport}>{ w.by_link_export }</button>
                }
                <label class="setup__import">{ w.by_link_import }{ " " }
                    <input type="file" accept="application/json,.json" onchange={onimport} />
                </label>
            </div>
        </section>
    }
}

/// Reads a file's text and hands it (or `None`) to `done`.
fn read_text(file: web_sys::File, done: impl FnOnce(Option<String>) + 'static) {
    let promise = file.text();
    wasm_bindgen_futures::spawn_local(async move {
        let text = wasm_bindgen_futures::JsFuture::from(promise)
            .await
            .ok()
            .and_then(|v| v.as_string());
        done(text);
    });
}
