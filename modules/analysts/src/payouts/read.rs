//! Reading payouts with their lines and accounts, for the statement, staff and the CSV files.

use std::collections::HashMap;

use platform::entities::users;
use platform::ports::BankAccounts;
use platform::{ApiError, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use super::status;
use super::views::{PayoutLineView, StaffPayoutView, recorded_account};
use crate::entities::{applications, payout_lines, payouts};
use crate::review::ApplicationState;

/// The lines of `payouts`, by payout id.
pub async fn lines_of(ctx: &AppContext, of: &[payouts::Model]) -> Result<HashMap<i64, Vec<PayoutLineView>>, ApiError> {
    let rows = payout_lines::Entity::find()
        .filter(payout_lines::Column::PayoutId.is_in(of.iter().map(|p| p.id)))
        .order_by_asc(payout_lines::Column::Id)
        .all(&ctx.db)
        .await?;
    let mut by_payout: HashMap<i64, Vec<PayoutLineView>> = HashMap::new();
    for row in &rows {
        by_payout.entry(row.payout_id).or_default().push(row.into());
    }
    Ok(by_payout)
}

/// An analyst's payouts, newest month first.
pub async fn of_analyst(ctx: &AppContext, analyst_id: i64) -> Result<Vec<payouts::Model>, ApiError> {
    Ok(payouts::Entity::find().filter(payouts::Column::AnalystId.eq(analyst_id)).order_by_desc(payouts::Column::Month).all(&ctx.db).await?)
}

/// Staff's view of `rows`: who the analyst is, their lines, and the account (the one recorded at
/// the transfer, the profile's while pending).
pub async fn for_staff(ctx: &AppContext, rows: Vec<payouts::Model>) -> Result<Vec<StaffPayoutView>, ApiError> {
    let analyst_ids: Vec<i64> = rows.iter().map(|p| p.analyst_id).collect();
    let people: HashMap<i64, users::Model> = users::Entity::find()
        .filter(users::Column::Id.is_in(analyst_ids.clone()))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|u| (u.id, u))
        .collect();
    // The display name the analyst chose when they were approved.
    let mut names: HashMap<i64, String> = HashMap::new();
    for a in applications::Entity::find()
        .filter(applications::Column::UserId.is_in(analyst_ids))
        .filter(applications::Column::State.eq(ApplicationState::Approved))
        .order_by_asc(applications::Column::Id)
        .all(&ctx.db)
        .await?
    {
        names.insert(a.user_id, a.display_name);
    }
    let mut lines = lines_of(ctx, &rows).await?;
    let waiting: Vec<i64> = rows.iter().filter(|p| p.status != status::TRANSFERRED).map(|p| p.analyst_id).collect();
    let accounts = ctx.required_port::<dyn BankAccounts>()?.bank_accounts(&waiting).await?;
    let mut views = Vec::with_capacity(rows.len());
    for p in rows {
        let bank = if p.status == status::TRANSFERRED { recorded_account(&p) } else { accounts.get(&p.analyst_id).cloned() };
        let person = people.get(&p.analyst_id);
        views.push(StaffPayoutView {
            id: p.id,
            analyst_id: p.analyst_id,
            analyst_name: names.get(&p.analyst_id).cloned().or_else(|| person.map(|u| u.name.clone())).unwrap_or_default(),
            analyst_email: person.map(|u| u.email.clone()).unwrap_or_default(),
            month: p.month.clone(),
            payments_count: p.payments_count,
            net_halalas: p.net_halalas,
            commission_halalas: p.commission_halalas,
            amount_halalas: p.amount_halalas,
            status: p.status.clone(),
            transferred_on: p.transferred_on,
            bank,
            lines: lines.remove(&p.id).unwrap_or_default(),
        });
    }
    Ok(views)
}
