//! Throttles count in one row per key, so an attempt takes its slot in one conditional upsert
//! (refused atomically when the key is full) instead of counting rows and inserting after.
//! The old per-attempt rows are short-lived counters: they are dropped, not carried over.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{big_integer, big_pk_auto, string_len, text};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ThrottleSlots {
    Table,
    Key,
    WindowStart,
    Attempts,
    NotBefore,
}

#[derive(DeriveIden)]
enum ThrottleEvents {
    Table,
    Id,
    Key,
    At,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use ThrottleSlots as S;
        manager
            .create_table(
                Table::create()
                    .table(S::Table)
                    .col(text(S::Key).primary_key())
                    .col(big_integer(S::WindowStart))
                    .col(big_integer(S::Attempts))
                    .col(big_integer(S::NotBefore))
                    .to_owned(),
            )
            .await?;
        manager.create_index(Index::create().name("idx_throttle_slots_window").table(S::Table).col(S::WindowStart).to_owned()).await?;
        manager.drop_table(Table::drop().table(ThrottleEvents::Table).to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use ThrottleEvents as E;
        manager
            .create_table(
                Table::create().table(E::Table).col(big_pk_auto(E::Id)).col(string_len(E::Key, 200)).col(big_integer(E::At)).to_owned(),
            )
            .await?;
        manager.create_index(Index::create().name("idx_throttle_key_at").table(E::Table).col(E::Key).col(E::At).to_owned()).await?;
        manager.drop_table(Table::drop().table(ThrottleSlots::Table).to_owned()).await
    }
}
