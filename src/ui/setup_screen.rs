//! Setting the table: seats, options and an optional seed.

use wasm_bindgen::JsCast;
use web_sys::{Event, HtmlInputElement, HtmlSelectElement, InputEvent, MouseEvent, SubmitEvent};
use yew::prelude::*;

use super::ai_client::AiClient;
use super::art::ColourMark;
use super::pace::Pace;
use super::seats::{Seat, SeatKind, COLOURS};
use super::store::{Msg, Notice, NoticeKind, StoreHandle};
use crate::ai::Level;
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

fn level_label(level: Level) -> &'static str {
    match level {
        Level::Random => "Random",
        Level::Greedy => "Greedy",
        Level::Hard => "Hard",
        Level::Expert => "Expert (about 1 s a move)",
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
    let store = use_context::<StoreHandle>().expect("store context");
    let form = use_state(|| Form {
        variant: Variant::Kingdomino,
        players: 2,
        seats: Seat::defaults(MAX_PLAYERS),
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
                        store.dispatch(Msg::Notice(Notice {
                            text: "The seed must be a whole number from 0 to 18446744073709551615, or left empty.".into(),
                            kind: NoticeKind::Problem,
                        }));
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
                store.dispatch(Msg::Notice(Notice {
                    text: "Each team needs exactly two players: choose a team for every seat so that every team has two.".into(),
                    kind: NoticeKind::Problem,
                }));
                return;
            }
            let mut seats: Vec<Seat> = form.seats[..form.players].to_vec();
            for (i, seat) in seats.iter_mut().enumerate() {
                if seat.name.trim().is_empty() {
                    seat.name = format!("Player {}", i + 1);
                }
            }
            store.dispatch(Msg::Start {
                setup,
                seats,
                pace: form.pace,
            });
        })
    };
    let resume = store.saved.as_ref().map(|saved| {
        let onresume = {
            let store = store.clone();
            Callback::from(move |_: MouseEvent| store.dispatch(Msg::Resume))
        };
        let ondiscard = {
            let store = store.clone();
            Callback::from(move |_: MouseEvent| {
                super::save::clear();
                store.dispatch(Msg::DiscardSave)
            })
        };
        let names: Vec<&str> = saved.seats.iter().map(|s| s.name.as_str()).collect();
        let state = if saved.game.table().is_over() { "finished" } else { "in progress" };
        html! {
            <div class="setup__resume" role="dialog" aria-label="Saved game">
                <p>{ format!("A saved game is {state}: {} (seed {}).", names.join(", "), saved.game.table().setup().seed) }</p>
                <button class="setup__resume-button" onclick={onresume}>{ "Resume it" }</button>
                <button onclick={ondiscard}>{ "Forget it" }</button>
            </div>
        }
    });

    let seat_rows = (0..form.players).map(|i| {
        let seat = &form.seats[i];
        html! {
            <fieldset class="setup__seat" style={format!("--king: {}", seat.css_colour())}>
                <legend>{ format!("Seat {}", i + 1) }</legend>
                <input name={format!("seat-{i}-name")} value={seat.name.clone()} maxlength="24" aria-label="Name"
                    oninput={update(Box::new(move |f, e| f.seats[i].name = input_value(e))).reform(|e: InputEvent| Event::from(e))} />
                <select name={format!("seat-{i}-colour")} aria-label="Colour"
                    onchange={update(Box::new(move |f, e| pick_colour(&mut f.seats, i, input_value(e).parse().unwrap_or(i))))}>
                    { for COLOURS.iter().enumerate().map(|(c, colour)| html! {
                        <option value={c.to_string()} selected={seat.colour == c}>{ format!("{} ({})", colour.name, colour.mark.name()) }</option>
                    }) }
                </select>
                <ColourMark colour={seat.king_colour()} />
                <select name={format!("seat-{i}-kind")} aria-label="Played by"
                    onchange={update(Box::new(move |f, e| f.seats[i].kind = if input_value(e) == "computer" { SeatKind::Computer } else { SeatKind::Human }))}>
                    <option value="human" selected={seat.kind == SeatKind::Human}>{ "Person" }</option>
                    <option value="computer" selected={seat.kind == SeatKind::Computer}>{ "Computer" }</option>
                </select>
                <select name={format!("seat-{i}-level")} aria-label="Computer level" disabled={seat.kind == SeatKind::Human}
                    onchange={update(Box::new(move |f, e| f.seats[i].level = input_value(e).parse().unwrap_or(Level::Expert)))}>
                    { for Level::ALL.iter().map(|l| html! {
                        <option value={l.name()} selected={seat.level == *l}>{ level_label(*l) }</option>
                    }) }
                </select>
                if form.teams {
                    <select name={format!("seat-{i}-team")} aria-label="Team"
                        onchange={update(Box::new(move |f, e| f.team_of[i] = input_value(e).parse().unwrap_or(0)))}>
                        { for (0..form.players / 2).map(|t| html! {
                            <option value={t.to_string()} selected={usize::from(form.team_of[i]) == t}>{ format!("Team {}", t + 1) }</option>
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
            <select {name} aria-label="Quest" class="setup__quest"
                onchange={update(Box::new(move |f, e| {
                    let picked = input_value(e).parse().ok().and_then(Quest::from_number).unwrap_or(chosen);
                    if let QuestChoice::Chosen(ref mut pair) = f.options.quests {
                        pair[slot] = picked;
                    }
                }))}>
                { for Quest::ALL.iter().map(|q| html! {
                    <option value={q.number().to_string()} selected={*q == chosen}>{ q.name() }</option>
                }) }
            </select>
        }
    };
    let speed_test = {
        let ai = use_context::<std::rc::Rc<AiClient>>().expect("AI context");
        Callback::from(move |_: MouseEvent| ai.benchmark(ai.next_id(), 2000.0))
    };
    let opening = use_state(String::new);
    let set_opening = {
        let opening = opening.clone();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            opening.set(input.value());
        })
    };
    let open_record = {
        let opening = opening.clone();
        let store = store.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            store.dispatch(Msg::Open((*opening).clone()));
        })
    };
    let o = form.options;
    html! {
        <main class="setup">
            <h1 class="setup__title">{ "Kingdomino" }</h1>
            <p class="setup__intro">{ "Draft dominoes, build a five-by-five kingdom around your castle, and score every territory by its squares times its crowns." }</p>
            { for resume }
            <form class="setup__form" {onsubmit}>
                <label class="setup__variant">{ "Game " }
                    <select name="variant" onchange={update(Box::new(|f, e| f.variant = match input_value(e).as_str() {
                        "queendomino" => Variant::Queendomino,
                        "royal-wedding" => Variant::RoyalWedding,
                        _ => Variant::Kingdomino,
                    }))}>
                        <option value="kingdomino" selected={form.variant == Variant::Kingdomino}>{ "Kingdomino" }</option>
                        <option value="queendomino" selected={form.variant == Variant::Queendomino}>{ "Queendomino" }</option>
                        <option value="royal-wedding" selected={form.variant == Variant::RoyalWedding}>{ "The Royal Wedding (both boxes, 3-8 players)" }</option>
                    </select>
                </label>
                <label class="setup__players">{ "Players " }
                    <select name="players" onchange={update(Box::new(|f, e| f.players = input_value(e).parse().unwrap_or(2)))}>
                        { for GameSetup::player_counts(form.variant, o.age_of_giants).into_iter().map(|n| html! { <option value={n.to_string()} selected={form.players == n as usize}>{ n }</option> }) }
                    </select>
                </label>
                if GameSetup::offers_teams(form.variant, o.age_of_giants, form.players as u8) {
                    <label class="setup__option setup__teams">
                        <input type="checkbox" name="teams" checked={form.teams}
                            onchange={update(Box::new(|f, e| f.teams = checked(e)))} />
                        { "Teams of two: each team builds one 7×7 kingdom and shares its knights and coins" }
                    </label>
                } else if form.variant == Variant::RoyalWedding && form.players >= 7 {
                    <p class="setup__note">{ "Seven or eight players on their own is allowed, but the rulebook finds eight players better in teams." }</p>
                }
                { for seat_rows }
                <fieldset class="setup__options">
                    <legend>{ "Variants" }</legend>
                    { option("age-of-giants", "Age of Giants (giants, footsteps, two quests, up to 5 players)", o.age_of_giants, !GameSetup::offers_giants(form.variant), |o, v| o.age_of_giants = v) }
                    { option("mighty-duel", "Mighty Duel (2 players, 7×7, all the dominoes)", o.mighty_duel, !GameSetup::offers_mighty_duel(form.variant, o.age_of_giants, form.players as u8), |o, v| o.mighty_duel = v) }
                    { option("harmony", "Harmony (+5 for a kingdom without gaps)", o.harmony, with_quests, |o, v| o.harmony = v) }
                    { option("middle-kingdom", "Middle Kingdom (+10 for a centred castle)", o.middle_kingdom, with_quests, |o, v| o.middle_kingdom = v) }
                    { option("dynasty", "Dynasty (three games, totals decide)", o.dynasty, false, |o, v| o.dynasty = v) }
                    <label class="setup__quests">{ "Quests " }
                        <select name="quests" onchange={update(Box::new(|f, e| f.options.quests = match input_value(e).as_str() {
                            "drawn" => QuestChoice::Drawn,
                            "chosen" => QuestChoice::Chosen([Quest::ALL[0], Quest::ALL[16]]),
                            _ => QuestChoice::None,
                        }))}>
                            if !o.age_of_giants { <option value="none" selected={o.quests == QuestChoice::None}>{ "none" }</option> }
                            <option value="drawn" selected={matches!(o.quests, QuestChoice::Drawn) || (o.age_of_giants && o.quests == QuestChoice::None)}>{ "two drawn at random" }</option>
                            <option value="chosen" selected={matches!(o.quests, QuestChoice::Chosen(_))}>{ "two chosen" }</option>
                        </select>
                    </label>
                    if let QuestChoice::Chosen([a, b]) = o.quests {
                        { quest_select("quest-a", a, 0) }
                        { quest_select("quest-b", b, 1) }
                    }
                </fieldset>
                <label class="setup__seed">{ "Seed (optional, to replay a deal) " }
                    <input name="seed" inputmode="numeric" value={form.seed.clone()} placeholder="random"
                        oninput={update(Box::new(|f, e| f.seed = input_value(e))).reform(|e: InputEvent| Event::from(e))} />
                </label>
                <label class="setup__pace">{ "Computer pace " }
                    <select name="pace" onchange={update(Box::new(|f, e| f.pace = Pace::from_name(&input_value(e))))}>
                        { for Pace::ALL.iter().map(|p| html! { <option value={p.name()} selected={form.pace == *p}>{ p.name() }</option> }) }
                    </select>
                </label>
                <button type="submit" class="setup__start">{ "Start the game" }</button>
            </form>
            <form class="setup__open" onsubmit={open_record}>
                <label>{ "Open a game record or a shared link " }
                    <input name="open" value={(*opening).clone()} placeholder="KD2_… or https://…#game=…"
                        oninput={set_opening} />
                </label>
                <button type="submit" class="setup__open-button">{ "Open" }</button>
            </form>
            <p class="setup__speed">
                <button type="button" class="setup__speed-button" onclick={speed_test}>{ "Test this device's speed" }</button>
                if let Some(speed) = store.speed {
                    <span data-speed={format!("{speed:.0}")}>
                        { format!(" The Expert simulates {speed:.0} whole 4-player games a second here.") }
                    </span>
                }
            </p>
        </main>
    }
}
