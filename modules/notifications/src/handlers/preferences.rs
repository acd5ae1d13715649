use std::collections::{HashMap, HashSet};

use actix_web::{get, put, web};
use platform::auth::SignedIn;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, Lang};

use crate::kinds::Kind;
use crate::messages;
use crate::preferences::{self, Choice};
use crate::views::{PreferenceView, PreferencesBody};

async fn view(ctx: &AppContext, user_id: i64) -> ApiResult<Vec<PreferenceView>> {
    let lang = platform::i18n::current_lang();
    Ok(preferences::of_user(&ctx.db, user_id).await?.into_iter().map(|(kind, choice)| one(kind, choice, lang)).collect())
}

fn one(kind: Kind, choice: Choice, lang: Lang) -> PreferenceView {
    let always = kind.emailed_by_owner();
    PreferenceView {
        kind,
        label: kind.label_in(lang).to_owned(),
        in_app: choice.in_app,
        email: choice.email || always,
        email_always: always,
        push: choice.push,
    }
}

/// The user's choice for every kind of notification: in the app, by email, pushed.
#[utoipa::path(tag = "notifications", security(("bearer" = [])), responses((status = 200, body = Vec<PreferenceView>), (status = 401)))]
#[get("/api/notification-preferences")]
pub async fn get_preferences(user: SignedIn, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<PreferenceView>>> {
    Ok(ApiResponse::ok(view(&ctx, user.id()).await?))
}

/// Changes the kinds named; answers every kind's choice.
#[utoipa::path(tag = "notifications", security(("bearer" = [])), request_body = PreferencesBody,
    responses((status = 200, body = Vec<PreferenceView>), (status = 401), (status = 422, body = platform::http::error::ErrorBody)))]
#[put("/api/notification-preferences")]
pub async fn put_preferences(
    user: SignedIn,
    ctx: web::Data<AppContext>,
    body: web::Json<PreferencesBody>,
) -> ApiResult<ApiResponse<Vec<PreferenceView>>> {
    let stored: HashMap<Kind, Choice> = preferences::of_user(&ctx.db, user.id()).await?.into_iter().collect();
    let mut seen = HashSet::new();
    let mut choices = Vec::with_capacity(body.preferences.len());
    for (i, p) in body.preferences.iter().enumerate() {
        let field = format!("preferences.{i}.kind");
        let kind = Kind::from_id(&p.kind).ok_or_else(|| ApiError::field(&field, messages::UNKNOWN_KIND))?;
        if !seen.insert(kind) {
            return Err(ApiError::field(&field, messages::DUPLICATE_KIND));
        }
        let push = p.push.unwrap_or_else(|| stored.get(&kind).is_some_and(|c| c.push));
        choices.push((kind, Choice { in_app: p.in_app, email: p.email, push }));
    }
    preferences::save(&ctx.db, user.id(), &choices).await?;
    Ok(ApiResponse::ok(view(&ctx, user.id()).await?))
}
