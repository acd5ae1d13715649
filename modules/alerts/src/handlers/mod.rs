pub mod alerts;
