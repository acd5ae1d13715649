//! What staff read of a verification: the row with its user, and everything opened.

use std::collections::HashMap;

use platform::entities::users;
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::answers::Stored;
use crate::entities::{kyc_access_log, kyc_records, kyc_transitions};
use crate::risk::RiskProfile;
use crate::views::{KycReadingView, KycTransitionView, StaffKycDetail, StaffKycRow};

pub async fn users_of(ctx: &AppContext, ids: impl IntoIterator<Item = i64>) -> ApiResult<HashMap<i64, users::Model>> {
    Ok(users::Entity::find().filter(users::Column::Id.is_in(ids)).all(&ctx.db).await?.into_iter().map(|u| (u.id, u)).collect())
}

pub fn row(r: &kyc_records::Model, user: Option<&users::Model>) -> StaffKycRow {
    StaffKycRow {
        id: r.id,
        user_id: r.user_id,
        user_email: user.map(|u| u.email.clone()).unwrap_or_default(),
        user_name: user.map(|u| u.name.clone()).unwrap_or_default(),
        path: r.path.clone(),
        status: r.status,
        nationality: r.nationality.clone(),
        risk_profile: r.risk_profile.as_deref().and_then(RiskProfile::from_code),
        submitted_at: r.created_at,
        updated_at: r.updated_at,
    }
}

pub async fn existing(ctx: &AppContext, id: i64) -> ApiResult<kyc_records::Model> {
    kyc_records::Entity::find_by_id(id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)
}

pub async fn detail(ctx: &AppContext, id: i64) -> ApiResult<StaffKycDetail> {
    let r = existing(ctx, id).await?;
    let readings = kyc_access_log::Entity::find()
        .filter(kyc_access_log::Column::RecordId.eq(id))
        .order_by_desc(kyc_access_log::Column::Id)
        .limit(50)
        .all(&ctx.db)
        .await?;
    let user = users_of(ctx, readings.iter().map(|l| l.staff_id).chain([r.user_id])).await?;
    let vault = crate::vault_of(ctx)?;
    let personal = crate::personal::open(&r, &vault);
    let answers = personal.answers.as_ref();
    let transitions = kyc_transitions::Entity::find()
        .filter(kyc_transitions::Column::RecordId.eq(id))
        .order_by_asc(kyc_transitions::Column::Id)
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(KycTransitionView::from)
        .collect();
    Ok(StaffKycDetail {
        row: row(&r, user.get(&r.user_id)),
        identity_number: personal.identity_number.clone(),
        birth_date: personal.birth_date,
        birth_calendar: r.birth_calendar.clone(),
        answers: answers.map(Stored::views).unwrap_or_default(),
        risk_answers: answers.map(|a| a.risk_answers.to_vec()).unwrap_or_default(),
        risk_score: r.risk_score,
        profiled_at: r.profiled_at,
        agreed_at: r.agreed_at,
        full_name: personal.full_name.clone(),
        has_passport: r.passport_key.is_some(),
        reject_reason: r.reject_reason.clone(),
        reviewed_at: r.reviewed_at,
        transitions,
        readings: readings
            .into_iter()
            .map(|l| KycReadingView {
                staff_id: l.staff_id,
                staff_email: user.get(&l.staff_id).map(|u| u.email.clone()).unwrap_or_default(),
                what: l.what,
                at: l.at,
            })
            .collect(),
    })
}
