//! The parts of the game's screen that an embedded replay leaves to the page: what only play
//! reaches (a person's step controls, the end of a game, the panel of a game by link, the
//! drafting lens, a puzzle's verdict) and what
//! goes beyond the position shown (the Expert's review, the controls, the share panel, the
//! rules, how to play). The page's entry point provides them all ([`ScreenParts::ALL`]); an
//! embedded replay's provides [`ScreenParts::REPLAY`], and its build carries none of them (the
//! screen names them only here).

use std::sync::OnceLock;

use yew::prelude::*;

use crate::i18n::Lang;
use crate::page::next_step::NextStep;
use crate::page::session::BY_LINK;
use crate::rules::RuleSet;
use crate::ui::by_link::by_link_panel::ByLinkPanel;
use crate::ui::panels::how_to_play::{how_to_play, Part};
use crate::ui::panels::rules_panel::rules_panel;
use crate::ui::panels::share_panel::SharePanel;
use crate::ui::replay::review_in_page::ReviewInPage;
use crate::ui::replay::review_panel::ReviewPanel;
use crate::ui::store::{Store, StoreHandle};
use crate::ui::table::controls::Controls;
use crate::ui::table::end_panel::EndPanel;
use crate::ui::table::lens_view::{self, DrawnLens};
use crate::ui::table::practice_panel::{practice_banner, practice_panel};
use crate::ui::table::step_controls::{step_controls, step_words};

/// Each part as a function that draws it (functions, not `Option`s: docs/architecture.md,
/// "Bytes").
#[derive(Clone, Copy)]
pub struct ScreenParts {
    /// The person's step in words, in the turn banner (the guided game's lesson, if one).
    pub step_words: fn(&Store, NextStep) -> String,
    pub step_controls: fn(&StoreHandle, NextStep) -> Html,
    pub end_panel: fn() -> Html,
    pub by_link_panel: fn() -> Html,
    /// In a replay, under the score sheet.
    pub review_panel: fn() -> Html,
    pub controls: fn() -> Html,
    pub share_panel: fn() -> Html,
    pub rules_panel: fn(&Store) -> Html,
    /// The game's rules in short.
    pub how_to_play: fn(Lang, &RuleSet) -> Html,
    /// The drafting lens on the draft line, where it is on.
    pub draft_lens: fn(&Store) -> Option<DrawnLens>,
    /// A puzzle of the deck "To practise": its question and the Expert's words, beside the
    /// board; its verdict and the next puzzle, in the banner once answered.
    pub practice_panel: fn(&StoreHandle) -> Html,
    pub practice_banner: fn(&StoreHandle) -> Html,
}

impl ScreenParts {
    /// The page's: every part.
    pub const ALL: ScreenParts = ScreenParts {
        step_words: |store, step| match store.lesson_sentence() {
            Some(lesson) => lesson.to_string(),
            None => step_words(store.lang, store.touch, step),
        },
        step_controls,
        end_panel: || html! { <EndPanel /> },
        // None in the game's lighter build, which holds no game by link.
        by_link_panel: || match BY_LINK {
            true => html! { <ByLinkPanel /> },
            false => Html::default(),
        },
        review_panel: || html! { <ReviewPanel /> },
        controls: || html! { <Controls /> },
        share_panel: || html! { <SharePanel /> },
        rules_panel,
        how_to_play: |lang, rules| how_to_play(lang, &Part::of(rules), lang.words().howto_in_game),
        draft_lens: lens_view::drawn,
        // None in the game's lighter build, which hands puzzles to the page's.
        practice_panel: |store| match BY_LINK {
            true => practice_panel(store),
            false => Html::default(),
        },
        practice_banner: |store| match BY_LINK {
            true => practice_banner(store),
            false => Html::default(),
        },
    };

    /// An embedded replay's: the position and its steps alone; the review is the page's,
    /// opened in the frame with the review started.
    pub const REPLAY: ScreenParts = ScreenParts {
        step_words: |_, _| String::new(),
        step_controls: |_, _| Html::default(),
        end_panel: Html::default,
        by_link_panel: Html::default,
        review_panel: || html! { <ReviewInPage /> },
        controls: Html::default,
        share_panel: Html::default,
        rules_panel: |_| Html::default(),
        how_to_play: |_, _| Html::default(),
        draft_lens: |_| None,
        practice_panel: |_| Html::default(),
        practice_banner: |_| Html::default(),
    };

    /// None at all: before an entry point chose (each chooses before it draws; a build that
    /// fell back on another's parts would carry them).
    const NONE: ScreenParts = ScreenParts {
        review_panel: Html::default,
        ..ScreenParts::REPLAY
    };
}

/// The parts of this page, chosen once by the build's entry point before anything is drawn
/// (docs/architecture.md, "Bytes").
static PARTS: OnceLock<ScreenParts> = OnceLock::new();

/// Chooses this page's parts; the first choice holds.
pub fn provide(parts: ScreenParts) {
    let _ = PARTS.set(parts);
}

/// This page's parts (none before the entry point chose).
pub fn screen_parts() -> ScreenParts {
    PARTS.get().copied().unwrap_or(ScreenParts::NONE)
}
