//! Routes of a module that staff switched off answer 404, code `MODULE_OFF`, with a message that
//! names the service (a page left open on it says why its requests fail).
//!
//! Each module's API paths are known from the OpenAPI paths its handlers declare; a request is
//! matched against them segment by segment before routing.

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::{ResponseError, web};
use platform::{ApiError, AppContext, Message};

/// One module's path templates ("/api/stock/{id}").
#[derive(Debug, Clone)]
pub struct ModulePaths {
    pub module: &'static str,
    /// The module's name as users read it.
    pub name: Message,
    pub templates: Vec<Vec<Segment>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Segment {
    Literal(String),
    Param,
}

pub fn parse_template(template: &str) -> Vec<Segment> {
    template
        .trim_matches('/')
        .split('/')
        .map(|seg| if seg.starts_with('{') && seg.ends_with('}') { Segment::Param } else { Segment::Literal(seg.to_owned()) })
        .collect()
}

fn matches(template: &[Segment], path: &str) -> bool {
    let mut parts = path.trim_matches('/').split('/');
    for seg in template {
        match (seg, parts.next()) {
            (Segment::Literal(lit), Some(part)) if lit == part => {}
            (Segment::Param, Some(part)) if !part.is_empty() => {}
            _ => return false,
        }
    }
    parts.next().is_none()
}

/// The module that serves `path`, if any module declares it.
pub fn owner<'a>(all: &'a [ModulePaths], path: &str) -> Option<&'a ModulePaths> {
    all.iter().find(|m| m.templates.iter().any(|t| matches(t, path)))
}

#[derive(Clone)]
pub struct AllModulePaths(pub std::sync::Arc<Vec<ModulePaths>>);

pub async fn module_gate(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let off = match (req.app_data::<web::Data<AllModulePaths>>(), req.app_data::<web::Data<AppContext>>()) {
        // Every module on (the usual case): no path to look up among hundreds.
        (Some(paths), Some(ctx)) if !ctx.switches.every_available_on() => {
            owner(&paths.0, req.path()).filter(|m| !ctx.switches.is_on(m.module)).map(|m| m.name)
        }
        _ => None,
    };
    if let Some(name) = off {
        let (request, _) = req.into_parts();
        return Ok(ServiceResponse::new(request, ApiError::module_off(name).error_response()));
    }
    next.call(req).await.map(ServiceResponse::map_into_boxed_body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_find_their_module() {
        let all = vec![
            ModulePaths {
                module: "market",
                name: Message::new("السوق", "Market"),
                templates: vec![parse_template("/api/stock/{id}"), parse_template("/api/stocks")],
            },
            ModulePaths {
                module: "content",
                name: Message::new("المحتوى", "Content"),
                templates: vec![parse_template("/api/contents/{key}")],
            },
        ];
        let module = |path: &str| owner(&all, path).map(|m| m.module);
        assert_eq!(module("/api/stock/12"), Some("market"));
        assert_eq!(module("/api/stocks"), Some("market"));
        assert_eq!(module("/api/contents/terms"), Some("content"));
        assert_eq!(module("/api/stock/"), None);
        assert_eq!(module("/api/stock/12/x"), None);
        assert_eq!(module("/api/user"), None);
    }
}
