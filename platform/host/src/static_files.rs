//! Serves the built web app: files as they are (hashed assets cached for a year), any other
//! non-API path gets index.html so the app's router decides. Unknown /api paths get the JSON 404.
//!
//! The installable app's files have exact types and are never cached long: `/sw.js` (the service
//! worker; a browser refuses one that is not JavaScript, and must see each deployment's new copy)
//! and `/manifest.webmanifest` (`application/manifest+json`).

use std::path::{Component, Path, PathBuf};

use actix_files::NamedFile;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{CACHE_CONTROL, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, ResponseError};
use platform::ApiError;
use platform::http::security::CspNonce;

/// Where the app's page names its Content-Security-Policy nonce (web/index.html).
const NONCE_PLACEHOLDER: &str = "__EVA_CSP_NONCE__";

#[derive(Clone)]
pub struct WebDir(pub PathBuf);

fn is_api(path: &str) -> bool {
    path == "/api" || path.starts_with("/api/") || path.starts_with("/sanctum/")
}

/// A path inside the web directory, refusing anything that climbs out of it.
fn file_in(root: &Path, url_path: &str) -> Option<PathBuf> {
    let rel = Path::new(url_path.trim_start_matches('/'));
    if rel.components().any(|c| !matches!(c, Component::Normal(_))) {
        return None;
    }
    let full = root.join(rel);
    full.is_file().then_some(full)
}

/// Only content-hashed files are kept; everything else, the service worker and the manifest
/// included, is revalidated on every use (ETag), so a deployment is seen at once.
fn cache_control(path: &str) -> &'static str {
    if path.starts_with("/assets/") { "public, max-age=31536000, immutable" } else { "no-cache" }
}

/// Types the browser insists on, set here rather than left to the extension table.
fn content_type(path: &str) -> Option<&'static str> {
    if path.ends_with(".webmanifest") {
        Some("application/manifest+json")
    } else if path.ends_with(".js") || path.ends_with(".mjs") {
        Some("text/javascript; charset=utf-8")
    } else {
        None
    }
}

async fn respond(req: &HttpRequest, dir: Option<&WebDir>) -> HttpResponse {
    let path = req.path();
    let Some(WebDir(root)) = dir.filter(|_| !is_api(path)) else {
        return ApiError::not_found().error_response();
    };
    let (file, cache, mime) = match file_in(root, path) {
        Some(_) if path == "/index.html" => return shell(req, root).await,
        Some(f) => (f, cache_control(path), content_type(path)),
        None if path.starts_with("/assets/") => return ApiError::not_found().error_response(),
        None => return shell(req, root).await,
    };
    match NamedFile::open_async(&file).await {
        Ok(f) => {
            let f = match mime.and_then(|m| m.parse::<actix_web::mime::Mime>().ok()) {
                Some(m) => f.set_content_type(m),
                None => f,
            };
            let mut res = f.use_etag(true).into_response(req);
            res.headers_mut().insert(CACHE_CONTROL, HeaderValue::from_static(cache));
            res
        }
        Err(_) => ApiError::not_found().error_response(),
    }
}

/// The app's page, with this response's nonce for its styles: never the same twice, so it is
/// neither cached nor given an ETag.
async fn shell(req: &HttpRequest, root: &Path) -> HttpResponse {
    match tokio::fs::read_to_string(root.join("index.html")).await {
        Ok(page) => HttpResponse::Ok()
            .content_type("text/html; charset=utf-8")
            .insert_header((CACHE_CONTROL, "no-cache"))
            .body(page.replace(NONCE_PLACEHOLDER, &CspNonce::of(req))),
        Err(_) => ApiError::not_found().error_response(),
    }
}

/// The default service of the app.
pub async fn fallback(req: ServiceRequest) -> Result<ServiceResponse, actix_web::Error> {
    let (req, _) = req.into_parts();
    let dir = req.app_data::<WebDir>().cloned();
    let res = respond(&req, dir.as_ref()).await;
    Ok(ServiceResponse::new(req, res))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn paths_cannot_leave_the_web_directory() {
        let root = std::env::temp_dir();
        assert!(file_in(&root, "/../etc/passwd").is_none());
        assert!(file_in(&root, "/a/../../b").is_none());
    }

    #[test]
    fn only_hashed_assets_are_cached_long() {
        assert_eq!(cache_control("/assets/index-abc123.js"), "public, max-age=31536000, immutable");
        assert_eq!(cache_control("/index.html"), "no-cache");
        assert_eq!(cache_control("/sw.js"), "no-cache");
        assert_eq!(cache_control("/manifest.webmanifest"), "no-cache");
    }

    /// GET `path` from a web directory holding the installable app's files.
    async fn get(path: &str) -> HttpResponse {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("assets")).unwrap();
        for (name, body) in [
            ("index.html", r#"<!doctype html><meta name="csp-nonce" content="__EVA_CSP_NONCE__"><title>Eva</title>"#),
            ("sw.js", "self.addEventListener('fetch', () => {});"),
            ("manifest.webmanifest", r#"{"name":"إيفا"}"#),
            ("pwa-192x192.png", "png"),
            ("assets/shell-abc123.js", "export {};"),
        ] {
            std::fs::write(dir.path().join(name), body).unwrap();
        }
        let req = actix_web::test::TestRequest::get().uri(path).to_http_request();
        respond(&req, Some(&WebDir(dir.path().to_path_buf()))).await
    }

    fn header<'a>(res: &'a HttpResponse, name: &str) -> &'a str {
        res.headers().get(name).and_then(|v| v.to_str().ok()).unwrap_or_default()
    }

    #[actix_web::test]
    async fn the_service_worker_is_javascript_and_always_revalidated() {
        let res = get("/sw.js").await;
        assert_eq!(res.status(), 200);
        assert_eq!(header(&res, "content-type"), "text/javascript; charset=utf-8");
        assert_eq!(header(&res, "cache-control"), "no-cache");
        assert!(!header(&res, "etag").is_empty(), "revalidation needs an ETag");
    }

    #[actix_web::test]
    async fn the_manifest_and_icons_have_their_types() {
        let res = get("/manifest.webmanifest").await;
        assert_eq!(res.status(), 200);
        assert!(header(&res, "content-type").starts_with("application/manifest+json"));
        assert_eq!(header(&res, "cache-control"), "no-cache");
        assert_eq!(header(&get("/pwa-192x192.png").await, "content-type"), "image/png");
        let asset = get("/assets/shell-abc123.js").await;
        assert_eq!(header(&asset, "content-type"), "text/javascript; charset=utf-8");
        assert_eq!(header(&asset, "cache-control"), "public, max-age=31536000, immutable");
    }

    #[actix_web::test]
    async fn the_page_carries_a_fresh_nonce_each_time() {
        let body = |res: HttpResponse| async move {
            String::from_utf8(actix_web::body::to_bytes(res.into_body()).await.unwrap().to_vec()).unwrap()
        };
        let (a, b) = (body(get("/").await).await, body(get("/index.html").await).await);
        assert!(!a.contains(NONCE_PLACEHOLDER) && !b.contains(NONCE_PLACEHOLDER), "{a}");
        assert_ne!(a, b);
    }

    #[actix_web::test]
    async fn app_routes_get_the_shell_and_api_paths_never_do() {
        let res = get("/stock/42").await;
        assert_eq!(res.status(), 200);
        assert!(header(&res, "content-type").starts_with("text/html"));
        assert_eq!(get("/api/nothing-here").await.status(), 404);
    }
}
