//! The subscriptions API, black-box through HTTP on a fresh database per test: the catalogue,
//! checkout through the sandbox gateway's hosted page (success, decline, 3-D Secure, instalments),
//! what the server trusts (its own price, the provider's word), coupons and their limits under
//! concurrency, renewals, the free reports that come with a plan, and entitlements.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use actix_web::{HttpResponse, get, web};
use chrono::{DateTime, Utc};
use eva_testing::{TestApp, TestUser};
use platform::requirements::Entitled;
use platform::requirements::features::{AiChat, Reports, Signals};
use platform::{ApiResult, AppContext, Module, ServiceConfig};
use reqwest::redirect::Policy;
use sea_orm::{ConnectionTrait, Statement};
use serde_json::{Value, json};

/// Routes that need a paid feature, as chat, signals and reports will.
struct FeatureProbe;

#[utoipa::path(tag = "probe", responses((status = 200)))]
#[get("/api/probe/chat")]
async fn chat_probe(_user: Entitled<AiChat>) -> ApiResult<HttpResponse> {
    Ok(HttpResponse::Ok().json(json!({"data": "chat"})))
}

#[utoipa::path(tag = "probe", responses((status = 200)))]
#[get("/api/probe/signals")]
async fn signals_probe(_user: Entitled<Signals>) -> ApiResult<HttpResponse> {
    Ok(HttpResponse::Ok().json(json!({"data": "signals"})))
}

#[utoipa::path(tag = "probe", responses((status = 200)))]
#[get("/api/probe/reports")]
async fn reports_probe(_user: Entitled<Reports>, _ctx: web::Data<AppContext>) -> ApiResult<HttpResponse> {
    Ok(HttpResponse::Ok().json(json!({"data": "reports"})))
}

impl Module for FeatureProbe {
    fn id(&self) -> &'static str {
        "feature_probe"
    }
    fn routes(&self, cfg: &mut ServiceConfig<'_>) {
        cfg.service(chat_probe).service(signals_probe).service(reports_probe);
    }
}

async fn spawn() -> TestApp {
    TestApp::spawn_with_extra_modules(vec![Box::new(FeatureProbe)]).await
}

/// A browser that does not follow redirects, to see where each step sends it.
fn browser() -> reqwest::Client {
    reqwest::Client::builder().redirect(Policy::none()).build().unwrap()
}

async fn packages(app: &TestApp) -> Vec<Value> {
    let res = app.get("/api/all-packages").lang("en").send().await;
    assert_eq!(res.status, 200, "{:?}", res.body);
    res.body["data"].as_array().unwrap().clone()
}

/// The plan of the named platform package with the given type.
async fn plan_id(app: &TestApp, package: &str, plan_type: &str) -> i64 {
    let all = packages(app).await;
    let pkg = all.iter().find(|p| p["name"] == package).unwrap_or_else(|| panic!("package {package} in {all:?}"));
    pkg["plans"].as_array().unwrap().iter().find(|p| p["plan_type"] == plan_type).unwrap()["id"].as_i64().unwrap()
}

async fn subscribe(app: &TestApp, user: &TestUser, body: Value) -> eva_testing::TestResponse {
    app.post("/api/subscribe").token(&user.token).lang("en").json(&body).send().await
}

fn attempt(plan_id: i64, method: &str) -> Value {
    json!({"plan_id": plan_id, "method": method, "idempotency_key": uuid::Uuid::new_v4().to_string(), "accept_terms": true})
}

/// Submits the sandbox page's form; returns where the sandbox sends the browser (or the HTML it shows).
async fn on_sandbox_page(app: &TestApp, redirect_url: &str, form: &[(&str, &str)]) -> (u16, String) {
    let page = browser().get(format!("{}{redirect_url}", app.address)).send().await.unwrap();
    assert_eq!(page.status(), 200);
    assert!(page.text().await.unwrap().contains("sandbox-page"));
    let res = browser().post(format!("{}{redirect_url}", app.address)).form(form).send().await.unwrap();
    let status = res.status().as_u16();
    let location = res.headers().get("location").map(|l| l.to_str().unwrap().to_owned());
    (status, location.unwrap_or(res.text().await.unwrap()))
}

