use crate::state::KycStatus;
use actix_web::{post, web};
use chrono::Utc;
use platform::auth::SignedIn;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, Set, SqlErr, TryIntoModel};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::answers::{FIELDS, Stored};
use crate::birth_date::{BirthDateError, Calendar, to_gregorian};
use crate::entities::{kyc_identity_checks, kyc_records};
use crate::messages::{
    ACKNOWLEDGEMENT_REQUIRED, BIRTH_DATE_INVALID, HIJRI_OUTSIDE_TABLES, IDENTITY_INVALID, IDENTITY_NOT_CONFIRMED, IDENTITY_TAKEN, TOO_YOUNG,
};
use crate::provider::CheckStatus;
use crate::views::KycView;
use crate::{national_id, options, purpose, state};

/// The Saudi path's form (spec §3 "KYC"). The identity number must be the one just confirmed
/// through `POST /api/call_ap_web`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct SaudiKycForm {
    pub identity_number: Option<String>,
    /// gregorian or hijri (Umm al-Qura), as the date is written on the ID card.
    pub birth_calendar: Option<String>,
    pub birth_year: Option<i32>,
    pub birth_month: Option<i32>,
    pub birth_day: Option<i32>,
    /// Codes from `GET /api/kycValues`.
    pub bank: Option<String>,
    pub social_status: Option<String>,
    pub net_savings: Option<String>,
    pub family_members: Option<String>,
    pub annual_income: Option<String>,
    pub investment_objective: Option<String>,
    /// The six risk-awareness questions answered yes (true) or no, in their order.
    pub risk_answers: Option<Vec<bool>>,
    /// The acknowledgement under the questions.
    pub acknowledgement: Option<bool>,
}

impl SaudiKycForm {
    fn choice(&self, field: &str) -> Option<&str> {
        let value = match field {
            "bank" => &self.bank,
            "social_status" => &self.social_status,
            "net_savings" => &self.net_savings,
            "family_members" => &self.family_members,
            "annual_income" => &self.annual_income,
            _ => &self.investment_objective,
        };
        value.as_deref().map(str::trim).filter(|v| !v.is_empty())
    }
}

/// What a checked form gives.
#[derive(Debug)]
struct Checked {
    number: String,
    calendar: Calendar,
    birth: chrono::NaiveDate,
    answers: Stored,
}

