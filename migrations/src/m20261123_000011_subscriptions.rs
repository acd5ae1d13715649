//! Subscriptions: the catalogue (packages and their plans), coupons with race-safe counters,
//! payments with every state transition kept, the subscriptions they start, and the simplified
//! tax invoices of paid payments. Money is integer halalas, VAT-inclusive where it is a price.

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
enum SubscriptionsPackages {
    Table,
    Id,
    Product,
    ProductRef,
    OwnerId,
    Grants,
    NameAr,
    NameEn,
    DescriptionAr,
    DescriptionEn,
    FeaturesAr,
    FeaturesEn,
    StocksCount,
    DiscountPercent,
    Sort,
    Active,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum SubscriptionsPlans {
    Table,
    Id,
    PackageId,
    PlanType,
    DurationDays,
    PriceHalalas,
    Active,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum SubscriptionsCoupons {
    Table,
    Id,
    Code,
    Kind,
    Value,
    StartsAt,
    EndsAt,
    MaxRedemptions,
    PerUserLimit,
    Redeemed,
    Products,
    Active,
    CreatedAt,
}

#[derive(DeriveIden)]
enum SubscriptionsCouponUses {
    Table,
    CouponId,
    UserId,
    Uses,
}

#[derive(DeriveIden)]
enum SubscriptionsPayments {
    Table,
    Id,
    UserId,
    PlanId,
    PackageId,
    Product,
    ProductRef,
    OwnerId,
    PlanType,
    DurationDays,
    CouponId,
    IdempotencyKey,
    Provider,
    Method,
    Status,
    ListHalalas,
    DiscountHalalas,
    TotalHalalas,
    VatHalalas,
    NetHalalas,
    CreditHalalas,
    Replaces,
    ProviderRef,
    RedirectUrl,
    FailureReason,
    SubscriptionId,
    CreatedAt,
    UpdatedAt,
    PaidAt,
}

#[derive(DeriveIden)]
enum SubscriptionsPaymentTransitions {
    Table,
    Id,
    PaymentId,
    FromStatus,
    ToStatus,
    Actor,
    Detail,
    At,
}

#[derive(DeriveIden)]
enum SubscriptionsSubscriptions {
    Table,
    Id,
    UserId,
    PackageId,
    PlanId,
    PaymentId,
    Product,
    ProductRef,
    Grants,
    Source,
    StartsAt,
    EndsAt,
    EndedAt,
    RemindedAt,
    CreatedAt,
}

#[derive(DeriveIden)]
enum SubscriptionsInvoices {
    Table,
    Id,
    PaymentId,
    Number,
    IssuedAt,
    SellerName,
    VatNumber,
    TotalHalalas,
    VatHalalas,
    QrTlv,
    DocumentKey,
}

/// The built-in sandbox provider's own records, as an outside gateway would keep them.
#[derive(DeriveIden)]
enum SubscriptionsSandboxSessions {
    Table,
    Id,
    Reference,
    MerchantReference,
    AmountHalalas,
    Method,
    Status,
    Failure,
    CardLast4,
    AwaitingOtp,
    ReturnUrl,
    Lang,
    CreatedAt,
    UpdatedAt,
}

fn user_fk<T: IntoIden + 'static>(table: T, column: T) -> ForeignKeyCreateStatement {
    ForeignKey::create().from(table, column).to(Users::Table, Users::Id).on_delete(ForeignKeyAction::Cascade).to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use SubscriptionsPackages as P;
        manager
            .create_table(
                Table::create()
                    .table(P::Table)
                    .col(big_pk_auto(P::Id))
                    .col(string_len(P::Product, 30))
                    .col(big_integer_null(P::ProductRef))
                    .col(big_integer_null(P::OwnerId))
                    .col(string_len(P::Grants, 200).default(""))
                    .col(string_len(P::NameAr, 120))
                    .col(string_len(P::NameEn, 120))
                    .col(text(P::DescriptionAr))
                    .col(text(P::DescriptionEn))
                    .col(text(P::FeaturesAr))
                    .col(text(P::FeaturesEn))
                    .col(integer_null(P::StocksCount))
                    .col(integer(P::DiscountPercent).default(0))
                    .col(integer(P::Sort).default(0))
                    .col(boolean(P::Active).default(true))
                    .col(timestamp_with_time_zone(P::CreatedAt))
                    .col(timestamp_with_time_zone(P::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("ix_subscriptions_packages_product").table(P::Table).col(P::Product).col(P::ProductRef).to_owned(),
            )
            .await?;

        use SubscriptionsPlans as Pl;
        manager
            .create_table(
                Table::create()
                    .table(Pl::Table)
                    .col(big_pk_auto(Pl::Id))
                    .col(big_integer(Pl::PackageId))
                    .col(string_len(Pl::PlanType, 20))
                    .col(integer_null(Pl::DurationDays))
                    .col(big_integer(Pl::PriceHalalas))
                    .col(boolean(Pl::Active).default(true))
                    .col(timestamp_with_time_zone(Pl::CreatedAt))
                    .col(timestamp_with_time_zone(Pl::UpdatedAt))
                    .foreign_key(
                        ForeignKey::create().from(Pl::Table, Pl::PackageId).to(P::Table, P::Id).on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager.create_index(Index::create().name("ix_subscriptions_plans_package").table(Pl::Table).col(Pl::PackageId).to_owned()).await?;

        use SubscriptionsCoupons as C;
        manager
            .create_table(
                Table::create()
                    .table(C::Table)
                    .col(big_pk_auto(C::Id))
                    .col(string_len(C::Code, 40).unique_key())
                    .col(string_len(C::Kind, 10))
                    .col(big_integer(C::Value))
                    .col(timestamp_with_time_zone_null(C::StartsAt))
                    .col(timestamp_with_time_zone_null(C::EndsAt))
                    .col(integer_null(C::MaxRedemptions))
                    .col(integer_null(C::PerUserLimit))
                    .col(integer(C::Redeemed).default(0))
                    .col(string_len_null(C::Products, 200))
                    .col(boolean(C::Active).default(true))
                    .col(timestamp_with_time_zone(C::CreatedAt))
                    .to_owned(),
            )
            .await?;

        use SubscriptionsCouponUses as U;
        manager
            .create_table(
                Table::create()
                    .table(U::Table)
                    .col(big_integer(U::CouponId))
                    .col(big_integer(U::UserId))
                    .col(integer(U::Uses).default(0))
                    .primary_key(Index::create().col(U::CouponId).col(U::UserId))
                    .foreign_key(ForeignKey::create().from(U::Table, U::CouponId).to(C::Table, C::Id).on_delete(ForeignKeyAction::Cascade))
                    .foreign_key(&mut user_fk(U::Table, U::UserId))
                    .to_owned(),
            )
            .await?;

        use SubscriptionsPayments as Pay;
        manager
            .create_table(
                Table::create()
                    .table(Pay::Table)
                    .col(big_pk_auto(Pay::Id))
                    .col(big_integer(Pay::UserId))
                    .col(big_integer(Pay::PlanId))
                    .col(big_integer(Pay::PackageId))
                    .col(string_len(Pay::Product, 30))
                    .col(big_integer_null(Pay::ProductRef))
                    .col(big_integer_null(Pay::OwnerId))
                    .col(string_len(Pay::PlanType, 20))
                    .col(integer_null(Pay::DurationDays))
                    .col(big_integer_null(Pay::CouponId))
                    .col(string_len(Pay::IdempotencyKey, 64))
                    .col(string_len(Pay::Provider, 20))
                    .col(string_len(Pay::Method, 20))
                    .col(string_len(Pay::Status, 20))
                    .col(big_integer(Pay::ListHalalas))
                    .col(big_integer(Pay::DiscountHalalas))
                    .col(big_integer(Pay::TotalHalalas))
                    .col(big_integer(Pay::VatHalalas))
                    .col(big_integer(Pay::NetHalalas))
                    .col(big_integer(Pay::CreditHalalas).default(0))
                    .col(string_len_null(Pay::Replaces, 200))
                    .col(string_len_null(Pay::ProviderRef, 120))
                    .col(text_null(Pay::RedirectUrl))
                    .col(text_null(Pay::FailureReason))
                    .col(big_integer_null(Pay::SubscriptionId))
                    .col(timestamp_with_time_zone(Pay::CreatedAt))
                    .col(timestamp_with_time_zone(Pay::UpdatedAt))
                    .col(timestamp_with_time_zone_null(Pay::PaidAt))
                    .foreign_key(&mut user_fk(Pay::Table, Pay::UserId))
                    .foreign_key(
                        ForeignKey::create().from(Pay::Table, Pay::PlanId).to(Pl::Table, Pl::Id).on_delete(ForeignKeyAction::Restrict),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ux_subscriptions_payments_attempt")
                    .table(Pay::Table)
                    .col(Pay::UserId)
                    .col(Pay::IdempotencyKey)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_subscriptions_payments_provider_ref").table(Pay::Table).col(Pay::ProviderRef).to_owned())
            .await?;
        // The analysts' statements read an owner's payments by time.
        manager
            .create_index(
                Index::create().name("ix_subscriptions_payments_owner").table(Pay::Table).col(Pay::OwnerId).col(Pay::PaidAt).to_owned(),
            )
            .await?;

        use SubscriptionsPaymentTransitions as T;
        manager
            .create_table(
                Table::create()
                    .table(T::Table)
                    .col(big_pk_auto(T::Id))
                    .col(big_integer(T::PaymentId))
                    .col(string_len_null(T::FromStatus, 20))
                    .col(string_len(T::ToStatus, 20))
                    .col(string_len(T::Actor, 60))
                    .col(text(T::Detail))
                    .col(timestamp_with_time_zone(T::At))
                    .foreign_key(
                        ForeignKey::create().from(T::Table, T::PaymentId).to(Pay::Table, Pay::Id).on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_subscriptions_payment_transitions_payment").table(T::Table).col(T::PaymentId).to_owned())
            .await?;

        use SubscriptionsSubscriptions as S;
        manager
            .create_table(
                Table::create()
                    .table(S::Table)
                    .col(big_pk_auto(S::Id))
                    .col(big_integer(S::UserId))
                    .col(big_integer(S::PackageId))
                    .col(big_integer_null(S::PlanId))
                    .col(big_integer_null(S::PaymentId))
                    .col(string_len(S::Product, 30))
                    .col(big_integer_null(S::ProductRef))
                    .col(string_len(S::Grants, 200).default(""))
                    .col(string_len(S::Source, 10))
                    .col(timestamp_with_time_zone(S::StartsAt))
                    .col(timestamp_with_time_zone(S::EndsAt))
                    .col(timestamp_with_time_zone_null(S::EndedAt))
                    .col(timestamp_with_time_zone_null(S::RemindedAt))
                    .col(timestamp_with_time_zone(S::CreatedAt))
                    .foreign_key(&mut user_fk(S::Table, S::UserId))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("ix_subscriptions_subscriptions_user").table(S::Table).col(S::UserId).col(S::EndsAt).to_owned(),
            )
            .await?;
        // The expiry run reads the periods still open by their end.
        manager
            .create_index(
                Index::create().name("ix_subscriptions_subscriptions_open").table(S::Table).col(S::EndedAt).col(S::EndsAt).to_owned(),
            )
            .await?;
        // One subscription per payment, however often the callback and the webhook race.
        manager
            .create_index(
                Index::create()
                    .name("ux_subscriptions_subscriptions_payment")
                    .table(S::Table)
                    .col(S::PaymentId)
                    .col(S::Source)
                    .unique()
                    .to_owned(),
            )
            .await?;

        use SubscriptionsInvoices as I;
        manager
            .create_table(
                Table::create()
                    .table(I::Table)
                    .col(big_pk_auto(I::Id))
                    .col(big_integer(I::PaymentId).unique_key())
                    .col(string_len(I::Number, 40).unique_key())
                    .col(timestamp_with_time_zone(I::IssuedAt))
                    .col(string_len(I::SellerName, 200))
                    .col(string_len(I::VatNumber, 20))
                    .col(big_integer(I::TotalHalalas))
                    .col(big_integer(I::VatHalalas))
                    .col(text(I::QrTlv))
                    .col(string_len_null(I::DocumentKey, 200))
                    .foreign_key(
                        ForeignKey::create().from(I::Table, I::PaymentId).to(Pay::Table, Pay::Id).on_delete(ForeignKeyAction::Restrict),
                    )
                    .to_owned(),
            )
            .await?;

        use SubscriptionsSandboxSessions as Sb;
        manager
            .create_table(
                Table::create()
                    .table(Sb::Table)
                    .col(big_pk_auto(Sb::Id))
                    .col(string_len(Sb::Reference, 64).unique_key())
                    .col(string_len(Sb::MerchantReference, 64))
                    .col(big_integer(Sb::AmountHalalas))
                    .col(string_len(Sb::Method, 20))
                    .col(string_len(Sb::Status, 20))
                    .col(string_len_null(Sb::Failure, 40))
                    .col(string_len_null(Sb::CardLast4, 4))
                    .col(boolean(Sb::AwaitingOtp).default(false))
                    .col(text(Sb::ReturnUrl))
                    .col(string_len(Sb::Lang, 2).default("ar"))
                    .col(timestamp_with_time_zone(Sb::CreatedAt))
                    .col(timestamp_with_time_zone(Sb::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            SubscriptionsSandboxSessions::Table.into_iden(),
            SubscriptionsInvoices::Table.into_iden(),
            SubscriptionsSubscriptions::Table.into_iden(),
            SubscriptionsPaymentTransitions::Table.into_iden(),
            SubscriptionsPayments::Table.into_iden(),
            SubscriptionsCouponUses::Table.into_iden(),
            SubscriptionsCoupons::Table.into_iden(),
            SubscriptionsPlans::Table.into_iden(),
            SubscriptionsPackages::Table.into_iden(),
        ] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
