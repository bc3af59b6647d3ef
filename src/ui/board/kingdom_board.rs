//! A player's kingdom: the grid of squares around the castle, with the domino being placed
//! previewed where it would go. Squares carry `data-player`, `data-row` and `data-col` in the
//! kingdom's own coordinates (the castle is row 0, column 0).

use web_sys::{KeyboardEvent, MouseEvent, WheelEvent};
use yew::prelude::*;

use crate::i18n::{fill, Lang};
use crate::page::session::Session;
use crate::page::study::Studied;
use crate::rules::{
    Action, BuildingId, Cell, Domino, Kingdom, Placement, PlayerId, Pos, Square, Table,
};
use crate::ui::after_paint::use_after_paint;
use crate::ui::board::art::{castle, queen};
use crate::ui::board::board_square::{BoardSquare, Click, Marks, StudyMark};
use crate::ui::board::kingdom_label::kingdom_label;
use crate::ui::board::territory_count::territory_count;
use crate::ui::board::tile::tile;
use crate::ui::store::{use_store, Msg, Store, StoreHandle};

#[derive(Properties, PartialEq)]
pub struct KingdomBoardProps {
    pub player: PlayerId,
    #[prop_or_default]
    pub compact: bool,
}

/// What the preview says about placing the domino in hand at the target.
pub struct Verdict {
    pub squares: [(Pos, Square); 2],
    pub result: Result<i64, String>,
}

/// The verdict for the domino in hand at the store's target, when `player` is placing.
pub fn verdict(
    table: &Table,
    player: PlayerId,
    target: Option<Pos>,
    dir: crate::rules::Dir,
    session: &crate::page::session::Session,
    lang: crate::i18n::Lang,
) -> Option<Verdict> {
    let domino = table.domino_to_place()?;
    if table.to_move() != Some(player) {
        return None;
    }
    let placement = crate::rules::Placement::new(target?, dir);
    let squares = placement.cells(domino.domino())?;
    let result = table
        .placement_gain(placement)
        .map_err(|e| lang.refusal(&e, session));
    Some(Verdict { squares, result })
}

/// What a screen reader says of a square: the castle, empty, or its terrain and crowns with the
/// building, knight and giants on it.
pub fn square_words(
    lang: Lang,
    kingdom: &Kingdom,
    pos: Pos,
    building: Option<BuildingId>,
    knight: bool,
    giants: u8,
) -> String {
    let w = lang.words();
    let mut what = match kingdom.cell(pos) {
        Cell::Castle => w.castle.to_string(),
        Cell::Empty => w.empty.to_string(),
        Cell::Land(s) => {
            let crowns = if s.crowns == 0 {
                w.no_crown.to_string()
            } else {
                lang.plural(w.crowns_label, s.crowns.into())
            };
            format!("{}, {crowns}", lang.terrain(s.terrain))
        }
    };
    if let Some(b) = building {
        what += &format!(", {}", lang.building(b.kind()));
    }
    if knight {
        what += &format!(", {}", w.knight_tower[0]);
    }
    if giants > 0 {
        what += &format!(", {}", lang.plural(w.giants_here, giants.into()));
    }
    what
}

/// The rows and columns drawn: every square the kingdom could still grow into.
pub fn frame(kingdom: &Kingdom) -> (Vec<i8>, Vec<i8>) {
    let size = kingdom.size() as i8;
    let (min, max) = kingdom.bounds();
    (
        (max.row - size + 1..=min.row + size - 1).collect(),
        (max.col - size + 1..=min.col + size - 1).collect(),
    )
}

/// The whole grid the rules allow around the castle, whatever is built: drawn from the first move
/// to the last, so that the board keeps its size and the castle its place on screen.
pub fn whole_frame(kingdom: &Kingdom) -> (Vec<i8>, Vec<i8>) {
    let reach = kingdom.size() as i8 - 1;
    ((-reach..=reach).collect(), (-reach..=reach).collect())
}

