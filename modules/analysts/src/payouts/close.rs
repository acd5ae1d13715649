//! Closing a month: one payout per analyst with kept payments in it, and a line per list.
//! Closing again changes nothing (one payout per analyst and month), so the daily schedule, a
//! second instance and staff's "close month" may all run it.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use platform::ports::{ListEarning, ListKind, ListOffers};
use platform::AppContext;
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter, QuerySelect, TryInsertResult};

use super::month::Month;
use super::status;
use crate::commission::split;
use crate::entities::{lists, payout_lines, payouts};
use crate::lists::kind_of;

/// One list's month before it is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListMonth {
    pub kind: ListKind,
    pub list_id: i64,
    pub payments_count: i32,
    pub net_halalas: i64,
}

/// Groups a month's payments per list; refunded payments are left out.
pub fn per_list(earnings: &[ListEarning]) -> Vec<ListMonth> {
    let mut by_list: BTreeMap<(u8, i64), ListMonth> = BTreeMap::new();
    for e in earnings.iter().filter(|e| !e.refunded) {
        let order = match e.kind {
            ListKind::Rating => 0,
            ListKind::Opinion => 1,
        };
        let line = by_list.entry((order, e.list_id)).or_insert(ListMonth { kind: e.kind, list_id: e.list_id, payments_count: 0, net_halalas: 0 });
        line.payments_count += 1;
        line.net_halalas += e.net_halalas;
    }
    by_list.into_values().collect()
}

/// Closes `month` for every analyst who owns a list. Returns how many payouts it created.
pub async fn close_month(ctx: &AppContext, month: Month) -> anyhow::Result<u32> {
    let offers = ctx.required_port::<dyn ListOffers>()?;
    let analysts: Vec<i64> = lists::Entity::find()
        .select_only()
        .column(lists::Column::AnalystId)
        .distinct()
        .into_tuple()
        .all(&ctx.db)
        .await?;
    let (from, to) = month.bounds();
    let mut created = 0;
    for analyst_id in analysts {
        let earnings = offers.earnings(analyst_id, from, to).await?;
        if close_for(ctx, analyst_id, month, &per_list(&earnings), Utc::now()).await? {
            created += 1;
        }
    }
    if created > 0 {
        tracing::info!(%month, created, "analyst payouts closed");
    }
    Ok(created)
}

/// Closes the last finished month: what the daily schedule runs.
pub async fn close_previous_month(ctx: &AppContext) -> anyhow::Result<u32> {
    close_month(ctx, Month::previous(Utc::now())).await
}

async fn close_for(ctx: &AppContext, analyst_id: i64, month: Month, months: &[ListMonth], now: DateTime<Utc>) -> anyhow::Result<bool> {
    if months.is_empty() {
        return Ok(false);
    }
    let names: BTreeMap<i64, lists::Model> = lists::Entity::find()
        .filter(lists::Column::AnalystId.eq(analyst_id))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|l| (l.id, l))
        .collect();
    let lines: Vec<(ListMonth, crate::commission::Split, String)> = months
        .iter()
        .map(|m| {
            let name = names.get(&m.list_id).filter(|l| kind_of(l) == m.kind).map(|l| l.name.clone()).unwrap_or_default();
            (m.clone(), split(m.net_halalas), name)
        })
        .collect();
    let net: i64 = lines.iter().map(|(_, s, _)| s.net_halalas).sum();
    let commission: i64 = lines.iter().map(|(_, s, _)| s.commission_halalas).sum();
    let amount: i64 = lines.iter().map(|(_, s, _)| s.analyst_halalas).sum();
    let payments: i32 = lines.iter().map(|(m, _, _)| m.payments_count).sum();
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let payout = payouts::ActiveModel {
        analyst_id: Set(analyst_id),
        month: Set(month.to_string()),
        payments_count: Set(payments),
        net_halalas: Set(net),
        commission_halalas: Set(commission),
        amount_halalas: Set(amount),
        status: Set(if amount > 0 { status::PENDING } else { status::NOTHING_DUE }.to_owned()),
        transferred_on: Set(None),
        transferred_by: Set(None),
        bank_name: Set(None),
        iban: Set(None),
        holder_name: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    };
    let inserted = payouts::Entity::insert(payout)
        .on_conflict_do_nothing_on([payouts::Column::AnalystId, payouts::Column::Month])
        .exec(&txn)
        .await?;
    let TryInsertResult::Inserted(inserted) = inserted else {
        // Closed already, by another run.
        return Ok(false);
    };
    let rows = lines.into_iter().map(|(m, s, name)| payout_lines::ActiveModel {
        payout_id: Set(inserted.last_insert_id),
        kind: Set(crate::lists::kind_code(m.kind).to_owned()),
        list_id: Set(m.list_id),
        list_name: Set(name),
        payments_count: Set(m.payments_count),
        net_halalas: Set(s.net_halalas),
        commission_halalas: Set(s.commission_halalas),
        amount_halalas: Set(s.analyst_halalas),
        ..Default::default()
    });
    payout_lines::Entity::insert_many(rows).exec(&txn).await?;
    txn.commit().await?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paid(kind: ListKind, list_id: i64, net: i64, refunded: bool) -> ListEarning {
        ListEarning {
            payment_id: 0,
            kind,
            list_id,
            paid_at: Utc::now(),
            plan_type: "monthly".into(),
            duration_days: 30,
            gross_halalas: net,
            discount_halalas: 0,
            vat_halalas: 0,
            net_halalas: net,
            refunded,
        }
    }

    #[test]
    fn payments_are_summed_per_list_without_refunds() {
        let months = per_list(&[
            paid(ListKind::Rating, 1, 10_000, false),
            paid(ListKind::Opinion, 1, 5_000, false),
            paid(ListKind::Rating, 1, 20_000, false),
            paid(ListKind::Rating, 1, 7_000, true),
            paid(ListKind::Opinion, 2, 3_000, true),
        ]);
        assert_eq!(
            months,
            vec![
                ListMonth { kind: ListKind::Rating, list_id: 1, payments_count: 2, net_halalas: 30_000 },
                ListMonth { kind: ListKind::Opinion, list_id: 1, payments_count: 1, net_halalas: 5_000 },
            ]
        );
    }
}
