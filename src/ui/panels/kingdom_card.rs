//! A kingdom's postcard at the end of a game: what goes on it is `page::kingdom_card`'s, its SVG
//! `page::kingdom_card_svg`'s; the browser's side (each terrain's drawing as the style shows it, the
//! PNG drawn on a canvas, the share sheet) is `web/postcard.js`, fetched the first time a person
//! asks for a postcard, so that the page's first load carries none of it.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use crate::i18n::fill;
use crate::page::kingdom_card::kingdom_card;
use crate::page::kingdom_card_svg::card_svg;
use crate::rules::{KingdomId, Terrain};
use crate::ui::store::{today, use_store, Msg, Notice};

/// The pictures made: the SVG's and the PNG's object URLs, and the PNG's file.
#[derive(Clone, PartialEq)]
struct Made {
    svg: String,
    png: String,
    file: JsValue,
}

/// The postcard's button, and once made, the picture with its files to save or share.
#[function_component(KingdomCardPanel)]
pub fn postcard_panel() -> Html {
    let store = use_store();
    let made = use_state(|| None::<Made>);
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let w = store.lang.words();
    // The person's kingdom (the first person's at a hot seat; the first kingdom without one).
    let table = session.table();
    let kingdom = table
        .players()
        .find(|p| session.seats[p.index()].is_human())
        .map_or(KingdomId(0), |p| table.kingdom_of(p));
    let alt = fill(w.postcard_alt, &[&session.kingdom_name(kingdom)]);
    let make = {
        let (made, store) = (made.clone(), store.clone());
        Callback::from(move |_: MouseEvent| {
            let (made, store) = (made.clone(), store.clone());
            wasm_bindgen_futures::spawn_local(async move {
                match pictures(&store, kingdom).await {
                    Some(pictures) => made.set(Some(pictures)),
                    None => {
                        let w = store.lang.words();
                        store.dispatch(Msg::Notice(Notice::problem(w.postcard_failed)));
                    }
                }
            });
        })
    };
    html! {
        <div class="postcard">
            <button class="postcard__make" onclick={make}>{ w.postcard_make }</button>
            if let Some(made) = &*made {
                <img class="postcard__picture" src={made.png.clone()} alt={alt} />
                <a class="postcard__png" href={made.png.clone()} download="kingdom.png" data-png="true"
                    onclick={share(made.file.clone())}>{ w.postcard_png }</a>
                <a class="postcard__svg" href={made.svg.clone()} download="kingdom.svg">{ w.postcard_svg }</a>
            }
        </div>
    }
}

/// Writes the postcard of `kingdom` and has the browser draw it: its pictures, or `None` when
/// the browser's side could not be fetched or draw it.
async fn pictures(store: &crate::ui::store::StoreHandle, kingdom: KingdomId) -> Option<Made> {
    let module = browser_side().await?;
    let call = |name: &str| {
        js_sys::Reflect::get(&module, &name.into())
            .ok()?
            .dyn_into::<js_sys::Function>()
            .ok()
    };
    let names: js_sys::Array = Terrain::ALL
        .iter()
        .map(|t| JsValue::from(t.name()))
        .collect();
    let read = call("palette")?.call1(&module, &names).ok()?;
    let palette: Vec<(Terrain, String, String)> = js_sys::Array::from(&read)
        .iter()
        .zip(Terrain::ALL)
        .filter_map(|(entry, terrain)| {
            let entry = js_sys::Array::from(&entry);
            Some((
                terrain,
                entry.get(1).as_string()?,
                entry.get(2).as_string()?,
            ))
        })
        .collect();
    let session = store.session.as_ref()?;
    let card = kingdom_card(session, kingdom, store.lang, &today().to_string());
    let (text, width, height) = card_svg(&card, &palette, store.lang);
    let drawn = call("pictures")?
        .call3(&module, &text.into(), &width.into(), &height.into())
        .ok()?;
    let drawn = js_sys::Array::from(&JsFuture::from(js_sys::Promise::from(drawn)).await.ok()?);
    Some(Made {
        svg: drawn.get(0).as_string()?,
        png: drawn.get(1).as_string()?,
        file: drawn.get(2),
    })
}

/// `web/postcard.js`, fetched once (a module script of this site, as the page's policy allows).
async fn browser_side() -> Option<JsValue> {
    let window = web_sys::window()?;
    let key = JsValue::from("kingdominoPostcard");
    let present = || {
        js_sys::Reflect::get(&window, &key)
            .ok()
            .filter(|v| v.is_object())
    };
    if let Some(module) = present() {
        return Some(module);
    }
    let document = window.document()?;
    let script = document
        .create_element("script")
        .ok()?
        .dyn_into::<web_sys::HtmlElement>()
        .ok()?;
    let loaded = js_sys::Promise::new(&mut |resolve, reject| {
        script.set_onload(Some(&resolve));
        script.set_onerror(Some(&reject));
    });
    script.set_attribute("src", "postcard.js").ok()?;
    document.body()?.append_child(&script).ok()?;
    JsFuture::from(loaded).await.ok()?;
    present()
}

/// The PNG's link: to the system's share sheet where the browser can share such a file (a
/// phone's), else saved as the link says.
fn share(file: JsValue) -> Callback<MouseEvent> {
    Callback::from(move |e: MouseEvent| {
        let module = web_sys::window()
            .and_then(|w| js_sys::Reflect::get(&w, &"kingdominoPostcard".into()).ok());
        let shared = module.and_then(|m| {
            let share = js_sys::Reflect::get(&m, &"share".into()).ok()?;
            share
                .dyn_into::<js_sys::Function>()
                .ok()?
                .call1(&m, &file)
                .ok()
        });
        if shared.is_some_and(|s| s.is_truthy()) {
            e.prevent_default();
        }
    })
}
