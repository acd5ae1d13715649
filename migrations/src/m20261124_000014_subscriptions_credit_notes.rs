//! Simplified tax credit notes: a refunded payment that had an invoice gets one, referring to
//! that invoice (ZATCA asks for a document that cancels the invoice's amounts). Numbered per
//! year like invoices, with its own sequence (`CN-2026-000001`).

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum SubscriptionsCreditNotes {
    Table,
    Id,
    PaymentId,
    InvoiceId,
    Number,
    IssuedAt,
    Reason,
    SellerName,
    VatNumber,
    TotalHalalas,
    VatHalalas,
    QrTlv,
    DocumentKey,
}

#[derive(DeriveIden)]
enum SubscriptionsPayments {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum SubscriptionsInvoices {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use SubscriptionsCreditNotes as C;
        manager
            .create_table(
                Table::create()
                    .table(C::Table)
                    .if_not_exists()
                    .col(big_pk_auto(C::Id))
                    // One credit note per payment, however often a refund is reported.
                    .col(big_integer(C::PaymentId).unique_key())
                    .col(big_integer(C::InvoiceId))
                    .col(string_len(C::Number, 40).unique_key())
                    .col(timestamp_with_time_zone(C::IssuedAt))
                    .col(string_len(C::Reason, 40))
                    .col(string_len(C::SellerName, 200))
                    .col(string_len(C::VatNumber, 20))
                    .col(big_integer(C::TotalHalalas))
                    .col(big_integer(C::VatHalalas))
                    .col(text(C::QrTlv))
                    .col(string_len_null(C::DocumentKey, 200))
                    .foreign_key(
                        ForeignKey::create()
                            .from(C::Table, C::PaymentId)
                            .to(SubscriptionsPayments::Table, SubscriptionsPayments::Id)
                            .on_delete(ForeignKeyAction::Restrict),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(C::Table, C::InvoiceId)
                            .to(SubscriptionsInvoices::Table, SubscriptionsInvoices::Id)
                            .on_delete(ForeignKeyAction::Restrict),
                    )
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(SubscriptionsCreditNotes::Table).to_owned()).await
    }
}