/// Follows the gateway's return to eva; returns where eva sends the browser.
async fn back_at_shop(app: &TestApp, return_path: &str) -> String {
    let res = browser().get(format!("{}{return_path}", app.address)).send().await.unwrap();
    assert_eq!(res.status(), 303);
    res.headers().get("location").unwrap().to_str().unwrap().to_owned()
}

/// Buys a plan with a card that succeeds; returns the payment id.
async fn buy(app: &TestApp, user: &TestUser, plan_id: i64) -> i64 {
    let res = subscribe(app, user, attempt(plan_id, "mada")).await;
    assert_eq!(res.status, 201, "{:?}", res.body);
    let payment = res.body["data"]["payment_id"].as_i64().unwrap();
    let (status, to) = on_sandbox_page(app, res.body["data"]["redirect_url"].as_str().unwrap(), &[("action", "pay"), ("card_number", "4201 3201 1111 1010")]).await;
    assert_eq!((status, to.as_str()), (303, format!("/api/payments/{payment}/return").as_str()));
    assert_eq!(back_at_shop(app, &to).await, format!("/success/payment?payment={payment}"));
    payment
}

async fn payment(app: &TestApp, user: &TestUser, id: i64) -> Value {
    let res = app.get(&format!("/api/payments/{id}")).token(&user.token).lang("en").send().await;
    assert_eq!(res.status, 200, "{:?}", res.body);
    res.body["data"].clone()
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    let db = &app.ctx.db;
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql.to_owned())).await.unwrap().unwrap();
    row.try_get_by_index::<i64>(0).unwrap()
}

/// A coupon as staff would create it.
async fn coupon(app: &TestApp, code: &str, kind: &str, value: i64, max: Option<i32>, per_user: Option<i32>) {
    let limit = |v: Option<i32>| v.map_or("NULL".to_owned(), |n| n.to_string());
    let sql = format!(
        "INSERT INTO subscriptions_coupons (code, kind, value, max_redemptions, per_user_limit, redeemed, active, created_at) VALUES ('{code}', '{kind}', {value}, {}, {}, 0, TRUE, '2026-01-01T00:00:00Z')",
        limit(max),
        limit(per_user)
    );
    app.ctx.db.execute_unprepared(&sql).await.unwrap();
}

async fn probe(app: &TestApp, user: &TestUser, feature: &str) -> Value {
    let res = app.get(&format!("/api/probe/{feature}")).token(&user.token).lang("en").send().await;
    assert_eq!(res.status, 200, "{:?}", res.body);
    res.body.clone()
}

fn time(v: &Value) -> DateTime<Utc> {
    v.as_str().unwrap().parse().unwrap()
}

