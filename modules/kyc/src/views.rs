//! What the KYC API answers.

use crate::state::KycStatus;
use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::{kyc_identity_checks, kyc_records, kyc_transitions};
use crate::national_id::masked;
use crate::risk::RiskProfile;
use crate::vault::Vault;

/// The user's own verification.
#[derive(Debug, Serialize, ToSchema)]
pub struct KycView {
    /// none (never started), awaiting_agreement, in_review, verified, rejected or erased (the user
    /// deleted their data; they may verify again).
    pub status: KycStatus,
    /// saudi or foreign, once a form was sent.
    pub path: Option<String>,
    /// The identity number's last four digits.
    pub identity_masked: Option<String>,
    pub nationality: Option<String>,
    pub risk_profile: Option<RiskProfile>,
    /// 0 to 24 (see the README, "KYC").
    pub risk_score: Option<i32>,
    pub profiled_at: Option<DateTime<Utc>>,
    pub agreed_at: Option<DateTime<Utc>>,
    pub verified_at: Option<DateTime<Utc>>,
    /// Why staff rejected the request; the user may send again.
    pub reject_reason: Option<String>,
    pub submitted_at: Option<DateTime<Utc>>,
    /// When the user deleted their KYC data (status erased).
    pub erased_at: Option<DateTime<Utc>>,
}

impl KycView {
    pub fn none() -> Self {
        Self {
            status: KycStatus::None,
            path: None,
            identity_masked: None,
            nationality: None,
            risk_profile: None,
            risk_score: None,
            profiled_at: None,
            agreed_at: None,
            verified_at: None,
            reject_reason: None,
            submitted_at: None,
            erased_at: None,
        }
    }

    pub fn of(r: &kyc_records::Model, vault: &Vault) -> Self {
        Self {
            status: r.status,
            path: Some(r.path.clone()),
            identity_masked: crate::personal::identity_number(r, vault).map(|n| masked(&n)),
            nationality: r.nationality.clone(),
            risk_profile: r.risk_profile.as_deref().and_then(RiskProfile::from_code),
            risk_score: r.risk_score,
            profiled_at: r.profiled_at,
            agreed_at: r.agreed_at,
            verified_at: r.verified_at,
            reject_reason: r.reject_reason.clone(),
            submitted_at: Some(r.created_at),
            erased_at: (r.status == KycStatus::Erased).then_some(r.updated_at),
        }
    }
}

/// A request to the identity provider.
#[derive(Debug, Serialize, ToSchema)]
pub struct IdentityCheckView {
    pub id: i64,
    /// waiting, completed, rejected or expired.
    pub status: String,
    /// The number to pick in the Nafath app.
    pub random: String,
    pub expires_at: DateTime<Utc>,
    pub identity_masked: String,
}

impl IdentityCheckView {
    pub fn of(c: &kyc_identity_checks::Model, vault: &Vault) -> Self {
        let number = vault.open(&crate::purpose::check(c.user_id), &c.identity_sealed).unwrap_or_default();
        Self { id: c.id, status: c.status.clone(), random: c.random.clone(), expires_at: c.expires_at, identity_masked: masked(&number) }
    }
}

/// A verification in the staff list.
#[derive(Debug, Serialize, ToSchema)]
pub struct StaffKycRow {
    pub id: i64,
    pub user_id: i64,
    pub user_email: String,
    pub user_name: String,
    pub path: String,
    pub status: KycStatus,
    pub nationality: Option<String>,
    pub risk_profile: Option<RiskProfile>,
    pub submitted_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// One answer of the Saudi form, with its names.
#[derive(Debug, Serialize, ToSchema)]
pub struct AnswerView {
    /// bank, social_status, net_savings, family_members, annual_income, investment_objective, or a
    /// risk question's code.
    pub field: String,
    pub code: String,
    pub name_ar: String,
    pub name_en: String,
}

/// One move of a verification.
#[derive(Debug, Serialize, ToSchema)]
pub struct KycTransitionView {
    pub from_status: Option<String>,
    pub to_status: String,
    pub actor: String,
    pub detail: String,
    pub at: DateTime<Utc>,
}

impl From<kyc_transitions::Model> for KycTransitionView {
    fn from(t: kyc_transitions::Model) -> Self {
        Self { from_status: t.from_state, to_status: t.to_state, actor: t.actor, detail: t.detail, at: t.at }
    }
}

/// Everything staff need to decide, personal data opened.
#[derive(Debug, Serialize, ToSchema)]
pub struct StaffKycDetail {
    pub row: StaffKycRow,
    /// Saudi path.
    pub identity_number: Option<String>,
    pub birth_date: Option<NaiveDate>,
    /// The calendar the user gave the date in.
    pub birth_calendar: Option<String>,
    pub answers: Vec<AnswerView>,
    /// The six risk questions' answers, in order.
    pub risk_answers: Vec<bool>,
    pub risk_score: Option<i32>,
    pub profiled_at: Option<DateTime<Utc>>,
    pub agreed_at: Option<DateTime<Utc>>,
    /// Non-Saudi path.
    pub full_name: Option<String>,
    pub has_passport: bool,
    pub reject_reason: Option<String>,
    pub reviewed_at: Option<DateTime<Utc>>,
    pub transitions: Vec<KycTransitionView>,
    /// Who of staff opened the record or its photo, newest first (the last 50).
    pub readings: Vec<KycReadingView>,
}

/// Staff opened a verification (`record`) or its passport photo (`passport`).
#[derive(Debug, Serialize, ToSchema)]
pub struct KycReadingView {
    pub staff_id: i64,
    pub staff_email: String,
    pub what: String,
    pub at: DateTime<Utc>,
}

/// Everything Eva keeps of the user's verification, opened, for them to download (Personal Data
/// Protection Law: the right of access).
#[derive(Debug, Serialize, ToSchema)]
pub struct KycExport {
    pub exported_at: DateTime<Utc>,
    pub status: KycStatus,
    pub path: String,
    pub identity_number: Option<String>,
    pub birth_date: Option<NaiveDate>,
    pub birth_calendar: Option<String>,
    pub answers: Vec<AnswerView>,
    pub risk_profile: Option<RiskProfile>,
    pub risk_score: Option<i32>,
    pub profiled_at: Option<DateTime<Utc>>,
    pub agreed_at: Option<DateTime<Utc>>,
    pub verified_at: Option<DateTime<Utc>>,
    pub full_name: Option<String>,
    pub nationality: Option<String>,
    /// The photo downloads from `GET /api/kyc/passport`.
    pub has_passport: bool,
    pub reject_reason: Option<String>,
    pub submitted_at: DateTime<Utc>,
    pub transitions: Vec<KycTransitionView>,
}
