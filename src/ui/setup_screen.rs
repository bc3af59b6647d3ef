//! Setting the table: seats, options and an optional seed.

use wasm_bindgen::JsCast;
use web_sys::{Event, HtmlInputElement, HtmlSelectElement, InputEvent, MouseEvent, SubmitEvent};
use yew::prelude::*;

use super::art::ColourMark;
use super::how_to_play::{HowToPlay, Part};
use super::open_record::OpenRecord;
use super::pace::Pace;
use super::saved_games::SavedGames;
use super::seats::{Seat, SeatKind, COLOURS};
use super::speed_test::SpeedTest;
use super::statistics_panel::StatisticsPanel;
use super::store::{use_store, Msg, Notice};
use crate::ai::Level;
use crate::i18n::{fill, Words};
use crate::rules::{
    Edition, GameSetup, Options, Quest, QuestChoice, SetupError, Variant, MAX_PLAYERS,
};

#[derive(Clone, PartialEq)]
struct Form {
    variant: Variant,
    players: usize,
    seats: Vec<Seat>,
    options: Options,
    seed: String,
    pace: Pace,
    /// The team each seat plays in, when teams are asked for (`options.teams` is set from it).
    teams: bool,
    team_of: [u8; MAX_PLAYERS],
}

/// A change to the form, made from the event of the control that changed.
type FormEdit = dyn Fn(&mut Form, &Event);

fn input_value(e: &Event) -> String {
    let target = e.target().expect("event target");
    if let Some(input) = target.dyn_ref::<HtmlInputElement>() {
        input.value()
    } else if let Some(select) = target.dyn_ref::<HtmlSelectElement>() {
        select.value()
    } else {
        String::new()
    }
}

fn checked(e: &Event) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        .is_some_and(|i| i.checked())
}

fn level_label(w: &Words, level: Level) -> &'static str {
    match level {
        Level::Random => w.levels[0],
        Level::Greedy => w.levels[1],
        Level::Hard => w.levels[2],
        Level::Expert => w.levels[3],
    }
}

/// Gives seat `i` the colour `colour`; a seat that had it takes seat `i`'s old one, so that no
/// two seats share a colour and a mark.
fn pick_colour(seats: &mut [Seat], i: usize, colour: usize) {
    let old = seats[i].colour;
    if let Some(other) = seats.iter_mut().find(|s| s.colour == colour) {
        other.colour = old;
    }
    seats[i].colour = colour;
}

fn random_seed() -> u64 {
    getrandom::u64().unwrap_or_else(|_| (js_sys::Math::random() * 9.007_199_254_740_991e15) as u64)
}

