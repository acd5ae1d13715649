//! The demo's news (naming demo stocks) and two research documents with real PDFs.

use eva_testing::TestApp;

use super::login;

pub async fn news_and_two_research_documents(app: &TestApp) {
    let news = app.get("/api/news").send().await;
    assert_eq!(news.body["meta"]["total"], 6, "{:?}", news.body);
    assert!(news.body["data"].as_array().unwrap().iter().any(|a| !a["stocks"].as_array().unwrap().is_empty()), "the articles name stocks");
    let research = app.get("/api/financial-research").send().await;
    let docs = research.body["data"].as_array().unwrap();
    assert_eq!(docs.len(), 2, "{docs:?}");
    let token = login(app, "subscriber@eva.demo", "subscriber-demo-1").await;
    for doc in docs {
        let id = doc["id"].as_i64().unwrap();
        let pdf = reqwest::Client::new()
            .get(format!("{}/api/financial-research/{id}/read", app.address))
            .bearer_auth(&token)
            .send()
            .await
            .unwrap();
        assert_eq!(pdf.status(), 200);
        let text = eva_pdf::text_of(&pdf.bytes().await.unwrap()).unwrap();
        assert!(text.contains("هذا المستند لأغراض العرض فقط"), "{text}");
    }
}
