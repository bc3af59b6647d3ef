//! The browser game: a Yew component tree that draws the rules module's state and sends every
//! move through it. Compiled for wasm32 only.

mod after_paint;
mod ai_client;
mod announcer;
mod app;
mod art;
mod board_square;
mod board_viewer;
mod builders_board;
mod building_tile;
mod by_link_keep;
mod by_link_panel;
mod controls;
mod domino_tile;
mod draft_line;
mod end_panel;
mod estate_panel;
mod footsteps;
mod game_options;
mod game_screen;
mod giant_hand;
mod giants_panel;
mod hand;
mod how_to_play;
mod interaction;
mod jump_bar;
mod kingdom_board;
mod kingdom_label;
mod kingdom_tabs;
mod knight_guard;
mod language;
mod move_log;
mod move_log_panel;
mod next_step;
mod notice_bar;
mod open_record;
mod pace;
mod pointer;
mod puzzle_view;
mod render_count;
mod replay_bar;
mod rules_panel;
mod save;
mod saved_games;
mod score_chart;
mod score_sheet;
mod seat_row;
mod seats;
mod session;
mod setup_form;
mod setup_screen;
mod share_panel;
mod speed_test;
mod static_board;
mod statistics_panel;
mod step_controls;
mod store;
mod table_by_link;
mod territory_count;
mod thinking_bar;
mod tile;
mod turn_banner;
mod update;
mod your_games;

/// Mounts the game on the page's body.
pub fn start() {
    render_count::expose();
    yew::Renderer::<app::App>::new().render();
}
