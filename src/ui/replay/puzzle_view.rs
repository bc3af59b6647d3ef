//! A puzzle from a link: a kingdom and a domino. The reader places it, and the rules module says
//! how many points that adds against the best placement there is.

use yew::prelude::*;

use crate::i18n::{fill, Lang, Words};

use crate::notation::Board;
use crate::page::interaction::first_half_at;
use crate::page::puzzle::{answer_at, drawn, Answer, Drawn};
use crate::rules::{Bonuses, Dir, Domino, DominoId, Kingdom, Placement, PlayerId, Pos};
use crate::ui::board::domino_tile::DominoTile;
use crate::ui::board::pointer::{half_of, square_at, use_drag, Drag};
use crate::ui::board::static_board::StaticBoard;
use crate::ui::language::use_lang;

#[derive(Properties, PartialEq)]
pub struct PuzzleViewProps {
    pub board: Board,
    pub domino: DominoId,
}

#[function_component(PuzzleView)]
pub fn puzzle_view(props: &PuzzleViewProps) -> Html {
    let dir = use_state(|| Dir::East);
    let target = use_state(|| None::<Pos>);
    let answer = use_state(|| None::<Answer>);
    let refusal = use_state(|| None::<String>);
    let drag = use_drag::<u8>();
    let board = &props.board;
    let lang = use_lang();
    let w = lang.words();
    let Ok(kingdom) = board.kingdom.clone().into_kingdom(board.size) else {
        return html! { <p>{ w.board_too_big }</p> };
    };
    let domino = props.domino.domino();
    let fits = kingdom.can_place(domino);

    let states = (&dir, &target, &answer, &refusal);
    let place = placing(&kingdom, domino, board.bonuses, lang, states);
    let onclick = answer.is_none().then(|| {
        let target = target.clone();
        let place = place.clone();
        Callback::from(move |pos: Pos| {
            if *target == Some(pos) {
                place(pos);
            } else {
                target.set(Some(pos));
            }
        })
    });
    let place_here = target.filter(|_| answer.is_none()).map(|pos| {
        let place = place.clone();
        Callback::from(move |_: MouseEvent| place(pos))
    });
    let controls = controls(w, states, fits, place_here);
    let placement = target.map(|t| Placement::new(t, *dir));
    let Drawn {
        ghost,
        ghost_ok,
        marks,
        best,
    } = drawn(answer.as_ref(), placement, &kingdom, domino);
    let verdict = answer.as_ref().map(|a| verdict(a, w));
    html! {
        <main class="puzzle" aria-label={w.puzzle}>
            <h2 class="puzzle__question">{ fill(w.puzzle_question, &[&props.domino]) }</h2>
            { for verdict }
            { hand(props.domino, *dir, &drag, answer.is_none().then(|| (target.clone(), Callback::from(place)))) }
            <StaticBoard kingdom={kingdom.clone()} {ghost} {ghost_ok} {best} {marks} {onclick} giants={board.kingdom.giants.clone()} />
            { controls }
            if let Some(text) = (*refusal).clone() {
                <p class="puzzle__refusal" data-puzzle-refusal="true">{ text }</p>
            }
            if answer.is_none() && target.is_none() {
                <p class="puzzle__help">{ w.gestures(crate::ui::media::touch_screen()).puzzle_help }</p>
            }
        </main>
    }
}

/// Laying the domino with its first half at a square, turned as it is: the answer kept, or the
/// rules' refusal said.
fn placing(
    kingdom: &Kingdom,
    domino: &'static Domino,
    bonuses: Bonuses,
    lang: Lang,
    (dir, _, answer, refusal): PuzzleStates,
) -> impl Fn(Pos) + Clone + 'static {
    let (kingdom, dir, answer, refusal) = (
        kingdom.clone(),
        dir.clone(),
        answer.clone(),
        refusal.clone(),
    );
    move |first: Pos| {
        let placement = Placement::new(first, *dir);
        match answer_at(&kingdom, domino, placement, bonuses, lang) {
            Ok(placed) => {
                refusal.set(None);
                answer.set(Some(placed));
            }
            Err(why) => refusal.set(Some(why)),
        }
    }
}

