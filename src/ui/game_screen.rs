//! The table during play: banner, draft lines, the kingdom of the player to move, the others'
//! kingdoms, the domino in hand, controls and the score sheet.

use yew::prelude::*;

use super::builders_board::BuildersBoard;
use super::controls::Controls;
use super::draft_line::DraftLine;
use super::estate_panel::EstatePanel;
use super::giants_panel::GiantsPanel;
use super::hand::Hand;
use super::kingdom_board::KingdomBoard;
use super::replay_bar::ReplayBar;
use super::rules_panel::RulesPanel;
use super::score_sheet::ScoreSheet;
use super::share_panel::SharePanel;
use super::store::StoreHandle;
use super::turn_banner::TurnBanner;
use crate::rules::PlayerId;

#[function_component(GameScreen)]
pub fn game_screen() -> Html {
    let store = use_context::<StoreHandle>().expect("store context");
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    // The large board: the player to move; between turns and at the end, the first person.
    let focus = table
        .to_move()
        .or_else(|| {
            session
                .seats
                .iter()
                .position(|s| s.is_human())
                .map(|i| PlayerId(i as u8))
        })
        .unwrap_or(PlayerId(0));
    let over = table.is_over() && session.replay.is_none();
    // One board a kingdom (team-mates share one), the large one's aside.
    let focus_kingdom = table.kingdom_of(focus);
    let others = table.players().filter(|&p| {
        let k = table.kingdom_of(p);
        table.rules().seats_of(k).next() == Some(p) && (over || k != focus_kingdom)
    });
    html! {
        <main class={classes!("game", over.then_some("game--over"))}>
            <TurnBanner />
            <ReplayBar />
            <div class="game__layout">
                <div class="game__draft"><DraftLine /><BuildersBoard /></div>
                <div class="game__main">
                    if !over { <KingdomBoard player={focus} /> }
                    <Hand />
                    <GiantsPanel />
                    <EstatePanel />
                    <Controls />
                    <SharePanel />
                    <RulesPanel />
                </div>
                <aside class="game__side">
                    <ScoreSheet />
                    <div class="game__others">
                        { for others.map(|p| html! { <KingdomBoard player={p} compact=true /> }) }
                    </div>
                </aside>
            </div>
        </main>
    }
}
