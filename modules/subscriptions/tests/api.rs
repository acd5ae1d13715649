//! The subscriptions API, black-box through HTTP on a fresh database per test: the catalogue,
//! checkout through the sandbox gateway's hosted page (success, decline, 3-D Secure, instalments),
//! what the server trusts (its own price, the provider's word), coupons and their limits under
//! concurrency, renewals, the free reports that come with a plan, and entitlements.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use actix_web::{HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use eva_testing::{TestApp, TestUser};
use platform::auth::SignedIn;
use platform::ports::{Checkout, CheckoutRequest, Feature, ListOffer, ListOffers};
use platform::requirements::Entitled;
use platform::requirements::features::{AiChat, Reports, Signals, TechnicalAnalysis};
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

/// What the analysts and ratings modules will do through the platform: price a list, read its
/// earnings, and ask whether a subscriber may open it.
#[utoipa::path(tag = "probe", request_body(content = String, content_type = "application/json"), responses((status = 200)))]
#[post("/api/probe/list-offer")]
async fn set_list_offer(ctx: web::Data<AppContext>, body: web::Bytes) -> ApiResult<HttpResponse> {
    let offer: ListOffer = serde_json::from_slice(&body).unwrap();
    ctx.port::<dyn ListOffers>().unwrap().set_offer(&offer).await?;
    Ok(HttpResponse::Ok().json(json!({"data": "ok"})))
}

#[utoipa::path(tag = "probe", responses((status = 200)))]
#[get("/api/probe/earnings/{analyst}")]
async fn list_earnings(ctx: web::Data<AppContext>, analyst: web::Path<i64>) -> ApiResult<HttpResponse> {
    let year = chrono::Duration::days(366);
    let lines = ctx.port::<dyn ListOffers>().unwrap().earnings(*analyst, Utc::now() - year, Utc::now() + year).await?;
    Ok(HttpResponse::Ok().json(json!({"data": lines})))
}