#[function_component(SetupScreen)]
pub fn setup_screen() -> Html {
    let store = use_store();
    let (lang, w) = (store.lang, store.lang.words());
    // Names start empty: the placeholder shows the default in the reader's language.
    let form = use_state(|| Form {
        variant: Variant::Kingdomino,
        players: 2,
        seats: Seat::defaults(MAX_PLAYERS, lang)
            .into_iter()
            .map(|s| Seat {
                name: String::new(),
                ..s
            })
            .collect(),
        options: Options::default(),
        seed: String::new(),
        pace: Pace::default(),
        teams: false,
        team_of: Options::paired_teams(MAX_PLAYERS as u8),
    });
    let update = |f: Box<FormEdit>| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut next = (*form).clone();
            let players_before = next.players;
            f(&mut next, &e);
            if !GameSetup::offers_giants(next.variant) {
                next.options.age_of_giants = false;
            }
            let giants = next.options.age_of_giants;
            let counts = GameSetup::player_counts(next.variant, giants);
            if !counts.contains(&(next.players as u8)) {
                next.players = usize::from(*counts.last().unwrap_or(&4));
            }
            if !GameSetup::offers_mighty_duel(next.variant, giants, next.players as u8) {
                next.options.mighty_duel = false;
            }
            if giants || next.options.quests != QuestChoice::None {
                next.options.harmony = false;
                next.options.middle_kingdom = false;
            }
            if !GameSetup::offers_teams(next.variant, giants, next.players as u8) {
                next.teams = false;
            }
            if next.players != players_before {
                next.team_of = Options::paired_teams(next.players as u8);
            }
            next.options.teams = next.teams.then_some(next.team_of);
            form.set(next);
        })
    };
    let onsubmit = {
        let form = form.clone();
        let store = store.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let seed = match form.seed.trim() {
                "" => random_seed(),
                text => match text.parse::<u64>() {
                    Ok(seed) => seed,
                    Err(_) => {
                        store.dispatch(Msg::Notice(Notice::problem(
                            store.lang.words().seed_invalid,
                        )));
                        return;
                    }
                },
            };
            let setup = GameSetup {
                variant: form.variant,
                players: form.players as u8,
                options: form.options,
                seed,
                edition: Edition::default(),
            };
            if setup.validate() == Err(SetupError::BadTeams) {
                store.dispatch(Msg::Notice(Notice::problem(
                    store.lang.words().teams_invalid,
                )));
                return;
            }
            let mut seats: Vec<Seat> = form.seats[..form.players].to_vec();
            for (i, seat) in seats.iter_mut().enumerate() {
                if seat.name.trim().is_empty() {
                    seat.name = fill(store.lang.words().player_n, &[&(i + 1)]);
                }
            }
            store.dispatch(Msg::Start {
                setup,
                seats,
                pace: form.pace,
            });
        })
    };
    // The first game in one click: two-player Kingdomino against the Expert.
    let quick_start = {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| {
            let w = store.lang.words();
            let mut seats = Seat::defaults(2, store.lang);
            seats[0].name = w.you.to_string();
            seats[1].name = w.expert_name.to_string();
            store.dispatch(Msg::Start {
                setup: GameSetup::kingdomino(2, random_seed()),
                seats,
                pace: Pace::default(),
            });
        })
    };
    let seat_rows = (0..form.players).map(|i| {
        let seat = &form.seats[i];
        html! {
            <fieldset class="setup__seat" style={format!("--king: {}", seat.css_colour())}>
                <legend>{ fill(w.seat_n, &[&(i + 1)]) }</legend>
                <input name={format!("seat-{i}-name")} value={seat.name.clone()} maxlength="24" aria-label={w.name}
                    placeholder={fill(w.player_n, &[&(i + 1)])}
                    oninput={update(Box::new(move |f, e| f.seats[i].name = input_value(e))).reform(|e: InputEvent| Event::from(e))} />
                <select name={format!("seat-{i}-colour")} aria-label={w.colour}
                    onchange={update(Box::new(move |f, e| pick_colour(&mut f.seats, i, input_value(e).parse().unwrap_or(i))))}>
                    { for COLOURS.iter().enumerate().map(|(c, colour)| html! {
                        <option value={c.to_string()} selected={seat.colour == c}>{ fill(w.colour_with_mark, &[&w.colours[c], &w.marks[colour.mark as usize]]) }</option>
                    }) }
                </select>
                <ColourMark colour={seat.king_colour()} />
                <select name={format!("seat-{i}-kind")} aria-label={w.played_by}
                    onchange={update(Box::new(move |f, e| f.seats[i].kind = if input_value(e) == "computer" { SeatKind::Computer } else { SeatKind::Human }))}>
                    <option value="human" selected={seat.kind == SeatKind::Human}>{ w.person }</option>
                    <option value="computer" selected={seat.kind == SeatKind::Computer}>{ w.computer }</option>
                </select>
                <select name={format!("seat-{i}-level")} aria-label={w.computer_level} disabled={seat.kind == SeatKind::Human}
                    onchange={update(Box::new(move |f, e| f.seats[i].level = input_value(e).parse().unwrap_or(Level::Expert)))}>
                    { for Level::ALL.iter().map(|l| html! {
                        <option value={l.name()} selected={seat.level == *l}>{ level_label(w, *l) }</option>
                    }) }
                </select>
                if form.teams {
                    <select name={format!("seat-{i}-team")} aria-label={w.team}
                        onchange={update(Box::new(move |f, e| f.team_of[i] = input_value(e).parse().unwrap_or(0)))}>
                        { for (0..form.players / 2).map(|t| html! {
                            <option value={t.to_string()} selected={usize::from(form.team_of[i]) == t}>{ fill(w.team_n, &[&(t + 1)]) }</option>
                        }) }
                    </select>
                }
            </fieldset>
        }
    });
    let option = |name: &'static str,
                  label: &'static str,
                  on: bool,
                  disabled: bool,
                  set: fn(&mut Options, bool)| {
        html! {
            <label class="setup__option">
                <input type="checkbox" {name} checked={on} {disabled}
                    onchange={update(Box::new(move |f, e| set(&mut f.options, checked(e))))} />
                { label }
            </label>
        }
    };
    let with_quests = form.options.age_of_giants || form.options.quests != QuestChoice::None;
    // One of the two chosen quests (`slot` 0 or 1).
    let quest_select = |name: &'static str, chosen: Quest, slot: usize| {
        html! {
            <select {name} aria-label={w.quest} class="setup__quest"
                onchange={update(Box::new(move |f, e| {
                    let picked = input_value(e).parse().ok().and_then(Quest::from_number).unwrap_or(chosen);
                    if let QuestChoice::Chosen(ref mut pair) = f.options.quests {
                        pair[slot] = picked;
                    }
                }))}>
                { for Quest::ALL.iter().map(|q| html! {
                    <option value={q.number().to_string()} selected={*q == chosen}>{ lang.quest_name(*q) }</option>
                }) }
            </select>
        }
    };
    let o = form.options;
    html! {
        <main class="setup">
            <h1 class="setup__title">{ "Kingdomino" }</h1>
            <p class="setup__intro">{ w.intro }</p>
            <SavedGames />
            <button type="button" class="setup__quick" onclick={quick_start}>{ w.quick_start }</button>
            <p class="setup__quick-what">{ w.quick_start_what }</p>
            <HowToPlay parts={Part::ALL.to_vec()} title={w.howto_title} />
            <details class="setup__more">
                <summary>{ w.more_setup }</summary>
            <form class="setup__form" {onsubmit}>
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
                        { for GameSetup::player_counts(form.variant, o.age_of_giants).into_iter().map(|n| html! { <option value={n.to_string()} selected={form.players == n as usize}>{ n }</option> }) }
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
                { for seat_rows }
                <fieldset class="setup__options">
                    <legend>{ w.variants }</legend>
                    { option("age-of-giants", w.opt_giants, o.age_of_giants, !GameSetup::offers_giants(form.variant), |o, v| o.age_of_giants = v) }
                    { option("mighty-duel", w.opt_mighty_duel, o.mighty_duel, !GameSetup::offers_mighty_duel(form.variant, o.age_of_giants, form.players as u8), |o, v| o.mighty_duel = v) }
                    { option("harmony", w.opt_harmony, o.harmony, with_quests, |o, v| o.harmony = v) }
                    { option("middle-kingdom", w.opt_middle_kingdom, o.middle_kingdom, with_quests, |o, v| o.middle_kingdom = v) }
                    { option("dynasty", w.opt_dynasty, o.dynasty, false, |o, v| o.dynasty = v) }
                    <label class="setup__quests">{ w.quests }{ " " }
                        <select name="quests" onchange={update(Box::new(|f, e| f.options.quests = match input_value(e).as_str() {
                            "drawn" => QuestChoice::Drawn,
                            "chosen" => QuestChoice::Chosen([Quest::ALL[0], Quest::ALL[16]]),
                            _ => QuestChoice::None,
                        }))}>
                            if !o.age_of_giants { <option value="none" selected={o.quests == QuestChoice::None}>{ w.quests_none }</option> }
                            <option value="drawn" selected={matches!(o.quests, QuestChoice::Drawn) || (o.age_of_giants && o.quests == QuestChoice::None)}>{ w.quests_drawn }</option>
                            <option value="chosen" selected={matches!(o.quests, QuestChoice::Chosen(_))}>{ w.quests_chosen }</option>
                        </select>
                    </label>
                    if let QuestChoice::Chosen([a, b]) = o.quests {
                        { quest_select("quest-a", a, 0) }
                        { quest_select("quest-b", b, 1) }
                    }
                </fieldset>
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
            </form>
            </details>
            <OpenRecord />
            <StatisticsPanel />
            <SpeedTest />
        </main>
    }
}
