//! A record's personal data, opened: one place for the staff detail, the user's export and the
//! masked number of their view. A value that does not open is logged and left out.

use chrono::NaiveDate;

use crate::answers::Stored;
use crate::entities::kyc_records;
use crate::purpose;
use crate::vault::Vault;

pub struct Personal {
    pub identity_number: Option<String>,
    pub birth_date: Option<NaiveDate>,
    pub answers: Option<Stored>,
    pub full_name: Option<String>,
}

fn opened(vault: &Vault, purpose: &str, sealed: Option<&str>) -> Option<String> {
    let sealed = sealed?;
    vault.open(purpose, sealed).map_err(|e| tracing::error!(error = %e, purpose, "a sealed KYC value does not open")).ok()
}

pub fn identity_number(r: &kyc_records::Model, vault: &Vault) -> Option<String> {
    opened(vault, &purpose::identity(r.user_id), r.identity_sealed.as_deref())
}

pub fn open(r: &kyc_records::Model, vault: &Vault) -> Personal {
    Personal {
        identity_number: identity_number(r, vault),
        birth_date: opened(vault, &purpose::birth_date(r.user_id), r.birth_date_sealed.as_deref()).and_then(|d| d.parse().ok()),
        answers: opened(vault, &purpose::answers(r.user_id), r.answers.as_deref()).and_then(|json| serde_json::from_str(&json).ok()),
        full_name: opened(vault, &purpose::full_name(r.user_id), r.full_name_sealed.as_deref()),
    }
}
