use actix_web::{post, web};
use chrono::Utc;
use platform::auth::SignedIn;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveValue::Set, EntityTrait};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::entities::capitals;
use crate::{access, form, messages as m};

#[derive(Debug, Deserialize, ToSchema)]
pub struct CapitalForm {
    #[schema(value_type = Option<i64>)]
    pub rating_list_id: Option<Value>,
    /// In the list's currency, e.g. "250000".
    #[schema(value_type = Option<String>)]
    pub capital: Option<Value>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CapitalView {
    pub rating_list_id: i64,
    #[schema(value_type = f64)]
    pub capital: platform::price::Price,
}

/// The reader sets the capital they follow a list with; the list's rows then show the share
/// quantity for it (DECISIONS 6).
#[utoipa::path(tag = "ratings", security(("bearer" = [])), request_body = CapitalForm,
    responses((status = 200, body = CapitalView), (status = 401), (status = 404), (status = 422)))]
#[post("/api/rating-lists/capital")]
pub async fn set_capital(user: SignedIn, ctx: web::Data<AppContext>, body: web::Json<CapitalForm>) -> ApiResult<ApiResponse<CapitalView>> {
    let mut v = Validator::new();
    let list_id = form::id(&mut v, "rating_list_id", body.rating_list_id.as_ref());
    let capital = form::price(&mut v, "capital", body.capital.as_ref());
    if let Some(c) = capital {
        // 1 to 1,000,000,000 in the list's currency.
        v.check("capital", c.0 >= platform::price::SCALE && c.0 <= 1_000_000_000 * platform::price::SCALE, m::CAPITAL_INVALID);
    }
    v.finish()?;
    let (Some(list_id), Some(capital)) = (list_id, capital) else {
        return Err(ApiError::unprocessable(m::FILL_ALL_FIELDS));
    };
    let list = access::rating_list(&ctx, Some(&user.0), list_id).await?;
    let row =
        capitals::ActiveModel { user_id: Set(user.0.id()), list_id: Set(list.id), capital: Set(capital.0), updated_at: Set(Utc::now()) };
    capitals::Entity::insert(row)
        .on_conflict(
            OnConflict::columns([capitals::Column::UserId, capitals::Column::ListId])
                .update_columns([capitals::Column::Capital, capitals::Column::UpdatedAt])
                .to_owned(),
        )
        .exec(&ctx.db)
        .await?;
    Ok(ApiResponse::ok(CapitalView { rating_list_id: list.id, capital }))
}
