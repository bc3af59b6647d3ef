//! A game a person played here counts in their statistics once it ends, and the deal of the day
//! keeps its date's first result: once, never for a finished game opened from a link, nor a
//! replay.

use yew::prelude::*;

use crate::ai::Level;
use crate::page::seats::SeatKind;
use crate::rules::PlayerId;
use crate::statistics::Finished;
use crate::ui::storage::daily_keep;
use crate::ui::storage::statistics_keep;
use crate::ui::store::StoreHandle;

#[hook]
pub fn use_finished_counted(store: &StoreHandle) {
    let finished = store
        .session
        .as_ref()
        .filter(|s| s.played_here() && s.table().is_over() && store.reader_played)
        .map(|s| (s.game.history().len(), s.table().setup().seed));
    let store = store.clone();
    use_effect_with(finished, move |finished| {
        let (Some(s), Some(_)) = (store.session.as_ref(), finished) else {
            return;
        };
        let seats: Vec<Option<Level>> = s
            .seats
            .iter()
            .map(|seat| (seat.kind == SeatKind::Computer).then_some(seat.level))
            .collect();
        if let Some(game) = Finished::of(&s.game, &seats) {
            statistics_keep::count(game);
        }
        // The deal of the day: its date's first result (the person sits first).
        if let Some(date) = s.daily() {
            let outcome = s.table().outcome();
            let total = |seat: u8| outcome.of(s.table().kingdom_of(PlayerId(seat))).total;
            daily_keep::record(date, total(0), total(1));
        }
    });
}