/// The puzzle's buttons: turn the domino, place it at the target, say it fits nowhere; once
/// answered, try again.
fn controls(
    w: &Words,
    (dir, target, answer, refusal): PuzzleStates,
    fits: bool,
    place_here: Option<Callback<MouseEvent>>,
) -> Html {
    if answer.is_some() {
        let (answer, target, refusal) = (answer.clone(), target.clone(), refusal.clone());
        let again = Callback::from(move |_: MouseEvent| {
            answer.set(None);
            target.set(None);
            refusal.set(None);
        });
        return html! {
            <nav class="puzzle__controls">
                <button class="puzzle__again" onclick={again}>{ w.try_again }</button>
            </nav>
        };
    }
    let rotate = {
        let dir = dir.clone();
        Callback::from(move |_: MouseEvent| dir.set(dir.clockwise()))
    };
    let discard = {
        let answer = answer.clone();
        Callback::from(move |_: MouseEvent| answer.set(Some(Answer::Discarded { right: !fits })))
    };
    html! {
        <nav class="puzzle__controls">
            <button class="puzzle__rotate" onclick={rotate}>{ w.rotate }</button>
            if let Some(onclick) = place_here {
                <button class="puzzle__place" {onclick}>{ w.place_here }</button>
            }
            <button class="puzzle__discard" onclick={discard}>{ w.fits_nowhere }</button>
        </nav>
    }
}

/// The puzzle's own state: the domino's turn, the square aimed at, the answer, a refusal.
type PuzzleStates<'a> = (
    &'a UseStateHandle<Dir>,
    &'a UseStateHandle<Option<Pos>>,
    &'a UseStateHandle<Option<Answer>>,
    &'a UseStateHandle<Option<String>>,
);

/// The domino to place: dragged (mouse, touch or pen) onto the board it shows where it would go
/// and, let go over a square, is placed there; `placing` is `None` once answered.
fn hand(
    domino: DominoId,
    dir: Dir,
    drag: &Drag<u8>,
    placing: Option<(UseStateHandle<Option<Pos>>, Callback<Pos>)>,
) -> Html {
    let first_from = move |pos: Pos, half: u8| first_half_at(pos, half, dir);
    let handlers = placing.map(|(target, place)| {
        drag.handlers(
            "[data-puzzle-hand]",
            |e| (e.button() == 0).then(|| half_of(e)),
            move |d| {
                let over = square_at(d.x, d.y, PlayerId(0)).and_then(|p| first_from(p, d.load));
                if over.is_some() && over != *target {
                    target.set(over);
                }
                d.load
            },
            move |d, e| {
                let at = square_at(e.client_x(), e.client_y(), PlayerId(0));
                if let Some(first) = at.and_then(|p| first_from(p, d.load)) {
                    place.emit(first);
                }
            },
            || {},
        )
    });
    let floating = drag.current().map(|d| {
        html! {
            <div key="float" class="hand__float" style={format!("left: {}px; top: {}px", d.x, d.y)}>
                <DominoTile {domino} {dir} />
            </div>
        }
    });
    let (down, moved, up, cancel) = match handlers {
        Some(h) => (Some(h.down), Some(h.moved), Some(h.up), Some(h.cancel)),
        None => (None, None, None, None),
    };
    html! {
        <div class="puzzle__hand">
            // The key keeps this element (which holds the pointer capture) across renders.
            <div key="domino" class={classes!("puzzle__domino", drag.current().is_some().then_some("hand__domino--dragging"))}
                data-puzzle-hand="true"
                onpointerdown={down} onpointermove={moved} onpointerup={up} onpointercancel={cancel}>
                <DominoTile {domino} {dir} />
            </div>
            { for floating }
        </div>
    }
}

/// What the answer is worth, in a sentence: the best, or how far from it.
fn verdict(answer: &Answer, w: &crate::i18n::Words) -> Html {
    let (kind, text) = match answer {
        Answer::Placed(_, j) if j.is_best() => ("best", fill(w.puzzle_best, &[&j.gain])),
        Answer::Placed(_, j) => (
            "worse",
            fill(
                w.puzzle_worse,
                &[&j.gain, &j.best_gain, &(j.best_gain - j.gain)],
            ),
        ),
        Answer::Discarded { right: true } => ("best", w.puzzle_discard_right.into()),
        Answer::Discarded { right: false } => ("worse", w.puzzle_discard_wrong.into()),
    };
    html! { <p class={classes!("puzzle__verdict", format!("puzzle__verdict--{kind}"))} data-puzzle-verdict={kind}>{ text }</p> }
}
