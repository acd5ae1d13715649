//! One shape for every log of moves (issue 37): payments and KYC records named their columns
//! `from_status` and `to_status` where analyst applications said `from_state` and `to_state`, so
//! each module wrote its own `record()`. They now all say `from_state` and `to_state`, and
//! `platform::lifecycle::record` writes any of them.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone)]
enum Moves {
    FromStatus,
    ToStatus,
    FromState,
    ToState,
}

const TABLES: [&str; 2] = ["subscriptions_payment_transitions", "kyc_transitions"];

async fn rename(manager: &SchemaManager<'_>, from: [Moves; 2], to: [Moves; 2]) -> Result<(), DbErr> {
    for table in TABLES {
        for (old, new) in from.iter().zip(&to) {
            // One column per statement: SQLite alters a table one column at a time.
            let alter = Table::alter().table(Alias::new(table)).rename_column(old.clone(), new.clone()).to_owned();
            manager.alter_table(alter).await?;
        }
    }
    Ok(())
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        rename(manager, [Moves::FromStatus, Moves::ToStatus], [Moves::FromState, Moves::ToState]).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        rename(manager, [Moves::FromState, Moves::ToState], [Moves::FromStatus, Moves::ToStatus]).await
    }
}
