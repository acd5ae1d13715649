//! Staff record that they transferred a payout: on which day, and to the account of the
//! analyst's profile, which is kept with the payout; the analyst is told.

use chrono::{NaiveDate, Utc};
use platform::events::PayoutTransferred;
use platform::ports::BankAccounts;
use platform::{ApiError, AppContext};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use super::month::{Month, riyadh_today};
use super::status;
use crate::entities::payouts;
use crate::messages::{
    NO_BANK_DETAILS, PAYOUT_NOT_PENDING, TRANSFER_DATE_BEFORE_MONTH_END, TRANSFER_DATE_IN_FUTURE, TRANSFER_DATE_INVALID,
};

/// Reads and checks the transfer date: a real day, after the month ended, not after today.
pub fn transfer_date(text: Option<&str>, month: Month, today: NaiveDate) -> Result<NaiveDate, ApiError> {
    let field = "transferred_on";
    let date = text
        .map(str::trim)
        .and_then(|t| NaiveDate::parse_from_str(t, "%Y-%m-%d").ok())
        .ok_or_else(|| ApiError::field(field, TRANSFER_DATE_INVALID))?;
    if date > today {
        return Err(ApiError::field(field, TRANSFER_DATE_IN_FUTURE));
    }
    if date < month.end_day() {
        return Err(ApiError::field(field, TRANSFER_DATE_BEFORE_MONTH_END));
    }
    Ok(date)
}

/// Marks a pending payout transferred on `date`; refused when the analyst has no IBAN on file or
/// the payout is not pending (transferred already, or nothing due).
pub async fn mark_transferred(ctx: &AppContext, payout_id: i64, staff_id: i64, date: Option<&str>) -> Result<payouts::Model, ApiError> {
    let payout = payouts::Entity::find_by_id(payout_id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let month =
        Month::parse(&payout.month).ok_or_else(|| ApiError::internal(anyhow::anyhow!("payout {payout_id} has month {}", payout.month)))?;
    let date = transfer_date(date, month, riyadh_today(Utc::now()))?;
    if payout.status != status::PENDING {
        return Err(ApiError::conflict(PAYOUT_NOT_PENDING));
    }
    let accounts = ctx.required_port::<dyn BankAccounts>()?;
    let account = accounts.bank_account(payout.analyst_id).await?.ok_or_else(|| ApiError::unprocessable(NO_BANK_DETAILS))?;
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let moved = payouts::Entity::update_many()
        .col_expr(payouts::Column::Status, Expr::value(status::TRANSFERRED))
        .col_expr(payouts::Column::TransferredOn, Expr::value(date))
        .col_expr(payouts::Column::TransferredBy, Expr::value(staff_id))
        .col_expr(payouts::Column::BankName, Expr::value(account.bank_name))
        .col_expr(payouts::Column::Iban, Expr::value(account.iban))
        .col_expr(payouts::Column::HolderName, Expr::value(account.holder_name))
        .col_expr(payouts::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(payouts::Column::Id.eq(payout_id))
        .filter(payouts::Column::Status.eq(status::PENDING))
        .exec(&txn)
        .await?;
    if moved.rows_affected != 1 {
        return Err(ApiError::conflict(PAYOUT_NOT_PENDING));
    }
    // The analyst hears of it (app and email) with the commit, never without it.
    let told = PayoutTransferred {
        analyst_id: payout.analyst_id,
        payout_id,
        month: payout.month.clone(),
        amount_halalas: payout.amount_halalas,
        transferred_on: date,
    };
    ctx.stage_events(&txn, &[told]).await?;
    txn.commit().await?;
    ctx.relay_events().await;
    payouts::Entity::find_by_id(payout_id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn a_transfer_falls_between_the_months_end_and_today() {
        let october = Month::parse("2026-10").unwrap();
        let today = day("2026-11-23");
        assert_eq!(transfer_date(Some("2026-11-01"), october, today).unwrap(), day("2026-11-01"));
        assert_eq!(transfer_date(Some(" 2026-11-23 "), october, today).unwrap(), today);
        for bad in [None, Some(""), Some("2026-11-31"), Some("23/11/2026"), Some("2026-10-31"), Some("2026-11-24")] {
            assert!(transfer_date(bad, october, today).is_err(), "{bad:?}");
        }
    }
}
