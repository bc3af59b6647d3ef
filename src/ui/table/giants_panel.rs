//! Age of Giants at the table: the quests of the game, the giants in the box, the giant waiting
//! for a crown, and a button per crown it may cover (the keyboard's way; the banner holds the
//! giant to drag and the footsteps' buttons).

use yew::prelude::*;

use crate::i18n::{fill, Lang};

use crate::page::choices::act;
use crate::rules::{PlayerId, Pos, Table};
use crate::ui::store::{Msg, StoreHandle};

/// The quests of the game, each with its rule (none without quests).
fn quests(lang: Lang, table: &Table) -> Option<Html> {
    let w = lang.words();
    let quests = table.rules().bonuses.quests;
    let quest_list = quests.iter().flatten().map(|q| {
        html! {
            <li class="giants__quest" data-quest={q.id()}>
                <strong>{ lang.quest_name(*q) }</strong>{ fill(w.to_do, &[&"", &lang.quest_rule(*q)]) }
            </li>
        }
    });
    quests[0].is_some().then(|| {
        html! {
            <div class="giants__quests">
                <h3>{ w.quests }</h3>
                <ul>{ for quest_list }</ul>
            </div>
        }
    })
}

/// A button that puts the giant waiting on the crown at `at`, saying which square.
fn cover_button(store: &StoreHandle, table: &Table, me: Option<PlayerId>, at: Pos) -> Html {
    let (lang, w) = (store.lang, store.lang.words());
    let square = me.and_then(|p| table.seat_kingdom(p).square(at));
    let what = square.map_or(String::new(), |s| {
        let crowns = lang.plural(w.crowns_label, s.crowns.into());
        fill(w.square_title, &[&lang.terrain(s.terrain), &crowns])
    });
    let onclick = {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::Play(act::cover(at))))
    };
    html! {
        <button class="giants__cover" {onclick}
            data-cover-row={at.row.to_string()} data-cover-col={at.col.to_string()}>
            { fill(w.cover_square, &[&what, &lang.square(at.row, at.col)]) }
        </button>
    }
}

pub fn giants_panel(store: &StoreHandle) -> Html {
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let w = store.lang.words();
    let quests_html = quests(store.lang, table);
    let Some(giants) = table.giants() else {
        return html! { <section class="giants" aria-label={w.quests}>{ for quests_html }</section> };
    };
    let person = session.human_to_move();
    let covers: &[Pos] = if person { &store.choices.covers } else { &[] };
    let me = table.to_move();
    let waiting = giants.waiting().map(|(kingdom, from_box)| {
        let who = session.kingdom_name(kingdom);
        fill(
            if from_box {
                w.giant_arrives
            } else {
                w.giant_sent
            },
            &[&who],
        )
    });
    let cover_buttons = covers.iter().map(|&at| cover_button(store, table, me, at));
    html! {
        <section class="giants" aria-label={w.giants_and_quests}>
            { for quests_html }
            <p class="giants__box" data-giants-in-box={giants.in_box().to_string()}>
                { fill(w.giants_in_box, &[&giants.in_box()]) }
            </p>
            if let Some(text) = waiting { <p class="giants__waiting" data-giant-waiting="true">{ text }</p> }
            if !covers.is_empty() {
                <p class="giants__help">{ w.gestures(store.touch).giant_help }</p>
                <div class="giants__actions">{ for cover_buttons }</div>
            }
        </section>
    }
}
