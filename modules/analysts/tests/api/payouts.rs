//! Monthly payouts: a finished Riyadh month is closed into one payout per analyst with a line
//! per list (commission per list and month, refunds left out); staff transfer it to the IBAN of
//! the analyst's profile on a date; both sides download it as CSV; the statement shows it.

use analysts::commission::split;
use analysts::payouts::month::Month;
use chrono::{Duration, Utc};
use sea_orm::sea_query::{Alias, Expr, Query};
use sea_orm::{ConnectionTrait, Statement};

use super::*;

/// The plan of `kind`'s list with `plan_type`.
async fn plan_of(app: &TestApp, kind: &str, list_id: i64, plan_type: &str) -> i64 {
    let plans = app.post("/api/plans").json(&json!({"list_type": kind, "list_id": list_id})).send().await;
    plans.body["data"]["plans"].as_array().unwrap().iter().find(|p| p["plan_type"] == plan_type).unwrap()["id"].as_i64().unwrap()
}

/// Moves the analyst's payments into the middle of last month, as if they had been paid then.
async fn paid_last_month(app: &TestApp, analyst_id: i64) -> Month {
    use sea_orm::sea_query::ExprTrait;
    let month = Month::previous(Utc::now());
    let (from, _) = month.bounds();
    let update = Query::update()
        .table(Alias::new("subscriptions_payments"))
        .value(Alias::new("paid_at"), from + Duration::days(14))
        .and_where(Expr::col(Alias::new("owner_id")).eq(analyst_id))
        .to_owned();
    app.ctx.db.execute(&update).await.unwrap();
    refunded_in(app, analyst_id, month).await;
    month
}

/// Moves the analyst's refunds into `month`, a day after the payments `paid_last_month` moved.
async fn refunded_in(app: &TestApp, analyst_id: i64, month: Month) {
    use sea_orm::sea_query::ExprTrait;
    let (from, _) = month.bounds();
    let update = Query::update()
        .table(Alias::new("subscriptions_payments"))
        .value(Alias::new("refunded_at"), from + Duration::days(15))
        .and_where(Expr::col(Alias::new("owner_id")).eq(analyst_id))
        .and_where(Expr::col(Alias::new("refunded_at")).is_not_null())
        .to_owned();
    app.ctx.db.execute(&update).await.unwrap();
}

/// The nets of the analyst's payments still paid, per product.
async fn kept_net(app: &TestApp, analyst_id: i64, product: &str) -> i64 {
    let db = &app.ctx.db;
    let sql = format!(
        "SELECT CAST(COALESCE(SUM(net_halalas), 0) AS BIGINT) FROM subscriptions_payments WHERE owner_id = {analyst_id} AND product = '{product}' AND status = 'paid'"
    );
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
    row.try_get_by_index::<i64>(0).unwrap()
}

async fn close(app: &TestApp, staff: &TestUser, month: &str) -> TestResponse {
    app.post("/api/staff/analyst-payouts/close").token(&staff.token).lang("en").json(&json!({"month": month})).send().await
}

async fn transfer(app: &TestApp, staff: &TestUser, id: i64, on: &str) -> TestResponse {
    app.post(&format!("/api/staff/analyst-payouts/{id}/transferred"))
        .token(&staff.token)
        .lang("en")
        .json(&json!({"transferred_on": on}))
        .send()
        .await
}

async fn raw_get(app: &TestApp, path: &str, token: &str, lang: &str) -> (u16, String, String) {
    let response = reqwest::Client::new()
        .get(format!("{}{path}", app.address))
        .bearer_auth(token)
        .header("Accept-Language", lang)
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    let content_type = response.headers().get("content-type").map(|v| v.to_str().unwrap().to_owned()).unwrap_or_default();
    (status, content_type, response.text().await.unwrap())
}

