use sea_orm::entity::prelude::*;

/// An opinion: a short call on a stock or an option (spec §3). Prices in 1/10,000 of the
/// currency unit; kinds as named in [`crate::terms`].
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "opinions_opinions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub list_id: i64,
    pub analyst_id: i64,
    pub stock_id: i64,
    pub market_id: i32,
    pub operation_type: String,
    pub order_type: String,
    pub duration_type: String,
    pub analysis_type: String,
    pub stop_type: String,
    pub entry_price: i64,
    pub target_price: i64,
    pub stop_loss: i64,
    /// The stock's price when this version was published, from MarketData.
    pub current_price: i64,
    /// When the market traded at `current_price`.
    pub current_price_at: DateTimeUtc,
    pub strike_price: Option<i64>,
    pub expiration_date: Option<Date>,
    pub option_price: Option<i64>,
    /// The analysis duration date: the last day the opinion may succeed.
    pub duration_date: Date,
    pub additional_info: String,
    pub image_count: i32,
    /// `pending`, `success` or `failed`.
    pub status: crate::terms::OpinionStatus,
    pub resolved_at: Option<DateTimeUtc>,
    pub resolved_price: Option<i64>,
    /// `target`, `stop_loss` or `expired`.
    pub resolved_reason: Option<String>,
    /// `stock`, or `underlying` for an option decided on its stock.
    pub resolved_on: Option<String>,
    /// 1 when published, one more with each edit.
    pub version: i32,
    pub published_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// When staff hid it from readers (None while shown); its record still counts it.
    pub hidden_at: Option<DateTimeUtc>,
    /// Why, as the analyst is told.
    pub hidden_reason: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
