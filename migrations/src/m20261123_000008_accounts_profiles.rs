//! Accounts owns the profile details that only it uses (picture, about, bank account); platform's
//! `users` keeps identity, role and language. Existing values move with their users.
//! `has_notification` leaves `users` too: the notifications module answers it through a port.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Users {
    Table,
    Id,
    AvatarPath,
    About,
    BankName,
    Iban,
    AccountHolderName,
    HasNotification,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum AccountsProfiles {
    Table,
    UserId,
    AvatarKey,
    About,
    BankName,
    Iban,
    AccountHolderName,
    UpdatedAt,
}

/// The columns that move, in `users` order and in `accounts_profiles` order.
const MOVED: [Users; 5] = [Users::AvatarPath, Users::About, Users::BankName, Users::Iban, Users::AccountHolderName];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(AccountsProfiles::Table)
                    .col(big_integer(AccountsProfiles::UserId).primary_key())
                    .col(string_len_null(AccountsProfiles::AvatarKey, 200))
                    .col(text_null(AccountsProfiles::About))
                    .col(string_len_null(AccountsProfiles::BankName, 120))
                    .col(string_len_null(AccountsProfiles::Iban, 34))
                    .col(string_len_null(AccountsProfiles::AccountHolderName, 120))
                    .col(timestamp_with_time_zone(AccountsProfiles::UpdatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(AccountsProfiles::Table, AccountsProfiles::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;

        // Only users who had filled in something get a row; the rest read as empty.
        let mut any_filled = Condition::any();
        for column in MOVED {
            any_filled = any_filled.add(Expr::col(column).is_not_null());
        }
        let copy = Query::insert()
            .into_table(AccountsProfiles::Table)
            .columns([
                AccountsProfiles::UserId,
                AccountsProfiles::AvatarKey,
                AccountsProfiles::About,
                AccountsProfiles::BankName,
                AccountsProfiles::Iban,
                AccountsProfiles::AccountHolderName,
                AccountsProfiles::UpdatedAt,
            ])
            .select_from(
                Query::select()
                    .column(Users::Id)
                    .columns(MOVED)
                    .column(Users::UpdatedAt)
                    .from(Users::Table)
                    .cond_where(any_filled)
                    .to_owned(),
            )
            .map_err(|e| DbErr::Migration(e.to_string()))?
            .to_owned();
        manager.exec_stmt(copy).await?;

        // One column per statement: SQLite alters one thing at a time.
        for column in MOVED.into_iter().chain([Users::HasNotification]) {
            manager.alter_table(Table::alter().table(Users::Table).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(Table::alter().table(Users::Table).add_column(boolean(Users::HasNotification).default(false)).to_owned())
            .await?;
        for column in MOVED {
            let def = match column {
                Users::About => text_null(column),
                _ => string_null(column),
            };
            manager.alter_table(Table::alter().table(Users::Table).add_column(def).to_owned()).await?;
        }
        // The values go back before the table does, so a rollback loses nothing.
        for (to, from) in MOVED.into_iter().zip([
            AccountsProfiles::AvatarKey,
            AccountsProfiles::About,
            AccountsProfiles::BankName,
            AccountsProfiles::Iban,
            AccountsProfiles::AccountHolderName,
        ]) {
            let value = Query::select()
                .column(from)
                .from(AccountsProfiles::Table)
                .and_where(Expr::col((AccountsProfiles::Table, AccountsProfiles::UserId)).equals((Users::Table, Users::Id)))
                .to_owned();
            manager
                .exec_stmt(
                    Query::update()
                        .table(Users::Table)
                        .value(to, SimpleExpr::SubQuery(None, Box::new(value.into_sub_query_statement())))
                        .to_owned(),
                )
                .await?;
        }
        manager.drop_table(Table::drop().table(AccountsProfiles::Table).to_owned()).await
    }
}