/// Whether `pos` is in the kingdom's room: what is built and two squares around it (as far as a
/// domino laid now can reach), within the kingdom's size. The large board draws only these
/// squares, on a grid of fixed squares around the castle: the room grows as the kingdom does and
/// nothing laid moves.
pub fn within_room(kingdom: &Kingdom, pos: Pos) -> bool {
    let size = kingdom.size() as i8;
    let (min, max) = kingdom.bounds();
    let near = |at: i8, low: i8, high: i8| at >= low - 2 && at <= high + 2;
    let reach = |at: i8, low: i8, high: i8| at > high - size && at < low + size;
    near(pos.row, min.row, max.row)
        && near(pos.col, min.col, max.col)
        && reach(pos.row, min.row, max.row)
        && reach(pos.col, min.col, max.col)
}

/// A window of the kingdom's own size around what is built so far, centred on it.
fn built(kingdom: &Kingdom) -> (Vec<i8>, Vec<i8>) {
    let size = kingdom.size() as i8;
    let (min, max) = kingdom.bounds();
    let window = |low: i8, high: i8| {
        let start = low - (size - (high - low + 1)).max(0) / 2;
        (start..start + size.max(high - low + 1)).collect()
    };
    (window(min.row, max.row), window(min.col, max.col))
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
    // The territories are counted a frame after the end-of-game screen paints: a task of its own.
    let over = store.session.as_ref().is_some_and(|s| s.table().is_over());
    let count_now = use_after_paint(props.compact && over);
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let player = props.player;
    let kingdom = table.seat_kingdom(player);
    // Team-mates share a kingdom: it wears its first builder's colour and names them all.
    let seat = session.kingdom_seat(table.kingdom_of(player));
    let name = session.kingdom_name(table.kingdom_of(player));
    let w = store.lang.words();
    let board = Drawing::new(&store, session, player, props.compact);
    let (placing_here, verdict) = (board.placing_here, board.verdict.as_ref());
    // A small board shows a kingdom's worth of squares around what is built; the large one the
    // whole grid the rules allow, drawing only the kingdom's room (the rest is left blank).
    let (rows, cols) = if props.compact {
        built(kingdom)
    } else {
        whole_frame(kingdom)
    };
    let cell_id = |pos: Pos| cell_id(player, pos);
    let cell = |(row_no, col_no, pos): (usize, usize, Pos)| square(&board, row_no, col_no, pos);

    let (onkeydown, onwheel, oncontextmenu) = match placing_here {
        true => {
            let (key, wheel, menu) = placing_keys(&store);
            (Some(key), Some(wheel), Some(menu))
        }
        false => (None, None, None),
    };
    let style = format!(
        "--rows: {}; --cols: {}; --size: {}; --king: {}",
        rows.len(),
        cols.len(),
        kingdom.size(),
        seat.css_colour()
    );
    // Always drawn, so that the grid keeps its place (and its focus) when a verdict appears.
    let (verdict_kind, verdict_text) = match verdict.as_ref().map(|v| &v.result) {
        Some(Ok(points)) => (Some("ok"), fill(w.fits_here, &[&format!("{points:+}")])),
        Some(Err(why)) => (Some("bad"), fill(w.cannot_go, &[why])),
        None => (None, String::new()),
    };
    html! {
        <section class={classes!("kingdom", if props.compact { "kingdom--compact" } else { "kingdom--room" }, placing_here.then_some("kingdom--placing"))}
            aria-label={fill(w.kingdom_of, &[&name])} data-kingdom={table.kingdom_of(player).0.to_string()}>
            <h3 class="kingdom__title">
                { kingdom_label(&store, table.kingdom_of(player)) }
                if table.queendomino().and_then(|q| q.queen()) == Some(table.kingdom_of(player)) { <span class="kingdom__queen" title={w.hosts_queen}>{ queen(store.lang) }</span> }
            </h3>
            <div class="kingdom__grid" {style}
                tabindex={placing_here.then_some("0")}
                role="grid"
                aria-label={if placing_here { w.grid_help.to_string() } else { fill(w.kingdom_of, &[&name]) }}
                aria-activedescendant={store.interaction.target.filter(|_| placing_here).map(cell_id)}
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

/// What the board knows when it draws its squares, computed once a render.
struct Drawing<'a> {
    store: &'a Store,
    session: &'a Session,
    kingdom: &'a Kingdom,
    player: PlayerId,
    compact: bool,
    placing_here: bool,
    verdict: Option<Verdict>,
    /// A few dozen squares at most, each once: a list to look in (a hash set's code weighed
    /// more than the looking).
    fits: Vec<Pos>,
    giant_targets: Vec<Pos>,
    laid_last: Vec<Pos>,
    risen: Option<(Pos, i64)>,
    hint_squares: Vec<(Pos, Square)>,
    played_squares: Vec<(Pos, Square)>,
    since_me: Option<(Placement, i64)>,
    studied: Option<(&'a Studied, &'static Domino)>,
    colour: &'static str,
    dispatch: Callback<Msg>,
}

impl<'a> Drawing<'a> {
    fn new(
        store: &'a StoreHandle,
        session: &'a Session,
        player: PlayerId,
        compact: bool,
    ) -> Drawing<'a> {
        let table = session.table();
        let kingdom = table.seat_kingdom(player);
        let seat = session.kingdom_seat(table.kingdom_of(player));
        let placing_here = table.domino_to_place().is_some()
            && table.to_move() == Some(player)
            && session.human_to_move()
            && !compact;
        let verdict = if placing_here {
            verdict(
                table,
                player,
                store.interaction.target,
                store.interaction.dir,
                session,
                store.lang,
            )
        } else {
            None
        };
        let fits = if placing_here && store.interaction.show_fits {
            fitting_squares(table, kingdom)
        } else {
            Vec::new()
        };
        // The crowns a giant waiting for this player's kingdom may cover.
        let giant_targets = if session.human_to_move() && table.to_move() == Some(player) {
            store.choices.covers.clone()
        } else {
            Vec::new()
        };

        // The domino laid last, if in this kingdom: its squares settle in (a gentle motion that
        // shows what changed, the computer's moves included; none with reduced motion).
        let laid_last = laid_last(session, player);
        let risen = risen(session, &store.log.moves, player);

        // The replay shows the review's best placement on the board of the player to move.
        let reviewing_here = !session.played_here()
            && table.domino_to_place().is_some()
            && table.to_move() == Some(player);
        let squares_of = |action: Option<Action>| squares_of(table, action);
        let hint_squares = squares_of(
            store
                .interaction
                .hint
                .filter(|_| placing_here || reviewing_here),
        );
        // Beside the best, in the review: the move played, drawn apart (outlined, not glowing).
        let played_squares = squares_of(store.interaction.played.filter(|_| reviewing_here));
        // What an opponent (or a computer team-mate) laid here since the person's last action: the
        // domino outlined, with the points it brought, until the person acts again.
        let since_me = (session.played_here() && !table.is_over())
            .then(|| {
                store.log.last_placement_since(
                    session.last_human_action(),
                    table.kingdom_of(player),
                    table,
                )
            })
            .flatten()
            .and_then(|(_, m)| match m.action {
                Action::Place(p) => Some((p, m.gain)),
                _ => None,
            });
        // Study's values for the domino in hand, once weighed for this position.
        let studied = store
            .studied
            .as_ref()
            .filter(|s| placing_here && store.study && s.at == session.game.history().len())
            .zip(table.domino_to_place().map(|d| d.domino()));
        Drawing {
            store,
            session,
            kingdom,
            player,
            compact,
            placing_here,
            verdict,
            fits,
            giant_targets,
            laid_last,
            risen,
            hint_squares,
            played_squares,
            since_me,
            studied,
            colour: seat.css_colour(),
            dispatch: store.dispatcher(),
        }
    }
}