/// Every field is required ('Please fill in all fields', each missing field named); then each
/// is checked on its own.
fn check(form: &SaudiKycForm, today: chrono::NaiveDate) -> ApiResult<Checked> {
    let mut missing = Vec::new();
    let number = form.identity_number.as_deref().map(str::trim).filter(|v| !v.is_empty());
    let mut need = |field: &'static str, present: bool| {
        if !present {
            missing.push(field);
        }
    };
    need("identity_number", number.is_some());
    need("birth_calendar", form.birth_calendar.as_deref().is_some_and(|c| !c.trim().is_empty()));
    need("birth_year", form.birth_year.is_some());
    need("birth_month", form.birth_month.is_some());
    need("birth_day", form.birth_day.is_some());
    for (field, _) in FIELDS {
        need(field, form.choice(field).is_some());
    }
    need("risk_answers", form.risk_answers.as_ref().is_some_and(|a| a.len() == options::RISK_QUESTIONS.len()));
    need("acknowledgement", form.acknowledgement.is_some());
    if !missing.is_empty() {
        return Err(missing
            .into_iter()
            .fold(ApiError::unprocessable(messages::FILL_ALL_FIELDS), |e, f| e.and_field(f, messages::FIELD_REQUIRED)));
    }
    let (Some(number), Some(calendar), Some(year), Some(month), Some(day), Some(risk), Some(ack)) = (
        number,
        form.birth_calendar.as_deref(),
        form.birth_year,
        form.birth_month,
        form.birth_day,
        form.risk_answers.as_ref(),
        form.acknowledgement,
    ) else {
        return Err(ApiError::unprocessable(messages::FILL_ALL_FIELDS));
    };
    let mut error: Option<ApiError> = None;
    let mut fail = |field: &str, message| {
        error = Some(match error.take() {
            Some(e) => e.and_field(field, message),
            None => ApiError::field(field, message),
        });
    };
    let parsed = national_id::parse(number);
    if parsed.is_none() {
        fail("identity_number", IDENTITY_INVALID);
    }
    let calendar = match calendar.trim() {
        "gregorian" => Some(Calendar::Gregorian),
        "hijri" => Some(Calendar::Hijri),
        _ => None,
    };
    if calendar.is_none() {
        fail("birth_calendar", messages::FIELD_UNKNOWN_VALUE);
    }
    let birth = calendar.and_then(|c| {
        let (Ok(m), Ok(d)) = (u8::try_from(month), u8::try_from(day)) else {
            fail("birth_date", BIRTH_DATE_INVALID);
            return None;
        };
        match to_gregorian(c, year, m, d, today) {
            Ok(date) => Some(date),
            Err(BirthDateError::TooYoung) => {
                fail("birth_date", TOO_YOUNG);
                None
            }
            Err(BirthDateError::HijriOutsideTables) => {
                fail("birth_date", HIJRI_OUTSIDE_TABLES);
                None
            }
            Err(BirthDateError::NoSuchDay | BirthDateError::Implausible) => {
                fail("birth_date", BIRTH_DATE_INVALID);
                None
            }
        }
    });
    for (field, list) in FIELDS {
        if form.choice(field).and_then(|code| options::find(list, code)).is_none() {
            fail(field, messages::FIELD_UNKNOWN_VALUE);
        }
    }
    if !ack {
        fail("acknowledgement", ACKNOWLEDGEMENT_REQUIRED);
    }
    if let Some(e) = error {
        return Err(e);
    }
    let (Some((number, _)), Some(calendar), Some(birth)) = (parsed, calendar, birth) else {
        return Err(ApiError::unprocessable(messages::INVALID_DATA));
    };
    let code = |f: &str| form.choice(f).unwrap_or_default().to_owned();
    let mut risk_answers = [false; 6];
    risk_answers.copy_from_slice(&risk[..6]);
    let answers = Stored {
        bank: code("bank"),
        social_status: code("social_status"),
        net_savings: code("net_savings"),
        family_members: code("family_members"),
        annual_income: code("annual_income"),
        investment_objective: code("investment_objective"),
        risk_answers,
        acknowledged: true,
    };
    Ok(Checked { number, calendar, birth, answers })
}

