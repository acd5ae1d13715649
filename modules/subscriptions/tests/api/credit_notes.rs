//! Credit notes: a refunded payment's invoice is credited by a simplified tax credit note.

use super::*;

#[tokio::test]
async fn a_staff_refund_issues_one_credit_note_against_the_invoice_that_only_its_owner_downloads() {
    let app = spawn().await;
    let staff = app.signed_in_staff().await;
    let buyer = app.verified_subscriber().await;
    let id = buy(&app, &buyer, plan_id(&app, "Eva Chat", "annual").await).await;
    let invoice = invoice_of(&app, id).await;
    let mine = app.get("/api/v2/subscriptions").token(&buyer.token).send().await;
    assert!(mine.body["data"]["active"].as_array().unwrap().iter().all(|s| s["credit_note"].is_null()), "no credit note before a refund");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_credit_notes").await, 0);

    let refunded = app
        .post(&format!("/api/staff/payments/{id}/refund"))
        .token(&staff.token)
        .json(&serde_json::json!({"reason": "طلب العميل"}))
        .send()
        .await;
    assert_eq!(refunded.status, 200, "{:?}", refunded.body);
    // Refunding again is refused and issues nothing more.
    assert_eq!(
        app.post(&format!("/api/staff/payments/{id}/refund"))
            .token(&staff.token)
            .json(&serde_json::json!({"reason": "طلب العميل"}))
            .send()
            .await
            .status,
        409
    );
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_credit_notes").await, 1);

    // The row: against the invoice, the whole payment credited, its own number and QR code.
    let note = credit_note_of(&app, id).await;
    assert_eq!((note.invoice_id, note.reason.as_str()), (invoice.id, "refunded_by_staff"));
    assert_eq!((note.total_halalas, note.vat_halalas), (invoice.total_halalas, invoice.vat_halalas));
    assert_eq!((note.total_halalas, note.vat_halalas), (44_900, 5_857));
    let year = Utc::now().with_timezone(&chrono_tz::Asia::Riyadh).format("%Y").to_string();
    assert_eq!(note.number, format!("CN-{year}-000001"));
    assert_eq!((note.seller_name.as_str(), note.vat_number.as_str()), ("شركة إيفا للاستشارات المالية", "310123456700003"));
    assert_zatca_qr(&note.qr_tlv, note.issued_at, 44_900, 5_857);
    assert_eq!(zatca_fields(&note.qr_tlv)[3].1, "449.00");
    let stored = note.document_key.clone().unwrap();
    assert!(stored.starts_with("subscriptions/credit-notes/") && !stored.contains(&note.number), "a random key: {stored}");
    assert!(app.ctx.storage.get(&stored).await.unwrap().unwrap().starts_with(b"%PDF"));

    // Beside the invoice, for the buyer and for staff.
    let url = format!("/api/credit-notes/{}/pdf", note.id);
    let link = json!({"id": note.id, "number": note.number, "url": url});
    let mine = app.get("/api/subscriptions").token(&buyer.token).send().await;
    let paid = mine.body["data"].as_array().unwrap().iter().find(|s| s["source"] == "paid").unwrap().clone();
    assert_eq!((paid["invoice"]["id"].as_i64(), &paid["credit_note"]), (Some(invoice.id), &link));
    let ended = app.get("/api/v2/subscriptions").token(&buyer.token).send().await;
    assert!(ended.body["data"]["expired"].as_array().unwrap().iter().any(|s| s["credit_note"] == link), "{:?}", ended.body);
    let detail = app.get(&format!("/api/staff/payments/{id}")).token(&staff.token).send().await;
    assert_eq!(
        (detail.body["data"]["invoice"]["number"].as_str(), &detail.body["data"]["credit_note"]),
        (Some(invoice.number.as_str()), &link)
    );

    // The PDF: its owner and staff; anyone else is told there is none, a guest must sign in.
    let pdf = app.get(&url).token(&buyer.token).send().await;
    assert_eq!(pdf.status, 200, "{:?}", pdf.body);
    assert_eq!(pdf.headers["content-type"], "application/pdf");
    assert_eq!(pdf.headers["content-disposition"].to_str().unwrap(), format!("inline; filename=\"{}.pdf\"", note.number));
    assert!(pdf.body.as_str().unwrap().starts_with("%PDF"));
    let other = app.verified_subscriber().await;
    assert_eq!(app.get(&url).token(&other.token).send().await.status, 404);
    assert_eq!(app.get(&url).send().await.status, 401);
    assert_eq!(app.get("/api/credit-notes/999999/pdf").token(&buyer.token).send().await.status, 404);
    assert_eq!(app.get("/api/credit-notes/abc/pdf").token(&buyer.token).send().await.status, 404);
    assert_eq!(app.get(&url).token(&staff.token).send().await.status, 200);

    // A PDF that was not stored is rendered when it is next asked for.
    app.ctx
        .db
        .execute_unprepared(&format!("UPDATE subscriptions_credit_notes SET document_key = NULL WHERE id = {}", note.id))
        .await
        .unwrap();
    assert_eq!(app.get(&url).token(&buyer.token).send().await.status, 200);
    let rendered = credit_note_of(&app, id).await;
    assert!(rendered.document_key.is_some(), "stored again");
    assert_eq!(subscriptions::entities::credit_notes::Model { document_key: note.document_key.clone(), ..rendered }, note, "the same note");

    // One that could not be issued after the refund is issued when staff next open the payment.
    app.ctx.db.execute_unprepared(&format!("DELETE FROM subscriptions_credit_notes WHERE payment_id = {id}")).await.unwrap();
    let detail = app.get(&format!("/api/staff/payments/{id}")).token(&staff.token).send().await;
    let reissued = credit_note_of(&app, id).await;
    assert_eq!((reissued.invoice_id, reissued.reason.as_str(), reissued.total_halalas), (invoice.id, "refunded_by_staff", 44_900));
    assert_eq!(detail.body["data"]["credit_note"]["number"].as_str(), Some(reissued.number.as_str()));
    assert!(reissued.document_key.is_some());
}

