//! The end of the deal of the day: the Expert reviews the person's moves at once, and a short
//! text to share says the score, the margin and the grades (their counts, and each in the order
//! played as a coloured square; never a domino), with the link that opens the same deal for
//! someone else.

use yew::prelude::*;

use crate::daily::DailyDate;
use crate::i18n::{fill, Lang};
use crate::notation::{GameRecord, Link};
use crate::page::daily_duel::{grade_squares, persons_grades};
use crate::review::{GameReview, Grade};
use crate::rules::PlayerId;
use crate::ui::copied::Copier;
use crate::ui::daily::daily_panel::game_words;
use crate::ui::frame::page_address;
use crate::ui::replay::review_panel::grade_name;
use crate::ui::replay::reviewer::Reviewing;
use crate::ui::store::StoreHandle;

/// The text to share: the day, the game, the score and margin, the grade counts once reviewed
/// and the grades in the order played as coloured squares, the link to the day's deal.
pub fn share_text(
    lang: Lang,
    date: DailyDate,
    points: u32,
    expert: u32,
    review: Option<&GameReview>,
) -> String {
    let grades = review.and_then(|r| r.summaries(2).first().map(|s| s.grades));
    let w = lang.words();
    let margin = i64::from(points) - i64::from(expert);
    let mut text = fill(
        w.daily_share,
        &[
            &date,
            &game_words(lang, date),
            &points,
            &expert,
            &format!("{margin:+}"),
        ],
    );
    if let Some(grades) = grades {
        let counts: Vec<String> = Grade::ALL
            .iter()
            .map(|&g| format!("{} {}", grades[g as usize], grade_name(lang, g)))
            .collect();
        text.push(' ');
        text.push_str(&fill(w.daily_share_grades, &[&counts.join(", ")]));
    }
    if let Some(review) = review {
        text.push('\n');
        text.push_str(&grade_squares(&persons_grades(review)));
    }
    format!("{text}\n{}#{}", page_address(), Link::Daily { date })
}

/// The daily deal's game and its name for the review, if the game shown is one.
fn daily_game(store: &StoreHandle) -> Option<(DailyDate, String)> {
    let session = store.session.as_ref()?;
    let date = session.daily()?;
    Some((date, GameRecord::of(&session.game).to_string()))
}

/// At the end of the deal of the day, the review starts by itself (or opens, if this browser
/// keeps it).
#[hook]
pub fn use_daily_review(store: &StoreHandle, reviewing: &Reviewing) {
    let name = daily_game(store).map(|(_, name)| name);
    let (reviewer, session) = (reviewing.reviewer.clone(), store.session.clone());
    use_effect_with(name, move |name| {
        if let (Some(name), Some(s)) = (name, session) {
            reviewer.open_or_start(name, &s.game);
        }
    });
}

/// The result of the deal of the day and its text to share. A function, not a component
/// (docs/architecture.md, "Bytes").
pub fn daily_result(store: &StoreHandle, reviewing: &Reviewing, copier: &Copier) -> Html {
    let (Some(session), Some((date, name))) = (store.session.as_ref(), daily_game(store)) else {
        return html! {};
    };
    let state = &reviewing.state;
    let (lang, w) = (store.lang, store.lang.words());
    let outcome = session.table().outcome();
    let me = PlayerId(0);
    let points = outcome.of(session.table().kingdom_of(me)).total;
    let expert = outcome.of(session.table().kingdom_of(PlayerId(1))).total;
    let review = state.of(&name).filter(|_| state.is_complete());
    let text = share_text(lang, date, points, expert, review);
    let oncopy = {
        let (text, copy) = (text.clone(), copier.copy.clone());
        Callback::from(move |_: MouseEvent| copy.emit(text.clone()))
    };
    let done = state.of(&name).map_or(0, |r| r.moves.len());
    html! {
        <div class="daily-result" data-daily-result={date.to_string()}>
            <p class="daily-result__title">{ fill(w.daily_of, &[&date]) }</p>
            if review.is_none() {
                <p class="daily-result__reviewing" aria-live="polite">
                    { w.daily_reviewing }{ " " }{ fill(w.review_progress, &[&done, &state.total]) }
                </p>
            }
            <label class="daily-result__label" for="daily-share">{ w.daily_share_title }</label>
            <textarea id="daily-share" class="daily-result__text" readonly=true rows="4"
                data-share-complete={review.is_some().then_some("true")} value={text} />
            <button class="daily-result__copy" onclick={oncopy}>{ w.daily_copy }</button>
            { copier.note(w) }
        </div>
    }
}
