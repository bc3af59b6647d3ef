//! The root: the store, the screens, and the side effects (saving, computer moves, the R key).

use gloo_timers::callback::Timeout;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;
use yew::prelude::*;

use std::rc::Rc;

use crate::ai::{Budget, Level, Response};
use crate::by_link::COMPUTER_ITERATIONS;
use crate::i18n::Lang;
use crate::page::seats::SeatKind;
use crate::page::study;
use crate::review::decision_seed;
use crate::rules::PlayerId;
use crate::statistics::Finished;
use crate::ui::by_link::by_link_panel::ByLinkPanel;
use crate::ui::language::{self, LanguagePicker};
use crate::ui::replay::board_viewer::BoardViewer;
use crate::ui::replay::puzzle_view::PuzzleView;
use crate::ui::replay::reviewer::{ReviewState, Reviewer, Reviewing};
use crate::ui::start_page::setup_screen::SetupScreen;
use crate::ui::start_page::statistics_panel;
use crate::ui::storage::daily_keep;
use crate::ui::storage::save;
use crate::ui::store::{Msg, Notice, Store, StoreHandle, Viewer};
use crate::ui::table::game_screen::GameScreen;
use crate::ui::table::notice_bar::NoticeBar;
use crate::ui::table::thinking_bar::{Progress, ProgressHandle};
use crate::ui::update;
use crate::ui::workers::ai_client::{AiClient, AiEvent};

/// `?embed` in the page's address: shown inside someone else's page.
fn embedded() -> bool {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|q| {
            q.trim_start_matches('?')
                .split('&')
                .any(|kv| kv == "embed" || kv.starts_with("embed="))
        })
}

fn fragment() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

fn initial_store() -> Store {
    let embed = embedded();
    // An embed reads nothing from storage, so that it never writes either (a bad save is moved).
    let lang = language::initial(embed);
    let (saved, errors) = if embed {
        (Vec::new(), Vec::new())
    } else {
        save::load_all()
    };
    let notices = errors
        .into_iter()
        .map(|why| Notice {
            detail: Some(why),
            ..Notice::problem(lang.words().save_broken)
        })
        .collect();
    let mut store = Store::new(saved, notices);
    store.embed = embed;
    store.study = !embed && crate::ui::storage::kept_switch::STUDY.is_on();
    store.lang = lang;
    // Back from a reload into a new version: this tab's game goes on where it was.
    if !embed && update::resuming_after_update() {
        if let Some(slot) =
            save::this_tab_slot().filter(|t| store.saved.iter().any(|s| &s.slot == t))
        {
            store = std::rc::Rc::new(store)
                .reduce(Msg::Resume(slot))
                .as_ref()
                .clone();
        }
    }
    let link = fragment();
    if link.trim_start_matches('#').is_empty() {
        return store;
    }
    std::rc::Rc::new(store)
        .reduce(Msg::Open(link))
        .as_ref()
        .clone()
}

