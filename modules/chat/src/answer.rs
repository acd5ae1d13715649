//! The `AnswerQuestion` job: gathers the stock's data, asks the model (or the offline analyst)
//! and writes the answer as it streams, so that any process can relay it. A question that cannot
//! be answered fails with a clear reason and is given back to the balance, once.

use std::time::Duration;

use chrono::Utc;
use platform::jobs::{Job, JobError};
use platform::ports::BarInterval;
use platform::{AppContext, Lang};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;
use tokio::time::{Instant, sleep_until};

use crate::balance::refund;
use crate::entities::messages::{self, failure, status};
use crate::facts::gather;
use crate::offline::{Asked, paragraphs};
use crate::prompt::{PromptMessage, messages as prompt_messages};
use crate::questions::{ReadyQuestion, Term, interval_from_key};
use crate::settings::{ChatSettings, ModelSettings};
use crate::understanding::{Intent, asks};
use crate::views::question_text;
use crate::{data_block, model};

/// Answer chat message `message_id`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct AnswerQuestion {
    pub message_id: i64,
}

impl Job for AnswerQuestion {
    const QUEUE: &'static str = "chat.answer";
    const MAX_ATTEMPTS: usize = 3;
    /// An answer mostly waits on the model: many run at once in one worker.
    const MIN_CONCURRENCY: usize = 32;

    async fn run(self, ctx: AppContext) -> Result<(), JobError> {
        let Err(e) = answer(&ctx, self.message_id).await else { return Ok(()) };
        tracing::error!(message_id = self.message_id, error = %e, "a chat answer could not be made");
        // The user is told and the question given back; only when even that cannot be written
        // (the database is away) is the job tried again.
        let row = messages::Entity::find_by_id(self.message_id).one(&ctx.db).await.map_err(|e| -> JobError { e.to_string().into() })?;
        if let Some(row) = row {
            fail(&ctx, &row, failure::MODEL).await.map_err(|e| -> JobError { e.to_string().into() })?;
        }
        Ok(())
    }
}

pub async fn answer(ctx: &AppContext, message_id: i64) -> anyhow::Result<()> {
    let Some(row) = messages::Entity::find_by_id(message_id).one(&ctx.db).await? else { return Ok(()) };
    if row.status == status::ANSWERED || row.status == status::FAILED {
        return Ok(());
    }
    // A delivery after a crash starts the answer again.
    messages::Entity::update_many()
        .col_expr(messages::Column::Status, Expr::value(status::ANSWERING))
        .col_expr(messages::Column::Answer, Expr::value(""))
        .filter(messages::Column::Id.eq(message_id))
        .filter(messages::Column::Status.is_in([status::PENDING, status::ANSWERING]))
        .exec(&ctx.db)
        .await?;
    let settings = ChatSettings::of(ctx).map_err(|e| anyhow::anyhow!("{e:?}"))?;
    let lang = Lang::from_code(&row.lang).unwrap_or_default();
    let interval = row.interval.as_deref().and_then(interval_from_key).unwrap_or(BarInterval::Daily);
    let term = row.term.as_deref().and_then(Term::from_key);
    let ready = row.question_id.and_then(ReadyQuestion::from_id);
    let main = gather(ctx, row.stock_id, interval, term.unwrap_or(Term::Medium)).await?;
    let Some(mut main) = main.filter(|f| f.price().is_some()) else {
        return fail(ctx, &row, failure::NO_DATA).await;
    };
    let mut compare = match row.compare_stock_id {
        Some(id) => gather(ctx, id, interval, term.unwrap_or(Term::Medium)).await?,
        None => None,
    };
    let data_as_of = main.latest.map(|l| l.at).or_else(|| main.bars.last().map(|b| main.stock.market.session_on(b.date).1));
    let free = ready.is_none().then(|| asks(&row.question, 1 + usize::from(compare.is_some())));
    if free.is_some_and(|a| a.intent == Intent::Analysts) {
        for facts in std::iter::once(&mut main).chain(compare.as_mut()) {
            facts.coverage = crate::coverage::gather(ctx, row.user_id, facts.stock.id).await?;
        }
    }
    let data = data_block::block(&main, compare.as_ref(), interval, term, free);

    let Some(model_settings) = settings.model() else {
        let parts = paragraphs(&main, compare.as_ref(), Asked { ready, free, term: term.unwrap_or(Term::Medium), lang });
        // Paragraph by paragraph, as a model's answer arrives piece by piece.
        for written in 1..parts.len() {
            write_partial(ctx, message_id, &parts[..written].join("\n\n")).await?;
            tokio::time::sleep(Duration::from_millis(settings.paragraph_ms)).await;
        }
        return finish(ctx, message_id, &parts.join("\n\n"), "automatic", data_as_of).await;
    };
    let prompt = prompt_messages(lang, &data, &question_text(&row, lang), ready.is_some());
    messages::Entity::update_many()
        .col_expr(messages::Column::Prompt, Expr::value(serde_json::to_string(&prompt)?))
        .filter(messages::Column::Id.eq(message_id))
        .exec(&ctx.db)
        .await?;
    let attempts = model_settings.attempts.max(1);
    for attempt in 1..=attempts {
        match ask_streaming(ctx, message_id, model_settings, &prompt, settings.flush_ms).await {
            Ok(text) => return finish(ctx, message_id, &text, "model", data_as_of).await,
            Err(e) => {
                tracing::warn!(message_id, attempt, error = %e, "the model did not answer");
                if attempt < attempts {
                    tokio::time::sleep(Duration::from_millis(250 * u64::from(attempt))).await;
                    clear(ctx, message_id).await?;
                }
            }
        }
    }
    fail(ctx, &row, failure::MODEL).await
}

