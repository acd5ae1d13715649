//! The built-in sandbox gateway, the embedded default: a hosted test payment page served by eva
//! itself, with test cards for success, decline and a 3-D Secure step, and an approve/reject page
//! for instalments. It keeps its own records, as an outside gateway would, so the shop talks to
//! it only through [`PaymentProvider`].

use async_trait::async_trait;
use chrono::Utc;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter};

use super::{Charge, Outcome, PaymentProvider, ProviderError, Started};
use crate::entities::sandbox_sessions;

/// Test cards shown on the sandbox page.
pub const CARD_SUCCESS: [&str; 3] = ["4111111111111111", "5555555555554444", "4201320111111010"];
pub const CARD_DECLINED: &str = "4000000000000002";
pub const CARD_THREE_DS: &str = "4000000000003220";
/// The one-time code that passes the sandbox's 3-D Secure step.
pub const THREE_DS_CODE: &str = "123456";

pub struct Sandbox {
    pub db: DatabaseConnection,
}

/// Where the sandbox's hosted page for `reference` lives.
pub fn page_path(reference: &str) -> String {
    format!("/api/payments/sandbox/{reference}")
}

fn failure(e: sea_orm::DbErr) -> ProviderError {
    ProviderError::Unreachable(e.to_string())
}

pub async fn find(db: &DatabaseConnection, reference: &str) -> Result<Option<sandbox_sessions::Model>, sea_orm::DbErr> {
    sandbox_sessions::Entity::find().filter(sandbox_sessions::Column::Reference.eq(reference)).one(db).await
}

/// What the sandbox decides for a card number typed on its page.
#[derive(Debug, PartialEq, Eq)]
pub enum CardDecision {
    Paid,
    Declined,
    ThreeDs,
}

pub fn decide_card(number: &str) -> CardDecision {
    let digits: String = number.chars().filter(char::is_ascii_digit).collect();
    if digits == CARD_THREE_DS {
        CardDecision::ThreeDs
    } else if CARD_SUCCESS.contains(&digits.as_str()) {
        CardDecision::Paid
    } else {
        CardDecision::Declined
    }
}

/// Moves a sandbox payment to its outcome, once: a decided payment stays decided.
pub async fn settle(
    db: &DatabaseConnection,
    session: sandbox_sessions::Model,
    status: &str,
    failure_code: Option<&str>,
    card_last4: Option<String>,
    awaiting_otp: bool,
) -> Result<sandbox_sessions::Model, sea_orm::DbErr> {
    if session.status != "initiated" {
        return Ok(session);
    }
    let mut active: sandbox_sessions::ActiveModel = session.into();
    active.status = Set(status.to_owned());
    active.failure = Set(failure_code.map(str::to_owned));
    if card_last4.is_some() {
        active.card_last4 = Set(card_last4);
    }
    active.awaiting_otp = Set(awaiting_otp);
    active.updated_at = Set(Utc::now());
    active.update(db).await
}

#[async_trait]
impl PaymentProvider for Sandbox {
    fn id(&self) -> &'static str {
        "sandbox"
    }

    async fn start(&self, charge: &Charge) -> Result<Started, ProviderError> {
        let reference = format!("sbx_{}", uuid::Uuid::new_v4().simple());
        let now = Utc::now();
        sandbox_sessions::ActiveModel {
            reference: Set(reference.clone()),
            merchant_reference: Set(charge.payment_id.to_string()),
            amount_halalas: Set(charge.amount_halalas),
            method: Set(charge.method.code().to_owned()),
            status: Set("initiated".into()),
            failure: Set(None),
            card_last4: Set(None),
            awaiting_otp: Set(false),
            return_url: Set(charge.return_path.clone()),
            lang: Set(charge.lang.to_owned()),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
        .insert(&self.db)
        .await
        .map_err(failure)?;
        Ok(Started { redirect_url: page_path(&reference), provider_ref: reference })
    }

    async fn outcome(&self, provider_ref: &str, expected_halalas: i64) -> Result<Outcome, ProviderError> {
        let session = find(&self.db, provider_ref).await.map_err(failure)?.ok_or_else(|| ProviderError::Unknown(provider_ref.into()))?;
        Ok(match session.status.as_str() {
            "paid" if session.amount_halalas != expected_halalas => Outcome::Failed("amount_mismatch".into()),
            "paid" => Outcome::Paid,
            "failed" => Outcome::Failed(session.failure.unwrap_or_else(|| "card_declined".into())),
            "cancelled" => Outcome::Cancelled,
            "refunded" => Outcome::Refunded,
            _ => Outcome::Pending,
        })
    }

    async fn refund(&self, provider_ref: &str, amount_halalas: i64) -> Result<(), ProviderError> {
        let session = find(&self.db, provider_ref).await.map_err(failure)?.ok_or_else(|| ProviderError::Unknown(provider_ref.into()))?;
        if session.status != "paid" || !(1..=session.amount_halalas).contains(&amount_halalas) {
            return Err(ProviderError::Declined(format!(
                "a {} payment of {} cannot be refunded {amount_halalas}",
                session.status, session.amount_halalas
            )));
        }
        if amount_halalas < session.amount_halalas {
            // A partial refund: the payment stays paid, as a real gateway reports it.
            return Ok(());
        }
        let mut active: sandbox_sessions::ActiveModel = session.into();
        active.status = Set("refunded".into());
        active.updated_at = Set(Utc::now());
        active.update(&self.db).await.map_err(failure)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_cards_decide_as_documented() {
        assert_eq!(decide_card("4111 1111 1111 1111"), CardDecision::Paid);
        assert_eq!(decide_card("4201-3201-1111-1010"), CardDecision::Paid);
        assert_eq!(decide_card(CARD_DECLINED), CardDecision::Declined);
        assert_eq!(decide_card(CARD_THREE_DS), CardDecision::ThreeDs);
        assert_eq!(decide_card("1234"), CardDecision::Declined);
    }
}