/// A square's element id, for the grid's active descendant.
fn cell_id(player: PlayerId, pos: Pos) -> String {
    format!("cell-{}-{}-{}", player.0, pos.row, pos.col)
}

/// The square at `pos` (row `row_no`, column `col_no` as a screen reader counts them), with what
/// it holds, how it is marked and what a click there does.
fn square(b: &Drawing, row_no: usize, col_no: usize, pos: Pos) -> Html {
    let (store, kingdom, table) = (b.store, b.kingdom, b.session.table());
    let (lang, w) = (store.lang, store.lang.words());
    let mine = table.kingdom_of(b.player);
    let estate = table.queendomino().map(|q| q.estate(mine));
    let preview = b.verdict.as_ref().and_then(|v| {
        v.squares
            .iter()
            .find(|(p, _)| *p == pos)
            .map(|(_, s)| (*s, v.result.is_ok()))
    });
    let giants = table.giants().map_or(0, |g| g.count_at(mine, pos));
    let square = kingdom.square(pos);
    let building = estate.and_then(|e| e.building_at(pos));
    let knight = estate.is_some_and(|e| e.knights.contains(&pos));
    let free_town =
        square.is_some_and(|s| s.terrain == crate::rules::Terrain::Town) && building.is_none();
    let build_here =
        b.store.interaction.selected_spot.filter(|_| {
            free_town && b.session.human_to_move() && table.to_move() == Some(b.player)
        });
    let giant_target = !b.compact && b.giant_targets.contains(&pos);
    // The Expert's hint: the domino itself, both halves, where it would lay it (under the
    // person's own preview, where the two meet).
    let hinted = b
        .hint_squares
        .iter()
        .find(|(p, _)| *p == pos)
        .map(|&(_, square)| square)
        .filter(|_| preview.is_none());
    let played = b
        .played_squares
        .iter()
        .find(|(p, _)| *p == pos)
        .map(|&(_, square)| square)
        .filter(|_| preview.is_none() && hinted.is_none());
    let preview = preview
        .or(hinted.map(|square| (square, true)))
        .or(played.map(|square| (square, true)));
    // What the domino in hand would bring, at the domino itself (the sentence under the
    // board can be off screen on a phone).
    let preview_gain = b
        .verdict
        .as_ref()
        .filter(|v| v.squares[0].0 == pos)
        .and_then(|v| v.result.as_ref().ok())
        .map(|points| AttrValue::from(format!("{points:+}")));
    let their_last = b
        .since_me
        .filter(|(p, _)| p.first == pos || p.second() == Some(pos));
    let gain = their_last
        .filter(|(p, _)| p.first == pos)
        .map(|(_, gain)| AttrValue::from(format!("{gain:+}")));
    let risen = b
        .risen
        .filter(|&(at, _)| at == pos)
        .map(|(_, gain)| AttrValue::from(format!("{gain:+}")));
    let marks = Marks {
        their_last: their_last.is_some(),
        out_of_reach: !b.compact && !within_room(kingdom, pos),
        laid: b.laid_last.contains(&pos),
        fits: b.fits.contains(&pos),
        cursor: b.placing_here && b.store.interaction.target == Some(pos),
        hint: hinted.is_some(),
        played: played.is_some(),
        build_target: build_here.is_some(),
        giant_target,
    };
    let click = if giant_target {
        Click::Cover
    } else if let Some(spot) = build_here {
        Click::Build(spot)
    } else if b.placing_here {
        Click::Place
    } else {
        Click::Nothing
    };
    let study = b.studied.and_then(|(studied, domino)| {
        let (placement, lost, grade) =
            studied.placement_at(domino, pos, b.store.interaction.dir)?;
        Some(StudyMark {
            token: crate::notation::action_token(Action::Place(placement)).into(),
            tenths: (lost * 10.0).round() as i64,
            grade: grade.key(),
            label: fill(w.study_badge, &[&crate::review::fixed(lost, 1)]).into(),
        })
    });
    let what = square_words(lang, kingdom, pos, building, knight, giants);
    let mut label = fill(w.cell, &[&row_no, &col_no, &what]);
    // Study's value is said with the square, as it shows on it.
    if let Some(study) = &study {
        label = format!("{label}; {}", study.label);
    }
    let label = AttrValue::from(label);
    html! {
        <BoardSquare key={format!("{}:{}", pos.row, pos.col)} player={b.player} {pos} cell={kingdom.cell(pos)}
            colour={b.colour} {giants} {building} {knight} {preview} {marks} {click} {label} {gain} {preview_gain} {risen} {study}
            id={(!b.compact).then(|| AttrValue::from(cell_id(b.player, pos)))} dispatch={b.dispatch.clone()} />
    }
}

