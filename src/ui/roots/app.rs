//! The root: the store, the contexts every component reads, the screen the state shows, and the
//! app's effects (`hooks/`: saving, counting, the computer's turn, Study, the window).

use std::rc::Rc;

use yew::prelude::*;

use crate::by_link::is_sealed;
use crate::page::hand_off::HandOff;
use crate::page::session::BY_LINK;
use crate::ui::by_link::by_link_files::import_told;
use crate::ui::by_link::by_link_panel::ByLinkPanel;
use crate::ui::frame::{embedded, fragment, store_frame};
use crate::ui::hooks::autosave::use_autosave;
use crate::ui::hooks::computer_turn::use_computer_turn;
use crate::ui::hooks::finished::use_finished_counted;
use crate::ui::hooks::page_effects::{use_offline_copy, use_page_effects};
use crate::ui::hooks::practised::use_practised;
use crate::ui::hooks::scrolled::use_scrolled_mark;
use crate::ui::hooks::study::use_study;
use crate::ui::language;
use crate::ui::replay::board_viewer::board_viewer;
use crate::ui::replay::puzzle_view::PuzzleView;
use crate::ui::replay::reviewer::{ReviewState, Reviewer, Reviewing};
use crate::ui::roots::page_reducer::reduce_in_browser;
use crate::ui::start_page::import_hand_off::ImportHandOff;
use crate::ui::start_page::kingdom_gallery::KingdomGallery;
use crate::ui::start_page::practice_offer::practice_offer;
use crate::ui::start_page::setup_screen::{KeptGames, SetupScreen};
use crate::ui::start_page::your_games::YourGames;
use crate::ui::storage::review_keep::Keeper;
use crate::ui::storage::{hand_off_keep, review_keep, save};
use crate::ui::store::{use_root_store, Msg, Notice, Store, StoreHandle, Viewer};
use crate::ui::table::game_screen::GameScreen;
use crate::ui::table::thinking_bar::{Progress, ProgressHandle};
use crate::ui::update;
use crate::ui::workers::ai_client::{AiClient, AiEvent};
use crate::worker_protocol::Response;

/// The store a page opens with: the saved games (and what could not be read of them), the
/// language, Study's switch. The game's build and the start screen's both open with it.
pub(crate) fn opening_store(embed: bool) -> Store {
    // An embed reads nothing from storage, so that it never writes either (a bad save is moved).
    let lang = language::initial(embed);
    let (saved, errors) = if embed {
        (Vec::new(), Vec::new())
    } else {
        save::load_all()
    };
    let mut notices: Vec<Notice> = errors
        .into_iter()
        .map(|why| Notice {
            detail: Some(why),
            ..Notice::problem(lang.words().save_broken)
        })
        .collect();
    if language::wanted(embed) != lang {
        notices.push(Notice::problem(lang.words().language_unavailable));
    }
    let mut store = Store::new(saved, notices);
    store.embed = embed;
    store.touch = crate::ui::media::touch_screen();
    store.study = !embed && crate::ui::storage::kept_switch::STUDY.is_on();
    store.lens = !embed && crate::ui::storage::kept_switch::LENS.is_on();
    // A first visit's offer of the guided game (an embed offers nothing, and reads nothing).
    store.offer_lesson = !embed && {
        let finished = crate::ui::storage::local()
            .and_then(|s| s.get_item(crate::ui::storage::STATISTICS).ok().flatten())
            .is_some();
        let seen = crate::ui::storage::kept_switch::LESSON_SEEN.is_on();
        crate::page::lesson::offered(seen, store.saved.len(), finished)
    };
    store.lang = lang;
    store
}

fn initial_store() -> Store {
    let embed = embedded();
    let mut store = opening_store(embed);
    // Back from a reload into a new version: this tab's game goes on where it was.
    if !embed && update::resuming_after_update() {
        if let Some(slot) =
            save::this_tab_slot().filter(|t| store.saved.iter().any(|s| &s.slot == t))
        {
            store = reduce_in_browser(&store, Msg::Resume(slot)).unwrap_or(store);
        }
    }
    // What a first visit's start screen handed over stands for the address's link (the start
    // screen opened with none; one pasted into the address bar since is handed over).
    let first = match (!embed).then(hand_off_keep::take).flatten() {
        // A plain file of games by link is imported as the page opens; a sealed one waits on
        // the start page for its passphrase (`by_link_files`).
        Some(Ok(HandOff::Import(text))) if BY_LINK && !is_sealed(&text) => {
            store
                .notices
                .push(import_told(store.lang.words(), Some(&text)));
            return store;
        }
        Some(Ok(hand_off)) => hand_off.into_msg(),
        Some(Err(why)) => {
            store.notices.push(Notice {
                detail: Some(why),
                ..Notice::problem(store.lang.words().start_lost)
            });
            return store;
        }
        None if fragment().trim_start_matches('#').is_empty() => return store,
        None => Msg::Open(fragment()),
    };
    reduce_in_browser(&store, first).unwrap_or(store)
}

