//! Paying on the sandbox gateway as a browser does: the hosted page's form with a card that
//! succeeds, then the gateway's return to Eva (which captures the payment).

use crate::TestApp;

/// The sandbox's card that is always accepted.
pub const GOOD_CARD: &str = "4111111111111111";

impl TestApp {
    /// Pays on the sandbox page at `redirect_url` (a checkout's) and follows the return; answers
    /// where Eva sends the browser afterwards.
    pub async fn pay_on_sandbox(&self, redirect_url: &str) -> String {
        let browser = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().expect("an HTTP client");
        let page = format!("{}{redirect_url}", self.address);
        let paid =
            browser.post(&page).form(&[("action", "pay"), ("card_number", GOOD_CARD)]).send().await.expect("the sandbox page answers");
        assert_eq!(paid.status().as_u16(), 303, "the sandbox sends the browser back");
        let back = paid.headers().get("location").and_then(|l| l.to_str().ok()).expect("a return address").to_owned();
        let shop = browser.get(format!("{}{back}", self.address)).send().await.expect("Eva answers the return");
        assert_eq!(shop.status().as_u16(), 303, "Eva sends the browser on");
        shop.headers().get("location").and_then(|l| l.to_str().ok()).expect("where Eva sends the browser").to_owned()
    }
}
