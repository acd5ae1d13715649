//! Playing the operator in tests: a module's own `eva <module> <command> FILE` run on the test
//! app, as an operator brings data in (prices, dividends), instead of a test writing another
//! module's tables.

use crate::TestApp;

impl TestApp {
    /// Runs `eva <module> <command…> FILE <flags…>` with `contents` as the file.
    pub async fn run_module_command(&self, module: &str, command: &[&str], contents: &str, flags: &[&str]) {
        let file = tempfile::NamedTempFile::new().expect("a temporary file");
        std::fs::write(file.path(), contents).expect("the file is written");
        let found = eva::modules::all_modules().into_iter().find(|m| m.id() == module).expect("the module exists");
        let path = file.path().to_str().expect("a UTF-8 path").to_owned();
        let args: Vec<&str> =
            [module].into_iter().chain(command.iter().copied()).chain([path.as_str()]).chain(flags.iter().copied()).collect();
        let matches = found.command().expect("the module has commands").get_matches_from(args);
        found.run_command(&self.ctx, &matches).await.expect("the command succeeds");
    }
}

/// Deterministic daily prices around 30 for the `days` calendar days before today, Tadawul's
/// week (no Fridays or Saturdays), as the CSV `eva market import` reads; `phase` shifts the wave
/// so two stocks differ.
pub fn daily_prices_csv(days: u64, phase: i64) -> String {
    use chrono::{Days, Utc};
    let mut csv = String::from("Date,Open,High,Low,Close,Volume\n");
    let today = Utc::now().date_naive();
    let mut day = today.checked_sub_days(Days::new(days)).unwrap_or(today);
    let mut i = 0i64;
    while day < today {
        if !matches!(day.format("%a").to_string().as_str(), "Fri" | "Sat") {
            let wave = ((i + phase) as f64 / 9.0).sin() * 3.0 + (i as f64) * 0.02;
            let close = 30.0 + wave;
            csv.push_str(&format!("{day},{:.2},{:.2},{:.2},{close:.2},{}\n", close - 0.2, close + 0.6, close - 0.7, 100_000 + i * 10));
            i += 1;
        }
        day = day.succ_opt().unwrap_or(today);
    }
    csv
}

impl TestApp {
    /// Imports [`daily_prices_csv`] for `symbol` as an operator would.
    pub async fn import_daily_prices(&self, symbol: &str, days: u64, phase: i64) {
        self.run_module_command("market", &["import"], &daily_prices_csv(days, phase), &["--symbol", symbol]).await;
    }
}
