//! The 72-hour clock: the analyst is reminded at 48 hours, staff are told at 66, each once; staff
//! assign reviewers and see every state counted, breaches included.

use chrono::{DateTime, Duration, Utc};
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};
use stock_analysis::entities::requests;
use stock_analysis::review::clock::{Tick, tick};

use crate::Desk;

fn at(request: &Value, field: &str) -> DateTime<Utc> {
    request[field].as_str().unwrap().parse().unwrap()
}

#[tokio::test]
async fn the_clock_reminds_escalates_once_each_and_staff_see_breaches_counted() {
    let desk = Desk::open().await;
    let client = desk.app.verified_subscriber().await;
    let request = desk.in_review(&client).await;
    let id = request["id"].as_i64().unwrap();
    let paid = at(&request, "paid_at");
    let (staff, analyst, subscriber) =
        (desk.app.signed_in_staff().await, desk.app.signed_in_analyst().await, desk.app.verified_subscriber().await);

    // Staff assign the reviewer: an analyst, not anyone.
    let assign = |analyst_id: i64| {
        let (app, token) = (&desk.app, staff.token.clone());
        async move {
            app.post(&format!("/api/staff/stock-analysis/{id}/assign"))
                .token(&token)
                .lang("en")
                .json(&json!({"analyst_id": analyst_id}))
                .send()
                .await
        }
    };
    let wrong = assign(subscriber.id).await;
    assert_eq!((wrong.status, wrong.field_error("analyst_id")), (422, Some("Please choose an analyst")));
    let assigned = assign(analyst.id).await;
    assert_eq!((assigned.status, assigned.body["data"]["analyst_id"].as_i64()), (200, Some(analyst.id)), "{:?}", assigned.body);
    let by_analyst = desk
        .app
        .post(&format!("/api/staff/stock-analysis/{id}/assign"))
        .token(&analyst.token)
        .json(&json!({"analyst_id": analyst.id}))
        .send()
        .await;
    assert_eq!(by_analyst.status, 403);

    // Nothing before 48 hours; then the analyst's reminder, once; then staff's escalation, once.
    assert_eq!(tick(&desk.app.ctx, paid + Duration::hours(47)).await.unwrap(), Tick::default());
    assert_eq!(tick(&desk.app.ctx, paid + Duration::hours(48)).await.unwrap(), Tick { reminded: 1, ..Tick::default() });
    assert_eq!(tick(&desk.app.ctx, paid + Duration::hours(50)).await.unwrap(), Tick::default(), "reminded once");
    let reminder = desk.app.mail.wait_for_where(&analyst.email, 1, |m| m.text.contains("/analysis/reviews")).await;
    assert!(reminder.subject.contains("24"), "{}", reminder.subject);
    assert!(reminder.text.contains(&format!("{id}")) && reminder.text.contains("/analysis/reviews"), "{}", reminder.text);
    assert_eq!(tick(&desk.app.ctx, paid + Duration::hours(66)).await.unwrap(), Tick { escalated: 1, ..Tick::default() });
    assert_eq!(tick(&desk.app.ctx, paid + Duration::hours(70)).await.unwrap(), Tick::default(), "escalated once");
    let escalation = desk.app.mail.wait_for_where(&staff.email, 1, |m| m.text.contains("/analysis/reviews")).await;
    assert!(escalation.subject.contains('6'), "{}", escalation.subject);

    // Staff's page: the open request with its clock; a subscriber or an analyst cannot read it.
    let report = |token: String| {
        let app = &desk.app;
        async move { app.get("/api/staff/stock-analysis/sla").token(&token).lang("en").send().await }
    };
    assert_eq!(report(analyst.token.clone()).await.status, 403);
    let now = report(staff.token.clone()).await;
    assert_eq!(now.status, 200, "{:?}", now.body);
    assert_eq!((now.body["data"]["counts"]["open"].as_u64(), now.body["data"]["counts"]["on_track"].as_u64()), (Some(1), Some(1)));
    let open = &now.body["data"]["requests"][0];
    assert_eq!((open["id"].as_i64(), open["analyst_name"].is_string()), (Some(id), true));
    assert!(!open["sla"]["reminded_at"].is_null() && !open["sla"]["escalated_at"].is_null(), "{open}");
    let reviewer = now.body["data"]["reviewers"].as_array().unwrap().iter().find(|r| r["id"] == analyst.id).cloned().unwrap();
    assert_eq!(reviewer["open_reviews"], 1);

    // Past due and still open: a breach, flagged and counted.
    let moved = |hours: i64| requests::ActiveModel {
        paid_at: Set(Some(Utc::now() - Duration::hours(hours))),
        due_at: Set(Some(Utc::now() - Duration::hours(hours - 72))),
        ..Default::default()
    };
    requests::Entity::update_many().set(moved(75)).filter(requests::Column::Id.eq(id)).exec(&desk.app.ctx.db).await.unwrap();
    let late = report(staff.token.clone()).await;
    assert_eq!(late.body["data"]["counts"]["breached"], 1, "{:?}", late.body);
    assert_eq!(late.body["data"]["requests"][0]["sla"]["state"], "breached");
    assert!(late.body["data"]["requests"][0]["sla"]["hours_left"].as_i64().unwrap() <= -2);

    // Delivered late: counted as such, and no longer open.
    let doc = request["documents"][0]["id"].as_i64().unwrap();
    let approved = desk
        .app
        .post(&format!("/api/stock-analysis/reviews/{id}/approve"))
        .token(&analyst.token)
        .json(&json!({"documents": [{"id": doc, "commentary": "متأخر لكنه مكتمل."}]}))
        .send()
        .await;
    assert_eq!(approved.status, 200, "{:?}", approved.body);
    desk.wait_for_status(&client, id, "delivered").await;
    let after = report(staff.token.clone()).await;
    let counts = &after.body["data"]["counts"];
    assert_eq!(
        (counts["open"].as_u64(), counts["breached"].as_u64(), counts["delivered_late"].as_u64()),
        (Some(0), Some(0), Some(1)),
        "{counts}"
    );
    assert!(after.body["data"]["requests"].as_array().unwrap().is_empty());
    let reassign = assign(analyst.id).await;
    assert_eq!((reassign.status, reassign.message()), (409, "This request is no longer open for review"));
}
