//! The full setup's form: its state, and the edits its controls make (each keeps the options
//! the chosen table allows).

use wasm_bindgen::JsCast;
use web_sys::{Event, HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::i18n::{fill, Words};
use crate::page::pace::Pace;
use crate::page::seats::Seat;
use crate::rules::{Edition, GameSetup, Options, QuestChoice, SetupError, Variant, MAX_PLAYERS};

#[derive(Clone, PartialEq)]
pub struct Form {
    pub variant: Variant,
    pub players: usize,
    pub seats: Vec<Seat>,
    pub options: Options,
    pub seed: String,
    pub pace: Pace,
    /// The team each seat plays in, when teams are asked for (`options.teams` is set from it).
    pub teams: bool,
    pub team_of: [u8; MAX_PLAYERS],
}

impl Form {
    /// The table the form sets with `seed`: its setup and its seats (an empty name becomes
    /// "Player N"), or the sentence saying why it cannot play.
    pub fn table(&self, seed: u64, w: &Words) -> Result<(GameSetup, Vec<Seat>), &'static str> {
        let setup = GameSetup {
            variant: self.variant,
            players: self.players as u8,
            options: self.options,
            seed,
            edition: Edition::default(),
        };
        if setup.validate() == Err(SetupError::BadTeams) {
            return Err(w.teams_invalid);
        }
        let mut seats: Vec<Seat> = self.seats[..self.players].to_vec();
        for (i, seat) in seats.iter_mut().enumerate() {
            if seat.name.trim().is_empty() {
                seat.name = fill(w.player_n, &[&(i + 1)]);
            }
        }
        Ok((setup, seats))
    }
}

/// A change to the form, made from the event of the control that changed.
pub type FormEdit = dyn Fn(&mut Form, &Event);

pub fn input_value(e: &Event) -> String {
    let target = e.target().expect("event target");
    if let Some(input) = target.dyn_ref::<HtmlInputElement>() {
        input.value()
    } else if let Some(select) = target.dyn_ref::<HtmlSelectElement>() {
        select.value()
    } else {
        String::new()
    }
}

pub fn checked(e: &Event) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        .is_some_and(|i| i.checked())
}

/// Gives seat `i` the colour `colour`; a seat that had it takes seat `i`'s old one, so that no
/// two seats share a colour and a mark.
pub fn pick_colour(seats: &mut [Seat], i: usize, colour: usize) {
    let old = seats[i].colour;
    if let Some(other) = seats.iter_mut().find(|s| s.colour == colour) {
        other.colour = old;
    }
    seats[i].colour = colour;
}

/// A callback that applies `f` to the form with the control's event, then keeps the options
/// the table allows (the player counts, the Mighty Duel, bonuses beside quests, teams).
pub fn edit(form: &UseStateHandle<Form>, f: Box<FormEdit>) -> Callback<Event> {
    let form = form.clone();
    Callback::from(move |e: Event| {
        let mut next = (*form).clone();
        let players_before = next.players;
        f(&mut next, &e);
        // A player count only Age of Giants allows (five at Kingdomino) brings the giants in.
        let without_giants = GameSetup::player_counts(next.variant, false);
        if next.players != players_before
            && !without_giants.contains(&(next.players as u8))
            && GameSetup::player_counts(next.variant, true).contains(&(next.players as u8))
        {
            next.options.age_of_giants = true;
        }
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
}

/// The player counts a game offers, with or without Age of Giants, and whether each needs the
/// giants.
pub fn player_choices(variant: Variant) -> Vec<(u8, bool)> {
    let plain = GameSetup::player_counts(variant, false);
    let mut all: Vec<u8> = plain.clone();
    if GameSetup::offers_giants(variant) {
        all.extend(GameSetup::player_counts(variant, true));
    }
    crate::short_sort::sort(&mut all);
    all.dedup();
    all.into_iter().map(|n| (n, !plain.contains(&n))).collect()
}
