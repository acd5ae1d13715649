//! Who reviews a request: staff, and the analyst it is assigned to.

use platform::auth::{AuthUser, Role};

use crate::entities::requests;

pub fn is_staff(user: &AuthUser) -> bool {
    user.role() == Role::Staff
}

/// Staff review every request; an analyst only the ones assigned to them.
pub fn reviews(user: &AuthUser, request: &requests::Model) -> bool {
    is_staff(user) || (user.role() == Role::Analyst && request.analyst_id == Some(user.id()))
}

/// Requests an analyst may be assigned to or take: paid, and not yet approved.
pub fn assignable(request: &requests::Model) -> bool {
    request.status == requests::RequestStatus::Paid || request.status == requests::RequestStatus::InReview
}
