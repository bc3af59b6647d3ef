//! The Expert's review in the replay viewer: the button that starts it, its progress and stop,
//! the move shown judged (the Expert's best drawn on the board), the chart of expected final
//! points, each person's summary, the key moments and every decision with its grade.

use std::rc::Rc;

use yew::prelude::*;

use crate::i18n::{fill, Lang, Words};
use crate::page::review_words::{judged_words, JudgedWords};
use crate::page::session::Session;
use crate::review::{fixed, GameReview, Grade, MoveReview, NOISE};
use crate::rules::Game;
use crate::ui::replay::review_chart::review_chart;
use crate::ui::replay::reviewer::{use_reviewing, ReviewState, Reviewer, Reviewing};
use crate::ui::replay::to_practise::use_mistakes_to_practise;
use crate::ui::replay::what_if_runner::use_what_if;
use crate::ui::replay::what_if_view::{what_if_section, Reviewed};
use crate::ui::store::{use_store, Msg, StoreHandle};

/// Key moments listed at most.
const KEY_MOMENTS: usize = 5;

/// Points given up as shown: to the tenth.
fn points(x: f64) -> String {
    fixed(x, 1)
}

/// A grade's name in the page's language.
pub fn grade_name(lang: Lang, grade: Grade) -> &'static str {
    lang.words().grades[grade as usize]
}

/// Once a game's review is complete, the viewer goes to its costliest moment (once a game, and
/// only from where the viewer opens, the first or the last move: a position someone went to
/// stays).
#[hook]
fn use_costliest_moment(
    store: &crate::ui::store::StoreHandle,
    state: &crate::ui::replay::reviewer::ReviewState,
    game: Option<(String, usize)>,
    at: usize,
) {
    let store = store.clone();
    // The game whose complete review was seen: decided once, where the viewer stood then.
    let decided = use_mut_ref(|| None::<String>);
    let untouched = game
        .as_ref()
        .is_some_and(|&(_, last)| at == 0 || at == last);
    let complete = game.filter(|_| state.is_complete()).map(|(name, _)| {
        let costliest = state
            .of(&name)
            .and_then(|r| Some(r.key_moments(1).first()?.index));
        (name, costliest)
    });
    use_effect_with(complete, move |complete| {
        if let Some((name, costliest)) = complete {
            if decided.borrow().as_deref() != Some(name.as_str()) {
                *decided.borrow_mut() = Some(name.clone());
                if let Some(index) = costliest.filter(|_| untouched) {
                    store.dispatch(Msg::SeekReplay(index));
                }
            }
        }
    });
}

/// A review kept in this browser shows at once; one a link asked for (`&review`: `asked`, the
/// game's record) shows if kept, else starts.
#[hook]
fn use_kept_review(
    name: &Option<String>,
    asked: Option<&str>,
    whole: &Rc<Option<(String, Game)>>,
    state: &UseReducerHandle<ReviewState>,
    reviewer: &Rc<Reviewer>,
) {
    let (state, reviewer, whole) = (state.clone(), reviewer.clone(), whole.clone());
    let asked = name.is_some() && asked == name.as_deref();
    use_effect_with(name.clone(), move |_| {
        if let Some((name, game)) = whole.as_ref() {
            if state.game.as_deref() != Some(name.as_str()) {
                if asked {
                    reviewer.open_or_start(name, game);
                } else {
                    let (budget, seed) =
                        (crate::review::DEFAULT_BUDGET, crate::review::DEFAULT_SEED);
                    reviewer.open(name, game, budget, seed);
                }
            }
        }
    });
}

/// The Expert's best drawn on the board (glowing) and on the line, where it differs from the
/// move played at the position shown.
#[hook]
fn use_judged_shown(store: &StoreHandle, at: usize, current: Option<&MoveReview>) {
    let store = store.clone();
    let judged = current
        .filter(|m| m.best != m.played)
        .map(|m| (m.best, m.played));
    use_effect_with((at, judged), move |&(_, judged)| {
        store.dispatch(Msg::ShowJudged {
            best: judged.map(|(best, _)| best),
            played: judged.map(|(_, played)| played),
        });
    });
}

/// Where the review of `name` stands, with its button to start (or go on) or stop.
fn review_status(
    state: &ReviewState,
    reviewer: &Rc<Reviewer>,
    name: &str,
    game: &Game,
    w: &Words,
) -> Html {
    let review = state.of(name);
    let start = {
        let (reviewer, name, game) = (reviewer.clone(), name.to_string(), game.clone());
        let so_far = review.cloned();
        Callback::from(move |_: MouseEvent| reviewer.start(&name, &game, so_far.clone()))
    };
    let stop = {
        let reviewer = reviewer.clone();
        Callback::from(move |_: MouseEvent| reviewer.cancel())
    };
    let done = review.map_or(0, |r| r.moves.len());
    status(state, review.is_some(), done, start, stop, w)
}

