//! Middleware that looks up the caller of a secured operation before its handler's extractors
//! run. Actix polls a handler's extractors together and answers the first error: a body that
//! fails its checks (422) could otherwise answer before the role check (401/403) that waits on
//! the database, telling a caller without the right about the form. With the caller known, the
//! role extractor (always the handler's first argument) answers at once.

use std::collections::HashSet;
use std::sync::Arc;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::http::header::AUTHORIZATION;
use actix_web::middleware::Next;
use actix_web::web;
use serde_json::Value;

/// The operations that need a signed-in caller, by method and route pattern.
#[derive(Clone, Default)]
pub struct SecuredRoutes(pub Arc<HashSet<(Method, String)>>);

impl SecuredRoutes {
    /// From the OpenAPI document: each operation with a security requirement.
    pub fn of(doc: &Value) -> Self {
        let mut set = HashSet::new();
        for (path, item) in doc["paths"].as_object().into_iter().flatten() {
            for (method, op) in item.as_object().into_iter().flatten() {
                let secured = op["security"].as_array().is_some_and(|s| !s.is_empty());
                if let (true, Ok(m)) = (secured, Method::from_bytes(method.to_ascii_uppercase().as_bytes())) {
                    set.insert((m, path.clone()));
                }
            }
        }
        Self(Arc::new(set))
    }
}

pub async fn resolve_caller(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let secured = req.headers().contains_key(AUTHORIZATION)
        && req
            .app_data::<web::Data<SecuredRoutes>>()
            .zip(platform::http::route::pattern(req.request()))
            .is_some_and(|(routes, pattern)| routes.0.contains(&(req.method().clone(), pattern.to_string())));
    if secured {
        // The answer is kept on the request; a dead token is the extractor's to report.
        let _ = platform::auth::caller_id(req.request()).await;
    }
    next.call(req).await
}