/// A refund made after its payment's month was closed (and paid out) is taken from the month it
/// was made in; a line it leaves negative is due nothing and carried into the next month.
#[tokio::test]
async fn a_refund_after_the_month_closed_is_taken_from_the_next_payout() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let analyst = app.signed_in_analyst().await;
    let rating = create_list(&app, &analyst, &list_form("نمو السعودية", "eva_lists")).await.body["data"]["id"].as_i64().unwrap();
    let paid = buy(&app, &app.verified_subscriber().await, plan_of(&app, "rating", rating, "monthly").await).await;
    let last = paid_last_month(&app, analyst.id).await;
    let before = last.before();
    // Paid two months ago, closed then.
    {
        use sea_orm::sea_query::ExprTrait;
        let update = Query::update()
            .table(Alias::new("subscriptions_payments"))
            .value(Alias::new("paid_at"), before.bounds().0 + Duration::days(3))
            .and_where(Expr::col(Alias::new("id")).eq(paid))
            .to_owned();
        app.ctx.db.execute(&update).await.unwrap();
    }
    assert_eq!(close(&app, &staff, &before.to_string()).await.body["data"]["created"], 1);
    let net = kept_net(&app, analyst.id, "rating_list").await;

    // Refunded whole last month: last month's line is that net, negative, and nothing is due.
    let refunded =
        app.post(&format!("/api/staff/payments/{paid}/refund")).token(&staff.token).json(&json!({"reason": "طلب العميل"})).send().await;
    assert_eq!(refunded.status, 200, "{:?}", refunded.body);
    refunded_in(&app, analyst.id, last).await;
    assert_eq!(close(&app, &staff, &last.to_string()).await.body["data"]["created"], 1);
    let listed = app.get(&format!("/api/staff/analyst-payouts?month={last}")).token(&staff.token).send().await;
    let payout = &listed.body["data"][0];
    assert_eq!(
        (payout["status"].as_str(), payout["amount_halalas"].as_i64(), payout["payments_count"].as_i64()),
        (Some("nothing_due"), Some(0), Some(0)),
        "{payout}"
    );
    assert_eq!((payout["lines"][0]["net_halalas"].as_i64(), payout["lines"][0]["amount_halalas"].as_i64()), (Some(-net), Some(0)));
}

