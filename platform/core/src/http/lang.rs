//! Middleware that puts the request's language in scope for every message written while serving it.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::ACCEPT_LANGUAGE;
use actix_web::middleware::Next;

use crate::i18n::{Lang, LangSource, with_request_lang};

pub async fn language(req: ServiceRequest, next: Next<impl MessageBody>) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let from_header = req.headers().get(ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()).and_then(Lang::from_accept_language);
    let (lang, source) = match from_header {
        Some(l) => (l, LangSource::Header),
        None => (Lang::Ar, LangSource::Default),
    };
    with_request_lang(lang, source, next.call(req)).await
}
