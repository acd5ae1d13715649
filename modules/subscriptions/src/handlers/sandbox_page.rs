//! The sandbox gateway's hosted pages: pay by test card (with a 3-D Secure step for one card) or
//! approve/reject instalments. They stand in for the provider's own pages: only the last four
//! digits of a test card are kept.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use askama::Template;
use platform::http::security::CspNonce;
use platform::money::sar_decimal;
use platform::{ApiError, ApiResult, AppContext, Lang};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::bnpl::schedule;
use crate::entities::sandbox_sessions;
use crate::providers::sandbox::{self, CARD_DECLINED, CARD_SUCCESS, CARD_THREE_DS, CardDecision, THREE_DS_CODE, decide_card, settle};

#[derive(Template)]
#[template(path = "subscriptions/sandbox_page.html")]
struct SandboxPage<'a> {
    /// This response's Content-Security-Policy nonce, on the page's one `<style>`.
    nonce: String,
    ar: bool,
    reference: &'a str,
    amount: String,
    bnpl: bool,
    otp: bool,
    decided: bool,
    instalments: Vec<(String, String)>,
    success_cards: &'a [&'a str],
    declined_card: &'a str,
    three_ds_card: &'a str,
    three_ds_code: &'a str,
}

fn render(req: &HttpRequest, session: &sandbox_sessions::Model) -> ApiResult<HttpResponse> {
    let page = SandboxPage {
        nonce: CspNonce::of(req),
        ar: session.lang == Lang::Ar.code(),
        reference: &session.reference,
        amount: sar_decimal(session.amount_halalas),
        bnpl: session.method == "bnpl",
        otp: session.awaiting_otp,
        decided: session.status != "initiated",
        instalments: schedule(session.amount_halalas, platform::saudi_time::day_of(session.created_at))
            .into_iter()
            .map(|i| (i.due_on.to_string(), sar_decimal(i.amount_halalas)))
            .collect(),
        success_cards: &CARD_SUCCESS,
        declined_card: CARD_DECLINED,
        three_ds_card: CARD_THREE_DS,
        three_ds_code: THREE_DS_CODE,
    };
    let html = page.render().map_err(ApiError::internal)?;
    Ok(HttpResponse::Ok().content_type("text/html; charset=utf-8").body(html))
}

async fn session_of(ctx: &AppContext, reference: &str) -> ApiResult<sandbox_sessions::Model> {
    sandbox::find(&ctx.db, reference).await?.ok_or_else(ApiError::not_found)
}

fn back_to_shop(session: &sandbox_sessions::Model) -> HttpResponse {
    HttpResponse::SeeOther().insert_header((header::LOCATION, session.return_url.clone())).finish()
}

/// The sandbox gateway's payment page.
#[utoipa::path(tag = "subscriptions", params(("reference" = String, Path)),
    responses((status = 200, content_type = "text/html", description = "the test payment page"), (status = 404)))]
#[get("/api/payments/sandbox/{reference}")]
pub async fn sandbox_page(req: HttpRequest, ctx: web::Data<AppContext>, reference: web::Path<String>) -> ApiResult<HttpResponse> {
    render(&req, &session_of(&ctx, &reference).await?)
}

#[derive(Debug, Default, Deserialize, ToSchema, IntoParams)]
pub struct SandboxForm {
    /// `pay`, `cancel`, `approve`, `reject` or `verify`.
    pub action: Option<String>,
    pub card_number: Option<String>,
    /// The 3-D Secure code.
    pub otp: Option<String>,
}

impl SandboxForm {
    /// The page's form fields; a body that is not a form (or none) is an empty form, which leaves
    /// the page as it was.
    fn parse(body: &[u8]) -> Self {
        let mut form = Self::default();
        for (name, value) in url::form_urlencoded::parse(body) {
            let value = Some(value.into_owned());
            match name.as_ref() {
                "action" => form.action = value,
                "card_number" => form.card_number = value,
                "otp" => form.otp = value,
                _ => {}
            }
        }
        form
    }
}

/// What the buyer did on the sandbox page; the buyer then goes back to the shop.
#[utoipa::path(tag = "subscriptions", params(("reference" = String, Path)),
    request_body(content = SandboxForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 303, description = "back to the shop, or to the 3-D Secure step"), (status = 200, content_type = "text/html"), (status = 404)))]
#[post("/api/payments/sandbox/{reference}")]
pub async fn sandbox_submit(
    req: HttpRequest,
    ctx: web::Data<AppContext>,
    reference: web::Path<String>,
    body: web::Bytes,
) -> ApiResult<HttpResponse> {
    let form = SandboxForm::parse(&body);
    let session = session_of(&ctx, &reference).await?;
    if session.status != "initiated" {
        return Ok(back_to_shop(&session));
    }
    let db = &ctx.db;
    let action = form.action.as_deref().unwrap_or("pay");
    let bnpl = session.method == "bnpl";
    let session = match (action, bnpl) {
        ("cancel", _) => settle(db, session, "cancelled", None, None, false).await?,
        ("approve", true) => settle(db, session, "paid", None, None, false).await?,
        ("reject", true) => settle(db, session, "failed", Some("bnpl_rejected"), None, false).await?,
        ("verify", false) if session.awaiting_otp => {
            let passed = form.otp.as_deref().map(str::trim) == Some(THREE_DS_CODE);
            if passed {
                settle(db, session, "paid", None, None, false).await?
            } else {
                settle(db, session, "failed", Some("three_ds_failed"), None, false).await?
            }
        }
        ("pay", false) => {
            let number = form.card_number.clone().unwrap_or_default();
            let digits: String = number.chars().filter(char::is_ascii_digit).collect();
            let last4 = (digits.len() >= 4).then(|| digits[digits.len() - 4..].to_owned());
            match decide_card(&number) {
                CardDecision::Paid => settle(db, session, "paid", None, last4, false).await?,
                CardDecision::Declined => settle(db, session, "failed", Some("card_declined"), last4, false).await?,
                CardDecision::ThreeDs => {
                    let mut active: sandbox_sessions::ActiveModel = session.into();
                    active.awaiting_otp = sea_orm::ActiveValue::Set(true);
                    active.card_last4 = sea_orm::ActiveValue::Set(last4);
                    let waiting = sea_orm::ActiveModelTrait::update(active, db).await?;
                    return render(&req, &waiting);
                }
            }
        }
        // Anything else leaves the page as it was.
        _ => return render(&req, &session),
    };
    Ok(back_to_shop(&session))
}
