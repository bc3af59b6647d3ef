//! The progress bar while a computer seat thinks. The worker reports its progress every 25 ms;
//! that progress is this bar's own state, apart from the page's store, so that a tick redraws
//! this bar alone and not the table.

use yew::prelude::*;

/// How far the search of request `id` has come, from 0 to 1.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Progress {
    pub id: u32,
    pub done: f32,
}

/// The progress the app keeps and every bar reads.
pub type ProgressHandle = UseStateHandle<Progress>;

#[derive(Properties, PartialEq)]
pub struct ThinkingBarProps {
    /// The request whose progress to show (an older one's shows as not begun).
    pub id: u32,
}

#[function_component(ThinkingBar)]
pub fn thinking_bar(props: &ThinkingBarProps) -> Html {
    crate::ui::render_count::count();
    let progress = use_context::<ProgressHandle>().expect("the app provides the progress");
    let done = if progress.id == props.id {
        progress.done.clamp(0.0, 1.0)
    } else {
        0.0
    };
    html! { <progress max="100" value={((done * 100.0) as u32).to_string()}></progress> }
}
