//! Success bodies: `{"data": ...}`, lists with `{"meta": {page, per_page, total}}`.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, Responder};
use serde::{Deserialize, Serialize};

/// `{"data": T}` with a status (200 unless told).
#[derive(Debug)]
pub struct ApiResponse<T: Serialize> {
    status: StatusCode,
    data: T,
}

#[derive(Serialize)]
struct DataBody<'a, T> {
    data: &'a T,
}

impl<T: Serialize> ApiResponse<T> {
    pub fn ok(data: T) -> Self {
        Self { status: StatusCode::OK, data }
    }

    pub fn created(data: T) -> Self {
        Self { status: StatusCode::CREATED, data }
    }

    /// Taken on, to be finished elsewhere (a sign-up waiting for its emailed code).
    pub fn accepted(data: T) -> Self {
        Self { status: StatusCode::ACCEPTED, data }
    }
}

impl<T: Serialize> Responder for ApiResponse<T> {
    type Body = actix_web::body::BoxBody;

    fn respond_to(self, _req: &actix_web::HttpRequest) -> HttpResponse {
        HttpResponse::build(self.status).json(DataBody { data: &self.data })
    }
}

/// Page and size a list endpoint was asked for (`?page=&per_page=`), 1-based.
///
/// `page` runs from 1 to [`PageQuery::MAX_PAGE`]; anything else is a 422 naming the field (never
/// an overflow further down). `per_page` is clamped to 1..=[`PageQuery::MAX_PER_PAGE`].
#[derive(Debug, Clone, Copy, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// 1 to 100000.
    #[serde(default, deserialize_with = "crate::http::bounded::page")]
    #[param(minimum = 1, maximum = 100000)]
    pub page: Option<u64>,
    /// Clamped to 1..=100.
    #[serde(default, deserialize_with = "crate::http::bounded::per_page")]
    #[param(minimum = 0, maximum = 1000000)]
    pub per_page: Option<u64>,
}

impl PageQuery {
    pub const MAX_PER_PAGE: u64 = 100;
    /// No list of the product comes near this many pages; the bound keeps offsets in range.
    pub const MAX_PAGE: u64 = 100_000;

    pub fn page(&self) -> u64 {
        self.page.unwrap_or(1).clamp(1, Self::MAX_PAGE)
    }

    pub fn per_page(&self, default: u64) -> u64 {
        self.per_page.unwrap_or(default).clamp(1, Self::MAX_PER_PAGE)
    }

    /// Rows to skip for this page (cannot overflow: both factors are bounded).
    pub fn offset(&self, default_per_page: u64) -> u64 {
        (self.page() - 1) * self.per_page(default_per_page)
    }
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct PageMeta {
    pub page: u64,
    pub per_page: u64,
    pub total: u64,
}

/// `{"data": [...], "meta": {...}}`.
#[derive(Debug, Serialize)]
pub struct Paginated<T: Serialize> {
    pub data: Vec<T>,
    pub meta: PageMeta,
}

impl<T: Serialize> Paginated<T> {
    pub fn new(data: Vec<T>, page: u64, per_page: u64, total: u64) -> Self {
        Self { data, meta: PageMeta { page, per_page, total } }
    }
}

impl<T: Serialize> Responder for Paginated<T> {
    type Body = actix_web::body::BoxBody;

    fn respond_to(self, _req: &actix_web::HttpRequest) -> HttpResponse {
        HttpResponse::Ok().json(self)
    }
}

/// A page of a cursor-paged list: `?cursor=` as the previous page's `next_cursor` (none for the
/// first page) and `per_page`, clamped to 1..=[`PageQuery::MAX_PER_PAGE`].
#[derive(Debug, Clone, Copy, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CursorQuery {
    /// The `next_cursor` of the previous page.
    #[serde(default, deserialize_with = "crate::http::bounded::cursor")]
    #[param(value_type = Option<String>)]
    pub cursor: Option<i64>,
    /// Clamped to 1..=100.
    #[serde(default, deserialize_with = "crate::http::bounded::per_page")]
    #[param(minimum = 0, maximum = 1000000)]
    pub per_page: Option<u64>,
}

impl CursorQuery {
    pub fn per_page(&self, default: u64) -> u64 {
        self.per_page.unwrap_or(default).clamp(1, PageQuery::MAX_PER_PAGE)
    }
}

/// Where the next page of a cursor-paged list starts (`?cursor=`); `None` on the last page.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct CursorMeta {
    pub next_cursor: Option<String>,
}

/// `{"data": [...], "meta": {"next_cursor": ...}}`: a list read in pages that stay right while
/// new items arrive (each page continues after the last item the previous one ended with).
#[derive(Debug, Serialize)]
pub struct CursorPage<T: Serialize> {
    pub data: Vec<T>,
    pub meta: CursorMeta,
}

impl<T: Serialize> CursorPage<T> {
    pub fn new(data: Vec<T>, next_cursor: Option<String>) -> Self {
        Self { data, meta: CursorMeta { next_cursor } }
    }
}

impl<T: Serialize> Responder for CursorPage<T> {
    type Body = actix_web::body::BoxBody;

    fn respond_to(self, _req: &actix_web::HttpRequest) -> HttpResponse {
        HttpResponse::Ok().json(self)
    }
}