#[utoipa::path(tag = "probe", responses((status = 200)))]
#[get("/api/probe/rating-list/{id}")]
async fn rating_list_probe(user: SignedIn, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<HttpResponse> {
    ctx.require_entitlement(user.id(), Feature::RatingList(*id)).await?;
    Ok(HttpResponse::Ok().json(json!({"data": "list"})))
}

#[utoipa::path(tag = "probe", responses((status = 200)))]
#[get("/api/probe/technical-analysis")]
async fn technical_probe(_user: Entitled<TechnicalAnalysis>) -> ApiResult<HttpResponse> {
    Ok(HttpResponse::Ok().json(json!({"data": "technical"})))
}

#[utoipa::path(tag = "probe", responses((status = 200)))]
#[get("/api/probe/analysis-package/{id}")]
async fn analysis_package_probe(user: SignedIn, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<HttpResponse> {
    ctx.require_entitlement(user.id(), Feature::StockAnalysisPackage(*id)).await?;
    Ok(HttpResponse::Ok().json(json!({"data": "analysis"})))
}

/// What the chat module's `/api/chat/plans` and `/api/chat/subscribe` will do.
#[utoipa::path(tag = "probe", responses((status = 200)))]
#[get("/api/probe/chat-plans")]
async fn chat_plans(ctx: web::Data<AppContext>) -> ApiResult<HttpResponse> {
    let offers = ctx.port::<dyn Checkout>().unwrap().offers(&ctx, Feature::AiChat).await?;
    Ok(HttpResponse::Ok().json(json!({"data": offers})))
}

#[utoipa::path(tag = "probe", request_body(content = String, content_type = "application/json"), responses((status = 200)))]
#[post("/api/probe/chat-subscribe")]
async fn chat_subscribe(user: SignedIn, ctx: web::Data<AppContext>, body: web::Bytes) -> ApiResult<HttpResponse> {
    let request: CheckoutRequest = serde_json::from_slice(&body).unwrap();
    let started = ctx.port::<dyn Checkout>().unwrap().begin(&ctx, user.id(), Feature::AiChat, &request, "127.0.0.1").await?;
    Ok(HttpResponse::Created().json(json!({"data": started})))
}

impl Module for FeatureProbe {
    fn id(&self) -> &'static str {
        "feature_probe"
    }
    fn routes(&self, cfg: &mut ServiceConfig<'_>) {
        cfg.service(chat_probe)
            .service(signals_probe)
            .service(reports_probe)
            .service(set_list_offer)
            .service(list_earnings)
            .service(rating_list_probe)
            .service(technical_probe)
            .service(analysis_package_probe)
            .service(chat_plans)
            .service(chat_subscribe);
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

/// Where the provider sends the buyer of payment `id` back: with its random return token.
async fn return_of(app: &TestApp, id: i64) -> String {
    use sea_orm::EntityTrait;
    let row = subscriptions::entities::payments::Entity::find_by_id(id).one(&app.ctx.db).await.unwrap().unwrap();
    format!("/api/payments/{id}/return/{}", row.return_token.expect("a return token"))
}

/// Buys a plan with a card that succeeds; returns the payment id.
async fn buy(app: &TestApp, user: &TestUser, plan_id: i64) -> i64 {
    // Lists are advice: their buyers are verified clients (platform packages do not ask).
    app.kyc_verify(user).await;
    let res = subscribe(app, user, attempt(plan_id, "mada")).await;
    assert_eq!(res.status, 201, "{:?}", res.body);
    let payment = res.body["data"]["payment_id"].as_i64().unwrap();
    let (status, to) = on_sandbox_page(
        app,
        res.body["data"]["redirect_url"].as_str().unwrap(),
        &[("action", "pay"), ("card_number", "4201 3201 1111 1010")],
    )
    .await;
    assert_eq!((status, to.clone()), (303, return_of(app, payment).await));
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
    assert_eq!(
        (chat["plan_type"].as_str(), chat["price"]["total_halalas"].as_i64(), chat["price"]["vat_halalas"].as_i64()),
        (Some("monthly"), Some(4_900), Some(639))
    );
    assert_eq!(chat["bonus_reports_days"], 14);
    // Each plan names its checkout: chat and reports have their own, the rest the general one.
    let checkout = |i: usize| all[i]["plans"][0]["checkout_path"].as_str().unwrap().rsplit_once('/').unwrap().0.to_owned();
    assert_eq!([checkout(0), checkout(1), checkout(2), checkout(3)], ["/chat-payment", "/payment", "/reports-payment", "/payment"]);
    assert_eq!(chat["checkout_path"], format!("/chat-payment/{}", chat["id"]));
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
    let arabic = app
        .post("/api/subscribe")
        .token(&user.token)
        .lang("ar")
        .json(&json!({"plan_id": plan, "method": "cash", "idempotency_key": "attempt-0001"}))
        .send()
        .await;
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

    let (_, to) = on_sandbox_page(
        &app,
        res.body["data"]["redirect_url"].as_str().unwrap(),
        &[("action", "pay"), ("card_number", "4111111111111111")],
    )
    .await;
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
    let consents =
        count(&app, &format!("SELECT COUNT(*) FROM content_consents WHERE user_id = {} AND document_key = 'payment-terms'", user.id)).await;
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
async fn the_arabic_sandbox_page_keeps_latin_words_and_amounts_whole() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Signals and Technical Analysis", "monthly").await;
    let res = app.post("/api/subscribe").token(&user.token).lang("ar").json(&attempt(plan, "visa")).send().await;
    let url = res.body["data"]["redirect_url"].as_str().unwrap().to_owned();
    let (status, html) = on_sandbox_page(&app, &url, &[("action", "pay"), ("card_number", "4000000000003220")]).await;
    assert_eq!(status, 200);
    assert!(html.contains(r#"<html lang="ar" dir="rtl">"#), "{html}");
    // «D Secure-3» once: the Latin name and the amount are isolated left to right.
    assert!(html.contains(r#"رمز التحقق (<bdi dir="ltr">3-D Secure</bdi>)"#), "{html}");
    assert!(html.contains(r#"<div class="amount"><bdi dir="ltr">"#), "{html}");
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
    let (_, to) = on_sandbox_page(
        &app,
        res.body["data"]["redirect_url"].as_str().unwrap(),
        &[("action", "pay"), ("card_number", "4000000000000002")],
    )
    .await;
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
    let id_of =
        |r: &eva_testing::TestResponse| r.body["data"]["payment_id"].as_i64().unwrap_or_else(|| panic!("{} {:?}", r.status, r.body));
    let ids = [id_of(&first), id_of(&second)];
    assert_eq!(ids[0], ids[1]);
    let mut statuses = [first.status, second.status];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 201]);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_payments").await, 1);

    // Both answers lead to the gateway's page: the repeat waits for the first to open it.
    assert_eq!(first.body["data"]["redirect_url"], second.body["data"]["redirect_url"]);
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

/// A checkout whose web process was killed after recording the payment and before opening the
/// provider's page (`make chaos` caught one there): the same attempt key again opens the page, so
/// the buyer can pay, and it is still one payment.
#[tokio::test]
async fn the_same_attempt_key_opens_the_page_a_killed_process_never_opened() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Pro", "monthly").await;
    let body = attempt(plan, "mada");
    let first = subscribe(&app, &user, body.clone()).await;
    assert_eq!(first.status, 201, "{:?}", first.body);
    let id = first.body["data"]["payment_id"].as_i64().unwrap();
    // As the killed process left it: recorded, never opened.
    app.ctx
        .db
        .execute_unprepared(&format!(
            "UPDATE subscriptions_payments SET status = 'initiated', provider_ref = NULL, redirect_url = NULL WHERE id = {id}"
        ))
        .await
        .unwrap();
    let again = subscribe(&app, &user, body.clone()).await;
    assert_eq!(
        (again.status, again.body["data"]["payment_id"].as_i64(), again.body["data"]["status"].as_str()),
        (200, Some(id), Some("pending")),
        "{:?}",
        again.body
    );
    let url = again.body["data"]["redirect_url"].as_str().expect("a page to pay on").to_owned();
    let (_, to) = on_sandbox_page(&app, &url, &[("action", "pay"), ("card_number", "4111111111111111")]).await;
    assert_eq!(back_at_shop(&app, &to).await, format!("/success/payment?payment={id}"));
    let later = subscribe(&app, &user, body).await;
    assert_eq!(
        (later.status, later.body["data"]["payment_id"].as_i64(), later.body["data"]["status"].as_str()),
        (200, Some(id), Some("paid"))
    );
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_payments").await, 1);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_subscriptions WHERE source = 'paid'").await, 1);
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
    let refused: Vec<_> =
        answers.iter().filter(|a| a.status == 422).map(|a| a.field_error("coupon").unwrap_or_default().to_owned()).collect();
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
    // Each renewal's free reports lie within the period it bought: they never stack past it.
    let bonus: Vec<&Value> = mine.body["data"].as_array().unwrap().iter().filter(|s| s["source"] == "bonus").collect();
    assert_eq!(bonus.len(), 2);
    for (free, bought) in bonus.iter().zip(&paid) {
        assert!(
            time(&free["starts_at"]) >= time(&bought["starts_at"]) && time(&free["ends_at"]) <= time(&bought["ends_at"]),
            "{free} within {bought}"
        );
    }
}

/// A package priced at nothing cannot be bought: no payment, no provider page, no invoice and
/// no free reports for 0 SAR (DECISIONS 16); a list cannot even be offered so.
#[tokio::test]
async fn nothing_is_sold_for_nothing() {
    let app = spawn().await;
    let staff = app.signed_in_staff().await;
    let package = json!({
        "product": "platform", "grants": ["signals"], "name_ar": "مجانية", "name_en": "Free Signals",
        "description_ar": "وصف", "description_en": "About", "features_ar": ["إشارات"], "features_en": ["Signals"],
        "discount_percent": 100, "sort": 9, "active": true, "plans": [{"plan_type": "monthly", "price_halalas": 2_900}]
    });
    let created = app.post("/api/staff/packages").token(&staff.token).json(&package).send().await;
    assert_eq!(created.status, 201, "{:?}", created.body);
    let plan = plan_id(&app, "Free Signals", "monthly").await;
    let user = app.verified_subscriber().await;
    let payments_before = count(&app, "SELECT COUNT(*) FROM subscriptions_payments").await;
    let refused = subscribe(&app, &user, attempt(plan, "mada")).await;
    assert_eq!(refused.status, 422, "{:?}", refused.body);
    assert_eq!(
        refused.field_error("plan_id"),
        Some("This plan cannot be bought: its price after the discount is zero"),
        "{:?}",
        refused.body
    );
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_payments").await, payments_before, "nothing recorded, no provider asked");
    assert!(app.get("/api/subscriptions").token(&user.token).send().await.body["data"].as_array().unwrap().is_empty());

    // The catalogue refuses a list at 100% off, or at under 10 SAR a month after its discount.
    for (discount, monthly) in [(100, 29_900), (81, 5_000)] {
        let offer = json!({"kind": "rating", "list_id": 999, "analyst_id": staff.id, "name_ar": "ق", "name_en": "L",
            "discount_percent": discount, "prices": [{"plan_type": "monthly", "price_halalas": monthly}]});
        let res = app.post("/api/probe/list-offer").json(&offer).send().await;
        assert_ne!(res.status, 200, "{discount}% off {monthly}: {:?}", res.body);
    }
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
    // A post that is not a form leaves the page as it was.
    let odd = browser().post(format!("{}{url}", app.address)).header("content-type", "text/plain").body("x").send().await.unwrap();
    assert_eq!(odd.status(), 200);
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
    let shift = |user: i64| {
        format!(
            "UPDATE subscriptions_subscriptions SET starts_at = starts_at - INTERVAL_28, ends_at = ends_at - INTERVAL_28 WHERE user_id = {user}"
        )
    };
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
    assert_eq!(
        count(
            &app,
            &format!(
                "SELECT COUNT(*) FROM subscriptions_subscriptions WHERE user_id = {} AND ended_at IS NULL AND source = 'paid'",
                ben.id
            )
        )
        .await,
        1
    );
}

#[path = "fakes/gateways.rs"]
mod gateways;

/// The app with Moyasar for cards and Tabby for instalments, both pointing at the local fakes.
async fn spawn_with_gateways(fake: &gateways::FakeGateways) -> TestApp {
    let settings = json!({
        "card_provider": "moyasar",
        "moyasar_base_url": fake.base_url,
        "moyasar_secret_key": gateways::MOYASAR_SECRET,
        "moyasar_webhook_secret": "whsec_moyasar",
        "bnpl_provider": "tabby",
        "tabby_base_url": fake.base_url,
        "tabby_public_key": gateways::TABBY_PUBLIC,
        "tabby_secret_key": gateways::TABBY_SECRET,
        "tabby_merchant_code": "eva_sa",
        "tabby_webhook_secret": "whsec_tabby",
        "bnpl_min_halalas": 50_000,
        "bnpl_max_halalas": 200_000,
    });
    TestApp::spawn_full(move |s| drop(s.module.insert("subscriptions".into(), settings)), |_| {}, vec![Box::new(FeatureProbe)]).await
}

async fn webhook(app: &TestApp, provider: &str, headers: &[(&str, &str)], body: &Value) -> eva_testing::TestResponse {
    let mut req = app.post(&format!("/api/payments/webhooks/{provider}")).lang("en");
    for (name, value) in headers {
        req = req.header(name, value);
    }
    req.raw_body("application/json", body.to_string()).send().await
}

#[tokio::test]
async fn a_card_payment_goes_through_the_moyasar_shaped_gateway_and_is_checked_with_it() {
    let fake = gateways::start().await;
    let app = spawn_with_gateways(&fake).await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Chat", "annual").await;
    let res = subscribe(&app, &user, attempt(plan, "mada")).await;
    assert_eq!(res.status, 201, "{:?}", res.body);
    let id = res.body["data"]["payment_id"].as_i64().unwrap();
    let invoice = fake.only_payment_id();
    // The buyer goes to the gateway's own page; the gateway was asked for the server's price.
    assert_eq!(res.body["data"]["redirect_url"], format!("{}/pay/{invoice}", fake.base_url));
    let asked = fake.payment(&invoice);
    assert_eq!((asked.amount.clone(), asked.currency.as_str()), (json!(44_900), "SAR"));
    let back = return_of(&app, id).await;
    assert!(asked.request["callback_url"].as_str().unwrap().ends_with(&back));

    // Coming back before paying changes nothing.
    assert_eq!(
        back_at_shop(&app, &format!("{back}?id={invoice}&status=paid")).await,
        format!("/chat-payment/{plan}?payment={id}&status=pending")
    );
    // Without the payment's token, or with another, nobody makes eva ask the gateway anything.
    let asked_before = fake.lookups();
    for guess in [format!("/api/payments/{id}/return"), format!("/api/payments/{id}/return/0123456789abcdef0123456789abcdef")] {
        assert_eq!(browser().get(format!("{}{guess}", app.address)).send().await.unwrap().status(), 404, "{guess}");
    }
    assert_eq!(fake.lookups(), asked_before, "no request reached the gateway");
    assert_eq!(probe(&app, &user, "chat").await["code"], 999);

    fake.set_status(&invoice, "paid");
    assert_eq!(back_at_shop(&app, &format!("{back}?id={invoice}")).await, format!("/success/payment?payment={id}"));
    assert_eq!(probe(&app, &user, "chat").await["data"], "chat");
}

#[tokio::test]
async fn moyasar_webhooks_need_the_secret_apply_once_and_never_grant_a_wrong_amount() {
    let fake = gateways::start().await;
    let app = spawn_with_gateways(&fake).await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Reports", "quarterly").await;
    let res = subscribe(&app, &user, attempt(plan, "visa")).await;
    let id = res.body["data"]["payment_id"].as_i64().unwrap();
    let invoice = fake.only_payment_id();
    fake.set_status(&invoice, "paid");
    let notice = |secret: &str| json!({"id": "evt_1", "type": "payment_paid", "secret_token": secret, "data": {"id": "pay_1", "invoice_id": invoice, "status": "paid"}});

    assert_eq!(webhook(&app, "moyasar", &[], &notice("whsec_wrong")).await.status, 401);
    assert_eq!(webhook(&app, "moyasar", &[], &json!({"secret_token": "whsec_moyasar"})).await.status, 422);
    assert_eq!(webhook(&app, "nobody", &[], &notice("whsec_moyasar")).await.status, 404);
    assert_eq!(payment(&app, &user, id).await["status"], "pending");

    // The callback and the webhook race, and the webhook is replayed: one subscription.
    let good = notice("whsec_moyasar");
    let return_path = return_of(&app, id).await;
    let (a, b, c) =
        tokio::join!(webhook(&app, "moyasar", &[], &good), webhook(&app, "moyasar", &[], &good), back_at_shop(&app, &return_path));
    assert_eq!((a.status, b.status), (200, 200));
    assert_eq!(a.body["data"]["status"], "paid");
    assert_eq!(c, format!("/success/payment?payment={id}"));
    assert_eq!(count(&app, &format!("SELECT COUNT(*) FROM subscriptions_subscriptions WHERE payment_id = {id}")).await, 1);
    assert_eq!(
        count(&app, &format!("SELECT COUNT(*) FROM subscriptions_payment_transitions WHERE payment_id = {id} AND to_status = 'paid'"))
            .await,
        1
    );

    // A gateway that reports another amount as paid grants nothing.
    let second = subscribe(&app, &user, attempt(plan_id(&app, "Eva Chat", "monthly").await, "mada")).await;
    let second_id = second.body["data"]["payment_id"].as_i64().unwrap();
    let second_invoice = second.body["data"]["redirect_url"].as_str().unwrap().rsplit('/').next().unwrap().to_owned();
    fake.set_status(&second_invoice, "paid");
    fake.set_amount(&second_invoice, json!(100));
    let tampered = json!({"type": "payment_paid", "secret_token": "whsec_moyasar", "data": {"invoice_id": second_invoice}});
    assert_eq!(webhook(&app, "moyasar", &[], &tampered).await.body["data"]["status"], "failed");
    assert_eq!(probe(&app, &user, "chat").await["code"], 999);
    // A notice about a payment eva never made is acknowledged and ignored.
    let stranger = json!({"type": "payment_paid", "secret_token": "whsec_moyasar", "data": {"invoice_id": "inv_elsewhere"}});
    assert_eq!(webhook(&app, "moyasar", &[], &stranger).await.body["data"]["status"], "ignored");
    let _ = second_id;
}

#[tokio::test]
async fn instalments_go_through_the_tabby_shaped_provider_within_its_configured_limits() {
    let fake = gateways::start().await;
    let app = spawn_with_gateways(&fake).await;
    let user = app.verified_subscriber().await;
    // The limits are the deployment's: 500 to 2,000 SAR here.
    let cheap = plan_id(&app, "Eva Pro", "monthly").await;
    let offer = app.get(&format!("/api/plans/{cheap}")).token(&user.token).send().await;
    assert_eq!(
        (offer.body["data"]["bnpl"]["available"].as_bool(), offer.body["data"]["bnpl"]["min_halalas"].as_i64()),
        (Some(false), Some(50_000))
    );

    let plan = plan_id(&app, "Eva Pro", "annual").await;
    let res = subscribe(&app, &user, attempt(plan, "bnpl")).await;
    assert_eq!(res.status, 201, "{:?}", res.body);
    let id = res.body["data"]["payment_id"].as_i64().unwrap();
    let tabby_id = fake.only_payment_id();
    assert_eq!(res.body["data"]["redirect_url"], format!("{}/hpp/{tabby_id}", fake.base_url));
    let asked = fake.payment(&tabby_id);
    assert_eq!(asked.amount, json!("1799.00"));
    assert_eq!(asked.request["payment"]["buyer"]["email"], user.email.as_str());

    // The buyer is approved on Tabby's page; its webhook carries the registered header.
    fake.set_status(&tabby_id, "AUTHORIZED");
    let notice = json!({"id": tabby_id, "status": "authorized"});
    assert_eq!(webhook(&app, "tabby", &[("X-Eva-Webhook-Secret", "nope")], &notice).await.status, 401);
    for _ in 0..3 {
        let res = webhook(&app, "tabby", &[("X-Eva-Webhook-Secret", "whsec_tabby")], &notice).await;
        assert_eq!(res.body["data"]["status"], "paid", "{:?}", res.body);
    }
    // Captured once, however often the notice came.
    assert_eq!(fake.payment(&tabby_id).captures, 1);
    assert_eq!(payment(&app, &user, id).await["status"], "paid");
    assert_eq!(probe(&app, &user, "signals").await["data"], "signals");
}

#[tokio::test]
async fn a_buyer_the_instalment_provider_does_not_approve_is_told_and_keeps_nothing() {
    let fake = gateways::start().await;
    let app = spawn_with_gateways(&fake).await;
    let user = app.verified_subscriber().await;
    fake.reject_buyers();
    let plan = plan_id(&app, "Eva Pro", "annual").await;
    let refused = subscribe(&app, &user, attempt(plan, "bnpl")).await;
    assert_eq!((refused.status, refused.field_error("method")), (422, Some("The instalment plan was not approved")));
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_payments WHERE status = 'failed'").await, 1);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_subscriptions").await, 0);
}

// --- Invoices: every paid payment gets one simplified tax invoice (PDF, ZATCA QR code). ---

/// The invoice row of a payment.
async fn invoice_of(app: &TestApp, payment: i64) -> subscriptions::entities::invoices::Model {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    use subscriptions::entities::invoices;
    invoices::Entity::find().filter(invoices::Column::PaymentId.eq(payment)).one(&app.ctx.db).await.unwrap().expect("the payment's invoice")
}

/// Reads a ZATCA QR payload back: base64, then tag, length, value.
fn zatca_fields(payload: &str) -> Vec<(u8, String)> {
    use base64::Engine;
    let bytes = base64::engine::general_purpose::STANDARD.decode(payload).unwrap();
    let (mut fields, mut i) = (Vec::new(), 0);
    while i < bytes.len() {
        let len = usize::from(bytes[i + 1]);
        fields.push((bytes[i], String::from_utf8(bytes[i + 2..i + 2 + len].to_vec()).unwrap()));
        i += 2 + len;
    }
    fields
}

fn sar(halalas: i64) -> String {
    format!("{}.{:02}", halalas / 100, halalas % 100)
}

/// A tax document's QR code names the seller, the document's own time, its total and its VAT.
fn assert_zatca_qr(payload: &str, issued_at: DateTime<Utc>, total: i64, vat: i64) {
    assert_eq!(
        zatca_fields(payload),
        vec![
            (1, "شركة إيفا للاستشارات المالية".to_owned()),
            (2, "310123456700003".to_owned()),
            (3, issued_at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)),
            (4, sar(total)),
            (5, sar(vat)),
        ]
    );
}

#[tokio::test]
async fn a_paid_payment_gets_one_simplified_tax_invoice_that_only_its_owner_downloads() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Chat", "annual").await;
    let id = buy(&app, &user, plan).await;

    // Listed under My Subscriptions, on the paid subscription (the free reports share the payment).
    let mine = app.get("/api/v2/subscriptions").token(&user.token).lang("en").send().await;
    let active = mine.body["data"]["active"].as_array().unwrap();
    let paid = active.iter().find(|s| s["source"] == "paid").unwrap();
    let bonus = active.iter().find(|s| s["source"] == "bonus").unwrap();
    assert_eq!(bonus["invoice"], Value::Null);
    let link = &paid["invoice"];
    let invoice_id = link["id"].as_i64().unwrap_or_else(|| panic!("an invoice link in {paid}"));
    let number = link["number"].as_str().unwrap().to_owned();
    assert_eq!(link["url"], format!("/api/invoices/{invoice_id}/pdf"));
    let year = Utc::now().with_timezone(&chrono_tz::Asia::Riyadh).format("%Y").to_string();
    assert!(number.starts_with(&format!("INV-{year}-")) && number.len() == "INV-2026-000001".len(), "{number}");
    let listed = app.get("/api/subscriptions").token(&user.token).lang("en").send().await;
    assert!(listed.body["data"].as_array().unwrap().iter().any(|s| s["invoice"]["id"] == invoice_id));

    // The PDF, for its owner.
    let url = format!("/api/invoices/{invoice_id}/pdf");
    let pdf = app.get(&url).token(&user.token).send().await;
    assert_eq!(pdf.status, 200, "{:?}", pdf.body);
    assert_eq!(pdf.headers["content-type"], "application/pdf");
    assert_eq!(pdf.headers["content-disposition"].to_str().unwrap(), format!("inline; filename=\"{number}.pdf\""));
    assert!(pdf.body.as_str().unwrap().starts_with("%PDF"));
    // Nobody else's: another subscriber is told there is none; a guest must sign in; staff may.
    let other = app.verified_subscriber().await;
    assert_eq!(app.get(&url).token(&other.token).send().await.status, 404);
    assert_eq!(app.get(&url).send().await.status, 401);
    assert_eq!(app.get("/api/invoices/999999/pdf").token(&user.token).send().await.status, 404);
    let staff = app.signed_in_staff().await;
    assert_eq!(app.get(&url).token(&staff.token).send().await.status, 200);

    // The row: seller, VAT number, the payment's amounts; its QR code says the same.
    let row = invoice_of(&app, id).await;
    assert_eq!((row.id, row.number.as_str()), (invoice_id, number.as_str()));
    let p = payment(&app, &user, id).await;
    let (total, vat) = (p["price"]["total_halalas"].as_i64().unwrap(), p["price"]["vat_halalas"].as_i64().unwrap());
    assert_eq!((row.total_halalas, row.vat_halalas), (total, vat));
    assert_eq!(total, 44_900);
    let stored = row.document_key.clone().unwrap();
    assert!(stored.starts_with("subscriptions/invoices/") && !stored.contains(&number), "a random key, never the number: {stored}");
    assert!(app.ctx.storage.get(&stored).await.unwrap().unwrap().starts_with(b"%PDF"));
    assert_zatca_qr(&row.qr_tlv, row.issued_at, total, vat);
    assert_eq!(zatca_fields(&row.qr_tlv)[3].1, "449.00");

    // Capture signals again, some at once: still one invoice, the same one.
    let again = return_of(&app, id).await;
    let returns = (0..3).map(|_| back_at_shop(&app, &again));
    futures_util::future::join_all(returns).await;
    assert_eq!(count(&app, &format!("SELECT COUNT(*) FROM subscriptions_invoices WHERE payment_id = {id}")).await, 1);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_invoices").await, 1);
    assert_eq!(invoice_of(&app, id).await, row);

    // An invoice that could not be issued at capture is issued by the next signal, once, even
    // when several arrive together.
    app.ctx.db.execute_unprepared(&format!("DELETE FROM subscriptions_invoices WHERE payment_id = {id}")).await.unwrap();
    futures_util::future::join_all((0..4).map(|_| back_at_shop(&app, &again))).await;
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_invoices").await, 1);
    let reissued = invoice_of(&app, id).await;
    assert_eq!(reissued.number, number);
    assert!(reissued.document_key.is_some());
}

#[tokio::test]
async fn buyers_paying_at_the_same_time_get_consecutive_invoice_numbers() {
    let app = spawn().await;
    let plan = plan_id(&app, "Eva Reports", "monthly").await;
    let first_buyer = app.verified_subscriber().await;
    let first = buy(&app, &first_buyer, plan).await;
    // Four more pay on the gateway's page, then all come back at once: their captures, and so
    // their invoices, race.
    let mut buyers = Vec::new();
    let mut returns = Vec::new();
    for _ in 0..4 {
        let user = app.verified_subscriber().await;
        let res = subscribe(&app, &user, attempt(plan, "mada")).await;
        let payment = res.body["data"]["payment_id"].as_i64().unwrap();
        let (_, to) = on_sandbox_page(
            &app,
            res.body["data"]["redirect_url"].as_str().unwrap(),
            &[("action", "pay"), ("card_number", "4201 3201 1111 1010")],
        )
        .await;
        buyers.push((user, payment));
        returns.push(to);
    }
    futures_util::future::join_all(returns.iter().map(|to| back_at_shop(&app, to))).await;

    let seq = |n: &str| n.rsplit('-').next().unwrap().parse::<u32>().unwrap();
    assert_eq!(seq(&invoice_of(&app, first).await.number), 1);
    let mut numbers = Vec::new();
    for (_, payment) in &buyers {
        numbers.push(seq(&invoice_of(&app, *payment).await.number));
    }
    numbers.sort_unstable();
    assert_eq!(numbers, [2, 3, 4, 5]);
    // Each buyer sees only their own.
    let (user, payment) = &buyers[0];
    let mine = app.get("/api/subscriptions").token(&user.token).send().await;
    let links: Vec<&Value> = mine.body["data"].as_array().unwrap().iter().map(|s| &s["invoice"]).filter(|i| !i.is_null()).collect();
    assert_eq!(links.len(), 1);
    assert_eq!(links[0]["id"], invoice_of(&app, *payment).await.id);
}

// --- Credit notes: a refunded payment's invoice is credited by a simplified tax credit note. ---

/// The credit note row of a payment.
async fn credit_note_of(app: &TestApp, payment: i64) -> subscriptions::entities::credit_notes::Model {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    use subscriptions::entities::credit_notes;
    credit_notes::Entity::find()
        .filter(credit_notes::Column::PaymentId.eq(payment))
        .one(&app.ctx.db)
        .await
        .unwrap()
        .expect("the payment's credit note")
}

#[tokio::test]
async fn a_staff_refund_issues_one_credit_note_against_the_invoice_that_only_its_owner_downloads() {
    let app = spawn().await;
    let staff = app.signed_in_staff().await;
    let buyer = app.verified_subscriber().await;
    let id = buy(&app, &buyer, plan_id(&app, "Eva Chat", "annual").await).await;
    let invoice = invoice_of(&app, id).await;
    let mine = app.get("/api/v2/subscriptions").token(&buyer.token).send().await;
    assert!(mine.body["data"]["active"].as_array().unwrap().iter().all(|s| s["credit_note"].is_null()), "no credit note before a refund");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_credit_notes").await, 0);

    let refunded = app
        .post(&format!("/api/staff/payments/{id}/refund"))
        .token(&staff.token)
        .json(&serde_json::json!({"reason": "طلب العميل"}))
        .send()
        .await;
    assert_eq!(refunded.status, 200, "{:?}", refunded.body);
    // Refunding again is refused and issues nothing more.
    assert_eq!(
        app.post(&format!("/api/staff/payments/{id}/refund"))
            .token(&staff.token)
            .json(&serde_json::json!({"reason": "طلب العميل"}))
            .send()
            .await
            .status,
        409
    );
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_credit_notes").await, 1);

    // The row: against the invoice, the whole payment credited, its own number and QR code.
    let note = credit_note_of(&app, id).await;
    assert_eq!((note.invoice_id, note.reason.as_str()), (invoice.id, "refunded_by_staff"));
    assert_eq!((note.total_halalas, note.vat_halalas), (invoice.total_halalas, invoice.vat_halalas));
    assert_eq!((note.total_halalas, note.vat_halalas), (44_900, 5_857));
    let year = Utc::now().with_timezone(&chrono_tz::Asia::Riyadh).format("%Y").to_string();
    assert_eq!(note.number, format!("CN-{year}-000001"));
    assert_eq!((note.seller_name.as_str(), note.vat_number.as_str()), ("شركة إيفا للاستشارات المالية", "310123456700003"));
    assert_zatca_qr(&note.qr_tlv, note.issued_at, 44_900, 5_857);
    assert_eq!(zatca_fields(&note.qr_tlv)[3].1, "449.00");
    let stored = note.document_key.clone().unwrap();
    assert!(stored.starts_with("subscriptions/credit-notes/") && !stored.contains(&note.number), "a random key: {stored}");
    assert!(app.ctx.storage.get(&stored).await.unwrap().unwrap().starts_with(b"%PDF"));

    // Beside the invoice, for the buyer and for staff.
    let url = format!("/api/credit-notes/{}/pdf", note.id);
    let link = json!({"id": note.id, "number": note.number, "url": url});
    let mine = app.get("/api/subscriptions").token(&buyer.token).send().await;
    let paid = mine.body["data"].as_array().unwrap().iter().find(|s| s["source"] == "paid").unwrap().clone();
    assert_eq!((paid["invoice"]["id"].as_i64(), &paid["credit_note"]), (Some(invoice.id), &link));
    let ended = app.get("/api/v2/subscriptions").token(&buyer.token).send().await;
    assert!(ended.body["data"]["expired"].as_array().unwrap().iter().any(|s| s["credit_note"] == link), "{:?}", ended.body);
    let detail = app.get(&format!("/api/staff/payments/{id}")).token(&staff.token).send().await;
    assert_eq!(
        (detail.body["data"]["invoice"]["number"].as_str(), &detail.body["data"]["credit_note"]),
        (Some(invoice.number.as_str()), &link)
    );

    // The PDF: its owner and staff; anyone else is told there is none, a guest must sign in.
    let pdf = app.get(&url).token(&buyer.token).send().await;
    assert_eq!(pdf.status, 200, "{:?}", pdf.body);
    assert_eq!(pdf.headers["content-type"], "application/pdf");
    assert_eq!(pdf.headers["content-disposition"].to_str().unwrap(), format!("inline; filename=\"{}.pdf\"", note.number));
    assert!(pdf.body.as_str().unwrap().starts_with("%PDF"));
    let other = app.verified_subscriber().await;
    assert_eq!(app.get(&url).token(&other.token).send().await.status, 404);
    assert_eq!(app.get(&url).send().await.status, 401);
    assert_eq!(app.get("/api/credit-notes/999999/pdf").token(&buyer.token).send().await.status, 404);
    assert_eq!(app.get("/api/credit-notes/abc/pdf").token(&buyer.token).send().await.status, 404);
    assert_eq!(app.get(&url).token(&staff.token).send().await.status, 200);

    // A PDF that was not stored is rendered when it is next asked for.
    app.ctx
        .db
        .execute_unprepared(&format!("UPDATE subscriptions_credit_notes SET document_key = NULL WHERE id = {}", note.id))
        .await
        .unwrap();
    assert_eq!(app.get(&url).token(&buyer.token).send().await.status, 200);
    let rendered = credit_note_of(&app, id).await;
    assert!(rendered.document_key.is_some(), "stored again");
    assert_eq!(subscriptions::entities::credit_notes::Model { document_key: note.document_key.clone(), ..rendered }, note, "the same note");

    // One that could not be issued after the refund is issued when staff next open the payment.
    app.ctx.db.execute_unprepared(&format!("DELETE FROM subscriptions_credit_notes WHERE payment_id = {id}")).await.unwrap();
    let detail = app.get(&format!("/api/staff/payments/{id}")).token(&staff.token).send().await;
    let reissued = credit_note_of(&app, id).await;
    assert_eq!((reissued.invoice_id, reissued.reason.as_str(), reissued.total_halalas), (invoice.id, "refunded_by_staff", 44_900));
    assert_eq!(detail.body["data"]["credit_note"]["number"].as_str(), Some(reissued.number.as_str()));
    assert!(reissued.document_key.is_some());
}

#[tokio::test]
async fn a_refund_the_provider_reports_issues_a_credit_note_once() {
    let fake = gateways::start().await;
    let app = spawn_with_gateways(&fake).await;
    let buyer = app.verified_subscriber().await;
    let res = subscribe(&app, &buyer, attempt(plan_id(&app, "Eva Reports", "quarterly").await, "visa")).await;
    let id = res.body["data"]["payment_id"].as_i64().unwrap();
    let at_gateway = fake.only_payment_id();
    let notice = |status: &str| json!({"type": format!("payment_{status}"), "secret_token": "whsec_moyasar", "data": {"invoice_id": at_gateway, "status": status}});
    fake.set_status(&at_gateway, "paid");
    assert_eq!(webhook(&app, "moyasar", &[], &notice("paid")).await.body["data"]["status"], "paid");
    let invoice = invoice_of(&app, id).await;

    // Refunded in the gateway's dashboard: its webhook arrives, twice, and the browser comes back too.
    fake.set_status(&at_gateway, "refunded");
    let refunded = notice("refunded");
    let (a, b, _) = tokio::join!(
        webhook(&app, "moyasar", &[], &refunded),
        webhook(&app, "moyasar", &[], &refunded),
        browser().get(format!("{}{}", app.address, return_of(&app, id).await)).send()
    );
    assert_eq!((a.status, b.status), (200, 200));
    assert_eq!(payment(&app, &buyer, id).await["status"], "refunded");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_credit_notes").await, 1);

    let note = credit_note_of(&app, id).await;
    assert_eq!((note.invoice_id, note.reason.as_str()), (invoice.id, "refunded_at_provider"));
    assert_eq!((note.total_halalas, note.vat_halalas), (invoice.total_halalas, invoice.vat_halalas));
    assert!(note.number.starts_with("CN-") && note.number.ends_with("-000001"), "{}", note.number);
    assert_zatca_qr(&note.qr_tlv, note.issued_at, invoice.total_halalas, invoice.vat_halalas);
    assert!(note.document_key.is_some());
    let pdf = app.get(&format!("/api/credit-notes/{}/pdf", note.id)).token(&buyer.token).send().await;
    assert_eq!(pdf.status, 200, "{:?}", pdf.body);
}

#[tokio::test]
async fn refunds_of_different_payments_at_the_same_time_get_distinct_credit_note_numbers() {
    let app = spawn().await;
    let staff = app.signed_in_staff().await;
    let plan = plan_id(&app, "Eva Reports", "monthly").await;
    let mut paid = Vec::new();
    for _ in 0..4 {
        let buyer = app.verified_subscriber().await;
        paid.push(buy(&app, &buyer, plan).await);
    }
    let refunds = paid.iter().map(|id| {
        app.post(&format!("/api/staff/payments/{id}/refund")).token(&staff.token).json(&serde_json::json!({"reason": "طلب العميل"})).send()
    });
    for res in futures_util::future::join_all(refunds).await {
        assert_eq!(res.status, 200, "{:?}", res.body);
    }
    let seq = |n: &str| n.rsplit('-').next().unwrap().parse::<u32>().unwrap();
    let (mut notes, mut invoices) = (Vec::new(), Vec::new());
    for id in &paid {
        let (note, invoice) = (credit_note_of(&app, *id).await, invoice_of(&app, *id).await);
        assert_eq!(note.invoice_id, invoice.id);
        notes.push(seq(&note.number));
        invoices.push(seq(&invoice.number));
    }
    notes.sort_unstable();
    invoices.sort_unstable();
    // Distinct, with no gap; credit notes count apart from invoices.
    assert_eq!(notes, [1, 2, 3, 4]);
    assert_eq!(invoices, [1, 2, 3, 4]);
}

#[tokio::test]
async fn an_analyst_prices_a_list_and_its_earnings_carry_what_the_commission_needs() {
    let app = spawn().await;
    let analyst = app.signed_in_analyst().await;
    let offer = |prices: Value| json!({"kind": "rating", "list_id": 12, "analyst_id": analyst.id, "name_ar": "قائمة النمو", "name_en": "Growth list", "discount_percent": 20, "prices": prices});
    let set = app
        .post("/api/probe/list-offer")
        .json(&offer(json!([{"plan_type": "monthly", "price_halalas": 10_000}, {"plan_type": "annual", "price_halalas": 100_000}])))
        .send()
        .await;
    assert_eq!(set.status, 200, "{:?}", set.body);
    let plans = app.post("/api/plans").lang("en").json(&json!({"list_type": "rating", "list_id": 12})).send().await;
    assert_eq!(plans.status, 200, "{:?}", plans.body);
    assert_eq!(plans.body["data"]["name"], "Growth list");
    let totals: Vec<i64> =
        plans.body["data"]["plans"].as_array().unwrap().iter().map(|p| p["price"]["total_halalas"].as_i64().unwrap()).collect();
    assert_eq!(totals, [8_000, 80_000]);

    let buyer = app.verified_subscriber().await;
    assert_eq!(app.get("/api/probe/rating-list/12").token(&buyer.token).send().await.body["code"], 999);
    let monthly = plans.body["data"]["plans"][0]["id"].as_i64().unwrap();
    buy(&app, &buyer, monthly).await;
    assert_eq!(app.get("/api/probe/rating-list/12").token(&buyer.token).send().await.body["data"], "list");
    assert_eq!(app.get("/api/probe/rating-list/13").token(&buyer.token).send().await.body["code"], 999);

    let earnings = app.get(&format!("/api/probe/earnings/{}", analyst.id)).send().await;
    let line = &earnings.body["data"][0];
    assert_eq!(earnings.body["data"].as_array().unwrap().len(), 1, "{:?}", earnings.body);
    assert_eq!(
        (line["kind"].as_str(), line["list_id"].as_i64(), line["plan_type"].as_str(), line["duration_days"].as_i64()),
        (Some("rating"), Some(12), Some("monthly"), Some(30))
    );
    assert_eq!(
        (line["gross_halalas"].as_i64(), line["discount_halalas"].as_i64(), line["vat_halalas"].as_i64(), line["net_halalas"].as_i64()),
        (Some(10_000), Some(2_000), Some(1_043), Some(6_957))
    );

    // The analyst withdraws the monthly plan: it is no longer sold, nor offered for renewal.
    let withdrawn = app.post("/api/probe/list-offer").json(&offer(json!([{"plan_type": "annual", "price_halalas": 90_000}]))).send().await;
    assert_eq!(withdrawn.status, 200, "{:?}", withdrawn.body);
    let plans = app.post("/api/plans").lang("en").json(&json!({"list_type": "rating", "list_id": 12})).send().await;
    assert_eq!(plans.body["data"]["plans"].as_array().unwrap().len(), 1);
    assert_eq!(plans.body["data"]["plans"][0]["price"]["total_halalas"], 72_000);
    let mine = app.get("/api/subscriptions").token(&buyer.token).send().await;
    assert_eq!(mine.body["data"][0]["renew_plan_id"], Value::Null);
    // A bad offer is refused, and nothing changes.
    let bad = app.post("/api/probe/list-offer").json(&offer(json!([{"plan_type": "weekly", "price_halalas": 5_000}]))).send().await;
    assert_eq!(bad.status, 500);
    assert_eq!(
        app.post("/api/plans").json(&json!({"list_type": "rating", "list_id": 12})).send().await.body["data"]["plans"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[tokio::test]
async fn staff_routes_answer_401_to_guests_and_403_to_subscribers() {
    let app = spawn().await;
    let subscriber = app.verified_subscriber().await;
    let routes: [(reqwest::Method, &str); 9] = [
        (reqwest::Method::GET, "/api/staff/packages"),
        (reqwest::Method::POST, "/api/staff/packages"),
        (reqwest::Method::PUT, "/api/staff/packages/1"),
        (reqwest::Method::GET, "/api/staff/coupons"),
        (reqwest::Method::POST, "/api/staff/coupons"),
        (reqwest::Method::PUT, "/api/staff/coupons/1"),
        (reqwest::Method::GET, "/api/staff/payments"),
        (reqwest::Method::GET, "/api/staff/payments/1"),
        (reqwest::Method::POST, "/api/staff/payments/1/refund"),
    ];
    for (method, path) in routes {
        let guest = app.request(method.clone(), path).json(&json!({})).send().await;
        let mine = app.request(method.clone(), path).token(&subscriber.token).json(&json!({})).send().await;
        assert_eq!((guest.status, mine.status), (401, 403), "{method} {path}");
    }
}

#[tokio::test]
async fn staff_keep_the_catalogue_and_the_coupons() {
    let app = spawn().await;
    let staff = app.signed_in_staff().await;
    let package = json!({
        "product": "platform", "grants": ["signals"], "name_ar": "إشارات أساسية", "name_en": "Basic Signals",
        "description_ar": "وصف", "description_en": "About", "features_ar": ["إشارات"], "features_en": ["Signals"],
        "discount_percent": 0, "sort": 9, "active": true,
        "plans": [{"plan_type": "monthly", "price_halalas": 2_900}, {"plan_type": "annual", "price_halalas": 29_000}]
    });
    let created = app.post("/api/staff/packages").token(&staff.token).json(&package).send().await;
    assert_eq!(created.status, 201, "{:?}", created.body);
    let id = created.body["data"]["id"].as_i64().unwrap();
    assert!(packages(&app).await.iter().any(|p| p["name"] == "Basic Signals"));

    let mut bad = package.clone();
    bad["product"] = json!("rating_list");
    bad["plans"] = json!([{"plan_type": "weekly", "price_halalas": 50}]);
    let refused = app.post("/api/staff/packages").token(&staff.token).lang("en").json(&bad).send().await;
    assert_eq!(refused.status, 422);
    assert_eq!(refused.field_error("product"), Some("The selected value is invalid"));
    assert!(refused.field_error("plans").is_some());

    // A new price reaches the checkout; a hidden plan leaves the catalogue.
    let mut edit = package.clone();
    edit["plans"] =
        json!([{"plan_type": "monthly", "price_halalas": 3_900}, {"plan_type": "annual", "active": false, "price_halalas": 29_000}]);
    let updated = app.put(&format!("/api/staff/packages/{id}")).token(&staff.token).json(&edit).send().await;
    assert_eq!(updated.status, 200, "{:?}", updated.body);
    let shown = packages(&app).await.into_iter().find(|p| p["name"] == "Basic Signals").unwrap();
    assert_eq!(shown["plans"].as_array().unwrap().len(), 1);
    assert_eq!(shown["plans"][0]["price"]["total_halalas"], 3_900);

    let coupon =
        json!({"code": "ramadan25", "kind": "percent", "value": 25, "max_redemptions": 10, "per_user_limit": 1, "products": ["platform"]});
    let made = app.post("/api/staff/coupons").token(&staff.token).json(&coupon).send().await;
    assert_eq!((made.status, made.body["data"]["code"].as_str()), (201, Some("RAMADAN25")));
    let again = app.post("/api/staff/coupons").token(&staff.token).lang("en").json(&coupon).send().await;
    assert_eq!(again.field_error("code"), Some("This coupon code is already in use"));
    let reversed = app
        .post("/api/staff/coupons")
        .token(&staff.token)
        .lang("ar")
        .json(
            &json!({"code": "X-1", "kind": "percent", "value": 0, "starts_at": "2026-12-01T00:00:00Z", "ends_at": "2026-11-01T00:00:00Z"}),
        )
        .send()
        .await;
    assert_eq!(reversed.status, 422);
    assert_eq!(reversed.field_error("value"), Some("يجب أن تكون النسبة بين 0 و100"));
    assert_eq!(reversed.field_error("ends_at"), Some("يجب أن تكون نهاية الصلاحية بعد بدايتها"));

    let buyer = app.verified_subscriber().await;
    let plan = shown["plans"][0]["id"].as_i64().unwrap();
    let valid = app.post("/api/coupon/valid").token(&buyer.token).json(&json!({"code": "Ramadan25", "plan_id": plan})).send().await;
    assert_eq!(valid.body["data"]["price"]["total_halalas"], 2_925);
    let coupon_id = made.body["data"]["id"].as_i64().unwrap();
    let mut off = coupon.clone();
    off["active"] = json!(false);
    assert_eq!(app.put(&format!("/api/staff/coupons/{coupon_id}")).token(&staff.token).json(&off).send().await.status, 200);
    let gone =
        app.post("/api/coupon/valid").token(&buyer.token).lang("en").json(&json!({"code": "RAMADAN25", "plan_id": plan})).send().await;
    assert_eq!(gone.field_error("code"), Some("This coupon code is not valid"));
}

#[tokio::test]
async fn staff_refund_a_paid_payment_and_what_it_bought_ends() {
    let app = spawn().await;
    let staff = app.signed_in_staff().await;
    let buyer = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Chat", "quarterly").await;
    let id = buy(&app, &buyer, plan).await;
    assert_eq!(probe(&app, &buyer, "chat").await["data"], "chat");

    let listed = app.get("/api/staff/payments?status=paid").token(&staff.token).send().await;
    assert_eq!(listed.body["meta"]["total"], 1);
    assert_eq!(listed.body["data"][0]["user_email"], buyer.email.as_str());
    let refunded = app
        .post(&format!("/api/staff/payments/{id}/refund"))
        .token(&staff.token)
        .json(&serde_json::json!({"reason": "طلب العميل"}))
        .send()
        .await;
    assert_eq!(refunded.status, 200, "{:?}", refunded.body);
    assert_eq!(refunded.body["data"]["payment"]["status"], "refunded");
    let last = refunded.body["data"]["transitions"].as_array().unwrap().last().unwrap().clone();
    assert_eq!((last["to_status"].as_str(), last["actor"].as_str()), (Some("refunded"), Some(format!("staff:{}", staff.id).as_str())));
    assert_eq!(last["actor_name"].as_str(), Some("مستثمر تجريبي"), "the log names the person, not staff:ID");
    assert_eq!(probe(&app, &buyer, "chat").await["code"], 999);
    assert_eq!(probe(&app, &buyer, "reports").await["code"], 999);
    let again = app
        .post(&format!("/api/staff/payments/{id}/refund"))
        .token(&staff.token)
        .lang("en")
        .json(&serde_json::json!({"reason": "طلب العميل"}))
        .send()
        .await;
    assert_eq!((again.status, again.message()), (409, "Only a paid payment can be refunded"));
    assert_eq!(
        app.post("/api/staff/payments/999999/refund").token(&staff.token).json(&serde_json::json!({"reason": "x"})).send().await.status,
        404
    );
    // Buying again starts now: the refunded period no longer holds the place.
    buy(&app, &buyer, plan).await;
    assert_eq!(probe(&app, &buyer, "chat").await["data"], "chat");
}

/// Finance refunds part of a payment once, with a reason: the period runs on, the credit note
/// credits that amount (its VAT share), and the payment cannot be refunded again.
#[tokio::test]
async fn staff_refund_part_of_a_payment_once_with_a_reason() {
    let app = spawn().await;
    let staff = app.signed_in_staff().await;
    let buyer = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Chat", "quarterly").await;
    let id = buy(&app, &buyer, plan).await;
    let refund = format!("/api/staff/payments/{id}/refund");
    let detail = app.get(&format!("/api/staff/payments/{id}")).token(&staff.token).send().await;
    let total = detail.body["data"]["payment"]["total_halalas"].as_i64().unwrap();
    assert_eq!(detail.body["data"]["payment"]["refundable_halalas"].as_i64(), Some(total));

    // A reason and a sensible amount are required, in the reader's language; nothing moves.
    let bare = app.post(&refund).token(&staff.token).json(&json!({"amount_halalas": 5_000})).send().await;
    assert_eq!(bare.field_error("reason"), Some("يرجى كتابة سبب الاسترداد، فهو يُحفظ مع الدفعة"));
    for amount in [0, -5, total + 1] {
        let bad = app.post(&refund).token(&staff.token).lang("en").json(&json!({"amount_halalas": amount, "reason": "x"})).send().await;
        assert_eq!(bad.field_error("amount_halalas"), Some("The refund must be more than zero and no more than what was paid"), "{amount}");
    }
    assert_eq!(count(&app, &format!("SELECT refunded_halalas FROM subscriptions_payments WHERE id = {id}")).await, 0);

    let reason = "انقطاع الخدمة يومين";
    let part = app.post(&refund).token(&staff.token).json(&json!({"amount_halalas": 5_000, "reason": reason})).send().await;
    assert_eq!(part.status, 200, "{:?}", part.body);
    let payment = &part.body["data"]["payment"];
    assert_eq!(
        (payment["status"].as_str(), payment["refunded_halalas"].as_i64(), payment["refundable_halalas"].as_i64()),
        (Some("paid"), Some(5_000), Some(0))
    );
    assert_eq!(payment["refund_reason"], reason);
    assert_eq!(part.body["data"]["transitions"].as_array().unwrap().last().unwrap()["detail"], "partly refunded by staff");
    assert_eq!(probe(&app, &buyer, "chat").await["data"], "chat", "the period runs on");
    // The credit note credits 50 SAR, with its share of the VAT.
    let note = part.body["data"]["credit_note"]["id"].as_i64().expect("a credit note");
    let credited = count(&app, &format!("SELECT total_halalas FROM subscriptions_credit_notes WHERE id = {note}")).await;
    let vat = count(&app, &format!("SELECT vat_halalas FROM subscriptions_credit_notes WHERE id = {note}")).await;
    let paid_vat = payment["vat_halalas"].as_i64().unwrap();
    assert_eq!((credited, vat), (5_000, (paid_vat * 5_000 * 2 + total) / (total * 2)), "the VAT's share of 50 SAR, rounded half up");
    assert!((650..=653).contains(&vat), "about 15/115 of 50 SAR: {vat}");
    let pdf = app.get(&format!("/api/credit-notes/{note}/pdf")).token(&buyer.token).send().await;
    assert_eq!(pdf.status, 200);

    // Once only.
    let again = app.post(&refund).token(&staff.token).lang("en").json(&json!({"reason": "x"})).send().await;
    assert_eq!((again.status, again.message()), (409, "Part of this payment was refunded already: a payment is refunded once"));
}

#[tokio::test]
async fn refunds_go_back_through_the_outside_providers() {
    let fake = gateways::start().await;
    let app = spawn_with_gateways(&fake).await;
    let staff = app.signed_in_staff().await;
    let buyer = app.verified_subscriber().await;
    let card = subscribe(&app, &buyer, attempt(plan_id(&app, "Eva Chat", "annual").await, "visa")).await;
    let card_id = card.body["data"]["payment_id"].as_i64().unwrap();
    let invoice = fake.only_payment_id();
    fake.set_status(&invoice, "paid");
    back_at_shop(&app, &return_of(&app, card_id).await).await;
    let res = app
        .post(&format!("/api/staff/payments/{card_id}/refund"))
        .token(&staff.token)
        .json(&serde_json::json!({"reason": "طلب العميل"}))
        .send()
        .await;
    assert_eq!(res.status, 200, "{:?}", res.body);
    assert_eq!(fake.payment(&invoice).status, "refunded");

    let bnpl = subscribe(&app, &buyer, attempt(plan_id(&app, "Eva Pro", "annual").await, "bnpl")).await;
    let bnpl_id = bnpl.body["data"]["payment_id"].as_i64().unwrap();
    let tabby_id = bnpl.body["data"]["redirect_url"].as_str().unwrap().rsplit('/').next().unwrap().to_owned();
    fake.set_status(&tabby_id, "AUTHORIZED");
    back_at_shop(&app, &return_of(&app, bnpl_id).await).await;
    let res = app
        .post(&format!("/api/staff/payments/{bnpl_id}/refund"))
        .token(&staff.token)
        .json(&serde_json::json!({"reason": "طلب العميل"}))
        .send()
        .await;
    assert_eq!(res.status, 200, "{:?}", res.body);
    assert_eq!(fake.payment(&tabby_id).status, "REFUNDED");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_subscriptions WHERE ended_at IS NULL").await, 0);
}

#[tokio::test]
async fn signals_bring_technical_analysis_and_an_analysis_package_opens_only_itself() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    assert_eq!(probe(&app, &user, "technical-analysis").await["code"], 999);
    buy(&app, &user, plan_id(&app, "Eva Signals and Technical Analysis", "monthly").await).await;
    assert_eq!(probe(&app, &user, "technical-analysis").await["data"], "technical");

    let analysis = app.post("/api/plans").lang("en").json(&json!({"package_id": 5})).send().await;
    assert_eq!(analysis.body["data"]["name"], "One stock analysis", "{:?}", analysis.body);
    assert_eq!(probe(&app, &user, "analysis-package/5").await["code"], 999);
    let plan = analysis.body["data"]["plans"][0]["id"].as_i64().unwrap();
    let res = subscribe(&app, &user, attempt(plan, "visa")).await;
    let id = res.body["data"]["payment_id"].as_i64().unwrap();
    let (_, to) = on_sandbox_page(
        &app,
        res.body["data"]["redirect_url"].as_str().unwrap(),
        &[("action", "pay"), ("card_number", "4111111111111111")],
    )
    .await;
    assert_eq!(back_at_shop(&app, &to).await, format!("/success/analysis?payment={id}"));
    assert_eq!(probe(&app, &user, "analysis-package/5").await["data"], "analysis");
    assert_eq!(probe(&app, &user, "analysis-package/6").await["code"], 999);

    // Bought once: a purchase with its invoice, never a subscription with a renewal.
    let mine = app.get("/api/v2/subscriptions").token(&user.token).lang("en").send().await;
    let purchases = mine.body["data"]["purchases"].as_array().unwrap();
    assert_eq!(purchases.len(), 1, "{:?}", mine.body);
    assert_eq!(purchases[0]["name"], "One stock analysis");
    assert!(purchases[0]["invoice"]["number"].is_string(), "{:?}", purchases[0]);
    assert_eq!((&purchases[0]["renew_plan_id"], &purchases[0]["renew_path"]), (&json!(null), &json!(null)));
    let mut periods = mine.body["data"]["active"].as_array().unwrap().iter().chain(mine.body["data"]["expired"].as_array().unwrap());
    assert!(periods.all(|s| s["product"] != "stock_analysis"), "{:?}", mine.body);
}

#[tokio::test]
async fn other_modules_sell_their_own_plans_through_the_checkout_port() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let offers = app.get("/api/probe/chat-plans").lang("en").send().await;
    let names: Vec<&str> = offers.body["data"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Eva Chat", "Eva Pro"]);

    let reports = plan_id(&app, "Eva Reports", "monthly").await;
    let mut body = attempt(reports, "mada");
    let refused = app.post("/api/probe/chat-subscribe").token(&user.token).lang("en").json(&body).send().await;
    assert_eq!((refused.status, refused.field_error("plan_id")), (422, Some("This plan is not available")));
    body["plan_id"] = json!(plan_id(&app, "Eva Chat", "monthly").await);
    body["accept_terms"] = json!(false);
    let unticked = app.post("/api/probe/chat-subscribe").token(&user.token).lang("en").json(&body).send().await;
    assert_eq!(unticked.field_error("accept_terms"), Some("You must agree to the terms and conditions"));
    body["accept_terms"] = json!(true);
    let started = app.post("/api/probe/chat-subscribe").token(&user.token).json(&body).send().await;
    assert_eq!(started.status, 201, "{:?}", started.body);
    assert!(started.body["data"]["redirect_url"].as_str().unwrap().starts_with("/api/payments/sandbox/"));
}

#[tokio::test]
async fn an_upgrade_starts_at_once_and_credits_what_remains_of_the_lower_package() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    buy(&app, &user, plan_id(&app, "Eva Chat", "annual").await).await;
    let pro = plan_id(&app, "Eva Pro", "annual").await;
    let offer = app.get(&format!("/api/plans/{pro}")).token(&user.token).send().await;
    let credit = offer.body["data"]["plan"]["price"]["credit_halalas"].as_i64().unwrap();
    assert!((44_890..=44_900).contains(&credit), "{credit}");
    assert_eq!(offer.body["data"]["plan"]["price"]["total_halalas"].as_i64().unwrap(), 179_900 - credit);
    // Not an upgrade: a package that does not give what chat gives.
    let reports = app.get(&format!("/api/plans/{}", plan_id(&app, "Eva Reports", "annual").await)).token(&user.token).send().await;
    assert_eq!(reports.body["data"]["plan"]["price"]["credit_halalas"], 0);

    let id = buy(&app, &user, pro).await;
    assert_eq!(payment(&app, &user, id).await["price"]["credit_halalas"].as_i64().unwrap(), credit);
    let mine = app.get("/api/v2/subscriptions").token(&user.token).lang("en").send().await;
    let paid: Vec<(&str, &str)> = mine.body["data"]["active"]
        .as_array()
        .unwrap()
        .iter()
        .chain(mine.body["data"]["expired"].as_array().unwrap())
        .filter(|s| s["source"] == "paid")
        .map(|s| (s["name"].as_str().unwrap(), s["state"].as_str().unwrap()))
        .collect();
    assert!(paid.contains(&("Eva Pro", "active")) && paid.contains(&("Eva Chat", "ended")), "{paid:?}");
    assert_eq!(mine.body["data"]["expired"][0]["name"], "Eva Chat");
    assert_eq!(probe(&app, &user, "chat").await["data"], "chat");
    assert_eq!(probe(&app, &user, "signals").await["data"], "signals");
}

/// Records every subscriptions event it hears, as the modules that react to them will.
#[derive(Clone, Default)]
struct EventRecorder(std::sync::Arc<std::sync::Mutex<Vec<(String, Value)>>>);

impl EventRecorder {
    fn heard(&self) -> Vec<(String, Value)> {
        self.0.lock().unwrap().clone()
    }

    async fn wait_for(&self, n: usize) -> Vec<(String, Value)> {
        for _ in 0..200 {
            if self.heard().len() >= n {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        self.heard()
    }
}

struct RecorderModule(EventRecorder);

impl Module for RecorderModule {
    fn id(&self) -> &'static str {
        "event_recorder"
    }
    fn routes(&self, _cfg: &mut ServiceConfig<'_>) {}
    fn jobs(&self, registry: &mut platform::jobs::JobRegistry) {
        use platform::events::{
            Event, PaymentCaptured, PaymentFailed, PaymentRefunded, SubscriptionEnded, SubscriptionExpiring, SubscriptionStarted,
        };
        fn record<E: Event>(registry: &mut platform::jobs::JobRegistry, name: &'static str, recorder: &EventRecorder) {
            let recorder = recorder.clone();
            registry.on::<E, _, _>(name, move |event, _delivery, _ctx| {
                let recorder = recorder.clone();
                async move {
                    recorder.0.lock().unwrap().push((E::NAME.to_owned(), serde_json::to_value(&event).unwrap()));
                    Ok(())
                }
            });
        }
        record::<PaymentCaptured>(registry, "recorder.captured", &self.0);
        record::<PaymentFailed>(registry, "recorder.failed", &self.0);
        record::<PaymentRefunded>(registry, "recorder.refunded", &self.0);
        record::<SubscriptionStarted>(registry, "recorder.started", &self.0);
        record::<SubscriptionExpiring>(registry, "recorder.expiring", &self.0);
        record::<SubscriptionEnded>(registry, "recorder.ended", &self.0);
    }
}

/// Every fact of a payment's life reaches the modules that listen, once, after it is stored.
#[tokio::test]
async fn payments_and_periods_announce_themselves_once() {
    let recorder = EventRecorder::default();
    let app = TestApp::spawn_with_extra_modules(vec![Box::new(FeatureProbe), Box::new(RecorderModule(recorder.clone()))]).await;
    let staff = app.signed_in_staff().await;
    let buyer = app.verified_subscriber().await;
    let names = |heard: &[(String, Value)]| heard.iter().map(|(n, _)| n.as_str().to_owned()).collect::<Vec<_>>();

    let sorted = |heard: &[(String, Value)]| {
        let mut got = names(heard);
        got.sort();
        got
    };

    // Eva Chat monthly comes with two weeks of Eva Reports: two periods start.
    let plan = plan_id(&app, "Eva Chat", "monthly").await;
    let paid = buy(&app, &buyer, plan).await;
    let heard = recorder.wait_for(3).await;
    assert_eq!(sorted(&heard), ["PaymentCaptured", "SubscriptionStarted", "SubscriptionStarted"], "{heard:?}");
    let captured = &heard.iter().find(|(n, _)| n == "PaymentCaptured").unwrap().1;
    assert_eq!((captured["payment_id"].as_i64(), captured["user_id"].as_i64()), (Some(paid), Some(buyer.id)));
    assert_eq!((captured["amount_halalas"].as_i64(), captured["vat_halalas"].as_i64()), (Some(4_900), Some(639)));
    // Named as the buyer saw it, so the notice says «إيفا شات», not «اشتراك منصة إيفا».
    assert_eq!(captured["name"], json!({"ar": "إيفا شات", "en": "Eva Chat"}), "{captured:?}");
    // The browser coming back again changes nothing and says nothing.
    back_at_shop(&app, &return_of(&app, paid).await).await;

    let refunded = app
        .post(&format!("/api/staff/payments/{paid}/refund"))
        .token(&staff.token)
        .json(&serde_json::json!({"reason": "طلب العميل"}))
        .send()
        .await;
    assert_eq!(refunded.status, 200, "{:?}", refunded.body);
    let heard = recorder.wait_for(6).await;
    assert_eq!(sorted(&heard[3..]), ["PaymentRefunded", "SubscriptionEnded", "SubscriptionEnded"], "{heard:?}");

    let res = subscribe(&app, &buyer, attempt(plan, "visa")).await;
    let declined = res.body["data"]["payment_id"].as_i64().unwrap();
    let (_, to) = on_sandbox_page(
        &app,
        res.body["data"]["redirect_url"].as_str().unwrap(),
        &[("action", "pay"), ("card_number", "4000000000000002")],
    )
    .await;
    back_at_shop(&app, &to).await;
    let heard = recorder.wait_for(7).await;
    assert_eq!(heard.len(), 7, "{heard:?}");
    assert_eq!((heard[6].0.as_str(), heard[6].1["payment_id"].as_i64()), ("PaymentFailed", Some(declined)));

    // Bought again: at day 28 the free reports have ended and the plan is three days from its
    // end; at day 31 the plan ends. Each is said once, however often the run repeats.
    buy(&app, &buyer, plan).await;
    recorder.wait_for(10).await;
    let now = Utc::now();
    subscriptions::expiry::run_at(&app.ctx, now + chrono::Duration::days(28)).await.unwrap();
    subscriptions::expiry::run_at(&app.ctx, now + chrono::Duration::days(28)).await.unwrap();
    let heard = recorder.wait_for(12).await;
    assert_eq!(sorted(&heard[10..]), ["SubscriptionEnded", "SubscriptionExpiring"], "{heard:?}");
    subscriptions::expiry::run_at(&app.ctx, now + chrono::Duration::days(31)).await.unwrap();
    subscriptions::expiry::run_at(&app.ctx, now + chrono::Duration::days(31)).await.unwrap();
    let heard = recorder.wait_for(13).await;
    assert_eq!(names(&heard[12..]), ["SubscriptionEnded"], "{heard:?}");
}

/// A payment setting that cannot work stops the start-up with a message naming it.
#[tokio::test]
async fn a_deployment_with_a_bad_provider_setting_does_not_start() {
    let app = spawn().await;
    for (setting, says) in [
        (json!({"card_provider": "paypal"}), "unknown provider 'paypal'"),
        (json!({"card_provider": "moyasar"}), "needs moyasar_secret_key"),
        (json!({"bnpl_provider": "tabby"}), "needs tabby_public_key and tabby_secret_key"),
    ] {
        let mut settings = (*app.ctx.settings).clone();
        settings.module.insert("subscriptions".into(), setting);
        let refused = eva::ConnectedApp::connect(settings).await.err().expect("the start-up is refused");
        assert!(format!("{refused:#}").contains(says), "{refused:#}");
    }
}
