//! A game by link's own panel: whom the game waits for, the link to send them (copy, or the
//! browser's share sheet), and, in a browser that has not joined, the seats to take.

use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use crate::by_link::{Awaited, GameByLink, Seat as LinkSeat};
use crate::i18n::rules_words::{game_name, rule_lines};
use crate::i18n::{Lang, Words};
use crate::page::table_by_link::TableByLink;
use crate::ui::copied::{use_copier, write, Copier};
use crate::ui::isolated::{fill_html, fill_isolated};
use crate::ui::store::{use_store, Msg};

/// Opens the browser's share sheet with `url` where it has one; else copies it.
fn share(url: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    let share = js_sys::Reflect::get(&navigator, &JsValue::from_str("share")).ok();
    match share.as_ref().and_then(|f| f.dyn_ref::<js_sys::Function>()) {
        Some(share) => {
            let data = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&data, &"url".into(), &JsValue::from_str(url));
            let _ = share.call1(&navigator, &data);
        }
        None => write(url, || {}),
    }
}

#[function_component(ByLinkPanel)]
pub fn by_link_panel() -> Html {
    let store = use_store();
    let copier = use_copier();
    let Some(table) = store.table_by_link() else {
        return html! {};
    };
    let (lang, w) = (store.lang, store.lang.words());
    let (kind, seats, sentence) = status(table, lang);
    let awaited = table.awaited();
    let free: Vec<usize> = table
        .game
        .persons()
        .filter(|(_, _, key)| key.is_none())
        .map(|(i, _, _)| i)
        .collect();
    // An embed only shows the game (it keeps nothing): the full page takes seats and plays.
    let watching = table.keeps && table.me.is_none() && free.is_empty();
    let my_turn = matches!(awaited, Awaited::Move(seat) if table.me == Some(seat));
    let link = format!("{}#{}", crate::ui::frame::page_address(), table.game);
    let take = free.iter().filter(|_| table.me.is_none()).map(|&seat| {
        let store = store.clone();
        let onclick = Callback::from(move |_: MouseEvent| store.dispatch(Msg::TakeSeat(seat)));
        let name = match &table.game.seats[seat] {
            LinkSeat::Person { name, .. } => name.clone(),
            LinkSeat::Computer(_) => String::new(),
        };
        html! { <button class="by-link__seat" data-take-seat={seat.to_string()} {onclick}><bdi>{ name }</bdi></button> }
    });
    let awaited_seats: Vec<String> = seats.iter().map(usize::to_string).collect();
    html! {
        <section class="by-link" aria-label={w.by_link_start} data-awaited={kind}
            data-awaited-seats={awaited_seats.join(",")}
            data-my-seat={table.me.map(|s| s.to_string())}
            data-checking={(!table.unchecked.is_empty()).then_some("true")}>
            <p class="by-link__status" role="status">{ sentence }</p>
            if !table.unchecked.is_empty() {
                <p class="by-link__checking">{ w.by_link_checking }</p>
            }
            if table.keeps && table.me.is_none() && !free.is_empty() {
                { invitation(table, lang) }
                <div class="by-link__seats">{ for take }</div>
            }
            if !table.keeps {
                { play_here(&link, w) }
            }
            if table.game.is_proved() {
                { seat_keys(&table.game, w) }
            } else {
                <p class="by-link__unproved" data-unproved="true">{ w.by_link_unproved }</p>
            }
            if watching {
                <p class="by-link__watching">{ w.by_link_watching }{ " " }{ w.by_link_lost }</p>
            }
            if !my_turn && (table.me.is_some() || watching) {
                { send_link(&link, w, &copier) }
            }
        </section>
    }
}

/// What the game waits for (its kind, the seats awaited) and the sentence that says it, from this
/// browser's seat.
fn status(table: &TableByLink, lang: Lang) -> (&'static str, Vec<usize>, Html) {
    let w = lang.words();
    let names = |seats: &[usize]| {
        let names: Vec<String> = seats.iter().map(|&s| table.name(s, lang)).collect();
        lang.list(&names.iter().map(String::as_str).collect::<Vec<_>>())
    };
    let awaited = table.awaited();
    let inviter = table.game.persons().next().map_or(0, |(i, _, _)| i);
    match &awaited {
        Awaited::Join(seats) if table.me.is_none() => {
            ("join", seats.clone(), html! { { w.by_link_take_seat } })
        }
        Awaited::Join(seats) if table.me == Some(inviter) => (
            "join",
            seats.clone(),
            fill_isolated(w.by_link_join, &[&names(seats)]),
        ),
        Awaited::Join(seats) => (
            "join",
            seats.clone(),
            fill_isolated(w.by_link_joined, &[&table.name(inviter, lang)]),
        ),
        Awaited::Reveal(seats) => (
            "reveal",
            seats.clone(),
            fill_isolated(w.by_link_reveal, &[&names(seats)]),
        ),
        Awaited::Move(seat) if table.me == Some(*seat) => {
            ("move", vec![*seat], html! { { w.by_link_your_turn } })
        }
        Awaited::Move(seat) if table.revealed_only => (
            "move",
            vec![*seat],
            fill_isolated(w.by_link_revealed, &[&table.name(*seat, lang)]),
        ),
        Awaited::Move(seat) => (
            "move",
            vec![*seat],
            fill_isolated(w.by_link_send, &[&table.name(*seat, lang)]),
        ),
        Awaited::Over => ("over", Vec::new(), html! { { w.by_link_over } }),
    }
}

