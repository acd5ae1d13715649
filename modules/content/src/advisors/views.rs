//! What the advisors API answers and takes.

use chrono::{DateTime, NaiveDate, Utc};
use platform::Lang;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::licence::LicenceType;
use crate::entities::advisors;

/// An advisor on the advisors page.
#[derive(Debug, Serialize, ToSchema)]
pub struct AdvisorView {
    pub id: i64,
    /// In the request's language.
    pub name: String,
    pub title: String,
    pub bio: String,
    pub licence_number: String,
    pub licence_type: LicenceType,
    /// The licence's kind, in the request's language.
    pub licence_type_name: String,
    pub licence_expires_on: Option<NaiveDate>,
}

impl AdvisorView {
    pub fn of(a: &advisors::Model, lang: Lang) -> Self {
        let (name, title, bio) = match lang {
            Lang::Ar => (&a.name_ar, &a.title_ar, &a.bio_ar),
            Lang::En => (&a.name_en, &a.title_en, &a.bio_en),
        };
        Self {
            id: a.id,
            name: name.clone(),
            title: title.clone(),
            bio: bio.clone(),
            licence_number: a.licence_number.clone(),
            licence_type: LicenceType::of_key(&a.licence_type),
            licence_type_name: LicenceType::of_key(&a.licence_type).name(lang).to_owned(),
            licence_expires_on: a.licence_expires_on,
        }
    }
}

/// An advisor with both languages, for staff.
#[derive(Debug, Serialize, ToSchema)]
pub struct StaffAdvisorView {
    pub id: i64,
    pub name_ar: String,
    pub name_en: String,
    pub title_ar: String,
    pub title_en: String,
    pub bio_ar: String,
    pub bio_en: String,
    pub licence_number: String,
    pub licence_type: LicenceType,
    pub licence_expires_on: Option<NaiveDate>,
    pub position: i32,
    pub hidden: bool,
    pub updated_at: DateTime<Utc>,
}

impl From<advisors::Model> for StaffAdvisorView {
    fn from(a: advisors::Model) -> Self {
        Self {
            id: a.id,
            name_ar: a.name_ar,
            name_en: a.name_en,
            title_ar: a.title_ar,
            title_en: a.title_en,
            bio_ar: a.bio_ar,
            bio_en: a.bio_en,
            licence_number: a.licence_number,
            licence_type: LicenceType::of_key(&a.licence_type),
            licence_expires_on: a.licence_expires_on,
            position: a.position,
            hidden: a.hidden,
            updated_at: a.updated_at,
        }
    }
}

/// What staff set for an advisor.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AdvisorForm {
    #[schema(max_length = 120)]
    pub name_ar: Option<String>,
    #[schema(max_length = 120)]
    pub name_en: Option<String>,
    #[schema(max_length = 200)]
    pub title_ar: Option<String>,
    #[schema(max_length = 200)]
    pub title_en: Option<String>,
    #[schema(max_length = 2000)]
    pub bio_ar: Option<String>,
    #[schema(max_length = 2000)]
    pub bio_en: Option<String>,
    /// The Capital Market Authority's licence or registration number.
    #[schema(max_length = 60)]
    pub licence_number: Option<String>,
    pub licence_type: Option<LicenceType>,
    pub licence_expires_on: Option<NaiveDate>,
    /// Lower first; the end of the list when absent.
    pub position: Option<i32>,
    /// Kept but not shown. Default false.
    pub hidden: Option<bool>,
}
