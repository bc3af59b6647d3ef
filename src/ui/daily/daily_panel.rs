//! Today's deal on the start page: the day's game against the Expert, yesterday's, and this
//! browser's streak and best days.

use yew::prelude::*;

use crate::daily::results::{best_days, current_streak};
use crate::daily::DailyDate;
use crate::i18n::{fill, Lang};
use crate::notation::Link;
use crate::ui::storage::daily_keep::load;
use crate::ui::store::today;
use crate::ui::store::{Msg, StoreHandle};

/// The day's game in words ("two-player Kingdomino").
pub fn game_words(lang: Lang, date: DailyDate) -> &'static str {
    let w = lang.words();
    if date.is_queendomino() {
        w.daily_queendomino
    } else {
        w.daily_kingdomino
    }
}

/// The panel. A function, not a component (docs/architecture.md, "Bytes").
pub fn daily_panel(store: &StoreHandle) -> Html {
    let (lang, w) = (store.lang, store.lang.words());
    let today = today();
    let days = load();
    let open = |date: DailyDate| {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| {
            store.dispatch(Msg::Open(format!("#{}", Link::Daily { date })))
        })
    };
    let played_today = days.iter().find(|d| d.date == today.to_string());
    let streak = current_streak(&days, today);
    let best: Vec<String> = best_days(&days, 3)
        .iter()
        .map(|d| format!("{} ({:+})", d.date, d.margin()))
        .collect();
    html! {
        <section class="daily" aria-labelledby="daily-title" data-daily-today={today.to_string()}>
            <h2 id="daily-title" class="daily__title">{ w.daily_title }</h2>
            <p class="daily__what">{ fill(w.daily_what, &[&today, &game_words(lang, today)]) }</p>
            if let Some(result) = played_today {
                <p class="daily__done" data-daily-done="true">
                    { fill(w.daily_done, &[&result.points, &result.expert, &format!("{:+}", result.margin())]) }
                </p>
            }
            <div class="daily__actions">
                <button class="daily__play" onclick={open(today)}>{ w.daily_play }</button>
                <button class="daily__yesterday" onclick={open(today.previous())}>{ w.daily_yesterday }</button>
            </div>
            if !days.is_empty() {
                <p class="daily__streak" data-daily-streak={streak.to_string()}>{ fill(w.daily_streak, &[&streak]) }</p>
                <p class="daily__best">{ fill(w.daily_best, &[&lang.list(&best)]) }</p>
            }
        </section>
    }
}
