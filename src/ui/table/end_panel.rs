//! The end of a game, at the top of the screen: who won, large; the person's own rank and
//! margin; and the ways on (a rematch with the same seats and a new deal, the replay, the link to
//! share, a new game).

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::i18n::{fill, Lang};
use crate::notation::GameRecord;
use crate::page::reveal::verdict_at_ms;
use crate::page::session::Session;
use crate::rules::GameSetup;
use crate::ui::copied::use_copier;
use crate::ui::daily::daily_result::{daily_result, use_daily_review};
use crate::ui::panels::kingdom_card::postcard_maker;
use crate::ui::panels::share_panel::SharePanel;
use crate::ui::replay::reviewer::{use_reviewing, Reviewing};
use crate::ui::storage::save;
use crate::ui::store::random_seed;
use crate::ui::store::{use_store, Msg, StoreHandle};

#[function_component(EndPanel)]
pub fn end_panel() -> Html {
    let store = use_store();
    let reviewing = use_reviewing();
    let copier = use_copier();
    use_daily_review(&store, &reviewing);
    let verdict_at = store
        .session
        .as_ref()
        .map_or(0, |s| verdict_at_ms(s.table()));
    use_fanfare(verdict_at, store.interaction.reveal_skipped, store.embed);
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let lang = store.lang;
    let winners = table.outcome().winners();
    let (verdict, mine) = result_words(session, lang);
    // Who won comes last, once every kingdom is counted (`page::reveal`).
    let style = format!("--at: {verdict_at}ms");
    html! {
        <div class="end" {style}>
            // The guided game's last lesson: how the count goes.
            if let Some(lesson) = store.lesson_sentence() { <p class="end__lesson" data-lesson="score">{ lesson }</p> }
            <p class="end__verdict banner__turn--over" data-over="true"
                data-winners={winners.iter().map(|k| k.0.to_string()).collect::<Vec<_>>().join(",")}>
                { verdict }
            </p>
            if let Some(mine) = mine { <p class="end__mine" data-my-rank="true">{ mine }</p> }
            { daily_result(&store, &reviewing, &copier) }
            { actions(&store, session, &reviewing) }
        </div>
    }
}

/// The winner's sound when they are named (`at_ms`), or at once when the count is skipped; an
/// embed makes none.
#[hook]
fn use_fanfare(at_ms: u32, skipped: bool, embed: bool) {
    use_effect_with(skipped, move |&skipped| {
        let delay = if skipped { 0 } else { at_ms };
        let timer = (!embed).then(|| Timeout::new(delay, crate::ui::sound::fanfare));
        move || drop(timer)
    });
}

/// The ways on: a rematch (not by link), the replay, the Expert's review, sharing (neither by
/// link nor the day's deal, whose record would name the dominoes), the kingdom's postcard and a
/// new game.
fn actions(store: &StoreHandle, session: &Session, reviewing: &Reviewing) -> Html {
    let (by_link, daily) = (session.dealt_together.is_some(), session.daily().is_some());
    let w = store.lang.words();
    let replay = {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::StartReplay))
    };
    let new_game = leaving(store, || Msg::Quit);
    let skip = {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::SkipReveal))
    };
    html! {
        <div class="end__actions">
            if !store.interaction.reveal_skipped { <button class="end__skip" onclick={skip}>{ w.skip_reveal }</button> }
            // A game by link is shared by its own link, and a rematch is a new invitation.
            if !by_link { <button class="end__rematch" onclick={rematch(store, session)}>{ w.rematch }</button> }
            <button class="controls__replay" onclick={replay}>{ w.watch_replay }</button>
            <button class="end__review" onclick={review(store, session, reviewing)}>{ w.review_start }</button>
            // The day's deal is shared by its text, which names no domino; its record would.
            if !by_link && !daily { <SharePanel /> }
            { postcard_maker(store) }
            <button class="controls__new" onclick={new_game}>{ w.new_game }</button>
        </div>
    }
}

/// A button that leaves this game for `msg`'s: its save goes (other games stay).
fn leaving(store: &StoreHandle, msg: impl Fn() -> Msg + 'static) -> Callback<MouseEvent> {
    let store = store.clone();
    Callback::from(move |_: MouseEvent| {
        if let Some(slot) = &store.slot {
            save::forget(slot);
        }
        store.dispatch(msg());
    })
}

/// The same table again, with a new deal.
fn rematch(store: &StoreHandle, session: &Session) -> Callback<MouseEvent> {
    let setup = *session.table().setup();
    let (seats, pace) = (session.seats.clone(), session.pace);
    leaving(store, move || Msg::Start {
        setup: GameSetup {
            seed: random_seed(),
            ..setup
        },
        seats: seats.clone(),
        pace,
    })
}

/// The review starts at once and the replay viewer shows it, from the first move; a review
/// under way (the deal of the day's) goes on, else it starts or goes on from what was found.
fn review(store: &StoreHandle, session: &Session, reviewing: &Reviewing) -> Callback<MouseEvent> {
    let (store, reviewer, state) = (store.clone(), reviewing.reviewer.clone(), &reviewing.state);
    let game = session.game.clone();
    let name = GameRecord::of(&game).to_string();
    let so_far = state.of(&name).cloned();
    let running = state.running && state.game.as_deref() == Some(name.as_str());
    Callback::from(move |_: MouseEvent| {
        if !running {
            reviewer.start(&name, &game, so_far.clone());
        }
        store.dispatch(Msg::StartReplay);
    })
}

/// Who won, in a sentence; and with one person at the table, their own result (at a hot seat the
/// score sheet says it all).
fn result_words(session: &Session, lang: Lang) -> (String, Option<String>) {
    let (table, w) = (session.table(), lang.words());
    let outcome = table.outcome();
    let verdict = crate::page::verdict::verdict(session, lang);
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
