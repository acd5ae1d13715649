use actix_web::{post, web};
use chrono::Utc;
use platform::auth::Analyst;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, IntoActiveModel};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::entities::ratings;
use crate::form::{self, INFO_MAX};
use crate::history::{Entry, action, kind};
use crate::holdings::Quotes;
use crate::messages as m;
use crate::portfolio::WHOLE_BP;
use crate::publish::{self, Buy};
use crate::views::RatingView;
use crate::{access, book, read};

/// Editing a rating: its additional info, and/or an increase of its quantity by an entry
/// percentage of the list's value now (at the market, or by limit at `entry_price`).
#[derive(Debug, Deserialize, ToSchema)]
pub struct UpdateRatingForm {
    #[schema(value_type = Option<i64>)]
    pub rating_id: Option<Value>,
    #[schema(value_type = Option<String>, max_length = 1000)]
    pub additional_info: Option<Value>,
    /// An increase: the entry percentage to add.
    #[schema(value_type = Option<String>)]
    pub entry_percentage: Option<Value>,
    /// For an increase: `market` or `limit`.
    #[schema(value_type = Option<String>)]
    pub order_type: Option<Value>,
    #[schema(value_type = Option<String>)]
    pub entry_price: Option<Value>,
}

/// The analyst edits a rating's additional info or increases its quantity (the average cost is
/// recomputed when the increase fills).
#[utoipa::path(tag = "ratings", security(("bearer" = [])), request_body = UpdateRatingForm,
    responses((status = 200, body = RatingView), (status = 401), (status = 403), (status = 404), (status = 422)))]
#[post("/api/ratings-update")]
pub async fn update_rating(
    analyst: Analyst,
    ctx: web::Data<AppContext>,
    body: web::Json<UpdateRatingForm>,
) -> ApiResult<ApiResponse<RatingView>> {
    let mut v = Validator::new();
    let rating_id = form::id(&mut v, "rating_id", body.rating_id.as_ref());
    let info = form::free_text(&mut v, "additional_info", body.additional_info.as_ref(), INFO_MAX, None, m::INFO_TOO_LONG);
    let increase = body.entry_percentage.as_ref().and_then(|p| form::text(Some(p))).is_some();
    let buy = if increase {
        let percent = form::percent_bp(&mut v, "entry_percentage", body.entry_percentage.as_ref(), WHOLE_BP, m::PERCENT_INVALID);
        let order = form::order_type(&mut v, body.order_type.as_ref(), "entry_price", body.entry_price.as_ref());
        percent.zip(order).map(|(percent_bp, order)| Buy { order, percent_bp })
    } else {
        None
    };
    if info.is_none() && !increase {
        v.add("entry_percentage", m::FILL_ALL_FIELDS);
    }
    v.finish()?;
    let rating_id = rating_id.ok_or_else(|| ApiError::unprocessable(m::FILL_ALL_FIELDS))?;
    let (list, rating, stock) = access::own_rating(&ctx, &analyst, rating_id).await?;
    if rating.state != ratings::RatingState::Open && rating.state != ratings::RatingState::Ordered {
        return Err(ApiError::unprocessable(m::RATING_NOT_OPEN));
    }
    let mut rating = rating;
    if let Some(info) = info.filter(|i| *i != rating.additional_info) {
        let now = Utc::now();
        let txn = platform::write_txn::begin_write(&ctx.db).await?;
        let mut locked = book::lock(&txn, list.id).await?;
        let mut r = rating.clone().into_active_model();
        r.additional_info = Set(info.clone());
        r.updated_at = Set(now);
        rating = r.update(&txn).await?;
        let mut entry = Entry::new(kind::EDIT, action::RATING_EDITED, now).stock(&stock);
        entry.rating_id = Some(rating.id);
        entry.text = Some(info);
        book::append(&txn, &mut locked, entry, Some(rating.id), now).await?;
        txn.commit().await?;
    }
    if let Some(buy) = buy {
        let quotes = Quotes::live(&ctx, list.id, Some(stock.id)).await?;
        rating = publish::buy(&ctx, &list, &stock, Some(rating), None, buy, quotes).await?;
    }
    Ok(ApiResponse::ok(read::row(&ctx, &list, rating, Some(analyst.id())).await?))
}
