//! What the API answers and takes.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A stock an article names.
#[derive(Debug, Serialize, ToSchema)]
pub struct NewsStock {
    pub id: i64,
    pub symbol: String,
    /// In the request's language.
    pub name: String,
}

/// A news article.
#[derive(Debug, Serialize, ToSchema)]
pub struct NewsView {
    pub id: i64,
    /// ar | en: the language it is written in.
    pub language: String,
    pub title: String,
    pub summary: String,
    pub body: String,
    /// The original article, for imported ones.
    pub link: Option<String>,
    /// The feed's name; empty for Eva's own articles.
    pub source: String,
    pub published_at: DateTime<Utc>,
    pub stocks: Vec<NewsStock>,
}

/// An article staff write or correct.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewsForm {
    /// ar | en.
    pub language: Option<String>,
    #[schema(max_length = 300)]
    pub title: Option<String>,
    #[schema(max_length = 1000)]
    pub summary: Option<String>,
    #[schema(max_length = 20000)]
    pub body: Option<String>,
    /// https://… (optional).
    pub link: Option<String>,
    /// When it was published; now when absent.
    pub published_at: Option<DateTime<Utc>>,
}

/// A financial research document.
#[derive(Debug, Serialize, ToSchema)]
pub struct ResearchView {
    pub id: i64,
    /// In the request's language (the other one when it has none).
    pub title: String,
    pub summary: String,
    pub title_ar: String,
    pub title_en: String,
    pub summary_ar: String,
    pub summary_en: String,
    /// The languages its PDF can be read in: "ar", "en".
    pub languages: Vec<String>,
    pub pages_ar: Option<i32>,
    pub pages_en: Option<i32>,
    pub published_at: DateTime<Utc>,
}
