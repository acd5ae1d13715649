//! Eva lists (ratings): analysts' model portfolios. This first slice is the portfolio's exact
//! arithmetic; the tables, the HTTP API, fills from market data and the hash-chained history
//! follow (issue 10), and the host registers the module once it serves something.

pub mod portfolio;
