//! `[module.subscriptions]`: the seller on invoices, which provider takes which method, and the
//! instalment provider's limits.

use platform::settings::Secret;
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(default)]
pub struct SubscriptionsSettings {
    pub seller_name_ar: String,
    pub seller_name_en: String,
    /// The seller's 15-digit VAT registration number (on invoices and in their QR code).
    pub vat_number: String,
    /// `moyasar`, `sandbox` (the built-in test gateway: approves on its own page, takes no
    /// money), or empty (the default) to sell nothing: takes mada, Visa, Mastercard and Apple Pay.
    pub card_provider: String,
    /// `tabby`, `sandbox`, or empty (the default) to offer no instalments.
    pub bnpl_provider: String,
    pub bnpl_min_halalas: i64,
    pub bnpl_max_halalas: i64,
    /// Offer Apple Pay (the web shows it only where the browser supports it).
    pub apple_pay: bool,
    /// Moyasar: the API address, the secret key (server only) and the webhook's shared secret.
    pub moyasar_base_url: String,
    pub moyasar_secret_key: Secret,
    pub moyasar_webhook_secret: Secret,
    /// Tabby: the API address, the public key (sessions), the secret key (payments, captures),
    /// the merchant code, and the header name and value its webhooks carry.
    pub tabby_base_url: String,
    pub tabby_public_key: String,
    pub tabby_secret_key: Secret,
    pub tabby_merchant_code: String,
    pub tabby_webhook_header: String,
    pub tabby_webhook_secret: Secret,
}

impl Default for SubscriptionsSettings {
    fn default() -> Self {
        Self {
            seller_name_ar: "شركة إيفا للاستشارات المالية".into(),
            seller_name_en: "Eva Financial Advisory Company".into(),
            vat_number: "310123456700003".into(),
            card_provider: String::new(),
            bnpl_provider: String::new(),
            bnpl_min_halalas: 10_000,
            bnpl_max_halalas: 500_000,
            apple_pay: true,
            moyasar_base_url: "https://api.moyasar.com".into(),
            moyasar_secret_key: Secret::default(),
            moyasar_webhook_secret: Secret::default(),
            tabby_base_url: "https://api.tabby.sa".into(),
            tabby_public_key: String::new(),
            tabby_secret_key: Secret::default(),
            tabby_merchant_code: String::new(),
            tabby_webhook_header: "X-Eva-Webhook-Secret".into(),
            tabby_webhook_secret: Secret::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_providers_secrets_never_reach_debug_output() {
        let settings = SubscriptionsSettings {
            moyasar_secret_key: Secret::new("sk_live_moyasar"),
            moyasar_webhook_secret: Secret::new("whsec_moyasar"),
            tabby_secret_key: Secret::new("sk_live_tabby"),
            tabby_webhook_secret: Secret::new("whsec_tabby"),
            ..SubscriptionsSettings::default()
        };
        let shown = format!("{settings:?}");
        for secret in ["sk_live_moyasar", "whsec_moyasar", "sk_live_tabby", "whsec_tabby"] {
            assert!(!shown.contains(secret), "{secret} in {shown}");
        }
    }
}