#[function_component(App)]
pub fn app() -> Html {
    let store = use_reducer(initial_store);

    // Save after every action (an embed only once the reader plays; never a replay).
    let actions = store
        .session
        .as_ref()
        .filter(|s| s.replay.is_none() && (!store.embed || store.reader_played))
        .zip(store.slot.clone())
        .map(|(s, slot)| (s.game.history().len(), slot));
    {
        let store = store.clone();
        use_effect_with(actions, move |actions| {
            if let (Some(s), Some((_, slot))) = (store.session.as_ref(), actions) {
                save::store(slot, &s.game, &s.seats, s.pace);
            }
        });
    }

    // A game a person played here counts in their statistics once it ends (once; never a
    // finished game opened from a link, nor a replay).
    let finished = store
        .session
        .as_ref()
        .filter(|s| s.replay.is_none() && s.table().is_over() && store.reader_played)
        .map(|s| (s.game.history().len(), s.table().setup().seed));
    {
        let store = store.clone();
        use_effect_with(finished, move |finished| {
            if let (Some(s), Some(_)) = (store.session.as_ref(), finished) {
                let seats: Vec<Option<Level>> = s
                    .seats
                    .iter()
                    .map(|seat| (seat.kind == SeatKind::Computer).then_some(seat.level))
                    .collect();
                if let Some(game) = Finished::of(&s.game, &seats) {
                    statistics_panel::count(game);
                }
                // The deal of the day: its date's first result (the person sits first).
                if let Some(date) = s.daily() {
                    let outcome = s.table().outcome();
                    let total = |seat: u8| outcome.of(s.table().kingdom_of(PlayerId(seat))).total;
                    daily_keep::record(date, total(0), total(1));
                }
            }
        });
    }

    // The document says which language the page speaks (for screen readers too).
    use_effect_with(store.lang, |&lang| language::apply(lang));

    // A new screen starts at its top, not where the last one was scrolled to.
    let screen_kind = (store.viewer.is_some(), store.session.is_some());
    use_effect_with(screen_kind, |_| {
        if let Some(window) = web_sys::window() {
            window.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });

    // Offline play and updates (not inside other pages: an embed stores nothing).
    {
        let dispatcher = store.dispatcher();
        use_effect_with(store.embed, move |embed| {
            if !*embed {
                update::register(Callback::from(move |()| {
                    dispatcher.dispatch(Msg::UpdateReady)
                }));
            }
        });
    }

    // A link pasted into the address bar of an open page.
    {
        let dispatcher = store.dispatcher();
        use_effect_with((), move |_| {
            let listener =
                Closure::<dyn Fn()>::new(move || dispatcher.dispatch(Msg::Open(fragment())));
            let window = web_sys::window().expect("a window");
            let _ = window
                .add_event_listener_with_callback("hashchange", listener.as_ref().unchecked_ref());
            move || {
                let _ = window.remove_event_listener_with_callback(
                    "hashchange",
                    listener.as_ref().unchecked_ref(),
                );
            }
        });
    }

    // The worker's progress ticks go to the thinking bar's own state; the rest to the store.
    let progress = use_state_eq(Progress::default);
    let ai = {
        let dispatcher = store.dispatcher();
        let progress = progress.clone();
        use_state(move || {
            AiClient::new(Callback::from(move |e| match e {
                AiEvent::Answer(Response::Progress { id, done, .. }) => {
                    progress.set(Progress { id, done })
                }
                e => dispatcher.dispatch(Msg::Ai(e)),
            }))
        })
    };

    // The Expert's review: its own workers, and its own state, so that each decision reviewed
    // redraws the review alone.
    let review = use_reducer(ReviewState::default);
    let reviewer = use_state(Reviewer::new);
    reviewer.report_to(review.dispatcher().to_callback());
    let reviewing = Reviewing {
        state: review.clone(),
        reviewer: (*reviewer).clone(),
    };

    // Computer seats act after a short, visible pause, thinking in the worker.
    let computer_turn = store
        .session
        .as_ref()
        .filter(|s| s.computer_to_move() && store.thinking.is_none())
        .map(|s| (s.game.history().len(), s.table().setup().seed));
    {
        let store = store.clone();
        let ai = (*ai).clone();
        use_effect_with(computer_turn, move |turn| {
            let timeout = turn.and_then(|_| {
                let session = store.session.clone()?;
                let player = session.table().to_move()?;
                let seat = session.seats[player.index()].clone();
                Some(Timeout::new(session.pace.pause_ms(seat.level), move || {
                    let id = ai.next_id();
                    store.dispatch(Msg::Thinking {
                        id,
                        for_hint: false,
                    });
                    ai.think(
                        id,
                        session.game.view(Some(player)),
                        seat.level,
                        session.pace.budget(),
                    );
                }))
            });
            move || drop(timeout)
        });
    }

    // A game by link's computer seats, and the computer moves of a link to check, are searched
    // in the worker exactly as in every other browser: its seed, its iterations, no kept tree.
    let by_link_job = store
        .by_link
        .as_ref()
        .filter(|_| store.thinking.is_none())
        .and_then(|t| t.computer_job())
        .map(|job| (job.index, job.played.is_some()));
    {
        let store = store.clone();
        let ai = (*ai).clone();
        use_effect_with(by_link_job, move |job| {
            let job = job.and_then(|_| store.by_link.as_ref()?.computer_job());
            if let Some(job) = job {
                let id = ai.next_id();
                store.dispatch(Msg::Thinking {
                    id,
                    for_hint: false,
                });
                ai.think_alone(
                    id,
                    job.view,
                    job.level,
                    Budget::iterations(COMPUTER_ITERATIONS),
                    job.seed,
                );
            }
        });
    }

    // Study: a person's turn weighed in the worker, every option, when they asked for it.
    let study_at = store
        .session
        .as_ref()
        .filter(|_| store.study)
        .and_then(study::due);
    {
        let store = store.clone();
        let ai = (*ai).clone();
        let last = use_mut_ref(|| None::<u32>);
        use_effect_with(study_at, move |at| {
            if let Some(old) = last.take() {
                ai.cancel_weigh(old);
            }
            let session = store.session.as_ref();
            if let (Some(at), Some(session)) = (*at, session) {
                let known = store.studied.as_ref().is_some_and(|s| s.at == at);
                if let (false, Some(me)) = (known, session.table().to_move()) {
                    let id = ai.next_id();
                    *last.borrow_mut() = Some(id);
                    store.dispatch(Msg::Studying { id, at });
                    ai.weigh(
                        0,
                        id,
                        session.game.view(Some(me)),
                        None,
                        study::STUDY_BUDGET,
                        decision_seed(study::STUDY_SEED, at),
                    );
                }
            }
        });
    }

    // A question withdrawn (undo, new game, a move made) is cancelled in the worker too.
    {
        let ai = (*ai).clone();
        let last = use_mut_ref(|| None::<u32>);
        use_effect_with(store.thinking.map(|t| t.id), move |id| {
            if let Some(old) = last.replace(*id) {
                if Some(old) != *id {
                    ai.cancel(old);
                }
            }
        });
    }

    // R rotates the domino in hand wherever the focus is, except while typing.
    {
        let store = store.clone();
        use_effect_with((), move |_| {
            let listener = Closure::<dyn Fn(KeyboardEvent)>::new(move |e: KeyboardEvent| {
                let typing = e
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .is_some_and(|el| {
                        matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
                    });
                if !typing && (e.key() == "r" || e.key() == "R") && !e.ctrl_key() && !e.meta_key() {
                    store.dispatch(Msg::Rotate);
                }
            });
            let window = web_sys::window().expect("a window");
            let _ = window
                .add_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref());
            move || {
                let _ = window.remove_event_listener_with_callback(
                    "keydown",
                    listener.as_ref().unchecked_ref(),
                );
            }
        });
    }

    let screen = match (&store.viewer, &store.session) {
        (Some(Viewer::Board(board)), _) => html! { <BoardViewer board={board.clone()} /> },
        (Some(Viewer::Puzzle { board, domino }), _) => {
            html! { <PuzzleView board={board.clone()} domino={*domino} /> }
        }
        (None, Some(_)) => html! { <GameScreen /> },
        // A game by link not dealt yet: who joins, and the invitation.
        (None, None) if store.by_link.is_some() => html! {
            <main class="setup">
                <h1 class="setup__title">{ "Kingdomino" }</h1>
                <ByLinkPanel />
            </main>
        },
        (None, None) => html! { <SetupScreen /> },
    };
    html! {
        <ContextProvider<StoreHandle> context={store.clone()}>
            <ContextProvider<Lang> context={store.lang}>
                <ContextProvider<Rc<AiClient>> context={(*ai).clone()}>
                    <ContextProvider<ProgressHandle> context={progress.clone()}>
                        <ContextProvider<Reviewing> context={reviewing}>
                            <div class={classes!("app", store.embed.then_some("app--embed"))}>
                                <NoticeBar />
                                <LanguagePicker />
                                { screen }
                            </div>
                        </ContextProvider<Reviewing>>
                    </ContextProvider<ProgressHandle>>
                </ContextProvider<Rc<AiClient>>>
            </ContextProvider<Lang>>
        </ContextProvider<StoreHandle>>
    }
}
