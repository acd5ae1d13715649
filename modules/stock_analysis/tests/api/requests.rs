//! Sending a request: the spec's messages, the package's number of stocks, paying through the
//! checkout, and the 72 hours that start at payment.

use chrono::{DateTime, Utc};
use serde_json::json;

use crate::{Desk, form};

#[tokio::test]
async fn a_request_is_checked_with_the_spec_messages_in_both_languages() {
    let desk = Desk::open().await;
    let user = desk.app.verified_subscriber().await;
    let one = desk.package(1).await;
    let stock = desk.stock_id("2222").await;

    let mut no_terms = form(&one, &[stock]);
    no_terms["terms"] = json!(false);
    let res = desk.create(&user, "en", &no_terms).await;
    assert_eq!(res.status, 422, "{:?}", res.body);
    assert_eq!(res.field_error("terms"), Some("Please agree to terms and conditions and disclaimer"));
    let ar = desk.create(&user, "ar", &no_terms).await;
    assert_eq!(ar.field_error("terms"), Some("يرجى الموافقة على الشروط والأحكام وإخلاء المسؤولية"));

    let empty = desk.create(&user, "en", &json!({"terms": true})).await;
    for field in ["full_name", "email", "phone", "analysis_type", "package_id", "stocks"] {
        assert_eq!(empty.field_error(field), Some("Please fill in all required fields"), "{field}: {:?}", empty.body);
    }
    let mut held_without_position = form(&one, &[stock]);
    held_without_position["stocks"][0] = json!({"stock_id": stock, "owns_stock": true});
    let res = desk.create(&user, "en", &held_without_position).await;
    for field in ["stocks[0].average_price", "stocks[0].quantity", "stocks[0].portfolio_percentage"] {
        assert_eq!(res.field_error(field), Some("Please fill in all required fields"), "{field}");
    }

    // A package of one stock takes one; of three, three.
    let other = desk.stock_id("1120").await;
    let two = desk.create(&user, "en", &form(&one, &[stock, other])).await;
    assert_eq!((two.status, two.field_error("stocks")), (422, Some("Please choose stocks according to the selected package")));
    let three = desk.package(3).await;
    let short = desk.create(&user, "ar", &form(&three, &[stock, other])).await;
    assert_eq!(short.field_error("stocks"), Some("يرجى اختيار الأسهم حسب الباقة المختارة"));

    let reports =
        desk.app.get("/api/all-packages").send().await.body["data"].as_array().unwrap().iter().find(|p| p["product"] == "reports").unwrap()
            ["id"]
            .clone();
    let mut not_analysis = form(&one, &[stock]);
    not_analysis["package_id"] = reports;
    assert_eq!(
        desk.create(&user, "en", &not_analysis).await.field_error("package_id"),
        Some("This package is not a stock-analysis package")
    );
    let mut unknown = form(&one, &[stock]);
    unknown["stocks"][0]["stock_id"] = json!(999_999);
    assert_eq!(desk.create(&user, "en", &unknown).await.field_error("stocks[0].stock_id"), Some("Please choose a stock from the list"));

    assert!(desk.documents(&user).await.is_empty(), "nothing was stored");
    let guest = desk.app.post("/api/stock-analysis/create").json(&form(&one, &[stock])).send().await;
    assert_eq!(guest.status, 401);
}

