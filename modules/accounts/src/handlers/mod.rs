//! One handler per file, named verb_noun.

pub mod change_password;
pub mod confirm_signup;
pub mod csrf_cookie;
pub mod forgot_password;
pub mod get_avatar;
pub mod get_profile;
pub mod get_user;
pub mod login;
pub mod logout;
pub mod register;
pub mod resend_email;
pub mod reset_password;
pub mod set_phone;
pub mod staff_users;
pub mod update_bank;
pub mod update_language;
pub mod update_personal;
pub mod verify_email;
