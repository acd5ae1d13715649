//! The catalogue as buyers see it: packages with their active plans, names in the request's
//! language, prices broken down. Plan types and the free reports that come with a plan live here.

use platform::Lang;
use platform::ports::Feature;
use sea_orm::{ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::{packages, plans};
use crate::money::Price;

/// Products: what a package sells.
pub mod products {
    pub const PLATFORM: &str = "platform";
    pub const REPORTS: &str = "reports";
    pub const STOCK_ANALYSIS: &str = "stock_analysis";
    pub const RATING_LIST: &str = "rating_list";
    pub const OPINION_LIST: &str = "opinion_list";
}

/// Plan types and their duration in days (spec §9).
pub const PLAN_TYPES: [(&str, Option<i32>); 5] =
    [("monthly", Some(30)), ("quarterly", Some(90)), ("biannual", Some(180)), ("annual", Some(365)), ("one_off", None)];

/// A product bought once (a stock analysis): a purchase with its document, never renewed and
/// never called a subscription.
pub fn is_one_off(product: &str) -> bool {
    product == products::STOCK_ANALYSIS
}

/// The packages' names in both languages, for the events that tell the buyer what they bought.
pub async fn names_of(
    db: &impl sea_orm::ConnectionTrait,
    package_ids: impl IntoIterator<Item = i64>,
) -> Result<std::collections::HashMap<i64, platform::events::ProductName>, DbErr> {
    let ids: Vec<i64> = package_ids.into_iter().collect();
    if ids.is_empty() {
        return Ok(std::collections::HashMap::new());
    }
    Ok(packages::Entity::find()
        .filter(packages::Column::Id.is_in(ids))
        .all(db)
        .await?
        .into_iter()
        .map(|p| (p.id, platform::events::ProductName { ar: p.name_ar, en: p.name_en }))
        .collect())
}

pub fn plan_name(plan_type: &str, lang: Lang) -> &'static str {
    let (ar, en) = match plan_type {
        "monthly" => ("شهري", "Monthly"),
        "quarterly" => ("ربع سنوي", "Quarterly"),
        "biannual" => ("نصف سنوي", "Biannual"),
        "annual" => ("سنوي", "Annual"),
        _ => ("دفعة واحدة", "One-off"),
    };
    if lang == Lang::Ar { ar } else { en }
}

/// Days of free reports that come with a plan (spec §9: 3 months with a yearly plan, 2 weeks
/// with a monthly one; decided: 1 month with a quarterly plan, 2 months with a biannual one).
pub fn bonus_reports_days(plan_type: &str) -> i32 {
    match plan_type {
        "monthly" => 14,
        "quarterly" => 30,
        "biannual" => 60,
        "annual" => 90,
        _ => 0,
    }
}

/// Feature names as stored in `grants`.
pub fn feature_code(feature: Feature) -> Option<&'static str> {
    match feature {
        Feature::AiChat => Some("ai_chat"),
        Feature::Signals => Some("signals"),
        Feature::TechnicalAnalysis => Some("technical_analysis"),
        Feature::Reports => Some("reports"),
        Feature::RatingList(_) | Feature::OpinionList(_) | Feature::StockAnalysisPackage(_) => None,
    }
}

/// Every feature code staff may put in a package's grants.
pub const FEATURE_CODES: [&str; 4] = ["ai_chat", "signals", "technical_analysis", "reports"];

/// What a package sells, or what a period bought from it holds.
#[derive(Debug, Clone, Copy)]
pub struct Sold<'a> {
    pub product: &'a str,
    pub product_ref: Option<i64>,
    pub package_id: i64,
    pub grants: &'a str,
}

impl<'a> From<&'a packages::Model> for Sold<'a> {
    fn from(p: &'a packages::Model) -> Self {
        Sold { product: &p.product, product_ref: p.product_ref, package_id: p.id, grants: &p.grants }
    }
}

impl<'a> From<&'a crate::entities::subscriptions::Model> for Sold<'a> {
    fn from(s: &'a crate::entities::subscriptions::Model) -> Self {
        Sold { product: &s.product, product_ref: s.product_ref, package_id: s.package_id, grants: &s.grants }
    }
}

/// Whether what was sold gives `feature`: the one answer for selling (checkout) and for
/// entitlements (a running period).
pub fn gives(sold: Sold<'_>, feature: Feature) -> bool {
    match feature {
        Feature::RatingList(id) => sold.product == products::RATING_LIST && sold.product_ref == Some(id),
        Feature::OpinionList(id) => sold.product == products::OPINION_LIST && sold.product_ref == Some(id),
        Feature::StockAnalysisPackage(id) => {
            sold.product == products::STOCK_ANALYSIS && (feature == Feature::ANY_STOCK_ANALYSIS_PACKAGE || sold.package_id == id)
        }
        other => feature_code(other).is_some_and(|code| grants_of(sold.grants).iter().any(|g| g == code)),
    }
}

/// The packages that may give `feature`, as a query condition, so a checkout reads only those;
/// [`gives`] still decides.
pub fn may_give(feature: Feature) -> sea_orm::Condition {
    use sea_orm::Condition;
    let list =
        |product: &str, id: i64| Condition::all().add(packages::Column::Product.eq(product)).add(packages::Column::ProductRef.eq(id));
    match feature {
        Feature::RatingList(id) => list(products::RATING_LIST, id),
        Feature::OpinionList(id) => list(products::OPINION_LIST, id),
        Feature::StockAnalysisPackage(_) => Condition::all().add(packages::Column::Product.eq(products::STOCK_ANALYSIS)),
        other => match feature_code(other) {
            Some(code) => Condition::all().add(packages::Column::Grants.contains(code)),
            None => Condition::all().add(packages::Column::Id.eq(-1)),
        },
    }
}

