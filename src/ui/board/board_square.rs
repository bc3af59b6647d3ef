//! One square of a kingdom board. Its properties are plain data (what it holds, how it is
//! marked, what a click does), so that a move redraws only the squares it changes: the board
//! lays out the grid, each square draws itself when its own properties change.

use yew::prelude::*;

use crate::i18n::Lang;
use crate::page::kingdom_view::{Click, Marks, SquareView};
use crate::review::fixed;
use crate::rules::{Cell, PlayerId, Pos};
use crate::ui::board::art::{castle, giant};
use crate::ui::board::building_tile::BuildingTile;
use crate::ui::board::pieces::knight;
use crate::ui::board::tile::tile;
use crate::ui::language::use_lang;
use crate::ui::store::Msg;

#[derive(Properties, PartialEq)]
pub struct BoardSquareProps {
    /// What the square shows and does (`page::kingdom_view`).
    pub square: SquareView,
    pub player: PlayerId,
    /// The castle's colour (its kingdom's).
    pub colour: &'static str,
    /// Its element id (on the large board, which the keyboard's cursor points at).
    pub id: Option<AttrValue>,
    pub dispatch: Callback<Msg>,
}

thread_local! {
    /// The square a pointer went down on, until it comes up.
    static PRESSED: std::cell::Cell<Option<(PlayerId, Pos)>> = const { std::cell::Cell::new(None) };
}

/// The classes of a square's marks.
fn mark(class: &mut Classes, m: Marks) {
    for (on, name) in [
        (m.out_of_reach, "kingdom__cell--out"),
        (m.their_last, "kingdom__cell--their-last"),
        (m.laid, "kingdom__cell--laid"),
        (m.fits, "kingdom__cell--fits"),
        (m.cursor, "kingdom__cell--cursor"),
        (m.hint, "kingdom__cell--hint"),
        (m.played, "kingdom__cell--played"),
        (m.build_target, "kingdom__cell--build-target"),
        (m.giant_target, "kingdom__cell--giant-target"),
    ] {
        if on {
            class.push(name);
        }
    }
}

#[function_component(BoardSquare)]
pub fn board_square(props: &BoardSquareProps) -> Html {
    crate::ui::render_count::count();
    let lang = use_lang();
    let s = &props.square;
    let (pos, m) = (s.pos, s.marks);
    let mut class = classes!("kingdom__cell");
    let content = match s.cell {
        Cell::Castle => {
            class.push("kingdom__cell--castle");
            castle(lang, props.colour)
        }
        Cell::Land(square) => {
            class.push("kingdom__cell--land");
            tile(lang, square, s.giants)
        }
        Cell::Empty => html! {},
    };
    mark(&mut class, m);
    let ghost = s.preview.map(|(square, ok)| {
        // (A hint's ghost glows as a hint, not as the person's own preview.)
        if !m.hint && !m.played {
            class.push(if ok {
                "kingdom__cell--ok"
            } else {
                "kingdom__cell--bad"
            });
        }
        html! { <span class="kingdom__ghost">{ tile(lang, square, 0) }</span> }
    });
    let extras = extras(props, lang);
    let (onclick, onpointerdown, onpointerup) = handlers(props);
    let square = match s.cell {
        Cell::Land(land) => Some(land),
        _ => None,
    };
    let (named, spoken) = named(s);
    html! {
        <div {class} role="gridcell" aria-label={named}
            id={props.id.clone()}
            data-player={props.player.0.to_string()}
            data-row={pos.row.to_string()}
            data-col={pos.col.to_string()}
            data-terrain={square.map(|land| land.terrain.name())}
            data-crowns={square.map(|land| land.crowns.to_string())}
            data-building={s.building.map(|b| format!("{:?}", b.kind()))}
            data-giant-target={m.giant_target.then_some("true")}
            {onclick} {onpointerdown} {onpointerup}>
            { for spoken }
            <span class="kingdom__face" aria-hidden="true">{ content }{ extras }{ for ghost }</span>
        </div>
    }
}

