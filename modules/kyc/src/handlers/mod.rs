//! One handler per file.

pub mod add_kyc;
pub mod add_kyc_foreign;
pub mod identity_check;
pub mod kyc_values;
pub mod my_data;
pub mod my_kyc;
pub mod risk_agree;
pub mod staff_decide;
pub mod staff_detail;
pub mod staff_list;
pub mod staff_passport;
pub mod start_identity_check;
