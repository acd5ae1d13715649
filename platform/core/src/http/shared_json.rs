//! A view that is the same for many requests (a market heatmap, a search index answer), kept
//! serialised: the `{"data": …}` body is written once, with a gzip copy, and every request gets
//! the bytes as they are.

use std::io::Write;

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, Responder};
use bytes::Bytes;
use flate2::Compression;
use flate2::write::GzEncoder;
use serde::Serialize;

#[derive(Debug, Clone)]
pub struct SharedJson {
    plain: Bytes,
    gzip: Bytes,
}

#[derive(Serialize)]
struct DataBody<'a, T> {
    data: &'a T,
}

impl SharedJson {
    /// Serialises `data` inside the envelope, and compresses it once.
    pub fn of<T: Serialize>(data: &T) -> std::io::Result<Self> {
        let plain = serde_json::to_vec(&DataBody { data })?;
        let mut encoder = GzEncoder::new(Vec::with_capacity(plain.len() / 4), Compression::default());
        encoder.write_all(&plain)?;
        Ok(Self { gzip: Bytes::from(encoder.finish()?), plain: Bytes::from(plain) })
    }

    pub fn plain(&self) -> &[u8] {
        &self.plain
    }

    /// Bytes kept in memory for this view.
    pub fn weight(&self) -> usize {
        self.plain.len() + self.gzip.len()
    }
}

/// Whether the client takes gzip (`Accept-Encoding: gzip`, not refused with `q=0`).
fn accepts_gzip(req: &HttpRequest) -> bool {
    req.headers().get_all(header::ACCEPT_ENCODING).filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(',')).any(|coding| {
        let mut parts = coding.split(';').map(str::trim);
        let name = parts.next().unwrap_or_default();
        let refused = parts.any(|p| p.strip_prefix("q=").is_some_and(|q| q.trim().parse::<f32>().is_ok_and(|q| q <= 0.0)));
        (name.eq_ignore_ascii_case("gzip") || name == "*") && !refused
    })
}

impl Responder for SharedJson {
    type Body = actix_web::body::BoxBody;

    fn respond_to(self, req: &HttpRequest) -> HttpResponse {
        let mut response = HttpResponse::Ok();
        response
            .insert_header((header::CONTENT_TYPE, HeaderValue::from_static("application/json")))
            .insert_header((header::VARY, "accept-encoding"));
        if accepts_gzip(req) {
            // A response that already names its encoding is left alone by the Compress middleware.
            response.insert_header((header::CONTENT_ENCODING, "gzip")).body(self.gzip)
        } else {
            response.body(self.plain)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    #[test]
    fn the_body_is_the_envelope_and_its_gzip_copy_says_the_same() {
        let view = SharedJson::of(&serde_json::json!({"sectors": [1, 2]})).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(view.plain(), br#"{"data":{"sectors":[1,2]}}"#);
        let mut unzipped = String::new();
        std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(&view.gzip[..]), &mut unzipped).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(unzipped.as_bytes(), view.plain());
    }

    #[test]
    fn gzip_only_when_the_client_takes_it() {
        let with = |value: &str| accepts_gzip(&TestRequest::default().insert_header((header::ACCEPT_ENCODING, value)).to_http_request());
        assert!(with("gzip, deflate, br"));
        assert!(with("br;q=1.0, gzip;q=0.8"));
        assert!(with("*"));
        assert!(!with("gzip;q=0"));
        assert!(!with("br, zstd"));
        assert!(!accepts_gzip(&TestRequest::default().to_http_request()));
    }
}
