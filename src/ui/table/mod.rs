//! The table of a game in play: the banner and its step, the draft lines, the builders board, the panels beside the boards, the end.

pub mod announcer;
pub mod builders_board;
pub mod controls;
pub mod draft_line;
pub mod end_panel;
pub mod estate_panel;
pub mod footsteps;
pub mod game_screen;
pub mod giant_hand;
pub mod giants_panel;
pub mod hand;
pub mod king_hand;
pub mod kingdom_tabs;
pub mod knight_guard;
pub mod lens_view;
pub mod move_log_panel;
pub mod practice_panel;
pub mod screen_parts;
pub mod step_controls;
pub mod thinking_bar;
pub mod turn_banner;