pub fn grants_of(stored: &str) -> Vec<String> {
    stored.split(',').map(str::trim).filter(|g| !g.is_empty()).map(str::to_owned).collect()
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PlanView {
    pub id: i64,
    pub package_id: i64,
    /// monthly, quarterly, biannual, annual or one_off.
    pub plan_type: String,
    pub duration_days: Option<i32>,
    pub name: String,
    /// After the package's discount, VAT-inclusive, without a coupon.
    pub price: Price,
    /// Days of free reports that come with it (0: none).
    pub bonus_reports_days: i32,
    /// The web app's checkout for this plan (`/chat-payment/12`, `/payment/7`, …).
    pub checkout_path: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PackageView {
    pub id: i64,
    /// platform, reports, stock_analysis, rating_list or opinion_list.
    pub product: String,
    /// The list id, for an analyst's list.
    pub product_ref: Option<i64>,
    pub name: String,
    pub description: String,
    pub features: Vec<String>,
    /// What it unlocks: ai_chat, signals, technical_analysis, reports.
    pub grants: Vec<String>,
    pub stocks_count: Option<i32>,
    pub discount_percent: i32,
    /// Cheapest first.
    pub plans: Vec<PlanView>,
}

/// The web app's checkout for a plan of this package (the provider's return comes back to it when
/// a payment fails): chat-only, reports and stock-analysis packages have their own.
pub fn checkout_path(package: &packages::Model, plan_id: i64) -> String {
    let grants: Vec<&str> = package.grants.split(',').map(str::trim).filter(|g| !g.is_empty()).collect();
    match package.product.as_str() {
        products::STOCK_ANALYSIS => format!("/analysis-payment/{plan_id}"),
        products::REPORTS => format!("/reports-payment/{plan_id}"),
        products::PLATFORM if grants == ["ai_chat"] => format!("/chat-payment/{plan_id}"),
        _ => format!("/payment/{plan_id}"),
    }
}

pub fn plan_view(plan: &plans::Model, package: &packages::Model, lang: Lang) -> PlanView {
    let grants = grants_of(&package.grants);
    let timed = plan.duration_days.is_some();
    PlanView {
        id: plan.id,
        package_id: plan.package_id,
        plan_type: plan.plan_type.clone(),
        duration_days: plan.duration_days,
        name: plan_name(&plan.plan_type, lang).to_owned(),
        price: Price::of(plan.price_halalas, package.discount_percent, None),
        bonus_reports_days: if timed && !grants.iter().any(|g| g == "reports") { bonus_reports_days(&plan.plan_type) } else { 0 },
        checkout_path: checkout_path(package, plan.id),
    }
}

pub fn package_view(package: &packages::Model, package_plans: &[plans::Model], lang: Lang) -> PackageView {
    let ar = lang == Lang::Ar;
    let features = if ar { &package.features_ar } else { &package.features_en };
    let mut plan_views: Vec<PlanView> =
        package_plans.iter().filter(|p| p.active && p.package_id == package.id).map(|p| plan_view(p, package, lang)).collect();
    plan_views.sort_by_key(|p| (p.price.total_halalas, p.id));
    PackageView {
        id: package.id,
        product: package.product.clone(),
        product_ref: package.product_ref,
        name: if ar { package.name_ar.clone() } else { package.name_en.clone() },
        description: if ar { package.description_ar.clone() } else { package.description_en.clone() },
        features: features.lines().map(str::trim).filter(|l| !l.is_empty()).map(str::to_owned).collect(),
        grants: grants_of(&package.grants),
        stocks_count: package.stocks_count,
        discount_percent: package.discount_percent,
        plans: plan_views,
    }
}

/// Active packages matching `filter`, with their plans, in the catalogue's order.
pub async fn packages_where(db: &DatabaseConnection, filter: sea_orm::Condition, lang: Lang) -> Result<Vec<PackageView>, DbErr> {
    let found = packages::Entity::find()
        .filter(packages::Column::Active.eq(true))
        .filter(filter)
        .order_by_asc(packages::Column::Sort)
        .order_by_asc(packages::Column::Id)
        .all(db)
        .await?;
    let ids: Vec<i64> = found.iter().map(|p| p.id).collect();
    let all_plans = plans::Entity::find().filter(plans::Column::PackageId.is_in(ids)).all(db).await?;
    Ok(found.iter().map(|p| package_view(p, &all_plans, lang)).collect())
}

/// One active package with its plans.
pub async fn package(db: &DatabaseConnection, id: i64, lang: Lang) -> Result<Option<PackageView>, DbErr> {
    let Some(found) = packages::Entity::find_by_id(id).filter(packages::Column::Active.eq(true)).one(db).await? else {
        return Ok(None);
    };
    let package_plans = plans::Entity::find().filter(plans::Column::PackageId.eq(id)).all(db).await?;
    Ok(Some(package_view(&found, &package_plans, lang)))
}

/// An active plan of an active package.
pub async fn buyable_plan(db: &DatabaseConnection, plan_id: i64) -> Result<Option<(plans::Model, packages::Model)>, DbErr> {
    let Some(plan) = plans::Entity::find_by_id(plan_id).filter(plans::Column::Active.eq(true)).one(db).await? else {
        return Ok(None);
    };
    let package = packages::Entity::find_by_id(plan.package_id).filter(packages::Column::Active.eq(true)).one(db).await?;
    Ok(package.map(|p| (plan, p)))
}
