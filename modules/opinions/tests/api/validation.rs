//! Publishing: every validation message of spec §5, against the current price from MarketData,
//! which is stored with the opinion.

use serde_json::json;

use crate::{Desk, list_form, merged, num};

#[tokio::test]
async fn an_opinion_is_checked_against_the_current_price_and_stores_it() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-2, "98", "101", "97", "99"), (-1, "99", "101", "98", "100")]).await;
    let form = desk.form("1120").await;

    let empty = desk.post("/api/opinion/create", json!({"opinion_list_id": desk.list_id})).await;
    assert_eq!(empty.status, 422);
    for field in [
        "stock_id",
        "operation_type",
        "order_type",
        "duration_type",
        "analysis_type",
        "stop_type",
        "entry_price",
        "target_price",
        "stop_loss",
        "duration_date",
    ] {
        assert_eq!(empty.field_error(field), Some("Please fill all fields"), "{field}: {:?}", empty.body);
    }
    let arabic =
        desk.app.post("/api/opinion/create").token(&desk.analyst.token).json(&json!({"opinion_list_id": desk.list_id})).send().await;
    assert_eq!(arabic.field_error("stop_type"), Some("يرجى ملء جميع الحقول"));

    let wrong = desk.post("/api/opinion/create", merged(form.clone(), json!({"stop_type": "minute", "duration_type": "forever"}))).await;
    assert_eq!(
        (wrong.field_error("stop_type"), wrong.field_error("duration_type")),
        (Some("Please check all fields"), Some("Please check all fields"))
    );

    // Buy (and call): the target above the price, the stop below it.
    let buy = desk.post("/api/opinion/create", merged(form.clone(), json!({"target_price": "99", "stop_loss": "101"}))).await;
    assert_eq!(buy.field_error("target_price"), Some("Target price is less than current price"));
    assert_eq!(buy.field_error("stop_loss"), Some("Stop loss is greater than current price"));
    // Sell (and put): the other way round.
    let sell = desk
        .post("/api/opinion/create", merged(form.clone(), json!({"order_type": "sell", "target_price": "101", "stop_loss": "99"})))
        .await;
    assert_eq!(sell.field_error("target_price"), Some("Target price is greater than current price"));
    assert_eq!(sell.field_error("stop_loss"), Some("Stop loss is less than current price"));
    let options =
        json!({"operation_type": "options", "strike_price": "105", "option_price": "2.5", "expiration_date": crate::day(30).to_string()});
    let put = desk.post("/api/opinion/create", merged(merged(form.clone(), options.clone()), json!({"order_type": "put"}))).await;
    assert_eq!(put.field_error("target_price"), Some("Target price is greater than current price"));
    let call = desk
        .post("/api/opinion/create", merged(merged(form.clone(), options.clone()), json!({"order_type": "call", "target_price": "100"})))
        .await;
    assert_eq!(call.field_error("target_price"), Some("Target price is less than current price"));
    // The change to target must pass the firm's minimum (2% by default).
    let small = desk.post("/api/opinion/create", merged(form.clone(), json!({"target_price": "102"}))).await;
    assert_eq!(small.field_error("target_price"), Some("The change to target must be more than 2%"));

    // Prices within reason (issue 36): a target of 99,999,999,999,999 was once published as a
    // 145-trillion-percent call. The entry lies near the price, the target within 300% of the entry,
    // the stop within 50% of it; a premium never above what the contract gives.
    let absurd = desk.post("/api/opinion/create", merged(form.clone(), json!({"target_price": "99999999999999"}))).await;
    assert_eq!(absurd.field_error("target_price"), Some("Target price is more than 300% above the entry price"));
    let absurd_ar = desk
        .app
        .post("/api/opinion/create")
        .token(&desk.analyst.token)
        .json(&merged(form.clone(), json!({"target_price": "99999999999999"})))
        .send()
        .await;
    assert_eq!(absurd_ar.field_error("target_price"), Some("يزيد السعر المستهدف على سعر الدخول بأكثر من 300%"));
    let far = desk.post("/api/opinion/create", merged(form.clone(), json!({"entry_price": "150", "stop_loss": "10"}))).await;
    assert_eq!(far.field_error("entry_price"), Some("Entry price is more than 20% away from the current price"));
    let deep = desk.post("/api/opinion/create", merged(form.clone(), json!({"stop_loss": "40"}))).await;
    assert_eq!(deep.field_error("stop_loss"), Some("Stop loss is more than 50% below the entry price"));
    let dear = desk
        .post("/api/opinion/create", merged(merged(form.clone(), options.clone()), json!({"order_type": "call", "option_price": "120"})))
        .await;
    assert_eq!(dear.field_error("option_price"), Some("The option price is greater than the stock's current price"));

    // Order types belong to their operation; an option needs its own terms.
    let mixed = desk.post("/api/opinion/create", merged(form.clone(), json!({"order_type": "call"}))).await;
    assert_eq!(mixed.field_error("order_type"), Some("The order type is buy or sell for stocks, call or put for contracts"));
    let bare = desk.post("/api/opinion/create", merged(form.clone(), json!({"operation_type": "options", "order_type": "call"}))).await;
    assert_eq!(bare.field_error("strike_price"), Some("Please fill all fields"));
    assert_eq!(bare.field_error("expiration_date"), Some("Please fill all fields"));
    assert_eq!(bare.field_error("option_price"), Some("Please fill all fields"));

    // Stocks of other markets, and stocks without a price, cannot be used.
    let us = desk.post("/api/opinion/create", merged(form.clone(), json!({"stock_id": desk.stock_id("AAPL").await}))).await;
    assert_eq!(us.field_error("stock_id"), Some("This stock is not in the list's market"));
    let unpriced = desk.post("/api/opinion/create", merged(form.clone(), json!({"stock_id": desk.stock_id("2222").await}))).await;
    assert_eq!(unpriced.field_error("stock_id"), Some("This stock has no current price: an opinion on it cannot be published now"));
    let listed = desk.app.get(&format!("/api/opinions?opinion_list_id={}", desk.list_id)).token(&desk.analyst.token).send().await;
    assert_eq!(listed.body["data"].as_array().unwrap().len(), 0, "refused opinions store nothing");

    let published = desk.publish(form.clone(), json!({})).await;
    assert_eq!((num(&published["current_price"]), num(&published["change_to_target_percent"])), (100.0, 10.0));
    assert_eq!(
        (published["status"].as_str(), published["version"].as_i64(), published["symbol"].as_str()),
        (Some("pending"), Some(1), Some("1120"))
    );
    assert_eq!(published["status_text"], serde_json::Value::Null);
    let option = desk.publish(merged(form, options), json!({"order_type": "call", "target_price": "108"})).await;
    assert_eq!((num(&option["strike_price"]), num(&option["option_price"])), (105.0, 2.5));
}

