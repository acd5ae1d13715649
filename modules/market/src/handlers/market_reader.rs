use actix_web::{get, web};
use askama::Template;
use chrono::NaiveDate;
use platform::http::response::PageQuery;
use platform::i18n::{arabic_count, current_lang};
use platform::{ApiError, ApiResult, AppContext, Lang, Paginated};
use rust_decimal::Decimal;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::Serialize;
use utoipa::ToSchema;

use crate::analytics::compute::benchmark_index;
use crate::entities::{index_bars, indices, market_breadth, technical_events};
use crate::universe::MARKETS;
use platform::price::{Price, percent};

/// A day of a market, read out in words.
#[derive(Debug, Serialize, ToSchema)]
pub struct MarketReading {
    /// Date and market, as one number: 20261119 * 10 + market id.
    pub id: i64,
    pub date: NaiveDate,
    pub market_id: i32,
    pub title: String,
    pub body: String,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub index_change_percent: Option<Decimal>,
    pub advancers: i32,
    pub decliners: i32,
}

async fn index_change(ctx: &AppContext, market_id: i32, date: NaiveDate) -> Result<Option<Decimal>, sea_orm::DbErr> {
    let Some(index) = indices::Entity::find().filter(indices::Column::Code.eq(benchmark_index(market_id))).one(&ctx.db).await? else {
        return Ok(None);
    };
    let two = index_bars::Entity::find()
        .filter(index_bars::Column::IndexId.eq(index.id))
        .filter(index_bars::Column::Date.lte(date))
        .order_by_desc(index_bars::Column::Date)
        .limit(2)
        .all(&ctx.db)
        .await?;
    Ok(match (two.first(), two.get(1)) {
        (Some(today), Some(before)) if today.date == date => Price(today.close).change_percent_from(Price(before.close)),
        _ => None,
    })
}

/// The figures a day is read out from; the words are in templates/market (both languages).
struct Figures<'a> {
    lang: &'a str,
    market: &'a str,
    index: &'a str,
    /// "up", "down", "flat", or "none" without an index close that day.
    direction: &'a str,
    change: String,
    adv: i32,
    dec: i32,
    unch: i32,
    total: i32,
    p50: i32,
    p200: i32,
    highs: i32,
    lows: i32,
    golden: u64,
    death: u64,
    /// The Arabic phrases whose words agree with their counts (platform::i18n::arabic_count).
    rising: String,
    closed: String,
    records: String,
    crosses: String,
}

/// A count of stocks as the subject of a verb («سهمان», «9 أسهم», «11 سهماً»).
fn stocks(n: u64) -> String {
    arabic_count(n, ["{} سهم", "سهم واحد", "سهمان", "{} أسهم", "{} سهماً", "{} سهم"])
}

fn count(n: i32) -> u64 {
    u64::from(n.unsigned_abs())
}

/// The day's new highs and lows, in Arabic: who set them, or that no stock did.
fn records_ar(highs: u64, lows: u64) -> String {
    match (highs, lows) {
        (0, 0) => "لم يسجّل أي سهم قمة جديدة لـ52 أسبوعاً أو قاعاً جديداً".to_owned(),
        (h, 0) => format!("سجّل {} قمة جديدة لـ52 أسبوعاً، ولم يسجّل أي سهم قاعاً جديداً", stocks(h)),
        (0, l) => format!("لم يسجّل أي سهم قمة جديدة لـ52 أسبوعاً، وسجّل {} قاعاً جديداً", stocks(l)),
        (h, l) => format!("سجّل {} قمة جديدة لـ52 أسبوعاً و{} قاعاً جديداً", stocks(h), stocks(l)),
    }
}

/// The day's golden and death crosses, in Arabic.
fn crosses_ar(golden: u64, death: u64) -> String {
    let golden_crosses = |n| {
        arabic_count(n, ["{} تقاطع ذهبي", "تقاطعاً ذهبياً واحداً", "تقاطعين ذهبيين", "{} تقاطعات ذهبية", "{} تقاطعاً ذهبياً", "{} تقاطع ذهبي"])
    };
    let death_crosses =
        |n| arabic_count(n, ["{} تقاطع موت", "تقاطعَ موت واحداً", "تقاطعَي موت", "{} تقاطعات موت", "{} تقاطع موت", "{} تقاطع موت"]);
    match (golden, death) {
        (0, 0) => "لم نرصد أي تقاطع ذهبي أو تقاطع موت".to_owned(),
        (g, 0) => format!("رصدنا {} ولم نرصد أي تقاطع موت", golden_crosses(g)),
        (0, d) => format!("لم نرصد أي تقاطع ذهبي، ورصدنا {}", death_crosses(d)),
        (g, d) => format!("رصدنا {} و{}", golden_crosses(g), death_crosses(d)),
    }
}

