use std::collections::HashMap;

use actix_web::{get, post, put, web};
use chrono::Utc;
use platform::auth::Staff;
use platform::entities::users;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages as common};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set};

use crate::entities::{workshop_bookings as bookings, workshops};
use crate::rules::{self, TITLE_MAX};
use crate::store::audit;
use crate::workshops::messages;
use crate::workshops::views::{StaffWorkshopView, WorkshopBookingView, WorkshopForm};

const DESCRIPTION_MAX: usize = 5_000;

struct Checked {
    title_ar: String,
    title_en: String,
    description_ar: String,
    description_en: String,
    location_ar: String,
    location_en: String,
    starts_at: chrono::DateTime<Utc>,
    duration_minutes: i32,
    seats: i32,
}

fn check(form: &WorkshopForm, booked: i32) -> ApiResult<Checked> {
    let mut v = Validator::new();
    let title_ar = rules::plain(&mut v, "title_ar", form.title_ar.as_deref(), TITLE_MAX);
    let title_en = rules::plain(&mut v, "title_en", form.title_en.as_deref(), TITLE_MAX);
    let description_ar = rules::plain(&mut v, "description_ar", form.description_ar.as_deref(), DESCRIPTION_MAX);
    let description_en = rules::plain(&mut v, "description_en", form.description_en.as_deref(), DESCRIPTION_MAX);
    let location_ar = rules::plain(&mut v, "location_ar", form.location_ar.as_deref(), TITLE_MAX);
    let location_en = rules::plain(&mut v, "location_en", form.location_en.as_deref(), TITLE_MAX);
    match form.starts_at {
        None => {
            v.add("starts_at", common::FIELD_REQUIRED);
        }
        Some(at) => {
            v.check("starts_at", at > Utc::now(), messages::STARTS_IN_PAST);
        }
    }
    match form.duration_minutes {
        None => v.add("duration_minutes", common::FIELD_REQUIRED),
        Some(d) => v.check("duration_minutes", (15..=1440).contains(&d), messages::DURATION_RANGE),
    };
    match form.seats {
        None => v.add("seats", common::FIELD_REQUIRED),
        Some(s) if !(1..=10_000).contains(&s) => v.add("seats", messages::SEATS_RANGE),
        Some(s) => v.check("seats", s >= booked, messages::SEATS_BELOW_BOOKED),
    };
    v.finish()?;
    match (title_ar, title_en, description_ar, description_en, location_ar, location_en, form.starts_at, form.duration_minutes, form.seats)
    {
        (
            Some(title_ar),
            Some(title_en),
            Some(description_ar),
            Some(description_en),
            Some(location_ar),
            Some(location_en),
            Some(starts_at),
            Some(duration_minutes),
            Some(seats),
        ) => {
            Ok(Checked { title_ar, title_en, description_ar, description_en, location_ar, location_en, starts_at, duration_minutes, seats })
        }
        _ => Err(ApiError::unprocessable(common::FILL_ALL_FIELDS)),
    }
}

impl Checked {
    /// Sets the row's staff-edited columns.
    fn fill(self, row: &mut workshops::ActiveModel) {
        row.title_ar = Set(self.title_ar);
        row.title_en = Set(self.title_en);
        row.description_ar = Set(self.description_ar);
        row.description_en = Set(self.description_en);
        row.location_ar = Set(self.location_ar);
        row.location_en = Set(self.location_en);
        row.starts_at = Set(self.starts_at);
        row.duration_minutes = Set(self.duration_minutes);
        row.seats = Set(self.seats);
        row.updated_at = Set(Utc::now());
    }
}

