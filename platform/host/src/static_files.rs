//! Serves the built web app: files as they are (hashed assets cached for a year), any other
//! non-API path gets index.html so the app's router decides. Unknown /api paths get the JSON 404.

use std::path::{Component, Path, PathBuf};

use actix_files::NamedFile;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{CACHE_CONTROL, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, ResponseError};
use platform::ApiError;

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

fn cache_control(path: &str) -> &'static str {
    if path.starts_with("/assets/") { "public, max-age=31536000, immutable" } else { "no-cache" }
}

async fn respond(req: &HttpRequest, dir: Option<&WebDir>) -> HttpResponse {
    let path = req.path();
    let Some(WebDir(root)) = dir.filter(|_| !is_api(path)) else {
        return ApiError::not_found().error_response();
    };
    let (file, cache) = match file_in(root, path) {
        Some(f) => (f, cache_control(path)),
        None if path.starts_with("/assets/") => return ApiError::not_found().error_response(),
        None => (root.join("index.html"), "no-cache"),
    };
    match NamedFile::open_async(&file).await {
        Ok(f) => {
            let mut res = f.use_etag(true).into_response(req);
            res.headers_mut().insert(CACHE_CONTROL, HeaderValue::from_static(cache));
            res
        }
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
    }
}
