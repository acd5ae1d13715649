use actix_web::{get, post, web};
use platform::auth::{MaybeUser, SignedIn};
use platform::{ApiError, ApiResponse, ApiResult, AppContext, Lang};

use crate::chosen;
use crate::messages::{UNKNOWN_ANSWER, UNKNOWN_STRATEGY};
use crate::questionnaire::{QUESTIONS, suggest};
use crate::strategies::Strategy;
use crate::views::{AnswerOption, AssistanceQuestion, AssistanceView, StrategyChoice, StrategyChosen, StrategyPoints, StrategyView};

pub fn strategy_view(s: Strategy, lang: Lang) -> StrategyView {
    StrategyView { id: s, name: s.name().text(lang).to_owned(), description: s.description().text(lang).to_owned() }
}

/// The questionnaire that suggests a strategy, every strategy, and the user's current one.
#[utoipa::path(tag = "reports", responses((status = 200, body = AssistanceView)))]
#[get("/api/evareport/assistance/questions")]
pub async fn questions(user: MaybeUser, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<AssistanceView>> {
    let lang = platform::i18n::current_lang();
    let chosen = match &user.0 {
        Some(u) => chosen::strategy_of_user(&ctx, u.id()).await?,
        None => None,
    };
    Ok(ApiResponse::ok(AssistanceView {
        questions: QUESTIONS
            .iter()
            .map(|q| AssistanceQuestion {
                id: q.id.to_owned(),
                text: q.text.text(lang).to_owned(),
                options: q.options.iter().map(|o| AnswerOption { id: o.id.to_owned(), text: o.text.text(lang).to_owned() }).collect(),
            })
            .collect(),
        strategies: Strategy::ALL.iter().map(|s| strategy_view(*s, lang)).collect(),
        current: chosen.unwrap_or(Strategy::DEFAULT),
        chosen: chosen.is_some(),
    }))
}

/// Chooses the user's strategy: the one named, or the one the answers suggest.
#[utoipa::path(tag = "reports", security(("bearer" = [])), request_body = StrategyChoice,
    responses((status = 200, body = StrategyChosen), (status = 401), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/evareport/assistance/update-strategy")]
pub async fn update_strategy(
    user: SignedIn,
    ctx: web::Data<AppContext>,
    body: web::Json<StrategyChoice>,
) -> ApiResult<ApiResponse<StrategyChosen>> {
    let lang = platform::i18n::current_lang();
    let (strategy, points) = match (body.strategy.as_deref().filter(|s| !s.is_empty()), &body.answers) {
        (Some(named), _) => (Strategy::from_id(named).ok_or_else(|| ApiError::field("strategy", UNKNOWN_STRATEGY))?, Vec::new()),
        (None, Some(answers)) => {
            let list: Vec<(String, String)> = answers.iter().map(|(q, o)| (q.clone(), o.clone())).collect();
            let (best, points) = suggest(&list).ok_or_else(|| ApiError::field("answers", UNKNOWN_ANSWER))?;
            (best, points.into_iter().map(|(strategy, points)| StrategyPoints { strategy, points }).collect())
        }
        (None, None) => return Err(ApiError::field("strategy", platform::messages::FIELD_REQUIRED)),
    };
    chosen::choose(&ctx, user.id(), strategy).await?;
    Ok(ApiResponse::ok(StrategyChosen { strategy: strategy_view(strategy, lang), points }))
}
