//! Analysts: joining as an analyst (the application of spec §3 with the general securities
//! trading certificate, CME1) and its review by staff — submitted → under review → approved or
//! rejected with a reason. Approval makes the user an analyst, emails them in their language and
//! publishes `AnalystApproved`.

mod certificate;
pub mod commission;
mod demo;
mod emails;
pub mod entities;
mod form;
mod handlers;
mod limits;
mod lists;
mod messages;
mod multipart;
pub mod payouts;
mod ports;
mod review;
mod views;
mod visibility;

use std::sync::Arc;

use futures_util::future::BoxFuture;

use platform::jobs::JobRegistry;
use platform::ports::{AnalystLists, PortRegistry};
use platform::{AppContext, Manifest, Module, ServiceConfig};

pub struct AnalystsModule;

impl Module for AnalystsModule {
    fn id(&self) -> &'static str {
        "analysts"
    }

    /// Lists are priced and sold through the subscriptions module.
    fn depends_on(&self) -> &'static [&'static str] {
        &["subscriptions"]
    }

    fn provide(&self, ctx: &AppContext, ports: &mut PortRegistry) {
        ports.provide::<dyn AnalystLists>(Arc::new(ports::analyst_lists::AnalystListsPort { db: ctx.db.clone() }));
    }

    fn rate_limits(&self) -> Vec<platform::rate_limit::RouteLimit> {
        limits::route_limits()
    }

    fn routes(&self, cfg: &mut ServiceConfig<'_>) {
        use handlers::*;
        cfg.service(submit_application::submit_application)
            .service(get_my_application::get_my_application)
            .service(list_staff_applications::list_staff_applications)
            .service(get_staff_application::get_staff_application)
            .service(get_application_certificate::get_application_certificate)
            .service(start_application_review::start_application_review)
            .service(approve_application::approve_application)
            .service(reject_application::reject_application)
            .service(create_list::create_list)
            .service(update_list::update_list)
            .service(list_my_lists::list_my_rating_lists)
            .service(list_my_lists::list_my_opinion_lists)
            .service(list_analysts::list_analysts)
            .service(get_statement::get_statement)
            .service(export_my_payouts::export_my_payouts)
            .service(list_staff_payouts::list_staff_payouts)
            .service(export_staff_payouts::export_staff_payouts)
            .service(close_payout_month::close_payout_month)
            .service(mark_payout_transferred::mark_payout_transferred)
            .service(moderate_lists::staff_lists)
            .service(moderate_lists::hide_list)
            .service(moderate_lists::restore_list)
            .service(moderate_lists::list_moderation);
    }

    /// Every night at 00:30 Riyadh, the last finished month is closed (once: closing again
    /// changes nothing, so a missed night is made up the next).
    fn jobs(&self, registry: &mut JobRegistry) {
        registry.schedule(
            "analysts.close_payouts",
            "0 30 21 * * *",
            Arc::new(|ctx: AppContext| Box::pin(async move { Ok(payouts::close::close_previous_month(&ctx).await.map(|_| ())?) })),
        );
    }

    /// With demo data: the two demo analysts, approved, with their lists on sale.
    fn seed<'a>(&'a self, ctx: &'a AppContext, demo: bool) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move { if demo { demo::seed(ctx).await } else { Ok(()) } })
    }

    fn manifest(&self) -> Manifest {
        Manifest {
            name_ar: "المحللون",
            name_en: "Analysts",
            // The directory of analysts (a later slice), the join form with its received page, and
            // the analyst's own lists (DECISIONS 10).
            routes: vec!["/analysts", "/analysts/join", "/analysts/join/received", "/my_lists"],
            // The join link is the header's, for signed-in non-analysts only (spec §2).
            nav: vec![],
        }
    }
}