#[derive(Template)]
#[template(path = "market/reading_title.txt", escape = "none")]
struct Title<'a> {
    f: &'a Figures<'a>,
}

#[derive(Template)]
#[template(path = "market/reading_body.txt", escape = "none")]
struct Body<'a> {
    f: &'a Figures<'a>,
}

fn compose(
    lang: Lang,
    market_id: i32,
    b: &market_breadth::Model,
    change: Option<Decimal>,
    crosses: (u64, u64),
) -> Result<(String, String), askama::Error> {
    let market = MARKETS.iter().find(|m| m.id == market_id);
    // The index is named right after, so the market goes by its short name.
    let market_name = match (lang, market_id) {
        (Lang::Ar, _) => market.map_or("", |m| m.name_ar),
        (Lang::En, 1) => "Main Market",
        (Lang::En, 2) => "Nomu",
        (Lang::En, _) => "US market",
    };
    let share = |n: i32| if b.total > 0 { n * 100 / b.total } else { 0 };
    let direction = match change {
        Some(c) if c > Decimal::ZERO => "up",
        Some(c) if c < Decimal::ZERO => "down",
        Some(_) => "flat",
        None => "none",
    };
    let figures = Figures {
        lang: lang.code(),
        market: market_name,
        index: benchmark_index(market_id),
        direction,
        change: change.map(|c| c.abs().to_string()).unwrap_or_default(),
        adv: b.advancers,
        dec: b.decliners,
        unch: b.unchanged,
        total: b.total,
        p50: share(b.above_sma50),
        p200: share(b.above_sma200),
        highs: b.new_highs,
        lows: b.new_lows,
        golden: crosses.0,
        death: crosses.1,
        rising: arabic_count(
            count(b.advancers),
            ["دون صعود أي سهم", "مع صعود سهم واحد", "مع صعود سهمين", "مع صعود {} أسهم", "مع صعود {} سهماً", "مع صعود {} سهم"],
        ),
        closed: arabic_count(
            count(b.total),
            ["لم يُغلق أي سهم", "أغلق سهم واحد", "أغلق سهمان", "أغلق {} أسهم", "أغلق {} سهماً", "أغلق {} سهم"],
        ),
        records: records_ar(count(b.new_highs), count(b.new_lows)),
        crosses: crosses_ar(crosses.0, crosses.1),
    };
    Ok((Title { f: &figures }.render()?.trim().to_owned(), Body { f: &figures }.render()?.trim().to_owned()))
}

async fn crosses(ctx: &AppContext, market_id: i32, date: NaiveDate) -> Result<(u64, u64), sea_orm::DbErr> {
    let count = |kind: &'static str| {
        technical_events::Entity::find()
            .filter(technical_events::Column::MarketId.eq(market_id))
            .filter(technical_events::Column::Date.eq(date))
            .filter(technical_events::Column::Kind.eq(kind))
            .count(&ctx.db)
    };
    Ok((count("golden_cross").await?, count("death_cross").await?))
}

