//! JSON errors: `{"message": "...", "errors": {field: [msg]}}` with the right status.
//!
//! Handlers return [`ApiError`]; its texts are [`Message`]s, written in the request's language.
//! Internal failures keep their cause for the log and show users only a safe message.

use std::collections::BTreeMap;
use std::fmt;

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;

use crate::i18n::Message;
use crate::messages;

pub type ApiResult<T> = Result<T, ApiError>;

#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    message: Message,
    errors: BTreeMap<String, Vec<Message>>,
    /// Seconds; u32 keeps the error small enough to return by value everywhere.
    retry_after_secs: Option<u32>,
    /// A message composed at run time (it names something), already in the request's language.
    text: Option<Box<str>>,
    /// Answered as HTTP 200 with `{"code", "message"}`: the product's business codes.
    business: bool,
    cause: Option<anyhow::Error>,
}

/// The error body as the web app reads it.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    /// What went wrong, in the request's language (`Accept-Language`); for people, not programs.
    pub message: String,
    /// The messages per field at fault, in the request's language.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub errors: BTreeMap<String, Vec<String>>,
    /// A stable machine code, the same in every language: the product's own codes where the spec
    /// gives one (`1010`: the session ended), otherwise the name of the message answered (e.g.
    /// `ALREADY_REFUNDED`, `PLAN_UNAVAILABLE`), otherwise the status's (`VALIDATION_FAILED`,
    /// `NOT_FOUND`, `CONFLICT`, `UNAUTHENTICATED`, `FORBIDDEN`, `RATE_LIMITED`, `SERVER_ERROR`…).
    #[schema(example = "ALREADY_REFUNDED")]
    pub code: String,
}

/// The machine code of an error whose message has none: its status's.
fn status_code_name(status: StatusCode) -> &'static str {
    match status {
        StatusCode::BAD_REQUEST => "BAD_REQUEST",
        StatusCode::UNAUTHORIZED => "UNAUTHENTICATED",
        StatusCode::FORBIDDEN => "FORBIDDEN",
        StatusCode::NOT_FOUND => "NOT_FOUND",
        StatusCode::METHOD_NOT_ALLOWED => "METHOD_NOT_ALLOWED",
        StatusCode::CONFLICT => "CONFLICT",
        StatusCode::GONE => "GONE",
        StatusCode::PAYLOAD_TOO_LARGE => "PAYLOAD_TOO_LARGE",
        StatusCode::UNSUPPORTED_MEDIA_TYPE => "UNSUPPORTED_MEDIA_TYPE",
        StatusCode::UNPROCESSABLE_ENTITY => "VALIDATION_FAILED",
        StatusCode::TOO_MANY_REQUESTS => "RATE_LIMITED",
        StatusCode::SERVICE_UNAVAILABLE => "UNAVAILABLE",
        StatusCode::GATEWAY_TIMEOUT => "TIMEOUT",
        s if s.is_server_error() => "SERVER_ERROR",
        _ => "ERROR",
    }
}

impl ApiError {
    pub fn new(status: StatusCode, message: Message) -> Self {
        Self { status, message, errors: BTreeMap::new(), retry_after_secs: None, text: None, business: false, cause: None }
    }

    /// 999: the user's plan does not include this feature; the web app goes to /no-payment.
    pub fn no_payment() -> Self {
        Self::business_code("999", messages::NO_PAYMENT)
    }

    /// "22": identity verification (KYC) is needed first; the web app goes to /kyc.
    pub fn kyc_required() -> Self {
        Self::business_code("22", messages::KYC_REQUIRED)
    }

    /// "1020": a phone number is needed first; the web app goes to /phone.
    pub fn phone_required() -> Self {
        Self::business_code("1020", messages::PHONE_REQUIRED)
    }

    fn business_code(code: &'static str, message: Message) -> Self {
        let mut e = Self::new(StatusCode::OK, message).with_code(code);
        e.business = true;
        e
    }

