//! Age of Giants at the table: the quests of the game, the giants in the box, and what a person
//! does with a giant. An arriving (or received) giant is dragged onto a crowned square (or the
//! square clicked, or a button pressed); footsteps send a giant with a button naming the giant
//! and the opponent.

use yew::prelude::*;

use crate::i18n::fill;

use super::art::Giant;
use super::pointer::use_drag;
use super::store::{use_store, Msg};
use crate::rules::{Action, GiantsAction, Pos};

#[function_component(GiantsPanel)]
pub fn giants_panel() -> Html {
    let store = use_store();
    let drag = use_drag::<Option<Pos>>();
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
    let mut legal = Vec::new();
    table.legal_actions(&mut legal);
    let person = session.human_to_move();
    let covers: Vec<Pos> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Giants(GiantsAction::Cover(at)) if person => Some(*at),
            _ => None,
        })
        .collect();
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
    let token = (!covers.is_empty()).then(|| {
        let player = me.expect("someone places the giant");
        let handlers = {
            let store = store.clone();
            drag.onto_square("[data-giant-hand]", player, move |at| {
                store.dispatch(Msg::Play(Action::Giants(GiantsAction::Cover(at))))
            })
        };
        let floating = drag.current().map(|d| {
            let label = match d.load {
                Some(at) if covers.contains(&at) => w.covers_this_crown,
                Some(_) => w.only_on_crown,
                None => "",
            };
            html! {
                <span key="float" class="giants__float" style={format!("left: {}px; top: {}px", d.x, d.y)} data-giant-preview={label}>
                    <Giant />{ label }
                </span>
            }
        });
        html! {
            <div class="giants__hand">
                <span key="giant" class="giants__token" data-giant-hand="true"
                    title={w.giant_title}
                    onpointerdown={handlers.down} onpointermove={handlers.moved}
                    onpointerup={handlers.up} onpointercancel={handlers.cancel}><Giant /></span>
                <span key="help">{ w.giant_help }</span>
                { for floating }
            </div>
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
            <button class="giants__cover" onclick={play(Action::Giants(GiantsAction::Cover(at)))}
                data-cover-row={at.row.to_string()} data-cover-col={at.col.to_string()}>
                { fill(w.cover_square, &[&what, &lang.square(at.row, at.col)]) }
            </button>
        }
    });
    let sends = legal.iter().filter_map(|&a| match a {
        Action::Giants(GiantsAction::Send { from, to }) if person => Some((a, from, to)),
        _ => None,
    });
    let send_buttons: Vec<Html> = sends
        .map(|(action, from, to)| {

            html! {
                <button class="giants__send" onclick={play(action)}
                    data-send-row={from.row.to_string()} data-send-col={from.col.to_string()} data-send-to={to.0.to_string()}>
                    { fill(w.send_giant, &[&lang.square(from.row, from.col), &session.kingdom_name(to)]) }
                </button>
            }
        })
        .collect();
    let footsteps = (!send_buttons.is_empty()).then(|| {
        html! {
            <div class="giants__footsteps">
                <p>{ w.footsteps_help }</p>
                { for send_buttons }
            </div>
        }
    });
    html! {
        <section class="giants" aria-label={w.giants_and_quests}>
            { for quests_html }
            <p class="giants__box" data-giants-in-box={giants.in_box().to_string()}>
                { fill(w.giants_in_box, &[&giants.in_box()]) }
            </p>
            if let Some(text) = waiting { <p class="giants__waiting" data-giant-waiting="true">{ text }</p> }
            { for token }
            <div class="giants__actions">{ for cover_buttons }</div>
            { for footsteps }
        </section>
    }
}
