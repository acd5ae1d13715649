//! Security headers on every answer, and HEAD answered as GET.
//!
//! Pages get a Content-Security-Policy that allows only this origin's scripts (no inline script at
//! all) and styles from this origin or carrying the page's nonce (MUI/emotion stamps it on each
//! `<style>` it inserts). Every other answer (JSON, files) gets a policy that allows nothing to
//! run. No answer may be framed by another site, sniffed as another type or send a full referrer
//! away; HSTS is sent when the deployment is served over TLS.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::http::header::{self, HeaderMap, HeaderName, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{HttpMessage, HttpRequest, web};
use rand::RngCore;

/// How this deployment is reached: decides HSTS and the `Secure` flag of cookies.
#[derive(Debug, Clone, Copy)]
pub struct Transport {
    pub tls: bool,
}

impl Transport {
    /// Served over TLS when the public address is `https://`, unless the `[http] hsts` setting
    /// says otherwise.
    pub fn of(settings: &crate::Settings) -> Self {
        Self { tls: settings.http.hsts.unwrap_or_else(|| settings.public_url.starts_with("https://")) }
    }
}

/// One response's nonce for inline `<style>` elements; made on first use while serving a page.
#[derive(Debug, Clone)]
pub struct CspNonce(String);

impl CspNonce {
    /// This request's nonce (the same on every call while serving it).
    pub fn of(req: &HttpRequest) -> String {
        if let Some(n) = req.extensions().get::<CspNonce>() {
            return n.0.clone();
        }
        let mut bytes = [0u8; 18];
        rand::rngs::OsRng.fill_bytes(&mut bytes);
        let nonce = base64::Engine::encode(&base64::engine::general_purpose::URL_SAFE_NO_PAD, bytes);
        req.extensions_mut().insert(CspNonce(nonce.clone()));
        nonce
    }
}

/// The policy of an HTML page (the web app, the payment sandbox's pages).
pub fn page_policy(nonce: Option<&str>) -> String {
    let styles = match nonce {
        Some(n) => format!("style-src 'self' 'nonce-{n}'"),
        None => "style-src 'self'".to_owned(),
    };
    [
        "default-src 'self'",
        "script-src 'self'",
        &styles,
        // The web app's own inline style attributes are set through the DOM (React), which a
        // policy does not govern; none is written as markup.
        "style-src-attr 'none'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
    .join("; ")
}

/// Anything that is neither a page nor a script: nothing in it may run, and it may not be framed.
pub const RESOURCE_POLICY: &str = "default-src 'none'; frame-ancestors 'none'";

/// A PDF opened in the browser's own viewer, which a `default-src 'none'` may break.
pub const PDF_POLICY: &str = "frame-ancestors 'none'";

pub const PERMISSIONS_POLICY: &str = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), magnetometer=(), gyroscope=(), accelerometer=()";

pub const HSTS: &str = "max-age=63072000; includeSubDomains";

fn set_default(headers: &mut HeaderMap, name: HeaderName, value: HeaderValue) {
    if !headers.contains_key(&name) {
        headers.insert(name, value);
    }
}

fn content_type(headers: &HeaderMap) -> &str {
    headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or_default()
}

/// Middleware: HEAD is served by the GET route (the server leaves the body out), and every answer
/// carries the headers above.
pub async fn security_headers(
    mut req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    if req.method() == Method::HEAD {
        req.head_mut().method = Method::GET;
    }
    let tls = req.app_data::<web::Data<Transport>>().is_some_and(|t| t.tls);
    let mut res = next.call(req).await?;
    let nonce = res.request().extensions().get::<CspNonce>().map(|n| n.0.clone());
    let headers = res.headers_mut();
    // Fixed values point at static text (nothing copied or allocated); only a page's policy,
    // with its nonce, is built.
    let csp = match content_type(headers) {
        t if t.starts_with("text/html") => HeaderValue::from_str(&page_policy(nonce.as_deref())).ok(),
        // A script's own policy governs it only when it runs as a worker (the service worker,
        // pdf.js' worker), which fetches and caches this origin's files like the page does.
        t if t.starts_with("text/javascript") || t.starts_with("application/javascript") => HeaderValue::from_str(&page_policy(None)).ok(),
        t if t.starts_with("application/pdf") => Some(HeaderValue::from_static(PDF_POLICY)),
        _ => Some(HeaderValue::from_static(RESOURCE_POLICY)),
    };
    if let Some(csp) = csp {
        set_default(headers, header::CONTENT_SECURITY_POLICY, csp);
    }
    set_default(headers, header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    set_default(headers, header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    set_default(headers, header::REFERRER_POLICY, HeaderValue::from_static("strict-origin-when-cross-origin"));
    set_default(headers, HeaderName::from_static("permissions-policy"), HeaderValue::from_static(PERMISSIONS_POLICY));
    set_default(headers, HeaderName::from_static("cross-origin-opener-policy"), HeaderValue::from_static("same-origin"));
    if tls {
        set_default(headers, header::STRICT_TRANSPORT_SECURITY, HeaderValue::from_static(HSTS));
    }
    Ok(res)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_runs_only_its_own_scripts_and_nonced_styles() {
        let p = page_policy(Some("abc"));
        assert!(p.contains("script-src 'self';"), "{p}");
        assert!(!p.contains("unsafe-inline") && !p.contains("unsafe-eval"), "{p}");
        assert!(p.contains("style-src 'self' 'nonce-abc'"), "{p}");
        assert!(p.contains("frame-ancestors 'none'"), "{p}");
        assert!(!page_policy(None).contains("nonce"));
    }

    #[test]
    fn nonces_are_new_per_request_and_stable_within_one() {
        let a = actix_web::test::TestRequest::default().to_http_request();
        let b = actix_web::test::TestRequest::default().to_http_request();
        assert_eq!(CspNonce::of(&a), CspNonce::of(&a));
        assert_ne!(CspNonce::of(&a), CspNonce::of(&b));
        assert!(CspNonce::of(&a).len() >= 22);
    }
}
