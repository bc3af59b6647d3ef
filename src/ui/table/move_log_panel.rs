//! What everyone did, folded under the boards: every move in the sentences the live region
//! speaks, the newest first, and a replay of the last round (the moves since the person's last
//! action) that comes back to the game as it was.

use yew::prelude::*;

use crate::i18n::fill;
use crate::ui::board::art::colour_mark;
use crate::ui::store::{use_store, Msg};

#[function_component(MoveLogPanel)]
pub fn move_log_panel() -> Html {
    let store = use_store();
    // The list is drawn only while it is open: a long game's hundreds of lines cost nothing shut.
    let open = use_state(|| false);
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let moves = &store.log.moves;
    if moves.is_empty() {
        return html! {};
    }
    let (lang, w) = (store.lang, store.lang.words());
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            let details: web_sys::HtmlDetailsElement = e.target_unchecked_into();
            open.set(details.open());
        })
    };
    let lines = open.then(|| {
        moves
            .iter()
            .enumerate()
            .rev()
            .filter_map(|(i, m)| {
                let text = m.sentence(lang, session)?;
                let seat = &session.seats[m.seat.index()];
                Some(html! {
                    <li class="log__move" key={i} data-log-move={i.to_string()}>
                        { colour_mark(lang, seat.king_colour()) }{ text }
                    </li>
                })
            })
            .collect::<Html>()
    });
    // Only in a game in play with someone else's moves since the person's last action.
    let since = session.last_human_action().map_or(0, |i| i + 1);
    let replay_round = (session.played_here() && since < moves.len()).then(|| {
        let store = store.clone();
        let onclick = Callback::from(move |_: MouseEvent| store.dispatch(Msg::ReplayLastRound));
        html! { <button class="log__replay" {onclick}>{ w.replay_round }</button> }
    });
    html! {
        <section class="log" aria-label={w.log_label}>
            <details class="log__details" {ontoggle}>
                <summary>{ fill(w.log_title, &[&moves.len()]) }</summary>
                // Focusable, so that the keyboard can scroll a long list.
                <ol class="log__list" tabindex="0" aria-label={w.log_label}>{ for lines }</ol>
            </details>
            { for replay_round }
        </section>
    }
}
