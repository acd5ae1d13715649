use actix_web::{delete, post, put, web};
use chrono::Utc;
use platform::auth::Staff;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages as common};
use sea_orm::EntityTrait;

use crate::articles::{self, Article};
use crate::entities::news;
use crate::messages;
use crate::news_views::views;
use crate::views::{NewsForm, NewsView};

const TITLE_MAX: usize = 300;
const SUMMARY_MAX: usize = 1_000;
const BODY_MAX: usize = 20_000;

/// The form as an article, or every field's error at once.
fn article_of(form: &NewsForm) -> ApiResult<Article> {
    let mut v = Validator::new();
    let language = v.required("language", form.language.as_deref()).map(str::to_owned);
    if let Some(l) = &language {
        v.check("language", l == "ar" || l == "en", messages::LANGUAGE_INVALID);
    }
    let title = v.required("title", form.title.as_deref()).map(str::to_owned);
    v.max_chars("title", form.title.as_deref(), TITLE_MAX);
    let body = v.required("body", form.body.as_deref()).map(str::to_owned);
    v.max_chars("body", form.body.as_deref(), BODY_MAX);
    v.max_chars("summary", form.summary.as_deref(), SUMMARY_MAX);
    let link = form.link.as_deref().map(str::trim).filter(|l| !l.is_empty()).map(str::to_owned);
    if let Some(l) = &link {
        v.check(
            "link",
            (l.starts_with("https://") || l.starts_with("http://")) && l.len() <= 1000 && url::Url::parse(l).is_ok(),
            messages::LINK_INVALID,
        );
    }
    v.finish()?;
    let (Some(language), Some(title), Some(body)) = (language, title, body) else {
        return Err(ApiError::field("title", common::FIELD_REQUIRED));
    };
    let summary =
        form.summary.as_deref().map(str::trim).filter(|s| !s.is_empty()).map_or_else(|| body.chars().take(280).collect(), str::to_owned);
    Ok(Article {
        language,
        title: title.trim().to_owned(),
        summary,
        body: body.trim().to_owned(),
        link,
        source: String::new(),
        published_at: form.published_at.unwrap_or_else(Utc::now),
    })
}

async fn one_view(ctx: &AppContext, row: news::Model) -> ApiResult<NewsView> {
    views(ctx, vec![row], platform::i18n::current_lang()).await.map_err(ApiError::internal)?.pop().ok_or_else(ApiError::not_found)
}

/// Publishes an article of Eva's own; the stocks it names are found in its text.
#[utoipa::path(tag = "research", security(("bearer" = [])), request_body = NewsForm,
    responses((status = 201, body = NewsView), (status = 401), (status = 403), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/staff/news")]
pub async fn create_news(staff: Staff, ctx: web::Data<AppContext>, form: web::Json<NewsForm>) -> ApiResult<ApiResponse<NewsView>> {
    let article = article_of(&form)?;
    let stored =
        articles::create(&ctx, &article, None, Some(staff.id())).await.map_err(ApiError::internal)?.ok_or_else(ApiError::not_found)?;
    Ok(ApiResponse::created(one_view(&ctx, stored).await?))
}

/// Corrects an article (also an imported one); its stocks are found again.
#[utoipa::path(tag = "research", security(("bearer" = [])), params(("id" = i64, Path)), request_body = NewsForm,
    responses((status = 200, body = NewsView), (status = 401), (status = 403), (status = 404), (status = 422, body = platform::http::error::ErrorBody)))]
#[put("/api/staff/news/{id}")]
pub async fn update_news(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
    form: web::Json<NewsForm>,
) -> ApiResult<ApiResponse<NewsView>> {
    let existing = news::Entity::find_by_id(*id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| ApiError::new(actix_web::http::StatusCode::NOT_FOUND, messages::ARTICLE_NOT_FOUND))?;
    let mut article = article_of(&form)?;
    article.source = existing.source.clone();
    let saved = articles::update(&ctx, existing, &article).await.map_err(ApiError::internal)?;
    Ok(ApiResponse::ok(one_view(&ctx, saved).await?))
}

/// Withdraws an article.
#[utoipa::path(tag = "research", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 204), (status = 401), (status = 403), (status = 404)))]
#[delete("/api/staff/news/{id}")]
pub async fn delete_news(_staff: Staff, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<actix_web::HttpResponse> {
    if articles::delete(&ctx, *id).await? {
        Ok(actix_web::HttpResponse::NoContent().finish())
    } else {
        Err(ApiError::new(actix_web::http::StatusCode::NOT_FOUND, messages::ARTICLE_NOT_FOUND))
    }
}
