//! This module's side of the platform's ports (docs/ports.md lists every port, its provider
//! and its consumers).

pub(crate) mod coverage;
pub(crate) mod track_records;
