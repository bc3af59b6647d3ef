//! Panels several screens show: the rules, how to play, the score sheet and its chart, sharing
//! a game, a kingdom's postcard. Each draws what the store holds; none imports a screen.

pub mod how_to_play;
pub mod kingdom_card;
pub mod rules_panel;
pub mod score_chart;
pub mod score_sheet;
pub mod share_panel;
