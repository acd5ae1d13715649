//! The Eva host: composes the enabled modules into one HTTP server and one set of workers.

pub mod backup;
pub mod bootstrap;
pub mod caller;
pub mod cli;
pub mod contracts;
pub mod cors;
pub mod drain;
pub mod http;
pub mod metrics_route;
pub mod module_gate;
pub mod modules;
pub mod openapi;
pub mod rate_limits;
pub mod shutdown;
pub mod staff_routes;
pub mod static_files;
pub mod system_routes;

pub use bootstrap::{Application, ConnectedApp};
