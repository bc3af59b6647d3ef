//! The embeds' own root (`src/bin/embed.rs`): an embedded kingdom or puzzle, drawn without the
//! page's store. The store's reducer reaches every screen, games by link and their
//! cryptography; this root reaches the two views, the rules they score with and the words, so a
//! blog's reader downloads a fraction of the page. `web/loader.js` sends only such links here
//! (`notation::is_board_link`); replays have a build of their own (`embed_replay.rs`), and every
//! other address, embedded or not, gets the page.

use yew::prelude::*;

use crate::i18n::{Lang, Words};
use crate::notation::{parse_board_link, Link, LinkError};
use crate::ui::frame::{fragment, reload};
use crate::ui::hooks::window_listener::use_window_listener;
use crate::ui::language::{self, language_select};
use crate::ui::replay::board_viewer::board_viewer;
use crate::ui::replay::puzzle_view::PuzzleView;

/// Mounts the embed on the page's body, in the reader's language from its first frame.
pub fn start() {
    wasm_bindgen_futures::spawn_local(async {
        let _ = language::fetch_words(language::wanted(true)).await;
        yew::Renderer::<EmbedApp>::new().render();
    });
}

#[function_component(EmbedApp)]
fn embed_app() -> Html {
    // An embed reads nothing this site's page remembered, and remembers nothing.
    let lang = use_state_eq(|| language::initial(true));
    let link = use_state_eq(|| parse_board_link(&fragment()));
    // A language whose words could not be fetched, with why (empty when it was at the start).
    let unavailable = use_state_eq(|| (language::wanted(true) != *lang).then(String::new));
    use_effect_with(*lang, |&lang| language::apply(lang));
    {
        // Another fragment: another board is read here; anything else is the page's, which the
        // loader chooses again on a reload.
        let link = link.clone();
        use_window_listener(
            "hashchange",
            Callback::from(
                move |_: web_sys::Event| match parse_board_link(&fragment()) {
                    Ok(None) => reload(),
                    read => link.set(read),
                },
            ),
        );
    }
    let onpick = {
        let (lang, unavailable) = (lang.clone(), unavailable.clone());
        Callback::from(move |picked: Lang| {
            let (lang, unavailable) = (lang.clone(), unavailable.clone());
            wasm_bindgen_futures::spawn_local(async move {
                match language::fetch_words(picked).await {
                    Ok(()) => {
                        unavailable.set(None);
                        lang.set(picked);
                    }
                    Err(why) => unavailable.set(Some(why)),
                }
            });
        })
    };
    let w = lang.words();
    let trouble = (*unavailable).clone().map(|why| {
        let detail = Some(why).filter(|w| !w.is_empty());
        let unavailable = unavailable.clone();
        let dismiss = Callback::from(move |_: MouseEvent| unavailable.set(None));
        let notice = notice(w.language_unavailable, detail, Some(dismiss), w);
        html! { <div class="notices">{ notice }</div> }
    });
    html! {
        <ContextProvider<Lang> context={*lang}>
            <div class="app app--embed">
                { for trouble }
                { language_select(*lang, onpick) }
                { shown(&link, *lang) }
            </div>
        </ContextProvider<Lang>>
    }
}

/// The board or the puzzle, or why the link cannot be opened (as the page says it).
fn shown(link: &Result<Option<Link>, LinkError>, lang: Lang) -> Html {
    let w = lang.words();
    match link {
        Ok(Some(Link::Kingdom { board })) => board_viewer(lang, board),
        Ok(Some(Link::Puzzle { board, domino })) => {
            html! { <PuzzleView board={board.clone()} domino={*domino} /> }
        }
        // The loader sends only board links here: nothing else to say of another.
        Ok(_) => broken(notice(w.link_broken, None, None, w)),
        Err(e) => broken(notice(w.link_broken, Some(e.to_string()), None, w)),
    }
}

/// A link that cannot be opened: the embed shows nothing else, so the notice stands in the
/// frame rather than at its foot.
fn broken(notice: Html) -> Html {
    html! { <main class="embed__broken">{ notice }</main> }
}

/// A notice as the page draws one, with the reason on request (and a close button where there
/// is something under it to see).
fn notice(
    text: &'static str,
    detail: Option<String>,
    dismiss: Option<Callback<MouseEvent>>,
    w: &Words,
) -> Html {
    html! {
        <div class="notice notice--problem" role="alert" data-notice="problem">
            <span class="notice__text">{ text }</span>
            if let Some(detail) = detail {
                <details class="notice__detail">
                    <summary>{ w.details }</summary>
                    <code>{ detail }</code>
                </details>
            }
            if let Some(onclick) = dismiss {
                <button class="notice__close" {onclick} aria-label={w.dismiss}>{ "×" }</button>
            }
        </div>
    }
}
