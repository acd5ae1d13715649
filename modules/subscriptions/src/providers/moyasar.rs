//! A card gateway shaped like Moyasar's public API: the shop creates an invoice (amount in
//! halalas) whose hosted page takes mada, Visa, Mastercard and Apple Pay, with 3-D Secure on the
//! gateway's side; the buyer comes back to the callback URL and the shop fetches the invoice to
//! learn whether it is paid. The secret key authenticates the shop (HTTP Basic user); webhooks
//! carry the shared secret token, compared in constant time.

use std::time::Duration;

use async_trait::async_trait;
use serde::Deserialize;
use serde_json::json;

use super::{Charge, Outcome, PaymentProvider, ProviderError, Started, WebhookRefused, same_secret, send};

pub struct Moyasar {
    pub base_url: String,
    pub secret_key: String,
    pub webhook_secret: String,
    /// The deployment's public address, for the callback URL.
    pub public_url: String,
    pub client: reqwest::Client,
}

impl Moyasar {
    pub fn new(base_url: &str, secret_key: &str, webhook_secret: &str, public_url: &str) -> Self {
        let client = reqwest::Client::builder().timeout(Duration::from_secs(15)).build().unwrap_or_default();
        Self {
            base_url: base_url.trim_end_matches('/').to_owned(),
            secret_key: secret_key.to_owned(),
            webhook_secret: webhook_secret.to_owned(),
            public_url: public_url.trim_end_matches('/').to_owned(),
            client,
        }
    }
}

#[derive(Debug, Deserialize)]
struct Invoice {
    id: String,
    status: String,
    amount: i64,
    currency: String,
    url: Option<String>,
    #[serde(default)]
    payments: Vec<InvoicePayment>,
}

#[derive(Debug, Deserialize)]
struct InvoicePayment {
    id: String,
    status: String,
}

#[derive(Debug, Deserialize)]
struct Webhook {
    secret_token: Option<String>,
    data: Option<WebhookData>,
}

#[derive(Debug, Deserialize)]
struct WebhookData {
    id: Option<String>,
    invoice_id: Option<String>,
}

fn unreachable(e: reqwest::Error) -> ProviderError {
    ProviderError::Unreachable(e.without_url().to_string())
}

/// What an invoice's status means for the shop.
fn outcome_of(invoice: &Invoice, expected_halalas: i64) -> Outcome {
    match invoice.status.as_str() {
        "paid" if invoice.amount == expected_halalas && invoice.currency.eq_ignore_ascii_case("SAR") => Outcome::Paid,
        "paid" => Outcome::Failed("amount_mismatch".into()),
        "failed" => Outcome::Failed("card_declined".into()),
        "expired" | "canceled" | "cancelled" | "voided" => Outcome::Cancelled,
        "refunded" => Outcome::Refunded,
        _ => Outcome::Pending,
    }
}

impl Moyasar {
    async fn invoice(&self, provider_ref: &str) -> Result<Invoice, ProviderError> {
        let res = self
            .client
            .get(format!("{}/v1/invoices/{provider_ref}", self.base_url))
            .basic_auth(&self.secret_key, Some(""))
            .send()
            .await
            .map_err(unreachable)?;
        if res.status() == reqwest::StatusCode::NOT_FOUND {
            return Err(ProviderError::Unknown(provider_ref.into()));
        }
        if !res.status().is_success() {
            return Err(ProviderError::Unreachable(format!("invoice fetch answered {}", res.status())));
        }
        let invoice: Invoice = res.json().await.map_err(unreachable)?;
        if invoice.id != provider_ref {
            return Err(ProviderError::Unknown(provider_ref.into()));
        }
        Ok(invoice)
    }
}