/// A plain square is named by an attribute (no text for the page to lay out); one that shows
/// text (a building's, a knight, giants) keeps its name as text, which includes it.
fn named(s: &SquareView) -> (Option<String>, Option<Html>) {
    if s.building.is_some() || s.knight || s.giants > 1 {
        let spoken = html! { <span class="sr-only">{ s.label.clone() }</span> };
        (None, Some(spoken))
    } else {
        (Some(s.label.clone()), None)
    }
}

/// What a square holds beside its land: a building, a knight, Study's value, the points a move
/// brought or would bring, giants.
fn extras(props: &BoardSquareProps, lang: Lang) -> Html {
    let w = lang.words();
    let giants = props.square.giants;
    // Points as the board shows them: "+11".
    let points = |gain: Option<i64>| gain.map(|g| AttrValue::from(format!("{g:+}")));
    html! {
        <>
            if let Some(b) = props.square.building { <span class="kingdom__building"><BuildingTile building={b} compact=true /></span> }
            if props.square.knight { <span class="kingdom__knight" data-knight="true" title={w.a_knight}>{ knight(props.colour) }</span> }
            if let Some(study) = props.square.study.clone() {
                <span class={classes!("kingdom__study", format!("kingdom__study--{}", study.grade))}
                    data-study={study.token.clone()} data-given-up={fixed(study.tenths as f64 / 10.0, 1)}
                    title={study.label.clone()}>
                    { fixed(study.tenths as f64 / 10.0, 1) }
                </span>
            }
            if let Some(gain) = points(props.square.gain) {
                <span class="kingdom__gain" data-gain={gain.clone()}>{ gain }</span>
            }
            if let Some(gain) = points(props.square.risen) {
                <span class="kingdom__gain kingdom__gain--rise" data-risen={gain.clone()} aria-hidden="true">{ gain }</span>
            }
            if let Some(gain) = points(props.square.preview_gain) {
                <span class="kingdom__gain kingdom__gain--preview" data-preview-gain={gain.clone()} aria-hidden="true">{ gain }</span>
            }
            if giants > 0 {
                <span class="kingdom__giant" data-giants={giants.to_string()}
                    title={lang.plural(w.giants_covering, giants.into())}>
                    { giant() }{ if giants > 1 { format!("×{giants}") } else { String::new() } }
                </span>
            }
        </>
    }
}

/// A square's click, pointer-down and pointer-up handlers (none on a square that does nothing).
type SquareHandlers = (
    Option<Callback<MouseEvent>>,
    Option<Callback<PointerEvent>>,
    Option<Callback<PointerEvent>>,
);

/// What a click, or a press and release, on the square does: a press and a release on it act,
/// whatever the page redrew in between (a click is lost when the element pressed is redrawn
/// before the release, as under a busy page); a click with no pointer (assistive tools: no
/// detail) acts too.
fn handlers(props: &BoardSquareProps) -> SquareHandlers {
    let pos = props.square.pos;
    let act = (props.square.click != Click::Nothing).then(|| {
        let (dispatch, click) = (props.dispatch.clone(), props.square.click);
        move || dispatch.emit(click.msg(pos))
    });
    let square_id = (props.player, pos);
    let down = act.is_some().then(|| {
        Callback::from(move |e: PointerEvent| {
            if e.button() == 0 {
                PRESSED.with(|p| p.set(Some(square_id)));
            }
        })
    });
    let up = act.clone().map(|act| {
        Callback::from(move |e: PointerEvent| {
            let pressed = PRESSED.with(|p| p.take());
            if e.button() == 0 && pressed == Some(square_id) {
                act();
            }
        })
    });
    let click = act.map(|act| {
        Callback::from(move |e: MouseEvent| {
            if e.detail() == 0 {
                act();
            }
        })
    });
    (click, down, up)
}
