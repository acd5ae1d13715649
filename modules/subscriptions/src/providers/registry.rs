//! The providers this deployment uses, by method, built once from the module's settings when it
//! starts: a bad setting (an unknown name, a missing key) stops the start, not a checkout.

use std::sync::Arc;

use platform::{ApiError, AppContext};

use super::moyasar::Moyasar;
use super::sandbox::Sandbox;
use super::tabby::Tabby;
use super::{Method, PaymentProvider};
use crate::settings::SubscriptionsSettings;

/// The setting that picks the built-in sandbox for a method.
pub const SANDBOX: &str = "sandbox";

/// The providers this deployment uses, by method.
pub struct Providers {
    /// None: this deployment sells nothing (no card provider configured).
    pub card: Option<Arc<dyn PaymentProvider>>,
    pub bnpl: Option<Arc<dyn PaymentProvider>>,
    pub settings: SubscriptionsSettings,
}

impl Providers {
    /// The providers built when the module started (see `SubscriptionsModule::start`).
    pub fn shared(ctx: &AppContext) -> Result<Arc<Self>, ApiError> {
        ctx.singletons.get_or_try_init(|| Self::from_settings(ctx)).map_err(ApiError::internal)
    }

    pub fn from_settings(ctx: &AppContext) -> anyhow::Result<Self> {
        let settings: SubscriptionsSettings = ctx.settings.module_config("subscriptions")?;
        let sandbox: Arc<dyn PaymentProvider> = Arc::new(Sandbox { db: ctx.db.clone() });
        let public_url = &ctx.settings.public_url;
        let card = match settings.card_provider.as_str() {
            "" => None,
            SANDBOX => Some(sandbox.clone()),
            "moyasar" => {
                anyhow::ensure!(
                    !settings.moyasar_secret_key.expose().is_empty(),
                    "[module.subscriptions] card_provider = \"moyasar\" needs moyasar_secret_key"
                );
                let m = Moyasar::new(
                    &settings.moyasar_base_url,
                    settings.moyasar_secret_key.expose(),
                    settings.moyasar_webhook_secret.expose(),
                    public_url,
                );
                Some(Arc::new(m) as Arc<dyn PaymentProvider>)
            }
            other => anyhow::bail!("[module.subscriptions] card_provider: unknown provider '{other}' (known: moyasar, sandbox)"),
        };
        let bnpl = match settings.bnpl_provider.as_str() {
            "" => None,
            SANDBOX => Some(sandbox),
            "tabby" => {
                anyhow::ensure!(
                    !settings.tabby_public_key.is_empty() && !settings.tabby_secret_key.expose().is_empty(),
                    "[module.subscriptions] bnpl_provider = \"tabby\" needs tabby_public_key and tabby_secret_key"
                );
                Some(Arc::new(Tabby::new(&settings, public_url)) as Arc<dyn PaymentProvider>)
            }
            other => anyhow::bail!("[module.subscriptions] bnpl_provider: unknown provider '{other}' (known: tabby, sandbox)"),
        };
        Ok(Self { card, bnpl, settings })
    }

    /// The methods offered for an amount.
    pub fn methods(&self, total_halalas: i64) -> Vec<Method> {
        Method::ALL.into_iter().filter(|m| self.for_method(*m, total_halalas).is_some()).collect()
    }

    pub fn bnpl_allows(&self, total_halalas: i64) -> bool {
        self.bnpl.is_some() && (self.settings.bnpl_min_halalas..=self.settings.bnpl_max_halalas).contains(&total_halalas)
    }

    pub fn for_method(&self, method: Method, total_halalas: i64) -> Option<Arc<dyn PaymentProvider>> {
        match method {
            Method::Bnpl if self.bnpl_allows(total_halalas) => self.bnpl.clone(),
            Method::Bnpl => None,
            Method::ApplePay if !self.settings.apple_pay => None,
            _ => self.card.clone(),
        }
    }

    pub fn by_id(&self, id: &str) -> Option<Arc<dyn PaymentProvider>> {
        [self.card.clone(), self.bnpl.clone()].into_iter().flatten().find(|p| p.id() == id)
    }
}
