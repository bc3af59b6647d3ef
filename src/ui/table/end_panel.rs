//! The end of a game, at the top of the screen: who won, large; the person's own rank and
//! margin; and the ways on (a rematch with the same seats and a new deal, the replay, the link to
//! share, a new game).

use yew::prelude::*;

use crate::i18n::{fill, Lang};
use crate::notation::GameRecord;
use crate::page::session::Session;
use crate::rules::GameSetup;
use crate::ui::copied::use_copier;
use crate::ui::daily::daily_result::{daily_result, use_daily_review};
use crate::ui::panels::share_panel::SharePanel;
use crate::ui::replay::reviewer::use_reviewing;
use crate::ui::storage::save;
use crate::ui::store::random_seed;
use crate::ui::store::{use_store, Msg};

#[function_component(EndPanel)]
pub fn end_panel() -> Html {
    let store = use_store();
    let reviewing = use_reviewing();
    let copier = use_copier();
    use_daily_review(&store, &reviewing);
    let (reviewer, review_state) = (reviewing.reviewer.clone(), reviewing.state.clone());
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let by_link = session.dealt_together.is_some();
    let daily = session.daily().is_some();
    let (lang, w) = (store.lang, store.lang.words());
    let winners = table.outcome().winners();
    let (verdict, mine) = result_words(session, lang);
    let forget_this = {
        let store = store.clone();
        move || {
            // A new game (or a rematch) leaves this one: its save goes (other games stay).
            if let Some(slot) = &store.slot {
                save::forget(slot);
            }
        }
    };
    let rematch = {
        let (store, forget_this) = (store.clone(), forget_this.clone());
        let setup = *table.setup();
        let (seats, pace) = (session.seats.clone(), session.pace);
        Callback::from(move |_: MouseEvent| {
            forget_this();
            store.dispatch(Msg::Start {
                setup: GameSetup {
                    seed: random_seed(),
                    ..setup
                },
                seats: seats.clone(),
                pace,
            });
        })
    };
    let replay = {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::StartReplay))
    };
    // The review starts at once and the replay viewer shows it, from the first move.
    let review = {
        let store = store.clone();
        let game = session.game.clone();
        let name = GameRecord::of(&game).to_string();
        let so_far = review_state.of(&name).cloned();
        let running = review_state.running && review_state.game.as_deref() == Some(name.as_str());
        Callback::from(move |_: MouseEvent| {
            // A review under way (the deal of the day's) goes on; else it starts, or goes on
            // from what was found.
            if !running {
                reviewer.start(&name, &game, so_far.clone());
            }
            store.dispatch(Msg::StartReplay);
        })
    };
    let new_game = {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| {
            forget_this();
            store.dispatch(Msg::Quit);
        })
    };
    html! {
        <div class="end">
            <p class="end__verdict banner__turn--over" data-over="true"
                data-winners={winners.iter().map(|k| k.0.to_string()).collect::<Vec<_>>().join(",")}>
                { verdict }
            </p>
            if let Some(mine) = mine { <p class="end__mine" data-my-rank="true">{ mine }</p> }
            { daily_result(&store, &reviewing, &copier) }
            <div class="end__actions">
                // A game by link is shared by its own link, and a rematch is a new invitation.
                if !by_link { <button class="end__rematch" onclick={rematch}>{ w.rematch }</button> }
                <button class="controls__replay" onclick={replay}>{ w.watch_replay }</button>
                <button class="end__review" onclick={review}>{ w.review_start }</button>
                // The day's deal is shared by its text, which names no domino; its record would.
                if !by_link && !daily { <SharePanel /> }
                <button class="controls__new" onclick={new_game}>{ w.new_game }</button>
            </div>
        </div>
    }
}

/// Who won, in a sentence; and with one person at the table, their own result (at a hot seat the
/// score sheet says it all).
fn result_words(session: &Session, lang: Lang) -> (String, Option<String>) {
    let (table, w) = (session.table(), lang.words());
    let outcome = table.outcome();
    let winners = outcome.winners();
    let names: Vec<String> = winners.iter().map(|&k| session.kingdom_name(k)).collect();
    let verdict = if winners.len() > 1 {
        fill(w.shared_victory, &[&lang.list(&names)])
    } else if outcome.decided_by_tie_break {
        fill(w.wins_tie_break, &[&names[0]])
    } else {
        fill(w.wins, &[&names[0]])
    };
    let mut people = table
        .players()
        .filter(|p| session.seats[p.index()].is_human());
    let mine = match (people.next(), people.next()) {
        (Some(me), None) => {
            let standing = outcome.of(table.kingdom_of(me));
            let margin = outcome.margin(standing);
            Some(fill(
                w.end_rank,
                &[
                    &standing.rank,
                    &outcome.standings.len(),
                    &lang.plural(w.points_n, standing.total.into()),
                    &format!("{margin:+}"),
                ],
            ))
        }
        _ => None,
    };
    (verdict, mine)
}
