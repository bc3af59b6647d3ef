//! One seat of the full setup: its name, colour and mark, a person or a computer level, and its
//! team when teams are played.

use yew::prelude::*;

use crate::ai::Level;
use crate::i18n::{fill, Lang};
use crate::page::seats::{SeatKind, COLOURS};
use crate::page::setup_form::pick_colour;
use crate::ui::board::art::colour_mark;
use crate::ui::start_page::setup_form::{edit, input_value, Form, FormEdit};

/// The row of seat `i` of `form`.
pub fn seat_row(lang: Lang, form: &UseStateHandle<Form>, i: usize) -> Html {
    let w = lang.words();
    let update = |f: Box<FormEdit>| edit(form, f);
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
            { colour_mark(lang, seat.king_colour()) }
            <select name={format!("seat-{i}-kind")} aria-label={w.played_by}
                onchange={update(Box::new(move |f, e| f.seats[i].kind = if input_value(e) == "computer" { SeatKind::Computer } else { SeatKind::Human }))}>
                <option value="human" selected={seat.kind == SeatKind::Human}>{ w.person }</option>
                <option value="computer" selected={seat.kind == SeatKind::Computer}>{ w.computer }</option>
            </select>
            // A person's seat has no level to choose: the menu shows for computers only.
            if seat.kind == SeatKind::Computer {
                <select name={format!("seat-{i}-level")} aria-label={w.computer_level}
                    onchange={update(Box::new(move |f, e| f.seats[i].level = input_value(e).parse().unwrap_or(Level::Expert)))}>
                    { for Level::ALL.iter().map(|l| html! {
                        <option value={l.name()} selected={seat.level == *l}>{ lang.level(*l) }</option>
                    }) }
                </select>
            }
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
}
