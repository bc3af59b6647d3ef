//! What every root with a store draws above its screen: the notices and the language picker. A
//! component of its own, not drawn by the root's function: the page's root draws again at every
//! tick of a computer's thinking (the progress is the root's state), and these need not.

use yew::prelude::*;

use super::notice_bar::notice_bar;
use crate::ui::language::language_picker;
use crate::ui::store::use_store;

#[function_component(PageBar)]
pub fn page_bar() -> Html {
    let store = use_store();
    html! { <>{ notice_bar(&store) }{ language_picker(&store) }</> }
}
