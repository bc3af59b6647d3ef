//! Keeps a finished game's results once, when the store names one (`Store::to_count`): in the
//! statistics, the person's kingdom in the gallery, and the deal of the day's first result for
//! its date.

use yew::prelude::*;

use crate::ui::storage::statistics_keep;
use crate::ui::storage::{daily_keep, gallery_keep};
use crate::ui::store::{today, StoreHandle};

#[hook]
pub fn use_finished_counted(store: &StoreHandle) {
    let store = store.clone();
    use_effect_with(store.to_count(), move |_| {
        let Some(results) = store.results() else {
            return;
        };
        if let Some(game) = results.finished {
            if statistics_keep::count(game) {
                if let Some(card) = store.gallery_card(&today().to_string()) {
                    gallery_keep::keep(&card);
                }
            }
        }
        if let Some((date, points, expert)) = results.day {
            daily_keep::record(date, points, expert);
        }
    });
}