/// Streams from the model while writing the text so far every `flush_ms`.
async fn ask_streaming(
    ctx: &AppContext,
    message_id: i64,
    settings: &ModelSettings,
    prompt: &[PromptMessage],
    flush_ms: u64,
) -> anyhow::Result<String> {
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    let asking = async move {
        let on_delta = move |piece: &str| {
            let _ = tx.send(piece.to_owned());
        };
        model::stream_answer(settings, prompt, on_delta).await
    };
    let writing = async {
        let every = Duration::from_millis(flush_ms.max(5));
        let mut text = String::new();
        let mut written = 0usize;
        let mut next = Instant::now() + every;
        loop {
            tokio::select! {
                piece = rx.recv() => match piece {
                    Some(p) => text.push_str(&p),
                    None => break,
                },
                () = sleep_until(next), if text.len() > written => {
                    write_partial(ctx, message_id, &text).await?;
                    written = text.len();
                    next = Instant::now() + every;
                }
            }
            // The first piece goes out at once: the time to the first token matters most.
            if written == 0 && !text.is_empty() {
                write_partial(ctx, message_id, &text).await?;
                written = text.len();
                next = Instant::now() + every;
            }
        }
        anyhow::Ok(())
    };
    let (answer, written) = tokio::join!(asking, writing);
    written?;
    Ok(answer?)
}

async fn write_partial(ctx: &AppContext, message_id: i64, text: &str) -> anyhow::Result<()> {
    messages::Entity::update_many()
        .col_expr(messages::Column::Answer, Expr::value(text))
        .filter(messages::Column::Id.eq(message_id))
        .filter(messages::Column::Status.eq(status::ANSWERING))
        .exec(&ctx.db)
        .await?;
    crate::relay::written(message_id);
    Ok(())
}

async fn clear(ctx: &AppContext, message_id: i64) -> anyhow::Result<()> {
    write_partial(ctx, message_id, "").await
}

async fn finish(
    ctx: &AppContext,
    message_id: i64,
    text: &str,
    source: &str,
    data_as_of: Option<chrono::DateTime<Utc>>,
) -> anyhow::Result<()> {
    messages::Entity::update_many()
        .col_expr(messages::Column::Answer, Expr::value(text.trim()))
        .col_expr(messages::Column::Status, Expr::value(status::ANSWERED))
        .col_expr(messages::Column::Source, Expr::value(source))
        .col_expr(messages::Column::DataAsOf, Expr::value(data_as_of))
        .col_expr(messages::Column::AnsweredAt, Expr::value(Utc::now()))
        .filter(messages::Column::Id.eq(message_id))
        .filter(messages::Column::Status.eq(status::ANSWERING))
        .exec(&ctx.db)
        .await?;
    crate::relay::written(message_id);
    Ok(())
}

/// Fails the question and gives it back to the day's balance, once whatever the deliveries.
pub async fn fail(ctx: &AppContext, row: &messages::Model, reason: &str) -> anyhow::Result<()> {
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let failed = messages::Entity::update_many()
        .col_expr(messages::Column::Status, Expr::value(status::FAILED))
        .col_expr(messages::Column::FailureReason, Expr::value(reason))
        .col_expr(messages::Column::Answer, Expr::value(""))
        .col_expr(messages::Column::Refunded, Expr::value(row.spent_on.is_some()))
        .col_expr(messages::Column::AnsweredAt, Expr::value(Utc::now()))
        .filter(messages::Column::Id.eq(row.id))
        .filter(messages::Column::Status.is_in([status::PENDING, status::ANSWERING]))
        .exec(&txn)
        .await?;
    if failed.rows_affected == 1
        && let Some(day) = row.spent_on
    {
        refund(&txn, row.user_id, day).await.map_err(|e| anyhow::anyhow!("{e:?}"))?;
    }
    txn.commit().await?;
    crate::relay::written(row.id);
    Ok(())
}
