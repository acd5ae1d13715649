//! Staff publish, correct and withdraw articles; everyone reads them, by words in any Arabic
//! spelling, by day and by stock.

use eva_testing::TestApp;
use serde_json::json;

use crate::{news, staff, symbols};

#[tokio::test]
async fn staff_publish_an_article_tagged_with_the_stocks_it_names_and_everyone_finds_it() {
    let app = TestApp::spawn().await;
    let staff = staff(&app).await;
    let form = json!({
        "language": "ar",
        "title": "مصرف الراجحي يرفع أرباحه",
        "body": "أعلن الراجحي عن نمو أرباحه في الربع الثالث، فيما استقرت أرامكو السعودية.",
        "published_at": "2026-11-24T07:00:00Z",
    });
    let created = app.post("/api/staff/news").token(&staff.token).json(&form).send().await;
    assert_eq!(created.status, 201, "{:?}", created.body);
    let article = &created.body["data"];
    assert_eq!(symbols(article), ["1120", "2222"]);
    assert_eq!(article["summary"], form["body"], "a short body is its own summary");
    assert_eq!(article["source"], "");
    let id = article["id"].as_i64().unwrap();

    let all = news(&app, "").await;
    assert_eq!(all.len(), 1);
    assert_eq!(news(&app, "?search=الراجحى").await.len(), 1, "a spelling variant finds it");
    assert_eq!(news(&app, "?search=ارباحه الراجحي").await.len(), 1, "every word is looked for");
    assert!(news(&app, "?search=سابك").await.is_empty());
    assert_eq!(news(&app, "?date=2026-11-24").await.len(), 1);
    assert!(news(&app, "?date=2026-11-23").await.is_empty());
    let rajhi = app.get("/api/stocks?query=1120").send().await.body["data"][0]["id"].as_i64().unwrap();
    assert_eq!(news(&app, &format!("?stock_id={rajhi}")).await.len(), 1, "on the stock's page");
    let english = app.get("/api/news").lang("en").send().await;
    assert!(
        english.body["data"][0]["stocks"].as_array().unwrap().iter().any(|s| s["name"].as_str().unwrap().contains("Rajhi")),
        "{:?}",
        english.body
    );

    let corrected = app
        .put(&format!("/api/staff/news/{id}"))
        .token(&staff.token)
        .json(&json!({"language": "ar", "title": "سابك تعلن نتائجها", "body": "نتائج سابك"}))
        .send()
        .await;
    assert_eq!(corrected.status, 200, "{:?}", corrected.body);
    assert_eq!(symbols(&corrected.body["data"]), ["2010"], "the stocks are found again");
    assert_eq!(news(&app, &format!("?stock_id={rajhi}")).await.len(), 0);

    assert_eq!(app.delete(&format!("/api/staff/news/{id}")).token(&staff.token).send().await.status, 204);
    assert!(news(&app, "").await.is_empty());
    assert_eq!(app.delete(&format!("/api/staff/news/{id}")).token(&staff.token).send().await.status, 404);
}

#[tokio::test]
async fn bad_articles_and_bad_filters_are_refused_in_the_users_language() {
    let app = TestApp::spawn().await;
    let staff = staff(&app).await;
    let empty = app.post("/api/staff/news").token(&staff.token).json(&json!({})).send().await;
    assert_eq!(empty.status, 422);
    for field in ["language", "title", "body"] {
        assert_eq!(empty.field_error(field), Some("هذا الحقل مطلوب"), "{field}: {:?}", empty.body);
    }
    let wrong = json!({"language": "fr", "title": "x".repeat(301), "body": "نص", "link": "javascript:alert(1)"});
    let wrong = app.post("/api/staff/news").token(&staff.token).lang("en").json(&wrong).send().await;
    assert_eq!(wrong.status, 422);
    assert_eq!(wrong.field_error("language"), Some("The language must be Arabic or English"));
    assert_eq!(wrong.field_error("link"), Some("The link must start with https:// or http://"));
    assert!(wrong.field_error("title").is_some());

    let subscriber = app.verified_subscriber().await;
    let ok = json!({"language": "ar", "title": "عنوان", "body": "نص"});
    assert_eq!(app.post("/api/staff/news").token(&subscriber.token).json(&ok).send().await.status, 403);
    assert_eq!(app.post("/api/staff/news").json(&ok).send().await.status, 401);
    let bad_day = app.get("/api/news?date=2026-13-45").lang("en").send().await;
    assert_eq!((bad_day.status, bad_day.field_error("date")), (422, Some("The date is not valid; use the form 2026-11-26")));
    assert_eq!(app.get("/api/news?stock_id=abc").send().await.status, 422);
    let bad_language = app.get("/api/news?language=fr").send().await;
    assert_eq!((bad_language.status, bad_language.field_error("language")), (422, Some("لغة الأخبار إما ar (العربية) أو en (الإنجليزية)")));
    assert_eq!(app.get("/api/news?page=0").send().await.status, 422);
}

/// The Arabic feed can be Arabic only: each article keeps the language it was written in, and the
/// news can be narrowed to one.
#[tokio::test]
async fn the_news_can_be_read_in_one_language() {
    let app = TestApp::spawn().await;
    let staff = staff(&app).await;
    for (language, title) in [("ar", "أرباح المصارف"), ("en", "Banks' earnings")] {
        let form = json!({"language": language, "title": title, "body": title});
        assert_eq!(app.post("/api/staff/news").token(&staff.token).json(&form).send().await.status, 201);
    }
    let titles = |rows: Vec<serde_json::Value>| rows.iter().map(|r| r["title"].as_str().unwrap().to_owned()).collect::<Vec<_>>();
    assert_eq!(news(&app, "").await.len(), 2, "every language unless asked");
    assert_eq!(titles(news(&app, "?language=ar").await), ["أرباح المصارف"]);
    assert_eq!(titles(news(&app, "?language=en").await), ["Banks' earnings"]);
    assert_eq!(news(&app, "?language=").await.len(), 2);
}
