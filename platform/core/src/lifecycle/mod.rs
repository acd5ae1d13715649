//! Lives with states: the states themselves (`text_enum!`), who moves a record ([`Actor`]) and the
//! one way each move is kept ([`record`] into a [`TransitionLog`] table). Payments, KYC records
//! and analyst applications keep their moves so; each module keeps its own states and the
//! conditional update that makes a move happen once.

mod actor;
mod log;
mod states;

pub use actor::Actor;
pub use log::{TransitionLog, record};
pub use states::reexports;