#[tokio::test]
async fn the_catalogue_shows_vat_inclusive_prices_with_vat_broken_out_in_both_languages() {
    let app = spawn().await;
    let all = packages(&app).await;
    let names: Vec<&str> = all.iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Eva Chat", "Eva Signals and Technical Analysis", "Eva Reports", "Eva Pro"]);
    for plan in all.iter().flat_map(|p| p["plans"].as_array().unwrap()) {
        let price = &plan["price"];
        let total = price["total_halalas"].as_i64().unwrap();
        assert_eq!(price["vat_halalas"].as_i64().unwrap() + price["net_halalas"].as_i64().unwrap(), total);
        assert_eq!(price["vat_rate_percent"], 15);
    }
    let chat = &all[0]["plans"][0];
    assert_eq!((chat["plan_type"].as_str(), chat["price"]["total_halalas"].as_i64(), chat["price"]["vat_halalas"].as_i64()), (Some("monthly"), Some(4_900), Some(639)));
    assert_eq!(chat["bonus_reports_days"], 14);
    let arabic = app.get("/api/all-packages").lang("ar").send().await;
    assert_eq!(arabic.body["data"][0]["name"], "إيفا شات");
    assert_eq!(arabic.body["data"][0]["plans"][0]["name"], "شهري");

    let reports = app.get("/api/evareport/packages").lang("en").send().await;
    let names: Vec<&str> = reports.body["data"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Eva Reports", "Eva Pro"]);
    let id = all[1]["id"].as_i64().unwrap();
    for path in [format!("/api/packages/{id}"), format!("/api/package/{id}")] {
        let res = app.get(&path).lang("en").send().await;
        assert_eq!(res.body["data"]["grants"], json!(["signals", "technical_analysis"]), "{path}");
    }
    let via_plans = app.post("/api/plans").lang("en").json(&json!({"package_id": id})).send().await;
    assert_eq!(via_plans.body["data"]["plans"].as_array().unwrap().len(), 4);
    assert_eq!(app.get("/api/packages/999999").send().await.status, 404);
    let no_list = app.post("/api/plans").lang("en").json(&json!({"list_type": "rating", "list_id": 12})).send().await;
    assert_eq!(no_list.status, 404);
}

#[tokio::test]
async fn checkout_refuses_a_missing_method_and_unticked_terms_in_the_users_language() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Chat", "monthly").await;
    let res = subscribe(&app, &user, json!({"plan_id": plan, "idempotency_key": "attempt-0001", "accept_terms": false})).await;
    assert_eq!(res.status, 422);
    assert_eq!(res.field_error("method"), Some("Please select a payment method"));
    assert_eq!(res.field_error("accept_terms"), Some("You must agree to the terms and conditions"));
    let arabic = app.post("/api/subscribe").token(&user.token).lang("ar").json(&json!({"plan_id": plan, "method": "cash", "idempotency_key": "attempt-0001"})).send().await;
    assert_eq!(arabic.field_error("method"), Some("يرجى اختيار طريقة الدفع"));
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_payments").await, 0);
    assert_eq!(app.post("/api/subscribe").json(&attempt(plan, "mada")).send().await.status, 401);
}

#[tokio::test]
async fn buying_a_plan_through_the_hosted_page_opens_the_feature() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    assert_eq!(probe(&app, &user, "chat").await["code"], 999);
    let checkout = app.get(&format!("/api/plans/{}", plan_id(&app, "Eva Chat", "annual").await)).token(&user.token).lang("en").send().await;
    assert_eq!(checkout.body["data"]["methods"], json!(["mada", "apple_pay", "visa", "mastercard", "bnpl"]));
    assert_eq!(checkout.body["data"]["bnpl"]["schedule"].as_array().unwrap().len(), 4);

    let plan = plan_id(&app, "Eva Chat", "annual").await;
    let mut body = attempt(plan, "mada");
    // The client's amount is never trusted.
    body["amount"] = json!(1);
    body["total_halalas"] = json!(1);
    let res = subscribe(&app, &user, body).await;
    assert_eq!(res.status, 201, "{:?}", res.body);
    let id = res.body["data"]["payment_id"].as_i64().unwrap();
    assert_eq!(res.body["data"]["status"], "pending");
    assert_eq!(payment(&app, &user, id).await["price"]["total_halalas"], 44_900);
    // Nothing is granted before the gateway says so.
    assert_eq!(probe(&app, &user, "chat").await["code"], 999);

    let (_, to) = on_sandbox_page(&app, res.body["data"]["redirect_url"].as_str().unwrap(), &[("action", "pay"), ("card_number", "4111111111111111")]).await;
    assert_eq!(back_at_shop(&app, &to).await, format!("/success/payment?payment={id}"));
    let paid = payment(&app, &user, id).await;
    assert_eq!(paid["status"], "paid");
    assert!(paid["paid_at"].is_string());
    assert_eq!(probe(&app, &user, "chat").await["data"], "chat");
    // A chat plan is not a signals plan; its free reports come with it (3 months with a year).
    assert_eq!(probe(&app, &user, "signals").await["code"], 999);
    assert_eq!(probe(&app, &user, "reports").await["data"], "reports");

    let mine = app.get("/api/v2/subscriptions").token(&user.token).lang("en").send().await;
    assert_eq!(mine.body["data"]["has_subscription"], true);
    let active = mine.body["data"]["active"].as_array().unwrap();
    assert_eq!(active.len(), 2);
    let chat = active.iter().find(|s| s["source"] == "paid").unwrap();
    let bonus = active.iter().find(|s| s["source"] == "bonus").unwrap();
    assert_eq!((time(&chat["ends_at"]) - time(&chat["starts_at"])).num_days(), 365);
    assert_eq!((time(&bonus["ends_at"]) - time(&bonus["starts_at"])).num_days(), 90);
    assert_eq!(chat["renew_plan_id"], plan);
    assert_eq!(bonus["renew_plan_id"], Value::Null);
    // Every move of the payment is kept, and the payment terms acceptance is recorded.
    let moves = count(&app, &format!("SELECT COUNT(*) FROM subscriptions_payment_transitions WHERE payment_id = {id}")).await;
    assert_eq!(moves, 3);
    let consents = count(&app, &format!("SELECT COUNT(*) FROM content_consents WHERE user_id = {} AND document_key = 'payment-terms'", user.id)).await;
    assert_eq!(consents, 1);
}