/// Each market's trading days read out in words, newest first.
#[utoipa::path(tag = "market", params(PageQuery), responses((status = 200, body = Vec<MarketReading>)))]
#[get("/api/market-reader")]
pub async fn market_reader(ctx: web::Data<AppContext>, page: web::Query<PageQuery>) -> ApiResult<Paginated<MarketReading>> {
    let per_page = page.per_page(10);
    let paginator = market_breadth::Entity::find()
        .order_by_desc(market_breadth::Column::Date)
        .order_by_asc(market_breadth::Column::MarketId)
        .paginate(&ctx.db, per_page);
    let total = paginator.num_items().await?;
    let lang = current_lang();
    let mut items = Vec::new();
    for b in paginator.fetch_page(page.page() - 1).await? {
        let change = index_change(&ctx, b.market_id, b.date).await?;
        let (title, body) =
            compose(lang, b.market_id, &b, change, crosses(&ctx, b.market_id, b.date).await?).map_err(ApiError::internal)?;
        let stamp: i64 = b.date.format("%Y%m%d").to_string().parse().unwrap_or_default();
        items.push(MarketReading {
            id: stamp * 10 + i64::from(b.market_id),
            date: b.date,
            market_id: b.market_id,
            title,
            body,
            index_change_percent: change,
            advancers: b.advancers,
            decliners: b.decliners,
        });
    }
    Ok(Paginated::new(items, page.page(), per_page, total))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day() -> market_breadth::Model {
        market_breadth::Model {
            market_id: 1,
            date: NaiveDate::from_ymd_opt(2026, 11, 19).unwrap_or_default(),
            advancers: 150,
            decliners: 100,
            unchanged: 20,
            above_sma50: 135,
            above_sma200: 81,
            new_highs: 7,
            new_lows: 3,
            total: 270,
        }
    }

    #[test]
    fn reads_a_day_in_english() {
        let (title, body) = compose(Lang::En, 1, &day(), Some(Decimal::new(45, 2)), (2, 1)).unwrap_or_default();
        assert_eq!(title, "Main Market: TASI up 0.45% as 150 stocks rise and 100 fall");
        assert_eq!(
            body,
            "270 stocks closed: 150 up, 100 down, 20 unchanged.\n\n50% of stocks trade above their 50-day average and 30% above their 200-day average.\n\n7 stocks made a new 52-week high and 3 a new low; we saw 2 golden crosses and 1 death cross."
        );
        let (flat, _) = compose(Lang::En, 3, &day(), None, (0, 0)).unwrap_or_default();
        assert_eq!(flat, "US market: SPX unchanged on record as 150 stocks rise and 100 fall");
    }

    #[test]
    fn reads_a_day_in_arabic() {
        let (title, body) = compose(Lang::Ar, 1, &day(), Some(Decimal::new(-120, 2)), (0, 0)).unwrap_or_default();
        assert_eq!(title, "السوق الرئيسية: مؤشر TASI يتراجع 1.20% مع صعود 150 سهماً وتراجع 100");
        assert!(body.starts_with("أغلق 270 سهماً، ارتفع منها 150 وتراجع 100 واستقر 20.\n\nيتداول 50% من الأسهم"));
        assert!(body.ends_with("\n\nسجّل 7 أسهم قمة جديدة لـ52 أسبوعاً و3 أسهم قاعاً جديداً، ولم نرصد أي تقاطع ذهبي أو تقاطع موت."), "{body}");
    }

    #[test]
    fn counts_in_arabic_agree_with_their_numbers() {
        let (_, body) = compose(Lang::Ar, 1, &day(), None, (2, 1)).unwrap_or_default();
        assert_eq!(
            body,
            "أغلق 270 سهماً، ارتفع منها 150 وتراجع 100 واستقر 20.\n\nيتداول 50% من الأسهم فوق متوسط 50 يوماً و30% فوق متوسط 200 يوم.\n\nسجّل 7 أسهم قمة جديدة لـ52 أسبوعاً و3 أسهم قاعاً جديداً، ورصدنا تقاطعين ذهبيين وتقاطعَ موت واحداً."
        );
        let other = market_breadth::Model { advancers: 2, new_highs: 11, new_lows: 0, total: 9, ..day() };
        let (title, body) = compose(Lang::Ar, 1, &other, Some(Decimal::new(45, 2)), (1, 3)).unwrap_or_default();
        assert_eq!(title, "السوق الرئيسية: مؤشر TASI يرتفع 0.45% مع صعود سهمين وتراجع 100");
        assert!(body.starts_with("أغلق 9 أسهم، "), "{body}");
        assert!(
            body.ends_with("سجّل 11 سهماً قمة جديدة لـ52 أسبوعاً، ولم يسجّل أي سهم قاعاً جديداً، ورصدنا تقاطعاً ذهبياً واحداً و3 تقاطعات موت."),
            "{body}"
        );
        let (english, _) = compose(Lang::En, 1, &market_breadth::Model { advancers: 1, ..day() }, None, (0, 0)).unwrap_or_default();
        assert_eq!(english, "Main Market: TASI unchanged on record as 1 stock rises and 100 fall");
    }
}
