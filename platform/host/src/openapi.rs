//! The OpenAPI document: paths and schemas come from the handlers themselves, collected as the
//! modules register their routes, so it cannot drift from the server. The server then makes it
//! truthful about the shape every answer really has: success bodies inside `{"data": …}` (lists
//! with `meta`), and every error status an operation can give, with the error body.

use std::collections::BTreeSet;

use actix_web::App;
use serde_json::{Map, Value, json};
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};
use utoipa_actix_web::AppExt;

use crate::bootstrap::ConnectedApp;
use crate::module_gate::{ModulePaths, parse_template};

#[derive(OpenApi)]
#[openapi(
    info(title = "Eva API", description = "Arabic-first stock research platform. Success bodies are {\"data\": ...} (lists add \"meta\": {page, per_page, total}); errors are {\"message\", \"errors\"?, \"code\"?} in the request's language (Accept-Language: ar (default) or en). Business codes (999 not in plan, \"22\" KYC needed, \"1020\" phone needed) come on HTTP 200 as {\"code\", \"message\"}."),
    components(schemas(platform::http::error::ErrorBody, platform::http::response::PageMeta, platform::http::response::CursorMeta, platform::http::business::BusinessCodeBody)),
    modifiers(&BearerAuth)
)]
pub struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some("Opaque session token from /api/login or /api/register/confirm"))
                    .build(),
            ),
        );
    }
}

/// The whole document for the modules this deployment has, and each module's paths.
pub struct Document {
    pub json: Value,
    pub module_paths: Vec<ModulePaths>,
}

pub fn document(app: &ConnectedApp) -> Document {
    let mut module_paths = Vec::new();
    for m in app.enabled_modules() {
        let (_, api) = App::new().into_utoipa_app().configure(|cfg| m.mount(&app.ctx, cfg)).split_for_parts();
        let manifest = m.manifest();
        module_paths.push(ModulePaths {
            module: m.id(),
            name: platform::Message::new(manifest.name_ar, manifest.name_en),
            templates: api.paths.paths.keys().map(|p| parse_template(p)).collect(),
        });
    }
    let (_, api) = App::new()
        .into_utoipa_app()
        .openapi(ApiDoc::openapi())
        .configure(|cfg| {
            for m in app.enabled_modules() {
                m.mount(&app.ctx, cfg);
            }
            crate::system_routes::register(cfg);
        })
        .split_for_parts();
    let mut json = serde_json::to_value(&api).unwrap_or_else(|_| json!({}));
    make_truthful(&mut json);
    document_limits(&mut json, app.enabled_modules().flat_map(|m| m.rate_limits()));
    Document { json, module_paths }
}

/// Operations with an abuse limit answer 429 past it, with `Retry-After`.
pub fn document_limits(doc: &mut Value, limits: impl IntoIterator<Item = platform::rate_limit::RouteLimit>) {
    for limit in limits {
        let method = limit.method.as_str().to_ascii_lowercase();
        let Some(responses) =
            doc.pointer_mut(&format!("/paths/{}/{method}/responses", limit.pattern.replace('~', "~0").replace('/', "~1")))
        else {
            continue;
        };
        let Some(responses) = responses.as_object_mut() else { continue };
        let answer = responses.entry("429").or_insert_with(|| error_response("Too many requests: try again after `Retry-After` seconds"));
        answer["headers"] = json!({"Retry-After": {"description": "Seconds until the limit's window ends", "schema": {"type": "integer"}}});
    }
}

/// The document without the paths of modules that are off now.
pub fn filtered(doc: &Document, is_on: impl Fn(&str) -> bool) -> Value {
    let mut json = doc.json.clone();
    if let Some(paths) = json.get_mut("paths").and_then(Value::as_object_mut) {
        paths.retain(|path, _| {
            let owner = crate::module_gate::owner(&doc.module_paths, path);
            owner.is_none_or(|m| is_on(m.module))
        });
    }
    json
}

const ERROR_BODY: &str = "#/components/schemas/ErrorBody";
const BUSINESS_CODE_BODY: &str = "#/components/schemas/BusinessCodeBody";

fn error_response(description: &str) -> Value {
    json!({"description": description, "content": {"application/json": {"schema": {"$ref": ERROR_BODY}}}})
}

