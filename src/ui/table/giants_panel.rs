//! Age of Giants at the table: the quests of the game, the giants in the box, the giant waiting
//! for a crown, and a button per crown it may cover (the keyboard's way; the banner holds the
//! giant to drag and the footsteps' buttons).

use yew::prelude::*;

use crate::i18n::fill;

use crate::page::choices::act;
use crate::rules::{Action, Pos};
use crate::ui::store::{Msg, StoreHandle};

pub fn giants_panel(store: &StoreHandle) -> Html {
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let (lang, w) = (store.lang, store.lang.words());
    let quests = table.rules().bonuses.quests;
    let quest_list = quests.iter().flatten().map(|q| {
        html! {
            <li class="giants__quest" data-quest={q.id()}>
                <strong>{ lang.quest_name(*q) }</strong>{ fill(w.to_do, &[&"", &lang.quest_rule(*q)]) }
            </li>
        }
    });
    let quests_html = quests[0].is_some().then(|| {
        html! {
            <div class="giants__quests">
                <h3>{ w.quests }</h3>
                <ul>{ for quest_list }</ul>
            </div>
        }
    });
    let Some(giants) = table.giants() else {
        return html! { <section class="giants" aria-label={w.quests}>{ for quests_html }</section> };
    };
    let person = session.human_to_move();
    let covers: &[Pos] = if person { &store.choices.covers } else { &[] };
    let me = table.to_move();
    let play = |action: Action| {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::Play(action)))
    };
    let waiting = giants.waiting().map(|(kingdom, from_box)| {
        let who = session.kingdom_name(kingdom);
        if from_box {
            fill(w.giant_arrives, &[&who])
        } else {
            fill(w.giant_sent, &[&who])
        }
    });
    let cover_buttons = covers.iter().map(|&at| {
        let square = me.and_then(|p| table.seat_kingdom(p).square(at));
        let what = square.map_or(String::new(), |s| {
            fill(
                w.square_title,
                &[
                    &lang.terrain(s.terrain),
                    &lang.plural(w.crowns_label, s.crowns.into()),
                ],
            )
        });
        html! {
            <button class="giants__cover" onclick={play(act::cover(at))}
                data-cover-row={at.row.to_string()} data-cover-col={at.col.to_string()}>
                { fill(w.cover_square, &[&what, &lang.square(at.row, at.col)]) }
            </button>
        }
    });
    html! {
        <section class="giants" aria-label={w.giants_and_quests}>
            { for quests_html }
            <p class="giants__box" data-giants-in-box={giants.in_box().to_string()}>
                { fill(w.giants_in_box, &[&giants.in_box()]) }
            </p>
            if let Some(text) = waiting { <p class="giants__waiting" data-giant-waiting="true">{ text }</p> }
            if !covers.is_empty() {
                <p class="giants__help">{ w.giant_help }</p>
                <div class="giants__actions">{ for cover_buttons }</div>
            }
        </section>
    }
}
