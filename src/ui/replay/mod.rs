//! Looking back: the replay viewer, the Expert's review, and a board or puzzle opened from a link.

pub mod board_viewer;
pub mod jump_bar;
pub mod puzzle_view;
pub mod replay_bar;
pub mod review_chart;
pub mod review_in_page;
pub mod review_panel;
pub mod reviewer;
pub mod to_practise;
pub mod what_if_runner;
pub mod what_if_view;
