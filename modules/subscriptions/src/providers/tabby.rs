//! Buy now, pay later shaped like Tabby's API: the shop opens a checkout session (amount as a
//! decimal SAR string) whose hosted page lets the buyer split the price into a quarter today and
//! three monthly instalments; the shop then reads the payment (CREATED → AUTHORIZED → CLOSED, or
//! REJECTED / EXPIRED) and captures an authorised one. The public key opens sessions, the secret
//! key reads and captures; webhooks carry a header the merchant registered with its value.

use std::time::Duration;

use async_trait::async_trait;
use serde::Deserialize;
use serde_json::json;

use super::{Charge, Outcome, PaymentProvider, ProviderError, Started, WebhookRefused, halalas_of, same_secret, send};
use platform::money::sar_decimal;

pub struct Tabby {
    pub base_url: String,
    pub public_key: String,
    pub secret_key: String,
    pub merchant_code: String,
    pub webhook_header: String,
    pub webhook_secret: String,
    pub public_url: String,
    pub client: reqwest::Client,
}

#[derive(Debug, Deserialize)]
struct Session {
    status: String,
    payment: Option<SessionPayment>,
    configuration: Option<Configuration>,
}

#[derive(Debug, Deserialize)]
struct SessionPayment {
    id: String,
}

#[derive(Debug, Deserialize)]
struct Configuration {
    available_products: Option<Products>,
}

#[derive(Debug, Deserialize)]
struct Products {
    #[serde(default)]
    installments: Vec<Product>,
}

#[derive(Debug, Deserialize)]
struct Product {
    web_url: String,
}

#[derive(Debug, Deserialize)]
struct Payment {
    id: String,
    status: String,
    amount: String,
    currency: String,
}

#[derive(Debug, Deserialize)]
struct Webhook {
    id: Option<String>,
}

fn unreachable(e: reqwest::Error) -> ProviderError {
    ProviderError::Unreachable(e.without_url().to_string())
}

impl Tabby {
    async fn payment(&self, id: &str) -> Result<Payment, ProviderError> {
        let res = self
            .client
            .get(format!("{}/api/v2/payments/{id}", self.base_url))
            .bearer_auth(&self.secret_key)
            .send()
            .await
            .map_err(unreachable)?;
        if res.status() == reqwest::StatusCode::NOT_FOUND {
            return Err(ProviderError::Unknown(id.into()));
        }
        if !res.status().is_success() {
            return Err(ProviderError::Unreachable(format!("payment fetch answered {}", res.status())));
        }
        res.json().await.map_err(unreachable)
    }
}

impl Tabby {
    pub fn new(settings: &crate::settings::SubscriptionsSettings, public_url: &str) -> Self {
        Self {
            base_url: settings.tabby_base_url.trim_end_matches('/').to_owned(),
            public_key: settings.tabby_public_key.clone(),
            secret_key: settings.tabby_secret_key.expose().to_owned(),
            merchant_code: settings.tabby_merchant_code.clone(),
            webhook_header: settings.tabby_webhook_header.clone(),
            webhook_secret: settings.tabby_webhook_secret.expose().to_owned(),
            public_url: public_url.trim_end_matches('/').to_owned(),
            client: reqwest::Client::builder().timeout(Duration::from_secs(15)).build().unwrap_or_default(),
        }
    }
}

#[async_trait]
impl PaymentProvider for Tabby {
    fn id(&self) -> &'static str {
        "tabby"
    }

    async fn start(&self, charge: &Charge) -> Result<Started, ProviderError> {
        let back = format!("{}{}", self.public_url, charge.return_path);
        let body = json!({
            "payment": {
                "amount": sar_decimal(charge.amount_halalas),
                "currency": "SAR",
                "description": format!("Eva #{}", charge.payment_id),
                "buyer": {"name": charge.buyer.name, "email": charge.buyer.email, "phone": charge.buyer.phone},
                "order": {"reference_id": charge.payment_id.to_string()},
            },
            "lang": charge.lang,
            "merchant_code": self.merchant_code,
            "merchant_urls": {"success": back, "cancel": back, "failure": back},
        });
        let res = self
            .client
            .post(format!("{}/api/v2/checkout", self.base_url))
            .bearer_auth(&self.public_key)
            .json(&body)
            .send()
            .await
            .map_err(unreachable)?;
        if !res.status().is_success() {
            return Err(ProviderError::Unreachable(format!("session creation answered {}", res.status())));
        }
        let session: Session = res.json().await.map_err(unreachable)?;
        if session.status != "created" {
            return Err(ProviderError::Declined("bnpl_rejected".into()));
        }
        let url = session
            .configuration
            .and_then(|c| c.available_products)
            .and_then(|p| p.installments.into_iter().next())
            .map(|p| p.web_url)
            .ok_or_else(|| ProviderError::Declined("bnpl_rejected".into()))?;
        let payment = session.payment.ok_or_else(|| ProviderError::Unreachable("session without a payment".into()))?;
        Ok(Started { provider_ref: payment.id, redirect_url: url })
    }

    async fn outcome(&self, provider_ref: &str, expected_halalas: i64) -> Result<Outcome, ProviderError> {
        let payment = self.payment(provider_ref).await?;
        if payment.id != provider_ref {
            return Err(ProviderError::Unknown(provider_ref.into()));
        }
        let right_amount = halalas_of(&payment.amount) == Some(expected_halalas) && payment.currency.eq_ignore_ascii_case("SAR");
        Ok(match payment.status.to_ascii_uppercase().as_str() {
            "AUTHORIZED" | "CLOSED" if !right_amount => Outcome::Failed("amount_mismatch".into()),
            "AUTHORIZED" => {
                // An authorised payment is the shop's to capture; a repeated capture is answered
                // by the payment being CLOSED already.
                let res = self
                    .client
                    .post(format!("{}/api/v2/payments/{provider_ref}/captures", self.base_url))
                    .bearer_auth(&self.secret_key)
                    .json(&json!({"amount": payment.amount}))
                    .send()
                    .await
                    .map_err(unreachable)?;
                if res.status().is_success() || self.payment(provider_ref).await?.status.eq_ignore_ascii_case("CLOSED") {
                    Outcome::Paid
                } else {
                    Outcome::Pending
                }
            }
            "CLOSED" => Outcome::Paid,
            "REJECTED" => Outcome::Failed("bnpl_rejected".into()),
            "EXPIRED" => Outcome::Cancelled,
            _ => Outcome::Pending,
        })
    }

    async fn refund(&self, provider_ref: &str, amount_halalas: i64) -> Result<(), ProviderError> {
        let request = self
            .client
            .post(format!("{}/api/v2/payments/{provider_ref}/refunds", self.base_url))
            .bearer_auth(&self.secret_key)
            .json(&json!({"amount": sar_decimal(amount_halalas)}));
        send(request, "refund").await?;
        Ok(())
    }

    fn webhook_subject(&self, headers: &actix_web::http::header::HeaderMap, body: &[u8]) -> Result<String, WebhookRefused> {
        let given = headers.get(self.webhook_header.as_str()).and_then(|v| v.to_str().ok()).unwrap_or_default();
        if !same_secret(given, &self.webhook_secret) {
            return Err(WebhookRefused::BadSecret);
        }
        let hook: Webhook = serde_json::from_slice(body).map_err(|e| WebhookRefused::Malformed(e.to_string()))?;
        hook.id.ok_or_else(|| WebhookRefused::Malformed("no payment id".into()))
    }
}
