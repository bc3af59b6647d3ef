//! The start page: setting up a game, the games saved and by link, how to play, statistics.

pub mod game_options;
pub mod import_hand_off;
pub mod kingdom_gallery;
pub mod lesson_offer;
pub mod open_record;
pub mod practice_offer;
pub mod saved_games;
pub mod seat_row;
pub mod setup_form;
pub mod setup_screen;
pub mod speed_test;
pub mod statistics_panel;
pub mod your_games;
