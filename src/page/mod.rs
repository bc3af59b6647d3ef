//! The page's model: what the browser game holds beside the rules (the game in play with its
//! seats and pace, the moves so far and what each brought, what the person is doing with the
//! pieces, the next step to name, Study's weighing, games by link, what the start screen's own
//! build hands to the game's, and the store that changes it all by messages). Pure Rust with no
//! web dependency, compiled natively and unit-tested by `cargo test`; `ui` draws it and runs its
//! effects.

pub mod boards_shown;
pub mod choices;
pub mod daily_duel;
pub mod draft_lens;
pub mod drawings;
pub mod end_drawn;
pub mod gathering;
pub mod hand_off;
pub mod interaction;
pub mod kept_by_link;
pub mod kingdom_card;
pub mod kingdom_card_svg;
pub mod kingdom_gallery;
pub mod kingdom_view;
pub mod lesson;
pub mod move_log;
pub mod next_step;
pub mod outline;
pub mod pace;
pub mod practice;
pub mod practice_deck;
pub mod puzzle;
pub mod reveal;
pub mod review_run;
pub mod review_words;
pub mod saved_game;
pub mod score_now;
pub mod seats;
pub mod session;
pub mod setup_form;
pub mod store;
pub mod study;
pub mod table_by_link;
pub mod verdict;
pub mod what_if_asked;