#[tokio::test]
async fn a_finished_month_becomes_one_payout_with_the_commission_per_list_and_without_refunds() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let analyst = app.signed_in_analyst().await;
    let rating = create_list(&app, &analyst, &list_form("نمو السعودية", "eva_lists")).await.body["data"]["id"].as_i64().unwrap();
    let opinion = create_list(&app, &analyst, &list_form("آراء أسبوعية", "eva_opinions")).await.body["data"]["id"].as_i64().unwrap();
    let monthly_rating = plan_of(&app, "rating", rating, "monthly").await;
    for _ in 0..2 {
        buy(&app, &app.verified_subscriber().await, monthly_rating).await;
    }
    buy(&app, &app.verified_subscriber().await, plan_of(&app, "opinion", opinion, "monthly").await).await;
    let refunded = buy(&app, &app.verified_subscriber().await, monthly_rating).await;
    assert_eq!(
        app.post(&format!("/api/staff/payments/{refunded}/refund"))
            .token(&staff.token)
            .json(&serde_json::json!({"reason": "طلب العميل"}))
            .send()
            .await
            .status,
        200
    );
    let month = paid_last_month(&app, analyst.id).await.to_string();

    let closed = close(&app, &staff, &month).await;
    assert_eq!((closed.status, closed.body["data"]["created"].as_i64()), (200, Some(1)), "{:?}", closed.body);
    assert_eq!(close(&app, &staff, &month).await.body["data"]["created"], 0, "closing again changes nothing");

    let (rating_net, opinion_net) = (kept_net(&app, analyst.id, "rating_list").await, kept_net(&app, analyst.id, "opinion_list").await);
    let (rating_split, opinion_split) = (split(rating_net), split(opinion_net));
    let listed = app.get(&format!("/api/staff/analyst-payouts?month={month}")).token(&staff.token).send().await;
    assert_eq!(listed.status, 200, "{:?}", listed.body);
    let rows = listed.body["data"].as_array().unwrap();
    assert_eq!(rows.len(), 1);
    let payout = &rows[0];
    assert_eq!(
        (payout["analyst_id"].as_i64(), payout["status"].as_str(), payout["payments_count"].as_i64()),
        (Some(analyst.id), Some("pending"), Some(3))
    );
    assert_eq!(payout["net_halalas"].as_i64(), Some(rating_net + opinion_net));
    assert_eq!(payout["commission_halalas"].as_i64(), Some(rating_split.commission_halalas + opinion_split.commission_halalas));
    assert_eq!(payout["amount_halalas"].as_i64(), Some(rating_split.analyst_halalas + opinion_split.analyst_halalas));
    // 2 × 117.39 SAR net: half each; 117.39 SAR alone: the 100 SAR minimum.
    assert_eq!((rating_net, rating_split.commission_halalas), (23_478, 11_739));
    assert_eq!((opinion_net, opinion_split.commission_halalas), (11_739, 10_000));
    let lines = payout["lines"].as_array().unwrap();
    assert_eq!(lines.len(), 2);
    assert_eq!(
        (lines[0]["service_type"].as_str(), lines[0]["list_name"].as_str(), lines[0]["payments_count"].as_i64()),
        (Some("eva_lists"), Some("نمو السعودية"), Some(2))
    );
    assert_eq!((lines[1]["service_type"].as_str(), lines[1]["amount_halalas"].as_i64()), (Some("eva_opinions"), Some(1_739)));
    assert!(payout["bank"].is_null(), "no IBAN on file yet");

    // The analyst's statement shows the month.
    let statement = app.get("/api/analyst/statement").token(&analyst.token).send().await;
    let payments = statement.body["data"]["payments"].as_array().unwrap();
    assert_eq!(payments.len(), 1);
    assert_eq!(
        (payments[0]["month"].as_str(), payments[0]["amount_halalas"].as_i64(), payments[0]["status"].as_str()),
        (Some(month.as_str()), payout["amount_halalas"].as_i64(), Some("pending"))
    );
    assert!(payments[0]["transferred_on"].is_null());

    // Nobody else reads or acts on payouts.
    assert_eq!(app.get("/api/staff/analyst-payouts").token(&analyst.token).send().await.status, 403);
    assert_eq!(close(&app, &analyst, &month).await.status, 403);
    assert_eq!(app.get("/api/staff/analyst-payouts").send().await.status, 401);
}

