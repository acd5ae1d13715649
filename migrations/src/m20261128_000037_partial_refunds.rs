//! Partial refunds (issue 36): a payment is refunded once, in whole or in part, with the reason
//! staff gave; it keeps how much went back and when. Payments refunded before this were refunded
//! whole. An analyst's payout line may now be negative (a refund after its month closed), carried
//! into the next month's payout.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum SubscriptionsPayments {
    Table,
    RefundedHalalas,
    RefundReason,
    RefundedAt,
}

#[derive(DeriveIden)]
enum AnalystsPayoutLines {
    Table,
    /// Carried from the month before (a negative line), already in `net_halalas`.
    CarriedHalalas,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use SubscriptionsPayments as P;
        // One column per statement: SQLite alters a table one column at a time.
        manager.alter_table(Table::alter().table(P::Table).add_column(big_integer(P::RefundedHalalas).default(0)).to_owned()).await?;
        manager.alter_table(Table::alter().table(P::Table).add_column(text_null(P::RefundReason)).to_owned()).await?;
        manager.alter_table(Table::alter().table(P::Table).add_column(timestamp_with_time_zone_null(P::RefundedAt)).to_owned()).await?;
        manager
            .get_connection()
            .execute_unprepared(
                "UPDATE subscriptions_payments SET refunded_halalas = total_halalas, refunded_at = updated_at WHERE status = 'refunded'",
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(AnalystsPayoutLines::Table)
                    .add_column(big_integer(AnalystsPayoutLines::CarriedHalalas).default(0))
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use SubscriptionsPayments as P;
        manager
            .alter_table(Table::alter().table(AnalystsPayoutLines::Table).drop_column(AnalystsPayoutLines::CarriedHalalas).to_owned())
            .await?;
        manager.alter_table(Table::alter().table(P::Table).drop_column(P::RefundedAt).to_owned()).await?;
        manager.alter_table(Table::alter().table(P::Table).drop_column(P::RefundReason).to_owned()).await?;
        manager.alter_table(Table::alter().table(P::Table).drop_column(P::RefundedHalalas).to_owned()).await
    }
}
