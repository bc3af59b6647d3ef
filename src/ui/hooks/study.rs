//! Study: a person's turn weighed in the worker, every option, when they asked for it.

use std::rc::Rc;

use yew::prelude::*;

use crate::page::study;
use crate::review::decision_seed;
use crate::ui::store::{Msg, StoreHandle};
use crate::ui::workers::ai_client::AiClient;

#[hook]
pub fn use_study(store: &StoreHandle, ai: &Rc<AiClient>) {
    let due = store
        .session
        .as_ref()
        .filter(|_| store.study)
        .and_then(study::due);
    let (store, ai) = (store.clone(), ai.clone());
    let last = use_mut_ref(|| None::<u32>);
    use_effect_with(due, move |due| {
        if let Some(old) = last.take() {
            ai.cancel_weigh(old);
        }
        let (Some(at), Some(session)) = (*due, store.session.as_ref()) else {
            return;
        };
        let known = store.studied.as_ref().is_some_and(|s| s.at == at);
        if let (false, Some(me)) = (known, session.table().to_move()) {
            let id = ai.next_id();
            *last.borrow_mut() = Some(id);
            store.dispatch(Msg::Studying { id, at });
            let view = session.game.view(Some(me));
            let seed = decision_seed(study::STUDY_SEED, at);
            ai.weigh(0, id, view, None, study::STUDY_BUDGET, seed);
        }
    });
}