#[tokio::test]
async fn three_d_secure_passes_with_the_right_code_and_fails_with_a_wrong_one() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Signals and Technical Analysis", "monthly").await;
    for (code, outcome) in [("123456", "paid"), ("000000", "failed")] {
        let res = subscribe(&app, &user, attempt(plan, "visa")).await;
        let id = res.body["data"]["payment_id"].as_i64().unwrap();
        let url = res.body["data"]["redirect_url"].as_str().unwrap().to_owned();
        let (status, html) = on_sandbox_page(&app, &url, &[("action", "pay"), ("card_number", "4000000000003220")]).await;
        assert_eq!(status, 200);
        assert!(html.contains("sandbox-otp"), "{html}");
        let res = browser().post(format!("{}{url}", app.address)).form(&[("action", "verify"), ("otp", code)]).send().await.unwrap();
        let to = res.headers().get("location").unwrap().to_str().unwrap().to_owned();
        let landing = back_at_shop(&app, &to).await;
        let p = payment(&app, &user, id).await;
        assert_eq!(p["status"], outcome);
        if outcome == "failed" {
            assert_eq!(landing, format!("/payment/{plan}?payment={id}&status=failed"));
            assert_eq!(p["failure_reason"], "The card verification failed");
        }
    }
}

#[tokio::test]
async fn a_declined_card_keeps_nothing_half_done_and_gives_the_coupon_back() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Reports", "monthly").await;
    coupon(&app, "WELCOME50", "fixed", 5_000, Some(100), Some(1)).await;
    let mut body = attempt(plan, "mastercard");
    body["coupon"] = json!("welcome50");
    let res = subscribe(&app, &user, body).await;
    assert_eq!(res.status, 201, "{:?}", res.body);
    let id = res.body["data"]["payment_id"].as_i64().unwrap();
    assert_eq!(count(&app, "SELECT SUM(redeemed) FROM subscriptions_coupons WHERE code = 'WELCOME50'").await, 1);
    let (_, to) = on_sandbox_page(&app, res.body["data"]["redirect_url"].as_str().unwrap(), &[("action", "pay"), ("card_number", "4000000000000002")]).await;
    assert_eq!(back_at_shop(&app, &to).await, format!("/reports-payment/{plan}?payment={id}&status=failed"));
    let p = payment(&app, &user, id).await;
    assert_eq!((p["status"].as_str(), p["failure_reason"].as_str()), (Some("failed"), Some("The card was declined")));
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_subscriptions").await, 0);
    assert_eq!(count(&app, "SELECT SUM(redeemed) FROM subscriptions_coupons WHERE code = 'WELCOME50'").await, 0);
    assert_eq!(probe(&app, &user, "reports").await["code"], 999);
    // The returning browser again changes nothing.
    back_at_shop(&app, &to).await;
    assert_eq!(count(&app, &format!("SELECT COUNT(*) FROM subscriptions_payment_transitions WHERE payment_id = {id}")).await, 3);
}

