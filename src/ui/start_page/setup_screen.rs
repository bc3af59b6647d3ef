//! Setting the table: seats, options and an optional seed.

use std::rc::Rc;

use web_sys::{Event, InputEvent, MouseEvent, SubmitEvent};
use yew::prelude::*;

use crate::ai::Level;
use crate::i18n::{fill, Lang};
use crate::page::pace::Pace;
use crate::page::seats::Seat;
use crate::page::setup_form::player_choices;
use crate::rules::{GameSetup, Variant};
use crate::ui::daily::daily_panel::daily_panel;
use crate::ui::panels::how_to_play::{how_to_play_unfolding, Part};
use crate::ui::start_page::game_options::game_options;
use crate::ui::start_page::lesson_offer::lesson_offer;
use crate::ui::start_page::open_record::open_record;
use crate::ui::start_page::saved_games::saved_games;
use crate::ui::start_page::seat_row::seat_row;
use crate::ui::start_page::setup_form::{checked, edit, input_value, Form, FormEdit};
use crate::ui::start_page::speed_test::speed_test;
use crate::ui::start_page::statistics_panel::StatisticsPanel;
use crate::ui::store::random_seed;
use crate::ui::store::{use_store, Msg, Notice, StoreHandle};
use crate::ui::workers::ai_client::AiClient;

/// The games by link kept in this browser, the gallery of its kingdoms and the deck "To
/// practise", as a build's root draws them: the page's lists the games and imports files, and
/// shows the gallery and the deck; the start screen's own build hands a file to the page's, and
/// carries none of their code (`import_hand_off.rs`; a browser that keeps any is no first
/// visit: `web/loader.js`).
/// Chosen when compiled, not compared when drawn.
pub trait KeptGames {
    /// Above the quick start: the games kept (when there are any).
    fn listed() -> Html;
    /// At the foot: their import (when there are none).
    fn import() -> Html;
    /// Above the statistics: the kingdoms built here (when there are any).
    fn gallery() -> Html;
    /// Above the quick start: the deck "To practise" (when it holds a puzzle).
    fn practice(store: &StoreHandle) -> Html;
}

#[function_component(SetupScreen)]
pub fn setup_screen<K: KeptGames + 'static>() -> Html {
    let store = use_store();
    let ai = use_context::<Rc<AiClient>>().expect("the app provides the computer players");
    let (lang, w) = (store.lang, store.lang.words());
    let form = use_state(|| Form::new(lang));
    let onsubmit = start_game(&form, &store);
    let invite = invite_friends(&form, &store);
    let quick_start = quick_start(&store);
    // How to play and the full setup, drawn once first opened: closed, they are most of the
    // screen's elements, and time before its button shows on a slow phone.
    let (howto_drawn, setup_drawn) = (use_state_eq(|| false), use_state_eq(|| false));
    html! {
        <main class="setup">
            <h1 class="setup__title">{ "Kingdomino" }</h1>
            <p class="setup__intro">{ w.intro }</p>
            { lesson_offer(&store) }
            { saved_games(&store) }
            { K::listed() }
            { K::practice(&store) }
            <button type="button" class="setup__quick" onclick={quick_start}>{ w.quick_start }</button>
            <p class="setup__quick-what">{ w.quick_start_what }</p>
            { daily_panel(&store) }
            { how_to_play_unfolding(lang, &Part::ALL, w.howto_title, *howto_drawn, Some(when_opened(&howto_drawn))) }
            <details class="setup__more" ontoggle={when_opened(&setup_drawn)}>
                <summary>{ w.more_setup }</summary>
                if *setup_drawn { { full_setup(lang, &form, onsubmit, invite) } }
            </details>
            { open_record(&store) }
            { K::import() }
            { K::gallery() }
            <StatisticsPanel />
            // For the curious: how fast this device runs the Expert.
            <details class="setup__details">
                <summary>{ w.details }</summary>
                { speed_test(&store, &ai) }
            </details>
        </main>
    }
}

/// Marks `drawn` once the `<details>` it listens to is opened.
fn when_opened(drawn: &UseStateHandle<bool>) -> Callback<Event> {
    let drawn = drawn.clone();
    Callback::from(move |e: Event| {
        let details: web_sys::HtmlDetailsElement = e.target_unchecked_into();
        if details.open() {
            drawn.set(true);
        }
    })
}

