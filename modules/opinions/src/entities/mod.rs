//! The opinions module's tables.

pub mod comments;
pub mod favourites;
pub mod images;
pub mod moderation;
pub mod opinions;
pub mod versions;
