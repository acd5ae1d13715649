//! The opinions API (spec §7 Opinions and favourites).

pub mod comments;
pub mod favourites;
pub mod images;
pub mod lists;
pub mod moderation;
pub mod opinions;
pub mod publishing;
pub mod stats;