/// Wraps success bodies in the envelope and documents the error statuses each operation can
/// answer, from its shape: a body (400 malformed, 413 too large, 415 not JSON, 422 invalid),
/// query parameters (422), path parameters (404), a bearer token (401); 500 for any failure
/// that is not the caller's. Statuses a handler declares itself keep their description.
pub fn make_truthful(doc: &mut Value) {
    let Some(paths) = doc.get_mut("paths").and_then(Value::as_object_mut) else { return };
    for (path, item) in paths.iter_mut() {
        let Some(item) = item.as_object_mut() else { continue };
        for (method, op) in item.iter_mut() {
            if !["get", "post", "put", "patch", "delete"].contains(&method.as_str()) {
                continue;
            }
            let Some(op) = op.as_object_mut() else { continue };
            let params: Vec<(String, String)> = op
                .get("parameters")
                .and_then(Value::as_array)
                .map(|list| {
                    list.iter().filter_map(|p| Some((p.get("in")?.as_str()?.to_owned(), p.get("name")?.as_str()?.to_owned()))).collect()
                })
                .unwrap_or_default();
            let paged = if params.iter().any(|(at, name)| at == "query" && name == "page") {
                Paged::ByPage
            } else if params.iter().any(|(at, name)| at == "query" && name == "cursor") {
                Paged::ByCursor
            } else {
                Paged::No
            };
            let mut statuses: BTreeSet<&str> = BTreeSet::new();
            if op.contains_key("requestBody") {
                statuses.extend(["400", "413", "415", "422"]);
            }
            if params.iter().any(|(at, _)| at == "query") {
                statuses.insert("422");
            }
            if params.iter().any(|(at, _)| at == "path") {
                statuses.insert("404");
            }
            if op.get("security").and_then(Value::as_array).is_some_and(|s| !s.is_empty()) {
                statuses.insert("401");
            }
            if path.starts_with("/api/") {
                statuses.insert("500");
            }
            // A requirement such as `Entitled<F>` answers its business code on HTTP 200.
            let business_codes = op.get("x-business-codes").and_then(Value::as_array).is_some_and(|codes| !codes.is_empty());
            let Some(responses) = op.get_mut("responses").and_then(Value::as_object_mut) else { continue };
            for (status, response) in responses.iter_mut() {
                let Some(response) = response.as_object_mut() else { continue };
                if status.starts_with('2') && path.starts_with("/api/") {
                    if let Some(schema) =
                        response.get_mut("content").and_then(|c| c.get_mut("application/json")).and_then(|j| j.get_mut("schema"))
                    {
                        let enveloped = envelope(schema.take(), paged);
                        *schema = if business_codes && status == "200" {
                            json!({"oneOf": [enveloped, {"$ref": BUSINESS_CODE_BODY}]})
                        } else {
                            enveloped
                        };
                    }
                } else if !status.starts_with('2') && !status.starts_with('3') && !response.contains_key("content") {
                    response.insert("content".into(), json!({"application/json": {"schema": {"$ref": ERROR_BODY}}}));
                }
            }
            // A call that answers 201, a file, or an image still answers its business code as
            // JSON on HTTP 200.
            if business_codes && path.starts_with("/api/") {
                let ok = responses.entry("200").or_insert_with(|| json!({"description": "A business code (spec §8)"}));
                if let Some(ok) = ok.as_object_mut() {
                    let content = ok.entry("content").or_insert_with(|| json!({}));
                    if let Some(content) = content.as_object_mut() {
                        content.entry("application/json").or_insert_with(|| json!({"schema": {"$ref": BUSINESS_CODE_BODY}}));
                    }
                }
            }
            for status in statuses {
                responses.entry(status).or_insert_with(|| error_response(describe(status)));
            }
        }
    }
}

/// How a list endpoint pages: `?page=` (meta: page, per_page, total) or `?cursor=` (meta:
/// next_cursor).
#[derive(Clone, Copy)]
enum Paged {
    No,
    ByPage,
    ByCursor,
}

fn envelope(schema: Value, paged: Paged) -> Value {
    let mut properties = Map::new();
    properties.insert("data".into(), schema);
    let mut required = vec![json!("data")];
    let meta = match paged {
        Paged::No => None,
        Paged::ByPage => Some("#/components/schemas/PageMeta"),
        Paged::ByCursor => Some("#/components/schemas/CursorMeta"),
    };
    if let Some(meta) = meta {
        properties.insert("meta".into(), json!({"$ref": meta}));
        required.push(json!("meta"));
    }
    json!({"type": "object", "required": required, "properties": properties})
}

fn describe(status: &str) -> &'static str {
    match status {
        "400" => "The body is not valid JSON",
        "401" => "Not signed in, or the token no longer opens a session (code \"1010\")",
        "404" => "Not found",
        "413" => "The body is larger than allowed",
        "415" => "The body is not JSON",
        "422" => "Invalid input; `errors` names each field",
        _ => "A failure that is not the caller's; the message is safe to show",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bodies_get_the_envelope_and_errors_their_schema() {
        let mut doc = json!({"paths": {"/api/things": {"get": {
            "parameters": [{"in": "query", "name": "page"}],
            "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array"}}}}}
        }}}});
        make_truthful(&mut doc);
        let responses = &doc["paths"]["/api/things"]["get"]["responses"];
        assert_eq!(responses["200"]["content"]["application/json"]["schema"]["required"], json!(["data", "meta"]));
        assert_eq!(responses["422"]["content"]["application/json"]["schema"]["$ref"], ERROR_BODY);
        assert!(responses.get("404").is_none(), "no path parameter, no 404");
    }
}
