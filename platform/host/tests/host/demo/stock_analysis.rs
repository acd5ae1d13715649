//! The demo subscriber's analyses: one delivered to download, one in the demo analyst's review.

use eva_testing::TestApp;

use super::login;

pub async fn a_delivered_analysis_and_one_in_review(app: &TestApp) {
    let token = login(app, "subscriber@eva.demo", "subscriber-demo-1").await;
    let mine = app.get("/api/stock-analysis/documents").token(&token).lang("en").send().await;
    let requests = mine.body["data"].as_array().unwrap();
    let statuses: Vec<&str> = requests.iter().map(|r| r["status"].as_str().unwrap()).collect();
    assert_eq!(statuses, ["in_review", "delivered"], "seeding twice adds nothing: {:?}", mine.body);
    let delivered = requests.iter().find(|r| r["status"] == "delivered").unwrap();
    assert_eq!(delivered["sla"]["state"], "delivered_on_time");
    let url = delivered["documents"][0]["download_url"].as_str().unwrap();
    let pdf = reqwest::Client::new().get(format!("{}{url}", app.address)).bearer_auth(&token).send().await.unwrap().bytes().await.unwrap();
    let text = eva_pdf::text_of(&pdf).unwrap().split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(text.contains("نرى الاحتفاظ بالمركز الحالي"), "the analyst's view is in the document:\n{text}");

    let analyst = login(app, "analyst@eva.demo", "analyst-demo-1").await;
    let queue = app.get("/api/stock-analysis/reviews").token(&analyst).send().await;
    let waiting: Vec<&str> = queue.body["data"].as_array().unwrap().iter().map(|r| r["status"].as_str().unwrap()).collect();
    assert_eq!(waiting, ["in_review"], "the demo analyst reviews the other");
}