#[tokio::test]
async fn staff_transfer_a_payout_to_the_profiles_iban_on_a_day_after_the_month() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let analyst = app.signed_in_analyst().await;
    let list = create_list(&app, &analyst, &list_form("قادة السوق", "eva_lists")).await.body["data"]["id"].as_i64().unwrap();
    buy(&app, &app.verified_subscriber().await, plan_of(&app, "rating", list, "annual").await).await;
    let month = paid_last_month(&app, analyst.id).await;
    close(&app, &staff, &month.to_string()).await;
    let id = app.get("/api/staff/analyst-payouts?status=pending").token(&staff.token).send().await.body["data"][0]["id"].as_i64().unwrap();
    let today = Utc::now().with_timezone(&chrono_tz::Asia::Riyadh).date_naive();

    // Without an IBAN on file there is nowhere to transfer to.
    let refused = transfer(&app, &staff, id, &today.to_string()).await;
    assert_eq!(refused.status, 422, "{:?}", refused.body);
    assert!(refused.message().contains("IBAN"), "{:?}", refused.body);
    let bank = json!({"bank_name": "مصرف الراجحي", "iban": "SA03 8000 0000 6080 1016 7519", "account_holder_name": "خالد العتيبي"});
    assert_eq!(app.post("/api/profile/bank").token(&analyst.token).json(&bank).send().await.status, 200);

    // The date is a real day, after the month, not in the future.
    for (bad, message) in [
        ("yesterday".to_owned(), "Please enter a valid transfer date"),
        ((month.end_day() - Duration::days(1)).to_string(), "The transfer date must be after the month ended"),
        ((today + Duration::days(1)).to_string(), "The transfer date cannot be in the future"),
    ] {
        let answer = transfer(&app, &staff, id, &bad).await;
        assert_eq!((answer.status, answer.field_error("transferred_on")), (422, Some(message)), "{bad}");
    }
    let on = month.end_day().to_string();
    let done = transfer(&app, &staff, id, &on).await;
    assert_eq!(done.status, 200, "{:?}", done.body);
    assert_eq!(
        (done.body["data"]["status"].as_str(), done.body["data"]["transferred_on"].as_str()),
        (Some("transferred"), Some(on.as_str()))
    );
    assert_eq!(done.body["data"]["bank"]["iban"], "SA0380000000608010167519");
    assert_eq!(transfer(&app, &staff, id, &on).await.status, 409, "a payout is transferred once");
    assert_eq!(transfer(&app, &staff, id + 1000, &on).await.status, 404);

    // The account it went to stays with the payout when the profile changes.
    let other = json!({"bank_name": "البنك الأهلي", "iban": "SA44 2000 0001 2345 6789 1234", "account_holder_name": "خالد العتيبي"});
    assert_eq!(app.post("/api/profile/bank").token(&analyst.token).json(&other).send().await.status, 200);
    let listed = app.get(&format!("/api/staff/analyst-payouts?month={month}&status=transferred")).token(&staff.token).send().await;
    assert_eq!(listed.body["data"][0]["bank"]["iban"], "SA0380000000608010167519");
    let statement = app.get("/api/analyst/statement").token(&analyst.token).send().await;
    assert_eq!(statement.body["data"]["payments"][0]["transferred_on"].as_str(), Some(on.as_str()));

    // Filters are checked.
    let bad_filter = app.get("/api/staff/analyst-payouts?month=2026-13").token(&staff.token).lang("en").send().await;
    assert_eq!((bad_filter.status, bad_filter.field_error("month")), (422, Some("Please choose a valid month")));
    assert_eq!(app.get("/api/staff/analyst-payouts?status=paid").token(&staff.token).send().await.status, 422);
}

#[tokio::test]
async fn a_month_is_closed_only_once_it_has_ended_and_a_small_month_leaves_nothing_due() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let this_month = Month::of(Utc::now()).to_string();
    let early = close(&app, &staff, &this_month).await;
    assert_eq!((early.status, early.field_error("month")), (422, Some("A month can be closed only after it has ended")));
    let ar = app.post("/api/staff/analyst-payouts/close").token(&staff.token).lang("ar").json(&json!({"month": "10-2026"})).send().await;
    assert_eq!((ar.status, ar.field_error("month")), (422, Some("يرجى اختيار شهر صحيح")));

    // 50 SAR a month is 43.48 SAR net: all of it is the commission.
    let analyst = app.signed_in_analyst().await;
    let mut cheap = list_form("قائمة صغيرة", "eva_lists");
    cheap["discount_percent"] = json!(0);
    cheap["plans"][0]["price_halalas"] = json!(5_000);
    let list = create_list(&app, &analyst, &cheap).await.body["data"]["id"].as_i64().unwrap();
    buy(&app, &app.verified_subscriber().await, plan_of(&app, "rating", list, "monthly").await).await;
    let month = paid_last_month(&app, analyst.id).await.to_string();
    // The schedule closes last month the same way.
    assert_eq!(analysts::payouts::close::close_previous_month(&app.ctx).await.unwrap(), 1);
    let payout = &app.get(&format!("/api/staff/analyst-payouts?month={month}")).token(&staff.token).send().await.body["data"][0];
    assert_eq!(
        (payout["status"].as_str(), payout["amount_halalas"].as_i64(), payout["commission_halalas"].as_i64()),
        (Some("nothing_due"), Some(0), Some(4_348))
    );
    let id = payout["id"].as_i64().unwrap();
    let today = Utc::now().with_timezone(&chrono_tz::Asia::Riyadh).date_naive().to_string();
    assert_eq!(transfer(&app, &staff, id, &today).await.status, 409, "nothing to transfer");
}

