//! The page's side of its workers: the computer players' and the sealer's.

pub mod ai_client;
pub mod sealer_client;
