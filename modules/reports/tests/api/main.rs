//! The reports API, black-box through HTTP on a fresh database per test (SQLite, and PostgreSQL
//! with Redis in CI's second leg), ranking stocks whose prices the test imports as an operator
//! would.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod rankings;
