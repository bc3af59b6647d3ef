//! A player's kingdom: the grid of squares around the castle, with the domino being placed
//! previewed where it would go. Squares carry `data-player`, `data-row` and `data-col` in the
//! kingdom's own coordinates (the castle is row 0, column 0). What it shows is decided in
//! `page/kingdom_view.rs`; this draws it and wires its keys.

use web_sys::{KeyboardEvent, MouseEvent, WheelEvent};
use yew::prelude::*;

use crate::i18n::{fill, Lang};
use crate::page::kingdom_view::{key_msg, KingdomView, SquareView};
use crate::rules::{Cell, Kingdom, KingdomId, PlayerId, Pos};
use crate::ui::board::art::{castle, queen};
use crate::ui::board::board_square::BoardSquare;
use crate::ui::board::kingdom_label::kingdom_label;
use crate::ui::board::territory_count::territory_count;
use crate::ui::board::tile::tile;
use crate::ui::store::{use_store, Msg, StoreHandle};

#[derive(Properties, PartialEq)]
pub struct KingdomBoardProps {
    pub player: PlayerId,
    #[prop_or_default]
    pub compact: bool,
    /// The game is over and its end settled: its territories are counted (see `GameScreen`).
    #[prop_or_default]
    pub count: bool,
}

/// What a square shows (castle, land or nothing), adding its modifier class.
pub fn cell_face(
    lang: Lang,
    kingdom: &Kingdom,
    pos: Pos,
    colour: &'static str,
    covered: u8,
    class: &mut Classes,
) -> Html {
    match kingdom.cell(pos) {
        Cell::Castle => {
            class.push("kingdom__cell--castle");
            castle(lang, colour)
        }
        Cell::Land(square) => {
            class.push("kingdom__cell--land");
            tile(lang, square, covered)
        }
        Cell::Empty => html! {},
    }
}

#[function_component(KingdomBoard)]
pub fn kingdom_board(props: &KingdomBoardProps) -> Html {
    let store = use_store();
    let count_now = props.compact && props.count;
    let Some(view) = KingdomView::new(&store, props.player, props.compact) else {
        return html! {};
    };
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let (player, kingdom, placing_here) = (props.player, view.kingdom, view.placing_here);
    let mine = table.kingdom_of(player);
    // Team-mates share a kingdom: it wears its first builder's colour and names them all.
    let colour = session.kingdom_seat(mine).css_colour();
    let name = session.kingdom_name(mine);
    let w = store.lang.words();
    let (rows, cols) = view.grid();
    let dispatch = store.dispatcher();
    let cell = |(row_no, col_no, pos): (usize, usize, Pos)| {
        let square = view.square(row_no, col_no, pos);
        board_square(square, player, colour, props.compact, &dispatch)
    };
    let (onkeydown, onwheel, oncontextmenu) = match placing_here {
        true => placing_keys(&store),
        false => (None, None, None),
    };
    let style = format!(
        "--rows: {}; --cols: {}; --size: {}; --king: {colour}",
        rows.len(),
        cols.len(),
        kingdom.size()
    );
    // A person's large board stays in the tab order all game, placing or not: changing whether
    // the grid a click focused can take focus makes the browser restyle the page in the middle
    // of the move's task.
    let focusable =
        !props.compact && session.played_here() && session.seats[player.index()].is_human();
    // Always drawn, so that the grid keeps its place (and its focus) when a verdict appears.
    let (verdict_kind, verdict_text) = view.verdict_line();
    html! {
        <section class={classes!("kingdom", if props.compact { "kingdom--compact" } else { "kingdom--room" }, placing_here.then_some("kingdom--placing"))}
            aria-label={fill(w.kingdom_of, &[&name])} data-kingdom={mine.0.to_string()}>
            { title(&store, mine) }
            <div class="kingdom__grid" {style}
                tabindex={focusable.then_some("0")}
                role="grid"
                aria-label={if placing_here { w.grid_help.to_string() } else { fill(w.kingdom_of, &[&name]) }}
                aria-activedescendant={store.interaction.target.filter(|_| placing_here).map(|pos| cell_id(player, pos))}
                {onkeydown} {onwheel} {oncontextmenu}>
                if count_now && session.played_here() {
                    { territory_count(kingdom, &rows, &cols) }
                }
                { for rows.iter().enumerate().map(|(i, &r)| html! {
                    <div class="kingdom__row" role="row">
                        { for cols.iter().enumerate().map(|(j, &c)| cell((i + 1, j + 1, Pos::new(r, c)))) }
                    </div>
                }) }
            </div>
            <p class={classes!("kingdom__verdict", verdict_kind.map(|k| format!("kingdom__verdict--{k}")))}
                data-verdict={verdict_kind} aria-live="polite">{ verdict_text }</p>
        </section>
    }
}

/// The board's title: whose kingdom, and the Queen where she stays.
fn title(store: &StoreHandle, kingdom: KingdomId) -> Html {
    let table = store.session.as_ref().map(|s| s.table());
    let hosts = table.and_then(|t| t.queendomino()?.queen()) == Some(kingdom);
    let w = store.lang.words();
    html! {
        <h3 class="kingdom__title">
            { kingdom_label(store, kingdom) }
            if hosts { <span class="kingdom__queen" title={w.hosts_queen}>{ queen(store.lang) }</span> }
        </h3>
    }
}

/// A square's element id, for the grid's active descendant.
fn cell_id(player: PlayerId, pos: Pos) -> String {
    format!("cell-{}-{}-{}", player.0, pos.row, pos.col)
}

/// A square of the board, as the view worked it out.
fn board_square(
    square: SquareView,
    player: PlayerId,
    colour: &'static str,
    compact: bool,
    dispatch: &Callback<Msg>,
) -> Html {
    let pos = square.pos;
    let id = (!compact).then(|| AttrValue::from(cell_id(player, pos)));
    html! {
        <BoardSquare key={format!("{}:{}", pos.row, pos.col)} {square} {player} {colour} {id}
            dispatch={dispatch.clone()} />
    }
}

/// The board's key, wheel and right-click handlers while a person places on it.
type PlacingKeys = (
    Option<Callback<KeyboardEvent>>,
    Option<Callback<WheelEvent>>,
    Option<Callback<MouseEvent>>,
);

/// The board's own keys while placing (`kingdom_view::key_msg`); the wheel and a right click
/// rotate the domino.
fn placing_keys(store: &StoreHandle) -> PlacingKeys {
    let key = {
        let store = store.clone();
        Callback::from(move |e: KeyboardEvent| {
            if let Some(msg) = key_msg(&e.key(), store.interaction.target) {
                e.prevent_default();
                store.dispatch(msg);
            }
        })
    };
    let rotate = |store: &StoreHandle| {
        let store = store.clone();
        move |e: web_sys::Event| {
            e.prevent_default();
            store.dispatch(Msg::Rotate);
        }
    };
    let wheel = rotate(store);
    let menu = rotate(store);
    (
        Some(key),
        Some(Callback::from(move |e: WheelEvent| wheel(e.into()))),
        Some(Callback::from(move |e: MouseEvent| menu(e.into()))),
    )
}
