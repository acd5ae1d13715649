//! Subscriptions: the catalogue of what investors pay for (platform packages, stock-analysis
//! packages, analysts' lists), checkout through payment providers behind one trait (the sandbox
//! gateway built in), coupons, the subscriptions payments start, and the `Entitlements` port
//! that answers "may this user use this feature now".

mod bnpl;
mod catalogue;
mod checkout;
mod coupons;
mod demo;
mod demo_sales;
pub mod entities;
pub mod expiry;
mod handlers;
mod invoices;
mod limits;
mod messages;
mod money;
mod payment_state;
mod periods;
mod ports;
mod providers;
mod purchase;
mod refunds;
mod settings;
mod settlement;
mod upgrade;
mod views;

use std::sync::Arc;

use futures_util::future::BoxFuture;
use platform::jobs::JobRegistry;
use platform::ports::{Checkout, Entitlements, ListOffers, PortRegistry};
use platform::{AppContext, Manifest, Module, NavEntry, ServiceConfig};

pub struct SubscriptionsModule;

impl Module for SubscriptionsModule {
    fn id(&self) -> &'static str {
        "subscriptions"
    }

    /// Checkout records the payment terms through content's `Consents`.
    fn depends_on(&self) -> &'static [&'static str] {
        &["accounts", "content"]
    }

    /// The payment providers are built once, and a deployment with a bad provider setting
    /// (an unknown name, a missing key) does not start.
    fn start(&self, ctx: &AppContext) -> anyhow::Result<()> {
        let providers = providers::Providers::from_settings(ctx)?;
        ctx.singletons.get_or_try_init(|| Ok::<_, anyhow::Error>(providers))?;
        Ok(())
    }

    fn provide(&self, ctx: &AppContext, ports: &mut PortRegistry) {
        ports.provide::<dyn Entitlements>(Arc::new(ports::entitlements::SubscriptionEntitlements { db: ctx.db.clone() }));
        ports.provide::<dyn ListOffers>(Arc::new(ports::list_offers::SubscriptionListOffers { db: ctx.db.clone() }));
        ports.provide::<dyn Checkout>(Arc::new(ports::checkout::SubscriptionCheckout));
    }

    fn rate_limits(&self) -> Vec<platform::rate_limit::RouteLimit> {
        limits::route_limits()
    }

    fn routes(&self, cfg: &mut ServiceConfig<'_>) {
        use handlers::*;
        cfg.service(list_all_packages::list_all_packages)
            .service(get_package::get_package)
            .service(get_package::get_package_single)
            .service(list_report_packages::list_report_packages)
            .service(list_plans::list_plans)
            .service(get_plan::get_plan)
            .service(validate_coupon::validate_coupon)
            .service(subscribe::subscribe)
            .service(payment_return::payment_return)
            .service(payment_return::payment_return_untokened)
            .service(payment_webhook::payment_webhook)
            .service(get_payment::get_payment)
            .service(get_invoice_pdf::get_invoice_pdf)
            .service(get_credit_note_pdf::get_credit_note_pdf)
            .service(list_subscriptions::list_subscriptions)
            .service(list_subscriptions::list_user_subscriptions)
            .service(subscriptions_summary::subscriptions_summary)
            .service(staff_packages::list_staff_packages)
            .service(staff_packages::create_staff_package)
            .service(staff_packages::update_staff_package)
            .service(staff_coupons::list_staff_coupons)
            .service(staff_coupons::create_staff_coupon)
            .service(staff_coupons::update_staff_coupon)
            .service(staff_payments::list_staff_payments)
            .service(staff_payments::get_staff_payment)
            .service(staff_payments::refund_staff_payment);
    }

    fn sandboxes(&self, ctx: &AppContext) -> Vec<&'static str> {
        let settings: settings::SubscriptionsSettings = ctx.settings.module_config("subscriptions").unwrap_or_default();
        let mut found = Vec::new();
        if settings.card_provider == providers::SANDBOX {
            found.push("[module.subscriptions] card_provider");
        }
        if settings.bnpl_provider == providers::SANDBOX {
            found.push("[module.subscriptions] bnpl_provider");
        }
        found
    }

    /// The sandbox's payment page, where a tester approves or declines.
    fn sandbox_routes(&self, cfg: &mut ServiceConfig<'_>) {
        cfg.service(handlers::sandbox_page::sandbox_page).service(handlers::sandbox_page::sandbox_submit);
    }

    /// Ends expired periods and sends the reminders, shortly after midnight in Riyadh.
    fn jobs(&self, registry: &mut JobRegistry) {
        registry.schedule(
            "subscriptions.expiry",
            "0 5 21 * * *",
            Arc::new(|ctx: AppContext| Box::pin(async move { Ok(expiry::run(&ctx).await.map(|_| ())?) })),
        );
    }

    fn manifest(&self) -> Manifest {
        Manifest {
            name_ar: "الاشتراكات والمدفوعات",
            name_en: "Subscriptions and payments",
            routes: vec![
                "/subscription",
                "/payment",
                "/reports-payment",
                "/analysis-payment",
                "/chat-payment",
                "/no-payment",
                "/success",
                "/my_subscriptions",
            ],
            nav: vec![NavEntry { path: "/subscription", label_ar: "الاشتراكات", label_en: "Subscriptions" }],
        }
    }

    /// The starting catalogue when it is empty; demo coupons with demo data.
    fn seed<'a>(&'a self, ctx: &'a AppContext, demo: bool) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(demo::seed(ctx, demo))
    }
}