#[async_trait]
impl PaymentProvider for Moyasar {
    fn id(&self) -> &'static str {
        "moyasar"
    }

    async fn start(&self, charge: &Charge) -> Result<Started, ProviderError> {
        let callback = format!("{}{}", self.public_url, charge.return_path);
        let body = json!({
            "amount": charge.amount_halalas,
            "currency": "SAR",
            "description": format!("Eva #{}", charge.payment_id),
            "callback_url": callback,
            "success_url": callback,
            "back_url": callback,
            "metadata": {"payment_id": charge.payment_id.to_string(), "method": charge.method.code()},
        });
        let res = self
            .client
            .post(format!("{}/v1/invoices", self.base_url))
            .basic_auth(&self.secret_key, Some(""))
            .json(&body)
            .send()
            .await
            .map_err(unreachable)?;
        if !res.status().is_success() {
            return Err(ProviderError::Unreachable(format!("invoice creation answered {}", res.status())));
        }
        let invoice: Invoice = res.json().await.map_err(unreachable)?;
        let url = invoice.url.ok_or_else(|| ProviderError::Unreachable("invoice without a payment page".into()))?;
        Ok(Started { provider_ref: invoice.id, redirect_url: url })
    }

    async fn outcome(&self, provider_ref: &str, expected_halalas: i64) -> Result<Outcome, ProviderError> {
        let invoice = self.invoice(provider_ref).await?;
        Ok(outcome_of(&invoice, expected_halalas))
    }

    async fn refund(&self, provider_ref: &str, amount_halalas: i64) -> Result<(), ProviderError> {
        // The invoice's paid payment is what Moyasar refunds.
        let invoice = self.invoice(provider_ref).await?;
        let paid = invoice
            .payments
            .iter()
            .find(|p| p.status == "paid")
            .ok_or_else(|| ProviderError::Declined("no paid payment on the invoice".into()))?;
        let request = self
            .client
            .post(format!("{}/v1/payments/{}/refund", self.base_url, paid.id))
            .basic_auth(&self.secret_key, Some(""))
            .json(&json!({"amount": amount_halalas}));
        send(request, "refund").await?;
        Ok(())
    }

    fn webhook_subject(&self, _headers: &actix_web::http::header::HeaderMap, body: &[u8]) -> Result<String, WebhookRefused> {
        let hook: Webhook = serde_json::from_slice(body).map_err(|e| WebhookRefused::Malformed(e.to_string()))?;
        if !same_secret(hook.secret_token.as_deref().unwrap_or_default(), &self.webhook_secret) {
            return Err(WebhookRefused::BadSecret);
        }
        let data = hook.data.ok_or_else(|| WebhookRefused::Malformed("no data".into()))?;
        data.invoice_id.or(data.id).ok_or_else(|| WebhookRefused::Malformed("no invoice id".into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn invoice(status: &str, amount: i64, currency: &str) -> Invoice {
        Invoice { id: "inv_1".into(), status: status.into(), amount, currency: currency.into(), url: None, payments: Vec::new() }
    }

    #[test]
    fn only_the_expected_amount_in_riyals_counts_as_paid() {
        assert_eq!(outcome_of(&invoice("paid", 4_900, "SAR"), 4_900), Outcome::Paid);
        assert_eq!(outcome_of(&invoice("paid", 100, "SAR"), 4_900), Outcome::Failed("amount_mismatch".into()));
        assert_eq!(outcome_of(&invoice("paid", 4_900, "USD"), 4_900), Outcome::Failed("amount_mismatch".into()));
        assert_eq!(outcome_of(&invoice("initiated", 4_900, "SAR"), 4_900), Outcome::Pending);
        assert_eq!(outcome_of(&invoice("expired", 4_900, "SAR"), 4_900), Outcome::Cancelled);
    }

    #[test]
    fn a_webhook_needs_the_shared_secret() {
        let m = Moyasar::new("http://x", "sk", "whsec", "http://eva");
        let headers = actix_web::http::header::HeaderMap::new();
        let good = br#"{"type":"payment_paid","secret_token":"whsec","data":{"id":"pay_1","invoice_id":"inv_9"}}"#;
        assert_eq!(m.webhook_subject(&headers, good), Ok("inv_9".into()));
        let bad = br#"{"type":"payment_paid","secret_token":"nope!","data":{"id":"pay_1","invoice_id":"inv_9"}}"#;
        assert_eq!(m.webhook_subject(&headers, bad), Err(WebhookRefused::BadSecret));
        assert!(matches!(m.webhook_subject(&headers, b"not json"), Err(WebhookRefused::Malformed(_))));
    }
}
