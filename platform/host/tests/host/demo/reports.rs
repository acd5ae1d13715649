//! The demo's markets are ranked for every strategy.

use eva_testing::TestApp;

/// The seed ranks the markets at once; the factors that need the market's risk figures (which the
/// workers compute after the seed) join when the market announces them (`AnalyticsComputed`),
/// so a strategy made only of those may take a moment.
pub async fn every_strategy_ranks_the_demo_market(app: &TestApp) {
    for strategy in ["growth", "value", "dividend_income", "momentum", "low_volatility"] {
        let mut last = serde_json::Value::Null;
        for _ in 0..240 {
            let top = app.get(&format!("/api/evareport/guest/stocks/rankings?strategy={strategy}")).send().await;
            last = top.body;
            if last["data"].as_array().is_some_and(|rows| rows.len() == 10) {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        }
        let rows = last["data"].as_array().unwrap();
        assert_eq!(rows.len(), 10, "{strategy}: {last:?}");
        assert_eq!(rows[0]["rank"], 1);
    }
}

/// One number, one computation (issue 35, point 5): the one-year return the paid analysis prints,
/// the report's factor and Eva Chat's data all come from the market's risk figures (the PDF once
/// said 0.92% where the report and chat said 0.85%), and the 52-week range of the stock page, the
/// PDF and chat from the market's one `year_range`, and the dividend yield from `platform::ratios`.
pub async fn the_one_year_return_is_one_figure_everywhere(app: &TestApp) {
    let token = super::login(app, "subscriber@eva.demo", "subscriber-demo-1").await;
    let stocks = app.get("/api/stocks?query=2222").send().await;
    let stock_id = stocks.body["data"].as_array().unwrap().iter().find(|s| s["symbol"] == "2222").unwrap()["id"].as_i64().unwrap();

    // The report's factor, once the market's risk figures have reached the ranking.
    let mut report_bp = None;
    for _ in 0..240 {
        let report = app.get("/api/evareport/report/2222/momentum").token(&token).send().await;
        report_bp = report.body["data"]["factors"]
            .as_array()
            .and_then(|fs| fs.iter().find(|f| f["factor"] == "return1y"))
            .and_then(|f| f["value"].as_i64());
        if report_bp.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    }
    let bp = report_bp.expect("the report shows the one-year return");

    let today = platform::saudi_time::today();
    let figures = stock_analysis::document::figures::gather(&app.ctx, stock_id, today).await.unwrap().expect("the stock has figures");
    let pdf = stock_analysis::document::texts::financial_facts(&figures, platform::Lang::En).return_1y;
    assert_eq!(pdf, stock_analysis::document::fmt::percent_bp(bp), "the analysis PDF and the report");

    let facts = chat::facts::gather(&app.ctx, stock_id, platform::ports::BarInterval::Daily, chat::questions::Term::Short)
        .await
        .unwrap()
        .expect("chat has the stock's facts");
    let block = chat::data_block::stock_block(&facts);
    let said = format!("return {}", chat::format::percent_bp(bp, true));
    assert!(block.contains(&said), "Eva Chat's data says «{said}»:\n{block}");

    // The 52-week range: the stock page, the analysis PDF and Eva Chat's data say the same.
    let page = app.get(&format!("/api/stock/{stock_id}")).send().await.body["data"]["range_52w"].clone();
    let (low, high) = (page["low"].as_f64().expect("the page has the range"), page["high"].as_f64().unwrap());
    let technical = stock_analysis::document::texts::technical_facts(&figures, platform::Lang::En);
    assert_eq!(
        (technical.low_52w.as_str(), technical.high_52w.as_str()),
        (format!("{low:.2}").as_str(), format!("{high:.2}").as_str()),
        "the PDF and the page"
    );
    let range = format!("low {low:.2}, high {high:.2}");
    assert!(block.contains(&range), "Eva Chat's data says «{range}»:\n{block}");

    // The dividend yield: the market's table, the PDF and chat (platform::ratios, one rounding).
    let table = app.get("/api/financial-indicators?market_id=1").send().await;
    let row = table.body["data"].as_array().unwrap().iter().find(|r| r["stock"]["id"] == stock_id).unwrap().clone();
    let yield_bp = (row["dividend_yield"].as_f64().expect("Aramco pays dividends in the demo") * 100.0).round() as i64;
    let pdf_yield = stock_analysis::document::texts::financial_facts(&figures, platform::Lang::En).dividend_yield;
    assert_eq!(pdf_yield, Some(stock_analysis::document::fmt::percent_bp(yield_bp)), "the PDF and the table");
    let said = format!("a yield of {}", chat::format::percent_bp(yield_bp, false));
    assert!(block.contains(&said), "Eva Chat's data says «{said}»:\n{block}");

    // The 1- and 3-month changes: the market's table, Eva Chat's data and the report's factor
    // (platform::ratios: calendar days back, one rounding). Chat once counted trading days.
    let table_bp = |key: &str| (row[key].as_f64().unwrap_or_else(|| panic!("the table has {key}")) * 100.0).round() as i64;
    let (month_bp, quarter_bp) = (table_bp("return_1m"), table_bp("return_3m"));
    let said = format!(
        "over 1 month (30 days) {}, 3 months (91 days) {}",
        chat::format::percent_bp(month_bp, true),
        chat::format::percent_bp(quarter_bp, true)
    );
    assert!(block.contains(&said), "Eva Chat's data says «{said}»:\n{block}");
    let report = app.get("/api/evareport/report/2222/momentum").token(&token).send().await;
    let factor = report.body["data"]["factors"]
        .as_array()
        .and_then(|fs| fs.iter().find(|f| f["factor"] == "return3m"))
        .and_then(|f| f["value"].as_i64());
    assert_eq!(factor, Some(quarter_bp), "the report's 3-month return and the table's");

    // The financial ratios (issue 35, point 6): the stock page and the PDF, from platform::valuation.
    let page = app.get(&format!("/api/stock/{stock_id}")).send().await.body["data"]["fundamentals"].clone();
    let pdf = figures.valuation().expect("the demo gives Aramco reported years");
    let hundredths = |v: &serde_json::Value| v.as_f64().map(|x| (x * 100.0).round() as i64);
    assert_eq!(page["period_end"].as_str(), Some(pdf.period_end.to_string().as_str()));
    assert_eq!(
        [
            hundredths(&page["pe"]),
            hundredths(&page["pb"]),
            hundredths(&page["net_margin"]),
            hundredths(&page["revenue_growth"]),
            hundredths(&page["payout"])
        ],
        [pdf.pe_x100, pdf.pb_x100, pdf.net_margin_bp, pdf.revenue_growth_bp, pdf.payout_bp],
        "the page and the PDF"
    );
    assert_eq!(page["demo"], true, "generated years are marked demo");
}