    /// The business code this error answers with on HTTP 200, if it is one.
    pub fn business(&self) -> Option<&'static str> {
        self.business.then_some(self.message.code)
    }

    /// Writes the message now, in the language of the request being served, for an error that
    /// will be answered outside the request's scope (by actix's dispatcher).
    pub fn in_current_language(mut self) -> Self {
        if self.text.is_none() {
            self.text = Some(self.message.localized().into());
        }
        self
    }

    /// 404 for a route of a module that staff switched off: says so, naming the service in the
    /// request's language, where "not found" would leave an open page (Eva Chat's) puzzling.
    pub fn module_off(name: Message) -> Self {
        let mut e = Self::new(StatusCode::NOT_FOUND, messages::NOT_FOUND).with_code("MODULE_OFF");
        let text = match crate::i18n::current_lang() {
            crate::Lang::Ar => format!("خدمة «{}» متوقفة حالياً", name.ar),
            crate::Lang::En => format!("{} is switched off for now", name.en),
        };
        e.text = Some(text.into_boxed_str());
        e
    }

    /// 409 with a message composed at run time, written in the request's language.
    pub fn conflict_text(text: String) -> Self {
        let mut e = Self::new(StatusCode::CONFLICT, messages::CONFLICT);
        e.text = Some(text.into_boxed_str());
        e
    }

    pub fn bad_request(message: Message) -> Self {
        Self::new(StatusCode::BAD_REQUEST, message)
    }

    pub fn unauthenticated() -> Self {
        Self::new(StatusCode::UNAUTHORIZED, messages::UNAUTHENTICATED)
    }

    /// A token was presented but no longer opens a session: the web app clears it (code "1010").
    pub fn session_invalid() -> Self {
        Self::new(StatusCode::UNAUTHORIZED, messages::SESSION_EXPIRED).with_code("1010")
    }

    pub fn forbidden() -> Self {
        Self::new(StatusCode::FORBIDDEN, messages::FORBIDDEN)
    }

    pub fn not_found() -> Self {
        Self::new(StatusCode::NOT_FOUND, messages::NOT_FOUND)
    }

    pub fn conflict(message: Message) -> Self {
        Self::new(StatusCode::CONFLICT, message)
    }

    pub fn too_large() -> Self {
        Self::new(StatusCode::PAYLOAD_TOO_LARGE, messages::PAYLOAD_TOO_LARGE)
    }

    pub fn too_many_requests(retry_after_secs: u64) -> Self {
        Self::too_many_requests_because(retry_after_secs, messages::TOO_MANY_REQUESTS)
    }

    /// 429 saying why (e.g. a daily fair-use ceiling rather than a burst).
    pub fn too_many_requests_because(retry_after_secs: u64, message: Message) -> Self {
        let mut e = Self::new(StatusCode::TOO_MANY_REQUESTS, message);
        e.retry_after_secs = Some(u32::try_from(retry_after_secs.max(1)).unwrap_or(u32::MAX));
        e
    }

    /// 422 with one message for the whole request and none per field.
    pub fn unprocessable(message: Message) -> Self {
        Self::new(StatusCode::UNPROCESSABLE_ENTITY, message)
    }

    /// 422 for one field; the top-level message is that field's message.
    pub fn field(field: &str, message: Message) -> Self {
        let mut e = Self::unprocessable(message);
        e.errors.insert(field.to_owned(), vec![message]);
        e
    }

    /// 422 from collected field errors; the first error becomes the top-level message.
    pub fn fields(errors: BTreeMap<String, Vec<Message>>) -> Self {
        let first = errors.values().flatten().next().copied().unwrap_or(messages::INVALID_DATA);
        let mut e = Self::unprocessable(first);
        e.errors = errors;
        e
    }

    /// Any failure that is not the user's doing: logged with its cause, shown as a safe message.
    pub fn internal(cause: impl Into<anyhow::Error>) -> Self {
        let mut e = Self::new(StatusCode::INTERNAL_SERVER_ERROR, messages::SERVER_ERROR);
        e.cause = Some(cause.into());
        e
    }

    /// Names the field at fault, keeping the status; its message becomes the main one.
    pub fn with_field(mut self, field: &str, message: Message) -> Self {
        self.message = message;
        self.errors.insert(field.to_owned(), vec![message]);
        self
    }

    /// Names another field at fault, keeping the main message (a form-wide "fill in all fields").
    pub fn and_field(mut self, field: &str, message: Message) -> Self {
        self.errors.entry(field.to_owned()).or_default().push(message);
        self
    }

    /// The product's body code (spec §8), e.g. "1010" for a session that is no longer valid: it
    /// becomes the machine code of the message answered (call it after choosing the message).
    pub fn with_code(mut self, code: &'static str) -> Self {
        self.message.code = code;
        self
    }

    pub fn status(&self) -> StatusCode {
        self.status
    }

    /// The messages per field, for code that reads them in a given language.
    pub fn field_messages(&self) -> &BTreeMap<String, Vec<Message>> {
        &self.errors
    }

    pub fn body(&self) -> ErrorBody {
        ErrorBody {
            message: self.text.as_deref().map_or_else(|| self.message.localized().to_owned(), str::to_owned),
            errors: self.errors.iter().map(|(k, v)| (k.clone(), v.iter().map(|m| m.localized().to_owned()).collect())).collect(),
            code: self.machine_code().to_owned(),
        }
    }

    /// The body's `code`: the spec's code set on this error, else its message's, else its status's.
    pub fn machine_code(&self) -> &'static str {
        if self.message.code.is_empty() { status_code_name(self.status) } else { self.message.code }
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.status, self.message.en)?;
        if let Some(cause) = &self.cause {
            write!(f, " ({cause:#})")?;
        }
        Ok(())
    }
}

