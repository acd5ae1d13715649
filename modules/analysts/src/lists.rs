//! Analysts' lists (spec §3 "List"): checked from the form, stored here, priced through the
//! subscriptions module's `ListOffers` port so investors can buy them at once, and handed to the
//! ratings and opinions modules through the `AnalystLists` port.

use chrono::Utc;
use platform::ports::{
    Checkout, Feature, LIST_MAX_DISCOUNT_PERCENT, LIST_MIN_MONTHLY_HALALAS, ListKind, ListOffer, ListOffers, ListPrice, MarketCode,
    OpinionLists, RatingLists, TrackRecord, TrackRecords, after_discount,
};
use platform::validation::{Validator, visible};
use platform::{ApiError, ApiResult, AppContext, messages};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::entities::lists;

/// The four durations a list is sold for, in the order the form shows them.
pub const PLAN_TYPES: [&str; 4] = ["monthly", "quarterly", "biannual", "annual"];
const NAME_MAX: usize = 120;
const ABOUT_MAX: usize = 2000;
/// 1 SAR to 100,000 SAR, VAT-inclusive.
const PRICE_RANGE: std::ops::RangeInclusive<i64> = 100..=10_000_000;
const STOCKS_RANGE: std::ops::RangeInclusive<i32> = 1..=200;

/// The service a list offers (spec: Eva Lists or Eva Opinions).
pub fn kind_of_service(service_type: &str) -> Option<ListKind> {
    match service_type {
        "eva_lists" => Some(ListKind::Rating),
        "eva_opinions" => Some(ListKind::Opinion),
        _ => None,
    }
}

pub fn kind_code(kind: ListKind) -> &'static str {
    match kind {
        ListKind::Rating => "rating",
        ListKind::Opinion => "opinion",
    }
}

pub fn service_of(kind: ListKind) -> &'static str {
    match kind {
        ListKind::Rating => "eva_lists",
        ListKind::Opinion => "eva_opinions",
    }
}

pub fn kind_of(row: &lists::Model) -> ListKind {
    kind_of_code(&row.kind)
}

/// The kind stored as `rating` or `opinion`.
pub fn kind_of_code(code: &str) -> ListKind {
    if code == "opinion" { ListKind::Opinion } else { ListKind::Rating }
}

#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
pub struct ListPlanInput {
    /// monthly, quarterly, biannual or annual.
    pub plan_type: Option<String>,
    /// VAT-inclusive, in halalas.
    pub price_halalas: Option<i64>,
}

/// The create and update form of a list; every field is required ('Please fill in all fields').
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct ListForm {
    #[schema(max_length = 120)]
    pub name: Option<String>,
    /// 1 TASI, 2 NOMU, 3 US.
    pub market_id: Option<i32>,
    /// eva_lists or eva_opinions.
    pub service_type: Option<String>,
    /// 0 to 100, on every plan.
    pub discount_percent: Option<i32>,
    #[schema(max_length = 2000)]
    pub about: Option<String>,
    pub stocks_count: Option<i32>,
    /// A price for each of monthly, quarterly, biannual and annual.
    pub plans: Option<Vec<ListPlanInput>>,
}

/// A checked form.
pub struct CheckedList {
    pub name: String,
    pub market_id: i32,
    pub kind: ListKind,
    pub discount_percent: i32,
    pub about: String,
    pub stocks_count: i32,
    pub prices: Vec<ListPrice>,
}

