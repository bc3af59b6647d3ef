//! The two lines of dominoes: the one being played this round and the one being claimed for the
//! next, with the kings standing on them. A person claims by clicking a domino or dragging their
//! king onto it.

use web_sys::MouseEvent;
use yew::prelude::*;

use crate::i18n::{fill, Lang, Words};
use crate::page::seats::Seat;
use crate::review::{fixed, Grade};
use crate::rules::{Action, DominoId, KingdomId, LineSlot, Step};
use crate::ui::board::art::{colour_mark, king};
use crate::ui::board::domino_tile::DominoTile;
use crate::ui::store::{use_store, Msg, StoreHandle};
use crate::ui::table::king_hand::KingHand;
use crate::ui::table::lens_view::DrawnLens;
use crate::ui::table::screen_parts::screen_parts;

#[derive(Properties, PartialEq)]
pub struct DraftLineProps {
    /// Shows a kingdom large (from the others' last moves above the lines).
    pub onview: Callback<KingdomId>,
}

#[function_component(DraftLine)]
pub fn draft_line(props: &DraftLineProps) -> Html {
    let store = use_store();
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let (lang, w) = (store.lang, store.lang.words());
    let claiming_current = matches!(table.step(), Step::FirstClaims { .. });
    let claiming_next = matches!(table.step(), Step::Claim { .. });
    // A claim is open only when the rules offer one (not while a giant waits to be placed).
    let human_claims = session.human_to_move() && !store.choices.claims.is_empty();
    let mover = table.to_move();

    let claim = {
        let store = store.clone();
        move |domino: DominoId| store.dispatch(Msg::Play(Action::Claim(domino)))
    };
    // The drafting lens, where it is asked for and allowed (a part of the page's screen).
    let lens = (screen_parts().draft_lens)(&store);
    let line =
        |name, slots: &[LineSlot], claimable| line(&store, name, slots, claimable, lens.as_ref());

    let king_token = human_claims.then(|| {
        let seat = &session.seats[mover.expect("someone claims").index()];
        html! { <KingHand colour={seat.css_colour()} mark={seat.mark()} claim={Callback::from(claim.clone())} touch={store.touch} /> }
    });
    let (shape, lines_class) = line_shape(table);
    let sets_aside = table.rules().line_discards != 0;

    html! {
        <section class={classes!("draft", lens.is_some().then_some("draft--lens"), lens.as_ref().filter(|l| l.many).map(|_| "draft--lens-many"))} aria-label={w.draft_lines}>
            <div class="draft__hand">{ for king_token }{ others_last(session, &store.log.moves, lang, &props.onview) }</div>
            <div class={classes!("draft__lines", lines_class)} style={shape}>
                <div class="draft__column">
                    <h3>{ if claiming_current { w.first_line } else { w.this_round } }</h3>
                    { line("current", table.current_line(), claiming_current) }
                </div>
                <div class="draft__column">
                    <h3>{ w.next_round }</h3>
                    if table.next_line().is_empty() {
                        <p class="draft__empty">{ if claiming_current { w.drawn_later } else { w.last_round } }</p>
                    } else {
                        { line("next", table.next_line(), claiming_next) }
                    }
                </div>
            </div>
            if sets_aside { { set_aside(table, w) } }
            if let Some(lens) = &lens { { lens.tally.clone() } }
            <p class="draft__pile" data-pile={table.pile_len().to_string()}>
                { lang.plural(w.pile_left, table.pile_len() as u64) }
            </p>
        </section>
    }
}