#[function_component(ReviewPanel)]
pub fn review_panel() -> Html {
    let store = use_store();
    let Reviewing { state, reviewer } = use_reviewing();
    let (what_if, what_if_runner) = use_what_if();
    let session = store.session.clone();
    let name = store
        .session
        .as_ref()
        .and_then(|s| s.replay.as_ref())
        .map(|r| r.to_string());
    // The whole game, once per game watched (the viewer's own game is at the position shown).
    let whole: Rc<Option<(String, Game)>> = use_memo(name.clone(), move |_| {
        session.as_ref().and_then(|s| s.game_to_review())
    });
    let session = store.session.as_ref();
    let asked = store.review_asked.as_deref();
    use_kept_review(&name, asked, &whole, &state, &reviewer);
    use_mistakes_to_practise(&store, &state, &whole);
    let at = session.map_or(0, |s| s.game.history().len());
    let whole_length = whole
        .as_ref()
        .as_ref()
        .map(|(n, g)| (n.clone(), g.history().len()));
    use_costliest_moment(&store, &state, whole_length, at);
    let current: Option<MoveReview> = whole
        .as_ref()
        .as_ref()
        .and_then(|(name, _)| state.of(name))
        .and_then(|r| r.moves.iter().find(|m| m.index == at).cloned());
    use_judged_shown(&store, at, current.as_ref());
    let (Some(session), Some((name, game))) = (session, whole.as_ref()) else {
        return html! {};
    };
    // The last round of a game in play is no game to review.
    if store.live.is_some() {
        return html! {};
    }
    let (lang, w) = (store.lang, store.lang.words());
    let review = state.of(name);
    let status = review_status(&state, &reviewer, name, game, w);
    let failed = state
        .failed
        .then(|| html! { <p class="review__failed" role="alert">{ w.review_failed }</p> });
    let judged = current
        .as_ref()
        .map(|m| judged_move(lang, session, m))
        .unwrap_or_default();
    let what_if = match (review, current.as_ref()) {
        (Some(review), Some(at)) => {
            let r = Reviewed {
                whole: &whole,
                review,
                at,
            };
            what_if_section(lang, session, &what_if, &what_if_runner, r)
        }
        _ => html! {},
    };
    let details = review
        .filter(|r| !r.moves.is_empty())
        .map(|r| details(&store, session, r, game.history().len(), at));
    html! {
        <section class="review" aria-label={w.review_title} data-review={name.clone()}>
            <h2 class="review__title">{ w.review_title }</h2>
            { status }
            { for failed }
            { judged }
            { what_if }
            { for details }
            <p class="review__about">{ fill(w.review_about, &[&crate::review::DEFAULT_BUDGET, &points(NOISE)]) }</p>
        </section>
    }
}

/// Each person's decisions: how many, the points given up a decision, and each grade's count as
/// a chip in one cell, so that the table fits a side column and a phone (each chip its grade's
/// colour, its name in its title).
fn summary_table(lang: Lang, session: &crate::page::session::Session, r: &GameReview) -> Html {
    let w = lang.words();
    let seats = usize::from(session.table().rules().seats);
    let rows = r
        .summaries(seats)
        .into_iter()
        .filter(|s| s.decisions > 0)
        .map(|s| {
            let chips = s.grades.iter().zip(Grade::ALL).filter(|(n, _)| **n > 0).map(|(n, g)| {
            html! {
                <span class={classes!("review__chip", format!("review__grade--{}", g.key()))}
                    title={grade_name(lang, g)} data-grade-count={g.key()}>{ n }</span>
            }
        });
            html! {
                <tr data-review-player={(s.seat.0 + 1).to_string()}
                    data-per-decision={fixed(s.per_decision(), 2)}>
                    <th scope="row">{ session.seats[s.seat.index()].name.clone() }</th>
                    <td>{ s.decisions }</td>
                    <td>{ points(s.per_decision()) }</td>
                    <td class="review__chips">{ for chips }</td>
                </tr>
            }
        });
    html! {
        // A region reachable by keyboard, should a long name make it scroll.
        <div class="review__table" role="region" tabindex="0" aria-label={w.review_summary}>
            <table class="review__summary">
                <caption>{ w.review_summary }</caption>
                <thead><tr>
                    <th scope="col">{ w.review_player }</th>
                    <th scope="col">{ w.review_decisions }</th>
                    <th scope="col">{ w.review_per_decision }</th>
                    <th scope="col">{ w.review_grades }</th>
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
        </div>
    }
}

