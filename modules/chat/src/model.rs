//! Asking an OpenAI-compatible endpoint through async-openai, streaming: each piece of the
//! answer goes to `on_delta` as it arrives. Waits are bounded (first piece, silence between
//! pieces, whole answer); the caller retries.

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};
use std::time::Duration;

use async_openai::Client;
use async_openai::config::OpenAIConfig;
use async_openai::types::chat::{
    ChatCompletionRequestMessage, ChatCompletionRequestSystemMessage, ChatCompletionRequestUserMessage, CreateChatCompletionRequestArgs,
};
use futures_util::StreamExt;
use tokio::time::{Instant, timeout};

use crate::prompt::PromptMessage;
use crate::settings::ModelSettings;

#[derive(Debug, thiserror::Error)]
pub enum ModelError {
    #[error("the model did not start answering within {0} s")]
    FirstTokenTimeout(u64),
    #[error("the model went silent for {0} s")]
    IdleTimeout(u64),
    #[error("the answer took longer than {0} s")]
    TotalTimeout(u64),
    #[error("the model answered nothing")]
    Empty,
    #[error("the model failed: {0}")]
    Api(String),
}

/// One client per endpoint and key, kept: building one sets up TLS and a connection pool.
pub fn client(settings: &ModelSettings) -> Client<OpenAIConfig> {
    type Clients = HashMap<(String, String), Client<OpenAIConfig>>;
    static CLIENTS: LazyLock<Mutex<Clients>> = LazyLock::new(Mutex::default);
    let base = settings.base_url.trim_end_matches('/').to_owned();
    let key = (base.clone(), settings.api_key.expose().to_owned());
    platform::tls::install_crypto_provider();
    let mut clients = CLIENTS.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    clients
        .entry(key)
        .or_insert_with(|| Client::with_config(OpenAIConfig::new().with_api_base(base).with_api_key(settings.api_key.expose())))
        .clone()
}

fn to_request_message(m: &PromptMessage) -> ChatCompletionRequestMessage {
    match m.role {
        "system" => ChatCompletionRequestMessage::System(ChatCompletionRequestSystemMessage::from(m.content.as_str())),
        _ => ChatCompletionRequestMessage::User(ChatCompletionRequestUserMessage::from(m.content.as_str())),
    }
}

/// Streams one answer; returns the whole text.
pub async fn stream_answer(
    settings: &ModelSettings,
    messages: &[PromptMessage],
    mut on_delta: impl FnMut(&str) + Send,
) -> Result<String, ModelError> {
    let request = CreateChatCompletionRequestArgs::default()
        .model(settings.model.clone())
        .messages(messages.iter().map(to_request_message).collect::<Vec<_>>())
        .temperature(settings.temperature)
        .max_completion_tokens(settings.max_tokens)
        .stream(true)
        .build()
        .map_err(|e| ModelError::Api(e.to_string()))?;
    let client = client(settings);
    let started = Instant::now();
    let total = Duration::from_secs(settings.total_timeout_secs.max(1));
    let first = Duration::from_secs(settings.first_token_timeout_secs.max(1));
    let idle = Duration::from_secs(settings.idle_timeout_secs.max(1));

    let mut stream = timeout(first, client.chat().create_stream(request))
        .await
        .map_err(|_| ModelError::FirstTokenTimeout(first.as_secs()))?
        .map_err(|e| ModelError::Api(e.to_string()))?;
    let mut text = String::new();
    loop {
        let wait = if text.is_empty() { first } else { idle };
        let left = total.saturating_sub(started.elapsed());
        if left.is_zero() {
            return Err(ModelError::TotalTimeout(total.as_secs()));
        }
        let next = match timeout(wait.min(left), stream.next()).await {
            Ok(next) => next,
            Err(_) if left <= wait => return Err(ModelError::TotalTimeout(total.as_secs())),
            Err(_) if text.is_empty() => return Err(ModelError::FirstTokenTimeout(first.as_secs())),
            Err(_) => return Err(ModelError::IdleTimeout(idle.as_secs())),
        };
        let Some(chunk) = next else { break };
        let chunk = chunk.map_err(|e| ModelError::Api(e.to_string()))?;
        for choice in chunk.choices.iter().filter(|c| c.index == 0) {
            if let Some(piece) = choice.delta.content.as_deref().filter(|p| !p.is_empty()) {
                text.push_str(piece);
                on_delta(piece);
            }
        }
    }
    if text.trim().is_empty() {
        return Err(ModelError::Empty);
    }
    Ok(text)
}