#[tokio::test]
async fn the_same_attempt_key_is_the_same_payment_and_a_replayed_return_applies_once() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Pro", "monthly").await;
    let body = attempt(plan, "mada");
    let (first, second) = tokio::join!(subscribe(&app, &user, body.clone()), subscribe(&app, &user, body.clone()));
    let id_of = |r: &eva_testing::TestResponse| r.body["data"]["payment_id"].as_i64().unwrap_or_else(|| panic!("{} {:?}", r.status, r.body));
    let ids = [id_of(&first), id_of(&second)];
    assert_eq!(ids[0], ids[1]);
    let mut statuses = [first.status, second.status];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 201]);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_payments").await, 1);

    let url = first.body["data"]["redirect_url"].as_str().unwrap().to_owned();
    let (_, to) = on_sandbox_page(&app, &url, &[("action", "pay"), ("card_number", "5555555555554444")]).await;
    let returns = (0..4).map(|_| back_at_shop(&app, &to));
    for landing in futures_util::future::join_all(returns).await {
        assert_eq!(landing, format!("/success/payment?payment={}", ids[0]));
    }
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_subscriptions WHERE source = 'paid'").await, 1);
    // Pro includes reports, so no bonus reports come with it.
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_subscriptions").await, 1);
    let again = subscribe(&app, &user, body).await;
    assert_eq!((again.status, again.body["data"]["status"].as_str()), (200, Some("paid")));
    assert_eq!(again.body["data"]["redirect_url"], Value::Null);
}

#[tokio::test]
async fn a_coupon_lowers_the_price_and_its_limit_holds_under_concurrent_checkouts() {
    let app = spawn().await;
    let plan = plan_id(&app, "Eva Signals and Technical Analysis", "annual").await;
    let user = app.verified_subscriber().await;
    coupon(&app, "EVA10", "percent", 10, None, None).await;
    let valid = app.post("/api/coupon/valid").token(&user.token).lang("en").json(&json!({"code": "eva10", "plan_id": plan})).send().await;
    assert_eq!(valid.status, 200, "{:?}", valid.body);
    assert_eq!(valid.body["data"]["price"]["total_halalas"], 80_910);
    assert_eq!(valid.body["data"]["price"]["discount_halalas"], 8_990);
    let unknown = app.post("/api/coupon/valid").token(&user.token).lang("en").json(&json!({"code": "NOPE", "plan_id": plan})).send().await;
    assert_eq!((unknown.status, unknown.field_error("code")), (422, Some("This coupon code is not valid")));

    coupon(&app, "ONLYONE", "percent", 50, Some(1), None).await;
    let buyers = [app.verified_subscriber().await, app.verified_subscriber().await, app.verified_subscriber().await];
    let tries = buyers.iter().map(|b| {
        let mut body = attempt(plan, "mada");
        body["coupon"] = json!("ONLYONE");
        subscribe(&app, b, body)
    });
    let answers = futures_util::future::join_all(tries).await;
    let won = answers.iter().filter(|a| a.status == 201).count();
    let refused: Vec<_> = answers.iter().filter(|a| a.status == 422).map(|a| a.field_error("coupon").unwrap_or_default().to_owned()).collect();
    assert_eq!(won, 1, "{answers:?}");
    assert_eq!(refused, vec!["This coupon has been used up".to_owned(); 2]);
    assert_eq!(count(&app, "SELECT SUM(redeemed) FROM subscriptions_coupons WHERE code = 'ONLYONE'").await, 1);
}

#[tokio::test]
async fn a_renewal_starts_when_the_running_period_ends() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Chat", "monthly").await;
    buy(&app, &user, plan).await;
    buy(&app, &user, plan).await;
    let mine = app.get("/api/subscriptions").token(&user.token).lang("en").send().await;
    let paid: Vec<&Value> = mine.body["data"].as_array().unwrap().iter().filter(|s| s["source"] == "paid").collect();
    assert_eq!(paid.len(), 2);
    // Newest first: the renewal begins where the first period ends.
    assert_eq!(time(&paid[0]["starts_at"]), time(&paid[1]["ends_at"]));
    assert_eq!(paid[0]["active"], false);
    assert_eq!(paid[1]["active"], true);
}

