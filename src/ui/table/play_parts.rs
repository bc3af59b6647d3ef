//! The parts of the game's screen that only play reaches: a person's step controls, the end of
//! a game, the panel of a game by link. The page's entry point provides them
//! ([`PlayParts::ALL`]); an embedded replay's, where nobody plays and no game ends or goes by
//! link, does not, and its build carries none of them (the screen names them only here).

use std::sync::OnceLock;

use yew::prelude::*;

use crate::page::next_step::NextStep;
use crate::ui::by_link::by_link_panel::ByLinkPanel;
use crate::ui::table::end_panel::EndPanel;
use crate::ui::table::step_controls::StepControls;

/// Each part as a function that draws it. (Functions, not `Option`s: the compiler may fill an
/// unused `None` with any function, which then stays in the binary.)
#[derive(Clone, Copy)]
pub struct PlayParts {
    pub step_controls: fn(NextStep) -> Html,
    pub end_panel: fn() -> Html,
    pub by_link_panel: fn() -> Html,
}

impl PlayParts {
    /// The page's: every part.
    pub const ALL: PlayParts = PlayParts {
        step_controls: |step| html! { <StepControls {step} /> },
        end_panel: || html! { <EndPanel /> },
        by_link_panel: || html! { <ByLinkPanel /> },
    };

    /// A replay's: nothing of play.
    pub const NONE: PlayParts = PlayParts {
        step_controls: |_| Html::default(),
        end_panel: Html::default,
        by_link_panel: Html::default,
    };
}

/// The parts of this page, chosen once by the build's entry point before anything is drawn
/// (not a context: a provider costs every build its size).
static PARTS: OnceLock<PlayParts> = OnceLock::new();

/// Chooses this page's parts; the first choice holds.
pub fn provide(parts: PlayParts) {
    let _ = PARTS.set(parts);
}

/// This page's parts (none before the entry point chose).
pub fn play_parts() -> PlayParts {
    PARTS.get().copied().unwrap_or(PlayParts::NONE)
}
