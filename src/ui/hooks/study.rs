//! Runs Study's question (`Store::weigh`): a person's turn weighed in the worker, cancelled once
//! the store no longer asks it.

use std::rc::Rc;

use yew::prelude::*;

use crate::ui::store::StoreHandle;
use crate::ui::workers::ai_client::AiClient;

#[hook]
pub fn use_study(store: &StoreHandle, ai: &Rc<AiClient>) {
    let (store, ai) = (store.clone(), ai.clone());
    use_effect_with(store.weighing(), move |id| {
        if let Some(w) = store.weigh() {
            ai.weigh(0, w.id, w.view, w.played, w.budget, w.seed);
        }
        let (id, ai) = (*id, ai.clone());
        move || id.into_iter().for_each(|id| ai.cancel_weigh(id))
    });
}
