//! The whole schema. One file per module change, named after the module; every table exists
//! whether its module is enabled or not, so turning a module on never needs a migration.

pub use sea_orm_migration::prelude::*;

mod m20261121_000001_platform;
mod m20261121_000002_accounts;
mod m20261121_000003_content;
mod m20261122_000004_market;
mod m20261122_000005_market_analytics;
mod m20261122_000006_market_profiles;
mod m20261123_000007_platform_module_switches;
mod m20261123_000008_accounts_profiles;
mod m20261123_000009_content_versions;
mod m20261123_000010_platform_cache_versions;
mod m20261123_000011_subscriptions;
mod m20261124_000012_analysts;
mod m20261124_000012_platform_outbox;
mod m20261124_000013_analysts_lists;
mod m20261124_000014_subscriptions_credit_notes;
mod m20261124_000015_analysts_payouts;
mod m20261125_000016_ratings;
mod m20261125_000017_market_hourly_bars;
mod m20261125_000018_opinions;
mod m20261125_000019_chat;
mod m20261125_000020_stock_analysis;
mod m20261125_000021_stock_analysis_review;
mod m20261126_000022_kyc;
mod m20261126_000023_kyc_access_log;
mod m20261126_000024_notifications;
mod m20261126_000025_subscriptions_list_audience;
mod m20261126_000026_research;
mod m20261126_000027_content_advisors_feedback_workshops;
mod m20261126_000028_reports;
mod m20261127_000029_advisor_licence_kinds;
mod m20261127_000030_throttle_slots;
mod m20261127_000031_payment_return_tokens;
mod m20261127_000032_accounts_signups;
mod m20261127_000033_reports_shariah_not_assessed;
mod m20261128_000034_market_fundamentals;
mod m20261128_000035_opinions_moderation;
mod m20261128_000036_lists_moderation;
mod m20261128_000037_partial_refunds;
mod m20261128_000038_accounts_staff_actions;
mod m20261128_000039_transition_columns;
mod m20261128_000040_alerts;
mod m20261128_000041_corporate_actions;
mod m20261129_000042_outbox_deaf_modules;
mod m20261129_000043_push_devices;

pub struct Migrator;

impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261121_000001_platform::Migration),
            Box::new(m20261121_000002_accounts::Migration),
            Box::new(m20261121_000003_content::Migration),
            Box::new(m20261122_000004_market::Migration),
            Box::new(m20261122_000005_market_analytics::Migration),
            Box::new(m20261122_000006_market_profiles::Migration),
            Box::new(m20261123_000007_platform_module_switches::Migration),
            Box::new(m20261123_000008_accounts_profiles::Migration),
            Box::new(m20261123_000009_content_versions::Migration),
            Box::new(m20261123_000010_platform_cache_versions::Migration),
            Box::new(m20261123_000011_subscriptions::Migration),
            Box::new(m20261124_000012_platform_outbox::Migration),
            Box::new(m20261124_000012_analysts::Migration),
            Box::new(m20261124_000013_analysts_lists::Migration),
            Box::new(m20261124_000014_subscriptions_credit_notes::Migration),
            Box::new(m20261124_000015_analysts_payouts::Migration),
            Box::new(m20261125_000016_ratings::Migration),
            Box::new(m20261125_000017_market_hourly_bars::Migration),
            Box::new(m20261125_000018_opinions::Migration),
            Box::new(m20261125_000019_chat::Migration),
            Box::new(m20261125_000020_stock_analysis::Migration),
            Box::new(m20261125_000021_stock_analysis_review::Migration),
            Box::new(m20261126_000022_kyc::Migration),
            Box::new(m20261126_000023_kyc_access_log::Migration),
            Box::new(m20261126_000024_notifications::Migration),
            Box::new(m20261126_000025_subscriptions_list_audience::Migration),
            Box::new(m20261126_000026_research::Migration),
            Box::new(m20261126_000027_content_advisors_feedback_workshops::Migration),
            Box::new(m20261126_000028_reports::Migration),
            Box::new(m20261127_000029_advisor_licence_kinds::Migration),
            Box::new(m20261127_000030_throttle_slots::Migration),
            Box::new(m20261127_000031_payment_return_tokens::Migration),
            Box::new(m20261127_000032_accounts_signups::Migration),
            Box::new(m20261127_000033_reports_shariah_not_assessed::Migration),
            Box::new(m20261128_000034_market_fundamentals::Migration),
            Box::new(m20261128_000035_opinions_moderation::Migration),
            Box::new(m20261128_000036_lists_moderation::Migration),
            Box::new(m20261128_000037_partial_refunds::Migration),
            Box::new(m20261128_000038_accounts_staff_actions::Migration),
            Box::new(m20261128_000039_transition_columns::Migration),
            Box::new(m20261128_000040_alerts::Migration),
            Box::new(m20261128_000041_corporate_actions::Migration),
            Box::new(m20261129_000042_outbox_deaf_modules::Migration),
            Box::new(m20261129_000043_push_devices::Migration),
        ]
    }
}
