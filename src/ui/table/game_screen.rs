//! The table during play: banner, draft lines, the kingdom of the player to move, the others'
//! kingdoms, the domino in hand, controls and the score sheet.

use yew::prelude::*;

use crate::page::boards_shown::BoardsShown;
use crate::page::end_drawn::EndDrawn;
use crate::page::session::PLAYS;
use crate::rules::{KingdomId, PlayerId};
use crate::ui::after_paint::use_frames_painted;
use crate::ui::board::kingdom_board::KingdomBoard;
use crate::ui::board::travel::travel;
use crate::ui::panels::score_sheet::ScoreSheet;
use crate::ui::replay::jump_bar::jump_bar;
use crate::ui::replay::replay_bar::ReplayBar;
use crate::ui::store::{use_store, Msg, StoreHandle};
use crate::ui::table::announcer::{announcer, Spoken};
use crate::ui::table::builders_board::BuildersBoard;
use crate::ui::table::draft_line::DraftLine;
use crate::ui::table::estate_panel::estate_panel;
use crate::ui::table::giants_panel::giants_panel;
use crate::ui::table::kingdom_tabs::kingdom_tabs;
use crate::ui::table::move_log_panel::MoveLogPanel;
use crate::ui::table::screen_parts::screen_parts;
use crate::ui::table::turn_banner::turn_banner;

/// Moves that travel (`travel.rs`): after each single move forward, the piece it moved.
#[hook]
fn use_travel(store: &crate::ui::store::StoreHandle) {
    let seen = use_mut_ref(|| 0usize);
    // An embed reads no storage: the sound's switch included.
    let sounds = !store.embed;
    let moves = store.log.moves.clone();
    let mover = moves.last().map(|m| m.seat);
    let (kingdom, by_person) = store
        .session
        .as_ref()
        .zip(mover)
        .map(|(s, p)| {
            let person = s.played_here() && s.seats[p.index()].is_human();
            (s.table().kingdom_of(p).0, person)
        })
        .unwrap_or_default();
    use_effect_with(moves, move |moves| {
        let before = std::mem::replace(&mut *seen.borrow_mut(), moves.len());
        if moves.len() == before + 1 {
            travel(moves, kingdom, by_person);
            if let Some(last) = moves.last().filter(|_| sounds) {
                crate::ui::sound::of_move(last);
            }
        }
    });
}

/// How far the end of a game is drawn (`page::end_drawn`), and whether it was made here.
#[hook]
fn use_end_drawn(store: &StoreHandle) -> (bool, EndDrawn) {
    let (over, played_here, kingdoms) = store.session.as_ref().map_or((false, false, 0), |s| {
        let table = s.table();
        (
            table.is_over(),
            s.played_here(),
            table.kingdoms().len() as u32,
        )
    });
    let before: fn(u32) = if played_here {
        |next| {
            if EndDrawn::leaves_board_before(next, true) {
                leave_the_board();
            }
        }
    } else {
        |_| {}
    };
    let frames = use_frames_painted(over, EndDrawn::frames(played_here, kingdoms), before);
    (over && played_here, EndDrawn::after(frames, played_here))
}

/// Takes the focus off a kingdom's board (the large board a click or the keys placed on).
fn leave_the_board() {
    let focused = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element());
    if let Some(focused) = focused.filter(|e| e.closest(".kingdom").ok().flatten().is_some()) {
        if let Ok(focused) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(focused) {
            let _ = focused.blur();
        }
    }
}

/// A kingdom picked to be shown large, until a person's turn comes (computers' turns keep it).
#[hook]
fn use_viewing(store: &StoreHandle) -> UseStateHandle<Option<KingdomId>> {
    let viewing = use_state(|| None::<KingdomId>);
    let to_move = store.session.as_ref().and_then(|s| {
        s.table()
            .to_move()
            .filter(|p| s.seats[p.index()].is_human())
    });
    {
        let viewing = viewing.clone();
        use_effect_with(to_move, move |_| viewing.set(None));
    }
    viewing
}

/// Beside the boards: a puzzle's words, the score sheet, the review of a replay, the other kingdoms small, and
/// while playing the moves so far.
fn side(store: &StoreHandle, others: Vec<PlayerId>, over: bool, end: EndDrawn) -> Html {
    let parts = screen_parts();
    let played_here = store.session.as_ref().is_some_and(|s| s.played_here());
    html! {
        <aside class="game__side">
            { (parts.practice_panel)(store) }
            <ScoreSheet settled={end.settled} />
            if !played_here { { (parts.review_panel)() } }
            <div class="game__others">
                { for others.into_iter().zip(0..).map(|(p, i)| html! { <KingdomBoard key={p.0} player={p} compact=true count={i < end.counted} /> }) }
            </div>
            if !over { <MoveLogPanel /> }
        </aside>
    }
}

#[function_component(GameScreen)]
pub fn game_screen() -> Html {
    let store = use_store();
    let parts = screen_parts();
    let viewing = use_viewing(&store);
    use_travel(&store);
    let (finished, end) = use_end_drawn(&store);
    let over = end.laid_out;
    let spoken = use_mut_ref(Spoken::default);
    // One tap anywhere on the table skips the end's count.
    let skip_reveal = (PLAYS && over && !store.interaction.reveal_skipped).then(|| {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::SkipReveal))
    });
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    // The day's deal shares no record (it would name the dominoes to come).
    let (by_link, daily) = (session.dealt_together.is_some(), session.daily().is_some());
    let BoardsShown {
        large,
        others,
        shown: shown_kingdom,
        focus: focus_kingdom,
    } = BoardsShown::of(session, *viewing, over, finished && !over);
    // A kingdom picked in the others' last moves, shown large.
    let onview = {
        let viewing = viewing.clone();
        Callback::from(move |k: KingdomId| viewing.set(Some(k)))
    };
    // Every kingdom one tap from the large board (on a phone the others' boards are far below).
    let tabs = (!over).then(|| {
        let viewing = viewing.clone();
        let onpick = Callback::from(move |k: KingdomId| viewing.set(Some(k)));
        kingdom_tabs(&store, shown_kingdom, focus_kingdom, &onpick)
    });
    html! {
        <main class={classes!("game", over.then_some("game--over"), end.grown.then_some("game--grown"), store.interaction.reveal_skipped.then_some("game--revealed"))}
            onclick={skip_reveal}>
            { turn_banner(&store) }
            if by_link { { (parts.by_link_panel)() } }
            { announcer(&store, &spoken) }
            <ReplayBar />
            <div class="game__layout">
                <div class="game__draft"><DraftLine onview={onview} /><BuildersBoard /></div>
                <div class="game__main">
                    if !over { <KingdomBoard player={large} /> }
                    { for tabs }
                    if !over { { jump_bar(&store) } }
                    { giants_panel(&store) }
                    { estate_panel(&store) }
                    { (parts.controls)() }
                    if !finished && !by_link && !daily { { (parts.share_panel)() } }
                    { (parts.rules_panel)(&store) }
                    { (parts.how_to_play)(store.lang, table.rules()) }
                </div>
                { side(&store, others, over, end) }
            </div>
        </main>
    }
}
