//! Subscriptions: the running subscribers of one list, in user order, read in batches when a
//! list's news is fanned out to them.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum SubscriptionsSubscriptions {
    Table,
    Product,
    ProductRef,
    UserId,
}

const INDEX: &str = "ix_subscriptions_subscriptions_audience";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use SubscriptionsSubscriptions as S;
        manager
            .create_index(
                Index::create().name(INDEX).table(S::Table).col(S::Product).col(S::ProductRef).col(S::UserId).if_not_exists().to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name(INDEX).table(SubscriptionsSubscriptions::Table).to_owned()).await
    }
}