/// The full setup, drawn once its panel is opened: the table, the seats, the options, the
/// seed and the pace, and the two ways to start.
fn full_setup(
    lang: Lang,
    form: &UseStateHandle<Form>,
    onsubmit: Callback<SubmitEvent>,
    invite: Callback<MouseEvent>,
) -> Html {
    let w = lang.words();
    let update = |f: Box<FormEdit>| edit(form, f);
    let seat_rows = (0..form.players).map(|index| seat_row(lang, form, index));
    html! {
        <form class="setup__form" {onsubmit}>
            { table_choice(lang, form) }
            { for seat_rows }
            { game_options(lang, form) }
            <label class="setup__seed">{ w.seed_label }
                <input name="seed" inputmode="numeric" value={form.seed.clone()} placeholder={w.seed_placeholder}
                    oninput={update(Box::new(|f, e| f.seed = input_value(e))).reform(|e: InputEvent| Event::from(e))} />
            </label>
            <label class="setup__pace">{ w.pace }
                <select name="pace" onchange={update(Box::new(|f, e| f.pace = Pace::from_name(&input_value(e))))}>
                    { for Pace::ALL.iter().map(|p| html! { <option value={p.name()} selected={form.pace == *p}>{ w.paces[*p as usize] }</option> }) }
                </select>
            </label>
            <button type="submit" class="setup__start">{ w.start }</button>
            <button type="button" class="setup__by-link" onclick={invite}>{ w.by_link_start }</button>
            <p class="setup__by-link-what">{ w.by_link_what }</p>
        </form>
    }
}

/// The table: the game, the players (some with Age of Giants only) and the teams where the
/// Royal Wedding offers them.
fn table_choice(lang: Lang, form: &UseStateHandle<Form>) -> Html {
    let w = lang.words();
    let update = |f: Box<FormEdit>| edit(form, f);
    let o = form.options;
    html! {
        <>
    <label class="setup__variant">{ w.game }{ " " }
        <select name="variant" onchange={update(Box::new(|f, e| f.variant = match input_value(e).as_str() {
            "queendomino" => Variant::Queendomino,
            "royal-wedding" => Variant::RoyalWedding,
            _ => Variant::Kingdomino,
        }))}>
            <option value="kingdomino" selected={form.variant == Variant::Kingdomino}>{ "Kingdomino" }</option>
            <option value="queendomino" selected={form.variant == Variant::Queendomino}>{ "Queendomino" }</option>
            <option value="royal-wedding" selected={form.variant == Variant::RoyalWedding}>{ w.royal_wedding_choice }</option>
        </select>
    </label>
    <label class="setup__players">{ w.players }{ " " }
        <select name="players" onchange={update(Box::new(|f, e| f.players = input_value(e).parse().unwrap_or(2)))}>
            { for player_choices(form.variant).into_iter().map(|(n, giants)| html! {
                <option value={n.to_string()} selected={form.players == n as usize}>
                    { if giants { fill(w.players_with_giants, &[&n]) } else { n.to_string() } }
                </option>
            }) }
        </select>
    </label>
    if GameSetup::offers_teams(form.variant, o.age_of_giants, form.players as u8) {
        <label class="setup__option setup__teams">
            <input type="checkbox" name="teams" checked={form.teams}
                onchange={update(Box::new(|f, e| f.teams = checked(e)))} />
            { w.teams_option }
        </label>
    } else if form.variant == Variant::RoyalWedding && form.players >= 7 {
        <p class="setup__note">{ w.better_in_teams }</p>
    }
        </>
    }
}

/// Starts the game the form sets up (a seed that is not a number is refused in a sentence).
fn start_game(form: &UseStateHandle<Form>, store: &StoreHandle) -> Callback<SubmitEvent> {
    let (form, store) = (form.clone(), store.clone());
    Callback::from(move |e: SubmitEvent| {
        e.prevent_default();
        match form.start(random_seed(), store.lang.words()) {
            Ok(start) => store.dispatch(start),
            Err(why) => store.dispatch(Msg::Notice(Notice::problem(why))),
        }
    })
}

/// The same table to play with friends by link: the game's number is drawn here and deals
/// nothing; the players' reveals deal.
fn invite_friends(form: &UseStateHandle<Form>, store: &StoreHandle) -> Callback<MouseEvent> {
    let (form, store) = (form.clone(), store.clone());
    Callback::from(
        move |_: MouseEvent| match form.table(random_seed(), store.lang.words()) {
            Ok((setup, seats)) => store.dispatch(Msg::InviteByLink { setup, seats }),
            Err(why) => store.dispatch(Msg::Notice(Notice::problem(why))),
        },
    )
}

/// The first game in one click: two-player Kingdomino against Greedy, a level a newcomer can
/// beat (it takes the most points it can each turn and plans nothing: a little planning wins),
/// where the Expert wins almost every game and Random teaches nothing.
fn quick_start(store: &StoreHandle) -> Callback<MouseEvent> {
    let store = store.clone();
    Callback::from(move |_: MouseEvent| {
        let w = store.lang.words();
        let mut seats = Seat::defaults(2, store.lang);
        seats[0].name = w.you.to_string();
        seats[1].name = w.levels[1].to_string();
        seats[1].level = Level::Greedy;
        store.dispatch(Msg::Start {
            setup: GameSetup::kingdomino(2, random_seed()),
            seats,
            pace: Pace::default(),
        });
    })
}
