//! Outgoing email: SMTP when configured, otherwise `.eml` files under `data/mail` so the embedded
//! default needs no mail server. Modules render their texts and enqueue [`SendEmail`].

use std::path::Path;

use lettre::message::{Mailbox, MultiPart};
use lettre::transport::smtp::AsyncSmtpTransport;
use lettre::{AsyncFileTransport, AsyncTransport, Message as Email, Tokio1Executor};
use sea_orm::{EntityTrait, Set, TryInsertResult};
use serde::{Deserialize, Serialize};

use crate::AppContext;
use crate::entities::email_deliveries;
use crate::jobs::{Job, JobError};

#[derive(Debug, thiserror::Error)]
pub enum MailError {
    #[error("invalid mail setting: {0}")]
    Config(String),
    #[error("invalid address {0}")]
    Address(String),
    #[error("could not send: {0}")]
    Send(String),
}

#[derive(Clone)]
enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    File(AsyncFileTransport<Tokio1Executor>),
}

#[derive(Clone)]
pub struct Mailer {
    transport: Transport,
    from: Mailbox,
}

impl std::fmt::Debug for Mailer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kind = match self.transport {
            Transport::Smtp(_) => "smtp",
            Transport::File(_) => "file",
        };
        f.debug_struct("Mailer").field("transport", &kind).field("from", &self.from.to_string()).finish()
    }
}

impl Mailer {
    pub fn new(smtp_url: Option<&str>, mail_dir: &Path, from: &str) -> Result<Self, MailError> {
        let from: Mailbox = from.parse().map_err(|_| MailError::Address(from.to_owned()))?;
        let transport = match smtp_url {
            Some(url) => {
                Transport::Smtp(AsyncSmtpTransport::<Tokio1Executor>::from_url(url).map_err(|e| MailError::Config(e.to_string()))?.build())
            }
            None => {
                std::fs::create_dir_all(mail_dir).map_err(|e| MailError::Config(e.to_string()))?;
                Transport::File(AsyncFileTransport::new(mail_dir))
            }
        };
        Ok(Self { transport, from })
    }

    pub async fn send(&self, to: &str, subject: &str, html: &str, text: &str) -> Result<(), MailError> {
        let to: Mailbox = to.parse().map_err(|_| MailError::Address(to.to_owned()))?;
        let email = Email::builder()
            .from(self.from.clone())
            .to(to)
            .subject(subject)
            .multipart(MultiPart::alternative_plain_html(text.to_owned(), html.to_owned()))
            .map_err(|e| MailError::Send(e.to_string()))?;
        match &self.transport {
            Transport::Smtp(t) => t.send(email).await.map(drop).map_err(|e| MailError::Send(e.to_string())),
            Transport::File(t) => t.send(email).await.map(drop).map_err(|e| MailError::Send(e.to_string())),
        }
    }
}

/// Sends one rendered email. `key` makes it idempotent: a retried job does not send twice.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SendEmail {
    pub key: String,
    pub to: String,
    pub subject: String,
    pub html: String,
    pub text: String,
}

impl Job for SendEmail {
    const QUEUE: &'static str = "send_email";
    const MAX_ATTEMPTS: usize = 5;

    async fn run(self, ctx: AppContext) -> Result<(), JobError> {
        // Claim the key before sending: a second run that starts while the first is still talking
        // to the mail server finds the claim and stops. A failed send gives the claim back so the
        // retry can send; only a crash between the claim and the hand-over loses the email.
        let claim = email_deliveries::ActiveModel { key: Set(self.key.clone()), sent_at: Set(chrono::Utc::now()) };
        let claimed = email_deliveries::Entity::insert(claim)
            .on_conflict_do_nothing_on([email_deliveries::Column::Key])
            .exec_without_returning(&ctx.db)
            .await?;
        if !matches!(claimed, TryInsertResult::Inserted(1)) {
            tracing::info!(key = %self.key, "email already sent");
            return Ok(());
        }
        if let Err(error) = ctx.mailer.send(&self.to, &self.subject, &self.html, &self.text).await {
            email_deliveries::Entity::delete_by_id(self.key.clone()).exec(&ctx.db).await?;
            return Err(error.into());
        }
        Ok(())
    }
}