/// Checks every field, answering each bad one with the spec's 'Please fill in all fields' or what
/// is wrong with it.
pub fn check(form: &ListForm) -> ApiResult<CheckedList> {
    let mut v = Validator::new();
    let fill = messages::FILL_ALL_FIELDS;
    let (name, about) = (form.name.as_deref().map(visible), form.about.as_deref().map(visible));
    let name = name.as_deref().filter(|n| !n.is_empty());
    v.check("name", name.is_some(), fill);
    v.max_chars("name", name, NAME_MAX);
    let about = about.as_deref().filter(|a| !a.is_empty());
    v.check("about", about.is_some(), fill);
    v.max_chars("about", about, ABOUT_MAX);
    match form.market_id {
        None => {
            v.add("market_id", fill);
        }
        Some(id) => {
            v.check("market_id", MarketCode::from_id(id).is_some(), messages::FIELD_UNKNOWN_VALUE);
        }
    }
    let kind = form.service_type.as_deref().and_then(kind_of_service);
    match form.service_type.as_deref() {
        None | Some("") => {
            v.add("service_type", fill);
        }
        Some(_) => {
            v.check("service_type", kind.is_some(), messages::FIELD_UNKNOWN_VALUE);
        }
    }
    match form.discount_percent {
        None => {
            v.add("discount_percent", fill);
        }
        Some(d) => {
            v.check("discount_percent", (0..=LIST_MAX_DISCOUNT_PERCENT).contains(&d), crate::messages::LIST_DISCOUNT_TOO_HIGH);
        }
    }
    match form.stocks_count {
        None => {
            v.add("stocks_count", fill);
        }
        Some(n) => {
            v.check("stocks_count", STOCKS_RANGE.contains(&n), messages::FIELD_OUT_OF_RANGE);
        }
    }
    let given = form.plans.as_deref().unwrap_or_default();
    let mut prices = Vec::new();
    for plan_type in PLAN_TYPES {
        let field = format!("plans.{plan_type}");
        match given.iter().find(|p| p.plan_type.as_deref() == Some(plan_type)).and_then(|p| p.price_halalas) {
            None => {
                v.add(&field, fill);
            }
            Some(price) if !PRICE_RANGE.contains(&price) => {
                v.add(&field, messages::FIELD_OUT_OF_RANGE);
            }
            Some(price) => prices.push(ListPrice { plan_type: plan_type.to_owned(), price_halalas: price }),
        }
    }
    // Sold for at least 10 SAR a month after the discount (DECISIONS 16).
    if let (Some(monthly), Some(d)) = (prices.iter().find(|p| p.plan_type == "monthly"), form.discount_percent)
        && (0..=LIST_MAX_DISCOUNT_PERCENT).contains(&d)
    {
        v.check(
            "plans.monthly",
            after_discount(monthly.price_halalas, d) >= LIST_MIN_MONTHLY_HALALAS,
            crate::messages::LIST_MONTH_TOO_CHEAP,
        );
    }
    let unknown = given.iter().any(|p| !p.plan_type.as_deref().is_some_and(|t| PLAN_TYPES.contains(&t)));
    v.check("plans", !unknown, messages::FIELD_UNKNOWN_VALUE);
    v.finish()?;
    match (name, about, form.market_id, kind, form.discount_percent, form.stocks_count) {
        (Some(name), Some(about), Some(market_id), Some(kind), Some(discount_percent), Some(stocks_count)) => {
            Ok(CheckedList { name: name.to_owned(), market_id, kind, discount_percent, about: about.to_owned(), stocks_count, prices })
        }
        _ => Err(ApiError::field("name", fill)),
    }
}

