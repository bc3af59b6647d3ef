//! The embeds' own root (`src/bin/embed.rs`): an embedded kingdom or puzzle, drawn without the
//! page's store. The store's reducer reaches every screen, games by link and their
//! cryptography; this root reaches the two views, the rules they score with and the words, so a
//! blog's reader downloads a fraction of the page. `web/loader.js` sends only such links here
//! (`notation::is_board_link`); every other address, embedded or not, gets the page.

use yew::prelude::*;

use crate::i18n::{Lang, Words};
use crate::notation::{parse_board_link, Link, LinkError};
use crate::ui::app::fragment;
use crate::ui::hooks::window_listener::use_window_listener;
use crate::ui::language::{self, language_select};
use crate::ui::replay::board_viewer::BoardViewer;
use crate::ui::replay::puzzle_view::PuzzleView;

/// Mounts the embed on the page's body.
pub fn start() {
    yew::Renderer::<EmbedApp>::new().render();
}

#[function_component(EmbedApp)]
fn embed_app() -> Html {
    // An embed reads nothing this site's page remembered, and remembers nothing.
    let lang = use_state_eq(|| language::initial(true));
    let link = use_state_eq(|| parse_board_link(&fragment()));
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
        let lang = lang.clone();
        Callback::from(move |picked: Lang| lang.set(picked))
    };
    html! {
        <ContextProvider<Lang> context={*lang}>
            <div class="app app--embed">
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
        Ok(Some(Link::Kingdom { board })) => html! { <BoardViewer board={board.clone()} /> },
        Ok(Some(Link::Puzzle { board, domino })) => {
            html! { <PuzzleView board={board.clone()} domino={*domino} /> }
        }
        // The loader sends only board links here: nothing else to say of another.
        Ok(_) => broken(w, None),
        Err(e) => broken(w, Some(e.to_string())),
    }
}

/// The page's notice for a link it cannot open, with the reason on request.
fn broken(w: &Words, detail: Option<String>) -> Html {
    html! {
        <div class="notices">
            <div class="notice notice--problem" role="alert" data-notice="problem">
                <span class="notice__text">{ w.link_broken }</span>
                if let Some(detail) = detail {
                    <details class="notice__detail">
                        <summary>{ w.details }</summary>
                        <code>{ detail }</code>
                    </details>
                }
            </div>
        </div>
    }
}

fn reload() {
    if let Some(window) = web_sys::window() {
        let _ = window.location().reload();
    }
}