/// The worker's progress ticks go to the thinking bar's own state; the rest to the store.
#[hook]
pub(crate) fn use_ai_client(store: &StoreHandle) -> (Rc<AiClient>, ProgressHandle) {
    let progress = use_state_eq(Progress::default);
    let dispatcher = store.dispatcher();
    let ticks = progress.clone();
    let ai = use_state(move || {
        AiClient::new(Callback::from(move |e| match e {
            AiEvent::Answer(Response::Progress { id, done, .. }) => {
                ticks.set(Progress { id, done })
            }
            e => dispatcher.emit(Msg::Ai(e)),
        }))
    });
    ((*ai).clone(), progress)
}

/// The Expert's review: its own workers, and its own state, so that each decision reviewed
/// redraws the review alone; kept by `keeper`.
#[hook]
pub(crate) fn use_review_root(keeper: Keeper) -> Reviewing {
    let review = use_reducer(ReviewState::default);
    let reviewer = use_state(move || Reviewer::new(keeper));
    reviewer.report_to(review.dispatcher().to_callback());
    Reviewing {
        state: review,
        reviewer: (*reviewer).clone(),
    }
}

/// The page lists the games by link kept here, and imports files of them; it shows the
/// kingdoms built here.
struct ListedHere;

impl KeptGames for ListedHere {
    fn listed() -> Html {
        html! { <YourGames top=true /> }
    }

    fn import() -> Html {
        html! { <YourGames top=false /> }
    }

    fn gallery() -> Html {
        html! { <KingdomGallery /> }
    }

    fn practice(store: &StoreHandle) -> Html {
        practice_offer(store)
    }
}

/// The game's lighter build keeps no game by link (`web/loader.js` starts the page's build
/// for a browser that keeps any): a file of them picked here is handed to the page's build, as
/// the start screen's build hands it; it shows the kingdoms built here.
struct HandedOver;

impl KeptGames for HandedOver {
    fn listed() -> Html {
        Html::default()
    }

    fn import() -> Html {
        html! { <ImportHandOff /> }
    }

    fn gallery() -> Html {
        html! { <KingdomGallery /> }
    }

    fn practice(store: &StoreHandle) -> Html {
        practice_offer(store)
    }
}

/// The screen the state shows.
fn screen(store: &Store) -> Html {
    match (&store.viewer, &store.session) {
        (Some(Viewer::Board(board)), _) => board_viewer(store.lang, board),
        (Some(Viewer::Puzzle { board, domino }), _) => {
            html! { <PuzzleView board={board.clone()} domino={*domino} /> }
        }
        (None, Some(_)) => html! { <GameScreen /> },
        // A game by link not dealt yet: who joins, and the invitation.
        (None, None) if store.table_by_link().is_some() => html! {
            <main class="setup">
                <h1 class="setup__title">{ "Kingdomino" }</h1>
                <ByLinkPanel />
            </main>
        },
        (None, None) if BY_LINK => html! { <SetupScreen<ListedHere> /> },
        (None, None) => html! { <SetupScreen<HandedOver> /> },
    }
}

#[function_component(App)]
pub fn app() -> Html {
    let store = use_root_store(initial_store, reduce_in_browser);
    let (ai, progress) = use_ai_client(&store);
    // An embed keeps no review (nor reads one): it is someone else's page.
    let keeper = if store.embed {
        Keeper::NONE
    } else {
        review_keep::keeper()
    };
    let reviewing = use_review_root(keeper);
    use_autosave(&store);
    use_finished_counted(&store);
    use_page_effects(&store);
    // The offline copy once the page has what it needs first: a computer's answer awaited.
    use_offline_copy(&store, !store.awaits_computer());
    use_scrolled_mark();
    use_computer_turn(&store, &ai);
    use_study(&store, &ai);
    use_practised(&store);
    let shown = screen(&store);
    roots_frame(&store, ai, progress, reviewing, shown)
}

/// What the page's root draws around its screen: the computer players, their progress and the
/// Expert's review as contexts, inside [`store_frame`].
fn roots_frame(
    store: &StoreHandle,
    ai: Rc<AiClient>,
    progress: ProgressHandle,
    reviewing: Reviewing,
    screen: Html,
) -> Html {
    let screen = html! {
        <ContextProvider<ProgressHandle> context={progress}>
            <ContextProvider<Reviewing> context={reviewing}>
                { screen }
            </ContextProvider<Reviewing>>
        </ContextProvider<ProgressHandle>>
    };
    store_frame(store, ai, screen)
}