/// The board's own keys while placing: arrows move the cursor, Enter or Space places there (or
/// starts at the castle), Escape leaves it; the wheel and a right click rotate the domino.
fn placing_keys(
    store: &StoreHandle,
) -> (
    Callback<KeyboardEvent>,
    Callback<WheelEvent>,
    Callback<MouseEvent>,
) {
    let key = {
        let store = store.clone();
        Callback::from(move |e: KeyboardEvent| {
            let msg = match e.key().as_str() {
                "ArrowUp" => Msg::MoveTarget { rows: -1, cols: 0 },
                "ArrowDown" => Msg::MoveTarget { rows: 1, cols: 0 },
                "ArrowLeft" => Msg::MoveTarget { rows: 0, cols: -1 },
                "ArrowRight" => Msg::MoveTarget { rows: 0, cols: 1 },
                "Enter" | " " => match store.interaction.target {
                    Some(pos) => Msg::PlaceAt(pos),
                    None => Msg::Target(Some(Pos::CASTLE)),
                },
                "Escape" => Msg::Target(None),
                _ => return,
            };
            e.prevent_default();
            store.dispatch(msg);
        })
    };
    let wheel = {
        let store = store.clone();
        Callback::from(move |e: WheelEvent| {
            e.prevent_default();
            store.dispatch(Msg::Rotate);
        })
    };
    let menu = {
        let store = store.clone();
        Callback::from(move |e: MouseEvent| {
            e.prevent_default();
            store.dispatch(Msg::Rotate);
        })
    };
    (key, wheel, menu)
}

