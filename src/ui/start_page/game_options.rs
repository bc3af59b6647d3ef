//! The full setup's variants: Age of Giants, the Mighty Duel, Harmony, the Middle Kingdom, the
//! Dynasty and the quests, each offered where the chosen table allows it.

use yew::prelude::*;

use crate::i18n::Lang;
use crate::rules::{GameSetup, Options, Quest, QuestChoice};
use crate::ui::start_page::setup_form::{checked, edit, input_value, Form, FormEdit};

/// The variants `form` offers.
pub fn game_options(lang: Lang, form: &UseStateHandle<Form>) -> Html {
    let w = lang.words();
    let update = |f: Box<FormEdit>| edit(form, f);
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
    }
}
