//! Subscriptions: each payment gets a random return token, part of the address the provider sends
//! the buyer back to; without it the return route asks no provider anything. Payments made before
//! keep none and return as they did.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::string_len_null;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum SubscriptionsPayments {
    Table,
    ReturnToken,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use SubscriptionsPayments as P;
        manager.alter_table(Table::alter().table(P::Table).add_column(string_len_null(P::ReturnToken, 64)).to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use SubscriptionsPayments as P;
        manager.alter_table(Table::alter().table(P::Table).drop_column(P::ReturnToken).to_owned()).await
    }
}
