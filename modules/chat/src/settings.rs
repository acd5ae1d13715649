//! The chat module's settings: `[module.chat]` in eva.toml or `EVA_MODULE__CHAT__...`.

use platform::settings::Secret;
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(default)]
pub struct ChatSettings {
    /// Questions a free user may ask per Riyadh day (DECISIONS 1).
    pub daily_free_questions: i32,
    /// How long the one trial of an account gives plan-level chat.
    pub trial_days: i64,
    /// Fair use under a plan or trial: questions per Riyadh day before 429 (abuse protection).
    pub fair_use_daily: i32,
    /// How often a streaming answer is written for readers in other processes, milliseconds.
    pub flush_ms: u64,
    /// How often an open answer stream looks for more text, milliseconds.
    pub stream_poll_ms: u64,
    /// The pause between the offline analyst's paragraphs as they stream, milliseconds: an answer
    /// reads as it is written, like a model's.
    pub paragraph_ms: u64,
    /// The model; without one the offline analyst answers.
    pub model: Option<ModelSettings>,
}

impl Default for ChatSettings {
    fn default() -> Self {
        Self {
            daily_free_questions: 3,
            trial_days: 3,
            fair_use_daily: 200,
            flush_ms: 40,
            stream_poll_ms: 40,
            paragraph_ms: 250,
            model: None,
        }
    }
}

/// Any OpenAI-compatible endpoint: OpenAI, Azure OpenAI's compatible route, Ollama, vLLM.
#[derive(Debug, Clone, Deserialize)]
#[serde(default)]
pub struct ModelSettings {
    /// e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`.
    pub base_url: String,
    pub api_key: Secret,
    pub model: String,
    /// Longest wait for the first piece of the answer, seconds.
    pub first_token_timeout_secs: u64,
    /// Longest silence between two pieces, and longest whole answer, seconds.
    pub idle_timeout_secs: u64,
    pub total_timeout_secs: u64,
    /// Tries against the model before the question fails and is given back.
    pub attempts: u32,
    pub temperature: f32,
    pub max_tokens: u32,
}

impl Default for ModelSettings {
    fn default() -> Self {
        Self {
            base_url: "https://api.openai.com/v1".into(),
            api_key: Secret::default(),
            model: "gpt-4o-mini".into(),
            first_token_timeout_secs: 30,
            idle_timeout_secs: 30,
            total_timeout_secs: 120,
            attempts: 3,
            temperature: 0.2,
            max_tokens: 900,
        }
    }
}

impl ChatSettings {
    pub fn of(ctx: &platform::AppContext) -> platform::ApiResult<Self> {
        ctx.settings.module_config("chat").map_err(platform::ApiError::internal)
    }

    /// The model, when one is configured with a base URL and a model name.
    pub fn model(&self) -> Option<&ModelSettings> {
        self.model.as_ref().filter(|m| !m.base_url.trim().is_empty() && !m.model.trim().is_empty())
    }
}
