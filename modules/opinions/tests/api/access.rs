//! Who sees what: lists and statistics are open to guests; an opinion, its history and its
//! comments are for the list's subscribers (999 for other readers); comments with replies,
//! paged; favourites.

use platform::ports::Feature;
use serde_json::json;

use crate::Desk;

#[tokio::test]
async fn lists_and_statistics_are_open_and_opinions_are_for_subscribers() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-1, "99", "101", "98", "100")]).await;
    let id = desk.publish(desk.form("1120").await, json!({})).await["id"].as_i64().unwrap();

    let guest = desk.app.get("/api/opinion-lists-guest?type=3&market_id=1").send().await;
    assert_eq!(guest.status, 200, "{:?}", guest.body);
    let listed = guest.body["data"].as_array().unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!((listed[0]["stats"]["pending"].as_u64(), listed[0]["subscribed"].as_bool()), (Some(1), Some(false)));
    assert_eq!(desk.app.get("/api/opinion-lists-guest?market_id=3").send().await.body["data"].as_array().unwrap().len(), 0);
    assert_eq!(desk.app.get("/api/opinion-lists-guest?type=2").send().await.status, 422);
    assert_eq!(desk.app.get("/api/opinion-lists").send().await.status, 401);
    assert_eq!(desk.app.get(&format!("/api/opinion?opinionId={id}")).send().await.status, 401);

    let member = desk.app.verified_subscriber().await;
    for path in [
        format!("/api/opinion?opinionId={id}"),
        format!("/api/opinion/history?opinionId={id}"),
        format!("/api/opinion/comments?opinionId={id}"),
        format!("/api/opinions?opinion_list_id={}", desk.list_id),
    ] {
        let refused = desk.app.get(&path).token(&member.token).send().await;
        assert_eq!(refused.body["code"], 999, "{path}: {:?}", refused.body);
    }
    desk.grants.grant(member.id, Feature::OpinionList(desk.list_id));
    let seen = desk.app.get(&format!("/api/opinion?opinionId={id}")).token(&member.token).send().await;
    assert_eq!(seen.status, 200, "{:?}", seen.body);
    assert_eq!(seen.body["data"]["opinion"]["symbol"], "1120");
    let lists = desk.app.get("/api/opinion-lists").token(&member.token).send().await;
    assert_eq!(lists.body["data"][0]["subscribed"], true);
    assert_eq!(desk.app.get("/api/opinion?opinionId=987654").token(&member.token).send().await.status, 404);
}

#[tokio::test]
async fn readers_comment_and_reply_in_pages_and_keep_favourites() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-1, "99", "101", "98", "100")]).await;
    let id = desk.publish(desk.form("1120").await, json!({})).await["id"].as_i64().unwrap();
    let member = desk.app.verified_subscriber().await;
    let comment = json!({"opinionId": id, "comment": "هل يصلح الدخول الآن؟"});
    assert_eq!(desk.app.post("/api/comment/create").token(&member.token).json(&comment).send().await.body["code"], 999);
    desk.grants.grant(member.id, Feature::OpinionList(desk.list_id));
    let asked = desk.app.post("/api/comment/create").token(&member.token).json(&comment).send().await;
    assert_eq!(asked.status, 201, "{:?}", asked.body);
    let comment_id = asked.body["data"]["id"].as_i64().unwrap();
    let replied = desk.post("/api/comment/create", json!({"opinionId": id, "parentId": comment_id, "comment": "نعم قرب الدعم"})).await;
    assert_eq!((replied.status, replied.body["data"]["by_analyst"].as_bool()), (201, Some(true)));
    let reply_id = replied.body["data"]["id"].as_i64().unwrap();
    let nested = desk.post("/api/comment/create", json!({"opinionId": id, "parentId": reply_id, "comment": "شكراً"})).await;
    assert_eq!(nested.field_error("parentId"), Some("Only comments can be replied to, not replies"));
    let empty = desk.post("/api/comment/create", json!({"opinionId": id, "comment": " "})).await;
    assert_eq!(empty.field_error("comment"), Some("Please write your comment"));
    desk.post("/api/comment/create", json!({"opinionId": id, "comment": "تحديث: الهدف قريب"})).await;

    let first = desk.app.get(&format!("/api/opinion/comments?opinionId={id}&per_page=1")).token(&member.token).send().await;
    assert_eq!((first.body["meta"]["total"].as_u64(), first.body["data"][0]["comment"].as_str()), (Some(2), Some("تحديث: الهدف قريب")));
    let second = desk.app.get(&format!("/api/opinion/comments?opinionId={id}&per_page=1&page=2")).token(&member.token).send().await;
    assert_eq!((second.body["data"][0]["id"].as_i64(), second.body["data"][0]["replies_count"].as_u64()), (Some(comment_id), Some(1)));
    let replies = desk.app.get(&format!("/api/comment/get-replies?commentId={comment_id}")).token(&member.token).send().await;
    assert_eq!(replies.body["data"][0]["comment"], "نعم قرب الدعم");

    let marked = desk.app.post("/api/opinion/favorite").token(&member.token).json(&json!({"opinionId": id})).send().await;
    assert_eq!(marked.body["data"]["favorite"], true);
    desk.app.post("/api/opinion-lists/favorite").token(&member.token).json(&json!({"opinion_list_id": desk.list_id})).send().await;
    let favourites = desk.app.get("/api/favorite/opinions").token(&member.token).send().await;
    assert_eq!((favourites.body["data"][0]["id"].as_i64(), favourites.body["data"][0]["favorite"].as_bool()), (Some(id), Some(true)));
    let lists = desk.app.get("/api/favorite/opinion-lists").token(&member.token).send().await;
    assert_eq!(lists.body["data"][0]["id"].as_i64(), Some(desk.list_id));
    let unmarked = desk.app.post("/api/opinion/favorite").token(&member.token).json(&json!({"opinionId": id})).send().await;
    assert_eq!(unmarked.body["data"]["favorite"], false);
    assert_eq!(desk.app.get("/api/favorite/opinions").token(&member.token).send().await.body["data"].as_array().unwrap().len(), 0);
}
