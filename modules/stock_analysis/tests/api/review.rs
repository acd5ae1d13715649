//! The review: an analyst takes a paid request, reads the draft, adds their view and approves;
//! the final documents are written from the draft's figures and delivered to the client alone,
//! with an email and `AnalysisDelivered` once.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use platform::events::AnalysisDelivered;
use platform::jobs::JobRegistry;
use platform::{Module, ServiceConfig};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::json;
use stock_analysis::entities::documents;

use crate::Desk;

/// Records the deliveries announced to other modules.
#[derive(Clone, Default)]
struct Listener(Arc<Mutex<Vec<i64>>>);

impl Module for Listener {
    fn id(&self) -> &'static str {
        "analysis_listener"
    }
    fn routes(&self, _cfg: &mut ServiceConfig<'_>) {}
    fn jobs(&self, registry: &mut JobRegistry) {
        let seen = self.0.clone();
        registry.on::<AnalysisDelivered, _, _>("analysis_listener.delivered", move |e, _, _| {
            let seen = seen.clone();
            async move {
                seen.lock().unwrap().push(e.request_id);
                Ok(())
            }
        });
    }
}

#[tokio::test]
async fn an_analyst_reviews_a_paid_request_and_only_its_client_downloads_the_delivery() {
    let listener = Listener::default();
    let desk = Desk::open_with(vec![Box::new(listener.clone())]).await;
    let client = desk.app.verified_subscriber().await;
    let request = desk.in_review(&client).await;
    let id = request["id"].as_i64().unwrap();
    let doc = request["documents"][0].clone();
    let doc_id = doc["id"].as_i64().unwrap();
    let url = format!("/api/stock-analysis/documents/{doc_id}/download");
    assert_eq!(doc["download_url"], serde_json::Value::Null, "the client has nothing to download before approval");
    assert_eq!(desk.download(&url, Some(&client.token)).await.0, 404);

    // The queue: analysts see it waiting, nobody else does.
    let (first, second) = (desk.app.signed_in_analyst().await, desk.app.signed_in_analyst().await);
    let queue = |token: String| {
        let app = &desk.app;
        async move { app.get("/api/stock-analysis/reviews").token(&token).lang("en").send().await }
    };
    assert_eq!(queue(client.token.clone()).await.status, 403);
    assert_eq!(desk.app.get("/api/stock-analysis/reviews").send().await.status, 401);
    let waiting = queue(first.token.clone()).await;
    let listed = waiting.body["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == id)
        .cloned()
        .expect("a paid request waits in every analyst's queue");
    assert_eq!((listed["analyst_id"].is_null(), listed["sla"]["state"].as_str()), (true, Some("on_track")));
    assert!((70..=72).contains(&listed["sla"]["hours_left"].as_i64().unwrap()), "{listed}");
    assert_eq!(listed["documents"][0]["download_url"], serde_json::Value::Null, "drafts open to the analyst who takes it");
    assert_eq!(desk.download(&url, Some(&first.token)).await.0, 404);

    // One analyst takes it; the other cannot, and no longer sees it.
    let take = |token: String| {
        let app = &desk.app;
        async move { app.post(&format!("/api/stock-analysis/reviews/{id}/take")).token(&token).lang("en").send().await }
    };
    let taken = take(first.token.clone()).await;
    assert_eq!(taken.status, 200, "{:?}", taken.body);
    assert_eq!(taken.body["data"]["analyst_id"], first.id);
    assert_eq!(take(first.token.clone()).await.status, 200, "taking one's own again changes nothing");
    let refused = take(second.token.clone()).await;
    assert_eq!((refused.status, refused.message()), (409, "Another analyst is reviewing this request"));
    assert!(queue(second.token.clone()).await.body["data"].as_array().unwrap().iter().all(|r| r["id"] != id));

    // The analyst reads the draft.
    let (status, kind, draft) = desk.download(&url, Some(&first.token)).await;
    assert_eq!((status, kind.as_str()), (200, "application/pdf"));
    let draft_text = eva_pdf::text_of(&draft).unwrap();
    assert!(draft_text.contains("Draft awaiting the analyst's review"), "{draft_text}");
    assert_eq!(desk.download(&url, Some(&second.token)).await.0, 404);

    // Prices stored after the draft change nothing in what the analyst approves.
    let row = documents::Entity::find().filter(documents::Column::Id.eq(doc_id)).one(&desk.app.ctx.db).await.unwrap().unwrap();
    let next_day = row.figures_as_of.expect("the draft keeps its figures' day") + chrono::Duration::days(1);
    desk.app
        .run_module_command(
            "market",
            &["import"],
            &format!("Date,Open,High,Low,Close,Volume\n{next_day},31,977.5,30,977.25,1000\n"),
            &["--symbol", "2222"],
        )
        .await;

    // Approving needs the view of every document, from the analyst who took it.
    let approve = |token: String, commentary: &'static str, lang: &'static str| {
        let app = &desk.app;
        async move {
            app.post(&format!("/api/stock-analysis/reviews/{id}/approve"))
                .token(&token)
                .lang(lang)
                .json(&json!({"documents": [{"id": doc_id, "commentary": commentary}]}))
                .send()
                .await
        }
    };
    assert_eq!(approve(second.token.clone(), "Mine.", "en").await.status, 403);
    let empty = approve(first.token.clone(), "   ", "en").await;
    assert_eq!((empty.status, empty.field_error("documents[0].commentary")), (422, Some("Please add your view to every document")));
    let empty_ar = approve(first.token.clone(), "", "ar").await;
    assert_eq!(empty_ar.field_error("documents[0].commentary"), Some("يرجى إضافة رأيك لكل مستند"));
    let none = desk
        .app
        .post(&format!("/api/stock-analysis/reviews/{id}/approve"))
        .token(&first.token)
        .lang("en")
        .json(&json!({"documents": []}))
        .send()
        .await;
    assert_eq!(none.status, 422, "{:?}", none.body);
    let approved = approve(first.token.clone(), "A steady payer ahead of its dividend.\n\nHold the position.", "en").await;
    assert_eq!((approved.status, approved.body["data"]["status"].as_str()), (200, Some("approved")), "{:?}", approved.body);
    let again = approve(first.token.clone(), "Twice.", "en").await;
    assert_eq!((again.status, again.message()), (409, "This request is not waiting for review"));

    // A job writes the final document and delivers it.
    let delivered = desk.wait_for_status(&client, id, "delivered").await;
    assert_eq!(delivered["sla"]["state"], "delivered_on_time");
    let staff = desk.app.signed_in_staff().await;
    let report = desk.app.get("/api/staff/stock-analysis/sla").token(&staff.token).send().await;
    let counts = &report.body["data"]["counts"];
    assert_eq!(
        (counts["open"].as_u64(), counts["delivered_on_time"].as_u64(), counts["delivered_late"].as_u64()),
        (Some(0), Some(1), Some(0)),
        "{counts}"
    );
    assert_eq!(report.body["data"]["requests"], json!([]), "only open requests are listed");
    let document = &delivered["documents"][0];
    assert_eq!((document["status"].as_str(), document["download_url"].as_str()), (Some("approved"), Some(url.as_str())));
    assert!(document["commentary"].as_str().unwrap().starts_with("A steady payer"));
    let (status, kind, pdf) = desk.download(&url, Some(&client.token)).await;
    assert_eq!((status, kind.as_str()), (200, "application/pdf"));
    let text = eva_pdf::text_of(&pdf).unwrap().split_whitespace().collect::<Vec<_>>().join(" ");
    for words in ["A steady payer ahead of its dividend.", "Hold the position.", "You hold 250 shares at an average of 31.20 SAR"] {
        assert!(text.contains(words), "{words} in:\n{text}");
    }
    assert!(!text.contains("Draft awaiting the analyst's review"), "the delivery is no draft");
    assert!(!text.contains("977.25") && !text.contains("977.50"), "the delivery is written from the draft's figures:\n{text}");
    let stranger = desk.app.verified_subscriber().await;
    assert_eq!(desk.download(&url, Some(&stranger.token)).await.0, 404);
    assert_eq!(desk.download(&url, None).await.0, 401);
    assert_eq!(desk.download("/api/stock-analysis/documents/999999/download", Some(&client.token)).await.0, 404);

    // The client hears of it in the request's language, and other modules are told once.
    let address = request["email"].as_str().unwrap();
    let mail = desk.app.mail.wait_for(address, 1).await;
    assert_eq!(mail.subject, "Your stock analysis is ready");
    assert!(mail.text.contains("/analysis/my-documents"), "{}", mail.text);
    for _ in 0..100 {
        if !listener.0.lock().unwrap().is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(stock_analysis::review::deliver::deliver(&desk.app.ctx, id).await.is_ok_and(|again| !again), "a request is delivered once");
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(*listener.0.lock().unwrap(), vec![id]);
    let sent: Vec<String> = desk.app.mail.all().into_iter().filter(|m| m.to.iter().any(|t| t == address)).map(|m| m.subject).collect();
    // Emails are keyed per request and reader (at least once: only a send that failed is tried again).
    assert!(!sent.is_empty() && sent.iter().all(|s| s == "Your stock analysis is ready"), "{sent:?}");
}
