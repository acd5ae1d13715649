use actix_web::{get, web};
use chrono::Utc;
use platform::auth::SignedIn;
use platform::i18n::current_lang;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use serde::Serialize;
use utoipa::ToSchema;

use crate::bnpl::{Instalment, schedule};
use crate::catalogue::{PackageView, PlanView, buyable_plan, package, plan_view};
use crate::providers::Method;
use crate::providers::Providers;

#[derive(Debug, Serialize, ToSchema)]
pub struct BnplOffer {
    /// Whether instalments are offered for this price.
    pub available: bool,
    /// Why not, when they are not: `not_offered` (no instalment provider here) or
    /// `outside_limits` (the total is outside `min_halalas..=max_halalas`).
    pub reason: Option<String>,
    pub min_halalas: i64,
    pub max_halalas: i64,
    /// A quarter today and three monthly instalments.
    pub schedule: Vec<Instalment>,
}

impl BnplOffer {
    pub fn for_total(providers: &Providers, total_halalas: i64, today: chrono::NaiveDate) -> Self {
        let reason = if providers.bnpl.is_none() {
            Some("not_offered".to_owned())
        } else if !providers.bnpl_allows(total_halalas) {
            Some("outside_limits".to_owned())
        } else {
            None
        };
        Self {
            reason,
            available: providers.bnpl_allows(total_halalas),
            min_halalas: providers.settings.bnpl_min_halalas,
            max_halalas: providers.settings.bnpl_max_halalas,
            schedule: schedule(total_halalas, today),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CheckoutView {
    pub plan: PlanView,
    pub package: PackageView,
    /// The methods the configured providers accept for this price.
    pub methods: Vec<Method>,
    pub bnpl: BnplOffer,
}

/// What the checkout screen shows for a plan: its price for this buyer broken down (with an
/// upgrade's credit) and how it can be paid.
#[utoipa::path(tag = "subscriptions", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = CheckoutView), (status = 401), (status = 404)))]
#[get("/api/plans/{id}")]
pub async fn get_plan(user: SignedIn, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<CheckoutView>> {
    let lang = current_lang();
    let (plan, package_row) = buyable_plan(&ctx.db, id.into_inner()).await?.ok_or_else(ApiError::not_found)?;
    let providers = Providers::shared(&ctx)?;
    let mut plan = plan_view(&plan, &package_row, lang);
    // An upgrade's credit is this buyer's own: the price shown is what they will pay.
    let (credit, _) = crate::upgrade::credit(&ctx.db, user.id(), &package_row, Utc::now()).await?;
    plan.price = plan.price.with_credit(credit);
    let total = plan.price.total_halalas;
    let package = package(&ctx.db, package_row.id, lang).await?.ok_or_else(ApiError::not_found)?;
    Ok(ApiResponse::ok(CheckoutView {
        methods: providers.methods(total),
        bnpl: BnplOffer::for_total(&providers, total, platform::saudi_time::today()),
        plan,
        package,
    }))
}
