//! What each sealed value is, bound into its seal (see `vault`).

pub fn identity(user_id: i64) -> String {
    format!("kyc.identity:{user_id}")
}

pub fn check(user_id: i64) -> String {
    format!("kyc.check:{user_id}")
}

pub fn birth_date(user_id: i64) -> String {
    format!("kyc.birth_date:{user_id}")
}

pub fn answers(user_id: i64) -> String {
    format!("kyc.answers:{user_id}")
}

pub fn full_name(user_id: i64) -> String {
    format!("kyc.full_name:{user_id}")
}

pub fn passport(user_id: i64) -> String {
    format!("kyc.passport:{user_id}")
}
