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

mod catalogue_and_checkout;
mod credit_notes;
mod entitlements;
mod events;
mod invoices;
mod list_offers;
mod providers;
mod renewals;
mod staff;

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