/// So jobs and seeds (which speak anyhow) can use the helpers handlers use.
impl std::error::Error for ApiError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.cause.as_ref().map(|c| c.as_ref() as &(dyn std::error::Error + 'static))
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        if self.status.is_server_error() {
            tracing::error!(error = %self, "request failed");
        }
        let mut res = HttpResponse::build(self.status);
        if let Some(v) = self.retry_after_secs.and_then(|secs| HeaderValue::from_str(&secs.to_string()).ok()) {
            res.insert_header((header::RETRY_AFTER, v));
        }
        if let Some(code) = self.business() {
            // 999 is a number in the product's bodies; "22" and "1020" are strings.
            let code = code.parse::<u16>().ok().filter(|n| *n == 999).map_or_else(|| serde_json::json!(code), |n| serde_json::json!(n));
            return res.json(crate::http::business::BusinessCodeBody { code, message: self.message.localized().to_owned() });
        }
        res.json(self.body())
    }
}

impl From<sea_orm::DbErr> for ApiError {
    fn from(e: sea_orm::DbErr) -> Self {
        Self::internal(e)
    }
}

impl From<anyhow::Error> for ApiError {
    fn from(e: anyhow::Error) -> Self {
        Self::internal(e)
    }
}

impl From<crate::jobs::QueueError> for ApiError {
    fn from(e: crate::jobs::QueueError) -> Self {
        Self::internal(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TAKEN: Message = Message::coded("EMAIL_TAKEN", "البريد مستخدم", "The email is taken");

    #[test]
    fn the_machine_code_is_the_specs_then_the_messages_then_the_statuss() {
        assert_eq!(ApiError::session_invalid().body().code, "1010");
        assert_eq!(ApiError::field("email", TAKEN).body().code, "EMAIL_TAKEN");
        assert_eq!(ApiError::conflict(Message::new("نص", "text")).body().code, "CONFLICT");
        assert_eq!(ApiError::internal(anyhow::anyhow!("disk full")).body().code, "SERVER_ERROR");
        assert_eq!(ApiError::new(StatusCode::IM_A_TEAPOT, Message::new("نص", "text")).body().code, "ERROR");
    }

    #[tokio::test]
    async fn the_code_is_the_same_in_both_languages() {
        use crate::i18n::{LangSource, with_request_lang};
        let e = ApiError::field("email", TAKEN);
        let ar = with_request_lang(crate::Lang::Ar, LangSource::Header, async { e.body() }).await;
        let en = with_request_lang(crate::Lang::En, LangSource::Header, async { e.body() }).await;
        assert_eq!((ar.code.as_str(), en.code.as_str()), ("EMAIL_TAKEN", "EMAIL_TAKEN"));
        assert_ne!(ar.message, en.message);
    }
}
