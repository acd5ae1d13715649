//! Closing a month: one payout per analyst with kept payments in it, and a line per list.
//! Closing again changes nothing (one payout per analyst and month), so the daily schedule, a
//! second instance and staff's "close month" may all run it.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use platform::AppContext;
use platform::ports::{ListEarning, ListKind, ListOffers};
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
    /// Below zero when refunds of earlier months outweigh the month's payments.
    pub net_halalas: i64,
    /// A negative line of the month before, already in `net_halalas`.
    pub carried_halalas: i64,
}

/// A list's negative line of the month before: what its refunds left owing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Carried {
    pub kind: ListKind,
    pub list_id: i64,
    pub net_halalas: i64,
}

/// Groups a month (`from..to`) per list: its payments, less every refund made in it (of this
/// month's payments or of earlier, closed ones), plus what the month before carried. A payment
/// refunded whole within the month is not counted as a payment.
pub fn per_list(
    earnings: &[ListEarning],
    refunds: &[ListEarning],
    carried: &[Carried],
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> Vec<ListMonth> {
    fn line(by_list: &mut BTreeMap<(u8, i64), ListMonth>, kind: ListKind, list_id: i64) -> &mut ListMonth {
        let order = match kind {
            ListKind::Rating => 0,
            ListKind::Opinion => 1,
        };
        by_list.entry((order, list_id)).or_insert(ListMonth { kind, list_id, payments_count: 0, net_halalas: 0, carried_halalas: 0 })
    }
    let mut by_list: BTreeMap<(u8, i64), ListMonth> = BTreeMap::new();
    for e in earnings {
        let l = line(&mut by_list, e.kind, e.list_id);
        l.net_halalas += e.net_halalas;
        if !e.refunded_whole_within(from, to) {
            l.payments_count += 1;
        }
    }
    for r in refunds {
        line(&mut by_list, r.kind, r.list_id).net_halalas -= r.refunded_net_halalas;
    }
    for c in carried {
        let l = line(&mut by_list, c.kind, c.list_id);
        l.net_halalas += c.net_halalas;
        l.carried_halalas += c.net_halalas;
    }
    by_list.into_values().filter(|m| m.payments_count > 0 || m.net_halalas != 0).collect()
}

/// The analyst's negative lines of the month before `month`, when it was closed.
async fn carried_into(ctx: &AppContext, analyst_id: i64, month: Month) -> anyhow::Result<Vec<Carried>> {
    let Some(before) = payouts::Entity::find()
        .filter(payouts::Column::AnalystId.eq(analyst_id))
        .filter(payouts::Column::Month.eq(month.before().to_string()))
        .one(&ctx.db)
        .await?
    else {
        return Ok(Vec::new());
    };
    let lines = payout_lines::Entity::find()
        .filter(payout_lines::Column::PayoutId.eq(before.id))
        .filter(payout_lines::Column::NetHalalas.lt(0))
        .all(&ctx.db)
        .await?;
    Ok(lines
        .into_iter()
        .map(|l| Carried { kind: crate::lists::kind_of_code(&l.kind), list_id: l.list_id, net_halalas: l.net_halalas })
        .collect())
}

/// Closes `month` for every analyst who owns a list. Returns how many payouts it created.
pub async fn close_month(ctx: &AppContext, month: Month) -> anyhow::Result<u32> {
    let offers = ctx.required_port::<dyn ListOffers>()?;
    let analysts: Vec<i64> =
        lists::Entity::find().select_only().column(lists::Column::AnalystId).distinct().into_tuple().all(&ctx.db).await?;
    let (from, to) = month.bounds();
    let mut created = 0;
    for analyst_id in analysts {
        let earnings = offers.earnings(analyst_id, from, to).await?;
        let refunds = offers.refunds(analyst_id, from, to).await?;
        let carried = carried_into(ctx, analyst_id, month).await?;
        if close_for(ctx, analyst_id, month, &per_list(&earnings, &refunds, &carried, from, to), Utc::now()).await? {
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
    let names: BTreeMap<i64, lists::Model> =
        lists::Entity::find().filter(lists::Column::AnalystId.eq(analyst_id)).all(&ctx.db).await?.into_iter().map(|l| (l.id, l)).collect();
    let lines: Vec<(ListMonth, crate::commission::Split, String)> = months
        .iter()
        .map(|m| {
            let name = names.get(&m.list_id).filter(|l| kind_of(l) == m.kind).map(|l| l.name.clone()).unwrap_or_default();
            (m.clone(), split(m.net_halalas), name)
        })
        .collect();
    // A negative line is due nothing and is carried on: its net is kept as it is.
    let net: i64 = lines.iter().map(|(m, _, _)| m.net_halalas).sum();
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
    let inserted =
        payouts::Entity::insert(payout).on_conflict_do_nothing_on([payouts::Column::AnalystId, payouts::Column::Month]).exec(&txn).await?;
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
        net_halalas: Set(m.net_halalas),
        carried_halalas: Set(m.carried_halalas),
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

    fn at(day: u32) -> DateTime<Utc> {
        chrono::TimeZone::with_ymd_and_hms(&Utc, 2026, 11, day, 12, 0, 0).single().unwrap_or_default()
    }

    fn paid(kind: ListKind, list_id: i64, net: i64, refunded_net: i64, refunded_on: Option<u32>) -> ListEarning {
        ListEarning {
            payment_id: 0,
            kind,
            list_id,
            paid_at: at(2),
            plan_type: "monthly".into(),
            duration_days: 30,
            gross_halalas: net,
            discount_halalas: 0,
            vat_halalas: 0,
            net_halalas: net,
            refunded_net_halalas: refunded_net,
            refunded_at: refunded_on.map(at),
        }
    }

    fn month(kind: ListKind, list_id: i64, payments_count: i32, net_halalas: i64, carried_halalas: i64) -> ListMonth {
        ListMonth { kind, list_id, payments_count, net_halalas, carried_halalas }
    }

    #[test]
    fn payments_are_summed_per_list_less_the_month_s_refunds() {
        let refunded_whole = paid(ListKind::Rating, 1, 7_000, 7_000, Some(10));
        let refunded_part = paid(ListKind::Opinion, 2, 3_000, 1_000, Some(11));
        let earnings = [
            paid(ListKind::Rating, 1, 10_000, 0, None),
            paid(ListKind::Opinion, 1, 5_000, 0, None),
            paid(ListKind::Rating, 1, 20_000, 0, None),
            refunded_whole.clone(),
            refunded_part.clone(),
        ];
        let months = per_list(&earnings, &[refunded_whole, refunded_part], &[], at(1), at(30));
        assert_eq!(
            months,
            vec![
                month(ListKind::Rating, 1, 2, 30_000, 0),
                month(ListKind::Opinion, 1, 1, 5_000, 0),
                month(ListKind::Opinion, 2, 1, 2_000, 0)
            ]
        );
    }

    #[test]
    fn a_refund_after_its_month_closed_is_taken_from_the_next_and_a_negative_line_carried_on() {
        // Paid in October (closed, paid out), refunded in November: November pays that much less.
        let october = ListEarning { paid_at: at(1) - chrono::Duration::days(20), ..paid(ListKind::Rating, 1, 9_000, 9_000, Some(5)) };
        let months = per_list(&[paid(ListKind::Rating, 1, 20_000, 0, None)], std::slice::from_ref(&october), &[], at(1), at(30));
        assert_eq!(months, vec![month(ListKind::Rating, 1, 1, 11_000, 0)]);
        // Nothing sold in November: the line is negative, due nothing, and December takes it on.
        let months = per_list(&[], &[october], &[], at(1), at(30));
        assert_eq!(months, vec![month(ListKind::Rating, 1, 0, -9_000, 0)]);
        assert_eq!(crate::commission::split(-9_000).analyst_halalas, 0);
        let december = per_list(
            &[paid(ListKind::Rating, 1, 15_000, 0, None)],
            &[],
            &[Carried { kind: ListKind::Rating, list_id: 1, net_halalas: -9_000 }],
            at(1),
            at(30),
        );
        assert_eq!(december, vec![month(ListKind::Rating, 1, 1, 6_000, -9_000)]);
    }
}
