//! The OpenAPI document's frame; paths and schemas come from the handlers themselves, collected
//! as modules register their routes, so the document cannot drift from the server.

use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

#[derive(OpenApi)]
#[openapi(
    info(title = "Eva API", description = "Arabic-first stock research platform. Success bodies are {\"data\": ...}; errors are {\"message\", \"errors\", \"code\"?} in the request's language (Accept-Language: ar (default) or en)."),
    modifiers(&BearerAuth)
)]
pub struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).description(Some("Opaque session token from /api/login or /api/register")).build()),
        );
    }
}
