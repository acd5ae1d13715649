//! Transactions that will write. On SQLite a deferred transaction that reads first and writes
//! later fails with "database is locked" (SQLITE_BUSY_SNAPSHOT) when another connection wrote in
//! between, and waiting does not help; one that takes the write lock at BEGIN waits its turn
//! (busy_timeout) instead. PostgreSQL ignores the mode.

use sea_orm::{DatabaseConnection, DatabaseTransaction, DbErr, SqliteTransactionMode, TransactionOptions, TransactionTrait};

/// Begins a transaction that holds SQLite's write lock from its first statement.
pub async fn begin_write(db: &DatabaseConnection) -> Result<DatabaseTransaction, DbErr> {
    db.begin_with_options(TransactionOptions { sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate), ..Default::default() })
        .await
}