#[tokio::test]
async fn a_refund_the_provider_reports_issues_a_credit_note_once() {
    let fake = gateways::start().await;
    let app = spawn_with_gateways(&fake).await;
    let buyer = app.verified_subscriber().await;
    let res = subscribe(&app, &buyer, attempt(plan_id(&app, "Eva Reports", "quarterly").await, "visa")).await;
    let id = res.body["data"]["payment_id"].as_i64().unwrap();
    let at_gateway = fake.only_payment_id();
    let notice = |status: &str| json!({"type": format!("payment_{status}"), "secret_token": "whsec_moyasar", "data": {"invoice_id": at_gateway, "status": status}});
    fake.set_status(&at_gateway, "paid");
    assert_eq!(webhook(&app, "moyasar", &[], &notice("paid")).await.body["data"]["status"], "paid");
    let invoice = invoice_of(&app, id).await;

    // Refunded in the gateway's dashboard: its webhook arrives, twice, and the browser comes back too.
    fake.set_status(&at_gateway, "refunded");
    let refunded = notice("refunded");
    let (a, b, _) = tokio::join!(
        webhook(&app, "moyasar", &[], &refunded),
        webhook(&app, "moyasar", &[], &refunded),
        browser().get(format!("{}{}", app.address, return_of(&app, id).await)).send()
    );
    assert_eq!((a.status, b.status), (200, 200));
    assert_eq!(payment(&app, &buyer, id).await["status"], "refunded");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_credit_notes").await, 1);

    let note = credit_note_of(&app, id).await;
    assert_eq!((note.invoice_id, note.reason.as_str()), (invoice.id, "refunded_at_provider"));
    assert_eq!((note.total_halalas, note.vat_halalas), (invoice.total_halalas, invoice.vat_halalas));
    assert!(note.number.starts_with("CN-") && note.number.ends_with("-000001"), "{}", note.number);
    assert_zatca_qr(&note.qr_tlv, note.issued_at, invoice.total_halalas, invoice.vat_halalas);
    assert!(note.document_key.is_some());
    let pdf = app.get(&format!("/api/credit-notes/{}/pdf", note.id)).token(&buyer.token).send().await;
    assert_eq!(pdf.status, 200, "{:?}", pdf.body);
}

#[tokio::test]
async fn refunds_of_different_payments_at_the_same_time_get_distinct_credit_note_numbers() {
    let app = spawn().await;
    let staff = app.signed_in_staff().await;
    let plan = plan_id(&app, "Eva Reports", "monthly").await;
    let mut paid = Vec::new();
    for _ in 0..4 {
        let buyer = app.verified_subscriber().await;
        paid.push(buy(&app, &buyer, plan).await);
    }
    let refunds = paid.iter().map(|id| {
        app.post(&format!("/api/staff/payments/{id}/refund")).token(&staff.token).json(&serde_json::json!({"reason": "طلب العميل"})).send()
    });
    for res in futures_util::future::join_all(refunds).await {
        assert_eq!(res.status, 200, "{:?}", res.body);
    }
    let seq = |n: &str| n.rsplit('-').next().unwrap().parse::<u32>().unwrap();
    let (mut notes, mut invoices) = (Vec::new(), Vec::new());
    for id in &paid {
        let (note, invoice) = (credit_note_of(&app, *id).await, invoice_of(&app, *id).await);
        assert_eq!(note.invoice_id, invoice.id);
        notes.push(seq(&note.number));
        invoices.push(seq(&invoice.number));
    }
    notes.sort_unstable();
    invoices.sort_unstable();
    // Distinct, with no gap; credit notes count apart from invoices.
    assert_eq!(notes, [1, 2, 3, 4]);
    assert_eq!(invoices, [1, 2, 3, 4]);
}
