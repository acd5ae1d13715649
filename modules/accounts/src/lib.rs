//! Accounts: registration with email verification, sign-in, sessions, password reset, phone,
//! language, profile, personal data with avatar, bank details and password change (spec §7
//! "Auth and user" and "Profile").

mod code_guess;
mod demo;
mod emails;
pub mod entities;
mod handlers;
mod limits;
mod messages;
mod ports;
mod signups;
mod staff_accounts;
mod verification;
pub mod views;

use std::sync::Arc;

use futures_util::future::BoxFuture;
use platform::jobs::JobRegistry;
use platform::ports::{BankAccounts, PortRegistry};
use platform::{AppContext, Manifest, Module, NavEntry, ServiceConfig};

pub struct AccountsModule;

impl Module for AccountsModule {
    fn id(&self) -> &'static str {
        "accounts"
    }

    /// Sign-in is the platform's front door.
    fn required(&self) -> bool {
        true
    }

    fn provide(&self, ctx: &AppContext, ports: &mut PortRegistry) {
        ports.provide::<dyn BankAccounts>(Arc::new(ports::bank_accounts::ProfileBankAccounts { db: ctx.db.clone() }));
    }

    fn rate_limits(&self) -> Vec<platform::rate_limit::RouteLimit> {
        limits::route_limits()
    }

    fn routes(&self, cfg: &mut ServiceConfig<'_>) {
        use handlers::*;
        cfg.service(csrf_cookie::csrf_cookie)
            .service(register::register)
            .service(confirm_signup::confirm_signup)
            .service(verify_email::verify_email)
            .service(resend_email::resend_email)
            .service(login::login)
            .service(logout::logout)
            .service(get_user::get_user)
            .service(forgot_password::forgot_password)
            .service(reset_password::reset_password)
            .service(set_phone::set_phone)
            .service(update_language::update_language)
            .service(get_profile::get_profile)
            .service(update_personal::update_personal)
            .service(update_bank::update_bank)
            .service(change_password::change_password)
            .service(get_avatar::get_avatar)
            .service(staff_users::get_staff_user)
            .service(staff_users::disable_user)
            .service(staff_users::enable_user)
            .service(staff_users::resend_user_verification)
            .service(staff_users::reset_user_password)
            .service(staff_users::set_user_role);
    }

    fn jobs(&self, registry: &mut JobRegistry) {
        registry.schedule(
            "accounts.prune_expired",
            "0 17 3 * * *",
            Arc::new(|ctx: AppContext| Box::pin(async move { Ok(verification::prune_expired(&ctx).await?) })),
        );
    }

    fn manifest(&self) -> Manifest {
        Manifest {
            name_ar: "الحسابات",
            name_en: "Accounts",
            routes: vec![
                "/login",
                "/register",
                "/register_confirm",
                "/forgot_password",
                "/forgot_password_confirmation",
                "/reset_password",
                "/phone",
                "/my_profile",
                "/logout",
            ],
            nav: vec![NavEntry { path: "/my_profile", label_ar: "ملفي الشخصي", label_en: "My profile" }],
        }
    }

    fn seed<'a>(&'a self, ctx: &'a AppContext, demo: bool) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move { if demo { demo::seed_demo_users(ctx).await } else { Ok(()) } })
    }
}
