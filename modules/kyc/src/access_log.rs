//! Staff reading personal data is kept: who opened which verification or photo, and when.

use chrono::Utc;
use platform::ApiResult;
use sea_orm::{ActiveModelTrait, ConnectionTrait, Set};

use crate::entities::kyc_access_log;

pub const RECORD: &str = "record";
pub const PASSPORT: &str = "passport";

pub async fn keep(db: &impl ConnectionTrait, record_id: i64, staff_id: i64, what: &str) -> ApiResult<()> {
    kyc_access_log::ActiveModel {
        record_id: Set(record_id),
        staff_id: Set(staff_id),
        what: Set(what.to_owned()),
        at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}
