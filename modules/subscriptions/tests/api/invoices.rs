//! Invoices: every paid payment gets one simplified tax invoice (PDF, ZATCA QR code).

use super::*;

#[tokio::test]
async fn a_paid_payment_gets_one_simplified_tax_invoice_that_only_its_owner_downloads() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Chat", "annual").await;
    let id = buy(&app, &user, plan).await;

    // Listed under My Subscriptions, on the paid subscription (the free reports share the payment).
    let mine = app.get("/api/v2/subscriptions").token(&user.token).lang("en").send().await;
    let active = mine.body["data"]["active"].as_array().unwrap();
    let paid = active.iter().find(|s| s["source"] == "paid").unwrap();
    let bonus = active.iter().find(|s| s["source"] == "bonus").unwrap();
    assert_eq!(bonus["invoice"], Value::Null);
    let link = &paid["invoice"];
    let invoice_id = link["id"].as_i64().unwrap_or_else(|| panic!("an invoice link in {paid}"));
    let number = link["number"].as_str().unwrap().to_owned();
    assert_eq!(link["url"], format!("/api/invoices/{invoice_id}/pdf"));
    let year = Utc::now().with_timezone(&chrono_tz::Asia::Riyadh).format("%Y").to_string();
    assert!(number.starts_with(&format!("INV-{year}-")) && number.len() == "INV-2026-000001".len(), "{number}");
    let listed = app.get("/api/subscriptions").token(&user.token).lang("en").send().await;
    assert!(listed.body["data"].as_array().unwrap().iter().any(|s| s["invoice"]["id"] == invoice_id));

    // The PDF, for its owner.
    let url = format!("/api/invoices/{invoice_id}/pdf");
    let pdf = app.get(&url).token(&user.token).send().await;
    assert_eq!(pdf.status, 200, "{:?}", pdf.body);
    assert_eq!(pdf.headers["content-type"], "application/pdf");
    assert_eq!(pdf.headers["content-disposition"].to_str().unwrap(), format!("inline; filename=\"{number}.pdf\""));
    assert!(pdf.body.as_str().unwrap().starts_with("%PDF"));
    // Nobody else's: another subscriber is told there is none; a guest must sign in; staff may.
    let other = app.verified_subscriber().await;
    assert_eq!(app.get(&url).token(&other.token).send().await.status, 404);
    assert_eq!(app.get(&url).send().await.status, 401);
    assert_eq!(app.get("/api/invoices/999999/pdf").token(&user.token).send().await.status, 404);
    let staff = app.signed_in_staff().await;
    assert_eq!(app.get(&url).token(&staff.token).send().await.status, 200);

    // The row: seller, VAT number, the payment's amounts; its QR code says the same.
    let row = invoice_of(&app, id).await;
    assert_eq!((row.id, row.number.as_str()), (invoice_id, number.as_str()));
    let p = payment(&app, &user, id).await;
    let (total, vat) = (p["price"]["total_halalas"].as_i64().unwrap(), p["price"]["vat_halalas"].as_i64().unwrap());
    assert_eq!((row.total_halalas, row.vat_halalas), (total, vat));
    assert_eq!(total, 44_900);
    let stored = row.document_key.clone().unwrap();
    assert!(stored.starts_with("subscriptions/invoices/") && !stored.contains(&number), "a random key, never the number: {stored}");
    assert!(app.ctx.storage.get(&stored).await.unwrap().unwrap().starts_with(b"%PDF"));
    assert_zatca_qr(&row.qr_tlv, row.issued_at, total, vat);
    assert_eq!(zatca_fields(&row.qr_tlv)[3].1, "449.00");

    // Capture signals again, some at once: still one invoice, the same one.
    let again = return_of(&app, id).await;
    let returns = (0..3).map(|_| back_at_shop(&app, &again));
    futures_util::future::join_all(returns).await;
    assert_eq!(count(&app, &format!("SELECT COUNT(*) FROM subscriptions_invoices WHERE payment_id = {id}")).await, 1);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_invoices").await, 1);
    assert_eq!(invoice_of(&app, id).await, row);

    // An invoice that could not be issued at capture is issued by the next signal, once, even
    // when several arrive together.
    app.ctx.db.execute_unprepared(&format!("DELETE FROM subscriptions_invoices WHERE payment_id = {id}")).await.unwrap();
    futures_util::future::join_all((0..4).map(|_| back_at_shop(&app, &again))).await;
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_invoices").await, 1);
    let reissued = invoice_of(&app, id).await;
    assert_eq!(reissued.number, number);
    assert!(reissued.document_key.is_some());
}

#[tokio::test]
async fn buyers_paying_at_the_same_time_get_consecutive_invoice_numbers() {
    let app = spawn().await;
    let plan = plan_id(&app, "Eva Reports", "monthly").await;
    let first_buyer = app.verified_subscriber().await;
    let first = buy(&app, &first_buyer, plan).await;
    // Four more pay on the gateway's page, then all come back at once: their captures, and so
    // their invoices, race.
    let mut buyers = Vec::new();
    let mut returns = Vec::new();
    for _ in 0..4 {
        let user = app.verified_subscriber().await;
        let res = subscribe(&app, &user, attempt(plan, "mada")).await;
        let payment = res.body["data"]["payment_id"].as_i64().unwrap();
        let (_, to) = on_sandbox_page(
            &app,
            res.body["data"]["redirect_url"].as_str().unwrap(),
            &[("action", "pay"), ("card_number", "4201 3201 1111 1010")],
        )
        .await;
        buyers.push((user, payment));
        returns.push(to);
    }
    futures_util::future::join_all(returns.iter().map(|to| back_at_shop(&app, to))).await;

    let seq = |n: &str| n.rsplit('-').next().unwrap().parse::<u32>().unwrap();
    assert_eq!(seq(&invoice_of(&app, first).await.number), 1);
    let mut numbers = Vec::new();
    for (_, payment) in &buyers {
        numbers.push(seq(&invoice_of(&app, *payment).await.number));
    }
    numbers.sort_unstable();
    assert_eq!(numbers, [2, 3, 4, 5]);
    // Each buyer sees only their own.
    let (user, payment) = &buyers[0];
    let mine = app.get("/api/subscriptions").token(&user.token).send().await;
    let links: Vec<&Value> = mine.body["data"].as_array().unwrap().iter().map(|s| &s["invoice"]).filter(|i| !i.is_null()).collect();
    assert_eq!(links.len(), 1);
    assert_eq!(links[0]["id"], invoice_of(&app, *payment).await.id);
}
