//! The write half of the per-stock imports (dividends, fundamentals): every row of a checked file
//! is upserted in one transaction, so a file lands whole or not at all, and a corrected file can
//! be imported again over the first.

use std::collections::HashMap;

use platform::AppContext;
use sea_orm::ActiveModelTrait;
use sea_orm::EntityTrait;
use sea_orm::sea_query::OnConflict;

use crate::entities::stocks;
use crate::import::{ImportError, known_stocks};

/// Rows a database takes in one statement, well under SQLite's and PostgreSQL's bind limits.
const CHUNK: usize = 500;

/// A checked row of a file that names its stock by symbol.
pub(crate) trait SymbolRow {
    /// 1-based line in the file.
    fn line(&self) -> usize;
    fn symbol(&self) -> &str;
}

/// Upserts `model(row, stock)` for every row; a row naming an unlisted symbol refuses the file.
/// Returns how many rows the file holds.
pub(crate) async fn upsert_rows<R, A>(
    ctx: &AppContext,
    rows: &[R],
    model: impl Fn(&R, &stocks::Model) -> A,
    on_conflict: OnConflict,
) -> Result<usize, ImportError>
where
    R: SymbolRow,
    A: ActiveModelTrait + Send,
{
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let known: HashMap<String, stocks::Model> = known_stocks(&txn, rows.iter().map(|r| (r.line(), r.symbol()))).await?;
    for chunk in rows.chunks(CHUNK) {
        let models = chunk.iter().filter_map(|r| Some(model(r, known.get(r.symbol())?)));
        <A::Entity as EntityTrait>::insert_many(models).on_conflict(on_conflict.clone()).exec(&txn).await?;
    }
    txn.commit().await?;
    Ok(rows.len())
}
