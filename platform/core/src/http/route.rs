//! The route pattern a request matched (`/api/stocks/{id}`), found once and kept on the request.
//! The rate limits, the caller's resolution, the request's span and its metrics each need it,
//! and each `match_pattern` walks the whole route table, trying pattern after pattern: done four
//! times a request, it was over a third of the server's time on a search (BENCHMARKS.md).

use std::rc::Rc;

use actix_web::HttpMessage;
use actix_web::HttpRequest;

/// The request's match, once looked up (None: no route has the path).
#[derive(Clone)]
struct Matched(Option<Rc<str>>);

/// The pattern `req` matched, looked up on the first call and kept for the others.
pub fn pattern(req: &HttpRequest) -> Option<Rc<str>> {
    if let Some(Matched(found)) = req.extensions().get::<Matched>() {
        return found.clone();
    }
    let found: Option<Rc<str>> = req.match_pattern().map(Into::into);
    req.extensions_mut().insert(Matched(found.clone()));
    found
}
