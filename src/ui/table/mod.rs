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
pub mod move_log_panel;
pub mod notice_bar;
pub mod rules_panel;
pub mod score_chart;
pub mod score_sheet;
pub mod screen_parts;
pub mod share_panel;
pub mod step_controls;
pub mod territory_count;
pub mod thinking_bar;
pub mod turn_banner;
