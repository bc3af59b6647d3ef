//! Kingdoms and their pieces: the board played on, the pictures of a board, squares, dominoes, buildings, our drawings, and how pieces are dragged and travel.

pub mod art;
pub mod board_square;
pub mod building_tile;
pub mod domino_tile;
pub mod kingdom_board;
pub mod kingdom_label;
pub mod pieces;
pub mod pointer;
pub mod static_board;
pub mod territory_count;
pub mod tile;
pub mod travel;