/// Every workshop, newest date first, with the seats booked.
#[utoipa::path(tag = "content", security(("bearer" = [])), responses((status = 200, body = Vec<StaffWorkshopView>), (status = 401), (status = 403)))]
#[get("/api/staff/workshops")]
pub async fn staff_workshops(_staff: Staff, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<StaffWorkshopView>>> {
    let rows = workshops::Entity::find().order_by_desc(workshops::Column::StartsAt).all(&ctx.db).await?;
    Ok(ApiResponse::ok(rows.into_iter().map(StaffWorkshopView::from).collect()))
}

/// Publishes a workshop.
#[utoipa::path(tag = "content", security(("bearer" = [])), request_body = WorkshopForm,
    responses((status = 201, body = StaffWorkshopView), (status = 401), (status = 403), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/staff/workshops")]
pub async fn create_workshop(
    staff: Staff,
    ctx: web::Data<AppContext>,
    form: web::Json<WorkshopForm>,
) -> ApiResult<ApiResponse<StaffWorkshopView>> {
    let mut row = workshops::ActiveModel { booked: Set(0), cancelled: Set(false), created_at: Set(Utc::now()), ..Default::default() };
    check(&form, 0)?.fill(&mut row);
    let row = row.insert(&ctx.db).await?;
    audit(
        &ctx.db,
        staff.id(),
        "workshop.create",
        &format!("workshop:{}", row.id),
        serde_json::json!({"title_en": row.title_en, "seats": row.seats}),
    )
    .await?;
    Ok(ApiResponse::created(StaffWorkshopView::from(row)))
}

/// Changes a workshop; its seats never drop below those booked.
#[utoipa::path(tag = "content", security(("bearer" = [])), params(("id" = i64, Path)), request_body = WorkshopForm,
    responses((status = 200, body = StaffWorkshopView), (status = 401), (status = 403), (status = 404), (status = 422, body = platform::http::error::ErrorBody)))]
#[put("/api/staff/workshops/{id}")]
pub async fn update_workshop(
    staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
    form: web::Json<WorkshopForm>,
) -> ApiResult<ApiResponse<StaffWorkshopView>> {
    let existing = workshops::Entity::find_by_id(*id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| ApiError::new(actix_web::http::StatusCode::NOT_FOUND, messages::NOT_FOUND))?;
    let c = check(&form, existing.booked)?;
    let seats = c.seats;
    let mut changes = <workshops::ActiveModel as Default>::default();
    c.fill(&mut changes);
    // Seats change only where the bookings still fit, however many book meanwhile.
    let changed = workshops::Entity::update_many()
        .set(changes)
        .filter(workshops::Column::Id.eq(*id))
        .filter(workshops::Column::Booked.lte(seats))
        .exec(&ctx.db)
        .await?;
    if changed.rows_affected != 1 {
        return Err(ApiError::field("seats", messages::SEATS_BELOW_BOOKED));
    }
    audit(&ctx.db, staff.id(), "workshop.update", &format!("workshop:{id}"), serde_json::json!({"seats": seats})).await?;
    let row = workshops::Entity::find_by_id(*id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    Ok(ApiResponse::ok(StaffWorkshopView::from(row)))
}

/// Cancels a workshop: it stays listed as cancelled and takes no more bookings.
#[utoipa::path(tag = "content", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = StaffWorkshopView), (status = 401), (status = 403), (status = 404)))]
#[post("/api/staff/workshops/{id}/cancel")]
pub async fn cancel_workshop(staff: Staff, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<StaffWorkshopView>> {
    let existing = workshops::Entity::find_by_id(*id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| ApiError::new(actix_web::http::StatusCode::NOT_FOUND, messages::NOT_FOUND))?;
    let mut row: workshops::ActiveModel = existing.into();
    row.cancelled = Set(true);
    row.updated_at = Set(Utc::now());
    let row = row.update(&ctx.db).await?;
    audit(&ctx.db, staff.id(), "workshop.cancel", &format!("workshop:{id}"), serde_json::json!({})).await?;
    Ok(ApiResponse::ok(StaffWorkshopView::from(row)))
}

/// Who booked a workshop, in booking order.
#[utoipa::path(tag = "content", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = Vec<WorkshopBookingView>), (status = 401), (status = 403), (status = 404)))]
#[get("/api/staff/workshops/{id}/bookings")]
pub async fn workshop_bookings(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
) -> ApiResult<ApiResponse<Vec<WorkshopBookingView>>> {
    workshops::Entity::find_by_id(*id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| ApiError::new(actix_web::http::StatusCode::NOT_FOUND, messages::NOT_FOUND))?;
    let seats =
        bookings::Entity::find().filter(bookings::Column::WorkshopId.eq(*id)).order_by_asc(bookings::Column::Id).all(&ctx.db).await?;
    let people: HashMap<i64, users::Model> = users::Entity::find()
        .filter(users::Column::Id.is_in(seats.iter().map(|s| s.user_id)))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|u| (u.id, u))
        .collect();
    Ok(ApiResponse::ok(
        seats
            .iter()
            .filter_map(|s| {
                let u = people.get(&s.user_id)?;
                Some(WorkshopBookingView {
                    user_id: u.id,
                    name: u.name.clone(),
                    email: u.email.clone(),
                    phone: u.phone.clone(),
                    booked_at: s.created_at,
                })
            })
            .collect(),
    ))
}
