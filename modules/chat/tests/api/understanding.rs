//! Eva Chat's understanding measured on the evaluation set (`tests/data/understanding.jsonl`):
//! questions in standard Arabic, Gulf phrasing and English, with typos and mixed scripts, each
//! with the stocks and intent a person means. The set must be understood at least 95% right, and
//! so must the held-out set (`understanding-heldout.jsonl`), written without sight of the cues.

use std::collections::{BTreeMap, HashMap};

use serde_json::{Value, json};

use crate::Desk;

const SETS: [(&str, &str); 2] =
    [("tuning", include_str!("../data/understanding.jsonl")), ("held-out", include_str!("../data/understanding-heldout.jsonl"))];
const REQUIRED: f64 = 0.95;

#[derive(serde::Deserialize)]
struct Case {
    q: String,
    lang: String,
    context: Option<String>,
    stocks: Vec<String>,
    intent: String,
    period: Option<String>,
    advice: bool,
}

#[tokio::test]
async fn the_evaluation_sets_are_understood_at_least_95_percent() {
    let desk = Desk::open().await;
    let user = desk.user().await;
    let mut failures = Vec::new();
    for (name, set) in SETS {
        if let Err(failure) = measure(&desk, &user, name, set).await {
            failures.push(failure);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

async fn measure(desk: &Desk, user: &eva_testing::TestUser, name: &str, set: &str) -> Result<(), String> {
    let cases: Vec<Case> = set.lines().filter(|l| !l.trim().is_empty()).map(|l| serde_json::from_str(l).unwrap()).collect();
    if name == "tuning" {
        assert!(cases.len() >= 300, "the set has {} questions", cases.len());
        assert!(cases.iter().filter(|c| c.lang == "ar").count() >= 200);
        assert!(cases.iter().filter(|c| c.lang == "en").count() >= 100);
    }

    let mut ids: HashMap<String, i64> = HashMap::new();
    for symbol in cases.iter().filter_map(|c| c.context.clone()) {
        if !ids.contains_key(&symbol) {
            ids.insert(symbol.clone(), desk.stock_id(&symbol).await);
        }
    }
    // (right, asked) per intent, and what went wrong.
    let mut tally: BTreeMap<String, (u32, u32)> = BTreeMap::new();
    let mut wrong: Vec<String> = Vec::new();
    for case in &cases {
        let stockid = case.context.as_ref().map(|s| ids[s]);
        let res = desk
            .app
            .post("/api/chat/understand")
            .token(&user.token)
            .lang(&case.lang)
            .json(&json!({"question": case.q, "stockid": stockid}))
            .send()
            .await;
        assert_eq!(res.status, 200, "{}: {:?}", case.q, res.body);
        let got = &res.body["data"];
        let symbols: Vec<&str> = got["stocks"].as_array().unwrap().iter().map(|s| s["symbol"].as_str().unwrap()).collect();
        let period = got["period"].as_str().map(str::to_owned);
        let right = symbols == case.stocks.iter().map(String::as_str).collect::<Vec<_>>()
            && got["intent"] == case.intent.as_str()
            && (case.intent != "performance" || period == case.period)
            && got["advice"] == Value::Bool(case.advice);
        let slot = tally.entry(case.intent.clone()).or_default();
        slot.1 += 1;
        if right {
            slot.0 += 1;
        } else {
            wrong.push(format!(
                "{} | want {:?} {} {:?} advice={} | got {:?} {} {:?} advice={}",
                case.q, case.stocks, case.intent, case.period, case.advice, symbols, got["intent"], period, got["advice"]
            ));
        }
    }
    let right: u32 = tally.values().map(|(r, _)| r).sum();
    let accuracy = f64::from(right) / cases.len() as f64;
    println!("{name} set:");
    for (intent, (r, n)) in &tally {
        println!("{intent:14} {r:3}/{n:3} {:5.1}%", 100.0 * f64::from(*r) / f64::from(*n));
    }
    for w in &wrong {
        println!("wrong: {w}");
    }
    println!("all            {right:3}/{:3} {:5.1}%", cases.len(), 100.0 * accuracy);
    if accuracy >= REQUIRED {
        Ok(())
    } else {
        Err(format!("understood {:.1}% of the {name} set; wrong:\n{}", 100.0 * accuracy, wrong.join("\n")))
    }
}
