//! KYC: identity verification before advice. Saudi citizens and residents confirm their identity
//! number through a Nafath-shaped provider (a number shown here is picked in the provider's app),
//! fill the suitability form (date of birth in the Gregorian or Hijri calendar, finances,
//! objectives, six risk questions) and accept the risk agreement; everyone else sends their name,
//! nationality and passport photo for staff to approve or reject. Personal data is sealed with
//! AES-GCM. The module provides the `Identity` port behind `KycVerified` and code "22".

mod access_log;
mod answers;
pub mod birth_date;
mod demo;
pub mod entities;
mod handlers;
mod limits;
mod messages;
pub mod national_id;
pub mod options;
mod passport;
mod personal;
mod ports;
pub mod provider;
mod purpose;
mod reseal;
pub mod risk;
pub mod settings;
mod staff;
mod state;
pub mod umm_al_qura;
pub mod vault;
mod views;

use std::sync::Arc;

use futures_util::future::BoxFuture;
use platform::ports::{Identity, PortRegistry};
use platform::{ApiError, ApiResult, AppContext, Manifest, Module, ServiceConfig};

use crate::provider::{Configured, ProviderError};
use crate::settings::KycSettings;
use crate::vault::Vault;

pub use demo::DEMO_IDENTITY;
pub use provider::sandbox::REJECTED_NUMBER as SANDBOX_REJECTED_NUMBER;
pub use state::KycStatus;

pub struct KycModule;

pub(crate) fn settings_of(ctx: &AppContext) -> anyhow::Result<KycSettings> {
    Ok(ctx.settings.module_config("kyc")?)
}

fn build_vault(ctx: &AppContext) -> anyhow::Result<Vault> {
    let settings = settings_of(ctx)?;
    let current = vault::load_key(settings.encryption_key.expose(), &ctx.settings.data_dir)?;
    let previous = settings
        .previous_encryption_keys
        .iter()
        .map(|k| vault::decode_key("previous_encryption_keys", k.expose()))
        .collect::<anyhow::Result<Vec<_>>>()?;
    Ok(Vault::with_previous(&current, &previous))
}

/// The deployment's vault, built once.
pub(crate) fn vault_of(ctx: &AppContext) -> ApiResult<Arc<Vault>> {
    ctx.singletons.get_or_try_init(|| build_vault(ctx)).map_err(ApiError::internal)
}

/// A provider's failure as the user reads it: refused (422 on the number) or unavailable (503).
pub(crate) fn provider_error(e: ProviderError) -> ApiError {
    match e {
        ProviderError::Refused(why) => {
            tracing::info!(why, "the identity provider refused a check");
            ApiError::field("identity_number", messages::PROVIDER_REFUSED)
        }
        ProviderError::Unavailable(why) => {
            tracing::warn!(why, "the identity provider is unavailable");
            ApiError::new(actix_web::http::StatusCode::SERVICE_UNAVAILABLE, messages::PROVIDER_UNAVAILABLE)
        }
        ProviderError::NotConfigured => ApiError::new(actix_web::http::StatusCode::SERVICE_UNAVAILABLE, messages::CHECKS_NOT_OFFERED),
    }
}

impl Module for KycModule {
    fn id(&self) -> &'static str {
        "kyc"
    }

    /// The key and the provider are checked at start-up, not by the first user.
    fn start(&self, ctx: &AppContext) -> anyhow::Result<()> {
        let vault = build_vault(ctx)?;
        ctx.singletons.get_or_try_init(|| Ok::<_, anyhow::Error>(vault))?;
        let provider = Configured::from_settings(&settings_of(ctx)?)?;
        ctx.singletons.get_or_try_init(|| Ok::<_, anyhow::Error>(provider))?;
        Ok(())
    }

    fn sandboxes(&self, ctx: &AppContext) -> Vec<&'static str> {
        match settings_of(ctx) {
            Ok(settings) if settings.provider == provider::SANDBOX => vec!["[module.kyc] provider"],
            _ => Vec::new(),
        }
    }

    fn command(&self) -> Option<clap::Command> {
        Some(
            clap::Command::new("kyc").about("Identity verification data").subcommand_required(true).subcommand(
                clap::Command::new("reseal")
                    .about("Seal every KYC value and passport photo under the current encryption_key (after a key rotation)"),
            ),
        )
    }

    fn run_command<'a>(&'a self, ctx: &'a AppContext, _args: &'a clap::ArgMatches) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move {
            let done = reseal::all(ctx).await?;
            println!(
                "resealed {} verifications, {} passport photos and {} identity checks under the current key",
                done.records, done.photos, done.checks
            );
            Ok(())
        })
    }

    fn provide(&self, ctx: &AppContext, ports: &mut PortRegistry) {
        ports.provide::<dyn Identity>(Arc::new(ports::identity::KycIdentity { db: ctx.db.clone() }));
    }

    fn rate_limits(&self) -> Vec<platform::rate_limit::RouteLimit> {
        limits::route_limits()
    }

    fn routes(&self, cfg: &mut ServiceConfig<'_>) {
        use handlers::*;
        cfg.service(kyc_values::kyc_values)
            .service(my_kyc::my_kyc)
            .service(my_data::export_my_kyc)
            .service(my_data::my_passport)
            .service(my_data::erase_my_kyc)
            .service(start_identity_check::start_identity_check)
            .service(identity_check::identity_check)
            .service(add_kyc::add_kyc)
            .service(add_kyc_foreign::add_kyc_foreign)
            .service(risk_agree::risk_agree)
            .service(staff_list::staff_list)
            .service(staff_detail::staff_detail)
            .service(staff_passport::staff_passport)
            .service(staff_decide::staff_approve)
            .service(staff_decide::staff_reject);
    }

    fn seed<'a>(&'a self, ctx: &'a AppContext, demo: bool) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move { if demo { demo::seed(ctx).await } else { Ok(()) } })
    }

    fn manifest(&self) -> Manifest {
        Manifest {
            name_ar: "التحقق من الهوية",
            name_en: "Identity verification",
            routes: vec!["/kyc", "/kyc-non-ksa", "/kyc-agreement"],
            nav: vec![],
        }
    }
}
