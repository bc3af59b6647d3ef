//! The start page's speed test: whole 4-player games a second the computer players' worker
//! simulates on this device.

use std::rc::Rc;

use yew::prelude::*;

use crate::i18n::fill;
use crate::ui::store::Store;
use crate::ui::workers::ai_client::AiClient;

/// The test's button and its last result, run by `ai`.
pub fn speed_test(store: &Store, ai: &Rc<AiClient>) -> Html {
    let (lang, w) = (store.lang, store.lang.words());
    let onclick = {
        let ai = ai.clone();
        Callback::from(move |_: MouseEvent| ai.benchmark(ai.next_id(), 2000.0))
    };
    html! {
        <p class="setup__speed">
            <button type="button" class="setup__speed-button" {onclick}>{ w.speed_test }</button>
            if let Some(speed) = store.speed {
                <span data-speed={(speed.round() as u64).to_string()}>
                    { fill(w.speed_result, &[&lang.number(speed.round() as u64)]) }
                </span>
            }
        </p>
    }
}
