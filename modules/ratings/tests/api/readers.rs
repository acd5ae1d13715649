//! What readers do with a list: comments, market-state posts, favourites, custom lists.

use platform::ports::Feature;
use serde_json::json;

use crate::{Desk, num};

#[tokio::test]
async fn the_analyst_and_subscribers_comment_and_the_analysts_comments_join_the_record() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-3, "79", "81", "78", "80")]).await;
    desk.trades("1120", "80").await;
    let rating_id = desk.create("1120", "market", None, "10").await.body["data"]["id"].as_i64().unwrap();
    let member = desk.app.verified_subscriber().await;
    let comment = json!({"rating_id": rating_id, "comment": "متى الهدف الثاني؟"});
    let refused = desk.app.post("/api/rating-comment").token(&member.token).json(&comment).send().await;
    assert_eq!(refused.body["code"], 999, "only the list's readers comment");
    desk.grants.grant(member.id, Feature::RatingList(desk.list_id));
    let asked = desk.app.post("/api/rating-comment").token(&member.token).json(&comment).send().await;
    assert_eq!(asked.status, 201, "{:?}", asked.body);
    assert_eq!(asked.body["data"]["by_analyst"], false);
    let answered = desk.post("/api/rating-comment", json!({"rating_id": rating_id, "comment": "عند 95"})).await;
    assert_eq!(answered.body["data"]["by_analyst"], true);
    let empty = desk.post("/api/rating-comment", json!({"rating_id": rating_id, "comment": "  "})).await;
    assert_eq!(empty.field_error("comment"), Some("Please write your comment"));

    let page = desk.app.get(&format!("/api/rating-details-comments/{}/{rating_id}", desk.list_id)).token(&member.token).send().await;
    let texts: Vec<&str> = page.body["data"].as_array().unwrap().iter().map(|c| c["comment"].as_str().unwrap()).collect();
    assert_eq!(texts, ["عند 95", "متى الهدف الثاني؟"]);
    assert_eq!(desk.app.get(&format!("/api/rating-details-comments/999/{rating_id}")).token(&member.token).send().await.status, 404);

    let details = desk.app.get(&format!("/api/rating-details/{rating_id}")).token(&member.token).send().await;
    let d = &details.body["data"];
    assert_eq!((d["comments_count"].as_u64(), d["rating"]["symbol"].as_str()), (Some(2), Some("1120")));
    let kinds: Vec<&str> = d["history"].as_array().unwrap().iter().map(|e| e["type"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["comments", "buy", "buy"], "the analyst's answer is on the record, the question is not");
    let verified = desk.app.get(&format!("/api/rating-lists/{}/verify", desk.list_id)).send().await;
    assert_eq!(verified.body["data"]["valid"], true);

    let state_path = "/api/rating-state-comment";
    let missing = desk.app.post(state_path).token(&member.token).lang("en").json(&json!({"rating_list_id": desk.list_id})).send().await;
    assert_eq!(missing.field_error("comment"), Some("Please enter all details"));
    let posted = desk.post(state_path, json!({"rating_list_id": desk.list_id, "comment": "السوق في منطقة دعم قوية"})).await;
    assert_eq!(posted.status, 201);
    let posts = desk.app.get(&format!("{state_path}?rating_list_id={}", desk.list_id)).token(&member.token).send().await;
    assert_eq!(posts.body["data"].as_array().unwrap().len(), 1);
    assert_eq!(posts.body["meta"]["total"], 1, "{:?}", posts.body);
}

#[tokio::test]
async fn readers_mark_favourites_and_build_custom_lists_from_what_they_follow() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-3, "79", "81", "78", "80")]).await;
    desk.bars("2222", &[(-3, "27", "28", "26", "27.5")]).await;
    desk.trades("1120", "80").await;
    desk.trades("2222", "27.5").await;
    let first = desk.create("1120", "market", None, "10").await.body["data"]["id"].as_i64().unwrap();
    let second = desk.create("2222", "market", None, "11").await.body["data"]["id"].as_i64().unwrap();
    let member = desk.app.verified_subscriber().await;

    let list_fav =
        desk.app.post("/api/rating-lists/favorite").token(&member.token).json(&json!({"rating_list_id": desk.list_id})).send().await;
    assert_eq!(list_fav.body["data"]["favorite"], true);
    let lists = desk.app.get("/api/favorite/rating-lists").token(&member.token).send().await;
    assert_eq!((lists.body["data"][0]["id"].as_i64(), lists.body["data"][0]["favorite"].as_bool()), (Some(desk.list_id), Some(true)));
    let unmarked =
        desk.app.post("/api/rating-lists/favorite").token(&member.token).json(&json!({"rating_list_id": desk.list_id})).send().await;
    assert_eq!(unmarked.body["data"]["favorite"], false);
    assert_eq!(desk.app.get("/api/favorite/rating-lists").token(&member.token).send().await.body["data"], json!([]));

    let custom = json!({"name": "مختاراتي", "rating_ids": [first, second]});
    let refused = desk.app.post("/api/custom-rating-list/create").token(&member.token).lang("en").json(&custom).send().await;
    assert_eq!(refused.field_error("rating_ids"), Some("Only ratings of lists you subscribe to can be added"));
    desk.grants.grant(member.id, Feature::RatingList(desk.list_id));
    assert_eq!(
        desk.app.post("/api/ratings/favorite").token(&member.token).json(&json!({"rating_id": first})).send().await.body["data"]["favorite"],
        true
    );
    let favs = desk.app.get("/api/favorite/ratings").token(&member.token).send().await;
    assert_eq!((favs.body["data"][0]["id"].as_i64(), favs.body["data"][0]["favorite"].as_bool()), (Some(first), Some(true)));
    assert_eq!(desk.app.get("/api/rating/list").token(&member.token).send().await.body["data"].as_array().unwrap().len(), 2);

    let empty = desk.app.post("/api/custom-rating-list/create").token(&member.token).lang("en").json(&json!({"name": ""})).send().await;
    assert_eq!(empty.field_error("name"), Some("Please enter the list's name"));
    assert_eq!(empty.field_error("rating_ids"), Some("Please choose at least one rating"));
    let made = desk.app.post("/api/custom-rating-list/create").token(&member.token).json(&custom).send().await;
    assert_eq!(made.status, 201, "{:?}", made.body);
    let id = made.body["data"]["id"].as_i64().unwrap();
    assert_eq!(made.body["data"]["ratings"].as_array().unwrap().len(), 2);
    let other = desk.app.verified_subscriber().await;
    assert_eq!(
        desk.app.get(&format!("/api/get-custom-list/{id}")).token(&other.token).send().await.status,
        404,
        "a custom list is its maker's"
    );

    desk.bars("1120", &[(-2, "85", "91", "84", "90")]).await;
    let perf = desk.app.get(&format!("/api/custom-list-performance/{id}")).token(&member.token).send().await;
    let p = &perf.body["data"];
    // 125 of 1120 bought at 80 now at 90: +1,250 on 10,000; 2222 (400 at 27.5 = 11,000) unchanged.
    assert_eq!((num(&p["invested"]), num(&p["result"])), (21_000.0, 1_250.0));
    assert_eq!(num(&p["return_percent"]), 5.95);
}
