//! Cross-origin calls: only from the origins the deployment names (`[http] cors_origins`). With
//! none named, no answer carries CORS headers, so a browser keeps other sites' pages out of the
//! API; requests without a matching origin are still served (same-origin pages send `Origin` too).

use actix_cors::Cors;
use actix_web::http::{Method, header};

pub fn cors(origins: &[String]) -> Cors {
    let cors = origins.iter().fold(Cors::default(), |c, o| c.allowed_origin(o.trim_end_matches('/')));
    cors.block_on_origin_mismatch(false)
        .allowed_methods([Method::GET, Method::HEAD, Method::POST, Method::PUT, Method::PATCH, Method::DELETE])
        .allowed_headers([header::AUTHORIZATION, header::CONTENT_TYPE, header::ACCEPT, header::ACCEPT_LANGUAGE])
        .expose_headers([header::RETRY_AFTER, header::CONTENT_DISPOSITION])
        .max_age(3600)
}