/// Sends the Saudi path's form: the answers give the risk profile, and the user goes on to the
/// risk agreement (`POST /api/kycRiskAgree`). Sent again before agreeing, it replaces the first.
#[utoipa::path(tag = "kyc", security(("bearer" = [])), request_body = SaudiKycForm,
    responses((status = 201, body = KycView), (status = 401), (status = 409, body = platform::http::error::ErrorBody),
        (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/addKyc")]
pub async fn add_kyc(user: SignedIn, ctx: web::Data<AppContext>, body: web::Json<SaudiKycForm>) -> ApiResult<ApiResponse<KycView>> {
    let now = Utc::now();
    // The Riyadh day decides the age.
    let today = platform::saudi_time::day_of(now);
    let form = check(&body, today)?;
    let current = state::of_user(&ctx.db, user.id()).await?;
    if let Some(refused) = state::refuse_new_form(current.as_ref()) {
        return Err(ApiError::conflict(refused));
    }
    let vault = crate::vault_of(&ctx)?;
    let hash = vault.lookup_hash(&form.number);
    let settings = crate::settings_of(&ctx).map_err(ApiError::internal)?;
    let confirmed = kyc_identity_checks::Entity::find()
        .filter(kyc_identity_checks::Column::UserId.eq(user.id()))
        .filter(kyc_identity_checks::Column::IdentityHash.eq(&hash))
        .filter(kyc_identity_checks::Column::Status.eq(CheckStatus::Completed.code()))
        .filter(kyc_identity_checks::Column::CompletedAt.gt(now - chrono::Duration::minutes(settings.confirmed_valid_mins)))
        .order_by_desc(kyc_identity_checks::Column::Id)
        .one(&ctx.db)
        .await?;
    if confirmed.is_none() {
        return Err(ApiError::conflict(IDENTITY_NOT_CONFIRMED).with_field("identity_number", IDENTITY_NOT_CONFIRMED));
    }
    let (score, profile) = form.answers.assess().ok_or_else(|| ApiError::unprocessable(messages::INVALID_DATA))?;
    let answers_json = serde_json::to_string(&form.answers).map_err(ApiError::internal)?;
    let uid = user.id();
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let from = current.as_ref().map(|r| r.status);
    let mut row = match current {
        Some(r) => r.into_active_model(),
        None => kyc_records::ActiveModel { user_id: Set(uid), created_at: Set(now), ..Default::default() },
    };
    row.path = Set(state::SAUDI.to_owned());
    row.status = Set(KycStatus::AwaitingAgreement);
    row.identity_hash = Set(Some(hash));
    row.identity_sealed = Set(Some(vault.seal(&purpose::identity(uid), &form.number)?));
    row.birth_date_sealed = Set(Some(vault.seal(&purpose::birth_date(uid), &form.birth.to_string())?));
    row.birth_calendar = Set(Some(form.calendar.code().to_owned()));
    row.answers = Set(Some(vault.seal(&purpose::answers(uid), &answers_json)?));
    row.risk_profile = Set(Some(profile.code().to_owned()));
    row.risk_score = Set(Some(score));
    row.profiled_at = Set(Some(now));
    row.full_name_sealed = Set(None);
    row.nationality = Set(None);
    row.passport_key = Set(None);
    row.passport_type = Set(None);
    row.reject_reason = Set(None);
    row.agreed_at = Set(None);
    row.updated_at = Set(now);
    let saved = match row.save(&txn).await {
        Ok(saved) => saved,
        Err(e) => {
            return Err(match e.sql_err() {
                // Another account took this number between the check and now.
                Some(SqlErr::UniqueConstraintViolation(_)) => {
                    ApiError::conflict(IDENTITY_TAKEN).with_field("identity_number", IDENTITY_TAKEN)
                }
                _ => e.into(),
            });
        }
    };
    let saved: kyc_records::Model = saved.try_into_model()?;
    state::record(
        &txn,
        saved.id,
        from,
        KycStatus::AwaitingAgreement,
        &platform::lifecycle::Actor::User(uid),
        &format!("profile {}", profile.code()),
    )
    .await?;
    txn.commit().await?;
    Ok(ApiResponse::created(KycView::of(&saved, &vault)))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn full() -> SaudiKycForm {
        SaudiKycForm {
            identity_number: Some("1000000008".into()),
            birth_calendar: Some("hijri".into()),
            birth_year: Some(1410),
            birth_month: Some(5),
            birth_day: Some(12),
            bank: Some("rajhi".into()),
            social_status: Some("married".into()),
            net_savings: Some("50k_200k".into()),
            family_members: Some("3_5".into()),
            annual_income: Some("120k_300k".into()),
            investment_objective: Some("growth".into()),
            risk_answers: Some(vec![true; 6]),
            acknowledgement: Some(true),
        }
    }

    fn today() -> chrono::NaiveDate {
        chrono::NaiveDate::from_ymd_opt(2026, 11, 26).unwrap()
    }

    #[test]
    fn a_full_form_is_taken_with_its_hijri_birth_date_converted() {
        let checked = check(&full(), today()).unwrap();
        assert_eq!(checked.number, "1000000008");
        assert_eq!(checked.calendar, Calendar::Hijri);
        assert_eq!(checked.birth.to_string(), "1989-12-10");
        assert_eq!(checked.answers.assess().map(|(s, p)| (s, p.code())), Some((16, "aggressive")));
    }

    #[test]
    fn a_missing_field_asks_for_all_fields_and_names_each() {
        let mut form = full();
        form.bank = None;
        form.risk_answers = Some(vec![true; 5]);
        let e = check(&form, today()).unwrap_err();
        assert_eq!(e.body().message, "يرجى تعبئة جميع الحقول");
        assert!(e.field_messages().contains_key("bank") && e.field_messages().contains_key("risk_answers"));
    }

    #[test]
    fn each_field_is_checked() {
        let mut form = full();
        form.identity_number = Some("1000000007".into());
        form.birth_calendar = Some("julian".into());
        form.bank = Some("nowhere".into());
        form.acknowledgement = Some(false);
        let e = check(&form, today()).unwrap_err();
        let fields: Vec<&str> = e.field_messages().keys().map(String::as_str).collect();
        assert_eq!(fields, ["acknowledgement", "bank", "birth_calendar", "identity_number"]);
        let mut young = full();
        young.birth_calendar = Some("gregorian".into());
        young.birth_year = Some(2010);
        assert_eq!(check(&young, today()).unwrap_err().field_messages()["birth_date"], vec![TOO_YOUNG]);
    }
}