#[tokio::test]
async fn the_form_shows_the_package_and_the_kinds_of_analysis_with_their_help() {
    let desk = Desk::open().await;
    let three = desk.package(3).await;
    let res = desk.app.get(&format!("/api/stock-analysis/types/{}", three["id"])).lang("en").send().await;
    assert_eq!(res.status, 200, "{:?}", res.body);
    assert_eq!(res.body["data"]["stocks_allowed"], 3);
    let keys: Vec<&str> = res.body["data"]["types"].as_array().unwrap().iter().map(|t| t["key"].as_str().unwrap()).collect();
    assert_eq!(keys, ["financial", "technical", "comprehensive"]);
    assert!(res.body["data"]["types"][1]["help"].as_str().unwrap().contains("support and resistance"));
    let ar = desk.app.get(&format!("/api/stock-analysis/types/{}", three["id"])).lang("ar").send().await;
    assert_eq!(ar.body["data"]["types"][0]["name"], "تحليل مالي");

    let plan = three["plans"][0]["id"].as_i64().unwrap();
    let held = desk.app.get(&format!("/api/stock-analysis/plan/{plan}")).send().await;
    assert_eq!((held.status, held.body["data"]["id"].clone()), (200, three["id"].clone()));
    let chat_plan = desk.app.get("/api/all-packages").send().await.body["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["product"] == "platform")
        .unwrap()["plans"][0]["id"]
        .as_i64()
        .unwrap();
    assert_eq!(desk.app.get(&format!("/api/stock-analysis/plan/{chat_plan}")).send().await.status, 404);
    assert_eq!(desk.app.get("/api/stock-analysis/types/999999").send().await.status, 404);
}

#[tokio::test]
async fn a_paid_request_starts_its_72_hours_at_payment_and_only_its_client_sees_it() {
    let desk = Desk::open().await;
    let user = desk.app.verified_subscriber().await;
    let three = desk.package(3).await;
    let ids = [desk.stock_id("2222").await, desk.stock_id("1120").await, desk.stock_id("2010").await];
    let created = desk.create(&user, "en", &form(&three, &ids)).await;
    assert_eq!(created.status, 201, "{:?}", created.body);
    let request = &created.body["data"];
    let id = request["id"].as_i64().unwrap();
    assert_eq!((request["status"].as_str(), request["due_at"].is_null()), (Some("awaiting_payment"), true));
    assert_eq!(request["stocks"][0]["average_price"], 31.2);
    assert_eq!((request["stocks"][0]["quantity"].as_i64(), request["stocks"][0]["portfolio_percentage"].as_f64()), (Some(250), Some(15.0)));
    assert_eq!(request["stocks"][1]["owns_stock"], false);
    assert_eq!(request["phone"], "+966551234567");
    let plan = request["plan_ids"][0].as_i64().unwrap();

    // Only a plan of the request's own package pays for it.
    let one = desk.package(1).await;
    let attempt = |plan: i64| json!({"request_id": id, "plan_id": plan, "method": "mada", "idempotency_key": uuid::Uuid::new_v4().to_string(), "accept_terms": true});
    let wrong = desk
        .app
        .post("/api/stock-analysis/subscribe")
        .token(&user.token)
        .lang("en")
        .json(&attempt(one["plans"][0]["id"].as_i64().unwrap()))
        .send()
        .await;
    assert_eq!((wrong.status, wrong.field_error("plan_id")), (422, Some("This plan is not of the request's package")));
    let other = desk.app.verified_subscriber().await;
    let not_theirs = desk.app.post("/api/stock-analysis/subscribe").token(&other.token).json(&attempt(plan)).send().await;
    assert_eq!(not_theirs.status, 404, "another client's request is not found");

    // Paying for advice needs a verified identity (code "22"); the request waits meanwhile.
    let unverified = desk.app.post("/api/stock-analysis/subscribe").token(&user.token).lang("en").json(&attempt(plan)).send().await;
    assert_eq!((unverified.status, unverified.body["code"].as_str()), (200, Some("22")), "{:?}", unverified.body);
    desk.app.kyc_verify(&user).await;
    let started = desk.app.post("/api/stock-analysis/subscribe").token(&user.token).lang("en").json(&attempt(plan)).send().await;
    assert_eq!(started.status, 201, "{:?}", started.body);
    let before = Utc::now();
    let next = desk.app.pay_on_sandbox(started.body["data"]["redirect_url"].as_str().unwrap()).await;
    assert!(next.starts_with("/success"), "the success flow of spec §4: {next}");
    let paid = desk.wait_for_status(&user, id, "paid").await;
    let paid_at: DateTime<Utc> = paid["paid_at"].as_str().unwrap().parse().unwrap();
    let due_at: DateTime<Utc> = paid["due_at"].as_str().unwrap().parse().unwrap();
    assert!(paid_at >= before - chrono::Duration::seconds(1), "the clock starts at payment");
    assert_eq!(due_at - paid_at, chrono::Duration::hours(72));
    assert_eq!(paid["plan_ids"], json!([]));

    // A worker drafts one document a stock; then the request waits for its analyst.
    let in_review = desk.wait_for_status(&user, id, "in_review").await;
    let docs = in_review["documents"].as_array().unwrap();
    assert_eq!(docs.len(), 3, "{in_review}");
    assert!(docs.iter().all(|d| d["status"] == "drafted" && d["pages"].as_i64().unwrap() >= 2), "{in_review}");
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    use stock_analysis::entities::documents;
    let row = documents::Entity::find()
        .filter(documents::Column::RequestId.eq(id))
        .filter(documents::Column::StockId.eq(ids[0]))
        .one(&desk.app.ctx.db)
        .await
        .unwrap()
        .unwrap();
    let held = row.draft_key;
    let pdf = desk.app.ctx.storage.get(&held).await.unwrap().expect("the draft is stored");
    let text = eva_pdf::text_of(&pdf).unwrap();
    for words in [
        "Comprehensive analysis",
        "Technical analysis",
        "Financial analysis",
        "Your position",
        "You hold 250 shares at an average of 31.20 SAR",
        "Draft awaiting the analyst's review",
    ] {
        assert!(text.contains(words), "{words} in:\n{text}");
    }

    let again = desk.app.post("/api/stock-analysis/subscribe").token(&user.token).lang("en").json(&attempt(plan)).send().await;
    assert_eq!((again.status, again.field_error("request_id")), (422, Some("This request is paid already")));
    assert!(desk.documents(&other).await.is_empty(), "My Documents is the client's own");
    assert_eq!(desk.app.get("/api/stock-analysis/documents").send().await.status, 401);
}
