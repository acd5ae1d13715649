//! KYC: every time staff open a verification or its passport photo, kept with who and when
//! (personal data protection: access to a client's identity documents is accounted for).

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum KycAccessLog {
    Table,
    Id,
    RecordId,
    StaffId,
    What,
    At,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use KycAccessLog as L;
        manager
            .create_table(
                Table::create()
                    .table(L::Table)
                    .if_not_exists()
                    .col(big_pk_auto(L::Id))
                    .col(big_integer(L::RecordId))
                    .col(big_integer(L::StaffId))
                    // record | passport
                    .col(string_len(L::What, 10))
                    .col(timestamp_with_time_zone(L::At))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_kyc_access_log_record").table(L::Table).col(L::RecordId).col(L::Id).to_owned())
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(KycAccessLog::Table).if_exists().to_owned()).await
    }
}