/// One line of dominoes: each with the king on it, a claim where the person may claim, and
/// Study's value of claiming it (and, through the drafting lens, its worth to each kingdom).
fn line(
    store: &StoreHandle,
    name: &'static str,
    slots: &[LineSlot],
    claimable: bool,
    lens: Option<&DrawnLens>,
) -> Html {
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let (lang, w) = (store.lang, store.lang.words());
    let human_claims = session.human_to_move() && !store.choices.claims.is_empty();
    let claim = {
        let store = store.clone();
        move |domino: DominoId| store.dispatch(Msg::Play(Action::Claim(domino)))
    };
    // Study's values of the dominoes to claim, once weighed for this position.
    let studied = store
        .studied
        .as_ref()
        .filter(|s| human_claims && store.study && s.at == session.game.history().len());
    let items = slots.iter().map(|slot| {
        let free = slot.king.is_none() && !slot.taken;
        let can_claim = claimable && human_claims && free;
        let onclick = can_claim.then(|| {
            let claim = claim.clone();
            let domino = slot.domino;
            Callback::from(move |_: MouseEvent| claim(domino))
        });
        // The king that claimed last steps onto its domino.
        let arrived = session.game.history().last() == Some(&Action::Claim(slot.domino));
        let king = slot.king.map(|p| claimed_by(&session.seats[p.index()], arrived));
        let placing = table.domino_to_place() == Some(slot.domino) && name == "current";
        // The number, both halves, and who claimed it: what a screen reader says.
        // (Starting with the text the button shows, as speech control expects.)
        let label = slot_label(slot, &session.seats, lang);
        html! {
            <li class={classes!(
                    "draft__slot",
                    can_claim.then_some("draft__slot--claimable"),
                    slot.taken.then_some("draft__slot--taken"),
                    placing.then_some("draft__slot--placing"),
                    arrived.then_some("draft__slot--claimed-now"),
                    (store.interaction.hint == Some(Action::Claim(slot.domino))).then_some("draft__slot--hint"),
                    (store.interaction.played == Some(Action::Claim(slot.domino))).then_some("draft__slot--played"))}
                data-domino={slot.domino.number.to_string()}
                data-domino-id={slot.domino.to_string()}
                data-line={name}
                data-claimable={can_claim.then_some("true")}>
                <button class="draft__button" disabled={!can_claim} {onclick}
                    aria-label={label}>
                    <span class="draft__number">{ slot.domino.to_string() }</span>{ " " }
                    if slot.taken { <span class="draft__gone">{ w.placed }</span> }
                    else { <span class="draft__tile" aria-hidden="true"><DominoTile domino={slot.domino} /></span> }
                </button>
                { for king }
                { for lens.into_iter().flat_map(|l| &l.rows).filter(|(d, _)| *d == slot.domino).map(|(_, row)| row.clone()) }
                // One place for the badge, there or not (docs/architecture.md: the page).
                if let Some((lost, grade)) = studied.filter(|_| can_claim).and_then(|s| s.given_up(Action::Claim(slot.domino))) {
                    { study_badge(slot.domino, lost, grade, w) }
                }
            </li>
        }
    });
    html! { <ol class="draft__line">{ for items }</ol> }
}

/// A king on the domino it claimed; the one that claimed last has just stepped onto it.
fn claimed_by(seat: &Seat, arrived: bool) -> Html {
    html! {
        <span class={classes!("draft__king", arrived.then_some("draft__king--arrived"))} title={seat.name.clone()} data-king-mark={seat.mark().name()}>
            { king(seat.css_colour(), seat.mark()) }
        </span>
    }
}

/// The number, both halves, and who claimed it: what a screen reader says (starting with the
/// text the button shows, as speech control expects).
fn slot_label(slot: &LineSlot, seats: &[Seat], lang: Lang) -> String {
    let w = lang.words();
    let shown = if slot.taken {
        format!("{} {}", slot.domino, w.placed)
    } else {
        slot.domino.to_string()
    };
    let mut label = fill(w.slot_label, &[&shown, &lang.domino(slot.domino.domino())]);
    if let Some(p) = slot.king {
        label += &format!(", {}", fill(w.claimed_by, &[&seats[p.index()].name]));
    }
    label
}

