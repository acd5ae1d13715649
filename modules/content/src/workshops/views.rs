//! What the workshop API answers and takes.

use chrono::{DateTime, Utc};
use platform::Lang;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::entities::workshops;

/// A workshop as users see it.
#[derive(Debug, Serialize, ToSchema)]
pub struct WorkshopView {
    pub id: i64,
    /// In the request's language.
    pub title: String,
    pub description: String,
    pub location: String,
    pub starts_at: DateTime<Utc>,
    pub duration_minutes: i32,
    pub seats: i32,
    pub seats_left: i32,
    /// Whether the signed-in user has a seat (false for guests).
    pub booked_by_me: bool,
    pub cancelled: bool,
}

impl WorkshopView {
    pub fn of(w: &workshops::Model, lang: Lang, booked_by_me: bool) -> Self {
        let (title, description, location) = match lang {
            Lang::Ar => (&w.title_ar, &w.description_ar, &w.location_ar),
            Lang::En => (&w.title_en, &w.description_en, &w.location_en),
        };
        Self {
            id: w.id,
            title: title.clone(),
            description: description.clone(),
            location: location.clone(),
            starts_at: w.starts_at,
            duration_minutes: w.duration_minutes,
            seats: w.seats,
            seats_left: (w.seats - w.booked).max(0),
            booked_by_me,
            cancelled: w.cancelled,
        }
    }
}

/// A workshop with both languages, for staff.
#[derive(Debug, Serialize, ToSchema)]
pub struct StaffWorkshopView {
    pub id: i64,
    pub title_ar: String,
    pub title_en: String,
    pub description_ar: String,
    pub description_en: String,
    pub location_ar: String,
    pub location_en: String,
    pub starts_at: DateTime<Utc>,
    pub duration_minutes: i32,
    pub seats: i32,
    pub booked: i32,
    pub cancelled: bool,
}

impl From<workshops::Model> for StaffWorkshopView {
    fn from(w: workshops::Model) -> Self {
        Self {
            id: w.id,
            title_ar: w.title_ar,
            title_en: w.title_en,
            description_ar: w.description_ar,
            description_en: w.description_en,
            location_ar: w.location_ar,
            location_en: w.location_en,
            starts_at: w.starts_at,
            duration_minutes: w.duration_minutes,
            seats: w.seats,
            booked: w.booked,
            cancelled: w.cancelled,
        }
    }
}

/// Who booked a seat.
#[derive(Debug, Serialize, ToSchema)]
pub struct WorkshopBookingView {
    pub user_id: i64,
    pub name: String,
    pub email: String,
    pub phone: Option<String>,
    pub booked_at: DateTime<Utc>,
}

/// What staff set for a workshop.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct WorkshopForm {
    #[schema(max_length = 200)]
    pub title_ar: Option<String>,
    #[schema(max_length = 200)]
    pub title_en: Option<String>,
    #[schema(max_length = 5000)]
    pub description_ar: Option<String>,
    #[schema(max_length = 5000)]
    pub description_en: Option<String>,
    #[schema(max_length = 200)]
    pub location_ar: Option<String>,
    #[schema(max_length = 200)]
    pub location_en: Option<String>,
    /// In the future.
    pub starts_at: Option<DateTime<Utc>>,
    /// 15 to 1440.
    pub duration_minutes: Option<i32>,
    /// 1 to 10000, never fewer than those booked.
    pub seats: Option<i32>,
}
