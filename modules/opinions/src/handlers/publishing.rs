use actix_web::{post, web};
use platform::auth::Analyst;
use platform::form_value;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::form::{self, OpinionForm};
use crate::messages as m;
use crate::views::OpinionView;
use crate::{access, publish, read};

#[derive(Debug, Deserialize, ToSchema)]
pub struct NewOpinionForm {
    #[schema(value_type = Option<i64>)]
    pub opinion_list_id: Option<Value>,
    #[serde(flatten)]
    pub opinion: OpinionForm,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct EditOpinionForm {
    #[serde(rename = "opinionId")]
    #[schema(value_type = Option<i64>)]
    pub opinion_id: Option<Value>,
    #[serde(flatten)]
    pub opinion: OpinionForm,
}

/// The analyst publishes an opinion on one of their opinions lists, checked against the
/// stock's current price, which is stored with it.
#[utoipa::path(tag = "opinions", security(("bearer" = [])), request_body = NewOpinionForm,
    responses((status = 201, body = OpinionView), (status = 401), (status = 403), (status = 404), (status = 422)))]
#[post("/api/opinion/create")]
pub async fn create_opinion(
    analyst: Analyst,
    ctx: web::Data<AppContext>,
    body: web::Json<NewOpinionForm>,
) -> ApiResult<ApiResponse<OpinionView>> {
    let mut v = Validator::new();
    let list_id = form_value::required_id(&mut v, "opinion_list_id", body.opinion_list_id.as_ref(), m::FILL_ALL_FIELDS);
    v.finish()?;
    let list = access::own_list(&ctx, &analyst, list_id.ok_or_else(|| ApiError::unprocessable(m::FILL_ALL_FIELDS))?).await?;
    let (terms, stock) = read_terms(&ctx, &list, &body.opinion).await?;
    let row = publish::create(&ctx, &list, &stock, &terms).await?;
    Ok(ApiResponse::created(read::view(&ctx, row, Some(analyst.id())).await?))
}

/// The form read whole (every field's problem at once), then its stock in the list's market.
async fn read_terms(
    ctx: &AppContext,
    list: &platform::ports::AnalystList,
    opinion: &OpinionForm,
) -> ApiResult<(form::Terms, platform::ports::StockRef)> {
    let market = platform::ports::MarketCode::from_id(list.market_id).ok_or_else(ApiError::not_found)?;
    let today = chrono::Utc::now().with_timezone(&market.timezone()).date_naive();
    let mut v = Validator::new();
    let terms = form::read(&mut v, opinion, today);
    v.finish()?;
    let terms = terms.ok_or_else(|| ApiError::unprocessable(m::CHECK_ALL_FIELDS))?;
    let stock = list.stock_in_market(ctx, terms.stock_id).await?;
    Ok((terms, stock))
}

/// The analyst edits a pending opinion: the version it replaces is kept in its history.
#[utoipa::path(tag = "opinions", security(("bearer" = [])), request_body = EditOpinionForm,
    responses((status = 200, body = OpinionView), (status = 401), (status = 403), (status = 404), (status = 409), (status = 422)))]
#[post("/api/opinion/update")]
pub async fn update_opinion(
    analyst: Analyst,
    ctx: web::Data<AppContext>,
    body: web::Json<EditOpinionForm>,
) -> ApiResult<ApiResponse<OpinionView>> {
    let mut v = Validator::new();
    let id = form_value::required_id(&mut v, "opinionId", body.opinion_id.as_ref(), m::FILL_ALL_FIELDS);
    v.finish()?;
    let (list, row) = access::own_opinion(&ctx, &analyst, id.ok_or_else(|| ApiError::unprocessable(m::FILL_ALL_FIELDS))?).await?;
    let (terms, stock) = read_terms(&ctx, &list, &body.opinion).await?;
    if stock.id != row.stock_id {
        return Err(ApiError::field("stock_id", m::STOCK_FIXED));
    }
    let row = publish::update(&ctx, row, &stock, &terms).await?;
    Ok(ApiResponse::ok(read::view(&ctx, row, Some(analyst.id())).await?))
}
