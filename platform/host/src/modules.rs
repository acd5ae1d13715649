//! THE list of feature modules: the one place that knows them all. Deployments pick from it
//! with `[modules] enabled = [...]` or `EVA_MODULES`.

use platform::Module;

pub fn all_modules() -> Vec<Box<dyn Module>> {
    vec![
        Box::new(accounts::AccountsModule),
        Box::new(content::ContentModule),
        Box::new(market::MarketModule),
        Box::new(subscriptions::SubscriptionsModule),
        Box::new(analysts::AnalystsModule),
        Box::new(ratings::RatingsModule),
        Box::new(opinions::OpinionsModule),
        Box::new(chat::ChatModule),
        Box::new(stock_analysis::StockAnalysisModule),
        Box::new(kyc::KycModule),
        Box::new(notifications::NotificationsModule),
        Box::new(research::ResearchModule),
        Box::new(reports::ReportsModule),
        Box::new(alerts::AlertsModule),
    ]
}
