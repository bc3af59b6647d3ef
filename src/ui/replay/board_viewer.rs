//! A kingdom from a link, read-only, with its score broken down: for articles about scoring.

use yew::prelude::*;

use crate::i18n::{fill, Lang};
use crate::notation::Board;
use crate::ui::board::static_board::StaticBoard;
use crate::ui::panels::score_sheet::breakdown;

/// `board`, with its score, in `lang`.
pub fn board_viewer(lang: Lang, board: &Board) -> Html {
    let w = lang.words();
    let Ok(kingdom) = board.kingdom.clone().into_kingdom(board.size) else {
        return html! { <p>{ w.board_too_big }</p> };
    };
    let estate = board.estate();
    let score = board.score(&kingdom);
    html! {
        <main class="viewer" aria-label={w.kingdom_and_score}>
            <StaticBoard kingdom={kingdom.clone()} {estate} giants={board.kingdom.giants.clone()} />
            <section class="viewer__score">
                <h2 class="viewer__total">
                    { w.score_label }<span data-board-total={score.total.to_string()}>{ score.total }</span>
                </h2>
                { breakdown(&score, lang) }
                <p class="viewer__largest">{ fill(w.largest_and_crowns, &[&lang.plural(w.squares, score.largest_territory.into()), &score.crowns]) }</p>
            </section>
        </main>
    }
}
