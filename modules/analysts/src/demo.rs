//! Demo data for `eva seed --demo`: the two demo analysts' approved applications, their lists
//! priced and on sale, and last month's statement. Idempotent: what exists is left as it is.

use chrono::Utc;
use platform::AppContext;
use platform::entities::users;
use platform::ports::{DemoSale, ListKind, ListOffers, ListPrice};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};

use crate::entities::{applications, payouts};
use crate::payouts::close::close_month;
use crate::payouts::month::Month;
use crate::payouts::status;
use crate::payouts::transfer::mark_transferred;

const DEMO_SUBSCRIBER: &str = "subscriber@eva.demo";
const DEMO_STAFF: &str = "staff@eva.demo";
use crate::lists::{self, CheckedList};
use crate::review::ApplicationState;

struct DemoList {
    name: &'static str,
    kind: ListKind,
    market_id: i32,
    about: &'static str,
    stocks_count: i32,
    discount_percent: i32,
    /// SAR, VAT-inclusive: monthly, quarterly, biannual, annual.
    prices: [i64; 4],
    /// The demo subscriber bought it last month: the plan, on which day of the month.
    sold_last_month: Option<(&'static str, u64)>,
}

struct DemoAnalyst {
    email: &'static str,
    full_name: &'static str,
    display_name: &'static str,
    x_account: &'static str,
    experience_years: &'static str,
    markets: &'static str,
    analysis_type: &'static str,
    trader_type: &'static str,
    timeframes: &'static str,
    about: &'static str,
    lists: &'static [DemoList],
}

const ANALYSTS: &[DemoAnalyst] = &[
    DemoAnalyst {
        email: "analyst@eva.demo",
        full_name: "خالد عبدالرحمن العتيبي",
        display_name: "خالد المحلل",
        x_account: "khalid_charts",
        experience_years: "10+",
        markets: "saudi",
        analysis_type: "technical",
        trader_type: "week",
        timeframes: "اليومي والأسبوعي",
        about: "محلل فني مرخص يتابع السوق السعودية منذ أكثر من عشر سنوات.",
        lists: &[
            DemoList {
                name: "قادة السوق السعودية",
                kind: ListKind::Rating,
                market_id: 1,
                about: "أسهم قيادية في تاسي بنظرة متوسطة المدى.",
                stocks_count: 10,
                discount_percent: 0,
                prices: [149, 399, 749, 1399],
                // Quarterly, so the demo subscriber still follows the list today.
                sold_last_month: Some(("quarterly", 3)),
            },
            DemoList {
                name: "فرص أسبوعية",
                kind: ListKind::Opinion,
                market_id: 1,
                about: "آراء قصيرة على أسهم تاسي بنقطة دخول وهدف ووقف.",
                stocks_count: 5,
                discount_percent: 10,
                prices: [99, 269, 499, 899],
                sold_last_month: Some(("quarterly", 10)),
            },
        ],
    },
    DemoAnalyst {
        email: "analyst2@eva.demo",
        full_name: "نورة سعد الشهري",
        display_name: "نورة المحللة",
        x_account: "noura_values",
        experience_years: "5-10",
        markets: "all",
        analysis_type: "financial",
        trader_type: "month",
        timeframes: "الشهري والربع سنوي",
        about: "محللة مالية تبحث عن الشركات ذات القيمة في السوقين السعودي والأمريكي.",
        lists: &[DemoList {
            name: "قيمة ونمو أمريكي",
            kind: ListKind::Rating,
            market_id: 3,
            about: "شركات أمريكية بتقييمات معقولة ونمو في الأرباح.",
            stocks_count: 8,
            discount_percent: 15,
            prices: [199, 539, 999, 1799],
            sold_last_month: Some(("quarterly", 12)),
        }],
    },
];

/// The page standing in for the demo analysts' certificates: a real PDF, so staff who open one
/// see a page that says what it is.
fn demo_certificate() -> anyhow::Result<Vec<u8>> {
    use eva_pdf::{Align, Canvas, PAGE_W, style};
    let mut canvas = Canvas::new()?;
    canvas.text("شهادة تجريبية", style(22.0, true, (0.04, 0.43, 0.31)), PAGE_W - 56.0, 100.0, Align::Right);
    canvas.text("Demo certificate (CME1), for the demo data only", style(12.0, false, (0.2, 0.2, 0.2)), 56.0, 140.0, Align::Left);
    canvas.finish("Demo certificate", Utc::now())
}

pub async fn seed(ctx: &AppContext) -> anyhow::Result<()> {
    let now = Utc::now();
    let mut certificate: Option<Vec<u8>> = None;
    for demo in ANALYSTS {
        let Some(user) = users::Entity::find().filter(users::Column::Email.eq(demo.email)).one(&ctx.db).await? else { continue };
        let approved = applications::Entity::find()
            .filter(applications::Column::UserId.eq(user.id))
            .filter(applications::Column::State.eq(ApplicationState::Approved))
            .count(&ctx.db)
            .await?;
        if approved == 0 {
            let key = platform::storage::unique_key("analyst-certificates", "pdf");
            if certificate.is_none() {
                certificate = Some(demo_certificate()?);
            }
            ctx.storage.put(&key, certificate.as_deref().unwrap_or_default()).await?;
            applications::ActiveModel {
                user_id: Set(user.id),
                open_user_id: Set(None),
                state: Set(ApplicationState::Approved),
                full_name: Set(demo.full_name.into()),
                display_name: Set(demo.display_name.into()),
                phone: Set(user.phone.clone().unwrap_or_default()),
                x_account: Set(demo.x_account.into()),
                experience_years: Set(demo.experience_years.into()),
                markets: Set(demo.markets.into()),
                analysis_type: Set(demo.analysis_type.into()),
                trader_type: Set(demo.trader_type.into()),
                timeframes: Set(demo.timeframes.into()),
                about: Set(demo.about.into()),
                certificate_key: Set(key),
                certificate_type: Set("application/pdf".into()),
                certificate_size: Set(i64::try_from(certificate.as_deref().unwrap_or_default().len())?),
                rejection_reason: Set(None),
                decided_by: Set(None),
                decided_at: Set(Some(now)),
                created_at: Set(now),
                updated_at: Set(now),
                ..Default::default()
            }
            .insert(&ctx.db)
            .await?;
        }
        for list in demo.lists {
            if lists::of_analyst(&ctx.db, user.id, list.kind).await?.iter().any(|l| l.name == list.name) {
                continue;
            }
            let checked = CheckedList {
                name: list.name.into(),
                market_id: list.market_id,
                kind: list.kind,
                discount_percent: list.discount_percent,
                about: list.about.into(),
                stocks_count: list.stocks_count,
                prices: lists::PLAN_TYPES
                    .iter()
                    .zip(list.prices)
                    .map(|(plan_type, sar)| ListPrice { plan_type: (*plan_type).into(), price_halalas: sar * 100 })
                    .collect(),
            };
            let row = lists::create(&ctx.db, user.id, &checked).await?;
            lists::price(ctx, &row, checked.prices).await.map_err(|e| anyhow::anyhow!("pricing demo list {}: {e}", list.name))?;
        }
    }
    last_months_statement(ctx).await
}

/// A month of statement: the demo subscriber bought the demo lists last month, the month is
/// closed, and the first analyst's payout is transferred (the second has no IBAN on file, so
/// theirs waits).
async fn last_months_statement(ctx: &AppContext) -> anyhow::Result<()> {
    let Some(subscriber) = users::Entity::find().filter(users::Column::Email.eq(DEMO_SUBSCRIBER)).one(&ctx.db).await? else {
        return Ok(());
    };
    let offers = ctx.required_port::<dyn ListOffers>()?;
    let last_month = Month::previous(Utc::now());
    let (month_start, _) = last_month.bounds();
    for demo in ANALYSTS {
        let Some(analyst) = users::Entity::find().filter(users::Column::Email.eq(demo.email)).one(&ctx.db).await? else { continue };
        for list in demo.lists {
            let Some((plan_type, day)) = list.sold_last_month else { continue };
            let Some(row) = lists::of_analyst(&ctx.db, analyst.id, list.kind).await?.into_iter().find(|l| l.name == list.name) else {
                continue;
            };
            let sale = DemoSale {
                kind: list.kind,
                list_id: row.id,
                subscriber_id: subscriber.id,
                plan_type: plan_type.into(),
                // Mid-morning in Riyadh on that day.
                paid_at: month_start + chrono::Duration::days(i64::try_from(day)? - 1) + chrono::Duration::hours(10),
            };
            offers.record_demo_sale(ctx, &sale).await?;
        }
    }
    close_month(ctx, last_month).await?;
    let staff = users::Entity::find().filter(users::Column::Email.eq(DEMO_STAFF)).one(&ctx.db).await?;
    let first = users::Entity::find().filter(users::Column::Email.eq(ANALYSTS[0].email)).one(&ctx.db).await?;
    if let (Some(staff), Some(first)) = (staff, first)
        && let Some(payout) = payouts::Entity::find()
            .filter(payouts::Column::AnalystId.eq(first.id))
            .filter(payouts::Column::Month.eq(last_month.to_string()))
            .filter(payouts::Column::Status.eq(status::PENDING))
            .one(&ctx.db)
            .await?
    {
        let on = last_month.end_day().to_string();
        mark_transferred(ctx, payout.id, staff.id, Some(&on)).await.map_err(|e| anyhow::anyhow!("transferring the demo payout: {e:?}"))?;
    }
    Ok(())
}
