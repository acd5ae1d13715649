//! Staff act on accounts (issue 36): an account may be disabled (with the reason, its sessions
//! ended) and enabled again; every staff action on an account is one row of its log, never
//! changed.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    DisabledAt,
    DisabledReason,
}

#[derive(DeriveIden)]
enum AccountsStaffActions {
    Table,
    Id,
    UserId,
    StaffId,
    /// disable | enable | resend_verification | reset_password | role
    Action,
    Detail,
    At,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use AccountsStaffActions as A;
        // One column per statement: SQLite alters a table one column at a time.
        manager
            .alter_table(Table::alter().table(Users::Table).add_column(timestamp_with_time_zone_null(Users::DisabledAt)).to_owned())
            .await?;
        manager.alter_table(Table::alter().table(Users::Table).add_column(text_null(Users::DisabledReason)).to_owned()).await?;
        manager
            .create_table(
                Table::create()
                    .table(A::Table)
                    .if_not_exists()
                    .col(big_pk_auto(A::Id))
                    .col(big_integer(A::UserId))
                    .col(big_integer(A::StaffId))
                    .col(string_len(A::Action, 30))
                    .col(text(A::Detail))
                    .col(timestamp_with_time_zone(A::At))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_accounts_staff_actions_user").table(A::Table).col(A::UserId).col(A::Id).to_owned())
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(AccountsStaffActions::Table).if_exists().to_owned()).await?;
        manager.alter_table(Table::alter().table(Users::Table).drop_column(Users::DisabledReason).to_owned()).await?;
        manager.alter_table(Table::alter().table(Users::Table).drop_column(Users::DisabledAt).to_owned()).await
    }
}
