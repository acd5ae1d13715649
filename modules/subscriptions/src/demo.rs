//! The catalogue a deployment starts with (staff change it afterwards), and demo coupons.

use chrono::Utc;
use platform::AppContext;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};

use crate::catalogue::{PLAN_TYPES, products};
use crate::entities::{coupons, packages, plans, subscriptions};

struct Seed {
    product: &'static str,
    grants: &'static str,
    name: (&'static str, &'static str),
    description: (&'static str, &'static str),
    features: (&'static str, &'static str),
    stocks_count: Option<i32>,
    /// SAR, VAT-inclusive: monthly, quarterly, biannual, annual — or one price for a one-off.
    prices: &'static [i64],
}

const CATALOGUE: &[Seed] = &[
    Seed {
        product: products::PLATFORM,
        grants: "ai_chat",
        name: ("إيفا شات", "Eva Chat"),
        description: (
            "مساعدك الذكي لتحليل الأسهم السعودية والأمريكية بلا حد يومي للأسئلة.",
            "Your AI assistant for Saudi and US stocks, with no daily question limit.",
        ),
        features: (
            "أسئلة غير محدودة\nتحليل فني وأساسي لكل سهم\nمقارنة الأسهم",
            "Unlimited questions\nTechnical and fundamental analysis of every stock\nCompare stocks",
        ),
        stocks_count: None,
        prices: &[49, 129, 239, 449],
    },
    Seed {
        product: products::PLATFORM,
        grants: "signals,technical_analysis",
        name: ("إشارات إيفا والتحليل الفني", "Eva Signals and Technical Analysis"),
        description: (
            "إشارات فنية يومية لأسهم تاسي ونمو والسوق الأمريكي، مع شاشة التحليل الفني.",
            "Daily technical signals for TASI, NOMU and US stocks, with the technical-analysis screen.",
        ),
        features: (
            "إشارات لحظية بتأخير 15 دقيقة\nالتحليل الفني لكل سهم\nتنبيهات الأحداث الفنية",
            "Signals delayed 15 minutes\nTechnical analysis of every stock\nTechnical event alerts",
        ),
        stocks_count: None,
        prices: &[99, 269, 499, 899],
    },
    Seed {
        product: products::REPORTS,
        grants: "reports",
        name: ("تقارير إيفا", "Eva Reports"),
        description: ("تقارير الاستراتيجيات وتصنيف الأسهم الكامل.", "Strategy reports and full stock rankings."),
        features: (
            "تصنيف كامل للأسهم حسب الاستراتيجية\nتقرير مفصل لكل سهم\nتحديث أسبوعي",
            "Full stock rankings by strategy\nA detailed report for every stock\nUpdated weekly",
        ),
        stocks_count: None,
        prices: &[79, 199, 379, 699],
    },
    Seed {
        product: products::PLATFORM,
        grants: "ai_chat,signals,technical_analysis,reports",
        name: ("إيفا برو", "Eva Pro"),
        description: ("كل أدوات إيفا في اشتراك واحد.", "Every Eva tool in one subscription."),
        features: (
            "إيفا شات بلا حدود\nالإشارات والتحليل الفني\nتقارير إيفا",
            "Unlimited Eva Chat\nSignals and technical analysis\nEva Reports",
        ),
        stocks_count: None,
        prices: &[199, 539, 999, 1799],
    },
    Seed {
        product: products::STOCK_ANALYSIS,
        grants: "",
        name: ("تحليل سهم واحد", "One stock analysis"),
        description: ("تحليل مكتوب لسهم تختاره، يصلك خلال 72 ساعة.", "A written analysis of a stock you choose, delivered within 72 hours."),
        features: ("تحليل مالي أو فني أو شامل\nملف PDF في مستنداتي", "Financial, technical or comprehensive\nA PDF in My Documents"),
        stocks_count: Some(1),
        prices: &[299],
    },
    Seed {
        product: products::STOCK_ANALYSIS,
        grants: "",
        name: ("باقة ثلاثة أسهم", "Three stocks package"),
        description: (
            "تحليل مكتوب لثلاثة أسهم تختارها، يصلك خلال 72 ساعة.",
            "A written analysis of three stocks you choose, delivered within 72 hours.",
        ),
        features: ("تحليل مالي أو فني أو شامل\nملفات PDF في مستنداتي", "Financial, technical or comprehensive\nPDFs in My Documents"),
        stocks_count: Some(3),
        prices: &[749],
    },
];