#[tokio::test]
async fn staff_and_the_analyst_download_payouts_as_csv_in_their_language() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let analyst = app.signed_in_analyst().await;
    // What an analyst types reaches the file staff open for bank transfers: as text, never a formula.
    let bank = json!({"bank_name": "=HYPERLINK(\"http://evil.example\",\"الراجحي\")", "iban": "SA0380000000608010167519", "account_holder_name": "@SUM(1+1)"});
    app.post("/api/profile/bank").token(&analyst.token).json(&bank).send().await;
    let rating = create_list(&app, &analyst, &list_form("نمو السعودية", "eva_lists")).await.body["data"]["id"].as_i64().unwrap();
    let opinion = create_list(&app, &analyst, &list_form("+آراء أسبوعية", "eva_opinions")).await.body["data"]["id"].as_i64().unwrap();
    buy(&app, &app.verified_subscriber().await, plan_of(&app, "rating", rating, "monthly").await).await;
    buy(&app, &app.verified_subscriber().await, plan_of(&app, "opinion", opinion, "monthly").await).await;
    let month = paid_last_month(&app, analyst.id).await.to_string();
    close(&app, &staff, &month).await;

    let (status, content_type, body) = raw_get(&app, &format!("/api/staff/analyst-payouts.csv?month={month}"), &staff.token, "en").await;
    assert_eq!(status, 200, "{body}");
    assert!(content_type.starts_with("text/csv"), "{content_type}");
    assert!(body.starts_with('\u{feff}'), "a byte-order mark for spreadsheets");
    let rows: Vec<&str> = body.trim_start_matches('\u{feff}').lines().collect();
    assert_eq!(rows.len(), 2, "{body}");
    assert!(rows[0].starts_with("Month,Analyst id,Analyst,Email,Payments,Net (SAR)"), "{}", rows[0]);
    // 117.39 SAR net per list: 100 SAR commission each, 17.39 SAR left each.
    assert!(
        rows[1].contains(&format!("{month},{},", analyst.id)) && rows[1].contains("234.78,200.00,34.78,Awaiting transfer"),
        "{}",
        rows[1]
    );
    assert!(rows[1].contains("SA0380000000608010167519"), "{}", rows[1]);
    assert!(rows[1].contains(r#","'=HYPERLINK(""http://evil.example"",""الراجحي"")",SA0380000000608010167519,'@SUM(1+1),"#), "{}", rows[1]);

    let (status, _, mine) = raw_get(&app, "/api/analyst/payouts.csv", &analyst.token, "ar").await;
    assert_eq!(status, 200, "{mine}");
    let rows: Vec<&str> = mine.trim_start_matches('\u{feff}').lines().collect();
    assert_eq!(rows.len(), 3, "a row per list: {mine}");
    assert!(rows[0].starts_with("الشهر,القائمة,نوع الخدمة"), "{}", rows[0]);
    assert!(rows[1].contains("نمو السعودية,قوائم إيفا,1,117.39,100.00,17.39,بانتظار التحويل"), "{}", rows[1]);
    assert!(rows[2].contains(",'+آراء أسبوعية,آراء إيفا,1,117.39,100.00,17.39"), "{}", rows[2]);

    let subscriber = app.verified_subscriber().await;
    assert_eq!(raw_get(&app, "/api/analyst/payouts.csv", &subscriber.token, "en").await.0, 403);
    assert_eq!(raw_get(&app, "/api/staff/analyst-payouts.csv", &analyst.token, "en").await.0, 403);
}