/// A list as its analyst and investors see it, with its prices.
#[derive(Debug, Serialize, ToSchema)]
pub struct AnalystListView {
    pub id: i64,
    /// eva_lists or eva_opinions.
    pub service_type: String,
    pub name: String,
    pub market_id: i32,
    pub discount_percent: i32,
    pub about: String,
    pub stocks_count: i32,
    /// The price of each duration, VAT-inclusive, before the discount.
    pub plans: Vec<ListPlanView>,
    /// Investors can subscribe to it now.
    pub on_sale: bool,
    /// The web app's checkout of its cheapest plan, while it is on sale.
    pub subscribe_path: Option<String>,
    /// What a month costs an investor: the monthly price after the discount, VAT-inclusive.
    pub monthly_total_halalas: Option<i64>,
    pub created_at: chrono::DateTime<Utc>,
    /// The list's published record (return, worst fall, win rate), once it has one and the
    /// module that keeps its content is on.
    pub track_record: Option<TrackRecord>,
    /// When staff hid it from investors (its analyst and staff still see it); investors never
    /// get a hidden list.
    pub hidden_at: Option<chrono::DateTime<Utc>>,
    /// Why staff hid it, as its analyst is told.
    pub hidden_reason: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ListPlanView {
    pub plan_type: String,
    pub price_halalas: i64,
}

/// The list with what the catalogue sells it at: one read of the checkout's offer.
pub async fn view(ctx: &AppContext, row: lists::Model) -> ApiResult<AnalystListView> {
    let kind = kind_of(&row);
    let sale = on_sale_as(ctx, kind, row.id).await?;
    let track_record = record_of(ctx, kind, row.id).await?;
    Ok(AnalystListView {
        id: row.id,
        service_type: service_of(kind).to_owned(),
        name: row.name,
        market_id: row.market_id,
        discount_percent: row.discount_percent,
        about: row.about,
        stocks_count: row.stocks_count,
        on_sale: !sale.plans.is_empty(),
        plans: sale.plans,
        subscribe_path: sale.subscribe_path,
        monthly_total_halalas: sale.monthly_total_halalas,
        created_at: row.created_at,
        track_record,
        hidden_at: row.hidden_at,
        hidden_reason: row.hidden_reason,
    })
}

/// The list's record from the module that keeps its content (ratings or opinions), when on.
async fn record_of(ctx: &AppContext, kind: ListKind, id: i64) -> ApiResult<Option<TrackRecord>> {
    let records = match kind {
        ListKind::Rating => match ctx.port::<dyn TrackRecords<RatingLists>>() {
            Some(port) => port.of_lists(ctx, &[id]).await?,
            None => return Ok(None),
        },
        ListKind::Opinion => match ctx.port::<dyn TrackRecords<OpinionLists>>() {
            Some(port) => port.of_lists(ctx, &[id]).await?,
            None => return Ok(None),
        },
    };
    Ok(records.get(&id).cloned())
}

/// How the catalogue sells a list now; empty when it is not on sale.
#[derive(Default)]
struct OnSale {
    /// Each duration's price before the discount, shortest first.
    plans: Vec<ListPlanView>,
    /// The checkout of the cheapest plan.
    subscribe_path: Option<String>,
    /// The monthly price after the discount (the catalogue computes it).
    monthly_total_halalas: Option<i64>,
}

async fn on_sale_as(ctx: &AppContext, kind: ListKind, id: i64) -> ApiResult<OnSale> {
    let checkout = ctx.required_port::<dyn Checkout>()?;
    let feature = match kind {
        ListKind::Rating => Feature::RatingList(id),
        ListKind::Opinion => Feature::OpinionList(id),
    };
    let packages = checkout.offers(ctx, feature).await?;
    let Some(sold) = packages.first().and_then(|p| p["plans"].as_array()) else { return Ok(OnSale::default()) };
    let mut plans: Vec<ListPlanView> = sold
        .iter()
        .filter_map(|p| {
            let plan_type = p["plan_type"].as_str()?;
            Some(ListPlanView { plan_type: plan_type.to_owned(), price_halalas: p["price"]["list_halalas"].as_i64()? })
        })
        .collect();
    plans.sort_by_key(|p| PLAN_TYPES.iter().position(|t| *t == p.plan_type));
    Ok(OnSale {
        plans,
        // Plans come cheapest first (the catalogue's order).
        subscribe_path: sold.first().and_then(|p| p["checkout_path"].as_str()).map(str::to_owned),
        monthly_total_halalas: sold.iter().find(|p| p["plan_type"] == "monthly").and_then(|p| p["price"]["total_halalas"].as_i64()),
    })
}

/// Puts the list on sale at its prices (or updates them).
pub async fn price(ctx: &AppContext, row: &lists::Model, prices: Vec<ListPrice>) -> ApiResult<()> {
    let offer = ListOffer {
        kind: kind_of(row),
        list_id: row.id,
        analyst_id: row.analyst_id,
        name_ar: row.name.clone(),
        name_en: row.name.clone(),
        discount_percent: row.discount_percent,
        prices,
    };
    Ok(ctx.required_port::<dyn ListOffers>()?.set_offer(&offer).await?)
}

/// Stores a new list.
pub async fn create(db: &DatabaseConnection, analyst_id: i64, list: &CheckedList) -> Result<lists::Model, sea_orm::DbErr> {
    let now = Utc::now();
    lists::ActiveModel {
        analyst_id: Set(analyst_id),
        kind: Set(kind_code(list.kind).to_owned()),
        name: Set(list.name.clone()),
        market_id: Set(list.market_id),
        about: Set(list.about.clone()),
        stocks_count: Set(list.stocks_count),
        discount_percent: Set(list.discount_percent),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await
}

/// Removes a list that could not be put on sale.
pub async fn remove(db: &DatabaseConnection, id: i64) -> Result<(), sea_orm::DbErr> {
    lists::Entity::delete_by_id(id).exec(db).await.map(|_| ())
}

/// An analyst's lists of one kind, oldest first, hidden ones included.
pub async fn of_analyst(db: &DatabaseConnection, analyst_id: i64, kind: ListKind) -> Result<Vec<lists::Model>, sea_orm::DbErr> {
    lists::Entity::find()
        .filter(lists::Column::AnalystId.eq(analyst_id))
        .filter(lists::Column::Kind.eq(kind_code(kind)))
        .order_by_asc(lists::Column::Id)
        .all(db)
        .await
}
