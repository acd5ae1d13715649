//! Analysts' lists (spec §3 "List"): an Eva list (ratings) or an Eva opinions list, its market,
//! about text and stocks count. Prices live with the subscriptions module's offers.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum AnalystsLists {
    Table,
    Id,
    AnalystId,
    Kind,
    Name,
    MarketId,
    About,
    StocksCount,
    DiscountPercent,
    CreatedAt,
    UpdatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use AnalystsLists as L;
        manager
            .create_table(
                Table::create()
                    .table(L::Table)
                    .if_not_exists()
                    .col(big_pk_auto(L::Id))
                    .col(big_integer(L::AnalystId))
                    .col(string_len(L::Kind, 16))
                    .col(string_len(L::Name, 120))
                    .col(integer(L::MarketId))
                    .col(text(L::About))
                    .col(integer(L::StocksCount))
                    .col(integer(L::DiscountPercent))
                    .col(timestamp_with_time_zone(L::CreatedAt))
                    .col(timestamp_with_time_zone(L::UpdatedAt))
                    .foreign_key(
                        ForeignKey::create().from(L::Table, L::AnalystId).to(Users::Table, Users::Id).on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_analysts_lists_analyst").table(L::Table).col(L::AnalystId).col(L::Kind).to_owned())
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(AnalystsLists::Table).to_owned()).await
    }
}
