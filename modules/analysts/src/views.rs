//! What the web app reads about applications.

use crate::review::ApplicationState;
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::{application_transitions, applications};

/// The review takes 4 to 7 days (spec §4).
pub const REVIEW_DAYS_MIN: u8 = 4;
pub const REVIEW_DAYS_MAX: u8 = 7;

#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicationView {
    pub id: i64,
    pub state: ApplicationState,
    pub full_name: String,
    pub display_name: String,
    pub phone: String,
    pub x_account: String,
    /// 1-2, 3-4, 5-10 or 10+.
    pub experience_years: String,
    /// saudi, us or all.
    pub markets: String,
    /// technical or financial.
    pub analysis_type: String,
    /// day, week or month.
    pub trader_type: String,
    pub timeframes: String,
    pub about: String,
    /// Why staff rejected it; set only when rejected.
    pub rejection_reason: Option<String>,
    pub created_at: DateTime<Utc>,
    pub decided_at: Option<DateTime<Utc>>,
}

impl From<applications::Model> for ApplicationView {
    fn from(a: applications::Model) -> Self {
        Self {
            id: a.id,
            state: a.state,
            full_name: a.full_name,
            display_name: a.display_name,
            phone: a.phone,
            x_account: a.x_account,
            experience_years: a.experience_years,
            markets: a.markets,
            analysis_type: a.analysis_type,
            trader_type: a.trader_type,
            timeframes: a.timeframes,
            about: a.about,
            rejection_reason: a.rejection_reason,
            created_at: a.created_at,
            decided_at: a.decided_at,
        }
    }
}

/// The signed-in user's standing: their latest application, and whether they may send one now.
#[derive(Debug, Serialize, ToSchema)]
pub struct MyApplicationView {
    /// The latest application; null when they never applied.
    pub application: Option<ApplicationView>,
    /// False for analysts and staff, and while an application awaits a decision.
    pub can_apply: bool,
    pub review_days_min: u8,
    pub review_days_max: u8,
}

/// One row of the staff list.
#[derive(Debug, Serialize, ToSchema)]
pub struct StaffApplicationRow {
    pub id: i64,
    pub user_id: i64,
    pub user_email: String,
    pub state: ApplicationState,
    pub full_name: String,
    pub display_name: String,
    pub markets: String,
    pub experience_years: String,
    pub created_at: DateTime<Utc>,
    pub decided_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicationTransitionView {
    pub from_state: Option<String>,
    pub to_state: String,
    /// user:ID or staff:ID.
    pub actor: String,
    /// The rejection reason; empty otherwise.
    pub detail: String,
    pub at: DateTime<Utc>,
}

impl From<application_transitions::Model> for ApplicationTransitionView {
    fn from(t: application_transitions::Model) -> Self {
        Self { from_state: t.from_state, to_state: t.to_state, actor: t.actor, detail: t.detail, at: t.at }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicationCertificateView {
    /// application/pdf, image/png or image/jpeg.
    pub content_type: String,
    pub size: i64,
    /// Staff only, with the bearer token.
    pub url: String,
}

/// One application as staff review it.
#[derive(Debug, Serialize, ToSchema)]
pub struct StaffApplicationDetail {
    pub application: ApplicationView,
    pub user_id: i64,
    pub user_email: String,
    pub user_name: String,
    pub certificate: ApplicationCertificateView,
    /// Oldest first.
    pub transitions: Vec<ApplicationTransitionView>,
}