/// Inserts the starting catalogue into an empty one, and the demo coupons.
pub async fn seed(ctx: &AppContext, demo: bool) -> anyhow::Result<()> {
    let db = &ctx.db;
    let now = Utc::now();
    if packages::Entity::find().count(db).await? == 0 {
        for (sort, seed) in CATALOGUE.iter().enumerate() {
            let package = packages::ActiveModel {
                product: Set(seed.product.into()),
                product_ref: Set(None),
                owner_id: Set(None),
                grants: Set(seed.grants.into()),
                name_ar: Set(seed.name.0.into()),
                name_en: Set(seed.name.1.into()),
                description_ar: Set(seed.description.0.into()),
                description_en: Set(seed.description.1.into()),
                features_ar: Set(seed.features.0.into()),
                features_en: Set(seed.features.1.into()),
                stocks_count: Set(seed.stocks_count),
                discount_percent: Set(0),
                sort: Set(i32::try_from(sort)?),
                active: Set(true),
                created_at: Set(now),
                updated_at: Set(now),
                ..Default::default()
            }
            .insert(db)
            .await?;
            let types: Vec<(&str, Option<i32>)> = if seed.prices.len() == 1 { vec![PLAN_TYPES[4]] } else { PLAN_TYPES[..4].to_vec() };
            for ((plan_type, days), sar) in types.into_iter().zip(seed.prices) {
                plans::ActiveModel {
                    package_id: Set(package.id),
                    plan_type: Set(plan_type.into()),
                    duration_days: Set(days),
                    price_halalas: Set(sar * 100),
                    active: Set(true),
                    created_at: Set(now),
                    updated_at: Set(now),
                    ..Default::default()
                }
                .insert(db)
                .await?;
            }
        }
    }
    if demo {
        give_the_demo_subscriber_pro(ctx, now).await?;
        for (code, kind, value, max, per_user) in [("EVA10", "percent", 10, None, None), ("WELCOME50", "fixed", 5_000, Some(100), Some(1))]
        {
            if coupons::Entity::find().filter(coupons::Column::Code.eq(code)).count(db).await? > 0 {
                continue;
            }
            coupons::ActiveModel {
                code: Set(code.into()),
                kind: Set(kind.into()),
                value: Set(value),
                starts_at: Set(None),
                ends_at: Set(None),
                max_redemptions: Set(max),
                per_user_limit: Set(per_user),
                redeemed: Set(0),
                products: Set(None),
                active: Set(true),
                created_at: Set(now),
                ..Default::default()
            }
            .insert(db)
            .await?;
        }
    }
    Ok(())
}

/// The demo subscriber holds a year of Eva Pro as a gift, so every paid screen of the demo has
/// something to show; journeys that pay start from new accounts.
async fn give_the_demo_subscriber_pro(ctx: &AppContext, now: chrono::DateTime<Utc>) -> anyhow::Result<()> {
    use platform::entities::users;
    let db = &ctx.db;
    let Some(user) = users::Entity::find().filter(users::Column::Email.eq(DEMO_SUBSCRIBER)).one(db).await? else { return Ok(()) };
    let Some(pro) = packages::Entity::find().filter(packages::Column::NameEn.eq(PRO)).one(db).await? else { return Ok(()) };
    let holds = subscriptions::Entity::find()
        .filter(subscriptions::Column::UserId.eq(user.id))
        .filter(subscriptions::Column::PackageId.eq(pro.id))
        .filter(subscriptions::Column::EndedAt.is_null())
        .filter(subscriptions::Column::EndsAt.gt(now))
        .count(db)
        .await?;
    if holds > 0 {
        return Ok(());
    }
    subscriptions::ActiveModel {
        user_id: Set(user.id),
        package_id: Set(pro.id),
        plan_id: Set(None),
        payment_id: Set(None),
        product: Set(pro.product.clone()),
        product_ref: Set(None),
        grants: Set(pro.grants.clone()),
        source: Set(crate::entities::subscriptions::SubscriptionSource::Bonus),
        starts_at: Set(now),
        ends_at: Set(now + chrono::Days::new(365)),
        ended_at: Set(None),
        reminded_at: Set(None),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

const DEMO_SUBSCRIBER: &str = "subscriber@eva.demo";
const PRO: &str = "Eva Pro";
