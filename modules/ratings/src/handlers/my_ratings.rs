use actix_web::{get, web};
use platform::ports::{AnalystLists, Feature, ListKind};
use platform::requirements::Granted;
use platform::{ApiResponse, ApiResult, AppContext};

use crate::access;
use crate::read::{self, Sort, Status};
use crate::views::RatingView;

/// Every rating the reader follows now: the current rows of each list they subscribe to (and,
/// for an analyst, of their own lists), to pick from when building a custom list.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), responses((status = 200, body = Vec<RatingView>), (status = 401)))]
#[get("/api/rating/list")]
pub async fn my_ratings(granted: Granted, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<RatingView>>> {
    let mut ids: Vec<i64> =
        granted.grants.0.iter().filter_map(|f| if let Feature::RatingList(id) = f { Some(*id) } else { None }).collect();
    let own = ctx.required_port::<dyn AnalystLists>()?.lists_of(granted.user.id(), ListKind::Rating).await?;
    ids.extend(own.iter().map(|l| l.id));
    ids.sort_unstable();
    ids.dedup();
    let mut out = Vec::new();
    for id in ids {
        let Ok(list) = access::rating_list(&ctx, Some(&granted.user), id).await else { continue };
        let reader = read::reader(&ctx, Some(granted.user.id()), list.id).await?;
        out.extend(read::rows(&ctx, &list, Status::Current, Sort::Oldest, &reader).await?);
    }
    Ok(ApiResponse::ok(out))
}
