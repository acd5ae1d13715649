//! After the drafts: an analyst reviews each request within the 72 hours (assigned by staff or
//! taken from the queue), adds their view and approves; a job writes the final documents and
//! delivers them; a schedule reminds the analyst at 48 hours and tells staff at 66.

pub mod access;
pub mod clock;
pub mod deliver;
pub mod emails;
pub mod sla;
