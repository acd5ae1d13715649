//! Web Push (RFC 8030, 8291, 8292): the browsers a user turned notifications on in receive each
//! notice of a kind they chose to have pushed, encrypted for that browser and signed with the
//! deployment's VAPID key, through the push service the browser named, which must be one the
//! settings allow. The service worker shows it (`web/public/sw-push.js`).

pub mod devices;
pub mod keys;
pub mod prune;
pub mod send;
pub mod services;

pub use send::SendPush;
