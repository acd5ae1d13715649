//! What the feedback API answers and takes.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::entities::feedback;

/// A visitor's message about the site.
#[derive(Debug, Deserialize, ToSchema)]
pub struct SiteFeedbackForm {
    #[schema(max_length = 120)]
    pub name: Option<String>,
    pub email: Option<String>,
    /// 10 to 2000 characters, at most two links.
    #[schema(max_length = 2000)]
    pub message: Option<String>,
    /// Left empty by people; a robot that fills it is thanked and ignored.
    pub website: Option<String>,
}

/// A client's testimonial.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TestimonialForm {
    #[schema(max_length = 2000)]
    pub message: Option<String>,
    /// 1 to 5.
    pub rating: Option<i16>,
}

/// What was received.
#[derive(Debug, Serialize, ToSchema)]
pub struct FeedbackReceived {
    pub received: bool,
    /// new: staff read it (and approve testimonials before they show).
    pub status: String,
}

/// An approved testimonial.
#[derive(Debug, Serialize, ToSchema)]
pub struct TestimonialView {
    pub id: i64,
    pub name: String,
    pub message: String,
    pub rating: Option<i16>,
    pub created_at: DateTime<Utc>,
}

/// Feedback as staff review it.
#[derive(Debug, Serialize, ToSchema)]
pub struct StaffFeedbackView {
    pub id: i64,
    /// site | testimonial.
    pub kind: String,
    pub user_id: Option<i64>,
    pub name: String,
    pub email: String,
    pub message: String,
    pub rating: Option<i16>,
    /// new | read | approved | rejected.
    pub status: String,
    pub reviewed_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

impl From<feedback::Model> for StaffFeedbackView {
    fn from(f: feedback::Model) -> Self {
        Self {
            id: f.id,
            kind: f.kind,
            user_id: f.user_id,
            name: f.name,
            email: f.email,
            message: f.message,
            rating: f.rating,
            status: f.status,
            reviewed_at: f.reviewed_at,
            created_at: f.created_at,
        }
    }
}
