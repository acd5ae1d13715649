use actix_multipart::Multipart;
use actix_web::{HttpRequest, post, web};
use chrono::Utc;
use platform::auth::{Role, SignedIn};
use platform::ports::documents;
use platform::throttle::client_ip;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set, SqlErr};
use utoipa::ToSchema;

use crate::entities::applications;
use crate::form::check;
use crate::messages::{ALREADY_ANALYST, APPLICATION_OPEN};
use crate::multipart::read_form;
use crate::review::{ApplicationState, record};
use crate::views::ApplicationView;

/// The multipart form of `POST /api/analyst` (spec §3 "Analyst application").
#[derive(Debug, ToSchema)]
#[allow(dead_code)]
pub struct ApplicationForm {
    #[schema(max_length = 120)]
    full_name: String,
    #[schema(max_length = 60)]
    display_name: String,
    /// Saudi numbers may be local (05…); others with their country code.
    phone: String,
    /// "@handle", "handle" or the profile's link.
    x_account: String,
    /// 1-2, 3-4, 5-10 or 10+.
    experience_years: String,
    /// saudi, us or all.
    markets: String,
    /// technical or financial.
    analysis_type: String,
    /// day, week or month.
    trader_type: String,
    /// The timeframes relied on.
    #[schema(max_length = 500)]
    timeframes: String,
    #[schema(max_length = 2000)]
    about: String,
    /// "true" when the analyst terms were accepted.
    terms: String,
    /// The general securities trading certificate (CME1): PDF, PNG or JPEG (checked by content),
    /// at most 5 MB.
    #[schema(value_type = String, format = Binary)]
    certificate: Vec<u8>,
}

/// Sends an application to join as an analyst; staff answer within 4 to 7 days.
#[utoipa::path(tag = "analysts", security(("bearer" = [])),
    request_body(content = ApplicationForm, content_type = "multipart/form-data"),
    responses((status = 201, body = ApplicationView), (status = 401), (status = 409, body = platform::http::error::ErrorBody),
        (status = 413, body = platform::http::error::ErrorBody), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/analyst")]
pub async fn submit_application(
    ctx: web::Data<AppContext>,
    user: SignedIn,
    req: HttpRequest,
    payload: Multipart,
) -> ApiResult<ApiResponse<ApplicationView>> {
    if user.role() != Role::Subscriber {
        return Err(ApiError::conflict(ALREADY_ANALYST));
    }
    let open = applications::Entity::find().filter(applications::Column::OpenUserId.eq(user.id())).one(&ctx.db).await?;
    if open.is_some() {
        return Err(ApiError::conflict(APPLICATION_OPEN));
    }
    let form = check(read_form(payload).await?)?;

    let key = form.certificate.new_key();
    ctx.storage.put(&key, &form.certificate.bytes).await.map_err(ApiError::internal)?;
    let now = Utc::now();
    let actor = platform::lifecycle::Actor::User(user.id());
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let inserted = applications::ActiveModel {
        user_id: Set(user.id()),
        open_user_id: Set(Some(user.id())),
        state: Set(ApplicationState::Submitted),
        full_name: Set(form.full_name),
        display_name: Set(form.display_name),
        phone: Set(form.phone),
        x_account: Set(form.x_account),
        experience_years: Set(form.experience_years.to_owned()),
        markets: Set(form.markets.to_owned()),
        analysis_type: Set(form.analysis_type.to_owned()),
        trader_type: Set(form.trader_type.to_owned()),
        timeframes: Set(form.timeframes),
        about: Set(form.about),
        certificate_key: Set(key.clone()),
        certificate_type: Set(form.certificate.mime.to_owned()),
        certificate_size: Set(i64::try_from(form.certificate.bytes.len()).unwrap_or(i64::MAX)),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await;
    // The application and its first move are kept together.
    let kept = match inserted {
        Ok(a) => record(&txn, a.id, None, ApplicationState::Submitted, &actor, "").await.map(|()| a),
        Err(e) => Err(e),
    };
    let application = match kept {
        Ok(a) => a,
        Err(e) => {
            // The file of an application that was not kept is not kept either.
            if let Err(gone) = ctx.storage.delete(&key).await {
                tracing::warn!(error = %gone, "could not delete the certificate of a refused application");
            }
            return Err(match e.sql_err() {
                // Another request of the same user won the race for the one open application.
                Some(SqlErr::UniqueConstraintViolation(_)) => ApiError::conflict(APPLICATION_OPEN),
                _ => e.into(),
            });
        }
    };
    txn.commit().await?;
    ctx.record_consents(user.id(), &[documents::TERMS_ANALYST], &client_ip(&req, ctx.settings.auth.trust_forwarded_for)).await?;
    Ok(ApiResponse::created(ApplicationView::from(application)))
}