/// The move about to be played at the position shown, judged: what was played, its grade and
/// the points given up, and the Expert's best (drawn on the board when it differs).
fn judged_move(lang: Lang, session: &crate::page::session::Session, m: &MoveReview) -> Html {
    let w = lang.words();
    let grade = m.grade();
    let JudgedWords { played, best, why } = judged_words(lang, session, m);
    html! {
        <div class="review__judged" data-review-at={(m.index + 1).to_string()} data-grade={grade.key()}
            data-best={(m.best != m.played).then(|| crate::notation::action_token(m.best))}>
            // The move played and the Expert's best side by side, as the board draws them.
            <div class="review__pair">
                <p class="review__played">{ played }</p>
                if let Some(best) = best { <p class="review__best">{ best }</p> }
            </div>
            <p>
                <span class={classes!("review__grade", format!("review__grade--{}", grade.key()))}>{ grade_name(lang, grade) }</span>
                { " " }{ fill(w.review_values, &[&points(m.value), &points(m.best_value), &points(m.given_up())]) }
            </p>
            if let Some(why) = why { <p class="review__why">{ why }</p> }
        </div>
    }
}

/// Where the review stands: under way (with a way to stop), complete, or to start or go on.
fn status(
    state: &ReviewState,
    kept: bool,
    done: usize,
    start: Callback<MouseEvent>,
    stop: Callback<MouseEvent>,
    w: &Words,
) -> Html {
    let review_complete = kept && state.is_complete();
    if state.running {
        html! {
            <div class="review__status">
                <progress class="review__progress" max={state.total.to_string()} value={done.to_string()}></progress>
                <span data-review-done={done.to_string()} data-review-total={state.total.to_string()}>
                    { fill(w.review_progress, &[&done, &state.total]) }
                </span>
                <button class="review__stop" onclick={stop}>{ w.review_stop }</button>
            </div>
        }
    } else if review_complete {
        html! {
            <p class="review__status" data-review-complete="true">{ fill(w.review_progress, &[&done, &state.total]) }</p>
        }
    } else {
        let label = if done > 0 {
            w.review_go_on
        } else {
            w.review_start
        };
        html! {
            <div class="review__status">
                <button class="review__start" onclick={start}>{ label }</button>
                if done > 0 { <span>{ fill(w.review_progress, &[&done, &state.total]) }</span> }
            </div>
        }
    }
}

/// The review found so far: its chart, each person's summary, the key moments and every move,
/// each a button to the position it was made in.
fn details(
    store: &StoreHandle,
    session: &Session,
    r: &GameReview,
    moves: usize,
    at: usize,
) -> Html {
    let (lang, w) = (store.lang, store.lang.words());
    let seek = |to: usize| {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::SeekReplay(to)))
    };
    let moments: Vec<Html> = r
        .key_moments(KEY_MOMENTS)
        .into_iter()
        .map(|m| {
            let who = session.seats[m.seat.index()].name.clone();
            html! {
                <li><button class="review__moment" data-review-moment={(m.index + 1).to_string()} onclick={seek(m.index)}>
                    { fill(w.review_moment, &[&(m.index + 1), &who, &grade_name(lang, m.grade()), &points(m.given_up())]) }
                </button></li>
            }
        })
        .collect();
    let every = r.moves.iter().map(|m| {
        let who = session.seats[m.seat.index()].name.clone();
        let grade = m.grade();
        html! {
            <li class={classes!("review__move", (m.index == at).then_some("review__move--shown"))}>
                <button onclick={seek(m.index)}
                    data-review-move={(m.index + 1).to_string()}
                    data-grade={grade.key()}
                    data-value={fixed(m.value, 2)}
                    data-best-value={fixed(m.best_value, 2)}
                    data-given-up={fixed(m.given_up(), 2)}>
                    <span class="review__number">{ m.index + 1 }</span>
                    <span class="review__who">{ who }</span>
                    <span class={classes!("review__grade", format!("review__grade--{}", grade.key()))}>{ grade_name(lang, grade) }</span>
                    if grade != Grade::Best { <span class="review__lost">{ format!("−{}", points(m.given_up())) }</span> }
                </button>
            </li>
        }
    });
    html! {
        <>
            { review_chart(lang, session, r, moves, at) }
            { summary_table(lang, session, r) }
            <h3 class="review__heading">{ w.review_key_moments }</h3>
            if moments.is_empty() { <p>{ w.review_no_key_moments }</p> }
            else { <ol class="review__moments">{ for moments }</ol> }
            <details class="review__every">
                <summary>{ w.review_every }</summary>
                <ol class="review__moves">{ for every }</ol>
            </details>
        </>
    }
}
