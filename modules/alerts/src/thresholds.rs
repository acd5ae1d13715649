//! Reading the ordered index `(stock_id, condition, state, level)` for many stocks at once: for
//! one condition, the active alerts each stock's figure reaches. One statement per condition and
//! refresh, and one index probe per stock inside it, so a refresh costs the same with a thousand
//! alerts as with a million, apart from those that fire.

use chrono::{DateTime, Utc};
use platform::AppContext;
use sea_orm::{DatabaseBackend, EntityTrait, Statement, Value};

use crate::entities::alerts;
use crate::terms::{AlertState, Condition};

/// Stocks per statement (two parameters each).
const STOCKS_PER_STATEMENT: usize = 1_000;

/// The active, unexpired alerts of `condition` whose level `reach` reaches on each stock:
/// `level >= reach` for a price below, `level <= reach` otherwise (a price, or a move in basis
/// points, up or down as given).
pub async fn reached(
    ctx: &AppContext,
    condition: Condition,
    reach: &[(i64, i64)],
    now: DateTime<Utc>,
) -> Result<Vec<alerts::Model>, sea_orm::DbErr> {
    let backend = ctx.db.get_database_backend();
    let mut found = Vec::new();
    for chunk in reach.chunks(STOCKS_PER_STATEMENT) {
        let statement = statement(backend, condition, chunk, now);
        found.extend(alerts::Entity::find().from_raw_sql(statement).all(&ctx.db).await?);
    }
    Ok(found)
}

fn statement(backend: DatabaseBackend, condition: Condition, reach: &[(i64, i64)], now: DateTime<Utc>) -> Statement {
    let mut values: Vec<Value> = Vec::with_capacity(reach.len() * 2 + 3);
    let mut next = |v: Value| {
        values.push(v);
        match backend {
            DatabaseBackend::Postgres => format!("${}", values.len()),
            _ => "?".to_owned(),
        }
    };
    let rows: Vec<String> = reach
        .iter()
        .map(|(stock, figure)| format!("(CAST({} AS BIGINT), CAST({} AS BIGINT))", next((*stock).into()), next((*figure).into())))
        .collect();
    let rows = rows.join(", ");
    let compare = if condition == Condition::PriceBelow { ">=" } else { "<=" };
    let (condition, state, now) = (next(condition.as_str().into()), next(AlertState::Active.as_str().into()), next(now.into()));
    let wanted = format!("a.condition = {condition} AND a.state = {state} AND a.level {compare} q.reach AND a.expires_at > {now}");
    let sql = match backend {
        // A lateral subquery PostgreSQL cannot flatten (OFFSET 0): one index probe per stock,
        // where a join would read the whole table into a hash.
        DatabaseBackend::Postgres => format!(
            "SELECT a.* FROM (VALUES {rows}) AS q(stock_id, reach)
             CROSS JOIN LATERAL (SELECT * FROM alerts_alerts a WHERE a.stock_id = q.stock_id AND {wanted} OFFSET 0) a"
        ),
        // SQLite reads a CROSS JOIN in the order written: the stocks outside, the index inside.
        _ => format!(
            "WITH q(stock_id, reach) AS (VALUES {rows})
             SELECT a.* FROM q CROSS JOIN alerts_alerts a WHERE a.stock_id = q.stock_id AND {wanted}"
        ),
    };
    Statement::from_sql_and_values(backend, sql, values)
}