/// Which key took each seat (folded): one person behind two names shows as one key twice.
fn seat_keys(game: &GameByLink, w: &Words) -> Html {
    let keys = game.persons().map(|(seat, name, key)| {
        let fingerprint = key.and_then(|k| k.public()).map(|p| p.fingerprint());
        html! {
            <li data-seat-key={seat.to_string()}>
                <bdi>{ name.clone() }</bdi>{ ": " }
                { match fingerprint {
                    Some(f) => html! { <code>{ f }</code> },
                    None => html! { { w.by_link_not_joined } },
                } }
            </li>
        }
    });
    html! {
        <details class="by-link__keys">
            <summary>{ w.by_link_keys }</summary>
            <ul>{ for keys }</ul>
        </details>
    }
}

/// In an embed: the game is shown read-only, and the full page plays it (and keeps it).
fn play_here(link: &str, w: &Words) -> Html {
    html! {
        <p class="by-link__embedded">{ w.by_link_embedded }{ " " }
            <a href={link.to_string()} target="_blank" rel="noopener" data-play-here="true">
                { w.by_link_play_here }
            </a>
        </p>
    }
}

/// The link to send on: shown, to copy, or to share.
fn send_link(link: &str, w: &Words, copier: &Copier) -> Html {
    let oncopy = {
        let (link, copy) = (link.to_string(), copier.copy.clone());
        Callback::from(move |_: MouseEvent| copy.emit(link.clone()))
    };
    let onshare = {
        let link = link.to_string();
        Callback::from(move |_: MouseEvent| share(&link))
    };
    html! {
        <div class="by-link__send">
            <input class="by-link__link" readonly=true value={link.to_string()} data-by-link={link.to_string()}
                aria-label={w.copy_link} />
            <button class="by-link__copy" onclick={oncopy}>{ w.copy_link }</button>
            { copier.note(w) }
            <button class="by-link__share" onclick={onshare}>{ w.by_link_share }</button>
        </div>
    }
}

/// What a friend who opens the invitation reads before taking a seat: who invites, to which
/// game, who sits at the table, the rules (folded), and how playing by link goes.
fn invitation(table: &TableByLink, lang: Lang) -> Html {
    let w = lang.words();
    let Ok(rules) = table.game.record.setup.rules() else {
        return html! {};
    };
    let inviter = table.game.persons().next().map_or(0, |(i, _, _)| i);
    let seats: Vec<String> = (0..table.game.seats.len())
        .map(|s| table.name(s, lang))
        .collect();
    let seats = lang.list(&seats.iter().map(String::as_str).collect::<Vec<_>>());
    let game = html! { <strong>{ game_name(&rules, lang) }</strong> };
    let who = html! { <bdi>{ table.name(inviter, lang) }</bdi> };
    let lines = rule_lines(&rules, lang);
    // Read aloud and compared: an invitation made under another key is another game.
    let key = table
        .game
        .persons()
        .next()
        .and_then(|(_, _, key)| key?.public())
        .map(|public| {
            let name = html! { <bdi>{ table.name(inviter, lang) }</bdi> };
            let print = html! { <code data-inviter-key="true">{ public.fingerprint() }</code> };
            html! { <p>{ fill_html(w.by_link_inviter_key, &[name, print]) }</p> }
        });
    html! {
        <div class="by-link__invitation" data-invitation="true">
            <p>{ fill_html(w.by_link_invited, &[who, game]) }{ " " }
                { fill_isolated(w.by_link_at_table, &[&seats]) }</p>
            { for key }
            <p>{ w.by_link_how }</p>
            <details class="rules">
                <summary>{ w.rules_title }</summary>
                <ul>{ for lines.into_iter().map(|l| html! { <li>{ l }</li> }) }</ul>
            </details>
        </div>
    }
}