/// Study's value of a domino to claim: the points claiming it gives up against the best.
fn study_badge(domino: DominoId, lost: f64, grade: Grade, w: &Words) -> Html {
    html! {
        <span class={classes!("draft__study", format!("kingdom__study--{}", grade.key()))}
            data-study={format!("k{domino}")} data-given-up={fixed(lost, 1)}
            title={fill(w.study_badge, &[&fixed(lost, 1)])}>
            { fixed(lost, 1) }
        </span>
    }
}

/// What each other player did last, in the row above the lines (always there, so it costs no
/// height): their colour and the points their last domino brought, one tap from their board. On
/// a phone their boards are far below; this says at the top who moved and what it brought.
fn others_last(
    session: &crate::page::session::Session,
    moves: &[crate::page::move_log::LoggedMove],
    lang: crate::i18n::Lang,
    onview: &Callback<KingdomId>,
) -> Html {
    let w = lang.words();
    let table = session.table();
    // (At most eight kingdoms: a list, not a hash set, which would bring its code to the page.)
    let mut seen: Vec<KingdomId> = Vec::new();
    let items = moves.iter().rev().filter(|m| {
        let person = session.seats[m.seat.index()].is_human() && session.played_here();
        let laid = matches!(m.action, Action::Place(_) | Action::Discard);
        let kingdom = table.kingdom_of(m.seat);
        let first = !person && laid && !seen.contains(&kingdom);
        if first {
            seen.push(kingdom);
        }
        first
    });
    let buttons: Vec<Html> = items
        .take(7)
        .map(|m| {
            let (seat, kingdom) = (m.seat, table.kingdom_of(m.seat));
            let s = &session.seats[seat.index()];
            let what = match m.action {
                Action::Discard => "×".to_string(),
                _ => format!("{:+}", m.gain),
            };
            let onclick = {
                let onview = onview.clone();
                Callback::from(move |_: MouseEvent| onview.emit(kingdom))
            };
            html! {
                <button class="draft__other" data-other-kingdom={kingdom.0.to_string()} {onclick}
                    title={fill(w.kingdom_of, &[&s.name])}>
                    { colour_mark(lang, s.king_colour()) }<bdi>{ s.name.clone() }</bdi>{ format!(" {what}") }
                </button>
            }
        })
        .collect();
    // A group, so that its name is read: a name on a plain span is one no reader gives.
    html! { <span class="draft__others" role="group" aria-label={w.others_last}>{ for buttons }</span> }
}

/// The lines' shape on a phone, where they are above the kingdom: they keep one height through
/// the game (every slot keeps its room once laid, an empty line the room of a full one), so that
/// the kingdom never moves. Lines of up to four stand side by side, two large dominoes to a row
/// (as tall as a finger's target); five fit a row; eight go in two rows of four. The style, and
/// the lines' class.
fn line_shape(table: &crate::rules::Table) -> (String, &'static str) {
    let slots = table
        .current_line()
        .len()
        .max(table.next_line().len())
        .max(1);
    let (per_row, shape) = match slots {
        5 => (5, "draft__lines--five"),
        1..=4 => (2, "draft__lines--large"),
        _ => (4, "draft__lines--eight"),
    };
    let rows = slots.div_ceil(per_row);
    (format!("--per-row: {per_row}; --rows: {rows}"), shape)
}

/// The dominoes the line being claimed set aside before anyone claimed (Age of Giants).
fn set_aside(table: &crate::rules::Table, w: &crate::i18n::Words) -> Html {
    let ids: Vec<String> = table.set_aside().iter().map(|d| d.to_string()).collect();
    html! {
        <div class="draft__set-aside" data-set-aside={ids.join(",")}>
            <span>{ w.set_aside }</span>
            { for table.set_aside().iter().map(|&domino| html! {
                <span class="draft__aside-domino"><DominoTile {domino} /></span>
            }) }
        </div>
    }
}
