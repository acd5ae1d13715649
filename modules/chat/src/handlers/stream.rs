use std::time::Duration;

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, web};
use bytes::Bytes;
use futures_util::stream;
use platform::auth::SignedIn;
use platform::i18n::current_lang;
use platform::{ApiResult, AppContext};
use serde::Deserialize;
use tokio::time::Instant;
use utoipa::IntoParams;

use super::conversations::own_message;
use sea_orm::EntityTrait;

use crate::entities::messages::{self, status};
use crate::settings::ChatSettings;
use crate::views::message_views;

#[derive(Debug, Deserialize, IntoParams)]
pub struct StreamQuery {
    /// Code points of the answer the reader already has (resuming).
    pub from: Option<u64>,
}

/// A stream stays open at most this long; the reader resumes with `from` after it.
const LONGEST: Duration = Duration::from_secs(300);
/// A comment line keeps proxies from closing a quiet stream.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

enum Step {
    Reading { sent: usize, last_event: Instant },
    Done,
}

fn event(name: &str, id: Option<usize>, data: &str) -> Bytes {
    let mut out = String::new();
    if let Some(id) = id {
        out.push_str(&format!("id: {id}\n"));
    }
    out.push_str(&format!("event: {name}\n"));
    for line in data.split('\n') {
        out.push_str("data: ");
        out.push_str(line);
        out.push('\n');
    }
    out.push('\n');
    Bytes::from(out)
}

/// The answer as it is written, as server-sent events: `delta` pieces (each `id` is the number
/// of code points sent so far), then `done` or `failed` with the whole message. The answer is
/// read from the database, so any process can serve it and a reader resumes with `from` or
/// `Last-Event-ID`.
#[utoipa::path(tag = "chat", security(("bearer" = [])), params(("id" = i64, Path), StreamQuery),
    responses((status = 200, content_type = "text/event-stream", body = String), (status = 401), (status = 404)))]
#[get("/api/chat/messages/{id}/stream")]
pub async fn stream_answer(
    user: SignedIn,
    ctx: web::Data<AppContext>,
    path: web::Path<i64>,
    query: web::Query<StreamQuery>,
    req: HttpRequest,
) -> ApiResult<HttpResponse> {
    let lang = current_lang();
    let row = own_message(&ctx, user.0.id(), path.into_inner()).await?;
    let resume = req.headers().get("Last-Event-ID").and_then(|v| v.to_str().ok()).and_then(|v| v.trim().parse::<u64>().ok());
    let from = usize::try_from(query.from.or(resume).unwrap_or(0)).unwrap_or(usize::MAX);
    let poll = Duration::from_millis(ChatSettings::of(&ctx)?.stream_poll_ms.max(5));
    let started = Instant::now();
    let ctx = ctx.into_inner();
    let id = row.id;
    let user_id = row.user_id;

    let events = stream::unfold(Step::Reading { sent: from, last_event: Instant::now() }, move |step| {
        let ctx = ctx.clone();
        async move {
            let Step::Reading { sent, last_event } = step else { return None };
            let mut ear = crate::relay::Ear::new();
            let mut first = true;
            loop {
                if !first {
                    ear.wait(id, poll).await;
                }
                first = false;
                let row = match messages::Entity::find_by_id(id).one(&ctx.db).await {
                    Ok(Some(row)) if row.user_id == user_id => row,
                    _ => return None,
                };
                let total = row.answer.chars().count();
                let finished = row.status == status::ANSWERED || row.status == status::FAILED;
                if total > sent && row.status != status::FAILED {
                    let piece: String = row.answer.chars().skip(sent).collect();
                    let data = serde_json::json!({ "text": piece }).to_string();
                    return Some((
                        Ok::<_, actix_web::Error>(event("delta", Some(total), &data)),
                        Step::Reading { sent: total, last_event: Instant::now() },
                    ));
                }
                if finished {
                    let name = if row.status == status::ANSWERED { "done" } else { "failed" };
                    let view = message_views(&ctx, std::slice::from_ref(&row), lang).await.ok()?.remove(0);
                    let data = serde_json::to_string(&view).ok()?;
                    return Some((Ok(event(name, None, &data)), Step::Done));
                }
                if started.elapsed() >= LONGEST {
                    return None;
                }
                if last_event.elapsed() >= KEEP_ALIVE {
                    return Some((Ok(Bytes::from_static(b": keep-alive\n\n")), Step::Reading { sent, last_event: Instant::now() }));
                }
            }
        }
    });
    Ok(HttpResponse::Ok()
        .content_type("text/event-stream; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-cache, no-store"))
        // Compression would hold pieces back; proxies must not buffer either.
        .insert_header((header::CONTENT_ENCODING, "identity"))
        .insert_header(("X-Accel-Buffering", "no"))
        .streaming(events))
}
