//! Demo data for `eva seed --demo`: the demo subscriber's two analyses of the one-stock package,
//! one delivered with the demo analyst's view and one in review with them, written by the same
//! code as real requests. Idempotent: a subscriber who has requests is left as they are.

use chrono::{Duration, Utc};
use platform::AppContext;
use platform::entities::users;
use platform::ports::{MarketCode, MarketData};
use sea_orm::ActiveValue::Set;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::Value;

use crate::draft::draft;
use crate::entities::{documents, request_stocks, requests};
use crate::kinds::AnalysisType;
use crate::packages;
use crate::payment::DELIVERY_HOURS;
use crate::review::deliver::write_finals;

const DEMO_SUBSCRIBER: &str = "subscriber@eva.demo";
const DEMO_ANALYST: &str = "analyst@eva.demo";

struct DemoRequest {
    symbol: &'static str,
    analysis: AnalysisType,
    /// How long ago it was paid.
    paid_hours_ago: i64,
    /// The client's position: average price (SAR), shares, share of the portfolio in basis points.
    position: Option<(i64, i64, i32)>,
    extra_info: &'static str,
    /// The analyst's view and how long after payment it was delivered; None = still in review.
    delivered: Option<(&'static str, i64)>,
}

const REQUESTS: &[DemoRequest] = &[
    DemoRequest {
        symbol: "2222",
        analysis: AnalysisType::Comprehensive,
        paid_hours_ago: 24 * 9,
        position: Some((28, 1_500, 2_000)),
        extra_info: "أفكر في زيادة مركزي قبل توزيع الأرباح القادم.",
        delivered: Some((
            "السهم يتداول فوق متوسطه لخمسين يوماً مع زخم معتدل، والعائد النقدي يبقى أهم ما يميزه.\n\nنرى الاحتفاظ بالمركز الحالي، وتأجيل أي زيادة إلى ما بعد إعلان النتائج الفصلية، مع مراقبة مستوى الدعم المذكور في الجدول.",
            41,
        )),
    },
    DemoRequest { symbol: "1120", analysis: AnalysisType::Technical, paid_hours_ago: 30, position: None, extra_info: "", delivered: None },
];

/// The one-stock package on sale (the demo catalogue's "analyse one stock").
fn one_stock_package(on_sale: &[Value]) -> Option<&Value> {
    on_sale.iter().find(|p| packages::stocks_allowed(p) == 1)
}

pub async fn seed(ctx: &AppContext) -> anyhow::Result<()> {
    let Some(client) = users::Entity::find().filter(users::Column::Email.eq(DEMO_SUBSCRIBER)).one(&ctx.db).await? else { return Ok(()) };
    let analyst = users::Entity::find().filter(users::Column::Email.eq(DEMO_ANALYST)).one(&ctx.db).await?;
    if requests::Entity::find().filter(requests::Column::UserId.eq(client.id)).count(&ctx.db).await? > 0 {
        return Ok(());
    }
    let on_sale = packages::on_sale(ctx).await.map_err(|e| anyhow::anyhow!("{e}"))?;
    let Some(package_id) = one_stock_package(&on_sale).and_then(packages::id_of) else { return Ok(()) };
    let market = ctx.required_port::<dyn MarketData>().map_err(|e| anyhow::anyhow!("{e}"))?;
    for demo in REQUESTS {
        let Some(stock) = market.stock_by_symbol(MarketCode::Tasi, demo.symbol).await? else { continue };
        let paid = Utc::now() - Duration::hours(demo.paid_hours_ago);
        let request = requests::ActiveModel {
            user_id: Set(client.id),
            package_id: Set(package_id),
            full_name: Set(client.name.clone()),
            email: Set(client.email.clone()),
            phone: Set(client.phone.clone().unwrap_or_else(|| "+966500000000".to_owned())),
            analysis_type: Set(demo.analysis.key().to_owned()),
            extra_info: Set(demo.extra_info.to_owned()),
            lang: Set(client.language.clone()),
            status: Set(requests::RequestStatus::Paid),
            analyst_id: Set(analyst.as_ref().map(|a| a.id)),
            paid_at: Set(Some(paid)),
            due_at: Set(Some(paid + Duration::hours(DELIVERY_HOURS))),
            reminded_at: Set(None),
            escalated_at: Set(None),
            delivered_at: Set(None),
            created_at: Set(paid - Duration::minutes(7)),
            updated_at: Set(paid),
            ..Default::default()
        }
        .insert(&ctx.db)
        .await?;
        request_stocks::ActiveModel {
            request_id: Set(request.id),
            stock_id: Set(stock.id),
            owns_stock: Set(demo.position.is_some()),
            average_price: Set(demo.position.map(|(sar, _, _)| sar * platform::price::SCALE)),
            quantity: Set(demo.position.map(|(_, shares, _)| shares)),
            portfolio_bp: Set(demo.position.map(|(_, _, bp)| bp)),
            ..Default::default()
        }
        .insert(&ctx.db)
        .await?;
        draft(ctx, request.id).await?;
        if let Some((view, after_hours)) = demo.delivered {
            let delivered = paid + Duration::hours(after_hours);
            documents::Entity::update_many()
                .set(documents::ActiveModel { commentary: Set(view.to_owned()), ..Default::default() })
                .filter(documents::Column::RequestId.eq(request.id))
                .exec(&ctx.db)
                .await?;
            let request =
                requests::Entity::find_by_id(request.id).one(&ctx.db).await?.ok_or_else(|| anyhow::anyhow!("demo request vanished"))?;
            write_finals(ctx, &request).await?;
            documents::Entity::update_many()
                .set(documents::ActiveModel { approved_at: Set(Some(delivered)), ..Default::default() })
                .filter(documents::Column::RequestId.eq(request.id))
                .exec(&ctx.db)
                .await?;
            requests::Entity::update_many()
                .set(requests::ActiveModel {
                    status: Set(requests::RequestStatus::Delivered),
                    reminded_at: Set(None),
                    delivered_at: Set(Some(delivered)),
                    updated_at: Set(delivered),
                    ..Default::default()
                })
                .filter(requests::Column::Id.eq(request.id))
                .exec(&ctx.db)
                .await?;
        }
    }
    Ok(())
}
