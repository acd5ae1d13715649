//! The numbers of tax documents, `PREFIX-YEAR-NNNNNN`: one sequence per prefix (`INV`, `CN`) and
//! Riyadh year. A document is inserted with the next free number; the unique index on `number`
//! refuses a number a concurrent document took, and the next one is tried. The unique index on
//! `payment_id` makes a second document for the same payment find the first instead.

use std::time::Duration;

use anyhow::bail;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelBehavior, ActiveModelTrait, ColumnTrait, DatabaseConnection, DbErr, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder,
    QuerySelect, SqlErr,
};

/// How often a number taken by a concurrent document is tried again.
const NUMBER_ATTEMPTS: u32 = 20;

/// Which table a sequence lives in: its `payment_id` and `number` columns.
#[derive(Clone, Copy)]
pub struct Sequence<C> {
    pub prefix: &'static str,
    pub payment_column: C,
    pub number_column: C,
}

impl<C: ColumnTrait> Sequence<C> {
    /// The payment's document, when it has one.
    pub async fn of_payment<E>(&self, db: &DatabaseConnection, payment_id: i64) -> Result<Option<E::Model>, DbErr>
    where
        E: EntityTrait<Column = C>,
    {
        E::find().filter(self.payment_column.eq(payment_id)).one(db).await
    }

    /// The next number of `year`: one more than the highest issued (longest first, so the order
    /// holds past 999999).
    pub async fn next_number<E>(&self, db: &DatabaseConnection, year: i32) -> Result<String, DbErr>
    where
        E: EntityTrait<Column = C>,
    {
        let prefix = format!("{}-{year}-", self.prefix);
        let last: Option<String> = E::find()
            .select_only()
            .column(self.number_column)
            .filter(self.number_column.starts_with(&prefix))
            .order_by_desc(Expr::cust("LENGTH(number)"))
            .order_by_desc(self.number_column)
            .into_tuple()
            .one(db)
            .await?;
        let seq = last.and_then(|l| l.strip_prefix(&prefix).and_then(|n| n.parse::<u64>().ok())).unwrap_or(0) + 1;
        Ok(format!("{prefix}{seq:06}"))
    }

    /// Inserts the payment's document as `row(number)` with the next free number of `year`; the
    /// existing one when another call issued it first.
    pub async fn insert<A>(
        &self,
        db: &DatabaseConnection,
        payment_id: i64,
        year: i32,
        row: impl Fn(String) -> A,
    ) -> anyhow::Result<<A::Entity as EntityTrait>::Model>
    where
        A: ActiveModelTrait + ActiveModelBehavior + Send,
        A::Entity: EntityTrait<Column = C>,
        <A::Entity as EntityTrait>::Model: IntoActiveModel<A>,
    {
        for attempt in 0..NUMBER_ATTEMPTS {
            let number = self.next_number::<A::Entity>(db, year).await?;
            match row(number).insert(db).await {
                Ok(inserted) => return Ok(inserted),
                Err(e) if matches!(e.sql_err(), Some(SqlErr::UniqueConstraintViolation(_))) => {
                    // Another call issued this payment's document, or took the number: read again.
                    if let Some(existing) = self.of_payment::<A::Entity>(db, payment_id).await? {
                        return Ok(existing);
                    }
                    tracing::debug!(
                        payment = payment_id,
                        attempt,
                        prefix = self.prefix,
                        "number taken by a concurrent document; taking the next"
                    );
                    tokio::time::sleep(Duration::from_millis(5 + u64::from(attempt) * 7 + payment_id.unsigned_abs() % 11)).await;
                }
                Err(e) => return Err(e.into()),
            }
        }
        bail!("payment {payment_id}: no free {} number after {NUMBER_ATTEMPTS} attempts", self.prefix)
    }
}