#[tokio::test]
async fn an_analyst_publishes_only_to_their_own_opinions_lists() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-1, "99", "101", "98", "100")]).await;
    let form = desk.form("1120").await;
    let other = desk.app.signed_in_analyst().await;
    let theirs = desk.app.post("/api/opinion/create").token(&other.token).lang("en").json(&form).send().await;
    assert_eq!(theirs.status, 403);
    let (member, _, _) = desk.app.signed_in_subscriber().await;
    assert_eq!(desk.app.post("/api/opinion/create").token(&member).json(&form).send().await.status, 403);
    let eva_list = desk
        .app
        .post("/api/rating-list/create")
        .token(&desk.analyst.token)
        .lang("en")
        .json(&merged(list_form("قائمة", 1), json!({"service_type": "eva_lists"})))
        .send()
        .await;
    assert_eq!(eva_list.status, 201, "{:?}", eva_list.body);
    let eva_list_id = eva_list.body["data"]["id"].as_i64().unwrap();
    let wrong_kind = desk.post("/api/opinion/create", merged(form, json!({"opinion_list_id": eva_list_id}))).await;
    assert_eq!(wrong_kind.field_error("opinion_list_id"), Some("This list is not an Eva opinions list"));
    let read_as_opinions = desk.app.get(&format!("/api/opinion-lists-single-guest?opinion_list_id={eva_list_id}")).send().await;
    assert_eq!(read_as_opinions.status, 404, "an Eva list is no opinions list to read");
}