/// Every square the domino in hand can use in `kingdom` ("Show where it fits"), each once.
fn fitting_squares(table: &Table, kingdom: &Kingdom) -> Vec<Pos> {
    let Some(domino) = table.domino_to_place() else {
        return Vec::new();
    };
    let mut placements = Vec::new();
    kingdom.legal_placements(domino.domino(), &mut placements);
    let mut squares = Vec::new();
    for pos in placements
        .iter()
        .flat_map(|p| [Some(p.first), p.second()])
        .flatten()
    {
        if !squares.contains(&pos) {
            squares.push(pos);
        }
    }
    squares
}

/// The squares of the domino laid last, if in `player`'s kingdom: they settle in (a gentle
/// motion that shows what changed, the computer's moves included; none with reduced motion).
fn laid_last(session: &crate::page::session::Session, player: PlayerId) -> Vec<Pos> {
    let table = session.table();
    session
        .game
        .played()
        .rev()
        .find_map(|(seat, action)| match action {
            Action::Place(p) => Some((seat, p)),
            _ => None,
        })
        .filter(|&(seat, _)| table.kingdom_of(seat) == table.kingdom_of(player))
        .map(|(_, p)| [Some(p.first), p.second()].into_iter().flatten().collect())
        .unwrap_or_default()
}

/// A person's own placement in `player`'s kingdom, just made: its first square and the points it
/// brought, which rise from it once (the others' stay as a badge).
fn risen(
    session: &crate::page::session::Session,
    moves: &[crate::page::move_log::LoggedMove],
    player: PlayerId,
) -> Option<(Pos, i64)> {
    let table = session.table();
    moves
        .last()
        .filter(|m| table.kingdom_of(m.seat) == table.kingdom_of(player))
        .filter(|m| session.played_here() && session.seats[m.seat.index()].is_human())
        .and_then(|m| match m.action {
            Action::Place(p) if m.gain != 0 => Some((p.first, m.gain)),
            _ => None,
        })
}

/// The squares, with their halves, of a placement of the domino in hand (a hint, the move
/// played); none for any other action.
fn squares_of(table: &Table, action: Option<Action>) -> Vec<(Pos, Square)> {
    match action {
        Some(Action::Place(h)) => table
            .domino_to_place()
            .and_then(|d| h.cells(d.domino()))
            .map(Vec::from)
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}