#[tokio::test]
async fn instalments_are_offered_within_their_limits_and_approved_on_the_providers_page() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let cheap = plan_id(&app, "Eva Chat", "monthly").await;
    let checkout = app.get(&format!("/api/plans/{cheap}")).token(&user.token).lang("en").send().await;
    assert_eq!(checkout.body["data"]["bnpl"]["available"], false);
    assert!(!checkout.body["data"]["methods"].as_array().unwrap().contains(&json!("bnpl")));
    let refused = subscribe(&app, &user, attempt(cheap, "bnpl")).await;
    assert_eq!((refused.status, refused.field_error("method")), (422, Some("This payment method is not available for this amount")));

    let plan = plan_id(&app, "Eva Pro", "annual").await;
    let res = subscribe(&app, &user, attempt(plan, "bnpl")).await;
    assert_eq!(res.status, 201, "{:?}", res.body);
    let id = res.body["data"]["payment_id"].as_i64().unwrap();
    let url = res.body["data"]["redirect_url"].as_str().unwrap().to_owned();
    let page = browser().get(format!("{}{url}", app.address)).send().await.unwrap().text().await.unwrap();
    assert!(page.contains("sandbox-instalments") && page.contains("449.75"), "{page}");
    let (_, to) = on_sandbox_page(&app, &url, &[("action", "approve")]).await;
    assert_eq!(back_at_shop(&app, &to).await, format!("/success/payment?payment={id}"));
    assert_eq!(probe(&app, &user, "signals").await["data"], "signals");
}

#[tokio::test]
async fn the_expiry_run_reminds_three_days_ahead_once_and_ends_what_has_passed() {
    let app = spawn().await;
    let ana = app.verified_subscriber().await;
    let ben = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Chat", "monthly").await;
    let english = app.post("/api/update-language").token(&ana.token).json(&json!({"language": "en"})).send().await;
    assert_eq!(english.status, 200, "{:?}", english.body);
    buy(&app, &ana, plan).await;
    // Ben has already renewed: his first period is followed by the next one.
    buy(&app, &ben, plan).await;
    buy(&app, &ben, plan).await;
    let shift = |user: i64| format!("UPDATE subscriptions_subscriptions SET starts_at = starts_at - INTERVAL_28, ends_at = ends_at - INTERVAL_28 WHERE user_id = {user}");
    let backend = app.ctx.db.get_database_backend();
    for user in [ana.id, ben.id] {
        let sql = match backend {
            sea_orm::DatabaseBackend::Postgres => shift(user).replace("INTERVAL_28", "INTERVAL '28 days'"),
            _ => format!(
                "UPDATE subscriptions_subscriptions SET starts_at = strftime('%Y-%m-%d %H:%M:%f+00:00', starts_at, '-28 days'), ends_at = strftime('%Y-%m-%d %H:%M:%f+00:00', ends_at, '-28 days') WHERE user_id = {user}"
            ),
        };
        app.ctx.db.execute_unprepared(&sql).await.unwrap();
    }

    let now = Utc::now();
    let first = subscriptions::expiry::run_at(&app.ctx, now).await.unwrap();
    // Ana's paid month ends in two days; her free reports (14 days) have ended; Ben renewed.
    assert_eq!(first.reminded, 1, "{first:?}");
    // In the language Ana chose for her notifications.
    let mail = app.mail.wait_for_where(&ana.email, 1, |m| m.subject.contains("ends soon")).await;
    assert_eq!(mail.subject, "Your Eva subscription ends soon");
    assert!(mail.text.contains("Your Eva Chat subscription ends on"), "{}", mail.text);
    assert!(app.mail.all().iter().all(|m| !m.to.contains(&ben.email) || !m.subject.contains("ends soon")));
    assert_eq!(subscriptions::expiry::run_at(&app.ctx, now).await.unwrap().reminded, 0);
    assert_eq!(probe(&app, &ana, "chat").await["data"], "chat");

    let later = now + chrono::Duration::days(3);
    let ended = subscriptions::expiry::run_at(&app.ctx, later).await.unwrap();
    assert_eq!(ended.ended, 2, "{ended:?}");
    assert_eq!(subscriptions::expiry::run_at(&app.ctx, later).await.unwrap(), subscriptions::expiry::ExpiryReport::default());
    // An ended period grants nothing, even before its recorded end.
    assert_eq!(probe(&app, &ana, "chat").await["code"], 999);
    // Ben's renewal carries on.
    assert_eq!(count(&app, &format!("SELECT COUNT(*) FROM subscriptions_subscriptions WHERE user_id = {} AND ended_at IS NULL AND source = 'paid'", ben.id)).await, 1);
}
