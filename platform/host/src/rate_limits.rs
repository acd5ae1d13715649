//! Middleware applying the enabled modules' [`RouteLimit`]s: a request to a limited route is
//! counted by address and, when signed in, by user; past either limit it is answered 429 with
//! `Retry-After` and never reaches the handler.

use std::collections::HashMap;
use std::sync::Arc;

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::middleware::Next;
use actix_web::{ResponseError, web};
use platform::rate_limit::{Limiter, RouteLimit, Rule};
use platform::{ApiError, AppContext};

/// Every limited route of the deployment, by method and pattern.
#[derive(Clone, Default)]
pub struct RouteLimits(pub Arc<HashMap<(Method, String), Rule>>);

impl RouteLimits {
    pub fn of(limits: impl IntoIterator<Item = RouteLimit>) -> Self {
        Self(Arc::new(limits.into_iter().map(|l| ((l.method, l.pattern.to_owned()), l.rule)).collect()))
    }
}

async fn allowed(req: &ServiceRequest, rule: &Rule, limiter: &Limiter, ctx: &AppContext) -> Result<(), u64> {
    if let Some(w) = rule.per_address {
        let address = platform::throttle::client_ip(req.request(), ctx.settings.auth.trust_forwarded_for);
        limiter.hit(&format!("{}:address:{address}", rule.name), w).await?;
    }
    if let Some(w) = rule.per_user
        && let Some(user) = platform::auth::caller_id(req.request()).await
    {
        limiter.hit(&format!("{}:user:{user}", rule.name), w).await?;
    }
    Ok(())
}

pub async fn rate_limits(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    // No limits (a deployment or a benchmark that turned them off): no route to look up.
    let rule = req.app_data::<web::Data<RouteLimits>>().filter(|limits| !limits.0.is_empty()).and_then(|limits| {
        platform::http::route::pattern(req.request()).and_then(|p| limits.0.get(&(req.method().clone(), p.to_string())).copied())
    });
    if let (Some(rule), Some(limiter), Some(ctx)) =
        (rule, req.app_data::<web::Data<Limiter>>().cloned(), req.app_data::<web::Data<AppContext>>().cloned())
        && let Err(retry_after) = allowed(&req, &rule, &limiter, &ctx).await
    {
        let res = ApiError::too_many_requests(retry_after).error_response();
        return Ok(req.into_response(res).map_into_right_body());
    }
    Ok(next.call(req).await?.map_into_left_body())
}
