//! A verified identity for test users, through the kyc module's own HTTP API (its sandbox
//! provider confirms at once in tests), so tests of other modules meet KYC as users do.

use std::time::Duration;

use serde_json::json;

use crate::{TestApp, TestUser};

/// A valid Saudi citizen's identity number (Luhn check digit) made from `seed`: different seeds,
/// different numbers.
pub fn saudi_identity_number(seed: u64) -> String {
    let body = format!("1{:08}", seed % 100_000_000);
    let sum: u32 = body
        .chars()
        .rev()
        .enumerate()
        .map(|(i, c)| {
            let d = c.to_digit(10).unwrap_or(0);
            // From the right, the check digit's neighbour is doubled.
            if i % 2 == 0 {
                let twice = d * 2;
                if twice > 9 { twice - 9 } else { twice }
            } else {
                d
            }
        })
        .sum();
    format!("{body}{}", (10 - sum % 10) % 10)
}

/// The Saudi form of spec §3, filled, for `identity_number`.
pub fn saudi_form(identity_number: &str) -> serde_json::Value {
    json!({
        "identity_number": identity_number,
        "birth_calendar": "gregorian", "birth_year": 1990, "birth_month": 4, "birth_day": 15,
        "bank": "rajhi", "social_status": "married", "net_savings": "50k_200k", "family_members": "3_5",
        "annual_income": "120k_300k", "investment_objective": "balanced",
        "risk_answers": [true, true, true, true, true, true], "acknowledgement": true
    })
}

impl TestApp {
    /// Takes `user` through the Saudi path: the identity check, the form and the risk agreement;
    /// nothing when they are verified already.
    pub async fn kyc_verify(&self, user: &TestUser) {
        let now = self.get("/api/kyc").token(&user.token).send().await;
        if now.body["data"]["status"] == "verified" {
            return;
        }
        // Clear of the sandbox's always-rejected number (1000000016).
        let number = saudi_identity_number(10_000 + u64::try_from(user.id).unwrap_or(0));
        let started = self.post("/api/call_ap_web").token(&user.token).json(&json!({"identity_number": number})).send().await;
        assert_eq!(started.status, 201, "the identity check starts: {:?}", started.body);
        let mut status = String::new();
        for _ in 0..100 {
            let check = self.get("/api/kyc/identity-check").token(&user.token).send().await;
            status = check.body["data"]["status"].as_str().unwrap_or_default().to_owned();
            if status != "waiting" {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert_eq!(status, "completed", "the sandbox confirms the identity");
        let form = self.post("/api/addKyc").token(&user.token).json(&saudi_form(&number)).send().await;
        assert_eq!(form.status, 201, "the form is taken: {:?}", form.body);
        let agreed = self.post("/api/kycRiskAgree").token(&user.token).json(&json!({"agree": true})).send().await;
        assert_eq!(agreed.body["data"]["status"], "verified", "{:?}", agreed.body);
    }

    /// A subscriber with email, phone and KYC done: a client who may follow advice.
    pub async fn verified_client(&self) -> TestUser {
        let user = self.verified_subscriber().await;
        self.kyc_verify(&user).await;
        user
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn numbers_carry_their_check_digit() {
        assert_eq!(saudi_identity_number(0), "1000000008");
        assert_eq!(saudi_identity_number(1), "1000000016");
        assert_ne!(saudi_identity_number(7), saudi_identity_number(8));
    }
}
