//! A puzzle from a link: a kingdom and a domino. The reader places it, and the rules module says
//! how many points that adds against the best placement there is.

use yew::prelude::*;

use crate::i18n::{fill, Words};

use crate::notation::Board;
use crate::rules::{
    rate_placement, Dir, Domino, DominoId, Kingdom, Placement, PlacementRating, PlayerId, Pos,
    Square,
};
use crate::ui::board::domino_tile::DominoTile;
use crate::ui::board::pointer::{half_of, square_at, use_drag, Drag};
use crate::ui::board::static_board::StaticBoard;
use crate::ui::language::use_lang;

#[derive(Properties, PartialEq)]
pub struct PuzzleViewProps {
    pub board: Board,
    pub domino: DominoId,
}

#[derive(Clone, PartialEq)]
enum Answer {
    Placed(Placement, PlacementRating),
    /// The reader discarded: right exactly when nothing fits.
    Discarded {
        right: bool,
    },
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

    let place = {
        let (kingdom, answer, refusal, dir) = (
            kingdom.clone(),
            answer.clone(),
            refusal.clone(),
            dir.clone(),
        );
        let bonuses = board.bonuses;
        move |first: Pos| {
            let placement = Placement::new(first, *dir);
            match rate_placement(&kingdom, domino, placement, bonuses) {
                Ok(j) => {
                    refusal.set(None);
                    answer.set(Some(Answer::Placed(placement, j)));
                }
                Err(e) => refusal.set(Some(fill(w.not_allowed, &[&lang.placement_refusal(&e)]))),
            }
        }
    };
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
    let states = (&dir, &target, &answer, &refusal);
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
                <p class="puzzle__help">{ w.puzzle_help }</p>
            }
        </main>
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
    // The first half's square, given the square under the pointer and the half held there.
    let first_from = move |pos: Pos, half: u8| {
        if half == 0 {
            Some(pos)
        } else {
            pos.step(dir.opposite())
        }
    };
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

/// What the board draws of the puzzle: the domino where it is aimed or was laid (and whether it
/// fits there), and after a worse answer the best placement, marked and drawn.
struct Drawn {
    ghost: Vec<(Pos, Square)>,
    ghost_ok: bool,
    marks: Vec<(Pos, &'static str)>,
    best: Vec<(Pos, Square)>,
}

fn drawn(
    answer: Option<&Answer>,
    placement: Option<Placement>,
    kingdom: &Kingdom,
    domino: &Domino,
) -> Drawn {
    let (ghost, ghost_ok) = match (answer, placement) {
        (Some(Answer::Placed(p, _)), _) => {
            (p.cells(domino).map(Vec::from).unwrap_or_default(), true)
        }
        (None, Some(p)) => (
            p.cells(domino).map(Vec::from).unwrap_or_default(),
            kingdom.check(domino, p).is_ok(),
        ),
        _ => (Vec::new(), true),
    };
    let marks: Vec<(Pos, &'static str)> = match answer {
        Some(Answer::Placed(_, j)) if !j.is_best() => j
            .best
            .iter()
            .flat_map(|p| [Some(p.first), p.second()])
            .flatten()
            .map(|pos| (pos, "kingdom__cell--best"))
            .collect(),
        _ => Vec::new(),
    };
    // A worse answer: the best placement drawn as the domino itself, both halves.
    let best: Vec<(Pos, Square)> = match answer {
        Some(Answer::Placed(_, j)) if !j.is_best() => j
            .best
            .first()
            .and_then(|p| p.cells(domino))
            .map(Vec::from)
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    Drawn {
        ghost,
        ghost_ok,
        marks,
        best,
    }
}
